#!/usr/bin/env bash
# Benchmarks ascend-sync on random kernels (scripts/generators/gen-random-ascend-kernel.py, clang-16
# -O2, ascend910a): for seeds 0..N-1 (default 60), the nominal simulated cycles of the
# kernel synchronised by barrier-all, auto and unlimited at one launch (n = 3, mode = 13),
# the ratios barrier-all/auto (> 1: auto is faster) and auto/unlimited (what the 4-ID
# limit costs), and the loops auto gave slot-selected events. A last line gives the
# geometric mean of barrier-all/auto, the worst auto/unlimited, and how many kernels auto
# made slower than barrier-all. A cell reads "error" when the run broke a rule of the
# abstract machine or its output differed from the sequential reference, "timeout" when
# the pass took over PASS_TIMEOUT seconds (default 120). Measured, never asserted.
#
#     bash scripts/benchmarks/bench-ascend-random.sh [N]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

seeds=${1:-60}
pass_timeout=${PASS_TIMEOUT:-120}
bash scripts/setup/build-plugin.sh >/dev/null
sim="$(bash scripts/setup/target-dir.sh)/release/syncfuse"
plugin=build/libsyncfuse.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
launch=(--kernel fuzz --arg gm:65536:1:f16 --arg gm:65536:2:f16 --arg gm:65536:3:f16 --arg gm:4096 --arg 3 --arg 13)

# cycles FILE [simulate options...]: the cycles of a clean nominal run, or "error".
cycles() {
    local file=$1
    shift
    "$sim" simulate "$file" "${launch[@]}" "$@" \
        | sed -n 's/^nominal timing: \([0-9]*\) cycles .*output matches.*/\1/p' | grep . || echo error
}

ratio() {
    case "$1$2" in
        *error* | *timeout*) echo "-" ;;
        *) awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }' ;;
    esac
}

echo "| seed | barrier-all | auto | unlimited | barrier-all/auto | auto/unlimited | slot-selected loops |"
echo "|---:|---:|---:|---:|---:|---:|---|"
speedups=()
worst=1
slower=0
for ((seed = 0; seed < seeds; seed++)); do
    python3 scripts/generators/gen-random-ascend-kernel.py "$seed" >"$work/k.c"
    clang-16 --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I samples/ascend/include "$work/k.c" -o "$work/k.ll"
    declare -A result=()
    for mode in barrier-all auto unlimited; do
        if timeout "$pass_timeout" opt-16 -load-pass-plugin "$plugin" \
            -passes="ascend-sync<mode=$mode;report=$work/$mode.json>" "$work/k.ll" -S -o "$work/$mode.ll" 2>/dev/null; then
            extra=()
            [ "$mode" = unlimited ] && extra=(--unlimited-event-ids)
            result[$mode]=$(cycles "$work/$mode.ll" "${extra[@]}")
        else
            result[$mode]=timeout
        fi
    done
    slots=$(python3 -c 'import json, sys
kernels = json.load(open(sys.argv[1]))["kernels"]
chosen = [d for k in kernels for d in k["slots"] if d["choice"] == "slot_selected"]
print(", ".join("%s x%d" % (d["loop_name"], d["copies"]) for d in chosen) or "-")' \
        "$work/auto.json" 2>/dev/null || echo "-")
    speedup=$(ratio "${result[barrier-all]}" "${result[auto]}")
    cost=$(ratio "${result[auto]}" "${result[unlimited]}")
    echo "| $seed | ${result[barrier-all]} | ${result[auto]} | ${result[unlimited]} | $speedup | $cost | $slots |"
    if [ "$speedup" != "-" ]; then
        speedups+=("$speedup")
        awk -v s="$speedup" 'BEGIN { exit !(s < 1) }' && slower=$((slower + 1))
    fi
    [ "$cost" != "-" ] && worst=$(awk -v a="$worst" -v b="$cost" 'BEGIN { print (b > a ? b : a) }')
    unset result
done
mean=$(printf '%s\n' "${speedups[@]}" | awk '{ s += log($1) } END { printf "%.3f", exp(s / NR) }')
echo "| ${#speedups[@]} kernels | | | | geomean $mean | worst $worst | slower than barrier-all: $slower |"
