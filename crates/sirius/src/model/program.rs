//! The whole program (CUDA, or an Ascend host launching AI-Core kernels) as plain data,
//! the input of the UAR: the host statements that matter to the device (allocations,
//! copies, sets, launches, synchronisations) in program order, each with the host loops around it, and every launched kernel's memory effects
//! specialised to that launch (`kernel_effects::KernelEffects`).
//!
//! Invariant: every pointer the device sees is a `DevicePointer::Buffer` (a `cudaMalloc`
//! allocation site plus a byte offset), a `OneOf` list of alternatives (what a phi/select
//! of pointers may be: allocation, byte offset, and the host conditions under which it is
//! the one taken), or a `DevicePointer::Unknown` that carries the reason; nothing in here
//! refers to LLVM. `syncfuse_llvm::cuda_reader` and `syncfuse_llvm::ascend_reader` build it.
//!
//! Alternatives over-approximate: at every dynamic instance of the statement, the pointer
//! is one of the alternatives whose conditions hold there (an alternative without
//! conditions may always be taken). Conditions mention only `argN` (host function
//! arguments) and the counters of host loops around the statement, valued at that
//! instance; a condition that cannot be stated so is dropped, which only widens.

use crate::model::gap::EffectsGap;
use crate::model::kernel_effects::KernelEffects;
use derive_more::{Display, From, Into};
use serde::Serialize;
use syncfuse_hardware::cuda::{Dim3, MemcpyKind};
use syncfuse_poly::affine::{AffineCondition, AffineExpr};
use syncfuse_poly::footprint::LoopDim;
use typed_index_collections::TiVec;

/// A name that identifies one thing of the program: serialised and printed as its text,
/// compared and ordered as it; made from text (`new`, `From<&str>`) only at the readers,
/// in the error paths that name a symbol they looked up, and in tests.
macro_rules! program_name {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Display, Into)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            pub fn new(name: impl Into<String>) -> $name {
                $name(name.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        /// Read as its text where text is wanted (an LLVM symbol lookup, an ISL tuple).
        impl std::ops::Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl From<&str> for $name {
            fn from(name: &str) -> $name {
                $name::new(name)
            }
        }
    };
}

program_name!(
    /// The name of a device allocation, unique in the program (`buf<k>`, in the order the
    /// reader met the allocation sites): how pointers, effects, reports and reasons refer to it.
    BufferName
);

program_name!(
    /// A launched kernel's symbol in the device module (mangled as clang emitted it).
    KernelName
);

program_name!(
    /// The host function a statement is read in: its symbol, or `function@caller` for a
    /// function read once per calling context ([`FunctionLabel::function`]).
    FunctionLabel
);

impl FunctionLabel {
    /// The LLVM function the label reads (`function` of `function@caller`).
    pub fn function(&self) -> &str {
        self.as_str().split('@').next().unwrap_or(self.as_str())
    }
}

/// A device allocation, identified by its `cudaMalloc` call site (named after the
/// out-pointer variable when it has a name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeviceBuffer {
    pub name: BufferName,
    pub bytes: Option<i64>,
}

/// What a pointer argument or copy operand points to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum DevicePointer {
    /// Into `buffer`, `offset` bytes from its start (`None`: the offset is not affine, the
    /// whole buffer is assumed).
    Buffer { buffer: BufferName, offset: Option<AffineExpr> },
    /// One of several alternatives, depending on the path (a phi or select of pointers,
    /// e.g. ping-pong buffers swapped in a host loop: the choice is then a function of the
    /// loop counter's residue).
    OneOf { alternatives: Vec<PointerAlternative> },
    /// Host memory (the other side of a copy).
    Host,
    /// Not traced to an allocation: may alias every buffer.
    Unknown { reason: EffectsGap },
}

/// One thing a `OneOf` pointer may be: `offset` bytes into `buffer` (`None`: anywhere in
/// it), taken only at instances where all `conditions` hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PointerAlternative {
    pub buffer: BufferName,
    pub offset: Option<AffineExpr>,
    pub conditions: Vec<AffineCondition>,
}

impl PointerAlternative {
    pub fn unconditional(buffer: BufferName, offset: Option<AffineExpr>) -> PointerAlternative {
        PointerAlternative { buffer, offset, conditions: Vec::new() }
    }
}

impl std::fmt::Display for PointerAlternative {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.offset {
            Some(o) if o.as_constant() == Some(0) => write!(f, "{}", self.buffer)?,
            Some(o) => write!(f, "{}+{o}", self.buffer)?,
            None => write!(f, "{}+?", self.buffer)?,
        }
        if !self.conditions.is_empty() {
            let conditions: Vec<String> = self.conditions.iter().map(|c| c.isl(&|e| e.clone())).collect();
            write!(f, " if {}", conditions.join(" and "))?;
        }
        Ok(())
    }
}

