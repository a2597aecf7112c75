; target=FILE: the target description is data. A copy of targets/ascend910a.json
; with 2 event IDs per pipe pair makes the allocation use IDs 0 and 1 only (four
; live events are merged down to two; a fifth sequential one reuses an ID behind a
; reverse pair). A target file that does not exist is a parameter error.
;
; RUN: sed -e 's/"event_ids_per_pair": 4/"event_ids_per_pair": 2/' %S/../../../targets/ascend910a.json > %t.two.json
; RUN: %opt -passes='ascend-sync<target=%t.two.json;report=%t.report.json>' -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<target=%t.two.json>' -S %s | FileCheck %s --check-prefix=NO-ID-ABOVE-1
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.report.json
; RUN: not %opt -passes='ascend-sync<target=%t.missing.json>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MISSING

; NO-ID-ABOVE-1-NOT: .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[2-9]|[1-9][0-9]+}})

; CHECK-LABEL: define void @four_live(
; CHECK-COUNT-2: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
; CHECK-NOT:     call void @llvm.hivm.SET
; CHECK-COUNT-2: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1,
; CHECK:         ret void
; CHECK-LABEL: define void @reuse_unordered(
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; CHECK-DAG:     call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4,
; CHECK:         ret void

; REPORT: "target": "{{.*}}.two.json",
; REPORT: "physical_used": 2,

; MISSING: syncfuse: error: ascend-sync: target '{{.*}}.missing.json'

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @four_live(ptr addrspace(1) noalias %x, half %a) {
entry:
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

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
