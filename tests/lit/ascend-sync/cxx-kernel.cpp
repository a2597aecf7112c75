// Real CCE kernels are C++: the pipe calls are overloads, and clang-16 mangles them
// (`_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh`, `_Z13get_block_idxv`). ascend-sync, the simulator
// and the executor read every spelling (ascend-target.md): the identifier names the op,
// the mangled parameter types give the element type (`DF16_` half, `f` float). Before,
// this kernel got no sync and no word ("no kernel found" at best).
// RUN: %clang -x c++ --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes='print<ascend-deps>' -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=DEPS
// RUN: %opt -passes='ascend-sync,ascend-sim<kernel=add;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;arg=gm:4096:3;arg=gm:4096:4;arg=gm:4096;seed=1;runs=8;strict>' %t.ll -S -o %t.synced.ll 2>&1 | FileCheck %s --check-prefix=SIM
// RUN: FileCheck %s --input-file=%t.synced.ll
// DEPS: kernel 'add': 6 dependences
// DEPS: RAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %{{.*}} dst: vadd#2 in %{{.*}} bytes: { UB[a] : 0 <= a <= 255 }
// DEPS: RAW V->MTE3 [intra] src: vadd#6 in %{{.*}} dst: copy_ubuf_to_gm#7 in %{{.*}} bytes: { UB[a] : 2048 <= a <= 2559 }
// SIM: nominal timing: {{[0-9]+}} cycles {{.*}} output matches the sequential reference
// SIM: randomised timings: 0 of 8 runs failed
// CHECK: call void @_Z15copy_gm_to_ubufPU3AS6vPU3AS1vhtttt(
// CHECK: call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[E:[0-9]]])
// CHECK: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[E]])
// CHECK-NEXT: call void @_Z4vaddPU3AS6DF16_S0_S0_hhhhhhh(

#include <stdint.h>
#define __gm__ __attribute__((address_space(1)))
#define __ubuf__ __attribute__((address_space(6)))
typedef _Float16 half;

// CCE-style overloads: one name, the element type in the parameter types.
void copy_gm_to_ubuf(__ubuf__ void *dst, __gm__ void *src, uint8_t sid, uint16_t nBurst, uint16_t lenBurst,
                     uint16_t srcGap, uint16_t dstGap);
void copy_ubuf_to_gm(__gm__ void *dst, __ubuf__ void *src, uint8_t sid, uint16_t nBurst, uint16_t lenBurst,
                     uint16_t srcGap, uint16_t dstGap);
void vadd(__ubuf__ half *dst, __ubuf__ half *src0, __ubuf__ half *src1, uint8_t repeat, uint8_t dstBlk,
          uint8_t src0Blk, uint8_t src1Blk, uint8_t dstRep, uint8_t src0Rep, uint8_t src1Rep);
void vadd(__ubuf__ float *dst, __ubuf__ float *src0, __ubuf__ float *src1, uint8_t repeat, uint8_t dstBlk,
          uint8_t src0Blk, uint8_t src1Blk, uint8_t dstRep, uint8_t src0Rep, uint8_t src1Rep);
int64_t get_block_idx();

// z = x + y in half, w = u + v in float, 128 elements per core.
extern "C" void add(__gm__ half *__restrict__ x, __gm__ half *__restrict__ y, __gm__ half *__restrict__ z,
                    __gm__ float *__restrict__ u, __gm__ float *__restrict__ v, __gm__ float *__restrict__ w) {
  int64_t off = get_block_idx() * 128;
  __ubuf__ half *a = (__ubuf__ half *)0;
  __ubuf__ half *b = (__ubuf__ half *)256;
  __ubuf__ half *c = (__ubuf__ half *)512;
  copy_gm_to_ubuf(a, x + off, 0, 1, 8, 0, 0);
  copy_gm_to_ubuf(b, y + off, 0, 1, 8, 0, 0);
  vadd(c, a, b, 1, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm(z + off, c, 0, 1, 8, 0, 0);
  __ubuf__ float *p = (__ubuf__ float *)1024;
  __ubuf__ float *q = (__ubuf__ float *)1536;
  __ubuf__ float *r = (__ubuf__ float *)2048;
  copy_gm_to_ubuf(p, u + off, 0, 1, 16, 0, 0);
  copy_gm_to_ubuf(q, v + off, 0, 1, 16, 0, 0);
  vadd(r, p, q, 2, 1, 1, 1, 8, 8, 8);
  copy_ubuf_to_gm(w + off, r, 0, 1, 16, 0, 0);
}
