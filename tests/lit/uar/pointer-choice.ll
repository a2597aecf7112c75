; Pointers chosen on the host (docs/uar.md, "Alias analysis"): each alternative keeps
; its allocation, byte offset and the host condition under which it is taken.
; * loop 1 swaps cur/next every iteration (header phis passing their values round): the
;   choice is the parity of the counter, so copy(it) -> copy(it+1) is thread-level;
; * loop 2 swaps only when an opaque host call says so: no rotation, the pointer may be
;   either whole buffer at any iteration, and the same edges must stay global;
; * after loop 1 the parity is out of scope (the counter's last value is unknown): the
;   copy back reads either buffer;
; * a select on an affine condition of a host argument keeps both offsets.
; RUN: %opt -passes='print<uar>' %s -disable-output 2>&1 | FileCheck %s
; CHECK: S2 main: launch copy grid (4, 1, 1) block (256, 1, 1) args ({buf0 if (it_b1) mod 2 = 0 | buf1 if (it_b1) mod 2 = 1}, {buf1 if (it_b1) mod 2 = 0 | buf0 if (it_b1) mod 2 = 1}) constant [] domain { S2[h_it_b1] : h_it_b1 >= 0 and h_it_b1 < 6 }
; CHECK: S3 main: memcpy DeviceToHost host <- {buf1 | buf0}
; CHECK: S4 main: launch copy grid (4, 1, 1) block (256, 1, 1) args ({buf0+? | buf1+?}, {buf0+? | buf1+?})
; CHECK: S5 main: launch copy grid (4, 1, 1) block (256, 1, 1) args ({buf0 if arg0 - 4 >= 0 | buf1+1024 if -arg0 + 3 >= 0}, buf1)
; CHECK: edge S2 -> S2 RAW buf0 width thread (each consumer thread depends on the same thread of the producer only): { S2[h_it_b1] -> S2[h_it_b1'] : (1 + h_it_b1) mod 2 = 0 and (h_it_b1') mod 2 = 0
; CHECK: edge S2 -> S2 WAR buf0 width thread
; CHECK: edge S2 -> S2 WAW buf0 width thread
; CHECK: edge S2 -> S2 RAW buf1 width thread
; CHECK: edge S2 -> S3 RAW buf0
; CHECK: edge S2 -> S3 RAW buf1
; S5's buf1 alternative reads element 256 + i with thread i: written by another block.
; CHECK: edge S2 -> S5 RAW buf1 width global (a consumer block depends on a producer block other than its own): [host_arg0] -> { S2[h_it_b1] -> S5[] : (h_it_b1) mod 2 = 0 and host_arg0 <= 3
; CHECK: edge S4 -> S4 RAW buf0 width global
; CHECK: edge S4 -> S4 RAW buf1 width global

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; out[i] = in[i], i = ctaid.x * 256 + tid.x
define void @copy(ptr %in, ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b, 8
  %i = add i32 %bs, %t
  %x = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr %in, i64 %x
  %v = load float, ptr %src
  %dst = getelementptr inbounds float, ptr %out, i64 %x
  store float %v, ptr %dst
  ret void
}

define void @__device_stub__copy(ptr %in, ptr %out) {
  ret void
}

define i32 @main(i32 %n) {
entry:
  %sa = alloca ptr
  %sb = alloca ptr
  call i32 @cudaMalloc(ptr %sa, i64 4096)
  call i32 @cudaMalloc(ptr %sb, i64 8192)
  %a = load ptr, ptr %sa
  %b = load ptr, ptr %sb
  %host = call ptr @malloc(i64 4096)
  br label %loop

loop:
  %cur = phi ptr [ %a, %entry ], [ %next, %loop ]
  %next = phi ptr [ %b, %entry ], [ %cur, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__copy(ptr %cur, ptr %next)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 6
  br i1 %done, label %after, label %loop

after:
  call i32 @cudaMemcpy(ptr %host, ptr %next, i64 4096, i32 2)
  br label %loop2

loop2:
  %p = phi ptr [ %a, %after ], [ %p2, %loop2 ]
  %q = phi ptr [ %b, %after ], [ %q2, %loop2 ]
  %j = phi i32 [ 0, %after ], [ %j1, %loop2 ]
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__copy(ptr %p, ptr %q)
  %f = call i1 @flip()
  %p2 = select i1 %f, ptr %q, ptr %p
  %q2 = select i1 %f, ptr %p, ptr %q
  %j1 = add i32 %j, 1
  %done2 = icmp eq i32 %j1, 6
  br i1 %done2, label %end, label %loop2

end:
  %big = icmp sgt i32 %n, 3
  %shifted = getelementptr inbounds i8, ptr %b, i64 1024
  %s = select i1 %big, ptr %a, ptr %shifted
  call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 0, ptr null)
  call void @__device_stub__copy(ptr %s, ptr %b)
  ret i32 0
}

declare i1 @flip()
declare ptr @malloc(i64)
declare i32 @cudaMalloc(ptr, i64)
declare i32 @cudaMemcpy(ptr, ptr, i64, i32)
declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
