//! The Ascend AI Core as a `Machine` for the interpreter: the abstract machine of
//! `ascend-target.md`. The interpreter is the scalar unit; this model gives it a clock
//! (one S init per retired instruction), resolves every call site against the target's
//! pipe-call table once, and turns each pipe call into a task with a concrete footprint
//! (`footprint`), a data effect (`effects`) and a cost from the target's timing model.
//! Two schedules: `Timed` dispatches tasks into the pipe engine (`pipes`), executes
//! SET.FLAG/WAIT.FLAG/BARRIER per rules 3-6 and detects races, with nominal or seeded
//! random latencies; `Sequential` is the reference: each instruction completes before the
//! next is issued and syncs are ignored, so its output is what any correct
//! synchronisation must reproduce. Invariant: both schedules apply the same effects to
//! the same bytes; only the order in time differs.

pub mod check;
pub mod chip;
pub mod effects;
pub mod error;
pub mod footprint;
pub mod pipes;
pub mod run;
pub mod timeline;
pub mod trace;

use crate::interpreter::{At, CallResult, Machine, ScalarAccess};
use crate::memory::{Memory, SpaceId, SpaceSpec, Storage};
use crate::program::CallSite;
use crate::random::SplitMix64;
use crate::values::{FloatKind, ScalarType};
use effects::{Effect, VectorOp};
use error::{AscendError, Flag, InstructionRef};
use footprint::{concrete_accesses, ByteAccess, ConcreteArg};
use pipes::{LaneStats, Task, Work};
use syncfuse_hardware::ascend::{AddressSpace, FootprintShape, OpSpec, Pipe, TargetDescription, PIPE_ALL_NUMBER};
use syncfuse_hardware::ascend::{BARRIER, SET_FLAG, WAIT_FLAG};
use syncfuse_hardware::call_name::{identifier, ElementType};
use trace::{CoreTrace, LabelIndex, ScalarEvent, StoredBytes};

/// The index of a pipe's lane (its position in `Pipe::ALL`).
pub(crate) fn lane(pipe: Pipe) -> usize {
    Pipe::ALL.iter().position(|p| *p == pipe).expect("every pipe is in Pipe::ALL")
}

/// The memory space of an address space (spaces are created in `AddressSpace::ALL` order).
pub fn space_id(space: AddressSpace) -> SpaceId {
    AddressSpace::ALL.iter().position(|s| *s == space).expect("every space is in AddressSpace::ALL")
}

/// A core's local buffers (every space but GM), in `AddressSpace::ALL` order.
pub fn local_spaces() -> impl Iterator<Item = AddressSpace> {
    AddressSpace::ALL.into_iter().filter(|space| *space != AddressSpace::Gm)
}

/// The memories of a core of `target`: GM holds one buffer per pointer argument, every
/// local buffer is a fixed array of the target's capacity.
pub fn memory_for(target: &TargetDescription) -> Memory {
    let specs = AddressSpace::ALL
        .iter()
        .map(|&space| SpaceSpec {
            name: space.name().to_string(),
            llvm_numbers: (0..=u8::MAX as u32).filter(|&n| AddressSpace::from_llvm(n) == Some(space)).collect(),
            storage: match target.capacity(space) {
                Some(capacity) => Storage::Fixed { capacity },
                None => Storage::Buffers,
            },
        })
        .collect();
    Memory::new(specs)
}

/// How instructions are ordered in time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Every instruction completes before the next is issued; syncs are ignored.
    Sequential,
    /// The pipe machine, with nominal latencies (`seed: None`) or with every latency
    /// scaled by a factor drawn log-uniformly from [1/4, 4] (`LATENCY_OCTAVES`) with this
    /// seed.
    Timed { seed: Option<u64> },
}

/// Instructions one simulated kernel run may execute by default (16.8 million: seconds of
/// simulation for pipe-heavy code).
pub const DEFAULT_KERNEL_STEP_LIMIT: u64 = 1 << 24;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimOptions {
    pub schedule: Schedule,
    /// What `get_block_idx()` / `get_block_num()` return.
    pub block_idx: u64,
    pub block_num: u64,
    /// Accept event IDs beyond the target's per-pair count (`ascend-sync<mode=unlimited>`).
    pub unlimited_event_ids: bool,
    pub record_timeline: bool,
    /// The interpreter stops with an error after this many instructions
    /// (`DEFAULT_KERNEL_STEP_LIMIT`: a kernel that never returns is reported, not run
    /// until killed).
    pub step_limit: u64,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions {
            schedule: Schedule::Timed { seed: None },
            block_idx: 0,
            block_num: 1,
            unlimited_event_ids: false,
            record_timeline: false,
            step_limit: DEFAULT_KERNEL_STEP_LIMIT,
        }
    }
}

