//! The `ascend-sync` module pass and the `print<ascend-deps>` printer: the LLVM-facing
//! entry points of the sync pipeline. For every kernel (a defined function that issues
//! pipe calls or syncs): read it (`ir::reader`), compute dependences (`sync::deps`), run
//! `sync::pipeline`, put a `BARRIER(pipe)` before each destination of a same-pipe
//! dependence on a pipe the target marks pipelined, write it back (`ir::editor`), then
//! run LLVM's verifier on the module.
//! A kernel that cannot be read or synchronised is left unchanged with a diagnostic
//! naming the function and the reason, and the report records it.

use crate::report::{self, Report, REPORT_VERSION};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;
use syncfuse_ascend_sync::deps::{dependences, print_dependences, same_pipe_dependences, Dependence};
use syncfuse_ascend_sync::model::{Item, Kernel, SyncReason};
use syncfuse_ascend_sync::pipeline::{order_same_pipe_dependences, synchronise, Mode, SyncResult};
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_llvm::{editor, reader};

/// `mode=` of `ascend-sync<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncMode {
    /// The paper's pipeline: at most N physical event IDs per pipe pair.
    Auto,
    /// `BARRIER(ALL)` after every pipe instruction (safe, slow baseline).
    BarrierAll,
    /// The auto pipeline without an ID limit: no merging, a private flag per remaining
    /// event (not valid for hardware).
    Unlimited,
}

/// What to do with a function the pass cannot handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnReject {
    /// Leave it unchanged, print a warning, record the reason in the report.
    Warn,
    /// As `Warn`, then make `opt` exit with status 1 (for `not opt` tests and strict builds).
    Error,
}

#[derive(Clone, Debug)]
pub struct AscendSyncOptions {
    /// `ascend910a`, `ascend910b` or a path to a target JSON file.
    pub target: String,
    pub report: Option<PathBuf>,
    pub mode: SyncMode,
    pub on_reject: OnReject,
}

impl Default for AscendSyncOptions {
    fn default() -> Self {
        AscendSyncOptions { target: "ascend910a".into(), report: None, mode: SyncMode::Auto, on_reject: OnReject::Warn }
    }
}

impl AscendSyncOptions {
    /// Parses the text between `<` and `>` of `ascend-sync<...>` (`;`-separated
    /// `key=value`, and the bare word `strict` for `on-reject=error`).
    pub fn parse(params: &str) -> Result<AscendSyncOptions, String> {
        let mut options = AscendSyncOptions::default();
        for param in params.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            match param.split_once('=') {
                None if param == "strict" => options.on_reject = OnReject::Error,
                Some(("target", value)) => options.target = value.to_string(),
                Some(("report", value)) => options.report = Some(PathBuf::from(value)),
                Some(("mode", "auto")) => options.mode = SyncMode::Auto,
                Some(("mode", "barrier-all")) => options.mode = SyncMode::BarrierAll,
                Some(("mode", "unlimited")) => options.mode = SyncMode::Unlimited,
                Some(("mode", other)) => {
                    return Err(format!(
                        "ascend-sync: unknown mode '{other}' (expected auto, barrier-all or unlimited)"
                    ))
                }
                Some(("on-reject", "warn")) => options.on_reject = OnReject::Warn,
                Some(("on-reject", "error")) => options.on_reject = OnReject::Error,
                _ => {
                    return Err(format!(
                    "ascend-sync: unknown parameter '{param}' (expected target=, report=, mode=, on-reject= or strict)"
                ))
                }
            }
        }
        options.load_target()?;
        Ok(options)
    }

    fn load_target(&self) -> Result<TargetDescription, String> {
        TargetDescription::builtin(&self.target)
            .or_else(|_| TargetDescription::from_file(&self.target))
            .map_err(|e| format!("ascend-sync: target '{}': {e}", self.target))
    }

    fn pipeline_mode(&self, target: &TargetDescription) -> Mode {
        match self.mode {
            SyncMode::Auto => Mode::Auto { limit: target.event_ids_per_pair() },
            SyncMode::BarrierAll => Mode::BarrierAll,
            SyncMode::Unlimited => Mode::Unlimited,
        }
    }
}

