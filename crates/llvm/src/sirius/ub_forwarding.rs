//! On-chip forwarding in a fused AI-Core kernel (applies what `syncfuse_ascend_sync::round_trip`
//! and `syncfuse_sirius::fusion::liveness` prove): first `tile_loop_fusion` joins the fragments'
//! tile loops that run the same iterations, so that a tile's store and load meet in one
//! iteration; then a `copy_gm_to_ubuf` that reads back what a `copy_ubuf_to_gm` of the
//! same core just wrote (in the same iteration of the same loops) becomes a
//! `copy_ubuf_to_ubuf` from the stored UB bytes (pipe V), or disappears when the load
//! would write the very bytes it reads; a second `copy_gm_to_ubuf` of a tile an earlier
//! one put in UB (two fragments reading one input) is served from there the same way;
//! then, for each buffer that nothing outside the
//! fused kernel observes (the UAR liveness) and that no op of the fused kernel still
//! reads, every store into it is removed.
//!
//! Invariants: a load is rewritten only when the two calls move the same bursts (equal
//! `nBurst` and `lenBurst`, the store's destination gap equal to the load's source gap), so
//! byte `k` of the load's destination receives the UB byte the store copied to the GM byte
//! the load reads as byte `k`; a store is removed only when its every write goes to one
//! buffer proven unobserved and no read in the kernel may touch that buffer (re-read after
//! the forwarding). Pipe synchronisation is not this module's concern: `ascend-sync` runs
//! after `sirius` and orders the new V copy like any other op. Sits after
//! `ascend_fusion::fuse_ascend_launches` (the fused kernel exists) and before the report.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::ascend_kernel_reader::{read_kernel_and_cfg, ReadKernel, UnreadableKernel};
use crate::sirius::pass_pipeline::{optimise_only, PipelineFailed};
use crate::sirius::tile_loop_fusion::{fuse_tile_loops, TileLoopFusion};
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use serde::Serialize;
use std::collections::{BTreeSet, HashMap};
use std::ffi::CString;
use syncfuse_ascend_sync::model::{Kernel, OpId, PipeOp, SCALAR_LOAD, SCALAR_STORE};
use syncfuse_ascend_sync::round_trip::{gm_repeated_loads, gm_round_trips, RoundTrip, COPY_UB_TO_GM, COPY_UB_TO_UB};
use syncfuse_hardware::ascend::{AddressSpace, TargetDescription};
use syncfuse_hardware::call_name::identifier;
use syncfuse_poly::footprint::{Access, MemoryBase};
use syncfuse_sirius::ascend::ascend_plan::ParameterMemory;
use syncfuse_sirius::fusion::liveness::StoreKept;
use syncfuse_sirius::model::program::BufferName;
use syncfuse_sirius::model::uar::serialize_as_texts;
use thiserror::Error;

/// Operand positions of the burst copies (`copy_*(dst, src, sid, nBurst, lenBurst, srcGap, dstGap)`).
const DESTINATION: u32 = 0;
const SOURCE: u32 = 1;
const BURSTS: u32 = 3;
const BURST_LENGTH: u32 = 4;
const SOURCE_GAP: u32 = 5;
const DESTINATION_GAP: u32 = 6;
/// What replaces a forwarded scalar load.
const STORED_VALUE: &str = "the stored value";

/// A load from GM served from UB.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ForwardedLoad {
    /// The load as read (`copy_gm_to_ubuf#7 in %entry`).
    pub load: String,
    /// The store whose UB bytes it now reads.
    pub store: String,
    /// `copy_ubuf_to_ubuf`, `none` when the bytes were already in place, or `the stored
    /// value` for a scalar load.
    pub replacement: &'static str,
}

/// A load from GM of a tile an earlier load of the kernel put in UB, now served from there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoadedOnce {
    pub load: String,
    /// The earlier load whose UB bytes it now reads.
    pub first: String,
    /// `copy_ubuf_to_ubuf`, or `none` when the bytes were already in place.
    pub replacement: &'static str,
}

