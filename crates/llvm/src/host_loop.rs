//! LLVM adapter: a host loop as the host rewrites that act on a whole loop see it
//! (`streams` spreading its iterations, `sirius` fusing them): found from its UAR counter
//! (`it_b<header block>`), entered from one preheader, its launch sites all after the first
//! one in every iteration, and no call in its body of a function with a body other than
//! the launches (whose effects on device memory would not be in the UAR's view of the
//! loop). Invariant: reading only; nothing here edits the function.

use crate::function_cfg::{function_cfg, runs_after_on_every_path, FunctionCfg};
use crate::sirius::host_rewrite::{HostRewriteReject, LoopShape};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use syncfuse_cfg::{BlockId, LoopId, NaturalLoop};
use syncfuse_ir::{instructions, value_name};

/// One host loop of a function, with the function's CFG.
pub(crate) struct HostLoop {
    pub(crate) function_cfg: FunctionCfg,
    loop_index: LoopId,
    pub(crate) preheader: BlockId,
}

impl HostLoop {
    /// The loop of counter `counter` in `function`, with its one preheader.
    ///
    /// # Safety
    /// `function` must be a live function of a module the caller keeps alive for the call.
    pub(crate) unsafe fn find(function: LLVMValueRef, counter: &str) -> Result<HostLoop, HostRewriteReject> {
        let shape = |shape| HostRewriteReject::LoopShape { counter: counter.to_string(), shape };
        let function_cfg = unsafe { function_cfg(function) };
        let header = counter.strip_prefix("it_b").and_then(|block| block.parse::<usize>().ok()).map(BlockId);
        let cfg = function_cfg.cfg.as_ref().ok_or(shape(LoopShape::NotFound))?;
        let loop_index = (cfg.loops.iter_enumerated().find(|(_, l)| Some(l.header) == header).map(|(index, _)| index))
            .ok_or(shape(LoopShape::NotFound))?;
        let natural = &cfg.loops[loop_index];
        let entering: Vec<BlockId> =
            cfg.preds[natural.header].iter().filter(|&block| !natural.body.contains(block)).copied().collect();
        let [preheader] = entering[..] else { return Err(shape(LoopShape::NoPreheader)) };
        Ok(HostLoop { function_cfg, loop_index, preheader })
    }

    pub(crate) fn natural(&self) -> &NaturalLoop {
        &self.function_cfg.cfg.as_ref().expect("found in the CFG").loops[self.loop_index]
    }

    /// The block of an instruction of the function.
    pub(crate) unsafe fn block_of(&self, instruction: LLVMValueRef) -> BlockId {
        self.function_cfg.index_of[&unsafe { LLVMGetInstructionParent(instruction) }]
    }

    pub(crate) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.function_cfg.cfg.as_ref().expect("found in the CFG").dominates(a, b)
    }

    /// Checks that every one of `sites` (configuration calls, the first one first) runs
    /// after the first in its iteration, and that the body calls no function with a body
    /// but `launches` (and inline assembly or declarations).
    ///
    /// # Safety
    /// the handles must be live instructions of the loop's function.
    pub(crate) unsafe fn check_body(
        &self,
        counter: &str,
        sites: &[LLVMValueRef],
        launches: &[LLVMValueRef],
    ) -> Result<(), HostRewriteReject> {
        let first = sites[0];
        let after_first = |&site: &LLVMValueRef| unsafe {
            match self.block_of(site) == self.block_of(first) {
                true => runs_after_on_every_path(first, site),
                false => self.dominates(self.block_of(first), self.block_of(site)),
            }
        };
        if !sites.iter().all(after_first) {
            let shape = LoopShape::FirstLaunchNotDominating;
            return Err(HostRewriteReject::LoopShape { counter: counter.to_string(), shape });
        }
        match unsafe { self.called_function(launches) } {
            Some(function) => Err(HostRewriteReject::LoopCallsFunction { counter: counter.to_string(), function }),
            None => Ok(()),
        }
    }

    /// Checks that every iteration runs all of `sites` and that the loop is left only at
    /// its one latch (so it runs its trip count's iterations, every one of them to the end).
    ///
    /// # Safety
    /// the handles must be live instructions of the loop's function.
    pub(crate) unsafe fn check_every_iteration(
        &self,
        counter: &str,
        sites: &[LLVMValueRef],
    ) -> Result<(), HostRewriteReject> {
        let shape = |shape| HostRewriteReject::LoopShape { counter: counter.to_string(), shape };
        let natural = self.natural();
        let [latch] = natural.latches[..] else { return Err(shape(LoopShape::ExitNotAtLatch)) };
        if natural.exit_edges.iter().any(|&(inside, _)| inside != latch) {
            return Err(shape(LoopShape::ExitNotAtLatch));
        }
        match sites.iter().all(|&site| self.dominates(unsafe { self.block_of(site) }, latch)) {
            true => Ok(()),
            false => Err(shape(LoopShape::LaunchNotInEveryIteration)),
        }
    }

    /// The first function with a body the loop's body calls (invokes), other than
    /// `launches`.
    unsafe fn called_function(&self, launches: &[LLVMValueRef]) -> Option<String> {
        let blocks = &self.function_cfg.blocks;
        for instruction in self.natural().body.iter().flat_map(|&block| unsafe { instructions(blocks[block]) }) {
            // SAFETY: opcode and callee queries on live instructions.
            unsafe {
                let calls = matches!(
                    LLVMGetInstructionOpcode(instruction),
                    LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr
                );
                if !calls || launches.contains(&instruction) {
                    continue;
                }
                let callee = LLVMGetCalledValue(instruction);
                let declared = !LLVMIsAFunction(callee).is_null() && LLVMCountBasicBlocks(callee) == 0;
                if declared || !LLVMIsAInlineAsm(callee).is_null() {
                    continue;
                }
                return Some(match LLVMIsAFunction(callee).is_null() {
                    true => "a function through a pointer".into(),
                    false => value_name(callee),
                });
            }
        }
        None
    }

    /// Whether `value` is the same in every iteration and can be read before the loop: a
    /// constant, an argument or global, or an instruction outside the loop.
    pub(crate) unsafe fn defined_outside(&self, value: LLVMValueRef) -> bool {
        // SAFETY: kind query on a live value.
        let instruction = unsafe { !LLVMIsAInstruction(value).is_null() };
        !instruction || !self.natural().body.contains(&unsafe { self.block_of(value) })
    }
}
