//! Generic helpers over LLVM handles: names, the functions, blocks and instructions of a
//! module in order, callees, source locations (`-g`, inlining resolved to the outermost
//! call site), printing, rebuilding phis. Nothing here knows a target.
//!
//! Invariant: every handle a function here receives belongs to a module the caller keeps
//! alive for the call (the `unsafe fn` contract).
//!
//! Sits on LLVM's C API alone, below both the adapters (`syncfuse_llvm`) and the executors
//! (`syncfuse_sim`): the checker reads IR through this crate, never through the transforms
//! it checks.

use llvm_sys::core::*;
use llvm_sys::debuginfo::{
    LLVMDIFileGetFilename, LLVMDILocationGetColumn, LLVMDILocationGetInlinedAt, LLVMDILocationGetLine,
    LLVMDILocationGetScope, LLVMDIScopeGetFile, LLVMInstructionGetDebugLoc,
};
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use syncfuse_reason::SourceLocation;

mod local_names;
pub use local_names::{opcode_name, LocalNames};

// llvm-sys is built without linking (llvm-plugin asks for that); llvm-plugin's build script
// links libLLVM wherever this crate is linked in.
extern crate llvm_plugin;

///
/// # Safety
/// `value` must be a live LLVM value of a module the caller keeps alive for the call.
pub unsafe fn value_name(value: LLVMValueRef) -> String {
    let mut length = 0usize;
    // SAFETY: LLVM returns a pointer into the value's name with its length.
    unsafe {
        let pointer = LLVMGetValueName2(value, &mut length);
        if pointer.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(pointer as *const u8, length)).into_owned()
    }
}

/// The functions with a body, in module order.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn defined_functions(module: LLVMModuleRef) -> Vec<LLVMValueRef> {
    // SAFETY: plain iteration over the module's function list.
    let functions = unsafe { list(LLVMGetFirstFunction(module), |f| LLVMGetNextFunction(f)) };
    // SAFETY: declaration query on a function.
    functions.into_iter().filter(|&f| unsafe { LLVMIsDeclaration(f) == 0 }).collect()
}

/// The global variables, in module order.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn global_variables(module: LLVMModuleRef) -> Vec<LLVMValueRef> {
    // SAFETY: plain iteration over the module's global list.
    unsafe { list(LLVMGetFirstGlobal(module), |g| LLVMGetNextGlobal(g)) }
}

/// The items of an LLVM intrusive list, from its first element (null: empty).
pub fn list<T>(first: *mut T, next: impl Fn(*mut T) -> *mut T) -> Vec<*mut T> {
    let non_null = |item: *mut T| (!item.is_null()).then_some(item);
    std::iter::successors(non_null(first), |&item| non_null(next(item))).collect()
}

/// The instructions of a block, in order.
///
/// # Safety
/// `block` must be a live basic block of a module the caller keeps alive for the call.
pub unsafe fn instructions(block: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    // SAFETY: plain iteration over the block's instruction list.
    unsafe { list(LLVMGetFirstInstruction(block), |i| LLVMGetNextInstruction(i)) }
}

/// The blocks of a function, in order (the entry first).
///
/// # Safety
/// `function` must be a live function of a module the caller keeps alive for the call.
pub unsafe fn basic_blocks(function: LLVMValueRef) -> Vec<LLVMBasicBlockRef> {
    // SAFETY: plain iteration over the function's block list.
    unsafe { list(LLVMGetFirstBasicBlock(function), |b| LLVMGetNextBasicBlock(b)) }
}

/// Every instruction of a function, block by block.
///
/// # Safety
/// `function` must be a live function of a module the caller keeps alive for the call.
pub unsafe fn function_instructions(function: LLVMValueRef) -> Vec<LLVMValueRef> {
    unsafe { basic_blocks(function).into_iter().flat_map(|block| instructions(block)).collect() }
}

