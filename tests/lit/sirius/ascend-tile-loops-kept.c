// Tile loops that fusion brings together but that stay apart, each with its reason:
// the consumer runs on half the cores (its loop sits under a core guard the producer's
// does not have), or writes a marker before its loop (a memory access between the loops
// that cannot move above the first one). A kernel that reads a device variable has
// unknown effects in the UAR and is not fused at all.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='sirius<report=%t.json>,verify' -pass-remarks=sirius -pass-remarks-missed=sirius -pass-remarks-output=%t.yaml %t.ll -disable-output 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=NAMES --input-file=%t.yaml
//
// CHECK-DAG: remark: {{.*}}ascend-tile-loops-kept.c:[[#]]:[[#]]: launch {{S[0-9]+}} not fused: effects unknown: load of device variable @weights
// CHECK-DAG: remark: {{.*}}ascend-tile-loops-kept.c:[[#]]:[[#]]: fused 2 launches ({{S[0-9]+}}, {{S[0-9]+}}) into sirius_fused_0, one after another on the same cores
// CHECK-DAG: remark: {{.*}}ascend-tile-loops-kept.c:[[#]]:[[#]]: sirius_fused_0: tile loops {{.*}} kept apart: the loops run under different conditions (a zero-trip or core guard on one of them only, or two different guards)
// CHECK-DAG: remark: {{.*}}ascend-tile-loops-kept.c:[[#]]:[[#]]: sirius_fused_1: tile loops {{.*}} kept apart: 'store float -1.000000e+00, {{.*}}' between the loops cannot move before the first loop (a memory access, a synchronisation or a phi)
// CHECK-NOT: fused the tile loops
//
// NAMES-DAG: Name: TileLoopGuardsDiffer
// NAMES-DAG: Name: TileLoopCodeBetween
// NAMES-DAG: Name: EffectsUnknown
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define TILE 1024 /* floats: 4 KiB, 128 blocks of 32 bytes */
#define PER_CORE (4 * TILE)

/* Per-tile weights in memory the reader does not model (a constant table). */
float weights[4] = {1.0f, 0.5f, 0.25f, 2.0f};

/* A kernel walking its slice in tiles: PROLOGUE, then per tile load, OP with VALUE, store. */
#define TILE_KERNEL(NAME, PROLOGUE, OP, VALUE)                                         \
  ASCEND_KERNEL void NAME(__gm__ float *in, __gm__ float *out, int64_t n) {           \
    __ubuf__ float *u = (__ubuf__ float *)0x0;                                         \
    int64_t base = get_block_idx() * PER_CORE;                                         \
    PROLOGUE;                                                                          \
    for (int64_t i = 0; i < n; i += TILE) {                                            \
      copy_gm_to_ubuf(u, in + base + i, 0, 1, TILE * 4 / 32, 0, 0);                   \
      OP(u, u, VALUE, TILE * 4 / 256, 1, 1, 8, 8);                                     \
      copy_ubuf_to_gm(out + base + i, u, 0, 1, TILE * 4 / 32, 0, 0);                  \
    }                                                                                  \
  }

TILE_KERNEL(produce, (void)0, vmuls_f32, 2.0f)
TILE_KERNEL(consume, (void)0, vadds_f32, 1.0f)
/* Writes a marker into its output before its tile loop. */
TILE_KERNEL(consume_after_marker, out[base + PER_CORE - 1] = -1.0f, vadds_f32, 1.0f)
/* Scales each tile by a weight read from the table. */
TILE_KERNEL(consume_weighted, (void)0, vmuls_f32, weights[(i / TILE) & 3])

static void launch(const void *kernel, uint32_t cores, void *in, void *out, int64_t n) {
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, (uint64_t)n};
  rtKernelLaunch(kernel, cores, args, sizeof(args), NULL, NULL);
}

static void *device_buffer(void) {
  void *buffer;
  aclrtMalloc(&buffer, CORES * PER_CORE * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  return buffer;
}

#define PAIR(consumer, consumer_cores, host)                                           \
  do {                                                                                 \
    size_t bytes = CORES * PER_CORE * sizeof(float);                                   \
    void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();              \
    launch((const void *)produce, CORES, x, t, PER_CORE);                              \
    launch((const void *)(consumer), consumer_cores, t, y, PER_CORE);                  \
    aclrtSynchronizeStream(NULL);                                                      \
    aclrtMemcpy(host, bytes, y, bytes, ACL_MEMCPY_DEVICE_TO_HOST);                     \
    aclrtFree(t);                                                                      \
    aclrtFree(x);                                                                      \
    aclrtFree(y);                                                                      \
  } while (0)

void guards_differ(float *host) { PAIR(consume, CORES / 2, host); }

void code_between(float *host) { PAIR(consume_after_marker, CORES, host); }

void unmodelled_access(float *host) { PAIR(consume_weighted, CORES, host); }
