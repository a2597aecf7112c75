#!/usr/bin/env bash
# Differential campaign of `sirius` on random CUDA chains (scripts/gen-random-cuda-chain.py,
# tests/sirius_random_chains.rs): PROGRAMS seeds from 0 (default 300), each fused through
# `main`, the exported `run_chain` and the single-module form, and run on the executor
# against the original (identical host buffers and device buffers left at exit, no race,
# no barrier divergence, no out-of-bounds access; llc-16 accepts the fused kernels). Prints
# the campaign's totals (launches, fused kernels, buffers forwarded in registers, buffers
# whose unobserved stores were removed, buffers kept in shared tiles); exits non-zero on a
# failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
programs=${1:-300}
bash scripts/build-plugin.sh >/dev/null
SIRIUS_RANDOM_CHAINS=$programs \
    cargo test --release -q --test sirius_random_chains -- --nocapture 2>&1 |
    grep -E "^[0-9]+ programs:|FAILED|panicked|failures"
