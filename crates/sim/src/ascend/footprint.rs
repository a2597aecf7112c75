//! Concrete footprints: the exact bytes one executed pipe call touches. The shapes are not
//! re-implemented here: the call's concrete argument values are substituted, as constant
//! affine expressions, into `OpSpec::accesses` of `target::ascend` (the footprint rule
//! `ascend-sync` uses), and the resulting constant regions are enumerated. So the pass
//! and the simulator read one source of truth for what a pipe call touches.
//! Invariant: `ranges` lists a region's pieces in the shape's enumeration order (outer
//! dimension first), which is also the order of the elements a data effect streams
//! through; `merged` is the same set of bytes sorted and coalesced, for overlap tests.

use std::ops::Range;
use syncfuse_hardware::ascend::{AddressSpace, OpSpec};
use syncfuse_poly::affine::AffineExpr;
use syncfuse_poly::footprint::{MemoryBase, Region};
use syncfuse_poly::pipe_call::{pipe_call_accesses, CallArgument};

/// One argument of an executed call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConcreteArg {
    Pointer { space: AddressSpace, address: u64 },
    Integer(u64),
    Other,
}

/// The bytes one operand of a call touches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByteAccess {
    pub space: AddressSpace,
    pub write: bool,
    /// Pieces in enumeration order.
    pub ranges: Vec<Range<u64>>,
    /// The same bytes, sorted and coalesced.
    pub merged: Vec<Range<u64>>,
}

impl ByteAccess {
    pub fn total_bytes(&self) -> u64 {
        self.ranges.iter().map(|r| r.end - r.start).sum()
    }

    /// The first byte range both accesses touch (in one address space).
    pub fn overlap(&self, other: &ByteAccess) -> Option<Range<u64>> {
        if self.space != other.space {
            return None;
        }
        let (mut i, mut j) = (0, 0);
        while i < self.merged.len() && j < other.merged.len() {
            let (a, b) = (&self.merged[i], &other.merged[j]);
            let (start, end) = (a.start.max(b.start), a.end.min(b.end));
            if start < end {
                return Some(start..end);
            }
            if a.end <= b.end {
                i += 1;
            } else {
                j += 1;
            }
        }
        None
    }
}

/// The accesses of one call of `spec` with these argument values, or why the shape
/// rule could not make them concrete (it widened a region to the whole buffer).
pub(crate) fn concrete_accesses(spec: &OpSpec, args: &[ConcreteArg]) -> Result<Vec<ByteAccess>, String> {
    let symbolic: Vec<CallArgument> = args.iter().map(|arg| symbolic_argument(*arg)).collect();
    pipe_call_accesses(spec, &symbolic)
        .into_iter()
        .map(|access| {
            let ranges = match access.region {
                Region::Strided { offset, dims, extent } => {
                    let dims = dims
                        .iter()
                        .map(|dim| Ok((constant(&dim.count)?, constant(&dim.stride)?)))
                        .collect::<Result<Vec<_>, String>>()?;
                    enumerate(constant(&offset)?, &dims, constant(&extent)?)
                }
                Region::Whole { reason } => return Err(reason),
            };
            Ok(ByteAccess { space: access.space, write: access.write, merged: coalesce(&ranges), ranges })
        })
        .collect()
}

fn symbolic_argument(arg: ConcreteArg) -> CallArgument {
    match arg {
        ConcreteArg::Pointer { space, address } => {
            CallArgument::Pointer { space, base: MemoryBase::Unknown, offset: Ok(AffineExpr::constant(address as i64)) }
        }
        ConcreteArg::Integer(value) => CallArgument::Integer(Ok(AffineExpr::constant(value as i64))),
        ConcreteArg::Other => CallArgument::Other,
    }
}

fn constant(expr: &AffineExpr) -> Result<i64, String> {
    expr.as_constant().ok_or_else(|| format!("footprint term `{expr}` is not constant"))
}

/// `[offset + Σ b_j·stride_j, + extent)` for every b_j in [0, count_j), outer j first.
fn enumerate(offset: i64, dims: &[(i64, i64)], extent: i64) -> Vec<Range<u64>> {
    let mut starts = vec![offset];
    for &(count, stride) in dims {
        starts = starts.iter().flat_map(|&s| (0..count.max(0)).map(move |b| s + b * stride)).collect();
    }
    starts.into_iter().filter(|_| extent > 0).map(|s| s as u64..(s + extent) as u64).collect()
}

fn coalesce(ranges: &[Range<u64>]) -> Vec<Range<u64>> {
    let mut sorted = ranges.to_vec();
    sorted.sort_by_key(|r| r.start);
    let mut merged: Vec<Range<u64>> = Vec::with_capacity(sorted.len());
    for range in sorted {
        match merged.last_mut() {
            Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
            _ => merged.push(range),
        }
    }
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use syncfuse_hardware::ascend::TargetDescription;

    fn ub(address: u64) -> ConcreteArg {
        ConcreteArg::Pointer { space: AddressSpace::Ub, address }
    }

    #[test]
    fn vector_operands_are_enumerated_repeat_major_and_merged() {
        let target = TargetDescription::builtin("ascend910a").unwrap();
        let spec = target.op_spec("vadd_f32").unwrap();
        // repeat 2; dst blk 1 rep 8 (contiguous); src0 blk 2 rep 16; src1 rep 0 (re-read).
        let ints = [2, 1, 2, 1, 8, 16, 0].map(ConcreteArg::Integer);
        let args: Vec<ConcreteArg> = [ub(0), ub(4096), ub(8192)].into_iter().chain(ints).collect();
        let accesses = concrete_accesses(spec, &args).unwrap();
        assert_eq!(accesses[0].merged, vec![0..512]);
        assert_eq!(accesses[0].ranges.len(), 16);
        assert_eq!(accesses[1].ranges[..2], [4096..4128, 4160..4192]);
        assert_eq!(accesses[1].ranges[8], 4096 + 512..4096 + 544);
        assert_eq!(accesses[2].ranges[8], 8192..8224, "src1Rep 0 re-reads the first repeat");
        assert_eq!(accesses[2].merged, vec![8192..8448]);
        assert_eq!(accesses[2].total_bytes(), 512);
    }

    #[test]
    fn overlap_finds_shared_bytes_in_one_space_only() {
        let access = |space, pieces: &[(u64, u64)]| {
            let ranges: Vec<Range<u64>> = pieces.iter().map(|&(start, end)| start..end).collect();
            ByteAccess { space, write: false, merged: coalesce(&ranges), ranges }
        };
        let a = access(AddressSpace::Ub, &[(0, 32), (64, 96)]);
        let b = access(AddressSpace::Ub, &[(32, 64), (90, 200)]);
        assert_eq!(a.overlap(&b), Some(90..96));
        assert_eq!(a.overlap(&access(AddressSpace::Ub, &[(32, 64)])), None);
        assert_eq!(a.overlap(&access(AddressSpace::L1, &[(0, 32)])), None);
    }
}
