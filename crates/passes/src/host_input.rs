//! What the host-rewriting passes (`tile-sync`, `streams`; Ascend programs: `streams`) start from: the device
//! module (`device=FILE`, or the host module itself), the host module with constant calls
//! of exported launching functions specialised first (as `sirius` does, so that sizes
//! known at a call make accesses exact), the program read from both with local calling
//! contexts, its UAR, and every launch's and copy's instruction found before any
//! rewrite; and the
//! per-launch work of a `profile=FILE` (a `syncfuse run --report`) for their models; and
//! what every rewriting pass ends with, writing a rewritten module (`write_module`). Also
//! the one reader of a program whatever its runtime (`read_any_program`: CUDA, or Ascend
//! with the pipe calls of a target), which `print<uar>` and `sirius` use.
//! Invariant:
//! the specialised copies are internal; the pass drops those no rewrite used
//! (`drop_unused_copies`) and reports the host module changed whenever any were made.

use crate::diagnostics::{Diagnostic, Severity};
use llvm_plugin::inkwell::module::Module;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_ir::OwnedModule;
use syncfuse_llvm::ascend_reader::{self, is_ascend_program};
use syncfuse_llvm::cuda_reader;
use syncfuse_llvm::cuda_reader::{read_program, CallContexts};
use syncfuse_llvm::sirius::host_rewrite::{copy_instructions, launch_instructions};
use syncfuse_llvm::sirius::specialise::{specialise_launching_functions, Specialisation};
use syncfuse_sirius::gpu::cost::KernelProfile;
use syncfuse_sirius::model::gap::EffectsGap;
use syncfuse_sirius::model::program::{HostProgram, StatementId};
use syncfuse_sirius::model::uar::{build, UnifiedGraph};

/// The Ascend target assumed when a pass is not given `target=`.
pub(crate) const DEFAULT_ASCEND_TARGET: &str = "ascend910a";

/// Reads the program of `host` with its kernels in `device`: an Ascend program (kernels
/// read with the pipe calls of `target`) when the host launches through the Ascend
/// runtime, else a CUDA program.
///
/// # Safety
/// both modules must be live for the call.
pub(crate) unsafe fn read_any_program(
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    target: &str,
    contexts: CallContexts,
) -> Result<HostProgram, String> {
    if !unsafe { is_ascend_program(host) } {
        return Ok(unsafe { cuda_reader::read_program(host, device, contexts) });
    }
    let target = TargetDescription::builtin_or_file(target).map_err(|e| format!("target '{target}': {e}"))?;
    Ok(unsafe { ascend_reader::read_program(host, device, &target, contexts) })
}

pub(crate) struct HostInput {
    /// The `device=` module, owned (`None`: the kernels are in the host module).
    pub(crate) device: Option<OwnedModule>,
    pub(crate) host: LLVMModuleRef,
    pub(crate) device_module: LLVMModuleRef,
    pub(crate) specialisations: Vec<Specialisation>,
    pub(crate) program: HostProgram,
    pub(crate) graph: UnifiedGraph,
    pub(crate) launches: HashMap<StatementId, LLVMValueRef>,
    /// The call of every copy or set statement.
    pub(crate) copies: HashMap<StatementId, LLVMValueRef>,
}

impl HostInput {
    /// Reads `module` and its device module; `Err` is the message of the pass's error.
    pub(crate) fn read(module: &Module<'_>, device: Option<&Path>) -> Result<HostInput, String> {
        let device = device.map(OwnedModule::read).transpose().map_err(|e| e.to_string())?;
        let host = module.as_mut_ptr();
        let device_module = device.as_ref().map_or(host, |d| d.module);
        // SAFETY: both modules are alive for the pass (see the crate doc).
        let specialisations = unsafe { specialise_launching_functions(host) }.map_err(|e| e.to_string())?;
        // SAFETY: as above.
        let program = unsafe { read_program(host, device_module, CallContexts::LocalFunctions) };
        let graph = build(&program);
        // SAFETY: `host` is the live host module this input was read from.
        let (launches, copies) = unsafe { (launch_instructions(host, &program), copy_instructions(host, &program)) };
        Ok(HostInput { device, host, device_module, specialisations, program, graph, launches, copies })
    }

    /// Reads an Ascend program (`module` launches through the Ascend runtime) with the
    /// pipe calls of `target`; nothing is specialised.
    pub(crate) fn read_ascend(
        module: &Module<'_>,
        device: Option<&Path>,
        target: &TargetDescription,
    ) -> Result<HostInput, String> {
        let device = device.map(OwnedModule::read).transpose().map_err(|e| e.to_string())?;
        let host = module.as_mut_ptr();
        let device_module = device.as_ref().map_or(host, |d| d.module);
        // SAFETY: both modules are alive for the pass.
        let program = unsafe { ascend_reader::read_program(host, device_module, target, CallContexts::LocalFunctions) };
        let graph = build(&program);
        // SAFETY: `host` is the live host module this input was read from.
        let (launches, copies) = unsafe { (launch_instructions(host, &program), copy_instructions(host, &program)) };
        Ok(HostInput { device, host, device_module, specialisations: Vec::new(), program, graph, launches, copies })
    }
}

