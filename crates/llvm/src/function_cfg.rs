//! The CFG of an LLVM function as plain data: its blocks in order with LLVM's printed names
//! (`bb<N>` for an unnamed `%N`), each block's successors and exit kind, and the
//! `syncfuse_cfg` analyses. Invariant: a terminator other than a branch, switch, return or
//! unreachable is a typed reject, never guessed.

use crate::reject::ReadReject;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;
use std::ffi::CStr;
use syncfuse_ascend_sync::model::BlockExit;
use syncfuse_cfg::{BlockId, CfgAnalysis, Successors, TiVec};
use syncfuse_ir::{basic_blocks, instructions, value_name};

/// The block's name, or `bb<N>` for an unnamed block printed as `%N`.
pub(crate) fn block_name(block: LLVMBasicBlockRef, slots: &HashMap<LLVMBasicBlockRef, usize>) -> String {
    // SAFETY: name query on a block.
    let name = unsafe { CStr::from_ptr(LLVMGetBasicBlockName(block)).to_string_lossy().into_owned() };
    if name.is_empty() {
        format!("bb{}", slots.get(&block).copied().unwrap_or_default())
    } else {
        name
    }
}

/// The numbers LLVM's printer gives unnamed blocks: unnamed arguments, blocks and
/// non-void instructions are numbered in order.
pub(crate) fn block_slots(function: LLVMValueRef) -> HashMap<LLVMBasicBlockRef, usize> {
    let mut next = 0;
    let mut slots = HashMap::new();
    // SAFETY: name and type queries on the function's own values.
    unsafe {
        for i in 0..LLVMCountParams(function) {
            if value_name(LLVMGetParam(function, i)).is_empty() {
                next += 1;
            }
        }
        for block in basic_blocks(function) {
            if CStr::from_ptr(LLVMGetBasicBlockName(block)).to_bytes().is_empty() {
                slots.insert(block, next);
                next += 1;
            }
            for instruction in instructions(block) {
                let is_void = LLVMGetTypeKind(LLVMTypeOf(instruction)) == LLVMTypeKind::LLVMVoidTypeKind;
                if !is_void && value_name(instruction).is_empty() {
                    next += 1;
                }
            }
        }
    }
    slots
}

/// The function's blocks in layout order, indexed as its CFG indexes them.
///
/// # Safety
/// `function` must be a live function.
pub(crate) unsafe fn indexed_blocks(function: LLVMValueRef) -> TiVec<BlockId, LLVMBasicBlockRef> {
    unsafe { basic_blocks(function) }.into()
}

pub(crate) fn successors(
    block: LLVMBasicBlockRef,
    index_of: &HashMap<LLVMBasicBlockRef, BlockId>,
    slots: &HashMap<LLVMBasicBlockRef, usize>,
) -> Result<(Vec<BlockId>, BlockExit), ReadReject> {
    let unsupported = || ReadReject::UnsupportedTerminator { block: block_name(block, slots) };
    // SAFETY: terminator queries on a well-formed block.
    unsafe {
        let terminator = LLVMGetBasicBlockTerminator(block);
        if terminator.is_null() {
            return Err(unsupported());
        }
        match LLVMGetInstructionOpcode(terminator) {
            LLVMOpcode::LLVMRet => return Ok((Vec::new(), BlockExit::Return)),
            LLVMOpcode::LLVMUnreachable => return Ok((Vec::new(), BlockExit::Unreachable)),
            LLVMOpcode::LLVMBr | LLVMOpcode::LLVMSwitch => {}
            _ => return Err(unsupported()),
        }
        let mut succs = Vec::new();
        for i in 0..LLVMGetNumSuccessors(terminator) {
            let succ = index_of[&LLVMGetSuccessor(terminator, i)];
            if !succs.contains(&succ) {
                succs.push(succ);
            }
        }
        Ok((succs, BlockExit::Branch))
    }
}

/// The CFG of an LLVM function: its blocks in order, each block's index, and the
/// analyses (`None` when a terminator is not a branch, switch, return or unreachable, or
/// the CFG is irreducible).
pub struct FunctionCfg {
    pub blocks: TiVec<BlockId, LLVMBasicBlockRef>,
    pub index_of: HashMap<LLVMBasicBlockRef, BlockId>,
    pub cfg: Option<CfgAnalysis>,
}

///
/// # Safety
/// `function` must be a live function of a module the caller keeps alive for the call.
pub unsafe fn function_cfg(function: LLVMValueRef) -> FunctionCfg {
    let blocks = unsafe { indexed_blocks(function) };
    let index_of: HashMap<LLVMBasicBlockRef, BlockId> = blocks.iter_enumerated().map(|(i, b)| (*b, i)).collect();
    let slots = block_slots(function);
    let succs: Option<Successors> =
        blocks.iter().map(|&b| successors(b, &index_of, &slots).ok().map(|(succs, _)| succs)).collect();
    let cfg = succs.and_then(|succs| CfgAnalysis::new(&succs).ok());
    FunctionCfg { blocks, index_of, cfg }
}

/// Does `then` run after `first` on every path from `first` to the function's exit (the
/// same function; later in `first`'s block, or in a block that post-dominates it)?
///
/// # Safety
/// both must be live instructions of a module the caller keeps alive for the call.
pub unsafe fn runs_after_on_every_path(first: LLVMValueRef, then: LLVMValueRef) -> bool {
    // SAFETY: parent and order queries on live instructions.
    unsafe {
        let (from, to) = (LLVMGetInstructionParent(first), LLVMGetInstructionParent(then));
        if LLVMGetBasicBlockParent(from) != LLVMGetBasicBlockParent(to) {
            return false;
        }
        if from == to {
            return instructions(from).iter().skip_while(|&&i| i != first).any(|&i| i == then);
        }
        let function = function_cfg(LLVMGetBasicBlockParent(from));
        function.cfg.is_some_and(|cfg| cfg.post_dominates(function.index_of[&to], function.index_of[&from]))
    }
}
