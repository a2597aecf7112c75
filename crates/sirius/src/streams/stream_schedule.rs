//! The `streams` decision (swFLOWpro's second level of parallelism, §2.3), plain data:
//! which launches of a host region run on which of K streams, and which cross-stream
//! dependences need events.
//!
//! A region is a run of launches of one host function, in the same host loops and on the
//! same host paths (`HostStatement::runs_with`: a launch under a branch is never put on a
//! stream whose events and joins the other path would not pass), with no other host
//! statement between them but allocations and host synchronisations; a copy, a set, a free
//! or a library call ends it (those wait for or touch device memory). The host
//! synchronisations inside a rewritten region are removed where their status is unused:
//! its events order what they ordered. Two
//! launches of a region depend when the UAR has any edge between them (any kind, any
//! width: ordering is all that matters here). Launches are assigned in program order, as
//! swFLOWpro feeds its queues: a launch that depends on the last launch of some stream
//! stays on that stream (a chain keeps its stream); any other goes to the next stream
//! round-robin. Every dependence on a launch of another stream becomes an event. An
//! innermost host loop whose body only launches (and synchronises) and whose launches
//! relate no two iterations (`IterationSpread`) is a region of its own: iteration i runs
//! on stream i mod k, with no events. Entering
//! the region, every stream waits for the original one; leaving it, the original waits for
//! every stream, so what follows the region (and the next host-loop iteration) sees it
//! complete; except that the copies and sets right after the region (`trailing`: the same
//! function and loops, nothing but allocations between) only wait for the streams holding
//! launches they share data with, the others joining after the last of them, so a
//! copy back of one branch's result overlaps the other branches. Invariant: every UAR edge
//! between two launches of a region is either on one stream (stream order) or an event,
//! and every edge between a launch and a trailing copy is a join before the copy; stream 0
//! is the launches' original stream.
//!
//! The number of streams is the model's choice up to K, each target's model a
//! `LaunchModel`. CUDA (`GpuModel`): the host issues the launches one after another, one
//! launch overhead apart, whatever the streams; on one stream a launch starts when it is
//! issued and the one before has finished and runs for its `Gpu::launch_seconds` without
//! the overhead; on K streams it starts when it is issued and its stream and events allow;
//! concurrent launches share the GPU, so the region takes at least its total work spread
//! over every SM; the modelled time is the larger of that and the streams' schedule.
//! Launch-bound regions (kernels shorter than a launch overhead) gain nothing; long
//! kernels with small grids gain most. Per-launch work comes from a profile (an executor
//! run's counters) where given, else it is assumed. Ascend (`ChipLaunches`): each launch's
//! cycles from the static work of its kernel (`ascend_cost::launch_cycles`), scheduled on
//! the chip's cores as the executor schedules them (`schedule_launches`: concurrent
//! launches take disjoint cores and share the GM bus).

use crate::gpu::cost::{Gpu, KernelProfile, LaunchCounters};
use crate::gpu::estimate;
use crate::model::independent_loops::independent_loops;
use crate::model::program::{FunctionLabel, HostProgram, StatementId, StatementKind};
use crate::model::uar::{Edge, EdgeKind, UnifiedGraph};
use petgraph::graph::NodeIndex;
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use syncfuse_hardware::ascend::ChipModel;
use syncfuse_hardware::ascend_host::{schedule_launches, ConcurrentLaunch, SharedChip};
use syncfuse_hardware::cuda::Axis;

/// A stream of a region's schedule: 0 is the launches' original stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct StreamIndex(pub u32);

