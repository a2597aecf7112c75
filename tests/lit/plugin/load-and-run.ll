; The plugin loads into opt-16, `ascend-sync` (bare and with every parameter) parses and
; runs, and what it produces is valid IR that still holds the kernel's pipe calls in order.
;
; RUN: %opt -passes=ascend-sync -S %S/../Inputs/vec_add.ll -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s < %t.ll
;
; RUN: %opt -passes='ascend-sync<target=ascend910b;report=%t.json;mode=auto>' -S %S/../Inputs/vec_add.ll \
; RUN:   | %opt -passes=verify -S | FileCheck %s
; RUN: %opt -passes='ascend-sync<mode=barrier-all;strict>' -S %S/../Inputs/vec_add.ll \
; RUN:   | %opt -passes=verify -S | FileCheck %s
; RUN: %opt -passes='ascend-sync<mode=unlimited>' -S %S/../Inputs/vec_add.ll \
; RUN:   | %opt -passes=verify -S | FileCheck %s
;
; Nested in an ordinary pipeline.
; RUN: %opt -passes='function(instcombine),ascend-sync,globaldce' -S %S/../Inputs/vec_add.ll \
; RUN:   | FileCheck %s

; CHECK-LABEL: define void @vec_add(
; CHECK:         call void @copy_gm_to_ubuf(
; CHECK:         call void @copy_gm_to_ubuf(
; CHECK:         call void @vadd_f16(
; CHECK:         call void @copy_ubuf_to_gm(
; CHECK:         ret void
