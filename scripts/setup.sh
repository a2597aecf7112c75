#!/usr/bin/env bash
# One-time set-up on Debian 12 (run as root, or as a user with sudo): installs what is
# missing (LLVM 16, clang 16, the autotools ISL needs, lit, cmake for the build-flow
# example), the CUDA root of scripts/setup/setup-cuda.sh, builds
# build/libsyncfuse.so, then runs ascend-sync on the bundled sample. Idempotent.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
start=$SECONDS
export DEBIAN_FRONTEND=noninteractive

# --- system packages (only the missing ones) -------------------------------------------
# The first line is the project's toolchain; the second is what a minimal Debian image
# lacks to build it (C/C++ compiler and make for ISL and the llvm-plugin crate's C++ shim, pip);
# the third is the build-flow example's (examples/build-flow/CMakeLists.txt); the fourth the
# test command's compiler cache (scripts/test.sh: the programs the tests compile with clang-16).
packages="llvm-16-dev clang-16 llvm-16-tools libpolly-16-dev autoconf automake libtool libzstd-dev zlib1g-dev libgmp-dev
          build-essential pkg-config python3 python3-pip
          cmake
          ccache"
missing=()
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null 2>&1 || { echo "setup: need root to install: ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends "${missing[@]}"
else
    echo "setup: system packages already installed"
fi

# --- lit ---------------------------------------------------------------------------------
if command -v lit >/dev/null 2>&1 || python3 -c 'import lit' 2>/dev/null; then
    echo "setup: lit already installed"
else
    # Debian 12's system Python is "externally managed" (PEP 668).
    python3 -m pip install lit || python3 -m pip install --break-system-packages lit
fi

# --- Rust (the machine's toolchain; Debian's rustc is too old for the locked dependencies) --
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
    # shellcheck disable=SC1091
    . "$HOME/.cargo/env"
fi
command -v cargo >/dev/null 2>&1 || { echo "setup: cargo not found: install a Rust toolchain (1.75 or newer) first" >&2; exit 1; }
# The test command runs cargo fmt --check and cargo clippy.
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
    rustup component add rustfmt clippy
fi

# --- CUDA 11.8 headers and libdevice for clang's CUDA flow (PyPI wheels, no GPU needed) ----
bash scripts/setup/setup-cuda.sh >/dev/null

# --- build ---------------------------------------------------------------------------------
bash scripts/setup/build-plugin.sh

# --- the main job on the bundled sample ------------------------------------------------------
sample=samples/ascend/vec_add.ll
rm -f build/vec_add.synced.ll build/vec_add.report.json
opt-16 -load-pass-plugin build/libsyncfuse.so \
    -passes='ascend-sync<report=build/vec_add.report.json>' \
    "$sample" -S -o build/vec_add.synced.ll

echo
echo "setup: done in $((SECONDS - start)) s. ascend-sync on $sample:"
echo "  rewritten IR: build/vec_add.synced.ll"
if [ -f build/vec_add.report.json ]; then
    echo "  report:       build/vec_add.report.json"
else
    echo "  report:       build/vec_add.report.json was not written"
fi
echo "Plugin: build/libsyncfuse.so. Tests: bash scripts/test.sh"
