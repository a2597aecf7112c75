#!/usr/bin/env bash
# Compile-time scaling of the `sirius` pass: the synthetic single-module programs of
# scripts/generators/gen-uar-program.py (N chained element-wise kernels through fresh buffers, all
# thread-level), fused by `sirius` through opt-16. Prints a Markdown table of launches
# before, fused kernels, launches they replace, pass time (from the report) and peak
# memory of opt. Measured, never asserted. Needs build/libsyncfuse.so (PLUGIN=path: another
# build, for before and after).
#   usage: scripts/benchmarks/bench-sirius-scaling.sh      env: SIZES="10 100 1000" PLUGIN=
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| kernels | fused kernels | launches replaced | pass time | peak memory |"
echo "|---:|---:|---:|---:|---:|"
for n in ${SIZES:-10 100 1000}; do
    python3 scripts/generators/gen-uar-program.py "$n" "$((n + 1))" > "$work/p$n.ll"
    kb=$( { /usr/bin/time -f "%M" opt-16 -load-pass-plugin ${PLUGIN:-build/libsyncfuse.so} \
        -passes="sirius<report=$work/r$n.json>" "$work/p$n.ll" -S -o /dev/null; } 2>&1 | tail -1)
    python3 - "$work/r$n.json" "$n" "$kb" <<'PY'
import json, sys
report, n, kb = json.load(open(sys.argv[1])), sys.argv[2], int(sys.argv[3])
fused = [k for k in report["kernels"] if k["status"] == "fused"]
replaced = sum(len(k["replaced"]) for k in fused)
print(f"| {n} | {len(fused)} | {replaced} | {report['time_ms'] / 1e3:.2f} s | {kb // 1024} MiB |")
PY
done