/// A repeated load left as it is, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeptLoad {
    pub load: String,
    pub first: String,
    pub reason: String,
}

/// A store removed because nothing observes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RemovedStore {
    pub store: String,
    pub buffer: String,
    /// Why no one can observe it (UAR liveness, and no read left in the kernel).
    pub proof: String,
}

/// A round trip left as it is, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeptRoundTrip {
    pub load: String,
    pub store: String,
    pub reason: String,
}

/// What the forwarding did to one fused kernel.
#[derive(Clone, Debug, Default, Serialize)]
pub struct UbForwarding {
    /// Tile loops fused first, and adjacent ones kept apart with the reasons.
    pub tile_loops: TileLoopFusion,
    pub forwarded: Vec<ForwardedLoad>,
    pub kept_round_trips: Vec<KeptRoundTrip>,
    /// Second loads of a tile in UB, served from the first (`round_trip::gm_repeated_loads`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub loaded_once: Vec<LoadedOnce>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub kept_loads: Vec<KeptLoad>,
    pub removed_stores: Vec<RemovedStore>,
    /// Buffers the fused kernel writes whose stores stay, with the reason.
    #[serde(serialize_with = "serialize_as_texts")]
    pub kept_stores: Vec<StoreKept>,
}

/// Why forwarding could not finish on a fused kernel.
#[derive(Debug, Error)]
pub enum ForwardingReject {
    #[error(transparent)]
    Unreadable(#[from] UnreadableKernel),
    #[error("the clean-up after forwarding failed: {0}")]
    Cleanup(#[from] PipelineFailed),
}

/// What runs on the fused kernel after forwarding: the address computations of erased
/// loads and stores go, and the blocks that tile-loop fusion chained merge.
const CLEANUP: &str = "function(adce,simplifycfg)";

/// Fuses the tile loops of `fused`, forwards its round trips through UB, then removes the stores into each
/// buffer it writes that no op of the kernel reads any more and that `liveness` proves
/// unobserved outside (the UAR proof's text, or why something outside observes it).
/// `parameters` says where each parameter of `fused` may point.
///
/// # Safety
/// `device` must be a live module and `fused` one of its defined functions.
pub unsafe fn forward_through_ub(
    device: LLVMModuleRef,
    fused: LLVMValueRef,
    target: &TargetDescription,
    parameters: &[ParameterMemory],
    liveness: impl Fn(&BufferName) -> Result<String, StoreKept>,
) -> Result<UbForwarding, ForwardingReject> {
    // SAFETY: reads and edits of the live fused kernel.
    unsafe {
        let mut outcome =
            UbForwarding { tile_loops: fuse_tile_loops(device, fused, target)?, ..UbForwarding::default() };
        let (read, cfg) = read_kernel_and_cfg(device, fused, target)?;
        for trip in gm_round_trips(&read.kernel, &cfg) {
            let (load, store) = (read.kernel.ops[trip.load].label.clone(), read.kernel.ops[trip.store].label.clone());
            let mut values = ValueReader::new(device, fused, SymbolEnvironment::comparing_values());
            match forward(device, &read, &mut values, trip) {
                Ok(replacement) => outcome.forwarded.push(ForwardedLoad { load, store, replacement }),
                Err(reason) => outcome.kept_round_trips.push(KeptRoundTrip { load, store, reason: reason.to_string() }),
            }
        }
        let labels: HashMap<LLVMValueRef, String> =
            read.ops.iter().zip(&read.kernel.ops).map(|(&value, op)| (value, op.label.clone())).collect();
        let (mut read, cfg) = read_kernel_and_cfg(device, fused, target)?;
        relabel(&mut read, &labels);
        for repeated in gm_repeated_loads(&read.kernel, &cfg) {
            let (load, first) =
                (read.kernel.ops[repeated.load].label.clone(), read.kernel.ops[repeated.first].label.clone());
            let mut values = ValueReader::new(device, fused, SymbolEnvironment::comparing_values());
            let source = UbSource::earlier_load(read.ops[repeated.first.0]);
            match serve_from_ub(device, &mut values, source, (read.ops[repeated.load.0], repeated.overlapping)) {
                Ok(replacement) => outcome.loaded_once.push(LoadedOnce { load, first, replacement }),
                Err(reason) => outcome.kept_loads.push(KeptLoad { load, first, reason: reason.to_string() }),
            }
        }
        let (mut read, _) = read_kernel_and_cfg(device, fused, target)?;
        relabel(&mut read, &labels);
        for buffer in written_buffers(&read.kernel, parameters) {
            let proof = no_read_left(&read.kernel, parameters, &buffer).and_then(|()| liveness(&buffer));
            match proof {
                Ok(proof) => outcome.removed_stores.extend(remove_stores(&read, parameters, &buffer, &proof)),
                Err(kept) => outcome.kept_stores.push(kept),
            }
        }
        optimise_only(device, &[fused], CLEANUP)?;
        Ok(outcome)
    }
}

/// Names each op of `read` as the first read named it (the report's names stay those of
/// the kernel before loads went); an op made since keeps its new name.
fn relabel(read: &mut ReadKernel, labels: &HashMap<LLVMValueRef, String>) {
    for (value, op) in read.ops.iter().zip(read.kernel.ops.iter_mut()) {
        op.label = labels.get(value).cloned().unwrap_or_else(|| std::mem::take(&mut op.label));
    }
}

/// Why a round trip stays.
#[derive(Clone, Copy, Debug, Error)]
enum BurstMismatch {
    #[error("the store and the load move different bursts (nBurst, lenBurst or the GM gap differ)")]
    Shape,
    #[error("the scalar load reads another type than the store wrote")]
    ScalarType,
    #[error("the two loads' UB bytes overlap without being the same")]
    Overlapping,
}

/// Rewrites the load of `trip`; returns what replaced it.
unsafe fn forward(
    device: LLVMModuleRef,
    read: &ReadKernel,
    values: &mut ValueReader,
    trip: RoundTrip,
) -> Result<&'static str, BurstMismatch> {
    let (store, load) = (read.ops[trip.store.0], read.ops[trip.load.0]);
    if read.kernel.ops[trip.load].name == SCALAR_LOAD {
        // SAFETY: a live scalar store and load of the fused kernel.
        return unsafe { forward_scalar(store, load) };
    }
    // SAFETY: as the caller's.
    unsafe { serve_from_ub(device, values, UbSource::store(store), (load, false)) }
}

/// Where a GM-to-UB copy's data already is in UB: a call's UB pointer operand and its
/// UB-side gap, and the gap of its GM side (which must equal the load's source gap for the
/// bursts to match byte for byte).
#[derive(Clone, Copy)]
struct UbSource {
    call: LLVMValueRef,
    pointer: u32,
    gap: u32,
    gm_gap: u32,
}

impl UbSource {
    /// A UB-to-GM copy: the UB bytes it read.
    fn store(call: LLVMValueRef) -> UbSource {
        UbSource { call, pointer: SOURCE, gap: SOURCE_GAP, gm_gap: DESTINATION_GAP }
    }