/// Cycles of a run: the total, and busy/blocked cycles per pipe (S is the scalar unit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stats {
    pub total_cycles: u64,
    pub pipes: Vec<(Pipe, LaneStats)>,
}

/// What a call site does, resolved once.
#[derive(Clone, Debug)]
enum SiteRole {
    Op(Box<OpSite>),
    BlockIdx,
    BlockNum,
    Set,
    Wait,
    Barrier,
}

#[derive(Clone, Debug)]
struct OpSite {
    spec: OpSpec,
    args: Vec<ScalarType>,
    semantics: Semantics,
}

/// The data semantics of a pipe call, before its argument values are known.
#[derive(Clone, Copy, Debug)]
enum Semantics {
    Copy,
    /// `scalar`: the index and type of the scalar operand argument.
    Vector {
        op: VectorOp,
        kind: FloatKind,
        scalar: Option<(usize, FloatKind)>,
    },
    Mad {
        sizes: [usize; 3],
        init: usize,
    },
}

/// Random latencies are the nominal ones times 2^u, u uniform in [-OCTAVES, OCTAVES].
const LATENCY_OCTAVES: f64 = 2.0;

/// Latency scaling for schedule exploration.
struct Latency {
    random: Option<SplitMix64>,
}

impl Latency {
    fn scale(&mut self, cycles: u64) -> u64 {
        match &mut self.random {
            Some(random) if cycles > 0 => {
                let factor = 2f64.powf((2.0 * random.next_unit() - 1.0) * LATENCY_OCTAVES);
                ((cycles as f64 * factor).round() as u64).max(1)
            }
            _ => cycles,
        }
    }
}

/// The pipe machine's scalar unit, built for one program's call sites. It always
/// executes the kernel functionally in program order (each pipe call's effect at once,
/// syncs ignored: the sequential reference); under a timed schedule it also records
/// every scalar-unit event (`trace`), which `chip` replays in time with the pipes.
pub struct AscendMachine<'t> {
    target: &'t TargetDescription,
    options: SimOptions,
    sites: Vec<SiteRole>,
    /// Sequential clock (cycles) and the retired-instruction count it accounts for.
    clock: u64,
    retired_seen: u64,
    scalar: LaneStats,
    lanes: Vec<LaneStats>,
    latency: Latency,
    next_seq: u64,
    trace: Option<CoreTrace>,
    /// The trace position of a scalar store whose bytes are read at the next event.
    pending_store: Option<usize>,
}

impl<'t> AscendMachine<'t> {
    pub fn new(target: &'t TargetDescription, options: SimOptions, sites: &[CallSite]) -> Result<Self, AscendError> {
        let roles = sites.iter().map(|site| bind(target, site)).collect::<Result<Vec<_>, _>>()?;
        let (trace, seed) = match options.schedule {
            Schedule::Sequential => (None, None),
            Schedule::Timed { seed } => (Some(CoreTrace::new(sites.iter().map(|s| s.label.clone()).collect())), seed),
        };
        Ok(AscendMachine {
            target,
            options,
            sites: roles,
            clock: 0,
            retired_seen: 0,
            scalar: LaneStats::default(),
            lanes: vec![LaneStats::default(); Pipe::ALL.len()],
            latency: Latency { random: seed.map(SplitMix64::new) },
            next_seq: 0,
            trace,
            pending_store: None,
        })
    }

    /// The cycles of the sequential execution.
    pub fn sequential_stats(&self) -> Stats {
        let pipes = Pipe::ALL
            .iter()
            .zip(&self.lanes)
            .map(|(&pipe, stats)| (pipe, if pipe == Pipe::S { self.scalar } else { *stats }))
            .collect();
        Stats { total_cycles: self.clock, pipes }
    }

