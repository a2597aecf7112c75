; LSTM: one weight allocation sliced per layer on the host (the slices are phis over
; the first and the other layers: known allocation, unknown offset), and the input x
; chosen between the host input and h of the previous layer (two allocations: not
; traced, so its edges are `unknown`, global, with the reason). The cell state c is
; updated in place: thread-level across time steps.
; RUN: %opt -passes='print<uar;device=%samples/cuda/lstm.dev.ll>' %samples/cuda/lstm.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S15 run_lstm@main: launch _Z10lstm_solvePKfS0_PfS1_i grid (2, 1, 1) block (128, 1, 1) args (buf5+4096*it_b21, buf1+4096*it_b21, buf4+1024*it_b21, buf3+1024*it_b16 + 102400*it_b21, 256) constant [arg4]
; CHECK: edge S14 -> S15 unknown width global (argument 8: pointer '(unnamed)' is not traced to a cudaMalloc)
; CHECK: edge S15 -> S15 RAW buf4 width thread
; CHECK: edge S15 -> S17 RAW buf3
