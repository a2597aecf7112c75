//! Ascend programs on the CPU (`docs/contract/ascend-host.md`): the host function is
//! interpreted with the AscendCL/CANN runtime and the C library emulated (`host`), and
//! every kernel launch runs its kernel on `blockDim` AI cores (`launch`): each block once
//! functionally in program order, then all blocks together in time on the chip
//! (`ascend::chip`: per-core pipes, the GM bus shared by every core's transfers, waves
//! when blockDim exceeds the cores), with two cores touching the same GM bytes, one
//! writing, reported as a cross-core race (`cross_core`). Two memories: the host's
//! (tagged: host memory and the code space whose addresses are function pointers) and
//! the device's (the AI core's spaces of `ascend::memory_for`: GM buffers from
//! `aclrtMalloc`, one set of local buffers that each block gets fresh). Invariant: host
//! code touches only host memory, kernels only device memory; the runtime's copies are
//! the only bridge, in the direction their kind names.

pub mod cross_core;
pub mod host;
pub mod launch;
pub mod streams;

use crate::ascend::memory_for;
use crate::ascend::timeline::Timeline;
use crate::cuda::footprint::LaunchFootprint;
use crate::decoder::decode_module;
use crate::host::dump::Allocation;
use crate::host::error::{ErrorKind, ProgramError};
use crate::host::{command_line, takes_command_line};
use crate::memory::{Memory, SpaceId, SpaceSpec, Storage};
use crate::program::{GlobalInfo, Layout, Module};
use crate::values::{self, ScalarType};
use serde::Serialize;
use syncfuse_hardware::ascend::TargetDescription;
use syncfuse_hardware::ascend_host::{schedule_launches, ConcurrentLaunch, SharedChip};

/// The host's memory spaces, in `Memory` order.
pub const HOST: SpaceId = 0;
/// Function pointers: `(module << 32) | symbol` in this space, which has no bytes.
pub const CODE: SpaceId = 1;

fn host_memory() -> Memory {
    let space = |name: &str, storage| SpaceSpec { name: name.into(), llvm_numbers: Vec::new(), storage };
    Memory::tagged(vec![space("host memory", Storage::Buffers), space("code", Storage::Fixed { capacity: 0 })])
}

/// A decoded Ascend program: the host module and the device module (the same module in
/// the single-module form).
pub struct AscendProgram {
    pub host: Module,
    device: Option<Module>,
}

impl AscendProgram {
    /// The module that holds the kernels.
    pub fn device(&self) -> &Module {
        self.device.as_ref().unwrap_or(&self.host)
    }

    /// The symbol a function pointer value names.
    pub fn function_at(&self, memory: &Memory, address: u64) -> Option<&str> {
        crate::host::function_at((&self.host, self.device()), memory, CODE, address)
    }
}

/// Places one module's globals: host globals in host memory, a device module's in GM.
struct Placement<'m> {
    memory: &'m mut Memory,
    /// Function pointers of this module are `module << 32 | symbol` in the code space.
    module: u64,
    code_memory_tag: u64,
    /// The space and memory of `addrspace(0)` globals.
    space: SpaceId,
}

impl Layout for Placement<'_> {
    fn place_global(&mut self, global: &GlobalInfo) -> Result<u64, String> {
        if global.llvm_space > 1 {
            return Err(format!("a global in address space {} is not supported", global.llvm_space));
        }
        Ok(self.memory.allocate(self.space, global.init.clone()))
    }

    fn function_address(&self, symbol: u32) -> u64 {
        self.code_memory_tag | self.module << 32 | u64::from(symbol)
    }
}

/// Decodes the modules: host globals into `host`, a device module's globals into GM of
/// `device`.
fn load(
    host_ir: &str,
    device_ir: Option<&str>,
    host: &mut Memory,
    device: &mut Memory,
) -> Result<AscendProgram, ProgramError> {
    let code_memory_tag = host.fixed_address(CODE, 0);
    let decode = |ir: &str, module: u64, memory: &mut Memory, space: SpaceId| {
        let mut placement = Placement { memory, module, code_memory_tag, space };
        let decoded =
            decode_module(ir, &mut placement).map_err(|e| ProgramError::new(ErrorKind::Input, e.to_string()))?;
        for global in &decoded.globals {
            memory
                .write(space, global.address, &global.info.init)
                .map_err(|e| ProgramError::new(ErrorKind::Input, format!("@{}: {e}", global.info.name)))?;
        }
        Ok::<_, ProgramError>(decoded)
    };
    let host_module = decode(host_ir, 0, host, HOST)?;
    let gm = crate::ascend::space_id(syncfuse_hardware::ascend::AddressSpace::Gm);
    let device_module = device_ir.map(|ir| decode(ir, 1, device, gm)).transpose()?;
    Ok(AscendProgram { host: host_module, device: device_module })
}

