; Issue 44, QK^T -> scale -> softmax on chip: in attention_rows a block of each of the
; first three kernels owns 32 whole rows of one head. The scores GEMM runs on 16x16
; threads with barriers, the scale and the softmax on 32x8 threads with warp shuffles:
; the same thread count, so the pass reshapes the latter two (their thread index
; delinearised from the fused block's linear number, one round, no guard) and fuses all
; three. S and T never reach global memory: each block keeps its 32 rows in shared memory.
; The host computes the scale, 1 / sqrtf(dh), between the first two launches; the fused
; launch recomputes it (sqrtf writes only errno, and nothing between calls anything
; but the launch sequence). The exported run_attention_rows has run-time sizes: its column loop's trip
; count is unknown and nothing fuses.
; RUN: %opt -passes='sirius<device=%samples/cuda/attention_rows.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/attention_rows.host.ll -S -o %t.host.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; REMARK: remark: {{.*}}attention_rows.cu:96:5: launch S10 not fused: RAW dependence through buf3 is global
; REMARK: remark: {{.*}}attention_rows.cu:99:5: launch S35 not fused: RAW dependence through buf12 is global
; REMARK: remark: {{.*}}attention_rows.cu:96:5: fused 3 launches (S32, S33, S34) into sirius_fused_0 (Vertical)
; REMARK: remark: {{.*}}attention_rows.cu:96:5: sirius_fused_0: buf10 kept per block in shared memory (1 x 4096 x 4 B, 5 accesses)
; REMARK: remark: {{.*}}attention_rows.cu:96:5: sirius_fused_0: buf11 kept per block in shared memory (1 x 4096 x 4 B, 4 accesses)
;
; The original computation stays in the replaced launch's block (never taken now); the
; recomputation comes right before the fused launch.
; HOST-LABEL: define internal i32 @run_attention_rows.sirius0(
; HOST: call float @sqrtf(
; HOST: [[ROOT:%[0-9]+]] = call float @sqrtf(
; HOST-NEXT: [[SCALE:%[0-9]+]] = fdiv float 1.000000e+00, [[ROOT]]
; HOST: call i32 @__cudaPushCallConfiguration(
; HOST-NEXT: call void @__device_stub__sirius_fused_0({{.*}}, float [[SCALE]],
;
; One block, no rounds: no remapping loop for the reshaped fragments.
; DEVICE: @sirius_fused_0.tiles = internal unnamed_addr addrspace(3) global [32768 x i8]
; DEVICE-LABEL: define void @sirius_fused_0(
; DEVICE-NOT: .round:
; DEVICE: _Z12strip_scoresPKfS0_Pfii.done:
; DEVICE-NOT: .round:
; DEVICE: _Z11strip_scalePKfPfif.done:
; DEVICE-NOT: .round:
; DEVICE: ret void
;
; With a call of unknown effect after the scale is computed (`rand()`, which may set errno
; as the C library may), moving `sqrtf` past it could change what errno holds: the value is
; not recomputed and the three launches stay as they were, with the reason.
; RUN: sed -e 's/^\(  %241 = fdiv float 1.000000e+00, %240, !dbg ![0-9]*\)$/\1\n  %errno.reader = call i32 @rand()/' -e '$a declare i32 @rand()' %samples/cuda/attention_rows.host.ll > %t.rand.ll
; RUN: %opt -passes='sirius<device=%samples/cuda/attention_rows.dev.ll;device-out=%t.rand.dev.ll;report=%t.rand.json>' %t.rand.ll -disable-output -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=ERRNO
; ERRNO: remark: {{.*}}attention_rows.cu:96:5: S32, S33, S34 not fused: host rewrite rejected (the fused kernel is unused): a value launch S33 passes (%239 = call float @sqrtf({{.*}}) is not available at the fused launch
;
; A scale loaded from a global instead is recomputed at the fused launch (the load is
; repeated there) unless a call of unknown effect lies between: `bump()`, a function this
; module does not define, may write any global.
; RUN: sed -e 's/^  %241 = fdiv float 1.000000e+00, %240, !dbg ![0-9]*$/  %241 = load float, ptr @scale.global, align 4/' -e '$a @scale.global = global float 1.250000e-01' %samples/cuda/attention_rows.host.ll > %t.global.ll
; RUN: %opt -passes='sirius<device=%samples/cuda/attention_rows.dev.ll;device-out=%t.global.dev.ll;report=%t.global.json>' %t.global.ll -disable-output -pass-remarks=sirius 2>&1 | FileCheck %s --check-prefix=GLOBAL
; GLOBAL: remark: {{.*}}attention_rows.cu:96:5: fused 3 launches (S32, S33, S34) into sirius_fused_0 (Vertical)
; RUN: sed -e 's/^  %241 = fdiv float 1.000000e+00, %240, !dbg ![0-9]*$/  %241 = load float, ptr @scale.global, align 4\n  call void @bump()/' -e '$a @scale.global = global float 1.250000e-01\ndeclare void @bump()' %samples/cuda/attention_rows.host.ll > %t.bump.ll
; RUN: %opt -passes='sirius<device=%samples/cuda/attention_rows.dev.ll;device-out=%t.bump.dev.ll;report=%t.bump.json>' %t.bump.ll -disable-output -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=BUMP
; BUMP: remark: {{.*}}attention_rows.cu:96:5: S32, S33, S34 not fused: host rewrite rejected (the fused kernel is unused): a value launch S33 passes ({{%[0-9]+}} = load float, ptr @scale.global, align 4) is not available at the fused launch
