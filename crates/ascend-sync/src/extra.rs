//! Stage 4: extra virtual syncs that make set and wait alternate on every path
//! (paper §2.2.3, fig. 10-12).
//!
//! * cross-iteration (`BodyOrder::Backward`, fig. 10): a set in every preheader and a wait
//!   in every exit of the innermost common loop where the flag is still set, so the first
//!   iteration's wait finds the flag set and the last iteration's set is consumed (with
//!   one dedicated block per exit edge, an early exit taken right after the destination's
//!   wait finds the flag clear and needs no wait there);
//! * mutually unreachable ends (fig. 11): additionally a wait right before each set and a
//!   set right after each wait, so consecutive iterations taking the same branch alternate;
//! * parity (fig. 12): walking blocks in reverse post-order and counting each event's
//!   syncs from the entry, a join whose predecessors disagree mod 2 takes the parity of the
//!   predecessor with the longest sequence, and the others get a set (odd) or wait (even)
//!   at their end; latches are balanced against their header; kernel exits drain the flag.
//!
//! Invariant: the result has, for each virtual event, a path-independent flag state that
//! starts and ends clear (`verify` checks it). Predecessors of joins have one successor
//! (normalisation guarantees it), so a fix at a predecessor's end affects only its join.

use crate::insert::{BodyOrder, VirtualSync};
use crate::model::{BlockExit, BlockId, InsertPoint, Item, Kernel, SyncId, SyncKind, SyncReason};
use crate::normalize::NormalizedKernel;
use fixedbitset::FixedBitSet;
use std::collections::HashMap;
use syncfuse_cfg::TiVec;

pub fn insert_extra_syncs(normalized: &mut NormalizedKernel, virtual_syncs: &mut [VirtualSync]) {
    let mut blocks = sync_blocks(&normalized.kernel);
    for virtual_sync in virtual_syncs.iter_mut() {
        let drains = match virtual_sync.order {
            BodyOrder::Forward => Vec::new(),
            BodyOrder::Backward { header } => prime_loop(normalized, &mut blocks, virtual_sync, header),
            BodyOrder::MutuallyUnreachable { header } => {
                pair_each_end(normalized, &mut blocks, virtual_sync);
                prime_loop(normalized, &mut blocks, virtual_sync, header)
            }
        };
        balance_parity(normalized, &mut blocks, virtual_sync, &drains);
    }
}

/// The block of every sync (blocks never change once a sync is placed), kept up to date
/// by `add` so that counting an event's syncs in a block does not scan the block.
type SyncBlocks = HashMap<SyncId, BlockId>;

fn sync_blocks(kernel: &Kernel) -> SyncBlocks {
    let positions = kernel.positions();
    kernel.live_syncs().into_iter().filter_map(|s| positions.get(&Item::Sync(s)).map(|(block, _)| (s, block))).collect()
}

fn add(
    normalized: &mut NormalizedKernel,
    blocks: &mut SyncBlocks,
    virtual_sync: &mut VirtualSync,
    point: InsertPoint,
    set: bool,
    reason: SyncReason,
) {
    let (pair, event) = (virtual_sync.pair, virtual_sync.event);
    let kind = if set { SyncKind::Set { pair, event } } else { SyncKind::Wait { pair, event } };
    let block = match point {
        InsertPoint::BlockStart(block) | InsertPoint::BlockEnd(block) => block,
        InsertPoint::Before(anchor) | InsertPoint::After(anchor) => match anchor {
            Item::Sync(sync) if blocks.contains_key(&sync) => blocks[&sync],
            _ => normalized.kernel.position_of(anchor).expect("anchor in kernel").0,
        },
    };
    let sync = normalized.kernel.add_sync(kind, reason);
    normalized.kernel.insert_in_block(block, point, Item::Sync(sync));
    blocks.insert(sync, block);
    if set {
        virtual_sync.sets.push(sync);
    } else {
        virtual_sync.waits.push(sync);
    }
}

/// Fig. 10: a set in the preheaders of the loop headed by `header`; returns its exits,
/// where `balance_parity` drains the flag.
fn prime_loop(
    normalized: &mut NormalizedKernel,
    blocks: &mut SyncBlocks,
    virtual_sync: &mut VirtualSync,
    header: BlockId,
) -> Vec<BlockId> {
    let l = normalized.cfg.loop_with_header(header).expect("header of a loop");
    for preheader in normalized.preheaders(l) {
        add(
            normalized,
            blocks,
            virtual_sync,
            InsertPoint::BlockEnd(preheader),
            true,
            SyncReason::CrossIteration { header },
        );
    }
    normalized.exits(l)
}

