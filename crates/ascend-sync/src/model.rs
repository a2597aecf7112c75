//! The plain-data kernel that every ascend-sync stage reads and writes.
//!
//! A `Kernel` is a CFG of blocks; each block is a sequence of items, each either a pipe
//! operation (a pipe call or a scalar memory access, read from the IR and never moved) or
//! a sync (`set`/`wait`/`barrier`, read from the IR or inserted by a stage). Invariants:
//! `blocks[0]` is the entry; an `OpId`/`SyncId` appears in exactly one block's items;
//! a block with no successors ends the kernel (`BlockExit::Return`) or cannot be left
//! (`BlockExit::Unreachable`).

use derive_more::{Display, From, Into};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_cfg::{Successors, TiVec};
use syncfuse_hardware::ascend::{Pipe, PipePair};
use syncfuse_poly::affine::{AffineCondition, Definition};
use syncfuse_poly::footprint::{Access, IterationResidue, LoopDim};

pub use syncfuse_cfg::BlockId;

/// A pipe operation: an index into `Kernel::ops`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, From, Into, Display)]
#[serde(transparent)]
pub struct OpId(pub usize);

/// A sync: an index into `Kernel::syncs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, From, Into, Display)]
#[serde(transparent)]
pub struct SyncId(pub usize);

/// An event ID: virtual (unbounded) until `allocate` maps it onto a physical one.
pub type EventId = u32;

#[derive(Clone, Debug, Default, Serialize)]
pub struct Kernel {
    pub name: String,
    pub blocks: TiVec<BlockId, Block>,
    pub ops: TiVec<OpId, PipeOp>,
    pub syncs: TiVec<SyncId, Sync>,
    /// Loop iteration spaces known to the reader, by loop header.
    pub loop_dims: BTreeMap<BlockId, LoopDim>,
    /// The defined symbols that footprints and trip counts may use: quotients (`q<N>`:
    /// masks, divisions and remainders by constants) and minima/maxima (`m<N>`).
    pub definitions: Vec<Definition>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Block {
    pub name: String,
    pub succs: Vec<BlockId>,
    pub items: Vec<Item>,
    pub exit: BlockExit,
    pub origin: BlockOrigin,
    /// Set on the blocks of a loop whose body `slots` unrolled: which copy this is.
    pub copy: Option<LoopCopy>,
}

/// A block of copy `residue.index` of the body of the loop with `header`, unrolled
/// `residue.copies` times (`slots`): it runs the iterations `i` with
/// `i % copies == index`, counted from the loop's entry. Copies of one block share its
/// origin: the editor writes them back as one block whose syncs depend on the slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LoopCopy {
    pub header: BlockId,
    pub residue: IterationResidue,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BlockExit {
    Branch,
    Return,
    Unreachable,
}

/// Where a block came from, so that the LLVM editor can recreate it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BlockOrigin {
    /// The n-th basic block of the function as read.
    Original(BlockId),
    /// A new block on the CFG edge `from -> to` (ids of the kernel it was split in).
    SplitEdge { from: BlockId, to: BlockId },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Item {
    Op(OpId),
    Sync(SyncId),
}

/// The `PipeOp::name` of a scalar load.
pub const SCALAR_LOAD: &str = "load";
/// The `PipeOp::name` of a scalar store.
pub const SCALAR_STORE: &str = "store";

/// A pipe call or a scalar memory access (pipe S).
#[derive(Clone, Debug, Serialize)]
pub struct PipeOp {
    pub pipe: Pipe,
    /// The callee, or `load`/`store` for scalar accesses.
    pub name: String,
    /// Stable text naming the instruction (`%5 = call ...` or `call @vadd(...)#3`), for reports.
    pub label: String,
    pub accesses: Vec<Access>,
    /// Affine conditions that hold wherever the op runs (dominating branches), e.g. the
    /// `i + 1 < n` of a prefetch of the next tile.
    pub guards: Vec<AffineCondition>,
    /// The op this one copies (`slots` unrolling), which the IR holds once.
    pub copy_of: Option<OpId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum SyncKind {
    Set {
        pair: PipePair,
        event: EventId,
    },
    Wait {
        pair: PipePair,
        event: EventId,
    },
    /// `None` is `PIPE_ALL`.
    Barrier {
        pipe: Option<Pipe>,
    },
}

impl SyncKind {
    pub fn pair(&self) -> Option<PipePair> {
        match *self {
            SyncKind::Set { pair, .. } | SyncKind::Wait { pair, .. } => Some(pair),
            SyncKind::Barrier { .. } => None,
        }
    }

    pub fn flag(&self) -> Option<(PipePair, EventId)> {
        match *self {
            SyncKind::Set { pair, event } | SyncKind::Wait { pair, event } => Some((pair, event)),
            SyncKind::Barrier { .. } => None,
        }
    }

