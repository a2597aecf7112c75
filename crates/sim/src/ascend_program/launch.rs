//! One kernel launch on the multi-core machine (`ascend-host.md`, rules 1-3). Each
//! block runs once functionally, in block order, on a scratch copy of the device memory,
//! fixing its scalar unit's trace (`ascend::run::execute_block`); the traces' GM
//! footprints are checked for cross-core races (`cross_core`); then the chip replays all
//! blocks in time on the real device memory (`ascend::chip`), which applies every data
//! effect at its completion and checks each core's rules. `sequential` instead runs the
//! blocks one after another on the device memory itself, every instruction completing
//! before the next (the reference). Invariant: every block starts with fresh (zeroed)
//! local buffers in both runs, so the functional run and the replay see the same data.

use crate::ascend::chip::{replay, ChipOptions, ChipOutcome};
use crate::ascend::error::AscendError;
use crate::ascend::run::execute_block;
use crate::ascend::timeline::Timeline;
use crate::ascend::trace::CoreTrace;
use crate::ascend::{local_spaces, space_id, Schedule, SimOptions};
use crate::ascend_program::cross_core::{block_footprints, first_cross_core_race, launch_footprint};
use crate::ascend_program::streams::Footprint;
use crate::ascend_program::{LaunchReport, ProgramOptions};
use crate::host::error::{memory_kind, ErrorKind, ProgramError};
use crate::interpreter::ExecError;
use crate::memory::Memory;
use crate::program::Program;
use crate::random::SplitMix64;
use syncfuse_hardware::ascend::TargetDescription;

/// A kernel, its core count and its raw argument values.
pub struct LaunchRequest<'a> {
    pub kernel: &'a Program,
    pub block_dim: u64,
    pub arguments: &'a [u64],
}

/// Runs one launch on `device`; the report and the GM bytes its blocks touched (none
/// recorded when `sequential`), or the first error (naming the block).
pub fn run_launch(
    target: &TargetDescription,
    request: &LaunchRequest<'_>,
    device: &mut Memory,
    options: &ProgramOptions,
) -> Result<(LaunchReport, Footprint), ProgramError> {
    let overhead_cycles = target.chip.launch_overhead_cycles();
    let mut report = LaunchReport {
        kernel: request.kernel.function.clone(),
        block_dim: request.block_dim,
        stream: 0,
        after: Vec::new(),
        cores: 1,
        cycles: overhead_cycles,
        overhead_cycles,
        busiest_core: 0,
        busiest_core_cycles: 0,
        bus_bytes: 0,
        bus_utilisation: 0.0,
        instructions: 0,
        timeline: None,
        footprint: None,
    };
    if options.sequential {
        for block in 0..request.block_dim {
            let (cycles, _) =
                functional_block(target, request, block, Schedule::Sequential, device, options, &mut report)?;
            report.cycles += cycles;
            report.busiest_core_cycles += cycles;
        }
        return Ok((report, Footprint::new()));
    }
    let mut scratch = device.clone();
    let mut traces = Vec::with_capacity(request.block_dim as usize);
    for block in 0..request.block_dim {
        let seed = options.seed.map(|seed| SplitMix64::new(seed ^ block.wrapping_mul(0x9e37_79b9)).next_u64());
        let schedule = Schedule::Timed { seed };
        let (_, trace) = functional_block(target, request, block, schedule, &mut scratch, options, &mut report)?;
        traces.push(trace);
    }
    if let Some(race) = first_cross_core_race(&traces).filter(|_| options.check_cross_core_races) {
        return Err(ProgramError::new(ErrorKind::CrossCoreRace, race.to_string()));
    }
    let footprint = launch_footprint(&traces);
    if options.record_footprints {
        report.footprint = Some(block_footprints(&report.kernel, &traces, device));
    }
    let cores = request.block_dim.min(u64::from(target.chip.cores));
    let chip = ChipOptions { cores: cores as usize, record_timeline: options.record_timeline };
    let outcome = replay(target, traces, device, chip);
    if let Some(error) = outcome.error {
        return Err(core_error(error.block as u64, error.error));
    }
    summarise(target, &outcome, cores, &mut report);
    Ok((report, footprint))
}

