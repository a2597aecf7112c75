//! The `sirius` pass's fusion of a host loop's iterations (CUDA): each loop whose
//! iterations are independent and whose launches no other fusion chose is planned
//! (`syncfuse_sirius::fusion::iteration_fusion`), its kernels copied to run every iteration in one
//! grid and its launches moved to its first iteration
//! (`syncfuse_llvm::sirius::iteration_fusion`); the synchronisations of its body are then
//! removed where their status is unused. One report entry and one remark per loop:
//! `IterationsFused`, or why not (typed until printed). Invariant: a loop whose kernel
//! copies or host rewrite is refused is left as it was (its copies deleted again).

use crate::diagnostics::{self, RemarkKind, RemarkPass};
use crate::report::{EntryReason, Outcome, SynchronisationEntry};
use llvm_sys::core::LLVMDeleteFunction;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use syncfuse_ir as ir;
use syncfuse_llvm::sirius::codegen::CodegenReject;
use syncfuse_llvm::sirius::host_rewrite::HostRewriteReject;
use syncfuse_llvm::sirius::iteration_fusion::{
    inline_guarded_pushes, iterated_kernel, iterated_kernel_name, rewrite_loop,
};
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::fusion::iteration_fusion::{IteratedLoop, IterationReject};
use syncfuse_sirius::model::independent_loops::IndependentLoop;
use syncfuse_sirius::model::program::{FunctionLabel, HostProgram, StatementId};

/// The remark name of a loop whose iterations were fused.
pub(crate) const ITERATIONS_FUSED_REMARK: &str = "IterationsFused";

/// Why a loop with independent iterations keeps one launch per iteration.
#[derive(Debug)]
pub enum IterationFailure {
    Plan(IterationReject),
    DeviceCode(CodegenReject),
    HostRewrite(HostRewriteReject),
}

impl Reason for IterationFailure {
    fn remark_name(&self) -> &'static str {
        match self {
            IterationFailure::Plan(reject) => reject.remark_name(),
            _ => "IterationFusionFailed",
        }
    }
}

impl EntryReason for IterationFailure {
    fn status(&self) -> &'static str {
        match self {
            IterationFailure::Plan(_) => "unfused",
            _ => "failed",
        }
    }
}

impl std::fmt::Display for IterationFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IterationFailure::Plan(reject) => write!(f, "{reject}"),
            IterationFailure::DeviceCode(reject) => write!(f, "kernel copy rejected: {reject}"),
            IterationFailure::HostRewrite(reject) => write!(f, "host rewrite rejected: {reject}"),
        }
    }
}

/// One loop with independent iterations in the report.
#[derive(Serialize)]
pub(crate) struct IteratedLoopEntry<'a> {
    pub(crate) function: &'a FunctionLabel,
    counter: &'a str,
    launches: Vec<&'a str>,
    /// The copies each launch runs when fused.
    pub(crate) kernels: Vec<String>,
    trip_count: Option<i64>,
    unfused_us: Option<f64>,
    fused_us: Option<f64>,
    synchronisations: Vec<SynchronisationEntry<'a>>,
    location: Option<SourceLocation>,
    #[serde(flatten)]
    outcome: Outcome<IterationFailure>,
}

impl IteratedLoopEntry<'_> {
    pub(crate) fn fused(&self) -> bool {
        self.outcome.reason.is_none()
    }
}

/// What iteration fusion needs of the pass's state.
pub(crate) struct IterationInput<'a> {
    pub(crate) modules: (LLVMModuleRef, LLVMModuleRef),
    pub(crate) program: &'a HostProgram,
    pub(crate) launches: &'a HashMap<StatementId, LLVMValueRef>,
}

/// The planned loops (`iterated_loops`, its launches no other fusion chose) and the plan.
pub(crate) type PlannedLoops = Vec<(IndependentLoop, Result<IteratedLoop, IterationReject>)>;

/// The launches of the loops planned for fusion: their report entry explains them (the
/// `unfused` list leaves them out).
pub(crate) fn planned_launches(planned: &PlannedLoops) -> HashSet<StatementId> {
    planned
        .iter()
        .filter(|(_, plan)| plan.is_ok())
        .flat_map(|(independent, _)| independent.launches.iter().copied())
        .collect()
}

