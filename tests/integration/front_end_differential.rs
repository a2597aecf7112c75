//! The index front-end against execution (issue 42): random index expressions as people
//! write them (`scripts/generators/gen-index-expressions.py`: masks, shifts, signed and unsigned
//! division and remainder by constants, min/max, selects, disjoint ors, `n - 1 - i`,
//! loops of 0, 1 and several trips, up, down, strided, nested), compiled by clang-16 at
//! -O2 (even seeds, with its default runtime unrolling) and -O1 (odd seeds). The CUDA
//! executor records which threads wrote which words; the UAR's thread-level relation of
//! each probe's store (`sirius::effects::relation`, as `print<uar>` reads the program) must
//! contain every (block, thread, byte) that ran, and equal them where the front-end claims
//! the access exact. Seeds 0-3 (100 expressions) and seed 0 with 16-bit casts
//! (`--narrow`, 25) in the test command; `SYNCFUSE_INDEX_SEEDS=N` runs N and N / 5
//! (`bash scripts/campaigns/campaigns.sh index` runs 40, the figures of `docs/results.md`).
//!
//! The same for AI-Core kernels (`--ascend`: C++, the core index split into `t` and `b`,
//! scalar stores and MTE3 copies of bursts with gaps): the multi-core executor records
//! which cores wrote which words, the Ascend reader's core-level relation (each core a
//! block) must contain them and equal them where exact. Seeds 0-3 (100 expressions) in the
//! test command; `SYNCFUSE_ASCEND_INDEX_SEEDS=N` runs N (the campaign: 16).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use syncfuse::hardware::ascend::TargetDescription;
use syncfuse::hardware::cuda::Dim3;
use syncfuse::ir::OwnedModule;
use syncfuse::llvm::cuda_reader::{read_program, CallContexts};
use syncfuse::poly::query::relation_contains;
use syncfuse::poly::relation::{Condition, Relation, Tuple};
use syncfuse::sim::ascend_program::{run as run_ascend, ProgramOptions};
use syncfuse::sim::cuda::footprint::LaunchFootprint;
use syncfuse::sim::cuda::{run, RunOptions};
use syncfuse::sirius::model::effects::{relation, unit_dimensions, Layout, Level};
use syncfuse::sirius::model::program::{constant_dim3, HostProgram, Launch};

use crate::common;
use common::{compile_ascend, compile_cuda, cuda_root, repo};

/// ISL gave up on a check (its operation bound).
#[derive(Debug, PartialEq)]
struct Unchecked;

/// What the front-end made of the probes' stores.
#[derive(Default, Debug)]
struct Tally {
    probes: usize,
    exact: usize,
    /// Probes whose check ISL gave up on (its operation bound): not checked.
    unchecked: usize,
    approximate: BTreeMap<String, usize>,
}

#[test]
fn every_index_that_ran_is_in_the_relation_and_exact_ones_equal_it() {
    let seeds = common::setting("SYNCFUSE_INDEX_SEEDS", 4);
    // Then a fifth as many with 16-bit casts (`--narrow`): the class of a signed minimum
    // of a `zeroext i16`, which the front-end once read as a 32-bit one.
    let programs = (0..seeds).map(|seed| (seed, false)).chain((0..seeds.div_ceil(5)).map(|seed| (seed, true)));
    let cuda = cuda_root();
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let mut expected = 0;
    for (seed, narrow) in programs {
        expected += 25;
        let dir = tempfile::tempdir().unwrap();
        let flags: &[&str] = if narrow { &["--narrow"] } else { &[] };
        let (source, cu) = generate(seed, flags, dir.path().join(format!("probes{seed}.cu")));
        let level = level(seed);
        let modules = compile_cuda(&cu, level, &cuda, dir.path());
        let (host, device) = (OwnedModule::read(&modules.host).unwrap(), OwnedModule::read(&modules.device).unwrap());
        let program = unsafe { read_program(host.module, device.module, CallContexts::EveryCalledFunction) };
        let footprints = executed(&modules.host, &modules.device);
        let what = format!("seed {seed}{} ({level})", if narrow { " --narrow" } else { "" });
        check_probes(&program, &footprints, Level::Thread, (&what, &source), (&mut tally, &mut failures));
    }
    report(&tally, &failures, expected);
}

