//! Graph split (swFLOWpro §2.3), plain data: a region's launches cut along one grid axis
//! into `parts` ranges of blocks, part k of every launch on stream k, so that the parts
//! pipeline (part 1 of the first kernel runs beside part 0 of the second) where the
//! region is one chain and streams alone find no parallelism.
//!
//! Which regions: every UAR edge between two launches of the region, restricted to one
//! iteration of the host loops they share (each iteration's region is joined before the
//! next starts), is a data edge of width thread, block or core: consumer block b depends
//! only on producer block b. Part k of every launch covers the same absolute block range
//! `[bounds[k], bounds[k + 1])` along the axis (the grids' extents may differ: each
//! launch runs the blocks of the range it has), so everything part k of a launch needs
//! was written by part k of earlier launches, on the same stream, in issue order. The
//! axis is one along which every launch has a compile-time extent (Ascend: the core
//! index, the only one), the one with the most blocks. Blocks of one launch are unordered
//! with respect to each other already, so running a launch's parts concurrently orders
//! them no less. Invariant: a `GraphSplit` is only built for a region where those checks
//! hold; every other answer is a typed `SplitReject`. The split itself (`GraphSplit`,
//! `LaunchPart`) is part of the schedule that runs it, in `streams`. The kernel copies with
//! block offsets and the host launches per part are `syncfuse_llvm::streams`.

use crate::model::program::{BufferName, HostProgram, Platform, StatementId};
use crate::model::uar::{EdgeKind, OneIteration, UnifiedGraph};
use crate::model::width::DependenceWidth;
use crate::streams::stream_schedule::{
    trailing_copies, GraphSplit, LaunchModel, ModelledLaunch, StreamIndex, StreamSchedule,
};
use petgraph::graph::NodeIndex;
use syncfuse_hardware::cuda::Axis;
use syncfuse_reason::Reason;
use thiserror::Error;

/// Why a region is not split, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SplitReject {
    #[error("{later} may depend on {earlier} without knowing which blocks (effects unknown)")]
    UnknownDependence { earlier: String, later: String },
    #[error(
        "{later} depends on {earlier} through {} across blocks (width {width}): its parts would need other parts of {earlier}",
        .buffer.as_ref().map_or("memory not traced to a buffer", BufferName::as_str)
    )]
    AcrossBlocks { earlier: String, later: String, buffer: Option<BufferName>, width: DependenceWidth },
    #[error("{launch} has no compile-time grid extent along any axis with two blocks or more")]
    GridNotConstant { launch: String },
    #[error("the largest grid has {blocks} blocks along {axis:?}: fewer than 2 parts")]
    TooFewBlocks { axis: Axis, blocks: u64 },
}

impl SplitReject {
    /// The launch whose dependence on an earlier one refused the split: the region splits
    /// up to it (the launches before it, and from it on, may each be split).
    pub fn breaking_launch(&self) -> Option<&str> {
        match self {
            SplitReject::UnknownDependence { later, .. } | SplitReject::AcrossBlocks { later, .. } => Some(later),
            _ => None,
        }
    }
}

impl Reason for SplitReject {
    /// The stable remark name.
    fn remark_name(&self) -> &'static str {
        match self {
            SplitReject::UnknownDependence { .. } => "SplitDependenceUnknown",
            SplitReject::AcrossBlocks { .. } => "SplitAcrossBlocks",
            SplitReject::GridNotConstant { .. } => "SplitGridNotConstant",
            SplitReject::TooFewBlocks { .. } => "SplitTooFewBlocks",
        }
    }
}

/// The split of the region `launches` into at most `parts` parts, or why not.
pub fn plan_split(
    program: &HostProgram,
    uar: &UnifiedGraph,
    launches: &[StatementId],
    parts: u32,
) -> Result<GraphSplit, SplitReject> {
    let name = |statement: StatementId| program.statements[statement].name.clone();
    for (position, &later) in launches.iter().enumerate() {
        for &earlier in &launches[..position] {
            if let Some(reject) = cross_block_edge(uar, earlier, later, &name) {
                return Err(reject);
            }
        }
    }
    let grids: Vec<&crate::model::program::Launch> =
        launches.iter().map(|&s| program.statements[s].kind.launch().expect("regions hold launches")).collect();
    let axes: &[Axis] = match grids[0].platform {
        Platform::Cuda => &[Axis::X, Axis::Y, Axis::Z],
        Platform::Ascend => &[Axis::X],
    };
    let extents_along = |axis: Axis| -> Option<Vec<u64>> {
        grids.iter().map(|launch| launch.grid[axis as usize].filter(|&e| e > 0).map(|e| e as u64)).collect()
    };
    let known: Vec<(Axis, Vec<u64>)> = axes.iter().filter_map(|&axis| Some((axis, extents_along(axis)?))).collect();
    let largest = |extents: &[u64]| extents.iter().copied().max().unwrap_or(0);
    let widest = known.into_iter().max_by_key(|(axis, extents)| (largest(extents), std::cmp::Reverse(*axis as usize)));
    let unknown =
        launches.iter().zip(&grids).find(|(_, launch)| axes.iter().any(|&a| launch.grid[a as usize].is_none()));
    let (axis, extents) = match (widest, unknown) {
        (Some((_, extents)), Some((&launch, _))) if largest(&extents) < 2 => {
            return Err(SplitReject::GridNotConstant { launch: name(launch) })
        }
        (Some(widest), _) => widest,
        (None, unknown) => {
            let launch = unknown.map_or(launches[0], |(&launch, _)| launch);
            return Err(SplitReject::GridNotConstant { launch: name(launch) });
        }
    };
    let largest = largest(&extents);
    let parts = u64::from(parts).min(largest);
    if parts < 2 {
        return Err(SplitReject::TooFewBlocks { axis, blocks: largest });
    }
    let bounds = (0..=parts).map(|k| (k * largest).div_ceil(parts)).collect();
    Ok(GraphSplit { axis, bounds, extents })
}