/// The callee's name of a direct call, `None` for an indirect call or another instruction.
///
/// # Safety
/// `call` must be a live instruction of a module the caller keeps alive for the call.
pub unsafe fn callee_name(call: LLVMValueRef) -> Option<String> {
    if !unsafe { is_call(call) } {
        return None;
    }
    // SAFETY: `call` is a call instruction.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        (!LLVMIsAFunction(callee).is_null()).then(|| value_name(callee))
    }
}

/// The phis at the top of `block`.
///
/// # Safety
/// `block` must be a live block.
pub unsafe fn phis(block: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    // SAFETY: a live block's instructions.
    unsafe { instructions(block) }.into_iter().take_while(|&i| unsafe { !LLVMIsAPHINode(i).is_null() }).collect()
}

/// The value `phi` takes on the edge from `block`, if that edge enters its block.
///
/// # Safety
/// `phi` must be a live phi.
pub unsafe fn incoming_from(phi: LLVMValueRef, block: LLVMBasicBlockRef) -> Option<LLVMValueRef> {
    // SAFETY: incoming queries of a live phi.
    unsafe {
        (0..LLVMCountIncoming(phi))
            .find(|&i| LLVMGetIncomingBlock(phi, i) == block)
            .map(|i| LLVMGetIncomingValue(phi, i))
    }
}

/// Replaces `phi` by a phi in `into` (where `phi` stood when that is its block, else at the
/// top) with the same incoming values, the edge from `renamed.0` now from `renamed.1`
/// (once: two edges that become one merge); the new phi takes the old one's uses, name and
/// location. The C API cannot change a phi's incoming block in place.
///
/// # Safety
/// `phi` must be a live phi and `into` a live block of its function.
pub unsafe fn rebuild_phi(
    builder: LLVMBuilderRef,
    phi: LLVMValueRef,
    into: LLVMBasicBlockRef,
    renamed: (LLVMBasicBlockRef, LLVMBasicBlockRef),
) -> LLVMValueRef {
    // SAFETY: caller's contract.
    unsafe { rebuild_phi_with(builder, phi, into, &|block| if block == renamed.0 { renamed.1 } else { block }) }
}

/// [`rebuild_phi`] with every incoming block `b` now `new_block(b)`; edges that become
/// edges from one block merge (the first one's value stays). Returns the new phi.
///
/// # Safety
/// As [`rebuild_phi`]; `new_block` answers live blocks of the function.
pub unsafe fn rebuild_phi_with(
    builder: LLVMBuilderRef,
    phi: LLVMValueRef,
    into: LLVMBasicBlockRef,
    new_block: &dyn Fn(LLVMBasicBlockRef) -> LLVMBasicBlockRef,
) -> LLVMValueRef {
    // SAFETY: incoming queries of a live phi; the new one takes its uses before it is erased.
    unsafe {
        let (mut values, mut blocks, mut renamed_to) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..LLVMCountIncoming(phi) {
            let (value, old) = (LLVMGetIncomingValue(phi, i), LLVMGetIncomingBlock(phi, i));
            let block = new_block(old);
            let merges = block != old || renamed_to.contains(&block);
            if block != old {
                renamed_to.push(block);
            }
            if merges && blocks.contains(&block) {
                continue;
            }
            values.push(value);
            blocks.push(block);
        }
        let at = if LLVMGetInstructionParent(phi) == into { phi } else { LLVMGetFirstInstruction(into) };
        match at.is_null() {
            true => LLVMPositionBuilderAtEnd(builder, into),
            false => LLVMPositionBuilderBefore(builder, at),
        }
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(phi));
        let replacement = LLVMBuildPhi(builder, LLVMTypeOf(phi), c"".as_ptr());
        LLVMAddIncoming(replacement, values.as_mut_ptr(), blocks.as_mut_ptr(), values.len() as u32);
        let name = value_name(phi);
        LLVMReplaceAllUsesWith(phi, replacement);
        LLVMInstructionEraseFromParent(phi);
        LLVMSetValueName2(replacement, name.as_ptr().cast(), name.len());
        replacement
    }
}

