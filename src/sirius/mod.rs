//! SIRIUS (MLSys'23): whole-program kernel fusion for CUDA programs. `plan` is a fusion
//! plan as plain data (which kernels one fused kernel runs, vertically and horizontally);
//! `barriers` orders a vertical group's fragments and places the fewest
//! barriers; `codegen` builds the fused kernel in the device module; `cost` models
//! launches on an H100 to choose an orchestration.

pub mod barriers;
pub mod codegen;
pub mod cost;
pub mod plan;
