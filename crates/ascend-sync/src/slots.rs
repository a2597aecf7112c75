//! Stage 0, before normalisation: slot unrolling, the rolled form of multi-buffering.
//!
//! A loop whose carried dependences are all at least `k` iterations apart (the buffer of
//! iteration `i` chosen by `i % k`: `(i & 1) * HALF` double buffering, `i % 3` triple
//! buffering) needs a flag per buffer slot, not one per dependence: with a single event
//! ID, iteration `i + 1`'s copy-in would wait for iteration `i`'s compute although they
//! touch different slots. This stage unrolls such a loop's body `k` times *in the model
//! only*: copy `r` of every block runs the iterations `i % k == r`
//! (`LoopCopy`), the back edge of copy `r` enters copy `r + 1 (mod k)`, every copy keeps
//! the loop's exits, and the pipe ops of copy `r > 0` are new ops that `copy_of` the
//! original. The later stages then see `k` distinct ops per IR call, give each its own
//! syncs and event IDs, and the checker verifies the unrolled kernel as it is. The editor
//! writes the copies back as one IR loop whose syncs branch on a slot counter
//! (`i % k` counted from the loop's entry), so nothing in the IR is duplicated but the
//! syncs.
//!
//! Invariant: the unrolled kernel has exactly the executions of the rolled one (an
//! iteration `i` of the loop runs copy `i % k` of its body, entered at copy 0 from
//! outside), so every dependence, obligation and check on it holds for the rolled IR
//! with slot-selected syncs. Which loops: innermost first, those with at least one
//! carried cross-pipe dependence whose nearest carried instances are `k >= 2`
//! iterations apart, `k` at most `MAX_COPIES` and the event IDs per pipe pair, no input
//! sync inside, not nested in or around another unrolled loop, and at most
//! `MAX_ADDED_OPS` pipe ops added.

use crate::deps::Dependence;
use crate::model::{Block, BlockId, Item, Kernel, LoopCopy, PipeOp};
use serde::Serialize;
use std::collections::BTreeMap;
use syncfuse_cfg::{CfgAnalysis, LoopId};
use syncfuse_hardware::ascend::Pipe;
use syncfuse_poly::footprint::IterationResidue;
use syncfuse_poly::isl::DISTANCES_TOLD_APART;
use syncfuse_reason::Reason;

/// At most this many copies of a body (and slots per flag).
pub const MAX_COPIES: u32 = DISTANCES_TOLD_APART;
/// At most this many pipe ops added to a kernel by its copies (compile time).
pub const MAX_ADDED_OPS: usize = 256;

/// What the stage decided for one loop that multi-buffers (its carried dependences are
/// all at least two iterations apart).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SlotDecision {
    pub header: BlockId,
    /// The loop's header block, by name (for the report).
    pub loop_name: String,
    /// The nearest distance of the loop's carried dependences (buffer slots in use).
    pub slots: u32,
    #[serde(flatten)]
    pub choice: SlotChoice,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "choice", rename_all = "snake_case")]
pub enum SlotChoice {
    /// Unrolled `copies` times in the model; the IR's syncs select their event by slot.
    SlotSelected { copies: u32 },
    /// Kept rolled: one flag per dependence, every iteration ordered after the previous.
    Rolled { reason: RolledReason },
}

/// Why a multi-buffering loop keeps one flag per dependence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RolledReason {
    /// The input already synchronises inside the loop (its syncs are kept as written).
    InputSyncs,
    /// A loop inside or around it is unrolled already.
    NestedInUnrolled,
    /// The copies would add more pipe ops than `MAX_ADDED_OPS`.
    TooLarge { added_ops: usize },
    /// Fewer event IDs per pipe pair than slots.
    TooFewEventIds { limit: u32 },
    /// The synchronised unrolled kernel needed barriers where the rolled one did not.
    CostModel,
}

