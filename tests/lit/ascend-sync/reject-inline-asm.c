// Inline assembly in a kernel: what it does to memory and the pipes is unknown, so the
// kernel is left unchanged with a warning that says so (it was called an "indirect
// call").
//
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o %t.ll
// RUN: %opt -passes=ascend-sync %t.ll -disable-output 2>&1 | FileCheck %s
// CHECK: warning: ascend-sync: function 'k': inline assembly (its effects on memory and the pipes are unknown) (left unchanged)
#include "ascend_kernel.h"

void k(__gm__ half *__restrict__ x) {
  __ubuf__ half *ub = (__ubuf__ half *)0x0;
  copy_gm_to_ubuf(ub, x, 0, 1, 1, 0, 0);
  __asm__ volatile("nop");
  copy_ubuf_to_gm(x, ub, 0, 1, 1, 0, 0);
}