/// Each block of `function` that has predecessors, with them in the order of their
/// terminators' successor slots (a block twice where two slots go to one block).
///
/// # Safety
/// `function` must be a live defined function.
pub unsafe fn predecessors(
    function: LLVMValueRef,
) -> std::collections::HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> {
    let mut predecessors: std::collections::HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> =
        std::collections::HashMap::new();
    // SAFETY: terminator queries of the live function's blocks.
    unsafe {
        for block in basic_blocks(function) {
            let terminator = LLVMGetBasicBlockTerminator(block);
            for index in 0..if terminator.is_null() { 0 } else { LLVMGetNumSuccessors(terminator) } {
                predecessors.entry(LLVMGetSuccessor(terminator, index)).or_default().push(block);
            }
        }
    }
    predecessors
}

/// A new block `name` on the edge `from -> to` (right after `from`, one branch to `to`,
/// with the location of `from`'s terminator); every successor slot of `from` that was
/// `to` now goes to it, and `to`'s phis are rebuilt with it for `from`. Returns it.
///
/// # Safety
/// `from` and `to` must be live blocks of one function with an edge `from -> to`.
pub unsafe fn split_edge(
    builder: LLVMBuilderRef,
    from: LLVMBasicBlockRef,
    to: LLVMBasicBlockRef,
    name: &str,
) -> LLVMBasicBlockRef {
    let name = std::ffi::CString::new(name).unwrap_or_default();
    // SAFETY: caller's contract; the new block is branched to before `to`'s phis are rebuilt.
    unsafe {
        let function = LLVMGetBasicBlockParent(from);
        let context = LLVMGetTypeContext(LLVMTypeOf(function));
        let new = LLVMAppendBasicBlockInContext(context, function, name.as_ptr());
        LLVMMoveBasicBlockAfter(new, from);
        let terminator = LLVMGetBasicBlockTerminator(from);
        LLVMPositionBuilderAtEnd(builder, new);
        // The new branch stands for the edge: it has the location of the branch that took it.
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(terminator));
        LLVMBuildBr(builder, to);
        for i in 0..LLVMGetNumSuccessors(terminator) {
            if LLVMGetSuccessor(terminator, i) == to {
                LLVMSetSuccessor(terminator, i, new);
            }
        }
        for phi in phis(to) {
            rebuild_phi(builder, phi, to, (from, new));
        }
        new
    }
}

/// Is `instruction` a call?
///
/// # Safety
/// `instruction` must be a live instruction of a module the caller keeps alive for the call.
pub unsafe fn is_call(instruction: LLVMValueRef) -> bool {
    // SAFETY: caller's contract: an opcode query on a live instruction.
    unsafe { LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMCall }
}

/// `max(a, b)` of two unsigned integers at `builder` (`a` itself when both are one value).
///
/// # Safety
/// `builder` must be positioned in a live function, `a` and `b` integers of one type there.
pub unsafe fn build_unsigned_max(builder: LLVMBuilderRef, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
    if a == b {
        return a;
    }
    // SAFETY: caller's contract.
    unsafe {
        let greater = LLVMBuildICmp(builder, llvm_sys::LLVMIntPredicate::LLVMIntUGT, a, b, c"".as_ptr());
        LLVMBuildSelect(builder, greater, a, b, c"".as_ptr())
    }
}

/// Bytes of parameter space that values of `types` take as a kernel's parameters in
/// order, each at its ABI alignment (the CUDA layout), by `module`'s data layout.
///
/// # Safety
/// `module` and `types` must be live and of one context the caller keeps alive.
pub unsafe fn parameter_space_bytes(module: LLVMModuleRef, types: impl IntoIterator<Item = LLVMTypeRef>) -> u64 {
    let data_layout = llvm_sys::target::LLVMCreateTargetData(LLVMGetDataLayoutStr(module));
    let mut end = 0u64;
    for ty in types {
        let align = u64::from(llvm_sys::target::LLVMABIAlignmentOfType(data_layout, ty)).max(1);
        end = end.div_ceil(align) * align + llvm_sys::target::LLVMABISizeOfType(data_layout, ty);
    }
    llvm_sys::target::LLVMDisposeTargetData(data_layout);
    end
}

