//! The Unified Abstract Representation (SIRIUS §3): one dependence graph over the host
//! statements of a CUDA or Ascend program, kernel launches carrying their kernels' memory effects.
//!
//! Vertices are the `HostStatement`s, each with its ISL domain (the host loop counters
//! around it). Edges, between statements of one host function:
//! * data dependences RAW / WAR / WAW through one device buffer, as the ISL map between
//!   the dynamic instances (host loop iterations) where the earlier instance's accesses
//!   overlap the later one's; an instance precedes another when its host counters are
//!   lexicographically smaller on the shared loops, or equal and it comes first in the
//!   body (so a launch also depends on itself across iterations);
//! * launch-to-launch edges carry their `width` (`sirius::width`) at block and thread
//!   level (Ascend launches: core-level or global), computed for every ordered pair of
//!   instances;
//! * `unknown` edges where a statement's effects are unknown (a pointer not traced to an
//!   allocation, a kernel that could not be read): conservatively global, with the reason;
//! * virtual data dependences (§3.3): every launch before a synchronisation point
//!   (`cudaDeviceSynchronize`, a blocking `cudaMemcpy`) to it, and the point to every
//!   launch after it, up to the next such point.
//!
//! Invariant: an edge is never missing where the accesses may overlap (ISL errors count
//! as overlap), and no width is narrower than the definitions of `width` allow.

use crate::model::effects::{
    common_layout, host_conditions, host_counter, host_domain, host_expression, pointer_targets, relation,
    unit_dimensions, Layout, Level,
};
use crate::model::gap::{AccessKind, EffectsGap, Gaps};
use crate::model::kernel_effects::KernelEffects;
use crate::model::program::{
    BufferName, DevicePointer, HostProgram, HostStatement, Launch, LaunchArgument, Platform, PointerAlternative,
    StatementId, StatementKind,
};
use crate::model::width::{classify, classify_cores, DependenceEnds, InstanceOrder, WidthDecision, WidthReason};
use petgraph::graph::{DiGraph, NodeIndex};
use serde::Serialize;
use std::collections::HashMap;
use syncfuse_poly::affine::AffineExpr;
use syncfuse_poly::isl::{canonical_tuples, rename_tuples, shape_parts, ShapeMemo};
use syncfuse_poly::query::query;
use syncfuse_poly::relation::{numbered, Condition, Relation, Tuple};
use typed_index_collections::TiSlice;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum EdgeKind {
    Raw,
    War,
    Waw,
    /// Effects unknown on one side: may depend on anything.
    Unknown,
    /// Ordering through a synchronisation point (no data).
    Virtual,
}

impl EdgeKind {
    /// Whether the earlier and the later end of a data dependence of this kind write.
    pub fn writes(self) -> Option<(bool, bool)> {
        match self {
            EdgeKind::Raw => Some((true, false)),
            EdgeKind::War => Some((false, true)),
            EdgeKind::Waw => Some((true, true)),
            EdgeKind::Unknown | EdgeKind::Virtual => None,
        }
    }
}

