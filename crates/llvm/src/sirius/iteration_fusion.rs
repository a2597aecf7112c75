//! LLVM adapter: a host loop's iterations fused into one launch per launch site
//! (`syncfuse_sirius::fusion::iteration_fusion::IteratedLoop`), CUDA.
//!
//! Device side (`iterated_kernel`): a copy of the kernel (LLVM's inliner copies the body)
//! whose block `z` runs iteration `z / d` as block `z mod d` (`d` the original grid's
//! depth): its reads of `blockIdx.z` become `z mod d`, of `gridDim.z` the constant `d`,
//! and each varying parameter becomes `parameter + step * iteration` (a pointer moves by
//! `step` bytes). The copy takes the original's parameters, so the first iteration's
//! arguments are what the host passes.
//!
//! Host side (`rewrite_loop`): the loop's launches run in its first iteration only, each
//! on a grid `trip count` times as deep and naming the copy. A flag (an `alloca` set before
//! the loop, cleared at the first launch's configuration) guards every launch: its
//! `__cudaPushCallConfiguration` becomes a call of `syncfuse.push_in_first_iteration`,
//! which pushes only when the flag is set and otherwise reports failure (1), so clang's
//! launch branch is not taken and no configuration is left pushed; LLVM's always-inliner
//! then puts the push under that branch, where the readers find it again. Invariant: the
//! host is edited only after every launch was found, runs in every iteration after the
//! first launch, and its configuration, stream and unread arguments are the same in every
//! iteration; both modules verify afterwards.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::cuda_reader::{launch_arguments, push_call_of};
use crate::host_loop::HostLoop;
use crate::sirius::codegen::{copy_kernel, mark_as_kernel, CodegenReject};
use crate::sirius::host_rewrite::{declared, function_type, host_function, stub_like, HostRewriteReject, Written};
use crate::sirius::pass_pipeline::run_passes;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAttributeFunctionIndex, LLVMLinkage, LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;
use syncfuse_hardware::cuda::{Axis, SpecialRegister, SpecialRegisterKind};
use syncfuse_ir::{add_attribute, callee_name, function_instructions, OwnedBuilder};
use syncfuse_sirius::fusion::iteration_fusion::{IteratedLaunch, IteratedLoop};
use syncfuse_sirius::model::program::{HostProgram, StatementId};

/// The name of the copy of `launch`'s kernel that runs every iteration of loop `index`.
pub fn iterated_kernel_name(launch: &IteratedLaunch, index: usize) -> String {
    format!("{}.iterations{index}", launch.kernel)
}

/// Makes `name`, the copy of `launch`'s kernel that runs `trip_count` iterations in one
/// grid (module doc).
///
/// # Safety
/// `module` must be a live LLVM module (the device module), kept alive and not used
/// elsewhere for the call.
pub unsafe fn iterated_kernel(module: LLVMModuleRef, launch: &IteratedLaunch, name: &str) -> Result<(), CodegenReject> {
    // SAFETY: every handle comes from `module`.
    unsafe {
        let kernel = syncfuse_ir::defined_function(module, &launch.kernel)
            .ok_or_else(|| CodegenReject::MissingKernel(launch.kernel.clone()))?;
        if syncfuse_ir::defined_function(module, name).is_some() {
            return Err(CodegenReject::NameTaken(name.into()));
        }
        let copy = copy_kernel(module, kernel, name);
        run_passes(module, "always-inline")?;
        if let Some(callee) = called_function(copy) {
            LLVMDeleteFunction(copy);
            return Err(CodegenReject::CallsFunction { kernel: launch.kernel.clone(), callee });
        }
        let context = LLVMGetModuleContext(module);
        let i32_type = LLVMInt32TypeInContext(context);
        let builder = OwnedBuilder::new(context);
        LLVMPositionBuilderBefore(builder.raw, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(copy)));
        let depth = LLVMConstInt(i32_type, launch.grid_depth.into(), 0);
        let z_register = SpecialRegister { kind: SpecialRegisterKind::BlockIndex, axis: Axis::Z };
        let replaced: Vec<(LLVMValueRef, SpecialRegisterKind)> = function_instructions(copy)
            .into_iter()
            .filter_map(|instruction| {
                let register = callee_name(instruction).and_then(|name| SpecialRegister::from_intrinsic(&name))?;
                let remapped =
                    matches!(register.kind, SpecialRegisterKind::BlockIndex | SpecialRegisterKind::GridExtent);
                (register.axis == Axis::Z && remapped).then_some((instruction, register.kind))
            })
            .collect();
        let read_type = function_type(i32_type, &[]);
        let read = declared(module, &z_register.intrinsic(), read_type);
        let z = LLVMBuildCall2(builder.raw, read_type, read, std::ptr::null_mut(), 0, c"z".as_ptr());
        let iteration = LLVMBuildUDiv(builder.raw, z, depth, c"iteration".as_ptr());
        let block_z = LLVMBuildURem(builder.raw, z, depth, c"block.z".as_ptr());
        for varying in &launch.varying {
            let parameter = LLVMGetParam(copy, varying.index as u32);
            let moved = advanced(builder.raw, parameter, iteration, varying.step);
            LLVMReplaceAllUsesWith(parameter, moved);
            LLVMSetOperand(moved, 0, parameter);
        }
        // The builder may stand before one of the reads erased here.
        drop(builder);
        for (instruction, kind) in replaced {
            let value = if kind == SpecialRegisterKind::BlockIndex { block_z } else { depth };
            LLVMReplaceAllUsesWith(instruction, value);
            LLVMInstructionEraseFromParent(instruction);
        }
        mark_as_kernel(module, copy);
        syncfuse_ir::verify_module(module).map_err(CodegenReject::Verifier)
    }
}

