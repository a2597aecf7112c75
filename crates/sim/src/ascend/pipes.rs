//! The timed pipe engine: five in-order queues (V, M, MTE1, MTE2, MTE3) that the scalar
//! unit dispatches into, the hardware flags, and a discrete-event clock in whole cycles.
//! An instruction runs `init` cycles, then `transfer` cycles of work. On a pipe the
//! target marks *pipelined* (rule 2), instructions still start in order but the next op
//! or wait may start once the previous one is past its `init`, so their transfers
//! overlap (each at the pipe's rate); a set or `BARRIER(pipe)` starts only once nothing
//! is in flight, and an op overlapping an unfinished op of its own pipe with a conflicting
//! footprint is a race (same-pipe dependences there need `BARRIER(pipe)`). MTE2 and MTE3 share
//! the core's GM port when the target says so (Verrocchio: while both transfer, each
//! progresses at half speed) and the chip's GM bus with every other core's transfers
//! (`update_speeds`; work is counted in fixed-point units so that every share stays an
//! integer). A set sets
//! its flag on completion, a wait at the head of its queue blocks until the flag is set
//! and clears it when it starts (`ascend-target.md` rules 2-4); the data effect of an
//! instruction is applied at its completion.
//! Invariants: events at one cycle are handled completions first, then starts, so an
//! instruction may start in the cycle its predecessor completes; an instruction starting
//! while an earlier (program order) instruction on another pipe with a conflicting
//! footprint is unfinished is a race, reported at that moment (rule 7); `now` never
//! exceeds the scalar unit's clock; the chip (`chip`) moves every core's engine through
//! the same sequence of event times (`next_event`, `advance`, `start_ready`).

use crate::ascend::effects::{self, Effect};
use crate::ascend::error::{AscendError, Blocked, Flag, Hazard, InstructionRef};
use crate::ascend::footprint::ByteAccess;
use crate::ascend::lane;
use crate::ascend::timeline::{Arrow, Span, SpanKind, Timeline};
use crate::memory::Memory;
use std::collections::{HashMap, VecDeque};
use std::ops::Range;
use syncfuse_hardware::ascend::{AddressSpace, Pipe, TimingModel};

/// What a dispatched instruction does.
#[derive(Clone, Debug)]
pub enum Work {
    Op {
        accesses: Vec<ByteAccess>,
        effect: Effect,
    },
    Set(Flag),
    Wait(Flag),
    /// `BARRIER(pipe)`: starts once nothing is in flight on its pipe, so everything after
    /// it starts after everything before it completed (on an in-order pipe it only
    /// occupies its slot in the queue).
    Barrier,
}

/// One dispatched instruction instance.
#[derive(Clone, Debug)]
pub struct Task {
    /// Dispatch order (= program order of the dynamic instruction stream).
    pub seq: u64,
    pub pipe: Pipe,
    /// Call site, for its label.
    pub site: u32,
    pub work: Work,
    pub init: u64,
    /// Cycles of work at full bandwidth after `init`.
    pub transfer: u64,
}

/// Busy and blocked cycles of one pipe.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LaneStats {
    pub busy: u64,
    pub blocked: u64,
    pub instructions: u64,
}

#[derive(Debug)]
enum Phase {
    Init {
        until: u64,
    },
    /// `remaining` half-cycles of work at full speed, as of cycle `updated`.
    Transfer {
        remaining: u64,
        updated: u64,
    },
}

#[derive(Debug)]
struct Running {
    task: Task,
    started: u64,
    phase: Phase,
}

#[derive(Debug, Default)]
struct Lane {
    queue: VecDeque<Task>,
    /// Instructions in flight, oldest first: at most one unless the pipe is pipelined.
    running: Vec<Running>,
    /// Since when `running` has been non-empty (busy cycles count time with work in flight).
    busy_since: u64,
    pipelined: bool,
    /// Since when the head (a wait) has been blocked on an unset flag.
    blocked_since: Option<u64>,
    stats: LaneStats,
}

