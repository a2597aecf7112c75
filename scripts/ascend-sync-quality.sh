#!/usr/bin/env bash
# The quality gate of ascend-sync on every recorded kernel (tests/ascend_sync_quality.rs):
# the samples, the 150 recorded random seeds at -O1 and -O2 and the scaling kernels, each compared
# with tests/fixtures/ascend-sync-quality.json (syncs emitted, nominal simulated cycles);
# fails naming any kernel that got worse, lists those that got better. `--record` rewrites
# the fixture instead (after a change that improves results: say why in the closing note).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-plugin.sh >/dev/null
if [ "${1:-}" = "--record" ]; then
    SYNCFUSE_QUALITY_RECORD=1 cargo test --release -q --test ascend_sync_quality
else
    SYNCFUSE_QUALITY_SEEDS=150 cargo test --release -q --test ascend_sync_quality -- --nocapture 2>&1 |
        grep -E "ascend-sync quality|^  |worse than recorded|^(sample|random|scaling) |test result"
fi
