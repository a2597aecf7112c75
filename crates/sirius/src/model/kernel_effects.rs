//! What one kernel reads and writes in device memory, as the affine recogniser read it for
//! one launch (`syncfuse_llvm::cuda_reader`, `syncfuse_llvm::ascend_effects`): plain data,
//! the part of the program model (`program::Launch::effects`) that `effects` turns
//! into ISL relations. Invariant: an access's `offset`, `loops` and `guards` never claim
//! less than the kernel does (`exact` says where they claim exactly as much); what could
//! not be read is in `imprecise` or `unknown`, never dropped.

use crate::model::gap::EffectsGap;
use serde::Serialize;
use syncfuse_poly::affine::{AffineCondition, AffineExpr, Definition};
use syncfuse_poly::footprint::{BlockWork, IndexRows, LoopDim};

/// One load or store through a pointer parameter of the kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelAccess {
    pub parameter: u32,
    pub write: bool,
    /// Bytes from the parameter (`None`: not affine, the whole buffer).
    pub offset: Option<AffineExpr>,
    pub extent: i64,
    /// The kernel loops around the access (counters and bounds).
    pub loops: Vec<LoopDim>,
    /// Affine conditions every execution of the access satisfies (dominating branches,
    /// `syncfuse_llvm::affine::ValueReader::guards`): they restrict the threads and iterations that
    /// perform it.
    pub guards: Vec<AffineCondition>,
    /// A must-access: it runs at exactly the instances its guards admit, in no kernel loop
    /// or in loops that run exactly their constant trip counts, at an affine offset without
    /// run-time row lengths (a store so marked writes every byte its relation names;
    /// `shared_tiles` relies on it).
    pub exact: bool,
    /// How the kernel computes the access's element index, where row-major from its
    /// parameter (`shared_tiles` addresses a tile by the same row and column).
    pub index_rows: Option<IndexRows>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KernelEffects {
    pub accesses: Vec<KernelAccess>,
    /// Loads and stores of shared memory (dropped from the effects).
    pub shared_accesses: usize,
    pub barriers: usize,
    /// Warp shuffles and votes: a fused kernel must run such a kernel on its own threads.
    pub warp_collectives: usize,
    /// Defined symbols the accesses may use: quotients (`q<N>`, e.g. `c / head_dim`),
    /// minima and maxima (`m<N>`, an Ascend tail tile `min(len - off, 2048)`) and
    /// selects (`c<N>`).
    pub definitions: Vec<Definition>,
    /// Where the effects are wider than the truth, and why.
    pub imprecise: Vec<EffectsGap>,
    /// Accesses through pointers not traced to a parameter: the effects are unknown.
    pub unknown: Vec<EffectsGap>,
    /// The kernel's instructions by where they run (blocks of equal loops and block
    /// guards added up); empty where not read (`gpu::estimate` then assumes an amount).
    #[serde(skip)]
    pub work: Vec<BlockWork>,
}
