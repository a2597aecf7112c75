; Paper fig. 6: loop normalisation. clang -O2 emits rotated loops: the guard in
; `entry` branches either into the loop header or straight to the exit, and the
; latch (here the header itself) branches back or to the same exit block. After
; normalisation the loop has
;   * a preheader (`entry.loop.split`): the only block outside the loop that enters the
;     header, with a single successor;
;   * a dedicated exit block (`loop.exit.split`): entered only from inside the loop;
;   * its own latch block (`loop.loop.split`) on the back edge;
; and the guard's skip edge gets its own block (`entry.exit.split`). Phis follow the
; new predecessors. The loop-carried dependences (V->MTE2 WAR on UB[0, 16 KiB) and
; MTE3->V WAR on UB[0x8000, +16 KiB)) use exactly these blocks: their flags are raised
; in the preheader and drained in the dedicated exit, never on the skip path.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @rotated(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n, half %alpha) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %dst = getelementptr inbounds half, ptr addrspace(1) %z, i64 %off
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

; CHECK-LABEL: define void @rotated(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %guard = icmp sgt i32 %n, 0
; CHECK-NEXT:    br i1 %guard, label %entry.loop.split, label %entry.exit.split
;
; The skip path: no sync at all.
; CHECK-LABEL: {{^}}entry.exit.split:
; CHECK-NEXT:    br label %exit
;
; The preheader primes the two carried flags.
; CHECK-LABEL: {{^}}entry.loop.split:
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[VM:[0-3]]])
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 [[MV:[0-3]]])
; CHECK-NOT:     call void @llvm.hivm
; CHECK:         br label %loop
;
; CHECK-LABEL: {{^}}loop:
; CHECK-SAME:    preds = %loop.loop.split, %entry.loop.split
; CHECK-NEXT:    %i = phi i64 [ 0, %entry.loop.split ], [ %i.next, %loop.loop.split ]
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[VM]])
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 [[MV]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[VM]])
; CHECK:         tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1, i64 [[MV]])
; CHECK:         br i1 %done, label %loop.exit.split, label %loop.loop.split
;
; The latch block on the back edge.
; CHECK-LABEL: {{^}}loop.loop.split:
; CHECK-SAME:    preds = %loop{{$}}
; CHECK-NEXT:    br label %loop
;
; The dedicated exit drains both carried flags.
; CHECK-LABEL: {{^}}loop.exit.split:
; CHECK-SAME:    preds = %loop{{$}}
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[VM]])
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 1, i64 [[MV]])
; CHECK-NOT:     call void @llvm.hivm
; CHECK:         br label %exit
;
; CHECK-LABEL: {{^}}exit:
; CHECK-SAME:    preds = %loop.exit.split, %entry.exit.split
; CHECK-NEXT:    ret void

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
