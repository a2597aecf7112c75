; Physical event allocation (paper §2.4.2) on ascend910a: 4 event IDs per pipe pair.
;   * @four_live: four MTE2->V events live at once get the four IDs 0, 1, 2, 3;
;   * @reuse_ordered: one UB slot reloaded three times; the WAR V->MTE2 sync before
;     each reload makes every wait of the previous MTE2->V event happen before the
;     next set, so ID 0 is reused each time (no other ID needed, nothing added);
;   * @reuse_unordered: five load/use pairs on distinct slots, one live at a time.
;     IDs 0..3 are taken by the first four; the fifth has to reuse one although
;     nothing orders the V-side wait of its previous user before its MTE2-side set,
;     so a reverse V->MTE2 pair is added (set right after that wait, wait right before
;     the reusing set), as in the paper's rule 2 of ID allocation.
;
; RUN: %opt -passes=ascend-sync -S %s -o %t.ll
; RUN: FileCheck %s --input-file=%t.ll
; RUN: FileCheck %s --check-prefix=NO-ID-ABOVE-3 --input-file=%t.ll
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json

; NO-ID-ABOVE-3-NOT: .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[4-9]|[1-9][0-9]+}})

; CHECK-LABEL: define void @four_live(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 3)
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 1)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 3)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    ret void

; CHECK-LABEL: define void @reuse_ordered(
; CHECK-NOT:     .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[1-9]}})
; CHECK-COUNT-3: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NOT:     .FLAG.IMM(i64 {{[0-9]}}, i64 {{[0-9]}}, i64 {{[1-9]}})
; CHECK:         ret void

; CHECK-LABEL: define void @reuse_unordered(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(ptr addrspace(6) null,
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 [[REV:[0-3]]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 3)
; CHECK:         tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 16384
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 [[REV]])
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    ret void

; REPORT-LABEL: "name": "reuse_unordered",
; REPORT:         "assignments": [
; REPORT:             "reuse_ordered": false
; REPORT:         "reverse_orderings": [

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

define void @reuse_ordered(ptr addrspace(1) noalias %x, half %a) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 69632 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 128, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 73728 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 16, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
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
