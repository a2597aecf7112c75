#!/usr/bin/env python3
"""Writes a random CUDA program (a chain of kernel launches) to stdout, for differential
testing of `sirius` (fused vs unfused on the CPU executor, tests/integration/sirius_random_chains.rs).

    scripts/generators/gen-random-cuda-chain.py SEED

Deterministic per seed. The program follows samples/cuda/*.cu: float buffers of random
lengths (3-10 device buffers: R x C activations, a C x C weight, block partials, each with
a few slack elements), an `extern "C" int run_chain(int R, int C, int iters, int seed)` that
fills every buffer on the host (LCG), copies them in, launches a random chain, copies the
last buffer and about half of the others back (the rest are intermediates nothing reads
afterwards), frees them all and returns 0, and `int main()` calling it with the seed's
constants.
Kernel kinds, each with a random block shape (1-D 32..256 threads, 2-D 8x4..16x16) and grid
(exact without a guard, rounded up with an `i < n` guard, sometimes over a prefix of the
buffer only, or grid-stride):
  * element-wise maps with identity indexing, 1 or 2 inputs, 1-D or 2-D, some in place or
    without `__restrict__` writing one of their inputs (thread-level dependences);
  * block-tiled tree reductions in static or dynamic (`extern __shared__`, sized by the
    launch) shared memory with `__syncthreads()` into a partial
    buffer, a broadcast that reads its own block's partial, a rotation of each block's
    tile by one element, and shuffles inside a block through masked and divided indices
    (`(7t) & (B - 1)`, `(5t) % B`, `(t / 2) * 2`, `t & -4`) (block-level);
  * transposes (direct and shared-memory tiled), reversed and shifted reads, and counts
    into 8 bins with atomicAdd (global);
  * tiled shared-memory GEMMs with the weight (global on A, thread-level on the output);
  * tile pairs: a 16x16-thread producer writing 2x2 elements of its block's 32x32 tile and
    a 32x32-thread consumer reading its block's tile, straight or transposed (block-level;
    sometimes on whole tiles only, `// whole tiles`: a straight consumer then runs in
    rounds over each producer thread's elements, thread-level; sometimes with a flattened
    consumer, 256-thread blocks over the row-major elements, `tile_flat`, as mlp's GeLU;
    sometimes twice on independent buffers, both producers first, `// twin tile pairs`:
    fused horizontally, LLVM sinks the two groups' common tails into their join;
    sometimes followed by a second pair whose producer reads the first pair's output,
    `// chained tile pairs`);
  * the same kernel twice in a row: a map or a reduction on independent buffers (P3
    horizontal fusion), or an in-place map on two overlapping views of one buffer;
  * siblings: the same tiled GEMM or 2-D map two or three times on one common input, each
    with its own other operand and output (lock-step: the input loaded once), written out
    or as a loop over arrays of device pointers (which clang unrolls: one inlined stub's
    argument slots stored once per launch);
  * row strips: a 16x16-thread producer staging its tile through shared memory (a barrier)
    and a 32x8-thread consumer taking row maxima with warp shuffles over the same tiles,
    scaled by `1 / sqrtf(C)` computed on the host between the launches (fused with the
    consumer reshaped onto the producer's block, the factor recomputed at the fused launch),
    or by a global variable read there, sometimes followed by a call of a function of the
    program that changes that variable (a call of unknown effect: the factor must not be
    recomputed past it, nor `sqrtf`, which may set errno, so the launches stay apart);
1-D maps sometimes get pointers 1-8 elements into a buffer (every buffer has 8 spare
elements), so producer and consumer indices are offset (global dependences).
Part of the chain may run in a host loop of `iters` iterations (or a ping-pong loop that
swaps two buffers after each iteration, sometimes with a 3-point stencil whose next
iteration reads across blocks), and a cudaMemcpy (device to
device, or a device-to-host snapshot) may sit in the middle, which must cut fusion.
Host control flow (issue 40), as programs written by others have it: a branch on a value
copied back from the device (`if (probe > t)`: launches in one arm or both), a `switch` on
the seed or the loop counter, a loop whose exit depends on the device (`break` after a
probe), launches in a helper function called only when a probe says so, and host
synchronisations and error checks (`cudaDeviceSynchronize`, `cudaGetLastError` with an
`exit(1)` path) between launches. Every probe reads a buffer element that every thread
order leaves the same, so the original and any correct rewrite take the same paths.
Every kernel is race-free (the bins are only updated atomically) and in bounds for the constants of `main` (unguarded kernels are
only launched on exact grids). Arithmetic is +, -, *, fmaxf, fminf in a fixed per-thread
order (reductions in a fixed tree), so any correct fusion gives bit-identical buffers.
"""

import random
import sys

UNARY = {
    "neg": "-v",
    "half": "v * 0.5f",
    "relu": "fmaxf(v, 0.0f)",
    "sq": "v * v",
    "addc": "v + 1.25f",
    "clamp": "fminf(fmaxf(v, -1.0f), 1.0f)",
    "affine": "v * 0.75f - 0.125f",
}
BINARY = {
    "add": "a + b",
    "sub": "a - b",
    "mul": "a * b",
    "max": "fmaxf(a, b)",
    "avg": "(a + b) * 0.5f",
}
BLOCKS_1D = [32, 64, 128, 256]
BLOCKS_2D = [(8, 4), (8, 8), (16, 8), (16, 16), (32, 4), (32, 8)]


