//! Tile dependences (cuSync; the analysis the `tile-sync` rewrite builds on): for two
//! consecutive launches of one host function joined by a dependence that is global at
//! block level (a consumer block needs producer blocks other than its own, so `fuse`
//! refuses), the exact map from each consumer block to the producer blocks it waits for,
//! and the semaphore policies that map allows.
//!
//! The map is the union over the pair's RAW / WAR / WAW dependences of `C ∘ P⁻¹`
//! (consumer block -> the producer blocks touching a byte it conflicts with), restricted
//! to one iteration of the host loops around both (`uar::block_ends` gives the
//! block-level ends). Only an exact map is used: every access of both launches must be
//! known and unwidened (a wider map would only add waits, but posts are counted from it).
//!
//! Policies (which counters the producer posts to, which the consumer waits on):
//! * tile: one semaphore per producer block; a consumer block waits for each block of its
//!   image (cuSync's TileSync);
//! * producer rows / columns: one counter per row `(y, z)` / column `(x, z)` of the
//!   producer grid, valid when every image is a union of whole rows / columns; the
//!   consumer waits until each of its rows has all its posts (cuSync's RowSync);
//! * consumer rows / columns: one counter per row / column of the consumer grid, valid when
//!   the image depends only on the consumer's row / column and the images of different
//!   rows / columns are disjoint, so each producer block posts to exactly one counter (a
//!   1-D producer feeding a GEMM's rows).
//!
//! Whole-kernel synchronisation (the stream's) always holds and is not listed.
//! Invariant: a policy is listed only when ISL proves its condition for all parameter
//! values and host iterations; counts are given only where the grids are constants and,
//! inside host loops, every iteration with a dependence has the same map (counted on
//! one), by enumerating the consumer grid (at most `COUNTED_BLOCKS`).

use crate::model::effects::grid_constraints;
use crate::model::gap::{EffectsGap, Gaps};
use crate::model::program::{BufferName, HostProgram, HostStatement, StatementId, StatementKind};
use crate::model::uar::{block_ends, Edge, EdgeKind, OneIteration, UnifiedGraph};
use crate::model::width::DependenceWidth;
use petgraph::graph::NodeIndex;
use serde::Serialize;
use syncfuse_poly::affine::AffineExpr;
use syncfuse_poly::isl::IslError;
use syncfuse_poly::query::{query_bounded, IslMap, IslQuery, IslResult, IslSet};
use syncfuse_poly::relation::{numbered, Condition, Relation, Tuple};
use syncfuse_reason::Reason;

/// ISL's operation bound for each query about a pair: a few pairs per program, whose maps
/// compose two launches' accesses (a run-time row length that is not a power of two, such
/// as 688 floats, needs tens of millions of operations at a thousand tokens).
const PAIR_OPERATIONS: u64 = 50_000_000;

/// Consumer grids larger than this are not enumerated for counts.
const COUNTED_BLOCKS: i64 = 16_384;

/// How producer blocks signal and consumer blocks wait (see the module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TilePolicy {
    Tile,
    ProducerRows,
    ProducerColumns,
    ConsumerRows,
    ConsumerColumns,
}

impl TilePolicy {
    /// The counters a consumer block with this image waits on, and the posts each needs.
    pub fn waits_of(self, image: &ImageSize, producer_grid: &[i64]) -> (u64, u64) {
        match Counter::of(self) {
            Counter::EachProducerBlock => (image.blocks, 1),
            Counter::ProducerGroup { kept: [1, 2] } => (image.rows, producer_grid[0] as u64),
            Counter::ProducerGroup { .. } => (image.columns, producer_grid[1] as u64),
            Counter::ConsumerGroup { .. } => (u64::from(image.blocks > 0), image.blocks),
        }
    }
}

impl std::fmt::Display for TilePolicy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            TilePolicy::Tile => "tile",
            TilePolicy::ProducerRows => "producer rows",
            TilePolicy::ProducerColumns => "producer columns",
            TilePolicy::ConsumerRows => "consumer rows",
            TilePolicy::ConsumerColumns => "consumer columns",
        })
    }
}

/// What a policy costs on constant grids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PolicyCounts {
    /// Counters some consumer block waits on.
    pub semaphores: u64,
    /// Counters one consumer block waits on: fewest, most.
    pub waits: (u64, u64),
    /// Posts one wait needs: fewest, most.
    pub posts_per_wait: (u64, u64),
}

