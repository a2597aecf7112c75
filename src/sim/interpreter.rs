//! The LLVM IR interpreter: executes a decoded `Program` (one function) in program order,
//! as the scalar unit of a machine. Ordinary instructions (arithmetic, comparisons,
//! casts, GEPs, control flow, phis) run here; scalar loads and stores touch `Memory`
//! after the machine model has seen them; every other call goes to the `Machine`, which
//! is where an accelerator model lives (the Ascend pipe machine today, a CUDA grid model
//! later). Invariant: the interpreter knows nothing about time or pipes; it tells the
//! machine how many instructions it has retired so the machine can keep its own clock,
//! and it reports undefined behaviour (and out-of-bounds accesses) naming the instruction
//! instead of making up a value.

use crate::sim::memory::{Memory, MemoryError, SpaceId};
use crate::sim::program::{Edge, Inst, MemoryOperand, Operand, Program, Terminator};
use crate::sim::values::{self, ScalarType};
use std::fmt;

/// The accelerator model the interpreter drives. A model is built for one `Program` and
/// resolves its `call_sites` up front, so that `call` dispatches on a site number.
pub trait Machine {
    type Error;

    /// The scalar unit is about to perform `access` (already bounds-checked).
    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), Self::Error>;

    /// Executes call site `site` with raw argument values; returns the raw result (0 for
    /// a void call).
    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<u64, Self::Error>;

    /// The function returned.
    fn finish(&mut self, at: At<'_>, memory: &mut Memory) -> Result<(), Self::Error>;
}

/// Where the scalar unit is: the instruction it is about to execute and how many it has
/// retired before it.
#[derive(Clone, Copy, Debug)]
pub struct At<'a> {
    pub label: &'a str,
    pub retired: u64,
}

/// One scalar load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScalarAccess {
    pub space: SpaceId,
    pub address: u64,
    pub length: u64,
    pub write: bool,
}