    /// The recorded events (timed schedules only).
    pub fn take_trace(&mut self) -> Option<CoreTrace> {
        self.trace.take()
    }

    fn record(&mut self, event: ScalarEvent) {
        if let Some(trace) = &mut self.trace {
            trace.events.push(event);
        }
    }

    fn label(&mut self, label: &str) -> LabelIndex {
        self.trace.as_mut().map_or(0, |trace| trace.label(label))
    }

    fn sync_cycles(&mut self) -> u64 {
        self.latency.scale(self.target.timing.sync_cycles)
    }

    /// Accounts for the scalar instructions retired since the last event (and completes
    /// the bytes of the scalar store before them).
    fn catch_up(&mut self, at: At<'_>, memory: &Memory) {
        if let Some(index) = self.pending_store.take() {
            fill_store(self.trace.as_mut(), index, memory);
        }
        let retired = at.retired - self.retired_seen;
        self.retired_seen = at.retired;
        let cycles = self.latency.scale(retired * self.target.timing.init_cycles[&Pipe::S]);
        self.clock += cycles;
        self.scalar.busy += cycles;
        self.scalar.instructions += retired;
        if retired > 0 || cycles > 0 {
            self.record(ScalarEvent::Retire { cycles, instructions: retired });
        }
    }

    fn dispatch(&mut self, pipe: Pipe, site: u32, work: Work, (init, transfer): (u64, u64)) {
        let (init, transfer) = (self.latency.scale(init), self.latency.scale(transfer));
        let seq = self.next_seq;
        self.next_seq += 1;
        self.record(ScalarEvent::Dispatch(Task { seq, pipe, site, work, init, transfer }));
    }

    fn flag(&self, at: At<'_>, args: &[u64]) -> Result<Flag, AscendError> {
        let bad = |message: String| AscendError::BadCall { instruction: at.label.to_string(), message };
        let pipe = |number: u64| Pipe::from_number(number).ok_or_else(|| bad(format!("{number} is not a pipe")));
        let flag = Flag { setter: pipe(args[0])?, waiter: pipe(args[1])?, event: args[2] };
        if flag.setter == flag.waiter {
            return Err(bad(format!("flag {flag} connects a pipe to itself")));
        }
        let limit = u64::from(self.target.event_ids_per_pair());
        if flag.event >= limit && !self.options.unlimited_event_ids {
            return Err(bad(format!(
                "event ID {} is out of range: {} has {limit} per pipe pair",
                flag.event, self.target.name
            )));
        }
        Ok(flag)
    }

    fn set_flag(&mut self, site: u32, flag: Flag) {
        if flag.setter != Pipe::S {
            self.dispatch(flag.setter, site, Work::Set(flag), (self.target.timing.sync_cycles, 0));
            return;
        }
        let cycles = self.sync_cycles();
        self.record(ScalarEvent::SetFlag { flag, site, cycles });
    }

    fn wait_flag(&mut self, site: u32, flag: Flag) {
        if flag.waiter != Pipe::S {
            self.dispatch(flag.waiter, site, Work::Wait(flag), (self.target.timing.sync_cycles, 0));
            return;
        }
        let cycles = self.sync_cycles();
        self.record(ScalarEvent::WaitFlag { flag, site, cycles });
    }

    fn barrier(&mut self, at: At<'_>, site: u32, pipe_number: u64) -> Result<(), AscendError> {
        match Pipe::from_number(pipe_number) {
            _ if pipe_number == PIPE_ALL_NUMBER => {
                let cycles = self.sync_cycles();
                self.record(ScalarEvent::Drain { label: site, cycles, at_exit: false });
            }
            Some(Pipe::S) => {
                let cycles = self.sync_cycles();
                self.record(ScalarEvent::Retire { cycles, instructions: 0 });
            }
            Some(pipe) => self.dispatch(pipe, site, Work::Barrier, (self.target.timing.sync_cycles, 0)),
            None => {
                let message = format!("{pipe_number} is not a pipe");
                return Err(AscendError::BadCall { instruction: at.label.to_string(), message });
            }
        }
        Ok(())
    }

