//! The `ascend-sync` module pass and the `print<ascend-deps>` printer: the LLVM-facing
//! entry points of the sync pipeline. For every kernel (a defined function that issues
//! pipe calls or syncs): read it (`syncfuse_llvm::ascend_kernel_reader`), synchronise it
//! (`syncfuse_ascend_sync::pipeline::synchronise_kernel`: dependences, slot unrolling,
//! the stages, `BARRIER(pipe)` before each destination of a same-pipe dependence on a
//! pipe the target marks pipelined), write it back (`syncfuse_llvm::ascend_kernel_editor`), then run
//! LLVM's verifier on the module.
//! A kernel that cannot be read or synchronised is left unchanged with a diagnostic
//! naming the function and the reason, and the report records it.

use crate::diagnostics::{self, Diagnostic, Remark, RemarkKind, RemarkPass, Severity};
use crate::parameters::{budget_ms, pass_parameters};
use crate::pass::{ParameterError, Pass, PassEffect};
use crate::report::{self, EntryReason, Outcome, Report, ASCEND_SYNC_REPORT_VERSION};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::time::{Duration, Instant};
use syncfuse_ascend_sync::budget::TimeBudget;
use syncfuse_ascend_sync::deps::{dependences, print_dependences, Dependence};
use syncfuse_ascend_sync::insert::VirtualSync;
use syncfuse_ascend_sync::model::{Item, Kernel, SyncId, SyncKind, SyncReason};
use syncfuse_ascend_sync::pipeline::{synchronise_kernel, Mode, SyncResult, Synchronised};
use syncfuse_ascend_sync::reject::{SyncReject, WholeKernelFallback};
use syncfuse_ascend_sync::slots::{SlotChoice, SlotDecision};
use syncfuse_cfg::{CfgAnalysis, CfgReject};
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_ir as ir;
use syncfuse_llvm::{ascend_kernel_editor, ascend_kernel_reader, reject};
use syncfuse_poly::footprint::MemoryBase;
use syncfuse_reason::{Reason, SourceLocation};

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
    /// `budget-ms=`: the compile-time budget of each kernel (`TimeBudget`).
    pub budget_ms: u64,
}

/// The default compile-time budget of one kernel: generous (the slowest kernel we know,
/// a 1,600-case switch, takes under 1 s), so that only a pathological input reaches it.
pub const DEFAULT_BUDGET_MS: u64 = 60_000;

impl Default for AscendSyncOptions {
    fn default() -> Self {
        AscendSyncOptions {
            target: "ascend910a".into(),
            report: None,
            mode: SyncMode::Auto,
            on_reject: OnReject::Warn,
            budget_ms: DEFAULT_BUDGET_MS,
        }
    }
}

impl AscendSyncOptions {
    /// Parses the text between `<` and `>` of `ascend-sync<...>` (`;`-separated
    /// `key=value`, and the bare word `strict` for `on-reject=error`).
    fn parse_parameters(params: &str) -> Result<AscendSyncOptions, String> {
        let mut options = AscendSyncOptions::default();
        for param in pass_parameters(PASS, params, &[], &[("strict", "on-reject")])? {
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
                Some(("budget-ms", value)) => options.budget_ms = budget_ms(PASS, value)?,
                _ => {
                    return Err(format!(
                        "ascend-sync: unknown parameter '{param}' (expected target=, report=, mode=, on-reject=, \
                         budget-ms= or strict)"
                    ))
                }
            }
        }
        options.load_target().map_err(|reason| format!("{PASS}: {reason}"))?;
        Ok(options)
    }

    fn budget(&self) -> TimeBudget {
        TimeBudget::new(Duration::from_millis(self.budget_ms))
    }

    fn load_target(&self) -> Result<TargetDescription, String> {
        TargetDescription::builtin_or_file(&self.target).map_err(|e| format!("target '{}': {e}", self.target))
    }

    fn pipeline_mode(&self, target: &TargetDescription) -> Mode {
        match self.mode {
            SyncMode::Auto => Mode::Auto { limit: target.event_ids_per_pair() },
            SyncMode::BarrierAll => Mode::BarrierAll,
            SyncMode::Unlimited => Mode::Unlimited,
        }
    }
}

