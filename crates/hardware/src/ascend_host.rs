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

/// The most cores one launch runs on: `rtKernelLaunch`'s `blockDim` is a `uint32_t`.
pub const MAX_BLOCK_DIM: u32 = u32::MAX;

/// The annotation that marks a kernel (`__attribute__((annotate("ascend_kernel")))`).
pub const KERNEL_ANNOTATION: &str = "ascend_kernel";

/// A launch as the schedule sees it.
#[derive(Clone, Copy, Debug)]
pub struct ConcurrentLaunch<'a> {
    /// Cycles from start to end when it runs alone, its launch overhead included.
    pub cycles: u64,
    pub overhead: u64,
    /// Cores it occupies for its whole time.
    pub cores: u64,
    /// Bytes it moves over the GM bus, spread evenly over its time after the overhead.
    pub bus_bytes: u64,
    /// Launches that must end before it starts.
    pub after: &'a [u32],
}

/// What concurrent launches share: the chip's cores and its GM bus.
#[derive(Clone, Copy, Debug)]
pub struct SharedChip {
    pub cores: u64,
    pub bus_bytes_per_cycle: u64,
}

/// A launch that has started: when its body (after the overhead) begins, the body's
/// cycles still to run at full speed, and its bus bytes per cycle at full speed.
struct Running {
    index: usize,
    body_from: f64,
    remaining: f64,
    rate: f64,
}

/// When each launch starts and ends on `chip` (`ascend-host.md`: different streams may run
/// concurrently; the executor's device time and the `streams` model both use it): the host
/// issues launch i one overhead after launch i - 1; a launch starts once issued, once
/// `after` have ended and once its cores are free (launches are tried in issue order at
/// every event); while the running launches' bus demand exceeds the bus, every body runs
/// slower in proportion (the bus is shared equally, as within a launch). One stream gives
/// the sum of the launches' cycles: a launch alone never asks more than the bus gives.
pub fn schedule_launches(launches: &[ConcurrentLaunch<'_>], chip: SharedChip) -> Vec<(u64, u64)> {
    let (cores, bus) = (chip.cores.max(1), chip.bus_bytes_per_cycle.max(1) as f64);
    let issued: Vec<f64> = launches
        .iter()
        .scan(0u64, |at, launch| {
            let this = *at;
            *at += launch.overhead;
            Some(this as f64)
        })
        .collect();
    let mut times: Vec<(Option<f64>, Option<f64>)> = vec![(None, None); launches.len()];
    let (mut running, mut free, mut now): (Vec<Running>, u64, f64) = (Vec::new(), cores, 0.0);
    loop {
        for (index, launch) in launches.iter().enumerate() {
            let needed = launch.cores.clamp(1, cores);
            let ready = launch.after.iter().all(|&p| times[p as usize].1.is_some_and(|end| end <= now));
            if times[index].0.is_none() && issued[index] <= now && ready && needed <= free {
                free -= needed;
                times[index].0 = Some(now);
                let body = launch.cycles.saturating_sub(launch.overhead) as f64;
                let rate = if body > 0.0 { launch.bus_bytes as f64 / body } else { 0.0 };
                running.push(Running { index, body_from: now + launch.overhead as f64, remaining: body, rate });
            }
        }
        if running.is_empty() {
            match (0..launches.len()).filter(|&i| times[i].0.is_none()).map(|i| issued[i]).find(|&at| at > now) {
                Some(at) => now = at,
                None => break,
            }
            continue;
        }
        let demand: f64 = running.iter().filter(|r| r.body_from <= now).map(|r| r.rate).sum();
        let speed = if demand > bus * (1.0 + 1e-9) { bus / demand } else { 1.0 };
        let finish = |r: &Running| if r.body_from > now { r.body_from } else { now + r.remaining / speed };
        let next_issue =
            issued.iter().enumerate().filter(|&(i, &at)| times[i].0.is_none() && at > now).map(|(_, &at)| at);
        let next = running.iter().map(finish).chain(next_issue).fold(f64::INFINITY, f64::min);
        for r in running.iter_mut().filter(|r| r.body_from <= now) {
            r.remaining -= (next - now) * speed;
        }
        now = next;
        running.retain(|r| {
            let done = r.body_from <= now && r.remaining <= 1e-6;
            if done {
                times[r.index].1 = Some(now);
                free += launches[r.index].cores.clamp(1, cores);
            }
            !done
        });
    }
    times
        .into_iter()
        .map(|(start, end)| (start.unwrap_or(0.0).round() as u64, end.unwrap_or(0.0).round() as u64))
        .collect()
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
        let launch = |cycles, cores, after| ConcurrentLaunch { cycles, overhead: 10, cores, bus_bytes: 0, after };
        let chip = SharedChip { cores: 32, bus_bytes_per_cycle: 100 };
        // One stream: the sum.
        let chain = [launch(100, 8, &none[..]), launch(100, 8, &first[..])];
        assert_eq!(schedule_launches(&chain, chip), vec![(0, 100), (100, 200)]);
        // Independent, 8 + 8 of 32 cores: together, the second issued one overhead later.
        let pair = [launch(100, 8, &none[..]), launch(100, 8, &none[..])];
        assert_eq!(schedule_launches(&pair, chip), vec![(0, 100), (10, 110)]);
        // 24 + 24 of 32: the second waits for cores.
        let wide = [launch(100, 24, &none[..]), launch(100, 24, &none[..])];
        assert_eq!(schedule_launches(&wide, chip), vec![(0, 100), (100, 200)]);
    }

    #[test]
    fn concurrent_launches_share_the_bus_beyond_its_bandwidth() {
        let none: [u32; 0] = [];
        let chip = SharedChip { cores: 32, bus_bytes_per_cycle: 100 };
        // Two launches of 100 body cycles moving 6000 bytes each (60 bytes per cycle): alone
        // each fits the bus; together they ask 120 of 100, so both bodies slow by 1.2 while
        // they overlap.
        let launch = ConcurrentLaunch { cycles: 110, overhead: 10, cores: 8, bus_bytes: 6000, after: &none };
        let alone = schedule_launches(std::slice::from_ref(&launch), chip);
        assert_eq!(alone, vec![(0, 110)]);
        let both = schedule_launches(&[launch, ConcurrentLaunch { bus_bytes: 6000, ..launch }], chip);
        // Bodies from 10 and 20: 10 cycles alone (first), then shared at 100/120 until the
        // first ends at 20 + 90 * 1.2 = 128, the second then runs alone to 128 + 10 = 138.
        assert_eq!(both, vec![(0, 128), (10, 138)]);
    }
}
