//! Polyhedral glue: affine expressions, memory footprints of accesses, and dependence
//! polyhedra computed with ISL (`isl-rs`). Every ISL object that leaves this module is
//! text (stable, for reports and FileCheck); ISL contexts never escape.

pub mod affine;
pub mod footprint;
pub mod isl;
