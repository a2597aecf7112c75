; Running ascend-sync on its own output adds nothing: the syncs of the first run are
; input syncs for the second, they cover every dependence, the CFG is already
; normalised (no new split blocks) and the output is identical, line for line. The
; kernels cover the shapes with extra syncs: mutually unreachable branches in a loop
; (fig. 11), a switch with a sibling block, a rotated loop with carried dependences,
; and a physical ID reused through a reverse pair.
;
; RUN: %opt -passes=ascend-sync -S %s | %opt -passes=verify -S -o %t.once.ll
; RUN: %opt -passes=ascend-sync -S %s | %opt -passes='ascend-sync<strict;report=%t.json>' -S -o %t.twice.ll
; RUN: diff %t.once.ll %t.twice.ll
; The same within one pipeline.
; RUN: %opt -passes='ascend-sync,ascend-sync' -S %s | %opt -passes=verify -S -o %t.inproc.ll
; RUN: diff %t.once.ll %t.inproc.ll
; RUN: FileCheck %s --input-file=%t.twice.ll
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; RUN: FileCheck %s --check-prefix=NOTHING-NEW --input-file=%t.json
;
; The first run did add syncs (so the comparison above means something).
; CHECK-LABEL: define void @branches(
; CHECK:         @llvm.hivm.SET.FLAG.IMM
; CHECK-LABEL: define i32 @by_mode(
; CHECK:         @llvm.hivm.SET.FLAG.IMM
; CHECK-LABEL: define void @rotated(
; CHECK:         @llvm.hivm.SET.FLAG.IMM
; CHECK-LABEL: define void @reuse_unordered(
; CHECK:         @llvm.hivm.SET.FLAG.IMM
;
; Second run: every request covered by the input, nothing inserted, every sync in
; the output is an input sync.
; NOTHING-NEW-NOT: "inserted": {{[1-9]}}
; NOTHING-NEW-NOT: "reason": {
; NOTHING-NEW-NOT: "reason": "{{Dependence|MutuallyUnreachable|ExitDrain}}"
; NOTHING-NEW-NOT: "status": "{{rejected|fallback}}"
; REPORT-COUNT-4:  "status": "synchronised",
; REPORT-NOT:      "status":

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

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
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
define void @reuse_unordered(ptr addrspace(1) noalias %x, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 77824 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadds_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
