/* The element-wise kernel of the Ascend test programs (diamond.c, split_chain.c): core c
 * works on floats [c * per_core, (c + 1) * per_core) of x and y, TILE floats at a time (the
 * includer defines TILE). */
#pragma once
#include "ascend_kernel.h"

/* One UB tile in, the operation, one tile out, every step behind a full barrier. */
#define SLICE_KERNEL(name, operation)                                                          \
  ASCEND_KERNEL void name(__gm__ float *x, __gm__ float *y, int64_t per_core) {               \
    __ubuf__ float *in = (__ubuf__ float *)0x0000;                                            \
    __ubuf__ float *out = (__ubuf__ float *)0x1000;                                           \
    int64_t base = get_block_idx() * per_core;                                                \
    for (int64_t done = 0; done < per_core; done += TILE) {                                   \
      copy_gm_to_ubuf(in, x + base + done, 0, 1, TILE * 4 / 32, 0, 0);                        \
      pipe_barrier(PIPE_ALL);                                                                 \
      operation;                                                                              \
      pipe_barrier(PIPE_ALL);                                                                 \
      copy_ubuf_to_gm(y + base + done, out, 0, 1, TILE * 4 / 32, 0, 0);                       \
      pipe_barrier(PIPE_ALL);                                                                 \
    }                                                                                         \
  }
