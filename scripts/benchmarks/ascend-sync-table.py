#!/usr/bin/env python3
"""Runs ascend-sync (auto, ascend910a) on every sample of samples/ascend and prints one
Markdown row per sample from the JSON report: dependences, virtual IDs on the busiest
pipe pair (inserted / after redundancy removal / after merging), the largest number of
physical IDs used on any pair, syncs emitted (auto) against the expert variant's syncs
(manual), reverse pairs, barrier fallbacks and pass time. Figures are measured in this
run, never asserted."""
import json, pathlib, re, subprocess, sys, tempfile

root = pathlib.Path(__file__).resolve().parents[2]
plugin = root / "build" / "libsyncfuse.so"

def manual_syncs(name: str) -> int:
    text = (root / "samples" / "ascend" / f"{name}_manual.ll").read_text()
    return len(re.findall(r"call void @llvm\.hivm\.(SET|WAIT)\.FLAG\.IMM\(", text))

def row(sample: pathlib.Path, work: pathlib.Path) -> str:
    report = work / f"{sample.stem}.json"
    subprocess.run(["opt-16", "-load-pass-plugin", str(plugin), f"-passes=ascend-sync<report={report}>",
                    str(sample), "-S", "-o", str(work / f"{sample.stem}.ll")], check=True)
    data = json.loads(report.read_text())
    kernel = data["kernels"][0]
    result = kernel["result"]
    pairs = result["pairs"]
    busiest, figures = max(pairs.items(), key=lambda p: p[1]["inserted"])
    physical = max(p["physical_used"] for p in pairs.values())
    syncs = sum(1 for s in kernel["emitted_syncs"] if not s["sync"].startswith("pipe_barrier"))
    barriers = len(kernel["emitted_syncs"]) - syncs
    return (f"| {sample.stem} | {len(kernel['dependences'])} | {busiest} | {figures['inserted']} / "
            f"{figures['after_removal']} / {figures['after_merging']} | {physical} | {syncs} | "
            f"{manual_syncs(sample.stem)} | {len(result['reverse_orderings'])} | {barriers} | "
            f"{data['pass_time_ms']:.0f} ms |")

def main() -> None:
    samples = sorted(p for p in (root / "samples" / "ascend").glob("*.ll") if not p.stem.endswith("_manual"))
    print("| sample | deps | busiest pair | virtual IDs inserted / after removal / after merging | max physical IDs per pair | syncs (auto) | syncs (manual) | reverse pairs | barriers | pass time |")
    print("|---|---:|---|---|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as work:
        for sample in samples:
            print(row(sample, pathlib.Path(work)))
    sys.stdout.flush()

if __name__ == "__main__":
    main()
