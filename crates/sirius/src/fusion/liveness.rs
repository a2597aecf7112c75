//! UAR liveness of what a fused kernel writes to a device buffer: can anything outside the
//! fused kernel observe those bytes? A store nothing observes can be removed once the
//! fused kernel's own reads of the buffer are gone (forwarded on chip; the LLVM side
//! checks that part on the fused kernel: `syncfuse_llvm::sirius::ub_forwarding` on an
//! AI Core, `syncfuse_llvm::sirius::dead_stores` on CUDA, where the reads went to registers).
//!
//! The observers are read from the UAR's edges out of each replaced launch: a RAW (or
//! unknown) edge on the buffer into any statement that is not a later fragment of the same
//! fused kernel (a later launch, a copy to the host, a launch of the next host-loop
//! iteration, which the UAR relates to an earlier fragment) observes it; so does the end of
//! the program unless a free of the buffer follows the fused launch on every path (the
//! caller proves that on the host's CFG and passes the free). Invariant: `Ok` only when no
//! edge and no exit can see the bytes; every other answer is a typed `StoreKept`. Sits
//! after `uar` and `ascend_plan`, before the LLVM rewrite.

use crate::model::program::{BufferName, HostProgram, StatementId};
use crate::model::uar::{EdgeKind, UnifiedGraph};
use petgraph::visit::EdgeRef;
use petgraph::Direction;
use serde::Serialize;
use syncfuse_reason::Reason;
use thiserror::Error;

/// Why the stores into a buffer stay, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum StoreKept {
    #[error("{reader} may read what {writer} writes into {buffer} ({kind} edge of the UAR)")]
    ReadOutside { buffer: BufferName, writer: String, reader: String, kind: String },
    #[error("{buffer} is not freed on every path after the fused launch: its bytes stay visible at exit")]
    NotFreed { buffer: BufferName },
    #[error("{op} in the fused kernel still reads {buffer}")]
    ReadInKernel { buffer: BufferName, op: String },
    #[error("{op} in the fused kernel writes {buffer}: its stores cannot go for {buffer} alone")]
    StoredThroughMergedAddress { buffer: BufferName, op: String },
    #[error("a pointer the host chooses among {buffer} and other buffers reaches the fused kernel: its stores may be meant for another")]
    PointerChosenOnHost { buffer: BufferName },
    #[error("{argument} of the fused kernel is not traced to an allocation: it may read {buffer}")]
    UntracedPointer { buffer: BufferName, argument: String },
}

impl StoreKept {
    /// The buffer whose stores stay.
    pub fn buffer(&self) -> &BufferName {
        match self {
            StoreKept::ReadOutside { buffer, .. }
            | StoreKept::NotFreed { buffer }
            | StoreKept::ReadInKernel { buffer, .. }
            | StoreKept::StoredThroughMergedAddress { buffer, .. }
            | StoreKept::PointerChosenOnHost { buffer }
            | StoreKept::UntracedPointer { buffer, .. } => buffer,
        }
    }
}

impl Reason for StoreKept {
    /// The stable remark name.
    fn remark_name(&self) -> &'static str {
        match self {
            StoreKept::ReadOutside { .. } => "StoreObservedOutside",
            StoreKept::NotFreed { .. } => "StoreObservedAtExit",
            StoreKept::ReadInKernel { .. } => "StoreReadInKernel",
            StoreKept::StoredThroughMergedAddress { .. } => "StoreThroughMergedAddress",
            StoreKept::PointerChosenOnHost { .. } => "StoreThroughChosenPointer",
            StoreKept::UntracedPointer { .. } => "StoreMayBeReadUntraced",
        }
    }
}

/// The UAR's RAW and unknown edges at `statement` in `direction` that may carry bytes of
/// `buffer` (edges on no buffer in particular included), each as the statement at its other
/// end and its kind.
pub fn flow_edges<'g>(
    graph: &'g UnifiedGraph,
    statement: StatementId,
    buffer: &'g BufferName,
    direction: Direction,
) -> impl Iterator<Item = (StatementId, &'g EdgeKind)> + 'g {
    graph.graph.edges_directed(graph.vertex_of(statement), direction).filter_map(move |edge| {
        let data = edge.weight();
        let on_buffer = data.buffer.as_ref().is_none_or(|b| b == buffer);
        let flow = matches!(data.kind, EdgeKind::Raw | EdgeKind::Unknown) && on_buffer;
        let other = match direction {
            Direction::Outgoing => edge.target(),
            Direction::Incoming => edge.source(),
        };
        flow.then(|| (graph.graph[other].statement, &data.kind))
    })
}

/// Checks that nothing outside the fused kernel of `fragments` (its replaced launches, in
/// program order) observes what they write into `buffer`, `freed_by` being the free of the
/// buffer that follows the fused launch on every path; returns the proof's text.
pub fn unobserved_outside(
    program: &HostProgram,
    graph: &UnifiedGraph,
    fragments: &[StatementId],
    buffer: &BufferName,
    freed_by: Option<StatementId>,
) -> Result<String, StoreKept> {
    let name = |s: StatementId| program.statements[s].name.clone();
    let mut readers = Vec::new();
    for (position, &writer) in fragments.iter().enumerate() {
        for (reader, kind) in flow_edges(graph, writer, buffer, Direction::Outgoing) {
            if !fragments[position + 1..].contains(&reader) {
                let kind = kind.to_string();
                return Err(StoreKept::ReadOutside {
                    buffer: buffer.clone(),
                    writer: name(writer),
                    reader: name(reader),
                    kind,
                });
            }
            readers.push(name(reader));
        }
    }
    let freed_by = freed_by.ok_or_else(|| StoreKept::NotFreed { buffer: buffer.clone() })?;
    readers.sort();
    readers.dedup();
    let readers = if readers.is_empty() { "no statement".to_string() } else { readers.join(", ") };
    Ok(format!(
        "the UAR's reads of {buffer} after the fused launches: {readers} (fused); freed by {} on every path",
        name(freed_by)
    ))
}
