//! LLVM adapter for CUDA programs: reads a host module (and the device module holding the
//! kernels, which may be the same module) into a `sirius::program::HostProgram`.
//!
//! Host side (`host_reader` does the walk): the runtime calls of `hardware::cuda`
//! (`cudaMalloc`, copies, sets, frees, synchronisations) and launches:
//! `__cudaPushCallConfiguration` followed by a call of a device stub, or by
//! `cudaLaunchKernel(stub, ..., argv, ...)` when clang inlined the stub (the arguments are
//! then the values stored into the slots `argv` points to). Device side: each launched kernel is read
//! with `crate::affine::read_memory_accesses`, the launch's constant shape and arguments
//! folded in (memoised per kernel and constants).
//!
//! Invariant: nothing unknown is dropped silently. A call this adapter does not know in
//! a host function is ignored only if it cannot touch device memory through pointers the
//! program tracks (we note it in `rejects` when it is passed a device buffer); a kernel
//! that cannot be read makes its launch's effects unknown with the reason.

use crate::affine;
use crate::affine::{SymbolEnvironment, ValueReader};
pub use crate::host_reader::CallContexts;
use crate::host_reader::{
    call_arguments, callee_name_of_call, constant, operand, read_host_program, stores_by_address, HostReader,
    HostRuntime, KernelCache, KernelReader,
};
use crate::host_reader::{instructions_before, kernel_function, kernel_gap};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};
use syncfuse_hardware::cuda::{kernel_of_stub, AddressSpace, Dim3, MemcpyKind, RuntimeCall};
use syncfuse_ir::{callee_name, function_instructions, parameter_space_bytes, value_name};
use syncfuse_poly::footprint::{BlockWork, LoopDim, MemoryBase, Region};
use syncfuse_sirius::model::effects::launch_constants;
use syncfuse_sirius::model::gap::{AccessKind, EffectsGap};
use syncfuse_sirius::model::kernel_effects::{KernelAccess, KernelEffects};
use syncfuse_sirius::model::program::{
    DevicePointer, HostProgram, KernelName, Launch, LaunchArgument, Platform, Shape, StatementKind,
};

/// Reads the whole program: host functions of `host`, kernels from `device`.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_program(host: LLVMModuleRef, device: LLVMModuleRef, contexts: CallContexts) -> HostProgram {
    // SAFETY: the device module outlives the cache (the caller's contract).
    let kernels = KernelCache::new(move |kernel: &str, known| unsafe { read_kernel(device, kernel, known) });
    let mut runtime = CudaRuntime { device, kernels };
    unsafe { read_host_program(host, &mut runtime, contexts) }
}

/// The CUDA runtime as the host reader sees it.
struct CudaRuntime<R> {
    device: LLVMModuleRef,
    kernels: KernelCache<R>,
}

impl<R: KernelReader> HostRuntime for CudaRuntime<R> {
    fn is_device_code(&self, function: LLVMValueRef) -> bool {
        kernel_of_stub(&unsafe { value_name(function) }).is_some() || is_kernel(self.device, function)
    }

    fn allocation(&self, call: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)> {
        matches!(runtime_call(call), Some((RuntimeCall::Malloc, _))).then(|| (operand(call, 0), operand(call, 1)))
    }

    fn statement(
        &mut self,
        host: &mut HostReader,
        function: LLVMValueRef,
        call: LLVMValueRef,
    ) -> Option<StatementKind> {
        match runtime_call(call) {
            Some((RuntimeCall::LaunchKernel, _)) => {
                let stub = unsafe { value_name(operand(call, 0)) };
                let arguments = argv_values(&host.stores, call);
                Some(self.launch(host, function, call, &stub, &arguments))
            }
            Some((runtime, _)) => runtime_statement(host, runtime, call),
            None => match callee_name_of_call(call).filter(|name| kernel_of_stub(name).is_some()) {
                Some(stub) => {
                    let arguments: Vec<_> = call_arguments(call).into_iter().map(Ok).collect();
                    Some(self.launch(host, function, call, &stub, &arguments))
                }
                None => host.external_call(call),
            },
        }
    }

