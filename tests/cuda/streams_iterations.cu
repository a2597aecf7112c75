// Host loops for `streams` (tests/integration/streams.rs): the iterations of a loop whose launches
// touch their own plane only take the streams in turn; a loop whose every iteration reads
// what the one before wrote (a time loop) and a loop that copies back in its body keep one
// stream. Each iteration of the planes loop syncs, as benchmark programs do. Returns 0
// when every plane and the smoothed row are right.
#include <cuda_runtime.h>
#include <stdlib.h>

#define N 256

// Plane p of `out` from planes p-1..p+1 of `in` (a 3-D convolution's launch per plane).
__global__ void plane(const float *in, float *out, int p) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) out[p * N + i] = 0.25f * in[(p - 1) * N + i] + 0.5f * in[p * N + i] + 0.25f * in[(p + 1) * N + i];
}

// One time step in place: every step reads what the step before wrote.
__global__ void decay(float *row, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) row[i] = 0.5f * row[i] + 1.0f;
}

extern "C" int run_planes(int planes, int steps) {
    int n = N;
    size_t bytes = (size_t)planes * n * sizeof(float);
    float *in, *out, *row;
    cudaMalloc(&in, bytes);
    cudaMalloc(&out, bytes);
    cudaMalloc(&row, n * sizeof(float));
    float *host = (float *)malloc(bytes), *back = (float *)malloc(bytes), *probe = (float *)malloc(sizeof(float));
    for (int k = 0; k < planes * n; ++k) host[k] = (float)(k % 13);
    cudaMemcpy(in, host, bytes, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, bytes);
    cudaMemset(row, 0, n * sizeof(float));
    for (int p = 1; p < planes - 1; ++p) {
        plane<<<N / 64, 64>>>(in, out, p);
        cudaDeviceSynchronize();
    }
    for (int t = 0; t < steps; ++t)
        decay<<<(n + 63) / 64, 64>>>(row, n);
    float seen = 0.0f;
    for (int t = 0; t < steps; ++t) {
        decay<<<(n + 63) / 64, 64>>>(out, n);
        cudaMemcpy(probe, out, sizeof(float), cudaMemcpyDeviceToHost);
        seen += *probe;
    }
    cudaMemcpy(back, out, bytes, cudaMemcpyDeviceToHost);
    int bad = seen < 0.0f;
    for (int p = 1; p < planes - 1; ++p)
        for (int i = 0; i < n; ++i) {
            int k = p * n + i;
            float want = 0.25f * host[k - n] + 0.5f * host[k] + 0.25f * host[k + n];
            bad += back[k] != want;
        }
    cudaFree(in);
    cudaFree(out);
    cudaFree(row);
    free(host);
    free(back);
    free(probe);
    return bad;
}
