//! Differential fuzzing of `ascend-sync` on kernels it has never seen: random C kernels
//! (`scripts/generators/gen-random-ascend-kernel.py`: loops, if/else, switch, early breaks, every
//! pipe) compiled by clang-16 at -O1 and -O2, synchronised by the real plugin in `opt-16`,
//! then simulated. For every kernel and input the synchronised kernel must run without
//! error (race, double set, leftover flag, deadlock) under nominal and random timings and
//! produce the bytes of the unsynchronised kernel's sequential run. Odd seeds target
//! ascend910b (8 event IDs per pair), even seeds ascend910a (4).
//! `SYNCFUSE_FUZZ_SEEDS=N` runs more seeds; `REGRESSION_SEEDS` always run. Without clang-16/opt-16 the test says why and
//! passes vacuously, like the other tool-dependent tests.

use crate::common;
use crate::support::random_kernels;
use common::{plugin, require_tools};
use random_kernels::{inputs, random_kernel, synchronise, target_name};
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend::run::run;
use syncfuse::sim::ascend::{Schedule, SimOptions};
use syncfuse::sim::decoder::decode_function;
use syncfuse::sim::program::Program;

const DEFAULT_SEEDS: u64 = 12;
/// Seeds that once failed, run whatever `SYNCFUSE_FUZZ_SEEDS` says: 247, a scalar load
/// clang sinks into an if/else join behind a pointer phi (once dropped from the model).
const REGRESSION_SEEDS: &[u64] = &[247];
const RANDOM_TIMINGS: u64 = 10;

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
    let seeds = common::setting("SYNCFUSE_FUZZ_SEEDS", DEFAULT_SEEDS);
    let all_seeds: Vec<u64> = (0..seeds).chain(REGRESSION_SEEDS.iter().copied()).collect();
    synchronised_kernels_behave(&all_seeds, &[]);
}

/// Loops under unsigned tests against huge constants and `!=` tests met only after
/// wrapping (`--latches`), left at their bound by a `break`: their trip counts once read
/// as empty domains, so `ascend-sync` found no dependence in them and the simulator raced.
#[test]
fn kernels_with_huge_or_wrapping_loop_tests_are_synchronised_correctly() {
    synchronised_kernels_behave(&(0..6).collect::<Vec<_>>(), &["--latches"]);
}

/// Every seed's kernel (at -O1 and -O2, generated with `options`), synchronised, runs clean
/// and computes the sequential reference's bytes (`first_failure`).
fn synchronised_kernels_behave(all_seeds: &[u64], options: &[&str]) {
    require_tools(&["clang-16", "opt-16"]);
    let plugin = plugin();
    let dir = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for &seed in all_seeds {
        let target_name = target_name(seed);
        let target = TargetDescription::builtin(target_name).unwrap();
        for level in ["-O1", "-O2"] {
            let (source, ir) = random_kernel(seed, options, level, dir.path());
            let synchronised_ir = synchronise(plugin, &ir, target_name, dir.path());
            let original = decode_function(&ir, "fuzz").unwrap();
            let synchronised = decode_function(&synchronised_ir, "fuzz").unwrap();
            if let Some(failure) = first_failure(&original, &synchronised, &target) {
                failures.push(format!("seed {seed} {level} {target_name}: {failure}\n{source}"));
            }
        }
    }
    let kernels = 2 * all_seeds.len();
    assert!(failures.is_empty(), "{} of {kernels} kernels failed:\n{}", failures.len(), failures.join("\n"));
}
