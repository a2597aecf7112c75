//! Cross-core races (`ascend-host.md`, rule 2): cores of one launch are unordered, so
//! two of them touching the same GM bytes, at least one writing, is a race whatever the
//! timing. The GM bytes each block touches come from its trace (pipe calls' concrete
//! footprints and scalar accesses); a sweep over all blocks' ranges sorted by start finds
//! the first conflicting pair. Invariant: only GM is shared; local buffers are per core.
//! Reads never conflict with reads, so the sweep compares a new range with the writes in
//! flight and, for a write, also with the reads. A launch's merged GM footprint
//! (`launch_footprint`) serves the cross-stream check of `streams`; its words by block
//! (`block_footprints`, on request) serve the front-end's differential test.

use crate::ascend::error::describe_bytes;
use crate::ascend::footprint::ByteAccess;
use crate::ascend::pipes::Work;
use crate::ascend::space_id;
use crate::ascend::trace::{CoreTrace, LabelIndex, ScalarEvent};
use crate::ascend_program::streams::Footprint;
use crate::cuda::footprint::LaunchFootprint;
use crate::memory::Memory;
use std::fmt;
use std::ops::Range;
use syncfuse_hardware::ascend::AddressSpace;
use syncfuse_hardware::cuda::Dim3;

/// Two blocks touching the same GM bytes, at least one writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossCoreRace {
    /// (block, instruction label, writes) of each side, the earlier block first.
    pub first: (usize, String, bool),
    pub second: (usize, String, bool),
    pub bytes: Range<u64>,
}

impl fmt::Display for CrossCoreRace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let verb = |writes: bool| if writes { "writes" } else { "reads" };
        write!(
            f,
            "cross-core race on {}: block {} {} it ({}) and block {} {} it ({}), and cores of one launch are unordered",
            describe_bytes(AddressSpace::Gm, &self.bytes),
            self.first.0,
            verb(self.first.2),
            self.first.1,
            self.second.0,
            verb(self.second.2),
            self.second.1
        )
    }
}

/// One GM range a block touches.
#[derive(Clone, Debug)]
struct Touch {
    block: usize,
    label: LabelIndex,
    write: bool,
    bytes: Range<u64>,
}

/// The first cross-core race among the blocks' GM accesses, if any.
pub fn first_cross_core_race(traces: &[CoreTrace]) -> Option<CrossCoreRace> {
    let mut touches: Vec<Touch> =
        traces.iter().enumerate().flat_map(|(block, trace)| gm_touches(block, trace)).collect();
    touches.sort_by_key(|touch| (touch.bytes.start, touch.block));
    let (mut writes, mut reads): (Vec<&Touch>, Vec<&Touch>) = (Vec::new(), Vec::new());
    for touch in &touches {
        writes.retain(|earlier| earlier.bytes.end > touch.bytes.start);
        reads.retain(|earlier| earlier.bytes.end > touch.bytes.start);
        let candidates = writes.iter().chain(reads.iter().filter(|_| touch.write));
        if let Some(earlier) = candidates.filter(|earlier| earlier.block != touch.block).min_by_key(|e| e.block) {
            return Some(race(traces, earlier, touch));
        }
        if touch.write {
            writes.push(touch);
        } else {
            reads.push(touch);
        }
    }
    None
}

/// The GM bytes all blocks of a launch touch, merged: (bytes, written), reads and writes
/// of one range kept apart.
pub fn launch_footprint(traces: &[CoreTrace]) -> Footprint {
    let mut touches: Vec<(Range<u64>, bool)> = traces
        .iter()
        .enumerate()
        .flat_map(|(block, trace)| gm_touches(block, trace))
        .map(|touch| (touch.bytes, touch.write))
        .collect();
    touches.sort_by_key(|(bytes, write)| (*write, bytes.start));
    let mut merged: Footprint = Vec::new();
    for (bytes, write) in touches {
        match merged.last_mut() {
            Some((last, last_write)) if *last_write == write && bytes.start <= last.end => {
                last.end = last.end.max(bytes.end)
            }
            _ => merged.push((bytes, write)),
        }
    }
    merged
}

/// The GM words each block of a launch of `kernel` touched, by (buffer, offset) of
/// `device`'s GM buffers: a core's run is a block of one thread (thread 0), as the UAR
/// reads an Ascend launch (`sirius::program::Platform::Ascend`).
pub fn block_footprints(kernel: &str, traces: &[CoreTrace], device: &Memory) -> LaunchFootprint {
    let mut footprint = LaunchFootprint::new(kernel, Dim3 { x: traces.len() as u32, y: 1, z: 1 });
    let gm = space_id(AddressSpace::Gm);
    for touch in traces.iter().enumerate().flat_map(|(block, trace)| gm_touches(block, trace)) {
        let Some(buffer) = device.buffer_index(gm, touch.bytes.start) else { continue };
        let offset = device.offset(gm, touch.bytes.start);
        let length = touch.bytes.end - touch.bytes.start;
        footprint.record((buffer, offset, length), (touch.block as u32, 0), (!touch.write, touch.write));
    }
    footprint
}

fn race(traces: &[CoreTrace], a: &Touch, b: &Touch) -> CrossCoreRace {
    let (first, second) = if a.block <= b.block { (a, b) } else { (b, a) };
    let side = |touch: &Touch| (touch.block, traces[touch.block].labels[touch.label as usize].clone(), touch.write);
    let bytes = a.bytes.start.max(b.bytes.start)..a.bytes.end.min(b.bytes.end);
    CrossCoreRace { first: side(first), second: side(second), bytes }
}

/// The GM ranges of one block's pipe calls and scalar accesses.
fn gm_touches(block: usize, trace: &CoreTrace) -> Vec<Touch> {
    let mut touches = Vec::new();
    let mut add = |label: LabelIndex, access: &ByteAccess| {
        if access.space != AddressSpace::Gm {
            return;
        }
        for bytes in &access.merged {
            touches.push(Touch { block, label, write: access.write, bytes: bytes.clone() });
        }
    };
    for event in &trace.events {
        match event {
            ScalarEvent::Dispatch(task) => {
                if let Work::Op { accesses, .. } = &task.work {
                    accesses.iter().for_each(|access| add(task.site, access));
                }
            }
            ScalarEvent::Access { label, access, .. } => add(*label, access),
            _ => {}
        }
    }
    touches
}
