//! Plain-data control-flow analyses over a successor list: reverse post-order,
//! dominators and post-dominators (petgraph), natural loops and their nesting, and
//! forward reachability (the CFG with every back edge removed), control dependences
//! (Ferrante, Ottenstein and Warren: which branch edges decide whether a block runs).
//!
//! Invariant: only blocks reachable from [`BlockId::ENTRY`] take part; every cycle is a
//! natural loop (a retreating edge whose target does not dominate its source is rejected
//! as irreducible control flow, the way LLVM's LoopInfo would not see it as a loop).
//! Blocks and loops are typed indices ([`BlockId`], [`LoopId`]) into typed vectors, so a
//! loop cannot be used where a block is meant. The C API of LLVM 16 exposes neither
//! DominatorTree nor LoopInfo, hence this module.

use derive_more::{Display, From, Into};
use petgraph::algo::dominators::{simple_fast, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::BTreeSet;
use syncfuse_reason::Reason;
pub use typed_index_collections::{TiSlice, TiVec};

/// A basic block: its position in its function's (or kernel's) block list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, From, Into, Display)]
#[serde(transparent)]
pub struct BlockId(pub usize);

impl BlockId {
    /// The entry block, first in every block list.
    pub const ENTRY: BlockId = BlockId(0);
}

/// A natural loop: its position in [`CfgAnalysis::loops`] (outermost first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, From, Into, Display)]
pub struct LoopId(pub usize);

/// Each block's successors, in branch-operand order.
pub type Successors = TiVec<BlockId, Vec<BlockId>>;

/// Why a CFG cannot be handled. Blocks are `B`: indices where the CFG is analysed, names
/// (`CfgReject<String>`, via [`CfgReject::name_blocks`]) once the reason leaves the kernel
/// whose indices it uses.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum CfgReject<B = BlockId> {
    /// A cycle entered other than through a dominating header (edge `from -> to`).
    Irreducible { from: B, to: B },
}

impl<B> CfgReject<B> {
    /// The same reason with every block replaced by `name_of(block)`.
    pub fn name_blocks<C>(&self, name_of: impl Fn(&B) -> C) -> CfgReject<C> {
        match self {
            CfgReject::Irreducible { from, to } => CfgReject::Irreducible { from: name_of(from), to: name_of(to) },
        }
    }
}

impl<B: std::fmt::Display> Reason for CfgReject<B> {
    /// The stable remark name (`-pass-remarks-output`'s `Name:`).
    fn remark_name(&self) -> &'static str {
        match self {
            CfgReject::Irreducible { .. } => "IrreducibleControlFlow",
        }
    }
}

impl<B: std::fmt::Display> std::fmt::Display for CfgReject<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CfgReject::Irreducible { from, to } => write!(
                f,
                "irreducible control flow: the cycle through edge '{from}' -> '{to}' has no header that dominates it"
            ),
        }
    }
}

/// A control dependence: a block runs (once more) only when `branch` goes to `taken`;
/// `ControlDependence::ENTRY` is the edge from a virtual start into the entry block (the
/// start's other edge going straight to the exit, as in Ferrante et al.), on which the
/// blocks that run once per call depend. Two blocks with the same set run on the same
/// paths the same number of times: control equivalence (a loop header and its latch
/// differ, by the entry edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ControlDependence {
    pub branch: BlockId,
    pub taken: BlockId,
}

impl ControlDependence {
    pub const ENTRY: ControlDependence = ControlDependence { branch: BlockId::ENTRY, taken: BlockId::ENTRY };
}

/// A natural loop: all back edges to one header, merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NaturalLoop {
    pub header: BlockId,
    pub latches: Vec<BlockId>,
    pub body: BTreeSet<BlockId>,
    /// The innermost enclosing loop.
    pub parent: Option<LoopId>,
    /// Edges leaving the loop, `(inside, outside)`.
    pub exit_edges: Vec<(BlockId, BlockId)>,
}

