//! Block-level forwarding through shared memory (SIRIUS §5, after fusion): when the
//! fragments of one vertical group of a fused kernel exchange a buffer only inside each
//! block (the producer's block writes what the same consumer block reads, with the barrier
//! fusion placed between them), each block keeps its part of the buffer in a tile of shared
//! memory and the buffer is never touched in global memory.
//!
//! The tile of a block is a box of rows: every access of the buffer, in every fragment, is
//! split at one row length `L` (elements) into `row * L + column` with `0 <= column < L`
//! proven by ISL at every instance (`effects::column_within_rows`), or not split at all (a
//! block's slice of a one-dimensional buffer), and each part into a block part (block index
//! and launch arguments, the same host expression at every access) and a thread part
//! (everything else, bounded: by the thread index's and constant-trip loops' ranges, else
//! by ISL over the access's instances, quotients and guards included). The box is the hull
//! of the thread parts; an access goes to slot
//! `(row - row base - first row) * pitch + column - column base - first column`, the pitch
//! one element more than the columns where they fill whole bank rows. A row
//! length that is a launch argument is read from the offsets' products (`effects::row_access`,
//! the same host expression at every access); a constant one is chosen among the offsets'
//! coefficients, the smallest box winning.
//!
//! Why the tile is the buffer, seen from a block: the same byte has the same slot (rows and
//! columns are one-to-one with bytes), the fragments of the group all see one block index,
//! and no dependence crosses blocks (fusion's widths). What the tile cannot hold is checked
//! on the UAR: nothing before the fused kernel writes what it reads (no RAW or unknown edge
//! into a fragment except from an earlier fragment, or else, per block, the earlier
//! fragments' must-writes cover what it reads, ISL on the block-level relations of the
//! stores that run exactly when guarded; in a host loop, whose previous iteration's tile is
//! gone, that cover per iteration for every fragment anything may have written for),
//! nothing after it observes what it writes (`liveness`). A read of bytes no
//! fragment wrote then reads an indeterminate value, as it did in global memory.
//! Invariant: every refusal is a typed `TileRefused`. Sits after `uar`, `liveness` and
//! `plan`; the rewrite is `syncfuse_llvm::sirius::shared_tiles`.

use crate::fusion::liveness::{flow_edges, StoreKept};
use crate::gpu::occupancy::lowered_occupancy;
use crate::model::effects::{
    column_within_rows, host_symbol, relation, row_access, value_range, LaunchEnd, Layout, Level,
};
use crate::model::kernel_effects::KernelAccess;
use crate::model::program::{BufferName, DevicePointer, HostProgram, Launch, LaunchArgument, StatementId};
use crate::model::uar::UnifiedGraph;
use petgraph::Direction;
use serde::Serialize;
use std::collections::BTreeSet;
use syncfuse_hardware::cuda::Dim3;
use syncfuse_poly::affine::AffineExpr;
use syncfuse_poly::query::{query, IslMap};
use syncfuse_reason::Reason;
use thiserror::Error;

/// Static shared memory a CUDA block may declare (more needs dynamic shared memory).
pub const STATIC_SHARED_BYTES: u64 = 48 * 1024;
/// Bytes one access of all 32 shared-memory banks covers.
const BANK_ROW_BYTES: i64 = 32 * 4;

/// One fragment of the group that accesses the buffer: its index in plan order, its launch
/// and its block shape.
pub struct TileEnd<'a> {
    pub fragment: usize,
    pub end: LaunchEnd<'a>,
    pub block: Dim3,
}

/// An expression in one fragment's kernel terms: its block index (`ctaid_x`, ..) and its
/// integer arguments (`argK`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FragmentExpr {
    pub fragment: usize,
    pub expr: AffineExpr,
}

