//! The affine recogniser: integer and pointer values of an LLVM function as `AffineExpr`s
//! (over kernel arguments `argN`, `block_idx`/`block_num`, NVVM special registers, loop
//! counters of header phis with a constant step, and defined symbols: quotients by
//! constants `q<N>`, and where the caller asks (`SymbolEnvironment::extrema`) minima and
//! maxima `m<N>` and selects under affine comparisons `c<N>`), seeing through casts,
//! `add/sub/mul/shl` by constants, GEPs (with the module's data layout) and constant
//! expressions. Invariant: nothing is guessed; what is not affine is `None` (an
//! over-approximated footprint), and a comparison is read only where its predicate means
//! the same on the values as read (signed ones on 32 bits or more, unsigned ones on
//! values known non-negative).
//!
//! It serves the Ascend reader and CUDA (`sirius`): `read_memory_accesses` lists a kernel's loads
//! and stores with their loops and counter bounds (NVVM special registers are symbols such
//! as `tid_x`; a `SymbolEnvironment` fixes known launch values), and `ValueReader` answers
//! about single host values (launch arguments, pointers into `cudaMalloc` allocations).
//!
//! Guards (`ValueReader::guards`): the affine facts every execution of an instruction
//! is known to satisfy because of a conditional branch on its dominator chain. A block `B`
//! whose only predecessor `D` ends with `br c, S0, S1` (distinct successors) is entered
//! only when `c` had the outcome of its side; since `B` dominates the instruction, `B` (so
//! `D`'s latest test) ran before it, in the current iteration of every loop around both.
//! A fact is kept only if all its symbols are valued the same at the instruction
//! (special registers, arguments, counters of loops around the instruction, quotients of
//! such); `and`/`or` (also as clang's `select i1`) are split where the outcome allows.
//!
//! Where the rules stop, the recogniser asks LLVM's own analyses (ScalarEvolution,
//! ValueTracking, LazyValueInfo through `crate::analyses`; `docs/front-end.md`). The
//! module is split by job: `accesses` (the access lister), `guards` (`ValueReader`
//! and the guards of an instruction), `trip_counts` (loop dimensions and their bounds),
//! `evolution` (what LLVM's analyses answer where the rules here stop); this file holds
//! the value recogniser's rules.

mod accesses;
mod evolution;
mod guards;
mod trip_counts;

pub use accesses::{opaque_value, pointer_operand, read_memory_accesses, FunctionAccesses, MemoryAccess};
pub use guards::{condition_atoms, AffinePointer, ValueReader};
pub use trip_counts::inverse_predicate;

use crate::analyses::{Evolution, FunctionAnalyses};
use crate::function_cfg::{function_cfg, indexed_blocks, FunctionCfg};
use crate::reject::{unknown_call, ReadReject};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};
use syncfuse_cfg::{BlockId, CfgAnalysis};
use syncfuse_hardware::ascend::AddressSpace;
use syncfuse_hardware::ascend_host::MAX_BLOCK_DIM;
use syncfuse_hardware::call_name::identifier;
use syncfuse_hardware::cuda::{is_block_barrier, SpecialRegister, SpecialRegisterKind, WarpCollective};
use syncfuse_ir::{callee_name, instructions, is_ignorable_intrinsic, is_no_op_intrinsic, printed_value, value_name};
use syncfuse_poly::affine::{
    is_argument_symbol, product_factors, product_symbol, AffineCondition, AffineExpr, Choice, Definition, Division,
    Extremum, ExtremumKind, Rounding,
};
use syncfuse_poly::footprint::{Access, BlockWork, IndexRows, LoopDim, MemoryBase, ParameterMask, Region};
use syncfuse_poly::pipe_call::{CallArgument, OpaqueValue};

/// What the recogniser is told beyond the function's IR (`ascend-sync`: quotients only).
#[derive(Clone, Debug, Default)]
pub struct SymbolEnvironment {
    /// Symbols whose value the caller knows (`arg2`, `ntid_x` of one launch): they become
    /// constants, so that e.g. `ctaid_x * ntid_x` is affine.
    pub known: BTreeMap<String, i64>,
    /// Memory slots holding the start of a named memory object: a pointer loaded from one
    /// of them is that object at offset 0 (a `cudaMalloc` out-pointer and its allocation).
    pub object_slots: HashMap<LLVMValueRef, String>,
    /// Pointer parameters that name a memory object in the one calling context the
    /// function is read for (`main` passing its allocation `buf1` to a helper):
    /// `parameter index -> (object, byte offset)`, `None` for somewhere in it.
    pub object_arguments: BTreeMap<u32, (String, Option<i64>)>,
    /// Read division, remainder, shifts right and masks by constants as quotient symbols
    /// (`Division`); callers must then constrain them (`Recogniser::divisions`).
    pub quasi_affine: bool,
    /// Read a product of a value and a lone argument as a product symbol
    /// (`parametric_product`): only for callers that delinearise rows (sirius); a product
    /// symbol is not loop-invariant, which the Ascend ISL glue would assume of it.
    pub row_products: bool,
    /// Count a loop whose exit test gives no bound by iterating that test when it names
    /// only the counter and constants (clang -O1's `i == 0` latch test of a two-trip
    /// loop), else by LLVM's backedge-taken count: sirius's must-writes need such counts.
    /// The Ascend readers leave it off: `ascend-sync`'s work model, given them,
    /// synchronised one recorded random kernel with two more syncs (same cycles; both kinds
    /// of count, each alone), which is not taken over unexamined.
    pub iterated_trip_counts: bool,
    /// Read `smin`/`smax` (and `umin`/`umax` of non-negative values, and the `select`
    /// forms of all four) as defined symbols (`Extremum`, `m<N>`), and other selects under
    /// affine conditions as `Choice`s (`c<N>`); callers must then constrain them (every
    /// `Recogniser::definitions`).
    pub extrema: bool,
}

impl SymbolEnvironment {
    /// Quotients and extrema read as defined symbols, which one reader interns by their
    /// operands: for callers that compare two values of one function (an equal symbol is an
    /// equal value, so `min(n - i, 2048)` computed twice compares equal).
    pub fn comparing_values() -> SymbolEnvironment {
        SymbolEnvironment { quasi_affine: true, extrema: true, ..SymbolEnvironment::default() }
    }
}

/// What a division-like instruction keeps of `x = d * q + r`, `q` the quotient (a floor,
/// or rounded toward zero for `sdiv`/`srem` of a value that may be negative).
enum Keeps {
    /// `q` (`sdiv`, `udiv`, shifts right).
    Quotient,
    /// `r` (`srem`, `urem`, a low-bit mask).
    Remainder,
    /// `d * q` (a high-bit mask `x & -d`, where `q` is a floor).
    Multiple,
}

/// A pointer as the recogniser sees it.
#[derive(Clone, Debug)]
struct PointerValue {
    space: AddressSpace,
    base: MemoryBase,
    offset: Option<AffineExpr>,
}

#[derive(Clone, Debug)]
enum Value {
    Integer(Option<AffineExpr>),
    Pointer(Option<PointerValue>),
    Other,
}

/// The affine recogniser over one function (memoised).
pub(crate) struct Recogniser {
    function: LLVMValueRef,
    data_layout: LLVMTargetDataRef,
    index_of: HashMap<LLVMBasicBlockRef, BlockId>,
    cfg: Option<CfgAnalysis>,
    environment: SymbolEnvironment,
    memo: HashMap<LLVMValueRef, Value>,
    /// Values being computed (their memo entry is the cycle breaker, not their value).
    in_progress: std::collections::HashSet<LLVMValueRef>,
    counters: std::collections::BTreeMap<BlockId, String>,
    /// The quotient symbols made so far (`q<N>` is the N-th).
    pub(crate) divisions: Vec<Division>,
    /// The minima and maxima made so far (`m<N>` is the N-th).
    pub(crate) extrema: Vec<Extremum>,
    /// The selects under affine conditions made so far (`c<N>` is the N-th).
    choices: Vec<Choice>,
    /// `loop_dim` of each header asked so far (every op of a loop asks it again).
    loop_dims: HashMap<BlockId, Option<LoopDim>>,
    /// LLVM's analyses of the function, made when first asked (`llvm`).
    analyses: std::cell::OnceCell<Option<FunctionAnalyses>>,
    /// While positive, ScalarEvolution is not asked (`evolved`): while a header phi's step
    /// is found (its marker stands for it; values read meanwhile are forgotten after), and
    /// while an evolution's leaves are read (one level: the rules alone read them, so the
    /// recursion stays as deep as the rules').
    evolution_paused: usize,
}

impl Drop for Recogniser {
    fn drop(&mut self) {
        // SAFETY: created in `new`, disposed once.
        unsafe { LLVMDisposeTargetData(self.data_layout) }
    }
}

impl Recogniser {
    pub(crate) fn new(
        module: LLVMModuleRef,
        function: LLVMValueRef,
        index_of: HashMap<LLVMBasicBlockRef, BlockId>,
        cfg: Option<CfgAnalysis>,
        environment: SymbolEnvironment,
    ) -> Self {
        // SAFETY: the module's data layout string outlives this call.
        let data_layout = unsafe { LLVMCreateTargetData(LLVMGetDataLayoutStr(module)) };
        let (memo, counters, divisions, extrema) = (HashMap::new(), Default::default(), Vec::new(), Vec::new());
        let in_progress = Default::default();
        Recogniser {
            function,
            data_layout,
            index_of,
            cfg,
            environment,
            memo,
            in_progress,
            counters,
            divisions,
            extrema,
            choices: Vec::new(),
            loop_dims: HashMap::new(),
            analyses: std::cell::OnceCell::new(),
            evolution_paused: 0,
        }
    }

    /// The header of every natural loop of the function (none without a CFG analysis).
    pub(crate) fn loop_headers(&self) -> Vec<BlockId> {
        self.cfg.as_ref().map_or_else(Vec::new, |cfg| cfg.loops.iter().map(|l| l.header).collect())
    }

    pub(crate) fn call_arguments(&mut self, call: LLVMValueRef) -> Vec<CallArgument> {
        // SAFETY: argument operands of a call.
        let count = unsafe { LLVMGetNumArgOperands(call) };
        (0..count)
            .map(|i| {
                let operand = unsafe { LLVMGetOperand(call, i) };
                // SAFETY: printing an operand of the call.
                let named = |expr: Option<AffineExpr>| expr.ok_or_else(|| unsafe { opaque_value(operand) });
                match self.value(operand) {
                    // The contract's integer parameters are unsigned (clang passes u8/u16 as
                    // zeroext i8/i16 and prints 200 as -56): read constants zero-extended.
                    Value::Integer(_) if unsafe { !LLVMIsAConstantInt(operand).is_null() } => CallArgument::Integer(
                        Ok(AffineExpr::constant(unsafe { LLVMConstIntGetZExtValue(operand) } as i64)),
                    ),
                    Value::Integer(expr) => CallArgument::Integer(named(expr)),
                    Value::Pointer(Some(p)) => {
                        CallArgument::Pointer { space: p.space, base: p.base, offset: named(p.offset) }
                    }
                    Value::Pointer(None) | Value::Other => CallArgument::Other,
                }
            })
            .collect()
    }

