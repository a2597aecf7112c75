#!/usr/bin/env bash
# Differential campaign of `streams` on random CUDA chains (scripts/gen-random-cuda-chain.py,
# tests/streams.rs): CHAINS programs (default 200) from seed FIRST (default 1000), every
# region forced onto up to four streams, and separately every region split in three where
# its dependences allow (cut where they do not), each rewritten program run on 1 and 7
# simulated multiprocessors with seeded schedules against the original (identical buffers,
# no race, no deadlock). Prints the campaign's counts (regions rewritten, events, copies
# waiting only for what they read, regions split); exits non-zero on a failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
chains=${1:-200}
first=${2:-1000}
bash scripts/build-plugin.sh >/dev/null
SYNCFUSE_STREAMS_CHAINS=$chains SYNCFUSE_STREAMS_SEED=$first \
    cargo test --release -q --test streams random_chains_compute_the_same_on_streams -- --nocapture 2>&1 |
    grep -E "^campaign:|panicked|failures|chain [0-9]+"
