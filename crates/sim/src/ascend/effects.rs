//! The data effect of a pipe instruction on real bytes: what it computes, given the
//! concrete footprint (`footprint::ByteAccess`, in enumeration order) it was issued with.
//! Copies (burst and fractal shapes) move the read bytes into the written bytes in order;
//! vector instructions stream the elements of their operands in step (so block and
//! repeat strides, including a repeat stride of 0, need no code of their own) and compute
//! in the element type (half or float, rounded once per operation); `mad` is a real
//! half x half -> float matrix product on 16x16 fractals (layouts below).
//! Invariant: an effect reads every source before it writes (so in-place operations see
//! their inputs), touches exactly its footprint, and is applied atomically by the pipe
//! machine at the instruction's completion time.

use crate::ascend::footprint::ByteAccess;
use crate::ascend::space_id;
use crate::memory::{Memory, MemoryError};
use crate::values::{float_binary, float_unary, FloatKind, FloatOp, FloatUnary};

/// The arithmetic of a vector instruction, applied per element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VectorOp {
    /// dst = src0 op src1.
    Binary(FloatOp),
    /// dst = op(src).
    Unary(FloatUnary),
    /// dst = src op scalar.
    WithScalar(FloatOp),
    /// dst = 1 / src.
    Reciprocal,
    /// dst = max(src, 0).
    Relu,
    /// dst = scalar.
    Dup,
}

impl VectorOp {
    /// The operation a vector call name means (the canonical name of its table entry).
    pub fn from_name(name: &str) -> Option<VectorOp> {
        Some(match name {
            "vadd" => VectorOp::Binary(FloatOp::Add),
            "vsub" => VectorOp::Binary(FloatOp::Sub),
            "vmul" => VectorOp::Binary(FloatOp::Mul),
            "vdiv" => VectorOp::Binary(FloatOp::Div),
            "vmax" => VectorOp::Binary(FloatOp::MaxNum),
            "vmin" => VectorOp::Binary(FloatOp::MinNum),
            "vexp" => VectorOp::Unary(FloatUnary::Exp),
            "vln" => VectorOp::Unary(FloatUnary::Log),
            "vabs" => VectorOp::Unary(FloatUnary::Abs),
            "vsqrt" => VectorOp::Unary(FloatUnary::Sqrt),
            "vrec" => VectorOp::Reciprocal,
            "vrelu" => VectorOp::Relu,
            "vadds" => VectorOp::WithScalar(FloatOp::Add),
            "vmuls" => VectorOp::WithScalar(FloatOp::Mul),
            "vmaxs" => VectorOp::WithScalar(FloatOp::MaxNum),
            "vector_dup" => VectorOp::Dup,
            _ => return None,
        })
    }

    /// How many source operands the footprint must list.
    pub fn sources(self) -> usize {
        match self {
            VectorOp::Binary(_) => 2,
            VectorOp::Dup => 0,
            _ => 1,
        }
    }

    pub fn takes_scalar(self) -> bool {
        matches!(self, VectorOp::WithScalar(_) | VectorOp::Dup)
    }

    fn apply(self, kind: FloatKind, sources: [u64; 2], scalar: u64) -> u64 {
        let [x, y] = sources;
        match self {
            VectorOp::Binary(op) => float_binary(op, kind, x, y),
            VectorOp::Unary(op) => float_unary(op, kind, x),
            VectorOp::WithScalar(op) => float_binary(op, kind, x, scalar),
            VectorOp::Reciprocal => float_binary(FloatOp::Div, kind, kind.from_f64(1.0), x),
            VectorOp::Relu => float_binary(FloatOp::MaxNum, kind, x, kind.from_f64(0.0)),
            VectorOp::Dup => scalar,
        }
    }
}

/// How a cube operand is laid out in fractals of `side x side` elements (CCE formats):
/// A in L0A is zZ (fractals row by row, elements row-major), B in L0B is nZ (fractals
/// row by row, elements column-major), C in L0C is NZ (fractals column by column,
/// elements row-major).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct FractalLayout {
    fractals_by_column: bool,
    elements_by_column: bool,
}

