//! Stage 2: CFG normalisation (paper §2.2.1, fig. 5-7), by edge splitting only.
//!
//! After it: no critical edge remains (so every if-then has its empty else, the paper's
//! "sibling" block, and every join predecessor has one successor, where parity fixes go);
//! every edge entering a loop header from outside leaves a block whose only successor is
//! the header (a preheader); every edge leaving a loop enters a block whose only
//! predecessor is inside the loop (a dedicated exit, dominated by the header).
//!
//! Deviation from the paper, on purpose: several entering edges get one preheader each
//! and several exit edges one exit block each (LLVM's LoopSimplify "dedicated exits"),
//! instead of one merged preheader/exit: a merge would need new phis in LLVM IR, while
//! per-edge blocks give the same guarantee (every path entering or leaving the loop runs
//! exactly one of them). Loops with several latches keep them; each latch ends in a
//! block of its own where parity fixes go.

use crate::model::{Block, BlockExit, BlockId, BlockOrigin, Kernel};
use syncfuse_cfg::{CfgAnalysis, CfgReject, LoopId};

/// The normalised kernel and its CFG analysis.
pub struct NormalizedKernel {
    pub kernel: Kernel,
    pub cfg: CfgAnalysis,
}

impl NormalizedKernel {
    /// Blocks outside loop `l` that branch to its header (each has a single successor).
    pub fn preheaders(&self, l: LoopId) -> Vec<BlockId> {
        let header = self.cfg.loops[l].header;
        self.cfg.preds[header].iter().copied().filter(|p| !self.cfg.loops[l].body.contains(p)).collect()
    }

    /// Blocks outside loop `l` entered from inside it (each has a single predecessor).
    pub fn exits(&self, l: LoopId) -> Vec<BlockId> {
        let mut exits: Vec<BlockId> = self.cfg.loops[l].exit_edges.iter().map(|&(_, to)| to).collect();
        exits.sort_unstable();
        exits.dedup();
        exits
    }
}

pub fn normalize(mut kernel: Kernel) -> Result<NormalizedKernel, CfgReject> {
    let cfg = CfgAnalysis::new(&kernel.succs())?;
    let edges: Vec<(BlockId, BlockId)> = cfg
        .rpo
        .iter()
        .flat_map(|&from| kernel.blocks[from].succs.iter().map(move |&to| (from, to)))
        .filter(|&(from, to)| needs_split(&cfg, from, to))
        .collect();
    for (from, to) in edges {
        split_edge(&mut kernel, from, to);
    }
    let cfg = CfgAnalysis::new(&kernel.succs())?;
    Ok(NormalizedKernel { kernel, cfg })
}

fn needs_split(cfg: &CfgAnalysis, from: BlockId, to: BlockId) -> bool {
    let critical = cfg.succs[from].len() > 1 && cfg.preds[to].len() > 1;
    let loops_of = |b| cfg.loops_around(b);
    let (from_loops, to_loops) = (loops_of(from), loops_of(to));
    let enters_loop = to_loops.iter().any(|l| !from_loops.contains(l) && cfg.loops[*l].header == to);
    let leaves_loop = from_loops.iter().any(|l| !to_loops.contains(l));
    critical || (enters_loop && cfg.succs[from].len() > 1) || (leaves_loop && cfg.preds[to].len() > 1)
}

/// Puts a new empty block on the edge `from -> to`.
pub fn split_edge(kernel: &mut Kernel, from: BlockId, to: BlockId) -> BlockId {
    let name = format!("{}.{}.split", kernel.blocks[from].name, kernel.blocks[to].name);
    let new = kernel.add_block(Block {
        name,
        succs: vec![to],
        items: Vec::new(),
        exit: BlockExit::Branch,
        origin: BlockOrigin::SplitEdge { from, to },
        // An edge is taken in the iteration of its source (a back edge ends it).
        copy: kernel.blocks[from].copy,
    });
    for succ in kernel.blocks[from].succs.iter_mut() {
        if *succ == to {
            *succ = new;
        }
    }
    new
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{block_ids, kernel_from};

    #[test]
    fn if_then_gets_an_else_block() {
        // fig. 5: 0 -> {1, 2}, 1 -> 2.
        let kernel = kernel_from(&[("", &[1, 2]), ("", &[2]), ("", &[])]);
        let normalized = normalize(kernel).unwrap();
        assert_eq!(normalized.kernel.blocks.len(), 4);
        assert_eq!(
            normalized.kernel.blocks[BlockId(3)].origin,
            BlockOrigin::SplitEdge { from: BlockId(0), to: BlockId(2) }
        );
        assert_eq!(normalized.kernel.blocks[BlockId(0)].succs, block_ids(&[1, 3]));
    }

    #[test]
    fn rotated_loop_gets_preheader_and_dedicated_exit() {
        // 0 guards: -> 1 (rotated body, latch 1 -> 1 | 2) or -> 2 directly.
        let kernel = kernel_from(&[("", &[1, 2]), ("", &[1, 2]), ("", &[])]);
        let normalized = normalize(kernel).unwrap();
        let l = normalized.cfg.loop_with_header(BlockId(1)).unwrap();
        let preheaders = normalized.preheaders(l);
        assert_eq!(preheaders.len(), 1);
        assert_eq!(normalized.kernel.blocks[preheaders[0]].succs, block_ids(&[1]));
        let exits = normalized.exits(l);
        assert_eq!(exits.len(), 1);
        assert_eq!(normalized.cfg.preds[exits[0]], block_ids(&[1]));
        // the back edge 1 -> 1 is critical too: it now goes through its own latch block.
        assert!(normalized.cfg.loops[l].latches.iter().all(|&b| normalized.kernel.blocks[b].succs == block_ids(&[1])));
    }

    #[test]
    fn normalisation_is_idempotent() {
        let kernel = kernel_from(&[("", &[1, 2]), ("", &[1, 2]), ("", &[])]);
        let once = normalize(kernel).unwrap();
        let count = once.kernel.blocks.len();
        let twice = normalize(once.kernel).unwrap();
        assert_eq!(twice.kernel.blocks.len(), count);
    }
}
