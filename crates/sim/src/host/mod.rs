//! The host side every program executor shares (CUDA's `cuda::host`, Ascend's
//! `ascend_program::host`): the C library a host calls (`libc`: malloc, printf, rand,
//! exit, atexit, memcpy, the math functions) executed by `CLibrary`, which also keeps the output
//! and every tracked allocation for dumps (`dump`); the errors of a program run
//! (`error`); and the checks of a runtime call's pointers. Invariant: host code touches
//! only host memory; a device allocation is tracked here but lives in the memory its
//! executor gives.

pub mod dump;
pub mod error;
pub mod libc;

use crate::interpreter::{At, Machine, ScalarAccess, Status, Thread};
use crate::memory::{Memory, MemoryError, SpaceId};
use crate::program::{Module, Program};
use crate::values::ScalarType;
use dump::Allocation;
use error::{memory_kind, ErrorKind, ProgramError};
use libc::{LibcCall, Rand};
use std::io::Write;

/// The bytes of fresh `malloc` and device memory, which C and the runtimes leave
/// undefined: all ones (a NaN as `float` or `double`, -1 as an integer), so results that
/// depend on uninitialised memory show.
pub const UNINITIALISED: u8 = 0xff;

/// What a host call site does, resolved once: a call of the program's runtime `R` (CUDA's
/// or Ascend's), of the C library, or of an unknown function.
#[derive(Clone, Copy, Debug)]
pub enum HostCall<R> {
    Runtime(R),
    Libc(LibcCall),
    Unknown,
}

impl<R> HostCall<R> {
    /// The role of every call site of every host function, `runtime` naming the
    /// runtime's calls.
    pub fn of_every_site(functions: &[Program], runtime: impl Fn(&str) -> Option<R>) -> Vec<Vec<HostCall<R>>> {
        let classify = |callee: &str| match runtime(callee) {
            Some(call) => HostCall::Runtime(call),
            None => LibcCall::from_name(callee).map_or(HostCall::Unknown, HostCall::Libc),
        };
        functions
            .iter()
            .map(|function| function.call_sites.iter().map(|site| classify(&site.callee)).collect())
            .collect()
    }
}

/// Instructions one thread of a whole-program run (the host, or one block or thread of a
/// launch) may execute by default: 4.3 billion, minutes of interpretation, so that a
/// program that never ends is reported with where it stood instead of running until
/// killed (`--step-limit` raises it).
pub const DEFAULT_THREAD_STEP_LIMIT: u64 = 1 << 32;

/// `argv[0]` when the caller names no program.
pub const DEFAULT_PROGRAM_NAME: &str = "program";

/// Does an entry with these parameters take a command line, `(int argc, char **argv)`?
pub fn takes_command_line(params: &[ScalarType]) -> bool {
    matches!(params, [ScalarType::Int(32), ScalarType::Ptr(_)])
}

/// `main`'s `argc` and `argv` for `arguments` (`argv[0]` first): each a C string in
/// `host_space`, `argv` a null-terminated array of pointers to them there. Not tracked
/// allocations: they are the process's, not the program's, and never dumped.
pub fn command_line(memory: &mut Memory, host_space: SpaceId, arguments: &[String]) -> [u64; 2] {
    let mut pointers: Vec<u8> = Vec::with_capacity(8 * (arguments.len() + 1));
    for argument in arguments {
        let mut bytes = argument.as_bytes().to_vec();
        bytes.push(0);
        pointers.extend(memory.allocate(host_space, bytes).to_le_bytes());
    }
    pointers.extend(0u64.to_le_bytes());
    [arguments.len() as u64, memory.allocate(host_space, pointers)]
}

/// Which memory an allocation lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Host,
    Device,
}

/// A malloc/calloc or device allocation, for dumps.
struct Tracked {
    side: Side,
    space: SpaceId,
    address: u64,
    /// The contents when it was freed (if dumps are kept).
    freed: Option<Vec<u8>>,
}

/// The C library of one host run and what it accumulates.
pub struct CLibrary {
    /// The space of host memory (malloc, stacks).
    host_space: SpaceId,
    echo: bool,
    keep_freed: bool,
    rand: Rand,
    output: Vec<u8>,
    tracked: Vec<Tracked>,
    exit_code: Option<i64>,
    /// `atexit` handlers (function pointers), in registration order.
    exit_handlers: Vec<u64>,
    /// The virtual clock's microseconds (`LibcCall::Clock`).
    microseconds: u64,
}

