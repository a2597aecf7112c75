#!/usr/bin/env bash
# Regenerates the host and device IR of the CUDA executor's test programs
# (tests/cuda/*.cu -> *.host.ll, *.device.ll) with clang-16 -O2 and the CUDA root of
# scripts/setup-cuda.sh. The IR is committed so that the tests need no CUDA install;
# tests/cuda_exec.rs also compiles one program from source when clang-16 is there.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(bash scripts/setup-cuda.sh)
for source in tests/cuda/*.cu; do
    for side in host device; do
        clang-16 -x cuda --cuda-path="$root" --cuda-gpu-arch=sm_80 "--cuda-$side-only" -emit-llvm -S -O2 \
            -Wno-unknown-cuda-version "$source" -o "${source%.cu}.$side.ll"
    done
done
