//! The CUDA samples (`samples/cuda/*.cu` with their clang-16 `.host.ll`/`.dev.ll`) on the
//! CUDA executor: every sample's `run_<name>` entry, at small sizes, returns 0 (its own
//! reference check passes) without any executor error; `bert_qkv`'s output buffers also
//! match a reference computed here in plain Rust; every seeded bug in
//! `samples/cuda/bugs/` is stopped with the error kind its name announces. Every sample
//! named here must be in the tree with its IR: a missing one fails.

use std::path::{Path, PathBuf};
use syncfuse::sim::ascend::run::KernelArg;
use syncfuse::sim::cuda::{run, RunOptions, RunOutcome};
use syncfuse::sim::host::error::ErrorKind;

/// Small arguments of each sample's `run_<name>` entry.
const SMALL_SIZES: &[(&str, &[i64])] = &[
    ("attention", &[2, 48, 32, 1, 1]),
    ("attention_heads", &[48, 32, 1, 1]),
    ("attention_rows", &[2, 48, 32, 1, 1]),
    ("bert_qkv", &[48, 64, 4, 1]),
    ("block_reduce", &[3000, 1]),
    ("block_shuffle", &[1000, 1]),
    ("conv_bias_relu", &[2, 6, 7, 40, 1, 1]),
    ("conv_chain", &[2, 6, 7, 40, 1, 1]),
    ("elementwise_chain", &[5000, 1]),
    ("gpt3_mlp", &[40, 64, 96, 1, 1]),
    ("host_loop", &[37, 50, 3, 1]),
    ("inception", &[3000, 1, 1]),
    ("llama_mlp", &[40, 64, 96, 1, 1]),
    ("lstm", &[5, 2, 24, 32, 1]),
    ("mlp", &[24, 64, 96, 1]),
    ("small_gemms", &[40, 72, 1, 1]),
    ("transpose_gemm", &[37, 50, 70, 1]),
    ("wave_tail", &[5, 16, 1, 1]),
    // The seeded bugs (samples/cuda/bugs): sizes that make the bug show.
    ("barrier_divergence", &[512, 1]),
    ("cross_block_race", &[1024, 1]),
    ("oob", &[1000, 1]),
    ("smem_race", &[512, 1]),
];

fn small_sizes(name: &str) -> &'static [i64] {
    let sizes = SMALL_SIZES.iter().find(|(sample, _)| *sample == name).map(|(_, sizes)| *sizes);
    sizes.unwrap_or_else(|| panic!("add small sizes for sample '{name}' to SMALL_SIZES"))
}

fn samples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("samples/cuda")
}

/// The samples with IR in `dir`: name -> (host IR path, device IR path).
fn programs(dir: &Path) -> Vec<(String, PathBuf, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut found: Vec<(String, PathBuf, PathBuf)> = entries
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_name()?.to_str()?.strip_suffix(".host.ll")?.to_string();
            let device = dir.join(format!("{name}.dev.ll"));
            device.exists().then_some((name, path, device))
        })
        .collect();
    found.sort();
    found
}

/// Fails unless every sample of `expected` and every `.cu` in `dir` has its IR in `dir`.
fn assert_every_sample_is_found(dir: &Path, found: &[(String, PathBuf, PathBuf)], expected: &[&str]) {
    let names: Vec<&str> = found.iter().map(|(name, _, _)| name.as_str()).collect();
    let sources: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|entry| Some(entry.ok()?.file_name().to_str()?.strip_suffix(".cu")?.to_string()))
        .collect();
    assert!(!sources.is_empty(), "no *.cu in {}", dir.display());
    for name in expected.iter().copied().chain(sources.iter().map(String::as_str)) {
        assert!(names.contains(&name), "sample '{name}' or its .host.ll/.dev.ll is missing");
    }
}

fn run_sample(host: &Path, device: &Path, entry: &str, args: &[i64], options: &RunOptions) -> RunOutcome {
    let read = |path: &Path| std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let args: Vec<KernelArg> = args.iter().map(|&v| KernelArg::Int(v)).collect();
    run(&read(host), Some(&read(device)), entry, &args, options)
}

#[test]
fn every_sample_passes_its_own_check_at_small_sizes() {
    let found = programs(&samples());
    assert_every_sample_is_found(
        &samples(),
        &found,
        &[
            "bert_qkv",
            "block_reduce",
            "block_shuffle",
            "elementwise_chain",
            "host_loop",
            "lstm",
            "mlp",
            "transpose_gemm",
        ],
    );
    for (name, host, device) in found {
        let outcome = run_sample(&host, &device, &format!("run_{name}"), small_sizes(&name), &RunOptions::default());
        let printed = String::from_utf8_lossy(&outcome.output);
        assert_eq!(outcome.result, Ok(0), "{name}: {printed}");
        assert!(outcome.counters.totals.launches > 0, "{name} launched no kernel");
    }
}

/// `lcg_uniform` of bert_qkv.cu: a 32-bit LCG scaled to [-0.5, 0.5).
struct Lcg(u32);

