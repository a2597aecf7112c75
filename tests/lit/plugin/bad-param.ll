; Invalid ascend-sync parameters are rejected while the pipeline is parsed: one
; `syncfuse: error: ascend-sync: ...` diagnostic naming the culprit, opt exits with
; status 1 (no crash, no output file).
;
; RUN: rm -f %t.ll
; RUN: not %opt -passes='ascend-sync<mode=bogus>' -S %S/../Inputs/vec_add.ll -o %t.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MODE
; RUN: not ls %t.ll
; RUN: not %opt -passes='verify,ascend-sync<strict;mode=bogus>' -disable-output %S/../Inputs/vec_add.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MODE
; RUN: not %opt -passes='ascend-sync<frobnicate=1>' -disable-output %S/../Inputs/vec_add.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=KEY

; MODE:     syncfuse: error: ascend-sync: {{.*}}bogus
; MODE-NOT: syncfuse: error
; MODE-NOT: {{[Pp]anic|Stack dump|PLEASE submit}}

; KEY:      syncfuse: error: ascend-sync: {{.*}}frobnicate
; KEY-NOT:  {{[Pp]anic|Stack dump|PLEASE submit}}
