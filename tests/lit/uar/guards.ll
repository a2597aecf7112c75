; Guards (docs/uar.md, "Guards"): an access under a dominating affine branch only happens
; where the condition holds. `fill` writes a[i] under `if (i < n)` with n = 1000 on a
; grid of 4 x 256 threads: exactly bytes [0, 4000), so `tail`, which writes a[1000..1023],
; does not meet it. `fill_merged` is the same under clang's merged form
; `select i1 (i >= 0), (i < n), false`. `fill_after_join` computes the same condition
; but stores after the join (the condition does not dominate the store): all 1024 floats,
; so it meets `tail`. `fill_or` stores under `i < n or tid < 8`: the true side of an `or`
; tells nothing, all 1024 floats.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S1 main: launch fill
; CHECK: S2 main: launch tail
; CHECK: S3 main: launch fill_merged
; CHECK: S4 main: launch tail
; CHECK: S5 main: launch fill_after_join
; CHECK: S6 main: launch tail
; CHECK: S7 main: launch fill_or
; CHECK: S8 main: launch tail
; CHECK-NOT: edge S1 -> S2 WAW
; CHECK-NOT: edge S3 -> S4 WAW
; CHECK: edge S4 -> S5 WAW buf0
; CHECK: edge S5 -> S6 WAW buf0 width global
; CHECK: edge S7 -> S8 WAW buf0 width global

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @fill(ptr %p, i32 %n) {
entry:
  %t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b0, 8
  %i = add i32 %bs, %t0
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  br label %exit
exit:
  ret void
}

define void @fill_merged(ptr %p, i32 %n) {
entry:
  %t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b0, 8
  %i = add i32 %bs, %t0
  %low = icmp sge i32 %i, 0
  %high = icmp slt i32 %i, %n
  %both = select i1 %low, i1 %high, i1 false
  br i1 %both, label %body, label %exit
body:
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  br label %exit
exit:
  ret void
}

define void @fill_after_join(ptr %p, i32 %n) {
entry:
  %t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b0, 8
  %i = add i32 %bs, %t0
  %in = icmp slt i32 %i, %n
  br i1 %in, label %then, label %join
then:
  br label %join
join:
  %v = phi float [ 1.0, %then ], [ 0.0, %entry ]
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float %v, ptr %q
  ret void
}

define void @fill_or(ptr %p, i32 %n) {
entry:
  %t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b0, 8
  %i = add i32 %bs, %t0
  %in = icmp slt i32 %i, %n
  %few = icmp slt i32 %t0, 8
  %either = or i1 %in, %few
  br i1 %either, label %body, label %exit
body:
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  br label %exit
exit:
  ret void
}

; a[1000 + tid.x]
define void @tail(ptr %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %t, 1000
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 2.0, ptr %q
  ret void
}

define void @__device_stub__fill(ptr %p, i32 %n) {
  ret void
}
define void @__device_stub__fill_merged(ptr %p, i32 %n) {
  ret void
}
define void @__device_stub__fill_after_join(ptr %p, i32 %n) {
  ret void
}
define void @__device_stub__fill_or(ptr %p, i32 %n) {
  ret void
}
define void @__device_stub__tail(ptr %p) {
  ret void
}

define i32 @main() {
  %slot = alloca ptr
  call i32 @cudaMalloc(ptr %slot, i64 4096)
  %a = load ptr, ptr %slot
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill(ptr %a, i32 1000)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967320, i32 1, i64 0, ptr null)
  call void @__device_stub__tail(ptr %a)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill_merged(ptr %a, i32 1000)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967320, i32 1, i64 0, ptr null)
  call void @__device_stub__tail(ptr %a)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill_after_join(ptr %a, i32 1000)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967320, i32 1, i64 0, ptr null)
  call void @__device_stub__tail(ptr %a)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill_or(ptr %a, i32 1000)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967320, i32 1, i64 0, ptr null)
  call void @__device_stub__tail(ptr %a)
  ret i32 0
}

declare i32 @cudaMalloc(ptr, i64)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
