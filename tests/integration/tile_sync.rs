//! `tile-sync` end to end: the real plugin in `opt-16` rewrites programs (forced, so every
//! pair with a wait table is rewritten), `llc-16` and `ptxas` accept the device modules, and the CUDA
//! executor runs original and rewritten programs with producer and consumer blocks
//! resident together on 1, 2, 7 and 132 multiprocessors under several seeds: the buffers
//! must be bit-identical and no race or deadlock may occur. Then each piece of the
//! synchronisation is removed from the generated code in turn (a consumer's waits, the
//! producer's posts, the fences, the run count that lets a host loop reuse the
//! semaphores, the tile order's bijection): the executor must catch each as a race or a
//! deadlock.

use crate::common;

use common::{
    check_llc, conforming_report, execute, host_with_test_caller, plugin, repo, run, run_on, same_buffers, Modules,
};
use std::path::Path;
use std::process::Command;

/// `tile-sync<...;force>` on `original`, writing `tiles.host.ll`, `tiles.dev.ll` and
/// `tiles.json` into `dir`.
fn tile_sync(original: &Modules, dir: &Path) -> (Modules, serde_json::Value) {
    tile_sync_with(original, dir, "")
}

/// `tile_sync` with more parameters (`profile=...`).
fn tile_sync_with(original: &Modules, dir: &Path, more: &str) -> (Modules, serde_json::Value) {
    let rewritten = Modules { host: dir.join("tiles.host.ll"), device: dir.join("tiles.dev.ll") };
    let report = dir.join("tiles.json");
    let passes = format!(
        "-passes=tile-sync<device={};device-out={};report={};force;{more}>",
        original.device.display(),
        rewritten.device.display(),
        report.display()
    );
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(passes).arg(&original.host).args(["-S", "-o"]);
    run(opt.arg(&rewritten.host), "opt-16 tile-sync");
    (rewritten, conforming_report(&report))
}

fn synchronised_pairs(report: &serde_json::Value) -> usize {
    report["pairs"].as_array().unwrap().iter().filter(|p| p["status"] == "tile-synchronised").count()
}

/// The loop input of `tests/lit/uar/tile-deps.ll`: two launches in a host loop (the
/// semaphores are reused three times), then a third after the loop.
fn loop_program() -> Modules {
    let inputs = repo().join("tests/lit/uar/Inputs");
    Modules { host: inputs.join("tile-loop.host.ll"), device: inputs.join("tile-loop.device.ll") }
}

#[test]
fn tile_synchronised_programs_compute_what_the_originals_compute() {
    let samples = repo().join("samples/cuda");
    let dir = tempfile::tempdir().unwrap();
    let sample = |name: &str, args: &[i64]| Modules {
        host: host_with_test_caller(name, args, dir.path()),
        device: samples.join(format!("{name}.dev.ll")),
    };
    // (name, program, entry, pairs rewritten at least). In attention the softmax is the
    // consumer of one pair and the producer of the next (a chain).
    let cases = [
        ("tile-loop", loop_program(), "main", 1),
        ("transpose_gemm", sample("transpose_gemm", &[37, 50, 70, 3]), common::TEST_ENTRY, 1),
        ("mlp", sample("mlp", &[32, 64, 96, 3]), common::TEST_ENTRY, 2),
        ("gpt3_mlp", sample("gpt3_mlp", &[64, 64, 96, 3, 1]), common::TEST_ENTRY, 1),
        ("llama_mlp", sample("llama_mlp", &[64, 64, 96, 3, 1]), common::TEST_ENTRY, 1),
        ("attention", sample("attention", &[2, 64, 32, 3, 1]), common::TEST_ENTRY, 2),
        ("conv_chain", sample("conv_chain", &[1, 8, 8, 64, 3, 1]), common::TEST_ENTRY, 1),
    ];
    for (name, original, entry, pairs) in cases {
        let case = tempfile::tempdir().unwrap();
        let (rewritten, report) = tile_sync(&original, case.path());
        assert!(synchronised_pairs(&report) >= pairs, "{name}: fewer than {pairs} pairs rewritten: {report:#}");
        check_llc(&rewritten.device, case.path());
        common::check_ptxas(case.path());
        let before = case.path().join("before");
        let launches_before = execute(&original, entry, &[], 1, &before);
        for (sms, seed) in [(1, 1), (2, 2), (7, 3), (132, 4)] {
            let after = case.path().join(format!("after-{sms}"));
            let (output, passed) = run_on(&rewritten, (entry, &[]), sms, seed, &after);
            assert!(passed, "{name} on {sms} SMs:\n{output}");
            let launches_after = common::launches(&output);
            // One wait kernel per rewritten pair and run.
            assert!(launches_after > launches_before, "{name}: {launches_after} launches");
            same_buffers(&before, &after, &format!("{name}: original and tile-synchronised buffers ({sms} SMs)"));
        }
    }
}

