// Two element-wise kernels with a thread-level dependence, the second one launched only
// when `twice` is set: fusing them into one launch would run it unconditionally.
__global__ void scale(float *__restrict__ y, const float *__restrict__ x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = 2.0f * x[i];
}
__global__ void increment(float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += 1.0f;
}
extern "C" int run_conditional(int twice) {
  const int n = 1024;
  float *x, *y;
  cudaMalloc(&x, n * 4);
  cudaMalloc(&y, n * 4);
  scale<<<n / 256, 256>>>(y, x, n);
  if (twice) increment<<<n / 256, 256>>>(y, n);
  cudaDeviceSynchronize();
  cudaFree(x);
  cudaFree(y);
  return 0;
}