/// `parameter + step * iteration` (an integer of the parameter's width), or `parameter`
/// moved by `step * iteration` bytes (a pointer); the parameter is operand 0.
unsafe fn advanced(
    builder: LLVMBuilderRef,
    parameter: LLVMValueRef,
    iteration: LLVMValueRef,
    step: i64,
) -> LLVMValueRef {
    // SAFETY: instructions built in the parameter's function.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(parameter));
        let pointer = LLVMGetTypeKind(LLVMTypeOf(parameter)) == LLVMTypeKind::LLVMPointerTypeKind;
        let width = if pointer { LLVMInt64TypeInContext(context) } else { LLVMTypeOf(parameter) };
        let iteration = LLVMBuildZExtOrBitCast(builder, iteration, width, c"".as_ptr());
        let offset = LLVMBuildMul(builder, iteration, LLVMConstInt(width, step as u64, 1), c"".as_ptr());
        if pointer {
            let mut indices = [offset];
            let byte = LLVMInt8TypeInContext(context);
            LLVMBuildGEP2(builder, byte, parameter, indices.as_mut_ptr(), 1, c"iteration.pointer".as_ptr())
        } else {
            LLVMBuildAdd(builder, parameter, offset, c"iteration.argument".as_ptr())
        }
    }
}

/// The first function with a body that `function` calls (its special-register reads
/// would not be renumbered).
unsafe fn called_function(function: LLVMValueRef) -> Option<String> {
    // SAFETY: opcode and callee queries on live instructions.
    unsafe {
        function_instructions(function).into_iter().find_map(|instruction| {
            if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
                return None;
            }
            let callee = LLVMGetCalledValue(instruction);
            let defined = !LLVMIsAFunction(callee).is_null() && LLVMIsDeclaration(callee) == 0;
            let indirect = LLVMIsAFunction(callee).is_null() && LLVMIsAInlineAsm(callee).is_null();
            (defined || indirect).then(|| callee_name(instruction).unwrap_or_else(|| "a function pointer".into()))
        })
    }
}

/// One launch of the loop in the host IR.
struct LoopLaunch {
    push: LLVMValueRef,
    launch: LLVMValueRef,
}

