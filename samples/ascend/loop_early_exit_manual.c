/* loop_early_exit with hand-placed synchronisation.  The buffer-free flags
 * (V->MTE2 for ub_in, MTE3->V for ub_out) are set before the loop and
 * consumed after it, so the break path re-sets the MTE3->V flag it took.  No
 * V->MTE3 flag is needed: the scalar unit already waited for the vmuls
 * (V->S) before it issues the copy-out. */
#include "ascend_kernel.h"

#define TILE 4096
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

void loop_early_exit(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z, int32_t n,
                     half alpha) {
  int64_t base = get_block_idx() * n * TILE;
  __ubuf__ half *ub_in = (__ubuf__ half *)0x0;
  __ubuf__ half *ub_out = (__ubuf__ half *)0x2000;

  set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int32_t i = 0; i < n; ++i) {
    int64_t off = base + (int64_t)i * TILE;
    wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(ub_in, x + off, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vmuls_f16(ub_out, ub_in, alpha, TILE_REPEATS, 1, 1, 8, 8);
    set_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
    set_flag(PIPE_V, PIPE_S, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_S, EVENT_ID0);
    if (ub_out[0] < (half)0.0f) {
      set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
      break;
    }
    copy_ubuf_to_gm(z + off, ub_out, 0, 1, TILE_BLOCKS, 0, 0);
    set_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  wait_flag(PIPE_V, PIPE_MTE2, EVENT_ID0);
  wait_flag(PIPE_MTE3, PIPE_V, EVENT_ID0);
}
