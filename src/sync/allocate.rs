//! Stage 7: physical event allocation by colouring (paper §2.4.2).
//!
//! Events of a pipe pair that are live at the same point interfere and get different
//! physical IDs. Among the free IDs the first whose previous users' waits all happen
//! before this event's sets is preferred (the paper's happen-before reuse rule: then a
//! physical flag is never set again before its last wait ran); where no free ID has that
//! property the first free one is taken and each unordered reuse gets a `BARRIER(ALL)`
//! before the set (reported). Invariant: after allocation every event is below the
//! target's limit and not in the pair's reserved IDs (those used by input syncs).

use crate::sync::insert::VirtualSync;
use crate::sync::merge::{live_sets, replace_by_barrier, BarrierFallback};
use crate::sync::model::{EventId, InsertPoint, Item, Kernel, SyncKind, SyncReason};
use crate::sync::normalize::NormalizedKernel;
use crate::sync::verify::{flag_reuse_obligations, verify, Violation};
use crate::target::ascend::PipePair;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

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
    pub reuse_barriers: usize,
}

pub fn allocate(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    limit: u32,
    reserved: &BTreeMap<PipePair, BTreeSet<EventId>>,
) -> Allocation {
    let interference = interference(normalized, virtual_syncs);
    let mut assignments: Vec<Assignment> = Vec::new();
    let mut fallbacks = Vec::new();
    for index in 0..virtual_syncs.len() {
        let (pair, event) = (virtual_syncs[index].pair, virtual_syncs[index].event);
        let taken: BTreeSet<EventId> = assignments
            .iter()
            .filter(|a| a.pair == pair && interference.contains(&(pair, a.virtual_event.min(event), a.virtual_event.max(event))))
            .map(|a| a.physical_event)
            .chain(reserved.get(&pair).into_iter().flatten().copied())
            .collect();
        let free: Vec<EventId> = (0..limit).filter(|c| !taken.contains(c)).collect();
        if free.is_empty() {
            fallbacks.push((pair, event));
            continue;
        }
        let ordered = free.iter().copied().find(|&c| reuse_is_ordered(normalized, &virtual_syncs[index], c));
        let physical = ordered.unwrap_or(free[0]);
        rename(&mut normalized.kernel, &virtual_syncs[index], physical);
        assignments.push(Assignment { pair, virtual_event: event, physical_event: physical, reuse_ordered: ordered.is_some() });
    }
    let fallbacks = fallbacks
        .into_iter()
        .map(|(pair, event)| replace_by_barrier(normalized, virtual_syncs, pair, event))
        .collect();
    let reuse_barriers = order_reuses_by_barrier(normalized);
    Allocation { assignments, fallbacks, reuse_barriers }
}

/// `(pair, lower event, higher event)` for every two events live at one point.
fn interference(normalized: &NormalizedKernel, virtual_syncs: &[VirtualSync]) -> BTreeSet<(PipePair, EventId, EventId)> {
    let events: BTreeSet<(PipePair, EventId)> = virtual_syncs.iter().map(|v| (v.pair, v.event)).collect();
    let mut edges = BTreeSet::new();
    for live in live_sets(&normalized.kernel, &normalized.cfg) {
        let live: Vec<&(PipePair, EventId)> = live.iter().filter(|f| events.contains(f)).collect();
        for (i, a) in live.iter().enumerate() {
            for b in &live[i + 1..] {
                if a.0 == b.0 {
                    edges.insert((a.0, a.1.min(b.1), a.1.max(b.1)));
                }
            }
        }
    }
    edges
}

fn rename(kernel: &mut Kernel, virtual_sync: &VirtualSync, physical: EventId) {
    for sync in virtual_sync.syncs() {
        kernel.syncs[sync].kind = kernel.syncs[sync].kind.with_event(physical);
    }
}

/// Would giving `virtual_sync` the physical ID `candidate` keep every reuse of that flag
/// ordered (each wait before the next set)?
fn reuse_is_ordered(normalized: &NormalizedKernel, virtual_sync: &VirtualSync, candidate: EventId) -> bool {
    let mut trial = normalized.kernel.clone();
    rename(&mut trial, virtual_sync, candidate);
    let obligations: Vec<_> = flag_reuse_obligations(&trial)
        .into_iter()
        .filter(|o| matches!(o.to, crate::sync::verify::Target::NextSetOf(p, e) if p == virtual_sync.pair && e == candidate))
        .collect();
    verify(&trial, &normalized.cfg, &obligations).iter().all(|v| !matches!(v, Violation::Unordered { .. }))
}

/// A `BARRIER(ALL)` before every set that may run before the previous wait of its flag.
fn order_reuses_by_barrier(normalized: &mut NormalizedKernel) -> usize {
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
        normalized.kernel.insert_sync(InsertPoint::Before(set), SyncKind::Barrier { pipe: None }, SyncReason::Barrier { cause });
    }
    unordered.len()
}
