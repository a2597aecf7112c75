//! What a CUDA run did, counted: per launch (kernel, grid, dynamic IR instructions,
//! global- and shared-memory bytes loaded and stored, block barriers passed) and in total
//! (launches, host and device instructions). Serialised as the `--report` JSON.
//! Invariant: counters only ever grow during a run; the totals are sums of the launches
//! plus the host's own instructions.

use serde::Serialize;

/// One kernel launch.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LaunchCounters {
    pub kernel: String,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub dynamic_shared_bytes: u64,
    /// IR instructions executed by all threads of the launch.
    pub instructions: u64,
    pub global_bytes_loaded: u64,
    pub global_bytes_stored: u64,
    pub shared_bytes_loaded: u64,
    pub shared_bytes_stored: u64,
    /// Block-wide barriers passed (one per block per `__syncthreads()` completed).
    pub barriers: u64,
}

impl LaunchCounters {
    /// Adds what one block counted (its instructions, bytes and barriers).
    pub fn add_block(&mut self, block: &LaunchCounters) {
        self.instructions += block.instructions;
        self.global_bytes_loaded += block.global_bytes_loaded;
        self.global_bytes_stored += block.global_bytes_stored;
        self.shared_bytes_loaded += block.shared_bytes_loaded;
        self.shared_bytes_stored += block.shared_bytes_stored;
        self.barriers += block.barriers;
    }
}

/// The whole run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counters {
    pub launches: Vec<LaunchCounters>,
    pub host_instructions: u64,
    pub totals: Totals,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub launches: u64,
    pub device_instructions: u64,
    pub global_bytes_loaded: u64,
    pub global_bytes_stored: u64,
    pub shared_bytes_loaded: u64,
    pub shared_bytes_stored: u64,
    pub barriers: u64,
}

impl Counters {
    /// Adds a finished launch to the list and the totals.
    pub fn record(&mut self, launch: LaunchCounters) {
        let totals = &mut self.totals;
        totals.launches += 1;
        totals.device_instructions += launch.instructions;
        totals.global_bytes_loaded += launch.global_bytes_loaded;
        totals.global_bytes_stored += launch.global_bytes_stored;
        totals.shared_bytes_loaded += launch.shared_bytes_loaded;
        totals.shared_bytes_stored += launch.shared_bytes_stored;
        totals.barriers += launch.barriers;
        self.launches.push(launch);
    }

    /// A table for people: one line per launch, then the totals.
    pub fn table(&self) -> String {
        let mut text = format!(
            "{:<28} {:>14} {:>14} {:>12} {:>12} {:>12} {:>12} {:>9}\n",
            "kernel", "grid", "instructions", "global ld B", "global st B", "shared ld B", "shared st B", "barriers"
        );
        for launch in &self.launches {
            let grid = format!("{}x{}x{}", launch.grid[0], launch.grid[1], launch.grid[2]);
            text += &format!(
                "{:<28} {:>14} {:>14} {:>12} {:>12} {:>12} {:>12} {:>9}\n",
                shorten(&launch.kernel),
                grid,
                launch.instructions,
                launch.global_bytes_loaded,
                launch.global_bytes_stored,
                launch.shared_bytes_loaded,
                launch.shared_bytes_stored,
                launch.barriers
            );
        }
        let t = &self.totals;
        text += &format!(
            "total: {} launches, {} device + {} host IR instructions, global {} B loaded / {} B stored, shared {} B loaded / {} B stored, {} barriers\n",
            t.launches, t.device_instructions, self.host_instructions, t.global_bytes_loaded, t.global_bytes_stored,
            t.shared_bytes_loaded, t.shared_bytes_stored, t.barriers
        );
        text
    }
}

fn shorten(name: &str) -> String {
    if name.chars().count() <= 28 {
        name.to_string()
    } else {
        name.chars().take(25).collect::<String>() + "..."
    }
}
