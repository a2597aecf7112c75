// SEEDED BUG (cross-block race): one kernel writes buf[i] = 2 * in[i], calls __syncthreads(),
// then reads buf[i + 1].  __syncthreads() orders the threads of ONE block only: the last
// thread of block b reads buf[(b + 1) * 256], which thread 0 of block b + 1 writes, with
// nothing ordering the two blocks (read-after-write race across blocks).  The fix is to
// split the kernel in two launches (a global dependence).  Any n >= 1.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "../sample_inputs.h"

#define BLOCK 256

__global__ void scale_then_diff(const float *__restrict__ in, float *buf, float *__restrict__ out,
                                int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) buf[i] = 2.0f * in[i];
    __syncthreads();  // orders this block's threads only
    if (i + 1 < n) out[i] = buf[i + 1] - buf[i];  // BUG: buf[i + 1] may belong to block b + 1
    else if (i < n) out[i] = 0.0f;
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_cross_block_race(int n, int seed) {
    if (n <= 0) {
        printf("cross_block_race: bad size n=%d\n", n);
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
    float *dbuf;
    cudaMalloc((void **)&dbuf, n * sizeof(float));
    cudaMemcpy(din, hin, n * sizeof(float), cudaMemcpyHostToDevice);
    scale_then_diff<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(din, dbuf, dout, n);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) ref[i] = i + 1 < n ? 2.0f * hin[i + 1] - 2.0f * hin[i] : 0.0f;
    int bad = 0;
    for (int i = 0; i < n; ++i)
        if (!(fabsf(hout[i] - ref[i]) <= 1e-4f * (1.0f + fabsf(ref[i])))) ++bad;
    printf("cross_block_race: %s (%d mismatches)\n", bad ? "FAIL" : "ok", bad);
    cudaFree(din); cudaFree(dout); cudaFree(dbuf);
    free(hin); free(hout); free(ref);
    return bad ? 1 : 0;
}

int main() { return run_cross_block_race(1024, 1); }
