; `print<ascend-deps>` runs as a module pass, alone and next to ascend-sync, writes only
; to stderr and leaves the module unchanged.
;
; RUN: %opt -passes='print<ascend-deps>' -disable-output %S/../Inputs/vec_add.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=DEPS
; RUN: %opt -passes='print<ascend-deps>' -S %S/../Inputs/vec_add.ll 2>/dev/null | FileCheck %s
; RUN: %opt -passes='print<ascend-deps>,ascend-sync' -disable-output %S/../Inputs/vec_add.ll

; DEPS-NOT: {{error|warning|[Pp]anic}}
; DEPS:     kernel 'vec_add'
; DEPS:     RAW MTE2->V
; DEPS-NOT: {{error|warning|[Pp]anic}}

; CHECK-LABEL: define void @vec_add(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @vadd_f16(
; CHECK-NEXT:    call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret void
