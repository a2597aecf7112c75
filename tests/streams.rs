//! `streams` end to end: the real plugin in `opt-16` puts the Inception sample's four
//! independent branches on four streams (its concat waits through events), and the CUDA
//! executor runs original and rewritten programs with blocks of every stream resident
//! together on 1, 2, 7 and 132 multiprocessors: the buffers must be bit-identical, with no
//! race. Dropping any one event wait the rewrite inserted is caught as a race between
//! kernels of different streams.

mod common;

use common::{conforming_report, execute, plugin, repo, run, same_buffers, Modules};
use std::path::Path;
use std::process::Command;

fn inception() -> Modules {
    let samples = repo().join("samples/cuda");
    Modules { host: samples.join("inception.host.ll"), device: samples.join("inception.dev.ll") }
}

/// `streams<...>` on `original`, writing `streams.host.ll` and `streams.json` into `dir`.
fn streams(original: &Modules, dir: &Path) -> (Modules, serde_json::Value) {
    let rewritten = Modules { host: dir.join("streams.host.ll"), device: original.device.clone() };
    let report = dir.join("streams.json");
    let passes = format!("-passes=streams<device={};report={}>", original.device.display(), report.display());
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(passes).arg(&original.host).args(["-S", "-o"]);
    run(opt.arg(&rewritten.host), "opt-16 streams");
    (rewritten, conforming_report(&report))
}

/// `syncfuse run` of `main` on `sms` multiprocessors; its output, and whether it passed.
fn run_on(program: &Modules, sms: u32, seed: u64, dump: &Path) -> (String, bool) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(&program.host).arg("--device").arg(&program.device);
    command.args(["--entry", "main", "--sms", &sms.to_string(), "--seed", &seed.to_string(), "--dump"]).arg(dump);
    let output = command.output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (text, output.status.success())
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
    execute(&original, "main", &[], 1, &before);
    for (sms, seed) in [(1, 1), (2, 2), (7, 3), (132, 4)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&rewritten, sms, seed, &after);
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
        let (output, passed) = run_on(&program, 4, 1, &dir.path().join("dump"));
        assert!(!passed && output.contains("ERROR data-race"), "wait on line {line} dropped:\n{output}");
    }
}
