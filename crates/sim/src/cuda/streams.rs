//! The device's work queue: every launch, asynchronous copy or set, event record and event
//! wait the host issues is a work item on a stream, numbered in issue order (`WorkId`).
//! An item may start when the item before it on its stream has finished and so has every
//! item it waits for: the recorded work of an event it waits on, and the legacy default
//! stream's implicit synchronisation (an item on the default stream waits for the last
//! item of every blocking stream, an item on a blocking stream for the default stream's
//! last; `cudaStreamNonBlocking` streams opt out). Each item also carries the set of items
//! that happen before it (`ordered_before`), the transitive closure of those waits plus
//! whatever the host had seen finish when it issued the item (a synchronisation orders
//! everything issued after it). Each item owns a contiguous range of `GlobalBlock`s (a
//! launch one per block, a copy or set one), which is how the race checker finds an
//! access's item. The first launch of a kernel loads it, and loading synchronises the
//! context (CUDA's lazy loading, the default since CUDA 12.2): that launch also waits for
//! every item issued before it, on every stream, without ordering anything for the race
//! checker (a program cannot rely on it: eager loading has no such wait). A kernel that
//! spins on a later kernel's progress therefore deadlocks unless that kernel was loaded
//! first (`cudaFuncGetAttributes`), as on the GPU. Invariant: an item's predecessor set is
//! fixed when it is issued and contains only items issued before it, so the relation is
//! acyclic and no item can wait for one issued after it.

use crate::cuda::happens_before::GlobalBlock;
use crate::memory::SpaceId;
use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;
use syncfuse_hardware::cuda::Dim3;

/// A work item, numbered in issue order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WorkId(pub u32);

impl WorkId {
    fn index(self) -> usize {
        self.0 as usize
    }
}

/// A stream as the program names it (the handle value; 0 and the built-in handles are the
/// legacy default stream).
pub type StreamHandle = u64;
/// `cudaStreamLegacy` and `cudaStreamPerThread`: read as the legacy default stream.
const DEFAULT_STREAM_ALIASES: [StreamHandle; 2] = [1, 2];

/// A launch, its arguments already read from the host.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Index of the kernel in the device module's functions.
    pub kernel: u32,
    pub grid: Dim3,
    pub block: Dim3,
    pub dynamic_shared: u64,
    pub args: Vec<u64>,
}

/// What an item does once it starts.
#[derive(Debug)]
pub enum Work {
    Launch(Launch),
    /// Moves `bytes` bytes from `source` to `destination` (space, address).
    Copy {
        destination: (SpaceId, u64),
        source: (SpaceId, u64),
        bytes: u64,
    },
    /// Sets `bytes` bytes at `destination` to `value`.
    Set {
        destination: (SpaceId, u64),
        value: u8,
        bytes: u64,
    },
    /// An event record or an event wait: done as soon as it may start.
    Marker,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Queued,
    Started,
    Finished,
}

struct Item {
    /// What it is, for messages: the kernel's name or the runtime call's.
    label: String,
    work: Option<Work>,
    /// Items that must finish before it starts (its stream predecessor among them).
    waits_for: Vec<WorkId>,
    /// The launch loads its kernel (its first launch): it also waits for every item
    /// issued before it.
    loads_kernel: bool,
    /// Every item that happens before it.
    predecessors: FixedBitSet,
    state: State,
    first_block: GlobalBlock,
}

#[derive(Default)]
struct StreamState {
    last: Option<WorkId>,
    /// Synchronises with the legacy default stream.
    blocking: bool,
}

/// The host's view of the device's queue (see the module doc).
#[derive(Default)]
pub struct WorkQueue {
    items: Vec<Item>,
    streams: FxHashMap<StreamHandle, StreamState>,
    /// Per event, the marker item of its latest record.
    events: FxHashMap<u64, WorkId>,
    /// Items the host has seen finish (through a synchronisation).
    host_knows: FixedBitSet,
    next_block: u32,
    /// Items before this one have all finished.
    first_open: usize,
    /// An item was issued or finished since `take_changed`.
    changed: bool,
}

impl WorkQueue {
    /// Registers a stream the program created; `blocking` unless created with
    /// `cudaStreamNonBlocking`.
    pub fn create_stream(&mut self, stream: StreamHandle, blocking: bool) {
        self.streams.insert(stream, StreamState { last: None, blocking });
    }

