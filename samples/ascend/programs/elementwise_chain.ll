; ModuleID = 'samples/ascend/programs/elementwise_chain.c'
source_filename = "samples/ascend/programs/elementwise_chain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [44 x i8] c"samples/ascend/programs/elementwise_chain.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [72 x i8] c"elementwise_chain: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @add_kernel, ptr @.str, ptr @.str.1, i32 16, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @relu_kernel, ptr @.str, ptr @.str.1, i32 76, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @scale_kernel, ptr @.str, ptr @.str.1, i32 77, ptr null }], section "llvm.metadata"

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
define dso_local void @relu_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) nocapture readnone %2, i64 noundef %3) #0 !dbg !58 {
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
define dso_local void @scale_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) nocapture noundef readonly %2, i64 noundef %3) #0 !dbg !64 {
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
  %13 = phi i64 [ 0, %7 ], [ %26, %12 ]
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
  %24 = load float, ptr addrspace(1) %2, align 4, !dbg !65, !tbaa !68
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %24, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !65
  %25 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !65
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %25, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !65
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !65
  %26 = add nuw nsw i64 %13, 2048, !dbg !65
  %27 = icmp slt i64 %26, %3, !dbg !65
  br i1 %27, label %12, label %11, !dbg !65, !llvm.loop !72
}

declare !dbg !73 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !74 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !75
  store float 7.500000e-01, ptr %4, align 4, !dbg !76, !tbaa !68
  %12 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !77
  %13 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !78
  %14 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !79
  br label %15, !dbg !80

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %26, %15 ], !dbg !81
  %17 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %27, %15 ], !dbg !82
  %18 = urem <4 x i16> %17, <i16 37, i16 37, i16 37, i16 37>, !dbg !82
  %19 = uitofp <4 x i16> %18 to <4 x float>, !dbg !83
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>), !dbg !84
  %21 = getelementptr inbounds float, ptr %12, i64 %16, !dbg !85
  store <4 x float> %20, ptr %21, align 4, !dbg !86, !tbaa !68
  %22 = urem <4 x i16> %17, <i16 11, i16 11, i16 11, i16 11>, !dbg !87
  %23 = uitofp <4 x i16> %22 to <4 x float>, !dbg !88
  %24 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>), !dbg !89
  %25 = getelementptr inbounds float, ptr %13, i64 %16, !dbg !90
  store <4 x float> %24, ptr %25, align 4, !dbg !91, !tbaa !68
  %26 = add nuw i64 %16, 4, !dbg !81
  %27 = add <4 x i16> %17, <i16 4, i16 4, i16 4, i16 4>, !dbg !82
  %28 = icmp eq i64 %26, 40000, !dbg !81
  br i1 %28, label %29, label %15, !dbg !81, !llvm.loop !92

