//! Vertical fusion of Ascend launches as plain data: the fused AI-Core kernel of one fusion
//! choice (`fuse::FusedKernelChoice`) runs, on every core `c` of the common blockDim, core
//! `c`'s part of each original kernel in program order. Its parameters are the distinct
//! host values the launches pass (a buffer passed to two launches at the same offset, or
//! the same integer constant, becomes one parameter, so that `ascend-sync` sees that the
//! fragments touch the same GM); a pointer parameter is `noalias` when no other pointer
//! parameter may point into its buffer; an integer the host passes as a compile-time
//! constant specialises the kernel (SIRIUS' host-to-kernel constant propagation).
//!
//! Local buffers (`place_local_buffers`): each fragment addresses UB/L1/L0 from offset 0,
//! as its kernel did; where every fragment's highest byte is known and the fragments fit
//! side by side in the target's capacity, fragment k's addresses move up by the space the
//! earlier fragments use (512-byte aligned), so that one fragment's tail can overlap the
//! next one's head; otherwise the fragments share the space and `ascend-sync` orders their
//! uses of it.
//!
//! Layouts (`CoreLayout`): *vertical* runs every fragment on cores `0..` the largest
//! blockDim, component by component (each component's launches in program order: the
//! components are independent, so any such order keeps every dependence, and a producer
//! stays next to its consumer); *horizontal* gives each component of the choice (launches
//! joined by core-level dependences) its own range of cores, one after another, and runs
//! the component's fragments in program order there (AKG's block-range fusion, with the
//! ranges derived from the UAR's components). `syncfuse_sirius::ascend::ascend_cost` models both and
//! the unfused launches and picks one.
//!
//! Invariant: a plan exists only for launches with compile-time blockDims, all joined by
//! core-level dependences or independent (what `fuse` already checked). A fragment runs on
//! cores `first_core..first_core + block_dim` of the fused launch (a guard in the fused
//! kernel where that is not all of them), where `get_block_idx()` is the core's index minus
//! `first_core` and `get_block_num()` is the fragment's own blockDim. So the fragment's
//! core `c` runs exactly what core `c` of its original launch ran, and two fragments of one
//! component that share a core run in program order; a dependence between two fragments
//! joins core `c` of one to core `c` of the other (core level) inside one component, and
//! between components there is none, so their order or ranges do not matter. Sits between the decision
//! (`sirius::fuse`) and the LLVM side (`syncfuse_llvm::sirius::ascend_fusion`).

use crate::fusion::fuse::{FusedKernelChoice, Orchestration};
use crate::model::program::{
    BufferName, DevicePointer, HostProgram, KernelName, Launch, LaunchArgument, StatementId, StatementKind,
};
use serde::Serialize;
use std::collections::BTreeMap;
use syncfuse_hardware::ascend::AddressSpace;
use syncfuse_poly::affine::is_argument_symbol;
use syncfuse_reason::Reason;
use thiserror::Error;

/// One fused AI-Core kernel and how the host launches it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AscendFusionPlan {
    /// Symbol of the new kernel.
    pub name: String,
    pub layout: CoreLayout,
    /// The fused launch's blockDim: the end of the highest fragment's core range.
    pub block_dim: i64,
    /// The replaced launches, in program order: the order in which each core runs them.
    pub fragments: Vec<AscendFragment>,
    /// The fused kernel's parameters, each the first argument passing its host value.
    pub parameters: Vec<FusedArgument>,
}

/// One original launch inside the fused kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AscendFragment {
    pub statement: StatementId,
    pub kernel: KernelName,
    /// The blockDim of its original launch: it runs on cores
    /// `first_core..first_core + block_dim` of the fused launch, and `get_block_num()`
    /// returns it there.
    pub block_dim: i64,
    /// The first core of its range; `get_block_idx()` counts from it.
    pub first_core: i64,
    /// For each parameter of the kernel, the fused parameter that carries it.
    pub parameters: Vec<usize>,
}

/// How the fragments of a fused kernel share the cores (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CoreLayout {
    /// Every fragment on the same cores, in program order.
    Vertical,
    /// Each component on its own range of cores.
    Horizontal,
}

impl std::fmt::Display for CoreLayout {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CoreLayout::Vertical => "vertical",
            CoreLayout::Horizontal => "horizontal",
        })
    }
}

/// Argument `index` of fragment `fragment`'s launch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FusedArgument {
    pub fragment: usize,
    pub index: usize,
    /// A pointer into a buffer no other parameter may point into.
    pub noalias: bool,
    /// The host passes this compile-time constant (a size, a tile count): the fused kernel
    /// is specialised to it (its trip counts and tails become constants).
    pub constant: Option<i64>,
    /// The device memory it may point into.
    pub memory: ParameterMemory,
}

