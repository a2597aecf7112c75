/* matmul_bias: C = A x B on the cube unit, then Y = relu(C + bias) on the vector
 * unit, as two kernels on CORES cores. Core c owns rows [c*MT, (c+1)*MT) of C.
 * `matmul`: GM -> L1 (MTE2) -> L0A/L0B (MTE1, fractals of 16x16 halves) -> `mad`
 * (M) -> L0C -> UB (V) -> GM (MTE3), its tile of C written in the cube's NZ layout.
 * `bias_relu`: the same tile back into UB, the bias added per 16-column fractal
 * (the host passes it broadcast to 4 rows, 64 floats per fractal column, so one
 * vadd repeat adds it to 4 rows with a repeat stride of 0), relu, out to GM.
 * The host lays A out zZ and B nZ (what L0A/L0B hold), reads Y back in NZ, and
 * checks it against a plain C matrix product (small integers: exact in half and
 * float). Core c of bias_relu reads only core c's tile: a core-level dependence. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define MT 64 /* rows per core */
#define K 64
#define N 64
#define FRACTAL 256 /* elements of a 16x16 fractal */

ASCEND_KERNEL void matmul(__gm__ half *__restrict__ a, __gm__ half *__restrict__ b,
                          __gm__ float *__restrict__ c) {
  __cbuf__ half *l1_a = (__cbuf__ half *)0x00000;
  __cbuf__ half *l1_b = (__cbuf__ half *)0x10000;
  __ca__ half *l0a = (__ca__ half *)0x0;
  __cb__ half *l0b = (__cb__ half *)0x0;
  __cc__ float *l0c = (__cc__ float *)0x0;
  __ubuf__ float *ub_c = (__ubuf__ float *)0x0;
  int64_t core = get_block_idx();
  copy_gm_to_cbuf(l1_a, a + core * MT * K, 0, 1, MT * K * 2 / 32, 0, 0);
  copy_gm_to_cbuf(l1_b, b, 0, 1, K * N * 2 / 32, 0, 0);
  SYNC_SET(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE2, PIPE_MTE1, EVENT_ID0);
  load_cbuf_to_ca(l0a, l1_a, 0, MT * K / FRACTAL, 1, 0, 0, false);
  load_cbuf_to_cb(l0b, l1_b, 0, K * N / FRACTAL, 1, 0, 0, false);
  SYNC_SET(PIPE_MTE1, PIPE_M, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE1, PIPE_M, EVENT_ID0);
  mad(l0c, l0a, l0b, MT, K, N, true);
  SYNC_SET(PIPE_M, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_M, PIPE_V, EVENT_ID0);
  copy_matrix_cc_to_ubuf(ub_c, l0c, 0, 1, MT * N * 4 / 32, 0, 0);
  SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(c + core * MT * N, ub_c, 0, 1, MT * N * 4 / 32, 0, 0);
}

ASCEND_KERNEL void bias_relu(__gm__ float *__restrict__ c, __gm__ float *__restrict__ bias4,
                             __gm__ float *__restrict__ y) {
  __ubuf__ float *ub_c = (__ubuf__ float *)0x0000;
  __ubuf__ float *ub_bias = (__ubuf__ float *)0x8000;
  int64_t core = get_block_idx();
  copy_gm_to_ubuf(ub_c, c + core * MT * N, 0, 1, MT * N * 4 / 32, 0, 0);
  copy_gm_to_ubuf(ub_bias, bias4, 0, 1, (N / 16) * 64 * 4 / 32, 0, 0);
  SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
  for (int fc = 0; fc < N / 16; ++fc) /* one fractal column: MT rows of 16 floats */
    vadd_f32(ub_c + fc * MT * 16, ub_c + fc * MT * 16, ub_bias + fc * 64, MT * 16 * 4 / 256, 1, 1,
             1, 8, 8, 0);
  vrelu_f32(ub_c, ub_c, MT * N * 4 / 256, 1, 1, 8, 8);
  SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
  SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
  copy_ubuf_to_gm(y + core * MT * N, ub_c, 0, 1, MT * N * 4 / 32, 0, 0);
}

