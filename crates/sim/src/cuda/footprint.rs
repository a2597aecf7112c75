//! Which blocks, and which threads of them, of each launch touched which 4-byte words of
//! global memory, recorded on request (`RunOptions::record_footprints`): what tests
//! compare the UAR's block maps (`sirius::tile_deps`) and the front-end's relations
//! (`tests/integration/front_end_differential.rs`) with. Words are named by (global buffer index, word
//! offset), so the same word is recognised across launches. Invariant: every global access
//! of a recorded launch is in its footprint, by block and by thread (an atomic update
//! counts as a read and a write, an atomic load as a read).

use std::collections::{BTreeMap, BTreeSet};
use syncfuse_hardware::cuda::Dim3;

/// Word granularity in bytes.
const WORD: u64 = 4;

/// The blocks (linear indices within the launch) that read and wrote one word.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordUse {
    pub readers: BTreeSet<u32>,
    pub writers: BTreeSet<u32>,
}

/// The words one thread read and wrote, as `(buffer, word)`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadWords {
    pub read: BTreeSet<(usize, u64)>,
    pub written: BTreeSet<(usize, u64)>,
}

/// One launch's global-memory footprint by block and by thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchFootprint {
    pub kernel: String,
    pub grid: Dim3,
    words: BTreeMap<(usize, u64), WordUse>,
    /// By (linear block, linear thread within the block).
    threads: BTreeMap<(u32, u32), ThreadWords>,
}

impl LaunchFootprint {
    pub fn new(kernel: &str, grid: Dim3) -> LaunchFootprint {
        LaunchFootprint { kernel: kernel.to_string(), grid, words: BTreeMap::new(), threads: BTreeMap::new() }
    }

    /// Notes an access of `length` bytes at `offset` of global buffer `buffer` by `thread`
    /// of `block`.
    pub fn record(
        &mut self,
        (buffer, offset, length): (usize, u64, u64),
        (block, thread): (u32, u32),
        (read, write): (bool, bool),
    ) {
        let last = (offset + length.max(1) - 1) / WORD;
        let by_thread = self.threads.entry((block, thread)).or_default();
        for word in offset / WORD..=last {
            let used = self.words.entry((buffer, word)).or_default();
            if read {
                used.readers.insert(block);
                by_thread.read.insert((buffer, word));
            }
            if write {
                used.writers.insert(block);
                by_thread.written.insert((buffer, word));
            }
        }
    }

    /// Every thread that touched global memory, as `((block, thread), its words)`, in order.
    pub fn threads(&self) -> impl Iterator<Item = (&(u32, u32), &ThreadWords)> {
        self.threads.iter()
    }

    /// The `[x, y, z]` index of block `linear` (x fastest).
    pub fn block_index(&self, linear: u32) -> [u32; 3] {
        let (x, y) = (self.grid.x, self.grid.y);
        [linear % x, linear / x % y, linear / (x * y)]
    }
}

/// The (consumer block, producer block) pairs, by linear index, that share a word one of
/// them writes: the consumer launch ran after the producer launch, so each pair is a RAW,
/// WAR or WAW dependence between the two blocks.
pub fn dependent_blocks(producer: &LaunchFootprint, consumer: &LaunchFootprint) -> BTreeSet<(u32, u32)> {
    let mut pairs = BTreeSet::new();
    for (word, later) in &consumer.words {
        let Some(earlier) = producer.words.get(word) else { continue };
        let conflicting = [
            (&earlier.writers, &later.readers),
            (&earlier.readers, &later.writers),
            (&earlier.writers, &later.writers),
        ];
        for (producers, consumers) in conflicting {
            for &c in consumers {
                pairs.extend(producers.iter().map(|&p| (c, p)));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_read_after_another_blocks_write_is_a_pair_and_reads_alone_are_not() {
        let grid = Dim3 { x: 2, y: 2, z: 1 };
        let (mut producer, mut consumer) = (LaunchFootprint::new("p", grid), LaunchFootprint::new("c", grid));
        producer.record((0, 0, 8), (3, 0), (false, true)); // words 0 and 1
        producer.record((0, 16, 4), (1, 0), (true, false)); // word 4, read only
        consumer.record((0, 4, 4), (2, 0), (true, false)); // reads word 1: RAW with block 3
        consumer.record((0, 16, 4), (0, 0), (true, false)); // reads word 4: both read, no pair
        consumer.record((1, 0, 4), (1, 0), (false, true)); // another buffer: no pair
        assert_eq!(dependent_blocks(&producer, &consumer), BTreeSet::from([(2, 3)]));
        assert_eq!(producer.block_index(3), [1, 1, 0]);
    }
}
