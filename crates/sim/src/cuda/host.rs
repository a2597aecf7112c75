//! The host side of a CUDA program as a `Machine`: the interpreter runs the host function
//! (and every host function it calls) on host memory, and this model executes the calls
//! it cannot: the CUDA runtime (`target::cuda::RuntimeCall`: allocation, copies in every
//! direction, memset, synchronisation, the launch sequence clang emits, with the stub
//! pointer resolved to its kernel by `kernel_of_stub`) and the C library (`libc`).
//! Kernel launches run to completion on the grid model (`grid`) before the host goes on:
//! the default stream is synchronous here, so `cudaDeviceSynchronize` has nothing to wait
//! for. Invariant: host code touches only host memory and the runtime moves bytes between
//! spaces only in the direction its call names; anything else is an error naming the
//! call.

use crate::cuda::counters::Counters;
use crate::cuda::dump::Allocation;
use crate::cuda::error::{memory_kind, CudaError, ErrorKind};
use crate::cuda::grid::{Device, Launch};
use crate::cuda::libc::{self, LibcCall, Rand};
use crate::cuda::{CudaProgram, RunOptions, CONSTANT, GLOBAL, HOST};
use crate::interpreter::{At, CallResult, Machine, ScalarAccess, Status, Thread};
use crate::memory::{Memory, MemoryError, SpaceId};
use crate::values::ScalarType;
use std::io::Write;
use syncfuse_hardware::cuda::{kernel_of_stub, Dim3, MemcpyKind, RuntimeCall};

/// The bytes of fresh `malloc` and `cudaMalloc` memory, which C and CUDA leave undefined:
/// all ones (a NaN as `float` or `double`, -1 as an integer), so results that depend on
/// uninitialised memory show.
const UNINITIALISED: u8 = 0xff;

/// The CUDA success code every emulated runtime call returns.
const CUDA_SUCCESS: u64 = 0;

/// What a host call site does, resolved once.
#[derive(Clone, Copy, Debug)]
enum HostCall {
    Runtime(RuntimeCall),
    Libc(LibcCall),
    Unknown,
}

/// A `<<<grid, block, shared, stream>>>` pushed by `__cudaPushCallConfiguration`.
#[derive(Clone, Copy, Debug)]
struct Configuration {
    grid: Dim3,
    block: Dim3,
    shared_bytes: u64,
    stream: u64,
}

/// A malloc/calloc/cudaMalloc allocation, for dumps.
struct Tracked {
    space: SpaceId,
    address: u64,
    /// The contents when it was freed (if dumps are kept).
    freed: Option<Vec<u8>>,
}

/// The host machine and everything a run accumulates.
pub struct Host<'p> {
    program: &'p CudaProgram,
    options: RunOptions,
    /// Per host function, per call site.
    roles: Vec<Vec<HostCall>>,
    configurations: Vec<Configuration>,
    rand: Rand,
    output: Vec<u8>,
    tracked: Vec<Tracked>,
    device: Device<'p>,
    counters: Counters,
    exit_code: Option<i64>,
}

