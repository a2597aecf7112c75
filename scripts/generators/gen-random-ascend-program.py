#!/usr/bin/env python3
"""Writes a random Ascend program in C (host + AI-Core kernels, against
samples/ascend/include/ascend_host.h and ascend_kernel.h) to stdout, for differential
testing of `sirius,ascend-sync` (fusion, then synchronisation) on real clang-16 output.

    scripts/generators/gen-random-ascend-program.py SEED

The program runs a chain of 2-5 kernel launches over float buffers of MAX_CORES slices
(one slice per core), each launch with a random blockDim (1-8 cores) and slice length
(a multiple of 8 floats, so that DMA blocks never straddle two cores), reading one or two
earlier buffers and writing a new one. Kernel steps:
* element-wise (vadds/vmuls/vabs/vrelu/vadd of two inputs), streamed through UB in tiles
  with a shorter last tile (`min`), single- or double-buffered;
* a per-core reduction: the scalar unit sums the core's slice in UB and stores it to a
  per-core cell of the output (the rest of the slice copies the input);
* a cross-core step: core c reads slice (c + 1) % blockDim (a global dependence: never
  fused);
* a cube step (slices of at least 256 floats): core c multiplies its 16x16 block of a
  half matrix A by a shared 16x16 half matrix B on the cube unit (GM -> L1 -> L0A/L0B,
  `mad` into L0C, L0C -> UB -> GM: the first 256 floats of its output slice, the product
  in the cube's NZ layout, row-major for one fractal) and copies the rest of its input
  slice; A and B are small integers, so the products are exact in half and float;
and sometimes the chain sits in a host loop run twice, with the first buffer reloaded.
Some programs give each core a single tile (no tile loop: the kernels are straight-line,
so that fusion brings a store and the load of the same tile together and `sirius` can
forward it through UB), and some intermediate buffers are scratch: the host never reads
them and frees them after the chain (their stores are then dead once forwarded).
Host control flow (issue 40): about a third of the launches after the first run under a
host condition, on the input data (`h[0][k] > t`), on the round of the host loop, or on a
value copied back from the device after the launches before it (`aclrtMemcpy` of one
element); the reference takes the same branch on its own values, so a launch that is
skipped leaves its buffer as it was on both sides. Fusing a conditional launch with an
unconditional one (or placing the fused launch inside the branch) makes the program FAIL.
Kernels carry no syncs (`ascend-sync` fills them in). The host computes the same chain in
plain C (the same float operations in the same order), compares every output buffer and
prints `PASS` and a checksum, or `FAIL`.
"""

import random
import sys

MAX_CORES = 8
TILE = 256  # floats per UB tile (1 KiB)
CUBE_BLOCK = 256  # floats of a cube step's 16x16 product


