//! LLVM adapter of Ascend fusion: applies an `AscendFusionPlan` (plain data, from
//! `syncfuse_sirius::ascend::ascend_plan`). Device side: each fragment first becomes an internal
//! copy of its kernel (LLVM's inliner copies the body into a one-call wrapper: nothing is
//! cloned by hand) whose `get_block_num()` is the fragment's own blockDim and whose
//! `get_block_idx()` counts from its first core; the fused AI-Core kernel calls the copies
//! in fragment order with the fused parameters, fragments that do not run on every core
//! under a guard of their core range (`first_core <= get_block_idx() < first_core +
//! blockDim`, signed comparisons; one guard for consecutive fragments on the same range),
//! and the copies are inlined and deleted; its pointer parameters are `noalias` only where
//! the plan proved it, and the uses of a parameter the host passes as a constant become
//! that constant. Host side: one `rtKernelLaunch` of the fused kernel, at the place of the
//! last replaced launch, with a fresh array of 8-byte slots holding, per fused parameter,
//! the value its first launch wrote into the corresponding slot; the replaced launches are
//! erased (a use of their status becomes success, 0).
//!
//! Invariant: the module is touched only after every check passed (kernels defined, types
//! of merged parameters equal, every replaced launch an `rtKernelLaunch` in one host
//! function on one stream, each dominating the last one, every slot written on every path),
//! and both modules verify afterwards. A slot value is an SSA value written before its own
//! launch, which dominates the last launch, so it is available there; an allocation's
//! out-pointer is loaded at the launch that used it.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::ascend_effects::local_buffer_limits;
use crate::ascend_kernel_reader::{read_kernel, KernelReading};
use crate::ascend_reader::{launch_setup, LaunchSetup, SlotValue};
use crate::sirius::pass_pipeline::{optimise_only, run_passes, PipelineFailed};
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode};
use std::collections::{BTreeMap, HashMap};
use std::ffi::CString;
use syncfuse_ascend_sync::work::{core_work, CoreWork};
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend_host::{HostRuntimeCall, ARGUMENT_SLOT_BYTES};
use syncfuse_hardware::call_name::identifier;
use syncfuse_ir::{callee_name, function_instructions, value_name};

/// The intrinsics a kernel finds its core and the core count with.
const CORE_INDEX: &str = "get_block_idx";
const CORE_COUNT: &str = "get_block_num";
/// What runs on a fused kernel once the host constants are in: the branches they decide
/// fold (a zero-trip guard `5000 > 0`, a core guard `7 < 8`) and the dead paths go, so that
/// trip counts and tails are constants for `ascend-sync` and tile-loop fusion sees the
/// loops clang would have emitted for those sizes. Nothing that moves memory operations.
const CONSTANT_FOLDING: &str = "function(instsimplify,simplifycfg)";
use syncfuse_hardware::ascend::{AddressSpace, TargetDescription};
use syncfuse_sirius::ascend::ascend_plan::{place_local_buffers, AscendFragment, AscendFusionPlan, LocalBufferPlan};
use syncfuse_sirius::model::program::KernelName;
use thiserror::Error;

/// Why an Ascend fusion was not applied, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AscendFusionReject {
    #[error("kernel {0} is not defined in the device module")]
    MissingKernel(KernelName),
    #[error("a function named {0} already exists")]
    NameTaken(String),
    #[error("parameter {index} of {kernel} shares a host value with a parameter of another type")]
    ParameterTypes { kernel: KernelName, index: usize },
    #[error("{statement} is not a launch configured on every path to it (an rtLaunch without its rtConfigureCall)")]
    LaunchForm { statement: String },
    #[error("the replaced launches are not in one host function on one stream")]
    Streams,
    #[error("the launch of {statement} is not found in the host module")]
    LaunchNotFound { statement: String },
    #[error("{statement} does not run on every path to the last replaced launch")]
    NotDominating { statement: String },
    #[error("slot {index} of {statement} is not written on every path to it")]
    SlotUnknown { statement: String, index: usize },
    #[error(transparent)]
    Passes(#[from] PipelineFailed),
    #[error("the module does not verify after fusion: {0}")]
    Verifier(syncfuse_ir::IrError),
    #[error("the parameters of {0} have types the host module cannot declare")]
    UndeclarableKernel(String),
}

