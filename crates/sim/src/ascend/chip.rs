//! The multi-core chip in time: replays the scalar-unit traces of a launch's blocks
//! (`trace`), each on its own core's pipe engine (`pipes`), all cores in one
//! discrete-event loop so that the GM bus is shared the moment transfers overlap
//! (`ascend-host.md`, the multi-core machine, rule 3: the chip's bus bandwidth is shared
//! equally among every transfer in flight, a lone one at its single-core rate). A launch
//! with more blocks than cores runs in waves: a block starts on the first core that
//! frees up, in block order. Each block's local buffers (UB, L1, L0) are its own; GM is
//! shared; data effects are applied at completion, in time order, so a missing sync still
//! changes the output. Checks per block: races, double sets, deadlocks, flags left set
//! (rules 3-7), reported with the block and the cycle.
//! Invariants: all cores see the same sequence of event times; at one time, completions
//! are handled first, then starts, then scalar-unit steps, then starts again (as on one
//! core); a replay of one block is exactly the single-core timed run.

use crate::ascend::error::{AscendError, InstructionRef};
use crate::ascend::pipes::{BusLoad, LaneStats, Pipes};
use crate::ascend::timeline::{SpanKind, Timeline};
use crate::ascend::trace::{CoreTrace, ScalarEvent};
use crate::ascend::{local_spaces, space_id, Stats};
use crate::memory::Memory;
use std::collections::VecDeque;
use syncfuse_hardware::ascend::{Pipe, TargetDescription};

/// How to replay.
#[derive(Clone, Copy, Debug)]
pub struct ChipOptions {
    /// Cores that run blocks at once (the target's, or fewer).
    pub cores: usize,
    pub record_timeline: bool,
}

/// One block's run.
#[derive(Debug)]
pub struct BlockRun {
    pub core: usize,
    pub start: u64,
    pub end: u64,
    /// Cycles from `start` to `end`, per pipe busy and blocked cycles.
    pub stats: Stats,
    /// Bytes this block moved over the GM bus.
    pub bus_bytes: u64,
    pub timeline: Option<Timeline>,
}

/// The first error of a replay and the block it happened in.
#[derive(Debug)]
pub struct BlockError {
    pub block: usize,
    pub error: AscendError,
}

#[derive(Debug)]
pub struct ChipOutcome {
    pub error: Option<BlockError>,
    /// Per block, its run (absent for a block that did not finish).
    pub blocks: Vec<Option<BlockRun>>,
    /// Cycles until the last block finished (or the error).
    pub cycles: u64,
}

impl ChipOutcome {
    /// Bytes moved over the GM bus by the blocks that finished.
    pub fn bus_bytes(&self) -> u64 {
        self.blocks.iter().flatten().map(|block| block.bus_bytes).sum()
    }
}

/// Replays `traces` (one per block, in block order) on `memory`, which holds GM and
/// whose local buffers are the starting contents of every block's own.
pub fn replay(
    target: &TargetDescription,
    traces: Vec<CoreTrace>,
    memory: &mut Memory,
    options: ChipOptions,
) -> ChipOutcome {
    let blocks = traces.len();
    let mut chip = Chip {
        target,
        options,
        memory,
        pending: traces.into_iter().enumerate().collect(),
        running: Vec::new(),
        resident: None,
        finished: (0..blocks).map(|_| None).collect(),
        free_cores: (0..options.cores.max(1)).collect(),
        now: 0,
    };
    let error = chip.run().err();
    ChipOutcome { error, cycles: chip.now, blocks: chip.finished }
}

/// A block on a core.
struct RunningBlock {
    block: usize,
    core: usize,
    events: std::vec::IntoIter<ScalarEvent>,
    /// The event the scalar unit stalls on (a wait or a drain), retried at every step.
    stalled: Option<ScalarEvent>,
    pipes: Pipes,
    clock: u64,
    start: u64,
    scalar: LaneStats,
    /// This block's local buffers while another block's are in the memory (the memory's
    /// own, before any block entered, while this block's are in).
    locals: Vec<Vec<u8>>,
}

/// What one scalar step did.
enum Step {
    Done,
    Stalled(ScalarEvent),
}

