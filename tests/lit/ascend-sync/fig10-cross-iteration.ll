; Paper fig. 10: a loop-carried dependence whose destination comes before its source
; in the body. Each iteration V accumulates the tile in UB[0, 16 KiB) into acc, then
; MTE2 loads the next tile into UB[0, 16 KiB): RAW MTE2->V carried by the loop
; (copy of iteration i, vadd of iteration i+1), and WAR V->MTE2 inside one iteration.
;
; For the carried RAW the wait sits before the vadd and the set after the copy, so
; the first iteration's wait needs a set in the preheader and the last iteration's set
; needs a wait in the (dedicated) exit. The path that skips the loop gets neither.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s
;
; The report says why the preheader set and the exit wait exist.
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @carried(ptr addrspace(1) noalias %x, i32 %n) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @carried(
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    br label %exit
;
; CHECK-LABEL: {{^}}entry.loop.split:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW:[0-3]]])
; CHECK-NEXT:    br label %loop
;
; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT:    %i = phi i64
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR:[0-3]]])
; CHECK-NEXT:    %off = shl i64 %i, 13
; CHECK-NEXT:    %src = getelementptr
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NOT:     call void @llvm.hivm
; CHECK:         br i1 %done, label %loop.exit.split, label %loop.loop.split
;
; CHECK-LABEL: {{^}}loop.loop.split:
; CHECK-NEXT:    br label %loop
;
; CHECK-LABEL: {{^}}loop.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    br label %exit
;
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT:    ret void

; REPORT:      "name": "carried",
; REPORT:      "emitted_syncs": [
; REPORT:        "block": "entry.loop.split",
; REPORT-NEXT: "location": null,
; REPORT-NEXT:   "sync": "set_flag(MTE2->V, {{[0-3]}})",
; REPORT-NEXT:   "reason": {
; REPORT-NEXT:     "CrossIteration": {
; REPORT:        "block": "loop.exit.split",
; REPORT-NEXT: "location": null,
; REPORT-NEXT:   "sync": "wait_flag(MTE2->V, {{[0-3]}})",
; REPORT-NEXT:   "reason": {
; REPORT-NEXT:     "CrossIteration": {

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
