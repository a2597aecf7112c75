//! What the host-rewriting CUDA passes (`tile-sync`, `streams`) start from: the device
//! module (`device=FILE`, or the host module itself), the host module with constant calls
//! of exported launching functions specialised first (as `sirius` does, so that sizes
//! known at a call make accesses exact), the program read from both with local calling
//! contexts, its UAR, and every launch's instruction found before any rewrite. Invariant:
//! the specialised copies are internal; the pass drops those no rewrite used
//! (`drop_unused_copies`) and reports the host module changed whenever any were made.

use llvm_plugin::inkwell::module::Module;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use std::collections::HashMap;
use std::path::Path;
use syncfuse_llvm::cuda_reader::{read_program, CallContexts};
use syncfuse_llvm::ir::OwnedModule;
use syncfuse_llvm::sirius::host_rewrite::launch_instructions;
use syncfuse_llvm::sirius::specialise::{specialise_launching_functions, Specialisation};
use syncfuse_sirius::program::{HostProgram, StatementId};
use syncfuse_sirius::uar::{build, UnifiedGraph};

pub(crate) struct HostInput {
    /// The `device=` module, owned (`None`: the kernels are in the host module).
    pub(crate) device: Option<OwnedModule>,
    pub(crate) host: LLVMModuleRef,
    pub(crate) device_module: LLVMModuleRef,
    pub(crate) specialisations: Vec<Specialisation>,
    pub(crate) program: HostProgram,
    pub(crate) graph: UnifiedGraph,
    pub(crate) launches: HashMap<StatementId, LLVMValueRef>,
}

impl HostInput {
    /// Reads `module` and its device module; `Err` is the message of the pass's error.
    pub(crate) fn read(module: &Module<'_>, device: Option<&Path>) -> Result<HostInput, String> {
        let device = device.map(OwnedModule::read).transpose()?;
        let host = module.as_mut_ptr();
        let device_module = device.as_ref().map_or(host, |d| d.module);
        // SAFETY: both modules are alive for the pass (see the crate doc).
        let specialisations = unsafe { specialise_launching_functions(host) }.map_err(|e| e.to_string())?;
        // SAFETY: as above.
        let program = unsafe { read_program(host, device_module, CallContexts::LocalFunctions) };
        let graph = build(&program);
        let launches = launch_instructions(host, &program);
        Ok(HostInput { device, host, device_module, specialisations, program, graph, launches })
    }
}
