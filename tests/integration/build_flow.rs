//! The build flow end to end: `scripts/syncfuse-nvcc` compiles
//! `samples/cuda/elementwise_chain.cu` to an object and links an executable, with and
//! without the `sirius` pass, and the examples under `examples/build-flow/` build through
//! make and CMake. The object is inspected, not run (no GPU here): its fatbinary must hold a
//! cubin for the requested architecture with the fused kernel (`cuobjdump`), the host code
//! must define the fused stub and register it in the CUDA module constructor, the report
//! must say the launches were fused, and the unfused build must carry only the original
//! kernels. The host IR after embedding must still run on the CPU executor and pass the
//! sample's own check. Without opt-16 or the CUDA root the tests say why and pass
//! vacuously; without cmake the CMake test does.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common;
use common::{conforming_report, cuda_root, plugin, repo, require_files, require_tools};

const ARCH: &str = "sm_80";
const FUSED: &str = "sirius_fused_0";
/// The sample's kernels, as clang mangles them.
const ORIGINAL_KERNELS: [&str; 6] = [
    "_Z4axpyPKfS0_Pffi",
    "_Z4reluPKfPfi",
    "_Z3mulPKfS0_Pfi",
    "_Z10smooth_absPKfPfi",
    "_Z12residual_addPKfS0_Pfi",
    "_Z13scale_inplacePffi",
];

fn run(command: &mut Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{what} failed:\n{text}");
    text
}

/// The plugin and the CUDA root (with libnvfatbin and cuobjdump), if both are there.
fn toolchain() -> (&'static Path, PathBuf) {
    let root = cuda_root();
    require_files(&root, &["lib64/libnvfatbin.so.12", "bin/cuobjdump"], "scripts/setup/setup-cuda.sh");
    (plugin(), root)
}

/// `syncfuse-nvcc` with the test's plugin and CUDA root, run in `dir`.
fn wrapper(plugin: &Path, root: &Path, dir: &Path) -> Command {
    let mut command = Command::new(repo().join("scripts/syncfuse-nvcc"));
    command.current_dir(dir).env("SYNCFUSE_PLUGIN", plugin).env("CUDA_ROOT", root);
    for variable in ["SYNCFUSE_DISABLE", "SYNCFUSE_REPORT", "SYNCFUSE_KEEP", "SYNCFUSE_TILE_SYNC", "SYNCFUSE_STREAMS"] {
        command.env_remove(variable);
    }
    command
}

fn sample() -> PathBuf {
    repo().join("samples/cuda/elementwise_chain.cu")
}

/// The kernels (`.text.<name>` sections) of every cubin in the object's fatbinary.
fn device_kernels(root: &Path, object: &Path) -> Vec<String> {
    let elf = run(Command::new(root.join("bin/cuobjdump")).arg("-elf").arg(object), "cuobjdump -elf");
    let mut kernels: Vec<String> = elf
        .split_whitespace()
        .filter_map(|word| word.strip_prefix(".text."))
        .map(|name| name.trim_end_matches(|c: char| !(c.is_alphanumeric() || c == '_')).to_string())
        .collect();
    kernels.sort();
    kernels.dedup();
    kernels
}

/// The architectures of the cubins in the object's fatbinary (`arch = sm_80` lines).
fn cubin_architectures(root: &Path, object: &Path) -> Vec<String> {
    let listing = run(Command::new(root.join("bin/cuobjdump")).arg(object), "cuobjdump");
    let mut in_elf = false;
    let mut architectures = Vec::new();
    for line in listing.lines() {
        if line.starts_with("Fatbin ") {
            in_elf = line.starts_with("Fatbin elf code");
        } else if let Some(arch) = line.strip_prefix("arch = ").filter(|_| in_elf) {
            architectures.push(arch.trim().to_string());
        }
    }
    architectures
}

/// The disassembly (with relocations) of the host object's CUDA module constructor.
fn module_constructor(object: &Path) -> String {
    let text = run(Command::new("objdump").args(["-d", "-r", "--no-show-raw-insn"]).arg(object), "objdump");
    let start = text.find("<__cuda_module_ctor>:").expect("the host object has a CUDA module constructor");
    let body = &text[start..];
    body[..body.find("\n\n").unwrap_or(body.len())].to_string()
}

