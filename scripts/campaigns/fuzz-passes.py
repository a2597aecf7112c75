#!/usr/bin/env python3
"""IR fuzzing of every pass (issue 41): random and mutated modules through `opt-16` with
the plugin, each run checked for a crash (a signal, a Rust panic or "internal error", an
LLVM stack dump), a hang (past --timeout seconds, default 300: above every pass's default compile-time budget), an output module the verifier rejects,
and, for Ascend kernels whose input runs cleanly on the simulator's sequential
reference, a synchronised output that races or deadlocks under randomised timings.

Inputs, drawn in turn from --seed on:
  * `llvm-stress-16` modules (random scalar IR: loops, switches, phis, vectors), as they
    are and with pipe calls (copy-in, vector op, copy-out) spliced into their blocks;
  * mutants of the Ascend samples, the Ascend programs, clang -O1/-O2 kernels of
    scripts/generators/gen-random-ascend-kernel.py and the CUDA test programs (tests/cuda): syncs
    dropped or duplicated, integer constants replaced (0, 1, -1, 2^15, 2^31 - 1, 2^63),
    a pipe call's prototype changed (an i16 parameter made i32, the last one dropped),
    branch targets swapped or redirected. Mutants the verifier rejects are discarded
    (counted), since opt never hands them to a pass.

Environment: SYNCFUSE_PLUGIN, SYNCFUSE_BIN (other builds of the plugin and the CLI).
Usage: scripts/campaigns/fuzz-passes.py [--minutes M | --count N] [--seed S] [--timeout T] [--keep DIR]
Prints one line per failure (its input kept under --keep) and a summary; exit status 1
when anything failed. CI runs a small count (tests/integration/fuzz_passes.rs); long runs use --minutes.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PLUGIN = Path(os.environ.get("SYNCFUSE_PLUGIN", REPO / "build" / "libsyncfuse.so"))
SYNCFUSE = Path(os.environ.get("SYNCFUSE_BIN", REPO / "target" / "release" / "syncfuse"))
INCLUDE = REPO / "samples" / "ascend" / "include"
CONSTANTS = ["0", "1", "-1", "7", "32768", "2147483647", "9223372036854775807", "65535"]
PIPE_DECLARATIONS = """
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
"""
PIPE_CALLS = [
    "call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) null, i8 0, i16 1, i16 {n}, i16 0, i16 0)",
    "call void @vadd_f16(ptr addrspace(6) inttoptr (i64 {o} to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) null, i8 {r}, i8 1, i8 1, i8 1, i8 8, i8 8, i8 8)",
    "call void @copy_ubuf_to_gm(ptr addrspace(1) null, ptr addrspace(6) inttoptr (i64 {o} to ptr addrspace(6)), i8 0, i16 1, i16 {n}, i16 0, i16 0)",
]
ASCEND_PASSES = ["ascend-sync", "ascend-sync<mode=unlimited>", "ascend-sync<target=ascend910b>", "print<ascend-deps>"]
PROGRAM_PASSES = ["sirius", "sirius,ascend-sync", "print<uar>", "streams", "tile-sync", "sirius<streams>"]


def run(args, timeout, **kwargs):
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=timeout, **kwargs)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return None, ""


def opt(passes, module, out, timeout, extra=()):
    remarks = "-pass-remarks-missed=ascend-sync"  # budget fallbacks are missed-optimisation remarks
    return run(["opt-16", "-load-pass-plugin", str(PLUGIN), f"-passes={passes}", str(module), remarks, *extra, "-S",
                "-o", str(out)], timeout)


def verifies(module, timeout=60):
    code, _ = run(["opt-16", "-passes=verify", str(module), "-disable-output"], timeout)
    return code == 0


def crash_of(code, text):
    """Why a pass run counts as a crash, or None."""
    if code is None:
        return "hang"
    if code < 0:
        return f"signal {-code}"
    for marker in ["panicked", "internal error", "Stack dump", "RUST_BACKTRACE"]:
        if marker in text:
            return f"'{marker}' in the output"
    if code not in (0, 1):
        return f"exit status {code}"
    return None


# ---- inputs ---------------------------------------------------------------------------

def stress_module(rng, work):
    path = work / "stress.ll"
    size = rng.choice([10, 30, 100, 300])
    code, text = run(["llvm-stress-16", f"--seed={rng.randrange(1 << 31)}", f"--size={size}", "-o", str(path)], 60)
    if code != 0:
        return None
    ir = path.read_text()
    if rng.random() < 0.6:
        ir = splice_pipe_calls(rng, ir)
    return ir


def splice_pipe_calls(rng, ir):
    """Pipe calls after random non-phi instructions of the stress function (a kernel on
    random control flow)."""
    lines = ir.splitlines()
    body = [i for i, line in enumerate(lines)
            if line.startswith("  ") and "phi " not in line and not line.strip().startswith(("br ", "ret", "switch", "]"))
            and not re.match(r"\s+i\d+ ", line)]
    for index in sorted(rng.sample(body, min(len(body), rng.randint(1, 12))), reverse=True):
        call = rng.choice(PIPE_CALLS).format(n=rng.choice([1, 8, 64, 255]), o=rng.choice([0, 4096, 65536]),
                                            r=rng.choice([1, 8, 255]))
        lines.insert(index + 1, "  " + call)
    return "\n".join(lines) + "\n" + PIPE_DECLARATIONS


def corpus_files():
    ascend = sorted((REPO / "samples" / "ascend").glob("*.ll"))
    programs = sorted((REPO / "samples" / "ascend" / "programs").glob("*.ll"))
    cuda = sorted(p for p in (REPO / "tests" / "cuda").glob("*.host.ll"))
    return ascend, programs, cuda


def random_kernel(rng, work):
    seed = rng.randrange(100000)
    source = work / "random.c"
    code, text = run([sys.executable, str(REPO / "scripts" / "generators" / "gen-random-ascend-kernel.py"), str(seed)], 60)
    if code != 0:
        return None
    source.write_text(text)
    out = work / "random.ll"
    code, _ = run(["clang-16", "--target=x86_64-unknown-linux-gnu", rng.choice(["-O1", "-O2"]), "-S", "-emit-llvm",
                   "-I", str(INCLUDE), str(source), "-o", str(out)], 120)
    return out.read_text() if code == 0 else None


# ---- mutations ------------------------------------------------------------------------

def mutate(rng, ir):
    """One to three mutations; the name of each applied."""
    applied = []
    for _ in range(rng.randint(1, 3)):
        name, mutation = rng.choice(MUTATIONS)
        changed = mutation(rng, ir)
        if changed is not None and changed != ir:
            ir = changed
            applied.append(name)
    return ir, applied


def lines_matching(ir, pattern):
    lines = ir.splitlines()
    return lines, [i for i, line in enumerate(lines) if re.search(pattern, line)]


def edit_a_line(rng, ir, pattern, edit):
    """`edit(lines, index)` on one random line matching `pattern`; None when none does."""
    lines, hits = lines_matching(ir, pattern)
    if not hits:
        return None
    edit(lines, rng.choice(hits))
    return "\n".join(lines) + "\n"


def drop_sync(rng, ir):
    pattern = r"call void @llvm\.hivm\.|cudaDeviceSynchronize|cudaStreamSynchronize"
    return edit_a_line(rng, ir, pattern, lambda lines, at: lines.pop(at))


def duplicate_sync(rng, ir):
    return edit_a_line(rng, ir, r"^\s+(tail )?call void @llvm\.hivm\.", lambda lines, at: lines.insert(at, lines[at]))


def replace_constant(rng, ir):
    def edit(lines, at):
        matches = list(re.finditer(r"\b(i8|i16|i32|i64) ((?:noundef )?(?:zeroext |signext )?)(-?\d+)", lines[at]))
        match = rng.choice(matches)
        width = int(match.group(1)[1:])
        value = int(rng.choice(CONSTANTS))
        value = (value + (1 << (width - 1))) % (1 << width) - (1 << (width - 1))  # fits the type
        lines[at] = lines[at][:match.start(3)] + str(value) + lines[at][match.end(3):]
    return edit_a_line(rng, ir, r"^\s+.*\b(i8|i16|i32|i64) (noundef )?(zeroext |signext )?-?\d+", edit)


def change_prototype(rng, ir):
    """An i16 parameter of a declared pipe call made i32 (declaration and every call), or
    its last parameter dropped: still valid IR, no longer the op table's prototype."""
    declared = re.findall(r"^declare [^@]*@((?:copy|load|v[a-z]+|mad)[A-Za-z0-9_]*)\(", ir, re.M)
    if not declared:
        return None
    callee = rng.choice(declared)
    out = []
    widen = rng.random() < 0.5
    for line in ir.splitlines():
        if f"@{callee}(" in line:
            if widen:
                line = re.sub(r"\bi16\b", "i32", line, count=1)
            else:
                line = re.sub(r",[^,()]*\)(?=[^()]*$)", ")", line, count=1)
        out.append(line)
    return "\n".join(out) + "\n"


