//! The host side of a CUDA program as a `Machine`: the interpreter runs the host function
//! (and every host function it calls) on host memory, and this model executes the calls
//! it cannot: the CUDA runtime (`target::cuda::RuntimeCall`: allocation, copies in every
//! direction, memset, synchronisation, the launch sequence clang emits, with the stub
//! pointer resolved to its kernel by `kernel_of_stub`) and the C library (`libc`).
//! Launches, copies, sets, event records and event waits are issued to the device's work
//! queue (`streams`) on the stream they name and run concurrently with each other as the
//! streams allow (`grid`); the host runs the device when it waits: a synchronous copy,
//! `cudaDeviceSynchronize`, `cudaStreamSynchronize`, `cudaEventSynchronize`, a query
//! (answered once the work is done), `cudaFree`, and the end of the host function. The
//! stream and event handles are checked (created, not destroyed). Invariant: host code
//! touches only host memory and the runtime moves bytes between spaces only in the
//! direction its call names; anything else is an error naming the call.

use crate::cuda::counters::Counters;
use crate::cuda::footprint::LaunchFootprint;
use crate::cuda::grid::{Device, Wait};
use crate::cuda::streams::{Launch, Work, WorkId};
use crate::cuda::{CudaProgram, RunOptions, CONSTANT, GLOBAL, HOST};
use crate::host::dump::Allocation;
use crate::host::error::{memory_kind, ProgramError};
use crate::host::{
    bad_call, exit_handler, host_dereference, host_place, read_in, run_exit_handlers, run_host_function, space_in,
    unknown_call, write_in, CLibrary, HostCall, Side, UNINITIALISED,
};
use crate::interpreter::{At, CallResult, Machine, ScalarAccess};
use crate::memory::{Memory, MemoryError, SpaceId};
use rustc_hash::FxHashSet;
use syncfuse_hardware::cuda::{
    error_code, kernel_of_stub, DeviceQuery, Dim3, MemcpyKind, RuntimeCall, MAX_BLOCK, MAX_GRID, MAX_THREADS_PER_BLOCK,
};

/// The CUDA success code every emulated runtime call returns unless it says otherwise.
const CUDA_SUCCESS: u64 = error_code::SUCCESS;
/// `cudaStreamNonBlocking`: the stream does not synchronise with the legacy default stream.
const CUDA_STREAM_NON_BLOCKING: u64 = 1;

/// A `<<<grid, block, shared, stream>>>` pushed by `__cudaPushCallConfiguration`.
#[derive(Clone, Copy, Debug)]
struct Configuration {
    grid: Dim3,
    block: Dim3,
    shared_bytes: u64,
    stream: u64,
}

/// The host machine and everything a run accumulates.
pub struct Host<'p> {
    program: &'p CudaProgram,
    options: RunOptions,
    /// Per host function, per call site.
    roles: Vec<Vec<HostCall<RuntimeCall>>>,
    configurations: Vec<Configuration>,
    library: CLibrary,
    device: Device<'p>,
    counters: Counters,
    handles: Handles,
    /// Kernels loaded so far (launched, or their attributes queried): the first launch of
    /// any other synchronises the context (see `streams`).
    loaded_kernels: FxHashSet<String>,
    /// The error `cudaGetLastError` returns next (a launch the runtime refused).
    last_error: u64,
    /// The C string `cudaGetErrorString` returned for each code so far.
    error_strings: std::collections::HashMap<u64, u64>,
}

/// The streams and events the program created and has not destroyed.
#[derive(Default)]
struct Handles {
    streams: std::collections::BTreeSet<u64>,
    events: std::collections::BTreeSet<u64>,
    created: u64,
}

/// `cudaStreamLegacy` and `cudaStreamPerThread`: streams the program may name uncreated.
const BUILT_IN_STREAMS: [u64; 2] = [1, 2];
/// Where the handles handed out start (as pointers: recognisable, never dereferenced).
const FIRST_HANDLE: u64 = 0x5f5f_0000_0000;

