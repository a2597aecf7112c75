#!/usr/bin/env python3
"""Writes a random Ascend kernel in C (against samples/ascend/include/ascend_kernel.h) to
stdout, for differential fuzzing of ascend-sync on real clang-16 output.

    scripts/generators/gen-random-ascend-kernel.py SEED [--latches]

The kernel is `void fuzz(__gm__ half *a, __gm__ half *b, __gm__ half *out,
__gm__ float *acc, int64_t n, int64_t mode)`: 64 KiB for a, b and out, 4 KiB for acc.
Its body is a random nest of loops over n (0..4 iterations, so clang rotates them),
if/else and switch on bits of `mode`, early `break`s, and straight runs of pipe calls
on every pipe: GM<->UB copies (MTE2/MTE3), vector arithmetic on UB tiles (V), the
cube path GM->L1->L0A/L0B->mad->L0C->UB (MTE2, MTE1, M, V), and scalar loads/stores
on UB (S). Inside loops, UB tiles may be chosen by the counter as clang then emits
masks, divisions and remainders (parity halves `(i & 1) * 4 + k`, triple buffers
`(i % 3) * 2 + k`, `(i / 2) % 4`), and copies may move a clamped tail
(`min(max(n - i, 1), 2)` half tiles: `llvm.smin`/`smax`); loop bounds include small
constants (1, 2). Rolled multi-buffered pipelines (tile p through UB slot `p & 1` or
`p % 3`, sometimes leaving early) exercise slot-selected event IDs; `a` and `b` are
`__restrict__` (the harness passes distinct buffers), so only their slot reuses are carried. Every access stays inside its buffer for any n <= 4, and values stay
finite (no exp/div), so the sequential reference run is always defined.
"""

import random
import sys

TILE_HALVES = 1024          # one 2 KiB tile
TILE_BLOCKS = TILE_HALVES * 2 // 32
TILE_REPEATS = TILE_HALVES * 2 // 256
UB_TILES = 8                # UB tiles 0..7 at 2 KiB each
GM_TILES = 16               # a, b, out: 32 Ki halves = 32 tiles; loop offsets add <= 4
MAX_DEPTH = 3
# Loop heads whose exit test gives no usable trip count (`--latches`).
HUGE_LATCHES = [
    "for (uint64_t {i} = 0; {i} < UINT64_MAX; ++{i})",
    "for (uint64_t {i} = 0; {i} < (1ULL << 63); ++{i})",
    "for (uint32_t {i} = 0; {i} < 0xFFFFFFFFu; ++{i})",
    "for (uint64_t {i} = 0; {i} != (uint64_t)-1; ++{i})",
    "for (uint64_t {i} = 0; {i} <= UINT64_MAX - 1; ++{i})",
]


