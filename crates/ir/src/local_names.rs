//! The names LLVM prints for a function's blocks and instruction results (`%11`, `%entry`,
//! `%"a b"`), computed in one pass over the function instead of printing each value.
//!
//! Printing a value (`LLVMPrintValueToString`) numbers the whole function anew for every
//! call, so labelling each instruction that way is quadratic in the function's size (the
//! executor's decoder spent most of a small run there). LLVM's numbering (`SlotTracker`)
//! is simple: unnamed arguments, then block by block an unnamed block and each unnamed
//! instruction with a result, in order, take the next number.
//!
//! Invariant: `LocalNames::of(f)` gives every block and every instruction with a result
//! the name `printed_value` shows for it (`tests/integration/ir_local_names.rs` compares
//! them with LLVM's printer). Sits beside
//! the other generic helpers of this crate; used by the executor's decoder for its labels.

use crate::{basic_blocks, value_name};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::HashMap;

/// The printed names of one function's blocks and instruction results.
pub struct LocalNames {
    names: HashMap<LLVMValueRef, String>,
    block_labels: HashMap<LLVMBasicBlockRef, String>,
}

impl LocalNames {
    /// Numbers `function`'s unnamed values as LLVM's printer does.
    ///
    /// # Safety
    /// `function` must be a live function with a body.
    pub unsafe fn of(function: LLVMValueRef) -> LocalNames {
        let mut names = HashMap::new();
        let mut next = 0u32;
        let mut name = |value: LLVMValueRef| {
            // SAFETY: name query on a live value of the function.
            let own = unsafe { value_name(value) };
            let printed = match own.is_empty() {
                true => {
                    next += 1;
                    format!("%{}", next - 1)
                }
                false => format!("%{}", printed_identifier(&own)),
            };
            names.insert(value, printed);
        };
        // SAFETY: parameter, block and instruction queries on a live function.
        unsafe {
            for index in 0..LLVMCountParams(function) {
                name(LLVMGetParam(function, index));
            }
            let blocks = basic_blocks(function);
            for &block in &blocks {
                name(LLVMBasicBlockAsValue(block));
                for instruction in crate::instructions(block) {
                    if LLVMGetTypeKind(LLVMTypeOf(instruction)) != LLVMTypeKind::LLVMVoidTypeKind {
                        name(instruction);
                    }
                }
            }
            let label = |(index, &block): (usize, &LLVMBasicBlockRef)| {
                let value = LLVMBasicBlockAsValue(block);
                let unnamed_entry = index == 0 && value_name(value).is_empty();
                (block, if unnamed_entry { "entry".to_string() } else { names[&value].clone() })
            };
            let block_labels = blocks.iter().enumerate().map(label).collect();
            LocalNames { names, block_labels }
        }
    }

    /// A block's label as printed (`%11`, `%loop`), or `entry` for an unnamed entry block,
    /// which LLVM prints without one.
    pub fn block_label(&self, block: LLVMBasicBlockRef) -> String {
        self.block_labels.get(&block).cloned().unwrap_or_default()
    }

    /// An instruction's result as printed (`%16`), `None` for one without a result.
    pub fn result(&self, instruction: LLVMValueRef) -> Option<&str> {
        self.names.get(&instruction).map(String::as_str)
    }
}

/// `name` as LLVM prints it after `%`: bare when made of `[-a-zA-Z$._0-9]` and not
/// starting with a digit, else quoted with `\XX` escapes for `"`, `\` and unprintables.
fn printed_identifier(name: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-$._".contains(c);
    let starts_with_digit = name.starts_with(|c: char| c.is_ascii_digit());
    if name.chars().all(plain) && !starts_with_digit {
        return name.to_string();
    }
    let mut quoted = String::from("\"");
    for byte in name.bytes() {
        match byte {
            b'"' | b'\\' => quoted += &format!("\\{byte:02X}"),
            0x20..=0x7e => quoted.push(byte as char),
            _ => quoted += &format!("\\{byte:02X}"),
        }
    }
    quoted + "\""
}

/// The instruction's opcode as LLVM's assembly writes it (`getelementptr`, `cmpxchg`).
pub fn opcode_name(opcode: LLVMOpcode) -> &'static str {
    use LLVMOpcode::*;
    match opcode {
        LLVMRet => "ret",
        LLVMBr => "br",
        LLVMSwitch => "switch",
        LLVMIndirectBr => "indirectbr",
        LLVMInvoke => "invoke",
        LLVMUnreachable => "unreachable",
        LLVMCallBr => "callbr",
        LLVMFNeg => "fneg",
        LLVMAdd => "add",
        LLVMFAdd => "fadd",
        LLVMSub => "sub",
        LLVMFSub => "fsub",
        LLVMMul => "mul",
        LLVMFMul => "fmul",
        LLVMUDiv => "udiv",
        LLVMSDiv => "sdiv",
        LLVMFDiv => "fdiv",
        LLVMURem => "urem",
        LLVMSRem => "srem",
        LLVMFRem => "frem",
        LLVMShl => "shl",
        LLVMLShr => "lshr",
        LLVMAShr => "ashr",
        LLVMAnd => "and",
        LLVMOr => "or",
        LLVMXor => "xor",
        LLVMAlloca => "alloca",
        LLVMLoad => "load",
        LLVMStore => "store",
        LLVMGetElementPtr => "getelementptr",
        LLVMTrunc => "trunc",
        LLVMZExt => "zext",
        LLVMSExt => "sext",
        LLVMFPToUI => "fptoui",
        LLVMFPToSI => "fptosi",
        LLVMUIToFP => "uitofp",
        LLVMSIToFP => "sitofp",
        LLVMFPTrunc => "fptrunc",
        LLVMFPExt => "fpext",
        LLVMPtrToInt => "ptrtoint",
        LLVMIntToPtr => "inttoptr",
        LLVMBitCast => "bitcast",
        LLVMAddrSpaceCast => "addrspacecast",
        LLVMICmp => "icmp",
        LLVMFCmp => "fcmp",
        LLVMPHI => "phi",
        LLVMCall => "call",
        LLVMSelect => "select",
        LLVMUserOp1 | LLVMUserOp2 => "<user operation>",
        LLVMVAArg => "va_arg",
        LLVMExtractElement => "extractelement",
        LLVMInsertElement => "insertelement",
        LLVMShuffleVector => "shufflevector",
        LLVMExtractValue => "extractvalue",
        LLVMInsertValue => "insertvalue",
        LLVMFreeze => "freeze",
        LLVMFence => "fence",
        LLVMAtomicCmpXchg => "cmpxchg",
        LLVMAtomicRMW => "atomicrmw",
        LLVMResume => "resume",
        LLVMLandingPad => "landingpad",
        LLVMCleanupRet => "cleanupret",
        LLVMCatchRet => "catchret",
        LLVMCatchPad => "catchpad",
        LLVMCleanupPad => "cleanuppad",
        LLVMCatchSwitch => "catchswitch",
    }
}
