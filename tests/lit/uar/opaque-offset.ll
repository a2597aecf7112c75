; An index the recogniser cannot read (loaded from memory: a gather) makes the access cover
; its whole buffer; the reason names the pointer as the IR prints it, on the launch and on
; each edge it widens, and only there: gather's store to %c is exact, so the edge to the
; second fill (WAW on buf2) is exact although gather has an imprecise load.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S4 main: launch gather {{.*}} imprecise [load through parameter 0: offset of `%q = getelementptr inbounds float, ptr %p, i64 %x` not affine (whole buffer)]
; CHECK: edge S3 -> S4 RAW buf0 {{.*}} (approximate: load through parameter 0: offset of `%q = getelementptr inbounds float, ptr %p, i64 %x` not affine (whole buffer))
; CHECK: edge S4 -> S5 WAW buf2 width thread ({{[^()]*}}): { S4[] -> S5[] }{{$}}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @fill(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %t to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  ret void
}

; p[index[tid]]
define void @gather(ptr %p, ptr %index, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tx = zext i32 %t to i64
  %slot = getelementptr inbounds i32, ptr %index, i64 %tx
  %j = load i32, ptr %slot
  %x = sext i32 %j to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %v = load float, ptr %q
  %o = getelementptr inbounds float, ptr %out, i64 %tx
  store float %v, ptr %o
  ret void
}

define void @__device_stub__fill(ptr %p) {
  ret void
}
define void @__device_stub__gather(ptr %p, ptr %index, ptr %out) {
  ret void
}

define i32 @main() {
  %slots = alloca [3 x ptr]
  %s1 = getelementptr [3 x ptr], ptr %slots, i64 0, i64 1
  %s2 = getelementptr [3 x ptr], ptr %slots, i64 0, i64 2
  call i32 @cudaMalloc(ptr %slots, i64 1024)
  call i32 @cudaMalloc(ptr %s1, i64 1024)
  call i32 @cudaMalloc(ptr %s2, i64 1024)
  %a = load ptr, ptr %slots
  %b = load ptr, ptr %s1
  %c = load ptr, ptr %s2
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill(ptr %a)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__gather(ptr %a, ptr %b, ptr %c)
  call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__fill(ptr %c)
  ret i32 0
}

declare i32 @cudaMalloc(ptr, i64)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
