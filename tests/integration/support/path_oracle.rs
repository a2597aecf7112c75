//! A second, path-based happens-before checker for synchronised kernels, written to share
//! no logic with `verify` (the dataflow checker) so that the two can check each other.
//!
//! It enumerates complete paths from block 0 to a `BlockExit::Return` block, taking each
//! loop's back edge at most `max_back_edges` times per entry of the loop, and keeps the
//! iteration counter of every loop on the way (0 when the loop is entered from outside,
//! +1 on its back edge), so each item occurrence is an *instance*: the item and the
//! counters of its loops. On each path it builds the happens-before DAG of rule 7 of
//! `ascend-target.md`: pipe order (a set runs on its setter, a wait on its waiter),
//! k-th set -> k-th wait of each flag, `BARRIER(ALL)` (everything earlier -> barrier ->
//! everything later) and scalar issue order (an item on S precedes every later item).
//! It then checks, per path: (a) each flag's sets and waits alternate starting with a set
//! and none is left set at a return; (b) each wait happens before the next set of its
//! flag; (c) for every `Dependence` and every instance pair that is a real instance of it
//! (intra-iteration: equal counters in all common loops; carried at L: equal counters in
//! the common loops outside L and a smaller counter of L at the source), the source
//! happens before the destination.
//!
//! Invariant: all DAG edges go forward along the path, so reachability is computed
//! incrementally while the depth-first walk extends a path and undone when it backtracks;
//! a violation is reported (once per violated thing) only with a complete path as witness.
//! It is a test oracle: exhaustive up to the bounds, exponential in the worst case; a
//! budget of complete paths is shared fairly among the successors of each branch (so a
//! capped walk still covers every early branch) and `OracleReport::capped` says when it
//! ran out.

use std::collections::{BTreeMap, BTreeSet};
use syncfuse::ascend_sync::deps::Dependence;
use syncfuse::ascend_sync::model::{BlockExit, BlockId, EventId, Item, Kernel, OpId, SyncId, SyncKind};
use syncfuse::cfg::{CfgAnalysis, CfgReject};
use syncfuse::hardware::ascend::{Pipe, PipePair};

/// A flag: pipe pair and event ID.
pub type Flag = (PipePair, EventId);

/// Bounds of the enumeration and which checks run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OracleConfig {
    /// How often a loop's back edge may be taken per entry of the loop.
    pub max_back_edges: u32,
    /// Complete paths to check before giving up (`OracleReport::capped`).
    pub max_paths: usize,
    /// Check (b): each wait happens before the next set of its flag.
    pub check_flag_reuse: bool,
}

impl Default for OracleConfig {
    fn default() -> OracleConfig {
        OracleConfig { max_back_edges: 2, max_paths: 2000, check_flag_reuse: true }
    }
}

/// One execution of an item: the item and `(loop header, iteration)` of each loop around
/// it, outermost first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub item: Item,
    pub iterations: Vec<(BlockId, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathViolationKind {
    /// (a) A wait with no unconsumed set before it on the path: it blocks forever.
    WaitWithoutSet { wait: SyncId, flag: Flag },
    /// (a) A set while an earlier set of the flag is not yet consumed: a double set.
    SetOfSetFlag { set: SyncId, flag: Flag },
    /// (a) A flag still set when the kernel returns.
    FlagSetAtExit { flag: Flag },
    /// (b) The previous wait of the flag may still be pending when this set runs.
    ReuseUnordered { wait: SyncId, next_set: SyncId, flag: Flag },
    /// (c) A dependence instance whose destination may start before its source completes.
    DependenceUnordered { dependence: usize, src: Instance, dst: Instance },
}

/// A violation and a complete path (block names, entry first) on which it happens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathViolation {
    pub kind: PathViolationKind,
    pub path: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OracleReport {
    /// At most one per violated thing (wait, set, flag, wait/set pair, dependence).
    pub violations: Vec<PathViolation>,
    /// Complete paths checked.
    pub paths: usize,
    /// Some paths were not checked: the `max_paths` budget ran out.
    pub capped: bool,
}

impl std::fmt::Display for Instance {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let iterations: Vec<String> = self.iterations.iter().map(|(h, i)| format!("L{h}={i}")).collect();
        write!(f, "{:?}[{}]", self.item, iterations.join(","))
    }
}

