// A chain of elementwise kernels with identity indexing: every kernel is launched with the
// same 1-D configuration (256 threads per block, ceil(n / 256) blocks) and thread i of every
// kernel touches element i only, so every dependence between them is thread-level.
//
//   t1  = alpha * x + y        axpy
//   t2  = max(t1, 0)           relu
//   t3  = t2 * z               mul
//   t4  = sqrt(t3^2 + 1)       smooth_abs   (sqrtf from libdevice)
//   out = t4 + t1              residual_add (reads t1 again: a skip connection)
//   out = out * beta           scale_inplace (reads and writes the same buffer)
//
// n is a run-time parameter; any n >= 1 works (bounds check in every kernel).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#define EW_BLOCK 256

__global__ void axpy(const float *__restrict__ x, const float *__restrict__ y,
                     float *__restrict__ out, float alpha, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = alpha * x[i] + y[i];
}

__global__ void relu(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = fmaxf(in[i], 0.0f);
}

__global__ void mul(const float *__restrict__ a, const float *__restrict__ b,
                    float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] * b[i];
}

__global__ void smooth_abs(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = in[i];
        out[i] = sqrtf(v * v + 1.0f);
    }
}

__global__ void residual_add(const float *__restrict__ a, const float *__restrict__ b,
                             float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + b[i];
}

__global__ void scale_inplace(float *data, float beta, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * beta;
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_elementwise_chain(int n, int seed) {
    if (n <= 0) {
        printf("elementwise_chain: bad size n=%d\n", n);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float alpha = 1.5f, beta = 0.5f;
    size_t bytes = (size_t)n * sizeof(float);
    float *hx = (float *)malloc(bytes);
    float *hy = (float *)malloc(bytes);
    float *hz = (float *)malloc(bytes);
    float *hout = (float *)malloc(bytes);
    fill(hx, n, &state, 2.0f);
    fill(hy, n, &state, 2.0f);
    fill(hz, n, &state, 4.0f);

    float *dx, *dy, *dz, *t1, *t2, *t3, *t4, *dout;
    cudaMalloc((void **)&dx, bytes);
    cudaMalloc((void **)&dy, bytes);
    cudaMalloc((void **)&dz, bytes);
    cudaMalloc((void **)&t1, bytes);
    cudaMalloc((void **)&t2, bytes);
    cudaMalloc((void **)&t3, bytes);
    cudaMalloc((void **)&t4, bytes);
    cudaMalloc((void **)&dout, bytes);
    cudaMemcpy(dx, hx, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(dz, hz, bytes, cudaMemcpyHostToDevice);

    int blocks = (n + EW_BLOCK - 1) / EW_BLOCK;
    axpy<<<blocks, EW_BLOCK>>>(dx, dy, t1, alpha, n);
    relu<<<blocks, EW_BLOCK>>>(t1, t2, n);
    mul<<<blocks, EW_BLOCK>>>(t2, dz, t3, n);
    smooth_abs<<<blocks, EW_BLOCK>>>(t3, t4, n);
    residual_add<<<blocks, EW_BLOCK>>>(t4, t1, dout, n);
    scale_inplace<<<blocks, EW_BLOCK>>>(dout, beta, n);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, bytes, cudaMemcpyDeviceToHost);

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float v1 = alpha * hx[i] + hy[i];
        float v3 = (v1 > 0.0f ? v1 : 0.0f) * hz[i];
        float v4 = sqrtf(v3 * v3 + 1.0f);
        float ref = (v4 + v1) * beta;
        if (!(fabsf(hout[i] - ref) <= 1e-5f * (1.0f + fabsf(ref)))) {
            if (bad < 5) printf("elementwise_chain: out[%d] = %f, expected %f\n", i, hout[i], ref);
            ++bad;
        }
    }
    printf("elementwise_chain n=%d: %s (%d mismatches)\n", n, bad ? "FAIL" : "ok", bad);

    cudaFree(dx); cudaFree(dy); cudaFree(dz); cudaFree(t1); cudaFree(t2); cudaFree(t3);
    cudaFree(t4); cudaFree(dout);
    free(hx); free(hy); free(hz); free(hout);
    return bad ? 1 : 0;
}

int main() { return run_elementwise_chain(1 << 20, 1); }