pub struct CfgAnalysis {
    pub succs: Successors,
    pub preds: TiVec<BlockId, Vec<BlockId>>,
    /// Reachable blocks in reverse post-order (entry first).
    pub rpo: Vec<BlockId>,
    /// Position of each block in `rpo` (`None` if unreachable).
    pub rpo_index: TiVec<BlockId, Option<usize>>,
    idom: TiVec<BlockId, Option<BlockId>>,
    ipdom: TiVec<BlockId, Option<BlockId>>,
    /// Loops ordered outermost-first (a parent comes before its children).
    pub loops: TiVec<LoopId, NaturalLoop>,
    /// For each block, the innermost loop containing it.
    pub innermost_loop: TiVec<BlockId, Option<LoopId>>,
    back_edges: BTreeSet<(BlockId, BlockId)>,
    forward_reach: TiVec<BlockId, Vec<u64>>,
}

impl CfgAnalysis {
    pub fn new(succs: &TiSlice<BlockId, Vec<BlockId>>) -> Result<CfgAnalysis, CfgReject> {
        let count = succs.len();
        let mut preds: TiVec<BlockId, Vec<BlockId>> = vec![Vec::new(); count].into();
        for (from, targets) in succs.iter_enumerated() {
            for &to in targets {
                if !preds[to].contains(&from) {
                    preds[to].push(from);
                }
            }
        }
        let rpo = reverse_post_order(succs);
        let mut rpo_index: TiVec<BlockId, Option<usize>> = vec![None; count].into();
        for (position, &block) in rpo.iter().enumerate() {
            rpo_index[block] = Some(position);
        }
        let idom = immediate_dominators(succs, &rpo, false);
        let ipdom = immediate_dominators(succs, &rpo, true);
        let mut analysis = CfgAnalysis {
            succs: succs.to_owned(),
            preds,
            rpo,
            rpo_index,
            idom,
            ipdom,
            loops: TiVec::new(),
            innermost_loop: vec![None; count].into(),
            back_edges: BTreeSet::new(),
            forward_reach: TiVec::new(),
        };
        analysis.find_loops()?;
        analysis.forward_reach = analysis.forward_reachability();
        Ok(analysis)
    }

    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.rpo_index[block].is_some()
    }

    pub fn idom(&self, block: BlockId) -> Option<BlockId> {
        self.idom[block]
    }

    /// `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        walks_to(&self.idom, b, a)
    }

    /// `a` post-dominates `b` (reflexive); false where no exit is reachable.
    pub fn post_dominates(&self, a: BlockId, b: BlockId) -> bool {
        walks_to(&self.ipdom, b, a)
    }

    pub fn is_back_edge(&self, from: BlockId, to: BlockId) -> bool {
        self.back_edges.contains(&(from, to))
    }

    /// Headers of the loops containing `block`, outermost first.
    pub fn loop_headers_around(&self, block: BlockId) -> Vec<BlockId> {
        self.loops_around(block).into_iter().map(|l| self.loops[l].header).collect()
    }

    /// Loops containing `block`, outermost first.
    pub fn loops_around(&self, block: BlockId) -> Vec<LoopId> {
        let mut chain = Vec::new();
        let mut current = self.innermost_loop[block];
        while let Some(l) = current {
            chain.push(l);
            current = self.loops[l].parent;
        }
        chain.reverse();
        chain
    }

    pub fn loop_with_header(&self, header: BlockId) -> Option<LoopId> {
        self.loops.iter_enumerated().find(|(_, l)| l.header == header).map(|(id, _)| id)
    }

    /// Each block's control dependences, sorted (`None`: the block reaches no exit, so
    /// post-dominance, and with it control dependence, says nothing about it). For each
    /// edge `a -> b` that `b` does not post-dominate `a` from, the blocks on the
    /// post-dominator tree from `b` up to, not including, `a`'s immediate post-dominator
    /// run only when that edge is taken.
    pub fn control_dependences(&self) -> TiVec<BlockId, Option<Vec<ControlDependence>>> {
        let reaches_exit = self.blocks_reaching_an_exit();
        let mut dependences: TiVec<BlockId, BTreeSet<ControlDependence>> =
            vec![BTreeSet::new(); self.succs.len()].into();
        let mut depend_on = |dependence: ControlDependence, from: BlockId, stop: Option<BlockId>| {
            let mut runner = Some(from);
            while let Some(block) = runner.filter(|&b| Some(b) != stop) {
                dependences[block].insert(dependence);
                runner = self.ipdom[block];
            }
        };
        if self.succs.is_empty() {
            return TiVec::new();
        }
        depend_on(ControlDependence::ENTRY, BlockId::ENTRY, None);
        for &branch in &self.rpo {
            for &taken in self.succs[branch].iter().filter(|&&taken| !self.post_dominates(taken, branch)) {
                depend_on(ControlDependence { branch, taken }, taken, self.ipdom[branch]);
            }
        }
        dependences
            .into_iter_enumerated()
            .map(|(block, set)| reaches_exit[block].then(|| set.into_iter().collect()))
            .collect()
    }

    /// Reachable blocks with a path to a block without successors.
    fn blocks_reaching_an_exit(&self) -> TiVec<BlockId, bool> {
        let mut reaches: TiVec<BlockId, bool> = vec![false; self.succs.len()].into();
        let mut work: Vec<BlockId> = self.rpo.iter().copied().filter(|&b| self.succs[b].is_empty()).collect();
        while let Some(block) = work.pop() {
            if !std::mem::replace(&mut reaches[block], true) {
                work.extend(self.preds[block].iter().copied().filter(|&p| self.is_reachable(p)));
            }
        }
        reaches
    }

    /// `to` is reachable from `from` by a non-empty path that takes no back edge.
    pub fn reaches_forward(&self, from: BlockId, to: BlockId) -> bool {
        self.is_reachable(from)
            && self.is_reachable(to)
            && self.forward_reach[from][to.0 / 64] & (1 << (to.0 % 64)) != 0
    }

    fn find_loops(&mut self) -> Result<(), CfgReject> {
        let mut headers: Vec<BlockId> = Vec::new();
        for &from in &self.rpo {
            for &to in &self.succs[from] {
                if self.rpo_index[to] <= self.rpo_index[from] {
                    if !self.dominates(to, from) {
                        return Err(CfgReject::Irreducible { from, to });
                    }
                    self.back_edges.insert((from, to));
                    if !headers.contains(&to) {
                        headers.push(to);
                    }
                }
            }
        }
        let mut loops: Vec<NaturalLoop> = headers.iter().map(|&h| self.natural_loop(h)).collect();
        loops.sort_by_key(|l| std::cmp::Reverse(l.body.len()));
        let mut loops: TiVec<LoopId, NaturalLoop> = loops.into();
        for inner in loops.keys() {
            loops[inner].parent = (0..inner.0).rev().map(LoopId).find(|&outer| {
                loops[outer].body.contains(&loops[inner].header) && loops[outer].header != loops[inner].header
            });
        }
        for (id, l) in loops.iter_enumerated() {
            for &block in &l.body {
                self.innermost_loop[block] = Some(id);
            }
        }
        self.loops = loops;
        Ok(())
    }

    fn natural_loop(&self, header: BlockId) -> NaturalLoop {
        let latches: Vec<BlockId> =
            self.preds[header].iter().copied().filter(|&p| self.is_back_edge(p, header)).collect();
        let mut body: BTreeSet<BlockId> = BTreeSet::from([header]);
        let mut work = latches.clone();
        while let Some(block) = work.pop() {
            if body.insert(block) {
                work.extend(self.preds[block].iter().copied().filter(|&p| self.is_reachable(p)));
            }
        }
        let exit_edges = body
            .iter()
            .flat_map(|&b| self.succs[b].iter().map(move |&s| (b, s)))
            .filter(|(_, s)| !body.contains(s))
            .collect();
        NaturalLoop { header, latches, body, parent: None, exit_edges }
    }

    /// Bitset rows: `row[from]` has bit `to` when a forward (back-edge-free) path exists.
    fn forward_reachability(&self) -> TiVec<BlockId, Vec<u64>> {
        let words = self.succs.len().div_ceil(64).max(1);
        let mut reach: TiVec<BlockId, Vec<u64>> = vec![vec![0u64; words]; self.succs.len()].into();
        for &block in self.rpo.iter().rev() {
            let mut row = vec![0u64; words];
            for &s in &self.succs[block] {
                if self.is_back_edge(block, s) {
                    continue;
                }
                row[s.0 / 64] |= 1 << (s.0 % 64);
                for (word, bits) in row.iter_mut().zip(&reach[s]) {
                    *word |= bits;
                }
            }
            reach[block] = row;
        }
        reach
    }
}

