//! Stage 3: virtual sync insertion (paper §2.2.2, fig. 8-9).
//!
//! Every ordering request `from -> to` (a dependence, pipes P != Q, P not the scalar unit)
//! gets its own virtual event on the pipe pair P->Q: a set right after `from`, a wait
//! right before `to`, except that the set is hoisted to the exit blocks of the outermost
//! loop containing `from` but not `to`, and the wait to the preheaders of the outermost
//! loop containing `to` but not `from` (a set or wait executed every iteration would set
//! the flag twice or block forever). Invariant: each virtual event has at least one set
//! and one wait, all sets on P and all waits on Q, so any wait consumes a set issued after
//! every earlier P instruction.

use crate::model::{BlockId, EventId, InsertPoint, Item, Positions, SyncId, SyncKind, SyncReason};
use crate::normalize::NormalizedKernel;
use serde::Serialize;
use syncfuse_cfg::{CfgAnalysis, LoopId};
use syncfuse_hardware::ascend::PipePair;

/// Something that must complete before something else starts, on different pipes.
#[derive(Clone, Debug, Serialize)]
pub struct OrderingRequest {
    pub from: Item,
    pub to: Item,
    pub pair: PipePair,
    /// Some instance pair lies in one iteration of every common loop.
    pub intra_iteration: bool,
    /// Headers of the common loops at which instances are carried.
    pub carried_by: Vec<BlockId>,
    /// Indices of the dependences this request stands for (for the report).
    pub dependences: Vec<usize>,
}

/// How `from` and `to` are ordered inside one iteration of their innermost common loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BodyOrder {
    /// `from` runs before `to` (fig. 8, 9).
    Forward,
    /// `to` runs before `from`: only carried instances exist (fig. 10).
    Backward { header: BlockId },
    /// Neither reaches the other in one iteration (fig. 11).
    MutuallyUnreachable { header: BlockId },
}

/// One virtual event ID: the syncs that implement it and what it orders.
#[derive(Clone, Debug, Serialize)]
pub struct VirtualSync {
    pub pair: PipePair,
    pub event: EventId,
    pub order: BodyOrder,
    pub requests: Vec<usize>,
    pub sets: Vec<SyncId>,
    pub waits: Vec<SyncId>,
}

impl VirtualSync {
    pub fn syncs(&self) -> impl Iterator<Item = SyncId> + '_ {
        self.sets.iter().chain(&self.waits).copied()
    }
}

/// Inserts one virtual event per request; events are numbered per pipe pair from
/// `first_event` (above any event ID the input already uses).
pub fn insert_virtual_syncs(
    normalized: &mut NormalizedKernel,
    requests: &[OrderingRequest],
    first_event: EventId,
) -> Vec<VirtualSync> {
    // Blocks and the order of items within a block do not change while syncs are added,
    // so one position map serves every request; all syncs are inserted in one pass.
    let positions = normalized.kernel.positions();
    let mut next_event: std::collections::BTreeMap<PipePair, EventId> = Default::default();
    let mut virtual_syncs = Vec::new();
    let mut inserts = Vec::new();
    for (index, request) in requests.iter().enumerate() {
        let Some(order) = body_order(&positions, &normalized.cfg, request) else { continue };
        let event = next_event.entry(request.pair).or_insert(first_event);
        let mut virtual_sync = VirtualSync {
            pair: request.pair,
            event: *event,
            order,
            requests: vec![index],
            sets: Vec::new(),
            waits: Vec::new(),
        };
        *event += 1;
        place(normalized, &positions, request, &mut virtual_sync, &mut inserts);
        virtual_syncs.push(virtual_sync);
    }
    normalized.kernel.insert_all(inserts);
    virtual_syncs
}

fn place(
    normalized: &mut NormalizedKernel,
    positions: &Positions,
    request: &OrderingRequest,
    virtual_sync: &mut VirtualSync,
    inserts: &mut Vec<(InsertPoint, Item)>,
) {
    let (pair, event) = (virtual_sync.pair, virtual_sync.event);
    let (from, to) = (block_of(positions, request.from), block_of(positions, request.to));
    for point in set_points(normalized, request, from, to) {
        let sync = normalized.kernel.add_sync(SyncKind::Set { pair, event }, SyncReason::Dependence);
        inserts.push((point, Item::Sync(sync)));
        virtual_sync.sets.push(sync);
    }
    for point in wait_points(normalized, request, from, to) {
        let sync = normalized.kernel.add_sync(SyncKind::Wait { pair, event }, SyncReason::Dependence);
        inserts.push((point, Item::Sync(sync)));
        virtual_sync.waits.push(sync);
    }
}

/// The outermost loop around `inner` that does not contain `other`.
fn outermost_loop_without(cfg: &CfgAnalysis, inner: BlockId, other: BlockId) -> Option<LoopId> {
    let around_other = cfg.loops_around(other);
    cfg.loops_around(inner).into_iter().find(|l| !around_other.contains(l))
}