/// One replaced launch as the host module has it.
pub struct ReplacedLaunch {
    /// Its statement's name (`S7`), for reasons.
    pub name: String,
    pub call: LLVMValueRef,
}

/// Generates the fused kernel of `plan` in `device` and returns it.
///
/// # Safety
/// `device` must be a live LLVM module, kept alive and not used elsewhere for the call.
unsafe fn generate_fused_ascend_kernel(
    device: LLVMModuleRef,
    plan: &AscendFusionPlan,
    local_buffers: &LocalBufferPlan,
) -> Result<LLVMValueRef, AscendFusionReject> {
    // SAFETY: every handle comes from `device`; the builder is disposed before returning.
    unsafe {
        let name = CString::new(plan.name.as_str()).expect("symbol names have no NUL");
        if !LLVMGetNamedFunction(device, name.as_ptr()).is_null() {
            return Err(AscendFusionReject::NameTaken(plan.name.clone()));
        }
        let kernels: Vec<LLVMValueRef> =
            plan.fragments.iter().map(|f| defined_kernel(device, &f.kernel)).collect::<Result<_, _>>()?;
        let types = parameter_types(plan, &kernels)?;
        let context = LLVMGetModuleContext(device);
        let mut parameter_list = types.clone();
        let function_type =
            LLVMFunctionType(LLVMVoidTypeInContext(context), parameter_list.as_mut_ptr(), types.len() as u32, 0);
        let fused = LLVMAddFunction(device, name.as_ptr(), function_type);
        for (index, _) in plan.parameters.iter().enumerate().filter(|(_, p)| p.noalias) {
            syncfuse_ir::add_attribute(context, fused, index as u32 + 1, "noalias");
        }
        let wrappers: Vec<LLVMValueRef> =
            kernels.iter().enumerate().map(|(index, &kernel)| fragment_wrapper(device, kernel, index)).collect();
        run_passes(device, "always-inline")?;
        for ((fragment, &wrapper), bases) in plan.fragments.iter().zip(&wrappers).zip(&local_buffers.bases) {
            replace_block_num(wrapper, fragment.block_dim);
            rebase_block_idx(wrapper, fragment.first_core);
            relocate_local_pointers(wrapper, bases);
        }
        let builder = LLVMCreateBuilderInContext(context);
        LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, fused, c"entry".as_ptr()));
        // Consecutive fragments on the same core range share one guard, so that nothing
        // stands between their code (tile-loop fusion needs the loops adjacent).
        let mut open_guard: Option<((i64, i64), LLVMBasicBlockRef)> = None;
        for (index, (fragment, &wrapper)) in plan.fragments.iter().zip(&wrappers).enumerate() {
            let range = (fragment.first_core, fragment.block_dim);
            if open_guard.is_none_or(|(open, _)| open != range) {
                if let Some((_, after)) = open_guard.take() {
                    LLVMBuildBr(builder, after);
                    LLVMPositionBuilderAtEnd(builder, after);
                }
                if fragment.first_core > 0 || fragment.block_dim < plan.block_dim {
                    open_guard = Some((range, guard_cores(device, builder, fused, fragment, index)));
                }
            }
            let mut arguments: Vec<LLVMValueRef> =
                fragment.parameters.iter().map(|&p| LLVMGetParam(fused, p as u32)).collect();
            let call = LLVMBuildCall2(
                builder,
                LLVMGlobalGetValueType(wrapper),
                wrapper,
                arguments.as_mut_ptr(),
                arguments.len() as u32,
                c"".as_ptr(),
            );
            syncfuse_ir::add_attribute(context, call, LLVMAttributeFunctionIndex, "alwaysinline");
        }
        if let Some((_, after)) = open_guard {
            LLVMBuildBr(builder, after);
            LLVMPositionBuilderAtEnd(builder, after);
        }
        LLVMBuildRetVoid(builder);
        LLVMDisposeBuilder(builder);
        run_passes(device, "always-inline")?;
        for wrapper in wrappers {
            LLVMDeleteFunction(wrapper);
        }
        specialise_constants(fused, plan);
        optimise_only(device, &[fused], CONSTANT_FOLDING)?;
        verify(device)?;
        Ok(fused)
    }
}

