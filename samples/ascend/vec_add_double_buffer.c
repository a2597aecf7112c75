/* vec_add_double_buffer: z = x + y over 2*n tiles per AI core, two tiles per
 * iteration: the "ping" tile uses the lower half of UB, the "pong" tile the
 * upper half (disjoint constant offsets), so with the right synchronisation
 * MTE2 can fill pong while V works on ping and MTE3 drains it.
 * Dependences, per half: MTE2->V (RAW x, y), V->MTE3 (RAW z), and loop-carried
 * V->MTE2 (WAR x, y) and MTE3->V (WAR z). */
#include "ascend_kernel.h"

#define TILE 8192                      /* halves per tile: 16 KiB         */
#define TILE_BLOCKS (TILE * 2 / 32)    /* 512 blocks                      */
#define TILE_REPEATS (TILE * 2 / 256)  /* 64 repeats                      */

void vec_add_double_buffer(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                           __gm__ half *__restrict__ z,
                           int32_t n) {
  int64_t base = get_block_idx() * n * 2 * TILE;
  /* ping: 0x00000..0x0BFFF, pong: 0x10000..0x1BFFF */
  __ubuf__ half *x_ping = (__ubuf__ half *)0x00000;
  __ubuf__ half *y_ping = (__ubuf__ half *)0x04000;
  __ubuf__ half *z_ping = (__ubuf__ half *)0x08000;
  __ubuf__ half *x_pong = (__ubuf__ half *)0x10000;
  __ubuf__ half *y_pong = (__ubuf__ half *)0x14000;
  __ubuf__ half *z_pong = (__ubuf__ half *)0x18000;

  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * 2 * TILE;
    /* ping */
    copy_gm_to_ubuf(x_ping, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(y_ping, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    vadd_f16(z_ping, x_ping, y_ping, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    copy_ubuf_to_gm(z + off, z_ping, 0, 1, TILE_BLOCKS, 0, 0);
    /* pong */
    copy_gm_to_ubuf(x_pong, x + off + TILE, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(y_pong, y + off + TILE, 0, 1, TILE_BLOCKS, 0, 0);
    vadd_f16(z_pong, x_pong, y_pong, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    copy_ubuf_to_gm(z + off + TILE, z_pong, 0, 1, TILE_BLOCKS, 0, 0);
  }
}
