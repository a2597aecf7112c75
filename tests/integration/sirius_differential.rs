//! Differential execution of `sirius`: every CUDA sample gets a caller that runs it at
//! small constant sizes (`sirius_test_main`, as `main` runs it at the paper's sizes), is
//! fused by the real plugin in `opt-16` (which specialises `run_<sample>` for that call),
//! then the original and the fused program run on the CPU executor (`syncfuse run`, race
//! and barrier checks on, two seeds for the thread order); their host buffers and the
//! device buffers left at exit must be bit-identical (a freed intermediate may differ:
//! `sirius` removes stores nothing observes), the fused program must pass its own
//! reference check, and it must not launch more kernels. The exported `run_<sample>`, fused with symbolic sizes, runs
//! with the same arguments and is checked the same way. Fused kernels must also be
//! accepted by `llc-16 -march=nvptx64`. Without opt-16 the test says why and passes
//! vacuously.

use crate::common;
use common::{
    check_llc, check_ptxas, compile_cuda, conforming_report, cuda_root, execute, execute_single, fuse, fuse_single,
    fused_kernels, host_with_test_caller, plugin, repo, run, same_observable_buffers, Modules, TEST_ENTRY,
};
use std::process::Command;

/// (sample, arguments of `run_<sample>`: its sizes, then the seed of its inputs; whether
/// fusion must reduce its launches at those sizes). Sizes are multiples of the GEMM tiles
/// where the analysis needs them to prove block-level dependences.
const CASES: &[(&str, &[i64], bool)] = &[
    ("elementwise_chain", &[1000, 3], true),
    ("block_reduce", &[1000, 3], true),
    ("block_shuffle", &[1000, 3], true),
    ("bert_qkv", &[32, 64, 2, 3], true),
    ("mlp", &[32, 64, 96, 3], true),
    ("transpose_gemm", &[37, 50, 70, 3], false),
    ("host_loop", &[20, 18, 3, 3], true),
    ("lstm", &[3, 2, 40, 36, 3], false),
    ("conv_bias_relu", &[1, 8, 8, 64, 3, 1], true),
    ("attention_rows", &[2, 64, 32, 3, 1], true),
    // Partial tiles: the GEMMs' epilogues run on their accumulators under guards.
    ("mlp", &[20, 40, 70, 3], true),
    ("bert_qkv", &[20, 40, 2, 3], true),
    ("conv_bias_relu", &[1, 7, 7, 40, 3, 1], true),
];

#[test]
fn fused_samples_compute_what_the_originals_compute() {
    let plugin = plugin();
    let samples = repo().join("samples/cuda");
    for &(sample, args, must_fuse) in CASES {
        let dir = tempfile::tempdir().unwrap();
        let original = Modules {
            host: host_with_test_caller(sample, args, dir.path()),
            device: samples.join(format!("{sample}.dev.ll")),
        };
        let (fused, report) = fuse(plugin, &original, dir.path());
        if fused_kernels(&report) > 0 {
            check_llc(&fused.device, dir.path());
        }
        // The test caller runs the copy specialised for its constants; the exported
        // function itself was fused with symbolic sizes and runs with the same arguments.
        let exported = format!("run_{sample}");
        for (seed, entry, arguments) in
            [(1, TEST_ENTRY, &[][..]), (2, TEST_ENTRY, &[][..]), (1, exported.as_str(), args)]
        {
            let name = format!("{entry}{seed}");
            let (before, after) = (dir.path().join(format!("before-{name}")), dir.path().join(format!("after-{name}")));
            let launches_before = execute(&original, entry, arguments, seed, &before);
            let launches_after = execute(&fused, entry, arguments, seed, &after);
            assert!(launches_after <= launches_before, "{sample}: {launches_after} launches > {launches_before}");
            let specialised = entry == TEST_ENTRY;
            assert!(
                !(must_fuse && specialised) || launches_after < launches_before,
                "{sample}: still {launches_after} launches"
            );
            same_observable_buffers(
                &before,
                &after,
                &format!("{sample}: buffers of the original and the fused program ({name})"),
            );
        }
    }
}

