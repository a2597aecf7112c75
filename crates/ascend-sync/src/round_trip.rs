//! GM round trips of one core: a `copy_ubuf_to_gm` of a GM region followed by a
//! `copy_gm_to_ubuf` of exactly that region (or a scalar store followed by a scalar load
//! of the same bytes), the producer-consumer pair that vertical fusion brings into one
//! kernel (`sirius`); and repeated loads, a second `copy_gm_to_ubuf` of the GM bytes an
//! earlier one loaded (two fused fragments reading one input tile), by the same rules.
//! Plain data over the `Kernel` model; the LLVM side
//! (`syncfuse_llvm::sirius::ub_forwarding`) checks the two calls' burst operands and turns
//! the load into a UB-to-UB copy, or drops it when the data is already in place (a scalar
//! load takes the stored value).
//!
//! Invariant: a round trip is listed only when the load reads exactly the bytes the store
//! wrote (same base, same region) and, on every path from the store to the load, no op
//! writes those GM bytes (a RAW dependence into the load from an op between them) or the
//! UB bytes the store read (a WAR dependence out of the store into an op between them).
//! Both ops sit in the same loops (none, or the same nest: a tile loop that fusion made
//! shared), the dependence is intra-iteration and the store's block dominates the load's,
//! so whenever the load runs the store ran just before it in the same iteration, and the
//! UB bytes it read still hold what it wrote; regions are compared as functions of the
//! loop counters, so "the same region" holds iteration by iteration. Other cores cannot
//! write the region in between: a kernel's cores write disjoint bytes, and a fusion whose
//! fragments exchange bytes across cores is not vertical. The dependences come from `deps` and only over-approximate, so an
//! uncertain overlap blocks the pair.

use crate::deps::{all_dependences, Dependence, DependenceKind};
use crate::model::{Item, Kernel, OpId, SCALAR_LOAD, SCALAR_STORE};
use serde::Serialize;
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::AddressSpace;
use syncfuse_hardware::call_name::identifier;
use syncfuse_poly::footprint::Access;

/// The MTE3 copy from UB to GM (ascend-target.md).
pub const COPY_UB_TO_GM: &str = "copy_ubuf_to_gm";
/// The MTE2 copy from GM to UB.
pub const COPY_GM_TO_UB: &str = "copy_gm_to_ubuf";
/// The V copy from UB to UB that replaces a round trip.
pub const COPY_UB_TO_UB: &str = "copy_ubuf_to_ubuf";

/// A load that reads back, on the same core, exactly what a store just wrote to GM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RoundTrip {
    pub store: OpId,
    pub load: OpId,
}

/// The round trips of `kernel`, in the order of their loads.
pub fn gm_round_trips(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<RoundTrip> {
    let dependences = all_dependences(kernel, cfg);
    let mut trips: Vec<RoundTrip> = dependences
        .iter()
        .filter(|d| d.kind == DependenceKind::Raw && d.intra_iteration)
        .map(|d| RoundTrip { store: d.src, load: d.dst })
        .filter(|&trip| is_candidate(kernel, cfg, trip))
        .filter(|&trip| !dependences.iter().any(|d| spoils(kernel, cfg, trip, d)))
        .collect();
    trips.sort_by_key(|t| (t.load, t.store));
    trips.dedup_by_key(|t| t.load);
    trips
}

/// A GM-to-UB copy that loads again, on the same core, exactly the GM bytes an earlier
/// copy loaded into UB (two fused fragments reading one tile): its data is still in UB.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RepeatedLoad {
    pub first: OpId,
    pub load: OpId,
    /// The two loads' UB bytes may overlap (only a load into the very same bytes goes).
    pub overlapping: bool,
}

