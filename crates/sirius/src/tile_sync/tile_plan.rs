//! The `tile-sync` decision (cuSync §III), plain data: for an analysed pair of launches
//! (`tile_deps`), the policy, the semaphore tables the rewrite writes into the device
//! module, and whether the wave model (`tile_cost`) predicts a gain.
//!
//! Tables, from every (consumer block, producer block) pair of one host iteration
//! (`tile_deps::block_pairs`, exact): each producer block posts to one counter
//! (`post_counter`: its own under the tile policy, its row's or column's under the
//! producer-group policies, the one consumer row's or column's that needs it under the
//! consumer-group policies, none when no consumer block needs it); each consumer block
//! waits on the counters of every producer block it needs, each until it has received all
//! the posts of one run of the pair (`posts_per_run`, counted from the same table, so
//! boundary tiles are right by construction). Semaphores only grow: run `e` (from 0) of
//! the pair waits for `(e + 1) * posts_per_run`, so they are never reset.
//!
//! Invariant: every consumer block waits on the counter of every producer block of its
//! image, for a count that includes that block's post, whatever the policy (the policy
//! only decides how many producer blocks share a counter); producers never wait.

use crate::gpu::cost::{Gpu, KernelProfile};
use crate::gpu::estimate;
use crate::gpu::occupancy::{blocks_per_sm, ASSUMED_REGISTERS_PER_THREAD};
use crate::model::program::{HostProgram, StatementId};
use crate::tile_sync::tile_cost::{pair_times, ConsumerWait, KernelWork, SyncCosts};
use crate::tile_sync::tile_deps::{block_pairs, NotCounted, TilePair, TilePolicy, TileReject};
use serde::Serialize;
use std::collections::BTreeSet;
use syncfuse_reason::Reason;

/// What the rewrite writes for one pair.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TileSyncPlan {
    #[serde(skip)]
    pub producer: StatementId,
    #[serde(skip)]
    pub consumer: StatementId,
    pub policy: TilePolicy,
    pub producer_blocks: u32,
    pub consumer_blocks: u32,
    /// Per producer block (linear, x fastest), the counter it posts to.
    #[serde(skip)]
    pub post_counter: Vec<Option<u32>>,
    /// Posts each counter receives in one run of the pair.
    #[serde(skip)]
    pub posts_per_run: Vec<u32>,
    /// Consumer block `c` waits on `wait_counters[wait_offsets[c]..wait_offsets[c + 1]]`.
    #[serde(skip)]
    pub wait_offsets: Vec<u32>,
    #[serde(skip)]
    pub wait_counters: Vec<u32>,
    pub counters: u32,
    /// Counters one consumer block waits on: fewest, most.
    pub waits_per_consumer_block: (u32, u32),
    pub modelled: ModelledPair,
}

/// The model's verdict for the chosen policy, and where its per-block work came from.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ModelledPair {
    pub stream_us: f64,
    pub tile_us: f64,
    pub speedup: f64,
    pub work: WorkBasis,
}

/// `profile`: both launches' counters from an executor run (`tile-sync<profile=FILE>`);
/// `assumed`: `estimate`'s instructions and bytes for a launch without one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkBasis {
    Profile,
    Assumed,
}

/// Why a pair keeps its stream synchronisation.
#[derive(Clone, Debug, PartialEq)]
pub enum TileSyncReject {
    /// `tile_deps` gave no exact map (its reason, when it gave one).
    NotAnalysed(Option<TileReject>),
    /// No wait table: the grids are not constants, the map differs between host
    /// iterations, or it is too large (the reason; `None`: no policy fits).
    NoTable(Option<NotCounted>),
    /// The model predicts no gain (and the rewrite was not forced).
    NoGain(ModelledPair),
}

impl std::fmt::Display for TileSyncReject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TileSyncReject::NotAnalysed(Some(why)) => write!(f, "no exact block map: {why}"),
            TileSyncReject::NotAnalysed(None) => f.write_str("no exact block map: not analysed"),
            TileSyncReject::NoTable(Some(why)) => write!(f, "no wait table: {why}"),
            TileSyncReject::NoTable(None) => f.write_str("no wait table: no policy"),
            TileSyncReject::NoGain(model) => write!(
                f,
                "the model predicts no gain (stream {:.2} us, tile {:.2} us, {:.2}x)",
                model.stream_us, model.tile_us, model.speedup
            ),
        }
    }
}

impl Reason for TileSyncReject {
    /// The remark name (`-pass-remarks-missed=tile-sync`).
    fn remark_name(&self) -> &'static str {
        match self {
            TileSyncReject::NotAnalysed(reject) => reject.as_ref().map_or("NoExactBlockMap", TileReject::remark_name),
            TileSyncReject::NoTable(_) => "NoWaitTable",
            TileSyncReject::NoGain(_) => "NoModelledGain",
        }
    }
}