    /// A pipe call: concrete footprint, capacity check, effect (applied at once), cost;
    /// recorded for the replay under a timed schedule.
    fn issue(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<(), AscendError> {
        let SiteRole::Op(op) = &self.sites[site as usize] else { unreachable!("issue is only called for ops") };
        let pipe = op.spec.pipe;
        let instruction = || InstructionRef { label: at.label.to_string(), pipe };
        let concrete: Vec<ConcreteArg> =
            args.iter().zip(&op.args).map(|(&value, &ty)| concrete_argument(value, ty)).collect();
        let accesses = concrete_accesses(&op.spec, &concrete)
            .map_err(|message| AscendError::BadCall { instruction: at.label.to_string(), message })?;
        let out_of_capacity =
            |error| AscendError::OutOfCapacity { time: self.clock, instruction: instruction(), error };
        for access in &accesses {
            for range in &access.merged {
                memory.check(space_id(access.space), range.start, range.end - range.start).map_err(out_of_capacity)?;
            }
        }
        let effect = op.semantics.effect(args, &op.spec);
        let cost = nominal_cost(self.target, &op.spec, &accesses, &effect);
        effects::apply(effect, &accesses, memory).map_err(out_of_capacity)?;
        let cycles = cost.0 + cost.1;
        self.lanes[lane(pipe)].busy += cycles;
        self.lanes[lane(pipe)].instructions += 1;
        self.clock += cycles;
        if self.trace.is_some() {
            self.dispatch(pipe, site, Work::Op { accesses, effect }, cost);
        }
        Ok(())
    }
}

/// Completes a recorded scalar store with the bytes it left in memory.
fn fill_store(trace: Option<&mut CoreTrace>, index: usize, memory: &Memory) {
    let Some(ScalarEvent::Access { store: Some(store), .. }) = trace.and_then(|t| t.events.get_mut(index)) else {
        return;
    };
    if let Ok(bytes) = memory.read(store.space, store.address, store.bytes.len() as u64) {
        store.bytes.copy_from_slice(bytes);
    }
}

impl Machine for AscendMachine<'_> {
    type Error = AscendError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), AscendError> {
        self.catch_up(at, memory);
        if self.trace.is_none() {
            return Ok(());
        }
        let range = access.address..access.address + access.length;
        let bytes = ByteAccess {
            space: AddressSpace::ALL[access.space],
            write: access.write,
            ranges: vec![range.clone()],
            merged: vec![range],
        };
        let store = access.write.then(|| StoredBytes {
            space: access.space,
            address: access.address,
            bytes: vec![0; access.length as usize],
        });
        let label = self.label(at.label);
        if store.is_some() {
            self.pending_store = self.trace.as_ref().map(|t| t.events.len());
        }
        self.record(ScalarEvent::Access { label, access: bytes, store });
        Ok(())
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, AscendError> {
        self.catch_up(at, memory);
        let sequential = self.trace.is_none();
        match self.sites[site as usize] {
            SiteRole::BlockIdx => return Ok(CallResult::Value(self.options.block_idx)),
            SiteRole::BlockNum => return Ok(CallResult::Value(self.options.block_num)),
            SiteRole::Op(_) => self.issue(at, site, args, memory)?,
            _ if sequential => {}
            SiteRole::Set => {
                let flag = self.flag(at, args)?;
                self.set_flag(site, flag);
            }
            SiteRole::Wait => {
                let flag = self.flag(at, args)?;
                self.wait_flag(site, flag);
            }
            SiteRole::Barrier => self.barrier(at, site, args[0])?,
        }
        Ok(CallResult::Value(0))
    }

    fn finish(&mut self, at: At<'_>, memory: &mut Memory) -> Result<(), AscendError> {
        self.catch_up(at, memory);
        let label = self.label(at.label);
        self.record(ScalarEvent::Drain { label, cycles: 0, at_exit: true });
        Ok(())
    }
}

fn concrete_argument(value: u64, ty: ScalarType) -> ConcreteArg {
    match ty {
        ScalarType::Ptr(number) => match AddressSpace::from_llvm(number) {
            Some(space) => ConcreteArg::Pointer { space, address: value },
            None => ConcreteArg::Other,
        },
        ScalarType::Int(_) => ConcreteArg::Integer(value),
        ScalarType::Float(_) => ConcreteArg::Other,
    }
}

