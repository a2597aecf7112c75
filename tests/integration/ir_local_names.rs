//! `syncfuse::ir::LocalNames` (the executor's labels) against LLVM's own printer: every
//! block label and instruction result it computes in one pass is the one
//! `LLVMPrintValueToString` shows, for unnamed and named values, quoted names (a blank, a
//! leading digit), phis and void calls; every opcode name appears in the printed text.

use llvm_sys::core::{LLVMBasicBlockAsValue, LLVMGetInstructionOpcode};
use llvm_sys::prelude::LLVMBasicBlockRef;
use syncfuse::ir::{
    basic_blocks, defined_functions, function_instructions, opcode_name, printed_value, LocalNames, OwnedModule,
};

const MODULE: &str = r#"
declare void @sink(i32)
define i32 @f(i32 %0, i32 %named, ptr %1) {
  %3 = add i32 %0, %named
  call void @sink(i32 %3)
  %"odd name" = mul i32 %3, 3
  %4 = load i32, ptr %1, align 4
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %loop, label %6
loop:
  %i = phi i32 [ 0, %2 ], [ %next, %loop ]
  %next = add nuw i32 %i, 1
  %done = icmp eq i32 %next, %4
  br i1 %done, label %6, label %loop
6:
  %7 = phi i32 [ %"odd name", %2 ], [ %next, %loop ]
  ret i32 %7
}
define void @g() {
entry:
  %x.1 = alloca i32, align 4
  store i32 1, ptr %x.1, align 4
  %"1x" = load i32, ptr %x.1, align 4
  ret void
}
"#;

/// The label LLVM prints first for a block, or `entry` when it prints none.
fn printed_label(block: LLVMBasicBlockRef) -> String {
    let text = unsafe { printed_value(LLVMBasicBlockAsValue(block)) };
    let first = text.trim_start_matches('\n').lines().next().unwrap_or_default();
    match first.split_once(':') {
        Some((label, _)) if !label.is_empty() && !label.contains(char::is_whitespace) => format!("%{label}"),
        _ => "entry".to_string(),
    }
}

#[test]
fn names_are_those_llvm_prints() {
    let module = OwnedModule::parse(MODULE.as_bytes()).unwrap();
    let mut checked = 0;
    for function in unsafe { defined_functions(module.module) } {
        let names = unsafe { LocalNames::of(function) };
        for block in unsafe { basic_blocks(function) } {
            assert_eq!(names.block_label(block), printed_label(block));
        }
        for instruction in unsafe { function_instructions(function) } {
            let text = unsafe { printed_value(instruction) };
            let expected = text.trim().split_once(" = ").map(|(result, _)| result);
            assert_eq!(names.result(instruction), expected, "{text}");
            let opcode = unsafe { LLVMGetInstructionOpcode(instruction) };
            assert!(text.contains(opcode_name(opcode)), "{text}");
            checked += 1;
        }
    }
    assert_eq!(checked, 16);
}