/// One kernel in the report.
#[derive(Debug, Serialize)]
pub struct KernelReport {
    pub name: String,
    /// `synchronised`, `rejected` or `fallback` (barriers only).
    pub status: &'static str,
    pub reason: Option<String>,
    pub dependences: Vec<DependenceReport>,
    pub result: Option<SyncResult>,
    pub emitted_syncs: Vec<EmittedSync>,
    pub time_ms: f64,
}

#[derive(Debug, Serialize)]
pub struct DependenceReport {
    pub src: String,
    pub dst: String,
    pub pair: String,
    pub kind: String,
    pub intra_iteration: bool,
    pub carried_by: Vec<String>,
    pub overlap: String,
}

#[derive(Debug, Serialize)]
pub struct EmittedSync {
    pub block: String,
    pub sync: String,
    pub reason: SyncReason,
    pub virtual_event: Option<u32>,
    pub physical_event: Option<u32>,
    /// Indices into `dependences`.
    pub covers: Vec<usize>,
}

/// Runs `ascend-sync` on every kernel (every defined function that issues pipe calls).
pub fn run_ascend_sync(module: &Module<'_>, options: &AscendSyncOptions) -> PassOutcome {
    let started = Instant::now();
    let mut outcome = PassOutcome::default();
    let target = match options.load_target() {
        Ok(target) => target,
        Err(reason) => {
            outcome.diagnostics.push(format!("syncfuse: error: {reason}"));
            outcome.failed = true;
            return outcome;
        }
    };
    let raw = module.as_mut_ptr();
    let mut kernels = Vec::new();
    for function in unsafe { reader::defined_functions(raw) } {
        if !unsafe { reader::is_ascend_kernel(function, &target) } {
            continue;
        }
        let kernel_report = run_on_function(raw, function, &target, options);
        if kernel_report.status == "rejected" {
            let severity = if options.on_reject == OnReject::Error { "error" } else { "warning" };
            outcome.diagnostics.push(format!(
                "syncfuse: {severity}: ascend-sync: function '{}': {} (left unchanged)",
                kernel_report.name,
                kernel_report.reason.clone().unwrap_or_default()
            ));
            outcome.failed |= options.on_reject == OnReject::Error;
        } else {
            outcome.changed = true;
        }
        kernels.push(kernel_report);
    }
    if let Err(message) = module.verify() {
        outcome.diagnostics.push(format!(
            "syncfuse: error: ascend-sync: the module fails the verifier after the pass: {}",
            message.to_string()
        ));
        outcome.failed = true;
    }
    if let Some(path) = &options.report {
        let report = Report {
            version: REPORT_VERSION,
            tool: "syncfuse",
            pass: "ascend-sync",
            target: options.target.clone(),
            mode: format!("{:?}", options.mode),
            valid_for_hardware: options.mode != SyncMode::Unlimited,
            pass_time_ms: started.elapsed().as_secs_f64() * 1e3,
            kernels,
        };
        if let Err(reason) = report::write(&report, path) {
            outcome.diagnostics.push(format!("syncfuse: error: ascend-sync: {reason}"));
            outcome.failed = true;
        }
    }
    outcome
}