/// The device memory a fused kernel's parameter may point into.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ParameterMemory {
    /// Not a pointer.
    Integer,
    /// Into this one buffer.
    Buffer(BufferName),
    /// Into one of these buffers, depending on the path.
    OneOf(Vec<BufferName>),
    /// Not traced: anywhere.
    Unknown,
}

impl ParameterMemory {
    fn of(argument: &LaunchArgument) -> ParameterMemory {
        match argument {
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer, .. }) => ParameterMemory::Buffer(buffer.clone()),
            LaunchArgument::Pointer(pointer @ DevicePointer::OneOf { .. }) => ParameterMemory::OneOf(pointer.buffers()),
            LaunchArgument::Pointer(_) => ParameterMemory::Unknown,
            LaunchArgument::Integer(_) | LaunchArgument::Other => ParameterMemory::Integer,
        }
    }

    /// May the parameter point into `buffer`?
    pub fn may_point_into(&self, buffer: &BufferName) -> bool {
        match self {
            ParameterMemory::Integer => false,
            ParameterMemory::Buffer(only) => only == buffer,
            ParameterMemory::OneOf(buffers) => buffers.iter().any(|b| b == buffer),
            ParameterMemory::Unknown => true,
        }
    }
}

/// Why a fusion choice has no Ascend plan, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AscendPlanReject {
    #[error("blockDim of {statement} is not a compile-time constant")]
    BlockDimUnknown { statement: String },
    /// A launch on no core (the runtime refuses it; the program goes on without it).
    #[error("blockDim of {statement} is {block_dim}: the launch runs on no core")]
    BlockDimNotPositive { statement: String, block_dim: i64 },
}

impl Reason for AscendPlanReject {
    /// The stable remark name.
    fn remark_name(&self) -> &'static str {
        match self {
            AscendPlanReject::BlockDimUnknown { .. } => "AscendBlockDimUnknown",
            AscendPlanReject::BlockDimNotPositive { .. } => "AscendBlockDimNotPositive",
        }
    }
}

/// The components of `choice` (launches joined by dependences), each in program order:
/// the groups of its horizontal variant, or all its launches as one.
pub fn components(choice: &FusedKernelChoice) -> Vec<Vec<StatementId>> {
    let horizontal = choice.variants.iter().find(|v| v.orchestration == Orchestration::Horizontal);
    let Some(variant) = horizontal else { return vec![choice.replaced.clone()] };
    let mut statements = variant.fragment_statements.iter().copied();
    let mut components: Vec<Vec<StatementId>> =
        variant.plan.groups.iter().map(|group| statements.by_ref().take(group.fragments.len()).collect()).collect();
    for component in &mut components {
        component.sort_unstable();
    }
    components
}

/// The plan of `choice` with its fragments laid out on the cores as `layout` says, named `name`.
pub fn plan(
    program: &HostProgram,
    choice: &FusedKernelChoice,
    name: &str,
    layout: CoreLayout,
) -> Result<AscendFusionPlan, AscendPlanReject> {
    // Component by component in both layouts: a producer and its consumer stay adjacent
    // (tile-loop fusion and UB forwarding need nothing of another component between them).
    let order = components(choice);
    let launches: Vec<(StatementId, &Launch)> = order.iter().flatten().map(|&s| (s, launch(program, s))).collect();
    let block_dims = block_dims(program, &launches)?;
    let mut first_cores = Vec::new();
    let mut next_core = 0;
    for component in &order {
        let range = &block_dims[first_cores.len()..first_cores.len() + component.len()];
        let first_core = match layout {
            CoreLayout::Horizontal => next_core,
            CoreLayout::Vertical => 0,
        };
        first_cores.extend(std::iter::repeat_n(first_core, component.len()));
        next_core = match layout {
            CoreLayout::Horizontal => next_core + range.iter().copied().max().unwrap_or(0),
            CoreLayout::Vertical => next_core.max(range.iter().copied().max().unwrap_or(0)),
        };
    }
    let mut parameters: Vec<FusedArgument> = Vec::new();
    let mut fragments = Vec::new();
    for (fragment, (statement, launch)) in launches.iter().enumerate() {
        let mut own = Vec::new();
        for (index, argument) in launch.arguments.iter().enumerate() {
            let same =
                parameters.iter().position(|p| same_host_value(&launches[p.fragment].1.arguments[p.index], argument));
            own.push(same.unwrap_or_else(|| {
                let constant = match argument {
                    LaunchArgument::Integer(Some(value)) => value.as_constant(),
                    _ => None,
                };
                let memory = ParameterMemory::of(argument);
                parameters.push(FusedArgument { fragment, index, noalias: false, constant, memory });
                parameters.len() - 1
            }));
        }
        let (kernel, block_dim, first_core) = (launch.kernel.clone(), block_dims[fragment], first_cores[fragment]);
        fragments.push(AscendFragment { statement: *statement, kernel, block_dim, first_core, parameters: own });
    }
    let pointer = |p: &FusedArgument| match &launches[p.fragment].1.arguments[p.index] {
        LaunchArgument::Pointer(pointer) => Some(pointer),
        _ => None,
    };
    let sole: Vec<bool> = parameters
        .iter()
        .map(|p| {
            pointer(p)
                .is_some_and(|mine| is_sole_pointer(mine, parameters.iter().filter(|q| *q != p).filter_map(pointer)))
        })
        .collect();
    for (parameter, sole) in parameters.iter_mut().zip(sole) {
        parameter.noalias = sole;
    }
    Ok(AscendFusionPlan { name: name.to_string(), layout, block_dim: next_core, fragments, parameters })
}