def swap_branch(rng, ir):
    def edit(lines, at):
        lines[at] = re.sub(r"label (%[\w.]+), label (%[\w.]+)", r"label \2, label \1", lines[at])
    return edit_a_line(rng, ir, r"^\s+br i1 [^,]+, label %[\w.]+, label %[\w.]+", edit)


def redirect_branch(rng, ir):
    labels = re.findall(r"^([\w.]+):", ir, re.M)
    if not labels:
        return None
    def edit(lines, at):
        lines[at] = re.sub(r"label %[\w.]+", f"label %{rng.choice(labels)}", lines[at])
    return edit_a_line(rng, ir, r"^\s+br label %[\w.]+", edit)


MUTATIONS = [("drop-sync", drop_sync), ("duplicate-sync", duplicate_sync), ("constant", replace_constant),
             ("prototype", change_prototype), ("swap-branch", swap_branch), ("redirect-branch", redirect_branch)]


# ---- checks ---------------------------------------------------------------------------

def kernel_args(ir, name):
    """Simulator arguments for kernel `name` read from its signature: a 256 KiB GM buffer
    per global pointer, 3 for an integer."""
    match = re.search(rf"define [^@]*@{re.escape(name)}\(", ir)
    if not match:
        return None
    args = []
    for param in parameters(ir, match.end()):
        if param.startswith("ptr addrspace(1)"):
            args += ["--arg", f"gm:262144:{len(args) + 1}:f16"]
        elif re.match(r"i\d+", param):
            args += ["--arg", "3"]
        else:
            return None
    return args


