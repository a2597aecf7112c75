//! Dependence widths (SIRIUS §3.4): is a kernel-to-kernel dependence carried by single
//! threads, by single blocks, or across blocks (global)? On an Ascend AI Core program the
//! unit is the core (`get_block_idx()`, read as `ctaid_x` with one "thread" per core):
//! a dependence is core-level or global, by the same checks at block level.
//!
//! Input: the two ends of the dependence through one buffer, as ISL relations from
//! dynamic instances to bytes (`effects::relation`): the producer's writes
//! `P: S[p, u] -> buf[a]` and the consumer's accesses `C: T[t, w] -> buf[a]`, where
//! `p`/`t` are host loop counters and `u`/`w` the units (block indices at block level,
//! block and thread indices at thread level), and the order of the instances (the
//! producer's instance runs first). Parameters stay universally quantified: every check
//! below must hold for all their values.
//!
//! Exactly what is checked, at one level (block or thread):
//! 1. Producer units are pairwise disjoint within one launch: `P ∘ P⁻¹` restricted to
//!    `p = p'` is contained in `u = u'` (the paper's `∀ i≠j, A_s(i) ∩ A_s(j) = ∅`).
//! 2. Every consumer unit depends on its own unit of the producer only: `Q = P⁻¹ ∘ C`
//!    (consumer unit -> producer units sharing a byte), restricted to ordered instance
//!    pairs, is contained in `u = w`. This implies the paper's `∀ j ∃! i` (at most one
//!    producer unit per consumer unit) and makes the mapping the identity, which is what
//!    fusing "unit b runs the producer's part then the consumer's part" needs; a
//!    one-to-one mapping that is not the identity (a transpose of blocks) is global here.
//! 3. Thread level also needs the same block shape, known at compile time, at both launches.
//!
//! Width = thread if 1-3 hold at thread level, else block if 1-2 hold at block level,
//! else global; the decision carries the first check that failed. Invariant: ISL
//! errors or operation limits give global (never a narrower width than the truth).

use crate::model::gap::{EffectsGap, Gaps};
use serde::Serialize;
use syncfuse_poly::isl::{canonical_tuples, IslError, ShapeMemo};
use syncfuse_poly::query::{query, IslMap, IslQuery, IslResult};
use syncfuse_poly::relation::{numbered, Condition, Relation, Tuple};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum DependenceWidth {
    Thread,
    Block,
    /// Consumer core c depends only on producer core c (Ascend): fusable on one core, the
    /// two fragments ordered by pipe synchronisation.
    Core,
    Global,
}

impl std::fmt::Display for DependenceWidth {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            DependenceWidth::Thread => "thread",
            DependenceWidth::Block => "block",
            DependenceWidth::Core => "core",
            DependenceWidth::Global => "global",
        })
    }
}

/// A dependence's width and why; the width follows from the reason
/// ([`WidthDecision::new`]). Serialised with the reason as its text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WidthDecision {
    pub width: DependenceWidth,
    #[serde(serialize_with = "serialize_as_text")]
    pub reason: WidthReason,
}

impl WidthDecision {
    pub fn new(reason: WidthReason) -> WidthDecision {
        WidthDecision { width: reason.width(), reason }
    }
}

/// The units whose correspondence a check compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitLevel {
    Block,
    Thread,
    Core,
}

impl std::fmt::Display for UnitLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UnitLevel::Block => "block",
            UnitLevel::Thread => "thread",
            UnitLevel::Core => "core",
        })
    }
}

/// Why a dependence has its width: the first check (module doc) that failed, typed until
/// printed. A failure at thread level leaves the block-level width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WidthReason {
    /// Checks 1-3 hold at thread level.
    OwnThread,
    /// Checks 1-2 hold with cores as the units (Ascend).
    OwnCore,
    /// Checks 1-2 hold at block level; check 3 fails (the block shapes differ or are not
    /// compile-time constants).
    BlockShapesDiffer,
    /// Check 1 or 2 fails at `level`.
    NotOwnUnit { level: UnitLevel, failure: MappingFailure },
    /// isl gave up at `level` (taken as a failure).
    IslGaveUp { level: UnitLevel, message: IslError },
    /// An end's effects are unknown, so the buffer may be touched anywhere.
    EffectsUnknown(Vec<EffectsGap>),
}

