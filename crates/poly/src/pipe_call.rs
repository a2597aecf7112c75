//! The footprint rule of Ascend pipe calls: a call's arguments (as the IR reader sees
//! them) and its `OpSpec` from the target description -> the byte `Access`es it makes.
//! Invariant: footprints never under-approximate: what cannot be described exactly is
//! widened (`Region::Whole` with a reason, or an affine upper bound). Sits on
//! `syncfuse_hardware` (the table) and `footprint` (the access shapes); used by the
//! Ascend reader (`syncfuse_llvm`) and the simulator's race checks (`syncfuse_sim`).

use crate::affine::AffineExpr;
use crate::footprint::{Access, MemoryBase, Region, StridedDim};
use syncfuse_hardware::ascend::{AddressSpace, FootprintShape, OpSpec, PointerOperand, Units, VectorOperand};

// ---------------------------------------------------------------------------------------
// The footprint rule: call arguments -> accesses.
// ---------------------------------------------------------------------------------------

/// One argument of a pipe call as the IR reader sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallArgument {
    /// A pointer into `space`, `offset` bytes from `base` (`Err`: not affine).
    Pointer { space: AddressSpace, base: MemoryBase, offset: Result<AffineExpr, OpaqueValue> },
    /// An integer (`Err`: not affine).
    Integer(Result<AffineExpr, OpaqueValue>),
    /// Anything else (floating-point scalars, ...).
    Other,
}

/// A value the reader could not express as affine, named as the IR prints it (the
/// instruction, e.g. `%28 = sdiv i32 %27, 32`), so that the reason names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpaqueValue(pub String);

