//! LLVM adapter, after CUDA fusion (SIRIUS §5): the stores of a fused kernel into a buffer
//! that nothing observes are removed. Runs on the fused kernel once LLVM's clean-up has
//! forwarded what it could inside threads (a value a fragment stores and a later fragment
//! of the same thread loads stays in a register), so that a buffer written and read only
//! inside the kernel is often written only.
//!
//! A buffer's stores go when both hold: inside the kernel, every use of every parameter
//! that points into it is an address computation (`getelementptr`, casts) ending as the
//! address of a store (no load, no call, no other use: nothing in the kernel can read the
//! bytes); outside, `liveness` (`syncfuse_sirius::fusion::liveness` over the UAR) proves that no
//! later statement and no exit observes them. Invariant: a store is erased only with both
//! proofs; everything else is kept with its typed reason. The address computations left
//! dead go with the caller's clean-up.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use serde::Serialize;
use syncfuse_ir::{callee_name, debug_location};
use syncfuse_sirius::fusion::liveness::StoreKept;
use syncfuse_sirius::model::program::BufferName;

use super::pass_pipeline::{optimise_only, PipelineFailed};

/// What runs on the kernel after its stores went: the address computations they used.
const CLEANUP: &str = "function(adce,simplifycfg)";

/// The stores removed from one buffer, and the proof that nothing observes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RemovedStores {
    pub buffer: BufferName,
    pub stores: usize,
    pub proof: String,
    /// The removed stores' source locations (`file:line:column`), where debug info has them.
    pub at: Vec<String>,
}

/// What a use of a buffer's parameter is.
pub(super) enum BufferUse {
    Store(LLVMValueRef),
    Load(LLVMValueRef),
    /// A store through a phi or `select` that merges the address with other buffers'
    /// (LLVM sinks common tails so), described: it writes no bytes it could read, but
    /// cannot go for this buffer alone.
    MergedStore(String),
    /// Something else that may read the bytes, described for the report.
    Other(String),
}

/// The buffers of `buffers` (each with the indices of the parameters that point into it)
/// that `fused` may load from: a load, or any use but a store (an address merged by a phi
/// counts as stored only where every use of the phi is a store's address).
/// Compared before and after LLVM's clean-up, it names the buffers whose every load now
/// reads a value its own thread stored (a register).
///
/// # Safety
/// `fused` must be a live defined function.
pub unsafe fn loaded_buffers(fused: LLVMValueRef, buffers: &[(BufferName, Vec<u32>)]) -> Vec<BufferName> {
    let loads = |parameters: &[u32]| {
        let mut uses = parameters.iter().flat_map(|&p| buffer_uses(LLVMGetParam(fused, p)));
        uses.any(|u| !matches!(u, BufferUse::Store(_) | BufferUse::MergedStore(_)))
    };
    buffers.iter().filter(|(_, parameters)| loads(parameters)).map(|(buffer, _)| buffer.clone()).collect()
}

/// Removes the stores of `fused` into each buffer of `buffers` (the buffer and the indices
/// of the parameters that point into it) that nothing reads inside the kernel and that
/// `liveness` proves unobserved outside, then the address computations left dead; returns
/// what went and why the rest stays.
///
/// # Safety
/// `module` must be a live module and `fused` one of its defined functions.
pub unsafe fn remove_unobserved_stores(
    module: LLVMModuleRef,
    fused: LLVMValueRef,
    buffers: &[(BufferName, Vec<u32>)],
    liveness: impl Fn(&BufferName) -> Result<String, StoreKept>,
) -> Result<(Vec<RemovedStores>, Vec<StoreKept>), PipelineFailed> {
    let (mut removed, mut kept) = (Vec::new(), Vec::new());
    for (buffer, parameters) in buffers {
        let uses: Vec<BufferUse> = parameters.iter().flat_map(|&p| buffer_uses(LLVMGetParam(fused, p))).collect();
        let stores: Vec<LLVMValueRef> = uses
            .iter()
            .filter_map(|u| match u {
                BufferUse::Store(store) => Some(*store),
                _ => None,
            })
            .collect();
        if stores.is_empty() {
            continue;
        }
        let read = uses.iter().find_map(|u| match u {
            BufferUse::Load(load) => Some(format!("a load{}", located(*load))),
            BufferUse::Other(what) => Some(what.clone()),
            BufferUse::Store(_) | BufferUse::MergedStore(_) => None,
        });
        let merged = uses.iter().find_map(|u| match u {
            BufferUse::MergedStore(what) => Some(what.clone()),
            _ => None,
        });
        // A merged store matters only once nothing else keeps the buffer's stores.
        let proof = match (read, merged) {
            (Some(op), _) => Err(StoreKept::ReadInKernel { buffer: buffer.clone(), op }),
            (None, merged) => liveness(buffer).and_then(|proof| match merged {
                Some(op) => Err(StoreKept::StoredThroughMergedAddress { buffer: buffer.clone(), op }),
                None => Ok(proof),
            }),
        };
        match proof {
            Ok(proof) => {
                let mut at: Vec<String> =
                    stores.iter().filter_map(|&store| debug_location(store)).map(|l| l.to_string()).collect();
                at.sort();
                at.dedup();
                stores.iter().for_each(|&store| LLVMInstructionEraseFromParent(store));
                removed.push(RemovedStores { buffer: buffer.clone(), stores: stores.len(), proof, at });
            }
            Err(reason) => kept.push(reason),
        }
    }
    if !removed.is_empty() {
        optimise_only(module, &[fused], CLEANUP)?;
    }
    Ok((removed, kept))
}

