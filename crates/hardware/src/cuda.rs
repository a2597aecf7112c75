//! CUDA as clang-16 emits it, as data: the runtime calls a host program makes
//! (`cudaMalloc`, `cudaMemcpy`, the launch sequence `__cudaPushCallConfiguration` + device
//! stub + `cudaLaunchKernel`, ...), the packed grid/block dimensions, the NVVM special
//! registers and barrier intrinsics of device code, the address spaces of NVPTX, and the
//! naming rule that links a host-side device stub to its kernel in the device module.
//! Invariant: nothing outside this module hard-codes a CUDA runtime or NVVM name; the UAR
//! analysis (`sirius`) and the CPU executor (`sim::cuda`) both ask these functions, so the
//! two always agree on what a program does. See `shared/cuda-flow.md`.

use serde::Serialize;
use std::fmt;

/// A call of the CUDA runtime (or of clang's launch helpers) in host code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuntimeCall {
    /// `cudaMalloc(void **ptr, size_t bytes)`.
    Malloc,
    /// `cudaFree(void *ptr)`.
    Free,
    /// `cudaMemcpy(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind)`.
    Memcpy,
    /// `cudaMemset(void *ptr, int value, size_t bytes)`.
    Memset,
    /// `cudaDeviceSynchronize()`.
    DeviceSynchronize,
    /// `cudaStreamSynchronize(stream)`.
    StreamSynchronize,
    /// `cudaGetLastError()`: the last error of an asynchronous call, then reset.
    GetLastError,
    /// `cudaPeekAtLastError()`: the same, not reset.
    PeekAtLastError,
    /// `cudaGetErrorString(code)` / `cudaGetErrorName(code)`: a constant C string.
    GetErrorString,
    /// `cudaGetDeviceCount(int *)`, `cudaGetDevice(int *)`, `cudaSetDevice(int)`,
    /// `cudaGetDeviceProperties(struct cudaDeviceProp *, int)`: the one device there is.
    DeviceQuery(DeviceQuery),
    /// `cudaDeviceReset()`: the host waits for the device (its allocations are not
    /// released here).
    DeviceReset,
    /// `__cudaPushCallConfiguration(i64 grid_xy, i32 grid_z, i64 block_xy, i32 block_z,
    /// i64 shared_bytes, ptr stream)`: the `<<<...>>>` of a launch.
    PushCallConfiguration,
    /// `__cudaPopCallConfiguration(ptr grid, ptr block, ptr shared_bytes, ptr stream)`:
    /// read back inside the device stub.
    PopCallConfiguration,
    /// `cudaLaunchKernel(ptr stub, i64 grid_xy, i32 grid_z, i64 block_xy, i32 block_z,
    /// ptr argument_pointers, i64 shared_bytes, ptr stream)`.
    LaunchKernel,
    /// `cudaMemcpyAsync(dst, src, bytes, kind, stream)`: `Memcpy`'s operands, then a stream.
    MemcpyAsync,
    /// `cudaMemsetAsync(ptr, value, bytes, stream)`.
    MemsetAsync,
    /// `cudaStreamCreate(cudaStream_t *)` and its `WithFlags` / `WithPriority` forms.
    StreamCreate,
    /// `cudaStreamDestroy(stream)`.
    StreamDestroy,
    /// `cudaEventCreate(cudaEvent_t *)` and its `WithFlags` form.
    EventCreate,
    /// `cudaEventRecord(event, stream)` and its `WithFlags` form.
    EventRecord,
    /// `cudaStreamWaitEvent(stream, event, flags)`.
    StreamWaitEvent,
    /// `cudaEventSynchronize(event)`: the host waits for the work before the event's record.
    EventSynchronize,
    /// `cudaEventDestroy(event)`.
    EventDestroy,
    /// `cudaStreamQuery(stream)` / `cudaEventQuery(event)`: is the work done?
    Query,
    /// `cudaFuncGetAttributes(struct cudaFuncAttributes *, const void *stub)`: loads the
    /// kernel (under lazy loading its first launch would).
    FuncGetAttributes,
}

