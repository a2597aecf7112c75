//! The simulator: an LLVM IR interpreter (`decoder` decodes a function into `program`'s
//! plain form, `interpreter` executes it as a machine's scalar unit, `values` is its arithmetic, `memory` its
//! address spaces) and the machine models it drives through the `interpreter::Machine`
//! trait (`ascend`: the six in-order pipes of an Ascend AI Core with flags, timing and
//! race detection; `cuda`: a CUDA host with its runtime and a grid of threads with
//! barriers, race and divergence checks), plus kernel arguments from the command line
//! (`args`) and a seeded generator (`random`). Invariant: the interpreter is
//! machine-agnostic; everything specific to an accelerator lives in its model. This is
//! how every claim about `ascend-sync` and about fused CUDA programs (correct, fast) is
//! checked without hardware.

pub mod args;
pub mod ascend;
pub mod ascend_program;
pub mod cuda;
pub mod decoder;
pub mod host;
pub mod interpreter;
pub mod memory;
pub mod program;
pub mod random;
pub mod values;
