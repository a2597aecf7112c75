; Regression test for a fixed bug: event IDs used by input syncs are reserved for the whole kernel (allocation
; avoids them), but stage 6 (merging) still merges only down to the target's full
; limit. Here the input uses MTE2->V ID 0 for its own load/vmuls pair, and then four
; MTE2->V events of the pass are live at once: merging stops at 4 live events, the
; colouring finds only IDs 1..3 free, and the fourth event falls back to a
; BARRIER(ALL) before the last vmuls. Merging two of the four events (fig. 14, as
; the pass does when no ID is reserved) avoids the barrier. The report also gives a
; wrong cause for the fallback: "no merge of MTE2->V event 67 kept every dependence
; ordered", while no merge was tried ("merges": []).
; Expected: no BARRIER(ALL), every event ID in 0..3, and the input's ID 0 not
; reused while its own set/wait pair is live.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @reserved_plus_four(ptr addrspace(1) noalias %x, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 77824 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 12288 to ptr addrspace(6)), half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; CHECK-LABEL: define void @reserved_plus_four(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 32768
; CHECK-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NOT:     @llvm.hivm.BARRIER
; CHECK-NOT:     .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[4-9]|[1-9][0-9]+}})
; CHECK:         ret void

; REPORT: "barrier_fallbacks": [],

declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
