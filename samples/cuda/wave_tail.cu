// A chain that streams cannot parallelise and graph split can (the `streams` sample of
// swFLOWpro's graph split): three compute-heavy element-wise kernels, each thread running
// `steps` iterations of its own recurrence (512 in `main`), every launch 256 threads per block and `blocks`
// blocks (140 in `main`: one block per SM of a 132-SM GPU and a tail of 8), every
// dependence thread-level. On one stream each launch's tail wave leaves 124 SMs idle;
// split in two (70 blocks per part, part k of every kernel on stream k) the second part's
// blocks of one kernel run beside the first part's of the next.
//
//   a = cbrt(x + 2), steps Newton iterations    cube_root
//   b = sqrt(a + 1), steps Newton iterations    newton_sqrt
//   out = b * 0.99^steps + a                    damp
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#define EW_BLOCK 256

__global__ void cube_root(const float *__restrict__ x, float *__restrict__ a, int steps, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float target = x[i] + 2.0f, root = 1.0f;
    for (int s = 0; s < steps; ++s) root -= (root * root * root - target) / (3.0f * root * root);
    a[i] = root;
}

__global__ void newton_sqrt(const float *__restrict__ a, float *__restrict__ b, int steps, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float target = a[i] + 1.0f, root = target;
    for (int s = 0; s < steps; ++s) root = 0.5f * (root + target / root);
    b[i] = root;
}

__global__ void damp(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ out,
                     int steps, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = b[i];
    for (int s = 0; s < steps; ++s) v *= 0.99f;
    out[i] = v + a[i];
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_wave_tail(int blocks, int steps, int seed, int check) {
    if (blocks <= 0 || steps < 0) {
        printf("wave_tail: bad sizes blocks=%d steps=%d\n", blocks, steps);
        return 1;
    }
    int n = blocks * EW_BLOCK;
    unsigned state = (unsigned)seed;
    size_t bytes = (size_t)n * sizeof(float);
    float *hx = (float *)malloc(bytes), *hout = (float *)malloc(bytes);
    fill(hx, n, &state, 2.0f);
    float *dx, *da, *db, *dout;
    cudaMalloc((void **)&dx, bytes);
    cudaMalloc((void **)&da, bytes);
    cudaMalloc((void **)&db, bytes);
    cudaMalloc((void **)&dout, bytes);
    cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice);
    cube_root<<<blocks, EW_BLOCK>>>(dx, da, steps, n);
    newton_sqrt<<<blocks, EW_BLOCK>>>(da, db, steps, n);
    damp<<<blocks, EW_BLOCK>>>(da, db, dout, steps, n);
    cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; check && i < n; ++i) {
        float target3 = hx[i] + 2.0f, v = 1.0f;
        for (int s = 0; s < steps; ++s) v -= (v * v * v - target3) / (3.0f * v * v);
        float target = v + 1.0f, root = target;
        for (int s = 0; s < steps; ++s) root = 0.5f * (root + target / root);
        for (int s = 0; s < steps; ++s) root *= 0.99f;
        float ref = root + v;
        if (!(fabsf(hout[i] - ref) <= 1e-4f * (1.0f + fabsf(ref)))) {
            if (bad < 5) printf("wave_tail: out[%d] = %f, reference %f\n", i, hout[i], ref);
            ++bad;
        }
    }
    printf("wave_tail blocks=%d steps=%d: %s (%d mismatches)\n", blocks, steps, bad ? "FAIL" : "ok", bad);
    cudaFree(dx); cudaFree(da); cudaFree(db); cudaFree(dout);
    free(hx); free(hout);
    return bad ? 1 : 0;
}

int main() { return run_wave_tail(140, 512, 1, 1); }