fn block_of(positions: &Positions, item: Item) -> BlockId {
    positions.get(&item).expect("request items are in the kernel").0
}

fn set_points(
    normalized: &NormalizedKernel,
    request: &OrderingRequest,
    from: BlockId,
    to: BlockId,
) -> Vec<InsertPoint> {
    match outermost_loop_without(&normalized.cfg, from, to) {
        Some(l) => normalized.exits(l).into_iter().map(InsertPoint::BlockStart).collect(),
        None => vec![InsertPoint::After(request.from)],
    }
}

fn wait_points(
    normalized: &NormalizedKernel,
    request: &OrderingRequest,
    from: BlockId,
    to: BlockId,
) -> Vec<InsertPoint> {
    match outermost_loop_without(&normalized.cfg, to, from) {
        Some(l) => normalized.preheaders(l).into_iter().map(InsertPoint::BlockEnd).collect(),
        None => vec![InsertPoint::Before(request.to)],
    }
}

/// Classifies the request; `None` when `to` can never follow `from` (not a dependence).
pub fn body_order(positions: &Positions, cfg: &CfgAnalysis, request: &OrderingRequest) -> Option<BodyOrder> {
    let (from_block, from_index) = positions.get(&request.from)?;
    let (to_block, to_index) = positions.get(&request.to)?;
    let precedes =
        |a: (BlockId, usize), b: (BlockId, usize)| (a.0 == b.0 && a.1 < b.1) || cfg.reaches_forward(a.0, b.0);
    if precedes((from_block, from_index), (to_block, to_index)) {
        return Some(BodyOrder::Forward);
    }
    let to_around = cfg.loops_around(to_block);
    let common: Vec<LoopId> = cfg.loops_around(from_block).into_iter().filter(|l| to_around.contains(l)).collect();
    let &innermost = common.last()?;
    if precedes((to_block, to_index), (from_block, from_index)) {
        let primed = outer_priming_loop(cfg, request, &common, from_block).unwrap_or(innermost);
        Some(BodyOrder::Backward { header: cfg.loops[primed].header })
    } else {
        Some(BodyOrder::MutuallyUnreachable { header: cfg.loops[innermost].header })
    }
}

/// Fig. 10 primes the innermost common loop. When the request is also carried by an
/// outer loop, priming the outermost such loop instead keeps the flag set from one run
/// of the inner loop to the next: one prime and one drain for the whole nest, as an
/// expert writes it, instead of a drain and a new prime per outer iteration (whose reuse
/// of the flag then needs a reverse pair). Sound when the flag is set at every exit of
/// the innermost loop: the single set (right after `from`, in that loop's own body)
/// dominates every exiting block, and the wait precedes it in the iteration, so nothing
/// clears the flag after it; outside the innermost loop nothing touches the flag.
fn outer_priming_loop(
    cfg: &CfgAnalysis,
    request: &OrderingRequest,
    common: &[LoopId],
    from: BlockId,
) -> Option<LoopId> {
    let &innermost = common.last()?;
    let set_at_exits = cfg.innermost_loop[from] == Some(innermost)
        && cfg.loops[innermost].exit_edges.iter().all(|&(exiting, _)| cfg.dominates(from, exiting));
    let carrier = |l: &LoopId| *l != innermost && request.carried_by.contains(&cfg.loops[*l].header);
    common.iter().copied().find(carrier).filter(|_| set_at_exits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{block_ids, inserted, request};
    use syncfuse_hardware::ascend::Pipe::{Mte2, V};

    /// A row loop (header 1) around a tile loop (header 2): copy-in, then the vector op
    /// that reads the buffer the next copy-in overwrites (V->MTE2, carried).
    const NEST: &[(&str, &[usize])] = &[("", &[1]), ("", &[2]), ("op:MTE2 op:V", &[2, 3]), ("", &[1, 4]), ("", &[])];

    fn primed_header(carried_by: &[usize]) -> BodyOrder {
        let carried =
            OrderingRequest { intra_iteration: false, carried_by: block_ids(carried_by), ..request(1, 0, V, Mte2) };
        let (normalized, virtual_syncs, obligations) = inserted(NEST, &[carried]);
        let violations = crate::verify::verify(&normalized.kernel, &normalized.cfg, &obligations);
        assert!(violations.is_empty(), "{violations:?}");
        virtual_syncs[0].order
    }

    #[test]
    fn a_request_carried_by_both_loops_primes_the_outer_one() {
        assert_eq!(primed_header(&[1, 2]), BodyOrder::Backward { header: BlockId(1) });
    }

    #[test]
    fn a_request_carried_by_the_inner_loop_only_primes_the_inner_one() {
        assert_eq!(primed_header(&[2]), BodyOrder::Backward { header: BlockId(2) });
    }
}
