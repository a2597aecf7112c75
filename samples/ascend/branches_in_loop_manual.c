/* branches_in_loop with hand-placed synchronisation.  Since either branch may
 * follow either branch, both branches run the same MTE2 <-> V handshake (the
 * paper's fig. 11(b): a wait next to every set, a set next to every wait):
 * the V->MTE2 "buf free" flag is a token set before the loop and consumed
 * after it, and each iteration passes it MTE2 -> V -> MTE2 once. */
#include "ascend_kernel.h"

#define CHUNK 2048
#define CHUNK_BLOCKS (CHUNK * 4 / 32)
#define CHUNK_REPEATS (CHUNK * 4 / 256)

void branches_in_loop(__gm__ float *__restrict__ x, __gm__ float *__restrict__ z, int32_t n,
                      uint64_t load_mask) {
  int64_t blk = get_block_idx();
  __ubuf__ float *buf = (__ubuf__ float *)0x0;
  __ubuf__ float *acc = (__ubuf__ float *)0x2000;

  vector_dup_f32(acc, 0.0f, CHUNK_REPEATS, 1, 8);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  for (int32_t i = 0; i < n; ++i) {
    if ((load_mask >> i) & 1) {
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
      copy_gm_to_ubuf(buf, x + (blk * n + i) * CHUNK, 0, 1, CHUNK_BLOCKS, 0,
                      0);
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    } else {
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      vadd_f32(acc, acc, buf, CHUNK_REPEATS, 1, 1, 1, 8, 8, 8);
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(z + blk * CHUNK, acc, 0, 1, CHUNK_BLOCKS, 0, 0);
}
