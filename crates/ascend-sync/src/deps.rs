//! Stage 1 of ascend-sync: the cross-pipe memory dependences of a kernel.
//!
//! For every ordered pair of pipe ops (a, b) on different pipes whose accesses overlap
//! (one of them writing), one `Dependence` per kind (RAW, WAR, WAW): intra-iteration when
//! a precedes b in one iteration of their common loops and the bytes overlap there;
//! carried by each common loop whose earlier iteration of a touches bytes that a later
//! iteration of b touches. Invariants: the answer never misses a dependence (footprints
//! and the ISL test only over-approximate), it is sorted by (src, dst, kind), and its
//! text (`print<ascend-deps>`) is stable. Dependences whose source is on S are listed
//! too; the pipeline skips them because scalar issue order already satisfies them.
//! The pass itself asks for the frontier (`frontier_dependences`, and
//! `same_pipe_frontier` for two ops of one pipelined pipe, which need `BARRIER(pipe)`,
//! not flags): the dependences it must order, found without examining the pairs pipe
//! order already orders through one of them, so that their number grows with the kernel,
//! not with its square.

use crate::model::{BlockId, Item, Kernel, LoopCopy, OpId};
use serde::Serialize;
use std::collections::BTreeMap;
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::{Pipe, PipePair};
use syncfuse_poly::footprint::LoopDim;
use syncfuse_poly::isl::{
    dependence_between, union_of, AccessInstance, AccessSummary, DependencePolyhedra, InstanceContext,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum DependenceKind {
    /// Read after write: `src` writes, `dst` reads.
    Raw,
    /// Write after read: `src` reads, `dst` writes.
    War,
    /// Write after write.
    Waw,
}

impl DependenceKind {
    /// The kind of a dependence from an access writing `src_writes` to one writing
    /// `dst_writes` (`None`: two reads).
    fn of(src_writes: bool, dst_writes: bool) -> Option<DependenceKind> {
        match (src_writes, dst_writes) {
            (true, false) => Some(DependenceKind::Raw),
            (false, true) => Some(DependenceKind::War),
            (true, true) => Some(DependenceKind::Waw),
            (false, false) => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            DependenceKind::Raw => "RAW",
            DependenceKind::War => "WAR",
            DependenceKind::Waw => "WAW",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Dependence {
    pub src: OpId,
    pub dst: OpId,
    /// Setter: the pipe of `src`; waiter: the pipe of `dst`.
    pub pair: PipePair,
    pub kind: DependenceKind,
    pub intra_iteration: bool,
    /// Headers of the common loops that carry it, outermost first.
    pub carried_by: Vec<BlockId>,
    /// For each header in `carried_by`: every instance it carries is at least this many
    /// of its iterations apart (exact below `DISTANCES_TOLD_APART`).
    pub min_distance: BTreeMap<BlockId, u32>,
    /// The overlapping bytes (ISL text, or `may-alias(..)`): of all access pairs, united
    /// where they are byte sets of one base, else `; `-separated.
    pub overlap: String,
    /// Why the overlap may be wider than the truth.
    pub approximations: Vec<String>,
}

impl Dependence {
    /// A dependence with no instances yet (`absorb` adds them).
    fn empty(src: OpId, dst: OpId, pair: PipePair, kind: DependenceKind) -> Dependence {
        Dependence {
            src,
            dst,
            pair,
            kind,
            intra_iteration: false,
            carried_by: Vec::new(),
            min_distance: BTreeMap::new(),
            overlap: String::new(),
            approximations: Vec::new(),
        }
    }
}

/// One reachable pipe op where it sits, with its accesses prepared for the ISL test.
struct PlacedOp {
    op: OpId,
    block: BlockId,
    position: usize,
    /// Headers of the loops around it, outermost first.
    headers: Vec<BlockId>,
    instances: Vec<AccessInstance>,
}

pub fn dependences(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<Dependence> {
    dependences_where(kernel, cfg, |setter, waiter| setter != waiter)
}

/// Every dependence between two pipe ops, of any pipes (S and same-pipe pairs included):
/// what a transformation that moves data between ops must respect.
pub fn all_dependences(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<Dependence> {
    dependences_where(kernel, cfg, |_, _| true)
}

/// The dependences that fusing the sibling loops with headers `first` and `second` (the
/// second after the first, at the same depth, under the same outer loops) would reverse:
/// an op of the second loop at iteration `j` and an op of the first at a later iteration
/// `i > j` touching the same bytes, one of them writing. The original runs every iteration
/// of the first loop before any of the second; the fused loop runs iteration `j` of the
/// second before iteration `i` of the first, so each such pair changes order. Each is
/// reported as the original has it (from the first loop's op to the second loop's, its
/// kind in that order), carried by `first`. Empty:
/// the fusion keeps every dependence (same-iteration pairs keep their order, and pairs
/// with `i < j` too). Over-approximate like every dependence here.
pub fn reversed_by_loop_fusion(kernel: &Kernel, cfg: &CfgAnalysis, first: BlockId, second: BlockId) -> Vec<Dependence> {
    let placed = placed_ops(kernel, cfg);
    let depth_in = |op: &PlacedOp, header: BlockId| op.headers.iter().position(|&h| h == header);
    let mut found = Vec::new();
    for in_second in &placed {
        let Some(depth) = depth_in(in_second, second) else { continue };
        for in_first in placed.iter().filter(|op| depth_in(op, first) == Some(depth)) {
            let pair = PipePair::new(kernel.ops[in_first.op].pipe, kernel.ops[in_second.op].pipe);
            let mut by_kind: BTreeMap<DependenceKind, Dependence> = BTreeMap::new();
            for late in &in_second.instances {
                for early in &in_first.instances {
                    let Some(kind) = DependenceKind::of(early.access().write, late.access().write) else { continue };
                    // Instances with the second loop's counter below the first's.
                    let mut polyhedra = dependence_between(late, early, depth + 1, false);
                    polyhedra.carried.retain(|carried| carried.depth == depth);
                    if polyhedra.carried.is_empty() {
                        continue;
                    }
                    let empty = || Dependence::empty(in_first.op, in_second.op, pair, kind);
                    absorb(by_kind.entry(kind).or_insert_with(empty), &polyhedra, &in_first.headers);
                }
            }
            found.extend(by_kind.into_values());
        }
    }
    found
}

fn dependences_where(kernel: &Kernel, cfg: &CfgAnalysis, wanted: impl Fn(Pipe, Pipe) -> bool) -> Vec<Dependence> {
    let placed = placed_ops(kernel, cfg);
    let mut found = Vec::new();
    for src in &placed {
        for dst in &placed {
            let pipes = (kernel.ops[src.op].pipe, kernel.ops[dst.op].pipe);
            if src.op != dst.op && wanted(pipes.0, pipes.1) {
                let pair = PipePair::new(pipes.0, pipes.1);
                found.extend(between(cfg, src, dst, pair));
            }
        }
    }
    found.sort_by_key(|d| (d.src, d.dst, d.kind));
    found
}

/// The dependences a synchronisation must order, found without examining the pairs that
/// pipe order already orders through one of them, and how many pairs were so skipped.
#[derive(Clone)]
pub struct FrontierDependences {
    pub dependences: Vec<Dependence>,
    /// Source-destination pairs never examined: their ordering is implied, or no op of
    /// the source's pipe in the block touches what the destination does.
    pub implied_pairs: usize,
}

/// `dependences` less what pipe order implies (the frontier of each destination): for a
/// destination `d` and a source pipe `P`, sources in `d`'s block are examined from the
/// nearest outwards, and once one conflicts with `d` the farther ones on `P` are not
/// examined:
/// * before `d` in the block: a farther source `a` completes before the nearest `a2`
///   (pipe order on `P`), so whatever orders `a2 -> d` in an iteration orders `a -> d`,
///   and a later iteration's `d` starts after this one's (pipe order on `d`'s pipe);
/// * after `d` (wrapping around the loops of the block), once `a2 -> d` is carried by the
///   outermost of those loops: its check then follows every back edge, and every path
///   from `a` to an instance of `d` passes `a2` first.
///
/// A pipe none of whose ops in the block may touch the destination's bytes (with a write
/// on one side: `AccessSummary`, byte ranges by memory) is closed from the start: it has
/// no dependence there. Sources in other blocks are all examined. Same result as
/// `dependences` for what synchronisation needs: `pipeline::implied_requests` would drop
/// the skipped pairs' requests unchecked. Cost: one dependence per destination and pipe
/// within a block (a pipe that never conflicts is not walked), so straight-line and
/// unrolled kernels stay near-linear.
pub fn frontier_dependences(kernel: &Kernel, cfg: &CfgAnalysis) -> FrontierDependences {
    frontier_where(kernel, cfg, |setter, waiter| setter != waiter)
}

/// The dependences between two ops of one pipe in `pipelined` (pair P->P), with the
/// frontier of `frontier_dependences`: on a pipelined pipe they need `BARRIER(P)`
/// (`ascend-target.md` rule 2); every destination that has one keeps at least one. None
/// without a pipelined pipe (the built-in targets have none), so no op is placed then.
pub fn same_pipe_frontier(kernel: &Kernel, cfg: &CfgAnalysis, pipelined: &[Pipe]) -> Vec<Dependence> {
    if pipelined.is_empty() {
        return Vec::new();
    }
    frontier_where(kernel, cfg, |setter, waiter| setter == waiter && pipelined.contains(&setter)).dependences
}

fn frontier_where(kernel: &Kernel, cfg: &CfgAnalysis, wanted: impl Fn(Pipe, Pipe) -> bool) -> FrontierDependences {
    let placed = placed_ops(kernel, cfg);
    let pipe = |op: &PlacedOp| kernel.ops[op.op].pipe;
    let mut frontier = FrontierDependences { dependences: Vec::new(), implied_pairs: 0 };
    // The range of `placed` indices of each op's block (placed ops are in block order).
    let mut block_of: Vec<std::ops::Range<usize>> = Vec::with_capacity(placed.len());
    // By block (its first index in `placed`) and pipe: what the pipe's ops there touch.
    let mut touched: BTreeMap<usize, [AccessSummary; Pipe::ALL.len()]> = BTreeMap::new();
    for run in placed.chunk_by(|a, b| a.block == b.block) {
        let start = block_of.len();
        block_of.extend(std::iter::repeat_n(start..start + run.len(), run.len()));
        let of_pipe = |p: Pipe| run.iter().filter(move |op| pipe(op) == p).flat_map(|op| &op.instances);
        touched.insert(start, Pipe::ALL.map(|p| AccessSummary::of(of_pipe(p))));
    }
    // Per pipe, how many placed ops come before each index.
    let mut before = vec![[0usize; Pipe::ALL.len()]; placed.len() + 1];
    for (i, op) in placed.iter().enumerate() {
        before[i + 1] = before[i];
        before[i + 1][pipe(op).number() as usize] += 1;
    }
    for (d, dst) in placed.iter().enumerate() {
        let block = block_of[d].clone();
        let outermost_loop = dst.headers.first();
        let wanted_from = |source: Pipe| wanted(source, pipe(dst));
        let examine = |s: usize, frontier: &mut FrontierDependences| {
            let src = &placed[s];
            let found = between(cfg, src, dst, PipePair::new(pipe(src), pipe(dst)));
            frontier.dependences.extend(found.iter().cloned());
            found
        };
        // Sources nearest first: before `d`, then wrapping around from the block's end.
        let mut sections = vec![(block.start..d, false)];
        if outermost_loop.is_some() {
            sections.push((d + 1..block.end, true));
        }
        let touched = &touched[&block.start];
        let untouched = Pipe::ALL.map(|p| !dst.instances.iter().any(|i| touched[p.number() as usize].may_conflict(i)));
        for (range, wraps) in sections {
            let mut closed = untouched;
            for s in range.clone().rev() {
                // Every pipe still open has no op left: the rest is implied.
                let left = |source: Pipe| {
                    before[s + 1][source.number() as usize] - before[range.start][source.number() as usize]
                };
                let open = Pipe::ALL.iter().any(|&p| wanted_from(p) && !closed[p.number() as usize] && left(p) > 0);
                if !open {
                    frontier.implied_pairs +=
                        Pipe::ALL.iter().filter(|&&p| wanted_from(p)).map(|&p| left(p)).sum::<usize>();
                    break;
                }
                let source = pipe(&placed[s]);
                if !wanted_from(source) {
                    continue;
                }
                if closed[source.number() as usize] {
                    frontier.implied_pairs += 1;
                    continue;
                }
                let found = examine(s, &mut frontier);
                closed[source.number() as usize] = match wraps {
                    false => !found.is_empty(),
                    true => found.iter().any(|dependence| dependence.carried_by.first() == outermost_loop),
                };
            }
        }
        for s in (0..block.start).chain(block.end..placed.len()) {
            if wanted_from(pipe(&placed[s])) {
                examine(s, &mut frontier);
            }
        }
    }
    frontier.dependences.sort_by_key(|d| (d.src, d.dst, d.kind));
    frontier
}

fn placed_ops(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<PlacedOp> {
    let mut placed = Vec::new();
    for (block, contents) in kernel.blocks.iter_enumerated() {
        if !cfg.is_reachable(block) {
            continue;
        }
        let headers = cfg.loop_headers_around(block);
        let loops: Vec<LoopDim> = headers.iter().map(|&h| loop_dim(kernel, h, contents.copy)).collect();
        for (position, item) in contents.items.iter().enumerate() {
            let Item::Op(op) = *item else { continue };
            let context =
                InstanceContext { loops: &loops, guards: &kernel.ops[op].guards, definitions: &kernel.definitions };
            let instances = kernel.ops[op].accesses.iter().map(|a| AccessInstance::in_context(a, &context)).collect();
            placed.push(PlacedOp { op, block, position, headers: headers.clone(), instances });
        }
    }
    placed
}

/// The iteration space of the loop with `header` (counter `it_b<header>`, as the reader
/// names it, and no trip count when the reader did not find one), restricted to the
/// iterations of `copy` when the block is a copy of that loop's unrolled body.
fn loop_dim(kernel: &Kernel, header: BlockId, copy: Option<LoopCopy>) -> LoopDim {
    let dim = kernel.loop_dims.get(&header).cloned().unwrap_or_else(|| LoopDim::new(format!("it_b{header}"), None));
    let residue = copy.filter(|c| c.header == header).map(|c| c.residue);
    LoopDim { residue, ..dim }
}

/// The dependences from `src` to `dst`, one per kind, merging all their access pairs.
fn between(cfg: &CfgAnalysis, src: &PlacedOp, dst: &PlacedOp, pair: PipePair) -> Vec<Dependence> {
    let common = src.headers.iter().zip(&dst.headers).take_while(|(a, b)| a == b).count();
    let precedes =
        if src.block == dst.block { src.position < dst.position } else { cfg.reaches_forward(src.block, dst.block) };
    if !precedes && common == 0 {
        return Vec::new();
    }
    let mut by_kind: BTreeMap<DependenceKind, Dependence> = BTreeMap::new();
    for a in &src.instances {
        for b in &dst.instances {
            let Some(kind) = DependenceKind::of(a.access().write, b.access().write) else {
                continue;
            };
            let polyhedra = dependence_between(a, b, common, precedes);
            if polyhedra.is_empty() {
                continue;
            }
            let dependence = by_kind.entry(kind).or_insert_with(|| Dependence::empty(src.op, dst.op, pair, kind));
            absorb(dependence, &polyhedra, &src.headers);
        }
    }
    by_kind.into_values().collect()
}

/// Adds one access pair's polyhedra to a dependence: its flags, carrying headers, the
/// text of its overlap (intra-iteration if any, else the carried ones) and notes.
fn absorb(dependence: &mut Dependence, polyhedra: &DependencePolyhedra, headers: &[BlockId]) {
    dependence.intra_iteration |= polyhedra.intra_iteration.is_some();
    for carried in &polyhedra.carried {
        let header = headers[carried.depth];
        if !dependence.carried_by.contains(&header) {
            dependence.carried_by.push(header);
        }
        let distance = dependence.min_distance.entry(header).or_insert(carried.min_distance);
        *distance = (*distance).min(carried.min_distance);
    }
    dependence.carried_by.sort_by_key(|h| headers.iter().position(|x| x == h));
    let texts: Vec<&String> = match &polyhedra.intra_iteration {
        Some(text) => vec![text],
        None => polyhedra.carried.iter().map(|carried| &carried.bytes).collect(),
    };
    for text in texts {
        add_overlap(&mut dependence.overlap, text);
    }
    for note in &polyhedra.approximations {
        if !dependence.approximations.contains(note) {
            dependence.approximations.push(note.clone());
        }
    }
}

/// Adds the bytes of one more access pair to a dependence's overlap text: united by ISL
/// when both are byte sets of one base, else listed after a `; `.
fn add_overlap(overlap: &mut String, text: &str) {
    if overlap.split("; ").any(|existing| existing == text) {
        return;
    }
    *overlap = match (overlap.is_empty(), union_of(overlap, text)) {
        (true, _) => text.to_string(),
        (false, Some(union)) => union,
        (false, None) => format!("{overlap}; {text}"),
    };
}

/// The text of `print<ascend-deps>` for one kernel: a header line with the count, then
/// one line per dependence.
pub fn print_dependences(kernel: &Kernel, deps: &[Dependence]) -> String {
    let name = &kernel.name;
    let mut text = format!("ascend-deps: kernel '{name}': {} dependences\n", deps.len());
    for dependence in deps {
        text.push_str(&format!("ascend-deps: kernel '{name}': {}\n", describe(kernel, dependence)));
    }
    text
}

fn describe(kernel: &Kernel, dependence: &Dependence) -> String {
    let mut flags = Vec::new();
    if dependence.intra_iteration {
        flags.push("[intra]".to_string());
    }
    if !dependence.carried_by.is_empty() {
        let carrier = |h: &BlockId| match dependence.min_distance.get(h) {
            Some(&distance) if distance > 1 => format!("@{} distance>={distance}", kernel.block_name(*h)),
            _ => format!("@{}", kernel.block_name(*h)),
        };
        let headers: Vec<String> = dependence.carried_by.iter().map(carrier).collect();
        flags.push(format!("[carried {}]", headers.join(" ")));
    }
    let mut line = format!(
        "{} {} {} src: {} dst: {} bytes: {}",
        dependence.kind.name(),
        dependence.pair,
        flags.join(" "),
        kernel.ops[dependence.src].label,
        kernel.ops[dependence.dst].label,
        dependence.overlap,
    );
    if !dependence.approximations.is_empty() {
        line.push_str(&format!(" approx: {}", dependence.approximations.join("; ")));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Block, BlockExit, BlockOrigin, PipeOp};
    use crate::test_support::block_ids;
    use syncfuse_hardware::ascend::{AddressSpace, Pipe};
    use syncfuse_poly::affine::AffineExpr;
    use syncfuse_poly::footprint::{Access, MemoryBase, Region};

    fn bytes(space: AddressSpace, base: MemoryBase, write: bool, offset: i64, size: i64) -> Access {
        let region = Region::Strided {
            offset: AffineExpr::constant(offset),
            dims: Vec::new(),
            extent: AffineExpr::constant(size),
        };
        Access { space, base, write, region }
    }

    fn ub(write: bool, offset: i64) -> Access {
        bytes(AddressSpace::Ub, MemoryBase::LocalBuffer, write, offset, 4096)
    }

    fn gm(index: u32, noalias: bool, write: bool) -> Access {
        bytes(AddressSpace::Gm, MemoryBase::Argument { index, noalias }, write, 0, 4096)
    }

    /// A block: its successors and its pipe ops (pipe, accesses).
    type BlockShape<'a> = (&'a [usize], Vec<(Pipe, Vec<Access>)>);

    fn kernel(shape: &[BlockShape]) -> Kernel {
        let mut kernel = Kernel { name: "k".to_string(), ..Kernel::default() };
        for (index, (succs, ops)) in shape.iter().enumerate() {
            let mut items = Vec::new();
            for (pipe, accesses) in ops {
                let op = OpId(kernel.ops.len());
                let label = format!("op{op}");
                let name = "call".to_string();
                kernel.ops.push(PipeOp {
                    pipe: *pipe,
                    name,
                    label,
                    accesses: accesses.clone(),
                    guards: Vec::new(),
                    copy_of: None,
                });
                items.push(Item::Op(op));
            }
            let exit = if succs.is_empty() { BlockExit::Return } else { BlockExit::Branch };
            kernel.blocks.push(Block {
                name: format!("bb{index}"),
                succs: block_ids(succs),
                items,
                exit,
                origin: BlockOrigin::Original(BlockId(index)),
                copy: None,
            });
        }
        kernel
    }

    fn analyse(kernel: &Kernel) -> Vec<Dependence> {
        dependences(kernel, &CfgAnalysis::new(&kernel.succs()).unwrap())
    }

    /// (src, dst, kind, intra, carried_by) of each dependence.
    /// The dependences as (source index, destination index, kind, intra, carriers).
    fn summary(deps: &[Dependence]) -> Vec<(usize, usize, DependenceKind, bool, Vec<usize>)> {
        let indices = |blocks: &[BlockId]| blocks.iter().map(|b| b.0).collect();
        deps.iter().map(|d| (d.src.0, d.dst.0, d.kind, d.intra_iteration, indices(&d.carried_by))).collect()
    }

    fn vec_add(noalias: bool) -> Kernel {
        kernel(&[(
            &[],
            vec![
                (Pipe::Mte2, vec![gm(0, noalias, false), ub(true, 0)]),
                (Pipe::Mte2, vec![gm(1, noalias, false), ub(true, 4096)]),
                (Pipe::V, vec![ub(false, 0), ub(false, 4096), ub(true, 8192)]),
                (Pipe::Mte3, vec![ub(false, 8192), gm(2, noalias, true)]),
            ],
        )])
    }

    #[test]
    fn straight_line_vec_add() {
        let kernel = vec_add(true);
        let deps = analyse(&kernel);
        use DependenceKind::Raw;
        assert_eq!(
            summary(&deps),
            vec![(0, 2, Raw, true, vec![]), (1, 2, Raw, true, vec![]), (2, 3, Raw, true, vec![])]
        );
        assert_eq!(deps[0].pair, PipePair::new(Pipe::Mte2, Pipe::V));
        assert_eq!(deps[2].pair, PipePair::new(Pipe::V, Pipe::Mte3));
        expect_test::expect![[r#"
            ascend-deps: kernel 'k': 3 dependences
            ascend-deps: kernel 'k': RAW MTE2->V [intra] src: op0 dst: op2 bytes: { UB[a] : 0 <= a <= 4095 }
            ascend-deps: kernel 'k': RAW MTE2->V [intra] src: op1 dst: op2 bytes: { UB[a] : 4096 <= a <= 8191 }
            ascend-deps: kernel 'k': RAW V->MTE3 [intra] src: op2 dst: op3 bytes: { UB[a] : 8192 <= a <= 12287 }
        "#]]
        .assert_eq(&print_dependences(&kernel, &deps));
    }

    #[test]
    fn gm_arguments_without_noalias_may_alias() {
        let kernel = vec_add(false);
        let deps = analyse(&kernel);
        let gm_deps: Vec<&Dependence> = deps.iter().filter(|d| d.overlap.starts_with("may")).collect();
        assert_eq!(gm_deps.len(), 2);
        assert_eq!((gm_deps[0].src.0, gm_deps[0].dst.0, gm_deps[0].kind), (0, 3, DependenceKind::War));
        assert_eq!(gm_deps[0].overlap, "may-alias(arg0, arg2)");
        assert_eq!(gm_deps[0].approximations, ["may-alias(arg0, arg2): the bases cannot be told apart"]);
        assert_eq!((gm_deps[1].src.0, gm_deps[1].dst.0), (1, 3));
    }

    /// entry -> body (self loop, header 1) -> exit; ping ops 0-2, pong ops 3-5.
    fn double_buffered() -> Kernel {
        let half = |base: i64| {
            vec![
                (Pipe::Mte2, vec![gm(0, true, false), ub(true, base)]),
                (Pipe::V, vec![ub(false, base), ub(true, base + 16384)]),
                (Pipe::Mte3, vec![ub(false, base + 16384), gm(1, true, true)]),
            ]
        };
        let body = half(0).into_iter().chain(half(4096)).collect();
        kernel(&[(&[1], vec![]), (&[1, 2], body), (&[], vec![])])
    }

    #[test]
    fn double_buffered_loop() {
        let kernel = double_buffered();
        let deps = analyse(&kernel);
        let ping = |op: OpId| op.0 < 3;
        assert!(deps.iter().all(|d| ping(d.src) == ping(d.dst)), "no dependence between halves");
        use DependenceKind::{Raw, War};
        let half = |first: usize| {
            vec![
                (first, first + 1, Raw, true, vec![1]),
                (first + 1, first, War, false, vec![1]),
                (first + 1, first + 2, Raw, true, vec![1]),
                (first + 2, first + 1, War, false, vec![1]),
            ]
        };
        let mut expected = half(0);
        expected.extend(half(3));
        expected.sort_by_key(|(src, dst, kind, _, _)| (*src, *dst, *kind));
        assert_eq!(summary(&deps), expected);
        let carried_war = deps.iter().find(|d| (d.src, d.dst) == (OpId(1), OpId(0))).unwrap();
        assert_eq!(carried_war.pair, PipePair::new(Pipe::V, Pipe::Mte2));
        assert!(print_dependences(&kernel, std::slice::from_ref(carried_war))
            .contains("WAR V->MTE2 [carried @bb1] src: op1 dst: op0 bytes: { UB[a] : 0 <= a <= 4095 }"));
    }

    /// Tiles of copy-in (MTE2), vadd (V), copy-out (MTE3) cycling through `slots` UB
    /// slots of 8 KiB, in one block (a self-loop when `in_loop`).
    fn tiles(count: i64, slots: i64, in_loop: bool) -> Kernel {
        let mut ops = Vec::new();
        for tile in 0..count {
            let slot = (tile % slots) * 8192;
            ops.push((Pipe::Mte2, vec![gm(0, true, false), ub(true, slot)]));
            ops.push((Pipe::V, vec![ub(false, slot), ub(true, slot + 4096)]));
            ops.push((Pipe::Mte3, vec![ub(false, slot + 4096), gm(1, true, true)]));
        }
        match in_loop {
            true => kernel(&[(&[1], vec![]), (&[1, 2], ops), (&[], vec![])]),
            false => kernel(&[(&[], ops)]),
        }
    }

    /// Is `(src, dst)` ordered through a frontier dependence by pipe order: the same
    /// destination and a source on the same pipe between them (straight), or after the
    /// source in the block (wrapping around the loop)?
    fn implied_by(frontier: &[Dependence], kernel: &Kernel, dependence: &Dependence) -> bool {
        frontier.iter().any(|kept| {
            let same_pipe = kernel.ops[kept.src].pipe == kernel.ops[dependence.src].pipe;
            let (src, kept_src, dst) = (dependence.src.0, kept.src.0, dependence.dst.0);
            let between = if src < dst { src <= kept_src && kept_src < dst } else { src <= kept_src || kept_src < dst };
            kept.dst == dependence.dst && same_pipe && between
        })
    }

    #[test]
    fn the_frontier_keeps_the_nearest_source_per_pipe_and_implies_the_rest() {
        for in_loop in [false, true] {
            let kernel = tiles(12, 4, in_loop);
            let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
            let all = dependences(&kernel, &cfg);
            let frontier = frontier_dependences(&kernel, &cfg);
            assert!(frontier.dependences.len() < all.len(), "in_loop {in_loop}: nothing pruned");
            assert!(frontier.implied_pairs > 0);
            for dependence in &all {
                assert!(
                    frontier.dependences.contains(dependence) || implied_by(&frontier.dependences, &kernel, dependence),
                    "in_loop {in_loop}: op{} -> op{} neither kept nor implied",
                    dependence.src,
                    dependence.dst
                );
            }
            // Tile 8's copy-in (op 24) overwrites slot 0: only tile 4's vadd (op 13), the
            // nearest reader of that slot before it, is kept on V.
            let into_24: Vec<usize> = frontier.dependences.iter().filter(|d| d.dst.0 == 24).map(|d| d.src.0).collect();
            assert!(into_24.contains(&13) && !into_24.contains(&1), "in_loop {in_loop}: {into_24:?}");
        }
    }

    #[test]
    fn a_loop_known_to_run_once_carries_nothing() {
        let mut kernel = double_buffered();
        let once = LoopDim::new("it_b1", Some(AffineExpr::constant(1)));
        kernel.loop_dims.insert(BlockId(1), once);
        assert!(analyse(&kernel).iter().all(|d| d.intra_iteration && d.carried_by.is_empty()));
    }

    /// `entry -> first loop (1) -> between -> second loop (3) -> exit`: the first loop
    /// writes tile `it` of GM argument 0, the second reads tile `it + shift`.
    fn sibling_loops(shift: i64) -> Kernel {
        let tile = |write: bool, counter: &str, shift: i64| {
            let offset = AffineExpr::symbol(counter).scale(4096).add(&AffineExpr::constant(4096 * shift));
            let extent = AffineExpr::constant(4096);
            let region = Region::Strided { offset, dims: Vec::new(), extent };
            let base = MemoryBase::Argument { index: 0, noalias: true };
            Access { space: AddressSpace::Gm, base, write, region }
        };
        let mut kernel = kernel(&[
            (&[1], vec![]),
            (&[1, 2], vec![(Pipe::Mte3, vec![ub(false, 0), tile(true, "it_b1", 0)])]),
            (&[3], vec![]),
            (&[3, 4], vec![(Pipe::Mte2, vec![tile(false, "it_b3", shift), ub(true, 8192)])]),
            (&[], vec![]),
        ]);
        for header in [1, 3] {
            let dim = LoopDim::new(format!("it_b{header}"), Some(AffineExpr::constant(4)));
            kernel.loop_dims.insert(BlockId(header), dim);
        }
        kernel
    }

    fn reversed(kernel: &Kernel) -> Vec<(usize, usize, DependenceKind, bool, Vec<usize>)> {
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        summary(&reversed_by_loop_fusion(kernel, &cfg, BlockId(1), BlockId(3)))
    }

    #[test]
    fn fusing_loops_that_exchange_tiles_of_one_iteration_reverses_nothing() {
        assert!(reversed(&sibling_loops(0)).is_empty());
        assert!(reversed(&sibling_loops(-1)).is_empty(), "reading an earlier iteration's tile keeps its order");
    }

    #[test]
    fn fusing_loops_where_the_second_reads_a_later_tile_reverses_the_dependence() {
        assert_eq!(reversed(&sibling_loops(1)), [(0, 1, DependenceKind::Raw, false, vec![1])]);
    }

    #[test]
    fn ops_on_exclusive_branches_do_not_depend_on_each_other() {
        // 0 -> {1, 2} -> 3: the write in 1 never precedes the read in 2.
        let kernel = kernel(&[
            (&[1, 2], vec![]),
            (&[3], vec![(Pipe::Mte2, vec![ub(true, 0)])]),
            (&[3], vec![(Pipe::V, vec![ub(false, 0)])]),
            (&[], vec![(Pipe::Mte3, vec![ub(false, 0)])]),
        ]);
        let deps = analyse(&kernel);
        assert_eq!(summary(&deps), vec![(0, 2, DependenceKind::Raw, true, vec![])]);
    }

    #[test]
    fn access_pairs_of_one_kind_merge_into_one_dependence() {
        let both_halves = bytes(AddressSpace::Ub, MemoryBase::LocalBuffer, true, 0, 8192);
        let kernel = kernel(&[(
            &[],
            vec![
                (Pipe::Mte2, vec![both_halves]),
                (Pipe::V, vec![ub(false, 0), ub(false, 4096), gm(0, false, true)]),
                (Pipe::Mte3, vec![gm(0, false, true), gm(1, false, true)]),
            ],
        )]);
        let deps = analyse(&kernel);
        assert_eq!(deps.len(), 2);
        assert_eq!(deps[0].overlap, "{ UB[a] : 0 <= a <= 8191 }");
        assert_eq!(deps[1].overlap, "{ GM_arg0[a] : 0 <= a <= 4095 }; may-alias(arg0, arg1)");
    }

    #[test]
    fn scalar_sources_are_listed_and_same_pipe_pairs_are_not() {
        let kernel = kernel(&[(
            &[],
            vec![
                (Pipe::S, vec![bytes(AddressSpace::Ub, MemoryBase::LocalBuffer, true, 0, 4)]),
                (Pipe::V, vec![ub(false, 0), ub(true, 0)]),
                (Pipe::V, vec![ub(false, 0)]),
            ],
        )]);
        use DependenceKind::{Raw, Waw};
        assert_eq!(
            summary(&analyse(&kernel)),
            vec![(0, 1, Raw, true, vec![]), (0, 1, Waw, true, vec![]), (0, 2, Raw, true, vec![])]
        );
    }
}
