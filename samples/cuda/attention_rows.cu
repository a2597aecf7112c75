// Scaled dot-product attention per head where a block owns whole rows (issue 44: QK^T ->
// scale -> softmax on chip), as three kernels on one grid of row strips plus P . V:
//
//   S = Q . K^T           [heads x seq x seq]  strip_scores  (tiled GEMM, 16x16 threads,
//                                                             its tile looped over the columns)
//   T = S * scale         [heads x seq x seq]  strip_scale   (32x8 threads, rows wy + 8k)
//   P = softmax(T) rows   [heads x seq x seq]  strip_softmax (a warp per 4 adjacent rows)
//   O = P . V             [heads x seq x dh]   attention_values (GEMM)
//
// A block of each of the first three kernels covers 32 whole rows of one head, so S and T
// are exchanged inside each block (by other threads: block-level dependences); P . V
// reads every row of P a strip block wrote, across blocks of its own grid (global).
// `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"
#include "attention_reference.h"
#include "attention_values.cuh"

#define STRIP_WARPS 8  // strip_scale and strip_softmax: 32 x 8 threads

// S[row0 .. row0 + 32) of one head, tile by tile along the row.
__global__ void strip_scores(const float *__restrict__ Q, const float *__restrict__ K, float *__restrict__ S,
                             int seq, int dh) {
    int head = blockIdx.y, row0 = blockIdx.x * GEMM_TILE;
    const float *q = Q + head * seq * dh, *k = K + head * seq * dh;
    for (int col0 = 0; col0 < seq; col0 += GEMM_TILE) {
        float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
        gemm_accumulate(Matrix{q, seq, dh}, Transposed{k, seq, dh}, dh, row0, col0, acc);
        gemm_store(S + head * seq * seq, seq, seq, seq, row0, col0, acc, [](float v, int, int) { return v; });
    }
}

// T = S * scale over the block's 32 rows: warp wy takes rows wy, wy + 8, ...
__global__ void strip_scale(const float *__restrict__ S, float *__restrict__ T, int seq, float scale) {
    int head = blockIdx.y, row0 = blockIdx.x * GEMM_TILE;
    for (int r = threadIdx.y; r < GEMM_TILE; r += STRIP_WARPS) {
        int row = row0 + r;
        if (row < seq) {
            int at = (head * seq + row) * seq;
            for (int c = threadIdx.x; c < seq; c += 32) T[at + c] = S[at + c] * scale;
        }
    }
}

// P = softmax(T) by rows: warp wy takes the 4 adjacent rows 4 wy .. 4 wy + 3 of the strip.
__global__ void strip_softmax(const float *__restrict__ T, float *__restrict__ P, int seq) {
    int head = blockIdx.y, lane = threadIdx.x;
    for (int i = 0; i < GEMM_TILE / STRIP_WARPS; ++i) {
        int row = blockIdx.x * GEMM_TILE + threadIdx.y * (GEMM_TILE / STRIP_WARPS) + i;
        if (row >= seq) continue;
        const float *t = T + (head * seq + row) * seq;
        float *p = P + (head * seq + row) * seq;
        float largest = -INFINITY;
        for (int c = lane; c < seq; c += 32) largest = fmaxf(largest, t[c]);
        for (int offset = 16; offset > 0; offset /= 2)
            largest = fmaxf(largest, __shfl_xor_sync(0xffffffffu, largest, offset));
        float sum = 0.0f;
        for (int c = lane; c < seq; c += 32) sum += expf(t[c] - largest);
        for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, offset);
        for (int c = lane; c < seq; c += 32) p[c] = expf(t[c] - largest) / sum;
    }
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_attention_rows(int heads, int seq, int dh, int seed, int check) {
    if (heads <= 0 || seq <= 0 || dh <= 0) {
        printf("attention_rows: bad sizes heads=%d seq=%d dh=%d\n", heads, seq, dh);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nq = heads * seq * dh, ns = heads * seq * seq;
    float *hQ = (float *)malloc(nq * sizeof(float)), *hK = (float *)malloc(nq * sizeof(float));
    float *hV = (float *)malloc(nq * sizeof(float)), *hO = (float *)malloc(nq * sizeof(float));
    fill(hQ, nq, &state, 2.0f);
    fill(hK, nq, &state, 2.0f);
    fill(hV, nq, &state, 2.0f);
    float *dQ, *dK, *dV, *dS, *dT, *dP, *dO;
    cudaMalloc((void **)&dQ, nq * sizeof(float));
    cudaMalloc((void **)&dK, nq * sizeof(float));
    cudaMalloc((void **)&dV, nq * sizeof(float));
    cudaMalloc((void **)&dS, ns * sizeof(float));
    cudaMalloc((void **)&dT, ns * sizeof(float));
    cudaMalloc((void **)&dP, ns * sizeof(float));
    cudaMalloc((void **)&dO, nq * sizeof(float));
    cudaMemcpy(dQ, hQ, nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dK, hK, nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dV, hV, nq * sizeof(float), cudaMemcpyHostToDevice);

    int tiles = (seq + GEMM_TILE - 1) / GEMM_TILE;
    dim3 strips(tiles, heads), strip_block(32, STRIP_WARPS);
    strip_scores<<<strips, dim3(GEMM_THR, GEMM_THR)>>>(dQ, dK, dS, seq, dh);
    strip_scale<<<strips, strip_block>>>(dS, dT, seq, 1.0f / sqrtf((float)dh));
    strip_softmax<<<strips, strip_block>>>(dT, dP, seq);
    attention_values<<<dim3((dh + GEMM_TILE - 1) / GEMM_TILE, tiles, heads), dim3(GEMM_THR, GEMM_THR)>>>(dP, dV, dO,
                                                                                                        seq, dh);
    cudaMemcpy(hO, dO, nq * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *ref = (float *)malloc(nq * sizeof(float)), *row = (float *)malloc(seq * sizeof(float));
        for (int h = 0; h < heads; ++h) {
            int at = h * seq * dh;
            reference_head(hQ + at, hK + at, hV + at, ref + at, row, seq, dh);
        }
        for (int i = 0; i < nq; ++i) bad += !(fabsf(hO[i] - ref[i]) <= 1e-3f * (1.0f + fabsf(ref[i])));
        free(ref);
        free(row);
    }
    printf("attention_rows heads=%d seq=%d dh=%d: %s\n", heads, seq, dh, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dQ); cudaFree(dK); cudaFree(dV); cudaFree(dS); cudaFree(dT); cudaFree(dP); cudaFree(dO);
    free(hQ); free(hK); free(hV); free(hO);
    return bad ? 1 : 0;
}

// BERT-base's attention at sequence 128 (the strip of 32 rows x 128 columns of S and T
// fits in shared memory): 12 heads of 64.
int main() { return run_attention_rows(12, 128, 64, 1, 0); }
