//! The LLVM IR interpreter: executes decoded `Program`s as a machine's scalar unit or
//! threads. A `Thread` is a resumable execution: a call stack of frames (function, block,
//! next instruction, register window), so calls of functions defined in the module run
//! here, and a thread can stop in the middle of a function (a barrier, a step budget) and
//! be resumed later; the CUDA grid model runs many of them cooperatively, the Ascend
//! model runs one to completion through `execute`. Ordinary instructions (arithmetic,
//! comparisons, casts, GEPs, control flow, phis, allocas, atomics) run here; scalar loads
//! and stores touch `Memory` after the machine model has seen them; every other call goes
//! to the `Machine`, which is where an accelerator model lives. Invariant: the
//! interpreter knows nothing about time, pipes or grids; it tells the machine how many
//! instructions it has retired so the machine can keep its own clock, and it reports
//! undefined behaviour (and out-of-bounds accesses) naming the instruction instead of
//! making up a value. The hot loop allocates nothing and looks nothing up by name.

use crate::memory::{Memory, MemoryError, Place, SpaceId};
use crate::program::{AtomicOrdering, Edge, Inst, MemoryOperand, Operand, Program, Reg, Terminator};
use crate::values::{self, ScalarType};
use std::fmt;

/// The accelerator model the interpreter drives. A model is built for its `Program`s and
/// resolves their `call_sites` up front, so that `call` dispatches on a site number.
pub trait Machine {
    type Error;

    /// The scalar unit is about to perform `access` (already bounds-checked).
    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), Self::Error>;

    /// A `fence` with this ordering; models without a memory model ignore it.
    fn fence(&mut self, _at: At<'_>, _ordering: AtomicOrdering) -> Result<(), Self::Error> {
        Ok(())
    }

    /// Asked at the end of every basic block: whether the thread should stop there as if
    /// its budget were spent (a model lets a thread polling a flag give way).
    fn yield_requested(&mut self) -> bool {
        false
    }

    /// Executes call site `site` of function `at.function` with raw argument values.
    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, Self::Error>;

    /// The thread's outermost function returned.
    fn finish(&mut self, at: At<'_>, memory: &mut Memory) -> Result<(), Self::Error>;
}

/// What a machine call did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallResult {
    /// It returned this raw value (0 for a void call).
    Value(u64),
    /// The thread must stop here; whoever runs it gives the call's result with
    /// `Thread::resume` (a barrier).
    Suspend,
}

/// Where the thread is: the instruction it is about to execute, in which function (an
/// index into the programs it runs), and how many it has retired before it.
#[derive(Clone, Copy, Debug)]
pub struct At<'a> {
    pub label: &'a str,
    pub retired: u64,
    pub function: u32,
}

/// One scalar load, store or atomic read-modify-write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScalarAccess {
    pub space: SpaceId,
    pub address: u64,
    pub length: u64,
    pub write: bool,
    /// A read-modify-write (`atomicrmw`, `cmpxchg`): it reads and writes.
    pub atomic: bool,
    pub ordering: AtomicOrdering,
}

/// Why execution stopped early.
#[derive(Debug)]
pub enum ExecError<E> {
    Machine(E),
    Memory {
        instruction: String,
        error: MemoryError,
    },
    Undefined {
        instruction: String,
        what: &'static str,
    },
    /// The budget ran out: it did not finish (where the thread stood).
    StepLimit {
        limit: u64,
        at: String,
    },
    Arguments(String),
}

impl<E: fmt::Display> fmt::Display for ExecError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExecError::Machine(error) => error.fmt(f),
            ExecError::Memory { instruction, error } => write!(f, "{instruction}: {error}"),
            ExecError::Undefined { instruction, what } => {
                write!(f, "{instruction}: undefined behaviour: {what}")
            }
            ExecError::StepLimit { limit, at } => {
                write!(f, "did not finish: stopped after {limit} instructions (step limit) in {at}")
            }
            ExecError::Arguments(message) => f.write_str(message),
        }
    }
}

impl<E: fmt::Display + fmt::Debug> std::error::Error for ExecError<E> {}