impl std::fmt::Display for EdgeKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EdgeKind::Raw => "RAW",
            EdgeKind::War => "WAR",
            EdgeKind::Waw => "WAW",
            EdgeKind::Unknown => "unknown",
            EdgeKind::Virtual => "virtual",
        })
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct Vertex {
    pub statement: StatementId,
    /// ISL set of the statement's dynamic instances.
    pub domain: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Edge {
    pub kind: EdgeKind,
    pub buffer: Option<BufferName>,
    /// ISL map between dynamic instances, or the reason when it is not computed.
    pub relation: String,
    /// Launch-to-launch data dependences only.
    pub width: Option<WidthDecision>,
    /// The instance pairs in one iteration of the host loops both ends share.
    pub one_iteration: OneIteration,
    /// Why the relation may be wider than the truth (the ends' imprecise or unknown
    /// effects); empty: exact. Serialised as the reasons' texts.
    #[serde(serialize_with = "serialize_as_texts")]
    pub approximations: Vec<EffectsGap>,
}

/// Serialises typed reasons as their printed texts (what reports show).
pub fn serialize_as_texts<T: std::fmt::Display, S: serde::Serializer>(
    reasons: &[T],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(reasons.iter().map(ToString::to_string))
}

/// A data edge's instance pairs in one iteration of every host loop both ends share: what
/// fusing the two launches in that loop body must respect. Pairs of different iterations
/// stay ordered by the fused launches themselves (`sirius::fuse`, invariant).
#[derive(Clone, Debug, Serialize)]
pub enum OneIteration {
    /// Every pair counts, with the edge's own width: the ends share no host loop, or the
    /// edge is not a data edge (unknown or virtual).
    AllPairs,
    /// The producer does not precede the consumer in the loop body (a statement and
    /// itself, or a later statement and an earlier one): every pair is of two iterations.
    LaterIterationsOnly,
    /// The producer precedes the consumer in the body, but no pair lies in one iteration
    /// (they touch the buffer's bytes in different iterations only).
    NoPair,
    /// Some pairs do; the width of those pairs (launch-to-launch edges only).
    Pairs { width: Option<WidthDecision> },
}

/// The UAR. Invariant: one vertex per statement of the program, in statement order, so
/// that statement `i` is vertex `i` (`build` adds them so and nothing removes one).
pub struct UnifiedGraph {
    pub graph: DiGraph<Vertex, Edge>,
}

/// Builds the UAR of `program`.
pub fn build(program: &HostProgram) -> UnifiedGraph {
    let mut graph = DiGraph::new();
    let nodes: Vec<NodeIndex> = program
        .statements
        .iter()
        .enumerate()
        .map(|(index, s)| graph.add_node(Vertex { statement: StatementId(index), domain: domain(s) }))
        .collect();
    let statements = &program.statements;
    let memory: Vec<Memory> = statements.iter().map(Memory::of).collect();
    let conflicts = MayConflict::index(&memory);
    for (i, earlier) in statements.iter().enumerate() {
        for j in conflicts.with(&memory[i]) {
            let later = &statements[j];
            if earlier.function != later.function {
                continue;
            }
            let Some(order) = instance_order(StatementId(i), earlier, j, later) else { continue };
            for edge in data_edges(earlier, &memory[i], later, &memory[j.0], order) {
                graph.add_edge(nodes[i], nodes[j.0], edge);
            }
        }
    }
    add_virtual_edges(program, &nodes, &mut graph);
    UnifiedGraph { graph }
}

fn domain(statement: &HostStatement) -> String {
    let condition = Condition::all(host_domain(&statement.loops));
    Relation::set(host_tuple(statement), condition).to_string()
}

/// `S[h_it_b1, ..]`: a statement's instances, one dimension per host loop around it.
fn host_tuple(statement: &HostStatement) -> Tuple {
    Tuple::new(&statement.name, statement.loops.iter().map(|l| host_counter(&l.counter)))
}

/// How instances of `earlier` (index `i`) precede those of `later` (index `j`); `None`
/// if they never do: `later` follows in the same iteration of the common loops on some
/// path, or else only in a later iteration of a common loop.
fn instance_order(
    i: StatementId,
    earlier: &HostStatement,
    j: StatementId,
    later: &HostStatement,
) -> Option<InstanceOrder> {
    let common = earlier.loops.iter().zip(&later.loops).take_while(|(a, b)| a.counter == b.counter).count();
    match (earlier.followers.binary_search(&j).is_ok() && i != j, common) {
        (true, _) => Some(InstanceOrder::new(common, false)),
        (false, 0) => None,
        (false, _) => Some(InstanceOrder::new(common, true)),
    }
}

/// A byte range a copy or set touches: `bytes` from the target's offset, under its conditions.
struct CopyRange {
    target: PointerAlternative,
    write: bool,
    bytes: Option<AffineExpr>,
}

/// What a statement does to device memory.
enum Effects<'a> {
    /// Byte ranges of buffers.
    Copy(Vec<CopyRange>),
    /// A launch; `Some(reason)` when some accessed argument is not traced (those accesses
    /// may touch any buffer, the others are exact).
    Kernel(&'a Launch, &'a KernelEffects, Option<EffectsGap>),
    /// May touch any buffer, for these reasons.
    Unknown(Vec<EffectsGap>),
    None,
}

