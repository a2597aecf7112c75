//! The ISL glue of `ascend-sync`: an `Access` in its context (`InstanceContext`: the loops
//! around its op, the guards of dominating branches, the defined symbols) becomes the
//! text of an integer set over byte addresses, and two such instances give the
//! dependence polyhedra (the bytes both touch, with the shared loop counters equal, or
//! carried by one shared loop).
//!
//! Invariants: every ISL object lives on this thread's context and stays in this module:
//! each access's constraints as read (`SideSets`, by text, emptied when full) for the
//! thread, a pair's combined set (`BothSides`) for that pair's tests, anything else for
//! one query; only text and numbers leave (parameters sorted by name, so the text is
//! stable). Results never under-approximate: whatever cannot be expressed (a whole
//! buffer, a symbolic stride, an alias that cannot be ruled out, ISL giving up) widens
//! the answer and is listed in `approximations`; a guard only removes instances where it
//! does not hold. Symbols that are not counters of the enclosing loops or defined symbols
//! (kernel arguments, `block_idx`, opaque values) are ISL parameters shared by both sides
//! and assumed to be loop-invariant; loop counters start at 0; a defined symbol (`Definition`: a quotient of a mask, a division or remainder by
//! a constant, or a min/max) is a variable of its side bound by its definition, so it may
//! vary with the counters.

use crate::affine::{AffineCondition, AffineExpr, Definition};
use crate::footprint::{Access, IterationResidue, LoopDim, MemoryBase, Region, StridedDim};
use isl_rs::{Aff, Constraint, Context, DimType, LocalSpace, Options, Set};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use syncfuse_hardware::ascend::AddressSpace;

/// ISL's `ISL_ON_ERROR_CONTINUE`: errors come back as values, nothing is printed.
const ISL_ON_ERROR_CONTINUE: i32 = 1;
/// Bound on ISL's work per query; beyond it the answer is "may overlap".
pub(crate) const ISL_MAX_OPERATIONS: u64 = 2_000_000;
/// A symbolic stride over a constant count up to this is enumerated exactly.
const MAX_ENUMERATED_COUNT: i64 = 16;

/// Answers kept per thread before the cache is emptied.
const MAX_CACHED_ANSWERS: usize = 1 << 16;

/// An ISL answer: the overlapping bytes (`None`: empty) or ISL's error message.
type Answer = Result<Option<String>, IslError>;

thread_local! {
    static ISL: Context = new_context();
    /// Answers by query text: unrolled kernels ask the same question many times.
    static ANSWERS: ShapeMemo<Answer> = ShapeMemo::default();
    /// Carried overlaps and their smallest distance, by query text.
    static CARRIED: ShapeMemo<Result<Option<(String, u32)>, IslError>> = ShapeMemo::default();
    /// Each side of a query as read by ISL (see `BothSides`).
    static SIDES: SideSets = SideSets::default();
}

fn new_context() -> Context {
    let ctx = Context::alloc();
    // Failing to switch the error mode only makes ISL print its errors; still correct.
    let _ = Options::set_on_error(&ctx, ISL_ON_ERROR_CONTINUE);
    ctx.set_max_operations(ISL_MAX_OPERATIONS);
    ctx
}

/// Iteration distances of carried instances are told apart up to this many iterations.
pub const DISTANCES_TOLD_APART: u32 = 4;

/// The overlapping bytes of two accesses, as ISL set texts over parameters and the byte
/// address `a` (loop counters projected out), or a `may-alias(..)` text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DependencePolyhedra {
    /// All shared loop counters equal (`None`: no overlap).
    pub intra_iteration: Option<String>,
    /// The instances carried by each shared loop that has some.
    pub carried: Vec<CarriedOverlap>,
    /// Where the answer is wider than the truth, and why.
    pub approximations: Vec<String>,
}

/// The instances of a dependence carried by the shared loop at `depth`: counters equal
/// above it, the source's counter smaller at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarriedOverlap {
    pub depth: usize,
    pub bytes: String,
    /// Every carried instance is at least this many iterations of the loop apart: the
    /// smallest distance when it is below `DISTANCES_TOLD_APART`, else that bound.
    pub min_distance: u32,
}

impl DependencePolyhedra {
    pub fn is_empty(&self) -> bool {
        self.intra_iteration.is_none() && self.carried.is_empty()
    }
}

/// The dependence test between the accesses of two ops: `src` (around it `src_loops`,
/// outermost first) and `dst`, whose `common` outermost loops are the same loops.
pub fn dependence_polyhedra(
    src: &Access,
    src_loops: &[LoopDim],
    dst: &Access,
    dst_loops: &[LoopDim],
    common: usize,
) -> DependencePolyhedra {
    let (src, dst) = (AccessInstance::new(src, src_loops), AccessInstance::new(dst, dst_loops));
    dependence_between(&src, &dst, common, true)
}

/// The bytes one access touches over all iterations of its loops, as ISL text.
pub fn footprint_set(access: &Access, loops: &[LoopDim]) -> String {
    let instance = AccessInstance::new(access, loops);
    let tuple = tuple_name(access);
    let sides = vec![&instance.side];
    let query = Query { tuple: &tuple, sides, order: Vec::new(), with_region: true };
    match query.overlap() {
        Ok(Some(text)) => text,
        Ok(None) => format!("{{ {tuple}[a] : false }}"),
        Err(message) => format!("{{ {tuple}[a] }} (isl: {message})"),
    }
}

/// One past the highest byte an access can touch, over every iteration of its loops and
/// every value of the parameters (`Some(0)`: none); `None` when that is unbounded or the
/// region is not affine. What a fused kernel needs to place a fragment's local buffers.
pub fn byte_limit(access: &Access, context: &InstanceContext) -> Option<i64> {
    if matches!(access.region, Region::Whole { .. }) {
        return None;
    }
    let instance = AccessInstance::in_context(access, context);
    match instance.bounds {
        ByteBounds::Empty => return Some(0),
        ByteBounds::Within(_, high) => return i64::try_from(high).ok(),
        ByteBounds::Unknown => {}
    }
    let tuple = tuple_name(access);
    let query = Query { tuple: &tuple, sides: vec![&instance.side], order: Vec::new(), with_region: true };
    let Some(bytes) = query.overlap().ok()? else { return Some(0) };
    let highest = with_context(|ctx| {
        let highest = Set::read_from_str(ctx, &bytes)?.dim_max_val(0)?;
        Ok(if highest.is_int()? { Some(highest.get_num_si()?) } else { None })
    });
    highest.ok().flatten().map(|byte| byte + 1)
}

/// The union of two byte-set texts, coalesced; `None` when ISL cannot read both as sets
/// of one space (different bases, or a `may-alias(..)` text).
pub fn union_of(first: &str, second: &str) -> Option<String> {
    ISL.with(|ctx| {
        let union = || -> Result<String, isl_rs::LibISLError> {
            let first = Set::read_from_str(ctx, first)?;
            let second = Set::read_from_str(ctx, second)?;
            Ok(first.union(second)?.coalesce()?.to_str()?.to_string())
        };
        let union = union();
        if union.is_err() {
            ctx.reset_error();
        }
        union.ok()
    })
}

/// The ISL texts with every tuple name (an identifier right before `[`) replaced by a
/// placeholder `_N` numbered by first appearance, `seeded` names numbered first, and the
/// names in placeholder order: queries that differ only in how their statements and
/// buffers are named get one key (`rename_tuples` turns an answer back).
pub fn canonical_tuples(texts: &[&str], seeded: &[&str]) -> (String, Vec<String>) {
    let mut names: Vec<String> = seeded.iter().map(|name| name.to_string()).collect();
    let key = texts
        .iter()
        .map(|text| {
            map_tuple_names(text, |name| {
                let number = names.iter().position(|n| n == name).unwrap_or_else(|| {
                    names.push(name.to_string());
                    names.len() - 1
                });
                format!("_{number}")
            })
        })
        .collect::<Vec<_>>()
        .join(SHAPE_SEPARATOR);
    (key, names)
}