/// Every use of a parameter the host always passes as a constant becomes that constant
/// (the parameter stays, so that the launch is unchanged).
unsafe fn specialise_constants(fused: LLVMValueRef, plan: &AscendFusionPlan) {
    for (index, parameter) in plan.parameters.iter().enumerate() {
        let Some(value) = parameter.constant else { continue };
        // SAFETY: a parameter of the live fused kernel, of integer type (an integer
        // argument of the launch: `parameter_types` checked the kernels agree).
        unsafe {
            let parameter = LLVMGetParam(fused, index as u32);
            if LLVMGetTypeKind(LLVMTypeOf(parameter)) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind {
                LLVMReplaceAllUsesWith(parameter, LLVMConstInt(LLVMTypeOf(parameter), value as u64, 1));
            }
        }
    }
}

/// `<kernel>.sirius.fragment<index>`: an internal function whose body is an always-inline
/// call of the kernel, so that the inliner turns it into a copy of the kernel the fragment
/// can change (its `get_block_num()`) without touching the kernel.
unsafe fn fragment_wrapper(module: LLVMModuleRef, kernel: LLVMValueRef, index: usize) -> LLVMValueRef {
    // SAFETY: a new function and its one block in `module`; the builder is disposed.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let kernel_type = LLVMGlobalGetValueType(kernel);
        let name = CString::new(format!("{}.sirius.fragment{index}", value_name(kernel))).expect("no NUL");
        let wrapper = LLVMAddFunction(module, name.as_ptr(), kernel_type);
        LLVMSetLinkage(wrapper, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
        let builder = LLVMCreateBuilderInContext(context);
        LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, wrapper, c"entry".as_ptr()));
        let mut arguments: Vec<LLVMValueRef> =
            (0..LLVMCountParams(wrapper)).map(|i| LLVMGetParam(wrapper, i)).collect();
        let call =
            LLVMBuildCall2(builder, kernel_type, kernel, arguments.as_mut_ptr(), arguments.len() as u32, c"".as_ptr());
        syncfuse_ir::add_attribute(context, call, LLVMAttributeFunctionIndex, "alwaysinline");
        LLVMBuildRetVoid(builder);
        LLVMDisposeBuilder(builder);
        wrapper
    }
}

/// The placement of the fragments' local buffers (`ascend_plan::place_local_buffers`), from
/// each kernel's highest local byte read with its launch's constants; a kernel that cannot
/// be read, or that turns a local pointer into an integer (it could come back relocated
/// twice), keeps its addresses.
///
/// # Safety
/// `device` must be a live LLVM module.
pub unsafe fn plan_local_buffers(
    device: LLVMModuleRef,
    plan: &AscendFusionPlan,
    target: &TargetDescription,
) -> LocalBufferPlan {
    let mut limits = Vec::new();
    for (index, fragment) in plan.fragments.iter().enumerate() {
        // SAFETY: lookups and reads in the live device module.
        let read = unsafe {
            defined_kernel(device, &fragment.kernel)
                .ok()
                .filter(|&kernel| !converts_local_pointers(kernel))
                .and_then(|kernel| local_buffer_limits(device, kernel, target, launch_constants(plan, fragment)).ok())
        };
        match read {
            Some(fragment_limits) => limits.push(fragment_limits),
            None => return LocalBufferPlan::unread(plan.fragments.len(), index),
        }
    }
    let first_cores: Vec<i64> = plan.fragments.iter().map(|f| f.first_core).collect();
    place_local_buffers(&limits, &first_cores, |space| target.capacity(space))
}

/// The work of one core of each fragment's launch (`syncfuse_ascend_sync::work`), read with
/// the launch's constants: the larger of its first and its last core's (a tail that only
/// the last core runs counts); a kernel that cannot be read costs nothing and one
/// assumption.
///
/// # Safety
/// `device` must be a live LLVM module.
pub unsafe fn fragment_work(
    device: LLVMModuleRef,
    plan: &AscendFusionPlan,
    target: &TargetDescription,
) -> Vec<CoreWork> {
    let work = |fragment: &AscendFragment| {
        let known = launch_constants(plan, fragment);
        // SAFETY: as the caller's.
        unsafe { kernel_work(device, &fragment.kernel, fragment.block_dim, known, target) }
    };
    plan.fragments.iter().map(work).collect()
}

