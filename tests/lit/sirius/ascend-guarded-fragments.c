// Launches with different blockDim (tests/ascend_programs/chain_blockdims.c: `offset` on 8
// cores, then `halve` on 4 reading only cores 0..3's slices): the fused kernel runs on 8
// cores, halve's fragment under `get_block_idx() < 4` with its get_block_num() folded to 4.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include -DSYNCFUSE_NO_SYNC %S/../../ascend_programs/chain_blockdims.c -o %t.ll
// RUN: %opt -passes='sirius,verify' %t.ll -S -o - | FileCheck %s
// The same chain launched as bisheng's <<<>>> lowers (rtConfigureCall, rtSetupArgument,
// rtLaunch): one rtKernelLaunch replaces both sequences.
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include -DSYNCFUSE_NO_SYNC -DBISHENG_LAUNCH %S/../../ascend_programs/chain_blockdims.c -o %t.bisheng.ll
// RUN: %opt -passes='sirius,verify' %t.bisheng.ll -S -o - | FileCheck %s --check-prefix=BISHENG
// BISHENG-NOT: call i32 @rtConfigureCall(
// BISHENG-NOT: call i32 @rtSetupArgument(
// BISHENG-NOT: call i32 @rtLaunch(
// BISHENG: call i32 @rtKernelLaunch(ptr @sirius_fused_0, i32 8, ptr %sirius.args, i32 32, ptr null, ptr null)
// BISHENG-NOT: call i32 @rtLaunch(
// CHECK: call i32 @rtKernelLaunch(ptr @sirius_fused_0, i32 8, ptr %sirius.args, i32 32,
// CHECK: define void @sirius_fused_0(
// CHECK: call void @vadds_f32(
// CHECK: %core = call i64 @get_block_idx()
// CHECK-NEXT: [[INSIDE:%[0-9]+]] = icmp slt i64 %core, 4
// CHECK-NEXT: br i1 [[INSIDE]], label %fragment1, label %after.fragment1
// CHECK: fragment1:
// CHECK: call void @vmuls_f32(
// CHECK: store float 4.000000e+00,
// CHECK-NOT: get_block_num
// CHECK: after.fragment1:
// CHECK-NEXT: ret void
