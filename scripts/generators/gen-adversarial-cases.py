#!/usr/bin/env python3
"""Writes tests/adversarial/cases.json, the adversarial corpus of issue 41: inputs nobody
intended, each with the command a careless or hostile user runs, the exit status, the
diagnostic it must print and, where a kernel comes out, the simulator's verdict on it.
tests/integration/adversarial.rs runs every case (no panic, no Rust backtrace, no hang, ever).

A case: `name`, `class`, `input` (a repository file, optionally with textual
replacements `[from, to]`, or a generator command), `run` (`opt` = opt-16 with the
plugin, `syncfuse` = the CLI; `{in}`, `{out}`, `{tmp}` are the input, an output file and
a scratch directory), `exit`, `expect` (substrings of stdout + stderr) and optionally
`simulate` (a kernel and its --arg specs: the output must run clean under randomised
timings).

Usage: scripts/generators/gen-adversarial-cases.py > tests/adversarial/cases.json
"""
import json
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
VEC_ADD = "samples/ascend/vec_add.ll"
VEC_ADD_MANUAL = "samples/ascend/vec_add_manual.ll"
LIT_VEC_ADD = "tests/lit/Inputs/vec_add.ll"
LIT_VEC_ADD_ARGS = ["gm:4096:1:f16", "gm:4096:2:f16", "gm:4096"]
PROGRAM = "samples/ascend/programs/elementwise_chain_nosync.ll"
CUDA_HOST, CUDA_DEVICE = "samples/cuda/bert_qkv.host.ll", "samples/cuda/bert_qkv.dev.ll"
cases = []


def case(name, klass, run, exit, expect, input=None, simulate=None):
    entry = {"name": name, "class": klass, "input": input, "run": run, "exit": exit, "expect": expect}
    if simulate:
        entry["simulate"] = simulate
    assert name not in {c["name"] for c in cases}, name
    cases.append(entry)


def file(path, *replace):
    return {"file": path, "replace": [list(r) for r in replace]}


# ---- 1. parameters of every pass -------------------------------------------------------
PASSES = {
    "ascend-sync": (VEC_ADD, ["target", "report", "mode", "on-reject", "budget-ms"]),
    "sirius": (CUDA_HOST, ["device", "device-out", "report", "target", "budget-ms"]),
    "streams": (CUDA_HOST, ["device", "device-out", "report", "profile", "target", "streams", "split", "budget-ms"]),
    "tile-sync": (CUDA_HOST, ["device", "device-out", "report", "profile", "budget-ms"]),
    "ascend-sim": (VEC_ADD, ["kernel", "seed", "runs", "report", "svg", "target", "step-limit"]),
}
for pass_name, (sample, keys) in PASSES.items():
    for key in keys:
        case(f"{pass_name}-{key}-twice", "parameter set twice", ["opt", f"-passes={pass_name}<{key}=a;{key}=b>", "{in}",
             "-disable-output"], 1, [f"error: {pass_name}: '{key}=a' and '{key}=b' both set {key}"], file(sample))
    case(f"{pass_name}-unknown-parameter", "unknown parameter", ["opt", f"-passes={pass_name}<colour=blue>", "{in}",
         "-disable-output"], 1, [f"{pass_name}: unknown parameter 'colour=blue'"], file(sample))
