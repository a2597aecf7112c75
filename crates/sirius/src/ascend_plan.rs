//! Vertical fusion of Ascend launches as plain data: the fused AI-Core kernel of one fusion
//! choice (`fuse::FusedKernelChoice`) runs, on every core `c` of the common blockDim, core
//! `c`'s part of each original kernel in program order. Its parameters are the distinct
//! host values the launches pass (a buffer passed to two launches at the same offset, or
//! the same integer constant, becomes one parameter, so that `ascend-sync` sees that the
//! fragments touch the same GM); a pointer parameter is `noalias` when no other pointer
//! parameter may point into its buffer.
//!
//! Invariant: a plan exists only for launches with one compile-time blockDim, all joined by
//! core-level dependences or independent (what `fuse` already checked), so core `c` of the
//! fused launch is core `c` of every original launch and `get_block_idx()` /
//! `get_block_num()` keep their meaning in every fragment; the order of the fragments is
//! the program order, which every dependence between them respects. Sits between the
//! decision (`sirius::fuse`) and the LLVM side (`syncfuse_llvm::sirius::ascend_fusion`).

use crate::fuse::FusedKernelChoice;
use crate::program::{DevicePointer, HostProgram, Launch, LaunchArgument, StatementId, StatementKind};
use serde::Serialize;
use thiserror::Error;

/// One fused AI-Core kernel and how the host launches it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AscendFusionPlan {
    /// Symbol of the new kernel.
    pub name: String,
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
    pub kernel: String,
    /// For each parameter of the kernel, the fused parameter that carries it.
    pub parameters: Vec<usize>,
}

/// Argument `index` of fragment `fragment`'s launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FusedArgument {
    pub fragment: usize,
    pub index: usize,
    /// A pointer into a buffer no other parameter may point into.
    pub noalias: bool,
}

/// Why a fusion choice has no Ascend plan, typed until printed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AscendPlanReject {
    #[error("blockDim of {statement} is not a compile-time constant")]
    BlockDimUnknown { statement: String },
    #[error("blockDim differs ({first} vs {second}): fragments guarded by blockDim are not generated yet")]
    BlockDimsDiffer { first: i64, second: i64 },
    #[error("the launches are independent: side-by-side (horizontal) fusion of AI-Core kernels is not generated yet")]
    NotVertical,
}

impl AscendPlanReject {
    /// The stable remark name.
    pub fn remark_name(&self) -> &'static str {
        match self {
            AscendPlanReject::BlockDimUnknown { .. } => "AscendBlockDimUnknown",
            AscendPlanReject::BlockDimsDiffer { .. } => "AscendBlockDimsDiffer",
            AscendPlanReject::NotVertical => "AscendHorizontalNotGenerated",
        }
    }
}

/// The plan of `choice` (its launches fused vertically on one blockDim), named `name`.
pub fn plan(
    program: &HostProgram,
    choice: &FusedKernelChoice,
    name: &str,
) -> Result<AscendFusionPlan, AscendPlanReject> {
    let launches: Vec<(StatementId, &Launch)> = choice.replaced.iter().map(|&s| (s, launch(program, s))).collect();
    if !choice.variants.iter().any(|v| v.plan.groups.len() == 1) {
        return Err(AscendPlanReject::NotVertical);
    }
    let block_dim = common_block_dim(program, &launches)?;
    let mut parameters: Vec<FusedArgument> = Vec::new();
    let mut fragments = Vec::new();
    for (fragment, (statement, launch)) in launches.iter().enumerate() {
        let mut own = Vec::new();
        for (index, argument) in launch.arguments.iter().enumerate() {
            let same =
                parameters.iter().position(|p| same_host_value(&launches[p.fragment].1.arguments[p.index], argument));
            own.push(same.unwrap_or_else(|| {
                parameters.push(FusedArgument { fragment, index, noalias: false });
                parameters.len() - 1
            }));
        }
        fragments.push(AscendFragment { statement: *statement, kernel: launch.kernel.clone(), parameters: own });
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
    Ok(AscendFusionPlan { name: name.to_string(), block_dim, fragments, parameters })
}

fn launch(program: &HostProgram, statement: StatementId) -> &Launch {
    match &program.statements[statement].kind {
        StatementKind::Launch(launch) => launch,
        _ => unreachable!("a fusion choice replaces launches only"),
    }
}

/// The blockDim every launch shares.
fn common_block_dim(program: &HostProgram, launches: &[(StatementId, &Launch)]) -> Result<i64, AscendPlanReject> {
    let mut common = None;
    for (statement, launch) in launches {
        let unknown = || AscendPlanReject::BlockDimUnknown { statement: program.statements[*statement].name.clone() };
        let cores = launch.grid[0].ok_or_else(unknown)?;
        match common {
            Some(first) if first != cores => return Err(AscendPlanReject::BlockDimsDiffer { first, second: cores }),
            _ => common = Some(cores),
        }
    }
    Ok(common.expect("a fusion choice replaces at least two launches"))
}

/// Do two arguments certainly carry the same host value at their launches (a run of
/// consecutive launches, so host symbols have one value): the same allocation at the same
/// affine offset, or the same integer constant.
fn same_host_value(a: &LaunchArgument, b: &LaunchArgument) -> bool {
    match (a, b) {
        (
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer: x, offset: Some(o) }),
            LaunchArgument::Pointer(DevicePointer::Buffer { buffer: y, offset: Some(p) }),
        ) => x == y && o == p,
        (LaunchArgument::Integer(Some(x)), LaunchArgument::Integer(Some(y))) => x.as_constant().is_some() && x == y,
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
