// A transpose followed by a GEMM that reads whole rows of the transposed matrix:
//
//   At [K x M]  (an activation stored feature-major, as a previous op left it)
//   A  = At^T   [M x K]      transpose    (shared-memory tile 32x33, 32x8 threads, 4 rows each)
//   C  = A . B  [M x N]      gemm_tiled   (shared-memory tiled, 16x16 threads, 2x2 outputs each)
//
// Every block of the GEMM reads a 32-row strip of A across ALL K columns, i.e. data written
// by ceil(K/32) different transpose blocks: the dependence is global.
// All sizes are run-time parameters and need not be multiples of 32.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_tiled.cuh"

#define TR_TILE 32     // transpose tile
#define TR_ROWS 8      // transpose block is TR_TILE x TR_ROWS threads; each moves 4 elements

// out[cols x rows] = in[rows x cols]^T.  Block (bx, by) reads the tile in[by*32..][bx*32..]
// and writes the tile out[bx*32..][by*32..]; both global accesses are coalesced.
__global__ void transpose(const float *__restrict__ in, float *__restrict__ out, int rows,
                          int cols) {
    __shared__ float tile[TR_TILE][TR_TILE + 1];  // +1: no bank conflicts on the column read
    int x = blockIdx.x * TR_TILE + threadIdx.x;
    int y = blockIdx.y * TR_TILE + threadIdx.y;
    for (int j = 0; j < TR_TILE; j += TR_ROWS)
        if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * TR_TILE + threadIdx.x;
    y = blockIdx.x * TR_TILE + threadIdx.y;
    for (int j = 0; j < TR_TILE; j += TR_ROWS)
        if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_transpose_gemm(int M, int N, int K, int seed) {
    if (M <= 0 || N <= 0 || K <= 0) {
        printf("transpose_gemm: bad sizes M=%d N=%d K=%d\n", M, N, K);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int na = M * K, nb = K * N, nc = M * N;
    float *hAt = (float *)malloc(na * sizeof(float));
    float *hB = (float *)malloc(nb * sizeof(float));
    float *hA = (float *)malloc(na * sizeof(float));
    float *hC = (float *)malloc(nc * sizeof(float));
    fill(hAt, na, &state, 2.0f);
    fill(hB, nb, &state, 0.2f);

    float *dAt, *dA, *dB, *dC;
    cudaMalloc((void **)&dAt, na * sizeof(float));
    cudaMalloc((void **)&dA, na * sizeof(float));
    cudaMalloc((void **)&dB, nb * sizeof(float));
    cudaMalloc((void **)&dC, nc * sizeof(float));
    cudaMemcpy(dAt, hAt, na * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dB, hB, nb * sizeof(float), cudaMemcpyHostToDevice);

    dim3 tr_block(TR_TILE, TR_ROWS);
    dim3 tr_grid((M + TR_TILE - 1) / TR_TILE, (K + TR_TILE - 1) / TR_TILE);  // over At [K x M]
    transpose<<<tr_grid, tr_block>>>(dAt, dA, K, M);
    dim3 gemm_block(GEMM_THR, GEMM_THR);
    dim3 gemm_grid((N + GEMM_TILE - 1) / GEMM_TILE, (M + GEMM_TILE - 1) / GEMM_TILE);
    gemm_tiled<<<gemm_grid, gemm_block>>>(dA, dB, dC, M, N, K);
    cudaDeviceSynchronize();
    cudaMemcpy(hA, dA, na * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(hC, dC, nc * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    for (int r = 0; r < M; ++r)
        for (int k = 0; k < K; ++k)
            if (hA[r * K + k] != hAt[k * M + r]) {
                if (bad < 5) printf("transpose_gemm: A[%d][%d] = %f, expected %f\n", r, k, hA[r * K + k], hAt[k * M + r]);
                ++bad;
            }
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            float ref = 0.0f;
            for (int k = 0; k < K; ++k) ref += hAt[k * M + r] * hB[k * N + c];
            float got = hC[r * N + c];
            if (!(fabsf(got - ref) <= 1e-3f * (1.0f + fabsf(ref)))) {
                if (bad < 5) printf("transpose_gemm: C[%d][%d] = %f, expected %f\n", r, c, got, ref);
                ++bad;
            }
        }
    printf("transpose_gemm M=%d N=%d K=%d: %s (%d mismatches)\n", M, N, K, bad ? "FAIL" : "ok", bad);

    cudaFree(dAt); cudaFree(dA); cudaFree(dB); cudaFree(dC);
    free(hAt); free(hB); free(hA); free(hC);
    return bad ? 1 : 0;
}

int main() { return run_transpose_gemm(384, 768, 768, 1); }