/// A buffer kept per block in shared memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SharedTile {
    pub buffer: BufferName,
    /// The fragments (plan order) and their kernel parameters that point at the buffer.
    pub parameters: Vec<(usize, u32)>,
    /// Elements per row of the buffer (a constant, or `scale * argK` when the row length
    /// is a run-time argument; none when the tile is one run of the buffer), and bytes per
    /// element.
    pub row_elements: Option<FragmentExpr>,
    pub element: i64,
    /// The block part of every access's row and column (elements).
    pub row_base: FragmentExpr,
    pub column_base: FragmentExpr,
    /// The box of the thread parts: rows `first_row ..` (`rows` of them) and columns
    /// `first_column ..` (`columns`), relative to the block part.
    pub first_row: i64,
    pub rows: i64,
    pub first_column: i64,
    pub columns: i64,
    /// The accesses (loads and stores of the fragments' kernels) the tile serves.
    pub accesses: usize,
    /// Some access's row varies with `threadIdx.x` (see `row_pitch`).
    pub rows_across_lanes: bool,
    /// Every access that computes its element index as `row * length + column`
    /// (`KernelAccess::index_rows`) does so at the tile's row length and with the tile's
    /// column: the rewrite may address the tile by such an access's own row and column
    /// instead of dividing its offset.
    pub rows_in_index: bool,
}

impl SharedTile {
    /// Bytes from one tile row to the next: the columns, plus one element where some
    /// access's row varies with `threadIdx.x` (a block's tile read transposed) and a row
    /// spans a whole number of bank rows (32 banks of 4 bytes), so that the lanes of a warp
    /// reading a column hit different banks.
    pub fn row_pitch(&self) -> i64 {
        let row = self.columns.saturating_mul(self.element);
        match self.rows_across_lanes && row % BANK_ROW_BYTES == 0 {
            true => row.saturating_add(self.element),
            false => row,
        }
    }

    pub fn bytes(&self) -> u64 {
        self.rows.saturating_mul(self.row_pitch()).max(0) as u64
    }

    /// `rows x columns x element B`, as reports show the shape.
    pub fn shape(&self) -> String {
        format!("{} x {} x {} B", self.rows, self.columns, self.element)
    }
}

/// Why a buffer stays in global memory, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum TileRefused {
    #[error(
        "{buffer}: the fused launch is in a host loop, and {reader} may read what {writer} wrote, not all of it \
         written first by the earlier fragments of its block in the same iteration"
    )]
    InHostLoop { buffer: BufferName, writer: String, reader: String },
    #[error("{buffer}: {reader} may read what {writer} wrote before the fused kernel ({kind} edge of the UAR)")]
    WrittenBefore { buffer: BufferName, writer: String, reader: String, kind: String },
    #[error("{buffer}: what the fused kernel writes is observed after it: {0}", buffer = .0.buffer())]
    ObservedAfter(StoreKept),
    #[error("{buffer}: fragments of two horizontal groups use it (their blocks differ)")]
    SeveralGroups { buffer: BufferName },
    #[error("{buffer}: {detail}")]
    NotPlainAccess { buffer: BufferName, detail: String },
    #[error("{buffer}: no row length splits every access into a block part and a bounded thread part")]
    NoRowSplit { buffer: BufferName },
    #[error("{buffer}: the accesses' block parts differ ({first} and {other}): the blocks' boxes are not one")]
    BlockPartsDiffer { buffer: BufferName, first: String, other: String },
    #[error("{buffer}: {bytes} bytes of tiles with {existing} bytes of shared memory exceed the {budget} bytes a block may declare")]
    TooLarge { buffer: BufferName, bytes: u64, existing: u64, budget: u64 },
    #[error("{buffer}: a tile of {bytes} bytes would lower the blocks per SM from {before} to {after}")]
    LowersOccupancy { buffer: BufferName, bytes: u64, before: u64, after: u64 },
}

impl Reason for TileRefused {
    /// The stable remark name.
    fn remark_name(&self) -> &'static str {
        match self {
            TileRefused::InHostLoop { .. } => "SharedTileInHostLoop",
            TileRefused::WrittenBefore { .. } => "SharedTileWrittenBefore",
            TileRefused::ObservedAfter(_) => "SharedTileObservedAfter",
            TileRefused::SeveralGroups { .. } => "SharedTileAcrossGroups",
            TileRefused::NotPlainAccess { .. } => "SharedTileAccessNotPlain",
            TileRefused::NoRowSplit { .. } => "SharedTileNoRowSplit",
            TileRefused::BlockPartsDiffer { .. } => "SharedTileBlocksDiffer",
            TileRefused::TooLarge { .. } => "SharedTileTooLarge",
            TileRefused::LowersOccupancy { .. } => "SharedTileLowersOccupancy",
        }
    }
}

