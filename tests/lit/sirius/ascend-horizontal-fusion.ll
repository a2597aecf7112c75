; sirius on independent AI-Core kernels (two_blockdims: `square` on 8 cores, `magnitude`
; on 3, nothing flows between them): the multi-core model prefers running them side by
; side to both vertical fusion (the same 8 cores would do both) and two launches, so one
; launch on 8 + 3 = 11 cores runs square on cores 0..7 and magnitude on cores 8..10, whose
; get_block_idx() is rebased to count from 0. Each core has its own UB, so neither
; fragment's buffers move. ascend-sync then synchronises the fused kernel; it reads the
; core-range guards (signed comparisons) and finds that the two fragments never meet on
; one core: no dependence between them.
; RUN: %opt -passes='sirius<report=%t.json>' -pass-remarks=sirius %samples/ascend/programs/two_blockdims_nosync.ll -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s --input-file=%t.ll
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; RUN: %opt -passes='sirius,ascend-sync' %samples/ascend/programs/two_blockdims_nosync.ll -S -o - | FileCheck %s --check-prefix=SYNCED
;
; REMARK: remark: {{.*}}two_blockdims.c:[[#]]:3: fused 2 launches (S6, S7) into sirius_fused_0, side by side on ranges of cores
; CHECK: call i32 @rtKernelLaunch(ptr @sirius_fused_0, i32 11, ptr %sirius.args, i32 48,
; CHECK-NOT: call i32 @rtKernelLaunch(
; CHECK: define void @sirius_fused_0(
; CHECK: %core = call i64 @get_block_idx()
; CHECK-NEXT: [[SQUARE:%[0-9]+]] = icmp slt i64 %core, 8
; CHECK-NEXT: br i1 [[SQUARE]], label %fragment0, label %after.fragment0
; CHECK: fragment0:
; CHECK: call void @vmul_f32(ptr addrspace(6)
; CHECK: after.fragment0:
; CHECK-NEXT: %core1 = call i64 @get_block_idx()
; CHECK-NEXT: [[BELOW:%[0-9]+]] = icmp slt i64 %core1, 11
; CHECK-NEXT: [[ABOVE:%[0-9]+]] = icmp sge i64 %core1, 8
; CHECK-NEXT: [[MAGNITUDE:%[0-9]+]] = and i1 [[ABOVE]], [[BELOW]]
; CHECK-NEXT: br i1 [[MAGNITUDE]], label %fragment1, label %after.fragment1
; CHECK: fragment1:
; CHECK: [[INDEX:%[0-9]+]] = call i64 @get_block_idx()
; CHECK-NEXT: %fragment.core.i = sub nsw i64 [[INDEX]], 8
; CHECK: call void @vabs_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null,
; CHECK: after.fragment1:
; CHECK-NEXT: ret void
;
; REPORT: "replaced": [
; REPORT-NEXT: "S6",
; REPORT-NEXT: "S7"
; REPORT: "schedule": "vertical",
; REPORT: "schedule": "horizontal",
; REPORT: "schedule": "unfused",
; REPORT: "chosen": "horizontal",
; REPORT: "layout": "horizontal",
; REPORT-NEXT: "block_dim": 11,
; REPORT: "bases": [
; REPORT-NEXT: {
; REPORT-NEXT: "Ub": 0
; REPORT-NEXT: },
; REPORT-NEXT: {
; REPORT-NEXT: "Ub": 0
; REPORT: "status": "fused"
;
; RUN: %opt -passes='sirius,ascend-sync<report=%t.sync.json>' %samples/ascend/programs/two_blockdims_nosync.ll -disable-output
; Pipe ops #0-#2 are square's, #3-#5 magnitude's: every dependence stays in one fragment.
; RUN: python3 -c 'import json, re, sys; k = [k for k in json.load(open(sys.argv[1]))["kernels"] if k["name"] == "sirius_fused_0"][0]; side = lambda op: int(re.search("#([0-9]+)", op).group(1)) >= 3; crossing = [d for d in k["dependences"] if side(d["src"]) != side(d["dst"])]; print(len(k["dependences"]), "dependences,", len(crossing), "across fragments")' %t.sync.json | FileCheck %s --check-prefix=DEPS
; DEPS: {{[1-9][0-9]*}} dependences, 0 across fragments
; SYNCED: define void @sirius_fused_0(
; SYNCED: call void @llvm.hivm.SET.FLAG.IMM(
; SYNCED: call void @llvm.hivm.WAIT.FLAG.IMM(
