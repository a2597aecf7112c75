#!/usr/bin/env python3
"""The real-program corpus (samples/cuda/bench/, issue 40): every program compiled by
clang-16 at -O2 as written, then run through `sirius`, `streams`, `tile-sync` and all three
chained (`sirius<tile-sync;streams>`), each with the plugin's own model deciding, and
`tile-sync<force>` (every pair with an exact block map, whatever the model says: the
rewrite's correctness on real programs). The CUDA
executor runs the original and every rewritten program (`main`, its command line
untouched); a variant counts as identical when the program's own check passes, its exit
status is the original's, its output is the same (times excepted: the executor's clock is
virtual, the same in both) and every buffer it can still observe is bit-identical.

Prints a Markdown table: launches before and after each variant, fused kernels, host
loops whose iterations were fused into one launch, streams used, tile-synchronised pairs, the executor-counted modelled H100 time before and after
the chain, and every opportunity still missed with its reason (the reports' remark names,
counted). `--check` exits 1 when a variant differs from its original (the test's use);
`--only NAME` runs one program. Nothing here asserts a time.
"""
import argparse
import collections
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "samples/cuda/bench"
VARIANTS = [
    ("sirius", "sirius", ""),
    ("streams", "streams", ""),
    ("tile-sync", "tile-sync", ""),
    ("tile-sync-forced", "tile-sync", "force"),
    ("chain", "sirius", "tile-sync;streams;streams-report={dir}/chain-streams.json;tile-sync-report={dir}/chain-tiles.json"),
]


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def target_dir():
    out = run(["bash", str(ROOT / "scripts/setup/target-dir.sh")], check=True).stdout.strip()
    return pathlib.Path(out)


def compile_program(source, out, cuda):
    """clang-16's split CUDA output at -O2: (host, device)."""
    modules = []
    for side in ("host", "device"):
        ir = out / f"{source.stem}.{side}.ll"
        command = ["clang-16", "-x", "cuda", f"--cuda-path={cuda}", "--cuda-gpu-arch=sm_80", f"--cuda-{side}-only",
                   "-emit-llvm", "-S", "-O2", "-Wno-unknown-cuda-version", "-Wno-deprecated-declarations", "-I", str(CORPUS), str(source), "-o", str(ir)]
        result = run(command)
        if result.returncode != 0:
            raise RuntimeError(f"clang-16 on {source.name}: {result.stderr}")
        modules.append(ir)
    return modules


def execute(syncfuse, host, device, dump):
    """(exit status, output without timing lines, report) of main."""
    report = dump.with_suffix(".json")
    result = run([str(syncfuse), "run", "--host", str(host), "--device", str(device), "--report", str(report),
                  "--dump", str(dump)], timeout=1800)
    lines = [line for line in result.stdout.splitlines() if "runtime:" not in line]
    # Program output only: the executor's own table (one row per launch: kernel, grid,
    # counters), totals and timing lines differ by design.
    table_row = re.compile(r"^\S+\s+\d+x\d+x\d+\s+\d+")
    program_lines = [l for l in lines if not (table_row.match(l) or l.startswith(("kernel ", "total:", "modelled ", "@main"))
                                              or " IR instructions per second" in l)]
    data = json.loads(report.read_text()) if report.exists() else {}
    return result.returncode, "\n".join(program_lines), data


def apply(plugin, name, parameters, host, device, directory, stem):
    out_host, out_device = directory / f"{stem}.host.ll", directory / f"{stem}.dev.ll"
    report = directory / f"{stem}.json"
    extra = parameters.format(dir=directory)
    passes = f"{name}<device={device};device-out={out_device};report={report}" + (f";{extra}" if extra else "") + ">"
    result = run(["opt-16", "-load-pass-plugin", str(plugin), f"-passes={passes}", str(host), "-S", "-o", str(out_host)])
    if result.returncode != 0:
        raise RuntimeError(f"opt-16 {passes} on {host.name}: {result.stderr}")
    return out_host, out_device, json.loads(report.read_text())


def same_dumps(syncfuse, a, b):
    return run([str(syncfuse), "diff", "--observable-only", str(a), str(b)]).returncode == 0


def launches(report):
    return len(report.get("counters", {}).get("launches", []))


def modelled_us(report):
    return report.get("modelled_seconds", 0.0) * 1e6