impl RuntimeCall {
    /// Classifies a callee by name; `None` for anything that is not the CUDA runtime.
    pub fn from_name(name: &str) -> Option<RuntimeCall> {
        Some(match name {
            "cudaMalloc" => RuntimeCall::Malloc,
            "cudaFree" => RuntimeCall::Free,
            "cudaMemcpy" => RuntimeCall::Memcpy,
            "cudaMemset" => RuntimeCall::Memset,
            "cudaDeviceSynchronize" | "cudaThreadSynchronize" => RuntimeCall::DeviceSynchronize,
            "cudaStreamSynchronize" => RuntimeCall::StreamSynchronize,
            "cudaGetLastError" => RuntimeCall::GetLastError,
            "cudaPeekAtLastError" => RuntimeCall::PeekAtLastError,
            "cudaGetErrorString" | "cudaGetErrorName" => RuntimeCall::GetErrorString,
            "cudaGetDeviceCount" => RuntimeCall::DeviceQuery(DeviceQuery::Count),
            "cudaGetDevice" => RuntimeCall::DeviceQuery(DeviceQuery::Current),
            "cudaSetDevice" => RuntimeCall::DeviceQuery(DeviceQuery::Select),
            "cudaGetDeviceProperties" | "cudaGetDeviceProperties_v2" => {
                RuntimeCall::DeviceQuery(DeviceQuery::Properties)
            }
            "cudaDeviceReset" => RuntimeCall::DeviceReset,
            "__cudaPushCallConfiguration" => RuntimeCall::PushCallConfiguration,
            "__cudaPopCallConfiguration" => RuntimeCall::PopCallConfiguration,
            "cudaLaunchKernel" => RuntimeCall::LaunchKernel,
            "cudaMemcpyAsync" => RuntimeCall::MemcpyAsync,
            "cudaMemsetAsync" => RuntimeCall::MemsetAsync,
            "cudaStreamCreate" | "cudaStreamCreateWithFlags" | "cudaStreamCreateWithPriority" => {
                RuntimeCall::StreamCreate
            }
            "cudaStreamDestroy" => RuntimeCall::StreamDestroy,
            "cudaEventCreate" | "cudaEventCreateWithFlags" => RuntimeCall::EventCreate,
            "cudaEventRecord" | "cudaEventRecordWithFlags" => RuntimeCall::EventRecord,
            "cudaStreamWaitEvent" => RuntimeCall::StreamWaitEvent,
            "cudaEventSynchronize" => RuntimeCall::EventSynchronize,
            "cudaEventDestroy" => RuntimeCall::EventDestroy,
            "cudaStreamQuery" | "cudaEventQuery" => RuntimeCall::Query,
            "cudaFuncGetAttributes" => RuntimeCall::FuncGetAttributes,
            _ => return None,
        })
    }
}

/// A device query or selection (`RuntimeCall::DeviceQuery`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeviceQuery {
    Count,
    Current,
    Select,
    Properties,
}

/// `struct cudaDeviceProp` of CUDA 11.8 (x86-64): its size and the offsets of the fields
/// a program reads to size its launches (checked against the headers by
/// `tests/integration/cuda_exec.rs`).
pub mod device_properties {
    pub const SIZE: u64 = 728;
    pub const NAME: u64 = 0;
    pub const TOTAL_GLOBAL_MEM: u64 = 288;
    pub const SHARED_MEM_PER_BLOCK: u64 = 296;
    pub const REGS_PER_BLOCK: u64 = 304;
    pub const WARP_SIZE: u64 = 308;
    pub const MAX_THREADS_PER_BLOCK: u64 = 320;
    pub const MAX_THREADS_DIM: u64 = 324;
    pub const MAX_GRID_SIZE: u64 = 336;
    pub const CLOCK_RATE: u64 = 348;
    pub const TOTAL_CONST_MEM: u64 = 352;
    pub const MAJOR: u64 = 360;
    pub const MINOR: u64 = 364;
    pub const MULTI_PROCESSOR_COUNT: u64 = 388;
}

