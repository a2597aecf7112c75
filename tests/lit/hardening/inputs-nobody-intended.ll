; Inputs nobody intended (issue 41), each with its diagnostic:
; * a parameter set twice, or by a bare word and its key, is an error naming both;
; * a device module that defines none of the launched kernels (another program's) is a
;   warning naming them, for every CUDA pass;
; * tile-sync on an Ascend program says it is for CUDA programs;
; * Ascend launches with a wrong argument block or on no core (below).
;
; RUN: not %opt -passes='ascend-sync<mode=auto;mode=barrier-all>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: error: ascend-sync: 'mode=auto' and 'mode=barrier-all' both set mode
; RUN: not %opt -passes='ascend-sync<strict;on-reject=warn>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=STRICT
; STRICT: error: ascend-sync: 'strict' and 'on-reject=warn' both set on-reject
; RUN: not %opt -passes='sirius<device=%t.a.ll;device-out=%t.b.ll;device=%t.c.ll>' %S/../../cuda/iteration_fusion.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=DEVICE
; DEVICE: error: sirius: 'device={{.*}}.a.ll' and 'device={{.*}}.c.ll' both set device
;
; RUN: %opt -passes='sirius<device=%S/../sirius/Inputs/remarks.device.ll;device-out=%t.dev.ll>' %S/../../cuda/iteration_fusion.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %opt -passes='streams<device=%S/../sirius/Inputs/remarks.device.ll>' %S/../../cuda/iteration_fusion.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: warning: {{sirius|streams}}: the device module defines none of the kernels the host launches (missing: _Z3oddPfi, _Z4fillPfi, _Z4slabPKfPfi, _Z4stepPf): their launches are left unchanged
;
; RUN: %opt -passes=tile-sync %samples/ascend/programs/elementwise_chain.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ASCEND
; ASCEND: warning: tile-sync: nothing to do: tile synchronisation is for CUDA programs, and this module launches AI-Core kernels
;
; An Ascend launch whose argument block does not match its kernel's parameters is not
; read (the executor rejects it too), and one on blockDim 0 says so (not "not a
; compile-time constant"):
; RUN: sed '0,/i32 noundef 32, ptr noundef null/s//i32 noundef 24, ptr noundef null/' %samples/ascend/programs/elementwise_chain_nosync.ll > %t.short.ll
; RUN: %opt -passes=sirius -pass-remarks-missed=sirius %t.short.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ARGS
; ARGS: launch S9 not fused: effects unknown: the launch passes an argument block of 24 bytes, but kernel 'add_kernel' takes 4 parameters of 8 bytes
; RUN: sed 's/@add_kernel, i32 noundef 8/@add_kernel, i32 noundef 0/' %samples/ascend/programs/elementwise_chain_nosync.ll > %t.zero.ll
; RUN: %opt -passes=sirius -pass-remarks-missed=sirius %t.zero.ll -disable-output 2>&1 | FileCheck %s --check-prefix=ZERO
; ZERO: not applied: blockDim of S9 is 0: the launch runs on no core
;
; An input sync naming an event ID the target lacks leaves the kernel unchanged, and the
; report no longer claims the output valid for hardware; a target file with an empty
; local buffer (or none for one) is refused when the pipeline is parsed.
; RUN: sed 's/FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0)/FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 99)/' %samples/ascend/vec_add_manual.ll > %t.ev99.ll
; RUN: %opt -passes='ascend-sync<report=%t.ev.json>' %t.ev99.ll -disable-output 2>&1 | FileCheck %s --check-prefix=EVENT
; RUN: FileCheck %s --check-prefix=EVENT-REPORT --input-file=%t.ev.json
; EVENT: warning: {{.*}}vec_add_manual.c:10:17: ascend-sync: function 'vec_add': the input's set_flag(MTE2->V, 99) names an event ID the target does not have (it has 4 per pipe pair: 0 to 3) (left unchanged)
; EVENT-REPORT: "valid_for_hardware": false,
; RUN: sed 's/"UB": 262144/"UB": 0/' %S/../../../targets/ascend910a.json > %t.ub0.json
; RUN: not %opt -passes='ascend-sync<target=%t.ub0.json>' %samples/ascend/vec_add.ll -disable-output 2>&1 | FileCheck %s --check-prefix=UB0
; UB0: error: ascend-sync: target '{{.*}}.ub0.json': {{.*}}the capacity of UB is zero (a local buffer holds at least one byte)
;
; A pipe call whose constant footprint leaves its local buffer (65535 bursts of 65535
; blocks into UB) is named with its line; the kernel is still synchronised as written.
; RUN: sed 's/i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !15/i16 noundef zeroext -1, i16 noundef zeroext -1, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !15/' %samples/ascend/vec_add.ll > %t.big.ll
; RUN: %opt -passes=ascend-sync %t.big.ll -disable-output 2>&1 | FileCheck %s --check-prefix=FOOTPRINT
; FOOTPRINT: warning: {{.*}}vec_add.c:17:3: ascend-sync: function 'vec_add': copy_gm_to_ubuf writes UB bytes [0, 137434759200), outside the target's 262144 bytes of UB
;
; A launch naming a host function (`rtKernelLaunch((void *)main, ...)`) is a launch with
; unknown effects, not a reason to read main as a kernel (which emptied the program).
; RUN: sed '236s/@relu_kernel/@main/' %samples/ascend/programs/elementwise_chain_nosync.ll > %t.main.ll
; RUN: %opt -passes=sirius -pass-remarks-missed=sirius %t.main.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MAIN
; MAIN: launch S10 not fused: effects unknown: the launch names host function 'main' (it launches kernels itself), not a kernel
; MAIN: warning: sirius: Ascend program: 0 of 0 fusions the UAR allows applied (3 launches), see the remarks
;
; target= names an Ascend target; on a CUDA program it is ignored, and said so.
; RUN: %opt -passes='streams<target=ascend910b;device=%samples/cuda/bert_qkv.dev.ll>' %samples/cuda/bert_qkv.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TARGET
; TARGET: warning: streams: target=ascend910b names an Ascend target, and this program launches CUDA kernels: ignored
