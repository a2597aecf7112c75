/* softmax_row: row-wise softmax over `rows` rows of W floats per AI core.
 * Per row: MTE2 copies the row in; V folds it with vmax down to one 32-byte
 * block (tree of halvings, ping-ponging between two scratch areas); the
 * scalar unit reads those 8 floats from UB to get the row max (V->S); V
 * computes exp(x - max) (the max is the scalar operand of vadds) and folds the
 * sum the same way; S reads the sum (V->S) and V scales by 1/sum; MTE3 copies
 * the row out.
 * Dependences: MTE2->V (RAW x), V->S twice (RAW t), V->MTE3 (RAW y), and
 * loop-carried V->MTE2 (WAR x), MTE3->V (WAR y); S->V (the scalar operands,
 * and WAR on t) are ordered by issue. */
#include "ascend_kernel.h"

#define W 1024                    /* floats per row: 4 KiB                */
#define W_BLOCKS (W * 4 / 32)     /* 128 blocks                           */
#define W_REPEATS (W * 4 / 256)   /* 16 repeats (64 floats each)          */

/* dst[0, 8*rep) = op(src[0, 8*rep), src[h, h + 8*rep)) in blocks */
#define FOLD(vop, dst, src, h, rep) vop(dst, src, (src) + (h), rep, 1, 1, 1, 8, 8, 8)

void softmax_row(__gm__ float *__restrict__ x, __gm__ float *__restrict__ z, int32_t rows) {
  int64_t row0 = get_block_idx() * rows;
  __ubuf__ float *ub_x = (__ubuf__ float *)0x0000; /* 4 KiB row in        */
  __ubuf__ float *ub_y = (__ubuf__ float *)0x1000; /* 4 KiB row out       */
  __ubuf__ float *t = (__ubuf__ float *)0x2000;    /* 2 KiB scratch       */
  __ubuf__ float *u = (__ubuf__ float *)0x3000;    /* 2 KiB scratch       */

  for (int32_t r = 0; r < rows; ++r) {
    __gm__ float *src = x + (row0 + r) * W;
    __gm__ float *dst = z + (row0 + r) * W;
    copy_gm_to_ubuf(ub_x, src, 0, 1, W_BLOCKS, 0, 0);

    /* row max: 16 repeats -> 8 -> 4 -> 2 -> 1 repeat -> 4 -> 2 -> 1 block */
    FOLD(vmax_f32, t, ub_x, 512, 8);
    FOLD(vmax_f32, u, t, 256, 4);
    FOLD(vmax_f32, t, u, 128, 2);
    FOLD(vmax_f32, u, t, 64, 1);
    FOLD(vmax_f32, t, u, 32, 1);
    FOLD(vmax_f32, u, t, 16, 1);
    FOLD(vmax_f32, t, u, 8, 1);
    float m = t[0];
    for (int k = 1; k < 8; ++k)
      if (t[k] > m)
        m = t[k];

    /* y = exp(x - max) */
    vadds_f32(ub_y, ub_x, -m, W_REPEATS, 1, 1, 8, 8);
    vexp_f32(ub_y, ub_y, W_REPEATS, 1, 1, 8, 8);

    /* row sum, same tree */
    FOLD(vadd_f32, t, ub_y, 512, 8);
    FOLD(vadd_f32, u, t, 256, 4);
    FOLD(vadd_f32, t, u, 128, 2);
    FOLD(vadd_f32, u, t, 64, 1);
    FOLD(vadd_f32, t, u, 32, 1);
    FOLD(vadd_f32, u, t, 16, 1);
    FOLD(vadd_f32, t, u, 8, 1);
    float s = t[0];
    for (int k = 1; k < 8; ++k)
      s += t[k];

    vmuls_f32(ub_y, ub_y, 1.0f / s, W_REPEATS, 1, 1, 8, 8);
    copy_ubuf_to_gm(dst, ub_y, 0, 1, W_BLOCKS, 0, 0);
  }
}
