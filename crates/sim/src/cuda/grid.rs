//! A kernel launch on the grid model. Blocks run one after another in a seeded random
//! order (CUDA promises no order and no concurrency between blocks); the threads of a
//! block are interpreter `Thread`s run cooperatively: in each barrier interval the
//! threads that can run take turns in a seeded random order, each for a random slice of
//! instructions, until every one has returned or reached `__syncthreads()` (the machine
//! suspends it there). When no thread can run, either all have returned (the block is
//! done), or all wait at the same barrier call site (the barrier completes: a new
//! interval starts and they resume), or the block has diverged (some returned while
//! others wait, or they wait at different barriers): an error. Warp collectives
//! (`__shfl*_sync`, votes, `__syncwarp`) suspend a thread the same way and complete when
//! every thread of the warp in the mask waits at the same one; one that cannot complete
//! is divergence too. Each block gets zeroed shared memory and each thread its own stack
//! (local memory). Every global- and shared-memory access is counted and checked for
//! races (`races`). Invariant: a barrier interval never overlaps another of the same
//! block, and the intervals of different blocks are distinct, which is what the race
//! checker's ordering rules assume.

use crate::cuda::counters::LaunchCounters;
use crate::cuda::footprint::LaunchFootprint;
use crate::cuda::races::{AccessKind, Accessor, Conflict, Shadow};
use crate::cuda::{CudaProgram, RunOptions, CONSTANT, GLOBAL, LOCAL, SHARED};
use crate::host::error::{memory_kind, ErrorKind, ProgramError};
use crate::host::libc::{self, LibcCall};
use crate::interpreter::{At, CallResult, Machine, ScalarAccess, Status, Thread};
use crate::memory::{Memory, MemoryError};
use crate::program::Module;
use crate::random::SplitMix64;
use syncfuse_hardware::cuda::{
    is_block_barrier, shuffle_source, Dim3, SpecialRegister, SpecialRegisterKind, VoteMode, WarpCollective,
    WarpRegister, WARP_SIZE,
};

/// A thread runs until it has executed its slice of instructions (checked at the end of
/// each basic block) before the scheduler picks another thread of its block; the slice is
/// drawn uniformly from `1..=MAX_SLICE`, so interleavings vary with the seed.
const MAX_SLICE: u64 = 1024;

/// A launch, its arguments already read from the host.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Index of the kernel in the device module's functions.
    pub kernel: u32,
    pub grid: Dim3,
    pub block: Dim3,
    pub dynamic_shared: u64,
    pub args: Vec<u64>,
}

/// What a device call site does, resolved once.
#[derive(Clone, Copy, Debug)]
enum DeviceCall {
    Special(SpecialRegister),
    WarpRegister(WarpRegister),
    Barrier,
    Warp(WarpCollective),
    Libc(LibcCall),
    Unknown,
}

/// The device: its module, resolved call sites and the state that lives across launches
/// (the random order, the race shadows, the interval counter).
pub struct Device<'p> {
    module: &'p Module,
    static_shared: u64,
    options: RunOptions,
    roles: Vec<Vec<DeviceCall>>,
    random: SplitMix64,
    /// The last barrier interval handed out (intervals start at 1; 0 is "never").
    interval: u32,
    global_shadows: Vec<Shadow>,
    shared_shadow: Shadow,
    /// What device-side printf printed since `take_output`.
    output: Vec<u8>,
    /// Each finished launch's footprint, with `RunOptions::record_footprints`.
    footprints: Vec<LaunchFootprint>,
}

/// Per-launch state the threads' machine updates.
struct LaunchState<'l> {
    launch: &'l Launch,
    kernel: &'l str,
    counters: LaunchCounters,
    /// The first interval of the launch and of the current block.
    launch_start: u32,
    block_start: u32,
    block: u32,
    interval: u32,
    footprint: Option<LaunchFootprint>,
}

