// Test program for the CUDA executor (tests/integration/cuda_exec.rs): element-wise kernel through
// libdevice (expf), a shared-memory tree reduction with barriers and atomicAdd, dynamic
// shared memory, a 2-D grid, and host code the executor must emulate (malloc, printf,
// cudaMemcpy in both directions, cudaMemset). Returns 0 when every check passes.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

__global__ void scale_exp(float *out, const float *in, float alpha, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = alpha * expf(in[i]);
}

__global__ void block_sum(const float *in, float *total, int n) {
  extern __shared__ float partial[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  partial[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) atomicAdd(total, partial[0]);
}

__global__ void transpose(const int *in, int *out, int rows, int cols) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols) out[c * rows + r] = in[r * cols + c];
}

extern "C" int run_exec_basics(int n) {
  float *in = (float *)malloc(n * sizeof(float));
  float *out = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) in[i] = (i % 17) * 0.25f - 2.0f;
  float *d_in, *d_out, *d_total;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMalloc(&d_total, sizeof(float));
  cudaMemcpy(d_in, in, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof(float));
  int threads = 128, blocks = (n + threads - 1) / threads;
  scale_exp<<<blocks, threads>>>(d_out, d_in, 0.5f, n);
  block_sum<<<blocks, threads, threads * sizeof(float)>>>(d_in, d_total, n);
  float total = 0.0f;
  cudaMemcpy(out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(&total, d_total, sizeof(float), cudaMemcpyDeviceToHost);
  int bad = 0;
  float ref_total = 0.0f;
  for (int i = 0; i < n; i++) {
    float ref = 0.5f * expf(in[i]);
    if (fabsf(out[i] - ref) > 1e-5f * fabsf(ref)) bad++;
    ref_total += in[i];
  }
  if (fabsf(total - ref_total) > 1e-3f * (1.0f + fabsf(ref_total))) bad++;

  int rows = 13, cols = 37;
  int *m = (int *)malloc(rows * cols * sizeof(int)), *mt = (int *)malloc(rows * cols * sizeof(int));
  for (int i = 0; i < rows * cols; i++) m[i] = i * 7 - 100;
  int *d_m, *d_mt;
  cudaMalloc(&d_m, rows * cols * sizeof(int));
  cudaMalloc(&d_mt, rows * cols * sizeof(int));
  cudaMemcpy(d_m, m, rows * cols * sizeof(int), cudaMemcpyHostToDevice);
  dim3 block(8, 4), grid((cols + 7) / 8, (rows + 3) / 4);
  transpose<<<grid, block>>>(d_m, d_mt, rows, cols);
  cudaDeviceSynchronize();
  cudaMemcpy(mt, d_mt, rows * cols * sizeof(int), cudaMemcpyDeviceToHost);
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      if (mt[c * rows + r] != m[r * cols + c]) bad++;
  printf("exec_basics n=%d: total %.3f (ref %.3f), %d bad, %s\n", n, total, ref_total, bad, bad ? "FAIL" : "ok");
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_total); cudaFree(d_m); cudaFree(d_mt);
  free(in); free(out); free(m); free(mt);
  return bad;
}

__global__ void hello(float x) {
  if (threadIdx.x == 1) printf("block %d of %d: x = %.2f, %s\n", blockIdx.x, gridDim.x, x, "device printf");
}

extern "C" int run_device_printf(void) {
  printf("before\n");
  hello<<<2, 4>>>(1.5f);
  cudaDeviceSynchronize();
  printf("after\n");
  return 0;
}

// Warp collectives: a shuffle-down sum per warp, a ballot of odd values, a broadcast.
__global__ void warp_ops(const int *in, int *sums, unsigned *ballots, int *firsts) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t], sum = v;
  for (int offset = 16; offset > 0; offset /= 2) sum += __shfl_down_sync(0xffffffffu, sum, offset);
  unsigned odd = __ballot_sync(0xffffffffu, v & 1);
  int first = __shfl_sync(0xffffffffu, v, 0);
  __syncwarp();
  if (threadIdx.x % 32 == 0) {
    sums[t / 32] = sum;
    ballots[t / 32] = odd;
  }
  firsts[t] = first;
}

