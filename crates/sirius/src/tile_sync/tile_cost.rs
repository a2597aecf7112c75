//! The wave model of tile synchronisation (cuSync §I-II): how long a producer launch and
//! its consumer take on an H100 when the consumer waits on the stream for the whole
//! producer, and when each consumer block waits only for the producer blocks it needs.
//!
//! Blocks are dispatched in order (the producer's, then the consumer's in tile order)
//! onto 132 SMs, each holding as many blocks as its occupancy allows (`blocks_per_sm`:
//! threads, shared memory, assumed registers and the hardware cap); a block of a kernel
//! with occupancy `k` takes `1/k` of an SM, so producer and consumer blocks can share an
//! SM. Every block of a kernel takes the same time (`KernelWork::block_seconds`, from the
//! executor's counters: its instructions at its share of the SM's lanes, or its bytes at
//! its share of DRAM bandwidth, whichever is longer).
//! * stream synchronisation: two launches (each `Gpu::launch_overhead_seconds`), the
//!   consumer's first block dispatched after the producer's last block finished;
//! * tile synchronisation: one launch overhead (the consumer's is issued on another
//!   stream while the producer runs); a consumer block is dispatched as soon as a slot is
//!   free after every producer block was dispatched, holds its slot while it waits until
//!   the last producer block it needs has finished (`ConsumerWait::last_producer`, in
//!   dispatch order) and posted, polls each of its counters once more
//!   (`SyncCosts::poll_seconds`), then runs; each producer block pays a post
//!   (`SyncCosts::post_seconds`: `__syncthreads`, fence, atomic add).
//!
//! So tile synchronisation gains where the producer's last wave leaves SMs idle and the
//! consumer's first blocks need only early producer blocks, and loses where consumer
//! blocks hold slots waiting (a consumer needing everything gains nothing and pays the
//! syncs): cuSync's own results include slowdowns. Invariant: the tile time never
//! counts a consumer block's work before its last dependence finished. Not modelled:
//! caches, memory contention between the two kernels, the wait kernel's launch, the
//! scheduler's real (unpublished) dispatch policy.

use crate::gpu::cost::{Gpu, LaunchCounters};
use crate::gpu::occupancy::MAX_BLOCKS_PER_SM;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One kernel's blocks as the model sees them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KernelWork {
    pub blocks: u64,
    pub blocks_per_sm: u64,
    /// Time of one block while the SM is shared by `blocks_per_sm` blocks.
    pub block_seconds: f64,
}

impl KernelWork {
    /// From the executor's counters of the launch and the kernel's occupancy.
    pub fn from_counters(gpu: &Gpu, counters: &LaunchCounters, blocks_per_sm: u64) -> KernelWork {
        let blocks = counters.blocks.max(1);
        let lanes = gpu.lanes_per_sm as f64 / blocks_per_sm as f64;
        let compute = counters.instructions as f64 / blocks as f64 / (lanes * gpu.clock_hz);
        let concurrent = (gpu.streaming_multiprocessors * blocks_per_sm) as f64;
        let memory = counters.global_bytes as f64 / blocks as f64 / (gpu.dram_bytes_per_second / concurrent);
        KernelWork { blocks, blocks_per_sm, block_seconds: compute.max(memory) }
    }
}

/// What one consumer block (in dispatch order) waits for under a policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConsumerWait {
    /// The latest producer block (in dispatch order) it depends on; `None`: none.
    pub last_producer: Option<u64>,
    /// Counters it polls.
    pub counters: u64,
}

/// The synchronisation costs of the generated code.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SyncCosts {
    /// One producer block's post: `__syncthreads`, a device-scope fence, an atomic add.
    pub post_seconds: f64,
    /// One poll of one counter that finds it complete (an acquire load from L2).
    pub poll_seconds: f64,
}

impl SyncCosts {
    /// About 1,000 cycles each at the H100's clock: a fence and an L2 atomic, an L2 load
    /// (cuSync measures its whole synchronisation at 2-3% over stream sync at the extreme).
    pub const H100: SyncCosts = SyncCosts { post_seconds: 0.5e-6, poll_seconds: 0.5e-6 };
}

/// The pair's modelled time both ways.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairTimes {
    pub stream_seconds: f64,
    pub tile_seconds: f64,
}

impl PairTimes {
    /// Stream time over tile time (above 1: tile synchronisation is faster).
    pub fn speedup(&self) -> f64 {
        self.stream_seconds / self.tile_seconds
    }
}

/// Both times of a producer and a consumer whose blocks wait as `waits` says (one entry
/// per consumer block, in dispatch order).
pub fn pair_times(
    gpu: &Gpu,
    (producer, consumer): (&KernelWork, &KernelWork),
    waits: &[ConsumerWait],
    costs: &SyncCosts,
) -> PairTimes {
    let stream = makespan(gpu, producer) + makespan(gpu, consumer) + 2.0 * gpu.launch_overhead_seconds;
    let tile = tile_makespan(gpu, (producer, consumer), waits, costs) + gpu.launch_overhead_seconds;
    PairTimes { stream_seconds: stream, tile_seconds: tile }
}

