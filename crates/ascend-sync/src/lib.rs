//! The ascend-sync pipeline (Li et al.), one file per stage, all on plain data (no LLVM;
//! the reader and editor are in `syncfuse_llvm`, the pass in `syncfuse_passes`):
//!
//! `model` (the kernel as blocks of pipe ops and syncs) -> `deps` (stage 1) -> `slots`
//! (ours: multi-buffering loops unrolled in the model, then `deps` again) ->
//! `normalize` (2) -> `insert` (3) -> `extra` (4) -> `redundant` (5) -> `merge` (6) ->
//! `allocate` (7), with `verify` as the independent happens-before checker that every
//! stage's output must pass and that the pass runs before it writes anything;
//! `pipeline::synchronise_kernel` drives them, within a compile-time `budget`. Two analyses of the same model serve
//! `sirius` on Ascend programs: `round_trip` (GM round trips that UB forwarding removes)
//! and `work` (a core's pipe cycles and GM bytes, for the multi-core cost model).

pub mod allocate;
pub mod budget;
pub mod deps;
pub mod extra;
pub mod insert;
pub mod merge;
pub mod model;
pub mod normalize;
pub mod pipeline;
pub mod redundant;
pub mod reject;
pub mod round_trip;
pub mod slots;
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;
pub mod verify;
pub mod work;
