//! Element-wise launches renumbered on their producer's grid (SIRIUS §4.2: "when fusion
//! involves an element-wise kernel, SIRIUS adjusts its iteration domain to the other
//! kernels', so that the element-wise statement is embedded in the fused kernel's").
//!
//! A one-dimensional launch `E` (`g = blockIdx.x * b + threadIdx.x` handles element `g`,
//! e.g. a generic activation over a flattened tensor) that reads what a two-dimensional
//! launch `P` just wrote row-major (`P`'s thread at row `r`, column `c` writes element
//! `r * W + c`) shares no block with `P`: the element a thread of `E` reads was written by
//! another block of `P`, a global dependence. The same holds for a one-dimensional `P`
//! with blocks of another size (one row, `W` all its threads), and for a two-dimensional
//! `E` whose blocks have another shape than `P`'s but which reads the same row-major
//! layout. Renumbered, `E` runs on `P`'s grid and block, its thread at `(r, c)` being
//! `E`'s thread `g = r * W + c` (two-dimensional: its thread at column `c`, row `r`): the
//! dependence becomes thread-level and the fusion decision (`fuse`) sees it as such. This
//! module rewrites the launch as data (shape and effects, `program::Regrid`); code
//! generation (`syncfuse_llvm::sirius::codegen`) computes `E`'s own `blockIdx` and
//! `threadIdx` from those positions.
//!
//! Invariant (why the renumbered launch is `E`): every thread of `E` that accesses memory
//! runs exactly once and with the special registers it had. Once: `(r, c)` with
//! `0 <= c < W` determines `g`, and the guard `c < W` holds it to that range (two
//! dimensions: `(c, r)` is the position itself). Every such thread: ISL proves each of
//! `E`'s accesses happens only at positions below `Regrid::position_limits` (`g < rows *
//! W`, with `W <=` the producer's columns so that every `g` below is some `(r, c)`; or
//! column and row below `P`'s), and the guards `position < E's threads` (per axis) drop the
//! numbers `E` never had. `E` has no barrier, shared memory, warp collective nor unknown
//! access (its threads are independent). The renumbered effects name exactly the bytes
//! `E`'s do. Only constant shapes and a constant `W` are renumbered (the specialised
//! copies of host functions have them). Sits between reading the program (`program`) and
//! the UAR (`uar`).

use crate::model::effects::{unit_dimensions, value_range, Level};
use crate::model::kernel_effects::{KernelAccess, KernelEffects};
use crate::model::program::{
    constant_dim3, shape_of, BufferName, HostProgram, HostStatement, Launch, Platform, Regrid, Rounds, Shape,
    StatementId, StatementKind,
};
use serde::Serialize;
use std::collections::BTreeSet;
use syncfuse_hardware::cuda::{Axis, Dim3, SpecialRegister, SpecialRegisterKind};
use syncfuse_poly::affine::{AffineCondition, AffineExpr, Definition, Division, Rounding};
use syncfuse_poly::footprint::{BlockWork, IndexRows, LoopDim};
use syncfuse_reason::Reason;
use thiserror::Error;

/// The quotient symbols (`_x`, `_y`) that stand for `E`'s own block index (`g / b`).
const ORIGINAL_BLOCK: &str = "q_regrid";
/// The loop counters (`_x`, `_y`) of a renumbered launch's rounds (`Regrid::rounds`).
const ROUND: &str = "it_round";
/// The most elements one producer thread may own (rounds of a renumbered launch, each
/// one copy of its body in the fused kernel).
const MAX_ROUNDS: usize = 16;

/// One launch renumbered on its producer's grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Renumbered {
    pub statement: StatementId,
    pub producer: StatementId,
    pub regrid: Regrid,
}

/// An element-wise launch that reads what `producer` wrote, left on its own grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotRenumbered {
    pub statement: StatementId,
    pub producer: StatementId,
    pub reason: RegridRefused,
}

/// What `renumber_element_wise` did: the launches it renumbered, and the candidates it
/// refused (an element-wise launch reading what an earlier launch of its run wrote, not
/// on that producer's threads already).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Renumbering {
    pub renumbered: Vec<Renumbered>,
    pub refused: Vec<NotRenumbered>,
}

/// Why an element-wise launch is not renumbered on its producer's threads, typed until
/// printed. Its reads of the producer's output then stay a block-level dependence (a
/// shared tile, where the fusion can place one) or a global one.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
pub enum RegridRefused {
    #[error("{which} is not a compile-time constant of at most two dimensions")]
    ShapeNotConstant { which: &'static str },
    #[error(
        "{buffer}: the producer's writes are not one element per thread, row-major, nor a lattice of elements its \
         block's extent apart"
    )]
    ProducerNotRowMajor { buffer: BufferName },
    #[error(
        "{buffer}: the producer writes it in a loop of its kernel (a grid-stride or tile loop, or a GEMM's accumulators \
         stored in a rolled loop, as clang -O1 leaves them): its elements are not its threads' own"
    )]
    ProducerStoresInLoop { buffer: BufferName },
    #[error(
        "{buffer}: the producer's stores run under conditions that are not affine in its indices (data-dependent), \
         so its rounds would not find them in registers"
    )]
    ProducerMayWrite { buffer: BufferName },
    #[error(
        "{buffer}: the producer's stores are guarded by conditions that fail on part of its grid (partial tiles), \
         and `partial-tiles=shared-tile` keeps the epilogue in a shared tile there"
    )]
    PartialTiles { buffer: BufferName },
    #[error(
        "{buffer}: its reads are not at the elements the producer's threads wrote (another row length or element \
         size, or a transposed, strided or shifted index)"
    )]
    ReadsElsewhere { buffer: BufferName },
    #[error("ISL cannot prove that every access it makes is at a position of the producer's grid")]
    BeyondProducerGrid,
    #[error("its positions on the producer's grid would exceed an int")]
    PositionsOverflowInt,
}

