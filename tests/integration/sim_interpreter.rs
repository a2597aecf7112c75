//! The IR interpreter on its own, with a minimal `Machine` (it records what the program
//! passes to `@observe` and answers `@twice`), as a CUDA or any other model would use it:
//! control flow with phis (moves happen in parallel), switch, integer and floating-point
//! arithmetic including half, casts, GEPs through the data layout, loads and stores of
//! every width, calls with results; and the errors that name the instruction (undefined
//! behaviour, out-of-bounds memory, step limit, unsupported IR).

use syncfuse::sim::decoder::{decode_function, DecodeError};
use syncfuse::sim::interpreter::{execute, At, CallResult, ExecError, Execution, Machine, ScalarAccess};
use syncfuse::sim::memory::{Memory, SpaceSpec, Storage};
use syncfuse::sim::program::Program;

/// Records `@observe(v)`; `@twice(v)` returns 2v; counts scalar accesses.
#[derive(Default)]
struct Recorder {
    callees: Vec<String>,
    observed: Vec<u64>,
    accesses: Vec<ScalarAccess>,
}

impl Machine for Recorder {
    type Error = String;

    fn scalar_access(&mut self, _: At<'_>, access: ScalarAccess, _: &mut Memory) -> Result<(), String> {
        self.accesses.push(access);
        Ok(())
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], _: &mut Memory) -> Result<CallResult, String> {
        match self.callees[site as usize].as_str() {
            "observe" => {
                self.observed.push(args[0]);
                Ok(CallResult::Value(0))
            }
            "twice" => Ok(CallResult::Value(args[0].wrapping_mul(2))),
            other => Err(format!("{}: unknown callee {other}", at.label)),
        }
    }

    fn finish(&mut self, _: At<'_>, _: &mut Memory) -> Result<(), String> {
        Ok(())
    }
}

const PRELUDE: &str = r#"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
declare void @observe(i64)
declare i64 @twice(i64)
"#;

struct Run {
    result: Result<Execution, ExecError<String>>,
    observed: Vec<u64>,
    memory: Vec<u8>,
}

fn program(body: &str) -> Program {
    decode_function(&format!("{PRELUDE}{body}"), "f").unwrap()
}

/// Runs `@f(ptr addrspace(1) %buffer, i64 %n)` on a 64-byte zeroed GM buffer.
fn run_with_limit(body: &str, n: u64, step_limit: u64) -> Run {
    let program = program(body);
    let mut memory =
        Memory::new(vec![SpaceSpec { name: "GM".into(), llvm_numbers: vec![0, 1], storage: Storage::Buffers }]);
    let buffer = memory.allocate(0, vec![0; 64]);
    let mut machine =
        Recorder { callees: program.call_sites.iter().map(|s| s.callee.clone()).collect(), ..Recorder::default() };
    let result = execute(&program, &mut machine, &mut memory, &[buffer, n], step_limit);
    Run { result, observed: machine.observed, memory: memory.buffers(0)[0].clone() }
}

fn run(body: &str, n: u64) -> Run {
    run_with_limit(body, n, 1 << 20)
}

fn error(run: &Run) -> String {
    match &run.result {
        Ok(_) => "no error".into(),
        Err(error) => error.to_string(),
    }
}

#[test]
fn phis_of_one_edge_move_in_parallel() {
    // Fibonacci by swapping through phis: (a, b) <- (b, a + b).
    let body = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i64 [ 0, %entry ], [ %b, %loop ]
  %b = phi i64 [ 1, %entry ], [ %sum, %loop ]
  %sum = add i64 %a, %b
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  call void @observe(i64 %a)
  ret void
}"#;
    let run = run(body, 10);
    assert_eq!(run.observed, vec![34]);
    // 10 iterations of 4 instructions, the entry branch, the observe call and the ret.
    assert_eq!(run.result.unwrap().retired, 10 * 4 + 3);
}

