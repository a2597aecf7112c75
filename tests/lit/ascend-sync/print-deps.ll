; print<ascend-deps> lists, per kernel, the count and one line per dependence:
; kind (RAW/WAR/WAW), pipe pair, [intra] and/or [carried @header], the two ops
; (callee#index in %block) and the overlapping bytes as an ISL set (or may-alias for
; GM pointers that cannot be told apart). It writes to stderr only and leaves the
; module unchanged.
;   * @double_buffer: ping (UB 0x0000 in, 0x8000 out) and pong (0x10000 in, 0x18000
;     out) halves of one loop body, noalias GM. Each half has its own intra and
;     carried dependences; since the halves never touch the same bytes there is no
;     dependence at all between a ping op (#1-#3) and a pong op (#4-#6), in either
;     direction, intra or carried. The vector_dup before the loop makes a WAW.
;   * @strided: the loop's copy writes UB[1024*i, +512); the copy-out after the loop
;     reads UB[2048, +256): only iteration 2 overlaps. GM x and z may alias.
;   * Trip counts come from the exit tests: in @double_buffer (`i + 1 == n`) a
;     dependence inside one iteration needs n > 0, one carried to a later iteration
;     n >= 2; @once runs its body once (no access uses its counter), so nothing is
;     carried at all.
;
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=HALVES
; RUN: %opt -passes='print<ascend-deps>' -S %s 2>/dev/null | FileCheck %s --check-prefix=IR

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @double_buffer(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n, half %alpha) {
entry:
  tail call void @vector_dup_f16(ptr addrspace(6) null, half 0xH0000, i8 zeroext 64, i8 zeroext 1, i8 zeroext 8)
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %off = shl i64 %i, 14
  %x.ping = getelementptr inbounds half, ptr addrspace(1) %x, i64 %off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x.ping, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %z.ping = getelementptr inbounds half, ptr addrspace(1) %z, i64 %off
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z.ping, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %x.pong = getelementptr inbounds half, ptr addrspace(1) %x.ping, i64 8192
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(1) %x.pong, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %z.pong = getelementptr inbounds half, ptr addrspace(1) %z.ping, i64 8192
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z.pong, ptr addrspace(6) inttoptr (i64 98304 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %i.next = add nuw nsw i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp eq i64 %i.next, %n64
  br i1 %done, label %exit, label %loop

exit:
  ret void
}

define void @strided(ptr addrspace(1) %x, ptr addrspace(1) %z, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ub.off = shl i64 %i, 10
  %ub = getelementptr inbounds i8, ptr addrspace(6) null, i64 %ub.off
  %src = getelementptr inbounds i8, ptr addrspace(1) %x, i64 %ub.off
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) %ub, ptr addrspace(1) %src, i8 zeroext 0, i16 zeroext 1, i16 zeroext 16, i16 zeroext 0, i16 zeroext 0)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 16
  br i1 %done, label %exit, label %loop
exit:
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 2048 to ptr addrspace(6)), i8 zeroext 0, i16 zeroext 1, i16 zeroext 8, i16 zeroext 0, i16 zeroext 0)
  ret void
}

; CHECK:      ascend-deps: kernel 'double_buffer': 9 dependences
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': WAW V->MTE2 [intra] src: vector_dup_f16#0 in %entry dst: copy_gm_to_ubuf#1 in %loop bytes: [arg2] -> { UB[a] : arg2 > 0 and 0 <= a <= 16383 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': RAW MTE2->V [intra] [carried @loop] src: copy_gm_to_ubuf#1 in %loop dst: vmuls_f16#2 in %loop bytes: [arg2] -> { UB[a] : arg2 > 0 and 0 <= a <= 16383 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': WAR V->MTE2 [carried @loop] src: vmuls_f16#2 in %loop dst: copy_gm_to_ubuf#1 in %loop bytes: [arg2] -> { UB[a] : arg2 >= 2 and 0 <= a <= 16383 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': RAW V->MTE3 [intra] [carried @loop] src: vmuls_f16#2 in %loop dst: copy_ubuf_to_gm#3 in %loop bytes: [arg2] -> { UB[a] : arg2 > 0 and 32768 <= a <= 49151 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': WAR MTE3->V [carried @loop] src: copy_ubuf_to_gm#3 in %loop dst: vmuls_f16#2 in %loop bytes: [arg2] -> { UB[a] : arg2 >= 2 and 32768 <= a <= 49151 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': RAW MTE2->V [intra] [carried @loop] src: copy_gm_to_ubuf#4 in %loop dst: vmuls_f16#5 in %loop bytes: [arg2] -> { UB[a] : arg2 > 0 and 65536 <= a <= 81919 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': WAR V->MTE2 [carried @loop] src: vmuls_f16#5 in %loop dst: copy_gm_to_ubuf#4 in %loop bytes: [arg2] -> { UB[a] : arg2 >= 2 and 65536 <= a <= 81919 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': RAW V->MTE3 [intra] [carried @loop] src: vmuls_f16#5 in %loop dst: copy_ubuf_to_gm#6 in %loop bytes: [arg2] -> { UB[a] : arg2 > 0 and 98304 <= a <= 114687 }
; CHECK-NEXT: ascend-deps: kernel 'double_buffer': WAR MTE3->V [carried @loop] src: copy_ubuf_to_gm#6 in %loop dst: vmuls_f16#5 in %loop bytes: [arg2] -> { UB[a] : arg2 >= 2 and 98304 <= a <= 114687 }
; CHECK-NEXT: ascend-deps: kernel 'strided': 2 dependences
; CHECK-NEXT: ascend-deps: kernel 'strided': RAW MTE2->MTE3 [intra] src: copy_gm_to_ubuf#0 in %loop dst: copy_ubuf_to_gm#1 in %exit bytes: { UB[a] : 2048 <= a <= 2303 }
; CHECK-NEXT: ascend-deps: kernel 'strided': WAR MTE2->MTE3 [intra] src: copy_gm_to_ubuf#0 in %loop dst: copy_ubuf_to_gm#1 in %exit bytes: may-alias(arg0, arg1)
; CHECK:      ascend-deps: kernel 'once': 2 dependences
; CHECK-NEXT: ascend-deps: kernel 'once': RAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %loop dst: vmuls_f16#1 in %loop bytes: { UB[a] : 0 <= a <= 16383 }
; CHECK-NEXT: ascend-deps: kernel 'once': WAW MTE2->V [intra] src: copy_gm_to_ubuf#0 in %loop dst: vmuls_f16#1 in %loop bytes: { UB[a] : 0 <= a <= 16383 }
; CHECK-NOT:  ascend-deps

; HALVES-NOT: src: {{[a-z_0-9]+}}#{{[1-3]}} in %loop dst: {{[a-z_0-9]+}}#{{[4-6]}} in %loop
; HALVES-NOT: src: {{[a-z_0-9]+}}#{{[4-6]}} in %loop dst: {{[a-z_0-9]+}}#{{[1-3]}} in %loop

; IR-NOT: @llvm.hivm
; IR:     define void @double_buffer(
; IR:     define void @strided(

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @vector_dup_f16(ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext)

define void @once(ptr addrspace(1) noalias %x, half %alpha) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @vmuls_f16(ptr addrspace(6) null, ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 1
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
