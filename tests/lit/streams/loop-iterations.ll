; Host loops whose iterations are independent (Inputs/loop-iterations.cu), `force`: in
; `run_slices` iteration i launches on stream i mod 4, the side streams waiting for the
; original one before the loop and it for them where the loop exits (here the block the
; loop's guard also reaches); the two other loops are refused with the reason, the first's
; two independent launches then put on two streams within each iteration.
;
; RUN: %opt -passes='streams<device=%S/Inputs/loop-iterations.device.ll;force;report=%t.json>' %S/Inputs/loop-iterations.host.ll -S -o %t.ll -pass-remarks=streams -pass-remarks-missed=streams 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}the iterations of the host loop around launches S1 take 4 streams in turn
; REMARK: remark: {{.*}}launches S5, S6 keep one stream: host rewrite rejected: host loop it_b3 calls _ZL4ticki, whose effects on device memory are not in the region
; REMARK: remark: {{.*}}launches S5, S6 on 2 streams (0 events
; REMARK: remark: {{.*}}launches S10 keep one stream: host rewrite rejected: the stream of the launches in host loop it_b3 is not known before the loop
;
; RUN: FileCheck %s < %t.ll
; CHECK-LABEL: define {{.*}} @run_slices(
; CHECK: %syncfuse.iteration = alloca i32
; CHECK-NEXT: call void @syncfuse.streams0.setup()
; Before the loop: each side stream waits for the original (null) stream.
; CHECK: %[[SIDE:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: %[[ENTRY:[0-9]+]] = load ptr, ptr @syncfuse.streams0.entry
; CHECK-NEXT: call i32 @cudaEventRecord(ptr %[[ENTRY]], ptr null)
; CHECK-NEXT: call i32 @cudaStreamWaitEvent(ptr %[[SIDE]], ptr %[[ENTRY]], i32 0)
; CHECK: store i32 0, ptr %syncfuse.iteration
; At the exit: every side stream records its exit event, the original waits for each.
; CHECK: %[[X3:[0-9]+]] = load ptr, ptr @syncfuse.streams0.exit3
; CHECK-NEXT: %[[S3:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream3
; CHECK-NEXT: call i32 @cudaEventRecord(ptr %[[X3]], ptr %[[S3]])
; CHECK: %[[EXIT:[0-9]+]] = load ptr, ptr @syncfuse.streams0.exit3
; CHECK-NEXT: call i32 @cudaStreamWaitEvent(ptr null, ptr %[[EXIT]], i32 0)
; In the body: the iteration count picks the stream.
; CHECK: %[[COUNT:[0-9]+]] = load i32, ptr %syncfuse.iteration
; CHECK: %[[TURN:[0-9]+]] = urem i32 %[[COUNT]], 4
; CHECK: %syncfuse.stream2 = select i1 %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %syncfuse.stream1
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration({{.*}}, ptr noundef %syncfuse.stream2)
; CHECK-LABEL: define {{.*}} @run_ticked(
; CHECK-NOT: syncfuse.iteration
; CHECK: call void @syncfuse.streams2.setup()
; CHECK-NOT: syncfuse.iteration
; CHECK-LABEL: define {{.*}} @run_own_streams(
; CHECK-NOT: syncfuse.
; CHECK: ret i32 0
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "counter": "it_b3",
; JSON: "status": "streams",
; JSON: "status": "failed",
; JSON: "remark": "StreamsFailed",
; JSON: "iterations": null,
; JSON: "status": "streams",
; JSON: "status": "failed",
; JSON: "remark": "StreamsFailed",
