; Paper fig. 8: source and destination outside any loop. The set goes right after
; the source, the wait right before the destination; instructions that do not depend
; on the source (scalar address arithmetic, an unrelated vector op) stay between them.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; MTE2 writes UB[0, 16 KiB); vector_dup (V) clears an unrelated UB buffer; vmuls (V)
; reads UB[0, 16 KiB) and writes UB[0x8000, +16 KiB); MTE3 copies that out.
define void @straight(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, half %alpha) {
entry:
  %blk = tail call i64 @get_block_idx()
  %off = shl nsw i64 %blk, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vector_dup_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), half 0xH0000, i8 zeroext 64, i8 zeroext 1, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %dst = getelementptr inbounds half, ptr addrspace(1) %z, i64 %off
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; CHECK-LABEL: define void @straight(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %blk = tail call i64 @get_block_idx()
; CHECK-NEXT:    %off = shl nsw i64 %blk, 13
; CHECK-NEXT:    %src = getelementptr
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E0:[0-3]]])
; CHECK-NEXT:    tail call void @vector_dup_f16(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E0]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E1:[0-3]]])
; CHECK-NEXT:    %dst = getelementptr
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[E1]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }

declare i64 @get_block_idx()
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vector_dup_f16(ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
