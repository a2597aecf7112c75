//! Stage 7: physical event allocation by colouring (paper §2.4.2).
//!
//! Events of a pipe pair that are live at the same point interfere and get different
//! physical IDs. Among the free IDs the first whose previous users' waits all happen
//! before this event's sets is preferred (the paper's happen-before reuse rule: then a
//! physical flag is never set again before its last wait ran); where no free ID has that
//! property the first free one is taken and each unordered reuse gets a reverse set/wait
//! pair (`order_reuses_by_reverse_pairs`), and only what that cannot order gets a
//! `BARRIER(ALL)` before the set (reported). Without a limit (`IdBudget::Unlimited`) every
//! event gets a private ID instead, so only an event's own reuse can need ordering.
//! Invariant: after allocation every event is below the target's limit (or shares its ID
//! with no other event) and not in the pair's reserved IDs (those used by input syncs).

use crate::budget::TimeBudget;
use crate::extra::insert_extra_syncs;
use crate::insert::{insert_virtual_syncs, OrderingRequest, VirtualSync};
use crate::merge::{live_sets, merge_to_limit, replace_by_barrier, BarrierFallback, Merge};
use crate::model::{EventId, InsertPoint, Item, Kernel, SyncId, SyncKind, SyncReason};
use crate::normalize::NormalizedKernel;
use crate::redundant::{implied_requests, remove_redundant};
use crate::verify::{
    flag_reuse_obligations, next_set_in_block, previous_syncs_of_flag, reuse_obligation, verify, Obligation,
    OrderingChecker, Violation,
};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_hardware::ascend::PipePair;

#[derive(Clone, Debug, Serialize)]
pub struct Assignment {
    pub pair: PipePair,
    pub virtual_event: EventId,
    pub physical_event: EventId,
    /// The previous users' waits happen before this event's sets.
    pub reuse_ordered: bool,
}

pub struct Allocation {
    pub assignments: Vec<Assignment>,
    pub fallbacks: Vec<BarrierFallback>,
}

/// A reverse set/wait pair that orders a wait of a reused physical flag before its next
/// set (the paper's fallback when no ID is provably free).
#[derive(Clone, Debug, Serialize)]
pub struct ReverseOrdering {
    pub reused: (PipePair, EventId),
    pub reverse_pair: PipePair,
    pub reverse_event: EventId,
}

/// How many physical IDs each pipe pair may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdBudget {
    /// The target's IDs per pair: events are merged down to it, then coloured.
    Limit(u32),
    /// No limit (`unlimited` mode): nothing is merged and every event keeps a private ID.
    Unlimited,
}

/// Stage 6 under a budget: merges events down to the free IDs of each pair (nothing to
/// merge without a limit).
pub fn fit_to_budget(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    obligations: &[Obligation],
    budget: IdBudget,
    reserved: &BTreeMap<PipePair, BTreeSet<EventId>>,
    time: &TimeBudget,
) -> (Vec<Merge>, Vec<BarrierFallback>) {
    let IdBudget::Limit(limit) = budget else { return (Vec::new(), Vec::new()) };
    let free = |pair: PipePair| (limit as usize).saturating_sub(reserved.get(&pair).map_or(0, BTreeSet::len));
    merge_to_limit(normalized, virtual_syncs, obligations, &free, time)
}

/// Stage 7 under a budget: colouring onto `0..limit`, or private IDs without a limit.
pub fn assign_ids(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    budget: IdBudget,
    reserved: &BTreeMap<PipePair, BTreeSet<EventId>>,
) -> Allocation {
    match budget {
        IdBudget::Limit(limit) => allocate(normalized, virtual_syncs, limit, reserved),
        IdBudget::Unlimited => number_privately(&mut normalized.kernel, virtual_syncs),
    }
}

/// One ID per virtual event that no other event shares, numbered per pair above every ID
/// the kernel's other syncs use (input syncs, events numbered earlier).
fn number_privately(kernel: &mut Kernel, virtual_syncs: &[VirtualSync]) -> Allocation {
    let numbered: BTreeSet<(PipePair, EventId)> = virtual_syncs.iter().map(|v| (v.pair, v.event)).collect();
    let mut next: BTreeMap<PipePair, EventId> = BTreeMap::new();
    for sync in kernel.live_syncs() {
        if let Some((pair, event)) = kernel.syncs[sync].kind.flag().filter(|flag| !numbered.contains(flag)) {
            let entry = next.entry(pair).or_insert(0);
            *entry = (*entry).max(event + 1);
        }
    }
    let mut assignments = Vec::new();
    for v in virtual_syncs {
        let id = next.entry(v.pair).or_insert(0);
        rename(kernel, v, *id);
        // No other event uses the ID, so no previous user can be unordered.
        assignments.push(Assignment { pair: v.pair, virtual_event: v.event, physical_event: *id, reuse_ordered: true });
        *id += 1;
    }
    Allocation { assignments, fallbacks: Vec::new() }
}

