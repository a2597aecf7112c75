//! SIRIUS (MLSys'23) on plain data (no LLVM): whole-program analysis and kernel-fusion
//! decisions for CUDA and Ascend programs.
//!
//! Analysis: the whole CUDA program (`program`), kernel memory effects at
//! thread/block/kernel level (`effects`, §3.3), dependence widths (`width`, §3.4) and the
//! unified dependence graph that joins host and kernels (`uar`, §3). The LLVM readers that
//! build the program are `syncfuse_llvm::cuda_reader`; the analysis pass is
//! `syncfuse_passes::uar`. See `docs/uar.md`.
//!
//! Fusion: `regrid` renumbers element-wise launches on their producer's grid (§4.2's
//! domain adjustment) before the UAR is built; `fuse` decides (P1-P3); `plan` is a fusion plan (which kernels one fused kernel
//! runs, vertically and horizontally); `barriers` orders a vertical group's fragments and
//! places the fewest barriers (§5.1-5.2); `cost` models launches on an H100 to choose an
//! orchestration, from `estimate`'s static counters when no executor profile is given; `ascend_plan` is the plan of a fused AI-Core kernel (Ascend programs:
//! the core is the unit, fragments run in program order on each core, vertically on the
//! same cores or horizontally on ranges of cores); `ascend_cost` models the multi-core chip
//! to choose between those and the unfused launches; `liveness` says
//! whether anything outside a fused kernel observes what it writes to a buffer;
//! `shared_tiles` keeps a buffer that only the blocks of one group exchange in shared
//! memory (its block's box of rows per block). The
//! transformation is `syncfuse_llvm::sirius`.
//!
//! Tile synchronisation (cuSync) where fusion refuses: `tile_deps` is the exact map from
//! consumer blocks to the producer blocks they wait for and the semaphore policies it
//! allows; `tile_cost` models stream against tile synchronisation on an H100.

pub mod ascend_cost;
pub mod ascend_plan;
pub mod barriers;
pub mod cost;
pub mod effects;
pub mod estimate;
pub mod fuse;
pub mod gap;
pub mod graph_split;
pub mod independent_loops;
pub mod iteration_fusion;
pub mod kernel_effects;
pub mod liveness;
pub mod plan;
pub mod program;
pub mod regrid;
pub mod shared_tiles;
pub mod streams;
pub mod tile_cost;
pub mod tile_deps;
pub mod tile_plan;
pub mod uar;
pub mod uar_dot;
pub mod width;