/// Between the texts of one shape (ISL text never holds it).
const SHAPE_SEPARATOR: &str = " | ";

/// The canonical texts of a shape, in the order `canonical_tuples` was given them.
pub fn shape_parts(shape: &str) -> Vec<&str> {
    shape.split(SHAPE_SEPARATOR).collect()
}

/// Answers to one kind of ISL query by its text (or its shape, `canonical_tuples`), for
/// a thread-local memo; emptied when it holds `MAX_CACHED_ANSWERS`.
pub struct ShapeMemo<V> {
    answers: RefCell<HashMap<String, V>>,
}

impl<V> Default for ShapeMemo<V> {
    fn default() -> Self {
        ShapeMemo { answers: RefCell::new(HashMap::new()) }
    }
}

impl<V: Clone> ShapeMemo<V> {
    /// The answer remembered for `shape`, else `compute(shape)`, remembered.
    pub fn answer(&self, shape: String, compute: impl FnOnce(&str) -> V) -> V {
        if let Some(known) = self.answers.borrow().get(&shape) {
            return known.clone();
        }
        let answer = compute(&shape);
        let mut answers = self.answers.borrow_mut();
        if answers.len() >= MAX_CACHED_ANSWERS {
            answers.clear();
        }
        answers.insert(shape, answer.clone());
        answer
    }
}

/// An answer in `canonical_tuples`' placeholders with the tuple names put back.
pub fn rename_tuples(text: &str, names: &[String]) -> String {
    map_tuple_names(text, |placeholder| {
        let number = placeholder.strip_prefix('_').and_then(|n| n.parse::<usize>().ok());
        number.and_then(|n| names.get(n)).cloned().unwrap_or_else(|| placeholder.to_string())
    })
}

/// `text` with each tuple name (an identifier right before `[`) replaced by `rename(name)`.
fn map_tuple_names(text: &str, mut rename: impl FnMut(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let is_name = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
        let start = rest[..open].char_indices().rev().find(|&(_, c)| !is_name(c)).map_or(0, |(i, c)| i + c.len_utf8());
        out.push_str(&rest[..start]);
        if start < open {
            out.push_str(&rename(&rest[start..open]));
        }
        out.push('[');
        rest = &rest[open + 1..];
    }
    out.push_str(rest);
    out
}

/// An ISL error, or a query that exceeded its operation bound: ISL's message, typed until
/// printed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct IslError(String);

/// Runs `query` on this thread's ISL context (the one every other query here uses);
/// an ISL error or exceeding the operation bound comes back as an `IslError`.
pub(crate) fn with_context<R>(query: impl FnOnce(&Context) -> Result<R, isl_rs::LibISLError>) -> Result<R, IslError> {
    with_context_bounded(ISL_MAX_OPERATIONS, query)
}

/// `with_context` with another operation bound for this query (a few queries per program,
/// such as a pair of launches' block map, may afford more than the per-dependence bound).
pub(crate) fn with_context_bounded<R>(
    operations: u64,
    query: impl FnOnce(&Context) -> Result<R, isl_rs::LibISLError>,
) -> Result<R, IslError> {
    ISL.with(|ctx| {
        ctx.reset_operations();
        ctx.set_max_operations(operations);
        let answer = query(ctx);
        ctx.set_max_operations(ISL_MAX_OPERATIONS);
        if answer.is_err() {
            ctx.reset_error();
        }
        answer.map_err(|error| IslError(error.to_string()))
    })
}

/// An access with its loops, prepared once to be tested against many others: its
/// constraints as the source side and as the destination side, and a cheap byte range.
#[derive(Clone, Debug)]
pub struct AccessInstance {
    access: Access,
    loop_count: usize,
    /// Its constraints, the same as a source or as a destination.
    side: SideConstraints,
    bounds: ByteBounds,
    approximations: Vec<String>,
}

impl AccessInstance {
    pub fn new(access: &Access, loops: &[LoopDim]) -> AccessInstance {
        AccessInstance::in_context(access, &InstanceContext { loops, ..InstanceContext::default() })
    }

    /// An access in `context`: its loops, the guards that hold where it runs, and the
    /// defined symbols its region, trip counts or guards may use (each becomes a variable
    /// of its side, bound by its definition).
    pub fn in_context(access: &Access, context: &InstanceContext) -> AccessInstance {
        let loops = context.loops;
        let side = SideConstraints::new(access, context);
        let whole = match &access.region {
            Region::Whole { reason } => Some(format!("{} is the whole buffer: {reason}", describe(access))),
            Region::Strided { .. } => None,
        };
        let approximations = whole.into_iter().chain(side.widened.iter().cloned()).collect();
        AccessInstance {
            access: access.clone(),
            loop_count: loops.len(),
            side,
            bounds: ByteBounds::of(access, loops),
            approximations,
        }
    }

    pub fn access(&self) -> &Access {
        &self.access
    }
}

/// Appends the notes not already present, keeping the order.
fn note_all(notes: &mut Vec<String>, more: &[String]) {
    for note in more {
        if !notes.contains(note) {
            notes.push(note.clone());
        }
    }
}

/// The dependence test on prepared instances (see `dependence_polyhedra`); the
/// intra-iteration polyhedron is computed only if `test_intra` (when `src` does not
/// precede `dst` in an iteration it is of no use).
pub fn dependence_between(
    src: &AccessInstance,
    dst: &AccessInstance,
    common: usize,
    test_intra: bool,
) -> DependencePolyhedra {
    let (a, b) = (&src.access, &dst.access);
    if !(a.write || b.write) || a.space != b.space {
        return DependencePolyhedra::default();
    }
    let common = common.min(src.loop_count).min(dst.loop_count);
    match base_relation(&a.base, &b.base) {
        BaseRelation::Disjoint => DependencePolyhedra::default(),
        BaseRelation::MayAlias => {
            let alias = format!("may-alias({}, {})", base_name(&a.base), base_name(&b.base));
            let tuple = tuple_name(a);
            let tests = OrderTests { common, test_intra, tuple: &tuple, with_region: false };
            let mut result = tests.run(src, dst, |_| alias.clone());
            if !result.is_empty() {
                note_all(&mut result.approximations, &[format!("{alias}: the bases cannot be told apart")]);
            }
            result
        }
        BaseRelation::Same if src.bounds.disjoint_from(&dst.bounds) => DependencePolyhedra::default(),
        BaseRelation::Same => {
            let tuple = tuple_name(a);
            let tests = OrderTests { common, test_intra, tuple: &tuple, with_region: true };
            tests.run(src, dst, |text| text)
        }
    }
}

/// The intra-iteration test (if asked) and one carried test per shared depth.
struct OrderTests<'a> {
    common: usize,
    test_intra: bool,
    tuple: &'a str,
    /// `false`: only test that the iterations can be so ordered (bases that may alias).
    with_region: bool,
}

impl OrderTests<'_> {
    /// Runs the tests; `text` turns an ISL answer into the reported text.
    fn run(&self, src: &AccessInstance, dst: &AccessInstance, text: impl Fn(String) -> String) -> DependencePolyhedra {
        let mut approximations = Vec::new();
        let mut both_sides = BothSides::default();
        let query = |order: Vec<CounterConstraint>| Query {
            tuple: self.tuple,
            sides: vec![&src.side, &dst.side],
            order,
            with_region: self.with_region,
        };
        let whole = || text(format!("{{ {}[a] }}", self.tuple));
        let mut gave_up =
            |message: IslError| approximations.push(format!("isl gave up ({message}): assumed to overlap"));
        let intra_iteration = match self.test_intra {
            false => None,
            true => match query(counter_order(self.common, None)).overlap_with(&mut both_sides) {
                Ok(answer) => answer.map(&text),
                Err(message) => {
                    gave_up(message);
                    Some(whole())
                }
            },
        };
        let carried = (0..self.common)
            .filter_map(|depth| {
                let (bytes, min_distance) = query(counter_order(depth + 1, Some(depth)))
                    .carried(depth, &mut both_sides)
                    .unwrap_or_else(|message| {
                        gave_up(message);
                        Some((whole(), 1))
                    })?;
                Some(CarriedOverlap { depth, bytes: text(bytes), min_distance })
            })
            .collect();
        let mut result = DependencePolyhedra { intra_iteration, carried, approximations };
        if !result.is_empty() {
            note_all(&mut result.approximations, &src.approximations);
            note_all(&mut result.approximations, &dst.approximations);
        }
        result
    }
}