/// The UAR's side: the fused kernel of `fragments` (its replaced launches, in program
/// order) reads of `buffer` only what its own earlier fragments wrote, or what nothing
/// wrote: a fragment that an outside statement may have written for reads, in each block,
/// only bytes the earlier fragments' must-writes write in that block (ISL). In a host
/// loop every flow edge into a fragment may also carry an earlier iteration's bytes (a
/// tile does not outlive its launch), so every fragment that any statement may have
/// written for reads only what the earlier fragments' must-writes write in the same
/// iteration and block (the relations keep the host counters). Whether what it writes is
/// observed after it is `liveness`'s question. Returns the proof's text.
pub fn written_only_inside(
    program: &HostProgram,
    graph: &UnifiedGraph,
    fragments: &[StatementId],
    buffer: &BufferName,
) -> Result<String, TileRefused> {
    let name = |s: StatementId| program.statements[s].name.clone();
    let in_host_loop = fragments.iter().any(|&s| !program.statements[s].loops.is_empty());
    let mut covered = Vec::new();
    for (position, &reader) in fragments.iter().enumerate() {
        for (writer, kind) in flow_edges(graph, reader, buffer, Direction::Incoming) {
            let earlier_fragment = !in_host_loop && fragments[..position].contains(&writer);
            if earlier_fragment || covered.contains(&name(reader)) {
                continue;
            }
            if !reads_covered(program, &fragments[..position], reader, buffer) {
                let (buffer, writer, reader) = (buffer.clone(), name(writer), name(reader));
                return Err(match in_host_loop {
                    true => TileRefused::InHostLoop { buffer, writer, reader },
                    false => TileRefused::WrittenBefore { buffer, writer, reader, kind: kind.to_string() },
                });
            }
            covered.push(name(reader));
        }
    }
    Ok(match covered.is_empty() {
        true => format!("nothing before the fused kernel writes what it reads of {buffer}"),
        false => format!(
            "what {} read of {buffer} in a block, earlier fragments' stores write in that block first{}",
            covered.join(", "),
            if in_host_loop { " in each iteration of the host loop" } else { "" }
        ),
    })
}

/// Whether every byte of `buffer` that `reader` reads in a block is written in the same
/// block by the must-writes (`KernelAccess::exact` stores through a pointer at an affine
/// offset into the buffer) of the `earlier` fragments.
fn reads_covered(program: &HostProgram, earlier: &[StatementId], reader: StatementId, buffer: &BufferName) -> bool {
    let block_relation = |statement: StatementId, write: bool| {
        let statement = &program.statements[statement];
        let launch = statement.kind.launch()?;
        let mut effects = launch.effects.as_ref().ok()?.clone();
        if write {
            effects.accesses.retain(|access| access.write && access.exact && affine_pointer(launch, access));
        }
        let (name, loops) = (statement.name.as_str(), statement.loops.as_slice());
        relation(name, loops, launch, &effects, buffer, write, Level::Block, &Layout::Flat)
    };
    let Some(reads) = block_relation(reader, false) else { return true };
    let writes: Vec<String> = earlier.iter().filter_map(|&s| block_relation(s, true)).collect();
    let answer = query(|q| {
        let in_block = |text: &str| q.map(text)?.name_input("block");
        let mut written: Option<IslMap> = None;
        for text in &writes {
            let map = in_block(text)?;
            written = Some(match written {
                None => map,
                Some(so_far) => so_far.union(map)?,
            });
        }
        match written {
            Some(written) => in_block(&reads)?.is_subset(&written),
            None => Ok(false),
        }
    });
    answer.unwrap_or(false)
}

/// Whether `access`'s pointer argument points into one buffer at an affine offset (else its
/// relation names the whole buffer, which a must-write may not claim).
fn affine_pointer(launch: &Launch, access: &KernelAccess) -> bool {
    matches!(
        launch.arguments.get(access.parameter as usize),
        Some(LaunchArgument::Pointer(DevicePointer::Buffer { offset: Some(_), .. }))
    )
}

