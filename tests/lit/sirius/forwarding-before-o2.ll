; Store-to-load forwarding between the clean-up's two stages (`thread_forwarding`, run
; before O2 and after it). tests/cuda/guarded_rounds.cu at 45 x 50: two tile pairs in
; one fused kernel, each consumer renumbered on its producer's threads in 2 x 2 rounds
; over partial tiles; the second producer reads the first consumer's output (buf7) under
; its own guards. After O2 jump threading has merged the first consumer's rounds and the
; second producer's guards into paths that no exclusion relates, so a walk after O2
; alone left that output in global memory. Before O2 every fragment's guards are the
; branches it wrote: all three intermediates stay in registers and their stores go.
; RUN: %opt -passes='sirius<device=%S/../../cuda/guarded_rounds.device.ll;device-out=%t.dev.ll;report=%t.json>,verify' %S/../../cuda/guarded_rounds.host.ll -S -o /dev/null -pass-remarks=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; REMARK: remark: {{.*}}fused 4 launches (S22, S23, S24, S25) into sirius_fused_1 (Vertical)
; REMARK: sirius_fused_1: every load of buf6 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_1: every load of buf7 reads what its own thread stored: kept in registers
; REMARK-NEXT: sirius_fused_1: every load of buf8 reads what its own thread stored: kept in registers
; REMARK: sirius_fused_1: removed {{[0-9]+}} stores into buf6
; REMARK: sirius_fused_1: removed {{[0-9]+}} stores into buf7
; REMARK: sirius_fused_1: removed {{[0-9]+}} stores into buf8
; The fused kernel no longer addresses the intermediates t1, y1 and t2 (parameters 1, 8
; and 15): it loads the program's input and stores the last consumer's output only.
; DEVICE-LABEL: define void @sirius_fused_1(
; DEVICE-NOT: getelementptr inbounds float, ptr %{{(1|8|15)}},
; DEVICE: ret void
