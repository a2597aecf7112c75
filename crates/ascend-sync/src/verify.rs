//! The happens-before checker: decides, without timing, whether a synchronised kernel is
//! correct on the abstract machine of `ascend-target.md` (rule 7), over every CFG path.
//!
//! Two must-dataflow analyses over the CFG:
//! * flag states: each (pipe pair, event) is `Clear` or `Set` at every program point,
//!   the same on every path; a set of a set flag (double set), a wait of a clear flag
//!   (deadlock), a flag whose state depends on the path, or a flag set at kernel exit is
//!   a `Violation`.
//! * orderings: for an obligation `a -> b` (a dependence, or "the wait of a flag completes
//!   before its next set runs"), the set of pipes that have observed the completion of the
//!   latest instance of `a` is propagated forward: `a`'s own pipe observes it; a set issued
//!   by an observing pipe carries it on its flag; the wait consuming that flag makes its
//!   pipe observe it; `BARRIER(ALL)` and any wait on the scalar unit make every pipe observe
//!   it (everything issued later starts later). `b` is ordered when its pipe observes `a`
//!   on every path. Back edges of loops shared by `a` and `b` are followed only where the
//!   obligation is loop-carried.
//!
//! Where every path is known, a straight segment replaces the fixpoint: targets after the
//! source in its block, a wait's next set in its block, a loop entered only around its
//! own back edge. A stage that tries many small changes keeps one `OrderingChecker` (flag
//! numbering, positions, each flag's sets), told of renames and moves, so a check costs
//! only its propagations.
//!
//! Invariant: the checker is independent of how syncs were placed; every stage's output
//! and the pass's final result go through it.

use crate::model::{BlockExit, BlockId, EventId, Item, Kernel, Positions, SyncId, SyncKind};
use derive_more::{From, Into};
use fixedbitset::FixedBitSet;
use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_cfg::{CfgAnalysis, TiVec};
use syncfuse_hardware::ascend::{Pipe, PipePair};

/// An ordering the program must guarantee: `from` completes before `to` starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Obligation {
    pub from: Item,
    pub to: Target,
    /// Loop headers whose back edges the paths from `from` to `to` may not take
    /// (loops containing both ends that do not carry the ordering).
    pub same_iteration_of: BTreeSet<BlockId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Target {
    Item(Item),
    /// The next set of this flag on every path (paths stop there).
    NextSetOf(PipePair, EventId),
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Violation {
    DoubleSet {
        sync: SyncId,
    },
    WaitOnClearFlag {
        sync: SyncId,
    },
    PathDependentFlag {
        block: BlockId,
        pair: PipePair,
        event: EventId,
    },
    FlagSetAtExit {
        block: BlockId,
        pair: PipePair,
        event: EventId,
    },
    /// `at` (in `block`) may start before the obligation's source completes.
    Unordered {
        obligation: usize,
        block: BlockId,
        at: Item,
    },
}

/// The pipe an item occupies: ops run on their pipe, a set on its setter, a wait on its
/// waiter; barriers have no single pipe.
pub fn item_pipe(kernel: &Kernel, item: Item) -> Option<Pipe> {
    match item {
        Item::Op(op) => Some(kernel.ops[op].pipe),
        Item::Sync(sync) => match kernel.syncs[sync].kind {
            SyncKind::Set { pair, .. } => Some(pair.setter),
            SyncKind::Wait { pair, .. } => Some(pair.waiter),
            SyncKind::Barrier { .. } => None,
        },
    }
}

/// Checks flag states and every obligation.
pub fn verify(kernel: &Kernel, cfg: &CfgAnalysis, obligations: &[Obligation]) -> Vec<Violation> {
    let mut violations = check_flag_states(kernel, cfg);
    violations.extend(OrderingChecker::new(kernel).violations(kernel, cfg, obligations));
    violations.sort();
    violations.dedup();
    violations
}

/// The obligations that keep physical IDs safe to reuse: each wait of a flag must
/// complete before the next set of that flag runs (else the set may find it still set).
pub fn flag_reuse_obligations(kernel: &Kernel) -> Vec<Obligation> {
    live_items(kernel).filter_map(|item| reuse_obligation(kernel, item)).collect()
}

/// The reuse obligation of one wait (none for a wait on the scalar unit, which waits at
/// issue, or another item).
pub fn reuse_obligation(kernel: &Kernel, item: Item) -> Option<Obligation> {
    match sync_of(kernel, item)? {
        SyncKind::Wait { pair, event } if pair.waiter != Pipe::S => {
            Some(Obligation { from: item, to: Target::NextSetOf(pair, event), same_iteration_of: BTreeSet::new() })
        }
        _ => None,
    }
}

/// The index of the first set of `flag` after index `at` of `block`, if one follows in the
/// block (the next set on every path from there); `skip` names syncs to pass over.
pub fn next_set_in_block(
    kernel: &Kernel,
    (block, at): (BlockId, usize),
    flag: (PipePair, EventId),
    skip: impl Fn(SyncId) -> bool,
) -> Option<usize> {
    let is_next_set = |item: &Item| {
        matches!(*item, Item::Sync(sync) if !skip(sync)
            && matches!(kernel.syncs[sync].kind, SyncKind::Set { pair, event } if (pair, event) == flag))
    };
    kernel.blocks[block].items[at + 1..].iter().position(is_next_set).map(|i| at + 1 + i)
}

/// The syncs of `flag` met first when walking every path backwards from `item`, passing
/// over the syncs `removed` says are gone.
pub fn previous_syncs_of_flag(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    positions: &Positions,
    (item, flag): (Item, (PipePair, EventId)),
    removed: &dyn Fn(SyncId) -> bool,
) -> Vec<SyncId> {
    let of_flag = |i: &Item| matches!(i, Item::Sync(s) if kernel.syncs[*s].kind.flag() == Some(flag) && !removed(*s));
    let last_in = |items: &[Item]| items.iter().rev().find(|i| of_flag(i)).copied();
    let Some((block, index)) = positions.get(&item) else { return Vec::new() };
    if let Some(Item::Sync(found)) = last_in(&kernel.blocks[block].items[..index]) {
        return vec![found];
    }
    let mut found = BTreeSet::new();
    let mut visited = BTreeSet::new();
    let mut work: Vec<BlockId> = cfg.preds[block].clone();
    while let Some(b) = work.pop() {
        if !visited.insert(b) {
            continue;
        }
        match last_in(&kernel.blocks[b].items) {
            Some(Item::Sync(sync)) => {
                found.insert(sync);
            }
            _ => work.extend(cfg.preds[b].iter().copied()),
        }
    }
    found.into_iter().collect()
}

fn live_items(kernel: &Kernel) -> impl Iterator<Item = Item> + '_ {
    kernel.blocks.iter().flat_map(|b| b.items.iter().copied())
}