impl<'p> Device<'p> {
    pub fn new(program: &'p CudaProgram, options: &RunOptions) -> Device<'p> {
        let module = program.device();
        let roles = module
            .functions
            .iter()
            .map(|function| function.call_sites.iter().map(|site| classify(&site.callee)).collect())
            .collect();
        Device {
            module,
            static_shared: program.static_shared,
            options: options.clone(),
            roles,
            random: SplitMix64::new(options.seed),
            interval: 0,
            global_shadows: Vec::new(),
            shared_shadow: Shadow::default(),
            output: Vec::new(),
            footprints: Vec::new(),
        }
    }

    /// The footprints of the launches so far (empty unless recorded).
    pub fn footprints(self) -> Vec<LaunchFootprint> {
        self.footprints
    }

    /// What kernels printed since the last call.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }

    fn next_interval(&mut self) -> u32 {
        self.interval += 1;
        self.interval
    }

    /// Runs every block of `launch`; returns its counters.
    pub fn launch(&mut self, launch: &Launch, memory: &mut Memory) -> Result<LaunchCounters, ProgramError> {
        let kernel = &self.module.functions[launch.kernel as usize];
        if launch.grid.volume() == 0 || launch.block.volume() == 0 || launch.block.volume() > 1024 {
            let message = format!(
                "@{}: invalid launch configuration grid {} block {}",
                kernel.function, launch.grid, launch.block
            );
            return Err(ProgramError::new(ErrorKind::BadCall, message));
        }
        let counters = LaunchCounters {
            kernel: kernel.function.clone(),
            grid: [launch.grid.x, launch.grid.y, launch.grid.z],
            block: [launch.block.x, launch.block.y, launch.block.z],
            dynamic_shared_bytes: launch.dynamic_shared,
            ..LaunchCounters::default()
        };
        let launch_start = self.interval + 1;
        let mut state = LaunchState {
            launch,
            kernel: &kernel.function,
            counters,
            launch_start,
            block_start: 0,
            block: 0,
            interval: 0,
            footprint: self.options.record_footprints.then(|| LaunchFootprint::new(&kernel.function, launch.grid)),
        };
        let mut order: Vec<u32> = (0..launch.grid.volume() as u32).collect();
        shuffle(&mut order, &mut self.random);
        for block in order {
            self.run_block(&mut state, block, memory)?;
        }
        self.footprints.extend(state.footprint);
        Ok(state.counters)
    }

    fn run_block(&mut self, state: &mut LaunchState<'_>, block: u32, memory: &mut Memory) -> Result<(), ProgramError> {
        let launch = state.launch;
        memory.reset_fixed(SHARED, self.static_shared + launch.dynamic_shared);
        state.block = block;
        state.interval = self.next_interval();
        state.block_start = state.interval;
        let functions = &self.module.functions;
        let size = launch.block.volume() as usize;
        let mut threads = Vec::with_capacity(size);
        for _ in 0..size {
            let thread = Thread::new(functions, launch.kernel, &launch.args, Some(LOCAL));
            threads.push(thread.map_err(|e| ProgramError::from_exec(e, &format!("kernel @{}", state.kernel)))?);
        }
        let mut stops = vec![Stop::Running; size];
        let mut order: Vec<usize> = (0..size).collect();
        loop {
            shuffle(&mut order, &mut self.random);
            let mut runnable = false;
            for &index in &order {
                if stops[index] != Stop::Running {
                    continue;
                }
                let retired = threads[index].retired();
                if retired > self.options.step_limit {
                    let message = format!(
                        "{}: stopped after {} instructions (step limit)",
                        describe(state, index as u32),
                        self.options.step_limit
                    );
                    return Err(ProgramError::new(ErrorKind::StepLimit, message));
                }
                let slice = 1 + self.random.next_u64() % MAX_SLICE;
                let mut machine = ThreadMachine { device: self, state, thread: index as u32, stop: Stop::Running };
                let status = threads[index].run(functions, &mut machine, memory, retired + slice);
                let stop = machine.stop;
                match status.map_err(|e| ProgramError::from_exec(e, &describe(state, index as u32)))? {
                    Status::Returned(_) => {
                        state.counters.instructions += threads[index].retired();
                        stops[index] = Stop::Returned;
                    }
                    Status::Suspended => stops[index] = stop,
                    Status::OutOfBudget => runnable = true,
                }
            }
            if runnable || self.complete_warp_collectives(state, &mut threads, &mut stops)? {
                continue;
            }
            let first = stops[0];
            if let Some(other) = (1..size).find(|&t| stops[t] != first) {
                return Err(self.divergence(state, (0, first), (other, stops[other])));
            }
            match first {
                Stop::Returned => return Ok(()),
                Stop::Barrier(_) => {}
                _ => return Err(self.divergence(state, (0, first), (0, first))),
            }
            state.counters.barriers += 1;
            state.interval = self.next_interval();
            for (thread, stop) in threads.iter_mut().zip(stops.iter_mut()) {
                thread.resume(0);
                *stop = Stop::Running;
            }
        }
    }

    /// Completes every warp collective whose participants (the warp's threads in the
    /// mask) all wait at it, resuming them with their results; true if any completed. A
    /// collective some participant can never reach (it returned, or waits at a block
    /// barrier or another collective) is barrier divergence, as CUDA requires every
    /// thread of the mask to execute it.
    fn complete_warp_collectives(
        &self,
        state: &LaunchState<'_>,
        threads: &mut [Thread],
        stops: &mut [Stop],
    ) -> Result<bool, ProgramError> {
        let mut completed = false;
        for warp in (0..stops.len()).step_by(WARP_SIZE as usize) {
            let lanes = warp..(warp + WARP_SIZE as usize).min(stops.len());
            let Some(leader) = lanes.clone().find(|&t| matches!(stops[t], Stop::Warp { .. })) else { continue };
            let Stop::Warp { site, collective, args } = stops[leader] else { unreachable!("found as a warp stop") };
            let in_mask = |t: usize| args[0] >> (t - warp) & 1 == 1;
            let participants: Vec<usize> = lanes.filter(|&t| in_mask(t)).collect();
            let arrived = |t: &usize| matches!(stops[*t], Stop::Warp { site: other, .. } if other == site);
            if let Some(&missing) = participants.iter().find(|t| !arrived(t)) {
                return Err(self.divergence(state, (leader, stops[leader]), (missing, stops[missing])));
            }
            let operand = |t: usize, index: usize| match stops[t] {
                Stop::Warp { args, .. } => args[index],
                _ => 0,
            };
            let results: Vec<u64> = participants
                .iter()
                .map(|&t| warp_result(collective, (t - warp) as u32, &participants, warp, &operand))
                .collect();
            for (&t, result) in participants.iter().zip(results) {
                threads[t].resume(result);
                stops[t] = Stop::Running;
            }
            completed = true;
        }
        Ok(completed)
    }

    /// The error for two threads of a block that stopped differently.
    fn divergence(&self, state: &LaunchState<'_>, a: (usize, Stop), b: (usize, Stop)) -> ProgramError {
        let what = |(thread, stop): (usize, Stop)| {
            let thread = thread_index(state.launch.block, thread as u32);
            let at = |(function, site): Site| {
                let program = &self.module.functions[function as usize];
                format!("{} in @{}", program.call_sites[site as usize].label, program.function)
            };
            match stop {
                Stop::Returned => format!("thread {thread} returned"),
                Stop::Running => format!("thread {thread} runs"),
                Stop::Barrier(site) => format!("thread {thread} waits at {}", at(site)),
                Stop::Warp { site, .. } => format!("thread {thread} waits at the warp collective {}", at(site)),
            }
        };
        let block = block_index(state.launch.grid, state.block);
        let message =
            format!("kernel @{} block {block}: barrier divergence: {}, but {}", state.kernel, what(a), what(b));
        ProgramError::new(ErrorKind::BarrierDivergence, message)
    }
}

/// A call site: (function, site) in the device module.
type Site = (u32, u32);

/// Where a thread of a block stands between scheduling rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stop {
    Running,
    Returned,
    /// At `__syncthreads()`.
    Barrier(Site),
    /// At a warp collective, with its operands (mask, value or predicate, lane or delta,
    /// clamp).
    Warp {
        site: Site,
        collective: WarpCollective,
        args: [u64; 4],
    },
}

