//! The data-race checker: shadow state per 4-byte word of global and shared memory with
//! the last writer (an `Access`, atomic or not) and the reads since, one record per
//! reading block (its latest interval; one thread, or `SEVERAL_THREADS` of that
//! interval). Two accesses race when they come from different threads, at least one
//! writes, they are not both atomic, and the earlier does not happen before the later
//! (`happens_before`: barriers within a block, stream and event order between work items,
//! release/acquire through atomics and fences). Only the latest interval of each reading
//! block is kept: an access that knows it knows the earlier ones. Invariant: every race
//! the happens-before model defines between the recorded write and a later access, or
//! between a recorded read and a later write, is reported; word granularity may also
//! report threads that write different bytes of one word (docs/cuda-executor.md).

use crate::cuda::happens_before::{Access, GlobalBlock, Knowledge, SEVERAL_THREADS};

/// Shadow granularity in bytes.
const WORD: u64 = 4;

/// What an access does: it writes (a read-modify-write counts as a write), and it is
/// atomic (an atomic never races with another atomic).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AccessKind {
    pub write: bool,
    pub atomic: bool,
}

impl AccessKind {
    pub const READ: AccessKind = AccessKind { write: false, atomic: false };
    pub const WRITE: AccessKind = AccessKind { write: true, atomic: false };
    pub const ATOMIC_READ: AccessKind = AccessKind { write: false, atomic: true };
    pub const ATOMIC_WRITE: AccessKind = AccessKind { write: true, atomic: true };
}

/// The other side of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub earlier: Access,
    pub kind: AccessKind,
    /// The byte offset of the word where the race is.
    pub offset: u64,
}

/// The accessing thread and what orders earlier accesses before it.
pub struct Observer<'a> {
    pub who: Access,
    /// Knowledge of the thread's block and what the thread acquired since its last
    /// barrier.
    pub knowledge: [&'a Knowledge; 2],
    /// Whether an access of this block happened before by stream, event or host order.
    pub ordered_block: &'a dyn Fn(GlobalBlock) -> bool,
}

impl Observer<'_> {
    fn sees(&self, earlier: &Access) -> bool {
        if earlier.block == self.who.block {
            return earlier.thread == self.who.thread || earlier.interval != self.who.interval;
        }
        (self.ordered_block)(earlier.block) || self.knowledge.iter().any(|known| known.covers(earlier))
    }
}

/// A recorded access and whether it was atomic.
#[derive(Clone, Copy, Debug)]
struct Record {
    access: Access,
    atomic: bool,
}

#[derive(Clone, Copy, Debug, Default)]
enum Readers {
    #[default]
    None,
    One(Record),
    /// An index into `Shadow::reader_sets`.
    Several(u32),
}

#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    writer: Option<Record>,
    readers: Readers,
}

/// The shadow of one allocation (a global buffer, or a block's shared memory).
#[derive(Default)]
pub struct Shadow {
    cells: Vec<Cell>,
    /// Reads of words read by more than one block, one record per block.
    reader_sets: Vec<Vec<Record>>,
    free_sets: Vec<u32>,
}

impl Shadow {
    /// Checks and records an access of `[offset, offset + length)`.
    pub fn access(
        &mut self,
        offset: u64,
        length: u64,
        kind: AccessKind,
        observer: &Observer<'_>,
    ) -> Result<(), Conflict> {
        let first = (offset / WORD) as usize;
        let last = ((offset + length.max(1) - 1) / WORD) as usize;
        if self.cells.len() <= last {
            self.cells.resize(last + 1, Cell::default());
        }
        for index in first..=last {
            self.check_cell(index, kind, observer).map_err(|(earlier, kind)| Conflict {
                earlier,
                kind,
                offset: index as u64 * WORD,
            })?;
        }
        Ok(())
    }

    fn check_cell(
        &mut self,
        index: usize,
        kind: AccessKind,
        observer: &Observer<'_>,
    ) -> Result<(), (Access, AccessKind)> {
        let atomic = kind.atomic;
        let racy = |record: &Record| !((atomic && record.atomic) || observer.sees(&record.access));
        let cell = self.cells[index];
        if let Some(writer) = cell.writer.filter(racy) {
            return Err((writer.access, AccessKind { write: true, atomic: writer.atomic }));
        }
        let me = Record { access: observer.who, atomic };
        if !kind.write {
            self.cells[index].readers = self.add_reader(cell.readers, me);
            return Ok(());
        }
        let readers: &[Record] = match &cell.readers {
            Readers::None => &[],
            Readers::One(record) => std::slice::from_ref(record),
            Readers::Several(set) => &self.reader_sets[*set as usize],
        };
        if let Some(reader) = readers.iter().find(|reader| racy(reader)) {
            return Err((reader.access, AccessKind { write: false, atomic: reader.atomic }));
        }
        if let Readers::Several(set) = cell.readers {
            self.reader_sets[set as usize].clear();
            self.free_sets.push(set);
        }
        // An atomic read-modify-write also reads: later plain writes must see it too,
        // which they do when they see the write recorded here.
        self.cells[index] = Cell { writer: Some(me), readers: Readers::None };
        Ok(())
    }

