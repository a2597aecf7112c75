; A switch over many cases (issue 41: one copy-in and 800 cases took 104 s, ~10x per
; doubling). Requests with one end in common whose other ends lie on mutually exclusive
; paths share one virtual event once there are at least 8 of them: the copy-in's set is
; waited for in each case (MTE2->V), and with `switch-join` the one copy-out after the
; join waits for whichever case ran (V->MTE3). Fewer cases keep an event each (removal
; keeps its granularity). The synchronised kernels run clean on the simulator for a
; case, the last case and the default.
;
; RUN: python3 %S/../../../scripts/generators/gen-scaling-kernel.py 800 switch-join > %t.join.ll
; RUN: %opt -passes='ascend-sync<report=%t.join.json>,ascend-sim<kernel=scaling;arg=gm:8192;arg=gm:3300000;arg=5;seed=1;runs=3;strict>,ascend-sim<kernel=scaling;arg=gm:8192;arg=gm:3300000;arg=799;seed=1;runs=3;strict>,ascend-sim<kernel=scaling;arg=gm:8192;arg=gm:3300000;arg=900;seed=1;runs=3;strict>' \
; RUN:   %t.join.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CLEAN
; RUN: FileCheck %s --check-prefix=JOIN --input-file=%t.join.json
; RUN: python3 %S/../../../scripts/generators/gen-scaling-kernel.py 800 switch > %t.cases.ll
; RUN: %opt -passes='ascend-sync<report=%t.cases.json>,ascend-sim<kernel=scaling;arg=gm:8192;arg=gm:3300000;arg=799;seed=1;runs=3;strict>' \
; RUN:   %t.cases.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CLEAN
; RUN: FileCheck %s --check-prefix=CASES --input-file=%t.cases.json
; RUN: python3 %S/../../../scripts/generators/gen-scaling-kernel.py 7 switch-join > %t.few.ll
; RUN: %opt -passes='ascend-sync<report=%t.few.json>' %t.few.ll -disable-output
; RUN: FileCheck %s --check-prefix=FEW --input-file=%t.few.json
;
; CLEAN: randomised timings: 0 of 3 runs failed
;
; JOIN:      "pairs": {
; JOIN-NEXT:   "MTE2->V": {
; JOIN-NEXT:     "dependences": 800,
; JOIN-NEXT:     "inserted": 1,
; JOIN:        "V->MTE3": {
; JOIN-NEXT:     "dependences": 800,
; JOIN-NEXT:     "inserted": 1,
;
; CASES:      "MTE2->V": {
; CASES-NEXT:   "dependences": 800,
; CASES-NEXT:   "inserted": 1,
; CASES:      "V->MTE3": {
; CASES-NEXT:   "dependences": 800,
; CASES-NEXT:   "inserted": 800,
;
; FEW:      "MTE2->V": {
; FEW-NEXT:   "dependences": 7,
; FEW-NEXT:   "inserted": 7,
; FEW:      "V->MTE3": {
; FEW-NEXT:   "dependences": 7,
; FEW-NEXT:   "inserted": 7,