/// The repeated loads of `kernel`, in the order of their loads (each with the latest
/// earlier load it can be served from that is not itself served from another). As for
/// round trips: the same GM base and region, the same loops, the first load's block
/// dominating the later one's, and on every path between them no op writes those GM bytes
/// (RAW into the later load) or the UB bytes the first load wrote (WAW out of it).
pub fn gm_repeated_loads(kernel: &Kernel, cfg: &CfgAnalysis) -> Vec<RepeatedLoad> {
    let dependences = all_dependences(kernel, cfg);
    let loads: Vec<OpId> = (kernel.ops.iter_enumerated())
        .filter(|(_, op)| identifier(&op.name) == COPY_GM_TO_UB && op.copy_of.is_none())
        .map(|(id, _)| id)
        .collect();
    let mut repeated: Vec<RepeatedLoad> = Vec::new();
    for &load in &loads {
        // A load served from an earlier one is gone after the rewrite: it serves no other.
        let served = |first: OpId| repeated.iter().any(|r| r.load == first);
        let sources = (loads.iter().copied())
            .filter(|&first| first != load && !served(first) && same_gm_tile(kernel, cfg, (first, load)));
        let unspoiled = sources.filter(|&first| {
            let trip = RoundTrip { store: first, load };
            !dependences.iter().any(|d| {
                d.kind == DependenceKind::Waw && d.src == first && d.dst != load && between(kernel, cfg, trip, d.dst)
            }) && !dependences
                .iter()
                .any(|d| d.kind == DependenceKind::Raw && d.dst == load && between(kernel, cfg, trip, d.src))
        });
        if let Some(first) = unspoiled.max_by_key(|&first| place(kernel, first)) {
            let overlapping =
                dependences.iter().any(|d| d.kind == DependenceKind::Waw && d.src == first && d.dst == load);
            repeated.push(RepeatedLoad { first, load, overlapping });
        }
    }
    repeated
}

/// Two loads of the same GM bytes in the same loops, the first dominating the second.
fn same_gm_tile(kernel: &Kernel, cfg: &CfgAnalysis, (first, load): (OpId, OpId)) -> bool {
    let (Some(a), Some(b)) =
        (gm_access(&kernel.ops[first].accesses, false), gm_access(&kernel.ops[load].accesses, false))
    else {
        return false;
    };
    a.base == b.base && a.region == b.region && same_loops_dominating(kernel, cfg, (first, load))
}

/// `from` and `to` in the same loops, `from`'s block dominating `to`'s (or `from` earlier
/// in the same block).
fn same_loops_dominating(kernel: &Kernel, cfg: &CfgAnalysis, (from, to): (OpId, OpId)) -> bool {
    let (Some(from), Some(to)) = (place(kernel, from), place(kernel, to)) else { return false };
    let same_loops = cfg.loop_headers_around(from.0) == cfg.loop_headers_around(to.0);
    let dominates = if from.0 == to.0 { from.1 < to.1 } else { cfg.dominates(from.0, to.0) };
    same_loops && dominates
}

/// A store to GM and a load of the same region from GM (a UB-to-GM copy and a GM-to-UB
/// copy, or a scalar store and a scalar load of the same bytes), in the same loops, the store's
/// block dominating the load's (or earlier in the same block).
fn is_candidate(kernel: &Kernel, cfg: &CfgAnalysis, trip: RoundTrip) -> bool {
    let (store, load) = (&kernel.ops[trip.store], &kernel.ops[trip.load]);
    let names = (identifier(&store.name), identifier(&load.name));
    let pair = names == (COPY_UB_TO_GM, COPY_GM_TO_UB) || names == (SCALAR_STORE, SCALAR_LOAD);
    if !pair || store.copy_of.is_some() || load.copy_of.is_some() {
        return false;
    }
    let (Some(written), Some(read)) = (gm_access(&store.accesses, true), gm_access(&load.accesses, false)) else {
        return false;
    };
    written.base == read.base
        && written.region == read.region
        && same_loops_dominating(kernel, cfg, (trip.store, trip.load))
}

/// Does dependence `d` let another op change, between the store and the load, what the
/// load would read (the GM bytes) or what the forwarded copy would read (the UB bytes)?
fn spoils(kernel: &Kernel, cfg: &CfgAnalysis, trip: RoundTrip, d: &Dependence) -> bool {
    match d.kind {
        DependenceKind::Raw => d.dst == trip.load && between(kernel, cfg, trip, d.src),
        DependenceKind::War => d.src == trip.store && between(kernel, cfg, trip, d.dst),
        DependenceKind::Waw => false,
    }
}

/// Can `op` run after the first op of `trip` and before its load?
fn between(kernel: &Kernel, cfg: &CfgAnalysis, trip: RoundTrip, op: OpId) -> bool {
    op != trip.store && op != trip.load && precedes(kernel, cfg, trip.store, op) && precedes(kernel, cfg, op, trip.load)
}

/// Can `a` run before `b` in one run of the kernel (`b` reachable from `a`)?
fn precedes(kernel: &Kernel, cfg: &CfgAnalysis, a: OpId, b: OpId) -> bool {
    match (place(kernel, a), place(kernel, b)) {
        (Some((x, i)), Some((y, j))) if x == y => i < j || cfg.reaches_forward(x, y),
        (Some((x, _)), Some((y, _))) => cfg.reaches_forward(x, y),
        _ => true,
    }
}

