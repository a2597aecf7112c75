//! SIRIUS's transformation on LLVM IR: `specialise` clones exported host functions per
//! constant call, `codegen` builds fused kernels in the device module, `host_rewrite`
//! replaces the launches of a fused group by one launch, `iteration_fusion` runs a host
//! loop's iterations in one launch per launch site, `lockstep` runs copies of one kernel in
//! a fused kernel in lock-step (operands they share loaded once), `shared_tiles` moves a buffer that
//! only the blocks of one group exchange into shared memory, `thread_forwarding` forwards a
//! thread's stores to its later loads where LLVM's `gvn` cannot (after `unsink_accesses`
//! moved the loads and stores LLVM sank into joins back onto their edges), `dead_stores` removes a
//! fused kernel's stores that nothing observes; `ascend_fusion` does both for a
//! fused AI-Core kernel of an Ascend program, and `ub_forwarding` keeps its
//! intermediates in UB (after `tile_loop_fusion` joins the fragments' tile loops). Decisions come from
//! `syncfuse_sirius` (plain data); nothing here decides, it only applies.

pub mod ascend_fusion;
pub mod codegen;
pub mod dead_stores;
pub mod host_rewrite;
pub mod iteration_fusion;
pub mod lockstep;
pub mod pass_pipeline;
pub mod shared_tiles;
pub mod specialise;
pub mod thread_forwarding;
pub mod tile_loop_fusion;
pub mod ub_forwarding;
pub mod unsink_accesses;
