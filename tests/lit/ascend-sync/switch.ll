; Switch terminators, including several cases that go to the same block (LLVM then
; lists the switch block several times among the target's predecessors, and phis
; need one entry per edge).
;   * @by_mode: cases 0/1 -> scale (V scales the tile in place), 2/3 -> join directly,
;     default -> other (V adds in place). The edges entry -> join are critical: both
;     cases are redirected to one new block `entry.join.split`, which takes the
;     balancing wait/set of the path that does no vector work, and the phi in `join`
;     gets a single entry for it. Every path consumes the MTE2->V flag and raises the
;     V->MTE3 flag exactly once.
;   * @switch_latch: the latch is a switch whose cases 0/1 leave the loop and whose
;     default and case 2 loop back: the back edges get one latch block
;     (`loop.loop.split`), the exit (entered only from the loop) is not split, and its
;     two-entry phi is kept.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @by_mode(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %mode, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  switch i32 %mode, label %other [
    i32 0, label %scale
    i32 1, label %scale
    i32 2, label %join
    i32 3, label %join
  ]

scale:
  tail call void @vmuls_f16(ptr addrspace(6) null, ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %join

other:
  tail call void @vadds_f16(ptr addrspace(6) null, ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %join

join:
  %k = phi i32 [ 1, %scale ], [ 0, %entry ], [ 0, %entry ], [ 2, %other ]
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) null, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret i32 %k
}

define void @switch_latch(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, ptr addrspace(1) %modes) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ], [ %i.next, %loop ]
  %off = shl i64 %i, 13
  %src = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half 0xH3C00, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %i.next = add nuw nsw i64 %i, 1
  %mp = getelementptr inbounds i32, ptr addrspace(1) %modes, i64 %i
  %m = load i32, ptr addrspace(1) %mp, align 4
  switch i32 %m, label %loop [
    i32 0, label %exit
    i32 1, label %exit
    i32 2, label %loop
  ]

exit:
  %last = phi i64 [ %i, %loop ], [ %i, %loop ]
  %dst = getelementptr inbounds half, ptr addrspace(1) %z, i64 %last
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; CHECK-LABEL: define i32 @by_mode(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[MV:[0-3]]])
; CHECK-NEXT:    switch i32 %mode, label %other [
; CHECK-NEXT:      i32 0, label %scale
; CHECK-NEXT:      i32 1, label %scale
; CHECK-NEXT:      i32 2, label %entry.join.split
; CHECK-NEXT:      i32 3, label %entry.join.split
; CHECK-NEXT:    ]
; CHECK-LABEL: {{^}}entry.join.split:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[MV]])
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[VM:[0-3]]])
; CHECK-NEXT:    br label %join
; CHECK-LABEL: {{^}}scale:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[MV]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[VM]])
; CHECK-NEXT:    br label %join
; CHECK-LABEL: {{^}}other:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[MV]])
; CHECK-NEXT:    tail call void @vadds_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[VM]])
; CHECK-NEXT:    br label %join
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT:    %k = phi i32 [ 1, %scale ], [ 0, %entry.join.split ], [ 2, %other ]
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[VM]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret i32 %k

; CHECK-LABEL: define void @switch_latch(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR:[0-3]]])
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}loop:
; CHECK-NEXT:    %i = phi i64 [ 0, %entry ], [ %i.next, %loop.loop.split ]
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[RAW:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[RAW]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-NOT:     @llvm.hivm
; CHECK:         switch i32 %m, label %loop.loop.split [
; CHECK-NEXT:      i32 0, label %exit
; CHECK-NEXT:      i32 1, label %exit
; CHECK-NEXT:      i32 2, label %loop.loop.split
; CHECK-NEXT:    ]
; CHECK-LABEL: {{^}}loop.loop.split:
; CHECK-NEXT:    br label %loop
; CHECK-LABEL: {{^}}exit:
; CHECK-NEXT:    %last = phi i64 [ %i, %loop ], [ %i, %loop ]
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[WAR]])
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[VM:[0-3]]])
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[VM]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadds_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
