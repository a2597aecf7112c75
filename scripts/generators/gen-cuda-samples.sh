#!/usr/bin/env bash
# Regenerate the host and device LLVM IR of the CUDA samples:
#   samples/cuda/X.cu        -> OUTDIR/X.host.ll, OUTDIR/X.dev.ll
#   samples/cuda/bugs/X.cu   -> OUTDIR/bugs/X.host.ll, OUTDIR/bugs/X.dev.ll
# with clang-16 (../shared/cuda-flow.md), then check every module: `opt-16 -passes=verify`
# on both, and every device module through `llc-16 -march=nvptx64 -mcpu=sm_80` and
# `ptxas -arch=sm_80` of the CUDA root.  Any failure stops the script with status 1.
#
#   usage: scripts/generators/gen-cuda-samples.sh [OUTDIR]      (default: samples/cuda, i.e. in place)
#   env:   OPT=-O1         optimisation level for clang (default -O2)
#          CUDA_ROOT=DIR   CUDA root (default: build/cuda-11.8, made by scripts/setup/setup-cuda.sh)
#          CLANG=, LLC=, OPT_TOOL=   tool overrides (default clang-16, llc-16, opt-16)
#          SAMPLES="a b"   only these samples (names without .cu, e.g. "lstm bugs/oob")
# Run from any directory.  Idempotent: same inputs give byte-identical .ll files.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# OUTDIR is relative to the caller's directory.
if [ -n "${1:-}" ]; then
  mkdir -p "$1/bugs"
  out_dir="$(cd "$1" && pwd)"
else
  out_dir="$repo_root/samples/cuda"
fi
cd "$repo_root"

CLANG="${CLANG:-clang-16}"
LLC="${LLC:-llc-16}"
OPT_TOOL="${OPT_TOOL:-opt-16}"
OPT="${OPT:--O2}"
src_dir=samples/cuda

cuda_root="${CUDA_ROOT:-}"
if [ -z "$cuda_root" ]; then
  cuda_root="$(bash scripts/setup/setup-cuda.sh)"
fi
ptxas="$cuda_root/bin/ptxas"
if [ ! -x "$ptxas" ] || [ ! -f "$cuda_root/nvvm/libdevice/libdevice.10.bc" ]; then
  echo "gen-cuda-samples: no usable CUDA root at $cuda_root (run scripts/setup/setup-cuda.sh)" >&2
  exit 1
fi

if [ -n "${SAMPLES:-}" ]; then
  names=($SAMPLES)
else
  shopt -s nullglob
  names=()
  for cu in "$src_dir"/*.cu "$src_dir"/bugs/*.cu; do
    rel="${cu#"$src_dir"/}"
    names+=("${rel%.cu}")
  done
fi
if [ "${#names[@]}" -eq 0 ]; then
  echo "gen-cuda-samples: no sources in $src_dir" >&2
  exit 1
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# A fixed host triple keeps the host IR (datalayout, ABI lowering) stable across machines;
# line tables give reports and remarks the source location of every launch.
common=(-x cuda --cuda-path="$cuda_root" --cuda-gpu-arch=sm_80
        --target=x86_64-unknown-linux-gnu -Wno-unknown-cuda-version -gline-tables-only -emit-llvm -S "$OPT")

fail() {
  echo "gen-cuda-samples: FAILED: $*" >&2
  exit 1
}

for name in "${names[@]}"; do
  cu="$src_dir/$name.cu"
  [ -f "$cu" ] || fail "$cu does not exist"
  host="$out_dir/$name.host.ll"
  dev="$out_dir/$name.dev.ll"
  "$CLANG" "${common[@]}" --cuda-host-only -o "$host" "$cu" || fail "clang (host) on $cu"
  "$CLANG" "${common[@]}" --cuda-device-only -o "$dev" "$cu" || fail "clang (device) on $cu"
  # The source path clang records (ModuleID, source_filename) is relative to the repository.
  "$OPT_TOOL" -passes=verify -disable-output "$host" || fail "verify $host"
  "$OPT_TOOL" -passes=verify -disable-output "$dev" || fail "verify $dev"
  ptx="$tmp/$(basename "$name").ptx"
  "$LLC" -march=nvptx64 -mcpu=sm_80 "$dev" -o "$ptx" || fail "llc-16 on $dev"
  "$ptxas" -arch=sm_80 "$ptx" -o "$tmp/$(basename "$name").cubin" || fail "ptxas on $ptx (from $dev)"
  grep -q '"kernel"' "$dev" || fail "$dev has no kernel in !nvvm.annotations"
  echo "generated $host $dev (llc + ptxas ok, $OPT)"
done
