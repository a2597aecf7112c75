//! Differential testing of `sirius` on programs it has never seen: random chains of kernel
//! launches (`scripts/generators/gen-random-cuda-chain.py`: element-wise maps, block reductions in
//! static and dynamic shared memory, in-block rotations and shuffles through masked and
//! divided indices, transposes, reversed and shifted reads, atomic counts, tiled GEMMs,
//! twin launches for horizontal fusion or on overlapping views, pointers into buffers,
//! host loops (some with independent iterations, which `sirius` fuses into one launch), ping-pong loops (some with a stencil reading across blocks in the next
//! iteration), cudaMemcpy in the middle; random sizes, block shapes and grids), compiled by clang-16 (split flow,
//! -O1 for every third seed, else -O2) and fused by the real plugin in `opt-16`. For every
//! program, through `main` (which the pass specialises for its constant sizes), through
//! the exported `run_chain` called with the same sizes (symbolic analysis), and through
//! `main` of both modules linked into one (`sirius` without `device=`), the original and
//! the fused program must run on the executor without race, barrier divergence or
//! out-of-bounds access and leave bit-identical host buffers and device buffers left at
//! exit (a freed intermediate whose unobserved stores were removed may differ), the fused
//! one with no more launches; the fused device module must pass `llc-16`. Across the seeds,
//! fusion must cut launches in at least half of the programs and every generator feature
//! must appear (so the test cannot pass vacuously). A program with siblings (one kernel
//! launched several times on one common input) is also fused with
//! `orchestration=interleaved`, which runs them in lock-step, and one with a straight or
//! flattened tile pair with `partial-tiles=shared-tile` (the default runs its consumer in
//! rounds over the producer's guarded stores, partial tiles included; this keeps a shared
//! tile for partial tiles), each checked the same way through `main`. Per-seed figures are
//! printed (`--nocapture`), with the element-wise launches left on their own grid by
//! reason. `SIRIUS_RANDOM_CHAINS=N` runs seeds 0..N instead of the default set (from
//! `SIRIUS_RANDOM_FIRST=F` on: F..F+N), for fuzzing campaigns. Without the LLVM 16 tools
//! or the CUDA root the test says why and passes vacuously.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::common;
use common::{
    apply_pass, check_llc, cuda_root, execute, execute_single, fuse, fuse_single, fused_kernels, plugin, random_chain,
    require_tools, run, same_observable_buffers, Modules,
};

/// The default seeds (the test command's; `scripts/campaigns/campaigns.sh sirius` runs
/// 0..300): together they use every generator feature, chosen by a greedy cover of the
/// features over seeds 0..60 that starts from the seeds that found bugs or first showed a
/// shape: 38 is the first with a branch that launches in both arms, 46 the first with
/// overlapping in-place twins; 10 and 24 found the dynamic-shared-memory and the atomics
/// bugs (docs/sirius.md); 18 has slices of one buffer at constant distances in one fused
/// kernel (the common-base rewriting); 55 a slices loop two blocks deep; 25 and 40 call a
/// function of the program between the row strips' factor and its launch (after `sqrtf`,
/// after a read of the global the call changes: neither may be recomputed past it); 61
/// is the one of 0..80 whose tile pair runs on whole tiles with a straight consumer (it
/// runs in rounds over the producer threads' elements, the intermediate in registers);
/// 227 chains two tile pairs (the second producer reads the first pair's output): the
/// forwarding before O2's jump threading keeps two more buffers in registers there than
/// the walk after O2 alone (3 against 1).
/// 18, 21 and 24 compile at -O1 (every third seed), the rest at -O2.
fn default_seeds() -> Vec<u64> {
    vec![1, 2, 5, 10, 11, 13, 18, 21, 24, 25, 38, 40, 46, 55, 61, 227]
}

/// Source fragments that show each generator feature.
const FEATURES: &[&str] = &[
    "// siblings",
    "// whole tiles",
    "// twin tile pairs",
    "// chained tile pairs",
    "// row strips",
    "= strip_scale;",
    "bump_strip_scale();",
    "_guard(",
    "_exact(",
    "_stride(",
    "_2d(",
    "_inplace(",
    "_alias(",
    "zip_",
    "block_sum_",
    "block_center_",
    "rotate_",
    "shuffle_",
    "stencil3<<<",
    "transpose_tile",
    "transpose_naive",
    "reverse(",
    "shift(",
    "gemm_tile",
    "for (int it",
    "cur = nxt;",
    "cudaMemcpyDeviceToDevice);",
    "snapshot, d_",
    "&d_v",
    "[0], n);",
    "d_part2,",
    "block_sum_dyn<<<",
    "count_positive<<<",
    "tile_swap<<<",
    "tile_shift<<<",
    "tile_flat<<<",
    // Host control flow: a branch with both arms, a switch on a loop counter and on the
    // seed, a loop left when the device says so, a helper called conditionally, syncs
    // and error checks between launches.
    "} else {",
    "switch (it % 3)",
    "switch (seed % 3)",
    ") break;",
    "helper0(d_",
    "check(cudaGetLastError());",
    "check(cudaDeviceSynchronize());",
    // A host loop launching on its own slice per iteration (independent iterations): by
    // index, by advanced pointers, two blocks deep, with a float varying per iteration.
    "at = it * ",
    "it, n - it * ",
    "dim3(1, 1, 2)",
    "float scale",
    // Siblings over arrays of device pointers, in a loop clang unrolls.
    "for (int s = 0; s <",
];

