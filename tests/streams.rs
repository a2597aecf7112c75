//! `streams` end to end: the real plugin in `opt-16` puts the Inception sample's four
//! independent branches on four streams (its concat waits through events), and the CUDA
//! executor runs original and rewritten programs with blocks of every stream resident
//! together on 1, 2, 7 and 132 multiprocessors: the buffers must be bit-identical, with no
//! race. Dropping any one event wait the rewrite inserted is caught as a race between
//! kernels of different streams.

mod common;

use common::{conforming_report, execute, plugin, repo, run, run_on, same_buffers, Modules};
use std::path::Path;
use std::process::Command;

/// The exported `run_inception` (rewritten as region 0, with its size symbolic) and its
/// arguments: size, inputs' seed, reference check on.
const ENTRY: (&str, &[i64]) = ("run_inception", &[3000, 1, 1]);

fn inception() -> Modules {
    let samples = repo().join("samples/cuda");
    Modules { host: samples.join("inception.host.ll"), device: samples.join("inception.dev.ll") }
}

/// `streams<...;force>` on `original` (every region on up to 4 streams), writing
/// `streams.host.ll` and `streams.json` into `dir`.
fn streams(original: &Modules, dir: &Path) -> (Modules, serde_json::Value) {
    streams_with(original, dir, ";force")
}

/// `streams` with more parameters (`;force`).
fn streams_with(original: &Modules, dir: &Path, more: &str) -> (Modules, serde_json::Value) {
    let rewritten = Modules { host: dir.join("streams.host.ll"), device: original.device.clone() };
    let report = dir.join("streams.json");
    let passes = format!("-passes=streams<device={};report={}{more}>", original.device.display(), report.display());
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(passes).arg(&original.host).args(["-S", "-o"]);
    run(opt.arg(&rewritten.host), "opt-16 streams");
    (rewritten, conforming_report(&report))
}

#[test]
fn independent_branches_on_streams_compute_what_the_original_computes() {
    let dir = tempfile::tempdir().unwrap();
    let original = inception();
    let (rewritten, report) = streams(&original, dir.path());
    let on_streams: Vec<&serde_json::Value> =
        report["regions"].as_array().unwrap().iter().filter(|r| r["status"] == "streams").collect();
    assert!(!on_streams.is_empty(), "nothing rewritten: {report:#}");
    assert!(
        on_streams.iter().all(|r| r["streams_used"] == 4 && r["events"].as_array().unwrap().len() == 3),
        "{report:#}"
    );
    let before = dir.path().join("before");
    execute(&original, ENTRY.0, ENTRY.1, 1, &before);
    for (sms, seed) in [(1, 1), (2, 2), (7, 3), (132, 4)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&rewritten, ENTRY, sms, seed, &after);
        assert!(passed, "{sms} SMs:\n{output}");
        same_buffers(&before, &after, &format!("original and on streams ({sms} SMs)"));
    }
}

#[test]
fn dropping_any_event_wait_is_caught_as_a_race() {
    let dir = tempfile::tempdir().unwrap();
    let (rewritten, _) = streams(&inception(), dir.path());
    let host = std::fs::read_to_string(&rewritten.host).unwrap();
    // The waits of the concat on the branches' events (`after<N>`): each is a load of the
    // event followed by the wait.
    let waits: Vec<usize> = host
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("@cudaStreamWaitEvent("))
        .filter(|(n, _)| host.lines().nth(n - 1).is_some_and(|previous| previous.contains("@syncfuse.streams0.after")))
        .map(|(n, _)| n)
        .collect();
    assert_eq!(waits.len(), 3, "the concat waits for three branches on other streams");
    for line in waits {
        // `%N = call i32 @cudaStreamWaitEvent(...)` becomes `%N = add i32 0, 0` (the
        // numbering stays).
        let dropped = |l: &str| format!("{}= add i32 0, 0", l.split('=').next().unwrap());
        let mutated: Vec<String> =
            host.lines().enumerate().map(|(n, l)| if n == line { dropped(l) } else { l.to_string() }).collect();
        let program = Modules { host: dir.path().join("mutated.host.ll"), device: rewritten.device.clone() };
        std::fs::write(&program.host, mutated.join("\n")).unwrap();
        let (output, passed) = run_on(&program, ENTRY, 4, 1, &dir.path().join("dump"));
        assert!(!passed && output.contains("ERROR data-race"), "wait on line {line} dropped:\n{output}");
    }
}