impl Handles {
    fn create(&mut self, stream: bool) -> u64 {
        self.created += 1;
        let handle = FIRST_HANDLE + 16 * self.created;
        match stream {
            true => self.streams.insert(handle),
            false => self.events.insert(handle),
        };
        handle
    }

    fn stream(&self, handle: u64, at: At<'_>) -> Result<(), ProgramError> {
        match handle == 0 || BUILT_IN_STREAMS.contains(&handle) || self.streams.contains(&handle) {
            true => Ok(()),
            false => {
                Err(bad_call(at, format!("{handle:#x} is not a stream the program created (or it was destroyed)")))
            }
        }
    }

    fn event(&self, handle: u64, at: At<'_>) -> Result<(), ProgramError> {
        match self.events.contains(&handle) {
            true => Ok(()),
            false => {
                Err(bad_call(at, format!("{handle:#x} is not an event the program created (or it was destroyed)")))
            }
        }
    }

    fn destroy(&mut self, handle: u64, stream: bool, at: At<'_>) -> Result<(), ProgramError> {
        let removed = match stream {
            true => self.streams.remove(&handle),
            false => self.events.remove(&handle),
        };
        match removed {
            true => Ok(()),
            false => Err(bad_call(at, format!("{handle:#x} is destroyed but was not created (or destroyed twice)"))),
        }
    }
}

