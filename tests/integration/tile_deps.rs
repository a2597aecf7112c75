//! The tile dependences of `print<uar;tile-deps>` (`sirius::tile_deps`, read in process as
//! the printer reads the program) against execution: each CUDA sample
//! whose consecutive launches are joined by a global dependence runs at small constant
//! sizes on the executor, recording which blocks touch which global words
//! (`RunOptions::record_footprints`). Every (consumer block, producer block) pair that
//! shares a word one of them writes must be in the pair's block map (the map is sound),
//! and on these samples the map holds no other pair (it is exact). The same on the random
//! chains of seeds 0, 2, 5, 6 and 11 in the test command (the first with pairs whose
//! kernels each run once; `scripts/campaigns/campaigns.sh tile-deps` runs seeds 0-49).
//!
//! Then the wave model (`sirius::tile_cost`) on each pair and every policy it allows, with
//! per-block times from the executor's counters: a Markdown table of modelled H100 times
//! with stream and with tile synchronisation (the benchmark of the policy `tile-sync`
//! chooses is `tests/integration/tile_sync.rs`).

use std::collections::BTreeMap;
use std::path::Path;
use syncfuse::ir::OwnedModule;
use syncfuse::llvm::cuda_reader::{read_program, CallContexts};
use syncfuse::model_inputs::modelled_launch;
use syncfuse::sim::cuda::counters::LaunchCounters;
use syncfuse::sim::cuda::footprint::{dependent_blocks, LaunchFootprint};
use syncfuse::sim::cuda::{run, RunOptions, RunOutcome};
use syncfuse::sirius::gpu::cost::Gpu;
use syncfuse::sirius::gpu::occupancy::{blocks_per_sm, ASSUMED_REGISTERS_PER_THREAD};
use syncfuse::sirius::model::program::{HostProgram, Launch, StatementId};
use syncfuse::sirius::model::uar;
use syncfuse::sirius::tile_sync::tile_cost::{pair_times, ConsumerWait, KernelWork, SyncCosts};
use syncfuse::sirius::tile_sync::tile_deps::{pair_count, pairs_outside, tile_dependences, BlockPair, TilePair};

use crate::common;
use common::{cuda_root, host_with_test_caller, random_chain, repo, TEST_ENTRY};

/// (sample, arguments of `run_<sample>`: sizes then the inputs' seed, pairs expected).
const CASES: &[(&str, &[i64], usize)] = &[("mlp", &[32, 64, 96, 3], 2), ("transpose_gemm", &[37, 50, 70, 3], 1)];

#[test]
fn every_block_pair_that_ran_is_in_the_block_map() {
    for &(sample, args, expected_pairs) in CASES {
        let dir = tempfile::tempdir().unwrap();
        let host = host_with_test_caller(sample, args, dir.path());
        let device = repo().join(format!("samples/cuda/{sample}.dev.ll"));
        let (program, pairs) = analysed(&host, &device);
        let footprints = executed(sample, TEST_ENTRY, (&host, &device));
        let launch_of = launch_order(&program, &format!("run_{sample}@{TEST_ENTRY}"));
        let pairs: Vec<&TilePair> = pairs.iter().filter(|pair| launch_of.contains_key(&pair.consumer)).collect();
        assert_eq!(pairs.len(), expected_pairs, "{sample}: tile pairs of the test caller");
        for pair in pairs {
            let (ran, in_map) = check_pair(sample, pair, &footprints, &launch_of);
            assert_eq!(in_map, ran, "{sample}: the map holds pairs that never ran: {pair:?}");
        }
    }
}

/// Random chains (`scripts/generators/gen-random-cuda-chain.py`, clang-16 -O2): every pair whose two
/// kernels each run once (a launch in a host loop runs several times and is not matched)
/// is checked the same way; the maps may be wider than what ran (guards the executor's
/// data does not take).
/// The test command's chains: the seeds of 0..24 whose pairs ran once each, and enough of
/// them for 6 checked pairs (seeds 0..12 in turn gave 7, at twice the time).
const DEFAULT_SEEDS: [u64; 5] = [0, 2, 5, 6, 11];

