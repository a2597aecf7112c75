//! syncfuse: LLVM middle-end passes for accelerator programs.
//!
//! The algorithms work on plain data (`ir::cfg`, `poly`, `sync`); the LLVM adapters
//! (`ir::reader`, `ir::editor`, `passes`) are thin and are the only code that touches
//! inkwell. `llvm-plugin/` registers the passes with `opt`; `src/bin/syncfuse.rs` is the
//! command-line driver. See `docs/architecture.md` for the map and the invariants.

pub mod ir;
pub mod passes;
pub mod poly;
pub mod report;
pub mod sim;
pub mod sirius;
pub mod sync;
pub mod target;

/// Re-exported so that every crate of the workspace uses the one inkwell that
/// `llvm-plugin` was built against.
pub use llvm_plugin::inkwell;
