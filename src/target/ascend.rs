//! The Ascend AI Core as data: pipes (HIVM numbering), address spaces, pipe pairs.
//! Invariant: nothing outside this module hard-codes a pipe number or an address-space
//! number; every other module asks these types.

use serde::{Deserialize, Serialize};

/// One of the six in-order execution units of an AI Core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pipe {
    S,
    V,
    M,
    Mte1,
    Mte2,
    Mte3,
}

/// The HIVM number of `PIPE_ALL`, accepted only by `BARRIER`.
pub const PIPE_ALL_NUMBER: u64 = 6;

impl Pipe {
    pub const ALL: [Pipe; 6] = [Pipe::S, Pipe::V, Pipe::M, Pipe::Mte1, Pipe::Mte2, Pipe::Mte3];

    /// The bisheng/HIVM pipe number used in the sync intrinsics.
    pub fn number(self) -> u64 {
        match self {
            Pipe::S => 0,
            Pipe::V => 1,
            Pipe::M => 2,
            Pipe::Mte1 => 3,
            Pipe::Mte2 => 4,
            Pipe::Mte3 => 5,
        }
    }

    pub fn from_number(number: u64) -> Option<Pipe> {
        Pipe::ALL.into_iter().find(|pipe| pipe.number() == number)
    }

    pub fn name(self) -> &'static str {
        match self {
            Pipe::S => "S",
            Pipe::V => "V",
            Pipe::M => "M",
            Pipe::Mte1 => "MTE1",
            Pipe::Mte2 => "MTE2",
            Pipe::Mte3 => "MTE3",
        }
    }

    pub fn from_name(name: &str) -> Option<Pipe> {
        Pipe::ALL.into_iter().find(|pipe| pipe.name().eq_ignore_ascii_case(name))
    }
}

impl std::fmt::Display for Pipe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An ordered pipe pair: `set` runs on `setter`, `wait` blocks `waiter`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PipePair {
    pub setter: Pipe,
    pub waiter: Pipe,
}

impl PipePair {
    pub fn new(setter: Pipe, waiter: Pipe) -> PipePair {
        PipePair { setter, waiter }
    }

    pub fn reversed(self) -> PipePair {
        PipePair { setter: self.waiter, waiter: self.setter }
    }
}

impl std::fmt::Display for PipePair {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}->{}", self.setter, self.waiter)
    }
}

/// The memories of an AI Core (`ascend-target.md`, address spaces). Different address
/// spaces never alias.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum AddressSpace {
    Gm,
    L1,
    L0A,
    L0B,
    L0C,
    Ub,
}

impl AddressSpace {
    pub fn from_llvm(number: u32) -> Option<AddressSpace> {
        match number {
            0 | 1 => Some(AddressSpace::Gm),
            2 => Some(AddressSpace::L1),
            3 => Some(AddressSpace::L0A),
            4 => Some(AddressSpace::L0B),
            5 => Some(AddressSpace::L0C),
            6 => Some(AddressSpace::Ub),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            AddressSpace::Gm => "GM",
            AddressSpace::L1 => "L1",
            AddressSpace::L0A => "L0A",
            AddressSpace::L0B => "L0B",
            AddressSpace::L0C => "L0C",
            AddressSpace::Ub => "UB",
        }
    }
}
