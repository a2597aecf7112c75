//! Shared fixtures for the stages' unit tests: a kernel from text, run through stages
//! 2-4 with one request per dependence, and its obligations.

use crate::sync::extra::insert_extra_syncs;
use crate::sync::insert::{insert_virtual_syncs, OrderingRequest, VirtualSync};
use crate::sync::model::Item;
use crate::sync::normalize::{normalize, NormalizedKernel};
use crate::sync::pipeline::obligation;
use crate::sync::verify::tests::kernel_from;
use crate::sync::verify::Obligation;
use crate::target::ascend::{Pipe, PipePair};

/// An intra-iteration request `from -> to` on `setter -> waiter`.
pub fn request(from: usize, to: usize, setter: Pipe, waiter: Pipe) -> OrderingRequest {
    OrderingRequest {
        from: Item::Op(from),
        to: Item::Op(to),
        pair: PipePair::new(setter, waiter),
        intra_iteration: true,
        carried_by: Vec::new(),
        dependences: Vec::new(),
    }
}

/// Stages 2-4 on a kernel written as `verify::tests::kernel_from` blocks.
pub fn inserted(
    blocks: &[(&str, &[usize])],
    requests: &[OrderingRequest],
) -> (NormalizedKernel, Vec<VirtualSync>, Vec<Obligation>) {
    let mut normalized = normalize(kernel_from(blocks)).expect("reducible");
    let obligations = requests.iter().map(|r| obligation(&normalized.cfg, &normalized.kernel, r)).collect();
    let mut virtual_syncs = insert_virtual_syncs(&mut normalized, requests, 64);
    insert_extra_syncs(&mut normalized, &mut virtual_syncs);
    (normalized, virtual_syncs, obligations)
}