const LAYOUT_A: FractalLayout = FractalLayout { fractals_by_column: false, elements_by_column: false };
const LAYOUT_B: FractalLayout = FractalLayout { fractals_by_column: false, elements_by_column: true };
const LAYOUT_C: FractalLayout = FractalLayout { fractals_by_column: true, elements_by_column: false };

impl FractalLayout {
    /// Element index of (row, col) in a `rows x cols` matrix (both multiples of `side`).
    fn index(self, (row, col): (usize, usize), (rows, cols): (usize, usize), side: usize) -> usize {
        let (fractal_row, fractal_col) = (row / side, col / side);
        let (inner_row, inner_col) = (row % side, col % side);
        let fractal = if self.fractals_by_column {
            fractal_col * (rows / side) + fractal_row
        } else {
            fractal_row * (cols / side) + fractal_col
        };
        let inner = if self.elements_by_column { inner_col * side + inner_row } else { inner_row * side + inner_col };
        fractal * side * side + inner
    }
}

/// What an instruction computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Effect {
    /// The read bytes, in order, into the written bytes.
    Copy,
    Vector {
        op: VectorOp,
        kind: FloatKind,
        scalar: u64,
    },
    /// C (+)= A x B with rounded sizes M, K, N (multiples of `side`).
    Mad {
        m: usize,
        k: usize,
        n: usize,
        side: usize,
        accumulate: bool,
    },
}

/// Applies `effect` with the instruction's accesses (reads before the write, in the
/// order of the footprint rule).
pub fn apply(effect: Effect, accesses: &[ByteAccess], memory: &mut Memory) -> Result<(), MemoryError> {
    let destination = accesses.iter().find(|a| a.write).expect("every data effect writes");
    let mut sources = Vec::new();
    for access in accesses.iter().filter(|a| !a.write) {
        sources.push(gather(memory, access)?);
    }
    let result = match effect {
        Effect::Copy => sources.swap_remove(0),
        Effect::Vector { op, kind, scalar } => vector(op, kind, scalar, &sources, destination.total_bytes()),
        Effect::Mad { m, k, n, side, accumulate } => {
            let c = if accumulate { Some(gather(memory, destination)?) } else { None };
            mad((m, k, n, side), &sources[0], &sources[1], c.as_deref())
        }
    };
    scatter(memory, destination, &result)
}

fn gather(memory: &Memory, access: &ByteAccess) -> Result<Vec<u8>, MemoryError> {
    let space = space_id(access.space);
    let mut bytes = Vec::with_capacity(access.total_bytes() as usize);
    for range in &access.ranges {
        bytes.extend_from_slice(memory.read(space, range.start, range.end - range.start)?);
    }
    Ok(bytes)
}

fn scatter(memory: &mut Memory, access: &ByteAccess, bytes: &[u8]) -> Result<(), MemoryError> {
    let space = space_id(access.space);
    let mut offset = 0;
    for range in &access.ranges {
        let length = (range.end - range.start) as usize;
        memory.write(space, range.start, &bytes[offset..offset + length])?;
        offset += length;
    }
    Ok(())
}

fn element_bytes(kind: FloatKind) -> usize {
    usize::from(kind.bits() / 8)
}

fn read_element(bytes: &[u8], index: usize, size: usize) -> u64 {
    let mut raw = [0u8; 8];
    raw[..size].copy_from_slice(&bytes[index * size..(index + 1) * size]);
    u64::from_le_bytes(raw)
}

fn vector(op: VectorOp, kind: FloatKind, scalar: u64, sources: &[Vec<u8>], length: u64) -> Vec<u8> {
    let size = element_bytes(kind);
    let mut result = vec![0u8; length as usize];
    for (index, chunk) in result.chunks_exact_mut(size).enumerate() {
        let mut operands = [0u64; 2];
        for (operand, source) in operands.iter_mut().zip(sources) {
            *operand = read_element(source, index, size);
        }
        let value = op.apply(kind, operands, scalar);
        chunk.copy_from_slice(&value.to_le_bytes()[..size]);
    }
    result
}