impl CLibrary {
    /// `echo`: also print the program's output as it happens; `keep_freed`: keep freed
    /// allocations' contents for the dump.
    pub fn new(host_space: SpaceId, echo: bool, keep_freed: bool) -> CLibrary {
        CLibrary {
            host_space,
            echo,
            keep_freed,
            rand: Rand::default(),
            output: Vec::new(),
            tracked: Vec::new(),
            exit_code: None,
            exit_handlers: Vec::new(),
            microseconds: 0,
        }
    }

    /// The status `exit` was called with, if it was.
    pub fn exit_code(&self) -> Option<i64> {
        self.exit_code
    }

    /// The `atexit` handler to run next (the last registered), removed.
    pub fn pop_exit_handler(&mut self) -> Option<u64> {
        self.exit_handlers.pop()
    }

    pub fn print(&mut self, bytes: &[u8]) {
        if self.echo {
            let mut stdout = std::io::stdout();
            let _ = stdout.write_all(bytes).and_then(|()| stdout.flush());
        }
        self.output.extend_from_slice(bytes);
    }

    /// A tracked allocation in `space` of `memory` whose bytes are all `fill`.
    pub fn allocate(&mut self, side: Side, space: SpaceId, size: u64, fill: u8, memory: &mut Memory) -> u64 {
        let address = memory.allocate(space, vec![fill; size as usize]);
        self.tracked.push(Tracked { side, space, address, freed: None });
        address
    }

    /// Frees a tracked allocation (null is a no-op); the pointer must be in `space`.
    pub fn free(&mut self, space: SpaceId, address: u64, memory: &mut Memory) -> Result<(), MemoryError> {
        if address == 0 {
            return Ok(());
        }
        in_space(memory, address, space)?;
        let contents = memory.free(space, address)?;
        if let Some(tracked) = self.tracked.iter_mut().find(|t| t.address == address && t.space == space) {
            tracked.freed = self.keep_freed.then_some(contents);
        }
        Ok(())
    }

    /// The output and every tracked allocation's final contents (`host` and `device` are
    /// the memories of each side, the same one when they share it).
    pub fn finish(self, host: &Memory, device: &Memory) -> (Vec<u8>, Vec<Allocation>) {
        let mut per_side = [0usize; 2];
        let allocations = self
            .tracked
            .into_iter()
            .map(|tracked| {
                let (memory, slot, name) = match tracked.side {
                    Side::Host => (host, 0, "host"),
                    Side::Device => (device, 1, "device"),
                };
                let index = per_side[slot];
                per_side[slot] += 1;
                let freed = tracked.freed.is_some();
                let bytes = tracked.freed.unwrap_or_else(|| {
                    let buffer = memory.buffer_index(tracked.space, tracked.address);
                    buffer.map(|b| memory.buffers(tracked.space)[b].clone()).unwrap_or_default()
                });
                Allocation { space: name, index, bytes, freed }
            })
            .collect();
        (self.output, allocations)
    }