/// A policy the map allows, with its counts where the grids are known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PolicyFit {
    pub policy: TilePolicy,
    /// Reported as the counts, or `{"not_counted": reason}`.
    #[serde(serialize_with = "counts_or_reason")]
    pub counts: Result<PolicyCounts, NotCounted>,
}

fn counts_or_reason<S: serde::Serializer>(
    counts: &Result<PolicyCounts, NotCounted>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    match counts {
        Ok(counts) => counts.serialize(serializer),
        Err(why) => {
            let mut map = serializer.serialize_map(Some(1))?;
            map.serialize_entry("not_counted", &why.to_string())?;
            map.end()
        }
    }
}

/// Why a policy's counts are not given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotCounted {
    GridNotConstant,
    /// Inside host loops, the map differs between iterations.
    VariesWithIteration,
    /// More consumer blocks than `COUNTED_BLOCKS`.
    TooManyBlocks(i64),
    /// The pair has no exact block map.
    NoBlockMap,
    /// One host iteration's map still names run-time values (its blocks cannot be listed).
    SymbolicSizes,
    /// More block pairs than `LISTED_PAIRS`.
    TooManyPairs,
    /// ISL gave up (its operation bound, or an internal error).
    IslGaveUp,
}

impl std::fmt::Display for NotCounted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotCounted::GridNotConstant => f.write_str("a grid is not a compile-time constant"),
            NotCounted::VariesWithIteration => f.write_str("the map differs between host-loop iterations"),
            NotCounted::TooManyBlocks(blocks) => {
                write!(f, "{blocks} consumer blocks, more than the {COUNTED_BLOCKS} enumerated")
            }
            NotCounted::NoBlockMap => f.write_str("the pair has no exact block map"),
            NotCounted::SymbolicSizes => f.write_str("the map of one host iteration depends on run-time values"),
            NotCounted::TooManyPairs => write!(f, "more than {LISTED_PAIRS} block pairs"),
            NotCounted::IslGaveUp => f.write_str("ISL gave up listing the block pairs"),
        }
    }
}

/// Why a pair's tile dependences are not given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileReject {
    /// Some access is unknown or wider than the truth, so the map would be too.
    NotExact(Vec<EffectsGap>),
    /// The two launches are not inside the same host loops.
    DifferentHostLoops,
    /// The two launches run on different host paths (a consumer waiting for a producer
    /// that did not run would wait forever).
    ControlDependent,
    /// The consumer also depends on `launch`, an earlier launch that may still be running
    /// when the producer's blocks are done (the semaphores order nothing else).
    DependsOnAnotherLaunch {
        launch: String,
    },
    /// No block-level relation for a dependence through this buffer.
    NoBlockRelation {
        buffer: BufferName,
    },
    /// A dependence that writes memory the UAR does not trace to a buffer.
    UntracedDependence,
    IslGaveUp(IslError),
}

impl std::fmt::Display for TileReject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TileReject::NotExact(gaps) => write!(f, "the block map would not be exact: {}", Gaps(gaps)),
            TileReject::DifferentHostLoops => f.write_str("the launches are not inside the same host loops"),
            TileReject::ControlDependent => f.write_str("control-dependent: the launches run on different host paths"),
            TileReject::DependsOnAnotherLaunch { launch } => {
                write!(f, "the consumer also depends on {launch}, which may still be running")
            }
            TileReject::NoBlockRelation { buffer } => write!(f, "no block-level relation on {buffer}"),
            TileReject::UntracedDependence => f.write_str("a dependence goes through memory not traced to a buffer"),
            TileReject::IslGaveUp(message) => write!(f, "isl gave up ({message})"),
        }
    }
}

impl Reason for TileReject {
    /// The remark name of a pair left unanalysed (`-pass-remarks-missed=tile-sync`).
    fn remark_name(&self) -> &'static str {
        match self {
            TileReject::ControlDependent => "ControlDependent",
            TileReject::DependsOnAnotherLaunch { .. } => "DependsOnAnotherLaunch",
            _ => "NoExactBlockMap",
        }
    }
}

