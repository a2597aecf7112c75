; A launch that only runs under a branch is never merged with an unconditional one, even
; though their dependence is thread-level: the fusion decision keeps them apart (they are
; not control-equivalent), the host keeps both launches and the report says why, with the
; branch edge. Inputs/conditional.cu is the source.
; RUN: %opt -passes='sirius<device=%S/Inputs/conditional.dev.ll;device-out=%t.dev.ll;report=%t.json>' %S/Inputs/conditional.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.json
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; CHECK:      "statement": "S2",
; CHECK-NEXT: "reason": "control-dependent: it runs unconditionally, the nearest launch S3 runs when run_conditional:bb38->bb40; only launches on the same host paths fuse",
; CHECK-NEXT: "remark": "ControlDependent"
; CHECK:      "statement": "S3",
; CHECK-NEXT: "reason": "control-dependent: it runs when run_conditional:bb38->bb40, the nearest launch S2 runs unconditionally
; CHECK-NEXT: "remark": "ControlDependent"
; HOST-NOT: sirius_fused
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePfPKfi
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__incrementPfi