    /// The access of a load/store through GM or a local buffer (`None`: private memory).
    pub(crate) fn scalar_access(&mut self, instruction: LLVMValueRef, write: bool) -> Option<Access> {
        // SAFETY: operand/type queries on a load or store.
        let (pointer, accessed_type) = unsafe {
            if write {
                (LLVMGetOperand(instruction, 1), LLVMTypeOf(LLVMGetOperand(instruction, 0)))
            } else {
                (LLVMGetOperand(instruction, 0), LLVMTypeOf(instruction))
            }
        };
        self.access_at(pointer, accessed_type, write)
    }

    /// The access of an `atomicrmw` or `cmpxchg` (pointer operand 0, value operand 1).
    fn atomic_access(&mut self, instruction: LLVMValueRef, write: bool) -> Option<Access> {
        // SAFETY: operand/type queries on an atomic instruction.
        let (pointer, accessed_type) =
            unsafe { (LLVMGetOperand(instruction, 0), LLVMTypeOf(LLVMGetOperand(instruction, 1))) };
        self.access_at(pointer, accessed_type, write)
    }

    fn access_at(&mut self, pointer: LLVMValueRef, accessed_type: LLVMTypeRef, write: bool) -> Option<Access> {
        // SAFETY: size query of a sized type.
        let size = unsafe { LLVMStoreSizeOfType(self.data_layout, accessed_type) } as i64;
        // A pointer read as anything else (never expected) still touches its space.
        let p = match (self.value(pointer), self.opaque(pointer)) {
            (Value::Pointer(Some(p)), _) | (_, Value::Pointer(Some(p))) => p,
            _ => return None,
        };
        let region = match p.offset {
            Some(offset) => Region::Strided { offset, dims: Vec::new(), extent: AffineExpr::constant(size) },
            None => Region::Whole { reason: "pointer offset is not affine".into() },
        };
        Some(Access { space: p.space, base: p.base, write, region })
    }

    fn value(&mut self, value: LLVMValueRef) -> Value {
        if let Some(known) = self.memo.get(&value) {
            return known.clone();
        }
        // Cycles through phis that are not induction variables end here.
        self.memo.insert(value, self.opaque(value));
        self.in_progress.insert(value);
        let read = self.compute(value);
        let result = self.evolved(value, read);
        self.in_progress.remove(&value);
        self.memo.insert(value, result.clone());
        result
    }

    fn opaque(&self, value: LLVMValueRef) -> Value {
        // SAFETY: type queries.
        unsafe {
            let ty = LLVMTypeOf(value);
            match LLVMGetTypeKind(ty) {
                LLVMTypeKind::LLVMIntegerTypeKind => Value::Integer(None),
                LLVMTypeKind::LLVMPointerTypeKind => match AddressSpace::from_llvm(LLVMGetPointerAddressSpace(ty)) {
                    Some(space) => {
                        Value::Pointer(Some(PointerValue { space, base: MemoryBase::Unknown, offset: None }))
                    }
                    None => Value::Pointer(None),
                },
                _ => Value::Other,
            }
        }
    }

    fn compute(&mut self, value: LLVMValueRef) -> Value {
        // SAFETY: every query below is on a value of the function being read.
        unsafe {
            if !LLVMIsAConstantInt(value).is_null() {
                return Value::Integer(Some(AffineExpr::constant(LLVMConstIntGetSExtValue(value))));
            }
            if !LLVMIsAConstantPointerNull(value).is_null() {
                return self.pointer_from_integer(value, Some(AffineExpr::constant(0)));
            }
            if !LLVMIsAArgument(value).is_null() {
                return self.argument(value);
            }
            if !LLVMIsAGlobalVariable(value).is_null() {
                return self.global(value);
            }
            let opcode = if !LLVMIsAInstruction(value).is_null() {
                LLVMGetInstructionOpcode(value)
            } else if !LLVMIsAConstantExpr(value).is_null() {
                LLVMGetConstOpcode(value)
            } else {
                return self.opaque(value);
            };
            let operand = |i| LLVMGetOperand(value, i);
            match opcode {
                LLVMOpcode::LLVMTrunc => self.truncated(value, operand(0)),
                LLVMOpcode::LLVMSExt => self.sign_extended(value, operand(0)),
                LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMBitCast | LLVMOpcode::LLVMPtrToInt | LLVMOpcode::LLVMFreeze => {
                    self.retyped(value, operand(0))
                }
                LLVMOpcode::LLVMAddrSpaceCast => self.retyped(value, operand(0)),
                LLVMOpcode::LLVMIntToPtr => {
                    let integer = self.integer(operand(0));
                    self.pointer_from_integer(value, integer)
                }
                LLVMOpcode::LLVMAdd => self.binary(operand(0), operand(1), |a, b| Some(a.add(b))),
                LLVMOpcode::LLVMSub => self.binary(operand(0), operand(1), |a, b| Some(a.sub(b))),
                LLVMOpcode::LLVMMul => {
                    let row_products = self.environment.row_products;
                    self.binary(operand(0), operand(1), |a, b| {
                        a.mul(b).or_else(|| row_products.then(|| parametric_product(a, b)).flatten())
                    })
                }
                LLVMOpcode::LLVMShl => self.binary(operand(0), operand(1), |a, b| {
                    b.as_constant().filter(|s| (0..62).contains(s)).map(|s| a.scale(1 << s))
                }),
                LLVMOpcode::LLVMOr => match self.binary(operand(0), operand(1), disjoint_or) {
                    Value::Integer(None)
                        if self.llvm().is_some_and(|l| l.no_common_bits(operand(0), operand(1), value)) =>
                    {
                        self.binary(operand(0), operand(1), |a, b| Some(a.add(b)))
                    }
                    Value::Integer(None) => {
                        let sum = |a: &AffineExpr, b: &AffineExpr| Some(a.add(b));
                        match (self.integer(operand(0)), self.integer(operand(1))) {
                            (Some(a), Some(b)) if self.disjoint_by_bounds(&a, &b) => Value::Integer(sum(&a, &b)),
                            _ => Value::Integer(None),
                        }
                    }
                    read => read,
                },
                LLVMOpcode::LLVMSDiv
                | LLVMOpcode::LLVMUDiv
                | LLVMOpcode::LLVMSRem
                | LLVMOpcode::LLVMURem
                | LLVMOpcode::LLVMLShr
                | LLVMOpcode::LLVMAShr
                | LLVMOpcode::LLVMAnd => self.division(value, opcode, operand(0), operand(1)),
                LLVMOpcode::LLVMXor => self.xor(value, operand(0), operand(1)),
                LLVMOpcode::LLVMGetElementPtr => self.gep(value),
                LLVMOpcode::LLVMPHI => self.phi(value),
                LLVMOpcode::LLVMSelect => self.select(operand(1), operand(2), value),
                LLVMOpcode::LLVMLoad => self.load(value),
                LLVMOpcode::LLVMCall => self.call_value(value),
                _ => self.opaque(value),
            }
        }
    }

    fn integer(&mut self, value: LLVMValueRef) -> Option<AffineExpr> {
        match self.value(value) {
            Value::Integer(expr) => expr,
            Value::Pointer(Some(PointerValue { base: MemoryBase::LocalBuffer, offset, .. })) => offset,
            _ => None,
        }
    }

    fn binary(
        &mut self,
        a: LLVMValueRef,
        b: LLVMValueRef,
        combine: impl Fn(&AffineExpr, &AffineExpr) -> Option<AffineExpr>,
    ) -> Value {
        let (a, b) = (self.integer(a), self.integer(b));
        Value::Integer(a.zip(b).and_then(|(a, b)| combine(&a, &b)))
    }

    /// A cast: the same value seen at another type.
    fn retyped(&mut self, result: LLVMValueRef, source: LLVMValueRef) -> Value {
        let inner = self.value(source);
        match (self.opaque(result), inner) {
            (Value::Integer(_), Value::Integer(expr)) => Value::Integer(expr),
            (Value::Integer(_), Value::Pointer(Some(p))) if p.base == MemoryBase::LocalBuffer => {
                Value::Integer(p.offset)
            }
            (Value::Pointer(Some(shape)), Value::Pointer(Some(p))) => {
                Value::Pointer(Some(PointerValue { space: shape.space, ..p }))
            }
            (shape, _) => shape,
        }
    }

    /// `x ^ c` for a constant `c` whose `x & c` the rules read (`division`: low masks,
    /// shifted masks, `-2^k`, `-1`): `x + c - 2 (x & c)`, exact for every `x`. So `x ^ -1`
    /// is `-1 - x` (clang's `n - 1 - i` becomes `(i ^ -1) + n`) and a mirrored tile index
    /// `255 - (i & 255)`, clang's `xor (or (and i, 254), row), 255`, is read too.
    fn xor(&mut self, result: LLVMValueRef, a: LLVMValueRef, b: LLVMValueRef) -> Value {
        let (Some(x), Some(c)) = (self.integer(a), self.integer(b)) else { return Value::Integer(None) };
        let Some(mask) = c.as_constant() else { return Value::Integer(None) };
        if mask == -1 {
            return Value::Integer(Some(AffineExpr::constant(-1).sub(&x)));
        }
        let Value::Integer(Some(common)) = self.division(result, LLVMOpcode::LLVMAnd, a, b) else {
            return Value::Integer(None);
        };
        Value::Integer(Some(x.add(&AffineExpr::constant(mask)).sub(&common.scale(2))))
    }

    /// `trunc x to iN`: `x` where it is provably in range (the hardware's limits on its
    /// symbols, or LLVM's ranges), else its low `N` bits: read signed for 32 bits or more
    /// (the rules' reading of such values), unsigned below, where a `sext` then reads them
    /// signed (`sign_extended`). Clang folds constants through a
    /// `trunc` (`trunc (n + 2^32 - 1)` for `n - 1`), so the value before it may be far out of
    /// range.
    fn truncated(&mut self, result: LLVMValueRef, source: LLVMValueRef) -> Value {
        let read = self.retyped(result, source);
        let (Value::Integer(Some(x)), Some(bits @ ..=62)) = (&read, integer_bits(result)) else { return read };
        let range = match bits {
            32.. => -(1i64 << (bits - 1))..1i64 << (bits - 1),
            _ => 0..1i64 << bits,
        };
        if self.in_range_at(x, source, range, result) {
            return read;
        }
        Value::Integer(self.wrapped(x.clone(), bits, bits >= 32))
    }

