// streams refuses an Ascend region whose launches are issued on two different streams (it
// cannot tell which original stream later work waits for): the host is left unchanged,
// the missed remark and the report say why.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes='streams<report=%t.json;force>,verify' -pass-remarks-missed=streams %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s
// CHECK: remark: {{.*}}ascend-rejects.c:[[#@LINE+15]]:3: launches S{{[0-9]+}}, S{{[0-9]+}} keep one stream: host rewrite rejected: launches S{{[0-9]+}} and S{{[0-9]+}} are issued on different streams
// RUN: not grep -q aclrtCreateEvent %t.out.ll
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// JSON: "remark": "StreamsFailed"
#include "ascend_host.h"
#include "ascend_kernel.h"

ASCEND_KERNEL void first(__gm__ float *x) { x[get_block_idx()] = 1.0f; }
ASCEND_KERNEL void second(__gm__ float *y) { y[get_block_idx()] = 2.0f; }

void run(aclrtStream one, aclrtStream two) {
  void *x, *y;
  aclrtMalloc(&x, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  aclrtMalloc(&y, 16, ACL_MEM_MALLOC_HUGE_FIRST);
  uint64_t first_args[1] = {(uint64_t)x};
  rtKernelLaunch((const void *)first, 4, first_args, sizeof(first_args), NULL, one);
  uint64_t second_args[1] = {(uint64_t)y};
  rtKernelLaunch((const void *)second, 4, second_args, sizeof(second_args), NULL, two);
  aclrtSynchronizeStream(one);
  aclrtSynchronizeStream(two);
}
