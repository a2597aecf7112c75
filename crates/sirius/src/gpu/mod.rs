//! The GPU as the CUDA decisions model it: launches on an H100 (`cost`: waves, bandwidth,
//! launch overhead) from an executor profile or from `estimate`'s static counters, and
//! how many blocks an SM holds at once (`occupancy`). Shared by fusion, tile synchronisation and streams, so that their figures
//! compare.
//!
//! Invariant: a modelled time orders variants; nothing is asserted on it.

pub mod cost;
pub mod estimate;
pub mod occupancy;
