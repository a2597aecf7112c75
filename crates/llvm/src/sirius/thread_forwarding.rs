//! LLVM adapter, after CUDA fusion: store-to-load forwarding inside one thread of a fused
//! kernel where LLVM's own (`gvn`) gives up. A fragment renumbered on a GEMM's threads
//! (`Regrid::rounds`) loads, in straight-line code, exactly the elements its thread's
//! epilogue just stored; clang writes both addresses with `or` for `+` (tile bases whose
//! low bits are known zero, through `freeze`), which BasicAA does not decompose, so GVN
//! keeps the loads. The affine reader (`ValueReader`, the front-end's own, with LLVM's
//! known bits) reads every address as a base and an affine byte offset in the thread's
//! terms and compares them.
//!
//! Invariant: a load is replaced only by the value of a store that ran on every path to
//! it (earlier in its basic block, or available at the end of every predecessor: an
//! intersection over the blocks in layout order, a predecessor not walked yet leaving
//! nothing), or, for a load through a phi of
//! addresses before any store of its block, by a phi of the values each predecessor's
//! stores left at its incoming address; each store to the same base at an equal offset,
//! of the load's type, with nothing between them that may write the loaded bytes: every
//! store between is to a provably disjoint range (another `noalias` parameter or memory
//! object, or the same base at a constant distance of at least the larger size); any other
//! store, atomic, fence or call that may write memory (a barrier included) forgets every
//! store seen. Sits after `codegen`'s clean-up and before `dead_stores`, which then finds
//! the buffer written only.

use crate::affine::{AffinePointer, SymbolEnvironment, ValueReader};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::{LLVMGetModuleDataLayout, LLVMStoreSizeOfType};
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode};
use std::collections::HashMap;
use syncfuse_ir::{basic_blocks, callee_name, instructions, is_no_op_intrinsic};
use syncfuse_poly::footprint::MemoryBase;

/// A store the walk through one basic block has seen and not forgotten.
#[derive(Clone)]
struct SeenStore {
    store: LLVMValueRef,
    value: LLVMValueRef,
    pointer: AffinePointer,
    bytes: i64,
}

/// Forwards each load of `fused` of what a store on every path to it wrote (module doc);
/// `launch` are the fused launch's constants (`launch_constants`: its block and grid
/// extents, which bound the thread and block indices); returns how
/// many loads went.
///
/// # Safety
/// `module` must be a live module and `fused` one of its defined functions.
pub unsafe fn forward_within_threads(module: LLVMModuleRef, fused: LLVMValueRef, launch: Vec<(String, i64)>) -> usize {
    // SAFETY: reads of the live function, then replacement of its loads.
    unsafe {
        let environment =
            SymbolEnvironment { known: launch.into_iter().collect(), ..SymbolEnvironment::comparing_values() };
        let mut values = ValueReader::new(module, fused, environment);
        let data_layout = LLVMGetModuleDataLayout(module);
        let bytes = |value: LLVMValueRef| LLVMStoreSizeOfType(data_layout, LLVMTypeOf(value)) as i64;
        let mut forwarded = 0;
        let mut at_end: HashMap<LLVMBasicBlockRef, Vec<SeenStore>> = HashMap::new();
        let predecessors = predecessors(fused);
        for block in basic_blocks(fused) {
            let mut seen = at_entry(predecessors.get(&block).map_or(&[][..], Vec::as_slice), &at_end);
            let mut untouched = true;
            for instruction in instructions(block) {
                let plain = LLVMGetVolatile(instruction) == 0
                    && LLVMGetOrdering(instruction) == LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
                match LLVMGetInstructionOpcode(instruction) {
                    LLVMOpcode::LLVMStore if plain => {
                        let (value, address) = (LLVMGetOperand(instruction, 0), LLVMGetOperand(instruction, 1));
                        untouched = false;
                        let Some(pointer) = traced(&mut values, address) else {
                            seen.clear();
                            continue;
                        };
                        let store = SeenStore { store: instruction, value, pointer, bytes: bytes(value) };
                        seen.retain(|earlier| disjoint(earlier, &store));
                        seen.push(store);
                    }
                    LLVMOpcode::LLVMLoad if plain => {
                        let address = LLVMGetOperand(instruction, 0);
                        let stored = match traced(&mut values, address) {
                            Some(pointer) => stored_value(&seen, &pointer, instruction),
                            None if untouched => joined_value(&mut values, &at_end, address, instruction),
                            None => None,
                        };
                        if let Some(value) = stored {
                            LLVMReplaceAllUsesWith(instruction, value);
                            LLVMInstructionEraseFromParent(instruction);
                            forwarded += 1;
                            if !LLVMIsAPHINode(address).is_null() && LLVMGetFirstUse(address).is_null() {
                                LLVMInstructionEraseFromParent(address); // Its buffers' stores may go now.
                            }
                        }
                    }
                    LLVMOpcode::LLVMLoad => {}
                    LLVMOpcode::LLVMCall if !may_write_memory(instruction) => {}
                    LLVMOpcode::LLVMStore
                    | LLVMOpcode::LLVMCall
                    | LLVMOpcode::LLVMAtomicRMW
                    | LLVMOpcode::LLVMAtomicCmpXchg
                    | LLVMOpcode::LLVMFence
                    | LLVMOpcode::LLVMInvoke => {
                        seen.clear();
                        untouched = false;
                    }
                    _ => {}
                }
            }
            at_end.insert(block, seen);
        }
        forwarded
    }
}

