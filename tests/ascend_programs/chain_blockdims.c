/* A chain whose launches have different blockDim: `offset` adds 1 on 8 cores (core c owns
 * slice c), then `halve` halves only the first 4 slices on 4 cores and counts them with
 * get_block_num(). Core c of halve reads only what core c of offset wrote: core-level, so
 * sirius fuses them into one kernel on 8 cores with halve guarded to cores 0..3, where
 * get_block_num() must still be 4. The host checks both buffers. With -DBISHENG_LAUNCH
 * the host launches as bisheng's <<<>>> lowers: rtConfigureCall, rtSetupArgument per
 * argument, rtLaunch. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define PER_CORE 1024

ASCEND_KERNEL void offset(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y) {
  __ubuf__ float *t = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * PER_CORE;
  copy_gm_to_ubuf(t, x + base, 0, 1, PER_CORE * 4 / 32, 0, 0);
  SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadds_f32(t, t, 1.0f, PER_CORE * 4 / 256, 1, 1, 8, 8);
  SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(y + base, t, 0, 1, PER_CORE * 4 / 32, 0, 0);
}

ASCEND_KERNEL void halve(__gm__ float *__restrict__ y, __gm__ float *__restrict__ z,
                         __gm__ float *__restrict__ cores) {
  __ubuf__ float *t = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * PER_CORE;
  copy_gm_to_ubuf(t, y + base, 0, 1, PER_CORE * 4 / 32, 0, 0);
  SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls_f32(t, t, 0.5f, PER_CORE * 4 / 256, 1, 1, 8, 8);
  SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(z + base, t, 0, 1, PER_CORE * 4 / 32, 0, 0);
  cores[get_block_idx()] = (float)get_block_num();
}

int main(void) {
  const int64_t n = 8 * PER_CORE, half = 4 * PER_CORE;
  float *x = malloc(n * 4), *y = malloc(n * 4), *z = malloc(half * 4), cores[4];
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 19) - 9.0f;
  void *dx, *dy, *dz, *dcores;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dz, half * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dcores, 32, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
#ifdef BISHENG_LAUNCH
  rtConfigureCall(8, NULL, NULL);
  rtSetupArgument(&dx, 8, 0);
  rtSetupArgument(&dy, 8, 8);
  rtLaunch((const void *)offset);
  rtConfigureCall(4, NULL, NULL);
  rtSetupArgument(&dy, 8, 0);
  rtSetupArgument(&dz, 8, 8);
  rtSetupArgument(&dcores, 8, 16);
  rtLaunch((const void *)halve);
#else
  uint64_t offset_args[2] = {(uint64_t)dx, (uint64_t)dy};
  rtKernelLaunch((const void *)offset, 8, offset_args, sizeof(offset_args), NULL, NULL);
  uint64_t halve_args[3] = {(uint64_t)dy, (uint64_t)dz, (uint64_t)dcores};
  rtKernelLaunch((const void *)halve, 4, halve_args, sizeof(halve_args), NULL, NULL);
#endif
  aclrtSynchronizeStream(NULL);
  aclrtMemcpy(y, n * 4, dy, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(z, half * 4, dz, half * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(cores, 16, dcores, 16, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += y[i] != x[i] + 1.0f;
  for (int64_t i = 0; i < half; ++i) wrong += z[i] != (x[i] + 1.0f) * 0.5f;
  for (int c = 0; c < 4; ++c) wrong += cores[c] != 4.0f;
  printf("chain_blockdims: %lld wrong: %s\n", (long long)wrong, wrong == 0 ? "PASS" : "FAIL");
  return wrong != 0;
}
