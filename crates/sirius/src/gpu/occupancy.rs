//! Occupancy on an H100: how many blocks of a kernel one SM holds at once, from its
//! threads, its shared memory and its registers per thread (assumed where unknown: no
//! ptxas here), within the hardware's cap. Shared by tile synchronisation's wave model
//! and by fusion's shared tiles (which must not lower occupancy below their gain).
//!
//! Invariant: the answer is between 1 and `MAX_BLOCKS_PER_SM`.

/// H100 limits per SM.
pub const MAX_BLOCKS_PER_SM: u64 = 32;
const MAX_THREADS_PER_SM: u64 = 2048;
const SHARED_BYTES_PER_SM: u64 = 228 * 1024;
const REGISTERS_PER_SM: u64 = 65_536;
/// Registers per thread assumed where the kernel's are unknown (no ptxas here).
pub const ASSUMED_REGISTERS_PER_THREAD: u64 = 64;

/// How many blocks of a kernel an SM holds at once.
pub fn blocks_per_sm(threads_per_block: u64, shared_bytes_per_block: u64, registers_per_thread: u64) -> u64 {
    let threads = threads_per_block.max(1);
    let by_threads = MAX_THREADS_PER_SM / threads;
    let by_shared = SHARED_BYTES_PER_SM.checked_div(shared_bytes_per_block).unwrap_or(MAX_BLOCKS_PER_SM);
    let by_registers = REGISTERS_PER_SM / (threads * registers_per_thread.max(1));
    by_threads.min(by_shared).min(by_registers).clamp(1, MAX_BLOCKS_PER_SM)
}

/// The blocks per SM before and after `added` shared bytes join a kernel's `existing`
/// ones in blocks of `threads_per_block` (registers assumed), when the addition lowers them.
pub fn lowered_occupancy(threads_per_block: u64, existing: u64, added: u64) -> Option<(u64, u64)> {
    let before = blocks_per_sm(threads_per_block, existing, ASSUMED_REGISTERS_PER_THREAD);
    let after = blocks_per_sm(threads_per_block, existing + added, ASSUMED_REGISTERS_PER_THREAD);
    (after < before).then_some((before, after))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occupancy_follows_the_scarcest_resource() {
        assert_eq!(blocks_per_sm(256, 0, 32), 8);
        assert_eq!(blocks_per_sm(256, 100 * 1024, 32), 2);
        assert_eq!(blocks_per_sm(1024, 0, 64), 1);
        assert_eq!(blocks_per_sm(32, 0, 16), 32);
    }

    #[test]
    fn shared_memory_lowers_occupancy_only_past_the_scarcest_resource() {
        assert_eq!(lowered_occupancy(256, 8 * 1024, 8 * 1024), None, "registers limit first");
        assert_eq!(lowered_occupancy(128, 40 * 1024, 8 * 1024), Some((5, 4)));
    }
}
