/* unrolled_matmul: a compile-time benchmark kernel shaped like a real cube kernel
 * with every loop fully unrolled (scripts/benchmarks/bench-compile-time.sh). Each AI core
 * computes an OUT_M x OUT_N grid of 64x64 tiles of C = A * B + bias, K streamed
 * through L1 in K_CHUNKS chunks of 384 (A and B pre-arranged in fractal order so
 * that each chunk is contiguous). Per tile and chunk: MTE2 copies the A and B
 * chunks GM -> L1 (double-buffered by chunk parity); 24 steps of MTE1 loading 4
 * A and 4 B fractals into rotating 2 KiB L0A/L0B slots and M accumulating them
 * into the tile's L0C accumulator (two, alternating between tiles). After the
 * chunks: V moves L0C -> UB and adds the bias row (MTE2 GM -> UB), MTE3 writes the
 * tile out (two UB tiles, alternating). Pipe calls: OUT_M*OUT_N*(K_CHUNKS*74 + 4). */
#include "ascend_kernel.h"

#ifndef OUT_M
#define OUT_M 2
#endif
#ifndef OUT_N
#define OUT_N 2
#endif
#ifndef K_CHUNKS
#define K_CHUNKS 3
#endif
#define MT 64
#define NT 64
#define KS 16
#define KSTEPS 24
#define KCHUNK (KS * KSTEPS)
#define FRAC 4                          /* fractals per A or B step (2 KiB) */
#define CHUNK_BLOCKS (MT * KCHUNK * 2 / 32)
#define CHUNK_HALVES (MT * KCHUNK)

void unrolled_matmul(__gm__ half *__restrict__ a, __gm__ half *__restrict__ b,
                     __gm__ float *__restrict__ bias, __gm__ float *__restrict__ c) {
  int64_t core = get_block_idx();
#pragma clang loop unroll(full)
  for (int m = 0; m < OUT_M; ++m) {
#pragma clang loop unroll(full)
    for (int n = 0; n < OUT_N; ++n) {
      int tile = m * OUT_N + n;
      __cc__ float *acc = (__cc__ float *)0 + (tile % 2) * MT * NT;
      __ubuf__ float *ub_c = (__ubuf__ float *)0 + (tile % 2) * MT * NT;
      __ubuf__ float *ub_bias = (__ubuf__ float *)0x8000 + (tile % 2) * NT;
#pragma clang loop unroll(full)
      for (int kb = 0; kb < K_CHUNKS; ++kb) {
        __cbuf__ half *l1_a = (__cbuf__ half *)0 + (kb % 2) * 2 * CHUNK_HALVES;
        __cbuf__ half *l1_b = l1_a + CHUNK_HALVES;
        copy_gm_to_cbuf(l1_a, a + ((core * OUT_M + m) * K_CHUNKS + kb) * CHUNK_HALVES, 0, 1, CHUNK_BLOCKS, 0, 0);
        copy_gm_to_cbuf(l1_b, b + ((core * OUT_N + n) * K_CHUNKS + kb) * CHUNK_HALVES, 0, 1, CHUNK_BLOCKS, 0, 0);
#pragma clang loop unroll(full)
        for (int k = 0; k < KSTEPS; ++k) {
          int slot = (kb * KSTEPS + k) % 16;
          __ca__ half *l0a = (__ca__ half *)0 + slot * MT * KS;
          __cb__ half *l0b = (__cb__ half *)0 + slot * KS * NT;
          load_cbuf_to_ca(l0a, l1_a, k * FRAC, FRAC, 1, 0, 0, false);
          load_cbuf_to_cb(l0b, l1_b, k * FRAC, FRAC, 1, 0, 0, false);
          mad(acc, l0a, l0b, MT, KS, NT, kb == 0 && k == 0);
        }
      }
      copy_gm_to_ubuf(ub_bias, bias + (core * OUT_N + n) * NT, 0, 1, NT * 4 / 32, 0, 0);
      copy_matrix_cc_to_ubuf(ub_c, acc, 0, 1, MT * NT * 4 / 32, 0, 0);
      vadd_f32(ub_c, ub_c, ub_bias, MT, 1, 1, 1, 8, 8, 0);
      copy_ubuf_to_gm(c + ((core * OUT_M + m) * MT) * (OUT_N * NT) + n * NT, ub_c, 0, MT, NT * 4 / 32, 0,
                      (OUT_N - 1) * (NT * 4 / 32));
    }
  }
}
