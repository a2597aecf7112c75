//! What one core's scalar unit did, in issue order: the record a functional run
//! (`AscendMachine` with a timed schedule) leaves for the chip (`chip`) to replay in
//! time. The scalar unit's instruction stream does not depend on timing (it reads only
//! data that a race-free kernel has already made final, and the replay reports any read
//! that races), so one functional run per core fixes every event; the replay decides only
//! *when* each happens and applies the data effects in that order. Invariant: the events
//! carry latencies already scaled by the run's seed, in the order the single-core machine
//! drew them, so a replay of one core is the single-core timed run.

use crate::ascend::error::Flag;
use crate::ascend::footprint::ByteAccess;
use crate::ascend::pipes::Task;
use crate::memory::SpaceId;
use std::collections::HashMap;

/// An index into a trace's labels (call sites first, then the other instructions named).
pub type LabelIndex = u32;

/// One step of the scalar unit.
#[derive(Clone, Debug)]
pub enum ScalarEvent {
    /// Busy for `cycles` retiring `instructions` scalar instructions.
    Retire { cycles: u64, instructions: u64 },
    /// A pipe instruction (op, pipe-side set, wait or barrier) enters its pipe's queue.
    Dispatch(Task),
    /// `SET.FLAG` issued by the scalar unit itself, busy `cycles`.
    SetFlag { flag: Flag, site: LabelIndex, cycles: u64 },
    /// `WAIT.FLAG` on the scalar unit: it stalls until the flag is set, clears it and is
    /// busy `cycles`.
    WaitFlag { flag: Flag, site: LabelIndex, cycles: u64 },
    /// `BARRIER(ALL)` (or the kernel's end, `at_exit`): the scalar unit stalls until every
    /// pipe drained, then is busy `cycles`; at exit no flag may be left set.
    Drain { label: LabelIndex, cycles: u64, at_exit: bool },
    /// A scalar load or store of local or global memory; a store's bytes are applied
    /// when it is replayed.
    Access { label: LabelIndex, access: ByteAccess, store: Option<StoredBytes> },
}

/// The bytes a scalar store wrote.
#[derive(Clone, Debug)]
pub struct StoredBytes {
    pub space: SpaceId,
    pub address: u64,
    pub bytes: Vec<u8>,
}

/// One core's events and the labels they name.
#[derive(Clone, Debug, Default)]
pub struct CoreTrace {
    pub events: Vec<ScalarEvent>,
    pub labels: Vec<String>,
    interned: HashMap<String, LabelIndex>,
}

impl CoreTrace {
    /// A trace whose first labels are the call sites'.
    pub fn new(site_labels: Vec<String>) -> CoreTrace {
        CoreTrace { events: Vec::new(), labels: site_labels, interned: HashMap::new() }
    }

    /// The index of a label that is not a call site's (added once).
    pub fn label(&mut self, label: &str) -> LabelIndex {
        if let Some(index) = self.interned.get(label) {
            return *index;
        }
        let index = self.labels.len() as LabelIndex;
        self.labels.push(label.to_string());
        self.interned.insert(label.to_string(), index);
        index
    }
}
