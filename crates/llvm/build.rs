//! Compiles the C++ shims against LLVM 16's headers, with the flags `llvm-config` gives:
//! `cpp/analyses.cpp` (ScalarEvolution, ValueTracking and LazyValueInfo for the affine
//! recogniser, `src/analyses.rs`) and `cpp/diagnostics.cpp` (optimisation remarks through
//! LLVMContext::diagnose and the `-syncfuse-passes` option, used by the `passes` crate's
//! `diagnostics.rs`): what LLVM 16's C API cannot reach.

use std::process::Command;

const SHIMS: [&str; 2] = ["cpp/analyses.cpp", "cpp/diagnostics.cpp"];

fn main() {
    for shim in SHIMS {
        println!("cargo:rerun-if-changed={shim}");
    }
    println!("cargo:rerun-if-env-changed=LLVM_SYS_160_PREFIX");
    let prefix = std::env::var("LLVM_SYS_160_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-16".into());
    let llvm_config = format!("{prefix}/bin/llvm-config");
    let output = Command::new(&llvm_config)
        .arg("--cxxflags")
        .output()
        .unwrap_or_else(|error| panic!("cannot run {llvm_config} ({error}): bash scripts/setup.sh installs LLVM 16"));
    assert!(output.status.success(), "{llvm_config} --cxxflags failed");
    let flags = String::from_utf8(output.stdout).expect("llvm-config prints UTF-8");
    let mut build = cc::Build::new();
    build.cpp(true).files(SHIMS).warnings(false);
    for flag in flags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("syncfuse_shims");
}
