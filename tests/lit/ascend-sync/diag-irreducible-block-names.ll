; Regression test for a fixed bug: the irreducible-CFG diagnostic names the retreating edge by internal block
; indices ("the cycle through edge 2 -> 1 has no header that dominates it"), which
; the user cannot map back to the IR (indices are not printed anywhere, and unnamed
; blocks are %5, %12, ...). Every other ascend-sync diagnostic names blocks
; ('entry', 'join'); this one should too, e.g. "the cycle through edge 'right' ->
; 'left' has no header that dominates it" (bbN for unnamed blocks, as
; print<ascend-deps> does). The same text is in print<ascend-deps>' "not analysed".
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s

define void @irreducible(ptr addrspace(1) %x, half %alpha, i1 %c, i1 %d) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %c, label %left, label %right

left:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br i1 %d, label %right, label %exit

right:
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br i1 %d, label %left, label %exit

exit:
  ret void
}

; The edge of the cycle, by block names (either direction, depending on the DFS).
; CHECK: 'irreducible'{{.*}}irreducible control flow{{.*}}edge {{'left' -> 'right'|'right' -> 'left'}}
; CHECK-NOT: edge {{[0-9]+}} -> {{[0-9]+}}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
