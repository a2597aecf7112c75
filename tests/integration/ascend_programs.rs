//! The Ascend program executor (`syncfuse::sim::ascend_program`) on the sample programs
//! of `samples/ascend/programs/` and on seeded bugs (`tests/ascend_programs/*.c`,
//! compiled here with clang-16): every expert-synchronised sample checks its own result
//! (prints PASS, returns 0) under nominal and random timings and as the sequential
//! reference, with identical device memory at exit; the samples without syncs race, and
//! the user's pipeline `sirius,ascend-sync` makes them correct again and fuses their
//! core-level chains (also from the expert's version, whose syncs the fragments keep); each
//! prints exactly
//! what its native build against a functional C runtime prints; each seeded bug is reported as what it is;
//! the GM bus is shared only when the cores' transfers exceed its bandwidth.

use crate::common;

use common::{compile_ascend_test_program, plugin, repo, require_tools, run};
use std::path::{Path, PathBuf};
use std::process::Command;
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::sim::ascend_program::{run as run_program, ProgramOptions, ProgramOutcome};
use syncfuse::sim::host::error::ErrorKind;

const SAMPLES: &[&str] =
    &["elementwise_chain", "normalise", "two_blockdims", "pingpong", "matmul_bias", "softmax", "independent_kernels"];

fn target() -> TargetDescription {
    TargetDescription::builtin_or_file("ascend910a").unwrap()
}

fn sample(name: &str) -> PathBuf {
    repo().join("samples/ascend/programs").join(format!("{name}.ll"))
}

