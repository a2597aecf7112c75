//! Stage 5: redundant virtual sync removal (paper §2.3, fig. 13), confirmed by the
//! happens-before checker.
//!
//! A virtual event B is removed (all its sets and waits) when every obligation is still
//! ordered without it. The reason is classified the paper's way against another event A
//! on the same pipe pair whose waits carry what B ordered (the check without B says which
//! flags did, so the search costs those events, not the whole list): (a) same source and
//! each wait of B dominated by a wait of A; (b) same destination and each set of B
//! post-dominated by a set of A; (c) both dominance conditions; otherwise (d) transitive
//! coverage, a chain of other syncs (as Ascend's own compiler also finds). Invariant:
//! nothing is removed unless `verify` accepts the kernel without it, so removal never
//! drops a dependence.

use crate::budget::TimeBudget;
use crate::insert::{OrderingRequest, VirtualSync};
use crate::model::{BlockId, EventId, Item, Kernel, Positions, SyncId};
use crate::normalize::NormalizedKernel;
use crate::verify::{ContributionIndex, Obligation, OrderingCheck, OrderingChecker};
use rustc_hash::FxHashMap;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::PipePair;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum RedundancyRule {
    /// fig. 13(a): same source, wait of A dominates wait of B.
    SameSourceWaitDominates,
    /// fig. 13(b): same destination, set of A post-dominates set of B.
    SameDestinationSetPostDominates,
    /// fig. 13(c): set of A post-dominates set of B and wait of A dominates wait of B.
    SetPostDominatesAndWaitDominates,
    /// Other syncs (possibly through a third pipe or a barrier) already order every pair.
    TransitiveCoverage,
}

#[derive(Clone, Debug, Serialize)]
pub struct Removal {
    pub pair: PipePair,
    pub event: u32,
    pub rule: RedundancyRule,
    /// The event of the same pair that made it redundant (none for transitive coverage).
    pub redundant_because_of: Option<u32>,
    pub requests: Vec<usize>,
}

/// Removes the events whose requests are `implied` (see `implied_requests`), then every
/// virtual event the checker proves unnecessary for `obligations` (those of the requests
/// not implied); `virtual_syncs` keeps the survivors.
pub fn remove_redundant(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    requests: &[OrderingRequest],
    implied: &BTreeMap<usize, usize>,
    obligations: &[Obligation],
    budget: &TimeBudget,
) -> Vec<Removal> {
    let mut removals = remove_implied(normalized, virtual_syncs, requests, implied);
    // Candidates are switched off in the checker and the kernel is edited once at the end.
    let mut checker = OrderingChecker::new(&normalized.kernel);
    let mut contributions = ContributionIndex::default();
    contributions.record(&checker.check(&normalized.kernel, &normalized.cfg, obligations, None));
    let index_of: FxHashMap<(PipePair, EventId), usize> =
        virtual_syncs.iter().enumerate().map(|(index, v)| ((v.pair, v.event), index)).collect();
    let mut obligations_from: FxHashMap<Item, Vec<usize>> = FxHashMap::default();
    for (index, obligation) in obligations.iter().enumerate() {
        obligations_from.entry(obligation.from).or_default().push(index);
    }
    let mut removed = vec![false; virtual_syncs.len()];
    // Past the budget the events not yet tried stay (safe: nothing is removed unchecked).
    for index in (0..virtual_syncs.len()).rev().take_while(|_| !budget.is_spent()) {
        let candidate = &virtual_syncs[index];
        let flag = (candidate.pair, candidate.event);
        // Only obligations whose ordering went through this flag can be affected; those
        // from the candidate's sources are checked too, to learn which events now carry
        // what it ordered (the events fig. 13 may name).
        let mut affected = contributions.affected_by(&[flag]);
        let sources = candidate.requests.iter().filter_map(|&request| obligations_from.get(&requests[request].from));
        affected.extend(sources.flatten());
        checker.switch(candidate.syncs(), false);
        let check = checker.check(&normalized.kernel, &normalized.cfg, obligations, Some(&affected));
        if !check.violations.is_empty() {
            checker.switch(candidate.syncs(), true);
            continue;
        }
        // The events of the pair whose waits now carry what the candidate ordered, in
        // list order: the only ones a fig. 13 rule can name.
        let mut carriers: Vec<usize> = carrying_flags(&check, candidate.pair)
            .filter_map(|flag| index_of.get(&flag).copied())
            .filter(|&other| other != index && !removed[other])
            .collect();
        carriers.sort_unstable();
        carriers.dedup();
        let carriers = carriers.into_iter().map(|other| &virtual_syncs[other]);
        let (rule, because) = classify(checker.positions(), &normalized.cfg, requests, candidate, carriers);
        contributions.record(&check);
        removed[index] = true;
        removals.push(Removal {
            pair: candidate.pair,
            event: candidate.event,
            rule,
            redundant_because_of: because,
            requests: candidate.requests.clone(),
        });
    }
    let mut removed = removed.into_iter();
    virtual_syncs.retain(|_| !removed.next().unwrap_or(false));
    let switched_off: BTreeSet<SyncId> = checker.switched_off().collect();
    normalized.kernel.remove_syncs(&switched_off);
    removals.reverse();
    removals
}