/// The work of one core of a launch of `kernel` on `block_dim` cores with the symbols
/// `known` (`block_num`, constant `argN`), as `fragment_work` counts it.
///
/// # Safety
/// `device` must be a live LLVM module.
pub unsafe fn kernel_work(
    device: LLVMModuleRef,
    kernel: &str,
    block_dim: i64,
    known: BTreeMap<String, i64>,
    target: &TargetDescription,
) -> CoreWork {
    let unread = CoreWork { assumptions: 1, ..CoreWork::default() };
    // SAFETY: lookups and reads in the live device module.
    let read = unsafe {
        defined_kernel(device, kernel).ok().and_then(|kernel| {
            read_kernel(device, kernel, target, KernelReading { known, ..KernelReading::default() }).ok()
        })
    };
    let Some(read) = read else { return unread };
    let Ok(cfg) = CfgAnalysis::new(&read.kernel.succs()) else { return unread };
    let on_core = |core: i64| core_work(&read.kernel, &cfg, target, &|name| (name == "block_idx").then_some(core));
    on_core(0).max(&on_core(block_dim - 1))
}

/// The symbols a fragment's launch fixes: `block_num` and the integer arguments the host
/// passes as constants (`argN`).
fn launch_constants(plan: &AscendFusionPlan, fragment: &AscendFragment) -> BTreeMap<String, i64> {
    let mut known: BTreeMap<String, i64> = BTreeMap::from([("block_num".to_string(), fragment.block_dim)]);
    for (argument, &parameter) in fragment.parameters.iter().enumerate() {
        if let Some(value) = plan.parameters[parameter].constant {
            known.insert(format!("arg{argument}"), value);
        }
    }
    known
}

/// Does the function turn a pointer into a local buffer into an integer?
unsafe fn converts_local_pointers(function: LLVMValueRef) -> bool {
    // SAFETY: instructions and operand types of a live function.
    unsafe {
        function_instructions(function).into_iter().any(|instruction| {
            LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPtrToInt
                && local_space(LLVMTypeOf(LLVMGetOperand(instruction, 0))).is_some()
        })
    }
}

/// The local address space (UB, L1, L0A/B/C) of a pointer type, if it is one.
unsafe fn local_space(ty: LLVMTypeRef) -> Option<AddressSpace> {
    // SAFETY: type queries.
    unsafe {
        if LLVMGetTypeKind(ty) != llvm_sys::LLVMTypeKind::LLVMPointerTypeKind {
            return None;
        }
        AddressSpace::from_llvm(LLVMGetPointerAddressSpace(ty)).filter(|&space| space != AddressSpace::Gm)
    }
}

/// Moves every local address of a fragment copy up by its space's base: constant
/// addresses among the operands become `getelementptr i8, C, base`, and an address made
/// from an integer (`inttoptr`) gets the same GEP after it.
unsafe fn relocate_local_pointers(fragment: LLVMValueRef, bases: &BTreeMap<AddressSpace, i64>) {
    if bases.values().all(|&base| base == 0) {
        return;
    }
    // SAFETY: operands and instructions of a live function; the builder is disposed.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(fragment));
        let (byte, index) = (LLVMInt8TypeInContext(context), LLVMInt64TypeInContext(context));
        let base_of = |value: LLVMValueRef| {
            local_space(LLVMTypeOf(value)).and_then(|space| bases.get(&space).copied()).filter(|&b| b != 0)
        };
        let mut made_from_integers = Vec::new();
        for instruction in function_instructions(fragment) {
            let operands = LLVMGetNumOperands(instruction);
            let is_call = !LLVMIsACallInst(instruction).is_null();
            for position in 0..operands {
                let operand = LLVMGetOperand(instruction, position as u32);
                if (is_call && position + 1 == operands) || LLVMIsAConstant(operand).is_null() {
                    continue;
                }
                if let Some(base) = base_of(operand) {
                    let mut offset = [LLVMConstInt(index, base as u64, 0)];
                    LLVMSetOperand(instruction, position as u32, LLVMConstGEP2(byte, operand, offset.as_mut_ptr(), 1));
                }
            }
            if LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMIntToPtr {
                if let Some(base) = base_of(instruction) {
                    made_from_integers.push((instruction, base));
                }
            }
        }
        for (instruction, base) in made_from_integers {
            replace_with_derived(instruction, |builder| {
                let mut offset = [LLVMConstInt(index, base as u64, 0)];
                LLVMBuildGEP2(builder, byte, instruction, offset.as_mut_ptr(), 1, c"relocated".as_ptr())
            });
        }
    }
}

