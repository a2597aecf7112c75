//! Memory effects of kernels (SIRIUS §3.3): what each launch reads and writes in device
//! memory, as ISL relations from its dynamic instances to the bytes of a buffer, at thread,
//! block and kernel level.
//!
//! A `KernelEffects` is one kernel read through the affine recogniser for one launch (the
//! launch's constant arguments and shape already folded in, so `ctaid_x * ntid_x` is
//! affine). `relation` turns it into ISL text
//! `[params] -> { S3[h.., ctaid_x, ctaid_y, ctaid_z, tid_x, tid_y, tid_z] -> buf[a] : .. }`:
//! host loop counters `h_it_bN` first, then the block index (block and thread level), then
//! the thread index (thread level); what a level drops is existentially quantified
//! (block level = union over the threads of a block, kernel level = union over blocks),
//! as are the kernel's own loop counters (`k_it_bN`, e.g. the k-loop of a GEMM).
//! An access is restricted by its guards (dominating affine branches) and, per pointer
//! alternative, by the host condition under which that alternative is taken. Memory is
//! named by the pair's `Layout`: bytes `buf[a]`, or `buf[r, c]` (rows of a run-time
//! length) when both ends of a dependence agree on it (`common_layout`).
//!
//! Invariant: a relation never under-approximates. An offset that is not affine (or has
//! a run-time row length the layout does not use) covers the whole buffer, a loop
//! without a bound leaves its counter unbounded above, symbols the host does not fix are
//! ISL parameters (the answer then holds for all their values; product symbols
//! `prod__s__argK` never are); each such widening is listed in `imprecise`. A row layout
//! is used only with `0 <= c < row length` proven for every access, so that `(r, c)`
//! names one element. Shared memory effects are dropped (they
//! do not outlive the launch, as in the paper); accesses through pointers that are not
//! kernel parameters make the kernel's effects unknown (`unknown`).

use crate::model::kernel_effects::{KernelAccess, KernelEffects};
use crate::model::program::{BufferName, Launch, LaunchArgument, PointerAlternative, Shape};
use serde::Serialize;
use syncfuse_hardware::cuda::{Axis, SpecialRegister, SpecialRegisterKind};
use syncfuse_poly::affine::{product_factors, AffineCondition, AffineExpr, Definition};
use syncfuse_poly::footprint::LoopDim;
use syncfuse_poly::query::query;
use syncfuse_poly::relation::{Condition, Relation, Tuple};

/// The granularity of a relation's domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Level {
    Thread,
    Block,
    Kernel,
}

const AXES: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];

fn register(kind: SpecialRegisterKind, axis: Axis) -> String {
    SpecialRegister { kind, axis }.isl_name()
}

/// The dimensions a level keeps after the host counters: block then thread indices.
pub fn unit_dimensions(level: Level) -> Vec<String> {
    let mut dims = Vec::new();
    if level <= Level::Block {
        dims.extend(AXES.map(|a| register(SpecialRegisterKind::BlockIndex, a)));
    }
    if level == Level::Thread {
        dims.extend(AXES.map(|a| register(SpecialRegisterKind::ThreadIndex, a)));
    }
    dims
}

/// The name of a host loop counter inside ISL relations.
pub fn host_counter(counter: &str) -> String {
    format!("h_{counter}")
}

/// Host expressions inside relations: loop counters become `h_` dimensions, other host
/// symbols (host function arguments) `host_` parameters.
pub fn host_expression(expr: &AffineExpr, loops: &[LoopDim]) -> AffineExpr {
    expr.rename(|name| match loops.iter().any(|l| l.counter == name) {
        true => host_counter(name),
        false => format!("host_{name}"),
    })
}

/// `0 <= h < bound` for each host loop counter.
pub fn host_domain(loops: &[LoopDim]) -> Vec<Condition> {
    loops
        .iter()
        .flat_map(|l| {
            let counter = host_counter(&l.counter);
            let bound = l.trip_count.as_ref().map(|t| Condition::less(&counter, host_expression(t, loops)));
            std::iter::once(Condition::at_least(&counter, 0)).chain(bound)
        })
        .collect()
}