/// What a finished execution did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Execution {
    pub retired: u64,
}

/// Runs `program` to completion with raw argument values (pointers are addresses in
/// `memory`); its calls all go to `machine`, which must not suspend.
pub fn execute<M: Machine>(
    program: &Program,
    machine: &mut M,
    memory: &mut Memory,
    args: &[u64],
    step_limit: u64,
) -> Result<Execution, ExecError<M::Error>> {
    let programs = std::slice::from_ref(program);
    let mut thread = Thread::new(programs, 0, args, None)?;
    match thread.run(programs, machine, memory, step_limit)? {
        Status::Returned(_) => Ok(Execution { retired: thread.retired() }),
        Status::OutOfBudget => Err(ExecError::StepLimit { limit: step_limit, at: thread.position(programs) }),
        Status::Suspended => Err(ExecError::Arguments(format!(
            "@{}: the machine suspended the only thread, which nothing can resume",
            program.function
        ))),
    }
}

/// Why `Thread::run` returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The outermost function returned this raw value (0 for `ret void`).
    Returned(u64),
    /// A machine call suspended the thread (see `CallResult::Suspend`).
    Suspended,
    /// The thread retired more instructions than the limit; `run` again to go on.
    OutOfBudget,
}

/// One activation: where it is and where its registers start.
#[derive(Clone, Copy, Debug)]
struct Frame {
    function: u32,
    base: usize,
    block: u32,
    /// The next instruction (== the block's end: the terminator).
    next: usize,
    /// The caller's register (absolute) that receives the result.
    result: Option<usize>,
    /// Where this frame's allocas start in `Thread::allocas`.
    allocas: usize,
}

/// A resumable execution of one function and everything it calls.
pub struct Thread {
    frames: Vec<Frame>,
    /// The register windows of all frames, each frame's from its `base`.
    registers: Vec<u64>,
    /// Live allocas (space, address), freed when their frame returns.
    allocas: Vec<(SpaceId, u64)>,
    /// Where allocas live; `None`: this machine has no stack.
    stack: Option<SpaceId>,
    retired: u64,
    /// The absolute register awaiting a suspended call's result.
    pending: Option<usize>,
    /// Reused for call arguments and phi moves.
    scratch: Vec<u64>,
}

/// What one instruction asks of the run loop.
enum Step {
    Next,
    /// Call defined function `function`; arguments are in `scratch`.
    Enter {
        function: u32,
        result: Option<Reg>,
    },
    Suspend {
        result: Option<Reg>,
    },
}

type Failure<M> = ExecError<<M as Machine>::Error>;

impl Thread {
    /// A thread about to run `programs[function]` with raw argument values; its allocas
    /// go to buffers space `stack`.
    pub fn new<E>(
        programs: &[Program],
        function: u32,
        args: &[u64],
        stack: Option<SpaceId>,
    ) -> Result<Thread, ExecError<E>> {
        let mut thread = Thread {
            frames: Vec::new(),
            registers: Vec::new(),
            allocas: Vec::new(),
            stack,
            retired: 0,
            pending: None,
            scratch: args.to_vec(),
        };
        thread.enter(programs, function, None)?;
        Ok(thread)
    }

    pub fn retired(&self) -> u64 {
        self.retired
    }

    /// Where the thread stands: `@function %block`, innermost frame first.
    pub fn position(&self, programs: &[Program]) -> String {
        let frames = self.frames.iter().rev().map(|frame| {
            let program = &programs[frame.function as usize];
            let block = &program.blocks[frame.block as usize].name;
            format!("@{} %{}", program.function, block.trim_start_matches('%'))
        });
        frames.collect::<Vec<_>>().join(" called from ")
    }

    /// Gives a suspended call its result; the next `run` continues after it.
    pub fn resume(&mut self, value: u64) {
        if let Some(register) = self.pending.take() {
            self.registers[register] = value;
        }
    }

