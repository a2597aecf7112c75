; A transpose followed by a row-reading GEMM: each GEMM block reads a strip written by
; many transpose blocks (global).
; RUN: %opt -passes='print<uar;device=%samples/cuda/transpose_gemm.dev.ll>' %samples/cuda/transpose_gemm.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S6 run_transpose_gemm@main: launch _Z9transposePKfPfii grid (12, 24, 1) block (32, 8, 1)
; CHECK: edge S6 -> S7 RAW buf1 width global (a consumer block depends on a producer block other than its own)