// ---------------------------------------------------------------- flag states

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FlagState {
    Clear,
    Set,
    PathDependent,
}

fn join_flag(a: FlagState, b: FlagState) -> FlagState {
    if a == b {
        a
    } else {
        FlagState::PathDependent
    }
}

const NO_FLAG: u32 = u32::MAX;

/// Every flag the kernel uses, numbered in order of first use, and each sync's flag number
/// (looked up once, so the dataflow transfer functions index vectors instead of maps).
/// Built in one pass over the live items, no sort; an `OrderingChecker` keeps its table
/// up to date through renames instead of rebuilding it.
struct FlagTable {
    flags: Vec<(PipePair, EventId)>,
    /// By `SyncId`: the number of the flag a set or wait in a block uses, `NO_FLAG`
    /// otherwise (the kernel keeps every sync ever made, most of them dead: 4 bytes each).
    of_sync: Vec<u32>,
    number_of: FxHashMap<(PipePair, EventId), u32>,
    /// Bit `8 * setter + waiter` for every pipe pair some flag has ever had.
    pairs: u64,
}

impl FlagTable {
    fn new(kernel: &Kernel) -> FlagTable {
        let mut table = FlagTable {
            flags: Vec::new(),
            of_sync: vec![NO_FLAG; kernel.syncs.len()],
            number_of: FxHashMap::default(),
            pairs: 0,
        };
        for item in live_items(kernel) {
            let Item::Sync(sync) = item else { continue };
            table.renumber(kernel, sync);
        }
        table
    }

    /// Numbers `sync` by its current flag (a new flag gets the next number).
    fn renumber(&mut self, kernel: &Kernel, sync: SyncId) {
        let Some(flag) = kernel.syncs[sync].kind.flag() else { return };
        self.pairs |= 1 << (8 * flag.0.setter.number() + flag.0.waiter.number());
        let flags = &mut self.flags;
        self.of_sync[sync.0] = *self.number_of.entry(flag).or_insert_with(|| {
            flags.push(flag);
            flags.len() as u32 - 1
        });
    }

    /// The pipes from which an ordering can reach one of `targets` (pipe bits) through
    /// the pipe pairs of the flags, the scalar unit always among them (it orders every
    /// pipe).
    ///
    /// A wait whose waiter is outside this set cannot change what a target observes: such
    /// pipes only pass observations on to pipes outside it (a pair into the set would put
    /// its setter in it). So `check_group` counts a wait as having grown an observation
    /// only for pipes in the set, and a flag whose waits grew no such pipe is not indexed
    /// for the propagation (a switch's cases each ordering V -> MTE3 are not re-checked
    /// against the copy-in that feeds their V ops). Sound while the index lives: the stages
    /// that keep a `ContributionIndex` (removal, merging) only remove syncs, rename them
    /// within their pair or replace them by barriers, so no flag of a new pair appears and
    /// the set of a later check is never larger (the table keeps removed pairs: larger at
    /// worst, which only indexes more).
    fn pipes_reaching(&self, targets: u8) -> u8 {
        let mut reaching = targets | pipe_bit(Pipe::S);
        loop {
            let before = reaching;
            for (setter, waiter) in (0..8).flat_map(|setter| (0..8).map(move |waiter| (setter, waiter))) {
                if self.pairs & (1 << (8 * setter + waiter)) != 0 && reaching & (1 << waiter) != 0 {
                    reaching |= 1 << setter;
                }
            }
            if reaching == before {
                return reaching;
            }
        }
    }

    fn index_of(&self) -> BTreeMap<(PipePair, EventId), usize> {
        self.flags.iter().enumerate().map(|(index, &flag)| (flag, index)).collect()
    }

    fn flag_of(&self, sync: SyncId) -> Option<usize> {
        Some(self.of_sync[sync.0]).filter(|&i| i != NO_FLAG).map(|i| i as usize)
    }

    fn len(&self) -> usize {
        self.flags.len()
    }

    /// The flag number of a set or wait that a block holds.
    fn of(&self, sync: SyncId) -> usize {
        self.flag_of(sync).expect("sets and waits in blocks have a numbered flag")
    }
}

/// The syncs flag-state checking follows: each block's sets and waits in program order,
/// with their flag numbers.
trait FlagSyncs {
    /// By flag number.
    fn flags(&self) -> &[(PipePair, EventId)];
    fn visit_block(&self, kernel: &Kernel, block: BlockId, visit: &mut dyn FnMut(SyncId, usize));
}

impl FlagSyncs for FlagTable {
    fn flags(&self) -> &[(PipePair, EventId)] {
        &self.flags
    }

    fn visit_block(&self, kernel: &Kernel, block: BlockId, visit: &mut dyn FnMut(SyncId, usize)) {
        for item in &kernel.blocks[block].items {
            let Item::Sync(sync) = *item else { continue };
            if let Some(index) = self.flag_of(sync) {
                visit(sync, index);
            }
        }
    }
}

/// One flag's syncs as the caller lists them, by block in program order: checking them
/// costs the flag's syncs and the blocks, not the kernel's items.
struct ListedFlag {
    flag: [(PipePair, EventId); 1],
    by_block: FxHashMap<BlockId, Vec<SyncId>>,
}

impl FlagSyncs for ListedFlag {
    fn flags(&self) -> &[(PipePair, EventId)] {
        &self.flag
    }

    fn visit_block(&self, _: &Kernel, block: BlockId, visit: &mut dyn FnMut(SyncId, usize)) {
        for &sync in self.by_block.get(&block).into_iter().flatten() {
            visit(sync, 0);
        }
    }
}

fn sync_of(kernel: &Kernel, item: Item) -> Option<SyncKind> {
    match item {
        Item::Sync(sync) => Some(kernel.syncs[sync].kind),
        Item::Op(_) => None,
    }
}

