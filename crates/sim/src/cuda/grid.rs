//! The device of the grid model: work items the host issued (`streams`) run on a
//! configurable number of streaming multiprocessors (`RunOptions::sms`), each holding one
//! resident block. Items start when their stream and event waits allow; the blocks of
//! started launches are dispatched in index order, launches in the order they started,
//! whenever a multiprocessor is free; copies and sets run when they start. Resident
//! blocks take turns in a seeded random order, one round each: the threads of the block
//! that can run take turns in a seeded random order, each for a random slice of
//! instructions, until every one has returned or reached `__syncthreads()` (the machine
//! suspends it there). When every thread of a block waits at the same barrier call site,
//! the barrier completes (a new interval starts); threads that returned while others wait,
//! or wait at different barriers, are divergence: an error. Warp collectives
//! (`__shfl*_sync`, votes, `__syncwarp`) suspend a thread the same way and complete when
//! every thread of the warp in the mask waits at the same one. A thread that polls (an
//! atomic or volatile load) gives way at the end of its basic block; polling the same
//! word by the same instruction and reading the same value `SPIN_REPEATS` times with no
//! write anywhere since, it spins, and is not run again until some thread writes. When every resident block spins or waits and nothing
//! else can start, the run deadlocks: an error naming the blocks and what they poll. Each
//! block gets zeroed shared memory (moved in and out of the shared space as blocks take
//! turns) and each thread its own stack. Every global- and shared-memory access is counted
//! and checked for races against the happens-before relation (`races`,
//! `happens_before`), atomics and fences acting as releases and acquires. Invariant: a
//! barrier interval belongs to one block and intervals are numbered across the run, which
//! is what the race checker's ordering rules assume.

use crate::cuda::counters::LaunchCounters;
use crate::cuda::footprint::LaunchFootprint;
use crate::cuda::happens_before::{Access, GlobalBlock, Knowledge, SyncLocations, SyncWord, ThreadOrder};
use crate::cuda::races::{AccessKind, Conflict, Observer, Shadow};
use crate::cuda::streams::{Launch, Work, WorkId, WorkQueue};
use crate::cuda::{CudaProgram, RunOptions, CONSTANT, GLOBAL, LOCAL, SHARED};
use crate::host::error::{memory_kind, ErrorKind, ProgramError};
use crate::host::libc::{self, LibcCall};
use crate::interpreter::{At, CallResult, Machine, ScalarAccess, Status, Thread};
use crate::memory::{Memory, MemoryError, SpaceId};
use crate::program::{AtomicOrdering, Module};
use crate::random::SplitMix64;
use rustc_hash::FxHashMap;
use syncfuse_hardware::cuda::{
    is_block_barrier, shuffle_source, Dim3, FenceScope, SpecialRegister, SpecialRegisterKind, VoteMode, WarpCollective,
    WarpRegister, WARP_SIZE,
};

/// A thread runs until it has executed its slice of instructions (checked at the end of
/// each basic block) before the scheduler picks another thread of its block; the slice is
/// drawn uniformly from `1..=MAX_SLICE`, so interleavings vary with the seed.
const MAX_SLICE: u64 = 1024;

/// What a device call site does, resolved once.
#[derive(Clone, Copy, Debug)]
enum DeviceCall {
    Special(SpecialRegister),
    WarpRegister(WarpRegister),
    Barrier,
    Warp(WarpCollective),
    Fence(FenceScope),
    Libc(LibcCall),
    Unknown,
}

/// What the host waits for.
#[derive(Clone, Debug)]
pub enum Wait {
    Everything,
    Items(Vec<WorkId>),
}

/// The device: its module, resolved call sites, the work queue and everything that lives
/// across launches (the random order, the race shadows, the atomics' publications, the
/// interval counter).
pub struct Device<'p> {
    module: &'p Module,
    static_shared: u64,
    options: RunOptions,
    roles: Vec<Vec<DeviceCall>>,
    random: SplitMix64,
    /// The last barrier interval handed out (intervals start at 1; 0 is "never").
    interval: u32,
    global_shadows: Vec<Shadow>,
    locations: SyncLocations,
    pub queue: WorkQueue,
    /// Started launches with blocks left to run, in the order they started.
    launches: Vec<RunningLaunch>,
    resident: Vec<ResidentBlock>,
    /// The grid and block extents of every started launch (for messages).
    shapes: FxHashMap<WorkId, (Dim3, Dim3)>,
    /// Bumped by every write of global or shared memory and every finished block or item:
    /// a spinning thread runs again once it changes.
    write_epoch: u64,
    /// What device-side printf printed since `take_output`.
    output: Vec<u8>,
    /// Finished launches' counters and (with `RunOptions::record_footprints`) footprints.
    finished: Vec<(WorkId, LaunchCounters)>,
    footprints: Vec<(WorkId, LaunchFootprint)>,
}