/// CUDA's error codes the executor returns.
pub mod error_code {
    pub const SUCCESS: u64 = 0;
    /// `cudaErrorInvalidValue`.
    pub const INVALID_VALUE: u64 = 1;
    /// `cudaErrorInvalidConfiguration`: a launch with no blocks or threads, or beyond the
    /// limits.
    pub const INVALID_CONFIGURATION: u64 = 9;
    /// `cudaErrorInvalidDevice`.
    pub const INVALID_DEVICE: u64 = 101;
}

/// The most threads a block may have, and the most along each axis (every CUDA GPU since
/// compute capability 2.0).
pub const MAX_THREADS_PER_BLOCK: u32 = 1024;
pub const MAX_BLOCK: Dim3 = Dim3 { x: 1024, y: 1024, z: 64 };
/// The largest grid along each axis (compute capability 3.0 on).
pub const MAX_GRID: Dim3 = Dim3 { x: (1 << 31) - 1, y: 65535, z: 65535 };

impl Dim3 {
    /// Is it a launch configuration CUDA accepts: `self` as the grid, `block` as the block?
    pub fn is_valid_launch(self, block: Dim3) -> bool {
        let within = |d: Dim3, max: Dim3| d.axes().iter().zip(max.axes()).all(|(&v, m)| (1..=m).contains(&v));
        within(self, MAX_GRID) && within(block, MAX_BLOCK) && block.volume() <= u64::from(MAX_THREADS_PER_BLOCK)
    }
}

/// The direction argument of `cudaMemcpy` (`enum cudaMemcpyKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum MemcpyKind {
    HostToHost,
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
    /// `cudaMemcpyDefault`: the direction follows from the pointers (unified addressing).
    Default,
}

impl MemcpyKind {
    pub fn from_value(value: u64) -> Option<MemcpyKind> {
        Some(match value {
            0 => MemcpyKind::HostToHost,
            1 => MemcpyKind::HostToDevice,
            2 => MemcpyKind::DeviceToHost,
            3 => MemcpyKind::DeviceToDevice,
            4 => MemcpyKind::Default,
            _ => return None,
        })
    }
}

/// A `dim3`: grid or block extent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Dim3 {
    pub x: u32,
    pub y: u32,
    pub z: u32,
}

impl Dim3 {
    /// Unpacks the two arguments clang passes for a `dim3` (`x | y << 32` as i64, `z` as
    /// i32), as in `__cudaPushCallConfiguration` and `cudaLaunchKernel`.
    pub fn from_packed(xy: u64, z: u64) -> Dim3 {
        Dim3 { x: xy as u32, y: (xy >> 32) as u32, z: z as u32 }
    }

    pub fn axes(self) -> [u32; 3] {
        [self.x, self.y, self.z]
    }

    pub fn get(self, axis: Axis) -> u32 {
        match axis {
            Axis::X => self.x,
            Axis::Y => self.y,
            Axis::Z => self.z,
        }
    }

    /// Number of points (threads of a block, blocks of a grid).
    pub fn volume(self) -> u64 {
        u64::from(self.x) * u64::from(self.y) * u64::from(self.z)
    }
}

impl fmt::Display for Dim3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.x, self.y, self.z)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Axis {
    X,
    Y,
    Z,
}

/// Which special register: thread index in the block, block index in the grid, block
/// extent, grid extent (`threadIdx`, `blockIdx`, `blockDim`, `gridDim`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpecialRegisterKind {
    ThreadIndex,
    BlockIndex,
    BlockExtent,
    GridExtent,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpecialRegister {
    pub kind: SpecialRegisterKind,
    pub axis: Axis,
}

impl SpecialRegister {
    /// The values it can hold on any launch CUDA accepts (`MAX_BLOCK`, `MAX_GRID`).
    pub fn values(self) -> std::ops::RangeInclusive<u32> {
        let axis = |d: Dim3| d.axes()[self.axis as usize];
        match self.kind {
            SpecialRegisterKind::ThreadIndex => 0..=axis(MAX_BLOCK) - 1,
            SpecialRegisterKind::BlockIndex => 0..=axis(MAX_GRID) - 1,
            SpecialRegisterKind::BlockExtent => 1..=axis(MAX_BLOCK),
            SpecialRegisterKind::GridExtent => 1..=axis(MAX_GRID),
        }
    }

