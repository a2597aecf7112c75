; Negative: lstm's weight slices come from pointer arithmetic the host does with run-time
; sizes, and lstm_solve has a construct the reader rejects. Both are reported (unknown
; pointer -> may-alias, global with the reason; kernel not analysed), nothing crashes.
; RUN: %opt -passes='print<uar;device=%samples/cuda/lstm.dev.ll>' %samples/cuda/lstm.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: launch _Z9lstm_gemv{{.*}} args (unknown,
; CHECK: launch _Z10lstm_solvePKfS0_PfS1_i {{.*}} effects unknown [kernel '_Z10lstm_solvePKfS0_PfS1_i' not analysed:
; CHECK: edge {{S[0-9]+}} -> {{S[0-9]+}} unknown width global