/// Runs the loop's launches in its first iteration only, each `trip_count` times as deep
/// on the copy `kernels[i]` of its kernel (module doc); returns the launches, in body
/// order.
///
/// # Safety
/// `module` must be the live host module, kept alive and not used elsewhere for the call;
/// `launches` found by `host_rewrite::launch_instructions` before any rewrite.
pub unsafe fn rewrite_loop(
    module: LLVMModuleRef,
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    iterated: &IteratedLoop,
    kernels: &[String],
) -> Result<Vec<LLVMValueRef>, HostRewriteReject> {
    // SAFETY: every handle belongs to `module`.
    unsafe {
        let function = host_function(module, program, &iterated.function)?;
        let values = ValueReader::new(module, function, SymbolEnvironment::default());
        let mut sites = Vec::with_capacity(iterated.launches.len());
        for launch in &iterated.launches {
            let name = &program.statements[launch.statement].name;
            let call = *launches.get(&launch.statement).ok_or_else(|| HostRewriteReject::LaunchMoved(name.clone()))?;
            let push = push_call_of(&values, function, call)
                .ok_or_else(|| HostRewriteReject::NoConfiguration(name.clone()))?;
            sites.push(LoopLaunch { push, launch: call });
        }
        let host_loop = HostLoop::find(function, &iterated.counter)?;
        let pushes: Vec<LLVMValueRef> = sites.iter().map(|site| site.push).collect();
        let calls: Vec<LLVMValueRef> = sites.iter().map(|site| site.launch).collect();
        host_loop.check_body(&iterated.counter, &pushes, &calls)?;
        host_loop.check_every_iteration(&iterated.counter, &pushes)?;
        for (launch, site) in iterated.launches.iter().zip(&sites) {
            check_every_iteration_alike(&host_loop, program, launch, site, function)?;
        }
        // Nothing is edited before this point.
        let context = LLVMGetModuleContext(module);
        let i1_type = LLVMInt1TypeInContext(context);
        let builder = OwnedBuilder::new(context);
        LLVMPositionBuilderBefore(builder.raw, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(function)));
        let flag = LLVMBuildAlloca(builder.raw, i1_type, c"syncfuse.first.iteration".as_ptr());
        let preheader = host_loop.function_cfg.blocks[host_loop.preheader];
        LLVMPositionBuilderBefore(builder.raw, LLVMGetBasicBlockTerminator(preheader));
        LLVMBuildStore(builder.raw, LLVMConstInt(i1_type, 1, 0), flag);
        LLVMPositionBuilderBefore(builder.raw, sites[0].push);
        let first = LLVMBuildLoad2(builder.raw, i1_type, flag, c"first".as_ptr());
        LLVMBuildStore(builder.raw, LLVMConstInt(i1_type, 0, 0), flag);
        let guarded_push = push_in_first_iteration(module);
        for (site, kernel) in sites.iter().zip(kernels) {
            LLVMPositionBuilderBefore(builder.raw, site.push);
            let mut operands: Vec<LLVMValueRef> =
                std::iter::once(first).chain((0..6).map(|operand| LLVMGetOperand(site.push, operand))).collect();
            let times = LLVMConstInt(LLVMTypeOf(operands[2]), iterated.trip_count.into(), 0);
            operands[2] = LLVMBuildMul(builder.raw, operands[2], times, c"iterations.z".as_ptr());
            let ty = LLVMGlobalGetValueType(guarded_push);
            let call = LLVMBuildCall2(builder.raw, ty, guarded_push, operands.as_mut_ptr(), 7, c"".as_ptr());
            add_attribute(context, call, LLVMAttributeFunctionIndex, "alwaysinline");
            LLVMReplaceAllUsesWith(site.push, call);
            LLVMInstructionEraseFromParent(site.push);
            let (stub, operand) = stub_like(module, site.launch, kernel);
            LLVMSetOperand(site.launch, operand, stub);
        }
        drop(builder);
        Ok(sites.iter().map(|site| site.launch).collect())
    }
}

/// After every loop's rewrite: LLVM's always-inliner puts each guarded push under its
/// branch, and the guard function goes.
///
/// # Safety
/// `module` must be the live host module, kept alive and not used elsewhere for the call.
pub unsafe fn inline_guarded_pushes(module: LLVMModuleRef) -> Result<(), CodegenReject> {
    // SAFETY: `module` is live; the guard is deleted only when nothing calls it.
    unsafe {
        run_passes(module, "always-inline")?;
        let guard = syncfuse_ir::named_function(module, PUSH_IN_FIRST_ITERATION);
        if !guard.is_null() && LLVMGetFirstUse(guard).is_null() {
            LLVMDeleteFunction(guard);
        }
        Ok(())
    }
}

