//! `streams` end to end: the real plugin in `opt-16` puts the Inception sample's four
//! independent branches on four streams (its concat waits through events), and the CUDA
//! executor runs original and rewritten programs with blocks of every stream resident
//! together on 1, 2, 7 and 132 multiprocessors: the buffers must be bit-identical, with no
//! race. Dropping any one event wait the rewrite inserted is caught as a race between
//! kernels of different streams. Ascend programs likewise on the Ascend program executor
//! (AscendCL streams and events, launches of different streams on disjoint cores).

use crate::common;

use common::{conforming_report, execute, plugin, repo, run, run_on, same_buffers, Modules};
use std::path::{Path, PathBuf};
use std::process::Command;
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend_program::{run as run_ascend_program, ProgramOptions, ProgramOutcome};
use syncfuse::sim::host::error::ErrorKind;

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

/// `streams` with more parameters (`;force`, `;split=3`); the device module goes to
/// `streams.dev.ll` (with the kernel copies of split regions).
fn streams_with(original: &Modules, dir: &Path, more: &str) -> (Modules, serde_json::Value) {
    let rewritten = Modules { host: dir.join("streams.host.ll"), device: dir.join("streams.dev.ll") };
    let report = dir.join("streams.json");
    let (device, device_out) = (original.device.display(), rewritten.device.display());
    let passes = format!("-passes=streams<device={device};device-out={device_out};report={}{more}>", report.display());
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(passes).arg(&original.host).args(["-S", "-o"]);
    run(opt.arg(&rewritten.host), "opt-16 streams");
    (rewritten, conforming_report(&report))
}

/// The lines of `host` calling `wait` (`@cudaStreamWaitEvent(`, ...) right after a line
/// that mentions `event` (the load of the event waited for).
fn waits_on(host: &str, wait: &str, event: &str) -> Vec<usize> {
    let lines: Vec<&str> = host.lines().collect();
    (1..lines.len()).filter(|&n| lines[n].contains(wait) && lines[n - 1].contains(event)).collect()
}

/// `host` with line `line` (`%N = call i32 @...(...)`) made `%N = add i32 0, 0`: the call
/// is gone and the numbering stays.
fn without_call(host: &str, line: usize) -> String {
    let neutral = |l: &str| format!("{}= add i32 0, 0", l.split('=').next().unwrap());
    let lines: Vec<String> =
        host.lines().enumerate().map(|(n, l)| if n == line { neutral(l) } else { l.to_string() }).collect();
    lines.join("\n")
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
    // The waits of the concat on the branches' events (`after<N>`).
    let waits = waits_on(&host, "@cudaStreamWaitEvent(", "@syncfuse.streams0.after");
    assert_eq!(waits.len(), 3, "the concat waits for three branches on other streams");
    for line in waits {
        let program = Modules { host: dir.path().join("mutated.host.ll"), device: rewritten.device.clone() };
        std::fs::write(&program.host, without_call(&host, line)).unwrap();
        let (output, passed) = run_on(&program, ENTRY, 4, 1, &dir.path().join("dump"));
        assert!(!passed && output.contains("ERROR data-race"), "wait on line {line} dropped:\n{output}");
    }
}