    /// Executes one C library call; `types`: the call site's argument types (for printf's
    /// variadic arguments).
    pub fn call(
        &mut self,
        at: At<'_>,
        call: LibcCall,
        args: &[u64],
        types: &[ScalarType],
        memory: &mut Memory,
    ) -> Result<u64, ProgramError> {
        let fail = |error: MemoryError| ProgramError::new(memory_kind(&error), format!("{}: {error}", at.label));
        let host = self.host_space;
        Ok(match call {
            LibcCall::Malloc => self.allocate(Side::Host, host, args[0], UNINITIALISED, memory),
            LibcCall::Calloc => self.allocate(Side::Host, host, args[0].saturating_mul(args[1]), 0, memory),
            LibcCall::Free => {
                self.free(host, args[0], memory).map_err(fail)?;
                0
            }
            LibcCall::MemCopy => {
                let (to, from) = (space_in(memory, args[0], &[host], at)?, space_in(memory, args[1], &[host], at)?);
                libc::copy_bytes(memory, (to, args[0]), (from, args[1]), args[2]).map_err(fail)?;
                args[0]
            }
            LibcCall::MemSet => {
                let to = space_in(memory, args[0], &[host], at)?;
                libc::fill_bytes(memory, (to, args[0]), args[1] as u8, args[2]).map_err(fail)?;
                args[0]
            }
            LibcCall::Printf | LibcCall::Fprintf => {
                let first = usize::from(call == LibcCall::Fprintf);
                let format = libc::c_string(memory, args[first]).map_err(fail)?;
                let varargs: Vec<(u64, ScalarType)> =
                    args[first + 1..].iter().copied().zip(types[first + 1..].iter().copied()).collect();
                let text = libc::format(memory, &format, &mut libc::CallArgs(varargs.iter())).map_err(fail)?;
                self.print(&text);
                text.len() as u64
            }
            LibcCall::Fputs => {
                let text = libc::c_string(memory, args[0]).map_err(fail)?;
                self.print(&text);
                0
            }
            LibcCall::Fflush | LibcCall::Getenv => 0,
            LibcCall::PosixMemalign => {
                let address = self.allocate(Side::Host, host, args[2], UNINITIALISED, memory);
                write_in(memory, host, args[0], &address.to_le_bytes()).map_err(fail)?;
                0
            }
            LibcCall::AlignedAlloc => self.allocate(Side::Host, host, args[1], UNINITIALISED, memory),
            LibcCall::Clock(reading) => {
                self.microseconds += 1;
                let (seconds, microseconds) = (self.microseconds / 1_000_000, self.microseconds % 1_000_000);
                match reading {
                    libc::ClockCall::TimeOfDay => {
                        let timeval = [seconds.to_le_bytes(), microseconds.to_le_bytes()].concat();
                        write_in(memory, host, args[0], &timeval).map_err(fail)?;
                        0
                    }
                    libc::ClockCall::Ticks => self.microseconds,
                    libc::ClockCall::Seconds if args[0] != 0 => {
                        write_in(memory, host, args[0], &seconds.to_le_bytes()).map_err(fail)?;
                        seconds
                    }
                    libc::ClockCall::Seconds => seconds,
                }
            }
            LibcCall::Parse(number) => libc::parse_number(&libc::c_string(memory, args[0]).map_err(fail)?, number),
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
            LibcCall::Atexit => {
                self.exit_handlers.push(args[0]);
                0
            }
            LibcCall::Exit => {
                self.exit_code = Some(crate::values::sign_extend(args[0], 32));
                return Err(ProgramError::new(ErrorKind::Input, format!("{}: exit({})", at.label, args[0] as i32)));
            }
            LibcCall::Abort => return Err(bad_call(at, "abort() called".to_string())),
            LibcCall::DevicePrintf => return Err(bad_call(at, "vprintf is device-side printf".to_string())),
            LibcCall::Math(function) if args.len() == function.arity() => function.apply(args),
            LibcCall::Math(_) => return Err(bad_call(at, "a math function with the wrong number of arguments".into())),
        })
    }
}

/// Runs host function `function` of `programs` on `machine` to its return (or `exit`,
/// whose status `exit_code` reads from the machine), its stack in `host_space`; the
/// result and the instructions the host retired.
pub fn run_host_function<M: Machine<Error = ProgramError>>(
    machine: &mut M,
    programs: &[Program],
    (function, args): (u32, &[u64]),
    (memory, host_space): (&mut Memory, SpaceId),
    step_limit: u64,
    exit_code: impl Fn(&M) -> Option<i64>,
) -> (Result<u64, ProgramError>, u64) {
    let context = format!("host function @{}", programs[function as usize].function);
    let mut thread = match Thread::new(programs, function, args, Some(host_space)) {
        Ok(thread) => thread,
        Err(error) => return (Err(ProgramError::from_exec(error, &context)), 0),
    };
    let status = thread.run(programs, machine, memory, step_limit);
    let result = match status {
        _ if exit_code(machine).is_some() => Ok(exit_code(machine).unwrap_or_default() as u64),
        Ok(Status::Returned(value)) => Ok(value),
        Ok(Status::OutOfBudget) => Err(ProgramError::new(
            ErrorKind::StepLimit,
            format!(
                "{context}: did not finish: stopped after {step_limit} instructions (step limit) in {}",
                thread.position(programs)
            ),
        )),
        Ok(Status::Suspended) => {
            Err(ProgramError::new(ErrorKind::BadCall, format!("{context}: suspended on the host")))
        }
        Err(error) => Err(ProgramError::from_exec(error, &context)),
    };
    (result, thread.retired())
}

