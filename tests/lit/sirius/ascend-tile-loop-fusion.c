// Tile-loop fusion after vertical fusion: the producer's and the consumer's tile loops run
// the same iterations, so sirius joins them into one loop; then the consumer's load of
// each tile is served from UB in the same iteration and the intermediate's stores go.
// The sizes come from the host as constants (the guards fold) or as a run-time argument
// of an exported host function (both loops keep their equal zero-trip guards). Negative
// cases: the consumer reads the tile the producer writes one iteration later (fusing
// would reverse that dependence); the consumer walks the slice in half tiles (different
// trip counts); hand-synchronised loops.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='sirius<report=%t.json>,verify' -pass-remarks=sirius -pass-remarks-missed=sirius -pass-remarks-analysis=sirius %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.out.ll
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
// The expert's hand-synchronised elementwise chain: its tile loops keep their own flags.
// RUN: %opt -passes=sirius -pass-remarks-missed=sirius %samples/ascend/programs/elementwise_chain.ll -disable-output 2>&1 | FileCheck %s --check-prefix=EXPERT
// EXPERT: sirius_fused_0: tile loops {{.*}} kept apart: the loops are hand-synchronised; fusing them would interleave their flag protocols
//
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_0: fused the tile loops %{{[a-z0-9.]+}} (copy_gm_to_ubuf#0 in %{{[a-z0-9.]+}}) and %{{[a-z0-9.]+}} (copy_gm_to_ubuf#3 in %{{[a-z0-9.]+}}) (same iterations)
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_0: copy_gm_to_ubuf#3 in %{{[a-z0-9.]+}} reads back what copy_ubuf_to_gm#2 in %{{[a-z0-9.]+}} wrote on the same core: now served on chip by copy_ubuf_to_ubuf
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_0: removed copy_ubuf_to_gm#2 in %{{[a-z0-9.]+}} into {{.*}}: the UAR's reads of {{.*}} after the fused launches: {{S[0-9]+}} (fused); freed by {{S[0-9]+}} on every path
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_1: tile loops {{.*}} kept apart: fusing would reverse a dependence: RAW from copy_ubuf_to_gm#2 in {{.*}} to copy_gm_to_ubuf#3 in {{.*}}
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_2: tile loops {{.*}} kept apart: the loops' exit tests are not the same affine condition of their iteration counters, so they may run different numbers of iterations
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_3: fused the tile loops {{.*}} (same iterations)
// beside_another: the pair on cores 0-3 and the independent kernel on cores 4-5 of one
// launch; the pair's loops sit under one core-range guard and still fuse.
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: fused 3 launches ({{S[0-9]+}}, {{S[0-9]+}}, {{S[0-9]+}}) into sirius_fused_4, side by side on ranges of cores
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_4: fused the tile loops {{.*}} (same iterations)
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_4: copy_gm_to_ubuf#3 in %{{[a-z0-9.]+}} reads back what copy_ubuf_to_gm#2 in %{{[a-z0-9.]+}} wrote on the same core: now served on chip by copy_ubuf_to_ubuf
// REMARK-DAG: remark: {{.*}}ascend-tile-loop-fusion.c:[[#]]:[[#]]: sirius_fused_3: copy_gm_to_ubuf#3 in %{{[a-z0-9.]+}} reads back what copy_ubuf_to_gm#2 in %{{[a-z0-9.]+}} wrote on the same core: now served on chip by copy_ubuf_to_ubuf
//
// fused_and_forwarded: one loop; in it the producer's load, the forwarded copy and the
// consumer's store only.
// CHECK-LABEL: define void @sirius_fused_0(
// CHECK: [[LOOP:^[0-9]+]]:
// CHECK: call void @copy_gm_to_ubuf(
// CHECK-NEXT: call void @vmuls_f32(
// CHECK-NOT: call void @copy_ubuf_to_gm(
// CHECK: call void @copy_ubuf_to_ubuf(
// CHECK-NEXT: call void @vadds_f32(
// CHECK: call void @copy_ubuf_to_gm(
// CHECK: br i1 %{{[0-9]+}}, label %[[LOOP]], label
// CHECK-NOT: br i1
// CHECK: ret void
// next_tile: two loops.
// CHECK-LABEL: define void @sirius_fused_1(
// CHECK-COUNT-2: br i1 %{{[0-9]+}}, label
// CHECK: ret void
// symbolic_size: the first guard stays, the second one goes; one loop.
// CHECK-LABEL: define void @sirius_fused_3(
// CHECK: br i1 %{{[0-9]+}}, label
// CHECK: copy_ubuf_to_ubuf
// CHECK: br i1 %{{[0-9]+}}, label
// CHECK-NOT: copy_gm_to_ubuf
// CHECK: ret void
//
// REPORT: "tile_loops": {
// REPORT: "fused": [
// REPORT: "kept": [

#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define TILE 1024 /* floats: 4 KiB, 128 blocks of 32 bytes */
#define PER_CORE (4 * TILE)

/* Each core owns a slice of 2 * PER_CORE floats and walks at most PER_CORE of them. */
static inline int64_t at_most_per_core(int64_t m) { return m < PER_CORE ? m : PER_CORE; }

/* A kernel walking its slice in tiles of STEP floats: load tile i + SHIFT of IN, OP on it,
 * store it to tile i of OUT. */
#define TILE_KERNEL(NAME, SHIFT, STEP, OP)                                             \
  ASCEND_KERNEL void NAME(__gm__ float *in, __gm__ float *out, int64_t m) {           \
    __ubuf__ float *u = (__ubuf__ float *)0x0;                                         \
    int64_t base = get_block_idx() * 2 * PER_CORE, n = at_most_per_core(m);            \
    for (int64_t i = 0; i < n; i += (STEP)) {                                          \
      copy_gm_to_ubuf(u, in + base + i + (SHIFT), 0, 1, (STEP) * 4 / 32, 0, 0);       \
      OP(u, u, 1.0f, (STEP) * 4 / 256, 1, 1, 8, 8);                                    \
      copy_ubuf_to_gm(out + base + i, u, 0, 1, (STEP) * 4 / 32, 0, 0);                \
    }                                                                                  \
  }

TILE_KERNEL(produce, 0, TILE, vmuls_f32)
TILE_KERNEL(consume, 0, TILE, vadds_f32)
/* Reads tile i + 1 of its slice (it stays on its core). */
TILE_KERNEL(consume_next_tile, TILE, TILE, vadds_f32)
TILE_KERNEL(consume_half_tiles, 0, TILE / 2, vadds_f32)

static void launch(const void *kernel, void *in, void *out, int64_t n) {
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, (uint64_t)n};
  rtKernelLaunch(kernel, CORES, args, sizeof(args), NULL, NULL);
}

