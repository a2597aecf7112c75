//! A kernel launch on the grid model. Blocks run one after another in a seeded random
//! order (CUDA promises no order and no concurrency between blocks); the threads of a
//! block are interpreter `Thread`s run cooperatively: in each barrier interval the
//! threads that can run take turns in a seeded random order, each for a random slice of
//! instructions, until every one has returned or reached `__syncthreads()` (the machine
//! suspends it there). When no thread can run, either all
//! have returned (the block is done), or all wait at the same barrier call site (the
//! barrier completes: a new interval starts and they resume), or the block has diverged
//! (some returned while others wait, or they wait at different barriers): an error. Each
//! block gets zeroed shared memory and each thread its own stack (local memory). Every
//! global- and shared-memory access is counted and checked for races (`races`).
//! Invariant: a barrier interval never overlaps another of the same block, and the
//! intervals of different blocks are distinct, which is what the race checker's ordering
//! rules assume.

use crate::sim::cuda::counters::LaunchCounters;
use crate::sim::cuda::error::{memory_kind, CudaError, ErrorKind};
use crate::sim::cuda::libc::{self, LibcCall};
use crate::sim::cuda::races::{AccessKind, Accessor, Conflict, Shadow};
use crate::sim::cuda::{CudaProgram, RunOptions, CONSTANT, GLOBAL, LOCAL, SHARED};
use crate::sim::interpreter::{At, CallResult, Machine, ScalarAccess, Status, Thread};
use crate::sim::memory::{Memory, MemoryError};
use crate::sim::program::Module;
use crate::sim::random::SplitMix64;
use crate::target::cuda::{is_block_barrier, Dim3, SpecialRegister, SpecialRegisterKind};

/// A thread runs at most this many instructions (at least one block of them) before the
/// scheduler picks another thread of its block; the slice is drawn uniformly from
/// `1..=MAX_SLICE`, so interleavings vary with the seed.
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
    Barrier,
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
        }
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
    pub fn launch(&mut self, launch: &Launch, memory: &mut Memory) -> Result<LaunchCounters, CudaError> {
        let kernel = &self.module.functions[launch.kernel as usize];
        if launch.grid.volume() == 0 || launch.block.volume() == 0 || launch.block.volume() > 1024 {
            let message = format!("@{}: invalid launch configuration grid {} block {}", kernel.function, launch.grid, launch.block);
            return Err(CudaError::new(ErrorKind::BadCall, message));
        }
        let counters = LaunchCounters {
            kernel: kernel.function.clone(),
            grid: [launch.grid.x, launch.grid.y, launch.grid.z],
            block: [launch.block.x, launch.block.y, launch.block.z],
            dynamic_shared_bytes: launch.dynamic_shared,
            ..LaunchCounters::default()
        };
        let launch_start = self.interval + 1;
        let mut state =
            LaunchState { launch, kernel: &kernel.function, counters, launch_start, block_start: 0, block: 0, interval: 0 };
        let mut order: Vec<u32> = (0..launch.grid.volume() as u32).collect();
        shuffle(&mut order, &mut self.random);
        for block in order {
            self.run_block(&mut state, block, memory)?;
        }
        Ok(state.counters)
    }

    fn run_block(&mut self, state: &mut LaunchState<'_>, block: u32, memory: &mut Memory) -> Result<(), CudaError> {
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
            threads.push(thread.map_err(|e| CudaError::from_exec(e, &format!("kernel @{}", state.kernel)))?);
        }
        // Per thread: None running, Some(None) returned, Some(Some(site)) at a barrier.
        let mut waiting: Vec<Option<Option<(u32, u32)>>> = vec![None; size];
        let mut order: Vec<usize> = (0..size).collect();
        loop {
            shuffle(&mut order, &mut self.random);
            let mut runnable = false;
            for &index in &order {
                if waiting[index].is_some() {
                    continue;
                }
                let retired = threads[index].retired();
                if retired > self.options.step_limit {
                    let message = format!("{}: stopped after {} instructions (step limit)", describe(state, index as u32), self.options.step_limit);
                    return Err(CudaError::new(ErrorKind::StepLimit, message));
                }
                let slice = 1 + self.random.next_u64() % MAX_SLICE;
                let mut machine = ThreadMachine { device: self, state, thread: index as u32, barrier: None };
                let status = threads[index].run(functions, &mut machine, memory, retired + slice);
                let barrier = machine.barrier;
                let context = || describe(state, index as u32);
                match status.map_err(|e| CudaError::from_exec(e, &context()))? {
                    Status::Returned(_) => {
                        state.counters.instructions += threads[index].retired();
                        waiting[index] = Some(None);
                    }
                    Status::Suspended => waiting[index] = Some(barrier),
                    Status::OutOfBudget => runnable = true,
                }
            }
            if runnable {
                continue;
            }
            let first = waiting[0].expect("every thread has stopped");
            if let Some(other) = (1..size).find(|&t| waiting[t] != Some(first)) {
                return Err(self.divergence(state, (0, first), (other, waiting[other].expect("stopped"))));
            }
            if first.is_none() {
                return Ok(());
            }
            state.counters.barriers += 1;
            state.interval = self.next_interval();
            for (thread, wait) in threads.iter_mut().zip(waiting.iter_mut()) {
                thread.resume(0);
                *wait = None;
            }
        }
    }

    /// The error for two threads of a block that stopped differently.
    fn divergence(&self, state: &LaunchState<'_>, a: (usize, Option<(u32, u32)>), b: (usize, Option<(u32, u32)>)) -> CudaError {
        let what = |(thread, stop): (usize, Option<(u32, u32)>)| {
            let thread = thread_index(state.launch.block, thread as u32);
            match stop {
                None => format!("thread {thread} returned"),
                Some((function, site)) => {
                    let program = &self.module.functions[function as usize];
                    format!("thread {thread} waits at {} in @{}", program.call_sites[site as usize].label, program.function)
                }
            }
        };
        let block = block_index(state.launch.grid, state.block);
        let message = format!("kernel @{} block {block}: barrier divergence: {}, but {}", state.kernel, what(a), what(b));
        CudaError::new(ErrorKind::BarrierDivergence, message)
    }
}

