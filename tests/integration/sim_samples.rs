//! The simulator against every Ascend sample (`samples/ascend`), through the real pass:
//! each sample is synchronised by `opt-16 -load-pass-plugin build/libsyncfuse.so
//! -passes=ascend-sync` (the plugin is rebuilt first with scripts/setup/build-plugin.sh; set
//! SYNCFUSE_PLUGIN to use another build) and then simulated on argument sets that take
//! every path of the kernel (zero-trip loops, both sides of each branch, early exits).
//! What is checked, per `ascend-target.md`: the synchronised kernel has no error and the
//! sequential reference's output bytes under nominal and 100 random timings; the
//! unsynchronised kernel is caught (a race); the expert `_manual` kernel is clean; and
//! removing any single emitted set or wait is detected (an error or a wrong output).
//! Without opt-16 the tests print why and pass vacuously.

use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

use crate::common;
use crate::support::ascend_samples;
use ascend_samples::{samples, Sample};
use common::{plugin, repo};
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend::run::{run, KernelArg, RunOutcome};
use syncfuse::sim::ascend::{Schedule, SimOptions};
use syncfuse::sim::decoder::decode_function;
use syncfuse::sim::program::Program;

const RANDOM_TIMINGS: u64 = 100;
/// Random timings tried on a mutant after the nominal one.
const MUTANT_TIMINGS: u64 = 5;

const OPT: &str = "opt-16";

fn sample_text(file: &str) -> String {
    std::fs::read_to_string(repo().join("samples/ascend").join(file)).unwrap()
}