impl Reason for RegridRefused {
    /// The stable remark name.
    fn remark_name(&self) -> &'static str {
        match self {
            RegridRefused::ShapeNotConstant { .. } => "RegridShapeNotConstant",
            RegridRefused::ProducerNotRowMajor { .. } => "RegridProducerNotRowMajor",
            RegridRefused::ProducerStoresInLoop { .. } => "RegridProducerStoresInLoop",
            RegridRefused::ProducerMayWrite { .. } => "RegridProducerMayWrite",
            RegridRefused::PartialTiles { .. } => "RegridPartialTiles",
            RegridRefused::ReadsElsewhere { .. } => "RegridReadsElsewhere",
            RegridRefused::BeyondProducerGrid => "RegridBeyondProducerGrid",
            RegridRefused::PositionsOverflowInt => "RegridPositionsOverflowInt",
        }
    }
}

/// Whether a producer's partial tiles (its stores' guards fail on part of its grid) are
/// taken in rounds (the default: `thread_forwarding` finds each stored element past its
/// guard, and the rounds move no more bytes than the shared tile at any of 16 swept
/// sizes), or left to a shared tile (`partial-tiles=shared-tile`: a round whose load
/// forwarding misses goes through global memory, where the tile stays on chip).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PartialTiles {
    #[default]
    InRounds,
    ThroughSharedMemory,
}

/// Renumbers every element-wise launch of `program` that fits (module doc), in program
/// order (a renumbered launch may be the producer of the next); lists them, and why the
/// other candidates were not.
pub fn renumber_element_wise(program: &mut HostProgram, partial_tiles: PartialTiles) -> Renumbering {
    let mut renumbering = Renumbering::default();
    for index in 0..program.statements.len() {
        let statement = StatementId(index);
        let Some((producer, planned)) = plan_regrid(program, statement, partial_tiles) else { continue };
        let (regrid, block) = match planned {
            Ok(planned) => planned,
            Err(reason) => {
                renumbering.refused.push(NotRenumbered { statement, producer, reason });
                continue;
            }
        };
        if let StatementKind::Launch(launch) = &mut program.statements[statement].kind {
            if let Ok(effects) = &launch.effects {
                launch.effects = Ok(renumbered_effects(effects, regrid, block));
                (launch.grid, launch.block) = (shape_of(regrid.grid), shape_of(block));
                launch.regrid = Some(regrid);
                renumbering.renumbered.push(Renumbered { statement, producer, regrid });
            }
        }
    }
    renumbering
}

/// A renumbering and the producer's block (the renumbered launch's), or why not.
type PlannedRegrid = Result<(Regrid, Dim3), RegridRefused>;

/// The producer of `statement` and its renumbering with the producer's block, or why
/// not; `None` where `statement` is no candidate: not an element-wise CUDA launch that
/// reads what an earlier launch of its run wrote, or on that producer's threads already.
fn plan_regrid(
    program: &HostProgram,
    statement: StatementId,
    partial_tiles: PartialTiles,
) -> Option<(StatementId, PlannedRegrid)> {
    let own = &program.statements[statement];
    let launch = own.kind.launch().filter(|l| l.platform == Platform::Cuda)?;
    let effects = launch.effects.as_ref().ok().filter(|e| independent_threads(e))?;
    let (producer, buffer) = nearest_producer(program, statement)?;
    let producer_statement = &program.statements[producer];
    let producer_launch = producer_statement.kind.launch()?;
    let shape = RowMajorShape::of(producer_launch, &buffer, true);
    let same_block = constant_shape(launch.block).is_some() && launch.block == producer_launch.block;
    if same_block && shape.as_ref().map_or(true, |s| s.rounds == Rounds::ONE) {
        return None; // Already on the producer's threads.
    }
    let consumer = (own, launch, effects);
    let producer_end = (producer_statement.name.as_str(), producer_statement.loops.as_slice(), producer_launch);
    let shape = shape.map_err(|m| m.refusal(&buffer));
    Some((producer, regrid_on_producer(consumer, (producer_end, partial_tiles), shape, &buffer)))
}

/// The renumbering of the element-wise launch `consumer` on the threads of its producer
/// (at `producer_end`, writing `buffer` in `shape`), with the producer's block.
fn regrid_on_producer(
    (own, launch, effects): (&HostStatement, &Launch, &KernelEffects),
    (producer_end, partial_tiles): ((&str, &[LoopDim], &Launch), PartialTiles),
    shape: Result<RowMajorShape, RegridRefused>,
    buffer: &BufferName,
) -> PlannedRegrid {
    let not_constant = |which| RegridRefused::ShapeNotConstant { which };
    let original_grid = constant_shape(launch.grid).ok_or(not_constant("its grid"))?;
    let block = constant_shape(launch.block).ok_or(not_constant("its block"))?;
    let shape = shape?;
    if shape.rounds != Rounds::ONE && !must_writes(producer_end.2, buffer) {
        return Err(RegridRefused::ProducerMayWrite { buffer: buffer.clone() });
    }
    if shape.rounds != Rounds::ONE
        && partial_tiles == PartialTiles::ThroughSharedMemory
        && !whole_tiles(producer_end, buffer)
    {
        return Err(RegridRefused::PartialTiles { buffer: buffer.clone() });
    }
    let reads_elsewhere = || RegridRefused::ReadsElsewhere { buffer: buffer.clone() };
    let row_length = match original_grid.y == 1 && block.y == 1 {
        true => {
            let element = one_dimensional_reads(launch, effects, buffer, block.x).ok_or_else(reads_elsewhere)?;
            if element != shape.element {
                return Err(reads_elsewhere());
            }
            Some(u32::try_from(shape.row_length).map_err(|_| RegridRefused::PositionsOverflowInt)?)
        }
        false => {
            let reads = RowMajorShape::of(launch, buffer, false).map_err(|_| reads_elsewhere())?;
            let one_each = reads.rounds == Rounds::ONE;
            if !(one_each && (reads.row_length, reads.element) == (shape.row_length, shape.element)) {
                return Err(reads_elsewhere());
            }
            None
        }
    };
    let regrid = Regrid { row_length, block, original_grid, grid: shape.grid, rounds: shape.rounds };
    let limits = regrid.position_limits(shape.block);
    // Every number the fused kernel computes fits an `int`.
    let int = u64::from(i32::MAX.unsigned_abs());
    if limits.iter().chain(&regrid.original_threads()).any(|&n| n > int) {
        return Err(RegridRefused::PositionsOverflowInt);
    }
    let end = (own.name.as_str(), own.loops.as_slice(), launch, effects);
    let positions = [Axis::X, Axis::Y].map(|axis| original_position(axis, &block));
    let covered = |access: &KernelAccess, buffer: &BufferName| {
        let within = |(position, limit): (&AffineExpr, u64)| {
            value_range(end, access, buffer, position).is_some_and(|(_, high)| (high as u64) < limit)
        };
        positions.iter().zip(limits).take(if row_length.is_some() { 1 } else { 2 }).all(within)
    };
    let within = effects.accesses.iter().all(|access| {
        let buffers = launch.parameter_buffers(access.parameter);
        !buffers.is_empty() && buffers.iter().all(|b| covered(access, b))
    });
    within.then_some((regrid, shape.block)).ok_or(RegridRefused::BeyondProducerGrid)
}

