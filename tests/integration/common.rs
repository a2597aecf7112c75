//! Shared by the integration tests that drive the real plugin through `opt-16`: the
//! repository root and the plugin, built once per test process with
//! `scripts/setup/build-plugin.sh` (or taken from `SYNCFUSE_PLUGIN`). A missing tool or input
//! fails the test, naming what to install (`scripts/setup.sh` installs everything): no test
//! passes because what it needs is absent. The `sirius` tests also
//! share the steps of a differential run: fuse with `opt-16`, check the fused device
//! module with `llc-16`, run a program on the executor, compare two dumps.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// A count a campaign sets through the environment (`NAME=N`), `None` when unset; a value
/// that is not a count stops the test (a campaign with a typo must not quietly run the test
/// command's count).
pub fn optional_setting(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    Some(value.parse().unwrap_or_else(|_| panic!("{name}={value} is not a count")))
}

/// `optional_setting`, or `default` (the test command's count) when unset.
pub fn setting(name: &str, default: u64) -> u64 {
    optional_setting(name).unwrap_or(default)
}

pub fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Panics unless every tool runs (`tool --version`), naming the missing ones.
pub fn require_tools(tools: &[&str]) {
    let missing: Vec<&str> =
        tools.iter().copied().filter(|tool| Command::new(tool).arg("--version").output().is_err()).collect();
    assert!(missing.is_empty(), "missing tools {missing:?}: run `bash scripts/setup.sh`");
}

/// Panics unless every file exists under `root`, naming the missing ones.
pub fn require_files(root: &Path, files: &[&str], installed_by: &str) {
    let missing: Vec<&str> = files.iter().copied().filter(|file| !root.join(file).exists()).collect();
    assert!(missing.is_empty(), "missing {missing:?} under {}: run `bash {installed_by}`", root.display());
}

/// The CUDA root the tests use: `SYNCFUSE_CUDA_ROOT`, else `build/cuda-11.8`
/// (`scripts/setup/setup-cuda.sh`), checked for the headers and libdevice clang needs.
pub fn cuda_root() -> PathBuf {
    let root = std::env::var_os("SYNCFUSE_CUDA_ROOT").map_or_else(|| repo().join("build/cuda-11.8"), PathBuf::from);
    require_files(&root, &["nvvm/libdevice/libdevice.10.bc", "include/cuda_runtime.h"], "scripts/setup/setup-cuda.sh");
    root
}

pub fn plugin() -> &'static Path {
    static PLUGIN: OnceLock<PathBuf> = OnceLock::new();
    PLUGIN
        .get_or_init(|| {
            require_tools(&["opt-16"]);
            if let Some(path) = std::env::var_os("SYNCFUSE_PLUGIN") {
                return PathBuf::from(path);
            }
            let build = Command::new("bash").arg(repo().join("scripts/setup/build-plugin.sh")).output().unwrap();
            assert!(
                build.status.success(),
                "scripts/setup/build-plugin.sh failed:\n{}",
                String::from_utf8_lossy(&build.stderr)
            );
            repo().join("build/libsyncfuse.so")
        })
        .as_path()
}

/// The entry `host_with_test_caller` adds.
pub const TEST_ENTRY: &str = "sirius_test_main";

/// The CUDA sample's host module plus `sirius_test_main`, which calls
/// `run_<sample>(args)`, written into `dir`.
pub fn host_with_test_caller(sample: &str, args: &[i64], dir: &Path) -> PathBuf {
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

/// The random CUDA chain of `seed` (`scripts/generators/gen-random-cuda-chain.py`): its source and
/// its split modules compiled by clang-16 at `level`, written into `dir`.
pub fn random_chain(seed: u64, level: &str, cuda: &Path, dir: &Path) -> (String, Modules) {
    let generator = repo().join("scripts/generators/gen-random-cuda-chain.py");
    let source = run(Command::new("python3").arg(generator).arg(seed.to_string()), "chain generator");
    let cu = dir.join("chain.cu");
    std::fs::write(&cu, &source).unwrap();
    (source, compile_cuda(&cu, level, cuda, dir))
}

/// `cu` compiled by clang-16 at `level` into `<stem>.host.ll` and `<stem>.dev.ll` in `dir`.
pub fn compile_cuda(cu: &Path, level: &str, cuda: &Path, dir: &Path) -> Modules {
    let stem = cu.file_stem().unwrap().to_str().unwrap();
    let modules = Modules { host: dir.join(format!("{stem}.host.ll")), device: dir.join(format!("{stem}.dev.ll")) };
    for (side, out) in [("--cuda-host-only", &modules.host), ("--cuda-device-only", &modules.device)] {
        let (mut clang, source) = clang_beside(cu);
        clang.args(["-x", "cuda", "--cuda-gpu-arch=sm_80", "--target=x86_64-unknown-linux-gnu"]);
        clang.arg(format!("--cuda-path={}", cuda.display()));
        clang.args(["-Wno-unknown-cuda-version", "-emit-llvm", "-S", level, side, "-o"]).arg(out).arg(source);
        run(&mut clang, &format!("clang-16 {side} {level}"));
    }
    modules
}

/// clang-16 run in `source`'s directory, and the source's name there: a generated program
/// written into a temporary directory then compiles to the same bytes whatever the
/// directory (its `source_filename` is the bare name), so that the test command's compiler
/// cache (`scripts/test.sh`: ccache) finds it again.
pub fn clang_beside(source: &Path) -> (Command, &std::ffi::OsStr) {
    let mut clang = Command::new("clang-16");
    let directory = source.parent().filter(|parent| !parent.as_os_str().is_empty());
    clang.current_dir(directory.unwrap_or(Path::new(".")));
    (clang, source.file_name().expect("a source file"))
}

/// Runs `command`, panicking with its output unless it succeeds; returns stdout + stderr.
pub fn run(command: &mut Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "{what} failed:\n{text}");
    text
}

