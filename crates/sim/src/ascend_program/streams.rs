//! The order of an Ascend program's launches (`ascend-host.md`: launches on one stream
//! run in issue order, different streams concurrently) and the checks and model that
//! follow from it. Each launch knows the launches ordered before it: its stream's earlier
//! launches, the launches before every event record its stream waits for
//! (`aclrtRecordEvent`/`aclrtStreamWaitEvent`), and everything the host had seen finish
//! when it issued the launch (`aclrtSynchronizeStream`/`Event`/`Device`, and the
//! synchronous `aclrtMemcpy`, `aclrtMemset` and `aclrtFree`, which wait for all issued
//! work here). The executor still runs launches one at a time in issue order; two
//! launches that no order relates and that touch the same GM bytes, one writing, are a
//! cross-stream race (so, race-free, every concurrent execution leaves what issue order
//! leaves). The device time follows `hardware::ascend_host::schedule_launches`: concurrent
//! streams share the chip's cores and GM bus (each launch's cycles and bus bytes come from
//! its own replay; overlapping bodies slow down while their demand exceeds the bus).
//! Invariant: a launch's predecessors are fixed at issue and all issued before it.

use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;
use std::ops::Range;

/// A stream handle as the program names it (null: the default stream).
pub type StreamHandle = u64;

/// The GM bytes a launch touches: merged ranges, each read or written.
pub type Footprint = Vec<(Range<u64>, bool)>;

/// The launches so far, in issue order, and the streams' and events' state.
#[derive(Default)]
pub struct StreamOrder {
    launches: Vec<Ordered>,
    /// Per stream, its latest launch.
    last_on: FxHashMap<StreamHandle, usize>,
    /// Per event, the latest launch of its stream when it was last recorded.
    recorded: FxHashMap<u64, Option<usize>>,
    /// Per stream, the launches later work on it waits for (its event waits).
    waits: FxHashMap<StreamHandle, Vec<usize>>,
    /// Launches the host has seen finish.
    host_knows: FixedBitSet,
    /// Per stream, its latest launch the host has seen finish (with stream order, they
    /// cover `host_knows`).
    host_frontier: FxHashMap<StreamHandle, usize>,
}

struct Ordered {
    stream: StreamHandle,
    kernel: String,
    /// Launches ordered before this one.
    before: FixedBitSet,
    /// Dropped once the host has seen the launch finish (nothing later can race it).
    footprint: Footprint,
}

/// Two launches touching the same GM bytes, one writing, with nothing ordering them.
#[derive(Debug, PartialEq, Eq)]
pub struct CrossStreamRace {
    /// (kernel, stream, writes) of the earlier and the later launch.
    pub earlier: (String, StreamHandle, bool),
    pub later: (String, StreamHandle, bool),
    pub bytes: Range<u64>,
}

impl std::fmt::Display for CrossStreamRace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verb = |writes: bool| if writes { "writes" } else { "reads" };
        write!(
            f,
            "cross-stream race on GM bytes {:#x}..{:#x}: @{} (stream {:#x}) {} them and @{} (stream {:#x}) {} them, \
             and no stream order, event or host synchronisation orders the two launches",
            self.bytes.start,
            self.bytes.end,
            self.earlier.0,
            self.earlier.1,
            verb(self.earlier.2),
            self.later.0,
            self.later.1,
            verb(self.later.2)
        )
    }
}

impl StreamOrder {
    /// Issues a launch of `kernel` on `stream` touching `footprint` (empty: not checked);
    /// the launches it directly waits for (its stream's last, its event waits', the host's
    /// latest seen per stream: every launch ordered before it is one of them or before one
    /// of them), or the race it would have.
    pub fn launch(
        &mut self,
        stream: StreamHandle,
        kernel: &str,
        footprint: Footprint,
    ) -> Result<Vec<usize>, CrossStreamRace> {
        let index = self.launches.len();
        let mut before = self.host_knows.clone();
        before.grow(index);
        let earlier = self.last_on.get(&stream).copied().into_iter();
        let mut direct: Vec<usize> = earlier.chain(self.waits.remove(&stream).unwrap_or_default()).collect();
        for &predecessor in &direct {
            before.union_with(&self.launches[predecessor].before);
            before.insert(predecessor);
        }
        direct.extend(self.host_frontier.values());
        direct.sort_unstable();
        direct.dedup();
        let unordered = self.launches.iter().enumerate().filter(|(other, _)| !before.contains(*other));
        for (_, launch) in unordered {
            if let Some((bytes, earlier_writes, later_writes)) = first_conflict(&launch.footprint, &footprint) {
                return Err(CrossStreamRace {
                    earlier: (launch.kernel.clone(), launch.stream, earlier_writes),
                    later: (kernel.to_string(), stream, later_writes),
                    bytes,
                });
            }
        }
        self.launches.push(Ordered { stream, kernel: kernel.to_string(), before, footprint });
        self.last_on.insert(stream, index);
        Ok(direct)
    }

