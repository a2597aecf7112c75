// Block-tiled reductions: per-block centring and a global normalisation of a vector,
//   y   = x - (mean of x over x's 256-element tile)       (block-local statistics)
//   out = y / sqrt(mean(y^2) + eps)                          (one global statistic)
//
//   block_sum     each block tree-reduces its 256-element tile of x in shared memory
//                 -> partial[b]                                   (grid nb, 256 threads)
//   block_center  block b reads partial[b] of ITS OWN tile: y = x - partial[b] / count_b
//   block_sumsq   each block tree-reduces y^2 over its tile -> partial_sq[b]
//   final_reduce  ONE block sums all nb partial_sq[] -> total[0]  (grid 1, 256 threads)
//   normalize     out = y * rsqrt(total[0] / n + eps)
//
// No atomics and no warp intrinsics: shared memory + __syncthreads only.  n is a run-time
// parameter; any n >= 1 works (the last tile may be partial).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#define RED_BLOCK 256  // threads per block = tile size; a power of two (tree reduction)

__global__ void block_sum(const float *__restrict__ x, float *__restrict__ partial, int n) {
    __shared__ float s[RED_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * RED_BLOCK + t;
    s[t] = i < n ? x[i] : 0.0f;
    __syncthreads();
    for (int stride = RED_BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
}

__global__ void block_center(const float *__restrict__ x, const float *__restrict__ partial,
                             float *__restrict__ y, int n) {
    int b = blockIdx.x;
    int i = b * RED_BLOCK + threadIdx.x;
    int count = n - b * RED_BLOCK < RED_BLOCK ? n - b * RED_BLOCK : RED_BLOCK;
    if (i < n) y[i] = x[i] - partial[b] / (float)count;
}

__global__ void block_sumsq(const float *__restrict__ y, float *__restrict__ partial_sq, int n) {
    __shared__ float s[RED_BLOCK];
    int t = threadIdx.x;
    int i = blockIdx.x * RED_BLOCK + t;
    float v = i < n ? y[i] : 0.0f;
    s[t] = v * v;
    __syncthreads();
    for (int stride = RED_BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial_sq[blockIdx.x] = s[0];
}

// Launched with ONE block: each thread first accumulates a strided slice of the partials.
__global__ void final_reduce(const float *__restrict__ partial_sq, float *__restrict__ total,
                             int nblocks) {
    __shared__ float s[RED_BLOCK];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int j = t; j < nblocks; j += RED_BLOCK) acc += partial_sq[j];
    s[t] = acc;
    __syncthreads();
    for (int stride = RED_BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) total[0] = s[0];
}

__global__ void normalize(const float *__restrict__ y, const float *__restrict__ total,
                          float *__restrict__ out, int n, float eps) {
    int i = blockIdx.x * RED_BLOCK + threadIdx.x;
    if (i < n) out[i] = y[i] * rsqrtf(total[0] / (float)n + eps);
}

// ---------------------------------------------------------------------------- host side

// 1/sqrt(x) for x > 0 by Newton's iteration (the host side uses no libm beyond fabsf).
static float inv_sqrt(float x) {
    float y = x < 1.0f ? 1.0f : 1.0f / x;
    for (int it = 0; it < 60; ++it) y = y * (1.5f - 0.5f * x * y * y);
    return y;
}

extern "C" int run_block_reduce(int n, int seed) {
    if (n <= 0) {
        printf("block_reduce: bad size n=%d\n", n);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float eps = 1e-5f;
    int nb = (n + RED_BLOCK - 1) / RED_BLOCK;
    size_t bytes = (size_t)n * sizeof(float);
    float *hx = (float *)malloc(bytes);
    float *hout = (float *)malloc(bytes);
    float *ref_y = (float *)malloc(bytes);
    // An offset per tile, so that the block means differ.
    for (int i = 0; i < n; ++i) hx[i] = lcg_uniform(&state) + (float)((i / RED_BLOCK) % 7) - 3.0f;

    float *dx, *dpartial, *dy, *dpartial_sq, *dtotal, *dout;
    cudaMalloc((void **)&dx, bytes);
    cudaMalloc((void **)&dpartial, nb * sizeof(float));
    cudaMalloc((void **)&dy, bytes);
    cudaMalloc((void **)&dpartial_sq, nb * sizeof(float));
    cudaMalloc((void **)&dtotal, sizeof(float));
    cudaMalloc((void **)&dout, bytes);
    cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice);

    block_sum<<<nb, RED_BLOCK>>>(dx, dpartial, n);
    block_center<<<nb, RED_BLOCK>>>(dx, dpartial, dy, n);
    block_sumsq<<<nb, RED_BLOCK>>>(dy, dpartial_sq, n);
    final_reduce<<<1, RED_BLOCK>>>(dpartial_sq, dtotal, nb);
    normalize<<<nb, RED_BLOCK>>>(dy, dtotal, dout, n, eps);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost);

    float total = 0.0f;
    for (int b = 0; b < nb; ++b) {
        int lo = b * RED_BLOCK, hi = lo + RED_BLOCK < n ? lo + RED_BLOCK : n;
        float sum = 0.0f;
        for (int i = lo; i < hi; ++i) sum += hx[i];
        float sumsq = 0.0f;
        for (int i = lo; i < hi; ++i) {
            ref_y[i] = hx[i] - sum / (float)(hi - lo);
            sumsq += ref_y[i] * ref_y[i];
        }
        total += sumsq;
    }
    float scale = inv_sqrt(total / (float)n + eps);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float ref = ref_y[i] * scale;
        if (!(fabsf(hout[i] - ref) <= 1e-3f * (1.0f + fabsf(ref)))) {
            if (bad < 5) printf("block_reduce: out[%d] = %f, expected %f\n", i, hout[i], ref);
            ++bad;
        }
    }
    printf("block_reduce n=%d: %s (%d mismatches)\n", n, bad ? "FAIL" : "ok", bad);

    cudaFree(dx); cudaFree(dpartial); cudaFree(dy); cudaFree(dpartial_sq); cudaFree(dtotal);
    cudaFree(dout);
    free(hx); free(hout); free(ref_y);
    return bad ? 1 : 0;
}

int main() { return run_block_reduce(1 << 20, 1); }
