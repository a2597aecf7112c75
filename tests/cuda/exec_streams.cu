// Streams, events and asynchronous copies on the CUDA executor (tests/integration/cuda_exec.rs): the
// executor runs every stream in issue order (a legal schedule), so the results are those
// of the stream-ordered program; handles that were never created or are destroyed are
// errors.
#include <cuda_runtime.h>

__global__ void add_one(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1.0f;
}

__global__ void twice(float *q, const float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) q[i] = 2.0f * p[i];
}

// 0 when q = 2 * (0 + 1 + 1) everywhere: two launches on stream a, one on stream b after
// an event recorded on a, copied back on b.
extern "C" int run_streams(int n) {
    float *p, *q;
    cudaMalloc(&p, n * sizeof(float));
    cudaMalloc(&q, n * sizeof(float));
    cudaStream_t a, b;
    cudaStreamCreate(&a);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEvent_t done;
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    cudaMemsetAsync(p, 0, n * sizeof(float), a);
    add_one<<<(n + 127) / 128, 128, 0, a>>>(p, n);
    add_one<<<(n + 127) / 128, 128, 0, a>>>(p, n);
    cudaEventRecord(done, a);
    cudaStreamWaitEvent(b, done, 0);
    twice<<<(n + 127) / 128, 128, 0, b>>>(q, p, n);
    float host[64];
    int copied = n < 64 ? n : 64;
    cudaMemcpyAsync(host, q, copied * sizeof(float), cudaMemcpyDeviceToHost, b);
    cudaStreamSynchronize(b);
    int bad = cudaStreamQuery(b) != cudaSuccess;
    for (int i = 0; i < copied; ++i) bad += host[i] != 4.0f;
    cudaEventDestroy(done);
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
    cudaFree(p);
    cudaFree(q);
    return bad;
}

// Records an event after destroying it: the executor stops with a bad-call error.
extern "C" int destroyed_event(int n) {
    cudaEvent_t event;
    cudaEventCreate(&event);
    cudaEventDestroy(event);
    return cudaEventRecord(event, 0) + n;
}
