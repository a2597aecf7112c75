//! A checked simulation of one kernel launch, shared by `syncfuse simulate` and the
//! `ascend-sim` pass: the sequential reference run, then (unless only the reference is
//! asked for) the nominal timed run and one run per randomised-latency seed, each checked
//! for the abstract machine's errors and for GM output identical to the reference. The
//! result is plain data with one text rendering (what both front ends print) and a JSON
//! form (`report=`). Invariant: the result is clean iff every run had no error and every
//! timed run's output matched the reference; the front ends only print and write files.

use crate::ascend::error::AscendError;
use crate::ascend::run::{run, ArgumentMismatch, KernelArg, RunOutcome};
use crate::ascend::timeline::Timeline;
use crate::ascend::{Schedule, SimOptions};
use crate::interpreter::ExecError;
use crate::program::Program;
use serde::Serialize;
use std::collections::BTreeMap;
use std::ops::Range;
use syncfuse_hardware::ascend::TargetDescription;

/// What to run.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// Seeds of the randomised-latency runs (empty: none).
    pub seeds: Range<u64>,
    /// Only the sequential reference run.
    pub sequential_only: bool,
    pub block_idx: u64,
    pub block_num: u64,
    /// Accept event IDs beyond the target's count (`ascend-sync<mode=unlimited>` output).
    pub unlimited_event_ids: bool,
    /// Record the nominal run's timeline (for the SVG).
    pub record_timeline: bool,
    /// Instructions each run may execute before it stops as not finished.
    pub step_limit: u64,
}

/// One run's line of the summary.
#[derive(Clone, Debug, Serialize)]
pub struct RunSummary {
    /// `sequential reference`, `nominal timing` or `seed N`.
    pub name: String,
    pub cycles: u64,
    /// IR instructions retired (absent when the run stopped with an error).
    pub retired: Option<u64>,
    /// The first error of the run (race, double set, deadlock, ...).
    pub error: Option<String>,
    /// What failed, as a short stable word (`race`, `deadlock`, ..., `output differs`),
    /// absent for a clean run.
    pub failure: Option<&'static str>,
    /// Whether the GM output equals the sequential reference's (absent for the reference).
    pub output_matches: Option<bool>,
}

impl RunSummary {
    pub fn clean(&self) -> bool {
        self.error.is_none() && self.output_matches != Some(false)
    }

    fn to_text(&self) -> String {
        let (name, cycles) = (&self.name, self.cycles);
        let Some(retired) = self.retired else {
            return format!("{name}: ERROR after {cycles} cycles: {}", self.error.as_deref().unwrap_or_default());
        };
        let counted = format!("{cycles} cycles ({retired} IR instructions)");
        match self.output_matches {
            Some(false) => format!("{name}: {counted}, OUTPUT DIFFERS from the sequential reference"),
            Some(true) => format!("{name}: {counted}, output matches the sequential reference"),
            None => format!("{name}: {counted}"),
        }
    }
}

/// Busy and blocked cycles of one pipe in the nominal run.
#[derive(Clone, Debug, Serialize)]
pub struct PipeSummary {
    pub pipe: String,
    pub busy: u64,
    pub blocked: u64,
    pub instructions: u64,
}

#[derive(Debug, Serialize)]
pub struct CheckReport {
    pub kernel: String,
    pub target: String,
    /// The reference, the nominal run, then the seeded runs.
    pub runs: Vec<RunSummary>,
    /// Per pipe, of the nominal run (empty with `sequential_only`).
    pub pipes: Vec<PipeSummary>,
    /// GM buffers after the nominal run (the reference with `sequential_only`).
    #[serde(skip)]
    pub buffers: Vec<Vec<u8>>,
    #[serde(skip)]
    pub timeline: Option<Timeline>,
    #[serde(skip)]
    seeded: bool,
}

/// Runs every requested schedule of `program` on `target` with `args`; `Err` only when
/// the arguments do not fit the function.
pub fn check(
    program: &Program,
    target: &TargetDescription,
    args: &[KernelArg],
    options: &CheckOptions,
) -> Result<CheckReport, ArgumentMismatch> {
    let simulate = |schedule: Schedule| {
        let sim_options = SimOptions {
            schedule,
            block_idx: options.block_idx,
            block_num: options.block_num,
            unlimited_event_ids: options.unlimited_event_ids,
            record_timeline: options.record_timeline && schedule == Schedule::Timed { seed: None },
            step_limit: options.step_limit,
        };
        run(program, target, args, &sim_options)
    };
    let reference = simulate(Schedule::Sequential)?;
    let mut report = CheckReport {
        kernel: program.function.clone(),
        target: target.name.clone(),
        runs: vec![summary("sequential reference", &reference, None)],
        pipes: Vec::new(),
        buffers: Vec::new(),
        timeline: None,
        seeded: false,
    };
    if options.sequential_only {
        report.buffers = reference.buffers;
        return Ok(report);
    }
    let mut nominal = simulate(Schedule::Timed { seed: None })?;
    report.runs.push(summary("nominal timing", &nominal, Some(&reference)));
    report.pipes = nominal
        .stats
        .pipes
        .iter()
        .map(|(pipe, lane)| PipeSummary {
            pipe: pipe.name().to_string(),
            busy: lane.busy,
            blocked: lane.blocked,
            instructions: lane.instructions,
        })
        .collect();
    report.timeline = nominal.timeline.take();
    report.buffers = nominal.buffers;
    for seed in options.seeds.clone() {
        let outcome = simulate(Schedule::Timed { seed: Some(seed) })?;
        report.runs.push(summary(&format!("seed {seed}"), &outcome, Some(&reference)));
        report.seeded = true;
    }
    Ok(report)
}

