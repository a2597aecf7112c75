; Regression test for a fixed bug: same root cause as zeroext-u8-repeat.ll, for `uint16_t`: a burst of 32768
; blocks (1 MiB, the whole L1) is `i16 zeroext -32768` in IR; the Ascend reader reads it
; sign-extended, the copy's footprint is empty, the MTE2->MTE1 RAW on L1 is missed and
; no sync is emitted. With 32767 blocks the dependence is found and synchronised.
;
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; MTE2 fills L1[0, 1 MiB) in one burst; MTE1 then loads the fractal at L1 offset
; 512 KiB into L0A.
define void @whole_l1(ptr addrspace(1) noalias %x) {
entry:
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext -32768, i16 zeroext 0, i16 zeroext 0)
  tail call void @load_cbuf_to_ca(ptr addrspace(3) null, ptr addrspace(2) inttoptr (i64 524288 to ptr addrspace(2)), i16 zeroext 0, i8 zeroext 1, i16 zeroext 0, i16 zeroext 0, i8 zeroext 0, i1 zeroext false)
  ret void
}

; DEPS:      ascend-deps: kernel 'whole_l1': 1 dependences
; DEPS-NEXT: ascend-deps: kernel 'whole_l1': RAW MTE2->MTE1 [intra] src: copy_gm_to_cbuf#0 in %entry dst: load_cbuf_to_ca#1 in %entry bytes: { L1[a] : 524288 <= a <= 524799 }

; CHECK-LABEL: define void @whole_l1(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_cbuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 3, i64 [[E:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 3, i64 [[E]])
; CHECK-NEXT:    tail call void @load_cbuf_to_ca(
; CHECK-NEXT:    ret void

declare void @copy_gm_to_cbuf(ptr addrspace(2), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @load_cbuf_to_ca(ptr addrspace(3), ptr addrspace(2), i16 zeroext, i8 zeroext, i16 zeroext, i16 zeroext, i8 zeroext, i1 zeroext)