/// Each flag (pipe pair, event) and its index in a flag-state vector.
pub type FlagNumbers = BTreeMap<(PipePair, EventId), usize>;

/// Flag states at the entry of every reachable block (fixpoint; `None` = not reached),
/// indexed by the returned `FlagNumbers`.
pub fn flag_states_at_entry(kernel: &Kernel, cfg: &CfgAnalysis) -> (FlagNumbers, TiVec<BlockId, Option<Vec<bool>>>) {
    let flags = FlagTable::new(kernel);
    let states = flag_state_fixpoint(kernel, cfg, &flags);
    let as_bool = states.into_iter().map(|s| s.map(|v| v.into_iter().map(|f| f == FlagState::Set).collect())).collect();
    (flags.index_of(), as_bool)
}

fn flag_state_fixpoint(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    flags: &dyn FlagSyncs,
) -> TiVec<BlockId, Option<Vec<FlagState>>> {
    let mut entry: TiVec<BlockId, Option<Vec<FlagState>>> = vec![None; kernel.blocks.len()].into();
    if kernel.blocks.is_empty() {
        return entry;
    }
    entry[BlockId::ENTRY] = Some(vec![FlagState::Clear; flags.flags().len()]);
    let mut changed = true;
    while changed {
        changed = false;
        for &block in &cfg.rpo {
            let Some(state) = entry[block].clone() else { continue };
            let exit = flag_transfer(kernel, block, state, flags, &mut |_, _| {});
            for &succ in &kernel.blocks[block].succs {
                let merged = match &entry[succ] {
                    None => exit.clone(),
                    Some(old) => old.iter().zip(&exit).map(|(a, b)| join_flag(*a, *b)).collect(),
                };
                if entry[succ].as_ref() != Some(&merged) {
                    entry[succ] = Some(merged);
                    changed = true;
                }
            }
        }
    }
    entry
}

/// Applies a block's syncs to flag states; `on_sync` sees the state before each sync.
fn flag_transfer(
    kernel: &Kernel,
    block: BlockId,
    mut state: Vec<FlagState>,
    flags: &dyn FlagSyncs,
    on_sync: &mut dyn FnMut(SyncId, FlagState),
) -> Vec<FlagState> {
    flags.visit_block(kernel, block, &mut |sync, index| {
        on_sync(sync, state[index]);
        state[index] = match kernel.syncs[sync].kind {
            SyncKind::Set { .. } => FlagState::Set,
            _ => FlagState::Clear,
        };
    });
    state
}

/// Flag-state violations only (double sets, waits on clear flags, path-dependent or
/// leftover flags).
pub fn check_flag_states(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<Violation> {
    flag_state_violations(kernel, cfg, &FlagTable::new(kernel))
}

/// `check_flag_states` of one flag (after a change that touched no other) whose sets and
/// waits in the kernel, less those `removed` says are gone, are exactly `syncs`, each
/// with its block and a position ordering it in the block.
pub fn check_flag_states_of(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    flag: (PipePair, EventId),
    syncs: &[(BlockId, usize, SyncId)],
    removed: &dyn Fn(SyncId) -> bool,
) -> Vec<Violation> {
    let mut ordered = syncs.to_vec();
    ordered.sort_unstable();
    let mut by_block: FxHashMap<BlockId, Vec<SyncId>> = FxHashMap::default();
    for (block, _, sync) in ordered {
        by_block.entry(block).or_default().push(sync);
    }
    let listed = ListedFlag { flag: [flag], by_block };
    debug_assert_eq!(
        live_items(kernel)
            .filter(|item| matches!(item, Item::Sync(s) if kernel.syncs[*s].kind.flag() == Some(flag) && !removed(*s)))
            .count(),
        syncs.len(),
        "the listed syncs are every sync of the flag"
    );
    flag_state_violations(kernel, cfg, &listed)
}

fn flag_state_violations(kernel: &Kernel, cfg: &CfgAnalysis, flags: &dyn FlagSyncs) -> Vec<Violation> {
    let by_index = flags.flags();
    let entry = flag_state_fixpoint(kernel, cfg, flags);
    let mut violations = Vec::new();
    for &block in &cfg.rpo {
        let Some(state) = entry[block].clone() else { continue };
        for (index, s) in state.iter().enumerate() {
            if *s == FlagState::PathDependent && cfg.preds[block].len() > 1 {
                let (pair, event) = by_index[index];
                violations.push(Violation::PathDependentFlag { block, pair, event });
            }
        }
        let exit = flag_transfer(kernel, block, state, flags, &mut |sync, before| {
            let ok = match kernel.syncs[sync].kind {
                SyncKind::Set { .. } => before == FlagState::Clear,
                _ => before == FlagState::Set,
            };
            if !ok && before != FlagState::PathDependent {
                violations.push(match kernel.syncs[sync].kind {
                    SyncKind::Set { .. } => Violation::DoubleSet { sync },
                    _ => Violation::WaitOnClearFlag { sync },
                });
            }
        });
        if kernel.blocks[block].exit == BlockExit::Return {
            for (index, s) in exit.iter().enumerate() {
                if *s == FlagState::Set {
                    let (pair, event) = by_index[index];
                    violations.push(Violation::FlagSetAtExit { block, pair, event });
                }
            }
        }
    }
    violations
}

// ---------------------------------------------------------------- orderings

const ALL_PIPES: u8 = 0b11_1111;

fn pipe_bit(pipe: Pipe) -> u8 {
    1 << pipe.number()
}

/// What is known to have observed the latest instance of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Observation {
    pipes: u8,
    /// Flags whose pending set was issued by an observing pipe.
    carrying: FixedBitSet,
}

impl Observation {
    fn meet(&self, other: &Observation) -> Observation {
        Observation {
            pipes: self.pipes & other.pipes,
            carrying: {
                let mut both = self.carrying.clone();
                both.intersect_with(&other.carrying);
                both
            },
        }
    }

    fn observe(&mut self, pipe: Pipe) {
        self.pipes |= observed_by(pipe);
    }

    /// Would `pipe` observing the source add a pipe of `useful`?
    fn would_grow(&self, pipe: Pipe, useful: u8) -> bool {
        observed_by(pipe) & useful & !self.pipes != 0
    }
}

