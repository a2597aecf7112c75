; Irreducible control flow (a cycle with two entries, `left` and `right`, neither
; dominating the other) has no natural loop to hoist syncs out of: the kernel is
; rejected. With `strict` opt fails with an error naming the function; without it the
; error is a warning, opt succeeds and the function is left unchanged.
; (diag-irreducible-block-names.ll checks that the diagnostic names the blocks.)
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STRICT --implicit-check-not=syncfuse:
; RUN: %opt -passes=ascend-sync -S %s -o %t.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARN --implicit-check-not=syncfuse:
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.ll
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @irreducible(ptr addrspace(1) %x, half %alpha, i1 %c, i1 %d) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %c, label %left, label %right

left:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br i1 %d, label %right, label %exit

right:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br i1 %d, label %left, label %exit

exit:
  ret void
}

; STRICT:     error: ascend-sync: function 'irreducible': irreducible control flow{{.*}}(left unchanged)
; STRICT-NOT: {{[Pp]anic|Stack dump|PLEASE submit}}

; WARN:       warning: ascend-sync: function 'irreducible': irreducible control flow{{.*}}(left unchanged)

; IR-LABEL:   define void @irreducible(
; IR-NEXT:    entry:
; IR-NEXT:      tail call void @copy_gm_to_ubuf(
; IR-NEXT:      br i1 %c, label %left, label %right
; IR-LABEL:   {{^}}left:
; IR-NEXT:      tail call void @vmuls_f16(
; IR-NEXT:      br i1 %d, label %right, label %exit
; IR-LABEL:   {{^}}right:
; IR-NEXT:      tail call void @vmuls_f16(
; IR-NEXT:      br i1 %d, label %left, label %exit
; IR-LABEL:   {{^}}exit:
; IR-NEXT:      ret void
; IR-NOT:     @llvm.hivm

; DEPS: ascend-deps: kernel 'irreducible': not analysed: irreducible control flow

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