fn effects(statement: &HostStatement) -> Effects<'_> {
    let range = |pointer: &DevicePointer, write: bool, bytes: &Option<AffineExpr>| match pointer {
        DevicePointer::Unknown { reason } => Err(reason.clone()),
        _ => Ok(pointer
            .targets()
            .into_iter()
            .map(|target| CopyRange { target, write, bytes: bytes.clone() })
            .collect::<Vec<_>>()),
    };
    let ranges = |list: Vec<Result<Vec<_>, EffectsGap>>| match list.into_iter().collect::<Result<Vec<_>, _>>() {
        Ok(ranges) => Effects::Copy(ranges.into_iter().flatten().collect()),
        Err(reason) => Effects::Unknown(vec![reason]),
    };
    match &statement.kind {
        StatementKind::Memcpy { destination, source, bytes, .. } => {
            ranges(vec![range(destination, true, bytes), range(source, false, bytes)])
        }
        StatementKind::Memset { destination, bytes } => ranges(vec![range(destination, true, bytes)]),
        StatementKind::ExternalCall { callee, .. } => {
            Effects::Unknown(vec![EffectsGap::ExternalCall { callee: callee.clone() }])
        }
        StatementKind::Launch(launch) => match &launch.effects {
            Err(reason) => Effects::Unknown(vec![reason.clone()]),
            Ok(effects) if !effects.unknown.is_empty() => Effects::Unknown(effects.unknown.clone()),
            Ok(effects) => Effects::Kernel(launch, effects, unknown_argument(launch)),
        },
        _ => Effects::None,
    }
}

/// A pointer argument the kernel accesses that is not traced to an allocation.
fn unknown_argument(launch: &Launch) -> Option<EffectsGap> {
    let effects = launch.effects.as_ref().ok()?;
    effects.accesses.iter().find_map(|access| {
        let parameter = access.parameter;
        match launch.arguments.get(parameter as usize) {
            Some(LaunchArgument::Pointer(DevicePointer::Unknown {
                reason: EffectsGap::PointerNotTraced { pointer },
            })) => Some(EffectsGap::ArgumentNotTraced { parameter, pointer: pointer.clone() }),
            Some(LaunchArgument::Pointer(DevicePointer::Unknown { reason })) => Some(reason.clone()),
            Some(LaunchArgument::Pointer(_)) => None,
            _ => Some(EffectsGap::ArgumentNotPointer { parameter }),
        }
    })
}

/// The buffers a statement touches.
fn buffers(effects: &Effects) -> Vec<BufferName> {
    let mut names: Vec<BufferName> = match effects {
        Effects::Copy(ranges) => ranges.iter().map(|r| r.target.buffer.clone()).collect(),
        Effects::Kernel(launch, effects, _) => {
            effects.accesses.iter().flat_map(|a| launch.parameter_buffers(a.parameter)).collect()
        }
        _ => Vec::new(),
    };
    names.sort();
    names.dedup();
    names
}

/// The kernel-level (instance -> bytes) relation of a statement on `buffer`.
fn instance_relation(
    statement: &HostStatement,
    effects: &Effects,
    buffer: &BufferName,
    write: bool,
    level: Level,
    layout: &Layout,
) -> Option<String> {
    match effects {
        Effects::Kernel(launch, kernel, _) => {
            relation(&statement.name, &statement.loops, launch, kernel, buffer, write, level, layout)
        }
        Effects::Copy(ranges) => {
            let pieces: Vec<Condition> = ranges
                .iter()
                .filter(|range| range.target.buffer == *buffer && range.write == write)
                .map(|range| copy_piece(statement, range))
                .collect();
            (!pieces.is_empty()).then(|| {
                let bytes = Tuple::new(buffer.as_str(), ["a"]);
                Relation::map(host_tuple(statement), bytes, Condition::any(pieces)).to_string()
            })
        }
        _ => None,
    }
}

