//! The static estimate of a launch's counters, for the cost models when no executor
//! profile is given (`fuse` always; `tile-sync` and `streams` without `profile=`): blocks
//! and threads from the launch shape; instructions from the kernel's IR (`BlockWork`:
//! each basic block's instructions times its loops' trip counts, on the threads its
//! guards on block and thread indices admit, a trip count that varies by thread or block
//! summed over the threads; an assumed amount per thread where the kernel was not read);
//! and global-memory bytes from the kernel's effects — each access moves its extent once
//! per dynamic instance, the instances being the launch's threads times its loops' trip
//! counts. A buffer's bytes are kept apart (`BufferTraffic`) so that what sirius removes
//! after fusion (dead stores, forwarded loads, shared tiles) can be taken off again; the
//! instructions that depend on given parameters apart (`instructions_independent_of`), so
//! that what lock-step shares can be.
//!
//! Invariant: an estimate depends only on the launch (one answer for every caller; the
//! ISL counts and per-thread sums are memoised by what they depend on). Bytes ignore
//! guards (bounds checks: an upper bound for partial tiles); bytes and instructions count a
//! loop without a trip count they can evaluate once (a lower bound for it); a grid axis
//! that is not a compile-time constant is `ASSUMED_GRID_EXTENT` blocks. Only ratios
//! between the variants of one decision are read from it; the report says it is an
//! estimate.

use crate::gpu::cost::LaunchCounters;
use crate::model::effects::{unit_dimensions, Level};
use crate::model::kernel_effects::KernelAccess;
use crate::model::program::{BufferName, DevicePointer, Launch, LaunchArgument, Shape};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use syncfuse_poly::affine::{evaluate, AffineCondition, AffineExpr, Definition};
use syncfuse_poly::footprint::{BlockWork, LoopDim, ParameterMask};
use syncfuse_poly::query::query;
use syncfuse_poly::relation::{Condition, Relation, Tuple};

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
        instructions: instructions(launch),
        global_bytes: traffic(launch).iter().map(|t| t.bytes).sum(),
    }
}

/// Dynamic IR instructions of all the launch's threads: each block of the kernel's work,
/// its instructions times its loops' iterations, on the threads its guards on block and
/// thread indices admit (`JOINTLY_COUNTED_UNITS`); `ASSUMED_INSTRUCTIONS_PER_THREAD` per
/// thread where the kernel was not read.
pub fn instructions(launch: &Launch) -> u64 {
    let work = launch.effects.as_ref().map_or(&[][..], |e| e.work.as_slice());
    if work.is_empty() {
        return grid_blocks(launch) * block_threads(launch) * ASSUMED_INSTRUCTIONS_PER_THREAD;
    }
    work_instructions(launch, work.iter())
}

/// The part of `instructions` that depends on none of `parameters` (none where the kernel
/// was not read): what a copy of the launch whose arguments differ from another's only
/// there computes alike (`lockstep`).
pub fn instructions_independent_of(launch: &Launch, parameters: ParameterMask) -> u64 {
    let work = launch.effects.as_ref().map_or(&[][..], |e| e.work.as_slice());
    work_instructions(launch, work.iter().filter(|w| !w.parameters.meets(parameters)))
}

fn work_instructions<'w>(launch: &Launch, work: impl Iterator<Item = &'w BlockWork>) -> u64 {
    let units = unit_dimensions(Level::Thread);
    let (block_names, thread_names) = units.split_at(3);
    let extents: Vec<Option<i64>> = launch.grid.iter().chain(&launch.block).copied().collect();
    let joint = grid_blocks(launch) * block_threads(launch) <= JOINTLY_COUNTED_UNITS;
    let definitions = launch.effects.as_ref().map_or(&[][..], |e| e.definitions.as_slice());
    work.map(|w| {
        let blocks = || admitted(block_names, &launch.grid, &w.unit_guards).unwrap_or_else(|| grid_blocks(launch));
        let summed = match joint {
            true => summed_iterations(&units, &extents, definitions, w),
            false => {
                summed_iterations(thread_names, &launch.block, definitions, w).map(|per_block| blocks() * per_block)
            }
        };
        if let Some(iterations) = summed {
            return iterations * w.instructions;
        }
        let together = joint.then(|| admitted(&units, &extents, &w.unit_guards)).flatten();
        let units = together.unwrap_or_else(|| {
            let threads =
                admitted(thread_names, &launch.block, &w.unit_guards).unwrap_or_else(|| block_threads(launch));
            blocks() * threads
        });
        units * w.instructions * iterations(&w.loops)
    })
    .sum()
}

