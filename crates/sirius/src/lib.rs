//! SIRIUS (MLSys'23) on plain data (no LLVM): whole-program analysis and the decisions of
//! kernel fusion, tile synchronisation and streams, for CUDA and Ascend programs. One
//! folder per part:
//!
//! * `model`: the program model (program, kernel effects, ISL effects, gaps, widths, the
//!   UAR), built by `syncfuse_llvm::cuda_reader` / `ascend_reader` and printed by
//!   `syncfuse_passes::uar` (`docs/uar.md`);
//! * `gpu`: the H100 model every CUDA decision shares;
//! * `fusion`: SIRIUS's fusion decisions (P1-P3, plans, barriers, iteration fusion,
//!   liveness, shared tiles);
//! * `tile_sync`: cuSync's block maps, policies and cost;
//! * `streams`: swFLOWpro's stream schedules and graph split;
//! * `ascend`: Ascend fusion plans and the multi-core cost model.
//!
//! Invariant: the decision folders depend on `model` (and `gpu`), never `model` on them.

pub mod ascend;
pub mod fusion;
pub mod gpu;
pub mod model;
pub mod streams;
pub mod tile_sync;
