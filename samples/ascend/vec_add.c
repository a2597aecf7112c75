/* vec_add: z = x + y on one 16 KiB tile per AI core, straight-line.
 * MTE2 (x, y: GM -> UB) -> V (vadd) -> MTE3 (z: UB -> GM).
 * Dependences: MTE2->V (RAW on UB x, y), V->MTE3 (RAW on UB z). */
#include "ascend_kernel.h"

#define TILE 8192                      /* halves per tile: 16 KiB         */
#define TILE_BLOCKS (TILE * 2 / 32)    /* 512 blocks of 32 bytes          */
#define TILE_REPEATS (TILE * 2 / 256)  /* 64 vector repeats of 256 bytes */

void vec_add(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
             __gm__ half *__restrict__ z) {
  int64_t off = get_block_idx() * TILE;
  __ubuf__ half *ub_x = (__ubuf__ half *)0x0;
  __ubuf__ half *ub_y = (__ubuf__ half *)0x4000;
  __ubuf__ half *ub_z = (__ubuf__ half *)0x8000;

  copy_gm_to_ubuf(ub_x, x + off, 0, 1, TILE_BLOCKS, 0, 0);
  copy_gm_to_ubuf(ub_y, y + off, 0, 1, TILE_BLOCKS, 0, 0);
  vadd_f16(ub_z, ub_x, ub_y, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm(z + off, ub_z, 0, 1, TILE_BLOCKS, 0, 0);
}
