; Paper fig. 11: source and destination are mutually unreachable in one iteration
; (different arms of a branch in the loop body). Bit i of %mask decides whether MTE2
; loads a tile into UB[0, 16 KiB) (`produce`) or V accumulates it (`consume`), so the
; same arm may run in consecutive iterations. Dependences (both carried by the loop):
; RAW MTE2->V (copy -> vadd) and WAR V->MTE2 (vadd -> copy).
;
; Expected, for each of the two events: the set after the source and the wait before
; the destination, plus (fig. 11(b)) a wait right before every set and a set right
; after every wait, plus (fig. 10) a set in the preheader and a wait in the dedicated
; exit. Between such a wait (on the waiting pipe) and the set that follows it (on the
; setting pipe) the setting pipe must observe the wait, else it could set the flag
; while it is still set: a reverse-pair wait on the setting pipe or a BARRIER(ALL).
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @branches(ptr addrspace(1) noalias %x, i32 %n, i64 %mask) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %bit = shl nuw i64 1, %i
  %sel = and i64 %bit, %mask
  %load = icmp ne i64 %sel, 0
  br i1 %load, label %produce, label %consume

produce:
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br label %latch

consume:
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  br label %latch

latch:
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @branches(
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    br label %exit
;
; CHECK-LABEL: {{^}}entry.loop.split:
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW:[0-3]]])
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR:[0-3]]])
; CHECK-NOT:     @llvm.hivm
; CHECK:         br label %loop
;
; CHECK-LABEL: {{^}}loop:
; CHECK-NOT:     @llvm.hivm
; CHECK:         br i1 %load, label %produce, label %consume
;
; Source of RAW, destination of WAR.
; CHECK-LABEL: {{^}}produce:
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    call void @llvm.hivm.{{BARRIER\(i64 6\)|SET.FLAG.IMM\(i64 4, i64 1, }}
; CHECK-NOT:     tail call
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    call void @llvm.hivm.{{BARRIER\(i64 6\)|SET.FLAG.IMM\(i64 1, i64 4, }}
; CHECK-NOT:     tail call
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    br label %latch
;
; Destination of RAW, source of WAR.
; CHECK-LABEL: {{^}}consume:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    call void @llvm.hivm.{{BARRIER\(i64 6\)|SET.FLAG.IMM\(i64 1, i64 4, }}
; CHECK-NOT:     tail call
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    call void @llvm.hivm.{{BARRIER\(i64 6\)|SET.FLAG.IMM\(i64 4, i64 1, }}
; CHECK-NOT:     tail call
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    br label %latch
;
; CHECK-LABEL: {{^}}latch:
; CHECK-NOT:     @llvm.hivm
; CHECK:         br i1 %done, label %latch.exit.split, label %latch.loop.split
;
; CHECK-LABEL: {{^}}latch.loop.split:
; CHECK-NEXT:    br label %loop
;
; CHECK-LABEL: {{^}}latch.exit.split:
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NOT:     @llvm.hivm
; CHECK:         br label %exit

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