fn copy_piece(statement: &HostStatement, range: &CopyRange) -> Condition {
    let mut constraints = host_domain(&statement.loops);
    constraints.extend(host_conditions(&range.target.conditions, &statement.loops));
    if let Some(offset) = &range.target.offset {
        let start = host_expression(offset, &statement.loops);
        constraints.push(Condition::at_least("a", &start));
        if let Some(bytes) = &range.bytes {
            constraints.push(Condition::less("a", start.add(&host_expression(bytes, &statement.loops))));
        }
    }
    Condition::exists(Vec::new(), Condition::all(constraints))
}

/// A statement's effects with the buffers they touch, computed once per statement.
struct Memory<'a> {
    effects: Effects<'a>,
    buffers: Vec<BufferName>,
    /// Why some of its accesses may touch any buffer (empty: none may).
    unknown: Vec<EffectsGap>,
    /// Why some of its accesses are wider than the truth.
    imprecise: Vec<EffectsGap>,
}

impl<'a> Memory<'a> {
    fn of(statement: &'a HostStatement) -> Memory<'a> {
        let effects = effects(statement);
        let buffers = buffers(&effects);
        let unknown = match &effects {
            Effects::Unknown(reasons) => reasons.clone(),
            Effects::Kernel(_, _, Some(reason)) => vec![reason.clone()],
            _ => Vec::new(),
        };
        let imprecise = match &effects {
            Effects::Kernel(_, kernel, _) => kernel.imprecise.clone(),
            _ => Vec::new(),
        };
        Memory { effects, buffers, unknown, imprecise }
    }

    fn touches_memory(&self) -> bool {
        !self.unknown.is_empty() || !self.buffers.is_empty()
    }
}

/// Which statements' memory may conflict (a shared buffer, or an unknown side that meets
/// one touching memory: a data or unknown edge is possible), indexed by buffer, so that
/// `build` visits the pairs that may conflict rather than all pairs of statements.
struct MayConflict<'m> {
    /// The statements that touch each buffer, ascending.
    users: HashMap<&'m BufferName, Vec<StatementId>>,
    /// The statements with accesses that may touch any buffer, ascending.
    unknown: Vec<StatementId>,
    /// The statements that touch memory at all, ascending.
    touching: Vec<StatementId>,
}

