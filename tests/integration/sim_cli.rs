//! `syncfuse simulate` end to end, on the committed samples (no plugin needed): exit
//! status 0 for a clean kernel, 1 for a kernel the simulator catches, 2 for unusable
//! inputs; the printed report; `--dump-out` holding the real result (z = x + y in half);
//! `--svg` writing the timeline.

use half::f16;
use std::process::{Command, Output};

fn syncfuse(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_syncfuse")).current_dir(env!("CARGO_MANIFEST_DIR")).args(args).output().unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

const VEC_ADD_ARGS: [&str; 8] =
    ["--kernel", "vec_add", "--arg", "gm:16384:1:f16", "--arg", "gm:16384:2:f16", "--arg", "gm:16384"];

fn vec_add(file: &str, extra: &[&str]) -> Output {
    let mut args = vec!["simulate", file];
    args.extend(VEC_ADD_ARGS);
    args.extend(extra);
    syncfuse(&args)
}

#[test]
fn a_clean_kernel_exits_0_and_reports_cycles_per_pipe() {
    let output = vec_add("samples/ascend/vec_add_manual.ll", &["--seeds", "3"]);
    let text = stdout(&output);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("nominal timing: ") && text.contains("output matches the sequential reference"), "{text}");
    assert!(text.contains("randomised timings: 0 of 3 runs failed"), "{text}");
    for pipe in ["S", "V", "M", "MTE1", "MTE2", "MTE3"] {
        assert!(text.lines().any(|line| line.trim_start().starts_with(&format!("{pipe} "))), "no {pipe} row:\n{text}");
    }
}

#[test]
fn an_unsynchronised_kernel_exits_1_with_the_race() {
    let output = vec_add("samples/ascend/vec_add.ll", &[]);
    assert_eq!(output.status.code(), Some(1));
    assert!(stdout(&output).contains("ERROR after"), "{}", stdout(&output));
    assert!(stdout(&output).contains("race at cycle"), "{}", stdout(&output));
}

#[test]
fn dump_out_holds_the_computed_result() {
    let directory = tempfile::tempdir().unwrap();
    let dump = directory.path().join("out.bin");
    let svg = directory.path().join("timeline.svg");
    let output = vec_add(
        "samples/ascend/vec_add_manual.ll",
        &["--dump-out", dump.to_str().unwrap(), "--svg", svg.to_str().unwrap()],
    );
    assert!(output.status.success(), "{}", stdout(&output));
    let bytes = std::fs::read(&dump).unwrap();
    assert_eq!(bytes.len(), 3 * 16384);
    let halves = |range: std::ops::Range<usize>| -> Vec<f16> {
        bytes[range].chunks_exact(2).map(|c| f16::from_le_bytes([c[0], c[1]])).collect()
    };
    let (x, y, z) = (halves(0..16384), halves(16384..32768), halves(32768..49152));
    for i in 0..x.len() {
        assert_eq!(z[i], f16::from_f32(x[i].to_f32() + y[i].to_f32()), "element {i}");
    }
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
}

#[test]
fn unusable_inputs_exit_2() {
    let output = syncfuse(&["simulate", "samples/ascend/vec_add.ll", "--kernel", "nope"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("no function 'nope' with a body (defined: vec_add)"));
    let output = syncfuse(&["simulate", "samples/ascend/vec_add.ll", "--kernel", "vec_add", "--arg", "4"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("@vec_add takes 3 arguments, 1 given"));
}

#[test]
fn programs_that_never_end_stop_at_the_step_limit_saying_where() {
    let run = |limit: &str, extra: &[&str]| {
        let mut args = vec!["run", "--host", "tests/cuda/runaway.host.ll", "--device", "tests/cuda/runaway.device.ll"];
        args.extend(["--step-limit", limit]);
        args.extend(extra);
        syncfuse(&args)
    };
    let text = |output: &Output| format!("{}{}", stdout(output), String::from_utf8_lossy(&output.stderr));
    let kernel = run("100000", &[]);
    assert!(!kernel.status.success());
    assert!(
        text(&kernel).contains(
            "kernel @_Z4spinPVi block (0, 0, 0) thread (0, 0, 0): did not finish: stopped after 100000 instructions \
             (step limit) in @_Z4spinPVi %"
        ),
        "{}",
        text(&kernel)
    );
    let host = run("100000", &["--", "forever"]);
    assert!(!host.status.success());
    assert!(
        text(&host)
            .contains("host function @main: did not finish: stopped after 100000 instructions (step limit) in @main %"),
        "{}",
        text(&host)
    );
    let zero = run("0", &[]);
    assert_eq!(zero.status.code(), Some(2), "{}", text(&zero));
    assert!(text(&zero).contains("0 is not in 1.."), "{}", text(&zero));
}
