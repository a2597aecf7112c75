//! LLVM adapter for Ascend programs (`docs/contract/ascend-host.md`): reads a host module
//! (and the device module holding the AI-Core kernels, which may be the same module) into
//! a `sirius::program::HostProgram`, the model CUDA programs use.
//!
//! Host side (`host_reader` does the walk): `aclrtMalloc` (out-pointer and size, like
//! `cudaMalloc`), `aclrtFree`, `aclrtMemcpy(dst, destMax, src, count, kind)`,
//! `aclrtMemset(dst, maxCount, value, count)`, `aclrtSynchronizeStream`, and launches:
//! `rtKernelLaunch(kernel, blockDim, args, argsSize, smDesc, stream)`, whose arguments are
//! the values stored into the 8-byte slots of `args` before the call, and bisheng's
//! `rtConfigureCall(blockDim, ..)` / `rtSetupArgument(&value, size, offset)` / `rtLaunch(kernel)`
//! sequence. A slot's value is the latest store to it on every path to the launch
//! (`host_reader::instructions_before`); a pointer parameter's value is seen through the
//! `ptrtoint` clang stores into an integer slot, and the kernel's parameter types (not the
//! slot's) say which slots are pointers. A launch is the grid `(blockDim, 1, 1)` of blocks
//! of one thread (`Platform::Ascend`). Device side: `ascend_effects`, per launch constants.
//!
//! Invariant: as for CUDA, nothing unknown is dropped: a slot without a store on every path
//! is an unknown argument (a pointer slot: `DevicePointer::Unknown`, so the launch may
//! touch any buffer), a kernel that cannot be read has unknown effects with the reason.

use crate::affine::ValueReader;
use crate::ascend_effects::read_kernel_effects;
use crate::ascend_kernel_reader::is_ascend_kernel;
pub use crate::host_reader::CallContexts;
use crate::host_reader::{
    callee_name_of_call, constant, instructions_before, operand, read_host_program, HostReader, HostRuntime,
    KernelCache, KernelReader,
};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashSet};
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_hardware::ascend_host::{AscendMemcpyKind, HostRuntimeCall, ARGUMENT_SLOT_BYTES};
use syncfuse_hardware::cuda::MemcpyKind;
use syncfuse_ir::{defined_functions, function_instructions, value_name};
use syncfuse_poly::affine::AffineExpr;
use syncfuse_sirius::model::effects::launch_constants;
use syncfuse_sirius::model::gap::EffectsGap;
use syncfuse_sirius::model::program::{
    BufferName, DevicePointer, HostProgram, KernelName, Launch, LaunchArgument, Platform, StatementKind,
};

/// Is `host` an Ascend program (does it declare a launch call of the Ascend runtime)?
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn is_ascend_program(host: LLVMModuleRef) -> bool {
    ["rtKernelLaunch", "rtLaunch"].iter().any(|name| {
        let name = std::ffi::CString::new(*name).expect("no NUL");
        // SAFETY: lookup by name in a live module.
        unsafe { !LLVMGetNamedFunction(host, name.as_ptr()).is_null() }
    })
}

/// Reads the whole program: host functions of `host`, kernels from `device` (pipe calls by
/// `target`'s table).
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_program(
    host: LLVMModuleRef,
    device: LLVMModuleRef,
    target: &TargetDescription,
    contexts: CallContexts,
) -> HostProgram {
    let kernels =
        KernelCache::new(move |kernel: &str, known| unsafe { read_kernel_effects(device, kernel, target, known) });
    let launched = unsafe { launched_kernels(host) };
    let mut runtime = AscendRuntime { device, target, launched, kernels };
    unsafe { read_host_program(host, &mut runtime, contexts) }
}

/// The functions of `host` passed as the kernel of some launch.
unsafe fn launched_kernels(host: LLVMModuleRef) -> HashSet<LLVMValueRef> {
    let mut launched = HashSet::new();
    let mut launching = HashSet::new();
    for function in unsafe { defined_functions(host) } {
        for call in unsafe { function_instructions(function) } {
            if runtime_call(call).is_some_and(HostRuntimeCall::is_launch) {
                launching.insert(function);
                // SAFETY: a cast-stripped operand of a call.
                let kernel = unsafe { LLVMGetOperand(call, 0) };
                if unsafe { !LLVMIsAFunction(kernel).is_null() } {
                    launched.insert(kernel);
                }
            }
        }
    }
    // A function that launches is host code even where a launch names it (`(void *)main`):
    // reading it as a kernel would leave the host program without its entry.
    launched.retain(|kernel| !launching.contains(kernel));
    launched
}

