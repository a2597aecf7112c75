//! The `print<uar>` analysis printer (SIRIUS §3): reads the host module it runs on and the
//! device module (`device=FILE`, or the same module when host code and kernels share
//! one) through `host_input::read_any_program` (`syncfuse_llvm::cuda_reader`, or `ascend_reader` when the
//! host launches AI-Core kernels; `target=` names the Ascend target whose pipe calls the
//! kernels make, `ascend910a` by default), builds the UAR (`sirius::uar`) and prints it to stderr
//! in stable text; optionally writes the JSON report (`report=FILE`, schema in
//! `docs/uar.md`) and Graphviz DOT (`dot=FILE`). It never changes the IR.

use crate::diagnostics::{Diagnostic, Severity};
use crate::host_input::{read_any_program, DEFAULT_ASCEND_TARGET};
use crate::parameters::pass_parameters;
use crate::pass::{ParameterError, Pass, PassEffect};
use crate::report::UAR_REPORT_VERSION;
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;
use syncfuse_ir::OwnedModule;
use syncfuse_llvm::cuda_reader::CallContexts;
use syncfuse_sirius::model::program::HostProgram;
use syncfuse_sirius::model::uar::{build, Edge, UnifiedGraph, Vertex};
use syncfuse_sirius::model::uar_dot::{to_dot, DotOptions};
use syncfuse_sirius::tile_sync::tile_deps::{self, tile_dependences, TilePair};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UarOptions {
    pub device: Option<PathBuf>,
    /// The Ascend target of an Ascend program's kernels (built-in name or JSON file).
    pub target: String,
    pub report: Option<PathBuf>,
    pub dot: Option<PathBuf>,
    /// Also draw allocations and frees with no edge (`dot-unconnected`).
    pub dot_unconnected: bool,
    /// Also list the tile dependences of consecutive launches (`tile-deps`).
    pub tile_deps: bool,
}

impl Default for UarOptions {
    fn default() -> UarOptions {
        UarOptions {
            device: None,
            target: DEFAULT_ASCEND_TARGET.to_string(),
            report: None,
            dot: None,
            dot_unconnected: false,
            tile_deps: false,
        }
    }
}

impl UarOptions {
    /// Parses the `;`-separated `key=value` list after `uar` in `print<uar;...>`.
    fn parse_parameters(params: &str) -> Result<UarOptions, String> {
        let mut options = UarOptions::default();
        for param in pass_parameters(PASS, params, &[], &[])? {
            match param.split_once('=') {
                None if param == "dot-unconnected" => options.dot_unconnected = true,
                None if param == "tile-deps" => options.tile_deps = true,
                Some(("device", file)) => options.device = Some(PathBuf::from(file)),
                Some(("target", name)) => options.target = name.to_string(),
                Some(("report", file)) => options.report = Some(PathBuf::from(file)),
                Some(("dot", file)) => options.dot = Some(PathBuf::from(file)),
                _ => {
                    return Err(format!(
                        "print<uar>: unknown parameter '{param}' (expected device=, target=, report=, dot=, dot-unconnected or tile-deps)"
                    ))
                }
            }
        }
        Ok(options)
    }
}

impl Pass for UarOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Reads;

    /// LLVM matches its own `print<...>` names exactly, so `print<uar...>` reaches the
    /// plugin whole: the parameters follow the analysis name after `;`
    /// (`print<uar;device=a.ll>`).
    fn parameters(element: &str) -> Option<&str> {
        let rest = element.strip_prefix("print<uar")?.strip_suffix('>')?;
        match rest {
            "" => Some(""),
            _ => rest.strip_prefix(';'),
        }
    }

    fn parse(parameters: &str) -> Result<UarOptions, ParameterError> {
        UarOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        print_uar(module, self)
    }

    fn stops_on_internal_error(&self) -> bool {
        true
    }
}

/// The JSON report of one run.
#[derive(Serialize)]
struct UarReport<'a> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    device_module: Option<String>,
    analysis_time_ms: f64,
    program: &'a HostProgram,
    vertices: Vec<&'a Vertex>,
    edges: Vec<EdgeReport<'a>>,
    /// With `tile-deps` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    tile_dependences: Option<&'a [TilePair]>,
}

#[derive(Serialize)]
struct EdgeReport<'a> {
    from: &'a str,
    to: &'a str,
    #[serde(flatten)]
    edge: &'a Edge,
}

/// The pass name (`-passes=`, diagnostics).
pub const PASS: &str = "print<uar>";

/// Runs the printer: `printed` is the UAR listing.
pub fn print_uar(module: &Module<'_>, options: &UarOptions) -> PassOutcome {
    let started = Instant::now();
    let device = match options.device.as_deref().map(OwnedModule::read).transpose() {
        Ok(device) => device,
        Err(reason) => return PassOutcome::error(PASS, reason.to_string()),
    };
    let host = module.as_mut_ptr();
    let device = device.as_ref().map_or(host, |d| d.module);
    let program = match unsafe { read_any_program(host, device, &options.target, CallContexts::EveryCalledFunction) } {
        Ok(program) => program,
        Err(reason) => return PassOutcome::error(PASS, reason),
    };
    let graph = build(&program);
    let tiles = options.tile_deps.then(|| tile_dependences(&program, &graph));
    let elapsed = started.elapsed().as_secs_f64() * 1e3;
    let mut text = format!("UAR of module '{}'\n", module.get_name().to_string_lossy());
    text.push_str(&graph.print(&program));
    match &tiles {
        Some(pairs) if pairs.is_empty() => {
            text.push_str("tile-deps: no consecutive launches joined by a global dependence\n")
        }
        Some(pairs) => text.push_str(&tile_deps::print(pairs, &program)),
        None => {}
    }
    let mut outcome = PassOutcome { printed: text, ..PassOutcome::default() };
    if let Some(path) = &options.report {
        if let Err(reason) = write_report((&graph, tiles.as_deref()), &program, options, elapsed, path) {
            outcome.report(Diagnostic::module(Severity::Error, PASS, reason));
        }
    }
    if let Some(path) = &options.dot {
        if let Err(e) =
            std::fs::write(path, to_dot(&graph, &program, DotOptions { unconnected: options.dot_unconnected }))
        {
            let message = format!("cannot write '{}': {e}", path.display());
            outcome.report(Diagnostic::module(Severity::Error, PASS, message));
        }
    }
    outcome
}

fn write_report(
    (graph, tile_dependences): (&UnifiedGraph, Option<&[TilePair]>),
    program: &HostProgram,
    options: &UarOptions,
    elapsed: f64,
    path: &std::path::Path,
) -> Result<(), String> {
    let edges = graph
        .graph
        .edge_indices()
        .map(|e| {
            let (from, to) = graph.graph.edge_endpoints(e).expect("edge of this graph");
            let name = |n: petgraph::graph::NodeIndex| program.statements[graph.graph[n].statement].name.as_str();
            EdgeReport { from: name(from), to: name(to), edge: &graph.graph[e] }
        })
        .collect();
    let report = UarReport {
        version: UAR_REPORT_VERSION,
        tool: "syncfuse",
        pass: "print<uar>",
        device_module: options.device.as_ref().map(|d| d.display().to_string()),
        analysis_time_ms: elapsed,
        program,
        vertices: graph.graph.node_weights().collect(),
        edges,
        tile_dependences,
    };
    let text = serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?;
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write report '{}': {e}", path.display()))
}
