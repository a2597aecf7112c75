; Delinearisation (docs/uar.md, "Run-time row lengths"): `p[row * cols + col]` with
; `cols` a run-time value is split into element (row, col) when every access of both
; launches to the buffer is such a row access with the same row length (the same host
; value) and `0 <= col < cols` is proven (here from the guard). Then block b / thread t
; of the reader touches exactly what the writer's block b / thread t wrote: thread-level.
; Without the guard, col = tid may reach past the row (element (row + 1, col - cols) is
; the same float): global. With another row length (cols2), nothing is compared: global.
; The row length must be a host function argument, the same for every instance. Edges
; whose ends have imprecise effects end with `(approximate: reasons)`.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S1 main: launch rows_write grid (4, 1, 1) block (256, 1, 1) args (buf0, arg0) constant [] imprecise [store through parameter 0: run-time row length
; CHECK: edge S1 -> S2 RAW buf0 width thread (each consumer thread depends on the same thread of the producer only)
; CHECK: edge S1 -> S3 RAW buf0 width global {{.*}} (approximate: store through parameter 0: run-time row length
; CHECK: edge S1 -> S4 RAW buf0 width global
; A row length that changes between host iterations (cols = n, the counter + 1) names
; different elements by the same (row, col) in two iterations: not delinearised, global.
; CHECK: edge S5 -> S5 WAW buf0 width global

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @rows_write(ptr %p, i32 %cols) {
entry:
  %col = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %inside = icmp slt i32 %col, %cols
  br i1 %inside, label %body, label %exit
body:
  %start = mul i32 %row, %cols
  %i = add i32 %start, %col
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  br label %exit
exit:
  ret void
}

define void @rows_read(ptr %p, i32 %cols) {
entry:
  %col = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %inside = icmp slt i32 %col, %cols
  br i1 %inside, label %body, label %exit
body:
  %start = mul i32 %row, %cols
  %i = add i32 %start, %col
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %v = load float, ptr %q
  br label %exit
exit:
  ret void
}

define void @rows_read_unguarded(ptr %p, i32 %cols) {
  %col = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %start = mul i32 %row, %cols
  %i = add i32 %start, %col
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %v = load float, ptr %q
  ret void
}

define void @__device_stub__rows_write(ptr %p, i32 %cols) {
  ret void
}
define void @__device_stub__rows_read(ptr %p, i32 %cols) {
  ret void
}
define void @__device_stub__rows_read_unguarded(ptr %p, i32 %cols) {
  ret void
}

define i32 @main(i32 %cols, i32 %cols2) {
entry:
  %slot = alloca ptr
  call i32 @cudaMalloc(ptr %slot, i64 65536)
  %a = load ptr, ptr %slot
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__rows_write(ptr %a, i32 %cols)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__rows_read(ptr %a, i32 %cols)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__rows_read_unguarded(ptr %a, i32 %cols)
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__rows_read(ptr %a, i32 %cols2)
  br label %loop
loop:
  %n = phi i32 [ 1, %entry ], [ %n1, %loop ]
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__rows_write(ptr %a, i32 %n)
  %n1 = add i32 %n, 1
  %done = icmp eq i32 %n1, 8
  br i1 %done, label %end, label %loop
end:
  ret i32 0
}

declare i32 @cudaMalloc(ptr, i64)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
