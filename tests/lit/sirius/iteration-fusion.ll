; A host loop whose iterations are independent runs its launch once (tests/cuda/iteration_fusion.cu):
; the slab loop's 12 launches, each two blocks deep, become one launch 24 blocks deep in the
; loop's first iteration, on a copy of the kernel that maps block z to iteration z / 2 and
; advances the slab's pointers and index by it; a flag set before the loop guards the push.
; The loop launching in odd iterations only and the loop of `argc + 3` iterations are
; refused with their reasons; the time loop is not independent (no remark).
;
; RUN: %opt -passes='sirius<device=%S/../../cuda/iteration_fusion.device.ll;device-out=%t.dev.ll;report=%t.json>' %S/../../cuda/iteration_fusion.host.ll -S -o %t.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK-DAG: remark: {{.*}}fused the 12 iterations of host loop it_b4 (S7) into one launch each
; REMARK-DAG: remark: {{.*}}iterations of host loop it_b8 (S9) not fused: host rewrite rejected: host loop it_b8 has a launch that does not run in every iteration
; REMARK-DAG: remark: {{.*}}iterations of host loop it_b18 (S13) not fused: its trip count is not a compile-time constant
;
; RUN: FileCheck %s < %t.ll
; CHECK-LABEL: define {{.*}} @main(
; CHECK: %syncfuse.first.iteration = alloca i1
; CHECK: store i1 true, ptr %syncfuse.first.iteration
; CHECK: %first = load i1, ptr %syncfuse.first.iteration
; CHECK-NEXT: store i1 false, ptr %syncfuse.first.iteration
; CHECK-NEXT: br i1 %first, label %push.i, label %skip.i
; The grid 2 x 1 x 2 of each iteration, 12 times as deep.
; CHECK: call i32 @__cudaPushCallConfiguration(i64 4294967298, i32 24,
; CHECK: call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @__device_stub___Z4slabPKfPfi.iterations1,
; The other loops keep their launches and their kernels.
; CHECK: @__cudaPushCallConfiguration(i64 4294967300, i32 1,
; CHECK-NOT: define internal i32 @syncfuse.push_in_first_iteration
;
; RUN: FileCheck %s --check-prefix=KERNEL < %t.dev.ll
; KERNEL-LABEL: define void @_Z4slabPKfPfi.iterations1(
; KERNEL: %z = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
; KERNEL-NOT: nctaid.z
; KERNEL: %[[IT:[a-z0-9.]+]] = lshr i32 %z, 1
; KERNEL: %iteration.argument = add i32 %[[IT]], %2
; KERNEL: getelementptr i8, ptr %1, i64
; KERNEL: getelementptr i8, ptr %0, i64
; KERNEL-NOT: nctaid.z
; KERNEL: ret void
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "iterations": [
; JSON: "counter": "it_b4",
; JSON-NEXT: "launches": [
; JSON-NEXT: "S7"
; JSON: "kernels": [
; JSON-NEXT: "_Z4slabPKfPfi.iterations1"
; JSON: "trip_count": 12,
; JSON: "removed": true,
; JSON: "status": "fused",