fn runtime_call(instruction: LLVMValueRef) -> Option<HostRuntimeCall> {
    HostRuntimeCall::from_name(&callee_name_of_call(instruction)?)
}

/// The Ascend runtime as the host reader sees it.
struct AscendRuntime<'t, R> {
    device: LLVMModuleRef,
    target: &'t TargetDescription,
    launched: HashSet<LLVMValueRef>,
    kernels: KernelCache<R>,
}

impl<R: KernelReader> HostRuntime for AscendRuntime<'_, R> {
    fn is_device_code(&self, function: LLVMValueRef) -> bool {
        self.launched.contains(&function) || unsafe { is_ascend_kernel(function, self.target) }
    }

    fn allocation(&self, call: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)> {
        allocation_slot(call).map(|slot| (slot, operand(call, 1)))
    }

    fn statement(
        &mut self,
        host: &mut HostReader,
        function: LLVMValueRef,
        call: LLVMValueRef,
    ) -> Option<StatementKind> {
        let Some(runtime) = runtime_call(call) else { return host.external_call(call) };
        Some(match runtime {
            HostRuntimeCall::Free => StatementKind::Free { pointer: host.device_pointer(operand(call, 0), false) },
            HostRuntimeCall::Memcpy => {
                let kind = constant(operand(call, 4)).and_then(AscendMemcpyKind::from_value);
                let (device_destination, device_source) = kind.map_or((true, true), AscendMemcpyKind::device_sides);
                StatementKind::Memcpy {
                    kind: kind.map(copy_direction),
                    destination: host.device_pointer(operand(call, 0), !device_destination),
                    source: host.device_pointer(operand(call, 2), !device_source),
                    bytes: host.values.integer(operand(call, 3)),
                }
            }
            HostRuntimeCall::Memset => StatementKind::Memset {
                destination: host.device_pointer(operand(call, 0), false),
                bytes: host.values.integer(operand(call, 3)),
            },
            HostRuntimeCall::SynchronizeStream
            | HostRuntimeCall::SynchronizeDevice
            | HostRuntimeCall::SynchronizeEvent => StatementKind::Synchronize,
            HostRuntimeCall::KernelLaunch | HostRuntimeCall::Launch => {
                let setup = unsafe { launch_setup(host.values, function, call) }?;
                let slots = setup.slots.iter().map(|(&slot, &(value, _))| (slot, value)).collect();
                // rtKernelLaunch says the block's size; rtLaunch sets up each slot.
                let block = match runtime {
                    HostRuntimeCall::KernelLaunch => ArgumentBlock::Bytes(constant(operand(call, 3))),
                    _ => ArgumentBlock::Slots(set_up_slots(&setup.calls)),
                };
                self.launch(host, operand(call, 0), setup.block_dim, slots, block)
            }
            HostRuntimeCall::Malloc
            | HostRuntimeCall::Session
            | HostRuntimeCall::CreateStream
            | HostRuntimeCall::DestroyStream
            | HostRuntimeCall::CreateEvent
            | HostRuntimeCall::DestroyEvent
            | HostRuntimeCall::RecordEvent
            | HostRuntimeCall::StreamWaitEvent
            | HostRuntimeCall::ConfigureCall
            | HostRuntimeCall::SetupArgument => return None,
        })
    }
}

/// The direction of an `aclrtMemcpy` in the program model's terms (the same four).
fn copy_direction(kind: AscendMemcpyKind) -> MemcpyKind {
    match kind {
        AscendMemcpyKind::HostToHost => MemcpyKind::HostToHost,
        AscendMemcpyKind::HostToDevice => MemcpyKind::HostToDevice,
        AscendMemcpyKind::DeviceToHost => MemcpyKind::DeviceToHost,
        AscendMemcpyKind::DeviceToDevice => MemcpyKind::DeviceToDevice,
    }
}

