// Loops whose exit test the affine reading must not turn into an empty domain (issue
// 41): unsigned tests against constants that read negative when sign-extended
// (UINT64_MAX, 2^63, UINT32_MAX, UINT64_MAX - 1), `ne` tests the counter meets only after
// wrapping (`i != 0` from 1, `i != 4` from 250 in 8 bits, `i != -1`). Each has an unknown
// (huge) trip count and an early exit: the MTE2 -> V -> MTE3 chain of every iteration has
// its four dependences (before: none in five of them, and the simulator found races).
//
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='print<ascend-deps>' %t.ll -disable-output 2>&1 | FileCheck %s
// CHECK: kernel 'u64_lt_max': 4 dependences
// CHECK: kernel 'u64_lt_2p63': 4 dependences
// CHECK: kernel 'u32_lt_max': 4 dependences
// CHECK: kernel 'u32_ne_0': 4 dependences
// CHECK: kernel 'u64_ne_max': 4 dependences
// CHECK: kernel 'u64_le_max_minus_1': 4 dependences
// CHECK: kernel 'u8_ne_4_from_250': 4 dependences
#include "ascend_kernel.h"
#define TILE 4096
#define TILE_BLOCKS (TILE * 2 / 32)
#define TILE_REPEATS (TILE * 2 / 256)

// A tile loop with an early exit under the loop head `HEAD`.
#define KERNEL(NAME, HEAD)                                                                      \
  void NAME(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z,                           \
            __gm__ int32_t *__restrict__ stop, half alpha) {                                    \
    __ubuf__ half *ub_in = (__ubuf__ half *)0x0;                                                \
    __ubuf__ half *ub_out = (__ubuf__ half *)0x2000;                                            \
    HEAD {                                                                                      \
      if (stop[i])                                                                              \
        break;                                                                                  \
      copy_gm_to_ubuf(ub_in, x + (uint64_t)i * TILE, 0, 1, TILE_BLOCKS, 0, 0);                  \
      vmuls_f16(ub_out, ub_in, alpha, TILE_REPEATS, 1, 1, 8, 8);                                \
      copy_ubuf_to_gm(z + (uint64_t)i * TILE, ub_out, 0, 1, TILE_BLOCKS, 0, 0);                 \
    }                                                                                           \
  }

KERNEL(u64_lt_max, for (uint64_t i = 0; i < UINT64_MAX; ++i))
KERNEL(u64_lt_2p63, for (uint64_t i = 0; i < (1ULL << 63); ++i))
KERNEL(u32_lt_max, for (uint32_t i = 0; i < 0xFFFFFFFFu; ++i))
KERNEL(u32_ne_0, for (uint32_t i = 1; i != 0; ++i))
KERNEL(u64_ne_max, for (uint64_t i = 0; i != (uint64_t)-1; ++i))
KERNEL(u64_le_max_minus_1, for (uint64_t i = 0; i <= UINT64_MAX - 1; ++i))
KERNEL(u8_ne_4_from_250, for (uint8_t i = 250; i != 4; ++i))