29:                                               ; preds = %15
  %30 = tail call i32 @aclInit(ptr noundef null) #9, !dbg !96
  %31 = tail call i32 @aclrtSetDevice(i32 noundef 0) #9, !dbg !97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !98
  %32 = call i32 @aclrtCreateStream(ptr noundef nonnull %5) #9, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #9, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9, !dbg !100
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 160000, i32 noundef 0) #9, !dbg !101
  %34 = call i32 @aclrtMalloc(ptr noundef nonnull %7, i64 noundef 160000, i32 noundef 0) #9, !dbg !102
  %35 = call i32 @aclrtMalloc(ptr noundef nonnull %8, i64 noundef 160000, i32 noundef 0) #9, !dbg !103
  %36 = call i32 @aclrtMalloc(ptr noundef nonnull %9, i64 noundef 160000, i32 noundef 0) #9, !dbg !104
  %37 = call i32 @aclrtMalloc(ptr noundef nonnull %10, i64 noundef 160000, i32 noundef 0) #9, !dbg !105
  %38 = call i32 @aclrtMalloc(ptr noundef nonnull %11, i64 noundef 32, i32 noundef 0) #9, !dbg !106
  %39 = load ptr, ptr %11, align 8, !dbg !107, !tbaa !108
  %40 = call i32 @aclrtMemcpy(ptr noundef %39, i64 noundef 32, ptr noundef nonnull %4, i64 noundef 4, i32 noundef 1) #9, !dbg !110
  %41 = load ptr, ptr %6, align 8, !dbg !111, !tbaa !108
  %42 = call i32 @aclrtMemcpy(ptr noundef %41, i64 noundef 160000, ptr noundef nonnull %12, i64 noundef 160000, i32 noundef 1) #9, !dbg !112
  %43 = load ptr, ptr %7, align 8, !dbg !113, !tbaa !108
  %44 = call i32 @aclrtMemcpy(ptr noundef %43, i64 noundef 160000, ptr noundef nonnull %13, i64 noundef 160000, i32 noundef 1) #9, !dbg !114
  %45 = load ptr, ptr %6, align 8, !dbg !115, !tbaa !108
  %46 = load ptr, ptr %7, align 8, !dbg !116, !tbaa !108
  %47 = load ptr, ptr %8, align 8, !dbg !117, !tbaa !108
  %48 = load ptr, ptr %5, align 8, !dbg !118, !tbaa !108
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !119
  %49 = ptrtoint ptr %45 to i64, !dbg !122
  store i64 %49, ptr %3, align 16, !dbg !123, !tbaa !124
  %50 = getelementptr inbounds i64, ptr %3, i64 1, !dbg !123
  %51 = ptrtoint ptr %46 to i64, !dbg !126
  store i64 %51, ptr %50, align 8, !dbg !123, !tbaa !124
  %52 = getelementptr inbounds i64, ptr %3, i64 2, !dbg !123
  %53 = ptrtoint ptr %47 to i64, !dbg !127
  store i64 %53, ptr %52, align 16, !dbg !123, !tbaa !124
  %54 = getelementptr inbounds i64, ptr %3, i64 3, !dbg !123
  store i64 5000, ptr %54, align 8, !dbg !123, !tbaa !124
  %55 = call i32 @rtKernelLaunch(ptr noundef nonnull @add_kernel, i32 noundef 8, ptr noundef nonnull %3, i32 noundef 32, ptr noundef null, ptr noundef %48) #9, !dbg !128
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !129
  %56 = load ptr, ptr %8, align 8, !dbg !130, !tbaa !108
  %57 = load ptr, ptr %9, align 8, !dbg !131, !tbaa !108
  %58 = load ptr, ptr %11, align 8, !dbg !132, !tbaa !108
  %59 = load ptr, ptr %5, align 8, !dbg !133, !tbaa !108
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !134
  %60 = ptrtoint ptr %56 to i64, !dbg !137
  store i64 %60, ptr %2, align 16, !dbg !138, !tbaa !124
  %61 = getelementptr inbounds i64, ptr %2, i64 1, !dbg !138
  %62 = ptrtoint ptr %57 to i64, !dbg !139
  store i64 %62, ptr %61, align 8, !dbg !138, !tbaa !124
  %63 = getelementptr inbounds i64, ptr %2, i64 2, !dbg !138
  %64 = ptrtoint ptr %58 to i64, !dbg !140
  store i64 %64, ptr %63, align 16, !dbg !138, !tbaa !124
  %65 = getelementptr inbounds i64, ptr %2, i64 3, !dbg !138
  store i64 5000, ptr %65, align 8, !dbg !138, !tbaa !124
  %66 = call i32 @rtKernelLaunch(ptr noundef nonnull @relu_kernel, i32 noundef 8, ptr noundef nonnull %2, i32 noundef 32, ptr noundef null, ptr noundef %59) #9, !dbg !141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !142
  %67 = load ptr, ptr %9, align 8, !dbg !143, !tbaa !108
  %68 = load ptr, ptr %10, align 8, !dbg !144, !tbaa !108
  %69 = load ptr, ptr %11, align 8, !dbg !145, !tbaa !108
  %70 = load ptr, ptr %5, align 8, !dbg !146, !tbaa !108
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !147
  %71 = ptrtoint ptr %67 to i64, !dbg !149
  store i64 %71, ptr %1, align 16, !dbg !150, !tbaa !124
  %72 = getelementptr inbounds i64, ptr %1, i64 1, !dbg !150
  %73 = ptrtoint ptr %68 to i64, !dbg !151
  store i64 %73, ptr %72, align 8, !dbg !150, !tbaa !124
  %74 = getelementptr inbounds i64, ptr %1, i64 2, !dbg !150
  %75 = ptrtoint ptr %69 to i64, !dbg !152
  store i64 %75, ptr %74, align 16, !dbg !150, !tbaa !124
  %76 = getelementptr inbounds i64, ptr %1, i64 3, !dbg !150
  store i64 5000, ptr %76, align 8, !dbg !150, !tbaa !124
  %77 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale_kernel, i32 noundef 8, ptr noundef nonnull %1, i32 noundef 32, ptr noundef null, ptr noundef %70) #9, !dbg !153
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !154
  %78 = load ptr, ptr %5, align 8, !dbg !155, !tbaa !108
  %79 = call i32 @aclrtSynchronizeStream(ptr noundef %78) #9, !dbg !156
  %80 = load ptr, ptr %10, align 8, !dbg !157, !tbaa !108
  %81 = call i32 @aclrtMemcpy(ptr noundef %14, i64 noundef 160000, ptr noundef %80, i64 noundef 160000, i32 noundef 2) #9, !dbg !158
  br label %82, !dbg !159