    /// Pushes a frame for `function` with the arguments in `scratch`.
    fn enter<E>(&mut self, programs: &[Program], function: u32, result: Option<usize>) -> Result<(), ExecError<E>> {
        let program = &programs[function as usize];
        if self.scratch.len() != program.params.len() {
            return Err(ExecError::Arguments(format!(
                "@{} takes {} arguments, {} given",
                program.function,
                program.params.len(),
                self.scratch.len()
            )));
        }
        let base = self.registers.len();
        self.registers.resize(base + program.registers, 0);
        for (index, (&value, ty)) in self.scratch.iter().zip(&program.params).enumerate() {
            self.registers[base + index] = value & values::mask(ty.bits());
        }
        let next = program.blocks[0].body.start;
        self.frames.push(Frame { function, base, block: 0, next, result, allocas: self.allocas.len() });
        Ok(())
    }

    /// Runs until the outermost function returns, a machine call suspends the thread, or
    /// more than `limit` instructions (in total) have been retired.
    pub fn run<M: Machine>(
        &mut self,
        programs: &[Program],
        machine: &mut M,
        memory: &mut Memory,
        limit: u64,
    ) -> Result<Status, Failure<M>> {
        'frames: loop {
            let frame = *self.frames.last().expect("a thread that has not returned has a frame");
            let program = &programs[frame.function as usize];
            let (base, function) = (frame.base, frame.function);
            let (mut block, mut pc) = (frame.block as usize, frame.next);
            loop {
                let body_end = program.blocks[block].body.end;
                while pc < body_end {
                    let step = self.step(program, function, base, pc, machine, memory)?;
                    self.retired += 1;
                    pc += 1;
                    match step {
                        Step::Next => {}
                        Step::Enter { function: callee, result } => {
                            self.save(block, pc);
                            let result = result.map(|r| base + r as usize);
                            self.enter(programs, callee, result)?;
                            continue 'frames;
                        }
                        Step::Suspend { result } => {
                            self.save(block, pc);
                            self.pending = result.map(|r| base + r as usize);
                            return Ok(Status::Suspended);
                        }
                    }
                }
                if self.retired > limit || machine.yield_requested() {
                    self.save(block, pc);
                    return Ok(Status::OutOfBudget);
                }
                let terminator_block = &program.blocks[block];
                self.retired += 1;
                let edge = match &terminator_block.terminator {
                    Terminator::Br(edge) => edge,
                    Terminator::CondBr { condition, then_edge, else_edge } => {
                        if self.value(base, *condition) & 1 == 1 {
                            then_edge
                        } else {
                            else_edge
                        }
                    }
                    Terminator::Switch { value, cases, default } => {
                        let value = self.value(base, *value);
                        cases.iter().find(|(case, _)| *case == value).map_or(default, |(_, edge)| edge)
                    }
                    Terminator::Ret(value) => {
                        let value = value.map_or(0, |operand| self.value(base, operand));
                        let at = At { label: &terminator_block.terminator_label, retired: self.retired, function };
                        if self.leave(memory, value, at)? {
                            machine.finish(at, memory).map_err(ExecError::Machine)?;
                            return Ok(Status::Returned(value));
                        }
                        continue 'frames;
                    }
                    Terminator::Unreachable => {
                        return Err(ExecError::Undefined {
                            instruction: terminator_block.terminator_label.clone(),
                            what: "reached `unreachable`",
                        })
                    }
                };
                self.take(base, edge);
                block = edge.block as usize;
                pc = program.blocks[block].body.start;
            }
        }
    }

    /// Records where the top frame stopped.
    fn save(&mut self, block: usize, next: usize) {
        let frame = self.frames.last_mut().expect("a running thread has a frame");
        frame.block = block as u32;
        frame.next = next;
    }

    /// Pops the top frame (freeing its allocas) and passes `value` to the caller; true
    /// when it was the outermost frame.
    fn leave<E>(&mut self, memory: &mut Memory, value: u64, at: At<'_>) -> Result<bool, ExecError<E>> {
        let frame = self.frames.pop().expect("a returning thread has a frame");
        for (space, address) in self.allocas.drain(frame.allocas..) {
            memory
                .release(space, address)
                .map_err(|error| ExecError::Memory { instruction: at.label.into(), error })?;
        }
        self.registers.truncate(frame.base);
        if let Some(result) = frame.result {
            self.registers[result] = value;
        }
        Ok(self.frames.is_empty())
    }

    #[inline(always)]
    fn value(&self, base: usize, operand: Operand) -> u64 {
        match operand {
            Operand::Reg(register) => self.registers[base + register as usize],
            Operand::Imm(value) => value,
        }
    }

    #[inline(always)]
    fn set(&mut self, base: usize, register: Reg, value: u64) {
        self.registers[base + register as usize] = value;
    }

    /// The phi moves of an edge, in parallel.
    fn take(&mut self, base: usize, edge: &Edge) {
        if edge.moves.is_empty() {
            return;
        }
        self.scratch.clear();
        for &(_, source) in edge.moves.iter() {
            let value = self.value(base, source);
            self.scratch.push(value);
        }
        for (index, &(destination, _)) in edge.moves.iter().enumerate() {
            self.registers[base + destination as usize] = self.scratch[index];
        }
    }

    fn step<M: Machine>(
        &mut self,
        program: &Program,
        function: u32,
        base: usize,
        index: usize,
        machine: &mut M,
        memory: &mut Memory,
    ) -> Result<Step, Failure<M>> {
        let undefined =
            |what: values::Undefined| ExecError::Undefined { instruction: program.labels[index].clone(), what: what.0 };
        let (dst, value) = match &program.insts[index] {
            Inst::Int { op, bits, dst, a, b } => {
                let value = values::int_binary(*op, *bits, self.value(base, *a), self.value(base, *b));
                (*dst, value.map_err(undefined)?)
            }
            Inst::Float { op, kind, dst, a, b } => {
                (*dst, values::float_binary(*op, *kind, self.value(base, *a), self.value(base, *b)))
            }
            Inst::FloatUnary { op, kind, dst, a } => (*dst, values::float_unary(*op, *kind, self.value(base, *a))),
            Inst::IntUnary { op, bits, dst, a } => (*dst, values::int_unary(*op, *bits, self.value(base, *a))),
            Inst::FMulAdd { kind, rounding, dst, a, b, c } => {
                let [a, b, c] = [*a, *b, *c].map(|operand| self.value(base, operand));
                (*dst, values::fused_multiply_add(*kind, *rounding, a, b, c))
            }
            Inst::ICmp { predicate, bits, dst, a, b } => {
                let (a, b) = (self.value(base, *a), self.value(base, *b));
                (*dst, u64::from(values::int_compare(*predicate, *bits, a, b)))
            }
            Inst::FCmp { predicate, kind, dst, a, b } => {
                let (a, b) = (self.value(base, *a), self.value(base, *b));
                (*dst, u64::from(values::float_compare(*predicate, *kind, a, b)))
            }
            Inst::Select { dst, condition, a, b } => {
                let chosen = if self.value(base, *condition) & 1 == 1 { *a } else { *b };
                (*dst, self.value(base, chosen))
            }
            Inst::Cast { op, from, to, dst, a } => {
                (*dst, values::cast(*op, *from, *to, self.value(base, *a)).map_err(undefined)?)
            }
            Inst::Gep { dst, base: pointer, offset, indices } => {
                let mut address = self.value(base, *pointer).wrapping_add(*offset as u64);
                for gep_index in indices.iter() {
                    let step = values::sign_extend(self.value(base, gep_index.value), gep_index.bits);
                    address = address.wrapping_add(step.wrapping_mul(gep_index.scale) as u64);
                }
                (*dst, address)
            }
            Inst::Load { dst, memory: operand } => {
                let at = At { label: &program.labels[index], retired: self.retired, function };
                let address = self.value(base, operand.address);
                let place = access(at, operand, address, Kind::Read, machine, memory)?;
                (*dst, load(memory, place, operand))
            }
            Inst::Store { memory: operand, value } => {
                let value = self.value(base, *value);
                let at = At { label: &program.labels[index], retired: self.retired, function };
                let address = self.value(base, operand.address);
                let place = access(at, operand, address, Kind::Write, machine, memory)?;
                memory.write_scalar_at(place, value, operand.size);
                return Ok(Step::Next);
            }
            Inst::Alloca { dst, size } => {
                let Some(stack) = self.stack else {
                    return Err(undefined(values::Undefined("alloca on a machine without stack memory")));
                };
                let address = memory.allocate_reusing(stack, vec![0; *size as usize]);
                self.allocas.push((stack, address));
                (*dst, address)
            }
            Inst::AtomicRmw { op, dst, memory: operand, value } => {
                let value = self.value(base, *value);
                let at = At { label: &program.labels[index], retired: self.retired, function };
                let address = self.value(base, operand.address);
                let place = access(at, operand, address, Kind::Atomic, machine, memory)?;
                let old = load(memory, place, operand);
                let new = values::atomic_apply(*op, operand.ty, old, value).map_err(undefined)?;
                memory.write_scalar_at(place, new, operand.size);
                (*dst, old)
            }
            Inst::CompareExchange { dst, memory: operand, expected, replacement } => {
                let (expected, replacement) = (self.value(base, *expected), self.value(base, *replacement));
                let at = At { label: &program.labels[index], retired: self.retired, function };
                let address = self.value(base, operand.address);
                let place = access(at, operand, address, Kind::Atomic, machine, memory)?;
                let old = load(memory, place, operand);
                let replaced = old == expected & values::mask(operand.ty.bits());
                if replaced {
                    memory.write_scalar_at(place, replacement, operand.size);
                }
                self.set(base, *dst + 1, u64::from(replaced));
                (*dst, old)
            }
            Inst::Fence { ordering } => {
                let at = At { label: &program.labels[index], retired: self.retired, function };
                machine.fence(at, *ordering).map_err(ExecError::Machine)?;
                return Ok(Step::Next);
            }
            Inst::Call { site, dst, args } => {
                self.gather(base, args);
                let arguments = std::mem::take(&mut self.scratch);
                let at = At { label: &program.labels[index], retired: self.retired, function };
                let result = machine.call(at, *site, &arguments, memory);
                self.scratch = arguments;
                match result.map_err(ExecError::Machine)? {
                    CallResult::Suspend => return Ok(Step::Suspend { result: *dst }),
                    CallResult::Value(value) => {
                        let Some(dst) = dst else { return Ok(Step::Next) };
                        let result_type = program.call_sites[*site as usize].result.unwrap_or(ScalarType::Int(64));
                        (*dst, value & values::mask(result_type.bits()))
                    }
                }
            }
            Inst::CallFunction { function: callee, dst, args } => {
                self.gather(base, args);
                return Ok(Step::Enter { function: *callee, result: *dst });
            }
        };
        self.set(base, dst, value);
        Ok(Step::Next)
    }

    /// Evaluates call arguments into `scratch`.
    fn gather(&mut self, base: usize, args: &[Operand]) {
        self.scratch.clear();
        for &arg in args {
            let value = self.value(base, arg);
            self.scratch.push(value);
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Read,
    Write,
    Atomic,
}

/// Resolves and bounds-checks a scalar access and shows it to the machine; returns where
/// it is.
#[inline(always)]
fn access<M: Machine>(
    at: At<'_>,
    operand: &MemoryOperand,
    address: u64,
    kind: Kind,
    machine: &mut M,
    memory: &mut Memory,
) -> Result<Place, Failure<M>> {
    let memory_error = |error| ExecError::Memory { instruction: at.label.to_string(), error };
    let space = memory.resolve(operand.llvm_space, address).map_err(memory_error)?;
    let length = u64::from(operand.size);
    let place = memory.place(space, address, length).map_err(memory_error)?;
    let (write, atomic, ordering) = (kind != Kind::Read, kind == Kind::Atomic, operand.ordering);
    let access = ScalarAccess { space, address, length, write, atomic, ordering };
    machine.scalar_access(at, access, memory).map_err(ExecError::Machine)?;
    Ok(place)
}

/// Reads a checked scalar, in normal form.
#[inline(always)]
fn load(memory: &Memory, place: Place, operand: &MemoryOperand) -> u64 {
    memory.read_scalar_at(place, operand.size) & values::mask(operand.ty.bits())
}