#[test]
fn every_index_an_ascend_core_wrote_is_in_the_relation_and_exact_ones_equal_it() {
    let target = TargetDescription::builtin_or_file("ascend910a").expect("built-in target");
    let (mut tally, mut failures) = (Tally::default(), Vec::new());
    let seeds = common::setting("SYNCFUSE_ASCEND_INDEX_SEEDS", 4);
    for seed in 0..seeds {
        let dir = tempfile::tempdir().unwrap();
        let (source, cpp) = generate(seed, &["--ascend"], dir.path().join(format!("probes{seed}.cpp")));
        let (level, ir) = (level(seed), dir.path().join(format!("probes{seed}.ll")));
        compile_ascend(&cpp, level, &[], &ir);
        let module = OwnedModule::read(&ir).unwrap();
        let program = unsafe {
            syncfuse::llvm::ascend_reader::read_program(
                module.module,
                module.module,
                &target,
                CallContexts::EveryCalledFunction,
            )
        };
        let options = ProgramOptions { record_footprints: true, check_cross_core_races: false, ..Default::default() };
        let outcome = run_ascend(&std::fs::read_to_string(&ir).unwrap(), None, "main", &[], &target, &options);
        assert_eq!(outcome.result.as_ref().ok(), Some(&0), "seed {seed}: {:?}", outcome.result);
        let footprints: Vec<LaunchFootprint> = outcome.launches.into_iter().filter_map(|l| l.footprint).collect();
        let what = format!("seed {seed} --ascend ({level})");
        check_probes(&program, &footprints, Level::Block, (&what, &source), (&mut tally, &mut failures));
    }
    report(&tally, &failures, seeds as usize * 25);
}

/// Even seeds at -O2 (clang's default runtime unrolling), odd ones at -O1.
fn level(seed: u64) -> &'static str {
    if seed.is_multiple_of(2) {
        "-O2"
    } else {
        "-O1"
    }
}

/// The generator's program for `seed` with `flags`, written to `path`: (source, path).
fn generate(seed: u64, flags: &[&str], path: PathBuf) -> (String, PathBuf) {
    let mut generator = std::process::Command::new("python3");
    generator.arg(repo().join("scripts/generators/gen-index-expressions.py")).arg(seed.to_string()).args(flags);
    let source = common::run(&mut generator, "index-expression generator");
    std::fs::write(&path, &source).unwrap();
    (source, path)
}

/// Checks every probe launch of `program`'s `main` against the executor's footprints at
/// `level`, adding to the tally and, named by `what` and the probe's source, the failures.
fn check_probes(
    program: &HostProgram,
    footprints: &[LaunchFootprint],
    level: Level,
    (what, source): (&str, &str),
    (tally, failures): (&mut Tally, &mut Vec<String>),
) {
    for (name, launch) in probe_launches(program) {
        if let Err(reason) = check_probe(program, (&name, launch), footprints, level, tally) {
            failures.push(format!("{what} {}: {reason}\n{}", launch.kernel, probe_source(source, &launch.kernel)));
        }
    }
}

/// Prints the tally and fails on a wrong probe, on ISL giving up on over 1% of them or
/// on fewer probes checked than `expected`.
fn report(tally: &Tally, failures: &[String], expected: usize) {
    println!(
        "{} probes: {} exact, approximate by reason: {:?}, {} not checked (ISL's operation bound)",
        tally.probes, tally.exact, tally.approximate, tally.unchecked
    );
    assert!(failures.is_empty(), "{} probes wrong:\n{}", failures.len(), failures.join("\n"));
    assert!(tally.unchecked * 100 <= tally.probes, "ISL gave up on over 1% of the probes: {tally:?}");
    assert_eq!(tally.probes, expected, "every probe launch read and checked");
}