82:                                               ; preds = %82, %29
  %83 = phi i64 [ 0, %29 ], [ %112, %82 ], !dbg !160
  %84 = phi <2 x i64> [ zeroinitializer, %29 ], [ %110, %82 ]
  %85 = phi <2 x i64> [ zeroinitializer, %29 ], [ %111, %82 ]
  %86 = getelementptr inbounds float, ptr %12, i64 %83, !dbg !161
  %87 = load <2 x float>, ptr %86, align 4, !dbg !161, !tbaa !68
  %88 = getelementptr inbounds float, ptr %86, i64 2, !dbg !161
  %89 = load <2 x float>, ptr %88, align 4, !dbg !161, !tbaa !68
  %90 = getelementptr inbounds float, ptr %13, i64 %83, !dbg !162
  %91 = load <2 x float>, ptr %90, align 4, !dbg !162, !tbaa !68
  %92 = getelementptr inbounds float, ptr %90, i64 2, !dbg !162
  %93 = load <2 x float>, ptr %92, align 4, !dbg !162, !tbaa !68
  %94 = fadd <2 x float> %87, %91, !dbg !163
  %95 = fadd <2 x float> %89, %93, !dbg !163
  %96 = fcmp ogt <2 x float> %94, zeroinitializer, !dbg !164
  %97 = fcmp ogt <2 x float> %95, zeroinitializer, !dbg !164
  %98 = select <2 x i1> %96, <2 x float> %94, <2 x float> zeroinitializer, !dbg !165
  %99 = select <2 x i1> %97, <2 x float> %95, <2 x float> zeroinitializer, !dbg !165
  %100 = fmul <2 x float> %98, <float 7.500000e-01, float 7.500000e-01>, !dbg !166
  %101 = fmul <2 x float> %99, <float 7.500000e-01, float 7.500000e-01>, !dbg !166
  %102 = getelementptr inbounds float, ptr %14, i64 %83, !dbg !167
  %103 = load <2 x float>, ptr %102, align 4, !dbg !167, !tbaa !68
  %104 = getelementptr inbounds float, ptr %102, i64 2, !dbg !167
  %105 = load <2 x float>, ptr %104, align 4, !dbg !167, !tbaa !68
  %106 = fcmp une <2 x float> %103, %100, !dbg !168
  %107 = fcmp une <2 x float> %105, %101, !dbg !168
  %108 = zext <2 x i1> %106 to <2 x i64>
  %109 = zext <2 x i1> %107 to <2 x i64>
  %110 = add <2 x i64> %84, %108, !dbg !169
  %111 = add <2 x i64> %85, %109, !dbg !169
  %112 = add nuw i64 %83, 4, !dbg !160
  %113 = icmp eq i64 %112, 40000, !dbg !160
  br i1 %113, label %114, label %82, !dbg !160, !llvm.loop !170