/// Fig. 11: a wait right before each set, a set right after each wait.
fn pair_each_end(normalized: &mut NormalizedKernel, blocks: &mut SyncBlocks, virtual_sync: &mut VirtualSync) {
    for set in virtual_sync.sets.clone() {
        add(
            normalized,
            blocks,
            virtual_sync,
            InsertPoint::Before(Item::Sync(set)),
            false,
            SyncReason::MutuallyUnreachable,
        );
    }
    for wait in virtual_sync.waits.clone() {
        if !matches!(normalized.kernel.syncs[wait].reason, SyncReason::MutuallyUnreachable) {
            add(
                normalized,
                blocks,
                virtual_sync,
                InsertPoint::After(Item::Sync(wait)),
                true,
                SyncReason::MutuallyUnreachable,
            );
        }
    }
}

/// Number of this event's syncs in `block`.
fn count_in_block(blocks: &SyncBlocks, virtual_sync: &VirtualSync, block: BlockId) -> usize {
    virtual_sync.syncs().filter(|s| blocks.get(s) == Some(&block)).count()
}

/// Fig. 12, plus latches against their header, `drains` (exits of the loop a
/// cross-iteration event is primed for) and kernel exits against zero.
fn balance_parity(
    normalized: &mut NormalizedKernel,
    blocks: &mut SyncBlocks,
    virtual_sync: &mut VirtualSync,
    drains: &[BlockId],
) {
    let block_count = normalized.kernel.blocks.len();
    let mut length_in: TiVec<BlockId, usize> = vec![0; block_count].into();
    let mut length_out = length_in.clone();
    // Elsewhere every length is zero and nothing needs a fix.
    let touched = reached_from_syncs(normalized, blocks, virtual_sync);
    let rpo: Vec<BlockId> = normalized.cfg.rpo.iter().copied().filter(|b| touched.contains(b.0)).collect();
    for &block in &rpo {
        let forward_preds: Vec<BlockId> =
            normalized.cfg.preds[block].iter().copied().filter(|&p| !normalized.cfg.is_back_edge(p, block)).collect();
        let entry = forward_preds.iter().map(|&p| length_out[p]).max().unwrap_or(0);
        for &pred in &forward_preds {
            if length_out[pred] % 2 != entry % 2 {
                fix_parity(normalized, blocks, virtual_sync, pred, entry % 2 == 1, block);
            }
        }
        if drains.contains(&block) && (entry + count_in_block(blocks, virtual_sync, block)) % 2 == 1 {
            let header = match virtual_sync.order {
                BodyOrder::Backward { header } | BodyOrder::MutuallyUnreachable { header } => header,
                BodyOrder::Forward => block,
            };
            let point = wait_point(normalized, blocks, virtual_sync, block);
            add(normalized, blocks, virtual_sync, point, false, SyncReason::CrossIteration { header });
        }
        length_in[block] = entry;
        length_out[block] = entry + count_in_block(blocks, virtual_sync, block);
    }
    for &block in &rpo {
        for &succ in &normalized.cfg.succs[block].clone() {
            if normalized.cfg.is_back_edge(block, succ) && length_out[block] % 2 != length_in[succ] % 2 {
                fix_parity(normalized, blocks, virtual_sync, block, length_in[succ] % 2 == 1, succ);
                length_out[block] += 1;
            }
        }
        if normalized.kernel.blocks[block].exit == BlockExit::Return && length_out[block] % 2 == 1 {
            add(normalized, blocks, virtual_sync, InsertPoint::BlockEnd(block), false, SyncReason::ExitDrain);
        }
    }
}

/// The blocks a path from one of the event's syncs reaches (their own included): the only
/// ones where a count of the event's syncs from the entry can be non-zero.
fn reached_from_syncs(normalized: &NormalizedKernel, blocks: &SyncBlocks, virtual_sync: &VirtualSync) -> FixedBitSet {
    let mut reached = FixedBitSet::with_capacity(normalized.kernel.blocks.len());
    let mut work: Vec<BlockId> = virtual_sync.syncs().filter_map(|sync| blocks.get(&sync).copied()).collect();
    while let Some(block) = work.pop() {
        if !reached.put(block.0) {
            work.extend(normalized.cfg.succs[block].iter().copied());
        }
    }
    reached
}

/// A parity set goes at the end of `pred`; a parity wait right after the event's last
/// sync in `pred` (or at its start), so that it also orders what `pred` issues after it
/// (a wait carries no dependence here, and blocking earlier in a join predecessor costs
/// nothing the kernel needed).
fn fix_parity(
    normalized: &mut NormalizedKernel,
    blocks: &mut SyncBlocks,
    virtual_sync: &mut VirtualSync,
    pred: BlockId,
    set: bool,
    join: BlockId,
) {
    let point = if set { InsertPoint::BlockEnd(pred) } else { wait_point(normalized, blocks, virtual_sync, pred) };
    add(normalized, blocks, virtual_sync, point, set, SyncReason::Parity { join });
}

