//! A small run of the IR fuzzer in CI (`scripts/campaigns/fuzz-passes.py`, issue 41): `llvm-stress`
//! modules and mutated samples through every pass, none crashing, hanging, producing a
//! module the verifier rejects, or a synchronised kernel that fails on the simulator where
//! its input ran clean. Long runs use the script with `--minutes`;
//! `SYNCFUSE_FUZZ_INPUTS` sets this run's size.

use crate::common;

use common::{plugin, repo, require_tools};
use std::process::Command;

#[test]
fn mutated_and_random_modules_never_break_a_pass() {
    require_tools(&["opt-16", "llvm-stress-16", "clang-16"]);
    let count = common::setting("SYNCFUSE_FUZZ_INPUTS", 8).to_string();
    let output = Command::new("python3")
        .arg(repo().join("scripts/campaigns/fuzz-passes.py"))
        .args(["--count", &count, "--seed", "41", "--keep"])
        .arg(tempfile::tempdir().unwrap().path())
        .env("SYNCFUSE_PLUGIN", plugin())
        .env("SYNCFUSE_BIN", env!("CARGO_BIN_EXE_syncfuse"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{text}");
    assert!(text.contains(" inputs checked ("), "{text}");
    assert!(!text.contains(" 0 synchronised kernels run on the simulator"), "no kernel reached the simulator:\n{text}");
}