/// Each block's predecessors.
unsafe fn predecessors(function: LLVMValueRef) -> HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> {
    let mut predecessors: HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>> = HashMap::new();
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

/// The stores every predecessor left unforgotten at its end (none where one was not walked
/// yet: a loop's back edge, or the entry block).
fn at_entry(predecessors: &[LLVMBasicBlockRef], at_end: &HashMap<LLVMBasicBlockRef, Vec<SeenStore>>) -> Vec<SeenStore> {
    let ends: Option<Vec<&Vec<SeenStore>>> = predecessors.iter().map(|p| at_end.get(p)).collect();
    let Some((first, others)) = ends.as_deref().and_then(|e| e.split_first()) else { return Vec::new() };
    let everywhere = |s: &&SeenStore| others.iter().all(|other| other.iter().any(|o| o.store == s.store));
    first.iter().filter(everywhere).cloned().collect()
}

/// The value of the last of `seen` that wrote exactly what `load` reads at `pointer`.
unsafe fn stored_value(seen: &[SeenStore], pointer: &AffinePointer, load: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: type queries of live values.
    let same = |s: &&SeenStore| &s.pointer == pointer && unsafe { LLVMTypeOf(s.value) == LLVMTypeOf(load) };
    seen.iter().rev().find(same).map(|s| s.value)
}

/// Where `load`, before any store of its block, reads through a phi of addresses (LLVM
/// sinks the fragments' common tails of horizontal groups into one block): a phi of the
/// values each predecessor's last stores left at those addresses, if every one did.
unsafe fn joined_value(
    values: &mut ValueReader,
    at_end: &HashMap<LLVMBasicBlockRef, Vec<SeenStore>>,
    address: LLVMValueRef,
    load: LLVMValueRef,
) -> Option<LLVMValueRef> {
    // SAFETY: queries of a live phi, then a new phi at the top of the load's block.
    unsafe {
        if LLVMIsAPHINode(address).is_null() || LLVMGetInstructionParent(address) != LLVMGetInstructionParent(load) {
            return None;
        }
        let mut incoming = Vec::new();
        for index in 0..LLVMCountIncoming(address) {
            let (pointer, from) = (LLVMGetIncomingValue(address, index), LLVMGetIncomingBlock(address, index));
            let pointer = traced(values, pointer)?;
            incoming.push((stored_value(at_end.get(&from)?, &pointer, load)?, from));
        }
        let builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(load)));
        LLVMPositionBuilderBefore(builder, address);
        let phi = LLVMBuildPhi(builder, LLVMTypeOf(load), c"forwarded".as_ptr());
        LLVMDisposeBuilder(builder);
        let (mut stored, mut blocks): (Vec<_>, Vec<_>) = incoming.into_iter().unzip();
        LLVMAddIncoming(phi, stored.as_mut_ptr(), blocks.as_mut_ptr(), stored.len() as u32);
        Some(phi)
    }
}

/// `address` as a known base (no untraced pointer: two of those at one offset need not
/// be one address) and an affine offset.
fn traced(values: &mut ValueReader, address: LLVMValueRef) -> Option<AffinePointer> {
    values.pointer(address).filter(|p| p.offset.is_some() && p.base != MemoryBase::Unknown)
}

/// Whether the bytes of `a` and `b` never overlap.
fn disjoint(a: &SeenStore, b: &SeenStore) -> bool {
    match (&a.pointer.base, &b.pointer.base) {
        (MemoryBase::Argument { noalias: true, index: x }, MemoryBase::Argument { noalias: true, index: y })
            if x != y =>
        {
            true
        }
        (MemoryBase::Object { name: x }, MemoryBase::Object { name: y }) if x != y => true,
        (x, y) if x == y => {
            let (Some(p), Some(q)) = (&a.pointer.offset, &b.pointer.offset) else { return false };
            p.sub(q).as_constant().is_some_and(|distance| distance >= b.bytes || -distance >= a.bytes)
        }
        _ => false,
    }
}

/// Whether a call may write memory this kernel's loads read: anything but a no-op
/// intrinsic or a callee whose `memory` attribute (LLVM 16's `MemoryEffects`: two bits,
/// read and write, per location: argument memory, inaccessible memory, other) writes at
/// most memory no load can see.
unsafe fn may_write_memory(call: LLVMValueRef) -> bool {
    // SAFETY: attribute queries of a live call and its callee.
    unsafe {
        if callee_name(call).is_some_and(|name| is_no_op_intrinsic(&name)) {
            return false;
        }
        let callee = LLVMGetCalledValue(call);
        if LLVMIsAFunction(callee).is_null() {
            return true;
        }
        let kind = LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), "memory".len());
        let attribute = LLVMGetEnumAttributeAtIndex(callee, llvm_sys::LLVMAttributeFunctionIndex, kind);
        if attribute.is_null() {
            return true;
        }
        const WRITES_ARGUMENT_MEMORY: u64 = 0b10;
        const WRITES_OTHER_MEMORY: u64 = 0b10 << 4;
        LLVMGetEnumAttributeValue(attribute) & (WRITES_ARGUMENT_MEMORY | WRITES_OTHER_MEMORY) != 0
    }
}