/// Whether every write of `buffer` by `launch` is a must-write (`KernelAccess::exact`: it
/// runs at exactly the instances its affine guards admit, not under a data-dependent
/// condition): then each round finds the element its thread stored past the branches on
/// those guards, which its own guards imply (partial tiles: `thread_forwarding`).
fn must_writes(launch: &Launch, buffer: &BufferName) -> bool {
    let Ok(effects) = &launch.effects else { return false };
    writes_of(launch, effects, buffer).all(|access| access.exact)
}

/// Whether the guards of every write of `buffer` by the launch at `end` hold on its whole
/// grid (whole tiles).
fn whole_tiles((statement, loops, launch): (&str, &[LoopDim], &Launch), buffer: &BufferName) -> bool {
    let Ok(effects) = &launch.effects else { return false };
    let end = (statement, loops, launch, effects);
    writes_of(launch, effects, buffer).all(|access| {
        let everywhere = KernelAccess { guards: Vec::new(), ..access.clone() };
        access.guards.iter().all(|guard| match guard {
            AffineCondition::NonNegative(expr) => {
                value_range(end, &everywhere, buffer, expr).is_some_and(|(low, _)| low >= 0)
            }
            _ => false,
        })
    })
}

/// The accesses of `launch` (its `effects`) that write `buffer`.
fn writes_of<'a>(
    launch: &'a Launch,
    effects: &'a KernelEffects,
    buffer: &'a BufferName,
) -> impl Iterator<Item = &'a KernelAccess> + 'a {
    effects.accesses.iter().filter(|a| a.write && launch.parameter_buffers(a.parameter).contains(buffer))
}

/// A shape of constant extents, one block or thread deep.
fn constant_shape(shape: Shape) -> Option<Dim3> {
    constant_dim3(shape).filter(|d| d.z == 1)
}

/// No barrier, shared memory, warp collective or unknown access: its threads can run in
/// any order and grouping.
fn independent_threads(effects: &KernelEffects) -> bool {
    effects.barriers == 0
        && effects.shared_accesses == 0
        && effects.warp_collectives == 0
        && effects.unknown.is_empty()
        && !effects.accesses.is_empty()
}

/// The nearest earlier launch of the same run (consecutive launches of one host function
/// under the same loops) that writes a buffer `statement` reads, and that buffer.
fn nearest_producer(program: &HostProgram, statement: StatementId) -> Option<(StatementId, BufferName)> {
    let own = &program.statements[statement];
    let launch = own.kind.launch()?;
    let effects = launch.effects.as_ref().ok()?;
    let read: Vec<BufferName> =
        effects.accesses.iter().filter(|a| !a.write).flat_map(|a| launch.parameter_buffers(a.parameter)).collect();
    for earlier in (0..statement.0).rev().map(StatementId) {
        let candidate: &HostStatement = &program.statements[earlier];
        let producer = candidate.kind.launch()?;
        if candidate.function != own.function || candidate.loops != own.loops {
            return None;
        }
        let Ok(produced) = &producer.effects else { return None };
        let written =
            produced.accesses.iter().filter(|a| a.write).flat_map(|a| producer.parameter_buffers(a.parameter));
        if let Some(buffer) = written.into_iter().find(|b| read.contains(b)) {
            return Some((earlier, buffer));
        }
    }
    None
}

/// A launch that writes (or reads) `buffer` row-major from a grid of constant shape, each
/// thread one element or `rounds` of elements its block's extent apart.
struct RowMajorShape {
    grid: Dim3,
    block: Dim3,
    /// `W`: elements per row.
    row_length: i64,
    element: i64,
    rounds: Rounds,
}

/// Why a launch's accesses of a buffer are no `RowMajorShape`.
enum LayoutMismatch {
    /// Its grid, or its block, is not a constant of at most two dimensions.
    GridNotConstant,
    BlockNotConstant,
    /// Some are in a loop of its kernel (not the rounds of a renumbered launch).
    InKernelLoop,
    /// Any other way: not one element (or one lattice) per thread, row-major.
    Other,
}

impl LayoutMismatch {
    /// As the reason a consumer of the producer's `buffer` is not renumbered.
    fn refusal(self, buffer: &BufferName) -> RegridRefused {
        let buffer = buffer.clone();
        match self {
            LayoutMismatch::GridNotConstant => RegridRefused::ShapeNotConstant { which: "the producer's grid" },
            LayoutMismatch::BlockNotConstant => RegridRefused::ShapeNotConstant { which: "the producer's block" },
            LayoutMismatch::InKernelLoop => RegridRefused::ProducerStoresInLoop { buffer },
            LayoutMismatch::Other => RegridRefused::ProducerNotRowMajor { buffer },
        }
    }
}