/// The benchmark (`scripts/benchmarks/bench-streams.sh`; the suite runs it without
/// attention_heads): per sample, the
/// original `main` runs on the executor and its counters become the profile; the region
/// `main` runs (the copy specialised for its constants) is scheduled with that per-launch
/// work, modelled on an H100 with one stream, with up to 4 streams and split into 2 to 4
/// parts, and the model's choice is applied; the rewritten `main` on 16 multiprocessors
/// must leave the original's buffers. One Markdown row per region; nothing is asserted
/// about the times.
#[test]
fn modelled_streams_of_the_samples() {
    println!(
        "| sample | launches | schedule chosen | events | one stream | streams (K) | split | modelled | outputs |"
    );
    println!("|---|---:|---|---:|---:|---:|---:|---:|---|");
    let samples = repo().join("samples/cuda");
    // attention_heads, the longest run, only for the benchmark (`SYNCFUSE_STREAMS_BENCH=1`,
    // which `scripts/benchmarks/bench-streams.sh` sets); its rewrite runs in the test command
    // through `a_copy_after_the_region_waits_for_the_streams_it_reads`.
    let benchmark = common::optional_setting("SYNCFUSE_STREAMS_BENCH").is_some_and(|on| on == 1);
    let names = ["inception", "small_gemms", "attention_heads", "wave_tail"];
    for sample in names.into_iter().filter(|&s| benchmark || s != "attention_heads") {
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
        run(command.args(["--entry", "main", "--sms", "16", "--dump"]).arg(&after), &format!("{sample} rewritten"));
        same_buffers(&before, &after, &format!("{sample}: original and rewritten"));
        let of_main = |r: &&serde_json::Value| r["function"].as_str().is_some_and(|f| f.ends_with("@main"));
        for region in report["regions"].as_array().unwrap().iter().filter(of_main) {
            let us = |value: &serde_json::Value| value.as_f64().map_or("-".to_string(), |v| format!("{v:.1} us"));
            let (one, chosen) = (region["one_stream_us"].as_f64().unwrap(), region["streams_us"].as_f64().unwrap());
            let split = &region["split"];
            let schedule = match (&split["chosen"], region["streams_used"].as_u64().unwrap()) {
                (serde_json::Value::Null, 1) => "1 stream".to_string(),
                (serde_json::Value::Null, k) => format!("{k} streams"),
                (chosen, _) => format!("split in {}", chosen["bounds"].as_array().unwrap().len() - 1),
            };
            println!(
                "| {sample} | {} | {schedule} | {} | {one:.1} us | {} ({}) | {} | {:.2}x | identical (16 SMs) |",
                region["launches"].as_array().unwrap().len(),
                region["events"].as_array().unwrap().len(),
                us(&region["widest"][1]),
                region["widest"][0],
                us(&split["split_us"]),
                one / chosen
            );
        }
    }
}

/// Random chains (`scripts/generators/gen-random-cuda-chain.py`, clang-16 -O2), rewritten twice: every
/// region whose schedule uses several streams (`force`), and every region whose
/// dependences stay inside blocks split into three parts (`split=3`, regions cut at the
/// others; a loop launching on its own slice per iteration takes the streams in turn);
/// each program computes what the original computes on 1 and 7 multiprocessors, without
/// a race. 4 chains from seed 0; `SYNCFUSE_STREAMS_CHAINS` /
/// `SYNCFUSE_STREAMS_SEED` make it a campaign (`scripts/campaigns/campaigns.sh streams`), which prints
/// one `campaign:` line.
#[test]
fn random_chains_compute_the_same_on_streams() {
    let cuda = common::cuda_root();
    let (chains, first) = (common::setting("SYNCFUSE_STREAMS_CHAINS", 4), common::setting("SYNCFUSE_STREAMS_SEED", 0));
    let (mut rewritten_regions, mut overlapped_copies, mut events, mut split_regions) = (0, 0, 0, 0);
    let mut spread_loops = 0;
    for seed in first..first + chains {
        let dir = tempfile::tempdir().unwrap();
        let (_, original) = common::random_chain(seed, "-O2", &cuda, dir.path());
        let before = dir.path().join("before");
        execute(&original, "main", &[], 1, &before);
        for mode in [";force", ";split=3"] {
            let work = dir.path().join(&mode[1..]);
            std::fs::create_dir_all(&work).unwrap();
            let (rewritten, report) = streams_with(&original, &work, mode);
            let regions = report["regions"].as_array().unwrap();
            let on_streams: Vec<&serde_json::Value> = regions.iter().filter(|r| r["status"] == "streams").collect();
            if on_streams.is_empty() {
                continue;
            }
            let count = |field: &str| on_streams.iter().map(|r| r[field].as_array().unwrap().len()).sum::<usize>();
            match mode {
                ";force" => {
                    rewritten_regions += on_streams.len();
                    overlapped_copies += count("copies");
                    events += count("events");
                    spread_loops += on_streams.iter().filter(|r| !r["iterations"].is_null()).count();
                }
                _ => split_regions += on_streams.iter().filter(|r| !r["split"]["chosen"].is_null()).count(),
            }
            for (sms, schedule) in [(1, 1), (7, 2)] {
                let after = work.join(format!("after-{sms}"));
                let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
                command.arg("run").arg("--host").arg(&rewritten.host).arg("--device").arg(&rewritten.device);
                command.args(["--entry", "main", "--sms", &sms.to_string(), "--seed", &schedule.to_string(), "--dump"]);
                let what = format!("chain {seed} ({mode}, {sms} SMs)");
                run(command.arg(&after), &what);
                same_buffers(&before, &after, &format!("{what}: original and rewritten"));
            }
        }
    }
    println!(
        "campaign: {chains} chains from seed {first}, {rewritten_regions} regions on streams ({events} events, \
         {overlapped_copies} copies waiting only for what they read, {spread_loops} host loops whose iterations \
         take the streams in turn), {split_regions} regions split in 3 parts, identical on 1 and 7 SMs"
    );
    assert!(rewritten_regions >= 3, "only {rewritten_regions} regions rewritten: the test would say little");
    assert!(split_regions >= 3, "only {split_regions} regions split: the test would say little");
}

