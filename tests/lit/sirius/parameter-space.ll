; A chain of 300 kernels, each taking two pointers: one fused kernel would carry 300 x
; (two pointers + three i32 grid extents) of parameters, 9,600 bytes at most, past the
; 4,096 bytes CUDA 11.8 allows a kernel (ptxas: "uses too much parameter space"). The
; chain becomes three fused kernels of 128, 128 and 44 fragments, each within the limit;
; the report gives each kernel's parameter space and says where it was full.
; RUN: python3 %S/../../../scripts/generators/gen-uar-program.py 300 301 > %t.ll
; RUN: %opt -passes='sirius<report=%t.json>' %t.ll -S -o %t.out.ll
; RUN: FileCheck %s --input-file=%t.json
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.out.ll
; CHECK: "kernel_parameter_bytes": 4096
; CHECK: "parameter_bytes": 4096,
; CHECK-NEXT: "parameter_space_full": true,
; CHECK: "status": "fused",
; CHECK: "parameter_bytes": 4096,
; CHECK-NEXT: "parameter_space_full": true,
; CHECK: "status": "fused",
; CHECK: "parameter_bytes": 1408,
; CHECK-NEXT: "parameter_space_full": false,
; CHECK: "status": "fused",
; CHECK: "unfused": []
; IR: define void @sirius_fused_0(
; IR: define void @sirius_fused_1(
; IR: define void @sirius_fused_2(
; IR-NOT: define void @sirius_fused_3(