    fn add_reader(&mut self, readers: Readers, me: Record) -> Readers {
        match readers {
            Readers::None => Readers::One(me),
            Readers::One(record) if record.access.block == me.access.block => Readers::One(merge_reads(record, me)),
            Readers::One(record) => {
                let set = self.free_sets.pop().unwrap_or_else(|| {
                    self.reader_sets.push(Vec::new());
                    self.reader_sets.len() as u32 - 1
                });
                self.reader_sets[set as usize].extend([record, me]);
                Readers::Several(set)
            }
            Readers::Several(set) => {
                let records = &mut self.reader_sets[set as usize];
                match records.iter_mut().find(|record| record.access.block == me.access.block) {
                    Some(record) => *record = merge_reads(*record, me),
                    None => records.push(me),
                }
                Readers::Several(set)
            }
        }
    }
}

/// One record for two reads of one block: the later interval's, or several threads of
/// one interval (no thread-specific ordering then).
fn merge_reads(earlier: Record, later: Record) -> Record {
    let atomic = earlier.atomic && later.atomic;
    if later.access.interval != earlier.access.interval {
        return Record { atomic: later.atomic, ..later };
    }
    if later.access.thread == earlier.access.thread {
        let releases = earlier.access.releases.max(later.access.releases);
        return Record { access: Access { releases, ..later.access }, atomic };
    }
    Record { access: Access { thread: SEVERAL_THREADS, releases: u32::MAX, ..later.access }, atomic }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(block: u32, thread: u32, interval: u32) -> Access {
        Access { block: GlobalBlock(block), thread, interval, releases: 0 }
    }

    fn check(shadow: &mut Shadow, offset: u64, access: Access, kind: AccessKind) -> Result<(), Conflict> {
        check_with(shadow, offset, access, kind, &Knowledge::default(), &|_| false)
    }

    fn check_with(
        shadow: &mut Shadow,
        offset: u64,
        access: Access,
        kind: AccessKind,
        knowledge: &Knowledge,
        ordered_block: &dyn Fn(GlobalBlock) -> bool,
    ) -> Result<(), Conflict> {
        let none = Knowledge::default();
        let observer = Observer { who: access, knowledge: [knowledge, &none], ordered_block };
        shadow.access(offset, 4, kind, &observer)
    }

    #[test]
    fn unordered_writes_and_reads_race_and_barriers_order_them() {
        let mut shadow = Shadow::default();
        check(&mut shadow, 0, who(0, 1, 5), AccessKind::WRITE).unwrap();
        let race = check(&mut shadow, 0, who(0, 2, 5), AccessKind::READ).unwrap_err();
        assert_eq!((race.earlier.thread, race.kind), (1, AccessKind::WRITE));
        check(&mut shadow, 0, who(0, 2, 6), AccessKind::READ).expect("a barrier separates them");
        check(&mut shadow, 0, who(0, 3, 6), AccessKind::READ).expect("reads do not race");
        let race = check(&mut shadow, 0, who(0, 1, 6), AccessKind::WRITE).unwrap_err();
        assert_eq!((race.earlier.thread, race.kind), (SEVERAL_THREADS, AccessKind::READ));
    }

    #[test]
    fn blocks_are_ordered_only_by_work_order_or_knowledge() {
        let mut shadow = Shadow::default();
        check(&mut shadow, 8, who(0, 0, 2), AccessKind::WRITE).unwrap();
        assert!(check(&mut shadow, 8, who(1, 0, 9), AccessKind::READ).is_err(), "another block");
        let earlier_launch = |block: GlobalBlock| block == GlobalBlock(0);
        check_with(&mut shadow, 8, who(1, 0, 9), AccessKind::READ, &Knowledge::default(), &earlier_launch)
            .expect("the write is from an earlier launch");
        check(&mut shadow, 8, who(2, 0, 12), AccessKind::READ).unwrap_err();
        let mut knowledge = Knowledge::default();
        knowledge.learn_release(&who(0, 0, 3));
        check_with(&mut shadow, 8, who(2, 0, 12), AccessKind::READ, &knowledge, &|_| false)
            .expect("block 2 acquired block 0's release");
        let race = check(&mut shadow, 8, who(0, 1, 10), AccessKind::WRITE).unwrap_err();
        assert_eq!(race.kind, AccessKind::READ, "read by blocks 1 and 2, which block 0 does not know");
    }

    #[test]
    fn atomics_do_not_race_with_atomics() {
        let mut shadow = Shadow::default();
        for thread in 0..4 {
            check(&mut shadow, 0, who(thread % 2, thread, 1), AccessKind::ATOMIC_WRITE).unwrap();
        }
        assert!(check(&mut shadow, 0, who(0, 9, 1), AccessKind::READ).is_err(), "a plain read of an atomic");
    }
}
