//! Output buffers of a run, on disk, and the comparison of two runs. `write_dump` writes
//! every host allocation (malloc/calloc) and every device allocation (cudaMalloc) as it
//! was when freed or at exit, named by space and allocation order (`host-0003.bin`,
//! `device-0001.bin`; `device-0002.freed.bin` when the program freed it), so two runs of
//! programs that allocate in the same order dump to the same names. `compare` checks two
//! dumps bit-exactly, or as `f32`/`f64` arrays within a tolerance, every allocation or only
//! what the program could still observe (`Observed::LiveAtExit`: a freed allocation's
//! bytes can no longer be read, so a transformation may leave them different). Invariant:
//! names depend only on allocation order and on being freed, never on addresses or timing.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Why a dump could not be written or read; each names the file or directory.
#[derive(Debug, thiserror::Error)]
pub enum DumpError {
    #[error("cannot create {}: {error}", path.display())]
    CreateDirectory { path: PathBuf, error: std::io::Error },
    #[error("cannot write {}: {error}", path.display())]
    Write { path: PathBuf, error: std::io::Error },
    #[error("cannot read {}: {error}", path.display())]
    ReadDirectory { path: PathBuf, error: std::io::Error },
    #[error("cannot read {name}: {error}")]
    ReadFile { name: String, error: std::io::Error },
}

/// One allocation of the program and its final contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Allocation {
    /// `host` or `device`.
    pub space: &'static str,
    /// Allocation order within its space, from 0.
    pub index: usize,
    pub bytes: Vec<u8>,
    /// Whether the program freed it (its bytes are those it had then).
    pub freed: bool,
}

impl Allocation {
    pub fn file_name(&self) -> String {
        let freed = if self.freed { FREED } else { "" };
        format!("{}-{:04}{freed}.bin", self.space, self.index)
    }
}

/// What marks a freed allocation's file name.
const FREED: &str = ".freed";

/// Which allocations a comparison reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Observed {
    /// Every allocation, freed ones as they were when freed.
    All,
    /// Only those the program did not free (all it can still read at exit).
    LiveAtExit,
}

/// Writes every allocation into `directory` (created if missing).
pub fn write_dump(directory: &Path, allocations: &[Allocation]) -> Result<(), DumpError> {
    std::fs::create_dir_all(directory)
        .map_err(|error| DumpError::CreateDirectory { path: directory.to_path_buf(), error })?;
    for allocation in allocations {
        let path = directory.join(allocation.file_name());
        std::fs::write(&path, &allocation.bytes).map_err(|error| DumpError::Write { path, error })?;
    }
    Ok(())
}

/// How two dumps are compared.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Comparison {
    BitExact,
    /// Elements of `element_bytes` (4: f32, 8: f64) match when
    /// `|a - b| <= tolerance * max(1, |a|, |b|)` (absolute near zero, relative elsewhere)
    /// or are bit-identical (so integer data and NaNs compare exactly).
    Within {
        tolerance: f64,
        element_bytes: usize,
    },
}

/// The differences between two dump directories, one line each (empty: they match).
pub fn compare(a: &Path, b: &Path, comparison: Comparison, observed: Observed) -> Result<Vec<String>, DumpError> {
    let read = |name: &String| {
        name.ends_with(".bin") && !(observed == Observed::LiveAtExit && name.ends_with(&format!("{FREED}.bin")))
    };
    let names = |dir: &Path| -> Result<BTreeSet<String>, DumpError> {
        let entries =
            std::fs::read_dir(dir).map_err(|error| DumpError::ReadDirectory { path: dir.to_path_buf(), error })?;
        Ok(entries.filter_map(|e| e.ok()?.file_name().into_string().ok()).filter(read).collect())
    };
    let (left, right) = (names(a)?, names(b)?);
    let mut differences = Vec::new();
    for name in left.symmetric_difference(&right) {
        differences.push(format!("{name}: only in {}", if left.contains(name) { a.display() } else { b.display() }));
    }
    for name in left.intersection(&right) {
        let read = |dir: &Path| {
            std::fs::read(dir.join(name)).map_err(|error| DumpError::ReadFile { name: name.clone(), error })
        };
        if let Some(difference) = compare_bytes(&read(a)?, &read(b)?, comparison) {
            differences.push(format!("{name}: {difference}"));
        }
    }
    Ok(differences)
}