114:                                              ; preds = %82
  %115 = add <2 x i64> %111, %110, !dbg !159
  %116 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115), !dbg !159
  %117 = icmp eq i64 %116, 0, !dbg !172
  %118 = select i1 %117, ptr @.str.3, ptr @.str.4, !dbg !173
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %116, i64 noundef 40000, ptr noundef nonnull %118), !dbg !174
  %120 = load ptr, ptr %6, align 8, !dbg !175, !tbaa !108
  %121 = call i32 @aclrtFree(ptr noundef %120) #9, !dbg !176
  %122 = load ptr, ptr %7, align 8, !dbg !177, !tbaa !108
  %123 = call i32 @aclrtFree(ptr noundef %122) #9, !dbg !178
  %124 = load ptr, ptr %8, align 8, !dbg !179, !tbaa !108
  %125 = call i32 @aclrtFree(ptr noundef %124) #9, !dbg !180
  %126 = load ptr, ptr %9, align 8, !dbg !181, !tbaa !108
  %127 = call i32 @aclrtFree(ptr noundef %126) #9, !dbg !182
  %128 = load ptr, ptr %10, align 8, !dbg !183, !tbaa !108
  %129 = call i32 @aclrtFree(ptr noundef %128) #9, !dbg !184
  %130 = load ptr, ptr %11, align 8, !dbg !185, !tbaa !108
  %131 = call i32 @aclrtFree(ptr noundef %130) #9, !dbg !186
  %132 = load ptr, ptr %5, align 8, !dbg !187, !tbaa !108
  %133 = call i32 @aclrtDestroyStream(ptr noundef %132) #9, !dbg !188
  %134 = call i32 @aclrtResetDevice(i32 noundef 0) #9, !dbg !189
  %135 = call i32 @aclFinalize() #9, !dbg !190
  call void @free(ptr noundef nonnull %12), !dbg !191
  call void @free(ptr noundef nonnull %13), !dbg !192
  call void @free(ptr noundef nonnull %14), !dbg !193
  %136 = icmp ne i64 %116, 0, !dbg !194
  %137 = zext i1 %136 to i32, !dbg !194
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !195
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !195
  ret i32 %137, !dbg !196
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !197 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !199 i32 @aclInit(ptr noundef) local_unnamed_addr #2

declare !dbg !200 i32 @aclrtSetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !201 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !202 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !203 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !204 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !205 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !206 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !207 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

