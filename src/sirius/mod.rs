//! SIRIUS (MLSys'23) on plain data: the whole CUDA program (`program`), kernel memory
//! effects at thread/block/kernel level (`effects`, §3.3), dependence widths (`width`,
//! §3.4) and the unified dependence graph that joins host and kernels (`uar`, §3). The
//! LLVM side is `ir::cuda_reader`; the pass is `passes::uar`. See `docs/uar.md`.

pub mod effects;
pub mod program;
pub mod uar;
pub mod width;
