#!/usr/bin/env bash
# Compile-time scaling of ascend-sync and sirius, measured, never asserted.
#
# ascend-sync: the synthetic kernels of scripts/generators/gen-scaling-kernel.py (N tiles of
# copy-in, vadd, copy-out cycling through 8 UB slots) at about 100 / 300 / 1,000 / 3,000
# / 10,000 pipe calls, straight-line and inside a loop, then two real-shaped kernels
# compiled by clang-16 -O2 (examples/compile-time/: a fully unrolled tiled matmul over
# L1/L0A/L0B/L0C/UB, and a layer-norm row loop with 32 rows per iteration). One row per
# kernel: pipe calls, dependences considered (the frontier the pass examines), op pairs
# skipped because pipe order implies them, sync requests, syncs emitted, pass time (the
# report's), peak memory of opt, and the time ratio per doubling of pipe calls against
# the previous row of the same shape.
#
# Then one copy-in and a switch over 100 / 200 / 400 / 800 / 1,600 cases (the same
# generator's `switch` and `switch-join` shapes: each case a vadd with its own copy-out, or
# one copy-out after the join), whose cases are mutually exclusive paths.
#
# Then every Ascend sample (samples/ascend/*.ll): pipe calls, dependences considered and
# pass time in milliseconds; and the random kernels of scripts/generators/gen-random-ascend-kernel.py
# (clang-16 -O2, loops, branches and tails the generator draws): pipe calls (median /
# largest), syncs emitted in all, pass time median, 90th percentile and slowest, and how
# many take over 1 s.
#
# sirius: scripts/generators/gen-uar-program.py programs of 10 / 100 / 1,000 kernels, chained
# through fresh buffers and dense (every kernel over 8 shared buffers): UAR edges and
# analysis time (`print<uar>`), fused kernels and sirius pass time, peak memory, ratio
# per doubling.
#
# Usage: scripts/benchmarks/bench-compile-time.sh [ascend|sirius]   (default: both)
#   env CALLS="100 300 1000 3000 10000", SHAPES="straight loop", CASES="100 200 400 800 1600",
#       KERNELS="10 100 1000",
#       RANDOM_SEEDS="5000 5100" (first and last seed),
#       PLUGIN=build/libsyncfuse.so (another build, e.g. an older commit's, to compare)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
plugin=${PLUGIN:-build/libsyncfuse.so}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The build's log only when it fails (the tables go to stdout, ready to paste).
[ -n "${PLUGIN:-}" ] || bash scripts/setup/build-plugin.sh >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
what=${1:-both}

# Peak memory (KiB) of an opt run; its report goes where the pass options say.
opt_memory() {
    { /usr/bin/time -f "%M" opt-16 -load-pass-plugin "$plugin" "$@" -o /dev/null; } 2>&1 | tail -1
}