/// Every use of `value` (an instruction) becomes the value `derive` builds from it right
/// after it (its operand 0 is `value`).
pub(crate) unsafe fn replace_with_derived(value: LLVMValueRef, derive: impl FnOnce(LLVMBuilderRef) -> LLVMValueRef) {
    // SAFETY: a live instruction with a next one (a value is never a terminator); the
    // builder is disposed.
    unsafe {
        let builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(value)));
        LLVMPositionBuilderBefore(builder, LLVMGetNextInstruction(value));
        let derived = derive(builder);
        LLVMReplaceAllUsesWith(value, derived);
        LLVMSetOperand(derived, 0, value);
        LLVMDisposeBuilder(builder);
    }
}

/// Every `get_block_num()` of a fragment copy becomes the fragment's own blockDim.
pub(crate) unsafe fn replace_block_num(fragment: LLVMValueRef, block_dim: i64) {
    // SAFETY: instructions of a live function; each replaced call is erased after its uses.
    unsafe {
        for instruction in function_instructions(fragment) {
            if callee_name(instruction).is_some_and(|name| identifier(&name) == CORE_COUNT) {
                let value = LLVMConstInt(LLVMTypeOf(instruction), block_dim as u64, 1);
                LLVMReplaceAllUsesWith(instruction, value);
                LLVMInstructionEraseFromParent(instruction);
            }
        }
    }
}

/// Every `get_block_idx()` of a fragment copy becomes the core's index minus the
/// fragment's first core (a horizontal layout), so that it counts from 0 in the fragment.
pub(crate) unsafe fn rebase_block_idx(fragment: LLVMValueRef, first_core: i64) {
    if first_core == 0 {
        return;
    }
    // SAFETY: instructions of a live function.
    unsafe {
        let calls: Vec<LLVMValueRef> = function_instructions(fragment)
            .into_iter()
            .filter(|&i| callee_name(i).is_some_and(|name| identifier(&name) == CORE_INDEX))
            .collect();
        for call in calls {
            replace_with_derived(call, |builder| {
                let offset = LLVMConstInt(LLVMTypeOf(call), first_core as u64, 1);
                LLVMBuildNSWSub(builder, call, offset, c"fragment.core".as_ptr())
            });
        }
    }
}

/// Branches to a new block that runs the fragment (and the next ones on the same range)
/// only on its cores, `first_core <= core && core < first_core + block_dim` (signed
/// comparisons, which the affine recogniser reads as the ops' guards, so that `ascend-sync`
/// sees that fragments on disjoint core ranges never meet on one core); returns the block
/// after it, where the builder goes once the fragments are called.
unsafe fn guard_cores(
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    fused: LLVMValueRef,
    fragment: &AscendFragment,
    index: usize,
) -> LLVMBasicBlockRef {
    use llvm_sys::LLVMIntPredicate::{LLVMIntSGE, LLVMIntSLT};
    // SAFETY: blocks and instructions of the function being built.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let core_index = core_index_function(module);
        let core = LLVMBuildCall2(
            builder,
            LLVMGlobalGetValueType(core_index),
            core_index,
            std::ptr::null_mut(),
            0,
            c"core".as_ptr(),
        );
        let constant = |value: i64| LLVMConstInt(LLVMTypeOf(core), value as u64, 1);
        let end = fragment.first_core + fragment.block_dim;
        let mut inside = LLVMBuildICmp(builder, LLVMIntSLT, core, constant(end), c"".as_ptr());
        if fragment.first_core > 0 {
            let above = LLVMBuildICmp(builder, LLVMIntSGE, core, constant(fragment.first_core), c"".as_ptr());
            inside = LLVMBuildAnd(builder, above, inside, c"".as_ptr());
        }
        let run = CString::new(format!("fragment{index}")).expect("no NUL");
        let after = CString::new(format!("after.fragment{index}")).expect("no NUL");
        let run = LLVMAppendBasicBlockInContext(context, fused, run.as_ptr());
        let after = LLVMAppendBasicBlockInContext(context, fused, after.as_ptr());
        LLVMBuildCondBr(builder, inside, run, after);
        LLVMPositionBuilderAtEnd(builder, run);
        after
    }
}