#[test]
fn removing_a_wait_a_post_a_fence_or_the_run_count_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let (rewritten, _) = tile_sync(&loop_program(), dir.path());
    let device = std::fs::read_to_string(&rewritten.device).unwrap();
    let table = |name: &str, values: &str| {
        let start = device.find(&format!("@syncfuse_tile0_{name} = ")).expect("the table is there");
        let open = start + device[start..].find("] [").unwrap() + 2;
        let close = open + device[open..].find(']').unwrap() + 1;
        format!("{}[{values}]{}", &device[..open], &device[close..])
    };
    let epoch_store = device
        .lines()
        .find(|l| l.contains("store i32") && l.contains("ptr addrspace(1) @syncfuse_tile0_state,"))
        .expect("the last consumer block counts the run");
    // (what, mutated device module, the error, caught under every schedule). Without the
    // run count, a later run's consumer passes its waits on the earlier run's posts: a race
    // when it polls before this run's producer posted (if it polls after, it synchronises
    // through the post it read, a legal execution), so only some schedules show it.
    let mutations = [
        ("no consumer waits", table("wait_offsets", "i32 0, i32 0, i32 0, i32 0, i32 0"), "data-race", true),
        ("no producer posts", table("posts", "i32 -1, i32 -1, i32 -1, i32 -1"), "deadlock", true),
        ("no fences", device.replace("call void @llvm.nvvm.membar.gl()", ""), "data-race", true),
        ("runs not counted", device.replace(epoch_store, ""), "data-race", false),
        ("tile order broken (every block takes tile 0)", device.replace("urem i64", "udiv i64"), "data-race", true),
    ];
    for (what, text, error, every_schedule) in mutations {
        assert_ne!(text, device, "{what}: the mutation changes the module");
        let mutated = Modules { host: rewritten.host.clone(), device: dir.path().join("mutated.dev.ll") };
        std::fs::write(&mutated.device, text).unwrap();
        let mut caught = 0;
        for (sms, seed) in [(4, 1), (4, 2), (4, 3), (16, 4), (16, 5), (16, 6)] {
            let (output, passed) = run_on(&mutated, ("main", &[]), sms, seed, &dir.path().join("dump"));
            let this = !passed && output.contains(&format!("ERROR {error}"));
            assert!(this || !every_schedule, "{what} ({sms} SMs, seed {seed}):\n{output}");
            assert!(this || passed, "{what}: another error ({sms} SMs, seed {seed}):\n{output}");
            caught += usize::from(this);
        }
        assert!(caught > 0, "{what}: never caught");
    }
}

/// The host loads the pair's kernels before it launches any: left to load at their first
/// launch (CUDA's lazy loading), the producer's launch waits for the wait kernel, which
/// spins until the producer's blocks have started (the hang a GPU showed before the fix).
#[test]
fn launching_the_pair_unloaded_deadlocks() {
    let dir = tempfile::tempdir().unwrap();
    let (rewritten, _) = tile_sync(&loop_program(), dir.path());
    let host = std::fs::read_to_string(&rewritten.host).unwrap();
    // Each load becomes `%n = add i32 0, 0`, which keeps the instruction numbering.
    let unload = |line: &str| match line.split_once(" = call i32 @cudaFuncGetAttributes(") {
        Some((result, _)) => format!("{result} = add i32 0, 0\n"),
        None => format!("{line}\n"),
    };
    let unloaded: String = host.lines().map(unload).collect();
    assert_ne!(unloaded, host, "the setup loads the kernels");
    let mutated = Modules { host: dir.path().join("unloaded.host.ll"), device: rewritten.device.clone() };
    std::fs::write(&mutated.host, unloaded).unwrap();
    for (sms, seed) in [(4, 1), (16, 2)] {
        let (output, passed) = run_on(&mutated, ("main", &[]), sms, seed, &dir.path().join("dump"));
        let deadlock = output.contains("ERROR deadlock") && output.contains("waits for the kernel to load");
        assert!(!passed && deadlock, "{sms} SMs:\n{output}");
    }
}