impl std::fmt::Display for PathViolation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let flag = |(pair, event): &Flag| format!("{pair} event {event}");
        match &self.kind {
            PathViolationKind::WaitWithoutSet { wait, flag: fl } => {
                write!(f, "wait (sync {wait}) of {} has no pending set (deadlock)", flag(fl))?
            }
            PathViolationKind::SetOfSetFlag { set, flag: fl } => {
                write!(f, "set (sync {set}) of {} while it is set (double set)", flag(fl))?
            }
            PathViolationKind::FlagSetAtExit { flag: fl } => write!(f, "{} is still set at return", flag(fl))?,
            PathViolationKind::ReuseUnordered { wait, next_set, flag: fl } => {
                write!(f, "wait (sync {wait}) of {} does not happen before its next set (sync {next_set})", flag(fl))?
            }
            PathViolationKind::DependenceUnordered { dependence, src, dst } => {
                write!(f, "dependence {dependence}: {src} does not happen before {dst}")?
            }
        }
        write!(f, " on path {}", self.path.join(" "))
    }
}

/// Checks every bounded path of `kernel` against `dependences` (op ids of `kernel`).
pub fn check_paths(
    kernel: &Kernel,
    dependences: &[Dependence],
    config: &OracleConfig,
) -> Result<OracleReport, CfgReject> {
    let cfg = CfgAnalysis::new(&kernel.succs())?;
    let mut walk = PathWalk::new(kernel, &cfg, dependences, config);
    if !kernel.blocks.is_empty() {
        let entry_iterations = walk.iterations_on_entry(None, BlockId::ENTRY, &[]).expect("the entry is enterable");
        walk.visit(BlockId::ENTRY, entry_iterations, config.max_paths);
    }
    Ok(walk.report)
}

/// The pipe an item occupies; `None` for `BARRIER(ALL)`, which occupies every pipe.
fn occupied_pipe(kernel: &Kernel, item: Item) -> Option<Pipe> {
    match item {
        Item::Op(op) => Some(kernel.ops[op].pipe),
        Item::Sync(sync) => match kernel.syncs[sync].kind {
            SyncKind::Set { pair, .. } => Some(pair.setter),
            SyncKind::Wait { pair, .. } => Some(pair.waiter),
            SyncKind::Barrier { pipe } => pipe,
        },
    }
}

fn pipe_index(pipe: Pipe) -> usize {
    Pipe::ALL.iter().position(|p| *p == pipe).expect("a known pipe")
}

/// One item occurrence on the current path and everything that happens before it.
struct Node {
    item: Item,
    /// Position of its block on the path.
    step: usize,
    /// Bit n set: node n happens before this one.
    ancestors: Vec<u64>,
}

impl Node {
    fn after(&self, earlier: usize) -> bool {
        self.ancestors.get(earlier / 64).is_some_and(|word| word & (1 << (earlier % 64)) != 0)
    }
}

/// The last node issued on each pipe and the last one the scalar unit waited for
/// (an S item or a barrier); saved and restored around each block.
#[derive(Clone, Copy, Default)]
struct IssueState {
    last_on_pipe: [Option<usize>; 6],
    last_scalar: Option<usize>,
}

/// Nodes of the sets and of the waits of one flag on the current path, in path order.
#[derive(Default)]
struct FlagHistory {
    sets: Vec<usize>,
    waits: Vec<usize>,
}

/// Identifies "the same violation" across paths.
type ViolationKey = (u8, Option<Flag>, usize, usize);

/// A sync's index, for a key.
fn sync_key(sync: &SyncId) -> usize {
    sync.0
}

