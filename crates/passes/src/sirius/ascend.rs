//! `sirius` on an Ascend program (a host launching AI-Core kernels; `mod.rs` dispatches
//! here): `syncfuse_llvm::ascend_reader` -> `sirius::uar` -> `sirius::fuse` (the same
//! groups as CUDA, the core as the unit) -> per fusion choice `sirius::ascend_plan` (one
//! blockDim, fragments in program order) -> `syncfuse_llvm::sirius::ascend_fusion` (the
//! fused kernel, then one `rtKernelLaunch` instead of the replaced ones). `ascend-sync`
//! after it synchronises the fused kernels; fragments that arrive hand-synchronised keep
//! their syncs.
//!
//! Invariant: a fusion that is not applied leaves its launches and kernels as they were,
//! with a missed remark and a report entry saying why; one that is applied gets a passed
//! remark on the new launch; both modules verify.

use super::options::{over_budget, SiriusOptions, PASS};
use super::report::{error, launch_count, unfused_entries, write_sirius_report, SiriusReport, FUSED_REMARK};
use super::store_liveness::StoreLiveness;
use crate::diagnostics::{self, Diagnostic, RemarkKind, RemarkPass, Severity};
use crate::host_input::read_any_program;
use crate::host_input::write_module;
use crate::report::{EntryReason, Outcome};
use crate::PassOutcome;
use llvm_sys::core::LLVMGetNamedFunction;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::ffi::CString;
use std::time::Instant;
use syncfuse_ascend_sync::work::CoreWork;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_ir::OwnedModule;
use syncfuse_llvm::cuda_reader::CallContexts;
use syncfuse_llvm::sirius::ascend_fusion::{
    fragment_work, fuse_ascend_launches, plan_local_buffers, AscendFusionReject, ReplacedLaunch,
};
use syncfuse_llvm::sirius::host_rewrite::{free_instructions, launch_instructions};
use syncfuse_llvm::sirius::ub_forwarding::{forward_through_ub, ForwardingReject, UbForwarding};
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::ascend::ascend_cost::{choose_schedule, Schedule, ScheduleChoice};
use syncfuse_sirius::ascend::ascend_plan::{
    components, plan, AscendFusionPlan, AscendPlanReject, CoreLayout, LocalBufferPlan, ParameterMemory,
};
use syncfuse_sirius::fusion::fuse::{decide, FusedKernelChoice, Orchestration};
use syncfuse_sirius::gpu::cost::Gpu;
use syncfuse_sirius::model::program::{BufferName, HostProgram, KernelName, Platform, StatementId};
use syncfuse_sirius::model::uar::build;
use syncfuse_sirius::model::uar::UnifiedGraph;

/// The Ascend pipeline's entries of the `sirius` report: its fusions, beside the CUDA
/// entries every `sirius` report has, empty here (no host function is specialised and
/// no CUDA kernel made).
#[derive(Serialize)]
struct AscendEntries<'a> {
    specialisations: [(); 0],
    kernels: [(); 0],
    /// Each fused AI-Core kernel, or the fusion the UAR allows and why it was not applied.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    ascend_fusions: Vec<AscendFusionEntry<'a>>,
}

/// One fusion the UAR allows on an Ascend program: applied (`fused`) or why not.
#[derive(Serialize)]
struct AscendFusionEntry<'a> {
    name: KernelName,
    replaced: Vec<&'a str>,
    /// The source location of the new launch (or of the first replaced one).
    location: Option<SourceLocation>,
    /// Every schedule's modelled cycles (`sirius::ascend_cost`) and the one chosen; null when
    /// no plan could be made.
    schedules: Option<ScheduleChoice>,
    /// How the chosen plan lays the fragments out on the cores (null when the model chose
    /// no fusion or no plan could be made).
    layout: Option<CoreLayout>,
    block_dim: Option<i64>,
    /// Parameters of the fused kernel (distinct host values of the replaced launches).
    parameters: usize,
    /// Of those, the integers the host passes as constants, which specialise the kernel.
    specialised_parameters: usize,
    /// Where each fragment's local buffers went (bytes added per space), or why they share.
    local_buffers: Option<LocalBufferPlan>,
    /// Per ordering point of the vertical plan, the dependences that need it (on one core:
    /// pipe synchronisation, which `ascend-sync` inserts).
    ordered_by_pipe_syncs: &'a [Vec<String>],
    /// What UB forwarding did in the fused kernel (loads served from UB, stores removed
    /// with their proofs); null when nothing was fused or it could not look.
    forwarding: Option<UbForwarding>,
    /// Why forwarding could not look at the fused kernel.
    forwarding_not_analysed: Option<String>,
    #[serde(flatten)]
    outcome: Outcome<AscendFusionFailure>,
}

