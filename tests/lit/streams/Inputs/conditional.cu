// Three independent launches, the first only when `flag` is set (tests/lit/streams/
// conditional.ll): the region's launches do not all run together, so `streams` splits it
// before the second and puts the last two on two streams.
#include <cuda_runtime.h>

__global__ void fill(float *p, float value) { p[threadIdx.x] = value; }

extern "C" int run(int flag) {
    float *a, *b, *c;
    cudaMalloc(&a, 32 * sizeof(float));
    cudaMalloc(&b, 32 * sizeof(float));
    cudaMalloc(&c, 32 * sizeof(float));
    if (flag) fill<<<1, 32>>>(a, 1.0f);
    fill<<<1, 32>>>(b, 2.0f);
    fill<<<1, 32>>>(c, 3.0f);
    cudaDeviceSynchronize();
    return 0;
}