/// The module's `get_block_idx` in whatever spelling the kernels use, else a declaration
/// of the plain C name (`i64 get_block_idx()`, ascend-target.md).
unsafe fn core_index_function(module: LLVMModuleRef) -> LLVMValueRef {
    // SAFETY: function list walk and a declaration in a live module.
    unsafe {
        let mut function = LLVMGetFirstFunction(module);
        while !function.is_null() {
            if identifier(&value_name(function)) == CORE_INDEX {
                return function;
            }
            function = LLVMGetNextFunction(function);
        }
        let context = LLVMGetModuleContext(module);
        let function_type = LLVMFunctionType(LLVMInt64TypeInContext(context), std::ptr::null_mut(), 0, 0);
        LLVMAddFunction(module, c"get_block_idx".as_ptr(), function_type)
    }
}

/// The kernel function `name`, defined in `module`.
unsafe fn defined_kernel(module: LLVMModuleRef, name: &str) -> Result<LLVMValueRef, AscendFusionReject> {
    // SAFETY: a lookup in a live module.
    unsafe { syncfuse_ir::defined_function(module, name) }.ok_or_else(|| AscendFusionReject::MissingKernel(name.into()))
}

/// The LLVM type of each fused parameter, the same for every kernel parameter it carries.
unsafe fn parameter_types(
    plan: &AscendFusionPlan,
    kernels: &[LLVMValueRef],
) -> Result<Vec<LLVMTypeRef>, AscendFusionReject> {
    // SAFETY: parameter queries on defined functions.
    let type_of = |fragment: usize, index: usize| unsafe { LLVMTypeOf(LLVMGetParam(kernels[fragment], index as u32)) };
    let types: Vec<LLVMTypeRef> = plan.parameters.iter().map(|p| type_of(p.fragment, p.index)).collect();
    for (fragment, own) in plan.fragments.iter().enumerate() {
        // SAFETY: parameter count of a defined function.
        if own.parameters.len() != unsafe { LLVMCountParams(kernels[fragment]) } as usize {
            return Err(AscendFusionReject::ParameterTypes { kernel: own.kernel.clone(), index: own.parameters.len() });
        }
        for (index, &parameter) in own.parameters.iter().enumerate() {
            if type_of(fragment, index) != types[parameter] {
                return Err(AscendFusionReject::ParameterTypes { kernel: own.kernel.clone(), index });
            }
        }
    }
    Ok(types)
}

fn verify(module: LLVMModuleRef) -> Result<(), AscendFusionReject> {
    // SAFETY: callers pass the live module they edited.
    unsafe { syncfuse_ir::verify_module(module) }.map_err(AscendFusionReject::Verifier)
}