fn key_of(kind: &PathViolationKind) -> ViolationKey {
    match kind {
        PathViolationKind::WaitWithoutSet { wait, .. } => (0, None, sync_key(wait), 0),
        PathViolationKind::SetOfSetFlag { set, .. } => (1, None, sync_key(set), 0),
        PathViolationKind::FlagSetAtExit { flag } => (2, Some(*flag), 0, 0),
        PathViolationKind::ReuseUnordered { wait, next_set, .. } => (3, None, sync_key(wait), sync_key(next_set)),
        PathViolationKind::DependenceUnordered { dependence, .. } => (4, None, *dependence, 0),
    }
}

/// The depth-first enumeration with its per-path state (undone on backtracking).
struct PathWalk<'a> {
    kernel: &'a Kernel,
    cfg: &'a CfgAnalysis,
    dependences: &'a [Dependence],
    config: &'a OracleConfig,
    /// Dependences (indices) by destination op; sources on S are left out.
    checked_by_dst: BTreeMap<OpId, Vec<usize>>,
    /// Ops that are the source of a checked dependence.
    sources: BTreeSet<OpId>,
    path: Vec<BlockId>,
    /// Loop iterations of the block at each path step.
    iterations: Vec<Vec<(BlockId, u32)>>,
    nodes: Vec<Node>,
    issue: IssueState,
    flags: BTreeMap<Flag, FlagHistory>,
    occurrences: BTreeMap<OpId, Vec<usize>>,
    /// Violations found on the current prefix, reported when it completes.
    pending: Vec<PathViolationKind>,
    reported: BTreeSet<ViolationKey>,
    report: OracleReport,
}

