//! Ascend host programs as data (`docs/contract/ascend-host.md`): the AscendCL (`aclrt*`)
//! and CANN runtime (`rt*`) calls a host makes, the direction codes of `aclrtMemcpy`, the
//! size of a launch's argument slots, the names a kernel uses to find its core, and how
//! launches of concurrent streams share the chip's cores (`schedule_launches`). The
//! executor and the program reader classify host calls here and nowhere else.
//! Invariant: every name and code matches CANN's prototypes as the contract copies them.

/// A call of the Ascend runtime in host code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostRuntimeCall {
    /// `aclInit`, `aclFinalize`, `aclrtSetDevice`, `aclrtResetDevice`: nothing to model.
    Session,
    /// `aclrtCreateStream(aclrtStream *stream)`.
    CreateStream,
    /// `aclrtDestroyStream(aclrtStream stream)`.
    DestroyStream,
    /// `aclrtSynchronizeStream(aclrtStream stream)`.
    SynchronizeStream,
    /// `aclrtSynchronizeDevice(void)`: the host waits for every stream.
    SynchronizeDevice,
    /// `aclrtCreateEvent(aclrtEvent *event)`.
    CreateEvent,
    /// `aclrtDestroyEvent(aclrtEvent event)`.
    DestroyEvent,
    /// `aclrtRecordEvent(aclrtEvent event, aclrtStream stream)`: the event completes when
    /// the work issued to `stream` so far has.
    RecordEvent,
    /// `aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event)`: work issued to
    /// `stream` from now on waits for the event's latest record.
    StreamWaitEvent,
    /// `aclrtSynchronizeEvent(aclrtEvent event)`: the host waits for the event.
    SynchronizeEvent,
    /// `aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)`.
    Malloc,
    /// `aclrtFree(void *devPtr)`.
    Free,
    /// `aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, kind)`.
    Memcpy,
    /// `aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)`.
    Memset,
    /// `rtKernelLaunch(stubFunc, blockDim, args, argsSize, smDesc, stream)`.
    KernelLaunch,
    /// `rtConfigureCall(blockDim, l2ctrl, stream)`: the `<<<...>>>` of bisheng's launch.
    ConfigureCall,
    /// `rtSetupArgument(const void *arg, uint32_t size, uint32_t offset)`.
    SetupArgument,
    /// `rtLaunch(stubFunc)`: launches with the configuration and arguments set up.
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
            "aclrtSynchronizeDevice" => HostRuntimeCall::SynchronizeDevice,
            "aclrtCreateEvent" => HostRuntimeCall::CreateEvent,
            "aclrtDestroyEvent" => HostRuntimeCall::DestroyEvent,
            "aclrtRecordEvent" => HostRuntimeCall::RecordEvent,
            "aclrtStreamWaitEvent" => HostRuntimeCall::StreamWaitEvent,
            "aclrtSynchronizeEvent" => HostRuntimeCall::SynchronizeEvent,
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

    /// Whether any call of the table names a launch (a module that has one is an Ascend
    /// program).
    pub fn is_launch(self) -> bool {
        matches!(self, HostRuntimeCall::KernelLaunch | HostRuntimeCall::Launch)
    }
}

/// The direction argument of `aclrtMemcpy` (`aclrtMemcpyKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AscendMemcpyKind {
    HostToHost,
    HostToDevice,
    DeviceToHost,
    DeviceToDevice,
}

impl AscendMemcpyKind {
    pub fn from_value(value: u64) -> Option<AscendMemcpyKind> {
        Some(match value {
            0 => AscendMemcpyKind::HostToHost,
            1 => AscendMemcpyKind::HostToDevice,
            2 => AscendMemcpyKind::DeviceToHost,
            3 => AscendMemcpyKind::DeviceToDevice,
            _ => return None,
        })
    }

