//! The `sirius<...>` transformation pass (SIRIUS §4-5): whole-program kernel fusion of a
//! CUDA program. Runs on the host module; the kernels come from `device=FILE` (clang's
//! split output; the fused device module is written to `device-out=FILE`) or from the same
//! module. Pipeline: `sirius::specialise` (exported host functions copied per constant
//! call) -> `ir::cuda_reader` -> `sirius::uar` -> `sirius::fuse` (decision) ->
//! per fused kernel `sirius::codegen` (device), host-to-kernel constant propagation,
//! `sirius::host_rewrite` (host). `report=FILE` writes the JSON report (every variant with
//! its modelled cost, the choice, every launch left alone and why).
//!
//! Invariant: a fused kernel whose device code or host rewrite is rejected leaves its
//! launches as they were (the report says why); both modules pass the verifier.

use crate::inkwell::module::Module;
use crate::ir::cuda_reader::{read_program, CallContexts, DeviceModule};
use crate::passes::PassOutcome;
use crate::report::REPORT_VERSION;
use crate::sirius::codegen::{
    apply_pointer_facts, generate_fused_kernel, specialise_parameters, FusedParameter, HostConstant, PointerFacts,
};
use crate::sirius::cost::Gpu;
use crate::sirius::fuse::{decide, FusedKernelChoice, Variant};
use crate::sirius::host_rewrite::{launch_instructions, rewrite_launches, FusedLaunch};
use crate::sirius::program::{DevicePointer, HostProgram, LaunchArgument, StatementKind};
use crate::sirius::specialise::{specialise_launching_functions, Specialisation};
use crate::sirius::uar::build;
use crate::target::cuda::Axis;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SiriusOptions {
    pub device: Option<PathBuf>,
    pub device_out: Option<PathBuf>,
    pub report: Option<PathBuf>,
}

impl SiriusOptions {
    /// Parses the `;`-separated `key=value` list of `sirius<...>`.
    pub fn parse(params: &str) -> Result<SiriusOptions, String> {
        let mut options = SiriusOptions::default();
        for param in params.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            let slot = match param.split_once('=') {
                Some(("device", file)) => (&mut options.device, file),
                Some(("device-out", file)) => (&mut options.device_out, file),
                Some(("report", file)) => (&mut options.report, file),
                _ => {
                    return Err(format!(
                        "sirius: unknown parameter '{param}' (expected device=, device-out= or report=)"
                    ))
                }
            };
            *slot.0 = Some(PathBuf::from(slot.1));
        }
        if options.device.is_some() != options.device_out.is_some() {
            return Err("sirius: device= and device-out= go together (the fused kernels are written there)".into());
        }
        Ok(options)
    }
}

/// What happened to one fused kernel.
#[derive(Serialize)]
struct KernelReport<'a> {
    name: String,
    replaced: Vec<&'a str>,
    chosen: &'a Variant,
    variants: &'a [Variant],
    unfused_modelled_seconds: f64,
    /// Parameters specialised to host constants.
    specialised_parameters: usize,
    /// Pointer parameters merged into another (the host passes the same pointer).
    merged_parameters: usize,
    /// Pointer parameters marked `noalias` (no other parameter points into their buffer).
    noalias_parameters: usize,
    /// `fused`, or why not.
    status: String,
}

#[derive(Serialize)]
struct SiriusReport<'a> {
    version: u32,
    tool: &'static str,
    pass: &'static str,
    device_module: Option<String>,
    gpu: Gpu,
    time_ms: f64,
    launches_before: usize,
    /// Calls redirected to specialised copies of exported host functions.
    specialisations: &'a [Specialisation],
    kernels: Vec<KernelReport<'a>>,
    unfused: &'a [crate::sirius::fuse::UnfusedLaunch],
}

fn error(message: String) -> PassOutcome {
    PassOutcome { changed: false, diagnostics: vec![format!("syncfuse: error: sirius: {message}")], failed: true }
}