impl Reason for SlotDecision {
    /// The remark name: `SlotSelectedEvents` (passed) or `MultiBufferKeptRolled` (missed).
    fn remark_name(&self) -> &'static str {
        match self.choice {
            SlotChoice::SlotSelected { .. } => "SlotSelectedEvents",
            SlotChoice::Rolled { .. } => "MultiBufferKeptRolled",
        }
    }
}

impl std::fmt::Display for SlotDecision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = &self.loop_name;
        match &self.choice {
            SlotChoice::SlotSelected { copies } => {
                write!(f, "loop '{name}': {copies} slots, events selected by the iteration modulo {copies}")
            }
            SlotChoice::Rolled { reason } => {
                let why = match reason {
                    RolledReason::InputSyncs => "the input synchronises inside it".to_string(),
                    RolledReason::NestedInUnrolled => "a loop inside or around it is unrolled".to_string(),
                    RolledReason::TooLarge { added_ops } => format!("{added_ops} pipe ops would be added"),
                    RolledReason::TooFewEventIds { limit } => format!("only {limit} event IDs per pipe pair"),
                    RolledReason::CostModel => "slot-selected events needed barriers".to_string(),
                };
                write!(f, "loop '{name}': {} slots, kept rolled: {why}", self.slots)
            }
        }
    }
}

/// The decision for every loop of `kernel` whose carried cross-pipe dependences are all
/// at least two iterations apart, innermost loops first. `event_ids`: the physical IDs
/// per pipe pair (`None`: unlimited).
pub fn plan_slots(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    dependences: &[Dependence],
    event_ids: Option<u32>,
) -> Vec<SlotDecision> {
    let mut loops: Vec<LoopId> = cfg.loops.keys().collect();
    loops.sort_by_key(|&l| std::cmp::Reverse(cfg.loops_around(cfg.loops[l].header).len()));
    let mut decisions = Vec::new();
    let mut unrolled: Vec<LoopId> = Vec::new();
    let mut added_ops = 0;
    for l in loops {
        let header = cfg.loops[l].header;
        let Some(slots) = nearest_carried_distance(dependences, header).filter(|&d| d >= 2) else { continue };
        let copies = slots.min(MAX_COPIES);
        let body_ops = cfg.loops[l].body.iter().map(|&b| op_count(&kernel.blocks[b])).sum::<usize>();
        let added = body_ops * (copies as usize - 1);
        let nested = unrolled.iter().any(|&u| contains(cfg, u, l) || contains(cfg, l, u));
        let choice = if cfg.loops[l].body.iter().any(|&b| has_sync(&kernel.blocks[b])) {
            SlotChoice::Rolled { reason: RolledReason::InputSyncs }
        } else if nested {
            SlotChoice::Rolled { reason: RolledReason::NestedInUnrolled }
        } else if let Some(limit) = event_ids.filter(|&limit| limit < copies) {
            SlotChoice::Rolled { reason: RolledReason::TooFewEventIds { limit } }
        } else if added_ops + added > MAX_ADDED_OPS {
            SlotChoice::Rolled { reason: RolledReason::TooLarge { added_ops: added } }
        } else {
            added_ops += added;
            unrolled.push(l);
            SlotChoice::SlotSelected { copies }
        };
        decisions.push(SlotDecision { header, loop_name: kernel.block_name(header), slots, choice });
    }
    decisions
}

/// The smallest `min_distance` at `header` of the cross-pipe dependences it carries.
fn nearest_carried_distance(dependences: &[Dependence], header: BlockId) -> Option<u32> {
    dependences
        .iter()
        .filter(|d| d.pair.setter != Pipe::S && d.pair.setter != d.pair.waiter)
        .filter_map(|d| d.min_distance.get(&header).copied())
        .min()
}

/// Is loop `inner` inside loop `outer` (or the same)?
fn contains(cfg: &CfgAnalysis, outer: LoopId, inner: LoopId) -> bool {
    cfg.loops[outer].body.contains(&cfg.loops[inner].header)
}

