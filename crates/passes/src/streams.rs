//! The `streams<...>` transformation pass (swFLOWpro's two-level parallelism, §2.3): the
//! launches of each host region run on up to K streams (`streams=K`, 4 by default),
//! independent chains concurrently, every cross-stream dependence an event. Runs on the
//! host module of a CUDA program or of an Ascend program (launches through the Ascend
//! runtime; kernels read with the pipe calls of `target=`, ascend910a by default); kernels
//! come from `device=FILE` (only read: kernels are unchanged) or the same module.
//! Pipeline: host specialisation (CUDA) and reading (`host_input`) -> `sirius::streams`
//! (regions; each scheduled on the number of streams up to K the model finds fastest: CUDA
//! per-launch work from `profile=FILE` where given, Ascend each kernel's static work on
//! the target's chip; `force`: on up to K whatever it says) -> `syncfuse_llvm::streams`
//! (host rewrite, CUDA runtime or AscendCL) where that is more than one. `report=FILE` writes the JSON report (every region,
//! its schedule, modelled times for one stream and for K, and why not). Remarks:
//! `LaunchesOnStreams`, `OneStreamEnough`, `NoModelledGain`, `StreamsFailed`.
//!
//! Invariant: a region whose host rewrite is rejected keeps its launches as they were; the
//! host module passes the verifier.

use crate::diagnostics::{self, Diagnostic, RemarkKind, RemarkPass, Severity};
use crate::host_input::DEFAULT_ASCEND_TARGET;
use crate::host_input::{HostInput, Profile};
use crate::parameters::{budget_ms, pass_parameters, ProgramBudget, DEFAULT_PROGRAM_BUDGET_MS};
use crate::pass::{ParameterError, Pass, PassEffect};
use crate::report::{EntryReason, Outcome, SynchronisationEntry};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use llvm_sys::prelude::LLVMModuleRef;
use llvm_sys::prelude::LLVMValueRef;
use serde::Serialize;
use std::collections::BTreeMap;
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Instant;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_llvm::ascend_reader::is_ascend_program;
use syncfuse_llvm::sirius::ascend_fusion::kernel_work;
use syncfuse_llvm::sirius::host_rewrite::{synchronisation_instructions, HostRewriteReject};
use syncfuse_llvm::sirius::specialise::drop_unused_copies;
use syncfuse_llvm::split_kernels::{define_part_copies, PartCopy, SplitKernelReject};
use syncfuse_llvm::streams::{check_region, rewrite_region, Runtime, SplitLaunches, StatementCalls};
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::ascend::ascend_cost::launch_cycles;
use syncfuse_sirius::gpu::cost::Gpu;
use syncfuse_sirius::model::effects::launch_constants;
use syncfuse_sirius::model::program::{FunctionLabel, HostProgram, Platform, StatementId};
use syncfuse_sirius::model::uar::UnifiedGraph;
use syncfuse_sirius::streams::graph_split::{plan_split, split_schedule, SplitReject};
use syncfuse_sirius::streams::stream_schedule::{
    ChipLaunch, ChipLaunches, GpuModel, GraphSplit, IterationSpread, LaunchModel, LaunchPart, Scheduler, StreamSchedule,
};

const PASS: &str = "streams";
/// The version of the `streams` report.
pub const STREAMS_REPORT_VERSION: u32 = 1;
/// Streams when `streams=` is not given.
const DEFAULT_STREAMS: u32 = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamsOptions {
    pub device: Option<PathBuf>,
    /// Where the device module goes with the kernel copies of split regions (CUDA).
    pub device_out: Option<PathBuf>,
    pub report: Option<PathBuf>,
    /// `split=S`: split every region that allows it into S parts whatever the model says.
    pub split: Option<u32>,
    /// `syncfuse run --report` of the program: per-launch work for the model.
    pub profile: Option<PathBuf>,
    /// The Ascend target of an Ascend program's kernels (built-in name or JSON file).
    pub target: String,
    pub streams: u32,
    pub force: bool,
    /// `budget-ms=`: the compile-time budget of the analysis and scheduling; past it
    /// nothing is rewritten.
    pub budget_ms: u64,
}

