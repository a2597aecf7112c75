/* branches_in_loop: mutually unreachable branches inside a loop (paper
 * fig. 11).  In iteration i, bit i of `load_mask` chooses branch A (MTE2
 * loads chunk i of x into `buf`) or branch B (V accumulates `buf` into
 * `acc`).  Adjacent iterations may take the same branch.
 * Dependences: A->B MTE2->V (RAW buf) and B->A V->MTE2 (WAR buf), both only
 * across iterations (the branches cannot reach each other within one
 * iteration), plus V->MTE3 (RAW acc) from the loop to the copy-out. */
#include "ascend_kernel.h"

#define CHUNK 2048                       /* floats per chunk: 8 KiB       */
#define CHUNK_BLOCKS (CHUNK * 4 / 32)    /* 256 blocks                    */
#define CHUNK_REPEATS (CHUNK * 4 / 256)  /* 32 repeats                    */

void branches_in_loop(__gm__ float *__restrict__ x, __gm__ float *__restrict__ z, int32_t n,
                      uint64_t load_mask) {
  int64_t blk = get_block_idx();
  __ubuf__ float *buf = (__ubuf__ float *)0x0;
  __ubuf__ float *acc = (__ubuf__ float *)0x2000;

  vector_dup_f32(acc, 0.0f, CHUNK_REPEATS, 1, 8);
  for (int32_t i = 0; i < n; ++i) {
    if ((load_mask >> i) & 1) {
      copy_gm_to_ubuf(buf, x + (blk * n + i) * CHUNK, 0, 1, CHUNK_BLOCKS, 0,
                      0);
    } else {
      vadd_f32(acc, acc, buf, CHUNK_REPEATS, 1, 1, 1, 8, 8, 8);
    }
  }
  copy_ubuf_to_gm(z + blk * CHUNK, acc, 0, 1, CHUNK_BLOCKS, 0, 0);
}