/// Reports show the reason as its text.
impl Serialize for TileReject {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Two consecutive launches joined by a global dependence, and their tile dependences.
#[derive(Clone, Debug, Serialize)]
pub struct TilePair {
    pub producer: StatementId,
    pub consumer: StatementId,
    /// The data dependences joining them: kind and buffer (`RAW buf7`).
    pub dependences: Vec<String>,
    /// ISL map from consumer blocks to the producer blocks they wait for, both
    /// `S[host counters, ctaid_x, ctaid_y, ctaid_z]`.
    pub block_map: Option<String>,
    pub policies: Vec<PolicyFit>,
    pub reject: Option<TileReject>,
    /// Host synchronisations between the two launches: the semaphores order the consumer
    /// after what it needs, so they order nothing once the pair is tile-synchronised.
    pub synchronisations_between: Vec<StatementId>,
    /// Each consumer block's image, in dispatch order, where the policies are counted
    /// (what `tile_cost` models with).
    #[serde(skip)]
    pub images: Vec<ImageSize>,
}

/// The stable text of the pairs (`print<uar;tile-deps>`): per pair, its dependences and
/// map or why not, then one line per policy.
pub fn print(pairs: &[TilePair], program: &HostProgram) -> String {
    let mut text = String::new();
    for pair in pairs {
        let (producer, consumer) = (&program.statements[pair.producer].name, &program.statements[pair.consumer].name);
        let what = match (&pair.block_map, &pair.reject) {
            (_, Some(reject)) => format!("not analysed: {reject}"),
            (Some(map), None) => map.clone(),
            (None, None) => String::new(),
        };
        text.push_str(&format!("tile-deps {producer} -> {consumer} ({}): {what}\n", pair.dependences.join(", ")));
        for fit in &pair.policies {
            let range = |(low, high): (u64, u64)| match low == high {
                true => low.to_string(),
                false => format!("{low}-{high}"),
            };
            let counts = match &fit.counts {
                Ok(c) => format!(
                    ": semaphores {}, waits per consumer block {}, posts per wait {}",
                    c.semaphores,
                    range(c.waits),
                    range(c.posts_per_wait)
                ),
                Err(why) => format!(" (not counted: {why})"),
            };
            text.push_str(&format!("  policy {}{counts}\n", fit.policy));
        }
    }
    text
}

/// The tile dependences of every pair of consecutive launches joined by a dependence
/// that is global at block level in one iteration of their host loops.
pub fn tile_dependences(program: &HostProgram, uar: &UnifiedGraph) -> Vec<TilePair> {
    consecutive_launches(program)
        .into_iter()
        .filter_map(|(producer, consumer)| {
            let edges: Vec<&Edge> =
                uar.graph.edges_connecting(node(uar, producer), node(uar, consumer)).map(|e| e.weight()).collect();
            let mut pair =
                edges.iter().any(|edge| is_global(edge)).then(|| pair(program, (producer, consumer), &edges))?;
            if let (None, Some(other)) = (&pair.reject, other_dependence(program, uar, consumer, producer)) {
                let reject = TileReject::DependsOnAnotherLaunch { launch: program.statements[other].name.clone() };
                (pair.block_map, pair.policies, pair.images, pair.reject) =
                    (None, Vec::new(), Vec::new(), Some(reject));
            }
            Some(pair)
        })
        .collect()
}

/// An earlier launch of `consumer`'s function other than `producer` that it depends on
/// (through memory), since the last synchronisation point before it that is not a host
/// synchronisation, if any. The pair's semaphores order the consumer after the producer
/// blocks it needs, not after that launch, which may still be running (in a chain
/// A -> B -> C -> D of tile-synchronised pairs, D's write of what A wrote would race A's).
fn other_dependence(
    program: &HostProgram,
    uar: &UnifiedGraph,
    consumer: StatementId,
    producer: StatementId,
) -> Option<StatementId> {
    let function = &program.statements[consumer].function;
    let earlier = program.statements.iter_enumerated().take(consumer.0).rev();
    let since_point = earlier
        .filter(|(_, s)| &s.function == function)
        .take_while(|(_, s)| !s.kind.is_synchronisation() || matches!(s.kind, StatementKind::Synchronize));
    let mut launches = since_point.filter(|(id, s)| *id != producer && s.kind.launch().is_some());
    launches
        .find(|(earlier, _)| {
            let mut edges = uar.graph.edges_connecting(node(uar, *earlier), node(uar, consumer));
            edges.any(|e| e.weight().kind != EdgeKind::Virtual)
        })
        .map(|(earlier, _)| earlier)
}

fn node(uar: &UnifiedGraph, statement: StatementId) -> NodeIndex {
    let node = NodeIndex::new(statement.0);
    debug_assert_eq!(uar.graph[node].statement, statement, "the UAR adds one vertex per statement, in order");
    node
}

/// Each launch with the launch before it in its host function, when no synchronisation
/// point other than a host synchronisation lies between them (those order nothing the
/// pair's semaphores do not, as long as the consumer depends on no other launch still
/// running: `other_dependence`) and it can follow that launch in one iteration.
fn consecutive_launches(program: &HostProgram) -> Vec<(StatementId, StatementId)> {
    let mut pairs = Vec::new();
    for (consumer, later) in program.statements.iter_enumerated() {
        let earlier_statements = program.statements.iter_enumerated().take(consumer.0).rev();
        let mut same_function = earlier_statements
            .filter(|(_, s)| s.function == later.function && !matches!(s.kind, StatementKind::Synchronize));
        let previous = same_function.find(|(_, s)| s.kind.launch().is_some() || s.kind.is_synchronisation());
        if let (true, Some((producer, earlier))) = (later.kind.launch().is_some(), previous) {
            if earlier.kind.launch().is_some() && earlier.followers.binary_search(&consumer).is_ok() {
                pairs.push((producer, consumer));
            }
        }
    }
    pairs
}

/// Is the edge a dependence that is global in one iteration of the host loops?
fn is_global(edge: &Edge) -> bool {
    let width = match &edge.one_iteration {
        OneIteration::AllPairs => edge.width.as_ref(),
        OneIteration::Pairs { width } => width.as_ref(),
        OneIteration::LaterIterationsOnly | OneIteration::NoPair => None,
    };
    edge.kind != EdgeKind::Virtual && width.is_some_and(|w| w.width == DependenceWidth::Global)
}

fn pair(program: &HostProgram, (producer, consumer): (StatementId, StatementId), edges: &[&Edge]) -> TilePair {
    let data: Vec<&&Edge> = edges.iter().filter(|e| e.kind.writes().is_some()).collect();
    let dependences =
        data.iter().map(|e| format!("{} {}", e.kind, e.buffer.as_ref().map_or("?", BufferName::as_str))).collect();
    let (earlier, later) = (&program.statements[producer], &program.statements[consumer]);
    let analysis = block_map(earlier, later, edges).and_then(|map| {
        let (policies, images) = policies(earlier, later, &map)?;
        Ok((map, policies, images))
    });
    let (block_map, policies, images, reject) = match analysis {
        Ok((map, policies, images)) => (Some(map), policies, images, None),
        Err(reject) => (None, Vec::new(), Vec::new(), Some(reject)),
    };
    let synchronisations_between = program.synchronisations_between(producer, consumer);
    TilePair { producer, consumer, dependences, block_map, policies, reject, synchronisations_between, images }
}

/// The union of `C ∘ P⁻¹` over the pair's data dependences, in one iteration.
fn block_map(earlier: &HostStatement, later: &HostStatement, edges: &[&Edge]) -> Result<String, TileReject> {
    let gaps: Vec<EffectsGap> = edges.iter().flat_map(|e| e.approximations.iter().cloned()).collect();
    if !gaps.is_empty() || edges.iter().any(|e| e.kind == EdgeKind::Unknown) {
        return Err(TileReject::NotExact(gaps));
    }
    if !earlier.same_loops(later) {
        return Err(TileReject::DifferentHostLoops);
    }
    if earlier.control != later.control {
        return Err(TileReject::ControlDependent);
    }
    let mut ends = Vec::new();
    for edge in edges.iter().filter(|e| e.kind.writes().is_some()) {
        let buffer = edge.buffer.clone().ok_or(TileReject::UntracedDependence)?;
        let end = block_ends(earlier, later, &buffer, edge.kind);
        ends.push(end.ok_or(TileReject::NoBlockRelation { buffer })?);
    }
    let names = TupleNames::new(earlier, later);
    query_bounded(PAIR_OPERATIONS, |q| {
        let mut map = q.map(&names.same_iteration())?;
        let mut union: Option<IslMap> = None;
        for (producer, consumer) in &ends {
            let waits = q.map(consumer)?.apply_range(q.map(producer)?.reverse()?)?;
            union = Some(match union {
                None => waits,
                Some(so_far) => so_far.union(waits)?,
            });
        }
        if let Some(union) = union {
            map = map.intersect(union)?;
        }
        map.coalesce()?.text()
    })
    .map_err(TileReject::IslGaveUp)
}

/// The tuple names and dimensions of a pair's block instances.
struct TupleNames<'a> {
    producer: &'a str,
    consumer: &'a str,
    host_dims: usize,
}

