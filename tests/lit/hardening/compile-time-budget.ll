; Compile-time budgets (issue 41): `budget-ms=` (milliseconds, 0 to one day) bounds the
; work of each pass; past it the result is the safe one, with a diagnostic, never a hang.
; budget-ms=0 spends the budget at its first check (deterministic, for tests).
;
; ascend-sync (per kernel, default 60 s): BARRIER(ALL) after every pipe call instead,
; remark CompileTimeBudgetExceeded, status "fallback" in the report; the kernel runs clean.
; RUN: %opt -passes='ascend-sync<budget-ms=0;report=%t.json>,ascend-sim<kernel=vec_add;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;seed=1;runs=3;strict>' \
; RUN:   -pass-remarks-missed=ascend-sync %S/../Inputs/vec_add.ll -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=SYNC
; RUN: FileCheck %s --check-prefix=SYNC-IR --input-file=%t.ll
; RUN: FileCheck %s --check-prefix=SYNC-REPORT --input-file=%t.json
; SYNC: remark: {{.*}}kernel 'vec_add': the compile-time budget of 0 ms ran out by the end of dependence analysis: BARRIER(ALL) after every pipe call instead (budget-ms= raises it)
; SYNC: randomised timings: 0 of 3 runs failed
; SYNC-IR:     define {{.*}}@vec_add(
; SYNC-IR-NOT: SET.FLAG
; SYNC-IR:     call void @llvm.hivm.BARRIER(i64 6)
; SYNC-REPORT: "status": "fallback",
; SYNC-REPORT: "stage": "Dependences",
; SYNC-REPORT-NEXT: "cause": {
; SYNC-REPORT-NEXT:   "OverBudget": {
; SYNC-REPORT-NEXT:     "limit_ms": 0
;
; sirius (per program, default 120 s): nothing fused, the module as read, a warning.
; RUN: %opt -passes='sirius<budget-ms=0;device=%samples/cuda/bert_qkv.dev.ll;device-out=%t.dev.ll;report=%t.sirius.json>' \
; RUN:   %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=SIRIUS
; RUN: FileCheck %s --check-prefix=SIRIUS-REPORT --input-file=%t.sirius.json
; SIRIUS: warning: sirius: the compile-time budget of 0 ms ran out by the end of fusion planning: nothing fused (budget-ms= raises it)
; SIRIUS-REPORT: "kernels": [],
; RUN: %opt -passes='sirius<budget-ms=0>' %samples/ascend/programs/elementwise_chain_nosync.ll -S -o %t.ascend.ll 2>&1 | FileCheck %s --check-prefix=SIRIUS
; RUN: %opt -S %samples/ascend/programs/elementwise_chain_nosync.ll -o %t.asread.ll
; RUN: diff %t.ascend.ll %t.asread.ll
;
; Values out of range, and a budget set twice, are errors naming them.
; RUN: not %opt -passes='ascend-sync<budget-ms=1s>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=RANGE
; RUN: not %opt -passes='sirius<budget-ms=86400001>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=RANGE
; RANGE: error: {{ascend-sync|sirius}}: budget-ms '{{1s|86400001}}' is not a number of milliseconds from 0 to 86400000
; RUN: not %opt -passes='ascend-sync<budget-ms=5;budget-ms=6>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: error: ascend-sync: 'budget-ms=5' and 'budget-ms=6' both set budget-ms
;
; streams and tile-sync (per program, default 120 s; checked after scheduling and after
; the tile dependence analysis): nothing rewritten, and not "nothing to do".
; RUN: %opt -passes='streams<budget-ms=0;device=%samples/cuda/bert_qkv.dev.ll;device-out=%t.streams.dev.ll>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=STREAMS
; STREAMS: warning: streams: the compile-time budget of 0 ms ran out by the end of stream scheduling: nothing rewritten (budget-ms= raises it)
; STREAMS-NOT: nothing to do
; RUN: %opt -passes='tile-sync<budget-ms=0;device=%samples/cuda/bert_qkv.dev.ll;device-out=%t.tiles.dev.ll>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TILES
; TILES: warning: tile-sync: the compile-time budget of 0 ms ran out by the end of the tile dependence analysis: nothing rewritten (budget-ms= raises it)
; TILES-NOT: nothing to do
