; A kernel that calls something the target's pipe-call table does not know cannot be
; synchronised: the contract says a diagnostic, not a guess. With `strict` opt fails
; with one error per such kernel naming the function and the callee; without it the
; same diagnostic is a warning, opt succeeds and the function is left unchanged (no
; sync added). Also rejected: a call to a defined function that was not inlined, and
; an indirect call. A function without any pipe call is not a kernel and is ignored.
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STRICT --implicit-check-not=syncfuse:
; RUN: %opt -passes=ascend-sync -S %s -o %t.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARN --implicit-check-not=syncfuse:
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @calls_unknown(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @my_helper(ptr addrspace(6) null)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @calls_defined(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @not_a_kernel(i32 1)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @calls_indirect(ptr addrspace(1) %x, half %alpha, ptr %fn) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void %fn()
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; Not a kernel: no pipe call, no sync. Calling an unknown function here is fine.
define void @not_a_kernel(i32 %v) {
entry:
  tail call void @my_helper(ptr addrspace(6) null)
  ret void
}

; STRICT-DAG: error: ascend-sync: function 'calls_unknown': {{.*}}unknown external function 'my_helper'{{.*}}(left unchanged)
; STRICT-DAG: error: ascend-sync: function 'calls_defined': {{.*}}'not_a_kernel'{{.*}}not inlined{{.*}}(left unchanged)
; STRICT-DAG: error: ascend-sync: function 'calls_indirect': {{.*}}indirect call{{.*}}(left unchanged)
; STRICT-NOT: {{[Pp]anic|Stack dump|PLEASE submit}}

; WARN-DAG: warning: ascend-sync: function 'calls_unknown': {{.*}}unknown external function 'my_helper'{{.*}}(left unchanged)
; WARN-DAG: warning: ascend-sync: function 'calls_defined': {{.*}}'not_a_kernel'{{.*}}not inlined{{.*}}(left unchanged)
; WARN-DAG: warning: ascend-sync: function 'calls_indirect': {{.*}}indirect call{{.*}}(left unchanged)

; IR-NOT:       @llvm.hivm
; IR-LABEL:     define void @calls_unknown(
; IR-NEXT:      entry:
; IR-NEXT:        tail call void @copy_gm_to_ubuf(
; IR-NEXT:        tail call void @my_helper(
; IR-NEXT:        tail call void @vmuls_f16(
; IR-NEXT:        ret void
; IR-LABEL:     define void @calls_defined(
; IR-NEXT:      entry:
; IR-NEXT:        tail call void @copy_gm_to_ubuf(
; IR-NEXT:        tail call void @not_a_kernel(
; IR-NEXT:        tail call void @vmuls_f16(
; IR-NEXT:        ret void
; IR-LABEL:     define void @calls_indirect(
; IR-NEXT:      entry:
; IR-NEXT:        tail call void @copy_gm_to_ubuf(
; IR-NEXT:        tail call void %fn()
; IR-NEXT:        tail call void @vmuls_f16(
; IR-NEXT:        ret void
; IR-NOT:       @llvm.hivm

declare void @my_helper(ptr addrspace(6))
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
