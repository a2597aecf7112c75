// streams on an Ascend program: three launches on one stream, the first two independent,
// the third reading both; the second launched through bisheng's rtConfigureCall /
// rtSetupArgument / rtLaunch sequence. `force`: the first and the join stay on the
// original stream, the second moves to a created stream (aclrtCreateStream, once), the
// join waits for it through an event (aclrtRecordEvent after it, aclrtStreamWaitEvent
// before the join), and the original stream waits for the side stream after the region.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='streams<report=%t.json;force>,verify' -pass-remarks=streams %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: {{.*}}ascend-bisheng.c:[[#@LINE+40]]:3: launches S{{[0-9]+}}, S{{[0-9]+}}, S{{[0-9]+}} on 2 streams (1 events;
// RUN: FileCheck %s < %t.out.ll
// CHECK: call void @syncfuse.streams0.setup()
// CHECK: call i32 @aclrtRecordEvent(ptr %{{[0-9]+}}, ptr %[[S:[0-9]+]])
// CHECK-NEXT: call i32 @aclrtStreamWaitEvent(ptr %[[SIDE:[0-9]+]], ptr
// CHECK: call i32 @rtKernelLaunch(ptr noundef nonnull @first, {{.*}}, ptr noundef %[[S]])
// CHECK: call i32 @rtConfigureCall(i32 noundef 4, ptr noundef null, ptr noundef %[[SIDE2:[0-9]+]])
// CHECK: call i32 @rtLaunch(ptr noundef nonnull @second)
// CHECK: load ptr, ptr @syncfuse.streams0.after1
// CHECK: call i32 @aclrtRecordEvent(
// CHECK: call i32 @aclrtStreamWaitEvent(ptr %[[S]], ptr
// CHECK-NEXT: call i32 @rtKernelLaunch(ptr noundef nonnull @join, {{.*}}, ptr noundef %[[S]])
// CHECK-LABEL: define internal void @syncfuse.streams0.setup()
// CHECK: call i32 @aclrtCreateStream(ptr @syncfuse.streams0.stream1)
// CHECK: call i32 @aclrtCreateEvent(ptr @syncfuse.streams0.entry)
// CHECK: call i32 @atexit(ptr @syncfuse.streams0.setup.teardown)
// CHECK-LABEL: define internal void @syncfuse.streams0.setup.teardown()
// CHECK: call i32 @aclrtDestroyStream(
// CHECK: call i32 @aclrtDestroyEvent(
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "gpu": null,
// JSON: "target": {
// JSON-NEXT: "name": "ascend910a",
// JSON-NEXT: "cores": 32
#include "ascend_host.h"
#include "ascend_kernel.h"

ASCEND_KERNEL void first(__gm__ float *x, __gm__ float *y) { y[get_block_idx()] = x[get_block_idx()] * 2.0f; }
ASCEND_KERNEL void second(__gm__ float *x, __gm__ float *y) { y[get_block_idx()] = x[get_block_idx()] + 1.0f; }
ASCEND_KERNEL void join(__gm__ float *a, __gm__ float *b, __gm__ float *c) {
  c[get_block_idx()] = a[get_block_idx()] + b[get_block_idx()];
}

void run(aclrtStream stream) {
  void *x, *a, *b, *c;
  aclrtMalloc(&x, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&a, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&b, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&c, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  uint64_t first_args[2] = {(uint64_t)x, (uint64_t)a};
  rtKernelLaunch((const void *)first, 4, first_args, sizeof(first_args), NULL, stream);
  rtConfigureCall(4, NULL, stream);
  rtSetupArgument(&x, 8, 0);
  rtSetupArgument(&b, 8, 8);
  rtLaunch((const void *)second);
  uint64_t join_args[3] = {(uint64_t)a, (uint64_t)b, (uint64_t)c};
  rtKernelLaunch((const void *)join, 4, join_args, sizeof(join_args), NULL, stream);
  aclrtSynchronizeStream(stream);
}
