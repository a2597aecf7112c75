// LLaMA's MLP block (SwiGLU), one shard (cuSync's second workload):
//
//   A = SiLU(X . Wg) * (X . Wu)   [tokens x d_ff]     gemm_swiglu (both products per tile)
//   Y = A . Wd                    [tokens x d_model]  gemm_tiled
//
// As in gpt3_mlp, a block of the down projection needs one whole row of the first GEMM's
// blocks. Sizes are run-time parameters; `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"

__global__ void gemm_swiglu(const float *__restrict__ X, const float *__restrict__ Wg, const float *__restrict__ Wu,
                            float *__restrict__ A, int M, int N, int K) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float gate[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}}, up[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Matrix{X, M, K}, Matrix{Wg, K, N}, K, row0, col0, gate);
    gemm_accumulate(Matrix{X, M, K}, Matrix{Wu, K, N}, K, row0, col0, up);
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) gate[i][j] = silu(gate[i][j]) * up[i][j];
    gemm_store(A, N, M, N, row0, col0, gate, [](float v, int, int) { return v; });
}

// ---------------------------------------------------------------------------- host side

static void reference_gemm(const float *A, const float *B, float *out, int M, int N, int K) {
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            float acc = 0.0f;
            for (int k = 0; k < K; ++k) acc += A[r * K + k] * B[k * N + c];
            out[r * N + c] = acc;
        }
}

extern "C" int run_llama_mlp(int tokens, int d_model, int d_ff, int seed, int check) {
    if (tokens <= 0 || d_model <= 0 || d_ff <= 0) {
        printf("llama_mlp: bad sizes tokens=%d d_model=%d d_ff=%d\n", tokens, d_model, d_ff);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nx = tokens * d_model, na = tokens * d_ff, nw = d_model * d_ff;
    float *hX = (float *)malloc(nx * sizeof(float)), *hY = (float *)malloc(nx * sizeof(float));
    float *hWg = (float *)malloc(nw * sizeof(float)), *hWu = (float *)malloc(nw * sizeof(float));
    float *hWd = (float *)malloc(nw * sizeof(float));
    fill(hX, nx, &state, 2.0f);
    fill(hWg, nw, &state, 0.2f);
    fill(hWu, nw, &state, 0.2f);
    fill(hWd, nw, &state, 0.2f);
    float *dX, *dWg, *dWu, *dWd, *dA, *dY;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    cudaMalloc((void **)&dWg, nw * sizeof(float));
    cudaMalloc((void **)&dWu, nw * sizeof(float));
    cudaMalloc((void **)&dWd, nw * sizeof(float));
    cudaMalloc((void **)&dA, na * sizeof(float));
    cudaMalloc((void **)&dY, nx * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dWg, hWg, nw * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dWu, hWu, nw * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dWd, hWd, nw * sizeof(float), cudaMemcpyHostToDevice);

    dim3 block(GEMM_THR, GEMM_THR);
    int row_tiles = (tokens + GEMM_TILE - 1) / GEMM_TILE;
    gemm_swiglu<<<dim3((d_ff + GEMM_TILE - 1) / GEMM_TILE, row_tiles), block>>>(dX, dWg, dWu, dA, tokens, d_ff,
                                                                                d_model);
    gemm_tiled<<<dim3((d_model + GEMM_TILE - 1) / GEMM_TILE, row_tiles), block>>>(dA, dWd, dY, tokens, d_model, d_ff);
    cudaMemcpy(hY, dY, nx * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *g = (float *)malloc(na * sizeof(float)), *u = (float *)malloc(na * sizeof(float));
        float *refY = (float *)malloc(nx * sizeof(float));
        reference_gemm(hX, hWg, g, tokens, d_ff, d_model);
        reference_gemm(hX, hWu, u, tokens, d_ff, d_model);
        for (int i = 0; i < na; ++i) g[i] = g[i] / (1.0f + expf(-g[i])) * u[i];
        reference_gemm(g, hWd, refY, tokens, d_model, d_ff);
        for (int i = 0; i < nx; ++i) bad += !(fabsf(hY[i] - refY[i]) <= 1e-3f * (1.0f + fabsf(refY[i])));
        free(g); free(u); free(refY);
    }
    printf("llama_mlp tokens=%d d_model=%d d_ff=%d: %s\n", tokens, d_model, d_ff,
           !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dX); cudaFree(dWg); cudaFree(dWu); cudaFree(dWd); cudaFree(dA); cudaFree(dY);
    free(hX); free(hY); free(hWg); free(hWu); free(hWd);
    return bad ? 1 : 0;
}

// LLaMA 65B, one of 8 shards: d_model 8192, d_ff 22016 / 8 = 2752; 2048 tokens.
int main() { return run_llama_mlp(2048, 8192, 2752, 1, 0); }