    /// `sext x to iM`: the rules read values of 32 bits or more signed, so those as they
    /// are; a narrower `x` (read unsigned where it is a `trunc`) signed, unless LLVM proves
    /// it non-negative.
    fn sign_extended(&mut self, result: LLVMValueRef, source: LLVMValueRef) -> Value {
        let read = self.retyped(result, source);
        let (Value::Integer(Some(x)), Some(bits @ ..=31)) = (&read, integer_bits(source)) else { return read };
        if self.in_range_at(x, source, 0..1i64 << (bits - 1), result) {
            return read;
        }
        Value::Integer(self.wrapped(x.clone(), bits, true))
    }

    /// Whether `x`, the reading of `value`, lies in `range` at `at`: by the bounds of its
    /// symbols (`value_bounds`), or by LLVM.
    fn in_range_at(&self, x: &AffineExpr, value: LLVMValueRef, range: std::ops::Range<i64>, at: LLVMValueRef) -> bool {
        let within = |(low, high): (i128, i128)| i128::from(range.start) <= low && high < i128::from(range.end);
        self.value_bounds(x).is_some_and(within)
            || self.llvm().is_some_and(|llvm| llvm.in_signed_range(value, range, at))
    }

    /// The least and greatest values of `expr` from what bounds its symbols: the hardware's
    /// limits on the registers (`hardware_register_values`), quotients, extrema and choices
    /// of bounded values; `None` where a symbol is unbounded. What LLVM cannot know: the
    /// range of `get_block_idx()`.
    ///
    /// A remainder `k (n - d floor(n / d))` inside `expr` counts as `k [0, d)`, not as its
    /// parts' bounds apart (`(blockIdx.x & 7) * 32` is below 256 for every block index).
    fn value_bounds(&self, expr: &AffineExpr) -> Option<(i128, i128)> {
        let mut rest = expr.clone();
        let (mut low, mut high) = (0i128, 0i128);
        for division in self.divisions.iter().filter(|d| d.rounding == Rounding::Floor && d.divisor > 1) {
            let Some(&coefficient) = rest.terms.get(&division.quotient) else { continue };
            if coefficient % division.divisor != 0 {
                continue;
            }
            let k = -coefficient / division.divisor;
            let remainder =
                division.numerator.sub(&AffineExpr::symbol(division.quotient.clone()).scale(division.divisor));
            let without = rest.sub(&remainder.scale(k));
            if without.terms.len() < rest.terms.len() {
                let span = i128::from(k) * i128::from(division.divisor - 1);
                (low, high) = (low + span.min(0), high + span.max(0));
                rest = without;
            }
        }
        let parts = rest.terms.iter().try_fold(
            (i128::from(rest.constant), i128::from(rest.constant)),
            |(low, high), (name, &k)| {
                let (a, b) = self.symbol_bounds(name)?;
                let (a, b) = (a * i128::from(k), b * i128::from(k));
                Some((low + a.min(b), high + a.max(b)))
            },
        )?;
        Some((parts.0 + low, parts.1 + high))
    }

    fn symbol_bounds(&self, name: &str) -> Option<(i128, i128)> {
        if let Some(values) = hardware_register_values(name) {
            return Some((*values.start(), self.known_extent(name).map_or(*values.end(), |extent| extent - 1)));
        }
        if let Some(division) = self.divisions.iter().find(|d| d.quotient == name) {
            let (low, high) = self.value_bounds(&division.numerator)?;
            let divisor = i128::from(division.divisor);
            let divide = |x: i128| match division.rounding {
                Rounding::Floor => x.div_euclid(divisor),
                Rounding::TowardZero => x / divisor,
            };
            return Some((divide(low), divide(high)));
        }
        let alternatives = |exprs: &[&AffineExpr]| -> Option<Vec<(i128, i128)>> {
            exprs.iter().map(|e| self.value_bounds(e)).collect()
        };
        if let Some(extremum) = self.extrema.iter().find(|e| e.symbol == name) {
            let bounds = alternatives(&extremum.operands.iter().collect::<Vec<_>>())?;
            let (lows, highs) = (bounds.iter().map(|b| b.0), bounds.iter().map(|b| b.1));
            return match extremum.kind {
                ExtremumKind::Min => Some((lows.min()?, highs.min()?)),
                ExtremumKind::Max => Some((lows.max()?, highs.max()?)),
            };
        }
        let choice = self.choices.iter().find(|c| c.symbol == name)?;
        let [a, b] = alternatives(&[&choice.then, &choice.otherwise])?[..] else { return None };
        Some((a.0.min(b.0), a.1.max(b.1)))
    }

    /// The extent the caller knows (`SymbolEnvironment::known`) of the block or grid a
    /// thread or block index `name` counts in: the index stays below it.
    fn known_extent(&self, name: &str) -> Option<i128> {
        let register = SpecialRegister::from_isl_name(name)?;
        let kind = match register.kind {
            SpecialRegisterKind::ThreadIndex => SpecialRegisterKind::BlockExtent,
            SpecialRegisterKind::BlockIndex => SpecialRegisterKind::GridExtent,
            _ => return None,
        };
        let extent = SpecialRegister { kind, axis: register.axis }.isl_name();
        self.environment.known.get(&extent).map(|&e| i128::from(e))
    }

    /// Whether `a | b` is `a + b` by the bounds of their symbols (`value_bounds`): one side
    /// a multiple of `2^k` and the other in `[0, 2^k)`, or `b` a constant `c > 0` and `a`
    /// a multiple of `2^bits(c)` plus a part in `[0, 2^tz(c))` (below `c`'s lowest bit).
    /// Where LLVM's known bits stop (through `freeze`), the indices' known extents still
    /// place a tile's row and column in disjoint bits.
    fn disjoint_by_bounds(&self, a: &AffineExpr, b: &AffineExpr) -> bool {
        let below = |e: &AffineExpr, k: u32| self.value_bounds(e).is_some_and(|(low, high)| low >= 0 && high < 1 << k);
        let aligned = |e: &AffineExpr| {
            let values = e.terms.values().copied().chain((e.constant != 0).then_some(e.constant));
            values.map(|v| v.trailing_zeros()).min().unwrap_or(63).min(62)
        };
        let split_below = |e: &AffineExpr, c: i64| {
            let (high_bits, low_bits) = (64 - c.leading_zeros(), c.trailing_zeros());
            let modulus = 1i64 << high_bits.min(62);
            let low = AffineExpr {
                constant: e.constant.rem_euclid(modulus),
                terms: e.terms.iter().filter(|(_, &k)| k % modulus != 0).map(|(n, &k)| (n.clone(), k)).collect(),
            };
            c > 0 && below(&low, low_bits)
        };
        below(b, aligned(a))
            || below(a, aligned(b))
            || b.as_constant().is_some_and(|c| split_below(a, c))
            || a.as_constant().is_some_and(|c| split_below(b, c))
    }

    /// `x` modulo `2^bits`, read signed (`x - 2^bits floor((x + 2^(bits-1)) / 2^bits)`) or
    /// unsigned (`x - 2^bits floor(x / 2^bits)`): exact, one quotient.
    fn wrapped(&mut self, x: AffineExpr, bits: u32, signed: bool) -> Option<AffineExpr> {
        let modulus = 1i64 << bits;
        let bias = if signed { modulus / 2 } else { 0 };
        if let Some(c) = x.as_constant() {
            let (c, bias, modulus) = (i128::from(c), i128::from(bias), i128::from(modulus));
            return Some(AffineExpr::constant(((c + bias).rem_euclid(modulus) - bias) as i64));
        }
        if !self.environment.quasi_affine {
            return None;
        }
        let quotient = self.new_quotient(x.add(&AffineExpr::constant(bias)), modulus, Rounding::Floor);
        Some(x.sub(&quotient.scale(modulus)))
    }

    fn pointer_from_integer(&self, value: LLVMValueRef, integer: Option<AffineExpr>) -> Value {
        match self.opaque(value) {
            Value::Pointer(Some(shape)) => {
                let base = if shape.space == AddressSpace::Gm { MemoryBase::Unknown } else { MemoryBase::LocalBuffer };
                let offset = if base == MemoryBase::LocalBuffer { integer } else { None };
                Value::Pointer(Some(PointerValue { space: shape.space, base, offset }))
            }
            other => other,
        }
    }

    fn argument(&mut self, value: LLVMValueRef) -> Value {
        // SAFETY: parameter queries on the function being read.
        unsafe {
            let count = LLVMCountParams(self.function);
            let index = (0..count).find(|&i| LLVMGetParam(self.function, i) == value).unwrap_or(0);
            match self.opaque(value) {
                Value::Integer(_) => Value::Integer(Some(self.symbol(format!("arg{index}")))),
                Value::Pointer(Some(shape)) if self.environment.object_arguments.contains_key(&index) => {
                    let (name, offset) = self.environment.object_arguments[&index].clone();
                    let (base, offset) = (MemoryBase::Object { name }, offset.map(AffineExpr::constant));
                    Value::Pointer(Some(PointerValue { base, offset, ..shape }))
                }
                Value::Pointer(Some(shape)) => {
                    let noalias = has_noalias(self.function, index);
                    let base = if shape.space == AddressSpace::Gm {
                        MemoryBase::Argument { index, noalias }
                    } else {
                        MemoryBase::Unknown
                    };
                    Value::Pointer(Some(PointerValue {
                        space: shape.space,
                        base,
                        offset: Some(AffineExpr::constant(0)),
                    }))
                }
                other => other,
            }
        }
    }

    /// A symbol, or its value when the environment knows it.
    fn symbol(&self, name: String) -> AffineExpr {
        match self.environment.known.get(&name) {
            Some(&value) => AffineExpr::constant(value),
            None => AffineExpr::symbol(name),
        }
    }

    /// Calls that read a symbol: Ascend's block index/count, NVVM's special registers.
    fn call_value(&mut self, call: LLVMValueRef) -> Value {
        let name = unsafe { callee_name(call) }.unwrap_or_default();
        if let Some(kind) = self.environment.extrema.then(|| extremum_kind(&name)).flatten() {
            // SAFETY: operand queries on a call of a two-operand intrinsic.
            let operands = unsafe { [LLVMGetOperand(call, 0), LLVMGetOperand(call, 1)] };
            return Value::Integer(self.extremum(operands, kind, name.starts_with("llvm.u"), call));
        }
        let symbol = match identifier(&name) {
            "get_block_idx" => CORE_INDEX.to_string(),
            "get_block_num" => CORE_COUNT.to_string(),
            _ => match SpecialRegister::from_intrinsic(&name) {
                Some(register) => register.isl_name(),
                None => return self.opaque(call),
            },
        };
        Value::Integer(Some(self.symbol(symbol)))
    }

