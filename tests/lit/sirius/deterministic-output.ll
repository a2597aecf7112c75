; sirius output is deterministic: the same input gives byte-identical IR on every run
; (fragment functions were once made in hash-map order, so inlined values got their
; name suffixes in a different order from run to run). Three chained element-wise
; kernels (scripts/generators/gen-uar-program.py 3 4) fuse into one; four runs must agree.
;
; RUN: %opt -passes=sirius %s -S -o %t.1.ll
; RUN: %opt -passes=sirius %s -S -o %t.2.ll
; RUN: %opt -passes=sirius %s -S -o %t.3.ll
; RUN: %opt -passes=sirius %s -S -o %t.4.ll
; RUN: diff %t.1.ll %t.2.ll
; RUN: diff %t.1.ll %t.3.ll
; RUN: diff %t.1.ll %t.4.ll
; RUN: FileCheck %s --input-file=%t.1.ll

; CHECK: define {{.*}}@sirius_fused_0(

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @kernel0(ptr %out, ptr %in) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %p
  %w = fadd float %v, 0.0
  %q = getelementptr inbounds float, ptr %out, i64 %x
  store float %w, ptr %q
  ret void
}
define void @__device_stub__kernel0(ptr %out, ptr %in) {
  ret void
}
define void @kernel1(ptr %out, ptr %in) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %p
  %w = fadd float %v, 1.0
  %q = getelementptr inbounds float, ptr %out, i64 %x
  store float %w, ptr %q
  ret void
}
define void @__device_stub__kernel1(ptr %out, ptr %in) {
  ret void
}
define void @kernel2(ptr %out, ptr %in) {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %x = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %p
  %w = fadd float %v, 2.0
  %q = getelementptr inbounds float, ptr %out, i64 %x
  store float %w, ptr %q
  ret void
}
define void @__device_stub__kernel2(ptr %out, ptr %in) {
  ret void
}
define i32 @main() {
  %slot0 = alloca ptr
  call i32 @cudaMalloc(ptr %slot0, i64 4194304)
  %slot1 = alloca ptr
  call i32 @cudaMalloc(ptr %slot1, i64 4194304)
  %slot2 = alloca ptr
  call i32 @cudaMalloc(ptr %slot2, i64 4194304)
  %slot3 = alloca ptr
  call i32 @cudaMalloc(ptr %slot3, i64 4194304)
  %in0 = load ptr, ptr %slot0
  %out0 = load ptr, ptr %slot1
  call i32 @__cudaPushCallConfiguration(i64 4294971392, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__kernel0(ptr %out0, ptr %in0)
  %in1 = load ptr, ptr %slot1
  %out1 = load ptr, ptr %slot2
  call i32 @__cudaPushCallConfiguration(i64 4294971392, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__kernel1(ptr %out1, ptr %in1)
  %in2 = load ptr, ptr %slot2
  %out2 = load ptr, ptr %slot3
  call i32 @__cudaPushCallConfiguration(i64 4294971392, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__kernel2(ptr %out2, ptr %in2)
  call i32 @cudaDeviceSynchronize()
  ret i32 0
}
declare i32 @cudaMalloc(ptr, i64)
declare i32 @cudaDeviceSynchronize()
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
