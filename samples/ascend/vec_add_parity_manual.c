/* vec_add_parity with hand-placed synchronisation, as an expert writes double buffering
 * in a rolled loop: each UB half has its own "buffer free" flags (V->MTE2 for x/y,
 * MTE3->V for z), event ID = the tile's parity, chosen by a branch (event IDs are
 * immediates); set once before the loop for both halves and consumed once after it. The
 * in-iteration pairs (MTE2->V, V->MTE3) also use the half's ID: with one ID, tile i+1's
 * set could come before tile i's wait consumed the flag (a double set). */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)
#define HALF_BYTES 0x10000

void vec_add_parity(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                    __gm__ half *__restrict__ z, int32_t n) {
  int64_t base = get_block_idx() * n * TILE;
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    int64_t half_base = (int64_t)(i & 1) * HALF_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(half_base + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(half_base + 0x4000);
    __ubuf__ half *zb = (__ubuf__ half *)(half_base + 0x8000);
    if (i & 1)
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    else
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(xb, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(yb, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    if (i & 1)
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    else
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (i & 1)
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    else
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (i & 1)
      wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    else
      wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vadd_f16(zb, xb, yb, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    if (i & 1)
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    else
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    if (i & 1)
      set_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    else
      set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    if (i & 1)
      wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    else
      wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(z + off, zb, 0, 1, TILE_BLOCKS, 0, 0);
    if (i & 1)
      set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    else
      set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
}
