//! Target descriptions as data. `ascend` is the contract of `shared/ascend-target.md`:
//! pipes, address spaces, the pipe-call table with footprint shapes, event IDs per pipe
//! pair and the timing model, loaded from a JSON target file (`targets/*.json`).

pub mod ascend;
