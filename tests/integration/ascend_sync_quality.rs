//! The quality gate of `ascend-sync` (issue 15: making the pass faster must not cost
//! results). For every kernel of `samples/ascend`, random kernels
//! (`tests/integration/support/random_kernels.rs`, clang-16 -O1 and -O2) and the scaling kernels of
//! `scripts/generators/gen-scaling-kernel.py`, two figures of the synchronised kernel: the syncs the
//! pass emitted (set, wait and barrier calls in its output) and the simulated cycles in the
//! nominal timing, summed over the kernel's argument sets. Each is compared with the
//! figures recorded in `tests/fixtures/ascend-sync-quality.json`: more syncs or more cycles
//! than recorded fails the test, naming the kernel; fewer is listed, to be recorded
//! (`SYNCFUSE_QUALITY_RECORD=1`) and explained in the closing note. A kernel whose
//! synchronised version fails to run fails the test too. The fixture holds random seeds
//! `0..RECORDED_SEEDS`; `cargo test` checks the first `SYNCFUSE_QUALITY_SEEDS` of them
//! (default 10), `scripts/campaigns/campaigns.sh quality` all.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::common;
use crate::support::ascend_samples;
use crate::support::random_kernels;
use ascend_samples::{buffer, samples};
use common::{plugin, repo, require_tools};
use random_kernels::{checked, inputs, random_kernel, synchronise, target_name};
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend::run::{run, KernelArg};
use syncfuse::sim::ascend::{Schedule, SimOptions};
use syncfuse::sim::decoder::decode_function;

/// Random seeds the fixture records (each at -O1 and -O2: 300 random kernels). Seed 247
/// is beyond them on purpose: ascend-sync leaves a V -> S race in it (a scalar load of
/// what a `vmin` just wrote, input (3, 13)), found by this test and open.
const RECORDED_SEEDS: u64 = 150;
/// Tiles of the scaling kernels, each straight-line and in a loop.
const SCALING_TILES: [u64; 3] = [10, 30, 100];

/// What one synchronised kernel costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Quality {
    syncs: usize,
    cycles: u64,
}

fn fixture() -> std::path::PathBuf {
    repo().join("tests/fixtures/ascend-sync-quality.json")
}

/// The quality of `synchronised` (IR text), kernel `kernel`, run on each of `inputs`; why
/// it cannot be measured (a run that fails).
fn quality(synchronised: &str, kernel: &str, target: &str, inputs: &[Vec<KernelArg>]) -> Result<Quality, String> {
    let syncs = synchronised
        .lines()
        .filter(|line| {
            ["@llvm.hivm.SET.FLAG.IMM(", "@llvm.hivm.WAIT.FLAG.IMM(", "@llvm.hivm.BARRIER("]
                .iter()
                .any(|call| line.contains("call ") && line.contains(call))
        })
        .count();
    let program = decode_function(synchronised, kernel).map_err(|e| e.to_string())?;
    let target = TargetDescription::builtin(target).unwrap();
    let options = SimOptions { schedule: Schedule::Timed { seed: None }, ..SimOptions::default() };
    let mut cycles = 0;
    for (index, args) in inputs.iter().enumerate() {
        let outcome = run(&program, &target, args, &options).map_err(|e| e.to_string())?;
        if let Some(error) = outcome.error {
            return Err(format!("input {index}: {error}"));
        }
        cycles += outcome.stats.total_cycles;
    }
    Ok(Quality { syncs, cycles })
}

/// `opt-16 -passes=ascend-sync` on the module at `path`.
fn synchronise_file(path: &Path) -> String {
    let output = checked(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin())
            .arg("-passes=ascend-sync")
            .arg(path)
            .args(["-S", "-o", "-"]),
        "opt-16 ascend-sync",
    );
    String::from_utf8(output).unwrap()
}

/// Every measured kernel (the samples, `seeds` random seeds at -O1 and -O2, the scaling
/// kernels): its quality or why it has none.
fn measure(seeds: u64, dir: &Path) -> BTreeMap<String, Result<Quality, String>> {
    let mut measured = BTreeMap::new();
    for sample in samples() {
        let synchronised = synchronise_file(&repo().join("samples/ascend").join(format!("{}.ll", sample.name)));
        measured.insert(
            format!("sample {}", sample.name),
            quality(&synchronised, sample.name, "ascend910a", &sample.inputs),
        );
    }
    for seed in 0..seeds {
        for level in ["-O1", "-O2"] {
            let (_, ir) = random_kernel(seed, &[], level, dir);
            let synchronised = synchronise(plugin(), &ir, target_name(seed), dir);
            measured
                .insert(format!("random {seed} {level}"), quality(&synchronised, "fuzz", target_name(seed), &inputs()));
        }
    }
    for tiles in SCALING_TILES {
        for shape in ["straight", "loop"] {
            let generator = repo().join("scripts/generators/gen-scaling-kernel.py");
            let ir = checked(
                Command::new("python3").arg(generator).arg(tiles.to_string()).arg(shape),
                "scaling kernel generator",
            );
            let path = dir.join("scaling.ll");
            std::fs::write(&path, ir).unwrap();
            let bytes = tiles * 4096;
            let args = vec![buffer(&format!("gm:{bytes}:1:f16")), buffer(&format!("gm:{bytes}")), KernelArg::Int(2)];
            measured.insert(
                format!("scaling {tiles} {shape}"),
                quality(&synchronise_file(&path), "scaling", "ascend910a", &[args]),
            );
        }
    }
    measured
}

#[test]
fn syncs_and_cycles_never_get_worse() {
    require_tools(&["clang-16", "opt-16", "python3"]);
    let dir = tempfile::tempdir().unwrap();
    let record = std::env::var("SYNCFUSE_QUALITY_RECORD").is_ok_and(|v| v == "1");
    let seeds = if record { RECORDED_SEEDS } else { common::setting("SYNCFUSE_QUALITY_SEEDS", 10).min(RECORDED_SEEDS) };
    let measured = measure(seeds, dir.path());
    let failed: Vec<String> =
        measured.iter().filter_map(|(kernel, q)| q.as_ref().err().map(|e| format!("{kernel}: {e}"))).collect();
    assert!(failed.is_empty(), "synchronised kernels that fail to run:\n{}", failed.join("\n"));
    let measured: BTreeMap<String, Quality> = measured.into_iter().map(|(k, q)| (k, q.expect("checked"))).collect();
    if record {
        let text = serde_json::to_string_pretty(&measured).unwrap();
        std::fs::write(fixture(), text + "\n").unwrap();
        return;
    }
    let recorded: BTreeMap<String, Quality> =
        serde_json::from_str(&std::fs::read_to_string(fixture()).expect("the recorded figures")).unwrap();
    let (mut worse, mut better) = (Vec::new(), Vec::new());
    for (kernel, now) in &measured {
        let before = recorded.get(kernel).unwrap_or_else(|| panic!("{kernel} is not recorded in {:?}", fixture()));
        let line = format!("{kernel}: {before:?} -> {now:?}");
        if now.syncs > before.syncs || now.cycles > before.cycles {
            worse.push(line);
        } else if now != before {
            better.push(line);
        }
    }
    eprintln!(
        "ascend-sync quality: {} kernels, {} better than recorded{}",
        measured.len(),
        better.len(),
        better.iter().map(|b| format!("\n  {b}")).collect::<String>()
    );
    assert!(worse.is_empty(), "worse than recorded:\n{}", worse.join("\n"));
}
