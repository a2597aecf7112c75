#!/usr/bin/env bash
# Prints cargo's target directory for this workspace (`target`, or CARGO_TARGET_DIR and
# the like), so that scripts find what cargo built wherever it put it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
cargo metadata --format-version 1 --no-deps \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])'