    /// `__cudaPushCallConfiguration(...) == 0` (or `!= 0`): clang launches only when the
    /// push returns 0, which it does unless the configuration is in error.
    fn condition_when_working(&self, condition: LLVMValueRef) -> Option<bool> {
        // SAFETY: kind, predicate and operand queries on a live value.
        unsafe {
            if LLVMIsAICmpInst(condition).is_null() || constant(LLVMGetOperand(condition, 1)) != Some(0) {
                return None;
            }
            let pushed = runtime_call(LLVMGetOperand(condition, 0));
            match (pushed, LLVMGetICmpPredicate(condition)) {
                (Some((RuntimeCall::PushCallConfiguration, _)), LLVMIntPredicate::LLVMIntEQ) => Some(true),
                (Some((RuntimeCall::PushCallConfiguration, _)), LLVMIntPredicate::LLVMIntNE) => Some(false),
                _ => None,
            }
        }
    }
}

impl<R: KernelReader> CudaRuntime<R> {
    /// A launch statement. Its effects are unknown with dynamic shared memory: the fused
    /// kernel would get none, and its fragments would share the one dynamic array.
    fn launch(
        &mut self,
        host: &mut HostReader,
        function: LLVMValueRef,
        call: LLVMValueRef,
        stub: &str,
        arguments: &[Result<LLVMValueRef, LLVMTypeRef>],
    ) -> StatementKind {
        let (grid, block) = launch_shape(host, function, call);
        let kernel = kernel_of_stub(stub).unwrap_or_else(|| stub.to_string());
        let types = arguments.iter().map(|a| a.map_or_else(|ty| ty, |a| unsafe { LLVMTypeOf(a) }));
        let parameter_bytes = unsafe { parameter_space_bytes(LLVMGetGlobalParent(function), types) };
        let read = |(index, argument): (usize, &Result<LLVMValueRef, LLVMTypeRef>)| match *argument {
            Ok(value) => host.argument(value),
            Err(ty) => unread_argument(ty, index),
        };
        let arguments: Vec<LaunchArgument> = arguments.iter().enumerate().map(read).collect();
        let effects = match dynamic_shared(host, function, call) {
            Some(0) => self.kernels.effects(&kernel, launch_constants(&grid, &block, &arguments)),
            bytes => Err(EffectsGap::DynamicSharedMemory { bytes }),
        };
        StatementKind::Launch(Launch {
            platform: Platform::Cuda,
            kernel: KernelName::new(kernel),
            grid,
            block,
            arguments,
            parameter_bytes,
            effects,
            regrid: None,
        })
    }
}

/// A launch argument of type `ty` whose value is not read: a pointer that may point
/// anywhere, an integer of unknown value.
fn unread_argument(ty: LLVMTypeRef, index: usize) -> LaunchArgument {
    // SAFETY: a type query.
    match unsafe { LLVMGetTypeKind(ty) } {
        LLVMTypeKind::LLVMPointerTypeKind => {
            LaunchArgument::Pointer(DevicePointer::Unknown { reason: EffectsGap::LaunchArgumentUnread { index } })
        }
        LLVMTypeKind::LLVMIntegerTypeKind => LaunchArgument::Integer(None),
        _ => LaunchArgument::Other,
    }
}

/// Is `function` a kernel (listed as such in `!nvvm.annotations` of the module)?
fn is_kernel(module: LLVMModuleRef, function: LLVMValueRef) -> bool {
    // SAFETY: named-metadata queries on a live module.
    unsafe {
        let name = c"nvvm.annotations";
        let count = LLVMGetNamedMetadataNumOperands(module, name.as_ptr());
        if count == 0 || LLVMGetGlobalParent(function) != module {
            return false;
        }
        let mut operands = vec![std::ptr::null_mut(); count as usize];
        LLVMGetNamedMetadataOperands(module, name.as_ptr(), operands.as_mut_ptr());
        operands.into_iter().any(|node| {
            let fields = LLVMGetMDNodeNumOperands(node) as usize;
            let mut values = vec![std::ptr::null_mut(); fields];
            LLVMGetMDNodeOperands(node, values.as_mut_ptr());
            values.first() == Some(&function)
        })
    }
}

