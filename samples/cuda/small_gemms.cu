// A batch of small GEMMs from separate requests (the streams workload): eight independent
// products C_r = A_r . B_r of 64 x 64 matrices, each launch four blocks of a GPU with 132
// SMs, then a reduction that sums the eight results. One stream runs the eight back to
// back, each nearly empty; `streams` runs them concurrently. `check` compares with a CPU
// reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_tiled.cuh"

#define REQUESTS 8

// out[i] = sum over r of C_r[i], one element per thread.
__global__ void sum_requests(const float *__restrict__ c, float *__restrict__ out, int n) {
    int i = blockIdx.x * 256 + threadIdx.x;
    if (i >= n) return;
    float total = 0.0f;
    for (int r = 0; r < REQUESTS; ++r) total += c[r * n + i];
    out[i] = total;
}

extern "C" int run_small_gemms(int size, int seed, int check) {
    if (size <= 0) {
        printf("small_gemms: bad size %d\n", size);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int n = size * size;
    float *ha = (float *)malloc(REQUESTS * n * sizeof(float)), *hb = (float *)malloc(REQUESTS * n * sizeof(float));
    float *hout = (float *)malloc(n * sizeof(float));
    fill(ha, REQUESTS * n, &state, 1.0f);
    fill(hb, REQUESTS * n, &state, 1.0f);
    float *da, *db, *dc, *dout;
    cudaMalloc((void **)&da, REQUESTS * n * sizeof(float));
    cudaMalloc((void **)&db, REQUESTS * n * sizeof(float));
    cudaMalloc((void **)&dc, REQUESTS * n * sizeof(float));
    cudaMalloc((void **)&dout, n * sizeof(float));
    cudaMemcpy(da, ha, REQUESTS * n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, REQUESTS * n * sizeof(float), cudaMemcpyHostToDevice);
    dim3 grid((size + GEMM_TILE - 1) / GEMM_TILE, (size + GEMM_TILE - 1) / GEMM_TILE), block(GEMM_THR, GEMM_THR);
    gemm_tiled<<<grid, block>>>(da, db, dc, size, size, size);
    gemm_tiled<<<grid, block>>>(da + n, db + n, dc + n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 2 * n, db + 2 * n, dc + 2 * n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 3 * n, db + 3 * n, dc + 3 * n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 4 * n, db + 4 * n, dc + 4 * n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 5 * n, db + 5 * n, dc + 5 * n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 6 * n, db + 6 * n, dc + 6 * n, size, size, size);
    gemm_tiled<<<grid, block>>>(da + 7 * n, db + 7 * n, dc + 7 * n, size, size, size);
    sum_requests<<<(n + 255) / 256, 256>>>(dc, dout, n);
    cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    if (check) {
        for (int i = 0; i < n; ++i) {
            int row = i / size, col = i % size;
            float want = 0.0f;
            for (int r = 0; r < REQUESTS; ++r) {
                float acc = 0.0f;
                for (int k = 0; k < size; ++k) acc += ha[r * n + row * size + k] * hb[r * n + k * size + col];
                want += acc;
            }
            bad += !(fabsf(hout[i] - want) <= 1e-3f * (1.0f + fabsf(want)));
        }
    }
    printf("small_gemms size=%d: %s\n", size, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dout);
    free(ha); free(hb); free(hout);
    return bad ? 1 : 0;
}

int main() { return run_small_gemms(64, 1, 1); }