/// `chain.single.ll`'s sizes at n = 2^20 and at 2^16: n, n floats in bytes, 2n floats in
/// bytes, and the grid of n / 256 blocks packed as a `dim3` (`(1 << 32) | x`).
const SMALLER_CHAIN: [(&str, &str); 4] =
    [(" 1048576", " 65536"), (" 4194304", " 262144"), (" 8388608", " 524288"), (" 4294971392", " 4294967552")];

/// The single-module form (host code and kernels in one module, `sirius` without
/// `device=`): `tests/lit/uar/Inputs/chain.cu`, a host loop around three launches, two of
/// which fuse. Run at n = 2^16 instead of the file's 2^20 (its 22 launches of a million
/// threads took the executor a minute): every size constant of `main` (`SMALLER_CHAIN`)
/// is replaced, so the program is the same at a 16th of the size.
#[test]
fn fused_single_module_computes_what_the_original_computes() {
    let plugin = plugin();
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(repo().join("tests/lit/uar/Inputs/chain.single.ll")).unwrap();
    let smaller = SMALLER_CHAIN.iter().fold(text, |text, (from, to)| {
        assert!(text.contains(from), "chain.single.ll no longer holds {from}");
        text.replace(from, to)
    });
    let original = dir.path().join("chain.smaller.ll");
    std::fs::write(&original, smaller).unwrap();
    let fused = fuse_single(plugin, &original, dir.path());
    let launches =
        [(&original, "before"), (&fused, "after")].map(|(m, dump)| execute_single(m, 1, &dir.path().join(dump)));
    assert!(launches[1] < launches[0], "launches {launches:?}");
    same_observable_buffers(
        &dir.path().join("before"),
        &dir.path().join("after"),
        "buffers of the original and the fused single module",
    );
}

/// Fused kernels split by CUDA's kernel-parameter limit (4,096 bytes with CUDA 11.8: 128
/// fragments of two pointers each, `sirius::fuse::FusionGroup`): 300 launches of
/// `scripts/generators/gen-uar-program.py` on small grids, chained through fresh buffers and dense
/// over 8 shared buffers, fuse into 3 kernels each, which compute what the 300 launches
/// compute.
#[test]
fn kernels_split_by_parameter_space_compute_what_the_original_computes() {
    let plugin = plugin();
    for (shape, buffers) in [("chained", 301), ("dense", 8)] {
        let dir = tempfile::tempdir().unwrap();
        let original = dir.path().join(format!("{shape}.ll"));
        let generator = repo().join("scripts/generators/gen-uar-program.py");
        let program = run(
            Command::new("python3").arg(generator).args(["300", &buffers.to_string(), "4", "32"]),
            "gen-uar-program.py",
        );
        std::fs::write(&original, program).unwrap();
        let fused = fuse_single(plugin, &original, dir.path());
        let report = conforming_report(&dir.path().join("report.json"));
        assert_eq!(fused_kernels(&report), 3, "{shape}: 300 fragments of 2 pointers in kernels of at most 128");
        let launches =
            [(&original, "before"), (&fused, "after")].map(|(m, dump)| execute_single(m, 1, &dir.path().join(dump)));
        assert_eq!(launches, [300, 3], "{shape}");
        same_observable_buffers(
            &dir.path().join("before"),
            &dir.path().join("after"),
            &format!("{shape}: 300 launches and 3 fused kernels"),
        );
    }
}

/// The prebuilt test program `tests/cuda/<name>.{host,device}.ll`.
fn test_program(name: &str) -> Modules {
    let tests = repo().join("tests/cuda");
    Modules { host: tests.join(format!("{name}.host.ll")), device: tests.join(format!("{name}.device.ll")) }
}

