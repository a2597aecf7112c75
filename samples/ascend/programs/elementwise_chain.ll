; ModuleID = 'samples/ascend/programs/elementwise_chain.c'
source_filename = "samples/ascend/programs/elementwise_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [44 x i8] c"samples/ascend/programs/elementwise_chain.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [72 x i8] c"elementwise_chain: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @add_kernel, ptr @.str, ptr @.str.1, i32 16, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @relu_kernel, ptr @.str, ptr @.str.1, i32 74, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @scale_kernel, ptr @.str, ptr @.str.1, i32 75, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @add_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i64 noundef %3) #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #9, !dbg !12
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !14
  %6 = icmp sgt i64 %3, 0, !dbg !15
  br i1 %6, label %7, label %12, !dbg !16

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !17
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %8
  br label %13, !dbg !16

12:                                               ; preds = %13, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !18
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !19
  ret void, !dbg !20

13:                                               ; preds = %7, %13
  %14 = phi i64 [ 0, %7 ], [ %27, %13 ]
  %15 = sub nsw i64 %3, %14, !dbg !21
  %16 = tail call i64 @llvm.smin.i64(i64 %15, i64 2048), !dbg !22
  %17 = shl nsw i64 %16, 2, !dbg !25
  %18 = add nsw i64 %17, 31, !dbg !26
  %19 = sdiv i64 %18, 32, !dbg !27
  %20 = trunc i64 %19 to i16, !dbg !28
  %21 = add nsw i64 %17, 255, !dbg !29
  %22 = sdiv i64 %21, 256, !dbg !30
  %23 = trunc i64 %22 to i8, !dbg !31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !32
  %24 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %14, !dbg !33
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %24, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !34
  %25 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %14, !dbg !35
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !36
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !37
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !38
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !39
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext %23, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !40
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !41
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !42
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !43
  %26 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %14, !dbg !44
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %26, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !45
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !46
  %27 = add nuw nsw i64 %14, 2048, !dbg !47
  %28 = icmp slt i64 %27, %3, !dbg !15
  br i1 %28, label %13, label %12, !dbg !16, !llvm.loop !48
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !51 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !53 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !54 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !55 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !56 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !57 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @relu_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, float %2, i64 noundef %3) #0 !dbg !58 {
  %5 = tail call i64 @get_block_idx() #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  %6 = icmp sgt i64 %3, 0, !dbg !59
  br i1 %6, label %7, label %11, !dbg !59

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !59
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  br label %12, !dbg !59

11:                                               ; preds = %12, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  ret void, !dbg !59

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %25, %12 ]
  %14 = sub nsw i64 %3, %13, !dbg !59
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 2048), !dbg !60
  %16 = shl nsw i64 %15, 2, !dbg !59
  %17 = add nsw i64 %16, 31, !dbg !59
  %18 = sdiv i64 %17, 32, !dbg !59
  %19 = trunc i64 %18 to i16, !dbg !59
  %20 = add nsw i64 %16, 255, !dbg !59
  %21 = sdiv i64 %20, 256, !dbg !59
  %22 = trunc i64 %21 to i8, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !59
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !59
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  tail call void @vrelu_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !59
  %24 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !59
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %24, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !59
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !59
  %25 = add nuw nsw i64 %13, 2048, !dbg !59
  %26 = icmp slt i64 %25, %3, !dbg !59
  br i1 %26, label %12, label %11, !dbg !59, !llvm.loop !62
}

declare !dbg !63 void @vrelu_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, float noundef %2, i64 noundef %3) #0 !dbg !64 {
  %5 = tail call i64 @get_block_idx() #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  %6 = icmp sgt i64 %3, 0, !dbg !65
  br i1 %6, label %7, label %11, !dbg !65

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !65
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  br label %12, !dbg !65

11:                                               ; preds = %12, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  ret void, !dbg !65

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %25, %12 ]
  %14 = sub nsw i64 %3, %13, !dbg !65
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 2048), !dbg !66
  %16 = shl nsw i64 %15, 2, !dbg !65
  %17 = add nsw i64 %16, 31, !dbg !65
  %18 = sdiv i64 %17, 32, !dbg !65
  %19 = trunc i64 %18 to i16, !dbg !65
  %20 = add nsw i64 %16, 255, !dbg !65
  %21 = sdiv i64 %20, 256, !dbg !65
  %22 = trunc i64 %21 to i8, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !65
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !65
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %2, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !65
  %24 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !65
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %24, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  %25 = add nuw nsw i64 %13, 2048, !dbg !65
  %26 = icmp slt i64 %25, %3, !dbg !65
  br i1 %26, label %12, label %11, !dbg !65, !llvm.loop !68
}

