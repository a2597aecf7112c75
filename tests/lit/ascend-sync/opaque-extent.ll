; An extent the recogniser cannot read (a length loaded from memory) makes the copy's
; footprint the whole UB; the approximation names the IR value, in print<ascend-deps> and
; in the report (the dependence is marked inexact).
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='ascend-sync<report=%t.json>' -disable-output %s
; RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
; CHECK: RAW MTE2->V [intra] src: copy_gm_to_ubuf#1 in %entry dst: vabs_f16#2 in %entry bytes: { UB[a] : 0 <= a <= 255 } approx: write of UB is the whole buffer: lenBurst (argument 4) `%len = load i16, ptr %p, align 2` is not affine
; JSON: "exact": false,
; JSON-NEXT: "approximations": [
; JSON-NEXT: "write of UB is the whole buffer: lenBurst (argument 4) `%len = load i16, ptr %p, align 2` is not affine"

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @k(ptr addrspace(1) noalias %x, ptr %p) {
entry:
  %len = load i16, ptr %p, align 2
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext %len, i16 zeroext 0, i16 zeroext 0)
  tail call void @vabs_f16(ptr addrspace(6) null, ptr addrspace(6) null, i8 zeroext 1, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vabs_f16(ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
