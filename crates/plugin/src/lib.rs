//! `libsyncfuse.so`: registers syncfuse's passes with LLVM 16's new pass manager.
//!
//! Registration only; the passes live in the `syncfuse` library crate.
//!
//! * `ascend-sync` / `ascend-sync<target=...;report=FILE;mode=auto|barrier-all|unlimited;strict>`
//!   (module pass). LLVM hands the pipeline-parsing callback the whole element, parameters
//!   included (`"ascend-sync<mode=auto>"`); we split off the text between `<` and `>`.
//! * `print<ascend-deps>` (module printer, writes to stderr).
//! * `print<uar>` / `print<uar;device=FILE;report=FILE;dot=FILE>` (module printer, stderr):
//!   the SIRIUS unified dependence graph of a CUDA program. LLVM's own `print<...>` names
//!   are matched exactly, so any other `print<...>` text reaches our callback whole and
//!   the parameters can follow the analysis name after `;`.
//! * `sirius<device=FILE;device-out=FILE;report=FILE>` (module pass on the
//!   host module): SIRIUS whole-program kernel fusion; without `device=` the kernels are in
//!   the same module.
//!   With `tile-sync` (or `tile-sync=force`, and `tile-sync-report=FILE`), `tile-sync` runs
//!   right after on the launches left unfused (on the device module sirius wrote); with
//!   `streams` (or `streams=K`, and `streams-report=FILE`), `streams` runs last.
//! * `tile-sync<device=FILE;device-out=FILE;report=FILE;profile=FILE;force>` (module pass on the host
//!   module): cuSync's tile synchronisation of consecutive launches joined by a global
//!   dependence, where the wave model predicts a gain (`force`: wherever a wait table
//!   exists).
//! * `streams<device=FILE;report=FILE;profile=FILE;target=T;streams=K;force>` (module pass
//!   on the host module of a CUDA or Ascend program): independent launches of each host
//!   region on up to K streams, with events.
//! * `cuda-embed-gpubinary<FILE>` (module pass on a host module compiled with a placeholder
//!   GPU binary): replaces the `.nv_fatbin` constant's bytes with the fatbinary FILE
//!   (the build-flow wrapper `scripts/syncfuse-nvcc`).
//! * `ascend-sim<kernel=NAME;arg=...;seed=N;runs=N;report=FILE;svg=FILE;target=...;strict>`
//!   (module pass, IR unchanged): `syncfuse simulate` as a pass; summary to stderr.
//! * Optimizer-last extension point: inside `clang -O2 -fpass-plugin=libsyncfuse.so`, runs the
//!   passes named by the LLVM option `-syncfuse-passes=...` (`clang -fplugin=libsyncfuse.so
//!   -fpass-plugin=libsyncfuse.so -mllvm -syncfuse-passes=...`), or else by the environment
//!   variable `SYNCFUSE_PASSES` (same syntax as `-passes=`, e.g.
//!   `SYNCFUSE_PASSES='ascend-sync<report=r.json>'`).
//!
//! Every entry point catches panics: none may unwind into C++.

use std::cell::RefCell;
use std::io::Write;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

use llvm_plugin::inkwell::context::AsContextRef;
use llvm_plugin::inkwell::module::Module;
use llvm_plugin::{
    LlvmModulePass, ModuleAnalysisManager, ModulePassManager, OptimizationLevel, PassBuilder, PipelineParsing,
    PreservedAnalyses,
};
use syncfuse_passes::ascend_sim::AscendSimOptions;
use syncfuse_passes::ascend_sync::{AscendSyncOptions, PrintAscendDeps};
use syncfuse_passes::cuda_embed::CudaEmbedOptions;
use syncfuse_passes::pass::{ParameterError, Pass, PassEffect};
use syncfuse_passes::sirius::SiriusOptions;
use syncfuse_passes::streams::StreamsOptions;
use syncfuse_passes::tile_sync::TileSyncOptions;
use syncfuse_passes::uar::UarOptions;
use syncfuse_passes::{diagnostics, PassOutcome};

/// Passes to run at the optimizer-last extension point (clang `-fpass-plugin`).
const ENV_PASSES: &str = "SYNCFUSE_PASSES";
/// The same as an LLVM option (`clang -mllvm -syncfuse-passes=...`), registered by the
/// C++ shim of `syncfuse-passes`.
const OPTION_PASSES: &str = "-syncfuse-passes";

#[llvm_plugin::plugin(name = "syncfuse", version = "0.1.0")]
fn plugin_registrar(builder: &mut PassBuilder) {
    install_panic_hook();
    // On a panic here the passes are simply not registered (opt then reports them unknown).
    let _ = guarded("plugin registration", || register(builder));
}

