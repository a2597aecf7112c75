// Inside an ordinary `clang-16 -O2 -fpass-plugin=libsyncfuse.so` compile, the passes named in
// SYNCFUSE_PASSES run at the optimizer-last extension point; without it nothing runs.
//
// RUN: %clang -O2 -fpass-plugin=%plugin -I %samples/ascend/include -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s
// RUN: env SYNCFUSE_PASSES='ascend-sync<report=%t.json>' \
// RUN:   %clang -O2 -fpass-plugin=%plugin -I %samples/ascend/include -S -emit-llvm %s -o - \
// RUN:   | %opt -passes=verify -S | FileCheck %s
// RUN: env SYNCFUSE_PASSES='ascend-sync,print<ascend-deps>,frobnicate' \
// RUN:   %clang -O0 -fpass-plugin=%plugin -I %samples/ascend/include -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// RUN: rm -f %t.bad.o
// RUN: env SYNCFUSE_PASSES='ascend-sync<mode=bogus>' \
// RUN:   not %clang -O2 -fpass-plugin=%plugin -I %samples/ascend/include -c %s -o %t.bad.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// RUN: not ls %t.bad.o

#include "ascend_kernel.h"

void vec_add(__gm__ half *x, __gm__ half *y, __gm__ half *z) {
  __ubuf__ half *ub_x = (__ubuf__ half *)0x0;
  __ubuf__ half *ub_y = (__ubuf__ half *)0x1000;
  __ubuf__ half *ub_z = (__ubuf__ half *)0x2000;
  copy_gm_to_ubuf(ub_x, x, 0, 1, 128, 0, 0);
  copy_gm_to_ubuf(ub_y, y, 0, 1, 128, 0, 0);
  vadd_f16(ub_z, ub_x, ub_y, 16, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm(z, ub_z, 0, 1, 128, 0, 0);
}

// CHECK-LABEL: define {{.*}}void @vec_add(
// CHECK:         call void @copy_gm_to_ubuf(
// CHECK:         call void @copy_gm_to_ubuf(
// CHECK:         call void @vadd_f16(
// CHECK:         call void @copy_ubuf_to_gm(

// UNKNOWN: syncfuse: warning: SYNCFUSE_PASSES: ignoring unknown pass 'frobnicate'

// BAD: syncfuse: error: ascend-sync: {{.*}}bogus