    pub fn with_event(self, event: EventId) -> SyncKind {
        match self {
            SyncKind::Set { pair, .. } => SyncKind::Set { pair, event },
            SyncKind::Wait { pair, .. } => SyncKind::Wait { pair, event },
            barrier => barrier,
        }
    }
}

impl std::fmt::Display for SyncKind {
    /// The C spelling, e.g. `set_flag(MTE2->V, 0)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SyncKind::Set { pair, event } => write!(f, "set_flag({pair}, {event})"),
            SyncKind::Wait { pair, event } => write!(f, "wait_flag({pair}, {event})"),
            SyncKind::Barrier { pipe: None } => f.write_str("pipe_barrier(ALL)"),
            SyncKind::Barrier { pipe: Some(pipe) } => write!(f, "pipe_barrier({pipe})"),
        }
    }
}

/// Why a sync exists; reports quote it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SyncReason {
    /// Present in the input IR (counts as coverage, keeps its physical ID).
    Input,
    /// Set after the source / wait before the destination of dependences (fig. 8-9).
    Dependence,
    /// Set in the preheader / wait at the exits of a loop carrying the dependence (fig. 10).
    CrossIteration { header: BlockId },
    /// Wait before the set / set after the wait of mutually unreachable ends (fig. 11).
    MutuallyUnreachable,
    /// Balances set/wait parity at a join (fig. 12).
    Parity { join: BlockId },
    /// Drains a flag left set at kernel exit.
    ExitDrain,
    /// Reverse pair that orders a wait before the next set of a reused physical ID.
    ReverseOrder { event_of: (PipePair, EventId) },
    /// The baseline or the last resort: the report says which obligation needed it.
    Barrier { cause: String },
}

#[derive(Clone, Debug, Serialize)]
pub struct Sync {
    pub kind: SyncKind,
    pub reason: SyncReason,
}

impl Kernel {
    /// Every pipe operation's id, in order.
    pub fn op_ids(&self) -> impl Iterator<Item = OpId> {
        self.ops.keys()
    }

    /// The op of the input IR that `op` is or copies.
    pub fn original_op(&self, op: OpId) -> OpId {
        self.ops[op].copy_of.unwrap_or(op)
    }

    /// The block's name (`bb<index>` when it has none).
    pub fn block_name(&self, block: BlockId) -> String {
        match self.blocks[block].name.as_str() {
            "" => format!("bb{block}"),
            name => name.to_string(),
        }
    }

    pub fn add_block(&mut self, block: Block) -> BlockId {
        self.blocks.push_and_get_key(block)
    }

    pub fn add_sync(&mut self, kind: SyncKind, reason: SyncReason) -> SyncId {
        self.syncs.push_and_get_key(Sync { kind, reason })
    }

    /// Every (block, position) where `item` occurs (exactly one for a live item).
    pub fn position_of(&self, item: Item) -> Option<(BlockId, usize)> {
        self.blocks
            .iter_enumerated()
            .find_map(|(block, b)| b.items.iter().position(|i| *i == item).map(|position| (block, position)))
    }

    /// The position of every item (one pass; use instead of repeated `position_of`).
    pub fn positions(&self) -> Positions {
        let mut positions = Positions { ops: Vec::new(), syncs: Vec::new() };
        self.refill_positions(&mut positions);
        positions
    }

    /// `positions` written into an existing table (reusing its memory).
    pub fn refill_positions(&self, positions: &mut Positions) {
        positions.ops.clear();
        positions.ops.resize(self.ops.len(), Positions::ABSENT);
        positions.syncs.clear();
        positions.syncs.resize(self.syncs.len(), Positions::ABSENT);
        for (block, b) in self.blocks.iter_enumerated() {
            for (index, item) in b.items.iter().enumerate() {
                let at = (block.0 as u32, index as u32);
                match *item {
                    Item::Op(op) => positions.ops[op.0] = at,
                    Item::Sync(sync) => positions.syncs[sync.0] = at,
                }
            }
        }
    }
}

/// `(block, index)` of every item of a kernel at one moment (see `Kernel::positions`),
/// packed in 8 bytes per item.
pub struct Positions {
    ops: Vec<(u32, u32)>,
    syncs: Vec<(u32, u32)>,
}

impl Positions {
    const ABSENT: (u32, u32) = (u32::MAX, u32::MAX);

    pub fn get(&self, item: &Item) -> Option<(BlockId, usize)> {
        let at = match *item {
            Item::Op(op) => self.ops.get(op.0)?,
            Item::Sync(sync) => self.syncs.get(sync.0)?,
        };
        (*at != Positions::ABSENT).then_some((BlockId(at.0 as usize), at.1 as usize))
    }
}

/// Where a new item goes, relative to something already in the kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InsertPoint {
    Before(Item),
    After(Item),
    BlockStart(BlockId),
    BlockEnd(BlockId),
}

