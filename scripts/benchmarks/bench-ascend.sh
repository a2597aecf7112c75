#!/usr/bin/env bash
# Benchmarks ascend-sync on the simulator: for every sample in samples/ascend, one
# Markdown table row with the nominal simulated cycles of the kernel synchronised four
# ways -- barrier-all (BARRIER(ALL) after every pipe call), auto (ascend-sync), manual
# (the expert *_manual.ll) and unlimited (the same pipeline without an ID limit: no
# merging, a private flag per event, so what merging and reuse cost) -- the ratios
# auto/manual and auto/unlimited, the number of sets and waits auto emits, and what the
# simulator says about the unsynchronised kernel; a last row gives the geometric mean of
# auto/manual and the worst auto/unlimited (the goal: <= 1 and <= 1.05). A cell
# reads "error" when that run broke a rule of the abstract machine or its output differed
# from the sequential reference (run `syncfuse simulate` on it to see why). The launch
# arguments below are one representative launch per sample. A last line measures the
# interpreter's speed on a scalar loop. Timing is measured, never asserted (tests do that).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash scripts/setup/build-plugin.sh >/dev/null
sim="$(bash scripts/setup/target-dir.sh)/release/syncfuse"
plugin=build/libsyncfuse.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A launch=(
    [vec_add]="--arg gm:16384:1:f16 --arg gm:16384:2:f16 --arg gm:16384"
    [vec_add_double_buffer]="--arg gm:262144:1:f16 --arg gm:262144:2:f16 --arg gm:262144 --arg 8"
    [if_then]="--arg gm:16384:1:f16 --arg gm:16384 --arg 1 --arg 0.5"
    [loop_early_exit]="--arg gm:65536 --arg gm:65536 --arg 8 --arg 1.5"
    [branches_in_loop]="--arg gm:131072:1:f32 --arg gm:8192 --arg 16 --arg 0xb2d3"
    [nested_loops]="--arg gm:262144:1:f32 --arg gm:65536 --arg 4 --arg 4"
    [softmax_row]="--arg gm:32768:1:f32 --arg gm:32768 --arg 8"
    [matmul_tiled]="--arg gm:196608:1:f16 --arg gm:196608:2:f16 --arg gm:256:3:f32 --arg gm:16384 --arg 1 --arg 4"
    [vec_add_parity]="--arg gm:262144:1:f16 --arg gm:262144:2:f16 --arg gm:262144 --arg 16"
    [vec_scale_tail]="--arg gm:131072:1:f16 --arg gm:131072 --arg 30000"
    [vec_add_triple]="--arg gm:262144:1:f16 --arg gm:262144:2:f16 --arg gm:262144 --arg 24"
)

# nominal_cycles FILE KERNEL [simulate options...]: the cycles of a clean nominal run, or "error".
nominal_cycles() {
    local file=$1 kernel=$2
    shift 2
    # shellcheck disable=SC2086 # the launch arguments are words
    "$sim" simulate "$file" --kernel "$kernel" ${launch[$kernel]} "$@" \
        | sed -n 's/^nominal timing: \([0-9]*\) cycles .*output matches.*/\1/p' | grep . || echo error
}

# unsynchronised_verdict KERNEL: how the simulator catches the kernel without syncs
# (the rule that fired, "wrong output", or MISSED).
unsynchronised_verdict() {
    local line
    # shellcheck disable=SC2086
    line=$("$sim" simulate "samples/ascend/$1.ll" --kernel "$1" ${launch[$1]} | grep '^nominal timing:' || true)
    case $line in
        *ERROR*) sed -E 's/.* cycles: (race|double set|deadlock|flag left set|out-of-capacity access).*/\1/' <<<"$line" ;;
        *"OUTPUT DIFFERS"*) echo "wrong output" ;;
        *) echo "MISSED" ;;
    esac
}

ratio() {
    case "$1$2" in
        *error*) echo "-" ;;
        *) awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }' ;;
    esac
}

synchronise() {
    opt-16 -load-pass-plugin "$plugin" -passes="$2" "samples/ascend/$1.ll" -S -o "$3"
}

echo "| sample | barrier-all | auto | manual | unlimited | auto/manual | auto/unlimited | syncs (auto) | unsynchronised |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
ratios=()
for kernel in vec_add vec_add_double_buffer if_then loop_early_exit branches_in_loop nested_loops softmax_row matmul_tiled vec_add_parity vec_scale_tail vec_add_triple; do
    synchronise "$kernel" 'ascend-sync<mode=barrier-all>' "$work/$kernel.barrier.ll"
    synchronise "$kernel" ascend-sync "$work/$kernel.auto.ll"
    synchronise "$kernel" 'ascend-sync<mode=unlimited>' "$work/$kernel.unlimited.ll"
    barrier=$(nominal_cycles "$work/$kernel.barrier.ll" "$kernel")
    auto=$(nominal_cycles "$work/$kernel.auto.ll" "$kernel")
    manual=$(nominal_cycles "samples/ascend/${kernel}_manual.ll" "$kernel")
    unlimited=$(nominal_cycles "$work/$kernel.unlimited.ll" "$kernel" --unlimited-event-ids)
    syncs=$(grep -cE 'call void @llvm\.hivm\.(SET|WAIT)\.FLAG\.IMM\(' "$work/$kernel.auto.ll" || true)
    echo "| $kernel | $barrier | $auto | $manual | $unlimited | $(ratio "$auto" "$manual") | $(ratio "$auto" "$unlimited") | $syncs | $(unsynchronised_verdict "$kernel") |"
    ratios+=("$(ratio "$auto" "$manual") $(ratio "$auto" "$unlimited")")
done
# The goal: auto as fast as manual on average, and within 5% of unlimited on every sample.
printf '%s\n' "${ratios[@]}" | awk '
    $1 == "-" || $2 == "-" { broken = 1 }
    $1 != "-" { manual += log($1); n1++ }
    $2 != "-" { if ($2 > worst) worst = $2 }
    END { printf "| geometric mean auto/manual | | | | | %.3f | worst %.3f | | %s |\n", exp(manual / n1), worst, broken ? "some run failed" : "" }'

# Interpreter speed: a scalar loop of 6 instructions per iteration, sequential schedule.
cat >"$work/loop.ll" <<'EOF'
define i64 @count(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %square = mul i64 %i, %i
  %mixed = xor i64 %square, %acc
  %acc2 = add i64 %mixed, 3
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc2
}
EOF
start=$(date +%s.%N)
retired=$("$sim" simulate "$work/loop.ll" --kernel count --arg 20000000 --sequential | sed -n 's/.*(\([0-9]*\) IR instructions).*/\1/p')
end=$(date +%s.%N)
awk -v n="$retired" -v s="$start" -v e="$end" 'BEGIN { printf "\ninterpreter: %d IR instructions in %.2f s = %.0f million per second\n", n, e - s, n / (e - s) / 1e6 }'