struct RunningLaunch {
    item: WorkId,
    launch: Launch,
    counters: LaunchCounters,
    next_block: u32,
    unfinished: u32,
    footprint: Option<LaunchFootprint>,
}

/// A block resident on a multiprocessor.
struct ResidentBlock {
    item: WorkId,
    kernel: u32,
    /// Linear within its launch.
    block: u32,
    global: GlobalBlock,
    grid: Dim3,
    extent: Dim3,
    threads: Vec<Thread>,
    stops: Vec<Stop>,
    orders: Vec<ThreadOrder>,
    /// Each thread's latest poll.
    polls: Vec<Option<Poll>>,
    /// What the whole block knows (merged from its threads at each barrier).
    knowledge: Knowledge,
    /// Its shared memory while another block's is in the shared space.
    shared: Vec<u8>,
    shared_shadow: Shadow,
    interval: u32,
    counters: LaunchCounters,
}

/// An atomic or volatile load: where, what it read, the write epoch then, the instruction,
/// and how many polls in a row found the same.
#[derive(Clone, Debug)]
struct Poll {
    space: SpaceId,
    address: u64,
    value: u64,
    epoch: u64,
    label: String,
    repeats: u32,
}

/// A thread spins once this many polls in a row read the same value by the same
/// instruction with no write anywhere between (a loop that polls a word a few times and
/// goes on is not stuck; a loop that polls more often than this with nothing written
/// would be reported as a deadlock were every other block stuck too).
const SPIN_REPEATS: u32 = 16;

impl ResidentBlock {
    /// Some thread can run: it is running, or it spins on memory written since.
    fn runnable(&self, write_epoch: u64) -> bool {
        self.stops.iter().zip(&self.polls).any(|(stop, poll)| match stop {
            Stop::Running => true,
            Stop::Spinning => poll.as_ref().is_some_and(|poll| poll.epoch != write_epoch),
            _ => false,
        })
    }