#[test]
fn switch_select_and_integer_arithmetic() {
    let body = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  switch i64 %n, label %other [ i64 1, label %one
                                i64 7, label %seven ]
one:
  call void @observe(i64 1)
  ret void
seven:
  %t = trunc i64 %n to i8
  %neg = sub i8 0, %t
  %s = sext i8 %neg to i64
  call void @observe(i64 %s)
  %z = zext i8 %neg to i64
  call void @observe(i64 %z)
  %q = sdiv i64 %s, 2
  call void @observe(i64 %q)
  %r = srem i64 %s, 2
  call void @observe(i64 %r)
  %sh = ashr i8 %neg, 1
  %shx = sext i8 %sh to i64
  call void @observe(i64 %shx)
  %lt = icmp ult i8 %neg, 7
  %pick = select i1 %lt, i64 100, i64 200
  call void @observe(i64 %pick)
  %d = call i64 @twice(i64 %n)
  call void @observe(i64 %d)
  ret void
other:
  call void @observe(i64 0)
  ret void
}"#;
    assert_eq!(run(body, 1).observed, vec![1]);
    assert_eq!(run(body, 3).observed, vec![0]);
    let minus = |v: i64| v as u64;
    assert_eq!(run(body, 7).observed, vec![minus(-7), 249, minus(-3), minus(-1), minus(-4), 200, 14]);
}

#[test]
fn floating_point_in_half_float_and_double() {
    let body = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  %x = sitofp i64 %n to half
  %y = fmul half %x, 0xH3800
  %big = fadd half 0xH6800, 0xH3C00
  %bigw = fpext half %big to double
  %bigi = fptosi double %bigw to i64
  call void @observe(i64 %bigi)
  %yi = fptosi half %y to i64
  call void @observe(i64 %yi)
  %f = fpext half %y to float
  %g = fdiv float %f, 3.0
  %gt = fcmp ogt float %g, 0.5
  %gtz = zext i1 %gt to i64
  call void @observe(i64 %gtz)
  %nan = fdiv float 0.0, 0.0
  %uno = fcmp uno float %nan, %g
  %unoz = zext i1 %uno to i64
  call void @observe(i64 %unoz)
  %neg = fneg float %g
  %back = fptrunc float %neg to half
  %bits = bitcast half %back to i16
  %bitsz = zext i16 %bits to i64
  call void @observe(i64 %bitsz)
  ret void
}"#;
    // 2048 + 1 rounds to 2048 in half; 5 * 0.5 = 2.5 truncates to 2; 2.5 / 3 > 0.5;
    // -0.8333 in half is 0xBAAB.
    assert_eq!(run(body, 5).observed, vec![2048, 2, 1, 1, 0xbaab]);
}

#[test]
fn geps_loads_and_stores_follow_the_data_layout() {
    let body = r#"
%pair = type { i8, i32 }
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  %field = getelementptr %pair, ptr addrspace(1) %buffer, i64 1, i32 1
  store i32 -2, ptr addrspace(1) %field
  %element = getelementptr [4 x i16], ptr addrspace(1) %buffer, i64 0, i64 %n
  store i16 513, ptr addrspace(1) %element
  %h = getelementptr half, ptr addrspace(1) %buffer, i64 10
  store half 0xH3C00, ptr addrspace(1) %h
  %slot = getelementptr i8, ptr addrspace(1) %buffer, i64 24
  store ptr addrspace(1) %field, ptr addrspace(1) %slot
  %loaded = load ptr addrspace(1), ptr addrspace(1) %slot
  %value = load i32, ptr addrspace(1) %loaded
  %wide = sext i32 %value to i64
  call void @observe(i64 %wide)
  ret void
}"#;
    let run = run(body, 1);
    assert_eq!(error(&run), "no error");
    assert_eq!(run.observed, vec![(-2i64) as u64]);
    // { i8, i32 } is 8 bytes with the i32 at 4: element 1's field is at byte 12.
    assert_eq!(run.memory[12..16], (-2i32).to_le_bytes());
    assert_eq!(run.memory[2..4], 513u16.to_le_bytes());
    assert_eq!(run.memory[20..22], [0x00, 0x3c]);
}

