//! The options of `sirius<...>` (one typed parser over `parameters::pass_parameters`) and
//! the compile-time budget they set. Invariant: an accepted option set is consistent
//! (`device=` with `device-out=`, the passes run after `sirius` read what it writes); the
//! CUDA and Ascend pipelines (`cuda`, `ascend`) take it as it is.

use crate::diagnostics::Diagnostic;
use crate::host_input::DEFAULT_ASCEND_TARGET;
use crate::parameters::{budget_ms, pass_parameters, ProgramBudget, DEFAULT_PROGRAM_BUDGET_MS};
use std::path::PathBuf;
use std::time::Instant;
use syncfuse_sirius::fusion::fuse::{FusionDecision, Orchestration};
use syncfuse_sirius::fusion::regrid::PartialTiles;

/// The pass name (`-passes=`, remarks, diagnostics, reports).
pub const PASS: &str = "sirius";

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiriusOptions {
    pub device: Option<PathBuf>,
    pub device_out: Option<PathBuf>,
    pub report: Option<PathBuf>,
    /// The Ascend target of an Ascend program's kernels (built-in name or JSON file).
    pub target: String,
    /// `tile-sync` on the launches left unfused, right after (`tile-sync`, `tile-sync=force`;
    /// its report: `tile-sync-report=FILE`).
    pub tile_sync: Option<crate::tile_sync::TileSyncOptions>,
    /// `streams` on the launches left unfused, last (`streams`, `streams=K`; its report:
    /// `streams-report=FILE`).
    pub streams: Option<crate::streams::StreamsOptions>,
    /// `budget-ms=`: the compile-time budget of the analysis and fusion planning; past
    /// it nothing is fused (`over_budget`).
    pub budget_ms: u64,
    /// `orchestration=horizontal|interleaved`: that variant of every CUDA fused kernel
    /// that has one, instead of the model's choice (`orchestration=model`, the default).
    pub orchestration: Option<Orchestration>,
    /// `partial-tiles=rounds` (the default) or `partial-tiles=shared-tile`: whether a
    /// GEMM's element-wise consumer runs on its accumulators in rounds also where the
    /// GEMM's tiles are partial, or goes through a shared tile there (`regrid::PartialTiles`).
    pub partial_tiles: PartialTiles,
}

impl Default for SiriusOptions {
    fn default() -> SiriusOptions {
        SiriusOptions {
            device: None,
            device_out: None,
            report: None,
            target: DEFAULT_ASCEND_TARGET.to_string(),
            tile_sync: None,
            streams: None,
            budget_ms: DEFAULT_PROGRAM_BUDGET_MS,
            orchestration: None,
            partial_tiles: PartialTiles::default(),
        }
    }
}

impl SiriusOptions {
    /// Parses the `;`-separated `key=value` list of `sirius<...>`.
    pub(super) fn parse_parameters(params: &str) -> Result<SiriusOptions, String> {
        let mut options = SiriusOptions::default();
        let mut tile_sync_report = None;
        for param in pass_parameters(PASS, params, &[], &[])? {
            if let Some(("target", name)) = param.split_once('=') {
                options.target = name.to_string();
                continue;
            }
            if let Some(("budget-ms", value)) = param.split_once('=') {
                options.budget_ms = budget_ms(PASS, value)?;
                continue;
            }
            if let Some(("orchestration", name)) = param.split_once('=') {
                options.orchestration = match name {
                    "model" => None,
                    "horizontal" => Some(Orchestration::Horizontal),
                    "interleaved" => Some(Orchestration::VerticalInterleaved),
                    _ => {
                        return Err(format!("sirius: orchestration={name}: expected model, horizontal or interleaved"))
                    }
                };
                continue;
            }
            if let Some(("partial-tiles", value)) = param.split_once('=') {
                options.partial_tiles = match value {
                    "rounds" => PartialTiles::InRounds,
                    "shared-tile" => PartialTiles::ThroughSharedMemory,
                    _ => return Err(format!("sirius: partial-tiles={value}: expected rounds or shared-tile")),
                };
                continue;
            }
            if let Some(force) = [("tile-sync", false), ("tile-sync=force", true)].iter().find(|(p, _)| *p == param) {
                options.tile_sync = Some(crate::tile_sync::TileSyncOptions { force: force.1, ..Default::default() });
                continue;
            }
            if let Some(("tile-sync-report", file)) = param.split_once('=') {
                tile_sync_report = Some(PathBuf::from(file));
                continue;
            }
            if param == "streams" || param.starts_with("streams=") || param.starts_with("streams-report=") {
                let streams = options.streams.get_or_insert_with(Default::default);
                match param.split_once('=') {
                    Some(("streams-report", file)) => streams.report = Some(PathBuf::from(file)),
                    Some((_, count)) => streams.streams = crate::streams::stream_count(PASS, count)?,
                    None => {}
                }
                continue;
            }
            let slot = match param.split_once('=') {
                Some(("device", file)) => (&mut options.device, file),
                Some(("device-out", file)) => (&mut options.device_out, file),
                Some(("report", file)) => (&mut options.report, file),
                _ => {
                    return Err(format!(
                        "sirius: unknown parameter '{param}' (expected device=, device-out=, report=, target=, budget-ms=, orchestration=, partial-tiles=, tile-sync[=force], tile-sync-report=, streams[=K] or streams-report=)"
                    ))
                }
            };
            *slot.0 = Some(PathBuf::from(slot.1));
        }
        // tile-sync reads the device module sirius writes, and rewrites it in place.
        if let Some(tile_sync) = &mut options.tile_sync {
            tile_sync.device = options.device_out.clone();
            tile_sync.device_out = options.device_out.clone();
            tile_sync.report = tile_sync_report;
        } else if tile_sync_report.is_some() {
            return Err("sirius: tile-sync-report= needs tile-sync".into());
        }
        // streams reads the device module sirius writes and adds split kernels' copies in place.
        if let Some(streams) = &mut options.streams {
            streams.device = options.device_out.clone();
            streams.device_out = options.device_out.clone();
            streams.target = options.target.clone();
        }
        if options.device.is_some() != options.device_out.is_some() {
            return Err("sirius: device= and device-out= go together (the fused kernels are written there)".into());
        }
        Ok(options)
    }
}

/// Keeps the fusion plan only within the compile-time budget (`budget-ms=`): past it the
/// plan is dropped, so nothing is fused, and the warning says so.
pub(crate) fn over_budget(
    options: &SiriusOptions,
    started: Instant,
    decision: &mut FusionDecision,
) -> Option<Diagnostic> {
    let budget = ProgramBudget::new(PASS, started, options.budget_ms);
    let warning = budget.spent("fusion planning", "nothing fused")?;
    decision.kernels.clear();
    Some(warning)
}
