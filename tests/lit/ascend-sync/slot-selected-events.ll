; Slot-selected event IDs for a rolled multi-buffered loop (issue 12, item 3).
; @parity puts tile i in the UB half (i & 1) * 4096: its carried dependences are all two
; iterations apart (`distance>=2`), so ascend-sync unrolls the body twice in its model
; (copy r runs the iterations i % 2 == r) and writes the copies back as the one IR loop,
; with a slot counter phi and a switch on it wherever the two copies' syncs differ: the
; copy-in of tile i+1 waits on V->MTE2 event (i+1) % 2, set by the compute of tile i-1,
; not by tile i's (which a single event per dependence would do). The flags of both
; slots are set before the loop and drained after it.
; @single reuses one buffer every tile (distance 1): nothing to select, no counter.
; @barriered has an input sync in the loop: kept rolled, and a missed remark says why.
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS
; RUN: %opt -passes='ascend-sync<report=%t.json>' -pass-remarks=ascend-sync -pass-remarks-missed=ascend-sync %s -S -o %t.ll 2> %t.remarks
; RUN: FileCheck %s --input-file=%t.ll
; RUN: FileCheck %s --check-prefix=REMARK --input-file=%t.remarks
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; Executed on the pipe machine, leaving the loop from either slot (n = 3, 2), under random timings:
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=parity;arg=gm:4096:1:f16;arg=gm:4096;arg=3;seed=1;runs=8;strict>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; RUN: %opt -passes='ascend-sync,ascend-sim<kernel=parity;arg=gm:4096:1:f16;arg=gm:4096;arg=2;seed=1;runs=8;strict>' %s -disable-output 2>&1 | FileCheck %s --check-prefix=SIM
; SIM: nominal timing: {{[0-9]+}} cycles {{.*}} output matches the sequential reference
; SIM: randomised timings: 0 of 8 runs failed
; DEPS: kernel 'parity': 4 dependences
; DEPS: WAR V->MTE2 [carried @tile distance>=2] src: vabs_f16#1 in %tile dst: copy_gm_to_ubuf#0 in %tile
; DEPS: kernel 'single': 4 dependences
; DEPS: WAR V->MTE2 [carried @tile] src: vabs_f16#1 in %tile dst: copy_gm_to_ubuf#0 in %tile
;
; CHECK-LABEL: define void @parity(
; CHECK: entry.tile.split:
; CHECK-DAG: call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 0)
; CHECK-DAG: call void @llvm.hivm.SET.FLAG.IMM(i64 1, i64 4, i64 1)
; CHECK: tile:
; CHECK-NEXT: %syncfuse.slot = phi i32 [ 0, %entry.tile.split ], [ %syncfuse.slot.next, %tile.slot1.tile.split ]
; CHECK: %syncfuse.slot.next = select i1 %syncfuse.slot.wraps, i32 0, i32 %syncfuse.slot.inc
; CHECK: switch i32 %syncfuse.slot, label %[[ODD:syncfuse.slot1]] [
; CHECK-NEXT: i32 0, label %[[EVEN:syncfuse.slot0]]
; CHECK: [[EVEN]]:
; CHECK-NEXT: call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 0)
; CHECK: [[ODD]]:
; CHECK-NEXT: call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 1)
; CHECK: call void @copy_gm_to_ubuf(
; CHECK: call void @vabs_f16(
; CHECK: call void @copy_ubuf_to_gm(
; CHECK: tile.exit.split:
; CHECK-DAG: call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 0)
; CHECK-DAG: call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 4, i64 1)
; CHECK-LABEL: define void @single(
; CHECK-NOT: syncfuse.slot
; CHECK-LABEL: define void @barriered(
; CHECK-NOT: syncfuse.slot
; CHECK: ret void
;
; REMARK: remark: <unknown>:0:0: kernel 'parity': loop 'tile': 2 slots, events selected by the iteration modulo 2
; REMARK-NOT: kernel 'single': loop
; REMARK: remark: <unknown>:0:0: kernel 'barriered': loop 'tile': 2 slots, kept rolled: the input synchronises inside it
;
; REPORT: "name": "parity"
; REPORT: "slots": [
; REPORT-NEXT: {
; REPORT-NEXT: "header": 1,
; REPORT-NEXT: "loop_name": "tile",
; REPORT-NEXT: "slots": 2,
; REPORT-NEXT: "choice": "slot_selected",
; REPORT-NEXT: "copies": 2
; REPORT: "name": "single"
; REPORT: "slots": [],
; REPORT: "name": "barriered"
; REPORT: "choice": "rolled",
; REPORT-NEXT: "reason": {
; REPORT-NEXT: "kind": "input_syncs"

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

; Rolled double buffer: tile i goes to the UB half (i & 1) * 4096.
define void @parity(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %tile, label %exit
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %bit = and i32 %i, 1
  %half = mul nuw nsw i32 %bit, 4096
  %h64 = zext i32 %half to i64
  %in = getelementptr inbounds i8, ptr addrspace(6) null, i64 %h64
  %out.off = add nuw nsw i64 %h64, 2048
  %out = getelementptr inbounds i8, ptr addrspace(6) null, i64 %out.off
  call void @copy_gm_to_ubuf(ptr addrspace(6) %in, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) %out, ptr addrspace(6) %in, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %out, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

; One buffer for every tile: the next copy-in waits for this tile's compute.
define void @single(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %tile, label %exit
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %out = getelementptr inbounds i8, ptr addrspace(6) null, i64 2048
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @vabs_f16(ptr addrspace(6) %out, ptr addrspace(6) null, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %out, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

; The parity loop with a hand-written barrier inside: input syncs are kept as written, so
; the loop stays rolled.
define void @barriered(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %z, i32 %n) {
entry:
  %go = icmp sgt i32 %n, 0
  br i1 %go, label %tile, label %exit
tile:
  %i = phi i32 [ 0, %entry ], [ %next, %tile ]
  %bit = and i32 %i, 1
  %half = mul nuw nsw i32 %bit, 4096
  %h64 = zext i32 %half to i64
  %in = getelementptr inbounds i8, ptr addrspace(6) null, i64 %h64
  %out.off = add nuw nsw i64 %h64, 2048
  %out = getelementptr inbounds i8, ptr addrspace(6) null, i64 %out.off
  call void @copy_gm_to_ubuf(ptr addrspace(6) %in, ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  call void @llvm.hivm.BARRIER(i64 6)
  call void @vabs_f16(ptr addrspace(6) %out, ptr addrspace(6) %in, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) %out, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %tile
exit:
  ret void
}

declare void @llvm.hivm.BARRIER(i64)
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, i16, i16, i16)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16, i16, i16, i16)
declare void @vabs_f16(ptr addrspace(6), ptr addrspace(6), i8, i8, i8, i8, i8)
