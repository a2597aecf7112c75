/* independent_kernels: four independent element-wise kernels (x2, +1, |x|, relu), each
 * on its own vectors with blockDim 8, issued back to back on one stream: on a 32-core
 * ascend910a each uses a quarter of the chip while the other 24 cores idle. Nothing
 * flows between them (the UAR has no edge), so `streams` can run them on four streams at
 * once, and sirius could fuse them side by side. The host checks every result against a
 * plain C reference. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 8
#define PER_CORE 32768 /* floats: 32 tiles */
#define TILE 1024     /* floats: 4 KiB per UB buffer */
#define KERNELS 4

/* One UB tile in, the operation, one tile out; each iteration waits for the previous
 * one's store before it overwrites the buffers. */
#define ELEMENTWISE_KERNEL(name, operation)                                                  \
  ASCEND_KERNEL void name(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y,      \
                          int64_t per_core) {                                              \
    __ubuf__ float *in = (__ubuf__ float *)0x0000;                                         \
    __ubuf__ float *out = (__ubuf__ float *)0x1000;                                        \
    int64_t base = get_block_idx() * per_core;                                             \
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);                                                \
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);                                                \
    for (int64_t done = 0; done < per_core; done += TILE) {                                \
      SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);                                             \
      copy_gm_to_ubuf(in, x + base + done, 0, 1, TILE * 4 / 32, 0, 0);                     \
      SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);                                              \
      SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);                                             \
      SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);                                             \
      operation;                                                                           \
      SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);                                              \
      SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);                                              \
      SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);                                             \
      copy_ubuf_to_gm(y + base + done, out, 0, 1, TILE * 4 / 32, 0, 0);                    \
      SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);                                              \
    }                                                                                      \
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);                                               \
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);                                               \
  }

ELEMENTWISE_KERNEL(twice, vmuls_f32(out, in, 2.0f, TILE * 4 / 256, 1, 1, 8, 8))
ELEMENTWISE_KERNEL(plus_one, vadds_f32(out, in, 1.0f, TILE * 4 / 256, 1, 1, 8, 8))
ELEMENTWISE_KERNEL(magnitude, vabs_f32(out, in, TILE * 4 / 256, 1, 1, 8, 8))
ELEMENTWISE_KERNEL(relu, vrelu_f32(out, in, TILE * 4 / 256, 1, 1, 8, 8))

static float reference(int kernel, float v) {
  switch (kernel) {
  case 0: return 2.0f * v;
  case 1: return v + 1.0f;
  case 2: return v < 0.0f ? -v : v;
  default: return v < 0.0f ? 0.0f : v;
  }
}

int main(void) {
  const int64_t n = (int64_t)CORES * PER_CORE;
  const void *kernels[KERNELS] = {(const void *)twice, (const void *)plus_one, (const void *)magnitude,
                                  (const void *)relu};
  float *x = malloc(n * 4), *y = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 23) - 11.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx[KERNELS], *dy[KERNELS];
  for (int k = 0; k < KERNELS; ++k) {
    aclrtMalloc(&dx[k], n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dy[k], n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(dx[k], n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  }
  uint64_t args0[3] = {(uint64_t)dx[0], (uint64_t)dy[0], PER_CORE};
  rtKernelLaunch(kernels[0], CORES, args0, sizeof(args0), NULL, stream);
  uint64_t args1[3] = {(uint64_t)dx[1], (uint64_t)dy[1], PER_CORE};
  rtKernelLaunch(kernels[1], CORES, args1, sizeof(args1), NULL, stream);
  uint64_t args2[3] = {(uint64_t)dx[2], (uint64_t)dy[2], PER_CORE};
  rtKernelLaunch(kernels[2], CORES, args2, sizeof(args2), NULL, stream);
  uint64_t args3[3] = {(uint64_t)dx[3], (uint64_t)dy[3], PER_CORE};
  rtKernelLaunch(kernels[3], CORES, args3, sizeof(args3), NULL, stream);
  aclrtSynchronizeStream(stream);
  int64_t wrong = 0;
  for (int k = 0; k < KERNELS; ++k) {
    aclrtMemcpy(y, n * 4, dy[k], n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
    for (int64_t i = 0; i < n; ++i) wrong += y[i] != reference(k, x[i]);
  }
  printf("independent_kernels: %lld of %lld values differ from the C reference: %s\n", (long long)wrong,
         (long long)(KERNELS * n), wrong == 0 ? "PASS" : "FAIL");
  for (int k = 0; k < KERNELS; ++k) {
    aclrtFree(dx[k]);
    aclrtFree(dy[k]);
  }
  aclrtDestroyStream(stream);
  free(x);
  free(y);
  return wrong != 0;
}