fn register(builder: &mut PassBuilder) {
    builder.add_module_pipeline_parsing_callback(|name, manager| {
        // LLVM may call this twice per element (once with a throw-away manager to learn
        // whether the name is a module pass), so it must have no side effects but the
        // diagnostic for a rejected parameter list (printed at most once: after a `false`
        // LLVM reports the unknown pass and stops).
        guarded("pipeline parsing", || match parse_element(name) {
            None => PipelineParsing::NotParsed,
            Some(Err(reason)) => {
                eprintln!("syncfuse: error: {reason}");
                PipelineParsing::NotParsed
            }
            Some(Ok(pass)) => {
                pass.add_to(manager);
                PipelineParsing::Parsed
            }
        })
        .unwrap_or(PipelineParsing::NotParsed)
    });

    builder.add_optimizer_last_ep_callback(|manager, _level: OptimizationLevel| {
        // A bad $SYNCFUSE_PASSES cannot be rejected here: fail the compile instead.
        if guarded(ENV_PASSES, || add_env_passes(manager)) != Some(Ok(())) {
            exit_failure();
        }
    });
}

/// The passes one pipeline element adds, in order: one, or for `sirius<tile-sync;streams>`
/// sirius and the passes it runs after it.
struct ElementPasses(Vec<AddPass>);

/// Adds one parsed pass to a pass manager.
type AddPass = Box<dyn FnOnce(&mut ModulePassManager)>;

impl ElementPasses {
    fn of<P: Pass + 'static>(pass: P) -> ElementPasses {
        ElementPasses(Vec::new()).then(pass)
    }

    fn then<P: Pass + 'static>(mut self, pass: P) -> ElementPasses {
        self.0.push(Box::new(move |manager: &mut ModulePassManager| manager.add_pass(Registered(pass))));
        self
    }

    fn add_to(self, manager: &mut ModulePassManager) {
        for add in self.0 {
            add(manager);
        }
    }
}

/// `sirius` and what its options run after it: `tile-sync` on the launches left unfused,
/// then `streams`.
fn sirius_and_followers(options: SiriusOptions) -> ElementPasses {
    let (tile_sync, streams) = (options.tile_sync.clone(), options.streams.clone());
    let mut passes = ElementPasses::of(options);
    if let Some(options) = tile_sync {
        passes = passes.then(options);
    }
    if let Some(options) = streams {
        passes = passes.then(options);
    }
    passes
}

/// The element parsed as pass `P`: `None` when it names another pass.
fn parse_as<P: Pass + 'static>(element: &str) -> Option<Result<ElementPasses, ParameterError>> {
    P::parse_element(element).map(|parsed| parsed.map(ElementPasses::of))
}

/// `None`: not one of ours. `Some(Err(reason))`: ours, but its parameters are invalid.
fn parse_element(element: &str) -> Option<Result<ElementPasses, ParameterError>> {
    parse_as::<AscendSyncOptions>(element)
        .or_else(|| parse_as::<PrintAscendDeps>(element))
        .or_else(|| parse_as::<UarOptions>(element))
        .or_else(|| SiriusOptions::parse_element(element).map(|parsed| parsed.map(sirius_and_followers)))
        .or_else(|| parse_as::<TileSyncOptions>(element))
        .or_else(|| parse_as::<StreamsOptions>(element))
        .or_else(|| parse_as::<AscendSimOptions>(element))
        .or_else(|| parse_as::<CudaEmbedOptions>(element))
}

/// Splits a pipeline text on the commas that are not inside `<...>`.
fn split_pipeline(text: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0usize, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(text[start..].trim());
    out.retain(|e| !e.is_empty());
    out
}

/// Adds the passes named in `$SYNCFUSE_PASSES`; `Err` after printing a diagnostic.
/// The passes that `-syncfuse-passes=...` (`clang -mllvm -syncfuse-passes=...`) names, else
/// those `$SYNCFUSE_PASSES` names (the option wins when both are given).
fn add_env_passes(manager: &mut ModulePassManager) -> Result<(), ()> {
    let option = syncfuse_passes::diagnostics::passes_option();
    let (source, value) = if !option.is_empty() {
        (OPTION_PASSES, option)
    } else {
        let Some(value) = std::env::var_os(ENV_PASSES) else { return Ok(()) };
        let Some(value) = value.to_str().map(str::to_string) else {
            eprintln!("syncfuse: error: {ENV_PASSES} is not valid UTF-8");
            return Err(());
        };
        (ENV_PASSES, value)
    };
    let mut passes = Vec::new();
    for element in split_pipeline(&value) {
        match parse_element(element) {
            Some(Ok(pass)) => passes.push(pass),
            Some(Err(reason)) => {
                eprintln!("syncfuse: error: {reason}");
                return Err(());
            }
            None => {
                eprintln!("syncfuse: warning: {source}: ignoring unknown pass '{element}'")
            }
        }
    }
    for pass in passes {
        pass.add_to(manager);
    }
    Ok(())
}

/// A syncfuse pass as LLVM's pass manager runs it.
struct Registered<P>(P);

