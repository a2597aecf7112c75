; A fused kernel of one vertical group runs on that group's grid: the host pushes the
; component-wise largest of its fragments' grids (x | y << 32) and the kernel reads
; blockIdx.x and .y itself, with no group arithmetic. The fused block is a constant of the
; launch, so the thread indices carry `!range [0, block)`: the rounds in which the
; 16x16 threads run bias_add's 32x32 threads need no bounds check. The `llvm.assume`s
; that tell the clean-up `blockIdx < grid` are gone from the result.
; RUN: %opt -passes='sirius<device=%samples/cuda/mlp.dev.ll;device-out=%t.dev.ll>' %samples/cuda/mlp.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o - | FileCheck %s --check-prefix=PTX
; HOST-LABEL: define {{.*}}i32 @run_mlp(
; HOST: %[[Y:[0-9]+]] = shl i64 %{{[0-9]+}}, 32
; HOST: %[[GRID:[0-9]+]] = or i64 %{{[0-9]+}}, %[[Y]]
; HOST-NEXT: call i32 @__cudaPushCallConfiguration(i64 %[[GRID]], i32 1, i64 68719476752, i32 1, i64 0, ptr null)
; HOST-NEXT: call void @__device_stub__sirius_fused_0(
; DEVICE-LABEL: define void @sirius_fused_0(
; DEVICE: call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range ![[BLOCK:[0-9]+]]
; DEVICE: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; DEVICE-NEXT: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
; DEVICE-NOT: udiv
; DEVICE-NOT: icmp ult i32 %{{[0-9]+}}, 1024
; DEVICE-NOT: @llvm.assume
; DEVICE: ret void
; DEVICE: ![[BLOCK]] = !{i32 0, i32 16}
; PTX: .entry sirius_fused_0(
; PTX: mov.u32 %r{{[0-9]+}}, %ctaid.y;
;
; Three groups (bert_qkv's Q, K and V side by side) still share one grid along x: each
; block finds its group and its index in it.
; RUN: %opt -passes='sirius<device=%samples/cuda/bert_qkv.dev.ll;device-out=%t2.dev.ll>' %samples/cuda/bert_qkv.host.ll -S -o %t2.host.ll
; RUN: FileCheck %s --check-prefix=GROUPS --input-file=%t2.dev.ll
; GROUPS-LABEL: define void @sirius_fused_0(
; GROUPS: call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; GROUPS-NOT: ctaid.y
; GROUPS: group0:
; GROUPS: udiv i32
; GROUPS: ret void
