//! The Ascend pipe machine on small hand-written kernels, one rule of `ascend-target.md`
//! at a time: each error it must report (race, also against the scalar unit; double set;
//! deadlock of a pipe and of the scalar unit; flag left set; out-of-capacity access;
//! event IDs beyond the target), each ordering it must honour (set -> wait, barrier), and
//! the timing model (init + bytes / throughput, MTE2/MTE3 sharing the GM bus, seeded
//! latencies that are reproducible), and pipelined pipes (overlap after `init`, same-pipe
//! races, `BARRIER(pipe)`, sets after everything in flight).

use syncfuse::hardware::ascend::{Pipe, TargetDescription};
use syncfuse::sim::ascend::run::{run, KernelArg, RunOutcome};
use syncfuse::sim::ascend::{Schedule, SimOptions};
use syncfuse::sim::decoder::decode_function;

const DECLARATIONS: &str = r#"
declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.BARRIER(i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16, i16, i16, i16)
declare void @vmuls_f32(ptr addrspace(6), ptr addrspace(6), float, i8, i8, i8, i8, i8)
"#;

/// 4 KiB (128 blocks) from GM `%x` into UB 0.
const COPY_IN: &str =
    "call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 128, i16 0, i16 0)";
/// UB 0 *= 2 (16 repeats of 64 floats).
const SCALE: &str =
    "call void @vmuls_f32(ptr addrspace(6) null, ptr addrspace(6) null, float 2.0, i8 16, i8 1, i8 1, i8 8, i8 8)";
/// 4 KiB from UB 0 out to GM `%z`.
const COPY_OUT: &str =
    "call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) null, i8 0, i16 1, i16 128, i16 0, i16 0)";
const SET_MTE2_V: &str = "call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)";
const WAIT_MTE2_V: &str = "call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0)";
const SET_V_MTE3: &str = "call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 5, i64 0)";
const WAIT_V_MTE3: &str = "call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 5, i64 0)";

/// A kernel `@k(ptr addrspace(1) %x, ptr addrspace(1) %z)` with these body lines.
fn kernel(lines: &[&str]) -> String {
    let body: String = lines.iter().map(|line| format!("  {line}\n")).collect();
    format!("{DECLARATIONS}\ndefine void @k(ptr addrspace(1) %x, ptr addrspace(1) %z) {{\n{body}  ret void\n}}\n")
}

fn target() -> TargetDescription {
    TargetDescription::builtin("ascend910a").unwrap()
}

fn simulate_with(target: &TargetDescription, ir: &str, options: SimOptions) -> RunOutcome {
    let program = decode_function(ir, "k").unwrap();
    let x: Vec<u8> = (0..1024).flat_map(|i| (i as f32).to_le_bytes()).collect();
    run(&program, target, &[KernelArg::Buffer(x), KernelArg::Buffer(vec![0; 4096])], &options).unwrap()
}

fn simulate(ir: &str, schedule: Schedule) -> RunOutcome {
    simulate_with(&target(), ir, SimOptions { schedule, ..SimOptions::default() })
}

fn nominal(lines: &[&str]) -> RunOutcome {
    simulate(&kernel(lines), Schedule::Timed { seed: None })
}

fn error_text(outcome: &RunOutcome) -> String {
    outcome.error.as_ref().map(ToString::to_string).unwrap_or_else(|| "no error".into())
}

fn doubled() -> Vec<u8> {
    (0..1024).flat_map(|i| (2.0 * i as f32).to_le_bytes()).collect()
}

#[test]
fn a_synchronised_pipeline_computes_the_result() {
    let outcome = nominal(&[COPY_IN, SET_MTE2_V, WAIT_MTE2_V, SCALE, SET_V_MTE3, WAIT_V_MTE3, COPY_OUT]);
    assert_eq!(error_text(&outcome), "no error");
    assert_eq!(outcome.buffers[1], doubled());
    let reference = simulate(&kernel(&[COPY_IN, SCALE, COPY_OUT]), Schedule::Sequential);
    assert_eq!(reference.buffers[1], doubled(), "the sequential reference needs no sync");
}

