// O = P . V per attention head, the tiled GEMM of gemm_epilogue.cuh with the head as the
// grid's z: P is [heads][seq][seq], V and O are [heads][seq][dh]. Used by the attention
// samples (attention, attention_rows).
#pragma once

#include "gemm_epilogue.cuh"

__global__ void attention_values(const float *__restrict__ P, const float *__restrict__ V, float *__restrict__ O,
                                 int seq, int dh) {
    int head = blockIdx.z, row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{P + head * seq * seq, seq, seq}, Matrix{V + head * seq * dh, seq, dh}, seq, row0, col0,
                    acc);
    gemm_store(O + head * seq * dh, dh, seq, dh, row0, col0, acc, [](float v, int, int) { return v; });
}