/// Global bytes (loaded + stored) of `program`'s `main` on the executor, dumping into `dump`.
fn global_bytes(program: &Modules, dump: &std::path::Path) -> u64 {
    let report = dump.with_extension("json");
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(&program.host).arg("--device").arg(&program.device);
    command.args(["--entry", "main", "--report"]).arg(&report).arg("--dump").arg(dump);
    run(&mut command, &format!("syncfuse run main on {}", program.host.display()));
    let report: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let totals = &report["counters"]["totals"];
    totals["global_bytes_loaded"].as_u64().unwrap() + totals["global_bytes_stored"].as_u64().unwrap()
}

/// The executor's instruction count of each launch of a kernel named `prefix<N>`, in the
/// order of N (the report `global_bytes` wrote beside `dump`).
fn launch_instructions(dump: &std::path::Path, prefix: &str) -> Vec<u64> {
    let report = std::fs::read_to_string(dump.with_extension("json")).unwrap();
    let report: serde_json::Value = serde_json::from_str(&report).unwrap();
    let mut launches: Vec<(u64, u64)> = (report["counters"]["launches"].as_array().unwrap().iter())
        .filter_map(|l| {
            let number = l["kernel"].as_str()?.strip_prefix(prefix)?.parse().ok()?;
            Some((number, l["instructions"].as_u64()?))
        })
        .collect();
    launches.sort();
    launches.into_iter().map(|(_, instructions)| instructions).collect()
}

/// Dead intermediate stores (`tests/cuda/dead_stores.cu`): of the buffers the fused
/// kernels write, exactly those nothing observes lose their stores (an intermediate freed
/// after, an output nobody reads, the host loop's intermediate), each with the UAR proof;
/// every other keeps them with its reason (copied back, still read by the kernel in the
/// next iteration, a slice of an allocation copied back, never freed, read back after a
/// later launch overwrote part of it). The fused program
/// leaves every buffer it can still observe bit-identical, moves fewer global bytes, and
/// differs from the original only in buffers it freed.
#[test]
fn only_unobserved_stores_disappear() {
    let dir = tempfile::tempdir().unwrap();
    let original = test_program("dead_stores");
    let (fused, report) = fuse(plugin(), &original, dir.path());
    let stores = |field: &str| -> Vec<String> {
        let kernels = report["kernels"].as_array().unwrap();
        let entries = kernels.iter().flat_map(|k| k["stores"][field].as_array().unwrap().iter());
        entries.map(|e| e.get("buffer").map_or_else(|| e.as_str().unwrap().to_string(), |b| b.to_string())).collect()
    };
    assert_eq!(stores("removed"), ["\"buf1\"", "\"buf4\"", "\"buf5\""], "{report:#}");
    let kept = stores("kept");
    let reasons = [
        "S16 may read what S15 writes into buf2",
        "S19 may read what S17 writes into buf3",
        "still reads buf6",
        // Chain 6's intermediate: the host reads it after a launch overwrote half of it.
        "S30 may read what S26 writes into buf10",
        "S28 may read what S27 writes into buf11",
        "S31 may read what S23 writes into buf7",
        "buf8 is not freed on every path",
        "S33 may read what S25 writes into buf9",
    ];
    each_says(&kept, &reasons);
    let (before, after) = (dir.path().join("before"), dir.path().join("after"));
    let (bytes_before, bytes_after) = (global_bytes(&original, &before), global_bytes(&fused, &after));
    assert!(bytes_after < bytes_before, "{bytes_before} -> {bytes_after} global bytes");
    same_observable_buffers(&before, &after, "dead_stores: what the program observes");
    differ_only_in_freed_buffers(&before, &after);
}