/// What the host last wrote into an argument slot before a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SlotValue {
    /// The value of a store.
    Stored(LLVMValueRef),
    /// The device pointer an allocation call wrote into it (`aclrtMalloc(&slot, ..)`,
    /// e.g. `rtSetupArgument(&buffer, 8, 0)` with `buffer` allocated).
    Allocated { slot: LLVMValueRef },
}

impl SlotValue {
    /// What `instruction` writes and where, if it is a store or an allocation call.
    fn written_by(instruction: LLVMValueRef) -> Option<(LLVMValueRef, SlotValue)> {
        // SAFETY: opcode query.
        if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMStore {
            return Some((operand(instruction, 1), SlotValue::Stored(operand(instruction, 0))));
        }
        let slot = allocation_slot(instruction)?;
        Some((slot, SlotValue::Allocated { slot }))
    }
}

/// The out-pointer slot of an `aclrtMalloc`.
fn allocation_slot(call: LLVMValueRef) -> Option<LLVMValueRef> {
    (runtime_call(call) == Some(HostRuntimeCall::Malloc)).then(|| operand(call, 0))
}

/// How the host configures one launch: its calls, blockDim, stream and argument slots.
pub(crate) struct LaunchSetup {
    /// The calls that make the launch, the launch last: `rtKernelLaunch` alone, or
    /// `rtConfigureCall`, the `rtSetupArgument`s and `rtLaunch`.
    pub calls: Vec<LLVMValueRef>,
    /// `None`: an `rtLaunch` with no `rtConfigureCall` on every path to it.
    pub block_dim: Option<LLVMValueRef>,
    pub stream: Option<LLVMValueRef>,
    /// `rtKernelLaunch`'s `smDesc` (none for `rtLaunch`).
    pub sm_desc: Option<LLVMValueRef>,
    /// Slot index -> the value written into it and the call that read it (the launch, or
    /// its `rtSetupArgument`).
    pub slots: BTreeMap<u64, (SlotValue, LLVMValueRef)>,
}

/// The setup of `launch` (an `rtKernelLaunch` or `rtLaunch` of `function`): for
/// `rtKernelLaunch`, the latest write into each 8-byte slot of `args` on every path to it;
/// for `rtLaunch`, the latest `rtConfigureCall` on every path and the `rtSetupArgument`s
/// after it, each slot `offset / 8` holding the latest write into the set-up address
/// before that call. `None` for any other call.
///
/// # Safety
/// the handles must be live, `launch` in `function`, and `values` built for `function`.
pub(crate) unsafe fn launch_setup(
    values: &mut ValueReader,
    function: LLVMValueRef,
    launch: LLVMValueRef,
) -> Option<LaunchSetup> {
    let before: Vec<LLVMValueRef> = unsafe { instructions_before(values, function, launch) }.collect();
    let mut slots = BTreeMap::new();
    let written = |from: usize, address: LLVMValueRef| {
        before[from..].iter().filter_map(|&i| SlotValue::written_by(i)).find_map(|(to, v)| (to == address).then_some(v))
    };
    match runtime_call(launch)? {
        HostRuntimeCall::KernelLaunch => {
            let args = operand(launch, 2);
            for instruction in &before {
                let Some((address, value)) = SlotValue::written_by(*instruction) else { continue };
                if let Some(slot) = slot_of(values, address, args) {
                    slots.entry(slot).or_insert((value, launch));
                }
            }
            let (block_dim, stream, sm_desc) = (operand(launch, 1), operand(launch, 5), operand(launch, 4));
            let calls = vec![launch];
            Some(LaunchSetup { calls, block_dim: Some(block_dim), stream: Some(stream), sm_desc: Some(sm_desc), slots })
        }
        HostRuntimeCall::Launch => {
            let mut calls = vec![launch];
            let mut configure = None;
            for (position, &call) in before.iter().enumerate() {
                match runtime_call(call) {
                    Some(HostRuntimeCall::ConfigureCall) => {
                        configure = Some(call);
                        calls.push(call);
                        break;
                    }
                    Some(HostRuntimeCall::SetupArgument) => {
                        calls.push(call);
                        let offset = constant(operand(call, 2)).filter(|o| o % ARGUMENT_SLOT_BYTES == 0);
                        if let (Some(offset), Some(value)) = (offset, written(position + 1, operand(call, 0))) {
                            slots.entry(offset / ARGUMENT_SLOT_BYTES).or_insert((value, call));
                        }
                    }
                    _ => {}
                }
            }
            calls.reverse();
            let block_dim = configure.map(|c| operand(c, 0));
            let stream = configure.map(|c| operand(c, 2));
            Some(LaunchSetup { calls, block_dim, stream, sm_desc: None, slots })
        }
        _ => None,
    }
}

