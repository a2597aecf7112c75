; Trip counts bound iteration distances. A UB slot `i & 3` (4 slots of 2 KiB) in loops of
; constant trip count: in 3 iterations no slot comes back, so nothing is carried (the
; dependences are those of one iteration); in 5, slot 0 comes back at distance 4 only
; (`distance>=4`), and ascend-sync gives the loop 4 slot-selected event IDs per pair; a
; loop of 1 iteration carries nothing. The synchronised five-tile kernel runs clean on the
; pipe machine under random timings.
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=five;arg=gm:4096:1:f16;arg=gm:4096;seed=1;runs=8;strict>' -pass-remarks=ascend-sync %s -disable-output 2>&1 | FileCheck %s --check-prefix=SYNC
; CHECK: kernel 'three': 4 dependences
; CHECK-NOT: carried
; CHECK: kernel 'five': 8 dependences
; CHECK: WAR V->MTE2 [carried @tile distance>=4] src: vabs_f16#1 in %tile dst: copy_gm_to_ubuf#0 in %tile bytes: { UB[a] : 0 <= a <= 2047 }
; CHECK: kernel 'once': 4 dependences
; CHECK-NOT: carried
; SYNC: kernel 'five': loop 'tile': 4 slots, events selected by the iteration modulo 4
; SYNC: randomised timings: 0 of 8 runs failed

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @three(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) {
entry:
  br label %tile
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %slot = and i32 %i, 3
  %off = mul nuw nsw i32 %slot, 2048
  %o64 = zext i32 %off to i64
  %buf = getelementptr inbounds i8, ptr addrspace(6) null, i64 %o64
  call void @copy_gm_to_ubuf(ptr addrspace(6) %buf, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) %buf, ptr addrspace(6) %buf, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %buf, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, 3
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

define void @five(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) {
entry:
  br label %tile
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %slot = and i32 %i, 3
  %off = mul nuw nsw i32 %slot, 2048
  %o64 = zext i32 %off to i64
  %buf = getelementptr inbounds i8, ptr addrspace(6) null, i64 %o64
  call void @copy_gm_to_ubuf(ptr addrspace(6) %buf, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) %buf, ptr addrspace(6) %buf, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %buf, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, 5
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

define void @once(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) {
entry:
  br label %tile
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %slot = and i32 %i, 3
  %off = mul nuw nsw i32 %slot, 2048
  %o64 = zext i32 %off to i64
  %buf = getelementptr inbounds i8, ptr addrspace(6) null, i64 %o64
  call void @copy_gm_to_ubuf(ptr addrspace(6) %buf, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) %buf, ptr addrspace(6) %buf, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %buf, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, 1
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16, i16, i16, i16)
declare void @vabs_f16(ptr addrspace(6), ptr addrspace(6), i8, i8, i8, i8, i8)