/// Rounds over partial tiles whose guards LLVM's jump threading merged
/// (`tests/cuda/guarded_rounds.cu`): a consumer guarded with unsigned comparisons, and
/// one guarded with the column and the flattened index, whose rounds at -O2 are folded
/// into the producer's branches as `i1` phis that are constants on some edges. Both
/// intermediates stay in registers and their stores go (`thread_forwarding` reads the
/// phis per edge), and so does the first consumer's output, which the second pair's
/// producer reads (forwarded before O2's jump threading merges the fragments' guards);
/// the program observes the same bytes and moves fewer of them.
#[test]
fn rounds_read_jump_threaded_guards() {
    let dir = tempfile::tempdir().unwrap();
    let original = test_program("guarded_rounds");
    let (fused, report) = fuse(plugin(), &original, dir.path());
    let kernel = (report["kernels"].as_array().unwrap().iter())
        .find(|k| k["replaced"].as_array().unwrap().len() == 4)
        .unwrap_or_else(|| panic!("the four launches of main fused: {report:#}"));
    let removed: Vec<&serde_json::Value> =
        kernel["stores"]["removed"].as_array().unwrap().iter().map(|r| &r["buffer"]).collect();
    assert_eq!(kernel["stores"]["forwarded"], serde_json::json!(["buf6", "buf7", "buf8"]), "{kernel:#}");
    let expected = ["buf6", "buf7", "buf8"].map(|b| serde_json::json!(b));
    assert_eq!(removed, expected.iter().collect::<Vec<_>>(), "{kernel:#}");
    check_llc(&fused.device, dir.path());
    let (before, after) = (dir.path().join("before"), dir.path().join("after"));
    let (bytes_before, bytes_after) = (global_bytes(&original, &before), global_bytes(&fused, &after));
    assert!(bytes_after < bytes_before, "{bytes_before} -> {bytes_after} global bytes");
    same_observable_buffers(&before, &after, "guarded_rounds: what the program observes");
}

/// There are as many `texts` as `reasons`, and each says its reason.
fn each_says(texts: &[String], reasons: &[&str]) {
    assert_eq!(texts.len(), reasons.len(), "{texts:#?}");
    for (text, reason) in texts.iter().zip(reasons) {
        assert!(text.contains(reason), "{text} does not say {reason}");
    }
}

/// The two dumps differ, and only in buffers the program freed.
fn differ_only_in_freed_buffers(before: &std::path::Path, after: &std::path::Path) {
    let everything = Command::new(env!("CARGO_BIN_EXE_syncfuse")).arg("diff").arg(before).arg(after).output().unwrap();
    let differences = String::from_utf8_lossy(&everything.stdout);
    assert!(differences.lines().all(|line| line.contains(".freed.bin")), "{differences}");
    assert!(!everything.status.success(), "the stores that went leave freed buffers different");
}

/// Renumbered element-wise launches (`tests/cuda/renumbered.cu`): a one-dimensional map
/// after a 32x32 producer and a 16x8 map after it, over 50 x 70 elements (so that every
/// guard of the renumbering is needed), run on the producer's threads: one fused kernel
/// for the three launches, the program observing the same bytes.
#[test]
fn element_wise_launches_run_on_their_producers_threads() {
    let dir = tempfile::tempdir().unwrap();
    let original = test_program("renumbered");
    let (fused, report) = fuse(plugin(), &original, dir.path());
    let renumbered = report["renumbered"].as_array().expect("renumbered launches");
    let row_lengths: Vec<_> = renumbered.iter().map(|r| r["row_length"].as_u64()).collect();
    assert_eq!(row_lengths, [Some(70), None], "{report:#}");
    let kernels = report["kernels"].as_array().unwrap();
    assert_eq!(kernels.len(), 1, "{report:#}");
    assert_eq!(kernels[0]["replaced"].as_array().map(Vec::len), Some(3), "{report:#}");
    let (before, after) = (dir.path().join("before"), dir.path().join("after"));
    global_bytes(&original, &before);
    global_bytes(&fused, &after);
    same_observable_buffers(&before, &after, "renumbered: what the program observes");
}

