//! The C library calls host drivers make, on simulated memory: `printf` formatting (the
//! conversions C programs use, with flags, width and precision; variadic floats arrive as
//! `double`), C strings, `rand`/`srand`, and the `libm` functions by name, computed with
//! the interpreter's own arithmetic (`values`). Invariant: functions here only read and
//! write through `Memory` (so every access is bounds-checked) and never panic on
//! malformed format strings: they print them as they are.

use crate::memory::{Memory, MemoryError, SpaceId};
use crate::values::{self, FloatKind, FloatOp, FloatUnary, ScalarType};

/// The longest C string read (a missing terminator is an error, not a hang).
const MAX_STRING: u64 = 1 << 20;

/// Reads the NUL-terminated string at `address`.
pub fn c_string(memory: &Memory, address: u64) -> Result<Vec<u8>, MemoryError> {
    let space = memory.resolve(0, address)?;
    let mut bytes = Vec::new();
    for offset in 0..MAX_STRING {
        match memory.read(space, address + offset, 1)?[0] {
            0 => return Ok(bytes),
            byte => bytes.push(byte),
        }
    }
    Ok(bytes)
}

/// A C library function (or the LLVM memory intrinsic standing for one) the executor
/// emulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibcCall {
    Malloc,
    Calloc,
    Free,
    /// `memcpy`, `memmove` and their LLVM intrinsics: (dst, src, bytes).
    MemCopy,
    /// `memset` and `llvm.memset`: (dst, byte, bytes).
    MemSet,
    Printf,
    /// `fprintf(stream, format, ...)`: every stream is the run's output.
    Fprintf,
    /// `fputs(text, stream)`: no newline added.
    Fputs,
    /// `fflush(stream)`: nothing to flush.
    Fflush,
    Puts,
    Putchar,
    Rand,
    Srand,
    Exit,
    /// `atexit(handler)`: the handler runs when the program ends (here: after the entry
    /// returns), the last registered first.
    Atexit,
    Abort,
    /// CUDA's device-side printf: `vprintf(format, packed arguments)`.
    DevicePrintf,
    /// `posix_memalign(void **out, alignment, bytes)`: malloc's memory, status 0.
    PosixMemalign,
    /// `aligned_alloc(alignment, bytes)`, `memalign(alignment, bytes)`.
    AlignedAlloc,
    /// `getenv(name)`: the environment is empty, always NULL.
    Getenv,
    /// `gettimeofday(tv, tz)`, `clock()`, `time(t)`: a virtual clock that advances one
    /// microsecond per call, so that two runs of a program print the same times.
    Clock(ClockCall),
    /// `atoi`, `atol`, `atoll`, `strtol(text, end, base)` (base 10 or 0), `atof`,
    /// `strtod(text, end)`: the number the text starts with.
    Parse(ParseCall),
    Math(MathFunction),
}

impl LibcCall {
    pub fn from_name(name: &str) -> Option<LibcCall> {
        if ["llvm.memcpy.", "llvm.memmove."].iter().any(|prefix| name.starts_with(prefix)) {
            return Some(LibcCall::MemCopy);
        }
        if name.starts_with("llvm.memset.") {
            return Some(LibcCall::MemSet);
        }
        Some(match name {
            // C++ `operator new`/`new[]` and `delete`/`delete[]` (sized or not) allocate
            // like malloc and free: host drivers written in C++ use them.
            "malloc" | "_Znwm" | "_Znam" => LibcCall::Malloc,
            "calloc" => LibcCall::Calloc,
            "free" | "_ZdlPv" | "_ZdaPv" | "_ZdlPvm" | "_ZdaPvm" => LibcCall::Free,
            "memcpy" | "memmove" => LibcCall::MemCopy,
            "memset" => LibcCall::MemSet,
            "printf" => LibcCall::Printf,
            "fprintf" => LibcCall::Fprintf,
            "fputs" => LibcCall::Fputs,
            "fflush" => LibcCall::Fflush,
            "posix_memalign" => LibcCall::PosixMemalign,
            "aligned_alloc" | "memalign" => LibcCall::AlignedAlloc,
            "getenv" => LibcCall::Getenv,
            "gettimeofday" => LibcCall::Clock(ClockCall::TimeOfDay),
            "clock" => LibcCall::Clock(ClockCall::Ticks),
            "time" => LibcCall::Clock(ClockCall::Seconds),
            "atoi" | "atol" | "atoll" | "strtol" | "strtoll" => LibcCall::Parse(ParseCall::Integer),
            "atof" | "strtod" => LibcCall::Parse(ParseCall::Real),
            "vprintf" => LibcCall::DevicePrintf,
            "puts" => LibcCall::Puts,
            "putchar" => LibcCall::Putchar,
            "rand" => LibcCall::Rand,
            "srand" => LibcCall::Srand,
            "exit" => LibcCall::Exit,
            "atexit" => LibcCall::Atexit,
            "abort" => LibcCall::Abort,
            other => LibcCall::Math(math_function(other)?),
        })
    }
}

