// Input of sirius/remarks.ll. Regenerate (from the repository root) with:
//   for side in host device; do clang-16 -x cuda --cuda-path=build/cuda-11.8 --cuda-gpu-arch=sm_80 \
//     --target=x86_64-unknown-linux-gnu -Wno-unknown-cuda-version -emit-llvm -S -O2 -g \
//     --cuda-$side-only tests/lit/sirius/Inputs/remarks.cu -o tests/lit/sirius/Inputs/remarks.$side.ll; done
#include <cuda_runtime.h>

__global__ void scale(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 2.0f * x[i];
}

__global__ void shift(const float *y, float *z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = y[i] + 1.0f;
}

// Reads the element 256 further on: another block's output (a global dependence).
__global__ void neighbour(const float *z, float *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) w[i] = z[(i + 256) % n];
}

int run_remarks(const float *input, float *output, int n) {
  float *x, *y, *z, *w;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  cudaMalloc(&z, n * sizeof(float));
  cudaMalloc(&w, n * sizeof(float));
  cudaMemcpy(x, input, n * sizeof(float), cudaMemcpyHostToDevice);
  int blocks = (n + 255) / 256;
  scale<<<blocks, 256>>>(x, y, n);
  shift<<<blocks, 256>>>(y, z, n);
  neighbour<<<blocks, 256>>>(z, w, n);
  cudaMemcpy(output, w, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(x);
  cudaFree(y);
  cudaFree(z);
  cudaFree(w);
  return 0;
}
