; Split host/device modules: every dependence of the chain is thread-level
; (samples/cuda/README.md), including the skip connection and the in-place update.
; RUN: %opt -passes='print<uar;device=%samples/cuda/elementwise_chain.dev.ll;report=%t.json;dot=%t.dot>' %samples/cuda/elementwise_chain.host.ll -disable-output 2>&1 | FileCheck %s
; RUN: FileCheck --check-prefix=JSON %s < %t.json
; RUN: FileCheck --check-prefix=DOT %s < %t.dot
; CHECK: S11 run_elementwise_chain@main: launch _Z4axpyPKfS0_Pffi grid (4096, 1, 1) block (256, 1, 1)
; CHECK: edge S11 -> S12 RAW buf3 width thread
; CHECK: edge S11 -> S15 RAW buf3 width thread
; CHECK: edge S12 -> S13 RAW buf4 width thread
; CHECK: edge S13 -> S14 RAW buf5 width thread
; CHECK: edge S14 -> S15 RAW buf6 width thread
; CHECK: edge S15 -> S16 RAW buf7 width thread
; CHECK: edge S15 -> S16 WAW buf7 width thread
; CHECK: edge S16 -> S18 RAW buf7:
; CHECK: edge S16 -> S17 virtual
; JSON: "version": 2
; JSON: "analysis_time_ms":
; JSON: "width": "Thread"
; The picture: statements clustered by function, launches as boxes, edges coloured by
; width; allocations without an edge are left out unless dot-unconnected asks for them.
; DOT:      digraph uar {
; DOT:      subgraph "cluster_f0" {
; DOT-NEXT:   label="function run_elementwise_chain@main";
; DOT-NOT:  malloc
; DOT:      label="S11: launch _Z4axpyPKfS0_Pffi\ngrid (4096, 1, 1) block (256, 1, 1)\nargs ({{.*}}", shape=box
; DOT:      label="RAW buf3 [thread]", color="forestgreen"
; RUN: %opt -passes='print<uar;device=%samples/cuda/elementwise_chain.dev.ll;dot=%t.all.dot;dot-unconnected>' %samples/cuda/elementwise_chain.host.ll -disable-output 2>/dev/null
; RUN: FileCheck --check-prefix=ALL %s < %t.all.dot
; ALL: label="S0: malloc buf0", shape=ellipse
