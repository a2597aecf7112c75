/* A correct two-stage kernel (copy in, scale by 2, copy out) on 4 cores, and the
 * bugs tests seed into it with -DBUG_*: a missing MTE2->V sync (a pipe race), every
 * core using the same slice (a cross-core race), the last core copying past its
 * buffer (out of bounds), and a wait for an event nobody sets (a deadlock). */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define PER_CORE 512 /* floats */

ASCEND_KERNEL void scale_by_two(__gm__ float *in, __gm__ float *out, int64_t per_core) {
  __ubuf__ float *u = (__ubuf__ float *)0x0000;
  __ubuf__ float *v = (__ubuf__ float *)0x1000;
#ifdef BUG_CROSS_CORE
  int64_t base = 0;
#else
  int64_t base = get_block_idx() * per_core;
#endif
#ifdef BUG_OUT_OF_BOUNDS
  base += per_core / 2;
#endif
  copy_gm_to_ubuf(u, in + base, 0, 1, (uint16_t)(per_core * 4 / 32), 0, 0);
#ifndef BUG_MISSING_SYNC
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
#endif
  vmuls_f32(v, u, 2.0f, (uint8_t)(per_core * 4 / 256), 1, 1, 8, 8);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
#ifdef BUG_DEADLOCK
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
#else
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
#endif
  copy_ubuf_to_gm(out + base, v, 0, 1, (uint16_t)(per_core * 4 / 32), 0, 0);
}

int main(void) {
  const size_t bytes = CORES * PER_CORE * sizeof(float);
  float *host = malloc(bytes);
  for (int i = 0; i < CORES * PER_CORE; ++i) host[i] = (float)i;
  void *in, *out;
  aclrtMalloc(&in, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&out, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(in, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, PER_CORE};
  rtKernelLaunch((const void *)scale_by_two, CORES, args, sizeof(args), NULL, NULL);
  aclrtMemcpy(host, bytes, out, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  int wrong = 0;
  for (int i = 0; i < CORES * PER_CORE; ++i) wrong += host[i] != 2.0f * (float)i;
  printf("seeded_bugs: %d wrong: %s\n", wrong, wrong ? "FAIL" : "PASS");
  aclrtFree(in);
  aclrtFree(out);
  free(host);
  return wrong != 0;
}
