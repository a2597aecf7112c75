//! A fusion plan as plain data: which kernels one fused kernel runs and how they are
//! orchestrated (SIRIUS §4.2). A fused kernel is a horizontal arrangement of vertical
//! groups: every block of the fused grid belongs to exactly one group (horizontal: groups
//! run side by side on disjoint block ranges), and the threads of a group's block run the
//! group's fragments one after another (vertical), with `__syncthreads()` between two
//! fragments joined by a block-level dependence. Fully vertical is one group; fully
//! horizontal is one fragment per group.
//!
//! Threads: a fragment whose block is the fused block runs on the same thread indices; any
//! other fragment is *remapped*: its threads are numbered linearly and the fused block's
//! threads run them in `⌈its threads / fused threads⌉` rounds (thread coarsening, the `for`
//! of §4.2's domain alignment), each virtual thread exactly once. Invariant (checked by
//! `FusedKernelPlan::validate`): a fragment that executes a barrier itself has the fused
//! block's thread count, so that it runs in one round without a guard (reshaped when its
//! shape differs: the same linear thread numbers, hence the same warps and lanes) and every
//! thread of the block reaches each of its barriers. Grid extents are launch-time values (often
//! computed from sizes on the host), block extents are constants, as in nearly every CUDA
//! program.
//! Sits between the fusion decision (`sirius::fuse`) and device code generation
//! (`sirius::codegen`).

use crate::model::program::{KernelName, Regrid};
use serde::Serialize;
use syncfuse_hardware::cuda::Dim3;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FusedKernelPlan {
    /// Symbol of the new kernel in the device module.
    pub name: KernelName,
    /// Block shape of the fused launch.
    pub block: Dim3,
    pub groups: Vec<VerticalGroup>,
}

/// Fragments run one after another by the same threads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VerticalGroup {
    pub fragments: Vec<Fragment>,
}

impl VerticalGroup {
    /// The group's fragments in maximal runs that the same threads run back to back: the
    /// same block, no barrier between them (positions in the group). Between such
    /// fragments every dependence is thread-level (a block-level one has its barrier), so
    /// each thread may run the whole run before the next thread of its round starts: a
    /// value one fragment stores and the next loads stays in the thread, where LLVM's
    /// forwarding finds it (thread-level forwarding).
    pub fn same_thread_runs(&self) -> Vec<std::ops::Range<usize>> {
        let mut runs: Vec<std::ops::Range<usize>> = Vec::new();
        for (index, fragment) in self.fragments.iter().enumerate() {
            match runs.last_mut() {
                Some(run) if !fragment.barrier_before && self.fragments[run.start].block == fragment.block => {
                    run.end = index + 1
                }
                _ => runs.push(index..index + 1),
            }
        }
        runs
    }
}

/// One original kernel launch inside a fused kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fragment {
    /// Device symbol of the original kernel.
    pub kernel: KernelName,
    /// Its (constant) block shape in the original launch.
    pub block: Dim3,
    /// A `__syncthreads()` separates it from the previous fragment of its group (a
    /// block-level dependence between them).
    pub barrier_before: bool,
    /// An element-wise launch renumbered on a producer's grid (`block` is then the
    /// producer's block): how its original threads are found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub regrid: Option<Regrid>,
}

/// Why a plan cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlanReject {
    #[error("fused kernel {0} has no fragment")]
    Empty(KernelName),
    #[error(
        "fragment {kernel} executes a barrier but its block {block:?} has other than the fused block {fused:?}'s \
         thread count: its barriers would not be reached by every thread of the fused block exactly once"
    )]
    BarrierUnderPartialBlock { kernel: KernelName, block: Dim3, fused: Dim3 },
    #[error("fragment {0} is the first of its group and cannot have a barrier before it")]
    LeadingBarrier(KernelName),
}

impl FusedKernelPlan {
    pub fn fragments(&self) -> impl Iterator<Item = &Fragment> {
        self.groups.iter().flat_map(|g| &g.fragments)
    }

    /// Checks the invariant; `has_barrier(kernel)` says whether a kernel executes a block
    /// barrier anywhere in its body.
    pub fn validate(&self, has_barrier: impl Fn(&KernelName) -> bool) -> Result<(), PlanReject> {
        if self.fragments().next().is_none() {
            return Err(PlanReject::Empty(self.name.clone()));
        }
        for group in &self.groups {
            if let Some(first) = group.fragments.first().filter(|f| f.barrier_before) {
                return Err(PlanReject::LeadingBarrier(first.kernel.clone()));
            }
        }
        for fragment in self.fragments() {
            let (kernel, block, fused) = (fragment.kernel.clone(), fragment.block, self.block);
            if block.volume() != fused.volume() && has_barrier(&fragment.kernel) {
                return Err(PlanReject::BarrierUnderPartialBlock { kernel, block, fused });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dim(x: u32, y: u32) -> Dim3 {
        Dim3 { x, y, z: 1 }
    }

    fn fragment(kernel: &str, block: Dim3, barrier_before: bool) -> Fragment {
        Fragment { kernel: kernel.into(), block, barrier_before, regrid: None }
    }

    fn plan(block: Dim3, groups: Vec<Vec<Fragment>>) -> FusedKernelPlan {
        FusedKernelPlan {
            name: "fused".into(),
            block,
            groups: groups.into_iter().map(|fragments| VerticalGroup { fragments }).collect(),
        }
    }

    #[test]
    fn barriers_need_the_whole_block() {
        let p = plan(dim(256, 1), vec![vec![fragment("a", dim(256, 1), false), fragment("b", dim(128, 1), true)]]);
        assert_eq!(p.validate(|_| false), Ok(()));
        assert!(matches!(p.validate(|k| k.as_str() == "b"), Err(PlanReject::BarrierUnderPartialBlock { .. })));
        assert_eq!(p.validate(|k| k.as_str() == "a"), Ok(()));
        let reshaped =
            plan(dim(16, 16), vec![vec![fragment("a", dim(16, 16), false), fragment("b", dim(32, 8), true)]]);
        assert_eq!(reshaped.validate(|_| true), Ok(()), "a reshaped block of the same thread count runs once");
    }

    #[test]
    fn malformed_plans_are_rejected() {
        assert!(matches!(plan(dim(8, 8), vec![]).validate(|_| false), Err(PlanReject::Empty(_))));
        let remapped = plan(dim(8, 8), vec![vec![fragment("a", dim(16, 16), false)]]);
        assert_eq!(remapped.validate(|_| false), Ok(()), "barrier-free fragments are remapped");
        assert!(matches!(remapped.validate(|_| true), Err(PlanReject::BarrierUnderPartialBlock { .. })));
        let leading = plan(dim(8, 8), vec![vec![fragment("a", dim(8, 8), true)]]);
        assert!(matches!(leading.validate(|_| false), Err(PlanReject::LeadingBarrier(_))));
    }
}