/// What a launch's argument block is, as the host gives it.
enum ArgumentBlock {
    /// `rtKernelLaunch`'s `argsSize` (`None`: not a constant).
    Bytes(Option<u64>),
    /// The slots an `rtLaunch`'s `rtSetupArgument`s set up, in program order (`None`: an
    /// offset that is not a constant multiple of the slot size).
    Slots(Option<Vec<u64>>),
}

impl ArgumentBlock {
    /// What it gives, when that is not one 8-byte slot per parameter of a kernel with
    /// `parameters` of them (`ascend-host.md`).
    fn mismatch(&self, parameters: usize) -> Option<String> {
        let expected = ARGUMENT_SLOT_BYTES * parameters as u64;
        match self {
            ArgumentBlock::Bytes(Some(bytes)) if *bytes != expected => {
                Some(format!("an argument block of {bytes} bytes"))
            }
            ArgumentBlock::Slots(Some(slots)) => {
                let mut sorted = slots.clone();
                sorted.sort_unstable();
                (!sorted.into_iter().eq(0..parameters as u64)).then(|| format!("arguments in slots {slots:?}"))
            }
            _ => None,
        }
    }
}

/// The slot of each `rtSetupArgument` among `calls`, in order.
fn set_up_slots(calls: &[LLVMValueRef]) -> Option<Vec<u64>> {
    let setups = calls.iter().filter(|&&call| runtime_call(call) == Some(HostRuntimeCall::SetupArgument));
    let slot = |&call: &LLVMValueRef| {
        constant(operand(call, 2)).filter(|offset| offset % ARGUMENT_SLOT_BYTES == 0).map(|o| o / ARGUMENT_SLOT_BYTES)
    };
    setups.map(slot).collect()
}

/// What one parameter of a kernel is, from its LLVM type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ParameterKind {
    Pointer,
    Integer,
    Other,
}

impl<R: KernelReader> AscendRuntime<'_, R> {
    /// A launch of `kernel` (the stub operand) on `block_dim` cores (`None`: no
    /// `rtConfigureCall` on every path to an `rtLaunch`, blockDim unknown) with the slot
    /// values.
    fn launch(
        &mut self,
        host: &mut HostReader,
        kernel: LLVMValueRef,
        block_dim: Option<LLVMValueRef>,
        slots: BTreeMap<u64, SlotValue>,
        block: ArgumentBlock,
    ) -> StatementKind {
        let cores = block_dim.and_then(|d| host.values.integer(d)).and_then(|d| d.as_constant());
        let name = unsafe { value_name(kernel) };
        let parameters = unsafe { parameter_kinds(self.device, kernel, &name) };
        let arguments: Vec<LaunchArgument> = parameters
            .iter()
            .enumerate()
            .map(|(index, kind)| slot_argument(host, *kind, slots.get(&(index as u64)).copied(), index))
            .collect();
        let (grid, block_shape) = ([cores, Some(1), Some(1)], [Some(1); 3]);
        let effects = match block.mismatch(parameters.len()) {
            // A function a launch names is left out of `launched` only when it launches itself.
            _ if unsafe { !LLVMIsAFunction(kernel).is_null() } && !self.launched.contains(&kernel) => {
                Err(EffectsGap::LaunchesHostFunction { function: name.clone() })
            }
            Some(given) => {
                Err(EffectsGap::ArgumentBlockMismatch { kernel: name.clone(), parameters: parameters.len(), given })
            }
            None => self.kernels.effects(&name, launch_constants(&grid, &block_shape, &arguments)),
        };
        // `ascend-host.md`: the argument block is one 8-byte slot per parameter.
        let parameter_bytes = 8 * arguments.len() as u64;
        StatementKind::Launch(Launch {
            platform: Platform::Ascend,
            kernel: KernelName::new(name),
            grid,
            block: block_shape,
            arguments,
            parameter_bytes,
            effects,
            regrid: None,
        })
    }
}

