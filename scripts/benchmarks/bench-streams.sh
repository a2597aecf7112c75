#!/usr/bin/env bash
# streams (issue 17) on its CUDA samples: per region of `main`, the launches, the schedule the
# model chose (up to 4 streams, or a split in 2 to 4 parts), the events, the modelled H100
# time with one stream, 4 streams and the split, and whether the executor found the
# rewritten program's buffers identical; then the Ascend programs (below). Prints Markdown
# tables; nothing is asserted about the times.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash scripts/setup/build-plugin.sh >/dev/null
SYNCFUSE_STREAMS_BENCH=1 cargo test --release -q --test integration streams::modelled_streams_of_the_samples -- --nocapture 2>&1 | grep -E '^\|'

# Ascend programs (ascend910a): the model's choice (up to 4 streams, or a split in 2 to 4
# parts), every schedule's modelled time, and the Ascend program executor's cycles for
# one stream, the model's choice, 4 streams forced and a split in 2 forced; a cell reads
# "error" unless the program's own check passed and its device memory matches the
# original's.
plugin=build/libsyncfuse.so
syncfuse="$(bash scripts/setup/target-dir.sh)/release/syncfuse"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# cycles IR NAME: the executor's device cycles of main, or "error".
cycles() {
    if "$syncfuse" run "$1" --entry main --report "$work/$2.json" --dump "$work/$2" >"$work/$2.out" 2>&1 &&
        grep -q PASS "$work/$2.out" && { [ "$2" = original ] || "$syncfuse" diff "$work/original" "$work/$2" >/dev/null; }; then
        python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["device_cycles"])' "$work/$2.json"
    else
        echo error
    fi
}
echo
echo "| Ascend program | launches (blockDim) | model's choice | modelled: one stream / 4 streams / split | executor cycles: one stream | model's choice | 4 streams (forced) | split in 2 (forced) |"
echo "|---|---|---|---:|---:|---:|---:|---:|"
for program in samples/ascend/programs/independent_kernels.ll samples/ascend/programs/two_blockdims.ll \
    samples/ascend/programs/elementwise_chain.ll; do
    name=$(basename "$program" .ll)
    rm -rf "$work"/original "$work"/model "$work"/forced "$work"/split
    for variant in model:"" forced:";force" split:";split=2"; do
        opt-16 -load-pass-plugin "$plugin" -passes="streams<report=$work/${variant%%:*}.report.json${variant#*:}>" \
            "$program" -S -o "$work/${variant%%:*}.ll" 2>/dev/null
    done
    row=("$(cycles "$program" original)" "$(cycles "$work/model.ll" model)" "$(cycles "$work/forced.ll" forced)" "$(cycles "$work/split.ll" split)")
    python3 - "$name" "$work/model.report.json" "$work/original.json" "${row[@]}" <<'PY'
import json, sys
name, report, original = sys.argv[1:4]
one, model, forced, split = sys.argv[4:]
region = json.load(open(report))["regions"][0]
launches = json.load(open(original))["launches"]
dims = ", ".join(str(l["block_dim"]) for l in launches)
chosen = region["split"]["chosen"]
streams = region["streams_used"]
choice = f"split in {len(chosen['bounds']) - 1}" if chosen else f"{streams} stream" + ("s" if streams > 1 else "")
split_us = region["split"]["split_us"]
modelled = f"{region['one_stream_us']:.1f} / {region['widest'][1]:.1f} / " + (f"{split_us:.1f} us" if split_us else "-")
ratio = lambda cell: cell if "error" in (cell, one) else f"{cell} ({int(one) / int(cell):.2f}x)"
print(f"| {name} | {len(launches)} ({dims}) | {choice} | {modelled} | {one} | {ratio(model)} | {ratio(forced)} | {ratio(split)} |")
PY
done