fn run_on_function(
    module: llvm_sys::prelude::LLVMModuleRef,
    function: llvm_sys::prelude::LLVMValueRef,
    target: &TargetDescription,
    options: &AscendSyncOptions,
) -> KernelReport {
    let started = Instant::now();
    let name = unsafe { reader::value_name(function) };
    let rejected = |reason: String, dependences: Vec<DependenceReport>| KernelReport {
        name: name.clone(),
        status: "rejected",
        reason: Some(reason),
        dependences,
        result: None,
        emitted_syncs: Vec::new(),
        time_ms: started.elapsed().as_secs_f64() * 1e3,
    };
    let read = match unsafe { reader::read_kernel(module, function, target) } {
        Ok(read) => read,
        Err(reason) => return rejected(reason.to_string(), Vec::new()),
    };
    let cfg = match CfgAnalysis::new(&read.kernel.succs()) {
        Ok(cfg) => cfg,
        Err(reason) => return rejected(reason.describe(|b| read.kernel.block_name(b)), Vec::new()),
    };
    let deps = dependences(&read.kernel, &cfg);
    let dependence_reports = deps.iter().map(|d| describe_dependence(&read.kernel, d)).collect();
    let mut result = match synchronise(read.kernel.clone(), &deps, options.pipeline_mode(target)) {
        Ok(result) => result,
        Err(reason) => return rejected(reason.to_string(), dependence_reports),
    };
    if options.mode != SyncMode::BarrierAll && result.whole_kernel_fallback.is_none() {
        let same_pipe = same_pipe_dependences(&read.kernel, &cfg, &target.timing.pipelined);
        order_same_pipe_dependences(&mut result.kernel, &same_pipe);
    }
    unsafe { editor::apply(module, function, &read, &result.kernel) };
    KernelReport {
        name,
        status: if result.whole_kernel_fallback.is_some() { "fallback" } else { "synchronised" },
        reason: result.whole_kernel_fallback.clone(),
        dependences: dependence_reports,
        emitted_syncs: emitted_syncs(&result),
        result: Some(result),
        time_ms: started.elapsed().as_secs_f64() * 1e3,
    }
}

fn describe_dependence(kernel: &Kernel, dependence: &Dependence) -> DependenceReport {
    DependenceReport {
        src: kernel.ops[dependence.src].label.clone(),
        dst: kernel.ops[dependence.dst].label.clone(),
        pair: dependence.pair.to_string(),
        kind: format!("{:?}", dependence.kind),
        intra_iteration: dependence.intra_iteration,
        carried_by: dependence.carried_by.iter().map(|&h| kernel.blocks[h].name.clone()).collect(),
        overlap: dependence.overlap.clone(),
    }
}

fn emitted_syncs(result: &SyncResult) -> Vec<EmittedSync> {
    let kernel = &result.kernel;
    let mut emitted = Vec::new();
    for block in &kernel.blocks {
        for item in &block.items {
            let Item::Sync(sync) = *item else { continue };
            let kind = kernel.syncs[sync].kind;
            let owner = result.virtual_syncs.iter().find(|v| v.syncs().any(|s| s == sync));
            let covers = owner
                .map(|v| v.requests.iter().flat_map(|&r| result.requests[r].dependences.iter().copied()).collect())
                .unwrap_or_default();
            emitted.push(EmittedSync {
                block: block.name.clone(),
                sync: kind.to_string(),
                reason: kernel.syncs[sync].reason.clone(),
                virtual_event: owner.map(|v| v.event),
                physical_event: kind.flag().map(|(_, e)| e),
                covers,
            });
        }
    }
    emitted
}

/// The text of `print<ascend-deps>` for the whole module.
pub fn print_ascend_deps(module: &Module<'_>) -> String {
    let Ok(target) = TargetDescription::builtin("ascend910a") else { return String::new() };
    let raw = module.as_mut_ptr();
    let mut text = String::new();
    for function in unsafe { reader::defined_functions(raw) } {
        if !unsafe { reader::is_ascend_kernel(function, &target) } {
            continue;
        }
        let name = unsafe { reader::value_name(function) };
        match unsafe { reader::read_kernel(raw, function, &target) } {
            Ok(read) => match CfgAnalysis::new(&read.kernel.succs()) {
                Ok(cfg) => text.push_str(&print_dependences(&read.kernel, &dependences(&read.kernel, &cfg))),
                Err(reason) => {
                    let reason = reason.describe(|b| read.kernel.block_name(b));
                    text.push_str(&format!("ascend-deps: kernel '{name}': not analysed: {reason}\n"))
                }
            },
            Err(reason) => text.push_str(&format!("ascend-deps: kernel '{name}': not analysed: {reason}\n")),
        }
    }
    text
}