class Generator:
    def __init__(self, seed, latches=False):
        self.rng = random.Random(seed)
        # `--latches`: every counted loop runs under an unsigned test against a huge
        # constant, or a `!=` test met only after wrapping, and leaves at its bound by a
        # data-dependent `break` (issue 41: such trip counts once read as empty domains).
        self.latches = latches
        self.loop_vars = []
        self.lines = []
        self.indent = 1

    def emit(self, text):
        self.lines.append("  " * self.indent + text)

    def ub(self):
        if self.loop_vars and self.rng.random() < 0.4:
            i = self.rng.choice(self.loop_vars)
            tile = self.rng.choice(
                [f"(({i} & 1) * 4 + {self.rng.randrange(4)})", f"(({i} % 3) * 2 + {self.rng.randrange(2)})", f"(({i} / 2) % 4)"]
            )
            return f"ub + {tile} * {TILE_HALVES}"
        return f"ub + {self.rng.randrange(UB_TILES) * TILE_HALVES}"

    def blocks(self):
        """A full tile, or inside a loop sometimes a clamped tail of one or two half tiles."""
        if self.loop_vars and self.rng.random() < 0.3:
            i = self.rng.choice(self.loop_vars)
            return f"(uint16_t)(min_i64(max_i64(n - {i}, 1), 2) * {TILE_BLOCKS // 2})"
        return f"{TILE_BLOCKS}"

    def gm_offset(self):
        base = self.rng.randrange(GM_TILES)
        if self.loop_vars and self.rng.random() < 0.7:
            return f"({self.rng.choice(self.loop_vars)} + {base}) * {TILE_HALVES}"
        return f"{base * TILE_HALVES}"

    def copy_in(self):
        src = self.rng.choice(["a", "b", "out"])
        self.emit(f"copy_gm_to_ubuf({self.ub()}, {src} + {self.gm_offset()}, 0, 1, {self.blocks()}, 0, 0);")

    def copy_out(self):
        self.emit(f"copy_ubuf_to_gm(out + {self.gm_offset()}, {self.ub()}, 0, 1, {self.blocks()}, 0, 0);")

    def vector(self):
        op = self.rng.choice(["vadd_f16", "vsub_f16", "vmax_f16", "vmin_f16", "vmuls_f16", "vadds_f16", "vabs_f16"])
        if op in ("vmuls_f16", "vadds_f16"):
            scalar = self.rng.choice(["0.5", "-0.25", "1.0"])
            self.emit(f"{op}({self.ub()}, {self.ub()}, (half){scalar}, {TILE_REPEATS}, 1, 1, 8, 8);")
        elif op == "vabs_f16":
            self.emit(f"{op}({self.ub()}, {self.ub()}, {TILE_REPEATS}, 1, 1, 8, 8);")
        else:
            self.emit(f"{op}({self.ub()}, {self.ub()}, {self.ub()}, {TILE_REPEATS}, 1, 1, 1, 8, 8, 8);")

    def scalar(self):
        dst = self.rng.randrange(UB_TILES * TILE_HALVES)
        src = self.rng.randrange(UB_TILES * TILE_HALVES)
        self.emit(f"ub[{dst}] = ub[{src}] + (half)1.0;")

    def cube(self):
        # 16x16x16 half MAC: a and b fractals via L1, result through L0C into UB (f32).
        self.emit(f"copy_gm_to_cbuf(l1, a + {self.gm_offset()}, 0, 1, 16, 0, 0);")
        self.emit(f"copy_gm_to_cbuf(l1 + 256, b + {self.gm_offset()}, 0, 1, 16, 0, 0);")
        self.emit("load_cbuf_to_ca(l0a, l1, 0, 1, 1, 0, 0, false);")
        self.emit("load_cbuf_to_cb(l0b, l1 + 256, 0, 1, 1, 0, 0, false);")
        init = self.rng.choice(["true", "false"])
        self.emit(f"mad(l0c, l0a, l0b, 16, 16, 16, {init});")
        self.emit("copy_matrix_cc_to_ubuf(ub_acc, l0c, 0, 1, 32, 0, 0);")
        self.emit("copy_ubuf_to_gm(acc, ub_acc, 0, 1, 32, 0, 0);")

    def straight(self):
        for _ in range(self.rng.randint(1, 4)):
            self.rng.choices(
                [self.copy_in, self.copy_out, self.vector, self.scalar, self.cube], weights=[4, 3, 4, 1, 1]
            )[0]()

    def block(self, depth):
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.choices(["straight", "loop", "if", "switch", "pipeline"], weights=[5, 2, 2, 1, 1])[0]
            if depth >= MAX_DEPTH or kind == "straight":
                self.straight()
            elif kind == "loop":
                self.loop(depth)
            elif kind == "pipeline":
                self.pipeline()
            elif kind == "if":
                self.branch(depth)
            else:
                self.switch(depth)

    def nested(self, header, depth):
        self.emit(header + " {")
        self.indent += 1
        self.block(depth + 1)
        self.indent -= 1

    def loop(self, depth):
        var = f"i{depth}_{len(self.lines)}"
        self.loop_vars.append(var)
        bound = self.rng.choice(["n", "n", "2", "(n + 1) / 2", "1"])
        if self.latches:
            self.emit(self.rng.choice(HUGE_LATCHES).format(i=var) + " {")
            # The bound folded with a mode bit into one condition, so that the loop's only
            # exit test the affine reading can use is the huge one.
            self.emit(f"  if ((({var} >= (uint64_t)({bound})) | ((mode >> 7) & 1)) != 0) break;")
            self.indent += 1
            self.block(depth + 1)
            self.indent -= 1
        else:
            self.nested(f"for (int64_t {var} = 0; {var} < {bound}; ++{var})", depth)
        if self.rng.random() < 0.3:
            self.indent += 1
            self.emit(f"if ((mode >> {self.rng.randrange(4)}) & 1) break;")
            self.indent -= 1
        self.emit("}")
        self.loop_vars.pop()

    def pipeline(self):
        """A rolled multi-buffered loop, as an expert writes it: tile p goes through the UB
        slot p % k (k = 2 by parity, or 3) of the pipeline region (UB tiles 10-15, two tiles
        a slot; at tile 8 clang writes the offset as an `or` whose disjointness needs the
        remainder's range, which the recogniser does not derive): copy a and b in, add, copy out. a and b are restrict and the GM tiles differ
        per iteration, so its only carried dependences are the slot reuses k iterations
        apart (ascend-sync selects the event IDs by slot). Sometimes it leaves early."""
        var = f"p{len(self.lines)}"
        slot = self.rng.choice([f"({var} & 1)", f"({var} % 3)"])
        base, out_base = self.rng.randrange(GM_TILES), self.rng.randrange(GM_TILES)
        self.emit(f"for (int64_t {var} = 0; {var} < n; ++{var}) {{")
        self.indent += 1
        self.emit(f"__ubuf__ half *slot = ub + (10 + {slot} * 2) * {TILE_HALVES};")
        for source, tile in (("a", "slot"), ("b", f"slot + {TILE_HALVES}")):
            self.emit(f"copy_gm_to_ubuf({tile}, {source} + ({var} + {base}) * {TILE_HALVES}, 0, 1, {TILE_BLOCKS}, 0, 0);")
        self.emit(f"vadd_f16(slot, slot, slot + {TILE_HALVES}, {TILE_REPEATS}, 1, 1, 1, 8, 8, 8);")
        self.emit(f"copy_ubuf_to_gm(out + ({var} + {out_base}) * {TILE_HALVES}, slot, 0, 1, {TILE_BLOCKS}, 0, 0);")
        if self.rng.random() < 0.3:
            self.emit(f"if ((mode >> {self.rng.randrange(4)}) & 1) break;")
        self.indent -= 1
        self.emit("}")

    def branch(self, depth):
        self.nested(f"if ((mode >> {self.rng.randrange(4)}) & 1)", depth)
        if self.rng.random() < 0.5:
            self.emit("} else {")
            self.indent += 1
            self.block(depth + 1)
            self.indent -= 1
        self.emit("}")

    def switch(self, depth):
        self.emit("switch (mode % 3) {")
        for case in ["case 0:", "case 1:", "default:"]:
            self.emit(case + " {")
            self.indent += 1
            self.block(depth + 1)
            self.emit("break;")
            self.indent -= 1
            self.emit("}")
        self.emit("}")

    def kernel(self):
        self.block(0)
        body = "\n".join(self.lines)
        return f"""#include "ascend_kernel.h"

static inline int64_t min_i64(int64_t x, int64_t y) {{ return x < y ? x : y; }}
static inline int64_t max_i64(int64_t x, int64_t y) {{ return x > y ? x : y; }}

void fuzz(__gm__ half *__restrict__ a, __gm__ half *__restrict__ b, __gm__ half *out, __gm__ float *acc, int64_t n,
          int64_t mode) {{
  __ubuf__ half *ub = (__ubuf__ half *)0x0;
  __ubuf__ float *ub_acc = (__ubuf__ float *)0x8000;
  __cbuf__ half *l1 = (__cbuf__ half *)0x0;
  __ca__ half *l0a = (__ca__ half *)0x0;
  __cb__ half *l0b = (__cb__ half *)0x0;
  __cc__ float *l0c = (__cc__ float *)0x0;
{body}
}}
"""


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3) or sys.argv[2:] not in ([], ["--latches"]):
        sys.exit("usage: gen-random-ascend-kernel.py SEED [--latches]")
    sys.stdout.write(Generator(int(sys.argv[1]), latches=sys.argv[2:] == ["--latches"]).kernel())
