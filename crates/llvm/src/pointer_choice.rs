//! Host pointers that choose between allocations: a phi or select of device pointers
//! (`cur = it % 2 ? b : a`, `x = l == 0 ? X + t*input : h + ...`) read as a list of
//! `PointerAlternative`s, each an allocation, an affine byte offset and the host
//! conditions under which it is the one taken.
//!
//! Where the conditions come from:
//! * `select c, a, b`: `a` under `c`, `b` under `not c` (`ValueReader::branch_facts`);
//! * a phi that is not a loop header's: an incoming value under the branch that decides
//!   its edge (`ValueReader::deciding_branch`: the immediate dominator's affine `icmp`, in
//!   the same loop iteration); no condition where that is not certain;
//! * header phis that pass their values round in a cycle (`cur, next = next, cur`: phi
//!   `P_k`'s value from the latch is phi `P_{k+1}`'s of the previous iteration): in
//!   iteration `it` of the loop, `P_0` holds the start value of `P_{it mod m}`, so that start
//!   value is taken under `it mod m = k` (the loop's recognised counter counts iterations
//!   from 0). Other header phis are not traced (the caller falls back to whole buffers).
//! * a GEP shifts its base's alternatives by its affine byte offset (`None` if not affine).
//!
//! Invariant (sound): at every execution of the use, the pointer equals one of the
//! alternatives whose conditions hold, with the conditions' counters and arguments valued
//! at that execution. So conditions keep only counters of loops around the use (`scope`)
//! and host arguments; anything else is dropped (an alternative may then be taken more
//! often, never less). A cycle through phis that is not a recognised rotation gives
//! `None` (offsets along a cycle may grow).

use crate::affine::ValueReader;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use syncfuse_poly::affine::is_argument_symbol;
use syncfuse_poly::affine::{AffineCondition, AffineExpr};
use syncfuse_poly::footprint::MemoryBase;
use syncfuse_sirius::model::program::{BufferName, PointerAlternative};

/// The alternatives of `value`, conditions restricted to `scope` (the counters of the host
/// loops around the use); `None` when some path is not traced to an allocation.
pub fn alternatives(
    values: &mut ValueReader,
    value: LLVMValueRef,
    scope: &[String],
) -> Option<Vec<PointerAlternative>> {
    let traced = Tracer { values, stack: Vec::new() }.trace(value)?;
    let mut result: Vec<PointerAlternative> = Vec::new();
    for mut alternative in traced {
        alternative.conditions.retain(|c| in_scope(c, scope));
        if !result.contains(&alternative) {
            result.push(alternative);
        }
    }
    Some(result)
}

/// The allocation `value` points into as the affine recogniser reads it (`bufN` objects).
pub fn allocation(values: &mut ValueReader, value: LLVMValueRef) -> Option<PointerAlternative> {
    let pointer = values.pointer(value)?;
    match pointer.base {
        MemoryBase::Object { name } if name.starts_with("buf") => {
            Some(PointerAlternative::unconditional(BufferName::new(name), pointer.offset))
        }
        _ => None,
    }
}

fn in_scope(condition: &AffineCondition, scope: &[String]) -> bool {
    condition.expression().symbols().all(|s| scope.iter().any(|c| c == s) || is_argument_symbol(s))
}

struct Tracer<'a> {
    values: &'a mut ValueReader,
    /// The values being traced (a phi met again is a cycle).
    stack: Vec<LLVMValueRef>,
}