/// The benchmark's cases (`SYNCFUSE_TILE_BENCH=1`, `scripts/benchmarks/bench-tile-sync.sh`): each
/// sample's `run_<sample>` arguments (reference check off), the paper's shapes scaled down
/// so that the executor finishes (model dimensions / 48 for GPT-3 and / 32 for LLaMA, d_ff
/// rounded to the 32-wide tile; token counts 1 to 2048 kept), with grids of one to three
/// H100 waves.
const BENCH: &[(&str, &[i64])] = &[
    ("gpt3_mlp", &[1, 256, 768, 1, 0]),
    ("gpt3_mlp", &[256, 256, 768, 1, 0]),
    ("gpt3_mlp", &[1024, 256, 768, 1, 0]),
    ("gpt3_mlp", &[2048, 256, 768, 1, 0]),
    ("llama_mlp", &[256, 256, 704, 1, 0]),
    ("llama_mlp", &[2048, 256, 704, 1, 0]),
    ("attention", &[4, 512, 64, 1, 0]),
    ("attention", &[4, 1024, 64, 1, 0]),
    ("conv_chain", &[4, 28, 28, 128, 1, 0]),
];

/// The same path at test sizes (every run of the suite).
const QUICK: &[(&str, &[i64])] = &[("gpt3_mlp", &[96, 64, 96, 1, 0]), ("attention", &[2, 64, 32, 1, 0])];

/// Per case: the original runs on the executor with its counters written as the profile;
/// `tile-sync<profile=...;force>` plans every pair with a table from those per-block
/// counters; the rewritten program runs on one multiprocessor (every producer block
/// before any consumer block, so its extra instructions are the synchronisation's own,
/// not spinning) and must leave the same buffers. One Markdown row per planned pair of the
/// test caller; nothing is asserted about the times.
#[test]
fn modelled_and_counted_tile_synchronisation() {
    let cases = if std::env::var_os("SYNCFUSE_TILE_BENCH").is_some() { BENCH } else { QUICK };
    let samples = repo().join("samples/cuda");
    println!("| sample (sizes) | pair (blocks) | policy | counters | polls per consumer block | extra instructions | stream sync | tile sync | modelled | chosen |");
    println!("|---|---|---|---:|---:|---:|---:|---:|---:|---|");
    for &(sample, args) in cases {
        let dir = tempfile::tempdir().unwrap();
        let original = Modules {
            host: host_with_test_caller(sample, args, dir.path()),
            device: samples.join(format!("{sample}.dev.ll")),
        };
        let (profile, before) = (dir.path().join("profile.json"), dir.path().join("before"));
        let counted = |program: &Modules, sms: u32, report: &Path, dump: &Path| {
            let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
            command.arg("run").arg("--host").arg(&program.host).arg("--device").arg(&program.device);
            command.args(["--entry", common::TEST_ENTRY, "--no-race-check", "--sms", &sms.to_string()]);
            run(command.arg("--report").arg(report).arg("--dump").arg(dump), &format!("syncfuse run {sample}"));
            let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(report).unwrap()).unwrap();
            json["counters"]["totals"]["device_instructions"].as_u64().unwrap()
        };
        let instructions_before = counted(&original, 132, &profile, &before);
        let (rewritten, report) = tile_sync_with(&original, dir.path(), &format!("profile={}", profile.display()));
        let after = dir.path().join("after");
        let instructions_after = counted(&rewritten, 1, &dir.path().join("after.json"), &after);
        same_buffers(&before, &after, &format!("{sample} {args:?}: original and tile-synchronised buffers"));
        let extra = instructions_after - instructions_before;
        let share = extra as f64 / instructions_before as f64 * 100.0;
        // The copy of `run_<sample>` specialised for the test caller's constants.
        let caller = format!("@{}", common::TEST_ENTRY);
        let of_caller = |p: &&serde_json::Value| p["function"].as_str().is_some_and(|f| f.ends_with(&caller));
        let pairs: Vec<&serde_json::Value> = report["pairs"].as_array().unwrap().iter().filter(of_caller).collect();
        // Pairs of the test caller that got no plan, and why.
        for pair in pairs.iter().filter(|p| p["plan"].is_null()) {
            println!(
                "| {sample} {:?} | {} -> {} | not planned: {} | | | | | | | stream |",
                &args[..args.len() - 2],
                pair["producer"].as_str().unwrap(),
                pair["consumer"].as_str().unwrap(),
                pair["reason"].as_str().unwrap()
            );
        }
        for pair in pairs.iter().filter(|p| p["plan"]["modelled"]["work"] == "profile") {
            let plan = &pair["plan"];
            let modelled = &plan["modelled"];
            let speedup = modelled["speedup"].as_f64().unwrap();
            println!(
                "| {sample} {:?} | {} -> {} ({} -> {}) | {} | {} | {}-{} | {extra} ({share:.2}%) | {:.1} us | {:.1} us | {speedup:.2}x | {} |",
                &args[..args.len() - 2],
                pair["producer"].as_str().unwrap(),
                pair["consumer"].as_str().unwrap(),
                plan["producer_blocks"],
                plan["consumer_blocks"],
                plan["policy"].as_str().unwrap(),
                plan["counters"],
                plan["waits_per_consumer_block"][0],
                plan["waits_per_consumer_block"][1],
                modelled["stream_us"].as_f64().unwrap(),
                modelled["tile_us"].as_f64().unwrap(),
                if speedup > 1.0 { "tile" } else { "stream" }
            );
        }
    }
}

