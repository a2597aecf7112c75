//! Differential execution of `sirius`: every CUDA sample is fused by the real plugin in
//! `opt-16`, then the original and the fused program run on the CPU executor (`syncfuse
//! run`, race and barrier checks on, several seeds for the thread order) with the same
//! inputs; their host and device buffers must be bit-identical, the fused program must
//! pass its own reference check, and it must not launch more kernels. A fused kernel the
//! pass reports must also be accepted by `llc-16 -march=nvptx64`.
//! Without opt-16 the test says why and passes vacuously.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn plugin() -> Option<PathBuf> {
    if Command::new("opt-16").arg("--version").output().is_err() {
        eprintln!("SKIPPED: opt-16 is not installed (bash scripts/setup.sh installs LLVM 16)");
        return None;
    }
    if let Some(path) = std::env::var_os("SYNCFUSE_PLUGIN") {
        return Some(PathBuf::from(path));
    }
    let build = Command::new("bash").arg(repo().join("scripts/build-plugin.sh")).output().unwrap();
    assert!(build.status.success(), "build-plugin.sh failed:\n{}", String::from_utf8_lossy(&build.stderr));
    Some(repo().join("build/libsyncfuse.so"))
}

fn run(command: &mut Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{what} failed:\n{text}");
    text
}

/// `sirius` on a sample: the fused host and device modules and the report.
fn fuse(plugin: &Path, sample: &str, dir: &Path) -> (PathBuf, PathBuf, serde_json::Value) {
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
            .arg(samples.join(format!("{sample}.host.ll")))
            .args(["-S", "-o"])
            .arg(&host),
        "opt-16 sirius",
    );
    let report = serde_json::from_str(&std::fs::read_to_string(report).unwrap()).unwrap();
    (host, device, report)
}

/// Runs `entry` and returns the number of launches it made.
fn execute(host: &Path, device: &Path, entry: &str, args: &[i64], seed: u64, dump: &Path) -> u64 {
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

/// (sample, arguments of `run_<sample>`: its sizes, then the seed of its inputs)
const CASES: &[(&str, &[i64])] = &[
    ("elementwise_chain", &[1000, 3]),
    ("block_reduce", &[1000, 3]),
    ("mlp", &[20, 40, 72, 3]),
    ("bert_qkv", &[20, 48, 3, 3]),
    ("transpose_gemm", &[37, 50, 70, 3]),
    ("host_loop", &[20, 18, 3, 3]),
    ("lstm", &[3, 2, 40, 36, 3]),
];

#[test]
fn fused_samples_compute_what_the_originals_compute() {
    let Some(plugin) = plugin() else { return };
    let samples = repo().join("samples/cuda");
    let mut fused_somewhere = false;
    for &(sample, args) in CASES {
        let dir = tempfile::tempdir().unwrap();
        let (host, device, report) = fuse(&plugin, sample, dir.path());
        let fused = report["kernels"].as_array().unwrap().iter().filter(|k| k["status"] == "fused").count();
        fused_somewhere |= fused > 0;
        if fused > 0 {
            run(
                Command::new("llc-16")
                    .args(["-march=nvptx64", "-mcpu=sm_80", "-o"])
                    .arg(dir.path().join("k.ptx"))
                    .arg(&device),
                "llc-16 on the fused device module",
            );
        }
        let entry = format!("run_{sample}");
        for seed in [1, 2] {
            let (before, after) = (dir.path().join(format!("before{seed}")), dir.path().join(format!("after{seed}")));
            let original = samples.join(format!("{sample}.host.ll"));
            let original_device = samples.join(format!("{sample}.dev.ll"));
            let launches_before = execute(&original, &original_device, &entry, args, seed, &before);
            let launches_after = execute(&host, &device, &entry, args, seed, &after);
            assert!(launches_after <= launches_before, "{sample}: {launches_after} launches > {launches_before}");
            assert_eq!(fused == 0, launches_after == launches_before, "{sample}: fused {fused} kernels");
            run(
                Command::new(env!("CARGO_BIN_EXE_syncfuse")).arg("diff").arg(&before).arg(&after),
                &format!("{sample}: buffers of the original and the fused program"),
            );
        }
    }
    assert!(fused_somewhere, "no sample was fused: the test would prove nothing");
}
