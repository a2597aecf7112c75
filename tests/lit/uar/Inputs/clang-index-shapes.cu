// The index shapes of issue 42 as clang-16 -O2 emits them (default unrolling): a
// block-local umin, a disjoint or of a mask and a shifted block index, a row loop
// unrolled with a remainder loop, and the same row written in reverse (`n - 1 - k`:
// instcombine's `xor -1`). Compiled by clang-16 -x cuda --cuda-gpu-arch=sm_80 -O2.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

__global__ void produce(float *mid, const float *x) {
  int i = blockIdx.x * 256 + threadIdx.x;
  mid[i] = x[i] * 2.0f;
}
// consumer reads mid[min(i + 1, base + 255)] inside its block
__global__ void consume_min(float *out, const float *mid) {
  unsigned base = blockIdx.x * 256;
  unsigned i = base + threadIdx.x;
  unsigned j = i + 1 < base + 255 ? i + 1 : base + 255;
  out[i] = mid[i] + mid[j];
}
__global__ void scatter_or(float *y, const float *x) {
  unsigned t = threadIdx.x, b = blockIdx.x;
  y[((t * 7) & 255) | (b << 8)] = x[b * 256 + t];
}
__global__ void gather(float *z, const float *y) {
  int i = blockIdx.x * 256 + threadIdx.x;
  z[i] = y[i] + 1.0f;
}
// each thread owns a row of length n; inner loop unrolled by clang with a remainder
__global__ void row_scale(float *a, const float *b, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < n; k++) a[row * n + k] = b[row * n + k] * 3.0f;
}
__global__ void row_reverse(float *c, const float *a, int n) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < n; k++) c[row * n + (n - 1 - k)] = a[row * n + k];
}

int main(int argc, char **argv) {
  int blocks = 4, n = 7;
  int total = blocks * 256;
  float *x, *mid, *out, *y, *z, *a, *b, *c;
  cudaMalloc(&x, total * sizeof(float));
  cudaMalloc(&mid, total * sizeof(float));
  cudaMalloc(&out, total * sizeof(float));
  cudaMalloc(&y, total * sizeof(float));
  cudaMalloc(&z, total * sizeof(float));
  cudaMalloc(&a, total * n * sizeof(float));
  cudaMalloc(&b, total * n * sizeof(float));
  cudaMalloc(&c, total * n * sizeof(float));
  cudaMemset(x, 0, total * sizeof(float));
  cudaMemset(b, 0, total * n * sizeof(float));
  produce<<<blocks, 256>>>(mid, x);
  consume_min<<<blocks, 256>>>(out, mid);
  scatter_or<<<blocks, 256>>>(y, x);
  gather<<<blocks, 256>>>(z, y);
  row_scale<<<blocks, 256>>>(a, b, n);
  row_reverse<<<blocks, 256>>>(c, a, n);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