/// Colours the virtual events of `virtual_syncs` onto physical IDs `0..limit`.
pub fn allocate(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    limit: u32,
    reserved: &BTreeMap<PipePair, BTreeSet<EventId>>,
) -> Allocation {
    let neighbours = co_live_flags(normalized);
    // Renaming moves no item; flags given with an unordered reuse stay unordered.
    let mut checker = OrderingChecker::new(&normalized.kernel);
    let mut unordered: BTreeSet<(PipePair, EventId)> = BTreeSet::new();
    let mut assigned: BTreeMap<(PipePair, EventId), EventId> = BTreeMap::new();
    let mut assignments: Vec<Assignment> = Vec::new();
    let mut unassignable = Vec::new();
    for virtual_sync in virtual_syncs.iter() {
        let flag = (virtual_sync.pair, virtual_sync.event);
        let physical_of = |f: &(PipePair, EventId)| if f.1 < limit { Some(f.1) } else { assigned.get(f).copied() };
        let taken: BTreeSet<EventId> = neighbours
            .get(&flag)
            .into_iter()
            .flatten()
            .filter_map(physical_of)
            .chain(reserved.get(&flag.0).into_iter().flatten().copied())
            .collect();
        let free: Vec<EventId> = (0..limit).filter(|c| !taken.contains(c)).collect();
        if free.is_empty() {
            unassignable.push(flag);
            continue;
        }
        let ordered = free.iter().copied().find(|&c| {
            !unordered.contains(&(flag.0, c)) && reuse_is_ordered(normalized, &mut checker, virtual_sync, c)
        });
        let physical = ordered.unwrap_or(free[0]);
        if ordered.is_none() {
            unordered.insert((flag.0, physical));
        }
        rename(&mut normalized.kernel, virtual_sync, physical);
        checker.renamed(&normalized.kernel, virtual_sync.syncs());
        assigned.insert(flag, physical);
        assignments.push(Assignment {
            pair: flag.0,
            virtual_event: flag.1,
            physical_event: physical,
            reuse_ordered: ordered.is_some(),
        });
    }
    let fallbacks = unassignable
        .into_iter()
        .map(|(pair, event)| replace_by_barrier(normalized, virtual_syncs, pair, event))
        .collect();
    Allocation { assignments, fallbacks }
}

/// For every flag, the flags of the same pair that are set at some point where it is.
fn co_live_flags(normalized: &NormalizedKernel) -> BTreeMap<(PipePair, EventId), BTreeSet<(PipePair, EventId)>> {
    let mut neighbours: BTreeMap<(PipePair, EventId), BTreeSet<(PipePair, EventId)>> = BTreeMap::new();
    for live in live_sets(&normalized.kernel, &normalized.cfg) {
        for a in &live {
            for b in live.iter().filter(|b| b.0 == a.0 && *b != a) {
                neighbours.entry(*a).or_default().insert(*b);
            }
        }
    }
    neighbours
}

fn rename(kernel: &mut Kernel, virtual_sync: &VirtualSync, physical: EventId) {
    for sync in virtual_sync.syncs() {
        kernel.syncs[sync].kind = kernel.syncs[sync].kind.with_event(physical);
    }
}