fn op_count(block: &Block) -> usize {
    block.items.iter().filter(|item| matches!(item, Item::Op(_))).count()
}

fn has_sync(block: &Block) -> bool {
    block.items.iter().any(|item| matches!(item, Item::Sync(_)))
}

/// `kernel` with the body of every loop whose decision is `SlotSelected` unrolled (see the
/// module doc); `cfg` is the kernel's analysis. The loops' bodies are disjoint.
pub fn unroll_slots(kernel: &Kernel, cfg: &CfgAnalysis, decisions: &[SlotDecision]) -> Kernel {
    let mut unrolled = kernel.clone();
    for decision in decisions {
        if let (SlotChoice::SlotSelected { copies }, Some(l)) =
            (&decision.choice, cfg.loop_with_header(decision.header))
        {
            unroll_loop(&mut unrolled, cfg, l, *copies);
        }
    }
    unrolled
}

fn unroll_loop(kernel: &mut Kernel, cfg: &CfgAnalysis, l: LoopId, copies: u32) {
    let (header, body) = (cfg.loops[l].header, &cfg.loops[l].body);
    // copy_blocks[r][b]: copy r of block b (copy 0 is b itself).
    let mut copy_blocks: Vec<BTreeMap<BlockId, BlockId>> = vec![body.iter().map(|&b| (b, b)).collect()];
    for index in 1..copies {
        let blocks = body.iter().map(|&b| (b, copy_block(kernel, b, index))).collect();
        copy_blocks.push(blocks);
    }
    for (index, blocks) in copy_blocks.iter().enumerate() {
        let next = &copy_blocks[(index + 1) % copy_blocks.len()];
        for (&original, &copy) in blocks {
            let succs = cfg.succs[original]
                .iter()
                .map(|&s| match s {
                    s if s == header => next[&header],
                    s => blocks.get(&s).copied().unwrap_or(s),
                })
                .collect();
            let residue = IterationResidue { copies, index: index as u32 };
            let block = &mut kernel.blocks[copy];
            block.succs = succs;
            block.copy = Some(LoopCopy { header, residue });
            if let Some(dim) = kernel.loop_dims.get(&original).filter(|_| original != header).cloned() {
                kernel.loop_dims.insert(copy, dim);
            }
        }
    }
}