#[test]
fn a_missing_wait_is_a_race_naming_both_instructions_and_the_bytes() {
    let error = error_text(&nominal(&[COPY_IN, SCALE, SET_V_MTE3, WAIT_V_MTE3, COPY_OUT]));
    assert!(error.starts_with("race at cycle"), "{error}");
    assert!(error.contains("`call @vmuls_f32` in entry (#2) on V started while `call @copy_gm_to_ubuf` in entry (#1) on MTE2 was unfinished"), "{error}");
    assert!(error.contains("(RAW on UB [0x0, 0x1000))"), "{error}");
}

#[test]
fn a_write_after_read_is_a_race_too() {
    // The copy-out reads UB 0 while the next vector op overwrites it.
    let error =
        error_text(&nominal(&[COPY_IN, SET_MTE2_V, WAIT_MTE2_V, SCALE, SET_V_MTE3, WAIT_V_MTE3, COPY_OUT, SCALE]));
    assert!(
        error.contains("(#8) on V started while `call @copy_ubuf_to_gm` in entry (#7) on MTE3 was unfinished (WAR"),
        "{error}"
    );
}

#[test]
fn the_scalar_unit_must_wait_for_the_pipes_it_reads_from() {
    let load = "%v = load float, ptr addrspace(6) null";
    let error = error_text(&nominal(&[COPY_IN, load]));
    assert!(error.contains("`%v = load` in entry (#2) on S started while `call @copy_gm_to_ubuf`"), "{error}");
    let set = "call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 0, i64 0)";
    let wait = "call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 0, i64 0)";
    assert_eq!(error_text(&nominal(&[COPY_IN, set, wait, load])), "no error");
}

#[test]
fn setting_a_set_flag_is_a_double_set() {
    // V is busy, so the first set is still pending when the second one runs.
    let error = error_text(&nominal(&[SCALE, SET_MTE2_V, SET_MTE2_V, WAIT_MTE2_V, WAIT_MTE2_V]));
    assert!(error.starts_with("double set at cycle"), "{error}");
    assert!(error.contains("`call @llvm.hivm.SET.FLAG.IMM` in entry (#3) on MTE2 set flag MTE2->V #0, still set by `call @llvm.hivm.SET.FLAG.IMM` in entry (#2) on MTE2"), "{error}");
    assert_eq!(error_text(&nominal(&[SET_MTE2_V, WAIT_MTE2_V, SET_MTE2_V, WAIT_MTE2_V])), "no error");
}

#[test]
fn a_wait_without_a_set_is_a_deadlock_naming_the_blocked_pipes() {
    let error = error_text(&nominal(&[WAIT_MTE2_V, SCALE]));
    assert!(error.starts_with("deadlock at cycle"), "{error}");
    assert!(error.contains("V waits for flag MTE2->V #0 (`call @llvm.hivm.WAIT.FLAG.IMM` in entry (#1))"), "{error}");
    assert!(error.contains("S waits for every pipe to drain at kernel exit"), "{error}");
    let scalar_wait = "call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 0, i64 0)";
    let error = error_text(&nominal(&[scalar_wait]));
    assert!(error.contains("S waits for flag V->S #0"), "{error}");
}

#[test]
fn a_flag_left_set_at_exit_is_an_error() {
    let error = error_text(&nominal(&[COPY_IN, SET_MTE2_V]));
    assert!(error.starts_with("flag left set at kernel exit"), "{error}");
    assert!(error.contains("MTE2->V #0 set by `call @llvm.hivm.SET.FLAG.IMM` in entry (#2) on MTE2"), "{error}");
}

#[test]
fn a_barrier_orders_every_pipe() {
    let barrier = "call void @llvm.hivm.BARRIER(i64 6)";
    let outcome = nominal(&[COPY_IN, barrier, SCALE, barrier, COPY_OUT]);
    assert_eq!(error_text(&outcome), "no error");
    assert_eq!(outcome.buffers[1], doubled());
}

