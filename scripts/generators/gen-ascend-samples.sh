#!/usr/bin/env bash
# Regenerate samples/ascend/*.ll from samples/ascend/*.c with clang-16 and
# check each result with `opt-16 -passes=verify`.  Idempotent; run from any
# directory.  Override the tools with CLANG=... OPT=... if needed.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo_root"

CLANG="${CLANG:-clang-16}"
OPT="${OPT:-opt-16}"
dir=samples/ascend

shopt -s nullglob
sources=("$dir"/*.c)
if [ "${#sources[@]}" -eq 0 ]; then
  echo "gen-ascend-samples: no sources in $dir" >&2
  exit 1
fi

for c in "${sources[@]}"; do
  ll="${c%.c}.ll"
  # A fixed triple keeps the output (datalayout, ABI lowering) stable across
  # hosts; -O2 is what a user compiling a kernel would get; line tables give every
  # report entry, remark and inserted sync a source location.
  "$CLANG" --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm \
    -I "$dir/include" -o "$ll" "$c"
  "$OPT" -passes=verify -disable-output "$ll"
  echo "generated $ll"
done

# Ascend programs (host + kernels in one module): the expert's version (hand-placed
# syncs) as X.ll, the same source without syncs (-DSYNCFUSE_NO_SYNC) as X_nosync.ll.
for c in "$dir"/programs/*.c; do
  base="${c%.c}"
  for variant in "" _nosync; do
    flags=()
    [ -n "$variant" ] && flags=(-DSYNCFUSE_NO_SYNC)
    "$CLANG" --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm \
      -I "$dir/include" "${flags[@]}" -o "$base$variant.ll" "$c"
    "$OPT" -passes=verify -disable-output "$base$variant.ll"
    echo "generated $base$variant.ll"
  done
done
