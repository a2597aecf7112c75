//! The recogniser's questions to LLVM (`crate::analyses`: ScalarEvolution, ValueTracking,
//! LazyValueInfo): an integer its rules do not read, as ScalarEvolution's expression
//! translated back to an affine one (`evolved`); values leaving a loop as its exit value
//! (`settled`); non-negativity under dominating branches and loop guards.
//! Invariant: a translation is exact or `None` (the rules' answer stands), and it never
//! mentions a counter of a loop the value is outside of.

use super::*;

impl Recogniser {
    /// LLVM's analyses of the function (`None` for a declaration), made on first use: the
    /// recogniser reads what it can itself and asks LLVM where that stops.
    pub(super) fn llvm(&self) -> Option<&FunctionAnalyses> {
        // SAFETY: the function is live and not edited while its recogniser is used.
        self.analyses.get_or_init(|| unsafe { FunctionAnalyses::new(self.function) }).as_ref()
    }

    /// `expr`, the affine reading of the integer `value`, is `>= 0` at the instruction
    /// `at`: provably from its symbols (their signs, or their bounds: a remainder `32 x -
    /// 64 floor(32 x / 64)` is in `[0, 64)`), or by LLVM (known bits, ranges under the
    /// branches that dominate `at`, SCEV).
    /// A `freeze` is asked about through its operand, which the rules read it as (LLVM's
    /// ranges stop at it: clang freezes the numerator of a narrow `udiv`, a horizontal
    /// group's block index `(i8)(blockIdx.x - first) / blocks_per_row`).
    pub(super) fn non_negative_at(&self, expr: &AffineExpr, value: LLVMValueRef, at: LLVMValueRef) -> bool {
        self.is_non_negative(expr)
            || self.value_bounds(expr).is_some_and(|(low, _)| low >= 0)
            || self.llvm().is_some_and(|llvm| llvm.non_negative_at(unfrozen(value), at))
    }

    /// What LLVM's ScalarEvolution says of an integer instruction the rules above do not
    /// read (seen from its own block).
    pub(super) fn evolved(&mut self, value: LLVMValueRef, read: Value) -> Value {
        // SAFETY: kind and parent queries on a value of the function.
        let scope = unsafe {
            match (&read, LLVMIsAInstruction(value).is_null(), self.evolution_paused) {
                (Value::Integer(None), false, 0) => LLVMGetInstructionParent(value),
                _ => return read,
            }
        };
        let Some(evolution) = self.llvm().and_then(|llvm| llvm.value_at(value, Some(scope), value)) else {
            return read;
        };
        // A recurrence of a loop the value is outside of (its exit value not computable)
        // is no value here.
        let block = self.index_of[&scope];
        match self.evolution_leaves_by_rules(&evolution) {
            Some(expr) if self.counters_of_loops_around(&expr, block) => Value::Integer(Some(expr)),
            _ => read,
        }
    }

    /// Whether `expr` is a value at `block`: every loop counter it mentions, directly or
    /// through a defined symbol, is of a loop around `block` (`valued_alike`).
    fn counters_of_loops_around(&self, expr: &AffineExpr, block: BlockId) -> bool {
        let around = self.cfg.as_ref().map(|cfg| cfg.loop_headers_around(block)).unwrap_or_default();
        let in_scope: Vec<String> = around.iter().filter_map(|header| self.counters.get(header)).cloned().collect();
        self.valued_alike(expr, &in_scope)
    }

    /// `affine_evolution` with ScalarEvolution not asked about the leaves.
    pub(super) fn evolution_leaves_by_rules(&mut self, evolution: &Evolution) -> Option<AffineExpr> {
        self.evolution_paused += 1;
        let affine = self.affine_evolution(evolution);
        self.evolution_paused -= 1;
        affine
    }

