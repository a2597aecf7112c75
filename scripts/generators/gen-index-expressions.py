#!/usr/bin/env python3
"""Random index expressions as people write them and clang emits them (issue 42's
differential test of the front-end): CUDA probe kernels, or with `--ascend` AI-Core
kernels in C++ (the core index split as `t = core % 8, b = core / 8`, stores by the
scalar unit or by an MTE3 copy of 1-2 bursts of 32 bytes with a gap), each storing
through one index expression of the thread (core) and block indices, loop counters and a
size argument, built from masks, shifts, divisions and remainders by constants (signed
and unsigned), min and max, selects, disjoint ors of a masked value and a shifted one,
`n - 1 - i` in reverse loops, and loops of 0, 1 and several trips (counted up, down, with
a stride, unsigned, nested; clang -O2 unrolls the run-time ones with a remainder loop);
some stores under `if (t < c)`, some in a `switch` on the block or the lane.

    python3 scripts/generators/gen-index-expressions.py SEED [--kernels K] [--narrow] [--ascend]

prints one program: `main` allocates one buffer of SIZE floats and launches each probe
once on a small grid (Ascend: GRID * 8 cores). Every index the generator emits was
evaluated here with C's semantics for every thread and iteration and lies in [0, SIZE)
(an MTE3 copy's every burst too): the executor never faults, and what it records is the truth the front-end's relation must contain.
The first line is a comment with the probes' sources, for failure messages.
"""
import argparse
import random

SIZE = 1 << 14
GRID = 3
WIDTH = 32
ASCEND_THREADS = 8  # `t = core % 8`: the cores of one "block"


def wrap(value, unsigned):
    value &= (1 << WIDTH) - 1
    return value if unsigned or value < (1 << (WIDTH - 1)) else value - (1 << WIDTH)


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


class Expr:
    """C text, an evaluator over an environment, and whether C types it unsigned."""

    def __init__(self, text, evaluate, unsigned=False):
        self.text, self.evaluate, self.unsigned = text, evaluate, unsigned


def leaf(name, unsigned=False):
    return Expr(name, lambda env: env[name], unsigned)


def binary(a, op, b, fold):
    unsigned = a.unsigned or b.unsigned
    def evaluate(env):
        x, y = wrap(a.evaluate(env), unsigned), wrap(b.evaluate(env), unsigned)
        return wrap(fold(x, y), unsigned)
    return Expr(f"({a.text} {op} {b.text})", evaluate, unsigned)


def constant(value):
    return Expr(str(value), lambda env: value)


def unsigned_of(a):
    return Expr(f"(unsigned)({a.text})", lambda env: wrap(a.evaluate(env), True), True)


def call(name, a, b, fold):
    unsigned = a.unsigned or b.unsigned
    return Expr(f"{name}({a.text}, {b.text})",
                lambda env: fold(wrap(a.evaluate(env), unsigned), wrap(b.evaluate(env), unsigned)), unsigned)


def select(condition_text, condition, then, otherwise):
    unsigned = then.unsigned or otherwise.unsigned
    return Expr(f"({condition_text} ? {then.text} : {otherwise.text})",
                lambda env: wrap(then.evaluate(env) if condition(env) else otherwise.evaluate(env), unsigned), unsigned)


def narrowed(e, signed):
    """`(int)(short)(e)` or `(int)(unsigned short)(e)`: 16 bits, sign- or zero-extended."""
    def evaluate(env):
        low = e.evaluate(env) & 0xFFFF
        return low - 0x10000 if signed and low >= 0x8000 else low
    return Expr(f"(int)({'short' if signed else 'unsigned short'})({e.text})", evaluate)