/// One region's schedule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StreamSchedule {
    pub function: FunctionLabel,
    /// The region's launches, in program order.
    pub launches: Vec<StatementId>,
    /// The stream of each launch.
    pub streams: Vec<StreamIndex>,
    /// (earlier, later) positions in `launches`: `later` waits for `earlier`, on another
    /// stream, through an event.
    pub events: Vec<(usize, usize)>,
    pub streams_used: u32,
    pub one_stream_us: f64,
    pub streams_us: f64,
    /// The schedule on the most streams allowed: how many it uses and its modelled time
    /// (what the model compared against when it chose fewer).
    pub widest: (u32, f64),
    /// The copies and sets right after the region, in program order, each with the side
    /// streams it must wait for (those with a launch it depends on).
    pub trailing: Vec<(StatementId, Vec<StreamIndex>)>,
    /// The graph split this schedule runs: part k of every launch on stream k, no events
    /// (`streams` then all 0, `streams_used` the parts).
    pub split: Option<GraphSplit>,
    /// The host loop whose iterations this schedule spreads: iteration i runs every launch
    /// of the region on stream i mod `streams_used` (`streams` then all 0, no events).
    pub iterations: Option<IterationSpread>,
}

/// How a region is split (`graph_split` decides it).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GraphSplit {
    pub axis: Axis,
    /// Part boundaries along the axis, from 0 to the largest extent: part k runs the blocks
    /// `bounds[k]..bounds[k + 1]` of every launch (those it has).
    pub bounds: Vec<u64>,
    /// Each launch's grid extent along the axis, in region order.
    pub extents: Vec<u64>,
}

/// A part of one launch: its first block along the axis and how many it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchPart {
    pub part: usize,
    pub offset: u64,
    pub blocks: u64,
}

impl GraphSplit {
    pub fn parts(&self) -> usize {
        self.bounds.len() - 1
    }

    /// The non-empty parts of the launch at `position`, in part order.
    pub fn launch_parts(&self, position: usize) -> Vec<LaunchPart> {
        let extent = self.extents[position];
        (0..self.parts())
            .filter_map(|part| {
                let (start, end) = (self.bounds[part], self.bounds[part + 1].min(extent));
                (start < end).then(|| LaunchPart { part, offset: start, blocks: end - start })
            })
            .collect()
    }
}

/// A host loop whose iterations run on the streams in turn: its body holds only the
/// region's launches (and host synchronisations), all running on the same paths, and no
/// UAR data edge between them relates two iterations of the loop within one iteration of
/// the loops around it. So iteration i depends on nothing another iteration does; the
/// streams wait for the original one before the loop and it waits for them at every exit.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IterationSpread {
    /// The loop's counter (`it_b<header block>`).
    pub counter: String,
    /// The iterations the model ran: the loop's constant trip count, at most
    /// `MOST_MODELLED_ITERATIONS`, or `UNKNOWN_TRIP_COUNT_ITERATIONS`.
    pub modelled_iterations: u64,
    /// The host synchronisations in the loop body (removed where their status is unused).
    pub synchronisations: Vec<StatementId>,
}

/// Iterations modelled for a loop whose trip count is not a constant.
pub const UNKNOWN_TRIP_COUNT_ITERATIONS: u64 = 16;
/// The most iterations modelled (the schedule repeats with the period of the streams).
pub const MOST_MODELLED_ITERATIONS: u64 = 64;

impl StreamSchedule {
    pub fn speedup(&self) -> f64 {
        self.one_stream_us / self.streams_us
    }
}

/// One launch as a model sees it: a whole launch (`share` 1), or the part of a split
/// launch (`graph_split`) that runs `share` of its blocks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ModelledLaunch {
    pub statement: StatementId,
    pub share: f64,
}

impl ModelledLaunch {
    pub fn whole(statement: StatementId) -> ModelledLaunch {
        ModelledLaunch { statement, share: 1.0 }
    }
}

/// A target's model of a region's launches (module doc): modelled seconds of `launches`
/// (positions index them), issued in that order, on the streams `assigned` with `events`.
pub trait LaunchModel {
    fn seconds(&self, launches: &[ModelledLaunch], assigned: &[StreamIndex], events: &[(usize, usize)]) -> f64;
}

/// Modelled microseconds of whole `launches` on the streams `assigned` with `events`.
fn whole_launches_us(
    model: &dyn LaunchModel,
    launches: &[StatementId],
    assigned: &[StreamIndex],
    events: &[(usize, usize)],
) -> f64 {
    let whole: Vec<ModelledLaunch> = launches.iter().copied().map(ModelledLaunch::whole).collect();
    model.seconds(&whole, assigned, events) * 1e6
}

