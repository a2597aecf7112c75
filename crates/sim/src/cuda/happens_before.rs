//! What orders two accesses of different threads, for the race checker (`races`): the
//! happens-before relation of the CUDA memory model as the executor sees it. An access is
//! identified by its `Access`: the block (numbered across the whole run, `GlobalBlock`),
//! the thread, the block's barrier interval and how many releases the thread had performed
//! before it. An earlier access happens before the current one when
//! * both are in one block and a barrier separates them (a different interval), or they
//!   are the same thread's;
//! * the earlier one's work item (launch, copy, set) is ordered before the current one's
//!   by streams, events or host synchronisation (`streams::WorkQueue::ordered_before`);
//! * or the current thread *knows* it (`Knowledge`): a release (a release or stronger
//!   atomic write, or a relaxed atomic write after a release fence) publishes what its
//!   thread knows, plus its own block's accesses before the current barrier interval and
//!   its own accesses before the release, to the atomic location (`SyncLocations`);
//!   read-modify-writes extend a location's release sequence (their publications are
//!   merged), plain atomic stores start a new one; an acquire (an acquire or stronger
//!   atomic read, or a relaxed atomic read followed by an acquire fence) adds the
//!   location's publication to the reading thread's knowledge, and a barrier hands every
//!   thread's knowledge to the whole block.
//!
//! Invariant: knowledge only ever under-approximates happens-before (merging two
//! thread-specific facts about one block keeps one), so the checker may report a race a
//! finer model would not, never miss one the model defines.

use rustc_hash::FxHashMap;

/// A block of some launch, numbered across the run (each work item gets a contiguous
/// range; a copy or set is one block of one thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct GlobalBlock(pub u32);

/// `Access::thread` of a record that stands for several threads of its block.
pub const SEVERAL_THREADS: u32 = u32::MAX;

/// One access as the race checker records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub block: GlobalBlock,
    /// Linear within the block, or `SEVERAL_THREADS`.
    pub thread: u32,
    /// The block's barrier interval (numbered across the run, never 0).
    pub interval: u32,
    /// How many releases the thread had performed before the access.
    pub releases: u32,
}

/// What a block knows of another: every access of its intervals up to `through_interval`
/// and, of one thread, every access before its `releases_below`-th release.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct Seen {
    through_interval: u32,
    thread: u32,
    releases_below: u32,
}

/// Accesses of other blocks known to happen before (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    blocks: FxHashMap<GlobalBlock, Seen>,
}

impl Knowledge {
    pub fn covers(&self, access: &Access) -> bool {
        self.blocks.get(&access.block).is_some_and(|seen| {
            access.interval <= seen.through_interval
                || (access.thread == seen.thread && access.releases < seen.releases_below)
        })
    }

    pub fn merge(&mut self, other: &Knowledge) {
        for (&block, &seen) in &other.blocks {
            self.learn(block, seen);
        }
    }

    /// What a release by `releaser` (its interval, thread and release count before this
    /// release) publishes besides what its thread and block know.
    pub fn learn_release(&mut self, releaser: &Access) {
        let seen = Seen {
            through_interval: releaser.interval - 1,
            thread: releaser.thread,
            releases_below: releaser.releases + 1,
        };
        self.learn(releaser.block, seen);
    }

    fn learn(&mut self, block: GlobalBlock, seen: Seen) {
        let known = self.blocks.entry(block).or_default();
        known.through_interval = known.through_interval.max(seen.through_interval);
        if known.thread == seen.thread {
            known.releases_below = known.releases_below.max(seen.releases_below);
        } else if known.releases_below == 0 {
            (known.thread, known.releases_below) = (seen.thread, seen.releases_below);
        }
    }
}

/// A word of global memory an atomic accessed: (buffer, byte offset of the word).
pub type SyncWord = (usize, u64);

/// What the release sequence of each atomic location publishes.
#[derive(Default)]
pub struct SyncLocations {
    published: FxHashMap<SyncWord, Knowledge>,
}

impl SyncLocations {
    /// A release at `word`: a read-modify-write joins the release sequence, a store
    /// starts a new one.
    pub fn release(&mut self, word: SyncWord, knowledge: Knowledge, read_modify_write: bool) {
        match self.published.entry(word) {
            std::collections::hash_map::Entry::Occupied(mut entry) if read_modify_write => {
                entry.get_mut().merge(&knowledge)
            }
            std::collections::hash_map::Entry::Occupied(mut entry) => *entry.get_mut() = knowledge,
            std::collections::hash_map::Entry::Vacant(entry) => {
                entry.insert(knowledge);
            }
        }
    }

    /// A plain (non-releasing) atomic store at `word`: the release sequence ends.
    pub fn overwrite(&mut self, word: SyncWord) {
        self.published.remove(&word);
    }

    pub fn published(&self, word: SyncWord) -> Option<&Knowledge> {
        self.published.get(&word)
    }
}

/// Per thread: what it acquired since the block's last barrier, its release count, the
/// publication of a release fence awaiting an atomic write, and what relaxed atomic reads
/// saw awaiting an acquire fence.
#[derive(Clone, Debug, Default)]
pub struct ThreadOrder {
    pub acquired: Knowledge,
    pub releases: u32,
    pub fenced_release: Option<Knowledge>,
    pub relaxed_reads: Knowledge,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access(block: u32, thread: u32, interval: u32, releases: u32) -> Access {
        Access { block: GlobalBlock(block), thread, interval, releases }
    }

    #[test]
    fn a_release_publishes_earlier_intervals_and_the_releasing_threads_accesses() {
        let mut knowledge = Knowledge::default();
        knowledge.learn_release(&access(3, 0, 10, 0));
        assert!(knowledge.covers(&access(3, 5, 9, 0)), "another thread before the barrier");
        assert!(knowledge.covers(&access(3, 0, 10, 0)), "the releaser before its release");
        assert!(!knowledge.covers(&access(3, 5, 10, 0)), "another thread in the same interval");
        assert!(!knowledge.covers(&access(3, 0, 10, 1)), "the releaser after its release");
        assert!(!knowledge.covers(&access(4, 0, 1, 0)), "another block");
    }

    #[test]
    fn read_modify_writes_merge_and_stores_replace() {
        let mut locations = SyncLocations::default();
        let published = |block| {
            let mut knowledge = Knowledge::default();
            knowledge.learn_release(&access(block, 0, 2, 0));
            knowledge
        };
        locations.release((0, 0), published(1), true);
        locations.release((0, 0), published(2), true);
        let seen = locations.published((0, 0)).unwrap();
        assert!(seen.covers(&access(1, 0, 1, 0)) && seen.covers(&access(2, 0, 1, 0)));
        locations.release((0, 0), published(3), false);
        assert!(!locations.published((0, 0)).unwrap().covers(&access(1, 0, 1, 0)));
    }
}
