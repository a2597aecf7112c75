//! LLVM adapter, block-level forwarding (SIRIUS §5): the accesses of a fused kernel to a
//! buffer that `syncfuse_sirius::fusion::shared_tiles` keeps per block in shared memory go to the
//! block's tile instead of global memory.
//!
//! All tiles of a fused kernel live in one shared array, `<kernel>.tiles`: a block runs
//! one horizontal group, so the groups' tiles overlap, each group's tiles side by side.
//! `codegen` calls `emit_bases` where a group's block index is known (the base of each of
//! its tiles' rows and columns), then, once the fragments are inlined, `redirect` rewrites
//! every load and store through the buffer's parameters. A row-major access the analysis
//! vouched for (`SharedTile::rows_in_index`, `crate::row_index`) becomes element
//! `[row][column]` of the tile's rows, with its own row and column values; an access of a
//! tile that is one run of the buffer keeps its GEP, from the block's tile origin (the
//! tile's place in the array less its first column's byte) instead of the parameter; any
//! other byte offset `o` from the parameter becomes slot `(o / row bytes - row base) *
//! tile pitch + o % row bytes` from the origin. Invariant: a buffer's accesses
//! are redirected all or none (`other_use_of_parameter` is checked on the original kernels before
//! the fused kernel is made); the parameters themselves stay, unused, so the launch is
//! unchanged.

use super::dead_stores::{buffer_uses, BufferUse};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMTypeKind;
use std::collections::BTreeSet;
use std::ffi::CString;
use syncfuse_poly::affine::AffineExpr;
use syncfuse_sirius::fusion::shared_tiles::{FragmentExpr, SharedTile};

/// A tile of one group of a fused kernel, at `offset` bytes into the kernel's array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedTile {
    pub group: usize,
    pub offset: u64,
    pub tile: SharedTile,
}

/// The tiles' array size: the largest group's tiles.
pub fn array_bytes(tiles: &[PlacedTile]) -> u64 {
    tiles.iter().map(|t| t.offset + t.tile.bytes()).max().unwrap_or(0)
}

/// A tile's bases in one block (values of the fused kernel): the first row's index in the
/// buffer (`i64`), the origin (a generic pointer into the array, less the byte in a buffer
/// row where the tile's columns start: an access's slot is added to it), the origin less
/// the first row's tile rows (where tile row `r`, column `c` of the buffer is `[r][c]` of
/// the tile's pitch), and the buffer's row in bytes (none: the tile is one run).
#[derive(Clone, Copy)]
pub struct TileBases {
    row: LLVMValueRef,
    origin: LLVMValueRef,
    rows_origin: LLVMValueRef,
    row_bytes: Option<LLVMValueRef>,
}

/// The first use of `kernel`'s parameter `parameter` that is not an address computation
/// ending as a load's or a store's address (printed), or `None` when every use is one.
///
/// # Safety
/// `kernel` must be a live defined function with that parameter.
pub unsafe fn other_use_of_parameter(kernel: LLVMValueRef, parameter: u32) -> Option<String> {
    // SAFETY: caller's contract.
    unsafe {
        buffer_uses(LLVMGetParam(kernel, parameter)).into_iter().find_map(|u| match u {
            BufferUse::Other(what) | BufferUse::MergedStore(what) => Some(what),
            BufferUse::Load(_) | BufferUse::Store(_) => None,
        })
    }
}

/// Bytes of the shared arrays `kernels` use (their `addrspace(3)` globals).
///
/// # Safety
/// `kernels` must be live defined functions.
pub unsafe fn static_shared_bytes(module: LLVMModuleRef, kernels: &[LLVMValueRef]) -> u64 {
    // SAFETY: caller's contract; globals and instructions of the module.
    unsafe {
        let data_layout = llvm_sys::target::LLVMGetModuleDataLayout(module);
        let mut used = BTreeSet::new();
        for &kernel in kernels {
            for instruction in syncfuse_ir::function_instructions(kernel) {
                for index in 0..LLVMGetNumOperands(instruction).max(0) as u32 {
                    collect_shared_globals(LLVMGetOperand(instruction, index), &mut used);
                }
            }
        }
        used.into_iter()
            .map(|global: usize| {
                let global = global as LLVMValueRef;
                llvm_sys::target::LLVMABISizeOfType(data_layout, LLVMGlobalGetValueType(global))
            })
            .sum()
    }
}

