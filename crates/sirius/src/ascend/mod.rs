//! Fusion of Ascend programs, with the core as the unit: `ascend_plan` is the plan of a
//! fused AI-Core kernel (fragments in program order on each core, vertically on the same
//! cores or horizontally on ranges of cores); `ascend_cost` models the multi-core chip
//! (Verrocchio's per-core pipe time, the shared GM bus, waves, launch overhead) over
//! `ascend-sync`'s work estimate to choose between those and the unfused launches. The
//! rewrite is `syncfuse_llvm::sirius::ascend_fusion`.
//!
//! Invariant: a plan runs each fragment on the cores and in the order the UAR allows.

pub mod ascend_cost;
pub mod ascend_plan;
