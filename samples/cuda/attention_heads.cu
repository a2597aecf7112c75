// Independent attention heads, each launched on its own (the streams workload): per head
// the three kernels of attention.cu on that head's slices (grid z = 1), so a head is a
// chain of three small launches and the four heads share nothing. One stream runs the
// twelve launches back to back, each using a few SMs; `streams` runs the heads' chains on
// four streams at once. `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"
#include "attention_reference.h"

#define HEADS 4
#define SOFTMAX_ROWS 4  // rows per softmax block: 32 x 4 threads, a warp per row

__global__ void head_scores(const float *__restrict__ q, const float *__restrict__ k, float *__restrict__ s, int seq,
                            int dh, float scale) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{q, seq, dh}, Transposed{k, seq, dh}, dh, row0, col0, acc);
    gemm_store(s, seq, seq, seq, row0, col0, acc, [=](float v, int, int) { return v * scale; });
}

__global__ void head_softmax(const float *__restrict__ s, float *__restrict__ p, int seq) {
    int row = blockIdx.x * SOFTMAX_ROWS + threadIdx.y, lane = threadIdx.x;
    if (row >= seq) return;
    float largest = -INFINITY;
    for (int c = lane; c < seq; c += 32) largest = fmaxf(largest, s[row * seq + c]);
    for (int offset = 16; offset > 0; offset /= 2) largest = fmaxf(largest, __shfl_xor_sync(0xffffffffu, largest, offset));
    float sum = 0.0f;
    for (int c = lane; c < seq; c += 32) sum += expf(s[row * seq + c] - largest);
    for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_xor_sync(0xffffffffu, sum, offset);
    for (int c = lane; c < seq; c += 32) p[row * seq + c] = expf(s[row * seq + c] - largest) / sum;
}

__global__ void head_values(const float *__restrict__ p, const float *__restrict__ v, float *__restrict__ o, int seq,
                            int dh) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{p, seq, seq}, Matrix{v, seq, dh}, seq, row0, col0, acc);
    gemm_store(o, dh, seq, dh, row0, col0, acc, [](float x, int, int) { return x; });
}

// One head's chain on its slices of the buffers (heads share none); inlined, so that the
// twelve launches are one host region.
__attribute__((always_inline)) static inline void launch_head(const float *q, const float *k, const float *v, float *s, float *p, float *o, int seq, int dh) {
    int tiles = (seq + GEMM_TILE - 1) / GEMM_TILE;
    dim3 block(GEMM_THR, GEMM_THR);
    head_scores<<<dim3(tiles, tiles), block>>>(q, k, s, seq, dh, 1.0f / sqrtf((float)dh));
    head_softmax<<<(seq + SOFTMAX_ROWS - 1) / SOFTMAX_ROWS, dim3(32, SOFTMAX_ROWS)>>>(s, p, seq);
    head_values<<<dim3((dh + GEMM_TILE - 1) / GEMM_TILE, tiles), block>>>(p, v, o, seq, dh);
}

extern "C" int run_attention_heads(int seq, int dh, int seed, int check) {
    if (seq <= 0 || dh <= 0) {
        printf("attention_heads: bad sizes seq=%d dh=%d\n", seq, dh);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nq = seq * dh, ns = seq * seq;
    float *hQ = (float *)malloc(HEADS * nq * sizeof(float)), *hK = (float *)malloc(HEADS * nq * sizeof(float));
    float *hV = (float *)malloc(HEADS * nq * sizeof(float)), *hO = (float *)malloc(HEADS * nq * sizeof(float));
    fill(hQ, HEADS * nq, &state, 2.0f);
    fill(hK, HEADS * nq, &state, 2.0f);
    fill(hV, HEADS * nq, &state, 2.0f);
    float *q, *k, *v, *s, *p, *o;  // every head's slice of one buffer per tensor
    cudaMalloc((void **)&q, HEADS * nq * sizeof(float));
    cudaMalloc((void **)&k, HEADS * nq * sizeof(float));
    cudaMalloc((void **)&v, HEADS * nq * sizeof(float));
    cudaMalloc((void **)&s, HEADS * ns * sizeof(float));
    cudaMalloc((void **)&p, HEADS * ns * sizeof(float));
    cudaMalloc((void **)&o, HEADS * nq * sizeof(float));
    cudaMemcpy(q, hQ, HEADS * nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(k, hK, HEADS * nq * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(v, hV, HEADS * nq * sizeof(float), cudaMemcpyHostToDevice);
    launch_head(q, k, v, s, p, o, seq, dh);
    launch_head(q + nq, k + nq, v + nq, s + ns, p + ns, o + nq, seq, dh);
    launch_head(q + 2 * nq, k + 2 * nq, v + 2 * nq, s + 2 * ns, p + 2 * ns, o + 2 * nq, seq, dh);
    launch_head(q + 3 * nq, k + 3 * nq, v + 3 * nq, s + 3 * ns, p + 3 * ns, o + 3 * nq, seq, dh);
    cudaMemcpy(hO, o, HEADS * nq * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *ref = (float *)malloc(nq * sizeof(float)), *row = (float *)malloc(seq * sizeof(float));
        for (int h = 0; h < HEADS; ++h) {
            int at = h * nq;
            reference_head(hQ + at, hK + at, hV + at, ref, row, seq, dh);
            for (int i = 0; i < nq; ++i) bad += !(fabsf(hO[at + i] - ref[i]) <= 1e-3f * (1.0f + fabsf(ref[i])));
        }
        free(ref);
        free(row);
    }
    printf("attention_heads seq=%d dh=%d: %s\n", seq, dh, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(q); cudaFree(k); cudaFree(v); cudaFree(s); cudaFree(p); cudaFree(o);
    free(hQ); free(hK); free(hV); free(hO);
    return bad ? 1 : 0;
}

// Four heads of 64 over 256 tokens: each launch 8 x 8, 64 or 2 x 8 blocks.
int main() { return run_attention_heads(256, 64, 1, 1); }
