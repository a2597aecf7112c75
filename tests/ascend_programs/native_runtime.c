/* native_runtime.c - a small functional runtime for building an Ascend sample program
 * natively (x86-64, -DSYNCFUSE_NATIVE): the AscendCL/CANN host calls of ascend-host.md
 * on host memory, and the AI-Core intrinsics of ascend-target.md implemented in plain C,
 * sequentially (every pipe call completes before the next: the syncs are no-ops). A
 * launch runs its blocks one after another, get_block_idx() naming the current one.
 * The tests compare what such a build prints with what `syncfuse run` prints for the
 * same program: an oracle independent of the simulator's interpreter.
 *
 * Arithmetic follows the simulator's definition: every vector result is computed in
 * double and rounded once to the element type; `mad` sums A x B in float from zero (or
 * from C), over k in order; the local buffers are byte arrays (UB through %gs). Kernel
 * parameters are GM pointers and integers (the contract), passed in 8-byte slots. */
#include <asm/prctl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ascend_host.h"
#include "ascend_kernel.h"

/* ---- local buffers of the one core that runs at a time ----------------- */
static uint8_t ub[256 << 10], l1[1 << 20], l0a[64 << 10], l0b[64 << 10], l0c[256 << 10];
static int64_t current_block, current_blocks;

__attribute__((constructor)) static void map_ub(void) {
  if (syscall(SYS_arch_prctl, ARCH_SET_GS, (unsigned long)ub) != 0) {
    perror("native_runtime: arch_prctl(ARCH_SET_GS)");
    exit(2);
  }
}

/* Host address of `bytes` at local offset `offset` of `buffer`, bounds checked. */
static uint8_t *local(uint8_t *buffer, size_t size, uintptr_t offset, size_t bytes, const char *what) {
  if (offset + bytes > size) {
    fprintf(stderr, "native_runtime: %s [%#lx, +%zu) outside its buffer\n", what, (unsigned long)offset, bytes);
    exit(2);
  }
  return buffer + offset;
}
#define UB(p, n) local(ub, sizeof ub, (uintptr_t)(p), (n), "UB")
#define L1(p, n) local(l1, sizeof l1, (uintptr_t)(p), (n), "L1")
#define L0A(p, n) local(l0a, sizeof l0a, (uintptr_t)(p), (n), "L0A")
#define L0B(p, n) local(l0b, sizeof l0b, (uintptr_t)(p), (n), "L0B")
#define L0C(p, n) local(l0c, sizeof l0c, (uintptr_t)(p), (n), "L0C")

int64_t get_block_idx(void) { return current_block; }
int64_t get_block_num(void) { return current_blocks; }
void set_flag(uint64_t set_pipe, uint64_t wait_pipe, uint64_t event) { (void)set_pipe, (void)wait_pipe, (void)event; }
void wait_flag(uint64_t set_pipe, uint64_t wait_pipe, uint64_t event) { (void)set_pipe, (void)wait_pipe, (void)event; }
void pipe_barrier(uint64_t pipe) { (void)pipe; }

/* ---- DMA: nBurst bursts of lenBurst 32-byte blocks, gaps in blocks ----- */
static void bursts(uint8_t *dst, const uint8_t *src, uint16_t n, uint16_t len, uint16_t src_gap, uint16_t dst_gap) {
  for (uint16_t b = 0; b < n; ++b)
    memmove(dst + (size_t)b * (len + dst_gap) * 32, src + (size_t)b * (len + src_gap) * 32, (size_t)len * 32);
}
static size_t span(uint16_t n, uint16_t len, uint16_t gap) { return n ? ((size_t)(n - 1) * (len + gap) + len) * 32 : 0; }