impl<'m> MayConflict<'m> {
    /// `memory`: each statement's, in statement order.
    fn index(memory: &'m [Memory]) -> MayConflict<'m> {
        let mut users: HashMap<&BufferName, Vec<StatementId>> = HashMap::new();
        for (statement, m) in memory.iter().enumerate() {
            for buffer in &m.buffers {
                users.entry(buffer).or_default().push(StatementId(statement));
            }
        }
        let with = |keep: fn(&Memory) -> bool| {
            (memory.iter().enumerate()).filter(|(_, m)| keep(m)).map(|(statement, _)| StatementId(statement)).collect()
        };
        MayConflict { users, unknown: with(|m| !m.unknown.is_empty()), touching: with(|m| m.touches_memory()) }
    }

    /// The statements whose memory may conflict with `memory` (a statement's: itself
    /// included where it touches a buffer), ascending.
    fn with(&self, memory: &Memory) -> Vec<StatementId> {
        let mut others: Vec<StatementId> = memory.buffers.iter().flat_map(|b| self.users[b].iter().copied()).collect();
        if !memory.unknown.is_empty() {
            others.extend(&self.touching);
        }
        if memory.touches_memory() {
            others.extend(&self.unknown);
        }
        others.sort_unstable();
        others.dedup();
        others
    }
}

fn data_edges(
    earlier: &HostStatement,
    first_memory: &Memory,
    later: &HostStatement,
    second_memory: &Memory,
    order: InstanceOrder,
) -> Vec<Edge> {
    let (first, second) = (&first_memory.effects, &second_memory.effects);
    let mut edges = Vec::new();
    match (first_memory.unknown.as_slice(), second_memory.unknown.as_slice()) {
        (reasons @ [_, ..], _) if second_memory.touches_memory() => edges.push(unknown_edge(reasons)),
        (_, reasons @ [_, ..]) if first_memory.touches_memory() => edges.push(unknown_edge(reasons)),
        _ => {}
    }
    let shared: Vec<&BufferName> =
        first_memory.buffers.iter().filter(|b| second_memory.buffers.binary_search(b).is_ok()).collect();
    for buffer in shared {
        let layout = layout(earlier, first, later, second, buffer);
        for kind in [EdgeKind::Raw, EdgeKind::War, EdgeKind::Waw] {
            let Some((first_writes, second_writes)) = kind.writes() else { continue };
            let ends = (
                instance_relation(earlier, first, buffer, first_writes, Level::Kernel, &layout),
                instance_relation(later, second, buffer, second_writes, Level::Kernel, &layout),
            );
            let (Some(source), Some(target)) = ends else { continue };
            let Some(relation) = dependence_relation(earlier, &source, later, &target, order) else { continue };
            let width_of = |order: InstanceOrder| match (first, second) {
                (Effects::Kernel(_, _, None), Effects::Kernel(_, _, None)) => {
                    let ends = (earlier, first, first_writes, later, second, second_writes);
                    Some(width(ends, buffer, &layout, order))
                }
                _ => None,
            };
            let one_iteration = match order.within_one_iteration() {
                None if order.common == 0 => OneIteration::AllPairs,
                None => OneIteration::LaterIterationsOnly,
                Some(one) => match dependence_relation(earlier, &source, later, &target, one) {
                    None => OneIteration::NoPair,
                    Some(_) => OneIteration::Pairs { width: width_of(one) },
                },
            };
            let width = width_of(order);
            let approximations = [(first_memory, first_writes), (second_memory, second_writes)]
                .iter()
                .fold(Vec::new(), |gaps, end| end_approximations(gaps, end.0, end.1, buffer));
            edges.push(Edge { kind, buffer: Some(buffer.clone()), relation, width, one_iteration, approximations });
        }
    }
    edges
}

/// `gaps` and, each once, the reasons one end's effects give for its side of an edge on
/// `buffer` (its accesses that write if `writes`, else that read) being wider than the
/// truth: every unknown effect, and the widenings of its accesses of that kind through a
/// parameter that may point into `buffer` (a widening about no particular access counts
/// for every edge).
fn end_approximations(mut gaps: Vec<EffectsGap>, end: &Memory, writes: bool, buffer: &BufferName) -> Vec<EffectsGap> {
    let concerns_this_side = |gap: &&EffectsGap| match (gap.access_site(), &end.effects) {
        (Some((access, parameter)), Effects::Kernel(launch, _, _)) => {
            access == AccessKind::of(writes) && !pointer_targets(launch, parameter, buffer).is_empty()
        }
        _ => true,
    };
    for gap in end.unknown.iter().chain(end.imprecise.iter().filter(concerns_this_side)) {
        if !gaps.contains(gap) {
            gaps.push(gap.clone());
        }
    }
    gaps
}

fn unknown_edge(reasons: &[EffectsGap]) -> Edge {
    let relation = format!("may alias: {}", Gaps(reasons));
    let width = WidthDecision::new(WidthReason::EffectsUnknown(reasons.to_vec()));
    let approximations = reasons.to_vec();
    Edge {
        kind: EdgeKind::Unknown,
        buffer: None,
        relation,
        width: Some(width),
        one_iteration: OneIteration::AllPairs,
        approximations,
    }
}

/// `{ S[p] -> T[t] : S's bytes meet T's and p precedes t }`, or `None` when empty.
fn dependence_relation(
    earlier: &HostStatement,
    source: &str,
    later: &HostStatement,
    target: &str,
    order: InstanceOrder,
) -> Option<String> {
    let (p, t) = (numbered("p", earlier.loops.len()), numbered("t", later.loops.len()));
    let order_text =
        Relation::map(Tuple::new(&earlier.name, &p), Tuple::new(&later.name, &t), order.constraint(&p, &t)).to_string();
    // Chains of similar launches ask the same question under other names: one ISL query
    // per shape, its answer renamed back.
    let (shape, names) = canonical_tuples(&[source, target, &order_text], &[&earlier.name, &later.name]);
    let relation = RELATIONS.with(|memo| memo.answer(shape, query_dependence_relation));
    relation.map(|relation| rename_tuples(&relation, &names))
}

/// `dependence_relation`'s ISL query on the canonical texts (source, target, order).
fn query_dependence_relation(shape: &str) -> Option<String> {
    let parts = shape_parts(shape);
    let [source, target, order_text] = parts[..] else {
        return Some("isl gave up (not three texts): assumed to overlap".to_string());
    };
    let answer = query(|q| {
        let meets = q.map(source)?.apply_range(q.map(target)?.reverse()?)?;
        let ordered = meets.intersect(q.map(order_text)?)?;
        if ordered.is_empty()? {
            return Ok(None);
        }
        Ok(Some(ordered.coalesce()?.text()?))
    });
    match answer {
        Ok(relation) => relation,
        Err(message) => {
            if std::env::var_os("SYNCFUSE_TRACE").is_some() {
                eprintln!("isl: {message}\n  {source}\n  {target}\n  {order_text}");
            }
            Some(format!("isl gave up ({message}): assumed to overlap"))
        }
    }
}

thread_local! {
    /// `dependence_relation`'s answers by query shape, in placeholder names.
    static RELATIONS: ShapeMemo<Option<String>> = ShapeMemo::default();
}

/// The block-level ends of a data dependence of `kind` from launch `earlier` to launch
/// `later` through `buffer`: (the producer's accesses, the consumer's), each from
/// instances `S[host counters, ctaid_x, ctaid_y, ctaid_z]` to bytes (or rows, by the
/// pair's layout); `None` unless both are launches whose accesses are all known.
pub fn block_ends(
    earlier: &HostStatement,
    later: &HostStatement,
    buffer: &BufferName,
    kind: EdgeKind,
) -> Option<(String, String)> {
    let (first_writes, second_writes) = kind.writes()?;
    let (first, second) = (effects(earlier), effects(later));
    let (Effects::Kernel(_, _, None), Effects::Kernel(_, _, None)) = (&first, &second) else { return None };
    let layout = layout(earlier, &first, later, &second, buffer);
    Some((
        instance_relation(earlier, &first, buffer, first_writes, Level::Block, &layout)?,
        instance_relation(later, &second, buffer, second_writes, Level::Block, &layout)?,
    ))
}

/// The two statements of a dependence with their effects and whether each end writes.
type PairEnds<'a> = (&'a HostStatement, &'a Effects<'a>, bool, &'a HostStatement, &'a Effects<'a>, bool);

/// How `buffer`'s bytes are named for this pair: rows when both are launches whose
/// accesses agree on a run-time row length (`effects::common_layout`).
fn layout(
    earlier: &HostStatement,
    first: &Effects,
    later: &HostStatement,
    second: &Effects,
    buffer: &BufferName,
) -> Layout {
    match (first, second) {
        (Effects::Kernel(a, x, _), Effects::Kernel(b, y, _)) => common_layout(
            &[(earlier.name.as_str(), &earlier.loops, a, x), (later.name.as_str(), &later.loops, b, y)],
            buffer,
        ),
        _ => Layout::Flat,
    }
}

fn width(pair: PairEnds, buffer: &BufferName, layout: &Layout, order: InstanceOrder) -> WidthDecision {
    let (earlier, first, first_writes, later, second, second_writes) = pair;
    let relations = |level: Level| {
        let producer = instance_relation(earlier, first, buffer, first_writes, level, layout).unwrap_or_default();
        let consumer = instance_relation(later, second, buffer, second_writes, level, layout).unwrap_or_default();
        (producer, consumer)
    };
    let block = relations(Level::Block);
    let block_ends = ends(earlier, later, &block, Level::Block, order);
    let (same_block_shape, on_cores) = match (first, second) {
        (Effects::Kernel(a, _, _), Effects::Kernel(b, _, _)) => (
            a.block == b.block && a.block.iter().all(Option::is_some),
            a.platform == Platform::Ascend || b.platform == Platform::Ascend,
        ),
        _ => (false, false),
    };
    if on_cores {
        return classify_cores(&block_ends);
    }
    let thread = relations(Level::Thread);
    let thread_ends = ends(earlier, later, &thread, Level::Thread, order);
    classify(&block_ends, same_block_shape.then_some(&thread_ends))
}

fn ends<'a>(
    earlier: &'a HostStatement,
    later: &'a HostStatement,
    relations: &'a (String, String),
    level: Level,
    order: InstanceOrder,
) -> DependenceEnds<'a> {
    DependenceEnds {
        producer_statement: &earlier.name,
        producer: &relations.0,
        producer_host_dims: earlier.loops.len(),
        consumer_statement: &later.name,
        consumer: &relations.1,
        consumer_host_dims: later.loops.len(),
        unit_dims: unit_dimensions(level).len(),
        order,
    }
}