/// For work inside a loop whose trip count varies by unit (`for (c = threadIdx.x; c < n;
/// c += 32)`, a grid-stride loop): its iterations summed over the points of the box
/// `0 <= names < extents` (the launch's blocks and threads, or one block's threads) that
/// its guards on `names` admit, each trip count evaluated at each point (`None`: no such
/// loop, or an extent that is not constant; a trip count that cannot be evaluated there
/// counts once).
fn summed_iterations(
    names: &[String],
    extents: &[Option<i64>],
    definitions: &[Definition],
    work: &BlockWork,
) -> Option<u64> {
    let varying = |l: &LoopDim| l.trip_count.as_ref().is_some_and(|t| t.as_constant().is_none());
    if !work.loops.iter().any(varying) {
        return None;
    }
    let extents = extents.iter().map(|e| e.filter(|&e| e >= 1)).collect::<Option<Vec<i64>>>()?;
    let key = format!("{names:?}|{extents:?}|{:?}|{:?}|{definitions:?}", work.loops, work.unit_guards);
    thread_local!(static SUMMED: RefCell<HashMap<String, u64>> = RefCell::default());
    if let Some(known) = SUMMED.with(|summed| summed.borrow().get(&key).copied()) {
        return Some(known);
    }
    let on_names = |g: &&AffineCondition| g.expression().symbols().all(|s| names.iter().any(|n| n == s));
    let guards: Vec<&AffineCondition> = work.unit_guards.iter().filter(on_names).collect();
    let (mut point, mut total) = (vec![0; extents.len()], 0);
    loop {
        let value = |name: &str| names.iter().position(|n| n == name).map(|axis| point[axis]);
        let at = |expression: &AffineExpr| evaluate(expression, definitions, &value);
        if guards.iter().all(|g| at(g.expression()).is_some_and(|v| g.holds(v))) {
            total += iterations_where(&work.loops, &at);
        }
        // The next point, the first axis fastest; done after the last.
        let Some(axis) = (0..point.len()).find(|&axis| point[axis] + 1 < extents[axis]) else { break };
        point[axis] += 1;
        point[..axis].iter_mut().for_each(|coordinate| *coordinate = 0);
    }
    SUMMED.with(|summed| summed.borrow_mut().insert(key, total));
    Some(total)
}

/// The most threads of a launch whose guards on block and thread indices together
/// (`i < n`, `i = blockIdx.x * 256 + threadIdx.x`) are counted, and whose trip counts are
/// summed over its blocks and threads: both visit every point. A larger launch counts its
/// guards on blocks and on threads apart (every thread a guard on both would leave out
/// counts) and sums trip counts over one block's threads (one that varies by block, a
/// grid-stride loop's, counts once).
const JOINTLY_COUNTED_UNITS: u64 = 1 << 16;

/// How many points of the box `0 <= names < extents` (a grid of blocks, a block of
/// threads, or both) satisfy those of `guards` on `names` alone (`None`: all of them, where
/// no guard is, an extent is not constant or ISL cannot count them).
fn admitted(names: &[String], extents: &[Option<i64>], guards: &[AffineCondition]) -> Option<u64> {
    let on_names = |g: &&AffineCondition| g.expression().symbols().all(|s| names.iter().any(|n| n == s));
    let conditions: Vec<String> = guards.iter().filter(on_names).map(|g| g.isl(&|e| e.clone())).collect();
    if conditions.is_empty() {
        return None;
    }
    let extents = extents.iter().map(|extent| extent.filter(|&e| e >= 1)).collect::<Option<Vec<i64>>>()?;
    let bounds = names.iter().zip(extents).map(|(name, extent)| Condition::within(0, name, extent));
    let conditions = bounds.chain(conditions.into_iter().map(Condition::constraint));
    let points = Relation::set(Tuple::anonymous(names), Condition::all(conditions)).to_string();
    // Every variant the decision models asks again for the same launches' guards.
    thread_local!(static COUNTED: RefCell<HashMap<String, Option<u64>>> = RefCell::default());
    if let Some(known) = COUNTED.with(|counted| counted.borrow().get(&points).copied()) {
        return known;
    }
    let count = query(|q| q.set(&points)?.count()).ok().map(|count| count.max(0) as u64);
    COUNTED.with(|counted| counted.borrow_mut().insert(points, count));
    count
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
    iterations_where(loops, &AffineExpr::as_constant)
}