impl Default for StreamsOptions {
    fn default() -> StreamsOptions {
        StreamsOptions {
            device: None,
            device_out: None,
            report: None,
            split: None,
            profile: None,
            target: DEFAULT_ASCEND_TARGET.to_string(),
            streams: DEFAULT_STREAMS,
            force: false,
            budget_ms: DEFAULT_PROGRAM_BUDGET_MS,
        }
    }
}

impl StreamsOptions {
    /// Parses the `;`-separated list of `streams<...>`.
    fn parse_parameters(params: &str) -> Result<StreamsOptions, String> {
        let mut options = StreamsOptions::default();
        for param in pass_parameters(PASS, params, &[], &[])? {
            match param.split_once('=') {
                Some(("device", file)) => options.device = Some(PathBuf::from(file)),
                Some(("device-out", file)) => options.device_out = Some(PathBuf::from(file)),
                Some(("report", file)) => options.report = Some(PathBuf::from(file)),
                Some(("split", count)) => options.split = Some(split_count(count)?),
                Some(("profile", file)) => options.profile = Some(PathBuf::from(file)),
                Some(("target", target)) => options.target = target.to_string(),
                Some(("streams", count)) => options.streams = stream_count(PASS, count)?,
                Some(("budget-ms", value)) => options.budget_ms = budget_ms(PASS, value)?,
                None if param == "force" => options.force = true,
                _ => {
                    return Err(format!(
                        "{PASS}: unknown parameter '{param}' (expected device=, device-out=, report=, profile=, target=, streams=, split=, budget-ms= or force)"
                    ))
                }
            }
        }
        Ok(options)
    }
}

impl Pass for StreamsOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Transforms;

    fn parse(parameters: &str) -> Result<StreamsOptions, ParameterError> {
        StreamsOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_streams(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        true
    }
}

/// The S of `split=S`: at least two parts.
fn split_count(count: &str) -> Result<u32, String> {
    count.parse().ok().filter(|&k| k >= 2).ok_or_else(|| format!("{PASS}: split={count} is not a count of 2 or more"))
}

/// The K of `streams=K`: a positive count.
/// `streams=K` of `pass`: a count of streams, 1 to 2^32 - 1.
pub(crate) fn stream_count(pass: &str, count: &str) -> Result<u32, String> {
    let error = || format!("{pass}: streams={count} is not a count of streams from 1 to {}", u32::MAX);
    count.parse().ok().filter(|&k| k >= 1).ok_or_else(error)
}

/// Why a region keeps one stream, typed until printed.
#[derive(Debug)]
pub enum RegionFailure {
    /// Every launch depends on the one before: one stream is the schedule.
    OneStreamEnough,
    NoModelledGain {
        one_stream_us: f64,
        streams_us: f64,
    },
    HostRewrite(HostRewriteReject),
}

impl Reason for RegionFailure {
    fn remark_name(&self) -> &'static str {
        match self {
            RegionFailure::OneStreamEnough => "OneStreamEnough",
            RegionFailure::NoModelledGain { .. } => "NoModelledGain",
            RegionFailure::HostRewrite(_) => "StreamsFailed",
        }
    }
}

impl EntryReason for RegionFailure {
    fn status(&self) -> &'static str {
        match self {
            RegionFailure::HostRewrite(_) => "failed",
            _ => "one-stream",
        }
    }
}

impl std::fmt::Display for RegionFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RegionFailure::OneStreamEnough => f.write_str("every launch depends on the one before it"),
            RegionFailure::NoModelledGain { one_stream_us, streams_us } => {
                write!(f, "the model predicts no gain (one stream {one_stream_us:.2} us, several {streams_us:.2} us)")
            }
            RegionFailure::HostRewrite(reason) => write!(f, "host rewrite rejected: {reason}"),
        }
    }
}