pub fn run_sirius(module: &Module<'_>, options: &SiriusOptions) -> PassOutcome {
    let started = Instant::now();
    let device = match options.device.as_deref().map(DeviceModule::parse_file).transpose() {
        Ok(device) => device,
        Err(reason) => return error(reason),
    };
    let host = module.as_mut_ptr();
    let device_module = device.as_ref().map_or(host, |d| d.module);
    let specialisations = match specialise_launching_functions(host) {
        Ok(specialisations) => specialisations,
        Err(reason) => return error(reason.to_string()),
    };
    let program = read_program(host, device_module, CallContexts::LocalFunctions);
    let graph = build(&program);
    let decision = decide(&program, &graph, &Gpu::H100);
    let launches = launch_instructions(host, &program);
    let kernels: Vec<KernelReport<'_>> =
        decision.kernels.iter().map(|choice| fuse_one(host, device_module, &program, &launches, choice)).collect();
    let changed = !specialisations.is_empty() || kernels.iter().any(|k| k.status == "fused");
    let mut outcome = PassOutcome { changed, diagnostics: Vec::new(), failed: false };
    if let (Some(device), Some(path)) = (&device, &options.device_out) {
        if let Err(reason) = write_module(device.module, path) {
            return error(reason);
        }
    }
    if let Some(path) = &options.report {
        let report = SiriusReport {
            version: REPORT_VERSION,
            tool: "syncfuse",
            pass: "sirius",
            device_module: options.device.as_ref().map(|d| d.display().to_string()),
            gpu: Gpu::H100,
            time_ms: started.elapsed().as_secs_f64() * 1e3,
            launches_before: launch_count(&program),
            specialisations: &specialisations,
            kernels,
            unfused: &decision.unfused,
        };
        if let Err(reason) = write_report(&report, path) {
            outcome.diagnostics.push(format!("syncfuse: error: sirius: {reason}"));
            outcome.failed = true;
        }
    }
    outcome
}

fn launch_count(program: &HostProgram) -> usize {
    program.statements.iter().filter(|s| matches!(s.kind, StatementKind::Launch(_))).count()
}

/// Generates, specialises and launches one fused kernel.
fn fuse_one<'a>(
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    program: &'a HostProgram,
    launches: &HashMap<usize, LLVMValueRef>,
    choice: &'a FusedKernelChoice,
) -> KernelReport<'a> {
    let variant = choice.chosen_variant();
    let mut report = KernelReport {
        name: variant.plan.name.clone(),
        replaced: choice.replaced.iter().map(|&s| program.statements[s].name.as_str()).collect(),
        chosen: variant,
        variants: &choice.variants,
        unfused_modelled_seconds: choice.unfused_seconds,
        specialised_parameters: 0,
        merged_parameters: 0,
        noalias_parameters: 0,
        status: String::new(),
    };
    let kernel = match generate_fused_kernel(device, &variant.plan) {
        Ok(kernel) => kernel,
        Err(reason) => {
            report.status = format!("device code rejected: {reason}");
            return report;
        }
    };
    let facts = pointer_facts(program, &variant.fragment_statements, &kernel.parameters);
    if let Err(reason) = apply_pointer_facts(device, &kernel.name, &facts) {
        report.status = format!("pointer facts failed: {reason}");
        return report;
    }
    report.merged_parameters = facts.same_as.len();
    report.noalias_parameters = facts.sole_pointers.len();
    let constants = host_constants(program, &variant.fragment_statements, &kernel.parameters);
    match specialise_parameters(device, &kernel.name, &constants) {
        Ok(count) => report.specialised_parameters = count,
        Err(reason) => {
            report.status = format!("constant propagation failed: {reason}");
            return report;
        }
    }
    let launch = FusedLaunch {
        kernel: &kernel,
        plan: &variant.plan,
        fragment_statements: &variant.fragment_statements,
        replaced: &choice.replaced,
    };
    report.status = match rewrite_launches(host, program, launches, &launch) {
        Ok(()) => "fused".into(),
        Err(reason) => format!("host rewrite rejected (the fused kernel is unused): {reason}"),
    };
    report
}

