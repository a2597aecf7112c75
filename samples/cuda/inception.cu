// An Inception-style block (the streams workload): four independent branches of small
// kernels over one input, joined by a concatenation, each kernel too small to fill a GPU
// (16 blocks at the default size):
//
//   branch b:  t_b = x * w_b + b_b      affine      (one launch per branch)
//              y_b = activation_b(t_b)  activate    (relu, tanh, sigmoid, square)
//   out = [y_0 | y_1 | y_2 | y_3]       concat4     (reads every branch)
//
// The branches share nothing but x, so `streams` runs them concurrently; the concat waits
// for all four through events. `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#define BLOCK 256

__global__ void affine(const float *__restrict__ x, float *__restrict__ t, float w, float b, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) t[i] = x[i] * w + b;
}

__global__ void activate(const float *__restrict__ t, float *__restrict__ y, int kind, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= n) return;
    float v = t[i];
    y[i] = kind == 0 ? fmaxf(v, 0.0f) : kind == 1 ? tanhf(v) : kind == 2 ? 1.0f / (1.0f + expf(-v)) : v * v;
}

__global__ void concat4(const float *__restrict__ y0, const float *__restrict__ y1, const float *__restrict__ y2,
                        const float *__restrict__ y3, float *__restrict__ out, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= n) return;
    out[4 * i] = y0[i];
    out[4 * i + 1] = y1[i];
    out[4 * i + 2] = y2[i];
    out[4 * i + 3] = y3[i];
}

// ---------------------------------------------------------------------------- host side

static float reference(float v, int kind) {
    return kind == 0 ? fmaxf(v, 0.0f) : kind == 1 ? tanhf(v) : kind == 2 ? 1.0f / (1.0f + expf(-v)) : v * v;
}

extern "C" int run_inception(int n, int seed, int check) {
    if (n <= 0) {
        printf("inception: bad size n=%d\n", n);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float *hx = (float *)malloc(n * sizeof(float)), *hout = (float *)malloc(4 * n * sizeof(float));
    fill(hx, n, &state, 4.0f);
    float *dx, *dt[4], *dy[4], *dout;
    cudaMalloc((void **)&dx, n * sizeof(float));
    for (int b = 0; b < 4; ++b) {
        cudaMalloc((void **)&dt[b], n * sizeof(float));
        cudaMalloc((void **)&dy[b], n * sizeof(float));
    }
    cudaMalloc((void **)&dout, 4 * n * sizeof(float));
    cudaMemcpy(dx, hx, n * sizeof(float), cudaMemcpyHostToDevice);
    int blocks = (n + BLOCK - 1) / BLOCK;
    affine<<<blocks, BLOCK>>>(dx, dt[0], 0.5f, 0.1f, n);
    activate<<<blocks, BLOCK>>>(dt[0], dy[0], 0, n);
    affine<<<blocks, BLOCK>>>(dx, dt[1], -1.5f, 0.2f, n);
    activate<<<blocks, BLOCK>>>(dt[1], dy[1], 1, n);
    affine<<<blocks, BLOCK>>>(dx, dt[2], 2.0f, -0.3f, n);
    activate<<<blocks, BLOCK>>>(dt[2], dy[2], 2, n);
    affine<<<blocks, BLOCK>>>(dx, dt[3], 0.25f, 0.4f, n);
    activate<<<blocks, BLOCK>>>(dt[3], dy[3], 3, n);
    concat4<<<blocks, BLOCK>>>(dy[0], dy[1], dy[2], dy[3], dout, n);
    cudaMemcpy(hout, dout, 4 * n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    if (check) {
        const float w[4] = {0.5f, -1.5f, 2.0f, 0.25f}, b[4] = {0.1f, 0.2f, -0.3f, 0.4f};
        for (int i = 0; i < n; ++i)
            for (int k = 0; k < 4; ++k) {
                float want = reference(hx[i] * w[k] + b[k], k);
                bad += !(fabsf(hout[4 * i + k] - want) <= 1e-5f * (1.0f + fabsf(want)));
            }
    }
    printf("inception n=%d: %s\n", n, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dx);
    for (int k = 0; k < 4; ++k) {
        cudaFree(dt[k]);
        cudaFree(dy[k]);
    }
    cudaFree(dout);
    free(hx);
    free(hout);
    return bad ? 1 : 0;
}

int main() { return run_inception(4096, 1, 1); }
