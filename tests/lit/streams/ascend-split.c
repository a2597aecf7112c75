// Graph split (`split=3`) of an Ascend chain (tests/ascend_programs/split_chain.c: blockDim
// 12, 12 and 6; the second launch through bisheng's rtConfigureCall / rtSetupArgument /
// rtLaunch): three parts of 4 cores. Each launch form is repeated per part with its
// blockDim, its stream and its kernel copy (bisheng's arguments set up again); the copies
// count cores from the part's first (get_block_idx() + offset) and see the whole launch's
// get_block_num().
// RUN: %clang --target=x86_64-unknown-linux-gnu -O2 -gline-tables-only -S -emit-llvm -I %samples/ascend/include %S/../../ascend_programs/split_chain.c -o %t.ll
// RUN: %opt -passes='streams<report=%t.json;split=3>,verify' -pass-remarks=streams %t.ll -S -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: {{.*}}split_chain.c:{{[0-9]+}}:3: launches S6, S7, S8 split into 3 parts along x on 3 streams
// RUN: FileCheck %s < %t.out.ll
// CHECK: call i32 @rtKernelLaunch(ptr noundef nonnull @twice_split0_0_part0, i32 noundef 4, ptr noundef nonnull %[[ARGS:[0-9]+]], i32 noundef 24, ptr noundef null, ptr noundef %[[S:[0-9]+]])
// CHECK-NEXT: %[[S1:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
// CHECK-NEXT: call i32 @rtKernelLaunch(ptr noundef nonnull @twice_split0_0_part1, i32 noundef 4, ptr noundef nonnull %[[ARGS]], i32 noundef 24, ptr noundef null, ptr noundef %[[S1]])
// CHECK: call i32 @rtConfigureCall(i32 noundef 4, ptr noundef null, ptr noundef %[[S]])
// CHECK-NEXT: call i32 @rtSetupArgument(ptr noundef nonnull %[[A:[0-9]+]], i32 noundef 8, i32 noundef 0)
// CHECK-NEXT: call i32 @rtSetupArgument(ptr noundef nonnull %[[B:[0-9]+]], i32 noundef 8, i32 noundef 8)
// CHECK-NEXT: call i32 @rtLaunch(ptr noundef nonnull @plus_cores_split0_1_part0)
// CHECK-NEXT: %[[T1:[0-9]+]] = load ptr, ptr @syncfuse.streams0.stream1
// CHECK-NEXT: call i32 @rtConfigureCall(i32 noundef 4, ptr noundef null, ptr noundef %[[T1]])
// CHECK-NEXT: call i32 @rtSetupArgument(ptr noundef nonnull %[[A]], i32 noundef 8, i32 noundef 0)
// CHECK-NEXT: call i32 @rtSetupArgument(ptr noundef nonnull %[[B]], i32 noundef 8, i32 noundef 8)
// CHECK-NEXT: call i32 @rtLaunch(ptr noundef nonnull @plus_cores_split0_1_part1)
// The last launch (6 cores): parts of 4 and 2 cores.
// CHECK: call i32 @rtKernelLaunch(ptr noundef nonnull @copy_half_split0_2_part0, i32 noundef 4,
// CHECK: call i32 @rtKernelLaunch(ptr noundef nonnull @copy_half_split0_2_part1, i32 noundef 2,
// CHECK-NOT: @copy_half_split0_2_part2
// CHECK-LABEL: define {{.*}}void @plus_cores_split0_1_part2(
// CHECK: %[[CORE:[0-9]+]] = {{.*}}call i64 @get_block_idx()
// CHECK-NEXT: %fragment.core = sub nsw i64 %[[CORE]], -8
// CHECK-NOT: get_block_num
// CHECK: sitofp i64 12 to float
