//! The `sirius` pass's block-level forwarding: which buffers of a fused CUDA kernel live
//! per block in shared memory instead of global memory. Candidates are the buffers of the
//! UAR's block-width RAW edges between two of the kernel's fragments (the dependences
//! fusion put a barrier for); each is checked on the UAR (`syncfuse_sirius::fusion::shared_tiles`:
//! nothing before writes what the kernel reads; `liveness`: nothing after observes what it
//! writes), on the original kernels (every use of the buffer's parameters is a load's or a
//! store's address), then placed in its group's part of the tiles' array while the budget
//! and the occupancy allow. `codegen` makes the tiles (`syncfuse_llvm::sirius::shared_tiles`).
//! Invariant: a buffer gets a tile only with every proof; each other candidate has its typed
//! refusal.

use super::store_liveness::StoreLiveness;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use syncfuse_ir as ir;
use syncfuse_llvm::sirius::shared_tiles::{other_use_of_parameter, static_shared_bytes, PlacedTile};
use syncfuse_sirius::fusion::fuse::FusedKernelChoice;
use syncfuse_sirius::fusion::shared_tiles::{
    fits_beside, plan_tile, written_only_inside, SharedTile, TileEnd, TileRefused,
};
use syncfuse_sirius::model::program::{BufferName, LaunchArgument, StatementId};
use syncfuse_sirius::model::uar::EdgeKind;
use syncfuse_sirius::model::width::DependenceWidth;

/// Tiles are placed at multiples of this many bytes in the array.
const TILE_ALIGNMENT: u64 = 16;

/// The tiles of one fused kernel, and why the other candidates stay in global memory.
#[derive(Default)]
pub(crate) struct TileChoice {
    pub(crate) chosen: Vec<ChosenTile>,
    pub(crate) refused: Vec<TileRefused>,
}

/// A tile placed in the kernel's array, and why nothing outside the kernel sees the
/// difference.
pub(crate) struct ChosenTile {
    pub(crate) placed: PlacedTile,
    pub(crate) proof: String,
}

/// One tile as the report shows it.
#[derive(Serialize)]
pub(crate) struct SharedTileReport {
    pub(crate) buffer: BufferName,
    pub(crate) tile: String,
    bytes: u64,
    /// Loads and stores of the fragments' kernels now served by the tile.
    pub(crate) accesses: usize,
    pub(crate) proof: String,
}

impl TileChoice {
    /// The tiles as code generation makes them.
    pub(crate) fn placed(&self) -> Vec<PlacedTile> {
        self.chosen.iter().map(|chosen| chosen.placed.clone()).collect()
    }

    pub(crate) fn reports(&self) -> Vec<SharedTileReport> {
        (self.chosen.iter())
            .map(|ChosenTile { placed, proof }| SharedTileReport {
                buffer: placed.tile.buffer.clone(),
                tile: placed.tile.shape(),
                bytes: placed.tile.bytes(),
                accesses: placed.tile.accesses,
                proof: proof.clone(),
            })
            .collect()
    }

    pub(crate) fn has_tile(&self, buffer: &BufferName) -> bool {
        self.chosen.iter().any(|c| c.placed.tile.buffer == *buffer)
    }
}

/// Chooses the tiles of `choice`'s fused kernel; `launches` are the original launch
/// instructions (a buffer's free must follow each of them on every path).
///
/// # Safety
/// `device` must be the live device module, the launches and frees live host instructions.
pub(crate) unsafe fn choose_tiles(
    device: LLVMModuleRef,
    liveness: &StoreLiveness<'_>,
    launches: &HashMap<StatementId, LLVMValueRef>,
    choice: &FusedKernelChoice,
) -> TileChoice {
    let variant = choice.chosen_variant();
    let fragments = &variant.fragment_statements;
    let kernels: Vec<LLVMValueRef> =
        (variant.plan.fragments()).filter_map(|f| unsafe { ir::defined_function(device, &f.kernel) }).collect();
    // SAFETY: functions of the live device module.
    let existing = unsafe { static_shared_bytes(device, &kernels) };
    let threads = variant.plan.block.volume();
    let mut group_bytes = vec![0u64; variant.plan.groups.len()];
    let mut chosen = TileChoice::default();
    for buffer in block_exchanged_buffers(liveness, fragments) {
        // SAFETY: as the caller's.
        let planned = unsafe { check_buffer(device, liveness, launches, choice, &buffer) };
        let placed = planned.and_then(|(group, tile, proof)| {
            let offset = group_bytes[group].next_multiple_of(TILE_ALIGNMENT);
            fits_beside(&buffer, offset + tile.bytes(), existing, threads)?;
            group_bytes[group] = offset + tile.bytes();
            Ok(ChosenTile { placed: PlacedTile { group, offset, tile }, proof })
        });
        match placed {
            Ok(tile) => chosen.chosen.push(tile),
            Err(refused) => chosen.refused.push(refused),
        }
    }
    chosen
}

