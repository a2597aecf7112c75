//! Differential execution of `sirius`: every CUDA sample gets a caller that runs it at
//! small constant sizes (`sirius_test_main`, as `main` runs it at the paper's sizes), is
//! fused by the real plugin in `opt-16` (which specialises `run_<sample>` for that call),
//! then the original and the fused program run on the CPU executor (`syncfuse run`, race
//! and barrier checks on, two seeds for the thread order); their host and device buffers
//! must be bit-identical, the fused program must pass its own reference check, and it must
//! not launch more kernels. The exported `run_<sample>`, fused with symbolic sizes, runs
//! with the same arguments and is checked the same way. Fused kernels must also be
//! accepted by `llc-16 -march=nvptx64`. Without opt-16 the test says why and passes
//! vacuously.

use std::path::{Path, PathBuf};
use std::process::Command;

mod common;
use common::{plugin, repo};

fn run(command: &mut Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{what} failed:\n{text}");
    text
}

const TEST_ENTRY: &str = "sirius_test_main";

/// The sample's host module plus `sirius_test_main`, which calls `run_<sample>(args)`.
fn host_with_test_caller(sample: &str, args: &[i64], dir: &Path) -> PathBuf {
    let text = std::fs::read_to_string(repo().join(format!("samples/cuda/{sample}.host.ll"))).unwrap();
    let arguments: Vec<String> = args.iter().map(|a| format!("i32 {a}")).collect();
    let caller = format!(
        "\ndefine i32 @{TEST_ENTRY}() {{\n  %r = call i32 @run_{sample}({})\n  ret i32 %r\n}}\n",
        arguments.join(", ")
    );
    let path = dir.join(format!("{sample}.original.host.ll"));
    std::fs::write(&path, text + &caller).unwrap();
    path
}

/// `sirius` on a host module of a sample: the fused host and device modules and the report.
fn fuse(plugin: &Path, sample: &str, original: &Path, dir: &Path) -> (PathBuf, PathBuf, serde_json::Value) {
    let samples = repo().join("samples/cuda");
    let (host, device, report) =
        (dir.join(format!("{sample}.host.ll")), dir.join(format!("{sample}.dev.ll")), dir.join("report.json"));
    let passes = format!(
        "-passes=sirius<device={};device-out={};report={}>",
        samples.join(format!("{sample}.dev.ll")).display(),
        device.display(),
        report.display()
    );
    run(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin)
            .arg(passes)
            .arg(original)
            .args(["-S", "-o"])
            .arg(&host),
        "opt-16 sirius",
    );
    let report = serde_json::from_str(&std::fs::read_to_string(report).unwrap()).unwrap();
    (host, device, report)
}

/// Runs `entry(args)` and returns the number of launches it made.
fn execute(host: &Path, device: &Path, (entry, args): (&str, &[i64]), seed: u64, dump: &Path) -> u64 {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(host).arg("--device").arg(device).args(["--entry", entry]);
    for arg in args {
        command.arg("--arg").arg(arg.to_string());
    }
    command.arg("--seed").arg(seed.to_string()).arg("--dump").arg(dump);
    let output = run(&mut command, &format!("syncfuse run {entry} on {}", host.display()));
    let totals = output.lines().find(|l| l.starts_with("total: ")).expect("run prints its totals");
    totals["total: ".len()..].split_whitespace().next().unwrap().parse().unwrap()
}

/// (sample, arguments of `run_<sample>`: its sizes, then the seed of its inputs; whether
/// fusion must reduce its launches at those sizes). Sizes are multiples of the GEMM tiles
/// where the analysis needs them to prove block-level dependences.
const CASES: &[(&str, &[i64], bool)] = &[
    ("elementwise_chain", &[1000, 3], true),
    ("block_reduce", &[1000, 3], true),
    ("bert_qkv", &[32, 64, 2, 3], true),
    ("mlp", &[32, 64, 96, 3], true),
    ("transpose_gemm", &[37, 50, 70, 3], false),
    ("host_loop", &[20, 18, 3, 3], false),
    ("lstm", &[3, 2, 40, 36, 3], false),
];

#[test]
fn fused_samples_compute_what_the_originals_compute() {
    let Some(plugin) = plugin() else { return };
    let samples = repo().join("samples/cuda");
    for &(sample, args, must_fuse) in CASES {
        let dir = tempfile::tempdir().unwrap();
        let original = host_with_test_caller(sample, args, dir.path());
        let (host, device, report) = fuse(plugin, sample, &original, dir.path());
        let fused = report["kernels"].as_array().unwrap().iter().filter(|k| k["status"] == "fused").count();
        if fused > 0 {
            run(
                Command::new("llc-16")
                    .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
                    .arg(dir.path().join("k.ptx"))
                    .arg(&device),
                "llc-16 on the fused device module",
            );
        }
        // The test caller runs the copy specialised for its constants; the exported
        // function itself was fused with symbolic sizes and runs with the same arguments.
        let exported = format!("run_{sample}");
        for (seed, call) in [(1, (TEST_ENTRY, &[][..])), (2, (TEST_ENTRY, &[][..])), (1, (exported.as_str(), args))] {
            let name = format!("{}{seed}", call.0);
            let (before, after) = (dir.path().join(format!("before-{name}")), dir.path().join(format!("after-{name}")));
            let original_device = samples.join(format!("{sample}.dev.ll"));
            let launches_before = execute(&original, &original_device, call, seed, &before);
            let launches_after = execute(&host, &device, call, seed, &after);
            assert!(launches_after <= launches_before, "{sample}: {launches_after} launches > {launches_before}");
            let specialised = call.0 == TEST_ENTRY;
            assert!(
                !(must_fuse && specialised) || launches_after < launches_before,
                "{sample}: still {launches_after} launches"
            );
            run(
                Command::new(env!("CARGO_BIN_EXE_syncfuse")).arg("diff").arg(&before).arg(&after),
                &format!("{sample}: buffers of the original and the fused program ({name})"),
            );
        }
    }
}

/// The single-module form (host code and kernels in one module, `sirius` without
/// `device=`): `tests/lit/uar/Inputs/chain.cu`, a host loop around three launches, two of
/// which fuse.
#[test]
fn fused_single_module_computes_what_the_original_computes() {
    let Some(plugin) = plugin() else { return };
    let dir = tempfile::tempdir().unwrap();
    let original = repo().join("tests/lit/uar/Inputs/chain.single.ll");
    let fused = dir.path().join("fused.ll");
    let report = dir.path().join("report.json");
    run(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin)
            .arg(format!("-passes=sirius<report={}>", report.display()))
            .arg(&original)
            .args(["-S", "-o"])
            .arg(&fused),
        "opt-16 sirius (single module)",
    );
    let mut launches = Vec::new();
    for (module, dump) in [(&original, "before"), (&fused, "after")] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
        command.arg("run").arg(module).args(["--entry", "main", "--dump"]).arg(dir.path().join(dump));
        let output = run(&mut command, &format!("syncfuse run main of {}", module.display()));
        let totals = output.lines().find(|l| l.starts_with("total: ")).expect("run prints its totals");
        launches.push(totals["total: ".len()..].split_whitespace().next().unwrap().parse::<u64>().unwrap());
    }
    assert!(launches[1] < launches[0], "launches {launches:?}");
    run(
        Command::new(env!("CARGO_BIN_EXE_syncfuse"))
            .arg("diff")
            .arg(dir.path().join("before"))
            .arg(dir.path().join("after")),
        "buffers of the original and the fused single module",
    );
}