declare !dbg !69 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !70 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !71
  %11 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !72
  %12 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !73
  br label %13, !dbg !74

13:                                               ; preds = %13, %0
  %14 = phi i64 [ 0, %0 ], [ %24, %13 ], !dbg !75
  %15 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %25, %13 ], !dbg !76
  %16 = urem <4 x i16> %15, <i16 37, i16 37, i16 37, i16 37>, !dbg !76
  %17 = uitofp <4 x i16> %16 to <4 x float>, !dbg !77
  %18 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>), !dbg !78
  %19 = getelementptr inbounds float, ptr %10, i64 %14, !dbg !79
  store <4 x float> %18, ptr %19, align 4, !dbg !80, !tbaa !81
  %20 = urem <4 x i16> %15, <i16 11, i16 11, i16 11, i16 11>, !dbg !85
  %21 = uitofp <4 x i16> %20 to <4 x float>, !dbg !86
  %22 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>), !dbg !87
  %23 = getelementptr inbounds float, ptr %11, i64 %14, !dbg !88
  store <4 x float> %22, ptr %23, align 4, !dbg !89, !tbaa !81
  %24 = add nuw i64 %14, 4, !dbg !75
  %25 = add <4 x i16> %15, <i16 4, i16 4, i16 4, i16 4>, !dbg !76
  %26 = icmp eq i64 %24, 40000, !dbg !75
  br i1 %26, label %27, label %13, !dbg !75, !llvm.loop !90

