//! The GM effects of an AI-Core kernel for one launch, as the UAR reads them
//! (`syncfuse_sirius::model::kernel_effects::KernelEffects`): the same reading `ascend-sync` makes
//! (`ascend_kernel_reader::read_kernel`: pipe calls through the target's footprint rule, scalar loads
//! and stores, guards, loop counters, defined symbols), with the launch's constants fixed,
//! then every access to GM through a pointer parameter turned into a byte range.
//!
//! The core index is the unit: `get_block_idx()` becomes `ctaid_x` and `get_block_num()`
//! `nctaid_x`, so that a launch of `blockDim` cores is a grid of `(blockDim, 1, 1)` blocks
//! of one thread (`sirius::program::Platform::Ascend`). A strided footprint (bursts of a
//! DMA copy) becomes one access with an extra existential counter per stride dimension,
//! and an extent that is not a constant (a tail tile of `min(len - off, 2048)` floats) a
//! counter over its bytes: `[o + b*s, + e)` for `b < n` is `{ o + b*s + x : b < n, x < e }`,
//! exact. Local buffers (UB, L1, L0) are core-private and do not outlive the launch: they
//! are counted, not related (CUDA's shared memory likewise).
//!
//! Invariant: never narrower than the kernel's accesses: a stride that is not a constant or
//! a whole-buffer footprint covers the parameter's whole buffer (`EffectsGap::OffsetNotAffine`),
//! a loop without a bound leaves its counter unbounded (`UnboundedLoop`), an access through
//! a GM pointer that is not a parameter makes the effects unknown.

use crate::affine::{CORE_COUNT, CORE_INDEX};
use crate::ascend_kernel_reader::{read_kernel, KernelReading, ReadKernel};
use crate::host_reader::{kernel_function, kernel_gap};
use crate::reject::ReadReject;
use llvm_sys::prelude::*;
use std::collections::BTreeMap;
use syncfuse_ascend_sync::model::{Item, Kernel, PipeOp};
use syncfuse_cfg::{BlockId, CfgAnalysis};
use syncfuse_hardware::ascend::{AddressSpace, TargetDescription};
use syncfuse_hardware::cuda::{Axis, SpecialRegister, SpecialRegisterKind};
use syncfuse_poly::affine::{product_factors, product_symbol, AffineExpr};
use syncfuse_poly::footprint::{Access, LoopDim, MemoryBase, Region};
use syncfuse_poly::isl::{byte_limit, InstanceContext};
use syncfuse_sirius::model::gap::{AccessKind, EffectsGap};
use syncfuse_sirius::model::kernel_effects::{KernelAccess, KernelEffects};

/// The effects of `kernel` in `device` for a launch that fixes `known` (`nctaid_x` is the
/// launch's blockDim, `argN` its constant integer arguments).
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_kernel_effects(
    device: LLVMModuleRef,
    kernel: &str,
    target: &TargetDescription,
    known: Vec<(String, i64)>,
) -> Result<KernelEffects, EffectsGap> {
    let function = unsafe { kernel_function(device, kernel) }?;
    let known: BTreeMap<String, i64> = known
        .into_iter()
        .filter_map(|(name, value)| match name.as_str() {
            name if name == core_count_register() => Some((CORE_COUNT.to_string(), value)),
            name if name.starts_with("arg") => Some((name.to_string(), value)),
            _ => None,
        })
        .collect();
    let reading = KernelReading { known, row_products: true, iterated_trip_counts: true, exactness: true };
    let read =
        unsafe { read_kernel(device, function, target, reading) }.map_err(|reject| kernel_gap(kernel, reject))?;
    Ok(effects_of(&read))
}

fn core_count_register() -> String {
    SpecialRegister { kind: SpecialRegisterKind::GridExtent, axis: Axis::X }.isl_name()
}

fn core_index_register() -> String {
    SpecialRegister { kind: SpecialRegisterKind::BlockIndex, axis: Axis::X }.isl_name()
}

/// The core index and count under their grid names, also as factors of products.
fn as_grid(expr: &AffineExpr) -> AffineExpr {
    let rename = |name: &str| match name {
        CORE_INDEX => core_index_register(),
        CORE_COUNT => core_count_register(),
        other => other.to_string(),
    };
    expr.rename(|name| match product_factors(name) {
        Some((factor, parameter)) => product_symbol(&rename(factor), parameter),
        None => rename(name),
    })
}