/// The constant arguments `main` passes to `run_chain`.
fn main_arguments(source: &str) -> Vec<i64> {
    let call = source.lines().find(|l| l.starts_with("int main()")).expect("a main");
    let inside = &call[call.find("run_chain(").unwrap() + "run_chain(".len()..call.rfind(')').unwrap()];
    inside.split(',').map(|a| a.trim().parse().unwrap()).collect()
}

/// Runs `entry(args)` of the original and the fused program, requires identical buffers
/// and no more launches; returns the launches before and after.
fn compare(original: &Modules, fused: &Modules, entry: &str, args: &[i64], seed: u64, dir: &Path) -> (u64, u64) {
    let (before, after) = (dir.join(format!("{entry}.before")), dir.join(format!("{entry}.after")));
    let launches_before = execute(original, entry, args, seed, &before);
    let launches_after = execute(fused, entry, args, seed, &after);
    assert!(launches_after <= launches_before, "{entry}: {launches_after} launches > {launches_before}");
    same_observable_buffers(&before, &after, &format!("{entry}: buffers of the original and the fused program"));
    (launches_before, launches_after)
}

/// The single-module form: host and device modules linked by `llvm-link-16`, fused
/// without `device=`; `main` must leave the same buffers with no more launches. Returns
/// the launches before and after.
fn compare_single(plugin: &Path, original: &Modules, seed: u64, dir: &Path) -> (u64, u64) {
    let dir = dir.join("single");
    std::fs::create_dir(&dir).unwrap();
    let linked = dir.join("linked.ll");
    let mut link = Command::new("llvm-link-16");
    link.arg("-S").arg(&original.host).arg(&original.device).arg("-o").arg(&linked);
    run(&mut link, "llvm-link-16");
    let fused = fuse_single(plugin, &linked, &dir);
    let (before, after) = (dir.join("before"), dir.join("after"));
    let (launches_before, launches_after) =
        (execute_single(&linked, seed, &before), execute_single(&fused, seed, &after));
    assert!(launches_after <= launches_before, "single module: {launches_after} launches > {launches_before}");
    same_observable_buffers(&before, &after, "single module: buffers of the original and the fused program");
    (launches_before, launches_after)
}

/// Figures of one program: launches before/after through `main`, fused kernels,
/// element-wise launches renumbered on a producer's grid, and buffers whose loads were
/// all forwarded in registers, whose stores were removed, and that live in shared tiles
/// (every fused kernel of the module), sets of fragments run in lock-step, and host loops
/// whose iterations became one launch per launch site; and the remark names of the
/// element-wise launches left on their own grid (`not_renumbered`).
struct Figures {
    before: u64,
    after: u64,
    fused_kernels: usize,
    renumbered: usize,
    not_renumbered: Vec<String>,
    forwarded: usize,
    removed: usize,
    shared: usize,
    lockstep: usize,
    iterated: usize,
}

/// How many buffers the report's fused kernels list under `stores.<field>`.
fn store_buffers(report: &serde_json::Value, field: &str) -> usize {
    let kernels = report["kernels"].as_array().map(Vec::as_slice).unwrap_or_default();
    kernels.iter().map(|k| k["stores"][field].as_array().map_or(0, Vec::len)).sum()
}

/// How many sets of the report's fused kernels run in lock-step.
fn lockstep_sets(report: &serde_json::Value) -> usize {
    let kernels = report["kernels"].as_array().map(Vec::as_slice).unwrap_or_default();
    let sets = kernels.iter().flat_map(|k| k["lockstep"].as_array().map(Vec::as_slice).unwrap_or_default());
    sets.filter(|set| set["status"] == "lock-step").count()
}

/// `original` fused with the `sirius` options `parameters` (in a directory of their own
/// under `dir`) runs through `main` as the original does; its report.
fn check_with_options(original: &Modules, parameters: &str, seed: u64, dir: &Path) -> serde_json::Value {
    let own = dir.join(parameters.replace('=', "-"));
    std::fs::create_dir(&own).unwrap();
    let (fused, report) = apply_pass("sirius", parameters, original, &own, "fused");
    check_llc(&fused.device, &own);
    compare(original, &fused, "main", &[], seed, &own);
    report
}

