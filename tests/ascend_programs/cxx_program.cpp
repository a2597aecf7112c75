// An Ascend program written in C++, as real CCE code is: the kernel's intrinsics are
// overloads (clang mangles them: `_Z15copy_gm_to_ubufPU3AS6vPU3AS1vhtttt`,
// `_Z4vaddPU3AS6fS0_S0_hhhhhh`), the kernel itself has a mangled name, the host runtime has C
// linkage (extern "C" in ascend_host.h). The executor runs it; the UAR reads it.
#include "ascend_host.h"
#include "ascend_kernel.h"

void copy_gm_to_ubuf(__ubuf__ void *dst, __gm__ void *src, uint8_t sid, uint16_t nBurst, uint16_t lenBurst,
                     uint16_t srcGap, uint16_t dstGap);
void copy_ubuf_to_gm(__gm__ void *dst, __ubuf__ void *src, uint8_t sid, uint16_t nBurst, uint16_t lenBurst,
                     uint16_t srcGap, uint16_t dstGap);
void vadd(__ubuf__ float *dst, __ubuf__ float *src0, __ubuf__ float *src1, uint8_t repeat, uint8_t dstBlk,
          uint8_t src0Blk, uint8_t src1Blk, uint8_t dstRep, uint8_t src0Rep, uint8_t src1Rep);

constexpr int64_t kCores = 4, kPerCore = 2048, kTile = 512;

ASCEND_KERNEL void add(__gm__ float *__restrict__ x, __gm__ float *__restrict__ y, __gm__ float *__restrict__ z) {
  auto *ux = reinterpret_cast<__ubuf__ float *>(0x0000);
  auto *uy = reinterpret_cast<__ubuf__ float *>(0x1000);
  auto *uz = reinterpret_cast<__ubuf__ float *>(0x2000);
  int64_t base = get_block_idx() * kPerCore;
  for (int64_t done = 0; done < kPerCore; done += kTile) {
    copy_gm_to_ubuf(ux, x + base + done, 0, 1, kTile * 4 / 32, 0, 0);
    copy_gm_to_ubuf(uy, y + base + done, 0, 1, kTile * 4 / 32, 0, 0);
    SYNC_SET(PIPE_MTE2, PIPE_V, EVENT_ID0);
    SYNC_WAIT(PIPE_MTE2, PIPE_V, EVENT_ID0);
    vadd(uz, ux, uy, kTile * 4 / 256, 1, 1, 1, 8, 8, 8);
    SYNC_SET(PIPE_V, PIPE_MTE3, EVENT_ID0);
    SYNC_WAIT(PIPE_V, PIPE_MTE3, EVENT_ID0);
    copy_ubuf_to_gm(z + base + done, uz, 0, 1, kTile * 4 / 32, 0, 0);
    SYNC_BARRIER(PIPE_ALL);
  }
}

int main() {
  constexpr int64_t n = kCores * kPerCore;
  auto *x = static_cast<float *>(malloc(n * 4)), *y = static_cast<float *>(malloc(n * 4));
  auto *z = static_cast<float *>(malloc(n * 4));
  for (int64_t i = 0; i < n; ++i) x[i] = static_cast<float>(i % 7), y[i] = static_cast<float>(i % 5) - 2.0f;
  void *dx, *dy, *dz;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dz, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  aclrtMemcpy(dy, n * 4, y, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  uint64_t args[3] = {reinterpret_cast<uint64_t>(dx), reinterpret_cast<uint64_t>(dy), reinterpret_cast<uint64_t>(dz)};
  rtKernelLaunch(reinterpret_cast<const void *>(&add), kCores, args, sizeof(args), nullptr, nullptr);
  uint64_t again[3] = {reinterpret_cast<uint64_t>(dz), reinterpret_cast<uint64_t>(dy), reinterpret_cast<uint64_t>(dx)};
  rtKernelLaunch(reinterpret_cast<const void *>(&add), kCores, again, sizeof(again), nullptr, nullptr);
  aclrtSynchronizeStream(nullptr);
  aclrtMemcpy(z, n * 4, dx, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += z[i] != (x[i] + y[i]) + y[i];
  printf("cxx_program: %lld of %lld values differ: %s\n", static_cast<long long>(wrong), static_cast<long long>(n),
         wrong == 0 ? "PASS" : "FAIL");
  return wrong != 0;
}