/// The line of `host` that loads the stream of part `part` of launch `launch` of split
/// region `region` (`@syncfuse.streams<region>.stream<part>`, the last load of it before
/// the part's launch call names the kernel copy `..._split<region>_<launch>_part<part>`).
fn part_stream_load(host: &str, (region, launch, part): (usize, usize, usize)) -> usize {
    let lines: Vec<&str> = host.lines().collect();
    let copy = format!("_split{region}_{launch}_part{part}");
    let call =
        lines.iter().position(|l| l.contains(" call ") && l.contains(&copy) && !l.contains("cudaFuncGetAttributes"));
    let call = call.unwrap_or_else(|| panic!("no launch of {copy}"));
    let stream = format!("load ptr, ptr @syncfuse.streams{region}.stream{part},");
    (0..call).rev().find(|&n| lines[n].contains(&stream)).unwrap_or_else(|| panic!("no stream load for {copy}"))
}

/// `host` with line `line`'s stream `stream<from>` made `stream<to>`.
fn on_other_stream(host: &str, line: usize, (from, to): (usize, usize)) -> String {
    let lines: Vec<String> =
        (host.lines().enumerate())
            .map(|(n, l)| {
                if n == line {
                    l.replace(&format!(".stream{from},"), &format!(".stream{to},"))
                } else {
                    l.to_string()
                }
            })
            .collect();
    lines.join("\n")
}

