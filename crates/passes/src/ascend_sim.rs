//! The `ascend-sim` module pass: `syncfuse simulate` inside `opt`. It prints the module,
//! decodes the named kernel from that text (`sim::program`, as the command line does) and
//! runs the same checked simulation (`sim::ascend::check`): the sequential reference, the
//! nominal timing and `runs` randomised timings from seed `seed` on. The summary goes to
//! stderr; `report=` writes it as JSON and `svg=` the nominal timeline. Like an LLVM
//! analysis printer it reports and lets the pipeline go on: a failed run (race, double
//! set, deadlock, flag left set, wrong output) is a warning naming the function, or an
//! error that makes `opt` exit with status 1 under `strict`; a kernel that cannot be
//! simulated (no such function, arguments that do not fit, unsupported IR) is an error.
//! Invariant: the IR is never modified.

use crate::diagnostics::{Diagnostic, Severity};
use crate::parameters::pass_parameters;
use crate::pass::{ParameterError, Pass, PassEffect};
use crate::report::{self, ASCEND_SIM_REPORT_VERSION};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use serde::Serialize;
use std::path::PathBuf;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_sim::args::parse_arg;
use syncfuse_sim::ascend::check::{check, CheckOptions, CheckReport, RunSummary};
use syncfuse_sim::ascend::run::KernelArg;
use syncfuse_sim::ascend::DEFAULT_KERNEL_STEP_LIMIT;
use syncfuse_sim::decoder::decode_function;

const PASS: &str = "ascend-sim";

/// The parameters of `ascend-sim<...>`.
#[derive(Clone, Debug)]
pub struct AscendSimOptions {
    pub kernel: String,
    /// One per kernel parameter, in order (`arg=` specs, as `syncfuse simulate --arg`).
    pub args: Vec<KernelArg>,
    /// `ascend910a`, `ascend910b` or a path to a target JSON file.
    pub target: String,
    /// The first seed of the randomised runs.
    pub seed: u64,
    /// How many randomised runs.
    pub runs: u64,
    pub block_idx: u64,
    pub block_num: u64,
    /// Accept event IDs beyond the target's count (`ascend-sync<mode=unlimited>` output).
    pub unlimited_event_ids: bool,
    pub report: Option<PathBuf>,
    pub svg: Option<PathBuf>,
    /// A failed run is an error (exit status 1), not a warning.
    pub strict: bool,
    /// Instructions each run may execute before it is reported as not finished.
    pub step_limit: u64,
}

impl AscendSimOptions {
    /// Parses the text between `<` and `>` of `ascend-sim<...>`: `;`-separated
    /// `key=value` (`arg=` once per kernel parameter) and the bare words `strict` and
    /// `unlimited-event-ids`. `kernel=` is required.
    fn parse_parameters(params: &str) -> Result<AscendSimOptions, String> {
        let mut options = AscendSimOptions {
            kernel: String::new(),
            args: Vec::new(),
            target: "ascend910a".into(),
            seed: 1,
            runs: 0,
            block_idx: 0,
            block_num: 1,
            unlimited_event_ids: false,
            report: None,
            svg: None,
            strict: false,
            step_limit: DEFAULT_KERNEL_STEP_LIMIT,
        };
        for param in pass_parameters(PASS, params, &["arg"], &[])? {
            let number = |value: &str| value.parse::<u64>().map_err(|_| format!("{PASS}: '{param}': not a number"));
            match param.split_once('=') {
                None if param == "strict" => options.strict = true,
                None if param == "unlimited-event-ids" => options.unlimited_event_ids = true,
                Some(("kernel", value)) => options.kernel = value.to_string(),
                Some(("arg", value)) => options.args.push(parse_arg(value).map_err(|e| format!("{PASS}: {e}"))?),
                Some(("target", value)) => options.target = value.to_string(),
                Some(("seed", value)) => options.seed = number(value)?,
                Some(("runs", value)) => options.runs = number(value)?,
                Some(("block-idx", value)) => options.block_idx = number(value)?,
                Some(("block-num", value)) => options.block_num = number(value)?,
                Some(("report", value)) => options.report = Some(PathBuf::from(value)),
                Some(("svg", value)) => options.svg = Some(PathBuf::from(value)),
                Some(("step-limit", value)) => options.step_limit = number(value)?.max(1),
                _ => {
                    return Err(format!(
                        "{PASS}: unknown parameter '{param}' (expected kernel=, arg=, target=, seed=, runs=, \
                         block-idx=, block-num=, report=, svg=, step-limit=, unlimited-event-ids or strict)"
                    ))
                }
            }
        }
        if options.kernel.is_empty() {
            return Err(format!("{PASS}: kernel=NAME is required"));
        }
        if options.runs > MOST_RUNS {
            return Err(format!("{PASS}: runs={} is more than {MOST_RUNS}", options.runs));
        }
        if !(1..=65_535).contains(&options.block_num) || options.block_idx >= options.block_num {
            let (index, count) = (options.block_idx, options.block_num);
            return Err(format!("{PASS}: block-idx={index} must be below block-num={count}, which is 1 to 65535"));
        }
        options.load_target().map_err(|reason| format!("{PASS}: {reason}"))?;
        Ok(options)
    }

