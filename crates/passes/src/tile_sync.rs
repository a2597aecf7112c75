//! The `tile-sync<...>` transformation pass (cuSync): where two consecutive launches are
//! joined by a global dependence (`sirius` refuses to fuse them), the consumer's blocks
//! wait for the producer blocks they need instead of the whole producer kernel. Runs on
//! the host module; kernels come from `device=FILE` (written with the instrumented copies
//! to `device-out=FILE`) or from the same module. Pipeline: `syncfuse_llvm::cuda_reader`
//! -> `sirius::uar` -> `sirius::tile_deps` (exact block maps) -> `sirius::tile_plan` (policy,
//! tables, the wave model's verdict; `force` rewrites whatever it says) -> per chosen pair
//! `syncfuse_llvm::tile_sync::device` then `::host`, in program order; in a chain the
//! middle launch's one copy waits as a consumer and posts as a producer. `report=FILE`
//! writes the JSON report (`docs/schema/tile-sync-report.schema.json`): every pair, its
//! policy, tables' sizes, modelled times, and why not where it was not rewritten.
//!
//! Invariant: a pair whose device code or host rewrite is rejected keeps its stream
//! synchronisation (its launches unchanged; unused kernel copies may remain in the device
//! module, which still verifies); both modules pass the verifier.

use crate::diagnostics::{self, Diagnostic, RemarkKind, RemarkPass, Severity};
use crate::host_input::write_module;
use crate::host_input::{HostInput, Profile};
use crate::parameters::{budget_ms, pass_parameters, ProgramBudget, DEFAULT_PROGRAM_BUDGET_MS};
use crate::pass::{ParameterError, Pass, PassEffect};
use crate::report::{EntryReason, Outcome, SynchronisationEntry};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::time::Instant;
use syncfuse_ir::OwnedModule;
use syncfuse_llvm::sirius::codegen::CodegenReject;
use syncfuse_llvm::sirius::host_rewrite::{synchronisation_instructions, HostRewriteReject};
use syncfuse_llvm::sirius::specialise::drop_unused_copies;
use syncfuse_llvm::tile_sync::device::LaunchKernel;
use syncfuse_llvm::tile_sync::{device, host};
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::gpu::cost::Gpu;
use syncfuse_sirius::model::program::{FunctionLabel, HostProgram, KernelName, StatementId};
use syncfuse_sirius::tile_sync::tile_deps::tile_dependences;
use syncfuse_sirius::tile_sync::tile_plan::{plan, TileSyncPlan, TileSyncReject};

const PASS: &str = "tile-sync";
/// The version of the `tile-sync` report.
pub const TILE_SYNC_REPORT_VERSION: u32 = 1;
/// The remark of a rewritten pair.
const REWRITTEN_REMARK: &str = "TilesSynchronised";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSyncOptions {
    pub device: Option<PathBuf>,
    pub device_out: Option<PathBuf>,
    pub report: Option<PathBuf>,
    /// `syncfuse run --report` of the program: per-block work for the model.
    pub profile: Option<PathBuf>,
    /// Rewrite every pair with a table, whatever the model predicts.
    pub force: bool,
    /// `budget-ms=`: the compile-time budget of the analysis; past it nothing is rewritten.
    pub budget_ms: u64,
}

impl Default for TileSyncOptions {
    fn default() -> TileSyncOptions {
        TileSyncOptions {
            device: None,
            device_out: None,
            report: None,
            profile: None,
            force: false,
            budget_ms: DEFAULT_PROGRAM_BUDGET_MS,
        }
    }
}

impl TileSyncOptions {
    /// Parses the `;`-separated list of `tile-sync<...>`.
    fn parse_parameters(params: &str) -> Result<TileSyncOptions, String> {
        let mut options = TileSyncOptions::default();
        for param in pass_parameters(PASS, params, &[], &[])? {
            match param.split_once('=') {
                Some(("device", file)) => options.device = Some(PathBuf::from(file)),
                Some(("device-out", file)) => options.device_out = Some(PathBuf::from(file)),
                Some(("report", file)) => options.report = Some(PathBuf::from(file)),
                Some(("profile", file)) => options.profile = Some(PathBuf::from(file)),
                Some(("budget-ms", value)) => options.budget_ms = budget_ms(PASS, value)?,
                None if param == "force" => options.force = true,
                _ => {
                    return Err(format!(
                        "{PASS}: unknown parameter '{param}' (expected device=, device-out=, report=, profile=, \
                         budget-ms= or force)"
                    ))
                }
            }
        }
        if options.device.is_some() != options.device_out.is_some() {
            return Err(format!("{PASS}: device= and device-out= go together (the kernel copies are written there)"));
        }
        Ok(options)
    }
}