#[test]
fn undefined_behaviour_and_bad_accesses_name_the_instruction() {
    let divide = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  %q = udiv i64 10, %n
  ret void
}"#;
    assert_eq!(error(&run(divide, 0)), "`%q = udiv` in %entry (#1): undefined behaviour: division by zero");
    assert_eq!(error(&run(divide, 5)), "no error");
    let past_end = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  %p = getelementptr i8, ptr addrspace(1) %buffer, i64 %n
  store i64 0, ptr addrspace(1) %p
  ret void
}"#;
    assert_eq!(error(&run(past_end, 56)), "no error");
    let message = error(&run(past_end, 57));
    assert!(message.starts_with("`store` in %entry (#2): GM bytes"), "{message}");
    let unreachable = "define void @f(ptr addrspace(1) %buffer, i64 %n) {\nentry:\n  unreachable\n}";
    assert_eq!(error(&run(unreachable, 0)), "`unreachable` in %entry (#1): undefined behaviour: reached `unreachable`");
}

#[test]
fn a_step_limit_stops_endless_loops() {
    let endless = "define void @f(ptr addrspace(1) %buffer, i64 %n) {\nentry:\n  br label %entry2\nentry2:\n  br label %entry2\n}";
    assert_eq!(
        error(&run_with_limit(endless, 0, 1000)),
        "did not finish: stopped after 1000 instructions (step limit) in @f %entry2"
    );
}

/// The vectorisers' mask test: a vector of comparisons packed into one integer (lane 0 in
/// the low bits), and an integer split back into lanes.
#[test]
fn bitcasts_pack_and_unpack_vector_lanes() {
    let body = r#"
define void @f(ptr addrspace(1) %buffer, i64 %n) {
entry:
  %a = icmp eq i64 %n, 5
  %b = icmp ult i64 %n, 3
  %v0 = insertelement <4 x i1> poison, i1 %a, i64 0
  %v1 = insertelement <4 x i1> %v0, i1 %b, i64 1
  %v2 = insertelement <4 x i1> %v1, i1 true, i64 2
  %v3 = insertelement <4 x i1> %v2, i1 false, i64 3
  %packed = bitcast <4 x i1> %v3 to i4
  %wide = zext i4 %packed to i64
  call void @observe(i64 %wide)
  %byte = trunc i64 %n to i8
  %halves = bitcast i8 %byte to <2 x i4>
  %low = extractelement <2 x i4> %halves, i64 0
  %high = extractelement <2 x i4> %halves, i64 1
  %lowx = zext i4 %low to i64
  %highx = zext i4 %high to i64
  call void @observe(i64 %lowx)
  call void @observe(i64 %highx)
  ret void
}"#;
    assert_eq!(run(body, 5).observed, vec![0b0101, 5, 0]);
    assert_eq!(run(body, 0x2a).observed, vec![0b0100, 0xa, 0x2]);
    assert_eq!(run(body, 1).observed, vec![0b0110, 1, 0]);
}

#[test]
fn unsupported_ir_is_rejected_when_decoding() {
    let alloca = "define void @f(ptr addrspace(1) %buffer, i64 %n) {\nentry:\n  %a = alloca i64, i64 %n\n  ret void\n}";
    let error = decode_function(&format!("{PRELUDE}{alloca}"), "f").unwrap_err();
    assert_eq!(
        error,
        DecodeError::Unsupported {
            instruction: "`%a = alloca` in %entry (#1)".into(),
            what: "an alloca of a variable size".into()
        }
    );
    let missing = decode_function(&format!("{PRELUDE}{alloca}"), "g").unwrap_err();
    assert_eq!(missing.to_string(), "no function 'g' with a body (defined: f)");
    assert!(matches!(decode_function("this is not IR", "f"), Err(DecodeError::Parse(_))));
}
