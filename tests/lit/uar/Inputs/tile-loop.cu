// Two launches in a host loop joined by a global dependence: block b of `shift_left`
// reads what blocks b and b + 1 of `fill` wrote; after the loop, a third launch reads
// what the loop's last one wrote, across blocks, from outside the loop
// (tests/lit/uar/tile-deps.ll).
#include <cuda_runtime.h>

__global__ void fill(float *p, float value) { p[blockIdx.x * 32 + threadIdx.x] = value; }

__global__ void shift_left(float *q, const float *p, int n) {
    int i = blockIdx.x * 32 + threadIdx.x + 16;
    q[blockIdx.x * 32 + threadIdx.x] = i < n ? p[i] : 0.0f;
}

int main() {
    float *p, *q;
    cudaMalloc(&p, 128 * sizeof(float));
    cudaMalloc(&q, 128 * sizeof(float));
    for (int it = 0; it < 3; ++it) {
        fill<<<4, 32>>>(p, (float)it);
        shift_left<<<4, 32>>>(q, p, 128);
    }
    shift_left<<<4, 32>>>(p, q, 128);
    cudaDeviceSynchronize();
    return 0;
}
