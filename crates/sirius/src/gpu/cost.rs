//! The cost model that chooses between orchestrations of a fusion (SIRIUS §4.2 uses an
//! auto-tuner on a GPU; no GPU is lent to this project, so the choice is modelled). Inputs
//! are what the CPU executor measures per launch: blocks, threads per block, dynamic
//! instructions and global-memory bytes. The machine is an NVIDIA H100 SXM5 (`Gpu::H100`).
//!
//! Per launch: a fixed launch overhead, plus the larger of
//! * compute: the busiest SM runs `⌈blocks / SMs⌉` blocks, and issues at most
//!   `lanes_per_sm` thread-instructions per cycle;
//! * memory: global bytes at the DRAM bandwidth, scaled down when fewer blocks than SMs
//!   are running (each SM can pull only its share).
//!
//! So the model rewards fewer launches, less global traffic and fewer instructions, and
//! penalises fusions that leave SMs idle (vertical fusion of small grids) — the trade-off
//! §4.2 describes. Invariant: the cost is never zero for a launch and is monotone in
//! instructions and global bytes; it is not monotone in blocks (wave quantisation: 133
//! blocks on 132 SMs take two waves, 264 blocks of half the work take the same two),
//! which is what the hardware does. It ignores occupancy limits from registers and shared memory, caches, and
//! overlap between launches; the report says so next to every modelled figure.

use serde::{Deserialize, Serialize};

/// What the executor measured for one launch.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaunchCounters {
    pub blocks: u64,
    pub threads_per_block: u64,
    /// Dynamic IR instructions over all threads.
    pub instructions: u64,
    /// Global-memory bytes loaded plus stored.
    pub global_bytes: u64,
}

/// What an executor run counted for one launch (its totals over all blocks): the
/// per-launch work `tile-sync` and `streams` read from `profile=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelProfile {
    pub instructions: u64,
    pub global_bytes: u64,
    pub dynamic_shared_bytes: u64,
}

impl KernelProfile {
    /// As the cost model counts a launch of `blocks` blocks of `threads_per_block`.
    pub fn counters(&self, blocks: u64, threads_per_block: u64) -> LaunchCounters {
        LaunchCounters { blocks, threads_per_block, instructions: self.instructions, global_bytes: self.global_bytes }
    }
}

/// Machine parameters of the model.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Gpu {
    pub name: &'static str,
    pub streaming_multiprocessors: u64,
    /// Thread-instructions an SM can issue per cycle (4 schedulers x 32 lanes).
    pub lanes_per_sm: u64,
    pub clock_hz: f64,
    pub dram_bytes_per_second: f64,
    pub launch_overhead_seconds: f64,
    /// The most bytes of parameters a kernel may take: 4,096 with the CUDA 11.8 toolchain
    /// the build flow uses (12.1 allows 32,764 on Volta and newer); a fused kernel must fit.
    pub kernel_parameter_bytes: u64,
}

impl Gpu {
    /// H100 SXM5: 132 SMs, 1.98 GHz boost, 3.35 TB/s HBM3; ~2 µs per back-to-back launch.
    pub const H100: Gpu = Gpu {
        name: "H100-SXM5",
        streaming_multiprocessors: 132,
        lanes_per_sm: 128,
        clock_hz: 1.98e9,
        dram_bytes_per_second: 3.35e12,
        launch_overhead_seconds: 2.0e-6,
        kernel_parameter_bytes: 4096,
    };

    /// Modelled time of one launch, in seconds.
    pub fn launch_seconds(&self, launch: &LaunchCounters) -> f64 {
        let blocks = launch.blocks.max(1);
        let sms = self.streaming_multiprocessors;
        let instructions_per_block = launch.instructions as f64 / blocks as f64;
        let busiest_sm_instructions = blocks.div_ceil(sms) as f64 * instructions_per_block;
        let compute = busiest_sm_instructions / (self.lanes_per_sm as f64 * self.clock_hz);
        let active_fraction = blocks.min(sms) as f64 / sms as f64;
        let memory = launch.global_bytes as f64 / (self.dram_bytes_per_second * active_fraction);
        self.launch_overhead_seconds + compute.max(memory)
    }

    /// Modelled time of a sequence of launches (they run one after another).
    pub fn program_seconds(&self, launches: &[LaunchCounters]) -> f64 {
        // A fold from +0.0: `sum()` of no f64 is -0.0.
        launches.iter().fold(0.0, |total, launch| total + self.launch_seconds(launch))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(blocks: u64, instructions: u64, global_bytes: u64) -> LaunchCounters {
        LaunchCounters { blocks, threads_per_block: 256, instructions, global_bytes }
    }

    #[test]
    fn fusing_two_launches_saves_an_overhead_and_the_intermediate_traffic() {
        let gpu = Gpu::H100;
        let separate = gpu.program_seconds(&[launch(1024, 1 << 20, 8 << 20), launch(1024, 1 << 20, 8 << 20)]);
        let fused = gpu.program_seconds(&[launch(1024, 2 << 20, 8 << 20)]);
        assert!(fused < separate);
        assert!(separate - fused >= gpu.launch_overhead_seconds);
    }

    #[test]
    fn few_blocks_leave_the_machine_idle() {
        let gpu = Gpu::H100;
        // The same work on 12 blocks instead of 1200 is slower: 11 of 12 SMs' worth idle.
        let wide = gpu.launch_seconds(&launch(1200, 1 << 30, 0));
        let narrow = gpu.launch_seconds(&launch(12, 1 << 30, 0));
        assert!(narrow > 5.0 * wide, "{narrow} vs {wide}");
        assert!(gpu.launch_seconds(&launch(0, 0, 0)) > 0.0);
    }

    #[test]
    fn memory_bound_launches_cost_their_traffic() {
        let gpu = Gpu::H100;
        let seconds = gpu.launch_seconds(&launch(1320, 1000, 3_350_000_000));
        assert!((seconds - (1.0e-3 + gpu.launch_overhead_seconds)).abs() < 1e-12, "{seconds}");
    }
}