/// The flags of `pair` whose waits carried the orderings a check went through.
fn carrying_flags(check: &OrderingCheck, pair: PipePair) -> impl Iterator<Item = (PipePair, EventId)> + '_ {
    check.contributions.iter().flat_map(|c| c.carried.iter().copied()).filter(move |flag| flag.0 == pair)
}

/// Removes, without a check, the events whose requests are all implied by others.
fn remove_implied(
    normalized: &mut NormalizedKernel,
    virtual_syncs: &mut Vec<VirtualSync>,
    requests: &[OrderingRequest],
    implied: &BTreeMap<usize, usize>,
) -> Vec<Removal> {
    let event_of: BTreeMap<usize, u32> =
        virtual_syncs.iter().flat_map(|v| v.requests.iter().map(move |&r| (r, v.event))).collect();
    let mut removals = Vec::new();
    let mut removed_syncs = BTreeSet::new();
    virtual_syncs.retain(|virtual_sync| {
        let Some(by) = virtual_sync.requests.iter().map(|r| implied.get(r).copied()).collect::<Option<Vec<usize>>>()
        else {
            return true;
        };
        removed_syncs.extend(virtual_sync.syncs());
        removals.push(Removal {
            pair: virtual_sync.pair,
            event: virtual_sync.event,
            rule: implication_rule(&requests[virtual_sync.requests[0]], &requests[by[0]]),
            redundant_because_of: event_of.get(&by[0]).copied(),
            requests: virtual_sync.requests.clone(),
        });
        false
    });
    normalized.kernel.remove_syncs(&removed_syncs);
    removals
}

/// The fig. 13 rule by which `removed` is redundant, with the first of `others` (events of
/// its pair) it holds against; transitive coverage when none.
fn classify<'a>(
    positions: &Positions,
    cfg: &CfgAnalysis,
    requests: &[OrderingRequest],
    removed: &VirtualSync,
    others: impl Iterator<Item = &'a VirtualSync>,
) -> (RedundancyRule, Option<u32>) {
    let ends = |v: &VirtualSync, from: bool| -> Vec<Item> {
        v.requests.iter().map(|&r| if from { requests[r].from } else { requests[r].to }).collect()
    };
    for other in others {
        let waits_dominated = all_covered(positions, cfg, &removed.waits, &other.waits, false);
        let sets_post_dominated = all_covered(positions, cfg, &removed.sets, &other.sets, true);
        let rule = if waits_dominated && ends(other, true) == ends(removed, true) {
            RedundancyRule::SameSourceWaitDominates
        } else if sets_post_dominated && ends(other, false) == ends(removed, false) {
            RedundancyRule::SameDestinationSetPostDominates
        } else if waits_dominated && sets_post_dominated {
            RedundancyRule::SetPostDominatesAndWaitDominates
        } else {
            continue;
        };
        return (rule, Some(other.event));
    }
    (RedundancyRule::TransitiveCoverage, None)
}

/// Every sync in `covered` is (post-)dominated by one of `by`.
fn all_covered(positions: &Positions, cfg: &CfgAnalysis, covered: &[SyncId], by: &[SyncId], post: bool) -> bool {
    covered.iter().all(|&c| by.iter().any(|&b| item_dominates(positions, cfg, Item::Sync(b), Item::Sync(c), post)))
}

/// Item-level (post-)dominance: same block and earlier (later), or the block strictly
/// (post-)dominates.
pub fn item_dominates(positions: &Positions, cfg: &CfgAnalysis, a: Item, b: Item, post: bool) -> bool {
    let (Some((block_a, index_a)), Some((block_b, index_b))) = (positions.get(&a), positions.get(&b)) else {
        return false;
    };
    if block_a == block_b {
        return if post { index_a > index_b } else { index_a < index_b };
    }
    if post {
        cfg.post_dominates(block_a, block_b)
    } else {
        cfg.dominates(block_a, block_b)
    }
}

/// Requests compared among themselves: (block, pipe pair, wraps around the block, the
/// carrying loops of a wrapping request, sorted).
type RequestGroup = (BlockId, PipePair, bool, Vec<BlockId>);
/// A request within its block: (source position, destination position, request index).
type RequestSpan = (usize, usize, usize);

