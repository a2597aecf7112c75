#!/usr/bin/env bash
# Builds the workspace in release mode and installs the plugin as build/libsyncfuse.so.
# Shared by scripts/setup.sh and scripts/test.sh. Fails if the plugin exports anything
# but llvmGetPassPluginInfo (our ISL must not clash with libLLVM-16.so's isl_*).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
    # shellcheck disable=SC1091
    . "$HOME/.cargo/env"
fi

cargo build --release --workspace

target_dir=$(bash scripts/setup/target-dir.sh)
built="$target_dir/release/libsyncfuse.so"
[ -f "$built" ] || { echo "build-plugin: $built was not produced" >&2; exit 1; }

mkdir -p build
# Copy then rename, so that a running opt/clang never maps a half-written file.
cp "$built" build/libsyncfuse.so.tmp
mv -f build/libsyncfuse.so.tmp build/libsyncfuse.so

exported=$(nm -D --defined-only build/libsyncfuse.so | awk '{print $NF}')
if [ "$exported" != "llvmGetPassPluginInfo" ]; then
    echo "build-plugin: build/libsyncfuse.so must export only llvmGetPassPluginInfo, it exports:" >&2
    echo "$exported" | head -20 >&2
    exit 1
fi
echo "build-plugin: build/libsyncfuse.so ready (exports only llvmGetPassPluginInfo; isl_* exported: $(nm -D --defined-only build/libsyncfuse.so | grep -c ' isl_' || true))"