extern "C" int run_warp_ops(int warps) {
  int n = warps * 32;
  int *in = (int *)malloc(n * sizeof(int)), *firsts = (int *)malloc(n * sizeof(int));
  int *sums = (int *)malloc(warps * sizeof(int));
  unsigned *ballots = (unsigned *)malloc(warps * sizeof(unsigned));
  for (int i = 0; i < n; i++) in[i] = (i * 37) % 101;
  int *d_in, *d_sums, *d_firsts;
  unsigned *d_ballots;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_firsts, n * sizeof(int));
  cudaMalloc(&d_sums, warps * sizeof(int));
  cudaMalloc(&d_ballots, warps * sizeof(unsigned));
  cudaMemcpy(d_in, in, n * sizeof(int), cudaMemcpyHostToDevice);
  warp_ops<<<(n + 63) / 64, 64>>>(d_in, d_sums, d_ballots, d_firsts);
  cudaMemcpy(sums, d_sums, warps * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(ballots, d_ballots, warps * sizeof(unsigned), cudaMemcpyDeviceToHost);
  cudaMemcpy(firsts, d_firsts, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int w = 0; w < warps; w++) {
    int sum = 0;
    unsigned odd = 0;
    for (int l = 0; l < 32; l++) {
      sum += in[w * 32 + l];
      if (in[w * 32 + l] & 1) odd |= 1u << l;
      if (firsts[w * 32 + l] != in[w * 32]) bad++;
    }
    if (sums[w] != sum || ballots[w] != odd) bad++;
  }
  printf("warp_ops warps=%d: %d bad\n", warps, bad);
  return bad;
}

// libdevice and CUDA-header math (inline PTX, directed-rounding fma, word splits) against
// the host's libm.
__global__ void device_math(float *o, double *d, const float *x) {
  int i = threadIdx.x;
  float v = x[i];
  float *r = o + i * 11;
  r[0] = expf(v); r[1] = logf(fabsf(v) + 1); r[2] = tanhf(v); r[3] = sqrtf(fabsf(v));
  r[4] = rsqrtf(fabsf(v) + 1); r[5] = powf(fabsf(v), 1.5f); r[6] = __expf(v);
  r[7] = sinf(v); r[8] = cosf(v); r[9] = __fdividef(v, 3.0f); r[10] = fmaxf(v, 0.1f);
  d[i * 3 + 0] = exp((double)v); d[i * 3 + 1] = log((double)fabsf(v) + 1.0); d[i * 3 + 2] = sqrt((double)fabsf(v));
}

extern "C" int run_device_math(void) {
  const int n = 64;
  float hx[n], ho[n * 11];
  double hd[n * 3];
  for (int i = 0; i < n; i++) hx[i] = (i - 32) * 0.173f;
  float *x, *o;
  double *d;
  cudaMalloc(&x, sizeof hx); cudaMalloc(&o, sizeof ho); cudaMalloc(&d, sizeof hd);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  device_math<<<1, n>>>(o, d, x);
  cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float v = hx[i];
    float ref[11] = {expf(v), logf(fabsf(v) + 1), tanhf(v), sqrtf(fabsf(v)), 1 / sqrtf(fabsf(v) + 1),
                     powf(fabsf(v), 1.5f), expf(v), sinf(v), cosf(v), v / 3.0f, fmaxf(v, 0.1f)};
    for (int j = 0; j < 11; j++)
      if (fabsf(ho[i * 11 + j] - ref[j]) > 2e-6f * (1 + fabsf(ref[j]))) {
        if (bad < 5) printf("x=%g f%d: %.9g vs %.9g\n", v, j, ho[i * 11 + j], ref[j]);
        bad++;
      }
    double dref[3] = {exp((double)v), log((double)fabsf(v) + 1.0), sqrt((double)fabsf(v))};
    for (int j = 0; j < 3; j++)
      if (fabs(hd[i * 3 + j] - dref[j]) > 1e-14 * (1 + fabs(dref[j]))) bad++;
  }
  printf("device_math: %d bad\n", bad);
  return bad;
}

// atexit handlers run when the program ends (for the executor: after the entry returns),
// the last registered first.
static void first_handler(void) { printf("first handler\n"); }
static void second_handler(void) { printf("second handler\n"); }

extern "C" int run_atexit(void) {
  atexit(first_handler);
  atexit(second_handler);
  printf("body\n");
  return 0;
}
