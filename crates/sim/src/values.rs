//! The scalar values of the interpreter and their arithmetic, as pure functions on raw
//! bits. A value is a `u64`: an integer of N bits is stored zero-extended (bits above N
//! are always 0), a `half`/`float`/`double` is stored as its IEEE bits in the low 16/32/64
//! bits, a pointer is its address. Invariant: every function here returns a value in
//! that normal form, and reports LLVM's undefined cases (division by zero, over-wide
//! shifts, out-of-range float-to-int) as `Undefined` instead of inventing a result.
//! Shared by the decoder (`sim::program`, to fold constant expressions) and the executor
//! (`sim::interpreter`), so that a constant and an instruction compute the same thing.

use half::f16;

/// The LLVM types the interpreter executes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarType {
    Int(u8),
    Float(FloatKind),
    /// A pointer into LLVM address space N.
    Ptr(u32),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    Half,
    Single,
    Double,
}

/// An operation whose result LLVM leaves undefined (poison or immediate UB).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undefined(pub &'static str);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    SMax,
    SMin,
    UMax,
    UMin,
    /// The high half of the double-width product (`mul.hi`), signed or unsigned.
    MulHighSigned,
    MulHighUnsigned,
}

/// Integer operations of one operand (`llvm.abs`, `llvm.ctlz`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntUnary {
    Abs,
    CountLeadingZeros,
    CountTrailingZeros,
    PopCount,
    ByteSwap,
}

/// The read-modify-write of an `atomicrmw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Exchange,
    Int(IntOp),
    Float(FloatOp),
}

/// How a fused multiply-add rounds (PTX `fma.rn/.rz/.rm/.rp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rounding {
    NearestEven,
    TowardZero,
    Down,
    Up,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    MaxNum,
    MinNum,
    CopySign,
    Pow,
    Atan2,
    Hypot,
}

/// Floating-point functions of one operand. The transcendental ones are computed in
/// `f64` and rounded once to the operand's type (so also for PTX `.approx` forms, which
/// are thereby more accurate than the hardware, never less).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatUnary {
    Neg,
    Abs,
    Sqrt,
    Exp,
    Log,
    Exp2,
    Log2,
    Log10,
    Floor,
    Ceil,
    Trunc,
    /// Half-way cases away from zero (`llvm.round`).
    Round,
    /// Half-way cases to even (`llvm.rint`, `llvm.roundeven`, `llvm.nearbyint`).
    RoundEven,
    ReciprocalSqrt,
    Reciprocal,
    /// Clamp to [0, 1], NaN to 0 (PTX `.sat`).
    Saturate,
    Sin,
    Cos,
    Tan,
    Tanh,
    Sinh,
    Cosh,
    Asin,
    Acos,
    Atan,
    Log1p,
    Expm1,
    Cbrt,
    /// The error function (`erf`), see `error_function`.
    Erf,
}

