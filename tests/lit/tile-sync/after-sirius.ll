; `sirius<...;tile-sync>`: tile-sync right after fusion, on the launches sirius leaves
; unfused, in the device module sirius wrote. The transpose -> GEMM sample cannot fuse (a
; GEMM block reads a whole column strip of transpose blocks); its copy of run_transpose_gemm
; specialised for main's constants is synchronised by tile (pair 1; pair 0, in the exported
; function, has run-time sizes and no exact map).
;
; RUN: %opt -passes='sirius<device=%samples/cuda/transpose_gemm.dev.ll;device-out=%t.dev.ll;report=%t.sirius.json;tile-sync=force;tile-sync-report=%t.json>' %samples/cuda/transpose_gemm.host.ll -S -o %t.host.ll -pass-remarks=tile-sync -pass-remarks-missed=sirius 2>&1 | FileCheck %s
; CHECK: remark: {{.*}}transpose_gemm.cu:66:5: launch S22 not fused: RAW dependence through buf5 is global
; CHECK: remark: {{.*}}transpose_gemm.cu:66:5: launches S21 -> S22 synchronised by tile (producer columns policy, 12 counters, 1-1 waits per consumer block
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-DAG: define void @_Z9transposePKfPfii_tile1_producer(
; DEVICE-DAG: define void @_Z10gemm_tiledPKfS0_Pfiii_tile1_consumer(
; DEVICE-DAG: define void @syncfuse_tile1_wait()
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "pass": "tile-sync",
; JSON: "function": "run_transpose_gemm.sirius0@main",
; JSON: "status": "tile-synchronised",
;
; tile-sync-report= alone is an error.
; RUN: not %opt -passes='sirius<tile-sync-report=%t.json>' %samples/cuda/transpose_gemm.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: sirius: tile-sync-report= needs tile-sync