/// True when following `parent` links from `start` reaches `target` (or `start == target`).
fn walks_to(parent: &TiSlice<BlockId, Option<BlockId>>, start: BlockId, target: BlockId) -> bool {
    let mut current = Some(start);
    while let Some(block) = current {
        if block == target {
            return true;
        }
        current = parent[block];
    }
    false
}

fn reverse_post_order(succs: &TiSlice<BlockId, Vec<BlockId>>) -> Vec<BlockId> {
    if succs.is_empty() {
        return Vec::new();
    }
    let mut visited: TiVec<BlockId, bool> = vec![false; succs.len()].into();
    let mut post = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(BlockId::ENTRY, 0)];
    visited[BlockId::ENTRY] = true;
    while let Some((block, next)) = stack.pop() {
        if let Some(&s) = succs[block].get(next) {
            stack.push((block, next + 1));
            if !visited[s] {
                visited[s] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(block);
        }
    }
    post.reverse();
    post
}

/// Immediate (post-)dominators of the reachable blocks, through petgraph. For
/// post-dominators the graph is reversed and every block without successors is tied to
/// a virtual exit node.
fn immediate_dominators(
    succs: &TiSlice<BlockId, Vec<BlockId>>,
    rpo: &[BlockId],
    post: bool,
) -> TiVec<BlockId, Option<BlockId>> {
    let count = succs.len();
    let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(count + 1, count * 2);
    let nodes: Vec<NodeIndex> = (0..=count).map(|_| graph.add_node(())).collect();
    let node = |block: BlockId| nodes[block.0];
    let virtual_exit = nodes[count];
    for &from in rpo {
        for &to in &succs[from] {
            if post {
                graph.add_edge(node(to), node(from), ());
            } else {
                graph.add_edge(node(from), node(to), ());
            }
        }
        if post && succs[from].is_empty() {
            graph.add_edge(virtual_exit, node(from), ());
        }
    }
    let root = if post { virtual_exit } else { node(BlockId::ENTRY) };
    let dominators: Dominators<NodeIndex> = simple_fast(&graph, root);
    succs
        .keys()
        .map(|block| {
            let dominator = dominators.immediate_dominator(node(block))?;
            (dominator != virtual_exit).then_some(BlockId(dominator.index()))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg_of(lists: &[&[usize]]) -> Result<CfgAnalysis, CfgReject> {
        let succs: Successors = lists.iter().map(|targets| targets.iter().map(|&t| BlockId(t)).collect()).collect();
        CfgAnalysis::new(&succs)
    }

    fn blocks(indices: &[usize]) -> Vec<BlockId> {
        indices.iter().map(|&i| BlockId(i)).collect()
    }

    /// entry -> header <-> body, header -> exit (a rotated loop would be similar).
    const SIMPLE_LOOP: &[&[usize]] = &[&[1], &[2, 3], &[1], &[]];

    #[test]
    fn finds_a_natural_loop_and_its_exit() {
        let cfg = cfg_of(SIMPLE_LOOP).unwrap();
        assert_eq!(cfg.loops.len(), 1);
        let only = &cfg.loops[LoopId(0)];
        assert_eq!(only.header, BlockId(1));
        assert_eq!(only.latches, blocks(&[2]));
        assert_eq!(only.exit_edges, vec![(BlockId(1), BlockId(3))]);
        assert_eq!(cfg.loop_headers_around(BlockId(2)), blocks(&[1]));
        assert!(cfg.loop_headers_around(BlockId(3)).is_empty());
        assert!(cfg.is_back_edge(BlockId(2), BlockId(1)));
    }

    #[test]
    fn forward_reachability_ignores_back_edges() {
        let cfg = cfg_of(SIMPLE_LOOP).unwrap();
        assert!(cfg.reaches_forward(BlockId(1), BlockId(2)));
        assert!(!cfg.reaches_forward(BlockId(2), BlockId(1)));
        assert!(cfg.reaches_forward(BlockId(0), BlockId(3)));
    }

    #[test]
    fn dominance_and_post_dominance_of_a_diamond() {
        let cfg = cfg_of(&[&[1, 2], &[3], &[3], &[]]).unwrap();
        assert!(cfg.dominates(BlockId(0), BlockId(3)));
        assert!(!cfg.dominates(BlockId(1), BlockId(3)));
        assert!(cfg.post_dominates(BlockId(3), BlockId(0)));
        assert!(!cfg.post_dominates(BlockId(1), BlockId(0)));
        assert_eq!(cfg.idom(BlockId(3)), Some(BlockId(0)));
    }

    fn dependence(branch: usize, taken: usize) -> ControlDependence {
        ControlDependence { branch: BlockId(branch), taken: BlockId(taken) }
    }

    #[test]
    fn control_dependences_of_a_diamond_and_a_loop_with_a_break() {
        // A diamond: 0 -> {1, 2} -> 3. Only the arms depend on 0.
        let cfg = cfg_of(&[&[1, 2], &[3], &[3], &[]]).unwrap();
        let deps = cfg.control_dependences();
        assert_eq!(deps[BlockId(0)], Some(vec![ControlDependence::ENTRY]));
        assert_eq!(deps[BlockId(1)], Some(vec![dependence(0, 1)]));
        assert_eq!(deps[BlockId(2)], Some(vec![dependence(0, 2)]));
        assert_eq!(deps[BlockId(3)], deps[BlockId(0)], "the join runs whenever the branch does");
        // 0 -> 1 (header) -> 2 (break test) -> {4 (exit), 3 (latch)} -> 1; 1 -> 4.
        let cfg = cfg_of(&[&[1], &[2, 4], &[4, 3], &[1], &[]]).unwrap();
        let deps = cfg.control_dependences();
        assert_eq!(deps[BlockId(4)], deps[BlockId(0)], "after the loop: whichever exit was taken");
        assert_ne!(deps[BlockId(2)], deps[BlockId(3)], "after the break test: only if it did not break");
        assert_eq!(deps[BlockId(3)], Some(vec![dependence(2, 3)]));
        assert_ne!(deps[BlockId(1)], deps[BlockId(3)], "the header runs once more than the latch");
    }

    #[test]
    fn a_block_that_never_exits_has_no_control_dependences() {
        let cfg = cfg_of(&[&[1, 2], &[1], &[]]).unwrap();
        assert_eq!(cfg.control_dependences()[BlockId(1)], None);
    }

    #[test]
    fn nested_loops_know_their_parent() {
        // 0 -> 1 (outer header) -> 2 (inner header) <-> 3, 2 -> 4 (outer latch) -> 1, 1 -> 5
        let cfg = cfg_of(&[&[1], &[2, 5], &[3, 4], &[2], &[1], &[]]).unwrap();
        assert_eq!(cfg.loop_headers_around(BlockId(3)), blocks(&[1, 2]));
        let inner = cfg.loop_with_header(BlockId(2)).unwrap();
        assert_eq!(cfg.loops[inner].parent, cfg.loop_with_header(BlockId(1)));
    }

    #[test]
    fn unreachable_blocks_take_no_part() {
        let cfg = cfg_of(&[&[2], &[2], &[]]).unwrap();
        assert!(!cfg.is_reachable(BlockId(1)));
        assert_eq!(cfg.rpo, blocks(&[0, 2]));
        assert_eq!(cfg.idom(BlockId(2)), Some(BlockId(0)));
    }

    #[test]
    fn rejects_irreducible_control_flow() {
        // 0 branches into both 1 and 2, which form a cycle with two entries.
        let result = cfg_of(&[&[1, 2], &[2], &[1, 3], &[]]);
        assert!(matches!(result, Err(CfgReject::Irreducible { .. })));
    }
}