for pass_name, value, message in [
    ("ascend-sync", "mode=fast", "ascend-sync: unknown mode 'fast'"),
    ("ascend-sync", "budget-ms=-5", "ascend-sync: budget-ms '-5' is not a number of milliseconds from 0 to 86400000"),
    ("ascend-sync", "budget-ms=1e3", "ascend-sync: budget-ms '1e3' is not a number"),
    ("ascend-sync", "target=ascend999", "ascend-sync: target 'ascend999'"),
    ("ascend-sync", "on-reject=ignore", "ascend-sync: unknown parameter 'on-reject=ignore'"),
    ("ascend-sync", "strict;on-reject=warn", "ascend-sync: 'strict' and 'on-reject=warn' both set on-reject"),
    ("sirius", "budget-ms=99999999999", "sirius: budget-ms '99999999999' is not a number of milliseconds"),
    ("sirius", "streams=0", "sirius: streams=0 is not a count of streams from 1 to 4294967295"),
    ("sirius", "streams=4294967296", "sirius: streams=4294967296 is not a count of streams"),
    ("sirius", "tile-sync-report=r.json", "sirius: tile-sync-report= needs tile-sync"),
    ("sirius", "device=a.ll", "sirius: device= and device-out= go together"),
    ("streams", "streams=-1", "streams: streams=-1 is not a count of streams"),
    ("streams", "split=0", "streams: split=0"),
    ("ascend-sim", "seed=1", "ascend-sim: kernel=NAME is required"),
]:
    sample = PASSES[pass_name][0]
    case(f"{pass_name}-{re.sub('[^a-z0-9]+', '-', value)}", "parameter value", ["opt", f"-passes={pass_name}<{value}>",
         "{in}", "-disable-output"], 1, [message], file(sample))

# ---- 2. the command line ---------------------------------------------------------------
SIM = ["syncfuse", "simulate", "{in}", "--kernel", "vec_add"]
for name, extra, message in [
    ("seeds-huge", ["--seeds", "18446744073709551615"], "18446744073709551615 is not in 0..=1000000"),
    ("step-limit-zero", ["--step-limit", "0"], "0 is not in 1.."),
    ("block-num-zero", ["--block-num", "0"], "0 is not in 1..=65535"),
    ("block-idx-past-num", ["--block-idx", "4", "--block-num", "4"], "--block-idx 4 is not below --block-num 4"),
    ("gm-huge", ["--arg", "gm:99999999999999999"], "more than the 4294967296 a buffer may take"),
    ("gm-negative", ["--arg", "gm:-1"], "the size must be a byte count"),
    ("gm-bad-seed", ["--arg", "gm:64:x"], "the seed must be an integer"),
    ("gm-too-many-fields", ["--arg", "gm:64:1:f16:9"], "expected gm:<bytes>[:seed[:f16|f32]]"),
    ("file-missing", ["--arg", "file:/nonexistent/buffer.bin"], "--arg file:/nonexistent/buffer.bin"),
    ("arg-junk", ["--arg", "twelve"], "--arg twelve: expected gm:<bytes>[:seed[:f16|f32]], file:<path> or a number"),
    ("target-unknown", ["--target", "ascend999"], "ascend999"),
]:
    args = ["--arg", "gm:16384", "--arg", "gm:16384", "--arg", "gm:16384"] if "--arg" not in extra else []
    case(f"simulate-{name}", "command line", SIM + args + extra, 2, [message], file(VEC_ADD))
case("simulate-too-few-args", "command line", SIM + ["--arg", "gm:16384"], 2, ["vec_add"], file(VEC_ADD))
case("simulate-no-such-kernel", "command line", ["syncfuse", "simulate", "{in}", "--kernel", "nope", "--arg", "1"], 2,
     ["nope"], file(VEC_ADD))
case("simulate-not-ir", "command line", ["syncfuse", "simulate", "{in}", "--kernel", "vec_add"], 2, ["error"],
     file("README.md"))
case("simulate-missing-file", "command line", ["syncfuse", "simulate", "{tmp}/absent.ll", "--kernel", "k"], 2,
     ["absent.ll"])
RUN = ["syncfuse", "run", "--host", "tests/cuda/runaway.host.ll", "--device", "tests/cuda/runaway.device.ll"]
for name, extra, message in [
    ("sms-zero", ["--sms", "0"], "0 is not in 1..=4096"),
    ("sms-huge", ["--sms", "5000"], "5000 is not in 1..=4096"),
    ("step-limit-zero", ["--step-limit", "0"], "0 is not in 1.."),
    ("entry-missing", ["--entry", "no_such_function"], "no_such_function"),
    ("kind-unknown", ["--kind", "tpu"], "tpu"),
    ("host-without-device", ["--device", "tests/cuda/runaway.host.ll", "--host", "tests/cuda/absent.ll"], "absent.ll"),
    ("runaway-kernel", ["--step-limit", "50000"], "did not finish: stopped after 50000 instructions (step limit) in @_Z4spinPVi"),
    ("runaway-host", ["--step-limit", "50000", "--", "forever"], "host function @main: did not finish"),
]:
    base = RUN if name != "host-without-device" else ["syncfuse", "run"]
    code = 1 if name.startswith("runaway") else 2
    case(f"run-{name}", "command line", base + extra, code, [message])
