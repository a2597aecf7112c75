//! Accelerators as data, the lowest layer of syncfuse (depends on no other crate of the
//! workspace and on no LLVM crate). `ascend` is the contract of
//! `docs/contract/ascend-target.md`: pipes, address spaces, the pipe-call table with its
//! footprint shapes, event IDs per pipe pair and the timing model, loaded from a JSON target
//! file (`targets/*.json`), plus the intrinsic names of the sync calls; `call_name` reads
//! the three spellings of a pipe call (plain, suffixed, mangled C++). `cuda` is CUDA as
//! clang-16 emits it: runtime calls, launch configurations, NVVM special registers, and
//! the stub-to-kernel naming rule. Invariant: nothing outside this crate hard-codes a pipe
//! number, an address-space number, an intrinsic name or a footprint shape.

pub mod ascend;
pub mod ascend_host;
pub mod call_name;
pub mod cuda;
