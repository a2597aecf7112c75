// Host loops whose iterations are independent, and the three ways a loop is refused
// (tests/lit/streams/loop-iterations.ll): `run_slices` takes the streams in turn; in
// `run_ticked` the body calls a host function with a body (its two independent launches
// are then a region of one iteration, on two streams), in `run_own_streams` each
// iteration picks one of the program's own streams (not known before the loop).
#include <cuda_runtime.h>

__global__ void slice(float *p, int it) { p[it * 32 + threadIdx.x] = (float)it; }

static int ticks;
static __attribute__((noinline)) void tick(int it) { ticks += it; }

extern "C" int run_slices(int slices) {
    float *p;
    cudaMalloc(&p, slices * 32 * sizeof(float));
    for (int it = 0; it < slices; ++it) slice<<<1, 32>>>(p, it);
    cudaFree(p);
    return 0;
}

extern "C" int run_ticked(int slices) {
    float *p, *q;
    cudaMalloc(&p, slices * 32 * sizeof(float));
    cudaMalloc(&q, slices * 32 * sizeof(float));
    for (int it = 0; it < slices; ++it) {
        slice<<<1, 32>>>(p, it);
        slice<<<1, 32>>>(q, it);
        tick(it);
    }
    cudaFree(p);
    cudaFree(q);
    return ticks;
}

extern "C" int run_own_streams(int slices) {
    float *p;
    cudaStream_t own[2];
    cudaStreamCreate(&own[0]);
    cudaStreamCreate(&own[1]);
    cudaMalloc(&p, slices * 32 * sizeof(float));
    for (int it = 0; it < slices; ++it) slice<<<1, 32, 0, own[it % 2]>>>(p, it);
    cudaDeviceSynchronize();
    cudaFree(p);
    return 0;
}