    /// An earlier GM-to-UB copy of the same tile: the UB bytes it wrote.
    fn earlier_load(call: LLVMValueRef) -> UbSource {
        UbSource { call, pointer: DESTINATION, gap: DESTINATION_GAP, gm_gap: SOURCE_GAP }
    }
}

/// Replaces the GM-to-UB copy `load` by a UB-to-UB copy from `source` (or erases it when
/// the data is already in place: the same UB bytes); `overlapping`: the two UB ranges may
/// overlap, so only the in-place case goes. Returns what replaced it.
unsafe fn serve_from_ub(
    device: LLVMModuleRef,
    values: &mut ValueReader,
    source: UbSource,
    (load, overlapping): (LLVMValueRef, bool),
) -> Result<&'static str, BurstMismatch> {
    // SAFETY: operand queries and edits of two live calls of the fused kernel.
    unsafe {
        let operand = |call: LLVMValueRef, index: u32| LLVMGetOperand(call, index);
        let same_bursts = same_integer(values, operand(source.call, BURSTS), operand(load, BURSTS))
            && same_integer(values, operand(source.call, BURST_LENGTH), operand(load, BURST_LENGTH))
            && same_integer(values, operand(source.call, source.gm_gap), operand(load, SOURCE_GAP));
        if !same_bursts {
            return Err(BurstMismatch::Shape);
        }
        let in_place = same_ub_pointer(values, operand(load, DESTINATION), operand(source.call, source.pointer))
            && same_integer(values, operand(load, DESTINATION_GAP), operand(source.call, source.gap));
        if in_place {
            LLVMInstructionEraseFromParent(load);
            return Ok("none");
        }
        if overlapping {
            return Err(BurstMismatch::Overlapping);
        }
        let copy = ub_to_ub_copy(device, operand(source.call, source.pointer), load);
        let mut arguments: Vec<LLVMValueRef> = (0..7).map(|index| operand(load, index)).collect();
        arguments[SOURCE as usize] = operand(source.call, source.pointer);
        arguments[SOURCE_GAP as usize] = operand(source.call, source.gap);
        let builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(device));
        LLVMPositionBuilderBefore(builder, load);
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(load));
        LLVMBuildCall2(
            builder,
            LLVMGlobalGetValueType(copy),
            copy,
            arguments.as_mut_ptr(),
            arguments.len() as u32,
            c"".as_ptr(),
        );
        LLVMDisposeBuilder(builder);
        LLVMInstructionEraseFromParent(load);
        Ok(COPY_UB_TO_UB)
    }
}

