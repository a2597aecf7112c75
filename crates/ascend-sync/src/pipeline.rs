//! The ascend-sync pipeline end to end on one kernel: dependences -> normalise -> insert
//! -> extra -> redundant -> merge -> allocate, each stage's output checked by `verify`,
//! plus the two reference modes (`barrier-all`, `unlimited`).
//!
//! Invariant: the returned kernel passes `verify` for every dependence (and, in `Auto`
//! mode, for every physical-ID reuse); when a stage cannot guarantee that, the kernel
//! falls back to barriers and the report says so. Input syncs count as coverage and keep
//! their physical IDs, which allocation then avoids.

use crate::allocate::{
    assign_ids, fit_to_budget, order_reuses_by_barrier, order_reuses_by_reverse_pairs, Assignment, IdBudget,
    ReverseOrdering,
};
use crate::budget::TimeBudget;
use crate::deps::{frontier_dependences, same_pipe_frontier, Dependence, FrontierDependences};
use crate::extra::insert_extra_syncs;
use crate::insert::{insert_virtual_syncs, OrderingRequest, VirtualSync};
use crate::merge::{max_live_per_pair, BarrierFallback, Merge};
use crate::model::{BlockId, EventId, InsertPoint, Item, Kernel, OpId, Positions, SyncKind, SyncReason};
use crate::normalize::{normalize, NormalizedKernel};
use crate::redundant::{implied_requests, remove_redundant, Removal};
use crate::reject::{FallbackCause, FallbackStage, NamedViolation, SyncReject, WholeKernelFallback};
use crate::slots::{plan_slots, unroll_slots, RolledReason, SlotChoice, SlotDecision};
use crate::verify::{flag_reuse_obligations, verify, Obligation, Target, Violation};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use syncfuse_cfg::{CfgAnalysis, CfgReject, TiVec};
use syncfuse_hardware::ascend::{Pipe, PipePair};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Mode {
    /// The paper's pipeline with at most `limit` physical IDs per pipe pair.
    Auto {
        limit: u32,
    },
    BarrierAll,
    /// The same pipeline without an ID limit: redundant events are removed, the rest each
    /// keep a private flag (no merging, no shared physical IDs); not valid for hardware.
    Unlimited,
}

/// Virtual events count per pipe pair through the stages.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PairFigures {
    pub dependences: usize,
    pub inserted: usize,
    pub after_removal: usize,
    pub after_merging: usize,
    pub physical_used: usize,
    pub max_live: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct SyncResult {
    #[serde(skip)]
    pub kernel: Kernel,
    pub requests: Vec<OrderingRequest>,
    pub covered_by_input: Vec<usize>,
    pub pairs: BTreeMap<String, PairFigures>,
    pub virtual_syncs: Vec<VirtualSync>,
    pub removals: Vec<Removal>,
    pub merges: Vec<Merge>,
    pub assignments: Vec<Assignment>,
    pub barrier_fallbacks: Vec<BarrierFallback>,
    pub reverse_orderings: Vec<ReverseOrdering>,
    pub reuse_barriers: usize,
    pub whole_kernel_fallback: Option<WholeKernelFallback>,
}

/// Virtual events start here, above every physical ID of every target.
const FIRST_VIRTUAL_EVENT: EventId = 64;

/// A kernel synchronised end to end (`synchronise_kernel`).
pub struct Synchronised {
    pub result: SyncResult,
    /// The dependences of `result.kernel`'s ops (copies included when loops were
    /// slot-unrolled), which `result`'s requests index.
    pub dependences: Vec<Dependence>,
    /// What slot unrolling decided for each multi-buffering loop.
    pub slots: Vec<SlotDecision>,
    /// Op pairs whose dependence was never examined: pipe order implies their ordering
    /// through one of `dependences` (`deps::frontier_dependences`).
    pub implied_pairs: usize,
}