/// Where a wait that drains the event in `block` goes: right after the event's last sync
/// in the block, or at its start. The event's syncs are all its flag has, so the block is
/// scanned only when it holds one of them.
fn wait_point(
    normalized: &NormalizedKernel,
    blocks: &SyncBlocks,
    virtual_sync: &VirtualSync,
    block: BlockId,
) -> InsertPoint {
    if count_in_block(blocks, virtual_sync, block) == 0 {
        return InsertPoint::BlockStart(block);
    }
    let flag = Some((virtual_sync.pair, virtual_sync.event));
    let kernel = &normalized.kernel;
    let last_of_flag = kernel.blocks[block]
        .items
        .iter()
        .rev()
        .find(|item| matches!(item, Item::Sync(s) if kernel.syncs[*s].kind.flag() == flag));
    match last_of_flag {
        Some(&item) => InsertPoint::After(item),
        None => InsertPoint::BlockStart(block),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::insert::{insert_virtual_syncs, OrderingRequest};
    use crate::model::OpId;
    use crate::normalize::normalize;
    use crate::test_support::{block_ids, kernel_from};
    use crate::verify::{verify, Obligation, Target};
    use std::collections::BTreeSet;
    use syncfuse_hardware::ascend::{Pipe, PipePair};

    fn request(from: usize, to: usize, pair: PipePair, intra: bool, carried_by: Vec<usize>) -> OrderingRequest {
        OrderingRequest {
            from: Item::Op(OpId(from)),
            to: Item::Op(OpId(to)),
            pair,
            intra_iteration: intra,
            carried_by: block_ids(&carried_by),
            dependences: vec![],
        }
    }

    /// Runs stages 2-4 and the checker with each request as an obligation.
    fn synchronise(
        blocks: &[(&str, &[usize])],
        requests: &[OrderingRequest],
    ) -> (NormalizedKernel, Vec<crate::verify::Violation>) {
        let mut normalized = normalize(kernel_from(blocks)).unwrap();
        let mut virtual_syncs = insert_virtual_syncs(&mut normalized, requests, 0);
        insert_extra_syncs(&mut normalized, &mut virtual_syncs);
        let obligations: Vec<Obligation> = requests
            .iter()
            .map(|r| Obligation {
                from: r.from,
                to: Target::Item(r.to),
                same_iteration_of: if r.carried_by.is_empty() {
                    normalized.cfg.loops.iter().map(|l| l.header).collect()
                } else {
                    BTreeSet::new()
                },
            })
            .collect();
        let violations = verify(&normalized.kernel, &normalized.cfg, &obligations);
        (normalized, violations)
    }

    const MTE2_V: PipePair = PipePair { setter: Pipe::Mte2, waiter: Pipe::V };

    #[test]
    fn fig8_if_then_gets_the_missing_wait() {
        // set after op0 (MTE2), dst op1 (V) only in the then-branch.
        let blocks: &[(&str, &[usize])] = &[("op:MTE2", &[1, 2]), ("op:V", &[2]), ("", &[])];
        let (_, violations) = synchronise(blocks, &[request(0, 1, MTE2_V, true, vec![])]);
        assert!(violations.is_empty(), "{violations:?}");
    }

    #[test]
    fn fig10_cross_iteration_dependence_is_primed_and_drained() {
        // loop body: V reads (op0), MTE2 writes (op1); RAW op1 -> op0 next iteration.
        let blocks: &[(&str, &[usize])] = &[("", &[1]), ("op:V op:MTE2", &[1, 2]), ("", &[])];
        let (_, violations) = synchronise(blocks, &[request(1, 0, MTE2_V, false, vec![1])]);
        assert!(violations.is_empty(), "{violations:?}");
    }

    #[test]
    fn fig11_mutually_unreachable_branches_in_a_loop() {
        // 0 -> 1 (header) -> {2: MTE2 writes, 3: V reads} -> 4 (latch) -> 1 | 5
        let blocks: &[(&str, &[usize])] =
            &[("", &[1]), ("", &[2, 3]), ("op:MTE2", &[4]), ("op:V", &[4]), ("", &[1, 5]), ("", &[])];
        let (_, violations) = synchronise(blocks, &[request(0, 1, MTE2_V, false, vec![1])]);
        assert!(violations.is_empty(), "{violations:?}");
    }

    #[test]
    fn fig9_set_hoisted_out_of_the_source_loop() {
        // MTE2 in a loop (block 1), V after it (block 2).
        let blocks: &[(&str, &[usize])] = &[("", &[1]), ("op:MTE2", &[1, 2]), ("op:V", &[])];
        let (normalized, violations) = synchronise(blocks, &[request(0, 1, MTE2_V, true, vec![])]);
        assert!(violations.is_empty(), "{violations:?}");
        // The set is not inside the loop.
        let l = normalized.cfg.loop_with_header(BlockId(1)).unwrap();
        let (set_block, _) = normalized.kernel.position_of(Item::Sync(SyncId(0))).unwrap();
        assert!(!normalized.cfg.loops[l].body.contains(&set_block));
    }
}
