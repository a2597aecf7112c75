//! The LLVM-facing passes: each reads a module through `ir::reader`, runs a plain-data
//! pipeline, writes back through `ir::editor` and returns a report. Never panics: the
//! plugin wraps every entry point in `catch_unwind` as well.

pub mod ascend_sync;
pub mod sirius;
pub mod uar;