fn execute(ir: &str, entry: &str, args: &[i64], options: &ProgramOptions) -> ProgramOutcome {
    run_program(ir, None, entry, args, &target(), options)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn device_dump(outcome: &ProgramOutcome) -> Vec<Vec<u8>> {
    outcome.allocations.iter().filter(|a| a.space == "device").map(|a| a.bytes.clone()).collect()
}

/// Runs a program that must pass its own check; its output and the device memory it
/// leaves at exit (a freed buffer is empty: nothing can observe it, and `sirius` may
/// remove stores into it that nothing reads).
fn passes(ir: &str, options: &ProgramOptions, what: &str) -> (String, Vec<Vec<u8>>) {
    let outcome = execute(ir, "main", &[], options);
    let output = String::from_utf8_lossy(&outcome.output).to_string();
    assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{what}: {:?}\n{output}", outcome.result);
    assert!(output.contains("PASS"), "{what}: {output}");
    (output, device_dump(&outcome))
}

#[test]
fn expert_programs_pass_their_check_in_every_timing_and_as_the_reference() {
    for name in SAMPLES {
        let ir = read(&sample(name));
        let reference = passes(&ir, &ProgramOptions { sequential: true, ..ProgramOptions::default() }, name);
        assert_eq!(passes(&ir, &ProgramOptions::default(), name), reference, "{name}: nominal timing");
        for seed in 1..=3 {
            let options = ProgramOptions { seed: Some(seed), ..ProgramOptions::default() };
            assert_eq!(passes(&ir, &options, name), reference, "{name}: seed {seed}");
        }
    }
}

/// Launches each sample executes after `sirius`: the core-level chains fuse into one
/// AI-Core kernel, independent kernels into one side by side (two_blockdims on 8 + 3
/// cores, independent_kernels on 4 x 8), global dependences (normalise) stay apart, the
/// host loop's launch stays in its loop.
const LAUNCHES_AFTER_FUSION: &[(&str, usize)] = &[
    ("elementwise_chain", 1),
    ("normalise", 3),
    ("two_blockdims", 1),
    ("pingpong", 5),
    ("matmul_bias", 1),
    ("softmax", 1),
    ("independent_kernels", 1),
];

/// `opt-16 -passes=PASSES` on `input` with sirius's remarks; the output IR and what the
/// passes said.
fn optimise(input: &Path, passes: &str, directory: &Path) -> (String, String) {
    let output = directory.join("out.ll");
    let remarks = run(
        Command::new("opt-16")
            .arg("-load-pass-plugin")
            .arg(plugin())
            .arg(format!("-passes={passes}"))
            .args(["-pass-remarks=sirius", "-pass-remarks-missed=sirius", "-S", "-o"])
            .arg(&output)
            .arg(input),
        passes,
    );
    (read(&output), remarks)
}

#[test]
fn programs_without_syncs_race_and_the_sirius_ascend_sync_pipeline_repairs_and_fuses_them() {
    let directory = tempfile::tempdir().expect("temporary directory");
    for &(name, launches) in LAUNCHES_AFTER_FUSION {
        let unsynchronised = sample(&format!("{name}_nosync"));
        let outcome = execute(&read(&unsynchronised), "main", &[], &ProgramOptions::default());
        let error = outcome.result.expect_err("a program without syncs must race");
        assert_eq!(error.kind, ErrorKind::PipeRace, "{name}: {error}");
        let (fused, remarks) = optimise(&unsynchronised, "sirius,ascend-sync", directory.path());
        assert!(remarks.contains("remark:"), "{name}: sirius says what it did: {remarks}");
        let reference = passes(&read(&sample(name)), &ProgramOptions::default(), name);
        for seed in [None, Some(1), Some(2), Some(3)] {
            let options = ProgramOptions { seed, ..ProgramOptions::default() };
            let what = format!("{name}: sirius,ascend-sync, seed {seed:?}");
            assert_eq!(passes(&fused, &options, &what), reference, "{what}");
            let outcome = execute(&fused, "main", &[], &options);
            assert_eq!(outcome.launches.len(), launches, "{what}: launches after fusion");
        }
    }
}

/// The host + device two-module form (issue 41: `sirius` crashed on it, declaring the
/// fused kernel in the host with the device module's types): each sample split by
/// `llvm-extract-16`, fused with `device=`, synchronised, linked again, computes what the
/// single-module pipeline computes with as many launches.
#[test]
fn the_two_module_form_fuses_as_the_single_module_does() {
    require_tools(&["llvm-extract-16", "llvm-link-16"]);
    let directory = tempfile::tempdir().expect("temporary directory");
    let dir = directory.path();
    for &(name, launches) in LAUNCHES_AFTER_FUSION {
        let single = sample(&format!("{name}_nosync"));
        let kernels: Vec<String> = read(&single)
            .lines()
            .filter(|line| line.starts_with("define ") && !line.contains("@main("))
            .map(|line| {
                let at = line.find('@').expect("a name");
                format!("--func={}", &line[at + 1..at + line[at..].find('(').expect("parameters")])
            })
            .collect();
        let extract = |arguments: &[String], out: &Path| {
            let mut command = Command::new("llvm-extract-16");
            command.args(arguments).arg(&single).arg("-S").arg("-o").arg(out);
            run(&mut command, "llvm-extract-16");
        };
        let (host, device) = (dir.join(format!("{name}.host.ll")), dir.join(format!("{name}.device.ll")));
        // The host keeps everything but the kernels' bodies (its strings and globals too).
        extract(&[&["--delete".to_string()][..], &kernels].concat(), &host);
        extract(&kernels, &device);
        let fused_device = dir.join(format!("{name}.fused-device.ll"));
        let sirius = format!("sirius<device={};device-out={}>", device.display(), fused_device.display());
        let (fused_host, remarks) = optimise(&host, &sirius, dir);
        assert!(remarks.contains("remark:"), "{name}: {remarks}");
        let host_out = dir.join(format!("{name}.fused-host.ll"));
        std::fs::write(&host_out, fused_host).unwrap();
        let (synchronised, _) = optimise(&fused_device, "ascend-sync", dir);
        let synchronised_device = dir.join(format!("{name}.synchronised.ll"));
        std::fs::write(&synchronised_device, synchronised).unwrap();
        let linked = dir.join(format!("{name}.linked.ll"));
        let mut link = Command::new("llvm-link-16");
        link.arg("-S").arg(&host_out).arg(&synchronised_device).arg("-o").arg(&linked);
        run(&mut link, "llvm-link-16");
        let reference = passes(&read(&sample(name)), &ProgramOptions::default(), name);
        let what = format!("{name}: two modules through sirius, ascend-sync, linked");
        assert_eq!(passes(&read(&linked), &ProgramOptions::default(), &what), reference, "{what}");
        let outcome = execute(&read(&linked), "main", &[], &ProgramOptions::default());
        assert_eq!(outcome.launches.len(), launches, "{what}: launches after fusion");
    }
}

#[test]
fn launches_with_different_blockdim_fuse_with_guarded_fragments_in_both_launch_forms() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let expert = compile("chain_blockdims", &[], directory.path());
    let reference = passes(&expert, &ProgramOptions { sequential: true, ..Default::default() }, "chain_blockdims");
    for form in [&["SYNCFUSE_NO_SYNC"][..], &["SYNCFUSE_NO_SYNC", "BISHENG_LAUNCH"]] {
        compile("chain_blockdims", form, directory.path());
        let unsynchronised = directory.path().join(format!("chain_blockdims{}.ll", form.join("")));
        let (fused, remarks) = optimise(&unsynchronised, "sirius,ascend-sync", directory.path());
        assert!(remarks.contains("fused 2 launches"), "{form:?}: {remarks}");
        for seed in [None, Some(1), Some(2), Some(3)] {
            let options = ProgramOptions { seed, ..ProgramOptions::default() };
            let what = format!("chain_blockdims {form:?} fused, seed {seed:?}");
            assert_eq!(passes(&fused, &options, &what), reference, "{what}");
            let launches = execute(&fused, "main", &[], &options).launches;
            assert_eq!((launches.len(), launches[0].block_dim), (1, 8), "{what}: one launch on the larger blockDim");
        }
    }
}