/// The ISL relation text from the instances of launch `statement` (inside host `loops`)
/// to the bytes of `buffer` it writes (`write`) or reads, at `level`; `None` when it does
/// not access `buffer` that way. `buffer` must be a valid ISL identifier.
#[allow(clippy::too_many_arguments)]
pub fn relation(
    statement: &str,
    loops: &[LoopDim],
    launch: &Launch,
    effects: &KernelEffects,
    buffer: &BufferName,
    write: bool,
    level: Level,
    layout: &Layout,
) -> Option<String> {
    let site = AccessSite { statement, loops, launch, effects };
    let pieces: Vec<Condition> = effects
        .accesses
        .iter()
        .filter(|access| access.write == write)
        .flat_map(|access| site.pieces(access, buffer, level, layout))
        .collect();
    if pieces.is_empty() {
        return None;
    }
    let dims = loops.iter().map(|l| host_counter(&l.counter)).chain(unit_dimensions(level));
    let memory = Tuple::new(buffer.as_str(), layout.memory_dims());
    Some(Relation::map(Tuple::new(statement, dims), memory, Condition::any(pieces)).to_string())
}

/// The alternatives of the launch's pointer argument `parameter` that point into `buffer`
/// (none when it is not a pointer or never points there).
pub fn pointer_targets(launch: &Launch, parameter: u32, buffer: &BufferName) -> Vec<PointerAlternative> {
    match launch.arguments.get(parameter as usize) {
        Some(LaunchArgument::Pointer(pointer)) => {
            pointer.targets().into_iter().filter(|target| target.buffer == *buffer).collect()
        }
        _ => Vec::new(),
    }
}

/// How the bytes of a buffer are named in the relations of one dependence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `buf[a]`: byte `a`. Offsets with a run-time row length cover the whole buffer.
    Flat,
    /// `buf[r, c]`: element `c` of row `r`, rows of `row_length` elements (a host
    /// expression) of `element` bytes. Only when every access of both ends is such a row
    /// access, from the buffer's start, with `0 <= c < row_length` proven (then the
    /// element `r * row_length + c` is one-to-one with `(r, c)`).
    Rows { row_length: AffineExpr, element: i64 },
}

impl Layout {
    fn memory_dims(&self) -> &'static [&'static str] {
        match self {
            Layout::Flat => &["a"],
            Layout::Rows { .. } => &["r", "c"],
        }
    }
}

/// An offset `element * (row * scale * argK + column)` split at a run-time row length
/// `scale * argK` (products `prod__s__argK` from the recogniser; `scale` the greatest common
/// divisor of the row terms' coefficients, e.g. 512 for an Ascend core's slice of
/// `argK` tiles of 512 bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowAccess {
    pub parameter: String,
    pub scale: i64,
    pub row: AffineExpr,
    pub column: AffineExpr,
    pub element: i64,
}

/// The row split of an offset: every coefficient a multiple of the extent, every product
/// with the same parameter, and the column free of products and of the parameter.
pub fn row_access(offset: &AffineExpr, extent: i64) -> Option<RowAccess> {
    if extent <= 0 || offset.constant % extent != 0 || offset.terms.values().any(|c| c % extent != 0) {
        return None;
    }
    let elements = AffineExpr {
        constant: offset.constant / extent,
        terms: offset.terms.iter().map(|(s, c)| (s.clone(), c / extent)).collect(),
    };
    let products: Vec<(&str, &str, i64)> = elements
        .terms
        .iter()
        .filter_map(|(s, &c)| product_factors(s).map(|(factor, parameter)| (factor, parameter, c)))
        .collect();
    let parameter = products.first()?.1;
    if products.iter().any(|(_, p, _)| *p != parameter) {
        return None;
    }
    let whole_rows = elements.terms.get(parameter).copied().unwrap_or(0);
    let scale = products.iter().map(|(_, _, c)| *c).fold(whole_rows, gcd).abs().max(1);
    let row = products.iter().fold(AffineExpr::constant(whole_rows / scale), |sum, (factor, _, c)| {
        sum.add(&AffineExpr::symbol(*factor).scale(*c / scale))
    });
    let column = AffineExpr {
        constant: elements.constant,
        terms: elements
            .terms
            .iter()
            .filter(|(s, _)| product_factors(s).is_none() && s.as_str() != parameter)
            .map(|(s, c)| (s.clone(), *c))
            .collect(),
    };
    (!row.has_products()).then(|| RowAccess { parameter: parameter.to_string(), scale, row, column, element: extent })
}

