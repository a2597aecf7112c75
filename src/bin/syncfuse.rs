//! `syncfuse`: the command-line driver. `syncfuse simulate kernel.ll --kernel NAME --arg
//! ...` runs an Ascend kernel on the simulator (`syncfuse::sim`): a sequential reference
//! run, the nominal timed run and `--seeds N` runs with randomised latencies, each checked
//! for the abstract machine's errors and for output bytes identical to the reference.
//! It prints cycles per run and busy/blocked cycles per pipe; exit status 0 means every
//! run was clean, 1 that some run failed or differed, 2 that the inputs were unusable.
//! `syncfuse run` executes a CUDA program (host function plus kernels) on the CPU with
//! the grid model (`syncfuse::sim::cuda`) and prints its output, any error (race, barrier
//! divergence, out-of-bounds access, ...) and the counters; exit status 0 when the entry
//! returned 0 without an error, 1 otherwise, 2 for unusable inputs. `syncfuse diff A B`
//! compares two `--dump` directories. `syncfuse check-report FILE...` validates pass
//! reports against their JSON Schemas (`docs/schema/`): exit status 0 when all conform.
//! Invariant: this file only parses, prints and writes files; the work is in the library.

use clap::{Args, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::model_inputs::modelled_launch;
use syncfuse::sim::args::parse_arg;
use syncfuse::sim::ascend::check::{check, CheckOptions};
use syncfuse::sim::ascend::run::KernelArg;
use syncfuse::sim::ascend_program::{cores_svg, launch_table, run as run_ascend_program, ProgramOptions};
use syncfuse::sim::cuda::counters::Counters;
use syncfuse::sim::cuda::{run as run_cuda, LaunchHook, RunOptions};
use syncfuse::sim::decoder::decode_function;
use syncfuse::sim::host::dump::{compare, write_dump, Comparison, Observed};
use syncfuse::sim::host::error::ErrorKind;
use syncfuse::sirius::gpu::cost::{Gpu, LaunchCounters};

#[derive(Parser)]
#[command(name = "syncfuse", version, about = "LLVM passes for accelerator programs: driver and simulator")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run an Ascend kernel on the pipe-machine simulator and check it.
    Simulate(SimulateArgs),
    /// Run a CUDA program (host function and kernels) on the CPU and check it.
    Run(RunArgs),
    /// Compare two `run --dump` directories.
    Diff(DiffArgs),
    /// Validate pass reports (ascend-sync, sirius, print<uar>, ascend-sim) against their
    /// JSON Schemas.
    CheckReport(CheckReportArgs),
}

#[derive(Args)]
struct CheckReportArgs {
    /// The reports.
    #[arg(required = true)]
    reports: Vec<PathBuf>,
}

#[derive(Args)]
struct RunArgs {
    /// One module with host functions and kernels (instead of --host/--device).
    module: Option<PathBuf>,
    /// The host module (clang --cuda-host-only -emit-llvm).
    #[arg(long, conflicts_with = "module", requires = "device")]
    host: Option<PathBuf>,
    /// The device module (clang --cuda-device-only -emit-llvm).
    #[arg(long, conflicts_with = "module", requires = "host")]
    device: Option<PathBuf>,
    /// The host function to run. An entry `(int argc, char **argv)` run without `--arg`
    /// gets the command line: the module's file name, then the arguments after `--`.
    #[arg(long, default_value = "main")]
    entry: String,
    /// One per parameter of the entry, in order: an integer or a real number.
    #[arg(long = "arg", value_name = "VALUE", allow_hyphen_values = true)]
    args: Vec<String>,
    /// CUDA: seeds the order resident blocks and their threads take turns in (default 1).
    /// Ascend: randomises every latency with this seed (default: nominal latencies).
    #[arg(long)]
    seed: Option<u64>,
    /// CUDA: streaming multiprocessors, one resident block each (blocks of concurrent
    /// launches share them).
    #[arg(long, default_value_t = syncfuse::sim::cuda::DEFAULT_SMS, value_parser = clap::value_parser!(u32).range(1..=4096))]
    sms: u32,
    /// Instructions each thread (the host, a block or a device thread) may execute; a
    /// program still running then is reported as not finished, with where it stood.
    #[arg(long, default_value_t = syncfuse::sim::host::DEFAULT_THREAD_STEP_LIMIT, value_parser = clap::value_parser!(u64).range(1..))]
    step_limit: u64,
    /// What the program is: detected from its runtime calls unless given.
    #[arg(long, value_enum, default_value_t = ProgramKind::Auto)]
    kind: ProgramKind,
    /// Ascend: the target, a built-in (ascend910a, ascend910b) or a target JSON file.
    #[arg(long, default_value = "ascend910a")]
    target: String,
    /// Ascend: the sequential reference (blocks one after another, every instruction
    /// completing before the next, syncs ignored).
    #[arg(long)]
    sequential: bool,
    /// Ascend: accept event IDs beyond the target's count.
    #[arg(long)]
    unlimited_event_ids: bool,
    /// Ascend: write every launch's pipe timeline as SVG (one lane group per core).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Skip the data-race checks (faster).
    #[arg(long)]
    no_race_check: bool,
    /// Write the counters (and the error, if any) as JSON.
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
    /// Write every host and device allocation (at free or exit) into this directory.
    #[arg(long, value_name = "DIR")]
    dump: Option<PathBuf>,
    /// The program's own arguments (`argv[1]` on), after `--`.
    #[arg(last = true, value_name = "PROGRAM_ARGUMENTS")]
    program_arguments: Vec<String>,
}

