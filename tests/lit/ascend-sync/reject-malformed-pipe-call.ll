; Pipe calls whose prototype is not the op table's are not read as what they are not (they
; were synchronised as table calls without a word, and the simulator rejected them): the
; warning names the call and the argument, and the call is ordered as an unknown op of its
; pipe that writes every byte of every buffer it points into. Here the malformed copy-in
; (MTE2, both pointers in GM) is ordered before the copy-out that writes GM (MTE3).
;
; RUN: %opt -passes=ascend-sync %s -S -o %t.ll 2>&1 | FileCheck %s
; CHECK: warning: ascend-sync: function 'wrong_space': call to 'copy_gm_to_ubuf' does not match the target's pipe-call table: argument 0 must point into Ub, it is a pointer in address space 1: ordered as an unknown op (every byte of every buffer it points into)
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; IR:      call void @copy_gm_to_ubuf(
; IR-NEXT: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 5, i64 0)
; IR-NEXT: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 5, i64 0)
; IR-NEXT: call void @copy_ubuf_to_gm(
; RUN: %opt -passes=ascend-sync %S/Inputs/malformed-too-few.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FEW
; FEW: warning: ascend-sync: function 'too_few': call to 'copy_ubuf_to_gm' does not match the target's pipe-call table: it has 4 arguments, argument 4 is a count or stride: ordered as an unknown op
; RUN: %opt -passes=ascend-sync %S/Inputs/malformed-not-integer.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FLOAT
; FLOAT: warning: ascend-sync: function 'not_integer': call to 'copy_gm_to_ubuf' does not match the target's pipe-call table: argument 4 must be an integer (a count or stride): ordered as an unknown op

define void @wrong_space(ptr addrspace(1) %x) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(1) %x, ptr addrspace(1) %x, i8 0, i16 1, i16 1, i16 0, i16 0)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %x, ptr addrspace(6) null, i8 0, i16 1, i16 1, i16 0, i16 0)
  ret void
}

declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)

declare void @copy_gm_to_ubuf(ptr addrspace(1), ptr addrspace(1), i8, i16, i16, i16, i16)
