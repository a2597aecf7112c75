//! The work one core does when it runs a kernel, estimated statically from the kernel model
//! (Verrocchio's single-core model, `ascend-target.md` timing): each pipe op costs
//! `init + bytes / throughput` cycles on its pipe (M: one cycle per
//! `fractal_macs_per_cycle` 16x16x16 fractal MACs), summed over every iteration of the
//! loops around it, skipping the iterations where one of its guards is false. Sizes, trip
//! counts and guards are evaluated with the values a launch fixes (its constant arguments,
//! blockDim, the core index) and the loop counters of the iteration; a quantity that stays
//! unknown is counted in `CoreWork::assumptions` (an unknown trip count is taken as
//! `ASSUMED_TRIP_COUNT`, an unknown size as zero bytes, an unknown guard as true).
//!
//! Invariant: the estimate never runs the kernel and never looks at data; iterations are
//! enumerated one by one up to `ENUMERATED_POINTS` per kernel (so tail tiles count at their
//! real size), beyond which a loop's first iteration stands for all of its iterations: the
//! cost stays linear in the kernel's ops, whatever its trip counts. Used by
//! `syncfuse_sirius::ascend::ascend_cost` (the multi-core model that chooses how to fuse launches).

use crate::model::{Kernel, PipeOp};
use serde::Serialize;
use std::collections::BTreeMap;
use syncfuse_cfg::CfgAnalysis;
use syncfuse_hardware::ascend::{AddressSpace, Pipe, TargetDescription};
use syncfuse_poly::affine::{evaluate, AffineExpr};
use syncfuse_poly::footprint::{LoopDim, Region};

/// The trip count assumed for a loop whose count is not known with the launch's values.
pub const ASSUMED_TRIP_COUNT: i64 = 16;
/// Iterations of a kernel's loop nests evaluated one by one before first iterations stand in.
const ENUMERATED_POINTS: u64 = 1 << 16;

/// Busy cycles per pipe and GM traffic of one core running a kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CoreWork {
    pub pipe_cycles: BTreeMap<Pipe, u64>,
    /// Bytes MTE2 and MTE3 move between GM and the core (they share the chip's GM bus).
    pub gm_bytes: u64,
    /// Quantities the estimate could not evaluate, counted per op that needed them (see
    /// the module doc).
    pub assumptions: u64,
}

impl CoreWork {
    /// The work of running `self`, then `other`, on one core.
    pub fn then(&self, other: &CoreWork) -> CoreWork {
        let mut sum = self.clone();
        for (&pipe, &cycles) in &other.pipe_cycles {
            *sum.pipe_cycles.entry(pipe).or_default() += cycles;
        }
        sum.gm_bytes += other.gm_bytes;
        sum.assumptions += other.assumptions;
        sum
    }

    /// The larger of both, pipe by pipe (a bound on either).
    pub fn max(&self, other: &CoreWork) -> CoreWork {
        let mut bound = self.clone();
        for (&pipe, &cycles) in &other.pipe_cycles {
            let entry = bound.pipe_cycles.entry(pipe).or_default();
            *entry = (*entry).max(cycles);
        }
        bound.gm_bytes = bound.gm_bytes.max(other.gm_bytes);
        bound.assumptions = bound.assumptions.max(other.assumptions);
        bound
    }

    /// The busiest pipe's cycles: the core's time when the pipes overlap perfectly.
    pub fn busiest_pipe_cycles(&self) -> u64 {
        self.pipe_cycles.values().copied().max().unwrap_or(0)
    }
}

/// The work of one core running `kernel` with the symbol values `known` gives (`argN`,
/// `block_idx`, `block_num`).
pub fn core_work(
    kernel: &Kernel,
    cfg: &CfgAnalysis,
    target: &TargetDescription,
    known: &dyn Fn(&str) -> Option<i64>,
) -> CoreWork {
    let mut work = CoreWork::default();
    let mut points = 0;
    for (block, contents) in kernel.blocks.iter_enumerated() {
        if !cfg.is_reachable(block) {
            continue;
        }
        let loops: Vec<&LoopDim> =
            cfg.loop_headers_around(block).iter().filter_map(|header| kernel.loop_dims.get(header)).collect();
        for op in contents.items.iter().filter_map(|item| match item {
            crate::model::Item::Op(op) => Some(&kernel.ops[*op]),
            crate::model::Item::Sync(_) => None,
        }) {
            let mut estimate = OpEstimate { kernel, target, op, known, points: &mut points, work: &mut work };
            estimate.iterations(&loops, &mut BTreeMap::new(), 1);
        }
    }
    work
}

