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
  %6 = icmp sgt i64 %3, 0, !dbg !13
  br i1 %6, label %7, label %12, !dbg !14

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !15
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %8
  br label %13, !dbg !14

12:                                               ; preds = %13, %4
  ret void, !dbg !16

13:                                               ; preds = %7, %13
  %14 = phi i64 [ 0, %7 ], [ %27, %13 ]
  %15 = sub nsw i64 %3, %14, !dbg !17
  %16 = tail call i64 @llvm.smin.i64(i64 %15, i64 2048), !dbg !18
  %17 = shl nsw i64 %16, 2, !dbg !21
  %18 = add nsw i64 %17, 31, !dbg !22
  %19 = sdiv i64 %18, 32, !dbg !23
  %20 = trunc i64 %19 to i16, !dbg !24
  %21 = add nsw i64 %17, 255, !dbg !25
  %22 = sdiv i64 %21, 256, !dbg !26
  %23 = trunc i64 %22 to i8, !dbg !27
  %24 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %14, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %24, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !29
  %25 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %14, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !31
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext %23, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !32
  %26 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %14, !dbg !33
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %26, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %20, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !34
  %27 = add nuw nsw i64 %14, 2048, !dbg !35
  %28 = icmp slt i64 %27, %3, !dbg !13
  br i1 %28, label %13, label %12, !dbg !14, !llvm.loop !36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !39 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !41 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !42 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !43 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @relu_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) nocapture readnone %2, i64 noundef %3) #0 !dbg !44 {
  %5 = tail call i64 @get_block_idx() #9, !dbg !45
  %6 = icmp sgt i64 %3, 0, !dbg !45
  br i1 %6, label %7, label %11, !dbg !45

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !45
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  br label %12, !dbg !45

11:                                               ; preds = %12, %4
  ret void, !dbg !45

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %25, %12 ]
  %14 = sub nsw i64 %3, %13, !dbg !45
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 2048), !dbg !46
  %16 = shl nsw i64 %15, 2, !dbg !45
  %17 = add nsw i64 %16, 31, !dbg !45
  %18 = sdiv i64 %17, 32, !dbg !45
  %19 = trunc i64 %18 to i16, !dbg !45
  %20 = add nsw i64 %16, 255, !dbg !45
  %21 = sdiv i64 %20, 256, !dbg !45
  %22 = trunc i64 %21 to i8, !dbg !45
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !45
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !45
  tail call void @vrelu_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !45
  %24 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !45
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %24, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !45
  %25 = add nuw nsw i64 %13, 2048, !dbg !45
  %26 = icmp slt i64 %25, %3, !dbg !45
  br i1 %26, label %12, label %11, !dbg !45, !llvm.loop !48
}

declare !dbg !49 void @vrelu_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) nocapture noundef readonly %2, i64 noundef %3) #0 !dbg !50 {
  %5 = tail call i64 @get_block_idx() #9, !dbg !51
  %6 = icmp sgt i64 %3, 0, !dbg !51
  br i1 %6, label %7, label %11, !dbg !51

7:                                                ; preds = %4
  %8 = mul nsw i64 %5, %3, !dbg !51
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  br label %12, !dbg !51

11:                                               ; preds = %12, %4
  ret void, !dbg !51

12:                                               ; preds = %7, %12
  %13 = phi i64 [ 0, %7 ], [ %26, %12 ]
  %14 = sub nsw i64 %3, %13, !dbg !51
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 2048), !dbg !52
  %16 = shl nsw i64 %15, 2, !dbg !51
  %17 = add nsw i64 %16, 31, !dbg !51
  %18 = sdiv i64 %17, 32, !dbg !51
  %19 = trunc i64 %18 to i16, !dbg !51
  %20 = add nsw i64 %16, 255, !dbg !51
  %21 = sdiv i64 %20, 256, !dbg !51
  %22 = trunc i64 %21 to i8, !dbg !51
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !51
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !51
  %24 = load float, ptr addrspace(1) %2, align 4, !dbg !51, !tbaa !54
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %24, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !51
  %25 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !51
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %25, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !51
  %26 = add nuw nsw i64 %13, 2048, !dbg !51
  %27 = icmp slt i64 %26, %3, !dbg !51
  br i1 %27, label %12, label %11, !dbg !51, !llvm.loop !58
}

