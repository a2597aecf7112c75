/* normalise: y = x / sum(x) as three kernels with global dependences. `partial`
 * (BLOCKS cores) sums each core's slice: tiles of TILE floats copied into UB, then
 * read by the scalar unit (MTE2->S: the scalar unit must not read UB before the
 * copy completed; S->MTE2: the next tile must not overwrite what the scalar
 * unit still reads, which issue order already ensures), the core's sum stored to
 * GM. `total` (one core) adds the partial sums. `scale` (BLOCKS cores) reads the
 * total (every core depends on the one core of `total`, which depends on every
 * core of `partial`) and multiplies its slice by its reciprocal in UB tiles with
 * a tail (min), double-buffered: tile i uses UB half i & 1. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define BLOCKS 8
#define PER_CORE 3000
#define TILE 1024 /* floats */

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

ASCEND_KERNEL void partial(__gm__ float *__restrict__ x, __gm__ float *__restrict__ sums,
                           int64_t per_core) {
  __ubuf__ float *tile = (__ubuf__ float *)0x0000;
  int64_t base = get_block_idx() * per_core;
  float sum = 0.0f;
  for (int64_t done = 0; done < per_core; done += TILE) {
    int64_t len = min64(per_core - done, TILE);
    copy_gm_to_ubuf(tile, x + base + done, 0, 1, (uint16_t)((len * 4 + 31) / 32), 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_S, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_S, EVENT_ID0);
    for (int64_t i = 0; i < len; ++i) sum += tile[i];
  }
  sums[get_block_idx()] = sum;
}

ASCEND_KERNEL void total(__gm__ float *__restrict__ sums, __gm__ float *__restrict__ out,
                         int64_t count) {
  float sum = 0.0f;
  for (int64_t i = 0; i < count; ++i) sum += sums[i];
  out[0] = sum;
}

ASCEND_KERNEL void scale(__gm__ float *__restrict__ x, __gm__ float *__restrict__ sum,
                         __gm__ float *__restrict__ y, int64_t per_core) {
  float factor = 1.0f / sum[0];
  int64_t base = get_block_idx() * per_core;
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID1);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID1);
  int64_t i = 0;
  for (int64_t done = 0; done < per_core; done += TILE, ++i) {
    int64_t len = min64(per_core - done, TILE);
    uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);
    uint8_t repeats = (uint8_t)((len * 4 + 255) / 256);
    int64_t half = i & 1;
    __ubuf__ float *in = (__ubuf__ float *)(half * 0x8000);
    __ubuf__ float *out = (__ubuf__ float *)(half * 0x8000 + 0x1000);
    if (half) {
      SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID1);
    } else {
      SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
    copy_gm_to_ubuf(in, x + base + done, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (half) {
      SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID1);
    } else {
      SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    }
    vmuls_f32(out, in, factor, repeats, 1, 1, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    if (half) {
      SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID1);
    } else {
      SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(y + base + done, out, 0, 1, blocks, 0, 0);
    if (half) {
      SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID1);
    } else {
      SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
    }
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID1);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID1);
}

int main(void) {
  const int64_t n = (int64_t)BLOCKS * PER_CORE;
  const size_t bytes = (size_t)n * sizeof(float);
  float *x = malloc(bytes), *y = malloc(bytes);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 13 + 1) * 0.125f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *dsums, *dtotal, *dy;
  aclrtMalloc(&dx, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dsums, BLOCKS * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dtotal, sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, bytes, x, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t partial_args[3] = {(uint64_t)dx, (uint64_t)dsums, PER_CORE};
  rtKernelLaunch((const void *)partial, BLOCKS, partial_args, sizeof(partial_args), NULL, stream);
  uint64_t total_args[3] = {(uint64_t)dsums, (uint64_t)dtotal, BLOCKS};
  rtKernelLaunch((const void *)total, 1, total_args, sizeof(total_args), NULL, stream);
  uint64_t scale_args[4] = {(uint64_t)dx, (uint64_t)dtotal, (uint64_t)dy, PER_CORE};
  rtKernelLaunch((const void *)scale, BLOCKS, scale_args, sizeof(scale_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, bytes, dy, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  /* The reference sums in the kernels' order: per core, then the partial sums. */
  float sums[BLOCKS], sum = 0.0f;
  for (int b = 0; b < BLOCKS; ++b) {
    sums[b] = 0.0f;
    for (int64_t i = 0; i < PER_CORE; ++i) sums[b] += x[b * PER_CORE + i];
  }
  for (int b = 0; b < BLOCKS; ++b) sum += sums[b];
  float factor = 1.0f / sum;
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += y[i] != x[i] * factor;
  printf("normalise: sum %.3f, %lld of %lld values differ from the C reference: %s\n", sum,
         (long long)wrong, (long long)n, wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(dx); aclrtFree(dsums); aclrtFree(dtotal); aclrtFree(dy);
  aclrtDestroyStream(stream);
  free(x); free(y);
  return wrong != 0;
}
