; Loads and stores that LLVM sank into a join (`thread_forwarding` after
; `unsink_accesses`). bert_qkv at (23, 48, 3): each GEMM's tiles are partial, so its
; bias runs in 2 x 2 rounds on the GEMM's threads, each round under its own guard. At
; -O2 SimplifyCFG sinks the GEMM's last two accumulator stores into the block where
; their guards' paths meet, as one store through a phi of two row offsets, and the three
; horizontal groups' last split-heads round into the block where the groups meet, as
; one load through a phi of the three bias outputs. Neither address is affine. The walk
; before O2 forwards the loads while they are still apart; after O2 a store through such
; a phi would keep what it writes (and, before the first walk, every GEMM output went
; through global memory). Moved back onto the joins' edges, every copy has an affine
; address: the GEMM outputs (buf37, buf42, buf47) and the biases' (buf38, buf43, buf48)
; stay in registers, their stores go, and what is left is sunk again (no `unsunk` block
; remains).
; RUN: cat %samples/cuda/bert_qkv.host.ll %S/Inputs/bert-qkv-partial-tiles.ll > %t.ll
; RUN: %opt -passes='sirius<device=%samples/cuda/bert_qkv.dev.ll;device-out=%t.dev.ll;report=%t.json>,verify' %t.ll -S -o /dev/null -pass-remarks=sirius -pass-remarks-analysis=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; REMARK: remark: {{.*}}bert_qkv.cu:147:5: launch S137 renumbered on S136's grid (2 x 1 blocks): its thread along x and y is the column and row of S136's threads, in 2 x 2 rounds over the elements each of them owns
; REMARK: sirius_fused_2: every load of buf37 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_2: every load of buf38 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_2: every load of buf42 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_2: every load of buf43 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_2: every load of buf47 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_2: every load of buf48 reads what its own thread stored: kept in registers
; REMARK: sirius_fused_2: removed {{[0-9]+}} stores into buf37
; REMARK: sirius_fused_2: removed {{[0-9]+}} stores into buf38
; DEVICE-LABEL: define void @sirius_fused_2(
; DEVICE-NOT: unsunk
; DEVICE: ret void
