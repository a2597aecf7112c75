/* loop_early_exit: a tile loop with an early exit.  Each tile is scaled by V;
 * the scalar unit then reads the first scaled element from UB and stops at
 * the first negative one (a sentinel tile, which is not written back);
 * otherwise MTE3 writes the tile out.
 * Dependences: MTE2->V (RAW in), V->S (RAW out[0]: the scalar load must wait
 * for the vector op), V->MTE3 (RAW out), loop-carried V->MTE2 (WAR in) and
 * MTE3->V (WAR out).  The loop has two exiting blocks (the break, taken
 * before the copy-out, and the latch). */
#include "ascend_kernel.h"

#define TILE 4096                      /* halves per tile: 8 KiB          */
#define TILE_BLOCKS (TILE * 2 / 32)    /* 256 blocks                      */
#define TILE_REPEATS (TILE * 2 / 256)  /* 32 repeats                      */

void loop_early_exit(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z, int32_t n,
                     half alpha) {
  int64_t base = get_block_idx() * n * TILE;
  __ubuf__ half *ub_in = (__ubuf__ half *)0x0;
  __ubuf__ half *ub_out = (__ubuf__ half *)0x2000;

  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    copy_gm_to_ubuf(ub_in, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    vmuls_f16(ub_out, ub_in, alpha, TILE_REPEATS, 1, 1, 8, 8);
    if (ub_out[0] < (half)0.0f)
      break;
    copy_ubuf_to_gm(z + off, ub_out, 0, 1, TILE_BLOCKS, 0, 0);
  }
}