/// Issue 44, item 2: a GEMM's element-wise consumers run on its accumulators. Each bias
/// add (and mlp's GeLU, conv's ReLU after it) is renumbered in 2 x 2 rounds on the GEMM's
/// 16x16 threads, its kernel holds no shared tile, and the GEMM's output is forwarded in
/// registers and never stored (conv: through clang's `or` addresses, which only
/// `thread_forwarding` reads; bert_qkv: the last round's load that LLVM sank into the
/// block joining the three horizontal groups). Also with partial tiles, where each store
/// and each round's load are under guards (and LLVM's jump threading merges their
/// branches: conv), a horizontal group's block index is computed in `i8` (bert_qkv's
/// second and third groups), and LLVM sinks the GEMM's last stores into a join through
/// phis (bert_qkv at (23, 48, 3)); those programs are run and compared here, the others
/// in `fused_samples_compute_what_the_originals_compute`.
#[test]
fn epilogues_run_on_the_accumulators_in_registers() {
    // The number of fused kernels with a consumer in rounds: the test caller's copy and
    // main's (the paper's sizes), one per GEMM with a consumer after it.
    let cases: [(&str, &[i64], usize, bool); 7] = [
        ("mlp", &[32, 64, 96, 3], 4, false),
        ("conv_bias_relu", &[1, 8, 8, 64, 3, 1], 2, false),
        ("bert_qkv", &[32, 64, 2, 3], 2, false),
        ("mlp", &[20, 40, 70, 3], 4, true),
        ("conv_bias_relu", &[1, 7, 7, 40, 3, 1], 2, true),
        ("bert_qkv", &[20, 40, 2, 3], 2, true),
        ("bert_qkv", &[23, 48, 3, 3], 2, true),
    ];
    for (sample, args, in_rounds_kernels, partial) in cases {
        let dir = tempfile::tempdir().unwrap();
        let original = Modules {
            host: host_with_test_caller(sample, args, dir.path()),
            device: repo().join(format!("samples/cuda/{sample}.dev.ll")),
        };
        let (fused, report) = fuse(plugin(), &original, dir.path());
        if partial {
            check_llc(&fused.device, dir.path());
            let (before, after) = (dir.path().join("before"), dir.path().join("after"));
            execute(&original, TEST_ENTRY, &[], 1, &before);
            execute(&fused, TEST_ENTRY, &[], 1, &after);
            same_observable_buffers(&before, &after, &format!("{sample} {args:?}: partial tiles in rounds"));
        }
        let in_rounds =
            |fragment: &serde_json::Value| fragment["regrid"]["rounds"] == serde_json::json!({"x": 2, "y": 2});
        let kernels: Vec<&serde_json::Value> = (report["kernels"].as_array().unwrap().iter())
            .filter(|k| {
                k["chosen"]["plan"]["groups"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|g| g["fragments"].as_array().unwrap().iter().any(in_rounds))
            })
            .collect();
        assert_eq!(kernels.len(), in_rounds_kernels, "{sample}: {report:#}");
        for kernel in kernels {
            // Every intermediate of the kernel is forwarded in registers and its stores go.
            let stores = &kernel["stores"];
            assert_eq!(stores["shared"], serde_json::json!([]), "{sample}: {kernel:#}");
            let removed: Vec<&serde_json::Value> =
                stores["removed"].as_array().unwrap().iter().map(|r| &r["buffer"]).collect();
            let forwarded: Vec<&serde_json::Value> = stores["forwarded"].as_array().unwrap().iter().collect();
            assert!(!removed.is_empty() && removed == forwarded, "{sample}: {kernel:#}");
        }
    }
}

/// Block-level forwarding (`tests/cuda/shared_tiles.cu`): the intermediates a producer of
/// 16x16 threads and a consumer of 32x32 threads exchange inside each block live in a
/// shared tile (one read transposed inside the block, one written by the host first but
/// then all of it by the producer's must-writes, one in a host loop whose every iteration
/// writes each block's tile before reading it), and never in global memory; the one
/// copied back, the two of which the consumer may read what the host wrote (the producer
/// writes half of each tile; it writes under a data-dependent condition), the one a
/// host loop's iteration reads before rewriting it, the halves of one allocation in two
/// horizontal groups and a slice not at its allocation's start stay in global memory,
/// each with its typed reason. The program observes the
/// same bytes, moves fewer global bytes, and differs from the original only in freed
/// buffers.
#[test]
fn block_exchanged_buffers_live_in_shared_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let original = test_program("shared_tiles");
    check_shared_tiles(&original, dir.path(), true);
}