def grow(rng, e, counters, threads, narrow=False):
    """One operation applied to `e`, as source code writes it (`narrow`: also 16-bit casts,
    whose signed and unsigned readings differ); `counters` are the loop counters' leaves,
    `t` ranges over `threads`."""
    kinds = ["add", "scale", "shl", "div", "rem", "low", "high", "shr", "min", "max", "umin",
             "select", "or", "sum", "udiv", "xor"]
    kind = rng.choice(kinds + (["short", "ushort"] if narrow else []))
    if kind in ("short", "ushort"):
        return narrowed(e, kind == "short")
    c = rng.randint(1, 9)
    power = rng.choice([2, 4, 8, 16, 32])
    if kind == "add":
        return binary(e, "+", constant(c), lambda x, y: x + y)
    if kind == "scale":
        return binary(e, "*", constant(rng.randint(2, 5)), lambda x, y: x * y)
    if kind == "shl":
        return binary(e, "<<", constant(rng.randint(1, 3)), lambda x, y: x << y)
    if kind == "div":
        return binary(e, "/", constant(c + 1), trunc_div)
    if kind == "udiv":
        return binary(unsigned_of(e), "/", constant(c + 1), lambda x, y: x // y)
    if kind == "rem":
        return binary(e, "%", constant(c + 1), lambda x, y: x - y * trunc_div(x, y))
    if kind == "low":
        return binary(e, "&", constant(power - 1), lambda x, y: x & y)
    if kind == "high":
        return binary(e, "&", constant(-power), lambda x, y: x & y)
    if kind == "shr":
        return binary(e, ">>", constant(rng.randint(1, 3)), lambda x, y: x >> y)
    if kind == "min":
        return call("min", e, constant(rng.randint(4, 64)), min)
    if kind == "max":
        return call("max", e, constant(rng.randint(0, 8)), max)
    if kind == "umin":
        # `min(i + 1, row_end)` on unsigned values: clang's `llvm.umin`.
        row_end = Expr("(unsigned)(b * 32 + 31)", lambda env: env["b"] * 32 + 31, True)
        return call("min", unsigned_of(e), row_end, min)
    if kind == "select":
        bound = rng.randint(1, threads - 1)
        return select(f"t < {bound}", lambda env: env["t"] < bound, e, binary(e, "+", constant(c), lambda x, y: x + y))
    if kind == "or":
        # (x & (2^k - 1)) | (y << k): disjoint, an addition (LLVM's known bits prove it).
        k = rng.randint(2, 5)
        low = binary(e, "&", constant((1 << k) - 1), lambda x, y: x & y)
        high = binary(rng.choice([leaf("b")] + counters), "<<", constant(k), lambda x, y: x << y)
        return binary(low, "|", high, lambda x, y: x | y)
    if kind == "xor":
        return binary(e, "^", constant(-1), lambda x, y: x ^ y)
    other = rng.choice([leaf("t"), leaf("b")] + counters)
    return binary(e, "+", other, lambda x, y: x + y)


LOOPS = [
    ("none", None),
    ("up", "for (int i = 0; i < n; i++)"),
    ("unsigned", "for (unsigned i = 0; i < (unsigned)n; i++)"),
    ("down", "for (int i = n - 1; i >= 0; i--)"),
    ("stride", "for (int i = t; i < n * 8; i += 32)"),
    ("constant", "for (int i = 0; i < 4; i++)"),
    ("nested", "for (int i = 0; i < n; i++) for (int j = 0; j < 3; j++)"),
]


def iterations(kind, n, t):
    """The (i, j) values the loop runs for thread `t` with size argument `n`."""
    return {
        "none": [(None, None)],
        "up": [(i, None) for i in range(n)],
        "unsigned": [(i, None) for i in range(n)],
        "down": [(i, None) for i in range(n - 1, -1, -1)],
        "stride": [(i, None) for i in range(t, n * 8, 32)],
        "constant": [(i, None) for i in range(4)],
        "nested": [(i, j) for i in range(n) for j in range(3)],
    }[kind]


class Target:
    """What differs between a CUDA probe and an Ascend one: the threads of a block, the
    kernel's head and how it stores."""

    def __init__(self, ascend):
        self.ascend = ascend
        self.threads = ASCEND_THREADS if ascend else 32

    def head(self, index):
        if not self.ascend:
            return (f"__global__ void probe{index}(float *out, int n) {{\n"
                    f"  int t = threadIdx.x, b = blockIdx.x;\n")
        return (f"ASCEND_KERNEL void probe{index}(__gm__ float *out, int64_t size) {{\n"
                f"  int64_t core = get_block_idx();\n"
                f"  int t = core % {self.threads}, b = core / {self.threads}, n = (int)size;\n")

    def store(self, rng):
        """A store at index `e`: (C text with `@e` and `@value` to fill in, the float
        offsets it writes from `e`)."""
        if not self.ascend or rng.random() < 0.5:
            return "out[@e] = @value.0f;", [0]
        bursts, gap = rng.choice([1, 2]), rng.choice([0, 1])
        offsets = [k * (1 + gap) * 8 + x for k in range(bursts) for x in range(8)]
        # MTE3 copies in order but may overlap: a barrier between them (rule 2).
        return (f"{{ copy_ubuf_to_gm(out + (@e), (__ubuf__ float *)0, 0, {bursts}, 1, 0, {gap}); "
                f"pipe_barrier(PIPE_MTE3); }}"), offsets


def probe(rng, index, narrow, target):
    """One kernel: (source, launch argument n)."""
    threads = target.threads
    while True:
        kind, header = rng.choice(LOOPS)
        # An `unsigned` loop's counter makes C compute in unsigned arithmetic.
        counters = [leaf(name, kind == "unsigned") for name in {"none": [], "nested": ["i", "j"]}.get(kind, ["i"])]
        start = rng.choice([leaf("t"), leaf("b"), Expr("(b * 32 + t)", lambda env: env["b"] * 32 + env["t"])]
                           + counters)
        if kind in ("up", "down") and rng.random() < 0.5:
            # The reverse index of a row: `n - 1 - i` (instcombine: `(i ^ -1) + n`).
            start = Expr("(n - 1 - i)", lambda env: env["n"] - 1 - env["i"])
        e = start
        for _ in range(rng.randint(1, 4)):
            e = grow(rng, e, counters, threads, narrow)
        # Spread the threads' indices over rows: what a kernel over a matrix does.
        e = binary(e, "+", Expr("(b * 1024)", lambda env: env["b"] * 1024), lambda x, y: x + y)
        n = rng.choice([0, 1, 3, 5, 7, 9])
        guard = rng.choice([None, None, rng.randint(1, threads)])
        store, offsets = target.store(rng)
        values = []
        for b in range(GRID):
            for t in range(threads if guard is None else min(guard, threads)):
                for i, j in iterations(kind, n, t):
                    values.append(wrap(e.evaluate({"t": t, "b": b, "i": i, "j": j, "n": n}), e.unsigned))
        if all(0 <= v and v + max(offsets) < SIZE for v in values):
            break
    body = store.replace("@e", e.text).replace("@value", str(index + 1))
    if guard is not None:
        body = f"if (t < {guard}) {body}"
    else:
        body = switched(body, index, e.text, threads)
    loop = f"{header} " if header else ""
    return f"{target.head(index)}  {loop}{body}\n}}\n", n


def switched(body, index, text, threads):
    """`body` in a `switch` that runs it for fewer threads (half the time): for one block
    (`case`), or on the default edge of two cases of the lane (`t & 3`). clang -O2 turns
    these into comparisons (`b == c`, a range test of `t & 3`), not an IR `switch`: they
    test those guards' shapes. Its own generator, seeded by the probe, so that every other
    draw of a seed stays as it was; it only leaves threads out, so every index is still in
    bounds."""
    side = random.Random(f"switch:{index}:{text}")
    form = side.choice([None, None, "block", "lanes"])
    if form == "block":
        return f"switch (b) {{ case {side.randrange(GRID)}: {body} break; default: break; }}"
    if form == "lanes" and threads >= 4:
        return f"switch (t & 3) {{ case 1: case 2: break; default: {body} }}"
    return body


def print_cuda(probes):
    print("#include <cuda_runtime.h>\n")
    for source, _ in probes:
        print(source)
    print("int main() {\n  float *out;")
    print(f"  cudaMalloc(&out, {SIZE} * sizeof(float));")
    for k, (_, n) in enumerate(probes):
        print(f"  probe{k}<<<{GRID}, 32>>>(out, {n});")
    print("  cudaDeviceSynchronize();\n  return 0;\n}")


def print_ascend(probes):
    """C++ (CUDA's overloaded `min` and `max`, written out)."""
    print('#include "ascend_host.h"\n#include "ascend_kernel.h"\n')
    for name, op in (("min", "<"), ("max", ">")):
        for a, b, result in (("int", "int", "int"), ("unsigned", "unsigned", "unsigned"),
                             ("unsigned", "int", "unsigned"), ("int", "unsigned", "unsigned")):
            print(f"static inline {result} {name}({a} x, {b} y) {{ return ({result})x {op} ({result})y ? x : y; }}")
    print()
    for source, _ in probes:
        print(source)
    print("static void launch(const void *kernel, void *out, int64_t n, aclrtStream stream) {\n"
          "  uint64_t args[2] = {(uint64_t)out, (uint64_t)n};\n"
          f"  rtKernelLaunch(kernel, {GRID * ASCEND_THREADS}, args, sizeof(args), NULL, stream);\n}}\n")
    print("int main(void) {\n  aclInit(NULL);\n  aclrtSetDevice(0);\n  aclrtStream stream;\n"
          "  aclrtCreateStream(&stream);\n  void *out;")
    print(f"  aclrtMalloc(&out, {SIZE} * sizeof(float), ACL_MEM_MALLOC_HUGE_FIRST);")
    for k, (_, n) in enumerate(probes):
        print(f"  launch((const void *)probe{k}, out, {n}, stream);")
    print("  aclrtSynchronizeStream(stream);\n  aclrtFree(out);\n  return 0;\n}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("seed", type=int)
    parser.add_argument("--kernels", type=int, default=25)
    parser.add_argument("--narrow", action="store_true", help="also 16-bit casts (`(short)`, `(unsigned short)`)")
    parser.add_argument("--ascend", action="store_true", help="AI-Core kernels and an Ascend host")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    target = Target(args.ascend)
    probes = [probe(rng, k, args.narrow, target) for k in range(args.kernels)]
    print(f"// index-expression probes, seed {args.seed}: {args.kernels} kernels on a grid of {GRID} x {target.threads}")
    (print_ascend if args.ascend else print_cuda)(probes)


if __name__ == "__main__":
    main()
