/* pingpong: a host loop of STEPS launches of one relaxation kernel,
 * x <- 0.5 * x + 1, ping-ponging between two device buffers (iteration k reads the
 * buffer iteration k - 1 wrote and writes the other one). Each core owns a slice
 * and streams it through UB in tiles, double-buffered; the host swaps the pointers
 * and checks the result after the loop against the same iteration in plain C. In
 * the UAR the chain is core-level across iterations (core c reads only what core c
 * wrote), which is what lets sirius fuse or pipeline the loop body. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define BLOCKS 6
#define PER_CORE 3000
#define TILE 1024
#define STEPS 5

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* A setting another file could change (clang keeps the loop instead of unrolling it). */
int relax_steps = STEPS;

ASCEND_KERNEL void relax(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y,
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
    vmuls_f32(out, in, 0.5f, repeats, 1, 1, 8, 8);
    if (half) SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID1); else SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    vadds_f32(out, out, 1.0f, repeats, 1, 1, 8, 8);
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

int main(void) {
  const int64_t n = (int64_t)BLOCKS * PER_CORE;
  const size_t bytes = (size_t)n * sizeof(float);
  float *x = malloc(bytes), *y = malloc(bytes);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 23) * 3.0f - 30.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *ping, *pong;
  aclrtMalloc(&ping, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&pong, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(ping, bytes, x, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  void *from = ping, *to = pong;
  for (int step = 0; step < relax_steps; ++step) {
    uint64_t args[3] = {(uint64_t)from, (uint64_t)to, PER_CORE};
    rtKernelLaunch((const void *)relax, BLOCKS, args, sizeof(args), NULL, stream);
    void *swap = from;
    from = to;
    to = swap;
  }
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, bytes, from, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) {
    float v = x[i];
    for (int step = 0; step < relax_steps; ++step) {
      v = v * 0.5f;
      v = v + 1.0f;
    }
    wrong += y[i] != v;
  }
  printf("pingpong: %d steps, %lld of %lld values differ from the C reference: %s\n", relax_steps,
         (long long)wrong, (long long)n, wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(ping); aclrtFree(pong);
  aclrtDestroyStream(stream);
  free(x); free(y);
  return wrong != 0;
}