impl<'p> Host<'p> {
    pub fn new(program: &'p CudaProgram, options: &RunOptions) -> Host<'p> {
        let roles = program
            .host
            .functions
            .iter()
            .map(|function| function.call_sites.iter().map(|site| classify(&site.callee)).collect())
            .collect();
        Host {
            program,
            options: options.clone(),
            roles,
            configurations: Vec::new(),
            rand: Rand::default(),
            output: Vec::new(),
            tracked: Vec::new(),
            device: Device::new(program, options),
            counters: Counters::default(),
            exit_code: None,
        }
    }

    /// Runs host function `function` to its return (or `exit`).
    pub fn run(&mut self, function: u32, args: &[u64], memory: &mut Memory) -> Result<u64, CudaError> {
        let program = self.program;
        let programs = &program.host.functions;
        let context = format!("host function @{}", programs[function as usize].function);
        let mut thread =
            Thread::new(programs, function, args, Some(HOST)).map_err(|e| CudaError::from_exec(e, &context))?;
        let status = thread.run(programs, self, memory, self.options.step_limit);
        self.counters.host_instructions = thread.retired();
        match status {
            _ if self.exit_code.is_some() => Ok(self.exit_code.unwrap_or_default() as u64),
            Ok(Status::Returned(value)) => Ok(value),
            Ok(Status::OutOfBudget) => Err(CudaError::new(
                ErrorKind::StepLimit,
                format!("{context}: stopped after {} instructions (step limit)", self.options.step_limit),
            )),
            Ok(Status::Suspended) => {
                Err(CudaError::new(ErrorKind::BadCall, format!("{context}: suspended on the host")))
            }
            Err(error) => Err(CudaError::from_exec(error, &context)),
        }
    }

    /// The counters, the output and the tracked allocations' final contents.
    pub fn finish(self, memory: &Memory) -> (Counters, Vec<u8>, Vec<Allocation>) {
        let mut per_space = [0usize; 2];
        let allocations = self
            .tracked
            .into_iter()
            .map(|tracked| {
                let device = usize::from(tracked.space != HOST);
                let index = per_space[device];
                per_space[device] += 1;
                let bytes = tracked.freed.unwrap_or_else(|| {
                    let buffer = memory.buffer_index(tracked.space, tracked.address);
                    buffer.map(|b| memory.buffers(tracked.space)[b].clone()).unwrap_or_default()
                });
                Allocation { space: if device == 1 { "device" } else { "host" }, index, bytes }
            })
            .collect();
        (self.counters, self.output, allocations)
    }

    fn print(&mut self, bytes: &[u8]) {
        if self.options.echo {
            let mut stdout = std::io::stdout();
            let _ = stdout.write_all(bytes).and_then(|()| stdout.flush());
        }
        self.output.extend_from_slice(bytes);
    }

    /// A tracked allocation whose bytes are all `fill`.
    fn allocate(&mut self, space: SpaceId, size: u64, fill: u8, memory: &mut Memory) -> u64 {
        let address = memory.allocate(space, vec![fill; size as usize]);
        self.tracked.push(Tracked { space, address, freed: None });
        address
    }

    fn free(&mut self, space: SpaceId, address: u64, memory: &mut Memory) -> Result<(), MemoryError> {
        if address == 0 {
            return Ok(());
        }
        memory.resolve(0, address).and_then(|actual| {
            if actual == space {
                Ok(())
            } else {
                Err(MemoryError::WrongSpace { address, expected: memory.space_name(space).to_string() })
            }
        })?;
        let contents = memory.free(space, address)?;
        if let Some(tracked) = self.tracked.iter_mut().find(|t| t.address == address && t.space == space) {
            tracked.freed = self.options.keep_freed.then_some(contents);
        }
        Ok(())
    }

    fn runtime(&mut self, at: At<'_>, call: RuntimeCall, args: &[u64], memory: &mut Memory) -> Result<u64, CudaError> {
        let fail = |error: MemoryError| CudaError::new(memory_kind(&error), format!("{}: {error}", at.label));
        match call {
            RuntimeCall::Malloc => {
                let address = self.allocate(GLOBAL, args[1], UNINITIALISED, memory);
                write_host(memory, args[0], &address.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::Free => self.free(GLOBAL, args[0], memory).map_err(fail)?,
            RuntimeCall::Memcpy => {
                let kind = MemcpyKind::from_value(args[3])
                    .ok_or_else(|| bad_call(at, format!("{} is not a cudaMemcpyKind", args[3])))?;
                let (to, from) = memcpy_spaces(kind);
                let destination = (space_in(memory, args[0], to, at)?, args[0]);
                let source = (space_in(memory, args[1], from, at)?, args[1]);
                libc::copy_bytes(memory, destination, source, args[2]).map_err(fail)?;
            }
            RuntimeCall::Memset => {
                let space = space_in(memory, args[0], &[GLOBAL], at)?;
                libc::fill_bytes(memory, (space, args[0]), args[1] as u8, args[2]).map_err(fail)?;
            }
            RuntimeCall::DeviceSynchronize | RuntimeCall::StreamSynchronize | RuntimeCall::GetLastError => {}
            RuntimeCall::PushCallConfiguration => self.configurations.push(Configuration {
                grid: Dim3::from_packed(args[0], args[1]),
                block: Dim3::from_packed(args[2], args[3]),
                shared_bytes: args[4],
                stream: args[5],
            }),
            RuntimeCall::PopCallConfiguration => {
                let configuration = self
                    .configurations
                    .pop()
                    .ok_or_else(|| bad_call(at, "no launch configuration was pushed".to_string()))?;
                let dim3 = |d: Dim3| [d.x, d.y, d.z].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
                write_host(memory, args[0], &dim3(configuration.grid)).map_err(fail)?;
                write_host(memory, args[1], &dim3(configuration.block)).map_err(fail)?;
                write_host(memory, args[2], &configuration.shared_bytes.to_le_bytes()).map_err(fail)?;
                write_host(memory, args[3], &configuration.stream.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::LaunchKernel => self.launch(at, args, memory)?,
        }
        Ok(CUDA_SUCCESS)
    }

    /// `cudaLaunchKernel(stub, grid_xy, grid_z, block_xy, block_z, argv, shared, stream)`.
    fn launch(&mut self, at: At<'_>, args: &[u64], memory: &mut Memory) -> Result<(), CudaError> {
        let symbol = self
            .program
            .function_at(memory, args[0])
            .ok_or_else(|| bad_call(at, format!("{:#x} is not a function pointer", args[0])))?;
        let kernel_name = kernel_of_stub(symbol).unwrap_or_else(|| symbol.to_string());
        self.options.on_launch.notify(&kernel_name);
        let device = self.program.device();
        let kernel = device
            .function(&kernel_name)
            .filter(|_| device.kernels.is_empty() || device.kernels.contains(&kernel_name))
            .ok_or_else(|| {
                bad_call(at, format!("the device code defines no kernel '{kernel_name}' (launched through @{symbol})"))
            })?;
        let params = &device.functions[kernel as usize].params;
        let mut values = Vec::with_capacity(params.len());
        for (index, ty) in params.iter().enumerate() {
            let fail = |error: MemoryError| {
                CudaError::new(memory_kind(&error), format!("{}: kernel argument {index}: {error}", at.label))
            };
            let slot = read_host(memory, args[5] + 8 * index as u64, 8).map_err(fail)?;
            let bytes = read_host(memory, slot, u64::from(ty.bits()).div_ceil(8)).map_err(fail)?;
            values.push(bytes);
        }
        let launch = Launch {
            kernel,
            grid: Dim3::from_packed(args[1], args[2]),
            block: Dim3::from_packed(args[3], args[4]),
            dynamic_shared: args[6],
            args: values,
        };
        let result = self.device.launch(&launch, memory);
        let printed = self.device.take_output();
        self.print(&printed);
        self.counters.record(result?);
        Ok(())
    }

    fn libc(
        &mut self,
        at: At<'_>,
        site: u32,
        call: LibcCall,
        args: &[u64],
        memory: &mut Memory,
    ) -> Result<u64, CudaError> {
        let fail = |error: MemoryError| CudaError::new(memory_kind(&error), format!("{}: {error}", at.label));
        Ok(match call {
            LibcCall::Malloc => self.allocate(HOST, args[0], UNINITIALISED, memory),
            LibcCall::Calloc => self.allocate(HOST, args[0].saturating_mul(args[1]), 0, memory),
            LibcCall::Free => {
                self.free(HOST, args[0], memory).map_err(fail)?;
                0
            }
            LibcCall::MemCopy => {
                let (to, from) = (space_in(memory, args[0], &[HOST], at)?, space_in(memory, args[1], &[HOST], at)?);
                libc::copy_bytes(memory, (to, args[0]), (from, args[1]), args[2]).map_err(fail)?;
                args[0]
            }
            LibcCall::MemSet => {
                let to = space_in(memory, args[0], &[HOST], at)?;
                libc::fill_bytes(memory, (to, args[0]), args[1] as u8, args[2]).map_err(fail)?;
                args[0]
            }
            LibcCall::Printf => {
                let types = &self.program.host.functions[at.function as usize].call_sites[site as usize].args;
                let format = libc::c_string(memory, args[0]).map_err(fail)?;
                let varargs: Vec<(u64, ScalarType)> =
                    args[1..].iter().copied().zip(types[1..].iter().copied()).collect();
                let text = libc::format(memory, &format, &mut libc::CallArgs(varargs.iter())).map_err(fail)?;
                self.print(&text);
                text.len() as u64
            }
            LibcCall::Puts => {
                let mut text = libc::c_string(memory, args[0]).map_err(fail)?;
                text.push(b'\n');
                self.print(&text);
                text.len() as u64
            }
            LibcCall::Putchar => {
                self.print(&[args[0] as u8]);
                args[0]
            }
            LibcCall::Rand => u64::from(self.rand.next_value()),
            LibcCall::Srand => {
                self.rand.seed(args[0] as u32);
                0
            }
            LibcCall::Exit => {
                self.exit_code = Some(crate::values::sign_extend(args[0], 32));
                return Err(CudaError::new(ErrorKind::Input, format!("{}: exit({})", at.label, args[0] as i32)));
            }
            LibcCall::Abort => return Err(bad_call(at, "abort() called".to_string())),
            LibcCall::DevicePrintf => return Err(bad_call(at, "vprintf is device-side printf".to_string())),
            LibcCall::Math(function) if args.len() == function.arity() => function.apply(args),
            LibcCall::Math(_) => return Err(bad_call(at, "a math function with the wrong number of arguments".into())),
        })
    }
}

impl Host<'_> {
    /// `host @function`, the place of a host-side error.
    fn place(&self, at: At<'_>) -> String {
        format!("host @{}", self.program.host.functions[at.function as usize].function)
    }
}

impl Machine for Host<'_> {
    type Error = CudaError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), CudaError> {
        if access.space == HOST {
            return Ok(());
        }
        let message = format!(
            "{}: {}: host code dereferences {:#x}, an address in {} (use cudaMemcpy)",
            self.place(at),
            at.label,
            access.address,
            memory.space_name(access.space)
        );
        Err(CudaError::new(ErrorKind::InvalidAddress, message))
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, CudaError> {
        let here = self.place(at);
        let place = |error: CudaError| error.within(&here);
        let value = match self.roles[at.function as usize][site as usize] {
            // Errors of the launched kernel name their own place.
            HostCall::Runtime(RuntimeCall::LaunchKernel) => {
                self.runtime(at, RuntimeCall::LaunchKernel, args, memory)?
            }
            HostCall::Runtime(call) => self.runtime(at, call, args, memory).map_err(place)?,
            HostCall::Libc(call) => self.libc(at, site, call, args, memory).map_err(place)?,
            HostCall::Unknown => {
                let callee = &self.program.host.functions[at.function as usize].call_sites[site as usize].callee;
                let message =
                    format!("call to @{callee}, which the executor does not know and the module does not define");
                return Err(place(bad_call(at, message)));
            }
        };
        Ok(CallResult::Value(value))
    }

    fn finish(&mut self, _: At<'_>, _: &mut Memory) -> Result<(), CudaError> {
        Ok(())
    }
}

fn classify(callee: &str) -> HostCall {
    RuntimeCall::from_name(callee)
        .map(HostCall::Runtime)
        .or_else(|| LibcCall::from_name(callee).map(HostCall::Libc))
        .unwrap_or(HostCall::Unknown)
}

fn bad_call(at: At<'_>, message: String) -> CudaError {
    CudaError::new(ErrorKind::BadCall, format!("{}: {message}", at.label))
}

/// The (destination, source) spaces a copy direction allows.
fn memcpy_spaces(kind: MemcpyKind) -> (&'static [SpaceId], &'static [SpaceId]) {
    const DEVICE: &[SpaceId] = &[GLOBAL, CONSTANT];
    const ANY: &[SpaceId] = &[HOST, GLOBAL, CONSTANT];
    match kind {
        MemcpyKind::HostToHost => (&[HOST], &[HOST]),
        MemcpyKind::HostToDevice => (DEVICE, &[HOST]),
        MemcpyKind::DeviceToHost => (&[HOST], DEVICE),
        MemcpyKind::DeviceToDevice => (DEVICE, DEVICE),
        MemcpyKind::Default => (ANY, ANY),
    }
}

/// The space of `address`, which must be one of `allowed`.
fn space_in(memory: &Memory, address: u64, allowed: &[SpaceId], at: At<'_>) -> Result<SpaceId, CudaError> {
    let space =
        memory.resolve(0, address).map_err(|e| CudaError::new(memory_kind(&e), format!("{}: {e}", at.label)))?;
    if allowed.contains(&space) {
        return Ok(space);
    }
    let expected: Vec<&str> = allowed.iter().map(|&s| memory.space_name(s)).collect();
    let message = format!(
        "{}: {address:#x} is in {}, but this call needs {}",
        at.label,
        memory.space_name(space),
        expected.join(" or ")
    );
    Err(CudaError::new(ErrorKind::InvalidAddress, message))
}

fn write_host(memory: &mut Memory, address: u64, bytes: &[u8]) -> Result<(), MemoryError> {
    let space = memory.resolve(0, address)?;
    if space != HOST {
        return Err(MemoryError::WrongSpace { address, expected: memory.space_name(HOST).to_string() });
    }
    memory.write(space, address, bytes)
}

/// Reads up to 8 bytes of host memory as a little-endian value.
fn read_host(memory: &Memory, address: u64, length: u64) -> Result<u64, MemoryError> {
    let space = memory.resolve(0, address)?;
    if space != HOST {
        return Err(MemoryError::WrongSpace { address, expected: memory.space_name(HOST).to_string() });
    }
    let mut raw = [0u8; 8];
    raw[..length as usize].copy_from_slice(memory.read(space, address, length)?);
    Ok(u64::from_le_bytes(raw))
}
