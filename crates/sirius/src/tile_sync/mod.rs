//! Tile synchronisation (cuSync) where fusion refuses: `tile_deps` is the exact map from
//! consumer blocks to the producer blocks they wait for and the semaphore policies it
//! allows; `tile_plan` chooses a pair's policy and wait tables; `tile_cost` models stream
//! against tile synchronisation on an H100. The rewrite is `syncfuse_llvm::tile_sync`.
//!
//! Invariant: a consumer block waits for every producer block that writes what it reads
//! (the block map is exact or the pair is refused).

pub mod tile_cost;
pub mod tile_deps;
pub mod tile_plan;
