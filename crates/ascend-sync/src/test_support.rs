//! Test fixtures shared by the stages' unit tests and the workspace's property tests
//! (compiled only for tests, or with the `test-support` feature): a kernel from text, run
//! through stages 2-4 with one request per dependence, and its obligations.

use crate::deps::{Dependence, DependenceKind};
use crate::extra::insert_extra_syncs;
use crate::insert::{insert_virtual_syncs, OrderingRequest, VirtualSync};
use crate::model::{Block, BlockExit, BlockId, BlockOrigin, Item, Kernel, OpId, PipeOp, SyncKind, SyncReason};
use crate::normalize::{normalize, NormalizedKernel};
use crate::pipeline::obligation;
use crate::verify::Obligation;
use syncfuse_hardware::ascend::{Pipe, PipePair};

/// An intra-iteration request `from -> to` on `setter -> waiter`.
pub fn request(from: usize, to: usize, setter: Pipe, waiter: Pipe) -> OrderingRequest {
    OrderingRequest {
        from: Item::Op(OpId(from)),
        to: Item::Op(OpId(to)),
        pair: PipePair::new(setter, waiter),
        intra_iteration: true,
        carried_by: Vec::new(),
        dependences: Vec::new(),
    }
}

/// Stages 2-4 on a kernel written as `kernel_from` blocks.
pub fn inserted(
    blocks: &[(&str, &[usize])],
    requests: &[OrderingRequest],
) -> (NormalizedKernel, Vec<VirtualSync>, Vec<Obligation>) {
    let mut normalized = normalize(kernel_from(blocks)).expect("reducible");
    let positions = normalized.kernel.positions();
    let obligations = requests.iter().map(|r| obligation(&normalized.cfg, &positions, r)).collect();
    let mut virtual_syncs = insert_virtual_syncs(&mut normalized, requests, 64);
    insert_extra_syncs(&mut normalized, &mut virtual_syncs);
    (normalized, virtual_syncs, obligations)
}

/// Builds a kernel from blocks of tokens (`op:PIPE`, `set:P>Q:e`, `wait:P>Q:e`, `bar`,
/// `bar:PIPE`) and their successors.
pub fn kernel_from(blocks: &[(&str, &[usize])]) -> Kernel {
    let mut kernel = Kernel { name: "k".into(), ..Kernel::default() };
    for (index, (text, succs)) in blocks.iter().enumerate() {
        let items = text.split_whitespace().map(|token| parse_item(&mut kernel, token)).collect();
        kernel.blocks.push(block(index, block_ids(succs), items));
    }
    kernel
}

fn parse_item(kernel: &mut Kernel, token: &str) -> Item {
    let parts: Vec<&str> = token.split(':').collect();
    let pipe = |name: &str| Pipe::from_name(name).unwrap_or_else(|| panic!("pipe {name}"));
    let kind = match parts[0] {
        "op" => return Item::Op(add_op(kernel, pipe(parts[1]))),
        "bar" => SyncKind::Barrier { pipe: parts.get(1).map(|p| pipe(p)) },
        set_or_wait => {
            let (setter, waiter) = parts[1].split_once('>').expect("P>Q");
            let (pair, event) = (PipePair::new(pipe(setter), pipe(waiter)), parts[2].parse().expect("event"));
            if set_or_wait == "set" {
                SyncKind::Set { pair, event }
            } else {
                SyncKind::Wait { pair, event }
            }
        }
    };
    Item::Sync(kernel.add_sync(kind, SyncReason::Input))
}

/// Appends an op on `pipe`, labelled `op<N>`.
pub fn add_op(kernel: &mut Kernel, pipe: Pipe) -> OpId {
    let label = format!("op{}", kernel.ops.len());
    kernel.ops.push_and_get_key(PipeOp {
        pipe,
        name: pipe.name().into(),
        label,
        accesses: Vec::new(),
        guards: Vec::new(),
        copy_of: None,
    })
}

/// Blocks by their indices, as tests write them.
pub fn block_ids(indices: &[usize]) -> Vec<BlockId> {
    indices.iter().map(|&index| BlockId(index)).collect()
}

/// Block `b<index>` of an unsplit kernel, returning when it has no successor.
pub fn block(index: usize, succs: Vec<BlockId>, items: Vec<Item>) -> Block {
    let exit = if succs.is_empty() { BlockExit::Return } else { BlockExit::Branch };
    let origin = BlockOrigin::Original(BlockId(index));
    Block { name: format!("b{index}"), succs, items, exit, origin, copy: None }
}

/// A RAW dependence `src -> dst` of `kernel` (pipe pair from the ops), intra-iteration
/// when `intra_iteration`, carried by the loops with the headers `carried_by`.
pub fn raw_dependence(
    kernel: &Kernel,
    src: impl Into<OpId>,
    dst: impl Into<OpId>,
    intra_iteration: bool,
    carried_by: &[usize],
) -> Dependence {
    let (src, dst) = (src.into(), dst.into());
    Dependence {
        src,
        dst,
        pair: PipePair::new(kernel.ops[src].pipe, kernel.ops[dst].pipe),
        kind: DependenceKind::Raw,
        intra_iteration,
        carried_by: block_ids(carried_by),
        min_distance: block_ids(carried_by).into_iter().map(|header| (header, 1)).collect(),
        overlap: String::new(),
        approximations: Vec::new(),
    }
}