/// Which reading of the virtual clock (`LibcCall::Clock`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockCall {
    /// `struct timeval { long tv_sec; long tv_usec; }` written to the first argument.
    TimeOfDay,
    /// Microseconds (`CLOCKS_PER_SEC` is 10^6).
    Ticks,
    /// Seconds, also written to the first argument when it is not null.
    Seconds,
}

/// What a number parser returns (`LibcCall::Parse`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseCall {
    Integer,
    /// A `double`'s bits.
    Real,
}

/// The number a C string starts with (after blanks), as `atol`/`atof` read it; 0 where
/// there is none.
pub fn parse_number(text: &[u8], call: ParseCall) -> u64 {
    let text = String::from_utf8_lossy(text);
    let text = text.trim_start();
    let end = text
        .char_indices()
        .find(|&(i, c)| {
            !(c.is_ascii_digit()
                || (i == 0 && (c == '-' || c == '+'))
                || (call == ParseCall::Real && ".eE".contains(c)))
        })
        .map_or(text.len(), |(i, _)| i);
    let mut number = &text[..end];
    loop {
        let parsed = match call {
            ParseCall::Integer => number.parse::<i64>().ok().map(|v| v as u64),
            ParseCall::Real => number.parse::<f64>().ok().map(f64::to_bits),
        };
        match (parsed, number.is_empty()) {
            (Some(value), _) => return value,
            (None, true) => return 0,
            (None, false) => number = &number[..number.len() - 1],
        }
    }
}

/// Copies `length` bytes between two checked ranges (overlap allowed, as `memmove`).
pub fn copy_bytes(
    memory: &mut Memory,
    (to, destination): (SpaceId, u64),
    (from, source): (SpaceId, u64),
    length: u64,
) -> Result<(), MemoryError> {
    if length == 0 {
        return Ok(());
    }
    memory.check(to, destination, length)?;
    let bytes = memory.read(from, source, length)?.to_vec();
    memory.write(to, destination, &bytes)
}

/// Sets `length` bytes of a checked range to `byte`.
pub fn fill_bytes(
    memory: &mut Memory,
    (space, destination): (SpaceId, u64),
    byte: u8,
    length: u64,
) -> Result<(), MemoryError> {
    if length == 0 {
        return Ok(());
    }
    memory.write(space, destination, &vec![byte; length as usize])
}

/// A `libm` function by name: one or two operands, the type from the suffix `f`.
pub fn math_function(name: &str) -> Option<MathFunction> {
    let (base, kind) = match name.strip_suffix('f') {
        Some(base) if name != "erf" => (base, FloatKind::Single),
        _ => (name, FloatKind::Double),
    };
    let unary = match FloatUnary::from_name(base) {
        Some(unary) => unary,
        None => {
            let binary = match base {
                "pow" => FloatOp::Pow,
                "fmax" => FloatOp::MaxNum,
                "fmin" => FloatOp::MinNum,
                "fmod" => FloatOp::Rem,
                "copysign" => FloatOp::CopySign,
                "atan2" => FloatOp::Atan2,
                "hypot" => FloatOp::Hypot,
                _ => return None,
            };
            return Some(MathFunction::Binary(binary, kind));
        }
    };
    Some(MathFunction::Unary(unary, kind))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MathFunction {
    Unary(FloatUnary, FloatKind),
    Binary(FloatOp, FloatKind),
}

impl MathFunction {
    pub fn apply(self, args: &[u64]) -> u64 {
        match self {
            MathFunction::Unary(op, kind) => values::float_unary(op, kind, args[0]),
            MathFunction::Binary(op, kind) => values::float_binary(op, kind, args[0], args[1]),
        }
    }

    pub fn arity(self) -> usize {
        match self {
            MathFunction::Unary(..) => 1,
            MathFunction::Binary(..) => 2,
        }
    }
}

/// `rand()` as the linear congruential generator of the C standard's example (glibc's
/// `TYPE_0`; glibc's default `rand` is a different, additive generator, so sequences are
/// reproducible here but not those of a native glibc run), RAND_MAX = 2^31 - 1.
#[derive(Clone, Debug)]
pub struct Rand {
    state: u32,
}

impl Default for Rand {
    fn default() -> Rand {
        Rand { state: 1 }
    }
}

impl Rand {
    pub fn seed(&mut self, seed: u32) {
        self.state = seed;
    }

    pub fn next_value(&mut self) -> u32 {
        self.state = self.state.wrapping_mul(1_103_515_245).wrapping_add(12345) & 0x7fff_ffff;
        self.state
    }
}

/// One conversion specification of a format string.
#[derive(Default)]
struct Spec {
    left: bool,
    zero: bool,
    plus: bool,
    space: bool,
    alternate: bool,
    width: usize,
    precision: Option<usize>,
    /// `l`/`ll`/`z`/`j`: the integer argument is 64 bits.
    long: bool,
}

/// What a conversion consumes from the variadic arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgClass {
    /// An `int` (or a 64-bit integer with `long` set).
    Integer {
        long: bool,
    },
    /// A `double` (variadic floats are promoted).
    Real,
    Pointer,
}

