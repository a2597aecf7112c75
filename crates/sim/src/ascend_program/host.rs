//! The host side of an Ascend program as a `Machine`: the interpreter runs the host
//! function (and every host function it calls) on host memory, and this model executes
//! the calls it cannot: the runtime (`hardware::ascend_host::HostRuntimeCall`: device
//! allocation, copies in every direction, memset, streams, `rtKernelLaunch` with its
//! 8-byte argument slots, and bisheng's `rtConfigureCall`/`rtSetupArgument`/`rtLaunch`
//! sequence, events) and the C library (`host::CLibrary`). A launch runs to completion
//! (`launch`) before the host goes on, in issue order; `streams` records which launches
//! are ordered (stream, events, host synchronisation) and reports two unordered launches
//! touching the same GM bytes, one writing, as a cross-stream race, so a race-free run
//! leaves what any concurrent one would. Invariant: a
//! device pointer is an address of the device memory's GM; every copy checks that each
//! side is the memory its kind names, and every error names the call.

use crate::ascend::space_id;
use crate::ascend_program::launch::{run_launch, LaunchRequest};
use crate::ascend_program::streams::StreamOrder;
use crate::ascend_program::{AscendProgram, LaunchReport, ProgramOptions, HOST};
use crate::host::dump::Allocation;
use crate::host::error::{memory_kind, ErrorKind, ProgramError};
use crate::host::{
    bad_call, exit_handler, host_dereference, host_place, in_space, run_exit_handlers, run_host_function, unknown_call,
    write_in, CLibrary, HostCall, Side, UNINITIALISED,
};
use crate::interpreter::{At, CallResult, Machine, ScalarAccess};
use crate::memory::{Memory, MemoryError, SpaceId};
use rustc_hash::FxHashSet;
use syncfuse_hardware::ascend::{AddressSpace, TargetDescription};
use syncfuse_hardware::ascend_host::{AscendMemcpyKind, HostRuntimeCall, ARGUMENT_SLOT_BYTES};

/// The success code every emulated runtime call returns (`ACL_SUCCESS`, `RT_ERROR_NONE`).
const SUCCESS: u64 = 0;

/// `rtConfigureCall`'s launch configuration and the argument bytes `rtSetupArgument`
/// placed since.
#[derive(Debug, Default)]
struct PendingLaunch {
    block_dim: u64,
    stream: u64,
    arguments: Vec<u8>,
}

/// The host machine and everything a run accumulates.
pub struct AscendHost<'p> {
    program: &'p AscendProgram,
    target: &'p TargetDescription,
    options: ProgramOptions,
    /// Per host function, per call site.
    roles: Vec<Vec<HostCall<HostRuntimeCall>>>,
    device: Memory,
    gm: SpaceId,
    library: CLibrary,
    pending: Option<PendingLaunch>,
    /// Stream and event handles handed out so far (handles count from 1).
    handles: u64,
    events: FxHashSet<u64>,
    order: StreamOrder,
    launches: Vec<LaunchReport>,
    host_instructions: u64,
}

/// What a finished run leaves.
pub struct FinishedHost {
    pub launches: Vec<LaunchReport>,
    pub host_instructions: u64,
    pub output: Vec<u8>,
    pub allocations: Vec<Allocation>,
}