/// The first difference between two buffers, if any.
pub fn compare_bytes(a: &[u8], b: &[u8], comparison: Comparison) -> Option<String> {
    if a.len() != b.len() {
        return Some(format!("sizes differ ({} and {} bytes)", a.len(), b.len()));
    }
    match comparison {
        Comparison::BitExact => {
            let count = a.iter().zip(b).filter(|(x, y)| x != y).count();
            let first = a.iter().zip(b).position(|(x, y)| x != y)?;
            Some(format!("{count} bytes differ, the first at byte {first} ({:#04x} vs {:#04x})", a[first], b[first]))
        }
        Comparison::Within { tolerance, element_bytes } => {
            let value = |chunk: &[u8]| match element_bytes {
                8 => f64::from_le_bytes(chunk.try_into().expect("8-byte chunk")),
                _ => f64::from(f32::from_le_bytes(chunk.try_into().expect("4-byte chunk"))),
            };
            if !a.len().is_multiple_of(element_bytes) {
                return compare_bytes(a, b, Comparison::BitExact);
            }
            let outside: Vec<(usize, f64, f64)> = a
                .chunks(element_bytes)
                .zip(b.chunks(element_bytes))
                .enumerate()
                .filter(|(_, (x, y))| x != y)
                .map(|(i, (x, y))| (i, value(x), value(y)))
                .filter(|(_, x, y)| !within(*x, *y, tolerance))
                .collect();
            let &(index, x, y) = outside.first()?;
            Some(format!(
                "{} elements differ by more than {tolerance}, the first at element {index} ({x} vs {y})",
                outside.len()
            ))
        }
    }
}

/// `|a - b| <= tolerance * max(1, |a|, |b|)`; false for NaNs.
fn within(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs().partial_cmp(&(tolerance * 1f64.max(a.abs()).max(b.abs()))).is_some_and(|o| o.is_le())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dumps_compare_exactly_or_within_a_tolerance() {
        let floats = |values: &[f32]| values.iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
        let (a, b) = (floats(&[1.0, 2.0, 1e-9, f32::NAN]), floats(&[1.0, 2.000001, 0.0, f32::NAN]));
        assert!(compare_bytes(&a, &a, Comparison::BitExact).is_none());
        assert!(compare_bytes(&a, &b, Comparison::BitExact).unwrap().contains("first at byte 4"));
        assert!(compare_bytes(&a, &b, Comparison::Within { tolerance: 1e-5, element_bytes: 4 }).is_none());
        let message = compare_bytes(&a, &b, Comparison::Within { tolerance: 1e-8, element_bytes: 4 }).unwrap();
        assert!(message.starts_with("1 elements differ"), "{message}");
        let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let allocation = |bytes: Vec<u8>| Allocation { space: "device", index: 0, bytes, freed: false };
        write_dump(dir_a.path(), &[allocation(a.clone())]).unwrap();
        write_dump(dir_b.path(), &[allocation(b)]).unwrap();
        let all = Observed::All;
        assert_eq!(compare(dir_a.path(), dir_a.path(), Comparison::BitExact, all).unwrap(), Vec::<String>::new());
        assert_eq!(compare(dir_a.path(), dir_b.path(), Comparison::BitExact, all).unwrap().len(), 1);
    }

    #[test]
    fn freed_allocations_are_compared_unless_only_what_is_observable_counts() {
        let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let freed = |byte: u8| Allocation { space: "device", index: 3, bytes: vec![byte; 4], freed: true };
        let live = Allocation { space: "host", index: 0, bytes: vec![7; 4], freed: false };
        write_dump(dir_a.path(), &[freed(1), live.clone()]).unwrap();
        write_dump(dir_b.path(), &[freed(2), live]).unwrap();
        assert!(dir_a.path().join("device-0003.freed.bin").exists());
        let differences = compare(dir_a.path(), dir_b.path(), Comparison::BitExact, Observed::All).unwrap();
        assert_eq!(differences.len(), 1, "{differences:?}");
        assert!(compare(dir_a.path(), dir_b.path(), Comparison::BitExact, Observed::LiveAtExit).unwrap().is_empty());
    }
}