fn launch(program: &HostProgram, statement: StatementId) -> &Launch {
    match &program.statements[statement].kind {
        StatementKind::Launch(launch) => launch,
        _ => unreachable!("a fusion choice replaces launches only"),
    }
}

/// The compile-time blockDim of each launch.
fn block_dims(program: &HostProgram, launches: &[(StatementId, &Launch)]) -> Result<Vec<i64>, AscendPlanReject> {
    launches
        .iter()
        .map(|(statement, launch)| {
            let statement = program.statements[*statement].name.clone();
            match launch.grid[0] {
                Some(cores) if cores > 0 => Ok(cores),
                Some(block_dim) => Err(AscendPlanReject::BlockDimNotPositive { statement, block_dim }),
                None => Err(AscendPlanReject::BlockDimUnknown { statement }),
            }
        })
        .collect()
}

/// Do two arguments certainly carry the same host value at their launches (a run of
/// consecutive launches, so host symbols have one value): the same allocation at the same
/// affine offset, or the same integer: a constant, or one affine expression of the host
/// function's arguments (immutable during its call).
fn same_host_value(a: &LaunchArgument, b: &LaunchArgument) -> bool {
    match (a, b) {
        (
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer: x, offset: Some(o) }),
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer: y, offset: Some(p) }),
        ) => x == y && o == p,
        (LaunchArgument::Integer(Some(x)), LaunchArgument::Integer(Some(y))) => {
            x == y && x.symbols().all(is_argument_symbol)
        }
        _ => false,
    }
}

/// Is `mine` traced to buffers no pointer of `others` may point into?
fn is_sole_pointer<'a>(mine: &DevicePointer, others: impl Iterator<Item = &'a DevicePointer>) -> bool {
    let buffers = mine.buffers();
    let mut others = others;
    !buffers.is_empty()
        && others.all(|other| {
            !matches!(other, DevicePointer::Unknown { .. }) && other.buffers().iter().all(|b| !buffers.contains(b))
        })
}

/// Alignment of a relocated local buffer: a fractal (512 bytes), which also keeps the
/// 32-byte alignment of UB blocks.
pub const LOCAL_BUFFER_ALIGNMENT: i64 = 512;

/// Where each fragment's local buffers go in the fused kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LocalBufferPlan {
    /// Per fragment, the bytes added to its addresses in each relocated space (0: where it was).
    pub bases: Vec<BTreeMap<AddressSpace, i64>>,
    /// The spaces the fragments share, their addresses unchanged, and why.
    pub shared: Vec<(AddressSpace, SharedBuffer)>,
    /// The fragment whose local buffers could not be read (then nothing moves).
    pub unread: Option<usize>,
}

impl LocalBufferPlan {
    /// Nothing moves: fragment `fragment` of `fragments` could not be read.
    pub fn unread(fragments: usize, fragment: usize) -> LocalBufferPlan {
        LocalBufferPlan { bases: vec![BTreeMap::new(); fragments], shared: Vec::new(), unread: Some(fragment) }
    }
}

/// Why the fragments share a local space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum SharedBuffer {
    /// Fragment `fragment`'s highest byte in it is not known.
    Unbounded { fragment: usize },
    /// Side by side they need `bytes`, more than the `capacity`.
    TooLarge { bytes: i64, capacity: i64 },
}