/// `syncfuse run` of the embedded host IR the wrapper kept in `work`, with `device` (a
/// device module it kept there) and `arguments`; its output.
fn run_embedded(work: &Path, device: &str, arguments: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(work.join("host.embedded.ll")).arg("--device").arg(work.join(device));
    run(command.args(arguments), "syncfuse run on the embedded host IR")
}

/// The report says the six launches became one fused kernel named `FUSED`.
fn assert_fused(report: &serde_json::Value) {
    let fused = report["kernels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["name"] == FUSED)
        .unwrap_or_else(|| panic!("no {FUSED} in the report:\n{report:#}"));
    assert_eq!(fused["status"], "fused", "{fused:#}");
    assert_eq!(fused["replaced"].as_array().unwrap().len(), 6, "{fused:#}");
}

#[test]
fn wrapper_fuses_registers_and_embeds_the_fused_kernel() {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("keep");
    run(
        wrapper(plugin, &root, dir.path())
            .env("SYNCFUSE_KEEP", &keep)
            .args([&format!("-arch={ARCH}"), "-O2", "-c"])
            .arg(sample())
            .args(["-o", "chain.o"]),
        "syncfuse-nvcc -c",
    );
    let object = dir.path().join("chain.o");
    assert_fused(&conforming_report(&dir.path().join("chain.sirius.json")));

    assert_eq!(cubin_architectures(&root, &object), vec![ARCH.to_string()]);
    let kernels = device_kernels(&root, &object);
    assert!(kernels.iter().any(|k| k == FUSED), "no {FUSED} in the fatbinary's cubin: {kernels:?}");

    let symbols = run(Command::new("nm").arg(&object), "nm");
    let stub = format!("__device_stub__{FUSED}");
    assert!(symbols.lines().any(|l| l.ends_with(&format!(" T {stub}"))), "{stub} not defined:\n{symbols}");
    let constructor = module_constructor(&object);
    assert!(constructor.contains("__cudaRegisterFatBinary"), "{constructor}");
    assert!(
        constructor.contains(&format!("\t{stub}-")) && constructor.contains("__cudaRegisterFunction"),
        "the module constructor does not register {stub}:\n{constructor}"
    );
    let strings = run(Command::new("readelf").args(["-p", ".rodata.str1.1"]).arg(&object), "readelf -p");
    assert!(strings.contains(FUSED), "the registered name {FUSED} is not in the host strings:\n{strings}");

    run(wrapper(plugin, &root, dir.path()).args(["chain.o", "-o", "chain"]), "syncfuse-nvcc (link)");
    assert!(dir.path().join("chain").is_file());

    // The embedded host IR (and the fused device IR) on the CPU executor, at a small size.
    let work = keep.join("0.elementwise_chain");
    let executor =
        run_embedded(&work, "device.fused.ll", &["--entry", "run_elementwise_chain", "--arg", "5000", "--arg", "1"]);
    assert!(executor.contains("ok (0 mismatches)"), "{executor}");
    assert!(executor.contains(FUSED) && executor.contains("total: 1 launches"), "{executor}");
}

/// `SYNCFUSE_TILE_SYNC=force`: `tile-sync` after `sirius` in the wrapper's pipeline; llc-16
/// and ptxas accept the kernel copies and the wait kernel, the host object registers their
/// stubs, and the embedded host IR runs on the executor with blocks of both streams
/// resident together.
#[test]
fn wrapper_runs_tile_sync_after_sirius() {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("keep");
    let source = repo().join("tests/lit/uar/Inputs/tile-loop.cu");
    run(
        wrapper(plugin, &root, dir.path())
            .env("SYNCFUSE_KEEP", &keep)
            .env("SYNCFUSE_TILE_SYNC", "force")
            .args([&format!("-arch={ARCH}"), "-O2", "-c"])
            .arg(&source)
            .args(["-o", "loop.o"]),
        "SYNCFUSE_TILE_SYNC=force syncfuse-nvcc -c",
    );
    let report = conforming_report(&dir.path().join("loop.tile-sync.json"));
    assert_eq!(report["pairs"][0]["status"], "tile-synchronised", "{report:#}");
    let object = dir.path().join("loop.o");
    let kernels = device_kernels(&root, &object);
    for kernel in ["_Z4fillPff_tile0_producer", "_Z10shift_leftPfPKfi_tile0_consumer", "syncfuse_tile0_wait"] {
        assert!(kernels.iter().any(|k| k == kernel), "no {kernel} in the cubin: {kernels:?}");
        let constructor = module_constructor(&object);
        assert!(
            constructor.contains(&format!("\t__device_stub__{kernel}-")),
            "{kernel} not registered:\n{constructor}"
        );
    }
    let work = keep.join("0.tile-loop");
    let executor = run_embedded(&work, "device.tiles.ll", &["--entry", "main", "--sms", "3"]);
    assert!(executor.contains("@main returned 0") && executor.contains("syncfuse_tile0_wait"), "{executor}");
}

/// `SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=<streams>`: `streams` alone on `sample` whose
/// `main` (`sample_main`) becomes `test_main`, compiled as `<stem>.cu` and linked; returns
/// `main`'s region of the report and the output of the embedded host IR run on the
/// executor (`sms` multiprocessors) with the device module `streams` wrote.
fn wrapper_streams_case(
    (sample, sample_main, test_main): (&str, &str, &str),
    (stem, streams): (&str, &str),
    sms: &str,
) -> (serde_json::Value, String) {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    let keep = dir.path().join("keep");
    let text = std::fs::read_to_string(repo().join(format!("samples/cuda/{sample}.cu"))).unwrap();
    assert!(text.contains(sample_main), "the sample's main changed");
    std::fs::write(dir.path().join(format!("{stem}.cu")), text.replace(sample_main, test_main)).unwrap();
    let what = format!("SYNCFUSE_STREAMS={streams} syncfuse-nvcc -c");
    run(
        wrapper(plugin, &root, dir.path())
            .env("SYNCFUSE_KEEP", &keep)
            .env("SYNCFUSE_DISABLE", "1")
            .env("SYNCFUSE_STREAMS", streams)
            .args([&format!("-arch={ARCH}"), "-O2", "-I"])
            .arg(repo().join("samples/cuda"))
            .args(["-c", &format!("{stem}.cu"), "-o", &format!("{stem}.o")]),
        &what,
    );
    let report = conforming_report(&dir.path().join(format!("{stem}.streams.json")));
    let of_main = |r: &&serde_json::Value| r["function"].as_str().is_some_and(|f| f.ends_with("@main"));
    let region = report["regions"].as_array().unwrap().iter().find(of_main).expect("main's region").clone();
    run(wrapper(plugin, &root, dir.path()).args([&format!("{stem}.o"), "-o", stem]), "syncfuse-nvcc (link)");
    let work = keep.join(format!("0.{stem}"));
    (region, run_embedded(&work, "device.split.ll", &["--entry", "main", "--sms", sms]))
}

/// `SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=force`: `streams` alone (sirius would fuse the
/// eight GEMMs into one launch) on the small-GEMM sample with a `main` at test sizes; the
/// host object links, and the embedded host IR runs on the executor with the eight GEMMs
/// of `main`'s copy of `run_small_gemms` on four streams.
#[test]
fn wrapper_runs_streams_without_sirius() {
    let mains = (
        "small_gemms",
        "int main() { return run_small_gemms(64, 1024, 1, 0); }",
        "int main() { return run_small_gemms(40, 72, 1, 1); }",
    );
    let (region, executor) = wrapper_streams_case(mains, ("gemms", "force"), "8");
    assert_eq!((&region["status"], &region["streams_used"]), (&serde_json::json!("streams"), &serde_json::json!(4)));
    assert!(executor.contains("small_gemms size=40 depth=72: ok"), "{executor}");
}

/// `SYNCFUSE_DISABLE=1 SYNCFUSE_STREAMS=split=2`: graph split alone on the wave-tail
/// sample at test sizes; ptxas accepts the kernel copies of each part, the host object
/// links, and the embedded program runs on the executor with each launch of `main`'s
/// chain in two parts on two streams.
#[test]
fn wrapper_splits_a_chain_into_parts() {
    let mains = (
        "wave_tail",
        "int main() { return run_wave_tail(140, 512, 1, 1); }",
        "int main() { return run_wave_tail(6, 8, 1, 1); }",
    );
    let (region, executor) = wrapper_streams_case(mains, ("tail", "split=2"), "4");
    assert_eq!(region["split"]["chosen"]["bounds"], serde_json::json!([0, 3, 6]), "{region:#}");
    assert!(executor.contains("wave_tail blocks=6 steps=8: ok"), "{executor}");
}

#[test]
fn wrapper_without_fusion_keeps_the_original_kernels() {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    run(
        wrapper(plugin, &root, dir.path())
            .env("SYNCFUSE_DISABLE", "1")
            .args(["-arch", ARCH, "-c"])
            .arg(sample())
            .args(["-o", "chain.o"]),
        "SYNCFUSE_DISABLE=1 syncfuse-nvcc -c",
    );
    let object = dir.path().join("chain.o");
    assert!(!dir.path().join("chain.sirius.json").exists(), "no pass, no report");
    let mut expected: Vec<String> = ORIGINAL_KERNELS.iter().map(|k| k.to_string()).collect();
    expected.sort();
    assert_eq!(device_kernels(&root, &object), expected);
    assert_eq!(cubin_architectures(&root, &object), vec![ARCH.to_string()]);
    let symbols = run(Command::new("nm").arg(&object), "nm");
    assert!(!symbols.contains("sirius"), "{symbols}");
    assert!(module_constructor(&object).contains("__cudaRegisterFunction"));
    run(wrapper(plugin, &root, dir.path()).args(["chain.o", "-o", "chain"]), "syncfuse-nvcc (link)");
}

#[test]
fn wrapper_reports_the_failing_stage_and_rejects_unknown_flags() {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.cu"), "__global__ void k(int *p) { p[0] = ; }\n").unwrap();
    let output = wrapper(plugin, &root, dir.path()).args(["-c", "bad.cu"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("syncfuse-nvcc: error: clang (device) failed"), "{stderr}");

    let output = wrapper(plugin, &root, dir.path()).args(["-Xcompiler", "-fPIC", "-c", "bad.cu"]).output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("unrecognized arguments: -Xcompiler -fPIC"), "{stderr}");
}

#[test]
fn makefile_example_builds_with_the_wrapper() {
    let (plugin, root) = toolchain();
    let dir = tempfile::tempdir().unwrap();
    run(
        Command::new("make")
            .arg("-C")
            .arg(repo().join("examples/build-flow"))
            .arg(format!("BUILD={}", dir.path().display()))
            .arg(format!("ARCH={ARCH}"))
            .env("SYNCFUSE_PLUGIN", plugin)
            .env("CUDA_ROOT", &root)
            .env_remove("SYNCFUSE_DISABLE"),
        "make examples/build-flow",
    );
    assert!(dir.path().join("chain").is_file());
    assert_fused(&conforming_report(&dir.path().join("chain.sirius.json")));
    assert!(device_kernels(&root, &dir.path().join("chain.o")).iter().any(|k| k == FUSED));
}

#[test]
fn cmake_example_builds_with_the_wrapper() {
    let (plugin, root) = toolchain();
    require_tools(&["cmake"]);
    let dir = tempfile::tempdir().unwrap();
    let configure = Command::new("cmake")
        .arg("-S")
        .arg(repo().join("examples/build-flow"))
        .arg("-B")
        .arg(dir.path())
        .arg(format!("-DCUDA_ROOT={}", root.display()))
        .arg(format!("-DCUDA_ARCH={ARCH}"))
        .output()
        .unwrap();
    assert!(configure.status.success(), "cmake configure:\n{}", String::from_utf8_lossy(&configure.stderr));
    run(
        Command::new("cmake")
            .arg("--build")
            .arg(dir.path())
            .env("SYNCFUSE_PLUGIN", plugin)
            .env("CUDA_ROOT", &root)
            .env_remove("SYNCFUSE_DISABLE"),
        "cmake --build",
    );
    assert!(dir.path().join("chain").is_file());
    assert_fused(&conforming_report(&dir.path().join("chain.sirius.json")));
}
