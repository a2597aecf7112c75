/* A host loop launching `twice` on its own slice of x and y per iteration, as an Ascend
 * program processes a batch (tests/integration/streams.rs): no iteration touches another's slice, so
 * `streams` gives iteration i stream i mod k (`force`: 4), each launch on its own cores.
 * blockDim 2 per launch; then `plus_one` over all of y on the program's stream (it must
 * wait for every slice); the host checks z = 2x + 1. */
#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 2
#define PER_CORE 2048 /* floats */
#define TILE 1024
#define SLICES 6

#include "slice_kernel.h"

SLICE_KERNEL(twice, vmuls_f32(out, in, 2.0f, TILE * 4 / 256, 1, 1, 8, 8))
SLICE_KERNEL(plus_one, vadds_f32(out, in, 1.0f, TILE * 4 / 256, 1, 1, 8, 8))

/* The batch size as a program reads it at run time (clang would unroll a constant loop). */
static volatile int64_t batch = SLICES;

int main(void) {
  const int64_t slice = (int64_t)CORES * PER_CORE, slices = batch, n = slices * slice;
  float *x = malloc(n * 4), *y = malloc(n * 4);
  for (int64_t i = 0; i < n; ++i) x[i] = (float)(i % 13) - 6.0f;
  aclrtStream stream;
  aclrtCreateStream(&stream);
  void *dx, *dy, *dz;
  aclrtMalloc(&dx, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dy, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&dz, n * 4, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMemcpy(dx, n * 4, x, n * 4, ACL_MEMCPY_HOST_TO_DEVICE);
  for (int64_t s = 0; s < slices; ++s) {
    uint64_t args[3] = {(uint64_t)((float *)dx + s * slice), (uint64_t)((float *)dy + s * slice), PER_CORE};
    rtKernelLaunch((const void *)twice, CORES, args, sizeof(args), NULL, stream);
  }
  uint64_t all_args[3] = {(uint64_t)dy, (uint64_t)dz, PER_CORE};
  rtKernelLaunch((const void *)plus_one, CORES * slices, all_args, sizeof(all_args), NULL, stream);
  aclrtSynchronizeStream(stream);
  aclrtMemcpy(y, n * 4, dz, n * 4, ACL_MEMCPY_DEVICE_TO_HOST);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += y[i] != 2.0f * x[i] + 1.0f;
  printf("slice_loop: %lld wrong: %s\n", (long long)wrong, wrong ? "FAIL" : "PASS");
  aclrtFree(dx); aclrtFree(dy); aclrtFree(dz);
  aclrtDestroyStream(stream);
  free(x); free(y);
  return wrong != 0;
}
