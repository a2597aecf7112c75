//! The host paths each statement runs on (`syncfuse_sirius::model::program::ControlCondition`):
//! the control dependences of its block in its host function's CFG
//! (`syncfuse_cfg::CfgAnalysis::control_dependences`), named by block. Two kinds of edges
//! are cut off first: the error side of a branch whose condition the runtime knows while
//! it works (`HostRuntime::condition_when_working`: clang launches a kernel only when its
//! configuration push returns 0, and hoists that push above a branch between two
//! launches), and edges into quiet dead ends: blocks from which every path ends in `unreachable` (an error check's
//! `exit(1)`, `abort()`) and that hold no host statement and call no host function of the
//! module, so nothing observes the device after them; without the cut every launch after
//! an error check would be control-dependent on it. Sits under `host_reader`, which asks it
//! once per host function read.
//!
//! Invariant: two blocks get equal conditions only where control dependence proves them
//! control-equivalent in the cut CFG; where it cannot (the CFG is not analysed, the block
//! reaches no exit) the condition names the block, equal only to itself.

use crate::function_cfg::{block_name, block_slots, function_cfg};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::HashMap;
use syncfuse_cfg::{BlockId, CfgAnalysis, ControlDependence, Successors, TiVec};
use syncfuse_ir::instructions;
use syncfuse_sirius::model::program::{ControlCondition, ControlEdge};

/// One host function's control dependences, ready to be asked per instruction.
pub(crate) struct HostControl {
    label: String,
    names: TiVec<BlockId, String>,
    index_of: HashMap<LLVMBasicBlockRef, BlockId>,
    /// `None`: the CFG is not analysed.
    dependences: Option<TiVec<BlockId, Option<Vec<ControlDependence>>>>,
}

impl HostControl {
    /// The control dependences of `function` (read as `label`), whose host statements are
    /// the calls `statement_calls`.
    ///
    /// # Safety
    /// `function` must be a live function of a module the caller keeps alive for the call.
    pub(crate) unsafe fn new(
        function: LLVMValueRef,
        label: &str,
        statement_calls: &[LLVMValueRef],
        condition_when_working: &dyn Fn(LLVMValueRef) -> Option<bool>,
    ) -> HostControl {
        let whole = unsafe { function_cfg(function) };
        let slots = block_slots(function);
        let names = whole.blocks.iter().map(|&b| block_name(b, &slots)).collect();
        let dependences = whole.cfg.and_then(|cfg| {
            let cut = quiet_dead_ends(&cfg, &whole.blocks, statement_calls);
            let working = |block: BlockId| unsafe { working_successor(whole.blocks[block], condition_when_working) };
            let kept: Successors = cfg
                .succs
                .iter_enumerated()
                .map(|(block, succs)| match (cut[block], working(block)) {
                    (true, _) => Vec::new(),
                    (false, Some(taken)) => vec![whole.index_of[&taken]],
                    (false, None) => succs.iter().copied().filter(|&s| !cut[s]).collect(),
                })
                .collect();
            CfgAnalysis::new(&kept).ok().map(|pruned| pruned.control_dependences())
        });
        HostControl { label: label.to_string(), names, index_of: whole.index_of, dependences }
    }

    /// The condition under which `instruction` (of this function) runs.
    ///
    /// # Safety
    /// `instruction` must be a live instruction of the function this was built for.
    pub(crate) unsafe fn condition(&self, instruction: LLVMValueRef) -> ControlCondition {
        // SAFETY: parent query on a live instruction.
        let block = self.index_of[&unsafe { LLVMGetInstructionParent(instruction) }];
        let edges = self.dependences.as_ref().and_then(|all| all[block].as_ref());
        let Some(edges) = edges else {
            return ControlCondition { edges: Vec::new(), opaque_block: Some(self.names[block].clone()) };
        };
        let edge = |dependence: &ControlDependence| ControlEdge {
            function: self.label.clone(),
            branch: (*dependence != ControlDependence::ENTRY).then(|| self.names[dependence.branch].clone()),
            taken: self.names[dependence.taken].clone(),
        };
        ControlCondition { edges: edges.iter().map(edge).collect(), opaque_block: None }
    }
}

/// The successor a conditional branch takes whenever the runtime works, if it knows one.
///
/// # Safety
/// `block` must be a live, well-formed block.
unsafe fn working_successor(
    block: LLVMBasicBlockRef,
    condition_when_working: &dyn Fn(LLVMValueRef) -> Option<bool>,
) -> Option<LLVMBasicBlockRef> {
    // SAFETY: terminator, kind and successor queries on a well-formed block.
    unsafe {
        let branch = LLVMGetBasicBlockTerminator(block);
        if LLVMIsABranchInst(branch).is_null() || LLVMIsConditional(branch) == 0 {
            return None;
        }
        let value = condition_when_working(LLVMGetCondition(branch))?;
        Some(LLVMGetSuccessor(branch, u32::from(!value)))
    }
}

/// The blocks to cut: every path from them ends in `unreachable`, and none of the blocks
/// on those paths holds a statement or calls a function the module defines (the greatest
/// such set; never the entry).
fn quiet_dead_ends(
    cfg: &CfgAnalysis,
    blocks: &TiVec<BlockId, LLVMBasicBlockRef>,
    statement_calls: &[LLVMValueRef],
) -> TiVec<BlockId, bool> {
    let mut cut: TiVec<BlockId, bool> = blocks
        .iter_enumerated()
        .map(|(id, &b)| id != BlockId::ENTRY && cfg.is_reachable(id) && is_quiet(b, statement_calls))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &block in cfg.rpo.iter().rev() {
            let stays = match cfg.succs[block][..] {
                [] => ends_in_unreachable(blocks[block]),
                ref succs => succs.iter().all(|&s| cut[s]),
            };
            if cut[block] && !stays {
                cut[block] = false;
                changed = true;
            }
        }
    }
    cut
}

fn ends_in_unreachable(block: LLVMBasicBlockRef) -> bool {
    // SAFETY: terminator query on a well-formed block (the CFG was analysed).
    unsafe { LLVMGetInstructionOpcode(LLVMGetBasicBlockTerminator(block)) == LLVMOpcode::LLVMUnreachable }
}

/// Holds no statement and calls no function with a body in the module.
fn is_quiet(block: LLVMBasicBlockRef, statement_calls: &[LLVMValueRef]) -> bool {
    // SAFETY: opcode, callee and declaration queries on the block's instructions.
    unsafe { instructions(block) }.into_iter().all(|instruction| unsafe {
        if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
            return true;
        }
        // An indirect call may reach a host function that reads device memory.
        let callee = LLVMGetCalledValue(instruction);
        let declared = !LLVMIsAFunction(callee).is_null() && LLVMIsDeclaration(callee) != 0;
        declared && !statement_calls.contains(&instruction)
    })
}