/* Element (r, k) of a rows x cols matrix in zZ (fractals and elements row by row),
 * nZ (fractals row by row, elements column by column) and NZ (fractals column by
 * column, elements row by row). */
static int64_t zz(int64_t r, int64_t k, int64_t cols) {
  return ((r / 16) * (cols / 16) + k / 16) * FRACTAL + (r % 16) * 16 + k % 16;
}
static int64_t nz_b(int64_t k, int64_t n, int64_t cols) {
  return ((k / 16) * (cols / 16) + n / 16) * FRACTAL + (n % 16) * 16 + k % 16;
}
static int64_t nz_c(int64_t r, int64_t n, int64_t rows) {
  return ((n / 16) * (rows / 16) + r / 16) * FRACTAL + (r % 16) * 16 + n % 16;
}

static float a_value(int64_t i, int64_t k) { return (float)((i * 3 + k) % 5 - 2); }
static float b_value(int64_t k, int64_t n) { return (float)((k + 2 * n) % 3 - 1); }
static float bias_value(int64_t n) { return (float)(n % 7 - 3); }

int main(void) {
  const int64_t m = (int64_t)CORES * MT;
  half *a = malloc(m * K * sizeof(half)), *b = malloc(K * N * sizeof(half));
  float *bias4 = malloc((N / 16) * 64 * sizeof(float)), *y = malloc(m * N * sizeof(float));
  for (int64_t core = 0; core < CORES; ++core)
    for (int64_t r = 0; r < MT; ++r)
      for (int64_t k = 0; k < K; ++k) a[core * MT * K + zz(r, k, K)] = (half)a_value(core * MT + r, k);
  for (int64_t k = 0; k < K; ++k)
    for (int64_t n = 0; n < N; ++n) b[nz_b(k, n, N)] = (half)b_value(k, n);
  for (int64_t fc = 0; fc < N / 16; ++fc)
    for (int64_t i = 0; i < 64; ++i) bias4[fc * 64 + i] = bias_value(fc * 16 + i % 16);
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *da, *db, *dc, *dbias, *dy;
  aclrtMalloc(&da, m * K * sizeof(half), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&db, K * N * sizeof(half), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dc, m * N * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dbias, (N / 16) * 64 * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, m * N * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(da, m * K * sizeof(half), a, m * K * sizeof(half), ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(db, K * N * sizeof(half), b, K * N * sizeof(half), ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(dbias, (N / 16) * 64 * sizeof(float), bias4, (N / 16) * 64 * sizeof(float),
              ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t matmul_args[3] = {(uint64_t)da, (uint64_t)db, (uint64_t)dc};
  rtKernelLaunch((const void *)matmul, CORES, matmul_args, sizeof(matmul_args), NULL, stream);
  uint64_t bias_args[3] = {(uint64_t)dc, (uint64_t)dbias, (uint64_t)dy};
  rtKernelLaunch((const void *)bias_relu, CORES, bias_args, sizeof(bias_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, m * N * sizeof(float), dy, m * N * sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t n = 0; n < N; ++n) {
      float sum = 0.0f;
      for (int64_t k = 0; k < K; ++k) sum += a_value(i, k) * b_value(k, n);
      sum += bias_value(n);
      float expected = sum > 0.0f ? sum : 0.0f;
      wrong += y[(i / MT) * MT * N + nz_c(i % MT, n, MT)] != expected;
    }
  printf("matmul_bias: %lld of %lld values differ from the C reference: %s\n", (long long)wrong,
         (long long)(m * N), wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(da); aclrtFree(db); aclrtFree(dc); aclrtFree(dbias); aclrtFree(dy);
  aclrtDestroyStream(stream);
  free(a); free(b); free(bias4); free(y);
  return wrong != 0;
}