/// The pipes that observe what `pipe` observes: once the scalar unit has waited,
/// everything issued later starts later.
fn observed_by(pipe: Pipe) -> u8 {
    if pipe == Pipe::S {
        ALL_PIPES
    } else {
        pipe_bit(pipe)
    }
}

/// One forward propagation from a source item, checking several targets.
struct Propagation<'a> {
    kernel: &'a Kernel,
    cfg: &'a CfgAnalysis,
    flags: &'a FlagTable,
    source: Item,
    source_pipe: Pipe,
    same_iteration_of: &'a BTreeSet<BlockId>,
    stop_at: Option<(PipePair, EventId)>,
    /// Syncs checked as if removed (`OrderingChecker::switch`).
    off: &'a FixedBitSet,
    /// The source's block and its position there.
    source_at: (BlockId, usize),
    /// On a straight segment (`check_group`'s local extents, never in a fixpoint): the
    /// pipes that order every target. Observed pipes only grow along a segment, so once
    /// all of them are observed no later target can fail and the walk stops there (what
    /// the proof used is recorded by then).
    enough: Option<u8>,
}

impl Propagation<'_> {
    fn fresh(&self) -> Observation {
        let mut observation = Observation { pipes: 0, carrying: FixedBitSet::with_capacity(self.flags.len()) };
        observation.observe(self.source_pipe);
        observation
    }

    fn edge_allowed(&self, from: BlockId, to: BlockId) -> bool {
        !(self.cfg.is_back_edge(from, to) && self.same_iteration_of.contains(&to))
    }

    /// Runs the block; `visit` sees the observation before each item (`None` = unreached).
    fn transfer(
        &self,
        block: BlockId,
        state: Option<Observation>,
        visit: &mut dyn FnMut(Item, &Option<Observation>),
    ) -> Option<Observation> {
        let items = &self.kernel.blocks[block].items;
        match self.source_at {
            // The source resets the observation: what follows it does not depend on what
            // came before.
            (source_block, at) if source_block == block => {
                self.transfer_items(&items[..at], state, visit);
                self.transfer_items(&items[at..], None, visit)
            }
            _ => self.transfer_items(items, state, visit),
        }
    }

    fn transfer_items(
        &self,
        items: &[Item],
        mut state: Option<Observation>,
        visit: &mut dyn FnMut(Item, &Option<Observation>),
    ) -> Option<Observation> {
        for &item in items {
            // Unreached (or stopped) until the source, if it comes: nothing more to see.
            if state.is_none() && item != self.source {
                break;
            }
            if let (Some(enough), Some(observation)) = (self.enough, &state) {
                if observation.pipes & enough == enough {
                    break;
                }
            }
            if matches!(item, Item::Sync(sync) if self.off.contains(sync.0)) {
                continue;
            }
            visit(item, &state);
            if item == self.source {
                state = Some(self.fresh());
                continue;
            }
            let Some(observation) = state.as_mut() else { continue };
            let Item::Sync(sync) = item else { continue };
            match self.kernel.syncs[sync].kind {
                SyncKind::Set { pair, event } => {
                    if self.stop_at == Some((pair, event)) {
                        state = None;
                        continue;
                    }
                    observation.carrying.set(self.flags.of(sync), observation.pipes & pipe_bit(pair.setter) != 0);
                }
                SyncKind::Wait { pair, .. } => {
                    let index = self.flags.of(sync);
                    if observation.carrying[index] {
                        observation.observe(pair.waiter);
                    }
                    observation.carrying.set(index, false);
                }
                SyncKind::Barrier { pipe: None } => observation.pipes = ALL_PIPES,
                SyncKind::Barrier { pipe: Some(_) } => {}
            }
        }
        state
    }

    /// Is `block` the header of a loop whose other blocks are empty (a self-loop, or one
    /// with the empty latch that normalisation splits off) and whose back edge this
    /// propagation may take, inside no loop whose back edge it may take? Then the only
    /// way back into `block` from itself is around that loop, and what enters it again is
    /// exactly what left it.
    fn wraps_only_around(&self, block: BlockId) -> bool {
        let only_items_in = |l: syncfuse_cfg::LoopId| {
            self.cfg.loops[l].body.iter().all(|&b| b == block || self.kernel.blocks[b].items.is_empty())
        };
        let own = self.cfg.loop_with_header(block).filter(|&l| only_items_in(l));
        own.is_some()
            && !self.same_iteration_of.contains(&block)
            && self.cfg.loops_around(block).into_iter().all(|l| {
                let header = self.cfg.loops[l].header;
                header == block || self.same_iteration_of.contains(&header)
            })
    }

    /// The blocks from which a path of this propagation (no back edge it may not take)
    /// reaches one of `targets`, those included.
    fn blocks_reaching(&self, targets: impl Iterator<Item = BlockId>) -> FixedBitSet {
        let mut reaching = FixedBitSet::with_capacity(self.kernel.blocks.len());
        let mut work: Vec<BlockId> = targets.collect();
        while let Some(block) = work.pop() {
            if reaching.put(block.0) {
                continue;
            }
            work.extend(self.cfg.preds[block].iter().copied().filter(|&pred| self.edge_allowed(pred, block)));
        }
        reaching
    }

    /// The observation at the entry of every block of `within` (`None`: unreached), from
    /// the source's block on. `within` must hold every predecessor (by an allowed edge) of
    /// its blocks, as `blocks_reaching` does: then what enters its blocks comes from its
    /// blocks only.
    fn fixpoint(&self, source_block: BlockId, within: &FixedBitSet) -> TiVec<BlockId, Option<Observation>> {
        let blocks = &self.kernel.blocks;
        let mut entry: TiVec<BlockId, Option<Observation>> = vec![None; blocks.len()].into();
        let mut work: BTreeSet<(Option<usize>, BlockId)> = BTreeSet::new();
        if within.contains(source_block.0) {
            work.insert((self.cfg.rpo_index[source_block], source_block));
        }
        while let Some((_, block)) = work.pop_first() {
            let Some(exit) = self.transfer(block, entry[block].clone(), &mut |_, _| {}) else { continue };
            for &succ in &blocks[block].succs {
                if !self.edge_allowed(block, succ) || !within.contains(succ.0) {
                    continue;
                }
                let merged = match &entry[succ] {
                    None => exit.clone(),
                    Some(old) => old.meet(&exit),
                };
                if entry[succ].as_ref() != Some(&merged) {
                    entry[succ] = Some(merged);
                    work.insert((self.cfg.rpo_index[succ], succ));
                }
            }
        }
        entry
    }
}