/// Which fused-kernel pointer parameters always receive the same pointer, and which point
/// into a buffer no other parameter reaches (none if any pointer is not traced to its
/// allocation).
fn pointer_facts(program: &HostProgram, fragment_statements: &[usize], parameters: &[FusedParameter]) -> PointerFacts {
    let pointers: Vec<(usize, &DevicePointer)> = parameters
        .iter()
        .enumerate()
        .filter_map(|(index, parameter)| match *parameter {
            FusedParameter::Argument { fragment, index: argument } => {
                match launch_of(program, fragment_statements[fragment]).arguments.get(argument)? {
                    LaunchArgument::Pointer(pointer) => Some((index, pointer)),
                    _ => None,
                }
            }
            FusedParameter::GridExtent { .. } => None,
        })
        .collect();
    let mut facts = PointerFacts::default();
    let mut first_of: Vec<(&str, &crate::poly::affine::AffineExpr, usize)> = Vec::new();
    for &(index, pointer) in &pointers {
        if let DevicePointer::Buffer { buffer, offset: Some(offset) } = pointer {
            match first_of.iter().find(|(b, o, _)| b == buffer && *o == offset) {
                Some(&(_, _, kept)) => facts.same_as.push((kept, index)),
                None => first_of.push((buffer, offset, index)),
            }
        }
    }
    let all_traced =
        pointers.iter().all(|(_, p)| matches!(p, DevicePointer::Buffer { .. } | DevicePointer::OneOf { .. }));
    if all_traced {
        let buffers_of = |pointer: &DevicePointer| -> Vec<String> {
            match pointer {
                DevicePointer::Buffer { buffer, .. } => vec![buffer.clone()],
                DevicePointer::OneOf { .. } => pointer.buffers(),
                _ => Vec::new(),
            }
        };
        let merged: Vec<usize> = facts.same_as.iter().map(|&(_, merged)| merged).collect();
        let live: Vec<&(usize, &DevicePointer)> = pointers.iter().filter(|(i, _)| !merged.contains(i)).collect();
        for &&(index, pointer) in &live {
            let mine = buffers_of(pointer);
            let shared =
                live.iter().any(|&&(other, p)| other != index && buffers_of(p).iter().any(|b| mine.contains(b)));
            if !shared && matches!(pointer, DevicePointer::Buffer { .. }) {
                facts.sole_pointers.push(index);
            }
        }
    }
    facts
}

fn launch_of(program: &HostProgram, statement: usize) -> &crate::sirius::program::Launch {
    match &program.statements[statement].kind {
        StatementKind::Launch(launch) => launch,
        _ => unreachable!("fragments are launches"),
    }
}

/// The fused kernel's parameters that the host always passes as the same constant.
fn host_constants(
    program: &HostProgram,
    fragment_statements: &[usize],
    parameters: &[FusedParameter],
) -> Vec<(usize, HostConstant)> {
    let launch = |fragment: usize| launch_of(program, fragment_statements[fragment]);
    parameters
        .iter()
        .enumerate()
        .filter_map(|(index, parameter)| {
            let value = match *parameter {
                FusedParameter::Argument { fragment, index } => match launch(fragment).arguments.get(index)? {
                    LaunchArgument::Integer(Some(expression)) => expression.as_constant()?,
                    _ => return None,
                },
                FusedParameter::GridExtent { fragment, axis } => {
                    let axis = [Axis::X, Axis::Y, Axis::Z].iter().position(|&a| a == axis)?;
                    launch(fragment).grid[axis]?
                }
            };
            Some((index, HostConstant::Integer(value)))
        })
        .collect()
}

fn write_module(module: LLVMModuleRef, path: &Path) -> Result<(), String> {
    let text = crate::ir::reader::module_text(module);
    std::fs::write(path, text).map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

fn write_report(report: &SiriusReport<'_>, path: &Path) -> Result<(), String> {
    let text = serde_json::to_string_pretty(report).map_err(|e| e.to_string())?;
    std::fs::write(path, text + "\n").map_err(|e| format!("cannot write report '{}': {e}", path.display()))
}