impl Lcg {
    fn fill(&mut self, n: usize, scale: f32) -> Vec<f32> {
        (0..n)
            .map(|_| {
                self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                scale * ((self.0 >> 8) as f32 * (1.0 / 16_777_216.0) - 0.5)
            })
            .collect()
    }
}

#[test]
fn bert_qkv_heads_match_a_rust_reference() {
    let (host, device) = (samples().join("bert_qkv.host.ll"), samples().join("bert_qkv.dev.ll"));
    let (seq, hidden, heads, seed) = (32usize, 64usize, 4usize, 3u32);
    let options = RunOptions { keep_freed: true, ..RunOptions::default() };
    let outcome =
        run_sample(&host, &device, "run_bert_qkv", &[seq as i64, hidden as i64, heads as i64, seed as i64], &options);
    assert_eq!(outcome.result, Ok(0));
    let mut lcg = Lcg(seed);
    let x = lcg.fill(seq * hidden, 1.0);
    let head_dim = hidden / heads;
    // Device allocations: dX, then per branch dW, db, dG, dB, dR; then dS.
    let device_buffers: Vec<&[u8]> =
        outcome.allocations.iter().filter(|a| a.space == "device").map(|a| a.bytes.as_slice()).collect();
    for branch in 0..3 {
        let w = lcg.fill(hidden * hidden, 0.2);
        let b = lcg.fill(hidden, 1.0);
        let got: Vec<f32> =
            device_buffers[5 + 5 * branch].chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
        for s in 0..seq {
            for c in 0..hidden {
                let dot: f64 = (0..hidden).map(|k| f64::from(x[s * hidden + k]) * f64::from(w[k * hidden + c])).sum();
                let expected = dot + f64::from(b[c]);
                let (h, d) = (c / head_dim, c % head_dim);
                let value = f64::from(got[(h * seq + s) * head_dim + d]);
                assert!(
                    (value - expected).abs() <= 1e-5 * (1.0 + expected.abs()),
                    "branch {branch} [{s}][{c}]: {value} vs {expected}"
                );
            }
        }
    }
}

#[test]
fn transpose_gemm_outputs_match_a_rust_reference() {
    let (host, device) = (samples().join("transpose_gemm.host.ll"), samples().join("transpose_gemm.dev.ll"));
    let (m, n, k, seed) = (37usize, 50usize, 70usize, 5u32);
    let options = RunOptions { keep_freed: true, ..RunOptions::default() };
    let outcome =
        run_sample(&host, &device, "run_transpose_gemm", &[m as i64, n as i64, k as i64, seed as i64], &options);
    assert_eq!(outcome.result, Ok(0));
    let mut lcg = Lcg(seed);
    let (at, b) = (lcg.fill(k * m, 2.0), lcg.fill(k * n, 0.2));
    // Device allocations: dAt, dA, dB, dC.
    let device: Vec<Vec<f32>> = outcome
        .allocations
        .iter()
        .filter(|a| a.space == "device")
        .map(|a| a.bytes.chunks(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect())
        .collect();
    let transposed: Vec<f32> = (0..m * k).map(|i| at[(i % k) * m + i / k]).collect();
    assert_eq!(device[1], transposed, "A = At^T exactly");
    for r in 0..m {
        for c in 0..n {
            let expected: f64 = (0..k).map(|i| f64::from(transposed[r * k + i]) * f64::from(b[i * n + c])).sum();
            let got = f64::from(device[3][r * n + c]);
            assert!((got - expected).abs() <= 1e-5 * (1.0 + expected.abs()), "C[{r}][{c}]: {got} vs {expected}");
        }
    }
}

/// The error kind a seeded bug's file name announces.
fn expected_kind(name: &str) -> Option<ErrorKind> {
    [
        ("race", ErrorKind::DataRace),
        ("diverg", ErrorKind::BarrierDivergence),
        ("oob", ErrorKind::OutOfBounds),
        ("out_of_bounds", ErrorKind::OutOfBounds),
        ("bounds", ErrorKind::OutOfBounds),
        ("after_free", ErrorKind::UseAfterFree),
    ]
    .iter()
    .find(|(word, _)| name.contains(word))
    .map(|&(_, kind)| kind)
}

#[test]
fn every_seeded_bug_is_caught_with_its_kind() {
    let found = programs(&samples().join("bugs"));
    let expected = ["barrier_divergence", "cross_block_race", "oob", "smem_race"];
    assert_every_sample_is_found(&samples().join("bugs"), &found, &expected);
    for (name, host, device) in found {
        let kind = expected_kind(&name).unwrap_or_else(|| panic!("bug '{name}': its name says no error kind"));
        let outcome = run_sample(&host, &device, &format!("run_{name}"), small_sizes(&name), &RunOptions::default());
        let error = outcome.result.expect_err(&format!("bug '{name}' ran clean"));
        assert_eq!(error.kind, kind, "{name}: {error}");
    }
}