impl<'a> PathWalk<'a> {
    fn new(
        kernel: &'a Kernel,
        cfg: &'a CfgAnalysis,
        dependences: &'a [Dependence],
        config: &'a OracleConfig,
    ) -> PathWalk<'a> {
        let mut checked_by_dst: BTreeMap<OpId, Vec<usize>> = BTreeMap::new();
        let mut sources = BTreeSet::new();
        for (index, dependence) in dependences.iter().enumerate() {
            // Scalar issue order already orders a source on S before everything later.
            if kernel.ops[dependence.src].pipe != Pipe::S {
                checked_by_dst.entry(dependence.dst).or_default().push(index);
                sources.insert(dependence.src);
            }
        }
        PathWalk {
            kernel,
            cfg,
            dependences,
            config,
            checked_by_dst,
            sources,
            path: Vec::new(),
            iterations: Vec::new(),
            nodes: Vec::new(),
            issue: IssueState::default(),
            flags: BTreeMap::new(),
            occurrences: BTreeMap::new(),
            pending: Vec::new(),
            reported: BTreeSet::new(),
            report: OracleReport::default(),
        }
    }

    /// Loop iterations on entering `to` (from `from`, whose iterations are `current`);
    /// `None` when the edge is a back edge taken `max_back_edges` times already.
    fn iterations_on_entry(
        &self,
        from: Option<BlockId>,
        to: BlockId,
        current: &[(BlockId, u32)],
    ) -> Option<Vec<(BlockId, u32)>> {
        let mut entered = Vec::new();
        for header in self.cfg.loop_headers_around(to) {
            let previous = current.iter().find(|(h, _)| *h == header).map(|(_, i)| *i);
            let iteration = match from {
                Some(from) if header == to && self.cfg.is_back_edge(from, to) => previous.unwrap_or(0) + 1,
                _ if header == to => 0,
                _ => previous.unwrap_or(0),
            };
            if iteration > self.config.max_back_edges {
                return None;
            }
            entered.push((header, iteration));
        }
        Some(entered)
    }

    /// Walks every path through `block` within `budget` complete paths; returns how many
    /// it completed. The budget is shared fairly among successors (what one leaves unused
    /// goes to the next), so that a capped walk still sees every early branch.
    fn visit(&mut self, block: BlockId, iterations: Vec<(BlockId, u32)>, budget: usize) -> usize {
        if budget == 0 {
            self.report.capped = true;
            return 0;
        }
        let (node_mark, pending_mark, issue_mark) = (self.nodes.len(), self.pending.len(), self.issue);
        self.path.push(block);
        self.iterations.push(iterations);
        for index in 0..self.kernel.blocks[block].items.len() {
            self.add_node(self.kernel.blocks[block].items[index]);
        }
        let completed = match self.kernel.blocks[block].exit {
            BlockExit::Return => {
                self.complete_path();
                1
            }
            BlockExit::Branch | BlockExit::Unreachable => self.visit_successors(block, budget),
        };
        self.undo_to(node_mark, pending_mark, issue_mark);
        completed
    }

    fn visit_successors(&mut self, block: BlockId, budget: usize) -> usize {
        let current = self.iterations.last().expect("the block is on the path").clone();
        // Forward edges first: a violation's first witness is then a short path.
        let mut succs: Vec<(BlockId, Vec<(BlockId, u32)>)> = self.kernel.blocks[block]
            .succs
            .iter()
            .filter_map(|&succ| self.iterations_on_entry(Some(block), succ, &current).map(|entered| (succ, entered)))
            .collect();
        succs.sort_by_key(|(succ, _)| self.cfg.is_back_edge(block, *succ));
        let mut completed = 0;
        let count = succs.len();
        for (position, (succ, entered)) in succs.into_iter().enumerate() {
            let share = (budget - completed).div_ceil(count - position);
            completed += self.visit(succ, entered, share);
        }
        completed
    }

    fn undo_to(&mut self, node_mark: usize, pending_mark: usize, issue_mark: IssueState) {
        self.nodes.truncate(node_mark);
        self.pending.truncate(pending_mark);
        self.issue = issue_mark;
        for history in self.flags.values_mut() {
            truncate_sorted(&mut history.sets, node_mark);
            truncate_sorted(&mut history.waits, node_mark);
        }
        for occurrences in self.occurrences.values_mut() {
            truncate_sorted(occurrences, node_mark);
        }
        self.path.pop();
        self.iterations.pop();
    }

    /// At a return: flags left set, then report what this path witnessed.
    fn complete_path(&mut self) {
        let left_set: Vec<Flag> =
            self.flags.iter().filter(|(_, h)| h.sets.len() > h.waits.len()).map(|(f, _)| *f).collect();
        let pending_mark = self.pending.len();
        self.pending.extend(left_set.into_iter().map(|flag| PathViolationKind::FlagSetAtExit { flag }));
        let path: Vec<String> = self.path.iter().map(|&b| self.kernel.block_name(b)).collect();
        for kind in &self.pending {
            if self.reported.insert(key_of(kind)) {
                self.report.violations.push(PathViolation { kind: kind.clone(), path: path.clone() });
            }
        }
        self.pending.truncate(pending_mark);
        self.report.paths += 1;
    }

    fn add_node(&mut self, item: Item) {
        let index = self.nodes.len();
        let pipe = occupied_pipe(self.kernel, item);
        let mut predecessors = self.issue_predecessors(pipe);
        let flag = match item {
            Item::Sync(sync) => self.kernel.syncs[sync].kind.flag(),
            Item::Op(_) => None,
        };
        let is_wait = matches!(item, Item::Sync(s) if matches!(self.kernel.syncs[s].kind, SyncKind::Wait { .. }));
        if let (Some(flag), true) = (flag, is_wait) {
            predecessors.extend(self.consumed_set(flag));
        }
        let ancestors = self.union_of_ancestors(index, &predecessors);
        self.nodes.push(Node { item, step: self.path.len() - 1, ancestors });
        self.record_issue(pipe, index);
        match (item, flag) {
            (Item::Sync(sync), Some(flag)) if is_wait => self.record_wait(sync, flag, index),
            (Item::Sync(sync), Some(flag)) => self.record_set(sync, flag, index),
            (Item::Op(op), _) => self.record_op(op, index),
            (Item::Sync(_), None) => {}
        }
    }

    /// Pipe order and scalar issue order: the nodes the new item on `pipe` must follow.
    fn issue_predecessors(&self, pipe: Option<Pipe>) -> Vec<usize> {
        let mut predecessors: Vec<usize> = match pipe {
            Some(pipe) => self.issue.last_on_pipe[pipe_index(pipe)].into_iter().collect(),
            None => self.issue.last_on_pipe.iter().flatten().copied().collect(),
        };
        predecessors.extend(self.issue.last_scalar);
        predecessors
    }

    fn record_issue(&mut self, pipe: Option<Pipe>, index: usize) {
        match pipe {
            Some(pipe) => {
                self.issue.last_on_pipe[pipe_index(pipe)] = Some(index);
                if pipe == Pipe::S {
                    self.issue.last_scalar = Some(index);
                }
            }
            None => {
                self.issue.last_on_pipe = [Some(index); 6];
                self.issue.last_scalar = Some(index);
            }
        }
    }

    /// The set a new wait of `flag` consumes: the k-th set for the k-th wait.
    fn consumed_set(&self, flag: Flag) -> Option<usize> {
        let history = self.flags.get(&flag)?;
        history.sets.get(history.waits.len()).copied()
    }

    fn union_of_ancestors(&self, index: usize, predecessors: &[usize]) -> Vec<u64> {
        let mut ancestors = vec![0u64; index / 64 + 1];
        for &p in predecessors {
            for (word, bits) in ancestors.iter_mut().zip(&self.nodes[p].ancestors) {
                *word |= bits;
            }
            ancestors[p / 64] |= 1 << (p % 64);
        }
        ancestors
    }

    fn record_wait(&mut self, wait: SyncId, flag: Flag, index: usize) {
        let history = self.flags.entry(flag).or_default();
        let unmatched = history.waits.len() >= history.sets.len();
        history.waits.push(index);
        if unmatched {
            self.pending.push(PathViolationKind::WaitWithoutSet { wait, flag });
        }
    }

    fn record_set(&mut self, set: SyncId, flag: Flag, index: usize) {
        let history = self.flags.entry(flag).or_default();
        let still_set = history.sets.len() > history.waits.len();
        let previous_wait = history.sets.len().checked_sub(1).and_then(|k| history.waits.get(k)).copied();
        history.sets.push(index);
        if still_set {
            self.pending.push(PathViolationKind::SetOfSetFlag { set, flag });
            return;
        }
        if let (true, Some(wait_node)) = (self.config.check_flag_reuse, previous_wait) {
            if !self.nodes[index].after(wait_node) {
                let Item::Sync(wait) = self.nodes[wait_node].item else { unreachable!("flag histories hold syncs") };
                self.pending.push(PathViolationKind::ReuseUnordered { wait, next_set: set, flag });
            }
        }
    }

    /// Checks every dependence instance ending at this occurrence of `op`, then records it
    /// as a possible source.
    fn record_op(&mut self, op: OpId, index: usize) {
        let dst = self.instance(index);
        for &dependence in self.checked_by_dst.get(&op).into_iter().flatten() {
            let src_op = self.dependences[dependence].src;
            for &src_node in self.occurrences.get(&src_op).into_iter().flatten() {
                let src = self.instance(src_node);
                if is_dependence_instance(&self.dependences[dependence], &src, &dst)
                    && !self.nodes[index].after(src_node)
                {
                    self.pending.push(PathViolationKind::DependenceUnordered { dependence, src, dst: dst.clone() });
                }
            }
        }
        if self.sources.contains(&op) {
            self.occurrences.entry(op).or_default().push(index);
        }
    }

    fn instance(&self, node: usize) -> Instance {
        let node = &self.nodes[node];
        Instance { item: node.item, iterations: self.iterations[node.step].clone() }
    }
}