    fn load_target(&self) -> Result<TargetDescription, String> {
        TargetDescription::builtin_or_file(&self.target).map_err(|e| format!("target '{}': {e}", self.target))
    }

    fn check_options(&self) -> CheckOptions {
        CheckOptions {
            seeds: self.seed..self.seed.saturating_add(self.runs),
            sequential_only: false,
            block_idx: self.block_idx,
            block_num: self.block_num,
            unlimited_event_ids: self.unlimited_event_ids,
            record_timeline: self.svg.is_some(),
            step_limit: self.step_limit,
        }
    }
}

impl Pass for AscendSimOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Reads;

    fn parse(parameters: &str) -> Result<AscendSimOptions, ParameterError> {
        AscendSimOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_ascend_sim(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        self.strict
    }
}

/// The most randomised runs one `ascend-sim` may ask for.
const MOST_RUNS: u64 = 1_000_000;

/// The JSON document of `report=`.
#[derive(Serialize)]
struct SimReport<'a> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    clean: bool,
    simulation: &'a CheckReport,
}

/// Simulates the kernel; never changes the module.
pub fn run_ascend_sim(module: &Module<'_>, options: &AscendSimOptions) -> PassOutcome {
    let mut outcome = PassOutcome::default();
    let mut diagnose = |error: bool, message: String| {
        outcome.report(Diagnostic {
            severity: if error { Severity::Error } else { Severity::Warning },
            pass: PASS,
            function: Some(options.kernel.clone()),
            location: None,
            message,
        })
    };
    let report = match simulate(module, options) {
        Ok(report) => report,
        Err(reason) => {
            diagnose(true, format!("cannot simulate: {reason}"));
            return outcome;
        }
    };
    let summary = report.to_text(true);
    let failures: Vec<String> = report.failures().map(describe_failure).collect();
    if let Some(first) = failures.first() {
        diagnose(options.strict, format!("{} of {} runs failed; first: {first}", failures.len(), report.runs.len()));
    }
    if let Err(reason) = write_files(&report, options) {
        diagnose(true, reason);
    }
    outcome.printed = summary;
    outcome
}

fn simulate(module: &Module<'_>, options: &AscendSimOptions) -> Result<CheckReport, String> {
    let target = options.load_target()?;
    let text = module.print_to_string().to_string();
    let program = decode_function(&text, &options.kernel).map_err(|e| e.to_string())?;
    check(&program, &target, &options.args, &options.check_options()).map_err(|e| e.to_string())
}

fn describe_failure(run: &RunSummary) -> String {
    match &run.error {
        Some(error) => format!("{}: {error}", run.name),
        None => format!("{}: output differs from the sequential reference", run.name),
    }
}

fn write_files(report: &CheckReport, options: &AscendSimOptions) -> Result<(), String> {
    if let Some(path) = &options.report {
        let document = SimReport {
            version: ASCEND_SIM_REPORT_VERSION,
            tool: "syncfuse",
            pass: PASS,
            clean: report.clean(),
            simulation: report,
        };
        report::write(&document, path)?;
    }
    if let (Some(path), Some(svg)) = (&options.svg, report.svg()) {
        std::fs::write(path, svg).map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_become_options() {
        let options = AscendSimOptions::parse("kernel=k;arg=gm:64;arg=-3;arg=0.5;seed=4;runs=2;strict").unwrap();
        assert_eq!(options.kernel, "k");
        assert_eq!(options.args, vec![KernelArg::Buffer(vec![0; 64]), KernelArg::Int(-3), KernelArg::Float(0.5)]);
        assert_eq!(options.check_options().seeds, 4..6);
        assert!(options.strict && !options.unlimited_event_ids);
    }

    #[test]
    fn bad_parameters_are_rejected_with_the_pass_name() {
        for (params, reason) in [
            ("arg=1", "kernel=NAME is required"),
            ("kernel=k;runs=many", "'runs=many': not a number"),
            ("kernel=k;colour=red", "unknown parameter 'colour=red'"),
            ("kernel=k;target=nowhere.json", "target 'nowhere.json'"),
        ] {
            let error = AscendSimOptions::parse(params).unwrap_err().to_string();
            assert!(error.starts_with("ascend-sim: ") && error.contains(reason), "{params}: {error}");
        }
    }
}