/// The result lane `lane` of a warp gets from a completed collective.
fn warp_result(
    collective: WarpCollective,
    lane: u32,
    participants: &[usize],
    warp: usize,
    operand: &dyn Fn(usize, usize) -> u64,
) -> u64 {
    let me = warp + lane as usize;
    let predicates = participants.iter().map(|&t| (t - warp, operand(t, 1) & 1 == 1));
    match collective {
        WarpCollective::Sync => 0,
        WarpCollective::Shuffle(mode) => {
            let source = warp + shuffle_source(mode, lane, operand(me, 2) as u32, operand(me, 3) as u32) as usize;
            operand(if participants.contains(&source) { source } else { me }, 1)
        }
        WarpCollective::Vote(VoteMode::All) => u64::from(predicates.clone().all(|(_, p)| p)),
        WarpCollective::Vote(VoteMode::Any) => u64::from(predicates.clone().any(|(_, p)| p)),
        WarpCollective::Vote(VoteMode::Uniform) => {
            let values: Vec<bool> = predicates.map(|(_, p)| p).collect();
            u64::from(values.windows(2).all(|pair| pair[0] == pair[1]))
        }
        WarpCollective::Vote(VoteMode::Ballot) => predicates.filter(|(_, p)| *p).map(|(l, _)| 1u64 << l).sum(),
    }
}