/// The buffers of block-width RAW edges between two of `fragments`, sorted.
fn block_exchanged_buffers(liveness: &StoreLiveness<'_>, fragments: &[StatementId]) -> BTreeSet<BufferName> {
    let graph = &liveness.graph.graph;
    graph
        .edge_indices()
        .filter_map(|edge| {
            let (source, target) = graph.edge_endpoints(edge)?;
            let data = &graph[edge];
            let inside = fragments.contains(&graph[source].statement) && fragments.contains(&graph[target].statement);
            let block = data.width.as_ref().is_some_and(|w| w.width == DependenceWidth::Block);
            (inside && block && data.kind == EdgeKind::Raw).then(|| data.buffer.clone()).flatten()
        })
        .collect()
}

/// The group, the tile and the proof for `buffer`, or why not.
unsafe fn check_buffer(
    device: LLVMModuleRef,
    liveness: &StoreLiveness<'_>,
    launches: &HashMap<StatementId, LLVMValueRef>,
    choice: &FusedKernelChoice,
    buffer: &BufferName,
) -> Result<(usize, SharedTile, String), TileRefused> {
    let variant = choice.chosen_variant();
    let (program, fragments) = (liveness.program, &variant.fragment_statements);
    let written_inside = written_only_inside(program, liveness.graph, fragments, buffer)?;
    // The fused launch takes one replaced launch's place: the free must follow each.
    let mut unobserved = String::new();
    for statement in &choice.replaced {
        let launch = *launches.get(statement).ok_or_else(|| TileRefused::NotPlainAccess {
            buffer: buffer.clone(),
            detail: format!("the launch of {} was not found", program.statements[*statement].name),
        })?;
        // SAFETY: as the caller's.
        unobserved = unsafe { liveness.of(launch, fragments, buffer) }.map_err(TileRefused::ObservedAfter)?;
    }
    let proof = format!("{written_inside}; {unobserved}");
    let (ends, group) = buffer_ends(device, liveness, choice, buffer)?;
    Ok((group, plan_tile(&ends, buffer)?, proof))
}

/// The fragments of `choice`'s kernel that access `buffer` and their horizontal group (one
/// for all), each pointer parameter into it checked plain on its kernel.
unsafe fn buffer_ends<'a>(
    device: LLVMModuleRef,
    liveness: &StoreLiveness<'a>,
    choice: &'a FusedKernelChoice,
    buffer: &BufferName,
) -> Result<(Vec<TileEnd<'a>>, usize), TileRefused> {
    let variant = choice.chosen_variant();
    let not_plain = |detail: String| TileRefused::NotPlainAccess { buffer: buffer.clone(), detail };
    let mut ends = Vec::new();
    let mut groups = BTreeSet::new();
    let positions =
        variant.plan.groups.iter().enumerate().flat_map(|(g, group)| group.fragments.iter().map(move |f| (g, f)));
    for (index, ((group, fragment), &statement)) in positions.zip(&variant.fragment_statements).enumerate() {
        let host_statement = &liveness.program.statements[statement];
        let launch = host_statement.kind.launch().expect("fragments are launches");
        let effects = launch.effects.as_ref().map_err(|gap| not_plain(format!("{}: {gap}", host_statement.name)))?;
        let mut touches = false;
        for (parameter, argument) in launch.arguments.iter().enumerate() {
            let LaunchArgument::Pointer(pointer) = argument else { continue };
            if !pointer.buffers().iter().any(|b| b == buffer) {
                if pointer.buffers().is_empty() {
                    return Err(not_plain(format!("argument {parameter} of {} is not traced", host_statement.name)));
                }
                continue;
            }
            touches = true;
            let kernel = unsafe { ir::defined_function(device, &fragment.kernel) }
                .ok_or_else(|| not_plain(format!("{} is not defined", fragment.kernel)))?;
            // SAFETY: a live function of the device module.
            if let Some(what) = unsafe { other_use_of_parameter(kernel, parameter as u32) } {
                return Err(not_plain(format!("{what} in {} uses its address", fragment.kernel)));
            }
        }
        if touches {
            groups.insert(group);
            let end = (host_statement.name.as_str(), host_statement.loops.as_slice(), launch, effects);
            ends.push(TileEnd { fragment: index, end, block: fragment.block });
        }
    }
    match (groups.len(), groups.first()) {
        (1, Some(&group)) => Ok((ends, group)),
        _ => Err(TileRefused::SeveralGroups { buffer: buffer.clone() }),
    }
}
