; sirius on Ascend programs: launches joined only by core-level dependences, on one
; blockDim, become one AI-Core kernel whose cores run the fragments in program order; the
; host passes each distinct value once (a buffer shared by two launches, the row count)
; in a new array of 8-byte slots. A global dependence is never fused.
; RUN: %opt -passes='sirius<report=%t.json>' -pass-remarks=sirius %samples/ascend/programs/softmax_nosync.ll -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --input-file=%t.ll
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; RUN: %opt -passes='sirius' -pass-remarks-missed=sirius %samples/ascend/programs/normalise_nosync.ll -S -o %t.normalise.ll 2>&1 | FileCheck %s --check-prefix=GLOBAL
; RUN: not grep -q sirius_fused %t.normalise.ll
;
; REMARK: remark: {{.*}}softmax.c:[[#]]:3: fused 3 launches (S6, S7, S8) into sirius_fused_0, one after another on the same cores
; CHECK: %sirius.args = alloca [6 x i64], align 8
; CHECK: call i32 @rtKernelLaunch(ptr @sirius_fused_0, i32 8, ptr %sirius.args, i32 48,
; CHECK-NOT: call i32 @rtKernelLaunch(
; CHECK: define void @sirius_fused_0(ptr addrspace(1) noalias %0, ptr addrspace(1) noalias %1, i64 %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5)
; The fragments in program order: row_max's scalar max, exp_sum's vexp, normalise_rows's
; vmuls; each fragment's UB moved past the earlier ones' (row_max uses 2 KiB from 0,
; exp_sum 6 KiB from 2560, normalise_rows from 8704).
; CHECK: call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null,
; CHECK: call void @vexp_f32(ptr addrspace(6) noundef nonnull getelementptr (i8, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 2560),
; CHECK: call void @vmuls_f32(ptr addrspace(6) noundef nonnull getelementptr (i8, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 8704),
; CHECK: ret void
; REPORT: "platform": "ascend"
; REPORT: "name": "sirius_fused_0"
; REPORT: "replaced": [
; REPORT: "block_dim": 8,
; REPORT: "parameters": 6,
; REPORT: "specialised_parameters": 1,
; REPORT: "local_buffers": {
; REPORT: "Ub": 2560
; REPORT: "Ub": 8704
; REPORT: "status": "fused"
; GLOBAL: launch S5 not fused: RAW dependence through buf1 is global
; GLOBAL: launch S6 not fused: RAW dependence through buf1 is global
; GLOBAL: launch S7 not fused: RAW dependence through buf2 is global