impl WidthReason {
    pub fn width(&self) -> DependenceWidth {
        match self {
            WidthReason::OwnThread => DependenceWidth::Thread,
            WidthReason::BlockShapesDiffer => DependenceWidth::Block,
            WidthReason::OwnCore => DependenceWidth::Core,
            WidthReason::NotOwnUnit { level, .. } | WidthReason::IslGaveUp { level, .. } => match level {
                UnitLevel::Thread => DependenceWidth::Block,
                UnitLevel::Block | UnitLevel::Core => DependenceWidth::Global,
            },
            WidthReason::EffectsUnknown(_) => DependenceWidth::Global,
        }
    }

    /// Why the thread-level checks failed, for a block-level width.
    fn thread_failure(&self) -> Option<String> {
        match self {
            WidthReason::BlockShapesDiffer => {
                Some("the block shapes differ or are not compile-time constants".to_string())
            }
            WidthReason::NotOwnUnit { level: UnitLevel::Thread, failure } => Some(failure.describe(UnitLevel::Thread)),
            WidthReason::IslGaveUp { level: UnitLevel::Thread, message } => {
                Some(format!("the thread-level check failed in isl ({message})"))
            }
            _ => None,
        }
    }
}

impl std::fmt::Display for WidthReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(why) = self.thread_failure() {
            return write!(f, "each consumer block depends on the same block of the producer only; {why}");
        }
        match self {
            WidthReason::OwnThread => {
                f.write_str("each consumer thread depends on the same thread of the producer only")
            }
            WidthReason::OwnCore => f.write_str("each consumer core depends on the same core of the producer only"),
            WidthReason::NotOwnUnit { level, failure } => f.write_str(&failure.describe(*level)),
            WidthReason::IslGaveUp { message, .. } => write!(f, "isl gave up ({message})"),
            WidthReason::EffectsUnknown(gaps) => Gaps(gaps).fmt(f),
            WidthReason::BlockShapesDiffer => unreachable!("a thread-level failure"),
        }
    }
}

fn serialize_as_text<S: serde::Serializer>(reason: &WidthReason, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(reason)
}

/// Which producer instances precede which consumer instances: the first `common` host
/// counters are shared loops; the producer's are lexicographically smaller
/// (`across_iterations`), or equal when the producer comes first in the loop body
/// (`strict == false`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstanceOrder {
    pub common: usize,
    pub strict: bool,
    pub across_iterations: bool,
}

impl InstanceOrder {
    /// Every ordered instance pair of two statements sharing `common` loops.
    pub fn new(common: usize, strict: bool) -> InstanceOrder {
        InstanceOrder { common, strict, across_iterations: true }
    }

    /// Only the pairs in one iteration of every common loop; `None` when the statements
    /// share no loop (every pair is then in "one iteration") or have no such pair (the
    /// producer follows the consumer in the loop body).
    pub fn within_one_iteration(self) -> Option<InstanceOrder> {
        (self.common > 0 && !self.strict).then_some(InstanceOrder { across_iterations: false, ..self })
    }

    /// The condition over the producer's and consumer's counter names.
    pub fn constraint(&self, producer: &[String], consumer: &[String]) -> Condition {
        let carried = if self.across_iterations { self.common } else { 0 };
        let equal_up_to = |depth: usize| (0..depth).map(|d| Condition::equal(&producer[d], &consumer[d]));
        let mut cases: Vec<Condition> = (0..carried)
            .map(|depth| {
                let less = Condition::less(&producer[depth], &consumer[depth]);
                Condition::all(equal_up_to(depth).chain([less]))
            })
            .collect();
        if !self.strict {
            cases.push(Condition::all(equal_up_to(self.common)));
        }
        Condition::any(cases)
    }
}

/// The two ends of a dependence at one level (see the module doc).
#[derive(Clone, Debug)]
pub struct DependenceEnds<'a> {
    pub producer_statement: &'a str,
    pub producer: &'a str,
    pub producer_host_dims: usize,
    pub consumer_statement: &'a str,
    pub consumer: &'a str,
    pub consumer_host_dims: usize,
    /// Block or block+thread index dimensions after the host counters.
    pub unit_dims: usize,
    pub order: InstanceOrder,
}

/// Why units of two launches are not in one-to-one identity correspondence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MappingFailure {
    ProducerUnitsOverlap,
    NotOwnUnit,
}