    /// Reads an `isl_name` back.
    pub fn from_isl_name(name: &str) -> Option<SpecialRegister> {
        let (kind, axis) = name.split_once('_')?;
        SpecialRegister::from_intrinsic(&format!("llvm.nvvm.read.ptx.sreg.{kind}.{axis}"))
    }

    /// Recognises `llvm.nvvm.read.ptx.sreg.{tid,ctaid,ntid,nctaid}.{x,y,z}`.
    pub fn from_intrinsic(name: &str) -> Option<SpecialRegister> {
        let rest = name.strip_prefix("llvm.nvvm.read.ptx.sreg.")?;
        let (kind, axis) = rest.split_once('.')?;
        let kind = match kind {
            "tid" => SpecialRegisterKind::ThreadIndex,
            "ctaid" => SpecialRegisterKind::BlockIndex,
            "ntid" => SpecialRegisterKind::BlockExtent,
            "nctaid" => SpecialRegisterKind::GridExtent,
            _ => return None,
        };
        let axis = match axis {
            "x" => Axis::X,
            "y" => Axis::Y,
            "z" => Axis::Z,
            _ => return None,
        };
        Some(SpecialRegister { kind, axis })
    }

    /// The name used in ISL sets and reports: `tid_x`, `ctaid_y`, `ntid_z`, `nctaid_x`.
    pub fn isl_name(self) -> String {
        let kind = match self.kind {
            SpecialRegisterKind::ThreadIndex => "tid",
            SpecialRegisterKind::BlockIndex => "ctaid",
            SpecialRegisterKind::BlockExtent => "ntid",
            SpecialRegisterKind::GridExtent => "nctaid",
        };
        let axis = match self.axis {
            Axis::X => "x",
            Axis::Y => "y",
            Axis::Z => "z",
        };
        format!("{kind}_{axis}")
    }

    /// The NVVM intrinsic that reads it: `llvm.nvvm.read.ptx.sreg.ctaid.x`.
    pub fn intrinsic(self) -> String {
        format!("llvm.nvvm.read.ptx.sreg.{}", self.isl_name().replace('_', "."))
    }
}

/// `__syncthreads()`: `llvm.nvvm.barrier0` (and the aligned `barrier.sync` forms with
/// barrier 0 that newer front ends emit).
pub fn is_block_barrier(intrinsic: &str) -> bool {
    matches!(intrinsic, "llvm.nvvm.barrier0" | "llvm.nvvm.barrier.sync" | "llvm.nvvm.barrier.sync.cnt")
}

/// The scope of a memory barrier: `__threadfence()` (`llvm.nvvm.membar.gl`) and
/// `__threadfence_system()` (`.sys`) order memory for every block, as sequentially
/// consistent fences; `__threadfence_block()` (`.cta`) only within the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FenceScope {
    Block,
    Device,
}

impl FenceScope {
    pub fn from_intrinsic(intrinsic: &str) -> Option<FenceScope> {
        match intrinsic {
            "llvm.nvvm.membar.cta" => Some(FenceScope::Block),
            "llvm.nvvm.membar.gl" | "llvm.nvvm.membar.sys" => Some(FenceScope::Device),
            _ => None,
        }
    }
}

/// Inline PTX that CUDA's headers emit for math functions, recognised by its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PtxAsm {
    /// `rcp.approx.ftz.f32 $0,$1;`: 1 / x.
    ReciprocalApprox,
    /// `mad.lo.cc.u32 $0, $2, $3, $4; madc.hi.u32 $1, $2, $3, 0;`: the 64-bit
    /// `a * b + c` of 32-bit operands, as (low, high) words.
    WideMultiplyAdd,
}

