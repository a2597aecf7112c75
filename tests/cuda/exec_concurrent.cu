// Concurrent streams on the CUDA executor (tests/integration/cuda_exec.rs): a producer and a consumer
// on two streams synchronised tile by tile through flags in global memory (the cuSync
// pattern: the producer block posts with __syncthreads, __threadfence and atomicAdd;
// one consumer thread polls, fences, and releases its block at __syncthreads). `mode`
// removes one piece at a time, which the executor must catch: 1 the producer's fence,
// 2 the consumer's wait on its second tile, 4 the consumer's fence after polling, 8 issues
// the consumer before the producer (its spinning blocks then hold every multiprocessor),
// 16 leaves the kernels to load at their first launch (CUDA's lazy loading: the first
// launch of a kernel waits for every earlier one, so a producer issued after its spinning
// consumer never starts, however many multiprocessors there are).
#include <cuda_runtime.h>

#define TILE 64

__global__ void produce(float *data, unsigned *flags, int mode) {
    data[blockIdx.x * TILE + threadIdx.x] = blockIdx.x * 1000.0f + threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        if (!(mode & 1)) __threadfence();
        atomicAdd(&flags[blockIdx.x], 1u);
    }
}

__device__ void wait_for(volatile unsigned *flag) {
    while (*flag == 0) {
    }
}

// Tile b reads tiles b and b + 1 (wrapping) of the producer.
__global__ void consume(float *out, const float *data, unsigned *flags, int mode) {
    int next = (blockIdx.x + 1) % gridDim.x;
    if (threadIdx.x == 0) {
        wait_for(&flags[blockIdx.x]);
        if (!(mode & 2)) wait_for(&flags[next]);
        if (!(mode & 4)) __threadfence();
    }
    __syncthreads();
    out[blockIdx.x * TILE + threadIdx.x] = data[blockIdx.x * TILE + threadIdx.x] + data[next * TILE + threadIdx.x];
}

extern "C" int run_tiles(int blocks, int mode) {
    int n = blocks * TILE;
    float *data, *out;
    unsigned *flags;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    cudaMalloc(&flags, blocks * sizeof(unsigned));
    cudaMemset(flags, 0, blocks * sizeof(unsigned));
    cudaDeviceSynchronize();
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    if (!(mode & 16)) {
        cudaFuncAttributes attributes;
        cudaFuncGetAttributes(&attributes, produce);
        cudaFuncGetAttributes(&attributes, consume);
    }
    if (mode & 8) consume<<<blocks, TILE, 0, b>>>(out, data, flags, mode);
    produce<<<blocks, TILE, 0, a>>>(data, flags, mode);
    if (!(mode & 8)) consume<<<blocks, TILE, 0, b>>>(out, data, flags, mode);
    cudaDeviceSynchronize();
    float *host = (float *)malloc(n * sizeof(float));
    cudaMemcpy(host, out, n * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        int tile = i / TILE, t = i % TILE, next = (tile + 1) % blocks;
        bad += host[i] != tile * 1000.0f + t + next * 1000.0f + t;
    }
    free(host);
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
    cudaFree(data);
    cudaFree(out);
    cudaFree(flags);
    return bad;
}

__global__ void fill(float *p, float value) { p[blockIdx.x * TILE + threadIdx.x] = value; }

__global__ void copy(float *q, const float *p) {
    q[blockIdx.x * TILE + threadIdx.x] = p[blockIdx.x * TILE + threadIdx.x];
}

// Two non-blocking streams: a kernel on stream a fills p, and stream b copies p to q, by a
// kernel or (`by_memcpy`) by an asynchronous copy. With `ordered`, an event orders the copy
// after the fill; without, nothing does (a race between work items of different streams).
extern "C" int run_two_streams(int blocks, int ordered, int by_memcpy) {
    int n = blocks * TILE;
    float *p, *q;
    cudaMalloc(&p, n * sizeof(float));
    cudaMalloc(&q, n * sizeof(float));
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEvent_t filled;
    cudaEventCreate(&filled);
    fill<<<blocks, TILE, 0, a>>>(p, 3.0f);
    cudaEventRecord(filled, a);
    if (ordered) cudaStreamWaitEvent(b, filled, 0);
    if (by_memcpy)
        cudaMemcpyAsync(q, p, n * sizeof(float), cudaMemcpyDeviceToDevice, b);
    else
        copy<<<blocks, TILE, 0, b>>>(q, p);
    cudaStreamSynchronize(b);
    float last;
    cudaMemcpy(&last, q + n - 1, sizeof(float), cudaMemcpyDeviceToHost);
    cudaEventDestroy(filled);
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
    cudaFree(p);
    cudaFree(q);
    return last != 3.0f;
}