    /// `icmp pred a, b` (negated when `outcome` is false) as a fact, when `a` and `b` are
    /// affine and the predicate is an equality, signed on types of 32 bits or more (see
    /// `signed_compare_is_exact`), or unsigned on provably non-negative operands.
    pub(crate) fn comparison(&mut self, icmp: LLVMValueRef, outcome: bool) -> Option<AffineCondition> {
        use llvm_sys::LLVMIntPredicate::*;
        // SAFETY: predicate and operand queries after the icmp check.
        let (predicate, a, b) = unsafe {
            if LLVMIsAICmpInst(icmp).is_null() {
                return None;
            }
            (LLVMGetICmpPredicate(icmp), LLVMGetOperand(icmp, 0), LLVMGetOperand(icmp, 1))
        };
        let predicate = if outcome { predicate } else { inverse_predicate(predicate) };
        let signed_ok = signed_compare_is_exact(a);
        let (value_a, value_b) = (a, b);
        let (a, b) = (self.integer(a)?, self.integer(b)?);
        let unsigned_ok = self.non_negative_at(&a, value_a, icmp) && self.non_negative_at(&b, value_b, icmp);
        let less =
            |x: &AffineExpr, y: &AffineExpr| AffineCondition::NonNegative(y.sub(x).sub(&AffineExpr::constant(1)));
        let at_most = |x: &AffineExpr, y: &AffineExpr| AffineCondition::NonNegative(y.sub(x));
        Some(match predicate {
            LLVMIntEQ => AffineCondition::Zero(a.sub(&b)),
            LLVMIntNE => AffineCondition::NonZero(a.sub(&b)),
            LLVMIntSLT if signed_ok => less(&a, &b),
            LLVMIntSLE if signed_ok => at_most(&a, &b),
            LLVMIntSGT if signed_ok => less(&b, &a),
            LLVMIntSGE if signed_ok => at_most(&b, &a),
            LLVMIntULT if unsigned_ok => less(&a, &b),
            LLVMIntULE if unsigned_ok => at_most(&a, &b),
            LLVMIntUGT if unsigned_ok => less(&b, &a),
            LLVMIntUGE if unsigned_ok => at_most(&b, &a),
            _ => return None,
        })
    }

    /// The symbol `m<N>` of `min`/`max` (`kind`) of two values, shared with an equal one;
    /// `unsigned` ones only of values known non-negative (where they agree with the signed
    /// ones), signed ones only where `signed_compare_is_exact`. Two constants fold.
    fn extremum(
        &mut self,
        values: [LLVMValueRef; 2],
        kind: ExtremumKind,
        unsigned: bool,
        at: LLVMValueRef,
    ) -> Option<AffineExpr> {
        if !unsigned && !signed_compare_is_exact(values[0]) {
            return None;
        }
        let operands = [self.integer(values[0])?, self.integer(values[1])?];
        if unsigned && !operands.iter().zip(values).all(|(o, value)| self.non_negative_at(o, value, at)) {
            return None;
        }
        Some(self.extremum_of(operands, kind))
    }

    /// The symbol `m<N>` of `min`/`max` (`kind`) of two affine values (two constants fold).
    fn extremum_of(&mut self, operands: [AffineExpr; 2], kind: ExtremumKind) -> AffineExpr {
        if let [Some(a), Some(b)] = operands.each_ref().map(AffineExpr::as_constant) {
            return AffineExpr::constant(match kind {
                ExtremumKind::Min => a.min(b),
                ExtremumKind::Max => a.max(b),
            });
        }
        let operands = operands.to_vec();
        interned(
            &mut self.extrema,
            'm',
            |e| e.kind == kind && e.operands == operands,
            |e| &e.symbol,
            |symbol| Extremum { symbol, operands: operands.clone(), kind },
        )
    }

    /// Every defined symbol made so far: quotients, minima and maxima, then choices.
    pub(crate) fn definitions(&self) -> Vec<Definition> {
        let quotients = self.divisions.iter().cloned().map(Definition::Quotient);
        let extrema = self.extrema.iter().cloned().map(Definition::Extremum);
        quotients.chain(extrema).chain(self.choices.iter().cloned().map(Definition::Choice)).collect()
    }

    /// A global variable is a memory object of its own, named after it.
    fn global(&self, global: LLVMValueRef) -> Value {
        match self.opaque(global) {
            Value::Pointer(Some(shape)) => Value::Pointer(Some(PointerValue {
                base: MemoryBase::Object { name: unsafe { value_name(global) } },
                offset: Some(AffineExpr::constant(0)),
                ..shape
            })),
            other => other,
        }
    }

    /// A pointer loaded from one of the environment's object slots.
    fn load(&self, load: LLVMValueRef) -> Value {
        // SAFETY: operand 0 of a load is its address.
        let slot = unsafe { LLVMGetOperand(load, 0) };
        match (self.environment.object_slots.get(&slot), self.opaque(load)) {
            (Some(name), Value::Pointer(Some(shape))) => Value::Pointer(Some(PointerValue {
                base: MemoryBase::Object { name: name.clone() },
                offset: Some(AffineExpr::constant(0)),
                ..shape
            })),
            (_, shape) => shape,
        }
    }

    /// Base pointer plus the byte offset of the indices, through the data layout.
    fn gep(&mut self, gep: LLVMValueRef) -> Value {
        // SAFETY: GEP operand query.
        let Value::Pointer(Some(base)) = self.value(unsafe { LLVMGetOperand(gep, 0) }) else {
            return self.opaque(gep);
        };
        let offset = self.gep_offset(gep, base.offset.clone());
        let space = match self.opaque(gep) {
            Value::Pointer(Some(s)) => s.space,
            _ => base.space,
        };
        Value::Pointer(Some(PointerValue { space, base: base.base, offset }))
    }

    /// `base_offset` plus the byte offset a GEP's indices add (`None`: not affine).
    fn gep_offset(&mut self, gep: LLVMValueRef, base_offset: Option<AffineExpr>) -> Option<AffineExpr> {
        // SAFETY: GEP operand and type queries.
        unsafe {
            let mut offset = base_offset;
            let mut ty = LLVMGetGEPSourceElementType(gep);
            let count = LLVMGetNumOperands(gep) as u32;
            for i in 1..count {
                let index = LLVMGetOperand(gep, i);
                if i == 1 {
                    let size = LLVMABISizeOfType(self.data_layout, ty) as i64;
                    offset = self.scaled_add(offset, index, size);
                    continue;
                }
                match LLVMGetTypeKind(ty) {
                    LLVMTypeKind::LLVMStructTypeKind => {
                        let field = LLVMConstIntGetZExtValue(index) as u32;
                        let field_offset = LLVMOffsetOfElement(self.data_layout, ty, field) as i64;
                        offset = offset.map(|o| o.add(&AffineExpr::constant(field_offset)));
                        ty = LLVMStructGetTypeAtIndex(ty, field);
                    }
                    LLVMTypeKind::LLVMArrayTypeKind | LLVMTypeKind::LLVMVectorTypeKind => {
                        ty = LLVMGetElementType(ty);
                        let size = LLVMABISizeOfType(self.data_layout, ty) as i64;
                        offset = self.scaled_add(offset, index, size);
                    }
                    _ => offset = None,
                }
            }
            offset
        }
    }

    fn scaled_add(&mut self, offset: Option<AffineExpr>, index: LLVMValueRef, size: i64) -> Option<AffineExpr> {
        let index = self.integer(index)?;
        Some(offset?.add(&index.scale(size)))
    }

    /// A header phi `start, next` with `next = phi + step` (step constant) is an
    /// induction variable `start + step * it_b<header>`; other phis are opaque.
    fn phi(&mut self, phi: LLVMValueRef) -> Value {
        let Some(cfg) = &self.cfg else { return self.opaque(phi) };
        // SAFETY: phi incoming queries.
        let (block, incoming) = unsafe {
            let block = self.index_of[&LLVMGetInstructionParent(phi)];
            let incoming: Vec<(LLVMValueRef, BlockId)> = (0..LLVMCountIncoming(phi))
                .map(|i| (LLVMGetIncomingValue(phi, i), self.index_of[&LLVMGetIncomingBlock(phi, i)]))
                .collect();
            (block, incoming)
        };
        let Some(l) = cfg.loop_with_header(block) else { return self.join(phi, block, &incoming) };
        let (inside, outside): (Vec<_>, Vec<_>) =
            incoming.iter().partition(|(_, from)| cfg.loops[l].body.contains(from));
        let [(start, _)] = outside[..] else { return self.opaque(phi) };
        let counter = format!("it_b{block}");
        // One marker per phi: header phis that feed each other (a swap) must not see
        // each other's marker as their own.
        let marker = AffineExpr::symbol(format!("phi_self_{:x}", phi as usize));
        let start = self.value(start);
        let self_value = match &start {
            Value::Integer(_) => Value::Integer(Some(marker.clone())),
            Value::Pointer(Some(p)) => Value::Pointer(Some(PointerValue { offset: Some(marker.clone()), ..p.clone() })),
            _ => return self.opaque(phi),
        };
        self.memo.insert(phi, self_value);
        self.evolution_paused += 1;
        let mut step: Option<i64> = None;
        let start_base = match &start {
            Value::Pointer(Some(p)) => Some(p.base.clone()),
            _ => None,
        };
        for (next, _) in inside {
            // A `next` already being computed (the phi was reached through it, e.g. from an
            // exit test `i + 1 == n` read before the loop) is computed again here, once: its
            // memo entry is only the cycle breaker. With the marker in place and `next` out
            // of `in_progress` meanwhile (a second visit takes the breaker), this terminates.
            let next_value = if self.in_progress.remove(&next) {
                let recomputed = self.compute(next);
                self.in_progress.insert(next);
                recomputed
            } else {
                self.value(next)
            };
            // A pointer's step counts only within its start's memory object.
            let next_offset = match next_value {
                Value::Integer(expr) => expr,
                Value::Pointer(Some(p)) if Some(&p.base) == start_base.as_ref() => p.offset,
                _ => None,
            };
            let this_step = next_offset.map(|e| e.sub(&marker)).and_then(|d| d.as_constant());
            step = match (step, this_step) {
                (None, Some(s)) => Some(s),
                (Some(a), Some(b)) if a == b => Some(a),
                _ => None,
            };
            if step.is_none() {
                break;
            }
        }
        self.evolution_paused -= 1;
        self.forget_marker_dependents(&marker);
        let Some(step) = step else { return self.opaque(phi) };
        self.counters.insert(block, counter.clone());
        let progress = AffineExpr::symbol(counter).scale(step);
        match start {
            Value::Integer(expr) => Value::Integer(expr.map(|e| e.add(&progress))),
            Value::Pointer(Some(p)) => {
                Value::Pointer(Some(PointerValue { offset: p.offset.map(|o| o.add(&progress)), ..p }))
            }
            other => other,
        }
    }

