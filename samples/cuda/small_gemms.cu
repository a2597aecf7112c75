// A batch of small GEMMs from separate requests (the streams workload): eight independent
// products C_r = A_r . B_r, A_r [size x depth], B_r [depth x size], each launch a few blocks
// of a GPU with 132 SMs (four at size 64) running through a long K, then a reduction that
// sums the eight results. One stream runs the eight back to back, the GPU nearly empty;
// `streams` runs them concurrently. `check` compares with a CPU reference.
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

extern "C" int run_small_gemms(int size, int depth, int seed, int check) {
    if (size <= 0 || depth <= 0) {
        printf("small_gemms: bad sizes %d %d\n", size, depth);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int n = size * size, m = size * depth;
    float *ha = (float *)malloc(REQUESTS * m * sizeof(float)), *hb = (float *)malloc(REQUESTS * m * sizeof(float));
    float *hout = (float *)malloc(n * sizeof(float));
    fill(ha, REQUESTS * m, &state, 1.0f);
    fill(hb, REQUESTS * m, &state, 1.0f);
    float *da, *db, *dc, *dout;
    cudaMalloc((void **)&da, REQUESTS * m * sizeof(float));
    cudaMalloc((void **)&db, REQUESTS * m * sizeof(float));
    cudaMalloc((void **)&dc, REQUESTS * n * sizeof(float));
    cudaMalloc((void **)&dout, n * sizeof(float));
    cudaMemcpy(da, ha, REQUESTS * m * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, REQUESTS * m * sizeof(float), cudaMemcpyHostToDevice);
    dim3 grid((size + GEMM_TILE - 1) / GEMM_TILE, (size + GEMM_TILE - 1) / GEMM_TILE), block(GEMM_THR, GEMM_THR);
    gemm_tiled<<<grid, block>>>(da, db, dc, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + m, db + m, dc + n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 2 * m, db + 2 * m, dc + 2 * n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 3 * m, db + 3 * m, dc + 3 * n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 4 * m, db + 4 * m, dc + 4 * n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 5 * m, db + 5 * m, dc + 5 * n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 6 * m, db + 6 * m, dc + 6 * n, size, size, depth);
    gemm_tiled<<<grid, block>>>(da + 7 * m, db + 7 * m, dc + 7 * n, size, size, depth);
    sum_requests<<<(n + 255) / 256, 256>>>(dc, dout, n);
    cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    if (check) {
        for (int i = 0; i < n; ++i) {
            int row = i / size, col = i % size;
            float want = 0.0f;
            for (int r = 0; r < REQUESTS; ++r) {
                float acc = 0.0f;
                for (int k = 0; k < depth; ++k) acc += ha[r * m + row * depth + k] * hb[r * m + k * size + col];
                want += acc;
            }
            bad += !(fabsf(hout[i] - want) <= 1e-3f * (1.0f + fabsf(want)));
        }
    }
    printf("small_gemms size=%d depth=%d: %s\n", size, depth, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(da); cudaFree(db); cudaFree(dc); cudaFree(dout);
    free(ha); free(hb); free(hout);
    return bad ? 1 : 0;
}

// Eight requests of 64 x 64 outputs through K = 1024: four blocks each.
int main() { return run_small_gemms(64, 1024, 1, 0); }
