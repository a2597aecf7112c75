//! The LLVM adapters: the only crate (with `syncfuse_sim`'s decoder and
//! `syncfuse_passes`) that touches LLVM handles. Readers turn LLVM IR into the plain models
//! of the algorithm crates; editors and code generators write results back.
//!
//! * `function_cfg`: a function's CFG as plain data; `reject`: why a function cannot be
//!   read; `affine`: the affine recogniser (values, memory accesses, guards), shared by the
//!   Ascend reader and CUDA, which asks LLVM's own analyses (`analyses`: ScalarEvolution,
//!   ValueTracking, LazyValueInfo through the C++ shim `cpp/analyses.cpp`) where its
//!   reading of the IR stops; `row_index`: the IR shape of a row-major index `a[r * n + c]`;
//! * `ascend_kernel_reader`: an AI-Core kernel -> `syncfuse_ascend_sync::model::Kernel`.
//! * `ascend_kernel_editor`: a synchronised `Kernel` -> the function (edge splits, phis,
//!   sync calls).
//! * `host_reader` (the walk over host functions, generic over the runtime),
//!   `host_control` (the host paths each statement runs on), `pointer_choice`, and per platform `cuda_reader` (CUDA host + device modules) and
//!   `ascend_reader` (Ascend host + AI-Core kernels, whose effects `ascend_effects` reads
//!   through `ascend_kernel_reader`) -> `syncfuse_sirius::model::program::HostProgram`.
//! * `sirius`: the transformation side of SIRIUS (`specialise`, `codegen`,
//!   `host_rewrite`); `tile_sync`: cuSync's rewrite of a producer/consumer pair
//!   (`device`: posts, waits, semaphores, the wait kernel; `host`: two streams).
//!
//! Invariant: every raw handle a function here receives belongs to a module that the
//! caller keeps alive for the call (LLVM's C API gives no lifetimes); public functions that
//! dereference handles are `unsafe fn` with that contract, or take inkwell types.

pub mod affine;
pub(crate) mod analyses;
pub mod ascend_effects;
pub mod ascend_kernel_editor;
pub mod ascend_kernel_reader;
pub mod ascend_reader;
pub mod cuda_reader;
pub mod function_cfg;
pub(crate) mod host_control;
pub(crate) mod host_loop;
pub mod host_reader;
pub mod pointer_choice;
pub mod reject;
pub mod row_index;
pub mod sirius;
pub mod split_kernels;
pub(crate) mod stream_host;
pub mod streams;
pub mod tile_sync;

// llvm-sys is built without linking (llvm-plugin asks for that); libLLVM is linked by
// llvm-plugin's build script, which applies only where that crate is linked in. Every
// binary that uses this crate (unit tests, the driver, the plugin) needs libLLVM.
extern crate llvm_plugin;