impl Pass for TileSyncOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Transforms;

    fn parse(parameters: &str) -> Result<TileSyncOptions, ParameterError> {
        TileSyncOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_tile_sync(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        true
    }
}

/// Why a pair keeps its stream synchronisation, typed until printed.
#[derive(Debug)]
pub enum PairFailure {
    Plan(TileSyncReject),
    DeviceCode(CodegenReject),
    HostRewrite(HostRewriteReject),
}

impl Reason for PairFailure {
    fn remark_name(&self) -> &'static str {
        match self {
            PairFailure::Plan(reject) => reject.remark_name(),
            PairFailure::DeviceCode(_) | PairFailure::HostRewrite(_) => "TileSyncFailed",
        }
    }
}

impl EntryReason for PairFailure {
    fn status(&self) -> &'static str {
        match self {
            PairFailure::Plan(_) => "stream-synchronised",
            PairFailure::DeviceCode(_) | PairFailure::HostRewrite(_) => "failed",
        }
    }
}

impl std::fmt::Display for PairFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairFailure::Plan(reject) => reject.fmt(f),
            PairFailure::DeviceCode(reason) => write!(f, "device code rejected: {reason}"),
            PairFailure::HostRewrite(reason) => write!(f, "host rewrite rejected: {reason}"),
        }
    }
}

/// One pair in the report.
#[derive(Serialize)]
struct PairReport<'a> {
    /// The host function (and calling context) both launches are in.
    function: FunctionLabel,
    producer: String,
    consumer: String,
    /// The pair's kernels (null for a statement that is not a launch: none is).
    producer_kernel: Option<KernelName>,
    consumer_kernel: Option<KernelName>,
    #[serde(flatten)]
    outcome: Outcome<PairFailure>,
    plan: Option<TileSyncPlan>,
    location: Option<SourceLocation>,
    /// Host synchronisations between the pair, seen through and removed once it is
    /// tile-synchronised (kept where the program uses their status).
    synchronisations: Vec<SynchronisationEntry<'a>>,
}

#[derive(Serialize)]
struct TileSyncReport<'a> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    device_module: Option<String>,
    gpu: Gpu,
    forced: bool,
    time_ms: f64,
    pairs: Vec<PairReport<'a>>,
}