fn target_pipe(kernel: &Kernel, target: Target) -> Option<Pipe> {
    match target {
        Target::Item(item) => item_pipe(kernel, item),
        Target::NextSetOf(pair, _) => Some(pair.setter),
    }
}

fn is_set_of(kernel: &Kernel, flag: (PipePair, EventId), item: Item) -> bool {
    matches!(sync_of(kernel, item), Some(SyncKind::Set { pair, event }) if (pair, event) == flag)
}

/// The result of checking some obligations, with what each propagation's orderings went
/// through.
#[derive(Debug, Default)]
pub struct OrderingCheck {
    pub violations: Vec<Violation>,
    pub contributions: Vec<Contribution>,
}

/// One propagation of a check, on the paths from its source to its targets: the
/// obligations it checked, the flags whose waits carried the source's completion, and
/// those of which a wait made a pipe observe it that had not (each flag once).
///
/// Only the latter matter to the orderings: in the solution `S` of the propagation, a wait
/// that carries but adds no pipe changes nothing, so with every sync of a flag none of
/// whose waits grew removed (or such flags renamed or merged), `S` with that flag's bits
/// cleared is still below the new transfer functions (observations only grow with what a
/// wait carries), hence below the new greatest solution: every target observed in `S` is
/// still observed. The same holds after any sequence of such changes.
#[derive(Debug)]
pub struct Contribution {
    propagation: PropagationKey,
    pub obligations: Vec<usize>,
    pub carried: Vec<(PipePair, EventId)>,
    pub grew: Vec<(PipePair, EventId)>,
}

/// What one propagation serves: every obligation with the same source and the same rules
/// (source, loops whose iteration must be the same, the flag whose next set stops it).
/// A function of the obligation, so a stage's obligations fall into fixed propagations.
type PropagationKey = (Item, Vec<BlockId>, Option<(PipePair, EventId)>);

fn propagation_key(obligation: &Obligation) -> PropagationKey {
    (obligation.from, obligation.same_iteration_of.iter().copied().collect(), stop_flag(obligation.to))
}

/// For each flag, the propagations whose sources its waits carried in some check
/// (`OrderingCheck::contributions`, accumulated over checks: a superset, so a change to
/// flags none of which lists an obligation's propagation cannot affect that obligation).
/// Indexed by propagation, not by obligation: a re-check adds only the flags new to a
/// propagation, whatever the number of its obligations.
#[derive(Debug, Default)]
pub struct ContributionIndex {
    id_of: FxHashMap<PropagationKey, PropagationId>,
    recorded: TiVec<PropagationId, RecordedPropagation>,
    by_flag: FxHashMap<(PipePair, EventId), Vec<PropagationId>>,
}

/// A propagation's number in a `ContributionIndex`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, From, Into)]
struct PropagationId(usize);

/// What a `ContributionIndex` holds for one propagation, over every check recorded.
#[derive(Debug, Default)]
struct RecordedPropagation {
    obligations: BTreeSet<usize>,
    /// Flags whose waits made a pipe observe its source.
    flags: FxHashSet<(PipePair, EventId)>,
}

impl ContributionIndex {
    pub fn record(&mut self, check: &OrderingCheck) {
        for contribution in &check.contributions {
            let recorded = &mut self.recorded;
            let id = *self
                .id_of
                .entry(contribution.propagation.clone())
                .or_insert_with(|| recorded.push_and_get_key(RecordedPropagation::default()));
            let propagation = &mut self.recorded[id];
            propagation.obligations.extend(contribution.obligations.iter().copied());
            for &flag in &contribution.grew {
                if propagation.flags.insert(flag) {
                    self.by_flag.entry(flag).or_default().push(id);
                }
            }
        }
    }

    /// The obligations that a change to any of `flags` may affect.
    pub fn affected_by(&self, flags: &[(PipePair, EventId)]) -> BTreeSet<usize> {
        let propagations = flags.iter().filter_map(|flag| self.by_flag.get(flag)).flatten();
        propagations.flat_map(|&id| self.recorded[id].obligations.iter().copied()).collect()
    }
}

/// The ordering check of one kernel whose items stay in place while syncs are switched
/// off and on (a stage trying removals): the flag numbering and item positions are built
/// once, so a check costs only its propagations. Invariant: valid only while no item is
/// inserted, removed or moved in the kernel, and every sync that changes flag is told
/// (`renamed`).
pub struct OrderingChecker {
    flags: FlagTable,
    positions: Positions,
    /// By flag number: the sets of that flag in the kernel (switched-off ones included),
    /// sorted by place, so the next set after a point is a binary search away.
    sets: Vec<Vec<PlacedSet>>,
    /// By `SyncId`: syncs checked as if removed.
    off: FixedBitSet,
    /// Syncs below this `SyncId` have been numbered by `moved` (the kernel only appends).
    numbered: usize,
}

/// A set where `positions` places it: (block, index, the set).
type PlacedSet = (BlockId, usize, SyncId);

impl OrderingChecker {
    pub fn new(kernel: &Kernel) -> OrderingChecker {
        let mut checker = OrderingChecker {
            flags: FlagTable::new(kernel),
            positions: kernel.positions(),
            sets: Vec::new(),
            off: FixedBitSet::with_capacity(kernel.syncs.len()),
            numbered: kernel.syncs.len(),
        };
        checker.file_every_set(kernel);
        checker
    }

    /// Where every item of the kernel is (switched-off syncs included).
    pub fn positions(&self) -> &Positions {
        &self.positions
    }

    /// Takes note that items moved in the kernel (syncs removed or inserted: new syncs are
    /// numbered too).
    pub fn moved(&mut self, kernel: &Kernel) {
        kernel.refill_positions(&mut self.positions);
        self.flags.of_sync.resize(kernel.syncs.len(), NO_FLAG);
        self.off.grow(kernel.syncs.len());
        for index in std::mem::replace(&mut self.numbered, kernel.syncs.len())..kernel.syncs.len() {
            if self.flags.of_sync[index] == NO_FLAG {
                self.flags.renumber(kernel, SyncId(index));
            }
        }
        self.file_every_set(kernel);
    }