impl Tracer<'_> {
    fn trace(&mut self, value: LLVMValueRef) -> Option<Vec<PointerAlternative>> {
        let exact = allocation(self.values, value);
        if let Some(alternative) = exact.clone().filter(|a| a.offset.is_some()) {
            return Some(vec![alternative]);
        }
        if self.stack.contains(&value) {
            return None;
        }
        self.stack.push(value);
        let traced = self.trace_instruction(value);
        self.stack.pop();
        traced.or_else(|| exact.map(|a| vec![a]))
    }

    fn trace_instruction(&mut self, value: LLVMValueRef) -> Option<Vec<PointerAlternative>> {
        // SAFETY: kind queries on a value, operand queries after them.
        unsafe {
            if !LLVMIsAPHINode(value).is_null() {
                return match self.values.header_phi_incoming(value) {
                    Some(_) => self.rotation(value),
                    None => self.join(value),
                };
            }
            if !LLVMIsASelectInst(value).is_null() {
                let condition = LLVMGetOperand(value, 0);
                let taken = self.conditional(LLVMGetOperand(value, 1), Some((condition, true)))?;
                let other = self.conditional(LLVMGetOperand(value, 2), Some((condition, false)))?;
                return Some(taken.into_iter().chain(other).collect());
            }
            if !LLVMIsAGetElementPtrInst(value).is_null() {
                let shift = self.values.gep_offset(value);
                let base = self.trace(LLVMGetOperand(value, 0))?;
                return Some(base.into_iter().map(|a| shifted(a, shift.as_ref())).collect());
            }
        }
        None
    }

    /// `value`'s alternatives, each also under what `branch` (`(condition, outcome)`) tells
    /// (`ValueReader::branch_facts`).
    fn conditional(
        &mut self,
        value: LLVMValueRef,
        branch: Option<(LLVMValueRef, bool)>,
    ) -> Option<Vec<PointerAlternative>> {
        let facts = branch.map(|(condition, outcome)| self.values.branch_facts(condition, outcome)).unwrap_or_default();
        let mut traced = self.trace(value)?;
        for alternative in &mut traced {
            alternative.conditions.extend(facts.iter().cloned());
        }
        Some(traced)
    }

    /// A phi of a block that is not a loop header: each incoming value under the branch
    /// deciding its edge.
    fn join(&mut self, phi: LLVMValueRef) -> Option<Vec<PointerAlternative>> {
        let block = unsafe { self.values.block_of(phi) };
        let mut result = Vec::new();
        for (value, from) in self.values.phi_incoming(phi) {
            let branch = self.values.deciding_branch(block, from);
            result.extend(self.conditional(value, branch)?);
        }
        Some(result)
    }

    /// A header phi in a cycle of header phis of the same loop (see the module doc).
    fn rotation(&mut self, phi: LLVMValueRef) -> Option<Vec<PointerAlternative>> {
        let cycle = self.rotation_cycle(phi)?;
        let counter = match cycle.len() {
            1 => None,
            _ => Some(AffineExpr::symbol(self.values.counter_of_header(unsafe { self.values.block_of(phi) })?)),
        };
        let modulus = cycle.len() as i64;
        let mut result = Vec::new();
        for (residue, member) in cycle.into_iter().enumerate() {
            let (start, _) = unsafe { self.values.header_phi_incoming(member) }?;
            let mut traced = self.trace(start)?;
            if let Some(expr) = &counter {
                let condition = AffineCondition::Residue { expr: expr.clone(), modulus, residue: residue as i64 };
                traced.iter_mut().for_each(|a| a.conditions.push(condition.clone()));
            }
            result.extend(traced);
        }
        Some(result)
    }

    /// `[P_0 = phi, P_1, ..., P_{m-1}]`: each `P_k`'s every value from inside the loop is
    /// `P_{k+1}`, a phi of the same header, and `P_{m-1}`'s is `P_0`.
    fn rotation_cycle(&self, phi: LLVMValueRef) -> Option<Vec<LLVMValueRef>> {
        let header = unsafe { self.values.block_of(phi) };
        let mut cycle = vec![phi];
        loop {
            let (_, inside) = unsafe { self.values.header_phi_incoming(*cycle.last()?) }?;
            let next = *inside.first()?;
            if inside.iter().any(|&v| v != next) {
                return None;
            }
            if next == phi {
                return Some(cycle);
            }
            // SAFETY: kind query before the block query (only instructions have blocks).
            let is_phi = unsafe { !LLVMIsAPHINode(next).is_null() };
            if !is_phi || unsafe { self.values.block_of(next) } != header || cycle.contains(&next) {
                return None;
            }
            cycle.push(next);
        }
    }
}

