; MLP at the paper's sizes: each GEMM -> bias add is block-level; bias add (2-D launch)
; -> GeLU (1-D launch) and GeLU -> the second GEMM (which reads whole rows) are global.
; RUN: %opt -passes='print<uar;device=%samples/cuda/mlp.dev.ll>' %samples/cuda/mlp.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: edge S15 -> S16 RAW buf5 width block
; CHECK: edge S16 -> S17 RAW buf6 width global
; CHECK: edge S17 -> S18 RAW buf7 width global
; CHECK: edge S18 -> S19 RAW buf8 width block
