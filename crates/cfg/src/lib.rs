//! Plain-data control-flow analyses over a successor list: reverse post-order,
//! dominators and post-dominators (petgraph), natural loops and their nesting, and
//! forward reachability (the CFG with every back edge removed).
//!
//! Invariant: only blocks reachable from block 0 take part; every cycle is a natural loop
//! (a retreating edge whose target does not dominate its source is rejected as
//! irreducible control flow, the way LLVM's LoopInfo would not see it as a loop).
//! The C API of LLVM 16 exposes neither DominatorTree nor LoopInfo, hence this module.

use petgraph::algo::dominators::{simple_fast, Dominators};
use petgraph::graph::{DiGraph, NodeIndex};
use std::collections::BTreeSet;

pub type BlockIndex = usize;

/// Why a CFG cannot be handled. Blocks are `B`: indices where the CFG is analysed, names
/// (`CfgReject<String>`, via [`CfgReject::name_blocks`]) once the reason leaves the kernel
/// whose indices it uses.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum CfgReject<B = BlockIndex> {
    /// A cycle entered other than through a dominating header (edge `from -> to`).
    Irreducible { from: B, to: B },
}

impl<B> CfgReject<B> {
    /// The stable remark name (`-pass-remarks-output`'s `Name:`).
    pub fn remark_name(&self) -> &'static str {
        match self {
            CfgReject::Irreducible { .. } => "IrreducibleControlFlow",
        }
    }

    /// The same reason with every block replaced by `name_of(block)`.
    pub fn name_blocks<C>(&self, name_of: impl Fn(&B) -> C) -> CfgReject<C> {
        match self {
            CfgReject::Irreducible { from, to } => CfgReject::Irreducible { from: name_of(from), to: name_of(to) },
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

/// A natural loop: all back edges to one header, merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NaturalLoop {
    pub header: BlockIndex,
    pub latches: Vec<BlockIndex>,
    pub body: BTreeSet<BlockIndex>,
    /// Index (into `CfgAnalysis::loops`) of the innermost enclosing loop.
    pub parent: Option<usize>,
    /// Edges leaving the loop, `(inside, outside)`.
    pub exit_edges: Vec<(BlockIndex, BlockIndex)>,
}

pub struct CfgAnalysis {
    pub succs: Vec<Vec<BlockIndex>>,
    pub preds: Vec<Vec<BlockIndex>>,
    /// Reachable blocks in reverse post-order (entry first).
    pub rpo: Vec<BlockIndex>,
    /// Position of each block in `rpo` (`usize::MAX` if unreachable).
    pub rpo_index: Vec<usize>,
    idom: Vec<Option<BlockIndex>>,
    ipdom: Vec<Option<BlockIndex>>,
    /// Loops ordered outermost-first (a parent comes before its children).
    pub loops: Vec<NaturalLoop>,
    /// For each block, the innermost loop containing it.
    pub innermost_loop: Vec<Option<usize>>,
    back_edges: BTreeSet<(BlockIndex, BlockIndex)>,
    forward_reach: Vec<Vec<u64>>,
}

impl CfgAnalysis {
    pub fn new(succs: &[Vec<BlockIndex>]) -> Result<CfgAnalysis, CfgReject> {
        let count = succs.len();
        let mut preds = vec![Vec::new(); count];
        for (from, targets) in succs.iter().enumerate() {
            for &to in targets {
                if !preds[to].contains(&from) {
                    preds[to].push(from);
                }
            }
        }
        let rpo = reverse_post_order(succs);
        let mut rpo_index = vec![usize::MAX; count];
        for (position, &block) in rpo.iter().enumerate() {
            rpo_index[block] = position;
        }
        let idom = immediate_dominators(succs, &rpo, false);
        let ipdom = immediate_dominators(succs, &rpo, true);
        let mut analysis = CfgAnalysis {
            succs: succs.to_vec(),
            preds,
            rpo,
            rpo_index,
            idom,
            ipdom,
            loops: Vec::new(),
            innermost_loop: vec![None; count],
            back_edges: BTreeSet::new(),
            forward_reach: Vec::new(),
        };
        analysis.find_loops()?;
        analysis.forward_reach = analysis.forward_reachability();
        Ok(analysis)
    }

    pub fn is_reachable(&self, block: BlockIndex) -> bool {
        self.rpo_index[block] != usize::MAX
    }

    pub fn idom(&self, block: BlockIndex) -> Option<BlockIndex> {
        self.idom[block]
    }

    /// `a` dominates `b` (reflexive).
    pub fn dominates(&self, a: BlockIndex, b: BlockIndex) -> bool {
        walks_to(&self.idom, b, a)
    }

    /// `a` post-dominates `b` (reflexive); false where no exit is reachable.
    pub fn post_dominates(&self, a: BlockIndex, b: BlockIndex) -> bool {
        walks_to(&self.ipdom, b, a)
    }

    pub fn is_back_edge(&self, from: BlockIndex, to: BlockIndex) -> bool {
        self.back_edges.contains(&(from, to))
    }

    /// Headers of the loops containing `block`, outermost first.
    pub fn loop_headers_around(&self, block: BlockIndex) -> Vec<BlockIndex> {
        self.loops_around(block).into_iter().map(|l| self.loops[l].header).collect()
    }

    /// Loops (indices) containing `block`, outermost first.
    pub fn loops_around(&self, block: BlockIndex) -> Vec<usize> {
        let mut chain = Vec::new();
        let mut current = self.innermost_loop[block];
        while let Some(l) = current {
            chain.push(l);
            current = self.loops[l].parent;
        }
        chain.reverse();
        chain
    }

    pub fn loop_with_header(&self, header: BlockIndex) -> Option<usize> {
        self.loops.iter().position(|l| l.header == header)
    }

    /// `to` is reachable from `from` by a non-empty path that takes no back edge.
    pub fn reaches_forward(&self, from: BlockIndex, to: BlockIndex) -> bool {
        self.is_reachable(from) && self.is_reachable(to) && self.forward_reach[from][to / 64] & (1 << (to % 64)) != 0
    }

    fn find_loops(&mut self) -> Result<(), CfgReject> {
        let mut headers: Vec<BlockIndex> = Vec::new();
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
        for inner in 0..loops.len() {
            loops[inner].parent = (0..inner).rev().find(|&outer| {
                loops[outer].body.contains(&loops[inner].header) && loops[outer].header != loops[inner].header
            });
        }
        for (index, l) in loops.iter().enumerate() {
            for &block in &l.body {
                self.innermost_loop[block] = Some(index);
            }
        }
        self.loops = loops;
        Ok(())
    }

    fn natural_loop(&self, header: BlockIndex) -> NaturalLoop {
        let latches: Vec<BlockIndex> =
            self.preds[header].iter().copied().filter(|&p| self.is_back_edge(p, header)).collect();
        let mut body: BTreeSet<BlockIndex> = BTreeSet::from([header]);
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
    fn forward_reachability(&self) -> Vec<Vec<u64>> {
        let words = self.succs.len().div_ceil(64).max(1);
        let mut reach = vec![vec![0u64; words]; self.succs.len()];
        for &block in self.rpo.iter().rev() {
            let mut row = vec![0u64; words];
            for &s in &self.succs[block] {
                if self.is_back_edge(block, s) {
                    continue;
                }
                row[s / 64] |= 1 << (s % 64);
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
fn walks_to(parent: &[Option<BlockIndex>], start: BlockIndex, target: BlockIndex) -> bool {
    let mut current = Some(start);
    while let Some(block) = current {
        if block == target {
            return true;
        }
        current = parent[block];
    }
    false
}

fn reverse_post_order(succs: &[Vec<BlockIndex>]) -> Vec<BlockIndex> {
    if succs.is_empty() {
        return Vec::new();
    }
    let mut visited = vec![false; succs.len()];
    let mut post = Vec::new();
    let mut stack: Vec<(BlockIndex, usize)> = vec![(0, 0)];
    visited[0] = true;
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
fn immediate_dominators(succs: &[Vec<BlockIndex>], rpo: &[BlockIndex], post: bool) -> Vec<Option<BlockIndex>> {
    let count = succs.len();
    let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(count + 1, count * 2);
    let nodes: Vec<NodeIndex> = (0..=count).map(|_| graph.add_node(())).collect();
    let virtual_exit = nodes[count];
    for &from in rpo {
        for &to in &succs[from] {
            if post {
                graph.add_edge(nodes[to], nodes[from], ());
            } else {
                graph.add_edge(nodes[from], nodes[to], ());
            }
        }
        if post && succs[from].is_empty() {
            graph.add_edge(virtual_exit, nodes[from], ());
        }
    }
    let root = if post { virtual_exit } else { nodes[0] };
    let dominators: Dominators<NodeIndex> = simple_fast(&graph, root);
    (0..count)
        .map(|block| dominators.immediate_dominator(nodes[block]).map(|d| d.index()).filter(|&d| d != count))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// entry -> header <-> body, header -> exit (a rotated loop would be similar).
    fn simple_loop() -> Vec<Vec<usize>> {
        vec![vec![1], vec![2, 3], vec![1], vec![]]
    }

    #[test]
    fn finds_a_natural_loop_and_its_exit() {
        let cfg = CfgAnalysis::new(&simple_loop()).unwrap();
        assert_eq!(cfg.loops.len(), 1);
        assert_eq!(cfg.loops[0].header, 1);
        assert_eq!(cfg.loops[0].latches, vec![2]);
        assert_eq!(cfg.loops[0].exit_edges, vec![(1, 3)]);
        assert_eq!(cfg.loop_headers_around(2), vec![1]);
        assert!(cfg.loop_headers_around(3).is_empty());
        assert!(cfg.is_back_edge(2, 1));
    }

    #[test]
    fn forward_reachability_ignores_back_edges() {
        let cfg = CfgAnalysis::new(&simple_loop()).unwrap();
        assert!(cfg.reaches_forward(1, 2));
        assert!(!cfg.reaches_forward(2, 1));
        assert!(cfg.reaches_forward(0, 3));
    }

    #[test]
    fn dominance_and_post_dominance_of_a_diamond() {
        let cfg = CfgAnalysis::new(&[vec![1, 2], vec![3], vec![3], vec![]]).unwrap();
        assert!(cfg.dominates(0, 3));
        assert!(!cfg.dominates(1, 3));
        assert!(cfg.post_dominates(3, 0));
        assert!(!cfg.post_dominates(1, 0));
        assert_eq!(cfg.idom(3), Some(0));
    }

    #[test]
    fn nested_loops_know_their_parent() {
        // 0 -> 1 (outer header) -> 2 (inner header) <-> 3, 2 -> 4 (outer latch) -> 1, 1 -> 5
        let cfg = CfgAnalysis::new(&[vec![1], vec![2, 5], vec![3, 4], vec![2], vec![1], vec![]]).unwrap();
        assert_eq!(cfg.loop_headers_around(3), vec![1, 2]);
        let inner = cfg.loop_with_header(2).unwrap();
        assert_eq!(cfg.loops[inner].parent, cfg.loop_with_header(1));
    }

    #[test]
    fn rejects_irreducible_control_flow() {
        // 0 branches into both 1 and 2, which form a cycle with two entries.
        let result = CfgAnalysis::new(&[vec![1, 2], vec![2], vec![1, 3], vec![]]);
        assert!(matches!(result, Err(CfgReject::Irreducible { .. })));
    }
}