/// The whole pass on one kernel as read: dependences, slot unrolling of multi-buffering
/// loops (kept only when it needs no more barriers than the rolled kernel), the pipeline,
/// then `BARRIER(pipe)` before the destinations of same-pipe dependences on the
/// `pipelined` pipes (unless every pipe op already has a barrier after it).
pub fn synchronise_kernel(
    kernel: Kernel,
    mode: Mode,
    pipelined: &[Pipe],
    budget: &TimeBudget,
) -> Result<Synchronised, SyncReject> {
    let cfg = analyse_cfg(&kernel)?;
    let rolled_dependences = frontier_dependences(&kernel, &cfg);
    let mut slots = match mode {
        Mode::Auto { limit } => plan_slots(&kernel, &cfg, &rolled_dependences.dependences, Some(limit)),
        Mode::Unlimited => plan_slots(&kernel, &cfg, &rolled_dependences.dependences, None),
        Mode::BarrierAll => Vec::new(),
    };
    let unrolled = slots.iter().any(|d| matches!(d.choice, SlotChoice::SlotSelected { .. }));
    let rolled = || finish(kernel.clone(), &cfg, rolled_dependences.clone(), mode, pipelined, budget);
    if !unrolled {
        return Ok(Synchronised { slots, ..rolled()? });
    }
    let slotted_kernel = unroll_slots(&kernel, &cfg, &slots);
    let slotted_cfg = analyse_cfg(&slotted_kernel)?;
    let slotted_dependences = frontier_dependences(&slotted_kernel, &slotted_cfg);
    let slotted = finish(slotted_kernel, &slotted_cfg, slotted_dependences, mode, pipelined, budget)?;
    let barriers = |s: &Synchronised| (s.result.whole_kernel_fallback.is_some(), s.result.barrier_fallbacks.len());
    if barriers(&slotted) == (false, 0) {
        return Ok(Synchronised { slots, ..slotted });
    }
    let rolled = rolled()?;
    if barriers(&slotted) <= barriers(&rolled) {
        return Ok(Synchronised { slots, ..slotted });
    }
    for decision in slots.iter_mut().filter(|d| matches!(d.choice, SlotChoice::SlotSelected { .. })) {
        decision.choice = SlotChoice::Rolled { reason: RolledReason::CostModel };
    }
    Ok(Synchronised { slots, ..rolled })
}

/// The kernel's CFG analysis, or why it has none with its blocks named.
fn analyse_cfg(kernel: &Kernel) -> Result<CfgAnalysis, SyncReject> {
    CfgAnalysis::new(&kernel.succs()).map_err(|reject| SyncReject::Cfg(reject.name_blocks(|&b| kernel.block_name(b))))
}

/// `synchronise` and the same-pipe barriers on a kernel whose (frontier) dependences are
/// known.
fn finish(
    kernel: Kernel,
    cfg: &CfgAnalysis,
    frontier: FrontierDependences,
    mode: Mode,
    pipelined: &[Pipe],
    budget: &TimeBudget,
) -> Result<Synchronised, SyncReject> {
    let FrontierDependences { dependences, implied_pairs } = frontier;
    let mut result = synchronise(kernel.clone(), &dependences, mode, budget)?;
    if mode != Mode::BarrierAll && result.whole_kernel_fallback.is_none() {
        let same_pipe = same_pipe_frontier(&kernel, cfg, pipelined);
        order_same_pipe_dependences(&mut result.kernel, &same_pipe);
    }
    Ok(Synchronised { result, dependences, slots: Vec::new(), implied_pairs })
}

