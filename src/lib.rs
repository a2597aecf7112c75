//! syncfuse: LLVM middle-end passes for accelerator programs.
//!
//! This crate is the façade of the workspace: it re-exports each layer under one name for
//! the integration tests and for embedders, and it holds the `syncfuse` command-line
//! driver (`src/bin/syncfuse.rs`). The layers, lowest first (`docs/architecture.md` draws
//! the graph and states what each may not depend on):
//!
//! * plain data, no LLVM: `reason` (the one trait of typed reasons, source locations),
//!   `hardware` (accelerators as data), `cfg` (CFG analyses),
//!   `poly` (affine expressions, footprints, ISL), `ascend_sync` (the sync pipeline),
//!   `sirius` (program model, UAR, fusion decisions, cost);
//! * LLVM IR: `ir` (generic helpers over LLVM handles, shared by the adapters and the
//!   executors); `llvm` (the adapters: readers, editors, SIRIUS code generation);
//! * executors: `sim` (IR interpreter, Ascend pipe machine, CUDA host and grid);
//! * passes: `passes` (what `opt` runs; registered by the `libsyncfuse.so` cdylib in
//!   `crates/plugin`).
//!
//! Its own modules: `report_schema` validates reports against `docs/schema/` (the driver's
//! `check-report` and the tests; kept out of the plugin); `model_inputs` turns the
//! executor's counters into the cost models' inputs (the driver and the tests).

pub use syncfuse_ascend_sync as ascend_sync;
pub use syncfuse_cfg as cfg;
pub use syncfuse_hardware as hardware;
pub use syncfuse_ir as ir;
pub use syncfuse_llvm as llvm;
pub use syncfuse_passes as passes;
pub use syncfuse_poly as poly;
pub use syncfuse_reason as reason;
pub use syncfuse_sim as sim;
pub use syncfuse_sirius as sirius;

pub mod report_schema;

/// What the cost models take from the CUDA executor's counters.
pub mod model_inputs {
    use crate::sim::cuda::counters::LaunchCounters as Counted;
    use crate::sirius::gpu::cost::LaunchCounters;

    /// One launch as `sirius::cost` models it.
    pub fn modelled_launch(launch: &Counted) -> LaunchCounters {
        let volume = |d: [u32; 3]| d.iter().map(|&e| u64::from(e)).product();
        LaunchCounters {
            blocks: volume(launch.grid),
            threads_per_block: volume(launch.block),
            instructions: launch.instructions,
            global_bytes: launch.global_bytes_loaded + launch.global_bytes_stored,
        }
    }
}

/// Re-exported so that every crate of the workspace uses the one inkwell that
/// `llvm-plugin` was built against.
pub use llvm_plugin::inkwell;