fn shifted(alternative: PointerAlternative, shift: Option<&AffineExpr>) -> PointerAlternative {
    let offset = alternative.offset.as_ref().zip(shift).map(|(o, s)| o.add(s));
    PointerAlternative { offset, ..alternative }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::affine::SymbolEnvironment;
    use syncfuse_ir::OwnedModule;
    use syncfuse_ir::{defined_functions, function_instructions, value_name};

    /// Parses `ir`, reads its first function with the allocas named `slotN` as the
    /// allocations `bufN`, and hands `check` the reader and a lookup of values by name.
    pub(crate) fn with_reader(
        name: &str,
        ir: &str,
        check: impl FnOnce(&mut ValueReader, &dyn Fn(&str) -> LLVMValueRef),
    ) {
        with_environment(name, ir, false, check)
    }

    /// `with_reader` as for a CUDA kernel (quotients and products read, loops counted by
    /// iterating their tests).
    pub(crate) fn with_kernel_reader(
        name: &str,
        ir: &str,
        check: impl FnOnce(&mut ValueReader, &dyn Fn(&str) -> LLVMValueRef),
    ) {
        with_environment(name, ir, true, check)
    }

    fn with_environment(
        name: &str,
        ir: &str,
        quasi_affine: bool,
        check: impl FnOnce(&mut ValueReader, &dyn Fn(&str) -> LLVMValueRef),
    ) {
        let path = std::env::temp_dir().join(format!("syncfuse-pointer-choice-{}-{name}.ll", std::process::id()));
        std::fs::write(&path, ir).expect("temp file");
        let module = OwnedModule::read(&path).expect("test IR parses");
        let _ = std::fs::remove_file(&path);
        let function = unsafe { defined_functions(module.module) }[0];
        let all: Vec<LLVMValueRef> = unsafe { function_instructions(function) };
        let mut environment = SymbolEnvironment {
            quasi_affine,
            row_products: quasi_affine,
            iterated_trip_counts: quasi_affine,
            ..Default::default()
        };
        for &value in &all {
            if let Some(index) = unsafe { value_name(value) }.strip_prefix("slot") {
                environment.object_slots.insert(value, format!("buf{index}"));
            }
        }
        let mut values = unsafe { ValueReader::new(module.module, function, environment) };
        let lookup = |wanted: &str| *all.iter().find(|&&v| unsafe { value_name(v) } == wanted).expect("named value");
        check(&mut values, &lookup);
    }

    const SWAP: &str = "
define void @f() {
entry:
  %slot0 = alloca ptr
  %slot1 = alloca ptr
  %a = load ptr, ptr %slot0
  %b = load ptr, ptr %slot1
  br label %loop
loop:
  %cur = phi ptr [ %a, %entry ], [ %next, %loop ]
  %next = phi ptr [ %b, %entry ], [ %cur, %loop ]
  %x = phi i32 [ 0, %entry ], [ %y, %loop ]
  %y = phi i32 [ 1, %entry ], [ %x, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %elt = getelementptr inbounds float, ptr %next, i64 3
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
";

    #[test]
    fn swapped_header_phis_are_not_loop_invariant() {
        with_reader("invariant", SWAP, |values, value| {
            // Regression: both phis of a swap used to be read as their start values.
            assert!(values.pointer(value("next")).is_none_or(|p| p.base == MemoryBase::Unknown));
            assert_eq!(values.integer(value("y")), None);
            assert_eq!(values.integer(value("x")), None);
        });
    }

    #[test]
    fn a_swap_is_a_choice_by_parity() {
        with_reader("parity", SWAP, |values, value| {
            let scope = vec!["it_b1".to_string()];
            let parity = |residue| AffineCondition::Residue { expr: AffineExpr::symbol("it_b1"), modulus: 2, residue };
            let at = |buffer: &str, offset: i64, residue| PointerAlternative {
                buffer: buffer.into(),
                offset: Some(AffineExpr::constant(offset)),
                conditions: vec![parity(residue)],
            };
            let next = alternatives(values, value("next"), &scope).expect("traced");
            assert_eq!(next, vec![at("buf1", 0, 0), at("buf0", 0, 1)]);
            let element = alternatives(values, value("elt"), &scope).expect("traced");
            assert_eq!(element, vec![at("buf1", 12, 0), at("buf0", 12, 1)]);
            // Outside the loop the parity is not known: both, unconditionally.
            let outside = alternatives(values, value("next"), &[]).expect("traced");
            assert!(outside.iter().all(|a| a.conditions.is_empty()) && outside.len() == 2);
        });
    }

    #[test]
    fn a_conditional_swap_is_not_traced() {
        let ir = "
define void @f(i1 %c) {
entry:
  %slot0 = alloca ptr
  %slot1 = alloca ptr
  %a = load ptr, ptr %slot0
  %b = load ptr, ptr %slot1
  br label %loop
loop:
  %cur = phi ptr [ %a, %entry ], [ %cur2, %loop ]
  %next = phi ptr [ %b, %entry ], [ %next2, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %cur2 = select i1 %c, ptr %next, ptr %cur
  %next2 = select i1 %c, ptr %cur, ptr %next
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 10
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
";
        with_reader("conditional", ir, |values, value| {
            assert_eq!(alternatives(values, value("cur"), &["it_b1".to_string()]), None);
        });
    }

    #[test]
    fn branch_conditions_follow_the_deciding_branch() {
        let ir = "
define void @f(i32 %n) {
entry:
  %slot0 = alloca ptr
  %slot1 = alloca ptr
  %a = load ptr, ptr %slot0
  %b = load ptr, ptr %slot1
  %small = icmp slt i32 %n, 8
  br i1 %small, label %then, label %join
then:
  %shifted = getelementptr inbounds i8, ptr %b, i64 64
  br label %join
join:
  %p = phi ptr [ %shifted, %then ], [ %a, %entry ]
  ret void
}
";
        with_reader("branch", ir, |values, value| {
            let p = alternatives(values, value("p"), &[]).expect("traced");
            let n = AffineExpr::symbol("arg0");
            assert_eq!(p[0].buffer.as_str(), "buf1");
            assert_eq!(p[0].offset, Some(AffineExpr::constant(64)));
            assert_eq!(p[0].conditions, vec![AffineCondition::NonNegative(AffineExpr::constant(7).sub(&n))]);
            assert_eq!(p[1].buffer.as_str(), "buf0");
            assert_eq!(p[1].conditions, vec![AffineCondition::NonNegative(n.sub(&AffineExpr::constant(8)))]);
        });
    }

    #[test]
    fn host_arguments_are_arg_and_digits() {
        assert!(is_argument_symbol("arg0"));
        assert!(is_argument_symbol("arg12"));
        assert!(!is_argument_symbol("arg"));
        assert!(!is_argument_symbol("argx"));
        assert!(!is_argument_symbol("it_b3"));
    }

    #[test]
    fn conditions_outside_the_scope_are_dropped() {
        let parity = AffineCondition::Residue { expr: AffineExpr::symbol("it_b12"), modulus: 2, residue: 1 };
        assert!(in_scope(&parity, &["it_b12".to_string()]));
        assert!(!in_scope(&parity, &[]), "a counter of a loop not around the use is not known there");
        let argument = AffineCondition::NonNegative(AffineExpr::symbol("arg1").sub(&AffineExpr::constant(3)));
        assert!(in_scope(&argument, &[]));
    }

    #[test]
    fn shifting_keeps_unknown_offsets_unknown() {
        let whole = PointerAlternative::unconditional("buf0".into(), None);
        assert_eq!(shifted(whole.clone(), Some(&AffineExpr::constant(8))).offset, None);
        let exact = PointerAlternative::unconditional("buf0".into(), Some(AffineExpr::constant(4)));
        assert_eq!(shifted(exact.clone(), Some(&AffineExpr::constant(8))).offset, Some(AffineExpr::constant(12)));
        assert_eq!(shifted(exact, None).offset, None);
    }
}
