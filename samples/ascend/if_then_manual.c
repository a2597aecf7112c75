/* if_then with hand-placed synchronisation: the branch gets an else that
 * carries the MTE2->MTE3 flag, so every path sets and waits each flag once. */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

void if_then(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z, bool scale, half alpha) {
  int64_t off = get_block_idx() * TILE;
  __ubuf__ half *ub_x = (__ubuf__ half *)0x0;

  copy_gm_to_ubuf(ub_x, x + off, 0, 1, TILE_BLOCKS, 0, 0);
  if (scale) {
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vmuls_f16(ub_x, ub_x, alpha, TILE_REPEATS, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  } else {
    set_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_MTE3, EVENT_ID0);
  }
  copy_ubuf_to_gm(z + off, ub_x, 0, 1, TILE_BLOCKS, 0, 0);
}