impl<'a> TupleNames<'a> {
    fn new(earlier: &'a HostStatement, later: &'a HostStatement) -> TupleNames<'a> {
        TupleNames { producer: &earlier.name, consumer: &later.name, host_dims: earlier.loops.len() }
    }

    /// `name[t0, .., prefix0, prefix1, prefix2]`: the host counters shared by every tuple.
    fn tuple(&self, name: &str, prefix: &str) -> Tuple {
        self.tuple_at(name, "t", prefix)
    }

    /// `tuple` with the host counters named `host0, ..`.
    fn tuple_at(&self, name: &str, host: &str, prefix: &str) -> Tuple {
        Tuple::new(name, numbered(host, self.host_dims).into_iter().chain(numbered(prefix, 3)))
    }

    /// Consumer blocks to producer blocks of the same host iteration.
    fn same_iteration(&self) -> String {
        Relation::map(self.tuple(self.consumer, "w"), self.tuple(self.producer, "u"), Condition::TRUE).to_string()
    }

    /// Blocks of one launch to the blocks of the same launch agreeing on the unit
    /// dimensions `kept` (0 = x, 1 = y, 2 = z).
    fn same_group(&self, name: &str, kept: &[u32]) -> String {
        let equal = Condition::all(kept.iter().map(|d| Condition::equal(format!("b{d}"), format!("a{d}"))));
        Relation::map(self.tuple(name, "a"), self.tuple(name, "b"), equal).to_string()
    }
}