/// Who set a flag, and when.
#[derive(Clone, Copy, Debug)]
struct FlagRecord {
    site: u32,
    pipe: Pipe,
    time: u64,
}

/// The most telling hazard between an earlier and a later instruction's accesses.
impl Lane {
    /// Whether `head` may start now: on an idle pipe always; on a pipelined pipe an op or
    /// a wait also once every instruction in flight is past its `init` (one issue at a
    /// time), while a set or a barrier waits until nothing is in flight (rule 3: a set
    /// runs once every earlier instruction of its pipe has completed).
    fn may_start(&self, head: &Task) -> bool {
        let issued = || self.running.iter().all(|r| !matches!(r.phase, Phase::Init { .. }));
        match head.work {
            _ if self.running.is_empty() => true,
            Work::Op { .. } | Work::Wait(_) => self.pipelined && issued(),
            Work::Set(_) | Work::Barrier => false,
        }
    }
}

fn first_hazard(earlier: &[ByteAccess], later: &[ByteAccess]) -> Option<(Hazard, AddressSpace, Range<u64>)> {
    let hazards = [Hazard::ReadAfterWrite, Hazard::WriteAfterRead, Hazard::WriteAfterWrite];
    hazards.into_iter().find_map(|hazard| {
        let pairs = earlier.iter().flat_map(|e| later.iter().map(move |l| (e, l)));
        pairs
            .filter(|(e, l)| Hazard::between(e.write, l.write) == hazard && (e.write || l.write))
            .find_map(|(e, l)| e.overlap(l).map(|bytes| (hazard, e.space, bytes)))
    })
}

/// Units of transfer work one cycle retires at full speed (a fixed-point fraction, so
/// that shared bandwidths stay integers).
const FULL_SPEED: u64 = 1 << 16;

/// The pipes that move data over the GM bus.
const BUS_PIPES: [Pipe; 2] = [Pipe::Mte2, Pipe::Mte3];

/// The chip-wide load on the GM bus while the speeds hold: transfers in flight on all
/// cores and the bus's total bandwidth.
#[derive(Clone, Copy, Debug)]
pub struct BusLoad {
    pub transfers: u64,
    pub bytes_per_cycle: u64,
}

pub struct Pipes {
    lanes: Vec<Lane>,
    now: u64,
    flags: HashMap<Flag, FlagRecord>,
    labels: Vec<String>,
    shared_gm_bus: bool,
    /// Bytes per cycle of each lane's lone transfer (the GM-bus pipes').
    bus_rates: [Option<u64>; 6],
    /// Work units per cycle of each lane's transfers until the next event.
    speeds: [u64; 6],
    /// Bytes moved over the GM bus by completed transfers.
    bus_bytes: u64,
    timeline: Option<Timeline>,
}

impl Pipes {
    /// `timing`: the target's pipelined pipes (`ascend-target.md` rule 2), GM-port
    /// sharing and transfer rates.
    pub fn new(labels: Vec<String>, timing: &TimingModel, record_timeline: bool) -> Pipes {
        let pipelined = &timing.pipelined;
        Pipes {
            lanes: Pipe::ALL.iter().map(|p| Lane { pipelined: pipelined.contains(p), ..Lane::default() }).collect(),
            now: 0,
            flags: HashMap::new(),
            labels,
            shared_gm_bus: timing.mte2_mte3_share_gm_bus,
            bus_rates: Pipe::ALL
                .map(|pipe| timing.bytes_per_cycle.get(&pipe).copied().filter(|_| BUS_PIPES.contains(&pipe))),
            speeds: [FULL_SPEED; 6],
            bus_bytes: 0,
            timeline: record_timeline.then(Timeline::default),
        }
    }

    /// Bytes moved over the GM bus so far.
    pub fn bus_bytes(&self) -> u64 {
        self.bus_bytes
    }

    pub fn now(&self) -> u64 {
        self.now
    }

    pub fn stats(&self, pipe: Pipe) -> LaneStats {
        self.lanes[lane(pipe)].stats
    }

