#!/usr/bin/env bash
# Times the CUDA samples on a real GPU, original against `sirius`-fused, when one is lent
# (the device tool; no GPU on the build machine). Two steps:
#   scripts/benchmarks/gpu-time-cuda-samples.sh build [ARCH]   here: for every samples/cuda/*.cu, its
#       main() (the paper-sized call of run_<sample>) built twice by scripts/syncfuse-nvcc,
#       fused and with SYNCFUSE_DISABLE=1, into build/gpu-timing/, each run twice by
#       examples/gpu-timing/warm_main.cpp (the first run warms the GPU up), with the launch
#       timer (examples/gpu-timing/launch_timer.c) and the CUDA root's libcudart (ARCH: sm_90);
#       and each sample's exported run_<sample> at the sizes of scripts/benchmarks/bench-sirius.sh
#       (called from warm_main's translation unit: sirius fused it with symbolic sizes),
#       so that measured times sit beside the model's at the same sizes; and the cases of
#       the host-rewriting passes (`concurrency_cases`: tile-sync and streams at the sizes of
#       their benchmarks, with the samples' own output checks on): a generated translation
#       unit includes the sample and calls run_<sample> with constants (the passes
#       specialise the call), built original, `tiles` (SYNCFUSE_TILE_SYNC=force alone) or
#       `streams` (SYNCFUSE_STREAMS=force, on four streams alone), `streams-model`
#       (SYNCFUSE_STREAMS=4: the model's choice) or `split` (SYNCFUSE_STREAMS=split=2: graph
#       split in two parts alone);
#   scripts/benchmarks/gpu-time-cuda-samples.sh run [RUNS] [GLOB]   on the GPU machine: runs each binary
#       (those whose name matches GLOB: `'*_at_*'` for the bench sizes only)
#       RUNS times (default 5) and prints one Markdown row per sample, size and variant
#       against its original: launches, the
#       kernels' device time and the span from the first launch to the latest end of the
#       warm run (medians, microseconds, CUDA events around every launch) and the
#       program's own check of its output against its CPU reference (ok / FAIL).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
out=build/gpu-timing

# The sizes of scripts/benchmarks/bench-sirius.sh, whose table gives the model's times.
declare -A bench_sizes=(
    [elementwise_chain]=65536,1 [block_reduce]=65536,1 [block_shuffle]=65536,1 [mlp]=128,256,512,1
    [bert_qkv]=128,256,4,1 [transpose_gemm]=128,256,256,1 [host_loop]=64,64,4,1 [lstm]=8,2,64,64,1
)

# Host-rewriting pass cases: name, run_<sample>'s arguments (check on), variants.
concurrency_cases=(
    "gpt3_mlp 1024,256,768,1,1 tiles" "gpt3_mlp 2048,256,768,1,1 tiles" "llama_mlp 256,256,704,1,1 tiles"
    "llama_mlp 2048,256,704,1,1 tiles" "attention 4,512,64,1,1 tiles" "attention 4,1024,64,1,1 tiles"
    "conv_chain 4,28,28,128,1,1 tiles" "small_gemms 64,1024,1,1 streams,streams-model"
    "small_gemms 128,1024,1,1 streams,streams-model" "small_gemms 64,8192,1,1 streams" "attention_heads 256,64,1,1 streams,streams-model" "inception 4096,1,1 streams,streams-model"
    "wave_tail 140,512,1,1 split" "wave_tail 1100,512,1,1 split"
)

# SYNCFUSE_* settings of a variant (original: no pass at all).
variant_environment() {
    case $1 in
        original) echo "SYNCFUSE_DISABLE=1" ;;
        fused) echo "SYNCFUSE_DISABLE=" ;;
        tiles) echo "SYNCFUSE_DISABLE=1 SYNCFUSE_TILE_SYNC=force" ;;
        streams) echo "SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=force" ;;
        streams-model) echo "SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=4" ;;
        split) echo "SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=split=2" ;;
    esac
}

