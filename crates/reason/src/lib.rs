//! Why a pass did or did not do something, as one trait every typed reason implements
//! (Polly's `RejectReason` is the model: a remark name and a message), and the source
//! location a remark points at.
//!
//! Invariant: a reason stays typed from where it arises to where it is printed; its text
//! (`Display`) is made only when a remark, a diagnostic or a report is written, and its
//! remark name is stable (`docs/architecture.md` lists them all). This crate is the lowest
//! layer: it depends on nothing of the workspace, so every crate's reasons implement
//! the same trait, and the passes print any of them through one helper.

use std::fmt;

/// A typed reason (a reject, a fallback, a refusal): its message is its `Display` text,
/// its place the instruction the pass anchors the remark on (a launch, a pipe call: the
/// reasons are plain data and hold no LLVM value; `syncfuse_ir::debug_location` turns
/// the anchor into a `SourceLocation`).
pub trait Reason: fmt::Display {
    /// The remark's `Name:` (`-pass-remarks-output`), stable across versions.
    fn remark_name(&self) -> &'static str;
}

/// A place in the source, from an instruction's debug location (`-g`, `-gline-tables-only`):
/// plain data, so that reports and reasons of every crate can carry one.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SourceLocation {
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl fmt::Display for SourceLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Refusal;

    impl fmt::Display for Refusal {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("refused")
        }
    }

    impl Reason for Refusal {
        fn remark_name(&self) -> &'static str {
            "Refused"
        }
    }

    #[test]
    fn a_reason_prints_its_text_and_names_its_remark() {
        let reason: &dyn Reason = &Refusal;
        assert_eq!((reason.to_string().as_str(), reason.remark_name()), ("refused", "Refused"));
        let location = SourceLocation { file: "a.cu".into(), line: 3, column: 7 };
        assert_eq!(location.to_string(), "a.cu:3:7");
    }
}