/// The tile of `buffer` for the fragments `ends` of one vertical group (every fragment of
/// the fused kernel that accesses it).
pub fn plan_tile(ends: &[TileEnd<'_>], buffer: &BufferName) -> Result<SharedTile, TileRefused> {
    let accesses = buffer_accesses(ends, buffer)?;
    let element = accesses[0].1.extent;
    let not_plain = |detail: String| TileRefused::NotPlainAccess { buffer: buffer.clone(), detail };
    if element <= 0 || accesses.iter().any(|(_, access)| access.extent != element) {
        return Err(not_plain("its accesses have different sizes".into()));
    }
    let offsets = (accesses.iter())
        .map(|(_, access)| {
            element_offset(access, element)
                .ok_or_else(|| not_plain("an offset is not a whole number of elements".into()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut best: Option<SharedTile> = None;
    let mut refusal = TileRefused::NoRowSplit { buffer: buffer.clone() };
    let candidates: Vec<RowLength> = match offsets.iter().any(AffineExpr::has_products) {
        true => vec![RowLength::Argument],
        false => std::iter::once(RowLength::Whole)
            .chain(row_length_candidates(&offsets).into_iter().map(RowLength::Constant))
            .collect(),
    };
    for row_length in candidates {
        match tile_at(ends, buffer, &accesses, &offsets, row_length, element) {
            Ok(tile) if best.as_ref().is_none_or(|b| tile.bytes() < b.bytes()) => best = Some(tile),
            Ok(_) => {}
            Err(differ @ TileRefused::BlockPartsDiffer { .. }) => refusal = differ,
            Err(_) => {}
        }
    }
    best.ok_or(refusal)
}

/// Whether tiles of `tile_bytes` in all (a block runs one group: the largest group's sum)
/// fit beside the kernel's `existing` shared memory in blocks of `threads`.
pub fn fits_beside(buffer: &BufferName, tile_bytes: u64, existing: u64, threads: u64) -> Result<(), TileRefused> {
    let budget = STATIC_SHARED_BYTES;
    if existing + tile_bytes > budget {
        return Err(TileRefused::TooLarge { buffer: buffer.clone(), bytes: tile_bytes, existing, budget });
    }
    match lowered_occupancy(threads, existing, tile_bytes) {
        Some((before, after)) => {
            Err(TileRefused::LowersOccupancy { buffer: buffer.clone(), bytes: tile_bytes, before, after })
        }
        None => Ok(()),
    }
}

/// Every access of `buffer` at `ends`, with the index of its end; each through a pointer
/// argument at the buffer's start.
fn buffer_accesses<'e, 'a>(
    ends: &'e [TileEnd<'a>],
    buffer: &BufferName,
) -> Result<Vec<(usize, &'e KernelAccess)>, TileRefused> {
    let not_plain = |detail: String| TileRefused::NotPlainAccess { buffer: buffer.clone(), detail };
    let mut accesses = Vec::new();
    for (index, tile_end) in ends.iter().enumerate() {
        let (statement, _, launch, effects) = tile_end.end;
        if !effects.unknown.is_empty() {
            return Err(not_plain(format!("{statement} accesses memory through pointers not traced to a buffer")));
        }
        for access in &effects.accesses {
            match launch.arguments.get(access.parameter as usize) {
                Some(LaunchArgument::Pointer(DevicePointer::Buffer { buffer: b, offset })) if b == buffer => {
                    if offset.as_ref().and_then(AffineExpr::as_constant) != Some(0) {
                        let at = offset.as_ref().map_or("a non-affine offset".into(), |o| format!("byte {o}"));
                        return Err(not_plain(format!(
                            "argument {} of {statement} points at {at} of it, not at its start (a slice)",
                            access.parameter
                        )));
                    }
                    if access.offset.is_none() {
                        return Err(not_plain(format!("an offset in {statement} is not affine")));
                    }
                    accesses.push((index, access));
                }
                Some(LaunchArgument::Pointer(pointer)) if pointer.buffers().iter().any(|b| b == buffer) => {
                    return Err(not_plain(format!("argument {} of {statement} may point elsewhere", access.parameter)));
                }
                _ => {}
            }
        }
    }
    match accesses.is_empty() {
        true => Err(not_plain("no fragment accesses it".into())),
        false => Ok(accesses),
    }
}

/// `access`'s offset in elements of `element` bytes, if it is a whole number of them.
fn element_offset(access: &KernelAccess, element: i64) -> Option<AffineExpr> {
    let offset = access.offset.as_ref()?;
    let whole = offset.constant % element == 0 && offset.terms.values().all(|c| c % element == 0);
    whole.then(|| AffineExpr {
        constant: offset.constant / element,
        terms: offset.terms.iter().map(|(s, c)| (s.clone(), c / element)).collect(),
    })
}

/// The row lengths the offsets suggest: their coefficients (at least 2), ascending.
fn row_length_candidates(offsets: &[AffineExpr]) -> BTreeSet<i64> {
    offsets.iter().flat_map(|o| o.terms.values().map(|c| c.abs())).filter(|&c| c >= 2).collect()
}

/// Where the rows of a buffer are cut.
#[derive(Clone, Copy)]
enum RowLength {
    /// Nowhere: the tile is one run of the buffer (a block's contiguous slice).
    Whole,
    /// Every `n` elements.
    Constant(i64),
    /// At the launch argument the offsets multiply rows by (`effects::row_access`).
    Argument,
}

/// One access's offset (elements) cut into rows: (row, column, the row length in the
/// kernel's terms: none for a whole run), `None` where the access has no such split.
fn split_rows(
    offset: &AffineExpr,
    element: i64,
    row_length: RowLength,
) -> Option<(AffineExpr, AffineExpr, Option<AffineExpr>)> {
    match row_length {
        RowLength::Whole => Some((AffineExpr::constant(0), offset.clone(), None)),
        RowLength::Constant(n) => {
            let (row, column) = split_at(offset, n);
            Some((row, column, Some(AffineExpr::constant(n))))
        }
        RowLength::Argument => {
            let rows = row_access(&offset.scale(element), element)?;
            Some((rows.row, rows.column, Some(AffineExpr::symbol(rows.parameter).scale(rows.scale))))
        }
    }
}

/// `offset` split at `row_elements`: (row, column), the column of the terms whose
/// coefficient `row_elements` does not divide and of the constant's remainder.
fn split_at(offset: &AffineExpr, row_elements: i64) -> (AffineExpr, AffineExpr) {
    let mut row = AffineExpr::constant(offset.constant.div_euclid(row_elements));
    let mut column = AffineExpr::constant(offset.constant.rem_euclid(row_elements));
    for (symbol, &coefficient) in &offset.terms {
        let term = AffineExpr::symbol(symbol.clone());
        match coefficient % row_elements {
            0 => row = row.add(&term.scale(coefficient / row_elements)),
            _ => column = column.add(&term.scale(coefficient)),
        }
    }
    (row, column)
}

/// `part` split into its block part (block index and arguments: the same for every
/// thread of a block) and its thread part (everything else, the constant included).
fn split_part(part: &AffineExpr) -> (AffineExpr, AffineExpr) {
    let mut block = AffineExpr::constant(0);
    let mut thread = AffineExpr::constant(part.constant);
    for (symbol, &coefficient) in &part.terms {
        let term = AffineExpr::symbol(symbol.clone()).scale(coefficient);
        match symbol.starts_with("ctaid_") || symbol.strip_prefix("arg").is_some_and(is_number) {
            true => block = block.add(&term),
            false => thread = thread.add(&term),
        }
    }
    (block, thread)
}

/// The bounds of a thread part of `access` at `tile_end`: by intervals where it names
/// only the thread index and constant-trip loop counters, else by ISL over the access's
/// instances (quotients, guards); `None` where unbounded.
fn thread_bounds(
    thread: &AffineExpr,
    tile_end: &TileEnd<'_>,
    access: &KernelAccess,
    buffer: &BufferName,
) -> Option<(i64, i64)> {
    interval_bounds(thread, access, tile_end.block).or_else(|| value_range(tile_end.end, access, buffer, thread))
}

/// `expr`'s bounds from the ranges of the thread index and constant-trip loop counters.
fn interval_bounds(expr: &AffineExpr, access: &KernelAccess, block: Dim3) -> Option<(i64, i64)> {
    let (mut low, mut high) = (expr.constant, expr.constant);
    for (symbol, &coefficient) in &expr.terms {
        let range = if let Some(axis) = symbol.strip_prefix("tid_") {
            let extent = match axis {
                "x" => block.x,
                "y" => block.y,
                "z" => block.z,
                _ => return None,
            };
            i64::from(extent.max(1)) - 1
        } else {
            let dim = access.loops.iter().find(|l| &l.counter == symbol && l.residue.is_none())?;
            dim.trip_count.as_ref()?.as_constant()?.max(1) - 1
        };
        let (a, b) = (0, coefficient.checked_mul(range)?);
        low = low.checked_add(a.min(b))?;
        high = high.checked_add(a.max(b))?;
    }
    Some((low, high))
}

/// `ctaid_<axis>` as 0 where `launch`'s grid has one block along that axis (so that the
/// block parts of launches that index their one block differently agree).
fn single_block_index(launch: &Launch, name: &str) -> Option<AffineExpr> {
    let axis = ["ctaid_x", "ctaid_y", "ctaid_z"].iter().position(|axis| *axis == name)?;
    (launch.grid[axis] == Some(1)).then(|| AffineExpr::constant(0))
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// The tile of `buffer` at one row length, if every access splits there.
fn tile_at(
    ends: &[TileEnd<'_>],
    buffer: &BufferName,
    accesses: &[(usize, &KernelAccess)],
    offsets: &[AffineExpr],
    row_length: RowLength,
    element: i64,
) -> Result<SharedTile, TileRefused> {
    let no_split = || TileRefused::NoRowSplit { buffer: buffer.clone() };
    let mut host_bases: Option<(AffineExpr, AffineExpr, Option<AffineExpr>)> = None;
    let (mut rows, mut columns) = ((i64::MAX, i64::MIN), (i64::MAX, i64::MIN));
    let (mut rows_across_lanes, mut rows_in_index) = (false, true);
    for (&(end_index, access), offset) in accesses.iter().zip(offsets) {
        let tile_end = &ends[end_index];
        let (row, column, length) = split_rows(offset, element, row_length).ok_or_else(no_split)?;
        rows_in_index &= (access.index_rows.as_ref()).is_none_or(|index| {
            index.length.is_some() && index.length == length && index.column.as_ref() == Some(&column)
        });
        let launch = tile_end.end.2;
        let host = |e: &AffineExpr| {
            e.substitute(|name| single_block_index(launch, name).or_else(|| host_symbol(tile_end.end, access, name)))
        };
        let host_length = length.as_ref().map(host);
        if host_length.as_ref().is_some_and(|l| !column_within_rows(tile_end.end, access, buffer, &column, l)) {
            return Err(no_split());
        }
        let ((row_block, row_thread), (column_block, column_thread)) = (split_part(&row), split_part(&column));
        let row_range = thread_bounds(&row_thread, tile_end, access, buffer).ok_or_else(no_split)?;
        rows_across_lanes |= row_thread.symbols().any(|s| s == "tid_x");
        let column_range = thread_bounds(&column_thread, tile_end, access, buffer).ok_or_else(no_split)?;
        let bases = (host(&row_block), host(&column_block), host_length);
        let statement = tile_end.end.0;
        let own = format!("{statement}_");
        let named = [Some(&bases.0), Some(&bases.1), bases.2.as_ref()].into_iter().flatten();
        if named.flat_map(|e| e.symbols()).any(|s| s.starts_with(&own)) {
            return Err(no_split());
        }
        match &host_bases {
            None => host_bases = Some(bases),
            Some(first) if *first != bases => {
                let show = |(r, c, n): &(AffineExpr, AffineExpr, Option<AffineExpr>)| match n {
                    Some(n) => format!("row {r} of {n}, column {c}"),
                    None => format!("element {c}"),
                };
                let (first, other) = (show(first), show(&bases));
                return Err(TileRefused::BlockPartsDiffer { buffer: buffer.clone(), first, other });
            }
            Some(_) => {}
        }
        rows = (rows.0.min(row_range.0), rows.1.max(row_range.1));
        columns = (columns.0.min(column_range.0), columns.1.max(column_range.1));
    }
    let anchor_end = accesses[0].0;
    let anchor = &ends[anchor_end];
    let (row, column, length) = split_rows(&offsets[0], element, row_length).ok_or_else(no_split)?;
    let in_anchor = |expr: AffineExpr| FragmentExpr { fragment: anchor.fragment, expr };
    // Every parameter that points at the buffer, accessed or not: all are redirected.
    let parameters: Vec<(usize, u32)> = (ends.iter())
        .flat_map(|tile_end| {
            let pointing = tile_end.end.2.arguments.iter().enumerate().filter(|(_, argument)| {
                matches!(argument, LaunchArgument::Pointer(p) if p.buffers().iter().any(|b| b == buffer))
            });
            pointing.map(|(parameter, _)| (tile_end.fragment, parameter as u32))
        })
        .collect();
    Ok(SharedTile {
        buffer: buffer.clone(),
        parameters,
        row_elements: length.map(in_anchor),
        element,
        row_base: in_anchor(split_part(&row).0),
        column_base: in_anchor(split_part(&column).0),
        first_row: rows.0,
        rows: rows.1.saturating_sub(rows.0).saturating_add(1),
        first_column: columns.0,
        columns: columns.1.saturating_sub(columns.0).saturating_add(1),
        accesses: accesses.len(),
        rows_across_lanes,
        rows_in_index,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::kernel_effects::KernelEffects;
    use syncfuse_poly::footprint::{IndexRows, LoopDim};

    fn expr(constant: i64, terms: &[(&str, i64)]) -> AffineExpr {
        AffineExpr { constant, terms: terms.iter().map(|(s, c)| (s.to_string(), *c)).collect() }
    }

    /// A float access outside loops, unguarded: its offset does not matter to the bounds.
    fn plain_access() -> KernelAccess {
        KernelAccess {
            parameter: 0,
            write: false,
            offset: None,
            extent: 4,
            loops: Vec::new(),
            guards: Vec::new(),
            exact: false,
            index_rows: None,
        }
    }

    #[test]
    fn a_gemm_tile_splits_at_its_row_length() {
        // element offset of C[(32 by + ty + 16) * 256 + 32 bx + tx + 16]
        let offset = expr(16 * 256 + 16, &[("ctaid_y", 8192), ("tid_y", 256), ("ctaid_x", 32), ("tid_x", 1)]);
        let (row, column) = split_at(&offset, 256);
        assert_eq!(row, expr(16, &[("ctaid_y", 32), ("tid_y", 1)]));
        assert_eq!(column, expr(16, &[("ctaid_x", 32), ("tid_x", 1)]));
        let access = plain_access();
        let (block, thread) = split_part(&row);
        assert_eq!((block, thread.clone()), (expr(0, &[("ctaid_y", 32)]), expr(16, &[("tid_y", 1)])));
        assert_eq!(interval_bounds(&thread, &access, Dim3 { x: 16, y: 16, z: 1 }), Some((16, 31)));
    }

    /// `buf[(32 by + ty) * 64 + 32 bx + tx]` (floats), with how the kernel's IR computes
    /// that index.
    fn row_major_access(write: bool, index_rows: Option<IndexRows>) -> KernelAccess {
        let (row, column) = (expr(0, &[("ctaid_y", 32), ("tid_y", 1)]), expr(0, &[("ctaid_x", 32), ("tid_x", 1)]));
        let offset = row.scale(64).add(&column).scale(4);
        KernelAccess { write, offset: Some(offset), exact: true, index_rows, ..plain_access() }
    }

    /// A launch of (2, 2) blocks of 32 x 32 threads making `access` to `buf`.
    fn launch_of(access: KernelAccess) -> Launch {
        let buffer = DevicePointer::Buffer { buffer: "buf".into(), offset: Some(AffineExpr::constant(0)) };
        Launch {
            platform: crate::model::program::Platform::Cuda,
            kernel: crate::model::program::KernelName::new(format!("k{}", u8::from(access.write))),
            grid: [Some(2), Some(2), Some(1)],
            block: [Some(32), Some(32), Some(1)],
            arguments: vec![LaunchArgument::Pointer(buffer)],
            parameter_bytes: 8,
            effects: Ok(KernelEffects { accesses: vec![access], ..Default::default() }),
            regrid: None,
        }
    }

    /// `plan_tile` for a producer's and a consumer's access of `buf`.
    fn plan_of(produced: KernelAccess, consumed: KernelAccess) -> Result<SharedTile, TileRefused> {
        let launches = [launch_of(produced), launch_of(consumed)];
        let effects: Vec<&KernelEffects> = launches.iter().map(|l| l.effects.as_ref().unwrap()).collect();
        let block = Dim3 { x: 32, y: 32, z: 1 };
        let ends: Vec<TileEnd> = (0..2)
            .map(|i| TileEnd { fragment: i, end: (["S1", "S2"][i], &[], &launches[i], effects[i]), block })
            .collect();
        plan_tile(&ends, &"buf".into())
    }

    /// The tile of row-major accesses, each with its IR's view of the index.
    fn tile_of(produced: Option<IndexRows>, consumed: Option<IndexRows>) -> SharedTile {
        plan_of(row_major_access(true, produced), row_major_access(false, consumed)).unwrap()
    }

    #[test]
    fn a_tile_is_addressed_by_rows_only_where_the_kernels_columns_are_its_own() {
        let rows = |column: AffineExpr| Some(IndexRows { length: Some(expr(64, &[])), column: Some(column) });
        let column = expr(0, &[("ctaid_x", 32), ("tid_x", 1)]);
        let tile = tile_of(rows(column.clone()), rows(column.clone()));
        assert_eq!((tile.rows, tile.columns, tile.rows_in_index), (32, 32, true));
        // An access the IR does not index row-major is divided; the others still agree.
        assert!(tile_of(rows(column.clone()), None).rows_in_index);
        // `(r + 1) * 64 + (c - 64)`: the same element, but a column outside the row.
        assert!(!tile_of(rows(column.clone()), rows(column.sub(&expr(64, &[])))).rows_in_index);
        // A row-major index whose parts were not read agrees with nothing.
        assert!(!tile_of(rows(column), Some(IndexRows { length: None, column: None })).rows_in_index);
    }

    #[test]
    fn a_reader_in_a_loop_of_unknown_trips_has_no_row_split() {
        // The consumer reads its row at 64 columns from `c + 64 i`, `i` up to a run-time bound.
        let mut consumed = row_major_access(false, None);
        consumed.offset = consumed.offset.map(|o| o.add(&expr(0, &[("i", 256)])));
        consumed.loops = vec![LoopDim::new("i", None)];
        let refused = plan_of(row_major_access(true, None), consumed).unwrap_err();
        assert_eq!(refused, TileRefused::NoRowSplit { buffer: "buf".into() });
        assert_eq!(refused.remark_name(), "SharedTileNoRowSplit");
    }

    #[test]
    fn blocks_that_index_the_buffer_differently_share_no_tile() {
        // The consumer's block (bx, by) reads the rows of block (by, bx): transposed blocks.
        let mut consumed = row_major_access(false, None);
        let swapped = expr(0, &[("ctaid_x", 32 * 64), ("tid_y", 64), ("ctaid_y", 32), ("tid_x", 1)]);
        consumed.offset = Some(swapped.scale(4));
        let refused = plan_of(row_major_access(true, None), consumed).unwrap_err();
        assert!(
            matches!(&refused, TileRefused::BlockPartsDiffer { buffer, .. } if buffer.as_str() == "buf"),
            "{refused:?}"
        );
        assert_eq!(refused.remark_name(), "SharedTileBlocksDiffer");
        assert!(refused.to_string().contains("ctaid_y of 2048, column 32*ctaid_x and row ctaid_x"), "{refused}");
    }

    #[test]
    fn a_negative_constant_keeps_the_column_within_the_row() {
        let (row, column) = split_at(&expr(-1, &[("tid_y", 64)]), 64);
        assert_eq!((row, column), (expr(-1, &[("tid_y", 1)]), expr(63, &[])));
    }

    #[test]
    fn intervals_bound_only_the_thread_index_and_constant_trip_loops() {
        let access = plain_access();
        assert!(interval_bounds(&expr(0, &[("q1", 1)]), &access, Dim3 { x: 32, y: 1, z: 1 }).is_none());
    }

    #[test]
    fn tiles_must_fit_the_static_budget_and_keep_occupancy() {
        assert!(fits_beside(&"b".into(), 4096, 8192, 256).is_ok());
        assert!(matches!(fits_beside(&"b".into(), 45_000, 8192, 256), Err(TileRefused::TooLarge { .. })));
        assert!(matches!(
            fits_beside(&"b".into(), 20_000, 0, 32),
            Err(TileRefused::LowersOccupancy { before: 32, after: 11, .. })
        ));
    }
}