build_concurrency_case() {
    local arch=$1 name=$2 sizes=$3 variants=$4
    local case_name="${name}_at_${sizes//,/_}"
    printf '#include "%s/samples/cuda/%s.cu"\nint sample_main() { return run_%s(%s); }\n' \
        "$PWD" "$name" "$name" "$sizes" >"$out/$case_name.cu"
    for variant in original ${variants//,/ }; do
        env $(variant_environment "$variant") SYNCFUSE_REPORT="$out/$case_name.$variant.sirius.json" \
            scripts/syncfuse-nvcc -arch="$arch" -O2 -std=c++17 -Dmain=sample_default_main -c "$out/$case_name.cu" \
            -o "$out/$case_name.$variant.o"
        scripts/syncfuse-nvcc "$out/$case_name.$variant.o" "$out/warm_main.o" -o "$out/$case_name.$variant"
    done
}

build() {
    local arch=${1:-sm_90}
    local cuda
    cuda=$(bash scripts/setup/setup-cuda.sh)
    bash scripts/setup/build-plugin.sh >/dev/null
    mkdir -p "$out/lib"
    cp -L "$cuda/lib64/libcudart.so.11.0" "$out/lib/"
    clang-16 -shared -fPIC -O2 -Wall examples/gpu-timing/launch_timer.c -o "$out/lib/launch_timer.so" \
        -L"$cuda/lib64" -lcudart -ldl
    clang++-16 -O2 -Wall -c examples/gpu-timing/warm_main.cpp -o "$out/warm_main.o"
    for source in samples/cuda/*.cu; do
        local name
        name=$(basename "$source" .cu)
        for variant in original fused; do
            local disable=""
            [ "$variant" = original ] && disable=1
            SYNCFUSE_DISABLE=$disable SYNCFUSE_REPORT="$out/$name.$variant.sirius.json" \
                scripts/syncfuse-nvcc -arch="$arch" -O2 -std=c++17 -Dmain=sample_main -c "$source" \
                -o "$out/$name.$variant.o"
            scripts/syncfuse-nvcc "$out/$name.$variant.o" "$out/warm_main.o" -o "$out/$name.$variant"
            local sizes=${bench_sizes[$name]:-}
            [ -n "$sizes" ] || continue
            local params
            params=$(echo "$sizes" | sed 's/[^,]*/int/g')
            clang++-16 -O2 -Wall -DSAMPLE_FUNCTION="run_$name" -DSAMPLE_PARAMS="$params" -DSAMPLE_ARGS="$sizes" \
                -c examples/gpu-timing/warm_main.cpp -o "$out/$name.bench_main.o"
            scripts/syncfuse-nvcc "$out/$name.$variant.o" "$out/$name.bench_main.o" \
                -o "$out/${name}_at_${sizes//,/_}.$variant"
        done
    done
    for case in "${concurrency_cases[@]}"; do
        # shellcheck disable=SC2086
        build_concurrency_case "$arch" $case
    done
    echo "built $(find "$out" -maxdepth 1 -type f -perm -u+x | wc -l) binaries in $out"
}

run() {
    local runs=${1:-5} pattern=${2:-*}
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader || true
    echo "| sample (sizes) | variant | launches | kernels (device time) | span, first launch to latest end | output check |"
    echo "|---|---|---:|---:|---:|---|"
    for binary in "$out"/$pattern.original; do
        local name variants=()
        name=$(basename "$binary" .original)
        for variant in fused tiles streams streams-model; do
            [ -x "$out/$name.$variant" ] && variants+=("$variant")
        done
        for variant in original "${variants[@]}"; do
            : >"$out/$name.$variant.times"
            for _ in $(seq "$runs"); do
                # A wrong synchronisation could hang the GPU's blocks: GPU_TIMEOUT seconds (60) is far more than any needs.
                if LD_LIBRARY_PATH="$out/lib" LD_PRELOAD="$out/lib/launch_timer.so" timeout "${GPU_TIMEOUT:-60}" "$out/$name.$variant" \
                    >"$out/$name.$variant.stdout" 2>"$out/$name.$variant.stderr"; then
                    grep -h "^launch_timer:" "$out/$name.$variant.stderr" >>"$out/$name.$variant.times" || true
                else
                    echo "launch_timer: failed" >>"$out/$name.$variant.times"
                fi
            done
        done
        python3 - "$name" "$out/$name" "${variants[@]}" <<'PY'
import re, statistics, sys
name, prefix, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
sample, _, sizes = name.partition("_at_")
label = f"{sample} ({sizes.replace('_', ', ')})" if sizes else f"{sample} (its main)"
def summary(variant):
    path = f"{prefix}.{variant}"
    rows = [re.match(r"launch_timer: (\d+) launches, kernels ([\d.]+) us, span ([\d.]+) us", line)
            for line in open(path + ".times")]
    if not rows or not all(rows):
        return None
    launches = int(rows[0].group(1))
    kernels = statistics.median(float(r.group(2)) for r in rows)
    span = statistics.median(float(r.group(3)) for r in rows)
    check = "FAIL" if "FAIL" in open(path + ".stdout").read() else "ok"
    return launches, kernels, span, check
a = summary("original")
for variant in variants:
    b = summary(variant)
    if not a or not b:
        print(f"| {label} | {variant} | error | | | |")
    else:
        print(f"| {label} | {variant} | {a[0]} -> {b[0]} | {a[1]:.1f} us -> {b[1]:.1f} us ({a[1] / max(b[1], 1e-9):.2f}x) "
              f"| {a[2]:.1f} us -> {b[2]:.1f} us ({a[2] / max(b[2], 1e-9):.2f}x) | {a[3]} / {b[3]} |")
PY
    done
}

case "${1:-}" in
    build) shift; build "$@" ;;
    run) shift; run "$@" ;;
    *) echo "usage: $0 build [ARCH] | run [RUNS] [GLOB]" >&2; exit 2 ;;
esac