    /// `aclrtRecordEvent(event, stream)`.
    pub fn record(&mut self, event: u64, stream: StreamHandle) {
        self.recorded.insert(event, self.last_on.get(&stream).copied());
    }

    /// `aclrtStreamWaitEvent(stream, event)`: an event never recorded orders nothing.
    pub fn wait_event(&mut self, stream: StreamHandle, event: u64) {
        if let Some(&Some(launch)) = self.recorded.get(&event) {
            self.waits.entry(stream).or_default().push(launch);
        }
    }

    /// `aclrtSynchronizeStream(stream)`.
    pub fn synchronise_stream(&mut self, stream: StreamHandle) {
        let last = self.last_on.get(&stream).copied();
        self.host_saw(last);
    }

    /// `aclrtSynchronizeEvent(event)`.
    pub fn synchronise_event(&mut self, event: u64) {
        let launch = self.recorded.get(&event).copied().flatten();
        self.host_saw(launch);
    }

    /// `aclrtSynchronizeDevice()`, and the synchronous copies, sets and frees.
    pub fn synchronise_all(&mut self) {
        self.host_frontier = self.last_on.clone();
        let count = self.launches.len();
        self.host_knows.grow(count);
        self.host_knows.insert_range(..count);
        self.launches.iter_mut().for_each(|launch| launch.footprint = Footprint::new());
    }

    fn host_saw(&mut self, launch: Option<usize>) {
        let Some(launch) = launch else { return };
        let seen = self.host_frontier.entry(self.launches[launch].stream).or_insert(launch);
        *seen = (*seen).max(launch);
        let seen = self.launches[launch].before.clone();
        self.host_knows.grow(launch + 1);
        self.host_knows.union_with(&seen);
        self.host_knows.insert(launch);
        for index in self.host_knows.ones() {
            self.launches[index].footprint = Footprint::new();
        }
    }
}

/// The first bytes both footprints touch with at least one writing: (bytes, the first
/// writes, the second writes).
fn first_conflict(first: &Footprint, second: &Footprint) -> Option<(Range<u64>, bool, bool)> {
    // Footprints are small (merged per launch); a sorted sweep would be faster for large ones.
    first.iter().find_map(|(a, a_writes)| {
        second.iter().find_map(|(b, b_writes)| {
            let overlap = a.start.max(b.start)..a.end.min(b.end);
            (!overlap.is_empty() && (*a_writes || *b_writes)).then_some((overlap, *a_writes, *b_writes))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(bytes: Range<u64>) -> Footprint {
        vec![(bytes, true)]
    }

    #[test]
    fn launches_of_different_streams_race_unless_an_event_or_the_host_orders_them() {
        let mut order = StreamOrder::default();
        order.launch(1, "a", write(0..64)).unwrap();
        let race = order.launch(2, "b", vec![(32..40, false)]).unwrap_err();
        assert_eq!(race.bytes, 32..40);
        assert_eq!((race.earlier.2, race.later.2), (true, false));
        // Ordered by an event.
        let mut order = StreamOrder::default();
        order.launch(1, "a", write(0..64)).unwrap();
        order.record(7, 1);
        order.wait_event(2, 7);
        assert_eq!(order.launch(2, "b", write(0..64)), Ok(vec![0]));
        // The same stream, or the host synchronised.
        assert_eq!(order.launch(2, "c", write(0..64)), Ok(vec![1]));
        order.synchronise_stream(2);
        assert_eq!(order.launch(3, "d", write(0..64)), Ok(vec![2]));
        // Disjoint bytes never race.
        assert!(order.launch(4, "e", write(64..128)).is_ok());
    }
}
