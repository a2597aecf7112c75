//! The multi-core cost model that chooses how to fuse Ascend launches (Verrocchio's
//! model, `ascend-host.md`, the multi-core machine), as plain data: each core's work is
//! the static estimate of `syncfuse_ascend_sync::work` (per-pipe busy cycles, GM bytes);
//! a core takes its busiest pipe's cycles (the pipes overlap once `ascend-sync` has
//! synchronised them); the blocks of a launch run in waves of the chip's cores, a wave
//! lasting as long as its slowest core or as the GM bus needs to move all its cores' bytes
//! at the chip's total bandwidth, whichever is longer; every launch costs the fixed launch
//! overhead. The unfused launches run one after another; a fused launch runs on each core
//! the fragments whose core range holds it, one after another.
//!
//! So vertical fusion saves launch overheads and stacks the fragments' work on the same
//! cores; horizontal fusion saves the same overheads and spreads the components over more
//! cores, which wins while the sum of their blockDims fits the chip, and can lose to both
//! when it does not (a component's blocks pushed into a later wave behind a slower one).
//! Vertical fusion is never modelled slower than the launches apart: a wave of the fused
//! launch lasts at most the sum of the same waves of the fragments (a maximum of sums is
//! at most the sum of maxima; the bus term adds up), and one overhead replaces several. So
//! under this model the unfused schedule is the baseline the report measures the gain
//! against, chosen only on a target whose model makes it strictly cheaper.
//!
//! Invariant: the cost is monotone in every core's work and counts every launch's overhead
//! once; the choice is the cheapest schedule, ties going to the one listed first (vertical,
//! horizontal, unfused: vertical fusion is what UB forwarding can improve further). What
//! the model ignores (caches, the scalar unit's issue slots, syncs between pipes, what
//! forwarding removes afterwards) is why its figures sit next to the executor's in the
//! results (`docs/results.md`), not instead of them.

use crate::ascend::ascend_plan::{AscendFusionPlan, CoreLayout};
use crate::model::program::StatementId;
use serde::{Serialize, Serializer};
use syncfuse_ascend_sync::work::CoreWork;
use syncfuse_hardware::ascend::ChipModel;

/// One way to run the launches of a fusion choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Schedule {
    Fused(CoreLayout),
    Unfused,
}

impl std::fmt::Display for Schedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Schedule::Fused(layout) => layout.fmt(f),
            Schedule::Unfused => f.write_str("unfused"),
        }
    }
}

impl Serialize for Schedule {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// The modelled time of one schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ModelledSchedule {
    pub schedule: Schedule,
    /// Cycles of the chip's clock from the first launch to the last core's end.
    pub cycles: u64,
}

/// Every schedule modelled and the one chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScheduleChoice {
    pub modelled: Vec<ModelledSchedule>,
    pub chosen: Schedule,
    /// Quantities the work estimates assumed (`CoreWork::assumptions`, all fragments).
    pub assumptions: u64,
}

/// Models each of `plans` fused and their launches unfused (the plans replace the same
/// launches), with `work(statement)` the work of one core of that launch, and picks the
/// cheapest.
pub fn choose_schedule(
    chip: &ChipModel,
    plans: &[&AscendFusionPlan],
    work: &dyn Fn(StatementId) -> CoreWork,
) -> ScheduleChoice {
    let mut modelled: Vec<ModelledSchedule> = plans
        .iter()
        .map(|plan| ModelledSchedule { schedule: Schedule::Fused(plan.layout), cycles: fused_cycles(chip, plan, work) })
        .collect();
    let first = plans.first().expect("a fusion choice has a plan");
    modelled.push(ModelledSchedule { schedule: Schedule::Unfused, cycles: unfused_cycles(chip, first, work) });
    let chosen = modelled.iter().min_by_key(|m| (m.cycles, m.schedule)).expect("at least one schedule").schedule;
    let assumptions = first.fragments.iter().map(|f| work(f.statement).assumptions).sum();
    ScheduleChoice { modelled, chosen, assumptions }
}

/// The fused launch of `plan`: core `c` runs every fragment whose range holds it.
fn fused_cycles(chip: &ChipModel, plan: &AscendFusionPlan, work: &dyn Fn(StatementId) -> CoreWork) -> u64 {
    let fragments: Vec<(std::ops::Range<i64>, CoreWork)> =
        plan.fragments.iter().map(|f| (f.first_core..f.first_core + f.block_dim, work(f.statement))).collect();
    let cores: Vec<CoreWork> = (0..plan.block_dim)
        .map(|core| {
            let on_core = fragments.iter().filter(|(range, _)| range.contains(&core));
            on_core.fold(CoreWork::default(), |sum, (_, work)| sum.then(work))
        })
        .collect();
    launch_cycles(chip, &cores)
}