/// Where `format` takes its variadic arguments from.
pub trait VarArgs {
    /// The next argument, raw, and its type; `class` is what the conversion expects.
    fn next(&mut self, class: ArgClass) -> Result<(u64, ScalarType), MemoryError>;
}

/// The variadic arguments of a call (`printf`): the actual values with their types.
pub struct CallArgs<'a>(pub std::slice::Iter<'a, (u64, ScalarType)>);

impl VarArgs for CallArgs<'_> {
    fn next(&mut self, _: ArgClass) -> Result<(u64, ScalarType), MemoryError> {
        Ok(self.0.next().copied().unwrap_or((0, ScalarType::Int(64))))
    }
}

/// The argument buffer of CUDA's device-side `vprintf(format, buffer)`: each argument at
/// the next offset aligned to its size (`int` 4 bytes, `long`, `double` and pointers 8).
pub struct PackedArgs<'m> {
    pub memory: &'m Memory,
    pub address: u64,
}

impl VarArgs for PackedArgs<'_> {
    fn next(&mut self, class: ArgClass) -> Result<(u64, ScalarType), MemoryError> {
        let (size, ty) = match class {
            ArgClass::Integer { long: false } => (4, ScalarType::Int(32)),
            ArgClass::Integer { long: true } => (8, ScalarType::Int(64)),
            ArgClass::Real => (8, ScalarType::Float(FloatKind::Double)),
            ArgClass::Pointer => (8, ScalarType::Ptr(0)),
        };
        let space = self.memory.resolve(0, self.address)?;
        let aligned = self.address.next_multiple_of(size);
        let value = self.memory.read_scalar(space, aligned, size as u8)?;
        self.address = aligned + size;
        Ok((value, ty))
    }
}

/// Formats `printf(format, ...)` with the variadic arguments from `args`.
pub fn format(memory: &Memory, format: &[u8], args: &mut dyn VarArgs) -> Result<Vec<u8>, MemoryError> {
    let mut out = Vec::new();
    let mut next = |class| args.next(class);
    let mut i = 0;
    while i < format.len() {
        if format[i] != b'%' {
            out.push(format[i]);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut spec = Spec::default();
        while let Some(&flag) = format.get(i) {
            match flag {
                b'-' => spec.left = true,
                b'0' => spec.zero = true,
                b'+' => spec.plus = true,
                b' ' => spec.space = true,
                b'#' => spec.alternate = true,
                _ => break,
            }
            i += 1;
        }
        spec.width = number(format, &mut i, &mut next)?;
        if format.get(i) == Some(&b'.') {
            i += 1;
            spec.precision = Some(number(format, &mut i, &mut next)?);
        }
        while let Some(&length) = format.get(i) {
            match length {
                b'l' | b'z' | b'j' | b't' | b'q' => spec.long = true,
                b'h' | b'L' => {}
                _ => break,
            }
            i += 1;
        }
        let Some(&conversion) = format.get(i) else {
            out.extend_from_slice(&format[start..]);
            break;
        };
        i += 1;
        let text = match conversion {
            b'%' => b"%".to_vec(),
            b'd' | b'i' => signed(&spec, next(ArgClass::Integer { long: spec.long })?).into_bytes(),
            b'u' | b'x' | b'X' | b'o' => {
                unsigned(&spec, next(ArgClass::Integer { long: spec.long })?, conversion).into_bytes()
            }
            b'c' => vec![next(ArgClass::Integer { long: false })?.0 as u8],
            b's' => {
                let mut text = c_string(memory, next(ArgClass::Pointer)?.0)?;
                if let Some(precision) = spec.precision {
                    text.truncate(precision);
                }
                text
            }
            b'p' => format!("{:#x}", next(ArgClass::Pointer)?.0).into_bytes(),
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
                let (bits, ty) = next(ArgClass::Real)?;
                let value = match ty {
                    ScalarType::Float(kind) => kind.to_f64(bits),
                    _ => f64::from_bits(bits),
                };
                real(&spec, value, conversion).into_bytes()
            }
            _ => format[start..i].to_vec(),
        };
        pad(&mut out, &spec, text, conversion);
    }
    Ok(out)
}