/// Stages 2-7 on a kernel whose dependences are known; past `budget`, barriers instead.
pub fn synchronise(
    kernel: Kernel,
    dependences: &[Dependence],
    mode: Mode,
    budget: &TimeBudget,
) -> Result<SyncResult, SyncReject> {
    let names: TiVec<BlockId, String> = kernel.blocks.keys().map(|b| kernel.block_name(b)).collect();
    let mut normalized =
        normalize(kernel).map_err(|reject: CfgReject| SyncReject::Cfg(reject.name_blocks(|&b| names[b].clone())))?;
    check_input_syncs(&normalized, mode)?;
    let requests = ordering_requests(dependences);
    let positions = normalized.kernel.positions();
    let obligations: Vec<Obligation> = requests.iter().map(|r| obligation(&normalized.cfg, &positions, r)).collect();
    // Requests implied through pipe order by another request need no check of their own.
    let implied = implied_requests(&normalized.kernel, &requests);
    let checked: Vec<Obligation> =
        obligations.iter().enumerate().filter(|(i, _)| !implied.contains_key(i)).map(|(_, o)| o.clone()).collect();
    let covered_by_input = covered_requests(&normalized, &obligations);
    let mut result = SyncResult {
        kernel: Kernel::default(),
        requests: requests.clone(),
        covered_by_input: covered_by_input.clone(),
        pairs: BTreeMap::new(),
        virtual_syncs: Vec::new(),
        removals: Vec::new(),
        merges: Vec::new(),
        assignments: Vec::new(),
        barrier_fallbacks: Vec::new(),
        reverse_orderings: Vec::new(),
        reuse_barriers: 0,
        whole_kernel_fallback: None,
    };
    for request in &requests {
        result.pairs.entry(request.pair.to_string()).or_default().dependences += request.dependences.len();
    }
    if mode == Mode::BarrierAll {
        insert_barrier_after_every_pipe_op(&mut normalized.kernel);
        result.kernel = normalized.kernel;
        return Ok(result);
    }
    if let Some(cause) = over_budget(budget, FallbackStage::Dependences) {
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    let pending: Vec<OrderingRequest> =
        requests.iter().enumerate().filter(|(i, _)| !covered_by_input.contains(i)).map(|(_, r)| r.clone()).collect();
    let pending_index: Vec<usize> = (0..requests.len()).filter(|i| !covered_by_input.contains(i)).collect();
    let mut virtual_syncs = insert_virtual_syncs(&mut normalized, &pending, FIRST_VIRTUAL_EVENT);
    for v in virtual_syncs.iter_mut() {
        v.requests = v.requests.iter().map(|&r| pending_index[r]).collect();
    }
    trace("insert", &normalized.kernel);
    insert_extra_syncs(&mut normalized, &mut virtual_syncs);
    trace("extra", &normalized.kernel);
    count(&mut result.pairs, &virtual_syncs, |f| &mut f.inserted);
    if let Some(violation) = verify(&normalized.kernel, &normalized.cfg, &obligations).first() {
        let cause = WholeKernelFallback {
            stage: FallbackStage::VirtualInsertion,
            cause: FallbackCause::Violation(NamedViolation::new(&normalized.kernel, violation)),
        };
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    // Both modes drop what is redundant: `unlimited` differs only in never merging and
    // never sharing a physical ID, so it bounds what merging and allocation cost.
    if let Some(cause) = over_budget(budget, FallbackStage::VirtualInsertion) {
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    result.removals = remove_redundant(&mut normalized, &mut virtual_syncs, &requests, &implied, &checked, budget);
    count(&mut result.pairs, &virtual_syncs, |f| &mut f.after_removal);
    trace("redundant", &normalized.kernel);
    let ids = match mode {
        Mode::Auto { limit } => IdBudget::Limit(limit),
        _ => IdBudget::Unlimited,
    };
    let reserved = input_events(&normalized.kernel);
    if let Some(cause) = over_budget(budget, FallbackStage::Removal) {
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    let (merges, fallbacks) = fit_to_budget(&mut normalized, &mut virtual_syncs, &checked, ids, &reserved, budget);
    result.merges = merges;
    result.barrier_fallbacks = fallbacks;
    count(&mut result.pairs, &virtual_syncs, |f| &mut f.after_merging);
    trace("merge", &normalized.kernel);
    for (pair, live) in max_live_per_pair(&normalized.kernel, &normalized.cfg) {
        result.pairs.entry(pair.to_string()).or_default().max_live = live;
    }
    if let Some(cause) = over_budget(budget, FallbackStage::Merging) {
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    let allocation = assign_ids(&mut normalized, &mut virtual_syncs, ids, &reserved);
    result.assignments = allocation.assignments;
    result.barrier_fallbacks.extend(allocation.fallbacks);
    trace("allocate", &normalized.kernel);
    let (orderings, reverse_syncs, reverse_allocation) =
        order_reuses_by_reverse_pairs(&mut normalized, ids, &reserved, budget);
    result.reverse_orderings = orderings;
    result.assignments.extend(reverse_allocation.assignments);
    result.barrier_fallbacks.extend(reverse_allocation.fallbacks);
    // Reverse events order reuses, not dependences: they cover no request.
    virtual_syncs.extend(reverse_syncs.into_iter().map(|v| VirtualSync { requests: Vec::new(), ..v }));
    trace("reverse pairs", &normalized.kernel);
    result.reuse_barriers = order_reuses_by_barrier(&mut normalized);
    for (pair, used) in physical_events_used(&normalized.kernel) {
        result.pairs.entry(pair.to_string()).or_default().physical_used = used;
    }
    let mut final_obligations = obligations.clone();
    final_obligations.extend(flag_reuse_obligations(&normalized.kernel));
    if let Some(violation) = verify(&normalized.kernel, &normalized.cfg, &final_obligations).first() {
        let cause = WholeKernelFallback {
            stage: FallbackStage::Final,
            cause: FallbackCause::Violation(NamedViolation::new(&normalized.kernel, violation)),
        };
        return Ok(fall_back_to_barriers(normalized, result, cause));
    }
    result.virtual_syncs = virtual_syncs;
    result.kernel = normalized.kernel;
    Ok(result)
}

/// The fallback for a spent budget at `stage`, if it is spent.
fn over_budget(budget: &TimeBudget, stage: FallbackStage) -> Option<WholeKernelFallback> {
    let limit_ms = budget.limit_ms().filter(|_| budget.is_spent())?;
    Some(WholeKernelFallback { stage, cause: FallbackCause::OverBudget { limit_ms } })
}

/// With `SYNCFUSE_TRACE` set, prints the kernel after a stage (for debugging the pass).
fn trace(stage: &str, kernel: &Kernel) {
    if std::env::var_os("SYNCFUSE_TRACE").is_some() {
        eprintln!("--- after {stage}\n{}", kernel.to_text());
    }
}

fn count(
    pairs: &mut BTreeMap<String, PairFigures>,
    virtual_syncs: &[VirtualSync],
    field: impl Fn(&mut PairFigures) -> &mut usize,
) {
    for figures in pairs.values_mut() {
        *field(figures) = 0;
    }
    for v in virtual_syncs {
        *field(pairs.entry(v.pair.to_string()).or_default()) += 1;
    }
}

/// One request per (source op, destination op): the dependences between them merged.
/// Sources on the scalar unit need no sync (it executes at issue).
pub fn ordering_requests(dependences: &[Dependence]) -> Vec<OrderingRequest> {
    let mut by_ends: BTreeMap<(OpId, OpId), OrderingRequest> = BTreeMap::new();
    for (index, dependence) in dependences.iter().enumerate() {
        if dependence.pair.setter == Pipe::S {
            continue;
        }
        let request = by_ends.entry((dependence.src, dependence.dst)).or_insert_with(|| OrderingRequest {
            from: Item::Op(dependence.src),
            to: Item::Op(dependence.dst),
            pair: dependence.pair,
            intra_iteration: false,
            carried_by: Vec::new(),
            dependences: Vec::new(),
        });
        request.intra_iteration |= dependence.intra_iteration;
        for header in &dependence.carried_by {
            if !request.carried_by.contains(header) {
                request.carried_by.push(*header);
            }
        }
        request.dependences.push(index);
    }
    by_ends.into_values().collect()
}

/// The checker's obligation for a request: common loops outside the outermost carrying
/// loop must stay in one iteration.
pub fn obligation(cfg: &CfgAnalysis, positions: &Positions, request: &OrderingRequest) -> Obligation {
    let block = |item| positions.get(&item).map_or(BlockId::ENTRY, |(b, _)| b);
    let to_loops = cfg.loop_headers_around(block(request.to));
    let common: Vec<BlockId> =
        cfg.loop_headers_around(block(request.from)).into_iter().filter(|h| to_loops.contains(h)).collect();
    let outermost_carrier = common.iter().position(|h| request.carried_by.contains(h)).unwrap_or(common.len());
    Obligation {
        from: request.from,
        to: Target::Item(request.to),
        same_iteration_of: common[..outermost_carrier].iter().copied().collect(),
    }
}

/// The input's syncs alternate on every path, and under an ID limit use only the target's
/// IDs.
fn check_input_syncs(normalized: &NormalizedKernel, mode: Mode) -> Result<(), SyncReject> {
    if let Mode::Auto { limit } = mode {
        let kernel = &normalized.kernel;
        let beyond = kernel.live_syncs().into_iter().map(|sync| kernel.syncs[sync].kind).find(|kind| match kind {
            SyncKind::Set { event, .. } | SyncKind::Wait { event, .. } => *event >= limit,
            SyncKind::Barrier { .. } => false,
        });
        if let Some(sync) = beyond {
            return Err(SyncReject::InputEventBeyondTarget { sync, ids_per_pair: limit });
        }
    }
    let violations = verify(&normalized.kernel, &normalized.cfg, &[]);
    match violations.first() {
        None => Ok(()),
        Some(violation) => Err(SyncReject::MalformedInputSync(NamedViolation::new(&normalized.kernel, violation))),
    }
}

fn covered_requests(normalized: &NormalizedKernel, obligations: &[Obligation]) -> Vec<usize> {
    let has_input_syncs = !normalized.kernel.live_syncs().is_empty();
    if !has_input_syncs {
        return Vec::new();
    }
    let unordered: BTreeSet<usize> = verify(&normalized.kernel, &normalized.cfg, obligations)
        .into_iter()
        .filter_map(|v| match v {
            Violation::Unordered { obligation, .. } => Some(obligation),
            _ => None,
        })
        .collect();
    (0..obligations.len()).filter(|i| !unordered.contains(i)).collect()
}

/// Physical IDs already used by input syncs, per pair (allocation avoids them).
fn input_events(kernel: &Kernel) -> BTreeMap<PipePair, BTreeSet<EventId>> {
    let mut events: BTreeMap<PipePair, BTreeSet<EventId>> = BTreeMap::new();
    for sync in kernel.live_syncs() {
        if let (SyncReason::Input, Some((pair, event))) = (&kernel.syncs[sync].reason, kernel.syncs[sync].kind.flag()) {
            events.entry(pair).or_default().insert(event);
        }
    }
    events
}

fn physical_events_used(kernel: &Kernel) -> BTreeMap<PipePair, usize> {
    let mut used: BTreeMap<PipePair, BTreeSet<EventId>> = BTreeMap::new();
    for sync in kernel.live_syncs() {
        if let Some((pair, event)) = kernel.syncs[sync].kind.flag() {
            used.entry(pair).or_default().insert(event);
        }
    }
    used.into_iter().map(|(pair, events)| (pair, events.len())).collect()
}

/// Same-pipe dependences on a pipelined pipe (`ascend-target.md` rule 2): a
/// `BARRIER(pipe)` right before each destination, unless a barrier already stands there.
/// Returns how many were inserted. No check is needed: such a barrier only holds its own
/// pipe until what is in flight there completes, which never waits on a flag, so it
/// cannot deadlock, and delaying a pipe breaks no happens-before ordering.
pub fn order_same_pipe_dependences(kernel: &mut Kernel, dependences: &[Dependence]) -> usize {
    let destinations: BTreeSet<OpId> = dependences.iter().map(|d| d.dst).collect();
    let positions = kernel.positions();
    let mut barriers = Vec::new();
    for op in destinations {
        let Some((block, index)) = positions.get(&Item::Op(op)) else { continue };
        let pipe = kernel.ops[op].pipe;
        let barrier_before = index.checked_sub(1).map(|i| kernel.blocks[block].items[i]).is_some_and(|item| {
            matches!(item, Item::Sync(s) if matches!(kernel.syncs[s].kind, SyncKind::Barrier { pipe: p } if p.is_none() || p == Some(pipe)))
        });
        if !barrier_before {
            let cause = format!("same-pipe dependence on pipelined {pipe}");
            let barrier = kernel.add_sync(SyncKind::Barrier { pipe: Some(pipe) }, SyncReason::Barrier { cause });
            barriers.push((InsertPoint::Before(Item::Op(op)), Item::Sync(barrier)));
        }
    }
    let inserted = barriers.len();
    kernel.insert_all(barriers);
    inserted
}

fn insert_barrier_after_every_pipe_op(kernel: &mut Kernel) {
    let positions = kernel.positions();
    let pipe_ops: Vec<OpId> = kernel
        .op_ids()
        .filter(|&op| kernel.ops[op].pipe != Pipe::S && positions.get(&Item::Op(op)).is_some())
        .collect();
    let barriers = pipe_ops
        .into_iter()
        .map(|op| {
            let cause = "barrier-all mode".to_string();
            let barrier = kernel.add_sync(SyncKind::Barrier { pipe: None }, SyncReason::Barrier { cause });
            (InsertPoint::After(Item::Op(op)), Item::Sync(barrier))
        })
        .collect();
    kernel.insert_all(barriers);
}

/// Drops every inserted sync and puts `BARRIER(ALL)` after every pipe op instead.
fn fall_back_to_barriers(
    mut normalized: NormalizedKernel,
    mut result: SyncResult,
    cause: WholeKernelFallback,
) -> SyncResult {
    for sync in normalized.kernel.live_syncs() {
        if normalized.kernel.syncs[sync].reason != SyncReason::Input {
            normalized.kernel.remove(Item::Sync(sync));
        }
    }
    insert_barrier_after_every_pipe_op(&mut normalized.kernel);
    result.whole_kernel_fallback = Some(cause);
    result.kernel = normalized.kernel;
    result
}
