//! LLVM's own analyses of one function, reached through the C++ shim `cpp/analyses.cpp`:
//! ScalarEvolution expressions as plain trees ([`Evolution`]: a value at a loop's exit, a
//! loop's backedge-taken count), and facts at an instruction from ValueTracking,
//! LazyValueInfo and SCEV (non-negative, no common bits). The affine recogniser asks these
//! where its own reading of the IR stops.
//!
//! Invariant: every answer errs on "unknown" (`None`, `false`); a [`FunctionAnalyses`] is
//! dropped before its function is edited (its results describe the IR as it was).

use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMValueRef};
use std::ffi::{c_int, c_uint, c_void};
use std::ptr::NonNull;
use syncfuse_poly::affine::ExtremumKind;

#[repr(C)]
struct Handle {
    _private: [u8; 0],
}

type ScevRef = *const c_void;

extern "C" {
    fn syncfuse_analyses_new(function: LLVMValueRef) -> *mut Handle;
    fn syncfuse_analyses_free(handle: *mut Handle);
    fn syncfuse_scev_at(handle: *mut Handle, value: LLVMValueRef, scope: LLVMBasicBlockRef) -> ScevRef;
    fn syncfuse_backedge_taken_count(handle: *mut Handle, header: LLVMBasicBlockRef, exact: c_int) -> ScevRef;
    fn syncfuse_scev_kind(node: ScevRef) -> c_int;
    fn syncfuse_scev_bits(handle: *mut Handle, node: ScevRef) -> c_uint;
    fn syncfuse_scev_operand_count(node: ScevRef) -> c_uint;
    fn syncfuse_scev_operand(node: ScevRef, index: c_uint) -> ScevRef;
    fn syncfuse_scev_constant(node: ScevRef, out: *mut i64) -> c_int;
    fn syncfuse_scev_unknown(node: ScevRef) -> LLVMValueRef;
    fn syncfuse_scev_recurrence_header(node: ScevRef) -> LLVMBasicBlockRef;
    fn syncfuse_scev_non_negative_at(handle: *mut Handle, node: ScevRef, context: LLVMValueRef) -> c_int;
    fn syncfuse_non_negative_at(handle: *mut Handle, value: LLVMValueRef, context: LLVMValueRef) -> c_int;
    fn syncfuse_no_common_bits(handle: *mut Handle, a: LLVMValueRef, b: LLVMValueRef, context: LLVMValueRef) -> c_int;
    fn syncfuse_in_signed_range(
        handle: *mut Handle,
        value: LLVMValueRef,
        low: i64,
        high: i64,
        context: LLVMValueRef,
    ) -> c_int;
}

/// A ScalarEvolution expression (LLVM 16's `SCEVTypes`), integers of at most 64 bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Evolution {
    Constant(i64),
    /// A value SCEV does not look into.
    Unknown(LLVMValueRef),
    Add(Vec<Evolution>),
    Multiply(Vec<Evolution>),
    /// Unsigned division; `non_negative`: the numerator is known `>= 0` as a signed value
    /// (where the quotient is a floor).
    UnsignedQuotient {
        numerator: Box<Evolution>,
        divisor: Box<Evolution>,
        non_negative: bool,
    },
    /// `{start, +, step, ...}` over the loop with `header`: `start + step * it` for
    /// iteration `it` (more operands: a polynomial, not affine).
    Recurrence {
        header: LLVMBasicBlockRef,
        operands: Vec<Evolution>,
    },
    /// The low `bits` bits of the operand.
    Truncate {
        operand: Box<Evolution>,
        bits: u32,
    },
    /// Zero extension; `non_negative`: the operand is known `>= 0` as a signed value.
    ZeroExtend {
        operand: Box<Evolution>,
        non_negative: bool,
    },
    /// Sign extension of an operand of `bits` bits.
    SignExtend {
        operand: Box<Evolution>,
        bits: u32,
    },
    /// `smin`/`smax` (`signed`) or `umin`/`umax` of operands of `bits` bits;
    /// `non_negative`: every operand known `>= 0` (where unsigned and signed agree).
    Extremum {
        kind: ExtremumKind,
        signed: bool,
        operands: Vec<Evolution>,
        bits: u32,
        non_negative: bool,
    },
    /// Anything else (sequential `umin`, `ptrtoint`, wider than 64 bits).
    Other,
}

/// LLVM's analyses of one defined function (results computed on first use).
pub struct FunctionAnalyses {
    handle: NonNull<Handle>,
}

impl Drop for FunctionAnalyses {
    fn drop(&mut self) {
        // SAFETY: created by `syncfuse_analyses_new`, freed once.
        unsafe { syncfuse_analyses_free(self.handle.as_ptr()) }
    }
}

