#!/usr/bin/env python3
"""How many kernel accesses the front-end reads only approximately (issue 42's measure),
from `print<uar>`'s `imprecise [...]` lists, by reason: `not affine` (the whole buffer),
`run-time row length`, `unbounded` loop counters, and `other` (calls, untraced pointers);
and of all the launches' accesses (its JSON report), how many it claims exact (a
must-access: the instances that run are exactly those its loops and guards admit).

Programs: the CUDA samples (their bundled .ll), the real-program corpus
(samples/cuda/bench) and the random chains of `scripts/generators/gen-random-cuda-chain.py` (seeds
0..N-1), each compiled by clang-16 at -O1 and -O2 with its default unrolling, the
Ascend programs (samples/ascend/programs, their bundled .ll; tests/ascend_programs, and
the random programs of `scripts/generators/gen-random-ascend-program.py`, seeds 0..N-1, at -O1 and
-O2). Prints one Markdown row per group; `--plugin` names the plugin to measure (another
build's, for a before/after table).

    python3 scripts/benchmarks/count-approximate-accesses.py [--plugin build/libsyncfuse.so] [--chains 25]
"""
import argparse
import collections
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
REASONS = [("not affine", "not affine"), ("row length", "run-time row length"), ("unbounded", "unbounded")]


def run(command):
    return subprocess.run(command, capture_output=True, text=True)


def cuda_root():
    return run(["bash", str(ROOT / "scripts/setup/setup-cuda.sh")]).stdout.strip().splitlines()[-1]


def compile_cuda(source, level, out, cuda):
    modules = []
    for side in ("host", "device"):
        ir = out / f"{source.stem}{level}.{side}.ll"
        result = run(["clang-16", "-x", "cuda", f"--cuda-path={cuda}", "--cuda-gpu-arch=sm_80", f"--cuda-{side}-only",
                      "-emit-llvm", "-S", level, "-Wno-unknown-cuda-version", "-Wno-deprecated-declarations",
                      "-I", str(source.parent), str(source), "-o", str(ir)])
        if result.returncode != 0:
            raise RuntimeError(f"clang-16 on {source}: {result.stderr}")
        modules.append(ir)
    return modules


def compile_ascend(source, level, out):
    ir = out / f"{source.stem}{level}.ll"
    language = ["-x", "c++", "-std=c++17"] if source.suffix == ".cpp" else []
    result = run(["clang-16", *language, "--target=x86_64-unknown-linux-gnu", level, "-S", "-emit-llvm",
                  "-I", str(ROOT / "samples/ascend/include"), str(source), "-o", str(ir)])
    if result.returncode != 0:
        raise RuntimeError(f"clang-16 on {source}: {result.stderr}")
    return ir


def imprecise(plugin, host, device=None):
    """The launches' imprecise entries of `print<uar>` on one program, and (exact, all) of
    their accesses."""
    # The report goes to a scratch file: `host` may be a sample in the repository.
    with tempfile.NamedTemporaryFile(suffix=".json") as scratch:
        return read_report(plugin, host, device, pathlib.Path(scratch.name))


def read_report(plugin, host, device, report):
    """`imprecise`, the JSON report written to `report`."""
    device_option = f"device={device};" if device else ""
    passes = f"print<uar;{device_option}report={report}>"
    result = run(["opt-16", f"-load-pass-plugin={plugin}", f"-passes={passes}", "-disable-output", str(host)])
    accesses = [access for statement in json.loads(report.read_text())["program"]["statements"]
                for access in launch_accesses(statement)]
    entries = []
    for line in result.stderr.splitlines():
        match = re.search(r" imprecise \[(.*)\] domain", line)
        if match and ": launch " in line:
            # Each entry starts as an `EffectsGap` prints (a reason may itself hold "; ").
            starts = "load|store|kernel|launched|the launch|pointer|argument|device memory"
            entries += re.split(rf"; (?=(?:{starts}))", match.group(1))
    return entries, (sum(access["exact"] for access in accesses), len(accesses))


def launch_accesses(statement):
    launch = statement["kind"].get("Launch") if isinstance(statement["kind"], dict) else None
    effects = (launch or {}).get("effects", {}).get("Ok")
    return effects["accesses"] if effects else []


def tally(counts, read):
    entries, (exact, accesses) = read
    counts["exact"] += exact
    counts["accesses"] += accesses
    for entry in entries:
        reason = next((name for name, text in REASONS if text in entry), "other")
        counts[reason] += 1
        counts["total"] += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plugin", default=str(ROOT / "build/libsyncfuse.so"))
    parser.add_argument("--chains", type=int, default=25)
    args = parser.parse_args()
    cuda = cuda_root()
    groups = collections.OrderedDict()
    with tempfile.TemporaryDirectory() as scratch:
        out = pathlib.Path(scratch)
        samples = groups.setdefault("CUDA samples (bundled .ll)", collections.Counter())
        for host in sorted((ROOT / "samples/cuda").glob("*.host.ll")):
            tally(samples, imprecise(args.plugin, host, str(host).replace(".host.ll", ".dev.ll")))
        for level in ("-O1", "-O2"):
            corpus = groups.setdefault(f"corpus {level}", collections.Counter())
            for source in sorted((ROOT / "samples/cuda/bench").glob("*.cu")):
                host, device = compile_cuda(source, level, out, cuda)
                tally(corpus, imprecise(args.plugin, host, device))
            chains = groups.setdefault(f"random chains {level} (seeds 0-{args.chains - 1})", collections.Counter())
            for seed in range(args.chains):
                source = out / f"chain{seed}.cu"
                source.write_text(run([sys.executable, str(ROOT / "scripts/generators/gen-random-cuda-chain.py"), str(seed)]).stdout)
                host, device = compile_cuda(source, level, out, cuda)
                tally(chains, imprecise(args.plugin, host, device))
        ascend = groups.setdefault("Ascend programs", collections.Counter())
        for program in sorted((ROOT / "samples/ascend/programs").glob("*.ll")):
            tally(ascend, imprecise(args.plugin, program))
        for level in ("-O1", "-O2"):
            tests = groups.setdefault(f"Ascend test programs {level}", collections.Counter())
            # native_runtime.c is the runtime of the native builds, not a program.
            for source in sorted((ROOT / "tests/ascend_programs").glob("*.c*")):
                if source.name == "native_runtime.c":
                    continue
                tally(tests, imprecise(args.plugin, compile_ascend(source, level, out)))
            programs = groups.setdefault(f"random Ascend programs {level} (seeds 0-{args.chains - 1})",
                                         collections.Counter())
            for seed in range(args.chains):
                source = out / f"program{seed}.c"
                generator = ROOT / "scripts/generators/gen-random-ascend-program.py"
                source.write_text(run([sys.executable, str(generator), str(seed)]).stdout)
                tally(programs, imprecise(args.plugin, compile_ascend(source, level, out)))
    print(f"plugin: {args.plugin}")
    print("| programs | approximate accesses | not affine | run-time row length | unbounded loop | other | exact / all accesses |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, c in groups.items():
        print(f"| {name} | {c['total']} | {c['not affine']} | {c['row length']} | {c['unbounded']} | {c['other']} "
              f"| {c['exact']} / {c['accesses']} |")


if __name__ == "__main__":
    main()
