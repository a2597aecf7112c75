#!/usr/bin/env bash
# Compile-time scaling of ascend-sync: synthetic kernels of N tiles (copy-in, vadd,
# copy-out cycling through 8 UB slots; scripts/gen-scaling-kernel.py), straight-line and
# inside a loop. One Markdown row per kernel: pipe calls, dependences, syncs emitted,
# pass time (from the report) and peak memory of opt. Measured, never asserted.
# Usage: scripts/bench-compile-time.sh [TILES...]   (default: 10 30 100 300)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-plugin.sh >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| kernel | pipe calls | dependences | syncs emitted | pass time | peak memory |"
echo "|---|---:|---:|---:|---:|---:|"
for tiles in ${@:-10 30 100 300}; do
    for shape in straight loop; do
        python3 scripts/gen-scaling-kernel.py "$tiles" "$shape" > "$work/k.ll"
        memory=$( { /usr/bin/time -f "%M" opt-16 -load-pass-plugin build/libsyncfuse.so \
            -passes="ascend-sync<report=$work/r.json>" "$work/k.ll" -S -o /dev/null; } 2>&1 | tail -1)
        python3 - "$work/r.json" "$tiles" "$shape" "$memory" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
kernel = report["kernels"][0]
tiles, shape, memory = int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
print(f"| {tiles} tiles, {shape} | {3 * tiles} | {len(kernel['dependences'])} | {len(kernel['emitted_syncs'])} | "
      f"{report['pass_time_ms'] / 1000:.2f} s | {memory / 1024:.0f} MiB |")
PY
    done
done
