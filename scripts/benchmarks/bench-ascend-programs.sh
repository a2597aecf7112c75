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
# global, one per launch pair and buffer) and how many launch statements sirius fused. A third
# table gives the fusion (`sirius,ascend-sync` on the no-sync version): launches and GM
# bus bytes before and after, cycles of the expert's version, of ascend-sync alone and of
# sirius + ascend-sync, the multi-core model's choice with every schedule's modelled cycles,
# and the time opt takes for both passes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

bash scripts/setup/build-plugin.sh >/dev/null
syncfuse="$(bash scripts/setup/target-dir.sh)/release/syncfuse"
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
echo "| program | launch-to-launch dependences (print<uar>) | sirius: launch statements fused |"
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
fused = sum(len(f["replaced"]) for f in data.get("ascend_fusions", []) if f["status"] == "fused")
print(f"| {name} | {edges} | {fused} of {data['launches_before']} |")
PY
done

echo
echo "| program | launches | GM bytes moved | manual | auto | sirius + auto | fused/manual | modelled choice (cycles: vertical / horizontal / unfused) | opt time (sirius,ascend-sync) |"
echo "|---|---:|---:|---:|---:|---:|---:|---|---:|"
for source in samples/ascend/programs/*.c; do
    name=$(basename "$source" .c)
    dir=samples/ascend/programs
    start=$(date +%s.%N)
    opt-16 -load-pass-plugin "$plugin" -passes="sirius<report=$work/$name.choice.json>,ascend-sync" \
        "$dir/${name}_nosync.ll" -S -o "$work/$name.fused.ll" 2>/dev/null
    end=$(date +%s.%N)
    fused=$(run "$work/$name.fused.ll" "$work/$name.fused.json")
    python3 - "$name" "$work/$name.manual.json" "$work/$name.auto.json" "$work/$name.fused.json" "$fused" "$start" "$end" \
        "$work/$name.choice.json" <<'PY'
import json, sys
name, manual, auto, fused, fused_cycles, start, end, choice = sys.argv[1:]
manual, auto = json.load(open(manual)), json.load(open(auto))
fused = json.load(open(fused)) if fused_cycles != "error" else None
def traffic(report):
    return sum(launch["bus_bytes"] for launch in report["launches"])
after = (len(fused["launches"]), traffic(fused), fused["device_cycles"]) if fused else ("error",) * 3
ratio = f"{after[2] / manual['device_cycles']:.3f}" if fused else "-"
choices = []
for fusion in json.load(open(choice)).get("ascend_fusions", []):
    schedules = fusion.get("schedules")
    if schedules:
        cycles = {m["schedule"]: m["cycles"] for m in schedules["modelled"]}
        modelled = " / ".join(str(cycles.get(s, "-")) for s in ("vertical", "horizontal", "unfused"))
        choices.append(f"{schedules['chosen']} ({modelled})")
print(f"| {name} | {len(manual['launches'])} -> {after[0]} | {traffic(manual)} -> {after[1]} "
      f"| {manual['device_cycles']} | {auto['device_cycles']} | {after[2]} | {ratio} "
      f"| {'; '.join(choices) or 'nothing to fuse'} | {1000 * (float(end) - float(start)):.0f} ms |")
PY
done
