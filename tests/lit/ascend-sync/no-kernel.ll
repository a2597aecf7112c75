; A module in which no function calls a pipe intrinsic of the target is not a silent
; no-op: ascend-sync says what it looked for (a warning through LLVM's diagnostic
; handler), leaves the module unchanged and exits 0.
; RUN: %opt -passes=ascend-sync %s -S -o %t.ll 2>&1 | FileCheck %s
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; CHECK: warning: ascend-sync: no kernel found: no defined function calls a pipe intrinsic of target 'ascend910a' (looked for the pipe-call table's names plain, with a type suffix or as mangled C++ overloads, and the HIVM set/wait/barrier intrinsics)
; IR: define i32 @add(i32 %a, i32 %b)
; IR-NOT: llvm.hivm

define i32 @add(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  ret i32 %s
}
