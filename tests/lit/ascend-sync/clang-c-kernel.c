// A tiny CCE-style C kernel through clang-16 -O2 (rotated loop with a guard, i16/i8
// zeroext constants, constant-folded inttoptr UB pointers) piped into the pass.
// Per iteration: MTE2 loads x into UB[0, 16 KiB), V scales it into UB[0x8000, +16 KiB),
// MTE3 stores that to z.
//   * scale_tile: x and z may alias, so the copy-out of iteration i must finish
//     before the copy-in of iteration i+1 (RAW MTE3->MTE2 through GM, carried): one
//     MTE3->MTE2 flag primed in the preheader, drained at the exit; it also orders
//     the UB WARs (V->MTE2 and MTE3->V) through the chain MTE3->MTE2->V.
//   * scale_tile_restrict: with __restrict__ there is no GM dependence: the carried
//     UB WARs V->MTE2 and MTE3->V get their own flags instead.
//
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o - \
// RUN:   | %opt -passes='ascend-sync<strict>' -S | FileCheck %s
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %s -o - \
// RUN:   | %opt -passes='print<ascend-deps>' -disable-output 2>&1 | FileCheck %s --check-prefix=DEPS

#include "ascend_kernel.h"

void scale_tile(__gm__ half *x, __gm__ half *z, half alpha, int32_t n) {
  __ubuf__ half *in = (__ubuf__ half *)0x0;
  __ubuf__ half *out = (__ubuf__ half *)0x8000;
  for (int32_t i = 0; i < n; ++i) {
    copy_gm_to_ubuf(in, x + i * 8192, 0, 1, 512, 0, 0);
    vmuls_f16(out, in, alpha, 64, 1, 1, 8, 8);
    copy_ubuf_to_gm(z + i * 8192, out, 0, 1, 512, 0, 0);
  }
}

void scale_tile_restrict(__gm__ half *__restrict__ x, __gm__ half *__restrict__ z,
                         half alpha, int32_t n) {
  __ubuf__ half *in = (__ubuf__ half *)0x0;
  __ubuf__ half *out = (__ubuf__ half *)0x8000;
  for (int32_t i = 0; i < n; ++i) {
    copy_gm_to_ubuf(in, x + i * 8192, 0, 1, 512, 0, 0);
    vmuls_f16(out, in, alpha, 64, 1, 1, 8, 8);
    copy_ubuf_to_gm(z + i * 8192, out, 0, 1, 512, 0, 0);
  }
}

// CHECK-LABEL: define {{.*}}void @scale_tile(
// CHECK:         br i1 %{{[0-9]+}}, label %[[PH:[0-9]+]], label %bb{{[0-9]+}}.bb[[EXIT:[0-9]+]].split
// CHECK:       [[PH]]:
// CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 4, i64 [[MM:[0-3]]])
// CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 4, i64 [[MM]])
// CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
// CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[MV:[0-3]]])
// CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[MV]])
// CHECK-NEXT:    tail call void @vmuls_f16(
// CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[VM:[0-3]]])
// CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[VM]])
// CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
// CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 4, i64 [[MM]])
// CHECK-NOT:     @llvm.hivm
// CHECK:       bb{{[0-9]+}}.bb[[EXIT]].split:
// CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 4, i64 [[MM]])
// CHECK-NEXT:    br label
// CHECK-NOT:     @llvm.hivm
// CHECK:       }

// CHECK-LABEL: define {{.*}}void @scale_tile_restrict(
// CHECK-NOT:     @llvm.hivm.{{SET|WAIT}}.FLAG.IMM(i64 5, i64 4,
// CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4,
// CHECK:         call void @llvm.hivm.SET.FLAG.IMM(i64 5, i64 1,
// CHECK-NOT:     @llvm.hivm.{{SET|WAIT}}.FLAG.IMM(i64 5, i64 4,
// CHECK:       }

// DEPS:     kernel 'scale_tile': {{[0-9]+}} dependences
// DEPS:     RAW MTE3->MTE2 [carried @{{.*}}] src: copy_ubuf_to_gm#2 in %{{.*}} dst: copy_gm_to_ubuf#0 in %{{.*}} bytes: may-alias(arg1, arg0)
// DEPS:     kernel 'scale_tile_restrict': 4 dependences
// DEPS-NOT: may-alias