fn add_virtual_edges(program: &HostProgram, nodes: &[NodeIndex], graph: &mut DiGraph<Vertex, Edge>) {
    let statements = &program.statements;
    let is_launch = |s: &HostStatement| matches!(s.kind, StatementKind::Launch(_));
    let enumerated = || statements.iter_enumerated();
    for (k, point) in enumerated().filter(|(_, s)| s.kind.is_synchronisation()) {
        // Launches that may run before the point with no other point in between.
        let before = enumerated().filter(|(_, s)| {
            is_launch(s)
                && s.followers.binary_search(&k).is_ok()
                && !s.followers.iter().any(|&m| m != k && between(statements, m, k))
        });
        for (i, _) in before {
            graph.add_edge(nodes[i.0], nodes[k.0], virtual_edge(&statements[i], point));
        }
        let after = point.followers.iter().copied().filter(|&j| {
            is_launch(&statements[j]) && !point.followers.iter().any(|&m| m != j && between(statements, m, j))
        });
        for j in after.collect::<Vec<_>>() {
            graph.add_edge(nodes[k.0], nodes[j.0], virtual_edge(point, &statements[j]));
        }
    }
}

/// Is statement `m` a synchronisation point that `target` may follow?
fn between(statements: &TiSlice<StatementId, HostStatement>, m: StatementId, target: StatementId) -> bool {
    let point = &statements[m];
    point.kind.is_synchronisation() && point.followers.binary_search(&target).is_ok()
}

