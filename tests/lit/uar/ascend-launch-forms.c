// The UAR of an Ascend program (ascend-host.md): rtKernelLaunch with 8-byte argument
// slots (pointers stored through ptrtoint, the blockDim and sizes as host constants), the
// rtConfigureCall/rtSetupArgument/rtLaunch sequence bisheng's <<<>>> lowers to, a host
// ping-pong loop, independent kernels with different blockDim. Widths are per core:
// core-level when consumer core c reads only what producer core c wrote, else global.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='print<uar>' -disable-output %t.ll 2>&1 | FileCheck %s
// RUN: %opt -passes='sirius<report=%t.json>' -pass-remarks-missed=sirius -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=SIRIUS
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
//
// CHECK: [[SCALE:S[0-9]+]] main: launch scale blockDim 4 args (buf0, buf1, 1024) constant [arg2]
// CHECK: [[REV:S[0-9]+]] main: launch reverse blockDim 4 args (buf1, buf2, 1024) constant [arg2]
// CHECK: [[SIDE:S[0-9]+]] main: launch scale blockDim 2 args (buf3, buf4, 512) constant [arg2]
// CHECK: [[PING:S[0-9]+]] main: launch scale blockDim 4 args ({buf2 if (it_[[LOOP:b[0-9]+]]) mod 2 = 0 | buf1 if (it_[[LOOP]]) mod 2 = 1}, {buf1 if (it_[[LOOP]]) mod 2 = 0 | buf2 if (it_[[LOOP]]) mod 2 = 1}, 1024)
// CHECK-NOT: edge [[SCALE]] -> [[SIDE]]
// CHECK-NOT: edge [[REV]] -> [[SIDE]]
// CHECK: edge [[SCALE]] -> [[REV]] RAW buf1 width global (a consumer core depends on a producer core other than its own)
// CHECK: edge [[SCALE]] -> [[PING]] RAW buf1 width core (each consumer core depends on the same core of the producer only)
// CHECK: edge [[REV]] -> [[PING]] WAR buf1 width global
// CHECK: edge [[REV]] -> [[PING]] RAW buf2 width core
// CHECK: edge [[PING]] -> [[PING]] RAW buf1 width core
//
// The global edge closes the first group; S7 is independent of S6 and runs other code: on
// Ascend they fuse side by side (S6 on cores 0..4, S7 on 4..6), which the multi-core
// model finds faster than both launches; S8 is alone in its loop.
// SIRIUS: remark: {{.*}}ascend-launch-forms.c:[[#]]:3: launch S5 not fused: RAW dependence through buf1 is global
// SIRIUS: remark: {{.*}}ascend-launch-forms.c:[[#]]:5: launch S8 not fused
// SIRIUS-NOT: warning
// REPORT: "platform": "ascend"
// REPORT: "gpu": null
// REPORT: "replaced": [
// REPORT-NEXT: "S6",
// REPORT-NEXT: "S7"
// REPORT: "chosen": "horizontal"
// REPORT: "layout": "horizontal",
// REPORT-NEXT: "block_dim": 6,
// REPORT: "unfused": [

#include "ascend_host.h"
#include "ascend_kernel.h"

#define TILE 256 /* floats: 1 KiB per UB tile */

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* y[c*n + i] = 2 * x[c*n + i]: core c owns slice c. */
ASCEND_KERNEL void scale(__gm__ float *x, __gm__ float *y, int64_t n) {
  __ubuf__ float *tile = (__ubuf__ float *)0x0000;
  int64_t base = get_block_idx() * n;
  for (int64_t done = 0; done < n; done += TILE) {
    int64_t len = min64(n - done, TILE);
    uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);
    copy_gm_to_ubuf(tile, x + base + done, 0, 1, blocks, 0, 0);
    pipe_barrier(PIPE_ALL);
    vmuls_f32(tile, tile, 2.0f, (uint8_t)((len * 4 + 255) / 256), 1, 1, 8, 8);
    pipe_barrier(PIPE_ALL);
    copy_ubuf_to_gm(y + base + done, tile, 0, 1, blocks, 0, 0);
    pipe_barrier(PIPE_ALL);
  }
}

/* Core c writes slice c from slice (blocks - 1 - c) of x: other cores' data. */
ASCEND_KERNEL void reverse(__gm__ float *x, __gm__ float *y, int64_t n) {
  __ubuf__ float *tile = (__ubuf__ float *)0x0000;
  int64_t from = (get_block_num() - 1 - get_block_idx()) * n;
  int64_t to = get_block_idx() * n;
  for (int64_t done = 0; done < n; done += TILE) {
    copy_gm_to_ubuf(tile, x + from + done, 0, 1, TILE * 4 / 32, 0, 0);
    pipe_barrier(PIPE_ALL);
    copy_ubuf_to_gm(y + to + done, tile, 0, 1, TILE * 4 / 32, 0, 0);
    pipe_barrier(PIPE_ALL);
  }
}

static void launch(const void *kernel, uint32_t cores, void *x, void *y, int64_t n) {
  uint64_t args[3] = {(uint64_t)x, (uint64_t)y, (uint64_t)n};
  rtKernelLaunch(kernel, cores, args, sizeof(args), NULL, NULL);
}

int main(int argc, char **argv) {
  (void)argv;
  enum { N = 1024, CORES = 4, BYTES = N * CORES * 4 };
  void *a, *b, *c, *side, *side_out;
  aclrtMalloc(&a, BYTES, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, BYTES, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, BYTES, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&side, BYTES / 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&side_out, BYTES / 4, ACL_MEM_MALLOC_HUGE_FIRST);
  launch((const void *)scale, CORES, a, b, N);
  /* bisheng's reverse<<<CORES, nullptr, nullptr>>>(b, c, N) */
  int64_t n = N;
  rtConfigureCall(CORES, NULL, NULL);
  rtSetupArgument(&b, 8, 0);
  rtSetupArgument(&c, 8, 8);
  rtSetupArgument(&n, 8, 16);
  rtLaunch((const void *)reverse);
  launch((const void *)scale, 2, side, side_out, N / 2);
  /* ping-pong: c -> b -> c -> ... */
  void *from = c, *to = b;
  for (int step = 0; step < argc + 3; ++step) {
    launch((const void *)scale, CORES, from, to, N);
    void *t = from;
    from = to;
    to = t;
  }
  aclrtSynchronizeStream(NULL);
  return 0;
}