impl FunctionAnalyses {
    /// The analyses of `function` (`None`: a declaration).
    ///
    /// # Safety
    /// `function` must be live, and unchanged while the result lives.
    pub unsafe fn new(function: LLVMValueRef) -> Option<FunctionAnalyses> {
        // SAFETY: the shim checks the value is a defined function.
        NonNull::new(unsafe { syncfuse_analyses_new(function) }).map(|handle| FunctionAnalyses { handle })
    }

    /// The integer `value` as it is outside every loop that does not contain `scope` (its
    /// value at their exits); `None` for `scope` means outside every loop.
    /// Signs (`non_negative` in the tree) are what holds at the instruction `context`.
    pub fn value_at(
        &self,
        value: LLVMValueRef,
        scope: Option<LLVMBasicBlockRef>,
        context: LLVMValueRef,
    ) -> Option<Evolution> {
        let scope = scope.unwrap_or(std::ptr::null_mut());
        // SAFETY: the shim checks that `value` and `scope` belong to the function.
        let node = unsafe { syncfuse_scev_at(self.handle.as_ptr(), value, scope) };
        (!node.is_null()).then(|| self.tree(node, context))
    }

    /// How many times the loop with `header` takes its backedge (`exact`, else a
    /// maximum), with signs as they are on entry to the header.
    pub fn backedge_taken_count(&self, header: LLVMBasicBlockRef, exact: bool) -> Option<Evolution> {
        // SAFETY: the shim checks that `header` heads a loop of the function.
        let node = unsafe { syncfuse_backedge_taken_count(self.handle.as_ptr(), header, c_int::from(exact)) };
        // SAFETY: a block of the function; its first instruction (a phi or other) exists.
        let entry = unsafe { llvm_sys::core::LLVMGetFirstInstruction(header) };
        (!node.is_null()).then(|| self.tree(node, entry))
    }

    /// Whether the integer `value` is known `>= 0` at the instruction `context`.
    pub fn non_negative_at(&self, value: LLVMValueRef, context: LLVMValueRef) -> bool {
        // SAFETY: the shim checks both values belong to the function.
        unsafe { syncfuse_non_negative_at(self.handle.as_ptr(), value, context) != 0 }
    }

    /// Whether `a | b` is `a + b` at `context` (no bit set in both).
    pub fn no_common_bits(&self, a: LLVMValueRef, b: LLVMValueRef, context: LLVMValueRef) -> bool {
        // SAFETY: the shim checks the values belong to the function and share a type.
        unsafe { syncfuse_no_common_bits(self.handle.as_ptr(), a, b, context) != 0 }
    }

    /// Whether the integer `value` lies in `range` (read signed) at `context`: LazyValueInfo's
    /// range there or ScalarEvolution's, under the guards of the loops around `context`.
    pub fn in_signed_range(&self, value: LLVMValueRef, range: std::ops::Range<i64>, context: LLVMValueRef) -> bool {
        // SAFETY: the shim checks both values belong to the function.
        unsafe { syncfuse_in_signed_range(self.handle.as_ptr(), value, range.start, range.end, context) != 0 }
    }