/// Checks one probe launch: its store's relation at `level` against the words its blocks
/// (threads) wrote.
fn check_probe(
    program: &HostProgram,
    (statement, launch): (&str, &Launch),
    footprints: &[LaunchFootprint],
    level: Level,
    tally: &mut Tally,
) -> Result<(), String> {
    tally.probes += 1;
    let effects = launch.effects.as_ref().map_err(|gap| format!("no effects: {gap}"))?;
    let buffer = &program.buffers[0].name;
    let ran = footprints.iter().find(|f| f.kernel == launch.kernel.as_str()).ok_or("the executor did not run it")?;
    let Some(claimed) = relation(statement, &[], launch, effects, buffer, true, level, &Layout::Flat) else {
        return Err("no store relation".into());
    };
    let block = constant_dim3(launch.block).ok_or("a block shape not constant")?;
    let recorded = recorded_relation(statement, buffer.as_str(), ran, (level, block));
    let contains = |outer: &str, inner: &str| relation_contains(outer, inner).map_err(|_| Unchecked);
    let Ok(sound) = contains(&claimed, &recorded) else {
        tally.unchecked += 1;
        return Ok(());
    };
    if !sound {
        return Err(format!("bytes that ran are outside the relation\n  relation: {claimed}\n  ran: {recorded}"));
    }
    let exact = effects.imprecise.is_empty() && effects.accesses.iter().all(|a| a.exact);
    if exact {
        tally.exact += 1;
        match contains(&recorded, &claimed) {
            Ok(true) => {}
            Ok(false) => return Err(format!("claimed exact but wider\n  relation: {claimed}\n  ran: {recorded}")),
            Err(Unchecked) => tally.unchecked += 1,
        }
    } else {
        let reason = match effects.imprecise.first() {
            Some(gap) => format!("{gap:?}").split([' ', '{']).next().unwrap_or_default().to_string(),
            None => "MayRunFewerInstancesThanItsGuardsAdmit".to_string(),
        };
        *tally.approximate.entry(reason).or_default() += 1;
    }
    Ok(())
}

/// The (block, thread, byte) triples the launch wrote (blocks of `block` threads), as an
/// ISL relation of the UAR's space at `level` (block or thread): one piece per run of
/// consecutive words a thread wrote.
fn recorded_relation(statement: &str, buffer: &str, ran: &LaunchFootprint, (level, block): (Level, Dim3)) -> String {
    let mut pieces = Vec::new();
    for (&(linear_block, thread), words) in ran.threads() {
        let [bx, by, bz] = ran.block_index(linear_block);
        let (tx, ty, tz) = (thread % block.x, thread / block.x % block.y, thread / (block.x * block.y));
        let mut runs: Vec<(u64, u64)> = Vec::new();
        for &(_, word) in &words.written {
            match runs.last_mut() {
                Some((_, last)) if *last + 1 == word => *last = word,
                _ => runs.push((word, word)),
            }
        }
        for (first, last) in runs {
            let bytes = Condition::within(first * 4, "a", last * 4 + 4);
            let unit = match level {
                Level::Thread => vec![bx, by, bz, tx, ty, tz],
                _ => vec![bx, by, bz],
            };
            pieces.push(Relation::map(Tuple::new(statement, unit), Tuple::new(buffer, ["a"]), bytes));
        }
    }
    match pieces.is_empty() {
        true => {
            let nothing = Condition::any([]);
            Relation::map(Tuple::new(statement, unit_dimensions(level)), Tuple::new(buffer, ["a"]), nothing).to_string()
        }
        false => Relation::union(pieces).to_string(),
    }
}

/// The probe launches of `main`, by statement name.
fn probe_launches(program: &HostProgram) -> Vec<(String, &Launch)> {
    let launches = program.statements.iter().filter(|s| s.function.as_str() == "main");
    launches.filter_map(|s| Some((s.name.clone(), s.kind.launch()?))).collect()
}

/// Runs `main` with footprints and without the race check (probes store one value from
/// many threads on purpose).
fn executed(host: &Path, device: &Path) -> Vec<LaunchFootprint> {
    let options = RunOptions { record_footprints: true, check_races: false, ..RunOptions::default() };
    let (host, device) = (std::fs::read_to_string(host).unwrap(), std::fs::read_to_string(device).unwrap());
    let outcome = run(&host, Some(&device), "main", &[], &options);
    assert_eq!(outcome.result.as_ref().ok(), Some(&0), "{:?}", outcome.result);
    outcome.footprints
}

/// The probe's source in the generated program (`_Z6probe7Pfi` is `probe7`).
fn probe_source(source: &str, kernel: &str) -> String {
    let number: String =
        kernel.split("probe").nth(1).unwrap_or_default().chars().take_while(char::is_ascii_digit).collect();
    let head = format!("void probe{number}(");
    let start = source.find(&head).map_or(0, |at| source[..at].rfind('\n').map_or(0, |line| line + 1));
    source[start..].split("\n}\n").next().unwrap_or_default().to_string()
}
