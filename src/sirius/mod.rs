//! SIRIUS (MLSys'23): whole-program analysis and kernel fusion for CUDA programs, on plain
//! data. Analysis: the whole program (`program`), kernel memory effects at
//! thread/block/kernel level (`effects`, §3.3), dependence widths (`width`, §3.4) and the
//! unified dependence graph that joins host and kernels (`uar`, §3; LLVM side
//! `ir::cuda_reader`, pass `passes::uar`, see `docs/uar.md`). Fusion: `plan` is a fusion
//! plan (which kernels one fused kernel runs, vertically and horizontally); `barriers`
//! orders a vertical group's fragments and places the fewest barriers; `codegen` builds
//! the fused kernel in the device module; `cost` models launches on an H100 to choose an
//! orchestration.

pub mod barriers;
pub mod codegen;
pub mod cost;
pub mod effects;
pub mod plan;
pub mod program;
pub mod uar;
pub mod width;
