//! What `sirius` asks before it removes a fused kernel's stores or keeps a buffer in shared
//! memory: whether anything outside the kernel observes what it writes into a buffer
//! (`syncfuse_sirius::fusion::liveness` over the UAR, with the first free of the buffer that runs
//! after the launch on every path, found in the host module). Shared by the CUDA pipeline
//! (`cuda`, `tiles`) and the Ascend one (`ascend`).
//!
//! Invariant: a buffer is unobserved only with `unobserved_outside`'s proof; only frees of
//! the launch's own function are considered, since only those can follow it on every path.

use llvm_sys::prelude::LLVMValueRef;
use std::collections::HashMap;
use syncfuse_llvm::function_cfg::runs_after_on_every_path;
use syncfuse_sirius::fusion::liveness::{unobserved_outside, StoreKept};
use syncfuse_sirius::model::program::{BufferName, DevicePointer, HostProgram, StatementId, StatementKind};
use syncfuse_sirius::model::uar::UnifiedGraph;

/// What the UAR liveness of a fused kernel's buffers reads.
pub(crate) struct StoreLiveness<'a> {
    pub(crate) program: &'a HostProgram,
    pub(crate) graph: &'a UnifiedGraph,
    /// The call of every free statement.
    pub(crate) frees: &'a HashMap<StatementId, LLVMValueRef>,
}

impl StoreLiveness<'_> {
    /// Whether anything outside the fused kernel of `fragments`, launched by `launch`,
    /// observes what it writes into `buffer` (`syncfuse_sirius::fusion::liveness`, with the first
    /// free of the buffer that runs after the launch on every path).
    ///
    /// # Safety
    /// `launch` and the frees must be live instructions of one function's module.
    pub(crate) unsafe fn of(
        &self,
        launch: LLVMValueRef,
        fragments: &[StatementId],
        buffer: &BufferName,
    ) -> Result<String, StoreKept> {
        let program = self.program;
        // Only frees of the launch's own function can follow it on every path (and the
        // module's clean-up may have replaced other functions, leaving their calls stale).
        let function = fragments.first().map(|&f| program.statements[f].function.as_str());
        let same_function =
            |statement: &StatementId| Some(program.statements[*statement].function.as_str()) == function;
        let frees_buffer = |statement: &StatementId| {
            matches!(&program.statements[*statement].kind,
                StatementKind::Free { pointer: DevicePointer::Buffer { buffer: freed, .. } } if freed == buffer)
        };
        // The first such free in program order, so that the report does not depend on
        // the map's order. SAFETY: live calls of the host module.
        let freed_by = (self.frees.iter())
            .filter(|(statement, &free)| {
                same_function(statement) && frees_buffer(statement) && unsafe { runs_after_on_every_path(launch, free) }
            })
            .map(|(&statement, _)| statement)
            .min();
        unobserved_outside(program, self.graph, fragments, buffer, freed_by)
    }
}
