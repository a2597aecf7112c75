//! The JSON reports: one document per run, written with serde_json. Every decision a pass
//! takes is in it. Each report kind has its own version (bumped on any incompatible change)
//! and its own JSON Schema, `docs/schema/<kind>-report.schema.json`, which pins that version
//! (`syncfuse check-report` validates); `docs/report-schema.md` explains the fields.

use llvm_sys::prelude::LLVMValueRef;
use serde::ser::SerializeStruct;
use serde::Serialize;
use std::collections::HashMap;
use syncfuse_llvm::sirius::host_rewrite::erase_if_unused;
use syncfuse_reason::Reason;
use syncfuse_sirius::model::program::{HostProgram, StatementId};

/// The version of the `ascend-sync` report.
pub const ASCEND_SYNC_REPORT_VERSION: u32 = 3;
/// The version of the `sirius` report (2: `status` is `fused`/`failed`, with `reason`,
/// `remark` and `location`; unfused launches have a `location`).
pub const SIRIUS_REPORT_VERSION: u32 = 2;
/// The version of the `print<uar>` report.
pub const UAR_REPORT_VERSION: u32 = 2;
/// The version of the `ascend-sim` report.
pub const ASCEND_SIM_REPORT_VERSION: u32 = 1;

#[derive(Debug, Serialize)]
pub struct Report<K: Serialize> {
    pub version: u32,
    pub tool: &'static str,
    pub pass: &'static str,
    pub target: String,
    pub mode: String,
    /// False for `unlimited` mode (event IDs beyond the target's count).
    pub valid_for_hardware: bool,
    pub pass_time_ms: f64,
    pub kernels: Vec<K>,
}

/// Writes a report (a `Report`, or another pass's versioned document) as pretty JSON to `path`.
pub(crate) fn write<R: Serialize>(report: &R, path: &std::path::Path) -> Result<(), String> {
    let text = serde_json::to_string_pretty(report).map_err(|e| e.to_string())?;
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write report '{}': {e}", path.display()))
}

/// A reason a report entry can have (`syncfuse_reason::Reason`: text and remark name),
/// with the `status` word the entry then takes.
pub trait EntryReason: Reason {
    /// The `status` of a report entry that has this reason.
    fn status(&self) -> &'static str;
}

/// What became of a report entry, derived from its optional typed reason and printed as
/// `"status"` (`success` without a reason, else the reason's status), `"reason"` (its
/// text) and `"remark"` (its remark name), the last two null without a reason. Flatten it
/// into the entry (`#[serde(flatten)]`): nothing is stored twice, and text is made only
/// when the report is written.
#[derive(Clone, Debug)]
pub struct Outcome<R> {
    /// The status word when there is no reason (`synchronised`, `fused`).
    pub success: &'static str,
    pub reason: Option<R>,
}

impl<R: EntryReason> Serialize for Outcome<R> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut entry = serializer.serialize_struct("Outcome", 3)?;
        entry.serialize_field("status", self.reason.as_ref().map_or(self.success, |r| r.status()))?;
        entry.serialize_field("reason", &self.reason.as_ref().map(|r| r.to_string()))?;
        entry.serialize_field("remark", &self.reason.as_ref().map(|r| r.remark_name()))?;
        entry.end()
    }
}

/// Serialises an optional typed reason as its printed text (reasons stay typed until
/// printed).
pub(crate) fn serialize_display<T: std::fmt::Display, S: serde::Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => serializer.serialize_some(&value.to_string()),
        None => serializer.serialize_none(),
    }
}

/// A host synchronisation a transformation saw through (it orders nothing once the
/// launches it separated are one launch, or are ordered by semaphores), and what became of
/// it: removed, or kept because the program uses its status.
#[derive(Serialize)]
pub(crate) struct SynchronisationEntry<'a> {
    statement: &'a str,
    removed: bool,
    reason: &'static str,
}

impl<'a> SynchronisationEntry<'a> {
    /// Removes the synchronisation statements `which` (their calls in `calls`, found
    /// before any rewrite, taken out of it here so that none is erased twice) unless their
    /// status is used.
    ///
    /// # Safety
    /// the calls must be live call instructions of the host module.
    pub(crate) unsafe fn remove_all(
        program: &'a HostProgram,
        calls: &mut HashMap<StatementId, LLVMValueRef>,
        which: &[StatementId],
    ) -> Vec<SynchronisationEntry<'a>> {
        let entry = |statement| {
            let call = calls.remove(statement);
            let removed = call.is_some_and(|call| unsafe { erase_if_unused(call) });
            let reason = match (removed, call) {
                (true, _) => "orders nothing: the launches it separated no longer need it",
                (false, Some(_)) => "kept: the program uses its status",
                (false, None) => "kept: its call was not found",
            };
            SynchronisationEntry { statement: &program.statements[*statement].name, removed, reason }
        };
        which.iter().map(entry).collect()
    }
}
