//! LLVM adapter: fragments of a fused CUDA kernel run in lock-step
//! (`syncfuse_sirius::fusion::lockstep` chose them). The inlined copies of one kernel that
//! follow each other on the same threads become one copy of its control flow, each block
//! of which runs every copy's instructions of that block in turn. Then a later copy's
//! computation that is *copy-invariant* (the same operation as the first copy's on the same
//! or copy-invariant operands; a load at a copy-invariant address of memory no copy writes)
//! is replaced by the first copy's: a buffer every copy reads at the same addresses is
//! loaded once. A shared array every copy fills with the same values at the same places
//! (a GEMM's tile of the operand they share) is filled once, by the first copy, and read
//! by all; every other shared array of the kernel gets a private clone per later copy.
//!
//! Invariants, all checked before the first edit: (1) the copies' regions (from a
//! fragment's `.run` block to its `.done` block, `codegen`) are isomorphic, block for block
//! and instruction for instruction, and nothing after a region uses its values; (2) every
//! branch condition of a copy, and each copy's guard, is copy-invariant, so every copy
//! takes the first copy's path and each block runs for all copies or for none; (3) the
//! copies are independent (the plan's), so running their instructions interleaved
//! reorders nothing that depends, and they share shared memory only through a unified
//! array: one whose every store in a later copy has a copy-invariant twin in the first
//! copy, and which no block stores after it loads it (a later copy's load then sees what
//! its own stores would have put there; its barriers still separate each copy's
//! producers from its consumers, since every copy keeps every barrier); (4) the private
//! clones fit the caller's shared-memory budget. The caller verifies the module after.
//! Sits after the host rewrite's scalar merge (a size or grid passed to every copy is one
//! parameter by then) and before LLVM's clean-up of the fused kernel.

use crate::sirius::shared_tiles::collect_shared_globals;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use serde::Serialize;
use std::collections::{BTreeSet, HashMap, HashSet};
use syncfuse_hardware::cuda::is_block_barrier;
use syncfuse_ir::{
    callee_name, instructions, is_ignorable_intrinsic, phis, rebuild_phi_with, value_name, OwnedBuilder,
};
use syncfuse_reason::Reason;
use thiserror::Error;

/// A fragment's code in the fused kernel before the clean-up: its `.run` block (the guard
/// `blockIdx < grid` branches there) and its `.done` block (where it ends, and where the
/// guard branches otherwise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FragmentRegion {
    pub run: LLVMBasicBlockRef,
    pub done: LLVMBasicBlockRef,
}

/// What lock-step did to one set of fragments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Lockstep {
    /// Shared arrays filled once, by the first copy.
    pub unified_arrays: Vec<String>,
    /// Shared arrays cloned for each later copy, and the bytes the clones add.
    pub private_arrays: Vec<String>,
    pub added_shared_bytes: u64,
    /// Later copies' instructions replaced by the first copy's.
    pub replaced_instructions: usize,
    /// The kernel parameters (pointers) every later copy's loads through which were replaced.
    #[serde(skip)]
    pub loaded_once: Vec<u32>,
}

/// The shared memory lock-step may add: the kernel's block and its shared bytes so far.
#[derive(Clone, Copy, Debug)]
pub struct SharedBudget {
    pub threads_per_block: u64,
    pub existing_bytes: u64,
    /// Arrays never cloned or unified (sirius's own tile array: disjoint per buffer).
    pub tile_array: Option<LLVMValueRef>,
}

/// Why fragments do not run in lock-step (typed until printed).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LockstepRefused {
    #[error("the fragments run in rounds of remapped threads, not on the fused block's")]
    RemappedThreads,
    #[error("fragment {copy} of the set is not a copy of the first: {what} differ")]
    NotACopy { copy: usize, what: &'static str },
    #[error("fragment {copy} of the set does not take the first one's path: {what} is not the same in both")]
    PathDiffers { copy: usize, what: &'static str },
    #[error("a value of fragment {copy} is used after it")]
    UsedAfter { copy: usize },
    #[error("code other than the guard lies between fragments {copy} and {next}", next = copy + 1)]
    CodeBetween { copy: usize },
    #[error("shared array {array} is reached through a constant expression the rewrite cannot rename")]
    UnrenamableConstant { array: String },
    #[error("private shared arrays ({bytes} more bytes) would take the kernel past {budget} bytes of shared memory")]
    TooMuchShared { bytes: u64, budget: u64 },
    #[error("private shared arrays ({bytes} more bytes) would lower the blocks per SM from {before} to {after}")]
    LowersOccupancy { bytes: u64, before: u64, after: u64 },
}

impl Reason for LockstepRefused {
    fn remark_name(&self) -> &'static str {
        "LockstepRefused"
    }
}