impl Pass for AscendSyncOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Transforms;

    fn parse(parameters: &str) -> Result<AscendSyncOptions, ParameterError> {
        AscendSyncOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_ascend_sync(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        self.on_reject == OnReject::Error
    }
}

/// Why a kernel was left unchanged (or, `Fallback`, changed the slow way), typed until
/// printed.
#[derive(Clone, Debug)]
pub enum KernelReject {
    Read(reject::ReadReject),
    Sync(SyncReject),
    /// Not a rejection: the kernel was changed, with barriers everywhere.
    Fallback(WholeKernelFallback),
}

impl KernelReject {
    /// Was the kernel left as it was (a rejection, not a fallback)?
    fn leaves_kernel_unchanged(&self) -> bool {
        !matches!(self, KernelReject::Fallback(_))
    }

    /// The callee of the call the reason is about, if any.
    fn callee(&self) -> Option<&str> {
        match self {
            KernelReject::Read(reject::ReadReject::UnknownExternalCall { callee })
            | KernelReject::Read(reject::ReadReject::CallsDefinedFunction { callee }) => Some(callee),
            _ => None,
        }
    }
}

impl Reason for KernelReject {
    fn remark_name(&self) -> &'static str {
        match self {
            KernelReject::Read(reason) => reason.remark_name(),
            KernelReject::Sync(reason) => reason.remark_name(),
            KernelReject::Fallback(reason) => reason.remark_name(),
        }
    }
}

impl EntryReason for KernelReject {
    fn status(&self) -> &'static str {
        if self.leaves_kernel_unchanged() {
            "rejected"
        } else {
            "fallback"
        }
    }
}

impl std::fmt::Display for KernelReject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KernelReject::Read(reason) => reason.fmt(f),
            KernelReject::Sync(reason) => reason.fmt(f),
            KernelReject::Fallback(reason) => reason.fmt(f),
        }
    }
}

impl KernelReport {
    /// Left unchanged because its input syncs use event IDs the target lacks.
    fn has_foreign_ids(&self) -> bool {
        matches!(self.outcome.reason, Some(KernelReject::Sync(SyncReject::InputEventBeyondTarget { .. })))
    }
}

/// The remark name of a sync the pass inserted.
const INSERTED_REMARK: &str = "SyncInserted";
/// The remark name of a virtual event the redundancy stage removed.
const REMOVED_REMARK: &str = "SyncRemoved";

/// One kernel in the report.
#[derive(Debug, Serialize)]
pub struct KernelReport {
    pub name: String,
    /// The kernel's first source location (`-g`), or for a rejected kernel the location of
    /// the call its reason names, if any.
    pub location: Option<SourceLocation>,
    /// `synchronised`, or `rejected` (left unchanged) / `fallback` (`BARRIER(ALL)` after
    /// every pipe call) with the reason and its remark name.
    #[serde(flatten)]
    pub outcome: Outcome<KernelReject>,
    /// The dependences of the synchronised kernel (with the copies of slot-unrolled loops,
    /// labelled `[slot N]`) that synchronisation orders: the frontier of each destination
    /// (`print<ascend-deps>` lists them all).
    pub dependences: Vec<DependenceReport>,
    /// Op pairs never examined because pipe order implies their ordering through a listed
    /// dependence (a nearer source on the same pipe).
    pub implied_pairs: usize,
    /// What slot unrolling decided for each loop whose carried dependences are all at
    /// least two iterations apart (multi-buffering).
    pub slots: Vec<SlotDecision>,
    pub result: Option<SyncResult>,
    pub emitted_syncs: Vec<EmittedSync>,
    pub time_ms: f64,
    /// What the pass noticed without refusing the kernel (`footprint_warnings`).
    #[serde(skip)]
    pub warnings: Vec<Diagnostic>,
}

