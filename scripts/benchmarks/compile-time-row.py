#!/usr/bin/env python3
"""One Markdown row of scripts/benchmarks/bench-compile-time.sh from the pass reports, with the
time ratio per doubling against the previous row of the same shape (given as
"size:seconds", or "-"); writes this row's "size:seconds" to OUT for the next one.
  compile-time-row.py ascend NAME CALLS REPORT MEMORY_KIB PREVIOUS OUT
  compile-time-row.py sirius SHAPE KERNELS BUFFERS UAR_REPORT SIRIUS_REPORT MEMORY_KIB PREVIOUS OUT
  compile-time-row.py sample NAME CALLS REPORT OUT   (pass time in ms, no ratio)
  compile-time-row.py random NAME DIR OUT   (a summary of DIR's SEED.ll / SEED.json kernels)"""
import json
import math
import pathlib
import re
import statistics
import sys

PIPE_CALL = re.compile(r"call void @(copy_|load_|mad|v[a-z]+_f)")


def per_doubling(size, seconds, previous):
    if previous == "-":
        return "-"
    before_size, before_seconds = map(float, previous.split(":"))
    return f"{(seconds / before_seconds) ** (1 / math.log2(size / before_size)):.2f}x"


def ascend(name, calls, report_path, memory, previous):
    report = json.load(open(report_path))
    kernel = report["kernels"][0]
    result = kernel["result"] or {}
    seconds = report["pass_time_ms"] / 1000
    print(f"| {name} | {calls} | {len(kernel['dependences'])} | {kernel.get('implied_pairs', '-')} | "
          f"{len(result.get('requests', []))} | {len(kernel['emitted_syncs'])} | {seconds:.2f} s | "
          f"{int(memory) / 1024:.0f} MiB | {per_doubling(int(calls), seconds, previous)} |")
    return f"{calls}:{seconds}"


def sample(name, calls, report_path):
    report = json.load(open(report_path))
    dependences = sum(len(kernel["dependences"]) for kernel in report["kernels"])
    print(f"| {name} | {calls} | {dependences} | {report['pass_time_ms']:.1f} ms |")
    return f"{calls}:{report['pass_time_ms'] / 1000}"


def random_kernels(name, directory):
    rows = []
    for report_path in sorted(pathlib.Path(directory).glob("*.json")):
        report = json.load(open(report_path))
        calls = len(PIPE_CALL.findall(report_path.with_suffix(".ll").read_text()))
        syncs = sum(len(kernel["emitted_syncs"]) for kernel in report["kernels"])
        rows.append((report["pass_time_ms"] / 1000, calls, syncs, report_path.stem))
    times = sorted(row[0] for row in rows)
    slowest = max(rows)
    print(f"| {name} | {len(rows)} | {statistics.median(row[1] for row in rows):.0f} / "
          f"{max(row[1] for row in rows)} | {sum(row[2] for row in rows)} | {statistics.median(times) * 1000:.0f} ms | "
          f"{times[int(0.9 * (len(times) - 1))]:.2f} s | {slowest[0]:.2f} s (seed {slowest[3]}, {slowest[1]} calls) | "
          f"{sum(t > 1 for t in times)} |")
    return "-"


def sirius(shape, kernels, buffers, uar_path, sirius_path, memory, previous):
    uar, report = json.load(open(uar_path)), json.load(open(sirius_path))
    fused = [k for k in report["kernels"] if k["status"] == "fused"]
    seconds = report["time_ms"] / 1000
    print(f"| {shape} | {kernels} | {buffers} | {len(uar['edges'])} | {uar['analysis_time_ms'] / 1000:.2f} s | "
          f"{len(fused)} | {seconds:.2f} s | {int(memory) / 1024:.0f} MiB | "
          f"{per_doubling(int(kernels), seconds, previous)} |")
    return f"{kernels}:{seconds}"


if __name__ == "__main__":
    row = {"ascend": ascend, "sample": sample, "random": random_kernels, "sirius": sirius}[sys.argv[1]]
    this = row(*sys.argv[2:-1])
    with open(sys.argv[-1], "w") as out:
        out.write(this)