/// Every GM access of the kernel's ops, with the loops around its block.
fn effects_of(read: &ReadKernel) -> KernelEffects {
    let kernel = &read.kernel;
    let cfg = CfgAnalysis::new(&kernel.succs()).ok();
    let mut effects = KernelEffects {
        definitions: kernel.definitions.iter().filter_map(|d| d.map_operands(|e| Some(as_grid(e)))).collect(),
        ..Default::default()
    };
    for (block, contents) in kernel.blocks.iter_enumerated() {
        let loops: Vec<LoopDim> = loops_around(kernel, cfg.as_ref(), block)
            .into_iter()
            .map(|l| LoopDim { trip_count: l.trip_count.as_ref().map(as_grid), ..l })
            .collect();
        for item in &contents.items {
            let Item::Op(id) = item else { continue };
            let op = &kernel.ops[*id];
            let runs_exactly = read.runs_exactly_when_guarded.get(id.0).copied().unwrap_or(false);
            for (index, access) in op.accesses.iter().enumerate() {
                let site = format!("{}_{index}", id.0);
                add_access(&mut effects, (op, runs_exactly), &site, access, &loops);
            }
        }
    }
    effects.imprecise.dedup();
    effects
}

/// The loops around `block` whose counter the reader knows, outermost first.
fn loops_around(kernel: &Kernel, cfg: Option<&CfgAnalysis>, block: BlockId) -> Vec<LoopDim> {
    let headers = cfg.map(|cfg| cfg.loop_headers_around(block)).unwrap_or_default();
    headers.into_iter().filter_map(|header| kernel.loop_dims.get(&header)).cloned().collect()
}

/// For each local address space (UB, L1, L0A/B/C) the kernel touches, one past the
/// highest byte any of its accesses can reach over every iteration (`None`: unbounded or
/// not affine, so the whole buffer may be in use); `known` fixes a launch's constants.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn local_buffer_limits(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &TargetDescription,
    known: BTreeMap<String, i64>,
) -> Result<BTreeMap<AddressSpace, Option<i64>>, ReadReject> {
    let kernel =
        unsafe { read_kernel(module, function, target, KernelReading { known, ..KernelReading::default() }) }?.kernel;
    let cfg = CfgAnalysis::new(&kernel.succs()).ok();
    let mut limits: BTreeMap<AddressSpace, Option<i64>> = BTreeMap::new();
    for (block, contents) in kernel.blocks.iter_enumerated() {
        let loops = loops_around(&kernel, cfg.as_ref(), block);
        for item in &contents.items {
            let Item::Op(id) = item else { continue };
            let op = &kernel.ops[*id];
            let context = InstanceContext { loops: &loops, guards: &op.guards, definitions: &kernel.definitions };
            for access in op.accesses.iter().filter(|a| a.space != AddressSpace::Gm) {
                let limit = byte_limit(access, &context);
                let entry = limits.entry(access.space).or_insert(Some(0));
                *entry = entry.zip(limit).map(|(a, b)| a.max(b));
            }
        }
    }
    Ok(limits)
}

/// One access of `op` (`runs_exactly`: at the instances its guards admit); `site` names
/// its counters (op and access index).
fn add_access(
    effects: &mut KernelEffects,
    (op, runs_exactly): (&PipeOp, bool),
    site: &str,
    access: &Access,
    loops: &[LoopDim],
) {
    let what = AccessKind::of(access.write);
    if access.space != AddressSpace::Gm {
        effects.shared_accesses += 1;
        return;
    }
    let parameter = match &access.base {
        MemoryBase::Argument { index, .. } => *index,
        MemoryBase::Object { name } => {
            return effects.unknown.push(EffectsGap::DeviceVariable { access: what, variable: name.clone() })
        }
        MemoryBase::LocalBuffer | MemoryBase::Unknown => {
            return effects.unknown.push(EffectsGap::UntracedAccess { access: what })
        }
    };
    let mut loops = loops.to_vec();
    let range = byte_range(op, site, &access.region, &mut loops);
    if let Err(reason) = &range {
        effects.imprecise.push(EffectsGap::OffsetNotAffine { access: what, parameter, pointer: reason.clone() });
    }
    for l in loops.iter_mut() {
        l.trip_count = l.trip_count.take().filter(|t| !t.has_products());
        if l.trip_count.is_none() {
            let counter = l.counter.clone();
            effects.imprecise.push(EffectsGap::UnboundedLoop { access: what, parameter, counter });
        }
    }
    let (offset, extent) = match range {
        Ok((offset, extent)) => (Some(offset), extent),
        Err(_) => (None, 1),
    };
    let guards: Vec<_> = op.guards.iter().filter_map(|g| g.map_expression(|e| Some(as_grid(e)))).collect();
    let exact = runs_exactly
        && loops.iter().all(|l| l.trip_count.is_some())
        && guards.len() == op.guards.len()
        && guards.iter().all(|g| !g.expression().has_products())
        && offset.as_ref().is_some_and(|o| !o.has_products());
    let index_rows = None;
    effects.accesses.push(KernelAccess {
        parameter,
        write: access.write,
        offset,
        extent,
        loops,
        guards,
        exact,
        index_rows,
    });
}

