#!/usr/bin/env bash
# The whole test suite: formatting (cargo fmt --check), lints (cargo clippy --release
# --workspace --all-targets -D warnings), the plugin build, cargo's unit, property and
# integration tests (one binary, tests/integration), then the lit + FileCheck tests
# against opt-16/clang-16, then every report the lit tests wrote checked against its JSON
# Schema (docs/schema/), then the contracts against the shared copies where present
# (scripts/docs/check-contracts.sh), and the code map of docs/architecture.md against the
# sources (scripts/docs/code-map.py --check). Everything builds in the release profile, as setup.sh
# does, so that nothing setup built is built again (Cargo.toml's [profile.bench] says
# more). Exits non-zero if any stage fails (every stage runs, so one report lists all
# failures); prints each stage's time.
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

# Every clang-16 the tests run (the samples, the corpus, the generated random programs, lit)
# goes through ccache, the compiler cache, in its masquerade form (a `clang-16` link to
# ccache first on PATH), its cache in cargo's target directory: a run with nothing changed
# compiles none of them again. Without ccache, clang-16 runs as it is.
if command -v ccache >/dev/null 2>&1; then
    masquerade=$PWD/build/ccache-bin
    mkdir -p "$masquerade"
    ln -sf "$(command -v ccache)" "$masquerade/clang-16"
    export PATH="$masquerade:$PATH"
    export CCACHE_DIR="${CCACHE_DIR:-$(bash scripts/setup/target-dir.sh)/ccache}"
fi

# One test thread more than cores: the integration tests mostly wait on the processes
# they start (opt-16, clang-16, the executor), and the extra thread fills those gaps
# (2 cores: the integration run 169 -> 164 s).
export RUST_TEST_THREADS="${RUST_TEST_THREADS:-$(($(nproc) + 1))}"

failed=()
stage_start=$SECONDS
stage() {
    echo "=== $* (previous stage: $((SECONDS - stage_start)) s)"
    stage_start=$SECONDS
}

stage cargo fmt --all --check
cargo fmt --all --check || failed+=("cargo fmt")

stage cargo clippy --release --workspace --all-targets -- -D warnings
cargo clippy --release --workspace --all-targets -- -D warnings || failed+=("cargo clippy")

stage build plugin
if bash scripts/setup/build-plugin.sh; then
    # The integration tests drive this plugin rather than building it themselves.
    export SYNCFUSE_PLUGIN=$PWD/build/libsyncfuse.so
    plugin_built=1
else
    failed+=("plugin build")
    plugin_built=0
fi

stage cargo test --release --workspace
cargo test --release --workspace || failed+=("cargo test")

if [ "$plugin_built" = 1 ]; then
    stage lit -v tests/lit
    rm -rf build/lit
    "${lit[@]}" -v tests/lit || failed+=("lit")
    stage syncfuse check-report: the reports lit wrote
    mapfile -t reports < <(grep -rl --include='*.json' '"tool": "syncfuse"' build/lit || true)
    echo "${#reports[@]} reports"
    if [ ${#reports[@]} -eq 0 ]; then
        failed+=("check-report (no report found)")
    else
        target_dir=$(bash scripts/setup/target-dir.sh)
        "$target_dir/release/syncfuse" check-report "${reports[@]}" || failed+=("check-report")
    fi
fi

stage scripts/docs: the contracts against the shared copies, the code map against the sources
bash scripts/docs/check-contracts.sh || failed+=("contracts")
python3 scripts/docs/code-map.py --check || failed+=("code map")
stage done

if [ ${#failed[@]} -gt 0 ]; then
    echo "test: FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "test: all passed in $SECONDS s"
