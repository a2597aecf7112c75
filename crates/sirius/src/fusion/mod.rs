//! Kernel fusion's decisions (SIRIUS §4-5) on the program model: `regrid` renumbers
//! element-wise launches on their producer's grid before the UAR is built (§4.2's domain
//! adjustment); `fuse` decides (P1-P3); `plan` is a fusion plan (which kernels one fused
//! kernel runs, vertically and horizontally); `barriers` orders a vertical group's
//! fragments with the fewest barriers (§5.1-5.2); `iteration_fusion` fuses a host loop's
//! independent iterations; `liveness` says whether anything outside a fused kernel
//! observes what it writes; `lockstep` finds fragments that run in lock-step and the
//! operands they then load once; `shared_tiles` keeps a buffer only the blocks of one group
//! exchange in shared memory. The transformation is `syncfuse_llvm::sirius`.
//!
//! Invariant: launches joined by a global dependence are never fused; every plan here is
//! one the UAR allows.

pub mod barriers;
pub mod fuse;
pub mod iteration_fusion;
pub mod liveness;
pub mod lockstep;
pub mod plan;
pub mod regrid;
pub mod shared_tiles;