/// Why an allowed fusion was not applied, typed until printed.
#[derive(Debug)]
pub(crate) enum AscendFusionFailure {
    Plan(AscendPlanReject),
    /// The cost model finds the unfused launches fastest.
    Unprofitable {
        fused: u64,
        unfused: u64,
    },
    Apply(AscendFusionReject),
}

impl Reason for AscendFusionFailure {
    fn remark_name(&self) -> &'static str {
        match self {
            AscendFusionFailure::Plan(reject) => reject.remark_name(),
            AscendFusionFailure::Unprofitable { .. } => "FusionUnprofitable",
            AscendFusionFailure::Apply(_) => "FusionFailed",
        }
    }
}

impl EntryReason for AscendFusionFailure {
    fn status(&self) -> &'static str {
        "not-applied"
    }
}

impl std::fmt::Display for AscendFusionFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AscendFusionFailure::Plan(reject) => reject.fmt(f),
            AscendFusionFailure::Unprofitable { fused, unfused } => write!(
                f,
                "the multi-core model finds the launches faster apart ({unfused} cycles) than fused ({fused} cycles)"
            ),
            AscendFusionFailure::Apply(reject) => reject.fmt(f),
        }
    }
}

/// Fuses what the UAR allows in the Ascend program of `host` (kernels in `device`, or in
/// `host` without `device=`).
pub(super) fn fuse_ascend_program(
    host: LLVMModuleRef,
    device: Option<&OwnedModule>,
    options: &SiriusOptions,
    started: Instant,
) -> PassOutcome {
    let device_module = device.map_or(host, |d| d.module);
    let program = match unsafe { read_any_program(host, device_module, &options.target, CallContexts::LocalFunctions) }
    {
        Ok(program) => program,
        Err(reason) => return error(reason),
    };
    let graph = build(&program);
    // The grouping of P1-P3 with the core as the unit; the H100 model only orders the
    // variants, which an Ascend plan does not use (it runs the fragments in program order).
    let mut decision = decide(&program, &graph, &Gpu::H100);
    let budget_warning = over_budget(options, started, &mut decision);
    // SAFETY: `host` is the live module the pass runs on.
    let launches = unsafe { launch_instructions(host, &program) };
    let unfused = unfused_entries(&decision, &launches, &HashSet::new());
    let target = match TargetDescription::builtin_or_file(&options.target) {
        Ok(target) => target,
        Err(e) => return error(format!("target '{}': {e}", options.target)),
    };
    // SAFETY: as above.
    let frees = unsafe { free_instructions(host, &program) };
    let context = AscendProgram { host, device: device_module, target: &target, program: &program, graph: &graph };
    let fusions: Vec<AscendFusionEntry<'_>> =
        decision.kernels.iter().map(|choice| fuse_one(&context, &launches, &frees, choice)).collect();
    let broken = fusions.iter().find_map(|f| match &f.outcome.reason {
        Some(AscendFusionFailure::Apply(AscendFusionReject::Verifier(why))) => Some(why.clone()),
        _ => None,
    });
    if let Some(why) = broken {
        return error(format!("the host module does not verify after an Ascend fusion: {why}"));
    }
    let applied = fusions.iter().filter(|f| f.outcome.reason.is_none()).count();
    let mut outcome = PassOutcome { changed: applied > 0, ..PassOutcome::default() };
    if let Some(warning) = budget_warning {
        outcome.report(warning);
    } else if applied < fusions.len() || fusions.is_empty() {
        let message = format!(
            "Ascend program: {applied} of {} fusions the UAR allows applied ({} launches), see the remarks",
            fusions.len(),
            launch_count(&program)
        );
        outcome.report(Diagnostic::module(Severity::Warning, PASS, message));
    }
    if let (Some(device), Some(path)) = (device, &options.device_out) {
        if let Err(reason) = write_module(device.module, path) {
            return error(reason);
        }
    }
    let entries = AscendEntries { specialisations: [], kernels: [], ascend_fusions: fusions };
    let report = SiriusReport::new(options, started, &program, Platform::Ascend, entries, unfused);
    write_sirius_report(&mut outcome, options, &report);
    outcome
}

