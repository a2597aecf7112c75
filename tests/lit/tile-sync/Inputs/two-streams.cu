// Launches issued on different streams (tests/lit/tile-sync/rejects.ll,
// tests/lit/streams/conditional.ll): fill on a created stream, shift_left (which reads
// fill's output across blocks) and an independent fill on the default stream. Neither
// tile-sync nor streams rewrites launches that were not issued on one stream.
#include <cuda_runtime.h>

__global__ void fill(float *p, float value) { p[blockIdx.x * 32 + threadIdx.x] = value; }

__global__ void shift_left(float *q, const float *p) {
    int i = blockIdx.x * 32 + threadIdx.x + 16;
    q[blockIdx.x * 32 + threadIdx.x] = i < 128 ? p[i] : 0.0f;
}

int main() {
    float *p, *q, *r;
    cudaMalloc(&p, 128 * sizeof(float));
    cudaMalloc(&q, 128 * sizeof(float));
    cudaMalloc(&r, 128 * sizeof(float));
    cudaStream_t side;
    cudaStreamCreate(&side);
    fill<<<4, 32, 0, side>>>(p, 1.0f);
    shift_left<<<4, 32>>>(q, p);
    fill<<<4, 32>>>(r, 2.0f);
    cudaDeviceSynchronize();
    return 0;
}
