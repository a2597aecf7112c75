// GPT-3's MLP block, one shard of its 8-way model parallelism (cuSync's first workload):
//
//   H = GeLU(X . W1)   [tokens x d_ff]     gemm_gelu   (the activation in the epilogue)
//   Y = H . W2         [tokens x d_model]  gemm_tiled
//
// Every block of the second GEMM reads a 32-row strip of H across all of d_ff: written by a
// whole row of the first GEMM's blocks, so the dependence is global (no fusion) and a
// consumer block needs exactly one producer row (tile-sync's producer-rows policy).
// Sizes are run-time parameters; `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"

__global__ void gemm_gelu(const float *__restrict__ X, const float *__restrict__ W, float *__restrict__ H, int M,
                          int N, int K) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{X, M, K}, Matrix{W, K, N}, K, row0, col0, acc);
    gemm_store(H, N, M, N, row0, col0, acc, [](float v, int, int) { return gelu(v); });
}

// ---------------------------------------------------------------------------- host side

static float reference_gelu(float v) { return 0.5f * v * (1.0f + erff(v * 0.70710678118654752f)); }

// out[M x N] = act(A[M x K] . B[K x N]), act = GeLU when `activate`.
static void reference_gemm(const float *A, const float *B, float *out, int M, int N, int K, int activate) {
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            float acc = 0.0f;
            for (int k = 0; k < K; ++k) acc += A[r * K + k] * B[k * N + c];
            out[r * N + c] = activate ? reference_gelu(acc) : acc;
        }
}

extern "C" int run_gpt3_mlp(int tokens, int d_model, int d_ff, int seed, int check) {
    if (tokens <= 0 || d_model <= 0 || d_ff <= 0) {
        printf("gpt3_mlp: bad sizes tokens=%d d_model=%d d_ff=%d\n", tokens, d_model, d_ff);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nx = tokens * d_model, nh = tokens * d_ff, nw = d_model * d_ff;
    float *hX = (float *)malloc(nx * sizeof(float)), *hY = (float *)malloc(nx * sizeof(float));
    float *hW1 = (float *)malloc(nw * sizeof(float)), *hW2 = (float *)malloc(nw * sizeof(float));
    fill(hX, nx, &state, 2.0f);
    fill(hW1, nw, &state, 0.2f);
    fill(hW2, nw, &state, 0.2f);
    float *dX, *dW1, *dW2, *dH, *dY;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    cudaMalloc((void **)&dW1, nw * sizeof(float));
    cudaMalloc((void **)&dW2, nw * sizeof(float));
    cudaMalloc((void **)&dH, nh * sizeof(float));
    cudaMalloc((void **)&dY, nx * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW1, hW1, nw * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW2, hW2, nw * sizeof(float), cudaMemcpyHostToDevice);

    dim3 block(GEMM_THR, GEMM_THR);
    int row_tiles = (tokens + GEMM_TILE - 1) / GEMM_TILE;
    gemm_gelu<<<dim3((d_ff + GEMM_TILE - 1) / GEMM_TILE, row_tiles), block>>>(dX, dW1, dH, tokens, d_ff, d_model);
    gemm_tiled<<<dim3((d_model + GEMM_TILE - 1) / GEMM_TILE, row_tiles), block>>>(dH, dW2, dY, tokens, d_model, d_ff);
    cudaMemcpy(hY, dY, nx * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *refH = (float *)malloc(nh * sizeof(float)), *refY = (float *)malloc(nx * sizeof(float));
        reference_gemm(hX, hW1, refH, tokens, d_ff, d_model, 1);
        reference_gemm(refH, hW2, refY, tokens, d_model, d_ff, 0);
        for (int i = 0; i < nx; ++i) bad += !(fabsf(hY[i] - refY[i]) <= 1e-3f * (1.0f + fabsf(refY[i])));
        free(refH);
        free(refY);
    }
    printf("gpt3_mlp tokens=%d d_model=%d d_ff=%d: %s\n", tokens, d_model, d_ff,
           !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dX); cudaFree(dW1); cudaFree(dW2); cudaFree(dH); cudaFree(dY);
    free(hX); free(hY); free(hW1); free(hW2);
    return bad ? 1 : 0;
}

// GPT-3 175B, one of 8 shards: d_model 12288, d_ff 4 x 12288 / 8; 2048 tokens.
int main() { return run_gpt3_mlp(2048, 12288, 6144, 1, 0); }