/// `init` and transfer cycles of a pipe call per the target's timing model: M costs one
/// cycle per `fractal_macs_per_cycle` fractal MACs; a pipe with a throughput costs its
/// largest operand's bytes over it (`ascend-target.md`, timing model).
fn nominal_cost(target: &TargetDescription, spec: &OpSpec, accesses: &[ByteAccess], effect: &Effect) -> (u64, u64) {
    let timing = &target.timing;
    let transfer = match *effect {
        Effect::Mad { m, k, n, side, .. } => timing.cube_cycles(((m / side) * (k / side) * (n / side)) as u64),
        _ => timing.transfer_cycles(spec.pipe, accesses.iter().map(ByteAccess::total_bytes).max().unwrap_or(0)),
    };
    (spec.init_cycles, transfer)
}

impl Semantics {
    /// The effect of one call with these argument values.
    fn effect(self, args: &[u64], spec: &OpSpec) -> Effect {
        match self {
            Semantics::Copy => Effect::Copy,
            Semantics::Vector { op, kind, scalar } => {
                let scalar = scalar.map_or(0, |(index, from)| kind.from_f64(from.to_f64(args[index])));
                Effect::Vector { op, kind, scalar }
            }
            Semantics::Mad { sizes, init } => {
                let side = spec.units.cube_round as usize;
                let [m, k, n] = sizes.map(|index| (args[index] as usize).div_ceil(side) * side);
                Effect::Mad { m, k, n, side, accumulate: args[init] & 1 == 0 }
            }
        }
    }
}

/// Resolves one call site: a sync, a pure scalar query, or a pipe call of the table.
fn bind(target: &TargetDescription, site: &CallSite) -> Result<SiteRole, AscendError> {
    let bad = |message: String| AscendError::BadCall { instruction: site.label.clone(), message };
    match identifier(&site.callee) {
        SET_FLAG => return Ok(SiteRole::Set),
        WAIT_FLAG => return Ok(SiteRole::Wait),
        BARRIER => return Ok(SiteRole::Barrier),
        "get_block_idx" => return Ok(SiteRole::BlockIdx),
        "get_block_num" => return Ok(SiteRole::BlockNum),
        _ => {}
    }
    let call = target.resolve_call(&site.callee).ok_or_else(|| {
        bad(format!("call to unknown external function '{}' (not in the target's pipe-call table)", site.callee))
    })?;
    let spec = call.spec;
    let semantics = match &spec.footprint {
        FootprintShape::Burst { .. } | FootprintShape::Load2d { .. } => Semantics::Copy,
        FootprintShape::Mad { m, k, n, init, .. } => Semantics::Mad { sizes: [*m, *k, *n], init: *init },
        FootprintShape::Vector { operands, .. } => {
            let sources = operands.iter().filter(|o| !o.write).count();
            vector_semantics(site, spec, call.element, sources).map_err(bad)?
        }
        FootprintShape::None => return Err(bad(format!("'{}' has no data semantics in the simulator", site.callee))),
    };
    Ok(SiteRole::Op(Box::new(OpSite { spec: spec.clone(), args: site.args.clone(), semantics })))
}

/// A vector op's semantics; `element`: the type its spelling states (none: a plain C
/// name, whose element type is CCE's default, half).
fn vector_semantics(
    site: &CallSite,
    spec: &OpSpec,
    element: Option<ElementType>,
    sources: usize,
) -> Result<Semantics, String> {
    let op = VectorOp::from_name(&spec.name)
        .ok_or_else(|| format!("vector op '{}' has no semantics in the simulator", spec.name))?;
    if op.sources() != sources {
        return Err(format!("'{}' must read {} operands, its footprint reads {sources}", spec.name, op.sources()));
    }
    let scalar = site.args.iter().enumerate().find_map(|(index, ty)| match ty {
        ScalarType::Float(kind) => Some((index, *kind)),
        _ => None,
    });
    if op.takes_scalar() && scalar.is_none() {
        return Err(format!("'{}' has no floating-point scalar operand", site.callee));
    }
    let kind = match element {
        Some(ElementType::Half) | None => FloatKind::Half,
        Some(ElementType::Float) => FloatKind::Single,
        Some(other) => return Err(format!("element type {other:?} of '{}' is not simulated", site.callee)),
    };
    Ok(Semantics::Vector { op, kind, scalar: scalar.filter(|_| op.takes_scalar()) })
}