fn check_seed(plugin: &Path, cuda: &Path, seed: u64) -> (String, Figures) {
    let dir = tempfile::tempdir().unwrap();
    let level = if seed.is_multiple_of(3) { "-O1" } else { "-O2" };
    let (source, original) = random_chain(seed, level, cuda, dir.path());
    let (fused, report) = fuse(plugin, &original, dir.path());
    let fused_kernels = fused_kernels(&report);
    let iterations = report["iterations"].as_array().map(Vec::as_slice).unwrap_or_default();
    let iterated = iterations.iter().filter(|entry| entry["status"] == "fused").count();
    if fused_kernels + iterated > 0 {
        check_llc(&fused.device, dir.path());
    }
    let (forwarded, removed) = (store_buffers(&report, "forwarded"), store_buffers(&report, "removed"));
    let shared = store_buffers(&report, "shared");
    let renumbered = report["renumbered"].as_array().map_or(0, Vec::len);
    let refusals = report["not_renumbered"].as_array().map(Vec::as_slice).unwrap_or_default();
    let not_renumbered: Vec<String> = refusals.iter().map(|r| r["remark"].as_str().unwrap().to_string()).collect();
    let mut lockstep = lockstep_sets(&report);
    let (before, after) = compare(&original, &fused, "main", &[], seed, dir.path());
    if source.contains("// siblings") {
        let report = check_with_options(&original, "orchestration=interleaved", seed, dir.path());
        lockstep += lockstep_sets(&report);
    }
    let mut tiles_asked = 0;
    if source.contains("tile_shift<<<") || source.contains("tile_flat<<<") {
        let report = check_with_options(&original, "partial-tiles=shared-tile", seed, dir.path());
        tiles_asked = store_buffers(&report, "shared");
    }
    let (exported_before, exported_after) =
        compare(&original, &fused, "run_chain", &main_arguments(&source), seed + 1, dir.path());
    let (single_before, single_after) = compare_single(plugin, &original, seed + 2, dir.path());
    println!(
        "seed {seed} {level}: main {before} -> {after} launches, run_chain {exported_before} -> {exported_after}, \
         single module {single_before} -> {single_after}, {fused_kernels} fused kernels, \
         {renumbered} renumbered ({} not), {tiles_asked} in shared tiles with partial-tiles=shared-tile, {forwarded} buffers forwarded in registers, {removed} with stores removed, {shared} in shared tiles, \
         {lockstep} sets in lock-step, {iterated} loops' iterations fused",
        not_renumbered.len()
    );
    let figures = Figures {
        before,
        after,
        fused_kernels,
        renumbered,
        not_renumbered,
        forwarded,
        removed,
        shared,
        lockstep,
        iterated,
    };
    (source, figures)
}

/// How many element-wise launches of all programs were left on their own grid, per reason.
fn refusals_by_reason(figures: &[Figures]) -> BTreeMap<&str, usize> {
    let mut counts = BTreeMap::new();
    for remark in figures.iter().flat_map(|f| &f.not_renumbered) {
        *counts.entry(remark.as_str()).or_default() += 1;
    }
    counts
}

#[test]
fn fused_random_chains_compute_what_the_originals_compute() {
    require_tools(&["clang-16", "llc-16", "llvm-link-16"]);
    let cuda = cuda_root();
    let plugin = plugin();
    let campaign = common::optional_setting("SIRIUS_RANDOM_CHAINS");
    let first = common::setting("SIRIUS_RANDOM_FIRST", 0);
    let seeds = campaign.map_or_else(default_seeds, |n| (first..first + n).collect());
    let (mut failures, mut figures, mut sources) = (Vec::new(), Vec::new(), String::new());
    for &seed in &seeds {
        match std::panic::catch_unwind(|| check_seed(plugin, &cuda, seed)) {
            Ok((source, figure)) => {
                sources += &source;
                figures.push(figure);
            }
            Err(_) => {
                println!("seed {seed}: FAILED (the panic message above)");
                failures.push(seed);
            }
        }
    }
    let sum = |f: fn(&Figures) -> u64| figures.iter().map(f).sum::<u64>();
    let fusing = figures.iter().filter(|f| f.after < f.before).count();
    println!(
        "{} programs: launches {} -> {} through main, {} fused kernels, fewer launches in {fusing}, \
         {} element-wise launches renumbered (not: {:?}); {} buffers forwarded in registers, {} with their stores removed, {} in shared tiles; \
         {} sets in lock-step; {} loops' iterations fused",
        figures.len(),
        sum(|f| f.before),
        sum(|f| f.after),
        sum(|f| f.fused_kernels as u64),
        sum(|f| f.renumbered as u64),
        refusals_by_reason(&figures),
        sum(|f| f.forwarded as u64),
        sum(|f| f.removed as u64),
        sum(|f| f.shared as u64),
        sum(|f| f.lockstep as u64),
        sum(|f| f.iterated as u64)
    );
    assert!(failures.is_empty(), "seeds {failures:?} failed (messages above)");
    assert!(2 * fusing >= figures.len(), "fusion cut launches in only {fusing} of {} programs", figures.len());
    let missing: Vec<_> = FEATURES.iter().filter(|f| !sources.contains(*f)).collect();
    assert!(campaign.is_some() || missing.is_empty(), "no program used {missing:?}");
}