    /// Division, remainder, shift right and masks by a constant (quasi-affine): folded for
    /// two constants; otherwise a quotient symbol `q<N>` standing for `x / d` (a
    /// `Division`). `ashr` and masks are floors for every sign of `x` (two's complement:
    /// `x & (2^k - 1)` is `x - 2^k floor(x / 2^k)`, `x & -2^k` is `2^k floor(x / 2^k)`, and
    /// a contiguous mask `x & ((2^w - 1) << s)` is `2^s ((x >> s) mod 2^w)`, clang's
    /// `(i & 1) << 16` as `(i << 16) & 65536`). `sdiv`/`srem` are floors where `x` is
    /// provably non-negative and round toward zero otherwise (`Rounding::TowardZero`,
    /// still exact); `udiv`/`urem`/`lshr` read `x` unsigned, the floor only where `x` is
    /// provably non-negative, and are not affine otherwise.
    fn division(&mut self, instruction: LLVMValueRef, opcode: LLVMOpcode, a: LLVMValueRef, b: LLVMValueRef) -> Value {
        use LLVMOpcode::*;
        let values = (a, b);
        let (Some(a), Some(b)) = (self.integer(a), self.integer(b)) else { return Value::Integer(None) };
        if let Some(folded) = fold_constants(opcode, &a, &b) {
            return Value::Integer(Some(folded));
        }
        if !self.environment.quasi_affine {
            return Value::Integer(None);
        }
        let (x, x_value, c) = match (opcode, b.as_constant(), a.as_constant()) {
            (LLVMAnd, None, Some(c)) => (b, values.1, c),
            (_, Some(c), _) => (a, values.0, c),
            _ => return Value::Integer(None),
        };
        let power_of_two = |v: i64| v > 0 && v.count_ones() == 1;
        let (divisor, keeps) = match opcode {
            LLVMLShr | LLVMAShr if (0..63).contains(&c) => (1i64 << c, Keeps::Quotient),
            LLVMAnd if c > 0 && power_of_two(c + 1) => (c + 1, Keeps::Remainder),
            LLVMAnd if c < 0 && power_of_two(-c) => (-c, Keeps::Multiple),
            LLVMAnd if c > 0 && power_of_two((c >> c.trailing_zeros()) + 1) => {
                // `2^s * (floor(x / 2^s) mod 2^w)`: two nested floors.
                let shift = 1i64 << c.trailing_zeros();
                let width = (c >> c.trailing_zeros()) + 1;
                let shifted = self.new_quotient(x, shift, Rounding::Floor);
                let wrapped = self.new_quotient(shifted.clone(), width, Rounding::Floor);
                return Value::Integer(Some(shifted.sub(&wrapped.scale(width)).scale(shift)));
            }
            LLVMSRem | LLVMURem if c > 0 => (c, Keeps::Remainder),
            LLVMSDiv | LLVMUDiv if c > 0 => (c, Keeps::Quotient),
            _ => return Value::Integer(None),
        };
        let rounding = match opcode {
            LLVMAShr | LLVMAnd => Rounding::Floor,
            _ if self.non_negative_at(&x, x_value, instruction) => Rounding::Floor,
            LLVMSDiv | LLVMSRem => Rounding::TowardZero,
            _ => return Value::Integer(None),
        };
        let quotient = self.new_quotient(x.clone(), divisor, rounding);
        Value::Integer(Some(match keeps {
            Keeps::Quotient => quotient,
            Keeps::Remainder => x.sub(&quotient.scale(divisor)),
            Keeps::Multiple => quotient.scale(divisor),
        }))
    }

    /// The quotient symbol of `numerator / divisor` rounded as `rounding` says, shared with
    /// an equal division; rounded down, the terms that are multiples of the divisor come
    /// out of it (an exact division is no symbol).
    fn new_quotient(&mut self, numerator: AffineExpr, divisor: i64, rounding: Rounding) -> AffineExpr {
        if rounding == Rounding::Floor {
            // `floor((r + d k) / d)` is `k + floor(r / d)`: the multiples of `d` leave the floor.
            let (multiples, rest) = numerator.split_multiples(divisor);
            if let Some(multiples) = multiples.floor_divided(divisor).filter(|m| *m != AffineExpr::constant(0)) {
                return match rest.as_constant() {
                    Some(c) => multiples.add(&AffineExpr::constant(c.div_euclid(divisor))),
                    None => multiples.add(&self.new_quotient(rest, divisor, rounding)),
                };
            }
        }
        interned(
            &mut self.divisions,
            'q',
            |d| d.numerator == numerator && d.divisor == divisor && d.rounding == rounding,
            |d| &d.quotient,
            |quotient| Division { quotient, numerator: numerator.clone(), divisor, rounding },
        )
    }

    /// Provably `>= 0`: non-negative coefficients over thread/block indices and extents,
    /// loop counters and quotients of non-negative numbers, or so with each alternative of
    /// its choices and extrema in their place (`non_negative_by_cases`).
    fn is_non_negative(&self, expr: &AffineExpr) -> bool {
        self.is_non_negative_directly(expr) || self.non_negative_by_cases(expr)
    }

    /// The check without case splits; definitions inside it are checked the same way, so
    /// the splits stay at the top (at most 14 checks, not that many per nesting level).
    fn is_non_negative_directly(&self, expr: &AffineExpr) -> bool {
        let symbol = |name: &str| {
            hardware_register_values(name).is_some()
                || self.counters.values().any(|c| c == name)
                || self.divisions.iter().any(|d| d.quotient == name && self.is_non_negative_directly(&d.numerator))
                || self.extrema.iter().any(|e| {
                    let mut non_negative = e.operands.iter().map(|o| self.is_non_negative_directly(o));
                    e.symbol == name
                        && match e.kind {
                            ExtremumKind::Min => non_negative.all(|n| n),
                            ExtremumKind::Max => non_negative.any(|n| n),
                        }
                })
                || self.choices.iter().any(|c| {
                    c.symbol == name
                        && self.is_non_negative_directly(&c.then)
                        && self.is_non_negative_directly(&c.otherwise)
                })
        };
        expr.constant >= 0 && expr.terms.iter().all(|(name, &k)| k >= 0 && symbol(name))
    }

    /// A choice or an extremum is one of its alternatives at every instance, so `expr` is
    /// non-negative if it is with each of them in its place (at most `CASE_SPLITS` symbols
    /// split): `n - 1 - c0 + 2 it`, with `c0` one of `n - 1` and `n - 2` (where the main loop
    /// starts after clang's remainder loop), is `2 it` or `1 + 2 it`.
    fn non_negative_by_cases(&self, expr: &AffineExpr) -> bool {
        const CASE_SPLITS: usize = 3;
        let mut cases = vec![expr.clone()];
        for _ in 0..CASE_SPLITS {
            let Some((name, alternatives)) = cases.iter().find_map(|case| self.alternatives_in(case)) else {
                return false;
            };
            let replaced = |case: &AffineExpr, by: &AffineExpr| case.substitute(|s| (s == name).then(|| by.clone()));
            cases = cases.iter().flat_map(|case| alternatives.iter().map(move |by| replaced(case, by))).collect();
            if cases.iter().all(|case| self.is_non_negative_directly(case)) {
                return true;
            }
        }
        false
    }

    /// The first choice or extremum symbol `expr` mentions, with its alternatives.
    fn alternatives_in(&self, expr: &AffineExpr) -> Option<(String, Vec<AffineExpr>)> {
        expr.symbols().find_map(|name| {
            let choice =
                self.choices.iter().find(|c| c.symbol == name).map(|c| vec![c.then.clone(), c.otherwise.clone()]);
            let extremum = || self.extrema.iter().find(|e| e.symbol == name).map(|e| e.operands.clone());
            choice.or_else(extremum).map(|alternatives| (name.to_string(), alternatives))
        })
    }

    /// Is every symbol of `expr` valued the same wherever the counters `in_scope` have
    /// their values: special registers (CUDA's, the AI core's index and count), arguments,
    /// those counters, quotients of such?
    fn valued_alike(&self, expr: &AffineExpr, in_scope: &[String]) -> bool {
        expr.symbols().all(|name| {
            let is_register = hardware_register_values(name).is_some();
            let is_argument = is_argument_symbol(name);
            let quotient = self.divisions.iter().find(|d| d.quotient == name);
            let extremum = self.extrema.iter().find(|e| e.symbol == name);
            let choice = self.choices.iter().find(|c| c.symbol == name);
            is_register
                || is_argument
                || in_scope.iter().any(|c| c == name)
                || quotient.is_some_and(|d| self.valued_alike(&d.numerator, in_scope))
                || extremum.is_some_and(|e| e.operands.iter().all(|o| self.valued_alike(o, in_scope)))
                || choice.is_some_and(|c| {
                    [c.condition.expression(), &c.then, &c.otherwise].iter().all(|e| self.valued_alike(e, in_scope))
                })
        })
    }

    /// A phi that is not a loop header's: the value all its incoming values agree on, if
    /// that value mentions no counter of a loop the phi is outside of; where choices are
    /// read, the two values of an if/else diamond as a choice under its branch condition;
    /// pointers into one base with offsets that differ by path are that base at an
    /// unknown offset.
    fn join(&mut self, phi: LLVMValueRef, block: BlockId, incoming: &[(LLVMValueRef, BlockId)]) -> Value {
        if let Some(choice) = self.environment.extrema.then(|| self.diamond_choice(block, incoming)).flatten() {
            // A pointer phi's choice is between offsets in the local buffer (the only
            // pointers `integer` reads): it stays a pointer there.
            return match self.opaque(phi) {
                Value::Pointer(Some(shape)) => {
                    Value::Pointer(Some(PointerValue { base: MemoryBase::LocalBuffer, offset: Some(choice), ..shape }))
                }
                _ => Value::Integer(Some(choice)),
            };
        }
        let values: Vec<Value> = incoming.iter().map(|(value, _)| self.value(*value)).collect();
        let expression = |v: &Value| match v {
            Value::Integer(Some(e)) => Some((None, e.clone())),
            Value::Pointer(Some(PointerValue { base, offset: Some(e), .. })) => Some((Some(base.clone()), e.clone())),
            _ => None,
        };
        let Some(first) = values.first().and_then(expression) else { return self.opaque(phi) };
        if let Some(base) =
            common_base(&values).filter(|_| values.iter().any(|v| expression(v).as_ref() != Some(&first)))
        {
            // Offsets differ by path: the pointer is somewhere in the common base.
            let Value::Pointer(Some(shape)) = &values[0] else { return self.opaque(phi) };
            return Value::Pointer(Some(PointerValue { base, offset: None, ..shape.clone() }));
        }
        let enclosing: Vec<BlockId> = self.cfg.as_ref().map(|cfg| cfg.loop_headers_around(block)).unwrap_or_default();
        let counter_outside = self
            .counters
            .iter()
            .any(|(header, counter)| !enclosing.contains(header) && first.1.terms.contains_key(counter));
        if counter_outside || !values.iter().all(|v| expression(v).as_ref() == Some(&first)) {
            return self.opaque(phi);
        }
        values[0].clone()
    }