struct Chip<'a, 't> {
    target: &'t TargetDescription,
    options: ChipOptions,
    memory: &'a mut Memory,
    pending: VecDeque<(usize, CoreTrace)>,
    running: Vec<RunningBlock>,
    /// The running block (by position) whose local buffers are in the memory.
    resident: Option<usize>,
    finished: Vec<Option<BlockRun>>,
    free_cores: VecDeque<usize>,
    now: u64,
}

impl Chip<'_, '_> {
    fn run(&mut self) -> Result<(), BlockError> {
        loop {
            self.scalar_phase()?;
            if self.running.is_empty() && self.pending.is_empty() {
                return Ok(());
            }
            self.check_deadlocks()?;
            let bus = BusLoad {
                transfers: self.running.iter().map(|r| r.pipes.bus_transfers()).sum(),
                bytes_per_cycle: self.target.chip.gm_bus_bytes_per_cycle,
            };
            for running in &mut self.running {
                running.pipes.update_speeds(bus);
            }
            let next = self.running.iter().filter_map(RunningBlock::next_time).min();
            let next = next.expect("a running block without events is a deadlock, reported above");
            for index in 0..self.running.len() {
                if self.running[index].pipes.next_event() == Some(next) {
                    self.enter(index);
                }
                let running = &mut self.running[index];
                let block = running.block;
                running.pipes.advance(next, self.memory).map_err(|error| BlockError { block, error })?;
            }
            self.now = next;
        }
    }

    /// Starts, scalar steps and starts again on every running block at `now`; blocks
    /// that finish free their core for the next pending block, which starts now.
    fn scalar_phase(&mut self) -> Result<(), BlockError> {
        loop {
            self.admit();
            let mut index = 0;
            let mut finished_any = false;
            while index < self.running.len() {
                let block = self.running[index].block;
                let on_block = |error| BlockError { block, error };
                self.running[index].pipes.start_ready().map_err(on_block)?;
                let finished = self.scalar_steps(index).map_err(on_block)?;
                self.running[index].pipes.start_ready().map_err(on_block)?;
                if finished {
                    self.retire(index);
                    finished_any = true;
                } else {
                    index += 1;
                }
            }
            if !finished_any || self.pending.is_empty() {
                return Ok(());
            }
        }
    }

    fn admit(&mut self) {
        while !self.pending.is_empty() {
            let Some(core) = self.free_cores.pop_front() else { return };
            let (block, trace) = self.pending.pop_front().expect("checked above");
            let mut pipes = Pipes::new(trace.labels, &self.target.timing, self.options.record_timeline);
            pipes.start_at(self.now);
            let locals =
                local_spaces().map(|space| vec![0; self.target.capacity(space).unwrap_or(0) as usize]).collect();
            self.running.push(RunningBlock {
                block,
                core,
                events: trace.events.into_iter(),
                stalled: None,
                pipes,
                clock: self.now,
                start: self.now,
                scalar: LaneStats::default(),
                locals,
            });
        }
    }

    /// Moves the running block at `index`'s local buffers into the memory.
    fn enter(&mut self, index: usize) {
        if self.resident == Some(index) {
            return;
        }
        self.leave();
        self.swap_locals(index);
        self.resident = Some(index);
    }

    /// Gives the memory its own local buffers back.
    fn leave(&mut self) {
        if let Some(resident) = self.resident.take() {
            self.swap_locals(resident);
        }
    }

    fn swap_locals(&mut self, index: usize) {
        let locals = &mut self.running[index].locals;
        for (space, array) in local_spaces().zip(locals.iter_mut()) {
            self.memory.swap_fixed(space_id(space), array);
        }
    }

    fn retire(&mut self, index: usize) {
        self.leave();
        let mut running = self.running.remove(index);
        let pipes = Pipe::ALL
            .iter()
            .map(|&pipe| (pipe, if pipe == Pipe::S { running.scalar } else { running.pipes.stats(pipe) }))
            .collect();
        let end = running.clock.max(running.pipes.now());
        self.finished[running.block] = Some(BlockRun {
            core: running.core,
            start: running.start,
            end,
            stats: Stats { total_cycles: end - running.start, pipes },
            bus_bytes: running.pipes.bus_bytes(),
            timeline: running.pipes.take_timeline(),
        });
        self.free_cores.push_back(running.core);
    }

