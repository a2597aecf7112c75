//! The host side of Ascend programs as data (`ascend-host.md`): the AscendCL and CANN
//! runtime calls a host makes (allocation, copies, sets, stream synchronisation, the
//! `rtKernelLaunch` launch and bisheng's `rtConfigureCall` / `rtSetupArgument` / `rtLaunch`
//! sequence), the direction argument of `aclrtMemcpy`, and the launch's argument slots.
//! Invariant: nothing outside this module hard-codes an AscendCL or CANN runtime name or
//! number; the program reader and the program executor both ask these functions, so they
//! agree on what a program does. The chip (cores, GM bus, launch overhead) is part of the
//! target description (`ascend::ChipModel`).

/// A call of AscendCL (`aclrt*`, `acl*`) or of the CANN runtime (`rt*`) in host code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostRuntimeCall {
    /// `aclInit`, `aclFinalize`, `aclrtSetDevice`, `aclrtResetDevice`: no effect on memory.
    Session,
    /// `aclrtCreateStream(aclrtStream *stream)`.
    CreateStream,
    /// `aclrtDestroyStream(aclrtStream stream)`.
    DestroyStream,
    /// `aclrtSynchronizeStream(aclrtStream stream)`.
    SynchronizeStream,
    /// `aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)`.
    Malloc,
    /// `aclrtFree(void *devPtr)`.
    Free,
    /// `aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind)`.
    Memcpy,
    /// `aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)`.
    Memset,
    /// `rtKernelLaunch(const void *stubFunc, uint32_t blockDim, void *args, uint32_t argsSize,
    /// rtSmDesc_t *smDesc, rtStream_t stm)`.
    KernelLaunch,
    /// `rtConfigureCall(uint32_t blockDim, void *l2ctrl, rtStream_t stm)`: `<<<...>>>` of a launch.
    ConfigureCall,
    /// `rtSetupArgument(const void *arg, uint32_t size, uint32_t offset)`: one argument slot.
    SetupArgument,
    /// `rtLaunch(const void *stubFunc)`: the launch configured by the two calls above.
    Launch,
}

impl HostRuntimeCall {
    /// Classifies a callee by name; `None` for anything that is not the Ascend runtime.
    pub fn from_name(name: &str) -> Option<HostRuntimeCall> {
        Some(match name {
            "aclInit" | "aclFinalize" | "aclrtSetDevice" | "aclrtResetDevice" => HostRuntimeCall::Session,
            "aclrtCreateStream" => HostRuntimeCall::CreateStream,
            "aclrtDestroyStream" => HostRuntimeCall::DestroyStream,
            "aclrtSynchronizeStream" => HostRuntimeCall::SynchronizeStream,
            "aclrtMalloc" => HostRuntimeCall::Malloc,
            "aclrtFree" => HostRuntimeCall::Free,
            "aclrtMemcpy" => HostRuntimeCall::Memcpy,
            "aclrtMemset" => HostRuntimeCall::Memset,
            "rtKernelLaunch" => HostRuntimeCall::KernelLaunch,
            "rtConfigureCall" => HostRuntimeCall::ConfigureCall,
            "rtSetupArgument" => HostRuntimeCall::SetupArgument,
            "rtLaunch" => HostRuntimeCall::Launch,
            _ => return None,
        })
    }

    /// The AscendCL/CANN success code every call returns (`ACL_SUCCESS`, `RT_ERROR_NONE`).
    pub const SUCCESS: u64 = 0;
}

/// The direction argument of `aclrtMemcpy` (`enum aclrtMemcpyKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AclMemcpyKind {
    HostToHost,
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
}

impl AclMemcpyKind {
    /// `ACL_MEMCPY_HOST_TO_HOST` = 0 ... `ACL_MEMCPY_DEVICE_TO_DEVICE` = 3.
    pub fn from_value(value: u64) -> Option<AclMemcpyKind> {
        Some(match value {
            0 => AclMemcpyKind::HostToHost,
            1 => AclMemcpyKind::HostToDevice,
            2 => AclMemcpyKind::DeviceToHost,
            3 => AclMemcpyKind::DeviceToDevice,
            _ => return None,
        })
    }

    /// Whether the source and the destination are device memory.
    pub fn on_device(self) -> (bool, bool) {
        match self {
            AclMemcpyKind::HostToHost => (false, false),
            AclMemcpyKind::HostToDevice => (false, true),
            AclMemcpyKind::DeviceToHost => (true, false),
            AclMemcpyKind::DeviceToDevice => (true, true),
        }
    }
}

/// Bytes per kernel-argument slot of `rtKernelLaunch`'s `args` (and per `rtSetupArgument`):
/// a device pointer, or an integer extended to 64 bits.
pub const ARGUMENT_SLOT_BYTES: u64 = 8;

/// The kernel parameter an `args` byte offset (or an `rtSetupArgument` offset) fills, if it
/// starts a slot.
pub fn parameter_of_slot(offset: u64) -> Option<u32> {
    offset.is_multiple_of(ARGUMENT_SLOT_BYTES).then(|| u32::try_from(offset / ARGUMENT_SLOT_BYTES).ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_names_and_codes_follow_cann() {
        assert_eq!(HostRuntimeCall::from_name("aclrtMalloc"), Some(HostRuntimeCall::Malloc));
        assert_eq!(HostRuntimeCall::from_name("rtKernelLaunch"), Some(HostRuntimeCall::KernelLaunch));
        assert_eq!(HostRuntimeCall::from_name("aclrtSetDevice"), Some(HostRuntimeCall::Session));
        assert_eq!(HostRuntimeCall::from_name("cudaMalloc"), None);
        assert_eq!(AclMemcpyKind::from_value(2), Some(AclMemcpyKind::DeviceToHost));
        assert_eq!(AclMemcpyKind::DeviceToHost.on_device(), (true, false));
        assert_eq!(AclMemcpyKind::from_value(4), None);
        assert_eq!(parameter_of_slot(16), Some(2));
        assert_eq!(parameter_of_slot(12), None);
    }
}