/// The effects of `kernel`, a kernel of `device`, with the symbol values `known` folded in
/// (a launch's constants; sirius re-reads the kernels it made the same way).
///
/// # Safety
/// `device` must be a live module, kept alive for the call.
pub unsafe fn read_kernel(
    device: LLVMModuleRef,
    kernel: &str,
    known: Vec<(String, i64)>,
) -> Result<KernelEffects, EffectsGap> {
    let function = unsafe { kernel_function(device, kernel) }?;
    let environment = SymbolEnvironment {
        known: known.into_iter().collect(),
        quasi_affine: true,
        row_products: true,
        iterated_trip_counts: true,
        extrema: true,
        ..Default::default()
    };
    let read = unsafe { affine::read_memory_accesses(device, function, environment) }
        .map_err(|reject| kernel_gap(kernel, reject))?;
    let definitions = read.definitions;
    let (barriers, warp_collectives) = (read.barriers, read.warp_collectives);
    let work = merged_work(read.work);
    let mut effects = KernelEffects { barriers, warp_collectives, definitions, work, ..Default::default() };
    for access in read.accesses {
        let what = AccessKind::of(access.access.write);
        let (offset, extent) = match &access.access.region {
            Region::Strided { offset, dims, extent } if dims.is_empty() => (Some(offset.clone()), extent.as_constant()),
            _ => (None, None),
        };
        match &access.access.base {
            MemoryBase::Argument { index, .. } => {
                match &offset {
                    None => {
                        // SAFETY: the access's instruction is live in the device module.
                        let pointer = unsafe { affine::opaque_value(affine::pointer_operand(access.instruction)) }.0;
                        effects.imprecise.push(EffectsGap::OffsetNotAffine { access: what, parameter: *index, pointer })
                    }
                    Some(o) if o.has_products() => {
                        effects.imprecise.push(EffectsGap::RunTimeRowLength { access: what, parameter: *index })
                    }
                    Some(_) => {}
                }
                // Products are split only in offsets: elsewhere they are not affine.
                let loops: Vec<LoopDim> = access
                    .loops
                    .iter()
                    .map(|l| LoopDim { trip_count: l.trip_count.clone().filter(|t| !t.has_products()), ..l.clone() })
                    .collect();
                for l in loops.iter().filter(|l| l.trip_count.is_none()) {
                    let counter = l.counter.clone();
                    effects.imprecise.push(EffectsGap::UnboundedLoop { access: what, parameter: *index, counter });
                }
                let guards: Vec<_> = access.guards.iter().filter(|g| !g.expression().has_products()).cloned().collect();
                let exact = access.exact
                    && loops.iter().all(|l| l.trip_count.is_some())
                    && guards.len() == access.guards.len()
                    && offset.as_ref().is_some_and(|o| !o.has_products())
                    && extent.is_some();
                let extent = extent.unwrap_or(1);
                effects.accesses.push(KernelAccess {
                    parameter: *index,
                    write: access.access.write,
                    offset,
                    extent,
                    loops,
                    guards,
                    exact,
                    index_rows: access.index_rows.clone(),
                });
            }
            MemoryBase::Object { name } if is_shared(device, name) => effects.shared_accesses += 1,
            MemoryBase::Object { name } => {
                effects.unknown.push(EffectsGap::DeviceVariable { access: what, variable: name.clone() })
            }
            _ => effects.unknown.push(EffectsGap::UntracedAccess { access: what }),
        }
    }
    effects.imprecise.dedup();
    Ok(effects)
}

/// `work` with the blocks that run under the same loops and unit guards, depending on the
/// same parameters, added up, and
/// the run-time row lengths (products, not affine) out of trip counts and guards, as for
/// accesses.
fn merged_work(work: Vec<BlockWork>) -> Vec<BlockWork> {
    let mut merged: Vec<BlockWork> = Vec::new();
    for mut block in work {
        for dimension in &mut block.loops {
            dimension.trip_count = dimension.trip_count.take().filter(|t| !t.has_products());
        }
        block.unit_guards.retain(|g| !g.expression().has_products());
        let same_place = |m: &&mut BlockWork| {
            (m.parameters, &m.loops, &m.unit_guards) == (block.parameters, &block.loops, &block.unit_guards)
        };
        match merged.iter_mut().find(same_place) {
            Some(same) => same.instructions += block.instructions,
            None => merged.push(block),
        }
    }
    merged
}