#[derive(Debug, Serialize)]
pub struct DependenceReport {
    pub src: String,
    pub dst: String,
    pub pair: String,
    pub kind: String,
    pub intra_iteration: bool,
    pub carried_by: Vec<String>,
    /// For each loop in `carried_by`: its carried instances are at least this many
    /// iterations apart (exact below 4).
    pub min_distance: BTreeMap<String, u32>,
    pub overlap: String,
    /// The overlap is exactly the bytes both touch (no approximation below).
    pub exact: bool,
    /// Where the overlap is wider than the truth, and why (a whole buffer, a symbolic
    /// stride, an alias that cannot be ruled out, ISL giving up).
    pub approximations: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct EmittedSync {
    pub block: String,
    /// The source location of the pipe call the sync serves (a set: its source; a wait:
    /// its destination), if any.
    pub location: Option<SourceLocation>,
    /// The pipe call the sync serves (not in the report).
    #[serde(skip)]
    pub served: Option<Item>,
    pub sync: String,
    pub reason: SyncReason,
    pub virtual_event: Option<u32>,
    pub physical_event: Option<u32>,
    /// Indices into `dependences`.
    pub covers: Vec<usize>,
}

/// A CFG rejection of `kernel` with its blocks named.
fn named_cfg_reject(kernel: &Kernel, reject: &CfgReject) -> SyncReject {
    SyncReject::Cfg(reject.name_blocks(|&b| kernel.block_name(b)))
}

/// The pass name (`-passes=`, remarks, diagnostics, reports).
pub const PASS: &str = "ascend-sync";

/// A kernel's outcome: `synchronised` unless `reason` says otherwise.
fn synchronised(reason: Option<KernelReject>) -> Outcome<KernelReject> {
    Outcome { success: "synchronised", reason }
}

/// Runs `ascend-sync` on every kernel (every defined function that issues pipe calls).
pub fn run_ascend_sync(module: &Module<'_>, options: &AscendSyncOptions) -> PassOutcome {
    let started = Instant::now();
    let mut outcome = PassOutcome::default();
    let target = match options.load_target() {
        Ok(target) => target,
        Err(reason) => return PassOutcome::error(PASS, reason),
    };
    let raw = module.as_mut_ptr();
    let mut kernels = Vec::new();
    for function in unsafe { ir::defined_functions(raw) } {
        if !unsafe { ascend_kernel_reader::is_ascend_kernel(function, &target) } {
            continue;
        }
        let mut kernel_report = run_on_function(raw, function, &target, options);
        for warning in std::mem::take(&mut kernel_report.warnings) {
            outcome.report(warning);
        }
        if let Some(reason) = kernel_report.outcome.reason.as_ref().filter(|r| r.leaves_kernel_unchanged()) {
            outcome.report(Diagnostic {
                severity: if options.on_reject == OnReject::Error { Severity::Error } else { Severity::Warning },
                pass: PASS,
                function: Some(kernel_report.name.clone()),
                location: kernel_report.location.clone(),
                message: format!("{reason} (left unchanged)"),
            });
        } else {
            outcome.changed = true;
        }
        kernels.push(kernel_report);
    }
    if kernels.is_empty() {
        let message = format!(
            "no kernel found: no defined function calls a pipe intrinsic of target '{}' (looked for the \
                 pipe-call table's names plain, with a type suffix or as mangled C++ overloads, and the \
                 HIVM set/wait/barrier intrinsics)",
            target.name
        );
        outcome.report(Diagnostic::module(Severity::Warning, PASS, message));
    }
    if let Err(message) = module.verify() {
        let message = format!("the module fails the verifier after the pass: {}", message.to_string());
        outcome.report(Diagnostic::module(Severity::Error, PASS, message));
    }
    if let Some(path) = &options.report {
        let report = Report {
            version: ASCEND_SYNC_REPORT_VERSION,
            tool: "syncfuse",
            pass: PASS,
            target: options.target.clone(),
            mode: format!("{:?}", options.mode),
            valid_for_hardware: options.mode != SyncMode::Unlimited
                && !kernels.iter().any(KernelReport::has_foreign_ids),
            pass_time_ms: started.elapsed().as_secs_f64() * 1e3,
            kernels,
        };
        if let Err(reason) = report::write(&report, path) {
            outcome.report(Diagnostic::module(Severity::Error, PASS, reason));
        }
    }
    outcome
}

fn run_on_function(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &TargetDescription,
    options: &AscendSyncOptions,
) -> KernelReport {
    let started = Instant::now();
    let budget = options.budget();
    // SAFETY (every block below): `function` belongs to `module`, which the pass manager
    // keeps alive for the whole pass.
    let name = unsafe { ir::value_name(function) };
    let first_located = unsafe { ir::function_instructions(function) }
        .into_iter()
        .find_map(|instruction| unsafe { ir::debug_location(instruction) }.map(|l| (instruction, l)));
    let location = first_located.as_ref().map(|(_, l)| l.clone());
    let rejected = |reason: KernelReject, dependences: Vec<DependenceReport>| {
        // The offending call when the reason names one, else the kernel's first line.
        let culprit = reason.callee().and_then(|callee| {
            unsafe { ir::function_instructions(function) }
                .into_iter()
                .find(|&i| unsafe { ir::callee_name(i) }.as_deref() == Some(callee))
        });
        let anchor = culprit.or(first_located.as_ref().map(|(instruction, _)| *instruction));
        let reject_location = anchor.and_then(|i| unsafe { ir::debug_location(i) });
        let remark = Remark {
            pass: RemarkPass::AscendSync,
            kind: RemarkKind::Missed,
            name: reason.remark_name(),
            message: format!("kernel '{name}' left unchanged: {reason}"),
            function,
            anchor,
            location: reject_location.clone(),
        };
        unsafe { diagnostics::emit(&remark) };
        KernelReport {
            name: name.clone(),
            location: reject_location,
            outcome: synchronised(Some(reason)),
            dependences,
            implied_pairs: 0,
            slots: Vec::new(),
            result: None,
            emitted_syncs: Vec::new(),
            time_ms: started.elapsed().as_secs_f64() * 1e3,
            warnings: Vec::new(),
        }
    };
    let read = match unsafe {
        ascend_kernel_reader::read_kernel(module, function, target, ascend_kernel_reader::KernelReading::default())
    } {
        Ok(read) => read,
        Err(reason) => return rejected(KernelReject::Read(reason), Vec::new()),
    };
    let mut warnings = footprint_warnings(&name, &read, target);
    warnings.extend(malformed_call_warnings(&name, &read));
    let mode = options.pipeline_mode(target);
    let Synchronised { result, dependences, slots, implied_pairs } =
        match synchronise_kernel(read.kernel.clone(), mode, &target.timing.pipelined, &budget) {
            Ok(synchronised) => synchronised,
            Err(reason) => return rejected(KernelReject::Sync(reason), rolled_dependence_reports(&read.kernel)),
        };
    let dependence_reports = dependences.iter().map(|d| describe_dependence(&result.kernel, d)).collect();
    unsafe { ascend_kernel_editor::apply(module, function, &read, &result.kernel) };
    let emitted = emitted_syncs(&result, &read, &dependences);
    let mut kernel_remarks = sync_remarks(&name, &result, &read, &emitted, function);
    kernel_remarks.extend(slots.iter().map(|decision| slot_remark(&name, decision, &read, function)));
    for remark in &kernel_remarks {
        unsafe { diagnostics::emit(remark) };
    }
    KernelReport {
        name,
        location,
        outcome: synchronised(result.whole_kernel_fallback.clone().map(KernelReject::Fallback)),
        dependences: dependence_reports,
        implied_pairs,
        slots,
        emitted_syncs: emitted,
        result: Some(result),
        time_ms: started.elapsed().as_secs_f64() * 1e3,
        warnings,
    }
}

/// A warning for each pipe call whose prototype is not the table's: it is synchronised as
/// an unknown op (`ascend_kernel_reader::unknown_op`), never as what it is not.
fn malformed_call_warnings(name: &str, read: &ascend_kernel_reader::ReadKernel) -> Vec<Diagnostic> {
    let warning = |(call, reason): &(LLVMValueRef, reject::ReadReject)| {
        let message = format!("{reason}: ordered as an unknown op (every byte of every buffer it points into)");
        instruction_warning(name, *call, message)
    };
    read.malformed_calls.iter().map(warning).collect()
}

/// A warning about `instruction` of kernel `name`, at its source line when it has one.
fn instruction_warning(name: &str, instruction: LLVMValueRef, message: String) -> Diagnostic {
    Diagnostic {
        severity: Severity::Warning,
        pass: PASS,
        function: Some(name.to_string()),
        // SAFETY: callers pass an instruction of the kernel just read.
        location: unsafe { ir::debug_location(instruction) },
        message,
    }
}

/// A warning for each pipe call whose constant footprint leaves its local buffer (past the
/// target's capacity, or below address 0). The kernel is still synchronised as written:
/// the footprint is what the call touches either way, and the simulator rejects the run.
fn footprint_warnings(
    name: &str,
    read: &ascend_kernel_reader::ReadKernel,
    target: &TargetDescription,
) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    for (op, &instruction) in read.kernel.ops.iter().zip(&read.ops) {
        let outside = op.accesses.iter().filter(|access| access.base == MemoryBase::LocalBuffer).find_map(|access| {
            let capacity = target.capacity(access.space)?;
            let (start, end) = access.region.constant_hull()?;
            (start < 0 || end > i128::from(capacity)).then_some((access, start, end, capacity))
        });
        let Some((access, start, end, capacity)) = outside else { continue };
        let verb = if access.write { "writes" } else { "reads" };
        let space = access.space.name();
        let message = format!(
            "{} {verb} {space} bytes [{start}, {end}), outside the target's {capacity} bytes of {space}",
            op.name
        );
        warnings.push(instruction_warning(name, instruction, message));
    }
    warnings
}

