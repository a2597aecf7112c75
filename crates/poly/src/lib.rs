//! Polyhedral layer, plain data (no LLVM): affine expressions (`affine`), memory footprints
//! of accesses (`footprint`), the footprint rule of Ascend pipe calls (`pipe_call`) and
//! dependence polyhedra computed with ISL (`isl`, through `isl-rs`). Sits on
//! `syncfuse_hardware`; used by both passes' analyses. Every query runs on one thread-local
//! ISL context with an operation bound; `isl::with_context` lends that context to a
//! closure (`syncfuse_sirius` builds its relations there), and ISL objects made there never
//! outlive the closure: results leave as plain values or as text (stable, for reports and
//! FileCheck).

pub mod affine;
pub mod enumerate;
pub mod footprint;
pub mod isl;
pub mod pipe_call;
