// Index shapes of AI-Core kernels in C++ (issue 42's Ascend half):
// * `reverse_rows` (a probe of the differential test, as generated): clang folds `n - 1`
//   through the `trunc` of the 64-bit size, so the value before the trunc is 2^32 too
//   large (`trunc (size + 2^32 - 1 - i)`). Read as if the trunc were not there, its stores
//   landed 2^40 bytes away and the RAW edge to the consumer was missing: a dependence
//   dropped. Now the trunc reads the low 32 bits (an exact quotient) and the edge is there.
//   The core index `core / 8` is truncated too, in range by the hardware's limit
//   (`blockDim` is a `uint32_t`).
// * `mirror_tile`: `248 - (i * 8 & 255)` is clang's `xor (and x, 248), 248`, read as
//   `x + c - 2 (x & c)`; before, a whole-buffer store and a global edge.
// RUN: %clang -x c++ -std=c++17 --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='print<uar>' -disable-output %t.ll 2>&1 | FileCheck %s
// CHECK-NOT: imprecise
// CHECK: edge S2 -> S3 RAW buf0 width global (cores of the producer write overlapping data)
// CHECK: edge S4 -> S5 RAW buf1 width core (each consumer core depends on the same core of the producer only)
// CHECK-NOT: approximate

#include "ascend_host.h"
#include "ascend_kernel.h"

// Rows written in reverse, eight cores to a row.
ASCEND_KERNEL void reverse_rows(__gm__ float *out, int64_t size) {
  int64_t core = get_block_idx();
  int b = core / 8, n = (int)size;
  for (int i = n - 1; i >= 0; i--) {
    copy_ubuf_to_gm(out + ((((n - 1 - i) * 3) * 4) * 5 + b * 1024), (__ubuf__ float *)0, 0, 1, 1, 0, 1);
    pipe_barrier(PIPE_MTE3);
  }
}

// A tile mirrored, a row per core.
ASCEND_KERNEL void mirror_tile(__gm__ float *out, int64_t size) {
  int core = get_block_idx(), n = (int)size;
  for (int i = 0; i < n; i++) {
    copy_ubuf_to_gm(out + core * 1024 + (248 - (i * 8 & 255)), (__ubuf__ float *)0, 0, 1, 1, 0, 0);
    pipe_barrier(PIPE_MTE3);
  }
}

// Each core reads its own row (4 KiB).
ASCEND_KERNEL void consume(__gm__ float *in, int64_t size) {
  int64_t core = get_block_idx();
  copy_gm_to_ubuf((__ubuf__ float *)0, in + core * 1024, 0, 1, 128, 0, 0);
  pipe_barrier(PIPE_MTE2);
}

static void launch(const void *kernel, void *buffer, int64_t n, aclrtStream stream) {
  uint64_t args[2] = {(uint64_t)buffer, (uint64_t)n};
  rtKernelLaunch(kernel, 8, args, sizeof(args), NULL, stream);
}

int main(void) {
  aclInit(NULL);
  aclrtSetDevice(0);
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *a, *b;
  aclrtMalloc(&a, 8 * 4096, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 8 * 4096, ACL_MEM_MALLOC_HUGE_FIRST);
  launch((const void *)reverse_rows, a, 9, stream);
  launch((const void *)consume, a, 9, stream);
  launch((const void *)mirror_tile, b, 300, stream);
  launch((const void *)consume, b, 300, stream);
  aclrtSynchronizeStream(stream);
  return 0;
}
