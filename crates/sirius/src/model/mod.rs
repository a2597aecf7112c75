//! The program model every SIRIUS decision reads: the whole program as host statements and
//! launches (`program`), what each kernel reads and writes (`kernel_effects`, as the LLVM
//! readers found it; `effects`, the ISL relations at thread, block and kernel level, §3.3),
//! why an effect is unknown or wider (`gap`), dependence widths (`width`, §3.4), the unified
//! dependence graph joining host and kernels (`uar`, §3; `uar_dot` draws it) and the host
//! loops whose iterations it shows independent (`independent_loops`).
//!
//! Invariant: nothing here decides; every relation the model states over-approximates what
//! the program does, and says why where it is wider (`gap`). The decisions (`fusion`,
//! `tile_sync`, `streams`, `ascend`) read the model and never change it.

pub mod effects;
pub mod gap;
pub mod independent_loops;
pub mod kernel_effects;
pub mod program;
pub mod uar;
pub mod uar_dot;
pub mod width;
