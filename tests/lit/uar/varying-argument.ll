; A launch inside a host loop whose integer argument is not affine on the host (here an
; opaque call) gets a per-launch parameter S<k>_arg1. Its value may differ from one
; iteration to the next, while an ISL parameter is one value: so it must not place the
; accesses of different instances. `shift` writes p[tid + s] with s such a value: thread
; t of one iteration and thread t' of another may write the same float, so the WAW of the
; launch with itself is not thread-level (block-level: the grid is one block). The
; previous analysis said thread.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S1 main: launch shift grid (1, 1, 1) block (256, 1, 1) args (buf0, ?)
; CHECK: edge S1 -> S1 WAW buf0 width block (each consumer block depends on the same block of the producer only; threads of the producer write overlapping data)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @shift(ptr %p, i32 %s) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %t, %s
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  ret void
}

define void @__device_stub__shift(ptr %p, i32 %s) {
  ret void
}

define i32 @main() {
entry:
  %slot = alloca ptr
  call i32 @cudaMalloc(ptr %slot, i64 65536)
  %a = load ptr, ptr %slot
  br label %loop
loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %s = call i32 @pick()
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__shift(ptr %a, i32 %s)
  %n1 = add i32 %n, 1
  %done = icmp eq i32 %n1, 8
  br i1 %done, label %end, label %loop
end:
  ret i32 0
}

declare i32 @pick()
declare i32 @cudaMalloc(ptr, i64)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