impl<'p> Host<'p> {
    pub fn new(program: &'p CudaProgram, options: &RunOptions) -> Host<'p> {
        let roles = HostCall::of_every_site(&program.host.functions, RuntimeCall::from_name);
        Host {
            program,
            options: options.clone(),
            roles,
            configurations: Vec::new(),
            library: CLibrary::new(HOST, options.echo, options.keep_freed),
            device: Device::new(program, options),
            counters: Counters::default(),
            handles: Handles::default(),
            loaded_kernels: FxHashSet::default(),
            last_error: CUDA_SUCCESS,
            error_strings: Default::default(),
        }
    }

    /// Runs host function `function` to its return (or `exit`), then the device work it
    /// left.
    pub fn run(&mut self, function: u32, args: &[u64], memory: &mut Memory) -> Result<u64, ProgramError> {
        let (programs, step_limit) = (&self.program.host.functions, self.options.step_limit);
        let exit_code = |host: &Self| host.library.exit_code();
        let (result, retired) =
            run_host_function(self, programs, (function, args), (memory, HOST), step_limit, exit_code);
        self.counters.host_instructions = retired;
        let value = result?;
        self.wait(&Wait::Everything, memory)?;
        let next_handler = |host: &mut Self, memory: &Memory| {
            let pointer = host.library.pop_exit_handler()?;
            Some(exit_handler(host.program.function_at(memory, pointer), &host.program.host, pointer))
        };
        let (handled, retired) = run_exit_handlers(self, programs, next_handler, (memory, HOST), step_limit, exit_code);
        self.counters.host_instructions += retired;
        handled?;
        self.wait(&Wait::Everything, memory)?;
        Ok(value)
    }

    /// The counters, the output, the tracked allocations' final contents and the
    /// launches' footprints (if recorded).
    pub fn finish(mut self, memory: &Memory) -> (Counters, Vec<u8>, Vec<Allocation>, Vec<LaunchFootprint>) {
        let (launches, footprints) = self.device.finish();
        for launch in launches {
            self.counters.record(launch);
        }
        let (output, allocations) = self.library.finish(memory, memory);
        (self.counters, output, allocations, footprints)
    }

    /// Runs the device until `wait` holds; the host then knows that work finished.
    fn wait(&mut self, wait: &Wait, memory: &mut Memory) -> Result<(), ProgramError> {
        let result = self.device.run_until(wait, memory);
        let printed = self.device.take_output();
        self.library.print(&printed);
        result?;
        match wait {
            Wait::Everything => self.device.queue.host_saw_everything(),
            Wait::Items(items) => self.device.queue.host_saw(items),
        }
        Ok(())
    }

    /// Waits for `item` (nothing if there is none).
    fn wait_for(&mut self, item: Option<WorkId>, memory: &mut Memory) -> Result<(), ProgramError> {
        self.wait(&Wait::Items(item.into_iter().collect()), memory)
    }

    fn runtime(
        &mut self,
        at: At<'_>,
        call: RuntimeCall,
        args: &[u64],
        memory: &mut Memory,
    ) -> Result<u64, ProgramError> {
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{}: {error}", at.label));
        match call {
            RuntimeCall::Malloc => {
                let address = self.library.allocate(Side::Device, GLOBAL, args[1], UNINITIALISED, memory);
                write_in(memory, HOST, args[0], &address.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::Free => {
                self.wait(&Wait::Everything, memory)?;
                self.library.free(GLOBAL, args[0], memory).map_err(fail)?
            }
            RuntimeCall::Memcpy | RuntimeCall::MemcpyAsync => {
                let stream = if call == RuntimeCall::MemcpyAsync { args[4] } else { 0 };
                self.handles.stream(stream, at)?;
                let kind = MemcpyKind::from_value(args[3])
                    .ok_or_else(|| bad_call(at, format!("{} is not a cudaMemcpyKind", args[3])))?;
                let (to, from) = memcpy_spaces(kind);
                let destination = (space_in(memory, args[0], to, at)?, args[0]);
                let source = (space_in(memory, args[1], from, at)?, args[1]);
                let work = Work::Copy { destination, source, bytes: args[2] };
                let copy = self.device.queue.issue(stream, at.label, work, 1);
                if call == RuntimeCall::Memcpy {
                    self.wait_for(Some(copy), memory)?;
                }
            }
            RuntimeCall::Memset | RuntimeCall::MemsetAsync => {
                let stream = if call == RuntimeCall::MemsetAsync { args[3] } else { 0 };
                self.handles.stream(stream, at)?;
                let destination = (space_in(memory, args[0], &[GLOBAL], at)?, args[0]);
                let work = Work::Set { destination, value: args[1] as u8, bytes: args[2] };
                self.device.queue.issue(stream, at.label, work, 1);
            }
            RuntimeCall::GetLastError => return Ok(std::mem::replace(&mut self.last_error, CUDA_SUCCESS)),
            RuntimeCall::PeekAtLastError => return Ok(self.last_error),
            RuntimeCall::GetErrorString => return Ok(self.error_string(args[0], memory)),
            RuntimeCall::DeviceQuery(query) => return device_query(query, args, memory).map_err(fail),
            RuntimeCall::DeviceReset => self.wait(&Wait::Everything, memory)?,
            RuntimeCall::FuncGetAttributes => {
                // The attributes are not modelled: the structure is left as it was.
                let kernel = self.kernel_of(at, args[1], memory)?;
                self.loaded_kernels.insert(kernel);
            }
            RuntimeCall::DeviceSynchronize => self.wait(&Wait::Everything, memory)?,
            RuntimeCall::StreamSynchronize => {
                self.handles.stream(args[0], at)?;
                self.wait_for(self.device.queue.last_on(args[0]), memory)?;
            }
            RuntimeCall::Query if self.handles.events.contains(&args[0]) => {
                self.wait_for(self.device.queue.last_record(args[0]), memory)?
            }
            RuntimeCall::Query => {
                self.handles.stream(args[0], at)?;
                self.wait_for(self.device.queue.last_on(args[0]), memory)?;
            }
            RuntimeCall::StreamCreate => {
                let handle = self.handles.create(true);
                let blocking = args.get(1).is_none_or(|flags| flags & CUDA_STREAM_NON_BLOCKING == 0);
                self.device.queue.create_stream(handle, blocking);
                write_in(memory, HOST, args[0], &handle.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::EventCreate => {
                let handle = self.handles.create(false);
                write_in(memory, HOST, args[0], &handle.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::StreamDestroy => self.handles.destroy(args[0], true, at)?,
            RuntimeCall::EventDestroy => self.handles.destroy(args[0], false, at)?,
            RuntimeCall::EventRecord => {
                self.handles.event(args[0], at)?;
                self.handles.stream(args[1], at)?;
                self.device.queue.record(args[0], args[1]);
            }
            RuntimeCall::StreamWaitEvent => {
                self.handles.stream(args[0], at)?;
                self.handles.event(args[1], at)?;
                self.device.queue.wait_event(args[0], args[1]);
            }
            RuntimeCall::EventSynchronize => {
                self.handles.event(args[0], at)?;
                self.wait_for(self.device.queue.last_record(args[0]), memory)?;
            }
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
                write_in(memory, HOST, args[0], &dim3(configuration.grid)).map_err(fail)?;
                write_in(memory, HOST, args[1], &dim3(configuration.block)).map_err(fail)?;
                write_in(memory, HOST, args[2], &configuration.shared_bytes.to_le_bytes()).map_err(fail)?;
                write_in(memory, HOST, args[3], &configuration.stream.to_le_bytes()).map_err(fail)?;
            }
            RuntimeCall::LaunchKernel => {
                self.handles.stream(args[7], at)?;
                return self.launch(at, args, memory);
            }
        }
        Ok(CUDA_SUCCESS)
    }

    /// The C string for error `code` (allocated once per code, never freed).
    fn error_string(&mut self, code: u64, memory: &mut Memory) -> u64 {
        *self.error_strings.entry(code).or_insert_with(|| {
            let mut text = match code {
                error_code::SUCCESS => "no error".to_string(),
                error_code::INVALID_VALUE => "invalid argument".to_string(),
                error_code::INVALID_CONFIGURATION => "invalid configuration argument".to_string(),
                error_code::INVALID_DEVICE => "invalid device ordinal".to_string(),
                other => format!("CUDA error {other}"),
            }
            .into_bytes();
            text.push(0);
            memory.allocate(HOST, text)
        })
    }

    /// `cudaLaunchKernel(stub, grid_xy, grid_z, block_xy, block_z, argv, shared, stream)`:
    /// `cudaErrorInvalidConfiguration` (and no launch) for a grid or block CUDA refuses.
    fn launch(&mut self, at: At<'_>, args: &[u64], memory: &mut Memory) -> Result<u64, ProgramError> {
        let (grid, block) = (Dim3::from_packed(args[1], args[2]), Dim3::from_packed(args[3], args[4]));
        if !grid.is_valid_launch(block) {
            self.last_error = error_code::INVALID_CONFIGURATION;
            return Ok(error_code::INVALID_CONFIGURATION);
        }
        let kernel_name = self.kernel_of(at, args[0], memory)?;
        self.options.on_launch.notify(&kernel_name);
        let device = self.program.device();
        let kernel = device.function(&kernel_name).expect("kernel_of names a device function");
        let function = &device.functions[kernel as usize];
        let mut values = Vec::with_capacity(function.params.len());
        for (index, (ty, by_value)) in function.params.iter().zip(&function.by_value_bytes).enumerate() {
            let fail = |error: MemoryError| {
                ProgramError::new(memory_kind(&error), format!("{}: kernel argument {index}: {error}", at.label))
            };
            let slot = read_in(memory, HOST, args[5] + 8 * index as u64, 8).map_err(fail)?;
            let value = match by_value {
                // A struct passed by value: a copy in device memory (the parameter space),
                // pointed to by the parameter.
                Some(bytes) => {
                    let copy = memory.read(HOST, slot, *bytes).map_err(fail)?.to_vec();
                    memory.allocate(GLOBAL, copy)
                }
                None => read_in(memory, HOST, slot, u64::from(ty.bits()).div_ceil(8)).map_err(fail)?,
            };
            values.push(value);
        }
        let launch = Launch { kernel, grid, block, dynamic_shared: args[6], args: values };
        let blocks = u32::try_from(launch.grid.volume())
            .map_err(|_| bad_call(at, format!("@{kernel_name}: grid {} has too many blocks", launch.grid)))?;
        let work = Work::Launch(launch);
        if self.loaded_kernels.insert(kernel_name.clone()) {
            self.device.queue.issue_loading(args[7], &kernel_name, work, blocks);
        } else {
            self.device.queue.issue(args[7], &kernel_name, work, blocks);
        }
        Ok(CUDA_SUCCESS)
    }

    /// The kernel a device stub pointer (`cudaLaunchKernel`'s or `cudaFuncGetAttributes`'s)
    /// stands for.
    fn kernel_of(&self, at: At<'_>, stub: u64, memory: &Memory) -> Result<String, ProgramError> {
        let symbol = self
            .program
            .function_at(memory, stub)
            .ok_or_else(|| bad_call(at, format!("{stub:#x} is not a function pointer")))?;
        let kernel_name = kernel_of_stub(symbol).unwrap_or_else(|| symbol.to_string());
        let device = self.program.device();
        match device.function(&kernel_name) {
            Some(_) if device.kernels.is_empty() || device.kernels.contains(&kernel_name) => Ok(kernel_name),
            _ => Err(bad_call(at, format!("the device code defines no kernel '{kernel_name}' (through @{symbol})"))),
        }
    }
}

impl Machine for Host<'_> {
    type Error = ProgramError;

    fn scalar_access(&mut self, at: At<'_>, access: ScalarAccess, memory: &mut Memory) -> Result<(), ProgramError> {
        if access.space == HOST {
            return Ok(());
        }
        Err(host_dereference(&self.program.host.functions, at, access, memory, "cudaMemcpy"))
    }

    fn call(&mut self, at: At<'_>, site: u32, args: &[u64], memory: &mut Memory) -> Result<CallResult, ProgramError> {
        let here = host_place(&self.program.host.functions, at);
        let place = |error: ProgramError| error.within(&here);
        let value = match self.roles[at.function as usize][site as usize] {
            // Errors of the launched kernel name their own place.
            HostCall::Runtime(RuntimeCall::LaunchKernel) => {
                self.runtime(at, RuntimeCall::LaunchKernel, args, memory)?
            }
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

/// The one device there is, device 0, described as the cost model's H100 (132 SMs).
fn device_query(query: DeviceQuery, args: &[u64], memory: &mut Memory) -> Result<u64, MemoryError> {
    use syncfuse_hardware::cuda::device_properties as field;
    let int = |value: u32| value.to_le_bytes().to_vec();
    match query {
        DeviceQuery::Count => write_in(memory, HOST, args[0], &int(1))?,
        DeviceQuery::Current => write_in(memory, HOST, args[0], &int(0))?,
        DeviceQuery::Select if args[0] as u32 != 0 => return Ok(error_code::INVALID_DEVICE),
        DeviceQuery::Select => {}
        DeviceQuery::Properties if args[1] as u32 != 0 => return Ok(error_code::INVALID_DEVICE),
        DeviceQuery::Properties => {
            let mut properties = vec![0u8; field::SIZE as usize];
            let mut put = |offset: u64, bytes: &[u8]| {
                properties[offset as usize..offset as usize + bytes.len()].copy_from_slice(bytes)
            };
            put(field::NAME, b"syncfuse CUDA executor (H100 model)\0");
            put(field::TOTAL_GLOBAL_MEM, &(80u64 << 30).to_le_bytes());
            put(field::SHARED_MEM_PER_BLOCK, &(48u64 << 10).to_le_bytes());
            put(field::REGS_PER_BLOCK, &int(65536));
            put(field::WARP_SIZE, &int(32));
            put(field::MAX_THREADS_PER_BLOCK, &int(MAX_THREADS_PER_BLOCK));
            let dims = |d: Dim3| d.axes().iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>();
            put(field::MAX_THREADS_DIM, &dims(MAX_BLOCK));
            put(field::MAX_GRID_SIZE, &dims(MAX_GRID));
            put(field::CLOCK_RATE, &int(1_980_000));
            put(field::TOTAL_CONST_MEM, &(64u64 << 10).to_le_bytes());
            put(field::MAJOR, &int(9));
            put(field::MINOR, &int(0));
            put(field::MULTI_PROCESSOR_COUNT, &int(132));
            write_in(memory, HOST, args[0], &properties)?
        }
    }
    Ok(CUDA_SUCCESS)
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
