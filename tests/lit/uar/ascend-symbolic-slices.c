// Per-core slices of a run-time size: core c owns `tiles` tiles of 128 floats from
// c * tiles * 128 (an exported host function, so `tiles` stays symbolic). The product of
// the core index and the run-time size is delinearised as on CUDA (rows of
// 512 * tiles bytes, one per core, the column proven inside its row), so the chain is
// core-level for every value of `tiles`. With a slice of `n` floats instead, a DMA moves
// whole 32-byte blocks: when n is not a multiple of 8 the last block of core c overlaps
// core c + 1's slice, so the symbolic answer is global (and it is).
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='print<uar>' -disable-output %t.ll 2>&1 | FileCheck %s
// CHECK: [[A:S[0-9]+]] run_tiles: launch scale blockDim 8 args (buf0, buf1, arg0)
// CHECK: [[B:S[0-9]+]] run_tiles: launch scale blockDim 8 args (buf1, buf2, arg0)
// CHECK: [[C:S[0-9]+]] run_floats: launch scale_floats blockDim 8 args (buf3, buf4, arg0)
// CHECK: [[D:S[0-9]+]] run_floats: launch scale_floats blockDim 8 args (buf4, buf5, arg0)
// CHECK: edge [[A]] -> [[B]] RAW buf1 width core (each consumer core depends on the same core of the producer only)
// CHECK: edge [[C]] -> [[D]] RAW buf4 width global

#include "ascend_host.h"
#include "ascend_kernel.h"

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

ASCEND_KERNEL void scale(__gm__ float *x, __gm__ float *y, int64_t tiles) {
  __ubuf__ float *t = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * tiles * 128;
  for (int64_t i = 0; i < tiles; ++i) {
    copy_gm_to_ubuf(t, x + base + i * 128, 0, 1, 16, 0, 0);
    pipe_barrier(PIPE_ALL);
    vmuls_f32(t, t, 2.0f, 2, 1, 1, 8, 8);
    pipe_barrier(PIPE_ALL);
    copy_ubuf_to_gm(y + base + i * 128, t, 0, 1, 16, 0, 0);
    pipe_barrier(PIPE_ALL);
  }
}

ASCEND_KERNEL void scale_floats(__gm__ float *x, __gm__ float *y, int64_t n) {
  __ubuf__ float *t = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * n;
  for (int64_t done = 0; done < n; done += 1024) {
    int64_t len = min64(n - done, 1024);
    uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);
    copy_gm_to_ubuf(t, x + base + done, 0, 1, blocks, 0, 0);
    pipe_barrier(PIPE_ALL);
    vmuls_f32(t, t, 2.0f, (uint8_t)((len * 4 + 255) / 256), 1, 1, 8, 8);
    pipe_barrier(PIPE_ALL);
    copy_ubuf_to_gm(y + base + done, t, 0, 1, blocks, 0, 0);
    pipe_barrier(PIPE_ALL);
  }
}

static void launch(const void *kernel, void *x, void *y, int64_t size) {
  uint64_t args[3] = {(uint64_t)x, (uint64_t)y, (uint64_t)size};
  rtKernelLaunch(kernel, 8, args, sizeof(args), NULL, NULL);
}

void run_tiles(int64_t tiles) {
  void *a, *b, *c;
  aclrtMalloc(&a, 8 * tiles * 512, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 8 * tiles * 512, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 8 * tiles * 512, ACL_MEM_MALLOC_HUGE_FIRST);
  launch((const void *)scale, a, b, tiles);
  launch((const void *)scale, b, c, tiles);
  aclrtSynchronizeStream(NULL);
}

void run_floats(int64_t n) {
  void *a, *b, *c;
  aclrtMalloc(&a, 8 * n * 4 + 32, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 8 * n * 4 + 32, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 8 * n * 4 + 32, ACL_MEM_MALLOC_HUGE_FIRST);
  launch((const void *)scale_floats, a, b, n);
  launch((const void *)scale_floats, b, c, n);
  aclrtSynchronizeStream(NULL);
}
