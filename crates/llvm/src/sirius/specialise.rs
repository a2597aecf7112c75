//! LLVM adapter: host-function specialisation, the transformation behind SIRIUS' bottom-up
//! cloning of callees per call site (§3.4). A host function that launches kernels and is
//! visible outside the module may be called with any arguments, so the analysis of its
//! own body must treat its parameters as unknown (`crate::cuda_reader`). Where another host
//! function calls it with constant integer arguments (`main` calling `run(384, 768)`),
//! that call gets its own internal copy of the function; the copy is analysed with the
//! constants, so launch shapes and indexing become affine with known sizes, and whatever
//! is fused in it is valid exactly for that call. The original stays for every other
//! caller.
//!
//! The copy is made by LLVM's inliner (a one-call body marked always-inline), so nothing
//! is cloned by hand. A copy in which nothing was fused is dropped after fusion (the call
//! goes back to the original), so specialisation never costs code size for nothing.
//! Invariant: only the redirected call's behaviour changes, and not at all: the copy
//! computes what the original computes for those arguments.

use crate::sirius::codegen::CodegenReject;
use crate::sirius::pass_pipeline::run_passes;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMLinkage, LLVMOpcode};
use serde::Serialize;
use std::ffi::CString;
use syncfuse_hardware::cuda::{kernel_of_stub, RuntimeCall};
use syncfuse_ir::{basic_blocks, defined_functions, instructions, value_name};

/// One call redirected to a specialised copy.
#[derive(Clone, Debug, Serialize)]
pub struct Specialisation {
    pub function: String,
    pub copy: String,
    pub caller: String,
    /// The call's arguments that are integer constants (`None`: not constant).
    pub constants: Vec<Option<i64>>,
    /// `false`: nothing was fused in the copy, so it was deleted and the call points at
    /// the original again (`drop_unused_copies`).
    pub kept: bool,
}

/// Specialises every exported launching host function of `host` for each call with
/// constant integer arguments.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn specialise_launching_functions(host: LLVMModuleRef) -> Result<Vec<Specialisation>, CodegenReject> {
    let functions = unsafe { defined_functions(host) };
    let mut specialisations = Vec::new();
    for &callee in functions.iter().filter(|&&f| exported(f) && launches_kernels(f)) {
        for &caller in functions.iter().filter(|&&f| f != callee) {
            for call in calls_with_constants(caller, callee) {
                specialisations.push(redirect_to_copy(host, caller, callee, call, specialisations.len()));
            }
        }
    }
    if !specialisations.is_empty() {
        unsafe { run_passes(host, "always-inline") }?;
    }
    Ok(specialisations)
}

fn exported(function: LLVMValueRef) -> bool {
    // SAFETY: linkage query on a function.
    !matches!(unsafe { LLVMGetLinkage(function) }, LLVMLinkage::LLVMInternalLinkage | LLVMLinkage::LLVMPrivateLinkage)
}

/// Does the function launch a kernel itself (push a launch configuration)?
fn launches_kernels(function: LLVMValueRef) -> bool {
    let is_push = |name: &str| RuntimeCall::from_name(name) == Some(RuntimeCall::PushCallConfiguration);
    unsafe { basic_blocks(function) }.into_iter().flat_map(|block| unsafe { instructions(block) }).any(|i| {
        unsafe { syncfuse_ir::callee_name(i) }.is_some_and(|name| is_push(&name) || kernel_of_stub(&name).is_some())
    })
}

/// Direct calls of `callee` in `caller` passing at least one integer constant.
fn calls_with_constants(caller: LLVMValueRef, callee: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe { basic_blocks(caller) }
        .into_iter()
        .flat_map(|block| unsafe { instructions(block) })
        .filter(|&i| {
            // SAFETY: opcode, callee and operand queries on a call.
            unsafe {
                LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMCall
                    && LLVMGetCalledValue(i) == callee
                    && constant_arguments(i).iter().any(Option::is_some)
            }
        })
        .collect()
}