/// Fig. 13 on the requests themselves, where order is certain without a check: in one
/// block, request (a, b) of a pipe pair is implied by (a2, b2) of the same pair when a2
/// is at or after a and b2 at or before b: a2 completes after a (pipe order on P), b
/// starts after b2 (pipe order on Q), and (a2, b2) is ordered by its own sync. Requests
/// within one iteration (a before b) and loop-carried requests wrapping around the block
/// (b before a, same carrying loops) are compared among themselves. Returns each implied
/// request with one that implies it; linear-logarithmic per block and pair, so unrolled
/// kernels with thousands of pipe calls stay cheap.
pub fn implied_requests(kernel: &Kernel, requests: &[OrderingRequest]) -> BTreeMap<usize, usize> {
    let positions = kernel.positions();
    let mut groups: BTreeMap<RequestGroup, Vec<RequestSpan>> = BTreeMap::new();
    for (index, request) in requests.iter().enumerate() {
        let (Some((from_block, from)), Some((to_block, to))) =
            (positions.get(&request.from), positions.get(&request.to))
        else {
            continue;
        };
        if from_block != to_block {
            continue;
        }
        let wraps = to < from;
        let mut carried_by = request.carried_by.clone();
        carried_by.sort_unstable();
        if wraps && carried_by.is_empty() {
            continue;
        }
        let key = (from_block, request.pair, wraps, if wraps { carried_by } else { Vec::new() });
        groups.entry(key).or_default().push((from, to, index));
    }
    let mut implied = BTreeMap::new();
    for mut group in groups.into_values() {
        // Latest source first; among equal sources, earliest destination first.
        group.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
        let mut best: Option<(usize, usize)> = None; // (destination position, request)
        for &(_, to, index) in &group {
            match best {
                Some((best_to, by)) if best_to <= to => {
                    implied.insert(index, by);
                }
                _ => best = Some((to, index)),
            }
        }
    }
    implied
}

/// The paper's name for an implication found by `implied_requests`.
pub fn implication_rule(implied: &OrderingRequest, by: &OrderingRequest) -> RedundancyRule {
    if implied.from == by.from {
        RedundancyRule::SameSourceWaitDominates
    } else if implied.to == by.to {
        RedundancyRule::SameDestinationSetPostDominates
    } else {
        RedundancyRule::SetPostDominatesAndWaitDominates
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::kernel_from;
    use crate::test_support::{inserted, request};
    use crate::verify::verify;
    use syncfuse_hardware::ascend::Pipe::{Mte1, Mte2, M, V};

    const FOUR_OPS: &[(&str, &[usize])] = &[("op:MTE2 op:MTE2 op:V op:V", &[])];

    #[test]
    fn the_tightest_request_implies_the_others_in_a_block() {
        // MTE2 op0, MTE2 op1, V op2, V op3: (1, 2) implies (0, 2), (1, 3) and (0, 3).
        let requests = [request(0, 2, Mte2, V), request(1, 2, Mte2, V), request(1, 3, Mte2, V), request(0, 3, Mte2, V)];
        let implied = implied_requests(&kernel_from(FOUR_OPS), &requests);
        assert_eq!(implied, BTreeMap::from([(0, 1), (2, 1), (3, 1)]));
        assert_eq!(implication_rule(&requests[0], &requests[1]), RedundancyRule::SameDestinationSetPostDominates);
        assert_eq!(implication_rule(&requests[2], &requests[1]), RedundancyRule::SameSourceWaitDominates);
        assert_eq!(implication_rule(&requests[3], &requests[1]), RedundancyRule::SetPostDominatesAndWaitDominates);
    }

    #[test]
    fn removal_keeps_one_event_and_every_pair_ordered() {
        let requests =
            vec![request(0, 2, Mte2, V), request(1, 2, Mte2, V), request(1, 3, Mte2, V), request(0, 3, Mte2, V)];
        let (mut normalized, mut virtual_syncs, obligations) = inserted(FOUR_OPS, &requests);
        let implied = implied_requests(&normalized.kernel, &requests);
        let removals = remove_redundant(
            &mut normalized,
            &mut virtual_syncs,
            &requests,
            &implied,
            &obligations,
            &TimeBudget::unlimited(),
        );
        assert_eq!(removals.len(), 3);
        assert_eq!(virtual_syncs.len(), 1);
        assert!(verify(&normalized.kernel, &normalized.cfg, &obligations).is_empty());
    }

    #[test]
    fn a_chain_through_a_third_pipe_is_transitive_coverage() {
        // MTE2 -> MTE1 -> M orders MTE2 -> M; the direct event is removed after a check.
        let requests = vec![request(0, 2, Mte2, M), request(0, 1, Mte2, Mte1), request(1, 2, Mte1, M)];
        let (mut normalized, mut virtual_syncs, obligations) = inserted(&[("op:MTE2 op:MTE1 op:M", &[])], &requests);
        let removals = remove_redundant(
            &mut normalized,
            &mut virtual_syncs,
            &requests,
            &BTreeMap::new(),
            &obligations,
            &TimeBudget::unlimited(),
        );
        assert_eq!(removals.len(), 1);
        assert_eq!(removals[0].rule, RedundancyRule::TransitiveCoverage);
        assert_eq!(removals[0].pair, PipePair::new(Mte2, M));
    }
}