/// The first edge from `earlier` to `later` that needs blocks other than the consumer's own
/// within one iteration of their loops.
fn cross_block_edge(
    uar: &UnifiedGraph,
    earlier: StatementId,
    later: StatementId,
    name: &impl Fn(StatementId) -> String,
) -> Option<SplitReject> {
    let (a, b) = (NodeIndex::new(earlier.0), NodeIndex::new(later.0));
    uar.graph.edges_connecting(a, b).find_map(|edge| {
        let edge = edge.weight();
        let width = match &edge.one_iteration {
            OneIteration::LaterIterationsOnly | OneIteration::NoPair => return None,
            OneIteration::Pairs { width } => width.as_ref(),
            OneIteration::AllPairs => edge.width.as_ref(),
        };
        let unknown = || SplitReject::UnknownDependence { earlier: name(earlier), later: name(later) };
        if matches!(edge.kind, EdgeKind::Unknown | EdgeKind::Virtual) {
            return Some(unknown());
        }
        let Some(width) = width else { return Some(unknown()) };
        (width.width == DependenceWidth::Global).then(|| SplitReject::AcrossBlocks {
            earlier: name(earlier),
            later: name(later),
            buffer: edge.buffer.clone(),
            width: width.width,
        })
    })
}

/// `schedule`'s region run as `split` says: each launch's parts issued one after another,
/// part k on stream k, modelled by `model`; trailing copies wait for every part's stream of
/// the launches they share data with.
pub fn split_schedule(
    program: &HostProgram,
    uar: &UnifiedGraph,
    schedule: &StreamSchedule,
    split: GraphSplit,
    model: &dyn LaunchModel,
) -> StreamSchedule {
    let launches = &schedule.launches;
    let mut issued = Vec::new();
    let mut assigned = Vec::new();
    for (position, &statement) in launches.iter().enumerate() {
        for part in split.launch_parts(position) {
            let share = part.blocks as f64 / split.extents[position] as f64;
            issued.push(ModelledLaunch { statement, share });
            assigned.push(StreamIndex(part.part as u32));
        }
    }
    let streams_us = model.seconds(&issued, &assigned, &[]) * 1e6;
    let streams_of = |position: usize| -> Vec<StreamIndex> {
        split.launch_parts(position).iter().map(|p| StreamIndex(p.part as u32)).collect()
    };
    StreamSchedule {
        streams: vec![StreamIndex(0); launches.len()],
        events: Vec::new(),
        streams_used: split.parts() as u32,
        streams_us,
        trailing: trailing_copies(program, uar, launches, streams_of),
        split: Some(split),
        ..schedule.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(bounds: &[u64], extents: &[u64]) -> GraphSplit {
        GraphSplit { axis: Axis::Y, bounds: bounds.to_vec(), extents: extents.to_vec() }
    }

    #[test]
    fn every_launch_runs_the_blocks_of_each_range_it_has() {
        let split = split(&[0, 4, 7, 10], &[10, 5, 4]);
        let parts = |position| -> Vec<(usize, u64, u64)> {
            split.launch_parts(position).iter().map(|p| (p.part, p.offset, p.blocks)).collect()
        };
        assert_eq!(parts(0), [(0, 0, 4), (1, 4, 3), (2, 7, 3)]);
        assert_eq!(parts(1), [(0, 0, 4), (1, 4, 1)]);
        assert_eq!(parts(2), [(0, 0, 4)]);
    }

    #[test]
    fn a_breaking_launch_is_named_only_by_dependence_refusals() {
        let across = SplitReject::AcrossBlocks {
            earlier: "S1".into(),
            later: "S2".into(),
            buffer: Some("buf0".into()),
            width: DependenceWidth::Global,
        };
        assert_eq!(across.breaking_launch(), Some("S2"));
        assert_eq!(SplitReject::TooFewBlocks { axis: Axis::X, blocks: 1 }.breaking_launch(), None);
    }
}
