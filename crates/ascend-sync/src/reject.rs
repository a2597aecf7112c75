//! Why the pipeline left a kernel unchanged ([`SyncReject`]) or fell back to `BARRIER(ALL)`
//! after every pipe call ([`WholeKernelFallback`]): typed until printed, with a stable remark
//! name each (Polly's reject reasons are the model).
//!
//! Invariant: a reason names blocks and syncs by what the user can find in the IR (block
//! names, the sync's C spelling), never by indices into the normalised kernel, which the
//! caller never sees.

use crate::model::{Item, Kernel, SyncKind};
use crate::verify::Violation;
use serde::Serialize;
use syncfuse_cfg::CfgReject;
use syncfuse_reason::Reason;

/// A happens-before violation with its block and sync resolved to names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NamedViolation {
    pub violation: Violation,
    /// The block the violation is in.
    pub block: String,
    /// The offending sync, for violations about one sync.
    pub sync: Option<SyncKind>,
}

impl NamedViolation {
    pub fn new(kernel: &Kernel, violation: &Violation) -> NamedViolation {
        let sync = match violation {
            Violation::DoubleSet { sync } | Violation::WaitOnClearFlag { sync } => Some(*sync),
            _ => None,
        };
        let block = match (violation, sync) {
            (_, Some(sync)) => kernel.position_of(Item::Sync(sync)).map(|(b, _)| b),
            (
                Violation::PathDependentFlag { block, .. }
                | Violation::FlagSetAtExit { block, .. }
                | Violation::Unordered { block, .. },
                None,
            ) => Some(*block),
            _ => None,
        };
        NamedViolation {
            violation: violation.clone(),
            block: block.map_or_else(String::new, |b| kernel.block_name(b)),
            sync: sync.map(|s| kernel.syncs[s].kind),
        }
    }
}

impl std::fmt::Display for NamedViolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let block = &self.block;
        let sync = self.sync.map(|s| s.to_string()).unwrap_or_default();
        match &self.violation {
            Violation::DoubleSet { .. } => write!(f, "{sync} in block '{block}' sets a flag that is already set"),
            Violation::WaitOnClearFlag { .. } => {
                write!(f, "{sync} in block '{block}' waits on a flag that no earlier set raised (deadlock)")
            }
            Violation::PathDependentFlag { pair, event, .. } => {
                write!(f, "flag {pair} event {event} is set on some paths into block '{block}' and clear on others")
            }
            Violation::FlagSetAtExit { pair, event, .. } => {
                write!(f, "flag {pair} event {event} is still set when block '{block}' returns")
            }
            Violation::Unordered { obligation, .. } => {
                write!(f, "obligation {obligation} is unordered in block '{block}'")
            }
        }
    }
}

/// Why a kernel was left unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SyncReject {
    Cfg(CfgReject<String>),
    MalformedInputSync(NamedViolation),
    /// An input set or wait names an event ID the target does not have (`mode=auto`).
    InputEventBeyondTarget {
        sync: SyncKind,
        ids_per_pair: u32,
    },
}

impl Reason for SyncReject {
    /// The stable remark name (`-pass-remarks-output`'s `Name:`).
    fn remark_name(&self) -> &'static str {
        match self {
            SyncReject::Cfg(reject) => reject.remark_name(),
            SyncReject::MalformedInputSync(_) => "MalformedInputSync",
            SyncReject::InputEventBeyondTarget { .. } => "InputEventBeyondTarget",
        }
    }
}

impl std::fmt::Display for SyncReject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SyncReject::Cfg(reject) => reject.fmt(f),
            SyncReject::MalformedInputSync(violation) => write!(f, "malformed input synchronisation: {violation}"),
            SyncReject::InputEventBeyondTarget { sync, ids_per_pair } => write!(
                f,
                "the input's {sync} names an event ID the target does not have (it has {ids_per_pair} per pipe \
                 pair: 0 to {})",
                ids_per_pair - 1
            ),
        }
    }
}

/// The stage after which the pipeline fell back to barriers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum FallbackStage {
    /// Before virtual insertion (dependences found, slot unrolling decided).
    Dependences,
    /// The check right after virtual insertion (stages 3-4).
    VirtualInsertion,
    /// Redundant event removal (stage 5).
    Removal,
    /// Merging to the ID limit (stage 6).
    Merging,
    /// The final happens-before check, after merging and ID allocation.
    Final,
}

impl std::fmt::Display for FallbackStage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FallbackStage::Dependences => "dependence analysis",
            FallbackStage::VirtualInsertion => "virtual insertion",
            FallbackStage::Removal => "redundant event removal",
            FallbackStage::Merging => "merging",
            FallbackStage::Final => "the final happens-before check",
        })
    }
}

/// Why the pipeline fell back to barriers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FallbackCause {
    /// A check found the stage's result wrong.
    Violation(NamedViolation),
    /// The kernel's compile-time budget ran out (`budget::TimeBudget`).
    OverBudget { limit_ms: u128 },
}

/// The pipeline could not guarantee its result, or not in time: the kernel got
/// `BARRIER(ALL)` after every pipe call instead (still correct, slower).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WholeKernelFallback {
    pub stage: FallbackStage,
    pub cause: FallbackCause,
}

impl Reason for WholeKernelFallback {
    /// The stable remark name (`-pass-remarks-missed=ascend-sync`).
    fn remark_name(&self) -> &'static str {
        match self.cause {
            FallbackCause::Violation(_) => "BarrierAllFallback",
            FallbackCause::OverBudget { .. } => "CompileTimeBudgetExceeded",
        }
    }
}

impl std::fmt::Display for WholeKernelFallback {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.cause, self.stage) {
            (FallbackCause::Violation(violation), FallbackStage::Final) => {
                write!(f, "the final happens-before check failed: {violation}")
            }
            (FallbackCause::Violation(violation), stage) => write!(f, "{stage} is not correct: {violation}"),
            (FallbackCause::OverBudget { limit_ms }, stage) => write!(
                f,
                "the compile-time budget of {limit_ms} ms ran out by the end of {stage}: BARRIER(ALL) after every pipe \
                 call instead (budget-ms= raises it)"
            ),
        }
    }
}