/// The block domain of a launch, as a set of `TupleNames::tuple` instances.
fn grid(q: &IslQuery, statement: &HostStatement, names: &TupleNames) -> IslResult<IslSet> {
    let launch = statement.kind.launch().expect("tile pairs are launches");
    let constraints = grid_constraints(&statement.name, launch, names.host_dims > 0);
    let axes = ["ctaid_x", "ctaid_y", "ctaid_z"].map(String::from);
    let tuple = Tuple::new(&statement.name, numbered("t", names.host_dims).into_iter().chain(axes));
    q.set(&Relation::set(tuple, Condition::all(constraints)).to_string())
}

/// Which policies the map allows (see the module doc), with their counts, and the
/// consumer blocks' images where counted.
fn policies(
    earlier: &HostStatement,
    later: &HostStatement,
    map: &str,
) -> Result<(Vec<PolicyFit>, Vec<ImageSize>), TileReject> {
    let names = TupleNames::new(earlier, later);
    let fits = query_bounded(PAIR_OPERATIONS, |q| {
        let waits = q.map(map)?;
        let (producer_grid, consumer_grid) = (grid(q, earlier, &names)?, grid(q, later, &names)?);
        let mut fits = vec![TilePolicy::Tile];
        for (policy, kept) in [(TilePolicy::ProducerRows, [1, 2]), (TilePolicy::ProducerColumns, [0, 2])] {
            // A group of one block is the tile policy again.
            if constant_grid(earlier).is_some_and(|grid| grid[dropped_axis(kept) as usize] == 1) {
                continue;
            }
            let same = q.map(&names.same_group(names.producer, &kept))?.intersect_range(producer_grid.copy()?)?;
            if waits.copy()?.apply_range(same)?.is_subset(&waits)? {
                fits.push(policy);
            }
        }
        for (policy, kept) in [(TilePolicy::ConsumerRows, [1, 2]), (TilePolicy::ConsumerColumns, [0, 2])] {
            let same = q
                .map(&names.same_group(names.consumer, &kept))?
                .intersect_domain(consumer_grid.copy()?)?
                .intersect_range(consumer_grid.copy()?)?;
            let image_by_key = same.copy()?.apply_range(waits.copy()?)?.is_subset(&waits)?;
            let sharing = waits.copy()?.apply_range(waits.copy()?.reverse()?)?;
            if image_by_key && sharing.is_subset(&same)? {
                fits.push(policy);
            }
        }
        Ok(fits)
    })
    .map_err(TileReject::IslGaveUp)?;
    let counted = match counting_map(&names, map)? {
        Ok(one_iteration) => counted(earlier, later, &one_iteration, &fits)?,
        Err(why) => Err(why),
    };
    let producer_grid = constant_grid(earlier).unwrap_or_default();
    let fit = |(index, &policy): (usize, &TilePolicy)| PolicyFit {
        policy,
        counts: counted
            .as_ref()
            .map_err(|why| *why)
            .map(|(semaphores, images)| policy_counts(policy, semaphores[index], images, &producer_grid)),
    };
    let fits = fits.iter().enumerate().map(fit).collect();
    Ok((fits, counted.map(|(_, images)| images).unwrap_or_default()))
}

