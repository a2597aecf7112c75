; The scalar unit S executes loads and stores of UB at issue. A scalar load of bytes
; that a vector (or DMA) instruction writes needs a wait on S itself: V->S is
; WAIT.FLAG.IMM(i64 1, i64 0, e) right before the load (the scalar unit stops issuing
; there), MTE2->S is WAIT.FLAG.IMM(i64 4, i64 0, e). A dependence whose source is on S
; (the scalar store that feeds vadd's src1) needs nothing: issue order satisfies it.
; A wait on S also orders everything issued after it, so here the MTE2->V dependence
; of the vadd is already covered by the MTE2->S wait before %head.
;
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define half @v_to_s(ptr addrspace(1) noalias %x, half %alpha) {
entry:
  store half %alpha, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), align 32
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  %head = load half, ptr addrspace(6) inttoptr (i64 256 to ptr addrspace(6)), align 32
  tail call void @vadd_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 0, i8 zeroext 8, i8 zeroext 8, i8 zeroext 0)
  %p = getelementptr inbounds half, ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), i64 5
  %first = load half, ptr addrspace(6) %p, align 2
  %sum = fadd half %first, %head
  store half %sum, ptr addrspace(6) null, align 32
  ret half %sum
}

; CHECK-LABEL: define half @v_to_s(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    store half %alpha, ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6))
; CHECK-NEXT:    tail call void @copy_gm_to_ubuf(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 0, i64 [[MS:[0-3]]])
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 0, i64 [[MS]])
; CHECK-NEXT:    %head = load half
; CHECK-NEXT:    tail call void @vadd_f16(
; CHECK-NEXT:    call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 0, i64 [[VS:[0-3]]])
; CHECK-NEXT:    %p = getelementptr
; CHECK-NEXT:    call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 0, i64 [[VS]])
; CHECK-NEXT:    %first = load half, ptr addrspace(6) %p
; CHECK-NEXT:    %sum = fadd half %first, %head
; CHECK-NEXT:    store half %sum, ptr addrspace(6) null
; CHECK-NEXT:    ret half %sum
; CHECK-NOT:     @llvm.hivm.SET.FLAG.IMM(i64 0,

; DEPS:      kernel 'v_to_s': 6 dependences
; DEPS-DAG:  RAW S->V [intra] src: store#0 in %entry dst: vadd_f16#3 in %entry bytes: { UB[a] : 65536 <= a <= 65537 }
; DEPS-DAG:  RAW MTE2->S [intra] src: copy_gm_to_ubuf#1 in %entry dst: load#2 in %entry bytes: { UB[a] : 256 <= a <= 257 }
; DEPS-DAG:  RAW V->S [intra] src: vadd_f16#3 in %entry dst: load#4 in %entry bytes: { UB[a] : 32778 <= a <= 32779 }
; DEPS-DAG:  WAR V->S [intra] src: vadd_f16#3 in %entry dst: store#5 in %entry bytes: { UB[a] : 0 <= a <= 1 }

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