impl RunArgs {
    /// `argv`: the module's file name (the host module's), then the program's arguments.
    fn command_line(&self) -> Vec<String> {
        let module = self.module.as_ref().or(self.host.as_ref());
        let name = module.and_then(|m| m.file_name()).map(|n| n.to_string_lossy().into_owned());
        std::iter::once(name.unwrap_or_default()).chain(self.program_arguments.iter().cloned()).collect()
    }
}

/// The program kinds `syncfuse run` executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum ProgramKind {
    Auto,
    Cuda,
    Ascend,
}

#[derive(Args)]
struct DiffArgs {
    a: PathBuf,
    b: PathBuf,
    /// Compare as floating-point arrays: |a - b| <= TOLERANCE * max(1, |a|, |b|).
    #[arg(long)]
    tolerance: Option<f64>,
    /// Element type for --tolerance.
    #[arg(long, default_value = "f32", value_parser = ["f32", "f64"])]
    element: String,
    /// Compare only the allocations the program did not free (what it can still observe at
    /// exit): a transformation that removes stores nothing reads leaves freed ones different.
    #[arg(long)]
    observable_only: bool,
}

#[derive(Args)]
struct SimulateArgs {
    /// Textual LLVM IR containing the kernel.
    kernel_file: PathBuf,
    /// One line per randomised run (without it: the summary table and the failed runs).
    #[arg(short, long)]
    verbose: bool,
    /// The kernel function's name.
    #[arg(long)]
    kernel: String,
    /// One per kernel parameter, in order: gm:<bytes>[:seed[:f16|f32]], file:<path>, or a number.
    #[arg(long = "arg", value_name = "SPEC", allow_hyphen_values = true)]
    args: Vec<String>,
    /// A built-in target (ascend910a, ascend910b) or a target JSON file.
    #[arg(long, default_value = "ascend910a")]
    target: String,
    /// Instructions each run may execute; a kernel still running then is reported as not
    /// finished, with where it stood.
    #[arg(long, default_value_t = syncfuse::sim::ascend::DEFAULT_KERNEL_STEP_LIMIT, value_parser = clap::value_parser!(u64).range(1..))]
    step_limit: u64,
    /// Also run with latencies randomised from seeds 1..=N (at most 1,000,000).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    seeds: u64,
    /// Only the sequential reference run (every instruction completes before the next).
    #[arg(long)]
    sequential: bool,
    /// Value of get_block_idx().
    #[arg(long, default_value_t = 0)]
    block_idx: u64,
    /// Value of get_block_num().
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=65_535))]
    block_num: u64,
    /// Accept event IDs beyond the target's count (output of ascend-sync<mode=unlimited>).
    #[arg(long)]
    unlimited_event_ids: bool,
    /// Write the GM buffers after the nominal run (the reference with --sequential),
    /// concatenated in argument order.
    #[arg(long, value_name = "FILE")]
    dump_out: Option<PathBuf>,
    /// Write the nominal run's pipe timeline as SVG (one lane per pipe, a box per
    /// instruction, an arrow per set -> wait).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

fn main() -> ExitCode {
    let exit = |name: &str, result: Result<bool, String>| match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("syncfuse {name}: {message}");
            ExitCode::from(2)
        }
    };
    match Cli::parse().command {
        Command::Run(args) => exit("run", run_program(&args)),
        Command::Diff(args) => exit("diff", diff(&args)),
        Command::CheckReport(args) => exit("check-report", check_reports(&args)),
        Command::Simulate(args) => match simulate(&args) {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(message) => {
                eprintln!("syncfuse simulate: {message}");
                ExitCode::from(2)
            }
        },
    }
}