declare !dbg !208 i32 @aclrtResetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !209 i32 @aclFinalize() local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !210 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare !dbg !211 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

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
!1 = !DIFile(filename: "samples/ascend/programs/elementwise_chain.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "6ac884d2cfb2b847dcc856a52e688941")
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
!51 = !DISubprogram(name: "get_block_idx", scope: !52, file: !52, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!53 = !DISubprogram(name: "set_flag", scope: !52, file: !52, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "wait_flag", scope: !52, file: !52, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !52, file: !52, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!56 = !DISubprogram(name: "vadd_f32", scope: !52, file: !52, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!57 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !52, file: !52, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!58 = distinct !DISubprogram(name: "relu_kernel", scope: !1, file: !1, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!59 = !DILocation(line: 76, column: 1, scope: !58)
!60 = !DILocation(line: 14, column: 53, scope: !23, inlinedAt: !61)
!61 = distinct !DILocation(line: 76, column: 1, scope: !58)
!62 = distinct !{!62, !59, !59, !50}
!63 = !DISubprogram(name: "vrelu_f32", scope: !52, file: !52, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!64 = distinct !DISubprogram(name: "scale_kernel", scope: !1, file: !1, line: 77, type: !10, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!65 = !DILocation(line: 77, column: 1, scope: !64)
!66 = !DILocation(line: 14, column: 53, scope: !23, inlinedAt: !67)
!67 = distinct !DILocation(line: 77, column: 1, scope: !64)
!68 = !{!69, !69, i64 0}
!69 = !{!"float", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = distinct !{!72, !65, !65, !50}
!73 = !DISubprogram(name: "vmuls_f32", scope: !52, file: !52, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!74 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!75 = !DILocation(line: 94, column: 3, scope: !74)
!76 = !DILocation(line: 94, column: 15, scope: !74)
!77 = !DILocation(line: 95, column: 14, scope: !74)
!78 = !DILocation(line: 95, column: 34, scope: !74)
!79 = !DILocation(line: 95, column: 54, scope: !74)
!80 = !DILocation(line: 96, column: 3, scope: !74)
!81 = !DILocation(line: 96, column: 30, scope: !74)
!82 = !DILocation(line: 97, column: 22, scope: !74)
!83 = !DILocation(line: 97, column: 12, scope: !74)
!84 = !DILocation(line: 97, column: 36, scope: !74)
!85 = !DILocation(line: 97, column: 5, scope: !74)
!86 = !DILocation(line: 97, column: 10, scope: !74)
!87 = !DILocation(line: 98, column: 22, scope: !74)
!88 = !DILocation(line: 98, column: 12, scope: !74)
!89 = !DILocation(line: 98, column: 35, scope: !74)
!90 = !DILocation(line: 98, column: 5, scope: !74)
!91 = !DILocation(line: 98, column: 10, scope: !74)
!92 = distinct !{!92, !80, !93, !50, !94, !95}
!93 = !DILocation(line: 99, column: 3, scope: !74)
!94 = !{!"llvm.loop.isvectorized", i32 1}
!95 = !{!"llvm.loop.unroll.runtime.disable"}
!96 = !DILocation(line: 100, column: 3, scope: !74)
!97 = !DILocation(line: 101, column: 3, scope: !74)
!98 = !DILocation(line: 102, column: 3, scope: !74)
!99 = !DILocation(line: 103, column: 3, scope: !74)
!100 = !DILocation(line: 104, column: 3, scope: !74)
!101 = !DILocation(line: 105, column: 3, scope: !74)
!102 = !DILocation(line: 106, column: 3, scope: !74)
!103 = !DILocation(line: 107, column: 3, scope: !74)
!104 = !DILocation(line: 108, column: 3, scope: !74)
!105 = !DILocation(line: 109, column: 3, scope: !74)
!106 = !DILocation(line: 110, column: 3, scope: !74)
!107 = !DILocation(line: 111, column: 15, scope: !74)
!108 = !{!109, !109, i64 0}
!109 = !{!"any pointer", !70, i64 0}
!110 = !DILocation(line: 111, column: 3, scope: !74)
!111 = !DILocation(line: 112, column: 15, scope: !74)
!112 = !DILocation(line: 112, column: 3, scope: !74)
!113 = !DILocation(line: 113, column: 15, scope: !74)
!114 = !DILocation(line: 113, column: 3, scope: !74)
!115 = !DILocation(line: 114, column: 37, scope: !74)
!116 = !DILocation(line: 114, column: 41, scope: !74)
!117 = !DILocation(line: 114, column: 45, scope: !74)
!118 = !DILocation(line: 114, column: 59, scope: !74)
!119 = !DILocation(line: 81, column: 3, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "launch3", scope: !1, file: !1, line: 79, type: !10, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!121 = distinct !DILocation(line: 114, column: 3, scope: !74)
!122 = !DILocation(line: 81, column: 23, scope: !120, inlinedAt: !121)
!123 = !DILocation(line: 81, column: 22, scope: !120, inlinedAt: !121)
!124 = !{!125, !125, i64 0}
!125 = !{!"long", !70, i64 0}
!126 = !DILocation(line: 81, column: 36, scope: !120, inlinedAt: !121)
!127 = !DILocation(line: 81, column: 49, scope: !120, inlinedAt: !121)
!128 = !DILocation(line: 82, column: 3, scope: !120, inlinedAt: !121)
!129 = !DILocation(line: 83, column: 1, scope: !120, inlinedAt: !121)
!130 = !DILocation(line: 115, column: 43, scope: !74)
!131 = !DILocation(line: 115, column: 47, scope: !74)
!132 = !DILocation(line: 115, column: 51, scope: !74)
!133 = !DILocation(line: 115, column: 70, scope: !74)
!134 = !DILocation(line: 87, column: 3, scope: !135, inlinedAt: !136)
!135 = distinct !DISubprogram(name: "launch_unary", scope: !1, file: !1, line: 85, type: !10, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!136 = distinct !DILocation(line: 115, column: 3, scope: !74)
!137 = !DILocation(line: 87, column: 23, scope: !135, inlinedAt: !136)
!138 = !DILocation(line: 87, column: 22, scope: !135, inlinedAt: !136)
!139 = !DILocation(line: 87, column: 37, scope: !135, inlinedAt: !136)
!140 = !DILocation(line: 87, column: 52, scope: !135, inlinedAt: !136)
!141 = !DILocation(line: 88, column: 3, scope: !135, inlinedAt: !136)
!142 = !DILocation(line: 89, column: 1, scope: !135, inlinedAt: !136)
!143 = !DILocation(line: 116, column: 44, scope: !74)
!144 = !DILocation(line: 116, column: 48, scope: !74)
!145 = !DILocation(line: 116, column: 52, scope: !74)
!146 = !DILocation(line: 116, column: 71, scope: !74)
!147 = !DILocation(line: 87, column: 3, scope: !135, inlinedAt: !148)
!148 = distinct !DILocation(line: 116, column: 3, scope: !74)
!149 = !DILocation(line: 87, column: 23, scope: !135, inlinedAt: !148)
!150 = !DILocation(line: 87, column: 22, scope: !135, inlinedAt: !148)
!151 = !DILocation(line: 87, column: 37, scope: !135, inlinedAt: !148)
!152 = !DILocation(line: 87, column: 52, scope: !135, inlinedAt: !148)
!153 = !DILocation(line: 88, column: 3, scope: !135, inlinedAt: !148)
!154 = !DILocation(line: 89, column: 1, scope: !135, inlinedAt: !148)
!155 = !DILocation(line: 117, column: 26, scope: !74)
!156 = !DILocation(line: 117, column: 3, scope: !74)
!157 = !DILocation(line: 118, column: 25, scope: !74)
!158 = !DILocation(line: 118, column: 3, scope: !74)
!159 = !DILocation(line: 120, column: 3, scope: !74)
!160 = !DILocation(line: 120, column: 30, scope: !74)
!161 = !DILocation(line: 121, column: 17, scope: !74)
!162 = !DILocation(line: 121, column: 24, scope: !74)
!163 = !DILocation(line: 121, column: 22, scope: !74)
!164 = !DILocation(line: 122, column: 27, scope: !74)
!165 = !DILocation(line: 122, column: 23, scope: !74)
!166 = !DILocation(line: 122, column: 48, scope: !74)
!167 = !DILocation(line: 123, column: 14, scope: !74)
!168 = !DILocation(line: 123, column: 19, scope: !74)
!169 = !DILocation(line: 123, column: 11, scope: !74)
!170 = distinct !{!170, !159, !171, !50, !94, !95}
!171 = !DILocation(line: 124, column: 3, scope: !74)
!172 = !DILocation(line: 126, column: 48, scope: !74)
!173 = !DILocation(line: 126, column: 42, scope: !74)
!174 = !DILocation(line: 125, column: 3, scope: !74)
!175 = !DILocation(line: 127, column: 13, scope: !74)
!176 = !DILocation(line: 127, column: 3, scope: !74)
!177 = !DILocation(line: 127, column: 28, scope: !74)
!178 = !DILocation(line: 127, column: 18, scope: !74)
!179 = !DILocation(line: 127, column: 43, scope: !74)
!180 = !DILocation(line: 127, column: 33, scope: !74)
!181 = !DILocation(line: 127, column: 58, scope: !74)
!182 = !DILocation(line: 127, column: 48, scope: !74)
!183 = !DILocation(line: 127, column: 73, scope: !74)
!184 = !DILocation(line: 127, column: 63, scope: !74)
!185 = !DILocation(line: 127, column: 88, scope: !74)
!186 = !DILocation(line: 127, column: 78, scope: !74)
!187 = !DILocation(line: 128, column: 22, scope: !74)
!188 = !DILocation(line: 128, column: 3, scope: !74)
!189 = !DILocation(line: 129, column: 3, scope: !74)
!190 = !DILocation(line: 130, column: 3, scope: !74)
!191 = !DILocation(line: 131, column: 3, scope: !74)
!192 = !DILocation(line: 131, column: 12, scope: !74)
!193 = !DILocation(line: 131, column: 21, scope: !74)
!194 = !DILocation(line: 132, column: 16, scope: !74)
!195 = !DILocation(line: 133, column: 1, scope: !74)
!196 = !DILocation(line: 132, column: 3, scope: !74)
!197 = !DISubprogram(name: "malloc", scope: !198, file: !198, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!198 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!199 = !DISubprogram(name: "aclInit", scope: !198, file: !198, line: 30, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!200 = !DISubprogram(name: "aclrtSetDevice", scope: !198, file: !198, line: 32, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!201 = !DISubprogram(name: "aclrtCreateStream", scope: !198, file: !198, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!202 = !DISubprogram(name: "aclrtMalloc", scope: !198, file: !198, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!203 = !DISubprogram(name: "aclrtMemcpy", scope: !198, file: !198, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!204 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !198, file: !198, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!205 = !DISubprogram(name: "printf", scope: !198, file: !198, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!206 = !DISubprogram(name: "aclrtFree", scope: !198, file: !198, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!207 = !DISubprogram(name: "aclrtDestroyStream", scope: !198, file: !198, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!208 = !DISubprogram(name: "aclrtResetDevice", scope: !198, file: !198, line: 33, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!209 = !DISubprogram(name: "aclFinalize", scope: !198, file: !198, line: 31, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!210 = !DISubprogram(name: "free", scope: !198, file: !198, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!211 = !DISubprogram(name: "rtKernelLaunch", scope: !198, file: !198, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