static void *device_buffer(void) {
  void *buffer;
  aclrtMalloc(&buffer, CORES * 2 * PER_CORE * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  return buffer;
}

/* A macro, not a helper taking the kernel as a pointer: the UAR reads launches of
 * named kernels. */
#define PAIR(consumer, host, n)                                                        \
  do {                                                                                 \
    size_t bytes = CORES * 2 * PER_CORE * sizeof(float);                                    \
    void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();              \
    launch((const void *)produce, x, t, n);                                            \
    launch((const void *)(consumer), t, y, n);                                         \
    aclrtSynchronizeStream(NULL);                                                      \
    aclrtMemcpy(host, bytes, y, bytes, ACL_MEMCPY_DEVICE_TO_HOST);                     \
    aclrtFree(t);                                                                      \
    aclrtFree(x);                                                                      \
    aclrtFree(y);                                                                      \
  } while (0)

void fused_and_forwarded(float *host) { PAIR(consume, host, PER_CORE); }

void next_tile(float *host) { PAIR(consume_next_tile, host, PER_CORE); }

void half_tiles(float *host) { PAIR(consume_half_tiles, host, PER_CORE); }

void symbolic_size(float *host, int64_t n) { PAIR(consume, host, n); }

/* The pair beside an independent kernel on 2 more cores: the pair's loops, under one
 * core-range guard, still fuse. */
void beside_another(float *host) {
  size_t bytes = CORES * 2 * PER_CORE * sizeof(float);
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  void *u = device_buffer(), *v = device_buffer();
  launch((const void *)produce, x, t, PER_CORE);
  uint64_t args[3] = {(uint64_t)u, (uint64_t)v, (uint64_t)PER_CORE};
  rtKernelLaunch((const void *)consume_half_tiles, 2, args, sizeof(args), NULL, NULL);
  launch((const void *)consume, t, y, PER_CORE);
  aclrtSynchronizeStream(NULL);
  aclrtMemcpy(host, bytes, y, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtMemcpy(host, bytes, v, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtFree(t);
  aclrtFree(x);
  aclrtFree(y);
  aclrtFree(u);
  aclrtFree(v);
}
