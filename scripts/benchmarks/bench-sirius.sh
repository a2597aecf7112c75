#!/usr/bin/env bash
# SIRIUS benchmark: for every CUDA sample, a caller runs `run_<sample>` at fixed sizes;
# `sirius` fuses the program (its copy for that caller); the CPU executor runs the
# original and the fused program and counts. Prints one markdown row per sample:
# launches, dynamic device IR instructions, global-memory bytes and the modelled H100
# device time (`sirius::cost`, from the executor's counters), unfused -> fused; the ratio
# of the report's instruction estimate of the fused kernels (re-read after the rewrites)
# to what the executor counts for their launches; the fusion-pass time; and whether the
# outputs are bit-identical (every host buffer and every device buffer left at exit; a
# freed intermediate may differ: its unobserved stores go).
# With --symbolic the caller passes its own arguments on (the executor gives them), so
# `sirius` fuses the exported function itself, with run-time sizes.
# SIRIUS_OPTIONS adds `sirius` options (e.g. SIRIUS_OPTIONS='orchestration=interleaved').
#   usage: scripts/benchmarks/bench-sirius.sh [--symbolic] [SAMPLE=ARGS ...]   (ARGS comma-separated)
set -euo pipefail
symbolic=0
if [ "${1:-}" = "--symbolic" ]; then
    symbolic=1
    shift
fi
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash scripts/setup/build-plugin.sh >/dev/null
cargo build --release --quiet --bin syncfuse
syncfuse="$(bash scripts/setup/target-dir.sh)/release/syncfuse"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cases=("${@:-elementwise_chain=65536,1 block_reduce=65536,1 block_shuffle=65536,1 mlp=128,256,512,1 bert_qkv=128,256,4,1 transpose_gemm=128,256,256,1 host_loop=64,64,4,1 lstm=8,2,64,64,1}")
echo "| sample (sizes) | launches | device IR instructions | global bytes | modelled H100 time | fused kernels' instructions: report / executor | pass time | outputs |"
echo "|---|---:|---:|---:|---:|---:|---:|---|"
for case in ${cases[@]}; do
    sample=${case%%=*}
    args=${case#*=}
    python3 - "$sample" "$args" "$work/host.ll" "$symbolic" <<'PY'
import sys
sample, args, out, symbolic = sys.argv[1], sys.argv[2].split(","), sys.argv[3], sys.argv[4] == "1"
text = open(f"samples/cuda/{sample}.host.ll").read()
values = [f"%a{i}" for i in range(len(args))] if symbolic else args
parameters = ", ".join(f"i32 {v}" for v in values) if symbolic else ""
call = ", ".join(f"i32 {v}" for v in values)
open(out, "w").write(text + f"\ndefine i32 @sirius_bench_main({parameters}) {{\n  %r = call i32 @run_{sample}({call})\n  ret i32 %r\n}}\n")
PY
    # The paper's sizes run about 5 G host instructions (the samples' CPU references).
    entry=(--entry sirius_bench_main --step-limit 68719476736)
    if [ "$symbolic" = 1 ]; then
        for a in ${args//,/ }; do entry+=(--arg "$a"); done
    fi
    opt-16 -load-pass-plugin build/libsyncfuse.so \
        -passes="sirius<device=samples/cuda/$sample.dev.ll;device-out=$work/fused.dev.ll;report=$work/sirius.json${SIRIUS_OPTIONS:+;$SIRIUS_OPTIONS}>" \
        "$work/host.ll" -S -o "$work/fused.host.ll"
    rm -rf "$work/before" "$work/after"
    "$syncfuse" run --host "$work/host.ll" --device "samples/cuda/$sample.dev.ll" "${entry[@]}" \
        --report "$work/before.json" --dump "$work/before" >/dev/null
    "$syncfuse" run --host "$work/fused.host.ll" --device "$work/fused.dev.ll" "${entry[@]}" \
        --report "$work/after.json" --dump "$work/after" >/dev/null
    same=$("$syncfuse" diff --observable-only "$work/before" "$work/after" >/dev/null && echo identical || echo DIFFERENT)
    python3 - "$sample" "$args" "$work" "$same" <<'PY'
import json, sys
sample, args, work, same = sys.argv[1:5]
before, after = (json.load(open(f"{work}/{n}.json")) for n in ("before", "after"))
sirius = json.load(open(f"{work}/sirius.json"))
def row(r):
    t = r["counters"]["totals"]
    return t["launches"], t["device_instructions"], t["global_bytes_loaded"] + t["global_bytes_stored"], r["modelled_seconds"] * 1e6
b, a = row(before), row(after)
cell = lambda i, fmt: f"{fmt(b[i])} -> {fmt(a[i])}" + (f" ({b[i] / a[i]:.2f}x)" if a[i] else "")
# The report's re-read estimate of each fused kernel against the executor's count, over
# the fused launches the run made.
estimate = {k["name"]: k["after_clean_up"]["instructions"] for k in sirius.get("kernels", []) if k.get("after_clean_up")}
fused = [l for l in after["counters"]["launches"] if l["kernel"] in estimate]
reported, counted = sum(estimate[l["kernel"]] for l in fused), sum(l["instructions"] for l in fused)
accuracy = f"{reported / counted:.3f}" if counted else "-"
print(f"| {sample} ({args.replace(',', ', ')}) | {cell(0, str)} | {cell(1, lambda v: f'{v:,}')} | {cell(2, lambda v: f'{v:,}')} | "
      f"{cell(3, lambda v: f'{v:.1f} us')} | {accuracy} | {sirius['time_ms']:.0f} ms | {same} |")
PY
done