/// Whether instances `src` (earlier on the path) and `dst` are a real instance pair of
/// the dependence: same iteration of every common loop (intra-iteration), or carried at
/// a common loop L (same iterations outside L, an earlier iteration of L at `src`).
fn is_dependence_instance(dependence: &Dependence, src: &Instance, dst: &Instance) -> bool {
    let common = src.iterations.iter().zip(&dst.iterations).take_while(|(a, b)| a.0 == b.0).count();
    let same_up_to = |depth: usize| (0..depth).all(|d| src.iterations[d].1 == dst.iterations[d].1);
    let intra = dependence.intra_iteration && same_up_to(common);
    let carried = (0..common).any(|depth| {
        dependence.carried_by.contains(&src.iterations[depth].0)
            && same_up_to(depth)
            && src.iterations[depth].1 < dst.iterations[depth].1
    });
    intra || carried
}

/// Drops the trailing entries `>= mark` of an increasing list.
fn truncate_sorted(list: &mut Vec<usize>, mark: usize) {
    while list.last().is_some_and(|&n| n >= mark) {
        list.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use syncfuse::ascend_sync::test_support::{kernel_from, raw_dependence as dependence};

    fn kinds(report: &OracleReport) -> Vec<PathViolationKind> {
        report.violations.iter().map(|v| v.kind.clone()).collect()
    }

    fn check(blocks: &[(&str, &[usize])], deps: impl Fn(&Kernel) -> Vec<Dependence>) -> OracleReport {
        let kernel = kernel_from(blocks);
        check_paths(&kernel, &deps(&kernel), &OracleConfig::default()).unwrap()
    }

    const MTE2_V: PipePair = PipePair { setter: Pipe::Mte2, waiter: Pipe::V };

    #[test]
    fn straight_line_set_wait_orders_the_pair() {
        let report =
            check(&[("op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V", &[])], |k| vec![dependence(k, 0, 1, true, &[])]);
        assert_eq!(kinds(&report), vec![]);
        assert_eq!((report.paths, report.capped), (1, false));
    }

    #[test]
    fn missing_sync_is_reported_with_its_path() {
        let report = check(&[("op:MTE2", &[1]), ("op:V", &[])], |k| vec![dependence(k, 0, 1, true, &[])]);
        assert_eq!(report.violations.len(), 1);
        assert!(matches!(report.violations[0].kind, PathViolationKind::DependenceUnordered { dependence: 0, .. }));
        assert_eq!(report.violations[0].path, vec!["b0", "b1"]);
    }

    #[test]
    fn scalar_and_barrier_orders_need_no_flag() {
        let report = check(&[("op:MTE2 bar op:V op:S op:MTE3", &[])], |k| {
            vec![dependence(k, 0, 1, true, &[]), dependence(k, 2, 3, true, &[])]
        });
        assert_eq!(kinds(&report), vec![]);
    }

    #[test]
    fn orders_compose_through_a_third_pipe() {
        let text = "op:MTE2 set:MTE2>MTE1:0 wait:MTE2>MTE1:0 set:MTE1>M:1 wait:MTE1>M:1 op:M";
        assert_eq!(kinds(&check(&[(text, &[])], |k| vec![dependence(k, 0, 1, true, &[])])), vec![]);
    }

    #[test]
    fn flag_protocol_errors() {
        let report = check(&[("wait:MTE2>V:0 set:MTE2>V:1 set:MTE2>V:1", &[])], |_| vec![]);
        let pair = MTE2_V;
        assert_eq!(
            kinds(&report),
            vec![
                PathViolationKind::WaitWithoutSet { wait: SyncId(0), flag: (pair, 0) },
                PathViolationKind::SetOfSetFlag { set: SyncId(2), flag: (pair, 1) },
                PathViolationKind::FlagSetAtExit { flag: (pair, 1) },
            ]
        );
    }

    #[test]
    fn loop_reuse_of_a_flag_needs_the_reverse_order() {
        let report = check(&[("", &[1]), ("op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V", &[1, 2]), ("", &[])], |_| vec![]);
        assert_eq!(
            kinds(&report),
            vec![PathViolationKind::ReuseUnordered { wait: SyncId(1), next_set: SyncId(0), flag: (MTE2_V, 0) }]
        );
        assert_eq!(report.violations[0].path, vec!["b0", "b1", "b1", "b2"]);
        let fixed = check(
            &[
                ("set:V>MTE2:0", &[1]),
                ("wait:V>MTE2:0 op:MTE2 set:MTE2>V:0 wait:MTE2>V:0 op:V set:V>MTE2:0", &[1, 2]),
                ("wait:V>MTE2:0", &[]),
            ],
            |_| vec![],
        );
        assert_eq!(kinds(&fixed), vec![]);
        assert_eq!(fixed.paths, 3, "zero, one and two back edges");
    }

    #[test]
    fn carried_dependences_count_only_later_iterations() {
        // V reads (op 0), MTE2 writes (op 1): the RAW op1 -> op0 is carried by loop 1.
        let blocks: &[(&str, &[usize])] = &[("", &[1]), ("op:V op:MTE2", &[1, 2]), ("", &[])];
        let report = check(blocks, |k| vec![dependence(k, 1, 0, false, &[1])]);
        let PathViolationKind::DependenceUnordered { src, dst, .. } = &report.violations[0].kind else {
            panic!("{report:?}")
        };
        assert_eq!((src.iterations.clone(), dst.iterations.clone()), (vec![(BlockId(1), 0)], vec![(BlockId(1), 1)]));
        // Intra-iteration op0 -> op1 does not relate op1 of one iteration to op0 of the next.
        let intra = check(blocks, |k| vec![dependence(k, 0, 1, true, &[])]);
        assert_eq!(intra.violations.len(), 1);
        let PathViolationKind::DependenceUnordered { src, dst, .. } = &intra.violations[0].kind else { panic!() };
        assert_eq!(src.iterations, dst.iterations);
    }

    #[test]
    fn an_inner_loop_counts_again_in_each_outer_iteration() {
        // b1 outer header, b2 inner self loop (MTE2 writes, V reads), b3 outer latch.
        let blocks: &[(&str, &[usize])] =
            &[("", &[1]), ("", &[2]), ("op:V op:MTE2", &[2, 3]), ("", &[1, 4]), ("", &[])];
        // The RAW op1 -> op0 carried by the outer loop only: any inner iterations of two
        // different outer iterations, never two inner iterations of one outer iteration.
        let report = check(blocks, |k| vec![dependence(k, 1, 0, false, &[1])]);
        let PathViolationKind::DependenceUnordered { src, dst, .. } = &report.violations[0].kind else {
            panic!("{report:?}")
        };
        assert_eq!(
            (src.iterations.clone(), dst.iterations.clone()),
            (vec![(BlockId(1), 0), (BlockId(2), 0)], vec![(BlockId(1), 1), (BlockId(2), 0)])
        );
        assert_eq!(report.violations[0].path, vec!["b0", "b1", "b2", "b3", "b1", "b2", "b3", "b4"]);
    }

    #[test]
    fn a_wait_on_the_scalar_unit_orders_reuse_by_issue() {
        let blocks: &[(&str, &[usize])] =
            &[("", &[1]), ("op:MTE2 set:MTE2>S:0 wait:MTE2>S:0 op:S", &[1, 2]), ("", &[])];
        assert_eq!(kinds(&check(blocks, |k| vec![dependence(k, 0, 1, true, &[])])), vec![]);
    }

    #[test]
    fn the_path_budget_is_reported() {
        // Two branches per iteration of a loop taken up to twice: more than 2 paths.
        let kernel = kernel_from(&[("", &[1]), ("", &[2, 3]), ("", &[4]), ("", &[4]), ("", &[1, 5]), ("", &[])]);
        let config = OracleConfig { max_paths: 2, ..OracleConfig::default() };
        let report = check_paths(&kernel, &[], &config).unwrap();
        assert_eq!((report.paths, report.capped), (2, true));
    }
}