fn gcd(a: i64, b: i64) -> i64 {
    match b {
        0 => a,
        _ => gcd(b, a % b),
    }
}

/// One launch statement whose accesses are turned into relation pieces.
struct AccessSite<'a> {
    statement: &'a str,
    loops: &'a [LoopDim],
    launch: &'a Launch,
    effects: &'a KernelEffects,
}

impl AccessSite<'_> {
    /// The pointer alternatives of `access` into `buffer`.
    fn targets(&self, access: &KernelAccess, buffer: &BufferName) -> Vec<PointerAlternative> {
        pointer_targets(self.launch, access.parameter, buffer)
    }

    /// One access as `exists (hidden : constraints)`, one piece per alternative of its
    /// pointer into `buffer` (none if it does not point into `buffer`).
    fn pieces(&self, access: &KernelAccess, buffer: &BufferName, level: Level, layout: &Layout) -> Vec<Condition> {
        let targets = self.targets(access, buffer);
        targets.iter().map(|target| self.piece(access, target, level, layout)).collect()
    }

    fn piece(&self, access: &KernelAccess, target: &PointerAlternative, level: Level, layout: &Layout) -> Condition {
        let (mut constraints, hidden) = self.instance_constraints(access, target, level);
        constraints.extend(self.memory_constraints(access, target, layout));
        Condition::exists(hidden, Condition::all(constraints))
    }

    fn symbol(&self, access: &KernelAccess) -> impl Fn(&str) -> Option<AffineExpr> + '_ {
        let (statement, launch, loops) = (self.statement, self.launch, self.loops);
        let (access, definitions) = (access.clone(), &self.effects.definitions);
        move |name: &str| kernel_symbol(statement, launch, loops, &access, definitions, name)
    }

    /// Which instances perform `access` through `target` (host domain, the alternative's
    /// conditions, shape, loop bounds, guards, quotients), and the hidden variables.
    fn instance_constraints(
        &self,
        access: &KernelAccess,
        target: &PointerAlternative,
        level: Level,
    ) -> (Vec<Condition>, Vec<String>) {
        let value = |e: &AffineExpr| self.instance_invariant(e.substitute(self.symbol(access)));
        let mut constraints = host_domain(self.loops);
        constraints.extend(host_conditions(&target.conditions, self.loops));
        constraints.extend(shape_constraints(self.statement, self.launch, !self.loops.is_empty()));
        for l in &access.loops {
            let counter = format!("k_{}", l.counter);
            constraints.push(Condition::at_least(&counter, 0));
            if let Some(bound) = l.trip_count.as_ref().and_then(value) {
                constraints.push(Condition::less(&counter, bound));
            }
        }
        for guard in access.guards.iter().filter(|g| value(g.expression()).is_some()) {
            constraints.push(Condition::constraint(guard.isl(&|e| e.substitute(self.symbol(access)))));
        }
        let definitions = used_definitions(access, &self.effects.definitions);
        for definition in &definitions {
            // A definition with an operand that is not the same at every instance stays
            // unconstrained (wider, never narrower).
            if let Some(defined) = definition.map_operands(|operand| value(operand)) {
                constraints.push(Condition::constraint(defined.isl_constraint(|name| {
                    match name == definition.symbol() {
                        true => format!("k_{name}"),
                        false => name.to_string(),
                    }
                })));
            }
        }
        let hidden: Vec<String> = all_unit_dimensions()
            .into_iter()
            .filter(|d| !unit_dimensions(level).contains(d))
            .chain(access.loops.iter().map(|l| format!("k_{}", l.counter)))
            .chain(definitions.iter().map(|d| format!("k_{}", d.symbol())))
            .collect();
        (constraints, hidden)
    }

    /// Which bytes (`a`) or elements (`r, c`) it touches; nothing (the whole buffer) where
    /// the offset does not fit the layout or is not the same function at every instance.
    fn memory_constraints(
        &self,
        access: &KernelAccess,
        target: &PointerAlternative,
        layout: &Layout,
    ) -> Vec<Condition> {
        let value = |e: &AffineExpr| self.instance_invariant(e.substitute(self.symbol(access)));
        let (Some(base), Some(offset)) = (&target.offset, &access.offset) else { return Vec::new() };
        match layout {
            Layout::Flat if offset.has_products() => Vec::new(),
            Layout::Flat => match value(offset) {
                Some(offset) => {
                    let start = host_expression(base, self.loops).add(&offset);
                    vec![Condition::within(&start, "a", start.add(&AffineExpr::constant(access.extent)))]
                }
                None => Vec::new(),
            },
            Layout::Rows { row_length, element } => match row_access(offset, access.extent) {
                Some(rows) if base.as_constant() == Some(0) && rows.element == *element => {
                    match (value(&rows.row), value(&rows.column)) {
                        (Some(row), Some(column)) => {
                            vec![
                                Condition::equal("r", row),
                                Condition::equal("c", column),
                                Condition::within(0, "c", row_length),
                            ]
                        }
                        _ => Vec::new(),
                    }
                }
                _ => Vec::new(),
            },
        }
    }

    /// `expr` when it is the same function of the instance's dimensions at every instance
    /// of the statement: not when it names a per-launch parameter (`S3_arg2`, a host value
    /// that is not affine) of a statement inside host loops, which may change between
    /// iterations while ISL would hold it fixed.
    fn instance_invariant(&self, expr: AffineExpr) -> Option<AffineExpr> {
        let own = format!("{}_", self.statement);
        (self.loops.is_empty() || !expr.symbols().any(|s| s.starts_with(&own))).then_some(expr)
    }

    /// The host expression of `access`'s row length and its element size, if its offset is
    /// a row access from the start of every alternative into `buffer` whose column is
    /// proven within `[0, row length)` for every instance, the length a host argument.
    fn row_shape(&self, access: &KernelAccess, buffer: &BufferName) -> Option<(AffineExpr, i64)> {
        let rows = row_access(access.offset.as_ref()?, access.extent)?;
        let kernel_symbol = self.symbol(access);
        let row_length = kernel_symbol(&rows.parameter)
            .unwrap_or_else(|| AffineExpr::symbol(rows.parameter.clone()))
            .scale(rows.scale);
        // The same for every instance of both ends: host function arguments only (not a
        // host counter, nor a per-launch parameter that may differ between iterations).
        if !row_length.symbols().all(|s| s.starts_with("host_arg")) {
            return None;
        }
        self.instance_invariant(rows.row.substitute(&kernel_symbol))?;
        self.columns_within_rows(access, buffer, &rows.column, &row_length).then_some((row_length, rows.element))
    }

    /// Whether `column` (elements, in the kernel's terms) is within `[0, row_length)` (a
    /// host expression) at every instance of `access`, through every alternative of its
    /// pointer into `buffer`, each of which must point at the buffer's start.
    fn columns_within_rows(
        &self,
        access: &KernelAccess,
        buffer: &BufferName,
        column: &AffineExpr,
        row_length: &AffineExpr,
    ) -> bool {
        let Some(column) = self.instance_invariant(column.substitute(self.symbol(access))) else { return false };
        self.targets(access, buffer).iter().all(|target| {
            if target.offset.as_ref().and_then(AffineExpr::as_constant) != Some(0) {
                return false;
            }
            let (mut constraints, hidden) = self.instance_constraints(access, target, Level::Kernel);
            constraints.push(Condition::any([Condition::less(&column, 0), Condition::at_least(&column, row_length)]));
            let instances = Tuple::new(self.statement, self.loops.iter().map(|l| host_counter(&l.counter)));
            is_empty_set(&Relation::set(instances, Condition::exists(hidden, Condition::all(constraints))).to_string())
        })
    }
}

