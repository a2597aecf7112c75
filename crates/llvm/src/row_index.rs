//! The IR of a row-major element index, C's `a[r * n + c]` for signed `int`s as clang
//! emits it: `getelementptr T, base, sext(add nsw (mul nsw r, n), c)` (either operand
//! order; `shl nsw r, k` for `n = 2^k`; no `sext` for an index already 64 bits wide), with
//! `n` a function argument or a constant, and `c` none of these (neither an argument nor a
//! constant nor a product). Signed overflow being undefined, the address is
//! `base + (sext(r) * n + sext(c)) * size(T)`.
//!
//! The effects reader records the length and the column of every load and store so
//! addressed off a pointer argument (`MemoryAccess::index_rows`). Code generation marks the
//! same loads and stores in its copies of the kernels before anything is folded into them
//! (`mark_row_indices`), and the shared-tile rewrite addresses a tile by the `r` and `c` of
//! a marked access only, where the tile analysis found every such access's column to be
//! the tile's. Invariant: the reader and the marker decide through this one matcher on the
//! same instructions, so the rewrite relies on what the analysis checked. The rewrite
//! reads the fused kernel, where inlining may have folded some operands into constants:
//! folding never turns the column side into a product (an existing value or a clone of
//! the same opcode takes its place) nor the product side into an admissible column (a
//! folded `r * n` is `n`, a constant or, for `n = 1`, `r`: lengths of 1 never split a
//! tile), so the sides cannot trade places; where the shape is gone the rewrite divides.

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use syncfuse_ir::printed_value;

/// The parts of a matched address (values of its function).
#[derive(Clone, Copy, Debug)]
pub struct RowIndex {
    /// The GEP's source element type: the index counts these.
    pub element_type: LLVMTypeRef,
    pub row: LLVMValueRef,
    /// A function argument or a constant.
    pub length: LLVMValueRef,
    pub column: LLVMValueRef,
    /// Whether `row` and `column` are 32-bit values the index sign-extends.
    pub extended: bool,
}

/// The metadata kind of loads and stores `mark_row_indices` marked.
const MARK: &str = "syncfuse.row_index";

/// The row-major index of a load's or a store's address off a pointer argument.
///
/// # Safety
/// `instruction` must be a live load or store.
pub unsafe fn argument_row_index(instruction: LLVMValueRef) -> Option<RowIndex> {
    // SAFETY: caller's contract; operand queries on a load or store.
    unsafe {
        let address = LLVMGetOperand(instruction, pointer_operand(instruction));
        let rows = row_index(address)?;
        (!LLVMIsAArgument(LLVMGetOperand(address, 0)).is_null()).then_some(rows)
    }
}

/// The type a load reads or a store writes.
///
/// # Safety
/// `instruction` must be a live load or store.
pub unsafe fn accessed_type(instruction: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: caller's contract.
    unsafe {
        match pointer_operand(instruction) {
            1 => LLVMTypeOf(LLVMGetOperand(instruction, 0)),
            _ => LLVMTypeOf(instruction),
        }
    }
}

/// Marks every load and store of `function` that `argument_row_index` reads: a kernel
/// the effects reader read, as it is, just before code generation copies it (the copies
/// keep the marks whatever inlining folds into them).
///
/// # Safety
/// `function` must be a live defined function.
pub unsafe fn mark_row_indices(function: LLVMValueRef) {
    // SAFETY: caller's contract; metadata set on instructions of the function.
    unsafe {
        let (context, kind) = mark_kind(function);
        let node = LLVMMetadataAsValue(context, LLVMMDNodeInContext2(context, std::ptr::null_mut(), 0));
        for instruction in syncfuse_ir::function_instructions(function) {
            let memory = !LLVMIsALoadInst(instruction).is_null() || !LLVMIsAStoreInst(instruction).is_null();
            if memory && argument_row_index(instruction).is_some() {
                LLVMSetMetadata(instruction, kind, node);
            }
        }
    }
}

/// Takes every mark off `function`'s instructions.
///
/// # Safety
/// `function` must be a live defined function.
pub unsafe fn unmark_row_indices(function: LLVMValueRef) {
    // SAFETY: caller's contract.
    unsafe {
        let (_, kind) = mark_kind(function);
        for instruction in syncfuse_ir::function_instructions(function) {
            LLVMSetMetadata(instruction, kind, std::ptr::null_mut());
        }
    }
}

/// Whether `instruction` is marked (or a copy of a marked one).
///
/// # Safety
/// `instruction` must be a live instruction.
pub unsafe fn is_marked(instruction: LLVMValueRef) -> bool {
    // SAFETY: caller's contract.
    unsafe { !LLVMGetMetadata(instruction, mark_kind(instruction).1).is_null() }
}

unsafe fn mark_kind(value: LLVMValueRef) -> (LLVMContextRef, u32) {
    // SAFETY: a live value's context.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(value));
        (context, LLVMGetMDKindIDInContext(context, MARK.as_ptr().cast(), MARK.len() as u32))
    }
}

/// Operand 1 for a store, 0 for a load.
unsafe fn pointer_operand(instruction: LLVMValueRef) -> u32 {
    // SAFETY: kind query.
    unsafe { u32::from(!LLVMIsAStoreInst(instruction).is_null()) }
}