/// The same with the kernels compiled at -O1, where clang keeps the producer's 2x2 stores
/// in their two-trip loops (tested `i == 0` at the latch): counted exactly, those stores
/// are must-writes still, so the same buffers get the same tiles.
#[test]
fn must_writes_in_small_loops_at_o1_keep_the_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let tests = repo().join("tests/cuda");
    let compiled = compile_cuda(&tests.join("shared_tiles.cu"), "-O1", &cuda_root(), dir.path());
    let original = Modules { host: tests.join("shared_tiles.host.ll"), device: compiled.device };
    let kernels = std::fs::read_to_string(&original.device).unwrap();
    assert!(kernels.contains("!llvm.loop"), "at -O1 the producer's loops stay");
    check_shared_tiles(&original, dir.path(), false);
}

/// `in_registers`: the producer's stores are unrolled (clang -O2), so chain 1's element-wise
/// consumer runs on the accumulators and t1 stays in registers; at -O1 it lives in a tile.
fn check_shared_tiles(original: &Modules, dir: &std::path::Path, in_registers: bool) {
    let (fused, report) = fuse(plugin(), original, dir);
    let kernels = report["kernels"].as_array().unwrap();
    let entries = |field: &str| -> Vec<serde_json::Value> {
        kernels.iter().flat_map(|k| k["stores"][field].as_array().unwrap().clone()).collect()
    };
    let shared: Vec<(String, String)> = (entries("shared").iter())
        .map(|s| (s["buffer"].as_str().unwrap().to_string(), s["tile"].as_str().unwrap().to_string()))
        .collect();
    let tile = "32 x 32 x 4 B".to_string();
    let tiled: &[&str] = if in_registers { &["buf3", "buf7", "buf9"] } else { &["buf1", "buf3", "buf7", "buf9"] };
    let expected: Vec<(String, String)> = tiled.iter().map(|buffer| (buffer.to_string(), tile.clone())).collect();
    assert_eq!(shared, expected, "{report:#}");
    // The element-wise consumer of chain 1 runs in rounds over each producer thread's
    // elements: t1 stays in registers, its stores go.
    let removed: Vec<String> = entries("removed").iter().map(|r| r["buffer"].as_str().unwrap().to_string()).collect();
    // Only t1 is reported in registers: the loads LLVM sinks through a phi of the addresses
    // of two groups' buffers (t3, the halves of t9, t10) are loads still.
    let forwarded = entries("forwarded");
    let expected_forwarded = if in_registers { vec![serde_json::json!("buf1")] } else { vec![] };
    assert_eq!(forwarded, expected_forwarded, "{report:#}");
    assert_eq!(removed.contains(&"buf1".into()), in_registers, "{report:#}");
    let covered =
        entries("shared").iter().find(|s| s["buffer"] == "buf7").unwrap()["proof"].as_str().unwrap().to_string();
    assert!(covered.starts_with("what S33 read of buf7 in a block, earlier fragments' stores write"), "{covered}");
    let refused: Vec<String> = entries("not_shared").iter().map(|r| r.as_str().unwrap().to_string()).collect();
    let reasons = [
        "buf5: what the fused kernel writes is observed after it: S53 may read what S30 writes into buf5",
        "buf11: S37 may read what S23 wrote before the fused kernel",
        "buf13: S39 may read what S24 wrote before the fused kernel",
        "buf15: the fused launch is in a host loop, and S40 may read what S41 wrote",
        "buf16: what the fused kernel writes is observed after it",
        "buf17: fragments of two horizontal groups use it",
        "buf19: argument 1 of S46 points at byte 256 of it, not at its start",
    ];
    each_says(&refused, &reasons);
    let device = std::fs::read_to_string(&fused.device).unwrap();
    // The transposed reads' tile rows padded by one column against bank conflicts: 32 x 33
    // floats, the two tiles of sirius_fused_1's groups in one array.
    assert!(device.contains("@sirius_fused_1.tiles = internal unnamed_addr addrspace(3) global [4224 x i8]"));
    check_llc(&fused.device, dir);
    let ptxas = check_ptxas(dir);
    let fused_1 = ptxas.split("Compiling entry function 'sirius_fused_1'").nth(1).unwrap_or_default();
    assert!(fused_1.lines().take(4).any(|l| l.contains(", 4224 bytes smem")), "{ptxas}");
    let (before, after) = (dir.join("before"), dir.join("after"));
    let (bytes_before, bytes_after) = (global_bytes(original, &before), global_bytes(&fused, &after));
    // Intermediates of 64 x 96 floats, each written and read once, no longer in global
    // memory (t1 in registers or a tile, t2, t4 and t5 in tiles): three outside loops, one
    // in each of 40 iterations.
    let tile_traffic = 2 * 64 * 96 * 4;
    assert_eq!(bytes_before - bytes_after, (3 + 40) * tile_traffic, "{bytes_before} -> {bytes_after} global bytes");
    // The pass's static estimate takes off, per launch, what the executor no longer
    // counts: t1 (registers), t2 and t4 (tiles), t5 (a tile, in each of the 40 iterations).
    let estimated: Vec<u64> = (kernels.iter())
        .map(|k| &k["after_clean_up"])
        .map(|a| a["global_bytes_before"].as_u64().unwrap() - a["global_bytes"].as_u64().unwrap())
        .collect();
    assert_eq!(estimated, [tile_traffic, 2 * tile_traffic, tile_traffic, 0, 0, 0, 0], "{report:#}");
    same_observable_buffers(&before, &after, "shared_tiles: what the program observes");
    differ_only_in_freed_buffers(&before, &after);
}

