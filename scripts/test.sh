#!/usr/bin/env bash
# The whole test suite: formatting (cargo fmt --check), lints (cargo clippy --workspace
# --all-targets -D warnings), cargo unit/property/integration tests, then the plugin
# build, then the lit + FileCheck tests against opt-16/clang-16, then every report the lit
# tests wrote checked against its JSON Schema (docs/schema/), then the contracts against the
# shared copies where present (scripts/check-contracts.sh). Exits non-zero if any
# stage fails (every stage runs, so one report lists all failures).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
    # shellcheck disable=SC1091
    . "$HOME/.cargo/env"
fi

if command -v lit >/dev/null 2>&1; then
    lit=(lit)
elif python3 -c 'import lit' 2>/dev/null; then
    lit=(python3 -c 'import sys, lit.main; sys.exit(lit.main.main())')
elif [ -f /usr/lib/llvm-16/build/utils/lit/lit.py ]; then
    lit=(python3 /usr/lib/llvm-16/build/utils/lit/lit.py)
else
    echo "test: lit not found (bash scripts/setup.sh installs it)" >&2
    exit 1
fi

failed=()

echo "=== cargo fmt --all --check"
cargo fmt --all --check || failed+=("cargo fmt")

echo "=== cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings || failed+=("cargo clippy")

echo "=== cargo test --workspace"
cargo test --workspace || failed+=("cargo test")

echo "=== build plugin"
if bash scripts/build-plugin.sh; then
    echo "=== lit -v tests/lit"
    rm -rf build/lit
    "${lit[@]}" -v tests/lit || failed+=("lit")
    echo "=== syncfuse check-report: the reports lit wrote"
    mapfile -t reports < <(grep -rl --include='*.json' '"tool": "syncfuse"' build/lit || true)
    echo "${#reports[@]} reports"
    if [ ${#reports[@]} -eq 0 ]; then
        failed+=("check-report (no report found)")
    else
        target_dir=$(bash scripts/target-dir.sh)
        "$target_dir/release/syncfuse" check-report "${reports[@]}" || failed+=("check-report")
    fi
else
    failed+=("plugin build")
fi

echo "=== scripts/check-contracts.sh"
bash scripts/check-contracts.sh || failed+=("contracts")

if [ ${#failed[@]} -gt 0 ]; then
    echo "test: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "test: all passed"