/// The machine one device thread runs on.
struct ThreadMachine<'a, 'p, 'l> {
    device: &'a mut Device<'p>,
    state: &'a mut LaunchState<'l>,
    thread: u32,
    /// Where the thread suspended: (function, call site) of the barrier.
    barrier: Option<(u32, u32)>,
}

impl ThreadMachine<'_, '_, '_> {
    fn accessor(&self) -> Accessor {
        Accessor { block: self.state.block, thread: self.thread, interval: self.state.interval }
    }

    fn race(&self, at: At<'_>, access: &ScalarAccess, conflict: Conflict, memory: &Memory) -> CudaError {
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
            (Some(block), Some(thread)) if block == self.state.block => format!("thread {}", thread_index(launch.block, thread)),
            (Some(block), Some(thread)) => {
                format!("thread {} of block {}", thread_index(launch.block, thread), block_index(launch.grid, block))
            }
            (Some(block), None) => format!("several threads of block {}", block_index(launch.grid, block)),
            _ => "threads of several blocks".to_string(),
        };
        let this = if access.atomic { AccessKind::Atomic } else if access.write { AccessKind::Write } else { AccessKind::Read };
        let program = &self.device.module.functions[at.function as usize];
        let message = format!(
            "{}: data race on {location}: {} at {} in @{} conflicts with a {} by {other} {}",
            describe(self.state, self.thread),
            verb(this),
            at.label,
            program.function,
            verb(conflict.kind),
            if conflict.block == Some(self.state.block) { "in the same barrier interval" } else { "(blocks are not ordered)" },
        );
        CudaError::new(ErrorKind::DataRace, message)
    }

    /// Counts and race-checks an access of global or shared memory.
    fn observe(&mut self, at: At<'_>, access: ScalarAccess, memory: &Memory) -> Result<(), CudaError> {
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
        if !self.device.options.check_races {
            return Ok(());
        }
        let kind = if access.atomic { AccessKind::Atomic } else if access.write { AccessKind::Write } else { AccessKind::Read };
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
    fn bulk(&mut self, at: At<'_>, call: LibcCall, args: &[u64], memory: &mut Memory) -> Result<(), CudaError> {
        let context = format!("{}: {}", describe(self.state, self.thread), at.label);
        let fail = |error: MemoryError| CudaError::new(memory_kind(&error), format!("{context}: {error}"));
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
        self.scalar_access(at, ScalarAccess { space: source, address: args[1], length, write: false, atomic: false }, memory)?;
        self.scalar_access(at, write, memory)?;
        libc::copy_bytes(memory, (destination, args[0]), (source, args[1]), length).map_err(fail)
    }
}

impl Machine for ThreadMachine<'_, '_, '_> {
    type Error = CudaError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), CudaError> {
        let forbidden = match access.space {
            GLOBAL | SHARED | LOCAL => None,
            CONSTANT if !access.write => None,
            CONSTANT => Some("writes constant memory".to_string()),
            other => Some(format!("dereferences {:#x}, an address in {}", access.address, memory.space_name(other))),
        };
        if let Some(what) = forbidden {
            let message = format!("{}: {}: device code {what}", describe(self.state, self.thread), at.label);
            return Err(CudaError::new(ErrorKind::InvalidAddress, message));
        }
        self.observe(at, access, memory)
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, CudaError> {
        match self.device.roles[at.function as usize][site as usize] {
            DeviceCall::Special(register) => Ok(CallResult::Value(self.special(register))),
            DeviceCall::Barrier => {
                self.barrier = Some((at.function, site));
                Ok(CallResult::Suspend)
            }
            DeviceCall::Libc(call @ (LibcCall::MemCopy | LibcCall::MemSet)) => {
                self.bulk(at, call, args, memory)?;
                Ok(CallResult::Value(args[0]))
            }
            DeviceCall::Libc(LibcCall::DevicePrintf) => {
                let context = format!("{}: {}", describe(self.state, self.thread), at.label);
                let fail = |error: MemoryError| CudaError::new(memory_kind(&error), format!("{context}: vprintf: {error}"));
                let format = libc::c_string(memory, args[0]).map_err(fail)?;
                let mut arguments = libc::PackedArgs { memory, address: args[1] };
                let text = libc::format(memory, &format, &mut arguments).map_err(fail)?;
                self.device.output.extend_from_slice(&text);
                Ok(CallResult::Value(text.len() as u64))
            }
            DeviceCall::Libc(_) | DeviceCall::Unknown => {
                let callee = &self.device.module.functions[at.function as usize].call_sites[site as usize].callee;
                let message = format!("{}: {}: device code calls @{callee}, which the executor does not know", describe(self.state, self.thread), at.label);
                Err(CudaError::new(ErrorKind::BadCall, message))
            }
        }
    }

    fn finish(&mut self, _: At<'_>, _: &mut Memory) -> Result<(), CudaError> {
        Ok(())
    }
}

fn classify(callee: &str) -> DeviceCall {
    if let Some(register) = SpecialRegister::from_intrinsic(callee) {
        return DeviceCall::Special(register);
    }
    if is_block_barrier(callee) {
        return DeviceCall::Barrier;
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
