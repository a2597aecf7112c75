//! Stage 3: virtual sync insertion (paper §2.2.2, fig. 8-9).
//!
//! Every ordering request `from -> to` (a dependence, pipes P != Q, P not the scalar unit)
//! gets its own virtual event on the pipe pair P->Q: a set right after `from`, a wait
//! right before `to`, except that the set is hoisted to the exit blocks of the outermost
//! loop containing `from` but not `to`, and the wait to the preheaders of the outermost
//! loop containing `to` but not `from` (a set or wait executed every iteration would set
//! the flag twice or block forever). Exception: many forward requests with one end in
//! common whose other ends lie on mutually exclusive paths (a switch's cases) share one
//! event (`Sharing`), so that later stages stay linear in the cases. Invariant: each
//! virtual event has at least one set and one wait, all sets on P and all waits on Q, so
//! any wait consumes a set issued after every earlier P instruction.

use crate::model::{BlockId, EventId, InsertPoint, Item, Positions, SyncId, SyncKind, SyncReason};
use crate::normalize::NormalizedKernel;
use serde::Serialize;
use std::collections::HashMap;
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

/// Inserts one virtual event per request, except that forward requests with one end in
/// common share one when there are at least `SHARING_THRESHOLD` of them (`SharedEnd`);
/// events are numbered per pipe pair from `first_event` (above any event ID the input
/// already uses), in the order of their first request.
pub fn insert_virtual_syncs(
    normalized: &mut NormalizedKernel,
    requests: &[OrderingRequest],
    first_event: EventId,
) -> Vec<VirtualSync> {
    // Blocks and the order of items within a block do not change while syncs are added,
    // so one position map serves every request; all syncs are inserted in one pass.
    let positions = normalized.kernel.positions();
    let placements: Vec<Option<Placement>> =
        requests.iter().map(|request| Placement::new(normalized, &positions, request)).collect();
    let sharing = share_ends(&normalized.cfg, &positions, requests, &placements);
    let mut next_event: std::collections::BTreeMap<PipePair, EventId> = Default::default();
    let mut virtual_syncs: Vec<VirtualSync> = Vec::new();
    let mut event_of_group: HashMap<usize, usize> = HashMap::new();
    let mut inserts = Vec::new();
    for (index, (request, placement)) in requests.iter().zip(&placements).enumerate() {
        let Some(Placement { order, points }) = placement else { continue };
        let shared = sharing.shared(index);
        let existing = shared.and_then(|(group, _)| event_of_group.get(&group).copied());
        let ends: Vec<usize> = match (existing, shared) {
            (Some(_), Some((_, shared_end))) => vec![1 - shared_end],
            _ => vec![0, 1],
        };
        let virtual_sync = match existing {
            Some(virtual_sync) => virtual_sync,
            None => {
                let event = next_event.entry(request.pair).or_insert(first_event);
                virtual_syncs.push(VirtualSync {
                    pair: request.pair,
                    event: *event,
                    order: *order,
                    requests: Vec::new(),
                    sets: Vec::new(),
                    waits: Vec::new(),
                });
                *event += 1;
                if let Some((group, _)) = shared {
                    event_of_group.insert(group, virtual_syncs.len() - 1);
                }
                virtual_syncs.len() - 1
            }
        };
        let virtual_sync = &mut virtual_syncs[virtual_sync];
        virtual_sync.requests.push(index);
        for end in ends {
            add_syncs(normalized, virtual_sync, end == 0, &points[end], &mut inserts);
        }
    }
    normalized.kernel.insert_all(inserts);
    virtual_syncs
}

/// Where a request's syncs go: its order and its set points, then its wait points.
struct Placement {
    order: BodyOrder,
    points: [Vec<InsertPoint>; 2],
}

impl Placement {
    /// `None` when the request is no dependence (`body_order`).
    fn new(normalized: &NormalizedKernel, positions: &Positions, request: &OrderingRequest) -> Option<Placement> {
        let order = body_order(positions, &normalized.cfg, request)?;
        let (from, to) = (block_of(positions, request.from), block_of(positions, request.to));
        let points = [set_points(normalized, request, from, to), wait_points(normalized, request, from, to)];
        Some(Placement { order, points })
    }
}