/// Why a region is not split, typed until printed.
#[derive(Debug)]
pub enum SplitFailure {
    Plan(SplitReject),
    KernelCopies(SplitKernelReject),
    HostRewrite(HostRewriteReject),
    /// The kernels are in a `device=` module and no `device-out=` says where the copies go.
    NoDeviceOut,
    NoModelledGain {
        split_us: f64,
        best_us: f64,
    },
}

impl std::fmt::Display for SplitFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SplitFailure::Plan(reason) => reason.fmt(f),
            SplitFailure::KernelCopies(reason) => reason.fmt(f),
            SplitFailure::HostRewrite(reason) => write!(f, "host rewrite rejected: {reason}"),
            SplitFailure::NoDeviceOut => f.write_str("the kernel copies need device-out= (the kernels are in device=)"),
            SplitFailure::NoModelledGain { split_us, best_us } => {
                write!(f, "the model predicts no gain (split {split_us:.2} us, unsplit {best_us:.2} us)")
            }
        }
    }
}

/// What the report says of a region's graph split.
#[derive(Serialize)]
struct SplitReport<'a> {
    /// The split run (axis, part boundaries, each launch's extent), when it was.
    chosen: Option<&'a GraphSplit>,
    /// The modelled time of the split, when the region allows one.
    split_us: Option<f64>,
    /// Why the region is not split.
    #[serde(serialize_with = "crate::report::serialize_display")]
    refused: Option<SplitFailure>,
}

#[derive(Serialize)]
struct RegionReport<'a> {
    function: &'a FunctionLabel,
    launches: Vec<&'a str>,
    streams: Vec<u32>,
    /// (earlier, later) launch names: `later` waits for `earlier` through an event.
    events: Vec<(&'a str, &'a str)>,
    /// The copies right after the region that wait only for the streams listed (the
    /// others still running), in program order.
    copies: Vec<(&'a str, Vec<u32>)>,
    streams_used: u32,
    one_stream_us: f64,
    streams_us: f64,
    widest: (u32, f64),
    split: SplitReport<'a>,
    /// The host loop whose iterations take the streams in turn, when the region is one.
    iterations: Option<&'a IterationSpread>,
    /// Host synchronisations between the region's launches, removed once it is on
    /// streams (kept where the program uses their status).
    synchronisations: Vec<SynchronisationEntry<'a>>,
    #[serde(flatten)]
    outcome: Outcome<RegionFailure>,
    location: Option<SourceLocation>,
}

#[derive(Serialize)]
struct StreamsReport<'a> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    device_module: Option<String>,
    /// The CUDA model's GPU, or the Ascend target's name and cores.
    gpu: Option<Gpu>,
    target: Option<AscendTargetReport>,
    streams: u32,
    forced: bool,
    time_ms: f64,
    regions: Vec<RegionReport<'a>>,
    /// Regions `split=S` cut (the regions above are their parts).
    cuts: Vec<CutReport>,
}

#[derive(Serialize)]
struct AscendTargetReport {
    name: String,
    cores: u32,
}

/// What the pass runs on: the program read, and its target's model.
enum Machine {
    Gpu(Profile),
    Ascend(Box<TargetDescription>),
}