#[test]
fn random_chains_block_pairs_that_ran_are_in_the_block_maps() {
    let cuda = cuda_root();
    let mut checked = 0;
    let campaign = common::optional_setting("SYNCFUSE_TILE_DEPS_CHAINS");
    let seeds: Vec<u64> = campaign.map_or_else(|| DEFAULT_SEEDS.to_vec(), |chains| (0..chains).collect());
    for seed in seeds {
        let dir = tempfile::tempdir().unwrap();
        let (_, modules) = random_chain(seed, "-O2", &cuda, dir.path());
        let (program, pairs) = analysed(&modules.host, &modules.device);
        let footprints = executed(&format!("chain {seed}"), "main", (&modules.host, &modules.device));
        let launch_of = launches_run_once(&program, "run_chain@main", &footprints);
        let matched =
            |pair: &&TilePair| launch_of.contains_key(&pair.producer) && launch_of.contains_key(&pair.consumer);
        for pair in pairs.iter().filter(matched).filter(|pair| pair.block_map.is_some()) {
            // A pair whose words are only updated atomically (the bins) shows no dependent
            // blocks in the footprints: it is checked, not counted.
            let (ran, _) = check_pair(&format!("chain {seed}"), pair, &footprints, &launch_of);
            checked += usize::from(ran > 0);
        }
    }
    println!("{checked} tile pairs of random chains checked against execution");
    assert!(checked >= 5, "only {checked} tile pairs checked: the test would say little");
}

/// The program of the two modules as `print<uar>` reads it, and its tile pairs.
fn analysed(host: &Path, device: &Path) -> (HostProgram, Vec<TilePair>) {
    let (host, device) = (OwnedModule::read(host).unwrap(), OwnedModule::read(device).unwrap());
    let program = unsafe { read_program(host.module, device.module, CallContexts::EveryCalledFunction) };
    let pairs = tile_dependences(&program, &uar::build(&program));
    (program, pairs)
}

/// Checks that every block pair of the two launches that shares a written word is in the
/// pair's map; returns how many ran and how many the map holds.
fn check_pair(
    program: &str,
    pair: &TilePair,
    footprints: &[LaunchFootprint],
    launch_of: &BTreeMap<StatementId, usize>,
) -> (u64, u64) {
    let (producer, consumer) = (pair.producer, pair.consumer);
    let map = pair.block_map.as_deref().unwrap_or_else(|| panic!("{program}: {pair:?}"));
    let (before, after) = (&footprints[launch_of[&producer]], &footprints[launch_of[&consumer]]);
    let ran: Vec<BlockPair> = dependent_blocks(before, after)
        .into_iter()
        .map(|(c, p)| (after.block_index(c), before.block_index(p)))
        .collect();
    let names = (format!("S{consumer}"), format!("S{producer}"));
    let missed = pairs_outside(map, (&names.0, &names.1), &ran).unwrap();
    assert!(missed.is_empty(), "{program} S{producer} -> S{consumer}: pairs that ran but are not in {map}: {missed:?}");
    let in_map = pair_count(map).unwrap();
    println!("{program} S{producer} -> S{consumer}: {} block pairs ran, {in_map} in the map", ran.len());
    (ran.len() as u64, in_map)
}

/// The launch statements of `function` whose kernel runs exactly once, by statement, with
/// the index of its launch among those that ran.
fn launches_run_once(program: &HostProgram, function: &str, ran: &[LaunchFootprint]) -> BTreeMap<StatementId, usize> {
    let kernels: Vec<(StatementId, &str)> =
        launches_of(program, function).map(|(id, launch)| (id, launch.kernel.as_str())).collect();
    let once = |name: &str| {
        kernels.iter().filter(|(_, k)| *k == name).count() == 1 && ran.iter().filter(|f| f.kernel == name).count() == 1
    };
    // A launch in a host loop that ran once (a loop left after its first iteration) has a
    // map over the loop's counter, which the footprints do not carry: not matched.
    let outside_loops = |id: &StatementId| program.statements[*id].loops.is_empty();
    kernels
        .iter()
        .filter(|(id, name)| once(name) && outside_loops(id))
        .map(|&(id, name)| (id, ran.iter().position(|f| f.kernel == name).expect("ran once")))
        .collect()
}

/// Runs `entry` of the program with footprints; the launches' footprints in order.
fn executed(program: &str, entry: &str, modules: (&Path, &Path)) -> Vec<LaunchFootprint> {
    let options = RunOptions { record_footprints: true, ..RunOptions::default() };
    execute(program, entry, modules, &options).footprints
}