fn is_shared(module: LLVMModuleRef, global: &str) -> bool {
    let Ok(name) = std::ffi::CString::new(global) else { return false };
    // SAFETY: global lookup and type query on a live module.
    unsafe {
        let value = LLVMGetNamedGlobal(module, name.as_ptr());
        !value.is_null()
            && AddressSpace::from_number(LLVMGetPointerAddressSpace(LLVMTypeOf(value))) == Some(AddressSpace::Shared)
    }
}

fn runtime_call(instruction: LLVMValueRef) -> Option<(RuntimeCall, String)> {
    // SAFETY: opcode query.
    if unsafe { LLVMGetInstructionOpcode(instruction) } != LLVMOpcode::LLVMCall {
        return None;
    }
    let name = unsafe { callee_name(instruction) }?;
    RuntimeCall::from_name(&name).map(|call| (call, name))
}

/// A packed `dim3` (`x | y << 32`, `z`) through the recogniser (constants folded): per
/// axis, the constant or `None`. A run-time `x` with a constant `y` is clang's
/// `or i64 (zext x), (y << 32)`.
fn shape(host: &mut HostReader, xy: LLVMValueRef, z: LLVMValueRef) -> Shape {
    let z = host.values.integer(z).and_then(|z| z.as_constant()).map(|z| i64::from(z as u32));
    if let Some(packed) = host.values.integer(xy).and_then(|xy| xy.as_constant()) {
        let dim = Dim3::from_packed(packed as u64, 0);
        return [Some(i64::from(dim.x)), Some(i64::from(dim.y)), z];
    }
    // SAFETY: opcode and operand queries after the instruction check.
    let high = unsafe {
        let is_or = !LLVMIsAInstruction(xy).is_null() && LLVMGetInstructionOpcode(xy) == LLVMOpcode::LLVMOr;
        is_or.then(|| constant(LLVMGetOperand(xy, 1))).flatten().filter(|c| c & 0xffff_ffff == 0)
    };
    [None, high.map(|c| i64::from(Dim3::from_packed(c, 0).y)), z]
}

/// The grid and block of a launch, from its `__cudaPushCallConfiguration` (unknown if
/// there is none).
fn launch_shape(host: &mut HostReader, function: LLVMValueRef, launch: LLVMValueRef) -> (Shape, Shape) {
    match unsafe { push_call_of(host.values, function, launch) } {
        Some(push) => {
            (shape(host, operand(push, 0), operand(push, 1)), shape(host, operand(push, 2), operand(push, 3)))
        }
        None => ([None; 3], [None; 3]),
    }
}

/// The bytes of dynamic shared memory of a launch, from its `__cudaPushCallConfiguration`
/// (`None` if unknown).
fn dynamic_shared(host: &mut HostReader, function: LLVMValueRef, launch: LLVMValueRef) -> Option<i64> {
    let push = unsafe { push_call_of(host.values, function, launch) }?;
    host.values.integer(operand(push, 4)).and_then(|bytes| bytes.as_constant())
}

fn runtime_statement(host: &mut HostReader, call: RuntimeCall, instruction: LLVMValueRef) -> Option<StatementKind> {
    Some(match call {
        // An asynchronous copy or set takes the synchronous one's operands, then a stream.
        RuntimeCall::Memcpy | RuntimeCall::MemcpyAsync => {
            let kind = constant(operand(instruction, 3)).and_then(MemcpyKind::from_value);
            let host_destination = matches!(kind, Some(MemcpyKind::DeviceToHost | MemcpyKind::HostToHost));
            let host_source = matches!(kind, Some(MemcpyKind::HostToDevice | MemcpyKind::HostToHost));
            StatementKind::Memcpy {
                kind,
                destination: host.device_pointer(operand(instruction, 0), host_destination),
                source: host.device_pointer(operand(instruction, 1), host_source),
                bytes: host.values.integer(operand(instruction, 2)),
            }
        }
        RuntimeCall::Memset | RuntimeCall::MemsetAsync => StatementKind::Memset {
            destination: host.device_pointer(operand(instruction, 0), false),
            bytes: host.values.integer(operand(instruction, 2)),
        },
        RuntimeCall::Free => StatementKind::Free { pointer: host.device_pointer(operand(instruction, 0), false) },
        RuntimeCall::DeviceSynchronize | RuntimeCall::StreamSynchronize | RuntimeCall::EventSynchronize => {
            StatementKind::Synchronize
        }
        _ => return None,
    })
}
/// What a `cudaLaunchKernel` (an inlined stub) passes in each slot of its `argv`: per
/// slot, the value stored last before the launch, found through the pointer stored last
/// into `argv[i]` before it (`Err`: the type of a value not read, see [`stored_before`];
/// a pointer where not even the slot is read).
/// Flow-sensitive because a stub inlined into a host loop that clang unrolled stores into
/// the same slots once per launch.
fn argv_values(
    stores: &HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    launch: LLVMValueRef,
) -> Vec<Result<LLVMValueRef, LLVMTypeRef>> {
    let argv = operand(launch, 5);
    let mut slots: BTreeMap<i64, LLVMValueRef> = BTreeMap::new();
    for &address in stores.keys() {
        if let Some(index) = argv_index(address, argv) {
            slots.insert(index, address);
        }
    }
    let value_in = |address| stored_before(stores, address, launch);
    slots.values().map(|&address| value_in(address).and_then(value_in)).collect()
}