/// The CUDA model on a GPU; per-launch work from `profile` where it knows the launch.
pub struct GpuModel<'a> {
    pub program: &'a HostProgram,
    pub gpu: &'a Gpu,
    pub profile: &'a dyn Fn(StatementId) -> Option<KernelProfile>,
}

/// The Ascend model: per launch, its cycles (overhead included), blockDim and GM bytes.
pub struct ChipLaunches<'a> {
    pub chip: &'a ChipModel,
    pub launches: HashMap<StatementId, ChipLaunch>,
}

/// One Ascend launch as the model sees it.
#[derive(Clone, Copy, Debug)]
pub struct ChipLaunch {
    pub cycles: u64,
    pub block_dim: u64,
    pub bus_bytes: u64,
}

impl ChipLaunch {
    /// The part running `share` of the blocks: fewer cores, as many waves of them as its
    /// blocks need on `cores`, its share of the bytes, the same launch overhead.
    fn part(self, share: f64, cores: u64, overhead: u64) -> ChipLaunch {
        if share >= 1.0 {
            return self;
        }
        let block_dim = ((self.block_dim as f64 * share).ceil() as u64).max(1);
        let waves = |blocks: u64| blocks.div_ceil(cores.max(1)).max(1);
        let body = self.cycles.saturating_sub(overhead) / waves(self.block_dim) * waves(block_dim);
        let bus_bytes = (self.bus_bytes as f64 * share).round() as u64;
        ChipLaunch { cycles: overhead + body, block_dim, bus_bytes }
    }
}

/// Schedules regions: on the number of streams up to `streams` that the model finds
/// fastest (the fewest among equals), or on up to `streams` whatever the model says when
/// `forced`.
pub struct Scheduler<'a> {
    pub program: &'a HostProgram,
    pub uar: &'a UnifiedGraph,
    pub streams: u32,
    pub forced: bool,
    pub model: &'a dyn LaunchModel,
}

impl Scheduler<'_> {
    /// Every host loop whose iterations may run on streams (`IterationSpread`), and every
    /// other region of two or more launches, scheduled, in program order.
    pub fn schedules(&self) -> Vec<StreamSchedule> {
        let spread: Vec<StreamSchedule> = independent_loops(self.program, self.uar)
            .into_iter()
            .filter_map(|independent| {
                let modelled_iterations = independent.trip_count.map_or(UNKNOWN_TRIP_COUNT_ITERATIONS, |count| {
                    count.clamp(0, MOST_MODELLED_ITERATIONS as i64) as u64
                });
                let spread = IterationSpread {
                    counter: independent.counter,
                    modelled_iterations,
                    synchronisations: independent.synchronisations,
                };
                (modelled_iterations >= 2).then(|| self.schedule_iterations(independent.launches, spread))
            })
            .collect();
        let spread_launches: HashSet<StatementId> = spread.iter().flat_map(|s| s.launches.iter().copied()).collect();
        let mut schedules: Vec<StreamSchedule> = regions(self.program)
            .into_iter()
            .filter(|region| !region.iter().any(|launch| spread_launches.contains(launch)))
            .map(|region| self.schedule(region))
            .chain(spread)
            .collect();
        schedules.sort_by_key(|schedule| schedule.launches[0]);
        schedules
    }

    /// The schedule of a loop's iterations (`body`: its launches) on the number of streams
    /// up to K the model finds fastest (K when forced): iteration i on stream i mod k.
    fn schedule_iterations(&self, body: Vec<StatementId>, spread: IterationSpread) -> StreamSchedule {
        let (iterations, per_iteration) = (spread.modelled_iterations as usize, body.len());
        let unrolled: Vec<StatementId> = (0..iterations).flat_map(|_| body.iter().copied()).collect();
        let on_streams = |k: u32| -> f64 {
            let assigned: Vec<StreamIndex> =
                (0..unrolled.len()).map(|position| StreamIndex((position / per_iteration) as u32 % k)).collect();
            whole_launches_us(self.model, &unrolled, &assigned, &[])
        };
        let most = self.streams.max(1).min(iterations.max(1) as u32);
        let widest = (most, on_streams(most));
        let (streams_used, streams_us) = (if self.forced { most } else { 1 }..most)
            .map(|k| (k, on_streams(k)))
            .chain([widest])
            .reduce(|best, other| if other.1 < best.1 - 1e-9 { other } else { best })
            .expect("at least one stream");
        let one_stream_us = on_streams(1);
        StreamSchedule {
            function: self.program.statements[body[0]].function.clone(),
            streams: vec![StreamIndex(0); per_iteration],
            launches: body,
            events: Vec::new(),
            streams_used,
            one_stream_us,
            streams_us,
            widest,
            trailing: Vec::new(),
            split: None,
            iterations: Some(spread),
        }
    }

    /// The schedule of `launches` (a region, or a part of one the host rewrite split).
    pub fn schedule(&self, launches: Vec<StatementId>) -> StreamSchedule {
        let (program, uar, model, streams) = (self.program, self.uar, self.model, self.streams.max(1));
        let widest = schedule(program, uar, &launches, streams, model);
        let chosen = (if self.forced { streams } else { 1 }..streams)
            .map(|k| schedule(program, uar, &launches, k, model))
            .chain([widest.clone()])
            .reduce(|best, other| if other.streams_us < best.streams_us - 1e-9 { other } else { best })
            .expect("at least one stream");
        StreamSchedule { widest: (widest.streams_used, widest.streams_us), ..chosen }
    }
}

