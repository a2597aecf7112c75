#include <cuda_runtime.h>
__global__ void scale(float *y, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 2.0f * x[i];
}
__global__ void add1(float *z, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = y[i] + 1.0f;
}
__global__ void reverse_blocks(float *z, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = y[n - 1 - i];
}
__global__ void tile_sum(float *z, const float *y) {
  __shared__ float t[256];
  t[threadIdx.x] = y[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  z[blockIdx.x * 256 + threadIdx.x] = t[255 - threadIdx.x];
}
int main() {
  const int n = 1 << 20;
  float *h = new float[n];
  float *x, *y, *z, *w;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&z, n * sizeof(float));
  cudaMalloc(&w, 2 * n * sizeof(float));
  cudaMemcpy(x, h, n * sizeof(float), cudaMemcpyHostToDevice);
  for (int it = 0; it < 10; ++it) {
    scale<<<n / 256, 256>>>(y, x, n);
    add1<<<n / 256, 256>>>(z, y, n);
  }
  reverse_blocks<<<n / 256, 256>>>(w, z, n);
  tile_sum<<<n / 256, 256>>>(w + n, y);
  cudaDeviceSynchronize();
  cudaMemcpy(h, w, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(x); cudaFree(y); cudaFree(z); cudaFree(w);
  delete[] h;
  return 0;
}