void copy_gm_to_ubuf(__ubuf__ void *dst, void *src, uint8_t sid, uint16_t n, uint16_t len, uint16_t sg, uint16_t dg) {
  (void)sid;
  bursts(UB(dst, span(n, len, dg)), src, n, len, sg, dg);
}
void copy_gm_to_cbuf(void *dst, void *src, uint8_t sid, uint16_t n, uint16_t len, uint16_t sg, uint16_t dg) {
  (void)sid;
  bursts(L1(dst, span(n, len, dg)), src, n, len, sg, dg);
}
void copy_ubuf_to_gm(void *dst, __ubuf__ void *src, uint8_t sid, uint16_t n, uint16_t len, uint16_t sg, uint16_t dg) {
  (void)sid;
  bursts(dst, UB(src, span(n, len, sg)), n, len, sg, dg);
}
void copy_matrix_cc_to_ubuf(__ubuf__ void *dst, void *src, uint8_t sid, uint16_t n, uint16_t len, uint16_t sg,
                            uint16_t dg) {
  (void)sid;
  bursts(UB(dst, span(n, len, dg)), L0C(src, span(n, len, sg)), n, len, sg, dg);
}
void copy_ubuf_to_ubuf(__ubuf__ void *dst, __ubuf__ void *src, uint8_t sid, uint16_t n, uint16_t len, uint16_t sg,
                       uint16_t dg) {
  (void)sid;
  bursts(UB(dst, span(n, len, dg)), UB(src, span(n, len, sg)), n, len, sg, dg);
}

/* ---- MTE1: fractals of 512 bytes --------------------------------------- */
static void fractals(uint8_t *dst_buffer, size_t dst_size, void *dst, void *src, uint16_t base, uint8_t repeat,
                     uint16_t stride, uint16_t gap) {
  for (uint8_t r = 0; r < repeat; ++r)
    memcpy(local(dst_buffer, dst_size, (uintptr_t)dst + (size_t)r * (1 + gap) * 512, 512, "L0"),
           L1((uintptr_t)src + (size_t)(base + r * stride) * 512, 512), 512);
}
void load_cbuf_to_ca(void *dst, void *src, uint16_t base, uint8_t repeat, uint16_t stride, uint16_t gap, uint8_t sid,
                     bool transpose) {
  (void)sid, (void)transpose;
  fractals(l0a, sizeof l0a, dst, src, base, repeat, stride, gap);
}
void load_cbuf_to_cb(void *dst, void *src, uint16_t base, uint8_t repeat, uint16_t stride, uint16_t gap, uint8_t sid,
                     bool transpose) {
  (void)sid, (void)transpose;
  fractals(l0b, sizeof l0b, dst, src, base, repeat, stride, gap);
}

/* ---- cube: A zZ, B nZ, C NZ (fractals of 16x16) ------------------------ */
static size_t fractal_index(size_t row, size_t col, size_t rows, size_t cols, bool fractals_by_column,
                            bool elements_by_column) {
  size_t fractal = fractals_by_column ? (col / 16) * (rows / 16) + row / 16 : (row / 16) * (cols / 16) + col / 16;
  size_t inner = elements_by_column ? (col % 16) * 16 + row % 16 : (row % 16) * 16 + col % 16;
  return fractal * 256 + inner;
}
void mad(float *c, half *a, half *b, uint16_t m, uint16_t k, uint16_t n, bool init) {
  size_t M = (m + 15) / 16 * 16, K = (k + 15) / 16 * 16, N = (n + 15) / 16 * 16;
  const half *A = (const half *)L0A(a, M * K * 2), *B = (const half *)L0B(b, K * N * 2);
  float *C = (float *)L0C(c, M * N * 4);
  for (size_t row = 0; row < M; ++row)
    for (size_t col = 0; col < N; ++col) {
      float *out = &C[fractal_index(row, col, M, N, true, false)];
      float sum = init ? 0.0f : *out;
      for (size_t i = 0; i < K; ++i)
        sum = sum + (float)A[fractal_index(row, i, M, K, false, false)] *
                        (float)B[fractal_index(i, col, K, N, false, true)];
      *out = sum;
    }
}

/* ---- vector: per operand X, block (r*XRep + j*XBlk) of 32 bytes --------- */
typedef double (*binary_op)(double, double);
typedef double (*unary_op)(double);
static double add(double x, double y) { return x + y; }
static double sub(double x, double y) { return x - y; }
static double mul(double x, double y) { return x * y; }
static double divide(double x, double y) { return x / y; }
static double relu(double x) { return fmax(x, 0.0); }
static double reciprocal(double x) { return 1.0 / x; }