/// One launch statement and its effects, as `common_layout` and `column_within_rows` read it.
pub type LaunchEnd<'a> = (&'a str, &'a [LoopDim], &'a Launch, &'a KernelEffects);

/// Whether `column` (elements, in the kernel's terms) of `access` is within
/// `[0, row_length)` (a host expression) at every instance of the access at `end`, and its
/// pointer points at the start of `buffer` (ISL; an ISL error counts as no).
pub fn column_within_rows(
    end: LaunchEnd<'_>,
    access: &KernelAccess,
    buffer: &BufferName,
    column: &AffineExpr,
    row_length: &AffineExpr,
) -> bool {
    let (statement, loops, launch, effects) = end;
    AccessSite { statement, loops, launch, effects }.columns_within_rows(access, buffer, column, row_length)
}

/// The least and greatest value of `expr` (in the kernel's terms) over every instance of
/// `access` at `end`, through every alternative of its pointer into `buffer`, for every
/// value of the parameters; `None` where that is unbounded or ISL fails.
pub fn value_range(
    end: LaunchEnd<'_>,
    access: &KernelAccess,
    buffer: &BufferName,
    expr: &AffineExpr,
) -> Option<(i64, i64)> {
    let (statement, loops, launch, effects) = end;
    let site = AccessSite { statement, loops, launch, effects };
    let value = site.instance_invariant(expr.substitute(site.symbol(access)))?;
    let mut range: Option<(i64, i64)> = None;
    for target in site.targets(access, buffer) {
        let (mut constraints, hidden) = site.instance_constraints(access, &target, Level::Kernel);
        constraints.push(Condition::equal("value", &value));
        let values = Relation::set(Tuple::anonymous(["value"]), Condition::exists(hidden, Condition::all(constraints)));
        let bounds = query(|q| {
            let set = q.set(&values.to_string())?;
            Ok((set.copy()?.min_of(0)?, set.max_of(0)?))
        });
        let Ok((Some(low), Some(high))) = bounds else { return None };
        range = Some(range.map_or((low, high), |(l, h)| (l.min(low), h.max(high))));
    }
    range
}

