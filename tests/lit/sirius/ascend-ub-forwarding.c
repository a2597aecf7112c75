// UB forwarding after vertical fusion: the consumer's copy_gm_to_ubuf of the tile the
// producer's copy_ubuf_to_gm just wrote on the same core becomes a copy_ubuf_to_ubuf,
// and the store disappears when the UAR shows that nothing outside the fused kernel
// reads the buffer before it is freed. Negative cases: the host reads the intermediate
// back (the load is forwarded, the store stays); the intermediate is never freed (its
// bytes are visible at exit: the store stays); the consumer reads the tile in other
// bursts (not the region the store wrote, as the reader sees it: no forwarding, and
// the store stays because the kernel still reads it); a scalar load that reads the bytes
// of a float store as an integer (kept: it would need the bits reinterpreted).
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='sirius<report=%t.json>,verify' -pass-remarks=sirius -pass-remarks-missed=sirius -pass-remarks-analysis=sirius %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --input-file=%t.out.ll
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
//
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_0: copy_gm_to_ubuf#{{[0-9]+}} in %entry reads back what copy_ubuf_to_gm#{{[0-9]+}} in %entry wrote on the same core: now served on chip by copy_ubuf_to_ubuf
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_0: removed copy_ubuf_to_gm#{{[0-9]+}} in %entry into {{buf[0-9]+|[a-z]+}}: the UAR's reads of {{.*}} after the fused launches: {{S[0-9]+}} (fused); freed by {{S[0-9]+}} on every path
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_1: stores kept: {{S[0-9]+}} may read what {{S[0-9]+}} writes into {{.*}} (RAW edge of the UAR)
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_3: stores kept: copy_gm_to_ubuf#{{[0-9]+}} in %entry in the fused kernel still reads
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_2: stores kept: {{.*}} is not freed on every path after the fused launch: its bytes stay visible at exit
//
// forwarded_and_removed: one copy to GM left (the output), the intermediate's is gone.
// CHECK-LABEL: define void @sirius_fused_0(
// CHECK: call void @copy_gm_to_ubuf(
// CHECK: call void @copy_ubuf_to_ubuf(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 {{[0-9]+}}), ptr addrspace(6) null, i8 0, i16 1, i16 128, i16 0, i16 0)
// CHECK-NOT: call void @copy_gm_to_ubuf(
// CHECK: call void @copy_ubuf_to_gm(
// CHECK-NOT: call void @copy_ubuf_to_gm(
// CHECK: ret void
// read_back_by_the_host: forwarded, both stores stay.
// CHECK-LABEL: define void @sirius_fused_1(
// CHECK: call void @copy_ubuf_to_gm(
// CHECK: call void @copy_ubuf_to_ubuf(
// CHECK: call void @copy_ubuf_to_gm(
// CHECK: ret void
// other_bursts: the consumer reads the tile as 2 bursts of 64 blocks: no forwarding.
// CHECK-LABEL: define void @sirius_fused_3(
// CHECK-NOT: copy_ubuf_to_ubuf
// CHECK: ret void
//
// REMARK-DAG: remark: {{.*}}ascend-ub-forwarding.c:[[#]]:3: sirius_fused_4: load#{{[0-9]+}} in %entry still reads what store#{{[0-9]+}} in %entry wrote to GM: the scalar load reads another type than the store wrote
//
// REPORT: "forwarded": [
// REPORT: "replacement": "copy_ubuf_to_ubuf"
// REPORT: "removed_stores": [
// REPORT: "proof": "the UAR's reads of

#include "ascend_host.h"
#include "ascend_kernel.h"

#define CORES 4
#define TILE 1024 /* floats per core: 128 blocks of 32 bytes */

ASCEND_KERNEL void produce(__gm__ float *x, __gm__ float *t) {
  __ubuf__ float *u = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * TILE;
  copy_gm_to_ubuf(u, x + base, 0, 1, TILE * 4 / 32, 0, 0);
  vmuls_f32(u, u, 2.0f, TILE * 4 / 256, 1, 1, 8, 8);
  copy_ubuf_to_gm(t + base, u, 0, 1, TILE * 4 / 32, 0, 0);
}

ASCEND_KERNEL void consume(__gm__ float *t, __gm__ float *y) {
  __ubuf__ float *u = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * TILE;
  copy_gm_to_ubuf(u, t + base, 0, 1, TILE * 4 / 32, 0, 0);
  vadds_f32(u, u, 1.0f, TILE * 4 / 256, 1, 1, 8, 8);
  copy_ubuf_to_gm(y + base, u, 0, 1, TILE * 4 / 32, 0, 0);
}

ASCEND_KERNEL void consume_in_two_bursts(__gm__ float *t, __gm__ float *y) {
  __ubuf__ float *u = (__ubuf__ float *)0x0;
  int64_t base = get_block_idx() * TILE;
  copy_gm_to_ubuf(u, t + base, 0, 2, TILE * 4 / 64, 0, 0);
  vadds_f32(u, u, 1.0f, TILE * 4 / 256, 1, 1, 8, 8);
  copy_ubuf_to_gm(y + base, u, 0, 1, TILE * 4 / 32, 0, 0);
}

static void launch(const void *kernel, void *in, void *out) {
  uint64_t args[2] = {(uint64_t)in, (uint64_t)out};
  rtKernelLaunch(kernel, CORES, args, sizeof(args), NULL, NULL);
}

static const size_t bytes = CORES * TILE * sizeof(float);

static void *device_buffer(void) {
  void *buffer;
  aclrtMalloc(&buffer, bytes, ACL_MEM_MALLOC_HUGE_FIRST);
  return buffer;
}

void forwarded_and_removed(float *host) {
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  launch((const void *)produce, x, t);
  launch((const void *)consume, t, y);
  aclrtSynchronizeStream(NULL);
  aclrtMemcpy(host, bytes, y, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtFree(t);
  aclrtFree(x);
  aclrtFree(y);
}

void read_back_by_the_host(float *host) {
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  launch((const void *)produce, x, t);
  launch((const void *)consume, t, y);
  aclrtSynchronizeStream(NULL);
  aclrtMemcpy(host, bytes, t, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
  aclrtFree(t);
}

void never_freed(void) {
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  launch((const void *)produce, x, t);
  launch((const void *)consume, t, y);
  aclrtSynchronizeStream(NULL);
}

void other_bursts(void) {
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  launch((const void *)produce, x, t);
  launch((const void *)consume_in_two_bursts, t, y);
  aclrtSynchronizeStream(NULL);
  aclrtFree(t);
}

ASCEND_KERNEL void store_flag(__gm__ float *flags, __gm__ float *unused) {
  flags[get_block_idx() * 8] = 1.5f;
}

ASCEND_KERNEL void read_flag_bits(__gm__ float *flags, __gm__ float *bits) {
  int64_t core = get_block_idx() * 8;
  ((__gm__ int32_t *)bits)[core] = ((__gm__ int32_t *)flags)[core];
}

void reinterpreted(void) {
  void *x = device_buffer(), *t = device_buffer(), *y = device_buffer();
  launch((const void *)store_flag, t, x);
  launch((const void *)read_flag_bits, t, y);
  aclrtSynchronizeStream(NULL);
  aclrtFree(t);
}
