; LSTM: one weight allocation sliced per layer on the host (the slices are phis over
; the first and the other layers: each alternative keeps its offset, under the branch
; condition `l = 0` / `l != 0`), x chosen between the host input (l = 0) and h of the
; previous layer, h_prev between the zero buffer (t = 0) and h of the previous step.
; Widths from samples/cuda/README.md: gemv -> solve through pre_l thread, solve -> gemv
; through h global (exactly from cell (l, t) to (l+1, t) and (l, t+1)), c updated in
; place thread; no gemv -> solve WAR on h (gemv reads h[l-1][t] and h[l][t-1] only: the
; chunk loads are guarded by `k0 + tid < in_dim`).
; RUN: %opt -passes='print<uar;device=%samples/cuda/lstm.dev.ll>' %samples/cuda/lstm.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S14 run_lstm@main: launch _Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii grid (2, 1, 1) block (128, 1, 1) args ({buf0 if it_b21 = 0 | buf0+2097152*it_b21 if (it_b21 <= -1 or it_b21 >= 1)}, {{.*}}, {buf2+1024*it_b16 if it_b21 = 0 | buf3+1024*it_b16 + 102400*it_b21 - 102400 if (it_b21 <= -1 or it_b21 >= 1)}, {buf6 if it_b16 = 0 | buf3+1024*it_b16 + 102400*it_b21 - 1024 if (it_b16 <= -1 or it_b16 >= 1)}, buf5+4096*it_b21, 256, 256) constant [arg11, arg12]
; CHECK: S15 run_lstm@main: launch _Z10lstm_solvePKfS0_PfS1_i grid (2, 1, 1) block (128, 1, 1) args (buf5+4096*it_b21, buf1+4096*it_b21, buf4+1024*it_b21, buf3+1024*it_b16 + 102400*it_b21, 256) constant [arg4]
; CHECK: edge S14 -> S14 WAW buf5 width thread
; CHECK-NOT: edge S14 -> S15 WAR buf3
; CHECK: edge S14 -> S15 RAW buf5 width thread
; CHECK: edge S15 -> S14 RAW buf3 width global (a consumer block depends on a producer block other than its own): { S15[h_it_b16, h_it_b21] -> S14[h_it_b16' = h_it_b16, h_it_b21' = 1 + h_it_b21] : 0 <= h_it_b16 <= 99 and 0 <= h_it_b21 <= 8; S15[h_it_b16, h_it_b21] -> S14[h_it_b16' = 1 + h_it_b16, h_it_b21' = h_it_b21] : 0 <= h_it_b16 <= 98 and 0 <= h_it_b21 <= 9 }
; CHECK: edge S15 -> S14 WAR buf5 width thread
; CHECK: edge S15 -> S15 RAW buf4 width thread
; CHECK: edge S15 -> S15 WAW buf4 width thread
; CHECK: edge S15 -> S17 RAW buf3
; CHECK: edge S14 -> S16 virtual
