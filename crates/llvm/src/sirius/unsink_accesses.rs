//! LLVM adapter, before `thread_forwarding`: undoes SimplifyCFG's sinking of the common
//! tails of paths. At -O2 LLVM merges the last loads and stores of paths that meet (the
//! three horizontal groups' last rounds) into their join, as one access through phis
//! (`%a = phi [%x, %p], [%y, %q]; load gep(%buf, %a)`), so the affine reader sees an
//! address it cannot read: the forwarding walk could not forward such a load and had to
//! forget every store it knew at such a store. Here each such access goes back onto the
//! join's incoming edges: a copy at the end of each predecessor (a new block on the edge
//! where the predecessor has other successors) with the join's phis replaced by their
//! values on that edge, the instructions of the join that computed its operands copied
//! with it; a load's copies meet in a new phi. `resink` gives LLVM back what forwarding
//! and the dead stores' removal did not use.
//!
//! Invariant: the join's instructions before a moved access touch no memory, allocate
//! none and call nothing (phis and plain arithmetic), so running it at the end of the edge
//! that enters the join instead of at its top changes nothing any execution observes. Only accesses
//! whose address depends on the join's phis move, from joins in no loop (a loop header's
//! accesses moved onto its back edge would cost a block per iteration); joins that one
//! block enters twice (a `switch` with two cases to one block), or that a terminator
//! other than `br` or `switch` enters, are left alone.

use super::pass_pipeline::{optimise_only, PipelineFailed};
use crate::function_cfg::{function_cfg, FunctionCfg};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode};
use std::collections::HashMap;
use syncfuse_ir::{basic_blocks, incoming_from, instructions, phis, predecessors, split_edge};

/// Moves every load and store sunk into a join onto the join's incoming edges (module
/// doc); returns how many moved.
///
/// # Safety
/// `function` must be a live defined function, not used elsewhere for the call.
pub unsafe fn unsink_accesses(function: LLVMValueRef) -> usize {
    // SAFETY: queries of the live function's blocks, then edits inside it.
    unsafe {
        let predecessors = predecessors(function);
        let FunctionCfg { index_of, cfg: Some(cfg), .. } = function_cfg(function) else { return 0 };
        let in_no_loop = |block: &LLVMBasicBlockRef| cfg.loop_headers_around(index_of[block]).is_empty();
        let builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(function)));
        let mut moved = 0;
        for block in basic_blocks(function).into_iter().filter(in_no_loop) {
            let Some(incoming) = predecessors.get(&block).filter(|p| movable_edges(p)) else { continue };
            if sunk_access(block).is_none() {
                continue;
            }
            let edges: Vec<LLVMBasicBlockRef> = (incoming.iter())
                .map(|&from| match LLVMGetNumSuccessors(LLVMGetBasicBlockTerminator(from)) {
                    1 => from,
                    _ => split_edge(builder, from, block, "unsunk"),
                })
                .collect();
            while let Some((access, computed)) = sunk_access(block) {
                let mut copies: Vec<LLVMValueRef> =
                    edges.iter().map(|&edge| copy_onto_edge(builder, (access, &computed), edge, block)).collect();
                if LLVMGetInstructionOpcode(access) == LLVMOpcode::LLVMLoad {
                    LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(block));
                    let phi = LLVMBuildPhi(builder, LLVMTypeOf(access), c"unsunk".as_ptr());
                    let mut blocks = edges.clone();
                    LLVMAddIncoming(phi, copies.as_mut_ptr(), blocks.as_mut_ptr(), copies.len() as u32);
                    LLVMReplaceAllUsesWith(access, phi);
                }
                LLVMInstructionEraseFromParent(access);
                // What computed its operands, then the join's phis, once nothing uses them.
                let left: Vec<LLVMValueRef> = computed.iter().rev().copied().chain(phis(block)).collect();
                for instruction in left {
                    if LLVMGetFirstUse(instruction).is_null() {
                        LLVMInstructionEraseFromParent(instruction);
                    }
                }
                moved += 1;
            }
        }
        LLVMDisposeBuilder(builder);
        moved
    }
}

/// Lets LLVM sink again what `unsink_accesses` moved and forwarding and `dead_stores`
/// left (SimplifyCFG with the sinking of common instructions that -O2's last run of it
/// has), and fold the edge blocks left empty.
///
/// # Safety
/// `module` must be a live module and `function` one of its defined functions.
pub unsafe fn resink(module: LLVMModuleRef, function: LLVMValueRef) -> Result<(), PipelineFailed> {
    // SAFETY: caller's contract.
    unsafe { optimise_only(module, &[function], "function(dce,simplifycfg<sink-common-insts>)") }
}

