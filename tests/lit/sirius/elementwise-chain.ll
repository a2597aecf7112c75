; The element-wise chain sample, specialised for main's call (n = 2^20): six launches
; become one, with no barrier (thread-level dependences only); the host launches the
; fused kernel through the stub the pass defines, and the NVPTX back end accepts the
; fused device module.
; RUN: %opt -passes='sirius<device=%samples/cuda/elementwise_chain.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/elementwise_chain.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; The exported function fuses with symbolic sizes (thread-level for every n); main's
; specialised copy gets its own fused kernel.
; HOST-LABEL: define {{.*}}i32 @run_elementwise_chain(
; HOST: call i32 @__cudaPushCallConfiguration(i64 {{%[0-9]+}}, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
; HOST-NEXT: call void @__device_stub__sirius_fused_0(
; HOST-NOT: call {{.*}}@cudaLaunchKernel
; HOST-LABEL: define internal i32 @run_elementwise_chain.sirius0(
; HOST: call void @__device_stub__sirius_fused_1(
; HOST-LABEL: define void @__device_stub__sirius_fused_0(
; HOST: call i32 @cudaLaunchKernel(ptr @__device_stub__sirius_fused_0,
; DEVICE-LABEL: define void @sirius_fused_0(
; DEVICE-NOT: call void @llvm.nvvm.barrier0()
; DEVICE: ret void
; DEVICE: !{ptr @sirius_fused_0, !"kernel", i32 1}