pub fn run_streams(module: &Module<'_>, options: &StreamsOptions) -> PassOutcome {
    let started = Instant::now();
    // SAFETY: the module is alive for the pass.
    let ascend = unsafe { is_ascend_program(module.as_mut_ptr()) };
    let read = || -> Result<(HostInput, Machine), String> {
        if ascend {
            let target = TargetDescription::builtin_or_file(&options.target)
                .map_err(|e| format!("target '{}': {e}", options.target))?;
            Ok((HostInput::read_ascend(module, options.device.as_deref(), &target)?, Machine::Ascend(Box::new(target))))
        } else {
            let profile = options.profile.as_deref().map(Profile::read).transpose()?.unwrap_or_default();
            Ok((HostInput::read(module, options.device.as_deref())?, Machine::Gpu(profile)))
        }
    };
    let (mut input, machine) = match read() {
        Ok(read) => read,
        Err(reason) => return PassOutcome::error(PASS, reason),
    };
    let (host, program, launches) = (input.host, &input.program, &input.launches);
    let calls = StatementCalls { launches, copies: &input.copies };
    let mut synchronisations = synchronisation_instructions(host, program);
    let graph = &input.graph;
    let (measured, gpu_model, chip_model);
    let (model, runtime): (&dyn LaunchModel, Runtime) = match &machine {
        Machine::Gpu(profile) => {
            measured = |statement: StatementId| profile.of(program, statement);
            gpu_model = GpuModel { program, gpu: &Gpu::H100, profile: &measured };
            (&gpu_model, Runtime::Cuda)
        }
        Machine::Ascend(target) => {
            // SAFETY: the device module is alive for the pass.
            chip_model = unsafe { chip_launches(input.device_module, program, target) };
            (&chip_model, Runtime::Ascend)
        }
    };
    let scheduler = Scheduler { program, uar: graph, streams: options.streams, forced: options.force, model };
    // A region whose launches do not all run together is split before the first launch
    // that breaks control equivalence, and each part scheduled again.
    let mut pending: Vec<StreamSchedule> = scheduler.schedules();
    let budget = ProgramBudget::new(PASS, started, options.budget_ms);
    let budget_warning = budget.spent("stream scheduling", "nothing rewritten");
    if budget_warning.is_some() {
        pending.clear();
    }
    pending.reverse();
    let regions_found = pending.len();
    let platform = if ascend { Platform::Ascend } else { Platform::Cuda };
    let copies_allowed = ascend || options.device.is_none() || options.device_out.is_some();
    let splitter = Splitter { program, graph, model, options, platform, copies_allowed };
    let (mut found, mut cuts) = (Vec::new(), Vec::new());
    while let Some(mut schedule) = pending.pop() {
        let index = found.len();
        let mut split = splitter.consider(&schedule);
        if let Some((before, after, reject)) = splitter.cut(&schedule, &split) {
            cuts.push(cut_report(program, launches, &schedule, reject));
            let parts = [after, before].into_iter().filter(|part| part.len() >= 2);
            pending.extend(parts.map(|part| scheduler.schedule(part)));
            continue;
        }
        if let Some(mut split_schedule) = split.schedule.take() {
            let target = (host, input.device_module, runtime);
            // SAFETY: both modules are alive for the pass; `launches` was found first.
            match unsafe { splitter.rewrite(target, &calls, index, &split_schedule) } {
                Ok(overlapped) => {
                    split_schedule.trailing.truncate(overlapped);
                    found.push((split_schedule, None, split));
                    continue;
                }
                Err(failure) => split.refused = Some(failure),
            }
        }
        let reason = if schedule.widest.0 < 2 {
            Some(RegionFailure::OneStreamEnough)
        } else if schedule.streams_used < 2 || (schedule.speedup() <= 1.0 && !options.force) {
            let (one_stream_us, streams_us) = (schedule.one_stream_us, schedule.widest.1);
            Some(RegionFailure::NoModelledGain { one_stream_us, streams_us })
        } else {
            // SAFETY: the host module is alive for the pass; `launches` was found first.
            match unsafe { rewrite_region(host, runtime, program, &calls, index, (&schedule, None)) } {
                Ok(overlapped) => {
                    schedule.trailing.truncate(overlapped);
                    None
                }
                Err(reject) => {
                    if let Some((before, after)) = split_at_breaking_launch(program, &schedule, &reject) {
                        let parts = [after, before].into_iter().filter(|part| part.len() >= 2);
                        pending.extend(parts.map(|part| scheduler.schedule(part)));
                        continue;
                    }
                    if schedule.iterations.is_some() && schedule.launches.len() >= 2 {
                        // The loop cannot be spread: its body's launches are still a
                        // region within one iteration.
                        pending.push(scheduler.schedule(schedule.launches.clone()));
                    }
                    Some(RegionFailure::HostRewrite(reject))
                }
            }
        };
        if reason.is_some() {
            // Left as it was: every copy after it waits for everything, as before.
            schedule.trailing.clear();
        }
        found.push((schedule, reason, split));
    }
    let (schedules, rest): (Vec<StreamSchedule>, Vec<(Option<RegionFailure>, SplitConsidered)>) =
        found.into_iter().map(|(schedule, reason, split)| (schedule, (reason, split))).unzip();
    let regions: Vec<RegionReport<'_>> = (schedules.iter().zip(rest))
        .map(|(schedule, (reason, split))| {
            let (first, last) = (schedule.launches[0], schedule.launches[schedule.launches.len() - 1]);
            let seen_through = match reason {
                // SAFETY: the calls were found before any rewrite, which erases none.
                None => unsafe {
                    let between = match &schedule.iterations {
                        Some(spread) => spread.synchronisations.clone(),
                        None => program.synchronisations_between(first, last),
                    };
                    SynchronisationEntry::remove_all(program, &mut synchronisations, &between)
                },
                Some(_) => Vec::new(),
            };
            region_report(program, launches, schedule, (reason, split), seen_through)
        })
        .collect();
    let rewritten_in: std::collections::HashSet<&str> =
        regions.iter().filter(|r| r.outcome.reason.is_none()).map(|r| r.function.function()).collect();
    // SAFETY: `host` is the live host module the pass runs on.
    unsafe { drop_unused_copies(host, &mut input.specialisations, |copy| rewritten_in.contains(copy)) };
    // Specialising ran LLVM's always-inline pass on the host module.
    let changed = !input.specialisations.is_empty() || !rewritten_in.is_empty();
    let mut outcome = PassOutcome { changed, ..Default::default() };
    let ignored_target = (!ascend).then(|| crate::host_input::ignored_ascend_target(PASS, &options.target)).flatten();
    let over_budget = budget_warning.is_some();
    let warnings = [budget_warning, crate::host_input::missing_kernels(PASS, &input.program), ignored_target];
    for warning in warnings.into_iter().flatten() {
        outcome.report(warning);
    }
    if let (Some(device), Some(path)) = (&input.device, &options.device_out) {
        if let Err(reason) = crate::host_input::write_module(device.module, path) {
            return PassOutcome::error(PASS, reason);
        }
    }
    if regions.is_empty() && !over_budget {
        let message = match regions_found {
            0 => "nothing to do: no host region has two launches in a row".to_string(),
            found => format!(
                "nothing to do: split= cut each of the {found} host regions into single launches (dependences across blocks)"
            ),
        };
        outcome.report(Diagnostic::module(Severity::Warning, PASS, message));
    }
    let report = StreamsReport {
        version: STREAMS_REPORT_VERSION,
        tool: "syncfuse",
        pass: PASS,
        device_module: options.device.as_ref().map(|d| d.display().to_string()),
        gpu: (!ascend).then_some(Gpu::H100),
        target: match &machine {
            Machine::Ascend(target) => {
                Some(AscendTargetReport { name: options.target.clone(), cores: target.chip.cores })
            }
            Machine::Gpu(_) => None,
        },
        streams: options.streams,
        forced: options.force,
        time_ms: started.elapsed().as_secs_f64() * 1e3,
        regions,
        cuts,
    };
    if let Some(path) = &options.report {
        if let Err(reason) = crate::report::write(&report, path) {
            outcome.report(Diagnostic::module(Severity::Error, PASS, reason));
        }
    }
    outcome
}