27:                                               ; preds = %13
  %28 = tail call i32 @aclInit(ptr noundef null) #9, !dbg !94
  %29 = tail call i32 @aclrtSetDevice(i32 noundef 0) #9, !dbg !95
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !96
  %30 = call i32 @aclrtCreateStream(ptr noundef nonnull %4) #9, !dbg !97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9, !dbg !98
  %31 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 160000, i32 noundef 0) #9, !dbg !99
  %32 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 160000, i32 noundef 0) #9, !dbg !100
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %7, i64 noundef 160000, i32 noundef 0) #9, !dbg !101
  %34 = call i32 @aclrtMalloc(ptr noundef nonnull %8, i64 noundef 160000, i32 noundef 0) #9, !dbg !102
  %35 = call i32 @aclrtMalloc(ptr noundef nonnull %9, i64 noundef 160000, i32 noundef 0) #9, !dbg !103
  %36 = load ptr, ptr %5, align 8, !dbg !104, !tbaa !105
  %37 = call i32 @aclrtMemcpy(ptr noundef %36, i64 noundef 160000, ptr noundef nonnull %10, i64 noundef 160000, i32 noundef 1) #9, !dbg !107
  %38 = load ptr, ptr %6, align 8, !dbg !108, !tbaa !105
  %39 = call i32 @aclrtMemcpy(ptr noundef %38, i64 noundef 160000, ptr noundef nonnull %11, i64 noundef 160000, i32 noundef 1) #9, !dbg !109
  %40 = load ptr, ptr %5, align 8, !dbg !110, !tbaa !105
  %41 = load ptr, ptr %6, align 8, !dbg !111, !tbaa !105
  %42 = load ptr, ptr %7, align 8, !dbg !112, !tbaa !105
  %43 = load ptr, ptr %4, align 8, !dbg !113, !tbaa !105
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !114
  %44 = ptrtoint ptr %40 to i64, !dbg !117
  store i64 %44, ptr %3, align 16, !dbg !118, !tbaa !119
  %45 = getelementptr inbounds i64, ptr %3, i64 1, !dbg !118
  %46 = ptrtoint ptr %41 to i64, !dbg !121
  store i64 %46, ptr %45, align 8, !dbg !118, !tbaa !119
  %47 = getelementptr inbounds i64, ptr %3, i64 2, !dbg !118
  %48 = ptrtoint ptr %42 to i64, !dbg !122
  store i64 %48, ptr %47, align 16, !dbg !118, !tbaa !119
  %49 = getelementptr inbounds i64, ptr %3, i64 3, !dbg !118
  store i64 5000, ptr %49, align 8, !dbg !118, !tbaa !119
  %50 = call i32 @rtKernelLaunch(ptr noundef nonnull @add_kernel, i32 noundef 8, ptr noundef nonnull %3, i32 noundef 32, ptr noundef null, ptr noundef %43) #9, !dbg !123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !124
  %51 = load ptr, ptr %7, align 8, !dbg !125, !tbaa !105
  %52 = load ptr, ptr %8, align 8, !dbg !126, !tbaa !105
  %53 = load ptr, ptr %4, align 8, !dbg !127, !tbaa !105
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !128
  %54 = ptrtoint ptr %51 to i64, !dbg !131
  store i64 %54, ptr %2, align 16, !dbg !132, !tbaa !119
  %55 = getelementptr inbounds i64, ptr %2, i64 1, !dbg !132
  %56 = ptrtoint ptr %52 to i64, !dbg !133
  store i64 %56, ptr %55, align 8, !dbg !132, !tbaa !119
  %57 = getelementptr inbounds i64, ptr %2, i64 2, !dbg !132
  store i64 0, ptr %57, align 16, !dbg !132, !tbaa !119
  %58 = getelementptr inbounds i64, ptr %2, i64 3, !dbg !132
  store i64 5000, ptr %58, align 8, !dbg !132, !tbaa !119
  %59 = call i32 @rtKernelLaunch(ptr noundef nonnull @relu_kernel, i32 noundef 8, ptr noundef nonnull %2, i32 noundef 32, ptr noundef null, ptr noundef %53) #9, !dbg !134
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !135
  %60 = load ptr, ptr %8, align 8, !dbg !136, !tbaa !105
  %61 = load ptr, ptr %9, align 8, !dbg !137, !tbaa !105
  %62 = load ptr, ptr %4, align 8, !dbg !138, !tbaa !105
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !139
  %63 = ptrtoint ptr %60 to i64, !dbg !141
  store i64 %63, ptr %1, align 16, !dbg !142, !tbaa !119
  %64 = getelementptr inbounds i64, ptr %1, i64 1, !dbg !142
  %65 = ptrtoint ptr %61 to i64, !dbg !143
  store i64 %65, ptr %64, align 8, !dbg !142, !tbaa !119
  %66 = getelementptr inbounds i64, ptr %1, i64 2, !dbg !142
  store i64 1061158912, ptr %66, align 16, !dbg !142, !tbaa !119
  %67 = getelementptr inbounds i64, ptr %1, i64 3, !dbg !142
  store i64 5000, ptr %67, align 8, !dbg !142, !tbaa !119
  %68 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale_kernel, i32 noundef 8, ptr noundef nonnull %1, i32 noundef 32, ptr noundef null, ptr noundef %62) #9, !dbg !144
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !145
  %69 = load ptr, ptr %4, align 8, !dbg !146, !tbaa !105
  %70 = call i32 @aclrtSynchronizeStream(ptr noundef %69) #9, !dbg !147
  %71 = load ptr, ptr %9, align 8, !dbg !148, !tbaa !105
  %72 = call i32 @aclrtMemcpy(ptr noundef %12, i64 noundef 160000, ptr noundef %71, i64 noundef 160000, i32 noundef 2) #9, !dbg !149
  br label %73, !dbg !150

