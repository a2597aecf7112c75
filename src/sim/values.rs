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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatUnary {
    Neg,
    Abs,
    Sqrt,
    Exp,
    Log,
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

pub fn mask(bits: u8) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

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
    pub fn from_f64(self, value: f64) -> u64 {
        match self {
            FloatKind::Half => u64::from(f16::from_f64(value).to_bits()),
            FloatKind::Single => u64::from((value as f32).to_bits()),
            FloatKind::Double => value.to_bits(),
        }
    }
}

pub fn int_binary(op: IntOp, bits: u8, a: u64, b: u64) -> Result<u64, Undefined> {
    let (sa, sb) = (sign_extend(a, bits), sign_extend(b, bits));
    let shift = || {
        if b < u64::from(bits) {
            Ok(b as u32)
        } else {
            Err(Undefined("shift by at least the bit width"))
        }
    };
    let divisor = || if b != 0 { Ok(()) } else { Err(Undefined("division by zero")) };
    let signed_overflow = || sa == sign_extend(1 << (bits - 1), bits) && sb == -1;
    let result = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
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
            if signed_overflow() {
                return Err(Undefined("signed division overflow"));
            }
            (if op == IntOp::SDiv { sa.wrapping_div(sb) } else { sa.wrapping_rem(sb) }) as u64
        }
        IntOp::Shl => a << shift()?,
        IntOp::LShr => a >> shift()?,
        IntOp::AShr => (sa >> shift()?) as u64,
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::SMax => sa.max(sb) as u64,
        IntOp::SMin => sa.min(sb) as u64,
        IntOp::UMax => a.max(b),
        IntOp::UMin => a.min(b),
    };
    Ok(result & mask(bits))
}

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
    }
}

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
}
