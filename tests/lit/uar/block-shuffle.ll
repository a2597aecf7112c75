; Masked and divided indices that stay inside a block (samples/cuda/block_shuffle.cu):
; `(7t) % 256` (srem of a non-negative value), `(t / 2) * 2` (sdiv), `t & -4` (a high-bit
; mask, a floor for any sign) and a disjoint `or`, then a loop unrolled by 4 whose exit
; test `i + 4 == 256` bounds it to 64 iterations. Each dependence is block-level.
; RUN: %opt -passes='print<uar;device=%samples/cuda/block_shuffle.dev.ll>' %samples/cuda/block_shuffle.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S5 run_block_shuffle@main: launch _Z7scatterPKfPfi grid (4096, 1, 1) block (256, 1, 1)
; CHECK: edge S5 -> S6 RAW buf1 width block (each consumer block depends on the same block of the producer only; a consumer thread depends on other threads of the block): { S5[] -> S6[] }
; CHECK: edge S6 -> S7 RAW buf2 width block (each consumer block depends on the same block of the producer only; a consumer thread depends on other threads of the block): { S6[] -> S7[] }
