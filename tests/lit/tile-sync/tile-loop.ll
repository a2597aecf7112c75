; tile-sync on two launches in a host loop (../uar/Inputs/tile-loop.cu): block b of
; shift_left reads what blocks b and b + 1 of fill wrote. The pass writes copies of both
; kernels with posts and waits, the pair's semaphores and wait tables, a one-thread wait
; kernel, and moves the consumer to a side stream ordered by events. `force`: the model's
; verdict is in the report either way.
;
; RUN: %opt -passes='tile-sync<device=%S/../uar/Inputs/tile-loop.device.ll;device-out=%t.dev.ll;report=%t.json;force>' %S/../uar/Inputs/tile-loop.host.ll -S -o %t.host.ll -pass-remarks=tile-sync -pass-remarks-missed=tile-sync 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}launches S2 -> S3 synchronised by tile (tile policy, 4 counters, 1-2 waits per consumer block
; The launch after the loop depends on the loop's last one from outside it: no map.
; REMARK: remark: {{.*}}launches S3 -> S4 keep stream synchronisation: no exact block map: the launches are not inside the same host loops
;
; Device: [epoch, started, done, 4 semaphores]; block b waits on counters b and b + 1
; (the last block on one): offsets 0 2 4 6 7.
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE: @syncfuse_tile0_state = internal addrspace(1) global [7 x i32] zeroinitializer
; DEVICE: @syncfuse_tile0_posts = internal addrspace(1) constant [4 x i32] [i32 0, i32 1, i32 2, i32 3]
; DEVICE: @syncfuse_tile0_wait_offsets = internal addrspace(1) constant [5 x i32] [i32 0, i32 2, i32 4, i32 6, i32 7]
; DEVICE: @syncfuse_tile0_wait_counters = internal addrspace(1) constant [7 x i32] [i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3]
; Tile order: each copy takes its tile from a ticket counter, shared past a barrier.
; DEVICE: @_Z10shift_leftPfPKfi_tile0_consumer_tickets = internal addrspace(1) global i64 0
; DEVICE: @_Z10shift_leftPfPKfi_tile0_consumer_tile = internal addrspace(3) global i32 undef
; DEVICE: @_Z4fillPff_tile0_producer_tickets = internal addrspace(1) global i64 0
; The producer copy: its tile first, then thread (0, 0, 0) counts the block as started, then the original body;
; at its one exit, a barrier, then the post: fence, relaxed atomic add on its counter.
; DEVICE-LABEL: define void @_Z4fillPff_tile0_producer(
; DEVICE: br i1 %{{[0-9]+}}, label %syncfuse.ticket, label %syncfuse.ticket.done
; DEVICE: syncfuse.entry:
; DEVICE: syncfuse.started:
; DEVICE-NEXT: atomicrmw add ptr addrspace(1) getelementptr inbounds ([7 x i32], ptr addrspace(1) @syncfuse_tile0_state, i32 0, i32 1), i32 1 monotonic
; DEVICE: syncfuse.exit:
; DEVICE-NEXT: call void @llvm.nvvm.barrier0()
; DEVICE: syncfuse.post:
; DEVICE-NEXT: call void @llvm.nvvm.membar.gl()
; DEVICE: atomicrmw add ptr addrspace(1) %{{[0-9]+}}, i32 1 monotonic
; DEVICE: syncfuse.ticket:
; DEVICE-NEXT: atomicrmw add ptr addrspace(1) @_Z4fillPff_tile0_producer_tickets, i64 1 monotonic
; DEVICE: urem i64
; DEVICE: syncfuse.ticket.done:
; DEVICE-NEXT: call void @llvm.nvvm.barrier0()
; DEVICE-NEXT: %syncfuse.tile = load i32, ptr addrspace(3) @_Z4fillPff_tile0_producer_tile
; The consumer copy: thread (0, 0, 0) polls each counter (volatile) until the run's
; target, fences; everyone waits at a barrier before the original body.
; DEVICE-LABEL: define void @_Z10shift_leftPfPKfi_tile0_consumer(
; DEVICE: syncfuse.wait.done:
; DEVICE-NEXT: call void @llvm.nvvm.barrier0()
; DEVICE: syncfuse.wait.poll:
; DEVICE: load volatile i32, ptr addrspace(1)
; DEVICE: icmp ult i32
; DEVICE: br i1 %{{[0-9]+}}, label %syncfuse.wait.poll, label %syncfuse.wait.ready
; DEVICE: syncfuse.wait.all:
; DEVICE-NEXT: call void @llvm.nvvm.membar.gl()
; The last consumer block of a run counts the run (epoch) and resets `done`.
; DEVICE: syncfuse.close_run:
; DEVICE-NEXT: call void @llvm.nvvm.membar.gl()
; DEVICE-NEXT: store i32 0, ptr addrspace(1) getelementptr inbounds ([7 x i32], ptr addrspace(1) @syncfuse_tile0_state, i32 0, i32 2)
; DEVICE-LABEL: define void @syncfuse_tile0_wait()
; DEVICE: load volatile i32, ptr addrspace(1) getelementptr inbounds ([7 x i32], ptr addrspace(1) @syncfuse_tile0_state, i32 0, i32 1)
; All three are kernels.
; DEVICE: !{ptr @_Z4fillPff_tile0_producer, !"kernel", i32 1}
; DEVICE: !{ptr @_Z10shift_leftPfPKfi_tile0_consumer, !"kernel", i32 1}
; DEVICE: !{ptr @syncfuse_tile0_wait, !"kernel", i32 1}
;
; Host: before the producer, the side stream waits for the default stream and runs the
; wait kernel; the producer launches its copy; the consumer launches its copy on the side
; stream, after which the default stream waits for the side stream.
; RUN: FileCheck %s --check-prefix=HOST < %t.host.ll
; HOST: call void @syncfuse.tile0.setup()
; HOST-NEXT: %[[SIDE:[0-9]+]] = load ptr, ptr @syncfuse.tile0.stream
; HOST-NEXT: %[[READY:[0-9]+]] = load ptr, ptr @syncfuse.tile0.ready
; HOST-NEXT: call i32 @cudaEventRecord(ptr %[[READY]], ptr null)
; HOST-NEXT: call i32 @cudaStreamWaitEvent(ptr %[[SIDE]], ptr %[[READY]], i32 0)
; HOST-NEXT: call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967297, i32 1, i64 0, ptr %[[SIDE]])
; HOST-NEXT: call void @__device_stub__syncfuse_tile0_wait()
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @__device_stub___Z4fillPff_tile0_producer,
; HOST: %[[SIDE2:[0-9]+]] = load ptr, ptr @syncfuse.tile0.stream
; HOST-NEXT: call i32 @__cudaPushCallConfiguration({{.*}}, ptr noundef %[[SIDE2]])
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @__device_stub___Z10shift_leftPfPKfi_tile0_consumer,
; HOST-NEXT: %[[SIDE3:[0-9]+]] = load ptr, ptr @syncfuse.tile0.stream
; HOST-NEXT: %[[DONE:[0-9]+]] = load ptr, ptr @syncfuse.tile0.done
; HOST-NEXT: call i32 @cudaEventRecord(ptr %[[DONE]], ptr %[[SIDE3]])
; HOST-NEXT: call i32 @cudaStreamWaitEvent(ptr null, ptr %[[DONE]], i32 0)
; The launch after the loop keeps the original kernel.
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__shift_leftPfPKfi,
; The stream and events are created once.
; HOST-LABEL: define internal void @syncfuse.tile0.setup()
; HOST: call i32 @cudaStreamCreateWithFlags(ptr @syncfuse.tile0.stream, i32 1)
; Every kernel of the pair is loaded before any launch: under lazy loading the producer's
; first launch would wait for the spinning wait kernel.
; HOST: call i32 @cudaFuncGetAttributes(ptr %attributes, ptr @__device_stub__syncfuse_tile0_wait)
; HOST-NEXT: call i32 @cudaFuncGetAttributes(ptr %attributes, ptr @__device_stub___Z4fillPff_tile0_producer)
; HOST-NEXT: call i32 @cudaFuncGetAttributes(ptr %attributes, ptr @__device_stub___Z10shift_leftPfPKfi_tile0_consumer)
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "pass": "tile-sync",
; JSON: "forced": true,
; JSON: "status": "tile-synchronised",
; JSON: "policy": "tile",
; JSON: "status": "stream-synchronised",
; JSON-NEXT: "reason": "no exact block map: the launches are not inside the same host loops",
; JSON-NEXT: "remark": "NoExactBlockMap",
;
; Without `force`, the model decides (here: a gain, one launch overhead saved).
; RUN: %opt -passes='tile-sync<device=%S/../uar/Inputs/tile-loop.device.ll;device-out=%t2.dev.ll>' %S/../uar/Inputs/tile-loop.host.ll -disable-output -pass-remarks=tile-sync 2>&1 | FileCheck %s --check-prefix=MODEL
; MODEL: synchronised by tile (tile policy, 4 counters, 1-2 waits per consumer block; modelled 4.48 us -> 3.98 us)
;
; A program with nothing to do says so (the element-wise chain fuses instead).
; RUN: %opt -passes='tile-sync<device=%samples/cuda/elementwise_chain.dev.ll;device-out=%t3.dev.ll>' %samples/cuda/elementwise_chain.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=NOTHING
; NOTHING: warning: tile-sync: nothing to do: no two consecutive launches of the host code are joined by a global dependence
;
; Parameters are checked.
; RUN: not %opt -passes='tile-sync<bogus>' %S/../uar/Inputs/chain.single.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: tile-sync: unknown parameter 'bogus' (expected device=, device-out=, report=, profile=, budget-ms= or force)