/// Runs `entry` of the program, which must return 0.
fn execute(program: &str, entry: &str, (host, device): (&Path, &Path), options: &RunOptions) -> RunOutcome {
    let (host, device) = (std::fs::read_to_string(host).unwrap(), std::fs::read_to_string(device).unwrap());
    let outcome = run(&host, Some(&device), entry, &[], options);
    assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{program}: {:?}", outcome.result);
    outcome
}

/// Every counted policy of the test sizes' pairs through the wave model (what `tile-sync`
/// chooses from; `tests/integration/tile_sync.rs` benchmarks the chosen one): positive times.
#[test]
fn modelled_times_of_the_tile_pairs() {
    let cases: Vec<(&str, &[i64])> = CASES.iter().map(|&(sample, args, _)| (sample, args)).collect();
    let gpu = Gpu::H100;
    println!("| sample (sizes) | pair (grids) | policy | semaphores | waits per consumer block | stream sync | tile sync | speedup |");
    println!("|---|---|---|---:|---:|---:|---:|---:|");
    for (sample, args) in cases {
        let dir = tempfile::tempdir().unwrap();
        let host = host_with_test_caller(sample, args, dir.path());
        let device = repo().join(format!("samples/cuda/{sample}.dev.ll"));
        let (program, pairs) = analysed(&host, &device);
        let launch_of = launch_order(&program, &format!("run_{sample}@{TEST_ENTRY}"));
        let options = RunOptions { check_races: false, ..RunOptions::default() };
        let counted = execute(sample, TEST_ENTRY, (&host, &device), &options).counters.launches;
        for pair in pairs.iter().filter(|pair| launch_of.contains_key(&pair.consumer)) {
            let (producer, consumer) = (&counted[launch_of[&pair.producer]], &counted[launch_of[&pair.consumer]]);
            assert_eq!(
                pair.images.len() as u64,
                modelled_launch(consumer).blocks,
                "{sample}: an image per consumer block"
            );
            for row in model_rows(&gpu, pair, (producer, consumer)) {
                println!(
                    "| {sample} {args:?} | S{} -> S{} ({:?} -> {:?}) | {row}",
                    pair.producer, pair.consumer, producer.grid, consumer.grid
                );
            }
        }
    }
}

/// One table row per counted policy of the pair: the rest of the row after the pair.
fn model_rows(gpu: &Gpu, pair: &TilePair, (producer, consumer): (&LaunchCounters, &LaunchCounters)) -> Vec<String> {
    let work = |launch: &LaunchCounters| {
        let modelled = modelled_launch(launch);
        let occupancy =
            blocks_per_sm(modelled.threads_per_block, launch.dynamic_shared_bytes, ASSUMED_REGISTERS_PER_THREAD);
        KernelWork::from_counters(gpu, &modelled, occupancy)
    };
    let producer_grid: Vec<i64> = producer.grid.iter().map(|&e| i64::from(e)).collect();
    let mut rows = Vec::new();
    for fit in &pair.policies {
        let Ok(counts) = &fit.counts else { continue };
        let waits: Vec<ConsumerWait> = pair
            .images
            .iter()
            .map(|image| ConsumerWait {
                last_producer: image.last_block,
                counters: fit.policy.waits_of(image, &producer_grid).0,
            })
            .collect();
        let times = pair_times(gpu, (&work(producer), &work(consumer)), &waits, &SyncCosts::H100);
        assert!(times.tile_seconds > 0.0 && times.stream_seconds > 0.0, "{times:?}");
        let micro = |seconds: f64| format!("{:.1} us", seconds * 1e6);
        let range = |(low, high): (u64, u64)| if low == high { low.to_string() } else { format!("{low}-{high}") };
        rows.push(format!(
            "{} | {} | {} | {} | {} | {:.2}x |",
            fit.policy,
            counts.semaphores,
            range(counts.waits),
            micro(times.stream_seconds),
            micro(times.tile_seconds),
            times.speedup()
        ));
    }
    rows
}

/// The launch statements of `function`, by statement, numbered in program order.
fn launch_order(program: &HostProgram, function: &str) -> BTreeMap<StatementId, usize> {
    launches_of(program, function).enumerate().map(|(order, (id, _))| (id, order)).collect()
}

/// The launches of `function`, in program order.
fn launches_of<'p>(program: &'p HostProgram, function: &'p str) -> impl Iterator<Item = (StatementId, &'p Launch)> {
    let of_function = program.statements.iter_enumerated().filter(move |(_, s)| s.function.as_str() == function);
    of_function.filter_map(|(id, s)| Some((id, s.kind.launch()?)))
}