/// The plan for `pair`: the policy with the fewest waits per consumer block, its tables,
/// and the model's times (per-block work from `profile` where it knows the launch);
/// rejected when the model predicts no gain unless `forced`.
pub fn plan(
    pair: &TilePair,
    program: &HostProgram,
    gpu: &Gpu,
    forced: bool,
    profile: &dyn Fn(StatementId) -> Option<KernelProfile>,
) -> Result<TileSyncPlan, TileSyncReject> {
    if pair.block_map.is_none() {
        return Err(TileSyncReject::NotAnalysed(pair.reject.clone()));
    }
    let policy = pair
        .policies
        .iter()
        .filter_map(|fit| Some((fit.counts.as_ref().ok()?.waits.1, fit.policy)))
        .min_by_key(|&(waits, _)| waits)
        .map(|(_, policy)| policy)
        .ok_or_else(|| TileSyncReject::NoTable(counted_reason(pair)))?;
    let pairs = block_pairs(pair, program).map_err(|why| TileSyncReject::NoTable(Some(why)))?;
    let launch = |statement: StatementId| program.statements[statement].kind.launch().expect("tile pairs are launches");
    let (producer, consumer) = (launch(pair.producer), launch(pair.consumer));
    let grid = |shape: &crate::model::program::Shape| -> Vec<i64> { shape.iter().map(|e| e.unwrap_or(1)).collect() };
    let (producer_grid, consumer_grid) = (grid(&producer.grid), grid(&consumer.grid));
    let mut plan = tables(policy, &pairs, &producer_grid, &consumer_grid);
    plan.producer = pair.producer;
    plan.consumer = pair.consumer;
    let measured = (profile(pair.producer), profile(pair.consumer));
    let work = |launch: &crate::model::program::Launch, blocks: u32, measured: Option<KernelProfile>| {
        let threads = estimate::block_threads(launch);
        let estimated = estimate::launch_counters(launch);
        let assumed = KernelProfile {
            instructions: u64::from(blocks) * (estimated.instructions / estimated.blocks.max(1)),
            global_bytes: estimated.global_bytes,
            dynamic_shared_bytes: 0,
        };
        let profile = measured.unwrap_or(assumed);
        let counters = profile.counters(u64::from(blocks), threads);
        let occupancy = blocks_per_sm(threads, profile.dynamic_shared_bytes, ASSUMED_REGISTERS_PER_THREAD);
        KernelWork::from_counters(gpu, &counters, occupancy)
    };
    let producer_work = work(producer, plan.producer_blocks, measured.0);
    let consumer_work = work(consumer, plan.consumer_blocks, measured.1);
    let times = pair_times(gpu, (&producer_work, &consumer_work), &plan.consumer_waits(), &SyncCosts::H100);
    let basis = match measured {
        (Some(_), Some(_)) => WorkBasis::Profile,
        _ => WorkBasis::Assumed,
    };
    plan.modelled = ModelledPair {
        stream_us: times.stream_seconds * 1e6,
        tile_us: times.tile_seconds * 1e6,
        speedup: times.speedup(),
        work: basis,
    };
    if times.speedup() <= 1.0 && !forced {
        return Err(TileSyncReject::NoGain(plan.modelled));
    }
    Ok(plan)
}

/// Why no policy was counted.
fn counted_reason(pair: &TilePair) -> Option<NotCounted> {
    pair.policies.iter().find_map(|fit| fit.counts.as_ref().err().copied())
}

