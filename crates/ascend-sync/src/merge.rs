//! Stage 6: merging virtual events so that at most N are live (set, not yet waited) at
//! any program point of a pipe pair (paper §2.4.1, fig. 14).
//!
//! Walking points in reverse post-order, where more than N events of a pair are live two
//! of them are merged: cross-iteration events of the same loop first, then any two. A
//! merge renames B to A, then drops the sets that a later set of the merged event
//! post-dominates (the later set runs after both sources) and the waits that an earlier
//! wait dominates (the earlier wait runs before both destinations); if that does not
//! verify, it keeps every sync, so the two events hand the one flag over in turn.
//! Invariant: a merge is kept only if `verify` accepts the result; an event that cannot
//! be merged is replaced by `BARRIER(ALL)` at its waits (always correct, reported as a
//! fallback).

use crate::budget::TimeBudget;
use crate::insert::{BodyOrder, VirtualSync};
use crate::model::{BlockId, EventId, InsertPoint, Item, Kernel, Positions, SyncId, SyncKind, SyncReason};
use crate::normalize::NormalizedKernel;
use crate::redundant::item_dominates;
use crate::verify::{
    check_flag_states_of, flag_states_at_entry, previous_syncs_of_flag, ContributionIndex, Obligation, OrderingCheck,
    OrderingChecker, Violation,
};
use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::PipePair;

