/* Launches under a host branch (tests/integration/ascend_programs.rs): `twice` (x -> a) runs always,
 * `plus_one` (a -> b) only when the program is given an argument, `negate` (x -> e) and
 * `combine` (a + b -> c) always. `sirius` once fused `twice` with `plus_one` and placed
 * the fused launch inside the branch, so without an argument `twice` never ran. Fusion
 * may group only launches on the same host paths: `twice` with `negate` and `combine`,
 * never with `plus_one`. The host checks c and e either way. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 8
#define PER_CORE 2048 /* floats */
#define TILE 1024

#include "slice_kernel.h"

SLICE_KERNEL(twice, vmuls_f32(out, in, 2.0f, TILE * 4 / 256, 1, 1, 8, 8))
SLICE_KERNEL(plus_one, vadds_f32(out, in, 1.0f, TILE * 4 / 256, 1, 1, 8, 8))
SLICE_KERNEL(negate, vmuls_f32(out, in, -1.0f, TILE * 4 / 256, 1, 1, 8, 8))

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

static void launch(const void *kernel, void *in, void *out, aclrtStream stream) {
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, PER_CORE};
  rtKernelLaunch(kernel, CORES, args, sizeof(args), NULL, stream);
}

int main(int argc, char **argv) {
  const int64_t n = (int64_t)CORES * PER_CORE;
  float *x = malloc(n * 4), *c = malloc(n * 4), *e = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 13) - 6.0f;
  const int add_one = argc > 1;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *da, *db, *dc, *de;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&da, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&db, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dc, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&de, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(db, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  launch((const void *)twice, dx, da, stream);
  if (add_one)
    launch((const void *)plus_one, da, db, stream);
  launch((const void *)negate, dx, de, stream);
  uint64_t combine_args[4] = {(uint64_t)da, (uint64_t)db, (uint64_t)dc, PER_CORE};
  rtKernelLaunch((const void *)combine, CORES, combine_args, sizeof(combine_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(c, n * 4, dc, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(e, n * 4, de, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) {
    float b = add_one ? 2.0f * x[i] + 1.0f : x[i];
    wrong += c[i] != 2.0f * x[i] + b;
    wrong += e[i] != -x[i];
  }
  printf("host_branch (%s): %lld wrong: %s\n", add_one ? "plus one" : "as is", (long long)wrong,
         wrong ? "FAIL" : "PASS");
  aclrtFree(dx); aclrtFree(da); aclrtFree(db); aclrtFree(dc); aclrtFree(de);
  aclrtDestroyStream(stream);
  free(x); free(c); free(e);
  return wrong != 0;
}