    /// (destination on the device, source on the device).
    pub fn device_sides(self) -> (bool, bool) {
        match self {
            AscendMemcpyKind::HostToHost => (false, false),
            AscendMemcpyKind::HostToDevice => (true, false),
            AscendMemcpyKind::DeviceToHost => (false, true),
            AscendMemcpyKind::DeviceToDevice => (true, true),
        }
    }
}

/// Bytes of one kernel-argument slot of `rtKernelLaunch` (`argsSize` is this times the
/// parameter count).
pub const ARGUMENT_SLOT_BYTES: u64 = 8;

/// The annotation that marks a kernel (`__attribute__((annotate("ascend_kernel")))`).
pub const KERNEL_ANNOTATION: &str = "ascend_kernel";

/// A launch as the model sees it.
pub struct ConcurrentLaunch<'a> {
    /// Cycles from start to end, its launch overhead included.
    pub cycles: u64,
    pub overhead: u64,
    /// Cores it occupies for its whole time.
    pub cores: u64,
    /// Launches that must end before it starts.
    pub after: &'a [u32],
}

/// When each launch starts and ends on a chip of `chip_cores` cores (`ascend-host.md`:
/// different streams may run concurrently; the executor's device time and the `streams`
/// model both use it): the host issues launch i one overhead after launch i - 1; it starts
/// once issued, once `after` have ended and once its cores are free (it takes the cores
/// that free up first). One stream gives the sum of the launches' cycles.
pub fn schedule_launches(launches: &[ConcurrentLaunch<'_>], chip_cores: u64) -> Vec<(u64, u64)> {
    let chip_cores = chip_cores.max(1);
    let mut free_at = vec![0u64; chip_cores as usize];
    let mut times: Vec<(u64, u64)> = Vec::with_capacity(launches.len());
    let mut issued = 0;
    for launch in launches {
        let ready = launch.after.iter().map(|&p| times[p as usize].1).max().unwrap_or(0);
        free_at.sort_unstable();
        let needed = launch.cores.clamp(1, chip_cores) as usize;
        let start = ready.max(issued).max(free_at[needed - 1]);
        let end = start + launch.cycles;
        free_at[..needed].iter_mut().for_each(|free| *free = end);
        issued += launch.overhead;
        times.push((start, end));
    }
    times
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_names_and_copy_directions_follow_the_contract() {
        assert_eq!(HostRuntimeCall::from_name("rtKernelLaunch"), Some(HostRuntimeCall::KernelLaunch));
        assert_eq!(HostRuntimeCall::from_name("aclrtMemcpy"), Some(HostRuntimeCall::Memcpy));
        assert!(HostRuntimeCall::Launch.is_launch());
        assert!(!HostRuntimeCall::ConfigureCall.is_launch());
        assert_eq!(HostRuntimeCall::from_name("cudaMalloc"), None);
        assert_eq!(AscendMemcpyKind::from_value(2).map(AscendMemcpyKind::device_sides), Some((false, true)));
        assert_eq!(AscendMemcpyKind::from_value(4), None);
    }

    #[test]
    fn the_model_runs_independent_launches_on_free_cores() {
        let none: [u32; 0] = [];
        let first = [0u32];
        let launch = |cycles, cores, after| ConcurrentLaunch { cycles, overhead: 10, cores, after };
        // One stream: the sum.
        let chain = [launch(100, 8, &none[..]), launch(100, 8, &first[..])];
        assert_eq!(schedule_launches(&chain, 32), vec![(0, 100), (100, 200)]);
        // Independent, 8 + 8 of 32 cores: together, the second issued one overhead later.
        let pair = [launch(100, 8, &none[..]), launch(100, 8, &none[..])];
        assert_eq!(schedule_launches(&pair, 32), vec![(0, 100), (10, 110)]);
        // 24 + 24 of 32: the second waits for cores.
        let wide = [launch(100, 24, &none[..]), launch(100, 24, &none[..])];
        assert_eq!(schedule_launches(&wide, 32), vec![(0, 100), (100, 200)]);
    }
}