/// The launches of a `syncfuse run --report` (its `counters.launches`): kernel, grid and
/// totals.
#[derive(Default)]
pub(crate) struct Profile {
    launches: Vec<(String, [i64; 3], KernelProfile)>,
}

impl Profile {
    pub(crate) fn read(path: &Path) -> Result<Profile, String> {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read profile '{}': {e}", path.display()))?;
        let json: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("profile '{}': {e}", path.display()))?;
        let launches = json["counters"]["launches"].as_array().ok_or_else(|| {
            format!("profile '{}' has no counters.launches (a `syncfuse run --report`?)", path.display())
        })?;
        let number = |launch: &serde_json::Value, field: &str| launch[field].as_u64().unwrap_or(0);
        let launches = launches
            .iter()
            .map(|launch| {
                let grid = [0, 1, 2].map(|axis| launch["grid"][axis].as_i64().unwrap_or(0));
                let totals = KernelProfile {
                    instructions: number(launch, "instructions"),
                    global_bytes: number(launch, "global_bytes_loaded") + number(launch, "global_bytes_stored"),
                    dynamic_shared_bytes: number(launch, "dynamic_shared_bytes"),
                };
                (launch["kernel"].as_str().unwrap_or_default().to_string(), grid, totals)
            })
            .collect();
        Ok(Profile { launches })
    }

    /// The mean of the profiled launches of the statement's kernel with its grid.
    pub(crate) fn of(&self, program: &HostProgram, statement: StatementId) -> Option<KernelProfile> {
        let launch = program.statements[statement].kind.launch()?;
        let grid: Vec<i64> = launch.grid.iter().copied().collect::<Option<_>>()?;
        let same: Vec<&KernelProfile> = self
            .launches
            .iter()
            .filter(|(kernel, g, _)| kernel.as_str() == launch.kernel.as_str() && g[..] == grid[..])
            .map(|l| &l.2)
            .collect();
        let count = same.len() as u64;
        let mean = |field: fn(&KernelProfile) -> u64| same.iter().map(|p| field(p)).sum::<u64>() / count;
        (count > 0).then(|| KernelProfile {
            instructions: mean(|p| p.instructions),
            global_bytes: mean(|p| p.global_bytes),
            dynamic_shared_bytes: mean(|p| p.dynamic_shared_bytes),
        })
    }
}

/// The warning for `target=` naming another Ascend target than the default on a CUDA
/// program, where no pass reads it (a user who meant it must hear it is ignored).
pub(crate) fn ignored_ascend_target(pass: &'static str, target: &str) -> Option<Diagnostic> {
    (target != DEFAULT_ASCEND_TARGET).then(|| {
        let message =
            format!("target={target} names an Ascend target, and this program launches CUDA kernels: ignored");
        Diagnostic::module(Severity::Warning, pass, message)
    })
}

/// The warning when the device module defines none, or only some, of the kernels the host
/// launches (an empty file, another program's module, the device module given as host):
/// those launches' effects are unknown, so nothing touching them is transformed, which the
/// user must hear about.
pub(crate) fn missing_kernels(pass: &'static str, program: &HostProgram) -> Option<Diagnostic> {
    let launched: BTreeSet<&str> =
        program.statements.iter().filter_map(|s| s.kind.launch()).map(|l| l.kernel.as_str()).collect();
    let missing: BTreeSet<&str> = (program.statements.iter().filter_map(|s| s.kind.launch()))
        .filter(|launch| matches!(&launch.effects, Err(EffectsGap::NoKernelBody { .. })))
        .map(|launch| launch.kernel.as_str())
        .collect();
    if missing.is_empty() {
        return None;
    }
    let names: Vec<&str> = missing.iter().copied().collect();
    let how_many = if missing.len() == launched.len() { "none of the kernels" } else { "not all of the kernels" };
    let message = format!(
        "the device module defines {how_many} the host launches (missing: {}): their launches are left unchanged",
        names.join(", ")
    );
    Some(Diagnostic::module(Severity::Warning, pass, message))
}

/// Writes `module` as text to `path` (`device-out=`); the error names the file.
pub(crate) fn write_module(module: LLVMModuleRef, path: &Path) -> Result<(), String> {
    // SAFETY: the passes hand only live modules they own or were lent.
    let text = unsafe { syncfuse_ir::module_text(module) };
    std::fs::write(path, text).map_err(|e| format!("cannot write '{}': {e}", path.display()))
}