    fn tree(&self, node: ScevRef, context: LLVMValueRef) -> Evolution {
        const CONSTANT: c_int = 0;
        const TRUNCATE: c_int = 1;
        const ZERO_EXTEND: c_int = 2;
        const SIGN_EXTEND: c_int = 3;
        const ADD: c_int = 4;
        const MULTIPLY: c_int = 5;
        const UNSIGNED_DIVIDE: c_int = 6;
        const RECURRENCE: c_int = 7;
        const UNSIGNED_MAX: c_int = 8;
        const SIGNED_MAX: c_int = 9;
        const UNSIGNED_MIN: c_int = 10;
        const SIGNED_MIN: c_int = 11;
        const UNKNOWN: c_int = 14;
        let handle = self.handle.as_ptr();
        // SAFETY: `node` is a live SCEV of this handle; the shim checks indices.
        unsafe {
            let operands: Vec<ScevRef> =
                (0..syncfuse_scev_operand_count(node)).map(|i| syncfuse_scev_operand(node, i)).collect();
            let trees = || operands.iter().map(|&o| self.tree(o, context)).collect::<Vec<_>>();
            let only = || Box::new(self.tree(operands[0], context));
            let non_negative = |o: &ScevRef| syncfuse_scev_non_negative_at(handle, *o, context) != 0;
            let bits = |o: &ScevRef| syncfuse_scev_bits(handle, *o);
            let extremum = |kind, signed| Evolution::Extremum {
                kind,
                signed,
                operands: trees(),
                bits: bits(&operands[0]),
                non_negative: operands.iter().all(non_negative),
            };
            match syncfuse_scev_kind(node) {
                _ if syncfuse_scev_bits(handle, node) > 64 => Evolution::Other,
                CONSTANT => {
                    let mut value = 0;
                    match syncfuse_scev_constant(node, &mut value) {
                        0 => Evolution::Other,
                        _ => Evolution::Constant(value),
                    }
                }
                TRUNCATE => Evolution::Truncate { operand: only(), bits: syncfuse_scev_bits(handle, node) },
                ZERO_EXTEND => Evolution::ZeroExtend { operand: only(), non_negative: non_negative(&operands[0]) },
                SIGN_EXTEND => Evolution::SignExtend { operand: only(), bits: bits(&operands[0]) },
                ADD => Evolution::Add(trees()),
                MULTIPLY => Evolution::Multiply(trees()),
                UNSIGNED_DIVIDE => Evolution::UnsignedQuotient {
                    numerator: only(),
                    divisor: Box::new(self.tree(operands[1], context)),
                    non_negative: non_negative(&operands[0]),
                },
                RECURRENCE => {
                    Evolution::Recurrence { header: syncfuse_scev_recurrence_header(node), operands: trees() }
                }
                UNSIGNED_MAX => extremum(ExtremumKind::Max, false),
                SIGNED_MAX => extremum(ExtremumKind::Max, true),
                UNSIGNED_MIN => extremum(ExtremumKind::Min, false),
                SIGNED_MIN => extremum(ExtremumKind::Min, true),
                UNKNOWN => Evolution::Unknown(syncfuse_scev_unknown(node)),
                _ => Evolution::Other,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use llvm_sys::core::*;
    use syncfuse_ir::OwnedModule;

    const REMAINDER_LOOP: &str = r#"
define void @f(ptr %a, i32 %n) {
entry:
  %positive = icmp sgt i32 %n, 0
  br i1 %positive, label %ph, label %done
ph:
  %small = icmp ult i32 %n, 4
  br i1 %small, label %join, label %main.ph
main.ph:
  %unrolled = and i32 %n, -4
  br label %main
main:
  %i = phi i32 [ 0, %main.ph ], [ %i.next, %main ]
  %i.next = add nuw nsw i32 %i, 4
  %stop = icmp eq i32 %i.next, %unrolled
  br i1 %stop, label %join, label %main
join:
  %start = phi i32 [ 0, %ph ], [ %i.next, %main ]
  %masked = and i32 %n, 3
  %shifted = shl i32 %n, 2
  %low = and i32 %n, 3
  ret void
done:
  ret void
}
"#;

    fn named(function: LLVMValueRef, name: &str) -> LLVMValueRef {
        let mut found = None;
        // SAFETY: walking a live function.
        unsafe {
            let mut block = LLVMGetFirstBasicBlock(function);
            while !block.is_null() {
                let mut instruction = LLVMGetFirstInstruction(block);
                while !instruction.is_null() {
                    if syncfuse_ir::value_name(instruction) == name {
                        found = Some(instruction);
                    }
                    instruction = LLVMGetNextInstruction(instruction);
                }
                block = LLVMGetNextBasicBlock(block);
            }
        }
        found.unwrap_or_else(|| panic!("no %{name}"))
    }

    fn with_function(text: &str, check: impl FnOnce(LLVMValueRef, &FunctionAnalyses)) {
        let module = OwnedModule::parse(text.as_bytes()).unwrap();
        // SAFETY: the module lives for the closure.
        let function = unsafe { LLVMGetNamedFunction(module.module, c"f".as_ptr()) };
        let analyses = unsafe { FunctionAnalyses::new(function) }.unwrap();
        check(function, &analyses);
    }

    #[test]
    fn the_main_loops_exit_value_and_trip_count_are_expressions_of_n() {
        with_function(REMAINDER_LOOP, |function, analyses| {
            let next = named(function, "i.next");
            // Inside the loop: {4, +, 4}<main>.
            let inside = analyses.value_at(next, Some(unsafe { LLVMGetInstructionParent(next) }), next).unwrap();
            let Evolution::Recurrence { operands, .. } = inside else { panic!("{inside:?}") };
            assert_eq!(operands, [Evolution::Constant(4), Evolution::Constant(4)]);
            // At the join: a multiple of 4 computed from %n, no recurrence left.
            let exit = analyses.value_at(next, None, named(function, "masked")).unwrap();
            assert!(!format!("{exit:?}").contains("Recurrence"), "{exit:?}");
            let header = unsafe { LLVMGetInstructionParent(named(function, "i")) };
            assert!(analyses.backedge_taken_count(header, true).is_some());
        });
    }

    #[test]
    fn facts_at_an_instruction_use_the_branches_that_dominate_it() {
        with_function(REMAINDER_LOOP, |function, analyses| {
            let n = unsafe { LLVMGetParam(function, 1) };
            let (small, entry_test) = (named(function, "small"), named(function, "positive"));
            assert!(analyses.non_negative_at(n, small), "%n > 0 on the way to %small");
            assert!(!analyses.non_negative_at(n, entry_test), "nothing known of %n at entry");
            let (masked, shifted) = (named(function, "masked"), named(function, "shifted"));
            assert!(analyses.no_common_bits(masked, shifted, masked));
            assert!(!analyses.no_common_bits(masked, named(function, "low"), masked));
        });
    }
}
