; Issue 44, QK^T -> scale -> softmax on chip: in attention_rows a block of each of the
; first three kernels owns 32 whole rows of one head. The scores GEMM runs on 16x16
; threads with barriers, the scale and the softmax on 32x8 threads with warp shuffles:
; the same thread count, so the pass reshapes the latter two (their thread index
; delinearised from the fused block's linear number, one round, no guard) and fuses all
; three. S and T never reach global memory: each block keeps its 32 rows in shared memory.
; The host computes the scale, 1 / sqrtf(dh), between the first two launches; the fused
; launch recomputes it (sqrtf writes only errno, and no call of unknown effect lies
; between). The exported run_attention_rows has run-time sizes: its column loop's trip
; count is unknown and nothing fuses.
; RUN: %opt -passes='sirius<device=%samples/cuda/attention_rows.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/attention_rows.host.ll -S -o %t.host.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --check-prefix=HOST --input-file=%t.host.ll
; RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t.dev.ll
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
; REMARK: remark: {{.*}}attention_rows.cu:104:5: launch S10 not fused: RAW dependence through buf3 is global
; REMARK: remark: {{.*}}attention_rows.cu:107:5: launch S35 not fused: RAW dependence through buf12 is global
; REMARK: remark: {{.*}}attention_rows.cu:104:5: fused 3 launches (S32, S33, S34) into sirius_fused_0 (Vertical)
; REMARK: remark: {{.*}}attention_rows.cu:104:5: sirius_fused_0: buf10 kept per block in shared memory (1 x 4096 x 4 B, 5 accesses)
; REMARK: remark: {{.*}}attention_rows.cu:104:5: sirius_fused_0: buf11 kept per block in shared memory (1 x 4096 x 4 B, 4 accesses)
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
