// SEEDED BUG (barrier divergence): a per-block tree reduction whose __syncthreads() sits
// INSIDE `if (threadIdx.x < stride)`.  Only the threads below the stride reach the barrier;
// the others skip it, which is undefined behaviour in CUDA (a hang or a wrong sum on real
// hardware).  The fix is to move the __syncthreads() out of the if.  n must be a multiple
// of 256 (checked at run time).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "../sample_inputs.h"

#define BLOCK 256

__global__ void block_sums(const float *__restrict__ in, float *__restrict__ out) {
    __shared__ float s[BLOCK];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
        if (t < stride) {
            s[t] += s[t + stride];
            __syncthreads();  // BUG: barrier reached only by the threads with t < stride
        }
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_barrier_divergence(int n, int seed) {
    if (n <= 0 || n % BLOCK != 0) {
        printf("barrier_divergence: n=%d must be a positive multiple of %d\n", n, BLOCK);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float *hin = (float *)malloc(n * sizeof(float));
    float *hout = (float *)malloc(n / BLOCK * sizeof(float));
    float *ref = (float *)malloc(n / BLOCK * sizeof(float));
    fill(hin, n, &state, 2.0f);
    float *din, *dout;
    cudaMalloc((void **)&din, n * sizeof(float));
    cudaMalloc((void **)&dout, n / BLOCK * sizeof(float));
    cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice);
    block_sums<<<n / BLOCK, BLOCK>>>(din, dout);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, n / BLOCK * sizeof(float), cudaMemcpyDeviceToHost);
    for (int b = 0; b < n / BLOCK; ++b) {
        float acc = 0.0f;
        for (int i = 0; i < BLOCK; ++i) acc += hin[b * BLOCK + i];
        ref[b] = acc;
    }
    int bad = 0;
    for (int i = 0; i < n / BLOCK; ++i)
        if (!(fabsf(hout[i] - ref[i]) <= 1e-4f * (1.0f + fabsf(ref[i])))) ++bad;
    printf("barrier_divergence: %s (%d mismatches)\n", bad ? "FAIL" : "ok", bad);
    cudaFree(din); cudaFree(dout);
    free(hin); free(hout); free(ref);
    return bad ? 1 : 0;
}

int main() { return run_barrier_divergence(1024, 1); }