impl<'p> AscendHost<'p> {
    pub fn new(
        program: &'p AscendProgram,
        target: &'p TargetDescription,
        options: &ProgramOptions,
        device: Memory,
    ) -> AscendHost<'p> {
        let roles = HostCall::of_every_site(&program.host.functions, HostRuntimeCall::from_name);
        AscendHost {
            program,
            target,
            options: options.clone(),
            roles,
            device,
            gm: space_id(AddressSpace::Gm),
            library: CLibrary::new(HOST, options.echo, options.keep_freed),
            pending: None,
            handles: 0,
            events: FxHashSet::default(),
            order: StreamOrder::default(),
            launches: Vec::new(),
            host_instructions: 0,
        }
    }

    /// Runs host function `function` to its return (or `exit`).
    pub fn run(&mut self, function: u32, args: &[u64], memory: &mut Memory) -> Result<u64, ProgramError> {
        let (programs, step_limit) = (&self.program.host.functions, self.options.step_limit);
        let exit_code = |host: &Self| host.library.exit_code();
        let (result, retired) =
            run_host_function(self, programs, (function, args), (memory, HOST), step_limit, exit_code);
        self.host_instructions = retired;
        let value = result?;
        let next_handler = |host: &mut Self, memory: &Memory| {
            let pointer = host.library.pop_exit_handler()?;
            Some(exit_handler(host.program.function_at(memory, pointer), &host.program.host, pointer))
        };
        let (handled, retired) = run_exit_handlers(self, programs, next_handler, (memory, HOST), step_limit, exit_code);
        self.host_instructions += retired;
        handled.map(|()| value)
    }

    /// The launches, the output and the tracked allocations' final contents.
    pub fn finish(self, memory: &Memory) -> FinishedHost {
        let (output, allocations) = self.library.finish(memory, &self.device);
        FinishedHost { launches: self.launches, host_instructions: self.host_instructions, output, allocations }
    }

    fn runtime(
        &mut self,
        at: At<'_>,
        call: HostRuntimeCall,
        args: &[u64],
        memory: &mut Memory,
    ) -> Result<u64, ProgramError> {
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{}: {error}", at.label));
        match call {
            HostRuntimeCall::Session | HostRuntimeCall::DestroyStream => {}
            HostRuntimeCall::SynchronizeStream => self.order.synchronise_stream(args[0]),
            HostRuntimeCall::SynchronizeDevice => self.order.synchronise_all(),
            HostRuntimeCall::CreateStream | HostRuntimeCall::CreateEvent => {
                self.handles += 1;
                if call == HostRuntimeCall::CreateEvent {
                    self.events.insert(self.handles);
                }
                write_in(memory, HOST, args[0], &self.handles.to_le_bytes()).map_err(fail)?;
            }
            HostRuntimeCall::DestroyEvent => {
                self.event(at, args[0])?;
                self.events.remove(&args[0]);
            }
            HostRuntimeCall::RecordEvent => self.order.record(self.event(at, args[0])?, args[1]),
            HostRuntimeCall::StreamWaitEvent => self.order.wait_event(args[0], self.event(at, args[1])?),
            HostRuntimeCall::SynchronizeEvent => self.order.synchronise_event(self.event(at, args[0])?),
            HostRuntimeCall::Malloc => {
                let address = self.library.allocate(Side::Device, self.gm, args[1], UNINITIALISED, &mut self.device);
                write_in(memory, HOST, args[0], &address.to_le_bytes()).map_err(fail)?;
            }
            // The synchronous calls wait for all issued work (CANN asks for an
            // aclrtSynchronizeStream before them; that is not checked).
            HostRuntimeCall::Free => {
                self.order.synchronise_all();
                self.library.free(self.gm, args[0], &mut self.device).map_err(fail)?
            }
            HostRuntimeCall::Memcpy => {
                self.order.synchronise_all();
                self.copy(at, args, memory)?
            }
            HostRuntimeCall::Memset => {
                self.order.synchronise_all();
                let (address, capacity, value, count) = (args[0], args[1], args[2] as u8, args[3]);
                if count > capacity {
                    return Err(bad_call(at, format!("count {count} exceeds maxCount {capacity}")));
                }
                self.device_range(at, address, count)?;
                self.device.write(self.gm, address, &vec![value; count as usize]).map_err(fail)?;
            }
            HostRuntimeCall::KernelLaunch => {
                let (block_dim, slots, size, stream) = (args[1], args[2], args[3], args[5]);
                let arguments = read_bytes(memory, slots, size).map_err(fail)?;
                self.launch(at, (args[0], block_dim, stream), &arguments, memory)?;
            }
            HostRuntimeCall::ConfigureCall => {
                self.pending = Some(PendingLaunch { block_dim: args[0], stream: args[2], arguments: Vec::new() });
            }
            HostRuntimeCall::SetupArgument => {
                let (source, size, offset) = (args[0], args[1], args[2] as usize);
                let bytes = read_bytes(memory, source, size).map_err(fail)?;
                let pending = self
                    .pending
                    .as_mut()
                    .ok_or_else(|| bad_call(at, "rtSetupArgument before rtConfigureCall".to_string()))?;
                if pending.arguments.len() < offset + bytes.len() {
                    pending.arguments.resize(offset + bytes.len(), 0);
                }
                pending.arguments[offset..offset + bytes.len()].copy_from_slice(&bytes);
            }
            HostRuntimeCall::Launch => {
                let pending =
                    self.pending.take().ok_or_else(|| bad_call(at, "rtLaunch without rtConfigureCall".to_string()))?;
                self.launch(at, (args[0], pending.block_dim, pending.stream), &pending.arguments, memory)?;
            }
        }
        Ok(SUCCESS)
    }

    /// `aclrtMemcpy(dst, destMax, src, count, kind)`.
    fn copy(&mut self, at: At<'_>, args: &[u64], memory: &mut Memory) -> Result<(), ProgramError> {
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{}: {error}", at.label));
        let (destination, capacity, source, count) = (args[0], args[1], args[2], args[3]);
        let kind = AscendMemcpyKind::from_value(args[4])
            .ok_or_else(|| bad_call(at, format!("{} is not an aclrtMemcpyKind", args[4])))?;
        if count > capacity {
            return Err(bad_call(at, format!("count {count} exceeds destMax {capacity}")));
        }
        let (to_device, from_device) = kind.device_sides();
        let bytes = if from_device {
            self.device_range(at, source, count)?;
            self.device.read(self.gm, source, count).map_err(fail)?.to_vec()
        } else {
            read_bytes(memory, source, count).map_err(fail)?
        };
        if to_device {
            self.device_range(at, destination, count)?;
            self.device.write(self.gm, destination, &bytes).map_err(fail)
        } else {
            write_in(memory, HOST, destination, &bytes).map_err(fail)
        }
    }

    /// Checks that `[address, address + count)` is device memory.
    fn device_range(&self, at: At<'_>, address: u64, count: u64) -> Result<(), ProgramError> {
        if memory_tagged(address) {
            let message = format!("{}: {address:#x} is host memory, but this call needs device memory (GM)", at.label);
            return Err(ProgramError::new(ErrorKind::InvalidAddress, message));
        }
        self.device
            .check(self.gm, address, count)
            .map_err(|error| ProgramError::new(memory_kind(&error), format!("{}: {error}", at.label)))
    }

    /// An event handle the program created and has not destroyed.
    fn event(&self, at: At<'_>, event: u64) -> Result<u64, ProgramError> {
        match self.events.contains(&event) {
            true => Ok(event),
            false => Err(bad_call(at, format!("{event:#x} is not an event the program created (or it was destroyed)"))),
        }
    }

    /// Launches the kernel `stub` points to on `block_dim` cores of `stream` with its
    /// argument slots.
    fn launch(
        &mut self,
        at: At<'_>,
        (stub, block_dim, stream): (u64, u64, u64),
        slots: &[u8],
        memory: &Memory,
    ) -> Result<(), ProgramError> {
        let program = self.program;
        let kernel_name = program
            .function_at(memory, stub)
            .ok_or_else(|| bad_call(at, format!("{stub:#x} is not a function pointer")))?;
        let device = program.device();
        let kernel = device
            .function(kernel_name)
            .map(|index| &device.functions[index as usize])
            .ok_or_else(|| bad_call(at, format!("the device code defines no kernel '{kernel_name}'")))?;
        let expected = ARGUMENT_SLOT_BYTES * kernel.params.len() as u64;
        if (slots.len() as u64) < expected {
            let message = format!(
                "@{kernel_name} takes {} parameters ({expected} bytes of argument slots), the launch passes {} bytes",
                kernel.params.len(),
                slots.len()
            );
            return Err(bad_call(at, message));
        }
        if block_dim == 0 {
            return Err(bad_call(at, format!("@{kernel_name} launched on 0 cores")));
        }
        let arguments = kernel
            .params
            .iter()
            .enumerate()
            .map(|(index, ty)| {
                let start = index * ARGUMENT_SLOT_BYTES as usize;
                let slot: [u8; 8] = slots[start..start + 8].try_into().expect("8-byte slot");
                u64::from_le_bytes(slot) & crate::values::mask(ty.bits())
            })
            .collect::<Vec<_>>();
        let request = LaunchRequest { kernel, block_dim, arguments: &arguments };
        let context = format!("{}: launch of @{kernel_name} on {block_dim} cores", at.label);
        let (mut report, footprint) = run_launch(self.target, &request, &mut self.device, &self.options)
            .map_err(|error| error.within(&context))?;
        let after = self
            .order
            .launch(stream, kernel_name, footprint)
            .map_err(|race| ProgramError::new(ErrorKind::DataRace, format!("{context}: {race}")))?;
        report.stream = stream;
        report.after = after.into_iter().map(|index| index as u32).collect();
        self.launches.push(report);
        Ok(())
    }
}