/// Would giving `virtual_sync` the physical ID `candidate` keep every reuse of that flag
/// ordered (each wait before the next set)? Tried on the kernel itself, then undone.
/// Only the reuses the event takes part in are checked: its own waits, and the waits of
/// the flag met first walking back from its sets (whose next set it becomes); every other
/// reuse of a flag whose reuses were all ordered keeps its next set and its ordering.
fn reuse_is_ordered(
    normalized: &mut NormalizedKernel,
    checker: &mut OrderingChecker,
    virtual_sync: &VirtualSync,
    candidate: EventId,
) -> bool {
    let kinds: Vec<SyncKind> = virtual_sync.syncs().map(|sync| normalized.kernel.syncs[sync].kind).collect();
    rename(&mut normalized.kernel, virtual_sync, candidate);
    checker.renamed(&normalized.kernel, virtual_sync.syncs());
    let (kernel, cfg) = (&normalized.kernel, &normalized.cfg);
    let flag = (virtual_sync.pair, candidate);
    let previous_waits = virtual_sync.sets.iter().flat_map(|&set| {
        previous_syncs_of_flag(kernel, cfg, checker.positions(), (Item::Sync(set), flag), &|_| false)
            .into_iter()
            .filter(|&sync| matches!(kernel.syncs[sync].kind, SyncKind::Wait { .. }))
    });
    let waits: BTreeSet<SyncId> = virtual_sync.waits.iter().copied().chain(previous_waits).collect();
    let obligations: Vec<Obligation> =
        waits.into_iter().filter_map(|wait| reuse_obligation(kernel, Item::Sync(wait))).collect();
    let ordered = checker.violations(kernel, cfg, &obligations).is_empty();
    for (sync, kind) in virtual_sync.syncs().zip(kinds) {
        normalized.kernel.syncs[sync].kind = kind;
    }
    checker.renamed(&normalized.kernel, virtual_sync.syncs());
    ordered
}

/// A `BARRIER(ALL)` before every set that may run before the previous wait of its flag.
pub fn order_reuses_by_barrier(normalized: &mut NormalizedKernel) -> usize {
    let obligations = flag_reuse_obligations(&normalized.kernel);
    let unordered: BTreeSet<Item> = verify(&normalized.kernel, &normalized.cfg, &obligations)
        .into_iter()
        .filter_map(|v| match v {
            Violation::Unordered { at, .. } => Some(at),
            _ => None,
        })
        .collect();
    for &set in &unordered {
        let cause = "physical event reused before its previous wait is known to have run".to_string();
        normalized.kernel.insert_sync(
            InsertPoint::Before(set),
            SyncKind::Barrier { pipe: None },
            SyncReason::Barrier { cause },
        );
    }
    unordered.len()
}

/// Events of reverse pairs are numbered from here until they are coloured.
const FIRST_REVERSE_EVENT: EventId = 1 << 20;

/// Orders every reuse the colouring could not prove safe with reverse pairs (paper
/// §2.4.2 ②): for each physical flag with an unordered reuse, a request from every wait
/// (on Q) to every set (on P) of that flag, placed on pair Q->P by stages 3-4 exactly
/// like dependences (set after the wait, wait before the set, primed and drained around
/// loops); then stage 5 drops the reverse events the reuse obligations do not need, stage
/// 6 merges them to the limit and they are coloured. Returns the reverse events kept.
pub fn order_reuses_by_reverse_pairs(
    normalized: &mut NormalizedKernel,
    budget: IdBudget,
    reserved: &BTreeMap<PipePair, BTreeSet<EventId>>,
    time: &TimeBudget,
) -> (Vec<ReverseOrdering>, Vec<VirtualSync>, Allocation) {
    let ReversePairs { requests, mut syncs, reuse_obligations } = insert_reverse_pairs(normalized);
    let implied = implied_requests(&normalized.kernel, &requests);
    remove_redundant(normalized, &mut syncs, &requests, &implied, &reuse_obligations, time);
    let (_, mut fallbacks) = fit_to_budget(normalized, &mut syncs, &reuse_obligations, budget, reserved, time);
    let mut allocation = assign_ids(normalized, &mut syncs, budget, reserved);
    allocation.fallbacks.append(&mut fallbacks);
    let orderings = syncs
        .iter()
        .map(|v| ReverseOrdering {
            reused: (v.pair.reversed(), reused_event(&normalized.kernel, &requests[v.requests[0]])),
            reverse_pair: v.pair,
            reverse_event: allocation
                .assignments
                .iter()
                .find(|a| a.pair == v.pair && a.virtual_event == v.event)
                .map_or(v.event, |a| a.physical_event),
        })
        .collect();
    (orderings, syncs, allocation)
}

/// Reverse events inserted for the flags with an unordered reuse, not yet coloured.
struct ReversePairs {
    requests: Vec<OrderingRequest>,
    syncs: Vec<VirtualSync>,
    /// The reuse obligations of the flags they order.
    reuse_obligations: Vec<Obligation>,
}

