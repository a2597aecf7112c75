; Input syncs that break the flag protocol (ascend-target.md rules 3, 4, 6) or that
; cannot be read are rejected per function, never "repaired": with `strict` opt fails
; with one error per function naming it and the reason; without it the same text is a
; warning, opt succeeds and each function keeps exactly its input syncs (the pass's
; own syncs would be plain `call`s, the input's are `tail call`s).
;   * @set_without_wait: the flag is still set when the kernel returns;
;   * @variable_event: the event ID is not a constant;
;   * @wait_before_set: the first wait finds the flag clear (deadlock);
;   * @set_twice: the second set finds the flag set (double set);
;   * @set_on_one_path: the flag is set on one path into `join` and clear on the other;
;   * @bad_pipe: 9 is not a pipe number.
; (diag-malformed-sync-text.ll checks the wording of the double-set/deadlock reasons.)
;
; RUN: not %opt -passes='ascend-sync<strict>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STRICT --implicit-check-not=syncfuse:
; RUN: %opt -passes=ascend-sync -S %s -o %t.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WARN --implicit-check-not=syncfuse:
; RUN: FileCheck %s --check-prefix=IR --input-file=%t.ll

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define void @set_without_wait(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @variable_event(ptr addrspace(1) %x, half %alpha, i64 %e) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 %e)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 %e)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

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
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @set_on_one_path(ptr addrspace(1) %x, half %alpha, i1 %c) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  br i1 %c, label %then, label %join
then:
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
  br label %join
join:
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
  tail call void @vmuls_f16(ptr addrspace(6) inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) null, half %alpha, i8 zeroext 64, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  ret void
}

define void @bad_pipe(ptr addrspace(1) %x, half %alpha) {
entry:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 512, i16 zeroext 0, i16 zeroext 0)
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 9, i64 0)
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 9, i64 0)
  ret void
}

; STRICT-DAG: error: ascend-sync: function 'set_without_wait': malformed input synchronisation: flag MTE2->V event 0 is still set when block 'entry' returns (left unchanged)
; STRICT-DAG: error: ascend-sync: function 'variable_event': malformed sync call: llvm.hivm.SET.FLAG.IMM: the event ID is not a constant (left unchanged)
; STRICT-DAG: error: ascend-sync: function 'wait_before_set': malformed input synchronisation: {{.*}}waits on a flag that no earlier set raised (deadlock) (left unchanged)
; STRICT-DAG: error: ascend-sync: function 'set_twice': malformed input synchronisation: {{.*}}sets a flag that is already set (left unchanged)
; STRICT-DAG: error: ascend-sync: function 'set_on_one_path': malformed input synchronisation: flag MTE2->V event 2 is set on some paths into block 'join' and clear on others (left unchanged)
; STRICT-DAG: error: ascend-sync: function 'bad_pipe': malformed sync call: llvm.hivm.SET.FLAG.IMM: 9 is not a pipe (left unchanged)
; STRICT-NOT: {{[Pp]anic|Stack dump|PLEASE submit}}

; WARN-DAG: warning: ascend-sync: function 'set_without_wait': {{.*}}still set{{.*}}(left unchanged)
; WARN-DAG: warning: ascend-sync: function 'variable_event': {{.*}}not a constant (left unchanged)
; WARN-DAG: warning: ascend-sync: function 'wait_before_set': {{.*}}deadlock) (left unchanged)
; WARN-DAG: warning: ascend-sync: function 'set_twice': {{.*}}already set (left unchanged)
; WARN-DAG: warning: ascend-sync: function 'set_on_one_path': {{.*}}clear on others (left unchanged)
; WARN-DAG: warning: ascend-sync: function 'bad_pipe': {{.*}}not a pipe (left unchanged)

; IR-NOT:   {{^}}  call void @llvm.hivm
; IR-LABEL: define void @set_without_wait(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0)
; IR-NEXT:    tail call void @vmuls_f16(
; IR-NEXT:    ret void
; IR-LABEL: define void @variable_event(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 %e)
; IR-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 %e)
; IR-NEXT:    tail call void @vmuls_f16(
; IR-NEXT:    ret void
; IR-LABEL: define void @wait_before_set(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 1)
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 1)
; IR-NEXT:    tail call void @vmuls_f16(
; IR-NEXT:    ret void
; IR-LABEL: define void @set_twice(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; IR-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
; IR-NEXT:    tail call void @vmuls_f16(
; IR-NEXT:    ret void
; IR-LABEL: define void @set_on_one_path(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    br i1 %c, label %then, label %join
; IR-LABEL: {{^}}then:
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 2)
; IR-NEXT:    br label %join
; IR-LABEL: {{^}}join:
; IR-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 2)
; IR-NEXT:    tail call void @vmuls_f16(
; IR-NEXT:    ret void
; IR-LABEL: define void @bad_pipe(
; IR-NEXT:  entry:
; IR-NEXT:    tail call void @copy_gm_to_ubuf(
; IR-NEXT:    tail call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 9, i64 0)
; IR-NEXT:    tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 9, i64 0)
; IR-NEXT:    ret void
; IR-NOT:   {{^}}  call void @llvm.hivm

declare void @llvm.hivm.SET.FLAG.IMM(i64, i64, i64)
declare void @llvm.hivm.WAIT.FLAG.IMM(i64, i64, i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vmuls_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
