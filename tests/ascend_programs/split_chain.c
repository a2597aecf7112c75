/* A chain of three launches for graph split on Ascend programs (tests/integration/streams.rs, lit
 * tests/lit/streams/ascend-split.c): `twice` (x -> a, rtKernelLaunch), `plus_cores`
 * (a -> b, adding get_block_num(), launched through bisheng's rtConfigureCall /
 * rtSetupArgument / rtLaunch) and `copy_half` (b -> c on half the cores), each core working
 * on its own slice: every dependence is core-level. blockDim 12 (6 for the last); the host
 * checks b = 2x + 12 and c = b on the first half, 0 after. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 12
#define PER_CORE 1024 /* floats */
#define TILE 1024

#include "slice_kernel.h"

SLICE_KERNEL(twice, vmuls_f32(out, in, 2.0f, TILE * 4 / 256, 1, 1, 8, 8))
SLICE_KERNEL(copy_half, vmuls_f32(out, in, 1.0f, TILE * 4 / 256, 1, 1, 8, 8))

/* y = x + the core count, on slices of PER_CORE floats (bisheng passes only pointers). */
ASCEND_KERNEL void plus_cores(__gm__ float *x, __gm__ float *y) {
  __ubuf__ float *in = (__ubuf__ float *)0x0000;
  __ubuf__ float *out = (__ubuf__ float *)0x1000;
  int64_t base = get_block_idx() * PER_CORE;
  copy_gm_to_ubuf(in, x + base, 0, 1, TILE * 4 / 32, 0, 0);
  pipe_barrier(PIPE_ALL);
  vadds_f32(out, in, (float)get_block_num(), TILE * 4 / 256, 1, 1, 8, 8);
  pipe_barrier(PIPE_ALL);
  copy_ubuf_to_gm(y + base, out, 0, 1, TILE * 4 / 32, 0, 0);
  pipe_barrier(PIPE_ALL);
}

int main(void) {
  const int64_t n = (int64_t)CORES * PER_CORE;
  float *x = malloc(n * 4), *b = malloc(n * 4), *c = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 13) - 6.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *da, *db, *dc;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&da, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&db, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dc, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemset(dc, n * 4, 0, n * 4);
  uint64_t twice_args[3] = {(uint64_t)dx, (uint64_t)da, PER_CORE};
  rtKernelLaunch((const void *)twice, CORES, twice_args, sizeof(twice_args), NULL, stream);
  rtConfigureCall(CORES, NULL, stream);
  rtSetupArgument(&da, 8, 0);
  rtSetupArgument(&db, 8, 8);
  rtLaunch((const void *)plus_cores);
  uint64_t half_args[3] = {(uint64_t)db, (uint64_t)dc, PER_CORE};
  rtKernelLaunch((const void *)copy_half, CORES / 2, half_args, sizeof(half_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(b, n * 4, db, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(c, n * 4, dc, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) {
    float expected = 2.0f * x[i] + (float)CORES;
    wrong += b[i] != expected || c[i] != (i < n / 2 ? expected : 0.0f);
  }
  printf("split_chain: %lld wrong: %s\n", (long long)wrong, wrong ? "FAIL" : "PASS");
  aclrtFree(dx); aclrtFree(da); aclrtFree(db); aclrtFree(dc);
  aclrtDestroyStream(stream);
  free(x); free(b); free(c);
  return wrong != 0;
}