/// A decimal width or precision, or `*` (taken from the arguments).
fn number(
    format: &[u8],
    i: &mut usize,
    next: &mut impl FnMut(ArgClass) -> Result<(u64, ScalarType), MemoryError>,
) -> Result<usize, MemoryError> {
    if format.get(*i) == Some(&b'*') {
        *i += 1;
        return Ok(values::sign_extend(next(ArgClass::Integer { long: false })?.0, 32).max(0) as usize);
    }
    let mut value = 0usize;
    while let Some(digit) = format.get(*i).filter(|c| c.is_ascii_digit()) {
        value = value.saturating_mul(10).saturating_add(usize::from(digit - b'0'));
        *i += 1;
    }
    Ok(value)
}

fn integer_bits(spec: &Spec, ty: ScalarType) -> u8 {
    if spec.long {
        64
    } else {
        ty.bits().min(32)
    }
}

fn sign(spec: &Spec, negative: bool) -> &'static str {
    match (negative, spec.plus, spec.space) {
        (true, _, _) => "-",
        (false, true, _) => "+",
        (false, false, true) => " ",
        _ => "",
    }
}

fn with_precision(digits: String, spec: &Spec) -> String {
    match spec.precision {
        Some(0) if digits == "0" => String::new(),
        Some(precision) if digits.len() < precision => "0".repeat(precision - digits.len()) + &digits,
        _ => digits,
    }
}

fn signed(spec: &Spec, (bits, ty): (u64, ScalarType)) -> String {
    let value = values::sign_extend(bits, integer_bits(spec, ty));
    format!("{}{}", sign(spec, value < 0), with_precision(value.unsigned_abs().to_string(), spec))
}

fn unsigned(spec: &Spec, (bits, ty): (u64, ScalarType), conversion: u8) -> String {
    let value = bits & values::mask(integer_bits(spec, ty));
    let digits = match conversion {
        b'x' => format!("{value:x}"),
        b'X' => format!("{value:X}"),
        b'o' => format!("{value:o}"),
        _ => value.to_string(),
    };
    let prefix = match conversion {
        b'x' if spec.alternate && value != 0 => "0x",
        b'X' if spec.alternate && value != 0 => "0X",
        _ => "",
    };
    format!("{prefix}{}", with_precision(digits, spec))
}

fn real(spec: &Spec, value: f64, conversion: u8) -> String {
    let upper = conversion.is_ascii_uppercase();
    let body = if value.is_nan() {
        "nan".to_string()
    } else if value.is_infinite() {
        "inf".to_string()
    } else {
        let precision = spec.precision.unwrap_or(6);
        match conversion.to_ascii_lowercase() {
            b'f' => format!("{:.*}", precision, value.abs()),
            b'e' => exponent_form(value.abs(), precision),
            b'a' => format!("{:e}", value.abs()),
            _ => general_form(value.abs(), precision, spec.alternate),
        }
    };
    let body = if upper { body.to_uppercase() } else { body };
    format!("{}{body}", sign(spec, value.is_sign_negative() && !value.is_nan()))
}

