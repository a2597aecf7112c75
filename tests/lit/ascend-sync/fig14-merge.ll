; Paper fig. 14: when more virtual events of one pipe pair are live (set, not yet
; waited) at some point than the target has physical event IDs, events are merged
; (cross-iteration events of the same loop first) until at most N are live, then
; coloured onto IDs 0..N-1.
;   * @six_live / @ten_live: 6 (10) MTE2 loads into distinct 4 KiB UB slots, then 6
;     (10) V ops each reading one slot: 6 (10) MTE2->V events live after the last load;
;   * @carried_five: a loop whose body first reads 5 slots on V and then reloads them
;     on MTE2 for the next iteration: 5 cross-iteration MTE2->V events all primed in
;     the preheader, and 5 V->MTE2 events inside the body.
; ascend910a (default) has 4 IDs per pipe pair: no event operand >= 4, and all four
; are used. ascend910b has 8: six live events need no merge (IDs 0..5), ten are merged
; down to 8 (IDs 0..7, none >= 8). mode=unlimited keeps one distinct ID per event.
;
; RUN: %opt -passes=ascend-sync -S %s -o %t.a.ll
; RUN: FileCheck %s --check-prefix=A --input-file=%t.a.ll
; RUN: FileCheck %s --check-prefix=NO-ID-ABOVE-3 --input-file=%t.a.ll
; RUN: %opt -passes='ascend-sync<target=ascend910b>' -S %s -o %t.b.ll
; RUN: FileCheck %s --check-prefix=B --input-file=%t.b.ll
; RUN: FileCheck %s --check-prefix=NO-ID-ABOVE-7 --input-file=%t.b.ll
; RUN: %opt -passes='ascend-sync<mode=unlimited>' -S %s | FileCheck %s --check-prefix=U
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

; The event is the third operand; the first two are pipe numbers (0-6).
; NO-ID-ABOVE-3-NOT: .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[4-9]|[1-9][0-9]+}})
; NO-ID-ABOVE-7-NOT: .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[8-9]|[1-9][0-9]+}})

; A-LABEL: define void @six_live(
; A-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; A-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; A-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; A-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 3)
; A-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; A-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 1)
; A-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
; A-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 3)
; A-NOT:   call void @llvm.hivm
; A:       ret void
; The first V op may only start when the loads merged into its event are done: its
; wait comes after the last set issued before it.
; A-LABEL: define void @ten_live(
; A-COUNT-4: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; A-NOT:   call void @llvm.hivm
; A:       call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1,
; A-NEXT:  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536
; A-COUNT-3: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1,
; A-NOT:   call void @llvm.hivm
; A:       ret void
; A-LABEL: define void @carried_five(
; A-LABEL: {{^}}entry.loop.split:
; A-COUNT-4: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; A-NEXT:  br label %loop
; A-LABEL: {{^}}loop.exit.split:
; A-COUNT-4: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1,
; A-NEXT:  br label %exit

; B-LABEL: define void @six_live(
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 3)
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 4)
; B-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 5)
; B-LABEL: define void @ten_live(
; B-COUNT-8: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; B-NOT:   call void @llvm.hivm.SET
; B:       ret void
; B-LABEL: define void @carried_five(
; B-LABEL: {{^}}entry.loop.split:
; B-COUNT-5: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; B-NEXT:  br label %loop

; U-LABEL: define void @six_live(
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 3)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 4)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 5)
; U-LABEL: define void @ten_live(
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 8)
; U-DAG:   call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 9)
; U-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 8)
; U-DAG:   call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 9)
; U-LABEL: define void @carried_five(
; U-LABEL: {{^}}entry.loop.split:
; U-COUNT-5: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; U-NEXT:  br label %loop

; REPORT-LABEL: "name": "six_live",
; REPORT:         "MTE2->V": {
; REPORT-NEXT:      "dependences": 6,
; REPORT-NEXT:      "inserted": 6,
; REPORT-NEXT:      "after_removal": 6,
; REPORT-NEXT:      "after_merging": 4,
; REPORT-NEXT:      "physical_used": 4,
; REPORT-NEXT:      "max_live": 4
; REPORT-LABEL: "name": "ten_live",
; REPORT:           "after_merging": 4,
; REPORT-NEXT:      "physical_used": 4,
; REPORT-LABEL: "name": "carried_five",
; REPORT:         "merges": [
; REPORT:             "cross_iteration": true,

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @six_live(ptr addrspace(1) noalias %x, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x1 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 4096
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x1, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x2 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 8192
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) %x2, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x3 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 12288
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) %x3, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x4 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 16384
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %x4, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x5 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 20480
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 20480 to ptr addrspace(6)), ptr addrspace(1) %x5, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 77824 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 86016 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 20480 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @ten_live(ptr addrspace(1) noalias %x, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x1 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 4096
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x1, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x2 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 8192
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) %x2, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x3 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 12288
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) %x3, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x4 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 16384
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %x4, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x5 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 20480
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 20480 to ptr addrspace(6)), ptr addrspace(1) %x5, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x6 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 24576
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 24576 to ptr addrspace(6)), ptr addrspace(1) %x6, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x7 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 28672
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 28672 to ptr addrspace(6)), ptr addrspace(1) %x7, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x8 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 32768
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(1) %x8, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %x9 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 36864
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 36864 to ptr addrspace(6)), ptr addrspace(1) %x9, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 77824 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 86016 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 20480 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 90112 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 24576 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 94208 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 28672 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 102400 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 36864 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @carried_five(ptr addrspace(1) noalias %x, i32 %n, half %a) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 77824 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %base = shl i64 %i, 15
  %o0 = add i64 %base, 0
  %x0 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %o0
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x0, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %o1 = add i64 %base, 4096
  %x1 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %o1
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x1, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %o2 = add i64 %base, 8192
  %x2 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %o2
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) %x2, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %o3 = add i64 %base, 12288
  %x3 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %o3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) %x3, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %o4 = add i64 %base, 16384
  %x4 = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %o4
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %x4, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
