; ascend-sim runs `syncfuse simulate` as a pass on the kernel named by kernel=, with one
; arg= per parameter (gm:<bytes>[:seed[:f16|f32]] buffers, numbers). It prints the same
; summary to stderr (reference, nominal timing with the per-pipe table, one line per
; randomised run from seed=, runs= of them), never changes the IR, and lets the
; pipeline go on. A failed run is a warning naming the function; with `strict` it is an
; error and opt exits with status 1. A kernel that cannot be simulated is an error.
;
; Synchronised by ascend-sync first: every run is clean.
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=vec_add;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;seed=5;runs=3;report=%t.json;svg=%t.svg>' \
; RUN:   %S/../Inputs/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CLEAN
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; RUN: FileCheck %s --check-prefix=SVG --input-file=%t.svg
;
; CLEAN:      kernel @vec_add on ascend910a
; CLEAN-NEXT: sequential reference: {{[0-9]+}} cycles
; CLEAN-NEXT: nominal timing: {{[0-9]+}} cycles ({{[0-9]+}} IR instructions), output matches the sequential reference
; CLEAN-NEXT:   pipe busy blocked instructions
; CLEAN:      seed 5: {{.*}}output matches
; CLEAN-NEXT: seed 6: {{.*}}output matches
; CLEAN-NEXT: seed 7: {{.*}}output matches
; CLEAN-NEXT: randomised timings: 0 of 3 runs failed
; CLEAN-NOT:  syncfuse:
;
; REPORT: "pass": "ascend-sim"
; REPORT: "clean": true
; REPORT: "name": "seed 7"
; SVG: <svg
;
; Without synchronisation: the race is reported, opt still succeeds and the IR is unchanged.
; RUN: %opt -passes='ascend-sim<kernel=vec_add;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;runs=2>' \
; RUN:   %S/../Inputs/vec_add.ll -S -o %t.ll 2>%t.err
; RUN: FileCheck %s --check-prefix=RACE --input-file=%t.err
; RUN: %opt -S %S/../Inputs/vec_add.ll -o %t.orig.ll
; RUN: diff %t.orig.ll %t.ll
;
; RACE:      nominal timing: ERROR after {{[0-9]+}} cycles: race at cycle {{[0-9]+}}: `call @vadd_f16` {{.*}} on V started while `call @copy_gm_to_ubuf` {{.*}} on MTE2 was unfinished (RAW on UB
; RACE:      randomised timings: 2 of 2 runs failed
; RACE-NEXT: warning: ascend-sim: function 'vec_add': 3 of 4 runs failed; first: nominal timing: race at cycle
;
; RUN: not %opt -passes='ascend-sim<kernel=vec_add;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;strict>' \
; RUN:   %S/../Inputs/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=STRICT
; STRICT: error: ascend-sim: function 'vec_add': 1 of 2 runs failed; first: nominal timing: race
;
; RUN: not %opt -passes='ascend-sim<kernel=vec_add;arg=1>' %S/../Inputs/vec_add.ll -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ARGS
; ARGS: error: ascend-sim: function 'vec_add': cannot simulate: @vec_add takes 3 arguments, 1 given
;
; RUN: not %opt -passes='ascend-sim<runs=2>' %S/../Inputs/vec_add.ll -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PARAMS
; PARAMS: error: ascend-sim: kernel=NAME is required
