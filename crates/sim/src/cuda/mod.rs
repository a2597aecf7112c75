//! CUDA programs on the CPU: the host function is interpreted with the CUDA runtime and
//! the C library emulated (`host`), and every kernel launch runs the kernel's IR over its
//! grid (`grid`): one interpreter `Thread` per CUDA thread, run cooperatively in a seeded
//! random order, stopping at `__syncthreads()` until the whole block has arrived. Memory
//! is one tagged `Memory` (generic pointers carry their space): host memory (malloc,
//! host globals, host stacks), global memory (cudaMalloc, `__device__` globals),
//! per-block shared memory (`addrspace(3)` globals and dynamic shared memory, laid out
//! once, zeroed for every block), constant memory, per-thread local memory, and a code
//! space whose addresses are function pointers. Checks: data races (`races`), barrier
//! divergence, out-of-bounds and use-after-free accesses, host/device pointer mix-ups;
//! counters per launch and in total (`counters`); allocations can be dumped and compared
//! (`dump`). Invariant: this is the same interpreter as the Ascend model's, driven by a
//! second machine model; every CUDA name comes from `target::cuda`, every C library name
//! from `libc`. Docs: `docs/cuda-executor.md`.

pub mod counters;
pub mod footprint;
pub mod grid;
pub mod happens_before;
pub mod host;
pub mod races;
pub mod streams;

use crate::ascend::run::KernelArg;
use crate::decoder::decode_module;
use crate::host::dump::Allocation;
use crate::host::error::{ErrorKind, ProgramError};
use crate::host::{command_line, takes_command_line};
use crate::memory::{Memory, SpaceId, SpaceSpec, Storage};
use crate::program::{GlobalInfo, Layout, Module};
use crate::values::{self, ScalarType};
use counters::Counters;
use syncfuse_hardware::cuda::AddressSpace;

/// The memory spaces, in `Memory` order.
pub const HOST: SpaceId = 0;
pub const GLOBAL: SpaceId = 1;
pub const SHARED: SpaceId = 2;
pub const CONSTANT: SpaceId = 3;
pub const LOCAL: SpaceId = 4;
/// Function pointers: `(module << 32) | symbol` in this space, which has no bytes.
pub const CODE: SpaceId = 5;

fn new_memory() -> Memory {
    let space =
        |name: &str, numbers: &[u32], storage| SpaceSpec { name: name.into(), llvm_numbers: numbers.to_vec(), storage };
    Memory::tagged(vec![
        space("host memory", &[], Storage::Buffers),
        space("global memory", &[1], Storage::Buffers),
        space("shared memory", &[3], Storage::Fixed { capacity: 0 }),
        space("constant memory", &[4], Storage::Buffers),
        space("local memory", &[5], Storage::Buffers),
        space("code", &[], Storage::Fixed { capacity: 0 }),
    ])
}

/// A decoded CUDA program: the host module and the device module (the same module in
/// the single-module form).
pub struct CudaProgram {
    pub host: Module,
    device: Option<Module>,
    /// Bytes of static shared memory (dynamic shared memory starts here).
    pub static_shared: u64,
}

impl CudaProgram {
    /// The module that holds the kernels.
    pub fn device(&self) -> &Module {
        self.device.as_ref().unwrap_or(&self.host)
    }

    /// The symbol a function pointer value names.
    pub fn function_at(&self, memory: &Memory, address: u64) -> Option<&str> {
        crate::host::function_at((&self.host, self.device()), memory, CODE, address)
    }
}

/// Places one module's globals: shared ones at offsets of the shared space, the others as
/// buffers of their space (with their initial contents).
struct Placement<'m> {
    memory: &'m mut Memory,
    module: u64,
    /// Where `addrspace(0)` globals live: host memory, or global memory in a device-only
    /// module.
    generic: SpaceId,
    shared_end: u64,
}

/// Alignment of shared-memory globals.
const SHARED_ALIGN: u64 = 16;

