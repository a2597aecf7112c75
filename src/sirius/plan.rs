//! A fusion plan as plain data: which kernels one fused kernel runs and how they are
//! orchestrated (SIRIUS §4.2). A fused kernel is a horizontal arrangement of vertical
//! groups: every block of the fused grid belongs to exactly one group (horizontal: groups
//! run side by side on disjoint block ranges), and the threads of a group's block run the
//! group's fragments one after another (vertical), with `__syncthreads()` between two
//! fragments joined by a block-level dependence. Fully vertical is one group; fully
//! horizontal is one fragment per group.
//!
//! Invariant (checked by `FusedKernelPlan::validate`): a fragment that executes a barrier
//! itself has exactly the fused block shape, so that its guard is uniform over the block
//! and every thread of the block reaches each of its barriers; every fragment's block fits
//! the fused block. Grid extents are launch-time values (often computed from sizes on the
//! host), block extents are constants, as in nearly every CUDA program.
//! Sits between the fusion decision (`sirius::fuse`) and device code generation
//! (`sirius::codegen`).

use crate::target::cuda::Dim3;
use serde::Serialize;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FusedKernelPlan {
    /// Symbol of the new kernel in the device module.
    pub name: String,
    /// Block shape of the fused launch.
    pub block: Dim3,
    pub groups: Vec<VerticalGroup>,
}

/// Fragments run one after another by the same threads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VerticalGroup {
    pub fragments: Vec<Fragment>,
}

/// One original kernel launch inside a fused kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fragment {
    /// Device symbol of the original kernel.
    pub kernel: String,
    /// Its (constant) block shape in the original launch.
    pub block: Dim3,
    /// A `__syncthreads()` separates it from the previous fragment of its group (a
    /// block-level dependence between them).
    pub barrier_before: bool,
}

/// Why a plan cannot be generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlanReject {
    #[error("fused kernel {0} has no fragment")]
    Empty(String),
    #[error("fragment {kernel}: its block {block:?} does not fit the fused block {fused:?}")]
    BlockTooLarge { kernel: String, block: Dim3, fused: Dim3 },
    #[error(
        "fragment {kernel} executes a barrier but its block {block:?} differs from the fused block {fused:?}: \
         some threads of a fused block would skip its barriers (barrier divergence)"
    )]
    BarrierUnderPartialBlock { kernel: String, block: Dim3, fused: Dim3 },
    #[error("fragment {0} is the first of its group and cannot have a barrier before it")]
    LeadingBarrier(String),
}

impl FusedKernelPlan {
    pub fn fragments(&self) -> impl Iterator<Item = &Fragment> {
        self.groups.iter().flat_map(|g| &g.fragments)
    }

    /// Checks the invariant; `has_barrier(kernel)` says whether a kernel executes a block
    /// barrier anywhere in its body.
    pub fn validate(&self, has_barrier: impl Fn(&str) -> bool) -> Result<(), PlanReject> {
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
            if !block.fits_in(fused) {
                return Err(PlanReject::BlockTooLarge { kernel, block, fused });
            }
            if block != fused && has_barrier(&fragment.kernel) {
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
        Fragment { kernel: kernel.into(), block, barrier_before }
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
        assert!(matches!(p.validate(|k| k == "b"), Err(PlanReject::BarrierUnderPartialBlock { .. })));
        assert_eq!(p.validate(|k| k == "a"), Ok(()));
    }

    #[test]
    fn malformed_plans_are_rejected() {
        assert!(matches!(plan(dim(8, 8), vec![]).validate(|_| false), Err(PlanReject::Empty(_))));
        let too_large = plan(dim(8, 8), vec![vec![fragment("a", dim(16, 1), false)]]);
        assert!(matches!(too_large.validate(|_| false), Err(PlanReject::BlockTooLarge { .. })));
        let leading = plan(dim(8, 8), vec![vec![fragment("a", dim(8, 8), true)]]);
        assert!(matches!(leading.validate(|_| false), Err(PlanReject::LeadingBarrier(_))));
    }
}
