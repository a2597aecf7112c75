/* vec_add_triple: z = x + y over n tiles per AI core, triple buffered in a rolled loop:
 * tile i uses UB slot i % 3 (an `srem` of the counter by 3, not a power of two), so two
 * copies-in may run ahead of the vector unit. Dependences: MTE2->V (RAW x, y), V->MTE3
 * (RAW z) in one iteration; V->MTE2 (WAR x, y) and MTE3->V (WAR z) carried at distances
 * that are multiples of 3 only. */
#include "ascend_kernel.h"

#define TILE 4096
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)
#define SLOT_BYTES 0x6000

void vec_add_triple(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                    __gm__ half *__restrict__ z, int32_t n) {
  int64_t base = get_block_idx() * n * TILE;
  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    int64_t slot = (int64_t)(i % 3) * SLOT_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(slot + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(slot + 0x2000);
    __ubuf__ half *zb = (__ubuf__ half *)(slot + 0x4000);
    copy_gm_to_ubuf(xb, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(yb, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    vadd_f16(zb, xb, yb, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    copy_ubuf_to_gm(z + off, zb, 0, 1, TILE_BLOCKS, 0, 0);
  }
}
