//! syncfuse: LLVM middle-end passes for accelerator programs.
//!
//! This crate is the façade of the workspace: it re-exports each layer under one name for
//! the integration tests and for embedders, and it holds the `syncfuse` command-line
//! driver (`src/bin/syncfuse.rs`). The layers, lowest first (`docs/architecture.md` draws
//! the graph and states what each may not depend on):
//!
//! * plain data, no LLVM: `hardware` (accelerators as data), `cfg` (CFG analyses),
//!   `poly` (affine expressions, footprints, ISL), `ascend_sync` (the sync pipeline),
//!   `sirius` (program model, UAR, fusion decisions, cost);
//! * LLVM adapters: `llvm` (readers, editors, SIRIUS code generation);
//! * executors: `sim` (IR interpreter, Ascend pipe machine, CUDA host and grid);
//! * passes: `passes` (what `opt` runs; registered by the `libsyncfuse.so` cdylib in
//!   `crates/plugin`).
//!
//! Its own module, `report_schema`, validates reports against `docs/schema/` (the driver's
//! `check-report` and the tests; kept out of the plugin).

pub use syncfuse_ascend_sync as ascend_sync;
pub use syncfuse_cfg as cfg;
pub use syncfuse_hardware as hardware;
pub use syncfuse_llvm as llvm;
pub use syncfuse_passes as passes;
pub use syncfuse_poly as poly;
pub use syncfuse_sim as sim;
pub use syncfuse_sirius as sirius;

pub mod report_schema;

/// Re-exported so that every crate of the workspace uses the one inkwell that
/// `llvm-plugin` was built against.
pub use llvm_plugin::inkwell;