impl RowMajorShape {
    /// Its every write (or read) of `buffer` at `element * ((blockIdx.y * Ty +
    /// threadIdx.y) * W + blockIdx.x * Tx + threadIdx.x) + residue`, where the tile `T` is
    /// the block (one element per thread: the residue is a constant, outside kernel loops)
    /// or `rounds` times it: then the residues of all the accesses together, constants and
    /// loop counters of constant trip counts, are exactly `base + element * (i * By * W +
    /// j * Bx)` for `i < rounds.y`, `j < rounds.x` (a GEMM's unrolled stores of its
    /// accumulators, or a launch renumbered on one). A loop of the kernel around them is
    /// refused: its elements are then no registers of their own (clang -O1 keeps a GEMM's
    /// 2 x 2 stores in loops), and a consumer renumbered on them would not find them there.
    fn of(launch: &Launch, buffer: &BufferName, write: bool) -> Result<RowMajorShape, LayoutMismatch> {
        let grid = constant_shape(launch.grid).ok_or(LayoutMismatch::GridNotConstant)?;
        let block = constant_shape(launch.block).ok_or(LayoutMismatch::BlockNotConstant)?;
        let effects = launch.effects.as_ref().map_err(|_| LayoutMismatch::Other)?;
        let accesses: Vec<&KernelAccess> = (effects.accesses.iter())
            .filter(|a| a.write == write && launch.parameter_buffers(a.parameter).iter().any(|b| b == buffer))
            .collect();
        if accesses.iter().any(|a| a.loops.iter().any(|l| !l.counter.starts_with(ROUND))) {
            return Err(LayoutMismatch::InKernelLoop);
        }
        let shapes: Option<Vec<(RowMajorShape, Vec<i64>)>> =
            accesses.into_iter().map(|access| Self::row_major(access, grid, block)).collect();
        let shapes = shapes.ok_or(LayoutMismatch::Other)?;
        let (first, _) = shapes.first().ok_or(LayoutMismatch::Other)?;
        let key = |s: &RowMajorShape| (s.row_length, s.element, s.rounds);
        if !shapes.iter().all(|(s, _)| key(s) == key(first)) {
            return Err(LayoutMismatch::Other);
        }
        let residues: BTreeSet<i64> = shapes.iter().flat_map(|(_, r)| r.iter().copied()).collect();
        let owned = first.rounds == Rounds::ONE || first.owns_lattice(&residues);
        let shape = shapes.into_iter().next().map(|(shape, _)| shape);
        shape.filter(|_| owned).ok_or(LayoutMismatch::Other)
    }

    /// Whether `residues` are exactly one base plus the round offsets.
    fn owns_lattice(&self, residues: &BTreeSet<i64>) -> bool {
        let Some(&base) = residues.first() else { return false };
        let (row_step, column_step) =
            (self.element * self.row_length * i64::from(self.block.y), self.element * i64::from(self.block.x));
        let lattice: BTreeSet<i64> =
            self.rounds.each().map(|[i, j]| base + i64::from(i) * row_step + i64::from(j) * column_step).collect();
        lattice == *residues
    }

    /// A one-dimensional producer (grid and block of one row) is one row of all its
    /// threads: `W = gridDim.x * blockDim.x`, its offsets without `y` terms. Also returns
    /// the access's residues where it owns several elements.
    fn row_major(access: &KernelAccess, grid: Dim3, block: Dim3) -> Option<(RowMajorShape, Vec<i64>)> {
        let offset = access.offset.as_ref()?;
        let element = access.extent;
        let (thread, block_index) = (SpecialRegisterKind::ThreadIndex, SpecialRegisterKind::BlockIndex);
        let coefficient = |kind, axis| offset.terms.get(&register(kind, axis)).copied().unwrap_or(0);
        let one_row = grid.y == 1 && block.y == 1;
        let row_stride = coefficient(thread, Axis::Y);
        let row_length = match one_row {
            true => i64::from(grid.x) * i64::from(block.x),
            false => (element > 0 && row_stride % element == 0).then(|| row_stride / element)?,
        };
        let tile_rounds = |stride: i64, extent: u32| {
            let tile = i64::from(extent) * element;
            (stride > 0 && stride % tile == 0).then(|| u32::try_from(stride / tile).ok()).flatten()
        };
        let rounds = match one_row {
            true => Rounds::ONE,
            false => Rounds {
                x: tile_rounds(coefficient(block_index, Axis::X), block.x)?,
                y: tile_rounds(
                    coefficient(block_index, Axis::Y),
                    block.y.checked_mul(u32::try_from(row_length).ok()?)?,
                )?,
            },
        };
        let columns = i64::from(grid.x) * i64::from(block.x) * i64::from(rounds.x);
        let mut expected = vec![
            (register(thread, Axis::X), element),
            (register(block_index, Axis::X), element * i64::from(block.x) * i64::from(rounds.x)),
        ];
        if !one_row {
            expected.push((register(thread, Axis::Y), element * row_length));
            let row_tile = i64::from(block.y) * i64::from(rounds.y);
            expected.push((register(block_index, Axis::Y), element * row_length * row_tile));
        }
        let units = unit_dimensions(Level::Thread);
        let pattern = offset.terms.iter().filter(|(name, _)| units.contains(name)).count() == expected.len()
            && expected.iter().all(|(name, c)| offset.terms.get(name) == Some(c));
        let residues = match rounds == Rounds::ONE {
            true => access.loops.is_empty().then(Vec::new)?,
            false => residues(access, &units)?,
        };
        let shape = RowMajorShape { grid, block, row_length, element, rounds };
        (pattern && row_length >= 1 && row_length <= columns).then_some((shape, residues))
    }
}

/// The values `access`'s offset takes past its thread and block terms (`units`): its
/// constant plus the terms of the rounds of a launch renumbered on a GEMM (`ROUND`
/// counters) over their trip counts, where every other term is such a counter (at most
/// `MAX_ROUNDS` values). (`RowMajorShape::of` refused a kernel's own loop around them.)
fn residues(access: &KernelAccess, units: &[String]) -> Option<Vec<i64>> {
    let offset = access.offset.as_ref()?;
    let mut values = vec![offset.constant];
    for (name, &coefficient) in offset.terms.iter().filter(|(name, _)| !units.contains(name)) {
        let trip = access.loops.iter().find(|l| &l.counter == name && l.residue.is_none())?;
        let trip = trip.trip_count.as_ref()?.as_constant().filter(|&t| t >= 1)?;
        values = values.iter().flat_map(|v| (0..trip).map(move |n| v + n * coefficient)).collect();
        if values.len() > MAX_ROUNDS {
            return None;
        }
    }
    Some(values)
}