/// Every use of `pointer`, through address computations.
pub(super) unsafe fn buffer_uses(pointer: LLVMValueRef) -> Vec<BufferUse> {
    let mut found = Vec::new();
    for (user, value) in address_users(pointer) {
        let opcode = if LLVMIsAInstruction(user).is_null() { None } else { Some(LLVMGetInstructionOpcode(user)) };
        match opcode {
            Some(LLVMOpcode::LLVMStore) if stores_at(user, value) => found.push(BufferUse::Store(user)),
            Some(LLVMOpcode::LLVMLoad) => found.push(BufferUse::Load(user)),
            Some(LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect) if LLVMGetFirstUse(user).is_null() => {}
            Some(opcode @ (LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMSelect)) if only_stored_through(user) => {
                let name = if opcode == LLVMOpcode::LLVMPHI { "phi" } else { "select" };
                found.push(BufferUse::MergedStore(format!("a store through a {name} of its and other addresses")))
            }
            Some(LLVMOpcode::LLVMCall) => {
                let callee = callee_name(user).unwrap_or_else(|| "an indirect callee".to_string());
                found.push(BufferUse::Other(format!("a call of {callee}{}", located(user))))
            }
            Some(opcode) => {
                let name = format!("{opcode:?}").trim_start_matches("LLVM").to_lowercase();
                found.push(BufferUse::Other(format!("a {name} of its address{}", located(user))))
            }
            None => found.push(BufferUse::Other("a constant expression of its address".to_string())),
        }
    }
    found
}

/// Each user of `pointer` past its address computations (`getelementptr`, casts), with
/// the address it uses.
unsafe fn address_users(pointer: LLVMValueRef) -> Vec<(LLVMValueRef, LLVMValueRef)> {
    let mut users = Vec::new();
    let mut pending = vec![pointer];
    while let Some(value) = pending.pop() {
        let mut next = LLVMGetFirstUse(value);
        while !next.is_null() {
            let user = LLVMGetUser(next);
            next = LLVMGetNextUse(next);
            let computes_address = !LLVMIsAInstruction(user).is_null()
                && matches!(
                    LLVMGetInstructionOpcode(user),
                    LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMAddrSpaceCast
                );
            match computes_address {
                true => pending.push(user),
                false => users.push((user, value)),
            }
        }
    }
    users
}

/// Whether `store` stores at `address` (and does not store the address itself).
unsafe fn stores_at(store: LLVMValueRef, address: LLVMValueRef) -> bool {
    LLVMGetOperand(store, 1) == address && LLVMGetOperand(store, 0) != address
}

/// Whether every use of `merge` (a phi or `select` of addresses), through address
/// computations, is the address of a store (not its value).
unsafe fn only_stored_through(merge: LLVMValueRef) -> bool {
    address_users(merge).into_iter().all(|(user, value)| {
        !LLVMIsAInstruction(user).is_null()
            && LLVMGetInstructionOpcode(user) == LLVMOpcode::LLVMStore
            && stores_at(user, value)
    })
}

/// ` at <file:line:column>` of `instruction`, when it has a debug location.
pub(super) unsafe fn located(instruction: LLVMValueRef) -> String {
    debug_location(instruction).map_or_else(String::new, |location| format!(" at {location}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use syncfuse_ir::OwnedModule;

    /// Two horizontal groups' common tail as LLVM sinks it: one store through a phi of
    /// the two buffers' addresses; and a third buffer whose merged address is also loaded.
    const SUNK_TAIL: &str = r#"
define void @f(ptr %a, ptr %b, ptr %c, i1 %first, i64 %i) {
entry:
  br i1 %first, label %left, label %right
left:
  %pa = getelementptr float, ptr %a, i64 %i
  br label %join
right:
  %pb = getelementptr float, ptr %b, i64 %i
  br label %join
join:
  %p = phi ptr [ %pa, %left ], [ %pb, %right ]
  store float 1.0, ptr %p
  %q = select i1 %first, ptr %c, ptr %a
  %v = load float, ptr %q
  store float %v, ptr %p
  ret void
}
"#;

    #[test]
    fn a_store_through_a_merged_address_is_no_read_but_cannot_go_alone() {
        let module = OwnedModule::parse(SUNK_TAIL.as_bytes()).unwrap();
        // SAFETY: the module lives for the test.
        unsafe {
            let function = LLVMGetNamedFunction(module.module, c"f".as_ptr());
            let kinds = |parameter: u32| -> Vec<String> {
                buffer_uses(LLVMGetParam(function, parameter))
                    .iter()
                    .map(|u| match u {
                        BufferUse::Store(_) => "store".to_string(),
                        BufferUse::Load(_) => "load".to_string(),
                        BufferUse::MergedStore(what) | BufferUse::Other(what) => what.clone(),
                    })
                    .collect()
            };
            let merged = "a store through a phi of its and other addresses".to_string();
            assert_eq!(kinds(1), std::slice::from_ref(&merged), "b: written only through the phi");
            // a is also merged into an address that is loaded: a select of its address.
            assert!(kinds(0).contains(&merged) && kinds(0).contains(&"a select of its address".to_string()));
            let buffers: Vec<(BufferName, Vec<u32>)> =
                ["a", "b", "c"].iter().enumerate().map(|(i, name)| (BufferName::from(*name), vec![i as u32])).collect();
            let loaded = loaded_buffers(function, &buffers);
            assert_eq!(loaded, [BufferName::from("a"), BufferName::from("c")], "b is stored only");
        }
    }
}