/// Runs the fragments at `regions` (in plan order, consecutive on the same threads, each
/// one's `.done` the next one's guard block) in lock-step.
///
/// # Safety
/// `function` must be the live fused kernel and `regions` its fragments' blocks, untouched
/// since `codegen` made them but for the host rewrite's parameter edits.
pub unsafe fn run_in_lockstep(
    function: LLVMValueRef,
    regions: &[FragmentRegion],
    budget: SharedBudget,
) -> Result<Lockstep, LockstepRefused> {
    // SAFETY: every block and instruction below belongs to `function`.
    unsafe {
        let copies = Copies::read(regions)?;
        copies.check_between(regions)?;
        let arrays = copies.shared_arrays(budget.tile_array);
        let writes = Writes::of(&copies);
        let mut private: BTreeSet<usize> = BTreeSet::new();
        let invariance = loop {
            let invariance = Invariance::compute(&copies, &writes, &private);
            let unified: BTreeSet<usize> =
                arrays.iter().copied().filter(|&a| copies.unifiable(a, &writes, &invariance)).collect();
            let now_private = arrays.difference(&unified).copied().collect();
            if now_private == private {
                break invariance;
            }
            private = now_private;
        };
        copies.check_paths(regions, &invariance, &private)?;
        let module = LLVMGetGlobalParent(function);
        let added =
            (regions.len() as u64 - 1) * private.iter().map(|&a| array_bytes(module, a as LLVMValueRef)).sum::<u64>();
        check_budget(budget, added)?;
        copies.check_renamable(&private)?;
        let unified: BTreeSet<usize> = arrays.difference(&private).copied().collect();
        let mut outcome = Lockstep {
            unified_arrays: unified.iter().map(|&a| value_name(a as LLVMValueRef)).collect(),
            private_arrays: private.iter().map(|&a| value_name(a as LLVMValueRef)).collect(),
            added_shared_bytes: added,
            ..Lockstep::default()
        };
        let mut copies = copies;
        copies.privatise(module, &private);
        copies.merge(regions);
        outcome.loaded_once = copies.loaded_once(&invariance);
        outcome.replaced_instructions = copies.replace_invariant(&invariance, &unified);
        Ok(outcome)
    }
}

fn check_budget(budget: SharedBudget, added: u64) -> Result<(), LockstepRefused> {
    use syncfuse_sirius::fusion::shared_tiles::STATIC_SHARED_BYTES;
    use syncfuse_sirius::gpu::occupancy::lowered_occupancy;
    if added == 0 {
        return Ok(());
    }
    if budget.existing_bytes + added > STATIC_SHARED_BYTES {
        return Err(LockstepRefused::TooMuchShared { bytes: added, budget: STATIC_SHARED_BYTES });
    }
    match lowered_occupancy(budget.threads_per_block, budget.existing_bytes, added) {
        Some((before, after)) => Err(LockstepRefused::LowersOccupancy { bytes: added, before, after }),
        None => Ok(()),
    }
}

unsafe fn array_bytes(module: LLVMModuleRef, array: LLVMValueRef) -> u64 {
    // SAFETY: a global of the live module.
    unsafe {
        let layout = llvm_sys::target::LLVMGetModuleDataLayout(module);
        llvm_sys::target::LLVMABISizeOfType(layout, LLVMGlobalGetValueType(array))
    }
}

/// The copies' blocks and instructions, the `k`-th of each copy corresponding (a later
/// copy's terminators become null once `merge` erased them).
struct Copies {
    blocks: Vec<Vec<LLVMBasicBlockRef>>,
    instructions: Vec<Vec<LLVMValueRef>>,
    /// Copy and position of every instruction of a region.
    position: HashMap<LLVMValueRef, (usize, usize)>,
    block_position: HashMap<LLVMBasicBlockRef, (usize, usize)>,
}

impl Copies {
    /// Reads and matches the regions (invariant 1).
    unsafe fn read(regions: &[FragmentRegion]) -> Result<Copies, LockstepRefused> {
        // SAFETY: blocks of the live function.
        unsafe {
            let mut copies = Copies {
                blocks: vec![Vec::new(); regions.len()],
                instructions: vec![Vec::new(); regions.len()],
                position: HashMap::new(),
                block_position: HashMap::new(),
            };
            let first = regions[0];
            for (copy, region) in regions.iter().enumerate() {
                let pairs =
                    matched_blocks((first, *region)).ok_or(LockstepRefused::NotACopy { copy, what: "the blocks" })?;
                for (index, &(_, block)) in pairs.iter().enumerate() {
                    copies.blocks[copy].push(block);
                    copies.block_position.insert(block, (copy, index));
                    for instruction in instructions(block) {
                        let index = copies.instructions[copy].len();
                        copies.position.insert(instruction, (copy, index));
                        copies.instructions[copy].push(instruction);
                    }
                }
            }
            for (copy, region) in regions.iter().enumerate().skip(1) {
                copies.match_instructions(copy, (first.done, region.done))?;
            }
            for copy in 0..regions.len() {
                copies.check_no_use_after(copy)?;
            }
            Ok(copies)
        }
    }

