; Regression test for a fixed bug: `uint8_t`/`uint16_t` arguments are read sign-extended. clang passes them as
; `i8 zeroext` / `i16 zeroext` and prints values >= 128 (>= 32768) as negative
; constants: `repeat = 200` is `i8 -56` (what clang -O2 emits for CCE code with more
; than 127 repeats, up to 255 is legal). the affine recogniser takes every ConstantInt
; with LLVMConstIntGetSExtValue, so the vmuls below gets repeat -56, an empty footprint,
; no dependence at all, and the pass emits no sync: the kernel races (V reads UB before
; MTE2 has written it, MTE3 copies out before V has written it). With `i8 127` the
; same kernel is synchronised correctly. The fix: read integer call arguments (at
; least those with the zeroext attribute, or unsigned by the target's call table)
; with LLVMConstIntGetZExtValue.
;
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; MTE2 loads 1600 blocks (51200 bytes) into UB[0, 51200); vmuls with 200 repeats of
; 256 bytes reads exactly UB[0, 51200) and writes UB[0x10000, +51200); MTE3 copies
; that out.
define void @repeat_200(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 1600, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext -56, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 1600, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; DEPS:      ascend-deps: kernel 'repeat_200': 2 dependences
; DEPS-NEXT: ascend-deps: kernel 'repeat_200': RAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %entry dst: vmuls_f16#1 in %entry bytes: { UB[a] : 0 <= a <= 51199 }
; DEPS-NEXT: ascend-deps: kernel 'repeat_200': RAW V->MTE3 [intra] src: vmuls_f16#1 in %entry dst: copy_ubuf_to_gm#2 in %entry bytes: { UB[a] : 65536 <= a <= 116735 }

; CHECK-LABEL: define void @repeat_200(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[A:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[A]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[B:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[B]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
