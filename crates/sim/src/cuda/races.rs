//! The data-race checker: shadow state per 4-byte word of global and shared memory with
//! the last writer (block, thread, barrier interval, atomic or not) and a compact summary
//! of the readers since (one block or several; one thread of the latest interval or
//! several). Two accesses race when they come from different threads, at least one
//! writes, they are not both atomic, and nothing orders them: threads of different blocks
//! of one launch are never ordered (blocks do not synchronise), threads of one block are
//! ordered only by a barrier between them (a different barrier interval). Intervals are
//! numbered across the whole run, so state from an earlier launch (or, for shared memory,
//! an earlier block) is recognised as stale by its interval alone and nothing is reset.
//! Invariant: every race between two accesses of one launch is reported unless both are
//! reads; word granularity may also report threads that write different bytes of one
//! word (documented in docs/cuda-executor.md).

/// Shadow granularity in bytes.
const WORD: u64 = 4;
/// `reader_block`: threads of more than one block have read.
const SEVERAL_BLOCKS: u32 = u32::MAX;
/// `reader`: more than one thread of `reader_block` read in `read_interval`.
const SEVERAL_THREADS: u32 = u32::MAX;

/// Who accesses: the block (linear, within its launch), the thread (linear, within its
/// block) and the barrier interval it is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accessor {
    pub block: u32,
    pub thread: u32,
    pub interval: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    Atomic,
}

/// The other side of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The earlier access's block and thread; `None` where several threads read.
    pub block: Option<u32>,
    pub thread: Option<u32>,
    pub kind: AccessKind,
    /// The byte offset of the word where the race is.
    pub offset: u64,
}

#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    write_interval: u32,
    writer_block: u32,
    writer: u32,
    writer_atomic: bool,
    read_interval: u32,
    reader_block: u32,
    reader: u32,
}

/// The shadow of one allocation (a global buffer, or a block's shared memory).
#[derive(Default)]
pub struct Shadow {
    cells: Vec<Cell>,
}

impl Shadow {
    /// Checks and records an access of `[offset, offset + length)`; `fresh` is the first
    /// interval whose records count (earlier ones are stale).
    pub fn access(
        &mut self,
        offset: u64,
        length: u64,
        who: Accessor,
        kind: AccessKind,
        fresh: u32,
    ) -> Result<(), Conflict> {
        let first = (offset / WORD) as usize;
        let last = ((offset + length.max(1) - 1) / WORD) as usize;
        if self.cells.len() <= last {
            self.cells.resize(last + 1, Cell::default());
        }
        for (index, cell) in self.cells[first..=last].iter_mut().enumerate() {
            check_cell(cell, who, kind, fresh).map_err(|mut conflict| {
                conflict.offset = (first + index) as u64 * WORD;
                conflict
            })?;
        }
        Ok(())
    }
}

fn check_cell(cell: &mut Cell, who: Accessor, kind: AccessKind, fresh: u32) -> Result<(), Conflict> {
    let unordered = |block: u32, interval: u32| block != who.block || interval == who.interval;
    let conflict = |block, thread, kind| Conflict { block, thread, kind, offset: 0 };
    let writer_live = cell.write_interval >= fresh;
    let by_other_writer = writer_live && (cell.writer_block != who.block || cell.writer != who.thread);
    if by_other_writer
        && unordered(cell.writer_block, cell.write_interval)
        && !(kind == AccessKind::Atomic && cell.writer_atomic)
    {
        let earlier = if cell.writer_atomic { AccessKind::Atomic } else { AccessKind::Write };
        return Err(conflict(Some(cell.writer_block), Some(cell.writer), earlier));
    }
    let readers_live = cell.read_interval >= fresh;
    if kind == AccessKind::Read {
        if !readers_live {
            (cell.read_interval, cell.reader_block, cell.reader) = (who.interval, who.block, who.thread);
        } else if cell.reader_block != who.block {
            cell.reader_block = SEVERAL_BLOCKS;
        } else if cell.read_interval != who.interval {
            (cell.read_interval, cell.reader) = (who.interval, who.thread);
        } else if cell.reader != who.thread {
            cell.reader = SEVERAL_THREADS;
        }
        return Ok(());
    }
    if readers_live {
        let block = (cell.reader_block != SEVERAL_BLOCKS).then_some(cell.reader_block);
        let thread = (cell.reader != SEVERAL_THREADS).then_some(cell.reader);
        let racy = match block {
            None => true,
            Some(block) if block != who.block => true,
            Some(_) => cell.read_interval == who.interval && thread != Some(who.thread),
        };
        if racy {
            return Err(conflict(block, thread.filter(|_| block.is_some()), AccessKind::Read));
        }
    }
    cell.read_interval = 0;
    (cell.write_interval, cell.writer_block, cell.writer) = (who.interval, who.block, who.thread);
    cell.writer_atomic = kind == AccessKind::Atomic;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(block: u32, thread: u32, interval: u32) -> Accessor {
        Accessor { block, thread, interval }
    }

    #[test]
    fn unordered_writes_and_reads_race_and_barriers_order_them() {
        let mut shadow = Shadow::default();
        shadow.access(0, 4, who(0, 1, 5), AccessKind::Write, 1).unwrap();
        let race = shadow.access(0, 4, who(0, 2, 5), AccessKind::Read, 1).unwrap_err();
        assert_eq!((race.block, race.thread, race.kind), (Some(0), Some(1), AccessKind::Write));
        shadow.access(0, 4, who(0, 2, 6), AccessKind::Read, 1).expect("a barrier separates them");
        shadow.access(0, 4, who(0, 3, 6), AccessKind::Read, 1).expect("reads do not race");
        let race = shadow.access(2, 2, who(0, 1, 6), AccessKind::Write, 1).unwrap_err();
        assert_eq!((race.thread, race.kind, race.offset), (None, AccessKind::Read, 0));
    }

    #[test]
    fn blocks_never_order_and_stale_state_is_ignored() {
        let mut shadow = Shadow::default();
        shadow.access(8, 4, who(0, 0, 2), AccessKind::Write, 1).unwrap();
        assert!(shadow.access(8, 4, who(1, 0, 9), AccessKind::Read, 1).is_err(), "another block");
        shadow.access(8, 4, who(1, 0, 9), AccessKind::Read, 3).expect("the write is from an earlier launch");
        shadow.access(8, 4, who(0, 0, 9), AccessKind::Read, 3).unwrap();
        assert!(shadow.access(8, 4, who(0, 1, 10), AccessKind::Write, 3).is_err(), "read by two blocks");
    }

    #[test]
    fn atomics_do_not_race_with_atomics() {
        let mut shadow = Shadow::default();
        for thread in 0..4 {
            shadow.access(0, 4, who(thread % 2, thread, 1), AccessKind::Atomic, 1).unwrap();
        }
        assert!(shadow.access(0, 4, who(0, 9, 1), AccessKind::Read, 1).is_err(), "a plain read of an atomic");
    }
}
