/* vec_add_triple with hand-placed synchronisation: each UB slot has its own "buffer free"
 * flags (V->MTE2 for x/y, MTE3->V for z), event ID = i % 3 chosen by a switch (IDs are
 * immediates), set before the loop for all three slots and consumed after it; the
 * in-iteration pairs use the slot's ID too. */
#include "ascend_kernel.h"

#define TILE 4096
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)
#define SLOT_BYTES 0x6000

#define BY_SLOT(call, p, q, s)  \
  switch (s) {                  \
  case 0: call(p, q, EVENT_ID0); break; \
  case 1: call(p, q, EVENT_ID1); break; \
  default: call(p, q, EVENT_ID2); break; \
  }

void vec_add_triple(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                    __gm__ half *__restrict__ z, int32_t n) {
  int64_t base = get_block_idx() * n * TILE;
  for (int32_t s = 0; s < 3; ++s) {
    BY_SLOT(set_flag, PIPE_V, PIPE_MTE2, s)
    BY_SLOT(set_flag, PIPE_MTE3, PIPE_V, s)
  }
  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    int32_t s = i % 3;
    int64_t slot = (int64_t)s * SLOT_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(slot + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(slot + 0x2000);
    __ubuf__ half *zb = (__ubuf__ half *)(slot + 0x4000);
    BY_SLOT(wait_flag, PIPE_V, PIPE_MTE2, s)
    copy_gm_to_ubuf(xb, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(yb, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    BY_SLOT(set_flag, PIPE_MTE2, PIPE_V, s)
    BY_SLOT(wait_flag, PIPE_MTE2, PIPE_V, s)
    BY_SLOT(wait_flag, PIPE_MTE3, PIPE_V, s)
    vadd_f16(zb, xb, yb, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    BY_SLOT(set_flag, PIPE_V, PIPE_MTE2, s)
    BY_SLOT(set_flag, PIPE_V, PIPE_MTE3, s)
    BY_SLOT(wait_flag, PIPE_V, PIPE_MTE3, s)
    copy_ubuf_to_gm(z + off, zb, 0, 1, TILE_BLOCKS, 0, 0);
    BY_SLOT(set_flag, PIPE_MTE3, PIPE_V, s)
  }
  for (int32_t s = 0; s < 3; ++s) {
    BY_SLOT(wait_flag, PIPE_V, PIPE_MTE2, s)
    BY_SLOT(wait_flag, PIPE_MTE3, PIPE_V, s)
  }
}
