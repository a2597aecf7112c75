//! The `sirius<...>` transformation pass (SIRIUS, MLSys'23): whole-program kernel fusion.
//! `run_sirius` reads the device module (`device=`) and hands the program to its
//! platform's pipeline: `cuda` (CUDA host and device modules: specialisation, fusion,
//! shared tiles in `tiles`, lock-step fragments in `lockstep`, host-loop iterations in `iterations`, clean-up) or `ascend` (a
//! host launching AI-Core kernels: one fused AI-Core kernel per plan). Both take their
//! `options` and build their `report` (what every run reports, around the pipeline's own
//! entries) from the modules beside them, and both ask `store_liveness` before they
//! remove a store, so neither pipeline depends on the other.
//!
//! Invariant: a fusion that is not applied leaves its launches as they were, with a
//! missed remark and a report entry saying why; both modules pass the verifier.

mod ascend;
mod cuda;
mod iterations;
mod lockstep;
mod options;
mod report;
mod store_liveness;
mod tiles;

pub use options::{SiriusOptions, PASS};

use crate::pass::{ParameterError, Pass, PassEffect};
use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;
use std::time::Instant;
use syncfuse_ir::OwnedModule;
use syncfuse_llvm::ascend_reader::is_ascend_program;

/// Runs `sirius` on the host module `module` (and the device module `device=` names).
pub fn run_sirius(module: &Module<'_>, options: &SiriusOptions) -> PassOutcome {
    let started = Instant::now();
    let device = match options.device.as_deref().map(OwnedModule::read).transpose() {
        Ok(device) => device,
        Err(reason) => return report::error(reason.to_string()),
    };
    let host = module.as_mut_ptr();
    // SAFETY: `host` is the live module the pass manager lends the pass.
    if unsafe { is_ascend_program(host) } {
        ascend::fuse_ascend_program(host, device.as_ref(), options, started)
    } else {
        cuda::fuse_cuda_program(host, device.as_ref(), options, started)
    }
}

impl Pass for SiriusOptions {
    const NAME: &'static str = PASS;
    const EFFECT: PassEffect = PassEffect::Transforms;

    fn parse(parameters: &str) -> Result<SiriusOptions, ParameterError> {
        SiriusOptions::parse_parameters(parameters).map_err(|message| ParameterError::new(PASS, message))
    }

    fn run(&self, module: &Module<'_>) -> PassOutcome {
        run_sirius(module, self)
    }

    /// An internal error may leave the device module unwritten: always an error.
    fn stops_on_internal_error(&self) -> bool {
        true
    }
}