/// The start and constant extent of a footprint, adding a counter to `loops` per stride
/// dimension and for an extent that is not a constant; `Err` (what is not affine, for the
/// reason) for a whole-buffer footprint or a stride that is not a constant.
fn byte_range(op: &PipeOp, site: &str, region: &Region, loops: &mut Vec<LoopDim>) -> Result<(AffineExpr, i64), String> {
    let (offset, dims, extent) = match region {
        Region::Strided { offset, dims, extent } => (offset, dims, extent),
        Region::Whole { reason } => return Err(format!("{}: {reason}", op.label)),
    };
    let mut start = as_grid(offset);
    // A dimension of one burst adds nothing, whatever its stride.
    for (index, dim) in dims.iter().enumerate().filter(|(_, d)| d.count.as_constant() != Some(1)) {
        let stride =
            dim.stride.as_constant().ok_or_else(|| format!("{}: stride {} is not a constant", op.label, dim.stride))?;
        let counter = format!("burst{site}_{index}");
        start = start.add(&AffineExpr::symbol(counter.clone()).scale(stride));
        loops.push(LoopDim::new(counter, Some(as_grid(&dim.count))));
    }
    match extent.as_constant() {
        Some(bytes) => Ok((start, bytes)),
        None => {
            let counter = format!("byte{site}");
            start = start.add(&AffineExpr::symbol(counter.clone()));
            loops.push(LoopDim::new(counter, Some(as_grid(extent))));
            Ok((start, 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn core_index_reads_as_the_block_index() {
        let expr = AffineExpr::symbol(CORE_INDEX).scale(20000).add(&AffineExpr::symbol(CORE_COUNT));
        assert_eq!(as_grid(&expr).to_string(), "20000*ctaid_x + nctaid_x");
        let product = AffineExpr::symbol(product_symbol(CORE_INDEX, "arg2")).scale(512);
        assert_eq!(as_grid(&product).to_string(), "512*prod__ctaid_x__arg2");
    }

    #[test]
    fn bursts_and_run_time_extents_become_counters() {
        let op = PipeOp {
            pipe: syncfuse_hardware::ascend::Pipe::Mte2,
            name: "copy_gm_to_ubuf".into(),
            label: "copy_gm_to_ubuf#3 in %loop".into(),
            accesses: Vec::new(),
            guards: Vec::new(),
            copy_of: None,
        };
        let region = Region::Strided {
            offset: AffineExpr::symbol(CORE_INDEX).scale(1024),
            dims: vec![syncfuse_poly::footprint::StridedDim {
                count: AffineExpr::constant(4),
                stride: AffineExpr::constant(256),
            }],
            extent: AffineExpr::symbol("m0").scale(32),
        };
        let mut loops = Vec::new();
        let (start, extent) = byte_range(&op, "3_0", &region, &mut loops).unwrap();
        assert_eq!(start.to_string(), "256*burst3_0_0 + byte3_0 + 1024*ctaid_x");
        assert_eq!(extent, 1);
        let bounds: Vec<String> =
            loops.iter().map(|l| format!("{} < {}", l.counter, l.trip_count.clone().unwrap())).collect();
        assert_eq!(bounds, ["burst3_0_0 < 4", "byte3_0 < 32*m0"]);
        let whole = Region::Whole { reason: "len not affine".into() };
        assert!(byte_range(&op, "3_0", &whole, &mut Vec::new()).unwrap_err().contains("len not affine"));
    }
}