/// Source and destination counters equal at depths `< equal_up_to` except `earlier_at`,
/// where the source's is smaller.
fn counter_order(equal_up_to: usize, earlier_at: Option<usize>) -> Vec<CounterConstraint> {
    (0..equal_up_to)
        .map(|depth| {
            let relation = if Some(depth) == earlier_at { CounterRelation::Before } else { CounterRelation::Equal };
            CounterConstraint { depth, relation }
        })
        .collect()
}

/// How the source's counter `s` and the destination's counter `d` of the shared loop at
/// `depth` relate in a query.
#[derive(Clone, Copy, Debug)]
struct CounterConstraint {
    depth: usize,
    relation: CounterRelation,
}

#[derive(Clone, Copy, Debug)]
enum CounterRelation {
    /// `s = d`.
    Equal,
    /// `s < d`.
    Before,
}

enum BaseRelation {
    /// Offsets are comparable.
    Same,
    /// Never the same bytes.
    Disjoint,
    /// Possibly the same bytes, offsets not comparable.
    MayAlias,
}

fn base_relation(a: &MemoryBase, b: &MemoryBase) -> BaseRelation {
    match (a, b) {
        (MemoryBase::Argument { index: i, .. }, MemoryBase::Argument { index: j, .. }) if i == j => BaseRelation::Same,
        (MemoryBase::Argument { noalias: true, .. }, MemoryBase::Argument { .. })
        | (MemoryBase::Argument { .. }, MemoryBase::Argument { noalias: true, .. }) => BaseRelation::Disjoint,
        (MemoryBase::LocalBuffer, MemoryBase::LocalBuffer) => BaseRelation::Same,
        (MemoryBase::Object { name: a }, MemoryBase::Object { name: b }) if a == b => BaseRelation::Same,
        (MemoryBase::Object { .. }, MemoryBase::Object { .. }) => BaseRelation::Disjoint,
        _ => BaseRelation::MayAlias,
    }
}

fn base_name(base: &MemoryBase) -> String {
    match base {
        MemoryBase::Argument { index, .. } => format!("arg{index}"),
        MemoryBase::LocalBuffer => "local".to_string(),
        MemoryBase::Object { name } => name.clone(),
        MemoryBase::Unknown => "unknown".to_string(),
    }
}

/// The ISL tuple naming the bytes of an access's base: `UB`, `GM_arg0`, `UB_unknown`.
fn tuple_name(access: &Access) -> String {
    let space = access.space.name();
    match &access.base {
        MemoryBase::LocalBuffer => space.to_string(),
        base => format!("{space}_{}", base_name(base)),
    }
}

fn describe(access: &Access) -> String {
    let what = if access.write { "write" } else { "read" };
    format!("{what} of {}", tuple_name(access))
}

/// Starts the name of every variable of a side (`v_i0`: the outermost counter). Both
/// sides of a pair use the same names: ISL reads each side alone and places it by position.
const PREFIX: &str = "v";

/// One side of a query: its existential variables (loop counters, then block and term
/// variables of the strided dimensions) and its constraints, split into those on the
/// iteration space and those placing the byte address `a`.
#[derive(Clone, Debug)]
struct SideConstraints {
    variables: Vec<String>,
    counters: Vec<String>,
    loop_constraints: Vec<String>,
    region_constraints: Vec<String>,
    parameters: BTreeSet<String>,
    /// Why the byte placement is wider than the region.
    widened: Vec<String>,
}

impl SideConstraints {
    fn new(access: &Access, context: &InstanceContext) -> SideConstraints {
        let (loops, guards) = (context.loops, context.guards);
        let prefix = PREFIX;
        let counters: Vec<String> = (0..loops.len()).map(|k| format!("{prefix}_i{k}")).collect();
        let mentioned =
            || symbols_of(loops, &access.region).into_iter().chain(guards.iter().map(AffineCondition::expression));
        let used = Definition::used_by(mentioned(), context.definitions);
        let defined_variables: Vec<String> = (0..used.len()).map(|k| format!("{prefix}_d{k}")).collect();
        let renaming: BTreeMap<&str, &str> = loops
            .iter()
            .map(|l| l.counter.as_str())
            .zip(counters.iter().map(String::as_str))
            .chain(used.iter().map(|d| d.symbol()).zip(defined_variables.iter().map(String::as_str)))
            .collect();
        let rename_symbol = |name: &str| renaming.get(name).map_or(name, |v| *v).to_string();
        let rename = |expr: &AffineExpr| expr.rename(rename_symbol);
        let mut side_constraints = SideConstraints {
            variables: counters.iter().chain(&defined_variables).cloned().collect(),
            counters: counters.clone(),
            loop_constraints: used
                .iter()
                .map(|d| d.isl_constraint(rename_symbol))
                .chain(guards.iter().map(|g| g.isl(&rename)))
                .collect(),
            region_constraints: Vec::new(),
            parameters: BTreeSet::new(),
            widened: Vec::new(),
        };
        for (depth, (counter, dim)) in counters.iter().zip(loops).enumerate() {
            side_constraints.loop_constraints.push(format!("0 <= {counter}"));
            if let Some(trip) = &dim.trip_count {
                side_constraints.loop_constraints.push(format!("{counter} < {}", rename(trip)));
            }
            if let Some(IterationResidue { copies, index }) = dim.residue {
                // Instances of an unrolled copy are ordered by the unrolled iteration.
                let unrolled = format!("{prefix}_u{depth}");
                side_constraints.loop_constraints.push(format!("{counter} = {copies}*{unrolled} + {index}"));
                side_constraints.variables.push(unrolled.clone());
                side_constraints.counters[depth] = unrolled;
            }
        }
        if let Region::Strided { offset, dims, extent } = &access.region {
            let renamed_dims: Vec<StridedDim> =
                dims.iter().map(|d| StridedDim { count: rename(&d.count), stride: rename(&d.stride) }).collect();
            side_constraints.place_bytes(&rename(offset), &renamed_dims, &rename(extent));
        }
        let variables: BTreeSet<&String> = side_constraints.variables.iter().collect();
        let mut parameters = BTreeSet::new();
        let operands = used.iter().flat_map(|d| d.operands());
        for expr in mentioned().chain(operands) {
            for symbol in rename(expr).symbols() {
                if !variables.contains(&symbol.to_string()) {
                    parameters.insert(symbol.to_string());
                }
            }
        }
        side_constraints.parameters = parameters;
        side_constraints
    }

    /// `start <= a < start + extent` with `start = offset + Σ_j term_j` for a strided
    /// region whose expressions are already renamed.
    fn place_bytes(&mut self, offset: &AffineExpr, dims: &[StridedDim], extent: &AffineExpr) {
        let mut start = offset.clone();
        let mut bounded_above = true;
        for (j, dim) in dims.iter().enumerate() {
            match self.dimension_term(j, dim) {
                Some(term) => start = start.add(&term),
                None => {
                    bounded_above = false;
                    self.widened.push(format!(
                        "stride {} over count {} is not constant: bytes widened to [start, +inf)",
                        dim.stride, dim.count
                    ));
                }
            }
        }
        self.region_constraints.push(format!("{start} <= a"));
        if bounded_above {
            self.region_constraints.push(format!("a < {}", start.add(extent)));
        }
    }

