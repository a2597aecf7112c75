; Selects of affine values. min/max as clang writes them below -O2 (and other front ends
; at any level), a `select` of the two values an `icmp` compares, is read as an extremum
; like `llvm.smin`/`smax`; any other select under an affine comparison is a choice symbol
; (`c ? a : b`, both sides kept with their condition). The footprints stay exact:
;   * @signed_min: lenBurst `n < 64 ? n : 64` <= 64 bursts: the copy-in writes UB[0, 2048)
;     and never meets the vabs on UB[2048, 4352): no dependence (whole UB before).
;   * @signed_max_offset: the copy-in starts at 32 * max(n, 64) >= 2048, above the vabs.
;   * @narrow_signed_min: the same min as a signed i16 comparison of a zero-extended u16:
;     n = 40000 is negative there, so min(n, 64) would be wrong; left opaque (whole buffer).
;   * @chosen_half: the copy-in goes to UB[0, 2048) when k < 2, else to UB[4096, 6144):
;     it never meets the vabs's UB[2048, 2304) source, and meets its destination
;     UB[4096, 4352) only when k >= 2 (a WAW with that condition).
;   * @diamond_half: the same choice made by an if/else whose join has a phi of the two
;     offsets: the same single conditional WAW.
;   * @not_an_extremum: lenBurst `m < 64 ? n : 64` (the select does not choose between the
;     compared values) is a choice too: n is any u16, so it may be long; the dependences
;     stay, now exact.
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s
; Synchronised, the choice kernels run on the pipe machine without a race on either side
; of the condition (k = 1: no dependence; k = 3: the WAW on UB[4096, 4352) is ordered):
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=chosen_half;arg=gm:4096:1:f16;arg=1;seed=1;runs=4;strict>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=chosen_half;arg=gm:4096:1:f16;arg=3;seed=1;runs=4;strict>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=diamond_half;arg=gm:4096:1:f16;arg=3;seed=1;runs=4;strict>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; SIM: randomised timings: 0 of 4 runs failed
; CHECK: kernel 'signed_min': 0 dependences
; CHECK: kernel 'narrow_signed_min': 2 dependences
; CHECK: approx: write of UB is the whole buffer: lenBurst (argument 4) `%len = select i1 %large, i16 64, i16 %n` is not affine
; CHECK: kernel 'signed_max_offset': 0 dependences
; CHECK: kernel 'not_an_extremum': 2 dependences
; CHECK-NOT: approx
; CHECK: kernel 'chosen_half': 1 dependences
; CHECK-NEXT: WAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %entry dst: vabs_f16#1 in %entry bytes: [arg1] -> { UB[a] : arg1 >= 2 and 4096 <= a <= 4351 }{{$}}
; CHECK: kernel 'diamond_half': 1 dependences
; CHECK-NEXT: WAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %join dst: vabs_f16#1 in %join bytes: [arg1] -> { UB[a] : arg1 >= 2 and 4096 <= a <= 4351 }{{$}}

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @signed_min(ptr addrspace(1) noalias %x, i16 zeroext %n) {
entry:
  %n32 = zext i16 %n to i32
  %small = icmp slt i32 %n32, 64
  %len32 = select i1 %small, i32 %n32, i32 64
  %len = trunc i32 %len32 to i16
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext %len, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 4096), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 2048), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @narrow_signed_min(ptr addrspace(1) noalias %x, i16 zeroext %n) {
entry:
  %large = icmp sgt i16 %n, 64
  %len = select i1 %large, i16 64, i16 %n
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext %len, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 4096), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 2048), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @signed_max_offset(ptr addrspace(1) noalias %x, i16 zeroext %n) {
entry:
  %n32 = zext i16 %n to i32
  %big = icmp sgt i32 %n32, 64
  %start = select i1 %big, i32 %n32, i32 64
  %off = zext i32 %start to i64
  %bytes = shl nuw nsw i64 %off, 5
  %dst = getelementptr i8, ptr addrspace(6) null, i64 %bytes
  call void @copy_gm_to_ubuf(ptr addrspace(6) %dst, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 1, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 512), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 0), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @not_an_extremum(ptr addrspace(1) noalias %x, i16 zeroext %n, i16 zeroext %m) {
entry:
  %m32 = zext i16 %m to i32
  %small = icmp slt i32 %m32, 64
  %len = select i1 %small, i16 %n, i16 64
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext %len, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 4096), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 2048), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @chosen_half(ptr addrspace(1) noalias %x, i16 zeroext %k) {
entry:
  %k32 = zext i16 %k to i32
  %first = icmp slt i32 %k32, 2
  %half = select i1 %first, i64 0, i64 4096
  %dst = getelementptr i8, ptr addrspace(6) null, i64 %half
  call void @copy_gm_to_ubuf(ptr addrspace(6) %dst, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 4096), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 2048), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @diamond_half(ptr addrspace(1) noalias %x, i16 zeroext %k) {
entry:
  %k32 = zext i16 %k to i32
  %first = icmp slt i32 %k32, 2
  br i1 %first, label %low, label %high
low:
  br label %join
high:
  br label %join
join:
  %half = phi i64 [ 0, %low ], [ 4096, %high ]
  %dst = getelementptr i8, ptr addrspace(6) null, i64 %half
  call void @copy_gm_to_ubuf(ptr addrspace(6) %dst, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 4096), ptr addrspace(6) getelementptr (i8, ptr addrspace(6) null, i64 2048), i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @vabs_f16(ptr addrspace(6), ptr addrspace(6), i8, i8, i8, i8, i8)
