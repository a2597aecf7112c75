; Negative cases in one module: a kernel whose effects cannot be read (it calls an
; unknown function) and a launch whose pointer argument does not come from cudaMalloc
; (a host malloc). Both are reported with the reason; their edges are `unknown`, width
; global; nothing crashes and the module is not changed.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S1 main: launch mystery_kernel grid (4, 1, 1) block (256, 1, 1) args (buf0) constant [] effects unknown [kernel 'mystery_kernel' calls unknown function 'mystery']
; CHECK: S2 main: launch copy_kernel grid (4, 1, 1) block (256, 1, 1) args (unknown)
; CHECK: edge S1 -> S2 unknown width global (kernel 'mystery_kernel' calls unknown function 'mystery')
; CHECK: edge S2 -> S3 unknown width global (argument 0: pointer '%host' is not traced to a device allocation)

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @mystery_kernel(ptr %p) {
  call void @mystery(ptr %p)
  ret void
}

define void @copy_kernel(ptr %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 0.0, ptr %q
  ret void
}

define void @__device_stub__mystery_kernel(ptr %p) {
  ret void
}

define void @__device_stub__copy_kernel(ptr %p) {
  ret void
}

define i32 @main() {
  %slot = alloca ptr
  call i32 @cudaMalloc(ptr %slot, i64 4096)
  %d = load ptr, ptr %slot
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__mystery_kernel(ptr %d)
  %host = call ptr @malloc(i64 4096)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__copy_kernel(ptr %host)
  call i32 @cudaMemcpy(ptr %host, ptr %d, i64 4096, i32 2)
  ret i32 0
}

declare void @mystery(ptr)
declare ptr @malloc(i64)
declare i32 @cudaMalloc(ptr, i64)
declare i32 @cudaMemcpy(ptr, ptr, i64, i32)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
