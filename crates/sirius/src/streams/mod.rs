//! Concurrent launches (swFLOWpro's second level): `stream_schedule` puts the independent
//! launches of a host region on several streams with the events their dependences need;
//! `graph_split` cuts launches into parts that run on several streams. The host rewrites
//! are `syncfuse_llvm::streams` and `syncfuse_llvm::split_kernels`.
//!
//! Invariant: every UAR dependence between launches on different streams is ordered by an
//! event.

pub mod graph_split;
pub mod stream_schedule;