/// Why execution stopped early.
#[derive(Debug)]
pub enum ExecError<E> {
    Machine(E),
    Memory { instruction: String, error: MemoryError },
    Undefined { instruction: String, what: &'static str },
    StepLimit { limit: u64 },
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
            ExecError::StepLimit { limit } => {
                write!(f, "stopped after {limit} instructions (step limit)")
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

/// Runs `program` with raw argument values (pointers are addresses in `memory`).
pub fn execute<M: Machine>(
    program: &Program,
    machine: &mut M,
    memory: &mut Memory,
    args: &[u64],
    step_limit: u64,
) -> Result<Execution, ExecError<M::Error>> {
    if args.len() != program.params.len() {
        return Err(ExecError::Arguments(format!(
            "@{} takes {} arguments, {} given",
            program.function,
            program.params.len(),
            args.len()
        )));
    }
    let mut registers = vec![0u64; program.registers];
    for ((register, &value), ty) in registers.iter_mut().zip(args).zip(&program.params) {
        *register = value & values::mask(ty.bits());
    }
    let mut state = State { program, machine, memory, registers, retired: 0, scratch: Vec::new() };
    state.run(step_limit)
}

struct State<'a, M: Machine> {
    program: &'a Program,
    machine: &'a mut M,
    memory: &'a mut Memory,
    registers: Vec<u64>,
    retired: u64,
    /// Reused for call arguments and phi moves.
    scratch: Vec<u64>,
}

type Step<M> = Result<(), ExecError<<M as Machine>::Error>>;

impl<M: Machine> State<'_, M> {
    fn run(&mut self, step_limit: u64) -> Result<Execution, ExecError<M::Error>> {
        let program = self.program;
        let mut block = &program.blocks[0];
        loop {
            for index in block.body.clone() {
                self.step(index)?;
                self.retired += 1;
            }
            if self.retired > step_limit {
                return Err(ExecError::StepLimit { limit: step_limit });
            }
            let at = At { label: &block.terminator_label, retired: self.retired };
            let edge = match &block.terminator {
                Terminator::Br(edge) => edge,
                Terminator::CondBr { condition, then_edge, else_edge } => {
                    if self.value(*condition) & 1 == 1 {
                        then_edge
                    } else {
                        else_edge
                    }
                }
                Terminator::Switch { value, cases, default } => {
                    let value = self.value(*value);
                    cases.iter().find(|(case, _)| *case == value).map_or(default, |(_, edge)| edge)
                }
                Terminator::Ret => {
                    self.machine.finish(at, self.memory).map_err(ExecError::Machine)?;
                    return Ok(Execution { retired: self.retired + 1 });
                }
                Terminator::Unreachable => {
                    return Err(ExecError::Undefined {
                        instruction: block.terminator_label.clone(),
                        what: "reached `unreachable`",
                    })
                }
            };
            self.retired += 1;
            self.take(edge);
            block = &program.blocks[edge.block as usize];
        }
    }

    fn value(&self, operand: Operand) -> u64 {
        match operand {
            Operand::Reg(register) => self.registers[register as usize],
            Operand::Imm(value) => value,
        }
    }

    /// The phi moves of an edge, in parallel.
    fn take(&mut self, edge: &Edge) {
        self.scratch.clear();
        self.scratch.extend(edge.moves.iter().map(|&(_, source)| match source {
            Operand::Reg(register) => self.registers[register as usize],
            Operand::Imm(value) => value,
        }));
        for (&(destination, _), &value) in edge.moves.iter().zip(&self.scratch) {
            self.registers[destination as usize] = value;
        }
    }

    fn undefined(&self, index: usize, what: &'static str) -> ExecError<M::Error> {
        ExecError::Undefined { instruction: self.program.labels[index].clone(), what }
    }

    fn step(&mut self, index: usize) -> Step<M> {
        let result = match &self.program.insts[index] {
            Inst::Int { op, bits, dst, a, b } => {
                let value = values::int_binary(*op, *bits, self.value(*a), self.value(*b));
                (*dst, value.map_err(|undefined| self.undefined(index, undefined.0))?)
            }
            Inst::Float { op, kind, dst, a, b } => {
                (*dst, values::float_binary(*op, *kind, self.value(*a), self.value(*b)))
            }
            Inst::FloatUnary { op, kind, dst, a } => (*dst, values::float_unary(*op, *kind, self.value(*a))),
            Inst::FMulAdd { kind, dst, a, b, c } => {
                let [a, b, c] = [*a, *b, *c].map(|operand| kind.to_f64(self.value(operand)));
                (*dst, kind.from_f64(a.mul_add(b, c)))
            }
            Inst::ICmp { predicate, bits, dst, a, b } => {
                (*dst, u64::from(values::int_compare(*predicate, *bits, self.value(*a), self.value(*b))))
            }
            Inst::FCmp { predicate, kind, dst, a, b } => {
                (*dst, u64::from(values::float_compare(*predicate, *kind, self.value(*a), self.value(*b))))
            }
            Inst::Select { dst, condition, a, b } => {
                (*dst, if self.value(*condition) & 1 == 1 { self.value(*a) } else { self.value(*b) })
            }
            Inst::Cast { op, from, to, dst, a } => {
                let value = values::cast(*op, *from, *to, self.value(*a));
                (*dst, value.map_err(|undefined| self.undefined(index, undefined.0))?)
            }
            Inst::Gep { dst, base, offset, indices } => {
                let mut address = self.value(*base).wrapping_add(*offset as u64);
                for gep_index in indices.iter() {
                    let step = values::sign_extend(self.value(gep_index.value), gep_index.bits);
                    address = address.wrapping_add(step.wrapping_mul(gep_index.scale) as u64);
                }
                (*dst, address)
            }
            Inst::Load { dst, memory } => (*dst, self.load(index, memory)?),
            Inst::Store { memory, value } => return self.store(index, memory, self.value(*value)),
            Inst::Call { site, dst, args } => {
                let value = self.call(index, *site, args)?;
                match dst {
                    Some(dst) => (*dst, value),
                    None => return Ok(()),
                }
            }
        };
        self.registers[result.0 as usize] = result.1;
        Ok(())
    }

    /// Bounds-checks a scalar access and shows it to the machine.
    fn access(
        &mut self,
        index: usize,
        memory: &MemoryOperand,
        write: bool,
    ) -> Result<ScalarAccess, ExecError<M::Error>> {
        let memory_error = |error| ExecError::Memory { instruction: self.program.labels[index].clone(), error };
        let space = self.memory.space_of_llvm(memory.llvm_space).map_err(memory_error)?;
        let access = ScalarAccess { space, address: self.value(memory.address), length: u64::from(memory.size), write };
        self.memory.check(space, access.address, access.length).map_err(memory_error)?;
        let at = At { label: &self.program.labels[index], retired: self.retired };
        self.machine.scalar_access(at, access, self.memory).map_err(ExecError::Machine)?;
        Ok(access)
    }

    fn load(&mut self, index: usize, memory: &MemoryOperand) -> Result<u64, ExecError<M::Error>> {
        let access = self.access(index, memory, false)?;
        let bytes = self.memory.read(access.space, access.address, access.length).expect("checked");
        let mut raw = [0u8; 8];
        raw[..bytes.len()].copy_from_slice(bytes);
        Ok(u64::from_le_bytes(raw) & values::mask(memory.ty.bits()))
    }

    fn store(&mut self, index: usize, memory: &MemoryOperand, value: u64) -> Step<M> {
        let access = self.access(index, memory, true)?;
        let bytes = value.to_le_bytes();
        self.memory.write(access.space, access.address, &bytes[..access.length as usize]).expect("checked");
        Ok(())
    }

    fn call(&mut self, index: usize, site: u32, args: &[Operand]) -> Result<u64, ExecError<M::Error>> {
        self.scratch.clear();
        for &arg in args {
            let value = self.value(arg);
            self.scratch.push(value);
        }
        let arguments = std::mem::take(&mut self.scratch);
        let at = At { label: &self.program.labels[index], retired: self.retired };
        let result = self.machine.call(at, site, &arguments, self.memory);
        self.scratch = arguments;
        let result_type = self.program.call_sites[site as usize].result.unwrap_or(ScalarType::Int(64));
        result.map(|value| value & values::mask(result_type.bits())).map_err(ExecError::Machine)
    }
}
