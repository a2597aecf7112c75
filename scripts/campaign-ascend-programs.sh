#!/usr/bin/env bash
# Differential campaign of `sirius,ascend-sync` on random Ascend programs
# (scripts/gen-random-ascend-program.py, tests/ascend_random_programs.rs): PROGRAMS programs
# (default 200) from seed FIRST (default 1000), each run in the nominal timing and TIMINGS
# random ones (default 50) against the original run sequentially. Prints the campaign's
# counts (programs, runs, launches before -> after fusion, failures); exits non-zero on a
# failure. Measured, never asserted on timing.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
programs=${1:-200}
timings=${2:-50}
first=${3:-1000}
bash scripts/build-plugin.sh >/dev/null
SYNCFUSE_RANDOM_PROGRAMS=$programs SYNCFUSE_RANDOM_TIMINGS=$timings SYNCFUSE_RANDOM_SEED=$first \
    cargo test --release -q --test ascend_random_programs -- --nocapture 2>&1 | grep -E "^campaign:|panicked|failures|program [0-9]+"
