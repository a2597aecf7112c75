; Paper fig. 12: a join whose predecessors reach it with different set/wait counts
; (mod 2) for one event gets a balancing sync at the end of the predecessors that
; disagree with the longest one: a set when the join's entry count is odd (flag set),
; a wait when it is even (flag clear).
;   * @join_needs_set: MTE2 loads a tile only in `then`; V reads it after the join.
;     `then` ends with the flag set, so `else` gets a balancing set (without it the
;     wait in `join` would block forever on that path).
;   * @join_needs_wait: MTE2 loads before the branch, V reads only in `then`. `then`
;     consumes the flag, so `else` gets a balancing wait (without it the flag would
;     stay set at kernel exit).
; Both arms already exist, so no sibling block is created: the fix goes into the
; existing predecessor.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @join_needs_set(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i1 zeroext %load, half %alpha) {
entry:
  br i1 %load, label %then, label %else
then:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br label %join
else:
  tail call void @vector_dup_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), half 0xH0000, i8 zeroext 64, i8 zeroext 1, i8 zeroext 8)
  br label %join
join:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @join_needs_wait(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i1 zeroext %scale, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %scale, label %then, label %else
then:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %join
else:
  tail call void @vector_dup_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), half 0xH0000, i8 zeroext 64, i8 zeroext 1, i8 zeroext 8)
  br label %join
join:
  ret void
}

; CHECK-LABEL: define void @join_needs_set(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 %load, label %then, label %else
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-NEXT:    br label %join
; CHECK-LABEL: {{^}}else:
; CHECK-DAG:     tail call void @vector_dup_f16(
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NOT:     @llvm.hivm
; CHECK:         br label %join
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @join_needs_wait(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-NEXT:    br i1 %scale, label %then, label %else
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    br label %join
; The balancing wait orders nothing, so where it goes in `else` is free (the pass
; may put it before or after the unrelated vector op); it must be there once.
; CHECK-LABEL: {{^}}else:
; CHECK-DAG:     tail call void @vector_dup_f16(
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NOT:     @llvm.hivm
; CHECK:         br label %join
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT:    ret void

; REPORT:      "name": "join_needs_set",
; REPORT:        "block": "else",
; REPORT-NEXT: "location": null,
; REPORT-NEXT:   "sync": "set_flag(MTE2->V, {{[0-3]}})",
; REPORT-NEXT:   "reason": {
; REPORT-NEXT:     "Parity": {
; REPORT:      "name": "join_needs_wait",
; REPORT:        "block": "else",
; REPORT-NEXT: "location": null,
; REPORT-NEXT:   "sync": "wait_flag(MTE2->V, {{[0-3]}})",
; REPORT-NEXT:   "reason": {
; REPORT-NEXT:     "Parity": {

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vector_dup_f16(ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext)
