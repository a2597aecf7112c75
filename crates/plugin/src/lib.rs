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
use syncfuse_passes::ascend_sim::{self, AscendSimOptions};
use syncfuse_passes::ascend_sync::{self, AscendSyncOptions, OnReject};
use syncfuse_passes::cuda_embed::{self, CudaEmbedOptions};
use syncfuse_passes::sirius::{self, SiriusOptions};
use syncfuse_passes::streams::{self, StreamsOptions};
use syncfuse_passes::tile_sync::{self, TileSyncOptions};
use syncfuse_passes::uar::{self, UarOptions};
use syncfuse_passes::{diagnostics, PassOutcome};

const ASCEND_SYNC: &str = "ascend-sync";
const PRINT_ASCEND_DEPS: &str = "print<ascend-deps>";
const ASCEND_SIM: &str = "ascend-sim";
const PRINT_UAR: &str = "print<uar";
const SIRIUS: &str = "sirius";
const TILE_SYNC: &str = "tile-sync";
const STREAMS: &str = "streams";
const CUDA_EMBED: &str = cuda_embed::PASS_NAME;
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

/// One of our pipeline elements, parameters parsed.
enum PassSpec {
    AscendSync(AscendSyncOptions),
    PrintAscendDeps,
    PrintUar(UarOptions),
    Sirius(SiriusOptions),
    TileSync(TileSyncOptions),
    Streams(StreamsOptions),
    AscendSim(AscendSimOptions),
    CudaEmbed(CudaEmbedOptions),
}

impl PassSpec {
    fn add_to(self, manager: &mut ModulePassManager) {
        match self {
            PassSpec::AscendSync(options) => manager.add_pass(AscendSyncPass { options }),
            PassSpec::PrintAscendDeps => manager.add_pass(PrintAscendDepsPass),
            PassSpec::PrintUar(options) => manager.add_pass(PrintUarPass { options }),
            PassSpec::Sirius(options) => {
                let (tile_sync, streams) = (options.tile_sync.clone(), options.streams.clone());
                manager.add_pass(SiriusPass { options });
                if let Some(options) = tile_sync {
                    manager.add_pass(TileSyncPass { options });
                }
                if let Some(options) = streams {
                    manager.add_pass(StreamsPass { options });
                }
            }
            PassSpec::TileSync(options) => manager.add_pass(TileSyncPass { options }),
            PassSpec::Streams(options) => manager.add_pass(StreamsPass { options }),
            PassSpec::AscendSim(options) => manager.add_pass(AscendSimPass { options }),
            PassSpec::CudaEmbed(options) => manager.add_pass(CudaEmbedPass { options }),
        }
    }
}

/// `None`: not one of ours. `Some(Err(reason))`: ours, but its parameters are invalid
/// (`reason` is prefixed with the pass name).
fn parse_element(element: &str) -> Option<Result<PassSpec, String>> {
    if let Some(params) = split_params(element, ASCEND_SYNC) {
        return Some(
            AscendSyncOptions::parse(params)
                .map(PassSpec::AscendSync)
                // `reason` may or may not already name the pass.
                .map_err(|reason| match reason.strip_prefix(ASCEND_SYNC).and_then(|r| r.strip_prefix(": ")) {
                    Some(_) => reason,
                    None => format!("{ASCEND_SYNC}: {reason}"),
                }),
        );
    }
    if element == PRINT_ASCEND_DEPS {
        return Some(Ok(PassSpec::PrintAscendDeps));
    }
    if let Some(params) = uar_params(element) {
        return Some(UarOptions::parse(params).map(PassSpec::PrintUar));
    }
    if let Some(params) = split_params(element, SIRIUS) {
        return Some(SiriusOptions::parse(params).map(PassSpec::Sirius));
    }
    if let Some(params) = split_params(element, TILE_SYNC) {
        return Some(TileSyncOptions::parse(params).map(PassSpec::TileSync));
    }
    if let Some(params) = split_params(element, STREAMS) {
        return Some(StreamsOptions::parse(params).map(PassSpec::Streams));
    }
    if let Some(params) = split_params(element, ASCEND_SIM) {
        return Some(AscendSimOptions::parse(params).map(PassSpec::AscendSim));
    }
    if let Some(params) = split_params(element, CUDA_EMBED) {
        return Some(CudaEmbedOptions::parse(params).map(PassSpec::CudaEmbed));
    }
    None
}

/// `print<uar>` -> "", `print<uar;device=a.ll>` -> "device=a.ll".
fn uar_params(element: &str) -> Option<&str> {
    let rest = element.strip_prefix(PRINT_UAR)?.strip_suffix('>')?;
    match rest {
        "" => Some(""),
        _ => rest.strip_prefix(';'),
    }
}