/// Each Ascend launch's modelled cycles (its kernel's static work per core, read with the
/// launch's constants, on `blockDim` cores in waves), blockDim and GM bytes.
///
/// # Safety
/// `device` must be a live LLVM module.
unsafe fn chip_launches<'t>(
    device: LLVMModuleRef,
    program: &HostProgram,
    target: &'t TargetDescription,
) -> ChipLaunches<'t> {
    let launches = program
        .statements
        .iter_enumerated()
        .filter_map(|(statement, s)| Some((statement, s.kind.launch()?)))
        .map(|(statement, launch)| {
            let block_dim = launch.grid[0].unwrap_or(1).max(1);
            let mut known = BTreeMap::from([("block_num".to_string(), block_dim)]);
            known.extend(
                launch_constants(&launch.grid, &launch.block, &launch.arguments)
                    .into_iter()
                    .filter(|(name, _)| name.starts_with("arg")),
            );
            // SAFETY: as the caller's.
            let work = unsafe { kernel_work(device, &launch.kernel, block_dim, known, target) };
            let bus_bytes = work.gm_bytes * block_dim as u64;
            let cycles = launch_cycles(&target.chip, &vec![work; block_dim as usize]);
            (statement, ChipLaunch { cycles, block_dim: block_dim as u64, bus_bytes })
        })
        .collect();
    ChipLaunches { chip: &target.chip, launches }
}

