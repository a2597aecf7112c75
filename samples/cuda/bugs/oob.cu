// SEEDED BUG (out-of-bounds global access): a 3-point moving average that forgets the two
// ends.  Thread i < n reads in[i - 1] and in[i + 1], so thread 0 reads in[-1] and thread
// n - 1 reads in[n]: one element before and one after the cudaMalloc'ed buffer.  The CPU
// reference treats the missing neighbours as 0 (what the kernel should have done with
// `i > 0 ? in[i - 1] : 0.0f` etc.).  Any n >= 1.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "../sample_inputs.h"

#define BLOCK 256

__global__ void smooth3(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0f / 3.0f);  // BUG: i-1 < 0, i+1 >= n
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_oob(int n, int seed) {
    if (n <= 0) {
        printf("oob: bad size n=%d\n", n);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float *hin = (float *)malloc(n * sizeof(float));
    float *hout = (float *)malloc(n * sizeof(float));
    float *ref = (float *)malloc(n * sizeof(float));
    fill(hin, n, &state, 2.0f);
    float *din, *dout;
    cudaMalloc((void **)&din, n * sizeof(float));
    cudaMalloc((void **)&dout, n * sizeof(float));
    cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice);
    smooth3<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(din, dout, n);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) {
        float l = i > 0 ? hin[i - 1] : 0.0f, r = i + 1 < n ? hin[i + 1] : 0.0f;
        ref[i] = (l + hin[i] + r) * (1.0f / 3.0f);
    }
    int bad = 0;
    for (int i = 0; i < n; ++i)
        if (!(fabsf(hout[i] - ref[i]) <= 1e-4f * (1.0f + fabsf(ref[i])))) ++bad;
    printf("oob: %s (%d mismatches)\n", bad ? "FAIL" : "ok", bad);
    cudaFree(din); cudaFree(dout);
    free(hin); free(hout); free(ref);
    return bad ? 1 : 0;
}

int main() { return run_oob(1000, 1); }