/// Whether a launch's configuration (grid, block, shared bytes, stream) and the arguments
/// the UAR does not read are the same in every iteration: values from outside the loop,
/// or loads of a variable nothing in the loop may write (`host_rewrite::Written`, as the
/// fused launch's recomputed loads).
unsafe fn check_every_iteration_alike(
    host_loop: &HostLoop,
    program: &HostProgram,
    launch: &IteratedLaunch,
    site: &LoopLaunch,
    function: LLVMValueRef,
) -> Result<(), HostRewriteReject> {
    let name = &program.statements[launch.statement].name;
    let blocks = &host_loop.function_cfg.blocks;
    // SAFETY: operand queries on live calls of the loop's function.
    unsafe {
        let written =
            Written::by(host_loop.natural().body.iter().flat_map(|&block| syncfuse_ir::instructions(blocks[block])));
        let same = |value| host_loop.defined_outside(value) || written.leaves_alone(value);
        let arguments =
            launch_arguments(function, site.launch).ok_or_else(|| HostRewriteReject::UnreadArgument(name.clone()))?;
        let configuration =
            (0..6).map(|operand| (format!("configuration operand {operand}"), LLVMGetOperand(site.push, operand)));
        let unread =
            launch.unread.iter().filter_map(|&index| arguments.get(index).map(|&v| (format!("argument {index}"), v)));
        for (what, value) in configuration.chain(unread) {
            if !same(value) {
                return Err(HostRewriteReject::VariesWithIteration { statement: name.clone(), value: what });
            }
        }
    }
    Ok(())
}

const PUSH_IN_FIRST_ITERATION: &str = "syncfuse.push_in_first_iteration";

/// `i32 syncfuse.push_in_first_iteration(i1 first, grid, grid z, block, block z, shared,
/// stream)`: `__cudaPushCallConfiguration(...)` when `first`, else 1 (failure).
unsafe fn push_in_first_iteration(module: LLVMModuleRef) -> LLVMValueRef {
    // SAFETY: functions and blocks built in `module`.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let (i1_type, i32_type, i64_type) =
            (LLVMInt1TypeInContext(context), LLVMInt32TypeInContext(context), LLVMInt64TypeInContext(context));
        let pointer = LLVMPointerTypeInContext(context, 0);
        let push_parameters = [i64_type, i32_type, i64_type, i32_type, i64_type, pointer];
        let push_type = function_type(i32_type, &push_parameters);
        let push = declared(module, "__cudaPushCallConfiguration", push_type);
        let parameters: Vec<LLVMTypeRef> = std::iter::once(i1_type).chain(push_parameters).collect();
        let guarded = declared(module, PUSH_IN_FIRST_ITERATION, function_type(i32_type, &parameters));
        if LLVMCountBasicBlocks(guarded) > 0 {
            return guarded;
        }
        LLVMSetLinkage(guarded, LLVMLinkage::LLVMInternalLinkage);
        let entry = LLVMAppendBasicBlockInContext(context, guarded, c"entry".as_ptr());
        let pushes = LLVMAppendBasicBlockInContext(context, guarded, c"push".as_ptr());
        let skips = LLVMAppendBasicBlockInContext(context, guarded, c"skip".as_ptr());
        let builder = OwnedBuilder::new(context);
        LLVMPositionBuilderAtEnd(builder.raw, entry);
        LLVMBuildCondBr(builder.raw, LLVMGetParam(guarded, 0), pushes, skips);
        LLVMPositionBuilderAtEnd(builder.raw, pushes);
        let mut arguments: Vec<LLVMValueRef> = (1..7).map(|i| LLVMGetParam(guarded, i)).collect();
        let pushed = LLVMBuildCall2(builder.raw, push_type, push, arguments.as_mut_ptr(), 6, c"".as_ptr());
        LLVMBuildRet(builder.raw, pushed);
        LLVMPositionBuilderAtEnd(builder.raw, skips);
        LLVMBuildRet(builder.raw, LLVMConstInt(i32_type, 1, 0));
        guarded
    }
}