/// LLVM's convention for parametrised pass names (`checkParametrizedPassName`): `base`
/// alone, or `base<...>`. Returns the text between the angle brackets ("" for `base`).
fn split_params<'a>(element: &'a str, base: &str) -> Option<&'a str> {
    let rest = element.strip_prefix(base)?;
    if rest.is_empty() {
        return Some("");
    }
    rest.strip_prefix('<')?.strip_suffix('>')
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

struct AscendSyncPass {
    options: AscendSyncOptions,
}

impl LlvmModulePass for AscendSyncPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        let strict = self.options.on_reject == OnReject::Error;
        run_transformation(ASCEND_SYNC, module, strict, |m| ascend_sync::run_ascend_sync(m, &self.options))
    }
}

/// Runs a transformation pass: prints its diagnostics and exits with status 1 when it
/// failed. After an internal error (a caught panic) whatever the pass did must still be
/// valid IR for LLVM to go on, otherwise this stops like `report_fatal_error`; under
/// `strict` it stops anyway.
fn run_transformation(
    name: &str,
    module: &mut Module<'_>,
    strict: bool,
    pass: impl FnOnce(&Module<'_>) -> PassOutcome,
) -> PreservedAnalyses {
    match guarded(name, || pass(module)) {
        Some(outcome) => {
            let changed = outcome.changed;
            report(module, outcome);
            if changed {
                PreservedAnalyses::None
            } else {
                PreservedAnalyses::All
            }
        }
        None => {
            if let Err(msg) = module.verify() {
                eprintln!(
                    "syncfuse: error: {name}: module left invalid by the internal error:\n{}",
                    msg.to_string_lossy()
                );
                exit_failure();
            }
            if strict {
                exit_failure();
            }
            PreservedAnalyses::None
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

struct PrintAscendDepsPass;

impl LlvmModulePass for PrintAscendDepsPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        if let Some(text) = guarded(PRINT_ASCEND_DEPS, || ascend_sync::print_ascend_deps(module)) {
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(text.as_bytes());
            let _ = err.flush();
        }
        PreservedAnalyses::All
    }
}

/// Prints the UAR (or the diagnostics); exits with status 1 on an error.
struct PrintUarPass {
    options: UarOptions,
}

impl LlvmModulePass for PrintUarPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        match guarded(PRINT_UAR, || uar::print_uar(module, &self.options)) {
            Some(outcome) => report(module, outcome),
            None => exit_failure(),
        }
        PreservedAnalyses::All
    }
}

/// Prints the simulation summary and diagnostics; exits with status 1 on an error.
struct AscendSimPass {
    options: AscendSimOptions,
}

impl LlvmModulePass for AscendSimPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        match guarded(ASCEND_SIM, || ascend_sim::run_ascend_sim(module, &self.options)) {
            Some(outcome) => report(module, outcome),
            // It only reads the module, which the internal error left as it was.
            None if self.options.strict => exit_failure(),
            None => {}
        }
        PreservedAnalyses::All
    }
}

struct SiriusPass {
    options: SiriusOptions,
}

impl LlvmModulePass for SiriusPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        // An internal error may leave the device module unwritten: always an error.
        run_transformation(SIRIUS, module, true, |m| sirius::run_sirius(m, &self.options))
    }
}

struct TileSyncPass {
    options: TileSyncOptions,
}

impl LlvmModulePass for TileSyncPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        // An internal error may leave the device module unwritten: always an error.
        run_transformation(TILE_SYNC, module, true, |m| tile_sync::run_tile_sync(m, &self.options))
    }
}

struct StreamsPass {
    options: StreamsOptions,
}

impl LlvmModulePass for StreamsPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        run_transformation(STREAMS, module, true, |m| streams::run_streams(m, &self.options))
    }
}

struct CudaEmbedPass {
    options: CudaEmbedOptions,
}

impl LlvmModulePass for CudaEmbedPass {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        // A host object without its device code is useless: always an error.
        run_transformation(CUDA_EMBED, module, true, |m| cuda_embed::run_cuda_embed(m, &self.options))
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
    fn params_follow_llvm_convention() {
        assert_eq!(split_params("ascend-sync", ASCEND_SYNC), Some(""));
        assert_eq!(split_params("ascend-sync<a=b;strict>", ASCEND_SYNC), Some("a=b;strict"));
        assert_eq!(split_params("ascend-sync<>", ASCEND_SYNC), Some(""));
        assert_eq!(split_params("ascend-syncx", ASCEND_SYNC), None);
        assert_eq!(split_params("ascend-sync<a", ASCEND_SYNC), None);
        assert_eq!(split_params("print<ascend-deps>", ASCEND_SYNC), None);
        assert_eq!(uar_params("print<uar>"), Some(""));
        assert_eq!(uar_params("print<uar;device=k.dev.ll;dot=g.dot>"), Some("device=k.dev.ll;dot=g.dot"));
        assert_eq!(uar_params("print<uarx>"), None);
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