#[test]
fn accesses_beyond_a_buffer_are_errors() {
    // 2 blocks at UB 256 KiB - 32.
    let copy = "call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 262112 to ptr addrspace(6)), ptr addrspace(1) %x, i8 0, i16 1, i16 2, i16 0, i16 0)";
    let error = error_text(&nominal(&[copy]));
    assert!(error.starts_with("out-of-capacity access at cycle "), "{error}");
    assert!(error.contains("`call @copy_gm_to_ubuf` in entry (#1) on MTE2"), "{error}");
    assert!(error.contains("UB bytes [0x3ffe0, 0x40020) exceed its capacity of 262144 bytes"), "{error}");
    let past_gm = "%p = getelementptr i8, ptr addrspace(1) %z, i64 4096";
    let store = "store i8 0, ptr addrspace(1) %p";
    let error = error_text(&nominal(&[past_gm, store]));
    assert!(error.contains("`store` in entry (#2): GM bytes"), "{error}");
}

#[test]
fn event_ids_are_limited_by_the_target_unless_unlimited() {
    let set = "call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 4)";
    let wait = "call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 4)";
    let error = error_text(&nominal(&[set, wait]));
    assert!(error.contains("event ID 4 is out of range: ascend910a has 4 per pipe pair"), "{error}");
    let options = SimOptions { unlimited_event_ids: true, ..SimOptions::default() };
    assert!(simulate_with(&target(), &kernel(&[set, wait]), options).error.is_none());
    let eight = TargetDescription::builtin("ascend910b").unwrap();
    assert!(simulate_with(&eight, &kernel(&[set, wait]), SimOptions::default()).error.is_none());
}

fn busy(outcome: &RunOutcome, pipe: Pipe) -> u64 {
    outcome.stats.pipes.iter().find(|(p, _)| *p == pipe).unwrap().1.busy
}

#[test]
fn instructions_cost_init_plus_bytes_over_throughput() {
    let outcome = nominal(&[COPY_IN, SET_MTE2_V, WAIT_MTE2_V, SCALE]);
    // MTE2: 40 + 4096 / 64, then the set (1). V: the wait (1), then 8 + 4096 / 256.
    assert_eq!(busy(&outcome, Pipe::Mte2), 40 + 64 + 1);
    assert_eq!(busy(&outcome, Pipe::V), 1 + 8 + 16);
    assert!(outcome.stats.total_cycles >= 40 + 64 + 1 + 1 + 8 + 16);
}

#[test]
fn mte2_and_mte3_share_the_gm_bus() {
    // Independent transfers: into UB 0 and out of UB 0x1000.
    let out = "call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i8 0, i16 1, i16 128, i16 0, i16 0)";
    let shared = nominal(&[COPY_IN, out]);
    let json = include_str!("../../targets/ascend910a.json")
        .replace("\"mte2_mte3_share_gm_bus\": true", "\"mte2_mte3_share_gm_bus\": false");
    let separate_buses = TargetDescription::from_json(&json).unwrap();
    let alone = simulate_with(&separate_buses, &kernel(&[COPY_IN, out]), SimOptions::default());
    // Alone each takes 40 + 64; sharing, the 64 transfer cycles overlap at half speed.
    assert_eq!(busy(&alone, Pipe::Mte2), 104);
    assert!(busy(&shared, Pipe::Mte2) >= 40 + 2 * 63, "{:?}", shared.stats);
    assert!(shared.stats.total_cycles > alone.stats.total_cycles);
}

#[test]
fn random_latencies_are_reproducible_per_seed_and_vary_between_seeds() {
    let ir = kernel(&[COPY_IN, SET_MTE2_V, WAIT_MTE2_V, SCALE, SET_V_MTE3, WAIT_V_MTE3, COPY_OUT]);
    let cycles = |seed| simulate(&ir, Schedule::Timed { seed: Some(seed) }).stats.total_cycles;
    assert_eq!(cycles(3), cycles(3));
    let distinct: std::collections::BTreeSet<u64> = (1..=10).map(cycles).collect();
    assert!(distinct.len() > 5, "{distinct:?}");
}