    /// Instruction for instruction, copy `copy` is the first copy with other data.
    unsafe fn match_instructions(
        &self,
        copy: usize,
        dones: (LLVMBasicBlockRef, LLVMBasicBlockRef),
    ) -> Result<(), LockstepRefused> {
        let differ = |what| LockstepRefused::NotACopy { copy, what };
        let (first, other) = (&self.instructions[0], &self.instructions[copy]);
        if first.len() != other.len() {
            return Err(differ("the instruction counts"));
        }
        // SAFETY: instructions of the live function.
        unsafe {
            for (&a, &b) in first.iter().zip(other) {
                let same_shape = LLVMGetInstructionOpcode(a) == LLVMGetInstructionOpcode(b)
                    && LLVMTypeOf(a) == LLVMTypeOf(b)
                    && LLVMGetNumOperands(a) == LLVMGetNumOperands(b)
                    && immediates(a) == immediates(b);
                if !same_shape {
                    return Err(differ("the instructions"));
                }
                if !LLVMIsACallInst(a).is_null() && LLVMGetCalledValue(a) != LLVMGetCalledValue(b) {
                    return Err(differ("the callees"));
                }
                for operand in 0..LLVMGetNumOperands(a) as u32 {
                    let (x, y) = (LLVMGetOperand(a, operand), LLVMGetOperand(b, operand));
                    if !self.corresponding(copy, (x, y), dones) {
                        return Err(differ("the operands"));
                    }
                }
                if !LLVMIsAPHINode(a).is_null() {
                    for incoming in 0..LLVMCountIncoming(a) {
                        let blocks = (LLVMGetIncomingBlock(a, incoming), LLVMGetIncomingBlock(b, incoming));
                        if !self.corresponding_blocks(copy, blocks, dones) {
                            return Err(differ("the incoming blocks"));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether operands `x` (first copy) and `y` (copy `copy`) correspond: values of the
    /// regions at the same position, blocks at the same position, or anything else
    /// outside the regions (the copies' data).
    unsafe fn corresponding(
        &self,
        copy: usize,
        (x, y): (LLVMValueRef, LLVMValueRef),
        dones: (LLVMBasicBlockRef, LLVMBasicBlockRef),
    ) -> bool {
        // SAFETY: values of the live function.
        unsafe {
            if LLVMValueIsBasicBlock(x) != 0 || LLVMValueIsBasicBlock(y) != 0 {
                let both = LLVMValueIsBasicBlock(x) != 0 && LLVMValueIsBasicBlock(y) != 0;
                return both
                    && self.corresponding_blocks(copy, (LLVMValueAsBasicBlock(x), LLVMValueAsBasicBlock(y)), dones);
            }
        }
        match (self.position.get(&x), self.position.get(&y)) {
            (Some(&(0, i)), Some(&(c, j))) => c == copy && i == j,
            (None, None) => true,
            _ => false,
        }
    }

    fn corresponding_blocks(
        &self,
        copy: usize,
        (x, y): (LLVMBasicBlockRef, LLVMBasicBlockRef),
        dones: (LLVMBasicBlockRef, LLVMBasicBlockRef),
    ) -> bool {
        match (self.block_position.get(&x), self.block_position.get(&y)) {
            (Some(&(0, i)), Some(&(c, j))) => c == copy && i == j,
            (None, None) => (x, y) == dones,
            _ => false,
        }
    }

    unsafe fn check_no_use_after(&self, copy: usize) -> Result<(), LockstepRefused> {
        // SAFETY: uses of live instructions.
        unsafe {
            for &instruction in &self.instructions[copy] {
                let mut using = LLVMGetFirstUse(instruction);
                while !using.is_null() {
                    let user = LLVMGetUser(using);
                    if self.position.get(&user).is_none_or(|&(c, _)| c != copy) {
                        return Err(LockstepRefused::UsedAfter { copy });
                    }
                    using = LLVMGetNextUse(using);
                }
            }
        }
        Ok(())
    }

    /// Each `.done` but the last holds only the next copy's guard branch.
    unsafe fn check_between(&self, regions: &[FragmentRegion]) -> Result<(), LockstepRefused> {
        // SAFETY: blocks of the live function.
        unsafe {
            for (copy, pair) in regions.windows(2).enumerate() {
                let guard = LLVMGetBasicBlockTerminator(pair[0].done);
                let alone = LLVMGetFirstInstruction(pair[0].done) == guard && !guard.is_null();
                let branches = alone
                    && LLVMIsConditional(guard) != 0
                    && LLVMGetSuccessor(guard, 0) == pair[1].run
                    && LLVMGetSuccessor(guard, 1) == pair[1].done;
                if !branches {
                    return Err(LockstepRefused::CodeBetween { copy });
                }
            }
            match guard_branch(regions[0]) {
                Some(_) => Ok(()),
                None => Err(LockstepRefused::CodeBetween { copy: 0 }),
            }
        }
    }

    /// The shared arrays (`addrspace(3)` globals) the copies name, but the tile array.
    unsafe fn shared_arrays(&self, tile_array: Option<LLVMValueRef>) -> BTreeSet<usize> {
        let mut used = BTreeSet::new();
        for &instruction in self.instructions.iter().flatten() {
            // SAFETY: operands of live instructions.
            unsafe {
                for operand in 0..LLVMGetNumOperands(instruction).max(0) as u32 {
                    collect_shared_globals(LLVMGetOperand(instruction, operand), &mut used);
                }
            }
        }
        if let Some(tiles) = tile_array {
            used.remove(&(tiles as usize));
        }
        used
    }

    /// Invariant 3 for shared array `array`: every write of the copies is traced to its
    /// object, every later copy's access of the array but its loads is a store with a
    /// copy-invariant twin, and no block stores the array after it loads it.
    unsafe fn unifiable(&self, array: usize, writes: &Writes, invariance: &Invariance) -> bool {
        if writes.objects.is_none() {
            return false;
        }
        let array = array as LLVMValueRef;
        // SAFETY: instructions of the live function.
        unsafe {
            let reaches = |instruction: LLVMValueRef, operand: u32| {
                let value = LLVMGetOperand(instruction, operand);
                LLVMGetTypeKind(LLVMTypeOf(value)) == LLVMTypeKind::LLVMPointerTypeKind
                    && underlying_object(value) == Some(array)
            };
            for copy in 1..self.instructions.len() {
                for (index, &instruction) in self.instructions[copy].iter().enumerate() {
                    let accesses_memory = match LLVMGetInstructionOpcode(instruction) {
                        LLVMOpcode::LLVMLoad => false,
                        LLVMOpcode::LLVMStore => {
                            let twin = (0..2).all(|o| invariance.operand(self, (copy, index), o));
                            if reaches(instruction, 1) && !twin {
                                return false;
                            }
                            reaches(instruction, 0)
                        }
                        LLVMOpcode::LLVMCall | LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                            (0..LLVMGetNumOperands(instruction) as u32).any(|o| reaches(instruction, o))
                        }
                        _ => false,
                    };
                    if accesses_memory {
                        return false;
                    }
                }
            }
            self.blocks[0].iter().all(|&block| {
                let mut loaded = false;
                instructions(block).into_iter().all(|instruction| {
                    if !LLVMIsALoadInst(instruction).is_null() && reaches(instruction, 0) {
                        loaded = true;
                    }
                    LLVMIsAStoreInst(instruction).is_null() || !reaches(instruction, 1) || !loaded
                })
            })
        }
    }

    /// Invariant 2: branch conditions and guards copy-invariant.
    unsafe fn check_paths(
        &self,
        regions: &[FragmentRegion],
        invariance: &Invariance,
        private: &BTreeSet<usize>,
    ) -> Result<(), LockstepRefused> {
        // SAFETY: instructions of the live function.
        unsafe {
            let guard = |region: FragmentRegion| guard_branch(region).map(|branch| LLVMGetCondition(branch));
            let first_guard = guard(regions[0]).expect("checked between");
            for copy in 1..regions.len() {
                let guard = LLVMGetCondition(LLVMGetBasicBlockTerminator(regions[copy - 1].done));
                if !same_computation(first_guard, guard, private, 8) {
                    return Err(LockstepRefused::PathDiffers { copy, what: "the guard" });
                }
                for (index, &instruction) in self.instructions[0].iter().enumerate() {
                    let conditional = match LLVMGetInstructionOpcode(instruction) {
                        LLVMOpcode::LLVMBr => LLVMIsConditional(instruction) != 0,
                        LLVMOpcode::LLVMSwitch | LLVMOpcode::LLVMIndirectBr => true,
                        _ => false,
                    };
                    // Every operand: a switch's case values decide as much as its condition
                    // (successor blocks were matched with the regions).
                    let operands = LLVMGetNumOperands(instruction) as u32;
                    if conditional && !(0..operands).all(|o| invariance.operand(self, (copy, index), o)) {
                        return Err(LockstepRefused::PathDiffers { copy, what: "a branch condition" });
                    }
                }
            }
        }
        Ok(())
    }

    /// Every constant of a later copy that names a private array can be renamed.
    unsafe fn check_renamable(&self, private: &BTreeSet<usize>) -> Result<(), LockstepRefused> {
        for &instruction in self.instructions[1..].iter().flatten() {
            // SAFETY: operands of live instructions.
            unsafe {
                for operand in 0..LLVMGetNumOperands(instruction) as u32 {
                    let value = LLVMGetOperand(instruction, operand);
                    for &array in private {
                        if !renamable(value, array as LLVMValueRef) {
                            return Err(LockstepRefused::UnrenamableConstant {
                                array: value_name(array as LLVMValueRef),
                            });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Gives each later copy its own clone of every `private` array.
    unsafe fn privatise(&self, module: LLVMModuleRef, private: &BTreeSet<usize>) {
        // SAFETY: globals and instructions of the live module.
        unsafe {
            for &array in private {
                let array = array as LLVMValueRef;
                for copy in 1..self.instructions.len() {
                    let name = std::ffi::CString::new(format!("{}.lockstep{copy}", value_name(array))).expect("no NUL");
                    let ty = LLVMGlobalGetValueType(array);
                    let clone = LLVMAddGlobalInAddressSpace(module, ty, name.as_ptr(), 3);
                    LLVMSetInitializer(clone, LLVMGetUndef(ty));
                    LLVMSetLinkage(clone, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
                    LLVMSetAlignment(clone, LLVMGetAlignment(array));
                    for &instruction in &self.instructions[copy] {
                        for operand in 0..LLVMGetNumOperands(instruction) as u32 {
                            let value = LLVMGetOperand(instruction, operand);
                            let renamed = renamed_constant(value, array, clone);
                            if renamed != value {
                                LLVMSetOperand(instruction, operand, renamed);
                            }
                        }
                    }
                }
            }
        }
    }

    /// One copy of the control flow: each later copy's instructions move to the end of
    /// the first copy's corresponding block, its phis to the top; its blocks, and the
    /// guard blocks between the copies, go.
    unsafe fn merge(&mut self, regions: &[FragmentRegion]) {
        // SAFETY: blocks and instructions of the live function.
        unsafe {
            let last_done = regions[regions.len() - 1].done;
            let guard = guard_branch(regions[0]).expect("checked between");
            LLVMSetSuccessor(guard, 1, last_done);
            for &instruction in &self.instructions[0] {
                if LLVMIsATerminatorInst(instruction).is_null() {
                    continue;
                }
                for successor in 0..LLVMGetNumSuccessors(instruction) {
                    if LLVMGetSuccessor(instruction, successor) == regions[0].done {
                        LLVMSetSuccessor(instruction, successor, last_done);
                    }
                }
            }
            for region in &regions[..regions.len() - 1] {
                LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(region.done));
            }
            let context = LLVMGetModuleContext(LLVMGetGlobalParent(LLVMGetBasicBlockParent(self.blocks[0][0])));
            let builder = OwnedBuilder::new(context);
            LLVMSetCurrentDebugLocation2(builder.raw, std::ptr::null_mut());
            for copy in 1..self.blocks.len() {
                for (index, block) in self.blocks[copy].clone().into_iter().enumerate() {
                    self.move_into(builder.raw, (copy, block), self.blocks[0][index]);
                }
            }
            let emptied =
                regions[..regions.len() - 1].iter().map(|r| r.done).chain(self.blocks[1..].iter().flatten().copied());
            for block in emptied {
                LLVMDeleteBasicBlock(block);
            }
        }
    }

    /// Moves `block` of copy `copy` into `into`: its phis to the top (incoming blocks
    /// renamed to the first copy's), its other instructions before `into`'s terminator;
    /// its own terminator goes.
    unsafe fn move_into(
        &mut self,
        builder: LLVMBuilderRef,
        (copy, block): (usize, LLVMBasicBlockRef),
        into: LLVMBasicBlockRef,
    ) {
        // SAFETY: blocks and instructions of the live function.
        unsafe {
            for phi in phis(block) {
                let (positions, first_blocks) = (&self.block_position, &self.blocks[0]);
                let new_block = |b| positions.get(&b).map_or(b, |&(_, i)| first_blocks[i]);
                let rebuilt = rebuild_phi_with(builder, phi, into, &new_block);
                let (_, at) = self.position.remove(&phi).expect("a copy's phi");
                self.instructions[copy][at] = rebuilt;
                self.position.insert(rebuilt, (copy, at));
            }
            let terminator = LLVMGetBasicBlockTerminator(into);
            for instruction in instructions(block) {
                if !LLVMIsATerminatorInst(instruction).is_null() {
                    // Gone: no later step may look at it (its slot is null from now on).
                    let (_, at) = self.position.remove(&instruction).expect("a copy's terminator");
                    self.instructions[copy][at] = std::ptr::null_mut();
                    LLVMInstructionEraseFromParent(instruction);
                    continue;
                }
                let name = std::ffi::CString::new(value_name(instruction)).unwrap_or_default();
                LLVMInstructionRemoveFromParent(instruction);
                LLVMPositionBuilderBefore(builder, terminator);
                LLVMInsertIntoBuilderWithName(builder, instruction, name.as_ptr());
            }
        }
    }

    /// The pointer parameters through which every later copy's loads are copy-invariant
    /// (loaded once, by the first copy), at least one of them.
    unsafe fn loaded_once(&self, invariance: &Invariance) -> Vec<u32> {
        let mut loads: BTreeSet<u32> = BTreeSet::new();
        let mut kept: BTreeSet<u32> = BTreeSet::new();
        for copy in 1..self.instructions.len() {
            for (index, &instruction) in self.instructions[copy].iter().enumerate().filter(|(_, i)| !i.is_null()) {
                // SAFETY: a live instruction of the function.
                let Some(parameter) = (unsafe { loaded_parameter(instruction) }) else { continue };
                match invariance.holds(copy, index) {
                    true => loads.insert(parameter),
                    false => kept.insert(parameter),
                };
            }
        }
        loads.difference(&kept).copied().collect()
    }

    /// Replaces every copy-invariant instruction of a later copy by the first copy's (which
    /// now precedes it in the same block), and drops the later copies' stores into unified
    /// arrays (twins of the first copy's). Returns how many instructions went.
    unsafe fn replace_invariant(&self, invariance: &Invariance, unified: &BTreeSet<usize>) -> usize {
        let mut gone = Vec::new();
        // SAFETY: instructions of the live function; each replaced one is erased once.
        unsafe {
            for copy in 1..self.instructions.len() {
                for (index, &instruction) in self.instructions[copy].iter().enumerate() {
                    if invariance.holds(copy, index) {
                        LLVMReplaceAllUsesWith(instruction, self.instructions[0][index]);
                        gone.push(instruction);
                    }
                }
            }
            for copy in 1..self.instructions.len() {
                for &instruction in self.instructions[copy].iter().filter(|i| !i.is_null()) {
                    let object = (!LLVMIsAStoreInst(instruction).is_null())
                        .then(|| underlying_object(LLVMGetOperand(instruction, 1)))
                        .flatten();
                    if object.is_some_and(|o| unified.contains(&(o as usize))) {
                        gone.push(instruction);
                    }
                }
            }
            for &instruction in &gone {
                LLVMInstructionEraseFromParent(instruction);
            }
        }
        gone.len()
    }
}

/// The conditional branch into `region`'s `.run` block, from its guard.
unsafe fn guard_branch(region: FragmentRegion) -> Option<LLVMValueRef> {
    // SAFETY: blocks of the live function.
    unsafe {
        let mut using = LLVMGetFirstUse(LLVMBasicBlockAsValue(region.run));
        let mut branch = None;
        while !using.is_null() {
            let user = LLVMGetUser(using);
            let guard = LLVMGetInstructionOpcode(user) == LLVMOpcode::LLVMBr
                && LLVMIsConditional(user) != 0
                && LLVMGetSuccessor(user, 0) == region.run
                && LLVMGetSuccessor(user, 1) == region.done;
            if !guard || branch.is_some() {
                return None;
            }
            branch = Some(user);
            using = LLVMGetNextUse(using);
        }
        branch
    }
}

/// The blocks of `other`'s region matched to `first`'s by a walk of both in step
/// (successors in order, `.done` to `.done`), or `None` where their shapes differ.
unsafe fn matched_blocks(
    (first, other): (FragmentRegion, FragmentRegion),
) -> Option<Vec<(LLVMBasicBlockRef, LLVMBasicBlockRef)>> {
    // SAFETY: blocks of the live function.
    unsafe {
        let mut matched: Vec<(LLVMBasicBlockRef, LLVMBasicBlockRef)> = Vec::new();
        let mut seen: HashMap<LLVMBasicBlockRef, LLVMBasicBlockRef> = HashMap::new();
        let mut stack = vec![(first.run, other.run)];
        seen.insert(first.run, other.run);
        while let Some((a, b)) = stack.pop() {
            matched.push((a, b));
            let (ta, tb) = (LLVMGetBasicBlockTerminator(a), LLVMGetBasicBlockTerminator(b));
            if ta.is_null() || tb.is_null() || LLVMGetNumSuccessors(ta) != LLVMGetNumSuccessors(tb) {
                return None;
            }
            for successor in (0..LLVMGetNumSuccessors(ta)).rev() {
                let (sa, sb) = (LLVMGetSuccessor(ta, successor), LLVMGetSuccessor(tb, successor));
                if (sa == first.done) != (sb == other.done) {
                    return None;
                }
                if sa == first.done {
                    continue;
                }
                match seen.get(&sa) {
                    Some(&known) if known != sb => return None,
                    Some(_) => {}
                    None => {
                        seen.insert(sa, sb);
                        stack.push((sa, sb));
                    }
                }
            }
        }
        Some(matched)
    }
}

/// The memory objects the copies write, or `None` when some write is not traced to one.
struct Writes {
    objects: Option<HashSet<LLVMValueRef>>,
}

impl Writes {
    unsafe fn of(copies: &Copies) -> Writes {
        let mut objects = HashSet::new();
        for &instruction in copies.instructions.iter().flatten() {
            // SAFETY: live instructions.
            unsafe {
                let pointer = match LLVMGetInstructionOpcode(instruction) {
                    LLVMOpcode::LLVMStore => Some(LLVMGetOperand(instruction, 1)),
                    LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => Some(LLVMGetOperand(instruction, 0)),
                    LLVMOpcode::LLVMCall if harmless_call(instruction) => None,
                    LLVMOpcode::LLVMCall | LLVMOpcode::LLVMFence => return Writes { objects: None },
                    _ => None,
                };
                if let Some(pointer) = pointer {
                    match underlying_object(pointer) {
                        Some(object) => objects.insert(object),
                        None => return Writes { objects: None },
                    };
                }
            }
        }
        Writes { objects: Some(objects) }
    }

    /// Whether a load through `pointer` reads memory no copy writes: a `noalias`
    /// parameter's, nothing of which is written.
    unsafe fn unwritten(&self, pointer: LLVMValueRef) -> bool {
        let Some(objects) = &self.objects else { return false };
        // SAFETY: a live value.
        unsafe {
            let Some(object) = underlying_object(pointer) else { return false };
            !objects.contains(&object) && !LLVMIsAArgument(object).is_null() && has_noalias(object)
        }
    }
}

/// Which later-copy instructions are copy-invariant: the greatest fixed point of the
/// local rule (same operation, operands equal outside the regions or invariant inside),
/// so that loop phis whose values go round are invariant when everything they carry is.
struct Invariance {
    holds: Vec<Vec<bool>>,
    private: BTreeSet<usize>,
}

impl Invariance {
    unsafe fn compute(copies: &Copies, writes: &Writes, private: &BTreeSet<usize>) -> Invariance {
        let holds = copies.instructions.iter().map(|c| vec![true; c.len()]).collect();
        let mut invariance = Invariance { holds, private: private.clone() };
        for copy in 1..copies.instructions.len() {
            for (index, &instruction) in copies.instructions[copy].iter().enumerate() {
                // SAFETY: live instructions.
                invariance.holds[copy][index] = unsafe { candidate(instruction, writes) };
            }
        }
        let mut changed = true;
        while changed {
            changed = false;
            for copy in 1..copies.instructions.len() {
                for index in 0..copies.instructions[copy].len() {
                    if !invariance.holds[copy][index] {
                        continue;
                    }
                    let instruction = copies.instructions[copy][index];
                    // SAFETY: a live instruction.
                    let operands = unsafe { LLVMGetNumOperands(instruction) as u32 };
                    if !(0..operands).all(|o| invariance.operand(copies, (copy, index), o)) {
                        invariance.holds[copy][index] = false;
                        changed = true;
                    }
                }
            }
        }
        invariance
    }

    fn holds(&self, copy: usize, index: usize) -> bool {
        self.holds[copy][index]
    }

    /// Whether operand `operand` of the instruction at `index` of `copy` is copy-invariant.
    fn operand(&self, copies: &Copies, (copy, index): (usize, usize), operand: u32) -> bool {
        // SAFETY: operands of live instructions.
        unsafe {
            let (a, b) = (copies.instructions[0][index], copies.instructions[copy][index]);
            let (x, y) = (LLVMGetOperand(a, operand), LLVMGetOperand(b, operand));
            if LLVMValueIsBasicBlock(x) != 0 {
                return true;
            }
            match copies.position.get(&y) {
                Some(&(_, at)) => self.holds(copy, at),
                None => same_computation(x, y, &self.private, 8),
            }
        }
    }
}

/// Whether a later copy's `instruction` may be copy-invariant at all: a computation
/// without effects, a phi, a call of a function without memory effects, or a load of
/// memory no copy writes.
unsafe fn candidate(instruction: LLVMValueRef, writes: &Writes) -> bool {
    // SAFETY: a live instruction.
    unsafe {
        match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMLoad => {
                LLVMGetVolatile(instruction) == 0 && writes.unwritten(LLVMGetOperand(instruction, 0))
            }
            LLVMOpcode::LLVMCall => {
                LLVMGetTypeKind(LLVMTypeOf(instruction)) != LLVMTypeKind::LLVMVoidTypeKind && pure_call(instruction)
            }
            opcode => pure_opcode(opcode),
        }
    }
}

fn pure_opcode(opcode: LLVMOpcode) -> bool {
    use LLVMOpcode::*;
    matches!(
        opcode,
        LLVMAdd
            | LLVMFAdd
            | LLVMSub
            | LLVMFSub
            | LLVMMul
            | LLVMFMul
            | LLVMUDiv
            | LLVMSDiv
            | LLVMFDiv
            | LLVMURem
            | LLVMSRem
            | LLVMFRem
            | LLVMShl
            | LLVMLShr
            | LLVMAShr
            | LLVMAnd
            | LLVMOr
            | LLVMXor
            | LLVMFNeg
            | LLVMTrunc
            | LLVMZExt
            | LLVMSExt
            | LLVMFPToUI
            | LLVMFPToSI
            | LLVMUIToFP
            | LLVMSIToFP
            | LLVMFPTrunc
            | LLVMFPExt
            | LLVMPtrToInt
            | LLVMIntToPtr
            | LLVMBitCast
            | LLVMAddrSpaceCast
            | LLVMICmp
            | LLVMFCmp
            | LLVMPHI
            | LLVMSelect
            | LLVMGetElementPtr
            | LLVMFreeze
            | LLVMExtractElement
            | LLVMInsertElement
    )
}

/// What an instruction carries beyond its opcode, type and operands that
/// `pure_opcode`s and phis can differ in: a compare's predicate, a GEP's source element
/// type.
unsafe fn immediates(instruction: LLVMValueRef) -> (u32, LLVMTypeRef) {
    // SAFETY: a live instruction.
    unsafe {
        match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMICmp => (LLVMGetICmpPredicate(instruction) as u32, std::ptr::null_mut()),
            LLVMOpcode::LLVMFCmp => (LLVMGetFCmpPredicate(instruction) as u32, std::ptr::null_mut()),
            LLVMOpcode::LLVMGetElementPtr => (0, LLVMGetGEPSourceElementType(instruction)),
            _ => (0, std::ptr::null_mut()),
        }
    }
}

/// Whether `x` and `y`, values outside the copies' regions, are the same: one value (that
/// names no `private` array), or the same pure operation on operands that are the same,
/// at most `depth` deep (the copies' guards are built apart from the same values).
unsafe fn same_computation(x: LLVMValueRef, y: LLVMValueRef, private: &BTreeSet<usize>, depth: u32) -> bool {
    // SAFETY: live values.
    unsafe {
        if x == y {
            let mut named = BTreeSet::new();
            collect_shared_globals(x, &mut named);
            return named.is_disjoint(private);
        }
        let instructions = !LLVMIsAInstruction(x).is_null() && !LLVMIsAInstruction(y).is_null();
        if depth == 0 || !instructions || LLVMGetInstructionOpcode(x) != LLVMGetInstructionOpcode(y) {
            return false;
        }
        let opcode = LLVMGetInstructionOpcode(x);
        let same_shape = pure_opcode(opcode)
            && opcode != LLVMOpcode::LLVMPHI
            && LLVMTypeOf(x) == LLVMTypeOf(y)
            && immediates(x) == immediates(y)
            && LLVMGetNumOperands(x) == LLVMGetNumOperands(y);
        same_shape
            && (0..LLVMGetNumOperands(x) as u32)
                .all(|o| same_computation(LLVMGetOperand(x, o), LLVMGetOperand(y, o), private, depth - 1))
    }
}

/// A call that writes no memory a copy could read: a barrier, an intrinsic without memory
/// effects, or a function declared without memory effects.
unsafe fn harmless_call(call: LLVMValueRef) -> bool {
    // SAFETY: a live call.
    unsafe {
        let name = callee_name(call).unwrap_or_default();
        is_block_barrier(&name) || is_ignorable_intrinsic(&name) || pure_call(call)
    }
}

/// A call of a function declared `memory(none)`.
unsafe fn pure_call(call: LLVMValueRef) -> bool {
    // SAFETY: a live call.
    unsafe {
        let callee = LLVMGetCalledValue(call);
        if LLVMIsAFunction(callee).is_null() {
            return false;
        }
        let kind = LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), "memory".len());
        let attribute = LLVMGetEnumAttributeAtIndex(callee, llvm_sys::LLVMAttributeFunctionIndex, kind);
        !attribute.is_null() && LLVMGetEnumAttributeValue(attribute) == 0
    }
}

/// The global or parameter `pointer` is based on, through GEPs and casts (instructions
/// or constant expressions).
unsafe fn underlying_object(pointer: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: live values.
    unsafe {
        let mut value = pointer;
        for _ in 0..64 {
            if !LLVMIsAGlobalVariable(value).is_null() || !LLVMIsAArgument(value).is_null() {
                return Some(value);
            }
            let opcode = if !LLVMIsAInstruction(value).is_null() {
                LLVMGetInstructionOpcode(value)
            } else if !LLVMIsAConstantExpr(value).is_null() {
                LLVMGetConstOpcode(value)
            } else {
                return None;
            };
            match opcode {
                LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast => {
                    value = LLVMGetOperand(value, 0)
                }
                _ => return None,
            }
        }
        None
    }
}

unsafe fn has_noalias(argument: LLVMValueRef) -> bool {
    // SAFETY: a live parameter of a live function.
    unsafe {
        let function = LLVMGetParamParent(argument);
        let index = (0..LLVMCountParams(function)).find(|&i| LLVMGetParam(function, i) == argument);
        let kind = LLVMGetEnumAttributeKindForName(c"noalias".as_ptr(), "noalias".len());
        index.is_some_and(|i| !LLVMGetEnumAttributeAtIndex(function, i + 1, kind).is_null())
    }
}

/// The parameter a load reads through, if it is a load of one.
unsafe fn loaded_parameter(instruction: LLVMValueRef) -> Option<u32> {
    // SAFETY: a live instruction.
    unsafe {
        if LLVMIsALoadInst(instruction).is_null() {
            return None;
        }
        let object = underlying_object(LLVMGetOperand(instruction, 0))?;
        if LLVMIsAArgument(object).is_null() {
            return None;
        }
        let function = LLVMGetParamParent(object);
        (0..LLVMCountParams(function)).find(|&i| LLVMGetParam(function, i) == object)
    }
}

/// Whether `from` can be renamed inside `value`: `value` is `from`, does not name it, or
/// is a constant expression of casts and GEPs whose operands can be renamed.
unsafe fn renamable(value: LLVMValueRef, from: LLVMValueRef) -> bool {
    // SAFETY: live constants.
    unsafe {
        if value == from || LLVMIsAConstantExpr(value).is_null() {
            return true;
        }
        let mut named = BTreeSet::new();
        collect_shared_globals(value, &mut named);
        let kind = matches!(
            LLVMGetConstOpcode(value),
            LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMGetElementPtr
        );
        !named.contains(&(from as usize))
            || (kind && (0..LLVMGetNumOperands(value) as u32).all(|o| renamable(LLVMGetOperand(value, o), from)))
    }
}

/// `value` with `from` renamed `to` inside it (a constant expression rebuilt); `value`
/// must be [`renamable`].
unsafe fn renamed_constant(value: LLVMValueRef, from: LLVMValueRef, to: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: live constants.
    unsafe {
        if value == from {
            return to;
        }
        if LLVMIsAConstantExpr(value).is_null() {
            return value;
        }
        let operands: Vec<LLVMValueRef> =
            (0..LLVMGetNumOperands(value) as u32).map(|o| LLVMGetOperand(value, o)).collect();
        let renamed: Vec<LLVMValueRef> = operands.iter().map(|&o| renamed_constant(o, from, to)).collect();
        if renamed == operands {
            return value;
        }
        let ty = LLVMTypeOf(value);
        match LLVMGetConstOpcode(value) {
            LLVMOpcode::LLVMAddrSpaceCast => LLVMConstAddrSpaceCast(renamed[0], ty),
            LLVMOpcode::LLVMBitCast => LLVMConstBitCast(renamed[0], ty),
            _ => {
                let source = LLVMGetGEPSourceElementType(value);
                let mut indices = renamed[1..].to_vec();
                let count = indices.len() as u32;
                match LLVMIsInBounds(value) != 0 {
                    true => LLVMConstInBoundsGEP2(source, renamed[0], indices.as_mut_ptr(), count),
                    false => LLVMConstGEP2(source, renamed[0], indices.as_mut_ptr(), count),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn budget(threads_per_block: u64, existing_bytes: u64) -> SharedBudget {
        SharedBudget { threads_per_block, existing_bytes, tile_array: None }
    }

    #[test]
    fn clones_stay_within_48_kib_and_the_blocks_per_sm() {
        assert_eq!(check_budget(budget(256, 20_480), 8_192), Ok(()), "bert_qkv's clones: 4 blocks per SM either way");
        assert_eq!(check_budget(budget(256, 48 * 1024), 0), Ok(()), "nothing cloned");
        let too_much = check_budget(budget(256, 40 * 1024), 16 * 1024);
        assert_eq!(too_much, Err(LockstepRefused::TooMuchShared { bytes: 16 * 1024, budget: 48 * 1024 }));
        let fewer_blocks = check_budget(budget(128, 40 * 1024), 8 * 1024);
        assert_eq!(fewer_blocks, Err(LockstepRefused::LowersOccupancy { bytes: 8 * 1024, before: 5, after: 4 }));
    }
}
