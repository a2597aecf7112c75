; Regression test for a fixed bug: mode=unlimited numbers the pass's events densely from 0 per pipe pair
; (now sync::allocate::number_privately) without avoiding the IDs that input syncs
; already use. Here the input orders x's load before vadd with MTE2->V event 0 and
; forgets y's load; the new MTE2->V event also gets ID 0, its set finds the flag
; already set, the final happens-before check fails and the whole kernel falls back
; to BARRIER(ALL) after every pipe call (report: status "fallback", reason "the final
; happens-before check failed: Set { pair: PipePair { ... }, event: 0 } sets a flag
; that is already set"). mode=auto handles the same kernel (input-syncs-cover.ll).
; Expected: one new MTE2->V event with an ID the input does not use, no barrier.
;
; RUN: %opt -passes='ascend-sync<mode=unlimited>' -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<mode=unlimited;report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @partially_covered(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) %y, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 16384 to ptr addrspace(6)), i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; CHECK-LABEL: define void @partially_covered(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) null,
; CHECK-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[NEW:[1-9][0-9]*]])
; CHECK-DAG:     tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-DAG:     call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[NEW]])
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    ret void
; CHECK-NOT:     @llvm.hivm.BARRIER

; REPORT:     "name": "partially_covered",
; REPORT-NEXT: "location": null,
; REPORT-NEXT: "status": "synchronised",

declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