/// What the pass found of a region's graph split.
struct SplitConsidered {
    /// The split schedule to run, until it is run.
    schedule: Option<StreamSchedule>,
    split_us: Option<f64>,
    refused: Option<SplitFailure>,
}

/// Decides and applies graph splits (`syncfuse_sirius::streams::graph_split`).
struct Splitter<'a> {
    program: &'a HostProgram,
    graph: &'a UnifiedGraph,
    model: &'a dyn LaunchModel,
    options: &'a StreamsOptions,
    platform: Platform,
    /// Whether kernel copies have somewhere to go.
    copies_allowed: bool,
}

impl Splitter<'_> {
    /// The split of `schedule`'s region into `split=S` parts (forced), else into the number
    /// of parts from 2 to K the model finds fastest (the fewest among equals), when that is
    /// faster than one stream and than `schedule`.
    fn consider(&self, schedule: &StreamSchedule) -> SplitConsidered {
        if schedule.iterations.is_some() {
            // A loop's iterations on streams: its launches are not a region to split.
            return SplitConsidered { schedule: None, split_us: None, refused: None };
        }
        let counts = match self.options.split {
            Some(parts) => parts..=parts,
            None => 2..=self.options.streams.max(2),
        };
        let mut fastest: Option<StreamSchedule> = None;
        for parts in counts {
            let plan = match plan_split(self.program, self.graph, &schedule.launches, parts) {
                Ok(plan) => plan,
                Err(reject) => {
                    let refused = Some(SplitFailure::Plan(reject));
                    return SplitConsidered { schedule: None, split_us: None, refused };
                }
            };
            let split = split_schedule(self.program, self.graph, schedule, plan, self.model);
            if fastest.as_ref().is_none_or(|best| split.streams_us < best.streams_us - 1e-9) {
                fastest = Some(split);
            }
        }
        let split = fastest.expect("at least one count of parts");
        let split_us = Some(split.streams_us);
        let best_us = schedule.one_stream_us.min(schedule.streams_us);
        let refused = if !self.copies_allowed {
            Some(SplitFailure::NoDeviceOut)
        } else if self.options.split.is_none() && (self.options.force || split.streams_us >= best_us - 1e-9) {
            Some(SplitFailure::NoModelledGain { split_us: split.streams_us, best_us })
        } else {
            None
        };
        SplitConsidered { schedule: refused.is_none().then_some(split), split_us, refused }
    }

    /// Under `split=S`, a region refused for a dependence across blocks is cut before the
    /// launch that has it: the launches before it and those from it on are each
    /// considered again (between them, every stream joins).
    fn cut<'s>(
        &self,
        schedule: &StreamSchedule,
        split: &'s SplitConsidered,
    ) -> Option<(Vec<StatementId>, Vec<StatementId>, &'s SplitReject)> {
        let Some(SplitFailure::Plan(reject)) = &split.refused else { return None };
        let later = reject.breaking_launch().filter(|_| self.options.split.is_some())?;
        let at = schedule.launches.iter().position(|&s| self.program.statements[s].name == later)?;
        (at > 0).then(|| (schedule.launches[..at].to_vec(), schedule.launches[at..].to_vec(), reject))
    }

    /// Defines the part copies of the split region `schedule` and rewrites its launches.
    ///
    /// # Safety
    /// Both modules must be alive for the call; `calls` found before any rewrite.
    unsafe fn rewrite(
        &self,
        (host, device, runtime): (LLVMModuleRef, LLVMModuleRef, Runtime),
        calls: &StatementCalls<'_>,
        index: usize,
        schedule: &StreamSchedule,
    ) -> Result<usize, SplitFailure> {
        let split = schedule.split.as_ref().expect("a split schedule");
        // SAFETY: as the caller's.
        unsafe { check_region(host, runtime, self.program, calls, schedule) }.map_err(SplitFailure::HostRewrite)?;
        let copies: Vec<Vec<PartCopy<'_>>> = (schedule.launches.iter().enumerate())
            .map(|(position, &statement)| {
                let kernel = &self.program.statements[statement].kind.launch().expect("regions hold launches").kernel;
                let name = format!("{kernel}_split{index}_{position}");
                let (axis, extent) = (split.axis, split.extents[position]);
                let parts = split.launch_parts(position).into_iter();
                parts.map(|part| PartCopy { kernel, name: name.clone(), axis, extent, part }).collect()
            })
            .collect();
        // SAFETY: as the caller's.
        let names =
            unsafe { define_part_copies(device, self.platform, &copies) }.map_err(SplitFailure::KernelCopies)?;
        let parts: Vec<Vec<(LaunchPart, String)>> = (copies.iter().zip(names))
            .map(|(copies, names)| copies.iter().map(|copy| copy.part).zip(names).collect())
            .collect();
        let launches = SplitLaunches { kernels: device, axis: split.axis, parts: &parts };
        // SAFETY: as the caller's; `check_region` accepted the region.
        unsafe { rewrite_region(host, runtime, self.program, calls, index, (schedule, Some(&launches))) }
            .map_err(SplitFailure::HostRewrite)
    }
}

