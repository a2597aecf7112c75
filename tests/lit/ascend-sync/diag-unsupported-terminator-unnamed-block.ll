; Regression test for a fixed bug: for an unnamed block the unsupported-terminator diagnostic always says
; 'bb0': syncfuse_llvm::function_cfg::successors calls block_name(block, 0), so the index used for an
; unnamed block is 0 whatever the block. Here the indirectbr is in the second block
; (LLVM's %1, the reader's bb1), yet the message reads "unsupported terminator in
; block 'bb0'", which points at the entry block.
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 | FileCheck %s

define void @computed_goto(ptr addrspace(1) %x, half %a, i1 %c) {
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %c, label %1, label %3
1:
  %2 = select i1 %c, ptr blockaddress(@computed_goto, %3), ptr blockaddress(@computed_goto, %4)
  indirectbr ptr %2, [label %3, label %4]
3:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %4
4:
  ret void
}

; CHECK:     function 'computed_goto': unsupported terminator in block '{{bb1|%1|1}}'
; CHECK-NOT: 'bb0'

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
