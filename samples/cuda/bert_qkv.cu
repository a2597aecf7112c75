// BERT QKV subgraph (SIRIUS, MLSys'23, figures 1 and 3).
//
//   X [seq x hidden]
//   for P in {Q, K, V}:
//     G_P  = X . W_P                  gemm_tiled      (shared-memory tiled, 2x2 outputs/thread)
//     B_P  = G_P + b_P                bias_add        (one element per thread, 32x32 blocks)
//     R_P  = reshape/transpose(B_P)   split_heads     [seq, hidden] -> [heads, seq, head_dim]
//   S = (R_Q . R_K^T) / sqrt(head_dim) batched_score_gemm  [heads, seq, seq]   ("GEMM(2)")
//
// Nine operators in the QKV part (3 x GEMM, add, reshape), launched one kernel each as
// TensorFlow would, plus the score GEMM that consumes Q and K.  All sizes are run-time
// parameters; sizes need not be multiples of the tile sizes (every access is bounds-checked).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_tiled.cuh"

#define EW_TILE 32     // elementwise kernels: 32x32 threads, one element each
#define SC_TILE 16     // score GEMM: 16x16 threads, one output each

// out[r][c] = in[r][c] + bias[c], one element per thread, 32x32 threads per block.
__global__ void bias_add(const float *__restrict__ in, const float *__restrict__ bias,
                         float *__restrict__ out, int M, int N) {
    int r = blockIdx.y * EW_TILE + threadIdx.y;
    int c = blockIdx.x * EW_TILE + threadIdx.x;
    if (r < M && c < N) out[r * N + c] = in[r * N + c] + bias[c];
}

// [seq, hidden] -> [heads, seq, head_dim]: out[h][s][d] = in[s][h*head_dim + d].
// Same launch shape as bias_add; each thread moves the element it would have added.
__global__ void split_heads(const float *__restrict__ in, float *__restrict__ out, int seq,
                            int hidden, int head_dim) {
    int s = blockIdx.y * EW_TILE + threadIdx.y;
    int c = blockIdx.x * EW_TILE + threadIdx.x;
    if (s < seq && c < hidden) {
        int h = c / head_dim, d = c % head_dim;
        out[(h * seq + s) * head_dim + d] = in[s * hidden + c];
    }
}

// S[h][i][j] = sum_d Q[h][i][d] * K[h][j][d] / sqrt(head_dim); blockIdx.z = head.
// Block (bx, by, h) computes the 16x16 tile S[h][by*16..][bx*16..], stepping over d by 16.
__global__ void batched_score_gemm(const float *__restrict__ Q, const float *__restrict__ Kt,
                                   float *__restrict__ S, int seq, int head_dim) {
    __shared__ float Qs[SC_TILE][SC_TILE];
    __shared__ float Ks[SC_TILE][SC_TILE + 1];  // read transposed: pad against bank conflicts
    int tx = threadIdx.x, ty = threadIdx.y, h = blockIdx.z;
    int i = blockIdx.y * SC_TILE + ty;   // query row
    int j = blockIdx.x * SC_TILE + tx;   // key row (output column)
    int jl = blockIdx.x * SC_TILE + ty;  // key row this thread loads
    const float *Qh = Q + h * seq * head_dim;
    const float *Kh = Kt + h * seq * head_dim;
    float acc = 0.0f;
    for (int d0 = 0; d0 < head_dim; d0 += SC_TILE) {
        Qs[ty][tx] = (i < seq && d0 + tx < head_dim) ? Qh[i * head_dim + d0 + tx] : 0.0f;
        Ks[ty][tx] = (jl < seq && d0 + tx < head_dim) ? Kh[jl * head_dim + d0 + tx] : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < SC_TILE; ++kk) acc += Qs[ty][kk] * Ks[tx][kk];
        __syncthreads();
    }
    if (i < seq && j < seq) S[(h * seq + i) * seq + j] = acc * rsqrtf((float)head_dim);
}

// ---------------------------------------------------------------------------- host side

static int compare(const char *what, const float *got, const float *ref, int n, float tol) {
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        if (!(fabsf(got[i] - ref[i]) <= tol * (1.0f + fabsf(ref[i])))) {
            if (bad < 5) printf("bert_qkv: %s[%d] = %f, expected %f\n", what, i, got[i], ref[i]);
            ++bad;
        }
    }
    return bad;
}

// 1/sqrt(x) for x >= 1 by Newton's iteration (the host side uses no libm beyond fabsf).
static float inv_sqrt(float x) {
    float y = 1.0f / x;
    for (int it = 0; it < 40; ++it) y = y * (1.5f - 0.5f * x * y * y);
    return y;
}

// CPU reference for one branch: R[h][s][d] = (X . W + b)[s][h*head_dim + d].
static void ref_branch(const float *X, const float *W, const float *b, float *R, int seq,
                       int hidden, int head_dim) {
    for (int s = 0; s < seq; ++s) {
        for (int c = 0; c < hidden; ++c) {
            float acc = 0.0f;
            for (int k = 0; k < hidden; ++k) acc += X[s * hidden + k] * W[k * hidden + c];
            int h = c / head_dim, d = c % head_dim;
            R[(h * seq + s) * head_dim + d] = acc + b[c];
        }
    }
}