/// Runs of launches of one function and loop nest with only allocations between them.
fn regions(program: &HostProgram) -> Vec<Vec<StatementId>> {
    let mut regions: Vec<Vec<StatementId>> = Vec::new();
    let mut open: Vec<(FunctionLabel, Vec<StatementId>)> = Vec::new();
    for (id, statement) in program.statements.iter_enumerated() {
        let slot = open.iter().position(|(function, _)| *function == statement.function);
        match (&statement.kind, slot) {
            // A host synchronisation between two launches orders nothing the region's
            // events and joins do not (`HostProgram::synchronisations_between`).
            (StatementKind::Malloc { .. } | StatementKind::Synchronize, _) => {}
            (StatementKind::Launch(_), Some(slot)) => {
                let same = open[slot].1.last().is_some_and(|&last| program.statements[last].runs_with(statement));
                if !same {
                    regions.push(std::mem::take(&mut open[slot].1));
                }
                open[slot].1.push(id);
            }
            (StatementKind::Launch(_), None) => open.push((statement.function.clone(), vec![id])),
            (_, Some(slot)) => regions.push(open.remove(slot).1),
            (_, None) => {}
        }
    }
    regions.extend(open.into_iter().map(|(_, launches)| launches));
    regions.retain(|region| region.len() >= 2);
    regions
}

fn schedule(
    program: &HostProgram,
    uar: &UnifiedGraph,
    launches: &[StatementId],
    streams: u32,
    model: &dyn LaunchModel,
) -> StreamSchedule {
    let depends = |earlier: StatementId, later: StatementId| connected(uar, earlier, later, |_| true);
    let mut assigned: Vec<StreamIndex> = Vec::with_capacity(launches.len());
    let mut last_on: Vec<Option<usize>> = vec![None; streams as usize];
    let mut next_stream = 0u32;
    let mut events = Vec::new();
    for (position, &launch) in launches.iter().enumerate() {
        let predecessors: Vec<usize> = (0..position).filter(|&p| depends(launches[p], launch)).collect();
        let continued = predecessors
            .iter()
            .map(|&p| assigned[p])
            .find(|s| last_on[s.0 as usize].is_some_and(|l| predecessors.contains(&l)));
        let stream = continued.unwrap_or_else(|| {
            let stream = StreamIndex(next_stream);
            next_stream = (next_stream + 1) % streams;
            stream
        });
        events.extend(predecessors.iter().filter(|&&p| assigned[p] != stream).map(|&p| (p, position)));
        assigned.push(stream);
        last_on[stream.0 as usize] = Some(position);
    }
    let streams_used = assigned.iter().map(|s| s.0 + 1).max().unwrap_or(1);
    let streams_us = whole_launches_us(model, launches, &assigned, &events);
    let trailing = trailing_copies(program, uar, launches, |position| vec![assigned[position]]);
    StreamSchedule {
        function: program.statements[launches[0]].function.clone(),
        one_stream_us: whole_launches_us(model, launches, &vec![StreamIndex(0); launches.len()], &[]),
        streams: assigned,
        events,
        streams_used,
        streams_us,
        widest: (streams_used, streams_us),
        launches: launches.to_vec(),
        trailing,
        split: None,
        iterations: None,
    }
}