    pub fn take_timeline(&mut self) -> Option<Timeline> {
        self.timeline.take()
    }

    pub fn record(&mut self, span: Span) {
        if let Some(timeline) = &mut self.timeline {
            timeline.spans.push(span);
        }
    }

    /// Records a span labelled with a text made only when a timeline is kept.
    pub fn record_span(&mut self, pipe: Pipe, cycles: Range<u64>, label: String, kind: SpanKind) {
        self.record(Span { pipe, start: cycles.start, end: cycles.end, label, kind });
    }

    /// Records a span labelled with one of the engine's labels.
    pub fn record_labelled(&mut self, pipe: Pipe, cycles: Range<u64>, label: u32, kind: SpanKind) {
        if self.timeline.is_some() {
            self.record_span(pipe, cycles, self.labels[label as usize].clone(), kind);
        }
    }

    /// Starts the clock at `time` (a block that starts after others on the chip).
    pub fn start_at(&mut self, time: u64) {
        self.now = time;
    }

    /// The text of one of the engine's labels.
    pub fn label(&self, index: u32) -> &str {
        &self.labels[index as usize]
    }

    fn reference(&self, site: u32, pipe: Pipe) -> InstructionRef {
        InstructionRef { label: self.labels[site as usize].clone(), pipe }
    }

    pub fn dispatch(&mut self, task: Task) {
        self.lanes[lane(task.pipe)].queue.push_back(task);
    }

    /// Every queue empty and every pipe idle.
    pub fn idle(&self) -> bool {
        self.lanes.iter().all(|l| l.running.is_empty() && l.queue.is_empty())
    }

    pub fn is_set(&self, flag: Flag) -> bool {
        self.flags.contains_key(&flag)
    }

    /// Sets `flag` at `time` (rule 3: setting a set flag is a double set).
    pub fn set_flag(&mut self, flag: Flag, site: u32, pipe: Pipe, time: u64) -> Result<(), AscendError> {
        if let Some(previous) = self.flags.get(&flag) {
            return Err(AscendError::DoubleSet {
                time,
                instruction: self.reference(site, pipe),
                flag,
                previous: self.reference(previous.site, previous.pipe),
                previous_time: previous.time,
            });
        }
        self.flags.insert(flag, FlagRecord { site, pipe, time });
        Ok(())
    }

    /// Clears a set flag for the wait that consumes it at `time`; false if it is unset.
    pub fn consume_flag(&mut self, flag: Flag, waiter: Pipe, time: u64) -> bool {
        let Some(record) = self.flags.remove(&flag) else { return false };
        if let Some(timeline) = &mut self.timeline {
            timeline.arrows.push(Arrow { flag, from: (record.pipe, record.time), to: (waiter, time) });
        }
        true
    }

    /// Rule 6: no flag may be left set at kernel exit.
    pub fn check_flags_clear(&self, time: u64) -> Result<(), AscendError> {
        if self.flags.is_empty() {
            return Ok(());
        }
        let mut flags: Vec<_> =
            self.flags.iter().map(|(flag, record)| (*flag, self.reference(record.site, record.pipe))).collect();
        flags.sort_by_key(|(flag, _)| *flag);
        Err(AscendError::FlagLeftSet { time, flags })
    }

    /// Rule 7 for an access starting now on `pipe`: no unfinished instruction before
    /// `seq` on another pipe (or in flight on `pipe` itself when it is pipelined) may
    /// touch its bytes with a write on either side. Of several hazards with one
    /// instruction, RAW is reported before WAR before WAW.
    pub fn check_unfinished(
        &self,
        seq: u64,
        pipe: Pipe,
        accesses: &[ByteAccess],
        label: &str,
    ) -> Result<(), AscendError> {
        let checked = |(p, l): &(&Pipe, &Lane)| **p != pipe || l.pipelined;
        for (other, lane_state) in Pipe::ALL.iter().zip(&self.lanes).filter(checked) {
            let unfinished = lane_state.running.iter().map(|r| &r.task).chain(&lane_state.queue);
            for task in unfinished.take_while(|t| t.seq < seq) {
                let Work::Op { accesses: earlier, .. } = &task.work else { continue };
                let Some((hazard, space, bytes)) = first_hazard(earlier, accesses) else {
                    continue;
                };
                return Err(AscendError::Race {
                    time: self.now,
                    later: InstructionRef { label: label.to_string(), pipe },
                    earlier: self.reference(task.site, *other),
                    hazard,
                    space,
                    bytes,
                });
            }
        }
        Ok(())
    }