impl PtxAsm {
    /// Recognises an `asm` string (ignoring whitespace and braces).
    pub fn from_text(text: &str) -> Option<PtxAsm> {
        let words: String = text.split(|c: char| c.is_whitespace() || c == '{' || c == '}').collect();
        match words.as_str() {
            "rcp.approx.ftz.f32$0,$1;" => Some(PtxAsm::ReciprocalApprox),
            "mad.lo.cc.u32$0,$2,$3,$4;madc.hi.u32$1,$2,$3,0;" => Some(PtxAsm::WideMultiplyAdd),
            _ => None,
        }
    }
}

/// Threads per warp.
pub const WARP_SIZE: u32 = 32;

/// The per-thread registers that are about warps: `%laneid` and `WARP_SZ`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarpRegister {
    LaneIndex,
    WarpSize,
}

impl WarpRegister {
    pub fn from_intrinsic(name: &str) -> Option<WarpRegister> {
        match name {
            "llvm.nvvm.read.ptx.sreg.laneid" => Some(WarpRegister::LaneIndex),
            "llvm.nvvm.read.ptx.sreg.warpsize" => Some(WarpRegister::WarpSize),
            _ => None,
        }
    }
}

/// An operation all threads of a warp (those in its mask) perform together:
/// `__shfl*_sync`, `__all/__any/__uni/__ballot_sync`, `__syncwarp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarpCollective {
    /// `shfl.sync.{idx,up,down,bfly}(mask, value, lane or delta, clamp)`.
    Shuffle(ShuffleMode),
    /// `vote.{all,any,uni,ballot}.sync(mask, predicate)`.
    Vote(VoteMode),
    /// `bar.warp.sync(mask)`.
    Sync,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShuffleMode {
    Index,
    Up,
    Down,
    Butterfly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VoteMode {
    All,
    Any,
    Uniform,
    Ballot,
}

impl WarpCollective {
    pub fn from_intrinsic(name: &str) -> Option<WarpCollective> {
        let rest = name.strip_prefix("llvm.nvvm.")?;
        if rest == "bar.warp.sync" {
            return Some(WarpCollective::Sync);
        }
        if let Some(shuffle) = rest.strip_prefix("shfl.sync.") {
            let (mode, ty) = shuffle.split_once('.')?;
            if !matches!(ty, "i32" | "f32") {
                return None;
            }
            let mode = match mode {
                "idx" => ShuffleMode::Index,
                "up" => ShuffleMode::Up,
                "down" => ShuffleMode::Down,
                "bfly" => ShuffleMode::Butterfly,
                _ => return None,
            };
            return Some(WarpCollective::Shuffle(mode));
        }
        let mode = match rest.strip_prefix("vote.")?.strip_suffix(".sync")? {
            "all" => VoteMode::All,
            "any" => VoteMode::Any,
            "uni" => VoteMode::Uniform,
            "ballot" => VoteMode::Ballot,
            _ => return None,
        };
        Some(WarpCollective::Vote(mode))
    }
}

/// The lane whose value `lane` receives from `shfl.sync` in `mode` with operand `b` and
/// clamp word `c` (PTX ISA, `shfl.sync`: `c` holds the clamp value in bits 0-4 and the
/// segment mask in bits 8-12); the lane itself when the source is out of its segment.
pub fn shuffle_source(mode: ShuffleMode, lane: u32, b: u32, c: u32) -> u32 {
    let segment_mask = (c >> 8) & 0x1f;
    let clamp = c & 0x1f;
    let min_lane = lane & segment_mask;
    let max_lane = min_lane | (clamp & !segment_mask);
    let (source, valid) = match mode {
        ShuffleMode::Index => {
            let j = min_lane | (b & !segment_mask & 0x1f);
            (j, j <= max_lane)
        }
        ShuffleMode::Up => {
            let j = lane.wrapping_sub(b);
            (j, lane >= b && j >= max_lane)
        }
        ShuffleMode::Down => (lane + b, lane + b <= max_lane),
        ShuffleMode::Butterfly => (lane ^ b, (lane ^ b) <= max_lane),
    };
    if valid {
        source
    } else {
        lane
    }
}

/// NVPTX address spaces (as in LLVM's `NVPTX::AddressSpace`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    Generic,
    Global,
    Shared,
    Constant,
    Local,
}