fn virtual_edge(from: &HostStatement, to: &HostStatement) -> Edge {
    let relation = format!("{} completes before {}", from.name, to.name);
    Edge {
        kind: EdgeKind::Virtual,
        buffer: None,
        relation,
        width: None,
        one_iteration: OneIteration::AllPairs,
        approximations: Vec::new(),
    }
}

impl UnifiedGraph {
    /// The vertex of `statement` (the invariant: statement `i` is vertex `i`).
    pub fn vertex_of(&self, statement: StatementId) -> NodeIndex {
        let vertex = NodeIndex::new(statement.0);
        debug_assert_eq!(self.graph[vertex].statement, statement);
        vertex
    }

    /// The stable text of `print<uar>`: buffers, statements with their domains (and the
    /// host paths they run on, where that is not every call of their function), then the
    /// edges in insertion order.
    pub fn print(&self, program: &HostProgram) -> String {
        let mut text = String::new();
        for buffer in &program.buffers {
            let bytes = buffer.bytes.map_or("?".to_string(), |b| b.to_string());
            text.push_str(&format!("buffer {} bytes {bytes}\n", buffer.name));
        }
        for vertex in self.graph.node_weights() {
            let statement = &program.statements[vertex.statement];
            let control = match statement.control.is_conditional() {
                true => format!(" runs {}", statement.control),
                false => String::new(),
            };
            text.push_str(&format!(
                "{} {}: {} domain {}{control}\n",
                statement.name,
                statement.function,
                describe(statement),
                vertex.domain
            ));
        }
        for edge in self.graph.edge_indices() {
            let (from, to) = self.graph.edge_endpoints(edge).expect("edge of this graph");
            let (from, to) =
                (&program.statements[self.graph[from].statement], &program.statements[self.graph[to].statement]);
            let e = &self.graph[edge];
            let buffer = e.buffer.as_ref().map(|b| format!(" {b}")).unwrap_or_default();
            let width = e.width.as_ref().map(|w| format!(" width {} ({})", w.width, w.reason)).unwrap_or_default();
            // What fusion in the loop body sees, where it differs (launch-to-launch edges).
            let one_iteration = match (&e.width, &e.one_iteration) {
                (Some(_), OneIteration::NoPair) => " [none in one iteration]".to_string(),
                (Some(all), OneIteration::Pairs { width: Some(one) }) if one.width != all.width => {
                    format!(" [in one iteration: width {}]", one.width)
                }
                _ => String::new(),
            };
            let approximate = match (&e.kind, e.approximations.as_slice()) {
                (EdgeKind::Unknown, _) | (_, []) => String::new(),
                (_, gaps) => format!(" (approximate: {})", Gaps(gaps)),
            };
            text.push_str(&format!(
                "edge {} -> {} {}{buffer}{width}{one_iteration}: {}{approximate}\n",
                from.name, to.name, e.kind, e.relation
            ));
        }
        for reject in &program.rejects {
            text.push_str(&format!("not analysed: {reject}\n"));
        }
        text
    }
}

