//! LLVM adapter, device side of graph split (`syncfuse_sirius::streams::graph_split`): one copy of a
//! kernel per part of a split launch (`streams` names them `<kernel>_split<region>_<launch>_part<k>`) that runs blocks
//! `offset..offset + blocks` of the original grid along the split axis while launched
//! with a grid of `blocks` along it. In the copy (made by LLVM's inliner from a one-call
//! wrapper) every read of the block index along the axis becomes `index + offset` and
//! every read of the grid extent along it the original extent: CUDA `blockIdx`/`gridDim`
//! (`llvm.nvvm.read.ptx.sreg.ctaid/nctaid`), Ascend `get_block_idx()`/`get_block_num()`.
//! A part launch thus runs exactly the threads of those blocks of the original launch,
//! with the values they had.
//!
//! Invariant: a copy is kept only when, after inlining, it calls no function with a body
//! (such a function could read the block index unchanged); otherwise every copy made for
//! the kernel is deleted and the reason returned. The original kernel is untouched; the
//! module passes the verifier afterwards.

use crate::sirius::ascend_fusion::{rebase_block_idx, replace_block_num, replace_with_derived};
use crate::sirius::codegen::{copy_kernel, mark_as_kernel, CodegenReject};
use crate::sirius::pass_pipeline::run_passes;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use syncfuse_hardware::cuda::{Axis, SpecialRegister, SpecialRegisterKind};
use syncfuse_ir::{callee_name, function_instructions, named_function, value_name};
use syncfuse_sirius::model::program::Platform;
use syncfuse_sirius::streams::stream_schedule::LaunchPart;
use thiserror::Error;

/// Why a kernel has no part copies, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SplitKernelReject {
    #[error("kernel {0} is not defined in the device module")]
    MissingKernel(String),
    #[error("a function named {0} already exists")]
    NameTaken(String),
    #[error("kernel {kernel} calls {callee}, which may read the block index the split changes")]
    CallsFunction { kernel: String, callee: String },
    #[error(transparent)]
    Codegen(#[from] CodegenReject),
}

/// The copy of `kernel` that runs `part` along `axis` of a launch with `extent` blocks
/// along it, named `<name>_part<k>` (`name` unique to the launch and without dots: PTX
/// identifiers cannot hold them).
pub struct PartCopy<'a> {
    pub kernel: &'a str,
    pub name: String,
    pub axis: Axis,
    pub extent: u64,
    pub part: LaunchPart,
}

impl PartCopy<'_> {
    pub fn name(&self) -> String {
        format!("{}_part{}", self.name, self.part.part)
    }
}

/// Defines the copies `launches` (per launch, the copies of its kernel for its parts) in
/// `module`; returns their names in the same shape. Nothing is left in the module when a
/// kernel is refused.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn define_part_copies(
    module: LLVMModuleRef,
    platform: Platform,
    launches: &[Vec<PartCopy<'_>>],
) -> Result<Vec<Vec<String>>, SplitKernelReject> {
    let names: Vec<Vec<String>> = launches.iter().map(|parts| parts.iter().map(PartCopy::name).collect()).collect();
    for (parts, names) in launches.iter().zip(&names) {
        let Some(first) = parts.first() else { continue };
        let original = named_function(module, first.kernel);
        if original.is_null() || LLVMCountBasicBlocks(original) == 0 {
            return Err(SplitKernelReject::MissingKernel(first.kernel.to_string()));
        }
        if let Some(taken) = names.iter().find(|name| !named_function(module, name).is_null()) {
            return Err(SplitKernelReject::NameTaken(taken.clone()));
        }
    }
    let copies: Vec<Vec<LLVMValueRef>> = (launches.iter().zip(&names))
        .map(|(parts, names)| {
            let original = parts.first().map(|first| named_function(module, first.kernel));
            names.iter().map(|name| copy_kernel(module, original.expect("a part per name"), name)).collect()
        })
        .collect();
    let inlined = run_passes(module, "always-inline").map_err(|failed| SplitKernelReject::Codegen(failed.into()));
    let refused = inlined.err().or_else(|| {
        (launches.iter().zip(&copies)).find_map(|(parts, copies)| {
            let callee = called_definition(*copies.first()?)?;
            Some(SplitKernelReject::CallsFunction { kernel: parts[0].kernel.to_string(), callee })
        })
    });
    if let Some(reason) = refused {
        copies.iter().flatten().for_each(|&copy| LLVMDeleteFunction(copy));
        return Err(reason);
    }
    for (&copy, part) in copies.iter().flatten().zip(launches.iter().flatten()) {
        match platform {
            Platform::Cuda => {
                mark_as_kernel(module, copy);
                offset_grid(copy, part);
            }
            Platform::Ascend => {
                rebase_block_idx(copy, -(part.part.offset as i64));
                replace_block_num(copy, part.extent as i64);
            }
        }
    }
    syncfuse_ir::verify_module(module).map_err(|e| SplitKernelReject::Codegen(CodegenReject::Verifier(e)))?;
    Ok(names)
}

/// The first function with a body that `function` calls, if any.
unsafe fn called_definition(function: LLVMValueRef) -> Option<String> {
    function_instructions(function).into_iter().find_map(|instruction| {
        if LLVMIsACallInst(instruction).is_null() {
            return None;
        }
        let callee = LLVMGetCalledValue(instruction);
        let defined = !LLVMIsAFunction(callee).is_null() && LLVMIsDeclaration(callee) == 0;
        defined.then(|| value_name(callee))
    })
}

/// CUDA: `blockIdx.<axis>` becomes `blockIdx.<axis> + offset`, `gridDim.<axis>` the extent.
unsafe fn offset_grid(copy: LLVMValueRef, part: &PartCopy<'_>) {
    for instruction in function_instructions(copy) {
        let Some(register) = callee_name(instruction).and_then(|name| SpecialRegister::from_intrinsic(&name)) else {
            continue;
        };
        if register.axis != part.axis {
            continue;
        }
        let constant = |value: u64| LLVMConstInt(LLVMTypeOf(instruction), value, 0);
        match register.kind {
            SpecialRegisterKind::BlockIndex if part.part.offset > 0 => {
                replace_with_derived(instruction, |builder| {
                    LLVMBuildNUWAdd(builder, instruction, constant(part.part.offset), c"split.block".as_ptr())
                });
            }
            SpecialRegisterKind::GridExtent => {
                LLVMReplaceAllUsesWith(instruction, constant(part.extent));
                LLVMInstructionEraseFromParent(instruction);
            }
            _ => {}
        }
    }
}
