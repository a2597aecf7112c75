//! The `ascend-sync` module pass and the `print<ascend-deps>` printer: the LLVM-facing
//! entry points of the sync pipeline. (Stub: the pipeline is being wired in.)

use crate::inkwell::module::Module;
use std::path::PathBuf;

/// `mode=` of `ascend-sync<...>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SyncMode {
    /// The paper's pipeline: at most N physical event IDs per pipe pair.
    Auto,
    /// `BARRIER(ALL)` after every pipe instruction (safe, slow baseline).
    BarrierAll,
    /// One private flag per dependence, no merging, no ID limit (not valid for hardware).
    Unlimited,
}

/// What to do with a function the pass cannot handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnReject {
    /// Leave it unchanged, print a warning, record the reason in the report.
    Warn,
    /// As `Warn`, then make `opt` exit with status 1 (for `not opt` tests and strict builds).
    Error,
}

#[derive(Clone, Debug)]
pub struct AscendSyncOptions {
    /// `ascend910a`, `ascend910b` or a path to a target JSON file.
    pub target: String,
    pub report: Option<PathBuf>,
    pub mode: SyncMode,
    pub on_reject: OnReject,
}

impl Default for AscendSyncOptions {
    fn default() -> Self {
        AscendSyncOptions { target: "ascend910a".into(), report: None, mode: SyncMode::Auto, on_reject: OnReject::Warn }
    }
}

impl AscendSyncOptions {
    /// Parses the text between `<` and `>` of `ascend-sync<...>` (`;`-separated
    /// `key=value`, and the bare word `strict` for `on-reject=error`).
    pub fn parse(params: &str) -> Result<AscendSyncOptions, String> {
        let _ = params;
        Ok(AscendSyncOptions::default())
    }
}

/// The outcome the plugin turns into `PreservedAnalyses` and an exit status.
#[derive(Debug, Default)]
pub struct PassOutcome {
    pub changed: bool,
    /// Diagnostics already formatted as `syncfuse: warning|error: ascend-sync: function 'f': reason`.
    pub diagnostics: Vec<String>,
    /// True when some function was rejected and `on_reject` is `Error`.
    pub failed: bool,
}

/// Runs `ascend-sync` on every kernel (every defined function that issues pipe calls).
pub fn run_ascend_sync(module: &Module<'_>, options: &AscendSyncOptions) -> PassOutcome {
    let _ = (module, options);
    PassOutcome::default()
}

/// The text of `print<ascend-deps>` for the whole module.
pub fn print_ascend_deps(module: &Module<'_>) -> String {
    let _ = module;
    String::new()
}
