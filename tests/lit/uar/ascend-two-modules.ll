; An Ascend program as a host module and a device module (ascend-host.md): the host
; declares the kernels it launches, `device=` names the module that defines them. The
; UAR is the one-module UAR: the same launches, parameters and core-level widths.
; RUN: llvm-extract --func=add_kernel --func=relu_kernel --func=scale_kernel %samples/ascend/programs/elementwise_chain.ll -S -o %t.dev.ll
; RUN: llvm-extract --delete --func=add_kernel --func=relu_kernel --func=scale_kernel %samples/ascend/programs/elementwise_chain.ll -S -o %t.host.ll
; RUN: %opt -passes='print<uar;device=%t.dev.ll>' -disable-output %t.host.ll 2>&1 | FileCheck %s
; RUN: not grep -q "define.*@add_kernel" %t.host.ll
; CHECK: S9 main: launch add_kernel blockDim 8 args (buf0, buf1, buf2, 5000) constant [arg3] domain
; CHECK: S10 main: launch relu_kernel blockDim 8 args (buf2, buf3, buf5, 5000) constant [arg3] domain
; CHECK: edge S9 -> S10 RAW buf2 width core
; CHECK: edge S10 -> S11 RAW buf3 width core
