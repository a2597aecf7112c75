// Transformer feed-forward block (BERT's FFN): two GEMMs with a GeLU between, plus bias adds,
// each a separate kernel as TensorFlow launches them:
//
//   H1 = X . W1          gemm_tiled   [tokens x d_ff]
//   B1 = H1 + b1         bias_add     (2-D, 32x32 threads)
//   A  = gelu(B1)        gelu_erf     (1-D, 256 threads: a generic elementwise launch)
//   H2 = A . W2          gemm_tiled   [tokens x d_model]
//   Y  = H2 + b2         bias_add
//
// GeLU is the exact (erf) form, 0.5 x (1 + erf(x / sqrt 2)), with erff from libdevice.
// All sizes are run-time parameters and need not be multiples of the tile sizes.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_tiled.cuh"

#define EW_TILE 32     // bias_add: 32x32 threads, one element each
#define EW_BLOCK 256   // gelu: 1-D blocks of 256 threads, one element each

// out[r][c] = in[r][c] + bias[c], one element per thread, 32x32 threads per block.
__global__ void bias_add(const float *__restrict__ in, const float *__restrict__ bias,
                         float *__restrict__ out, int M, int N) {
    int r = blockIdx.y * EW_TILE + threadIdx.y;
    int c = blockIdx.x * EW_TILE + threadIdx.x;
    if (r < M && c < N) out[r * N + c] = in[r * N + c] + bias[c];
}

// y[i] = gelu(x[i]) over the flattened [M x N] tensor, one element per thread.
__global__ void gelu_erf(const float *__restrict__ x, float *__restrict__ y, int n) {
    int i = blockIdx.x * EW_BLOCK + threadIdx.x;
    if (i < n) {
        float v = x[i];
        y[i] = 0.5f * v * (1.0f + erff(v * 0.70710678118654752f));
    }
}

// ---------------------------------------------------------------------------- host side

static int compare(const char *what, const float *got, const float *ref, int n, float tol) {
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        if (!(fabsf(got[i] - ref[i]) <= tol * (1.0f + fabsf(ref[i])))) {
            if (bad < 5) printf("mlp: %s[%d] = %f, expected %f\n", what, i, got[i], ref[i]);
            ++bad;
        }
    }
    return bad;
}

// out[M x N] = A[M x K] . B[K x N] + bias[N]
static void ref_linear(const float *A, const float *B, const float *bias, float *out, int M,
                       int N, int K) {
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            float acc = 0.0f;
            for (int k = 0; k < K; ++k) acc += A[r * K + k] * B[k * N + c];
            out[r * N + c] = acc + bias[c];
        }
}

extern "C" int run_mlp(int tokens, int d_model, int d_ff, int seed) {
    if (tokens <= 0 || d_model <= 0 || d_ff <= 0) {
        printf("mlp: bad sizes tokens=%d d_model=%d d_ff=%d\n", tokens, d_model, d_ff);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int nx = tokens * d_model, nh = tokens * d_ff, nw1 = d_model * d_ff, nw2 = d_ff * d_model;
    float *hX = (float *)malloc(nx * sizeof(float));
    float *hW1 = (float *)malloc(nw1 * sizeof(float));
    float *hb1 = (float *)malloc(d_ff * sizeof(float));
    float *hW2 = (float *)malloc(nw2 * sizeof(float));
    float *hb2 = (float *)malloc(d_model * sizeof(float));
    float *hY = (float *)malloc(nx * sizeof(float));
    float *refA = (float *)malloc(nh * sizeof(float));
    float *refY = (float *)malloc(nx * sizeof(float));
    fill(hX, nx, &state, 2.0f);
    fill(hW1, nw1, &state, 0.2f);
    fill(hb1, d_ff, &state, 1.0f);
    fill(hW2, nw2, &state, 0.2f);
    fill(hb2, d_model, &state, 1.0f);

    float *dX, *dW1, *db1, *dW2, *db2, *dH1, *dB1, *dA, *dH2, *dY;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    cudaMalloc((void **)&dW1, nw1 * sizeof(float));
    cudaMalloc((void **)&db1, d_ff * sizeof(float));
    cudaMalloc((void **)&dW2, nw2 * sizeof(float));
    cudaMalloc((void **)&db2, d_model * sizeof(float));
    cudaMalloc((void **)&dH1, nh * sizeof(float));
    cudaMalloc((void **)&dB1, nh * sizeof(float));
    cudaMalloc((void **)&dA, nh * sizeof(float));
    cudaMalloc((void **)&dH2, nx * sizeof(float));
    cudaMalloc((void **)&dY, nx * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW1, hW1, nw1 * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db1, hb1, d_ff * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW2, hW2, nw2 * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db2, hb2, d_model * sizeof(float), cudaMemcpyHostToDevice);

    dim3 gemm_block(GEMM_THR, GEMM_THR);
    dim3 ew_block(EW_TILE, EW_TILE);
    dim3 grid_ff((d_ff + GEMM_TILE - 1) / GEMM_TILE, (tokens + GEMM_TILE - 1) / GEMM_TILE);
    dim3 grid_model((d_model + GEMM_TILE - 1) / GEMM_TILE, (tokens + GEMM_TILE - 1) / GEMM_TILE);
    gemm_tiled<<<grid_ff, gemm_block>>>(dX, dW1, dH1, tokens, d_ff, d_model);
    bias_add<<<grid_ff, ew_block>>>(dH1, db1, dB1, tokens, d_ff);
    gelu_erf<<<(nh + EW_BLOCK - 1) / EW_BLOCK, EW_BLOCK>>>(dB1, dA, nh);
    gemm_tiled<<<grid_model, gemm_block>>>(dA, dW2, dH2, tokens, d_model, d_ff);
    bias_add<<<grid_model, ew_block>>>(dH2, db2, dY, tokens, d_model);
    cudaDeviceSynchronize();
    cudaMemcpy(hY, dY, nx * sizeof(float), cudaMemcpyDeviceToHost);

    ref_linear(hX, hW1, hb1, refA, tokens, d_ff, d_model);
    for (int i = 0; i < nh; ++i) refA[i] = 0.5f * refA[i] * (1.0f + erff(refA[i] * 0.70710678118654752f));
    ref_linear(refA, hW2, hb2, refY, tokens, d_model, d_ff);

    int bad = compare("Y", hY, refY, nx, 1e-3f);
    printf("mlp tokens=%d d_model=%d d_ff=%d: %s (%d mismatches)\n", tokens, d_model, d_ff,
           bad ? "FAIL" : "ok", bad);

    cudaFree(dX); cudaFree(dW1); cudaFree(db1); cudaFree(dW2); cudaFree(db2);
    cudaFree(dH1); cudaFree(dB1); cudaFree(dA); cudaFree(dH2); cudaFree(dY);
    free(hX); free(hW1); free(hb1); free(hW2); free(hb2); free(hY); free(refA); free(refY);
    return bad ? 1 : 0;
}

// BERT-base FFN: 384 tokens, d_model 768, d_ff 3072.
int main() { return run_mlp(384, 768, 3072, 1); }
