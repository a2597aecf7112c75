; Syncs already in the input count as coverage: an input whose syncs order every
; dependence gets no new sync (the pass's own calls are plain `call`, the input's are
; `tail call`, and none of the former may appear), and keeps its own event IDs.
;   * @manual_straight: copy-in -> vmuls -> copy-out with expert syncs on IDs 2 and 3;
;   * @manual_loop: a rotated loop in the style of the *_manual samples: the carried
;     V->MTE2 and MTE3->V flags are primed before the guard and drained after the
;     join, so they are balanced on the path that skips the loop too;
;   * @manual_barrier: BARRIER(PIPE_ALL) between the load and vmuls covers MTE2->V;
;     BARRIER(PIPE_V) (a barrier of one pipe) does not order V before MTE3, so the
;     V->MTE3 dependence gets a set/wait pair around it;
;   * @partially_covered: the input orders x's load before vadd with MTE2->V event 0
;     but forgets y's load: exactly one new event is added for it, and it does not
;     reuse the input's ID 0 (input IDs are reserved). The x -> vadd pair is never
;     examined (`implied_pairs`): y's load is the nearer MTE2 source, so the new event
;     orders x's load too, whatever the input does.
;
; RUN: %opt -passes='ascend-sync<strict>' -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @manual_straight(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 3)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 3)
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; expert loop: carried V->MTE2 and MTE3->V flags primed before the guard, drained after the join
define void @manual_loop(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n, half %alpha) {
entry:
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 0)
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)
  %dst = getelementptr inbounds half, ptr addrspace(1) %z, i64 %off
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 0)
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 0)
  ret void
}

define void @manual_barrier(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.BARRIER(i64 6)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @llvm.hivm.BARRIER(i64 1)
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; the input orders x's load before vadd with event 0 but forgets y's load
define void @partially_covered(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %y, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; CHECK-LABEL: define void @manual_straight(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; CHECK-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 3)
; CHECK-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 3)
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @manual_loop(
; CHECK-NOT:   {{^}}  call void @llvm.hivm
; CHECK-COUNT-12: tail call void @llvm.hivm
; CHECK-NOT:   @llvm.hivm
; CHECK:       ret void
; CHECK-NEXT:  }

; CHECK-LABEL: define void @manual_barrier(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    tail call void @llvm.hivm.BARRIER(i64 6)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[E:[0-3]]])
; CHECK-NEXT:    tail call void @llvm.hivm.BARRIER(i64 1)
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[E]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @partially_covered(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) null,
; CHECK-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[NEW:[1-3]]])
; CHECK-DAG:     tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[NEW]])
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    ret void

; REPORT-LABEL: "name": "manual_straight",
; REPORT:         "covered_by_input": [
; REPORT-NEXT:      0,
; REPORT-NEXT:      1
; REPORT-NEXT:    ],
; REPORT-LABEL: "name": "manual_loop",
; REPORT:         "covered_by_input": [
; REPORT-NEXT:      0,
; REPORT-NEXT:      1,
; REPORT-NEXT:      2,
; REPORT-NEXT:      3
; REPORT-NEXT:    ],
; REPORT-LABEL: "name": "partially_covered",
; REPORT:         "implied_pairs": 1,
; REPORT:         "covered_by_input": [],

declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.BARRIER(i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
