; The BERT QKV subgraph of SIRIUS fig. 1/3 at the paper's sizes (main calls
; run_bert_qkv(384, 768, 12, 1)): per branch, GEMM -> bias add is block-level (the same
; 32x32 tile, different thread mappings), bias add -> reshape thread-level; the score GEMM
; reads other blocks' reshaped heads (global). The three branches share only the
; read-only input, so no edge joins them.
; RUN: %opt -passes='print<uar;device=%samples/cuda/bert_qkv.dev.ll>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s
; RUN: %opt -passes='print<uar;device=%samples/cuda/bert_qkv.dev.ll>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BRANCHES
; BRANCHES-NOT: edge S{{2[4-6]}} -> S{{2[7-9]|3[0-2]}} {{RAW|WAR|WAW}}
; BRANCHES-NOT: edge S{{2[7-9]}} -> S{{3[0-2]}} {{RAW|WAR|WAW}}
; CHECK: S24 run_bert_qkv@main: launch _Z10gemm_tiledPKfS0_Pfiii grid (24, 12, 1) block (16, 16, 1)
; CHECK: S33 run_bert_qkv@main: launch _Z18batched_score_gemmPKfS0_Pfii grid (24, 24, 12) block (16, 16, 1)
; CHECK: edge S24 -> S25 RAW buf3 width block
; CHECK: edge S25 -> S26 RAW buf4 width thread
; CHECK: edge S26 -> S33 RAW buf5 width global
; CHECK: edge S27 -> S28 RAW buf8 width block
; CHECK: edge S28 -> S29 RAW buf9 width thread
; CHECK: edge S29 -> S33 RAW buf10 width global
; CHECK: edge S30 -> S31 RAW buf13 width block
; CHECK: edge S31 -> S32 RAW buf14 width thread