/// The machine one device thread runs on.
struct ThreadMachine<'a, 'p, 'l> {
    device: &'a mut Device<'p>,
    state: &'a mut LaunchState<'l>,
    thread: u32,
    /// Why the thread suspended.
    stop: Stop,
}

impl ThreadMachine<'_, '_, '_> {
    fn accessor(&self) -> Accessor {
        Accessor { block: self.state.block, thread: self.thread, interval: self.state.interval }
    }

    fn race(&self, at: At<'_>, access: &ScalarAccess, conflict: Conflict, memory: &Memory) -> ProgramError {
        let launch = self.state.launch;
        let location = match access.space {
            GLOBAL => format!(
                "global buffer #{} at byte offset {:#x}",
                memory.buffer_index(GLOBAL, access.address).unwrap_or_default(),
                conflict.offset
            ),
            _ => format!("shared memory at byte offset {:#x}", conflict.offset),
        };
        let verb = |kind: AccessKind| match kind {
            AccessKind::Read => "read",
            AccessKind::Write => "write",
            AccessKind::Atomic => "atomic update",
        };
        let other = match (conflict.block, conflict.thread) {
            (Some(block), Some(thread)) if block == self.state.block => {
                format!("thread {}", thread_index(launch.block, thread))
            }
            (Some(block), Some(thread)) => {
                format!("thread {} of block {}", thread_index(launch.block, thread), block_index(launch.grid, block))
            }
            (Some(block), None) => format!("several threads of block {}", block_index(launch.grid, block)),
            _ => "threads of several blocks".to_string(),
        };
        let this = if access.atomic {
            AccessKind::Atomic
        } else if access.write {
            AccessKind::Write
        } else {
            AccessKind::Read
        };
        let program = &self.device.module.functions[at.function as usize];
        let message = format!(
            "{}: data race on {location}: {} at {} in @{} conflicts with a {} by {other} {}",
            describe(self.state, self.thread),
            verb(this),
            at.label,
            program.function,
            verb(conflict.kind),
            if conflict.block == Some(self.state.block) {
                "in the same barrier interval"
            } else {
                "(blocks are not ordered)"
            },
        );
        ProgramError::new(ErrorKind::DataRace, message)
    }

    /// Counts and race-checks an access of global or shared memory.
    fn observe(&mut self, at: At<'_>, access: ScalarAccess, memory: &Memory) -> Result<(), ProgramError> {
        let counters = &mut self.state.counters;
        let (shadow, fresh) = match (access.space, access.write) {
            (GLOBAL, false) => {
                counters.global_bytes_loaded += access.length;
                (None, self.state.launch_start)
            }
            (GLOBAL, true) => {
                counters.global_bytes_stored += access.length;
                (None, self.state.launch_start)
            }
            (SHARED, false) => {
                counters.shared_bytes_loaded += access.length;
                (Some(()), self.state.block_start)
            }
            (SHARED, true) => {
                counters.shared_bytes_stored += access.length;
                (Some(()), self.state.block_start)
            }
            _ => return Ok(()),
        };
        if let (Some(footprint), GLOBAL) = (&mut self.state.footprint, access.space) {
            let buffer = memory.buffer_index(GLOBAL, access.address).unwrap_or_default();
            let place = (buffer, memory.offset(GLOBAL, access.address), access.length);
            footprint.record(place, self.state.block, (!access.write || access.atomic, access.write));
        }
        if !self.device.options.check_races {
            return Ok(());
        }
        let kind = if access.atomic {
            AccessKind::Atomic
        } else if access.write {
            AccessKind::Write
        } else {
            AccessKind::Read
        };
        let who = self.accessor();
        let offset = memory.offset(access.space, access.address);
        let result = match shadow {
            Some(()) => self.device.shared_shadow.access(offset, access.length, who, kind, fresh),
            None => {
                let buffer = memory.buffer_index(GLOBAL, access.address).unwrap_or_default();
                let shadows = &mut self.device.global_shadows;
                if shadows.len() <= buffer {
                    shadows.resize_with(buffer + 1, Shadow::default);
                }
                shadows[buffer].access(offset, access.length, who, kind, fresh)
            }
        };
        result.map_err(|conflict| self.race(at, &access, conflict, memory))
    }

    fn special(&self, register: SpecialRegister) -> u64 {
        let launch = self.state.launch;
        let value = match register.kind {
            SpecialRegisterKind::ThreadIndex => thread_index(launch.block, self.thread),
            SpecialRegisterKind::BlockIndex => block_index(launch.grid, self.state.block),
            SpecialRegisterKind::BlockExtent => launch.block,
            SpecialRegisterKind::GridExtent => launch.grid,
        };
        u64::from(value.get(register.axis))
    }

    /// memcpy/memset in device code: each byte range is an access like any other.
    fn bulk(&mut self, at: At<'_>, call: LibcCall, args: &[u64], memory: &mut Memory) -> Result<(), ProgramError> {
        let context = format!("{}: {}", describe(self.state, self.thread), at.label);
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{context}: {error}"));
        let length = args[2];
        let destination = memory.resolve(0, args[0]).map_err(fail)?;
        memory.check(destination, args[0], length).map_err(fail)?;
        let write = ScalarAccess { space: destination, address: args[0], length, write: true, atomic: false };
        if call == LibcCall::MemSet {
            self.scalar_access(at, write, memory)?;
            return libc::fill_bytes(memory, (destination, args[0]), args[1] as u8, length).map_err(fail);
        }
        let source = memory.resolve(0, args[1]).map_err(fail)?;
        memory.check(source, args[1], length).map_err(fail)?;
        self.scalar_access(
            at,
            ScalarAccess { space: source, address: args[1], length, write: false, atomic: false },
            memory,
        )?;
        self.scalar_access(at, write, memory)?;
        libc::copy_bytes(memory, (destination, args[0]), (source, args[1]), length).map_err(fail)
    }
}

