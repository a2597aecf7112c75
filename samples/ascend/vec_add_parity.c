/* vec_add_parity: z = x + y over n tiles per AI core, double buffered in a rolled loop:
 * tile i uses UB half (i & 1) (clang: `(i << 16) & 65536`), so with the right
 * synchronisation MTE2 fills tile i+1's half while V adds tile i. Dependences: MTE2->V
 * (RAW x, y), V->MTE3 (RAW z) in one iteration; V->MTE2 (WAR x, y) and MTE3->V (WAR z)
 * carried at even distances only (the same half two tiles later). */
#include "ascend_kernel.h"

#define TILE 8192
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)
#define HALF_BYTES 0x10000

void vec_add_parity(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y,
                    __gm__ half *__restrict__ z, int32_t n) {
  int64_t base = get_block_idx() * n * TILE;
  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    int64_t half_base = (int64_t)(i & 1) * HALF_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(half_base + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(half_base + 0x4000);
    __ubuf__ half *zb = (__ubuf__ half *)(half_base + 0x8000);
    copy_gm_to_ubuf(xb, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    copy_gm_to_ubuf(yb, y + off, 0, 1, TILE_BLOCKS, 0, 0);
    vadd_f16(zb, xb, yb, TILE_REPEATS, 1, 1, 1, 8, 8, 8);
    copy_ubuf_to_gm(z + off, zb, 0, 1, TILE_BLOCKS, 0, 0);
  }
}
