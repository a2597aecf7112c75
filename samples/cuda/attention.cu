// Scaled dot-product attention per head, as three kernels (cuSync's attention workload):
//
//   S = Q . K^T / sqrt(dh)   [heads x seq x seq]  attention_scores (GEMM, B transposed)
//   P = softmax(S) by rows   [heads x seq x seq]  softmax_rows     (a warp per row)
//   O = P . V                [heads x seq x dh]   attention_values (GEMM)
//
// Q, K, V, O are [heads][seq][dh]; the grid's z is the head. A softmax block needs whole
// rows of S (one row of the scores' blocks); a block of P . V needs 32 whole rows of P
// (eight softmax blocks): both dependences are global. `check` compares with a CPU
// reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"
#include "attention_reference.h"
#include "attention_values.cuh"

#define SOFTMAX_ROWS 4  // rows per softmax block: 32 x 4 threads, a warp per row

__global__ void attention_scores(const float *__restrict__ Q, const float *__restrict__ K, float *__restrict__ S,
                                 int seq, int dh, float scale) {
    int head = blockIdx.z, row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    const float *q = Q + head * seq * dh, *k = K + head * seq * dh;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{q, seq, dh}, Transposed{k, seq, dh}, dh, row0, col0, acc);
    gemm_store(S + head * seq * seq, seq, seq, seq, row0, col0, acc, [=](float v, int, int) { return v * scale; });
}

__global__ void softmax_rows(const float *__restrict__ S, float *__restrict__ P, int seq) {
    int row = blockIdx.x * SOFTMAX_ROWS + threadIdx.y, lane = threadIdx.x;
    if (row >= seq) return;
    const float *s = S + (blockIdx.y * seq + row) * seq;
    float *p = P + (blockIdx.y * seq + row) * seq;
    float largest = -INFINITY;
    for (int c = lane; c < seq; c += 32) largest = fmaxf(largest, s[c]);
    for (int offset = 16; offset > 0; offset /= 2) largest = fmaxf(largest, __shfl_xor_sync(0xffffffffu, largest, offset));
    float sum = 0.0f;
    for (int c = lane; c < seq; c += 32) sum += expf(s[c] - largest);
    for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, offset);
    for (int c = lane; c < seq; c += 32) p[c] = expf(s[c] - largest) / sum;
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_attention(int heads, int seq, int dh, int seed, int check) {
    if (heads <= 0 || seq <= 0 || dh <= 0) {
        printf("attention: bad sizes heads=%d seq=%d dh=%d\n", heads, seq, dh);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nq = heads * seq * dh, ns = heads * seq * seq;
    float *hQ = (float *)malloc(nq * sizeof(float)), *hK = (float *)malloc(nq * sizeof(float));
    float *hV = (float *)malloc(nq * sizeof(float)), *hO = (float *)malloc(nq * sizeof(float));
    fill(hQ, nq, &state, 2.0f);
    fill(hK, nq, &state, 2.0f);
    fill(hV, nq, &state, 2.0f);
    float *dQ, *dK, *dV, *dS, *dP, *dO;
    cudaMalloc((void **)&dQ, nq * sizeof(float));
    cudaMalloc((void **)&dK, nq * sizeof(float));
    cudaMalloc((void **)&dV, nq * sizeof(float));
    cudaMalloc((void **)&dS, ns * sizeof(float));
    cudaMalloc((void **)&dP, ns * sizeof(float));
    cudaMalloc((void **)&dO, nq * sizeof(float));
    cudaMemcpy(dQ, hQ, nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dK, hK, nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dV, hV, nq * sizeof(float), cudaMemcpyHostToDevice);

    int tiles = (seq + GEMM_TILE - 1) / GEMM_TILE;
    dim3 block(GEMM_THR, GEMM_THR);
    attention_scores<<<dim3(tiles, tiles, heads), block>>>(dQ, dK, dS, seq, dh, 1.0f / sqrtf((float)dh));
    softmax_rows<<<dim3((seq + SOFTMAX_ROWS - 1) / SOFTMAX_ROWS, heads), dim3(32, SOFTMAX_ROWS)>>>(dS, dP, seq);
    attention_values<<<dim3((dh + GEMM_TILE - 1) / GEMM_TILE, tiles, heads), block>>>(dP, dV, dO, seq, dh);
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
    printf("attention heads=%d seq=%d dh=%d: %s\n", heads, seq, dh, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dQ); cudaFree(dK); cudaFree(dV); cudaFree(dS); cudaFree(dP); cudaFree(dO);
    free(hQ); free(hK); free(hV); free(hO);
    return bad ? 1 : 0;
}

// GPT-3's attention, one of 8 shards: 96 / 8 heads of 128, 2048 tokens.
int main() { return run_attention(12, 2048, 128, 1, 0); }
