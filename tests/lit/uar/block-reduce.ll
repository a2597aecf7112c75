; Block-tiled reductions: a per-block partial read by its own block (block-level), the
; element-wise centre (thread-level), the single-block final reduction and its broadcast
; (global).
; RUN: %opt -passes='print<uar;device=%samples/cuda/block_reduce.dev.ll>' %samples/cuda/block_reduce.host.ll -disable-output 2>&1 | FileCheck %s
; The grid-stride loop of final_reduce (i = tid; i < n; i += 256) is bounded through a quotient.
; CHECK: S10 run_block_reduce@main: launch _Z12final_reducePKfPfi grid (1, 1, 1) block (256, 1, 1) args (buf3, buf4, 4096) constant [arg2] domain { S10[] }
; CHECK: edge S7 -> S8 RAW buf1 width block
; CHECK: edge S8 -> S9 RAW buf2 width thread
; CHECK: edge S8 -> S11 RAW buf2 width thread
; CHECK: edge S9 -> S10 RAW buf3 width global (a consumer block depends on a producer block other than its own)
; CHECK: edge S10 -> S11 RAW buf4 width global