/* Element `e` of block j of repeat r of an operand of `size`-byte elements. */
static uint8_t *element(__ubuf__ void *base, uint8_t r, uint8_t j, uint8_t blk, uint8_t rep, size_t e, size_t size) {
  return UB((uintptr_t)base + ((size_t)r * rep + (size_t)j * blk) * 32 + e * size, size);
}
static double load_element(const uint8_t *at, size_t size) {
  if (size == 2) return (double)*(const half *)at;
  return (double)*(const float *)at;
}
static void store_element(uint8_t *at, size_t size, double value) {
  if (size == 2) *(half *)at = (half)value;
  else *(float *)at = (float)value;
}

/* All sources are read before any destination is written (the simulator's order). UB
 * offset 0 is a valid operand, so `sources` (0, 1 or 2) says which of src0/src1 are
 * read; the scalar stands for the others. */
static void vector(size_t size, int sources, __ubuf__ void *dst, __ubuf__ void *src0, __ubuf__ void *src1,
                   double scalar, binary_op binary, unary_op unary, uint8_t repeat, uint8_t dst_blk, uint8_t blk0,
                   uint8_t blk1, uint8_t dst_rep, uint8_t rep0, uint8_t rep1) {
  size_t per_block = 32 / size, count = (size_t)repeat * 8 * per_block;
  double *results = malloc(count * sizeof(double) + 1);
  size_t i = 0;
  for (uint8_t r = 0; r < repeat; ++r)
    for (uint8_t j = 0; j < 8; ++j)
      for (size_t e = 0; e < per_block; ++e, ++i) {
        double x = sources >= 1 ? load_element(element(src0, r, j, blk0, rep0, e, size), size) : scalar;
        double y = sources >= 2 ? load_element(element(src1, r, j, blk1, rep1, e, size), size) : scalar;
        results[i] = unary ? unary(x) : binary ? binary(x, y) : y;
      }
  i = 0;
  for (uint8_t r = 0; r < repeat; ++r)
    for (uint8_t j = 0; j < 8; ++j)
      for (size_t e = 0; e < per_block; ++e, ++i)
        store_element(element(dst, r, j, dst_blk, dst_rep, e, size), size, results[i]);
  free(results);
}

#define BINARY(NAME, OP)                                                                                       \
  void NAME##_f16(__ubuf__ half *d, __ubuf__ half *a, __ubuf__ half *b, uint8_t repeat, uint8_t db, uint8_t ab, \
                  uint8_t bb, uint8_t dr, uint8_t ar, uint8_t br) {                                            \
    vector(2, 2, d, a, b, 0, OP, NULL, repeat, db, ab, bb, dr, ar, br);                                           \
  }                                                                                                            \
  void NAME##_f32(__ubuf__ float *d, __ubuf__ float *a, __ubuf__ float *b, uint8_t repeat, uint8_t db,          \
                  uint8_t ab, uint8_t bb, uint8_t dr, uint8_t ar, uint8_t br) {                                \
    vector(4, 2, d, a, b, 0, OP, NULL, repeat, db, ab, bb, dr, ar, br);                                           \
  }
BINARY(vadd, add)
BINARY(vsub, sub)
BINARY(vmul, mul)
BINARY(vdiv, divide)
BINARY(vmax, fmax)
BINARY(vmin, fmin)

#define UNARY(NAME, OP)                                                                                   \
  void NAME##_f16(__ubuf__ half *d, __ubuf__ half *a, uint8_t repeat, uint8_t db, uint8_t ab, uint8_t dr, \
                  uint8_t ar) {                                                                           \
    vector(2, 1, d, a, a, 0, NULL, OP, repeat, db, ab, 0, dr, ar, 0);                                     \
  }                                                                                                       \
  void NAME##_f32(__ubuf__ float *d, __ubuf__ float *a, uint8_t repeat, uint8_t db, uint8_t ab, uint8_t dr, \
                  uint8_t ar) {                                                                           \
    vector(4, 1, d, a, a, 0, NULL, OP, repeat, db, ab, 0, dr, ar, 0);                                     \
  }
UNARY(vexp, exp)
UNARY(vln, log)
UNARY(vabs, fabs)
UNARY(vrelu, relu)
UNARY(vrec, reciprocal)
UNARY(vsqrt, sqrt)

