//! The JSON report: one document per run, versioned; every decision a pass takes is in it.