impl Layout for Placement<'_> {
    fn place_global(&mut self, global: &GlobalInfo) -> Result<u64, String> {
        let space = match AddressSpace::from_number(global.llvm_space) {
            Some(AddressSpace::Shared) => {
                let offset = self.shared_end.next_multiple_of(SHARED_ALIGN);
                self.shared_end = offset + global.size;
                return Ok(self.memory.fixed_address(SHARED, offset));
            }
            Some(AddressSpace::Generic) => self.generic,
            Some(AddressSpace::Global) => GLOBAL,
            Some(AddressSpace::Constant) => CONSTANT,
            Some(AddressSpace::Local) | None => {
                return Err(format!("a global in address space {} is not supported", global.llvm_space))
            }
        };
        Ok(self.memory.allocate(space, global.init.clone()))
    }

    fn function_address(&self, symbol: u32) -> u64 {
        self.memory.fixed_address(CODE, self.module << 32 | u64::from(symbol))
    }
}

/// Decodes the modules into `memory` (globals placed and initialised).
pub fn load(host_ir: &str, device_ir: Option<&str>, memory: &mut Memory) -> Result<CudaProgram, ProgramError> {
    let decode = |ir: &str, module: u64, generic: SpaceId, memory: &mut Memory, shared_end: u64| {
        let mut placement = Placement { memory, module, generic, shared_end };
        let decoded = decode_module(ir, &mut placement);
        let shared_end = placement.shared_end;
        let decoded = decoded.map_err(|e| ProgramError::new(ErrorKind::Input, e.to_string()))?;
        for global in &decoded.globals {
            if let Some(space) = memory.space_of_address(global.address).filter(|&s| s != SHARED) {
                memory
                    .write(space, global.address, &global.info.init)
                    .map_err(|e| ProgramError::new(ErrorKind::Input, format!("@{}: {e}", global.info.name)))?;
            }
        }
        Ok::<_, ProgramError>((decoded, shared_end))
    };
    let (host, shared_end) = decode(host_ir, 0, HOST, memory, 0)?;
    let (device, static_shared) = match device_ir {
        Some(ir) => {
            let (device, end) = decode(ir, 1, GLOBAL, memory, shared_end)?;
            (Some(device), end)
        }
        None => (None, shared_end),
    };
    Ok(CudaProgram { host, device, static_shared })
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// Seeds the block order and the thread order between barriers.
    pub seed: u64,
    pub check_races: bool,
    /// Instructions one thread (host or device) may execute.
    pub step_limit: u64,
    /// Also print the program's output (printf, puts) as it happens.
    pub echo: bool,
    /// Keep the contents of freed allocations (for `dump`).
    pub keep_freed: bool,
    /// Told the kernel's name before each launch runs (a front end's progress display).
    pub on_launch: LaunchHook,
    /// Record which blocks touch which global words (`RunOutcome::footprints`).
    pub record_footprints: bool,
    /// Streaming multiprocessors, each holding one resident block: how many blocks (of
    /// any launches the streams let run) run at once.
    pub sms: u32,
    /// `argv` (`argv[0]` first) for an entry `(int argc, char **argv)` run without
    /// arguments.
    pub command_line: Vec<String>,
}

/// Enough multiprocessors for blocks of two launches to interleave, few enough to keep
/// runs quick.
pub const DEFAULT_SMS: u32 = 4;

impl Default for RunOptions {
    fn default() -> RunOptions {
        RunOptions {
            seed: 1,
            check_races: true,
            step_limit: crate::host::DEFAULT_THREAD_STEP_LIMIT,
            echo: false,
            keep_freed: false,
            on_launch: LaunchHook::default(),
            record_footprints: false,
            sms: DEFAULT_SMS,
            command_line: vec![crate::host::DEFAULT_PROGRAM_NAME.to_string()],
        }
    }
}

/// A callback run before each kernel launch with the kernel's name; none by default. It
/// only observes: two hooks compare equal, whatever they do.
#[derive(Clone, Default)]
pub struct LaunchHook(pub Option<LaunchCallback>);

/// What a [`LaunchHook`] calls.
pub type LaunchCallback = std::sync::Arc<dyn Fn(&str) + Send + Sync>;

impl LaunchHook {
    fn notify(&self, kernel: &str) {
        if let Some(hook) = &self.0 {
            hook(kernel);
        }
    }
}

impl std::fmt::Debug for LaunchHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() { "LaunchHook(set)" } else { "LaunchHook(none)" })
    }
}

impl PartialEq for LaunchHook {
    fn eq(&self, _: &LaunchHook) -> bool {
        true
    }
}

impl Eq for LaunchHook {}