/// The LLVM instruction of an item that is a pipe call (or a copy of one) of `kernel`.
fn op_instruction(read: &ascend_kernel_reader::ReadKernel, kernel: &Kernel, item: Item) -> Option<LLVMValueRef> {
    match item {
        Item::Op(op) => read.ops.get(kernel.original_op(op).0).copied(),
        Item::Sync(_) => None,
    }
}

/// The reports of the dependences of a kernel as read (for a kernel the pipeline rejects).
fn rolled_dependence_reports(kernel: &Kernel) -> Vec<DependenceReport> {
    match CfgAnalysis::new(&kernel.succs()) {
        Ok(cfg) => dependences(kernel, &cfg).iter().map(|d| describe_dependence(kernel, d)).collect(),
        Err(_) => Vec::new(),
    }
}

/// Remarks for a synchronised kernel: each inserted sync (Passed), each removed event
/// (Analysis), the whole-kernel fallback (Missed).
fn sync_remarks(
    name: &str,
    result: &SyncResult,
    read: &ascend_kernel_reader::ReadKernel,
    emitted: &[EmittedSync],
    function: LLVMValueRef,
) -> Vec<Remark> {
    let remark = |kind, name: &'static str, message: String, anchor: Option<LLVMValueRef>| Remark {
        pass: RemarkPass::AscendSync,
        kind,
        name,
        message,
        function,
        anchor,
        location: None,
    };
    let mut all = Vec::new();
    if let Some(reason) = &result.whole_kernel_fallback {
        all.push(remark(RemarkKind::Missed, reason.remark_name(), format!("kernel '{name}': {reason}"), None));
    }
    for sync in emitted.iter().filter(|s| s.reason != SyncReason::Input) {
        let served = sync.served.and_then(|item| op_instruction(read, &result.kernel, item));
        let message = format!("kernel '{name}': inserted {} in block '{}'", sync.sync, sync.block);
        all.push(remark(RemarkKind::Passed, INSERTED_REMARK, message, served));
    }
    for removal in &result.removals {
        let served =
            removal.requests.first().and_then(|&r| op_instruction(read, &result.kernel, result.requests[r].to));
        let message = format!(
            "kernel '{name}': event {}#{} removed as redundant ({:?})",
            removal.pair, removal.event, removal.rule
        );
        all.push(remark(RemarkKind::Analysis, REMOVED_REMARK, message, served));
    }
    all
}

