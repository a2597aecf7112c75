; transpose_gemm has only a global dependence (transpose -> gemm), so nothing fuses in
; main's specialised copy of run_transpose_gemm: the copy is dropped again, main calls the
; exported function as before, and the report says so.
; RUN: %opt -passes='sirius<device=%samples/cuda/transpose_gemm.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/transpose_gemm.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.json
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; CHECK: "copy": "run_transpose_gemm.sirius0",
; CHECK: "kept": false
; HOST-NOT: run_transpose_gemm.sirius
; HOST-LABEL: define {{.*}} @main(
; HOST: call i32 @run_transpose_gemm(i32 noundef 384, i32 noundef 768, i32 noundef 768, i32 noundef 1)
; HOST-NOT: run_transpose_gemm.sirius