    /// `select c, a, b` is `a` when both sides read as the same affine integer (clang's
    /// `l == 0 ? input : hidden` with both sizes known and equal). Where extrema are read
    /// (`SymbolEnvironment::extrema`), also a minimum or maximum when `c` compares `a` and
    /// `b` (`a < b ? a : b`, clang's form of `min` below -O2), else a choice symbol `c<N>`
    /// when `c` is an affine comparison (`Choice`). Otherwise opaque.
    fn select(&mut self, a: LLVMValueRef, b: LLVMValueRef, select: LLVMValueRef) -> Value {
        if let Some((kind, unsigned)) = self.environment.extrema.then(|| selected_extremum(select)).flatten() {
            return match self.extremum([a, b], kind, unsigned, select) {
                Some(extremum) => Value::Integer(Some(extremum)),
                None => self.opaque(select),
            };
        }
        match (self.value(a), self.value(b)) {
            (Value::Integer(Some(x)), Value::Integer(Some(y))) if x == y => Value::Integer(Some(x)),
            (Value::Integer(Some(then)), Value::Integer(Some(otherwise))) if self.environment.extrema => {
                // SAFETY: the condition operand of a select.
                let condition = unsafe { LLVMGetOperand(select, 0) };
                match self.comparison(condition, true) {
                    Some(condition) => Value::Integer(Some(self.choice(condition, then, otherwise))),
                    None => self.opaque(select),
                }
            }
            _ => self.opaque(select),
        }
    }

    /// `c ? a : b` for a join of two different integers `a` and `b` that arrive from the
    /// two sides of `br c` in the join's immediate dominator, in the same loop (so `c` is
    /// this iteration's test) and mentioning no counter of a loop the join is outside of,
    /// when `c` is an affine comparison.
    fn diamond_choice(&mut self, join: BlockId, incoming: &[(LLVMValueRef, BlockId)]) -> Option<AffineExpr> {
        let [(first, first_block), (second, second_block)] = incoming else { return None };
        let cfg = self.cfg.as_ref()?;
        let decider = cfg.idom(join)?;
        if cfg.innermost_loop[decider] != cfg.innermost_loop[join] {
            return None;
        }
        let llvm_block = self.llvm_block(decider)?;
        // SAFETY: terminator queries on a block of this function.
        let (condition, on_true, on_false) = unsafe {
            let branch = LLVMGetBasicBlockTerminator(llvm_block);
            if LLVMGetInstructionOpcode(branch) != LLVMOpcode::LLVMBr || LLVMIsConditional(branch) == 0 {
                return None;
            }
            let successor = |i| self.index_of.get(&LLVMGetSuccessor(branch, i)).copied();
            (LLVMGetCondition(branch), successor(0)?, successor(1)?)
        };
        // A side entered from `decider` only, or through its own loop's back edges (the
        // remainder loop clang's runtime unrolling puts before the main loop).
        let entered_only_from = |side: BlockId| cfg.preds[side].iter().all(|&p| p == decider || cfg.dominates(side, p));
        // The side of the branch an incoming edge `from -> join` is taken on.
        let side = |from: BlockId| {
            let taken = |side: BlockId| {
                (from == decider && side == join)
                    || (side != join && entered_only_from(side) && cfg.dominates(side, from))
            };
            match (taken(on_true), taken(on_false)) {
                (true, false) => Some(true),
                (false, true) => Some(false),
                _ => None,
            }
        };
        let (then, otherwise) = match (side(*first_block)?, side(*second_block)?) {
            (true, false) => ((*first, *first_block), (*second, *second_block)),
            (false, true) => ((*second, *second_block), (*first, *first_block)),
            _ => return None,
        };
        let (then, otherwise) = (self.settled(then, join)?, self.settled(otherwise, join)?);
        if then == otherwise {
            return None;
        }
        let condition = self.comparison(condition, true)?;
        Some(self.choice(condition, then, otherwise))
    }

    /// The LLVM block of index `index`.
    fn llvm_block(&self, index: BlockId) -> Option<LLVMBasicBlockRef> {
        self.index_of.iter().find(|(_, &i)| i == index).map(|(&block, _)| block)
    }

    /// The symbol `c<N>` of `condition ? then : otherwise`, shared with an equal one.
    fn choice(&mut self, condition: AffineCondition, then: AffineExpr, otherwise: AffineExpr) -> AffineExpr {
        interned(
            &mut self.choices,
            'c',
            |c| c.condition == condition && c.then == then && c.otherwise == otherwise,
            |c| &c.symbol,
            |symbol| Choice { symbol, condition: condition.clone(), then: then.clone(), otherwise: otherwise.clone() },
        )
    }

    /// Values computed while a phi stood for itself must be recomputed.
    /// Products of the marker (`prod__marker__argK`) count as mentions.
    fn forget_marker_dependents(&mut self, marker: &AffineExpr) {
        let name = marker.symbols().next().unwrap_or_default().to_string();
        let is_marker = |symbol: &str| symbol == name || product_factors(symbol).is_some_and(|(f, _)| f == name);
        let mentions = |expr: &Option<AffineExpr>| expr.as_ref().is_some_and(|e| e.symbols().any(is_marker));
        self.memo.retain(|_, v| match v {
            Value::Integer(expr) => !mentions(expr),
            Value::Pointer(Some(p)) => !mentions(&p.offset),
            _ => true,
        });
    }
}

/// A block ending in a conditional branch on an integer comparison.
struct ComparedBranch {
    predicate: llvm_sys::LLVMIntPredicate,
    operands: [LLVMValueRef; 2],
    /// Taken when the comparison holds, then when it does not.
    successors: [LLVMBasicBlockRef; 2],
}

/// The comparison and successors of `block`'s branch, if it branches on an `icmp`.
fn compared_branch(block: LLVMBasicBlockRef) -> Option<ComparedBranch> {
    // SAFETY: terminator, operand and predicate queries on a block of a live function, the
    // branch and comparison ones after their kind is checked.
    unsafe {
        let branch = LLVMGetBasicBlockTerminator(block);
        if branch.is_null() || LLVMGetInstructionOpcode(branch) != LLVMOpcode::LLVMBr || LLVMIsConditional(branch) == 0
        {
            return None;
        }
        let condition = LLVMGetCondition(branch);
        if LLVMIsAICmpInst(condition).is_null() {
            return None;
        }
        Some(ComparedBranch {
            predicate: LLVMGetICmpPredicate(condition),
            operands: [LLVMGetOperand(condition, 0), LLVMGetOperand(condition, 1)],
            successors: [LLVMGetSuccessor(branch, 0), LLVMGetSuccessor(branch, 1)],
        })
    }
}

/// The base all these pointer values share, if it is a traced one (not `Unknown`).
fn common_base(values: &[Value]) -> Option<MemoryBase> {
    let base = |v: &Value| match v {
        Value::Pointer(Some(p)) if p.base != MemoryBase::Unknown => Some(p.base.clone()),
        _ => None,
    };
    let first = base(values.first()?)?;
    values.iter().all(|v| base(v).as_ref() == Some(&first)).then_some(first)
}

/// `a | b` when it is an addition: one side a constant `c >= 0`, the other a multiple of
/// a power of two above `c` (all its coefficients and its constant are), so their bits
/// are disjoint (clang's `(x << 8) | t` for `x * 256 + t` when it knows `t < 256`).
fn disjoint_or(a: &AffineExpr, b: &AffineExpr) -> Option<AffineExpr> {
    if let (Some(x), Some(y)) = (a.as_constant(), b.as_constant()) {
        return Some(AffineExpr::constant(x | y));
    }
    let (expr, c) = match (a.as_constant(), b.as_constant()) {
        (Some(c), None) => (b, c),
        (None, Some(c)) => (a, c),
        _ => return None,
    };
    let bits = 64 - c.max(0).leading_zeros();
    let multiple = |v: i64| bits < 63 && v % (1i64 << bits) == 0;
    (c >= 0 && multiple(expr.constant) && expr.terms.values().all(|&k| multiple(k)))
        .then(|| expr.add(&AffineExpr::constant(c)))
}

/// Division, remainder, shifts right and masks of two constants.
fn fold_constants(opcode: LLVMOpcode, a: &AffineExpr, b: &AffineExpr) -> Option<AffineExpr> {
    let (x, y) = (a.as_constant()?, b.as_constant()?);
    let unsigned = |v: i64| u64::try_from(v).ok();
    let value = match opcode {
        LLVMOpcode::LLVMSDiv => x.checked_div(y)?,
        LLVMOpcode::LLVMSRem => x.checked_rem(y)?,
        LLVMOpcode::LLVMUDiv => i64::try_from(unsigned(x)?.checked_div(unsigned(y)?)?).ok()?,
        LLVMOpcode::LLVMURem => i64::try_from(unsigned(x)?.checked_rem(unsigned(y)?)?).ok()?,
        LLVMOpcode::LLVMAShr => x.checked_shr(u32::try_from(y).ok()?)?,
        LLVMOpcode::LLVMLShr => i64::try_from(unsigned(x)?.checked_shr(u32::try_from(y).ok()?)?).ok()?,
        LLVMOpcode::LLVMAnd => x & y,
        _ => return None,
    };
    Some(AffineExpr::constant(value))
}

