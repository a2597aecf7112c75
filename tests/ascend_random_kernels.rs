//! Differential fuzzing of `ascend-sync` on kernels it has never seen: random C kernels
//! (`scripts/gen-random-ascend-kernel.py`: loops, if/else, switch, early breaks, every
//! pipe) compiled by clang-16 at -O1 and -O2, synchronised by the real plugin in `opt-16`,
//! then simulated. For every kernel and input the synchronised kernel must run without
//! error (race, double set, leftover flag, deadlock) under nominal and random timings and
//! produce the bytes of the unsynchronised kernel's sequential run. Odd seeds target
//! ascend910b (8 event IDs per pair), even seeds ascend910a (4).
//! `SYNCFUSE_FUZZ_SEEDS=N` runs more seeds. Without clang-16/opt-16 the test says why and
//! passes vacuously, like the other tool-dependent tests.

use std::path::Path;
use std::process::Command;

mod common;
use common::{plugin, repo, require_tools};
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::args::parse_arg;
use syncfuse::sim::ascend::run::{run, KernelArg};
use syncfuse::sim::ascend::{Schedule, SimOptions};
use syncfuse::sim::program::{decode_function, Program};

const DEFAULT_SEEDS: u64 = 12;
const RANDOM_TIMINGS: u64 = 10;

fn checked(command: &mut Command, what: &str) -> Vec<u8> {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
    output.stdout
}

/// The random kernel for `seed`, as C source and as clang-16 IR at `level`.
fn random_kernel(seed: u64, level: &str, dir: &Path) -> (String, String) {
    let generator = repo().join("scripts/gen-random-ascend-kernel.py");
    let source = checked(Command::new("python3").arg(generator).arg(seed.to_string()), "kernel generator");
    let c_path = dir.join(format!("fuzz{seed}.c"));
    std::fs::write(&c_path, &source).unwrap();
    let ir = checked(
        Command::new("clang-16")
            .args(["--target=x86_64-unknown-linux-gnu", level, "-S", "-emit-llvm", "-o", "-", "-I"])
            .arg(repo().join("samples/ascend/include"))
            .arg(&c_path),
        "clang-16",
    );
    (String::from_utf8(source).unwrap(), String::from_utf8(ir).unwrap())
}

fn synchronise(plugin: &Path, ir: &str, target: &str, dir: &Path) -> String {
    let input = dir.join("kernel.ll");
    std::fs::write(&input, ir).unwrap();
    let passes = format!("-passes=ascend-sync<target={target}>");
    let output = checked(
        Command::new("opt-16").arg("-load-pass-plugin").arg(plugin).arg(passes).arg(&input).args(["-S", "-o", "-"]),
        "opt-16 ascend-sync",
    );
    String::from_utf8(output).unwrap()
}

fn inputs() -> Vec<Vec<KernelArg>> {
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

/// Why the synchronised kernel is not clean on one input and schedule, or `None`.
fn first_failure(original: &Program, synchronised: &Program, target: &TargetDescription) -> Option<String> {
    for (index, args) in inputs().iter().enumerate() {
        let options = |schedule| SimOptions { schedule, ..SimOptions::default() };
        let reference = run(original, target, args, &options(Schedule::Sequential)).unwrap();
        assert!(reference.error.is_none(), "reference run failed: {}", reference.error.unwrap());
        let schedules = std::iter::once(None).chain((1..=RANDOM_TIMINGS).map(Some));
        for seed in schedules {
            let schedule = Schedule::Timed { seed };
            let outcome = run(synchronised, target, args, &options(schedule)).unwrap();
            if let Some(error) = outcome.error {
                return Some(format!("input {index}, {schedule:?}: {error}"));
            }
            if outcome.buffers != reference.buffers {
                return Some(format!("input {index}, {schedule:?}: output differs from the sequential reference"));
            }
        }
    }
    None
}

#[test]
fn random_clang_kernels_are_synchronised_correctly() {
    require_tools(&["clang-16", "opt-16"]);
    let plugin = plugin();
    let seeds = std::env::var("SYNCFUSE_FUZZ_SEEDS").ok().and_then(|s| s.parse().ok()).unwrap_or(DEFAULT_SEEDS);
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for seed in 0..seeds {
        let target_name = if seed % 2 == 0 { "ascend910a" } else { "ascend910b" };
        let target = TargetDescription::builtin(target_name).unwrap();
        for level in ["-O1", "-O2"] {
            let (source, ir) = random_kernel(seed, level, dir.path());
            let synchronised_ir = synchronise(plugin, &ir, target_name, dir.path());
            let original = decode_function(&ir, "fuzz").unwrap();
            let synchronised = decode_function(&synchronised_ir, "fuzz").unwrap();
            if let Some(failure) = first_failure(&original, &synchronised, &target) {
                failures.push(format!("seed {seed} {level} {target_name}: {failure}\n{source}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {} kernels failed:\n{}", failures.len(), 2 * seeds, failures.join("\n"));
}