    /// The byte term `b*stride, 0 <= b < count` of one dimension, as an affine expression
    /// over a fresh variable; `None` when it is not expressible (a symbolic stride over
    /// a symbolic or large count), in which case the term is only known to be >= 0.
    fn dimension_term(&mut self, j: usize, dim: &StridedDim) -> Option<AffineExpr> {
        let variable = format!("{PREFIX}_b{j}");
        if let Some(stride) = dim.stride.as_constant() {
            self.variables.push(variable.clone());
            self.region_constraints.push(format!("0 <= {variable} < {}", dim.count));
            return Some(AffineExpr::symbol(variable).scale(stride));
        }
        let count = dim.count.as_constant().filter(|c| *c <= MAX_ENUMERATED_COUNT)?;
        // b*stride for each b in [0, count): a disjunction of affine equalities.
        let choices: Vec<String> = (0..count).map(|b| format!("{variable} = {}", dim.stride.scale(b))).collect();
        let constraint = if choices.is_empty() { "1 = 0".to_string() } else { format!("({})", choices.join(" or ")) };
        self.variables.push(variable.clone());
        self.region_constraints.push(constraint);
        Some(AffineExpr::symbol(variable))
    }
}

/// Where an access runs: the loops around it (outermost first), the affine conditions that
/// hold there (dominating branches), and the defined symbols (quotients, minima and maxima)
/// these and the region may use.
#[derive(Clone, Copy, Debug, Default)]
pub struct InstanceContext<'a> {
    pub loops: &'a [LoopDim],
    pub guards: &'a [AffineCondition],
    pub definitions: &'a [Definition],
}

/// Every expression of a region and of its loops' trip counts (their symbols are the
/// candidates for parameters).
fn symbols_of<'a>(loops: &'a [LoopDim], region: &'a Region) -> Vec<&'a AffineExpr> {
    let mut exprs: Vec<&AffineExpr> = loops.iter().filter_map(|l| l.trip_count.as_ref()).collect();
    if let Region::Strided { offset, dims, extent } = region {
        exprs.push(offset);
        exprs.push(extent);
        exprs.extend(dims.iter().flat_map(|d| [&d.count, &d.stride]));
    }
    exprs
}

/// One ISL question: is there a byte `a` (and values of every side's variables)
/// satisfying every side's constraints and the order between them?
struct Query<'a> {
    tuple: &'a str,
    sides: Vec<&'a SideConstraints>,
    /// Between the counters of `sides[0]` and `sides[1]`.
    order: Vec<CounterConstraint>,
    /// `false`: the byte placements are dropped (only the iteration order is asked).
    with_region: bool,
}

impl Query<'_> {
    /// The whole question as text, the key of its answer (ISL reads only single sides:
    /// with two, the sides' variables share names and the order is named by depth).
    fn text(&self) -> String {
        let order: Vec<String> = self.order.iter().map(|c| format!("{:?} at depth {}", c.relation, c.depth)).collect();
        self.text_of(self.side_constraints().chain(order.iter().map(String::as_str)))
    }

    /// The positions in the tuple of the counters of the shared loop at `depth`, the
    /// source's and the destination's.
    fn counters(&self, depth: usize) -> [usize; 2] {
        let position = |side: &SideConstraints| {
            let name = &side.counters[depth];
            side.variables.iter().position(|v| v == name).unwrap_or_default()
        };
        let (source, destination) = (self.sides[0], self.sides[1]);
        [1 + position(source), 1 + source.variables.len() + position(destination)]
    }

    /// `constraint` in the space of `set` (built, not read: reading is the cost).
    fn order_constraint(&self, set: &Set, constraint: &CounterConstraint) -> Result<Constraint, isl_rs::LibISLError> {
        let [s, d] = self.counters(constraint.depth);
        let space = LocalSpace::from_space(set.get_space()?)?;
        let (s, d) = (s as i32, d as i32);
        let (kind, s_coefficient, d_coefficient, constant) = match constraint.relation {
            CounterRelation::Equal => (Constraint::alloc_equality(space)?, 1, -1, 0),
            CounterRelation::Before => (Constraint::alloc_inequality(space)?, -1, 1, -1),
        };
        kind.set_coefficient_si(DimType::Set, s, s_coefficient)?
            .set_coefficient_si(DimType::Set, d, d_coefficient)?
            .set_constant_si(constant)
    }

    fn side_constraints(&self) -> impl Iterator<Item = &str> {
        self.sides
            .iter()
            .flat_map(|s| {
                let region = if self.with_region { s.region_constraints.as_slice() } else { &[] };
                s.loop_constraints.iter().chain(region)
            })
            .map(String::as_str)
    }

    /// `[parameters] -> { tuple[a, variables...] : constraints }`.
    fn text_of<'c>(&self, constraints: impl Iterator<Item = &'c str>) -> String {
        let parameters: BTreeSet<&str> = self.sides.iter().flat_map(|s| &s.parameters).map(String::as_str).collect();
        let variables = self.sides.iter().flat_map(|s| &s.variables).map(String::as_str);
        let tuple = std::iter::once("a").chain(variables).collect::<Vec<_>>().join(", ");
        let constraints: Vec<&str> = constraints.collect();
        let condition = match constraints.is_empty() {
            true => String::new(),
            false => format!(" : {}", constraints.join(" and ")),
        };
        let parameters = parameters.into_iter().collect::<Vec<_>>().join(", ");
        format!("[{parameters}] -> {{ {}[{tuple}]{condition} }}", self.tuple)
    }

    fn variable_count(&self) -> usize {
        self.sides.iter().map(|s| s.variables.len()).sum()
    }

    /// The bytes `a` of the solutions, every other variable projected out (`None`: no
    /// solution), or ISL's error message; cached by the query's text.
    fn overlap(&self) -> Answer {
        self.overlap_with(&mut BothSides::default())
    }

    /// `overlap`, the sides' constraints read once into `both_sides` for every order asked
    /// of the same pair.
    fn overlap_with(&self, both_sides: &mut BothSides) -> Answer {
        let text = self.text();
        ANSWERS.with(|answers| answers.answer(text, |_| self.solve(both_sides)))
    }

    fn solve(&self, both_sides: &mut BothSides) -> Answer {
        with_context(|ctx| match self.solutions(ctx, both_sides)? {
            Some(solutions) => self.bytes(solutions).map(Some),
            None => Ok(None),
        })
    }

    /// `overlap` of an order that carries at `depth`, with the smallest distance
    /// (`min_distance`) of its solutions; cached by the query's text.
    fn carried(&self, depth: usize, both_sides: &mut BothSides) -> Result<Option<(String, u32)>, IslError> {
        CARRIED.with(|carried| {
            carried.answer(self.text(), |_| {
                with_context(|ctx| {
                    let Some(solutions) = self.solutions(ctx, both_sides)? else { return Ok(None) };
                    let min_distance = self.min_distance(&solutions, depth)?;
                    Ok(Some((self.bytes(solutions)?, min_distance)))
                })
            })
        })
    }

    /// The bytes `a` of `solutions`, every other variable projected out.
    fn bytes(&self, solutions: Set) -> Result<String, isl_rs::LibISLError> {
        // A side has tens of variables at most.
        let projected = self.variable_count() as u32;
        let bytes = solutions.project_out(DimType::Set, 1, projected)?.set_tuple_name(self.tuple)?;
        Ok(bytes.coalesce()?.to_str()?.to_string())
    }

    /// The smallest `d - s` of the counters at `depth` over `solutions` (whose order
    /// carries at `depth`), at most `DISTANCES_TOLD_APART`.
    fn min_distance(&self, solutions: &Set, depth: usize) -> Result<u32, isl_rs::LibISLError> {
        let [s, d] = self.counters(depth);
        let space = LocalSpace::from_space(solutions.get_space()?)?;
        let distance = Aff::zero_on_domain(space)?.set_coefficient_si(DimType::In, d as i32, 1)?.set_coefficient_si(
            DimType::In,
            s as i32,
            -1,
        )?;
        let smallest = solutions.min_val(&distance)?;
        // Not an integer: unbounded below, which `s < d` rules out; 1 is the safe answer.
        let value = if smallest.is_int()? { smallest.get_num_si()? } else { 1 };
        Ok(u32::try_from(value.clamp(1, i64::from(DISTANCES_TOLD_APART))).unwrap_or(1))
    }

    /// The sides' set with the order added; `None` when that is empty.
    fn solutions(&self, ctx: &Context, both_sides: &mut BothSides) -> Result<Option<Set>, isl_rs::LibISLError> {
        let Some(mut solutions) = both_sides.read(ctx, self)? else { return Ok(None) };
        for constraint in &self.order {
            let constraint = self.order_constraint(&solutions, constraint)?;
            solutions = solutions.add_constraint(constraint)?;
        }
        Ok(if solutions.is_empty()? { None } else { Some(solutions) })
    }
}

