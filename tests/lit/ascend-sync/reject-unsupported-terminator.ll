; A terminator other than br/switch/ret/unreachable (here an indirectbr, a computed
; goto) has no CFG the pass can normalise: the kernel is rejected, naming the
; function and the block; with `strict` opt fails, without it the function is left
; unchanged. (diag-unsupported-terminator-unnamed-block.ll: the same with an unnamed
; block.)
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STRICT --implicit-check-not=syncfuse:
; RUN: %opt -passes=ascend-sync -S %s 2>&1 | FileCheck %s --check-prefix=WARN

define void @computed_goto(ptr addrspace(1) %x, half %a, i1 %c) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %c, label %dispatch, label %scale
dispatch:
  %t = select i1 %c, ptr blockaddress(@computed_goto, %scale), ptr blockaddress(@computed_goto, %done)
  indirectbr ptr %t, [label %scale, label %done]
scale:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %a, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %done
done:
  ret void
}

; STRICT: error: ascend-sync: function 'computed_goto': unsupported terminator in block 'dispatch' (left unchanged)

; WARN:     warning: ascend-sync: function 'computed_goto': unsupported terminator in block 'dispatch' (left unchanged)
; WARN-NOT: @llvm.hivm
; WARN:     define void @computed_goto(
; WARN-NOT: @llvm.hivm
; WARN:     indirectbr ptr %t, [label %scale, label %done]
; WARN-NOT: @llvm.hivm

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
