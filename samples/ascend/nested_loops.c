/* nested_loops: row sums over tiles.  For each of `rows` rows the outer loop
 * clears a UB accumulator, the inner loop streams the row's `cols` tiles
 * through one UB buffer and adds them into the accumulator, and MTE3 writes
 * the accumulator out after the inner loop; the next row re-fills it.
 * Dependences: MTE2->V (RAW buf), V->MTE2 (WAR buf, carried by the inner and
 * the outer loop), V->MTE3 (RAW acc, leaving the inner loop), MTE3->V (WAR
 * acc, carried by the outer loop). */
#include "ascend_kernel.h"

#define TILE 4096                      /* floats per tile: 16 KiB         */
#define TILE_BLOCKS (TILE * 4 / 32)    /* 512 blocks                      */
#define TILE_REPEATS (TILE * 4 / 256)  /* 64 repeats                      */

void nested_loops(__gm__ float *__restrict__ x, __gm__ float *__restrict__ z, int32_t rows,
                  int32_t cols) {
  int64_t row0 = get_block_idx() * rows;
  __ubuf__ float *buf = (__ubuf__ float *)0x0;
  __ubuf__ float *acc = (__ubuf__ float *)0x4000;

  for (int32_t r = 0; r < rows; ++r) {
    vector_dup_f32(acc, 0.0f, TILE_REPEATS, 1, 8);
    for (int32_t c = 0; c < cols; ++c) {
      copy_gm_to_ubuf(buf, x + ((row0 + r) * cols + c) * TILE, 0, 1,
                      TILE_BLOCKS, 0, 0);
      vadd_f32(acc, acc, buf, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    }
    copy_ubuf_to_gm(z + (row0 + r) * TILE, acc, 0, 1, TILE_BLOCKS, 0, 0);
  }
}