/// Stages 3-4 for a request from every wait to every set of each flag whose reuse the
/// checker cannot prove ordered.
fn insert_reverse_pairs(normalized: &mut NormalizedKernel) -> ReversePairs {
    let obligations = flag_reuse_obligations(&normalized.kernel);
    let reused: BTreeSet<(PipePair, EventId)> = verify(&normalized.kernel, &normalized.cfg, &obligations)
        .into_iter()
        .filter_map(|violation| match violation {
            Violation::Unordered { obligation, .. } => match obligations[obligation].to {
                crate::verify::Target::NextSetOf(pair, event) => Some((pair, event)),
                crate::verify::Target::Item(_) => None,
            },
            _ => None,
        })
        .collect();
    let requests = reverse_requests(&normalized.kernel, &reused);
    let mut syncs = insert_virtual_syncs(normalized, &requests, FIRST_REVERSE_EVENT);
    for virtual_sync in &syncs {
        let request = &requests[virtual_sync.requests[0]];
        let event_of = (request.pair.reversed(), reused_event(&normalized.kernel, request));
        for sync in virtual_sync.syncs() {
            normalized.kernel.syncs[sync].reason = SyncReason::ReverseOrder { event_of };
        }
    }
    insert_extra_syncs(normalized, &mut syncs);
    let reuse_obligations = flag_reuse_obligations(&normalized.kernel)
        .into_iter()
        .filter(|o| matches!(o.to, crate::verify::Target::NextSetOf(p, e) if reused.contains(&(p, e))))
        .collect();
    ReversePairs { requests, syncs, reuse_obligations }
}

/// A request (wait -> set, on the reversed pair) from every wait of each flag to its next
/// set when that follows it in its block, else to every set of the flag.
fn reverse_requests(kernel: &Kernel, flags: &BTreeSet<(PipePair, EventId)>) -> Vec<OrderingRequest> {
    let syncs_of = |flag: (PipePair, EventId), want_set: bool| -> Vec<Item> {
        kernel
            .live_syncs()
            .into_iter()
            .filter(|&s| {
                kernel.syncs[s].kind.flag() == Some(flag)
                    && matches!(kernel.syncs[s].kind, SyncKind::Set { .. }) == want_set
            })
            .map(Item::Sync)
            .collect()
    };
    let positions = kernel.positions();
    // The next set on every path, when it follows the wait in its block.
    let next_set = |wait: Item, flag| {
        let (block, at) = positions.get(&wait)?;
        next_set_in_block(kernel, (block, at), flag, |_| false).map(|index| kernel.blocks[block].items[index])
    };
    let mut requests = Vec::new();
    for &flag in flags {
        let sets = syncs_of(flag, true);
        for wait in syncs_of(flag, false) {
            let targets = next_set(wait, flag).map_or_else(|| sets.clone(), |set| vec![set]);
            for set in targets {
                requests.push(OrderingRequest {
                    from: wait,
                    to: set,
                    pair: flag.0.reversed(),
                    intra_iteration: true,
                    carried_by: Vec::new(),
                    dependences: Vec::new(),
                });
            }
        }
    }
    requests
}

fn reused_event(kernel: &Kernel, request: &OrderingRequest) -> EventId {
    match request.from {
        Item::Sync(wait) => kernel.syncs[wait].kind.flag().map_or(0, |(_, event)| event),
        Item::Op(_) => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{inserted, request};
    use syncfuse_hardware::ascend::Pipe::{Mte2, V};

    #[test]
    fn events_live_together_get_different_physical_ids() {
        let blocks: &[(&str, &[usize])] = &[("op:MTE2 op:MTE2 op:V op:V", &[])];
        let requests = vec![request(0, 3, Mte2, V), request(1, 2, Mte2, V)];
        let (mut normalized, mut virtual_syncs, _) = inserted(blocks, &requests);
        let allocation = allocate(&mut normalized, &mut virtual_syncs, 4, &BTreeMap::new());
        let ids: BTreeSet<EventId> = allocation.assignments.iter().map(|a| a.physical_event).collect();
        assert_eq!(ids, BTreeSet::from([0, 1]));
    }

    #[test]
    fn reserved_input_ids_are_not_allocated() {
        let blocks: &[(&str, &[usize])] = &[("op:MTE2 op:V", &[])];
        let (mut normalized, mut virtual_syncs, _) = inserted(blocks, &[request(0, 1, Mte2, V)]);
        let reserved = BTreeMap::from([(PipePair::new(Mte2, V), BTreeSet::from([0, 1]))]);
        let allocation = allocate(&mut normalized, &mut virtual_syncs, 4, &reserved);
        assert_eq!(allocation.assignments[0].physical_event, 2);
    }
}