/// The shared globals `value` names, through constant expressions.
pub(crate) unsafe fn collect_shared_globals(value: LLVMValueRef, used: &mut BTreeSet<usize>) {
    if value.is_null() || LLVMIsAConstant(value).is_null() {
        return;
    }
    if !LLVMIsAGlobalVariable(value).is_null() {
        if LLVMGetPointerAddressSpace(LLVMTypeOf(value)) == 3 {
            used.insert(value as usize);
        }
    } else if !LLVMIsAConstantExpr(value).is_null() {
        for index in 0..LLVMGetNumOperands(value).max(0) as u32 {
            collect_shared_globals(LLVMGetOperand(value, index), used);
        }
    }
}

/// Emits at `builder` the bases of `tile` in the block `block` (the group's block index),
/// `arguments` being the own parameters of the tile's anchor fragment and `array` the
/// kernel's tiles (`tile_array`); `None` if an argument the bases name is not an integer.
///
/// # Safety
/// The values must belong to the function `builder` is in.
pub unsafe fn emit_bases(
    builder: LLVMBuilderRef,
    placed: &PlacedTile,
    block: [LLVMValueRef; 3],
    arguments: &[LLVMValueRef],
    array: LLVMValueRef,
) -> Option<TileBases> {
    let tile = &placed.tile;
    // SAFETY: caller's contract.
    unsafe {
        let row = evaluate(builder, &tile.row_base, tile.first_row, block, arguments)?;
        let column = evaluate(builder, &tile.column_base, tile.first_column, block, arguments)?;
        let context = LLVMGetTypeContext(LLVMTypeOf(row));
        let i64_type = LLVMTypeOf(row);
        let element = LLVMConstInt(i64_type, tile.element as u64, 1);
        let column_byte = LLVMBuildMul(builder, column, element, c"tile.column".as_ptr());
        let offset = LLVMConstInt(i64_type, placed.offset, 0);
        let shift = LLVMBuildSub(builder, offset, column_byte, c"tile.shift".as_ptr());
        let pitch = LLVMConstInt(i64_type, tile.row_pitch() as u64, 1);
        let rows_shift =
            LLVMBuildSub(builder, shift, LLVMBuildMul(builder, row, pitch, c"".as_ptr()), c"tile.rows".as_ptr());
        let generic = LLVMConstAddrSpaceCast(array, LLVMPointerTypeInContext(context, 0));
        // Not `inbounds`: an origin itself may lie before the array.
        let from_array = |mut shift: [LLVMValueRef; 1], name: &std::ffi::CStr| {
            let i8_type = LLVMInt8TypeInContext(context);
            LLVMBuildGEP2(builder, i8_type, generic, shift.as_mut_ptr(), 1, name.as_ptr())
        };
        let origin = from_array([shift], c"tile.origin");
        let rows_origin = from_array([rows_shift], c"tile.rows_origin");
        let row_bytes = match &tile.row_elements {
            Some(row_elements) => {
                let row_elements = evaluate(builder, row_elements, 0, block, arguments)?;
                Some(LLVMBuildMul(builder, row_elements, element, c"tile.row_bytes".as_ptr()))
            }
            None => None,
        };
        Some(TileBases { row, origin, rows_origin, row_bytes })
    }
}