    /// Moves the clock to `time` (no later than `next_event`): every transfer progresses
    /// at its speed, then the instructions whose phase ends at `time` move on.
    pub fn advance(&mut self, time: u64, memory: &mut Memory) -> Result<(), AscendError> {
        self.progress(time);
        self.now = time;
        self.handle_events(memory)
    }

    /// What the pipes wait for when nothing can change any more; `scalar`: what the
    /// scalar unit waits for.
    pub fn deadlock(&self, scalar: &str) -> AscendError {
        let mut blocked = vec![Blocked { pipe: Pipe::S, waiting_for: scalar.to_string() }];
        for (pipe, lane_state) in Pipe::ALL.iter().zip(&self.lanes) {
            if let Some(Task { work: Work::Wait(flag), site, .. }) = lane_state.queue.front() {
                let waiting_for = format!("flag {flag} ({})", self.labels[*site as usize]);
                blocked.push(Blocked { pipe: *pipe, waiting_for });
            }
        }
        AscendError::Deadlock { time: self.now, blocked }
    }

    /// GM-bus transfers in flight (MTE2 and MTE3 past their `init`).
    pub fn bus_transfers(&self) -> u64 {
        BUS_PIPES.iter().map(|pipe| self.transfers(*pipe)).sum()
    }

    fn transfers(&self, pipe: Pipe) -> u64 {
        self.lanes[lane(pipe)].running.iter().filter(|r| matches!(r.phase, Phase::Transfer { .. })).count() as u64
    }

    /// Sets the speed of every lane's transfers for the time until the next event: full
    /// speed, halved on MTE2/MTE3 while the other one transfers too when the core's
    /// pipes share its GM port, and at most the chip's share of the bus per transfer.
    pub fn update_speeds(&mut self, bus: BusLoad) {
        for pipe in BUS_PIPES {
            let other = if pipe == Pipe::Mte2 { Pipe::Mte3 } else { Pipe::Mte2 };
            let port = if self.shared_gm_bus && self.transfers(other) > 0 { FULL_SPEED / 2 } else { FULL_SPEED };
            let chip = match self.bus_rates[lane(pipe)] {
                Some(rate) if bus.transfers > 0 => {
                    FULL_SPEED.saturating_mul(bus.bytes_per_cycle) / (rate.saturating_mul(bus.transfers))
                }
                _ => FULL_SPEED,
            };
            self.speeds[lane(pipe)] = port.min(chip).max(1);
        }
    }

    fn event_time(&self, pipe: Pipe, running: &Running) -> u64 {
        match running.phase {
            Phase::Init { until } => until,
            Phase::Transfer { remaining, updated } => updated + remaining.div_ceil(self.speeds[lane(pipe)]),
        }
    }

    /// The next cycle at which an instruction in flight ends a phase.
    pub fn next_event(&self) -> Option<u64> {
        Pipe::ALL
            .iter()
            .zip(&self.lanes)
            .flat_map(|(pipe, l)| l.running.iter().map(|r| self.event_time(*pipe, r)))
            .min()
    }

    /// Moves every transfer forward to `time` at its current speed.
    fn progress(&mut self, time: u64) {
        for (l, speed) in self.lanes.iter_mut().zip(self.speeds) {
            for running in &mut l.running {
                if let Phase::Transfer { remaining, updated } = &mut running.phase {
                    *remaining = remaining.saturating_sub(speed * (time - *updated));
                    *updated = time;
                }
            }
        }
    }