    /// Takes note that `syncs` changed flag (renamed to another event) in the kernel.
    pub fn renamed(&mut self, kernel: &Kernel, syncs: impl IntoIterator<Item = SyncId>) {
        for sync in syncs {
            if let (Some(old), Some((block, index))) = (self.flags.flag_of(sync), self.positions.get(&Item::Sync(sync)))
            {
                let sets = &mut self.sets[old];
                if let Ok(at) = sets.binary_search(&(block, index, sync)) {
                    sets.remove(at);
                }
            }
            self.flags.renumber(kernel, sync);
            self.file_set(kernel, sync);
        }
    }

    /// Files every set of the kernel under its flag, in program order of blocks.
    fn file_every_set(&mut self, kernel: &Kernel) {
        self.sets.iter_mut().for_each(Vec::clear);
        for sync in kernel.live_syncs() {
            self.file_set(kernel, sync);
        }
    }

    /// Files `sync` under its flag's sets, in place order, if it is a set in the kernel.
    fn file_set(&mut self, kernel: &Kernel, sync: SyncId) {
        let (Some(number), SyncKind::Set { .. }) = (self.flags.flag_of(sync), kernel.syncs[sync].kind) else { return };
        let Some((block, index)) = self.positions.get(&Item::Sync(sync)) else { return };
        if self.sets.len() <= number {
            self.sets.resize_with(number + 1, Vec::new);
        }
        let sets = &mut self.sets[number];
        let placed = (block, index, sync);
        sets.insert(sets.partition_point(|&other| other < placed), placed);
    }

    /// The sets of `flag` in the kernel (switched-off ones included), by place.
    fn sets_of(&self, flag: (PipePair, EventId)) -> &[PlacedSet] {
        let number = self.flags.number_of.get(&flag).map(|&n| n as usize);
        number.and_then(|n| self.sets.get(n)).map_or(&[], Vec::as_slice)
    }

    fn is_on(&self, &(_, _, sync): &&PlacedSet) -> bool {
        !self.is_off(*sync)
    }

    /// The index of the first set of `flag` after index `at` of `block`, if one follows in
    /// the block (the next set on every path from there).
    fn next_set_after(&self, (block, at): (BlockId, usize), flag: (PipePair, EventId)) -> Option<usize> {
        let sets = self.sets_of(flag);
        let after = sets.partition_point(|&(b, index, _)| (b, index) <= (block, at));
        sets[after..].iter().take_while(|(b, _, _)| *b == block).find(|set| self.is_on(set)).map(|&(_, index, _)| index)
    }

    /// May a path from `source` reach a set of `flag`? (Conservative: yes inside a loop.)
    fn may_reach_a_set(&self, cfg: &CfgAnalysis, (block, at): (BlockId, usize), flag: (PipePair, EventId)) -> bool {
        !cfg.loop_headers_around(block).is_empty()
            || self.next_set_after((block, at), flag).is_some()
            || self
                .sets_of(flag)
                .iter()
                .any(|set| set.0 != block && self.is_on(&set) && cfg.reaches_forward(block, set.0))
    }

    /// The index of the first set of `flag` in `block`, when every set of the flag that is
    /// in the kernel and not switched off is in that block (and there is one).
    fn first_set_when_all_in(&self, block: BlockId, flag: (PipePair, EventId)) -> Option<usize> {
        let mut on = self.sets_of(flag).iter().filter(|set| self.is_on(set));
        let &(first_block, first, _) = on.next()?;
        let last_block = on.next_back().map_or(first_block, |&(b, _, _)| b);
        (first_block == block && last_block == block).then_some(first)
    }

    /// Checks from now on as if `syncs` were removed (`on == false`) or back (`true`).
    pub fn switch(&mut self, syncs: impl IntoIterator<Item = SyncId>, on: bool) {
        for sync in syncs {
            self.off.set(sync.0, !on);
        }
    }

    /// Is `sync` checked as if removed?
    pub fn is_off(&self, sync: SyncId) -> bool {
        self.off.contains(sync.0)
    }