/// Graph split on CUDA (`tests/cuda/split_stub_calls.cu`: launches through out-of-line
/// stubs, 2-D grids with 2 x 10 blocks, the last launch with 2 x 5): split in three parts
/// along y (part boundaries 0, 4, 7, 10; the last launch has two parts), the program
/// computes what the original computes (and its own check passes) on 1, 2, 7 and 132 SMs
/// with no race; moving one part of the second launch onto another part's stream leaves
/// it unordered after the part it reads: a race.
#[test]
fn split_chain_parts_pipeline_on_their_streams() {
    let dir = tempfile::tempdir().unwrap();
    let tests = repo().join("tests/cuda");
    let original =
        Modules { host: tests.join("split_stub_calls.host.ll"), device: tests.join("split_stub_calls.device.ll") };
    let (rewritten, report) = streams_with(&original, dir.path(), ";split=3");
    let region = &report["regions"][0];
    assert_eq!(
        region["split"]["chosen"],
        serde_json::json!({"axis": "y", "bounds": [0, 4, 7, 10], "extents": [10, 10, 10, 5]}),
        "{report:#}"
    );
    assert_eq!((region["status"].as_str(), region["streams_used"].as_u64()), (Some("streams"), Some(3)));
    let before = dir.path().join("before");
    execute(&original, "main", &[], 1, &before);
    for (sms, seed) in [(1, 1), (2, 2), (7, 3), (132, 4)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&rewritten, ("main", &[]), sms, seed, &after);
        assert!(passed && output.contains("split_stub_calls: ok"), "{sms} SMs:\n{output}");
        same_buffers(&before, &after, &format!("original and split ({sms} SMs)"));
    }
    let host = std::fs::read_to_string(&rewritten.host).unwrap();
    let mutated = Modules { host: dir.path().join("moved.host.ll"), device: rewritten.device.clone() };
    std::fs::write(&mutated.host, on_other_stream(&host, part_stream_load(&host, (0, 1, 1)), (1, 2))).unwrap();
    let (output, passed) = run_on(&mutated, ("main", &[]), 7, 1, &dir.path().join("moved"));
    assert!(!passed && output.contains("ERROR data-race") && output.contains("_split0_1_part1"), "{output}");
}

/// A kernel that calls a device function the inliner kept (`__noinline__`) has unknown
/// effects: `split=3` cuts the region before it and after it (`SplitDependenceUnknown`,
/// naming the launches), splits the two launches before it, makes no copy of it, and the
/// program computes what the original computes.
#[test]
fn a_launch_of_unknown_effects_is_cut_out_of_the_split() {
    let cuda = common::cuda_root();
    let dir = tempfile::tempdir().unwrap();
    let source = std::fs::read_to_string(repo().join("tests/cuda/split_stub_calls.cu")).unwrap();
    let helper = "__device__ __noinline__ float half_of(float v) { return 0.5f * v; }\n";
    let source = source.replacen("__global__", &format!("{helper}__global__"), 1);
    let source = source.replace("+= 0.5f * a[r * COLUMNS + c]", "+= half_of(a[r * COLUMNS + c])");
    let cu = dir.path().join("helper.cu");
    std::fs::write(&cu, source).unwrap();
    let original = common::compile_cuda(&cu, "-O2", &cuda, dir.path());
    let (rewritten, report) = streams_with(&original, dir.path(), ";split=3");
    let cuts: Vec<(&str, &str, &str)> = (report["cuts"].as_array().unwrap().iter())
        .map(|cut| (cut["before"].as_str().unwrap(), cut["remark"].as_str().unwrap(), cut["reason"].as_str().unwrap()))
        .collect();
    assert_eq!(
        cuts,
        [
            ("S8", "SplitDependenceUnknown", "S8 may depend on S6 without knowing which blocks (effects unknown)"),
            ("S9", "SplitDependenceUnknown", "S9 may depend on S8 without knowing which blocks (effects unknown)")
        ],
        "{report:#}"
    );
    assert_eq!(report["regions"][0]["launches"], serde_json::json!(["S6", "S7"]), "{report:#}");
    assert!(!report["regions"][0]["split"]["chosen"].is_null(), "{report:#}");
    let device = std::fs::read_to_string(&rewritten.device).unwrap();
    assert!(device.contains("mirror_tilePKfPfi_split0_1_part2") && !device.contains("add_in_place_split"));
    let (before, after) = (dir.path().join("before"), dir.path().join("after"));
    execute(&original, "main", &[], 1, &before);
    let (output, passed) = run_on(&rewritten, ("main", &[]), 7, 1, &after);
    assert!(passed && output.contains("split_stub_calls: ok"), "{output}");
    same_buffers(&before, &after, "original and split");
}

