; The UAR widths of the Ascend sample programs (samples/ascend/programs): the element-wise
; chain is core-level end to end (each core streams its own slice through UB, the tail
; tile `min(per_core - done, TILE)` read exactly); partial sums -> one-core total ->
; scale is global twice (total's loop, unrolled by clang with a remainder loop that starts
; at the main loop's exit value, is read exactly since issue 42); `sirius,ascend-sync` on the program without syncs fuses the chain
; into one launch of one synchronised AI-Core kernel (a module that verifies).
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/elementwise_chain.ll 2>&1 | FileCheck %s --check-prefix=CHAIN
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/normalise.ll 2>&1 | FileCheck %s --check-prefix=NORMALISE
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/two_blockdims.ll 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/pingpong.ll 2>&1 | FileCheck %s --check-prefix=PINGPONG
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/matmul_bias.ll 2>&1 | FileCheck %s --check-prefix=MATMUL
; RUN: %opt -passes='print<uar>' -disable-output %samples/ascend/programs/softmax.ll 2>&1 | FileCheck %s --check-prefix=SOFTMAX
; RUN: %opt -passes='sirius,ascend-sync,verify' -pass-remarks=sirius %samples/ascend/programs/elementwise_chain_nosync.ll -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=PIPELINE
; RUN: FileCheck %s --check-prefix=SYNCED --input-file=%t.ll
;
; CHAIN: S9 main: launch add_kernel blockDim 8 args (buf0, buf1, buf2, 5000) constant [arg3] domain
; CHAIN: S10 main: launch relu_kernel blockDim 8 args (buf2, buf3, buf5, 5000) constant [arg3] domain
; CHAIN: S11 main: launch scale_kernel blockDim 8 args (buf3, buf4, buf5, 5000) constant [arg3] domain
; CHAIN: edge S9 -> S10 RAW buf2 width core (each consumer core depends on the same core of the producer only): { S9[] -> S10[] }
; CHAIN: edge S10 -> S11 RAW buf3 width core (each consumer core depends on the same core of the producer only): { S10[] -> S11[] }
; CHAIN-NOT: width global
;
; NORMALISE: S5 main: launch partial blockDim 8 args (buf0, buf1, 3000) constant [arg2] domain
; NORMALISE: S6 main: launch total blockDim 1 args (buf1, buf2, 8) constant [arg2] domain
; NORMALISE: S7 main: launch scale blockDim 8 args (buf0, buf2, buf3, 3000) constant [arg3] domain
; NORMALISE: edge S5 -> S6 RAW buf1 width global (a consumer core depends on a producer core other than its own)
; NORMALISE: edge S6 -> S7 RAW buf2 width global (a consumer core depends on a producer core other than its own)
;
; Different blockDim, nothing shared: no edge between the two launches.
; TWO: S6 main: launch square blockDim 8 args (buf0, buf1, 4096) constant [arg2] domain
; TWO: S7 main: launch magnitude blockDim 3 args (buf2, buf3, 1000) constant [arg2] domain
; TWO-NOT: edge S6 -> S7
;
; The host loop swaps the buffers: each launch reads what the previous iteration wrote,
; on the same core.
; PINGPONG: S3 main: launch relax blockDim 6 args ({buf0 if (it_[[L:b[0-9]+]]) mod 2 = 0 | buf1 if (it_[[L]]) mod 2 = 1}, {buf1 if (it_[[L]]) mod 2 = 0 | buf0 if (it_[[L]]) mod 2 = 1}, 3000)
; PINGPONG: edge S3 -> S3 RAW buf0 width core
; PINGPONG-NOT: width global
;
; The cube tile in NZ layout goes back to the same core's vector kernel.
; MATMUL: edge S8 -> S9 RAW buf2 width core (each consumer core depends on the same core of the producer only)
;
; Scalar GM stores of the row maxima and sums, DMA of the rows: all per core.
; SOFTMAX: edge S6 -> S7 RAW buf1 width core
; SOFTMAX: edge S7 -> S8 RAW buf2 width core
; SOFTMAX: edge S7 -> S8 RAW buf3 width core
;
; PIPELINE: remark: {{.*}}elementwise_chain.c:[[#]]:3: fused 3 launches (S9, S10, S11) into sirius_fused_0, one after another on the same cores
; PIPELINE-NOT: warning
; SYNCED: call i32 @rtKernelLaunch(ptr @sirius_fused_0, i32 8, ptr %sirius.args, i32 56,
; SYNCED-NOT: call i32 @rtKernelLaunch
; SYNCED: define void @sirius_fused_0(
; SYNCED: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1,
