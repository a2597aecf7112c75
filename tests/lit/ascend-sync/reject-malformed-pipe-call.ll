; Pipe calls whose prototype is not the op table's are not read as what they are not: the
; kernel is left unchanged, and the warning names the call and the argument (they were
; synchronised without a word, and the simulator rejected them).
;
; RUN: %opt -passes=ascend-sync %s -S -o %t.ll 2>&1 | FileCheck %s
; CHECK: warning: ascend-sync: function 'wrong_space': call to 'copy_gm_to_ubuf' does not match the target's pipe-call table: argument 0 must point into Ub, it is a pointer in address space 1 (left unchanged)
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR-NOT: hivm
; RUN: %opt -passes=ascend-sync %S/Inputs/malformed-too-few.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FEW
; FEW: warning: ascend-sync: function 'too_few': call to 'copy_ubuf_to_gm' does not match the target's pipe-call table: it has 4 arguments, argument 4 is a count or stride (left unchanged)
; RUN: %opt -passes=ascend-sync %S/Inputs/malformed-not-integer.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FLOAT
; FLOAT: warning: ascend-sync: function 'not_integer': call to 'copy_gm_to_ubuf' does not match the target's pipe-call table: argument 4 must be an integer (a count or stride) (left unchanged)

define void @wrong_space(ptr addrspace(1) %x) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(1) %x, ptr addrspace(1) %x, i8 0, i16 1, i16 1, i16 0, i16 0)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(1), ptr addrspace(1), i8, i16, i16, i16, i16)