/// What a run did.
#[derive(Debug)]
pub struct RunOutcome {
    /// The entry's return value (sign-extended), or the error that stopped the run.
    pub result: Result<i64, ProgramError>,
    pub counters: Counters,
    /// Everything the program printed.
    pub output: Vec<u8>,
    /// malloc/calloc and cudaMalloc allocations, in allocation order, with their contents
    /// at exit or, if `keep_freed`, when freed (empty otherwise).
    pub allocations: Vec<Allocation>,
    /// Per launch, with `record_footprints` (empty otherwise).
    pub footprints: Vec<footprint::LaunchFootprint>,
}

/// Runs host function `entry` of the program with scalar arguments.
pub fn run(
    host_ir: &str,
    device_ir: Option<&str>,
    entry: &str,
    args: &[KernelArg],
    options: &RunOptions,
) -> RunOutcome {
    let mut memory = new_memory();
    let failed = |error| RunOutcome {
        result: Err(error),
        counters: Counters::default(),
        output: Vec::new(),
        allocations: Vec::new(),
        footprints: Vec::new(),
    };
    let program = match load(host_ir, device_ir, &mut memory) {
        Ok(program) => program,
        Err(error) => return failed(error),
    };
    let Some(function) = program.host.function(entry) else {
        let names: Vec<&str> = program.host.functions.iter().map(|p| p.function.as_str()).collect();
        return failed(ProgramError::new(
            ErrorKind::Input,
            format!("no function '{entry}' with a body (defined: {})", names.join(", ")),
        ));
    };
    let params = &program.host.functions[function as usize].params;
    let raw = match (args.is_empty() && takes_command_line(params), entry_arguments(entry, args, params)) {
        (true, _) => command_line(&mut memory, HOST, &options.command_line).to_vec(),
        (false, Ok(raw)) => raw,
        (false, Err(error)) => return failed(error),
    };
    let return_bits = program.host.functions[function as usize].returns.map_or(64, ScalarType::bits);
    let mut host = host::Host::new(&program, options);
    let result = host.run(function, &raw, &mut memory).map(|value| values::sign_extend(value, return_bits));
    let (counters, output, allocations, footprints) = host.finish(&memory);
    RunOutcome { result, counters, output, allocations, footprints }
}

/// Whether `value` is an integer of `bits` bits, read signed or unsigned (`-1` and
/// `4294967295` both fit 32 bits; `4294967396` does not, instead of wrapping to 100).
fn fits_integer(value: i64, bits: u8) -> bool {
    bits >= 64 || (-(1i128 << (bits - 1))..(1i128 << bits)).contains(&i128::from(value))
}

/// The raw values of the entry's scalar arguments.
fn entry_arguments(entry: &str, args: &[KernelArg], params: &[ScalarType]) -> Result<Vec<u64>, ProgramError> {
    if args.len() != params.len() {
        return Err(ProgramError::new(
            ErrorKind::Input,
            format!("@{entry} takes {} arguments, {} given", params.len(), args.len()),
        ));
    }
    args.iter()
        .zip(params)
        .enumerate()
        .map(|(index, (arg, ty))| {
            let value = match (arg, ty) {
                (KernelArg::Int(value), ScalarType::Int(_)) if !fits_integer(*value, ty.bits()) => {
                    let message = format!("@{entry} argument {index}: {value} does not fit {} bits", ty.bits());
                    return Err(ProgramError::new(ErrorKind::Input, message));
                }
                (KernelArg::Int(value), ScalarType::Int(_)) => *value as u64,
                (KernelArg::Int(value), ScalarType::Float(kind)) => kind.from_f64(*value as f64),
                (KernelArg::Float(value), ScalarType::Float(kind)) => kind.from_f64(*value),
                (arg, ty) => {
                    let message = format!("@{entry} argument {index}: {arg:?} does not fit a parameter of type {ty:?}");
                    return Err(ProgramError::new(ErrorKind::Input, message));
                }
            };
            Ok(value & values::mask(ty.bits()))
        })
        .collect()
}

#[cfg(test)]
mod argument_tests {
    use super::fits_integer;

    #[test]
    fn integer_arguments_fit_their_width_signed_or_unsigned() {
        assert!(fits_integer(-1, 32) && fits_integer(4_294_967_295, 32) && fits_integer(i64::MIN, 64));
        assert!(!fits_integer(4_294_967_396, 32) && !fits_integer(-129, 8) && !fits_integer(256, 8));
    }
}
