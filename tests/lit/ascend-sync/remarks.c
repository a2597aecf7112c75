// Optimisation remarks of ascend-sync through LLVM's remark machinery, with source
// locations from -g: an inserted sync (Passed SyncInserted, at the pipe call it serves),
// a removed event (Analysis SyncRemoved), a rejected kernel (Missed UnknownExternalCall),
// on the terminal (-pass-remarks*), in the YAML record (-pass-remarks-output), in the
// JSON report (each entry's location), and through clang (-Rpass, -mllvm -syncfuse-passes).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -g -S -emit-llvm -I %samples/ascend/include %s -o %t/k.ll
// RUN: %opt -passes='ascend-sync<report=%t/r.json>' -pass-remarks=ascend-sync -pass-remarks-missed=ascend-sync \
// RUN:   -pass-remarks-analysis=ascend-sync -pass-remarks-output=%t/r.yaml %t/k.ll -disable-output 2>&1 \
// RUN:   | FileCheck %s
// RUN: FileCheck %s --check-prefix=YAML < %t/r.yaml
// RUN: FileCheck %s --check-prefix=JSON < %t/r.json
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -g -I %samples/ascend/include -fplugin=%plugin \
// RUN:   -fpass-plugin=%plugin -mllvm -syncfuse-passes=ascend-sync -Rpass=ascend-sync -Rpass-missed=ascend-sync \
// RUN:   -c %s -o %t/k.o 2>&1 | FileCheck %s --check-prefix=CLANG

#include "ascend_kernel.h"

void unknown_helper(void);

void scale_tile(__gm__ half *x, __gm__ half *z, half alpha, int32_t n) {
  __ubuf__ half *in = (__ubuf__ half *)0x0;
  __ubuf__ half *out = (__ubuf__ half *)0x8000;
  for (int32_t i = 0; i < n; ++i) {
    copy_gm_to_ubuf(in, x + i * 8192, 0, 1, 512, 0, 0);
    vmuls_f16(out, in, alpha, 64, 1, 1, 8, 8);
    copy_ubuf_to_gm(z + i * 8192, out, 0, 1, 512, 0, 0);
  }
}

void calls_unknown(__gm__ half *x) {
  __ubuf__ half *in = (__ubuf__ half *)0x0;
  copy_gm_to_ubuf(in, x, 0, 1, 512, 0, 0);
  unknown_helper();
}

// CHECK-DAG: remark: {{.*}}remarks.c:26:5: kernel 'scale_tile': inserted set_flag(MTE2->V, 0) in block
// CHECK-DAG: remark: {{.*}}remarks.c:28:5: kernel 'scale_tile': inserted wait_flag(V->MTE3, 0) in block
// CHECK-DAG: remark: {{.*}}remarks.c:{{2[678]}}:5: kernel 'scale_tile': event {{.*}} removed as redundant (TransitiveCoverage)
// CHECK-DAG: remark: {{.*}}remarks.c:35:3: kernel 'calls_unknown' left unchanged: call to unknown external function 'unknown_helper'
// The rejection is also a warning, through LLVM's diagnostic handler, at the offending call:
// CHECK-DAG: warning: {{.*}}remarks.c:35:3: ascend-sync: function 'calls_unknown': call to unknown external function 'unknown_helper'{{.*}}(left unchanged)

// YAML:      --- !Passed
// YAML-NEXT: Pass:            ascend-sync
// YAML-NEXT: Name:            SyncInserted
// YAML-NEXT: DebugLoc:        { File: '{{.*}}remarks.c',
// YAML-DAG:  --- !Analysis
// YAML-DAG:  Name:            SyncRemoved
// YAML-DAG:  --- !Missed
// YAML-DAG:  Name:            UnknownExternalCall
// YAML-DAG:  Function:        calls_unknown

// JSON:      "name": "scale_tile",
// JSON-NEXT: "location": {
// JSON-NEXT:   "file": "{{.*}}remarks.c",
// JSON-NEXT:   "line": 25,
// JSON:      "status": "synchronised",
// JSON:      "location": {
// JSON-NEXT:   "file": "{{.*}}remarks.c",
// JSON-NEXT:   "line": 28,
// JSON:      "name": "calls_unknown",
// JSON-NEXT: "location": {
// JSON-NEXT:   "file": "{{.*}}remarks.c",
// JSON-NEXT:   "line": 35,
// JSON:      "status": "rejected",
// JSON-NEXT: "reason": "call to unknown external function 'unknown_helper'
// JSON-NEXT: "remark": "UnknownExternalCall",

// CLANG-DAG: remarks.c:26:5: remark: kernel 'scale_tile': inserted set_flag(MTE2->V, 0) in block {{.*}} [-Rpass=ascend-sync]
// CLANG-DAG: remarks.c:35:3: remark: kernel 'calls_unknown' left unchanged: {{.*}} [-Rpass-missed=ascend-sync]
// CLANG-DAG: warning: {{.*}}remarks.c:35:3: ascend-sync: function 'calls_unknown': {{.*}}(left unchanged)

// Inserted syncs carry the debug location of the pipe call they are placed against (the
// set: its source, the wait: its destination); the exit wait, the loop's branch.
// RUN: %opt -passes=ascend-sync %t/k.ll -S | FileCheck %s --check-prefix=IR
// IR-LABEL: define {{.*}}@scale_tile(
// IR:      call void @llvm.hivm.SET.FLAG.IMM(i64 4, i64 1, i64 0), !dbg [[COPY_IN:![0-9]+]]
// IR-NEXT: call void @llvm.hivm.WAIT.FLAG.IMM(i64 4, i64 1, i64 0), !dbg [[VMULS:![0-9]+]]
// IR-NEXT: tail call void @vmuls_f16(
// IR:      call void @llvm.hivm.WAIT.FLAG.IMM(i64 5, i64 4, i64 0), !dbg [[LOOP:![0-9]+]]
// IR-NEXT: br label
// IR-DAG: [[COPY_IN]] = !DILocation(line: 26, column: 5
// IR-DAG: [[VMULS]] = !DILocation(line: 27, column: 5
// IR-DAG: [[LOOP]] = !DILocation(line: 25, column: 3