/// The map of one host iteration with the host counters dropped (the map itself outside
/// host loops), when every iteration that has a dependence has the same map: the counts
/// of that iteration then hold for each.
fn counting_map(names: &TupleNames, map: &str) -> Result<Result<String, NotCounted>, TileReject> {
    let host = names.host_dims as u32;
    if host == 0 {
        return Ok(Ok(map.to_string()));
    }
    query_bounded(PAIR_OPERATIONS, |q| {
        let waits = q.map(map)?;
        let (consumer, producer) = (names.consumer, names.producer);
        let any = |from: Tuple, to: Tuple| q.map(&Relation::map(from, to, Condition::TRUE).to_string());
        let other_iteration =
            |name: &str, from: &str, to: &str| any(names.tuple_at(name, from, "w"), names.tuple_at(name, to, "w"));
        let any_block = any(names.tuple(consumer, "w"), names.tuple(consumer, "v"))?;
        // Every iteration's pairs moved into every iteration that has a pair.
        let iterations = waits.copy()?.domain()?.apply(any_block)?;
        let moved = other_iteration(consumer, "t", "s")?
            .apply_range(waits.copy()?)?
            .apply_range(other_iteration(producer, "s", "t")?)?
            .intersect(q.map(&names.same_iteration())?)?
            .intersect_domain(iterations)?;
        if !moved.is_subset(&waits)? {
            return Ok(Err(NotCounted::VariesWithIteration));
        }
        let first = waits.copy()?.domain()?.project_out(host, 3)?.lexmin()?.sample_point()?;
        let mut one = waits;
        for dim in 0..host {
            one = one.fix_input(dim, first.coordinate(dim)? as i32)?;
        }
        let one = one
            .project_out_inputs(0, host)?
            .project_out_outputs(0, host)?
            .name_input(consumer)?
            .name_output(producer)?;
        Ok(Ok(one.coalesce()?.text()?))
    })
    .map_err(TileReject::IslGaveUp)
}

/// Per policy, the semaphores some consumer block waits on; per consumer block, its image.
type Counted = (Vec<u64>, Vec<ImageSize>);

/// `Counted` for the policies `fits`, from the map of one iteration (no host counters).
fn counted(
    earlier: &HostStatement,
    later: &HostStatement,
    one_iteration: &str,
    fits: &[TilePolicy],
) -> Result<Result<Counted, NotCounted>, TileReject> {
    let images = match image_sizes(earlier, later, one_iteration)? {
        Ok(images) => images,
        Err(why) => return Ok(Err(why)),
    };
    let semaphores = query_bounded(PAIR_OPERATIONS, |q| {
        let waits = q.map(one_iteration)?;
        fits.iter()
            .map(|policy| match Counter::of(*policy) {
                Counter::EachProducerBlock => count(waits.copy()?.range()?),
                Counter::ProducerGroup { kept } => count(keep(waits.copy()?.range()?, kept)?),
                Counter::ConsumerGroup { kept } => count(keep(waits.copy()?.domain()?, kept)?),
            })
            .collect::<IslResult<Vec<u64>>>()
    })
    .map_err(TileReject::IslGaveUp)?;
    Ok(Ok((semaphores, images)))
}

/// What one counter of a policy stands for.
enum Counter {
    EachProducerBlock,
    /// Producer blocks agreeing on the `kept` axes post to one.
    ProducerGroup {
        kept: [u32; 2],
    },
    /// Consumer blocks agreeing on the `kept` axes wait on one.
    ConsumerGroup {
        kept: [u32; 2],
    },
}

impl Counter {
    fn of(policy: TilePolicy) -> Counter {
        match policy {
            TilePolicy::Tile => Counter::EachProducerBlock,
            TilePolicy::ProducerRows => Counter::ProducerGroup { kept: [1, 2] },
            TilePolicy::ProducerColumns => Counter::ProducerGroup { kept: [0, 2] },
            TilePolicy::ConsumerRows => Counter::ConsumerGroup { kept: [1, 2] },
            TilePolicy::ConsumerColumns => Counter::ConsumerGroup { kept: [0, 2] },
        }
    }
}

