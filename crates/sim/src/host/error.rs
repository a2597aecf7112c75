//! The errors of a program run (CUDA or Ascend), by kind (what tests and tools match on)
//! with a message that names the kernel, block or core, thread, instruction and memory
//! location when there is one. Invariant: every failure of a run (bad input, bad program,
//! a check that fired) is one `ProgramError`; no executor panics on user input.

use crate::interpreter::ExecError;
use crate::memory::MemoryError;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    /// Two threads touched the same bytes without ordering, at least one writing.
    DataRace,
    /// Threads of a block reached different barriers, or some exited while others wait.
    BarrierDivergence,
    /// Two pipes of one AI core touched the same bytes unordered (`ascend-target.md`
    /// rule 7).
    PipeRace,
    /// A set of an AI-core flag that was still set.
    DoubleSet,
    /// An AI core's pipes and scalar unit wait for each other, or every resident CUDA block
    /// spins on memory nothing will write.
    Deadlock,
    /// An AI-core flag still set when the kernel ended.
    FlagLeftSet,
    /// Two cores of one launch touched the same GM bytes, at least one writing.
    CrossCoreRace,
    /// An access outside every allocation (or past a fixed space's end).
    OutOfBounds,
    /// An access to, or a second free of, a freed allocation.
    UseAfterFree,
    /// Host code dereferenced device memory or device code host memory, or a pointer
    /// that is no memory at all (null, a function).
    InvalidAddress,
    /// Undefined behaviour of an instruction (division by zero, `unreachable`, ...).
    Undefined,
    /// A runtime or library call with arguments it cannot accept, or a callee the
    /// executor does not know.
    BadCall,
    /// The program ran past the step limit.
    StepLimit,
    /// The inputs were unusable (IR that does not decode, no such entry, bad arguments).
    Input,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgramError {
    pub kind: ErrorKind,
    pub message: String,
}

impl ProgramError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> ProgramError {
        ProgramError { kind, message: message.into() }
    }

    /// The same error, its message prefixed by where it happened.
    pub fn within(self, context: &str) -> ProgramError {
        ProgramError { kind: self.kind, message: format!("{context}: {}", self.message) }
    }

    /// An interpreter error of a thread, with `context` naming the thread.
    pub fn from_exec(error: ExecError<ProgramError>, context: &str) -> ProgramError {
        match error {
            ExecError::Machine(error) => error,
            ExecError::Memory { instruction, error } => {
                ProgramError::new(memory_kind(&error), format!("{context}: {instruction}: {error}"))
            }
            ExecError::Undefined { instruction, what } => ProgramError::new(
                ErrorKind::Undefined,
                format!("{context}: {instruction}: undefined behaviour: {what}"),
            ),
            step @ ExecError::StepLimit { .. } => ProgramError::new(ErrorKind::StepLimit, format!("{context}: {step}")),
            ExecError::Arguments(message) => ProgramError::new(ErrorKind::Input, format!("{context}: {message}")),
        }
    }
}

/// The kind of a memory error.
pub fn memory_kind(error: &MemoryError) -> ErrorKind {
    match error {
        MemoryError::OutOfCapacity { .. } | MemoryError::OutsideBuffers { .. } => ErrorKind::OutOfBounds,
        MemoryError::Freed { .. } => ErrorKind::UseAfterFree,
        MemoryError::WrongSpace { .. } | MemoryError::UnknownAddressSpace { .. } => ErrorKind::InvalidAddress,
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = serde_json::to_value(self).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
        f.write_str(&name)
    }
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for ProgramError {}
