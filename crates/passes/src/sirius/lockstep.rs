//! Lock-step fragments of a CUDA fused kernel (`syncfuse_sirius::fusion::lockstep` chose
//! them, `syncfuse_llvm::sirius::lockstep` rewrites): runs each set of the chosen variant
//! after the host rewrite merged the scalars the copies share, and reports per set what it
//! did (the operands loaded once, the shared arrays filled once or cloned, the shared
//! memory and the blocks per SM before and after) or why not, with one remark each at the
//! fused launch.
//!
//! Invariant: a refused set leaves the kernel as it was (every check of the rewrite runs
//! before its first edit), so a set refused at a member that differs from the first is
//! tried again as the parts before and from that member; only operands the rewrite really
//! loads once are taken off the modelled traffic (`took_off`).

use crate::diagnostics::{self, RemarkKind, RemarkPass};
use crate::report::{EntryReason, Outcome};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use syncfuse_llvm::sirius::codegen::FusedKernel;
use syncfuse_llvm::sirius::lockstep::{run_in_lockstep, Lockstep, LockstepRefused, SharedBudget};
use syncfuse_llvm::sirius::shared_tiles::static_shared_bytes;
use syncfuse_reason::Reason;
use syncfuse_sirius::fusion::fuse::Variant;
use syncfuse_sirius::fusion::lockstep::LockstepSet;
use syncfuse_sirius::gpu::estimate::BufferTraffic;
use syncfuse_sirius::gpu::occupancy::{blocks_per_sm, ASSUMED_REGISTERS_PER_THREAD};
use syncfuse_sirius::model::program::{BufferName, HostProgram, KernelName};

/// One lock-step set of a fused kernel and what became of it.
#[derive(Serialize)]
pub(super) struct LockstepEntry<'a> {
    /// The statements of its fragments.
    fragments: Vec<&'a str>,
    kernel: KernelName,
    /// The operands the plan expected to load once, and those the rewrite does.
    expected_once: Vec<BufferName>,
    loaded_once: Vec<BufferName>,
    #[serde(flatten)]
    rewrite: Option<Lockstep>,
    shared_bytes_before: u64,
    shared_bytes_after: u64,
    blocks_per_sm_before: u64,
    blocks_per_sm_after: u64,
    #[serde(flatten)]
    outcome: Outcome<LockstepRefused>,
    /// Its members' positions in plan order, the kernel and the shared operands (a part of
    /// one of the plan's sets when the whole was refused at a member that differs).
    #[serde(skip)]
    set: LockstepSet,
}

impl EntryReason for LockstepRefused {
    fn status(&self) -> &'static str {
        "refused"
    }
}

impl LockstepEntry<'_> {
    /// Whether the fused kernel no longer loads `traffic` of the fragment at plan position
    /// `fragment`: a later member's read of an operand this set loads once.
    pub(super) fn took_off(&self, fragment: usize, traffic: &BufferTraffic) -> bool {
        let once = traffic.buffer.as_ref().is_some_and(|b| self.loaded_once.contains(b));
        once && self.set.takes_off(fragment, traffic)
    }
}

