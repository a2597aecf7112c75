; A region whose launches do not all run together (Inputs/conditional.cu: the first launch
; is under `if (flag)`): `streams` splits it before the first launch that breaks control
; equivalence and schedules the rest, two independent launches on two streams (`force`;
; the model would keep one for such tiny kernels).
;
; RUN: %opt -passes='streams<device=%S/Inputs/conditional.device.ll;force;report=%t.json>' %S/Inputs/conditional.host.ll -S -o %t.ll -pass-remarks=streams 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}launches S4, S5 on 2 streams (0 events
; RUN: FileCheck %s < %t.ll
; The side stream waits for the original (after the conditional launch) before the second launch.
; CHECK: call void @syncfuse.streams0.setup()
; CHECK-NEXT: %[[SIDE:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: %[[ENTRY:[0-9]+]] = load ptr, ptr @syncfuse.streams0.entry
; CHECK-NEXT: call i32 @cudaEventRecord(ptr %[[ENTRY]], ptr null)
; CHECK-NEXT: call i32 @cudaStreamWaitEvent(ptr %[[SIDE]], ptr %[[ENTRY]], i32 0)
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "launches": [
; JSON-NEXT: "S4",
; JSON-NEXT: "S5"
; JSON: "status": "streams",
;
; Launches issued on different streams (../tile-sync/Inputs/two-streams.cu): refused
; (StreamsFailed), the host left as it was.
; RUN: %opt -passes='streams<device=%S/../tile-sync/Inputs/two-streams.device.ll;force;report=%t2.json>' %S/../tile-sync/Inputs/two-streams.host.ll -S -o %t2.ll -pass-remarks-missed=streams 2>&1 | FileCheck %s --check-prefix=STREAMS
; STREAMS: launches S3, S4, S5 keep one stream: host rewrite rejected: launches S3 and S4 are issued on different streams
; RUN: FileCheck %s --check-prefix=STREAMS-JSON < %t2.json
; STREAMS-JSON: "remark": "StreamsFailed",
; RUN: FileCheck %s --check-prefix=UNCHANGED < %t2.ll
; UNCHANGED-NOT: syncfuse.streams