/// The Ascend program being fused and what was read of it.
struct AscendProgram<'a> {
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    target: &'a TargetDescription,
    program: &'a HostProgram,
    graph: &'a UnifiedGraph,
}

/// Plans and applies one fusion choice, then forwards its intermediates through UB; one
/// remark says what happened to the fusion, one more each forwarded load or removed store.
fn fuse_one<'a>(
    context: &AscendProgram<'a>,
    launches: &HashMap<StatementId, LLVMValueRef>,
    frees: &HashMap<StatementId, LLVMValueRef>,
    choice: &'a FusedKernelChoice,
) -> AscendFusionEntry<'a> {
    let AscendProgram { host, device, target, program, .. } = *context;
    let name = choice.chosen_variant().plan.name.clone();
    let replaced: Vec<&str> = choice.replaced.iter().map(|&s| program.statements[s].name.as_str()).collect();
    let (mut schedules, mut local_buffers, mut forwarding, mut chosen_plan) = (None, None, None, None);
    let applied = choose_plan(context, choice, &name, &mut schedules).and_then(|plan| {
        let plan = &*chosen_plan.insert(plan);
        let calls = plan
            .fragments
            .iter()
            .map(|fragment| fragment.statement)
            .map(|s| {
                let name = program.statements[s].name.clone();
                match launches.get(&s) {
                    Some(&call) => Ok(ReplacedLaunch { name, call }),
                    None => Err(AscendFusionFailure::Apply(AscendFusionReject::LaunchNotFound { statement: name })),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        // SAFETY: the modules are live; the replaced launches are untouched until the
        // rewrite, which checks everything before its first edit.
        let launch = unsafe {
            let placement = local_buffers.insert(plan_local_buffers(device, plan, target));
            fuse_ascend_launches(host, device, plan, placement, &calls).map_err(AscendFusionFailure::Apply)
        }?;
        // SAFETY: the fused kernel and launch were just made; the frees are untouched.
        forwarding = Some(unsafe { forward(context, frees, plan, launch) });
        Ok(launch)
    });
    let layout = chosen_plan.as_ref().map(|p| p.layout);
    let ordered_by_pipe_syncs = choice
        .variants
        .iter()
        .find(|v| match layout {
            Some(CoreLayout::Horizontal) => v.orchestration == Orchestration::Horizontal,
            _ => v.plan.groups.len() == 1,
        })
        .map_or(&[][..], |v| &v.barrier_reasons[..]);
    let (block_dim, parameters, specialised_parameters) = chosen_plan.as_ref().map_or((None, 0, 0), |p| {
        (Some(p.block_dim), p.parameters.len(), p.parameters.iter().filter(|q| q.constant.is_some()).count())
    });
    let list = replaced.join(", ");
    let (anchor, kind, remark_name, message) = match &applied {
        Ok(launch) => {
            let how = match layout {
                Some(CoreLayout::Horizontal) => "side by side on ranges of cores",
                _ => "one after another on the same cores",
            };
            let message = format!("fused {} launches ({list}) into {name}, {how}", replaced.len());
            (Some(*launch), RemarkKind::Passed, FUSED_REMARK, message)
        }
        Err(failure) => {
            // A module that no longer verifies had its launches replaced already.
            let edited = matches!(failure, AscendFusionFailure::Apply(AscendFusionReject::Verifier(_)));
            let first = launches.get(&choice.replaced[0]).copied().filter(|_| !edited);
            let message = format!("{list} could fuse into one AI-Core kernel; not applied: {failure}");
            (first, RemarkKind::Missed, failure.remark_name(), message)
        }
    };
    // SAFETY: the anchor is a live instruction of the host module (the new launch, or an
    // untouched replaced one when nothing was applied).
    let remark =
        anchor.map(|a| unsafe { diagnostics::launch_remark(RemarkPass::Sirius, a, (kind, remark_name), message) });
    if let Some(remark) = &remark {
        // SAFETY: as above.
        unsafe { diagnostics::emit(remark) };
    }
    if let (Some(anchor), Some(forwarding)) = (anchor, &forwarding) {
        // SAFETY: as above.
        unsafe { emit_forwarding_remarks(anchor, &name, forwarding) };
    }
    AscendFusionEntry {
        name,
        replaced,
        location: remark.and_then(|r| r.location),
        schedules,
        layout,
        block_dim,
        parameters,
        specialised_parameters,
        local_buffers,
        ordered_by_pipe_syncs,
        forwarding_not_analysed: forwarding.as_ref().and_then(|f| f.as_ref().err()).map(ToString::to_string),
        forwarding: forwarding.and_then(Result::ok),
        outcome: Outcome { success: "fused", reason: applied.err() },
    }
}

/// The plan of the schedule the multi-core model finds fastest (`sirius::ascend_cost`):
/// vertical, horizontal when the choice has several components, or unfused (a refusal);
/// `schedules` receives every schedule's modelled cycles.
fn choose_plan(
    context: &AscendProgram<'_>,
    choice: &FusedKernelChoice,
    name: &str,
    schedules: &mut Option<ScheduleChoice>,
) -> Result<AscendFusionPlan, AscendFusionFailure> {
    let mut layouts = vec![CoreLayout::Vertical];
    if components(choice).len() > 1 {
        layouts.push(CoreLayout::Horizontal);
    }
    let mut plans: Vec<AscendFusionPlan> = layouts
        .into_iter()
        .map(|layout| plan(context.program, choice, name, layout))
        .collect::<Result<_, _>>()
        .map_err(AscendFusionFailure::Plan)?;
    // SAFETY: reads of the live device module.
    let works = unsafe { fragment_work(context.device, &plans[0], context.target) };
    let by_statement: HashMap<StatementId, CoreWork> =
        plans[0].fragments.iter().map(|f| f.statement).zip(works).collect();
    let modelled = choose_schedule(&context.target.chip, &plans.iter().collect::<Vec<_>>(), &|statement| {
        by_statement[&statement].clone()
    });
    let chosen = modelled.chosen;
    // The cheapest fused schedule and the unfused one, for a refusal.
    let cheapest = |fused: bool| {
        let modelled = modelled.modelled.iter().filter(|m| (m.schedule == Schedule::Unfused) != fused);
        modelled.map(|m| m.cycles).min().unwrap_or(0)
    };
    let failure = AscendFusionFailure::Unprofitable { fused: cheapest(true), unfused: cheapest(false) };
    *schedules = Some(modelled);
    match chosen {
        Schedule::Fused(layout) => {
            Ok(plans.swap_remove(plans.iter().position(|p| p.layout == layout).expect("modelled")))
        }
        Schedule::Unfused => Err(failure),
    }
}

/// UB forwarding in the fused kernel of `plan`, launched by `launch`: the liveness of each
/// buffer from the UAR and the free that follows the launch on every path.
///
/// # Safety
/// the fused kernel and `launch` must be live; `frees` are live calls of the host module.
unsafe fn forward(
    context: &AscendProgram<'_>,
    frees: &HashMap<StatementId, LLVMValueRef>,
    plan: &AscendFusionPlan,
    launch: LLVMValueRef,
) -> Result<UbForwarding, ForwardingReject> {
    let program = context.program;
    let fragments: Vec<StatementId> = plan.fragments.iter().map(|f| f.statement).collect();
    let store_liveness = StoreLiveness { program, graph: context.graph, frees };
    // SAFETY: the launch and the frees are live calls of the host module.
    let liveness = |buffer: &BufferName| unsafe { store_liveness.of(launch, &fragments, buffer) };
    let parameters: Vec<ParameterMemory> = plan.parameters.iter().map(|p| p.memory.clone()).collect();
    // SAFETY: the fused kernel was just generated in the live device module.
    unsafe {
        let name = CString::new(plan.name.as_str()).expect("symbol names have no NUL");
        let fused = LLVMGetNamedFunction(context.device, name.as_ptr());
        forward_through_ub(context.device, fused, context.target, &parameters, liveness)
    }
}

/// One remark per forwarded load and removed store of `kernel`, and one per buffer whose
/// stores stay, anchored at its launch.
///
/// # Safety
/// `anchor` must be a live instruction of the host module.
unsafe fn emit_forwarding_remarks(
    anchor: LLVMValueRef,
    kernel: &str,
    forwarding: &Result<UbForwarding, ForwardingReject>,
) {
    let mut remarks: Vec<(RemarkKind, &'static str, String)> = Vec::new();
    match forwarding {
        Ok(forwarding) => {
            for f in &forwarding.tile_loops.fused {
                let message = format!("{kernel}: fused the tile loops {} and {} (same iterations)", f.first, f.second);
                remarks.push((RemarkKind::Passed, "TileLoopsFused", message));
            }
            for k in &forwarding.tile_loops.kept {
                for reason in &k.reason {
                    let message = format!("{kernel}: tile loops {} and {} kept apart: {reason}", k.first, k.second);
                    remarks.push((RemarkKind::Missed, reason.remark_name(), message));
                }
            }
            for f in &forwarding.forwarded {
                let message = format!(
                    "{kernel}: {} reads back what {} wrote on the same core: now served on chip by {}",
                    f.load, f.store, f.replacement
                );
                remarks.push((RemarkKind::Passed, "ForwardedThroughUB", message));
            }
            for k in &forwarding.kept_round_trips {
                let message = format!("{kernel}: {} still reads what {} wrote to GM: {}", k.load, k.store, k.reason);
                remarks.push((RemarkKind::Missed, "RoundTripKept", message));
            }
            for l in &forwarding.loaded_once {
                let message = format!(
                    "{kernel}: {} loads the tile {} already put in UB on the same core: now served on chip by {}",
                    l.load, l.first, l.replacement
                );
                remarks.push((RemarkKind::Passed, "LoadedOnceThroughUB", message));
            }
            for k in &forwarding.kept_loads {
                let message = format!("{kernel}: {} loads again the tile {} loaded: {}", k.load, k.first, k.reason);
                remarks.push((RemarkKind::Missed, "RepeatedLoadKept", message));
            }
            for r in &forwarding.removed_stores {
                let message = format!("{kernel}: removed {} into {}: {}", r.store, r.buffer, r.proof);
                remarks.push((RemarkKind::Passed, "DeadStoreRemoved", message));
            }
            for k in &forwarding.kept_stores {
                remarks.push((RemarkKind::Analysis, k.remark_name(), format!("{kernel}: stores kept: {k}")));
            }
        }
        Err(reject) => {
            remarks.push((
                RemarkKind::Missed,
                "ForwardingNotAnalysed",
                format!("{kernel}: no UB forwarding: {reject}"),
            ));
        }
    }
    for (kind, name, message) in remarks {
        // SAFETY: caller's contract.
        unsafe { diagnostics::emit(&diagnostics::launch_remark(RemarkPass::Sirius, anchor, (kind, name), message)) };
    }
}