/// Runs every lock-step set of `variant` in `kernel` (made in `device`, launched by
/// `launch`); `buffers(parameter)` names the buffers a fused-kernel parameter points into.
///
/// # Safety
/// `device` must be live with `kernel` made in it and not yet cleaned up; `launch` a live
/// instruction of the host module.
pub(super) unsafe fn run_lockstep_sets<'a>(
    (device, launch): (LLVMModuleRef, LLVMValueRef),
    (program, variant): (&'a HostProgram, &'a Variant),
    kernel: &FusedKernel,
    buffers: impl Fn(u32) -> Vec<BufferName>,
) -> Vec<LockstepEntry<'a>> {
    // SAFETY: caller's contract.
    unsafe {
        let function = syncfuse_ir::named_function(device, &kernel.name);
        let name = std::ffi::CString::new(format!("{}.tiles", kernel.name)).expect("symbol names have no NUL");
        let tile_array = llvm_sys::core::LLVMGetNamedGlobal(device, name.as_ptr());
        let threads = variant.plan.block.volume();
        let mut entries = Vec::new();
        let mut pending: Vec<LockstepSet> = variant.lockstep.iter().rev().cloned().collect();
        while let Some(set) = pending.pop() {
            let before = static_shared_bytes(device, &[function]);
            let budget = SharedBudget {
                threads_per_block: threads,
                existing_bytes: before,
                tile_array: (!tile_array.is_null()).then_some(tile_array),
            };
            let regions: Option<Vec<_>> = kernel.regions[set.fragments.clone()].iter().copied().collect();
            let result = match regions {
                Some(regions) => run_in_lockstep(function, &regions, budget),
                None => Err(LockstepRefused::RemappedThreads),
            };
            // Refused at a member that differs: the members before it, and those from it
            // on, are tried as sets of their own (the refusal edited nothing).
            if let Err(LockstepRefused::NotACopy { copy, .. } | LockstepRefused::PathDiffers { copy, .. }) = result {
                let at = set.fragments.start + copy;
                let parts = [set.fragments.start..at, at..set.fragments.end];
                pending.extend(
                    parts
                        .into_iter()
                        .rev()
                        .filter(|p| p.len() >= 2)
                        .map(|fragments| LockstepSet { fragments, ..set.clone() }),
                );
            }
            let after = before + result.as_ref().map_or(0, |r| r.added_shared_bytes);
            let loaded_once: Vec<BufferName> =
                result.as_ref().map_or(Vec::new(), |r| r.loaded_once.iter().flat_map(|&p| buffers(p)).collect());
            let occupancy = |bytes| blocks_per_sm(threads, bytes, ASSUMED_REGISTERS_PER_THREAD);
            let statements = &variant.fragment_statements[set.fragments.clone()];
            let entry = LockstepEntry {
                fragments: statements.iter().map(|&s| program.statements[s].name.as_str()).collect(),
                kernel: set.kernel.clone(),
                expected_once: set.shared.iter().map(|s| s.buffer.clone()).collect(),
                loaded_once,
                shared_bytes_before: before,
                shared_bytes_after: after,
                blocks_per_sm_before: occupancy(before),
                blocks_per_sm_after: occupancy(after),
                outcome: Outcome { success: "lock-step", reason: result.as_ref().err().cloned() },
                rewrite: result.ok(),
                set,
            };
            entry.emit_remark(launch, &kernel.name);
            entries.push(entry);
        }
        entries
    }
}

impl LockstepEntry<'_> {
    /// `FragmentsInLockstep` (passed) or `LockstepRefused` (missed) at the fused launch.
    unsafe fn emit_remark(&self, launch: LLVMValueRef, kernel: &str) {
        let fragments = self.fragments.join(", ");
        let (kind, name, message) = match &self.outcome.reason {
            None => {
                let once: Vec<&str> = self.loaded_once.iter().map(BufferName::as_str).collect();
                let message = format!(
                    "{kernel}: {fragments} ({}) run in lock-step; loaded once: {}; shared memory {} -> {} bytes",
                    self.kernel,
                    if once.is_empty() { "nothing".to_string() } else { once.join(", ") },
                    self.shared_bytes_before,
                    self.shared_bytes_after,
                );
                (RemarkKind::Passed, "FragmentsInLockstep", message)
            }
            Some(reason) => {
                let message = format!("{kernel}: {fragments} ({}) not in lock-step: {reason}", self.kernel);
                (RemarkKind::Missed, reason.remark_name(), message)
            }
        };
        // SAFETY: caller's contract.
        unsafe { diagnostics::emit(&diagnostics::launch_remark(RemarkPass::Sirius, launch, (kind, name), message)) };
    }
}