case("run-int-argument-overflow", "command line", ["syncfuse", "run", "--host", "tests/cuda/exec_basics.host.ll",
     "--device", "tests/cuda/exec_basics.device.ll", "--entry", "run_exec_basics", "--arg", "4294967396"], 2,
     ["4294967396"])

# ---- 3. kernels ascend-sync must refuse, warn about, or synchronise correctly -----------
CALL_LINE = "i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !15"
def argument_spans(line, callee):
    """The (start, end) of each top-level argument of the call or declaration of `callee`."""
    at = line.index(f"@{callee}(") + len(callee) + 2
    spans, depth, start = [], 0, at
    for index in range(at, len(line)):
        if line[index] == "(":
            depth += 1
        elif line[index] == ")" and depth > 0:
            depth -= 1
        elif line[index] in ",)" and depth == 0:
            spans.append((start, index))
            if line[index] == ")":
                return spans
            start = index + 1
    return spans


def moved_pointer(line, callee, argument):
    start, end = argument_spans(line, callee)[argument]
    return line[:start] + re.sub(r"addrspace\(\d\)", "addrspace(3)", line[start:end]) + line[end:]


def dropped_last_argument(line, callee):
    spans = argument_spans(line, callee)
    return line[:spans[-2][1]] + line[spans[-1][1]:]


sample_text = (REPO / VEC_ADD).read_text()
for callee in ["copy_gm_to_ubuf", "copy_ubuf_to_gm", "vadd_f16"]:
    lines = [line for line in sample_text.splitlines() if f"@{callee}(" in line]
    # A pointer argument the sample passes as a constant (the UB one), in address space 3.
    argument = 1 if callee == "copy_ubuf_to_gm" else 0
    wrong_space = [(line, moved_pointer(line, callee, argument)) for line in lines]
    case(f"prototype-{callee}-address-space", "pipe call prototype", ["opt", "-passes=ascend-sync", "{in}",
         "-disable-output"], 0, [f"'{callee}'", "ordered as an unknown op"], file(VEC_ADD, *wrong_space))
    dropped = [(line, dropped_last_argument(line, callee)) for line in lines]
    case(f"prototype-{callee}-arity", "pipe call prototype", ["opt", "-passes=ascend-sync", "{in}", "-disable-output"],
         0, [f"'{callee}'", "ordered as an unknown op"], file(VEC_ADD, *dropped))
    # Not a rejection: `strict` still synchronises the kernel (with the warning).
    case(f"prototype-{callee}-arity-strict", "pipe call prototype", ["opt", "-passes=ascend-sync<strict>", "{in}",
         "-S", "-o", "{out}"], 0, [f"'{callee}'", "warning:"], file(VEC_ADD, *dropped))

SYNC = "tail call void @llvm.hivm.{kind}.FLAG.IMM(i64 noundef {a}, i64 noundef {b}, i64 noundef {e}) #2"
for name, replace, message in [
    ("wait-dropped", [(SYNC.format(kind="WAIT", a=4, b=1, e=0), "")], "is still set when block 'bb3' returns (left unchanged)"),
    ("set-dropped", [(SYNC.format(kind="SET", a=4, b=1, e=0), "")], "left unchanged"),
    ("set-duplicated", [(SYNC.format(kind="SET", a=4, b=1, e=0), SYNC.format(kind="SET", a=4, b=1, e=0) + "\n  " + SYNC.format(kind="SET", a=4, b=1, e=0))], "left unchanged"),
    ("event-99", [("i64 noundef 4, i64 noundef 1, i64 noundef 0)", "i64 noundef 4, i64 noundef 1, i64 noundef 99)")],
     "names an event ID the target does not have"),
    ("event-4-on-4-ids", [("i64 noundef 4, i64 noundef 1, i64 noundef 0)", "i64 noundef 4, i64 noundef 1, i64 noundef 4)")],
     "(it has 4 per pipe pair: 0 to 3)"),
    ("same-pipe-pair", [("FLAG.IMM(i64 noundef 4, i64 noundef 1,", "FLAG.IMM(i64 noundef 4, i64 noundef 4,")],
     "set and wait pipe are both"),
    ("pipe-9", [("FLAG.IMM(i64 noundef 4, i64 noundef 1,", "FLAG.IMM(i64 noundef 9, i64 noundef 1,")], "9 is not a pipe"),
]:
    case(f"input-sync-{name}", "input syncs", ["opt", "-passes=ascend-sync", "{in}", "-S", "-o", "{out}"], 0,
         [message] if message else [], file(VEC_ADD_MANUAL, *replace))
