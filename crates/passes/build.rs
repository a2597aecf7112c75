//! Compiles the C++ shim `cpp/diagnostics.cpp` (optimisation remarks through
//! LLVMContext::diagnose and the `-syncfuse-passes` option, which LLVM 16's C API cannot
//! reach) against LLVM 16's headers, with the flags `llvm-config` gives.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=cpp/diagnostics.cpp");
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
    build.cpp(true).file("cpp/diagnostics.cpp").warnings(false);
    for flag in flags.split_whitespace() {
        build.flag(flag);
    }
    build.compile("syncfuse_diagnostics");
}