    fn describe(&self, module: &Module, thread: u32) -> String {
        let kernel = &module.functions[self.kernel as usize].function;
        format!(
            "kernel @{kernel} block {} thread {}",
            coordinates(self.grid, self.block),
            coordinates(self.extent, thread)
        )
    }
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
            locations: SyncLocations::default(),
            queue: WorkQueue::default(),
            launches: Vec::new(),
            resident: Vec::new(),
            shapes: FxHashMap::default(),
            write_epoch: 0,
            output: Vec::new(),
            finished: Vec::new(),
            footprints: Vec::new(),
        }
    }

    /// The finished launches' counters and footprints (empty unless recorded), in issue
    /// order.
    pub fn finish(mut self) -> (Vec<LaunchCounters>, Vec<LaunchFootprint>) {
        self.finished.sort_by_key(|(item, _)| *item);
        self.footprints.sort_by_key(|(item, _)| *item);
        (
            self.finished.into_iter().map(|(_, counters)| counters).collect(),
            self.footprints.into_iter().map(|(_, footprint)| footprint).collect(),
        )
    }

    /// What kernels printed since the last call.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }

    fn next_interval(&mut self) -> u32 {
        self.interval += 1;
        self.interval
    }

    /// Runs the device until what the host waits for has finished.
    pub fn run_until(&mut self, wait: &Wait, memory: &mut Memory) -> Result<(), ProgramError> {
        loop {
            self.start_ready(memory)?;
            self.dispatch()?;
            let done = match wait {
                Wait::Everything => self.queue.all_finished(),
                Wait::Items(items) => items.iter().all(|&item| self.queue.is_finished(item)),
            };
            if done {
                return Ok(());
            }
            let runnable: Vec<usize> =
                (0..self.resident.len()).filter(|&i| self.resident[i].runnable(self.write_epoch)).collect();
            if runnable.is_empty() {
                return Err(self.deadlock(memory));
            }
            let pick = runnable[(self.random.next_u64() % runnable.len() as u64) as usize];
            self.run_round(pick, memory)?;
        }
    }

    /// Starts every item that may start (and those its finishing lets start).
    fn start_ready(&mut self, memory: &mut Memory) -> Result<(), ProgramError> {
        while self.queue.take_changed() {
            for item in self.queue.ready() {
                match self.queue.start(item) {
                    Work::Launch(launch) => self.start_launch(item, launch)?,
                    Work::Copy { destination, source, bytes } => {
                        self.check_bulk(item, &[(source, bytes, false), (destination, bytes, true)], memory)?;
                        libc::copy_bytes(memory, destination, source, bytes).map_err(|e| self.item_error(item, e))?;
                        self.finish_item(item);
                    }
                    Work::Set { destination, value, bytes } => {
                        self.check_bulk(item, &[(destination, bytes, true)], memory)?;
                        libc::fill_bytes(memory, destination, value, bytes).map_err(|e| self.item_error(item, e))?;
                        self.finish_item(item);
                    }
                    Work::Marker => self.finish_item(item),
                }
            }
        }
        Ok(())
    }

    fn item_error(&self, item: WorkId, error: MemoryError) -> ProgramError {
        ProgramError::new(memory_kind(&error), format!("{}: {error}", self.queue.label(item)))
    }

    fn finish_item(&mut self, item: WorkId) {
        self.queue.finish(item);
        self.write_epoch += 1;
    }

    /// Race-checks a copy's or set's global-memory ranges, as the item's one thread.
    fn check_bulk(
        &mut self,
        item: WorkId,
        ranges: &[((SpaceId, u64), u64, bool)],
        memory: &Memory,
    ) -> Result<(), ProgramError> {
        if !self.options.check_races {
            return Ok(());
        }
        let who =
            Access { block: self.queue.first_block(item), thread: 0, interval: self.next_interval(), releases: 0 };
        let none = Knowledge::default();
        for &((space, address), bytes, write) in ranges.iter().filter(|((space, _), _, _)| *space == GLOBAL) {
            let buffer = memory.buffer_index(GLOBAL, address).unwrap_or_default();
            let kind = AccessKind { write, atomic: false };
            let place = (buffer, memory.offset(space, address), bytes);
            self.check_global(item, who, [&none, &none], place, kind).map_err(|conflict| {
                let message = format!(
                    "{}: data race on global buffer #{buffer} at byte offset {:#x}: its {} conflicts with a {} by {} (no stream, event or atomic orders them)",
                    self.queue.label(item),
                    conflict.offset,
                    verb(kind),
                    verb(conflict.kind),
                    self.describe_access(&conflict.earlier),
                );
                ProgramError::new(ErrorKind::DataRace, message)
            })?;
        }
        Ok(())
    }

    /// Checks and records a global access of item `item`.
    fn check_global(
        &mut self,
        item: WorkId,
        who: Access,
        knowledge: [&Knowledge; 2],
        (buffer, offset, length): (usize, u64, u64),
        kind: AccessKind,
    ) -> Result<(), Conflict> {
        let queue = &self.queue;
        let ordered_block = |block: GlobalBlock| queue.ordered_before(block, item);
        let observer = Observer { who, knowledge, ordered_block: &ordered_block };
        if self.global_shadows.len() <= buffer {
            self.global_shadows.resize_with(buffer + 1, Shadow::default);
        }
        self.global_shadows[buffer].access(offset, length, kind, &observer)
    }

    /// "thread (x, y, z) of block (x, y, z) of @kernel (work item #n)", or the copy or set.
    fn describe_access(&self, access: &Access) -> String {
        let (item, block) = self.queue.owner(access.block);
        let label = self.queue.label(item);
        let Some(&(grid, extent)) = self.shapes.get(&item) else {
            return format!("{label} (work item #{})", item.0);
        };
        let block = coordinates(grid, block);
        match access.thread {
            crate::cuda::happens_before::SEVERAL_THREADS => {
                format!("several threads of block {block} of @{label} (work item #{})", item.0)
            }
            thread => {
                format!("thread {} of block {block} of @{label} (work item #{})", coordinates(extent, thread), item.0)
            }
        }
    }

    fn start_launch(&mut self, item: WorkId, launch: Launch) -> Result<(), ProgramError> {
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
        let footprint = self.options.record_footprints.then(|| LaunchFootprint::new(&kernel.function, launch.grid));
        self.shapes.insert(item, (launch.grid, launch.block));
        let unfinished = launch.grid.volume() as u32;
        self.launches.push(RunningLaunch { item, launch, counters, next_block: 0, unfinished, footprint });
        Ok(())
    }

    /// Fills free multiprocessors with the next blocks of the earliest started launches.
    fn dispatch(&mut self) -> Result<(), ProgramError> {
        while self.resident.len() < self.options.sms.max(1) as usize {
            let Some(slot) = self.launches.iter().position(|l| u64::from(l.next_block) < l.launch.grid.volume()) else {
                break;
            };
            let block = self.launches[slot].next_block;
            self.launches[slot].next_block += 1;
            let resident = self.new_block(slot, block)?;
            self.resident.push(resident);
        }
        Ok(())
    }

    fn new_block(&mut self, slot: usize, block: u32) -> Result<ResidentBlock, ProgramError> {
        let interval = self.next_interval();
        let running = &self.launches[slot];
        let launch = &running.launch;
        let size = launch.block.volume() as usize;
        let kernel = &self.module.functions[launch.kernel as usize].function;
        let mut threads = Vec::with_capacity(size);
        for _ in 0..size {
            let thread = Thread::new(&self.module.functions, launch.kernel, &launch.args, Some(LOCAL));
            threads.push(thread.map_err(|e| ProgramError::from_exec(e, &format!("kernel @{kernel}")))?);
        }
        Ok(ResidentBlock {
            item: running.item,
            kernel: launch.kernel,
            block,
            global: GlobalBlock(self.queue.first_block(running.item).0 + block),
            grid: launch.grid,
            extent: launch.block,
            threads,
            stops: vec![Stop::Running; size],
            orders: vec![ThreadOrder::default(); size],
            polls: vec![None; size],
            knowledge: Knowledge::default(),
            shared: vec![0; (self.static_shared + launch.dynamic_shared) as usize],
            shared_shadow: Shadow::default(),
            interval,
            counters: LaunchCounters::default(),
        })
    }

    /// One round of resident block `index`, its shared memory moved in for it.
    fn run_round(&mut self, index: usize, memory: &mut Memory) -> Result<(), ProgramError> {
        let mut block = self.resident.swap_remove(index);
        memory.exchange_fixed(SHARED, &mut block.shared);
        let finished = self.round(&mut block, memory);
        memory.exchange_fixed(SHARED, &mut block.shared);
        match finished? {
            true => self.retire(block),
            false => self.resident.push(block),
        }
        Ok(())
    }

    /// Each thread that can run runs one slice; then collectives and the barrier complete
    /// if they can. True when every thread has returned.
    fn round(&mut self, block: &mut ResidentBlock, memory: &mut Memory) -> Result<bool, ProgramError> {
        let functions = &self.module.functions;
        let size = block.threads.len();
        let mut order: Vec<usize> = (0..size).collect();
        shuffle(&mut order, &mut self.random);
        let mut threads = std::mem::take(&mut block.threads);
        for &index in &order {
            match block.stops[index] {
                Stop::Running => {}
                Stop::Spinning if block.polls[index].as_ref().is_some_and(|p| p.epoch != self.write_epoch) => {
                    block.stops[index] = Stop::Running;
                }
                _ => continue,
            }
            let retired = threads[index].retired();
            if retired > self.options.step_limit {
                let message = format!(
                    "{}: did not finish: stopped after {} instructions (step limit) in {}",
                    block.describe(self.module, index as u32),
                    self.options.step_limit,
                    threads[index].position(&self.module.functions)
                );
                block.threads = threads;
                return Err(ProgramError::new(ErrorKind::StepLimit, message));
            }
            let slice = 1 + self.random.next_u64() % MAX_SLICE;
            let mut machine =
                ThreadMachine { device: self, block, thread: index as u32, stop: Stop::Running, poll: None };
            let status = threads[index].run(functions, &mut machine, memory, retired + slice);
            let (stop, poll) = (machine.stop, machine.poll);
            let status = match status {
                Ok(status) => status,
                Err(error) => {
                    let place = block.describe(self.module, index as u32);
                    block.threads = threads;
                    return Err(ProgramError::from_exec(error, &place));
                }
            };
            match status {
                Status::Returned(_) => {
                    block.counters.instructions += threads[index].retired();
                    block.stops[index] = Stop::Returned;
                }
                Status::Suspended => block.stops[index] = stop,
                Status::OutOfBudget => {
                    if let Some(poll) = poll {
                        self.note_poll(block, index, poll);
                    }
                }
            }
        }
        let collectives = self.complete_warp_collectives(block, &mut threads);
        block.threads = threads;
        if block.stops.iter().any(|&stop| matches!(stop, Stop::Running | Stop::Spinning)) || collectives? {
            return Ok(false);
        }
        let first = block.stops[0];
        if let Some(other) = (1..size).find(|&t| block.stops[t] != first) {
            return Err(self.divergence(block, (0, first), (other, block.stops[other])));
        }
        match first {
            Stop::Returned => return Ok(true),
            Stop::Barrier(_) => {}
            _ => return Err(self.divergence(block, (0, first), (0, first))),
        }
        block.counters.barriers += 1;
        block.interval = self.next_interval();
        for order in &mut block.orders {
            block.knowledge.merge(&std::mem::take(&mut order.acquired));
        }
        for (thread, stop) in block.threads.iter_mut().zip(block.stops.iter_mut()) {
            thread.resume(0);
            *stop = Stop::Running;
        }
        Ok(false)
    }

    /// A thread gave way after polling: it spins after `SPIN_REPEATS` polls that read the
    /// same value by the same instruction with nothing written since the first.
    fn note_poll(&self, block: &mut ResidentBlock, index: usize, poll: Poll) {
        let previous = &mut block.polls[index];
        let same = previous.as_ref().is_some_and(|p| {
            (p.space, p.address, p.value, &p.label) == (poll.space, poll.address, poll.value, &poll.label)
                && p.epoch == self.write_epoch
        });
        match previous {
            Some(previous) if same => {
                previous.repeats += 1;
                if previous.repeats >= SPIN_REPEATS {
                    block.stops[index] = Stop::Spinning;
                }
            }
            _ => *previous = Some(Poll { epoch: self.write_epoch, repeats: 0, ..poll }),
        }
    }

    /// A finished block: its counters go to its launch; the launch finishes with its last
    /// block.
    fn retire(&mut self, block: ResidentBlock) {
        self.write_epoch += 1;
        let slot = self.launches.iter().position(|l| l.item == block.item).expect("a resident block's launch runs");
        let running = &mut self.launches[slot];
        running.counters.add_block(&block.counters);
        running.unfinished -= 1;
        if running.unfinished == 0 {
            let running = self.launches.remove(slot);
            self.finished.push((running.item, running.counters));
            self.footprints.extend(running.footprint.map(|footprint| (running.item, footprint)));
            self.finish_item(running.item);
        }
    }

    /// The error when nothing can run: every resident block spins or waits, and no block
    /// or item can start.
    fn deadlock(&self, memory: &Memory) -> ProgramError {
        let mut lines = Vec::new();
        for block in &self.resident {
            for (thread, (stop, poll)) in block.stops.iter().zip(&block.polls).enumerate() {
                if let (Stop::Spinning, Some(poll)) = (stop, poll) {
                    let buffer = memory.buffer_index(poll.space, poll.address).unwrap_or_default();
                    let offset = memory.offset(poll.space, poll.address);
                    lines.push(format!(
                        "{} polls {} #{buffer} at byte offset {offset:#x} (reads {}) at {}",
                        block.describe(self.module, thread as u32),
                        if poll.space == GLOBAL { "global buffer" } else { "shared memory" },
                        poll.value,
                        poll.label
                    ));
                }
            }
        }
        let waiting: u64 = self.launches.iter().map(|l| l.launch.grid.volume() - u64::from(l.next_block)).sum();
        let loading = self.queue.loading();
        if !loading.is_empty() {
            lines.push(format!(
                "the first launch of {} waits for the kernel to load, which waits for every earlier launch \
                 (CUDA lazy loading; load it before with cudaFuncGetAttributes)",
                loading.join(", ")
            ));
        }
        let message = format!(
            "deadlock: no block can make progress ({} multiprocessors, all {} resident blocks wait; {waiting} blocks not yet dispatched): {}",
            self.options.sms.max(1),
            self.resident.len(),
            if lines.is_empty() { "the host waits for work that cannot start".to_string() } else { lines.join("; ") }
        );
        ProgramError::new(ErrorKind::Deadlock, message)
    }

    /// Completes every warp collective whose participants (the warp's threads in the
    /// mask) all wait at it, resuming them with their results; true if any completed. A
    /// collective some participant can never reach (it returned, or waits at a block
    /// barrier or another collective) is barrier divergence, as CUDA requires every
    /// thread of the mask to execute it.
    fn complete_warp_collectives(
        &self,
        block: &mut ResidentBlock,
        threads: &mut [Thread],
    ) -> Result<bool, ProgramError> {
        let stops = &mut block.stops;
        let mut completed = false;
        for warp in (0..stops.len()).step_by(WARP_SIZE as usize) {
            let lanes = warp..(warp + WARP_SIZE as usize).min(stops.len());
            let Some(leader) = lanes.clone().find(|&t| matches!(stops[t], Stop::Warp { .. })) else { continue };
            let Stop::Warp { site, collective, args } = stops[leader] else { unreachable!("found as a warp stop") };
            let in_mask = |t: usize| args[0] >> (t - warp) & 1 == 1;
            let participants: Vec<usize> = lanes.filter(|&t| in_mask(t)).collect();
            let arrived = |t: &usize| matches!(stops[*t], Stop::Warp { site: other, .. } if other == site);
            if let Some(&missing) = participants.iter().find(|t| !arrived(t)) {
                if matches!(stops[missing], Stop::Running | Stop::Spinning) {
                    continue;
                }
                let (a, b) = ((leader, stops[leader]), (missing, stops[missing]));
                return Err(self.divergence(block, a, b));
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
    fn divergence(&self, block: &ResidentBlock, a: (usize, Stop), b: (usize, Stop)) -> ProgramError {
        let what = |(thread, stop): (usize, Stop)| {
            let thread = coordinates(block.extent, thread as u32);
            let at = |(function, site): Site| {
                let program = &self.module.functions[function as usize];
                format!("{} in @{}", program.call_sites[site as usize].label, program.function)
            };
            match stop {
                Stop::Returned => format!("thread {thread} returned"),
                Stop::Running | Stop::Spinning => format!("thread {thread} runs"),
                Stop::Barrier(site) => format!("thread {thread} waits at {}", at(site)),
                Stop::Warp { site, .. } => format!("thread {thread} waits at the warp collective {}", at(site)),
            }
        };
        let kernel = &self.module.functions[block.kernel as usize].function;
        let message = format!(
            "kernel @{kernel} block {}: barrier divergence: {}, but {}",
            coordinates(block.grid, block.block),
            what(a),
            what(b)
        );
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
    /// Polling memory nothing has written since its last poll (`ResidentBlock::polls`).
    Spinning,
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
struct ThreadMachine<'a, 'p> {
    device: &'a mut Device<'p>,
    block: &'a mut ResidentBlock,
    thread: u32,
    /// Why the thread suspended.
    stop: Stop,
    /// Its latest atomic or volatile load in this slice: it gives way after one.
    poll: Option<Poll>,
}

/// "read", "write", "atomic read", "atomic write".
fn verb(kind: AccessKind) -> &'static str {
    match (kind.atomic, kind.write) {
        (false, false) => "read",
        (false, true) => "write",
        (true, false) => "atomic read",
        (true, true) => "atomic update",
    }
}

impl ThreadMachine<'_, '_> {
    fn accessor(&self) -> Access {
        let releases = self.block.orders[self.thread as usize].releases;
        Access { block: self.block.global, thread: self.thread, interval: self.block.interval, releases }
    }

    fn describe(&self) -> String {
        self.block.describe(self.device.module, self.thread)
    }

    fn race(&self, at: At<'_>, access: &ScalarAccess, conflict: Conflict, memory: &Memory) -> ProgramError {
        let location = match access.space {
            GLOBAL => format!(
                "global buffer #{} at byte offset {:#x}",
                memory.buffer_index(GLOBAL, access.address).unwrap_or_default(),
                conflict.offset
            ),
            _ => format!("shared memory at byte offset {:#x}", conflict.offset),
        };
        let earlier = conflict.earlier;
        let (earlier_item, _) = self.device.queue.owner(earlier.block);
        let (other, why) = if earlier.block == self.block.global {
            let other = match earlier.thread {
                crate::cuda::happens_before::SEVERAL_THREADS => "several threads".to_string(),
                thread => format!("thread {}", coordinates(self.block.extent, thread)),
            };
            (other, "in the same barrier interval")
        } else if earlier_item == self.block.item {
            (self.device.describe_access(&earlier), "(blocks are not ordered)")
        } else {
            (self.device.describe_access(&earlier), "(no stream, event or atomic orders them)")
        };
        let this = AccessKind { write: access.write, atomic: access.ordering.is_atomic() };
        let program = &self.device.module.functions[at.function as usize];
        let message = format!(
            "{}: data race on {location}: {} at {} in @{} conflicts with a {} by {other} {why}",
            self.describe(),
            verb(this),
            at.label,
            program.function,
            verb(conflict.kind),
        );
        ProgramError::new(ErrorKind::DataRace, message)
    }

    /// Counts and race-checks an access of global or shared memory; an atomic access of
    /// global memory also releases or acquires.
    fn observe(&mut self, at: At<'_>, mut access: ScalarAccess, memory: &Memory) -> Result<(), ProgramError> {
        if access.atomic {
            // NVPTX (LLVM 16) lowers `atomicrmw` and `cmpxchg` to PTX `atom` without a
            // memory-order qualifier whatever the IR ordering: relaxed on the device, so
            // only a fence (`__threadfence()`) makes a post a release.
            access.ordering = AtomicOrdering::Relaxed;
        }
        let counters = &mut self.block.counters;
        match (access.space, access.write) {
            (GLOBAL, false) => counters.global_bytes_loaded += access.length,
            (GLOBAL, true) => counters.global_bytes_stored += access.length,
            (SHARED, false) => counters.shared_bytes_loaded += access.length,
            (SHARED, true) => counters.shared_bytes_stored += access.length,
            _ => return Ok(()),
        }
        if access.write {
            self.device.write_epoch += 1;
        } else if access.ordering.is_atomic() {
            let value = memory.read_scalar(access.space, access.address, access.length as u8).unwrap_or_default();
            let (space, address, epoch) = (access.space, access.address, self.device.write_epoch);
            self.poll = Some(Poll { space, address, value, epoch, label: at.label.to_string(), repeats: 0 });
        }
        let buffer = memory.buffer_index(GLOBAL, access.address).unwrap_or_default();
        let offset = memory.offset(access.space, access.address);
        if access.space == GLOBAL && self.device.options.record_footprints {
            let item = self.block.item;
            let running = self.device.launches.iter_mut().find(|l| l.item == item);
            if let Some(footprint) = running.and_then(|running| running.footprint.as_mut()) {
                let reads = !access.write || access.atomic;
                let unit = (self.block.block, self.thread);
                footprint.record((buffer, offset, access.length), unit, (reads, access.write));
            }
        }
        if access.space == GLOBAL && access.ordering.is_atomic() {
            self.synchronise(&access, (buffer, offset / 4 * 4));
        }
        if !self.device.options.check_races {
            return Ok(());
        }
        let kind = AccessKind { write: access.write, atomic: access.ordering.is_atomic() };
        let who = self.accessor();
        let result = if access.space == SHARED {
            let none = Knowledge::default();
            let observer = Observer { who, knowledge: [&none, &none], ordered_block: &|_| false };
            self.block.shared_shadow.access(offset, access.length, kind, &observer)
        } else {
            let block = &*self.block;
            let knowledge = [&block.knowledge, &block.orders[self.thread as usize].acquired];
            self.device.check_global(block.item, who, knowledge, (buffer, offset, access.length), kind)
        };
        result.map_err(|conflict| self.race(at, &access, conflict, memory))
    }

    /// What a release by this thread now publishes: what it and its block know, its
    /// block's earlier intervals and its own accesses so far.
    fn publication(&self) -> Knowledge {
        let mut knowledge = self.block.knowledge.clone();
        knowledge.merge(&self.block.orders[self.thread as usize].acquired);
        knowledge.learn_release(&self.accessor());
        knowledge
    }

    /// The release and acquire effects of an atomic access of global `word`.
    fn synchronise(&mut self, access: &ScalarAccess, word: SyncWord) {
        let thread = self.thread as usize;
        if !access.write || access.atomic {
            if let Some(published) = self.device.locations.published(word) {
                let order = &mut self.block.orders[thread];
                match access.ordering.acquires() {
                    true => order.acquired.merge(published),
                    false => order.relaxed_reads.merge(published),
                }
            }
        }
        if !access.write {
            return;
        }
        let read_modify_write = access.atomic;
        if access.ordering.releases() {
            let knowledge = self.publication();
            self.block.orders[thread].releases += 1;
            self.device.locations.release(word, knowledge, read_modify_write);
        } else if let Some(knowledge) = self.block.orders[thread].fenced_release.clone() {
            self.device.locations.release(word, knowledge, read_modify_write);
        } else if !read_modify_write {
            self.device.locations.overwrite(word);
        }
    }

    fn special(&self, register: SpecialRegister) -> u64 {
        let value = match register.kind {
            SpecialRegisterKind::ThreadIndex => coordinates(self.block.extent, self.thread),
            SpecialRegisterKind::BlockIndex => coordinates(self.block.grid, self.block.block),
            SpecialRegisterKind::BlockExtent => self.block.extent,
            SpecialRegisterKind::GridExtent => self.block.grid,
        };
        u64::from(value.get(register.axis))
    }

    /// memcpy/memset in device code: each byte range is an access like any other.
    fn bulk(&mut self, at: At<'_>, call: LibcCall, args: &[u64], memory: &mut Memory) -> Result<(), ProgramError> {
        let context = format!("{}: {}", self.describe(), at.label);
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{context}: {error}"));
        let length = args[2];
        let plain = |space, address, write| ScalarAccess {
            space,
            address,
            length,
            write,
            atomic: false,
            ordering: AtomicOrdering::NotAtomic,
        };
        let destination = memory.resolve(0, args[0]).map_err(fail)?;
        memory.check(destination, args[0], length).map_err(fail)?;
        if call == LibcCall::MemSet {
            self.scalar_access(at, plain(destination, args[0], true), memory)?;
            return libc::fill_bytes(memory, (destination, args[0]), args[1] as u8, length).map_err(fail);
        }
        let source = memory.resolve(0, args[1]).map_err(fail)?;
        memory.check(source, args[1], length).map_err(fail)?;
        self.scalar_access(at, plain(source, args[1], false), memory)?;
        self.scalar_access(at, plain(destination, args[0], true), memory)?;
        libc::copy_bytes(memory, (destination, args[0]), (source, args[1]), length).map_err(fail)
    }
}

impl Machine for ThreadMachine<'_, '_> {
    type Error = ProgramError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), ProgramError> {
        let forbidden = match access.space {
            GLOBAL | SHARED | LOCAL => None,
            CONSTANT if !access.write => None,
            CONSTANT => Some("writes constant memory".to_string()),
            other => Some(format!("dereferences {:#x}, an address in {}", access.address, memory.space_name(other))),
        };
        if let Some(what) = forbidden {
            let message = format!("{}: {}: device code {what}", self.describe(), at.label);
            return Err(ProgramError::new(ErrorKind::InvalidAddress, message));
        }
        self.observe(at, access, memory)
    }

    fn fence(&mut self, _: At<'_>, ordering: AtomicOrdering) -> Result<(), ProgramError> {
        let thread = self.thread as usize;
        if ordering.acquires() {
            let order = &mut self.block.orders[thread];
            let reads = std::mem::take(&mut order.relaxed_reads);
            order.acquired.merge(&reads);
        }
        if ordering.releases() {
            let knowledge = self.publication();
            let order = &mut self.block.orders[thread];
            order.fenced_release = Some(knowledge);
            order.releases += 1;
        }
        Ok(())
    }

    fn yield_requested(&mut self) -> bool {
        self.poll.is_some()
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
            // A block-scope fence orders nothing another block can observe.
            DeviceCall::Fence(FenceScope::Block) => Ok(CallResult::Value(0)),
            DeviceCall::Fence(FenceScope::Device) => {
                self.fence(at, AtomicOrdering::SequentiallyConsistent)?;
                Ok(CallResult::Value(0))
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
                let context = format!("{}: {}", self.describe(), at.label);
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
                    self.describe(),
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
    if let Some(scope) = FenceScope::from_intrinsic(callee) {
        return DeviceCall::Fence(scope);
    }
    LibcCall::from_name(callee).map_or(DeviceCall::Unknown, DeviceCall::Libc)
}

/// The coordinates of a linear index in an extent (x fastest).
fn coordinates(extent: Dim3, linear: u32) -> Dim3 {
    Dim3 { x: linear % extent.x, y: linear / extent.x % extent.y, z: linear / (extent.x * extent.y) }
}

/// Fisher-Yates with the run's generator.
fn shuffle<T>(items: &mut [T], random: &mut SplitMix64) {
    for i in (1..items.len()).rev() {
        let j = (random.next_u64() % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}
