//! One simulated kernel launch on one AI core, end to end: kernel arguments become GM
//! buffers and raw values, the interpreter runs the decoded function with an
//! `AscendMachine`, and the outcome carries the first error (if any), the cycle counts,
//! the GM buffers after the run and, on request, the timeline. Invariant: an error is a
//! result of the run, not a failure to run; only arguments that do not fit the
//! function's parameters are refused up front.

use crate::ascend::chip::{replay, ChipOptions};
use crate::ascend::error::AscendError;
use crate::ascend::timeline::Timeline;
use crate::ascend::trace::CoreTrace;
use crate::ascend::{memory_for, space_id, AscendMachine, Schedule, SimOptions, Stats};
use crate::interpreter::{execute, ExecError};
use crate::memory::Memory;
use crate::program::Program;
use crate::values::{self, ScalarType};
use syncfuse_hardware::ascend::{AddressSpace, TargetDescription};

/// A kernel argument: a GM buffer's initial bytes, an integer, or a real number.
#[derive(Clone, Debug, PartialEq)]
pub enum KernelArg {
    Buffer(Vec<u8>),
    Int(i64),
    Float(f64),
}

/// An argument as a refusal names it: its kind and size or value, never a buffer's bytes.
impl std::fmt::Display for KernelArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KernelArg::Buffer(bytes) => write!(f, "a GM buffer of {} bytes", bytes.len()),
            KernelArg::Int(value) => write!(f, "the integer {value}"),
            KernelArg::Float(value) => write!(f, "the float {value}"),
        }
    }
}

/// Why kernel arguments do not fit the launched function; the only refusal of `run`.
#[derive(Debug, thiserror::Error)]
pub enum ArgumentMismatch {
    #[error("@{function} takes {expected} arguments, {given} given")]
    Count { function: String, expected: usize, given: usize },
    #[error("argument {index}: {given} does not fit a parameter of type {parameter:?}")]
    Type { index: usize, given: KernelArg, parameter: ScalarType },
}

#[derive(Debug)]
pub struct RunOutcome {
    /// The first error, if the run stopped early.
    pub error: Option<ExecError<AscendError>>,
    pub stats: Stats,
    /// The GM buffers after the run, one per buffer argument, in argument order.
    pub buffers: Vec<Vec<u8>>,
    pub timeline: Option<Timeline>,
    /// Instructions the interpreter retired (on success).
    pub retired: Option<u64>,
}

/// Runs `program` once on `target` with `args`.
pub fn run(
    program: &Program,
    target: &TargetDescription,
    args: &[KernelArg],
    options: &SimOptions,
) -> Result<RunOutcome, ArgumentMismatch> {
    let mut memory = memory_for(target);
    let gm = space_id(AddressSpace::Gm);
    if args.len() != program.params.len() {
        return Err(ArgumentMismatch::Count {
            function: program.function.clone(),
            expected: program.params.len(),
            given: args.len(),
        });
    }
    let mut raw = Vec::with_capacity(args.len());
    for (index, (arg, ty)) in args.iter().zip(&program.params).enumerate() {
        let value = match (arg, ty) {
            (KernelArg::Buffer(bytes), ScalarType::Ptr(number))
                if AddressSpace::from_llvm(*number) == Some(AddressSpace::Gm) =>
            {
                memory.allocate(gm, bytes.clone())
            }
            (KernelArg::Int(value), ScalarType::Int(_) | ScalarType::Ptr(_)) => *value as u64,
            (KernelArg::Int(value), ScalarType::Float(kind)) => kind.from_f64(*value as f64),
            (KernelArg::Float(value), ScalarType::Float(kind)) => kind.from_f64(*value),
            (given, parameter) => {
                return Err(ArgumentMismatch::Type { index, given: given.clone(), parameter: *parameter })
            }
        };
        raw.push(value & values::mask(ty.bits()));
    }
    let Schedule::Timed { .. } = options.schedule else {
        let block = execute_block(program, target, options, &raw, &mut memory);
        return Ok(RunOutcome {
            error: block.error,
            stats: block.stats,
            buffers: memory.buffers(gm).to_vec(),
            timeline: None,
            retired: block.retired,
        });
    };
    let block = execute_block(program, target, options, &raw, &mut memory.clone());
    let traces = block.trace.into_iter().collect();
    let chip = ChipOptions { cores: 1, record_timeline: options.record_timeline };
    let mut replay = replay(target, traces, &mut memory, chip);
    let finished = replay.blocks.pop().flatten();
    let stats = match &finished {
        Some(run) => run.stats.clone(),
        None => Stats { total_cycles: replay.cycles, pipes: Vec::new() },
    };
    let error = replay.error.map(|e| ExecError::Machine(e.error)).or(block.error);
    Ok(RunOutcome {
        retired: block.retired.filter(|_| error.is_none()),
        error,
        stats,
        buffers: memory.buffers(gm).to_vec(),
        timeline: finished.and_then(|run| run.timeline),
    })
}

/// One block's functional execution (`AscendMachine`): its first error, the instructions
/// it retired, its sequential cycles and, under a timed schedule, its trace.
pub struct BlockExecution {
    pub error: Option<ExecError<AscendError>>,
    pub retired: Option<u64>,
    pub stats: Stats,
    pub trace: Option<CoreTrace>,
}

/// Executes `program` once on `memory` with raw arguments `raw`.
pub fn execute_block(
    program: &Program,
    target: &TargetDescription,
    options: &SimOptions,
    raw: &[u64],
    memory: &mut Memory,
) -> BlockExecution {
    let mut machine = match AscendMachine::new(target, options.clone(), &program.call_sites) {
        Ok(machine) => machine,
        Err(error) => {
            let stats = Stats { total_cycles: 0, pipes: Vec::new() };
            return BlockExecution { error: Some(ExecError::Machine(error)), retired: None, stats, trace: None };
        }
    };
    let result = execute(program, &mut machine, memory, raw, options.step_limit);
    let (error, retired) = match result {
        Ok(execution) => (None, Some(execution.retired)),
        Err(error) => (Some(error), None),
    };
    BlockExecution { error, retired, stats: machine.sequential_stats(), trace: machine.take_trace() }
}