impl DevicePointer {
    /// What it may point to, each alternative with its byte offset (`None`: anywhere in
    /// the buffer) and conditions.
    pub fn targets(&self) -> Vec<PointerAlternative> {
        match self {
            DevicePointer::Buffer { buffer, offset } => {
                vec![PointerAlternative::unconditional(buffer.clone(), offset.clone())]
            }
            DevicePointer::OneOf { alternatives } => alternatives.clone(),
            DevicePointer::Host | DevicePointer::Unknown { .. } => Vec::new(),
        }
    }

    /// The buffers it may point into, sorted, each once.
    pub fn buffers(&self) -> Vec<BufferName> {
        let mut buffers: Vec<BufferName> = self.targets().into_iter().map(|t| t.buffer).collect();
        buffers.sort();
        buffers.dedup();
        buffers
    }
}

/// One value of `dim3` per axis: a compile-time constant, or `None` (symbolic).
pub type Shape = [Option<i64>; 3];

/// `shape` as a `dim3`, when every axis is a constant that fits one.
pub fn constant_dim3(shape: Shape) -> Option<Dim3> {
    let [x, y, z] = shape.map(|axis| axis.and_then(|v| u32::try_from(v).ok()));
    Some(Dim3 { x: x?, y: y?, z: z? })
}

/// A constant `dim3` as a `Shape`.
pub fn shape_of(dim: Dim3) -> Shape {
    dim.axes().map(|e| Some(i64::from(e)))
}

/// The machine a launch runs its kernel on, which fixes what its units are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// A CUDA grid: blocks of threads.
    Cuda,
    /// Ascend AI Cores: `blockDim` cores, each one scalar unit with its pipes. Read as a
    /// grid of `(blockDim, 1, 1)` blocks of one thread (`get_block_idx()` is `ctaid_x`,
    /// `get_block_num()` is `nctaid_x`), so that one set of relations serves both.
    Ascend,
}

/// A kernel launch: `kernel<<<grid, block>>>(arguments)`, or on Ascend
/// `rtKernelLaunch(kernel, blockDim, args, ...)` with `grid = (blockDim, 1, 1)` and
/// `block = (1, 1, 1)`.
#[derive(Clone, Debug, Serialize)]
pub struct Launch {
    pub platform: Platform,
    pub kernel: KernelName,
    pub grid: Shape,
    pub block: Shape,
    pub arguments: Vec<LaunchArgument>,
    /// Bytes of parameter space the arguments take (each at its ABI alignment).
    pub parameter_bytes: u64,
    /// The kernel's effects for this launch, or why they are unknown.
    pub effects: Result<KernelEffects, EffectsGap>,
    /// Set by `regrid`: a one-dimensional element-wise launch whose threads are renumbered
    /// on a producer's grid; `grid`, `block` and `effects` above are then the renumbered
    /// ones (the host still launches the original shape when it stays unfused).
    pub regrid: Option<Regrid>,
}

/// How a renumbered element-wise launch runs inside a fused kernel. With the producer's
/// block `B`, its thread `(tx, ty)` of block `(bx, by)` in round `(i, j)` (`i <
/// rounds.y`, `j < rounds.x`; one round unless the producer's threads each own several
/// elements) is at column `c = bx * rounds.x * B.x + tx + j * B.x` and row `r = by *
/// rounds.y * B.y + ty + i * B.y` of the producer's `grid`: the elements a GEMM thread
/// accumulates, `B` apart. That position is, with `row_length: Some(W)`, thread `g = r *
/// W + c` of a one-dimensional original launch (`blockIdx.x = g / block.x`, `threadIdx.x =
/// g % block.x`), run only where `c < W` and `g < original_grid.x * block.x`; with
/// `row_length: None`, thread `(c, r)` of a two-dimensional one (`blockIdx.x = c /
/// block.x`, `threadIdx.x = c % block.x`, the same along y with `r`), run only where `c <
/// original_grid.x * block.x` and `r < original_grid.y * block.y`. `blockDim` and
/// `gridDim` are the original's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Regrid {
    pub row_length: Option<u32>,
    /// The original launch's block and grid.
    pub block: Dim3,
    pub original_grid: Dim3,
    /// The producer's grid, on which it now runs.
    pub grid: Dim3,
    pub rounds: Rounds,
}

/// How many elements each thread of a producer owns along x and y, its block's extent
/// apart (a 32 x 32 GEMM tile on 16 x 16 threads: 2 x 2): the rounds a launch renumbered
/// on it runs per thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Rounds {
    pub x: u32,
    pub y: u32,
}

impl Rounds {
    /// One element per thread.
    pub const ONE: Rounds = Rounds { x: 1, y: 1 };

