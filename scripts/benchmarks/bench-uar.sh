#!/usr/bin/env bash
# UAR scaling: synthetic programs of N chained kernels (scripts/generators/gen-uar-program.py; a
# chain through fresh buffers, or with BUFFERS=B rotating buffers),
# `print<uar>` through opt-16; prints a Markdown table of edges, analysis time (from the
# JSON report) and peak memory of opt (/usr/bin/time -v). Needs build/libsyncfuse.so.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "| kernels | buffers | statements | edges | analysis time | peak memory |"
echo "|---:|---:|---:|---:|---:|---:|"
for n in ${SIZES:-10 100 1000}; do
    buffers=${BUFFERS:-$((n + 1))}
    python3 scripts/generators/gen-uar-program.py "$n" "$buffers" > "$work/p$n.ll"
    /usr/bin/time -v opt-16 -load-pass-plugin build/libsyncfuse.so \
        -passes="print<uar;report=$work/r$n.json>" "$work/p$n.ll" -disable-output 2> "$work/out$n.txt"
    edges=$(grep -c '^edge ' "$work/out$n.txt" || true)
    statements=$(grep -c '^S[0-9]* ' "$work/out$n.txt" || true)
    ms=$(python3 -c 'import json,sys; print("%.2f s" % (json.load(open(sys.argv[1]))["analysis_time_ms"] / 1e3))' "$work/r$n.json")
    kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/out$n.txt")
    echo "| $n | $buffers | $statements | $edges | $ms | $((kb / 1024)) MiB |"
done