class Chain:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        # Features added later draw from their own stream, so that every earlier seed
        # still generates the program it always did, plus theirs.
        self.later_rng = random.Random(seed ^ 0x51CE)
        # Whole-tile pairs (issue 44's epilogue class) draw from a stream of their own too.
        self.tiles_rng = random.Random(seed ^ 0x711E)
        # Twin tile pairs (LLVM sinks the fused groups' common tails into their join).
        self.twin_tiles_rng = random.Random(seed ^ 0x7A1D)
        # Flattened consumers of tile pairs (mlp's GeLU class) draw from their own too.
        self.flat_tiles_rng = random.Random(seed ^ 0xF1A7)
        # Chained tile pairs (a second pair's producer reads the first pair's output).
        self.chained_tiles_rng = random.Random(seed ^ 0xC4A1)
        self.seed = seed
        self.R = self.rng.randint(4, 48)
        self.C = self.rng.choice([8, 16, 24, 32, 40, 48, 64, self.rng.randint(5, 64)])
        self.iters = self.rng.randint(2, 3)
        self.kernels = {}  # name -> source, in first-use order
        self.body = []  # host statements of the chain
        self.indent = 1
        self.vecs = [f"v{k}" for k in range(self.rng.randint(3, 7))]
        self.extra = {}  # weight / partial buffers made on demand: name -> length expression
        self.last = self.vecs[0]
        self.block_1d = self.rng.choice(BLOCKS_1D)  # preferred shapes, so that launches match
        self.block_2d = self.rng.choice(BLOCKS_2D)
        self.helpers = []  # host helper functions (source), called conditionally
        self.probes = 0
        self.loop_depth = 0  # host loops with counter `it` around the step being emitted

    # ------------------------------------------------------------------ helpers
    def emit(self, text):
        self.body.append("    " * self.indent + text)

    def kernel(self, name, source):
        self.kernels.setdefault(name, source)
        return name

    def n(self):
        return self.R * self.C

    def pick_1d(self):
        return self.block_1d if self.rng.random() < 0.7 else self.rng.choice(BLOCKS_1D)

    def pick_2d(self):
        return self.block_2d if self.rng.random() < 0.7 else self.rng.choice(BLOCKS_2D)

    def source(self):
        """A buffer to read: mostly the last one written, so that launches depend."""
        return self.last if self.rng.random() < 0.6 else self.rng.choice(self.vecs)

    def dest(self, *avoid):
        return self.rng.choice([v for v in self.vecs if v not in avoid])

    def view(self, buffer, may_offset):
        """The device pointer of a buffer, sometimes 1..8 elements into its slack."""
        if may_offset and self.rng.random() < 0.15:
            return f"&d_{buffer}[{self.rng.randint(1, 8)}]"
        return f"d_{buffer}"

    def wrote(self, buffer):
        self.last = buffer

    def partial(self, name="part"):
        self.extra[name] = "(n + 31) / 32"
        return name

    def weight(self):
        self.extra["wt"] = "C * C"
        return "wt"

    # ------------------------------------------------------------------ element-wise
    def unary(self, inplace=False):
        op = self.rng.choice(sorted(UNARY))
        shape = self.rng.choice(["guard", "guard", "exact", "stride", "2d"])
        src = self.source()
        dst = src if inplace else self.dest(src)
        self.launch_map(f"map_{op}", [src], dst, UNARY[op], shape, inplace)

    def binary(self):
        op = self.rng.choice(sorted(BINARY))
        shape = self.rng.choice(["guard", "guard", "exact", "stride", "2d"])
        a, b = self.source(), self.rng.choice(self.vecs)
        dst = self.dest(a, b)
        self.launch_map(f"zip_{op}", [a, b], dst, BINARY[op], shape, False)

    def binary_aliased(self):
        """A map without `__restrict__` whose output is one of its inputs."""
        op = self.rng.choice(sorted(BINARY))
        a, b = self.source(), self.rng.choice(self.vecs)
        dst = self.rng.choice([a, b])
        block = self.pick_1d()
        name = self.kernel(f"zip_{op}_alias", f"""__global__ void zip_{op}_alias(const float *x, const float *y, float *out, int n) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{ float a = x[i], b = y[i]; out[i] = {BINARY[op]}; }}
}}
""")
        self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{a}, d_{b}, d_{dst}, n);")
        self.wrote(dst)

    def launch_map(self, base, inputs, dst, expr, shape, inplace):
        block = self.pick_1d()
        if shape == "exact":
            exact = [b for b in BLOCKS_1D if self.n() % b == 0]
            if not exact:
                shape = "guard"
            else:
                block = self.rng.choice(exact)
        name = self.kernel(f"{base}_{shape}{'_inplace' if inplace else ''}", self.map_source(
            f"{base}_{shape}{'_inplace' if inplace else ''}", len(inputs), expr, shape, inplace))
        args = ", ".join([self.view(b, shape != "2d") for b in ([dst] if inplace else inputs + [dst])])
        if shape == "2d":
            bx, by = self.pick_2d()
            self.emit(f"{name}<<<dim3((C + {bx - 1}) / {bx}, (R + {by - 1}) / {by}), dim3({bx}, {by})>>>({args}, R, C);")
        elif shape == "stride":
            per = block * self.rng.choice([2, 2, 3])  # elements per block: grids of one code differ
            self.emit(f"{name}<<<(n + {per - 1}) / {per}, {block}>>>({args}, n);")
        elif shape == "exact":
            self.emit(f"{name}<<<n / {block}, {block}>>>({args}, n);")
        else:
            count = self.count()
            self.emit(f"{name}<<<({count} + {block - 1}) / {block}, {block}>>>({args}, {count});")
        self.wrote(dst)

    def count(self):
        """Elements of a guarded 1-D map: mostly all n, sometimes a prefix."""
        if self.rng.random() < 0.2:
            return f"(n - {self.rng.randint(1, min(40, self.n() - 1))})"
        return "n"

    @staticmethod
    def map_source(name, arity, expr, shape, inplace):
        if inplace:
            params, loads, store = "float *buf", "float v = buf[i];", "buf[i]"
        elif arity == 1:
            params = "const float *__restrict__ in, float *__restrict__ out"
            loads, store = "float v = in[i];", "out[i]"
        else:
            params = "const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ out"
            loads, store = "float a = x[i], b = y[i];", "out[i]"
        body = f"{{ {loads} {store} = {expr}; }}"
        if shape == "2d":
            return (f"__global__ void {name}({params}, int R, int C) {{\n"
                    f"    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;\n"
                    f"    int i = r * C + c;\n"
                    f"    if (r < R && c < C) {body}\n}}\n")
        head = f"__global__ void {name}({params}, int n) {{\n"
        if shape == "stride":
            return (head + "    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)\n"
                    f"        {body}\n}}\n")
        guard = "if (i < n) " if shape == "guard" else "(void)n; "
        return head + f"    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    {guard}{body}\n}}\n"

    # ------------------------------------------------------------------ reductions
    def block_sum(self, block):
        return self.kernel(f"block_sum_{block}", f"""__global__ void block_sum_{block}(const float *__restrict__ in, float *__restrict__ partial, int n) {{
    __shared__ float s[{block}];
    int t = threadIdx.x;
    int i = blockIdx.x * {block} + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int stride = {block // 2}; stride > 0; stride >>= 1) {{
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }}
    if (t == 0) partial[blockIdx.x] = s[0];
}}
""")

    def block_sum_dynamic(self):
        """The tree reduction over `extern __shared__` memory sized by the launch."""
        return self.kernel("block_sum_dyn", """__global__ void block_sum_dyn(const float *__restrict__ in, float *__restrict__ partial, int n) {
    extern __shared__ float s[];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
}
""")

    def reduction(self):
        block = self.rng.choice([b for b in BLOCKS_1D if b >= 32])
        if self.rng.random() < 0.6:
            block = self.block_1d
        src, part = self.source(), self.partial()
        grid = f"(n + {block - 1}) / {block}, {block}"
        if self.rng.random() < 0.25:
            name = self.block_sum_dynamic()
            self.emit(f"{name}<<<{grid}, {block} * sizeof(float)>>>(d_{src}, d_{part}, n);")
        else:
            self.emit(f"{self.block_sum(block)}<<<{grid}>>>(d_{src}, d_{part}, n);")
        if self.rng.random() < 0.3:
            self.unary()
        dst = self.dest(src)
        if self.rng.random() < 0.3:  # block b still reads partial[b], now of a tile of another size
            block = self.rng.choice(BLOCKS_1D)
        center = self.kernel(f"block_center_{block}", f"""__global__ void block_center_{block}(const float *__restrict__ in, const float *__restrict__ partial, float *__restrict__ out, int n) {{
    int i = blockIdx.x * {block} + threadIdx.x;
    if (i < n) out[i] = in[i] - partial[blockIdx.x] * 0.25f;
}}
""")
        self.emit(f"{center}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{part}, d_{dst}, n);")
        self.wrote(dst)

    def rotate_in_block(self):
        """Thread t of a block reads element t + 1 of its own block's tile (block-level)."""
        block = self.pick_1d()
        src = self.source()
        dst = self.dest(src)
        name = self.kernel(f"rotate_{block}", f"""__global__ void rotate_{block}(const float *__restrict__ in, float *__restrict__ out, int n) {{
    int i = blockIdx.x * {block} + threadIdx.x;
    int j = blockIdx.x * {block} + (threadIdx.x + 1) % {block};
    if (i < n && j < n) out[i] = in[j] * 2.0f;
}}
""")
        self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{dst}, n);")
        self.wrote(dst)

    def shuffle_in_block(self):
        """Thread t of a block reads an element of its own block's tile at a masked or
        divided index (clang: `and`, `urem`, `lshr`/`shl`; block-level)."""
        block = self.pick_1d()
        src = self.source()
        dst = self.dest(src)
        variant, index = self.rng.choice([
            ("mask", f"(threadIdx.x * 7) & {block - 1}"),
            ("mod", f"(threadIdx.x * 5) % {block}"),
            ("pair", "(threadIdx.x / 2) * 2"),
            ("quad", "threadIdx.x & -4"),
        ])
        name = self.kernel(f"shuffle_{variant}_{block}", f"""__global__ void shuffle_{variant}_{block}(const float *__restrict__ in, float *__restrict__ out, int n) {{
    int i = blockIdx.x * {block} + threadIdx.x;
    int j = blockIdx.x * {block} + (int)({index});
    if (i < n && j < n) out[i] = in[j] * 2.0f;
}}
""")
        self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{dst}, n);")
        self.wrote(dst)

    def tile_pair(self):
        """A producer of 16x16 threads writing 2x2 elements each of its block's 32x32 tile
        of an R x C buffer, then a consumer of 32x32 threads reading its own block's tile,
        straight or transposed inside the tile (block-level, threads of other shapes: the
        intermediate may live in a shared tile)."""
        src = self.source()
        mid = self.dest(src)
        dst = self.dest(mid)
        producer = self.kernel("tile_scale", """__global__ void tile_scale(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int row0 = blockIdx.y * 32 + threadIdx.y, col0 = blockIdx.x * 32 + threadIdx.x;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            int r = row0 + 16 * i, c = col0 + 16 * j;
            if (r < R && c < C) out[r * C + c] = in[r * C + c] * 1.5f - (float)j;
        }
    }
}
""")
        transposed = self.rng.random() < 0.5
        flat = not transposed and self.flat_tiles_rng.random() < 0.4
        if flat:
            consumer = self.kernel("tile_flat", """__global__ void tile_flat(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * 0.5f + 1.0f;
}
""")
        elif transposed:
            consumer = self.kernel("tile_swap", """__global__ void tile_swap(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int r = blockIdx.y * 32 + threadIdx.y, c = blockIdx.x * 32 + threadIdx.x;
    int rt = blockIdx.y * 32 + threadIdx.x, ct = blockIdx.x * 32 + threadIdx.y;
    float v = rt < R && ct < C ? in[rt * C + ct] : 0.0f;
    if (r < R && c < C) out[r * C + c] = v + 0.5f;
}
""")
        else:
            consumer = self.kernel("tile_shift", """__global__ void tile_shift(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int r = blockIdx.y * 32 + threadIdx.y, c = blockIdx.x * 32 + threadIdx.x;
    if (r < R && c < C) out[r * C + c] = in[r * C + c] - 0.25f;
}
""")
        # Sometimes only the whole 32 x 32 tiles (the GEMM-epilogue class: the producer's
        # guards hold on its whole grid, so a straight consumer runs in rounds over each
        # producer thread's 2x2 elements, in registers).
        whole = self.R >= 32 and self.C >= 32 and self.tiles_rng.random() < 0.5
        rows, columns = ("R / 32 * 32", "C / 32 * 32") if whole else ("R", "C")
        grid = "dim3(C / 32, R / 32)" if whole else "dim3((C + 31) / 32, (R + 31) / 32)"
        if whole:
            self.emit("// whole tiles")
        # A flattened consumer: 256-thread blocks over the rows x columns elements.
        size = f"({rows}) * ({columns})"
        launch = f"({size} + 255) / 256, 256" if flat else f"{grid}, dim3(32, 32)"
        extents = size if flat else f"{rows}, {columns}"

        def produce(source, out):
            self.emit(f"{producer}<<<{grid}, dim3(16, 16)>>>(d_{source}, d_{out}, {rows}, {columns});")

        def consume(source, out):
            self.emit(f"{consumer}<<<{launch}>>>(d_{source}, d_{out}, {extents});")

        pairs = [(src, mid, dst)] + self.twin_tile_pair(src, mid, dst)
        for first, between, _ in pairs:
            produce(first, between)
        for _, between, last in pairs:
            consume(between, last)
        self.wrote(dst)
        if len(pairs) == 1:
            self.chained_tile_pair(dst, produce, consume)

    def chained_tile_pair(self, dst, produce, consume):
        """Sometimes a second pair of the same kernels right after, whose producer reads the
        first pair's output under its own guards (`// chained tile pairs`, as
        tests/cuda/guarded_rounds.cu): fused into one kernel, O2's jump threading merges the
        first consumer's rounds and the second producer's guards."""
        rng = self.chained_tiles_rng
        free = [v for v in self.vecs if v != dst]
        if rng.random() >= 0.35 or len(free) < 2:
            return
        mid, last = rng.sample(free, 2)
        self.emit("// chained tile pairs")
        produce(dst, mid)
        consume(mid, last)
        self.wrote(last)

    def twin_tile_pair(self, src, mid, dst):
        """Sometimes the buffers of a second, independent tile pair of the same kernels
        (`// twin tile pairs`: both producers, then both consumers, as bert_qkv's Q, K and V
        chains; fused horizontally, their last rounds meet in one block, where LLVM sinks
        their common tails as accesses through phis of the two pairs' buffers)."""
        rng = self.twin_tiles_rng
        free = [v for v in self.vecs if v not in (src, mid, dst)]
        if rng.random() >= 0.4 or len(free) < 2:
            return []
        mid2, dst2 = rng.sample(free, 2)
        inputs = [v for v in self.vecs if v not in (mid, dst, mid2, dst2)]
        if not inputs:
            return []
        src2 = rng.choice(inputs)
        self.emit("// twin tile pairs")
        return [(src2, mid2, dst2)]

    def atomic_count(self):
        """Counts positive elements into 8 bins with atomicAdd (+1.0f whatever the order: the
        bins' values do not depend on it); every block writes every bin (global)."""
        src = self.source()
        bins = self.dest(src)
        block = self.pick_1d()
        name = self.kernel("count_positive", """__global__ void count_positive(const float *__restrict__ in, float *__restrict__ bins, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > 0.0f) atomicAdd(&bins[i % 8], 1.0f);
}
""")
        self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{bins}, n);")
        self.wrote(bins)

    # ------------------------------------------------------------------ global reads
    def transpose(self):
        src = self.source()
        dst = self.dest(src)
        if self.rng.random() < 0.5:
            t = self.rng.choice([8, 16])
            name = self.kernel(f"transpose_tile{t}", f"""__global__ void transpose_tile{t}(const float *__restrict__ in, float *__restrict__ out, int R, int C) {{
    __shared__ float tile[{t}][{t + 1}];
    int c = blockIdx.x * {t} + threadIdx.x, r = blockIdx.y * {t} + threadIdx.y;
    if (r < R && c < C) tile[threadIdx.y][threadIdx.x] = in[r * C + c];
    __syncthreads();
    int orow = blockIdx.x * {t} + threadIdx.y, ocol = blockIdx.y * {t} + threadIdx.x;
    if (orow < C && ocol < R) out[orow * R + ocol] = tile[threadIdx.x][threadIdx.y];
}}
""")
            self.emit(f"{name}<<<dim3((C + {t - 1}) / {t}, (R + {t - 1}) / {t}), dim3({t}, {t})>>>(d_{src}, d_{dst}, R, C);")
        else:
            bx, by = self.pick_2d()
            name = self.kernel("transpose_naive", """__global__ void transpose_naive(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < R && c < C) out[c * R + r] = in[r * C + c];
}
""")
            self.emit(f"{name}<<<dim3((C + {bx - 1}) / {bx}, (R + {by - 1}) / {by}), dim3({bx}, {by})>>>(d_{src}, d_{dst}, R, C);")
        self.wrote(dst)

    def permute(self):
        src = self.source()
        dst = self.dest(src)
        block = self.pick_1d()
        if self.rng.random() < 0.5:
            name = self.kernel("reverse", """__global__ void reverse(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[n - 1 - i];
}
""")
            self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{dst}, n);")
        else:
            name = self.kernel("shift", """__global__ void shift(const float *__restrict__ in, float *__restrict__ out, int n, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[(i + k) % n];
}
""")
            k = self.rng.randint(1, 40)
            self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{src}, d_{dst}, n, {k});")
        self.wrote(dst)

    def gemm(self):
        t = self.rng.choice([8, 16])
        src, w = self.source(), self.weight()
        dst = self.dest(src)
        name = self.gemm_kernel(t)
        self.emit(f"{name}<<<dim3((C + {t - 1}) / {t}, (R + {t - 1}) / {t}), dim3({t}, {t})>>>(d_{src}, d_{w}, d_{dst}, R, C);")
        self.wrote(dst)

    def gemm_kernel(self, t):
        return self.kernel(f"gemm_tile{t}", f"""// out[R x C] = in[R x C] . w[C x C]
__global__ void gemm_tile{t}(const float *__restrict__ in, const float *__restrict__ w, float *__restrict__ out, int R, int C) {{
    __shared__ float As[{t}][{t}];
    __shared__ float Ws[{t}][{t}];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * {t} + ty, col = blockIdx.x * {t} + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < C; k0 += {t}) {{
        As[ty][tx] = (row < R && k0 + tx < C) ? in[row * C + k0 + tx] : 0.0f;
        Ws[ty][tx] = (k0 + ty < C && col < C) ? w[(k0 + ty) * C + col] : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < {t}; ++kk) acc += As[ty][kk] * Ws[kk][tx];
        __syncthreads();
    }}
    if (row < R && col < C) out[row * C + col] = acc;
}}
""")

    def siblings(self):
        """The same kernel two or three times in a row on one common input, each launch
        with its own other operand and output, as Q, K and V project one X: a tiled GEMM
        (every launch fills its shared tile of the input alike) or a 2-D map; `sirius`
        may run them in lock-step and load the input once."""
        rng = self.later_rng
        count = rng.choice([2, 3])
        if len(self.vecs) < 2 * count + 1:
            return
        src = self.last if rng.random() < 0.6 else rng.choice(self.vecs)
        others = rng.sample([v for v in self.vecs if v != src], 2 * count)
        outs, operands = others[:count], others[count:]
        self.emit("// siblings")
        if rng.random() < 0.5:
            t = rng.choice([8, 16])
            name = self.gemm_kernel(t)
            for k in range(count):
                self.extra[f"wt{k}"] = "C * C"
            launch = f"{name}<<<dim3((C + {t - 1}) / {t}, (R + {t - 1}) / {t}), dim3({t}, {t})>>>(d_{src}, {{}}, {{}}, R, C);"
            seconds = [f"d_wt{k}" for k in range(count)]
        else:
            op = rng.choice(sorted(BINARY))
            name = self.kernel(f"zip_{op}_2d", self.map_source(f"zip_{op}_2d", 2, BINARY[op], "2d", False))
            bx, by = rng.choice(BLOCKS_2D)
            launch = f"{name}<<<dim3((C + {bx - 1}) / {bx}, (R + {by - 1}) / {by}), dim3({bx}, {by})>>>(d_{src}, {{}}, {{}}, R, C);"
            seconds = [f"d_{operand}" for operand in operands]
        if rng.random() < 0.5:
            for second, out in zip(seconds, outs):
                self.emit(launch.format(second, f"d_{out}"))
        else:  # over arrays of device pointers: clang unrolls the loop, the stub's argument slots are reused
            self.emit(f"{{ float *second[] = {{{', '.join(seconds)}}}, *result[] = {{{', '.join('d_' + o for o in outs)}}};")
            self.emit(f"  for (int s = 0; s < {count}; ++s) " + launch.format("second[s]", "result[s]") + " }")
        self.wrote(outs[-1])

    def row_strips(self):
        """Two kernels on the same 16 x 16 tiles of an R x C buffer with blocks of other
        shapes but the same 256 threads: a producer of 16x16 threads staging its tile
        through shared memory (a barrier), then a consumer of 32x8 threads, two rows of
        16 per warp, taking each row's maximum with warp shuffles, scaled by a factor the
        host computes between the launches (`1 / sqrtf`, a math library call): `sirius`
        fuses them, the consumer reshaped onto the producer's block, and recomputes the
        factor at the fused launch (attention's QK^T -> scale -> softmax)."""
        rng = self.later_rng
        src = self.last if rng.random() < 0.6 else rng.choice(self.vecs)
        mid = rng.choice([v for v in self.vecs if v != src])
        dst = rng.choice([v for v in self.vecs if v not in (src, mid)] or [mid])
        producer = self.kernel("strip_stage", """__global__ void strip_stage(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    __shared__ float tile[16][17];
    int r = blockIdx.y * 16 + threadIdx.y, c = blockIdx.x * 16 + threadIdx.x;
    tile[threadIdx.y][threadIdx.x] = r < R && c < C ? in[r * C + c] : 0.0f;
    __syncthreads();
    if (r < R && c < C) out[r * C + c] = tile[threadIdx.y][15 - threadIdx.x] + 1.0f;
}
""")
        consumer = self.kernel("strip_rowmax", """__global__ void strip_rowmax(const float *__restrict__ in, float *__restrict__ out, int R, int C, float scale) {
    int t = threadIdx.y * 32 + threadIdx.x;
    int r = blockIdx.y * 16 + t / 16, c = blockIdx.x * 16 + t % 16;
    float v = r < R && c < C ? in[r * C + c] : -1e30f;
    float largest = v;
    for (int offset = 8; offset > 0; offset /= 2) largest = fmaxf(largest, __shfl_xor_sync(0xffffffffu, largest, offset));
    if (r < R && c < C) out[r * C + c] = (v - largest) * scale;
}
""")
        grid = "dim3((C + 15) / 16, (R + 15) / 16)"
        self.emit("// row strips")
        self.emit(f"{producer}<<<{grid}, dim3(16, 16)>>>(d_{src}, d_{mid}, R, C);")
        scale = f"scale{len(self.body)}"
        # The factor from the math library or from a global variable, sometimes followed by
        # a call of a function of the program that changes the global (and, being a call,
        # may set errno): the factor must then not be recomputed at a fused launch.
        source, then_call = rng.choice([("math", False), ("math", False), ("global", False), ("math", True),
                                        ("global", True)])
        if source == "global" or then_call:
            self.strip_scale_helpers()
        self.emit(f"float {scale} = " + ("1.0f / sqrtf((float)C);" if source == "math" else "strip_scale;"))
        if then_call:
            self.emit("bump_strip_scale();")
        self.emit(f"{consumer}<<<{grid}, dim3(32, 8)>>>(d_{mid}, d_{dst}, R, C, {scale});")
        self.wrote(dst)

    def strip_scale_helpers(self):
        """The global factor of the row strips and the function of the program that changes it."""
        helpers = ("float strip_scale = 0.0625f;\n"
                   "static __attribute__((noinline)) void bump_strip_scale() { strip_scale *= 1.5f; }\n")
        if helpers not in self.helpers:
            self.helpers.append(helpers)

    # ------------------------------------------------------------------ structure
    def twins(self):
        """The same kernel twice in a row: on independent buffers (P3 horizontal fusion), or
        in place on two overlapping views of one buffer (a dependence: no horizontal fusion)."""
        if len(self.vecs) < 4:
            return self.unary()
        a, b, c, d = self.rng.sample(self.vecs, 4)
        block = self.pick_1d()
        grid = f"(n + {block - 1}) / {block}, {block}"
        kind = self.rng.choice(["map", "map", "overlap", "reduce"])
        if kind == "reduce":
            name = self.block_sum(block)
            self.emit(f"{name}<<<{grid}>>>(d_{a}, d_{self.partial()}, n);")
            self.emit(f"{name}<<<{grid}>>>(d_{c}, d_{self.partial('part2')}, n);")
            return
        op = self.rng.choice(sorted(UNARY))
        if kind == "overlap":
            name = self.kernel(f"map_{op}_guard_inplace", self.map_source(
                f"map_{op}_guard_inplace", 1, UNARY[op], "guard", True))
            for offset in [0, self.rng.randint(1, 8)]:
                self.emit(f"{name}<<<{grid}>>>(&d_{a}[{offset}], n);")
            self.wrote(a)
            return
        name = self.kernel(f"map_{op}_guard", self.map_source(f"map_{op}_guard", 1, UNARY[op], "guard", False))
        self.emit(f"{name}<<<{grid}>>>(d_{a}, d_{b}, n);")
        block = self.pick_1d()  # same code, sometimes another block size
        self.emit(f"{name}<<<(n + {block - 1}) / {block}, {block}>>>(d_{c}, d_{d}, n);")
        self.wrote(d)

    def pingpong(self):
        """A host loop over two launches that swaps its two buffers (as host_loop.cu)."""
        if len(self.vecs) < 3:
            return self.unary()
        a, b, tmp = self.rng.sample(self.vecs, 3)
        block = self.pick_1d()
        uop, bop = self.rng.choice(sorted(UNARY)), self.rng.choice(sorted(BINARY))
        if self.rng.random() < 0.5:
            first = self.kernel(f"map_{uop}_guard", self.map_source(f"map_{uop}_guard", 1, UNARY[uop], "guard", False))
        else:
            # The next iteration's stencil reads `cur` across blocks: global at distance 1,
            # thread-level within an iteration.
            first = self.kernel("stencil3", """__global__ void stencil3(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (i > 0 ? in[i - 1] : 0.0f) + in[i] * 0.5f + (i + 1 < n ? in[i + 1] : 0.0f);
}
""")
        second = self.kernel(f"zip_{bop}_guard", self.map_source(f"zip_{bop}_guard", 2, BINARY[bop], "guard", False))
        grid = f"(n + {block - 1}) / {block}, {block}"
        for line in ["{", f"    float *cur = d_{a}, *nxt = d_{b};", "    for (int it = 0; it < iters; ++it) {",
                     f"        {first}<<<{grid}>>>(cur, d_{tmp}, n);", f"        {second}<<<{grid}>>>(d_{tmp}, cur, nxt, n);",
                     "        float *t = cur;", "        cur = nxt;", "        nxt = t;", "    }", "}"]:
            self.emit(line)
        self.wrote(b)

    def memcpy(self):
        src = self.source()
        if self.rng.random() < 0.5:
            dst = self.dest(src)
            self.emit(f"cudaMemcpy(d_{dst}, d_{src}, n * sizeof(float), cudaMemcpyDeviceToDevice);")
            self.wrote(dst)
        else:
            self.emit(f"cudaMemcpy(snapshot, d_{src}, n * sizeof(float), cudaMemcpyDeviceToHost);")

    # ------------------------------------------------------------------ host control flow
    def probe(self):
        """Copies one element of a buffer back; the name of the host value."""
        self.probes += 1
        name = f"probe{self.probes}"
        buffer = self.source()
        self.emit(f"float {name};")
        self.emit(f"cudaMemcpy(&{name}, d_{buffer} + {self.rng.randint(0, 3)}, sizeof(float), cudaMemcpyDeviceToHost);")
        return name

    def block(self, header, steps, footer="}"):
        self.emit(header)
        self.indent += 1
        for _ in range(steps):
            self.step()
        self.indent -= 1
        if footer:
            self.emit(footer)

    def branch(self):
        """Launches under a branch on a value the device computed."""
        value = self.probe()
        threshold = self.rng.choice(["0.0f", "0.25f", "-0.5f"])
        self.block(f"if ({value} > {threshold}) {{", self.rng.randint(1, 2), footer=None)
        if self.rng.random() < 0.6:
            self.block("} else {", self.rng.randint(1, 2))
        else:
            self.emit("}")

    def switch(self):
        """Launches in the cases of a switch on the seed, or on the counter of a host loop
        (its own where there is none)."""
        if self.loop_depth == 0 and self.rng.random() < 0.5:
            self.emit("for (int it = 0; it < iters; ++it) {")
            self.indent += 1
            self.loop_depth += 1
            self.switch()
            self.loop_depth -= 1
            self.indent -= 1
            self.emit("}")
            return
        on = "it" if self.loop_depth > 0 and self.rng.random() < 0.7 else "seed"
        self.emit(f"switch ({on} % 3) {{")
        for case in ["case 0:", "case 1:"]:
            self.block(f"{case} {{", self.rng.randint(1, 2), footer="    break;\n" + "    " * self.indent + "}")
        self.emit("default:")
        self.emit("    break;")
        self.emit("}")

    def early_exit(self):
        """A host loop that leaves when the device says so."""
        self.emit("for (int it = 0; it < iters + 1; ++it) {")
        self.indent += 1
        self.loop_depth += 1
        for _ in range(self.rng.randint(1, 2)):
            self.step()
        value = self.probe()
        self.emit(f"if ({value} > {self.rng.choice(['0.5f', '1.0f', '-0.25f'])}) break;")
        self.loop_depth -= 1
        self.indent -= 1
        self.emit("}")

    def helper(self):
        """Element-wise launches in a helper the host calls only when a probe says so."""
        value = self.probe()
        outer_body, outer_indent = self.body, self.indent
        self.body, self.indent = [], 1
        for _ in range(self.rng.randint(1, 2)):
            self.rng.choice([self.unary, self.binary])()
        name = f"helper{len(self.helpers)}"
        params = ", ".join(f"float *d_{v}" for v in self.vecs)
        self.helpers.append(f"static __attribute__((noinline)) void {name}({params}, int n, int R, int C) {{\n"
                            + "\n".join(self.body) + "\n}\n")
        self.body, self.indent = outer_body, outer_indent
        arguments = ", ".join(f"d_{v}" for v in self.vecs)
        self.emit(f"if ({value} < {self.rng.choice(['0.5f', '0.0f'])}) {name}({arguments}, n, R, C);")

    def slices(self):
        """A host loop whose every iteration launches on its own slice of the buffers (as a
        3-D convolution launches per plane): its iterations are independent. The slice is
        passed as an index, or as pointers advanced per iteration; the grid may be two
        blocks deep; a scale computed from the counter may be passed as a float (which
        `sirius` cannot advance in the kernel: it must refuse that loop)."""
        rng = self.later_rng
        src = self.last if rng.random() < 0.6 else rng.choice(self.vecs)
        dst = rng.choice([v for v in self.vecs if v != src])
        width = rng.choice([32, 64, 128])
        form, deep, scaled = rng.choice(["index", "pointers"]), rng.random() < 0.3, rng.random() < 0.2
        half = width // 2 if deep else width
        lane = "blockIdx.z * blockDim.x + threadIdx.x" if deep else "blockIdx.x * blockDim.x + threadIdx.x"
        scale = "float scale" if scaled else "int unused"
        value = "scale * src[at]" if scaled else "0.5f * src[at]"
        kernel = f"{'slice' if form == 'index' else 'part'}{width}{'d' if deep else ''}{'s' if scaled else ''}"
        if form == "index":
            name = self.kernel(kernel, f"""__global__ void {kernel}(const float *src, float *dst, int it, int n, {scale}) {{
    int i = {lane}, at = it * {width} + i;
    if (i < {width} && at < n) dst[at] = {value} + (float)it;
}}
""")
            arguments = f"d_{src}, d_{dst}, it, n"
        else:
            name = self.kernel(kernel, f"""__global__ void {kernel}(const float *src, float *dst, int it, int left, {scale}) {{
    int at = {lane};
    if (at < {width} && at < left) dst[at] = {value} + (float)it;
}}
""")
            arguments = f"d_{src} + it * {width}, d_{dst} + it * {width}, it, n - it * {width}"
        grid = f"dim3(1, 1, 2), {half}" if deep else f"1, {width}"
        extra = "0.5f + 0.125f * (float)(it % 3)" if scaled else "0"
        self.emit(f"for (int it = 0; it < (n + {width - 1}) / {width}; ++it) {{")
        self.emit(f"    {name}<<<{grid}>>>({arguments}, {extra});")
        if rng.random() < 0.5:
            self.emit("    cudaDeviceSynchronize();")
        self.emit("}")
        self.wrote(dst)

    def synchronise(self):
        """A host synchronisation or error check between launches, as benchmarks write them."""
        choice = self.rng.random()
        if choice < 0.5:
            self.emit("cudaDeviceSynchronize();")
        elif choice < 0.8:
            self.emit("check(cudaGetLastError());")
        else:
            self.emit("check(cudaDeviceSynchronize());")

    def step(self):
        kinds = [self.unary, lambda: self.unary(inplace=True), self.binary, self.binary_aliased, self.reduction,
                 self.rotate_in_block, self.transpose, self.permute, self.gemm, self.twins, self.pingpong,
                 self.atomic_count, self.shuffle_in_block, self.tile_pair]
        self.rng.choices(kinds, weights=[5, 1, 4, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1])[0]()
        if self.rng.random() < 0.25:
            self.synchronise()

    def control(self):
        """One host control-flow construct around further steps (about a third of programs)."""
        [self.branch, self.switch, self.early_exit, self.helper][self.rng.randrange(4)]()

    def chain(self):
        steps = self.rng.randint(3, 8)
        loop_at = self.rng.randrange(steps) if self.rng.random() < 0.3 else None
        copy_at = self.rng.randrange(1, steps) if self.rng.random() < 0.3 else None
        control_at = self.rng.randrange(steps) if self.rng.random() < 0.35 else None
        for k in range(steps):
            if k == copy_at:
                self.memcpy()
            if k == control_at:
                self.control()
            if k == loop_at:
                self.emit("for (int it = 0; it < iters; ++it) {")
                self.indent += 1
                self.loop_depth += 1
                for _ in range(self.rng.randint(1, 3)):
                    self.step()
                self.loop_depth -= 1
                self.indent -= 1
                self.emit("}")
            else:
                self.step()
        if self.later_rng.random() < 0.3:
            self.slices()
        if self.later_rng.random() < 0.3:
            self.siblings()
        if self.later_rng.random() < 0.3:
            self.row_strips()

    # ------------------------------------------------------------------ program
    def buffers(self):
        """(name, length expression) of every device buffer, each with its own slack."""
        lengths = [(v, "n + 8") for v in self.vecs] + sorted(self.extra.items())
        return [(name, f"{length} + {self.rng.randint(0, 7)}") for name, length in lengths]

    def program(self):
        self.chain()
        buffers = self.buffers()
        host = []
        for name, length in buffers:
            host.append(f"    int len_{name} = {length};")
            host.append(f"    float *h_{name} = (float *)malloc(len_{name} * sizeof(float));")
            host.append(f"    fill(h_{name}, len_{name}, &state);")
            host.append(f"    float *d_{name};")
            host.append(f"    cudaMalloc((void **)&d_{name}, len_{name} * sizeof(float));")
            host.append(f"    cudaMemcpy(d_{name}, h_{name}, len_{name} * sizeof(float), cudaMemcpyHostToDevice);")
        # The last buffer and about half of the others come back to the host; the rest are
        # intermediates nothing reads after the chain (sirius may drop their stores).
        observed = [b for b, _ in buffers if b == self.last or self.rng.random() < 0.5]
        out = [f"    cudaMemcpy(h_{b}, d_{b}, len_{b} * sizeof(float), cudaMemcpyDeviceToHost);" for b in observed]
        free = [f"    cudaFree(d_{b});\n    free(h_{b});" for b, _ in buffers]
        kernels = "\n".join(self.kernels.values())
        return f"""// Random kernel chain, seed {self.seed} (scripts/generators/gen-random-cuda-chain.py): R={self.R}, C={self.C},
// iters={self.iters}; {len(self.kernels)} kernels, {sum('<<<' in line for line in self.body)} launch sites.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

{kernels}
// ---------------------------------------------------------------------------- host side

static void check(cudaError_t status) {{
    if (status != cudaSuccess) {{
        fprintf(stderr, "CUDA error: %s\\n", cudaGetErrorString(status));
        exit(1);
    }}
}}

{chr(10).join(self.helpers)}
static void fill(float *p, int n, unsigned *state) {{  // deterministic, in [-1, 1)
    for (int i = 0; i < n; ++i) {{
        *state = *state * 1664525u + 1013904223u;
        p[i] = (float)(*state >> 8) * (1.0f / 8388608.0f) - 1.0f;
    }}
}}

extern "C" int run_chain(int R, int C, int iters, int seed) {{
    if (R <= 0 || C <= 0 || iters < 0) {{
        printf("chain: bad sizes R=%d C=%d iters=%d\\n", R, C, iters);
        return 1;
    }}
    unsigned state = (unsigned)seed;
    int n = R * C;
    float *snapshot = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) snapshot[i] = 0.0f;
{chr(10).join(host)}

{chr(10).join(self.body)}
    cudaDeviceSynchronize();
{chr(10).join(out)}
    float sum = 0.0f;
    for (int i = 0; i < n; ++i) sum += h_{self.last}[i];
    printf("chain R=%d C=%d iters=%d: checksum %f\\n", R, C, iters, sum);
{chr(10).join(free)}
    free(snapshot);
    return 0;
}}

int main() {{ return run_chain({self.R}, {self.C}, {self.iters}, {self.seed + 1}); }}
"""


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: gen-random-cuda-chain.py SEED")
    sys.stdout.write(Chain(int(sys.argv[1])).program())
