//! The static estimate of a launch's counters, for the cost models when no executor
//! profile is given (`fuse` always; `tile-sync` and `streams` without `profile=`): blocks
//! and threads from the launch shape, instructions as an assumed amount per thread, and
//! global-memory bytes from the kernel's effects — each access moves its extent once per
//! dynamic instance, the instances being the launch's threads times its loops' trip
//! counts. A buffer's bytes are kept apart (`BufferTraffic`) so that what sirius removes
//! after fusion (dead stores, forwarded loads, shared tiles) can be taken off again.
//!
//! Invariant: an estimate depends only on the launch (one answer for every caller).
//! Bytes ignore guards (bounds checks: an upper bound for partial tiles) and count a loop
//! without a constant trip count once (a lower bound for it); a grid axis that is not a
//! compile-time constant is `ASSUMED_GRID_EXTENT` blocks. Only ratios between the
//! variants of one decision are read from it; the report says it is an estimate.

use crate::gpu::cost::LaunchCounters;
use crate::model::kernel_effects::KernelAccess;
use crate::model::program::{BufferName, DevicePointer, Launch, LaunchArgument, Shape};
use serde::Serialize;
use syncfuse_poly::footprint::LoopDim;

/// Dynamic IR instructions assumed per thread of a launch.
pub const ASSUMED_INSTRUCTIONS_PER_THREAD: u64 = 64;
/// Blocks assumed along a grid axis that is not a compile-time constant.
pub const ASSUMED_GRID_EXTENT: u64 = 32;

/// The global bytes one launch moves into or out of one buffer (`None`: a pointer not
/// traced to one allocation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BufferTraffic {
    pub buffer: Option<BufferName>,
    /// The kernel parameter the access goes through.
    pub parameter: u32,
    pub write: bool,
    pub bytes: u64,
}

/// Blocks of a launch's grid.
pub fn grid_blocks(launch: &Launch) -> u64 {
    volume(&launch.grid, ASSUMED_GRID_EXTENT)
}

/// Threads of a launch's block.
pub fn block_threads(launch: &Launch) -> u64 {
    volume(&launch.block, 1)
}

fn volume(shape: &Shape, unknown: u64) -> u64 {
    shape.iter().map(|extent| extent.map_or(unknown, |e| e.max(1) as u64)).product()
}

/// The launch's counters as estimated statically.
pub fn launch_counters(launch: &Launch) -> LaunchCounters {
    let (blocks, threads_per_block) = (grid_blocks(launch), block_threads(launch));
    LaunchCounters {
        blocks,
        threads_per_block,
        instructions: blocks * threads_per_block * ASSUMED_INSTRUCTIONS_PER_THREAD,
        global_bytes: traffic(launch).iter().map(|t| t.bytes).sum(),
    }
}

/// The global bytes of each access of the launch's kernel, by buffer and direction (one
/// entry per access; empty when the effects are unknown).
pub fn traffic(launch: &Launch) -> Vec<BufferTraffic> {
    let Ok(effects) = &launch.effects else { return Vec::new() };
    let threads = grid_blocks(launch) * block_threads(launch);
    let buffer = |access: &KernelAccess| match launch.arguments.get(access.parameter as usize) {
        Some(LaunchArgument::Pointer(DevicePointer::Buffer { buffer, .. })) => Some(buffer.clone()),
        _ => None,
    };
    (effects.accesses.iter())
        .map(|access| BufferTraffic {
            buffer: buffer(access),
            parameter: access.parameter,
            write: access.write,
            bytes: threads * iterations(&access.loops) * access.extent.max(0) as u64,
        })
        .collect()
}

/// How often one thread runs an access inside `loops` (an unrolled copy of a body runs
/// its share of the iterations).
fn iterations(loops: &[LoopDim]) -> u64 {
    let trips = |dim: &LoopDim| {
        let trips = dim.trip_count.as_ref().and_then(|t| t.as_constant()).map_or(1, |t| t.max(0) as u64);
        match &dim.residue {
            Some(residue) => trips.saturating_sub(u64::from(residue.index)).div_ceil(u64::from(residue.copies.max(1))),
            None => trips,
        }
    };
    loops.iter().map(trips).product()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::kernel_effects::KernelEffects;
    use crate::model::program::Platform;
    use syncfuse_poly::affine::AffineExpr;
    use syncfuse_poly::footprint::IterationResidue;

    fn access(parameter: u32, write: bool, loops: Vec<LoopDim>) -> KernelAccess {
        KernelAccess {
            parameter,
            write,
            offset: None,
            extent: 4,
            loops,
            guards: vec![],
            exact: false,
            index_rows: None,
        }
    }

    fn launch(grid: Shape, accesses: Vec<KernelAccess>) -> Launch {
        let pointer = |buffer: &str| {
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer: BufferName::new(buffer), offset: None })
        };
        Launch {
            platform: Platform::Cuda,
            kernel: "k".into(),
            grid,
            block: [Some(16), Some(16), Some(1)],
            arguments: vec![pointer("a"), pointer("b"), LaunchArgument::Other],
            parameter_bytes: 24,
            effects: Ok(KernelEffects { accesses, ..KernelEffects::default() }),
            regrid: None,
        }
    }

    #[test]
    fn bytes_are_instances_times_extent_per_buffer() {
        let k_loop = LoopDim::new("k_it_b1", Some(AffineExpr::constant(8)));
        let launch = launch([Some(4), Some(2), Some(1)], vec![access(0, false, vec![k_loop]), access(1, true, vec![])]);
        let threads = 4 * 2 * 256;
        assert_eq!(
            traffic(&launch),
            vec![
                BufferTraffic {
                    buffer: Some(BufferName::new("a")),
                    parameter: 0,
                    write: false,
                    bytes: threads * 8 * 4
                },
                BufferTraffic { buffer: Some(BufferName::new("b")), parameter: 1, write: true, bytes: threads * 4 },
            ]
        );
        let counters = launch_counters(&launch);
        assert_eq!((counters.blocks, counters.global_bytes), (8, threads * 9 * 4));
    }

    #[test]
    fn unknown_extents_and_trip_counts_are_assumed_and_unrolled_copies_share_the_trips() {
        let unknown_trips = LoopDim::new("k_it_b1", Some(AffineExpr::symbol("n")));
        let copy = |index| LoopDim {
            residue: Some(IterationResidue { copies: 4, index }),
            ..LoopDim::new("k_it_b2", Some(AffineExpr::constant(10)))
        };
        let launch = launch(
            [None, Some(1), Some(1)],
            vec![
                access(0, false, vec![unknown_trips]),
                access(0, false, vec![copy(1)]),
                access(0, false, vec![copy(3)]),
            ],
        );
        let per_thread: Vec<u64> = traffic(&launch).iter().map(|t| t.bytes / (ASSUMED_GRID_EXTENT * 256 * 4)).collect();
        assert_eq!(per_thread, vec![1, 3, 2]);
    }
}