/// A kernel symbol of `access` at `end` in host terms: a launch argument's host
/// expression, the access's own loop counters and definitions as `k_` variables, `None`
/// for the block and thread indices, a per-launch parameter (`S3_arg2`) otherwise.
pub fn host_symbol(end: LaunchEnd<'_>, access: &KernelAccess, name: &str) -> Option<AffineExpr> {
    let (statement, loops, launch, effects) = end;
    kernel_symbol(statement, launch, loops, access, &effects.definitions, name)
}

/// The row layout every access of these launches to `buffer` agrees on (same row length
/// and element size, each proven within its rows), else `Layout::Flat`.
pub fn common_layout(ends: &[LaunchEnd<'_>], buffer: &BufferName) -> Layout {
    let mut shapes = Vec::new();
    for &(statement, loops, launch, effects) in ends {
        let site = AccessSite { statement, loops, launch, effects };
        for access in effects.accesses.iter().filter(|a| !site.targets(a, buffer).is_empty()) {
            match site.row_shape(access, buffer) {
                Some(shape) => shapes.push(shape),
                None => return Layout::Flat,
            }
        }
    }
    match shapes.first() {
        Some((row_length, element)) if shapes.iter().all(|s| s == &shapes[0]) => {
            Layout::Rows { row_length: row_length.clone(), element: *element }
        }
        _ => Layout::Flat,
    }
}

/// Is the ISL set empty for every value of its parameters? ISL errors count as not empty.
fn is_empty_set(text: &str) -> bool {
    query(|q| q.set(text)?.is_empty()).unwrap_or(false)
}

/// The conditions of a pointer alternative as constraints on the statement's instances.
pub fn host_conditions(conditions: &[AffineCondition], loops: &[LoopDim]) -> Vec<Condition> {
    conditions.iter().map(|c| Condition::constraint(c.isl(&|e| host_expression(e, loops)))).collect()
}

/// The definitions an access's offset, loop bounds and guards use, directly or through
/// other definitions' operands.
fn used_definitions<'a>(access: &KernelAccess, definitions: &'a [Definition]) -> Vec<&'a Definition> {
    let trip_counts = access.loops.iter().filter_map(|l| l.trip_count.as_ref());
    let guards = access.guards.iter().map(|g| g.expression());
    Definition::used_by(access.offset.iter().chain(trip_counts).chain(guards), definitions)
}

