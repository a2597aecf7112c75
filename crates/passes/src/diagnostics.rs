//! What syncfuse's passes tell the user, through LLVM's own machinery by way of the C++
//! shim `crates/llvm/cpp/diagnostics.cpp` (LLVM 16's C API cannot do it): optimisation remarks
//! (`opt -pass-remarks=sirius`, `-pass-remarks-missed=ascend-sync`,
//! `-pass-remarks-analysis=...`, `-pass-remarks-output=r.yaml`, clang's `-Rpass=...` /
//! `-fsave-optimization-record` see them as any LLVM pass's) and warnings and errors
//! (through the context's diagnostic handler: opt prints `warning: file:line:col: ...`,
//! clang reports them as its own). Also reads the `-syncfuse-passes` option the shim
//! registers. Invariant: a remark's name is one of the stable names `docs/architecture.md`
//! lists (each comes from a typed reason's `remark_name`), never text built at run time.

use llvm_sys::prelude::{LLVMContextRef, LLVMValueRef};
use std::ffi::{c_char, c_int, c_uint, CStr, CString};
use syncfuse_ir as ir;
use syncfuse_reason::SourceLocation;

/// LLVM's three kinds of optimisation remark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// A transformation was applied (`-pass-remarks`).
    Passed,
    /// A transformation was not applied, and why (`-pass-remarks-missed`).
    Missed,
    /// A fact found on the way (`-pass-remarks-analysis`).
    Analysis,
}

/// The pass a remark is from (its `-pass-remarks=` name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RemarkPass {
    AscendSync,
    Sirius,
    TileSync,
    Streams,
}

/// One remark, anchored on an instruction (its debug location) or on a function (then at
/// `line:column` of the function's file, when known).
pub struct Remark {
    pub pass: RemarkPass,
    pub kind: RemarkKind,
    pub name: &'static str,
    pub message: String,
    pub function: LLVMValueRef,
    pub anchor: Option<LLVMValueRef>,
    pub location: Option<SourceLocation>,
}

extern "C" {
    fn syncfuse_emit_remark(
        function: LLVMValueRef,
        anchor: LLVMValueRef,
        kind: c_int,
        pass: c_int,
        name: *const c_char,
        message: *const c_char,
        line: c_uint,
        column: c_uint,
    );
    fn syncfuse_passes_option() -> *const c_char;
    fn syncfuse_diagnose(context: LLVMContextRef, severity: c_int, text: *const c_char);
}

/// How bad a diagnostic is (LLVM's `DS_Error`, `DS_Warning`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// A warning or error of a pass: `[file:line:col: ]<pass>: [function 'f': ]<message>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub pass: &'static str,
    /// The function it is about, if any.
    pub function: Option<String>,
    pub location: Option<SourceLocation>,
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic about the module as a whole (no function, no location).
    pub fn module(severity: Severity, pass: &'static str, message: String) -> Diagnostic {
        Diagnostic { severity, pass, function: None, location: None, message }
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(location) = &self.location {
            write!(f, "{location}: ")?;
        }
        write!(f, "{}: ", self.pass)?;
        if let Some(function) = &self.function {
            write!(f, "function '{function}': ")?;
        }
        f.write_str(&self.message)
    }
}

/// Hands `diagnostic` to the diagnostic handler of `context` (clang's reports it as its
/// own; opt's prints it with a `warning:`/`error:` prefix, and for an error does not exit:
/// the plugin exits after the pass has reported everything).
///
/// # Safety
/// `context` must be the live context of the module the pass runs on.
pub unsafe fn diagnose(context: LLVMContextRef, diagnostic: &Diagnostic) {
    let text = CString::new(diagnostic.to_string().replace('\0', " ")).expect("no NUL left");
    let severity = match diagnostic.severity {
        Severity::Error => 0,
        Severity::Warning => 1,
    };
    // SAFETY: the context is live (caller's contract); the string outlives the call.
    unsafe { syncfuse_diagnose(context, severity, text.as_ptr()) };
}

/// A remark of `pass` anchored on a launch instruction (its debug location, its function).
///
/// # Safety
/// `launch` must be a live instruction of the host module.
pub unsafe fn launch_remark(
    pass: RemarkPass,
    launch: LLVMValueRef,
    (kind, name): (RemarkKind, &'static str),
    message: String,
) -> Remark {
    // SAFETY: caller's contract.
    let (function, location) = unsafe { (ir::parent_function(launch), ir::debug_location(launch)) };
    Remark { pass, kind, name, message, function, anchor: Some(launch), location }
}

/// Emits a remark of `pass` anchored on `launch` (its function and debug location), when
/// there is one; returns the location.
///
/// # Safety
/// `launch` must be a live instruction of the host module.
pub unsafe fn emit_at_launch(
    pass: RemarkPass,
    launch: Option<LLVMValueRef>,
    kind_and_name: (RemarkKind, &'static str),
    message: String,
) -> Option<SourceLocation> {
    // SAFETY: caller's contract.
    let remark = unsafe { launch_remark(pass, launch?, kind_and_name, message) };
    // SAFETY: as above.
    unsafe { emit(&remark) };
    remark.location
}

/// Hands `remark` to LLVM's diagnostic machinery (a no-op unless remarks are enabled).
///
/// # Safety
/// `remark.function` (and `remark.anchor`, if any) must be live values of a module the
/// caller keeps alive for the call.
pub unsafe fn emit(remark: &Remark) {
    let text = |s: &str| CString::new(s.replace('\0', " ")).expect("no NUL left");
    let (name, message) = (text(remark.name), text(&remark.message));
    let (line, column) = remark.location.as_ref().map_or((0, 0), |l| (l.line, l.column));
    let kind = match remark.kind {
        RemarkKind::Passed => 0,
        RemarkKind::Missed => 1,
        RemarkKind::Analysis => 2,
    };
    let pass = match remark.pass {
        RemarkPass::AscendSync => 0,
        RemarkPass::Sirius => 1,
        RemarkPass::TileSync => 2,
        RemarkPass::Streams => 3,
    };
    let anchor = remark.anchor.unwrap_or(std::ptr::null_mut());
    // SAFETY: the handles are live (caller's contract); the strings outlive the call.
    unsafe { syncfuse_emit_remark(remark.function, anchor, kind, pass, name.as_ptr(), message.as_ptr(), line, column) };
}

/// The value of `-syncfuse-passes=...` (`-mllvm -syncfuse-passes=...` in clang), empty
/// when not given.
pub fn passes_option() -> String {
    // SAFETY: the shim returns the option's own NUL-terminated storage, never null.
    unsafe { CStr::from_ptr(syncfuse_passes_option()) }.to_string_lossy().into_owned()
}