declare !dbg !59 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !60 {
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
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !61
  store float 7.500000e-01, ptr %4, align 4, !dbg !62, !tbaa !54
  %12 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !63
  %13 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !64
  %14 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !65
  br label %15, !dbg !66

15:                                               ; preds = %15, %0
  %16 = phi i64 [ 0, %0 ], [ %26, %15 ], !dbg !67
  %17 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %27, %15 ], !dbg !68
  %18 = urem <4 x i16> %17, <i16 37, i16 37, i16 37, i16 37>, !dbg !68
  %19 = uitofp <4 x i16> %18 to <4 x float>, !dbg !69
  %20 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>), !dbg !70
  %21 = getelementptr inbounds float, ptr %12, i64 %16, !dbg !71
  store <4 x float> %20, ptr %21, align 4, !dbg !72, !tbaa !54
  %22 = urem <4 x i16> %17, <i16 11, i16 11, i16 11, i16 11>, !dbg !73
  %23 = uitofp <4 x i16> %22 to <4 x float>, !dbg !74
  %24 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %23, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>), !dbg !75
  %25 = getelementptr inbounds float, ptr %13, i64 %16, !dbg !76
  store <4 x float> %24, ptr %25, align 4, !dbg !77, !tbaa !54
  %26 = add nuw i64 %16, 4, !dbg !67
  %27 = add <4 x i16> %17, <i16 4, i16 4, i16 4, i16 4>, !dbg !68
  %28 = icmp eq i64 %26, 40000, !dbg !67
  br i1 %28, label %29, label %15, !dbg !67, !llvm.loop !78

