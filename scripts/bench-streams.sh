#!/usr/bin/env bash
# streams (issue 17) on its samples: per region of `main`, the launches, the streams the
# model chose (up to 4), the events, the modelled H100 time with one stream and with the
# schedule, and whether the executor found the rewritten program's buffers identical.
# Prints a Markdown table; nothing is asserted about the times.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-plugin.sh >/dev/null
cargo test --release -q --test streams modelled_streams_of_the_samples -- --nocapture 2>&1 | grep -E '^\|'