/// The element size of `launch`'s reads of `buffer` when each is one element per thread,
/// `element * (blockIdx.x * block_x + threadIdx.x) + constant` outside kernel loops.
fn one_dimensional_reads(launch: &Launch, effects: &KernelEffects, buffer: &BufferName, block_x: u32) -> Option<i64> {
    let reads: Vec<&KernelAccess> = (effects.accesses.iter())
        .filter(|a| !a.write && launch.parameter_buffers(a.parameter).iter().any(|b| b == buffer))
        .collect();
    let element = reads.first()?.extent;
    let original = original_position(Axis::X, &Dim3 { x: block_x, y: 1, z: 1 }).scale(element);
    let per_thread = |a: &&KernelAccess| {
        a.extent == element
            && a.loops.is_empty()
            && a.offset
                .as_ref()
                .is_some_and(|o| unit_dimensions(Level::Thread).iter().all(|u| o.terms.get(u) == original.terms.get(u)))
    };
    reads.iter().all(per_thread).then_some(element)
}

fn register(kind: SpecialRegisterKind, axis: Axis) -> String {
    SpecialRegister { kind, axis }.isl_name()
}

/// `blockIdx * block + threadIdx` along `axis`, in the original launch's terms.
fn original_position(axis: Axis, block: &Dim3) -> AffineExpr {
    let extent = match axis {
        Axis::X => block.x,
        Axis::Y => block.y,
        Axis::Z => block.z,
    };
    let block_index = AffineExpr::symbol(register(SpecialRegisterKind::BlockIndex, axis)).scale(i64::from(extent));
    block_index.add(&AffineExpr::symbol(register(SpecialRegisterKind::ThreadIndex, axis)))
}

/// The column `blockIdx.x * rounds.x * Bx + threadIdx.x + j * Bx` and the row (the same
/// along y with `i`) in the renumbered launch's terms (`B` the producer's block), and the
/// loops of its rounds `i` and `j` (`Regrid`), outermost first, where there is more than
/// one.
fn producer_position(block: Dim3, rounds: Rounds) -> (AffineExpr, AffineExpr, Vec<LoopDim>) {
    let mut loops = Vec::new();
    let mut along = |axis: Axis, extent: u32, count: u32| {
        let unit = |kind| AffineExpr::symbol(register(kind, axis));
        let tile = i64::from(extent) * i64::from(count);
        let position = unit(SpecialRegisterKind::BlockIndex).scale(tile).add(&unit(SpecialRegisterKind::ThreadIndex));
        if count == 1 {
            return position;
        }
        let counter = format!("{ROUND}_{}", if axis == Axis::X { "x" } else { "y" });
        loops.push(LoopDim::new(counter.clone(), Some(AffineExpr::constant(i64::from(count)))));
        position.add(&AffineExpr::symbol(counter).scale(i64::from(extent)))
    };
    let row = along(Axis::Y, block.y, rounds.y);
    let column = along(Axis::X, block.x, rounds.x);
    (column, row, loops)
}

