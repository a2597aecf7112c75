//! The tile dependences of `print<uar;tile-deps>` against execution: each CUDA sample
//! whose consecutive launches are joined by a global dependence runs at small constant
//! sizes on the executor, recording which blocks touch which global words
//! (`RunOptions::record_footprints`). Every (consumer block, producer block) pair that
//! shares a word one of them writes must be in the pair's block map (the map is sound),
//! and on these samples the map holds no other pair (it is exact).

use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;
use syncfuse_sim::cuda::footprint::{dependent_blocks, LaunchFootprint};
use syncfuse_sim::cuda::{run, RunOptions};
use syncfuse_sirius::tile_deps::{pair_count, pairs_outside, BlockPair};

mod common;
use common::{conforming_report, host_with_test_caller, plugin, repo, run as run_command, TEST_ENTRY};

/// (sample, arguments of `run_<sample>`: sizes then the inputs' seed, pairs expected).
const CASES: &[(&str, &[i64], usize)] = &[("mlp", &[32, 64, 96, 3], 2), ("transpose_gemm", &[37, 50, 70, 3], 1)];

#[test]
fn every_block_pair_that_ran_is_in_the_block_map() {
    let plugin = plugin();
    for &(sample, args, expected_pairs) in CASES {
        let dir = tempfile::tempdir().unwrap();
        let host = host_with_test_caller(sample, args, dir.path());
        let device = repo().join(format!("samples/cuda/{sample}.dev.ll"));
        let report = dir.path().join("uar.json");
        let passes = format!("-passes=print<uar;device={};tile-deps;report={}>", device.display(), report.display());
        let mut opt = Command::new("opt-16");
        opt.arg("-load-pass-plugin").arg(plugin).arg(passes).arg(&host).arg("-disable-output");
        run_command(&mut opt, &format!("print<uar;tile-deps> on {sample}"));
        let report = conforming_report(&report);
        let footprints = executed(sample, &host, &device);
        let statements = report["program"]["statements"].as_array().unwrap();
        let launch_of = launches_in_order(statements, &format!("run_{sample}@{TEST_ENTRY}"));
        let pairs: Vec<&Value> = report["tile_dependences"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|pair| launch_of.contains_key(&pair["consumer"].as_u64().unwrap()))
            .collect();
        assert_eq!(pairs.len(), expected_pairs, "{sample}: tile pairs of the test caller");
        for pair in pairs {
            let (producer, consumer) = (pair["producer"].as_u64().unwrap(), pair["consumer"].as_u64().unwrap());
            let map = pair["block_map"].as_str().unwrap_or_else(|| panic!("{sample}: {pair}"));
            let (before, after) = (&footprints[launch_of[&producer]], &footprints[launch_of[&consumer]]);
            let ran: Vec<BlockPair> = dependent_blocks(before, after)
                .into_iter()
                .map(|(c, p)| (after.block_index(c), before.block_index(p)))
                .collect();
            let names = (format!("S{consumer}"), format!("S{producer}"));
            let missed = pairs_outside(map, (&names.0, &names.1), &ran).unwrap();
            assert!(
                missed.is_empty(),
                "{sample} S{producer} -> S{consumer}: pairs that ran but are not in {map}: {missed:?}"
            );
            let in_map = pair_count(map).unwrap();
            println!("{sample} S{producer} -> S{consumer}: {} block pairs ran, {in_map} in the map", ran.len());
            assert!(!ran.is_empty(), "{sample}: no dependent blocks ran");
            assert_eq!(
                in_map,
                ran.len() as u64,
                "{sample} S{producer} -> S{consumer}: the map holds pairs that never ran"
            );
        }
    }
}

/// Runs `TEST_ENTRY` of the sample with footprints; the launches' footprints in order.
fn executed(sample: &str, host: &std::path::Path, device: &std::path::Path) -> Vec<LaunchFootprint> {
    let (host, device) = (std::fs::read_to_string(host).unwrap(), std::fs::read_to_string(device).unwrap());
    let options = RunOptions { record_footprints: true, ..RunOptions::default() };
    let outcome = run(&host, Some(&device), TEST_ENTRY, &[], &options);
    assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{sample}: {:?}", outcome.result);
    outcome.footprints
}

/// The launch statements of `function`, by statement index, numbered in program order (the
/// order they run in: the samples launch outside loops and branches).
fn launches_in_order(statements: &[Value], function: &str) -> BTreeMap<u64, usize> {
    let launches =
        statements.iter().enumerate().filter(|(_, s)| s["function"] == function && s["kind"].get("Launch").is_some());
    launches.enumerate().map(|(order, (index, _))| (index as u64, order)).collect()
}