/// Runs and prints every requested schedule; `Ok(true)` when all were clean.
fn simulate(args: &SimulateArgs) -> Result<bool, String> {
    let text = std::fs::read_to_string(&args.kernel_file)
        .map_err(|e| format!("cannot read {}: {e}", args.kernel_file.display()))?;
    let program = decode_function(&text, &args.kernel).map_err(|e| e.to_string())?;
    let target = TargetDescription::builtin_or_file(&args.target).map_err(|e| e.to_string())?;
    let kernel_args =
        args.args.iter().map(|spec| parse_arg(spec)).collect::<Result<Vec<_>, _>>().map_err(|e| e.to_string())?;
    if args.block_idx >= args.block_num {
        return Err(format!("--block-idx {} is not below --block-num {}", args.block_idx, args.block_num));
    }
    let options = CheckOptions {
        seeds: 1..args.seeds + 1,
        sequential_only: args.sequential,
        block_idx: args.block_idx,
        block_num: args.block_num,
        unlimited_event_ids: args.unlimited_event_ids,
        record_timeline: args.svg.is_some(),
        step_limit: args.step_limit,
    };
    let report = check(&program, &target, &kernel_args, &options).map_err(|e| e.to_string())?;
    print!("{}", report.to_text(args.verbose));
    if let Some(path) = &args.dump_out {
        std::fs::write(path, report.buffers.concat()).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let (Some(path), Some(svg)) = (&args.svg, report.svg()) {
        std::fs::write(path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(report.clean())
}

/// Runs a CUDA program; `Ok(true)` when the entry returned 0 without an error.
fn run_program(args: &RunArgs) -> Result<bool, String> {
    let read =
        |path: &PathBuf| std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()));
    let (host, device) = match (&args.module, &args.host, &args.device) {
        (Some(module), None, None) => (read(module)?, None),
        (None, Some(host), Some(device)) => (read(host)?, Some(read(device)?)),
        _ => return Err("give one module, or --host and --device".into()),
    };
    let entry_args =
        args.args.iter().map(|spec| parse_arg(spec)).collect::<Result<Vec<_>, _>>().map_err(|e| e.to_string())?;
    let ascend = match args.kind {
        ProgramKind::Auto => is_ascend_program(&host),
        kind => kind == ProgramKind::Ascend,
    };
    if ascend {
        return run_ascend(args, &host, device.as_deref(), &entry_args);
    }
    let progress = launch_progress(&args.entry);
    let options = RunOptions {
        seed: args.seed.unwrap_or(1),
        check_races: !args.no_race_check,
        echo: true,
        keep_freed: args.dump.is_some(),
        on_launch: progress.hook(),
        sms: args.sms,
        step_limit: args.step_limit,
        command_line: args.command_line(),
        ..RunOptions::default()
    };
    let started = std::time::Instant::now();
    let outcome = run_cuda(&host, device.as_deref(), &args.entry, &entry_args, &options);
    progress.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    if let Err(error) = &outcome.result {
        if error.kind == ErrorKind::Input {
            return Err(error.message.clone());
        }
    }
    print!("{}", outcome.counters.table());
    let gpu = Gpu::H100;
    let modelled_seconds = gpu.program_seconds(&modelled_launches(&outcome.counters));
    println!("modelled device time on an {}: {:.2} us", gpu.name, modelled_seconds * 1e6);
    let instructions = outcome.counters.totals.device_instructions + outcome.counters.host_instructions;
    println!("{seconds:.2} s, {:.1} M IR instructions per second", instructions as f64 / seconds.max(1e-9) / 1e6);
    let clean = print_result(&args.entry, &outcome.result);
    if let Some(path) = &args.report {
        let report = serde_json::json!({
            "version": 1,
            "entry": args.entry,
            "returned": outcome.result.as_ref().ok(),
            "error": outcome.result.as_ref().err().map(|e| serde_json::json!({"kind": e.kind, "message": e.message})),
            "seconds": seconds,
            "modelled_seconds": modelled_seconds,
            "modelled_gpu": gpu.name,
            "counters": outcome.counters,
        });
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(directory) = &args.dump {
        write_dump(directory, &outcome.allocations).map_err(|e| e.to_string())?;
    }
    Ok(clean)
}

/// Whether a host module calls the Ascend runtime's launch (and so is an Ascend program).
fn is_ascend_program(host_ir: &str) -> bool {
    ["@rtKernelLaunch(", "@rtLaunch("].iter().any(|name| host_ir.contains(name))
}

/// `syncfuse run` on an Ascend program: the launch table, the output, the result.
fn run_ascend(args: &RunArgs, host: &str, device: Option<&str>, entry_args: &[KernelArg]) -> Result<bool, String> {
    let target = TargetDescription::builtin_or_file(&args.target).map_err(|e| e.to_string())?;
    let integers = entry_args
        .iter()
        .map(|arg| match arg {
            KernelArg::Int(value) => Ok(*value),
            other => Err(format!("an Ascend program's entry takes integers, not {other:?}")),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let options = ProgramOptions {
        sequential: args.sequential,
        seed: args.seed,
        unlimited_event_ids: args.unlimited_event_ids,
        record_timeline: args.svg.is_some(),
        echo: true,
        keep_freed: args.dump.is_some(),
        step_limit: args.step_limit,
        command_line: args.command_line(),
        ..ProgramOptions::default()
    };
    let started = std::time::Instant::now();
    let outcome = run_ascend_program(host, device, &args.entry, &integers, &target, &options);
    let seconds = started.elapsed().as_secs_f64();
    if let Err(error) = &outcome.result {
        if error.kind == ErrorKind::Input {
            return Err(error.message.clone());
        }
    }
    print!("{}", launch_table(&outcome.launches));
    let instructions = outcome.instructions();
    println!(
        "{} on {}: {} cycles in {} launches ({:.2} us at {} MHz); {seconds:.2} s, {:.1} M IR instructions per second",
        if args.sequential { "sequential reference" } else { "timed" },
        target.name,
        outcome.device_cycles(),
        outcome.launches.len(),
        outcome.device_cycles() as f64 / target.chip.clock_mhz as f64,
        target.chip.clock_mhz,
        instructions as f64 / seconds.max(1e-9) / 1e6
    );
    let clean = print_result(&args.entry, &outcome.result);
    if let Some(path) = &args.svg {
        std::fs::write(path, cores_svg(&args.entry, &outcome.launches))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(path) = &args.report {
        let report = serde_json::json!({
            "version": 1,
            "kind": "ascend",
            "entry": args.entry,
            "target": target.name,
            "sequential": args.sequential,
            "returned": outcome.result.as_ref().ok(),
            "error": outcome.result.as_ref().err().map(|e| serde_json::json!({"kind": e.kind, "message": e.message})),
            "seconds": seconds,
            "device_cycles": outcome.device_cycles(),
            "instructions": instructions,
            "launches": outcome.launches,
        });
        let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let Some(directory) = &args.dump {
        write_dump(directory, &outcome.allocations).map_err(|e| e.to_string())?;
    }
    Ok(clean)
}

/// Prints what the entry returned or the error; whether it returned 0.
fn print_result<E: std::fmt::Display>(entry: &str, result: &Result<i64, E>) -> bool {
    match result {
        Ok(value) => {
            println!("@{entry} returned {value}");
            *value == 0
        }
        Err(error) => {
            println!("ERROR {error}");
            false
        }
    }
}

/// A spinner on stderr counting launches and naming the running kernel, drawn only when
/// stderr is a terminal (never in CI logs).
struct LaunchProgress(ProgressBar);

fn launch_progress(entry: &str) -> LaunchProgress {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template("{spinner} {elapsed} @{prefix}: {pos} launches, now {msg}")
            .expect("the template is valid"),
    );
    bar.set_prefix(entry.to_string());
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    LaunchProgress(bar)
}

impl LaunchProgress {
    fn hook(&self) -> LaunchHook {
        let bar = self.0.clone();
        LaunchHook(Some(std::sync::Arc::new(move |kernel: &str| {
            bar.inc(1);
            bar.set_message(kernel.to_string());
        })))
    }

    fn finish_and_clear(&self) {
        self.0.finish_and_clear();
    }
}

/// Validates every report, printing each violation; `Ok(true)` when all conform.
fn check_reports(args: &CheckReportArgs) -> Result<bool, String> {
    let mut clean = true;
    for path in &args.reports {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let report = serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
        if let Err(violations) = syncfuse::report_schema::validate(&report) {
            clean = false;
            for violation in violations {
                println!("{}: {violation}", path.display());
            }
        }
    }
    Ok(clean)
}

/// Compares two dumps; `Ok(true)` when they match.
fn diff(args: &DiffArgs) -> Result<bool, String> {
    let comparison = match args.tolerance {
        None => Comparison::BitExact,
        Some(tolerance) => Comparison::Within { tolerance, element_bytes: if args.element == "f64" { 8 } else { 4 } },
    };
    let observed = if args.observable_only { Observed::LiveAtExit } else { Observed::All };
    let differences = compare(&args.a, &args.b, comparison, observed).map_err(|e| e.to_string())?;
    for difference in &differences {
        println!("{difference}");
    }
    if differences.is_empty() {
        println!("{} and {} match", args.a.display(), args.b.display());
    }
    Ok(differences.is_empty())
}

/// The cost model's inputs from what the CPU executor counted, launch by launch.
fn modelled_launches(counters: &Counters) -> Vec<LaunchCounters> {
    counters.launches.iter().map(modelled_launch).collect()
}