/// The function an instruction is in.
///
/// # Safety
/// `instruction` must be a live instruction of a module the caller keeps alive for the call.
pub unsafe fn parent_function(instruction: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: a live instruction is in a block of a function.
    unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(instruction)) }
}

/// The source location of an instruction, `None` without debug info. For an instruction
/// inlined from another function, the location of the outermost call it was inlined
/// through: what the user wrote (a CUDA launch inside an inlined `__device_stub__` is
/// reported at its `<<<...>>>` line, not at the kernel's declaration).
///
/// # Safety
/// `instruction` must be a live instruction of a module the caller keeps alive for the call.
pub unsafe fn debug_location(instruction: LLVMValueRef) -> Option<SourceLocation> {
    // SAFETY: debug-info queries on a live instruction's own metadata; strings are LLVM's
    // storage, copied before return.
    unsafe {
        if instruction.is_null() || LLVMIsAInstruction(instruction).is_null() {
            return None;
        }
        let mut location = LLVMInstructionGetDebugLoc(instruction);
        if location.is_null() {
            return None;
        }
        loop {
            let outer = LLVMDILocationGetInlinedAt(location);
            if outer.is_null() {
                break;
            }
            location = outer;
        }
        let line = LLVMDILocationGetLine(location);
        if line == 0 {
            return None;
        }
        let file = LLVMDIScopeGetFile(LLVMDILocationGetScope(location));
        let mut length = 0;
        let name = if file.is_null() { std::ptr::null() } else { LLVMDIFileGetFilename(file, &mut length) };
        let file = if name.is_null() {
            String::new()
        } else {
            String::from_utf8_lossy(std::slice::from_raw_parts(name.cast::<u8>(), length as usize)).into_owned()
        };
        Some(SourceLocation { file, line, column: LLVMDILocationGetColumn(location) })
    }
}

/// The textual IR of a value (an instruction prints as its line).
///
/// # Safety
/// `value` must be a live LLVM value of a module the caller keeps alive for the call.
pub unsafe fn printed_value(value: LLVMValueRef) -> String {
    // SAFETY: LLVM allocates the string; we copy and dispose it.
    unsafe { owned_message(LLVMPrintValueToString(value)) }
}

/// Copies and disposes a string LLVM allocated.
unsafe fn owned_message(raw: *mut std::ffi::c_char) -> String {
    let text = std::ffi::CStr::from_ptr(raw).to_string_lossy().into_owned();
    LLVMDisposeMessage(raw);
    text
}

/// The textual IR of a module.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn module_text(module: LLVMModuleRef) -> String {
    // SAFETY: LLVM allocates the string; we copy and dispose it.
    unsafe { owned_message(LLVMPrintModuleToString(module)) }
}

/// Intrinsics that run no instruction: markers and facts for the optimiser (lifetimes,
/// debug records, assumptions, alias scopes, invariants). The executor's decoder drops
/// them, and instruction estimates do not count them.
pub fn is_no_op_intrinsic(name: &str) -> bool {
    ["llvm.lifetime.", "llvm.assume", "llvm.dbg.", "llvm.experimental.noalias.scope.decl", "llvm.invariant."]
        .iter()
        .any(|prefix| name.starts_with(prefix))
}

/// Intrinsics with no memory effect that matters to the pipes.
pub fn is_ignorable_intrinsic(name: &str) -> bool {
    is_no_op_intrinsic(name)
        || [
            "llvm.experimental.noalias",
            "llvm.smax.",
            "llvm.smin.",
            "llvm.umax.",
            "llvm.umin.",
            "llvm.abs.",
            "llvm.fmuladd.",
            "llvm.fabs.",
            "llvm.maxnum.",
            "llvm.minnum.",
            "llvm.ctlz.",
            "llvm.cttz.",
            "llvm.sqrt.",
            "llvm.exp.",
            "llvm.log.",
        ]
        .iter()
        .any(|prefix| name.starts_with(prefix))
}

