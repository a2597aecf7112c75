//! The `samples/ascend` kernels with argument sets that together take every path through
//! each kernel: shared by `tests/integration/sim_samples.rs` (correctness under random timings) and
//! `tests/integration/ascend_sync_quality.rs` (syncs and cycles never get worse).

use syncfuse::sim::args::parse_arg;
use syncfuse::sim::ascend::run::KernelArg;

/// A kernel argument from its `syncfuse simulate --arg` spec.
pub fn buffer(spec: &str) -> KernelArg {
    parse_arg(spec).unwrap()
}

/// Half values whose every `tile`-th element (from 0) is +1 or, at the listed tiles, -1.
fn half_tiles(bytes: usize, tile: usize, negative: &[usize]) -> KernelArg {
    let KernelArg::Buffer(mut data) = buffer(&format!("gm:{bytes}:5:f16")) else { unreachable!() };
    for (index, start) in (0..bytes).step_by(tile * 2).enumerate() {
        let value = if negative.contains(&index) { -1.0f32 } else { 1.0 };
        data[start..start + 2].copy_from_slice(&half::f16::from_f32(value).to_le_bytes());
    }
    KernelArg::Buffer(data)
}

/// Argument sets of one sample kernel (its function has the sample's name).
pub struct Sample {
    pub name: &'static str,
    /// Argument sets that together take every path through the kernel.
    pub inputs: Vec<Vec<KernelArg>>,
}

/// The samples of `samples/ascend` that the simulator tests run.
pub fn samples() -> Vec<Sample> {
    let int = KernelArg::Int;
    let f16 = |bytes: usize, seed: u64| buffer(&format!("gm:{bytes}:{seed}:f16"));
    let f32 = |bytes: usize, seed: u64| buffer(&format!("gm:{bytes}:{seed}:f32"));
    let zeros = |bytes: usize| buffer(&format!("gm:{bytes}"));
    vec![
        Sample { name: "vec_add", inputs: vec![vec![f16(16384, 1), f16(16384, 2), zeros(16384)]] },
        Sample {
            name: "vec_add_double_buffer",
            inputs: [3, 1, 0].map(|n| vec![f16(98304, 1), f16(98304, 2), zeros(98304), int(n)]).into(),
        },
        Sample {
            name: "if_then",
            inputs: [1, 0].map(|scale| vec![f16(16384, 1), zeros(16384), int(scale), KernelArg::Float(0.5)]).into(),
        },
        Sample {
            name: "loop_early_exit",
            inputs: vec![
                vec![half_tiles(32768, 4096, &[]), zeros(32768), int(4), KernelArg::Float(1.5)],
                vec![half_tiles(32768, 4096, &[2]), zeros(32768), int(4), KernelArg::Float(1.5)],
                vec![half_tiles(32768, 4096, &[0]), zeros(32768), int(4), KernelArg::Float(1.5)],
                vec![half_tiles(32768, 4096, &[]), zeros(32768), int(0), KernelArg::Float(1.5)],
            ],
        },
        Sample {
            name: "branches_in_loop",
            // Bit i of the mask: load (A) or accumulate (B). 13: A B A A B B; 50: B A B B A A.
            inputs: [(6, 13), (6, 50), (0, 0)]
                .map(|(n, mask)| vec![f32(49152, 1), zeros(8192), int(n), int(mask)])
                .into(),
        },
        Sample {
            name: "nested_loops",
            inputs: [(2, 3), (1, 0), (0, 0)]
                .map(|(rows, cols)| vec![f32(98304, 1), zeros(32768), int(rows), int(cols)])
                .into(),
        },
        Sample { name: "softmax_row", inputs: [3, 0].map(|rows| vec![f32(12288, 1), zeros(12288), int(rows)]).into() },
        Sample {
            name: "vec_add_parity",
            inputs: [3, 2, 1, 0].map(|n| vec![f16(49152, 1), f16(49152, 2), zeros(49152), int(n)]).into(),
        },
        Sample {
            name: "vec_add_triple",
            inputs: [4, 3, 2, 1, 0].map(|n| vec![f16(32768, 1), f16(32768, 2), zeros(32768), int(n)]).into(),
        },
        Sample {
            name: "vec_scale_tail",
            inputs: [9000, 4096, 1, 0].map(|len| vec![f16(32768, 1), zeros(32768), int(len)]).into(),
        },
        Sample {
            name: "matmul_tiled",
            inputs: [2, 1, 0]
                .map(|chunks| vec![f16(98304, 1), f16(98304, 2), f32(256, 3), zeros(16384), int(1), int(chunks)])
                .into(),
        },
    ]
}