pub fn run_tile_sync(module: &Module<'_>, options: &TileSyncOptions) -> PassOutcome {
    let started = Instant::now();
    // SAFETY: a query of the live module the pass was given.
    if unsafe { syncfuse_llvm::ascend_reader::is_ascend_program(module.as_mut_ptr()) } {
        let message = "nothing to do: tile synchronisation is for CUDA programs, and this module launches AI-Core kernels (Ascend: use sirius, streams, ascend-sync)";
        let mut outcome = PassOutcome::default();
        outcome.report(Diagnostic::module(Severity::Warning, PASS, message.to_string()));
        return outcome;
    }
    let mut input = match HostInput::read(module, options.device.as_deref()) {
        Ok(input) => input,
        Err(reason) => return PassOutcome::error(PASS, reason),
    };
    let (host_module, device_module) = (input.host, input.device_module);
    let (program, graph, launches) = (&input.program, &input.graph, &input.launches);
    let profile = match options.profile.as_deref().map(Profile::read).transpose() {
        Ok(profile) => profile.unwrap_or_default(),
        Err(reason) => return PassOutcome::error(PASS, reason),
    };
    let measured = |statement: StatementId| profile.of(program, statement);
    let budget = ProgramBudget::new(PASS, started, options.budget_ms);
    let mut tile_pairs = tile_dependences(program, graph);
    let budget_warning = budget.spent("the tile dependence analysis", "nothing rewritten");
    if budget_warning.is_some() {
        tile_pairs.clear();
    }
    let mut synchronisations = synchronisation_instructions(host_module, program);
    let target = Target { host: host_module, device: device_module, program, launches };
    let mut rewritten = Rewritten::default();
    let pairs: Vec<PairReport> = tile_pairs
        .iter()
        .enumerate()
        .map(|(index, pair)| {
            let (plan, reason) = match plan(pair, program, &Gpu::H100, options.force, &measured) {
                Err(reject) => (None, Some(PairFailure::Plan(reject))),
                Ok(plan) => {
                    let reason = rewrite_one(&target, &plan, index, &mut rewritten);
                    (Some(plan), reason)
                }
            };
            let seen_through = match reason {
                // SAFETY: the calls were found before any rewrite, which erases none.
                None => unsafe {
                    SynchronisationEntry::remove_all(program, &mut synchronisations, &pair.synchronisations_between)
                },
                Some(_) => Vec::new(),
            };
            pair_report(program, launches, (pair.producer, pair.consumer), plan, reason, seen_through)
        })
        .collect();
    // Tile order last, so that the posts' and waits' reads of `blockIdx` follow it too.
    let copies: std::collections::BTreeSet<&String> = rewritten.copies.values().collect();
    let mut ordering_failures = Vec::new();
    for copy in copies {
        // SAFETY: the device module is alive for the pass.
        if let Err(reason) = unsafe { device::order_tiles(device_module, copy) } {
            ordering_failures.push(format!("kernel {copy} keeps its block order: {reason}"));
        }
    }
    let rewritten_in: HashSet<&str> =
        rewritten.copies.keys().map(|&s| program.statements[s].function.function()).collect();
    // SAFETY: `host_module` is the live host module the pass runs on.
    unsafe { drop_unused_copies(host_module, &mut input.specialisations, |copy| rewritten_in.contains(copy)) };
    let mut outcome = finish(options, started, &input.program, input.device.as_ref(), (pairs, budget_warning));
    for failure in ordering_failures {
        outcome.report(Diagnostic::module(Severity::Warning, PASS, failure));
    }
    // Specialising ran LLVM's always-inline pass on the host module.
    outcome.changed |= !input.specialisations.is_empty();
    outcome
}

/// What a rewrite edits and reads.
struct Target<'a> {
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    program: &'a HostProgram,
    launches: &'a HashMap<StatementId, LLVMValueRef>,
}

/// What earlier rewrites left: each rewritten launch's kernel copy and original stream.
#[derive(Default)]
struct Rewritten {
    copies: HashMap<StatementId, String>,
    streams: HashMap<StatementId, LLVMValueRef>,
}

/// Rewrites pair number `index` as `plan` says; why not, if it was not.
fn rewrite_one(
    target: &Target<'_>,
    plan: &TileSyncPlan,
    index: usize,
    rewritten: &mut Rewritten,
) -> Option<PairFailure> {
    let (producer, consumer) = (plan.producer, plan.consumer);
    let kernels = kernel_names(target.program, (producer, consumer));
    let kernel = |statement: StatementId, original| match rewritten.copies.get(&statement) {
        Some(copy) => LaunchKernel::Copy(copy.as_str()),
        None => LaunchKernel::Original(original),
    };
    let (Some(producer_kernel), Some(consumer_kernel)) = &kernels else {
        let statement = if kernels.0.is_none() { producer } else { consumer };
        let name = target.program.statements[statement].name.clone();
        return Some(PairFailure::HostRewrite(HostRewriteReject::LaunchMoved(name)));
    };
    let launches = (kernel(producer, producer_kernel.as_str()), kernel(consumer, consumer_kernel.as_str()));
    // SAFETY: both modules are alive for the pass (see the crate doc).
    let names = match unsafe { device::instrument_pair(target.device, index, plan, launches) } {
        Ok(names) => names,
        Err(reason) => return Some(PairFailure::DeviceCode(reason)),
    };
    let (program, launches) = (target.program, target.launches);
    let statements = (producer, consumer);
    // SAFETY: as above; `launches` was found before any rewrite.
    let host = unsafe {
        host::rewrite_pair(target.host, program, launches, index, statements, &names, &mut rewritten.streams)
    };
    if let Err(reason) = host {
        return Some(PairFailure::HostRewrite(reason));
    }
    rewritten.copies.insert(producer, names.producer);
    rewritten.copies.insert(consumer, names.consumer);
    None
}

