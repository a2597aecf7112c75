; Paper fig. 13: redundant virtual syncs are removed before IDs are allocated, so each
; kernel below emits a single MTE2->V event although it has two MTE2->V dependences.
;   (a) @same_source: one load read by two V ops; the first V op's wait dominates the
;       second one's (both on V, in order), so the second event is redundant;
;   (b) @same_destination: two loads read by one V op; the set after the second load
;       post-dominates the set after the first (MTE2 runs in order), so the first
;       event would be redundant: the dependence stage already knows (the nearest
;       conflicting MTE2 source implies the farther one, `implied_pairs`), so that pair
;       is never examined and no event is made for it;
;   (c) @both_differ: x then y loaded, y's reader before x's reader: the set after the
;       y load post-dominates the one after the x load and the wait before y's reader
;       dominates the one before x's reader.
; The report names the rule and the event that made the other one redundant.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; (a) same source: MTE2 loads UB[0, 16 KiB); two V ops read it.
define void @same_source(ptr addrspace(1) noalias %x, half %a, half %b) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vadds_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %b, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; (b) same destination: two MTE2 loads, one V op reads both.
define void @same_destination(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %y, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; (c) different sources and destinations: copy x; copy y; vmuls reads x ... vmuls reads y
define void @both_differ(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %y, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), half %a, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; CHECK-LABEL: define void @same_source(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    tail call void @vadds_f16(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @same_destination(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) null,
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @both_differ(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) null,
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    ret void

; REPORT-LABEL: "name": "same_source",
; REPORT:         "MTE2->V": {
; REPORT-NEXT:      "dependences": 2,
; REPORT-NEXT:      "inserted": 2,
; REPORT-NEXT:      "after_removal": 1,
; REPORT:         "removals": [
; REPORT:           "rule": "SameSourceWaitDominates",
; REPORT-NEXT:      "redundant_because_of": {{[0-9]+}},
; REPORT-NOT:       "rule":
; REPORT-LABEL: "name": "same_destination",
; REPORT:         "implied_pairs": 1,
; REPORT:         "after_removal": 1,
; REPORT:         "removals": [],
; REPORT-LABEL: "name": "both_differ",
; REPORT:         "after_removal": 1,
; REPORT:         "removals": [
; REPORT:           "rule": "SetPostDominatesAndWaitDominates",
; REPORT-NEXT:      "redundant_because_of": {{[0-9]+}},
; REPORT-NOT:       "rule":

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadds_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