73:                                               ; preds = %73, %27
  %74 = phi i64 [ 0, %27 ], [ %103, %73 ], !dbg !151
  %75 = phi <2 x i64> [ zeroinitializer, %27 ], [ %101, %73 ]
  %76 = phi <2 x i64> [ zeroinitializer, %27 ], [ %102, %73 ]
  %77 = getelementptr inbounds float, ptr %10, i64 %74, !dbg !152
  %78 = load <2 x float>, ptr %77, align 4, !dbg !152, !tbaa !81
  %79 = getelementptr inbounds float, ptr %77, i64 2, !dbg !152
  %80 = load <2 x float>, ptr %79, align 4, !dbg !152, !tbaa !81
  %81 = getelementptr inbounds float, ptr %11, i64 %74, !dbg !153
  %82 = load <2 x float>, ptr %81, align 4, !dbg !153, !tbaa !81
  %83 = getelementptr inbounds float, ptr %81, i64 2, !dbg !153
  %84 = load <2 x float>, ptr %83, align 4, !dbg !153, !tbaa !81
  %85 = fadd <2 x float> %78, %82, !dbg !154
  %86 = fadd <2 x float> %80, %84, !dbg !154
  %87 = fcmp ogt <2 x float> %85, zeroinitializer, !dbg !155
  %88 = fcmp ogt <2 x float> %86, zeroinitializer, !dbg !155
  %89 = select <2 x i1> %87, <2 x float> %85, <2 x float> zeroinitializer, !dbg !156
  %90 = select <2 x i1> %88, <2 x float> %86, <2 x float> zeroinitializer, !dbg !156
  %91 = fmul <2 x float> %89, <float 7.500000e-01, float 7.500000e-01>, !dbg !157
  %92 = fmul <2 x float> %90, <float 7.500000e-01, float 7.500000e-01>, !dbg !157
  %93 = getelementptr inbounds float, ptr %12, i64 %74, !dbg !158
  %94 = load <2 x float>, ptr %93, align 4, !dbg !158, !tbaa !81
  %95 = getelementptr inbounds float, ptr %93, i64 2, !dbg !158
  %96 = load <2 x float>, ptr %95, align 4, !dbg !158, !tbaa !81
  %97 = fcmp une <2 x float> %94, %91, !dbg !159
  %98 = fcmp une <2 x float> %96, %92, !dbg !159
  %99 = zext <2 x i1> %97 to <2 x i64>
  %100 = zext <2 x i1> %98 to <2 x i64>
  %101 = add <2 x i64> %75, %99, !dbg !160
  %102 = add <2 x i64> %76, %100, !dbg !160
  %103 = add nuw i64 %74, 4, !dbg !151
  %104 = icmp eq i64 %103, 40000, !dbg !151
  br i1 %104, label %105, label %73, !dbg !151, !llvm.loop !161

105:                                              ; preds = %73
  %106 = add <2 x i64> %102, %101, !dbg !150
  %107 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %106), !dbg !150
  %108 = icmp eq i64 %107, 0, !dbg !163
  %109 = select i1 %108, ptr @.str.3, ptr @.str.4, !dbg !164
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %107, i64 noundef 40000, ptr noundef nonnull %109), !dbg !165
  %111 = load ptr, ptr %5, align 8, !dbg !166, !tbaa !105
  %112 = call i32 @aclrtFree(ptr noundef %111) #9, !dbg !167
  %113 = load ptr, ptr %6, align 8, !dbg !168, !tbaa !105
  %114 = call i32 @aclrtFree(ptr noundef %113) #9, !dbg !169
  %115 = load ptr, ptr %7, align 8, !dbg !170, !tbaa !105
  %116 = call i32 @aclrtFree(ptr noundef %115) #9, !dbg !171
  %117 = load ptr, ptr %8, align 8, !dbg !172, !tbaa !105
  %118 = call i32 @aclrtFree(ptr noundef %117) #9, !dbg !173
  %119 = load ptr, ptr %9, align 8, !dbg !174, !tbaa !105
  %120 = call i32 @aclrtFree(ptr noundef %119) #9, !dbg !175
  %121 = load ptr, ptr %4, align 8, !dbg !176, !tbaa !105
  %122 = call i32 @aclrtDestroyStream(ptr noundef %121) #9, !dbg !177
  %123 = call i32 @aclrtResetDevice(i32 noundef 0) #9, !dbg !178
  %124 = call i32 @aclFinalize() #9, !dbg !179
  call void @free(ptr noundef nonnull %10), !dbg !180
  call void @free(ptr noundef nonnull %11), !dbg !181
  call void @free(ptr noundef nonnull %12), !dbg !182
  %125 = icmp ne i64 %107, 0, !dbg !183
  %126 = zext i1 %125 to i32, !dbg !183
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9, !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !184
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !184
  ret i32 %126, !dbg !185
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !186 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !188 i32 @aclInit(ptr noundef) local_unnamed_addr #2

declare !dbg !189 i32 @aclrtSetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !190 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !191 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !192 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !193 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !194 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !195 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !196 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