/// The copies and sets right after the region of `launches`, each with the side streams it
/// waits for: those that run a launch (`streams_of` its position) it shares data with. A
/// copy is a synchronisation point, so the UAR orders every earlier launch before it
/// (virtual edges); on streams it only needs the launches it shares data with (the others
/// join after the trailing copies).
pub(crate) fn trailing_copies(
    program: &HostProgram,
    uar: &UnifiedGraph,
    launches: &[StatementId],
    streams_of: impl Fn(usize) -> Vec<StreamIndex>,
) -> Vec<(StatementId, Vec<StreamIndex>)> {
    let shares_data = |launch, copy| connected(uar, launch, copy, |edge| edge.kind != EdgeKind::Virtual);
    let last = *launches.last().expect("regions hold launches");
    copies_after(program, last)
        .into_iter()
        .map(|copy| {
            let mut waits: Vec<StreamIndex> = (0..launches.len())
                .filter(|&p| shares_data(launches[p], copy))
                .flat_map(&streams_of)
                .filter(|&stream| stream != StreamIndex(0))
                .collect();
            waits.sort_unstable();
            waits.dedup();
            (copy, waits)
        })
        .collect()
}

/// The copies and sets that follow `last` in its function and loops with nothing but
/// allocations between, in program order.
fn copies_after(program: &HostProgram, last: StatementId) -> Vec<StatementId> {
    let end = &program.statements[last];
    program
        .statements
        .iter_enumerated()
        .skip(last.0 + 1)
        .filter(|(_, s)| s.function == end.function && !matches!(s.kind, StatementKind::Malloc { .. }))
        .take_while(|(_, s)| {
            matches!(s.kind, StatementKind::Memcpy { .. } | StatementKind::Memset { .. }) && s.runs_with(end)
        })
        .map(|(id, _)| id)
        .collect()
}

/// Whether the UAR has an edge between `a` and `b`, either way, that `counts`.
pub(crate) fn connected(uar: &UnifiedGraph, a: StatementId, b: StatementId, counts: impl Fn(&Edge) -> bool) -> bool {
    let (a, b) = (NodeIndex::new(a.0), NodeIndex::new(b.0));
    uar.graph.edges_connecting(a, b).chain(uar.graph.edges_connecting(b, a)).any(|edge| counts(edge.weight()))
}

impl LaunchModel for GpuModel<'_> {
    fn seconds(&self, launches: &[ModelledLaunch], assigned: &[StreamIndex], events: &[(usize, usize)]) -> f64 {
        let gpu = self.gpu;
        let counters: Vec<LaunchCounters> =
            launches.iter().map(|&launch| launch_counters(self.program, launch, self.profile)).collect();
        // The host issues launch i at (i + 1) overheads whatever the streams; each then runs
        // for its own time without the overhead.
        let issue = |position: usize| (position + 1) as f64 * gpu.launch_overhead_seconds;
        let run: Vec<f64> = counters.iter().map(|c| gpu.launch_seconds(c) - gpu.launch_overhead_seconds).collect();
        let streams = assigned.iter().map(|s| s.0 as usize + 1).max().unwrap_or(1);
        let mut finish = vec![0.0f64; launches.len()];
        let mut stream_free = vec![0.0f64; streams];
        for position in 0..launches.len() {
            let stream = assigned[position].0 as usize;
            let ready = events.iter().filter(|(_, later)| *later == position).map(|(earlier, _)| finish[*earlier]);
            let start = ready.fold(stream_free[stream].max(issue(position)), f64::max);
            finish[position] = start + run[position];
            stream_free[stream] = finish[position];
        }
        let schedule_end = finish.iter().copied().fold(0.0, f64::max);
        if streams == 1 {
            return schedule_end;
        }
        let lanes = (gpu.streaming_multiprocessors * gpu.lanes_per_sm) as f64;
        let total_work = counters.iter().map(|c| c.instructions as f64 / (lanes * gpu.clock_hz)).sum::<f64>();
        schedule_end.max(total_work + issue(0))
    }
}