/// `base + first` as an `i64`: block indices zero-extended, arguments sign-extended.
unsafe fn evaluate(
    builder: LLVMBuilderRef,
    base: &FragmentExpr,
    first: i64,
    block: [LLVMValueRef; 3],
    arguments: &[LLVMValueRef],
) -> Option<LLVMValueRef> {
    let context = LLVMGetTypeContext(LLVMTypeOf(block[0]));
    let i64_type = LLVMInt64TypeInContext(context);
    let constant = |value: i64| LLVMConstInt(i64_type, value as u64, 1);
    let expr: &AffineExpr = &base.expr;
    let mut sum = constant(expr.constant + first);
    for (symbol, &coefficient) in &expr.terms {
        let value = match symbol.as_str() {
            "ctaid_x" => LLVMBuildZExt(builder, block[0], i64_type, c"".as_ptr()),
            "ctaid_y" => LLVMBuildZExt(builder, block[1], i64_type, c"".as_ptr()),
            "ctaid_z" => LLVMBuildZExt(builder, block[2], i64_type, c"".as_ptr()),
            other => {
                let argument = *arguments.get(other.strip_prefix("arg")?.parse::<usize>().ok()?)?;
                if LLVMGetTypeKind(LLVMTypeOf(argument)) != LLVMTypeKind::LLVMIntegerTypeKind {
                    return None;
                }
                LLVMBuildSExtOrBitCast(builder, argument, i64_type, c"".as_ptr())
            }
        };
        let term = LLVMBuildMul(builder, value, constant(coefficient), c"".as_ptr());
        sum = LLVMBuildAdd(builder, sum, term, c"tile.base".as_ptr());
    }
    Some(sum)
}

/// The tiles' array of `kernel` (`<kernel>.tiles`, `bytes` bytes of shared memory).
///
/// # Safety
/// `module` must be live.
pub unsafe fn tile_array(module: LLVMModuleRef, kernel: &str, bytes: u64) -> LLVMValueRef {
    // SAFETY: caller's contract.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let array_type = LLVMArrayType(LLVMInt8TypeInContext(context), bytes as u32);
        let name = CString::new(format!("{kernel}.tiles")).expect("symbol names have no NUL");
        let array = LLVMAddGlobalInAddressSpace(module, array_type, name.as_ptr(), 3);
        LLVMSetInitializer(array, LLVMGetUndef(array_type));
        LLVMSetLinkage(array, llvm_sys::LLVMLinkage::LLVMInternalLinkage);
        LLVMSetAlignment(array, 16);
        array
    }
}

/// Redirects every load and store through `parameters` of `fused` (all pointing at the
/// tile's buffer) to the tile's slot from `bases.origin`; returns how many.
///
/// # Safety
/// `fused` must be live and defined, `bases` emitted in it where they dominate the
/// accesses (the group's body).
pub unsafe fn redirect(fused: LLVMValueRef, tile: &SharedTile, bases: TileBases, parameters: &[u32]) -> usize {
    // SAFETY: caller's contract; the builder is disposed on return.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(bases.row));
        let builder = syncfuse_ir::OwnedBuilder::new(context);
        let b = builder.raw;
        let mut redirected = 0;
        for &index in parameters {
            let parameter = LLVMGetParam(fused, index);
            for access in buffer_uses(parameter) {
                let (instruction, operand) = match access {
                    BufferUse::Load(load) => (load, 0),
                    BufferUse::Store(store) => (store, 1),
                    BufferUse::Other(_) | BufferUse::MergedStore(_) => continue,
                };
                LLVMPositionBuilderBefore(b, instruction);
                let address = LLVMGetOperand(instruction, operand);
                let pointer = addressed_as_in_buffer(b, tile, bases, parameter, instruction, address)
                    .unwrap_or_else(|| divided_address(b, tile, bases, parameter, address));
                LLVMSetOperand(instruction, operand, pointer);
                // The buffer's scoped no-alias facts named global memory.
                for kind in ["alias.scope", "noalias"] {
                    let id = LLVMGetMDKindIDInContext(context, kind.as_ptr().cast(), kind.len() as u32);
                    LLVMSetMetadata(instruction, id, std::ptr::null_mut());
                }
                redirected += 1;
            }
        }
        redirected
    }
}