fn all_unit_dimensions() -> Vec<String> {
    unit_dimensions(Level::Thread)
}

/// A kernel symbol inside a relation: special registers stay (dimensions, or the launch's
/// shape parameters `S3_ntid_x`), kernel loop counters and defined symbols become `k_`, scalar parameters
/// the host expression passed (or a parameter `S3_arg2` when it is not affine).
fn kernel_symbol(
    statement: &str,
    launch: &Launch,
    loops: &[LoopDim],
    access: &KernelAccess,
    definitions: &[Definition],
    name: &str,
) -> Option<AffineExpr> {
    if access.loops.iter().any(|l| l.counter == name) || definitions.iter().any(|d| d.symbol() == name) {
        return Some(AffineExpr::symbol(format!("k_{name}")));
    }
    if all_unit_dimensions().iter().any(|d| d == name) {
        return None;
    }
    if let Some(index) = name.strip_prefix("arg").and_then(|i| i.parse::<usize>().ok()) {
        if let Some(LaunchArgument::Integer(Some(expr))) = launch.arguments.get(index) {
            return Some(host_expression(expr, loops));
        }
    }
    Some(AffineExpr::symbol(format!("{statement}_{name}")))
}

/// `0 <= ctaid < nctaid` and `0 <= tid < ntid` per axis, constants where the launch fixes
/// the shape, `S3_nctaid_x`-style parameters (at least 1) where it does not; no upper
/// bound from such a parameter `in_host_loop` (the shape may change between iterations).
fn shape_constraints(statement: &str, launch: &Launch, in_host_loop: bool) -> Vec<Condition> {
    let mut constraints = grid_constraints(statement, launch, in_host_loop);
    constraints.extend(bounds(
        statement,
        in_host_loop,
        (SpecialRegisterKind::ThreadIndex, SpecialRegisterKind::BlockExtent),
        &launch.block,
    ));
    constraints
}

/// The block-index part of `shape_constraints`.
pub fn grid_constraints(statement: &str, launch: &Launch, in_host_loop: bool) -> Vec<Condition> {
    bounds(statement, in_host_loop, (SpecialRegisterKind::BlockIndex, SpecialRegisterKind::GridExtent), &launch.grid)
}

/// `0 <= index < extent` per axis of `shape` (see `shape_constraints`).
fn bounds(
    statement: &str,
    in_host_loop: bool,
    (index, extent): (SpecialRegisterKind, SpecialRegisterKind),
    shape: &Shape,
) -> Vec<Condition> {
    let mut constraints = Vec::new();
    for (axis, value) in AXES.into_iter().zip(shape) {
        let index = register(index, axis);
        match value {
            Some(v) => constraints.push(Condition::within(0, &index, v)),
            None if in_host_loop => constraints.push(Condition::at_least(&index, 0)),
            None => {
                let parameter = format!("{statement}_{}", register(extent, axis));
                constraints.push(Condition::at_least(&parameter, 1));
                constraints.push(Condition::within(0, &index, &parameter));
            }
        }
    }
    constraints
}