    /// Issues `work` on `stream`, owning `blocks` global block numbers.
    pub fn issue(&mut self, stream: StreamHandle, label: &str, work: Work, blocks: u32) -> WorkId {
        self.issue_waiting(stream, label, work, blocks, None)
    }

    /// Issues the first launch of a kernel not loaded yet: loading it waits for every item
    /// issued before it (see the module doc); no happens-before is added.
    pub fn issue_loading(&mut self, stream: StreamHandle, label: &str, work: Work, blocks: u32) -> WorkId {
        let id = self.issue(stream, label, work, blocks);
        let unfinished = (self.first_open..id.index())
            .filter(|&i| self.items[i].state != State::Finished)
            .map(|i| WorkId(i as u32))
            .collect::<Vec<_>>();
        let item = &mut self.items[id.index()];
        item.waits_for.extend(unfinished);
        item.loads_kernel = true;
        id
    }

    /// The queued launches that wait for their kernel to load (for a deadlock's message).
    pub fn loading(&self) -> Vec<&str> {
        self.items[self.first_open..]
            .iter()
            .filter(|item| item.loads_kernel && item.state == State::Queued)
            .map(|item| item.label.as_str())
            .collect()
    }

    /// `cudaEventRecord(event, stream)`.
    pub fn record(&mut self, event: u64, stream: StreamHandle) {
        let id = self.issue(stream, "cudaEventRecord", Work::Marker, 1);
        self.events.insert(event, id);
    }

    /// `cudaStreamWaitEvent(stream, event)`: later work on `stream` waits for the event's
    /// latest record (none: no wait).
    pub fn wait_event(&mut self, stream: StreamHandle, event: u64) {
        let record = self.events.get(&event).copied();
        self.issue_waiting(stream, "cudaStreamWaitEvent", Work::Marker, 1, record);
    }

    fn issue_waiting(
        &mut self,
        stream: StreamHandle,
        label: &str,
        work: Work,
        blocks: u32,
        event: Option<WorkId>,
    ) -> WorkId {
        let stream = canonical(stream);
        let id = WorkId(self.items.len() as u32);
        self.changed = true;
        let mut waits_for: Vec<WorkId> = event.into_iter().collect();
        let state = self.streams.entry(stream).or_insert_with(|| StreamState { last: None, blocking: true });
        waits_for.extend(state.last);
        let blocking = state.blocking;
        state.last = Some(id);
        if stream == 0 {
            waits_for
                .extend(self.streams.iter().filter(|(&s, state)| s != 0 && state.blocking).filter_map(|(_, s)| s.last));
        } else if blocking {
            waits_for.extend(self.streams.get(&0).and_then(|state| state.last));
        }
        waits_for.retain(|&w| w != id);
        let mut predecessors = self.host_knows.clone();
        for &earlier in &waits_for {
            predecessors.union_with(&self.items[earlier.index()].predecessors);
            predecessors.grow(earlier.index() + 1);
            predecessors.insert(earlier.index());
        }
        let first_block = GlobalBlock(self.next_block);
        self.next_block += blocks.max(1);
        self.items.push(Item {
            label: label.to_string(),
            work: Some(work),
            waits_for,
            loads_kernel: false,
            predecessors,
            state: State::Queued,
            first_block,
        });
        id
    }

    /// Whether an item was issued or finished since the last call (so `ready` may have
    /// changed).
    pub fn take_changed(&mut self) -> bool {
        std::mem::take(&mut self.changed)
    }

    /// The queued items that may start now, in issue order.
    pub fn ready(&self) -> Vec<WorkId> {
        let finished = |w: &WorkId| self.items[w.index()].state == State::Finished;
        (self.first_open..self.items.len())
            .filter(|&i| self.items[i].state == State::Queued && self.items[i].waits_for.iter().all(finished))
            .map(|i| WorkId(i as u32))
            .collect()
    }

    /// Marks a ready item started and hands over its work.
    pub fn start(&mut self, id: WorkId) -> Work {
        let item = &mut self.items[id.index()];
        item.state = State::Started;
        item.work.take().expect("an item starts once")
    }

    pub fn finish(&mut self, id: WorkId) {
        self.items[id.index()].state = State::Finished;
        self.changed = true;
        while self.items.get(self.first_open).is_some_and(|item| item.state == State::Finished) {
            self.first_open += 1;
        }
    }

