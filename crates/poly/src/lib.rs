//! Polyhedral layer, plain data (no LLVM): affine expressions (`affine`), memory footprints
//! of accesses (`footprint`), the footprint rule of Ascend pipe calls (`pipe_call`),
//! dependence polyhedra computed with ISL (`isl`, through `isl-rs`), and for the program
//! model above it ISL relation texts built from parts (`relation`) and the queries on them
//! (`query`). Sits on `syncfuse_hardware`; used by both passes' analyses. This is the only
//! crate that links `isl-rs`: every query runs on one thread-local ISL context with an
//! operation bound, ISL objects made in a query never outlive it, and results leave as
//! plain values or as text (stable, for reports and FileCheck).

pub mod affine;
mod enumerate;
pub mod footprint;
pub mod isl;
pub mod pipe_call;
pub mod query;
pub mod relation;
