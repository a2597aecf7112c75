// Masked and divided indices that stay inside a block: every dependence below is
// block-level (each consumer block reads only what the same producer block wrote, but
// other threads' elements), so the three kernels fuse into one with barriers.
//
//   shuffled[b*256 + (7t) % 256] = 2 * x[b*256 + t]   scatter    (clang: `and` 255)
//   paired[b*256 + t]  = shuffled[b*256 + (t/2)*2]
//                      + shuffled[b*256 + (t>>2)*4 + 1]  pair_up  (`and` -2, `lshr`/`shl`)
//   sums[b*256 + t]    = sum of paired[b*256 .. b*256+255] row_sum (a rotated loop)
//
// n is a run-time parameter; any n >= 1 works (bounds check in every kernel, elements at
// or past n read as 0).
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#define SHUFFLE_BLOCK 256

__global__ void scatter(const float *__restrict__ x, float *__restrict__ shuffled, int n) {
    int base = blockIdx.x * SHUFFLE_BLOCK;
    int t = threadIdx.x;
    int j = base + (t * 7) % SHUFFLE_BLOCK;
    float v = base + t < n ? x[base + t] : 0.0f;
    if (j < n) shuffled[j] = 2.0f * v;
}

__global__ void pair_up(const float *__restrict__ shuffled, float *__restrict__ paired, int n) {
    int base = blockIdx.x * SHUFFLE_BLOCK;
    int t = threadIdx.x;
    int even = base + (t / 2) * 2;
    int odd = base + (t >> 2) * 4 + 1;
    float a = even < n ? shuffled[even] : 0.0f;
    float b = odd < n ? shuffled[odd] : 0.0f;
    if (base + t < n) paired[base + t] = a + b;
}

__global__ void row_sum(const float *__restrict__ paired, float *__restrict__ sums, int n) {
    int base = blockIdx.x * SHUFFLE_BLOCK;
    float s = 0.0f;
    for (int i = 0; i < SHUFFLE_BLOCK; ++i) s += base + i < n ? paired[base + i] : 0.0f;
    if (base + threadIdx.x < n) sums[base + threadIdx.x] = s + threadIdx.x;
}

// ---------------------------------------------------------------------------- host side

static float element(const float *p, int i, int n) { return i < n ? p[i] : 0.0f; }

extern "C" int run_block_shuffle(int n, int seed) {
    if (n <= 0) {
        printf("block_shuffle: bad size n=%d\n", n);
        return 1;
    }
    unsigned state = (unsigned)seed;
    size_t bytes = (size_t)n * sizeof(float);
    float *hx = (float *)malloc(bytes);
    float *hsums = (float *)malloc(bytes);
    float *shuffled = (float *)malloc(bytes);
    float *paired = (float *)malloc(bytes);
    fill(hx, n, &state, 2.0f);

    float *dx, *dshuffled, *dpaired, *dsums;
    cudaMalloc((void **)&dx, bytes);
    cudaMalloc((void **)&dshuffled, bytes);
    cudaMalloc((void **)&dpaired, bytes);
    cudaMalloc((void **)&dsums, bytes);
    cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice);

    int blocks = (n + SHUFFLE_BLOCK - 1) / SHUFFLE_BLOCK;
    scatter<<<blocks, SHUFFLE_BLOCK>>>(dx, dshuffled, n);
    pair_up<<<blocks, SHUFFLE_BLOCK>>>(dshuffled, dpaired, n);
    row_sum<<<blocks, SHUFFLE_BLOCK>>>(dpaired, dsums, n);
    cudaDeviceSynchronize();
    cudaMemcpy(hsums, dsums, bytes, cudaMemcpyDeviceToHost);

    for (int base = 0; base < n; base += SHUFFLE_BLOCK) {
        for (int t = 0; t < SHUFFLE_BLOCK; ++t) {
            int j = base + (t * 7) % SHUFFLE_BLOCK;
            if (j < n) shuffled[j] = 2.0f * element(hx, base + t, n);
        }
        for (int t = 0; t < SHUFFLE_BLOCK && base + t < n; ++t)
            paired[base + t] =
                element(shuffled, base + (t / 2) * 2, n) + element(shuffled, base + (t >> 2) * 4 + 1, n);
    }
    int bad = 0;
    for (int base = 0; base < n; base += SHUFFLE_BLOCK) {
        float s = 0.0f;
        for (int i = 0; i < SHUFFLE_BLOCK; ++i) s += element(paired, base + i, n);
        for (int t = 0; t < SHUFFLE_BLOCK && base + t < n; ++t) {
            float ref = s + t, got = hsums[base + t];
            if (!(fabsf(got - ref) <= 1e-4f * (1.0f + fabsf(ref)))) {
                if (bad < 5) printf("block_shuffle: sums[%d] = %f, expected %f\n", base + t, got, ref);
                ++bad;
            }
        }
    }
    printf("block_shuffle n=%d: %s (%d mismatches)\n", n, bad ? "FAIL" : "ok", bad);

    cudaFree(dx); cudaFree(dshuffled); cudaFree(dpaired); cudaFree(dsums);
    free(hx); free(hsums); free(shuffled); free(paired);
    return bad ? 1 : 0;
}

int main() { return run_block_shuffle(1 << 20, 1); }