impl FloatUnary {
    /// The operation a libm function (`sqrtf` without its suffix) or an LLVM intrinsic
    /// family (`llvm.sqrt.*`) names.
    pub fn from_name(name: &str) -> Option<FloatUnary> {
        Some(match name {
            "fabs" => FloatUnary::Abs,
            "sqrt" => FloatUnary::Sqrt,
            "exp" => FloatUnary::Exp,
            "exp2" => FloatUnary::Exp2,
            "log" => FloatUnary::Log,
            "log2" => FloatUnary::Log2,
            "log10" => FloatUnary::Log10,
            "floor" => FloatUnary::Floor,
            "ceil" => FloatUnary::Ceil,
            "trunc" => FloatUnary::Trunc,
            "round" => FloatUnary::Round,
            "rint" | "nearbyint" | "roundeven" => FloatUnary::RoundEven,
            "sin" => FloatUnary::Sin,
            "cos" => FloatUnary::Cos,
            "tan" => FloatUnary::Tan,
            "tanh" => FloatUnary::Tanh,
            "sinh" => FloatUnary::Sinh,
            "cosh" => FloatUnary::Cosh,
            "asin" => FloatUnary::Asin,
            "acos" => FloatUnary::Acos,
            "atan" => FloatUnary::Atan,
            "log1p" => FloatUnary::Log1p,
            "expm1" => FloatUnary::Expm1,
            "cbrt" => FloatUnary::Cbrt,
            "erf" => FloatUnary::Erf,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// An `fcmp` predicate as LLVM encodes it: bit 0 equal, bit 1 greater, bit 2 less, bit 3
/// unordered; the comparison is true when its outcome's bit is in the mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatPredicate(pub u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    /// `ptrtoint`, `inttoptr`, `bitcast`, `addrspacecast`: the bits, resized.
    Reinterpret,
}

#[inline]
pub fn mask(bits: u8) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

#[inline]
pub fn sign_extend(value: u64, bits: u8) -> i64 {
    let shift = 64 - u32::from(bits.clamp(1, 64));
    ((value << shift) as i64) >> shift
}

impl ScalarType {
    /// Bits of the value's normal form.
    pub fn bits(self) -> u8 {
        match self {
            ScalarType::Int(bits) => bits,
            ScalarType::Float(kind) => kind.bits(),
            ScalarType::Ptr(_) => 64,
        }
    }
}

impl FloatKind {
    pub fn bits(self) -> u8 {
        match self {
            FloatKind::Half => 16,
            FloatKind::Single => 32,
            FloatKind::Double => 64,
        }
    }

    #[inline]
    pub fn to_f64(self, value: u64) -> f64 {
        match self {
            FloatKind::Half => f16::from_bits(value as u16).to_f64(),
            FloatKind::Single => f64::from(f32::from_bits(value as u32)),
            FloatKind::Double => f64::from_bits(value),
        }
    }

    /// Rounds once, to nearest even. Half and single results computed exactly or in
    /// `f64` are thereby correctly rounded for + - * / sqrt (`f64` has more than twice
    /// their precision, so the double rounding is innocuous).
    #[inline]
    pub fn from_f64(self, value: f64) -> u64 {
        match self {
            FloatKind::Half => u64::from(f16::from_f64(value).to_bits()),
            FloatKind::Single => u64::from((value as f32).to_bits()),
            FloatKind::Double => value.to_bits(),
        }
    }
}

#[inline]
pub fn int_binary(op: IntOp, bits: u8, a: u64, b: u64) -> Result<u64, Undefined> {
    let signed = || (sign_extend(a, bits), sign_extend(b, bits));
    let shift = || {
        if b < u64::from(bits) {
            Ok(b as u32)
        } else {
            Err(Undefined("shift by at least the bit width"))
        }
    };
    let divisor = || if b != 0 { Ok(()) } else { Err(Undefined("division by zero")) };
    let result = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Shl => a << shift()?,
        IntOp::LShr => a >> shift()?,
        IntOp::AShr => (signed().0 >> shift()?) as u64,
        IntOp::UDiv => {
            divisor()?;
            a / b
        }
        IntOp::URem => {
            divisor()?;
            a % b
        }
        IntOp::SDiv | IntOp::SRem => {
            divisor()?;
            let (sa, sb) = signed();
            if sa == sign_extend(1 << (bits - 1), bits) && sb == -1 {
                return Err(Undefined("signed division overflow"));
            }
            (if op == IntOp::SDiv { sa.wrapping_div(sb) } else { sa.wrapping_rem(sb) }) as u64
        }
        IntOp::SMax => signed().0.max(signed().1) as u64,
        IntOp::SMin => signed().0.min(signed().1) as u64,
        IntOp::UMax => a.max(b),
        IntOp::UMin => a.min(b),
        IntOp::MulHighSigned => ((i128::from(signed().0) * i128::from(signed().1)) >> bits) as u64,
        IntOp::MulHighUnsigned => ((u128::from(a) * u128::from(b)) >> bits) as u64,
    };
    Ok(result & mask(bits))
}

#[inline]
pub fn int_compare(predicate: IntPredicate, bits: u8, a: u64, b: u64) -> bool {
    let (sa, sb) = (sign_extend(a, bits), sign_extend(b, bits));
    match predicate {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

#[inline]
pub fn float_binary(op: FloatOp, kind: FloatKind, a: u64, b: u64) -> u64 {
    let (x, y) = (kind.to_f64(a), kind.to_f64(b));
    let result = match op {
        FloatOp::Add => x + y,
        FloatOp::Sub => x - y,
        FloatOp::Mul => x * y,
        FloatOp::Div => x / y,
        FloatOp::Rem => x % y,
        FloatOp::MaxNum => x.max(y),
        FloatOp::MinNum => x.min(y),
        FloatOp::CopySign => x.copysign(y),
        FloatOp::Pow => x.powf(y),
        FloatOp::Atan2 => x.atan2(y),
        FloatOp::Hypot => x.hypot(y),
    };
    kind.from_f64(result)
}

pub fn float_unary(op: FloatUnary, kind: FloatKind, a: u64) -> u64 {
    let sign = 1u64 << (kind.bits() - 1);
    match op {
        FloatUnary::Neg => a ^ sign,
        FloatUnary::Abs => a & !sign,
        FloatUnary::Sqrt => kind.from_f64(kind.to_f64(a).sqrt()),
        FloatUnary::Exp => kind.from_f64(kind.to_f64(a).exp()),
        FloatUnary::Log => kind.from_f64(kind.to_f64(a).ln()),
        other => kind.from_f64(real_function(other, kind.to_f64(a))),
    }
}

fn real_function(op: FloatUnary, x: f64) -> f64 {
    match op {
        FloatUnary::Neg => -x,
        FloatUnary::Abs => x.abs(),
        FloatUnary::Sqrt => x.sqrt(),
        FloatUnary::Exp => x.exp(),
        FloatUnary::Log => x.ln(),
        FloatUnary::Exp2 => x.exp2(),
        FloatUnary::Log2 => x.log2(),
        FloatUnary::Log10 => x.log10(),
        FloatUnary::Floor => x.floor(),
        FloatUnary::Ceil => x.ceil(),
        FloatUnary::Trunc => x.trunc(),
        FloatUnary::Round => x.round(),
        FloatUnary::RoundEven => x.round_ties_even(),
        FloatUnary::ReciprocalSqrt => 1.0 / x.sqrt(),
        FloatUnary::Reciprocal => 1.0 / x,
        FloatUnary::Saturate if x.is_nan() => 0.0,
        FloatUnary::Saturate => x.clamp(0.0, 1.0),
        FloatUnary::Sin => x.sin(),
        FloatUnary::Cos => x.cos(),
        FloatUnary::Tan => x.tan(),
        FloatUnary::Tanh => x.tanh(),
        FloatUnary::Sinh => x.sinh(),
        FloatUnary::Cosh => x.cosh(),
        FloatUnary::Asin => x.asin(),
        FloatUnary::Acos => x.acos(),
        FloatUnary::Atan => x.atan(),
        FloatUnary::Log1p => x.ln_1p(),
        FloatUnary::Expm1 => x.exp_m1(),
        FloatUnary::Cbrt => x.cbrt(),
        FloatUnary::Erf => error_function(x),
    }
}

/// erf(x) in `f64`, to about 1e-15: the Maclaurin series below |x| = 3 (at most ~4 of
/// the 16 digits lost to cancellation there) and 1 - erfc(x) from erfc's continued
/// fraction above.
fn error_function(x: f64) -> f64 {
    const TERMS: u32 = 100;
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let magnitude = if a < 3.0 {
        let (mut term, mut sum) = (a, a);
        for n in 1..TERMS {
            term *= -a * a / f64::from(n);
            sum += term / f64::from(2 * n + 1);
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        let mut fraction = a;
        for n in (1..TERMS).rev() {
            fraction = a + f64::from(n) / 2.0 / fraction;
        }
        1.0 - (-a * a).exp() / std::f64::consts::PI.sqrt() / fraction
    };
    magnitude.copysign(x)
}

pub fn int_unary(op: IntUnary, bits: u8, a: u64) -> u64 {
    let width = u32::from(bits);
    let result = match op {
        IntUnary::Abs => sign_extend(a, bits).unsigned_abs(),
        IntUnary::CountLeadingZeros => u64::from(a.leading_zeros() - (64 - width)),
        IntUnary::CountTrailingZeros => u64::from(a.trailing_zeros().min(width)),
        IntUnary::PopCount => u64::from(a.count_ones()),
        IntUnary::ByteSwap => a.swap_bytes() >> (64 - width),
    };
    result & mask(bits)
}

/// `a * b + c` with one rounding in `rounding`'s direction. Single and half operands are
/// computed in `f64` (their product is exact there) and then rounded in the requested
/// direction; doubles use the hardware fused multiply-add (round to nearest only).
pub fn fused_multiply_add(kind: FloatKind, rounding: Rounding, a: u64, b: u64, c: u64) -> u64 {
    let exact = kind.to_f64(a).mul_add(kind.to_f64(b), kind.to_f64(c));
    let nearest = kind.from_f64(exact);
    let rounded = kind.to_f64(nearest);
    if kind == FloatKind::Double || rounded == exact || !exact.is_finite() || !rounded.is_finite() {
        return nearest;
    }
    let up = match rounding {
        Rounding::NearestEven => return nearest,
        Rounding::Down if rounded > exact => false,
        Rounding::Up if rounded < exact => true,
        Rounding::TowardZero if rounded.abs() > exact.abs() => exact < 0.0,
        _ => return nearest,
    };
    next_float(kind, nearest, up)
}

/// The neighbouring representable value of a finite, non-zero-crossing `value`.
fn next_float(kind: FloatKind, value: u64, up: bool) -> u64 {
    let sign = value >> (kind.bits() - 1) & 1 == 1;
    if value & !(1 << (kind.bits() - 1)) == 0 {
        // +-0: the smallest subnormal of the requested sign.
        return if up { 1 } else { (1 << (kind.bits() - 1)) | 1 };
    }
    // Away from zero is +1 on the magnitude bits.
    if up != sign {
        value + 1
    } else {
        value - 1
    }
}

/// The new memory value of an `atomicrmw` on `old`.
pub fn atomic_apply(op: AtomicOp, ty: ScalarType, old: u64, operand: u64) -> Result<u64, Undefined> {
    match (op, ty) {
        (AtomicOp::Exchange, _) => Ok(operand),
        (AtomicOp::Int(op), _) => int_binary(op, ty.bits(), old, operand),
        (AtomicOp::Float(op), ScalarType::Float(kind)) => Ok(float_binary(op, kind, old, operand)),
        (AtomicOp::Float(_), _) => Err(Undefined("floating-point atomic on a non-float value")),
    }
}

#[inline]
pub fn float_compare(predicate: FloatPredicate, kind: FloatKind, a: u64, b: u64) -> bool {
    let (x, y) = (kind.to_f64(a), kind.to_f64(b));
    let outcome = match x.partial_cmp(&y) {
        None => 8,
        Some(std::cmp::Ordering::Equal) => 1,
        Some(std::cmp::Ordering::Greater) => 2,
        Some(std::cmp::Ordering::Less) => 4,
    };
    predicate.0 & outcome != 0
}

#[inline]
pub fn cast(op: CastOp, from: ScalarType, to: ScalarType, value: u64) -> Result<u64, Undefined> {
    let to_bits = to.bits();
    let float = |ty: ScalarType| match ty {
        ScalarType::Float(kind) => kind,
        _ => FloatKind::Double,
    };
    let result = match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::Reinterpret => value,
        CastOp::SExt => sign_extend(value, from.bits()) as u64,
        CastOp::FpTrunc | CastOp::FpExt => float(to).from_f64(float(from).to_f64(value)),
        CastOp::FpToUi | CastOp::FpToSi => {
            let real = float(from).to_f64(value).trunc();
            let signed = op == CastOp::FpToSi;
            let (low, high) = if signed {
                (-(2f64.powi(i32::from(to_bits) - 1)), 2f64.powi(i32::from(to_bits) - 1))
            } else {
                (0.0, 2f64.powi(i32::from(to_bits)))
            };
            if !(real >= low && real < high) {
                return Err(Undefined("float-to-integer conversion out of range"));
            }
            if signed {
                real as i64 as u64
            } else {
                real as u64
            }
        }
        CastOp::UiToFp => float(to).from_f64(value as f64),
        CastOp::SiToFp => float(to).from_f64(sign_extend(value, from.bits()) as f64),
    };
    Ok(result & mask(to_bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_wrap_at_their_width_and_compare_signed_or_unsigned() {
        assert_eq!(int_binary(IntOp::Add, 8, 0xff, 1), Ok(0));
        assert_eq!(int_binary(IntOp::Sub, 16, 3, 0xfff8), Ok(11));
        assert_eq!(int_binary(IntOp::AShr, 8, 0x80, 7), Ok(0xff));
        assert_eq!(int_binary(IntOp::SDiv, 64, (-7i64) as u64, 2), Ok((-3i64) as u64));
        assert_eq!(int_binary(IntOp::SRem, 32, (-7i32) as u32 as u64, 2), Ok(0xffff_ffff));
        assert_eq!(int_binary(IntOp::UDiv, 32, 1, 0), Err(Undefined("division by zero")));
        assert!(int_binary(IntOp::Shl, 32, 1, 32).is_err());
        assert!(int_binary(IntOp::SDiv, 8, 0x80, 0xff).is_err());
        assert!(int_compare(IntPredicate::Slt, 32, 0xffff_ffff, 0));
        assert!(!int_compare(IntPredicate::Ult, 32, 0xffff_ffff, 0));
    }

    #[test]
    fn half_arithmetic_rounds_once_to_half() {
        let half = |v: f32| u64::from(f16::from_f32(v).to_bits());
        assert_eq!(float_binary(FloatOp::Add, FloatKind::Half, half(1.0), half(0.5)), half(1.5));
        // 2048 + 1 is not representable in half: ties to even gives 2048.
        assert_eq!(float_binary(FloatOp::Add, FloatKind::Half, half(2048.0), half(1.0)), half(2048.0));
        assert_eq!(float_unary(FloatUnary::Neg, FloatKind::Half, half(2.0)), half(-2.0));
    }

    #[test]
    fn float_predicates_follow_llvm_encoding() {
        let one = u64::from(1.0f32.to_bits());
        let nan = u64::from(f32::NAN.to_bits());
        let (ogt, uge, une) = (FloatPredicate(2), FloatPredicate(11), FloatPredicate(14));
        assert!(!float_compare(ogt, FloatKind::Single, one, one));
        assert!(float_compare(uge, FloatKind::Single, one, one));
        assert!(float_compare(uge, FloatKind::Single, nan, one));
        assert!(!float_compare(ogt, FloatKind::Single, nan, one));
        assert!(float_compare(une, FloatKind::Single, nan, nan));
    }

    #[test]
    fn casts_extend_truncate_and_convert() {
        let (i8t, i32t, i64t) = (ScalarType::Int(8), ScalarType::Int(32), ScalarType::Int(64));
        let (f16t, f32t) = (ScalarType::Float(FloatKind::Half), ScalarType::Float(FloatKind::Single));
        assert_eq!(cast(CastOp::SExt, i8t, i64t, 0xfe), Ok(u64::MAX - 1));
        assert_eq!(cast(CastOp::ZExt, i8t, i64t, 0xfe), Ok(0xfe));
        assert_eq!(cast(CastOp::Trunc, i64t, i8t, 0x1234), Ok(0x34));
        assert_eq!(cast(CastOp::SiToFp, i32t, f32t, 0xffff_fffe), Ok(u64::from((-2.0f32).to_bits())));
        assert_eq!(cast(CastOp::FpToSi, f32t, i32t, u64::from((-2.5f32).to_bits())), Ok(0xffff_fffe));
        assert!(cast(CastOp::FpToUi, f32t, i8t, u64::from(300.0f32.to_bits())).is_err());
        assert_eq!(cast(CastOp::FpTrunc, f32t, f16t, u64::from(0.5f32.to_bits())), Ok(0x3800));
    }

    #[test]
    fn directed_fma_rounds_the_exact_result_once() {
        let f = |v: f32| u64::from(v.to_bits());
        let third = f(1.0 / 3.0);
        let (down, up) = (
            fused_multiply_add(FloatKind::Single, Rounding::Down, third, f(3.0), f(0.0)),
            fused_multiply_add(FloatKind::Single, Rounding::Up, third, f(3.0), f(0.0)),
        );
        assert!(f32::from_bits(down as u32) < f32::from_bits(up as u32));
        assert_eq!(up - down, 1, "the two directions are neighbours");
        assert_eq!(fused_multiply_add(FloatKind::Single, Rounding::Down, f(2.0), f(3.0), f(1.0)), f(7.0));
    }

    #[test]
    fn the_error_function_matches_reference_values() {
        // erf(0.5), erf(1), erf(2.5), erf(3.5) to 15 digits.
        for (x, expected) in
            [(0.5, 0.520499877813047), (1.0, 0.842700792949715), (2.5, 0.999593047982555), (3.5, 0.999999256901628)]
        {
            assert!((error_function(x) - expected).abs() < 1e-14, "erf({x})");
            assert!((error_function(-x) + expected).abs() < 1e-14, "erf(-{x})");
        }
        assert_eq!(error_function(0.0), 0.0);
        assert_eq!(error_function(40.0), 1.0);
    }

    #[test]
    fn integer_unary_and_high_products() {
        assert_eq!(int_unary(IntUnary::CountLeadingZeros, 32, 1), 31);
        assert_eq!(int_unary(IntUnary::CountTrailingZeros, 32, 0), 32);
        assert_eq!(int_unary(IntUnary::Abs, 8, 0xff), 1);
        assert_eq!(int_unary(IntUnary::ByteSwap, 16, 0x1234), 0x3412);
        assert_eq!(int_binary(IntOp::MulHighUnsigned, 32, 0x8000_0000, 4), Ok(2));
        assert_eq!(int_binary(IntOp::MulHighSigned, 32, 0xffff_ffff, 0xffff_ffff), Ok(0));
        assert_eq!(
            float_unary(FloatUnary::Saturate, FloatKind::Single, u64::from(2.5f32.to_bits())),
            u64::from(1.0f32.to_bits())
        );
    }
}
