; Inputs nobody intended (issue 41), each with its diagnostic:
; * a parameter set twice, or by a bare word and its key, is an error naming both;
; * a device module that defines none of the launched kernels (another program's) is a
;   warning naming them, for every CUDA pass;
; * tile-sync on an Ascend program says it is for CUDA programs.
;
; RUN: not %opt -passes='ascend-sync<mode=auto;mode=barrier-all>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: error: ascend-sync: 'mode=auto' and 'mode=barrier-all' both set mode
; RUN: not %opt -passes='ascend-sync<strict;on-reject=warn>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=STRICT
; STRICT: error: ascend-sync: 'strict' and 'on-reject=warn' both set on-reject
; RUN: not %opt -passes='sirius<device=%t.a.ll;device-out=%t.b.ll;device=%t.c.ll>' %S/../sirius/Inputs/iterations.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=DEVICE
; DEVICE: error: sirius: 'device={{.*}}.a.ll' and 'device={{.*}}.c.ll' both set device
;
; RUN: %opt -passes='sirius<device=%S/../sirius/Inputs/remarks.device.ll;device-out=%t.dev.ll>' %S/../sirius/Inputs/iterations.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %opt -passes='streams<device=%S/../sirius/Inputs/remarks.device.ll>' %S/../sirius/Inputs/iterations.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: warning: {{sirius|streams}}: the device module defines none of the kernels the host launches (missing: _Z3oddPfi, _Z4fillPfi, _Z4slabPKfPfi, _Z4stepPf): their launches are left unchanged
;
; RUN: %opt -passes=tile-sync %samples/ascend/programs/elementwise_chain.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ASCEND
; ASCEND: warning: tile-sync: nothing to do: tile synchronisation is for CUDA programs, and this module launches AI-Core kernels
