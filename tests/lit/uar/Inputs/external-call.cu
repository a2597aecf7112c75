// A library function (only declared here) works on device memory between two launches,
// a hook called through a pointer gets the result, and an asynchronous copy reads it
// back: all are statements of the UAR, and sirius does not fuse the launches across the
// call (tests/lit/uar/external-call.ll).
#include <cuda_runtime.h>

extern "C" void library_scale(float *device_data, int n);
extern "C" void (*volatile user_hook)(float *device_data, int n);  // set by another unit

__global__ void add_one(float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += 1.0f;
}

__global__ void twice(float *q, const float *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) q[i] = 2.0f * p[i];
}

int main() {
    int n = 1024;
    float *p, *q, host[16];
    cudaMalloc(&p, n * sizeof(float));
    cudaMalloc(&q, n * sizeof(float));
    add_one<<<n / 256, 256>>>(p, n);
    library_scale(p, n);
    twice<<<n / 256, 256>>>(q, p, n);
    user_hook(q, n);
    cudaMemcpyAsync(host, q, sizeof(host), cudaMemcpyDeviceToHost, 0);
    cudaStreamSynchronize(0);
    return host[0] != 0.0f;
}
