#!/usr/bin/env bash
# Assembles a CUDA 11.8 root (headers, libdevice, ptxas, libcudart) from the PyPI wheels,
# as ../shared/cuda-flow.md describes, so that clang-16 can compile .cu files to host and
# device LLVM IR without a CUDA install. Idempotent; prints the root's path on stdout.
#   usage: scripts/setup-cuda.sh [ROOT]      (default: build/cuda-11.8)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(realpath -m "${1:-build/cuda-11.8}")
if [ -f "$root/version.txt" ] && [ -f "$root/nvvm/libdevice/libdevice.10.bc" ] && [ -f "$root/include/cuda_runtime.h" ]; then
    echo "$root"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps -d "$work/wheels" \
    nvidia-cuda-runtime-cu11==11.8.89 nvidia-cuda-nvcc-cu11==11.8.89 >&2
for w in "$work"/wheels/*.whl; do
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$w" "$work/x"
done
rm -rf "$root"
mkdir -p "$root/include" "$root/nvvm/libdevice" "$root/bin" "$root/lib64"
cp -r "$work"/x/nvidia/cuda_runtime/include/. "$root/include/"
[ -d "$work/x/nvidia/cuda_nvcc/include" ] && cp -r "$work"/x/nvidia/cuda_nvcc/include/. "$root/include/"
cp "$work"/x/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc "$root/nvvm/libdevice/"
cp "$work"/x/nvidia/cuda_nvcc/bin/ptxas "$root/bin/" && chmod +x "$root/bin/ptxas"
cp "$work"/x/nvidia/cuda_runtime/lib/libcudart.so.11.0 "$root/lib64/"
# clang's CUDA wrapper includes this header, which the wheels do not ship.
touch "$root/include/curand_mtgp32_kernel.h"
echo "CUDA Version 11.8.89" > "$root/version.txt"
echo "$root"