/// The remark for a slot decision, anchored at the first pipe call of the loop's header.
fn slot_remark(
    name: &str,
    decision: &SlotDecision,
    read: &ascend_kernel_reader::ReadKernel,
    function: LLVMValueRef,
) -> Remark {
    let first_op = read.kernel.blocks[decision.header].items.iter().find(|item| matches!(item, Item::Op(_)));
    let kind = match decision.choice {
        SlotChoice::SlotSelected { .. } => RemarkKind::Passed,
        SlotChoice::Rolled { .. } => RemarkKind::Missed,
    };
    Remark {
        pass: RemarkPass::AscendSync,
        kind,
        name: decision.remark_name(),
        message: format!("kernel '{name}': {decision}"),
        function,
        anchor: first_op.and_then(|&item| op_instruction(read, &read.kernel, item)),
        location: None,
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
        min_distance: dependence.min_distance.iter().map(|(&h, &d)| (kernel.blocks[h].name.clone(), d)).collect(),
        overlap: dependence.overlap.clone(),
        exact: dependence.approximations.is_empty(),
        approximations: dependence.approximations.clone(),
    }
}

fn emitted_syncs(
    result: &SyncResult,
    read: &ascend_kernel_reader::ReadKernel,
    deps: &[Dependence],
) -> Vec<EmittedSync> {
    let kernel = &result.kernel;
    let owner_of: HashMap<SyncId, &VirtualSync> =
        result.virtual_syncs.iter().flat_map(|v| v.syncs().map(move |sync| (sync, v))).collect();
    let mut emitted = Vec::new();
    for block in &kernel.blocks {
        for item in &block.items {
            let Item::Sync(sync) = *item else { continue };
            let kind = kernel.syncs[sync].kind;
            let owner = owner_of.get(&sync).copied();
            let covers: Vec<usize> = owner
                .map(|v| v.requests.iter().flat_map(|&r| result.requests[r].dependences.iter().copied()).collect())
                .unwrap_or_default();
            // A set serves the source of what it orders, a wait or barrier the destination.
            let served = covers.first().map(|&d| {
                let dependence = &deps[d];
                Item::Op(if matches!(kind, SyncKind::Set { .. }) { dependence.src } else { dependence.dst })
            });
            let instruction = served.and_then(|item| op_instruction(read, &result.kernel, item));
            // SAFETY: the op instructions are alive (the editor only inserts).
            let location = instruction.and_then(|i| unsafe { ir::debug_location(i) });
            emitted.push(EmittedSync {
                block: block.name.clone(),
                location,
                served,
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

/// `print<ascend-deps>`: the cross-pipe dependences of every kernel, to stderr.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintAscendDeps;

impl Pass for PrintAscendDeps {
    const NAME: &'static str = "print<ascend-deps>";
    const EFFECT: PassEffect = PassEffect::Reads;

    fn parse(parameters: &str) -> Result<PrintAscendDeps, ParameterError> {
        match parameters {
            "" => Ok(PrintAscendDeps),
            _ => Err(ParameterError::new(Self::NAME, "takes no parameters".into())),
        }
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        PassOutcome { printed: print_ascend_deps(module), ..PassOutcome::default() }
    }

    fn stops_on_internal_error(&self) -> bool {
        false
    }
}

/// The text of `print<ascend-deps>` for the whole module.
pub fn print_ascend_deps(module: &Module<'_>) -> String {
    let Ok(target) = TargetDescription::builtin("ascend910a") else { return String::new() };
    let raw = module.as_mut_ptr();
    let mut text = String::new();
    for function in unsafe { ir::defined_functions(raw) } {
        if !unsafe { ascend_kernel_reader::is_ascend_kernel(function, &target) } {
            continue;
        }
        let name = unsafe { ir::value_name(function) };
        match unsafe {
            ascend_kernel_reader::read_kernel(raw, function, &target, ascend_kernel_reader::KernelReading::default())
        } {
            Ok(read) => match CfgAnalysis::new(&read.kernel.succs()) {
                Ok(cfg) => text.push_str(&print_dependences(&read.kernel, &dependences(&read.kernel, &cfg))),
                Err(reason) => {
                    let reason = named_cfg_reject(&read.kernel, &reason);
                    text.push_str(&format!("ascend-deps: kernel '{name}': not analysed: {reason}\n"))
                }
            },
            Err(reason) => text.push_str(&format!("ascend-deps: kernel '{name}': not analysed: {reason}\n")),
        }
    }
    if text.is_empty() {
        text.push_str(
            "ascend-deps: no kernel found: no defined function calls a pipe intrinsic of target 'ascend910a'\n",
        );
    }
    text
}