/// Sharing an end saves compile time, not run time (the syncs of separate events are
/// removed or merged later anyway) and costs removal its granularity (a shared event's
/// syncs go together), so only groups at least this large share: a switch of many cases,
/// where separate events make every later stage quadratic.
const SHARING_THRESHOLD: usize = 8;

/// Which requests share an event, and which end.
///
/// One end of a forward request is shareable: its op, whether it is the source (set end),
/// its pipe pair and the points its syncs go (`SharedEnd`). Requests with an equal end can
/// use one event when their other ends lie in distinct blocks none of which reaches
/// another within an iteration: every path then meets at most one of the other ends
/// between two executions of the shared one, as with a single request whose other end is
/// on some paths only (fig. 8; `extra` balances the paths that meet none). A switch over
/// n cases each consuming one copy-in (or producing for one copy-out after the join) then
/// needs one event, not n events each drained in the other n - 1 cases. A group shares one
/// end only (its other ends are apart).
struct Sharing {
    /// By request: its group (forward requests only).
    group_of: Vec<Option<usize>>,
    groups: Vec<SharingGroup>,
}

struct SharingGroup {
    members: usize,
    /// The end its members share (0 set, 1 wait), once a second member joined.
    shared_end: Option<usize>,
}

impl Sharing {
    /// The group of request `index` and the end it shares, when its group shares an event
    /// (at least `SHARING_THRESHOLD` members).
    fn shared(&self, index: usize) -> Option<(usize, usize)> {
        let group = self.group_of[index]?;
        let SharingGroup { members, shared_end } = self.groups[group];
        Some((group, shared_end?)).filter(|_| members >= SHARING_THRESHOLD)
    }
}