/// Why a module could not be had, or is not valid IR: typed until printed (the text is
/// LLVM's own message, with the file where there is one).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IrError {
    #[error("cannot read module '{}': {reason}", path.display())]
    ReadFile { path: std::path::PathBuf, reason: String },
    #[error("cannot parse module '{}': {reason}", path.display())]
    ParseFile { path: std::path::PathBuf, reason: String },
    /// LLVM's parser's message.
    #[error("{0}")]
    Parse(String),
    /// LLVM's verifier's message.
    #[error("{0}")]
    Verifier(String),
}

/// An IR builder in a context, disposed when dropped (the emitters' one builder).
pub struct OwnedBuilder {
    pub raw: LLVMBuilderRef,
}

impl OwnedBuilder {
    /// # Safety
    /// `context` must be a live LLVM context that outlives the builder.
    pub unsafe fn new(context: LLVMContextRef) -> OwnedBuilder {
        // SAFETY: caller's contract.
        OwnedBuilder { raw: unsafe { LLVMCreateBuilderInContext(context) } }
    }
}

impl Drop for OwnedBuilder {
    fn drop(&mut self) {
        // SAFETY: created in `new`, disposed once.
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}

/// An LLVM context and a module parsed in it from IR text or bitcode, disposed together
/// (the device module of `sirius<device=...>`, the simulators' input).
pub struct OwnedModule {
    context: LLVMContextRef,
    pub module: LLVMModuleRef,
}

impl OwnedModule {
    /// Parses `bytes` (textual IR or bitcode); `Err` holds LLVM's message.
    pub fn parse(bytes: &[u8]) -> Result<OwnedModule, IrError> {
        // SAFETY: LLVMParseIRInContext takes ownership of the buffer copy; the context
        // outlives the module (both disposed in `drop`).
        unsafe {
            let context = LLVMContextCreate();
            let buffer =
                LLVMCreateMemoryBufferWithMemoryRangeCopy(bytes.as_ptr().cast(), bytes.len(), c"input".as_ptr());
            let (mut module, mut message) = (std::ptr::null_mut(), std::ptr::null_mut());
            if llvm_sys::ir_reader::LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0 {
                let reason = std::ffi::CStr::from_ptr(message).to_string_lossy().into_owned();
                LLVMDisposeMessage(message);
                LLVMContextDispose(context);
                return Err(IrError::Parse(reason));
            }
            Ok(OwnedModule { context, module })
        }
    }

    /// Reads and parses the file at `path`; `Err` names the file.
    pub fn read(path: &std::path::Path) -> Result<OwnedModule, IrError> {
        let bytes = std::fs::read(path)
            .map_err(|error| IrError::ReadFile { path: path.to_path_buf(), reason: error.to_string() })?;
        OwnedModule::parse(&bytes)
            .map_err(|error| IrError::ParseFile { path: path.to_path_buf(), reason: error.to_string() })
    }
}

impl Drop for OwnedModule {
    fn drop(&mut self) {
        // SAFETY: created in `parse`, disposed once, module before its context.
        unsafe {
            LLVMDisposeModule(self.module);
            LLVMContextDispose(self.context);
        }
    }
}

/// Runs LLVM's verifier on `module`: `Err` with its message when the module is broken.
///
/// # Safety
/// `module` must be a live LLVM module.
pub unsafe fn verify_module(module: LLVMModuleRef) -> Result<(), IrError> {
    use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyModule};
    // SAFETY: the verifier on a module the caller keeps alive; the message is disposed
    // after copying.
    unsafe {
        let mut message = std::ptr::null_mut();
        let broken = LLVMVerifyModule(module, LLVMVerifierFailureAction::LLVMReturnStatusAction, &mut message) != 0;
        let text = match message.is_null() {
            true => String::new(),
            false => std::ffi::CStr::from_ptr(message).to_string_lossy().into_owned(),
        };
        if !message.is_null() {
            LLVMDisposeMessage(message);
        }
        if broken {
            return Err(IrError::Verifier(text));
        }
    }
    Ok(())
}

