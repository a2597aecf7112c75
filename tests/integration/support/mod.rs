//! Helpers more than one test module shares beyond `common`: the Ascend samples and their
//! argument sets, the random kernels of `scripts/generators/gen-random-ascend-kernel.py`, and the
//! path-based happens-before oracle that checks `ascend-sync` independently of `verify`.

pub mod ascend_samples;
pub mod path_oracle;
pub mod random_kernels;