impl AddressSpace {
    pub fn from_number(number: u32) -> Option<AddressSpace> {
        Some(match number {
            0 => AddressSpace::Generic,
            1 => AddressSpace::Global,
            3 => AddressSpace::Shared,
            4 => AddressSpace::Constant,
            5 => AddressSpace::Local,
            _ => return None,
        })
    }
}

/// An NVVM math intrinsic (`llvm.nvvm.<op>[.<rounding>][.ftz][.sat].<type>`), as libdevice
/// calls them: the operation and, for the rounded forms, the rounding direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NvvmMath {
    /// `fma.{rn,rz,rm,rp}`: a * b + c rounded once.
    Fma(NvvmRounding),
    Add(NvvmRounding),
    Mul(NvvmRounding),
    Div(NvvmRounding),
    Reciprocal(NvvmRounding),
    Sqrt(NvvmRounding),
    /// `.approx` transcendental functions.
    ReciprocalSqrt,
    Exp2,
    Log2,
    Sin,
    Cos,
    Abs,
    Saturate,
    Max,
    Min,
    /// `mulhi.{i,ui,ll,ull}`: the high half of the product.
    MulHigh {
        signed: bool,
    },
    /// `{f,d}2{i,ui,ll,ull}.{rn,rz,rm,rp}`: rounded in the direction, then converted.
    ToInteger {
        signed: bool,
        rounding: NvvmRounding,
    },
    /// `d2i.hi` / `d2i.lo`: the high or low 32 bits of a double.
    DoubleWord {
        high: bool,
    },
    /// `lohi.i2d(lo, hi)`: the double with these 32-bit halves.
    JoinWords,
}

/// A PTX rounding modifier; `.approx` and `.full` count as nearest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NvvmRounding {
    Nearest,
    TowardZero,
    Down,
    Up,
}

impl NvvmMath {
    /// Recognises the NVVM math intrinsics (the `.ftz` flag is accepted and ignored:
    /// subnormals are kept, see `docs/cuda-executor.md`).
    pub fn from_intrinsic(name: &str) -> Option<NvvmMath> {
        match name {
            "llvm.nvvm.d2i.hi" => return Some(NvvmMath::DoubleWord { high: true }),
            "llvm.nvvm.d2i.lo" => return Some(NvvmMath::DoubleWord { high: false }),
            "llvm.nvvm.lohi.i2d" => return Some(NvvmMath::JoinWords),
            _ => {}
        }
        let mut parts = name.strip_prefix("llvm.nvvm.")?.split('.');
        let op = parts.next()?;
        let mut rounding = NvvmRounding::Nearest;
        for flag in parts {
            rounding = match flag {
                "rn" | "approx" | "full" | "ftz" | "f" | "d" | "i" | "ui" | "ll" | "ull" | "nan" => rounding,
                "rz" => NvvmRounding::TowardZero,
                "rm" => NvvmRounding::Down,
                "rp" => NvvmRounding::Up,
                _ => return None,
            };
        }
        let signed = !name.ends_with(".ui") && !name.ends_with(".ull");
        Some(match op {
            "fma" => NvvmMath::Fma(rounding),
            "add" => NvvmMath::Add(rounding),
            "mul" => NvvmMath::Mul(rounding),
            "div" => NvvmMath::Div(rounding),
            "rcp" => NvvmMath::Reciprocal(rounding),
            "sqrt" => NvvmMath::Sqrt(rounding),
            "rsqrt" => NvvmMath::ReciprocalSqrt,
            "ex2" => NvvmMath::Exp2,
            "lg2" => NvvmMath::Log2,
            "sin" => NvvmMath::Sin,
            "cos" => NvvmMath::Cos,
            "fabs" => NvvmMath::Abs,
            "saturate" => NvvmMath::Saturate,
            "fmax" => NvvmMath::Max,
            "fmin" => NvvmMath::Min,
            "mulhi" => NvvmMath::MulHigh { signed },
            "f2i" | "d2i" | "f2ll" | "d2ll" => NvvmMath::ToInteger { signed: true, rounding },
            "f2ui" | "d2ui" | "f2ull" | "d2ull" => NvvmMath::ToInteger { signed: false, rounding },
            _ => return None,
        })
    }
}