/// A launch's grid when every extent is a compile-time constant.
fn constant_grid(statement: &HostStatement) -> Option<Vec<i64>> {
    statement.kind.launch()?.grid.iter().copied().collect()
}

/// The number of points of a bounded set (parameters make it unbounded: 0).
fn count(set: IslSet) -> IslResult<u64> {
    if !set.is_bounded()? || set.parameters()? > 0 {
        return Ok(0);
    }
    Ok(set.count()?.max(0) as u64)
}

/// `set` of blocks (no host counters) with only the `kept` axes.
fn keep(set: IslSet, kept: [u32; 2]) -> IslResult<IslSet> {
    set.project_out(dropped_axis(kept), 1)
}

/// The unit axis (0 = x, 1 = y, 2 = z) a group of blocks does not fix.
fn dropped_axis(kept: [u32; 2]) -> u32 {
    (0..3).find(|axis| !kept.contains(axis)).expect("two of three axes kept")
}

/// How many producer blocks, rows `(y, z)` and columns `(x, z)` one consumer block waits
/// for, and the last of those blocks in dispatch order (linear, x fastest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageSize {
    pub blocks: u64,
    pub rows: u64,
    pub columns: u64,
    pub last_block: Option<u64>,
}

/// Consumer blocks enumerated per ISL query (each query has an operation budget).
const BLOCKS_PER_QUERY: i64 = 256;

/// The image size of every consumer block in the map of one iteration `map` (no host
/// counters), where the grids allow counts (see the module doc).
fn image_sizes(
    earlier: &HostStatement,
    later: &HostStatement,
    map: &str,
) -> Result<Result<Vec<ImageSize>, NotCounted>, TileReject> {
    let (Some(producer_grid), Some(consumer_grid)) = (constant_grid(earlier), constant_grid(later)) else {
        return Ok(Err(NotCounted::GridNotConstant));
    };
    let blocks = consumer_grid.iter().product::<i64>();
    if blocks > COUNTED_BLOCKS {
        return Ok(Err(NotCounted::TooManyBlocks(blocks)));
    }
    let [width, height, _] = consumer_grid[..] else { unreachable!("grids have three axes") };
    let mut sizes = Vec::with_capacity(blocks as usize);
    for first in (0..blocks).step_by(BLOCKS_PER_QUERY as usize) {
        let chunk = query_bounded(PAIR_OPERATIONS, |q| {
            let waits = q.map(map)?;
            let dispatch_order = q.map(&dispatch_order(&earlier.name, &producer_grid).to_string())?;
            (first..blocks.min(first + BLOCKS_PER_QUERY))
                .map(|linear| {
                    let (x, y, z) = (linear % width, linear / width % height, linear / (width * height));
                    let block =
                        q.set(&Relation::set(Tuple::new(&later.name, [x, y, z]), Condition::TRUE).to_string())?;
                    let image = waits.copy()?.intersect_domain(block)?.range()?;
                    let last = image.copy()?.apply(dispatch_order.copy()?)?.lexmax()?;
                    Ok(ImageSize {
                        blocks: count(image.copy()?)?,
                        rows: count(keep(image.copy()?, [1, 2])?)?,
                        columns: count(keep(image, [0, 2])?)?,
                        last_block: match last.is_empty()? {
                            true => None,
                            false => Some(last.sample_point()?.coordinate(0)? as u64),
                        },
                    })
                })
                .collect::<IslResult<Vec<ImageSize>>>()
        });
        sizes.extend(chunk.map_err(TileReject::IslGaveUp)?);
    }
    Ok(Ok(sizes))
}

/// `{ S[x, y, z] -> [x + gx*y + gx*gy*z] }`: the producer's blocks to their place in
/// dispatch order (linear, x fastest) on `grid`.
fn dispatch_order(producer: &str, grid: &[i64]) -> Relation {
    let axis = |name: &str, stride: i64| AffineExpr::symbol(name).scale(stride);
    let linear = axis("x", 1).add(&axis("y", grid[0])).add(&axis("z", grid[0] * grid[1]));
    Relation::map(Tuple::new(producer, ["x", "y", "z"]), Tuple::anonymous([linear]), Condition::TRUE)
}