/// Replaces a scalar load of exactly the bytes `store` wrote by the stored value.
unsafe fn forward_scalar(store: LLVMValueRef, load: LLVMValueRef) -> Result<&'static str, BurstMismatch> {
    // SAFETY: operand and type queries, then the load's replacement.
    unsafe {
        let stored = LLVMGetOperand(store, 0);
        if LLVMTypeOf(stored) != LLVMTypeOf(load) {
            return Err(BurstMismatch::ScalarType);
        }
        LLVMReplaceAllUsesWith(load, stored);
        LLVMInstructionEraseFromParent(load);
    }
    Ok(STORED_VALUE)
}

/// Two integer operands of one function that certainly hold the same value: one value,
/// or the same affine expression (`SymbolEnvironment::comparing_values`: the tile length
/// `min(n - i, 2048)` that two fused fragments compute separately compares equal).
fn same_integer(values: &mut ValueReader, a: LLVMValueRef, b: LLVMValueRef) -> bool {
    a == b || matches!((values.integer(a), values.integer(b)), (Some(x), Some(y)) if x == y)
}

/// Two UB pointers of one function that certainly hold the same address.
fn same_ub_pointer(values: &mut ValueReader, a: LLVMValueRef, b: LLVMValueRef) -> bool {
    let (Some(x), Some(y)) = (values.pointer(a), values.pointer(b)) else { return false };
    x.base == MemoryBase::LocalBuffer && x.base == y.base && x.offset.is_some() && x.offset == y.offset
}