#[test]
fn the_timeline_has_a_span_per_instruction_and_an_arrow_per_flag() {
    let options = SimOptions { record_timeline: true, ..SimOptions::default() };
    let ir = kernel(&[COPY_IN, SET_MTE2_V, WAIT_MTE2_V, SCALE, SET_V_MTE3, WAIT_V_MTE3, COPY_OUT]);
    let timeline = simulate_with(&target(), &ir, options).timeline.unwrap();
    assert_eq!(timeline.arrows.len(), 2);
    let arrow = timeline.arrows[0];
    assert_eq!((arrow.from.0, arrow.to.0), (Pipe::Mte2, Pipe::V));
    assert!(arrow.from.1 <= arrow.to.1);
    let copy = timeline.spans.iter().find(|s| s.label.contains("copy_gm_to_ubuf")).unwrap();
    assert_eq!((copy.pipe, copy.end - copy.start), (Pipe::Mte2, 104));
    assert!(timeline.spans.iter().any(|s| s.pipe == Pipe::V && s.label == "blocked"));
}

/// ascend910a with these pipes (JSON names, comma-separated) marked pipelined.
fn pipelined(pipes: &str) -> TargetDescription {
    let json = include_str!("../../targets/ascend910a.json")
        .replace("\"pipelined\": []", &format!("\"pipelined\": [{pipes}]"));
    TargetDescription::from_json(&json).unwrap()
}

/// 4 KiB from GM `%x` into UB 0x1000 (independent of `COPY_IN`).
const COPY_IN_HIGH: &str = "call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x, i8 0, i16 1, i16 128, i16 0, i16 0)";
/// UB 0x1000 *= 2.
const SCALE_HIGH: &str = "call void @vmuls_f32(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), float 2.0, i8 16, i8 1, i8 1, i8 8, i8 8)";

#[test]
fn a_pipelined_pipe_starts_the_next_instruction_once_the_previous_is_past_its_init() {
    let in_order = nominal(&[COPY_IN, COPY_IN_HIGH]);
    let overlapped = simulate_with(&pipelined("\"MTE2\""), &kernel(&[COPY_IN, COPY_IN_HIGH]), SimOptions::default());
    assert_eq!((error_text(&in_order), error_text(&overlapped)), ("no error".into(), "no error".into()));
    // Each copy is 40 init + 64 transfer cycles; pipelined, the second starts at cycle 40.
    assert_eq!(busy(&in_order, Pipe::Mte2), 2 * 104);
    assert_eq!(busy(&overlapped, Pipe::Mte2), 40 + 104);
}

#[test]
fn on_a_pipelined_pipe_a_same_pipe_dependence_needs_a_barrier_of_that_pipe() {
    let target = pipelined("\"V\"");
    // The second vmuls reads what the first writes.
    let error = error_text(&simulate_with(&target, &kernel(&[SCALE, SCALE]), SimOptions::default()));
    assert!(
        error.contains("(#2) on V started while `call @vmuls_f32` in entry (#1) on V was unfinished (RAW"),
        "{error}"
    );
    assert_eq!(error_text(&nominal(&[SCALE, SCALE])), "no error", "an in-order pipe orders them itself");
    let barrier_v = "call void @llvm.hivm.BARRIER(i64 1)";
    let ordered = simulate_with(&target, &kernel(&[SCALE, barrier_v, SCALE]), SimOptions::default());
    assert_eq!(error_text(&ordered), "no error");
}

#[test]
fn a_set_on_a_pipelined_pipe_waits_for_every_instruction_in_flight() {
    let lines = [COPY_IN, COPY_IN_HIGH, SET_MTE2_V, WAIT_MTE2_V, SCALE_HIGH];
    let outcome = simulate_with(&pipelined("\"MTE2\""), &kernel(&lines), SimOptions::default());
    assert_eq!(error_text(&outcome), "no error");
}
