//! The interpreter's pre-decoded form of LLVM functions (`decoder` builds it from textual
//! IR): instructions over register numbers and immediates, phis as per-edge parallel
//! moves, GEP strides and globals' addresses resolved, calls to defined functions as
//! function indices and every other callee as a call-site number, so executing a `Program`
//! never touches LLVM or a string. A value of N vector lanes occupies N consecutive
//! registers. Invariant: a `Program` (and a `Module` of them) is plain data that outlives
//! the LLVM context it came from; every instruction and block carries a human-readable
//! label for diagnostics. Sits between `decoder` and `sim::interpreter`.

use crate::values::{
    AtomicOp, CastOp, FloatKind, FloatOp, FloatPredicate, FloatUnary, IntOp, IntPredicate, IntUnary, Rounding,
    ScalarType,
};
use std::ops::Range;

pub type Reg = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    Reg(Reg),
    Imm(u64),
}

/// A control-flow edge: the target block and the phi assignments of that edge, which
/// happen in parallel.
#[derive(Clone, Debug)]
pub struct Edge {
    pub block: u32,
    pub moves: Box<[(Reg, Operand)]>,
}

/// A variable GEP index: `sign_extend(value, bits) * scale` bytes.
#[derive(Clone, Copy, Debug)]
pub struct GepIndex {
    pub value: Operand,
    pub bits: u8,
    pub scale: i64,
}

/// A memory operand: the address, how many bytes of which type live there, and the
/// access's memory-model ordering.
#[derive(Clone, Copy, Debug)]
pub struct MemoryOperand {
    pub address: Operand,
    /// LLVM address-space number of the pointer.
    pub llvm_space: u32,
    pub ty: ScalarType,
    pub size: u8,
    pub ordering: AtomicOrdering,
}

/// The memory-model ordering of an access or a fence: LLVM's, with `unordered` and
/// `monotonic` both `Relaxed` and a `volatile` access read as relaxed too (CUDA code polls
/// flags through volatile pointers, which PTX treats as relaxed accesses).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AtomicOrdering {
    #[default]
    NotAtomic,
    Relaxed,
    Acquire,
    Release,
    AcquireRelease,
    SequentiallyConsistent,
}

impl AtomicOrdering {
    pub fn is_atomic(self) -> bool {
        self != AtomicOrdering::NotAtomic
    }

    /// Whether a read (or fence) with this ordering acquires.
    pub fn acquires(self) -> bool {
        matches!(self, Self::Acquire | Self::AcquireRelease | Self::SequentiallyConsistent)
    }

    /// Whether a write (or fence) with this ordering releases.
    pub fn releases(self) -> bool {
        matches!(self, Self::Release | Self::AcquireRelease | Self::SequentiallyConsistent)
    }
}

