//! The `sirius` report (`docs/schema/sirius-report.schema.json`): what every run has (the
//! program read, the launches left alone and why, with their missed remarks) around the
//! entries of the platform's pipeline, which each pipeline defines (`cuda`, `ascend`).
//! Invariant: the report is written once, after the modules are final; a launch left alone
//! has one entry and one remark.

use super::options::{SiriusOptions, PASS};
use crate::diagnostics::{self, Diagnostic, RemarkKind, RemarkPass, Severity};
use crate::report::SIRIUS_REPORT_VERSION;
use crate::PassOutcome;
use llvm_sys::prelude::LLVMValueRef;
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::time::Instant;
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::fusion::fuse::{FusionDecision, UnfusedLaunch};
use syncfuse_sirius::gpu::cost::Gpu;
use syncfuse_sirius::model::program::{HostProgram, Platform, StatementId, StatementKind};

/// The remark name of launches fused into one kernel.
pub(crate) const FUSED_REMARK: &str = "KernelsFused";

/// The outcome of a run that stopped with an error (nothing changed).
pub(crate) fn error(message: String) -> PassOutcome {
    PassOutcome::error(PASS, message)
}

#[derive(Serialize)]
pub(crate) struct SiriusReport<'a, E: Serialize> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    device_module: Option<String>,
    platform: Platform,
    /// The machine the cost model assumes (CUDA programs; null on Ascend).
    gpu: Option<Gpu>,
    time_ms: f64,
    launches_before: usize,
    /// What the platform's pipeline did (`cuda::CudaEntries`, `ascend::AscendEntries`).
    #[serde(flatten)]
    entries: E,
    unfused: Vec<UnfusedEntry<'a>>,
}

/// A launch left alone, and where it is in the source; printed as `statement`, `reason`
/// (its text), `remark` (its remark name) and `location`.
pub(crate) struct UnfusedEntry<'a> {
    launch: &'a UnfusedLaunch,
    location: Option<SourceLocation>,
}

impl Serialize for UnfusedEntry<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut entry = serializer.serialize_struct("UnfusedEntry", 4)?;
        entry.serialize_field("statement", &self.launch.statement)?;
        entry.serialize_field("reason", &self.launch.reason.to_string())?;
        entry.serialize_field("remark", self.launch.reason.remark_name())?;
        entry.serialize_field("location", &self.location)?;
        entry.end()
    }
}

/// One report entry and one missed remark per launch the decision leaves alone.
pub(crate) fn unfused_entries<'a>(
    decision: &'a FusionDecision,
    launches: &HashMap<StatementId, LLVMValueRef>,
    fused_otherwise: &HashSet<StatementId>,
) -> Vec<UnfusedEntry<'a>> {
    let mut unfused = Vec::new();
    for launch in decision.unfused.iter().filter(|launch| !fused_otherwise.contains(&launch.index)) {
        let instruction = launches.get(&launch.index).copied();
        let message = format!("launch {} not fused: {}", launch.statement, launch.reason);
        // SAFETY: the launch is alive in the host module (fusions replace other launches;
        // iteration fusion keeps the call).
        let remark = instruction.map(|i| unsafe {
            diagnostics::launch_remark(
                RemarkPass::Sirius,
                i,
                (RemarkKind::Missed, launch.reason.remark_name()),
                message,
            )
        });
        if let Some(remark) = &remark {
            // SAFETY: as above.
            unsafe { diagnostics::emit(remark) };
        }
        unfused.push(UnfusedEntry { launch, location: remark.and_then(|r| r.location) });
    }
    unfused
}

pub(crate) fn launch_count(program: &HostProgram) -> usize {
    program.statements.iter().filter(|s| matches!(s.kind, StatementKind::Launch(_))).count()
}

impl<'a, E: Serialize> SiriusReport<'a, E> {
    /// The report of a run: what it read and the platform's entries.
    pub(crate) fn new(
        options: &SiriusOptions,
        started: Instant,
        program: &HostProgram,
        platform: Platform,
        entries: E,
        unfused: Vec<UnfusedEntry<'a>>,
    ) -> SiriusReport<'a, E> {
        SiriusReport {
            version: SIRIUS_REPORT_VERSION,
            tool: "syncfuse",
            pass: "sirius",
            device_module: options.device.as_ref().map(|d| d.display().to_string()),
            platform,
            gpu: (platform == Platform::Cuda).then_some(Gpu::H100),
            time_ms: started.elapsed().as_secs_f64() * 1e3,
            launches_before: launch_count(program),
            entries,
            unfused,
        }
    }
}

/// Writes the report where `report=` says (nothing without it); a failure is an error.
pub(crate) fn write_sirius_report(
    outcome: &mut PassOutcome,
    options: &SiriusOptions,
    report: &SiriusReport<'_, impl Serialize>,
) {
    let Some(path) = &options.report else { return };
    if let Err(reason) = crate::report::write(report, path) {
        outcome.report(Diagnostic::module(Severity::Error, PASS, reason));
    }
}