/// A region's launches before and after the launch that breaks control equivalence, when
/// that is why the host rewrite refused it (and the launch is not the first).
fn split_at_breaking_launch(
    program: &HostProgram,
    schedule: &StreamSchedule,
    reject: &HostRewriteReject,
) -> Option<(Vec<StatementId>, Vec<StatementId>)> {
    let HostRewriteReject::NotControlEquivalent { second, .. } = reject else { return None };
    let at = schedule.launches.iter().position(|&s| program.statements[s].name == *second)?;
    (at > 0).then(|| (schedule.launches[..at].to_vec(), schedule.launches[at..].to_vec()))
}

/// Emits a remark at the first launch of `schedule`'s region; returns its location.
fn region_remark(
    launches: &HashMap<StatementId, LLVMValueRef>,
    schedule: &StreamSchedule,
    remark: (RemarkKind, &'static str),
    message: String,
) -> Option<SourceLocation> {
    let anchor = launches.get(&schedule.launches[0]).copied();
    // SAFETY: launch instructions stay alive (rewrites only change their operands).
    unsafe { diagnostics::emit_at_launch(RemarkPass::Streams, anchor, remark, message) }
}

/// A region `split=S` cut before the launch whose dependence refused the split.
#[derive(Serialize)]
struct CutReport {
    function: FunctionLabel,
    launches: Vec<String>,
    before: String,
    reason: String,
    remark: &'static str,
    location: Option<SourceLocation>,
}

/// The report entry of a cut, and its missed remark.
fn cut_report(
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    schedule: &StreamSchedule,
    reject: &SplitReject,
) -> CutReport {
    let names: Vec<String> = schedule.launches.iter().map(|&s| program.statements[s].name.clone()).collect();
    let before = reject.breaking_launch().unwrap_or_default().to_string();
    let message = format!("launches {} cut before {before} to split the rest: {reject}", names.join(", "));
    let location = region_remark(launches, schedule, (RemarkKind::Missed, reject.remark_name()), message);
    let (function, reason, remark) = (schedule.function.clone(), reject.to_string(), reject.remark_name());
    CutReport { function, launches: names, before, reason, remark, location }
}

/// The report entry of one region, and its remark at the region's first launch.
fn region_report<'a>(
    program: &'a HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    schedule: &'a StreamSchedule,
    (reason, split): (Option<RegionFailure>, SplitConsidered),
    synchronisations: Vec<SynchronisationEntry<'a>>,
) -> RegionReport<'a> {
    let name = |position: usize| program.statements[schedule.launches[position]].name.as_str();
    let names: Vec<&str> = (0..schedule.launches.len()).map(name).collect();
    let message = match (&reason, &schedule.split) {
        (None, Some(chosen)) => format!(
            "launches {} split into {} parts along {} on {} streams (modelled {:.2} us -> {:.2} us)",
            names.join(", "),
            chosen.parts(),
            format!("{:?}", chosen.axis).to_lowercase(),
            schedule.streams_used,
            schedule.one_stream_us,
            schedule.streams_us
        ),
        (None, None) if schedule.iterations.is_some() => format!(
            "the iterations of the host loop around launches {} take {} streams in turn (modelled {:.2} us -> {:.2} us)",
            names.join(", "),
            schedule.streams_used,
            schedule.one_stream_us,
            schedule.streams_us
        ),
        (None, None) => format!(
            "launches {} on {} streams ({} events; modelled {:.2} us -> {:.2} us)",
            names.join(", "),
            schedule.streams_used,
            schedule.events.len(),
            schedule.one_stream_us,
            schedule.streams_us
        ),
        (Some(reason), _) => format!("launches {} keep one stream: {reason}", names.join(", ")),
    };
    let (kind, remark_name) = match &reason {
        None if schedule.split.is_some() => (RemarkKind::Passed, "LaunchesSplit"),
        None if schedule.iterations.is_some() => (RemarkKind::Passed, "IterationsOnStreams"),
        None => (RemarkKind::Passed, "LaunchesOnStreams"),
        Some(reason) => (RemarkKind::Missed, reason.remark_name()),
    };
    let location = region_remark(launches, schedule, (kind, remark_name), message);
    RegionReport {
        function: &schedule.function,
        streams: schedule.streams.iter().map(|s| s.0).collect(),
        events: schedule.events.iter().map(|&(earlier, later)| (name(earlier), name(later))).collect(),
        copies: schedule
            .trailing
            .iter()
            .map(|(copy, waits)| (program.statements[*copy].name.as_str(), waits.iter().map(|s| s.0).collect()))
            .collect(),
        launches: names,
        streams_used: schedule.streams_used,
        one_stream_us: schedule.one_stream_us,
        streams_us: schedule.streams_us,
        widest: schedule.widest,
        split: SplitReport { chosen: schedule.split.as_ref(), split_us: split.split_us, refused: split.refused },
        iterations: schedule.iterations.as_ref(),
        synchronisations,
        outcome: Outcome { success: "streams", reason },
        location,
    }
}
