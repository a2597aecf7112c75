; The contract's plain C names (`vadd`, `vrelu`: element type half, CCE's default) run on
; the simulator like their suffixed forms; before, every such run failed with "'vadd' has
; no type suffix: element type unknown".
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=plain;arg=gm:4096:1:f16;arg=gm:4096:2:f16;arg=gm:4096;seed=1;runs=4;strict>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: nominal timing: {{[0-9]+}} cycles {{.*}} output matches the sequential reference
; CHECK: randomised timings: 0 of 4 runs failed

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @plain(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, ptr addrspace(1) noalias %z) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 8, i16 0, i16 0)
  call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), ptr addrspace(1) %y, i8 0, i16 1, i16 8, i16 0, i16 0)
  call void @vadd(ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), i8 1, i8 1, i8 1, i8 1, i8 8, i8 8, i8 8)
  call void @vrelu(ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), i8 1, i8 1, i8 1, i8 8, i8 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 512 to ptr addrspace(6)), i8 0, i16 1, i16 8, i16 0, i16 0)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16, i16, i16, i16)
declare void @vadd(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8, i8, i8, i8, i8, i8, i8)
declare void @vrelu(ptr addrspace(6), ptr addrspace(6), i8, i8, i8, i8, i8)