/// The module's `copy_ubuf_to_ubuf`, else a declaration of it with the operand types of
/// `load` (its destination and its source both UB pointers, as `source` is).
unsafe fn ub_to_ub_copy(device: LLVMModuleRef, source: LLVMValueRef, load: LLVMValueRef) -> LLVMValueRef {
    let name = CString::new(COPY_UB_TO_UB).expect("no NUL");
    // SAFETY: a lookup or a declaration in the live device module.
    unsafe {
        let existing = LLVMGetNamedFunction(device, name.as_ptr());
        if !existing.is_null() {
            return existing;
        }
        let mut types: Vec<LLVMTypeRef> = (0..7).map(|index| LLVMTypeOf(LLVMGetOperand(load, index))).collect();
        types[SOURCE as usize] = LLVMTypeOf(source);
        let void = LLVMVoidTypeInContext(LLVMGetModuleContext(device));
        LLVMAddFunction(device, name.as_ptr(), LLVMFunctionType(void, types.as_mut_ptr(), types.len() as u32, 0))
    }
}

/// The buffers `kernel` writes through a parameter that points into one buffer alone.
fn written_buffers(kernel: &Kernel, parameters: &[ParameterMemory]) -> BTreeSet<BufferName> {
    let accesses = kernel.ops.iter().flat_map(|op| &op.accesses);
    accesses.filter(|a| a.write).filter_map(|a| sole_buffer(a, parameters)).cloned().collect()
}

/// The one device buffer `access` touches, when it goes through a parameter that points
/// into one buffer alone.
fn sole_buffer<'a>(access: &Access, parameters: &'a [ParameterMemory]) -> Option<&'a BufferName> {
    match (&access.base, access.space) {
        (MemoryBase::Argument { index, .. }, AddressSpace::Gm) => match parameters.get(*index as usize) {
            Some(ParameterMemory::Buffer(buffer)) => Some(buffer),
            _ => None,
        },
        _ => None,
    }
}

/// `Ok` when no op of `kernel` may read `buffer`.
fn no_read_left(kernel: &Kernel, parameters: &[ParameterMemory], buffer: &BufferName) -> Result<(), StoreKept> {
    let reader = kernel.ops.iter().find(|op| op.accesses.iter().any(|a| !a.write && may_touch(a, parameters, buffer)));
    match reader {
        Some(op) => Err(StoreKept::ReadInKernel { buffer: buffer.clone(), op: op.label.clone() }),
        None => Ok(()),
    }
}

/// May `access` touch device `buffer`?
fn may_touch(access: &Access, parameters: &[ParameterMemory], buffer: &BufferName) -> bool {
    if access.space != AddressSpace::Gm {
        return false;
    }
    match &access.base {
        MemoryBase::Argument { index, .. } => {
            parameters.get(*index as usize).is_none_or(|memory| memory.may_point_into(buffer))
        }
        MemoryBase::LocalBuffer | MemoryBase::Object { .. } => false,
        MemoryBase::Unknown => true,
    }
}

/// Erases every op of `read` whose only effect is writing into `buffer` (a UB-to-GM copy
/// or a scalar store through a parameter that points into that buffer alone).
unsafe fn remove_stores(
    read: &ReadKernel,
    parameters: &[ParameterMemory],
    buffer: &BufferName,
    proof: &str,
) -> Vec<RemovedStore> {
    let only_into_buffer = |op: &PipeOp| {
        let is_store = identifier(&op.name) == COPY_UB_TO_GM || op.name == SCALAR_STORE;
        let writes_only_buffer =
            op.accesses.iter().filter(|a| a.write).all(|a| sole_buffer(a, parameters) == Some(buffer));
        is_store && writes_only_buffer
    };
    let mut removed = Vec::new();
    for (op, data) in read.kernel.ops.iter_enumerated().filter(|(_, data)| only_into_buffer(data)) {
        let OpId(index) = op;
        // SAFETY: a live store instruction or void call of the fused kernel, with no users.
        unsafe { LLVMInstructionEraseFromParent(read.ops[index]) };
        removed.push(RemovedStore { store: data.label.clone(), buffer: buffer.to_string(), proof: proof.to_string() });
    }
    removed
}
