//! The real-program corpus (`samples/cuda/bench/`, issue 40): benchmark programs as their
//! authors write them (host syncs after every launch, `main(argc, argv)`, timing, error
//! checks, CPU reference checks), each compiled at -O2 and run through `sirius`, `streams`,
//! `tile-sync` (as the model decides, and forced) and all three chained. Every rewritten
//! program must pass its own check and observe exactly what the original observes
//! (`scripts/benchmarks/bench-corpus.py --check`, which also prints the table of `docs/results.md`).

use crate::common;

use common::{plugin, repo, require_tools, run};
use std::process::Command;

#[test]
fn every_corpus_program_computes_the_same_through_every_pass() {
    require_tools(&["clang-16", "opt-16", "python3"]);
    plugin();
    let script = repo().join("scripts/benchmarks/bench-corpus.py");
    let table = run(Command::new("python3").arg(script).arg("--check"), "bench-corpus.py --check");
    println!("{table}");
    assert!(table.contains(", 0 variants differing"), "{table}");
}