/// Fuses the iterations of every loop `planned` (module doc); returns the report entries
/// and whether the host was edited.
///
/// # Safety
/// both modules must be live; `launches` and `synchronisations` found before any rewrite.
pub(crate) unsafe fn fuse_iterations<'a>(
    input: &IterationInput<'a>,
    planned: PlannedLoops,
    synchronisations: &mut HashMap<StatementId, LLVMValueRef>,
) -> Result<(Vec<IteratedLoopEntry<'a>>, bool), String> {
    let mut entries = Vec::with_capacity(planned.len());
    let mut edited = false;
    for (index, (independent, plan)) in planned.into_iter().enumerate() {
        let (kernels, applied) = match plan {
            Ok(iterated) => {
                let kernels: Vec<String> =
                    iterated.launches.iter().map(|launch| iterated_kernel_name(launch, index)).collect();
                let applied = unsafe { apply(input, &iterated, &kernels) }.map(|launches| (iterated, launches));
                (kernels, applied)
            }
            Err(reject) => (Vec::new(), Err(IterationFailure::Plan(reject))),
        };
        edited |= applied.is_ok();
        entries.push(unsafe { entry(input, &independent, kernels, applied, synchronisations) });
    }
    if edited {
        unsafe { inline_guarded_pushes(input.modules.0) }.map_err(|reason| reason.to_string())?;
    }
    Ok((entries, edited))
}

/// The kernel copies, then the host rewrite; the copies are deleted again if it refuses.
unsafe fn apply(
    input: &IterationInput<'_>,
    iterated: &IteratedLoop,
    kernels: &[String],
) -> Result<Vec<LLVMValueRef>, IterationFailure> {
    let (host, device) = input.modules;
    let mut made = Vec::new();
    let mut copy_and_rewrite = || {
        for (launch, name) in iterated.launches.iter().zip(kernels) {
            unsafe { iterated_kernel(device, launch, name) }.map_err(IterationFailure::DeviceCode)?;
            made.push(name);
        }
        unsafe { rewrite_loop(host, input.program, input.launches, iterated, kernels) }
            .map_err(IterationFailure::HostRewrite)
    };
    let rewritten = copy_and_rewrite();
    if rewritten.is_err() {
        for name in made {
            unsafe { LLVMDeleteFunction(ir::named_function(device, name)) };
        }
    }
    rewritten
}

/// The loop's report entry and remark (anchored on its first launch); removes the body's
/// synchronisations when the loop was fused.
unsafe fn entry<'a>(
    input: &IterationInput<'a>,
    independent: &IndependentLoop,
    kernels: Vec<String>,
    applied: Result<(IteratedLoop, Vec<LLVMValueRef>), IterationFailure>,
    synchronisations: &mut HashMap<StatementId, LLVMValueRef>,
) -> IteratedLoopEntry<'a> {
    let program = input.program;
    let names: Vec<&'a str> = independent.launches.iter().map(|&s| program.statements[s].name.as_str()).collect();
    let statement = &program.statements[independent.launches[0]];
    let (function, counter) = (&statement.function, statement.loops.last().map_or("", |l| l.counter.as_str()));
    let (modelled, removed, anchor) = match &applied {
        Ok((iterated, launches)) => {
            let removed =
                unsafe { SynchronisationEntry::remove_all(program, synchronisations, &iterated.synchronisations) };
            (Some((iterated.unfused_us, iterated.fused_us)), removed, launches.first().copied())
        }
        Err(_) => (None, Vec::new(), input.launches.get(&independent.launches[0]).copied()),
    };
    let launches = names.join(", ");
    let (kind, name, message) = match &applied {
        Ok((iterated, _)) => {
            let (before, after) = (iterated.unfused_us, iterated.fused_us);
            let trip = iterated.trip_count;
            let message = format!(
                "fused the {trip} iterations of host loop {counter} ({launches}) into one launch each (modelled {before:.2} -> {after:.2} us)"
            );
            (RemarkKind::Passed, ITERATIONS_FUSED_REMARK, message)
        }
        Err(failure) => (
            RemarkKind::Missed,
            failure.remark_name(),
            format!("iterations of host loop {counter} ({launches}) not fused: {failure}"),
        ),
    };
    let location = anchor.and_then(|anchor| {
        let remark = unsafe { diagnostics::launch_remark(RemarkPass::Sirius, anchor, (kind, name), message) };
        unsafe { diagnostics::emit(&remark) };
        remark.location
    });
    IteratedLoopEntry {
        function,
        counter,
        launches: names,
        kernels: if applied.is_ok() { kernels } else { Vec::new() },
        trip_count: independent.trip_count,
        unfused_us: modelled.map(|m| m.0),
        fused_us: modelled.map(|m| m.1),
        synchronisations: removed,
        location,
        outcome: Outcome { success: "fused", reason: applied.err() },
    }
}
