#!/usr/bin/env bash
# tile-sync (issue 16) on its samples at the paper's shapes scaled so that the executor
# finishes (tests/integration/tile_sync.rs, BENCH; several minutes): per case, the original runs on the
# CPU executor and its counters become the profile; `tile-sync<profile=...;force>` plans
# every pair (policy, counters, polls) and models it on an H100 (sirius::tile_cost, per-block
# times from the profile); the rewritten program runs on one multiprocessor and must leave
# the same buffers, and its extra IR instructions (the synchronisation's own) are counted.
# Prints a Markdown table; nothing is asserted about the times.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bash scripts/setup/build-plugin.sh >/dev/null
SYNCFUSE_TILE_BENCH=1 cargo test --release -q --test integration tile_sync::modelled_and_counted_tile_synchronisation -- --nocapture 2>&1 |
    grep -E '^\|'
