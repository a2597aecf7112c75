//! LLVM adapter, writing side: applies a synchronised `Kernel` back to the function it
//! was read from.
//!
//! Split-edge blocks become new basic blocks (terminator successors redirected, phis of
//! the target rebuilt with the new predecessor). Inserted syncs become calls of the HIVM
//! intrinsics. Between two anchors (an op or an input sync, which already are
//! instructions) the inserted syncs keep their order as one run: the part before the
//! run's first wait goes right after the earlier anchor (sets as early as possible), the
//! rest right before the later anchor (waits as late as possible). Invariant: only pure
//! scalar instructions lie between an anchor and a sync, so this placement is the order
//! of the plain-data kernel. Each inserted call carries the debug location of the anchor it
//! is placed against (the earlier one for the early part, the later one for the rest; the
//! other when that one has none), so `-g` builds see where a sync comes from.

use crate::reader::ReadKernel;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::HashMap;
use std::ffi::CString;
use syncfuse_ascend_sync::model::{BlockId, BlockOrigin, Item, Kernel, OpId, SyncKind, SyncReason};
use syncfuse_hardware::ascend::PIPE_ALL_NUMBER;
use syncfuse_hardware::ascend::{BARRIER, SET_FLAG, WAIT_FLAG};

/// Writes `kernel` (the synchronised form of `read`) into the function.
///
/// # Safety
/// `module` must be a live LLVM module and `function` one of its functions, neither used elsewhere for the call.
pub unsafe fn apply(module: LLVMModuleRef, function: LLVMValueRef, read: &ReadKernel, kernel: &Kernel) {
    // SAFETY: all handles come from the module being edited; the builder is disposed.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let builder = LLVMCreateBuilderInContext(context);
        let mut blocks = read.blocks.clone();
        for block in &kernel.blocks[BlockId(read.blocks.len())..] {
            if let BlockOrigin::SplitEdge { from, to } = block.origin {
                let new = split_edge(context, builder, function, blocks[from], blocks[to], &block.name);
                blocks.push(new);
            }
        }
        let anchors = anchor_instructions(read);
        for (index, block) in kernel.blocks.iter_enumerated() {
            emit_block(module, builder, blocks[index], &block.items, kernel, &anchors);
        }
        LLVMDisposeBuilder(builder);
    }
}

/// The instruction of every op and input sync.
fn anchor_instructions(read: &ReadKernel) -> HashMap<Item, LLVMValueRef> {
    let mut anchors: HashMap<Item, LLVMValueRef> =
        read.ops.iter().enumerate().map(|(op, &i)| (Item::Op(OpId(op)), i)).collect();
    for (&sync, &instruction) in &read.input_syncs {
        anchors.insert(Item::Sync(sync), instruction);
    }
    anchors
}

unsafe fn split_edge(
    context: LLVMContextRef,
    builder: LLVMBuilderRef,
    function: LLVMValueRef,
    from: LLVMBasicBlockRef,
    to: LLVMBasicBlockRef,
    name: &str,
) -> LLVMBasicBlockRef {
    let name = CString::new(name).unwrap_or_default();
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
        rebuild_phi(builder, phi, from, new);
    }
    new
}

unsafe fn phis(block: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    let mut result = Vec::new();
    let mut instruction = LLVMGetFirstInstruction(block);
    while !instruction.is_null() && LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPHI {
        result.push(instruction);
        instruction = LLVMGetNextInstruction(instruction);
    }
    result
}

/// Replaces `phi` by one whose incoming block `from` is `new` (listed once).
unsafe fn rebuild_phi(builder: LLVMBuilderRef, phi: LLVMValueRef, from: LLVMBasicBlockRef, new: LLVMBasicBlockRef) {
    let mut values = Vec::new();
    let mut blocks = Vec::new();
    for i in 0..LLVMCountIncoming(phi) {
        let (value, block) = (LLVMGetIncomingValue(phi, i), LLVMGetIncomingBlock(phi, i));
        let block = if block == from { new } else { block };
        if block == new && blocks.contains(&new) {
            continue;
        }
        values.push(value);
        blocks.push(block);
    }
    LLVMPositionBuilderBefore(builder, phi);
    LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(phi));
    let replacement = LLVMBuildPhi(builder, LLVMTypeOf(phi), c"".as_ptr());
    LLVMAddIncoming(replacement, values.as_mut_ptr(), blocks.as_mut_ptr(), values.len() as u32);
    let name = crate::ir::value_name(phi);
    LLVMReplaceAllUsesWith(phi, replacement);
    LLVMInstructionEraseFromParent(phi);
    let name = CString::new(name).unwrap_or_default();
    LLVMSetValueName2(replacement, name.as_ptr(), name.as_bytes().len());
}