impl Machine for ThreadMachine<'_, '_, '_> {
    type Error = ProgramError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), ProgramError> {
        let forbidden = match access.space {
            GLOBAL | SHARED | LOCAL => None,
            CONSTANT if !access.write => None,
            CONSTANT => Some("writes constant memory".to_string()),
            other => Some(format!("dereferences {:#x}, an address in {}", access.address, memory.space_name(other))),
        };
        if let Some(what) = forbidden {
            let message = format!("{}: {}: device code {what}", describe(self.state, self.thread), at.label);
            return Err(ProgramError::new(ErrorKind::InvalidAddress, message));
        }
        self.observe(at, access, memory)
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, ProgramError> {
        match self.device.roles[at.function as usize][site as usize] {
            DeviceCall::Special(register) => Ok(CallResult::Value(self.special(register))),
            DeviceCall::Barrier => {
                self.stop = Stop::Barrier((at.function, site));
                Ok(CallResult::Suspend)
            }
            DeviceCall::Warp(collective) => {
                let mut operands = [0; 4];
                operands[..args.len().min(4)].copy_from_slice(&args[..args.len().min(4)]);
                self.stop = Stop::Warp { site: (at.function, site), collective, args: operands };
                Ok(CallResult::Suspend)
            }
            DeviceCall::WarpRegister(WarpRegister::LaneIndex) => {
                Ok(CallResult::Value(u64::from(self.thread % WARP_SIZE)))
            }
            DeviceCall::WarpRegister(WarpRegister::WarpSize) => Ok(CallResult::Value(u64::from(WARP_SIZE))),
            DeviceCall::Libc(call @ (LibcCall::MemCopy | LibcCall::MemSet)) => {
                self.bulk(at, call, args, memory)?;
                Ok(CallResult::Value(args[0]))
            }
            DeviceCall::Libc(LibcCall::DevicePrintf) => {
                let context = format!("{}: {}", describe(self.state, self.thread), at.label);
                let fail =
                    |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{context}: vprintf: {error}"));
                let format = libc::c_string(memory, args[0]).map_err(fail)?;
                let mut arguments = libc::PackedArgs { memory, address: args[1] };
                let text = libc::format(memory, &format, &mut arguments).map_err(fail)?;
                self.device.output.extend_from_slice(&text);
                Ok(CallResult::Value(text.len() as u64))
            }
            DeviceCall::Libc(_) | DeviceCall::Unknown => {
                let callee = &self.device.module.functions[at.function as usize].call_sites[site as usize].callee;
                let message = format!(
                    "{}: {}: device code calls @{callee}, which the executor does not know",
                    describe(self.state, self.thread),
                    at.label
                );
                Err(ProgramError::new(ErrorKind::BadCall, message))
            }
        }
    }

    fn finish(&mut self, _: At<'_>, _: &mut Memory) -> Result<(), ProgramError> {
        Ok(())
    }
}