if [ "$what" != sirius ]; then
    echo "| ascend-sync kernel | pipe calls | dependences considered | pairs implied (skipped) | sync requests | syncs emitted | pass time | peak memory | time per doubling |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    for shape in ${SHAPES:-straight loop}; do
        previous=-
        for calls in ${CALLS:-100 300 1000 3000 10000}; do
            tiles=$(( (calls + 2) / 3 ))
            python3 scripts/generators/gen-scaling-kernel.py "$tiles" "$shape" > "$work/k.ll"
            memory=$(opt_memory -passes="ascend-sync<report=$work/r.json>" "$work/k.ll" -S)
            python3 scripts/benchmarks/compile-time-row.py ascend "$tiles tiles, $shape" "$((3 * tiles))" "$work/r.json" \
                "$memory" "$previous" "$work/previous"
            previous=$(cat "$work/previous")
        done
    done
    for shape in switch switch-join; do
        previous=-
        for cases in ${CASES:-100 200 400 800 1600}; do
            python3 scripts/generators/gen-scaling-kernel.py "$cases" "$shape" > "$work/k.ll"
            calls=$(grep -cE 'call void @(copy_|load_|mad|v[a-z]+_f)' "$work/k.ll")
            memory=$(opt_memory -passes="ascend-sync<report=$work/r.json>" "$work/k.ll" -S)
            python3 scripts/benchmarks/compile-time-row.py ascend "$cases cases, $shape" "$calls" "$work/r.json" \
                "$memory" "$previous" "$work/previous"
            previous=$(cat "$work/previous")
        done
    done
    for real in "unrolled_matmul -DOUT_M=2 -DOUT_N=2 -DK_CHUNKS=3" "layernorm_rows -DROWS_PER_STEP=32"; do
        set -- $real
        name=$1
        shift
        clang-16 --target=x86_64-unknown-linux-gnu -O2 "$@" -S -emit-llvm -o "$work/$name.ll" \
            -I samples/ascend/include "examples/compile-time/$name.c"
        calls=$(grep -cE 'call void @(copy_|load_|mad|v[a-z]+_f)' "$work/$name.ll")
        memory=$(opt_memory -passes="ascend-sync<report=$work/$name.json>" "$work/$name.ll" -S)
        python3 scripts/benchmarks/compile-time-row.py ascend "$name ($*)" "$calls" "$work/$name.json" "$memory" - \
            "$work/previous"
    done
    echo
    echo "| ascend-sync sample | pipe calls | dependences considered | pass time |"
    echo "|---|---:|---:|---:|"
    for sample in samples/ascend/*.ll; do
        calls=$(grep -cE 'call void @(copy_|load_|mad|v[a-z]+_f)' "$sample" || true)
        opt-16 -load-pass-plugin "$plugin" -passes="ascend-sync<report=$work/s.json>" "$sample" -o /dev/null 2>/dev/null
        python3 scripts/benchmarks/compile-time-row.py sample "$(basename "$sample" .ll)" "$calls" "$work/s.json" "$work/previous"
    done
    echo
    echo "| ascend-sync random kernels | kernels | pipe calls (median / largest) | syncs emitted | median | 90th percentile | slowest | over 1 s |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|"
    set -- ${RANDOM_SEEDS:-5000 5100}
    mkdir -p "$work/random"
    for seed in $(seq "$1" "$2"); do
        python3 scripts/generators/gen-random-ascend-kernel.py "$seed" > "$work/random/$seed.c"
        clang-16 --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I samples/ascend/include \
            -o "$work/random/$seed.ll" "$work/random/$seed.c"
        opt-16 -load-pass-plugin "$plugin" -passes="ascend-sync<report=$work/random/$seed.json>" \
            "$work/random/$seed.ll" -o /dev/null 2>/dev/null
    done
    python3 scripts/benchmarks/compile-time-row.py random "seeds $1-$2, clang-16 -O2" "$work/random" "$work/previous"
fi

if [ "$what" != ascend ]; then
    echo
    echo "| sirius program | kernels | buffers | UAR edges | UAR time | fused kernels | sirius time | peak memory | time per doubling |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    for shape in chained dense; do
        previous=-
        for n in ${KERNELS:-10 100 1000}; do
            buffers=$([ "$shape" = chained ] && echo $((n + 1)) || echo 8)
            python3 scripts/generators/gen-uar-program.py "$n" "$buffers" > "$work/p.ll"
            opt-16 -load-pass-plugin "$plugin" -passes="print<uar;report=$work/u.json>" "$work/p.ll" \
                -disable-output 2>/dev/null
            memory=$(opt_memory -passes="sirius<report=$work/s.json>" "$work/p.ll" -S)
            python3 scripts/benchmarks/compile-time-row.py sirius "$shape" "$n" "$buffers" "$work/u.json" "$work/s.json" \
                "$memory" "$previous" "$work/previous"
            previous=$(cat "$work/previous")
        done
    done
fi