/// Runs LLVM's verifier on `function` alone (linear in the function, where the module's
/// verifier is linear in the module); `Err` with the module verifier's message (which
/// names the function) when it is broken.
///
/// # Safety
/// `function` must be a live function of a live module.
pub unsafe fn verify_function(function: LLVMValueRef) -> Result<(), IrError> {
    use llvm_sys::analysis::{LLVMVerifierFailureAction, LLVMVerifyFunction};
    // SAFETY: the verifier on a function the caller keeps alive.
    unsafe {
        match LLVMVerifyFunction(function, LLVMVerifierFailureAction::LLVMReturnStatusAction) != 0 {
            true => verify_module(LLVMGetGlobalParent(function))
                .and(Err(IrError::Verifier(format!("function {} is broken", value_name(function))))),
            false => Ok(()),
        }
    }
}

/// The function `name` of `module` (null when there is none).
///
/// # Safety
/// `module` must be a live LLVM module.
pub unsafe fn named_function(module: LLVMModuleRef, name: &str) -> LLVMValueRef {
    let c_name = std::ffi::CString::new(name).expect("symbol names have no NUL");
    LLVMGetNamedFunction(module, c_name.as_ptr())
}

/// The function `name` of `module` if it is defined there (not a declaration).
///
/// # Safety
/// `module` must be a live LLVM module.
pub unsafe fn defined_function(module: LLVMModuleRef, name: &str) -> Option<LLVMValueRef> {
    let c_name = std::ffi::CString::new(name).ok()?;
    // SAFETY: caller's contract.
    let function = unsafe { LLVMGetNamedFunction(module, c_name.as_ptr()) };
    // SAFETY: a live function.
    (!function.is_null() && unsafe { LLVMIsDeclaration(function) } == 0).then_some(function)
}

/// Adds the enum attribute `name` at `index` of a function, or of a call site.
///
/// # Safety
/// `value` must be a live function or call of a module in `context`, kept alive for the call.
pub unsafe fn add_attribute(context: LLVMContextRef, value: LLVMValueRef, index: u32, name: &str) {
    // SAFETY: attribute creation in the value's context.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len());
        let attribute = LLVMCreateEnumAttribute(context, kind, 0);
        if LLVMIsACallInst(value).is_null() {
            LLVMAddAttributeAtIndex(value, index, attribute);
        } else {
            LLVMAddCallSiteAttribute(value, index, attribute);
        }
    }
}

/// `ty` rebuilt in `context` (modules read apart live in different LLVM contexts, and a
/// declaration must use its own module's types): void, integers, floating point, pointers
/// and function types of those; `None` for anything else.
///
/// # Safety
/// `ty` must be a live type and `context` a live context.
pub unsafe fn type_in_context(ty: LLVMTypeRef, context: LLVMContextRef) -> Option<LLVMTypeRef> {
    use llvm_sys::LLVMTypeKind::*;
    // SAFETY: type queries and constructors on live handles.
    unsafe {
        Some(match LLVMGetTypeKind(ty) {
            LLVMVoidTypeKind => LLVMVoidTypeInContext(context),
            LLVMIntegerTypeKind => LLVMIntTypeInContext(context, LLVMGetIntTypeWidth(ty)),
            LLVMHalfTypeKind => LLVMHalfTypeInContext(context),
            LLVMBFloatTypeKind => LLVMBFloatTypeInContext(context),
            LLVMFloatTypeKind => LLVMFloatTypeInContext(context),
            LLVMDoubleTypeKind => LLVMDoubleTypeInContext(context),
            LLVMPointerTypeKind => LLVMPointerTypeInContext(context, LLVMGetPointerAddressSpace(ty)),
            LLVMFunctionTypeKind => {
                let mut parameters = vec![std::ptr::null_mut(); LLVMCountParamTypes(ty) as usize];
                LLVMGetParamTypes(ty, parameters.as_mut_ptr());
                let mut parameters =
                    parameters.into_iter().map(|p| type_in_context(p, context)).collect::<Option<Vec<_>>>()?;
                let result = type_in_context(LLVMGetReturnType(ty), context)?;
                let count = parameters.len() as u32;
                LLVMFunctionType(result, parameters.as_mut_ptr(), count, LLVMIsFunctionVarArg(ty))
            }
            _ => return None,
        })
    }
}