/// `address` as `base + (row * length + column) * size(element type)`, if it has that
/// shape (the base is the GEP's pointer operand, left to the caller to check).
///
/// # Safety
/// `address` must be a live value.
pub unsafe fn row_index(address: LLVMValueRef) -> Option<RowIndex> {
    // SAFETY: caller's contract; operand queries on instructions of the opcodes checked.
    unsafe {
        if LLVMIsAGetElementPtrInst(address).is_null() || LLVMGetNumOperands(address) != 2 {
            return None;
        }
        let index = LLVMGetOperand(address, 1);
        let extended = opcode(index) == Some(LLVMOpcode::LLVMSExt);
        let sum = if extended { LLVMGetOperand(index, 0) } else { index };
        if opcode(sum) != Some(LLVMOpcode::LLVMAdd) || !signed_wrap_free(sum) {
            return None;
        }
        let (first, second) = (LLVMGetOperand(sum, 0), LLVMGetOperand(sum, 1));
        let ((row, length), column) = match (product(first), product(second)) {
            (Some(product), None) => (product, second),
            (None, Some(product)) => (product, first),
            _ => return None,
        };
        if is_length(column) || matches!(opcode(column), Some(LLVMOpcode::LLVMMul | LLVMOpcode::LLVMShl)) {
            return None;
        }
        let element_type = LLVMGetGEPSourceElementType(address);
        Some(RowIndex { element_type, row, length, column, extended })
    }
}

/// `(row, length)` of `value` = `mul nsw row, length` (exactly one operand an argument or
/// a constant) or `shl nsw row, k`.
unsafe fn product(value: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)> {
    // SAFETY: operand queries on a binary operator.
    unsafe {
        let operation = opcode(value)?;
        if !matches!(operation, LLVMOpcode::LLVMMul | LLVMOpcode::LLVMShl) || !signed_wrap_free(value) {
            return None;
        }
        let (a, b) = (LLVMGetOperand(value, 0), LLVMGetOperand(value, 1));
        if operation == LLVMOpcode::LLVMShl {
            let shift = (!LLVMIsAConstantInt(b).is_null()).then(|| LLVMConstIntGetZExtValue(b))?;
            return (shift < 31).then(|| (a, LLVMConstInt(LLVMTypeOf(a), 1 << shift, 0)));
        }
        match (is_length(a), is_length(b)) {
            (false, true) => Some((a, b)),
            (true, false) => Some((b, a)),
            _ => None,
        }
    }
}

unsafe fn is_length(value: LLVMValueRef) -> bool {
    // SAFETY: kind queries.
    unsafe { !LLVMIsAArgument(value).is_null() || !LLVMIsAConstantInt(value).is_null() }
}

unsafe fn opcode(value: LLVMValueRef) -> Option<LLVMOpcode> {
    // SAFETY: kind query, then the opcode of an instruction.
    unsafe { (!LLVMIsAInstruction(value).is_null()).then(|| LLVMGetInstructionOpcode(value)) }
}

/// Whether the instruction carries `nsw` (LLVM 16's C API has no query for the flag: its
/// printed form says it). A detached copy is printed: printing an instruction in place
/// numbers its whole function first.
unsafe fn signed_wrap_free(instruction: LLVMValueRef) -> bool {
    // SAFETY: caller passes a live instruction; the copy is never inserted and deleted here.
    let text = unsafe {
        let copy = LLVMInstructionClone(instruction);
        let text = printed_value(copy);
        LLVMDeleteInstruction(copy);
        text
    };
    let operation = text.split_once('=').map_or(text.as_str(), |(_, right)| right);
    let flags = operation.split_whitespace().skip(1).take_while(|word| matches!(*word, "nuw" | "nsw"));
    flags.into_iter().any(|flag| flag == "nsw")
}

#[cfg(test)]
mod tests {
    use crate::pointer_choice::tests::with_kernel_reader;
    use syncfuse_poly::affine::AffineExpr;
    use syncfuse_poly::footprint::IndexRows;

    const KERNEL: &str = "
define void @k(ptr %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = add i32 %b, 1
  %column = add nsw i32 %t, 16
  %rows = mul nsw i32 %row, %n
  %i = add nsw i32 %rows, %column
  %x = sext i32 %i to i64
  %at = getelementptr inbounds float, ptr %p, i64 %x
  %by_argument = load float, ptr %at
  %shifted = shl nsw i32 %row, 8
  %j = add nsw i32 %column, %shifted
  %y = sext i32 %j to i64
  %at2 = getelementptr inbounds float, ptr %p, i64 %y
  %by_constant = load float, ptr %at2
  %wraps = add i32 %rows, %column
  %z = sext i32 %wraps to i64
  %at3 = getelementptr inbounds float, ptr %p, i64 %z
  %may_wrap = load float, ptr %at3
  %k = add nsw i32 %rows, %n
  %u = sext i32 %k to i64
  %at4 = getelementptr inbounds float, ptr %p, i64 %u
  %column_argument = load float, ptr %at4
  %products = add nsw i32 %rows, %shifted
  %v = sext i32 %products to i64
  %at5 = getelementptr inbounds float, ptr %p, i64 %v
  %two_products = load float, ptr %at5
  %bytes = getelementptr inbounds i8, ptr %p, i64 %x
  %other_unit = load float, ptr %bytes
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
";

    #[test]
    fn row_major_indices_name_their_length_and_column() {
        with_kernel_reader("row-index", KERNEL, |reader, named| {
            let mut rows = |load: &str| unsafe { reader.index_rows(named(load)) };
            let column = Some(AffineExpr::symbol("tid_x").add(&AffineExpr::constant(16)));
            let expected = |length| Some(IndexRows { length: Some(length), column: column.clone() });
            assert_eq!(rows("by_argument"), expected(AffineExpr::symbol("arg1")));
            assert_eq!(rows("by_constant"), expected(AffineExpr::constant(256)));
            // Row-major, but in bytes of a float access: its parts agree with no tile.
            assert_eq!(rows("other_unit"), Some(IndexRows { length: None, column: None }));
            for refused in ["may_wrap", "column_argument", "two_products"] {
                assert_eq!(rows(refused), None, "{refused}");
            }
        });
    }
}