extern "C" int run_bert_qkv(int seq, int hidden, int heads, int seed) {
    if (seq <= 0 || hidden <= 0 || heads <= 0 || hidden % heads != 0) {
        printf("bert_qkv: bad sizes seq=%d hidden=%d heads=%d\n", seq, hidden, heads);
        return 1;
    }
    int head_dim = hidden / heads;
    int nx = seq * hidden, nw = hidden * hidden, ns = heads * seq * seq;
    unsigned state = (unsigned)seed;

    float *hX = (float *)malloc(nx * sizeof(float));
    float *hW[3], *hb[3], *hR[3], *refR[3];
    for (int p = 0; p < 3; ++p) {
        hW[p] = (float *)malloc(nw * sizeof(float));
        hb[p] = (float *)malloc(hidden * sizeof(float));
        hR[p] = (float *)malloc(nx * sizeof(float));
        refR[p] = (float *)malloc(nx * sizeof(float));
    }
    float *hS = (float *)malloc(ns * sizeof(float));
    float *refS = (float *)malloc(ns * sizeof(float));
    fill(hX, nx, &state, 1.0f);
    for (int p = 0; p < 3; ++p) {
        fill(hW[p], nw, &state, 0.2f);
        fill(hb[p], hidden, &state, 1.0f);
    }

    float *dX, *dW[3], *db[3], *dG[3], *dB[3], *dR[3], *dS;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    for (int p = 0; p < 3; ++p) {
        cudaMalloc((void **)&dW[p], nw * sizeof(float));
        cudaMalloc((void **)&db[p], hidden * sizeof(float));
        cudaMalloc((void **)&dG[p], nx * sizeof(float));
        cudaMalloc((void **)&dB[p], nx * sizeof(float));
        cudaMalloc((void **)&dR[p], nx * sizeof(float));
    }
    cudaMalloc((void **)&dS, ns * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    for (int p = 0; p < 3; ++p) {
        cudaMemcpy(dW[p], hW[p], nw * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(db[p], hb[p], hidden * sizeof(float), cudaMemcpyHostToDevice);
    }

    dim3 gemm_block(GEMM_THR, GEMM_THR);
    dim3 gemm_grid((hidden + GEMM_TILE - 1) / GEMM_TILE, (seq + GEMM_TILE - 1) / GEMM_TILE);
    dim3 ew_block(EW_TILE, EW_TILE);
    dim3 ew_grid((hidden + EW_TILE - 1) / EW_TILE, (seq + EW_TILE - 1) / EW_TILE);
    // Q branch
    gemm_tiled<<<gemm_grid, gemm_block>>>(dX, dW[0], dG[0], seq, hidden, hidden);
    bias_add<<<ew_grid, ew_block>>>(dG[0], db[0], dB[0], seq, hidden);
    split_heads<<<ew_grid, ew_block>>>(dB[0], dR[0], seq, hidden, head_dim);
    // K branch
    gemm_tiled<<<gemm_grid, gemm_block>>>(dX, dW[1], dG[1], seq, hidden, hidden);
    bias_add<<<ew_grid, ew_block>>>(dG[1], db[1], dB[1], seq, hidden);
    split_heads<<<ew_grid, ew_block>>>(dB[1], dR[1], seq, hidden, head_dim);
    // V branch
    gemm_tiled<<<gemm_grid, gemm_block>>>(dX, dW[2], dG[2], seq, hidden, hidden);
    bias_add<<<ew_grid, ew_block>>>(dG[2], db[2], dB[2], seq, hidden);
    split_heads<<<ew_grid, ew_block>>>(dB[2], dR[2], seq, hidden, head_dim);
    // GEMM(2): attention scores from Q and K
    dim3 sc_block(SC_TILE, SC_TILE);
    dim3 sc_grid((seq + SC_TILE - 1) / SC_TILE, (seq + SC_TILE - 1) / SC_TILE, heads);
    batched_score_gemm<<<sc_grid, sc_block>>>(dR[0], dR[1], dS, seq, head_dim);
    cudaDeviceSynchronize();

    for (int p = 0; p < 3; ++p)
        cudaMemcpy(hR[p], dR[p], nx * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(hS, dS, ns * sizeof(float), cudaMemcpyDeviceToHost);

    for (int p = 0; p < 3; ++p) ref_branch(hX, hW[p], hb[p], refR[p], seq, hidden, head_dim);
    float scale = inv_sqrt((float)head_dim);
    for (int h = 0; h < heads; ++h)
        for (int i = 0; i < seq; ++i)
            for (int j = 0; j < seq; ++j) {
                float acc = 0.0f;
                for (int d = 0; d < head_dim; ++d)
                    acc += refR[0][(h * seq + i) * head_dim + d] * refR[1][(h * seq + j) * head_dim + d];
                refS[(h * seq + i) * seq + j] = acc * scale;
            }

    int bad = 0;
    bad += compare("Q", hR[0], refR[0], nx, 1e-3f);
    bad += compare("K", hR[1], refR[1], nx, 1e-3f);
    bad += compare("V", hR[2], refR[2], nx, 1e-3f);
    bad += compare("S", hS, refS, ns, 1e-3f);
    printf("bert_qkv seq=%d hidden=%d heads=%d: %s (%d mismatches)\n", seq, hidden, heads,
           bad ? "FAIL" : "ok", bad);

    cudaFree(dX);
    for (int p = 0; p < 3; ++p) {
        cudaFree(dW[p]); cudaFree(db[p]); cudaFree(dG[p]); cudaFree(dB[p]); cudaFree(dR[p]);
        free(hW[p]); free(hb[p]); free(hR[p]); free(refR[p]);
    }
    cudaFree(dS);
    free(hX); free(hS); free(refS);
    return bad ? 1 : 0;
}

int main() { return run_bert_qkv(384, 768, 12, 1); }