class Program:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.single_tile = self.rng.random() < 0.4
        # floats per slice: one tile, or several with a shorter last one
        self.per_core = 8 * (self.rng.randint(4, TILE // 8) if self.single_tile else self.rng.randint(20, 100))
        self.buffers = 1  # buffer 0: the input
        self.kernels = []  # C source of each kernel
        self.launches = []  # (kernel name, blockDim, inputs, output, step)
        self.loop = self.rng.random() < 0.3
        self.scratch = set()  # intermediate buffers the host never reads, freed at the end
        self.guards = []  # per launch: `guard`'s host condition, or None

    def generate(self):
        for index in range(self.rng.randint(2, 5)):
            self.add_launch(index)
        self.scratch = {b for b in range(1, self.buffers - 1) if self.rng.random() < 0.5}
        return self.source()

    def add_launch(self, index):
        rng = self.rng
        steps = ["unary", "binary", "reduce", "shift"] + (["cube"] if self.per_core >= CUBE_BLOCK else [])
        step = rng.choices(steps, [5, 2, 2, 1, 1][: len(steps)])[0]
        inputs = [rng.randrange(self.buffers)]
        if step == "binary":
            inputs.append(rng.randrange(self.buffers))
        cores = rng.choice([MAX_CORES, MAX_CORES, MAX_CORES // 2, rng.randint(1, MAX_CORES)])
        output = self.buffers
        self.buffers += 1
        name = f"k{index}_{step}"
        op = rng.choice(["vadds", "vmuls", "vabs", "vrelu"])
        scalar = rng.choice(["0.5f", "2.0f", "-1.5f", "3.0f"])
        double = rng.random() < 0.5
        self.kernels.append(self.kernel(name, step, len(inputs), op, scalar, double))
        self.launches.append((name, cores, inputs, output, step, op, scalar))
        self.guards.append(self.guard(index, output))

    def guard(self, index, output):
        """`None`, or (device-side condition, reference-side condition, probe buffer)."""
        rng = self.rng
        if index == 0 or rng.random() >= 0.35:
            return None
        element = rng.randrange(MAX_CORES * 8)
        threshold = rng.choice(["0.0f", "-2.5f", "3.0f"])
        kind = rng.choice(["input", "round", "probe"])
        if kind == "input":
            condition = f"h[0][{element}] > {threshold}"
            return condition, condition, None
        if kind == "round":
            condition = f"round % 2 == {rng.randrange(2)}"
            return condition, condition, None
        buffer = rng.randrange(output)
        return f"probe{index} > {threshold}", f"h[{buffer}][{element}] > {threshold}", (buffer, element)

    def kernel(self, name, step, inputs, op, scalar, double):
        if step == "cube":
            return self.cube_kernel(name)
        params = ", ".join(f"__gm__ float *in{i}" for i in range(inputs))
        lines = [f"ASCEND_KERNEL void {name}({params}, __gm__ float *out, int64_t per_core) {{"]
        lines.append("  int64_t core = get_block_idx();")
        source = "((core + 1) % get_block_num())" if step == "shift" else "core"
        lines.append(f"  int64_t from = {source} * per_core, to = core * per_core;")
        lines.append("  float sum = 0.0f;")
        lines.append("  int64_t i = 0;")
        if self.single_tile:
            lines.append("  {")
            lines.append("    int64_t done = 0, len = per_core;")
        else:
            lines.append(f"  for (int64_t done = 0; done < per_core; done += {TILE}, ++i) {{")
            lines.append(f"    int64_t len = min64(per_core - done, {TILE});")
        lines.append("    uint16_t blocks = (uint16_t)(len * 4 / 32);")
        lines.append("    uint8_t repeats = (uint8_t)((len * 4 + 255) / 256);")
        half = "(i & 1)" if double else "0"
        lines.append(f"    __ubuf__ float *a = (__ubuf__ float *)({half} * 0x4000);")
        lines.append(f"    __ubuf__ float *b = (__ubuf__ float *)({half} * 0x4000 + 0x1000);")
        lines.append(f"    __ubuf__ float *c = (__ubuf__ float *)({half} * 0x4000 + 0x2000);")
        lines.append("    copy_gm_to_ubuf(a, in0 + from + done, 0, 1, blocks, 0, 0);")
        if step == "binary":
            lines.append("    copy_gm_to_ubuf(b, in1 + from + done, 0, 1, blocks, 0, 0);")
            lines.append("    vadd_f32(c, a, b, repeats, 1, 1, 1, 8, 8, 8);")
        elif step == "reduce":
            lines.append("    for (int64_t e = 0; e < len; ++e) sum += a[e];")
            lines.append("    copy_ubuf_to_ubuf(c, a, 0, 1, blocks, 0, 0);")
        elif op in ("vadds", "vmuls"):
            lines.append(f"    {op}_f32(c, a, {scalar}, repeats, 1, 1, 8, 8);")
        else:
            lines.append(f"    {op}_f32(c, a, repeats, 1, 1, 8, 8);")
        lines.append("    copy_ubuf_to_gm(out + to + done, c, 0, 1, blocks, 0, 0);")
        lines.append("  }")
        if step == "reduce":
            lines.append("  pipe_barrier(PIPE_ALL);")
            lines.append("  out[to] = sum;")
        lines.append("}")
        return "\n".join(lines)

    @staticmethod
    def cube_kernel(name):
        return f"""ASCEND_KERNEL void {name}(__gm__ half *ma, __gm__ half *mb, __gm__ float *in0, __gm__ float *out,
                         int64_t per_core) {{
  int64_t core = get_block_idx(), to = core * per_core;
  __cbuf__ half *l1_a = (__cbuf__ half *)0x0;
  __cbuf__ half *l1_b = (__cbuf__ half *)0x200;
  __ca__ half *l0a = (__ca__ half *)0x0;
  __cb__ half *l0b = (__cb__ half *)0x0;
  __cc__ float *l0c = (__cc__ float *)0x0;
  __ubuf__ float *c = (__ubuf__ float *)0x0;
  __ubuf__ float *rest = (__ubuf__ float *)0x4000;
  copy_gm_to_cbuf(l1_a, ma + core * 256, 0, 1, 256 * 2 / 32, 0, 0);
  copy_gm_to_cbuf(l1_b, mb, 0, 1, 256 * 2 / 32, 0, 0);
  load_cbuf_to_ca(l0a, l1_a, 0, 1, 1, 0, 0, false);
  load_cbuf_to_cb(l0b, l1_b, 0, 1, 1, 0, 0, false);
  mad(l0c, l0a, l0b, 16, 16, 16, true);
  copy_matrix_cc_to_ubuf(c, l0c, 0, 1, 256 * 4 / 32, 0, 0);
  copy_ubuf_to_gm(out + to, c, 0, 1, 256 * 4 / 32, 0, 0);
  if (per_core > 256) {{
    copy_gm_to_ubuf(rest, in0 + to + 256, 0, 1, (uint16_t)((per_core - 256) * 4 / 32), 0, 0);
    copy_ubuf_to_gm(out + to + 256, rest, 0, 1, (uint16_t)((per_core - 256) * 4 / 32), 0, 0);
  }}
}}"""

    def reference(self):
        """The chain in plain C over host arrays h[buffer]."""
        lines = []
        for (name, cores, inputs, output, step, op, scalar), guard in zip(self.launches, self.guards):
            lines.append(f"    /* {name} on {cores} cores */")
            if guard:
                lines.append(f"    if ({guard[1]})")
            lines.append(f"    for (int64_t core = 0; core < {cores}; ++core) {{")
            source = f"((core + 1) % {cores})" if step == "shift" else "core"
            lines.append(f"      int64_t from = {source} * PER_CORE, to = core * PER_CORE;")
            if step == "cube":
                lines.append("      for (int64_t r = 0; r < 16; ++r)")
                lines.append("        for (int64_t n = 0; n < 16; ++n) {")
                lines.append("          float product = 0.0f;")
                lines.append("          for (int64_t k = 0; k < 16; ++k) product += fa[core * 256 + r * 16 + k] * fb[n * 16 + k];")
                lines.append(f"          h[{output}][to + r * 16 + n] = product;")
                lines.append("        }")
                lines.append(f"      for (int64_t e = 256; e < PER_CORE; ++e) h[{output}][to + e] = h[{inputs[0]}][from + e];")
                lines.append("    }")
                continue
            lines.append("      float sum = 0.0f;")
            lines.append("      for (int64_t e = 0; e < PER_CORE; ++e) {")
            x = f"h[{inputs[0]}][from + e]"
            if step == "binary":
                value = f"{x} + h[{inputs[1]}][from + e]"
            elif step == "reduce":
                lines.append(f"        sum += {x};")
                value = x
            elif op == "vadds":
                value = f"{x} + {scalar}"
            elif op == "vmuls":
                value = f"{x} * {scalar}"
            elif op == "vabs":
                value = f"({x} < 0.0f ? -{x} : {x})"
            else:
                value = f"({x} > 0.0f ? {x} : 0.0f)"
            lines.append(f"        h[{output}][to + e] = {value};")
            lines.append("      }")
            if step == "reduce":
                lines.append(f"      h[{output}][to] = sum;")
            lines.append("    }")
        return "\n".join(lines)

    def source(self):
        buffers = self.buffers
        out = [
            f"/* random Ascend program (scripts/generators/gen-random-ascend-program.py): {len(self.launches)} launches */",
            '#include "ascend_host.h"',
            '#include "ascend_kernel.h"',
            "",
            f"#define CORES {MAX_CORES}",
            f"#define PER_CORE {self.per_core}",
            f"#define BUFFERS {buffers}",
            f"#define ROUNDS {2 if self.loop else 1}",
            "",
            "static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }",
            "",
        ]
        out += [k + "\n" for k in self.kernels]
        out.append("static float h[BUFFERS][CORES * PER_CORE], got[CORES * PER_CORE];")
        cube = any(launch[4] == "cube" for launch in self.launches)
        if cube:
            out.append("/* The cube steps' matrices: A's 16x16 block per core (row-major, zZ for one")
            out.append(" * fractal) and B column by column (nZ), as small integers and as halves. */")
            out.append("static float fa[CORES * 256], fb[256];")
            out.append("static half ha[CORES * 256], hb[256];")
        out.append("int rounds = ROUNDS; /* a setting: the host loop stays a loop */")
        out.append("")
        out.append("int main(void) {")
        out.append("  const size_t bytes = (size_t)CORES * PER_CORE * sizeof(float);")
        out.append("  for (int b = 0; b < BUFFERS; ++b)")
        out.append("    for (int64_t e = 0; e < CORES * PER_CORE; ++e) h[b][e] = (float)((e * 7 + b * 3) % 23) - 11.0f;")
        if cube:
            out.append("  for (int64_t e = 0; e < CORES * 256; ++e) ha[e] = (half)(fa[e] = (float)((e * 3 + 1) % 5 - 2));")
            out.append("  for (int64_t e = 0; e < 256; ++e) hb[e] = (half)(fb[e] = (float)((e + 2) % 3 - 1));")
            out.append("  void *dha, *dhb;")
            out.append("  aclrtMalloc(&dha, sizeof(ha), ACL_MEM_MALLOC_HUGE_FIRST);")
            out.append("  aclrtMalloc(&dhb, sizeof(hb), ACL_MEM_MALLOC_HUGE_FIRST);")
            out.append("  aclrtMemcpy(dha, sizeof(ha), ha, sizeof(ha), ACL_MEMCPY_HOST_TO_DEVICE);")
            out.append("  aclrtMemcpy(dhb, sizeof(hb), hb, sizeof(hb), ACL_MEMCPY_HOST_TO_DEVICE);")
        # One variable per buffer (the host reader does not trace arrays of device pointers).
        for b in range(buffers):
            out.append(f"  void *d{b};")
            out.append(f"  aclrtMalloc(&d{b}, bytes, ACL_MEM_MALLOC_HUGE_FIRST);")
            out.append(f"  aclrtMemcpy(d{b}, bytes, h[{b}], bytes, ACL_MEMCPY_HOST_TO_DEVICE);")
        out.append("  for (int round = 0; round < rounds; ++round) {")
        for (name, cores, inputs, output, step, op, scalar), guard in zip(self.launches, self.guards):
            matrices = ["(uint64_t)dha", "(uint64_t)dhb"] if step == "cube" else []
            slots = matrices + [f"(uint64_t)d{i}" for i in inputs] + [f"(uint64_t)d{output}", "PER_CORE"]
            indent = "    "
            if guard:
                condition, _, probe = guard
                if probe:
                    buffer, element = probe
                    out.append(f"    float {condition.split()[0]};")
                    out.append(f"    aclrtMemcpy(&{condition.split()[0]}, sizeof(float), (float *)d{buffer} + {element}, "
                               "sizeof(float), ACL_MEMCPY_DEVICE_TO_HOST);")
                out.append(f"    if ({condition}) {{")
                indent = "      "
            out.append(f"{indent}uint64_t {name}_args[{len(slots)}] = {{{', '.join(slots)}}};")
            out.append(
                f"{indent}rtKernelLaunch((const void *){name}, {cores}, {name}_args, sizeof({name}_args), NULL, NULL);"
            )
            if guard:
                out.append("    }")
        out.append("  }")
        out.append("  aclrtSynchronizeStream(NULL);")
        out.append("  for (int round = 0; round < rounds; ++round) {")
        out.append(self.reference())
        out.append("  }")
        out.append("  int64_t wrong = 0;")
        out.append("  double checksum = 0.0;")
        for b in sorted(self.scratch):
            out.append(f"  aclrtFree(d{b}); /* scratch: never read by the host */")
        for b in range(1, buffers):
            if b in self.scratch:
                continue
            out.append(f"  aclrtMemcpy(got, bytes, d{b}, bytes, ACL_MEMCPY_DEVICE_TO_HOST);")
            out.append("  for (int64_t e = 0; e < CORES * PER_CORE; ++e) {")
            out.append(f"    wrong += got[e] != h[{b}][e];")
            out.append("    checksum += got[e];")
            out.append("  }")
        out.append('  printf("random program: %lld wrong, checksum %.3f: %s\\n", (long long)wrong, checksum,')
        out.append('         wrong == 0 ? "PASS" : "FAIL");')
        out.append("  return wrong != 0;")
        out.append("}")
        return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen-random-ascend-program.py SEED")
    sys.stdout.write(Program(int(sys.argv[1])).generate())


if __name__ == "__main__":
    main()
