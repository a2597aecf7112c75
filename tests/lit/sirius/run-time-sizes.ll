; Fragments launched with the same run-time size and grid (the exported run_inception:
; `n` and `blocks` are its arguments' values, not constants) get one parameter each for
; them in the fused kernel (merged_scalar_parameters): their guards are one value, LLVM's
; clean-up merges them, and every intermediate stays in a register as it does where the
; sizes are constants (main's specialised copy, sirius_fused_1).
; RUN: %opt -passes='sirius<device=%samples/cuda/inception.dev.ll;device-out=%t.dev.ll;report=%t.json>,verify' %samples/cuda/inception.host.ll -S -o %t.ll -pass-remarks=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: fused 9 launches (S11, S12, S13, S14, S15, S16, S17, S18, S19) into sirius_fused_0 (Vertical)
; REMARK: sirius_fused_0: every load of buf1 reads what its own thread stored: kept in registers
; REMARK: sirius_fused_0: every load of buf8 reads what its own thread stored: kept in registers
; REMARK: sirius_fused_0: removed 1 stores into buf1
; REMARK: sirius_fused_0: removed 1 stores into buf8
;
; One load of x and the four stores of the concatenation, in the run-time-size kernel.
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-LABEL: define void @sirius_fused_0(
; DEVICE: load float, ptr
; DEVICE-NOT: load float
; DEVICE-COUNT-4: store float
; DEVICE-NOT: store float
; DEVICE-LABEL: define void @sirius_fused_1(
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "name": "sirius_fused_0",
; JSON: "merged_scalar_parameters": 16,
