//! SIRIUS (MLSys'23): whole-program analysis and kernel fusion for CUDA programs.
//!
//! Analysis on plain data: the whole CUDA program (`program`), kernel memory effects at
//! thread/block/kernel level (`effects`, §3.3), dependence widths (`width`, §3.4) and the
//! unified dependence graph that joins host and kernels (`uar`, §3). The LLVM side is
//! `ir::cuda_reader`; the analysis pass is `passes::uar`. See `docs/uar.md`.
//!
//! Fusion: `plan` is a fusion plan as plain data (which kernels one fused kernel runs,
//! vertically and horizontally); `barriers` orders a vertical group's fragments and places
//! the fewest barriers (§5.1-5.2); `cost` models launches on an H100 to choose an
//! orchestration; `codegen` builds the fused kernel in the device module (LLVM adapter).

pub mod barriers;
pub mod codegen;
pub mod cost;
pub mod effects;
pub mod fuse;
pub mod host_rewrite;
pub mod plan;
pub mod program;
pub mod specialise;
pub mod uar;
pub mod width;