/// `ascend-sync<params>` applied to a sample, as IR text.
fn synchronised(plugin: &Path, sample: &str, params: &str) -> String {
    let passes = if params.is_empty() { "ascend-sync".to_string() } else { format!("ascend-sync<{params}>") };
    let output = Command::new(OPT)
        .arg("-load-pass-plugin")
        .arg(plugin)
        .arg(format!("-passes={passes}"))
        .arg(repo().join("samples/ascend").join(format!("{sample}.ll")))
        .args(["-S", "-o", "-"])
        .output()
        .unwrap();
    assert!(output.status.success(), "{passes} on {sample}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

fn target() -> &'static TargetDescription {
    static TARGET: OnceLock<TargetDescription> = OnceLock::new();
    TARGET.get_or_init(|| TargetDescription::builtin("ascend910a").unwrap())
}

/// Which event IDs a kernel may use.
#[derive(Clone, Copy)]
enum EventIds {
    /// The target's 4 per pipe pair.
    Target,
    /// Any (`ascend-sync<mode=unlimited>`).
    Unlimited,
}

fn simulate(program: &Program, args: &[KernelArg], schedule: Schedule, event_ids: EventIds) -> RunOutcome {
    let unlimited_event_ids = matches!(event_ids, EventIds::Unlimited);
    let options = SimOptions { schedule, unlimited_event_ids, ..SimOptions::default() };
    run(program, target(), args, &options).unwrap()
}

/// Nominal timing, then seeds 1..=`seeds`.
fn timings(seeds: u64) -> impl Iterator<Item = Schedule> + Clone {
    std::iter::once(Schedule::Timed { seed: None }).chain((1..=seeds).map(|seed| Schedule::Timed { seed: Some(seed) }))
}

/// The output bytes of the unsynchronised kernel run sequentially.
fn reference(sample: &Sample) -> Vec<Vec<Vec<u8>>> {
    let program = decode_function(&sample_text(&format!("{}.ll", sample.name)), sample.name).unwrap();
    sample
        .inputs
        .iter()
        .map(|args| {
            let outcome = simulate(&program, args, Schedule::Sequential, EventIds::Target);
            assert!(outcome.error.is_none(), "{}: reference run failed: {}", sample.name, outcome.error.unwrap());
            outcome.buffers
        })
        .collect()
}

/// Why `ir` is not clean on `sample` (an error or an output differing from the
/// reference) under one of the schedules, or `None`.
fn first_failure(
    sample: &Sample,
    ir: &str,
    schedules: impl Iterator<Item = Schedule> + Clone,
    event_ids: EventIds,
) -> Option<String> {
    let program = decode_function(ir, sample.name).unwrap();
    let expected = reference(sample);
    for (input, (args, expected)) in sample.inputs.iter().zip(&expected).enumerate() {
        for schedule in schedules.clone() {
            let outcome = simulate(&program, args, schedule, event_ids);
            if let Some(error) = outcome.error {
                return Some(format!("input {input}, {schedule:?}: {error}"));
            }
            if outcome.buffers != *expected {
                return Some(format!("input {input}, {schedule:?}: output differs from the sequential reference"));
            }
        }
    }
    None
}

#[test]
fn auto_synchronised_samples_match_the_reference_under_random_timings() {
    let plugin = plugin();
    for sample in samples() {
        let ir = synchronised(plugin, sample.name, "");
        if let Some(failure) = first_failure(&sample, &ir, timings(RANDOM_TIMINGS), EventIds::Target) {
            panic!("ascend-sync output of {} failed: {failure}", sample.name);
        }
    }
}

#[test]
fn barrier_all_samples_match_the_reference() {
    let plugin = plugin();
    for sample in samples() {
        let ir = synchronised(plugin, sample.name, "mode=barrier-all");
        if let Some(failure) = first_failure(&sample, &ir, timings(10), EventIds::Target) {
            panic!("ascend-sync<mode=barrier-all> output of {} failed: {failure}", sample.name);
        }
    }
}

#[test]
fn unlimited_samples_match_the_reference() {
    let plugin = plugin();
    for sample in samples() {
        let ir = synchronised(plugin, sample.name, "mode=unlimited");
        if let Some(failure) = first_failure(&sample, &ir, timings(10), EventIds::Unlimited) {
            panic!("ascend-sync<mode=unlimited> output of {} failed: {failure}", sample.name);
        }
    }
}

#[test]
fn manual_samples_match_the_reference_under_random_timings() {
    for sample in samples() {
        let ir = sample_text(&format!("{}_manual.ll", sample.name));
        if let Some(failure) = first_failure(&sample, &ir, timings(RANDOM_TIMINGS), EventIds::Target) {
            panic!("{}_manual failed: {failure}", sample.name);
        }
    }
}

#[test]
fn unsynchronised_samples_race() {
    for sample in samples() {
        let program = decode_function(&sample_text(&format!("{}.ll", sample.name)), sample.name).unwrap();
        let outcome = simulate(&program, &sample.inputs[0], Schedule::Timed { seed: None }, EventIds::Target);
        let error = outcome.error.unwrap_or_else(|| panic!("{}: the unsynchronised kernel ran clean", sample.name));
        assert!(error.to_string().starts_with("race at cycle"), "{}: expected a race, got {error}", sample.name);
    }
}

/// The line numbers of the emitted `SET.FLAG`/`WAIT.FLAG` calls.
fn sync_lines(ir: &str) -> Vec<usize> {
    let is_sync = |line: &str| {
        line.contains("call void @llvm.hivm.SET.FLAG.IMM(") || line.contains("call void @llvm.hivm.WAIT.FLAG.IMM(")
    };
    ir.lines().enumerate().filter(|(_, line)| is_sync(line)).map(|(number, _)| number).collect()
}

fn without_line(ir: &str, removed: usize) -> String {
    ir.lines().enumerate().filter(|(number, _)| *number != removed).map(|(_, line)| format!("{line}\n")).collect()
}

#[test]
fn removing_any_single_emitted_sync_is_detected() {
    let plugin = plugin();
    let mut undetected = Vec::new();
    let mut mutants = 0;
    for sample in samples() {
        let ir = synchronised(plugin, sample.name, "");
        let syncs = sync_lines(&ir);
        assert!(!syncs.is_empty(), "{}: the pass emitted no sync", sample.name);
        for line in syncs {
            mutants += 1;
            if first_failure(&sample, &without_line(&ir, line), timings(MUTANT_TIMINGS), EventIds::Target).is_none() {
                undetected.push(format!(
                    "{}: line {} `{}`",
                    sample.name,
                    line + 1,
                    ir.lines().nth(line).unwrap().trim()
                ));
            }
        }
    }
    assert!(undetected.is_empty(), "{} of {mutants} mutants undetected:\n{}", undetected.len(), undetected.join("\n"));
}

#[test]
fn mutation_helpers_remove_exactly_one_sync() {
    let ir = "a\n  call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)\nb\ndeclare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)\n";
    assert_eq!(sync_lines(ir), vec![1]);
    assert_eq!(without_line(ir, 1), "a\nb\ndeclare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)\n");
}
