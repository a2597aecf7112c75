// Copies after a region for `streams` (tests/integration/streams.rs): two independent launches, then
// an asynchronous copy of the first's result on the launches' stream and a synchronous
// copy of the second's. On streams, the first launch keeps the original (null) stream and
// the second moves to a side stream: the asynchronous copy needs no wait, the synchronous
// one waits for the side stream right before it. Returns 0 when both results are right.
#include <cuda_runtime.h>
#include <stdlib.h>

__global__ void fill(float *p, float value, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = value * (float)i;
}

extern "C" int run_copies(int n) {
    float *a, *b;
    cudaMalloc(&a, n * sizeof(float));
    cudaMalloc(&b, n * sizeof(float));
    float *ha = (float *)malloc(n * sizeof(float)), *hb = (float *)malloc(n * sizeof(float));
    fill<<<(n + 127) / 128, 128>>>(a, 2.0f, n);
    fill<<<(n + 127) / 128, 128>>>(b, 3.0f, n);
    cudaMemcpyAsync(ha, a, n * sizeof(float), cudaMemcpyDeviceToHost, 0);
    cudaMemcpy(hb, b, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i) bad += ha[i] != 2.0f * (float)i || hb[i] != 3.0f * (float)i;
    cudaFree(a);
    cudaFree(b);
    free(ha);
    free(hb);
    return bad;
}

int main() { return run_copies(1000); }
