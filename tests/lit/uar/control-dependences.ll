; Host control flow in the UAR (docs/uar.md, "Host control flow"): each statement's
; control dependences, printed after its domain where they are more than its function
; being entered. tests/cuda/host_branches.cu: in a host loop, `scale` or `offset` under a
; branch on a value copied back (S6, S7: one arm each), three launches after the join
; (S8..S10: every iteration, like the loop's head S5), a switch's two cases (S11, S12),
; and a helper's launches called only when a flag copied back says so (S21, S22: the
; caller's condition, through the call site).
; RUN: %opt -passes='print<uar;device=%S/../../cuda/host_branches.device.ll;report=%t.json>' %S/../../cuda/host_branches.host.ll -disable-output 2>&1 | FileCheck %s
; RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
; CHECK: S5 main: memcpy DeviceToHost host <- buf0+12 domain {{.*}} runs when (main:entry or main:[[LATCH:bb[0-9]+->bb[0-9]+]])
; CHECK: S6 main: launch _Z6offsetPffi {{.*}} runs when main:[[HEAD:bb[0-9]+]]->[[ELSE:bb[0-9]+]]{{$}}
; CHECK: S7 main: launch _Z5scalePffi {{.*}} runs when main:[[HEAD]]->[[THEN:bb[0-9]+]]{{$}}
; CHECK: S8 main: launch _Z6squarePfi {{.*}} runs when (main:entry or main:[[LATCH]])
; CHECK: S11 main: launch _Z5scalePffi {{.*}} runs when main:[[SWITCH:bb[0-9]+]]->{{bb[0-9]+}}{{$}}
; CHECK: S12 main: launch _Z6offsetPffi {{.*}} runs when main:[[SWITCH]]->{{bb[0-9]+}}{{$}}
; CHECK: S21 _ZL4dampPfi@main: launch _Z5scalePffi {{.*}} runs when main:[[CALL:bb[0-9]+->bb[0-9]+]]{{$}}
; CHECK: S22 _ZL4dampPfi@main: launch _Z6offsetPffi {{.*}} runs when main:[[CALL]]{{$}}
; JSON: "control": {
; JSON-NEXT: "edges": [
; JSON-NEXT: {
; JSON-NEXT: "function": "main",
; JSON-NEXT: "branch": null,
; JSON-NEXT: "taken": "{{bb[0-9]+}}"
; JSON-NEXT: }
; JSON-NEXT: ],
; JSON-NEXT: "opaque_block": null
