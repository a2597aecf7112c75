//! The LLVM-facing passes: `ascend_sync` reads a module through `syncfuse_llvm::ascend_kernel_reader`,
//! runs the plain-data pipeline of `syncfuse_ascend_sync`, writes back through
//! `syncfuse_llvm::ascend_kernel_editor` and returns a report; `sirius` fuses kernels
//! (`syncfuse_sirius` decides, `syncfuse_llvm::sirius` applies);
//! `ascend_sim` runs the simulator on a kernel of the module and leaves the IR alone;
//! `streams` runs independent launches on several streams (swFLOWpro's second level);
//! `tile_sync` synchronises a producer and a consumer by tile (cuSync: `syncfuse_sirius`
//! plans, `syncfuse_llvm::tile_sync` applies);
//! `uar` prints the SIRIUS dependence graph of a CUDA program (analysis only);
//! `cuda_embed` puts a fatbinary into a host module's `.nv_fatbin` constant (build flow).
//! Every pass implements `pass::Pass` (name, typed options, run, what an internal error
//! costs), through which the plugin registers them all.
//! Never panics: the plugin wraps every entry point in `catch_unwind` as well. The raw
//! handles a pass hands to `syncfuse_llvm`'s `unsafe fn`s come from the inkwell `Module`
//! the pass manager lends it (or from a device module the pass parsed and owns), and live
//! for the whole pass: that is the safety argument of every `unsafe` block here.

pub mod ascend_sim;
pub mod ascend_sync;
pub mod cuda_embed;
pub mod diagnostics;
mod host_input;
mod parameters;
pub mod pass;
pub mod report;
pub mod sirius;
pub mod streams;
pub mod tile_sync;
pub mod uar;

use diagnostics::{Diagnostic, Severity};

/// The outcome the plugin turns into `PreservedAnalyses` and an exit status.
#[derive(Debug, Default)]
pub struct PassOutcome {
    pub changed: bool,
    /// What the pass prints as its result (an analysis printer's listing, a summary), to
    /// stderr as is.
    pub printed: String,
    /// Warnings and errors, for LLVM's diagnostic handler (`diagnostics::diagnose`).
    pub diagnostics: Vec<Diagnostic>,
    /// True when opt must exit with status 1 (an error, or a rejection under `strict`).
    pub failed: bool,
}

impl PassOutcome {
    /// An outcome that is one error of `pass`, nothing changed.
    pub fn error(pass: &'static str, message: String) -> PassOutcome {
        let mut outcome = PassOutcome::default();
        outcome.report(Diagnostic::module(Severity::Error, pass, message));
        outcome
    }

    /// Adds `diagnostic`; an error makes the pass fail.
    pub fn report(&mut self, diagnostic: Diagnostic) {
        self.failed |= diagnostic.severity == Severity::Error;
        self.diagnostics.push(diagnostic);
    }
}
