; SIRIUS §4.2's domain adjustment: mlp's GeLU is a one-dimensional launch (blocks of 256
; threads over the flattened [tokens x d_ff] tensor) after bias_add's 32x32 blocks, so
; each of its blocks reads rows that other bias blocks wrote: a global dependence. In
; main's copy (sizes 384, 768, 3072) the pass renumbers bias_add on the GEMM's 16x16
; threads, in 2 x 2 rounds over the four accumulators each GEMM thread stores, and GeLU
; on bias_add's, thread (row, column) being GeLU's thread row * 3072 + column; the
; dependences are then thread-level and GEMM, bias and GeLU become one kernel, the GEMM
; and bias results stay in registers and their stores go (the epilogue on the
; accumulators). The exported run_mlp has run-time sizes: not renumbered
; (the row length is not a constant), its GeLU stays a launch of its own.
; RUN: %opt -passes='sirius<device=%samples/cuda/mlp.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/mlp.host.ll -S -o %t.host.ll -pass-remarks=sirius -pass-remarks-analysis=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; Refusals are typed, with a missed remark at the launch and a `not_renumbered` entry:
; run_mlp's run-time grids, and, where `partial-tiles=shared-tile` asks for it, partial
; tiles (a caller at 100, 200, 300: the GEMM stores each accumulator under its own
; guard), whose epilogue then goes through a shared tile. By default the partial tiles
; run in rounds too: each round's guards rule out the paths that skipped the store, so
; both intermediates stay in registers and their stores go.
; RUN: %opt -passes='sirius<device=%samples/cuda/mlp.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/mlp.host.ll -S -o /dev/null -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REFUSED
; REFUSED: remark: {{.*}}mlp.cu:107:5: launch S16 not renumbered on S15's threads: its grid is not a compile-time constant of at most two dimensions
; RUN: FileCheck %s --check-prefix=REFUSED-JSON --input-file=%t.json
; REFUSED-JSON: "not_renumbered": [
; REFUSED-JSON: "statement": "S16",
; REFUSED-JSON-NEXT: "producer": "S15",
; REFUSED-JSON-NEXT: "reason": "its grid is not a compile-time constant of at most two dimensions",
; REFUSED-JSON-NEXT: "remark": "RegridShapeNotConstant",
; RUN: cat %samples/cuda/mlp.host.ll %S/Inputs/mlp-partial-tiles.ll > %t.partial.ll
; RUN: %opt -passes='sirius<device=%samples/cuda/mlp.dev.ll;device-out=%t.tiles.dev.ll;report=%t.tiles.json;partial-tiles=shared-tile>' %t.partial.ll -S -o /dev/null -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=TILES
; TILES: remark: {{.*}}mlp.cu:107:5: launch S80 not renumbered on S79's threads: buf25: the producer's stores are guarded by conditions that fail on part of its grid (partial tiles), and `partial-tiles=shared-tile` keeps the epilogue in a shared tile there
; TILES: remark: {{.*}}mlp.cu:106:5: sirius_fused_4: buf25 kept per block in shared memory (32 x 32 x 4 B, 5 accesses)
; RUN: %opt -passes='sirius<device=%samples/cuda/mlp.dev.ll;device-out=%t.partial.dev.ll;report=%t.partial.json>' %t.partial.ll -S -o /dev/null -pass-remarks=sirius -pass-remarks-analysis=sirius 2>&1 | FileCheck %s --check-prefix=PARTIAL
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.partial.dev.ll -o /dev/null
; PARTIAL: remark: {{.*}}mlp.cu:107:5: launch S80 renumbered on S79's grid (10 x 4 blocks): its thread along x and y is the column and row of S79's threads, in 2 x 2 rounds over the elements each of them owns
; PARTIAL: remark: {{.*}}mlp.cu:108:5: launch S81 renumbered on S80's grid (10 x 4 blocks): its thread blockIdx.x * blockDim.x + threadIdx.x is row * 300 + column of S80's threads, in 2 x 2 rounds over the elements each of them owns
; PARTIAL: remark: {{.*}}mlp.cu:106:5: sirius_fused_4: every load of buf25 reads what its own thread stored: kept in registers
; PARTIAL-NEXT: remark: {{.*}}mlp.cu:106:5: sirius_fused_4: every load of buf26 reads what its own thread stored: kept in registers
; PARTIAL-NEXT: remark: {{.*}}mlp.cu:106:5: sirius_fused_4: removed 4 stores into buf25
; PARTIAL-NEXT: remark: {{.*}}mlp.cu:106:5: sirius_fused_4: removed 4 stores into buf26
; REMARK: remark: {{.*}}mlp.cu:107:5: launch S48 renumbered on S47's grid (96 x 12 blocks): its thread along x and y is the column and row of S47's threads, in 2 x 2 rounds over the elements each of them owns
; REMARK: remark: {{.*}}mlp.cu:108:5: launch S49 renumbered on S48's grid (96 x 12 blocks): its thread blockIdx.x * blockDim.x + threadIdx.x is row * 3072 + column of S48's threads, in 2 x 2 rounds over the elements each of them owns
; REMARK: remark: {{.*}}mlp.cu:108:5: launch S17 not fused: RAW dependence through buf6 is global
; REMARK: remark: {{.*}}mlp.cu:106:5: fused 3 launches (S47, S48, S49) into sirius_fused_2 (Vertical)
; REMARK: remark: {{.*}}mlp.cu:106:5: sirius_fused_2: every load of buf15 reads what its own thread stored: kept in registers
; REMARK: remark: {{.*}}mlp.cu:106:5: sirius_fused_2: every load of buf16 reads what its own thread stored: kept in registers
; REMARK: remark: {{.*}}mlp.cu:106:5: sirius_fused_2: removed 4 stores into buf15
; REMARK: remark: {{.*}}mlp.cu:106:5: sirius_fused_2: removed 4 stores into buf16
;
; GeLU's own blockIdx.x and threadIdx.x come from the bias thread's number; its body
; (libdevice's erff inlined) runs after the bias add, once per round. Every
; thread of bias_add's grid has a GeLU thread here (3072 columns = 96 blocks of 32, and
; 384 x 3072 = 4608 x 256 threads), so no guard is emitted for it.
; DEVICE-LABEL: define void @sirius_fused_2(
; DEVICE: _Z8bias_addPKfS0_Pfii.run:
; DEVICE-NOT: _Z8bias_addPKfS0_Pfii.thread:
; DEVICE: fadd contract float
; DEVICE-NOT: _Z8gelu_erfPKfPfi.regrid:
; DEVICE: call float @llvm.nvvm.ex2.approx.ftz.f(
; DEVICE-NOT: _Z8gelu_erfPKfPfi.regrid:
; DEVICE: ret void
;
; JSON: "renumbered": [
; JSON: "statement": "S49",
; JSON-NEXT: "producer": "S48",
; JSON-NEXT: "row_length": 3072,
; JSON-NEXT: "block": {
; JSON-NEXT: "x": 256,
; JSON-NEXT: "y": 1,
; JSON-NEXT: "z": 1
; JSON-NEXT: },
; JSON-NEXT: "original_grid": {
; JSON-NEXT: "x": 4608,
; JSON-NEXT: "y": 1,
; JSON-NEXT: "z": 1
; JSON-NEXT: },
; JSON-NEXT: "grid": {
; JSON-NEXT: "x": 96,
; JSON-NEXT: "y": 12,
; JSON-NEXT: "z": 1
; JSON-NEXT: },
; JSON-NEXT: "rounds": {
; JSON-NEXT: "x": 2,
; JSON-NEXT: "y": 2
; JSON-NEXT: },
; JSON-NEXT: "location": {
; JSON: "kernel": "_Z8gelu_erfPKfPfi",
; JSON: "regrid": {
; JSON-NEXT: "row_length": 3072,