#[test]
fn tile_loops_with_a_run_time_size_fuse_with_their_guards_and_behave_as_the_original() {
    let directory = tempfile::tempdir().expect("temporary directory");
    let original = compile("tile_loops", &[], directory.path());
    let reference = passes(&original, &ProgramOptions { sequential: true, ..Default::default() }, "tile_loops");
    let (fused, remarks) = optimise(&directory.path().join("tile_loops.ll"), "sirius,ascend-sync", directory.path());
    assert!(remarks.contains("fused the tile loops"), "{remarks}");
    assert!(remarks.contains("now served on chip by copy_ubuf_to_ubuf"), "{remarks}");
    for seed in [None, Some(1), Some(2), Some(3)] {
        let what = format!("tile_loops fused, seed {seed:?}");
        assert_eq!(passes(&fused, &ProgramOptions { seed, ..Default::default() }, &what), reference, "{what}");
    }
}

#[test]
fn hand_synchronised_fragments_keep_their_syncs_through_fusion() {
    let directory = tempfile::tempdir().expect("temporary directory");
    for &(name, launches) in LAUNCHES_AFTER_FUSION {
        let (fused, _) = optimise(&sample(name), "sirius,ascend-sync", directory.path());
        let reference = passes(&read(&sample(name)), &ProgramOptions { sequential: true, ..Default::default() }, name);
        for seed in [None, Some(1), Some(2)] {
            let options = ProgramOptions { seed, ..ProgramOptions::default() };
            let what = format!("{name} (expert syncs): sirius,ascend-sync, seed {seed:?}");
            assert_eq!(passes(&fused, &options, &what), reference, "{what}");
            assert_eq!(execute(&fused, "main", &[], &options).launches.len(), launches, "{what}");
        }
    }
}

/// What the native build of sample `name` prints: the program compiled for this machine
/// (`-DSYNCFUSE_NATIVE`) against `tests/ascend_programs/native_runtime.c`, the host
/// calls and intrinsics in plain C, run sequentially.
fn native_output(name: &str, directory: &Path) -> String {
    require_tools(&["clang-16"]);
    let binary = directory.join(name);
    let source = repo().join(format!("samples/ascend/programs/{name}.c"));
    run(
        Command::new("clang-16")
            .args(["-O2", "-DSYNCFUSE_NATIVE", "-I"])
            .arg(repo().join("samples/ascend/include"))
            .arg(&source)
            .arg(repo().join("tests/ascend_programs/native_runtime.c"))
            .args(["-lm", "-o"])
            .arg(&binary),
        "clang-16 (native build)",
    );
    let output = Command::new(&binary).output().unwrap_or_else(|e| panic!("{name} (native): {e}"));
    assert!(output.status.success(), "{name} (native) failed: {output:?}");
    String::from_utf8_lossy(&output.stdout).to_string()
}

#[test]
fn every_sample_prints_what_its_native_build_prints() {
    let directory = tempfile::tempdir().unwrap();
    for name in SAMPLES {
        let (simulated, _) = passes(&read(&sample(name)), &ProgramOptions::default(), name);
        assert_eq!(simulated, native_output(name, directory.path()), "{name}: syncfuse run vs the native build");
    }
}

/// `tests/ascend_programs/NAME` compiled with `defines` into `directory`: its IR.
fn compile(name: &str, defines: &[&str], directory: &Path) -> String {
    read(&compile_ascend_test_program(name, defines, directory))
}

#[test]
fn a_cxx_program_with_mangled_kernel_and_intrinsics_runs_in_every_timing() {
    let directory = tempfile::tempdir().unwrap();
    let ir = compile("cxx_program.cpp", &[], directory.path());
    let reference = passes(&ir, &ProgramOptions { sequential: true, ..ProgramOptions::default() }, "cxx_program");
    for seed in [None, Some(1), Some(2)] {
        let options = ProgramOptions { seed, ..ProgramOptions::default() };
        assert_eq!(passes(&ir, &options, "cxx_program"), reference, "cxx_program: seed {seed:?}");
    }
}

