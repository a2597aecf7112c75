//! Fusing a host loop's iterations into one launch per launch site, plain data: a loop
//! whose iterations are independent (`independent_loops`) and whose trip count N is a
//! compile-time constant launches each of its kernels once, N times as deep (grid z), in
//! its first iteration; block `z` of that launch runs iteration `z / d` of the original
//! (`d` the original grid's z extent) as block `z mod d`. An argument that changes from
//! one iteration to the next must be an affine function of the loop counter with a
//! constant step (`VaryingArgument`: an integer, or a pointer into one buffer): the kernel
//! adds `step * iteration` to the first iteration's value. Launches are kept in body
//! order, so launch A's iterations all run before launch B's: every dependence between
//! them lies within one iteration (the loop's iterations are independent), and within an
//! iteration A ran before B. The cost model (`cost::Gpu`, counters from `estimate`)
//! compares N launches of each kernel with one launch N times as large: launch-bound loops
//! gain most, and a loop whose launches already fill the GPU gains one overhead per
//! iteration.
//!
//! Invariant: a loop is fused only if every argument of every launch is either the same in
//! every iteration (by the UAR's affine view; an argument the UAR cannot read is checked
//! invariant in the host IR by the rewrite) or varying by a constant step; never when its
//! trip count is unknown or its grid is not a constant depth. Sits on `independent_loops`
//! and `estimate`; the transformation is `syncfuse_llvm::sirius::iteration_fusion`.

use crate::gpu::cost::{Gpu, LaunchCounters};
use crate::gpu::estimate;
use crate::model::independent_loops::{independent_loops, IndependentLoop};
use crate::model::program::{
    DevicePointer, FunctionLabel, HostProgram, HostStatement, KernelName, LaunchArgument, StatementId,
};
use crate::model::uar::UnifiedGraph;
use serde::Serialize;
use std::collections::HashSet;
use syncfuse_poly::affine::{is_argument_symbol, AffineExpr};
use syncfuse_reason::Reason;
use thiserror::Error;

/// The most blocks a CUDA grid has along z.
pub const MOST_GRID_DEPTH: u64 = 65_535;

/// An argument that changes with the iteration: `first + step * iteration`, in its own
/// units (an integer) or in bytes (a pointer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct VaryingArgument {
    pub index: usize,
    pub step: i64,
    pub pointer: bool,
}

/// One launch site of a fused loop.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IteratedLaunch {
    pub statement: StatementId,
    pub kernel: KernelName,
    /// The z extent of one iteration's grid.
    pub grid_depth: u32,
    pub varying: Vec<VaryingArgument>,
    /// Arguments the UAR does not read (floats, aggregates): the host rewrite checks that
    /// their IR values are the same in every iteration.
    pub unread: Vec<usize>,
}

/// A loop whose iterations become one launch per launch site.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IteratedLoop {
    pub function: FunctionLabel,
    pub counter: String,
    pub trip_count: u32,
    pub launches: Vec<IteratedLaunch>,
    /// The host synchronisations of the body (removed where their status is unused).
    pub synchronisations: Vec<StatementId>,
    pub unfused_us: f64,
    pub fused_us: f64,
}

/// Why a loop with independent iterations keeps one launch per iteration, typed until
/// printed.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum IterationReject {
    #[error("its trip count is not a compile-time constant")]
    TripCountNotConstant,
    #[error("it runs {0} iterations (nothing to fuse)")]
    FewerThanTwoIterations(i64),
    #[error("a launch of its body is also fused with other launches")]
    LaunchFusedOtherwise,
    #[error("the z extent of launch {launch}'s grid is not a compile-time constant")]
    GridDepthNotConstant { launch: String },
    #[error("launch {launch} would need {depth} blocks along z (a grid has at most {MOST_GRID_DEPTH})")]
    GridTooDeep { launch: String, depth: u64 },
    #[error("argument {index} of launch {launch} does not change by a constant step from one iteration to the next")]
    ArgumentNotAffine { launch: String, index: usize },
    #[error("the model predicts no gain ({unfused_us:.2} us as launches per iteration, {fused_us:.2} us fused)")]
    NoModelledGain { unfused_us: f64, fused_us: f64 },
}

impl Reason for IterationReject {
    /// The remark's `Name:`.
    fn remark_name(&self) -> &'static str {
        match self {
            IterationReject::NoModelledGain { .. } => "NoModelledGain",
            _ => "IterationsNotFused",
        }
    }
}

/// Every loop with independent iterations, fused (`Ok`) or why not; `taken`: launches
/// another fusion replaces (a loop with one of them is left to it).
pub fn iterated_loops(
    program: &HostProgram,
    uar: &UnifiedGraph,
    gpu: &Gpu,
    taken: &HashSet<StatementId>,
) -> Vec<(IndependentLoop, Result<IteratedLoop, IterationReject>)> {
    independent_loops(program, uar)
        .into_iter()
        .map(|independent| {
            let fused = iterate(program, gpu, &independent, taken);
            (independent, fused)
        })
        .collect()
}