    /// An affine reading of a ScalarEvolution expression: recurrences with a constant step
    /// over the loop's counter `it_b<header>` (the iteration number, as `phi` reads it),
    /// extensions where they keep the value, `smin`/`smax` of 32 bits or more, `umin`/`umax`
    /// of values known non-negative,
    /// unsigned division of a non-negative value and the low bits of a value (`zext(trunc
    /// x)`) as quotients; its unknown leaves through the rules above.
    fn affine_evolution(&mut self, evolution: &Evolution) -> Option<AffineExpr> {
        match evolution {
            // Huge constants (`i < 2^63`'s count) would overflow the affine arithmetic.
            Evolution::Constant(c) => (c.unsigned_abs() < 1 << 40).then(|| AffineExpr::constant(*c)),
            Evolution::Unknown(value) => self.integer(*value),
            Evolution::Add(terms) => {
                terms.iter().try_fold(AffineExpr::constant(0), |sum, term| Some(sum.add(&self.affine_evolution(term)?)))
            }
            Evolution::Multiply(factors) => factors
                .iter()
                .try_fold(AffineExpr::constant(1), |product, factor| product.mul(&self.affine_evolution(factor)?)),
            Evolution::UnsignedQuotient { numerator, divisor, non_negative: true } => {
                let Evolution::Constant(divisor @ 1..) = **divisor else { return None };
                let numerator = self.affine_evolution(numerator)?;
                Some(self.new_quotient(numerator, divisor, Rounding::Floor))
            }
            Evolution::Recurrence { header, operands } => {
                let [start, Evolution::Constant(step)] = operands.as_slice() else { return None };
                let start = self.affine_evolution(start)?;
                let block = *self.index_of.get(header)?;
                let counter = self.counters.entry(block).or_insert_with(|| format!("it_b{block}")).clone();
                Some(start.add(&AffineExpr::symbol(counter).scale(*step)))
            }
            Evolution::ZeroExtend { operand, non_negative } => match &**operand {
                Evolution::Truncate { operand, bits } if *bits < 62 => {
                    // The low `bits` bits of `x`: `x - 2^bits floor(x / 2^bits)`.
                    let x = self.affine_evolution(operand)?;
                    let quotient = self.new_quotient(x.clone(), 1 << bits, Rounding::Floor);
                    Some(x.sub(&quotient.scale(1 << bits)))
                }
                operand if *non_negative => self.affine_evolution(operand),
                _ => None,
            },
            // The rules read values of 32 bits or more as signed (narrower ones, such as a
            // `zeroext i16` argument, may be read unsigned): where a signed meaning matters,
            // only those.
            Evolution::SignExtend { operand, bits: 32.. } => self.affine_evolution(operand),
            Evolution::Extremum { kind, signed, operands, bits, non_negative }
                if (*signed && *bits >= 32) || *non_negative =>
            {
                let mut operands = operands.iter();
                let first = self.affine_evolution(operands.next()?)?;
                operands.try_fold(first, |extremum, operand| {
                    let operand = self.affine_evolution(operand)?;
                    Some(self.extremum_of([extremum, operand], *kind))
                })
            }
            _ => None,
        }
    }

    /// The integer `value` arriving at `block` from `from`, as `block` sees it: mentioning
    /// no counter of a loop `block` is outside of. A value computed in such a loop is its
    /// value at the loop's exit (clang's runtime unrolling starts the remainder loop at the
    /// main loop's exit value, or the main loop at the remainder's): where the exit edge is
    /// taken on `x == b` and the value is `k x` plus loop-invariant terms, `k b` plus those
    /// terms; else what LLVM's
    /// ScalarEvolution gives, with the facts that hold where it leaves `from`.
    pub(super) fn settled(&mut self, (value, from): (LLVMValueRef, BlockId), block: BlockId) -> Option<AffineExpr> {
        let invariant = |recogniser: &Self, expr: &AffineExpr| recogniser.counters_of_loops_around(expr, block);
        let read = self.integer(value)?;
        if invariant(self, &read) {
            return Some(read);
        }
        let (scope, from) = (self.llvm_block(block)?, self.llvm_block(from)?);
        if let Some((x, b)) = self.equal_on_exit(from, scope) {
            // `read = k x + offset` with `offset` free of the loop's counters: `k b + offset`.
            let ratio = x.terms.iter().find(|(symbol, _)| !invariant(self, &AffineExpr::symbol(symbol.as_str())));
            let k = ratio.and_then(|(symbol, &s)| {
                let r = read.terms.get(symbol).copied().unwrap_or(0);
                (r % s == 0).then_some(r / s)
            });
            if let Some(k) = k {
                let offset = read.sub(&x.scale(k));
                if invariant(self, &offset) && invariant(self, &b) {
                    return Some(b.scale(k).add(&offset));
                }
            }
        }
        // SAFETY: the terminator of a block of the function.
        let context = unsafe { LLVMGetBasicBlockTerminator(from) };
        let exit = self.llvm()?.value_at(value, Some(scope), context)?;
        let settled = self.evolution_leaves_by_rules(&exit)?;
        invariant(self, &settled).then_some(settled)
    }

    /// `(x, b)` when `from` branches to `to` exactly when `x == b` (an `icmp eq` on its
    /// true side or `ne` on its false side): `x` the side that reads with more symbols.
    fn equal_on_exit(&mut self, from: LLVMBasicBlockRef, to: LLVMBasicBlockRef) -> Option<(AffineExpr, AffineExpr)> {
        use llvm_sys::LLVMIntPredicate::{LLVMIntEQ, LLVMIntNE};
        let ComparedBranch { predicate, operands: [lhs, rhs], successors } = compared_branch(from)?;
        match (predicate, successors.map(|s| s == to)) {
            (LLVMIntEQ, [true, false]) | (LLVMIntNE, [false, true]) => {}
            _ => return None,
        }
        let (lhs, rhs) = (self.integer(lhs)?, self.integer(rhs)?);
        Some(if lhs.terms.len() >= rhs.terms.len() { (lhs, rhs) } else { (rhs, lhs) })
    }
}

/// `value` past any `freeze` (of a `freeze`).
fn unfrozen(mut value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: kind and operand queries of a live value.
    unsafe {
        while !LLVMIsAFreezeInst(value).is_null() {
            value = LLVMGetOperand(value, 0);
        }
    }
    value
}