/// Runs the program's `atexit` handlers, the last registered first, as the end of a
/// program does (the end of the entry is the program's end for the executors):
/// `next_handler` pops the next one as a host function index (or the error of a pointer
/// that is none). Returns the result and the instructions retired.
pub fn run_exit_handlers<M: Machine<Error = ProgramError>>(
    machine: &mut M,
    programs: &[Program],
    next_handler: impl Fn(&mut M, &Memory) -> Option<Result<u32, ProgramError>>,
    (memory, host_space): (&mut Memory, SpaceId),
    step_limit: u64,
    exit_code: impl Fn(&M) -> Option<i64>,
) -> (Result<(), ProgramError>, u64) {
    let mut retired = 0;
    while let Some(handler) = next_handler(machine, memory) {
        let function = match handler {
            Ok(function) => function,
            Err(error) => return (Err(error), retired),
        };
        let (result, more) =
            run_host_function(machine, programs, (function, &[]), (memory, host_space), step_limit, &exit_code);
        retired += more;
        if let Err(error) = result {
            return (Err(error), retired);
        }
    }
    (Ok(()), retired)
}

/// The host function an `atexit` handler pointer names, or the error saying it is none.
pub fn exit_handler(name: Option<&str>, host: &Module, pointer: u64) -> Result<u32, ProgramError> {
    name.and_then(|name| host.function(name)).ok_or_else(|| {
        ProgramError::new(ErrorKind::BadCall, format!("atexit: {pointer:#x} is not a host function with a body"))
    })
}

/// The symbol a function-pointer value names: `(module << 32) | symbol` in the code
/// space `code` of the host's memory, module 0 the host's, 1 the device's.
pub fn function_at<'m>(
    (host, device): (&'m Module, &'m Module),
    memory: &Memory,
    code: SpaceId,
    address: u64,
) -> Option<&'m str> {
    if memory.space_of_address(address) != Some(code) {
        return None;
    }
    let offset = memory.offset(code, address);
    let module = if offset >> 32 == 0 { host } else { device };
    module.symbols.get((offset & 0xffff_ffff) as usize).map(|symbol| symbol.name.as_str())
}

/// `host @function`, the place of a host-side error at `at`.
pub fn host_place(functions: &[Program], at: At<'_>) -> String {
    format!("host @{}", functions[at.function as usize].function)
}

/// Host code dereferencing memory that is not host memory; `copy`: the runtime call that
/// moves such data.
pub fn host_dereference(
    functions: &[Program],
    at: At<'_>,
    access: ScalarAccess,
    memory: &Memory,
    copy: &str,
) -> ProgramError {
    let message = format!(
        "{}: {}: host code dereferences {:#x}, an address in {} (use {copy})",
        host_place(functions, at),
        at.label,
        access.address,
        memory.space_name(access.space)
    );
    ProgramError::new(ErrorKind::InvalidAddress, message)
}

/// A host call of a function neither the executor nor the module defines.
pub fn unknown_call(functions: &[Program], at: At<'_>, site: u32) -> ProgramError {
    let callee = &functions[at.function as usize].call_sites[site as usize].callee;
    let message = format!("call to @{callee}, which the executor does not know and the module does not define");
    bad_call(at, message).within(&host_place(functions, at))
}

/// A call the runtime or the library cannot accept, at `at`.
pub fn bad_call(at: At<'_>, message: String) -> ProgramError {
    ProgramError::new(ErrorKind::BadCall, format!("{}: {message}", at.label))
}

/// Checks that `address` points into `space` of a tagged memory.
pub fn in_space(memory: &Memory, address: u64, space: SpaceId) -> Result<(), MemoryError> {
    if memory.resolve(0, address)? == space {
        return Ok(());
    }
    Err(MemoryError::WrongSpace { address, expected: memory.space_name(space).to_string() })
}

/// The space of `address` in a tagged memory, which must be one of `allowed`.
pub fn space_in(memory: &Memory, address: u64, allowed: &[SpaceId], at: At<'_>) -> Result<SpaceId, ProgramError> {
    let space =
        memory.resolve(0, address).map_err(|e| ProgramError::new(memory_kind(&e), format!("{}: {e}", at.label)))?;
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
    Err(ProgramError::new(ErrorKind::InvalidAddress, message))
}

/// Writes `bytes` at `address`, which must be in `space`.
pub fn write_in(memory: &mut Memory, space: SpaceId, address: u64, bytes: &[u8]) -> Result<(), MemoryError> {
    in_space(memory, address, space)?;
    memory.write(space, address, bytes)
}

/// Reads up to 8 bytes at `address` in `space` as a little-endian value.
pub fn read_in(memory: &Memory, space: SpaceId, address: u64, length: u64) -> Result<u64, MemoryError> {
    in_space(memory, address, space)?;
    let mut raw = [0u8; 8];
    raw[..length as usize].copy_from_slice(memory.read(space, address, length)?);
    Ok(u64::from_le_bytes(raw))
}