def applied(stem, report):
    """Did the pass change the program (fused, put launches on streams, tile-synchronised)?"""
    fused = report.get("kernels", []) + report.get("iterations", [])
    if stem in ("sirius", "chain") and any(k.get("status") == "fused" for k in fused):
        return True
    if stem == "streams" and any(r.get("streams_used", 1) > 1 or r.get("split", {}).get("chosen")
                                 for r in report.get("regions", [])):
        return True
    return stem.startswith("tile-sync") and any(p.get("status") == "tile-synchronised" for p in report.get("pairs", []))


def missed(reports):
    """Remark names of what each pass left, counted."""
    counts = collections.Counter()
    sirius = reports.get("sirius")
    if sirius:
        counts.update(f"sirius:{u['remark']}" for u in sirius.get("unfused", []))
        counts.update(f"sirius:{k['remark']}" for k in sirius.get("kernels", []) + sirius.get("iterations", [])
                      if k.get("status") != "fused")
    tiles = reports.get("tile-sync")
    if tiles:
        counts.update(f"tile-sync:{p.get('remark', p.get('status'))}" for p in tiles.get("pairs", [])
                      if p.get("status") != "tile-synchronised")
    return ", ".join(f"{name} x{count}" for name, count in sorted(counts.items()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--only")
    parser.add_argument("--plugin", default=str(ROOT / "build/libsyncfuse.so"), help="the plugin to measure (another build's, for a before/after table)")
    args = parser.parse_args()
    plugin = pathlib.Path(args.plugin)
    syncfuse = target_dir() / "release/syncfuse"
    cuda = run(["bash", str(ROOT / "scripts/setup/setup-cuda.sh")], check=True).stdout.strip()
    sources = sorted(CORPUS.glob("*.cu"))
    if args.only:
        sources = [s for s in sources if s.stem == args.only]
    print("| program | launches | sirius | streams | tile-sync | tile-sync (forced) | chain | fused kernels | loops fused | streams used | tile-synchronised pairs (forced) | modelled us (chain) | identical | missed (remark x count) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|")
    failures, changed = [], 0
    for source in sources:
        with tempfile.TemporaryDirectory() as scratch:
            directory = pathlib.Path(scratch)
            host, device = compile_program(source, directory, cuda)
            status, output, original = execute(syncfuse, host, device, directory / "original")
            cells, reports, identical, any_change = {}, {}, [], False
            for stem, name, parameters in VARIANTS:
                out_host, out_device, report = apply(plugin, name, parameters, host, device, directory, stem)
                reports[stem] = report
                v_status, v_output, v_run = execute(syncfuse, out_host, out_device, directory / stem)
                same = v_status == status == 0 and v_output == output and same_dumps(syncfuse, directory / "original", directory / stem)
                identical.append(same)
                if not same:
                    failures.append(f"{source.stem} through {stem}")
                cells[stem] = v_run
                # The model's decisions only: a forced rewrite does not count as a change.
                if parameters != "force":
                    any_change |= applied(stem, report) or launches(v_run) != launches(original)
            changed += any_change
            fused = sum(1 for k in reports["chain"].get("kernels", []) if k.get("status") == "fused")
            loops = sum(1 for k in reports["chain"].get("iterations", []) if k.get("status") == "fused")
            streams_report = directory / "chain-streams.json"
            streams_used = 0
            if streams_report.exists():
                regions = json.loads(streams_report.read_text()).get("regions", [])
                streams_used = max((r.get("streams_used", 1) for r in regions), default=1)
            tile_pairs = sum(1 for p in reports["tile-sync-forced"].get("pairs", []) if p.get("status") == "tile-synchronised")
            row = [source.stem, str(launches(original))]
            row += [str(launches(cells[stem])) for stem, _, _ in VARIANTS]
            row += [str(fused), str(loops), str(streams_used), str(tile_pairs),
                    f"{modelled_us(original):.1f} -> {modelled_us(cells['chain']):.1f}",
                    "yes" if all(identical) else "NO (" + ", ".join(s for (s, _, _), ok in zip(VARIANTS, identical) if not ok) + ")",
                    missed(reports)]
            print("| " + " | ".join(row) + " |", flush=True)
    print(f"\n{len(sources)} programs, {changed} changed by some pass as its model decides, {len(failures)} variants differing"
          + (": " + ", ".join(failures) if failures else ""))
    if args.check and failures:
        sys.exit(1)


if __name__ == "__main__":
    main()