impl MappingFailure {
    fn describe(self, level: UnitLevel) -> String {
        match (self, level) {
            (MappingFailure::ProducerUnitsOverlap, _) => format!("{level}s of the producer write overlapping data"),
            (MappingFailure::NotOwnUnit, UnitLevel::Block | UnitLevel::Core) => {
                format!("a consumer {level} depends on a producer {level} other than its own")
            }
            (MappingFailure::NotOwnUnit, UnitLevel::Thread) => {
                "a consumer thread depends on other threads of the block".to_string()
            }
        }
    }
}

/// `Ok(())` when checks 1-2 hold at this level.
pub fn identity_mapping(ends: &DependenceEnds) -> Result<Result<(), MappingFailure>, IslError> {
    // Chains of similar kernels ask the same question under other names: one ISL query
    // per shape (the answer holds no name).
    let (shape, _) =
        canonical_tuples(&[ends.producer, ends.consumer], &[ends.producer_statement, ends.consumer_statement]);
    let key =
        format!("{shape} {} {} {} {:?}", ends.producer_host_dims, ends.consumer_host_dims, ends.unit_dims, ends.order);
    MAPPINGS.with(|memo| memo.answer(key, |_| query_identity_mapping(ends)))
}

thread_local! {
    /// `identity_mapping`'s answers by query shape.
    static MAPPINGS: ShapeMemo<Result<Result<(), MappingFailure>, IslError>> = ShapeMemo::default();
}

fn query_identity_mapping(ends: &DependenceEnds) -> Result<Result<(), MappingFailure>, IslError> {
    query(|q| {
        let producer = q.map(ends.producer)?;
        if !producer_units_disjoint(q, ends, producer.copy()?)? {
            return Ok(Err(MappingFailure::ProducerUnitsOverlap));
        }
        let consumer = q.map(ends.consumer)?;
        let to_producer = consumer.apply_range(producer.reverse()?)?;
        let ordered = to_producer.intersect(helper(q, ends, Helper::Order)?)?;
        let own = ordered.is_subset(&helper(q, ends, Helper::OwnUnit)?)?;
        Ok(if own { Ok(()) } else { Err(MappingFailure::NotOwnUnit) })
    })
}

fn producer_units_disjoint(q: &IslQuery, ends: &DependenceEnds, producer: IslMap) -> IslResult<bool> {
    let sharing = producer.copy()?.apply_range(producer.reverse()?)?;
    let same_instance = sharing.intersect(helper(q, ends, Helper::SameProducerInstance)?)?;
    same_instance.is_subset(&helper(q, ends, Helper::SameProducerUnit)?)
}

enum Helper {
    /// `S[p, u] -> S[p', u'] : p = p'`
    SameProducerInstance,
    /// `S[p, u] -> S[p', u'] : p = p' and u = u'`
    SameProducerUnit,
    /// `T[t, w] -> S[p, u] : p before t`
    Order,
    /// `T[t, w] -> S[p, u] : u = w`
    OwnUnit,
}

fn helper(isl: &IslQuery, ends: &DependenceEnds, which: Helper) -> IslResult<IslMap> {
    let (p, u) = (numbered("p", ends.producer_host_dims), numbered("u", ends.unit_dims));
    let (q, v) = (numbered("q", ends.producer_host_dims), numbered("v", ends.unit_dims));
    let (t, w) = (numbered("t", ends.consumer_host_dims), numbered("w", ends.unit_dims));
    let equal = |a: &[String], b: &[String]| a.iter().zip(b).map(|(x, y)| Condition::equal(x, y)).collect::<Vec<_>>();
    let tuple = |statement: &str, host: &[String], units: &[String]| Tuple::new(statement, host.iter().chain(units));
    let (source, target, condition) = match which {
        Helper::SameProducerInstance => (
            tuple(ends.producer_statement, &p, &u),
            tuple(ends.producer_statement, &q, &v),
            Condition::all(equal(&p, &q)),
        ),
        Helper::SameProducerUnit => (
            tuple(ends.producer_statement, &p, &u),
            tuple(ends.producer_statement, &q, &v),
            Condition::all(equal(&p, &q).into_iter().chain(equal(&u, &v))),
        ),
        Helper::Order => (
            tuple(ends.consumer_statement, &t, &w),
            tuple(ends.producer_statement, &p, &v),
            ends.order.constraint(&p, &t),
        ),
        Helper::OwnUnit => (
            tuple(ends.consumer_statement, &t, &w),
            tuple(ends.producer_statement, &p, &v),
            Condition::all(equal(&v, &w)),
        ),
    };
    isl.map(&Relation::map(source, target, condition).to_string())
}

