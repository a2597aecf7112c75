; The exported run_mlp / run_bert_qkv analysed with symbolic sizes (main's constant call
; redirected, so nothing is cloned with constants): `row * cols` accesses are
; delinearised at the run-time row length, so GEMM -> bias keeps its block-level edge and
; bias -> split_heads its thread-level one. bias_add (2-D) -> gelu (1-D) compares whole
; buffers: global, as the definitions give anyway.
; RUN: sed 's/call i32 @run_mlp(i32 noundef 384/call i32 @other_entry(i32 noundef 384/' %samples/cuda/mlp.host.ll > %t.mlp.ll
; RUN: echo 'declare i32 @other_entry(i32, i32, i32, i32)' >> %t.mlp.ll
; RUN: %opt -passes='print<uar;device=%samples/cuda/mlp.dev.ll>' %t.mlp.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MLP
; MLP: S15 run_mlp: launch _Z10gemm_tiledPKfS0_Pfiii grid (?, ?, 1) block (16, 16, 1) args (buf0, buf1, buf5, arg0, arg2, arg1)
; MLP: edge S15 -> S16 RAW buf5 width block (each consumer block depends on the same block of the producer only; the block shapes differ or are not compile-time constants)
; MLP: edge S16 -> S17 RAW buf6 width global
; MLP: edge S17 -> S18 RAW buf7 width global
; MLP: edge S18 -> S19 RAW buf8 width block
; RUN: sed 's/call i32 @run_bert_qkv(i32 noundef 384/call i32 @other_entry(i32 noundef 384/' %samples/cuda/bert_qkv.host.ll > %t.bert.ll
; RUN: echo 'declare i32 @other_entry(i32, i32, i32, i32)' >> %t.bert.ll
; RUN: %opt -passes='print<uar;device=%samples/cuda/bert_qkv.dev.ll>' %t.bert.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BERT
; BERT: edge S24 -> S25 RAW buf3 width block
; BERT: edge S25 -> S26 RAW buf4 width thread
; BERT: edge S26 -> S33 RAW buf5 width global
