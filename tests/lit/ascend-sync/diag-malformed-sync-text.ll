; Regression test for a fixed bug: two malformed-input-sync diagnostics print the sync with Rust's Debug format
; and do not say where it is:
;   "... malformed input synchronisation: Wait { pair: PipePair { setter: Mte2,
;    waiter: V }, event: 1 } waits on a flag that no earlier set raised (deadlock)"
;   "... Set { pair: PipePair { setter: Mte2, waiter: V }, event: 2 } sets a flag that
;    is already set"
; (sync::pipeline::describe formats SyncKind with {:?}). The other reasons use the
; contract's words and name the block ("flag MTE2->V event 0 is still set when block
; 'entry' returns"); these should too, e.g. "wait_flag(MTE2->V, 1) in block 'entry'
; waits on a flag that no earlier set raised (deadlock)".
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 | FileCheck %s

define void @wait_before_set(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 1)
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @set_twice(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br label %body

body:
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

; CHECK-NOT: {{Set \{|Wait \{|PipePair|setter:|waiter:}}
; CHECK-DAG: function 'wait_before_set': malformed input synchronisation: {{.*}}MTE2->V{{.*}}1{{.*}}block 'entry'{{.*}}deadlock
; CHECK-DAG: function 'set_twice': malformed input synchronisation: {{.*}}MTE2->V{{.*}}2{{.*}}block 'body'{{.*}}already set
; CHECK-NOT: {{Set \{|Wait \{|PipePair|setter:|waiter:}}

declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
