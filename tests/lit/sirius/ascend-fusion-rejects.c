// Core-level chains sirius may fuse but must not rewrite, each left as it was with a
// missed remark naming the reason: launches on two streams (the second stream would no
// longer be ordered after the first one's work), a launch under a branch (the fused
// launch at the last one's place would run it on paths where it never ran: the decision
// itself refuses, ControlDependent), a
// blockDim known only at run time, and one host value passed to kernels that read it as
// integers of different widths (one fused parameter cannot have both types).
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='sirius,verify' -pass-remarks-missed=sirius %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// RUN: not grep -q sirius_fused %t.out.ll
// CHECK-DAG: remark: {{.*}}ascend-fusion-rejects.c:[[#]]:3: {{S[0-9]+}}, {{S[0-9]+}} could fuse into one AI-Core kernel; not applied: the replaced launches are not in one host function on one stream
// CHECK-DAG: remark: {{.*}}ascend-fusion-rejects.c:[[#]]:5: launch {{S[0-9]+}} not fused: control-dependent: it runs when under_a_branch:{{bb[0-9]+->bb[0-9]+}}, the nearest launch {{S[0-9]+}} runs unconditionally; only launches on the same host paths fuse
// CHECK-DAG: remark: {{.*}}ascend-fusion-rejects.c:[[#]]:3: {{S[0-9]+}}, {{S[0-9]+}} could fuse into one AI-Core kernel; not applied: blockDim of {{S[0-9]+}} is not a compile-time constant
// CHECK-DAG: remark: {{.*}}ascend-fusion-rejects.c:[[#]]:3: {{S[0-9]+}}, {{S[0-9]+}} could fuse into one AI-Core kernel; not applied: parameter 2 of scale_tiles_narrow shares a host value with a parameter of another type
// CHECK: warning: sirius: Ascend program: 0 of 3 fusions the UAR allows applied

#include "ascend_host.h"
#include "ascend_kernel.h"

ASCEND_KERNEL void twice(__gm__ float *x, __gm__ float *y) {
  __ubuf__ float *t = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * 1024;
  copy_gm_to_ubuf(t, x + base, 0, 1, 128, 0, 0);
  pipe_barrier(PIPE_ALL);
  vmuls_f32(t, t, 2.0f, 16, 1, 1, 8, 8);
  pipe_barrier(PIPE_ALL);
  copy_ubuf_to_gm(y + base, t, 0, 1, 128, 0, 0);
}

static void launch(void *x, void *y, aclrtStream stream) {
  uint64_t args[2] = {(uint64_t)x, (uint64_t)y};
  rtKernelLaunch((const void *)twice, 8, args, sizeof(args), NULL, stream);
}

void two_streams(void) {
  void *a, *b, *c;
  aclrtStream first, second;
  aclrtCreateStream(&first);
  aclrtCreateStream(&second);
  aclrtMalloc(&a, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  launch(a, b, first);
  launch(b, c, second);
  aclrtSynchronizeStream(second);
}

void under_a_branch(int again) {
  void *a, *b, *c;
  aclrtMalloc(&a, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  if (again)
    launch(a, b, NULL);
  launch(b, c, NULL);
  aclrtSynchronizeStream(NULL);
}

// A blockDim only known at run time: the fused launch could not take the largest.
void run_on(uint32_t cores) {
  void *a, *b, *c;
  aclrtMalloc(&a, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  uint64_t first[2] = {(uint64_t)a, (uint64_t)b}, second[2] = {(uint64_t)b, (uint64_t)c};
  rtKernelLaunch((const void *)twice, cores, first, sizeof(first), NULL, NULL);
  rtKernelLaunch((const void *)twice, cores, second, sizeof(second), NULL, NULL);
  aclrtSynchronizeStream(NULL);
}

/* The same tile count as a 64-bit and as a 32-bit parameter. */
#define SCALE_TILES(NAME, COUNT)                                                        \
  ASCEND_KERNEL void NAME(__gm__ float *x, __gm__ float *y, COUNT tiles) {             \
    __ubuf__ float *t = (__ubuf__ float *)0x0;                                          \
    int64_t base = get_block_idx() * 1024;                                              \
    for (COUNT i = 0; i < tiles; ++i) {                                                 \
      copy_gm_to_ubuf(t, x + base + i * 256, 0, 1, 32, 0, 0);                           \
      pipe_barrier(PIPE_ALL);                                                           \
      vmuls_f32(t, t, 2.0f, 4, 1, 1, 8, 8);                                             \
      pipe_barrier(PIPE_ALL);                                                           \
      copy_ubuf_to_gm(y + base + i * 256, t, 0, 1, 32, 0, 0);                           \
      pipe_barrier(PIPE_ALL);                                                           \
    }                                                                                   \
  }

SCALE_TILES(scale_tiles, int64_t)
SCALE_TILES(scale_tiles_narrow, int32_t)

void two_widths(void) {
  void *a, *b, *c;
  aclrtMalloc(&a, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 32768, ACL_MEM_MALLOC_HUGE_FIRST);
  uint64_t first[3] = {(uint64_t)a, (uint64_t)b, 4}, second[3] = {(uint64_t)b, (uint64_t)c, 4};
  rtKernelLaunch((const void *)scale_tiles, 8, first, sizeof(first), NULL, NULL);
  rtKernelLaunch((const void *)scale_tiles_narrow, 8, second, sizeof(second), NULL, NULL);
  aclrtSynchronizeStream(NULL);
}