    /// The syncs switched off.
    pub fn switched_off(&self) -> impl Iterator<Item = SyncId> + '_ {
        self.off.ones().map(SyncId)
    }

    /// Checks the obligations whose indices are in `subset` (all when `None`), with the
    /// flags each one's ordering went through.
    pub fn check(
        &self,
        kernel: &Kernel,
        cfg: &CfgAnalysis,
        obligations: &[Obligation],
        subset: Option<&BTreeSet<usize>>,
    ) -> OrderingCheck {
        self.run(kernel, cfg, obligations, subset, true)
    }

    /// The violations of `obligations` (no contributions recorded).
    pub fn violations(&self, kernel: &Kernel, cfg: &CfgAnalysis, obligations: &[Obligation]) -> Vec<Violation> {
        self.run(kernel, cfg, obligations, None, false).violations
    }

    fn run(
        &self,
        kernel: &Kernel,
        cfg: &CfgAnalysis,
        obligations: &[Obligation],
        subset: Option<&BTreeSet<usize>>,
        record: bool,
    ) -> OrderingCheck {
        let indices: Box<dyn Iterator<Item = usize>> = match subset {
            Some(subset) => Box::new(subset.iter().copied().filter(|&i| i < obligations.len())),
            None => Box::new(0..obligations.len()),
        };
        let mut groups: BTreeMap<PropagationKey, Vec<usize>> = BTreeMap::new();
        for index in indices {
            groups.entry(propagation_key(&obligations[index])).or_default().push(index);
        }
        let mut check = OrderingCheck::default();
        for (key, members) in groups {
            self.check_group(kernel, cfg, obligations, key, members, (&mut check, record));
        }
        check
    }

    /// One propagation from `source` checking the obligations `members`.
    fn check_group(
        &self,
        kernel: &Kernel,
        cfg: &CfgAnalysis,
        obligations: &[Obligation],
        propagation_key: PropagationKey,
        members: Vec<usize>,
        (check, record): (&mut OrderingCheck, bool),
    ) {
        let (flags, positions) = (&self.flags, &self.positions);
        let (source, _, stop_at) = &propagation_key;
        let Some(source_pipe) = item_pipe(kernel, *source) else { return };
        let Some(source_at) = positions.get(source) else { return };
        let source_block = source_at.0;
        // A wait no set of its flag can follow orders nothing (no propagation needed).
        if stop_at.is_some_and(|flag| !self.may_reach_a_set(cfg, source_at, flag)) {
            return;
        }
        let propagation = Propagation {
            kernel,
            cfg,
            flags,
            source: *source,
            source_pipe,
            same_iteration_of: &obligations[members[0]].same_iteration_of,
            stop_at: *stop_at,
            off: &self.off,
            source_at,
            enough: members
                .iter()
                .try_fold(0, |pipes, &i| Some(pipes | pipe_bit(target_pipe(kernel, obligations[i].to)?))),
        };
        let targets: BTreeMap<Item, Vec<usize>> = members.iter().fold(BTreeMap::new(), |mut map, &index| {
            if let Target::Item(item) = obligations[index].to {
                map.entry(item).or_default().push(index);
            }
            map
        });
        let next_set_members: Vec<usize> =
            members.iter().copied().filter(|&i| matches!(obligations[i].to, Target::NextSetOf(..))).collect();
        let useful = flags.pipes_reaching(propagation.enough.unwrap_or(ALL_PIPES));
        let (mut carried, mut grew) = (FixedBitSet::new(), FixedBitSet::new());
        if record {
            carried.grow(flags.len());
            grew.grow(flags.len());
        }
        let mut visit = |block: BlockId, item: Item, state: &Option<Observation>| {
            let Some(observation) = state else { return };
            if let Item::Sync(sync) = item {
                if let SyncKind::Wait { pair, .. } = kernel.syncs[sync].kind {
                    let index = flags.of(sync);
                    if record && observation.carrying[index] {
                        carried.insert(index);
                        grew.set(index, grew[index] || observation.would_grow(pair.waiter, useful));
                    }
                }
            }
            // Every next-set target of the propagation names its stopping flag.
            let at_next_set = stop_at.is_some_and(|flag| is_set_of(kernel, flag, item));
            let hits = next_set_members.iter().filter(|_| at_next_set);
            for &index in targets.get(&item).into_iter().flatten().chain(hits) {
                let ordered =
                    target_pipe(kernel, obligations[index].to).is_some_and(|p| observation.pipes & pipe_bit(p) != 0);
                if !ordered {
                    check.violations.push(Violation::Unordered { obligation: index, block, at: item });
                }
            }
        };
        let (block, start) = source_at;
        let items = &kernel.blocks[block].items;
        let mut visit_in_block = |item: Item, state: &Option<Observation>| visit(block, item, state);
        // With a stopping flag: its next set when one follows the source in its block
        // (every path reaches it first); else, when every set is in the block, around the
        // block's own loop to the first. The loop's exits lead to no set (no outer loop
        // brings them back), so the waits on them are on no path to a target and recording
        // none of them loses nothing.
        let extent = match *stop_at {
            Some(flag) => {
                self.next_set_after((block, start), flag).map(|last| LocalExtent::After { last }).or_else(|| {
                    self.first_set_when_all_in(block, flag)
                        .map(|last_before| LocalExtent::AroundSelfLoop { last_before })
                })
            }
            None => item_targets_extent(positions, (block, start), &targets),
        };
        match extent {
            // Every target follows the source in its block: every path from the block's
            // entry to a target passes the source first (which resets the observation),
            // so the straight segment between them decides.
            Some(LocalExtent::After { last }) => {
                propagation.transfer_items(&items[start..=last], None, &mut visit_in_block);
            }
            // The block is a loop of its own that the ordering may go around (and no outer
            // loop's back edge may be taken, so nothing else enters it again): its entry
            // state is its exit state, the source's block run once from the source.
            Some(LocalExtent::AroundSelfLoop { last_before }) if propagation.wraps_only_around(block) => {
                let around = propagation.transfer_items(&items[start..], None, &mut visit_in_block);
                propagation.transfer_items(&items[..=last_before], around, &mut visit_in_block);
            }
            // The observation at a target is the meet over the paths that reach it, so only
            // the blocks on such paths are visited: a wait elsewhere carries nothing any
            // target depends on, and recording it would make every removal of its event
            // re-check this obligation.
            _ => {
                let propagation = Propagation { enough: None, ..propagation };
                let item_target_blocks = targets.keys().filter_map(|target| positions.get(target)).map(|(b, _)| b);
                let set_blocks = stop_at
                    .iter()
                    .flat_map(|flag| self.sets_of(*flag).iter().filter(|set| self.is_on(set)).map(|&(b, _, _)| b));
                let on_paths = propagation.blocks_reaching(item_target_blocks.chain(set_blocks));
                let entry = propagation.fixpoint(source_block, &on_paths);
                for &block in cfg.rpo.iter().filter(|block| on_paths.contains(block.0)) {
                    propagation.transfer(block, entry[block].clone(), &mut |item, state| visit(block, item, state));
                }
            }
        }
        if !record {
            return;
        }
        let named = |set: FixedBitSet| set.ones().map(|index| flags.flags[index]).collect();
        check.contributions.push(Contribution {
            propagation: propagation_key,
            obligations: members,
            carried: named(carried),
            grew: named(grew),
        });
    }
}

/// Where the targets of one propagation lie, when all are in the source's block.
enum LocalExtent {
    /// All after the source; the position of the last.
    After { last: usize },
    /// Some before the source (reached around a loop); the position of the last of those.
    AroundSelfLoop { last_before: usize },
}

/// Where the item targets of one propagation lie when all are in the source's block
/// (`start`), by their positions.
fn item_targets_extent(
    positions: &Positions,
    (block, start): (BlockId, usize),
    targets: &BTreeMap<Item, Vec<usize>>,
) -> Option<LocalExtent> {
    let at: Vec<usize> = targets
        .keys()
        .map(|t| positions.get(t).filter(|(b, _)| *b == block).map(|(_, i)| i))
        .collect::<Option<Vec<usize>>>()?;
    match at.iter().copied().filter(|&i| i < start).max() {
        Some(last_before) => Some(LocalExtent::AroundSelfLoop { last_before }),
        None => at.into_iter().max().map(|last| LocalExtent::After { last }),
    }
}