/// Applies `plan`: checks the host side, generates the fused kernel in `device`
/// (`generate_fused_ascend_kernel`), then replaces `launches` (one per fragment of the
/// plan, in the plan's order, which a horizontal layout sorts by core range) by one
/// `rtKernelLaunch` of it at the place of the last of them in program order (declared in
/// `host` when the modules differ) and returns that launch. A refused check edits neither
/// module.
///
/// # Safety
/// the handles must be live; `launches` are calls of `host`, none erased yet.
pub unsafe fn fuse_ascend_launches(
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    plan: &AscendFusionPlan,
    local_buffers: &LocalBufferPlan,
    launches: &[ReplacedLaunch],
) -> Result<LLVMValueRef, AscendFusionReject> {
    // SAFETY: queries, then edits on live instructions of `host` and `device`.
    unsafe {
        // The fragments' order is the plan's (by core range), the host's is program order.
        let last_index =
            (0..plan.fragments.len()).max_by_key(|&k| plan.fragments[k].statement).expect("a fusion replaces launches");
        let last = launches[last_index].call;
        let function = LLVMGetBasicBlockParent(LLVMGetInstructionParent(last));
        let mut values = ValueReader::new(host, function, SymbolEnvironment::default());
        let mut replaced: Vec<LaunchSetup> = Vec::new();
        for launch in launches {
            let form = || AscendFusionReject::LaunchForm { statement: launch.name.clone() };
            if LLVMGetBasicBlockParent(LLVMGetInstructionParent(launch.call)) != function {
                return Err(AscendFusionReject::Streams);
            }
            let setup = launch_setup(&mut values, function, launch.call).ok_or_else(form)?;
            if setup.block_dim.is_none() {
                return Err(form());
            }
            replaced.push(setup);
        }
        let last_stream = replaced[last_index].stream.expect("checked: configured");
        for (launch, setup) in launches.iter().zip(&replaced) {
            if !setup.stream.is_some_and(|stream| same_stream(stream, last_stream)) {
                return Err(AscendFusionReject::Streams);
            }
            if !values.dominates(values.block_of(setup.calls[0]), values.block_of(last)) {
                return Err(AscendFusionReject::NotDominating { statement: launch.name.clone() });
            }
        }
        for parameter in &plan.parameters {
            if !replaced[parameter.fragment].slots.contains_key(&(parameter.index as u64)) {
                let statement = launches[parameter.fragment].name.clone();
                return Err(AscendFusionReject::SlotUnknown { statement, index: parameter.index });
            }
        }
        let fused = host_declaration(host, generate_fused_ascend_kernel(device, plan, local_buffers)?)?;
        let launch = emit_launch(host, function, plan, &replaced, &replaced[last_index], fused);
        for old in &replaced {
            for &call in &old.calls {
                let is_last_launch = call == last;
                let status = if is_last_launch { launch } else { LLVMConstInt(LLVMTypeOf(call), 0, 0) };
                LLVMReplaceAllUsesWith(call, status);
                LLVMInstructionEraseFromParent(call);
            }
        }
        verify(host)?;
        Ok(launch)
    }
}

/// Are two stream operands the same stream: the same value, or loads of one variable that
/// only `aclrtCreateStream` writes?
unsafe fn same_stream(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    if a == b {
        return true;
    }
    // SAFETY: kind and operand queries.
    unsafe {
        let loaded = |v: LLVMValueRef| (!LLVMIsALoadInst(v).is_null()).then(|| LLVMGetOperand(v, 0));
        let (Some(x), Some(y)) = (loaded(a), loaded(b)) else { return false };
        x == y && written_only_by_stream_creation(x)
    }
}

unsafe fn written_only_by_stream_creation(variable: LLVMValueRef) -> bool {
    // SAFETY: use-list walk of a live value.
    unsafe {
        let mut using = LLVMGetFirstUse(variable);
        while !using.is_null() {
            let user = LLVMGetUser(using);
            let fine = !LLVMIsALoadInst(user).is_null()
                || callee_name(user).is_some_and(|name| {
                    name.starts_with("llvm.lifetime.")
                        || HostRuntimeCall::from_name(&name) == Some(HostRuntimeCall::CreateStream)
                });
            if !fine {
                return false;
            }
            using = LLVMGetNextUse(using);
        }
        true
    }
}

/// The host's `rtKernelLaunch`, declared as ascend-host.md has it when the host launches
/// only through `rtLaunch`.
unsafe fn kernel_launch_function(host: LLVMModuleRef) -> LLVMValueRef {
    // SAFETY: lookup and declaration in a live module.
    unsafe {
        let existing = LLVMGetNamedFunction(host, c"rtKernelLaunch".as_ptr());
        if !existing.is_null() {
            return existing;
        }
        let context = LLVMGetModuleContext(host);
        let (i32_type, pointer) = (LLVMInt32TypeInContext(context), LLVMPointerTypeInContext(context, 0));
        let mut parameters = [pointer, i32_type, pointer, i32_type, pointer, pointer];
        let function_type = LLVMFunctionType(i32_type, parameters.as_mut_ptr(), 6, 0);
        LLVMAddFunction(host, c"rtKernelLaunch".as_ptr(), function_type)
    }
}

