/* matmul_tiled: one 64x64 tile of C = A * B + bias per AI core, with K
 * streamed through L1 in `k_chunks` chunks of 384.  A and B are pre-arranged
 * in GM in fractal (16x16 half) order so that each chunk is contiguous.
 * Per chunk: MTE2 copies the A and B chunks GM -> L1; a fully unrolled K loop
 * of 24 steps has MTE1 load step k's 4 A and 4 B fractals into their own
 * 2 KiB slots of L0A/L0B (24 distinct slots each, 48 KiB) and M accumulate
 * them into L0C.  After the chunks: V moves L0C -> UB and adds the bias row
 * (MTE2 GM -> UB) to every row; MTE3 writes the tile out.
 * Dependences (per chunk): MTE2->MTE1 (RAW L1, 48 pairs), MTE1->M (RAW
 * L0A/L0B, 48 pairs), and carried by the chunk loop MTE1->MTE2 (WAR L1, 48)
 * and M->MTE1 (WAR L0A/L0B, 48); M->V (RAW L0C), MTE2->V (RAW bias),
 * V->MTE3 (RAW UB). */
#include "ascend_kernel.h"

#define MT 64                          /* tile rows                       */
#define NT 64                          /* tile columns                    */
#define KS 16                          /* K per mad                       */
#define KSTEPS 24                      /* mads per chunk                  */
#define KCHUNK (KS * KSTEPS)           /* 384                             */
#define FRAC_A (MT * KS / 256)         /* 4 fractals per A step (2 KiB)   */
#define FRAC_B (KS * NT / 256)         /* 4 fractals per B step (2 KiB)   */
#define CHUNK_BLOCKS (MT * KCHUNK * 2 / 32) /* 1536 blocks = 48 KiB       */

void matmul_tiled(__gm__ half *__restrict__ a, __gm__ half *__restrict__ b,
                  __gm__ float *__restrict__ bias,
                  __gm__ float *__restrict__ c, int32_t n_tiles, int32_t k_chunks) {
  int64_t blk = get_block_idx();
  int64_t mt = blk / n_tiles;
  int64_t nt = blk % n_tiles;
  __cbuf__ half *l1_a = (__cbuf__ half *)0x00000;  /* 48 KiB */
  __cbuf__ half *l1_b = (__cbuf__ half *)0x10000;  /* 48 KiB */
  __ca__ half *l0a = (__ca__ half *)0x0;           /* 24 x 2 KiB */
  __cb__ half *l0b = (__cb__ half *)0x0;           /* 24 x 2 KiB */
  __cc__ float *l0c = (__cc__ float *)0x0;         /* 16 KiB */
  __ubuf__ float *ub_c = (__ubuf__ float *)0x0;    /* 16 KiB */
  __ubuf__ float *ub_bias = (__ubuf__ float *)0x4000; /* 256 B */

  copy_gm_to_ubuf(ub_bias, bias + nt * NT, 0, 1, NT * 4 / 32, 0, 0);
  for (int32_t kb = 0; kb < k_chunks; ++kb) {
    copy_gm_to_cbuf(l1_a, a + (mt * k_chunks + kb) * (MT * KCHUNK), 0, 1,
                    CHUNK_BLOCKS, 0, 0);
    copy_gm_to_cbuf(l1_b, b + (nt * k_chunks + kb) * (KCHUNK * NT), 0, 1,
                    CHUNK_BLOCKS, 0, 0);
#pragma clang loop unroll(full)
    for (int k = 0; k < KSTEPS; ++k) {
      load_cbuf_to_ca(l0a + k * MT * KS, l1_a, k * FRAC_A, FRAC_A, 1, 0, 0,
                      false);
      load_cbuf_to_cb(l0b + k * KS * NT, l1_b, k * FRAC_B, FRAC_B, 1, 0, 0,
                      false);
      mad(l0c, l0a + k * MT * KS, l0b + k * KS * NT, MT, KS, NT,
          kb == 0 && k == 0);
    }
  }
  copy_matrix_cc_to_ubuf(ub_c, l0c, 0, 1, MT * NT * 4 / 32, 0, 0);
  /* one repeat per row of 64 floats; the bias row is re-read (src1Rep 0) */
  vadd_f32(ub_c, ub_c, ub_bias, MT, 1, 1, 1, 8, 8, 0);
  copy_ubuf_to_gm(c + mt * MT * (n_tiles * NT) + nt * NT, ub_c, 0, MT,
                  NT * 4 / 32, 0, (n_tiles - 1) * (NT * 4 / 32));
}
