//! `syncfuse`: the command-line driver. `syncfuse simulate kernel.ll --kernel NAME --arg
//! ...` runs an Ascend kernel on the simulator (`syncfuse::sim`): a sequential reference
//! run, the nominal timed run and `--seeds N` runs with randomised latencies, each checked
//! for the abstract machine's errors and for output bytes identical to the reference.
//! It prints cycles per run and busy/blocked cycles per pipe; exit status 0 means every
//! run was clean, 1 that some run failed or differed, 2 that the inputs were unusable.
//! Invariant: this file only parses, prints and writes files; the work is in the library.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use syncfuse::sim::args::parse_arg;
use syncfuse::sim::ascend::check::{check, CheckOptions};
use syncfuse::sim::program::decode_function;
use syncfuse::target::ascend::TargetDescription;

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
}

#[derive(Args)]
struct SimulateArgs {
    /// Textual LLVM IR containing the kernel.
    kernel_file: PathBuf,
    /// The kernel function's name.
    #[arg(long)]
    kernel: String,
    /// One per kernel parameter, in order: gm:<bytes>[:seed[:f16|f32]], file:<path>, or a number.
    #[arg(long = "arg", value_name = "SPEC", allow_hyphen_values = true)]
    args: Vec<String>,
    /// A built-in target (ascend910a, ascend910b) or a target JSON file.
    #[arg(long, default_value = "ascend910a")]
    target: String,
    /// Also run with latencies randomised from seeds 1..=N.
    #[arg(long, default_value_t = 0)]
    seeds: u64,
    /// Only the sequential reference run (every instruction completes before the next).
    #[arg(long)]
    sequential: bool,
    /// Value of get_block_idx().
    #[arg(long, default_value_t = 0)]
    block_idx: u64,
    /// Value of get_block_num().
    #[arg(long, default_value_t = 1)]
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
    match Cli::parse().command {
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
    let target = TargetDescription::builtin(&args.target)
        .or_else(|_| TargetDescription::from_file(&args.target))
        .map_err(|e| e.to_string())?;
    let kernel_args = args.args.iter().map(|spec| parse_arg(spec)).collect::<Result<Vec<_>, _>>()?;
    let options = CheckOptions {
        seeds: 1..args.seeds + 1,
        sequential_only: args.sequential,
        block_idx: args.block_idx,
        block_num: args.block_num,
        unlimited_event_ids: args.unlimited_event_ids,
        record_timeline: args.svg.is_some(),
    };
    let report = check(&program, &target, &kernel_args, &options)?;
    print!("{}", report.to_text());
    if let Some(path) = &args.dump_out {
        std::fs::write(path, report.buffers.concat()).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if let (Some(path), Some(svg)) = (&args.svg, report.svg()) {
        std::fs::write(path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(report.clean())
}
