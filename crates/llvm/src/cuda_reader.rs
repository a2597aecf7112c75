//! LLVM adapter for CUDA programs: reads a host module (and the device module holding the
//! kernels, which may be the same module) into a `sirius::program::HostProgram`.
//!
//! Host side: every defined function that is not a device stub is scanned in block order
//! for the runtime calls of `target::cuda` (`cudaMalloc`, copies, sets, frees,
//! synchronisations) and for launches: `__cudaPushCallConfiguration` followed by a call of
//! a device stub, or by `cudaLaunchKernel(stub, ..., argv, ...)` when clang inlined the
//! stub (the arguments are then the values stored into the slots `argv` points to).
//! Pointers go through the affine recogniser (`crate::affine::ValueReader`) with every
//! `cudaMalloc` out-pointer registered as a named object, so a launch argument reads as
//! "allocation `buf3` plus an affine byte offset". Device side: each launched kernel is read
//! with `crate::affine::read_memory_accesses`, the launch's constant shape and arguments
//! folded in (memoised per kernel and constants).
//!
//! Invariant: nothing unknown is dropped silently. A call this adapter does not know in
//! a host function is ignored only if it cannot touch device memory through pointers the
//! program tracks (we note it in `rejects` when it is passed a device buffer); a kernel
//! that cannot be read makes its launch's effects unknown with the reason.

use crate::affine;
use crate::affine::{SymbolEnvironment, ValueReader};
use crate::function_cfg::indexed_blocks;
use crate::ir::{callee_name, defined_functions, function_instructions, instructions, value_name};
use crate::pointer_choice;
use crate::reject::ReadReject;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};
use syncfuse_cfg::BlockId;
use syncfuse_hardware::cuda::{kernel_of_stub, AddressSpace, Dim3, MemcpyKind, RuntimeCall};
use syncfuse_poly::footprint::{LoopDim, MemoryBase, Region};
use syncfuse_sirius::effects::{launch_constants, KernelAccess, KernelEffects};
use syncfuse_sirius::gap::{AccessKind, EffectsGap};
use syncfuse_sirius::program::{
    DeviceBuffer, DevicePointer, HostProgram, HostStatement, Launch, LaunchArgument, PointerAlternative, Shape,
    StatementId, StatementKind,
};

/// Which host functions are read once per call site, with the call's constant integer
/// arguments fixed (context-sensitive cloning, as SIRIUS' bottom-up pass does; their
/// statements are labelled `function@caller`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallContexts {
    /// Every function other host functions call: what is derived holds for those calls
    /// (the analysis printer's view).
    EveryCalledFunction,
    /// Only functions no other module can call (local linkage). An exported function may
    /// be called with any arguments, so it is read once with its parameters symbolic and
    /// what is derived holds for every call: what a transformation may rely on
    /// (`sirius::specialise` makes internal copies for constant calls first).
    LocalFunctions,
}

/// Reads the whole program: host functions of `host`, kernels from `device`.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_program(host: LLVMModuleRef, device: LLVMModuleRef, contexts: CallContexts) -> HostProgram {
    let mut program = HostProgram::default();
    let mut kernels = KernelCache { device, effects: HashMap::new() };
    let functions: Vec<LLVMValueRef> = unsafe { defined_functions(host) }
        .into_iter()
        .filter(|&f| kernel_of_stub(&unsafe { value_name(f) }).is_none() && !is_kernel(device, f))
        .collect();
    let sites = call_sites(&functions);
    for &function in &functions {
        let name = unsafe { value_name(function) };
        let cloned = contexts == CallContexts::EveryCalledFunction || has_local_linkage(function);
        match sites.get(&function).filter(|_| cloned) {
            None => read_host_function(host, function, name, BTreeMap::new(), &mut kernels, &mut program),
            Some(calls) => {
                for (caller, call) in calls {
                    let label = format!("{name}@{caller}");
                    read_host_function(host, function, label, constant_arguments(*call), &mut kernels, &mut program);
                }
            }
        }
    }
    program
}

/// The calls of each function from the others: `(caller name, call)`.
fn call_sites(functions: &[LLVMValueRef]) -> HashMap<LLVMValueRef, Vec<(String, LLVMValueRef)>> {
    let mut sites: HashMap<LLVMValueRef, Vec<(String, LLVMValueRef)>> = HashMap::new();
    for &caller in functions {
        for instruction in unsafe { function_instructions(caller) } {
            // SAFETY: opcode and callee queries.
            let callee = unsafe {
                if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
                    continue;
                }
                LLVMGetCalledValue(instruction)
            };
            if functions.contains(&callee) && callee != caller {
                sites.entry(callee).or_default().push((unsafe { value_name(caller) }, instruction));
            }
        }
    }
    sites
}