fn classify(callee: &str) -> DeviceCall {
    if let Some(register) = SpecialRegister::from_intrinsic(callee) {
        return DeviceCall::Special(register);
    }
    if let Some(register) = WarpRegister::from_intrinsic(callee) {
        return DeviceCall::WarpRegister(register);
    }
    if is_block_barrier(callee) {
        return DeviceCall::Barrier;
    }
    if let Some(collective) = WarpCollective::from_intrinsic(callee) {
        return DeviceCall::Warp(collective);
    }
    LibcCall::from_name(callee).map_or(DeviceCall::Unknown, DeviceCall::Libc)
}

/// `kernel @k block (x, y, z) thread (x, y, z)`.
fn describe(state: &LaunchState<'_>, thread: u32) -> String {
    let launch = state.launch;
    format!(
        "kernel @{} block {} thread {}",
        state.kernel,
        block_index(launch.grid, state.block),
        thread_index(launch.block, thread)
    )
}

/// The coordinates of a linear index in an extent (x fastest).
fn coordinates(extent: Dim3, linear: u32) -> Dim3 {
    Dim3 { x: linear % extent.x, y: linear / extent.x % extent.y, z: linear / (extent.x * extent.y) }
}

fn thread_index(block: Dim3, thread: u32) -> Dim3 {
    coordinates(block, thread)
}

fn block_index(grid: Dim3, block: u32) -> Dim3 {
    coordinates(grid, block)
}

/// Fisher-Yates with the run's generator.
fn shuffle<T>(items: &mut [T], random: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = (random.next_u64() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}