fn share_ends(
    cfg: &CfgAnalysis,
    positions: &Positions,
    requests: &[OrderingRequest],
    placements: &[Option<Placement>],
) -> Sharing {
    let apart = |a: BlockId, b: BlockId| a != b && !cfg.reaches_forward(a, b) && !cfg.reaches_forward(b, a);
    let all_apart = |old: &[BlockId], new: &[BlockId]| new.iter().all(|&n| old.iter().all(|&o| apart(o, n)));
    // By end: the groups open to it, each with the blocks of its other ends so far.
    let mut open: HashMap<SharedEnd, Vec<(usize, Vec<BlockId>)>> = HashMap::new();
    let mut sharing = Sharing { group_of: Vec::with_capacity(requests.len()), groups: Vec::new() };
    for (request, placement) in requests.iter().zip(placements) {
        let Some(Placement { order: BodyOrder::Forward, points }) = placement else {
            sharing.group_of.push(None);
            continue;
        };
        let blocks =
            points.clone().map(|points| points.iter().map(|&p| block_of_point(positions, p)).collect::<Vec<_>>());
        let ends = [0, 1].map(|end| SharedEnd::new(request, end, &points[end]));
        let groups = &mut sharing.groups;
        let joined = ends.iter().find_map(|end| {
            let other = &blocks[1 - end.end];
            let joinable = |(group, old): &&mut (usize, Vec<BlockId>)| {
                groups[*group].shared_end.is_none_or(|shared| shared == end.end) && all_apart(old, other)
            };
            let (group, old) = open.get_mut(end)?.iter_mut().find(joinable)?;
            old.extend(other);
            groups[*group].members += 1;
            groups[*group].shared_end = Some(end.end);
            Some(*group)
        });
        let group = joined.unwrap_or_else(|| {
            sharing.groups.push(SharingGroup { members: 1, shared_end: None });
            for end in ends {
                let other = blocks[1 - end.end].clone();
                open.entry(end).or_default().push((sharing.groups.len() - 1, other));
            }
            sharing.groups.len() - 1
        });
        sharing.group_of.push(Some(group));
    }
    sharing
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct SharedEnd {
    op: Item,
    /// 0: the source (set end), 1: the destination (wait end).
    end: usize,
    pair: PipePair,
    points: Vec<InsertPoint>,
}

impl SharedEnd {
    fn new(request: &OrderingRequest, end: usize, points: &[InsertPoint]) -> SharedEnd {
        let op = if end == 0 { request.from } else { request.to };
        SharedEnd { op, end, pair: request.pair, points: points.to_vec() }
    }
}

fn add_syncs(
    normalized: &mut NormalizedKernel,
    virtual_sync: &mut VirtualSync,
    set: bool,
    points: &[InsertPoint],
    inserts: &mut Vec<(InsertPoint, Item)>,
) {
    let (pair, event) = (virtual_sync.pair, virtual_sync.event);
    for &point in points {
        let kind = if set { SyncKind::Set { pair, event } } else { SyncKind::Wait { pair, event } };
        let sync = normalized.kernel.add_sync(kind, SyncReason::Dependence);
        inserts.push((point, Item::Sync(sync)));
        if set { &mut virtual_sync.sets } else { &mut virtual_sync.waits }.push(sync);
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

fn block_of_point(positions: &Positions, point: InsertPoint) -> BlockId {
    match point {
        InsertPoint::Before(item) | InsertPoint::After(item) => block_of(positions, item),
        InsertPoint::BlockStart(block) | InsertPoint::BlockEnd(block) => block,
    }
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

    /// Block 0 (op 0 on `setter`) switches over `cases` blocks (op `1 + c`, pipe `waiter`)
    /// that join at the last block; one request from op 0 to each case's op.
    fn switch_from_one_source(cases: usize) -> (usize, usize) {
        let targets: Vec<usize> = (1..=cases).collect();
        let join = [cases + 1];
        let mut blocks: Vec<(&str, &[usize])> = vec![("op:MTE2", &targets)];
        blocks.extend((0..cases).map(|_| ("op:V", &join[..])));
        blocks.push(("", &[]));
        let requests: Vec<OrderingRequest> = (1..=cases).map(|c| request(0, c, Mte2, V)).collect();
        let (normalized, virtual_syncs, obligations) = inserted(&blocks, &requests);
        let violations = crate::verify::verify(&normalized.kernel, &normalized.cfg, &obligations);
        assert!(violations.is_empty(), "{violations:?}");
        (virtual_syncs.len(), virtual_syncs.iter().map(|v| v.waits.len()).max().unwrap_or(0))
    }

    #[test]
    fn many_exclusive_destinations_of_one_source_share_an_event() {
        // One set after the copy-in, a wait in each case and one draining the default.
        assert_eq!(switch_from_one_source(SHARING_THRESHOLD), (1, SHARING_THRESHOLD));
    }

    #[test]
    fn few_exclusive_destinations_keep_an_event_each() {
        assert_eq!(switch_from_one_source(SHARING_THRESHOLD - 1).0, SHARING_THRESHOLD - 1);
    }

    #[test]
    fn destinations_on_one_path_never_share_an_event() {
        // Each case's V op is followed by another V op in the join block: the join's
        // requests reach each other's, so only the cases' requests could share.
        let cases = SHARING_THRESHOLD;
        let targets: Vec<usize> = (1..=cases).collect();
        let join = [cases + 1];
        let mut blocks: Vec<(&str, &[usize])> = vec![("op:MTE2", &targets)];
        blocks.extend((0..cases).map(|_| ("op:V", &join[..])));
        blocks.push(("op:V op:V", &[]));
        let requests: Vec<OrderingRequest> = (1..=cases + 2).map(|c| request(0, c, Mte2, V)).collect();
        let (normalized, virtual_syncs, obligations) = inserted(&blocks, &requests);
        assert!(crate::verify::verify(&normalized.kernel, &normalized.cfg, &obligations).is_empty());
        assert_eq!(virtual_syncs.len(), 3);
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