/// `fused` as the host module sees it: itself, or a declaration of the same type built in
/// the host's context (a device module read apart has its own).
unsafe fn host_declaration(host: LLVMModuleRef, fused: LLVMValueRef) -> Result<LLVMValueRef, AscendFusionReject> {
    // SAFETY: module and type queries on live values.
    unsafe {
        if LLVMGetGlobalParent(fused) == host {
            return Ok(fused);
        }
        let name = value_name(fused);
        let ty = syncfuse_ir::type_in_context(LLVMGlobalGetValueType(fused), LLVMGetModuleContext(host))
            .ok_or_else(|| AscendFusionReject::UndeclarableKernel(name.clone()))?;
        let c_name = CString::new(name).expect("symbol names have no NUL");
        Ok(LLVMAddFunction(host, c_name.as_ptr(), ty))
    }
}

/// The new slot array (in the entry block), its values and the launch on the plan's
/// blockDim, before the last replaced launch (`last_setup`), with its debug location.
unsafe fn emit_launch(
    host: LLVMModuleRef,
    function: LLVMValueRef,
    plan: &AscendFusionPlan,
    replaced: &[LaunchSetup],
    last_setup: &LaunchSetup,
    fused: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: builder positioned in live blocks of `function`; disposed at the end.
    unsafe {
        let context = LLVMGetModuleContext(host);
        let builder = LLVMCreateBuilderInContext(context);
        let i64_type = LLVMInt64TypeInContext(context);
        let slot_count = plan.parameters.len() as u64;
        let array_type = LLVMArrayType(i64_type, slot_count as u32);
        let entry = LLVMGetEntryBasicBlock(function);
        LLVMPositionBuilder(builder, entry, LLVMGetFirstInstruction(entry));
        let array = LLVMBuildAlloca(builder, array_type, c"sirius.args".as_ptr());
        LLVMSetAlignment(array, ARGUMENT_SLOT_BYTES as u32);
        // Allocation out-pointers are loaded where their launch read them.
        let mut loaded: HashMap<(usize, u64), LLVMValueRef> = HashMap::new();
        for (index, parameter) in plan.parameters.iter().enumerate() {
            let slot = parameter.index as u64;
            if let Some(&(SlotValue::Allocated { slot: out }, read_at)) = replaced[parameter.fragment].slots.get(&slot)
            {
                LLVMPositionBuilderBefore(builder, read_at);
                let pointer = LLVMBuildLoad2(builder, LLVMPointerTypeInContext(context, 0), out, c"".as_ptr());
                loaded.insert((index, slot), pointer);
            }
        }
        let last = *last_setup.calls.last().expect("a setup ends with its launch");
        LLVMPositionBuilderBefore(builder, last);
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(last));
        for (index, parameter) in plan.parameters.iter().enumerate() {
            let slot = parameter.index as u64;
            let value = match replaced[parameter.fragment].slots[&slot].0 {
                SlotValue::Stored(value) => value,
                SlotValue::Allocated { .. } => loaded[&(index, slot)],
            };
            let mut indices = [LLVMConstInt(i64_type, 0, 0), LLVMConstInt(i64_type, index as u64, 0)];
            let address = LLVMBuildInBoundsGEP2(builder, array_type, array, indices.as_mut_ptr(), 2, c"".as_ptr());
            LLVMBuildStore(builder, LLVMConstInt(i64_type, 0, 0), address);
            LLVMBuildStore(builder, value, address);
        }
        let kernel_launch = kernel_launch_function(host);
        let i32_type = LLVMInt32TypeInContext(context);
        let size = LLVMConstInt(i32_type, slot_count * ARGUMENT_SLOT_BYTES, 0);
        let block_dim = LLVMConstInt(i32_type, plan.block_dim as u64, 0);
        let null = LLVMConstPointerNull(LLVMPointerTypeInContext(context, 0));
        let sm_desc = last_setup.sm_desc.unwrap_or(null);
        let stream = last_setup.stream.expect("checked: configured");
        let mut arguments = [fused, block_dim, array, size, sm_desc, stream];
        let (callee, callee_type) = (kernel_launch, LLVMGlobalGetValueType(kernel_launch));
        let launch = LLVMBuildCall2(builder, callee_type, callee, arguments.as_mut_ptr(), 6, c"".as_ptr());
        LLVMDisposeBuilder(builder);
        launch
    }
}
