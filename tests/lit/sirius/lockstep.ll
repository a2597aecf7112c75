; Fragments in lock-step (tests/cuda/lockstep.cu; `orchestration=interleaved` takes the
; interleaved variant whatever the model says, and the remark and the report's
; `model_chose` say what the model chose): three launches of one tiled GEMM on a
; common input run as one copy of the GEMM's control flow; the input's tiles go into one
; shared array, filled once from global memory (FragmentsInLockstep), each weight's into
; a clone of its own; two maps of the input load it once; of three more GEMMs the first
; has another inner size: the three are refused, with the branch that tells the first two
; apart (LockstepRefused), and the two from the second on run in lock-step.
; RUN: %opt -passes='sirius<device=%S/../../cuda/lockstep.device.ll;device-out=%t.dev.ll;report=%t.json;orchestration=interleaved>,verify' %S/../../cuda/lockstep.host.ll -S -o %t.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: sirius_fused_0: S20, S21, S22 (_Z6gemm16PKfS0_Pfiii) run in lock-step; loaded once: buf0; shared memory 2048 -> 4096 bytes
; REMARK: fused 3 launches (S20, S21, S22) into sirius_fused_0 (VerticalInterleaved, forced by orchestration= over the model's Horizontal)
; REMARK: sirius_fused_1: S23, S24 (_Z9half_plusPKfS0_Pfii) run in lock-step; loaded once: buf0; shared memory 0 -> 0 bytes
; REMARK: sirius_fused_2: S26, S27, S28 (_Z6gemm16PKfS0_Pfiii) not in lock-step: fragment 1 of the set does not take the first one's path: a branch condition is not the same in both
; REMARK-NEXT: sirius_fused_2: S27, S28 (_Z6gemm16PKfS0_Pfiii) run in lock-step; loaded once: buf0; shared memory 2048 -> 3072 bytes
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "name": "sirius_fused_0",
; JSON: "model_chose": "Horizontal",
;
; Left to the model, each set runs horizontally (three blocks where lock-step has one,
; each running all three GEMMs), and the remark and the report's `sharing_passed_over`
; say what the lock-step variant would have loaded once, and at what modelled time.
; RUN: %opt -passes='sirius<device=%S/../../cuda/lockstep.device.ll;device-out=%t.model.dev.ll;report=%t.model.json>,verify' %S/../../cuda/lockstep.host.ll -S -o /dev/null -pass-remarks=sirius 2>&1 | FileCheck %s --check-prefix=MODEL
; MODEL: fused 3 launches (S20, S21, S22) into sirius_fused_0 (Horizontal); VerticalInterleaved would load buf0 once (73728 fewer global bytes), modelled at 2.6 us against 2.3 us
; RUN: FileCheck %s --check-prefix=MODEL-JSON < %t.model.json
; MODEL-JSON: "name": "sirius_fused_0",
; MODEL-JSON: "sharing_passed_over": {
; MODEL-JSON-NEXT: "orchestration": "VerticalInterleaved",
; MODEL-JSON-NEXT: "buffers": [
; MODEL-JSON-NEXT: "buf0"
; MODEL-JSON-NEXT: ],
; MODEL-JSON-NEXT: "bytes": 73728,
;
; One array for the common input's tiles, a clone of the weight's per later GEMM; each
; k-step of the fused GEMM loads four global elements per thread: one of x and one of
; each weight (the loads with the inlined kernels' alias scopes).
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-NOT: @_ZZ6gemm16PKfS0_PfiiiE2As.lockstep
; DEVICE: @_ZZ6gemm16PKfS0_PfiiiE2Ws.lockstep1 = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
; DEVICE: @_ZZ6gemm16PKfS0_PfiiiE2Ws.lockstep2 = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
; DEVICE-LABEL: define void @sirius_fused_0(
; DEVICE-COUNT-4: load float, ptr %{{[0-9]+}}, align 4, !tbaa !{{[0-9]+}}, !alias.scope
; DEVICE-NOT: load float, ptr %{{[0-9]+}}, align 4, !tbaa !{{[0-9]+}}, !alias.scope
; DEVICE: ret void
;
; The cloned arrays become `.shared` arrays of their own.
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o - | FileCheck %s --check-prefix=PTX
; PTX: .shared .align 4 .b8 _ZZ6gemm16PKfS0_PfiiiE2Ws_$_lockstep1[1024];
; PTX: .shared .align 4 .b8 _ZZ6gemm16PKfS0_PfiiiE2Ws_$_lockstep2[1024];
;
; The option takes model, horizontal or interleaved.
; RUN: not %opt -passes='sirius<orchestration=vertical>' %S/../../cuda/lockstep.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=OPTION
; OPTION: sirius: orchestration=vertical: expected model, horizontal or interleaved
