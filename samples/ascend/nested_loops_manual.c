/* nested_loops with hand-placed synchronisation: "buf free" (V->MTE2) and
 * "acc free" (MTE3->V) are set once before the outer loop and consumed once
 * after it; each use of a buffer waits for its free flag and sets it again
 * after its last use. */
#include "ascend_kernel.h"

#define TILE 4096
#define TILE_BLOCKS (TILE * 4 / 32)
#define TILE_REPEATS (TILE * 4 / 256)

void nested_loops(__gm__ float *__restrict__ x, __gm__ float *__restrict__ z, int32_t rows,
                  int32_t cols) {
  int64_t row0 = get_block_idx() * rows;
  __ubuf__ float *buf = (__ubuf__ float *)0x0;
  __ubuf__ float *acc = (__ubuf__ float *)0x4000;

  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int32_t r = 0; r < rows; ++r) {
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vector_dup_f32(acc, 0.0f, TILE_REPEATS, 1, 8);
    for (int32_t c = 0; c < cols; ++c) {
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
      copy_gm_to_ubuf(buf, x + ((row0 + r) * cols + c) * TILE, 0, 1,
                      TILE_BLOCKS, 0, 0);
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
      vadd_f32(acc, acc, buf, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    }
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(z + (row0 + r) * TILE, acc, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}