/// `tests/ascend_programs/NAME` (`.c`, or `.cpp` compiled as C++17) compiled by clang-16
/// with `defines` (`-D` each) into `directory`: the module's path.
pub fn compile_ascend_test_program(name: &str, defines: &[&str], directory: &Path) -> PathBuf {
    let stem = name.trim_end_matches(".cpp");
    let output = directory.join(format!("{stem}{}.ll", defines.join("")));
    let source = if name.ends_with(".cpp") { name.to_string() } else { format!("{name}.c") };
    let defines: Vec<String> = defines.iter().map(|define| format!("-D{define}")).collect();
    compile_ascend(&repo().join(format!("tests/ascend_programs/{source}")), "-O2", &defines, &output);
    output
}

/// An Ascend program's source (`.cpp`: C++17) compiled by clang-16 at `level` with
/// `flags` against `samples/ascend/include` into the module `output`.
pub fn compile_ascend(source: &Path, level: &str, flags: &[String], output: &Path) {
    require_tools(&["clang-16"]);
    let (mut command, name) = clang_beside(source);
    if source.extension().is_some_and(|extension| extension == "cpp") {
        command.args(["-x", "c++", "-std=c++17"]);
    }
    command
        .args(["--target=x86_64-unknown-linux-gnu", level, "-S", "-emit-llvm", "-I"])
        .arg(repo().join("samples/ascend/include"))
        .args(flags)
        .arg(name)
        .arg("-o")
        .arg(output);
    run(&mut command, &format!("clang-16 {level}"));
}

/// A split CUDA program: host and device modules.
pub struct Modules {
    pub host: PathBuf,
    pub device: PathBuf,
}

/// `sirius<device=...>` on `original`, writing `fused.host.ll`, `fused.dev.ll` and
/// `report.json` into `dir`: the fused modules and the report.
pub fn fuse(plugin: &Path, original: &Modules, dir: &Path) -> (Modules, serde_json::Value) {
    let fused = Modules { host: dir.join("fused.host.ll"), device: dir.join("fused.dev.ll") };
    let report = dir.join("report.json");
    let passes = format!(
        "-passes=sirius<device={};device-out={};report={}>",
        original.device.display(),
        fused.device.display(),
        report.display()
    );
    run(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin)
            .arg(passes)
            .arg(&original.host)
            .args(["-S", "-o"])
            .arg(&fused.host),
        "opt-16 sirius",
    );
    (fused, conforming_report(&report))
}

/// One CUDA pass of the plugin, `name<device=...;device-out=...;report=...;parameters>`
/// (`sirius`, `streams`, `tile-sync`), on `original`, writing `<stem>.host.ll`,
/// `<stem>.dev.ll` and `<stem>.json` into `dir`: the rewritten modules and the report,
/// which must conform to its schema.
pub fn apply_pass(
    name: &str,
    parameters: &str,
    original: &Modules,
    dir: &Path,
    stem: &str,
) -> (Modules, serde_json::Value) {
    let rewritten = Modules { host: dir.join(format!("{stem}.host.ll")), device: dir.join(format!("{stem}.dev.ll")) };
    let report = dir.join(format!("{stem}.json"));
    let (device, device_out) = (original.device.display(), rewritten.device.display());
    let passes =
        format!("-passes={name}<device={device};device-out={device_out};report={};{parameters}>", report.display());
    let mut opt = Command::new("opt-16");
    opt.arg("-load-pass-plugin").arg(plugin()).arg(passes).arg(&original.host).args(["-S", "-o"]);
    run(opt.arg(&rewritten.host), &format!("opt-16 {name}"));
    (rewritten, conforming_report(&report))
}

