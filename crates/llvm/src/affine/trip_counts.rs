//! Loop dimensions: a loop's counter (the iteration number `it_b<header>`) and a bound `T`
//! with `counter < T` on every iteration: from the exit test where it gives one, else by
//! iterating a test over constants, else from LLVM's backedge-taken count.
//! Invariant: a bound never falls short of the trip count (it may exceed it by one); an
//! exit test that wraps or compares against a huge unsigned constant gives none.

use super::*;

impl Recogniser {
    /// The loop with this header as a `LoopDim`, if one of its header phis is a counter.
    pub(crate) fn loop_dim(&mut self, header: BlockId) -> Option<LoopDim> {
        if let Some(known) = self.loop_dims.get(&header) {
            return known.clone();
        }
        let dimension = self.compute_loop_dim(header);
        self.loop_dims.insert(header, dimension.clone());
        dimension
    }

    /// The loop with `header` as the estimate of a block's work counts it: its `loop_dim`,
    /// or where no counter is recognised, ScalarEvolution's count of its header's runs
    /// (none: counted once) under a counter of its own.
    pub(crate) fn counted_loop(&mut self, header: BlockId) -> LoopDim {
        if let Some(dimension) = self.loop_dim(header) {
            return dimension;
        }
        let trip_count = self.llvm_block(header).and_then(|block| self.evolved_trip_count(block));
        LoopDim::new(format!("it_b{header}"), trip_count)
    }

    fn compute_loop_dim(&mut self, header: BlockId) -> Option<LoopDim> {
        let llvm_header = self.llvm_block(header)?;
        for instruction in unsafe { instructions(llvm_header) } {
            // SAFETY: opcode query on an instruction.
            if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMPHI {
                self.value(instruction);
            }
        }
        let counter = self.counters.get(&header)?.clone();
        // A bound from the exit test where it gives one (tighter counts change what the
        // Ascend passes decide), else (`iterated_trip_counts`) the count found by iterating
        // the test, else LLVM's.
        let trip_count = self.counter_bound(header, &counter).or_else(|| {
            let count = self.environment.iterated_trip_counts.then(|| self.iterated_trip_count(header, &counter))??;
            Some(AffineExpr::constant(count))
        });
        let trip_count = trip_count
            .or_else(|| self.environment.iterated_trip_counts.then(|| self.evolved_trip_count(llvm_header)).flatten());
        Some(LoopDim::new(counter, trip_count))
    }

    /// ScalarEvolution's count of the header's executions: its backedge-taken count
    /// (exact, else its symbolic maximum, which never falls short) plus one.
    fn evolved_trip_count(&mut self, header: LLVMBasicBlockRef) -> Option<AffineExpr> {
        let llvm = self.llvm()?;
        let taken = llvm.backedge_taken_count(header, true).or_else(|| llvm.backedge_taken_count(header, false))?;
        Some(self.evolution_leaves_by_rules(&taken)?.add(&AffineExpr::constant(1)))
    }

    /// Whether the loop with `header` runs exactly `loop_dim(header)`'s trip count (which
    /// `counter_bound` may give one too many): `iterated_trip_count` finds that count.
    pub(crate) fn exactly_counted(&mut self, header: BlockId) -> bool {
        let Some(dimension) = self.loop_dim(header) else { return false };
        let Some(trip_count) = dimension.trip_count.as_ref().and_then(AffineExpr::as_constant) else { return false };
        self.iterated_trip_count(header, &dimension.counter) == Some(trip_count)
    }

    /// The exact trip count of a loop with one latch and one exit, from the latch or the
    /// header, whose test compares expressions of its `counter` and constants only:
    /// iterating the counter from 0 through that test (at most `ITERATED_TRIPS`).
    fn iterated_trip_count(&mut self, header: BlockId, counter: &str) -> Option<i64> {
        let cfg = self.cfg.as_ref()?;
        let lp = cfg.loops[cfg.loop_with_header(header)?].clone();
        let (&[latch], &[(exiting, _)]) = (lp.latches.as_slice(), lp.exit_edges.as_slice()) else { return None };
        if exiting != latch && exiting != header {
            return None;
        }
        let blocks = unsafe { indexed_blocks(self.function) };
        let (predicate, lhs, rhs, continue_on_true) = self.exit_branch(blocks[exiting], &lp.body)?;
        let (lhs, rhs) = (self.integer(lhs)?, self.integer(rhs)?);
        if !lhs.symbols().chain(rhs.symbols()).all(|s| s == counter) {
            return None;
        }
        let at = |e: &AffineExpr, it: i64| {
            e.terms.get(counter).copied().unwrap_or(0).checked_mul(it)?.checked_add(e.constant)
        };
        let test = |it: i64| holds(predicate, at(&lhs, it)?, at(&rhs, it)?);
        // The test at counter `it` says stop after `it` bodies when the header tests, after
        // `it + 1` when the latch does.
        let stop = (0..ITERATED_TRIPS).find(|&it| test(it) != Some(continue_on_true))?;
        test(stop)?;
        Some(if exiting == latch { stop + 1 } else { stop })
    }

