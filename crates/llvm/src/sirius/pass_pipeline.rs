//! Running LLVM's new-PM pipelines from the sirius transformations (no target machine:
//! middle-end passes only): over a whole module (`run_passes`), or over some functions
//! while every other defined function is frozen (`optimise_only`). Sits below `codegen`,
//! `dead_stores` and the host rewrites, which all clean up through it.
//!
//! Invariant: `optimise_only` restores every attribute and linkage it changed to freeze
//! the other functions, whatever the pipeline's outcome; a failing pipeline is a typed
//! `PipelineFailed` naming the pipeline and LLVM's message.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::transforms::pass_builder::*;
use std::ffi::{CStr, CString};
use thiserror::Error;

/// A pipeline LLVM refused or failed to run.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("LLVM pass pipeline `{pipeline}` failed: {message}")]
pub struct PipelineFailed {
    pub pipeline: String,
    pub message: String,
}

/// Runs a new-PM pipeline over `module` (no target machine: middle-end passes only).
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn run_passes(module: LLVMModuleRef, pipeline: &str) -> Result<(), PipelineFailed> {
    let c_pipeline = CString::new(pipeline).expect("pipelines have no NUL");
    // SAFETY: options are created and disposed here; the error is consumed.
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPasses(module, c_pipeline.as_ptr(), std::ptr::null_mut(), options);
        LLVMDisposePassBuilderOptions(options);
        if error.is_null() {
            return Ok(());
        }
        let raw = llvm_sys::error::LLVMGetErrorMessage(error);
        let message = CStr::from_ptr(raw).to_string_lossy().into_owned();
        llvm_sys::error::LLVMDisposeErrorMessage(raw);
        Err(PipelineFailed { pipeline: pipeline.to_string(), message })
    }
}

/// Runs `pipeline` (function passes) on `functions` only: every other defined function is
/// `optnone noinline` meanwhile. In the single-module form the others are the host code,
/// whose launch instructions the host rewrite still holds (O2 inlined trivial stubs away).
/// They are found again by name afterwards, as O2 may still delete unused ones (unnamed
/// functions are left to O2). `functions` are `noimplicitfloat` meanwhile: without the
/// device's target machine LLVM's generic cost model would have the SLP and loop
/// vectorisers pack per-thread scalar code into vectors a GPU only splits again (with
/// LLVM 16's C API, switching them off in the pass-builder options left SLP running).
///
/// # Safety
/// `module` must be a live module and `functions` some of its defined functions.
pub(crate) unsafe fn optimise_only(
    module: LLVMModuleRef,
    functions: &[LLVMValueRef],
    pipeline: &str,
) -> Result<(), PipelineFailed> {
    let context = LLVMGetModuleContext(module);
    let kind = |name: &str| LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
    let (optnone, noinline, scalar) = (kind("optnone"), kind("noinline"), kind("noimplicitfloat"));
    // A frozen function must also keep its body where it is: not inlined by the
    // always-inliner (a specialised host copy is `alwaysinline`), nor rebuilt with another
    // signature by the interprocedural passes that rewrite local functions (dead-argument
    // elimination clones a specialised copy whose constant arguments are dead), so it is
    // made external for the run. Else the pass's handles to its instructions would dangle.
    let always_inline = kind("alwaysinline");
    let index = llvm_sys::LLVMAttributeFunctionIndex;
    let has = |f: LLVMValueRef, k: u32| !LLVMGetEnumAttributeAtIndex(f, index, k).is_null();
    let mut scalar_only = Vec::new();
    for &function in functions.iter().filter(|&&f| !has(f, scalar)) {
        LLVMAddAttributeAtIndex(function, index, LLVMCreateEnumAttribute(context, scalar, 0));
        scalar_only.push(function_name(function));
    }
    let mut frozen = Vec::new();
    let mut other = LLVMGetFirstFunction(module);
    while !other.is_null() {
        let name = function_name(other);
        if !functions.contains(&other) && !name.is_empty() && LLVMIsDeclaration(other) == 0 && !has(other, optnone) {
            frozen.push((name, has(other, noinline), has(other, always_inline), LLVMGetLinkage(other)));
            LLVMRemoveEnumAttributeAtIndex(other, index, always_inline);
            LLVMSetLinkage(other, llvm_sys::LLVMLinkage::LLVMExternalLinkage);
            for k in [optnone, noinline] {
                LLVMAddAttributeAtIndex(other, index, LLVMCreateEnumAttribute(context, k, 0));
            }
        }
        other = LLVMGetNextFunction(other);
    }
    let result = run_passes(module, pipeline);
    for (name, had_noinline, had_always_inline, linkage) in frozen {
        let other = LLVMGetNamedFunction(module, name.as_ptr());
        if other.is_null() {
            continue;
        }
        LLVMSetLinkage(other, linkage);
        LLVMRemoveEnumAttributeAtIndex(other, index, optnone);
        if !had_noinline {
            LLVMRemoveEnumAttributeAtIndex(other, index, noinline);
        }
        if had_always_inline {
            LLVMAddAttributeAtIndex(other, index, LLVMCreateEnumAttribute(context, always_inline, 0));
        }
    }
    for name in scalar_only {
        let function = LLVMGetNamedFunction(module, name.as_ptr());
        if !function.is_null() {
            LLVMRemoveEnumAttributeAtIndex(function, index, scalar);
        }
    }
    result
}

/// `function`'s name (empty where it has none).
unsafe fn function_name(function: LLVMValueRef) -> CString {
    let mut length = 0;
    CStr::from_ptr(LLVMGetValueName2(function, &mut length)).to_owned()
}