fn stop_flag(target: Target) -> Option<(PipePair, EventId)> {
    match target {
        Target::NextSetOf(pair, event) => Some((pair, event)),
        Target::Item(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::OpId;
    use crate::test_support::kernel_from;

    fn check(kernel: &Kernel, obligations: &[Obligation]) -> Vec<Violation> {
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        verify(kernel, &cfg, obligations)
    }

    fn dependence(from: usize, to: usize) -> Obligation {
        Obligation {
            from: Item::Op(OpId(from)),
            to: Target::Item(Item::Op(OpId(to))),
            same_iteration_of: BTreeSet::new(),
        }
    }

    #[test]
    fn straight_line_set_wait_orders_the_pair() {
        let kernel = kernel_from(&[("op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V", &[])]);
        assert!(check(&kernel, &[dependence(0, 1)]).is_empty());
    }

    #[test]
    fn missing_wait_leaves_the_pair_unordered_and_the_flag_set() {
        let kernel = kernel_from(&[("op:MTE2 set:MTE2>V:0 op:V", &[])]);
        let violations = check(&kernel, &[dependence(0, 1)]);
        assert!(violations.contains(&Violation::Unordered { obligation: 0, block: BlockId(0), at: Item::Op(OpId(1)) }));
        assert!(violations.iter().any(|v| matches!(v, Violation::FlagSetAtExit { .. })));
    }

    #[test]
    fn a_set_before_the_source_does_not_order_it() {
        let kernel = kernel_from(&[("set:MTE2>V:0 op:MTE2 wait:MTE2>V:0 op:V", &[])]);
        assert_eq!(
            check(&kernel, &[dependence(0, 1)]),
            vec![Violation::Unordered { obligation: 0, block: BlockId(0), at: Item::Op(OpId(1)) }]
        );
    }

    #[test]
    fn orders_compose_through_a_third_pipe() {
        let kernel = kernel_from(&[("op:MTE2 set:MTE2>MTE1:0 wait:MTE2>MTE1:0 set:MTE1>M:1 wait:MTE1>M:1 op:M", &[])]);
        assert!(check(&kernel, &[dependence(0, 1)]).is_empty());
    }

    #[test]
    fn a_wait_that_adds_no_observing_pipe_is_carried_but_not_indexed() {
        // Flag 1's wait carries the MTE2 op to V after flag 0's wait already made V
        // observe it: removing flag 1 cannot affect either obligation.
        let kernel = kernel_from(&[(
            "op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 set:MTE2>V:1 wait:MTE2>V:1 op:V set:V>MTE1:2 wait:V>MTE1:2 op:MTE1",
            &[],
        )]);
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        let obligations = [dependence(0, 1), dependence(0, 2)];
        let mut checker = OrderingChecker::new(&kernel);
        let check = checker.check(&kernel, &cfg, &obligations, None);
        let flag = |setter, waiter, event| (PipePair::new(setter, waiter), event);
        let (zero, one, two) =
            (flag(Pipe::Mte2, Pipe::V, 0), flag(Pipe::Mte2, Pipe::V, 1), flag(Pipe::V, Pipe::Mte1, 2));
        assert_eq!(check.contributions.len(), 1, "one propagation serves both obligations");
        assert_eq!(check.contributions[0].carried, [zero, one, two]);
        assert_eq!(check.contributions[0].grew, [zero, two]);
        let mut index = ContributionIndex::default();
        index.record(&check);
        assert!(index.affected_by(&[one]).is_empty());
        assert_eq!(index.affected_by(&[zero]), BTreeSet::from([0, 1]));
        checker.switch([SyncId(2), SyncId(3)], false);
        assert!(checker.check(&kernel, &cfg, &obligations, None).violations.is_empty());
        checker.switch([SyncId(0), SyncId(1)], false);
        assert_eq!(checker.check(&kernel, &cfg, &obligations, None).violations.len(), 2);
    }

    #[test]
    fn barrier_all_orders_everything() {
        let kernel = kernel_from(&[("op:MTE2 bar op:V", &[])]);
        assert!(check(&kernel, &[dependence(0, 1)]).is_empty());
    }

    #[test]
    fn branch_without_set_is_path_dependent() {
        // b0 -> {b1 (sets), b2 (nothing)} -> b3 waits.
        let kernel =
            kernel_from(&[("op:MTE2", &[1, 2]), ("set:MTE2>V:0", &[3]), ("", &[3]), ("wait:MTE2>V:0 op:V", &[])]);
        let violations = check(&kernel, &[]);
        assert!(violations.iter().any(|v| matches!(v, Violation::PathDependentFlag { block: BlockId(3), .. })));
    }

    #[test]
    fn loop_reuse_of_a_flag_needs_the_reverse_order() {
        // A loop that sets and waits one flag each iteration with nothing ordering the
        // wait (on V) before the next set (on MTE2): reuse obligation fails.
        let kernel = kernel_from(&[("", &[1]), ("op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V", &[1, 2]), ("", &[])]);
        let reuse = flag_reuse_obligations(&kernel);
        assert_eq!(check(&kernel, &reuse).len(), 1);
        // With the reverse pair V->MTE2 (set after the wait, waited before the next set,
        // primed before the loop and drained after) the reuse is ordered.
        let fixed = kernel_from(&[
            ("set:V>MTE2:0", &[1]),
            ("wait:V>MTE2:0 op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V set:V>MTE2:0", &[1, 2]),
            ("wait:V>MTE2:0", &[]),
        ]);
        let reuse = flag_reuse_obligations(&fixed);
        assert!(check(&fixed, &reuse).is_empty());
    }

    #[test]
    fn carried_dependence_needs_the_back_edge_path_ordered() {
        // V reads (op 0) then MTE2 overwrites (op 1) in each iteration: WAR carried
        // to the next iteration's read is not an obligation; the WAR inside is.
        let kernel = kernel_from(&[("", &[1]), ("op:V op:MTE2", &[1, 2]), ("", &[])]);
        let intra = Obligation {
            from: Item::Op(OpId(0)),
            to: Target::Item(Item::Op(OpId(1))),
            same_iteration_of: BTreeSet::from([BlockId(1)]),
        };
        assert_eq!(check(&kernel, &[intra]).len(), 1);
        // RAW from MTE2 (op 1) to next iteration's V (op 0) is carried.
        let carried = dependence(1, 0);
        assert_eq!(check(&kernel, &[carried]).len(), 1);
    }
}
