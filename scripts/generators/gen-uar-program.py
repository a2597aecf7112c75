#!/usr/bin/env python3
"""Writes a synthetic single-module CUDA-like program for the UAR scaling benchmark:
`N` elementwise kernels launched from one host function (<<<BLOCKS, THREADS>>>, by
default <<<4096, 256>>>), kernel k reading buffer k mod B and writing buffer (k+1) mod B,
in LLVM IR (host and kernels in one module). B = N + 1 by default (a chain: every buffer
written once, like a DNN's activations); a small B makes every kernel depend on most
others. Small grids keep the program small enough for the CPU executor (the sirius
differential test of fused kernels split by their parameter space).
Usage: gen-uar-program.py N [B [BLOCKS THREADS]] > out.ll"""
import sys

n = int(sys.argv[1])
buffers = int(sys.argv[2]) if len(sys.argv) > 2 else n + 1
blocks, threads = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (4096, 256)
# `__cudaPushCallConfiguration` takes (x | y << 32, z) for the grid and the block.
grid_xy, block_xy = blocks | 1 << 32, threads | 1 << 32
out = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"', ""]
for k in range(n):
    out += [
        f"define void @kernel{k}(ptr %out, ptr %in) {{",
        "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
        "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "  %m = mul i32 %b, %d",
        "  %i = add i32 %m, %t",
        "  %x = sext i32 %i to i64",
        "  %p = getelementptr inbounds float, ptr %in, i64 %x",
        "  %v = load float, ptr %p",
        f"  %w = fadd float %v, {k}.0",
        "  %q = getelementptr inbounds float, ptr %out, i64 %x",
        "  store float %w, ptr %q",
        "  ret void",
        "}",
        # The stub as clang writes it: the arguments' addresses, the configuration
        # pushed by the caller, `cudaLaunchKernel`.
        f"define void @__device_stub__kernel{k}(ptr %out, ptr %in) {{",
        "  %out.slot = alloca ptr",
        "  %in.slot = alloca ptr",
        "  %grid = alloca { i64, i32 }",
        "  %block = alloca { i64, i32 }",
        "  %shared = alloca i64",
        "  %stream = alloca ptr",
        "  store ptr %out, ptr %out.slot",
        "  store ptr %in, ptr %in.slot",
        "  %args = alloca [2 x ptr]",
        "  store ptr %out.slot, ptr %args",
        "  %args1 = getelementptr inbounds ptr, ptr %args, i64 1",
        "  store ptr %in.slot, ptr %args1",
        "  %c = call i32 @__cudaPopCallConfiguration(ptr %grid, ptr %block, ptr %shared, ptr %stream)",
        "  %gxy = load i64, ptr %grid",
        "  %gzp = getelementptr inbounds i8, ptr %grid, i64 8",
        "  %gz = load i32, ptr %gzp",
        "  %bxy = load i64, ptr %block",
        "  %bzp = getelementptr inbounds i8, ptr %block, i64 8",
        "  %bz = load i32, ptr %bzp",
        "  %sh = load i64, ptr %shared",
        "  %st = load ptr, ptr %stream",
        f"  %r = call i32 @cudaLaunchKernel(ptr @__device_stub__kernel{k}, i64 %gxy, i32 %gz, i64 %bxy, i32 %bz, "
        "ptr %args, i64 %sh, ptr %st)",
        "  ret void",
        "}",
    ]
out += ["define i32 @main() {"]
for b in range(buffers):
    out += [f"  %slot{b} = alloca ptr", f"  call i32 @cudaMalloc(ptr %slot{b}, i64 {4 * blocks * threads})"]
for k in range(n):
    src, dst = k % buffers, (k + 1) % buffers
    out += [
        f"  %in{k} = load ptr, ptr %slot{src}",
        f"  %out{k} = load ptr, ptr %slot{dst}",
        f"  call i32 @__cudaPushCallConfiguration(i64 {grid_xy}, i32 1, i64 {block_xy}, i32 1, i64 0, ptr null)",
        f"  call void @__device_stub__kernel{k}(ptr %out{k}, ptr %in{k})",
    ]
out += ["  call i32 @cudaDeviceSynchronize()", "  ret i32 0", "}"]
out += [
    "declare i32 @cudaMalloc(ptr, i64)",
    "declare i32 @cudaDeviceSynchronize()",
    "declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)",
    "declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr)",
    "declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr)",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
]
print("\n".join(out))