/// Whether an address carries a space tag (host memory or code), which GM addresses
/// never do.
fn memory_tagged(address: u64) -> bool {
    address >> crate::memory::SPACE_TAG_SHIFT != 0
}

/// `length` bytes of host memory at `address`.
fn read_bytes(memory: &Memory, address: u64, length: u64) -> Result<Vec<u8>, MemoryError> {
    in_space(memory, address, HOST)?;
    Ok(memory.read(HOST, address, length)?.to_vec())
}

impl Machine for AscendHost<'_> {
    type Error = ProgramError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), ProgramError> {
        if access.space == HOST {
            return Ok(());
        }
        Err(host_dereference(&self.program.host.functions, at, access, memory, "aclrtMemcpy"))
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, ProgramError> {
        let here = host_place(&self.program.host.functions, at);
        let place = |error: ProgramError| error.within(&here);
        let value = match self.roles[at.function as usize][site as usize] {
            HostCall::Runtime(call) => self.runtime(at, call, args, memory).map_err(place)?,
            HostCall::Libc(call) => {
                let types = &self.program.host.functions[at.function as usize].call_sites[site as usize].args;
                self.library.call(at, call, args, types, memory).map_err(place)?
            }
            HostCall::Unknown => return Err(unknown_call(&self.program.host.functions, at, site)),
        };
        Ok(CallResult::Value(value))
    }

    fn finish(&mut self, _: At<'_>, _: &mut Memory) -> Result<(), ProgramError> {
        Ok(())
    }
}
