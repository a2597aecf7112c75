; samples/cuda/block_shuffle.cu: three launches whose indices are masked, divided and
; shifted inside a block (`(7t) % 256`, `(t / 2) * 2`, `t & -4`), then a block-wide sum;
; every dependence is block-level, so each launching function (the exported one with
; symbolic n, main's specialised copy) gets one fused kernel with a barrier before each
; consumer fragment, and the NVPTX back end accepts it. `shuffled` and `paired` live in
; shared tiles that are one run of each block's 256 floats: every access keeps its own
; `getelementptr float` from the tile's origin instead of the buffer (no slot arithmetic).
; RUN: %opt -passes='sirius<device=%samples/cuda/block_shuffle.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/block_shuffle.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; CHECK-LABEL: define void @sirius_fused_0(
; CHECK: %[[ELEMENT:tile[0-9]*]] = getelementptr float, ptr %tile.origin, i64 %{{[0-9]+}}
; CHECK-NEXT: store float %{{[0-9]+}}, ptr %[[ELEMENT]]
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK-NOT: call void @llvm.nvvm.barrier0()
; CHECK-LABEL: define void @sirius_fused_1(
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK: call void @llvm.nvvm.barrier0()
; CHECK-NOT: call void @llvm.nvvm.barrier0()
; CHECK: }