/// The placement of the fragments' local buffers from their limits (one past the highest
/// byte each fragment uses in each space, `None`: unknown), the first core of each
/// fragment's range and the target's capacities. Fragments with different first cores run
/// on disjoint cores (a horizontal layout), each core with its own buffers: only fragments
/// of one range are placed side by side.
pub fn place_local_buffers(
    limits: &[BTreeMap<AddressSpace, Option<i64>>],
    first_cores: &[i64],
    capacity: impl Fn(AddressSpace) -> Option<u64>,
) -> LocalBufferPlan {
    let mut plan = LocalBufferPlan { bases: vec![BTreeMap::new(); limits.len()], shared: Vec::new(), unread: None };
    let ranges: std::collections::BTreeSet<i64> = first_cores.iter().copied().collect();
    for range in ranges {
        let members: Vec<usize> = (0..limits.len()).filter(|&k| first_cores[k] == range).collect();
        place_on_one_range(&mut plan, limits, &members, &capacity);
    }
    plan
}

/// Places the buffers of `members`, fragments that share their cores.
fn place_on_one_range(
    plan: &mut LocalBufferPlan,
    limits: &[BTreeMap<AddressSpace, Option<i64>>],
    members: &[usize],
    capacity: &impl Fn(AddressSpace) -> Option<u64>,
) {
    let spaces: std::collections::BTreeSet<AddressSpace> =
        members.iter().flat_map(|&k| limits[k].keys().copied()).collect();
    for space in spaces {
        let used: Vec<(usize, Option<i64>)> =
            members.iter().filter_map(|&k| limits[k].get(&space).map(|&limit| (k, limit))).collect();
        if let Some(&(fragment, _)) = used.iter().find(|(_, limit)| limit.is_none()) {
            plan.shared.push((space, SharedBuffer::Unbounded { fragment }));
            continue;
        }
        let mut next = 0;
        let mut bases = Vec::new();
        for (fragment, limit) in &used {
            bases.push((*fragment, next));
            next = align(next + limit.unwrap_or(0));
        }
        let bytes = bases.last().map_or(0, |&(_, base)| base) + used.last().and_then(|(_, l)| *l).unwrap_or(0);
        let capacity = capacity(space).map_or(i64::MAX, |c| c as i64);
        if bytes > capacity {
            plan.shared.push((space, SharedBuffer::TooLarge { bytes, capacity }));
            continue;
        }
        for (fragment, base) in bases {
            plan.bases[fragment].insert(space, base);
        }
    }
}

fn align(bytes: i64) -> i64 {
    (bytes + LOCAL_BUFFER_ALIGNMENT - 1) / LOCAL_BUFFER_ALIGNMENT * LOCAL_BUFFER_ALIGNMENT
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(ub: &[Option<i64>]) -> Vec<BTreeMap<AddressSpace, Option<i64>>> {
        ub.iter().map(|&l| BTreeMap::from([(AddressSpace::Ub, l)])).collect()
    }

    #[test]
    fn fragments_that_fit_go_side_by_side_aligned() {
        let plan =
            place_local_buffers(&limits(&[Some(0x6000), Some(100), Some(0x4000)]), &[0, 0, 0], |_| Some(256 * 1024));
        let bases: Vec<i64> = plan.bases.iter().map(|b| b[&AddressSpace::Ub]).collect();
        assert_eq!(bases, [0, 0x6000, 0x6200]);
        assert!(plan.shared.is_empty());
    }

    #[test]
    fn unknown_or_too_large_footprints_share_the_space() {
        let unknown = place_local_buffers(&limits(&[Some(64), None]), &[0, 0], |_| Some(256 * 1024));
        assert_eq!(unknown.shared, [(AddressSpace::Ub, SharedBuffer::Unbounded { fragment: 1 })]);
        assert!(unknown.bases.iter().all(BTreeMap::is_empty));
        let large = place_local_buffers(&limits(&[Some(0x30000), Some(0x20000)]), &[0, 0], |_| Some(0x40000));
        assert_eq!(large.shared, [(AddressSpace::Ub, SharedBuffer::TooLarge { bytes: 0x50000, capacity: 0x40000 })]);
    }

    #[test]
    fn fragments_on_disjoint_cores_keep_their_addresses() {
        // A horizontal layout: fragments 0 and 2 share cores 0..8, fragment 1 runs on 8..11.
        let plan =
            place_local_buffers(&limits(&[Some(0x6000), Some(0x30000), Some(0x1000)]), &[0, 8, 0], |_| Some(0x40000));
        let bases: Vec<i64> = plan.bases.iter().map(|b| b[&AddressSpace::Ub]).collect();
        assert_eq!(bases, [0, 0, 0x6000]);
        assert!(plan.shared.is_empty());
    }
}