#[test]
fn seeded_bugs_are_each_reported_as_what_they_are() {
    let directory = tempfile::tempdir().unwrap();
    passes(&compile("seeded_bugs", &[], directory.path()), &ProgramOptions::default(), "seeded_bugs");
    let bugs = [
        ("BUG_MISSING_SYNC", ErrorKind::PipeRace),
        ("BUG_CROSS_CORE", ErrorKind::CrossCoreRace),
        ("BUG_OUT_OF_BOUNDS", ErrorKind::OutOfBounds),
        ("BUG_DEADLOCK", ErrorKind::Deadlock),
    ];
    for (define, kind) in bugs {
        let ir = compile("seeded_bugs", &[define], directory.path());
        let outcome = execute(&ir, "main", &[], &ProgramOptions::default());
        let error = outcome.result.expect_err(define);
        assert_eq!(error.kind, kind, "{define}: {error}");
        assert!(error.message.contains("launch of @scale_by_two on 4 cores"), "{define}: {error}");
    }
}

#[test]
fn streams_overlap_independent_launches_and_events_order_dependent_ones() {
    let directory = tempfile::tempdir().unwrap();
    let streams = compile("streams_events", &[], directory.path());
    let one_stream = compile("streams_events", &["ONE_STREAM"], directory.path());
    let reference = passes(&streams, &ProgramOptions { sequential: true, ..ProgramOptions::default() }, "sequential");
    for seed in [None, Some(1), Some(2)] {
        let options = ProgramOptions { seed, ..ProgramOptions::default() };
        assert_eq!(passes(&streams, &options, "streams"), reference, "seed {seed:?}");
    }
    let concurrent = execute(&streams, "main", &[], &ProgramOptions::default());
    let sequential = execute(&one_stream, "main", &[], &ProgramOptions::default());
    let sum: u64 = concurrent.launches.iter().map(|launch| launch.cycles).sum();
    // A and C (4 cores each of 32) overlap; B waits for A's event.
    assert_eq!(concurrent.launches.iter().map(|l| l.after.clone()).collect::<Vec<_>>(), [vec![], vec![], vec![0]]);
    assert!(concurrent.device_cycles() < sum, "{} against {sum}", concurrent.device_cycles());
    assert_eq!(sequential.device_cycles(), sequential.launches.iter().map(|launch| launch.cycles).sum::<u64>());
    let racy = compile("streams_events", &["BUG_NO_EVENT"], directory.path());
    let error = execute(&racy, "main", &[], &ProgramOptions::default()).result.unwrap_err();
    assert_eq!(error.kind, ErrorKind::DataRace, "{error}");
    assert!(error.message.contains("cross-stream race") && error.message.contains("@scale_by_two"), "{error}");
}

/// Cycles of the one launch of `contention.c`'s `run(cores, which)`, overhead excluded.
fn launch_cycles(ir: &str, cores: i64, which: i64) -> u64 {
    let outcome = execute(ir, "run", &[cores, which], &ProgramOptions::default());
    assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{:?}", outcome.result);
    let launch = &outcome.launches[0];
    assert_eq!(launch.block_dim, cores as u64);
    launch.cycles - launch.overhead_cycles
}

#[test]
fn cores_share_the_gm_bus_only_beyond_its_bandwidth_and_local_units_not_at_all() {
    let directory = tempfile::tempdir().unwrap();
    let ir = compile("contention", &[], directory.path());
    let chip = target().chip;
    let (alone, pair, all) = (launch_cycles(&ir, 1, 0), launch_cycles(&ir, 2, 0), launch_cycles(&ir, 32, 0));
    assert_eq!(alone, pair, "two streams fit in the bus: each at its single-core rate");
    let share = (32 * 64) as f64 / chip.gm_bus_bytes_per_cycle as f64;
    let transfer = (65536 / 64) as f64;
    let expected = alone as f64 + transfer * (share - 1.0);
    assert!((all as f64 - expected).abs() <= 2.0, "32 streams: {all} cycles, expected {expected:.0}");
    assert_eq!(launch_cycles(&ir, 1, 1), launch_cycles(&ir, 32, 1), "V uses only core-local resources");
    let waves = launch_cycles(&ir, 64, 1);
    assert_eq!(waves, 2 * launch_cycles(&ir, 32, 1), "64 blocks on 32 cores run in two waves");
}
