#!/usr/bin/env python3
"""Writes a synthetic single-module CUDA-like program for the UAR scaling benchmark:
`N` elementwise kernels launched from one host function (<<<4096, 256>>>), kernel k
reading buffer k mod B and writing buffer (k+1) mod B, in LLVM IR (host and kernels in
one module). B = N + 1 by default (a chain: every buffer written once, like a DNN's
activations); a small B makes every kernel depend on most others.
Usage: gen-uar-program.py N [B] > out.ll"""
import sys

n = int(sys.argv[1])
buffers = int(sys.argv[2]) if len(sys.argv) > 2 else n + 1
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
        f"define void @__device_stub__kernel{k}(ptr %out, ptr %in) {{",
        "  ret void",
        "}",
    ]
out += ["define i32 @main() {"]
for b in range(buffers):
    out += [f"  %slot{b} = alloca ptr", f"  call i32 @cudaMalloc(ptr %slot{b}, i64 4194304)"]
for k in range(n):
    src, dst = k % buffers, (k + 1) % buffers
    out += [
        f"  %in{k} = load ptr, ptr %slot{src}",
        f"  %out{k} = load ptr, ptr %slot{dst}",
        "  call i32 @__cudaPushCallConfiguration(i64 4294971392, i32 1, i64 4294967552, i32 1, i64 0, ptr null)",
        f"  call void @__device_stub__kernel{k}(ptr %out{k}, ptr %in{k})",
    ]
out += ["  call i32 @cudaDeviceSynchronize()", "  ret i32 0", "}"]
out += [
    "declare i32 @cudaMalloc(ptr, i64)",
    "declare i32 @cudaDeviceSynchronize()",
    "declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64, ptr)",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
]
print("\n".join(out))