/// The report at `path`, which must conform to its JSON Schema (`docs/schema/`).
pub fn conforming_report(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let report = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if let Err(violations) = syncfuse::report_schema::validate(&report) {
        panic!("{} does not conform to its schema:\n{}", path.display(), violations.join("\n"));
    }
    report
}

/// The number of kernels the report lists as fused.
pub fn fused_kernels(report: &serde_json::Value) -> usize {
    report["kernels"].as_array().unwrap().iter().filter(|k| k["status"] == "fused").count()
}

/// `llc-16 -march=nvptx64 -mcpu=sm_80` must accept the device module.
pub fn check_llc(device: &Path, dir: &Path) {
    run(
        Command::new("llc-16").args(["-march=nvptx64", "-mcpu=sm_80", "-o"]).arg(dir.join("k.ptx")).arg(device),
        &format!("llc-16 on {}", device.display()),
    );
}

/// `ptxas -arch=sm_80` must assemble the PTX `check_llc` wrote into `dir`; returns its
/// `-v` report (registers, shared memory per kernel).
pub fn check_ptxas(dir: &Path) -> String {
    let ptxas = cuda_root().join("bin/ptxas");
    let mut command = Command::new(ptxas);
    command.args(["-arch=sm_80", "-v", "-o"]).arg(dir.join("k.cubin")).arg(dir.join("k.ptx"));
    run(&mut command, "ptxas")
}

/// Runs `entry(args)` of a program on the executor (race and barrier checks on, `seed`
/// for the thread order), dumping its buffers into `dump`; returns the launches it made.
pub fn execute(program: &Modules, entry: &str, args: &[i64], seed: u64, dump: &Path) -> u64 {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(&program.host).arg("--device").arg(&program.device);
    command.args(["--entry", entry]);
    for arg in args {
        command.arg("--arg").arg(arg.to_string());
    }
    command.arg("--seed").arg(seed.to_string()).arg("--dump").arg(dump);
    let output = run(&mut command, &format!("syncfuse run {entry} on {}", program.host.display()));
    launches(&output)
}

/// `syncfuse run` of `entry(args)` on `sms` multiprocessors with `seed`, dumping into
/// `dump`: its output, and whether it passed (a race, a deadlock or a failed check does
/// not panic here).
pub fn run_on(program: &Modules, (entry, args): (&str, &[i64]), sms: u32, seed: u64, dump: &Path) -> (String, bool) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg("--host").arg(&program.host).arg("--device").arg(&program.device);
    command.args(["--entry", entry]);
    for arg in args {
        command.arg("--arg").arg(arg.to_string());
    }
    command.args(["--sms", &sms.to_string(), "--seed", &seed.to_string(), "--dump"]).arg(dump);
    let output = command.output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (text, output.status.success())
}

/// `sirius` on a single module (host code and kernels, no `device=`): the fused module,
/// `fused.ll` in `dir`.
pub fn fuse_single(plugin: &Path, module: &Path, dir: &Path) -> PathBuf {
    let fused = dir.join("fused.ll");
    let passes = format!("-passes=sirius<report={}>", dir.join("report.json").display());
    run(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin)
            .arg(passes)
            .arg(module)
            .args(["-S", "-o"])
            .arg(&fused),
        "opt-16 sirius (single module)",
    );
    conforming_report(&dir.join("report.json"));
    fused
}

/// `execute` for a single module: `main`, dumping into `dump`; returns the launches.
pub fn execute_single(module: &Path, seed: u64, dump: &Path) -> u64 {
    let mut command = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    command.arg("run").arg(module).args(["--entry", "main", "--seed"]).arg(seed.to_string()).arg("--dump").arg(dump);
    launches(&run(&mut command, &format!("syncfuse run main of {}", module.display())))
}

/// The launch count of `syncfuse run`'s totals line.
pub fn launches(output: &str) -> u64 {
    let totals = output.lines().find(|l| l.starts_with("total: ")).expect("run prints its totals");
    totals["total: ".len()..].split_whitespace().next().unwrap().parse().unwrap()
}

/// `syncfuse diff`: the two dumps must be bit-identical.
pub fn same_buffers(before: &Path, after: &Path, what: &str) {
    run(Command::new(env!("CARGO_BIN_EXE_syncfuse")).arg("diff").arg(before).arg(after), what);
}

/// Like `same_buffers`, for what the program can still observe: allocations it freed are
/// not compared (`sirius` removes stores into freed intermediates nothing reads).
pub fn same_observable_buffers(before: &Path, after: &Path, what: &str) {
    let mut diff = Command::new(env!("CARGO_BIN_EXE_syncfuse"));
    run(diff.arg("diff").arg("--observable-only").arg(before).arg(after), what);
}
