# lit configuration for syncfuse: `.ll`/`.c`/`.cpp` in, `opt-16`/`clang-16` with the plugin,
# FileCheck out. Run with `lit -v tests/lit` after scripts/build-plugin.sh.
#
# Substitutions:
#   %opt      opt-16 -load-pass-plugin <repo>/build/libsyncfuse.so
#   %clang    clang-16
#   %plugin   <repo>/build/libsyncfuse.so   (for clang -fpass-plugin=%plugin)
#   %samples  <repo>/samples
#   FileCheck, not: the LLVM 16 tools
# Environment overrides: SYNCFUSE_PLUGIN (plugin path), LLVM_BIN (LLVM 16 bin directory).

import os

import lit.formats

config.name = "syncfuse"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".c", ".cpp"]
config.excludes = ["Inputs"]

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(os.path.dirname(config.test_source_root))
# Keep lit's Output/ directories out of the source tree.
config.test_exec_root = os.path.join(repo, "build", "lit")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
plugin = os.path.abspath(
    os.environ.get("SYNCFUSE_PLUGIN", os.path.join(repo, "build", "libsyncfuse.so"))
)

for tool in ("opt", "clang", "FileCheck", "not"):
    if not os.access(os.path.join(llvm_bin, tool), os.X_OK):
        lit_config.fatal(f"{llvm_bin}/{tool} not found: install llvm-16-tools and clang-16 "
                         "(bash scripts/setup.sh) or set LLVM_BIN")
if not os.path.isfile(plugin):
    lit_config.fatal(f"{plugin} not found: run `bash scripts/setup/build-plugin.sh` first")

def tool(name):
    return os.path.join(llvm_bin, name)

# lit applies these regexes in order, to RUN lines only, before its own %s, %t, ...
config.substitutions.append(("%opt", f"{tool('opt')} -load-pass-plugin {plugin}"))
config.substitutions.append(("%clang", tool("clang")))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%samples", os.path.join(repo, "samples")))
# Bare words only (not inside paths or names such as FileCheck-16 or --check-prefix=NOT).
config.substitutions.append((r"(?<![\w/.-])FileCheck(?![\w.-])", tool("FileCheck")))
config.substitutions.append((r"(?<![\w/.=-])not(?=\s)", tool("not")))

# LLVM 16 first on PATH for anything a test calls by its plain name.
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# The plugin's clang extension point must not pick up a caller's setting.
config.environment.pop("SYNCFUSE_PASSES", None)
config.environment.pop("RUST_BACKTRACE", None)