    /// `(predicate, lhs, rhs, continue on true)` of the integer comparison that ends the
    /// loop `body` at `block`.
    fn exit_branch(
        &self,
        block: LLVMBasicBlockRef,
        body: &std::collections::BTreeSet<BlockId>,
    ) -> Option<(llvm_sys::LLVMIntPredicate, LLVMValueRef, LLVMValueRef, bool)> {
        let ComparedBranch { predicate, operands: [lhs, rhs], successors: [on_true, _] } = compared_branch(block)?;
        Some((predicate, lhs, rhs, body.contains(self.index_of.get(&on_true)?)))
    }

    /// An affine `T` with `counter < T` on every iteration, from an exit test `E pred n`
    /// (`E` affine in the counter, `n` loop-invariant) in a block that dominates every
    /// latch. With coefficient +-1 the bound may exceed the trip count by one (a test on
    /// the next value, or a header test); with a larger step and a constant distance it is
    /// exact, else a quotient; it never falls short of the trip count.
    fn counter_bound(&mut self, header: BlockId, counter: &str) -> Option<AffineExpr> {
        let cfg = self.cfg.as_ref()?;
        let lp = cfg.loops[cfg.loop_with_header(header)?].clone();
        let exiting: Vec<BlockId> = lp.exit_edges.iter().map(|(inside, _)| *inside).collect();
        let exiting: Vec<BlockId> =
            exiting.into_iter().filter(|&b| lp.latches.iter().all(|&latch| cfg.dominates(b, latch))).collect();
        let blocks = unsafe { indexed_blocks(self.function) };
        exiting.into_iter().find_map(|b| self.exit_test_bound(blocks[b], &lp.body, counter))
    }

    fn exit_test_bound(
        &mut self,
        block: LLVMBasicBlockRef,
        body: &std::collections::BTreeSet<BlockId>,
        counter: &str,
    ) -> Option<AffineExpr> {
        use llvm_sys::LLVMIntPredicate::*;
        let (predicate, lhs, rhs, continue_on_true) = self.exit_branch(block, body)?;
        // A bound that is not affine may still have a constant upper bound (clang's
        // `min(n - k, 128)` tile trip counts); that is sound where the count grows with it.
        let (lhs, rhs, bound_is_upper) = match (self.integer(lhs), self.integer(rhs)) {
            (Some(a), Some(b)) => (a, b, false),
            (Some(a), None) => (a, AffineExpr::constant(self.constant_upper_bound(rhs)?), true),
            (None, Some(b)) => (AffineExpr::constant(self.constant_upper_bound(lhs)?), b, true),
            (None, None) => return None,
        };
        let step = |e: &AffineExpr| e.terms.get(counter).copied().unwrap_or(0);
        // Normalise to `E pred n` with the counter in E, then to the condition to continue.
        let (expr, bound, predicate) = match (step(&lhs), step(&rhs)) {
            (s, 0) if s != 0 => (lhs, rhs, predicate),
            (0, s) if s != 0 => (rhs, lhs, swapped(predicate)),
            _ => return None,
        };
        let predicate = if continue_on_true { predicate } else { inverse_predicate(predicate) };
        if bound_is_upper && step(&expr) < 0 {
            return None;
        }
        let start = expr.sub(&AffineExpr::symbol(counter).scale(step(&expr)));
        if wraps_or_compares_huge(predicate, step(&expr), &start, &bound) {
            return None;
        }
        match (step(&expr), predicate) {
            (1, LLVMIntSLT | LLVMIntULT | LLVMIntNE) => Some(bound.sub(&start).add(&AffineExpr::constant(1))),
            (1, LLVMIntSLE | LLVMIntULE) => Some(bound.sub(&start).add(&AffineExpr::constant(2))),
            (-1, LLVMIntSGT | LLVMIntUGT | LLVMIntNE) => Some(start.sub(&bound).add(&AffineExpr::constant(1))),
            (-1, LLVMIntSGE | LLVMIntUGE) => Some(start.sub(&bound).add(&AffineExpr::constant(2))),
            (s, LLVMIntSLT | LLVMIntULT | LLVMIntNE) if s > 1 => {
                self.strided_trip_bound(bound.sub(&start), s, predicate)
            }
            // Counting down by `-s`: the same with the distance `start - n`.
            (s, LLVMIntSGT | LLVMIntUGT | LLVMIntNE) if s < -1 => {
                self.strided_trip_bound(start.sub(&bound), -s, predicate)
            }
            _ => None,
        }
    }