/// The tables of `policy` from the linear (consumer, producer) block pairs.
fn tables(policy: TilePolicy, pairs: &[(u32, u32)], producer_grid: &[i64], consumer_grid: &[i64]) -> TileSyncPlan {
    let volume = |grid: &[i64]| grid.iter().product::<i64>() as u32;
    let (producer_blocks, consumer_blocks) = (volume(producer_grid), volume(consumer_grid));
    let coordinates = |grid: &[i64], linear: u32| {
        let linear = i64::from(linear);
        [linear % grid[0], linear / grid[0] % grid[1], linear / (grid[0] * grid[1])]
    };
    let group = |grid: &[i64], linear: u32, dropped: usize| {
        let [x, y, z] = coordinates(grid, linear);
        (match dropped {
            0 => y + grid[1] * z,
            _ => x + grid[0] * z,
        }) as u32
    };
    let mut post_counter: Vec<Option<u32>> = vec![None; producer_blocks as usize];
    for &(consumer, producer) in pairs {
        post_counter[producer as usize] = Some(match policy {
            TilePolicy::Tile => producer,
            TilePolicy::ProducerRows => group(producer_grid, producer, 0),
            TilePolicy::ProducerColumns => group(producer_grid, producer, 1),
            TilePolicy::ConsumerRows => group(consumer_grid, consumer, 0),
            TilePolicy::ConsumerColumns => group(consumer_grid, consumer, 1),
        });
    }
    if matches!(policy, TilePolicy::ProducerRows | TilePolicy::ProducerColumns) {
        // A group's counter counts every block of the group, needed or not.
        let dropped = if policy == TilePolicy::ProducerRows { 0 } else { 1 };
        let used: BTreeSet<u32> = post_counter.iter().flatten().copied().collect();
        for (block, counter) in post_counter.iter_mut().enumerate() {
            let own = group(producer_grid, block as u32, dropped);
            if used.contains(&own) {
                *counter = Some(own);
            }
        }
    }
    let counters = post_counter.iter().flatten().max().map_or(0, |&last| last + 1);
    let mut posts_per_run = vec![0u32; counters as usize];
    for counter in post_counter.iter().flatten() {
        posts_per_run[*counter as usize] += 1;
    }
    let mut waited: Vec<BTreeSet<u32>> = vec![BTreeSet::new(); consumer_blocks as usize];
    for &(consumer, producer) in pairs {
        waited[consumer as usize].insert(post_counter[producer as usize].expect("a needed producer block posts"));
    }
    let mut wait_offsets = Vec::with_capacity(waited.len() + 1);
    let mut wait_counters = Vec::new();
    for counters in &waited {
        wait_offsets.push(wait_counters.len() as u32);
        wait_counters.extend(counters);
    }
    wait_offsets.push(wait_counters.len() as u32);
    let sizes = waited.iter().map(|w| w.len() as u32);
    let waits_per_consumer_block = (sizes.clone().min().unwrap_or(0), sizes.max().unwrap_or(0));
    TileSyncPlan {
        producer: StatementId(0),
        consumer: StatementId(0),
        policy,
        producer_blocks,
        consumer_blocks,
        post_counter,
        posts_per_run,
        wait_offsets,
        wait_counters,
        counters,
        waits_per_consumer_block,
        modelled: ModelledPair { stream_us: 0.0, tile_us: 0.0, speedup: 1.0, work: WorkBasis::Assumed },
    }
}

impl TileSyncPlan {
    /// What each consumer block waits for, as the model sees it: the last producer block
    /// (dispatch order) posting to a counter it waits on, and how many counters.
    fn consumer_waits(&self) -> Vec<ConsumerWait> {
        let mut last_poster = vec![0u64; self.counters as usize];
        for (block, counter) in self.post_counter.iter().enumerate() {
            if let Some(counter) = counter {
                last_poster[*counter as usize] = last_poster[*counter as usize].max(block as u64);
            }
        }
        (0..self.consumer_blocks)
            .map(|block| {
                let counters = self.waits_of(block);
                ConsumerWait {
                    last_producer: counters.iter().map(|&c| last_poster[c as usize]).max(),
                    counters: counters.len() as u64,
                }
            })
            .collect()
    }

    /// The counters consumer block `block` waits on.
    pub fn waits_of(&self, block: u32) -> &[u32] {
        let range = self.wait_offsets[block as usize] as usize..self.wait_offsets[block as usize + 1] as usize;
        &self.wait_counters[range]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Consumer block b of a 1-D grid of 4 reads producer blocks b and b + 1 (clamped).
    fn halo_pairs() -> Vec<(u32, u32)> {
        (0..4u32).flat_map(|b| [(b, b), (b, (b + 1).min(3))]).collect()
    }

    #[test]
    fn tile_tables_wait_for_each_needed_block_once() {
        let plan = tables(TilePolicy::Tile, &halo_pairs(), &[4, 1, 1], &[4, 1, 1]);
        assert_eq!(plan.post_counter, vec![Some(0), Some(1), Some(2), Some(3)]);
        assert_eq!(plan.posts_per_run, vec![1; 4]);
        assert_eq!(plan.waits_of(0), &[0, 1]);
        assert_eq!(plan.waits_of(3), &[3], "the boundary block waits once");
        assert_eq!(plan.waits_per_consumer_block, (1, 2));
    }

    #[test]
    fn producer_rows_count_every_block_of_a_needed_row() {
        // A 2 x 2 producer grid; consumer block r (1-D, 2 blocks) reads producer row r.
        let pairs = vec![(0, 0), (0, 1), (1, 2), (1, 3)];
        let plan = tables(TilePolicy::ProducerRows, &pairs, &[2, 2, 1], &[2, 1, 1]);
        assert_eq!(plan.post_counter, vec![Some(0), Some(0), Some(1), Some(1)]);
        assert_eq!(plan.posts_per_run, vec![2, 2]);
        assert_eq!((plan.waits_of(0), plan.waits_of(1)), (&[0][..], &[1][..]));
    }

    #[test]
    fn unneeded_producer_blocks_post_nowhere() {
        let plan = tables(TilePolicy::ConsumerRows, &[(0, 1)], &[3, 1, 1], &[1, 1, 1]);
        assert_eq!(plan.post_counter, vec![None, Some(0), None]);
        assert_eq!(plan.posts_per_run, vec![1]);
    }
}