/// Whether every edge in `from` can take a copy: distinct predecessors, at least two,
/// each ending in a `br` or a `switch`.
unsafe fn movable_edges(from: &[LLVMBasicBlockRef]) -> bool {
    // SAFETY: terminator queries of live blocks.
    let branch = |p: &LLVMBasicBlockRef| unsafe {
        matches!(LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(*p)), LLVMOpcode::LLVMBr | LLVMOpcode::LLVMSwitch)
    };
    let distinct = from.iter().enumerate().all(|(i, p)| !from[..i].contains(p));
    from.len() > 1 && distinct && from.iter().all(branch)
}

/// The first instruction of `block` after its phis that touches memory or calls, when it
/// is a plain load or store whose address depends on the block's phis, with the
/// instructions of the block (in order) that compute its operands from them.
unsafe fn sunk_access(block: LLVMBasicBlockRef) -> Option<(LLVMValueRef, Vec<LLVMValueRef>)> {
    // SAFETY: queries of a live block's instructions.
    unsafe {
        let phis = phis(block);
        let body: Vec<LLVMValueRef> = instructions(block).into_iter().skip(phis.len()).collect();
        let access = *body.iter().find(|&&i| touches_memory(i))?;
        let address = match LLVMGetInstructionOpcode(access) {
            LLVMOpcode::LLVMLoad => LLVMGetOperand(access, 0),
            LLVMOpcode::LLVMStore => LLVMGetOperand(access, 1),
            _ => return None,
        };
        let plain =
            LLVMGetVolatile(access) == 0 && LLVMGetOrdering(access) == LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
        let before: Vec<LLVMValueRef> = body.into_iter().take_while(|&i| i != access).collect();
        let operands = (0..LLVMGetNumOperands(access) as u32).map(|i| LLVMGetOperand(access, i)).collect();
        let computed = computed_in(operands, &before);
        let from_phis = |value: LLVMValueRef| {
            phis.contains(&value)
                || computed_in(vec![value], &before).iter().any(|i| operands_of(*i).any(|o| phis.contains(&o)))
        };
        (plain && from_phis(address)).then_some((access, computed))
    }
}

/// The instructions of `before` (in its order) that `values` use, transitively.
unsafe fn computed_in(mut pending: Vec<LLVMValueRef>, before: &[LLVMValueRef]) -> Vec<LLVMValueRef> {
    let mut computed = Vec::new();
    while let Some(value) = pending.pop() {
        if before.contains(&value) && !computed.contains(&value) {
            computed.push(value);
            // SAFETY: operands of a live instruction.
            pending.extend(unsafe { operands_of(value) });
        }
    }
    computed.sort_by_key(|i| before.iter().position(|b| b == i));
    computed
}

/// The operands of a live instruction.
unsafe fn operands_of(instruction: LLVMValueRef) -> impl Iterator<Item = LLVMValueRef> {
    // SAFETY: caller's contract.
    (0..unsafe { LLVMGetNumOperands(instruction) } as u32).map(move |i| unsafe { LLVMGetOperand(instruction, i) })
}

/// Whether `instruction` reads or writes memory, allocates it (a copy would be another
/// object), calls, or ends the block.
unsafe fn touches_memory(instruction: LLVMValueRef) -> bool {
    // SAFETY: queries of a live instruction.
    unsafe {
        !LLVMIsATerminatorInst(instruction).is_null()
            || matches!(
                LLVMGetInstructionOpcode(instruction),
                LLVMOpcode::LLVMLoad
                    | LLVMOpcode::LLVMStore
                    | LLVMOpcode::LLVMAlloca
                    | LLVMOpcode::LLVMCall
                    | LLVMOpcode::LLVMInvoke
                    | LLVMOpcode::LLVMAtomicRMW
                    | LLVMOpcode::LLVMAtomicCmpXchg
                    | LLVMOpcode::LLVMFence
                    | LLVMOpcode::LLVMVAArg
            )
    }
}

/// A copy of `access` and of the instructions that compute its operands (`computed`, in
/// order) before the terminator of `edge` (a predecessor of `join` with that one
/// successor), each phi of `join` read as its value from `edge`; returns the copy.
unsafe fn copy_onto_edge(
    builder: LLVMBuilderRef,
    (access, computed): (LLVMValueRef, &[LLVMValueRef]),
    edge: LLVMBasicBlockRef,
    join: LLVMBasicBlockRef,
) -> LLVMValueRef {
    // SAFETY: clones of live instructions, inserted before a live terminator.
    unsafe {
        let mut copies: HashMap<LLVMValueRef, LLVMValueRef> = HashMap::new();
        for phi in phis(join) {
            if let Some(value) = incoming_from(phi, edge) {
                copies.insert(phi, value);
            }
        }
        LLVMPositionBuilderBefore(builder, LLVMGetBasicBlockTerminator(edge));
        for &original in computed.iter().chain([&access]) {
            let copy = LLVMInstructionClone(original);
            for (index, operand) in operands_of(original).enumerate() {
                if let Some(&value) = copies.get(&operand) {
                    LLVMSetOperand(copy, index as u32, value);
                }
            }
            LLVMInsertIntoBuilder(builder, copy);
            copies.insert(original, copy);
        }
        copies[&access]
    }
}