/// Fills the report's timing from the chip's replay.
fn summarise(target: &TargetDescription, outcome: &ChipOutcome, cores: u64, report: &mut LaunchReport) {
    let mut per_core = vec![0u64; cores as usize];
    for block in outcome.blocks.iter().flatten() {
        per_core[block.core] += block.stats.total_cycles;
    }
    let (busiest, cycles) =
        per_core.iter().enumerate().max_by_key(|(core, cycles)| (**cycles, usize::MAX - core)).unwrap_or((0, &0));
    let capacity = target.chip.gm_bus_bytes_per_cycle * outcome.cycles.max(1);
    report.cores = cores;
    report.cycles += outcome.cycles;
    report.busiest_core = busiest as u64;
    report.busiest_core_cycles = *cycles;
    report.bus_bytes = outcome.bus_bytes();
    report.bus_utilisation = report.bus_bytes as f64 / capacity as f64;
    let mut timelines: Vec<Timeline> = vec![Timeline::default(); cores as usize];
    for block in outcome.blocks.iter().flatten() {
        if let Some(timeline) = &block.timeline {
            timelines[block.core].append_shifted(timeline, 0);
        }
    }
    report.timeline = outcome.blocks.iter().flatten().any(|block| block.timeline.is_some()).then_some(timelines);
}

/// Runs block `block` functionally on `memory` with fresh local buffers; its sequential
/// cycles and (timed schedules) its trace.
fn functional_block(
    target: &TargetDescription,
    request: &LaunchRequest<'_>,
    block: u64,
    schedule: Schedule,
    memory: &mut Memory,
    options: &ProgramOptions,
    report: &mut LaunchReport,
) -> Result<(u64, CoreTrace), ProgramError> {
    clear_local_buffers(target, memory);
    let sim_options = SimOptions {
        schedule,
        block_idx: block,
        block_num: request.block_dim,
        unlimited_event_ids: options.unlimited_event_ids,
        record_timeline: false,
        step_limit: options.step_limit,
    };
    let execution = execute_block(request.kernel, target, &sim_options, request.arguments, memory);
    if let Some(error) = execution.error {
        return Err(block_error(block, error));
    }
    report.instructions += execution.retired.unwrap_or(0);
    Ok((execution.stats.total_cycles, execution.trace.unwrap_or_default()))
}

fn clear_local_buffers(target: &TargetDescription, memory: &mut Memory) {
    for space in local_spaces() {
        memory.reset_fixed(space_id(space), target.capacity(space).unwrap_or(0));
    }
}

/// An error of block `block`'s run.
fn block_error(block: u64, error: ExecError<AscendError>) -> ProgramError {
    let context = format!("block {block}");
    match error {
        ExecError::Machine(error) => core_error(block, error),
        ExecError::Memory { instruction, error } => {
            ProgramError::new(memory_kind(&error), format!("{context}: {instruction}: {error}"))
        }
        ExecError::Undefined { instruction, what } => {
            ProgramError::new(ErrorKind::Undefined, format!("{context}: {instruction}: undefined behaviour: {what}"))
        }
        step @ ExecError::StepLimit { .. } => ProgramError::new(ErrorKind::StepLimit, format!("{context}: {step}")),
        ExecError::Arguments(message) => ProgramError::new(ErrorKind::Input, format!("{context}: {message}")),
    }
}

/// A rule of the AI core that block `block` broke.
fn core_error(block: u64, error: AscendError) -> ProgramError {
    let kind = match error {
        AscendError::Race { .. } => ErrorKind::PipeRace,
        AscendError::DoubleSet { .. } => ErrorKind::DoubleSet,
        AscendError::Deadlock { .. } => ErrorKind::Deadlock,
        AscendError::FlagLeftSet { .. } => ErrorKind::FlagLeftSet,
        AscendError::OutOfCapacity { .. } => ErrorKind::OutOfBounds,
        AscendError::BadCall { .. } => ErrorKind::BadCall,
    };
    ProgramError::new(kind, format!("block {block}: {error}"))
}