/// `a * b` when one side is an unknown argument `argK` times a constant `k` and the other is
/// affine without products: every term `c * s` becomes `k * c * prod__s__argK`, the
/// constant `c0` becomes `k * c0 * argK` (`row * cols` with a run-time `cols` on CUDA,
/// `get_block_idx() * tiles * 128` on Ascend: for delinearisation, UAR only).
fn parametric_product(a: &AffineExpr, b: &AffineExpr) -> Option<AffineExpr> {
    let scaled_argument = |e: &AffineExpr| match e.terms.iter().collect::<Vec<_>>()[..] {
        [(name, &k)] if e.constant == 0 && is_argument_symbol(name) => Some((name.clone(), k)),
        _ => None,
    };
    let ((parameter, k), other) = match (scaled_argument(b), scaled_argument(a)) {
        (Some(p), _) => (p, a),
        (None, Some(p)) => (p, b),
        _ => return None,
    };
    if other.has_products() || other.terms.contains_key(&parameter) {
        return None;
    }
    let terms = other.terms.iter().map(|(s, &c)| AffineExpr::symbol(product_symbol(s, &parameter)).scale(c));
    let product = terms.fold(AffineExpr::symbol(parameter.clone()).scale(other.constant), |sum, t| sum.add(&t));
    Some(product.scale(k))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Logical {
    And,
    Or,
}

/// `and i1 a, b` / `select i1 a, b, false` as `(And, a, b)`; `or i1 a, b` / `select i1 a,
/// true, b` as `(Or, a, b)`.
fn logical_operands(value: LLVMValueRef) -> Option<(Logical, LLVMValueRef, LLVMValueRef)> {
    // SAFETY: opcode and operand queries after the instruction check.
    unsafe {
        if LLVMIsAInstruction(value).is_null()
            || LLVMGetTypeKind(LLVMTypeOf(value)) != LLVMTypeKind::LLVMIntegerTypeKind
        {
            return None;
        }
        let operand = |i| LLVMGetOperand(value, i);
        let boolean = |v: LLVMValueRef| (!LLVMIsAConstantInt(v).is_null()).then(|| LLVMConstIntGetZExtValue(v) != 0);
        match LLVMGetInstructionOpcode(value) {
            LLVMOpcode::LLVMAnd => Some((Logical::And, operand(0), operand(1))),
            LLVMOpcode::LLVMOr => Some((Logical::Or, operand(0), operand(1))),
            LLVMOpcode::LLVMSelect if boolean(operand(2)) == Some(false) => {
                Some((Logical::And, operand(0), operand(1)))
            }
            LLVMOpcode::LLVMSelect if boolean(operand(1)) == Some(true) => Some((Logical::Or, operand(0), operand(2))),
            _ => None,
        }
    }
}

fn has_noalias(function: LLVMValueRef, index: u32) -> bool {
    // SAFETY: attribute queries; "noalias" is a valid enum attribute name.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(c"noalias".as_ptr(), 7);
        !LLVMGetEnumAttributeAtIndex(function, index + 1, kind).is_null()
    }
}

/// The symbol of the definition in `defined` that `same` accepts, else of a new one that
/// `make` builds with the next name `<prefix><N>` (N: its index): each defined symbol once.
fn interned<T>(
    defined: &mut Vec<T>,
    prefix: char,
    same: impl Fn(&T) -> bool,
    symbol: impl Fn(&T) -> &String,
    make: impl FnOnce(String) -> T,
) -> AffineExpr {
    let name = match defined.iter().find(|d| same(d)) {
        Some(existing) => symbol(existing).clone(),
        None => {
            let name = format!("{prefix}{}", defined.len());
            defined.push(make(name.clone()));
            name
        }
    };
    AffineExpr::symbol(name)
}

/// Does a signed comparison of `value` agree with the recogniser's reading of it? Not on
/// types narrower than 32 bits: a zero-extended u8/u16 (read as non-negative) may be
/// negative there.
fn signed_compare_is_exact(value: LLVMValueRef) -> bool {
    integer_bits(value).is_some_and(|bits| bits >= 32)
}

/// The recogniser's names of the AI core's index and count (`get_block_idx()`,
/// `get_block_num()`).
pub(crate) const CORE_INDEX: &str = "block_idx";
pub(crate) const CORE_COUNT: &str = "block_num";

/// The values a special register (CUDA's) or the AI core's index or count (`CORE_INDEX`,
/// `CORE_COUNT`) can hold on any launch; `None` for any other symbol.
fn hardware_register_values(name: &str) -> Option<std::ops::RangeInclusive<i128>> {
    let cores = i128::from(MAX_BLOCK_DIM);
    match name {
        CORE_INDEX => Some(0..=cores - 1),
        CORE_COUNT => Some(1..=cores),
        _ => SpecialRegister::from_isl_name(name)
            .map(|r| i128::from(*r.values().start())..=i128::from(*r.values().end())),
    }
}

/// The width of an integer value (`None` for any other type).
fn integer_bits(value: LLVMValueRef) -> Option<u32> {
    // SAFETY: type queries on a live value.
    unsafe {
        let ty = LLVMTypeOf(value);
        (LLVMGetTypeKind(ty) == llvm_sys::LLVMTypeKind::LLVMIntegerTypeKind).then(|| LLVMGetIntTypeWidth(ty))
    }
}

/// For `select (icmp pred p, q), a, b` with `{a, b} = {p, q}`: the extremum it computes and
/// whether the comparison is unsigned (`p < q ? p : q` is the minimum).
fn selected_extremum(select: LLVMValueRef) -> Option<(ExtremumKind, bool)> {
    use llvm_sys::LLVMIntPredicate::*;
    // SAFETY: operand and predicate queries on a select and, after the check, an icmp.
    let (predicate, compared, chosen) = unsafe {
        let condition = LLVMGetOperand(select, 0);
        if LLVMIsAICmpInst(condition).is_null() {
            return None;
        }
        let compared = [LLVMGetOperand(condition, 0), LLVMGetOperand(condition, 1)];
        (LLVMGetICmpPredicate(condition), compared, [LLVMGetOperand(select, 1), LLVMGetOperand(select, 2)])
    };
    let first_if_less = match chosen {
        c if c == compared => true,
        [a, b] if [b, a] == compared => false,
        _ => return None,
    };
    let (less, unsigned) = match predicate {
        LLVMIntSLT | LLVMIntSLE => (true, false),
        LLVMIntSGT | LLVMIntSGE => (false, false),
        LLVMIntULT | LLVMIntULE => (true, true),
        LLVMIntUGT | LLVMIntUGE => (false, true),
        _ => return None,
    };
    let kind = if less == first_if_less { ExtremumKind::Min } else { ExtremumKind::Max };
    Some((kind, unsigned))
}

/// `min` or `max` for the `llvm.{s,u}{min,max}.*` intrinsics.
fn extremum_kind(callee: &str) -> Option<ExtremumKind> {
    let operation = callee.strip_prefix("llvm.")?.split('.').next()?;
    match operation {
        "smin" | "umin" => Some(ExtremumKind::Min),
        "smax" | "umax" => Some(ExtremumKind::Max),
        _ => None,
    }
}

#[cfg(test)]
mod guard_tests {
    use super::*;
    use crate::pointer_choice::tests::{with_kernel_reader, with_reader};

    const KERNEL: &str = "
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bs = shl i32 %b, 8
  %i = add i32 %bs, %t
  %x = sext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %low = icmp sge i32 %i, 0
  %high = icmp slt i32 %i, %n
  %both = select i1 %low, i1 %high, i1 false
  br i1 %both, label %guarded, label %join
guarded:
  %g = load float, ptr %q
  br label %join
join:
  %v = phi float [ %g, %guarded ], [ 0.0, %entry ]
  %after = load float, ptr %q
  br label %loop
loop:
  %k = phi i32 [ 0, %join ], [ %k1, %loop ]
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %last = load float, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
";

    #[test]
    fn a_dominating_merged_condition_gives_both_facts() {
        with_reader("guards", KERNEL, |values, value| {
            let i = AffineExpr::symbol("ctaid_x").scale(256).add(&AffineExpr::symbol("tid_x"));
            let n = AffineExpr::symbol("arg1");
            let below_n = AffineCondition::NonNegative(n.sub(&i).sub(&AffineExpr::constant(1)));
            assert_eq!(unsafe { values.guards(value("g")) }, vec![AffineCondition::NonNegative(i.clone()), below_n]);
        });
    }

    #[test]
    fn no_fact_after_the_join_or_about_a_finished_loop() {
        with_reader("no-guards", KERNEL, |values, value| {
            assert_eq!(unsafe { values.guards(value("after")) }, vec![]);
            // The exit test `k + 1 >= n` names the loop's counter: not valued at the load.
            assert_eq!(unsafe { values.guards(value("last")) }, vec![]);
        });
    }

    /// The stores of the function `instruction` is in, in order.
    fn stores_beside(instruction: LLVMValueRef) -> Vec<LLVMValueRef> {
        let function = unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(instruction)) };
        (unsafe { syncfuse_ir::function_instructions(function) }.into_iter())
            .filter(|&i| unsafe { LLVMGetInstructionOpcode(i) } == LLVMOpcode::LLVMStore)
            .collect()
    }

    #[test]
    fn accesses_under_affine_conditions_or_after_joins_run_exactly_when_guarded() {
        with_reader("exact", KERNEL, |values, value| {
            for name in ["g", "after", "last"] {
                assert!(unsafe { values.runs_exactly_when_guarded(value(name)) }, "{name}");
            }
        });
        let data_dependent = "
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = sext i32 %t to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  %v = load float, ptr %q
  %positive = fcmp ogt float %v, 0.0
  br i1 %positive, label %store, label %loop
store:
  store float 1.0, ptr %q
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ 0, %store ], [ %k1, %loop ]
  store float 2.0, ptr %q
  %k1 = add i32 %k, 1
  %more = icmp slt i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";
        // Stores in a loop tested at its latch (rotated, as clang -O1 emits `for (i = 0; i <
        // 2; ++i)`: `i == 0` continues, which gives no bound; iterating the test counts 2),
        // one of them under a guard on the counter: exact. Not in a loop tested
        // at its header (3 iterations, where `counter_bound` gives 4, a bound), nor in a
        // loop that may leave early (two exits).
        let counted = "