29:                                               ; preds = %15
  %30 = tail call i32 @aclInit(ptr noundef null) #9, !dbg !82
  %31 = tail call i32 @aclrtSetDevice(i32 noundef 0) #9, !dbg !83
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !84
  %32 = call i32 @aclrtCreateStream(ptr noundef nonnull %5) #9, !dbg !85
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #9, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #9, !dbg !86
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 160000, i32 noundef 0) #9, !dbg !87
  %34 = call i32 @aclrtMalloc(ptr noundef nonnull %7, i64 noundef 160000, i32 noundef 0) #9, !dbg !88
  %35 = call i32 @aclrtMalloc(ptr noundef nonnull %8, i64 noundef 160000, i32 noundef 0) #9, !dbg !89
  %36 = call i32 @aclrtMalloc(ptr noundef nonnull %9, i64 noundef 160000, i32 noundef 0) #9, !dbg !90
  %37 = call i32 @aclrtMalloc(ptr noundef nonnull %10, i64 noundef 160000, i32 noundef 0) #9, !dbg !91
  %38 = call i32 @aclrtMalloc(ptr noundef nonnull %11, i64 noundef 32, i32 noundef 0) #9, !dbg !92
  %39 = load ptr, ptr %11, align 8, !dbg !93, !tbaa !94
  %40 = call i32 @aclrtMemcpy(ptr noundef %39, i64 noundef 32, ptr noundef nonnull %4, i64 noundef 4, i32 noundef 1) #9, !dbg !96
  %41 = load ptr, ptr %6, align 8, !dbg !97, !tbaa !94
  %42 = call i32 @aclrtMemcpy(ptr noundef %41, i64 noundef 160000, ptr noundef nonnull %12, i64 noundef 160000, i32 noundef 1) #9, !dbg !98
  %43 = load ptr, ptr %7, align 8, !dbg !99, !tbaa !94
  %44 = call i32 @aclrtMemcpy(ptr noundef %43, i64 noundef 160000, ptr noundef nonnull %13, i64 noundef 160000, i32 noundef 1) #9, !dbg !100
  %45 = load ptr, ptr %6, align 8, !dbg !101, !tbaa !94
  %46 = load ptr, ptr %7, align 8, !dbg !102, !tbaa !94
  %47 = load ptr, ptr %8, align 8, !dbg !103, !tbaa !94
  %48 = load ptr, ptr %5, align 8, !dbg !104, !tbaa !94
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !105
  %49 = ptrtoint ptr %45 to i64, !dbg !108
  store i64 %49, ptr %3, align 16, !dbg !109, !tbaa !110
  %50 = getelementptr inbounds i64, ptr %3, i64 1, !dbg !109
  %51 = ptrtoint ptr %46 to i64, !dbg !112
  store i64 %51, ptr %50, align 8, !dbg !109, !tbaa !110
  %52 = getelementptr inbounds i64, ptr %3, i64 2, !dbg !109
  %53 = ptrtoint ptr %47 to i64, !dbg !113
  store i64 %53, ptr %52, align 16, !dbg !109, !tbaa !110
  %54 = getelementptr inbounds i64, ptr %3, i64 3, !dbg !109
  store i64 5000, ptr %54, align 8, !dbg !109, !tbaa !110
  %55 = call i32 @rtKernelLaunch(ptr noundef nonnull @add_kernel, i32 noundef 8, ptr noundef nonnull %3, i32 noundef 32, ptr noundef null, ptr noundef %48) #9, !dbg !114
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !115
  %56 = load ptr, ptr %8, align 8, !dbg !116, !tbaa !94
  %57 = load ptr, ptr %9, align 8, !dbg !117, !tbaa !94
  %58 = load ptr, ptr %11, align 8, !dbg !118, !tbaa !94
  %59 = load ptr, ptr %5, align 8, !dbg !119, !tbaa !94
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !120
  %60 = ptrtoint ptr %56 to i64, !dbg !123
  store i64 %60, ptr %2, align 16, !dbg !124, !tbaa !110
  %61 = getelementptr inbounds i64, ptr %2, i64 1, !dbg !124
  %62 = ptrtoint ptr %57 to i64, !dbg !125
  store i64 %62, ptr %61, align 8, !dbg !124, !tbaa !110
  %63 = getelementptr inbounds i64, ptr %2, i64 2, !dbg !124
  %64 = ptrtoint ptr %58 to i64, !dbg !126
  store i64 %64, ptr %63, align 16, !dbg !124, !tbaa !110
  %65 = getelementptr inbounds i64, ptr %2, i64 3, !dbg !124
  store i64 5000, ptr %65, align 8, !dbg !124, !tbaa !110
  %66 = call i32 @rtKernelLaunch(ptr noundef nonnull @relu_kernel, i32 noundef 8, ptr noundef nonnull %2, i32 noundef 32, ptr noundef null, ptr noundef %59) #9, !dbg !127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !128
  %67 = load ptr, ptr %9, align 8, !dbg !129, !tbaa !94
  %68 = load ptr, ptr %10, align 8, !dbg !130, !tbaa !94
  %69 = load ptr, ptr %11, align 8, !dbg !131, !tbaa !94
  %70 = load ptr, ptr %5, align 8, !dbg !132, !tbaa !94
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !133
  %71 = ptrtoint ptr %67 to i64, !dbg !135
  store i64 %71, ptr %1, align 16, !dbg !136, !tbaa !110
  %72 = getelementptr inbounds i64, ptr %1, i64 1, !dbg !136
  %73 = ptrtoint ptr %68 to i64, !dbg !137
  store i64 %73, ptr %72, align 8, !dbg !136, !tbaa !110
  %74 = getelementptr inbounds i64, ptr %1, i64 2, !dbg !136
  %75 = ptrtoint ptr %69 to i64, !dbg !138
  store i64 %75, ptr %74, align 16, !dbg !136, !tbaa !110
  %76 = getelementptr inbounds i64, ptr %1, i64 3, !dbg !136
  store i64 5000, ptr %76, align 8, !dbg !136, !tbaa !110
  %77 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale_kernel, i32 noundef 8, ptr noundef nonnull %1, i32 noundef 32, ptr noundef null, ptr noundef %70) #9, !dbg !139
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !140
  %78 = load ptr, ptr %5, align 8, !dbg !141, !tbaa !94
  %79 = call i32 @aclrtSynchronizeStream(ptr noundef %78) #9, !dbg !142
  %80 = load ptr, ptr %10, align 8, !dbg !143, !tbaa !94
  %81 = call i32 @aclrtMemcpy(ptr noundef %14, i64 noundef 160000, ptr noundef %80, i64 noundef 160000, i32 noundef 2) #9, !dbg !144
  br label %82, !dbg !145

