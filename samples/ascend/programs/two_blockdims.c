/* two_blockdims: two independent kernels with different blockDim on one stream.
 * `square` squares a vector on 8 cores (4096 floats each, two UB tiles double-
 * buffered); `magnitude` takes |x| of another vector on 3 cores (1000 floats each:
 * the last tile of each core is short, min). Nothing flows between them: the UAR
 * has no edge, so a fused kernel could run them side by side on 11 cores. The
 * host checks both against a plain C reference. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define SQUARE_CORES 8
#define SQUARE_PER_CORE 4096
#define ABS_CORES 3
#define ABS_PER_CORE 1000
#define TILE 1024 /* floats: 4 KiB per UB tile */

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* Tile i uses UB half i & 1, so the load of tile i + 1 overlaps the compute and the
 * store of tile i; (V, MTE2, half) and (MTE3, V, half) guard each half's reuse. */
ASCEND_KERNEL void square(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y,
                          int64_t per_core) {
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
    __ubuf__ float *in = (__ubuf__ float *)(half * 0x4000);
    __ubuf__ float *out = (__ubuf__ float *)(half * 0x4000 + 0x2000);
    if (half) SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID1); else SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(in, x + base + done, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (half) SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID1); else SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vmul_f32(out, in, in, repeats, 1, 1, 1, 8, 8, 8);
    if (half) SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID1); else SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(y + base + done, out, 0, 1, blocks, 0, 0);
    if (half) SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID1); else SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID1);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID1);
}

/* One tile buffer: each iteration waits for the previous one's store. */
ASCEND_KERNEL void magnitude(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y,
                             int64_t per_core) {
  __ubuf__ float *in = (__ubuf__ float *)0x0000;
  __ubuf__ float *out = (__ubuf__ float *)0x1000;
  int64_t base = get_block_idx() * per_core;
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int64_t done = 0; done < per_core; done += 512) {
    int64_t len = min64(per_core - done, 512);
    uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);
    uint8_t repeats = (uint8_t)((len * 4 + 255) / 256);
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(in, x + base + done, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vabs_f32(out, in, repeats, 1, 1, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(y + base + done, out, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

int main(void) {
  const int64_t n = (int64_t)SQUARE_CORES * SQUARE_PER_CORE, m = (int64_t)ABS_CORES * ABS_PER_CORE;
  float *x = malloc(n * 4), *y = malloc(n * 4), *u = malloc(m * 4), *v = malloc(m * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 29) * 0.5f - 7.0f;
  for (int64_t i = 0; i < m; ++i) u[i] = (float)(i % 17) - 8.5f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *dy, *du, *dv;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&du, m * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dv, m * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(du, m * 4, u, m * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t square_args[3] = {(uint64_t)dx, (uint64_t)dy, SQUARE_PER_CORE};
  rtKernelLaunch((const void *)square, SQUARE_CORES, square_args, sizeof(square_args), NULL, stream);
  uint64_t abs_args[3] = {(uint64_t)du, (uint64_t)dv, ABS_PER_CORE};
  rtKernelLaunch((const void *)magnitude, ABS_CORES, abs_args, sizeof(abs_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, n * 4, dy, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(v, m * 4, dv, m * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += y[i] != x[i] * x[i];
  for (int64_t i = 0; i < m; ++i) wrong += v[i] != (u[i] < 0.0f ? -u[i] : u[i]);
  printf("two_blockdims: %lld of %lld values differ from the C reference: %s\n", (long long)wrong,
         (long long)(n + m), wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(dx); aclrtFree(dy); aclrtFree(du); aclrtFree(dv);
  aclrtDestroyStream(stream);
  free(x); free(y); free(u); free(v);
  return wrong != 0;
}