/// C (M x N float, NZ) (+)= A (M x K half, zZ) x B (K x N half, nZ), accumulating in
/// float in k order.
fn mad((m, k, n, side): (usize, usize, usize, usize), a: &[u8], b: &[u8], c: Option<&[u8]>) -> Vec<u8> {
    let half = |bytes: &[u8], index| FloatKind::Half.to_f64(read_element(bytes, index, 2)) as f32;
    // A by rows and B by columns, so that each output element is one contiguous dot product.
    let a_rows: Vec<f32> = (0..m * k).map(|i| half(a, LAYOUT_A.index((i / k, i % k), (m, k), side))).collect();
    let b_columns: Vec<f32> = (0..k * n).map(|i| half(b, LAYOUT_B.index((i % k, i / k), (k, n), side))).collect();
    let mut result = vec![0u8; m * n * 4];
    for (row, a_row) in a_rows.chunks_exact(k).enumerate() {
        for (col, b_column) in b_columns.chunks_exact(k).enumerate() {
            let at = LAYOUT_C.index((row, col), (m, n), side);
            let start = c.map_or(0.0, |c| f32::from_bits(read_element(c, at, 4) as u32));
            let sum = a_row.iter().zip(b_column).fold(start, |sum, (x, y)| sum + x * y);
            result[at * 4..at * 4 + 4].copy_from_slice(&sum.to_le_bytes());
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use half::f16;

    fn halves(values: &[f32]) -> Vec<u8> {
        values.iter().flat_map(|v| f16::from_f32(*v).to_le_bytes()).collect()
    }

    fn floats(bytes: &[u8]) -> Vec<f32> {
        bytes.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
    }

    #[test]
    fn layouts_place_fractals_and_elements_as_documented() {
        // 32 x 32 matrix of 16 x 16 fractals.
        assert_eq!(LAYOUT_A.index((0, 17), (32, 32), 16), 256 + 1);
        assert_eq!(LAYOUT_A.index((17, 0), (32, 32), 16), 2 * 256 + 16);
        assert_eq!(LAYOUT_B.index((1, 0), (32, 32), 16), 1, "nZ: column-major inside a fractal");
        assert_eq!(LAYOUT_C.index((17, 0), (32, 32), 16), 256 + 16, "NZ: fractals column by column");
        assert_eq!(LAYOUT_C.index((0, 17), (32, 32), 16), 2 * 256 + 1);
    }

    #[test]
    fn mad_is_a_matrix_product_and_accumulates() {
        let side = 16;
        // A = identity (zZ), B(k, n) = k + n (nZ): the product is B.
        let mut a = vec![0.0f32; 256];
        let mut b = vec![0.0f32; 256];
        for i in 0..16 {
            a[LAYOUT_A.index((i, i), (16, 16), side)] = 1.0;
            for j in 0..16 {
                b[LAYOUT_B.index((i, j), (16, 16), side)] = (i + j) as f32;
            }
        }
        let product = floats(&mad((16, 16, 16, side), &halves(&a), &halves(&b), None));
        assert_eq!(product[LAYOUT_C.index((3, 5), (16, 16), side)], 8.0);
        let again = mad(
            (16, 16, 16, side),
            &halves(&a),
            &halves(&b),
            Some(&mad((16, 16, 16, side), &halves(&a), &halves(&b), None)),
        );
        assert_eq!(floats(&again)[LAYOUT_C.index((15, 15), (16, 16), side)], 60.0);
    }

    #[test]
    fn vector_ops_compute_in_the_element_type() {
        let two = halves(&[2.0; 16]);
        let three = halves(&[3.0; 16]);
        let sum = vector(VectorOp::Binary(FloatOp::Add), FloatKind::Half, 0, &[two.clone(), three], 32);
        assert_eq!(sum, halves(&[5.0; 16]));
        let scalar = FloatKind::Half.from_f64(0.5);
        assert_eq!(
            vector(VectorOp::WithScalar(FloatOp::Mul), FloatKind::Half, scalar, std::slice::from_ref(&two), 32),
            halves(&[1.0; 16])
        );
        assert_eq!(vector(VectorOp::Reciprocal, FloatKind::Half, 0, &[two], 32), halves(&[0.5; 16]));
        assert_eq!(vector(VectorOp::Relu, FloatKind::Half, 0, &[halves(&[-1.0; 16])], 32), halves(&[0.0; 16]));
        assert_eq!(vector(VectorOp::Dup, FloatKind::Half, scalar, &[], 32), halves(&[0.5; 16]));
    }
}
