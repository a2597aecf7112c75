//! The one shape of every syncfuse pass (LLVM's pass classes and rustc's `MirPass` are the
//! model): a pipeline name, options from one typed parser, a run over the module that
//! returns a `PassOutcome` (printed text, diagnostics, whether the module changed), and
//! what an internal error (a caught panic) of the run costs. The plugin registers every
//! pass through this trait alone; the tests call the same `parse`.
//!
//! Invariant: a parameter error names the pass exactly once (`ParameterError` prints
//! `NAME: message`, whatever the parser wrote), and a pass that only reads the module never
//! reports it changed.

use crate::PassOutcome;
use llvm_plugin::inkwell::module::Module;

/// What a pass may do to the module it runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassEffect {
    /// Rewrites it: the plugin preserves no analysis when it changed something, and after
    /// an internal error checks that the module is still valid.
    Transforms,
    /// Only reads it: every analysis is preserved.
    Reads,
}

/// Why a pipeline element's parameters were not accepted: the pass and the parser's
/// message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{pass}: {message}")]
pub struct ParameterError {
    pub pass: &'static str,
    pub message: String,
}

impl ParameterError {
    /// The error of `pass` with `message`, which may or may not already name the pass.
    pub fn new(pass: &'static str, message: String) -> ParameterError {
        let unnamed = message.strip_prefix(pass).and_then(|m| m.strip_prefix(": ")).map(str::to_string);
        ParameterError { pass, message: unnamed.unwrap_or(message) }
    }
}

/// A syncfuse pass: its options are the value, `run` applies them to a module.
pub trait Pass: Sized {
    /// The pipeline element's name (`-passes=NAME` or `NAME<...>`), also the name its
    /// diagnostics and remarks carry.
    const NAME: &'static str;
    /// Whether it rewrites the module or only reads it.
    const EFFECT: PassEffect;

    /// The pass configured by the parameters of `-passes=NAME<parameters>` ("" for the bare
    /// name), every value given its type and range.
    fn parse(parameters: &str) -> Result<Self, ParameterError>;

    /// Runs the pass on `module` (the host module for the whole-program passes).
    fn run(&self, module: &Module<'_>) -> PassOutcome;

    /// Whether an internal error (a caught panic) stops the host tool with status 1: always
    /// for a pass whose half-written outputs (a device module, a report) would mislead,
    /// else as the pass's `strict` option says.
    fn stops_on_internal_error(&self) -> bool;

    /// The text between `<` and `>` when `element` names this pass (LLVM's convention for
    /// parametrised names, `checkParametrizedPassName`: `NAME` alone or `NAME<...>`), else
    /// `None`.
    fn parameters(element: &str) -> Option<&str> {
        let rest = element.strip_prefix(Self::NAME)?;
        if rest.is_empty() {
            return Some("");
        }
        rest.strip_prefix('<')?.strip_suffix('>')
    }

    /// The pass `element` configures: `None` when it names another pass.
    fn parse_element(element: &str) -> Option<Result<Self, ParameterError>> {
        Self::parameters(element).map(Self::parse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Probe;

    impl Pass for Probe {
        const NAME: &'static str = "probe";
        const EFFECT: PassEffect = PassEffect::Reads;

        fn parse(parameters: &str) -> Result<Probe, ParameterError> {
            match parameters {
                "" | "ok" => Ok(Probe),
                other => Err(ParameterError::new(Self::NAME, format!("probe: unknown parameter '{other}'"))),
            }
        }

        fn run(&self, _: &Module<'_>) -> PassOutcome {
            PassOutcome::default()
        }

        fn stops_on_internal_error(&self) -> bool {
            false
        }
    }

    #[test]
    fn elements_follow_llvms_convention_for_parametrised_names() {
        assert_eq!(Probe::parameters("probe"), Some(""));
        assert_eq!(Probe::parameters("probe<a=b;strict>"), Some("a=b;strict"));
        assert_eq!(Probe::parameters("probe<>"), Some(""));
        assert_eq!(Probe::parameters("probex"), None);
        assert_eq!(Probe::parameters("probe<a"), None);
        assert!(Probe::parse_element("other").is_none());
        assert!(matches!(Probe::parse_element("probe<ok>"), Some(Ok(Probe))));
    }

    #[test]
    fn a_parameter_error_names_its_pass_once() {
        let Some(Err(error)) = Probe::parse_element("probe<x>") else { panic!("probe<x> is rejected") };
        assert_eq!(error.to_string(), "probe: unknown parameter 'x'");
        let unprefixed = ParameterError::new("probe", "target 'y' not found".into());
        assert_eq!(unprefixed.to_string(), "probe: target 'y' not found");
    }
}