case("event-99-unlimited-mode", "input syncs", ["opt", "-passes=ascend-sync<mode=unlimited;report={tmp}/r.json>",
     "{in}", "-disable-output"], 0, [], file(VEC_ADD_MANUAL, ("i64 noundef 4, i64 noundef 1, i64 noundef 0)",
     "i64 noundef 4, i64 noundef 1, i64 noundef 99)")))

for name, replace, message in [
    ("footprint-beyond-ub", [(CALL_LINE, CALL_LINE.replace("zeroext 1, i16 noundef zeroext 512", "zeroext -1, i16 noundef zeroext -1"))],
     "copy_gm_to_ubuf writes UB bytes [0, 137434759200), outside the target's 262144 bytes of UB"),
    ("footprint-negative-address", [("ptr addrspace(6) noundef null, ptr addrspace(1) noundef %6",
                                     "ptr addrspace(6) noundef inttoptr (i64 -64 to ptr addrspace(6)), ptr addrspace(1) noundef %6")],
     "copy_gm_to_ubuf writes UB bytes [-64,"),
    ("footprint-past-ub-end", [("ptr addrspace(6) noundef null, ptr addrspace(1) noundef %6",
                                "ptr addrspace(6) noundef inttoptr (i64 262000 to ptr addrspace(6)), ptr addrspace(1) noundef %6")],
     "outside the target's 262144 bytes of UB"),
]:
    case(name, "footprints", ["opt", "-passes=ascend-sync", "{in}", "-disable-output"], 0, [message], file(VEC_ADD, *replace))

for target_edit, message in [
    (('"UB": 262144', '"UB": 0'), "the capacity of UB is zero"),
    (('"L0C": 262144, ', ''), "capacities has no entry for L0C"),
    (('"event_ids_per_pair": 4', '"event_ids_per_pair": 0'), "event_ids_per_pair must be at least 1"),
    (('"pipe": "MTE2"', '"pipe": "MTE9"'), "unknown pipe 'MTE9'"),
    (('{', '['), "target"),
]:
    slug = re.sub("[^a-z0-9]+", "-", message.lower()).strip("-")[:40]
    case(f"target-file-{slug}", "target files", ["opt", "-passes=ascend-sync<target={in}>", VEC_ADD, "-disable-output"],
         1, [message], file("targets/ascend910a.json", target_edit))

case("budget-zero-falls-back", "budgets", ["opt", "-passes=ascend-sync<budget-ms=0>", "-pass-remarks-missed=ascend-sync",
     "{in}", "-S", "-o", "{out}"], 0, ["the compile-time budget of 0 ms ran out"], file(LIT_VEC_ADD),
     {"kernel": "vec_add", "args": LIT_VEC_ADD_ARGS})
case("unknown-ops-everywhere-over-budget", "budgets", ["opt", "-passes=ascend-sync<budget-ms=2000>",
     "-pass-remarks-missed=ascend-sync", "{in}", "-S", "-o", "{out}"], 0,
     ["ordered as an unknown op", "the compile-time budget of 2000 ms ran out by the end of"],
     file("tests/adversarial/unknown-ops-everywhere.ll"),
     {"kernel": "fuzz", "args": ["gm:262144:1:f16", "gm:262144:2:f16", "gm:262144:3:f16", "gm:262144", "3", "3"]})