/// How to run.
#[derive(Clone, Debug)]
pub struct ProgramOptions {
    /// Every block of every launch in order, each pipe instruction completing before the
    /// next (the reference; syncs ignored, no timing).
    pub sequential: bool,
    /// Seeds the latencies (scaled log-uniformly per instruction); `None`: nominal.
    pub seed: Option<u64>,
    /// Accept event IDs beyond the target's count.
    pub unlimited_event_ids: bool,
    /// Record every launch's timeline (for the SVG).
    pub record_timeline: bool,
    /// Instructions one thread (the host, or one block) may execute.
    pub step_limit: u64,
    /// Also print the program's output as it happens.
    pub echo: bool,
    /// Keep the contents of freed allocations (for `dump`).
    pub keep_freed: bool,
    /// Report two cores of one launch touching the same GM bytes, one writing, as an
    /// error (`cross_core`); off for programs that store the same value from many cores
    /// on purpose.
    pub check_cross_core_races: bool,
    /// Record each launch's GM words by block (`LaunchReport::footprint`).
    pub record_footprints: bool,
    /// `argv` (`argv[0]` first) for an entry `(int argc, char **argv)` run without
    /// arguments.
    pub command_line: Vec<String>,
}

impl Default for ProgramOptions {
    fn default() -> ProgramOptions {
        ProgramOptions {
            sequential: false,
            seed: None,
            unlimited_event_ids: false,
            record_timeline: false,
            step_limit: crate::host::DEFAULT_THREAD_STEP_LIMIT,
            echo: false,
            keep_freed: false,
            check_cross_core_races: true,
            record_footprints: false,
            command_line: vec![crate::host::DEFAULT_PROGRAM_NAME.to_string()],
        }
    }
}

/// One kernel launch as the executor ran it.
#[derive(Clone, Debug, Serialize)]
pub struct LaunchReport {
    pub kernel: String,
    pub block_dim: u64,
    /// The stream it was issued on (0: the default stream).
    pub stream: u64,
    /// Launches (indices) it directly waits for (stream order, events, host waits); every
    /// launch ordered before it is one of them or ordered before one of them.
    pub after: Vec<u32>,
    /// Cores that ran blocks at once (fewer than blockDim: waves).
    pub cores: u64,
    /// Launch overhead plus the cycles until the last block finished.
    pub cycles: u64,
    pub overhead_cycles: u64,
    /// The core busy longest (its blocks' cycles summed) and those cycles.
    pub busiest_core: u64,
    pub busiest_core_cycles: u64,
    /// Bytes over the GM bus and the share of the bus's capacity they used while the
    /// blocks ran.
    pub bus_bytes: u64,
    pub bus_utilisation: f64,
    /// IR instructions the blocks retired.
    pub instructions: u64,
    /// Per core, its blocks' pipes (recorded on request), from the launch's first cycle
    /// after the overhead.
    #[serde(skip)]
    pub timeline: Option<Vec<Timeline>>,
    /// The GM words each block touched (with `ProgramOptions::record_footprints`).
    #[serde(skip)]
    pub footprint: Option<LaunchFootprint>,
}

/// The launches as a Markdown table: kernel, blockDim, cores, cycles, the busiest core,
/// bus bytes and utilisation, instructions.
pub fn launch_table(launches: &[LaunchReport]) -> String {
    let mut table = String::from(
        "| launch | kernel | blockDim | cores | cycles | busiest core (cycles) | GM bus bytes | bus utilisation | IR instructions |\n|---:|---|---:|---:|---:|---|---:|---:|---:|\n",
    );
    for (index, launch) in launches.iter().enumerate() {
        table += &format!(
            "| {index} | {} | {} | {} | {} | {} ({}) | {} | {:.1}% | {} |\n",
            launch.kernel,
            launch.block_dim,
            launch.cores,
            launch.cycles,
            launch.busiest_core,
            launch.busiest_core_cycles,
            launch.bus_bytes,
            100.0 * launch.bus_utilisation,
            launch.instructions
        );
    }
    table
}