    /// Runs the block's scalar unit at `now` until it is ahead of `now`, stalls or ends;
    /// true when its trace ended.
    fn scalar_steps(&mut self, index: usize) -> Result<bool, AscendError> {
        let now = self.now;
        loop {
            let running = &mut self.running[index];
            if running.clock > now {
                return Ok(false);
            }
            let Some(event) = running.stalled.take().or_else(|| running.events.next()) else {
                return Ok(true);
            };
            if let Step::Stalled(event) = self.step(index, event)? {
                self.running[index].stalled = Some(event);
                return Ok(false);
            }
        }
    }

    fn step(&mut self, index: usize, event: ScalarEvent) -> Result<Step, AscendError> {
        let now = self.now;
        let running = &mut self.running[index];
        match event {
            ScalarEvent::Retire { cycles, instructions } => {
                running.busy(cycles);
                running.scalar.instructions += instructions;
            }
            ScalarEvent::Dispatch(task) => running.pipes.dispatch(task),
            ScalarEvent::SetFlag { flag, site, cycles } => {
                running.pipes.set_flag(flag, site, Pipe::S, running.clock)?;
                running.pipes.record_labelled(Pipe::S, running.clock..running.clock + cycles, site, SpanKind::Set);
                running.busy(cycles);
            }
            ScalarEvent::WaitFlag { flag, cycles, .. } => {
                if !running.pipes.is_set(flag) {
                    return Ok(Step::Stalled(event));
                }
                running.resume(now, &event);
                running.pipes.consume_flag(flag, Pipe::S, running.clock);
                running.busy(cycles);
            }
            ScalarEvent::Drain { cycles, at_exit, .. } => {
                if !running.pipes.idle() {
                    return Ok(Step::Stalled(event));
                }
                running.resume(now, &event);
                if at_exit {
                    running.pipes.check_flags_clear(running.clock)?;
                }
                running.busy(cycles);
            }
            ScalarEvent::Access { label, access, store } => {
                let label = running.pipes.label(label);
                running.pipes.check_unfinished(u64::MAX, Pipe::S, std::slice::from_ref(&access), label)?;
                if let Some(store) = store {
                    let instruction = InstructionRef { label: label.to_string(), pipe: Pipe::S };
                    self.enter(index);
                    self.memory
                        .write(store.space, store.address, &store.bytes)
                        .map_err(|error| AscendError::OutOfCapacity { time: now, instruction, error })?;
                }
            }
        }
        Ok(Step::Done)
    }

    /// A block whose scalar unit stalls while nothing on its core can change any more
    /// is deadlocked (cores never wait for each other).
    fn check_deadlocks(&self) -> Result<(), BlockError> {
        for running in &self.running {
            let Some(event) = &running.stalled else { continue };
            if running.pipes.next_event().is_none() {
                let error = running.pipes.deadlock(&running.waiting_for(event));
                return Err(BlockError { block: running.block, error });
            }
        }
        Ok(())
    }
}

impl RunningBlock {
    fn busy(&mut self, cycles: u64) {
        self.clock += cycles;
        self.scalar.busy += cycles;
    }

    /// The next time this block has something to do: a pipe event, or its scalar unit's
    /// next step unless it stalls.
    fn next_time(&self) -> Option<u64> {
        let scalar = self.stalled.is_none().then_some(self.clock);
        self.pipes.next_event().into_iter().chain(scalar).min()
    }

    /// The scalar unit resumes at `now` after stalling on `event` since its clock.
    fn resume(&mut self, now: u64, event: &ScalarEvent) {
        if now <= self.clock {
            return;
        }
        let waiting_for = self.waiting_for(event);
        self.pipes.record_span(Pipe::S, self.clock..now, waiting_for, SpanKind::Blocked);
        self.scalar.blocked += now - self.clock;
        self.clock = now;
    }

    /// What the scalar unit waits for while stalled on `event`.
    fn waiting_for(&self, event: &ScalarEvent) -> String {
        match event {
            ScalarEvent::WaitFlag { flag, site, .. } => format!("flag {flag} ({})", self.pipes.label(*site)),
            ScalarEvent::Drain { label, at_exit: true, .. } => {
                format!("every pipe to drain at kernel exit ({})", self.pipes.label(*label))
            }
            ScalarEvent::Drain { label, .. } => format!("every pipe to drain ({})", self.pipes.label(*label)),
            _ => String::new(),
        }
    }
}