    pub fn is_finished(&self, id: WorkId) -> bool {
        self.items[id.index()].state == State::Finished
    }

    pub fn all_finished(&self) -> bool {
        self.first_open == self.items.len()
    }

    /// The last item issued on `stream` (what `cudaStreamSynchronize` waits for).
    pub fn last_on(&self, stream: StreamHandle) -> Option<WorkId> {
        self.streams.get(&canonical(stream)).and_then(|state| state.last)
    }

    /// The latest record of `event` (what `cudaEventSynchronize` waits for).
    pub fn last_record(&self, event: u64) -> Option<WorkId> {
        self.events.get(&event).copied()
    }

    /// The host has seen `ids` finish: everything issued from now on is ordered after
    /// them and their predecessors.
    pub fn host_saw(&mut self, ids: &[WorkId]) {
        for &id in ids {
            let predecessors = self.items[id.index()].predecessors.clone();
            self.host_knows.union_with(&predecessors);
            self.host_knows.grow(id.index() + 1);
            self.host_knows.insert(id.index());
        }
    }

    /// The host has seen every item issued so far finish.
    pub fn host_saw_everything(&mut self) {
        self.host_knows.grow(self.items.len());
        self.host_knows.insert_range(..);
    }

    /// The item owning `block` and the block's index within it.
    pub fn owner(&self, block: GlobalBlock) -> (WorkId, u32) {
        let index = self.items.partition_point(|item| item.first_block <= block) - 1;
        (WorkId(index as u32), block.0 - self.items[index].first_block.0)
    }

    /// Whether an access by `block` happens before every access of item `later` by
    /// stream, event or host order.
    pub fn ordered_before(&self, block: GlobalBlock, later: WorkId) -> bool {
        let (earlier, _) = self.owner(block);
        self.items[later.index()].predecessors.contains(earlier.index())
    }

    pub fn first_block(&self, id: WorkId) -> GlobalBlock {
        self.items[id.index()].first_block
    }

    pub fn label(&self, id: WorkId) -> &str {
        &self.items[id.index()].label
    }
}

fn canonical(stream: StreamHandle) -> StreamHandle {
    if DEFAULT_STREAM_ALIASES.contains(&stream) {
        0
    } else {
        stream
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marker(queue: &mut WorkQueue, stream: StreamHandle) -> WorkId {
        queue.issue(stream, "test", Work::Marker, 1)
    }

    #[test]
    fn streams_order_their_own_items_and_events_order_across_streams() {
        let mut queue = WorkQueue::default();
        queue.create_stream(10, false);
        queue.create_stream(20, false);
        let a = marker(&mut queue, 10);
        let b = marker(&mut queue, 20);
        let a2 = marker(&mut queue, 10);
        assert_eq!(queue.ready(), vec![a, b], "a2 waits for a");
        assert!(queue.ordered_before(queue.first_block(a), a2));
        assert!(!queue.ordered_before(queue.first_block(b), a2), "another stream");
        queue.record(7, 20);
        queue.wait_event(10, 7);
        let a3 = marker(&mut queue, 10);
        assert!(queue.ordered_before(queue.first_block(b), a3), "through the event");
    }

    #[test]
    fn the_legacy_default_stream_synchronises_with_blocking_streams_only() {
        let mut queue = WorkQueue::default();
        queue.create_stream(10, true);
        queue.create_stream(20, false);
        let blocking = marker(&mut queue, 10);
        let non_blocking = marker(&mut queue, 20);
        let default = marker(&mut queue, 0);
        assert!(queue.ordered_before(queue.first_block(blocking), default));
        assert!(!queue.ordered_before(queue.first_block(non_blocking), default));
        let after = marker(&mut queue, 10);
        assert!(queue.ordered_before(queue.first_block(default), after));
    }

    #[test]
    fn host_synchronisation_orders_later_items() {
        let mut queue = WorkQueue::default();
        queue.create_stream(20, false);
        let early = marker(&mut queue, 20);
        for id in queue.ready() {
            queue.start(id);
            queue.finish(id);
        }
        queue.host_saw(&[early]);
        let late = marker(&mut queue, 0);
        assert!(queue.ordered_before(queue.first_block(early), late));
        assert!(!queue.all_finished());
    }
}
