/* Tile-loop fusion with a size known only at run time: `scale` doubles the first n floats
 * of each core's slice tile by tile (the last tile shorter, min), `shift` adds 1 to what
 * scale wrote. Both loops keep their zero-trip guard (n comes from `run`'s argument, which
 * main reads from a volatile), so sirius fuses the guarded pair, serves shift's loads from
 * UB and drops the intermediate's stores. The host checks y against plain C. No syncs:
 * `ascend-sync` adds them after `sirius`. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define SLICE 8192 /* floats per core */
#define TILE 2048  /* floats: 8 KiB per UB tile */

static inline int64_t at_most_slice(int64_t m) { return m < SLICE ? m : SLICE; }

#define TILE_KERNEL(NAME, OP, OPERAND)                                                   \
  ASCEND_KERNEL void NAME(__gm__ float *in, __gm__ float *out, int64_t m) {             \
    __ubuf__ float *u = (__ubuf__ float *)0x0;                                           \
    int64_t base = get_block_idx() * SLICE, n = at_most_slice(m);                        \
    for (int64_t i = 0; i < n; i += TILE) {                                              \
      int64_t len = n - i < TILE ? n - i : TILE;                                         \
      copy_gm_to_ubuf(u, in + base + i, 0, 1, (uint16_t)((len * 4 + 31) / 32), 0, 0);  \
      OP(u, u, OPERAND, (uint8_t)((len * 4 + 255) / 256), 1, 1, 8, 8);                   \
      copy_ubuf_to_gm(out + base + i, u, 0, 1, (uint16_t)((len * 4 + 31) / 32), 0, 0);  \
    }                                                                                    \
  }

TILE_KERNEL(scale, vmuls_f32, 2.0f)
TILE_KERNEL(shift, vadds_f32, 1.0f)

static void launch(const void *kernel, void *in, void *out, int64_t m) {
  uint64_t args[3] = {(uint64_t)in, (uint64_t)out, (uint64_t)m};
  rtKernelLaunch(kernel, CORES, args, sizeof(args), NULL, NULL);
}

/* Returns how many of the first m floats of each slice differ from 2x + 1. */
__attribute__((noinline)) int64_t run(float *x, float *y, int64_t m) {
  const size_t bytes = CORES * SLICE * sizeof(float);
  void *dx, *dt, *dy;
  aclrtMalloc(&dx, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dt, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, bytes, x, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(dy, bytes, y, bytes, ACL_MEMCPY_HOST_TO_DEVICE);
  launch((const void *)scale, dx, dt, m);
  launch((const void *)shift, dt, dy, m);
  aclrtSynchronizeStream(NULL);
  aclrtMemcpy(y, bytes, dy, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtFree(dx);
  aclrtFree(dt);
  aclrtFree(dy);
  int64_t wrong = 0;
  for (int64_t c = 0; c < CORES; ++c)
    for (int64_t i = 0; i < at_most_slice(m); ++i)
      wrong += y[c * SLICE + i] != x[c * SLICE + i] * 2.0f + 1.0f;
  return wrong;
}

static volatile int64_t size = 5000; /* not a constant to the compiler */

int main(void) {
  static float x[CORES * SLICE], y[CORES * SLICE];
  for (int64_t i = 0; i < CORES * SLICE; ++i)
    x[i] = (float)(i % 29) * 0.5f - 3.0f;
  aclInit(NULL);
  aclrtSetDevice(0);
  int64_t wrong = run(x, y, size);
  printf("tile_loops: %lld values differ from the C reference: %s\n", (long long)wrong,
         wrong == 0 ? "PASS" : "FAIL");
  aclrtResetDevice(0);
  aclFinalize();
  return wrong != 0;
}