82:                                               ; preds = %82, %29
  %83 = phi i64 [ 0, %29 ], [ %112, %82 ], !dbg !146
  %84 = phi <2 x i64> [ zeroinitializer, %29 ], [ %110, %82 ]
  %85 = phi <2 x i64> [ zeroinitializer, %29 ], [ %111, %82 ]
  %86 = getelementptr inbounds float, ptr %12, i64 %83, !dbg !147
  %87 = load <2 x float>, ptr %86, align 4, !dbg !147, !tbaa !54
  %88 = getelementptr inbounds float, ptr %86, i64 2, !dbg !147
  %89 = load <2 x float>, ptr %88, align 4, !dbg !147, !tbaa !54
  %90 = getelementptr inbounds float, ptr %13, i64 %83, !dbg !148
  %91 = load <2 x float>, ptr %90, align 4, !dbg !148, !tbaa !54
  %92 = getelementptr inbounds float, ptr %90, i64 2, !dbg !148
  %93 = load <2 x float>, ptr %92, align 4, !dbg !148, !tbaa !54
  %94 = fadd <2 x float> %87, %91, !dbg !149
  %95 = fadd <2 x float> %89, %93, !dbg !149
  %96 = fcmp ogt <2 x float> %94, zeroinitializer, !dbg !150
  %97 = fcmp ogt <2 x float> %95, zeroinitializer, !dbg !150
  %98 = select <2 x i1> %96, <2 x float> %94, <2 x float> zeroinitializer, !dbg !151
  %99 = select <2 x i1> %97, <2 x float> %95, <2 x float> zeroinitializer, !dbg !151
  %100 = fmul <2 x float> %98, <float 7.500000e-01, float 7.500000e-01>, !dbg !152
  %101 = fmul <2 x float> %99, <float 7.500000e-01, float 7.500000e-01>, !dbg !152
  %102 = getelementptr inbounds float, ptr %14, i64 %83, !dbg !153
  %103 = load <2 x float>, ptr %102, align 4, !dbg !153, !tbaa !54
  %104 = getelementptr inbounds float, ptr %102, i64 2, !dbg !153
  %105 = load <2 x float>, ptr %104, align 4, !dbg !153, !tbaa !54
  %106 = fcmp une <2 x float> %103, %100, !dbg !154
  %107 = fcmp une <2 x float> %105, %101, !dbg !154
  %108 = zext <2 x i1> %106 to <2 x i64>
  %109 = zext <2 x i1> %107 to <2 x i64>
  %110 = add <2 x i64> %84, %108, !dbg !155
  %111 = add <2 x i64> %85, %109, !dbg !155
  %112 = add nuw i64 %83, 4, !dbg !146
  %113 = icmp eq i64 %112, 40000, !dbg !146
  br i1 %113, label %114, label %82, !dbg !146, !llvm.loop !156

114:                                              ; preds = %82
  %115 = add <2 x i64> %111, %110, !dbg !145
  %116 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115), !dbg !145
  %117 = icmp eq i64 %116, 0, !dbg !158
  %118 = select i1 %117, ptr @.str.3, ptr @.str.4, !dbg !159
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %116, i64 noundef 40000, ptr noundef nonnull %118), !dbg !160
  %120 = load ptr, ptr %6, align 8, !dbg !161, !tbaa !94
  %121 = call i32 @aclrtFree(ptr noundef %120) #9, !dbg !162
  %122 = load ptr, ptr %7, align 8, !dbg !163, !tbaa !94
  %123 = call i32 @aclrtFree(ptr noundef %122) #9, !dbg !164
  %124 = load ptr, ptr %8, align 8, !dbg !165, !tbaa !94
  %125 = call i32 @aclrtFree(ptr noundef %124) #9, !dbg !166
  %126 = load ptr, ptr %9, align 8, !dbg !167, !tbaa !94
  %127 = call i32 @aclrtFree(ptr noundef %126) #9, !dbg !168
  %128 = load ptr, ptr %10, align 8, !dbg !169, !tbaa !94
  %129 = call i32 @aclrtFree(ptr noundef %128) #9, !dbg !170
  %130 = load ptr, ptr %11, align 8, !dbg !171, !tbaa !94
  %131 = call i32 @aclrtFree(ptr noundef %130) #9, !dbg !172
  %132 = load ptr, ptr %5, align 8, !dbg !173, !tbaa !94
  %133 = call i32 @aclrtDestroyStream(ptr noundef %132) #9, !dbg !174
  %134 = call i32 @aclrtResetDevice(i32 noundef 0) #9, !dbg !175
  %135 = call i32 @aclFinalize() #9, !dbg !176
  call void @free(ptr noundef nonnull %12), !dbg !177
  call void @free(ptr noundef nonnull %13), !dbg !178
  call void @free(ptr noundef nonnull %14), !dbg !179
  %136 = icmp ne i64 %116, 0, !dbg !180
  %137 = zext i1 %136 to i32, !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #9, !dbg !181
  ret i32 %137, !dbg !182
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !183 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !185 i32 @aclInit(ptr noundef) local_unnamed_addr #2

