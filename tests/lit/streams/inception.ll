; `streams` on the Inception sample: four independent branches (affine then activate) and a
; concat reading all four. swFLOWpro's schedule: each branch's chain on its own stream
; (round-robin), the concat on the first branch's stream, waiting for the other three
; through events; the side streams wait for the original stream on entry, and it waits
; for them after the region.
;
; `force`: on up to 4 streams whatever the model says (it would keep one: see below).
; RUN: %opt -passes='streams<device=%samples/cuda/inception.dev.ll;report=%t.json;force>' %samples/cuda/inception.host.ll -S -o %t.ll -pass-remarks=streams 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}inception.cu:63:5: launches S11, S12, S13, S14, S15, S16, S17, S18, S19 on 4 streams (3 events; modelled
;
; RUN: FileCheck %s < %t.ll
; CHECK: @syncfuse.streams0.stream1 = internal global ptr null
; CHECK: call void @syncfuse.streams0.setup()
; CHECK-NEXT: %[[S1:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: %[[ENTRY:[0-9]+]] = load ptr, ptr @syncfuse.streams0.entry
; CHECK-NEXT: call i32 @cudaEventRecord(ptr %[[ENTRY]], ptr null)
; CHECK-NEXT: call i32 @cudaStreamWaitEvent(ptr %[[S1]], ptr %[[ENTRY]], i32 0)
; The second branch's affine launch names stream 1.
; CHECK: %[[B1:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration({{.*}}, ptr noundef %[[B1]])
; After the second branch's activate: its event, recorded on stream 1.
; CHECK: %[[REC:[0-9]+]] = load ptr, ptr @syncfuse.streams0.after3
; CHECK-NEXT: call i32 @cudaEventRecord(ptr %[[REC]], ptr
; The concat (on the original stream) waits for branches 2-4.
; CHECK: call i32 @cudaStreamWaitEvent(ptr null, ptr %{{[0-9]+}}, i32 0)
; CHECK: call i32 @cudaStreamWaitEvent(ptr null, ptr %{{[0-9]+}}, i32 0)
; CHECK: call i32 @cudaStreamWaitEvent(ptr null, ptr %{{[0-9]+}}, i32 0)
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration({{.*}}, ptr noundef null)
; After the region, the original stream waits for every side stream.
; CHECK: load ptr, ptr @syncfuse.streams0.exit3
; CHECK-LABEL: define internal void @syncfuse.streams0.setup()
; CHECK: call i32 @cudaStreamCreateWithFlags(ptr @syncfuse.streams0.stream1, i32 1)
; CHECK: call i32 @cudaEventCreateWithFlags(ptr @syncfuse.streams0.entry, i32 2)
; Created once, destroyed when the program ends.
; CHECK: call i32 @atexit(ptr @syncfuse.streams0.setup.teardown)
; CHECK-LABEL: define internal void @syncfuse.streams0.setup.teardown()
; CHECK: call i32 @cudaStreamDestroy(ptr %{{[0-9]+}})
; CHECK: call i32 @cudaEventDestroy(ptr %{{[0-9]+}})
; CHECK: ret void
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "pass": "streams",
; JSON: "streams": [
; JSON-NEXT: 0,
; JSON-NEXT: 0,
; JSON-NEXT: 1,
; JSON-NEXT: 1,
; JSON-NEXT: 2,
; JSON-NEXT: 2,
; JSON-NEXT: 3,
; JSON-NEXT: 3,
; JSON-NEXT: 0
; JSON: "streams_used": 4,
; JSON: "status": "streams",
;
; Without `force` the model keeps one stream: the branches' launches are shorter than a
; launch overhead (16 blocks of a few instructions), so they gain nothing from overlapping.
; RUN: %opt -passes='streams<device=%samples/cuda/inception.dev.ll>' %samples/cuda/inception.host.ll -disable-output -pass-remarks-missed=streams 2>&1 | FileCheck %s --check-prefix=MODEL
; MODEL: keep one stream: the model predicts no gain (one stream
;
; A chain whose every launch depends on the one before keeps one stream.
; RUN: %opt -passes='streams<device=%samples/cuda/elementwise_chain.dev.ll>' %samples/cuda/elementwise_chain.host.ll -disable-output -pass-remarks-missed=streams 2>&1 | FileCheck %s --check-prefix=CHAIN
; CHAIN: keep one stream: every launch depends on the one before it
;
; RUN: not %opt -passes='streams<streams=0>' %samples/cuda/inception.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: streams: streams=0 is not a count of streams from 1 to 4294967295