case("barrier-all-mode-runs-clean", "modes", ["opt", "-passes=ascend-sync<mode=barrier-all>", "{in}", "-S", "-o", "{out}"],
     0, [], file(LIT_VEC_ADD), {"kernel": "vec_add", "args": LIT_VEC_ADD_ARGS})
case("auto-mode-runs-clean", "modes", ["opt", "-passes=ascend-sync", "{in}", "-S", "-o", "{out}"], 0, [],
     file(LIT_VEC_ADD), {"kernel": "vec_add", "args": LIT_VEC_ADD_ARGS})
case("ascend910b-runs-clean", "modes", ["opt", "-passes=ascend-sync<target=ascend910b>", "{in}", "-S", "-o", "{out}"], 0,
     [], file(LIT_VEC_ADD), {"kernel": "vec_add", "args": LIT_VEC_ADD_ARGS, "target": "ascend910b"})
for cases_count, shape in [(8, "switch"), (800, "switch"), (800, "switch-join"), (7, "switch-join")]:
    case(f"switch-{cases_count}-{shape}", "switches", ["opt", "-passes=ascend-sync", "{in}", "-S", "-o", "{out}"], 0, [],
         {"generate": ["python3", "scripts/generators/gen-scaling-kernel.py", str(cases_count), shape]},
         {"kernel": "scaling", "args": ["gm:8192", f"gm:{cases_count * 4096 + 8192}", str(cases_count - 1)]})
for tiles, shape in [(1, "straight"), (64, "loop")]:
    case(f"scaling-{tiles}-{shape}", "loops", ["opt", "-passes=ascend-sync", "{in}", "-S", "-o", "{out}"], 0, [],
         {"generate": ["python3", "scripts/generators/gen-scaling-kernel.py", str(tiles), shape]},
         {"kernel": "scaling", "args": [f"gm:{tiles * 4096}", f"gm:{tiles * 4096}", "3"]})

# Kernels whose control flow or calls the pass cannot take.
COPY_IN = "declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)"


def kernel_calling(parameters, line, declarations=""):
    """A kernel @k(ptr addrspace(1) %x, parameters) with a copy-in, then `line`."""
    return f"""
{COPY_IN}
{declarations}
define void @k(ptr addrspace(1) %x{parameters}) {{
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 8, i16 0, i16 0)
  {line}
  ret void
}}"""


for name, ir, message in [
    ("irreducible", f"""
{COPY_IN}
define void @k(ptr addrspace(1) %x, i1 %c) {{
entry:
  br i1 %c, label %a, label %b
a:
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 8, i16 0, i16 0)
  br label %b
b:
  br i1 %c, label %a, label %exit
exit:
  ret void
}}""", "irreducible"),
    ("indirect-call", kernel_calling(", ptr %f", "call void %f()"), "left unchanged"),
    ("recursion", kernel_calling("", "call void @k(ptr addrspace(1) %x)"), "left unchanged"),
    ("inline-asm", kernel_calling("", 'call void asm sideeffect "nop", ""()'), "inline assembly"),
    ("no-kernel", """
define i32 @f(i32 %x) {
  ret i32 %x
}""", "no kernel found"),
    ("unknown-external-call", kernel_calling("", "call void @mystery(ptr addrspace(6) null)",
                                             "declare void @mystery(ptr addrspace(6))"), "mystery"),
    ("non-constant-event", kernel_calling(", i64 %e", "call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 %e)",
                                          "declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)"),
     "the event ID is not a constant"),
    ("empty-module", "", "no kernel found"),
]:
    case(f"kernel-{name}", "kernels refused", ["opt", "-passes=ascend-sync", "{in}", "-disable-output"], 0, [message],
         {"text": ir})
    deps = "ascend-deps: no kernel found" if "no kernel" in message else "ascend-deps: kernel 'k': not analysed: "
    case(f"kernel-{name}-deps", "kernels refused", ["opt", "-passes=print<ascend-deps>", "{in}", "-disable-output"], 0,
         [deps], {"text": ir})

