; Paper fig. 5 (and the if-then of fig. 8): an if-then has no else, so the edge
; entry -> join is critical. Normalisation puts an empty sibling block on it
; (`entry.join.split`), the phi of the join takes its value from that block, and the
; syncs that balance the path skipping the then-branch go there.
;
; MTE2 writes UB[0, 16 KiB) in entry; V scales it in place in `then`; MTE3 copies it
; out in `join`. On the path entry -> then -> join: MTE2->V and V->MTE3. On the path
; entry -> join the MTE2 flag must still be consumed and the V->MTE3 flag still be set.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='ascend-sync<strict>' -disable-output %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @if_then(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i1 zeroext %scale, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %scale, label %then, label %join

then:
  tail call void @vmuls_f16(ptr addrspace(6) null, ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %join

join:
  %scaled = phi i32 [ 1, %then ], [ 0, %entry ]
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) null, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  ret i32 %scaled
}

; CHECK-LABEL: define i32 @if_then(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 [[A:[0-3]]])
; CHECK-NEXT:    br i1 %scale, label %then, label %entry.join.split
;
; The sibling: consume the MTE2->V flag, raise the V->MTE3 flag the join waits for.
; CHECK-LABEL: {{^}}entry.join.split:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[A]])
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[B:[0-3]]])
; CHECK-NEXT:    br label %join
;
; CHECK-LABEL: {{^}}then:
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 [[A]])
; CHECK-NEXT:    tail call void @vmuls_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 [[B]])
; CHECK-NEXT:    br label %join
;
; CHECK-LABEL: {{^}}join:
; CHECK-NEXT:    %scaled = phi i32 [ 1, %then ], [ 0, %entry.join.split ]
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 [[B]])
; CHECK-NEXT:    tail call void @copy_ubuf_to_gm(
; CHECK-NEXT:    ret i32 %scaled
; CHECK-NEXT:  }

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
