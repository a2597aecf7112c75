/* vec_add with hand-placed synchronisation (see vec_add.c). */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

void vec_add(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
             __gm__ half *__restrict__ z) {
  int64_t off = get_block_idx() * TILE;
  __ubuf__ half *ub_x = (__ubuf__ half *)0x0;
  __ubuf__ half *ub_y = (__ubuf__ half *)0x4000;
  __ubuf__ half *ub_z = (__ubuf__ half *)0x8000;

  copy_gm_to_ubuf(ub_x, x + off, 0, 1, TILE_BLOCKS, 0, 0);
  copy_gm_to_ubuf(ub_y, y + off, 0, 1, TILE_BLOCKS, 0, 0);
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd_f16(ub_z, ub_x, ub_y, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(z + off, ub_z, 0, 1, TILE_BLOCKS, 0, 0);
}
