//! Differential testing of `sirius,ascend-sync` on random Ascend programs
//! (`scripts/generators/gen-random-ascend-program.py`: chains of 2-5 launches over per-core slices,
//! element-wise steps with tail tiles and double buffering, scalar reductions, cube steps
//! (GM -> L1 -> L0A/L0B -> mad -> L0C -> UB -> GM), cross-core steps, random blockDims, host
//! loops; no syncs), compiled by clang-16 -O2. For each
//! program: the original run sequentially must pass its own C check (the generator is
//! right); the fused and synchronised program must print the same and leave the same GM in
//! the nominal timing and in random ones, with no race, deadlock or double set.
//!
//! `SYNCFUSE_RANDOM_PROGRAMS` (default 6) programs from `SYNCFUSE_RANDOM_SEED` (default 0),
//! `SYNCFUSE_RANDOM_TIMINGS` (default 2) random timings each; `scripts/campaigns/campaigns.sh ascend-programs`
//! runs the large campaign and prints its counts.

use crate::common;

use common::{compile_ascend, plugin, repo, require_tools, run};
use std::path::Path;
use std::process::Command;
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend_program::{run as run_program, ProgramOptions, ProgramOutcome};

/// The IR of random program `seed`, written into `directory`.
fn random_program(seed: u64, directory: &Path) -> std::path::PathBuf {
    let source = directory.join(format!("program{seed}.c"));
    let text = run(
        Command::new("python3")
            .arg(repo().join("scripts/generators/gen-random-ascend-program.py"))
            .arg(seed.to_string()),
        "gen-random-ascend-program.py",
    );
    std::fs::write(&source, text).expect("write the program");
    let ir = directory.join(format!("program{seed}.ll"));
    compile_ascend(&source, "-O2", &[], &ir);
    ir
}

fn execute(ir: &str, options: &ProgramOptions) -> ProgramOutcome {
    let target = TargetDescription::builtin_or_file("ascend910a").expect("built-in target");
    run_program(ir, None, "main", &[], &target, options)
}

/// What a run shows the host: its return value, output and device memory at exit (freed
/// buffers empty: nothing observes them, so `sirius` may drop stores into them).
fn observed(outcome: &ProgramOutcome) -> Result<(i64, String, Vec<Vec<u8>>), String> {
    let result = outcome.result.as_ref().map_err(|e| e.to_string())?;
    let memory = outcome.allocations.iter().filter(|a| a.space == "device").map(|a| a.bytes.clone()).collect();
    Ok((*result, String::from_utf8_lossy(&outcome.output).to_string(), memory))
}

/// Counts of one campaign.
#[derive(Default, Debug)]
struct Campaign {
    programs: u64,
    runs: u64,
    launches_before: usize,
    launches_after: usize,
    /// Launches of cube-step kernels in the original programs.
    cube_launches: usize,
    /// Fused kernels whose components run side by side on ranges of cores.
    horizontal_fusions: usize,
    /// Tile-loop pairs fused, loads served from UB and stores removed (the `sirius`
    /// reports' `forwarding`).
    fused_tile_loops: usize,
    forwarded_loads: usize,
    /// Second loads of a tile already in UB served from it.
    loaded_once: usize,
    removed_stores: usize,
    failures: Vec<String>,
}

/// Adds what one `sirius` report did (horizontal fusions, and its `forwarding`: fused
/// tile-loop pairs, forwarded loads, loads served from UB, removed stores) to `campaign`.
fn count_fusions(report: &Path, campaign: &mut Campaign) {
    let text = std::fs::read_to_string(report).expect("read the sirius report");
    let report: serde_json::Value = serde_json::from_str(&text).expect("the report is JSON");
    let fusions = report["ascend_fusions"].as_array().cloned().unwrap_or_default();
    let count =
        |pointer: &str| -> usize { fusions.iter().filter_map(|f| f.pointer(pointer)?.as_array().map(Vec::len)).sum() };
    campaign.horizontal_fusions += fusions.iter().filter(|f| f["layout"] == "horizontal").count();
    campaign.fused_tile_loops += count("/forwarding/tile_loops/fused");
    campaign.forwarded_loads += count("/forwarding/forwarded");
    campaign.loaded_once += count("/forwarding/loaded_once");
    campaign.removed_stores += count("/forwarding/removed_stores");
}

#[test]
fn random_programs_fused_and_synchronised_behave_as_the_original() {
    require_tools(&["clang-16", "opt-16", "python3"]);
    let (first, count, timings) = (
        common::setting("SYNCFUSE_RANDOM_SEED", 0),
        common::setting("SYNCFUSE_RANDOM_PROGRAMS", 6),
        common::setting("SYNCFUSE_RANDOM_TIMINGS", 2),
    );
    let directory = tempfile::tempdir().expect("temporary directory");
    let mut campaign = Campaign::default();
    for seed in first..first + count {
        let ir = random_program(seed, directory.path());
        let original = std::fs::read_to_string(&ir).expect("read the program");
        let reference = execute(&original, &ProgramOptions { sequential: true, ..Default::default() });
        let expected = observed(&reference).unwrap_or_else(|e| panic!("program {seed}: the original fails: {e}"));
        assert!(expected.1.contains("PASS"), "program {seed}: the generator's own check fails: {}", expected.1);
        let output = directory.path().join(format!("program{seed}.fused.ll"));
        let report = directory.path().join(format!("program{seed}.sirius.json"));
        run(
            Command::new("opt-16")
                .arg("-load-pass-plugin")
                .arg(plugin())
                .arg(format!("-passes=sirius<report={}>,ascend-sync", report.display()))
                .args(["-S", "-o"])
                .arg(&output)
                .arg(&ir),
            "opt-16 sirius,ascend-sync",
        );
        let fused = std::fs::read_to_string(&output).expect("read the fused program");
        campaign.programs += 1;
        count_fusions(&report, &mut campaign);
        campaign.launches_before += reference.launches.len();
        campaign.cube_launches += reference.launches.iter().filter(|l| l.kernel.ends_with("_cube")).count();
        for timing in std::iter::once(None).chain((1..=timings).map(Some)) {
            let outcome = execute(&fused, &ProgramOptions { seed: timing, ..Default::default() });
            campaign.runs += 1;
            if timing.is_none() {
                campaign.launches_after += outcome.launches.len();
            }
            match observed(&outcome) {
                Ok(seen) if seen == expected => {}
                Ok(seen) => campaign.failures.push(format!("program {seed}, timing {timing:?}: differs: {}", seen.1)),
                Err(error) => campaign.failures.push(format!("program {seed}, timing {timing:?}: {error}")),
            }
        }
    }
    eprintln!(
        "campaign: {} programs, {} runs, {} -> {} launches ({} of cube steps), {} fused kernels side by side, {} tile-loop pairs fused, {} loads forwarded through UB, {} repeated loads served from UB, {} stores removed, {} failures",
        campaign.programs,
        campaign.runs,
        campaign.launches_before,
        campaign.launches_after,
        campaign.cube_launches,
        campaign.horizontal_fusions,
        campaign.fused_tile_loops,
        campaign.forwarded_loads,
        campaign.loaded_once,
        campaign.removed_stores,
        campaign.failures.len()
    );
    assert!(campaign.failures.is_empty(), "{:#?}", campaign.failures);
    assert!(campaign.launches_after < campaign.launches_before, "the campaign fuses something: {campaign:?}");
}