    /// The rounds `(i, j)` (along y, along x) in the order a thread runs them.
    pub fn each(self) -> impl Iterator<Item = [u32; 2]> {
        (0..self.y).flat_map(move |i| (0..self.x).map(move |j| [i, j]))
    }
}

impl Regrid {
    /// The original thread positions along x and y (`None`: the axis is one thread):
    /// `(g, none)` or `(c, r)`, given the column `c` and row `r` in the producer's grid,
    /// and `scaled_add(v, f, a) = v * f + a`.
    pub fn positions<V: Clone>(&self, column: V, row: V, scaled_add: impl Fn(V, u32, V) -> V) -> [Option<V>; 2] {
        match self.row_length {
            Some(row_length) => [Some(scaled_add(row, row_length, column)), None],
            None => [Some(column), Some(row)],
        }
    }

    /// Bounds of those positions over the producer's grid of `producer_block`s and its
    /// rounds, past the guard `c < W`: `rows * W`, or the producer's columns and rows.
    pub fn position_limits(&self, producer_block: Dim3) -> [u64; 2] {
        let [columns, rows] = self.producer_extent(producer_block);
        match self.row_length {
            Some(row_length) => [rows * u64::from(row_length), 1],
            None => [columns, rows],
        }
    }

    /// The columns and rows the producer's grid of `producer_block`s covers.
    pub fn producer_extent(&self, producer_block: Dim3) -> [u64; 2] {
        [(self.grid.x, producer_block.x, self.rounds.x), (self.grid.y, producer_block.y, self.rounds.y)]
            .map(|(g, b, r)| u64::from(g) * u64::from(b) * u64::from(r))
    }

    /// How many threads the original launch has along x and y.
    pub fn original_threads(&self) -> [u64; 2] {
        [(self.original_grid.x, self.block.x), (self.original_grid.y, self.block.y)]
            .map(|(g, b)| u64::from(g) * u64::from(b))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum LaunchArgument {
    Pointer(DevicePointer),
    /// An integer: affine in host values (`None`: not affine).
    Integer(Option<AffineExpr>),
    Other,
}

impl Launch {
    /// The buffers its pointer parameter `parameter` may point into (none for another
    /// argument).
    pub fn parameter_buffers(&self, parameter: u32) -> Vec<BufferName> {
        match self.arguments.get(parameter as usize) {
            Some(LaunchArgument::Pointer(pointer)) => pointer.buffers(),
            _ => Vec::new(),
        }
    }
}

impl LaunchArgument {
    pub fn is_constant(&self) -> bool {
        matches!(self, LaunchArgument::Integer(Some(expr)) if expr.as_constant().is_some())
    }
}

#[derive(Clone, Debug, Serialize)]
pub enum StatementKind {
    Malloc {
        buffer: BufferName,
    },
    Free {
        pointer: DevicePointer,
    },
    Memcpy {
        kind: Option<MemcpyKind>,
        destination: DevicePointer,
        source: DevicePointer,
        bytes: Option<AffineExpr>,
    },
    Memset {
        destination: DevicePointer,
        bytes: Option<AffineExpr>,
    },
    Launch(Launch),
    /// `cudaDeviceSynchronize` / `cudaStreamSynchronize` / `cudaEventSynchronize`.
    Synchronize,
    /// A call of a function the module only declares (a library's: cuBLAS, a profiler),
    /// or an indirect call (empty `callee`), that is passed device memory: it may read,
    /// write or wait for anything.
    ExternalCall {
        callee: String,
        pointers: Vec<DevicePointer>,
    },
}

impl StatementKind {
    /// The launch, if this is one.
    pub fn launch(&self) -> Option<&Launch> {
        match self {
            StatementKind::Launch(launch) => Some(launch),
            _ => None,
        }
    }

    /// Does the host wait for the device here (an explicit synchronisation, a copy, or an
    /// external call that may wait)? These are the sources of the paper's virtual data
    /// dependences.
    pub fn is_synchronisation(&self) -> bool {
        matches!(self, StatementKind::Synchronize | StatementKind::Memcpy { .. } | StatementKind::ExternalCall { .. })
    }
}

/// One host statement, with the host loops around it (outermost first; counters named
/// `it_bN` after the header block).
#[derive(Clone, Debug, Serialize)]
pub struct HostStatement {
    /// `S<index>`: the ISL tuple name of its instances.
    pub name: String,
    pub function: FunctionLabel,
    /// Where it is: the position of its call among the instructions of its LLVM
    /// function, in block order (what an editor uses to find it again).
    pub position: usize,
    pub kind: StatementKind,
    pub loops: Vec<LoopDim>,
    /// The statements (indices into `HostProgram::statements`) that can run after this
    /// one within one iteration of their common loops, on some path.
    pub followers: Vec<StatementId>,
    /// The host paths it runs on.
    pub control: ControlCondition,
}

impl HostStatement {
    /// Does it run on exactly the paths, and in the iterations, that `other` runs on: the
    /// same host function (and calling context), the same host loops and the same control
    /// dependences? Only such statements may be grouped (fused, put on streams, tile-
    /// synchronised) with one of them taking the place of the other (`docs/uar.md`).
    pub fn runs_with(&self, other: &HostStatement) -> bool {
        self.function == other.function && self.same_loops(other) && self.control == other.control
    }

    /// Are both in the same host loops?
    pub fn same_loops(&self, other: &HostStatement) -> bool {
        self.loops.iter().map(|l| &l.counter).eq(other.loops.iter().map(|l| &l.counter))
    }
}

/// The host paths a statement runs on within one iteration of its host loops: the branch
/// edges its block is control-dependent on in its host function's CFG (Ferrante et al.;
/// `syncfuse_cfg::CfgAnalysis::control_dependences`), after those of the call that
/// reached the function where it is read per call site. Two statements of one function
/// with equal conditions are control-equivalent: one dominates the other, which
/// post-dominates it, and both run equally often. Paths that can only end in
/// `unreachable` (an error check's `exit(1)`) and touch no device memory on the way are
/// not paths here: nothing observes the device after them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ControlCondition {
    pub edges: Vec<ControlEdge>,
    /// Set when control dependence says nothing (the block reaches no exit, or the
    /// function's CFG is not analysed): the block, so that only statements of the same
    /// block compare equal.
    pub opaque_block: Option<String>,
}

/// One control dependence: the statement runs when block `branch` of `function` goes to
/// `taken` (or when another of its function's dependences is taken: they are
/// alternatives); `branch: None` is the function being entered (a statement in
/// straight-line code of its function depends on that edge only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ControlEdge {
    pub function: String,
    pub branch: Option<String>,
    pub taken: String,
}

