; Common-base rewriting (SIRIUS §5.2, the paper's LSTM case in small): three launches over
; four slices of ONE cudaMalloc (Inputs/slices.cu). In main's specialised copy (n = 1024,
; sirius_fused_1) every slice becomes a constant offset from the lowest one, so LLVM sees
; the slices are disjoint: each fragment's result is forwarded to the next in registers,
; and the only load left is the first input's. The exported function (symbolic n,
; sirius_fused_0) only merges the parameters that are the same pointer: `d + n` and
; `d + 2 * n` are 4n bytes apart, not a constant.
; RUN: %opt -passes='sirius<device=%S/Inputs/slices.dev.ll;device-out=%t.dev.ll;report=%t.json>' %S/Inputs/slices.host.ll -S -o %t.host.ll
; RUN: FileCheck %s --input-file=%t.dev.ll
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; CHECK-LABEL: define void @sirius_fused_1(
; CHECK-SAME: ptr noalias nocapture [[BASE:%[0-9]+]],
; CHECK-DAG: [[N:%rebased[0-9]*]] = getelementptr inbounds i8, ptr [[BASE]], i64 4096
; CHECK-DAG: [[N2:%rebased[0-9]*]] = getelementptr inbounds i8, ptr [[BASE]], i64 8192
; CHECK-DAG: [[N3:%rebased[0-9]*]] = getelementptr inbounds i8, ptr [[BASE]], i64 12288
; CHECK: load float
; CHECK-NOT: load
; CHECK: store float {{.*}}, ptr {{%[0-9]+}}
; CHECK: store float
; CHECK: store float
; CHECK: ret void
; REPORT: "replaced": [
; REPORT-NEXT: "S2",
; REPORT: "merged_parameters": 3,
; REPORT-NEXT: "rebased_parameters": 0,
; REPORT: "replaced": [
; REPORT-NEXT: "S9",
; REPORT-NEXT: "S10",
; REPORT-NEXT: "S11"
; REPORT: "merged_parameters": 0,
; REPORT-NEXT: "rebased_parameters": 6,
; REPORT-NEXT: "noalias_parameters": 1,
