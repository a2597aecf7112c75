//! Random Ascend kernels (`scripts/generators/gen-random-ascend-kernel.py`: loops, if/else, switch,
//! early breaks, every pipe) compiled by clang-16, synchronised by the plugin in `opt-16`,
//! and the argument sets they run on: shared by `tests/integration/ascend_random_kernels.rs`
//! (correctness) and `tests/integration/ascend_sync_quality.rs` (syncs and cycles never get worse).
//! Odd seeds target ascend910b (8 event IDs per pair), even seeds ascend910a (4).

use crate::common::{clang_beside, repo};
use std::path::Path;
use std::process::Command;
use syncfuse::sim::args::parse_arg;
use syncfuse::sim::ascend::run::KernelArg;

/// The target of seed `seed`.
pub fn target_name(seed: u64) -> &'static str {
    if seed.is_multiple_of(2) {
        "ascend910a"
    } else {
        "ascend910b"
    }
}

/// The standard output of `command`, which must succeed.
pub fn checked(command: &mut Command, what: &str) -> Vec<u8> {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
    output.stdout
}

/// The random kernel for `seed` with the generator's `options` (`--latches`), as C source
/// and as clang-16 IR at `level`.
pub fn random_kernel(seed: u64, options: &[&str], level: &str, dir: &Path) -> (String, String) {
    let generator = repo().join("scripts/generators/gen-random-ascend-kernel.py");
    let source =
        checked(Command::new("python3").arg(generator).arg(seed.to_string()).args(options), "kernel generator");
    let (c_path, ir_path) = (dir.join(format!("fuzz{seed}.c")), dir.join(format!("fuzz{seed}{level}.ll")));
    std::fs::write(&c_path, &source).unwrap();
    let (mut clang, name) = clang_beside(&c_path);
    clang.args(["--target=x86_64-unknown-linux-gnu", level, "-S", "-emit-llvm", "-o"]).arg(&ir_path);
    checked(clang.arg("-I").arg(repo().join("samples/ascend/include")).arg(name), "clang-16");
    (String::from_utf8(source).unwrap(), std::fs::read_to_string(&ir_path).unwrap())
}

pub fn synchronise(plugin: &Path, ir: &str, target: &str, dir: &Path) -> String {
    let input = dir.join("kernel.ll");
    std::fs::write(&input, ir).unwrap();
    let passes = format!("-passes=ascend-sync<target={target}>");
    let output = checked(
        Command::new("opt-16").arg("-load-pass-plugin").arg(plugin).arg(passes).arg(&input).args(["-S", "-o", "-"]),
        "opt-16 ascend-sync",
    );
    String::from_utf8(output).unwrap()
}

pub fn inputs() -> Vec<Vec<KernelArg>> {
    let buffer = |spec: &str| parse_arg(spec).unwrap();
    [(0, 0), (1, 6), (3, 13), (2, 4)]
        .map(|(n, mode)| {
            vec![
                buffer("gm:65536:1:f16"),
                buffer("gm:65536:2:f16"),
                buffer("gm:65536:3:f16"),
                buffer("gm:4096"),
                KernelArg::Int(n),
                KernelArg::Int(mode),
            ]
        })
        .into()
}
