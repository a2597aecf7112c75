/* vec_scale_tail with hand-placed synchronisation (see vec_add_parity_manual.c): each UB
 * half has its own "buffer free" flags (V->MTE2 for x, MTE3->V for y), event ID = the
 * tile's parity chosen by a branch, set before the loop and consumed after it; the
 * in-iteration pairs use the half's ID too. */
#include "ascend_kernel.h"

#define TILE 4096
#define HALF_BYTES 0x10000

void vec_scale_tail(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y, int32_t len) {
  int64_t base = get_block_idx() * len;
  int32_t tiles = (len + TILE - 1) / TILE;
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
  for (int32_t t = 0; t < tiles; ++t) {
    int32_t off = t * TILE;
    int32_t rest = len - off;
    int32_t count = rest < TILE ? rest : TILE;
    int64_t half_base = (int64_t)(t & 1) * HALF_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(half_base + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(half_base + 0x8000);
    uint16_t blocks = (uint16_t)((count * 2 + 31) / 32);
    uint8_t repeats = (uint8_t)((count * 2 + 255) / 256);
    if (t & 1)
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    else
      wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(xb, x + base + off, 0, 1, blocks, 0, 0);
    if (t & 1)
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    else
      set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (t & 1)
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID1);
    else
      wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    if (t & 1)
      wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    else
      wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vmuls_f16(yb, xb, (half)2.0, repeats, 1, 1, 8, 8);
    if (t & 1)
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
    else
      set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    if (t & 1)
      set_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    else
      set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    if (t & 1)
      wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID1);
    else
      wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(y + base + off, yb, 0, 1, blocks, 0, 0);
    if (t & 1)
      set_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
    else
      set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID1);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID1);
}
