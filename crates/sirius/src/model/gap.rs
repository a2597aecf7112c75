//! Why a statement's memory effects are wider than the truth or unknown ([`EffectsGap`]):
//! typed from where the LLVM reader finds them to where a report or remark prints them.
//!
//! Invariant: every gap names what the user can find in the IR (kernel, callee, parameter
//! index, loop counter, the pointer as printed), never an internal index.

use serde::Serialize;

/// A load or a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AccessKind {
    Load,
    Store,
}

impl AccessKind {
    pub fn of(write: bool) -> AccessKind {
        if write {
            AccessKind::Store
        } else {
            AccessKind::Load
        }
    }
}

impl std::fmt::Display for AccessKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            AccessKind::Load => "load",
            AccessKind::Store => "store",
        })
    }
}

/// One reason why effects are not exact.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum EffectsGap {
    /// The launched kernel is only declared in the device module.
    NoKernelBody { kernel: String },
    /// An Ascend launch whose argument block does not match the kernel's parameters (one
    /// 8-byte slot each): `given` says what the host passes.
    ArgumentBlockMismatch { kernel: String, parameters: usize, given: String },
    /// An Ascend launch of a host function (one that launches kernels itself, or the
    /// program's `main`), not of an AI-Core kernel.
    LaunchesHostFunction { function: String },
    /// The kernel calls a function the reader does not know.
    KernelCallsUnknownFunction { kernel: String, callee: String },
    /// The kernel's body could not be read (the LLVM reader's own reason, as it prints:
    /// that reason is typed in `syncfuse_llvm`, which this crate may not depend on).
    KernelNotAnalysed { kernel: String, reason: String },
    /// Launched with dynamic shared memory (`None`: an amount unknown at compile time).
    DynamicSharedMemory { bytes: Option<i64> },
    /// An access to a device-side global variable.
    DeviceVariable { access: AccessKind, variable: String },
    /// An access through a pointer not traced to a kernel parameter.
    UntracedAccess { access: AccessKind },
    /// The offset of `pointer` (the IR value, as printed) is not affine: the access covers
    /// its whole buffer.
    OffsetNotAffine { access: AccessKind, parameter: u32, pointer: String },
    /// Rows of a run-time length: exact where both ends agree, else the whole buffer.
    RunTimeRowLength { access: AccessKind, parameter: u32 },
    /// A loop around the access has no known bound.
    UnboundedLoop { access: AccessKind, parameter: u32, counter: String },
    /// A host pointer (printed as in the IR) not traced to a `cudaMalloc`/`aclrtMalloc`.
    PointerNotTraced { pointer: String },
    /// A kernel argument the kernel accesses is a pointer not traced to an allocation.
    ArgumentNotTraced { parameter: u32, pointer: String },
    /// A kernel argument the kernel accesses is not a pointer.
    ArgumentNotPointer { parameter: u32 },
    /// The host passes device memory to a function it only declares (a library's), or
    /// through an indirect call (empty `callee`).
    ExternalCall { callee: String },
    /// Launch argument `index` is stored into its argument slot elsewhere than in the
    /// launch's block, with different values: which one reaches the launch is not read.
    LaunchArgumentUnread { index: usize },
}

impl EffectsGap {
    /// The access a widening is about (its kind and the kernel parameter it goes
    /// through), when it is about one; `None`: it may concern any access.
    pub fn access_site(&self) -> Option<(AccessKind, u32)> {
        match *self {
            EffectsGap::OffsetNotAffine { access, parameter, .. }
            | EffectsGap::RunTimeRowLength { access, parameter }
            | EffectsGap::UnboundedLoop { access, parameter, .. } => Some((access, parameter)),
            _ => None,
        }
    }
}

impl std::fmt::Display for EffectsGap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EffectsGap::NoKernelBody { kernel } => write!(f, "kernel '{kernel}' has no body in the device module"),
            EffectsGap::ArgumentBlockMismatch { kernel, parameters, given } => {
                write!(f, "the launch passes {given}, but kernel '{kernel}' takes {parameters} parameters of 8 bytes")
            }
            EffectsGap::LaunchesHostFunction { function } => {
                write!(f, "the launch names host function '{function}' (it launches kernels itself), not a kernel")
            }
            EffectsGap::KernelCallsUnknownFunction { kernel, callee } => {
                write!(f, "kernel '{kernel}' calls unknown function '{callee}'")
            }
            EffectsGap::KernelNotAnalysed { kernel, reason } => write!(f, "kernel '{kernel}' not analysed: {reason}"),
            EffectsGap::DynamicSharedMemory { bytes: Some(bytes) } => {
                write!(f, "launched with {bytes} bytes of dynamic shared memory")
            }
            EffectsGap::DynamicSharedMemory { bytes: None } => {
                f.write_str("launched with an unknown amount of dynamic shared memory")
            }
            EffectsGap::DeviceVariable { access, variable } => write!(f, "{access} of device variable @{variable}"),
            EffectsGap::UntracedAccess { access } => write!(f, "{access} through a pointer not traced to a parameter"),
            EffectsGap::OffsetNotAffine { access, parameter, pointer } => {
                write!(f, "{access} through parameter {parameter}: offset of `{pointer}` not affine (whole buffer)")
            }
            EffectsGap::RunTimeRowLength { access, parameter } => write!(
                f,
                "{access} through parameter {parameter}: run-time row length (rows where both ends agree, else the whole buffer)"
            ),
            EffectsGap::UnboundedLoop { access, parameter, counter } => {
                write!(f, "{access} through parameter {parameter}: loop counter {counter} unbounded")
            }
            EffectsGap::PointerNotTraced { pointer } => write!(f, "pointer '{pointer}' is not traced to a device allocation"),
            EffectsGap::LaunchArgumentUnread { index } => write!(
                f,
                "argument {index} of the launch is stored into its slot outside the launch's block with different values"
            ),
            EffectsGap::ArgumentNotTraced { parameter, pointer } => {
                write!(f, "argument {parameter}: pointer '{pointer}' is not traced to a device allocation")
            }
            EffectsGap::ArgumentNotPointer { parameter } => write!(f, "argument {parameter} is not a pointer"),
            EffectsGap::ExternalCall { callee } if callee.is_empty() => {
                f.write_str("device memory is passed to an indirect call")
            }
            EffectsGap::ExternalCall { callee } => {
                write!(f, "device memory is passed to '{callee}', which the module only declares")
            }
        }
    }
}

/// Several gaps as one line (`; `-separated), the way the UAR listing and remarks show them.
pub struct Gaps<'a>(pub &'a [EffectsGap]);

impl std::fmt::Display for Gaps<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, gap) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            gap.fmt(f)?;
        }
        Ok(())
    }
}
