//! The memory an access touches, as data: a strided box of bytes relative to a base
//! buffer, with affine offsets and counts. `Region::Whole` is the honest over-
//! approximation for anything the affine recogniser could not describe.

use crate::affine::{AffineCondition, AffineExpr};
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

impl Region {
    /// The bytes `[start, end)` a region with constant offset, counts, strides and extent
    /// spans (its hull), or `None` when one of them is symbolic or the region is empty.
    pub fn constant_hull(&self) -> Option<(i128, i128)> {
        let Region::Strided { offset, dims, extent } = self else { return None };
        let constant = |expr: &AffineExpr| expr.as_constant().map(i128::from);
        let (mut start, mut end) = (constant(offset)?, constant(offset)? + constant(extent)?);
        for dim in dims {
            let (count, stride) = (constant(&dim.count)?, constant(&dim.stride)?);
            if count <= 0 {
                return None;
            }
            let reach = (count - 1) * stride;
            (start, end) = (start + reach.min(0), end + reach.max(0));
        }
        (end > start).then_some((start, end))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Access {
    pub space: AddressSpace,
    pub base: MemoryBase,
    pub write: bool,
    pub region: Region,
}

/// Instructions of one basic block of a function that depend on the same parameters, and
/// where they run: the loops around the block and its guards on block and thread indices
/// alone (a horizontal dispatch on `blockIdx`, the threads of a round, `threadIdx.x == 0`;
/// guards on data are dropped, so every thread they would leave out counts). What a
/// static estimate of a kernel's dynamic instructions adds up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BlockWork {
    pub instructions: u64,
    pub loops: Vec<LoopDim>,
    pub unit_guards: Vec<AffineCondition>,
    /// The function parameters these instructions' values depend on (`ParameterMask`):
    /// copies of the kernel whose arguments agree on them compute the same values.
    pub parameters: ParameterMask,
}

/// A set of function parameters: bit `p` for parameter `p`, the last bit for every
/// parameter from 63 on (so a set never claims less than the truth).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct ParameterMask(pub u64);

impl ParameterMask {
    pub fn of(parameter: u32) -> ParameterMask {
        ParameterMask(1 << parameter.min(63))
    }

    pub fn union(self, other: ParameterMask) -> ParameterMask {
        ParameterMask(self.0 | other.0)
    }

    pub fn meets(self, other: ParameterMask) -> bool {
        self.0 & other.0 != 0
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn strided(offset: i64, dims: &[(i64, i64)], extent: i64) -> Region {
        let dims = dims
            .iter()
            .map(|&(count, stride)| StridedDim {
                count: AffineExpr::constant(count),
                stride: AffineExpr::constant(stride),
            })
            .collect();
        Region::Strided { offset: AffineExpr::constant(offset), dims, extent: AffineExpr::constant(extent) }
    }

    #[test]
    fn a_constant_region_spans_its_first_to_its_last_byte() {
        assert_eq!(strided(64, &[(4, 256)], 32).constant_hull(), Some((64, 64 + 3 * 256 + 32)));
        assert_eq!(strided(1024, &[(3, -512)], 32).constant_hull(), Some((0, 1056)));
        assert_eq!(strided(0, &[(65535, 65535 * 32)], 65535 * 32).constant_hull(), Some((0, 65535i128 * 65535 * 32)));
        assert_eq!(strided(0, &[(0, 32)], 32).constant_hull(), None);
        let symbolic =
            Region::Strided { offset: AffineExpr::symbol("n"), dims: Vec::new(), extent: AffineExpr::constant(1) };
        assert_eq!(symbolic.constant_hull(), None);
    }
}
