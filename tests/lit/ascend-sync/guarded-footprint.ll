; A branch that dominates a pipe call bounds its instances: the copy-in under `i < 2`
; writes UB[512 i, +512) for i in {0, 1} only, i.e. bytes [0, 1024), so the copy-out of
; UB[2048, +512) after the loop depends on nothing, whatever n is. Without the guard,
; iteration 4 would write those bytes (a RAW MTE2->MTE3). @unguarded is the same loop
; without the branch.
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: kernel 'guarded': 0 dependences
; CHECK: kernel 'unguarded': 1 dependences
; CHECK: RAW MTE2->MTE3 [intra] src: copy_gm_to_ubuf#0 in %loop dst: copy_ubuf_to_gm#1 in %exit bytes: [arg2] -> { UB[a] : arg2 >= 5 and 2048 <= a <= 2559 }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @guarded(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %small = icmp slt i32 %i, 2
  br i1 %small, label %write, label %latch
write:
  %off = mul nsw i32 %i, 512
  %o64 = sext i32 %off to i64
  %p = getelementptr inbounds i8, ptr addrspace(6) null, i64 %o64
  call void @copy_gm_to_ubuf(ptr addrspace(6) %p, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 16, i16 zeroext 0, i16 zeroext 0)
  br label %latch
latch:
  %i1 = add nuw nsw i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  %q = getelementptr inbounds i8, ptr addrspace(6) null, i64 2048
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %q, i8 zeroext 0, i16 zeroext 1, i16 zeroext 16, i16 zeroext 0, i16 zeroext 0)
  ret void
}

define void @unguarded(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %off = mul nsw i32 %i, 512
  %o64 = sext i32 %off to i64
  %p = getelementptr inbounds i8, ptr addrspace(6) null, i64 %o64
  call void @copy_gm_to_ubuf(ptr addrspace(6) %p, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 16, i16 zeroext 0, i16 zeroext 0)
  %i1 = add nuw nsw i32 %i, 1
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %exit, label %loop
exit:
  %q = getelementptr inbounds i8, ptr addrspace(6) null, i64 2048
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %q, i8 zeroext 0, i16 zeroext 1, i16 zeroext 16, i16 zeroext 0, i16 zeroext 0)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
