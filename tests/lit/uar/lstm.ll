; LSTM: one weight allocation sliced per layer on the host (the slices are phis over
; the first and the other layers: the allocation is known, the offset is not), x chosen
; between the host input and h of the previous layer (a points-to set {buf2|buf3}),
; h_prev between h and the zero buffer. Widths from samples/cuda/README.md: gemv -> solve
; through pre_l thread, solve -> gemv through h global, c updated in place thread.
; RUN: %opt -passes='print<uar;device=%samples/cuda/lstm.dev.ll>' %samples/cuda/lstm.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S14 run_lstm@main: launch _Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii grid (2, 1, 1) block (128, 1, 1) args (buf0+?, {buf0}, {buf0}, {buf0}, {buf0}, {buf0}, {buf0}, {buf0}, {buf2|buf3}, {buf3|buf6}, buf5+4096*it_b21, ?, 256) constant [arg12]
; CHECK: S15 run_lstm@main: launch _Z10lstm_solvePKfS0_PfS1_i grid (2, 1, 1) block (128, 1, 1) args (buf5+4096*it_b21, buf1+4096*it_b21, buf4+1024*it_b21, buf3+1024*it_b16 + 102400*it_b21, 256) constant [arg4]
; CHECK: edge S14 -> S14 WAW buf5 width thread
; CHECK: edge S14 -> S15 RAW buf5 width thread
; CHECK: edge S15 -> S14 RAW buf3 width global (a consumer block depends on a producer block other than its own)
; CHECK: edge S15 -> S14 WAR buf5 width thread
; CHECK: edge S15 -> S15 RAW buf4 width thread
; CHECK: edge S15 -> S15 WAW buf4 width thread
; CHECK: edge S15 -> S17 RAW buf3
; CHECK: edge S14 -> S16 virtual
