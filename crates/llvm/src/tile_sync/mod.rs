//! cuSync on LLVM IR: `device` writes a pair's instrumented kernel copies, semaphores,
//! tables and wait kernel; `host` moves the consumer to a side stream ordered by events.
//! Decisions come from `syncfuse_sirius::tile_sync::tile_plan` (plain data); nothing here decides.

pub mod device;
pub mod host;