/// The report entry of one pair, and its remark (passed, or missed and why).
fn pair_report<'a>(
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    (producer, consumer): (StatementId, StatementId),
    plan: Option<TileSyncPlan>,
    reason: Option<PairFailure>,
    synchronisations: Vec<SynchronisationEntry<'a>>,
) -> PairReport<'a> {
    let (producer_name, consumer_name) = (&program.statements[producer].name, &program.statements[consumer].name);
    let message = match (&reason, &plan) {
        (None, Some(plan)) => format!(
            "launches {producer_name} -> {consumer_name} synchronised by tile ({} policy, {} counters, {}-{} waits per consumer block; modelled {:.2} us -> {:.2} us)",
            plan.policy, plan.counters, plan.waits_per_consumer_block.0, plan.waits_per_consumer_block.1,
            plan.modelled.stream_us, plan.modelled.tile_us
        ),
        (Some(reason), _) => format!("launches {producer_name} -> {consumer_name} keep stream synchronisation: {reason}"),
        (None, None) => unreachable!("a rewritten pair has a plan"),
    };
    let (kind, name) = match &reason {
        None => (RemarkKind::Passed, REWRITTEN_REMARK),
        Some(reason) => (RemarkKind::Missed, reason.remark_name()),
    };
    let anchor = launches.get(&consumer).copied();
    // SAFETY: launch instructions stay alive (rewrites only change their operands).
    let location = unsafe { diagnostics::emit_at_launch(RemarkPass::TileSync, anchor, (kind, name), message) };
    let kernels = kernel_names(program, (producer, consumer));
    PairReport {
        function: program.statements[producer].function.clone(),
        producer: producer_name.clone(),
        consumer: consumer_name.clone(),
        producer_kernel: kernels.0,
        consumer_kernel: kernels.1,
        outcome: Outcome { success: "tile-synchronised", reason },
        plan,
        location,
        synchronisations,
    }
}

fn kernel_names(
    program: &HostProgram,
    (producer, consumer): (StatementId, StatementId),
) -> (Option<KernelName>, Option<KernelName>) {
    let kernel = |s: StatementId| program.statements[s].kind.launch().map(|l| l.kernel.clone());
    (kernel(producer), kernel(consumer))
}

/// Writes the device module and the report; says so when nothing was found to do, or
/// when the budget ran out (`budget_warning`).
fn finish(
    options: &TileSyncOptions,
    started: Instant,
    program: &HostProgram,
    device: Option<&OwnedModule>,
    (pairs, budget_warning): (Vec<PairReport<'_>>, Option<Diagnostic>),
) -> PassOutcome {
    let changed = pairs.iter().any(|pair| pair.outcome.reason.is_none());
    let mut outcome = PassOutcome { changed, ..PassOutcome::default() };
    if let Some(warning) = crate::host_input::missing_kernels(PASS, program) {
        outcome.report(warning);
    }
    if let Some(warning) = budget_warning {
        outcome.report(warning);
    } else if pairs.is_empty() {
        let message = format!(
            "nothing to do: no two consecutive launches of the {} are joined by a global dependence",
            if program.statements.is_empty() { "module (it launches nothing)" } else { "host code" }
        );
        outcome.report(Diagnostic::module(Severity::Warning, PASS, message));
    }
    if let (Some(device), Some(path)) = (device, &options.device_out) {
        if let Err(reason) = write_module(device.module, path) {
            return PassOutcome::error(PASS, reason);
        }
    }
    let report = TileSyncReport {
        version: TILE_SYNC_REPORT_VERSION,
        tool: "syncfuse",
        pass: PASS,
        device_module: options.device.as_ref().map(|d| d.display().to_string()),
        gpu: Gpu::H100,
        forced: options.force,
        time_ms: started.elapsed().as_secs_f64() * 1e3,
        pairs,
    };
    if let Some(path) = &options.report {
        if let Err(reason) = crate::report::write(&report, path) {
            outcome.report(Diagnostic::module(Severity::Error, PASS, reason));
        }
    }
    outcome
}