/// The annotation kind that marks a kernel in `!nvvm.annotations`.
pub const KERNEL_ANNOTATION: &str = "kernel";

/// The named metadata that lists kernels.
pub const ANNOTATIONS_METADATA: &std::ffi::CStr = c"nvvm.annotations";

const STUB_MARKER: &str = "__device_stub__";

/// The device-side name of the kernel whose host-side stub is `stub`. Clang names the stub
/// by mangling `__device_stub__<name>` where the kernel's own identifier stands, so the
/// kernel's symbol is the stub's with that prefix (and its length in the Itanium length
/// prefix) taken out: `_Z18__device_stub__addPfPKfi` -> `_Z3addPfPKfi`,
/// `__device_stub__add` (extern "C") -> `add`. `None` if `stub` is not a stub name.
pub fn kernel_of_stub(stub: &str) -> Option<String> {
    let marker = stub.find(STUB_MARKER)?;
    let prefix = &stub[..marker];
    let digits = prefix.len() - prefix.bytes().rev().take_while(u8::is_ascii_digit).count();
    let name = &stub[marker + STUB_MARKER.len()..];
    if digits == prefix.len() {
        // Not length-prefixed: an extern "C" stub.
        return (prefix.is_empty() && !name.is_empty()).then(|| name.to_string());
    }
    let length: usize = prefix[digits..].parse().ok()?;
    let identifier = length.checked_sub(STUB_MARKER.len()).filter(|&n| n > 0 && n <= name.len())?;
    Some(format!("{}{identifier}{name}", &prefix[..digits]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stubs_map_to_kernels() {
        assert_eq!(kernel_of_stub("_Z18__device_stub__addPfPKfi").as_deref(), Some("_Z3addPfPKfi"));
        assert_eq!(kernel_of_stub("__device_stub__add").as_deref(), Some("add"));
        assert_eq!(kernel_of_stub("_ZN2ns18__device_stub__addEPf").as_deref(), Some("_ZN2ns3addEPf"));
        assert_eq!(
            kernel_of_stub("_Z27__device_stub__gemm_tiled_kPKfS0_Pfiii").as_deref(),
            Some("_Z12gemm_tiled_kPKfS0_Pfiii")
        );
        assert_eq!(kernel_of_stub("_Z3addPfPKfi"), None);
        assert_eq!(kernel_of_stub("x__device_stub__add"), None);
    }

    #[test]
    fn packed_dimensions_unpack() {
        let grid = Dim3::from_packed(4294967300, 1);
        assert_eq!(grid, Dim3 { x: 4, y: 1, z: 1 });
        assert_eq!(Dim3::from_packed((3 << 32) | 8, 2).volume(), 48);
    }

    #[test]
    fn special_registers_are_recognised() {
        let tid = SpecialRegister::from_intrinsic("llvm.nvvm.read.ptx.sreg.tid.x").unwrap();
        assert_eq!(tid, SpecialRegister { kind: SpecialRegisterKind::ThreadIndex, axis: Axis::X });
        assert_eq!(tid.isl_name(), "tid_x");
        assert_eq!(SpecialRegister::from_intrinsic("llvm.nvvm.read.ptx.sreg.nctaid.z").unwrap().isl_name(), "nctaid_z");
        assert_eq!(SpecialRegister::from_intrinsic("llvm.nvvm.read.ptx.sreg.laneid"), None);
        assert_eq!(SpecialRegister::from_isl_name("tid_x"), Some(tid));
        assert_eq!(SpecialRegister::from_isl_name("block_idx"), None);
        assert_eq!(tid.values(), 0..=1023);
        let grid_y = SpecialRegister { kind: SpecialRegisterKind::GridExtent, axis: Axis::Y };
        assert_eq!(grid_y.values(), 1..=65535);
        assert_eq!(RuntimeCall::from_name("cudaLaunchKernel"), Some(RuntimeCall::LaunchKernel));
        assert_eq!(MemcpyKind::from_value(2), Some(MemcpyKind::DeviceToHost));
    }

    #[test]
    fn warp_collectives_and_shuffle_lanes() {
        assert_eq!(
            WarpCollective::from_intrinsic("llvm.nvvm.shfl.sync.down.f32"),
            Some(WarpCollective::Shuffle(ShuffleMode::Down))
        );
        assert_eq!(
            WarpCollective::from_intrinsic("llvm.nvvm.vote.ballot.sync"),
            Some(WarpCollective::Vote(VoteMode::Ballot))
        );
        assert_eq!(WarpCollective::from_intrinsic("llvm.nvvm.bar.warp.sync"), Some(WarpCollective::Sync));
        assert_eq!(WarpCollective::from_intrinsic("llvm.nvvm.barrier0"), None);
        // __shfl_down_sync(full, v, 4) with width 32: clamp word 0x1f.
        assert_eq!(shuffle_source(ShuffleMode::Down, 3, 4, 0x1f), 7);
        assert_eq!(shuffle_source(ShuffleMode::Down, 30, 4, 0x1f), 30, "past the warp: own value");
        // width 8: c = ((32 - 8) << 8) | 0x1f; lane 5 + 4 leaves its 8-lane segment.
        assert_eq!(shuffle_source(ShuffleMode::Down, 5, 4, (24 << 8) | 0x1f), 5);
        assert_eq!(shuffle_source(ShuffleMode::Butterfly, 5, 1, 0x1f), 4);
        assert_eq!(shuffle_source(ShuffleMode::Up, 2, 4, 0), 2);
        assert_eq!(shuffle_source(ShuffleMode::Up, 6, 4, 0), 2);
        assert_eq!(shuffle_source(ShuffleMode::Index, 9, 0, 0x1f), 0, "broadcast");
        assert_eq!(WarpRegister::from_intrinsic("llvm.nvvm.read.ptx.sreg.laneid"), Some(WarpRegister::LaneIndex));
    }

    #[test]
    fn nvvm_math_intrinsics_are_recognised_with_their_rounding() {
        assert_eq!(NvvmMath::from_intrinsic("llvm.nvvm.fma.rm.f"), Some(NvvmMath::Fma(NvvmRounding::Down)));
        assert_eq!(NvvmMath::from_intrinsic("llvm.nvvm.ex2.approx.ftz.f"), Some(NvvmMath::Exp2));
        assert_eq!(NvvmMath::from_intrinsic("llvm.nvvm.mulhi.ui"), Some(NvvmMath::MulHigh { signed: false }));
        assert_eq!(NvvmMath::from_intrinsic("llvm.nvvm.barrier0"), None);
        assert_eq!(
            NvvmMath::from_intrinsic("llvm.nvvm.f2i.rn"),
            Some(NvvmMath::ToInteger { signed: true, rounding: NvvmRounding::Nearest })
        );
        assert_eq!(NvvmMath::from_intrinsic("llvm.nvvm.d2i.hi"), Some(NvvmMath::DoubleWord { high: true }));
        assert_eq!(PtxAsm::from_text("rcp.approx.ftz.f32 $0,$1;"), Some(PtxAsm::ReciprocalApprox));
        let wide = "{\n\tmad.lo.cc.u32   $0, $2, $3, $4;\n\tmadc.hi.u32     $1, $2, $3,  0;\n\t}";
        assert_eq!(PtxAsm::from_text(wide), Some(PtxAsm::WideMultiplyAdd));
        assert_eq!(PtxAsm::from_text("trap;"), None);
        assert_eq!(NvvmMath::from_intrinsic("llvm.fma.f32"), None);
    }
}