# ---- 4. programs -----------------------------------------------------------------------
for name, replace, message in [
    ("argument-block-short", ("i32 noundef 32, ptr noundef null", "i32 noundef 24, ptr noundef null"),
     "the launch passes an argument block of 24 bytes, but kernel 'add_kernel' takes 4 parameters of 8 bytes"),
    ("argument-block-long", ("i32 noundef 32, ptr noundef null", "i32 noundef 40, ptr noundef null"),
     "argument block of 40 bytes"),
    ("block-dim-zero", ("@add_kernel, i32 noundef 8", "@add_kernel, i32 noundef 0"), "blockDim of S9 is 0"),
    ("launch-main", ("ptr noundef nonnull @relu_kernel", "ptr noundef nonnull @main"),
     "the launch names host function 'main'"),
]:
    case(f"program-{name}", "Ascend programs", ["opt", "-passes=sirius", "-pass-remarks-missed=sirius", "{in}",
         "-disable-output"], 0, [message], file(PROGRAM, replace))
    case(f"program-{name}-uar", "Ascend programs", ["opt", "-passes=print<uar>", "{in}", "-disable-output"], 0,
         ["UAR of module"], file(PROGRAM, replace))
    case(f"program-{name}-streams", "Ascend programs", ["opt", "-passes=streams", "{in}", "-disable-output"], 0, [],
         file(PROGRAM, replace))
case("program-tile-sync-on-ascend", "Ascend programs", ["opt", "-passes=tile-sync", "{in}", "-disable-output"], 0,
     ["tile synchronisation is for CUDA programs"], file(PROGRAM))
for pass_name, stage in [("streams", "stream scheduling"), ("tile-sync", "the tile dependence analysis")]:
    case(f"cuda-{pass_name}-budget-zero", "budgets", ["opt",
         f"-passes={pass_name}<budget-ms=0;device={CUDA_DEVICE};device-out={{tmp}}/o.ll>", "{in}", "-disable-output"], 0,
         [f"ran out by the end of {stage}: nothing rewritten"], file(CUDA_HOST))
case("program-budget-zero", "budgets", ["opt", "-passes=sirius<budget-ms=0>", "{in}", "-disable-output"], 0,
     ["ran out by the end of fusion planning: nothing fused"], file(PROGRAM))
case("program-sirius-as-written", "Ascend programs", ["opt", "-passes=sirius", "{in}", "-disable-output"], 0, [],
     file(PROGRAM))

for pass_name in ["sirius", "streams", "tile-sync"]:
    for name, device, message in [
        ("empty-device", "tests/adversarial/empty.ll", "the device module defines none of the kernels"),
        ("host-as-device", CUDA_HOST, "the device module defines none of the kernels"),
        ("device-missing", "{tmp}/absent.ll", "absent.ll"),
    ]:
        out = ";device-out={tmp}/out.dev.ll"
        code = 1 if name == "device-missing" else 0
        case(f"cuda-{pass_name}-{name}", "CUDA programs", ["opt", f"-passes={pass_name}<device={device}{out}>", "{in}",
             "-disable-output"], code, [message], file(CUDA_HOST))
    case(f"cuda-{pass_name}-as-written", "CUDA programs", ["opt",
         f"-passes={pass_name}<device={CUDA_DEVICE};device-out={{tmp}}/out.dev.ll>", "{in}", "-disable-output"], 0, [],
         file(CUDA_HOST))
for pass_name in ["sirius", "streams"]:
    case(f"cuda-{pass_name}-target-ignored", "CUDA programs", ["opt",
         f"-passes={pass_name}<target=ascend910b;device={CUDA_DEVICE}" + (";device-out={tmp}/o.ll" if pass_name == "sirius" else "") + ">",
         "{in}", "-disable-output"], 0, [f"{pass_name}: target=ascend910b names an Ascend target"], file(CUDA_HOST))
case("cuda-single-module-without-device", "CUDA programs", ["opt", "-passes=sirius", "{in}", "-disable-output"], 0, [],
     file(CUDA_HOST))
case("cuda-uar-not-a-program", "CUDA programs", ["opt", "-passes=print<uar>", "{in}", "-disable-output"], 0, [],
     {"text": "define i32 @main() {\n  ret i32 0\n}\n"})

json.dump(cases, __import__("sys").stdout, indent=1)
print()