fn constant_arguments(call: LLVMValueRef) -> Vec<Option<i64>> {
    // SAFETY: argument operands of a call, constant check before reading.
    unsafe {
        (0..LLVMGetNumArgOperands(call))
            .map(|i| LLVMGetOperand(call, i))
            .map(|a| (!LLVMIsAConstantInt(a).is_null()).then(|| LLVMConstIntGetSExtValue(a)))
            .collect()
    }
}

/// Makes `<callee>.sirius<n>` (internal; its body an always-inline call of the callee)
/// and points `call` at it.
fn redirect_to_copy(
    module: LLVMModuleRef,
    caller: LLVMValueRef,
    callee: LLVMValueRef,
    call: LLVMValueRef,
    index: usize,
) -> Specialisation {
    let name = format!("{}.sirius{index}", unsafe { value_name(callee) });
    // SAFETY: every handle belongs to `module`; the builder is disposed here.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let ty = LLVMGlobalGetValueType(callee);
        let c_name = CString::new(name.as_str()).expect("symbol names have no NUL");
        let copy = LLVMAddFunction(module, c_name.as_ptr(), ty);
        LLVMSetLinkage(copy, LLVMLinkage::LLVMInternalLinkage);
        let builder = LLVMCreateBuilderInContext(context);
        LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, copy, c"entry".as_ptr()));
        let mut parameters: Vec<LLVMValueRef> = (0..LLVMCountParams(copy)).map(|i| LLVMGetParam(copy, i)).collect();
        let inner = LLVMBuildCall2(builder, ty, callee, parameters.as_mut_ptr(), parameters.len() as u32, c"".as_ptr());
        let kind = LLVMGetEnumAttributeKindForName(c"alwaysinline".as_ptr(), "alwaysinline".len());
        LLVMAddCallSiteAttribute(
            inner,
            llvm_sys::LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(context, kind, 0),
        );
        if LLVMGetTypeKind(LLVMGetReturnType(ty)) == llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
            LLVMBuildRetVoid(builder);
        } else {
            LLVMBuildRet(builder, inner);
        }
        LLVMDisposeBuilder(builder);
        // The callee is a call's last operand.
        LLVMSetOperand(call, LLVMGetNumOperands(call) as u32 - 1, copy);
        Specialisation {
            function: value_name(callee),
            copy: name,
            caller: value_name(caller),
            constants: constant_arguments(call),
            kept: true,
        }
    }
}

/// Points the calls of every copy for which `used` is false back at the original function
/// and deletes the copy.
///
/// # Safety
/// `host` must be a live module the caller keeps alive for the call.
pub unsafe fn drop_unused_copies(
    host: LLVMModuleRef,
    specialisations: &mut [Specialisation],
    used: impl Fn(&str) -> bool,
) {
    for specialisation in specialisations.iter_mut().filter(|s| !used(&s.copy)) {
        let (copy, original) =
            (named_function(host, &specialisation.copy), named_function(host, &specialisation.function));
        let (Some(copy), Some(original)) = (copy, original) else { continue };
        // SAFETY: the copy is internal, so its uses are the calls `redirect_to_copy` made
        // (the callee is a call's last operand); it is deleted once nothing uses it.
        unsafe {
            let mut calls = Vec::new();
            let mut using = LLVMGetFirstUse(copy);
            while !using.is_null() {
                calls.push(LLVMGetUser(using));
                using = LLVMGetNextUse(using);
            }
            for call in calls.into_iter().filter(|&c| LLVMGetCalledValue(c) == copy) {
                LLVMSetOperand(call, LLVMGetNumOperands(call) as u32 - 1, original);
            }
            if LLVMGetFirstUse(copy).is_null() {
                LLVMDeleteFunction(copy);
                specialisation.kept = false;
            }
        }
    }
}

fn named_function(module: LLVMModuleRef, name: &str) -> Option<LLVMValueRef> {
    let name = CString::new(name).ok()?;
    // SAFETY: lookup by name in a live module.
    let function = unsafe { LLVMGetNamedFunction(module, name.as_ptr()) };
    (!function.is_null()).then_some(function)
}