/// One line describing a statement: what it does, the buffers, and for a launch its shape
/// and which arguments are compile-time constants.
pub fn describe(statement: &HostStatement) -> String {
    let pointer = |p: &DevicePointer| match p {
        DevicePointer::Buffer { buffer, offset: Some(o) } if o.as_constant() == Some(0) => buffer.to_string(),
        DevicePointer::Buffer { buffer, offset: Some(o) } => format!("{buffer}+{o}"),
        DevicePointer::Buffer { buffer, offset: None } => format!("{buffer}+?"),
        DevicePointer::OneOf { alternatives } => {
            format!("{{{}}}", alternatives.iter().map(|a| a.to_string()).collect::<Vec<_>>().join(" | "))
        }
        DevicePointer::Host => "host".to_string(),
        DevicePointer::Unknown { .. } => "unknown".to_string(),
    };
    let shape = |s: &crate::model::program::Shape| {
        let axis = |v: &Option<i64>| v.map_or("?".to_string(), |v| v.to_string());
        format!("({}, {}, {})", axis(&s[0]), axis(&s[1]), axis(&s[2]))
    };
    match &statement.kind {
        StatementKind::Malloc { buffer } => format!("malloc {buffer}"),
        StatementKind::Free { pointer: p } => format!("free {}", pointer(p)),
        StatementKind::Memcpy { kind, destination, source, .. } => {
            let kind = kind.map_or("?".to_string(), |k| format!("{k:?}"));
            format!("memcpy {kind} {} <- {}", pointer(destination), pointer(source))
        }
        StatementKind::Memset { destination, .. } => format!("memset {}", pointer(destination)),
        StatementKind::Synchronize => "sync".to_string(),
        StatementKind::ExternalCall { callee, pointers } => {
            let callee = if callee.is_empty() { "(indirect)" } else { callee };
            format!("call {callee} ({})", pointers.iter().map(pointer).collect::<Vec<_>>().join(", "))
        }
        StatementKind::Launch(launch) => {
            let arguments: Vec<String> = launch
                .arguments
                .iter()
                .map(|a| match a {
                    crate::model::program::LaunchArgument::Pointer(p) => pointer(p),
                    crate::model::program::LaunchArgument::Integer(Some(e)) => e.to_string(),
                    crate::model::program::LaunchArgument::Integer(None) => "?".to_string(),
                    crate::model::program::LaunchArgument::Other => "_".to_string(),
                })
                .collect();
            let constant: Vec<String> = launch
                .arguments
                .iter()
                .enumerate()
                .filter(|(_, a)| a.is_constant())
                .map(|(i, _)| format!("arg{i}"))
                .collect();
            let status = match &launch.effects {
                Ok(effects) if effects.imprecise.is_empty() => String::new(),
                Ok(effects) => format!(" imprecise [{}]", Gaps(&effects.imprecise)),
                Err(reason) => format!(" effects unknown [{reason}]"),
            };
            let units = match launch.platform {
                Platform::Cuda => format!("grid {} block {}", shape(&launch.grid), shape(&launch.block)),
                Platform::Ascend => format!("blockDim {}", launch.grid[0].map_or("?".to_string(), |v| v.to_string())),
            };
            format!(
                "launch {} {units} args ({}) constant [{}]{status}",
                launch.kernel,
                arguments.join(", "),
                constant.join(", ")
            )
        }
    }
}
