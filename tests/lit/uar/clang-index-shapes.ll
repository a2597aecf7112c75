; The index shapes clang-16 -O2 emits that the front-end reads exactly since issue 42
; (LLVM's ScalarEvolution and ValueTracking through the C++ shim): a consumer reading
; `mid[min(i + 1, base + 255)]` inside its block (`llvm.umin` of values non-negative),
; `y[((t * 7) & 255) | (b << 8)]` (an `or` whose operands share no bit: known bits),
; a row loop of a run-time length unrolled by 4 with a remainder loop that starts at the
; main loop's exit value, and the same rows written in reverse (`n - 1 - k`, read through
; `xor -1`). Before, each pair was global with a whole-buffer access; now block, block and
; thread. Source: Inputs/clang-index-shapes.cu.
; RUN: %opt -passes='print<uar;device=%S/Inputs/clang-index-shapes.device.ll>' %S/Inputs/clang-index-shapes.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK-NOT: imprecise
; CHECK: edge S10 -> S11 RAW buf1 width block (each consumer block depends on the same block of the producer only
; CHECK: edge S12 -> S13 RAW buf3 width block (each consumer block depends on the same block of the producer only
; CHECK: edge S14 -> S15 RAW buf5 width thread (each consumer thread depends on the same thread of the producer only)
; CHECK-NOT: approximate
