//! Why a function cannot be read (Polly-style typed reject reasons), shared by the Ascend
//! reader (`ascend_kernel_reader`), the affine recogniser (`affine`) and the CFG reader (`function_cfg`).
//! Invariant: each reason has a stable remark name and names what the user can find in
//! the IR (callee, block).

use llvm_sys::core::*;
use llvm_sys::prelude::*;
use syncfuse_reason::Reason;

/// Why a function cannot be read as a kernel (Polly-style typed reject reasons).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadReject {
    UnknownExternalCall {
        callee: String,
    },
    CallsDefinedFunction {
        callee: String,
    },
    IndirectCall,
    /// Inline assembly: what it does to memory and the pipes is unknown.
    InlineAssembly,
    UnsupportedTerminator {
        block: String,
    },
    MalformedSync {
        reason: String,
    },
    /// A pipe call whose prototype is not the op table's (arity, operand types, address
    /// spaces): it is not read as what it is not.
    MalformedPipeCall {
        callee: String,
        reason: String,
    },
}

impl Reason for ReadReject {
    /// The stable remark name (`-pass-remarks-output`'s `Name:`).
    fn remark_name(&self) -> &'static str {
        match self {
            ReadReject::UnknownExternalCall { .. } => "UnknownExternalCall",
            ReadReject::CallsDefinedFunction { .. } => "CallsDefinedFunction",
            ReadReject::IndirectCall => "IndirectCall",
            ReadReject::InlineAssembly => "InlineAssembly",
            ReadReject::UnsupportedTerminator { .. } => "UnsupportedTerminator",
            ReadReject::MalformedSync { .. } => "MalformedInputSync",
            ReadReject::MalformedPipeCall { .. } => "MalformedPipeCall",
        }
    }
}

impl std::fmt::Display for ReadReject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadReject::UnknownExternalCall { callee } => {
                write!(f, "call to unknown external function '{callee}' (not in the target's pipe-call table)")
            }
            ReadReject::CallsDefinedFunction { callee } => write!(f, "calls function '{callee}' that is not inlined"),
            ReadReject::IndirectCall => f.write_str("indirect call"),
            ReadReject::InlineAssembly => {
                f.write_str("inline assembly (its effects on memory and the pipes are unknown)")
            }
            ReadReject::UnsupportedTerminator { block } => write!(f, "unsupported terminator in block '{block}'"),
            ReadReject::MalformedSync { reason } => write!(f, "malformed sync call: {reason}"),
            ReadReject::MalformedPipeCall { callee, reason } => {
                write!(f, "call to '{callee}' does not match the target's pipe-call table: {reason}")
            }
        }
    }
}

/// The reason for a call to `callee` the reader does not know: a defined function not
/// inlined, or an external one.
pub(crate) fn unknown_call(call: LLVMValueRef, callee: String) -> ReadReject {
    // SAFETY: the callee of a direct call is a function.
    let defined = unsafe { LLVMIsDeclaration(LLVMGetCalledValue(call)) == 0 };
    if defined {
        ReadReject::CallsDefinedFunction { callee }
    } else {
        ReadReject::UnknownExternalCall { callee }
    }
}

/// The reason for a call without a named callee: inline assembly, or a call through a
/// pointer.
pub(crate) fn unnamed_call(call: LLVMValueRef) -> ReadReject {
    // SAFETY: callee query on a call instruction.
    match unsafe { LLVMIsAInlineAsm(LLVMGetCalledValue(call)).is_null() } {
        true => ReadReject::IndirectCall,
        false => ReadReject::InlineAssembly,
    }
}
