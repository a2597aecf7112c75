// Seeded bugs for the CUDA executor's checks (tests/integration/cuda_exec.rs): each run_<bug> entry
// launches one faulty kernel (or misuses the runtime) and must be stopped with the named
// error kind.
#include <stdio.h>

// data-race: the barrier between the shared-memory write and the neighbour's read is missing.
__global__ void shift_without_barrier(const float *in, float *out) {
  __shared__ float tile[64];
  int t = threadIdx.x;
  tile[t] = in[t];
  out[t] = tile[(t + 1) % 64];
}

// data-race: every block writes the same global element.
__global__ void all_blocks_write_one(float *out) {
  if (threadIdx.x == 0) out[0] = (float)blockIdx.x;
}

// barrier-divergence: only half the block reaches the barrier.
__global__ void barrier_in_branch(float *out) {
  __shared__ float tile[64];
  int t = threadIdx.x;
  if (t < 32) {
    tile[t] = t;
    __syncthreads();
    out[t] = tile[31 - t];
  }
}

// out-of-bounds: one element past the end.
__global__ void off_by_one(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) out[i] = 1.0f;
}

static float *device_buffer(int n) {
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemset(d, 0, n * sizeof(float));
  return d;
}

extern "C" int run_shared_race(void) {
  float *in = device_buffer(64), *out = device_buffer(64);
  shift_without_barrier<<<1, 64>>>(in, out);
  return cudaDeviceSynchronize();
}

extern "C" int run_global_race(void) {
  float *out = device_buffer(1);
  all_blocks_write_one<<<4, 32>>>(out);
  return cudaDeviceSynchronize();
}

extern "C" int run_divergence(void) {
  float *out = device_buffer(64);
  barrier_in_branch<<<1, 64>>>(out);
  return cudaDeviceSynchronize();
}

extern "C" int run_out_of_bounds(void) {
  float *out = device_buffer(100);
  off_by_one<<<1, 128>>>(out, 100);
  return cudaDeviceSynchronize();
}

extern "C" int run_use_after_free(void) {
  float *out = device_buffer(32);
  cudaFree(out);
  off_by_one<<<1, 32>>>(out, 16);
  return cudaDeviceSynchronize();
}

extern "C" int run_host_reads_device(void) {
  float *out = device_buffer(4);
  printf("%f\n", out[0]);
  return 0;
}

// barrier-divergence: a full-warp shuffle that half of the warp never reaches.
__global__ void shuffle_in_branch(int *out) {
  int v = threadIdx.x;
  if (threadIdx.x < 16) v = __shfl_down_sync(0xffffffffu, v, 1);
  out[threadIdx.x] = v;
}

extern "C" int run_warp_divergence(void) {
  int *out;
  cudaMalloc(&out, 32 * sizeof(int));
  shuffle_in_branch<<<1, 32>>>(out);
  return cudaDeviceSynchronize();
}
