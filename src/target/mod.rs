//! Target descriptions as data. `ascend` is the contract of `shared/ascend-target.md`:
//! pipes, address spaces, the pipe-call table with footprint shapes, event IDs per pipe
//! pair and the timing model, loaded from a JSON target file (`targets/*.json`).
//! `cuda` is CUDA as clang-16 emits it: runtime calls, launch configurations,
//! NVVM special registers, and the stub-to-kernel naming rule.

pub mod ascend;
pub mod cuda;
