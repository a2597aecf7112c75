; Optimisation remarks of sirius with source locations (-g input, Inputs/remarks.cu): the
; fused launches (Passed KernelsFused) and the launch left unfused with its typed reason
; (Missed GlobalDependence: its only partner is joined by a global dependence), on the
; terminal and in the YAML record; the JSON report names the same remark.
;
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes='sirius<device=%S/Inputs/remarks.device.ll;device-out=%t/d.ll;report=%t/r.json>' \
; RUN:   -pass-remarks=sirius -pass-remarks-missed=sirius -pass-remarks-output=%t/r.yaml \
; RUN:   %S/Inputs/remarks.host.ll -disable-output 2>&1 | FileCheck %s
; RUN: FileCheck %s --check-prefix=YAML < %t/r.yaml
; RUN: FileCheck %s --check-prefix=JSON < %t/r.json

; CHECK-DAG: remark: {{.*}}remarks.cu:33:3: launch S7 not fused: RAW dependence through buf2 is global
; CHECK-DAG: remark: {{.*}}remarks.cu:31:3: fused 2 launches (S5, S6) into sirius_fused_0 (Vertical)

; YAML:      --- !Missed
; YAML-NEXT: Pass:            sirius
; YAML-NEXT: Name:            GlobalDependence
; YAML-NEXT: DebugLoc:        { File: '{{.*}}remarks.cu', Line: 33,
; YAML:      --- !Passed
; YAML-NEXT: Pass:            sirius
; YAML-NEXT: Name:            KernelsFused
; YAML-NEXT: DebugLoc:        { File: '{{.*}}remarks.cu', Line: 31,
; YAML:      Function:        _Z11run_remarksPKfPfi

; JSON:      "statement": "S7",
; JSON-NEXT: "reason": "RAW dependence through buf2 is global",
; JSON-NEXT: "remark": "GlobalDependence",
; JSON-NEXT: "location": {
; JSON-NEXT:   "file": "{{.*}}remarks.cu",
; JSON-NEXT:   "line": 33,

; The fused launch carries the debug location of the first launch it replaces (the
; <<<...>>> of S5, through the inlined stub), so debuggers and profiles point at it.
; RUN: %opt -passes='sirius<device=%S/Inputs/remarks.device.ll;device-out=%t/d2.ll>' \
; RUN:   %S/Inputs/remarks.host.ll -S -o - 2>/dev/null | FileCheck %s --check-prefix=IR
; IR:     call void @__device_stub__sirius_fused_0({{.*}}), !dbg [[FUSED:![0-9]+]]
; IR:     [[FUSED]] = !DILocation({{.*}}, inlinedAt: [[SITE:![0-9]+]])
; IR-NEXT: [[SITE]] = distinct !DILocation(line: 31, column: 3,