declare !dbg !186 i32 @aclrtSetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !187 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !188 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !189 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !190 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !191 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !192 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !193 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

declare !dbg !194 i32 @aclrtResetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !195 i32 @aclFinalize() local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !196 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare !dbg !197 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

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
!13 = !DILocation(line: 24, column: 31, scope: !9)
!14 = !DILocation(line: 24, column: 3, scope: !9)
!15 = !DILocation(line: 21, column: 34, scope: !9)
!16 = !DILocation(line: 43, column: 1, scope: !9)
!17 = !DILocation(line: 25, column: 34, scope: !9)
!18 = !DILocation(line: 14, column: 53, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = distinct !DILocation(line: 25, column: 19, scope: !9)
!21 = !DILocation(line: 26, column: 39, scope: !9)
!22 = !DILocation(line: 26, column: 43, scope: !9)
!23 = !DILocation(line: 26, column: 49, scope: !9)
!24 = !DILocation(line: 26, column: 23, scope: !9)
!25 = !DILocation(line: 27, column: 42, scope: !9)
!26 = !DILocation(line: 27, column: 49, scope: !9)
!27 = !DILocation(line: 27, column: 23, scope: !9)
!28 = !DILocation(line: 29, column: 34, scope: !9)
!29 = !DILocation(line: 29, column: 5, scope: !9)
!30 = !DILocation(line: 30, column: 34, scope: !9)
!31 = !DILocation(line: 30, column: 5, scope: !9)
!32 = !DILocation(line: 34, column: 5, scope: !9)
!33 = !DILocation(line: 38, column: 30, scope: !9)
!34 = !DILocation(line: 38, column: 5, scope: !9)
!35 = !DILocation(line: 24, column: 48, scope: !9)
!36 = distinct !{!36, !14, !37, !38}
!37 = !DILocation(line: 40, column: 3, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DISubprogram(name: "get_block_idx", scope: !40, file: !40, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!40 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!41 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !40, file: !40, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!42 = !DISubprogram(name: "vadd_f32", scope: !40, file: !40, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!43 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !40, file: !40, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!44 = distinct !DISubprogram(name: "relu_kernel", scope: !1, file: !1, line: 76, type: !10, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!45 = !DILocation(line: 76, column: 1, scope: !44)
!46 = !DILocation(line: 14, column: 53, scope: !19, inlinedAt: !47)
!47 = distinct !DILocation(line: 76, column: 1, scope: !44)
!48 = distinct !{!48, !45, !45, !38}
!49 = !DISubprogram(name: "vrelu_f32", scope: !40, file: !40, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = distinct !DISubprogram(name: "scale_kernel", scope: !1, file: !1, line: 77, type: !10, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!51 = !DILocation(line: 77, column: 1, scope: !50)
!52 = !DILocation(line: 14, column: 53, scope: !19, inlinedAt: !53)
!53 = distinct !DILocation(line: 77, column: 1, scope: !50)
!54 = !{!55, !55, i64 0}
!55 = !{!"float", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = distinct !{!58, !51, !51, !38}
!59 = !DISubprogram(name: "vmuls_f32", scope: !40, file: !40, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!60 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!61 = !DILocation(line: 94, column: 3, scope: !60)
!62 = !DILocation(line: 94, column: 15, scope: !60)
!63 = !DILocation(line: 95, column: 14, scope: !60)
!64 = !DILocation(line: 95, column: 34, scope: !60)
!65 = !DILocation(line: 95, column: 54, scope: !60)
!66 = !DILocation(line: 96, column: 3, scope: !60)
!67 = !DILocation(line: 96, column: 30, scope: !60)
!68 = !DILocation(line: 97, column: 22, scope: !60)
!69 = !DILocation(line: 97, column: 12, scope: !60)
!70 = !DILocation(line: 97, column: 36, scope: !60)
!71 = !DILocation(line: 97, column: 5, scope: !60)
!72 = !DILocation(line: 97, column: 10, scope: !60)
!73 = !DILocation(line: 98, column: 22, scope: !60)
!74 = !DILocation(line: 98, column: 12, scope: !60)
!75 = !DILocation(line: 98, column: 35, scope: !60)
!76 = !DILocation(line: 98, column: 5, scope: !60)
!77 = !DILocation(line: 98, column: 10, scope: !60)
!78 = distinct !{!78, !66, !79, !38, !80, !81}
!79 = !DILocation(line: 99, column: 3, scope: !60)
!80 = !{!"llvm.loop.isvectorized", i32 1}
!81 = !{!"llvm.loop.unroll.runtime.disable"}
!82 = !DILocation(line: 100, column: 3, scope: !60)
!83 = !DILocation(line: 101, column: 3, scope: !60)
!84 = !DILocation(line: 102, column: 3, scope: !60)
!85 = !DILocation(line: 103, column: 3, scope: !60)
!86 = !DILocation(line: 104, column: 3, scope: !60)
!87 = !DILocation(line: 105, column: 3, scope: !60)
!88 = !DILocation(line: 106, column: 3, scope: !60)
!89 = !DILocation(line: 107, column: 3, scope: !60)
!90 = !DILocation(line: 108, column: 3, scope: !60)
!91 = !DILocation(line: 109, column: 3, scope: !60)
!92 = !DILocation(line: 110, column: 3, scope: !60)
!93 = !DILocation(line: 111, column: 15, scope: !60)
!94 = !{!95, !95, i64 0}
!95 = !{!"any pointer", !56, i64 0}
!96 = !DILocation(line: 111, column: 3, scope: !60)
!97 = !DILocation(line: 112, column: 15, scope: !60)
!98 = !DILocation(line: 112, column: 3, scope: !60)
!99 = !DILocation(line: 113, column: 15, scope: !60)
!100 = !DILocation(line: 113, column: 3, scope: !60)
!101 = !DILocation(line: 114, column: 37, scope: !60)
!102 = !DILocation(line: 114, column: 41, scope: !60)
!103 = !DILocation(line: 114, column: 45, scope: !60)
!104 = !DILocation(line: 114, column: 59, scope: !60)
!105 = !DILocation(line: 81, column: 3, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "launch3", scope: !1, file: !1, line: 79, type: !10, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!107 = distinct !DILocation(line: 114, column: 3, scope: !60)
!108 = !DILocation(line: 81, column: 23, scope: !106, inlinedAt: !107)
!109 = !DILocation(line: 81, column: 22, scope: !106, inlinedAt: !107)
!110 = !{!111, !111, i64 0}
!111 = !{!"long", !56, i64 0}
!112 = !DILocation(line: 81, column: 36, scope: !106, inlinedAt: !107)
!113 = !DILocation(line: 81, column: 49, scope: !106, inlinedAt: !107)
!114 = !DILocation(line: 82, column: 3, scope: !106, inlinedAt: !107)
!115 = !DILocation(line: 83, column: 1, scope: !106, inlinedAt: !107)
!116 = !DILocation(line: 115, column: 43, scope: !60)
!117 = !DILocation(line: 115, column: 47, scope: !60)
!118 = !DILocation(line: 115, column: 51, scope: !60)
!119 = !DILocation(line: 115, column: 70, scope: !60)
!120 = !DILocation(line: 87, column: 3, scope: !121, inlinedAt: !122)
!121 = distinct !DISubprogram(name: "launch_unary", scope: !1, file: !1, line: 85, type: !10, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!122 = distinct !DILocation(line: 115, column: 3, scope: !60)
!123 = !DILocation(line: 87, column: 23, scope: !121, inlinedAt: !122)
!124 = !DILocation(line: 87, column: 22, scope: !121, inlinedAt: !122)
!125 = !DILocation(line: 87, column: 37, scope: !121, inlinedAt: !122)
!126 = !DILocation(line: 87, column: 52, scope: !121, inlinedAt: !122)
!127 = !DILocation(line: 88, column: 3, scope: !121, inlinedAt: !122)
!128 = !DILocation(line: 89, column: 1, scope: !121, inlinedAt: !122)
!129 = !DILocation(line: 116, column: 44, scope: !60)
!130 = !DILocation(line: 116, column: 48, scope: !60)
!131 = !DILocation(line: 116, column: 52, scope: !60)
!132 = !DILocation(line: 116, column: 71, scope: !60)
!133 = !DILocation(line: 87, column: 3, scope: !121, inlinedAt: !134)
!134 = distinct !DILocation(line: 116, column: 3, scope: !60)
!135 = !DILocation(line: 87, column: 23, scope: !121, inlinedAt: !134)
!136 = !DILocation(line: 87, column: 22, scope: !121, inlinedAt: !134)
!137 = !DILocation(line: 87, column: 37, scope: !121, inlinedAt: !134)
!138 = !DILocation(line: 87, column: 52, scope: !121, inlinedAt: !134)
!139 = !DILocation(line: 88, column: 3, scope: !121, inlinedAt: !134)
!140 = !DILocation(line: 89, column: 1, scope: !121, inlinedAt: !134)
!141 = !DILocation(line: 117, column: 26, scope: !60)
!142 = !DILocation(line: 117, column: 3, scope: !60)
!143 = !DILocation(line: 118, column: 25, scope: !60)
!144 = !DILocation(line: 118, column: 3, scope: !60)
!145 = !DILocation(line: 120, column: 3, scope: !60)
!146 = !DILocation(line: 120, column: 30, scope: !60)
!147 = !DILocation(line: 121, column: 17, scope: !60)
!148 = !DILocation(line: 121, column: 24, scope: !60)
!149 = !DILocation(line: 121, column: 22, scope: !60)
!150 = !DILocation(line: 122, column: 27, scope: !60)
!151 = !DILocation(line: 122, column: 23, scope: !60)
!152 = !DILocation(line: 122, column: 48, scope: !60)
!153 = !DILocation(line: 123, column: 14, scope: !60)
!154 = !DILocation(line: 123, column: 19, scope: !60)
!155 = !DILocation(line: 123, column: 11, scope: !60)
!156 = distinct !{!156, !145, !157, !38, !80, !81}
!157 = !DILocation(line: 124, column: 3, scope: !60)
!158 = !DILocation(line: 126, column: 48, scope: !60)
!159 = !DILocation(line: 126, column: 42, scope: !60)
!160 = !DILocation(line: 125, column: 3, scope: !60)
!161 = !DILocation(line: 127, column: 13, scope: !60)
!162 = !DILocation(line: 127, column: 3, scope: !60)
!163 = !DILocation(line: 127, column: 28, scope: !60)
!164 = !DILocation(line: 127, column: 18, scope: !60)
!165 = !DILocation(line: 127, column: 43, scope: !60)
!166 = !DILocation(line: 127, column: 33, scope: !60)
!167 = !DILocation(line: 127, column: 58, scope: !60)
!168 = !DILocation(line: 127, column: 48, scope: !60)
!169 = !DILocation(line: 127, column: 73, scope: !60)
!170 = !DILocation(line: 127, column: 63, scope: !60)
!171 = !DILocation(line: 127, column: 88, scope: !60)
!172 = !DILocation(line: 127, column: 78, scope: !60)
!173 = !DILocation(line: 128, column: 22, scope: !60)
!174 = !DILocation(line: 128, column: 3, scope: !60)
!175 = !DILocation(line: 129, column: 3, scope: !60)
!176 = !DILocation(line: 130, column: 3, scope: !60)
!177 = !DILocation(line: 131, column: 3, scope: !60)
!178 = !DILocation(line: 131, column: 12, scope: !60)
!179 = !DILocation(line: 131, column: 21, scope: !60)
!180 = !DILocation(line: 132, column: 16, scope: !60)
!181 = !DILocation(line: 133, column: 1, scope: !60)
!182 = !DILocation(line: 132, column: 3, scope: !60)
!183 = !DISubprogram(name: "malloc", scope: !184, file: !184, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!184 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!185 = !DISubprogram(name: "aclInit", scope: !184, file: !184, line: 30, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!186 = !DISubprogram(name: "aclrtSetDevice", scope: !184, file: !184, line: 32, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!187 = !DISubprogram(name: "aclrtCreateStream", scope: !184, file: !184, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!188 = !DISubprogram(name: "aclrtMalloc", scope: !184, file: !184, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!189 = !DISubprogram(name: "aclrtMemcpy", scope: !184, file: !184, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!190 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !184, file: !184, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!191 = !DISubprogram(name: "printf", scope: !184, file: !184, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!192 = !DISubprogram(name: "aclrtFree", scope: !184, file: !184, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!193 = !DISubprogram(name: "aclrtDestroyStream", scope: !184, file: !184, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!194 = !DISubprogram(name: "aclrtResetDevice", scope: !184, file: !184, line: 33, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!195 = !DISubprogram(name: "aclFinalize", scope: !184, file: !184, line: 31, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!196 = !DISubprogram(name: "free", scope: !184, file: !184, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!197 = !DISubprogram(name: "rtKernelLaunch", scope: !184, file: !184, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