/// `%e`: d.ddddde+XX.
fn exponent_form(value: f64, precision: usize) -> String {
    let text = format!("{value:.precision$e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    format!("{mantissa}e{}{:02}", if exponent < 0 { '-' } else { '+' }, exponent.abs())
}

/// `%g`: `%e` or `%f` by the exponent, trailing zeros removed unless `#`.
fn general_form(value: f64, precision: usize, alternate: bool) -> String {
    let precision = precision.max(1);
    let exponent = if value == 0.0 {
        0
    } else {
        let text = format!("{value:.*e}", precision - 1);
        text.split_once('e').and_then(|(_, e)| e.parse::<i32>().ok()).unwrap_or(0)
    };
    let text = if exponent < -4 || exponent >= precision as i32 {
        exponent_form(value, precision - 1)
    } else {
        format!("{value:.*}", (precision as i32 - 1 - exponent).max(0) as usize)
    };
    if alternate {
        return text;
    }
    let (mantissa, suffix) = match text.find('e') {
        Some(at) => text.split_at(at),
        None => (text.as_str(), ""),
    };
    let mantissa = if mantissa.contains('.') { mantissa.trim_end_matches('0').trim_end_matches('.') } else { mantissa };
    format!("{mantissa}{suffix}")
}

/// Pads a converted field to its width (zeros go after the sign or 0x prefix).
fn pad(out: &mut Vec<u8>, spec: &Spec, text: Vec<u8>, conversion: u8) {
    let fill = spec.width.saturating_sub(text.len());
    if spec.left {
        out.extend_from_slice(&text);
        out.resize(out.len() + fill, b' ');
        return;
    }
    let numeric = b"dioxXufFeEgG".contains(&conversion);
    let zeros = spec.zero && numeric && !(spec.precision.is_some() && b"dioxXu".contains(&conversion));
    if !zeros {
        out.resize(out.len() + fill, b' ');
        out.extend_from_slice(&text);
        return;
    }
    let prefix = text.iter().take_while(|c| b"+- ".contains(c)).count();
    let prefix =
        if text[prefix..].starts_with(b"0x") || text[prefix..].starts_with(b"0X") { prefix + 2 } else { prefix };
    out.extend_from_slice(&text[..prefix]);
    out.resize(out.len() + fill, b'0');
    out.extend_from_slice(&text[prefix..]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::{SpaceSpec, Storage};

    fn printf(text: &str, args: &[(u64, ScalarType)]) -> String {
        let memory =
            Memory::tagged(vec![SpaceSpec { name: "host".into(), llvm_numbers: vec![], storage: Storage::Buffers }]);
        String::from_utf8(format(&memory, text.as_bytes(), &mut CallArgs(args.iter())).unwrap()).unwrap()
    }

    #[test]
    fn printf_formats_like_c() {
        let int = |v: i32| (v as u32 as u64, ScalarType::Int(32));
        let double = |v: f64| (v.to_bits(), ScalarType::Float(FloatKind::Double));
        assert_eq!(
            printf("%d|%5d|%-4d|%05d|%+d", &[int(-3), int(42), int(7), int(-42), int(1)]),
            "-3|   42|7   |-0042|+1"
        );
        assert_eq!(
            printf("%x %X %#x %u %ld", &[int(255), int(255), int(255), int(-1), (u64::MAX, ScalarType::Int(64))]),
            "ff FF 0xff 4294967295 -1"
        );
        assert_eq!(
            printf("%f %.2f %8.3f %e", &[double(1.5), double(0.671), double(-2.5), double(12345.678)]),
            "1.500000 0.67   -2.500 1.234568e+04"
        );
        assert_eq!(
            printf("%g %g %g %.3g", &[double(0.0001), double(1e-5), double(123456789.0), double(2.0 / 3.0)]),
            "0.0001 1e-05 1.23457e+08 0.667"
        );
        assert_eq!(printf("%5.2e|%c|%%|%q", &[double(1.0), int(65)]), "1.00e+00|A|%|%q");
    }

    #[test]
    fn packed_device_arguments_are_read_at_their_alignment() {
        let mut memory =
            Memory::tagged(vec![SpaceSpec { name: "local".into(), llvm_numbers: vec![], storage: Storage::Buffers }]);
        let mut buffer = 7i32.to_le_bytes().to_vec();
        buffer.extend([0; 4]);
        buffer.extend(2.5f64.to_le_bytes());
        buffer.extend((-1i32).to_le_bytes());
        let address = memory.allocate(0, buffer);
        let text = format(&memory, b"%d %.1f %d", &mut PackedArgs { memory: &memory, address }).unwrap();
        assert_eq!(String::from_utf8(text).unwrap(), "7 2.5 -1");
    }

    #[test]
    fn rand_is_glibc_type_0_and_math_functions_resolve() {
        let mut rand = Rand::default();
        assert_eq!(rand.next_value(), 1_103_527_590);
        assert_eq!(math_function("expf"), Some(MathFunction::Unary(FloatUnary::Exp, FloatKind::Single)));
        assert_eq!(math_function("pow"), Some(MathFunction::Binary(FloatOp::Pow, FloatKind::Double)));
        assert_eq!(math_function("printf"), None);
    }
}