    /// The bound of a loop whose counter moves by `s > 1` toward a bound `distance` away,
    /// continuing while it has not passed it (or, `ne`, not met it): the iterations end after
    /// the first `it` with `s*it >= distance` (`ceil(distance / s)`), so `it <=
    /// ceil(distance / s)`; `ne` never holds off the stride, where the counter would wrap
    /// (no bound).
    fn strided_trip_bound(
        &mut self,
        distance: AffineExpr,
        s: i64,
        predicate: llvm_sys::LLVMIntPredicate,
    ) -> Option<AffineExpr> {
        match distance.as_constant() {
            Some(d) if predicate == llvm_sys::LLVMIntPredicate::LLVMIntNE && (d < 0 || d % s != 0) => None,
            Some(d) => Some(AffineExpr::constant((d.max(0) + s - 1) / s + 1)),
            // `s*it < distance + s`: `it < floor((distance + 2s - 1) / s)`, a mathematical
            // floor (exact for any sign), as a quotient symbol.
            None if self.environment.quasi_affine && !distance.has_products() => {
                let numerator = distance.add(&AffineExpr::constant(2 * s - 1));
                Some(self.new_quotient(numerator, s, Rounding::Floor))
            }
            None => None,
        }
    }

    /// A constant `c >= value`: the value itself if constant, through `smin`/`umin` (any
    /// bounded operand) and `smax`/`umax` (all operands bounded).
    fn constant_upper_bound(&mut self, value: LLVMValueRef) -> Option<i64> {
        if let Some(constant) = self.integer(value).and_then(|e| e.as_constant()) {
            return Some(constant);
        }
        // SAFETY: opcode and operand queries after the call check.
        let (name, operands) = unsafe {
            if LLVMIsACallInst(value).is_null() {
                return None;
            }
            let operands: Vec<LLVMValueRef> =
                (0..LLVMGetNumArgOperands(value)).map(|i| LLVMGetOperand(value, i)).collect();
            (callee_name(value)?, operands)
        };
        let bounds: Vec<Option<i64>> = operands.into_iter().map(|o| self.constant_upper_bound(o)).collect();
        if name.starts_with("llvm.smin.") || name.starts_with("llvm.umin.") {
            bounds.into_iter().flatten().min()
        } else if name.starts_with("llvm.smax.") || name.starts_with("llvm.umax.") {
            bounds.into_iter().collect::<Option<Vec<i64>>>()?.into_iter().max()
        } else {
            None
        }
    }
}

/// The most iterations `Recogniser::iterated_trip_count` runs a loop's exit test through.
const ITERATED_TRIPS: i64 = 1 << 16;

/// `a pred b` on two values (unsigned predicates on non-negative values only).
fn holds(predicate: llvm_sys::LLVMIntPredicate, a: i64, b: i64) -> Option<bool> {
    use llvm_sys::LLVMIntPredicate::*;
    let unsigned = matches!(predicate, LLVMIntULT | LLVMIntULE | LLVMIntUGT | LLVMIntUGE);
    if unsigned && (a < 0 || b < 0) {
        return None;
    }
    Some(match predicate {
        LLVMIntEQ => a == b,
        LLVMIntNE => a != b,
        LLVMIntSLT | LLVMIntULT => a < b,
        LLVMIntSLE | LLVMIntULE => a <= b,
        LLVMIntSGT | LLVMIntUGT => a > b,
        LLVMIntSGE | LLVMIntUGE => a >= b,
    })
}