/// The kinds of the kernel's parameters: from its definition in `device`, else from the
/// function the host passes (a declaration in a two-module program).
unsafe fn parameter_kinds(device: LLVMModuleRef, stub: LLVMValueRef, name: &str) -> Vec<ParameterKind> {
    let in_device = std::ffi::CString::new(name)
        .map_or(std::ptr::null_mut(), |n| unsafe { LLVMGetNamedFunction(device, n.as_ptr()) });
    let function = if in_device.is_null() { stub } else { in_device };
    // SAFETY: parameter queries on a function (the stub operand may be any value: then it
    // has no parameters we can see).
    unsafe {
        if LLVMIsAFunction(function).is_null() {
            return Vec::new();
        }
        (0..LLVMCountParams(function))
            .map(|i| match LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(function, i))) {
                LLVMTypeKind::LLVMPointerTypeKind => ParameterKind::Pointer,
                LLVMTypeKind::LLVMIntegerTypeKind => ParameterKind::Integer,
                _ => ParameterKind::Other,
            })
            .collect()
    }
}

/// The argument a parameter of `kind` gets from its slot (`None`: not written on every
/// path to the launch).
fn slot_argument(host: &mut HostReader, kind: ParameterKind, value: Option<SlotValue>, index: usize) -> LaunchArgument {
    match (kind, value) {
        (ParameterKind::Pointer, Some(SlotValue::Stored(value))) => {
            LaunchArgument::Pointer(host.device_pointer(unsafe { strip_pointer_to_int(value) }, false))
        }
        (ParameterKind::Pointer, Some(SlotValue::Allocated { slot })) => {
            LaunchArgument::Pointer(allocation_start(host, slot))
        }
        (ParameterKind::Pointer, None) => LaunchArgument::Pointer(DevicePointer::Unknown {
            reason: EffectsGap::PointerNotTraced {
                pointer: format!("argument slot {index} (not written on every path)"),
            },
        }),
        (ParameterKind::Integer, Some(SlotValue::Stored(value))) => LaunchArgument::Integer(host.values.integer(value)),
        (ParameterKind::Integer, _) => LaunchArgument::Integer(None),
        (ParameterKind::Other, _) => LaunchArgument::Other,
    }
}

/// The start of the allocation whose out-pointer is `slot`.
fn allocation_start(host: &HostReader, slot: LLVMValueRef) -> DevicePointer {
    match host.values.object_in_slot(slot) {
        Some(buffer) => {
            DevicePointer::Buffer { buffer: BufferName::new(buffer), offset: Some(AffineExpr::constant(0)) }
        }
        None => DevicePointer::Unknown {
            reason: EffectsGap::PointerNotTraced { pointer: "an allocation's out-pointer".into() },
        },
    }
}

/// The pointer a slot holds: the operand of a `ptrtoint` (instruction or constant
/// expression), else the value itself.
unsafe fn strip_pointer_to_int(value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: kind and operand queries.
    unsafe {
        let is_cast = (!LLVMIsAPtrToIntInst(value).is_null())
            || (!LLVMIsAConstantExpr(value).is_null() && LLVMGetConstOpcode(value) == LLVMOpcode::LLVMPtrToInt);
        if is_cast {
            LLVMGetOperand(value, 0)
        } else {
            value
        }
    }
}

/// `Some(i)` if `address` is `args + 8 * i` (`args` itself or a GEP on it).
fn slot_of(values: &mut ValueReader, address: LLVMValueRef, args: LLVMValueRef) -> Option<u64> {
    if address == args {
        return Some(0);
    }
    // SAFETY: GEP queries after the instruction-kind check.
    let is_gep_on_args = unsafe { !LLVMIsAGetElementPtrInst(address).is_null() && LLVMGetOperand(address, 0) == args };
    let offset = is_gep_on_args.then(|| values.gep_offset(address)).flatten()?.as_constant()?;
    let offset = u64::try_from(offset).ok()?;
    (offset % ARGUMENT_SLOT_BYTES == 0).then_some(offset / ARGUMENT_SLOT_BYTES)
}