fn iterate(
    program: &HostProgram,
    gpu: &Gpu,
    independent: &IndependentLoop,
    taken: &HashSet<StatementId>,
) -> Result<IteratedLoop, IterationReject> {
    let trip_count = match independent.trip_count {
        None => return Err(IterationReject::TripCountNotConstant),
        Some(count) if count < 2 => return Err(IterationReject::FewerThanTwoIterations(count)),
        // A count beyond u32 is deeper than any grid.
        Some(count) => u32::try_from(count).map_err(|_| IterationReject::GridTooDeep {
            launch: program.statements[independent.launches[0]].name.clone(),
            depth: count as u64,
        })?,
    };
    if independent.launches.iter().any(|launch| taken.contains(launch)) {
        return Err(IterationReject::LaunchFusedOtherwise);
    }
    let launches: Vec<IteratedLaunch> = independent
        .launches
        .iter()
        .map(|&statement| iterated_launch(&program.statements[statement], statement, trip_count))
        .collect::<Result<_, _>>()?;
    let counters: Vec<LaunchCounters> = independent
        .launches
        .iter()
        .filter_map(|&s| program.statements[s].kind.launch())
        .map(estimate::launch_counters)
        .collect();
    let unfused_us = trip_count as f64 * gpu.program_seconds(&counters) * 1e6;
    let deeper: Vec<LaunchCounters> = counters.iter().map(|c| scaled(c, trip_count.into())).collect();
    let fused_us = gpu.program_seconds(&deeper) * 1e6;
    if fused_us >= unfused_us {
        return Err(IterationReject::NoModelledGain { unfused_us, fused_us });
    }
    Ok(IteratedLoop {
        function: independent.function.clone(),
        counter: independent.counter.clone(),
        trip_count,
        launches,
        synchronisations: independent.synchronisations.clone(),
        unfused_us,
        fused_us,
    })
}

/// `counters` of one iteration's launch for a launch `times` as deep.
fn scaled(counters: &LaunchCounters, times: u64) -> LaunchCounters {
    LaunchCounters {
        blocks: counters.blocks * times,
        instructions: counters.instructions * times,
        global_bytes: counters.global_bytes * times,
        ..*counters
    }
}

fn iterated_launch(
    statement: &HostStatement,
    id: StatementId,
    trip_count: u32,
) -> Result<IteratedLaunch, IterationReject> {
    let launch = statement.kind.launch().expect("the loop's launches");
    let name = || statement.name.clone();
    let grid_depth = launch.grid[2]
        .and_then(|depth| u32::try_from(depth).ok())
        .filter(|&depth| depth > 0)
        .ok_or_else(|| IterationReject::GridDepthNotConstant { launch: name() })?;
    let depth = u64::from(grid_depth) * u64::from(trip_count);
    if depth > MOST_GRID_DEPTH {
        return Err(IterationReject::GridTooDeep { launch: name(), depth });
    }
    let counter = &statement.loops.last().expect("a statement of the loop").counter;
    let outer: Vec<&str> = statement.loops.iter().map(|dim| dim.counter.as_str()).collect();
    let (mut varying, mut unread) = (Vec::new(), Vec::new());
    for (index, argument) in launch.arguments.iter().enumerate() {
        let not_affine = || IterationReject::ArgumentNotAffine { launch: name(), index };
        let (expression, pointer) = match argument {
            LaunchArgument::Other => {
                unread.push(index);
                continue;
            }
            LaunchArgument::Integer(expression) => (expression.as_ref().ok_or_else(not_affine)?, false),
            LaunchArgument::Pointer(DevicePointer::Buffer { offset, .. }) => {
                (offset.as_ref().ok_or_else(not_affine)?, true)
            }
            LaunchArgument::Pointer(_) => return Err(not_affine()),
        };
        match step(expression, counter, &outer).ok_or_else(not_affine)? {
            0 => {}
            step => varying.push(VaryingArgument { index, step, pointer }),
        }
    }
    Ok(IteratedLaunch { statement: id, kernel: launch.kernel.clone(), grid_depth, varying, unread })
}

/// How much `expression` grows from one iteration of `counter` to the next, when it names
/// only the loops' counters (`loops`) and the function's parameters, and grows by a
/// constant step.
fn step(expression: &AffineExpr, counter: &str, loops: &[&str]) -> Option<i64> {
    if !expression.symbols().all(|symbol| loops.contains(&symbol) || is_argument_symbol(symbol)) {
        return None;
    }
    let at = |value: i64| expression.substitute(|symbol| (symbol == counter).then(|| AffineExpr::constant(value)));
    at(1).sub(&at(0)).as_constant()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_the_counter_coefficient_of_known_symbols_only() {
        let counter = AffineExpr::symbol("it_b3");
        let plane = AffineExpr::constant(4096).add(&counter.scale(1024));
        assert_eq!(step(&plane, "it_b3", &["it_b3"]), Some(1024));
        let outer = AffineExpr::symbol("it_b1").add(&AffineExpr::symbol("arg2"));
        assert_eq!(step(&outer, "it_b3", &["it_b1", "it_b3"]), Some(0));
        let opaque = counter.add(&AffineExpr::symbol("v7"));
        assert_eq!(step(&opaque, "it_b3", &["it_b3"]), None);
    }

    #[test]
    fn one_deep_launch_beats_many_short_ones() {
        let gpu = Gpu::H100;
        let short = LaunchCounters { blocks: 4, threads_per_block: 256, instructions: 1 << 14, global_bytes: 1 << 14 };
        let unfused = 62.0 * gpu.launch_seconds(&short);
        let fused = gpu.launch_seconds(&scaled(&short, 62));
        assert!(fused * 10.0 < unfused, "{fused} vs {unfused}");
    }
}