/// The estimate of one op over its loop nest, added into `work`.
struct OpEstimate<'a> {
    kernel: &'a Kernel,
    target: &'a TargetDescription,
    op: &'a PipeOp,
    known: &'a dyn Fn(&str) -> Option<i64>,
    /// Iterations evaluated so far, all ops of the kernel together.
    points: &'a mut u64,
    work: &'a mut CoreWork,
}

impl OpEstimate<'_> {
    fn value(&self, expr: &AffineExpr, counters: &BTreeMap<String, i64>) -> Option<i64> {
        evaluate(expr, &self.kernel.definitions, &|name| counters.get(name).copied().or_else(|| (self.known)(name)))
    }

    /// Adds the op's cost over the iterations of `loops` (outermost first) with the outer
    /// counters in `counters`, each counted `weight` times.
    fn iterations(&mut self, loops: &[&LoopDim], counters: &mut BTreeMap<String, i64>, weight: u64) {
        let Some((outer, inner)) = loops.split_first() else {
            *self.points += 1;
            return self.once(counters, weight);
        };
        let trip = outer.trip_count.as_ref().and_then(|count| self.value(count, counters));
        let trip = trip.unwrap_or_else(|| {
            self.work.assumptions += 1;
            ASSUMED_TRIP_COUNT
        });
        let trip = trip.max(0) as u64;
        if self.points.saturating_add(trip) > ENUMERATED_POINTS {
            counters.insert(outer.counter.clone(), 0);
            self.iterations(inner, counters, weight.saturating_mul(trip));
        } else {
            for iteration in 0..trip {
                counters.insert(outer.counter.clone(), iteration as i64);
                self.iterations(inner, counters, weight);
            }
        }
        counters.remove(&outer.counter);
    }

    /// Adds one execution of the op at `counters`, `weight` times, unless a guard is false.
    fn once(&mut self, counters: &BTreeMap<String, i64>, weight: u64) {
        for guard in &self.op.guards {
            match self.value(guard.expression(), counters) {
                Some(value) if !guard.holds(value) => return,
                Some(_) => {}
                None => self.work.assumptions += 1,
            }
        }
        let bytes: Vec<(AddressSpace, Option<u64>)> =
            self.op.accesses.iter().map(|access| (access.space, self.bytes(&access.region, counters))).collect();
        self.work.assumptions += bytes.iter().filter(|(_, b)| b.is_none()).count() as u64;
        let largest = |space: Option<AddressSpace>| {
            bytes.iter().filter(|(s, _)| space.is_none_or(|space| *s == space)).filter_map(|(_, b)| *b).max()
        };
        let timing = &self.target.timing;
        let transfer = match self.op.pipe {
            Pipe::M => timing.cube_cycles(self.fractal_macs(largest)),
            pipe => timing.transfer_cycles(pipe, largest(None).unwrap_or(0)),
        };
        let init = self.target.op_spec(&self.op.name).map(|spec| spec.init_cycles);
        let init = init.or_else(|| timing.init_cycles.get(&self.op.pipe).copied()).unwrap_or(0);
        *self.work.pipe_cycles.entry(self.op.pipe).or_default() += (init + transfer).saturating_mul(weight);
        if matches!(self.op.pipe, Pipe::Mte2 | Pipe::Mte3) {
            self.work.gm_bytes += largest(Some(AddressSpace::Gm)).unwrap_or(0).saturating_mul(weight);
        }
    }

    /// The bytes of one region at `counters`: every strided block's extent.
    fn bytes(&self, region: &Region, counters: &BTreeMap<String, i64>) -> Option<u64> {
        let Region::Strided { dims, extent, .. } = region else { return None };
        let mut bytes = self.value(extent, counters)?.max(0) as u64;
        for dim in dims {
            bytes = bytes.saturating_mul(self.value(&dim.count, counters)?.max(0) as u64);
        }
        Some(bytes)
    }

    /// The 16x16x16 fractal MACs of a `mad`, from its operands' bytes: L0A holds M·K
    /// inputs, L0B K·N inputs and L0C M·N outputs (each dimension rounded to the cube
    /// side), so the product of the three fractal counts is the square of the MAC count.
    fn fractal_macs(&self, bytes: impl Fn(Option<AddressSpace>) -> Option<u64>) -> u64 {
        let Some(units) = self.target.op_spec(&self.op.name).map(|spec| spec.units) else { return 0 };
        let side = units.cube_round.max(1) as u64;
        let input_fractal = side * side * units.cube_input_element_bytes.max(1) as u64;
        let output_fractal = side * side * units.cube_output_element_bytes.max(1) as u64;
        let fractals = |space, fractal: u64| bytes(Some(space)).map_or(0, |b| b.div_ceil(fractal)) as u128;
        let square = fractals(AddressSpace::L0A, input_fractal)
            * fractals(AddressSpace::L0B, input_fractal)
            * fractals(AddressSpace::L0C, output_fractal);
        square.isqrt() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::BlockId;
    use crate::test_support::kernel_from;
    use syncfuse_poly::affine::AffineCondition;
    use syncfuse_poly::footprint::{Access, MemoryBase};

    /// A loop of `it < trip` iterations (header b1) copying `4 * (arg0 - 256*it)` bytes at
    /// most 1024 (a tail tile), then a vector op only from the third iteration on.
    fn tiled_kernel() -> Kernel {
        let mut kernel = kernel_from(&[("", &[1]), ("op:MTE2 op:V", &[1, 2]), ("", &[])]);
        let it = AffineExpr::symbol("it_b1");
        let remaining = AffineExpr::symbol("arg0").scale(4).sub(&it.scale(1024));
        kernel.definitions.push(syncfuse_poly::affine::Definition::Extremum(syncfuse_poly::affine::Extremum {
            symbol: "m0".into(),
            operands: vec![remaining, AffineExpr::constant(1024)],
            kind: syncfuse_poly::affine::ExtremumKind::Min,
        }));
        let copy = &mut kernel.ops[crate::model::OpId(0)];
        copy.name = "copy_gm_to_ubuf".into();
        copy.accesses.push(Access {
            space: AddressSpace::Gm,
            base: MemoryBase::Argument { index: 1, noalias: true },
            write: false,
            region: Region::Strided {
                offset: AffineExpr::constant(0),
                dims: Vec::new(),
                extent: AffineExpr::symbol("m0"),
            },
        });
        kernel.ops[crate::model::OpId(1)].guards.push(AffineCondition::NonNegative(it.sub(&AffineExpr::constant(2))));
        kernel.loop_dims.insert(BlockId(1), LoopDim::new("it_b1", Some(AffineExpr::symbol("trip"))));
        kernel
    }

    #[test]
    fn every_iteration_counts_with_its_own_size_and_guards() {
        let kernel = tiled_kernel();
        let cfg = CfgAnalysis::new(&kernel.succs()).expect("reducible");
        let target = TargetDescription::builtin("ascend910a").expect("built in");
        let known = |name: &str| match name {
            "arg0" => Some(700),
            "trip" => Some(3),
            _ => None,
        };
        let work = core_work(&kernel, &cfg, &target, &known);
        let copy = target.op_spec("copy_gm_to_ubuf").expect("in the table");
        let rate = target.timing.bytes_per_cycle[&Pipe::Mte2];
        // 1024 + 1024 + 752 bytes (700 floats: two full tiles and a tail).
        let transfers = 1024u64.div_ceil(rate) * 2 + 752u64.div_ceil(rate);
        assert_eq!(work.pipe_cycles[&Pipe::Mte2], 3 * copy.init_cycles + transfers);
        assert_eq!(work.pipe_cycles[&Pipe::V], target.timing.init_cycles[&Pipe::V]);
        assert_eq!((work.gm_bytes, work.assumptions), (2800, 0));
    }

    #[test]
    fn unknown_trip_counts_are_assumed_and_counted() {
        let kernel = tiled_kernel();
        let cfg = CfgAnalysis::new(&kernel.succs()).expect("reducible");
        let target = TargetDescription::builtin("ascend910a").expect("built in");
        let work = core_work(&kernel, &cfg, &target, &|name| (name == "arg0").then_some(1 << 20));
        // The unknown trip count, once for each of the loop's two ops.
        assert_eq!(work.assumptions, 2);
        assert_eq!(work.gm_bytes, ASSUMED_TRIP_COUNT as u64 * 1024);
    }

    #[test]
    fn long_loops_are_estimated_from_their_first_iteration() {
        let kernel = tiled_kernel();
        let cfg = CfgAnalysis::new(&kernel.succs()).expect("reducible");
        let target = TargetDescription::builtin("ascend910a").expect("built in");
        let trip = 1i64 << 20;
        let known = |name: &str| match name {
            "arg0" => Some(trip * 256),
            "trip" => Some(trip),
            _ => None,
        };
        let work = core_work(&kernel, &cfg, &target, &known);
        let copy = target.op_spec("copy_gm_to_ubuf").expect("in the table");
        let per_tile = copy.init_cycles + 1024u64.div_ceil(target.timing.bytes_per_cycle[&Pipe::Mte2]);
        assert_eq!(work.pipe_cycles[&Pipe::Mte2], per_tile * trip as u64);
        assert_eq!(work.gm_bytes, 1024 * trip as u64);
    }
}