/// A new block copying `original` and its pipe ops (successors and copy set by the caller).
fn copy_block(kernel: &mut Kernel, original: BlockId, index: u32) -> BlockId {
    let block = kernel.blocks[original].clone();
    let items = block
        .items
        .iter()
        .map(|item| match *item {
            Item::Op(op) => {
                let original = &kernel.ops[op];
                let label = format!("{} [slot {index}]", original.label);
                let copy = PipeOp { label, copy_of: Some(kernel.original_op(op)), ..original.clone() };
                Item::Op(kernel.ops.push_and_get_key(copy))
            }
            Item::Sync(_) => unreachable!("loops with input syncs are not unrolled"),
        })
        .collect();
    kernel.add_block(Block { name: format!("{}.slot{index}", block.name), items, ..block })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deps::dependences;
    use crate::model::{BlockExit, BlockOrigin, OpId};
    use syncfuse_hardware::ascend::AddressSpace;
    use syncfuse_poly::affine::{AffineExpr, Definition, Division, Rounding};
    use syncfuse_poly::footprint::{Access, LoopDim, MemoryBase, Region};

    /// `entry -> body (self loop) -> exit`; the body copies into the half `(i % 2) * 4096`,
    /// computes there and copies out: a rolled double buffer.
    fn parity_kernel() -> Kernel {
        let half = AffineExpr::symbol("i").sub(&AffineExpr::symbol("q0").scale(2)).scale(4096);
        let ub = |write, extra: i64| Access {
            space: AddressSpace::Ub,
            base: MemoryBase::LocalBuffer,
            write,
            region: Region::Strided {
                offset: half.add(&AffineExpr::constant(extra)),
                dims: vec![],
                extent: AffineExpr::constant(2048),
            },
        };
        let op = |pipe, accesses| PipeOp {
            pipe,
            name: "call".into(),
            label: format!("{pipe}"),
            accesses,
            guards: Vec::new(),
            copy_of: None,
        };
        let block = |index: usize, succs: &[usize], items: Vec<Item>| Block {
            name: format!("bb{index}"),
            succs: succs.iter().map(|&s| BlockId(s)).collect(),
            items,
            exit: if succs.is_empty() { BlockExit::Return } else { BlockExit::Branch },
            origin: BlockOrigin::Original(BlockId(index)),
            copy: None,
        };
        let mut kernel = Kernel { name: "parity".into(), ..Kernel::default() };
        kernel.ops.push(op(Pipe::Mte2, vec![ub(true, 0)]));
        kernel.ops.push(op(Pipe::V, vec![ub(false, 0), ub(true, 2048)]));
        kernel.ops.push(op(Pipe::Mte3, vec![ub(false, 2048)]));
        let body = (0..3).map(|op| Item::Op(OpId(op))).collect();
        kernel.blocks.push(block(0, &[1], vec![]));
        kernel.blocks.push(block(1, &[1, 2], body));
        kernel.blocks.push(block(2, &[], vec![]));
        kernel.loop_dims.insert(BlockId(1), LoopDim::new("i", None));
        let parity = Division {
            quotient: "q0".into(),
            numerator: AffineExpr::symbol("i"),
            divisor: 2,
            rounding: Rounding::Floor,
        };
        kernel.definitions.push(Definition::Quotient(parity));
        kernel
    }

    fn analyse(kernel: &Kernel) -> (CfgAnalysis, Vec<Dependence>) {
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        let deps = dependences(kernel, &cfg);
        (cfg, deps)
    }

    #[test]
    fn a_parity_double_buffer_gets_two_slots() {
        let kernel = parity_kernel();
        let (cfg, deps) = analyse(&kernel);
        assert!(deps.iter().filter(|d| !d.carried_by.is_empty()).all(|d| d.min_distance[&BlockId(1)] == 2), "{deps:?}");
        let decisions = plan_slots(&kernel, &cfg, &deps, Some(4));
        let expected = SlotDecision {
            header: BlockId(1),
            loop_name: "bb1".into(),
            slots: 2,
            choice: SlotChoice::SlotSelected { copies: 2 },
        };
        assert_eq!(decisions, vec![expected]);
        assert!(
            plan_slots(&kernel, &cfg, &deps, Some(1))[0].choice
                == SlotChoice::Rolled { reason: RolledReason::TooFewEventIds { limit: 1 } }
        );
    }

    #[test]
    fn copies_alternate_and_each_meets_only_itself_across_iterations() {
        let kernel = parity_kernel();
        let (cfg, deps) = analyse(&kernel);
        let unrolled = unroll_slots(&kernel, &cfg, &plan_slots(&kernel, &cfg, &deps, None));
        assert_eq!(unrolled.blocks.len(), 4);
        let copy = BlockId(3);
        assert_eq!(unrolled.blocks[BlockId(1)].succs, vec![copy, BlockId(2)]);
        assert_eq!(unrolled.blocks[copy].succs, vec![BlockId(1), BlockId(2)]);
        assert_eq!(unrolled.blocks[copy].copy.map(|c| c.residue.index), Some(1));
        assert!(unrolled.ops.iter().skip(3).all(|op| op.copy_of.is_some()));
        let (_, unrolled_deps) = analyse(&unrolled);
        let copy_of = |op: OpId| unrolled.blocks[BlockId(1)].items.contains(&Item::Op(op));
        assert!(unrolled_deps.iter().all(|d| copy_of(d.src) == copy_of(d.dst)), "no dependence between slots");
        assert!(unrolled_deps.iter().all(|d| d.carried_by.is_empty() || d.min_distance[&BlockId(1)] == 1));
    }
}