/// The sides' constraints of one pair as an ISL set, built on first use. Reading is most
/// of a query's cost (ISL splits every disjunction of the definitions while it reads), so
/// each side is read once per thread (`SIDES`, by its text) and lifted into the pair's
/// space, and the intra-iteration, carried and distance questions of a pair, which
/// differ only in the order, add the order to a copy of one set (none when the sides
/// alone have no solution). Lives for one pair's tests.
#[derive(Default)]
enum BothSides {
    #[default]
    NotBuilt,
    /// The sides have no common solution: neither has any order.
    Empty,
    Built(Set),
}

impl BothSides {
    /// The set of `query`'s sides; `None` when it is empty.
    fn read(&mut self, ctx: &Context, query: &Query) -> Result<Option<Set>, isl_rs::LibISLError> {
        match self {
            BothSides::Empty => return Ok(None),
            BothSides::Built(set) => return set.copy().map(Some),
            BothSides::NotBuilt => {}
        }
        let mut built: Option<Set> = None;
        let mut before = 0;
        for side in &query.sides {
            let alone = Query { sides: vec![side], order: Vec::new(), ..*query };
            let own = SIDES.with(|sides| sides.read(ctx, &alone.text()))?;
            // A side has tens of variables at most.
            let (count, after) = (side.variables.len(), query.variable_count() - before - side.variables.len());
            let lifted = own.insert_dims(DimType::Set, 1, before as u32)?.add_dims(DimType::Set, after as u32)?;
            let lifted = lifted.set_tuple_name(query.tuple)?;
            built = Some(match built {
                Some(built) => built.intersect(lifted)?,
                None => lifted,
            });
            before += count;
        }
        let built = match built {
            Some(built) => built,
            None => Set::read_from_str(ctx, &query.text_of(std::iter::empty()))?,
        };
        if built.is_empty()? {
            *self = BothSides::Empty;
            return Ok(None);
        }
        *self = BothSides::Built(built.copy()?);
        Ok(Some(built))
    }
}

/// Each side's constraints read by ISL, by their text: one access meets many others.
/// Emptied when it holds `MAX_CACHED_ANSWERS`.
#[derive(Default)]
struct SideSets {
    sets: RefCell<HashMap<String, Set>>,
}

impl SideSets {
    fn read(&self, ctx: &Context, text: &str) -> Result<Set, isl_rs::LibISLError> {
        if let Some(set) = self.sets.borrow().get(text) {
            return set.copy();
        }
        let set = Set::read_from_str(ctx, text)?;
        let mut sets = self.sets.borrow_mut();
        if sets.len() >= MAX_CACHED_ANSWERS {
            sets.clear();
        }
        sets.insert(text.to_string(), set.copy()?);
        Ok(set)
    }
}

/// A cheap range of the bytes an access can touch over all iterations, when every
/// number involved is a constant or a counter of a loop with a constant trip count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ByteBounds {
    /// No byte (a zero count or a loop that never runs).
    Empty,
    /// Within `[low, high)`.
    Within(i128, i128),
    Unknown,
}

impl ByteBounds {
    fn of(access: &Access, loops: &[LoopDim]) -> ByteBounds {
        let Region::Strided { offset, dims, extent } = &access.region else {
            return ByteBounds::Unknown;
        };
        let mut ranges: BTreeMap<&str, (i128, i128)> = BTreeMap::new();
        for dim in loops {
            match dim.trip_count.as_ref().and_then(AffineExpr::as_constant) {
                Some(trip) if trip <= 0 => return ByteBounds::Empty,
                Some(trip) => ranges.insert(&dim.counter, (0, i128::from(trip) - 1)),
                None => continue,
            };
        }
        let range = |expr: &AffineExpr| -> Option<(i128, i128)> {
            expr.terms.iter().try_fold(
                (i128::from(expr.constant), i128::from(expr.constant)),
                |(low, high), (name, c)| {
                    let (from, to) = ranges.get(name.as_str())?;
                    let (x, y) = (i128::from(*c) * from, i128::from(*c) * to);
                    Some((low + x.min(y), high + x.max(y)))
                },
            )
        };
        let constant = |expr: &AffineExpr| expr.as_constant().map(i128::from);
        let Some((mut low, mut high)) = range(offset) else { return ByteBounds::Unknown };
        for dim in dims {
            let (Some(count), Some(stride)) = (constant(&dim.count), constant(&dim.stride)) else {
                return ByteBounds::Unknown;
            };
            if count <= 0 {
                return ByteBounds::Empty;
            }
            let last = (count - 1) * stride;
            low += last.min(0);
            high += last.max(0);
        }
        match constant(extent) {
            Some(extent) if extent <= 0 => ByteBounds::Empty,
            Some(extent) => ByteBounds::Within(low, high + extent),
            None => ByteBounds::Unknown,
        }
    }

    fn disjoint_from(&self, other: &ByteBounds) -> bool {
        match (self, other) {
            (ByteBounds::Empty, _) | (_, ByteBounds::Empty) => true,
            (ByteBounds::Within(a, b), ByteBounds::Within(c, d)) => b <= c || d <= a,
            _ => false,
        }
    }
}

/// What a group of accesses (one pipe's ops in one block) may touch, by memory and
/// direction: byte ranges from `ByteBounds`, sorted and merged. Invariant:
/// `may_conflict(x)` is `true` whenever some access of the group and `x` touch a common
/// byte with a write on one side (it may also be `true` when they do not), so a group it
/// answers `false` for has no dependence with `x` at all. Lets the dependence frontier
/// skip a pipe none of whose ops can conflict, without asking ISL pair by pair.
#[derive(Clone, Debug, Default)]
pub struct AccessSummary {
    memories: Vec<SummarisedMemory>,
}

#[derive(Clone, Debug)]
struct SummarisedMemory {
    space: AddressSpace,
    base: MemoryBase,
    /// `[read, written]`.
    bytes: [ByteRanges; 2],
}

/// Disjoint, sorted byte ranges, or `Unknown` once an access's are not known.
#[derive(Clone, Debug, Default)]
enum ByteRanges {
    #[default]
    None,
    Within(Vec<(i128, i128)>),
    Unknown,
}

impl ByteRanges {
    fn add(&mut self, bounds: ByteBounds) {
        *self = match (std::mem::take(self), bounds) {
            (ranges, ByteBounds::Empty) => ranges,
            (ByteRanges::Unknown, _) | (_, ByteBounds::Unknown) => ByteRanges::Unknown,
            (ByteRanges::None, ByteBounds::Within(low, high)) => ByteRanges::Within(vec![(low, high)]),
            (ByteRanges::Within(mut ranges), ByteBounds::Within(low, high)) => {
                ranges.push((low, high));
                ByteRanges::Within(ranges)
            }
        };
    }

    /// Sorts and merges the ranges (after the last `add`).
    fn merge(&mut self) {
        let ByteRanges::Within(ranges) = self else { return };
        ranges.sort_unstable();
        let mut merged: Vec<(i128, i128)> = Vec::with_capacity(ranges.len());
        for &(low, high) in ranges.iter() {
            match merged.last_mut() {
                Some(last) if low <= last.1 => last.1 = last.1.max(high),
                _ => merged.push((low, high)),
            }
        }
        *ranges = merged;
    }