    /// Ends init phases and completes instructions whose event is now (oldest first).
    fn handle_events(&mut self, memory: &mut Memory) -> Result<(), AscendError> {
        let now = self.now;
        for pipe in Pipe::ALL {
            let mut index = 0;
            while index < self.lanes[lane(pipe)].running.len() {
                if self.event_time(pipe, &self.lanes[lane(pipe)].running[index]) != now {
                    index += 1;
                    continue;
                }
                let running = &mut self.lanes[lane(pipe)].running[index];
                match running.phase {
                    Phase::Init { .. } if running.task.transfer > 0 => {
                        running.phase = Phase::Transfer { remaining: running.task.transfer * FULL_SPEED, updated: now };
                        index += 1;
                    }
                    _ => self.complete(pipe, index, memory)?,
                }
            }
        }
        Ok(())
    }

    fn complete(&mut self, pipe: Pipe, index: usize, memory: &mut Memory) -> Result<(), AscendError> {
        let Running { task, started, .. } = self.lanes[lane(pipe)].running.remove(index);
        let now = self.now;
        let kind = match &task.work {
            Work::Op { accesses, effect } => {
                effects::apply(*effect, accesses, memory).map_err(|error| AscendError::OutOfCapacity {
                    time: now,
                    instruction: self.reference(task.site, pipe),
                    error,
                })?;
                if BUS_PIPES.contains(&pipe) {
                    self.bus_bytes += accesses.iter().map(ByteAccess::total_bytes).max().unwrap_or(0);
                }
                SpanKind::Compute
            }
            Work::Set(flag) => {
                self.set_flag(*flag, task.site, pipe, now)?;
                SpanKind::Set
            }
            Work::Wait(_) => SpanKind::Wait,
            Work::Barrier => SpanKind::Barrier,
        };
        let lane_state = &mut self.lanes[lane(pipe)];
        lane_state.stats.instructions += 1;
        if lane_state.running.is_empty() {
            lane_state.stats.busy += now - lane_state.busy_since;
        }
        if self.timeline.is_some() {
            let label = self.labels[task.site as usize].clone();
            self.record(Span { pipe, start: started, end: now, label, kind });
        }
        Ok(())
    }

    /// Starts the head of every idle pipe that may start now.
    pub fn start_ready(&mut self) -> Result<(), AscendError> {
        let mut started = true;
        while started {
            started = false;
            for pipe in Pipe::ALL {
                started |= self.try_start(pipe)?;
            }
        }
        Ok(())
    }

    fn try_start(&mut self, pipe: Pipe) -> Result<bool, AscendError> {
        let now = self.now;
        let lane_state = &self.lanes[lane(pipe)];
        let Some(head) = lane_state.queue.front().filter(|head| lane_state.may_start(head)) else {
            return Ok(false);
        };
        match &head.work {
            Work::Wait(flag) => {
                let flag = *flag;
                if !self.consume_flag(flag, pipe, now) {
                    self.lanes[lane(pipe)].blocked_since.get_or_insert(now);
                    return Ok(false);
                }
                self.end_blocked(pipe);
            }
            Work::Op { accesses, .. } => {
                self.check_unfinished(head.seq, pipe, accesses, &self.labels[head.site as usize])?
            }
            Work::Set(_) | Work::Barrier => {}
        }
        let lane_state = &mut self.lanes[lane(pipe)];
        let task = lane_state.queue.pop_front().expect("checked above");
        let phase = Phase::Init { until: now + task.init };
        if lane_state.running.is_empty() {
            lane_state.busy_since = now;
        }
        lane_state.running.push(Running { task, started: now, phase });
        Ok(true)
    }

    fn end_blocked(&mut self, pipe: Pipe) {
        let now = self.now;
        let Some(since) = self.lanes[lane(pipe)].blocked_since.take() else { return };
        self.lanes[lane(pipe)].stats.blocked += now - since;
        if now > since {
            self.record(Span { pipe, start: since, end: now, label: "blocked".into(), kind: SpanKind::Blocked });
        }
    }
}