/// A policy's counts from the consumer blocks' image sizes.
fn policy_counts(policy: TilePolicy, semaphores: u64, images: &[ImageSize], producer_grid: &[i64]) -> PolicyCounts {
    let (mut waits, mut posts) = (Range::default(), Range::default());
    for image in images {
        let (waited, posts_per_wait) = policy.waits_of(image, producer_grid);
        waits.widen(waited);
        if waited > 0 {
            posts.widen(posts_per_wait);
        }
    }
    PolicyCounts { semaphores, waits: waits.bounds(), posts_per_wait: posts.bounds() }
}

/// The fewest and the most of some counts.
#[derive(Default)]
struct Range(Option<(u64, u64)>);

impl Range {
    fn widen(&mut self, value: u64) {
        self.0 = Some(self.0.map_or((value, value), |(low, high)| (low.min(value), high.max(value))));
    }

    fn bounds(&self) -> (u64, u64) {
        self.0.unwrap_or((0, 0))
    }
}

/// Pairs `block_pairs` lists at most (a wait table of this many entries is already
/// megabytes).
const LISTED_PAIRS: usize = 1 << 22;

/// Every (consumer block, producer block) pair of one host iteration of `pair`, both
/// linear (x fastest): what a wait table is built from. Needs an analysed pair whose counts
/// were given (constant grids, the same map in every iteration).
pub fn block_pairs(pair: &TilePair, program: &HostProgram) -> Result<Vec<(u32, u32)>, NotCounted> {
    let (earlier, later) = (&program.statements[pair.producer], &program.statements[pair.consumer]);
    let map = pair.block_map.as_deref().ok_or(NotCounted::NoBlockMap)?;
    let names = TupleNames::new(earlier, later);
    let one_iteration = counting_map(&names, map).map_err(|_| NotCounted::IslGaveUp)??;
    let (Some(producer_grid), Some(consumer_grid)) = (constant_grid(earlier), constant_grid(later)) else {
        return Err(NotCounted::GridNotConstant);
    };
    let points = query_bounded(PAIR_OPERATIONS, |q| {
        let pairs = q.map(&one_iteration)?.wrap()?;
        if pairs.parameters()? > 0 || !pairs.is_bounded()? {
            return Ok(Err(NotCounted::SymbolicSizes));
        }
        Ok(pairs.points(LISTED_PAIRS)?.ok_or(NotCounted::TooManyPairs))
    })
    .map_err(|_| NotCounted::IslGaveUp)??;
    let linear = |grid: &[i64], point: &[i64]| (point[0] + grid[0] * (point[1] + grid[1] * point[2])) as u32;
    Ok(points.iter().map(|point| (linear(&consumer_grid, &point[..3]), linear(&producer_grid, &point[3..]))).collect())
}

/// A consumer block and a producer block it waits for, each `[x, y, z]`.
pub type BlockPair = ([u32; 3], [u32; 3]);

/// Pairs per ISL query in `pairs_outside`.
const PAIRS_PER_QUERY: usize = 128;

/// The pairs of `pairs` that `block_map` (a `TilePair::block_map` of launches outside host
/// loops, between tuples `consumer` and `producer`) does not contain: what an execution
/// that observed them proves the map missed.
pub fn pairs_outside(
    block_map: &str,
    (consumer, producer): (&str, &str),
    pairs: &[BlockPair],
) -> Result<Vec<BlockPair>, IslError> {
    let text = |pairs: &[BlockPair]| {
        let pair =
            |(c, p): &BlockPair| Relation::map(Tuple::new(consumer, c), Tuple::new(producer, p), Condition::TRUE);
        Relation::union(pairs.iter().map(pair)).to_string()
    };
    let mut outside = Vec::new();
    for chunk in pairs.chunks(PAIRS_PER_QUERY) {
        let inside = |pairs: &[BlockPair]| {
            query_bounded(PAIR_OPERATIONS, |q| q.map(&text(pairs))?.is_subset(&q.map(block_map)?))
        };
        if inside(chunk)? {
            continue;
        }
        for pair in chunk {
            if !inside(std::slice::from_ref(pair))? {
                outside.push(*pair);
            }
        }
    }
    Ok(outside)
}

/// The number of (consumer block, producer block) pairs in `block_map` (bounded, no
/// parameters).
pub fn pair_count(block_map: &str) -> Result<u64, IslError> {
    query_bounded(PAIR_OPERATIONS, |q| count(q.map(block_map)?.wrap()?))
}
