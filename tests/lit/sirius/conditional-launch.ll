; A launch that only runs under a branch is never merged with an unconditional one, even
; though their dependence is thread-level: the fusion is rejected, the host keeps both
; launches and the report says why. Inputs/conditional.cu is the source.
; RUN: %opt -passes='sirius<device=%S/Inputs/conditional.dev.ll;device-out=%t.dev.ll;report=%t.json>' %S/Inputs/conditional.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.json
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; CHECK:      "status": "failed",
; CHECK-NEXT: "reason": "host rewrite rejected (the fused kernel is unused): launches S2 and S3 do not always run together
; CHECK-NEXT: "remark": "FusionFailed"
; HOST-NOT: sirius_fused
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePfPKfi
; HOST: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__incrementPfi