declare !dbg !197 i32 @aclrtResetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !198 i32 @aclFinalize() local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !199 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare !dbg !200 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/elementwise_chain.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "c8df31f286ec468ab1579cdf693290f1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "add_kernel", scope: !1, file: !1, line: 16, type: !10, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 21, column: 18, scope: !9)
!13 = !DILocation(line: 22, column: 3, scope: !9)
!14 = !DILocation(line: 23, column: 3, scope: !9)
!15 = !DILocation(line: 24, column: 31, scope: !9)
!16 = !DILocation(line: 24, column: 3, scope: !9)
!17 = !DILocation(line: 21, column: 34, scope: !9)
!18 = !DILocation(line: 41, column: 3, scope: !9)
!19 = !DILocation(line: 42, column: 3, scope: !9)
!20 = !DILocation(line: 43, column: 1, scope: !9)
!21 = !DILocation(line: 25, column: 34, scope: !9)
!22 = !DILocation(line: 14, column: 53, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!24 = distinct !DILocation(line: 25, column: 19, scope: !9)
!25 = !DILocation(line: 26, column: 39, scope: !9)
!26 = !DILocation(line: 26, column: 43, scope: !9)
!27 = !DILocation(line: 26, column: 49, scope: !9)
!28 = !DILocation(line: 26, column: 23, scope: !9)
!29 = !DILocation(line: 27, column: 42, scope: !9)
!30 = !DILocation(line: 27, column: 49, scope: !9)
!31 = !DILocation(line: 27, column: 23, scope: !9)
!32 = !DILocation(line: 28, column: 5, scope: !9)
!33 = !DILocation(line: 29, column: 34, scope: !9)
!34 = !DILocation(line: 29, column: 5, scope: !9)
!35 = !DILocation(line: 30, column: 34, scope: !9)
!36 = !DILocation(line: 30, column: 5, scope: !9)
!37 = !DILocation(line: 31, column: 5, scope: !9)
!38 = !DILocation(line: 32, column: 5, scope: !9)
!39 = !DILocation(line: 33, column: 5, scope: !9)
!40 = !DILocation(line: 34, column: 5, scope: !9)
!41 = !DILocation(line: 35, column: 5, scope: !9)
!42 = !DILocation(line: 36, column: 5, scope: !9)
!43 = !DILocation(line: 37, column: 5, scope: !9)
!44 = !DILocation(line: 38, column: 30, scope: !9)
!45 = !DILocation(line: 38, column: 5, scope: !9)
!46 = !DILocation(line: 39, column: 5, scope: !9)
!47 = !DILocation(line: 24, column: 48, scope: !9)
!48 = distinct !{!48, !16, !49, !50}
!49 = !DILocation(line: 40, column: 3, scope: !9)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DISubprogram(name: "get_block_idx", scope: !52, file: !52, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "3f305f125d18f56b5a4581f8ba68a4fc")
!53 = !DISubprogram(name: "set_flag", scope: !52, file: !52, line: 48, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "wait_flag", scope: !52, file: !52, line: 50, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !52, file: !52, line: 56, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!56 = !DISubprogram(name: "vadd_f32", scope: !52, file: !52, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!57 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !52, file: !52, line: 63, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!58 = distinct !DISubprogram(name: "relu_kernel", scope: !1, file: !1, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!59 = !DILocation(line: 74, column: 1, scope: !58)
!60 = !DILocation(line: 14, column: 53, scope: !23, inlinedAt: !61)
!61 = distinct !DILocation(line: 74, column: 1, scope: !58)
!62 = distinct !{!62, !59, !59, !50}
!63 = !DISubprogram(name: "vrelu_f32", scope: !52, file: !52, line: 117, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!64 = distinct !DISubprogram(name: "scale_kernel", scope: !1, file: !1, line: 75, type: !10, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!65 = !DILocation(line: 75, column: 1, scope: !64)
!66 = !DILocation(line: 14, column: 53, scope: !23, inlinedAt: !67)
!67 = distinct !DILocation(line: 75, column: 1, scope: !64)
!68 = distinct !{!68, !65, !65, !50}
!69 = !DISubprogram(name: "vmuls_f32", scope: !52, file: !52, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 90, type: !10, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!71 = !DILocation(line: 94, column: 14, scope: !70)
!72 = !DILocation(line: 94, column: 34, scope: !70)
!73 = !DILocation(line: 94, column: 54, scope: !70)
!74 = !DILocation(line: 95, column: 3, scope: !70)
!75 = !DILocation(line: 95, column: 30, scope: !70)
!76 = !DILocation(line: 96, column: 22, scope: !70)
!77 = !DILocation(line: 96, column: 12, scope: !70)
!78 = !DILocation(line: 96, column: 36, scope: !70)
!79 = !DILocation(line: 96, column: 5, scope: !70)
!80 = !DILocation(line: 96, column: 10, scope: !70)
!81 = !{!82, !82, i64 0}
!82 = !{!"float", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !DILocation(line: 97, column: 22, scope: !70)
!86 = !DILocation(line: 97, column: 12, scope: !70)
!87 = !DILocation(line: 97, column: 35, scope: !70)
!88 = !DILocation(line: 97, column: 5, scope: !70)
!89 = !DILocation(line: 97, column: 10, scope: !70)
!90 = distinct !{!90, !74, !91, !50, !92, !93}
!91 = !DILocation(line: 98, column: 3, scope: !70)
!92 = !{!"llvm.loop.isvectorized", i32 1}
!93 = !{!"llvm.loop.unroll.runtime.disable"}
!94 = !DILocation(line: 99, column: 3, scope: !70)
!95 = !DILocation(line: 100, column: 3, scope: !70)
!96 = !DILocation(line: 101, column: 3, scope: !70)
!97 = !DILocation(line: 102, column: 3, scope: !70)
!98 = !DILocation(line: 103, column: 3, scope: !70)
!99 = !DILocation(line: 104, column: 3, scope: !70)
!100 = !DILocation(line: 105, column: 3, scope: !70)
!101 = !DILocation(line: 106, column: 3, scope: !70)
!102 = !DILocation(line: 107, column: 3, scope: !70)
!103 = !DILocation(line: 108, column: 3, scope: !70)
!104 = !DILocation(line: 109, column: 15, scope: !70)
!105 = !{!106, !106, i64 0}
!106 = !{!"any pointer", !83, i64 0}
!107 = !DILocation(line: 109, column: 3, scope: !70)
!108 = !DILocation(line: 110, column: 15, scope: !70)
!109 = !DILocation(line: 110, column: 3, scope: !70)
!110 = !DILocation(line: 111, column: 37, scope: !70)
!111 = !DILocation(line: 111, column: 41, scope: !70)
!112 = !DILocation(line: 111, column: 45, scope: !70)
!113 = !DILocation(line: 111, column: 59, scope: !70)
!114 = !DILocation(line: 79, column: 3, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "launch3", scope: !1, file: !1, line: 77, type: !10, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!116 = distinct !DILocation(line: 111, column: 3, scope: !70)
!117 = !DILocation(line: 79, column: 23, scope: !115, inlinedAt: !116)
!118 = !DILocation(line: 79, column: 22, scope: !115, inlinedAt: !116)
!119 = !{!120, !120, i64 0}
!120 = !{!"long", !83, i64 0}
!121 = !DILocation(line: 79, column: 36, scope: !115, inlinedAt: !116)
!122 = !DILocation(line: 79, column: 49, scope: !115, inlinedAt: !116)
!123 = !DILocation(line: 80, column: 3, scope: !115, inlinedAt: !116)
!124 = !DILocation(line: 81, column: 1, scope: !115, inlinedAt: !116)
!125 = !DILocation(line: 112, column: 43, scope: !70)
!126 = !DILocation(line: 112, column: 47, scope: !70)
!127 = !DILocation(line: 112, column: 67, scope: !70)
!128 = !DILocation(line: 86, column: 3, scope: !129, inlinedAt: !130)
!129 = distinct !DISubprogram(name: "launch_unary", scope: !1, file: !1, line: 83, type: !10, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!130 = distinct !DILocation(line: 112, column: 3, scope: !70)
!131 = !DILocation(line: 86, column: 23, scope: !129, inlinedAt: !130)
!132 = !DILocation(line: 86, column: 22, scope: !129, inlinedAt: !130)
!133 = !DILocation(line: 86, column: 37, scope: !129, inlinedAt: !130)
!134 = !DILocation(line: 87, column: 3, scope: !129, inlinedAt: !130)
!135 = !DILocation(line: 88, column: 1, scope: !129, inlinedAt: !130)
!136 = !DILocation(line: 113, column: 44, scope: !70)
!137 = !DILocation(line: 113, column: 48, scope: !70)
!138 = !DILocation(line: 113, column: 69, scope: !70)
!139 = !DILocation(line: 86, column: 3, scope: !129, inlinedAt: !140)
!140 = distinct !DILocation(line: 113, column: 3, scope: !70)
!141 = !DILocation(line: 86, column: 23, scope: !129, inlinedAt: !140)
!142 = !DILocation(line: 86, column: 22, scope: !129, inlinedAt: !140)
!143 = !DILocation(line: 86, column: 37, scope: !129, inlinedAt: !140)
!144 = !DILocation(line: 87, column: 3, scope: !129, inlinedAt: !140)
!145 = !DILocation(line: 88, column: 1, scope: !129, inlinedAt: !140)
!146 = !DILocation(line: 114, column: 26, scope: !70)
!147 = !DILocation(line: 114, column: 3, scope: !70)
!148 = !DILocation(line: 115, column: 25, scope: !70)
!149 = !DILocation(line: 115, column: 3, scope: !70)
!150 = !DILocation(line: 117, column: 3, scope: !70)
!151 = !DILocation(line: 117, column: 30, scope: !70)
!152 = !DILocation(line: 118, column: 17, scope: !70)
!153 = !DILocation(line: 118, column: 24, scope: !70)
!154 = !DILocation(line: 118, column: 22, scope: !70)
!155 = !DILocation(line: 119, column: 27, scope: !70)
!156 = !DILocation(line: 119, column: 23, scope: !70)
!157 = !DILocation(line: 119, column: 48, scope: !70)
!158 = !DILocation(line: 120, column: 14, scope: !70)
!159 = !DILocation(line: 120, column: 19, scope: !70)
!160 = !DILocation(line: 120, column: 11, scope: !70)
!161 = distinct !{!161, !150, !162, !50, !92, !93}
!162 = !DILocation(line: 121, column: 3, scope: !70)
!163 = !DILocation(line: 123, column: 48, scope: !70)
!164 = !DILocation(line: 123, column: 42, scope: !70)
!165 = !DILocation(line: 122, column: 3, scope: !70)
!166 = !DILocation(line: 124, column: 13, scope: !70)
!167 = !DILocation(line: 124, column: 3, scope: !70)
!168 = !DILocation(line: 124, column: 28, scope: !70)
!169 = !DILocation(line: 124, column: 18, scope: !70)
!170 = !DILocation(line: 124, column: 43, scope: !70)
!171 = !DILocation(line: 124, column: 33, scope: !70)
!172 = !DILocation(line: 124, column: 58, scope: !70)
!173 = !DILocation(line: 124, column: 48, scope: !70)
!174 = !DILocation(line: 124, column: 73, scope: !70)
!175 = !DILocation(line: 124, column: 63, scope: !70)
!176 = !DILocation(line: 125, column: 22, scope: !70)
!177 = !DILocation(line: 125, column: 3, scope: !70)
!178 = !DILocation(line: 126, column: 3, scope: !70)
!179 = !DILocation(line: 127, column: 3, scope: !70)
!180 = !DILocation(line: 128, column: 3, scope: !70)
!181 = !DILocation(line: 128, column: 12, scope: !70)
!182 = !DILocation(line: 128, column: 21, scope: !70)
!183 = !DILocation(line: 129, column: 16, scope: !70)
!184 = !DILocation(line: 130, column: 1, scope: !70)
!185 = !DILocation(line: 129, column: 3, scope: !70)
!186 = !DISubprogram(name: "malloc", scope: !187, file: !187, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!187 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!188 = !DISubprogram(name: "aclInit", scope: !187, file: !187, line: 30, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!189 = !DISubprogram(name: "aclrtSetDevice", scope: !187, file: !187, line: 32, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!190 = !DISubprogram(name: "aclrtCreateStream", scope: !187, file: !187, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!191 = !DISubprogram(name: "aclrtMalloc", scope: !187, file: !187, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!192 = !DISubprogram(name: "aclrtMemcpy", scope: !187, file: !187, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!193 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !187, file: !187, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!194 = !DISubprogram(name: "printf", scope: !187, file: !187, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!195 = !DISubprogram(name: "aclrtFree", scope: !187, file: !187, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!196 = !DISubprogram(name: "aclrtDestroyStream", scope: !187, file: !187, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!197 = !DISubprogram(name: "aclrtResetDevice", scope: !187, file: !187, line: 33, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!198 = !DISubprogram(name: "aclFinalize", scope: !187, file: !187, line: 31, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!199 = !DISubprogram(name: "free", scope: !187, file: !187, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!200 = !DISubprogram(name: "rtKernelLaunch", scope: !187, file: !187, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
