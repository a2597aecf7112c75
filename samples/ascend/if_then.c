/* if_then: an if-then without else between a copy-in and a copy-out (paper
 * fig. 5 and 8).  When `scale` is true the tile is scaled in place by V.
 * Dependences: MTE2->V (RAW x, then-branch), V->MTE3 (RAW x, then-branch ->
 * join), and MTE2->MTE3 (RAW x) on the path that skips the branch. */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

void if_then(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z, bool scale, half alpha) {
  int64_t off = get_block_idx() * TILE;
  __ubuf__ half *ub_x = (__ubuf__ half *)0x0;

  copy_gm_to_ubuf(ub_x, x + off, 0, 1, TILE_BLOCKS, 0, 0);
  if (scale) {
    vmuls_f16(ub_x, ub_x, alpha, TILE_REPEATS, 1, 1, 8, 8);
  }
  copy_ubuf_to_gm(z + off, ub_x, 0, 1, TILE_BLOCKS, 0, 0);
}