    fn overlaps(&self, bounds: ByteBounds) -> bool {
        match (self, bounds) {
            (ByteRanges::None, _) | (_, ByteBounds::Empty) => false,
            (ByteRanges::Unknown, _) | (_, ByteBounds::Unknown) => true,
            (ByteRanges::Within(ranges), ByteBounds::Within(low, high)) => {
                // The first range ending after `low` is the only candidate (disjoint, sorted).
                let next = ranges.partition_point(|&(_, end)| end <= low);
                ranges.get(next).is_some_and(|&(start, _)| start < high)
            }
        }
    }
}

impl AccessSummary {
    /// The summary of `accesses` (each over every iteration of its loops).
    pub fn of<'a>(accesses: impl IntoIterator<Item = &'a AccessInstance>) -> AccessSummary {
        let mut summary = AccessSummary::default();
        for instance in accesses {
            let access = &instance.access;
            let found = summary.memories.iter().position(|m| m.space == access.space && m.base == access.base);
            let index = found.unwrap_or_else(|| {
                let bytes = [ByteRanges::None, ByteRanges::None];
                summary.memories.push(SummarisedMemory { space: access.space, base: access.base.clone(), bytes });
                summary.memories.len() - 1
            });
            summary.memories[index].bytes[usize::from(access.write)].add(instance.bounds);
        }
        for memory in &mut summary.memories {
            memory.bytes.iter_mut().for_each(ByteRanges::merge);
        }
        summary
    }

    /// Whether some access of the group may depend with `instance` (see the invariant).
    pub fn may_conflict(&self, instance: &AccessInstance) -> bool {
        let access = &instance.access;
        self.memories.iter().filter(|m| m.space == access.space).any(|memory| {
            let [read, written] = &memory.bytes;
            let conflicting: &[&ByteRanges] = if access.write { &[read, written] } else { &[written] };
            match base_relation(&memory.base, &access.base) {
                BaseRelation::Disjoint => false,
                BaseRelation::MayAlias => conflicting.iter().any(|r| !matches!(r, ByteRanges::None)),
                BaseRelation::Same => conflicting.iter().any(|r| r.overlaps(instance.bounds)),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_named_differently_share_one_shape_and_answers_are_renamed_back() {
        let first = ["[n] -> { S4[b] -> buf1[a] : 0 <= a < n }", "{ S5[t] -> buf1[a] : a = 4t }"];
        let second = ["[n] -> { S9[b] -> d_x[a] : 0 <= a < n }", "{ S12[t] -> d_x[a] : a = 4t }"];
        let (shape, names) = canonical_tuples(&first, &["S4", "S5"]);
        assert_eq!(shape, "[n] -> { _0[b] -> _2[a] : 0 <= a < n } | { _1[t] -> _2[a] : a = 4t }");
        assert_eq!(names, ["S4", "S5", "buf1"]);
        let (other_shape, other_names) = canonical_tuples(&second, &["S9", "S12"]);
        assert_eq!(other_shape, shape);
        assert_eq!(rename_tuples("{ _0[] -> _1[] }", &other_names), "{ S9[] -> S12[] }");
    }

    fn c(value: i64) -> AffineExpr {
        AffineExpr::constant(value)
    }

    fn sym(name: &str) -> AffineExpr {
        AffineExpr::symbol(name)
    }

    fn ub(write: bool, offset: AffineExpr, dims: Vec<(AffineExpr, AffineExpr)>, extent: i64) -> Access {
        Access {
            space: AddressSpace::Ub,
            base: MemoryBase::LocalBuffer,
            write,
            region: Region::Strided {
                offset,
                dims: dims.into_iter().map(|(count, stride)| StridedDim { count, stride }).collect(),
                extent: c(extent),
            },
        }
    }

    fn lp(counter: &str, trip: Option<i64>) -> LoopDim {
        LoopDim::new(counter, trip.map(c))
    }

    fn gm(index: u32, noalias: bool, write: bool) -> Access {
        Access {
            space: AddressSpace::Gm,
            base: MemoryBase::Argument { index, noalias },
            write,
            region: Region::Strided { offset: c(0), dims: Vec::new(), extent: c(64) },
        }
    }

    fn whole(write: bool) -> Access {
        let reason = "offset is not affine".to_string();
        Access { write, region: Region::Whole { reason }, ..ub(write, c(0), vec![], 0) }
    }

    fn block(write: bool, offset: i64, extent: i64) -> Access {
        ub(write, c(offset), vec![], extent)
    }

    /// `(depth, bytes, min_distance)` of each carried overlap.
    #[test]
    fn access_summaries_say_no_only_where_no_byte_is_shared_with_a_write() {
        let instance = |access: Access| AccessInstance::new(&access, &[]);
        let (low, high) = (instance(block(true, 0, 4096)), instance(block(true, 8192, 4096)));
        let writes = AccessSummary::of([&low, &high]);
        assert!(!writes.may_conflict(&instance(block(false, 4096, 4096))), "between the written ranges");
        assert!(writes.may_conflict(&instance(block(false, 4000, 100))), "overlaps the first");
        assert!(writes.may_conflict(&instance(block(false, 12287, 1))), "the last byte written");
        assert!(writes.may_conflict(&instance(whole(false))), "unknown bytes");
        assert!(!writes.may_conflict(&instance(gm(0, true, true))), "another memory");
        let reads = AccessSummary::of([&instance(block(false, 0, 4096))]);
        assert!(!reads.may_conflict(&instance(block(false, 0, 4096))), "two reads never conflict");
        assert!(reads.may_conflict(&instance(block(true, 0, 1))));
        let arguments = AccessSummary::of([&instance(gm(0, false, false))]);
        assert!(arguments.may_conflict(&instance(gm(1, false, true))), "arguments that may alias");
        assert!(!arguments.may_conflict(&instance(gm(1, true, true))), "a noalias argument");
    }

    fn carried(result: &DependencePolyhedra) -> Vec<(usize, String, u32)> {
        result.carried.iter().map(|c| (c.depth, c.bytes.clone(), c.min_distance)).collect()
    }

    fn intra(text: &str) -> DependencePolyhedra {
        DependencePolyhedra { intra_iteration: Some(text.to_string()), ..Default::default() }
    }

    #[test]
    fn double_buffer_halves_never_overlap() {
        let loops = [lp("it_bb1", Some(8))];
        let (ping_read, pong_write) = (block(false, 0, 4096), block(true, 4096, 4096));
        assert!(dependence_polyhedra(&ping_read, &loops, &pong_write, &loops, 1).is_empty());
        let unknown_trip = [lp("it_bb1", None)];
        let pong_read = block(false, 4096, 4096);
        let ping_write = block(true, 0, 4096);
        let spelled_out = dependence_polyhedra(&pong_read, &unknown_trip, &ping_write, &unknown_trip, 1);
        assert!(spelled_out.is_empty());
        // The same half is reused by the next iteration: a carried WAR.
        let same_half = dependence_polyhedra(&ping_read, &loops, &ping_write, &loops, 1);
        let bytes = "{ UB[a] : 0 <= a <= 4095 }".to_string();
        assert_eq!(same_half.intra_iteration, Some(bytes.clone()));
        assert_eq!(carried(&same_half), vec![(0, bytes, 1)]);
    }

    #[test]
    fn buffer_indexed_by_the_counter_is_not_carried() {
        let loops = [lp("it_bb1", Some(8))];
        let write = ub(true, sym("it_bb1").scale(256), vec![], 256);
        let read = ub(false, sym("it_bb1").scale(256), vec![], 256);
        let result = dependence_polyhedra(&write, &loops, &read, &loops, 1);
        assert_eq!(result, intra("{ UB[a] : 0 <= a <= 2047 }"));
        // Symbolic trip count: ISL decides without the byte-range shortcut.
        let loops = [lp("it_bb1", None)];
        let result = dependence_polyhedra(&write, &loops, &read, &loops, 1);
        assert_eq!(result, intra("{ UB[a] : a >= 0 }"));
    }

    #[test]
    fn constant_buffer_in_a_loop_is_carried_at_depth_zero() {
        let loops = [lp("it_bb1", None)];
        let result = dependence_polyhedra(&block(true, 0, 256), &loops, &block(false, 128, 256), &loops, 1);
        let bytes = "{ UB[a] : 128 <= a <= 255 }".to_string();
        assert_eq!(result.intra_iteration, Some(bytes.clone()));
        assert_eq!(carried(&result), vec![(0, bytes, 1)]);
        let once = [lp("it_bb1", Some(1))];
        let result = dependence_polyhedra(&block(true, 0, 256), &once, &block(false, 0, 256), &once, 1);
        assert!(result.carried.is_empty(), "a loop that runs once carries nothing");
    }

    #[test]
    fn nested_loops_carry_at_the_loop_that_reuses_the_bytes() {
        let loops = [lp("it_bb1", Some(4)), lp("it_bb2", Some(4))];
        let write = ub(true, sym("it_bb1").scale(256), vec![], 256);
        let read = ub(false, sym("it_bb1").scale(256), vec![], 256);
        let result = dependence_polyhedra(&write, &loops, &read, &loops, 2);
        let bytes = "{ UB[a] : 0 <= a <= 1023 }".to_string();
        assert_eq!(result.intra_iteration, Some(bytes.clone()));
        assert_eq!(carried(&result), vec![(1, bytes, 1)]);
    }

    #[test]
    fn counters_of_loops_not_shared_are_existential() {
        // src in a loop of its own writes 256*i.., dst after the loop reads [512, 768).
        let write = ub(true, sym("it_bb1").scale(256), vec![], 256);
        let result = dependence_polyhedra(&write, &[lp("it_bb1", Some(4))], &block(false, 512, 256), &[], 0);
        assert_eq!(result, intra("{ UB[a] : 512 <= a <= 767 }"));
        let result = dependence_polyhedra(&write, &[lp("it_bb1", Some(2))], &block(false, 512, 256), &[], 0);
        assert!(result.is_empty());
    }

    #[test]
    fn symbolic_burst_count_is_a_parameter() {
        // nBurst = arg1 bursts of 64 bytes every 64; the reader takes 32 bytes at 4096.
        let write = ub(true, c(0), vec![(sym("arg1"), c(64))], 64);
        let result = dependence_polyhedra(&write, &[], &block(false, 4096, 32), &[], 0);
        assert_eq!(result, intra("[arg1] -> { UB[a] : arg1 >= 65 and 4096 <= a <= 4127 }"));
        // Bursts of 64 bytes every 96: [4096, 4128) falls in the gap after burst 42.
        let gapped = ub(true, c(0), vec![(sym("arg1"), c(96))], 64);
        assert!(dependence_polyhedra(&gapped, &[], &block(false, 4096, 32), &[], 0).is_empty());
    }

    #[test]
    fn symbolic_strides_are_enumerated_or_widened() {
        // Two repeats at stride 32*arg4: exact, as a union.
        let write = ub(true, c(0), vec![(c(2), sym("arg4").scale(32))], 32);
        let text = footprint_set(&write, &[]);
        assert_eq!(text, "[arg4] -> { UB[a] : (32arg4 <= a <= 31 + 32arg4) or (0 <= a <= 31) }");
        // Symbolic count and stride: only a lower bound, and the answer says so.
        let write = ub(true, c(64), vec![(sym("arg3"), sym("arg4"))], 32);
        let result = dependence_polyhedra(&write, &[], &block(false, 4096, 32), &[], 0);
        let bytes = "[arg3, arg4] -> { UB[a] : 4096 <= a <= 4127 }";
        assert_eq!(result.intra_iteration.as_deref(), Some(bytes));
        let note = "stride arg4 over count arg3 is not constant: bytes widened to [start, +inf)";
        assert_eq!(result.approximations, vec![note.to_string()]);
        assert!(dependence_polyhedra(&write, &[], &block(false, 0, 64), &[], 0).is_empty());
    }

    #[test]
    fn gm_arguments_alias_unless_noalias() {
        let result = dependence_polyhedra(&gm(0, false, true), &[], &gm(1, false, false), &[], 0);
        assert_eq!(result.intra_iteration.as_deref(), Some("may-alias(arg0, arg1)"));
        assert_eq!(result.approximations, vec!["may-alias(arg0, arg1): the bases cannot be told apart"]);
        let loops = [lp("it_bb1", None)];
        let carried_result = dependence_polyhedra(&gm(0, false, true), &loops, &gm(1, false, false), &loops, 1);
        assert_eq!(carried(&carried_result), vec![(0, "may-alias(arg0, arg1)".to_string(), 1)]);
        assert!(dependence_polyhedra(&gm(0, true, true), &[], &gm(1, false, true), &[], 0).is_empty());
        assert!(dependence_polyhedra(&gm(0, false, true), &[], &gm(1, true, true), &[], 0).is_empty());
        let same = dependence_polyhedra(&gm(1, true, true), &[], &gm(1, true, false), &[], 0);
        assert_eq!(same, intra("{ GM_arg1[a] : 0 <= a <= 63 }"));
        let unknown = Access { base: MemoryBase::Unknown, ..gm(0, false, false) };
        let result = dependence_polyhedra(&gm(0, true, true), &[], &unknown, &[], 0);
        assert_eq!(result.intra_iteration.as_deref(), Some("may-alias(arg0, unknown)"));
    }

    #[test]
    fn no_dependence_without_a_write_or_across_spaces() {
        assert!(dependence_polyhedra(&block(false, 0, 64), &[], &block(false, 0, 64), &[], 0).is_empty());
        let l1 = Access { space: AddressSpace::L1, ..block(true, 0, 64) };
        assert!(dependence_polyhedra(&l1, &[], &block(true, 0, 64), &[], 0).is_empty());
    }

    #[test]
    fn whole_buffer_overlaps_everything_in_its_base() {
        let result = dependence_polyhedra(&whole(true), &[], &block(false, 4096, 32), &[], 0);
        assert_eq!(result.intra_iteration.as_deref(), Some("{ UB[a] : 4096 <= a <= 4127 }"));
        assert_eq!(result.approximations, vec!["write of UB is the whole buffer: offset is not affine"]);
        let result = dependence_polyhedra(&whole(false), &[], &whole(true), &[], 0);
        assert_eq!(result.intra_iteration.as_deref(), Some("{ UB[a] }"));
    }

    #[test]
    fn texts_are_stable_and_parameters_sorted() {
        let write = ub(true, sym("block_idx").scale(64), vec![(sym("arg1"), c(64))], 64);
        let read = ub(false, sym("arg0"), vec![], 64);
        let first = dependence_polyhedra(&write, &[], &read, &[], 0);
        assert_eq!(first, dependence_polyhedra(&write, &[], &read, &[], 0));
        let text = first.intra_iteration.unwrap();
        assert!(text.starts_with("[arg0, arg1, block_idx] -> { UB[a] :"), "{text}");
    }

    #[test]
    fn byte_sets_of_one_base_unite() {
        let halves = union_of("{ UB[a] : 0 <= a <= 2047 }", "{ UB[a] : 2048 <= a <= 4095 }");
        assert_eq!(halves.as_deref(), Some("{ UB[a] : 0 <= a <= 4095 }"));
        let aligned = union_of("{ UB[a] : 0 <= a <= 2047 }", "[n] -> { UB[a] : 2048 <= a < n }");
        let expected = "[n] -> { UB[a] : a >= 0 and (a <= 2047 or (2048 <= a < n)) }";
        assert_eq!(aligned.as_deref(), Some(expected));
        assert_eq!(union_of("{ UB[a] : 0 <= a <= 7 }", "{ L1[a] : 0 <= a <= 7 }"), None);
        assert_eq!(union_of("{ UB[a] : 0 <= a <= 7 }", "may-alias(arg0, arg1)"), None);
    }

    #[test]
    fn footprint_sets_cover_all_iterations() {
        let loops = [lp("it_bb1", Some(4))];
        let access = ub(false, sym("it_bb1").scale(1024), vec![(c(8), c(32))], 32);
        // [1024*i, +256) for i in [0, 4): ISL's loose lower bound is cut by the modulo.
        let bytes = "{ UB[a] : -768 <= a <= 3327 and 1024*floor((-256 + a)/1024) <= -1024 + a }";
        assert_eq!(footprint_set(&access, &loops), bytes);
        assert_eq!(footprint_set(&block(true, 0, 0), &[]), "{ UB[a] : false }");
    }

    /// A parity buffer `UB[(i mod 2) * 64, +64)` in a loop: the quotient becomes a
    /// variable of each side, so two iterations touch the same bytes only at even
    /// distances (none in a loop of two iterations); a truncating quotient of a value that
    /// may be negative is exact too.
    #[test]
    fn quotients_are_variables_bound_by_their_definitions() {
        use crate::affine::{Division, Rounding};
        let parity = |rounding| Division { quotient: "q0".into(), numerator: sym("it_bb1"), divisor: 2, rounding };
        let floor = [Definition::Quotient(parity(Rounding::Floor))];
        let offset = sym("it_bb1").sub(&sym("q0").scale(2)).scale(64);
        let access = |write| ub(write, offset.clone(), vec![], 64);
        let loops = [lp("it_bb1", Some(6))];
        let (write, read) = (
            AccessInstance::in_context(
                &access(true),
                &InstanceContext { loops: &loops, definitions: &floor, ..InstanceContext::default() },
            ),
            AccessInstance::in_context(
                &access(false),
                &InstanceContext { loops: &loops, definitions: &floor, ..InstanceContext::default() },
            ),
        );
        let result = dependence_between(&write, &read, 1, true);
        assert!(result.approximations.is_empty(), "{:?}", result.approximations);
        assert_eq!(result.intra_iteration.as_deref(), Some("{ UB[a] : 0 <= a <= 127 }"));
        assert_eq!(result.carried.len(), 1);
        assert_eq!(result.carried[0].min_distance, 2, "the same half comes back every second iteration");
        let twice = [lp("it_bb1", Some(2))];
        let in_twice = |write| {
            let context = InstanceContext { loops: &twice, definitions: &floor, ..InstanceContext::default() };
            AccessInstance::in_context(&access(write), &context)
        };
        assert!(dependence_between(&in_twice(true), &in_twice(false), 1, true).carried.is_empty(), "distance 1");
        let truncating = Division { numerator: sym("n"), ..parity(Rounding::TowardZero) };
        let values = with_context(|ctx| {
            let constraint = truncating.isl_constraint(|name| name.to_string());
            let defined = Set::read_from_str(ctx, &format!("{{ [n, q0] : -3 <= n <= 3 and {constraint} }}"))?;
            let expected = Set::read_from_str(ctx, "{ [-3, -1]; [-2, -1]; [-1, 0]; [0, 0]; [1, 0]; [2, 1]; [3, 1] }")?;
            defined.is_equal(&expected)
        });
        assert_eq!(values, Ok(true));
    }

    /// The parity buffer of the test above in a body unrolled twice: copy 0 runs the even
    /// iterations and only ever meets itself one unrolled iteration later, never copy 1;
    /// copy 1 follows copy 0 within an unrolled iteration (`u` equal, `i` one apart).
    #[test]
    fn unrolled_copies_are_ordered_by_the_unrolled_iteration() {
        use crate::affine::{Division, Rounding};
        let parity = Division { quotient: "q0".into(), numerator: sym("i"), divisor: 2, rounding: Rounding::Floor };
        let definitions = [Definition::Quotient(parity)];
        let offset = sym("i").sub(&sym("q0").scale(2)).scale(64);
        let access = |write| ub(write, offset.clone(), vec![], 64);
        let copy = |index| [LoopDim { residue: Some(IterationResidue { copies: 2, index }), ..lp("i", None) }];
        let (even, odd) = (copy(0), copy(1));
        let instance = |write, loops: &[LoopDim]| {
            let context = InstanceContext { loops, definitions: &definitions, ..InstanceContext::default() };
            AccessInstance::in_context(&access(write), &context)
        };
        let same_copy = dependence_between(&instance(true, &even), &instance(false, &even), 1, true);
        let bytes = "{ UB[a] : 0 <= a <= 63 }".to_string();
        assert_eq!(same_copy.intra_iteration, Some(bytes.clone()));
        assert_eq!(carried(&same_copy), vec![(0, bytes, 1)]);
        assert!(dependence_between(&instance(true, &even), &instance(false, &odd), 1, true).is_empty());
        let plain = [lp("i", None)];
        let within = dependence_between(&instance(true, &even), &instance(false, &plain), 1, true);
        assert!(within.intra_iteration.is_some(), "copy 0 against the rolled loop's own instance");
    }

    /// A choice `i mod 2 = 0 ? 0 : 64` (a select under a residue condition) takes exactly
    /// its two values, each where its side of the condition holds; so does one under
    /// `i - 2 >= 0`.
    #[test]
    fn choices_take_each_value_where_its_side_of_the_condition_holds() {
        use crate::affine::{AffineCondition, Choice};
        let parity = AffineCondition::Residue { expr: sym("i"), modulus: 2, residue: 0 };
        let at_least_two = AffineCondition::NonNegative(sym("i").sub(&c(2)));
        let takes = |condition: AffineCondition, expected: &str| {
            let choice = Choice { symbol: "c0".into(), condition, then: c(0), otherwise: c(64) };
            let constraint = choice.isl_constraint(|name| name.to_string());
            with_context(|ctx| {
                let set = Set::read_from_str(ctx, &format!("{{ [i, c0] : 0 <= i <= 3 and {constraint} }}"))?;
                set.is_equal(&Set::read_from_str(ctx, expected)?)
            })
        };
        assert_eq!(takes(parity, "{ [0, 0]; [1, 64]; [2, 0]; [3, 64] }"), Ok(true));
        assert_eq!(takes(at_least_two, "{ [0, 64]; [1, 64]; [2, 0]; [3, 0] }"), Ok(true));
    }

    /// A tail `UB[0, min(n - 64*i, 64))` over iterations `i < 3`: the extremum is a variable
    /// of each side, so the tail's bytes are exact and two iterations never overlap.
    #[test]
    fn extrema_bound_the_bytes_by_their_definition() {
        use crate::affine::{Extremum, ExtremumKind};
        let tail = Extremum {
            symbol: "m0".into(),
            operands: vec![sym("n").sub(&sym("it_bb1").scale(64)), c(64)],
            kind: ExtremumKind::Min,
        };
        let definitions = [Definition::Extremum(tail)];
        let access = |write| ub(write, sym("it_bb1").scale(64), vec![], 0);
        let sized = |write| Access {
            region: Region::Strided { offset: sym("it_bb1").scale(64), dims: vec![], extent: sym("m0") },
            ..access(write)
        };
        let loops = [lp("it_bb1", Some(3))];
        let (write, read) = (
            AccessInstance::in_context(
                &sized(true),
                &InstanceContext { loops: &loops, definitions: &definitions, ..InstanceContext::default() },
            ),
            AccessInstance::in_context(
                &sized(false),
                &InstanceContext { loops: &loops, definitions: &definitions, ..InstanceContext::default() },
            ),
        );
        let result = dependence_between(&write, &read, 1, true);
        assert!(result.carried.is_empty(), "{result:?}");
        assert_eq!(result.intra_iteration.as_deref(), Some("[n] -> { UB[a] : 0 <= a <= 191 and a < n }"));
    }
}