/// The replaced launches one after another, each on its own blockDim.
fn unfused_cycles(chip: &ChipModel, plan: &AscendFusionPlan, work: &dyn Fn(StatementId) -> CoreWork) -> u64 {
    plan.fragments.iter().map(|f| launch_cycles(chip, &vec![work(f.statement); f.block_dim as usize])).sum()
}

/// One launch whose blocks do `cores[b]`: the overhead plus its waves (module doc).
pub fn launch_cycles(chip: &ChipModel, cores: &[CoreWork]) -> u64 {
    let waves: u64 = cores
        .chunks(chip.cores.max(1) as usize)
        .map(|wave| {
            let slowest = wave.iter().map(CoreWork::busiest_pipe_cycles).max().unwrap_or(0);
            let bytes: u64 = wave.iter().map(|core| core.gm_bytes).sum();
            slowest.max(bytes.div_ceil(chip.gm_bus_bytes_per_cycle.max(1)))
        })
        .sum();
    chip.launch_overhead_cycles() + waves
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use syncfuse_hardware::ascend::Pipe;

    fn work(vector: u64, gm_bytes: u64) -> CoreWork {
        CoreWork { pipe_cycles: BTreeMap::from([(Pipe::V, vector), (Pipe::Mte2, 10)]), gm_bytes, assumptions: 0 }
    }

    #[test]
    fn waves_take_the_slowest_core_or_the_bus() {
        let chip = ChipModel { cores: 2, clock_mhz: 1000, gm_bus_bytes_per_cycle: 100, launch_overhead_ns: 1000 };
        // Three blocks on two cores: two waves; the first is bus-bound (2 x 10,000 bytes).
        let cycles = launch_cycles(&chip, &[work(50, 10_000), work(150, 10_000), work(70, 0)]);
        assert_eq!(cycles, 1000 + 200 + 70);
    }

    #[test]
    fn horizontal_layouts_lose_when_a_slow_component_spills_into_another_wave() {
        use crate::ascend::ascend_plan::{AscendFragment, AscendFusionPlan};
        let chip = ChipModel { cores: 4, clock_mhz: 1000, gm_bus_bytes_per_cycle: 1 << 20, launch_overhead_ns: 1000 };
        let fragment = |statement: usize, block_dim: i64, first_core: i64| AscendFragment {
            statement: StatementId(statement),
            kernel: crate::model::program::KernelName::new(format!("k{statement}")),
            block_dim,
            first_core,
            parameters: Vec::new(),
        };
        let plan = |layout: CoreLayout, fragments: Vec<AscendFragment>| AscendFusionPlan {
            name: "fused".into(),
            layout,
            block_dim: fragments.iter().map(|f| f.first_core + f.block_dim).max().unwrap_or(0),
            fragments,
            parameters: Vec::new(),
        };
        // A light kernel on 5 cores (two waves of 4), a heavy one on 4.
        let vertical = plan(CoreLayout::Vertical, vec![fragment(0, 5, 0), fragment(1, 4, 0)]);
        let horizontal = plan(CoreLayout::Horizontal, vec![fragment(0, 5, 0), fragment(1, 4, 5)]);
        let work = |statement: StatementId| if statement.0 == 0 { work(100, 0) } else { work(10_000, 0) };
        let choice = choose_schedule(&chip, &[&vertical, &horizontal], &work);
        let cycles: Vec<u64> = choice.modelled.iter().map(|m| m.cycles).collect();
        // vertical: waves (100 + 10,000) and 100; horizontal: 100, 10,000 (one light and
        // three heavy blocks), 10,000 (the last heavy block); unfused: 100 + 100 and 10,000.
        assert_eq!(cycles, [1000 + 10_200, 1000 + 20_100, 2000 + 10_200]);
        assert_eq!(choice.chosen, Schedule::Fused(CoreLayout::Vertical));
        assert!(cycles[1] > cycles[2], "horizontal is slower than unfused here");
    }

    #[test]
    fn cost_grows_with_work() {
        let chip = ChipModel::default();
        let light = launch_cycles(&chip, &vec![work(1000, 4096); 8]);
        let heavy = launch_cycles(&chip, &vec![work(1001, 4096); 8]);
        assert!(heavy >= light);
        assert!(launch_cycles(&chip, &[]) == chip.launch_overhead_cycles());
    }
}
