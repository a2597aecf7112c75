//! Our own views of LLVM IR: the plain CFG analyses (`cfg`: dominators, post-dominators,
//! natural loops, irreducibility) and the LLVM adapters (`reader` turns a function into a
//! `sync::model::Kernel`, `editor` writes a synchronised kernel back).

pub mod cfg;
pub mod cuda_reader;
pub mod editor;
pub mod pointer_choice;
pub mod reader;