/// `effects` of the original launch rewritten in the renumbered launch's terms: along
/// each axis with a position `p` (`Regrid::positions`), `blockIdx = q = p / block` (a
/// quotient), `threadIdx = p - q * block`, under the guard `p < gridDim * blockDim`; the
/// other axes are one thread.
fn renumbered_effects(effects: &KernelEffects, regrid: Regrid, producer_block: Dim3) -> KernelEffects {
    let (column, row, rounds) = producer_position(producer_block, regrid.rounds);
    let positions = regrid.positions(column.clone(), row, |v, f, a| v.scale(i64::from(f)).add(&a));
    let extents = [(regrid.block.x, regrid.original_grid.x), (regrid.block.y, regrid.original_grid.y)];
    let quotient = |axis: usize| format!("{ORIGINAL_BLOCK}_{}", ["x", "y"][axis]);
    let original = |name: &str| -> Option<AffineExpr> {
        for (axis, register_axis) in [Axis::X, Axis::Y, Axis::Z].into_iter().enumerate() {
            let is = |kind| name == register(kind, register_axis);
            let position = positions.get(axis).cloned().flatten().map(|p| (p, quotient(axis)));
            let (block, grid) = extents.get(axis).map_or((1, 1), |&(b, g)| (i64::from(b), i64::from(g)));
            let value = match position {
                Some((p, q)) if is(SpecialRegisterKind::ThreadIndex) => p.sub(&AffineExpr::symbol(q).scale(block)),
                Some((_, q)) if is(SpecialRegisterKind::BlockIndex) => AffineExpr::symbol(q),
                None if is(SpecialRegisterKind::ThreadIndex) || is(SpecialRegisterKind::BlockIndex) => {
                    AffineExpr::constant(0)
                }
                _ if is(SpecialRegisterKind::BlockExtent) => AffineExpr::constant(block),
                _ if is(SpecialRegisterKind::GridExtent) => AffineExpr::constant(grid),
                _ => continue,
            };
            return Some(value);
        }
        None
    };
    let map = |e: &AffineExpr| e.substitute(original);
    let mut guards = Vec::new();
    let mut definitions: Vec<Definition> =
        (effects.definitions.iter()).map(|d| d.map_operands(|e| Some(map(e))).expect("the map never fails")).collect();
    for (axis, position) in positions.iter().enumerate() {
        let Some(position) = position else { continue };
        let (block, grid) = extents[axis];
        let threads = i64::from(block) * i64::from(grid);
        guards.push(AffineCondition::NonNegative(AffineExpr::constant(threads - 1).sub(position)));
        let numerator = position.clone();
        let rounding = Rounding::Floor;
        definitions.push(Definition::Quotient(Division {
            quotient: quotient(axis),
            numerator,
            divisor: i64::from(block),
            rounding,
        }));
    }
    if let Some(row_length) = regrid.row_length {
        guards.push(AffineCondition::NonNegative(AffineExpr::constant(i64::from(row_length) - 1).sub(&column)));
    }
    let map_loops = |loops: &[LoopDim]| -> Vec<LoopDim> {
        let own = loops.iter().map(|l| LoopDim { trip_count: l.trip_count.as_ref().map(map), ..l.clone() });
        rounds.iter().cloned().chain(own).collect()
    };
    let map_guards = |conditions: &[AffineCondition]| -> Vec<AffineCondition> {
        (conditions.iter()).map(|g| g.map_expression(|e| Some(map(e))).expect("the map never fails")).collect()
    };
    let work = (effects.work.iter())
        .map(|w| BlockWork { loops: map_loops(&w.loops), unit_guards: map_guards(&w.unit_guards), ..w.clone() })
        .collect();
    let accesses = (effects.accesses.iter())
        .map(|access| KernelAccess {
            offset: access.offset.as_ref().map(map),
            loops: map_loops(&access.loops),
            guards: map_guards(&access.guards).into_iter().chain(guards.iter().cloned()).collect(),
            index_rows: (access.index_rows.as_ref())
                .map(|rows| IndexRows { length: rows.length.as_ref().map(map), column: rows.column.as_ref().map(map) }),
            ..access.clone()
        })
        .collect();
    KernelEffects { accesses, definitions, work, ..effects.clone() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::effects::{relation, Layout};
    use crate::model::program::{DevicePointer, LaunchArgument};
    use crate::model::width::{classify, DependenceEnds, DependenceWidth, InstanceOrder};
    use syncfuse_poly::query::query;

    fn symbol(name: &str) -> AffineExpr {
        AffineExpr::symbol(name)
    }

    fn dim(x: u32, y: u32) -> Dim3 {
        Dim3 { x, y, z: 1 }
    }

    /// A float access of parameter `parameter` at element `index` under `guards`.
    fn access(parameter: u32, write: bool, index: &AffineExpr, guards: Vec<AffineCondition>) -> KernelAccess {
        let offset = Some(index.scale(4));
        KernelAccess { parameter, write, offset, extent: 4, loops: vec![], guards, exact: true, index_rows: None }
    }

    /// `bound - 1 - expr >= 0`.
    fn below(expr: &AffineExpr, bound: i64) -> AffineCondition {
        AffineCondition::NonNegative(AffineExpr::constant(bound - 1).sub(expr))
    }

    fn statement(index: usize, launch: Launch) -> HostStatement {
        HostStatement {
            name: format!("S{index}"),
            function: "host".into(),
            position: index,
            kind: StatementKind::Launch(launch),
            loops: vec![],
            followers: vec![],
            control: Default::default(),
        }
    }

    fn launch(grid: [i64; 3], block: [i64; 3], buffers: &[&str], effects: KernelEffects) -> Launch {
        let pointer = |b: &&str| {
            LaunchArgument::Pointer(DevicePointer::Buffer {
                buffer: BufferName::new(*b),
                offset: Some(AffineExpr::constant(0)),
            })
        };
        Launch {
            platform: Platform::Cuda,
            kernel: crate::model::program::KernelName::new(format!("k{}", buffers.join("_"))),
            grid: grid.map(Some),
            block: block.map(Some),
            arguments: buffers.iter().map(pointer).collect(),
            parameter_bytes: 8 * buffers.len() as u64,
            effects: Ok(effects),
            regrid: None,
        }
    }

    /// `out[r * 100 + c] = in[r * 100 + c] + 1` for `r < 64`, `c < 100` on 4 x 2 blocks of
    /// 32 x 32 threads (the last column of blocks partly idle), then an element-wise
    /// launch over the 6400 elements `x[i] -> y[i]` (`i < limit`) on `grid` blocks of 256
    /// threads.
    fn program(limit: i64, grid: i64, element_wise: KernelEffects) -> HostProgram {
        let row = symbol("ctaid_y").scale(32).add(&symbol("tid_y"));
        let column = symbol("ctaid_x").scale(32).add(&symbol("tid_x"));
        let element = row.scale(100).add(&column);
        let guards = vec![below(&row, 64), below(&column, 100)];
        let producer = KernelEffects {
            accesses: vec![access(0, false, &element, guards.clone()), access(1, true, &element, guards)],
            ..KernelEffects::default()
        };
        let mut effects = element_wise;
        let thread = original_position(Axis::X, &dim(256, 1));
        if effects.accesses.is_empty() {
            let guard = vec![below(&thread, limit)];
            effects.accesses = vec![access(0, false, &thread, guard.clone()), access(1, true, &thread, guard)];
        }
        let statements = vec![
            statement(0, launch([4, 2, 1], [32, 32, 1], &["a", "b"], producer)),
            statement(1, launch([grid, 1, 1], [256, 1, 1], &["b", "c"], effects)),
        ];
        HostProgram { statements: statements.into(), ..HostProgram::default() }
    }

    /// The reasons `renumber_element_wise` refused `program`'s candidates, where it
    /// renumbered none.
    fn refusals(program: &mut HostProgram) -> Vec<RegridRefused> {
        refusals_with(program, PartialTiles::default())
    }

    fn refusals_with(program: &mut HostProgram, partial_tiles: PartialTiles) -> Vec<RegridRefused> {
        let renumbering = renumber_element_wise(program, partial_tiles);
        assert_eq!(renumbering.renumbered, []);
        renumbering.refused.into_iter().map(|r| r.reason).collect()
    }

    fn launch_of(program: &HostProgram, index: usize) -> (&Launch, &KernelEffects) {
        let launch = program.statements[StatementId(index)].kind.launch().unwrap();
        (launch, launch.effects.as_ref().unwrap())
    }

    /// The width of the dependence through `b` from statement 0 to statement 1.
    fn width(program: &HostProgram) -> DependenceWidth {
        let ((producer, written), (consumer, read)) = (launch_of(program, 0), launch_of(program, 1));
        let ends = |level| {
            let write = relation("S0", &[], producer, written, &"b".into(), true, level, &Layout::Flat).unwrap();
            let read = relation("S1", &[], consumer, read, &"b".into(), false, level, &Layout::Flat).unwrap();
            (write, read)
        };
        let ((block_write, block_read), (thread_write, thread_read)) = (ends(Level::Block), ends(Level::Thread));
        let block = DependenceEnds {
            producer_statement: "S0",
            producer: &block_write,
            producer_host_dims: 0,
            consumer_statement: "S1",
            consumer: &block_read,
            consumer_host_dims: 0,
            unit_dims: 3,
            order: InstanceOrder::new(0, false),
        };
        let thread = DependenceEnds { producer: &thread_write, consumer: &thread_read, unit_dims: 6, ..block.clone() };
        classify(&block, Some(&thread)).width
    }

    #[test]
    fn element_wise_launch_runs_on_its_producers_threads() {
        let mut program = program(6400, 25, KernelEffects::default());
        assert_eq!(width(&program), DependenceWidth::Global, "one-dimensional blocks read other blocks' rows");
        let renumbered = renumber_element_wise(&mut program, PartialTiles::default()).renumbered;
        let regrid = Regrid {
            row_length: Some(100),
            block: dim(256, 1),
            original_grid: dim(25, 1),
            grid: dim(4, 2),
            rounds: Rounds::ONE,
        };
        assert_eq!(renumbered, vec![Renumbered { statement: StatementId(1), producer: StatementId(0), regrid }]);
        let (launch, _) = launch_of(&program, 1);
        assert_eq!((launch.grid, launch.block), ([Some(4), Some(2), Some(1)], [Some(32), Some(32), Some(1)]));
        assert_eq!(launch.regrid, Some(regrid));
        assert_eq!(width(&program), DependenceWidth::Thread, "each thread reads what it wrote");
    }

    #[test]
    fn one_dimensional_producer_with_other_blocks_is_one_row() {
        // A map on blocks of 128 threads, then one on blocks of 256, over 6400 elements.
        let map = |block: i64| {
            let thread = original_position(Axis::X, &dim(block as u32, 1));
            let guard = vec![below(&thread, 6400)];
            let accesses = vec![access(0, false, &thread, guard.clone()), access(1, true, &thread, guard)];
            KernelEffects { accesses, ..KernelEffects::default() }
        };
        let statements = vec![
            statement(0, launch([50, 1, 1], [128, 1, 1], &["a", "b"], map(128))),
            statement(1, launch([25, 1, 1], [256, 1, 1], &["b", "c"], map(256))),
        ];
        let mut program = HostProgram { statements: statements.into(), ..HostProgram::default() };
        assert_eq!(width(&program), DependenceWidth::Global);
        let renumbered = renumber_element_wise(&mut program, PartialTiles::default()).renumbered;
        let regrid = Regrid {
            row_length: Some(6400),
            block: dim(256, 1),
            original_grid: dim(25, 1),
            grid: dim(50, 1),
            rounds: Rounds::ONE,
        };
        assert_eq!(renumbered.iter().map(|r| r.regrid).collect::<Vec<_>>(), vec![regrid]);
        assert_eq!(width(&program), DependenceWidth::Thread);
        // Blocks of the same size are on the producer's threads already.
        let same = vec![
            statement(0, launch([25, 1, 1], [256, 1, 1], &["a", "b"], map(256))),
            statement(1, launch([25, 1, 1], [256, 1, 1], &["b", "c"], map(256))),
        ];
        let mut aligned = HostProgram { statements: same.into(), ..HostProgram::default() };
        assert_eq!(
            renumber_element_wise(&mut aligned, PartialTiles::default()),
            Renumbering::default(),
            "no candidate"
        );
    }

    #[test]
    fn two_dimensional_launch_of_other_blocks_runs_on_its_producers_threads() {
        // The producer of `program`, then a map over the same 64 x 100 elements on
        // 7 x 8 blocks of 16 x 8 threads.
        let mut program = program(6400, 25, KernelEffects::default());
        let row = symbol("ctaid_y").scale(8).add(&symbol("tid_y"));
        let column = symbol("ctaid_x").scale(16).add(&symbol("tid_x"));
        let element = row.scale(100).add(&column);
        let guards = vec![below(&row, 64), below(&column, 100)];
        let accesses = vec![access(0, false, &element, guards.clone()), access(1, true, &element, guards)];
        let effects = KernelEffects { accesses, ..KernelEffects::default() };
        program.statements[StatementId(1)] = statement(1, launch([7, 8, 1], [16, 8, 1], &["b", "c"], effects));
        assert_eq!(width(&program), DependenceWidth::Global);
        let renumbered = renumber_element_wise(&mut program, PartialTiles::default()).renumbered;
        let regrid = Regrid {
            row_length: None,
            block: dim(16, 8),
            original_grid: dim(7, 8),
            grid: dim(4, 2),
            rounds: Rounds::ONE,
        };
        assert_eq!(renumbered.iter().map(|r| r.regrid).collect::<Vec<_>>(), vec![regrid]);
        assert_eq!(width(&program), DependenceWidth::Thread);
        // Rows beyond the producer's 64 that touch memory: refused.
        let tall = below(&row, 72);
        let guards = vec![tall, below(&column, 100)];
        let accesses = vec![access(0, false, &element, guards.clone()), access(1, true, &element, guards)];
        let effects = KernelEffects { accesses, ..KernelEffects::default() };
        let mut beyond = self::program(6400, 25, KernelEffects::default());
        beyond.statements[StatementId(1)] = statement(1, launch([7, 9, 1], [16, 8, 1], &["b", "c"], effects));
        assert_eq!(refusals(&mut beyond), [RegridRefused::BeyondProducerGrid]);
    }

    /// A GEMM-like launch on 2 x 2 blocks of 16 x 16 threads whose thread `(tx, ty)` stores
    /// the elements `(ty + 16 i, tx + 16 j)` (`i, j` among `owned`) of its block's 32 x 32
    /// tile of a 64 x 64 matrix `b`, then a map `b -> c` over the same elements on 2 x 2
    /// blocks of 32 x 32 threads.
    /// `rows`: the GEMM stores only below that row (its guard; 64: whole tiles).
    fn gemm_then_map(owned: &[(i64, i64)], rows: i64) -> HostProgram {
        let position = |block: &str, thread: &str| symbol(block).scale(32).add(&symbol(thread));
        let element = position("ctaid_y", "tid_y").scale(64).add(&position("ctaid_x", "tid_x"));
        let own = |&(i, j): &(i64, i64)| {
            let row = position("ctaid_y", "tid_y").add(&AffineExpr::constant(i * 16));
            access(1, true, &element.add(&AffineExpr::constant(i * 64 * 16 + j * 16)), vec![below(&row, rows)])
        };
        let mut accesses = vec![access(0, false, &symbol("tid_x"), vec![])];
        accesses.extend(owned.iter().map(own));
        let gemm = KernelEffects { accesses, ..KernelEffects::default() };
        let map = KernelEffects {
            accesses: vec![access(0, false, &element, vec![]), access(1, true, &element, vec![])],
            ..KernelEffects::default()
        };
        let statements = vec![
            statement(0, launch([2, 2, 1], [16, 16, 1], &["a", "b"], gemm)),
            statement(1, launch([2, 2, 1], [32, 32, 1], &["b", "c"], map)),
        ];
        HostProgram { statements: statements.into(), ..HostProgram::default() }
    }

    #[test]
    fn launch_on_a_gemms_tile_runs_in_rounds_over_each_threads_accumulators() {
        let all = [(0, 0), (0, 1), (1, 0), (1, 1)];
        let mut program = gemm_then_map(&all, 64);
        assert_eq!(width(&program), DependenceWidth::Block, "other threads of the block wrote the elements");
        let renumbered = renumber_element_wise(&mut program, PartialTiles::default()).renumbered;
        let rounds = Rounds { x: 2, y: 2 };
        let regrid = Regrid { row_length: None, block: dim(32, 32), original_grid: dim(2, 2), grid: dim(2, 2), rounds };
        assert_eq!(renumbered.iter().map(|r| r.regrid).collect::<Vec<_>>(), vec![regrid]);
        assert_eq!(width(&program), DependenceWidth::Thread, "round (i, j) reads accumulator (i, j) of its thread");
        assert_eq!(rounds.each().collect::<Vec<_>>(), vec![[0, 0], [0, 1], [1, 0], [1, 1]]);
        // A thread that stores three of its four elements owns no lattice: no rounds.
        let mut partial = gemm_then_map(&[(0, 0), (0, 1), (1, 0)], 64);
        assert_eq!(refusals(&mut partial), [RegridRefused::ProducerNotRowMajor { buffer: "b".into() }]);
        // Partial tiles (the GEMM stores rows below 50 of 64) run in rounds by default
        // (`thread_forwarding` finds each store past its guard), and keep the tile when asked.
        let mut ragged = gemm_then_map(&all, 50);
        let renumbered = renumber_element_wise(&mut ragged, PartialTiles::default()).renumbered;
        assert_eq!(renumbered.iter().map(|r| r.regrid.rounds).collect::<Vec<_>>(), vec![rounds]);
        let partial = RegridRefused::PartialTiles { buffer: "b".into() };
        assert_eq!(refusals_with(&mut gemm_then_map(&all, 50), PartialTiles::ThroughSharedMemory), [partial]);
        // Stores under a data-dependent condition (may-writes): no element is sure to be there.
        let mut conditional = gemm_then_map(&all, 64);
        if let StatementKind::Launch(gemm) = &mut conditional.statements[StatementId(0)].kind {
            gemm.effects.as_mut().unwrap().accesses.iter_mut().filter(|a| a.write).for_each(|a| a.exact = false);
        }
        assert_eq!(refusals(&mut conditional), [RegridRefused::ProducerMayWrite { buffer: "b".into() }]);
        // Its stores in a loop of its kernel (clang -O1): no registers of their own.
        let mut rolled = gemm_then_map(&[(0, 0)], 64);
        if let StatementKind::Launch(gemm) = &mut rolled.statements[StatementId(0)].kind {
            let store = gemm.effects.as_mut().unwrap().accesses.iter_mut().find(|a| a.write).unwrap();
            store.loops = vec![LoopDim::new("i", Some(AffineExpr::constant(2)))];
        }
        assert_eq!(refusals(&mut rolled), [RegridRefused::ProducerStoresInLoop { buffer: "b".into() }]);
    }

    #[test]
    fn renumbered_effects_name_the_same_bytes() {
        let before = program(6400, 25, KernelEffects::default());
        let mut after = before.clone();
        renumber_element_wise(&mut after, PartialTiles::default());
        for buffer in ["b", "c"] {
            let kernel_level = |program: &HostProgram, write| {
                let (launch, effects) = launch_of(program, 1);
                let text = relation("S1", &[], launch, effects, &buffer.into(), write, Level::Kernel, &Layout::Flat)?;
                query(|q| q.map(&text)?.range()?.text()).ok()
            };
            for write in [false, true] {
                let (original, renumbered) = (kernel_level(&before, write), kernel_level(&after, write));
                match (original, renumbered) {
                    (Some(o), Some(r)) => {
                        let same = query(|q| q.set(&o)?.is_equal(&q.set(&r)?));
                        assert_eq!(same, Ok(true), "{buffer} write={write}");
                    }
                    (o, r) => assert_eq!(o.is_some(), r.is_some(), "{buffer} write={write}"),
                }
            }
        }
    }

    #[test]
    fn refused_where_a_thread_would_be_lost_or_threads_cooperate() {
        // Threads 6400.. of 28 blocks access memory but no producer thread numbers them.
        let mut beyond = program(7000, 28, KernelEffects::default());
        assert_eq!(refusals(&mut beyond), [RegridRefused::BeyondProducerGrid]);
        // Threads that meet at a barrier cannot be regrouped.
        let mut cooperating = program(6400, 25, KernelEffects { barriers: 1, ..KernelEffects::default() });
        assert_eq!(
            renumber_element_wise(&mut cooperating, PartialTiles::default()),
            Renumbering::default(),
            "no candidate"
        );
        // A read of another element than the thread's own is not an element-wise read.
        let thread = original_position(Axis::X, &dim(256, 1));
        let shifted = thread.add(&AffineExpr::constant(1));
        let guard = vec![below(&thread, 6399)];
        let accesses = vec![access(0, false, &shifted, guard.clone()), access(1, true, &thread, guard)];
        let mut neighbour = program(6400, 25, KernelEffects { accesses, ..KernelEffects::default() });
        let renumbered = renumber_element_wise(&mut neighbour, PartialTiles::default()).renumbered;
        assert_eq!(renumbered.len(), 1, "a constant shift is still one per thread");
        let strided = thread.scale(2);
        let guard = vec![below(&thread, 3200)];
        let accesses = vec![access(0, false, &strided, guard.clone()), access(1, true, &thread, guard)];
        let mut gather = program(6400, 25, KernelEffects { accesses, ..KernelEffects::default() });
        let elsewhere = RegridRefused::ReadsElsewhere { buffer: "b".into() };
        assert_eq!(refusals(&mut gather), [elsewhere], "two elements apart: not the producer's layout");
    }
}
