#!/usr/bin/env python3
"""Runs every CUDA sample on the CPU executor (the release `syncfuse run`) and prints a
markdown table of its counters and speed: the table of docs/cuda-executor.md.

    python3 scripts/benchmarks/cuda-exec-table.py            # small sizes (seconds)
    python3 scripts/benchmarks/cuda-exec-table.py --paper    # the samples' default sizes (long)
"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = Path(subprocess.run(["bash", str(ROOT / "scripts/setup/target-dir.sh")], check=True, capture_output=True,
                             text=True).stdout.strip())
# name -> (small sizes, paper sizes), as run_<name> takes them.
SAMPLES = {
    "bert_qkv": ([48, 64, 4, 1], [384, 768, 12, 1]),
    "block_reduce": ([3000, 1], [1 << 20, 1]),
    "elementwise_chain": ([5000, 1], [1 << 20, 1]),
    "host_loop": ([37, 50, 3, 1], [1024, 1024, 100, 1]),
    "lstm": ([5, 2, 24, 32, 1], None),
    "mlp": ([24, 64, 96, 1], [384, 768, 3072, 1]),
    "transpose_gemm": ([37, 50, 70, 1], [384, 768, 768, 1]),
}


def run(name, sizes):
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "r.json"
        command = [str(TARGET / "release/syncfuse"), "run",
                   "--host", str(ROOT / f"samples/cuda/{name}.host.ll"),
                   "--device", str(ROOT / f"samples/cuda/{name}.dev.ll"),
                   "--entry", f"run_{name}", "--report", str(report)]
        for size in sizes:
            command += ["--arg", str(size)]
        subprocess.run(command, stdout=subprocess.DEVNULL, check=False)
        return json.loads(report.read_text())


def main():
    paper = "--paper" in sys.argv
    print("| sample | sizes | result | launches | device IR instr. | host IR instr. | global B ld / st "
          "| shared B ld / st | barriers | seconds | M instr./s |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, (small, large) in SAMPLES.items():
        sizes = large if paper else small
        if sizes is None:
            continue
        report = run(name, sizes)
        totals, counters = report["counters"]["totals"], report["counters"]
        instructions = totals["device_instructions"] + counters["host_instructions"]
        result = "returned %d" % report["returned"] if report["error"] is None else report["error"]["kind"]
        print(f"| {name} | {', '.join(map(str, sizes))} | {result} | {totals['launches']} "
              f"| {totals['device_instructions']} | {counters['host_instructions']} "
              f"| {totals['global_bytes_loaded']} / {totals['global_bytes_stored']} "
              f"| {totals['shared_bytes_loaded']} / {totals['shared_bytes_stored']} | {totals['barriers']} "
              f"| {report['seconds']:.2f} | {instructions / max(report['seconds'], 1e-9) / 1e6:.1f} |")


if __name__ == "__main__":
    main()
