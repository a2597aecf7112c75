//! What the Ascend pipe machine reports when a kernel breaks the abstract machine's rules
//! (`ascend-target.md`, rules 3-7): a race, a double set, a deadlock, a flag left set at
//! exit, an access outside a buffer, or a call it cannot execute. Invariant: every error
//! names the instruction(s) by their IR label, the pipe(s), and the simulated cycle, so a
//! failing schedule can be read without re-running it.

use crate::memory::{MemoryError, BUFFER_ADDRESS_BITS};
use std::fmt;
use std::ops::Range;
use syncfuse_hardware::ascend::{AddressSpace, Pipe};

/// A hardware flag: `SET.FLAG(setter, waiter, event)` sets it, the matching wait clears it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Flag {
    pub setter: Pipe,
    pub waiter: Pipe,
    pub event: u64,
}

impl fmt::Display for Flag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}->{} #{}", self.setter, self.waiter, self.event)
    }
}

/// An instruction instance: its IR label and the pipe it ran on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstructionRef {
    pub label: String,
    pub pipe: Pipe,
}

impl fmt::Display for InstructionRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} on {}", self.label, self.pipe)
    }
}

/// RAW, WAR or WAW, seen from the earlier instruction to the later one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hazard {
    ReadAfterWrite,
    WriteAfterRead,
    WriteAfterWrite,
}

impl Hazard {
    pub fn between(earlier_writes: bool, later_writes: bool) -> Hazard {
        match (earlier_writes, later_writes) {
            (true, true) => Hazard::WriteAfterWrite,
            (true, false) => Hazard::ReadAfterWrite,
            _ => Hazard::WriteAfterRead,
        }
    }
}

impl fmt::Display for Hazard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Hazard::ReadAfterWrite => "RAW",
            Hazard::WriteAfterRead => "WAR",
            Hazard::WriteAfterWrite => "WAW",
        })
    }
}

/// A pipe (or the scalar unit) that cannot proceed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blocked {
    pub pipe: Pipe,
    /// What it waits for, e.g. "flag MTE2->V #0 (`call @llvm.hivm.WAIT.FLAG.IMM` in %11 (#4))".
    pub waiting_for: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AscendError {
    /// `later` started while `earlier` (before it in program order, on another pipe,
    /// touching overlapping bytes, one writing) was unfinished.
    Race {
        time: u64,
        later: InstructionRef,
        earlier: InstructionRef,
        hazard: Hazard,
        space: AddressSpace,
        bytes: Range<u64>,
    },
    DoubleSet {
        time: u64,
        instruction: InstructionRef,
        flag: Flag,
        previous: InstructionRef,
        previous_time: u64,
    },
    Deadlock {
        time: u64,
        blocked: Vec<Blocked>,
    },
    FlagLeftSet {
        time: u64,
        flags: Vec<(Flag, InstructionRef)>,
    },
    OutOfCapacity {
        time: u64,
        instruction: InstructionRef,
        error: MemoryError,
    },
    /// A call the machine cannot execute (unknown callee, malformed sync, missing type).
    BadCall {
        instruction: String,
        message: String,
    },
}

impl AscendError {
    /// The rule that fired, as a short stable word for reports and tests.
    pub fn kind(&self) -> &'static str {
        match self {
            AscendError::Race { .. } => "race",
            AscendError::DoubleSet { .. } => "double set",
            AscendError::Deadlock { .. } => "deadlock",
            AscendError::FlagLeftSet { .. } => "flag left set",
            AscendError::OutOfCapacity { .. } => "out of capacity",
            AscendError::BadCall { .. } => "bad call",
        }
    }
}

/// `UB [0x100, 0x200)`, or `GM buffer 2 [0x0, 0x40)` (buffers count pointer arguments
/// from 0).
pub fn describe_bytes(space: AddressSpace, bytes: &Range<u64>) -> String {
    match space {
        AddressSpace::Gm => {
            let buffer = (bytes.start >> BUFFER_ADDRESS_BITS).saturating_sub(1);
            let offset = |address: u64| address & ((1 << BUFFER_ADDRESS_BITS) - 1);
            format!(
                "GM buffer {buffer} [{:#x}, {:#x})",
                offset(bytes.start),
                offset(bytes.start) + (bytes.end - bytes.start)
            )
        }
        _ => format!("{} [{:#x}, {:#x})", space.name(), bytes.start, bytes.end),
    }
}

impl fmt::Display for AscendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AscendError::Race { time, later, earlier, hazard, space, bytes } => write!(
                f,
                "race at cycle {time}: {later} started while {earlier} was unfinished ({hazard} on {})",
                describe_bytes(*space, bytes)
            ),
            AscendError::DoubleSet { time, instruction, flag, previous, previous_time } => write!(
                f,
                "double set at cycle {time}: {instruction} set flag {flag}, still set by {previous} at cycle {previous_time}"
            ),
            AscendError::Deadlock { time, blocked } => {
                write!(f, "deadlock at cycle {time}: nothing can proceed;")?;
                for Blocked { pipe, waiting_for } in blocked {
                    write!(f, " {pipe} waits for {waiting_for};")?;
                }
                Ok(())
            }
            AscendError::FlagLeftSet { time, flags } => {
                write!(f, "flag left set at kernel exit (cycle {time}):")?;
                for (flag, setter) in flags {
                    write!(f, " {flag} set by {setter};")?;
                }
                Ok(())
            }
            AscendError::OutOfCapacity { time, instruction, error } => {
                write!(f, "out-of-capacity access at cycle {time}: {instruction}: {error}")
            }
            AscendError::BadCall { instruction, message } => write!(f, "{instruction}: {message}"),
        }
    }
}