/// Random chains (`scripts/generators/gen-random-cuda-chain.py`, clang-16 -O2) with global
/// dependences: the rewritten program (forced) computes what the original computes on 1
/// and 7 multiprocessors, without a race or a deadlock. `SYNCFUSE_TILE_CHAINS=N` runs
/// seeds 0..N (a campaign) instead of 0..4, going on past a failing seed.
#[test]
fn random_chains_compute_the_same_with_tile_synchronisation() {
    let cuda = common::cuda_root();
    let chains = common::setting("SYNCFUSE_TILE_CHAINS", 4);
    let (mut rewritten_pairs, mut failures) = (0, Vec::new());
    for seed in 0..chains {
        match std::panic::catch_unwind(|| check_tile_chain(seed, &cuda)) {
            Ok(pairs) => rewritten_pairs += pairs,
            Err(_) => failures.push(seed),
        }
    }
    println!("{chains} chains: {rewritten_pairs} pairs rewritten and run, failing seeds {failures:?}");
    assert!(failures.is_empty(), "chains {failures:?} failed (messages above)");
    assert!(rewritten_pairs >= 5, "only {rewritten_pairs} pairs rewritten: the test would say little");
}

/// One random chain through `tile-sync<force>`: the pairs it rewrote (0: not run).
fn check_tile_chain(seed: u64, cuda: &std::path::Path) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let (_, original) = common::random_chain(seed, "-O2", cuda, dir.path());
    let (rewritten, report) = tile_sync(&original, dir.path());
    let pairs = synchronised_pairs(&report);
    if pairs == 0 {
        return 0;
    }
    let before = dir.path().join("before");
    execute(&original, "main", &[], 1, &before);
    for (sms, schedule) in [(1, 1), (7, 2)] {
        let after = dir.path().join(format!("after-{sms}"));
        let (output, passed) = run_on(&rewritten, ("main", &[]), sms, schedule, &after);
        assert!(passed, "chain {seed} on {sms} SMs:\n{output}");
        same_buffers(&before, &after, &format!("chain {seed}: original and tile-synchronised ({sms} SMs)"));
    }
    pairs
}