impl<P: Pass> LlvmModulePass for Registered<P> {
    /// Runs the pass, prints what it printed, hands its diagnostics to LLVM and exits with
    /// status 1 when it failed. After an internal error (a caught panic) of a pass that
    /// rewrites the module, whatever it did must still be valid IR for LLVM to go on,
    /// otherwise this stops like `report_fatal_error`; a pass that stops on internal errors
    /// stops anyway.
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        let transforms = P::EFFECT == PassEffect::Transforms;
        let changed = match guarded(P::NAME, || self.0.run(module)) {
            Some(outcome) => {
                let changed = transforms && outcome.changed;
                report(module, outcome);
                changed
            }
            None => {
                if transforms {
                    if let Err(msg) = module.verify() {
                        eprintln!(
                            "syncfuse: error: {}: module left invalid by the internal error:\n{}",
                            P::NAME,
                            msg.to_string_lossy()
                        );
                        exit_failure();
                    }
                }
                if self.0.stops_on_internal_error() {
                    exit_failure();
                }
                transforms
            }
        };
        if changed {
            PreservedAnalyses::None
        } else {
            PreservedAnalyses::All
        }
    }
}

/// Prints what a pass printed (stderr), hands its warnings and errors to LLVM's diagnostic
/// handler, and exits with status 1 when it failed.
fn report(module: &Module<'_>, outcome: PassOutcome) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(outcome.printed.as_bytes());
    let _ = err.flush();
    drop(err);
    let context = module.get_context();
    for diagnostic in &outcome.diagnostics {
        // SAFETY: the context of the module LLVM lent the pass, alive for the whole call.
        unsafe { diagnostics::diagnose(context.as_ctx_ref(), diagnostic) };
    }
    if outcome.failed {
        exit_failure();
    }
}

// ---------------------------------------------------------------------------------------
// Panics and fatal exits

thread_local! {
    /// Where the last panic on this thread happened (filled in by our panic hook).
    static PANIC_LOCATION: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// This std is private to the plugin, so the hook only sees our own panics. It records the
/// location instead of printing `thread '...' panicked`; `guarded` prints the diagnostic.
/// With `RUST_BACKTRACE` set, the default report (with backtrace) is printed as well.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default_hook = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let location = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()));
            PANIC_LOCATION.with(|slot| *slot.borrow_mut() = location);
            if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
                default_hook(info);
            }
        }));
    });
}

/// Runs `f`; a panic becomes `syncfuse: error: internal error in <what>: <message>` and `None`.
fn guarded<R>(what: &str, f: impl FnOnce() -> R) -> Option<R> {
    match panic::catch_unwind(AssertUnwindSafe(f)) {
        Ok(value) => Some(value),
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic payload".to_string());
            let location = PANIC_LOCATION.with(|slot| slot.borrow_mut().take());
            let mut err = std::io::stderr().lock();
            let _ = writeln!(err, "syncfuse: error: internal error in {what}: {message}");
            if let Some(location) = location {
                let _ = writeln!(err, "syncfuse: note: panicked at {location} (RUST_BACKTRACE=1 for a backtrace)");
            }
            let _ = err.flush();
            // Dropping the payload could itself panic (a payload with a panicking Drop).
            std::mem::forget(payload);
            None
        }
    }
}

extern "C" {
    /// `llvm::sys::RunInterruptHandlers()`: removes the files registered with
    /// `RemoveFileOnSignal` (e.g. opt's half-written `-o` file), as `report_fatal_error` does.
    #[link_name = "_ZN4llvm3sys20RunInterruptHandlersEv"]
    fn llvm_run_interrupt_handlers();
}

/// Stops the host tool with status 1, the way `report_fatal_error(..., gen_crash_diag=false)`
/// does: no abort, no crash report, no partial output file.
fn exit_failure() -> ! {
    let _ = std::io::stderr().flush();
    let _ = std::io::stdout().flush();
    unsafe { llvm_run_interrupt_handlers() };
    std::process::exit(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pass_is_found_by_its_element() {
        let parsed = |element: &str| parse_element(element).map(|passes| passes.map(|p| p.0.len()));
        assert_eq!(parsed("ascend-sync<mode=auto>"), Some(Ok(1)));
        assert_eq!(parsed("print<ascend-deps>"), Some(Ok(1)));
        assert_eq!(parsed("print<uar;dot=g.dot>"), Some(Ok(1)));
        assert_eq!(parsed("sirius<tile-sync;streams>"), Some(Ok(3)));
        assert_eq!(parsed("cuda-embed-gpubinary<k.fatbin>"), Some(Ok(1)));
        assert_eq!(parsed("instcombine"), None);
        let error = parse_element("ascend-sync<mode=fast>").and_then(Result::err).map(|e| e.to_string());
        assert!(error.is_some_and(|e| e.starts_with("ascend-sync: unknown mode 'fast'")));
    }

    #[test]
    fn env_pipeline_splits_outside_brackets() {
        assert_eq!(
            split_pipeline(" ascend-sync<report=a.json;mode=auto>, print<ascend-deps> ,"),
            vec!["ascend-sync<report=a.json;mode=auto>", "print<ascend-deps>"]
        );
        assert_eq!(split_pipeline("x<a,b>,y"), vec!["x<a,b>", "y"]);
        assert!(split_pipeline("").is_empty());
    }
}
