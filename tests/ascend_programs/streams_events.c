/* Streams and events on the Ascend program executor: `scale_by_two` on 4 cores three
 * times. A (in -> mid) on stream s1 and C (other -> other_out) on s3 are independent
 * and run together; B (mid -> out) on s2 reads what A wrote, ordered by an event that
 * s1 records after A and s2 waits for. -DBUG_NO_EVENT drops the wait (a cross-stream
 * race); -DONE_STREAM issues all three on s1 (the sequential baseline of the model). */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define PER_CORE 512 /* floats */

ASCEND_KERNEL void scale_by_two(__gm__ float *in, __gm__ float *out, int64_t per_core) {
  __ubuf__ float *u = (__ubuf__ float *)0x0000;
  __ubuf__ float *v = (__ubuf__ float *)0x1000;
  int64_t base = get_block_idx() * per_core;
  copy_gm_to_ubuf(u, in + base, 0, 1, (uint16_t)(per_core * 4 / 32), 0, 0);
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vmuls_f32(v, u, 2.0f, (uint8_t)(per_core * 4 / 256), 1, 1, 8, 8);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(out + base, v, 0, 1, (uint16_t)(per_core * 4 / 32), 0, 0);
}

static void launch(void *in, void *out, aclrtStream stream) {
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, PER_CORE};
  rtKernelLaunch((const void *)scale_by_two, CORES, args, sizeof(args), NULL, stream);
}

int main(void) {
  const size_t bytes = CORES * PER_CORE * sizeof(float);
  float *host = malloc(bytes), *result = malloc(bytes), *other = malloc(bytes);
  for (int i = 0; i < CORES * PER_CORE; ++i) host[i] = (float)i;
  void *in, *mid, *out, *other_in, *other_out;
  aclrtMalloc(&in, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&mid, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&out, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&other_in, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&other_out, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(in, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(other_in, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtStream s1, s2, s3;
  aclrtCreateStream(&s1);
#ifdef ONE_STREAM
  s2 = s3 = s1;
#else
  aclrtCreateStream(&s2);
  aclrtCreateStream(&s3);
#endif
  aclrtEvent a_done;
  aclrtCreateEvent(&a_done);
  launch(in, mid, s1);
  aclrtRecordEvent(a_done, s1);
  launch(other_in, other_out, s3);
#ifndef BUG_NO_EVENT
  aclrtStreamWaitEvent(s2, a_done);
#endif
  launch(mid, out, s2);
  aclrtSynchronizeStream(s2);
  aclrtSynchronizeStream(s3);
  aclrtMemcpy(result, bytes, out, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(other, bytes, other_out, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  int wrong = 0;
  for (int i = 0; i < CORES * PER_CORE; ++i) wrong += result[i] != 4.0f * (float)i || other[i] != 2.0f * (float)i;
  printf("streams_events: %d wrong: %s\n", wrong, wrong ? "FAIL" : "PASS");
  aclrtDestroyEvent(a_done);
  aclrtFree(in); aclrtFree(mid); aclrtFree(out); aclrtFree(other_in); aclrtFree(other_out);
  free(host); free(result); free(other);
  return wrong != 0;
}
