/* vec_add_double_buffer with hand-placed synchronisation: each half of UB
 * has its own event ID (ping = EVENT_ID0, pong = EVENT_ID1) on every pipe
 * pair, and the "buffer free" flags (V->MTE2 for x/y, MTE3->V for z) are set
 * once before the loop and consumed once after it. */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

void vec_add_double_buffer(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                           __gm__ half *__restrict__ z,
                           int32_t n) {
  int64_t base = get_block_idx() * n * 2 * TILE;
  __ubuf__ half *x_ping = (__ubuf__ half *)0x00000;
  __ubuf__ half *y_ping = (__ubuf__ half *)0x04000;
  __ubuf__ half *z_ping = (__ubuf__ half *)0x08000;
  __ubuf__ half *x_pong = (__ubuf__ half *)0x10000;
  __ubuf__ half *y_pong = (__ubuf__ half *)0x14000;
  __ubuf__ half *z_pong = (__ubuf__ half *)0x18000;

  /* all buffers start free */
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);

  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * 2 * TILE;
    /* ping */
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0); /* x_ping, y_ping free */
    copy_gm_to_ubuf(x_ping, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(y_ping, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0); /* z_ping free */
    vadd_f16(z_ping, x_ping, y_ping, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(z + off, z_ping, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    /* pong */
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    copy_gm_to_ubuf(x_pong, x + off + TILE, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(y_pong, y + off + TILE, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    vadd_f16(z_pong, x_pong, y_pong, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    copy_ubuf_to_gm(z + off + TILE, z_pong, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
  }

  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
}
