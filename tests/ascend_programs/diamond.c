/* A diamond of launches for `streams` on Ascend programs (tests/integration/streams.rs): `twice`
 * (x -> a) and `plus_one` (x -> b) are independent, `combine` (a + b -> c) joins them.
 * On streams, `combine` stays on `twice`'s stream and waits for `plus_one`'s through an
 * event. blockDim 8 each; the host checks c = 3x + 1. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 8
#define PER_CORE 2048 /* floats */
#define TILE 1024

#include "slice_kernel.h"

SLICE_KERNEL(twice, vmuls_f32(out, in, 2.0f, TILE * 4 / 256, 1, 1, 8, 8))
SLICE_KERNEL(plus_one, vadds_f32(out, in, 1.0f, TILE * 4 / 256, 1, 1, 8, 8))

ASCEND_KERNEL void combine(__gm__ float *a, __gm__ float *b, __gm__ float *c, int64_t per_core) {
  __ubuf__ float *u = (__ubuf__ float *)0x0000;
  __ubuf__ float *v = (__ubuf__ float *)0x1000;
  __ubuf__ float *w = (__ubuf__ float *)0x2000;
  int64_t base = get_block_idx() * per_core;
  for (int64_t done = 0; done < per_core; done += TILE) {
    copy_gm_to_ubuf(u, a + base + done, 0, 1, TILE * 4 / 32, 0, 0);
    copy_gm_to_ubuf(v, b + base + done, 0, 1, TILE * 4 / 32, 0, 0);
    pipe_barrier(PIPE_ALL);
    vadd_f32(w, u, v, TILE * 4 / 256, 1, 1, 1, 8, 8, 8);
    pipe_barrier(PIPE_ALL);
    copy_ubuf_to_gm(c + base + done, w, 0, 1, TILE * 4 / 32, 0, 0);
    pipe_barrier(PIPE_ALL);
  }
}

int main(void) {
  const int64_t n = (int64_t)CORES * PER_CORE;
  float *x = malloc(n * 4), *c = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 13) - 6.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *da, *db, *dc;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&da, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&db, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dc, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t twice_args[3] = {(uint64_t)dx, (uint64_t)da, PER_CORE};
  rtKernelLaunch((const void *)twice, CORES, twice_args, sizeof(twice_args), NULL, stream);
  uint64_t plus_args[3] = {(uint64_t)dx, (uint64_t)db, PER_CORE};
  rtKernelLaunch((const void *)plus_one, CORES, plus_args, sizeof(plus_args), NULL, stream);
  uint64_t combine_args[4] = {(uint64_t)da, (uint64_t)db, (uint64_t)dc, PER_CORE};
  rtKernelLaunch((const void *)combine, CORES, combine_args, sizeof(combine_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(c, n * 4, dc, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += c[i] != 3.0f * x[i] + 1.0f;
  printf("diamond: %lld wrong: %s\n", (long long)wrong, wrong ? "FAIL" : "PASS");
  aclrtFree(dx); aclrtFree(da); aclrtFree(db); aclrtFree(dc);
  aclrtDestroyStream(stream);
  free(x); free(c);
  return wrong != 0;
}