fn has_local_linkage(function: LLVMValueRef) -> bool {
    use llvm_sys::LLVMLinkage::{LLVMInternalLinkage, LLVMPrivateLinkage};
    // SAFETY: linkage query on a function.
    matches!(unsafe { LLVMGetLinkage(function) }, LLVMInternalLinkage | LLVMPrivateLinkage)
}

/// `argN -> value` for the integer constants a call passes.
fn constant_arguments(call: LLVMValueRef) -> BTreeMap<String, i64> {
    let mut known = BTreeMap::new();
    for (index, argument) in call_arguments(call).into_iter().enumerate() {
        // SAFETY: constant check before reading.
        if unsafe { !LLVMIsAConstantInt(argument).is_null() } {
            known.insert(format!("arg{index}"), unsafe { LLVMConstIntGetSExtValue(argument) });
        }
    }
    known
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

/// A kernel's name and the launch constants it was read with.
type KernelInstance = (String, Vec<(String, i64)>);

/// Kernels read once per set of launch constants.
struct KernelCache {
    device: LLVMModuleRef,
    effects: HashMap<KernelInstance, Result<KernelEffects, EffectsGap>>,
}

impl KernelCache {
    fn effects(&mut self, kernel: &str, known: Vec<(String, i64)>) -> Result<KernelEffects, EffectsGap> {
        let device = self.device;
        self.effects
            .entry((kernel.to_string(), known.clone()))
            .or_insert_with(|| read_kernel(device, kernel, known))
            .clone()
    }
}

fn read_kernel(device: LLVMModuleRef, kernel: &str, known: Vec<(String, i64)>) -> Result<KernelEffects, EffectsGap> {
    let no_body = || EffectsGap::NoKernelBody { kernel: kernel.to_string() };
    let name = std::ffi::CString::new(kernel).map_err(|_| no_body())?;
    // SAFETY: lookup by name in a live module.
    let function = unsafe { LLVMGetNamedFunction(device, name.as_ptr()) };
    // SAFETY: declaration query on a function.
    if function.is_null() || unsafe { LLVMIsDeclaration(function) } != 0 {
        return Err(no_body());
    }
    let environment = SymbolEnvironment {
        known: known.into_iter().collect(),
        quasi_affine: true,
        row_products: true,
        ..Default::default()
    };
    let read =
        unsafe { affine::read_memory_accesses(device, function, environment) }.map_err(|reject| match reject {
            ReadReject::UnknownExternalCall { callee } => {
                EffectsGap::KernelCallsUnknownFunction { kernel: kernel.to_string(), callee }
            }
            other => EffectsGap::KernelNotAnalysed { kernel: kernel.to_string(), reason: other.to_string() },
        })?;
    let mut effects = KernelEffects { barriers: read.barriers, divisions: read.divisions, ..Default::default() };
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
                let extent = extent.unwrap_or(1);
                effects.accesses.push(KernelAccess {
                    parameter: *index,
                    write: access.access.write,
                    offset,
                    extent,
                    loops,
                    guards: access.guards.iter().filter(|g| !g.expression().has_products()).cloned().collect(),
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

fn operand(instruction: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: callers ask for operands the call has.
    unsafe { LLVMGetOperand(instruction, index) }
}

fn constant(value: LLVMValueRef) -> Option<u64> {
    // SAFETY: constant check before reading.
    unsafe { (!LLVMIsAConstantInt(value).is_null()).then(|| LLVMConstIntGetZExtValue(value)) }
}

/// One host function (in one calling context, `known`): its buffers first (they name the
/// recogniser's objects), then its statements in program order (reverse post-order of
/// the blocks, so a loop's body comes before the code after the loop).
fn read_host_function(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    function_name: String,
    known: BTreeMap<String, i64>,
    kernels: &mut KernelCache,
    program: &mut HostProgram,
) {
    let all: Vec<LLVMValueRef> = unsafe { function_instructions(function) };
    let mut environment = SymbolEnvironment { known, ..Default::default() };
    let mut buffers = Vec::new();
    for &instruction in &all {
        if let Some((RuntimeCall::Malloc, _)) = runtime_call(instruction) {
            let name = format!("buf{}", program.buffers.len() + buffers.len());
            environment.object_slots.insert(operand(instruction, 0), name.clone());
            buffers.push((instruction, DeviceBuffer { name, bytes: None }));
        }
    }
    let mut values = unsafe { ValueReader::new(module, function, environment) };
    let blocks = unsafe { indexed_blocks(function) };
    let in_order: Vec<LLVMValueRef> =
        values.blocks_in_order().into_iter().flat_map(|b| unsafe { instructions(blocks[b]) }).collect();
    let mut host = HostReader { values: &mut values, stores: stores_by_address(&all), scope: Vec::new() };
    let position: HashMap<LLVMValueRef, usize> = all.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    let mut calls = Vec::new();
    for &instruction in &in_order {
        if callee_name_of_call(instruction).is_none() {
            continue;
        }
        let loops = unsafe { host.values.loops_around(instruction) };
        host.scope = loops.iter().map(|l| l.counter.clone()).collect();
        let kind = match runtime_call(instruction) {
            Some((RuntimeCall::Malloc, _)) => {
                let (_, mut buffer) =
                    buffers.iter().find(|(call, _)| *call == instruction).cloned().expect("listed above");
                buffer.bytes = host.values.integer(operand(instruction, 1)).and_then(|b| b.as_constant());
                let name = buffer.name.clone();
                program.buffers.push(buffer);
                Some(StatementKind::Malloc { buffer: name })
            }
            Some((RuntimeCall::LaunchKernel, _)) => {
                let stub = unsafe { value_name(operand(instruction, 0)) };
                let arguments = argv_values(&host.stores, operand(instruction, 5));
                let (grid, block) = host.launch_shape(function, instruction);
                let shared = host.dynamic_shared(function, instruction);
                Some(host.launch(&stub, [grid, block], shared, &arguments, kernels))
            }
            Some((call, _)) => host.runtime_statement(call, instruction),
            None => {
                let stub = callee_name_of_call(instruction).filter(|name| kernel_of_stub(name).is_some());
                stub.map(|stub| {
                    let arguments = call_arguments(instruction);
                    let (grid, block) = host.launch_shape(function, instruction);
                    let shared = host.dynamic_shared(function, instruction);
                    host.launch(&stub, [grid, block], shared, &arguments, kernels)
                })
            }
        };
        if let Some(kind) = kind {
            let name = format!("S{}", program.statements.len());
            let position = position[&instruction];
            let function = function_name.clone();
            let statement = HostStatement { name, function, position, kind, loops, followers: Vec::new() };
            program.statements.push(statement);
            calls.push(instruction);
        }
    }
    // A later call of the same block, or one in a block reachable without a back edge,
    // runs after it in the same iteration of their common loops.
    let first = program.statements.len() - calls.len();
    let blocks: Vec<BlockId> = calls.iter().map(|&call| unsafe { host.values.block_of(call) }).collect();
    for (i, &from) in blocks.iter().enumerate() {
        let may_follow =
            |(j, &to): &(usize, &BlockId)| if from == to { *j > i } else { host.values.reaches_forward(from, to) };
        let followers = blocks.iter().enumerate().filter(may_follow);
        program.statements[StatementId(first + i)].followers = followers.map(|(j, _)| StatementId(first + j)).collect();
    }
}

fn callee_name_of_call(instruction: LLVMValueRef) -> Option<String> {
    // SAFETY: opcode query.
    (unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMCall)
        .then(|| unsafe { callee_name(instruction) })
        .flatten()
}

fn call_arguments(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: argument operands of a call.
    let count = unsafe { LLVMGetNumArgOperands(call) };
    (0..count).map(|i| operand(call, i)).collect()
}

/// Every store of the function, by address: `(address, stored value)` in order.
fn stores_by_address(all: &[LLVMValueRef]) -> HashMap<LLVMValueRef, Vec<LLVMValueRef>> {
    let mut stores: HashMap<LLVMValueRef, Vec<LLVMValueRef>> = HashMap::new();
    for &instruction in all {
        // SAFETY: opcode and operand queries.
        if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMStore {
            stores.entry(operand(instruction, 1)).or_default().push(operand(instruction, 0));
        }
    }
    stores
}

/// A `Buffer` for one unconditional alternative, else a `OneOf`.
fn single_or_choice(mut alternatives: Vec<PointerAlternative>) -> DevicePointer {
    match &alternatives[..] {
        [only] if only.conditions.is_empty() => {
            let only = alternatives.remove(0);
            DevicePointer::Buffer { buffer: only.buffer, offset: only.offset }
        }
        _ => DevicePointer::OneOf { alternatives },
    }
}

struct HostReader<'a> {
    values: &'a mut ValueReader,
    stores: HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    /// The counters of the host loops around the call being read.
    scope: Vec<String>,
}

impl HostReader<'_> {
    /// A packed `dim3` (`x | y << 32`, `z`) through the recogniser (constants folded): per
    /// axis, the constant or `None`. A run-time `x` with a constant `y` is clang's
    /// `or i64 (zext x), (y << 32)`.
    fn shape(&mut self, xy: LLVMValueRef, z: LLVMValueRef) -> Shape {
        let z = self.values.integer(z).and_then(|z| z.as_constant()).map(|z| i64::from(z as u32));
        if let Some(packed) = self.values.integer(xy).and_then(|xy| xy.as_constant()) {
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
    fn launch_shape(&mut self, function: LLVMValueRef, launch: LLVMValueRef) -> (Shape, Shape) {
        match unsafe { push_call_of(self.values, function, launch) } {
            Some(push) => {
                (self.shape(operand(push, 0), operand(push, 1)), self.shape(operand(push, 2), operand(push, 3)))
            }
            None => ([None; 3], [None; 3]),
        }
    }

    /// The bytes of dynamic shared memory of a launch, from its `__cudaPushCallConfiguration`
    /// (`None` if unknown).
    fn dynamic_shared(&mut self, function: LLVMValueRef, launch: LLVMValueRef) -> Option<i64> {
        let push = unsafe { push_call_of(self.values, function, launch) }?;
        self.values.integer(operand(push, 4)).and_then(|bytes| bytes.as_constant())
    }

    /// A launch statement. Its effects are unknown with dynamic shared memory: the fused
    /// kernel would get none, and its fragments would share the one dynamic array.
    fn launch(
        &mut self,
        stub: &str,
        [grid, block]: [Shape; 2],
        dynamic_shared: Option<i64>,
        arguments: &[LLVMValueRef],
        kernels: &mut KernelCache,
    ) -> StatementKind {
        let kernel = kernel_of_stub(stub).unwrap_or_else(|| stub.to_string());
        let arguments: Vec<LaunchArgument> = arguments.iter().map(|&a| self.argument(a)).collect();
        let effects = match dynamic_shared {
            Some(0) => kernels.effects(&kernel, launch_constants(&grid, &block, &arguments)),
            bytes => Err(EffectsGap::DynamicSharedMemory { bytes }),
        };
        StatementKind::Launch(Launch { kernel, grid, block, arguments, effects })
    }

    fn argument(&mut self, value: LLVMValueRef) -> LaunchArgument {
        // SAFETY: type query.
        match unsafe { LLVMGetTypeKind(LLVMTypeOf(value)) } {
            LLVMTypeKind::LLVMPointerTypeKind => LaunchArgument::Pointer(self.device_pointer(value, false)),
            LLVMTypeKind::LLVMIntegerTypeKind => LaunchArgument::Integer(self.values.integer(value)),
            _ => LaunchArgument::Other,
        }
    }

    /// A pointer as the device sees it; `host_side`: the copy's kind says it is host memory.
    /// In order: an allocation at an affine offset; the alternatives of a choice
    /// (`pointer_choice`); an allocation at an unknown offset; the whole buffers of a
    /// points-to set (phi cycles the choice reader does not trace).
    fn device_pointer(&mut self, value: LLVMValueRef, host_side: bool) -> DevicePointer {
        let exact = pointer_choice::allocation(self.values, value);
        if let Some(alternative) = exact.clone().filter(|a| a.offset.is_some()) {
            return single_or_choice(vec![alternative]);
        }
        if let Some(alternatives) = pointer_choice::alternatives(self.values, value, &self.scope) {
            if !alternatives.is_empty() {
                return single_or_choice(alternatives);
            }
        }
        if let Some(alternative) = exact {
            return single_or_choice(vec![alternative]);
        }
        let mut buffers = Vec::new();
        if self.points_to(value, &mut Vec::new(), &mut buffers) && !buffers.is_empty() {
            buffers.sort();
            buffers.dedup();
            let whole = buffers.into_iter().map(|b| PointerAlternative::unconditional(b, None)).collect();
            return DevicePointer::OneOf { alternatives: whole };
        }
        match host_side {
            true => DevicePointer::Host,
            false => DevicePointer::Unknown { reason: EffectsGap::PointerNotTraced { pointer: describe(value) } },
        }
    }

    /// The allocations a phi/select of pointers may point into (a points-to set through
    /// phis, selects and GEPs); `false` if some incoming pointer is not traced.
    fn points_to(&mut self, value: LLVMValueRef, visited: &mut Vec<LLVMValueRef>, buffers: &mut Vec<String>) -> bool {
        if visited.contains(&value) {
            return true;
        }
        visited.push(value);
        if let Some(alternative) = pointer_choice::allocation(self.values, value) {
            buffers.push(alternative.buffer);
            return true;
        }
        // SAFETY: kind and operand queries on instructions.
        let incoming: Vec<LLVMValueRef> = unsafe {
            if !LLVMIsAPHINode(value).is_null() {
                (0..LLVMCountIncoming(value)).map(|i| LLVMGetIncomingValue(value, i)).collect()
            } else if !LLVMIsASelectInst(value).is_null() {
                vec![LLVMGetOperand(value, 1), LLVMGetOperand(value, 2)]
            } else if !LLVMIsAGetElementPtrInst(value).is_null() {
                vec![LLVMGetOperand(value, 0)]
            } else {
                return false;
            }
        };
        incoming.into_iter().all(|v| self.points_to(v, visited, buffers))
    }

    fn runtime_statement(&mut self, call: RuntimeCall, instruction: LLVMValueRef) -> Option<StatementKind> {
        Some(match call {
            RuntimeCall::Memcpy => {
                let kind = constant(operand(instruction, 3)).and_then(MemcpyKind::from_value);
                let host_destination = matches!(kind, Some(MemcpyKind::DeviceToHost | MemcpyKind::HostToHost));
                let host_source = matches!(kind, Some(MemcpyKind::HostToDevice | MemcpyKind::HostToHost));
                StatementKind::Memcpy {
                    kind,
                    destination: self.device_pointer(operand(instruction, 0), host_destination),
                    source: self.device_pointer(operand(instruction, 1), host_source),
                    bytes: self.values.integer(operand(instruction, 2)),
                }
            }
            RuntimeCall::Memset => StatementKind::Memset {
                destination: self.device_pointer(operand(instruction, 0), false),
                bytes: self.values.integer(operand(instruction, 2)),
            },
            RuntimeCall::Free => StatementKind::Free { pointer: self.device_pointer(operand(instruction, 0), false) },
            RuntimeCall::DeviceSynchronize | RuntimeCall::StreamSynchronize => StatementKind::Synchronize,
            _ => return None,
        })
    }
}

/// The launch arguments of an inlined stub: `argv[i]` holds the address of a slot, the
/// slot holds the argument (the last store to it in the function).
fn argv_values(stores: &HashMap<LLVMValueRef, Vec<LLVMValueRef>>, argv: LLVMValueRef) -> Vec<LLVMValueRef> {
    let mut slots: BTreeMap<i64, LLVMValueRef> = BTreeMap::new();
    for (&address, stored) in stores {
        if let (Some(index), Some(&slot)) = (argv_index(address, argv), stored.last()) {
            slots.insert(index, slot);
        }
    }
    slots.values().filter_map(|slot| stores.get(slot).and_then(|s| s.last().copied())).collect()
}

/// The values a launch passes to its kernel: the arguments of a device-stub call, or of
/// `cudaLaunchKernel` in an inlined stub.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn launch_arguments(function: LLVMValueRef, launch: LLVMValueRef) -> Vec<LLVMValueRef> {
    match runtime_call(launch) {
        Some((RuntimeCall::LaunchKernel, _)) => {
            let all: Vec<LLVMValueRef> = unsafe { function_instructions(function) };
            argv_values(&stores_by_address(&all), operand(launch, 5))
        }
        _ => call_arguments(launch),
    }
}

/// The `__cudaPushCallConfiguration` of a launch: the last one before it in its block, or
/// in the chain of unique predecessors.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn push_call_of(values: &ValueReader, function: LLVMValueRef, launch: LLVMValueRef) -> Option<LLVMValueRef> {
    let blocks = unsafe { indexed_blocks(function) };
    let mut block = Some(unsafe { values.block_of(launch) });
    let mut limit = unsafe { instructions(blocks[values.block_of(launch)]) }.iter().position(|&i| i == launch);
    for _ in 0..blocks.len() {
        let current = block?;
        let body = unsafe { instructions(blocks[current]) };
        let upto = limit.take().unwrap_or(body.len());
        let is_push = |i: &&LLVMValueRef| matches!(runtime_call(**i), Some((RuntimeCall::PushCallConfiguration, _)));
        if let Some(&push) = body[..upto].iter().rev().find(is_push) {
            return Some(push);
        }
        block = values.unique_predecessor(current);
    }
    None
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

fn describe(value: LLVMValueRef) -> String {
    match unsafe { value_name(value) } {
        name if name.is_empty() => "(unnamed)".to_string(),
        name => format!("%{name}"),
    }
}
