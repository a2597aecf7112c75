; A target may mark a pipe as pipelined (ascend-target.md rule 2, "pipelined" in the
; target file): its instructions may overlap, so a dependence between two ops of that
; pipe needs BARRIER(pipe). ascend-sync puts one right before each such destination
; (here the second vmuls, which reads what the first wrote), unless a barrier is already
; there (a second run adds none); on an in-order pipe it needs none. ascend-sim on the same target checks the result: clean with the barrier,
; a same-pipe race without it.
;
; RUN: sed -e 's/"pipelined": \[\]/"pipelined": ["V"]/' %S/../../../targets/ascend910a.json > %t.v.json
; RUN: %opt -passes='ascend-sync<target=%t.v.json>' -S %s -o %t.ll
; RUN: FileCheck %s --input-file=%t.ll
; RUN: %opt -passes='ascend-sync' -S %s | FileCheck %s --check-prefix=IN-ORDER
; RUN: %opt -passes='ascend-sync<target=%t.v.json>' -S %t.ll | FileCheck %s --check-prefix=AGAIN
; RUN: %opt -passes='ascend-sim<kernel=twice;target=%t.v.json;arg=gm:4096:1:f32;arg=gm:4096;runs=20;strict>' \
; RUN:   %t.ll -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; RUN: grep -v 'BARRIER(i64 1)' %t.ll > %t.nobarrier.ll
; RUN: not %opt -passes='ascend-sim<kernel=twice;target=%t.v.json;arg=gm:4096:1:f32;arg=gm:4096;strict>' \
; RUN:   %t.nobarrier.ll -disable-output 2>&1 | FileCheck %s --check-prefix=RACE
;
; CHECK:      call void @vmuls_f32(
; CHECK-NEXT: call void @llvm.hivm.BARRIER(i64 1)
; CHECK-NEXT: call void @vmuls_f32(
; CHECK-NOT:  call void @llvm.hivm.BARRIER
; IN-ORDER-NOT: call void @llvm.hivm.BARRIER
; AGAIN-COUNT-1: call void @llvm.hivm.BARRIER(i64 1)
; AGAIN-NOT:     call void @llvm.hivm.BARRIER
; SIM: randomised timings: 0 of 20 runs failed
; SIM-NOT: syncfuse:
; RACE: error: ascend-sim: function 'twice': {{.*}} on V started while `call @vmuls_f32` {{.*}} on V was unfinished (RAW on UB

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @twice(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 128, i16 0, i16 0)
  call void @vmuls_f32(ptr addrspace(6) null, ptr addrspace(6) null, float 2.0, i8 16, i8 1, i8 1, i8 8, i8 8)
  call void @vmuls_f32(ptr addrspace(6) null, ptr addrspace(6) null, float 2.0, i8 16, i8 1, i8 1, i8 8, i8 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) null, i8 0, i16 1, i16 128, i16 0, i16 0)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16, i16, i16, i16)
declare void @vmuls_f32(ptr addrspace(6), ptr addrspace(6), float, i8, i8, i8, i8, i8)