/// Forced split of the MLP (`samples/cuda/mlp.cu`: GEMM, bias, GELU, GEMM, bias): the GELU
/// (a one-dimensional grid) reads the bias across blocks and the second GEMM reads whole
/// rows of it, so `main`'s region is cut before each (`SplitAcrossBlocks`, the dependence
/// named); what remains, a GEMM and the bias on its tiles (16 x 16 threads against 32 x 32,
/// one block-level dependence), is split along x.
#[test]
fn a_dependence_across_blocks_cuts_the_region_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let samples = repo().join("samples/cuda");
    let original = Modules { host: samples.join("mlp.host.ll"), device: samples.join("mlp.dev.ll") };
    let (_, report) = streams_with(&original, dir.path(), ";split=2");
    let of_main = |r: &&serde_json::Value| r["function"].as_str().unwrap().ends_with("@main");
    let cuts: Vec<(&str, &str)> = (report["cuts"].as_array().unwrap().iter().filter(of_main))
        .map(|cut| (cut["before"].as_str().unwrap(), cut["remark"].as_str().unwrap()))
        .collect();
    assert_eq!(cuts, [("S49", "SplitAcrossBlocks"), ("S50", "SplitAcrossBlocks")], "{report:#}");
    let first_cut = &report["cuts"].as_array().unwrap().iter().find(of_main).unwrap()["reason"];
    assert!(first_cut.as_str().unwrap().contains("S49 depends on S48 through buf16 across blocks"), "{first_cut}");
    let split: Vec<(String, &serde_json::Value)> = (report["regions"].as_array().unwrap().iter().filter(of_main))
        .map(|r| (r["launches"].to_string(), &r["split"]["chosen"]["axis"]))
        .collect();
    assert_eq!(split, [(r#"["S47","S48"]"#.to_string(), &"x".into()), (r#"["S50","S51"]"#.to_string(), &"x".into())]);
}

/// `streams<report=...;force>` on a single-module Ascend program, writing
/// `streams.ll` and `streams.json` into `dir`.
fn ascend_streams(module: &Path, dir: &Path) -> (PathBuf, serde_json::Value) {
    ascend_streams_with(module, dir, ";force")
}

/// `streams` on an Ascend program with more parameters (`;force`, `;split=3`).
fn ascend_streams_with(module: &Path, dir: &Path, more: &str) -> (PathBuf, serde_json::Value) {
    let (rewritten, report) = (dir.join("streams.ll"), dir.join("streams.json"));
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(format!("-passes=streams<report={}{more}>", report.display()));
    run(opt.arg(module).args(["-S", "-o"]).arg(&rewritten), "opt-16 streams (Ascend)");
    (rewritten, conforming_report(&report))
}

/// Runs an Ascend program's `main` on the executor (ascend910a).
fn run_ascend(module: &Path, seed: Option<u64>) -> ProgramOutcome {
    let ir = std::fs::read_to_string(module).unwrap();
    let target = TargetDescription::builtin_or_file("ascend910a").unwrap();
    run_ascend_program(&ir, None, "main", &[], &target, &ProgramOptions { seed, ..ProgramOptions::default() })
}

/// The device buffers an Ascend run leaves.
fn device_buffers(outcome: &ProgramOutcome) -> Vec<Vec<u8>> {
    outcome.allocations.iter().filter(|a| a.space == "device").map(|a| a.bytes.clone()).collect()
}

/// Ascend programs (AscendCL streams and events): every region `force`d onto up to four
/// streams computes what the original computes under the nominal and random timings, with
/// no cross-stream race; the independent kernels' four launches take disjoint cores at
/// once, and the diamond's join waits for its other branch through an event.
#[test]
fn ascend_programs_run_independent_launches_on_streams() {
    let dir = tempfile::tempdir().unwrap();
    let samples = repo().join("samples/ascend/programs");
    let diamond = common::compile_ascend_test_program("diamond", &[], dir.path());
    let programs = [
        ("independent_kernels", samples.join("independent_kernels.ll"), 4, 0),
        ("two_blockdims", samples.join("two_blockdims.ll"), 2, 0),
        ("elementwise_chain", samples.join("elementwise_chain.ll"), 1, 0),
        ("diamond", diamond, 2, 1),
    ];
    for (name, module, streams_used, events) in programs {
        let work = dir.path().join(name);
        std::fs::create_dir_all(&work).unwrap();
        let (rewritten, report) = ascend_streams(&module, &work);
        let region = &report["regions"][0];
        assert_eq!(
            (region["streams_used"].as_u64(), region["events"].as_array().map(Vec::len)),
            (Some(streams_used), Some(events)),
            "{name}: {report:#}"
        );
        assert!(report["target"]["cores"] == 32 && report["gpu"].is_null(), "{name}: {report:#}");
        for seed in [None, Some(1), Some(2)] {
            let original = run_ascend(&module, seed);
            let outcome = run_ascend(&rewritten, seed);
            let output = |o: &ProgramOutcome| String::from_utf8_lossy(&o.output).to_string();
            assert_eq!(original.result, Ok(0), "{name}, seed {seed:?}: {}", output(&original));
            assert_eq!(outcome.result, Ok(0), "{name} on streams, seed {seed:?}: {}", output(&outcome));
            assert_eq!(outcome.output, original.output, "{name}, seed {seed:?}");
            assert_eq!(device_buffers(&outcome), device_buffers(&original), "{name}, seed {seed:?}");
            if streams_used > 1 {
                let (before, after) = (original.device_cycles(), outcome.device_cycles());
                assert!(after < before, "{name}, seed {seed:?}: {before} -> {after} cycles");
            }
        }
    }
}

/// Dropping the diamond's event wait leaves its join unordered after the other branch: a
/// cross-stream race on the executor.
#[test]
fn dropping_the_ascend_event_wait_is_a_cross_stream_race() {
    let dir = tempfile::tempdir().unwrap();
    let diamond = common::compile_ascend_test_program("diamond", &[], dir.path());
    let (rewritten, _) = ascend_streams(&diamond, dir.path());
    let host = std::fs::read_to_string(&rewritten).unwrap();
    // The join's wait: the only one that waits on an `after<N>` event.
    let wait = waits_on(&host, "@aclrtStreamWaitEvent(", ".after");
    assert_eq!(wait.len(), 1, "the join waits for one event");
    let mutated = dir.path().join("dropped.ll");
    std::fs::write(&mutated, without_call(&host, wait[0])).unwrap();
    let error = run_ascend(&mutated, None).result.unwrap_err();
    assert_eq!(error.kind, ErrorKind::DataRace, "{error}");
    assert!(error.message.contains("cross-stream race") && error.message.contains("@combine"), "{error}");
}

/// Graph split on an Ascend program (`tests/ascend_programs/split_chain.c`: blockDim 12,
/// 12 and 6, the second launched through bisheng's `rtConfigureCall` sequence and reading
/// `get_block_num()`): three parts of four cores (the last launch has two), each part of a
/// launch on its own stream after the same part of the launch before; outputs and device
/// memory identical to the original under the nominal and two random timings, and the
/// program's own check passes. Moving the second launch's middle part onto the third
/// part's stream leaves it unordered after the part it reads: a cross-stream race.
#[test]
fn ascend_split_chain_pipelines_its_parts() {
    let dir = tempfile::tempdir().unwrap();
    let module = common::compile_ascend_test_program("split_chain", &[], dir.path());
    let (rewritten, report) = ascend_streams_with(&module, dir.path(), ";split=3");
    assert_eq!(
        report["regions"][0]["split"]["chosen"],
        serde_json::json!({"axis": "x", "bounds": [0, 4, 8, 12], "extents": [12, 12, 6]}),
        "{report:#}"
    );
    for seed in [None, Some(1), Some(2)] {
        let (original, outcome) = (run_ascend(&module, seed), run_ascend(&rewritten, seed));
        let output = String::from_utf8_lossy(&outcome.output).to_string();
        assert!(outcome.result == Ok(0) && output.contains("split_chain: 0 wrong"), "seed {seed:?}: {output}");
        assert_eq!(outcome.output, original.output, "seed {seed:?}");
        assert_eq!(device_buffers(&outcome), device_buffers(&original), "seed {seed:?}");
    }
    let host = std::fs::read_to_string(&rewritten).unwrap();
    let mutated = dir.path().join("moved.ll");
    std::fs::write(&mutated, on_other_stream(&host, part_stream_load(&host, (0, 1, 1)), (1, 2))).unwrap();
    let error = run_ascend(&mutated, None).result.unwrap_err();
    assert_eq!(error.kind, ErrorKind::DataRace, "{error}");
    assert!(error.message.contains("cross-stream race"), "{error}");
}

/// `original` forced onto streams: the region of the copy `entry` calls reports `copies`
/// (each copy after it and the side streams it waits for), the rewritten program leaves
/// what the original leaves on 16 SMs, and without the region's first join before a copy
/// (`streams<region>.exit1`) that copy races with the side stream's kernel.
fn copies_wait_for_what_they_read(original: &Modules, entry: &str, copies: serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let (rewritten, report) = streams(original, dir.path());
    let caller = format!("@{entry}");
    let regions = report["regions"].as_array().unwrap();
    // Region k's streams and events are `@syncfuse.streams<k>.*`.
    let region = regions.iter().position(|r| r["function"].as_str().unwrap().ends_with(&caller)).unwrap();
    assert_eq!(regions[region]["copies"], copies, "{report:#}");
    let before = dir.path().join("before");
    execute(original, entry, &[], 1, &before);
    let after = dir.path().join("after");
    let (output, passed) = run_on(&rewritten, (entry, &[]), 16, 2, &after);
    assert!(passed, "{output}");
    same_buffers(&before, &after, "original and on streams");
    let host = std::fs::read_to_string(&rewritten.host).unwrap();
    let wait = waits_on(&host, "@cudaStreamWaitEvent(ptr null", &format!("@syncfuse.streams{region}.exit1"));
    let mutated = Modules { host: dir.path().join("dropped.host.ll"), device: rewritten.device.clone() };
    std::fs::write(&mutated.host, without_call(&host, wait[0])).unwrap();
    let (output, passed) = run_on(&mutated, (entry, &[]), 16, 2, &dir.path().join("dropped"));
    assert!(!passed && output.contains("ERROR data-race") && output.contains("cudaMemcpy"), "{output}");
}

/// The copy back after the attention heads (four heads of 64 x 32, not `main`'s 256 x 64:
/// the same region, a fraction of the run) waits, right before it, for the three side
/// streams whose heads it reads.
#[test]
fn a_copy_after_the_region_waits_for_the_streams_it_reads() {
    let dir = tempfile::tempdir().unwrap();
    let original = Modules {
        host: common::host_with_test_caller("attention_heads", &[64, 32, 1, 1], dir.path()),
        device: repo().join("samples/cuda/attention_heads.dev.ll"),
    };
    copies_wait_for_what_they_read(&original, common::TEST_ENTRY, serde_json::json!([["S77", [1, 2, 3]]]));
}

/// An asynchronous copy on the region's stream of what a launch of that stream wrote needs
/// no wait; the synchronous copy after it waits for the side stream whose launch it reads.
#[test]
fn copies_on_the_region_stream_need_no_wait_for_the_others() {
    let tests = repo().join("tests/cuda");
    let original =
        Modules { host: tests.join("streams_copies.host.ll"), device: tests.join("streams_copies.device.ll") };
    copies_wait_for_what_they_read(&original, "main", serde_json::json!([["S12", []], ["S13", [1]]]));
}

/// `tests/cuda/streams_iterations.cu`: the planes loop's iterations take four streams in
/// turn (forced; its synchronisation after each launch is removed), the time loop and the
/// loop that copies back in its body are no regions at all; the rewritten program leaves
/// the original's buffers on 1, 3 and 8 multiprocessors, and without the joins at the
/// loop's exit the copy after it races with the planes of the side streams.
#[test]
fn independent_loop_iterations_take_the_streams_in_turn() {
    let tests = repo().join("tests/cuda");
    let original =
        Modules { host: tests.join("streams_iterations.host.ll"), device: tests.join("streams_iterations.device.ll") };
    let dir = tempfile::tempdir().unwrap();
    let (rewritten, report) = streams(&original, dir.path());
    let regions = report["regions"].as_array().unwrap();
    assert_eq!(regions.len(), 1, "{report:#}");
    let planes = &regions[0];
    assert_eq!((planes["status"].as_str(), planes["streams_used"].as_u64()), (Some("streams"), Some(4)), "{report:#}");
    assert_eq!(planes["iterations"]["synchronisations"], serde_json::json!([7]), "{report:#}");
    assert_eq!(planes["synchronisations"][0]["removed"], true, "{report:#}");
    let entry: (&str, &[i64]) = ("run_planes", &[12, 3]);
    let before = dir.path().join("before");
    execute(&original, entry.0, entry.1, 1, &before);
    for (sms, seed) in [(1, 1), (3, 2), (8, 3)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&rewritten, entry, sms, seed, &after);
        assert!(passed && output.contains("returned 0"), "{sms} SMs:\n{output}");
        same_buffers(&before, &after, &format!("original and iterations on streams ({sms} SMs)"));
    }
    let host = std::fs::read_to_string(&rewritten.host).unwrap();
    let joins = waits_on(&host, "@cudaStreamWaitEvent(ptr null", "@syncfuse.streams0.exit");
    assert_eq!(joins.len(), 3, "the original stream joins three side streams at the exit");
    let unjoined = joins.iter().rev().fold(host.clone(), |text, &line| without_call(&text, line));
    let program = Modules { host: dir.path().join("unjoined.host.ll"), device: rewritten.device.clone() };
    std::fs::write(&program.host, unjoined).unwrap();
    let (output, passed) = run_on(&program, entry, 4, 1, &dir.path().join("unjoined"));
    assert!(!passed && output.contains("ERROR data-race"), "joins dropped:\n{output}");
}

/// An Ascend program's batch loop (`tests/ascend_programs/slice_loop.c`): its iterations
/// take four streams in turn (`force`), each launch on cores of its own; the program
/// computes what the original computes under the nominal and random timings, in fewer
/// cycles, and without the joins at the loop's exit the launch after the loop races with
/// the side streams.
#[test]
fn ascend_loop_iterations_take_the_streams_in_turn() {
    let dir = tempfile::tempdir().unwrap();
    let module = common::compile_ascend_test_program("slice_loop", &[], dir.path());
    let (rewritten, report) = ascend_streams(&module, dir.path());
    let region = &report["regions"][0];
    assert!(region["status"] == "streams" && region["streams_used"] == 4, "{report:#}");
    assert!(!region["iterations"].is_null(), "{report:#}");
    for seed in [None, Some(1), Some(2)] {
        let (original, outcome) = (run_ascend(&module, seed), run_ascend(&rewritten, seed));
        assert_eq!((original.result.clone(), outcome.result.clone()), (Ok(0), Ok(0)), "seed {seed:?}");
        assert_eq!(outcome.output, original.output, "seed {seed:?}");
        assert_eq!(device_buffers(&outcome), device_buffers(&original), "seed {seed:?}");
        assert!(outcome.device_cycles() < original.device_cycles(), "seed {seed:?}");
    }
    let host = std::fs::read_to_string(&rewritten).unwrap();
    let joins = waits_on(&host, "@aclrtStreamWaitEvent(", "@syncfuse.streams0.exit");
    assert_eq!(joins.len(), 3, "the original stream joins three side streams at the exit");
    let unjoined = joins.iter().rev().fold(host.clone(), |text, &line| without_call(&text, line));
    let mutated = dir.path().join("unjoined.ll");
    std::fs::write(&mutated, unjoined).unwrap();
    let error = run_ascend(&mutated, None).result.unwrap_err();
    assert_eq!(error.kind, ErrorKind::DataRace, "{error}");
}