/// One kernel alone: full waves then the last, partial one.
fn makespan(gpu: &Gpu, kernel: &KernelWork) -> f64 {
    kernel.blocks.div_ceil(gpu.streaming_multiprocessors * kernel.blocks_per_sm) as f64 * kernel.block_seconds
}

/// SM capacity in units: lcm(1..=32), which every occupancy up to `MAX_BLOCKS_PER_SM`
/// divides, so `k` blocks of occupancy `k` fill an SM exactly.
const SM_UNITS: u64 = 144403552893600;

/// The units one block of a kernel with this occupancy takes.
fn units(blocks_per_sm: u64) -> u64 {
    SM_UNITS / blocks_per_sm.clamp(1, MAX_BLOCKS_PER_SM)
}

/// Both kernels' blocks dispatched in order onto the SMs (see the module doc).
fn tile_makespan(
    gpu: &Gpu,
    (producer, consumer): (&KernelWork, &KernelWork),
    waits: &[ConsumerWait],
    costs: &SyncCosts,
) -> f64 {
    let mut free = vec![SM_UNITS; gpu.streaming_multiprocessors as usize];
    // Running blocks by finish time: (finish, SM, units), earliest first.
    let mut running: BinaryHeap<Reverse<(Finish, usize, u64)>> = BinaryHeap::new();
    let (mut now, mut end) = (0.0f64, 0.0f64);
    let mut producer_finish = Vec::with_capacity(producer.blocks as usize);
    let blocks = (0..producer.blocks).map(|_| None).chain((0..consumer.blocks).map(|b| Some(b as usize)));
    for block in blocks {
        let kernel = if block.is_none() { producer } else { consumer };
        let need = units(kernel.blocks_per_sm);
        let sm = loop {
            if let Some(sm) = free.iter().position(|&f| f >= need) {
                break sm;
            }
            let Reverse((finish, sm, released)) =
                running.pop().expect("a block that fits nowhere waits for one to end");
            now = now.max(finish.0);
            free[sm] += released;
        };
        free[sm] -= need;
        let finish = match block {
            None => {
                let finish = now + kernel.block_seconds + costs.post_seconds;
                producer_finish.push(finish);
                finish
            }
            Some(index) => {
                let wait = waits.get(index).copied().unwrap_or(ConsumerWait { last_producer: None, counters: 0 });
                let ready = wait.last_producer.map_or(now, |last| producer_finish[last as usize]);
                now.max(ready) + wait.counters as f64 * costs.poll_seconds + kernel.block_seconds
            }
        };
        end = end.max(finish);
        running.push(Reverse((Finish(finish), sm, need)));
    }
    end
}

/// A finish time, totally ordered (`f64::total_cmp`).
#[derive(Clone, Copy, Debug)]
struct Finish(f64);

impl PartialEq for Finish {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Finish {}

impl PartialOrd for Finish {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Finish {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COSTS: SyncCosts = SyncCosts { post_seconds: 0.0, poll_seconds: 0.0 };

    fn kernel(blocks: u64) -> KernelWork {
        KernelWork { blocks, blocks_per_sm: 1, block_seconds: 10e-6 }
    }

    fn each_waits_for(blocks: u64, last: impl Fn(u64) -> Option<u64>) -> Vec<ConsumerWait> {
        (0..blocks).map(|b| ConsumerWait { last_producer: last(b), counters: 1 }).collect()
    }

    #[test]
    fn a_partial_last_wave_is_filled_by_consumer_blocks_whose_producers_are_done() {
        // 198 producer blocks on 132 SMs: the second wave uses 66. Consumer block b needs
        // producer block b only: the first 66 consumer blocks run in the idle SMs.
        let gpu = Gpu::H100;
        let times = pair_times(&gpu, (&kernel(198), &kernel(198)), &each_waits_for(198, Some), &COSTS);
        assert!((times.stream_seconds - (40e-6 + 2.0 * gpu.launch_overhead_seconds)).abs() < 1e-12);
        assert!((times.tile_seconds - (30e-6 + gpu.launch_overhead_seconds)).abs() < 1e-12, "{times:?}");
        assert!(times.speedup() > 1.3);
    }

    #[test]
    fn a_consumer_that_needs_the_whole_producer_gains_only_a_launch() {
        let gpu = Gpu::H100;
        let costs = SyncCosts::H100;
        let last = Some(197);
        let times = pair_times(&gpu, (&kernel(198), &kernel(198)), &each_waits_for(198, |_| last), &costs);
        // Waiting consumer blocks hold the idle SMs of the last wave: nothing runs early.
        assert!(times.tile_seconds > 40e-6, "{times:?}");
        assert!(times.tile_seconds < times.stream_seconds);
    }

    #[test]
    fn waiting_blocks_hold_their_slots() {
        // A full producer wave, then consumer block 0 needs the last producer block: the
        // consumer blocks dispatched with it cannot start before it either.
        let gpu = Gpu::H100;
        let waits = each_waits_for(132, |b| Some(if b == 0 { 263 } else { b }));
        let times = pair_times(&gpu, (&kernel(264), &kernel(132)), &waits, &COSTS);
        assert!(times.tile_seconds >= 30e-6, "{times:?}");
    }
}
