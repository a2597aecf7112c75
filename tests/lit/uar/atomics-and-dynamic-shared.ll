; Two cases the random-chain campaigns found (docs/sirius.md): an atomicAdd (`atomicrmw`)
; is a read and a write of its location, so the launch reading the counts depends on it
; (thread-level here: they fuse); a launch with dynamic shared memory has unknown effects
; (`sirius` would give the fused kernel none), so its edges are unknown and global and it
; is never fused. The stubs are empty, so LLVM's O2 after fusion would inline them into
; main if it ran on the host code too (it crashed the host rewrite: it runs on the fused
; kernel only).
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S2 main: launch count_kernel grid (4, 1, 1) block (256, 1, 1) args (buf0)
; CHECK: S4 main: launch read_kernel grid (4, 1, 1) block (256, 1, 1) args (buf0, buf1) constant [] effects unknown [launched with 512 bytes of dynamic shared memory]
; CHECK: edge S2 -> S3 RAW buf0 width thread
; CHECK: edge S2 -> S4 unknown width global (launched with 512 bytes of dynamic shared memory)
; RUN: %opt -passes='sirius<report=%t.json>' %s -S -o %t.ll
; RUN: FileCheck --check-prefix=REPORT %s < %t.json
; REPORT:      "replaced": [
; REPORT-NEXT:   "S2",
; REPORT-NEXT:   "S3"
; REPORT:      "statement": "S4",
; REPORT-NEXT: "reason": "effects unknown: launched with 512 bytes of dynamic shared memory"

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @count_kernel(ptr %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %b, 256
  %i = add i32 %base, %t
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %old = atomicrmw fadd ptr %q, float 1.0 monotonic
  ret void
}

define void @read_kernel(ptr %p, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %b, 256
  %i = add i32 %base, %t
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %v = load float, ptr %q
  %r = getelementptr inbounds float, ptr %out, i64 %x
  store float %v, ptr %r
  ret void
}

define void @__device_stub__count_kernel(ptr %p) {
  ret void
}

define void @__device_stub__read_kernel(ptr %p, ptr %out) {
  ret void
}

define i32 @main() {
  %slot = alloca ptr
  %slot2 = alloca ptr
  call i32 @cudaMalloc(ptr %slot, i64 4096)
  call i32 @cudaMalloc(ptr %slot2, i64 4096)
  %d = load ptr, ptr %slot
  %e = load ptr, ptr %slot2
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__count_kernel(ptr %d)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__read_kernel(ptr %d, ptr %e)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 512, ptr null)
  call void @__device_stub__read_kernel(ptr %d, ptr %e)
  ret i32 0
}

declare i32 @cudaMalloc(ptr, i64)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
