/* vec_scale_tail: y = 2 * x over len halves per AI core, in tiles of at most TILE: the
 * last tile is shorter (`min(len - off, TILE)`, clang's `llvm.smin`), and the copies move
 * exactly the tile's blocks (`(2 * count + 31) / 32`, an `sdiv` of a value the compiler
 * cannot prove non-negative). Two UB halves alternate by parity. Dependences: MTE2->V
 * (RAW x), V->MTE3 (RAW y) in one iteration; V->MTE2 (WAR x) and MTE3->V (WAR y) carried
 * at even distances; x and y never share bytes. */
#include "ascend_kernel.h"

#define TILE 4096
#define HALF_BYTES 0x10000

void vec_scale_tail(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y, int32_t len) {
  int64_t base = get_block_idx() * len;
  int32_t tiles = (len + TILE - 1) / TILE;
  for (int32_t t = 0; t < tiles; ++t) {
    int32_t off = t * TILE;
    int32_t rest = len - off;
    int32_t count = rest < TILE ? rest : TILE;
    int64_t half_base = (int64_t)(t & 1) * HALF_BYTES;
    __ubuf__ half *xb = (__ubuf__ half *)(half_base + 0x0000);
    __ubuf__ half *yb = (__ubuf__ half *)(half_base + 0x8000);
    uint16_t blocks = (uint16_t)((count * 2 + 31) / 32);
    uint8_t repeats = (uint8_t)((count * 2 + 255) / 256);
    copy_gm_to_ubuf(xb, x + base + off, 0, 1, blocks, 0, 0);
    vmuls_f16(yb, xb, (half)2.0, repeats, 1, 1, 8, 8);
    copy_ubuf_to_gm(y + base + off, yb, 0, 1, blocks, 0, 0);
  }
}
