// Three kernels over four slices of ONE device allocation (the paper's LSTM case in
// small): after fusion the slices become constant offsets from one common base.
#include <cuda_runtime.h>

__global__ void scale(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 2.0f * in[i];
}

__global__ void add(const float *a, const float *b, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + b[i];
}

extern "C" int run_slices(int n) {
    float *d;
    cudaMalloc((void **)&d, 4 * n * sizeof(float));
    cudaMemset(d, 0, 4 * n * sizeof(float));
    int blocks = (n + 127) / 128;
    scale<<<blocks, 128>>>(d, d + n, n);
    scale<<<blocks, 128>>>(d + n, d + 2 * n, n);
    add<<<blocks, 128>>>(d + n, d + 2 * n, d + 3 * n, n);
    cudaDeviceSynchronize();
    cudaFree(d);
    return 0;
}

int main() { return run_slices(1024); }
