/* Bus contention: `stream` copies 64 KiB of GM into UB on every core (MTE2 only),
 * `compute` runs 64 vector repeats on UB only. run(cores, which) launches one of
 * them (which: 0 stream, 1 compute) on `cores` cores, through the bisheng
 * <<<>>> lowering (rtConfigureCall, rtSetupArgument, rtLaunch). */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define STREAM_BYTES 65536

ASCEND_KERNEL void stream(__gm__ float *in) {
  copy_gm_to_ubuf((__ubuf__ float *)0, in + get_block_idx() * (STREAM_BYTES / 4), 0, 1,
                  STREAM_BYTES / 32, 0, 0);
}

ASCEND_KERNEL void compute(__gm__ float *unused) {
  __ubuf__ float *u = (__ubuf__ float *)0;
  vadd_f32(u, u, u, 64, 1, 1, 1, 8, 8, 8);
}

int run(int cores, int which) {
  void *buffer;
  aclrtMalloc(&buffer, (size_t)cores * STREAM_BYTES, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemset(buffer, (size_t)cores * STREAM_BYTES, 0, (size_t)cores * STREAM_BYTES);
  rtConfigureCall((uint32_t)cores, NULL, NULL);
  rtSetupArgument(&buffer, sizeof(buffer), 0);
  rtLaunch(which == 0 ? (const void *)stream : (const void *)compute);
  aclrtFree(buffer);
  return 0;
}