/// Operands loaded once (`tests/cuda/lockstep.cu`, `sirius<orchestration=interleaved>`):
/// three launches of one tiled GEMM on a common input run in lock-step, its tiles filled
/// once into one shared array (each weight's tiles in an array of its own, cloned within
/// the occupancy budget), and two maps of that input load it once; of three more GEMMs
/// whose first has another inner size, the three are refused with the branch that tells
/// them apart and the last two run in lock-step. The executor counts exactly the global
/// bytes the report's estimate takes off, `ptxas` accepts the kernels with the cloned
/// array's shared memory, and the program observes the same bytes.
#[test]
fn fragments_in_lockstep_load_their_common_operand_once() {
    let dir = tempfile::tempdir().unwrap();
    let original = test_program("lockstep");
    let (fused, report) = common::apply_pass("sirius", "orchestration=interleaved", &original, dir.path(), "fused");
    let kernels = report["kernels"].as_array().unwrap();
    let set = |kernel: usize, index: usize| &kernels[kernel]["lockstep"][index];
    let names = |value: &serde_json::Value| -> Vec<String> {
        value.as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect()
    };
    assert_eq!(set(0, 0)["status"], "lock-step", "{report:#}");
    assert_eq!(names(&set(0, 0)["fragments"]), ["S20", "S21", "S22"]);
    assert_eq!(names(&set(0, 0)["loaded_once"]), ["buf0"]);
    assert_eq!(names(&set(0, 0)["unified_arrays"]), ["_ZZ6gemm16PKfS0_PfiiiE2As"]);
    assert_eq!(names(&set(0, 0)["private_arrays"]), ["_ZZ6gemm16PKfS0_PfiiiE2Ws"]);
    let shared = (set(0, 0)["shared_bytes_before"].as_u64(), set(0, 0)["shared_bytes_after"].as_u64());
    assert_eq!(shared, (Some(2048), Some(4096)));
    assert_eq!(
        (set(1, 0)["status"].as_str(), names(&set(1, 0)["loaded_once"])),
        (Some("lock-step"), vec!["buf0".into()])
    );
    assert_eq!(set(2, 0)["status"], "refused");
    let reason = set(2, 0)["reason"].as_str().unwrap();
    assert!(reason.contains("does not take the first one's path: a branch condition"), "{reason}");
    assert_eq!(
        (set(2, 1)["status"].as_str(), names(&set(2, 1)["fragments"])),
        (Some("lock-step"), vec!["S27".into(), "S28".into()])
    );
    check_llc(&fused.device, dir.path());
    let ptxas = check_ptxas(dir.path());
    let fused_0 = ptxas.split("Compiling entry function 'sirius_fused_0'").nth(1).unwrap_or_default();
    assert!(fused_0.lines().take(4).any(|l| l.contains(", 4096 bytes smem")), "{ptxas}");
    let (before, after) = (dir.path().join("before"), dir.path().join("after"));
    let (bytes_before, bytes_after) = (global_bytes(&original, &before), global_bytes(&fused, &after));
    let estimated: u64 = (kernels.iter())
        .map(|k| &k["after_clean_up"])
        .map(|a| a["global_bytes_before"].as_u64().unwrap() - a["global_bytes"].as_u64().unwrap())
        .sum();
    // x (64 x 48 floats) read once by the GEMMs' 12 blocks for the two later GEMMs, once by
    // the later map, and once for the last GEMM (reading 32 of its columns).
    let saved = 2 * 36_864 + 12_288 + 24_576;
    assert_eq!((bytes_before - bytes_after, estimated), (saved, saved));
    // The instructions the report re-reads from each fused kernel are what the executor
    // counts for its launch (constant trip counts, guards that hold everywhere).
    let instructions = |k: &serde_json::Value| k["after_clean_up"]["instructions"].as_u64().unwrap();
    let estimated: Vec<u64> = kernels.iter().map(instructions).collect();
    assert_eq!(estimated, launch_instructions(&after, "sirius_fused_"), "{report:#}");
    same_observable_buffers(&before, &after, "lockstep: what the program observes");
}

