//! Host control flow is part of the model (`HostStatement::control`): launches under
//! data-dependent host branches, a switch, a loop, an error check and a conditionally
//! called helper (`tests/cuda/host_branches.cu`), and an Ascend launch under a branch on
//! the command line (`tests/ascend_programs/host_branch.c`). Every pass and their chain
//! give the original's results on every path, and fusion groups only launches that run
//! on the same host paths, saying why it refuses the others (`ControlDependent`).

use crate::common;

use common::{apply_pass, compile_ascend_test_program, execute, plugin, repo, run, same_observable_buffers, Modules};
use std::path::Path;
use std::process::Command;
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend_program::{run as run_ascend_program, ProgramOptions};

fn host_branches() -> Modules {
    let tests = repo().join("tests/cuda");
    Modules { host: tests.join("host_branches.host.ll"), device: tests.join("host_branches.device.ll") }
}

/// The unfused launches of a `sirius` report with their remark names.
fn unfused(report: &serde_json::Value) -> Vec<(String, String)> {
    let entries = report["unfused"].as_array().unwrap();
    entries.iter().map(|u| (u["statement"].as_str().unwrap().into(), u["remark"].as_str().unwrap().into())).collect()
}

/// `main` of both programs, two thread orders, the same observable buffers.
fn same_results(original: &Modules, rewritten: &Modules, dir: &Path, what: &str) -> [u64; 2] {
    let mut launches = [0; 2];
    for seed in [1, 2] {
        let (before, after) = (dir.join(format!("before-{what}-{seed}")), dir.join(format!("after-{what}-{seed}")));
        launches = [execute(original, "main", &[], seed, &before), execute(rewritten, "main", &[], seed, &after)];
        same_observable_buffers(&before, &after, &format!("host_branches through {what}, seed {seed}"));
    }
    launches
}

#[test]
fn cuda_launches_under_host_branches_fuse_only_on_their_paths() {
    let dir = tempfile::tempdir().unwrap();
    let original = host_branches();
    let (fused, report) = apply_pass("sirius", "", &original, dir.path(), "sirius");
    // The arms of the probe's branch (S6, S7) and of the switch (S11, S12) each run on
    // their own paths: none of them joins the launches around it.
    let refused = unfused(&report);
    for arm in ["S6", "S7", "S11", "S12"] {
        assert!(refused.contains(&(arm.into(), "ControlDependent".into())), "{arm}: {refused:?}");
    }
    let replaced: Vec<Vec<String>> = report["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["replaced"].as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect())
        .collect();
    assert!(replaced.iter().flatten().all(|s| !["S6", "S7", "S11", "S12"].contains(&s.as_str())), "{replaced:?}");
    assert!(!replaced.is_empty(), "the unconditional launches still fuse: {report:#}");
    let [before, after] = same_results(&original, &fused, dir.path(), "sirius");
    assert!(after < before, "{before} -> {after} launches");
}

#[test]
fn cuda_streams_tile_sync_and_the_chain_keep_every_path() {
    let dir = tempfile::tempdir().unwrap();
    let original = host_branches();
    let (streams, _) = apply_pass("streams", "force", &original, dir.path(), "streams");
    same_results(&original, &streams, dir.path(), "streams");
    let (tiles, _) = apply_pass("tile-sync", "force", &original, dir.path(), "tiles");
    same_results(&original, &tiles, dir.path(), "tile-sync");
    let (fused, _) = apply_pass("sirius", "tile-sync=force", &original, dir.path(), "chain-sirius");
    let (chained, _) = apply_pass("streams", "force", &fused, dir.path(), "chain-streams");
    same_results(&original, &chained, dir.path(), "sirius<tile-sync>,streams");
}

/// `syncfuse run`'s command line: `main(argc, argv)` sees the module's name and the
/// arguments after `--`.
#[test]
fn main_gets_its_command_line() {
    let original = host_branches();
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(&original.host).arg("--device").arg(&original.device);
    let output = run(command.args(["--", "first"]), "syncfuse run -- first");
    assert!(output.contains("host_branches: sum") && output.contains("(first)"), "{output}");
}

#[test]
fn ascend_launch_under_a_branch_runs_only_on_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let original = compile_ascend_test_program("host_branch", &[], dir.path());
    let fused = dir.path().join("fused.ll");
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).args(["-passes=sirius,ascend-sync", "-pass-remarks-missed=sirius"]);
    let remarks = run(opt.arg(&original).args(["-S", "-o"]).arg(&fused), "opt-16 sirius,ascend-sync");
    assert!(remarks.contains("control-dependent"), "{remarks}");
    let target = TargetDescription::builtin_or_file("ascend910a").unwrap();
    let read = |path: &Path| std::fs::read_to_string(path).unwrap();
    for arguments in [vec!["host_branch".to_string()], vec!["host_branch".to_string(), "plus".to_string()]] {
        let options = ProgramOptions { command_line: arguments.clone(), ..ProgramOptions::default() };
        let outcomes = [&original, &fused].map(|m| run_ascend_program(&read(m), None, "main", &[], &target, &options));
        for outcome in &outcomes {
            assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{arguments:?}: {:?}", outcome.result);
        }
        let output = |i: usize| String::from_utf8_lossy(&outcomes[i].output).into_owned();
        assert_eq!(output(0), output(1), "{arguments:?}");
        assert!(outcomes[1].launches.len() < outcomes[0].launches.len(), "{arguments:?}: fewer launches");
    }
}

/// Host synchronisations between fused launches (`samples/cuda/bench`): 3mm's
/// `cudaThreadSynchronize()` between its two independent GEMMs goes (its status is unused)
/// and the fused program computes the same; atax's `CUDA_CHECK(cudaDeviceSynchronize())`
/// stays, the report saying why.
#[test]
fn synchronisations_between_fused_launches_go_unless_checked() {
    let cuda = common::cuda_root();
    for (program, removed) in [("3mm", true), ("atax", false)] {
        let dir = tempfile::tempdir().unwrap();
        let source = repo().join(format!("samples/cuda/bench/{program}.cu"));
        let original = common::compile_cuda(&source, "-O2", &cuda, dir.path());
        let (fused, report) = apply_pass("sirius", "", &original, dir.path(), "sirius");
        let entries: Vec<&serde_json::Value> = (report["kernels"].as_array().unwrap().iter())
            .flat_map(|k| k["synchronisations"].as_array().unwrap())
            .collect();
        assert!(!entries.is_empty(), "{program}: {report:#}");
        for entry in &entries {
            assert_eq!(entry["removed"], removed, "{program}: {entry}");
        }
        let syncs = |path: &Path| std::fs::read_to_string(path).unwrap().matches("Synchronize()").count();
        let expected = if removed { syncs(&original.host) - entries.len() } else { syncs(&original.host) };
        assert_eq!(syncs(&fused.host), expected, "{program}: synchronisation calls left");
        same_results(&original, &fused, dir.path(), program);
    }
}