def parameters(ir, start):
    """The parameter texts of the list that opens before `start` (nested parentheses:
    `ptr addrspace(1)`)."""
    texts, depth, begin = [], 0, start
    for index in range(start, len(ir)):
        if ir[index] == "(":
            depth += 1
        elif ir[index] == ")" and depth:
            depth -= 1
        elif ir[index] in ",)":
            texts.append(ir[begin:index].strip())
            if ir[index] == ")":
                return [text for text in texts if text]
            begin = index + 1
    return []


def simulate(module, name, args, extra, timeout):
    return run([str(SYNCFUSE), "simulate", str(module), "--kernel", name, *args, *extra], timeout)


SIMULATED = {"kernels": 0, "over budget": 0}


def check_ascend_kernels(ir, inputs, output, passes, diagnostics, timeout):
    """Failures of the synchronised kernels of a valid input (clean sequential reference on
    the pass's target; kernels the pass left unchanged, with a warning, do not count)."""
    failures = []
    target = re.search(r"target=([\w.]+)", passes)
    target = ["--target", target.group(1)] if target else []
    for name in re.findall(r"^define [^@]*@([\w.$]+)\(", ir, re.M):
        args = kernel_args(ir, name)
        if args is None or f"function '{name}'" in diagnostics and "(left unchanged)" in diagnostics:
            continue
        code, _ = simulate(inputs, name, args + target, ["--sequential", "--step-limit", "2000000"], timeout)
        if code != 0:
            continue
        SIMULATED["kernels"] += 1
        code, text = simulate(output, name, args + target, ["--seeds", "3", "--step-limit", "2000000"], timeout)
        if code is None:
            failures.append(f"simulating @{name} hung")
        elif code != 0 and "not finish" not in text:
            failures.append(f"@{name} valid before, fails after: {text.strip().splitlines()[-1] if text.strip() else code}")
    return failures


def passes_for(kind, device, device_out):
    if kind != "cuda":
        return {"ascend": ASCEND_PASSES + ["sirius"], "program": PROGRAM_PASSES,
                "stress": ASCEND_PASSES + PROGRAM_PASSES}[kind]
    modules = f"device={device};device-out={device_out}"
    return [f"sirius<{modules}>", f"streams<{modules}>", f"tile-sync<{modules}>", f"print<uar;tile-deps;device={device}>",
            f"sirius<{modules};tile-sync;streams>"]


