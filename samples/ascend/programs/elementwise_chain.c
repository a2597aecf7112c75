/* elementwise_chain: z = relu(x + y) * scale as three kernels (vadd, vrelu, vmuls)
 * on BLOCKS cores. Each core owns a slice of PER_CORE floats and walks it in UB
 * tiles of TILE floats, the last one shorter (min). One tile buffer per operand:
 * the flags V->MTE2 and MTE3->V are pre-set before the loop and drained after it
 * (the CANN idiom), so each iteration waits for the previous one's reads and
 * writes of the tile. The host checks z against a plain C reference. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define BLOCKS 8
#define PER_CORE 5000
#define TILE 2048 /* floats: 8 KiB per UB tile */

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

ASCEND_KERNEL void add_kernel(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y,
                              __gm__ float *__restrict__ t, int64_t per_core) {
  __ubuf__ float *ux = (__ubuf__ float *)0x0000;
  __ubuf__ float *uy = (__ubuf__ float *)0x2000;
  __ubuf__ float *ut = (__ubuf__ float *)0x4000;
  int64_t base = get_block_idx() * per_core;
  SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  for (int64_t done = 0; done < per_core; done += TILE) {
    int64_t len = min64(per_core - done, TILE);
    uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);
    uint8_t repeats = (uint8_t)((len * 4 + 255) / 256);
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
    copy_gm_to_ubuf(ux, x + base + done, 0, 1, blocks, 0, 0);
    copy_gm_to_ubuf(uy, y + base + done, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
    vadd_f32(ut, ux, uy, repeats, 1, 1, 1, 8, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(t + base + done, ut, 0, 1, blocks, 0, 0);
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);
  }
  SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);
  SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);
}

/* relu and scale: one input, one output tile. Kernel parameters are GM pointers and
 * integers (ascend-host.md), so the scale comes as CANN passes scalars: in a small GM
 * parameter ("tiling") buffer the scalar unit reads. */
#define UNARY_KERNEL(NAME, OP)                                                       \
  ASCEND_KERNEL void NAME(__gm__ float *__restrict__ in, __gm__ float *__restrict__ out, \
                          __gm__ float *params, int64_t per_core) {                 \
    __ubuf__ float *ui = (__ubuf__ float *)0x0000;                                  \
    __ubuf__ float *uo = (__ubuf__ float *)0x2000;                                  \
    int64_t base = get_block_idx() * per_core;                                      \
    SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);                                         \
    SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);                                         \
    for (int64_t done = 0; done < per_core; done += TILE) {                         \
      int64_t len = min64(per_core - done, TILE);                                   \
      uint16_t blocks = (uint16_t)((len * 4 + 31) / 32);                            \
      uint8_t repeats = (uint8_t)((len * 4 + 255) / 256);                           \
      SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);                                      \
      copy_gm_to_ubuf(ui, in + base + done, 0, 1, blocks, 0, 0);                    \
      SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);                                       \
      SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);                                      \
      SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);                                      \
      OP;                                                                           \
      SYNC_SET(PIPE_V, PIPE_MTE2, EVENT_ID0);                                       \
      SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);                                       \
      SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);                                      \
      copy_ubuf_to_gm(out + base + done, uo, 0, 1, blocks, 0, 0);                   \
      SYNC_SET(PIPE_MTE3, PIPE_V, EVENT_ID0);                                       \
    }                                                                               \
    SYNC_WAIT(PIPE_V, PIPE_MTE2, EVENT_ID0);                                        \
    SYNC_WAIT(PIPE_MTE3, PIPE_V, EVENT_ID0);                                        \
  }

UNARY_KERNEL(relu_kernel, vrelu_f32(uo, ui, repeats, 1, 1, 8, 8))
UNARY_KERNEL(scale_kernel, vmuls_f32(uo, ui, params[0], repeats, 1, 1, 8, 8))

static void launch3(const void *kernel, void *a, void *b, void *c, int64_t per_core,
                    aclrtStream stream) {
  uint64_t args[4] = {(uint64_t)a, (uint64_t)b, (uint64_t)c, (uint64_t)per_core};
  rtKernelLaunch(kernel, BLOCKS, args, sizeof(args), NULL, stream);
}

static void launch_unary(const void *kernel, void *in, void *out, void *params,
                         int64_t per_core, aclrtStream stream) {
  uint64_t args[4] = {(uint64_t)in, (uint64_t)out, (uint64_t)params, (uint64_t)per_core};
  rtKernelLaunch(kernel, BLOCKS, args, sizeof(args), NULL, stream);
}

int main(void) {
  const int64_t n = (int64_t)BLOCKS * PER_CORE;
  const size_t bytes = (size_t)n * sizeof(float);
  const float scale = 0.75f;
  float *x = malloc(bytes), *y = malloc(bytes), *z = malloc(bytes);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = (float)(i % 37) * 0.25f - 4.0f;
    y[i] = (float)(i % 11) * 0.5f - 2.0f;
  }
  aclInit(NULL);
  aclrtSetDevice(0);
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *dy, *dt, *du, *dz, *dparams;
  aclrtMalloc(&dx, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dt, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&du, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dz, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dparams, 32, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dparams, 32, &scale, sizeof(scale), ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(dx, bytes, x, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(dy, bytes, y, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  launch3((const void *)add_kernel, dx, dy, dt, PER_CORE, stream);
  launch_unary((const void *)relu_kernel, dt, du, dparams, PER_CORE, stream);
  launch_unary((const void *)scale_kernel, du, dz, dparams, PER_CORE, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(z, bytes, dz, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) {
    float sum = x[i] + y[i];
    float expected = (sum > 0.0f ? sum : 0.0f) * scale;
    wrong += z[i] != expected;
  }
  printf("elementwise_chain: %lld of %lld values differ from the C reference: %s\n",
         (long long)wrong, (long long)n, wrong == 0 ? "PASS" : "FAIL");
  aclrtFree(dx); aclrtFree(dy); aclrtFree(dt); aclrtFree(du); aclrtFree(dz); aclrtFree(dparams);
  aclrtDestroyStream(stream);
  aclrtResetDevice(0);
  aclFinalize();
  free(x); free(y); free(z);
  return wrong != 0;
}
