#!/usr/bin/env bash
# The tile-synchronisation model (issue 16) on the CUDA samples whose consecutive launches
# are joined by a global dependence, at the sizes of scripts/bench-sirius.sh and at four
# times the tokens (about 40 s): per pair and policy allowed by print<uar;tile-deps>, the
# semaphores, the counters one consumer block waits on, and the modelled H100 time with
# stream synchronisation and with tile synchronisation (sirius::tile_cost, per-block
# times from the CPU executor's counters).
# Prints a Markdown table; nothing is asserted about the times.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-plugin.sh >/dev/null
SYNCFUSE_TILE_BENCH=1 cargo test --release -q --test tile_deps modelled_times_of_the_tile_pairs -- --nocapture 2>&1 |
    grep -E '^\|'