/// The first instruction that is not a phi.
unsafe fn first_insertion_point(block: LLVMBasicBlockRef) -> LLVMValueRef {
    let mut instruction = LLVMGetFirstInstruction(block);
    while LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPHI {
        instruction = LLVMGetNextInstruction(instruction);
    }
    instruction
}

unsafe fn emit_block(
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    block: LLVMBasicBlockRef,
    items: &[Item],
    kernel: &Kernel,
    anchors: &HashMap<Item, LLVMValueRef>,
) {
    let mut previous_anchor: Option<LLVMValueRef> = None;
    let mut run: Vec<SyncKind> = Vec::new();
    let flush = |run: &mut Vec<SyncKind>, previous: Option<LLVMValueRef>, next: LLVMValueRef| {
        let split = run.iter().position(|k| !matches!(k, SyncKind::Set { .. })).unwrap_or(run.len());
        let early_point = match previous {
            Some(anchor) => LLVMGetNextInstruction(anchor),
            None => first_insertion_point(block),
        };
        for kind in &run[..split] {
            LLVMPositionBuilderBefore(builder, early_point);
            LLVMSetCurrentDebugLocation2(builder, debug_location_of(previous, next));
            build_sync(module, builder, *kind);
        }
        for kind in &run[split..] {
            LLVMPositionBuilderBefore(builder, next);
            LLVMSetCurrentDebugLocation2(builder, debug_location_of(Some(next), previous.unwrap_or(next)));
            build_sync(module, builder, *kind);
        }
        run.clear();
    };
    for item in items {
        match anchors.get(item) {
            Some(&anchor) => {
                flush(&mut run, previous_anchor, anchor);
                previous_anchor = Some(anchor);
            }
            None => {
                if let Item::Sync(sync) = item {
                    if kernel.syncs[*sync].reason != SyncReason::Input {
                        run.push(kernel.syncs[*sync].kind);
                    }
                }
            }
        }
    }
    flush(&mut run, previous_anchor, LLVMGetBasicBlockTerminator(block));
}

/// The debug location of `primary`, else of `fallback` (null: none).
unsafe fn debug_location_of(primary: Option<LLVMValueRef>, fallback: LLVMValueRef) -> LLVMMetadataRef {
    let location = primary.map_or(std::ptr::null_mut(), |i| LLVMInstructionGetDebugLoc(i));
    if location.is_null() {
        LLVMInstructionGetDebugLoc(fallback)
    } else {
        location
    }
}

unsafe fn build_sync(module: LLVMModuleRef, builder: LLVMBuilderRef, kind: SyncKind) {
    let (name, operands): (&str, Vec<u64>) = match kind {
        SyncKind::Set { pair, event } => (SET_FLAG, vec![pair.setter.number(), pair.waiter.number(), event as u64]),
        SyncKind::Wait { pair, event } => (WAIT_FLAG, vec![pair.setter.number(), pair.waiter.number(), event as u64]),
        SyncKind::Barrier { pipe } => (BARRIER, vec![pipe.map_or(PIPE_ALL_NUMBER, |p| p.number())]),
    };
    let context = LLVMGetModuleContext(module);
    let i64_type = LLVMInt64TypeInContext(context);
    let mut parameter_types = vec![i64_type; operands.len()];
    let function_type =
        LLVMFunctionType(LLVMVoidTypeInContext(context), parameter_types.as_mut_ptr(), operands.len() as u32, 0);
    let c_name = CString::new(name).expect("intrinsic names have no NUL");
    let mut function = LLVMGetNamedFunction(module, c_name.as_ptr());
    if function.is_null() {
        function = LLVMAddFunction(module, c_name.as_ptr(), function_type);
    }
    let mut arguments: Vec<LLVMValueRef> = operands.iter().map(|&v| LLVMConstInt(i64_type, v, 0)).collect();
    LLVMBuildCall2(builder, function_type, function, arguments.as_mut_ptr(), arguments.len() as u32, c"".as_ptr());
}