/// The symbols a launch fixes before its kernel is read: the shape (`ntid_x`, `nctaid_y`,
/// ...) and the integer arguments (`arg2`) that are compile-time constants on the host.
pub fn launch_constants(launch_grid: &Shape, launch_block: &Shape, arguments: &[LaunchArgument]) -> Vec<(String, i64)> {
    let mut known = Vec::new();
    for (kind, shape) in
        [(SpecialRegisterKind::GridExtent, launch_grid), (SpecialRegisterKind::BlockExtent, launch_block)]
    {
        for (axis, value) in AXES.into_iter().zip(shape) {
            if let Some(v) = value {
                known.push((register(kind, axis), *v));
            }
        }
    }
    for (index, argument) in arguments.iter().enumerate() {
        if let LaunchArgument::Integer(Some(expr)) = argument {
            if let Some(value) = expr.as_constant() {
                known.push((format!("arg{index}"), value));
            }
        }
    }
    known
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::program::DevicePointer;
    use crate::model::width::{classify, DependenceEnds, DependenceWidth, InstanceOrder};

    fn sym(name: &str) -> AffineExpr {
        AffineExpr::symbol(name)
    }

    /// `y[ctaid_x * 256 + tid_x] = ...` (floats), launched as <<<4, 256>>> on `buf`.
    fn launch_of(offset: i64) -> (Launch, KernelEffects) {
        let index = sym("ctaid_x").scale(256).add(&sym("tid_x"));
        let access = KernelAccess {
            parameter: 0,
            write: true,
            offset: Some(index.scale(4)),
            extent: 4,
            loops: vec![],
            guards: vec![],
            exact: false,
            index_rows: None,
        };
        let effects = KernelEffects { accesses: vec![access], ..Default::default() };
        let pointer = DevicePointer::Buffer { buffer: "buf".into(), offset: Some(AffineExpr::constant(offset)) };
        let launch = Launch {
            platform: crate::model::program::Platform::Cuda,
            kernel: "k".into(),
            grid: [Some(4), Some(1), Some(1)],
            block: [Some(256), Some(1), Some(1)],
            arguments: vec![LaunchArgument::Pointer(pointer)],
            parameter_bytes: 8,
            effects: Ok(effects.clone()),
            regrid: None,
        };
        (launch, effects)
    }

    #[test]
    fn levels_quantify_what_they_drop() {
        let (launch, effects) = launch_of(0);
        let thread = relation("S1", &[], &launch, &effects, &"buf".into(), true, Level::Thread, &Layout::Flat).unwrap();
        assert!(
            thread
                .starts_with("{ S1[ctaid_x, ctaid_y, ctaid_z, tid_x, tid_y, tid_z] -> buf[a] : (0 <= ctaid_x < 4 and"),
            "{thread}"
        );
        let block = relation("S1", &[], &launch, &effects, &"buf".into(), true, Level::Block, &Layout::Flat).unwrap();
        assert!(block.starts_with("{ S1[ctaid_x, ctaid_y, ctaid_z] -> buf[a] : (exists (tid_x, tid_y, tid_z : "));
        assert_eq!(relation("S1", &[], &launch, &effects, &"buf".into(), false, Level::Block, &Layout::Flat), None);
        assert_eq!(relation("S1", &[], &launch, &effects, &"other".into(), true, Level::Block, &Layout::Flat), None);
        let kernel = relation("S1", &[], &launch, &effects, &"buf".into(), true, Level::Kernel, &Layout::Flat).unwrap();
        assert!(kernel.contains("1024*ctaid_x + 4*tid_x <= a < 1024*ctaid_x + 4*tid_x + 4"), "{kernel}");
    }

    #[test]
    fn quotients_are_exact_floor_divisions() {
        // Both launches access element (c/64)*128 + c%64 with c = 256*ctaid_x + tid_x (a
        // layout with gaps): with exact quotients the threads' elements are disjoint and
        // matched one to one, so the dependence is thread-level.
        let (launch, _) = launch_of(0);
        let c = sym("ctaid_x").scale(256).add(&sym("tid_x"));
        let division = syncfuse_poly::affine::Division {
            quotient: "q0".into(),
            numerator: c.clone(),
            divisor: 64,
            rounding: syncfuse_poly::affine::Rounding::Floor,
        };
        let element = sym("q0").scale(128).add(&c.sub(&sym("q0").scale(64)));
        let effects = |write| KernelEffects {
            accesses: vec![KernelAccess {
                parameter: 0,
                write,
                offset: Some(element.scale(4)),
                extent: 4,
                loops: vec![],
                guards: vec![],
                exact: false,
                index_rows: None,
            }],
            definitions: vec![Definition::Quotient(division.clone())],
            ..Default::default()
        };
        let (producer, consumer) = (effects(true), effects(false));
        let read = relation("S2", &[], &launch, &consumer, &"buf".into(), false, Level::Thread, &Layout::Flat).unwrap();
        assert!(read.contains("64*k_q0 <= 256*ctaid_x + tid_x <= 64*k_q0 + 63"), "{read}");
        let write = relation("S1", &[], &launch, &producer, &"buf".into(), true, Level::Thread, &Layout::Flat).unwrap();
        let write_block =
            relation("S1", &[], &launch, &producer, &"buf".into(), true, Level::Block, &Layout::Flat).unwrap();
        let read_block =
            relation("S2", &[], &launch, &consumer, &"buf".into(), false, Level::Block, &Layout::Flat).unwrap();
        let order = InstanceOrder::new(0, false);
        let block = DependenceEnds {
            producer_statement: "S1",
            producer: &write_block,
            producer_host_dims: 0,
            consumer_statement: "S2",
            consumer: &read_block,
            consumer_host_dims: 0,
            unit_dims: 3,
            order,
        };
        let thread = DependenceEnds { producer: &write, consumer: &read, unit_dims: 6, ..block.clone() };
        assert_eq!(classify(&block, Some(&thread)).width, DependenceWidth::Thread);
    }

    #[test]
    fn alternatives_and_guards_restrict_the_relation() {
        // y[i] under `i < 1000` through a pointer that is buf in odd host iterations only.
        let (mut launch, mut effects) = launch_of(0);
        let i = sym("ctaid_x").scale(256).add(&sym("tid_x"));
        effects.accesses[0].guards = vec![AffineCondition::NonNegative(AffineExpr::constant(999).sub(&i))];
        let odd = AffineCondition::Residue { expr: sym("it_b4"), modulus: 2, residue: 1 };
        let alternative =
            PointerAlternative { buffer: "buf".into(), offset: Some(AffineExpr::constant(0)), conditions: vec![odd] };
        let other = PointerAlternative::unconditional("other".into(), None);
        launch.arguments =
            vec![LaunchArgument::Pointer(DevicePointer::OneOf { alternatives: vec![alternative, other] })];
        let loops = vec![LoopDim::new("it_b4", Some(AffineExpr::constant(10)))];
        let text =
            relation("S1", &loops, &launch, &effects, &"buf".into(), true, Level::Kernel, &Layout::Flat).unwrap();
        assert!(text.contains("(h_it_b4) mod 2 = 1"), "{text}");
        assert!(text.contains("-256*ctaid_x - tid_x + 999 >= 0"), "{text}");
        let whole =
            relation("S1", &loops, &launch, &effects, &"other".into(), true, Level::Kernel, &Layout::Flat).unwrap();
        assert!(!whole.contains("mod") && !whole.contains("<= a <"), "{whole}");
    }

    #[test]
    fn row_accesses_split_at_the_run_time_row_length() {
        use syncfuse_poly::affine::product_symbol;
        // 4 * ((32*by + ty) * arg3 + 32*bx + tx + arg3)  (one row further down)
        let product = |s: &str, c: i64| sym(&product_symbol(s, "arg3")).scale(c);
        let elements = product("ctaid_y", 32)
            .add(&product("tid_y", 1))
            .add(&sym("ctaid_x").scale(32))
            .add(&sym("tid_x"))
            .add(&sym("arg3"));
        let rows = row_access(&elements.scale(4), 4).expect("a row access");
        assert_eq!(rows.parameter, "arg3");
        assert_eq!(rows.row, sym("ctaid_y").scale(32).add(&sym("tid_y")).add(&AffineExpr::constant(1)));
        assert_eq!(rows.column, sym("ctaid_x").scale(32).add(&sym("tid_x")));
        assert_eq!(row_access(&elements.scale(4), 8), None, "offsets not in whole elements");
        let mixed = elements.add(&sym(&product_symbol("tid_x", "arg4")));
        assert_eq!(row_access(&mixed.scale(4), 4), None, "two row lengths");
        assert_eq!(row_access(&sym("tid_x").scale(4), 4), None, "no product: a flat access");
    }

    #[test]
    fn constants_of_a_launch_are_named() {
        let arguments = vec![LaunchArgument::Other, LaunchArgument::Integer(Some(AffineExpr::constant(7)))];
        let known = launch_constants(&[Some(4), None, Some(1)], &[Some(256), Some(1), Some(1)], &arguments);
        assert!(known.contains(&("nctaid_x".to_string(), 4)));
        assert!(!known.iter().any(|(n, _)| n == "nctaid_y"));
        assert!(known.contains(&("ntid_x".to_string(), 256)));
        assert!(known.contains(&("arg1".to_string(), 7)));
    }
}
