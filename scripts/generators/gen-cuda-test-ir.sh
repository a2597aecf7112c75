#!/usr/bin/env bash
# Regenerates the host and device IR of the CUDA executor's test programs
# (tests/cuda/*.cu -> *.host.ll, *.device.ll) with clang-16 -O2 and the CUDA root of
# scripts/setup-cuda.sh. The IR is committed so that the tests need no CUDA install;
# tests/integration/cuda_exec.rs also compiles one program from source when clang-16 is there.
# A program named `*_stub_calls.cu` keeps its kernels' host stubs out of line (marked
# noinline before -O2 runs): the launch form clang emits when it does not inline a stub.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
root=$(bash scripts/setup/setup-cuda.sh)
compile() {
    clang-16 -x cuda --cuda-path="$root" --cuda-gpu-arch=sm_80 "--cuda-$2-only" -emit-llvm -S -O2 \
        -Wno-unknown-cuda-version "${@:3}" "$1" -o -
}
for source in tests/cuda/*.cu; do
    compile "$source" device > "${source%.cu}.device.ll"
    case "$source" in
        *_stub_calls.cu)
            compile "$source" host -Xclang -disable-llvm-passes |
                sed -E 's/^(define dso_local void @_Z[0-9]+__device_stub__.*\)) #[0-9]+ \{$/\1 #900 {/' |
                { cat; echo 'attributes #900 = { noinline uwtable }'; } |
                opt-16 -O2 -S -o "${source%.cu}.host.ll" ;;
        *) compile "$source" host > "${source%.cu}.host.ll" ;;
    esac
done
