; Footprints through masks, truncating divisions and min on clang's -O2 output of two
; samples; before, each was the whole UB (and every pair of UB ops depended).
;   * vec_add_parity: UB half `(i << 16) & 65536` (a contiguous mask: 2^16 (i mod 2)). Six
;     dependences, none between x/y and z (disjoint slots), the WARs carried only (to the
;     same half two tiles later).
;   * vec_scale_tail: tile `min(len - off, 4096)` (`llvm.smin`), `(2 count + 31) / 32`
;     blocks (`sdiv` of a value not known non-negative, rounded toward zero). Four
;     dependences; no MTE2/MTE3 pair (x and y never share bytes).
;   * vec_add_triple: UB slot `i % 3` (`srem` of the counter by 3): as vec_add_parity, the
;     WARs carried to the same slot three tiles later.
; Every carried dependence says how far apart its nearest instances are (`distance>=k`,
; printed from 2 on): the slot unrolling of ascend-sync reads it (slot-selected-events.ll).
; RUN: %opt -passes='print<ascend-deps>' -disable-output %samples/ascend/vec_add_parity.ll 2>&1 | FileCheck %s --check-prefix=PARITY
; RUN: %opt -passes='print<ascend-deps>' -disable-output %samples/ascend/vec_scale_tail.ll 2>&1 | FileCheck %s --check-prefix=TAIL
; RUN: %opt -passes='print<ascend-deps>' -disable-output %samples/ascend/vec_add_triple.ll 2>&1 | FileCheck %s --check-prefix=TRIPLE
; PARITY: kernel 'vec_add_parity': 6 dependences
; PARITY-NOT: whole buffer
; PARITY-NOT: MTE2->MTE3
; PARITY: RAW MTE2->V [intra] [carried @bb12 distance>=2] src: copy_gm_to_ubuf#0 in %bb12 dst: vadd_f16#2
; PARITY: WAR V->MTE2 [carried @bb12 distance>=2] src: vadd_f16#2 in %bb12 dst: copy_gm_to_ubuf#0
; PARITY: RAW V->MTE3 [intra] [carried @bb12 distance>=2] src: vadd_f16#2 in %bb12 dst: copy_ubuf_to_gm#3
; PARITY: WAR MTE3->V [carried @bb12 distance>=2] src: copy_ubuf_to_gm#3 in %bb12 dst: vadd_f16#2
; TAIL: kernel 'vec_scale_tail': 4 dependences
; TAIL-NOT: whole buffer
; TAIL-NOT: MTE3->MTE2
; TAIL: RAW MTE2->V [intra] [carried @bb15 distance>=2] src: copy_gm_to_ubuf#0 in %bb15 dst: vmuls_f16#1
; TAIL: WAR V->MTE2 [carried @bb15 distance>=2] src: vmuls_f16#1 in %bb15 dst: copy_gm_to_ubuf#0
; TAIL: RAW V->MTE3 [intra] [carried @bb15 distance>=2] src: vmuls_f16#1 in %bb15 dst: copy_ubuf_to_gm#2
; TAIL: WAR MTE3->V [carried @bb15 distance>=2] src: copy_ubuf_to_gm#2 in %bb15 dst: vmuls_f16#1
; TRIPLE: kernel 'vec_add_triple': 6 dependences
; TRIPLE-NOT: whole buffer
; TRIPLE-NOT: MTE2->MTE3
; TRIPLE: WAR V->MTE2 [carried @{{bb[0-9]+}} distance>=3] src: vadd_f16#2