/// The width of one kernel-to-kernel dependence from its ends at block and thread level
/// (`thread` is `None` when the two launches' block shapes differ or are not constant).
pub fn classify(block: &DependenceEnds, thread: Option<&DependenceEnds>) -> WidthDecision {
    let reason = mapping_failure(UnitLevel::Block, block).unwrap_or_else(|| match thread {
        None => WidthReason::BlockShapesDiffer,
        Some(thread) => mapping_failure(UnitLevel::Thread, thread).unwrap_or(WidthReason::OwnThread),
    });
    WidthDecision::new(reason)
}

/// The width of one dependence between two Ascend launches from its ends with the core
/// index as the unit (the block-level relations): core-level or global.
pub fn classify_cores(cores: &DependenceEnds) -> WidthDecision {
    WidthDecision::new(mapping_failure(UnitLevel::Core, cores).unwrap_or(WidthReason::OwnCore))
}

/// Why checks 1-2 fail at `level`, if they do.
fn mapping_failure(level: UnitLevel, ends: &DependenceEnds) -> Option<WidthReason> {
    match identity_mapping(ends) {
        Ok(Ok(())) => None,
        Ok(Err(failure)) => Some(WidthReason::NotOwnUnit { level, failure }),
        Err(message) => Some(WidthReason::IslGaveUp { level, message }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAME_ITERATION: InstanceOrder = InstanceOrder { common: 0, strict: false, across_iterations: true };

    fn ends<'a>(producer: &'a str, consumer: &'a str, unit_dims: usize) -> DependenceEnds<'a> {
        DependenceEnds {
            producer_statement: "S",
            producer,
            producer_host_dims: 0,
            consumer_statement: "T",
            consumer,
            consumer_host_dims: 0,
            unit_dims,
            order: SAME_ITERATION,
        }
    }

    /// Element-wise producer and consumer over 4 blocks of 256 threads (float bytes).
    const ELEMENTWISE_BLOCK: &str =
        "{ S[b] -> A[a] : 0 <= b < 4 and exists (t : 0 <= t < 256 and 1024b + 4t <= a < 1024b + 4t + 4) }";
    const ELEMENTWISE_THREAD: &str =
        "{ S[b, t] -> A[a] : 0 <= b < 4 and 0 <= t < 256 and 1024b + 4t <= a < 1024b + 4t + 4 }";

    fn consumer(text: &str) -> String {
        text.replace("S[", "T[")
    }

    #[test]
    fn elementwise_chain_is_thread_level() {
        let (block_c, thread_c) = (consumer(ELEMENTWISE_BLOCK), consumer(ELEMENTWISE_THREAD));
        let decision = classify(&ends(ELEMENTWISE_BLOCK, &block_c, 1), Some(&ends(ELEMENTWISE_THREAD, &thread_c, 2)));
        assert_eq!(decision.width, DependenceWidth::Thread, "{}", decision.reason);
    }

    #[test]
    fn reversed_tile_in_a_block_is_block_level() {
        // The consumer's thread t reads element 255 - t of its own block's tile.
        let thread_c =
            "{ T[b, t] -> A[a] : 0 <= b < 4 and 0 <= t < 256 and 1024b + 1020 - 4t <= a < 1024b + 1024 - 4t }";
        let block_c = consumer(ELEMENTWISE_BLOCK);
        let decision = classify(&ends(ELEMENTWISE_BLOCK, &block_c, 1), Some(&ends(ELEMENTWISE_THREAD, thread_c, 2)));
        assert_eq!(decision.width, DependenceWidth::Block);
        assert!(decision.reason.to_string().contains("other threads"), "{}", decision.reason);
    }

    #[test]
    fn same_shape_different_launch_config_is_global() {
        // Same elements, but the consumer runs 8 blocks of 128 threads: its block 1 reads
        // the second half of the producer's block 0.
        let block_c = "{ T[b] -> A[a] : 0 <= b < 8 and exists (t : 0 <= t < 128 and 512b + 4t <= a < 512b + 4t + 4) }";
        let decision = classify(&ends(ELEMENTWISE_BLOCK, block_c, 1), None);
        assert_eq!(decision.width, DependenceWidth::Global, "{}", decision.reason);
    }

    #[test]
    fn transpose_of_blocks_is_global() {
        // 2x2 tiles of a 64x64 matrix: block (i, j) writes tile (i, j); the consumer's
        // block (i, j) reads tile (j, i).
        let producer = "{ S[i, j] -> A[a] : 0 <= i < 2 and 0 <= j < 2 and exists (r, c : 0 <= r < 32 and 0 <= c < 32 and a = 64*(32i + r) + 32j + c) }";
        let transposed = "{ T[i, j] -> A[a] : 0 <= i < 2 and 0 <= j < 2 and exists (r, c : 0 <= r < 32 and 0 <= c < 32 and a = 64*(32j + r) + 32i + c) }";
        let decision = classify(&ends(producer, transposed, 2), None);
        assert_eq!(decision.width, DependenceWidth::Global);
        let same = consumer(producer);
        assert_eq!(classify(&ends(producer, &same, 2), None).width, DependenceWidth::Block);
    }

    #[test]
    fn row_read_by_tiled_gemm_is_global() {
        // Producer block b writes row b of a 4x64 matrix; GEMM block (b, j) reads row b
        // over its k-loop: blocks (b, 0) and (b, 1) share producer block b, and the
        // consumer block index is two-dimensional, so it is not the producer's block.
        let producer = "{ S[b, y] -> A[a] : 0 <= b < 4 and y = 0 and exists (t : 0 <= t < 64 and a = 64b + t) }";
        let gemm = "{ T[b, j] -> A[a] : 0 <= b < 4 and 0 <= j < 2 and exists (k : 0 <= k < 64 and a = 64b + k) }";
        let decision = classify(&ends(producer, gemm, 2), None);
        assert_eq!(decision.width, DependenceWidth::Global);
        assert!(decision.reason.to_string().contains("other than its own"), "{}", decision.reason);
    }

    #[test]
    fn reduction_tile_is_block_level_and_overlapping_producers_are_global() {
        // Each consumer block sums its own tile of 256 elements (thread 0 reads them all).
        let reduction_thread =
            "{ T[b, t] -> A[a] : 0 <= b < 4 and t = 0 and exists (k : 0 <= k < 256 and a = 1024b + 4k) }";
        let reduction_block = "{ T[b] -> A[a] : 0 <= b < 4 and exists (k : 0 <= k < 256 and a = 1024b + 4k) }";
        let decision = classify(
            &ends(ELEMENTWISE_BLOCK, reduction_block, 1),
            Some(&ends(ELEMENTWISE_THREAD, reduction_thread, 2)),
        );
        assert_eq!(decision.width, DependenceWidth::Block);
        // Every producer block writes the same accumulator: global.
        let accumulator = "{ S[b] -> A[a] : 0 <= b < 4 and 0 <= a < 4 }";
        let decision = classify(&ends(accumulator, &consumer(accumulator), 1), None);
        assert_eq!(decision.width, DependenceWidth::Global);
        assert!(decision.reason.to_string().contains("overlapping"), "{}", decision.reason);
    }

    #[test]
    fn symbolic_shapes_must_hold_for_every_value() {
        // Grid of n blocks of 256: identity whatever n is.
        let producer = "[n] -> { S[b] -> A[a] : 0 <= b < n and exists (t : 0 <= t < 256 and a = 256b + t) }";
        let decision = classify(&ends(producer, &consumer(producer), 1), None);
        assert_eq!(decision.width, DependenceWidth::Block);
        // Block extent m unknown: for m = 1 blocks shift against the producer's 256.
        let shifted =
            "[n, m] -> { T[b] -> A[a] : m >= 1 and 0 <= b < n and exists (t : 0 <= t < m and a = 256b + t - m) }";
        assert_eq!(classify(&ends(producer, shifted, 1), None).width, DependenceWidth::Global);
    }

    #[test]
    fn host_loop_orders_instances() {
        // S in iteration p writes block b's elements; T in iteration t >= p reads them.
        let producer = "{ S[p, b] -> A[a] : 0 <= p < 10 and 0 <= b < 4 and 256b <= a < 256b + 256 }";
        let consumer = "{ T[t, b] -> A[a] : 0 <= t < 10 and 0 <= b < 4 and 256b <= a < 256b + 256 }";
        let mut e = ends(producer, consumer, 1);
        (e.producer_host_dims, e.consumer_host_dims) = (1, 1);
        e.order = InstanceOrder::new(1, false);
        assert_eq!(classify(&e, None).width, DependenceWidth::Block);
        assert_eq!(e.order.constraint(&["p0".into()], &["t0".into()]).to_string(), "(p0 < t0) or (p0 = t0)");
        assert_eq!(InstanceOrder::new(0, true).constraint(&[], &[]).to_string(), "false");
    }
}
