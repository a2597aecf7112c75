; mode=barrier-all, the safe and slow baseline: BARRIER(PIPE_ALL) = BARRIER(i64 6)
; right after every pipe call, and no set/wait at all. Calls that are not pipe
; instructions (get_block_idx) and scalar loads/stores (pipe S, executed at issue) get
; no barrier. The CFG is still normalised (split blocks exist) but stays empty.
;
; RUN: %opt -passes='ascend-sync<mode=barrier-all>' -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<mode=barrier-all;strict>' -S %s | FileCheck %s --check-prefix=NOFLAG
; RUN: %opt -passes='ascend-sync<mode=barrier-all;report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

; NOFLAG-NOT: FLAG.IMM

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @tiles(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n, half %alpha) {
entry:
  %blk = tail call i64 @get_block_idx()
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %first = load half, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), align 32
  %neg = fcmp olt half %first, 0xH0000
  br i1 %neg, label %latch, label %store

store:
  %dst = getelementptr inbounds half, ptr addrspace(1) %z, i64 %off
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @tiles(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %blk = tail call i64 @get_block_idx()
; CHECK-NEXT:    %guard = icmp sgt i32 %n, 0
; CHECK-LABEL: {{^}}loop:
; CHECK:         tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.BARRIER(i64 6)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.BARRIER(i64 6)
; CHECK-NEXT:    %first = load half
; CHECK-NEXT:    %neg = fcmp olt half %first, 0xH0000
; CHECK-NEXT:    br i1 %neg
; CHECK-LABEL: {{^}}store:
; CHECK-NEXT:    %dst = getelementptr
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    call void @llvm.hivm.BARRIER(i64 6)
; CHECK-NEXT:    br label %latch
; CHECK-LABEL: {{^}}latch:
; CHECK-NOT:     @llvm.hivm
; CHECK:         ret void
; CHECK-NEXT:  }
; CHECK-NOT:   @llvm.hivm.{{SET|WAIT}}.FLAG.IMM(

; REPORT:      "mode": "BarrierAll",
; REPORT:      "name": "tiles",
; REPORT-NEXT: "location": null,
; REPORT-NEXT: "status": "synchronised",

declare i64 @get_block_idx()
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
