/* matmul_tiled with hand-placed synchronisation, 4 event IDs per pipe pair.
 * The 24 K steps of a chunk are synchronised in 4 groups of 6 steps, one
 * event ID per group: MTE1 loads a group's 12 L0A/L0B slots, then sets
 * (MTE1, M, g); M waits for it, runs the group's 6 mads and sets (M, MTE1, g)
 * ("group g's slots free"), which MTE1 waits for before reloading those slots
 * in the next chunk.  The slot-free and L1-free flags are set before the chunk
 * loop and consumed after it. */
#include "ascend_kernel.h"

#define MT 64
#define NT 64
#define KS 16
#define KSTEPS 24
#define KCHUNK (KS * KSTEPS)
#define FRAC_A (MT * KS / 256)
#define FRAC_B (KS * NT / 256)
#define CHUNK_BLOCKS (MT * KCHUNK * 2 / 32)
#define GROUPS 4
#define GSTEPS (KSTEPS / GROUPS)

void matmul_tiled(__gm__ half *__restrict__ a, __gm__ half *__restrict__ b,
                  __gm__ float *__restrict__ bias,
                  __gm__ float *__restrict__ c, int32_t n_tiles, int32_t k_chunks) {
  int64_t blk = get_block_idx();
  int64_t mt = blk / n_tiles;
  int64_t nt = blk % n_tiles;
  __cbuf__ half *l1_a = (__cbuf__ half *)0x00000;
  __cbuf__ half *l1_b = (__cbuf__ half *)0x10000;
  __ca__ half *l0a = (__ca__ half *)0x0;
  __cb__ half *l0b = (__cb__ half *)0x0;
  __cc__ float *l0c = (__cc__ float *)0x0;
  __ubuf__ float *ub_c = (__ubuf__ float *)0x0;
  __ubuf__ float *ub_bias = (__ubuf__ float *)0x4000;

  copy_gm_to_ubuf(ub_bias, bias + nt * NT, 0, 1, NT * 4 / 32, 0, 0);
  set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);

  set_flag(PIPE_MTE1, PIPE_MTE2, EVENT_ID0); /* L1 free */
  set_flag(PIPE_M, PIPE_MTE1, EVENT_ID0);    /* L0 slots of group g free */
  set_flag(PIPE_M, PIPE_MTE1, EVENT_ID1);
  set_flag(PIPE_M, PIPE_MTE1, EVENT_ID2);
  set_flag(PIPE_M, PIPE_MTE1, EVENT_ID3);
  for (int32_t kb = 0; kb < k_chunks; ++kb) {
    wait_flag(PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_cbuf(l1_a, a + (mt * k_chunks + kb) * (MT * KCHUNK), 0, 1,
                    CHUNK_BLOCKS, 0, 0);
    copy_gm_to_cbuf(l1_b, b + (nt * k_chunks + kb) * (KCHUNK * NT), 0, 1,
                    CHUNK_BLOCKS, 0, 0);
    set_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
#pragma clang loop unroll(full)
    for (int g = 0; g < GROUPS; ++g) {
      wait_flag(PIPE_M, PIPE_MTE1, g);
#pragma clang loop unroll(full)
      for (int k = g * GSTEPS; k < (g + 1) * GSTEPS; ++k) {
        load_cbuf_to_ca(l0a + k * MT * KS, l1_a, k * FRAC_A, FRAC_A, 1, 0, 0,
                        false);
        load_cbuf_to_cb(l0b + k * KS * NT, l1_b, k * FRAC_B, FRAC_B, 1, 0, 0,
                        false);
      }
      if (g == GROUPS - 1)
        set_flag(PIPE_MTE1, PIPE_MTE2, EVENT_ID0); /* last read of L1 */
      set_flag(PIPE_MTE1, PIPE_M, g);
      wait_flag(PIPE_MTE1, PIPE_M, g);
#pragma clang loop unroll(full)
      for (int k = g * GSTEPS; k < (g + 1) * GSTEPS; ++k)
        mad(l0c, l0a + k * MT * KS, l0b + k * KS * NT, MT, KS, NT,
            kb == 0 && k == 0);
      set_flag(PIPE_M, PIPE_MTE1, g);
    }
  }
  wait_flag(PIPE_MTE1, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_M, PIPE_MTE1, EVENT_ID0);
  wait_flag(PIPE_M, PIPE_MTE1, EVENT_ID1);
  wait_flag(PIPE_M, PIPE_MTE1, EVENT_ID2);
  wait_flag(PIPE_M, PIPE_MTE1, EVENT_ID3);

  set_flag(PIPE_M, PIPE_V, EVENT_ID0);
  wait_flag(PIPE_M, PIPE_V, EVENT_ID0);
  copy_matrix_cc_to_ubuf(ub_c, l0c, 0, 1, MT * NT * 4 / 32, 0, 0);
  wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
  vadd_f32(ub_c, ub_c, ub_bias, MT, 1, 1, 1, 8, 8, 0);
  set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(c + mt * MT * (n_tiles * NT) + nt * NT, ub_c, 0, MT,
                  NT * 4 / 32, 0, (n_tiles - 1) * (NT * 4 / 32));
}