/// The program's timeline as SVG: one lane group per core, launches one after another
/// (each after its launch overhead), also where streams would let them overlap.
pub fn cores_svg(title: &str, launches: &[LaunchReport]) -> String {
    let cores = launches.iter().map(|launch| launch.cores as usize).max().unwrap_or(0);
    let mut per_core = vec![Timeline::default(); cores];
    let mut start = 0;
    for launch in launches {
        for (core, timeline) in launch.timeline.iter().flatten().enumerate() {
            per_core[core].append_shifted(timeline, start + launch.overhead_cycles);
        }
        start += launch.cycles;
    }
    let groups: Vec<(String, &Timeline)> =
        per_core.iter().enumerate().map(|(core, timeline)| (format!("core {core}"), timeline)).collect();
    crate::ascend::timeline::groups_svg(title, start, &groups)
}

/// What a run did.
#[derive(Debug)]
pub struct ProgramOutcome {
    /// The entry's return value (sign-extended), or the error that stopped the run.
    pub result: Result<i64, ProgramError>,
    pub launches: Vec<LaunchReport>,
    pub host_instructions: u64,
    /// Everything the program printed.
    pub output: Vec<u8>,
    /// malloc/calloc and aclrtMalloc allocations, in allocation order, with their
    /// contents at exit or, if `keep_freed`, when freed.
    pub allocations: Vec<Allocation>,
    /// What concurrent launches share: the chip's cores and GM bus.
    pub chip: SharedChip,
}

impl ProgramOutcome {
    /// Cycles from the first launch to the end of the last to finish, overheads included:
    /// one stream runs its launches one after another, concurrent streams share the chip's
    /// cores and GM bus (`hardware::ascend_host::schedule_launches`).
    pub fn device_cycles(&self) -> u64 {
        let launches: Vec<ConcurrentLaunch<'_>> = self
            .launches
            .iter()
            .map(|launch| ConcurrentLaunch {
                cycles: launch.cycles,
                overhead: launch.overhead_cycles,
                cores: launch.cores,
                bus_bytes: launch.bus_bytes,
                after: &launch.after,
            })
            .collect();
        schedule_launches(&launches, self.chip).iter().map(|&(_, end)| end).max().unwrap_or(0)
    }

    /// IR instructions the host and every block retired.
    pub fn instructions(&self) -> u64 {
        self.host_instructions + self.launches.iter().map(|launch| launch.instructions).sum::<u64>()
    }
}

/// The cores and GM bus of `target`'s chip.
fn shared_chip(target: &TargetDescription) -> SharedChip {
    SharedChip { cores: u64::from(target.chip.cores), bus_bytes_per_cycle: target.chip.gm_bus_bytes_per_cycle }
}

/// Runs host function `entry` of the program with integer arguments.
pub fn run(
    host_ir: &str,
    device_ir: Option<&str>,
    entry: &str,
    args: &[i64],
    target: &TargetDescription,
    options: &ProgramOptions,
) -> ProgramOutcome {
    let failed = |error| ProgramOutcome {
        result: Err(error),
        launches: Vec::new(),
        host_instructions: 0,
        output: Vec::new(),
        allocations: Vec::new(),
        chip: shared_chip(target),
    };
    let (mut host_memory, mut device_memory) = (host_memory(), memory_for(target));
    let program = match load(host_ir, device_ir, &mut host_memory, &mut device_memory) {
        Ok(program) => program,
        Err(error) => return failed(error),
    };
    let Some(function) = program.host.function(entry) else {
        let names: Vec<&str> = program.host.functions.iter().map(|p| p.function.as_str()).collect();
        let message = format!("no function '{entry}' with a body (defined: {})", names.join(", "));
        return failed(ProgramError::new(ErrorKind::Input, message));
    };
    let host_function = &program.host.functions[function as usize];
    let raw: Vec<u64> = if args.is_empty() && takes_command_line(&host_function.params) {
        command_line(&mut host_memory, HOST, &options.command_line).to_vec()
    } else if args.len() != host_function.params.len() {
        let message = format!("@{entry} takes {} arguments, {} given", host_function.params.len(), args.len());
        return failed(ProgramError::new(ErrorKind::Input, message));
    } else {
        args.iter().zip(&host_function.params).map(|(value, ty)| *value as u64 & values::mask(ty.bits())).collect()
    };
    let return_bits = host_function.returns.map_or(64, ScalarType::bits);
    let mut machine = host::AscendHost::new(&program, target, options, device_memory);
    let result = machine.run(function, &raw, &mut host_memory).map(|value| values::sign_extend(value, return_bits));
    let finished = machine.finish(&host_memory);
    ProgramOutcome {
        result,
        launches: finished.launches,
        host_instructions: finished.host_instructions,
        output: finished.output,
        allocations: finished.allocations,
        chip: shared_chip(target),
    }
}
