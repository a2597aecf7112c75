; Launches in a host loop over arrays of device pointers that clang unrolled
; (tests/cuda/lockstep.cu: `for (i < 3) gemm16<<<...>>>(x, w[i], out[i], ...)`): the stub
; is inlined once, so all three launches store their arguments into the same argument
; slots. Each launch passes what was stored last before it in its own block, not what the
; function stores last (the reader once gave all three launches the third one's
; buffers, so the UAR saw one output written three times and out[0] written by nobody).
; RUN: %opt -passes='print<uar;device=%S/../../cuda/lockstep.device.ll>' -disable-output %S/../../cuda/lockstep.host.ll 2>&1 | FileCheck %s
; CHECK: S20 main: launch _Z6gemm16PKfS0_Pfiii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf1, buf2, 64, 48, 48)
; CHECK-NEXT: S21 main: launch _Z6gemm16PKfS0_Pfiii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf3, buf4, 64, 48, 48)
; CHECK-NEXT: S22 main: launch _Z6gemm16PKfS0_Pfiii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf5, buf6, 64, 48, 48)
; CHECK-NEXT: S23 main: launch _Z9half_plusPKfS0_Pfii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf7, buf8, 64, 48)
; CHECK-NEXT: S24 main: launch _Z9half_plusPKfS0_Pfii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf9, buf10, 64, 48)
; CHECK: S27 main: launch _Z6gemm16PKfS0_Pfiii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf3, buf12, 64, 32, 48)
; CHECK-NEXT: S28 main: launch _Z6gemm16PKfS0_Pfiii grid (3, 4, 1) block (16, 16, 1) args (buf0, buf5, buf13, 64, 32, 48)
; CHECK: edge S20 -> S25 RAW buf2: { S20[] -> S25[] }