/// The value in `address` when `launch` runs: the last store to it before the launch in
/// the launch's block, else the one value every store of the function puts there; else
/// `Err` with the type of the values stored.
fn stored_before(
    stores: &HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    address: LLVMValueRef,
    launch: LLVMValueRef,
) -> Result<LLVMValueRef, LLVMTypeRef> {
    // SAFETY: instruction walks and operand queries within the launch's live block.
    unsafe {
        let mut instruction = LLVMGetPreviousInstruction(launch);
        while !instruction.is_null() {
            if LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMStore && operand(instruction, 1) == address {
                return Ok(operand(instruction, 0));
            }
            instruction = LLVMGetPreviousInstruction(instruction);
        }
        let values = stores.get(&address).map(Vec::as_slice).unwrap_or_default();
        match values {
            [first, rest @ ..] if rest.iter().all(|v| v == first) => Ok(*first),
            [first, ..] => Err(LLVMTypeOf(*first)),
            [] => Err(LLVMTypeOf(address)),
        }
    }
}

/// The values a launch passes to its kernel: the arguments of a device-stub call, or of
/// `cudaLaunchKernel` in an inlined stub (`None`: one of them is not read).
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn launch_arguments(function: LLVMValueRef, launch: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
    match runtime_call(launch) {
        Some((RuntimeCall::LaunchKernel, _)) => {
            let all: Vec<LLVMValueRef> = unsafe { function_instructions(function) };
            argv_values(&stores_by_address(&all), launch).into_iter().map(Result::ok).collect()
        }
        _ => Some(call_arguments(launch)),
    }
}

/// The `__cudaPushCallConfiguration` of a launch: the last one before it in its block, or
/// in the chain of unique predecessors.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn push_call_of(values: &ValueReader, function: LLVMValueRef, launch: LLVMValueRef) -> Option<LLVMValueRef> {
    let is_push = |i: &LLVMValueRef| matches!(runtime_call(*i), Some((RuntimeCall::PushCallConfiguration, _)));
    unsafe { instructions_before(values, function, launch) }.find(is_push)
}

/// `Some(i)` if `address` is `&argv[i]`: `argv` itself or a constant GEP on it (indexing
/// pointers, or bytes in steps of 8).
fn argv_index(address: LLVMValueRef, argv: LLVMValueRef) -> Option<i64> {
    if address == argv {
        return Some(0);
    }
    // SAFETY: GEP queries after the instruction-kind check.
    unsafe {
        if LLVMIsAGetElementPtrInst(address).is_null()
            || LLVMGetOperand(address, 0) != argv
            || LLVMGetNumOperands(address) != 2
        {
            return None;
        }
        let index = constant(LLVMGetOperand(address, 1))? as i64;
        match LLVMGetTypeKind(LLVMGetGEPSourceElementType(address)) {
            LLVMTypeKind::LLVMPointerTypeKind => Some(index),
            LLVMTypeKind::LLVMIntegerTypeKind if index % 8 == 0 => Some(index / 8),
            _ => None,
        }
    }
}
