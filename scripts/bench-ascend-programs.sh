#!/usr/bin/env bash
# Benchmarks the Ascend program executor on samples/ascend/programs: for every
# program, one Markdown row with its launches, the largest blockDim, the simulated
# device cycles (launch overheads included) of the expert's hand-synchronised
# version, of the no-sync version synchronised by ascend-sync, and of the same with
# BARRIER(ALL) after every pipe call, the ratio auto/manual, the GM bus utilisation
# of the expert's busiest launch, and the executor's speed (IR instructions per second
# of the expert run, host included). Every run must pass the program's own check (it prints PASS);
# a cell reads "error" otherwise. Measured, never asserted. A second table gives the UAR
# of each program (print<uar>): its launch-to-launch dependences by width (core-level or
# global, one per launch pair and buffer) and what sirius reports it could fuse.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build-plugin.sh >/dev/null
syncfuse=target/release/syncfuse
plugin=build/libsyncfuse.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run IR REPORT: runs main; prints "error" unless it passed.
run() {
    if "$syncfuse" run "$1" --entry main --report "$2" >"$2.out" 2>&1 && grep -q PASS "$2.out"; then
        python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["device_cycles"])' "$2"
    else
        echo error
    fi
}

echo "| program | launches | max blockDim | manual | auto | barrier-all | auto/manual | bus utilisation (busiest launch) | executor |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
for source in samples/ascend/programs/*.c; do
    name=$(basename "$source" .c)
    dir=samples/ascend/programs
    opt-16 -load-pass-plugin "$plugin" -passes=ascend-sync "$dir/${name}_nosync.ll" -S -o "$work/$name.auto.ll"
    opt-16 -load-pass-plugin "$plugin" -passes='ascend-sync<mode=barrier-all>' "$dir/${name}_nosync.ll" -S \
        -o "$work/$name.barrier.ll"
    manual=$(run "$dir/$name.ll" "$work/$name.manual.json")
    auto=$(run "$work/$name.auto.ll" "$work/$name.auto.json")
    barrier=$(run "$work/$name.barrier.ll" "$work/$name.barrier.json")
    python3 - "$name" "$manual" "$auto" "$barrier" "$work/$name.manual.json" <<'PY'
import json, sys
name, manual, auto, barrier, report = sys.argv[1:]
data = json.load(open(report))
launches = data["launches"]
busiest = max(launches, key=lambda l: l["bus_utilisation"])
ratio = f"{int(auto) / int(manual):.3f}" if "error" not in (manual, auto) else "-"
instructions = data["instructions"]
speed = instructions / max(data["seconds"], 1e-9) / 1e6
print(f"| {name} | {len(launches)} | {max(l['block_dim'] for l in launches)} | {manual} | {auto} | {barrier} "
      f"| {ratio} | {100 * busiest['bus_utilisation']:.1f}% ({busiest['kernel']}) | {speed:.1f} M instr/s |")
PY
done

echo
echo "| program | launch-to-launch dependences (print<uar>) | sirius: launch statements that could fuse |"
echo "|---|---|---:|"
for source in samples/ascend/programs/*.c; do
    name=$(basename "$source" .c)
    ir=samples/ascend/programs/$name.ll
    opt-16 -load-pass-plugin "$plugin" -passes='print<uar>' -disable-output "$ir" 2>"$work/$name.uar"
    opt-16 -load-pass-plugin "$plugin" -passes="sirius<report=$work/$name.sirius.json>" -disable-output "$ir" 2>/dev/null
    python3 - "$name" "$work/$name.uar" "$work/$name.sirius.json" <<'PY'
import collections, json, re, sys
name, uar, report = sys.argv[1:]
widths = collections.Counter()
for line in open(uar):
    match = re.match(r"edge (S\d+) -> (S\d+) (RAW|WAR|WAW) (\S+) width (\w+)", line)
    if match:
        widths[match.group(5)] += 1
edges = ", ".join(f"{count} {width}" for width, count in sorted(widths.items())) or "none"
data = json.load(open(report))
fusable = sum(len(group["replaced"]) for group in data.get("would_fuse", []))
print(f"| {name} | {edges} | {fusable} of {data['launches_before']} |")
PY
done
