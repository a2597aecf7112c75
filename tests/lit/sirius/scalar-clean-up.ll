; samples/cuda/host_loop.cu: the post-fusion `default<O2>` runs without the device's
; target machine, whose generic cost model would have the SLP vectoriser pack the fused
; stencil's halo tests into `<4 x i32>`/`<4 x i1>` values a GPU only splits again. The
; fused kernels are `noimplicitfloat` while it runs: every fused kernel (the exported
; function's and main's copy's) comes out scalar, and the attribute does not stay on it.
; RUN: %opt -passes='sirius<device=%samples/cuda/host_loop.dev.ll;device-out=%t.dev.ll>' %samples/cuda/host_loop.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.dev.ll
; RUN: not grep -E 'x i(1|32)>|noimplicitfloat' %t.dev.ll
; CHECK: define void @sirius_fused_0(
; CHECK: define void @sirius_fused_1(