/// The tile address of `address` from its byte offset `o` from `parameter`: the slot
/// `(o / row bytes - row base) * pitch + o % row bytes` from the origin, or `o` for a tile
/// that is one run.
///
/// # Safety
/// `builder` must be positioned in the function of the other values.
unsafe fn divided_address(
    builder: LLVMBuilderRef,
    tile: &SharedTile,
    bases: TileBases,
    parameter: LLVMValueRef,
    address: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: caller's contract.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(bases.row));
        let i64_type = LLVMInt64TypeInContext(context);
        let address = LLVMBuildPtrToInt(builder, address, i64_type, c"".as_ptr());
        let start = LLVMBuildPtrToInt(builder, parameter, i64_type, c"".as_ptr());
        let offset = LLVMBuildSub(builder, address, start, c"".as_ptr());
        let slot = match bases.row_bytes {
            Some(row_bytes) => {
                let row = LLVMBuildUDiv(builder, offset, row_bytes, c"".as_ptr());
                let column = LLVMBuildURem(builder, offset, row_bytes, c"".as_ptr());
                let tile_row = LLVMBuildSub(builder, row, bases.row, c"".as_ptr());
                let pitch = LLVMConstInt(i64_type, tile.row_pitch() as u64, 0);
                let row_slot = LLVMBuildMul(builder, tile_row, pitch, c"".as_ptr());
                LLVMBuildAdd(builder, row_slot, column, c"tile.slot".as_ptr())
            }
            None => offset,
        };
        let mut indices = [slot];
        let i8_type = LLVMInt8TypeInContext(context);
        LLVMBuildGEP2(builder, i8_type, bases.origin, indices.as_mut_ptr(), 1, c"tile".as_ptr())
    }
}

/// The tile address of `instruction`'s `address`, computed as the kernel computes its
/// buffer address where that needs no division: for a tile that is one run, the same GEP
/// off the origin instead of the parameter (the same byte offset); for a tile whose
/// row-major accesses index it at its row length (`SharedTile::rows_in_index`), element
/// `[row][column]` of the tile's rows from `rows_origin`, with the very row and column
/// values of a marked (`row_index::is_marked`) access's address off the parameter.
/// `None`: the caller divides.
///
/// # Safety
/// `builder` must be positioned in the function of the other values.
unsafe fn addressed_as_in_buffer(
    builder: LLVMBuilderRef,
    tile: &SharedTile,
    bases: TileBases,
    parameter: LLVMValueRef,
    instruction: LLVMValueRef,
    address: LLVMValueRef,
) -> Option<LLVMValueRef> {
    // SAFETY: caller's contract; operand queries on a GEP.
    unsafe {
        if LLVMIsAGetElementPtrInst(address).is_null() || LLVMGetOperand(address, 0) != parameter {
            return None;
        }
        let source = LLVMGetGEPSourceElementType(address);
        if bases.row_bytes.is_none() {
            let mut indices: Vec<_> =
                (1..LLVMGetNumOperands(address) as u32).map(|i| LLVMGetOperand(address, i)).collect();
            let count = indices.len() as u32;
            return Some(LLVMBuildGEP2(builder, source, bases.origin, indices.as_mut_ptr(), count, c"tile".as_ptr()));
        }
        let marked = tile.rows_in_index && crate::row_index::is_marked(instruction);
        let rows = crate::row_index::row_index(address).filter(|_| marked)?;
        let length_agrees = match tile.row_elements.as_ref().and_then(|n| n.expr.as_constant()) {
            _ if !LLVMIsAArgument(rows.length).is_null() => true,
            Some(n) => LLVMConstIntGetSExtValue(rows.length) == n,
            None => false,
        };
        let module = LLVMGetGlobalParent(LLVMGetParamParent(parameter));
        let element_bytes =
            llvm_sys::target::LLVMABISizeOfType(llvm_sys::target::LLVMGetModuleDataLayout(module), source) as i64;
        let pitch_elements = tile.row_pitch() / tile.element;
        if !length_agrees || element_bytes != tile.element || tile.row_pitch() % tile.element != 0 {
            return None;
        }
        let context = LLVMGetTypeContext(source);
        let i64_type = LLVMInt64TypeInContext(context);
        let widened = |value| match rows.extended {
            true => LLVMBuildSExt(builder, value, i64_type, c"".as_ptr()),
            false => value,
        };
        let mut indices = [widened(rows.row), widened(rows.column)];
        let tile_row = LLVMArrayType(source, pitch_elements as u32);
        Some(LLVMBuildGEP2(builder, tile_row, bases.rows_origin, indices.as_mut_ptr(), 2, c"tile".as_ptr()))
    }
}
