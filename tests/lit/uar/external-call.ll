; A function the module only declares (a library's) is passed device memory between two
; launches, and a hook called through a pointer gets the result: each is a statement that
; may touch any buffer and wait for the device (unknown edges, a synchronisation point),
; so sirius does not fuse the launches across them. The asynchronous copy after them
; reads the result like a blocking one. Source: Inputs/external-call.cu.
; RUN: %opt -passes='print<uar;device=%S/Inputs/external-call.device.ll>' %S/Inputs/external-call.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S3 main: call library_scale (buf0) domain { S3[] }
; CHECK: S5 main: call (indirect) (buf1) domain { S5[] }
; CHECK: S6 main: memcpy DeviceToHost host <- buf1 domain { S6[] }
; CHECK: edge S2 -> S3 unknown width global (device memory is passed to 'library_scale', which the module only declares)
; CHECK: edge S3 -> S4 unknown width global
; CHECK: edge S4 -> S5 unknown width global (device memory is passed to an indirect call)
; CHECK: edge S4 -> S6 RAW buf1
; CHECK: edge S2 -> S3 virtual: S2 completes before S3
; CHECK: edge S3 -> S4 virtual: S3 completes before S4
;
; RUN: %opt -passes='sirius<device=%S/Inputs/external-call.device.ll;device-out=%t.dev.ll;report=%t.json>' %S/Inputs/external-call.host.ll -pass-remarks-missed=sirius -disable-output 2>&1 | FileCheck %s --check-prefix=SIRIUS
; SIRIUS: launch S2 not fused: nothing to fuse with: host statement S3 (call library_scale (buf0)) separates it from the nearest launch
; SIRIUS: launch S4 not fused: nothing to fuse with: host statement S3 (call library_scale (buf0)) separates it from the nearest launch
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "remark": "SeparatedByHostStatement"
