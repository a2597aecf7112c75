//! The JSON report: one document per run, versioned (`REPORT_VERSION`), written with
//! serde_json. Every decision a pass takes is in it; `docs/report-schema.md` documents
//! the fields.

use serde::Serialize;

pub const REPORT_VERSION: u32 = 1;

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
pub fn write<R: Serialize>(report: &R, path: &std::path::Path) -> Result<(), String> {
    let text = serde_json::to_string_pretty(report).map_err(|e| e.to_string())?;
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write report '{}': {e}", path.display()))
}
