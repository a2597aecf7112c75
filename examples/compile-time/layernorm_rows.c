/* layernorm_rows: a compile-time benchmark kernel shaped like a real vector kernel
 * with a long loop body (scripts/benchmarks/bench-compile-time.sh): layer norm over `rows`
 * rows of W floats per AI core, ROWS_PER_STEP rows per iteration of the row loop
 * (clang unrolls the inner row loop fully), row r in UB slot r % 16. Per row:
 * MTE2 copies the row in; V folds it with vadd to 8 floats that the scalar unit
 * sums (V -> S) for the mean; V subtracts it and squares; V folds the squares,
 * S reads them for the variance; V scales by 1/sqrt(var + eps) (Newton on S), multiplies by
 * gamma and adds beta (both loaded once before the loop); MTE3 copies the row out.
 * Dependences within a row, and carried by the row loop on every slot (WAR). */
#include "ascend_kernel.h"

#ifndef ROWS_PER_STEP
#define ROWS_PER_STEP 8
#endif
#define W 1024
#define W_BLOCKS (W * 4 / 32)
#define W_REPEATS (W * 4 / 256)
#define SLOT 0x3000 /* 12 KiB per row: x, y and scratch */
#define SLOTS 16    /* rows in UB at once (192 KiB); row r of a step uses slot r % SLOTS */

#define FOLD(vop, dst, src, h, rep) vop(dst, src, (src) + (h), rep, 1, 1, 1, 8, 8, 8)

static inline __attribute__((always_inline)) float fold_sum(__ubuf__ float *in, __ubuf__ float *t, __ubuf__ float *u) {
  FOLD(vadd_f32, t, in, 512, 8);
  FOLD(vadd_f32, u, t, 256, 4);
  FOLD(vadd_f32, t, u, 128, 2);
  FOLD(vadd_f32, u, t, 64, 1);
  FOLD(vadd_f32, t, u, 32, 1);
  FOLD(vadd_f32, u, t, 16, 1);
  FOLD(vadd_f32, t, u, 8, 1);
  float s = 0;
  for (int k = 0; k < 8; ++k)
    s += t[k];
  return s;
}

/* 1/sqrt(v) by Newton's iteration on the scalar unit (no libm call in a kernel). */
static inline float rsqrt(float v) {
  float y = 1.0f;
  for (int i = 0; i < 6; ++i)
    y = y * (1.5f - 0.5f * v * y * y);
  return y;
}

void layernorm_rows(__gm__ float *__restrict__ x, __gm__ float *__restrict__ gamma,
                    __gm__ float *__restrict__ beta, __gm__ float *__restrict__ z, int32_t steps) {
  int64_t row0 = get_block_idx() * steps * ROWS_PER_STEP;
  __ubuf__ float *ub_gamma = (__ubuf__ float *)0x30000;
  __ubuf__ float *ub_beta = (__ubuf__ float *)0x31000;
  copy_gm_to_ubuf(ub_gamma, gamma, 0, 1, W_BLOCKS, 0, 0);
  copy_gm_to_ubuf(ub_beta, beta, 0, 1, W_BLOCKS, 0, 0);
  for (int32_t step = 0; step < steps; ++step) {
#pragma clang loop unroll(full)
    for (int r = 0; r < ROWS_PER_STEP; ++r) {
      __ubuf__ float *ub_x = (__ubuf__ float *)0 + (r % SLOTS) * (SLOT / 4);
      __ubuf__ float *ub_y = ub_x + W;
      __ubuf__ float *t = ub_y + W;
      __ubuf__ float *u = t + W / 2;
      int64_t row = row0 + step * ROWS_PER_STEP + r;
      copy_gm_to_ubuf(ub_x, x + row * W, 0, 1, W_BLOCKS, 0, 0);
      float mean = fold_sum(ub_x, t, u) / W;
      vadds_f32(ub_y, ub_x, -mean, W_REPEATS, 1, 1, 8, 8);
      vmul_f32(ub_x, ub_y, ub_y, W_REPEATS, 1, 1, 1, 8, 8, 8);
      float var = fold_sum(ub_x, t, u) / W;
      float scale = rsqrt(var + 1e-5f);
      vmuls_f32(ub_y, ub_y, scale, W_REPEATS, 1, 1, 8, 8);
      vmul_f32(ub_y, ub_y, ub_gamma, W_REPEATS, 1, 1, 1, 8, 8, 8);
      vadd_f32(ub_y, ub_y, ub_beta, W_REPEATS, 1, 1, 1, 8, 8, 8);
      copy_ubuf_to_gm(z + row * W, ub_y, 0, 1, W_BLOCKS, 0, 0);
    }
  }
}