fn place(kernel: &Kernel, op: OpId) -> Option<(syncfuse_cfg::BlockId, usize)> {
    kernel.position_of(Item::Op(op))
}

/// The op's one GM access that writes (`write`) or reads.
fn gm_access(accesses: &[Access], write: bool) -> Option<&Access> {
    let mut gm = accesses.iter().filter(|a| a.space == AddressSpace::Gm && a.write == write);
    let first = gm.next()?;
    gm.next().is_none().then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Block, BlockExit, BlockId, BlockOrigin, PipeOp};
    use syncfuse_hardware::ascend::Pipe;
    use syncfuse_poly::affine::AffineExpr;
    use syncfuse_poly::footprint::{MemoryBase, Region};

    fn bytes(space: AddressSpace, base: MemoryBase, write: bool, offset: i64) -> Access {
        let region = Region::Strided {
            offset: AffineExpr::constant(offset),
            dims: Vec::new(),
            extent: AffineExpr::constant(1024),
        };
        Access { space, base, write, region }
    }

    fn ub(write: bool, offset: i64) -> Access {
        bytes(AddressSpace::Ub, MemoryBase::LocalBuffer, write, offset)
    }

    fn gm(write: bool, offset: i64) -> Access {
        bytes(AddressSpace::Gm, MemoryBase::Argument { index: 0, noalias: true }, write, offset)
    }

    /// One block of ops (pipe, callee, accesses).
    fn straight(ops: Vec<(Pipe, &str, Vec<Access>)>) -> Kernel {
        let mut kernel = Kernel { name: "k".to_string(), ..Kernel::default() };
        let mut items = Vec::new();
        for (pipe, name, accesses) in ops {
            let label = format!("op{}", kernel.ops.len());
            let op = kernel.ops.push_and_get_key(PipeOp {
                pipe,
                name: name.to_string(),
                label,
                accesses,
                guards: Vec::new(),
                copy_of: None,
            });
            items.push(Item::Op(op));
        }
        kernel.blocks.push(Block {
            name: "entry".to_string(),
            succs: Vec::new(),
            items,
            exit: BlockExit::Return,
            origin: BlockOrigin::Original(BlockId(0)),
            copy: None,
        });
        kernel
    }

    /// `entry -> body (a self loop) -> exit`, the ops in the body.
    fn looped(ops: Vec<(Pipe, &str, Vec<Access>)>) -> Kernel {
        let mut kernel = straight(ops);
        let body = kernel.blocks.pop().expect("one block");
        let block = |name: &str, succs: Vec<BlockId>, items: Vec<Item>, index: usize| Block {
            name: name.to_string(),
            succs,
            items,
            exit: if index == 2 { BlockExit::Return } else { BlockExit::Branch },
            origin: BlockOrigin::Original(BlockId(index)),
            copy: None,
        };
        kernel.blocks.push(block("entry", vec![BlockId(1)], Vec::new(), 0));
        kernel.blocks.push(block("body", vec![BlockId(1), BlockId(2)], body.items, 1));
        kernel.blocks.push(block("exit", Vec::new(), Vec::new(), 2));
        kernel
    }

    /// A GM tile of 1024 bytes per iteration of the loop at block 1, `shift` tiles on.
    fn tile(write: bool, shift: i64) -> Access {
        let offset = AffineExpr::symbol("it_b1").scale(1024).add(&AffineExpr::constant(1024 * shift));
        let region = Region::Strided { offset, dims: Vec::new(), extent: AffineExpr::constant(1024) };
        Access { space: AddressSpace::Gm, base: MemoryBase::Argument { index: 0, noalias: true }, write, region }
    }

    #[test]
    fn a_load_of_the_tile_stored_in_the_same_iteration_is_a_round_trip() {
        let store = (Pipe::Mte3, COPY_UB_TO_GM, vec![ub(false, 0), tile(true, 0)]);
        let load = |shift| (Pipe::Mte2, COPY_GM_TO_UB, vec![tile(false, shift), ub(true, 8192)]);
        assert_eq!(trips(&looped(vec![store.clone(), load(0)])), [(0, 1)]);
        assert!(trips(&looped(vec![store, load(-1)])).is_empty(), "the previous iteration's tile");
    }

    fn trips(kernel: &Kernel) -> Vec<(usize, usize)> {
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        gm_round_trips(kernel, &cfg).iter().map(|t| (t.store.0, t.load.0)).collect()
    }

    fn store(gm_offset: i64) -> (Pipe, &'static str, Vec<Access>) {
        (Pipe::Mte3, COPY_UB_TO_GM, vec![ub(false, 0), gm(true, gm_offset)])
    }

    fn load(gm_offset: i64) -> (Pipe, &'static str, Vec<Access>) {
        (Pipe::Mte2, COPY_GM_TO_UB, vec![gm(false, gm_offset), ub(true, 8192)])
    }

    #[test]
    fn a_load_of_exactly_the_stored_region_is_a_round_trip() {
        assert_eq!(trips(&straight(vec![store(0), load(0)])), [(0, 1)]);
    }

    #[test]
    fn a_different_region_is_not() {
        assert!(trips(&straight(vec![store(0), load(512)])).is_empty());
    }

    #[test]
    fn an_overwrite_of_the_stored_ub_bytes_in_between_blocks_it() {
        let overwrite = (Pipe::V, "vadds_f32", vec![ub(true, 0)]);
        assert!(trips(&straight(vec![store(0), overwrite, load(0)])).is_empty());
        let elsewhere = (Pipe::V, "vadds_f32", vec![ub(true, 4096)]);
        assert_eq!(trips(&straight(vec![store(0), elsewhere, load(0)])), [(0, 2)]);
    }

    fn repeated(kernel: &Kernel) -> Vec<(usize, usize, bool)> {
        let cfg = CfgAnalysis::new(&kernel.succs()).unwrap();
        gm_repeated_loads(kernel, &cfg).iter().map(|r| (r.first.0, r.load.0, r.overlapping)).collect()
    }

    fn load_into(gm_offset: i64, ub_offset: i64) -> (Pipe, &'static str, Vec<Access>) {
        (Pipe::Mte2, COPY_GM_TO_UB, vec![gm(false, gm_offset), ub(true, ub_offset)])
    }

    #[test]
    fn a_second_load_of_the_same_tile_is_served_from_the_first() {
        assert_eq!(repeated(&straight(vec![load_into(0, 0), load_into(0, 4096)])), [(0, 1, false)]);
        assert_eq!(repeated(&straight(vec![load_into(0, 0), load_into(0, 0)])), [(0, 1, true)], "into the same bytes");
        assert!(repeated(&straight(vec![load_into(0, 0), load_into(512, 4096)])).is_empty(), "another tile");
        let three = straight(vec![load_into(0, 0), load_into(0, 4096), load_into(0, 8192)]);
        assert_eq!(repeated(&three), [(0, 1, false), (0, 2, false)], "both from the one that stays");
        let tiles = |shift| {
            looped(vec![
                (Pipe::Mte2, COPY_GM_TO_UB, vec![tile(false, 0), ub(true, 0)]),
                (Pipe::Mte2, COPY_GM_TO_UB, vec![tile(false, shift), ub(true, 4096)]),
            ])
        };
        assert_eq!(repeated(&tiles(0)), [(0, 1, false)]);
        assert!(repeated(&tiles(1)).is_empty(), "the next iteration's tile");
    }

    #[test]
    fn a_write_of_the_first_loads_ub_bytes_or_of_the_tile_in_between_blocks_it() {
        let overwrite = (Pipe::V, "vadds_f32", vec![ub(false, 0), ub(true, 0)]);
        assert!(repeated(&straight(vec![load_into(0, 0), overwrite, load_into(0, 4096)])).is_empty());
        let reader = (Pipe::V, "vadds_f32", vec![ub(false, 0), ub(true, 8192)]);
        assert_eq!(repeated(&straight(vec![load_into(0, 0), reader, load_into(0, 4096)])), [(0, 2, false)]);
        let gm_store = (Pipe::Mte3, COPY_UB_TO_GM, vec![ub(false, 8192), gm(true, 0)]);
        assert!(repeated(&straight(vec![load_into(0, 0), gm_store, load_into(0, 4096)])).is_empty());
    }

    #[test]
    fn a_gm_write_of_the_region_in_between_blocks_it() {
        let scalar_store = (Pipe::S, "store", vec![gm(true, 16)]);
        assert!(trips(&straight(vec![store(0), scalar_store, load(0)])).is_empty());
    }
}
