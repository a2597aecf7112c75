//! Kernel arguments as people write them on a command line (`syncfuse simulate --arg`):
//! `gm:<bytes>[:<seed>[:f16|f32]]` is a GM buffer (zeros; random bytes from a seed; or
//! random half/float values in [-2, 2) from a seed), `file:<path>` a GM buffer read from
//! a file, and a number an integer or real scalar. Invariant: the same spec always gives
//! the same bytes, so a run can be repeated from its command line.

use crate::ascend::run::KernelArg;
use crate::random::SplitMix64;
use half::f16;

/// The value range of seeded half/float buffers: [-RANGE, RANGE).
const RANGE: f64 = 2.0;

/// Why a kernel argument spec was refused; each names the spec as written.
#[derive(Debug, thiserror::Error)]
pub enum ArgError {
    #[error("--arg {spec}: expected gm:<bytes>[:seed[:f16|f32]], file:<path> or a number")]
    Unrecognised { spec: String },
    #[error("--arg {spec}: the file is larger than the {MOST_BUFFER_BYTES} bytes a buffer may take")]
    FileTooLarge { spec: String },
    #[error("--arg {spec}: {error}")]
    FileUnreadable { spec: String, error: std::io::Error },
    /// `gm:` specs name the part after the prefix, as `gm:<rest>`.
    #[error("gm:{spec}: the size must be a byte count")]
    SizeNotACount { spec: String },
    #[error("gm:{spec}: {size} bytes is more than the {MOST_BUFFER_BYTES} a buffer may take")]
    BufferTooLarge { spec: String, size: usize },
    #[error("gm:{spec}: expected gm:<bytes>[:seed[:f16|f32]]")]
    TooManyFields { spec: String },
    #[error("gm:{spec}: the seed must be an integer")]
    SeedNotAnInteger { spec: String },
    #[error("gm:{spec}: unknown element type '{element}' (f16 or f32)")]
    UnknownElementType { spec: String, element: String },
}

/// The kernel argument `spec` (see the module doc).
pub fn parse_arg(spec: &str) -> Result<KernelArg, ArgError> {
    if let Some(rest) = spec.strip_prefix("gm:") {
        return generated_buffer(rest).map(KernelArg::Buffer);
    }
    if let Some(path) = spec.strip_prefix("file:") {
        let too_large = |bytes: u64| bytes > MOST_BUFFER_BYTES as u64;
        if std::fs::metadata(path).is_ok_and(|m| too_large(m.len())) {
            return Err(ArgError::FileTooLarge { spec: spec.to_string() });
        }
        return std::fs::read(path)
            .map(KernelArg::Buffer)
            .map_err(|error| ArgError::FileUnreadable { spec: spec.to_string(), error });
    }
    parse_integer(spec)
        .map(KernelArg::Int)
        .or_else(|| spec.parse::<f64>().ok().map(KernelArg::Float))
        .ok_or_else(|| ArgError::Unrecognised { spec: spec.to_string() })
}

fn parse_integer(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => i64::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<i64>().ok()?,
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// The most bytes one generated or file buffer may take (the simulator holds every buffer
/// in host memory; an allocation that fails would abort the process).
pub const MOST_BUFFER_BYTES: usize = 1 << 32;

fn generated_buffer(spec: &str) -> Result<Vec<u8>, ArgError> {
    let owned = || spec.to_string();
    let mut parts = spec.split(':');
    let size = parts.next().and_then(parse_integer).filter(|s| *s >= 0);
    let size = size.ok_or_else(|| ArgError::SizeNotACount { spec: owned() })? as usize;
    if size > MOST_BUFFER_BYTES {
        return Err(ArgError::BufferTooLarge { spec: owned(), size });
    }
    if spec.split(':').count() > 3 {
        return Err(ArgError::TooManyFields { spec: owned() });
    }
    let Some(seed) = parts.next() else { return Ok(vec![0; size]) };
    let seed = parse_integer(seed).ok_or_else(|| ArgError::SeedNotAnInteger { spec: owned() })? as u64;
    let mut random = SplitMix64::new(seed);
    let bytes: Vec<u8> = match parts.next() {
        None => (0..size.div_ceil(8)).flat_map(|_| random.next_u64().to_le_bytes()).collect(),
        Some("f16") => (0..size.div_ceil(2)).flat_map(|_| f16::from_f64(uniform(&mut random)).to_le_bytes()).collect(),
        Some("f32") => (0..size.div_ceil(4)).flat_map(|_| (uniform(&mut random) as f32).to_le_bytes()).collect(),
        Some(other) => return Err(ArgError::UnknownElementType { spec: owned(), element: other.to_string() }),
    };
    Ok(bytes[..size].to_vec())
}

fn uniform(random: &mut SplitMix64) -> f64 {
    random.next_unit() * 2.0 * RANGE - RANGE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer(spec: &str) -> Vec<u8> {
        match parse_arg(spec).unwrap() {
            KernelArg::Buffer(bytes) => bytes,
            other => panic!("{spec} gave {other:?}"),
        }
    }

    #[test]
    fn numbers_are_integers_or_reals() {
        assert_eq!(parse_arg("12").unwrap(), KernelArg::Int(12));
        assert_eq!(parse_arg("-0x10").unwrap(), KernelArg::Int(-16));
        assert_eq!(parse_arg("1.5").unwrap(), KernelArg::Float(1.5));
        assert!(parse_arg("twelve").is_err());
    }

    #[test]
    fn generated_buffers_are_sized_seeded_and_typed() {
        assert_eq!(buffer("gm:6"), vec![0; 6]);
        assert_eq!(buffer("gm:13:7").len(), 13);
        assert_eq!(buffer("gm:16:7"), buffer("gm:16:7"));
        assert_ne!(buffer("gm:16:7"), buffer("gm:16:8"));
        let halves = buffer("gm:64:3:f16");
        let values: Vec<f32> = halves.chunks(2).map(|c| f16::from_le_bytes([c[0], c[1]]).to_f32()).collect();
        assert!(values.iter().all(|v| (-2.0..2.0).contains(v)));
        assert!(values.iter().any(|v| *v < 0.0) && values.iter().any(|v| *v > 0.0));
        assert!(parse_arg("gm:8:1:f64").is_err());
        assert!(parse_arg("gm:99999999999999999").is_err(), "refused before allocating");
        assert!(parse_arg("gm:8:1:f16:extra").is_err());
    }

    #[test]
    fn files_are_read_as_buffers() {
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), [1, 2, 3]).unwrap();
        assert_eq!(buffer(&format!("file:{}", file.path().display())), vec![1, 2, 3]);
        assert!(parse_arg("file:/nonexistent/x.bin").is_err());
    }
}