/// Whether a counted loop's exit test `start + step*it pred bound` gives no trip count the
/// affine reading can state: an unsigned test against a constant that reads negative
/// (sign-extended: its unsigned value is 2^(w-1) or more, so the count is huge, never the
/// small or negative number a signed reading gives), a `ne` test the counter only meets
/// after wrapping around its width (a constant distance against the step's direction), or
/// constants so far apart that the count would not fit the arithmetic (2^62 or more). The
/// loop then has an unknown count, never an empty domain.
fn wraps_or_compares_huge(
    predicate: llvm_sys::LLVMIntPredicate,
    step: i64,
    start: &AffineExpr,
    bound: &AffineExpr,
) -> bool {
    use llvm_sys::LLVMIntPredicate::*;
    let negative = |e: &AffineExpr| e.as_constant().is_some_and(|c| c < 0);
    let distance = start.as_constant().zip(bound.as_constant()).map(|(s, b)| i128::from(b) - i128::from(s));
    if distance.is_some_and(|d| d.abs() >= 1 << 62) {
        return true;
    }
    match predicate {
        LLVMIntULT | LLVMIntULE | LLVMIntUGT | LLVMIntUGE => negative(start) || negative(bound),
        LLVMIntNE => distance.is_some_and(|d| d.signum() * i128::from(step.signum()) < 0),
        _ => false,
    }
}

fn swapped(predicate: llvm_sys::LLVMIntPredicate) -> llvm_sys::LLVMIntPredicate {
    use llvm_sys::LLVMIntPredicate::*;
    match predicate {
        LLVMIntSLT => LLVMIntSGT,
        LLVMIntSGT => LLVMIntSLT,
        LLVMIntSLE => LLVMIntSGE,
        LLVMIntSGE => LLVMIntSLE,
        LLVMIntULT => LLVMIntUGT,
        LLVMIntUGT => LLVMIntULT,
        LLVMIntULE => LLVMIntUGE,
        LLVMIntUGE => LLVMIntULE,
        other => other,
    }
}

/// `!(a pred b)` as `a pred' b`.
pub fn inverse_predicate(predicate: llvm_sys::LLVMIntPredicate) -> llvm_sys::LLVMIntPredicate {
    use llvm_sys::LLVMIntPredicate::*;
    match predicate {
        LLVMIntEQ => LLVMIntNE,
        LLVMIntNE => LLVMIntEQ,
        LLVMIntSLT => LLVMIntSGE,
        LLVMIntSGE => LLVMIntSLT,
        LLVMIntSGT => LLVMIntSLE,
        LLVMIntSLE => LLVMIntSGT,
        LLVMIntULT => LLVMIntUGE,
        LLVMIntUGE => LLVMIntULT,
        LLVMIntUGT => LLVMIntULE,
        LLVMIntULE => LLVMIntUGT,
    }
}

#[cfg(test)]
mod latch_tests {
    use super::*;
    use llvm_sys::LLVMIntPredicate::*;

    #[test]
    fn huge_or_wrapping_exit_tests_have_no_trip_count() {
        let constant = AffineExpr::constant;
        // `i < UINT64_MAX` (sign-extended: -1) and `i <= 2^63` unsigned: huge.
        assert!(wraps_or_compares_huge(LLVMIntULT, 1, &constant(0), &constant(-1)));
        assert!(wraps_or_compares_huge(LLVMIntULE, 1, &constant(0), &constant(i64::MIN)));
        // `i + 1 != 0` from 1 and `i + 1 != -1` from 0: met only after wrapping around.
        assert!(wraps_or_compares_huge(LLVMIntNE, 1, &constant(1), &constant(0)));
        assert!(wraps_or_compares_huge(LLVMIntNE, 1, &constant(1), &constant(-1)));
        // `i + 1 != INT64_MIN`: the distance does not fit 64 bits.
        assert!(wraps_or_compares_huge(LLVMIntNE, 1, &constant(1), &constant(i64::MIN)));
        // Ordinary counted loops keep their counts.
        assert!(!wraps_or_compares_huge(LLVMIntULT, 1, &constant(0), &constant(1_000_000)));
        assert!(!wraps_or_compares_huge(LLVMIntNE, 1, &constant(1), &constant(1_000_000)));
        assert!(!wraps_or_compares_huge(LLVMIntNE, -1, &constant(100), &constant(0)));
        assert!(!wraps_or_compares_huge(LLVMIntSLT, 1, &constant(0), &AffineExpr::symbol("arg1")));
    }
}
