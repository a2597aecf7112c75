/* softmax: row-wise softmax of a ROWS x WIDTH matrix split into three kernels, as a
 * graph compiler emits it: `row_max` (each row's maximum), `exp_sum` (e = exp(x -
 * max) and each row's sum of e) and `normalise_rows` (y = e / sum). Each of CORES
 * cores owns ROWS / CORES consecutive rows; a row (2 KiB) is one UB tile. The
 * reductions run on the scalar unit over UB (V -> S and MTE2 -> S flags), the
 * element-wise work on the vector unit. Every dependence between the kernels is
 * core-level (core c reads only its own rows of max, e and sum), so the UAR lets
 * sirius fuse all three. The host checks y against plain C. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 8
#define ROWS 32
#define WIDTH 512
#define ROW_BLOCKS (WIDTH * 4 / 32)
#define ROW_REPEATS (WIDTH * 4 / 256)

ASCEND_KERNEL void row_max(__gm__ float *__restrict__ x, __gm__ float *__restrict__ mx,
                           int64_t rows_per_core) {
  __ubuf__ float *row = (__ubuf__ float *)0x0000;
  int64_t first = get_block_idx() * rows_per_core;
  SYNC_SET(PIPE_S, PIPE_MTE2, EVENT_ID0);
  for (int64_t r = first; r < first + rows_per_core; ++r) {
    SYNC_WAIT(PIPE_S, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(row, x + r * WIDTH, 0, 1, ROW_BLOCKS, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_S, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_S, EVENT_ID0);
    float m = row[0];
    for (int64_t i = 1; i < WIDTH; ++i) m = row[i] > m ? row[i] : m;
    mx[r] = m;
    SYNC_SET(PIPE_S, PIPE_MTE2, EVENT_ID0);
  }
  SYNC_WAIT(PIPE_S, PIPE_MTE2, EVENT_ID0);
}

ASCEND_KERNEL void exp_sum(__gm__ float *__restrict__ x, __gm__ float *__restrict__ mx,
                           __gm__ float *__restrict__ e, __gm__ float *__restrict__ sums,
                           int64_t rows_per_core) {
  __ubuf__ float *in = (__ubuf__ float *)0x0000;
  __ubuf__ float *out = (__ubuf__ float *)0x1000;
  int64_t first = get_block_idx() * rows_per_core;
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int64_t r = first; r < first + rows_per_core; ++r) {
    float m = mx[r];
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(in, x + r * WIDTH, 0, 1, ROW_BLOCKS, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vadds_f32(in, in, -m, ROW_REPEATS, 1, 1, 8, 8);
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vexp_f32(out, in, ROW_REPEATS, 1, 1, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_S, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(e + r * WIDTH, out, 0, 1, ROW_BLOCKS, 0, 0);
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_S, EVENT_ID0);
    float sum = 0.0f;
    for (int64_t i = 0; i < WIDTH; ++i) sum += out[i];
    sums[r] = sum;
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

ASCEND_KERNEL void normalise_rows(__gm__ float *__restrict__ e, __gm__ float *__restrict__ sums,
                                  __gm__ float *__restrict__ y, int64_t rows_per_core) {
  __ubuf__ float *in = (__ubuf__ float *)0x0000;
  __ubuf__ float *out = (__ubuf__ float *)0x1000;
  int64_t first = get_block_idx() * rows_per_core;
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int64_t r = first; r < first + rows_per_core; ++r) {
    float inverse = 1.0f / sums[r];
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(in, e + r * WIDTH, 0, 1, ROW_BLOCKS, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vmuls_f32(out, in, inverse, ROW_REPEATS, 1, 1, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(y + r * WIDTH, out, 0, 1, ROW_BLOCKS, 0, 0);
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

float expf(float x);

int main(void) {
  const int64_t n = (int64_t)ROWS * WIDTH, per_core = ROWS / CORES;
  float *x = malloc(n * 4), *y = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)((i * 7) % 41) * 0.25f - 5.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *dmax, *de, *dsum, *dy;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dmax, ROWS * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&de, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dsum, ROWS * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t max_args[3] = {(uint64_t)dx, (uint64_t)dmax, (uint64_t)per_core};
  rtKernelLaunch((const void *)row_max, CORES, max_args, sizeof(max_args), NULL, stream);
  uint64_t exp_args[5] = {(uint64_t)dx, (uint64_t)dmax, (uint64_t)de, (uint64_t)dsum, (uint64_t)per_core};
  rtKernelLaunch((const void *)exp_sum, CORES, exp_args, sizeof(exp_args), NULL, stream);
  uint64_t norm_args[4] = {(uint64_t)de, (uint64_t)dsum, (uint64_t)dy, (uint64_t)per_core};
  rtKernelLaunch((const void *)normalise_rows, CORES, norm_args, sizeof(norm_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, n * 4, dy, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  /* The reference follows the kernels' operation order; a relative tolerance of
   * 1e-6 absorbs a libm whose expf rounds differently. */
  int64_t wrong = 0;
  for (int64_t r = 0; r < ROWS; ++r) {
    const float *row = x + r * WIDTH;
    float m = row[0], sum = 0.0f, e[WIDTH];
    for (int64_t i = 1; i < WIDTH; ++i) m = row[i] > m ? row[i] : m;
    for (int64_t i = 0; i < WIDTH; ++i) sum += e[i] = expf(row[i] + -m);
    float inverse = 1.0f / sum;
    for (int64_t i = 0; i < WIDTH; ++i) {
      float expected = e[i] * inverse, got = y[r * WIDTH + i];
      float error = got > expected ? got - expected : expected - got;
      wrong += error > 1e-6f * expected;
    }
  }
  printf("softmax: %lld of %lld values differ from the C reference: %s\n", (long long)wrong,
         (long long)n, wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(dx); aclrtFree(dmax); aclrtFree(de); aclrtFree(dsum); aclrtFree(dy);
  aclrtDestroyStream(stream);
  free(x); free(y);
  return wrong != 0;
}
