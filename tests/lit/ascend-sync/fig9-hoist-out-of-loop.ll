; Paper fig. 9: a set or wait that would run once per iteration of a loop containing
; only one end of the dependence is hoisted out of that loop (else the flag would be
; set twice, or waited for twice, hardware errors):
;   * @set_hoisted: V accumulates into acc in a loop, MTE3 copies acc out after it:
;     the V->MTE3 set goes to the loop's dedicated exit block, not into the body;
;   * @wait_hoisted (the mirror case): MTE2 loads a tile before the loop, V reads it in
;     every iteration: the MTE2->V wait goes to the loop's preheader;
;   * @set_hoisted_nested: the source is in an inner loop and the destination after
;     the outer loop: the set goes to the exit of the outermost loop that does not
;     contain the destination, not to the inner loop's exit.
; The guard's skip path gets the balancing set (resp. wait), so that the flag is in
; the same state on every path into the join.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; src in the loop (V accumulates acc), dst after it (MTE3 copies acc out)
define void @set_hoisted(ptr addrspace(1) noalias %z, i32 %n, half %b) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @vadds_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), half %b, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; src before the loop (MTE2 loads buf), dst in the loop (V reads buf every iteration)
define void @wait_hoisted(ptr addrspace(1) noalias %x, i32 %n) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  %i.next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; src in an inner loop, dst after the outer loop: the set leaves both loops
define void @set_hoisted_nested(ptr addrspace(1) noalias %z, i32 %rows, i32 %cols, half %b) {
entry:
  %rguard = icmp sgt i32 %rows, 0
  br i1 %rguard, label %outer, label %exit
outer:
  %r = phi i32 [ 0, %entry ], [ %r.next, %outer.latch ]
  %cguard = icmp sgt i32 %cols, 0
  br i1 %cguard, label %inner, label %outer.latch
inner:
  %c = phi i32 [ 0, %outer ], [ %c.next, %inner ]
  tail call void @vadds_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), half %b, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %c.next = add nuw nsw i32 %c, 1
  %cdone = icmp eq i32 %c.next, %cols
  br i1 %cdone, label %outer.latch, label %inner
outer.latch:
  %r.next = add nuw nsw i32 %r, 1
  %rdone = icmp eq i32 %r.next, %rows
  br i1 %rdone, label %exit, label %outer
exit:
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; CHECK-LABEL: define void @set_hoisted(
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E:[0-3]]])
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}entry.loop.split:
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}loop:
; CHECK-NOT:     @llvm.hivm
; CHECK:         tail call void @vadds_f16(
; CHECK-NOT:     @llvm.hivm
; CHECK:         br i1 %done, label %loop.exit.split, label %loop.loop.split
; CHECK-LABEL: {{^}}loop.loop.split:
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}loop.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E]])
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[E]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @wait_hoisted(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}entry.loop.split:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}loop:
; CHECK-NOT:     @llvm.hivm
; CHECK:         br i1 %done, label %loop.exit.split, label %loop.loop.split
; CHECK-LABEL: {{^}}loop.loop.split:
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}loop.exit.split:
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @set_hoisted_nested(
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E:[0-3]]])
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}outer:
; CHECK-NOT:     @llvm.hivm
; CHECK-LABEL: {{^}}inner:
; CHECK-NOT:     @llvm.hivm
; CHECK-LABEL: {{^}}inner.outer.latch.split:
; CHECK-NOT:     @llvm.hivm
; CHECK-LABEL: {{^}}outer.latch:
; CHECK-NOT:     @llvm.hivm
; CHECK:         br i1 %rdone, label %outer.latch.exit.split, label %outer.latch.outer.split
; CHECK-LABEL: {{^}}outer.latch.outer.split:
; CHECK-NEXT:    br label %outer
; CHECK-LABEL: {{^}}outer.latch.exit.split:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E]])
; CHECK-NEXT:    br label %exit
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[E]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadds_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
