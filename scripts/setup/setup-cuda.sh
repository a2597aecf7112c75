#!/usr/bin/env bash
# Assembles a CUDA 11.8 root (headers, libdevice, ptxas, libcudart) from the PyPI wheels,
# as ../shared/cuda-flow.md describes, so that clang-16 can compile .cu files to host and
# device LLVM IR without a CUDA install. The build-flow wrapper (scripts/syncfuse-nvcc)
# also needs a fatbinary writer and the tests an inspector, which the 11.8 wheels lack:
# NVIDIA's libnvfatbin (lib64/libnvfatbin.so.12, include/nvFatbin.h) and cuobjdump
# (bin/cuobjdump), from their own wheels (pinned below).
# Idempotent: a complete root is left alone, a root made before the extras existed gets
# only the extras. Prints the root's path on stdout.
#   usage: scripts/setup/setup-cuda.sh [ROOT]      (default: build/cuda-11.8)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$(realpath -m "${1:-build/cuda-11.8}")
base_wheels=(nvidia-cuda-runtime-cu11==11.8.89 nvidia-cuda-nvcc-cu11==11.8.89)
extra_wheels=(nvidia-nvfatbin-cu12==12.9.82 nvidia-cuda-cuobjdump==13.5.37)

has_base() {
    [ -f "$root/version.txt" ] && [ -f "$root/nvvm/libdevice/libdevice.10.bc" ] && [ -f "$root/include/cuda_runtime.h" ]
}
has_extras() {
    [ -f "$root/lib64/libnvfatbin.so.12" ] && [ -f "$root/include/nvFatbin.h" ] && [ -x "$root/bin/cuobjdump" ]
}
if has_base && has_extras; then
    echo "$root"
    exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Downloads the given wheels and unpacks them all into $work/x.
unpack_wheels() {
    python3 -m pip download --quiet --no-deps -d "$work/wheels" "$@" >&2
    for w in "$work"/wheels/*.whl; do
        python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$w" "$work/x"
    done
    rm -rf "$work/wheels"
}

if ! has_base; then
    unpack_wheels "${base_wheels[@]}"
    rm -rf "$root"
    mkdir -p "$root/include" "$root/nvvm/libdevice" "$root/bin" "$root/lib64"
    cp -r "$work"/x/nvidia/cuda_runtime/include/. "$root/include/"
    [ -d "$work/x/nvidia/cuda_nvcc/include" ] && cp -r "$work"/x/nvidia/cuda_nvcc/include/. "$root/include/"
    cp "$work"/x/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc "$root/nvvm/libdevice/"
    cp "$work"/x/nvidia/cuda_nvcc/bin/ptxas "$root/bin/" && chmod +x "$root/bin/ptxas"
    cp "$work"/x/nvidia/cuda_runtime/lib/libcudart.so.11.0 "$root/lib64/"
    # The linker looks for libcudart.so (-lcudart).
    ln -sf libcudart.so.11.0 "$root/lib64/libcudart.so"
    # clang's CUDA wrapper includes this header, which the wheels do not ship.
    touch "$root/include/curand_mtgp32_kernel.h"
    echo "CUDA Version 11.8.89" > "$root/version.txt"
fi

if ! has_extras; then
    rm -rf "$work/x"
    unpack_wheels "${extra_wheels[@]}"
    cp "$work"/x/nvidia/nvfatbin/lib/libnvfatbin.so.12 "$root/lib64/"
    cp "$work"/x/nvidia/nvfatbin/include/nvFatbin.h "$root/include/"
    cp "$work"/x/nvidia/cu13/bin/cuobjdump "$root/bin/" && chmod +x "$root/bin/cuobjdump"
fi
[ -e "$root/lib64/libcudart.so" ] || ln -sf libcudart.so.11.0 "$root/lib64/libcudart.so"
echo "$root"