#[derive(Clone, Debug)]
pub enum Inst {
    Int {
        op: IntOp,
        bits: u8,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    Float {
        op: FloatOp,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    FloatUnary {
        op: FloatUnary,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
    },
    IntUnary {
        op: IntUnary,
        bits: u8,
        dst: Reg,
        a: Operand,
    },
    /// `llvm.fmuladd`, `llvm.fma`, `llvm.nvvm.fma.*`: a * b + c, rounded once.
    FMulAdd {
        kind: FloatKind,
        rounding: Rounding,
        dst: Reg,
        a: Operand,
        b: Operand,
        c: Operand,
    },
    ICmp {
        predicate: IntPredicate,
        bits: u8,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    FCmp {
        predicate: FloatPredicate,
        kind: FloatKind,
        dst: Reg,
        a: Operand,
        b: Operand,
    },
    Select {
        dst: Reg,
        condition: Operand,
        a: Operand,
        b: Operand,
    },
    Cast {
        op: CastOp,
        from: ScalarType,
        to: ScalarType,
        dst: Reg,
        a: Operand,
    },
    /// `base + offset + Σ index`.
    Gep {
        dst: Reg,
        base: Operand,
        offset: i64,
        indices: Box<[GepIndex]>,
    },
    Load {
        dst: Reg,
        memory: MemoryOperand,
    },
    Store {
        memory: MemoryOperand,
        value: Operand,
    },
    /// `alloca`: `size` fresh zeroed bytes on the executing thread's stack.
    Alloca {
        dst: Reg,
        size: u64,
    },
    /// `atomicrmw`: `dst` gets the old value.
    AtomicRmw {
        op: AtomicOp,
        dst: Reg,
        memory: MemoryOperand,
        value: Operand,
    },
    /// `cmpxchg`: `dst` gets the old value, `dst + 1` whether it was replaced.
    CompareExchange {
        dst: Reg,
        memory: MemoryOperand,
        expected: Operand,
        replacement: Operand,
    },
    /// `fence`: shown to the machine, which orders memory.
    Fence {
        ordering: AtomicOrdering,
    },
    /// A call dispatched to the machine model: `site` indexes `Program::call_sites`.
    Call {
        site: u32,
        dst: Option<Reg>,
        args: Box<[Operand]>,
    },
    /// A call of a function defined in the same module: `function` indexes
    /// `Module::functions`.
    CallFunction {
        function: u32,
        dst: Option<Reg>,
        args: Box<[Operand]>,
    },
}

#[derive(Clone, Debug)]
pub enum Terminator {
    Br(Edge),
    CondBr { condition: Operand, then_edge: Edge, else_edge: Edge },
    Switch { value: Operand, cases: Box<[(u64, Edge)]>, default: Edge },
    Ret(Option<Operand>),
    Unreachable,
}

#[derive(Clone, Debug)]
pub struct Block {
    pub name: String,
    /// Indices into `Program::insts` (and `Program::labels`).
    pub body: Range<usize>,
    pub terminator: Terminator,
    pub terminator_label: String,
}

/// A call the machine model resolves once, before execution.
#[derive(Clone, Debug)]
pub struct CallSite {
    pub callee: String,
    pub args: Vec<ScalarType>,
    pub result: Option<ScalarType>,
    pub label: String,
}

#[derive(Clone, Debug)]
pub struct Program {
    pub function: String,
    pub params: Vec<ScalarType>,
    /// Per parameter: the bytes of the aggregate it points to when it is passed by value
    /// (`byval`: a kernel's `struct` argument), else `None`.
    pub by_value_bytes: Vec<Option<u64>>,
    /// The return type (`None` for void).
    pub returns: Option<ScalarType>,
    pub blocks: Vec<Block>,
    pub insts: Vec<Inst>,
    /// One per instruction of `insts`.
    pub labels: Vec<String>,
    pub call_sites: Vec<CallSite>,
    /// Parameters occupy registers `0..params.len()`.
    pub registers: usize,
}

/// Every defined function of a module, decoded, with the module's globals placed in
/// the machine's memory.
#[derive(Clone, Debug)]
pub struct Module {
    /// The defined functions, in module order.
    pub functions: Vec<Program>,
    /// Every function symbol (defined or only declared), in module order: a function
    /// pointer's value is `Layout::function_address` of its index here.
    pub symbols: Vec<Symbol>,
    pub globals: Vec<Global>,
    /// The functions `!nvvm.annotations` marks as kernels.
    pub kernels: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    /// Its index in `Module::functions` if it has a body.
    pub function: Option<u32>,
}

/// A global variable as the machine's `Layout` sees it before placing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalInfo {
    pub name: String,
    pub llvm_space: u32,
    pub size: u64,
    /// The contents at program start (zeros for `undef`, `zeroinitializer` or an
    /// external declaration).
    pub init: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub info: GlobalInfo,
    pub address: u64,
}

/// Where a machine puts a module's globals and what value a function pointer has.
pub trait Layout {
    /// Reserves memory for a global (the machine writes `init` there); returns its
    /// address, or why the machine has no place for it.
    fn place_global(&mut self, global: &GlobalInfo) -> Result<u64, String>;
    /// The value of a pointer to function symbol `symbol`.
    fn function_address(&self, symbol: u32) -> u64;
}

impl Module {
    /// The index in `functions` of the defined function `name`.
    pub fn function(&self, name: &str) -> Option<u32> {
        self.symbols.iter().find(|symbol| symbol.name == name)?.function
    }

    pub fn program(&self, name: &str) -> Option<&Program> {
        self.function(name).map(|index| &self.functions[index as usize])
    }
}