fn summary(name: &str, outcome: &RunOutcome, reference: Option<&RunOutcome>) -> RunSummary {
    let output_matches = reference.filter(|_| outcome.retired.is_some()).map(|r| r.buffers == outcome.buffers);
    let failure = match (&outcome.error, output_matches) {
        (Some(error), _) => Some(failure_kind(error)),
        (None, Some(false)) => Some("output differs"),
        _ => None,
    };
    RunSummary {
        name: name.to_string(),
        cycles: outcome.stats.total_cycles,
        retired: outcome.retired,
        error: outcome.error.as_ref().map(ToString::to_string),
        failure,
        output_matches,
    }
}

/// The short stable word of an error (the machine's rule, or what the interpreter hit).
fn failure_kind(error: &ExecError<AscendError>) -> &'static str {
    match error {
        ExecError::Machine(error) => error.kind(),
        ExecError::Memory { .. } => "memory",
        ExecError::Undefined { .. } => "undefined behaviour",
        ExecError::StepLimit { .. } => "step limit",
        ExecError::Arguments(_) => "arguments",
    }
}

impl CheckReport {
    pub fn clean(&self) -> bool {
        self.runs.iter().all(RunSummary::clean)
    }

    /// The runs that broke a rule or differed from the reference.
    pub fn failures(&self) -> impl Iterator<Item = &RunSummary> {
        self.runs.iter().filter(|r| !r.clean())
    }

    /// The summary both front ends print: the reference and nominal runs, the pipe table
    /// of the nominal run, then for the randomised runs a table (runs, failures, cycles
    /// min/median/max), the failures by kind, and one line per run when `verbose` (else
    /// the first failure only).
    pub fn to_text(&self, verbose: bool) -> String {
        let mut lines = vec![format!("kernel @{} on {}", self.kernel, self.target)];
        for (index, run) in self.runs.iter().take(2).enumerate() {
            lines.push(run.to_text());
            if index == 1 {
                lines.push(format!("  {:<5} {:>10} {:>10} {:>13}", "pipe", "busy", "blocked", "instructions"));
                for p in &self.pipes {
                    lines.push(format!("  {:<5} {:>10} {:>10} {:>13}", p.pipe, p.busy, p.blocked, p.instructions));
                }
            }
        }
        if self.seeded {
            lines.extend(randomised_summary(&self.runs[2..], verbose));
        }
        lines.join("\n") + "\n"
    }

    /// The nominal run's timeline as SVG, if it was recorded.
    pub fn svg(&self) -> Option<String> {
        let nominal = self.runs.get(1)?;
        let title = format!("@{} on {}", self.kernel, self.target);
        Some(self.timeline.as_ref()?.to_svg(&title, nominal.cycles))
    }
}

/// The randomised runs' table, failures by kind and run lines (see `CheckReport::to_text`).
fn randomised_summary(runs: &[RunSummary], verbose: bool) -> Vec<String> {
    let failed: Vec<&RunSummary> = runs.iter().filter(|r| !r.clean()).collect();
    let mut cycles: Vec<u64> = runs.iter().map(|r| r.cycles).collect();
    cycles.sort_unstable();
    let mut lines = vec![
        format!("  {:<11} {:>6} {:>7} {:>11} {:>11} {:>11}", "", "runs", "failed", "min cycles", "median", "max"),
        format!(
            "  {:<11} {:>6} {:>7} {:>11} {:>11} {:>11}",
            "randomised",
            runs.len(),
            failed.len(),
            cycles.first().copied().unwrap_or(0),
            cycles.get(cycles.len() / 2).copied().unwrap_or(0),
            cycles.last().copied().unwrap_or(0)
        ),
    ];
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    for run in &failed {
        *by_kind.entry(run.failure.unwrap_or("unknown")).or_default() += 1;
    }
    if !by_kind.is_empty() {
        let kinds: Vec<String> = by_kind.iter().map(|(kind, count)| format!("{kind} {count}")).collect();
        lines.push(format!("  failures by kind: {}", kinds.join(", ")));
    }
    if verbose {
        lines.extend(runs.iter().map(RunSummary::to_text));
    } else if let Some(first) = failed.first() {
        lines.push(format!("  first failure: {} (-v: every run)", first.to_text()));
    }
    lines.push(format!("randomised timings: {} of {} runs failed", failed.len(), runs.len()));
    lines
}