/// `iterations` with each trip count's value from `value` (once where it has none).
fn iterations_where(loops: &[LoopDim], value: &dyn Fn(&AffineExpr) -> Option<i64>) -> u64 {
    let trips = |dim: &LoopDim| {
        let trips = dim.trip_count.as_ref().and_then(value).map_or(1, |t| t.max(0) as u64);
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
    fn instructions_are_each_blocks_times_its_trips_on_the_units_its_guards_admit() {
        let symbol = AffineExpr::symbol;
        let work = |instructions, loops, unit_guards, parameters| BlockWork {
            instructions,
            loops,
            unit_guards,
            parameters: ParameterMask(parameters),
        };
        let k_loop = LoopDim::new("k_it_b1", Some(AffineExpr::constant(8)));
        // Blocks with x below 3 (6 of the 4 x 2: a horizontal group's range); thread 0 of
        // 256 (a block's leader) where a guard on both holds (`tid_x >= ctaid_x`: in the
        // 2 blocks of x 0).
        let first_blocks = AffineCondition::NonNegative(AffineExpr::constant(2).sub(&symbol("ctaid_x")));
        let leader = AffineCondition::Zero(symbol("tid_x").add(&symbol("tid_y")));
        let mixed = AffineCondition::NonNegative(symbol("tid_x").sub(&symbol("ctaid_x")));
        let mut launch = launch([Some(4), Some(2), Some(1)], vec![]);
        launch.effects.as_mut().unwrap().work = vec![
            work(3, vec![k_loop], vec![], 0b01),
            work(5, vec![], vec![first_blocks], 0b10),
            work(7, vec![], vec![leader, mixed], 0b11),
        ];
        let threads = 8 * 256;
        assert_eq!(instructions(&launch), threads * 3 * 8 + 6 * 256 * 5 + 2 * 7);
        assert_eq!(launch_counters(&launch).instructions, instructions(&launch));
        // What copies differing only in parameter 1 compute alike: the first entry.
        assert_eq!(instructions_independent_of(&launch, ParameterMask::of(1)), threads * 3 * 8);
        // A loop each thread runs its own number of times (`for (c = tx; c < 16; ++c)`):
        // 16 - tx iterations, summed over the 16 x 16 threads of each of the 8 blocks.
        let per_thread = LoopDim::new("c_it_b4", Some(AffineExpr::constant(16).sub(&symbol("tid_x"))));
        let before = instructions(&launch);
        launch.effects.as_mut().unwrap().work.push(work(2, vec![per_thread], vec![], 0));
        assert_eq!(instructions(&launch) - before, 8 * 16 * (1..=16).sum::<u64>() * 2);
        // One whose trips vary by block (a grid-stride loop's): 4 - ctaid_x, over the 4 x 2
        // blocks of 256 threads.
        let per_block = LoopDim::new("g_it_b5", Some(AffineExpr::constant(4).sub(&symbol("ctaid_x"))));
        let before = instructions(&launch);
        launch.effects.as_mut().unwrap().work.push(work(3, vec![per_block], vec![], 0));
        assert_eq!(instructions(&launch) - before, (4 + 3 + 2 + 1) * 2 * 256 * 3);
        // Without the kernel's work: the assumed amount per thread, none independent.
        launch.effects.as_mut().unwrap().work.clear();
        assert_eq!(instructions(&launch), threads * ASSUMED_INSTRUCTIONS_PER_THREAD);
        assert_eq!(instructions_independent_of(&launch, ParameterMask::of(1)), 0);
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