impl LaunchModel for ChipLaunches<'_> {
    fn seconds(&self, launches: &[ModelledLaunch], assigned: &[StreamIndex], events: &[(usize, usize)]) -> f64 {
        let after: Vec<Vec<u32>> = (0..launches.len())
            .map(|position| {
                let same_stream = (0..position).rev().find(|&p| assigned[p] == assigned[position]);
                let waits = events.iter().filter(|(_, later)| *later == position).map(|&(earlier, _)| earlier);
                same_stream.into_iter().chain(waits).map(|p| p as u32).collect()
            })
            .collect();
        let overhead = self.chip.launch_overhead_cycles();
        let concurrent: Vec<ConcurrentLaunch<'_>> = launches
            .iter()
            .zip(&after)
            .map(|(modelled, after)| {
                let unknown = ChipLaunch { cycles: overhead, block_dim: 1, bus_bytes: 0 };
                let launch = self.launches.get(&modelled.statement).copied().unwrap_or(unknown);
                let launch = launch.part(modelled.share, self.chip.cores.into(), overhead);
                let (cycles, cores, bus_bytes) = (launch.cycles, launch.block_dim, launch.bus_bytes);
                ConcurrentLaunch { cycles, overhead, cores, bus_bytes, after }
            })
            .collect();
        let chip =
            SharedChip { cores: u64::from(self.chip.cores), bus_bytes_per_cycle: self.chip.gm_bus_bytes_per_cycle };
        let end = schedule_launches(&concurrent, chip).iter().map(|&(_, end)| end).max();
        end.unwrap_or(0) as f64 / (self.chip.clock_mhz as f64 * 1e6)
    }
}

/// A launch's counters: from the profile, else as the model assumes them (constant grids
/// and blocks where known); a part of a split launch has its share of the blocks and work.
fn launch_counters(
    program: &HostProgram,
    modelled: ModelledLaunch,
    profile: &dyn Fn(StatementId) -> Option<KernelProfile>,
) -> LaunchCounters {
    let statement = modelled.statement;
    let launch = program.statements[statement].kind.launch().expect("regions hold launches");
    let (blocks, threads_per_block) = (estimate::grid_blocks(launch), estimate::block_threads(launch));
    let assumed = || estimate::launch_counters(launch);
    let whole = profile(statement).map_or_else(assumed, |measured| measured.counters(blocks, threads_per_block));
    match modelled.share >= 1.0 {
        true => whole,
        false => {
            let share = |value: u64| ((value as f64 * modelled.share).ceil() as u64).max(1);
            LaunchCounters {
                blocks: share(whole.blocks),
                instructions: share(whole.instructions),
                global_bytes: share(whole.global_bytes),
                ..whole
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ChipLaunch;

    #[test]
    fn a_part_of_a_chip_launch_keeps_its_overhead_and_runs_its_own_waves() {
        let launch = ChipLaunch { cycles: 5_000 + 3 * 1_000, block_dim: 70, bus_bytes: 7_000 };
        // 70 blocks on 32 cores: 3 waves of 1,000 cycles; half of them (35): 2 waves.
        let half = launch.part(0.5, 32, 5_000);
        assert_eq!((half.cycles, half.block_dim, half.bus_bytes), (5_000 + 2 * 1_000, 35, 3_500));
        let whole = launch.part(1.0, 32, 5_000);
        assert_eq!((whole.cycles, whole.block_dim), (launch.cycles, 70));
    }
}
