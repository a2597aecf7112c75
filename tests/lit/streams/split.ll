; Graph split (`split=3`) of a CUDA chain launched through out-of-line stubs
; (tests/cuda/split_stub_calls.cu: four launches on 2 x 10 blocks, the last on 2 x 5, every
; dependence inside a block): cut along y at blocks 4 and 7. Each launch becomes one launch
; per part, part 0 on the original stream and part k on side stream k, each through a stub
; of its kernel copy; the copies read blockIdx.y + offset and the whole grid's gridDim.y.
; RUN: %opt -passes='streams<device=%S/../../cuda/split_stub_calls.device.ll;device-out=%t.dev.ll;split=3;report=%t.json>,verify' %S/../../cuda/split_stub_calls.host.ll -S -o %t.ll -pass-remarks=streams 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: launches S6, S7, S8, S9 split into 3 parts along y on 3 streams
;
; RUN: FileCheck %s < %t.ll
; Part 0 of the first launch: 4 blocks along y (grid 2 | 4 << 32), the original stream.
; CHECK: call i32 @__cudaPushCallConfiguration(i64 17179869186, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null)
; CHECK: call void @__device_stub___Z10scale_rowsPKfPfi_split0_0_part0(ptr noundef %[[IN:[0-9]+]], ptr noundef %[[OUT:[0-9]+]], i32 noundef 40)
; Parts 1 and 2: 3 blocks each (2 | 3 << 32) on the side streams, the same arguments.
; CHECK-NEXT: %[[S1:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef %[[S1]])
; CHECK-NEXT: call void @__device_stub___Z10scale_rowsPKfPfi_split0_0_part1(ptr noundef %[[IN]], ptr noundef %[[OUT]], i32 noundef 40)
; CHECK-NEXT: %[[S2:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream2
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef %[[S2]])
; CHECK-NEXT: call void @__device_stub___Z10scale_rowsPKfPfi_split0_0_part2(
; The last launch (5 blocks along y) has parts 0 and 1 only (4 and 1 blocks).
; CHECK: call void @__device_stub___Z9copy_rowsPKfPfi_split0_3_part0(
; CHECK-NEXT: load ptr, ptr @syncfuse.streams0.stream1
; CHECK-NEXT: call i32 @__cudaPushCallConfiguration(i64 4294967298, i32 1,
; CHECK-NEXT: call void @__device_stub___Z9copy_rowsPKfPfi_split0_3_part1(
; CHECK-NOT: _split0_3_part2
; After the region, the original stream waits for both side streams.
; CHECK: load ptr, ptr @syncfuse.streams0.exit1
; CHECK: call i32 @cudaStreamWaitEvent(ptr null,
; CHECK: load ptr, ptr @syncfuse.streams0.exit2
; CHECK: call i32 @cudaStreamWaitEvent(ptr null,
; The setup loads every copy, so that none loads lazily while other streams run.
; CHECK-LABEL: define internal void @syncfuse.streams0.setup()
; CHECK: call i32 @cudaFuncGetAttributes(ptr %attributes, ptr @__device_stub___Z10scale_rowsPKfPfi_split0_0_part0)
;
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-LABEL: define void @_Z10scale_rowsPKfPfi_split0_0_part1(
; DEVICE: %[[Y:[0-9]+]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
; DEVICE-NEXT: %split.block = add nuw i32 %[[Y]], 4
; DEVICE-NOT: nctaid.y
; DEVICE: uitofp i32 10 to float
; DEVICE-LABEL: define void @_Z10scale_rowsPKfPfi_split0_0_part2(
; DEVICE: add nuw i32 %{{[0-9]+}}, 7
; DEVICE: !nvvm.annotations
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o /dev/null
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "split": {
; JSON-NEXT: "chosen": {
; JSON-NEXT: "axis": "y",
;
; Rejected: fewer than two parts; and copies with nowhere to go (device= without
; device-out=): the region keeps its launches and the report says why it was not split.
; RUN: not %opt -passes='streams<split=1>' %S/../../cuda/split_stub_calls.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: streams: split=1 is not a count of 2 or more
; RUN: %opt -passes='streams<device=%S/../../cuda/split_stub_calls.device.ll;split=3;report=%t.nowhere.json>' %S/../../cuda/split_stub_calls.host.ll -S -o %t.nowhere.ll
; RUN: FileCheck %s --check-prefix=NOWHERE < %t.nowhere.json
; RUN: FileCheck %s --check-prefix=UNSPLIT < %t.nowhere.ll
; NOWHERE: "refused": "the kernel copies need device-out= (the kernels are in device=)"
; UNSPLIT-NOT: _split0_