#[derive(Clone, Debug, Serialize)]
pub struct Merge {
    pub pair: PipePair,
    /// The surviving event.
    pub into: EventId,
    pub merged: EventId,
    pub cross_iteration: bool,
    pub syncs_dropped: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct BarrierFallback {
    pub pair: PipePair,
    pub event: EventId,
    pub cause: String,
}

/// The events of each pair live at every point, and the maximum over all points.
pub fn max_live_per_pair(kernel: &Kernel, cfg: &CfgAnalysis) -> BTreeMap<PipePair, usize> {
    let mut max = BTreeMap::new();
    for live in live_sets(kernel, cfg) {
        let mut count: BTreeMap<PipePair, usize> = BTreeMap::new();
        for (pair, _) in live {
            *count.entry(pair).or_default() += 1;
        }
        for (pair, n) in count {
            let entry = max.entry(pair).or_insert(0);
            *entry = (*entry).max(n);
        }
    }
    max
}

/// The set flags at each program point (before every item and at every block end).
pub fn live_sets(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<BTreeSet<(PipePair, EventId)>> {
    let (flags, entry) = flag_states_at_entry(kernel, cfg);
    // The flag of each state index (the numbering is the checker's, not the map's order).
    let mut by_index: Vec<Option<(PipePair, EventId)>> = vec![None; flags.len()];
    for (&flag, &index) in &flags {
        by_index[index] = Some(flag);
    }
    let mut points = Vec::new();
    for &block in &cfg.rpo {
        let Some(state) = entry[block].clone() else { continue };
        let mut live: BTreeSet<(PipePair, EventId)> =
            state.iter().enumerate().filter(|(_, set)| **set).filter_map(|(i, _)| by_index[i]).collect();
        for item in &kernel.blocks[block].items {
            points.push(live.clone());
            if let Item::Sync(sync) = item {
                match kernel.syncs[*sync].kind {
                    SyncKind::Set { pair, event } => {
                        live.insert((pair, event));
                    }
                    SyncKind::Wait { pair, event } => {
                        live.remove(&(pair, event));
                    }
                    SyncKind::Barrier { .. } => {}
                }
            }
        }
        points.push(live);
    }
    points
}

/// Merges until at most `limit(pair)` events of each pair are live anywhere.
pub fn merge_to_limit(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    obligations: &[Obligation],
    limit: &dyn Fn(PipePair) -> usize,
    budget: &TimeBudget,
) -> (Vec<Merge>, Vec<BarrierFallback>) {
    let (mut merges, mut fallbacks) = (Vec::new(), Vec::new());
    let mut checker = OrderingChecker::new(&normalized.kernel);
    let mut contributions = ContributionIndex::default();
    contributions.record(&checker.check(&normalized.kernel, &normalized.cfg, obligations, None));
    let mut ledger = Ledger::new(virtual_syncs);
    let (mut walk, mut resume) = (LiveWalk::default(), None);
    // Past the budget the kernel may stay overfull: the pipeline then falls back to barriers.
    while let Some((pair, live)) = first_overfull_point(normalized, &checker, &ledger.index, limit, &mut walk, resume) {
        if budget.is_spent() {
            break;
        }
        let candidates = merge_candidates(&ledger, pair, &live);
        let merged = candidates.into_iter().find_map(|(a, b)| {
            let affected = contributions.affected_by(&[(pair, a), (pair, b)]);
            let events = (ledger.get((pair, a))?, ledger.get((pair, b))?);
            try_merge(normalized, &mut checker, events, obligations, &affected)
        });
        match merged {
            Some((merge, check, changed)) => {
                contributions.record(&check);
                ledger.absorb(pair, merge.into, merge.merged);
                merges.push(merge);
                resume = changed;
            }
            None => {
                let victim = *live.last().expect("an overfull point has live events");
                let Some(victim) = ledger.take((pair, victim)) else { break };
                // Live here: its first sync, where the kernel first changes, comes before.
                resume = resume_point(&normalized.cfg, checker.positions(), victim.syncs());
                fallbacks.push(barrier_instead(normalized, &victim, &|sync| checker.is_off(sync)));
                checker.moved(&normalized.kernel);
            }
        }
    }
    ledger.close();
    let dropped: BTreeSet<SyncId> = checker.switched_off().collect();
    normalized.kernel.remove_syncs(&dropped);
    (merges, fallbacks)
}

type Flag = (PipePair, EventId);

/// The virtual events while merging, found by flag without scanning the list; an event
/// merged away or replaced leaves the list once, at `close` (indices stay valid until
/// then). The flags indexed are exactly the virtual events still live.
struct Ledger<'a> {
    events: &'a mut Vec<VirtualSync>,
    index: FxHashMap<Flag, usize>,
}

impl<'a> Ledger<'a> {
    fn new(events: &'a mut Vec<VirtualSync>) -> Ledger<'a> {
        let index = events.iter().enumerate().map(|(i, v)| ((v.pair, v.event), i)).collect();
        Ledger { events, index }
    }

    fn get(&self, flag: Flag) -> Option<&VirtualSync> {
        self.index.get(&flag).map(|&i| &self.events[i])
    }

    /// Folds event `merged` into `into`.
    fn absorb(&mut self, pair: PipePair, into: EventId, merged: EventId) {
        let (Some(&from), Some(&to)) = (self.index.get(&(pair, merged)), self.index.get(&(pair, into))) else { return };
        self.index.remove(&(pair, merged));
        let victim = &mut self.events[from];
        let moved =
            (std::mem::take(&mut victim.requests), std::mem::take(&mut victim.sets), std::mem::take(&mut victim.waits));
        let survivor = &mut self.events[to];
        survivor.requests.extend(moved.0);
        survivor.sets.extend(moved.1);
        survivor.waits.extend(moved.2);
    }

    /// The event of `flag`, out of the ledger.
    fn take(&mut self, flag: Flag) -> Option<VirtualSync> {
        self.index.remove(&flag).map(|i| self.events[i].clone())
    }

    /// Drops the events merged away or taken from the list.
    fn close(self) {
        let live: FxHashSet<usize> = self.index.values().copied().collect();
        let mut i = 0;
        self.events.retain(|_| {
            i += 1;
            live.contains(&(i - 1))
        });
    }
}

/// A point of `first_overfull_point`'s walk: reverse post-order rank of a block, item index.
type WalkPoint = (usize, usize);

/// The live virtual flags `first_overfull_point` saw, kept so that the next walk resumes
/// where a merge first changed the kernel: every state before that point is unchanged
/// (the walk reads a block's entry from a predecessor earlier in reverse post-order).
#[derive(Default)]
struct LiveWalk {
    /// By block: its exit state, once walked.
    exits: Vec<Option<FxHashSet<Flag>>>,
    /// By block: `(i, live flags before item i)` every `CHECKPOINT_EVERY` items.
    checkpoints: Vec<Vec<(usize, FxHashSet<Flag>)>>,
}

/// Items between two saved states of a walk.
const CHECKPOINT_EVERY: usize = 64;

/// The first point in reverse post-order where more than `limit(pair)` of the
/// `virtual_flags` of one pair are live, with those events: one walk over the items that
/// stops there, from `resume` (reverse post-order rank of a block, item index; `None`:
/// the start) on, reusing `walk`'s states before it. Flag states are the same on every
/// path (merging keeps them so), so a block's entry state is the exit state of any
/// predecessor walked before it.
fn first_overfull_point(
    normalized: &NormalizedKernel,
    checker: &OrderingChecker,
    virtual_flags: &FxHashMap<Flag, usize>,
    limit: &dyn Fn(PipePair) -> usize,
    walk: &mut LiveWalk,
    resume: Option<WalkPoint>,
) -> Option<(PipePair, Vec<EventId>)> {
    let (kernel, cfg) = (&normalized.kernel, &normalized.cfg);
    walk.exits.resize(kernel.blocks.len(), None);
    walk.checkpoints.resize_with(kernel.blocks.len(), Vec::new);
    let (first_rank, first_index) = resume.unwrap_or((0, 0));
    for (rank, &block) in cfg.rpo.iter().enumerate().skip(first_rank) {
        let walked_before = |pred: &BlockId| cfg.rpo_index[*pred].is_some_and(|r| r < rank);
        let entry = || cfg.preds[block].iter().filter(|p| walked_before(p)).find_map(|&p| walk.exits[p.0].clone());
        let checkpoints = &mut walk.checkpoints[block.0];
        checkpoints.retain(|&(i, _)| rank == first_rank && i <= first_index);
        let (mut live, start) = match checkpoints.last() {
            Some((i, state)) => (state.clone(), *i),
            None => (entry().unwrap_or_default(), 0),
        };
        for (i, item) in kernel.blocks[block].items.iter().enumerate().skip(start) {
            if i % CHECKPOINT_EVERY == 0 && walk.checkpoints[block.0].last().is_none_or(|&(at, _)| at < i) {
                walk.checkpoints[block.0].push((i, live.clone()));
            }
            let Item::Sync(sync) = *item else { continue };
            if checker.is_off(sync) {
                continue;
            }
            let kind = kernel.syncs[sync].kind;
            let Some(flag @ (pair, _)) = kind.flag().filter(|flag| virtual_flags.contains_key(flag)) else { continue };
            if !matches!(kind, SyncKind::Set { .. }) {
                live.remove(&flag);
                continue;
            }
            live.insert(flag);
            let mut events: Vec<EventId> = live.iter().filter(|f| f.0 == pair).map(|f| f.1).collect();
            if events.len() > limit(pair) {
                events.sort_unstable();
                return Some((pair, events));
            }
        }
        walk.exits[block.0] = Some(live);
    }
    None
}

/// Where a walk must resume after a change to `syncs` (as placed before the change):
/// the first of them in reverse post-order, then position.
fn resume_point(cfg: &CfgAnalysis, positions: &Positions, syncs: impl Iterator<Item = SyncId>) -> Option<WalkPoint> {
    syncs
        .filter_map(|sync| positions.get(&Item::Sync(sync)))
        .filter_map(|(block, index)| cfg.rpo_index[block].map(|rank| (rank, index)))
        .min()
}

/// Pairs (into, merged) to try: cross-iteration events of the same loop first.
fn merge_candidates(ledger: &Ledger, pair: PipePair, live: &[EventId]) -> Vec<(EventId, EventId)> {
    let loop_of = |event: EventId| {
        ledger.get((pair, event)).and_then(|v| match v.order {
            BodyOrder::Backward { header } | BodyOrder::MutuallyUnreachable { header } => Some(header),
            BodyOrder::Forward => None,
        })
    };
    let mut candidates: Vec<(bool, EventId, EventId)> = Vec::new();
    for (i, &a) in live.iter().enumerate() {
        for &b in &live[i + 1..] {
            let same_loop = loop_of(a).is_some() && loop_of(a) == loop_of(b);
            candidates.push((!same_loop, a, b));
        }
    }
    candidates.sort();
    candidates.into_iter().map(|(_, a, b)| (a, b)).collect()
}

/// Merges `merged` into `into`: first the paper's way (fig. 14: one wait before the
/// first destination, one set after the last source), else keeping every sync as a
/// chain of handshakes on the one flag; the first that verifies is kept in the kernel
/// (a failed try is undone from its `TrialUndo`: what it renamed and removed, no copy of
/// the kernel). With the merge, where the kernel first changed (see `resume_point`): the
/// merged event's first sync or the first sync removed, whichever comes first.
fn try_merge(
    normalized: &mut NormalizedKernel,
    checker: &mut OrderingChecker,
    (survivor, victim): (&VirtualSync, &VirtualSync),
    obligations: &[Obligation],
    affected: &BTreeSet<usize>,
) -> Option<(Merge, OrderingCheck, Option<WalkPoint>)> {
    let cfg = &normalized.cfg;
    let kernel = &mut normalized.kernel;
    [true, false].into_iter().find_map(|collapse| {
        let mut undo = TrialUndo::default();
        let tried =
            merge_in_place(kernel, cfg, checker, (survivor, victim), collapse, (obligations, affected), &mut undo);
        match tried {
            Some((merge, check)) => {
                let changed = resume_point(cfg, checker.positions(), victim.syncs().chain(undo.removed));
                Some((merge, check, changed))
            }
            None => {
                undo.apply(kernel, checker, victim);
                None
            }
        }
    })
}

/// What a merge trial changed, to put back when it fails. Syncs a trial drops stay in
/// their blocks, switched off in the checker (so no item moves while merging);
/// `merge_to_limit` takes them out of the kernel at the end.
#[derive(Default)]
struct TrialUndo {
    /// The renamed syncs' kinds before.
    kinds: Vec<(SyncId, SyncKind)>,
    /// The syncs dropped, in order.
    removed: Vec<SyncId>,
    /// The checker was told of the renames (its flags must be put back too).
    checker_told: bool,
}

impl TrialUndo {
    fn remove(&mut self, checker: &mut OrderingChecker, syncs: &[SyncId]) {
        checker.switch(syncs.iter().copied(), false);
        self.removed.extend_from_slice(syncs);
    }

