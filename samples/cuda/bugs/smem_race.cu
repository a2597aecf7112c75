// SEEDED BUG (shared-memory race): reverse every 256-element tile of a vector through shared
// memory, WITHOUT the __syncthreads() between the shared-memory store and the load.  Thread t
// reads s[255 - t], which another thread (of another warp, for most t) writes: a
// read-after-write race on shared memory inside one block.  The fix is one __syncthreads()
// at the marked line.  n must be a multiple of 256 (checked at run time).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "../sample_inputs.h"

#define TILE 256

__global__ void reverse_tiles(const float *__restrict__ in, float *__restrict__ out) {
    __shared__ float s[TILE];
    int t = threadIdx.x;
    int base = blockIdx.x * TILE;
    s[t] = in[base + t];
    // BUG: missing __syncthreads() here
    out[base + t] = s[TILE - 1 - t];
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_smem_race(int n, int seed) {
    if (n <= 0 || n % TILE != 0) {
        printf("smem_race: n=%d must be a positive multiple of %d\n", n, TILE);
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
    reverse_tiles<<<n / TILE, TILE>>>(din, dout);
    cudaDeviceSynchronize();
    cudaMemcpy(hout, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) ref[i] = hin[(i / TILE) * TILE + TILE - 1 - i % TILE];
    int bad = 0;
    for (int i = 0; i < n; ++i)
        if (!(fabsf(hout[i] - ref[i]) <= 1e-4f * (1.0f + fabsf(ref[i])))) ++bad;
    printf("smem_race: %s (%d mismatches)\n", bad ? "FAIL" : "ok", bad);
    cudaFree(din); cudaFree(dout);
    free(hin); free(hout); free(ref);
    return bad ? 1 : 0;
}

int main() { return run_smem_race(1024, 1); }
