; After fusion: a value a fragment stores and the next one loads stays in a register
; (ForwardedInRegisters), and the stores into a buffer nothing observes go
; (DeadStoresRemoved, with the UAR proof); the others stay, each with its reason
; (tests/cuda/dead_stores.cu: copied back, read by the next iteration, not freed).
; RUN: %opt -passes='sirius<device=%S/../../cuda/dead_stores.device.ll;device-out=%t.dev.ll;report=%t.json>,verify' %S/../../cuda/dead_stores.host.ll -S -o %t.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: sirius_fused_0: every load of buf1 reads what its own thread stored: kept in registers
; REMARK-NEXT: remark: <unknown>:0:0: sirius_fused_0: removed 1 stores into buf1: the UAR's reads of buf1 after the fused launches: S15 (fused); freed by S35 on every path
; REMARK-NEXT: remark: <unknown>:0:0: sirius_fused_0: S16 may read what S15 writes into buf2 (RAW edge of the UAR)
; REMARK: sirius_fused_2: a load in the fused kernel still reads buf6
; REMARK: sirius_fused_3: buf8 is not freed on every path after the fused launch: its bytes stay visible at exit
;
; The fused twice -> plus_one kernel: one load of x, one store into out1, none into t1.
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-LABEL: define void @sirius_fused_0(ptr noalias nocapture readonly %0, ptr noalias nocapture writeonly %1,
; DEVICE: load float, ptr
; DEVICE-NOT: load
; DEVICE: store float %{{[0-9]+}}, ptr
; DEVICE-NOT: store
; DEVICE-LABEL: define void @sirius_fused_1(
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "stores": {
; JSON-NEXT: "forwarded": [
; JSON-NEXT: "buf1"
; JSON-NEXT: ],
; JSON-NEXT: "removed": [
; JSON-NEXT: {
; JSON-NEXT: "buffer": "buf1",
; JSON-NEXT: "stores": 1,
; JSON-NEXT: "proof": "the UAR's reads of buf1 after the fused launches: S15 (fused); freed by S35 on every path",
; JSON-NEXT: "at": []
; JSON-NEXT: }
; JSON-NEXT: ],
; JSON-NEXT: "shared": [],
; JSON-NEXT: "not_shared": [],
; JSON-NEXT: "kept": [
; JSON-NEXT: "S16 may read what S15 writes into buf2 (RAW edge of the UAR)"
