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
    /// `cudaGetLastError()` / `cudaPeekAtLastError()`: no effect on memory.
    GetLastError,
    /// `__cudaPushCallConfiguration(i64 grid_xy, i32 grid_z, i64 block_xy, i32 block_z,
    /// i64 shared_bytes, ptr stream)`: the `<<<...>>>` of a launch.
    PushCallConfiguration,
    /// `__cudaPopCallConfiguration(ptr grid, ptr block, ptr shared_bytes, ptr stream)`:
    /// read back inside the device stub.
    PopCallConfiguration,
    /// `cudaLaunchKernel(ptr stub, i64 grid_xy, i32 grid_z, i64 block_xy, i32 block_z,
    /// ptr argument_pointers, i64 shared_bytes, ptr stream)`.
    LaunchKernel,
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
            "cudaGetLastError" | "cudaPeekAtLastError" => RuntimeCall::GetLastError,
            "__cudaPushCallConfiguration" => RuntimeCall::PushCallConfiguration,
            "__cudaPopCallConfiguration" => RuntimeCall::PopCallConfiguration,
            "cudaLaunchKernel" => RuntimeCall::LaunchKernel,
            _ => return None,
        })
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

    /// Every axis of `self` is at most that of `other`.
    pub fn fits_in(self, other: Dim3) -> bool {
        self.axes().iter().zip(other.axes()).all(|(&a, b)| a <= b)
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
}

/// `__syncthreads()`: `llvm.nvvm.barrier0` (and the aligned `barrier.sync` forms with
/// barrier 0 that newer front ends emit).
pub fn is_block_barrier(intrinsic: &str) -> bool {
    matches!(intrinsic, "llvm.nvvm.barrier0" | "llvm.nvvm.barrier.sync" | "llvm.nvvm.barrier.sync.cnt")
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
        assert_eq!(RuntimeCall::from_name("cudaLaunchKernel"), Some(RuntimeCall::LaunchKernel));
        assert_eq!(MemcpyKind::from_value(2), Some(MemcpyKind::DeviceToHost));
    }
}