define void @k(ptr %p) {
entry:
  br label %rotated
rotated:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %x = zext i32 %i to i64
  %q = getelementptr inbounds float, ptr %p, i64 %x
  store float 1.0, ptr %q
  %later = icmp sgt i32 %i, 0
  br i1 %later, label %guarded, label %latch
guarded:
  store float 2.0, ptr %q
  br label %latch
latch:
  %i1 = add nuw nsw i32 %i, 1
  %again = icmp eq i32 %i, 0
  br i1 %again, label %rotated, label %tested
tested:
  %j = phi i32 [ 0, %latch ], [ %j1, %body ]
  %go = icmp slt i32 %j, 3
  br i1 %go, label %body, label %early
body:
  %y = zext i32 %j to i64
  %r = getelementptr inbounds float, ptr %p, i64 %y
  store float 2.0, ptr %r
  %j1 = add nsw i32 %j, 1
  br label %tested
early:
  %k = phi i32 [ 0, %tested ], [ %k1, %next ]
  %z = zext i32 %k to i64
  %s = getelementptr inbounds float, ptr %p, i64 %z
  store float 3.0, ptr %s
  %v = load float, ptr %s
  %stop = fcmp ogt float %v, 2.5
  br i1 %stop, label %exit, label %next
next:
  %k1 = add nsw i32 %k, 1
  %more = icmp slt i32 %k1, 4
  br i1 %more, label %early, label %exit
exit:
  ret void
}
";
        with_kernel_reader("counted", counted, |values, value| {
            let stores = stores_beside(value("x"));
            let exact: Vec<bool> = stores.iter().map(|&s| unsafe { values.runs_exactly_when_guarded(s) }).collect();
            assert_eq!(exact, [true, true, false, false]);
            let trips: Vec<Option<AffineExpr>> =
                stores.iter().flat_map(|&s| unsafe { values.loops_around(s) }).map(|l| l.trip_count).collect();
            let constant = |n| Some(AffineExpr::constant(n));
            assert_eq!(trips[..3], [constant(2), constant(2), constant(4)]);
        });
        with_reader("inexact", data_dependent, |values, value| {
            let stores = stores_beside(value("v"));
            // Under a data-dependent branch; in a loop.
            assert_eq!(stores.len(), 2);
            for store in stores {
                assert!(!unsafe { values.runs_exactly_when_guarded(store) });
            }
        });
    }

    #[test]
    fn a_product_with_a_lone_argument_is_a_row_offset() {
        let row =
            AffineExpr::symbol("ctaid_y").scale(32).add(&AffineExpr::symbol("tid_y")).add(&AffineExpr::constant(2));
        let cols = AffineExpr::symbol("arg3");
        let expected = AffineExpr::symbol(product_symbol("ctaid_y", "arg3"))
            .scale(32)
            .add(&AffineExpr::symbol(product_symbol("tid_y", "arg3")))
            .add(&cols.scale(2));
        assert_eq!(parametric_product(&row, &cols), Some(expected.clone()));
        assert_eq!(parametric_product(&cols, &row), Some(expected.clone()));
        assert_eq!(parametric_product(&row, &row), None, "neither side a lone argument");
        assert_eq!(parametric_product(&expected, &AffineExpr::symbol("arg4")), None, "no products of products");
        assert_eq!(parametric_product(&cols.scale(2), &cols), None, "a square is not a row offset");
    }

    #[test]
    fn products_computed_while_a_phi_stood_for_itself_are_forgotten() {
        let ir = "
define void @k(i32 %cols) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %scaled = mul i32 %k, %cols
  %k1 = add i32 %scaled, 1
  %more = icmp slt i32 %k1, 100
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
";
        with_kernel_reader("marker-products", ir, |values, value| {
            assert_eq!(values.integer(value("k")), None, "k * cols + 1 is not an induction step");
            assert_eq!(values.integer(value("scaled")), None, "no product of the phi's marker survives");
        });
    }

    #[test]
    fn unsigned_comparisons_need_non_negative_operands() {
        let ir = "
define void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %known = icmp ult i32 %t, 100
  %unknown = icmp ult i32 %t, %n
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";
        with_reader("unsigned", ir, |values, value| {
            let t = AffineExpr::symbol("tid_x");
            let fact = AffineCondition::NonNegative(AffineExpr::constant(99).sub(&t));
            assert_eq!(values.recogniser.comparison(value("known"), true), Some(fact));
            assert_eq!(
                values.recogniser.comparison(value("unknown"), true),
                None,
                "n may be negative: t <u n says nothing"
            );
        });
    }

    /// Masks and arithmetic shifts are floors whatever the sign (two's complement); signed
    /// divisions round toward zero where the value may be negative; unsigned divisions
    /// and logical shifts only of a value known non-negative.
    #[test]
    fn masks_shifts_and_divisions_read_as_exact_quotients() {
        let ir = "
define void @k(i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %high = and i32 %n, -4
  %low = and i32 %n, 255
  %arith = ashr i32 %n, 3
  %logical = lshr i32 %n, 3
  %signed = sdiv i32 %n, 2
  %half = sdiv i32 %t, 2
  %rest = srem i32 %t, 7
  %bits = and i32 %n, 6
  %odd = and i32 %n, 5
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
";
        with_kernel_reader("quotients", ir, |values, value| {
            let (n, t, q) = (AffineExpr::symbol("arg0"), AffineExpr::symbol("tid_x"), AffineExpr::symbol);
            assert_eq!(values.integer(value("high")), Some(q("q0").scale(4)), "n & -4 = 4 floor(n / 4)");
            assert_eq!(values.integer(value("low")), Some(n.sub(&q("q1").scale(256))), "n & 255 = n mod 256");
            assert_eq!(values.integer(value("arith")), Some(q("q2")), "n >> 3 = floor(n / 8)");
            assert_eq!(values.integer(value("logical")), None, "lshr of a negative n is not its floor");
            assert_eq!(values.integer(value("signed")), Some(q("q3")), "n / 2 toward zero");
            assert_eq!(values.integer(value("half")), Some(q("q4")), "t >= 0: a floor");
            assert_eq!(values.integer(value("rest")), Some(t.sub(&q("q5").scale(7))));
            let rounding: Vec<Rounding> = values.recogniser.divisions.iter().map(|d| d.rounding).collect();
            assert_eq!(rounding[2..6], [Rounding::Floor, Rounding::TowardZero, Rounding::Floor, Rounding::Floor]);
            let bits = q("q6").sub(&q("q7").scale(4)).scale(2);
            assert_eq!(values.integer(value("bits")), Some(bits), "n & 6 = 2 (floor(n / 2) mod 4)");
            assert_eq!(values.integer(value("odd")), None, "not a contiguous mask");
        });
    }

    /// A `trunc` keeps the value where the hardware's limits or LLVM bound it, else reads
    /// the low bits (signed from 32 bits up, unsigned below, where `sext` reads them signed);
    /// `xor` by a mask is `x + c - 2 (x & c)`; multiples of a divisor leave the floor.
    #[test]
    fn truncations_extensions_and_masked_xors_read_their_bits() {
        let ir = "
define void @k(i64 %size, i32 %n) {
entry:
  %core = call i64 @get_block_idx()
  %row = sdiv i64 %core, 8
  %row32 = trunc i64 %row to i32
  %folded = add i64 %size, 4294967295
  %wrapped = trunc i64 %folded to i32
  %low16 = trunc i32 %n to i16
  %signed16 = sext i16 %low16 to i32
  %small = and i32 %n, 255
  %small16 = trunc i32 %small to i16
  %small32 = sext i16 %small16 to i32
  %scaled = shl i32 %n, 3
  %mirror = xor i32 %scaled, 248
  %inverse = xor i32 %n, -1
  ret void
}
declare i64 @get_block_idx()
";
        with_kernel_reader("truncations", ir, |values, value| {
            let (size, n, q) = (AffineExpr::symbol("arg0"), AffineExpr::symbol("arg1"), AffineExpr::symbol);
            assert_eq!(values.integer(value("row32")), Some(q("q0")), "floor(core / 8) < 2^29: kept");
            let bias = AffineExpr::constant(1 << 31);
            let folded = size.add(&AffineExpr::constant(4294967295));
            let wrapped = folded.sub(&q("q1").scale(1 << 32));
            assert_eq!(values.integer(value("wrapped")), Some(wrapped), "size - 1 as 32 bits");
            let division = |name: &str| values.recogniser.divisions.iter().find(|d| d.quotient == name).cloned();
            assert_eq!(division("q1").map(|d| d.numerator), Some(folded.add(&bias)));
            let low16 = n.sub(&q("q2").scale(1 << 16));
            assert_eq!(values.integer(value("low16")), Some(low16.clone()), "the low 16 bits, unsigned");
            // `low16 - 2^16 floor((low16 + 2^15) / 2^16)`: `q2`'s multiple leaves the floor.
            let signed16 = n.sub(&q("q3").scale(1 << 16));
            assert_eq!(values.integer(value("signed16")), Some(signed16), "then read signed");
            let small = n.sub(&q("q4").scale(256));
            assert_eq!(values.integer(value("small32")), Some(small), "n & 255 fits 16 bits and is non-negative");
            let mirror = n.scale(8).add(&AffineExpr::constant(248)).sub(&n.scale(8).sub(&q("q5").scale(256)).scale(2));
            assert_eq!(values.integer(value("mirror")), Some(mirror), "8n ^ 248 = 8n + 248 - 2 (8n mod 256)");
            assert_eq!(values.integer(value("inverse")), Some(AffineExpr::constant(-1).sub(&n)));
        });
    }

    /// An unrolled loop's counter steps by 4 and exits on `i + 4 == 256`: 64 iterations,
    /// not 65 (one more would read past the block's 256 elements).
    #[test]
    fn a_strided_exit_test_gives_the_exact_trip_count() {
        let ir = "
define void @k() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add nuw nsw i32 %i, 4
  %d = icmp eq i32 %i1, 256
  br i1 %d, label %exit, label %loop
exit:
  ret void
}
";
        with_kernel_reader("strided-trip-count", ir, |values, value| {
            let loops = unsafe { values.loops_around(value("i1")) };
            assert_eq!(loops.len(), 1);
            assert_eq!(loops[0].trip_count, Some(AffineExpr::constant(64)));
        });
    }

    /// clang puts a loop's exit block before the loop; reading the exit block's guards
    /// (the exit test `i + 1 == 256`) reaches the counter through its own increment, which
    /// must not make the counter (and every access through it) opaque.
    #[test]
    fn a_counter_reached_first_through_its_exit_test_is_still_a_counter() {
        let ir = "
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
define void @k(ptr %y) {
entry:
  %c = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b = shl i32 %c, 8
  br label %loop
exit:
  ret void
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = add nuw nsw i32 %i, %b
  %i1 = add nuw nsw i32 %i, 1
  %d = icmp eq i32 %i1, 256
  br i1 %d, label %exit, label %loop
}
";
        with_kernel_reader("exit-test-first", ir, |values, value| {
            let counter = AffineExpr::symbol("it_b2");
            assert_eq!(values.integer(value("i1")), Some(counter.add(&AffineExpr::constant(1))));
            assert_eq!(values.integer(value("i")), Some(counter.clone()));
            assert_eq!(values.integer(value("s")), Some(counter.add(&AffineExpr::symbol("ctaid_x").scale(256))));
        });
    }
}
