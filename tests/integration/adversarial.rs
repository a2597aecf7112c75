//! The adversarial corpus (issue 41): `tests/adversarial/cases.json`, written by
//! `scripts/generators/gen-adversarial-cases.py`. Each case is an input nobody intended (a parameter
//! set twice, a number out of range, a pipe call with the wrong prototype, a target file
//! with an empty buffer, a launch of `main`, a program that never ends, ...), the command
//! a user runs on it, the exit status and the diagnostic it must print, and where a kernel
//! comes out, the simulator's verdict on it (clean under randomised timings). No case may
//! panic, print a Rust backtrace or an LLVM stack dump, or run past its time limit.

use crate::common;

use common::{plugin, repo};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Seconds any one command may take (the slowest case, an 800-case switch, takes under 1).
const CASE_TIMEOUT_SECONDS: &str = "120";

#[derive(Deserialize)]
struct Case {
    name: String,
    class: String,
    input: Option<Input>,
    run: Vec<String>,
    exit: i32,
    expect: Vec<String>,
    simulate: Option<Simulation>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Input {
    /// A repository file with textual replacements (each must apply).
    File {
        file: String,
        replace: Vec<(String, String)>,
    },
    Text {
        text: String,
    },
    /// A command whose standard output is the input.
    Generate {
        generate: Vec<String>,
    },
}

#[derive(Deserialize)]
struct Simulation {
    kernel: String,
    args: Vec<String>,
    target: Option<String>,
}

/// Writes the case's input into `dir`: its path, or why it could not be made.
fn make_input(input: &Input, dir: &Path) -> Result<PathBuf, String> {
    match input {
        Input::File { file, replace } => {
            let mut text = std::fs::read_to_string(repo().join(file)).map_err(|e| format!("{file}: {e}"))?;
            for (from, to) in replace {
                if !text.contains(from.as_str()) {
                    return Err(format!("the replacement of {from:?} does not apply to {file} (stale case)"));
                }
                text = text.replace(from.as_str(), to);
            }
            let extension = Path::new(file).extension().and_then(|e| e.to_str()).unwrap_or("ll");
            let path = dir.join(format!("in.{extension}"));
            std::fs::write(&path, text).map_err(|e| e.to_string())?;
            Ok(path)
        }
        Input::Text { text } => {
            let path = dir.join("in.ll");
            std::fs::write(&path, text).map_err(|e| e.to_string())?;
            Ok(path)
        }
        Input::Generate { generate } => {
            let output = Command::new(&generate[0]).args(&generate[1..]).current_dir(repo()).output();
            let output = output.map_err(|e| format!("{generate:?}: {e}"))?;
            let path = dir.join("in.ll");
            std::fs::write(&path, &output.stdout).map_err(|e| e.to_string())?;
            Ok(path)
        }
    }
}

/// Runs `words` (the first `opt` or `syncfuse`) under the time limit: exit status (None:
/// killed by a signal) and stdout + stderr.
fn run(words: &[String]) -> (Option<i32>, String) {
    let mut command = Command::new("timeout");
    command.arg(CASE_TIMEOUT_SECONDS).current_dir(repo());
    match words[0].as_str() {
        "opt" => command.arg("opt-16").arg("-load-pass-plugin").arg(plugin()),
        "syncfuse" => command.arg(env!("CARGO_BIN_EXE_syncfuse")),
        other => panic!("unknown tool {other}"),
    };
    let output = command.args(&words[1..]).output().expect("timeout runs");
    let text = String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr);
    (output.status.code(), text)
}

/// What is wrong with the case's outcome, if anything.
fn check(case: &Case, dir: &Path) -> Result<(), String> {
    let input = case.input.as_ref().map(|input| make_input(input, dir)).transpose()?;
    let output = dir.join("out.ll");
    let fill = |word: &String| {
        let word = word.replace("{tmp}", &dir.display().to_string()).replace("{out}", &output.display().to_string());
        input.as_ref().map_or(word.clone(), |input| word.replace("{in}", &input.display().to_string()))
    };
    let words: Vec<String> = case.run.iter().map(fill).collect();
    let (code, text) = run(&words);
    if code == Some(124) {
        return Err(format!("ran past {CASE_TIMEOUT_SECONDS} s"));
    }
    if let Some(marker) =
        ["panicked", "RUST_BACKTRACE", "Stack dump", "internal error"].iter().find(|m| text.contains(*m))
    {
        return Err(format!("'{marker}' in the output:\n{text}"));
    }
    if code != Some(case.exit) {
        return Err(format!("exit status {code:?}, expected {}:\n{text}", case.exit));
    }
    if let Some(missing) = case.expect.iter().find(|expected| !text.contains(expected.as_str())) {
        return Err(format!("no '{missing}' in the output:\n{text}"));
    }
    let Some(simulation) = &case.simulate else { return Ok(()) };
    let mut words: Vec<String> = ["syncfuse", "simulate"].map(String::from).to_vec();
    words.extend([
        output.display().to_string(),
        "--kernel".into(),
        simulation.kernel.clone(),
        "--seeds".into(),
        "3".into(),
    ]);
    words.extend(simulation.args.iter().flat_map(|arg| ["--arg".to_string(), arg.clone()]));
    words.extend(simulation.target.iter().flat_map(|target| ["--target".to_string(), target.clone()]));
    let (code, text) = run(&words);
    if code != Some(0) || !text.contains("randomised timings: 0 of 3 runs failed") {
        return Err(format!("the output does not run clean on the simulator ({code:?}):\n{text}"));
    }
    Ok(())
}

#[test]
fn every_adversarial_input_gets_its_diagnostic_and_nothing_crashes() {
    let cases: Vec<Case> =
        serde_json::from_str(&std::fs::read_to_string(repo().join("tests/adversarial/cases.json")).unwrap()).unwrap();
    assert!(cases.len() >= 150, "the corpus has {} cases", cases.len());
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| {
            let dir = tempfile::tempdir().unwrap();
            check(case, dir.path()).err().map(|why| format!("{} ({}): {why}", case.name, case.class))
        })
        .collect();
    assert!(failures.is_empty(), "{} of {} cases failed:\n\n{}", failures.len(), cases.len(), failures.join("\n\n"));
}