#define WITH_SCALAR(NAME, OP)                                                                             \
  void NAME##_f16(__ubuf__ half *d, __ubuf__ half *a, half s, uint8_t repeat, uint8_t db, uint8_t ab,     \
                  uint8_t dr, uint8_t ar) {                                                               \
    vector(2, 1, d, a, a, (double)s, OP, NULL, repeat, db, ab, 0, dr, ar, 0);                             \
  }                                                                                                       \
  void NAME##_f32(__ubuf__ float *d, __ubuf__ float *a, float s, uint8_t repeat, uint8_t db, uint8_t ab,  \
                  uint8_t dr, uint8_t ar) {                                                               \
    vector(4, 1, d, a, a, (double)s, OP, NULL, repeat, db, ab, 0, dr, ar, 0);                             \
  }
WITH_SCALAR(vadds, add)
WITH_SCALAR(vmuls, mul)
WITH_SCALAR(vmaxs, fmax)

void vector_dup_f16(__ubuf__ half *d, half s, uint8_t repeat, uint8_t db, uint8_t dr) {
  vector(2, 0, d, d, d, (double)s, NULL, NULL, repeat, db, 0, 0, dr, 0, 0);
}
void vector_dup_f32(__ubuf__ float *d, float s, uint8_t repeat, uint8_t db, uint8_t dr) {
  vector(4, 0, d, d, d, (double)s, NULL, NULL, repeat, db, 0, 0, dr, 0, 0);
}

/* ---- host: AscendCL / CANN runtime on host memory ---------------------- */
aclError aclInit(const char *config) { (void)config; return 0; }
aclError aclFinalize(void) { return 0; }
aclError aclrtSetDevice(int32_t device) { (void)device; return 0; }
aclError aclrtResetDevice(int32_t device) { (void)device; return 0; }
aclError aclrtCreateStream(aclrtStream *stream) { *stream = NULL; return 0; }
aclError aclrtDestroyStream(aclrtStream stream) { (void)stream; return 0; }
aclError aclrtSynchronizeStream(aclrtStream stream) { (void)stream; return 0; }
aclError aclrtMalloc(void **pointer, size_t size, aclrtMemMallocPolicy policy) {
  (void)policy;
  *pointer = malloc(size);
  return *pointer ? 0 : 1;
}
aclError aclrtFree(void *pointer) { free(pointer); return 0; }
aclError aclrtMemcpy(void *dst, size_t dest_max, const void *src, size_t count, aclrtMemcpyKind kind) {
  (void)kind;
  if (count > dest_max) return 1;
  memcpy(dst, src, count);
  return 0;
}
aclError aclrtMemset(void *pointer, size_t max_count, int32_t value, size_t count) {
  if (count > max_count) return 1;
  memset(pointer, value, count);
  return 0;
}

typedef void (*kernel_entry)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);

/* Runs `kernel` on blocks 0..block_dim-1 in order, each with the slots as arguments. */
static rtError_t run_blocks(const void *kernel, uint32_t block_dim, const uint64_t slots[8]) {
  current_blocks = block_dim;
  for (current_block = 0; current_block < block_dim; ++current_block)
    ((kernel_entry)kernel)(slots[0], slots[1], slots[2], slots[3], slots[4], slots[5], slots[6], slots[7]);
  return 0;
}

rtError_t rtKernelLaunch(const void *kernel, uint32_t block_dim, void *args, uint32_t args_size, rtSmDesc_t *sm,
                         rtStream_t stream) {
  (void)sm, (void)stream;
  uint64_t slots[8] = {0};
  if (args_size > sizeof slots) return 1;
  memcpy(slots, args, args_size);
  return run_blocks(kernel, block_dim, slots);
}

static uint64_t configured_slots[8];
static uint32_t configured_blocks;
rtError_t rtConfigureCall(uint32_t blocks, void *l2ctrl, rtStream_t stream) {
  (void)l2ctrl, (void)stream;
  configured_blocks = blocks;
  memset(configured_slots, 0, sizeof configured_slots);
  return 0;
}
rtError_t rtSetupArgument(const void *arg, uint32_t size, uint32_t offset) {
  if (offset + size > sizeof configured_slots) return 1;
  memcpy((uint8_t *)configured_slots + offset, arg, size);
  return 0;
}
rtError_t rtLaunch(const void *kernel) { return run_blocks(kernel, configured_blocks, configured_slots); }