    fn apply(self, kernel: &mut Kernel, checker: &mut OrderingChecker, victim: &VirtualSync) {
        checker.switch(self.removed, true);
        for (sync, kind) in self.kinds {
            kernel.syncs[sync].kind = kind;
        }
        if self.checker_told {
            checker.renamed(kernel, victim.syncs());
        }
    }
}

/// One way of `try_merge`, on the kernel itself; `None` when it does not verify.
fn merge_in_place(
    kernel: &mut Kernel,
    cfg: &CfgAnalysis,
    checker: &mut OrderingChecker,
    (survivor, victim): (&VirtualSync, &VirtualSync),
    collapse: bool,
    (obligations, affected): (&[Obligation], &BTreeSet<usize>),
    undo: &mut TrialUndo,
) -> Option<(Merge, OrderingCheck)> {
    let (pair, into) = (survivor.pair, survivor.event);
    for sync in victim.syncs() {
        undo.kinds.push((sync, kernel.syncs[sync].kind));
        kernel.syncs[sync].kind = kernel.syncs[sync].kind.with_event(into);
    }
    // The merged flag's syncs still in the kernel, where the checker places them.
    let mut syncs: Vec<(BlockId, usize, SyncId)> = survivor
        .syncs()
        .chain(victim.syncs())
        .filter(|&sync| !checker.is_off(sync))
        .filter_map(|sync| checker.positions().get(&Item::Sync(sync)).map(|(block, index)| (block, index, sync)))
        .collect();
    let collapsed = match collapse {
        true => drop_covered_syncs(cfg, checker, (survivor, victim), undo),
        false => Vec::new(),
    };
    if collapse && collapsed.is_empty() {
        return None;
    }
    syncs.retain(|(_, _, sync)| !collapsed.contains(sync));
    let resolved = resolve_conflicts(kernel, cfg, checker, (pair, into), &mut syncs, undo)?;
    if !check_flag_states_of(kernel, cfg, (pair, into), &syncs, &|sync| checker.is_off(sync)).is_empty() {
        return None;
    }
    undo.checker_told = true;
    checker.renamed(kernel, victim.syncs());
    let check = checker.check(kernel, cfg, obligations, Some(affected));
    let cross_iteration = victim.order != BodyOrder::Forward;
    let merge = Merge { pair, into, merged: victim.event, cross_iteration, syncs_dropped: collapsed.len() + resolved };
    check.violations.is_empty().then_some((merge, check))
}

/// Of two events renamed to one flag, drops each set that a set of the other event
/// post-dominates and each wait that a wait of the other event dominates, both in the
/// same loops (a prime before a loop or a drain after it is never traded for a sync
/// inside it); syncs already dropped do not count. Returns those dropped.
fn drop_covered_syncs(
    cfg: &CfgAnalysis,
    checker: &mut OrderingChecker,
    (a, b): (&VirtualSync, &VirtualSync),
    undo: &mut TrialUndo,
) -> Vec<SyncId> {
    let positions = checker.positions();
    let block = |sync: SyncId| {
        (!checker.is_off(sync)).then(|| positions.get(&Item::Sync(sync)).map(|(block, _)| block)).flatten()
    };
    let covered = |sync: SyncId, others: &[SyncId], post: bool| {
        let Some(own) = block(sync) else { return false };
        others.iter().any(|&other| {
            block(other).is_some_and(|b| cfg.loop_headers_around(b) == cfg.loop_headers_around(own))
                && item_dominates(positions, cfg, Item::Sync(other), Item::Sync(sync), post)
        })
    };
    let mut dropped = Vec::new();
    for (first, second) in [(a, b), (b, a)] {
        dropped.extend(first.sets.iter().copied().filter(|&set| covered(set, &second.sets, true)));
        dropped.extend(first.waits.iter().copied().filter(|&wait| covered(wait, &second.waits, false)));
    }
    undo.remove(checker, &dropped);
    dropped
}

/// Drops syncs of the merged flag (whose syncs are `syncs`, kept up to date) until none
/// is double-set or waits on a clear flag; returns how many conflicts were resolved, or
/// `None` when a conflict has no droppable sync.
fn resolve_conflicts(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    checker: &mut OrderingChecker,
    flag: Flag,
    syncs: &mut Vec<(BlockId, usize, SyncId)>,
    undo: &mut TrialUndo,
) -> Option<usize> {
    let mut resolved = 0;
    for _ in 0..kernel.syncs.len() {
        let conflict = check_flag_states_of(kernel, cfg, flag, syncs, &|sync| checker.is_off(sync))
            .into_iter()
            .find(|v| matches!(v, Violation::DoubleSet { .. } | Violation::WaitOnClearFlag { .. }));
        let Some(conflict) = conflict else { break };
        let dropped = resolve(kernel, cfg, checker, (conflict, flag), undo)?;
        syncs.retain(|(_, _, sync)| !dropped.contains(sync));
        resolved += 1;
    }
    Some(resolved)
}

/// Drops the sync that makes the merged flag double-set or wait on a clear flag: an
/// earlier set post-dominated by the later one, or a wait after an earlier wait. Returns
/// the syncs dropped; `None` (nothing dropped) when neither applies.
fn resolve(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    checker: &mut OrderingChecker,
    (conflict, flag): (Violation, Flag),
    undo: &mut TrialUndo,
) -> Option<Vec<SyncId>> {
    let positions = checker.positions();
    let removed = |sync: SyncId| checker.is_off(sync);
    let dropped = match conflict {
        Violation::DoubleSet { sync } => {
            let pending = previous_syncs_of_flag(kernel, cfg, positions, (Item::Sync(sync), flag), &removed);
            let droppable = pending.iter().all(|&p| {
                matches!(kernel.syncs[p].kind, SyncKind::Set { .. })
                    && item_dominates(positions, cfg, Item::Sync(sync), Item::Sync(p), true)
            });
            droppable.then_some(pending)
        }
        Violation::WaitOnClearFlag { sync } => {
            let previous = previous_syncs_of_flag(kernel, cfg, positions, (Item::Sync(sync), flag), &removed);
            let droppable = previous.iter().all(|&p| matches!(kernel.syncs[p].kind, SyncKind::Wait { .. }));
            (droppable && !previous.is_empty()).then(|| vec![sync])
        }
        _ => None,
    };
    let dropped = dropped.filter(|dropped| !dropped.is_empty())?;
    undo.remove(checker, &dropped);
    Some(dropped)
}

/// Replaces an event by `BARRIER(ALL)` in front of each of its ordering waits.
pub fn replace_by_barrier(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    pair: PipePair,
    event: EventId,
) -> BarrierFallback {
    match virtual_syncs.iter().position(|v| v.pair == pair && v.event == event) {
        Some(position) => barrier_instead(normalized, &virtual_syncs.remove(position), &|_| false),
        None => BarrierFallback { pair, event, cause: fallback_cause(pair, event) },
    }
}

fn fallback_cause(pair: PipePair, event: EventId) -> String {
    format!("no merge of {pair} event {event} kept every dependence ordered")
}

/// `replace_by_barrier` of an event already out of the ledger; `removed` says which of its
/// syncs are gone already (dropped by a merge and still in place: no barrier for those).
fn barrier_instead(
    normalized: &mut NormalizedKernel,
    victim: &VirtualSync,
    removed: &dyn Fn(SyncId) -> bool,
) -> BarrierFallback {
    let (pair, event) = (victim.pair, victim.event);
    let cause = fallback_cause(pair, event);
    let kernel = &mut normalized.kernel;
    for wait in &victim.waits {
        let ordering = matches!(
            kernel.syncs[*wait].reason,
            SyncReason::Dependence
                | SyncReason::Parity { .. }
                | SyncReason::MutuallyUnreachable
                | SyncReason::ReverseOrder { .. }
        );
        if ordering && !removed(*wait) && kernel.position_of(Item::Sync(*wait)).is_some() {
            kernel.insert_sync(
                InsertPoint::Before(Item::Sync(*wait)),
                SyncKind::Barrier { pipe: None },
                SyncReason::Barrier { cause: cause.clone() },
            );
        }
    }
    for sync in victim.syncs() {
        kernel.remove(Item::Sync(sync));
    }
    BarrierFallback { pair, event, cause }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insert::OrderingRequest;
    use crate::test_support::{inserted, request};
    use syncfuse_hardware::ascend::Pipe::{Mte1, Mte2, M, V};

    /// Three MTE2 copies then three V ops, each V op reading its own copy: three events
    /// of MTE2->V live at once between the last copy and the first V op.
    const NESTED: &[(&str, &[usize])] = &[("op:MTE2 op:MTE2 op:MTE2 op:V op:V op:V", &[])];

    #[test]
    fn live_sets_name_the_flags_whatever_the_checkers_numbering() {
        // Event 1 is used before event 0, so the checker numbers them the other way round
        // from their order (a regression: live sets used to read the numbering as sorted).
        let kernel = crate::test_support::kernel_from(&[(
            "op:MTE2 set:MTE2>V:1 op:MTE2 set:MTE2>V:0 wait:MTE2>V:1 op:V wait:MTE2>V:0 op:V",
            &[],
        )]);
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        let pair = PipePair { setter: Mte2, waiter: V };
        let live = live_sets(&kernel, &cfg);
        // Before the first wait (item 4) both are set; before the second (item 6) only 0.
        assert_eq!(live[4], BTreeSet::from([(pair, 0), (pair, 1)]));
        assert_eq!(live[6], BTreeSet::from([(pair, 0)]));
    }

    #[test]
    fn a_failed_trial_leaves_the_kernel_and_the_checker_as_they_were() {
        // Event 1 renamed to 0 and both sets dropped (one removal each), then undone: every
        // sync is back on, with its kind, and the checker finds what it found before.
        let mut kernel = crate::test_support::kernel_from(&[(
            "op:MTE2 set:MTE2>V:0 op:MTE2 set:MTE2>V:1 wait:MTE2>V:0 op:V wait:MTE2>V:1 op:V",
            &[],
        )]);
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        let before: Vec<SyncKind> = kernel.syncs.iter().map(|s| s.kind).collect();
        let obligations = vec![Obligation {
            from: Item::Op(crate::model::OpId(1)),
            to: crate::verify::Target::Item(Item::Op(crate::model::OpId(3))),
            same_iteration_of: BTreeSet::new(),
        }];
        let mut checker = OrderingChecker::new(&kernel);
        assert!(checker.check(&kernel, &cfg, &obligations, None).violations.is_empty());
        let victim = VirtualSync {
            pair: PipePair::new(Mte2, V),
            event: 1,
            order: BodyOrder::Forward,
            requests: Vec::new(),
            sets: vec![SyncId(1)],
            waits: vec![SyncId(3)],
        };
        let mut undo = TrialUndo::default();
        for sync in victim.syncs() {
            undo.kinds.push((sync, kernel.syncs[sync].kind));
            kernel.syncs[sync].kind = kernel.syncs[sync].kind.with_event(0);
        }
        undo.remove(&mut checker, &[SyncId(1)]);
        undo.remove(&mut checker, &[SyncId(0)]);
        undo.checker_told = true;
        checker.renamed(&kernel, victim.syncs());
        assert!(!checker.check(&kernel, &cfg, &obligations, None).violations.is_empty());
        undo.apply(&mut kernel, &mut checker, &victim);
        assert_eq!(checker.switched_off().count(), 0);
        assert_eq!(kernel.syncs.iter().map(|s| s.kind).collect::<Vec<_>>(), before);
        assert!(checker.check(&kernel, &cfg, &obligations, None).violations.is_empty());
    }

    #[test]
    fn merging_brings_live_events_under_the_limit_and_keeps_every_pair_ordered() {
        let requests = vec![request(0, 3, Mte2, V), request(1, 4, Mte2, V), request(2, 5, Mte2, V)];
        let (mut normalized, mut virtual_syncs, obligations) = inserted(NESTED, &requests);
        assert_eq!(max_live_per_pair(&normalized.kernel, &normalized.cfg)[&PipePair::new(Mte2, V)], 3);
        let (merges, fallbacks) =
            merge_to_limit(&mut normalized, &mut virtual_syncs, &obligations, &|_| 1, &TimeBudget::unlimited());
        assert_eq!((merges.len(), fallbacks.len()), (2, 0));
        assert_eq!(max_live_per_pair(&normalized.kernel, &normalized.cfg)[&PipePair::new(Mte2, V)], 1);
        assert!(crate::verify::verify(&normalized.kernel, &normalized.cfg, &obligations).is_empty());
    }

    /// Two L0 slots in a loop: load 0, mad 0, load 1, mad 1; the next iteration's load of
    /// a slot must wait for this iteration's mad of it (carried M->MTE1).
    const TWO_SLOTS: &[(&str, &[usize])] = &[("", &[1]), ("op:MTE1 op:M op:MTE1 op:M", &[1, 2]), ("", &[])];

    #[test]
    fn a_merge_keeps_one_wait_before_the_first_load_and_one_set_after_the_last_mad() {
        let carried = |from, to| OrderingRequest {
            intra_iteration: false,
            carried_by: vec![BlockId(1)],
            ..request(from, to, M, Mte1)
        };
        let (mut normalized, mut virtual_syncs, obligations) = inserted(TWO_SLOTS, &[carried(1, 0), carried(3, 2)]);
        let (merges, fallbacks) =
            merge_to_limit(&mut normalized, &mut virtual_syncs, &obligations, &|_| 1, &TimeBudget::unlimited());
        assert_eq!((merges.len(), fallbacks.len()), (1, 0));
        let kernel = &normalized.kernel;
        let body: Vec<String> = kernel.blocks[BlockId(1)]
            .items
            .iter()
            .map(|item| match item {
                Item::Op(op) => kernel.ops[*op].label.clone(),
                Item::Sync(sync) => kernel.syncs[*sync].kind.to_string(),
            })
            .collect();
        let flag = PipePair::new(M, Mte1);
        assert_eq!(body.len(), 6, "{body:?}");
        assert!(body[0].starts_with("wait") && body[0].contains(&flag.to_string()), "{body:?}");
        assert!(body[5].starts_with("set") && body[5].contains(&flag.to_string()), "{body:?}");
        assert!(crate::verify::verify(kernel, &normalized.cfg, &obligations).is_empty());
    }
}