impl ControlCondition {
    /// Does it depend on more than its function being entered?
    pub fn is_conditional(&self) -> bool {
        self.opaque_block.is_some() || self.edges.iter().any(|edge| edge.branch.is_some())
    }
}

impl std::fmt::Display for ControlCondition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(block) = &self.opaque_block {
            return write!(f, "in block {block}, which reaches no exit (so its host paths are not compared)");
        }
        // Per function (the caller's call site first): the edges of one function are
        // alternatives (a block runs when any of them is taken), the functions' conditions
        // all hold; a function's entry alone is no condition.
        let mut levels: Vec<(&str, Vec<String>)> = Vec::new();
        for edge in &self.edges {
            let shown = match &edge.branch {
                Some(branch) => format!("{}:{branch}->{}", edge.function, edge.taken),
                None => format!("{}:entry", edge.function),
            };
            match levels.last_mut().filter(|(function, _)| *function == edge.function) {
                Some((_, alternatives)) => alternatives.push(shown),
                None => levels.push((&edge.function, vec![shown])),
            }
        }
        let conditions: Vec<String> = levels
            .into_iter()
            .filter(|(_, alternatives)| !(alternatives.len() == 1 && alternatives[0].ends_with(":entry")))
            .map(|(_, alternatives)| match alternatives.len() {
                1 => alternatives[0].clone(),
                _ => format!("({})", alternatives.join(" or ")),
            })
            .collect();
        match conditions.is_empty() {
            true => f.write_str("unconditionally"),
            false => write!(f, "when {}", conditions.join(" and ")),
        }
    }
}

/// A host statement: an index into `HostProgram::statements` (its ISL tuple is `S<index>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, From, Into, Display)]
#[serde(transparent)]
pub struct StatementId(pub usize);

impl HostProgram {
    /// The synchronisation statements (`StatementKind::Synchronize`) of `first`'s host
    /// function strictly between `first` and `last`, in program order. Between two
    /// launches, with nothing else there, they order nothing the stream does not already
    /// order: the host cannot touch device memory without a copy, which is a statement
    /// of its own (`docs/uar.md`, host syncs).
    pub fn synchronisations_between(&self, first: StatementId, last: StatementId) -> Vec<StatementId> {
        let function = &self.statements[first].function;
        let between = self.statements.iter_enumerated().skip(first.0 + 1).take(last.0.saturating_sub(first.0 + 1));
        between
            .filter(|(_, s)| &s.function == function && matches!(s.kind, StatementKind::Synchronize))
            .map(|(id, _)| id)
            .collect()
    }
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct HostProgram {
    pub buffers: Vec<DeviceBuffer>,
    pub statements: TiVec<StatementId, HostStatement>,
    /// Host functions or constructs not analysed, with the reason.
    pub rejects: Vec<String>,
}