impl Kernel {
    /// Inserts `item` at `point`; panics only on a dangling anchor (a stage bug).
    pub fn insert(&mut self, point: InsertPoint, item: Item) {
        let block = match point {
            InsertPoint::BlockStart(block) | InsertPoint::BlockEnd(block) => block,
            InsertPoint::Before(anchor) | InsertPoint::After(anchor) => {
                self.position_of(anchor).expect("anchor in kernel").0
            }
        };
        self.insert_in_block(block, point, item);
    }

    /// `insert` where the caller knows the block of the point (only that block is
    /// searched for an anchor); panics only on an anchor not in `block` (a stage bug).
    pub fn insert_in_block(&mut self, block: BlockId, point: InsertPoint, item: Item) {
        let items = &mut self.blocks[block].items;
        let anchor_index =
            |items: &[Item], anchor: Item| items.iter().position(|&i| i == anchor).expect("anchor in block");
        let index = match point {
            InsertPoint::BlockStart(_) => 0,
            InsertPoint::BlockEnd(_) => items.len(),
            InsertPoint::Before(anchor) => anchor_index(items, anchor),
            InsertPoint::After(anchor) => anchor_index(items, anchor) + 1,
        };
        items.insert(index, item);
    }

    /// Inserts many items in one pass over the blocks. Items anchored at the same point
    /// keep the order of `inserts`.
    pub fn insert_all(&mut self, inserts: Vec<(InsertPoint, Item)>) {
        let mut before: std::collections::HashMap<Item, Vec<Item>> = Default::default();
        let mut after: std::collections::HashMap<Item, Vec<Item>> = Default::default();
        let mut at_start: TiVec<BlockId, Vec<Item>> = vec![Vec::new(); self.blocks.len()].into();
        let mut at_end = at_start.clone();
        for (point, item) in inserts {
            match point {
                InsertPoint::Before(anchor) => before.entry(anchor).or_default().push(item),
                InsertPoint::After(anchor) => after.entry(anchor).or_default().push(item),
                InsertPoint::BlockStart(block) => at_start[block].push(item),
                InsertPoint::BlockEnd(block) => at_end[block].push(item),
            }
        }
        for (index, block) in self.blocks.iter_mut_enumerated() {
            let mut items = std::mem::take(&mut at_start[index]);
            for item in std::mem::take(&mut block.items) {
                items.extend(before.remove(&item).unwrap_or_default());
                items.push(item);
                items.extend(after.remove(&item).unwrap_or_default());
            }
            items.append(&mut at_end[index]);
            block.items = items;
        }
    }

    /// Adds a sync and inserts it at `point`.
    pub fn insert_sync(&mut self, point: InsertPoint, kind: SyncKind, reason: SyncReason) -> SyncId {
        let sync = self.add_sync(kind, reason);
        self.insert(point, Item::Sync(sync));
        sync
    }

    /// Takes `item` out of its block (the arena entry stays, unreferenced).
    pub fn remove(&mut self, item: Item) {
        if let Some((block, index)) = self.position_of(item) {
            self.blocks[block].items.remove(index);
        }
    }

    /// Removes every sync of `syncs` from its block (one pass over the items).
    pub fn remove_syncs(&mut self, syncs: &BTreeSet<SyncId>) {
        if syncs.is_empty() {
            return;
        }
        for block in self.blocks.iter_mut() {
            block.items.retain(|item| !matches!(item, Item::Sync(sync) if syncs.contains(sync)));
        }
    }

    pub fn succs(&self) -> Successors {
        self.blocks.iter().map(|b| b.succs.clone()).collect()
    }

    /// Syncs present in some block, in block then program order.
    pub fn live_syncs(&self) -> Vec<SyncId> {
        self.blocks
            .iter()
            .flat_map(|b| b.items.iter())
            .filter_map(|item| match item {
                Item::Sync(sync) => Some(*sync),
                Item::Op(_) => None,
            })
            .collect()
    }
}

impl Kernel {
    /// Stable text of the kernel: one line per block with its items and successors
    /// (what `SYNCFUSE_TRACE=1` prints after every stage).
    pub fn to_text(&self) -> String {
        let mut text = format!("kernel '{}'\n", self.name);
        for (index, block) in self.blocks.iter_enumerated() {
            let items: Vec<String> = block
                .items
                .iter()
                .map(|item| match *item {
                    Item::Op(op) => format!("{}:{}", self.ops[op].pipe, self.ops[op].name),
                    Item::Sync(sync) => self.syncs[sync].kind.to_string(),
                })
                .collect();
            let succs: Vec<String> = block.succs.iter().map(BlockId::to_string).collect();
            text += &format!("  {index} {}: {} -> [{}]\n", block.name, items.join(" "), succs.join(", "));
        }
        text
    }
}
