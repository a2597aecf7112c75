//! The memory an access touches, as data: a strided box of bytes relative to a base
//! buffer, with affine offsets and counts. `Region::Whole` is the honest over-
//! approximation for anything the affine recogniser could not describe.

use crate::affine::AffineExpr;
use serde::Serialize;
use syncfuse_hardware::ascend::AddressSpace;

/// How a program computes an access's element index: `row * length + column` (C's
/// `a[r * n + c]`), with the length and the column as affine expressions in elements of
/// the accessed type; `None` where a part is not affine or the index counts elements of
/// another size. Which value is the row is left to the IR that computes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct IndexRows {
    pub length: Option<AffineExpr>,
    pub column: Option<AffineExpr>,
}

/// What a pointer is relative to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum MemoryBase {
    /// A kernel pointer parameter (GM). `noalias` parameters never alias each other or
    /// anything else; other GM parameters may alias each other.
    Argument { index: u32, noalias: bool },
    /// The local buffer itself (L1, L0A/B/C, UB): offsets are absolute in the buffer.
    LocalBuffer,
    /// A named memory object: a global variable, or an allocation the caller identified
    /// (a `cudaMalloc` site). Distinct objects never overlap.
    Object { name: String },
    /// A pointer the recogniser could not trace (may alias anything in its space).
    Unknown,
}

/// Bytes `[offset + Σ_j b_j·stride_j, + extent)` for every `b_j ∈ [0, count_j)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StridedDim {
    pub count: AffineExpr,
    pub stride: AffineExpr,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Region {
    Strided {
        offset: AffineExpr,
        dims: Vec<StridedDim>,
        extent: AffineExpr,
    },
    /// Every byte of the base (imprecise; the reason is kept for the report).
    Whole {
        reason: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Access {
    pub space: AddressSpace,
    pub base: MemoryBase,
    pub write: bool,
    pub region: Region,
}

/// One loop around an access: its iteration counter symbol (`it_<header>`, counting
/// 0, 1, 2, ...), when known an affine trip count, and, for an access in a copy of an
/// unrolled loop body, which iterations that copy runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoopDim {
    pub counter: String,
    pub trip_count: Option<AffineExpr>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub residue: Option<IterationResidue>,
}

impl LoopDim {
    /// A loop as it is in the program (not unrolled).
    pub fn new(counter: impl Into<String>, trip_count: Option<AffineExpr>) -> LoopDim {
        LoopDim { counter: counter.into(), trip_count, residue: None }
    }
}

/// The iterations that copy `index` of a body unrolled `copies` times runs: those with
/// `counter = copies * u + index`, `u = 0, 1, ...`; its instances are ordered by `u`, the
/// iteration of the unrolled loop. Invariant: `index < copies`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct IterationResidue {
    pub copies: u32,
    pub index: u32,
}