impl std::fmt::Display for OpaqueValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}`", self.0.trim())
    }
}

/// A strided byte region relative to the pointer it is accessed through.
#[derive(Clone)]
struct RelativeRegion {
    offset: AffineExpr,
    dims: Vec<StridedDim>,
    extent: AffineExpr,
}

/// A relative region, or why it is not affine.
type Shape = Result<RelativeRegion, String>;

/// The accesses of one call of `spec` (reads before writes of the same operand).
pub fn pipe_call_accesses(spec: &OpSpec, args: &[CallArgument]) -> Vec<Access> {
    let call = Call { args, units: spec.units };
    match &spec.footprint {
        FootprintShape::Burst { dst, src, n_burst, len_burst, src_gap, dst_gap } => vec![
            call.access(src, false, call.bursts(*n_burst, *len_burst, (*src_gap, "srcGap"))),
            call.access(dst, true, call.bursts(*n_burst, *len_burst, (*dst_gap, "dstGap"))),
        ],
        FootprintShape::Load2d { dst, src, base_idx, repeat, src_stride, dst_gap } => vec![
            call.access(src, false, call.fractals_read(*base_idx, *repeat, *src_stride)),
            call.access(dst, true, call.fractals_written(*repeat, *dst_gap)),
        ],
        FootprintShape::Mad { c, a, b, m, k, n, init } => call.mad([a, b, c], [(*m, "m"), (*k, "k"), (*n, "n")], *init),
        FootprintShape::Vector { repeat, operands } => operands
            .iter()
            .map(|operand| call.access(&operand.pointer(), operand.write, call.vector_blocks(*repeat, operand)))
            .collect(),
        FootprintShape::None => Vec::new(),
    }
}

/// The arguments of one call, read through the target's units.
struct Call<'a> {
    args: &'a [CallArgument],
    units: Units,
}

impl Call<'_> {
    /// The affine value of integer argument `index` (`what` names it in reasons).
    fn integer(&self, index: usize, what: &str) -> Result<AffineExpr, String> {
        match self.args.get(index) {
            Some(CallArgument::Integer(Ok(value))) => Ok(value.clone()),
            Some(CallArgument::Integer(Err(value))) => Err(format!("{what} (argument {index}) {value} is not affine")),
            Some(_) => Err(format!("{what} (argument {index}) is not an integer")),
            None => Err(format!("{what} (argument {index}) is missing")),
        }
    }

    /// The access through pointer `operand` to the bytes `shape` describes.
    fn access(&self, operand: &PointerOperand, write: bool, shape: Shape) -> Access {
        let index = operand.arg;
        let Some(CallArgument::Pointer { space, base, offset }) = self.args.get(index) else {
            let reason = format!("argument {index} is not a pointer");
            return Access { space: operand.space, base: MemoryBase::Unknown, write, region: Region::Whole { reason } };
        };
        let region = match (offset, shape) {
            (Err(value), _) => Region::Whole { reason: format!("pointer argument {index} {value} is not affine") },
            (Ok(_), Err(reason)) => Region::Whole { reason },
            (Ok(pointer), Ok(relative)) => {
                Region::Strided { offset: pointer.add(&relative.offset), dims: relative.dims, extent: relative.extent }
            }
        };
        Access { space: *space, base: base.clone(), write, region }
    }

    fn bursts(&self, n_burst: usize, len_burst: usize, (gap, gap_name): (usize, &str)) -> Shape {
        let count = self.integer(n_burst, "nBurst")?;
        let length = self.integer(len_burst, "lenBurst")?;
        let gap = self.integer(gap, gap_name)?;
        let block = self.units.block_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![StridedDim { count, stride: length.add(&gap).scale(block) }],
            extent: length.scale(block),
        })
    }

    fn fractals_read(&self, base_idx: usize, repeat: usize, src_stride: usize) -> Shape {
        let base = self.integer(base_idx, "baseIdx")?;
        let count = self.integer(repeat, "repeat")?;
        let stride = self.integer(src_stride, "srcStride")?;
        let fractal = self.units.fractal_bytes;
        Ok(RelativeRegion {
            offset: base.scale(fractal),
            dims: vec![StridedDim { count, stride: stride.scale(fractal) }],
            extent: AffineExpr::constant(fractal),
        })
    }

    fn fractals_written(&self, repeat: usize, dst_gap: usize) -> Shape {
        let count = self.integer(repeat, "repeat")?;
        let gap = self.integer(dst_gap, "dstGap")?;
        let fractal = self.units.fractal_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![StridedDim { count, stride: gap.add(&AffineExpr::constant(1)).scale(fractal) }],
            extent: AffineExpr::constant(fractal),
        })
    }

    fn vector_blocks(&self, repeat: usize, operand: &VectorOperand) -> Shape {
        let count = self.integer(repeat, "repeat")?;
        let repeat_stride = self.integer(operand.repeat_stride, "repeat stride")?;
        let block_stride = self.integer(operand.block_stride, "block stride")?;
        let block = self.units.block_bytes;
        Ok(RelativeRegion {
            offset: AffineExpr::constant(0),
            dims: vec![
                StridedDim { count, stride: repeat_stride.scale(block) },
                StridedDim {
                    count: AffineExpr::constant(self.units.blocks_per_repeat),
                    stride: block_stride.scale(block),
                },
            ],
            extent: AffineExpr::constant(block),
        })
    }

    /// `mad`: a (M x K) and b (K x N) read, c (M x N) written and, unless `init` is a
    /// non-zero constant, read first.
    fn mad(&self, [a, b, c]: [&PointerOperand; 3], [m, k, n]: [(usize, &str); 3], init: usize) -> Vec<Access> {
        let input = self.units.cube_input_element_bytes;
        let output = self.units.cube_output_element_bytes;
        let c_bytes = self.matrix_bytes(m, n, output);
        let initialises =
            matches!(self.integer(init, "init"), Ok(value) if value.as_constant().is_some_and(|v| v != 0));
        let mut accesses = vec![
            self.access(a, false, self.matrix_bytes(m, k, input)),
            self.access(b, false, self.matrix_bytes(k, n, input)),
        ];
        if !initialises {
            accesses.push(self.access(c, false, c_bytes.clone()));
        }
        accesses.push(self.access(c, true, c_bytes));
        accesses
    }

    /// Bytes [0, R*C*element) of a rows x cols cube matrix, with R, C rounded up.
    fn matrix_bytes(&self, rows: (usize, &str), cols: (usize, &str), element: i64) -> Shape {
        let rounded_rows = self.rounded_up(rows)?;
        let rounded_cols = self.rounded_up(cols)?;
        let product = rounded_rows
            .mul(&rounded_cols)
            .ok_or_else(|| format!("{}*{} of two symbolic cube sizes is not affine", rows.1, cols.1))?;
        Ok(RelativeRegion { offset: AffineExpr::constant(0), dims: Vec::new(), extent: product.scale(element) })
    }

    /// A cube size rounded up to `cube_round`: exact for a constant, else the affine
    /// upper bound `size + cube_round - 1` (round-up of a symbol is not affine).
    fn rounded_up(&self, (index, what): (usize, &str)) -> Result<AffineExpr, String> {
        let size = self.integer(index, what)?;
        let round = self.units.cube_round;
        Ok(match size.as_constant() {
            Some(value) => AffineExpr::constant((value.max(0) + round - 1) / round * round),
            None => size.add(&AffineExpr::constant(round - 1)),
        })
    }
}

#[cfg(test)]
#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use syncfuse_hardware::ascend::TargetDescription;

    fn target() -> TargetDescription {
        TargetDescription::builtin("ascend910a").unwrap()
    }

    fn int(value: i64) -> CallArgument {
        CallArgument::Integer(Ok(AffineExpr::constant(value)))
    }

    fn symbolic(name: &str) -> CallArgument {
        CallArgument::Integer(Ok(AffineExpr::symbol(name)))
    }

    fn opaque() -> CallArgument {
        CallArgument::Integer(Err(OpaqueValue("%7 = load i16, ptr %p".into())))
    }

    fn local(space: AddressSpace, offset: i64) -> CallArgument {
        CallArgument::Pointer { space, base: MemoryBase::LocalBuffer, offset: Ok(AffineExpr::constant(offset)) }
    }

    fn gm(index: u32, offset: i64) -> CallArgument {
        CallArgument::Pointer {
            space: AddressSpace::Gm,
            base: MemoryBase::Argument { index, noalias: false },
            offset: Ok(AffineExpr::constant(offset)),
        }
    }

    fn footprint(callee: &str, args: &[CallArgument]) -> Vec<Access> {
        pipe_call_accesses(target().op_spec(callee).unwrap(), args)
    }

    /// Every byte of a region whose numbers are all constants.
    fn bytes(region: &Region) -> BTreeSet<i64> {
        let Region::Strided { offset, dims, extent } = region else { panic!("not strided: {region:?}") };
        let mut starts = vec![offset.as_constant().unwrap()];
        for dim in dims {
            let (count, stride) = (dim.count.as_constant().unwrap(), dim.stride.as_constant().unwrap());
            starts = starts.iter().flat_map(|s| (0..count).map(move |b| s + b * stride)).collect();
        }
        let extent = extent.as_constant().unwrap();
        starts.iter().flat_map(|s| *s..s + extent).collect()
    }

    fn ranges(ranges: &[(i64, i64)]) -> BTreeSet<i64> {
        ranges.iter().flat_map(|(start, end)| *start..*end).collect()
    }

    /// (space, write, bytes) of each access.
    fn summary(accesses: &[Access]) -> Vec<(AddressSpace, bool, BTreeSet<i64>)> {
        accesses.iter().map(|a| (a.space, a.write, bytes(&a.region))).collect()
    }

    fn whole_reason(access: &Access) -> &str {
        match &access.region {
            Region::Whole { reason } => reason,
            region => panic!("not whole: {region:?}"),
        }
    }

    #[test]
    fn burst_copy_reads_and_writes_strided_blocks() {
        // nBurst 2, lenBurst 1, srcGap 1, dstGap 0.
        let args = [local(AddressSpace::Ub, 64), gm(1, 100), int(0), int(2), int(1), int(1), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &args);
        assert_eq!(
            summary(&accesses),
            vec![
                (AddressSpace::Gm, false, ranges(&[(100, 132), (164, 196)])),
                (AddressSpace::Ub, true, ranges(&[(64, 128)])),
            ]
        );
        assert_eq!(accesses[0].base, MemoryBase::Argument { index: 1, noalias: false });
        assert_eq!(accesses[1].base, MemoryBase::LocalBuffer);
    }

    #[test]
    fn burst_copy_out_and_between_local_buffers() {
        // nBurst 2, lenBurst 2, srcGap 0, dstGap 2.
        let args = [gm(0, 0), local(AddressSpace::Ub, 0), int(0), int(2), int(2), int(0), int(2)];
        assert_eq!(
            summary(&footprint("copy_ubuf_to_gm", &args)),
            vec![
                (AddressSpace::Ub, false, ranges(&[(0, 128)])),
                (AddressSpace::Gm, true, ranges(&[(0, 64), (128, 192)])),
            ]
        );
        let args = [local(AddressSpace::Ub, 1024), local(AddressSpace::L0C, 0), int(0), int(1), int(4), int(0), int(0)];
        assert_eq!(
            summary(&footprint("copy_matrix_cc_to_ubuf", &args)),
            vec![(AddressSpace::L0C, false, ranges(&[(0, 128)])), (AddressSpace::Ub, true, ranges(&[(1024, 1152)])),]
        );
    }

    #[test]
    fn load2d_moves_fractals() {
        // baseIdx 1, repeat 2, srcStride 3, dstGap 1.
        let args =
            [local(AddressSpace::L0A, 0), local(AddressSpace::L1, 0), int(1), int(2), int(3), int(1), int(0), int(0)];
        assert_eq!(
            summary(&footprint("load_cbuf_to_ca", &args)),
            vec![
                (AddressSpace::L1, false, ranges(&[(512, 1024), (2048, 2560)])),
                (AddressSpace::L0A, true, ranges(&[(0, 512), (1024, 1536)])),
            ]
        );
    }

    fn mad_args(m: CallArgument, k: CallArgument, init: CallArgument) -> Vec<CallArgument> {
        vec![local(AddressSpace::L0C, 0), local(AddressSpace::L0A, 0), local(AddressSpace::L0B, 0), m, k, int(32), init]
    }

    #[test]
    fn mad_rounds_sizes_up_and_reads_c_unless_initialising() {
        // m 20 -> 32, k 16, n 32.
        let accesses = footprint("mad", &mad_args(int(20), int(16), int(1)));
        assert_eq!(
            summary(&accesses),
            vec![
                (AddressSpace::L0A, false, ranges(&[(0, 32 * 16 * 2)])),
                (AddressSpace::L0B, false, ranges(&[(0, 16 * 32 * 2)])),
                (AddressSpace::L0C, true, ranges(&[(0, 32 * 32 * 4)])),
            ]
        );
        let accumulating = footprint("mad", &mad_args(int(20), int(16), int(0)));
        let c_read = (AddressSpace::L0C, false, ranges(&[(0, 32 * 32 * 4)]));
        assert_eq!(summary(&accumulating)[2], c_read);
        let unknown_init = footprint("mad", &mad_args(int(20), int(16), symbolic("arg9")));
        assert_eq!(summary(&unknown_init)[2], c_read);
        let opaque_init = footprint("mad", &mad_args(int(20), int(16), opaque()));
        assert_eq!(summary(&opaque_init)[2], c_read);
    }

    #[test]
    fn mad_with_symbolic_sizes_is_over_approximated() {
        let accesses = footprint("mad", &mad_args(symbolic("arg3"), int(16), int(1)));
        // a: round16(arg3)*16*2 <= (arg3 + 15)*32.
        let Region::Strided { extent, dims, .. } = &accesses[0].region else { panic!() };
        assert!(dims.is_empty());
        assert_eq!(extent.to_string(), "32*arg3 + 480");
        assert_eq!(bytes(&accesses[1].region), ranges(&[(0, 16 * 32 * 2)]));
        let both = footprint("mad", &mad_args(symbolic("arg3"), symbolic("arg4"), int(1)));
        assert_eq!(whole_reason(&both[0]), "m*k of two symbolic cube sizes is not affine");
    }

    #[test]
    fn vector_binary_covers_eight_blocks_per_repeat_per_operand() {
        // repeat 2; dst: blk 1, rep 8; src0: blk 2, rep 16; src1: blk 1, rep 0.
        let args = [
            local(AddressSpace::Ub, 0),
            local(AddressSpace::Ub, 4096),
            local(AddressSpace::Ub, 8192),
            int(2),
            int(1),
            int(2),
            int(1),
            int(8),
            int(16),
            int(0),
        ];
        let src0: Vec<(i64, i64)> =
            (0..2).flat_map(|r| (0..8).map(move |j| (r * 16 + j * 2) * 32 + 4096)).map(|s| (s, s + 32)).collect();
        assert_eq!(
            summary(&footprint("vadd_f16", &args)),
            vec![
                (AddressSpace::Ub, true, ranges(&[(0, 512)])),
                (AddressSpace::Ub, false, ranges(&src0)),
                (AddressSpace::Ub, false, ranges(&[(8192, 8192 + 256)])),
            ]
        );
    }

    #[test]
    fn vector_unary_scalar_and_dup_follow_the_same_rule() {
        let unary = [local(AddressSpace::Ub, 0), local(AddressSpace::Ub, 1024), int(1), int(1), int(1), int(8), int(8)];
        assert_eq!(
            summary(&footprint("vexp", &unary)),
            vec![(AddressSpace::Ub, true, ranges(&[(0, 256)])), (AddressSpace::Ub, false, ranges(&[(1024, 1280)])),]
        );
        let scalar = [
            local(AddressSpace::Ub, 0),
            local(AddressSpace::Ub, 1024),
            CallArgument::Other,
            int(2),
            int(1),
            int(1),
            int(8),
            int(8),
        ];
        assert_eq!(
            summary(&footprint("vmuls_f32", &scalar)),
            vec![(AddressSpace::Ub, true, ranges(&[(0, 512)])), (AddressSpace::Ub, false, ranges(&[(1024, 1536)])),]
        );
        let dup = [local(AddressSpace::Ub, 256), CallArgument::Other, int(1), int(1), int(8)];
        assert_eq!(summary(&footprint("vector_dup", &dup)), vec![(AddressSpace::Ub, true, ranges(&[(256, 512)]))]);
    }

    #[test]
    fn pure_scalar_calls_touch_nothing() {
        assert!(footprint("get_block_idx", &[]).is_empty());
        assert!(footprint("get_block_num", &[]).is_empty());
    }

    #[test]
    fn symbolic_counts_stay_affine() {
        let args = [local(AddressSpace::Ub, 0), gm(1, 0), int(0), symbolic("arg1"), int(2), int(0), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &args);
        let Region::Strided { offset, dims, extent } = &accesses[1].region else { panic!() };
        assert_eq!(offset.to_string(), "0");
        assert_eq!(dims[0].count.to_string(), "arg1");
        assert_eq!(dims[0].stride.to_string(), "64");
        assert_eq!(extent.to_string(), "64");
    }

    #[test]
    fn anything_not_affine_is_the_whole_base_with_a_reason() {
        let opaque_count = [local(AddressSpace::Ub, 0), gm(1, 0), int(0), opaque(), int(2), int(0), int(0)];
        let accesses = footprint("copy_gm_to_ubuf", &opaque_count);
        assert_eq!(whole_reason(&accesses[0]), "nBurst (argument 3) `%7 = load i16, ptr %p` is not affine");
        assert_eq!(accesses[0].base, MemoryBase::Argument { index: 1, noalias: false });
        let opaque_pointer = CallArgument::Pointer {
            space: AddressSpace::Ub,
            base: MemoryBase::LocalBuffer,
            offset: Err(OpaqueValue("%p".into())),
        };
        let args = [opaque_pointer, CallArgument::Other, int(1), int(1), int(8)];
        assert_eq!(whole_reason(&footprint("vector_dup", &args)[0]), "pointer argument 0 `%p` is not affine");
        let not_a_pointer = [CallArgument::Other, CallArgument::Other, int(1), int(1), int(8)];
        let access = &footprint("vector_dup", &not_a_pointer)[0];
        assert_eq!((access.space, &access.base), (AddressSpace::Ub, &MemoryBase::Unknown));
        assert_eq!(whole_reason(access), "argument 0 is not a pointer");
        let short = [local(AddressSpace::Ub, 0), CallArgument::Other];
        assert_eq!(whole_reason(&footprint("vector_dup", &short)[0]), "repeat (argument 2) is missing");
    }
}