def check(kind, ir, work, timeout, device=None):
    """Every pass on one input; a list of failure descriptions (None: not valid IR)."""
    module = work / "in.ll"
    module.write_text(ir)
    if not verifies(module):
        return None
    failures = []
    out, device_out = work / "out.ll", work / "out.dev.ll"
    for passes in passes_for(kind, device, device_out):
        for stale in (out, device_out):
            stale.unlink(missing_ok=True)
        code, text = opt(passes, module, out, timeout)
        SIMULATED["over budget"] += text.count("compile-time budget of")
        crash = crash_of(code, text)
        if crash:
            failures.append(f"{passes}: {crash}")
            continue
        if code == 0 and out.exists() and not verifies(out):
            failures.append(f"{passes}: the output module does not verify")
        if code == 0 and device_out.exists() and not verifies(device_out):
            failures.append(f"{passes}: the device output does not verify")
        if code == 0 and passes.startswith("ascend-sync") and "unlimited" not in passes:
            failures += [f"{passes}: {f}" for f in check_ascend_kernels(ir, module, out, passes, text, timeout)]
    return failures


def draw(rng, index, work, corpus):
    """The next input: (kind, IR, device module path or None, origin, mutations), or None
    when it could not be made or is not valid IR."""
    ascend, programs, cuda = corpus
    choice = index % 5
    if choice == 0:
        ir = stress_module(rng, work)
        if ir is None:
            return None
        ir, applied = mutate(rng, ir) if rng.random() < 0.3 else (ir, [])
        return "stress", ir, None, "llvm-stress", applied
    if choice in (1, 2, 3):
        source = rng.choice(ascend if choice == 1 else programs) if choice != 2 else None
        ir = source.read_text() if source else random_kernel(rng, work)
        if ir is None:
            return None
        kind = "program" if choice == 3 else "ascend"
        ir, applied = mutate(rng, ir)
        return kind, ir, None, source.name if source else "random kernel", applied
    host = rng.choice(cuda)
    host_ir, device_ir = host.read_text(), Path(str(host).replace(".host.ll", ".device.ll")).read_text()
    if rng.random() < 0.3:
        device_ir, applied = mutate(rng, device_ir)
    else:
        host_ir, applied = mutate(rng, host_ir)
    device = work / "device.ll"
    device.write_text(device_ir)
    if not verifies(device):
        return None
    return "cuda", host_ir, device, host.name, applied


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float)
    parser.add_argument("--count", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    # Above the passes' default budgets (60 s per kernel, 120 s per program), which end a
    # slow run with the safe result: past this, a run counts as a hang.
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--keep", type=Path, default=REPO / "build" / "fuzz-failures")
    args = parser.parse_args()
    if not PLUGIN.is_file() or not SYNCFUSE.is_file():
        sys.exit(f"{PLUGIN} or {SYNCFUSE} missing: run scripts/setup/build-plugin.sh and cargo build --release first")
    rng = random.Random(args.seed)
    corpus = corpus_files()
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    counts = {"inputs": 0, "discarded": 0, "failed": 0}
    kinds = {}
    with tempfile.TemporaryDirectory() as directory:
        work = Path(directory)
        index = 0
        while (deadline and time.time() < deadline) or (not deadline and index < args.count):
            index += 1
            drawn = draw(rng, index, work, corpus)
            failures = drawn and check(drawn[0], drawn[1], work, args.timeout, drawn[2])
            if failures is None:
                counts["discarded"] += 1
                continue
            kind, _, device, origin, applied = drawn
            counts["inputs"] += 1
            kinds[kind] = kinds.get(kind, 0) + 1
            if failures:
                counts["failed"] += 1
                args.keep.mkdir(parents=True, exist_ok=True)
                kept = args.keep / f"failure-{args.seed}-{index}.ll"
                shutil.copy(work / "in.ll", kept)
                if device is not None:
                    shutil.copy(device, args.keep / f"failure-{args.seed}-{index}.device.ll")
                for failure in failures:
                    print(f"FAIL {kept.name} ({origin}, {'+'.join(applied) or 'as generated'}): {failure}", flush=True)
            if index % 25 == 0:
                print(f"... {counts['inputs']} inputs, {counts['failed']} failed, {counts['discarded']} discarded",
                      flush=True)
    by_kind = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
    print(f"fuzz-passes: {counts['inputs']} inputs checked ({by_kind}), {counts['discarded']} mutants discarded "
          f"(not valid IR), {SIMULATED['kernels']} synchronised kernels run on the simulator, {SIMULATED['over budget']} pass runs past their "
          f"compile-time budget (safe result instead), {counts['failed']} with failures")
    sys.exit(1 if counts["failed"] else 0)


if __name__ == "__main__":
    main()