/// A block that owns whole rows (`samples/cuda/attention_rows.cu`, issue 44): the scores
/// GEMM (16x16 threads, barriers), the scale and the softmax (32x8 threads, warp
/// shuffles) fuse into one kernel on the GEMM's block, the others reshaped (the same
/// thread count, so every thread reaches every barrier and warps keep their lanes); the
/// host's `1 / sqrtf(dh)`, computed between two launches, is recomputed at the fused
/// launch; S and T live per block in shared memory (32 rows of the sequence each, beside
/// the GEMM's 8 KiB of operand tiles), and `ptxas` accepts the kernels. What it computes
/// is checked with the other samples (`CASES`).
#[test]
fn whole_row_blocks_keep_scores_and_scaled_scores_in_shared_memory() {
    let dir = tempfile::tempdir().unwrap();
    let original = Modules {
        host: host_with_test_caller("attention_rows", &[2, 64, 32, 3, 1], dir.path()),
        device: repo().join("samples/cuda/attention_rows.dev.ll"),
    };
    let (fused, report) = fuse(plugin(), &original, dir.path());
    // sirius_fused_0 is main's copy (128 tokens), sirius_fused_1 the test caller's (64).
    check_llc(&fused.device, dir.path());
    let ptxas = check_ptxas(dir.path());
    for (kernel, tile, shared_bytes) in
        [("sirius_fused_0", "1 x 4096 x 4 B", 40_960), ("sirius_fused_1", "1 x 2048 x 4 B", 24_576)]
    {
        let entry = report["kernels"].as_array().unwrap().iter().find(|k| k["name"] == kernel).unwrap();
        assert_eq!(entry["replaced"].as_array().map(Vec::len), Some(3), "{report:#}");
        let tiles: Vec<&str> =
            entry["stores"]["shared"].as_array().unwrap().iter().map(|s| s["tile"].as_str().unwrap()).collect();
        assert_eq!(tiles, [tile, tile], "{kernel}: {report:#}");
        let compiled = ptxas.split(&format!("Compiling entry function '{kernel}'")).nth(1).unwrap_or_default();
        assert!(compiled.lines().take(4).any(|l| l.contains(&format!(", {shared_bytes} bytes smem"))), "{ptxas}");
    }
}
