//! The integration tests, one binary: each module below was its own test binary, and each
//! of those linked LLVM and ISL again (issue 43: 29 links, a large part of the test
//! command's build). Run one module with `cargo test --release --test integration MODULE::`;
//! `common` drives the real plugin through `opt-16`, `support` holds what several modules
//! share. Tests of different modules now run in parallel in one process: none writes
//! outside its own temporary directory or changes the process's environment.

mod common;
mod support;

mod adversarial;
mod architecture;
mod ascend_programs;
mod ascend_random_kernels;
mod ascend_random_programs;
mod ascend_sync_quality;
mod build_flow;
mod contract_docs;
mod corpus;
mod cuda_exec;
mod cuda_samples;
mod front_end_differential;
mod fuzz_passes;
mod host_control;
mod ir_local_names;
mod iteration_fusion;
mod kernel_work;
mod parser_fuzz;
mod sim_cli;
mod sim_interpreter;
mod sim_machine;
mod sim_samples;
mod sirius_codegen;
mod sirius_differential;
mod sirius_fuse;
mod sirius_random_chains;
mod streams;
mod sync_properties;
mod tile_deps;
mod tile_sync;