/// The benchmark (`scripts/bench-streams.sh`, also every run of the suite): per sample, the
/// original `main` runs on the executor and its counters become the profile; the region
/// `main` runs (the copy specialised for its constants) is scheduled on up to 4 streams
/// with that per-launch work, modelled on an H100 with one stream and with the schedule;
/// the rewritten `main` on 16 multiprocessors must leave the original's buffers. One
/// Markdown row per region; nothing is asserted about the times.
#[test]
fn modelled_streams_of_the_samples() {
    println!("| sample | region (launches) | streams | events | one stream | streams | modelled | outputs |");
    println!("|---|---:|---:|---:|---:|---:|---:|---|");
    let samples = repo().join("samples/cuda");
    for sample in ["inception", "small_gemms"] {
        let dir = tempfile::tempdir().unwrap();
        let original = Modules {
            host: samples.join(format!("{sample}.host.ll")),
            device: samples.join(format!("{sample}.dev.ll")),
        };
        let (before, profile) = (dir.path().join("before"), dir.path().join("profile.json"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
        command.arg("run").arg("--host").arg(&original.host).arg("--device").arg(&original.device);
        command.args(["--entry", "main", "--no-race-check", "--report"]).arg(&profile).arg("--dump").arg(&before);
        run(&mut command, &format!("{sample} profile"));
        let (rewritten, report) = streams_with(&original, dir.path(), &format!(";profile={}", profile.display()));
        let after = dir.path().join("after");
        let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
        command.arg("run").arg("--host").arg(&rewritten.host).arg("--device").arg(&rewritten.device);
        run(command.args(["--entry", "main", "--sms", "16", "--dump"]).arg(&after), &format!("{sample} on streams"));
        same_buffers(&before, &after, &format!("{sample}: original and on streams"));
        let of_main = |r: &&serde_json::Value| r["function"].as_str().is_some_and(|f| f.ends_with("@main"));
        for region in report["regions"].as_array().unwrap().iter().filter(of_main) {
            let (one, several) = (region["one_stream_us"].as_f64().unwrap(), region["streams_us"].as_f64().unwrap());
            println!(
                "| {sample} | {} | {} | {} | {one:.1} us | {several:.1} us | {:.2}x | identical (16 SMs) |",
                region["launches"].as_array().unwrap().len(),
                region["streams_used"],
                region["events"].as_array().unwrap().len(),
                one / several
            );
        }
    }
}

/// Random chains (`scripts/gen-random-cuda-chain.py`, clang-16 -O2): every region whose
/// schedule uses several streams is rewritten (`force`), and the program computes what the
/// original computes on 1 and 7 multiprocessors, without a race.
#[test]
fn random_chains_compute_the_same_on_streams() {
    let cuda = common::cuda_root();
    let mut rewritten_regions = 0;
    for seed in 0..16 {
        let dir = tempfile::tempdir().unwrap();
        let (_, original) = common::random_chain(seed, "-O2", &cuda, dir.path());
        let (rewritten, report) = streams(&original, dir.path());
        let regions = report["regions"].as_array().unwrap().iter().filter(|r| r["status"] == "streams").count();
        if regions == 0 {
            continue;
        }
        rewritten_regions += regions;
        let before = dir.path().join("before");
        execute(&original, "main", &[], 1, &before);
        for (sms, schedule) in [(1, 1), (7, 2)] {
            let after = dir.path().join(format!("after-{sms}"));
            let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
            command.arg("run").arg("--host").arg(&rewritten.host).arg("--device").arg(&rewritten.device);
            command.args(["--entry", "main", "--sms", &sms.to_string(), "--seed", &schedule.to_string(), "--dump"]);
            run(command.arg(&after), &format!("chain {seed} on streams ({sms} SMs)"));
            same_buffers(&before, &after, &format!("chain {seed}: original and on streams ({sms} SMs)"));
        }
    }
    println!("{rewritten_regions} regions of random chains rewritten and run");
    assert!(rewritten_regions >= 3, "only {rewritten_regions} regions rewritten: the test would say little");
}
