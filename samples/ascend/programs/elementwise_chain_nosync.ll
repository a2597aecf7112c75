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
define dso_local void @relu_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, float %2, i64 noundef %3) #0 !dbg !44 {
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
define dso_local void @scale_kernel(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, float noundef %2, i64 noundef %3) #0 !dbg !50 {
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
  %13 = phi i64 [ 0, %7 ], [ %25, %12 ]
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
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %2, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !51
  %24 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %13, !dbg !51
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %24, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !51
  %25 = add nuw nsw i64 %13, 2048, !dbg !51
  %26 = icmp slt i64 %25, %3, !dbg !51
  br i1 %26, label %12, label %11, !dbg !51, !llvm.loop !54
}

declare !dbg !55 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !56 {
  %1 = alloca [4 x i64], align 16
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i64], align 16
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !57
  %11 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !58
  %12 = tail call dereferenceable_or_null(160000) ptr @malloc(i64 noundef 160000) #10, !dbg !59
  br label %13, !dbg !60

13:                                               ; preds = %13, %0
  %14 = phi i64 [ 0, %0 ], [ %24, %13 ], !dbg !61
  %15 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %25, %13 ], !dbg !62
  %16 = urem <4 x i16> %15, <i16 37, i16 37, i16 37, i16 37>, !dbg !62
  %17 = uitofp <4 x i16> %16 to <4 x float>, !dbg !63
  %18 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -4.000000e+00, float -4.000000e+00, float -4.000000e+00, float -4.000000e+00>), !dbg !64
  %19 = getelementptr inbounds float, ptr %10, i64 %14, !dbg !65
  store <4 x float> %18, ptr %19, align 4, !dbg !66, !tbaa !67
  %20 = urem <4 x i16> %15, <i16 11, i16 11, i16 11, i16 11>, !dbg !71
  %21 = uitofp <4 x i16> %20 to <4 x float>, !dbg !72
  %22 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %21, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>), !dbg !73
  %23 = getelementptr inbounds float, ptr %11, i64 %14, !dbg !74
  store <4 x float> %22, ptr %23, align 4, !dbg !75, !tbaa !67
  %24 = add nuw i64 %14, 4, !dbg !61
  %25 = add <4 x i16> %15, <i16 4, i16 4, i16 4, i16 4>, !dbg !62
  %26 = icmp eq i64 %24, 40000, !dbg !61
  br i1 %26, label %27, label %13, !dbg !61, !llvm.loop !76

27:                                               ; preds = %13
  %28 = tail call i32 @aclInit(ptr noundef null) #9, !dbg !80
  %29 = tail call i32 @aclrtSetDevice(i32 noundef 0) #9, !dbg !81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !82
  %30 = call i32 @aclrtCreateStream(ptr noundef nonnull %4) #9, !dbg !83
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9, !dbg !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9, !dbg !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #9, !dbg !84
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #9, !dbg !84
  %31 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 160000, i32 noundef 0) #9, !dbg !85
  %32 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 160000, i32 noundef 0) #9, !dbg !86
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %7, i64 noundef 160000, i32 noundef 0) #9, !dbg !87
  %34 = call i32 @aclrtMalloc(ptr noundef nonnull %8, i64 noundef 160000, i32 noundef 0) #9, !dbg !88
  %35 = call i32 @aclrtMalloc(ptr noundef nonnull %9, i64 noundef 160000, i32 noundef 0) #9, !dbg !89
  %36 = load ptr, ptr %5, align 8, !dbg !90, !tbaa !91
  %37 = call i32 @aclrtMemcpy(ptr noundef %36, i64 noundef 160000, ptr noundef nonnull %10, i64 noundef 160000, i32 noundef 1) #9, !dbg !93
  %38 = load ptr, ptr %6, align 8, !dbg !94, !tbaa !91
  %39 = call i32 @aclrtMemcpy(ptr noundef %38, i64 noundef 160000, ptr noundef nonnull %11, i64 noundef 160000, i32 noundef 1) #9, !dbg !95
  %40 = load ptr, ptr %5, align 8, !dbg !96, !tbaa !91
  %41 = load ptr, ptr %6, align 8, !dbg !97, !tbaa !91
  %42 = load ptr, ptr %7, align 8, !dbg !98, !tbaa !91
  %43 = load ptr, ptr %4, align 8, !dbg !99, !tbaa !91
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9, !dbg !100
  %44 = ptrtoint ptr %40 to i64, !dbg !103
  store i64 %44, ptr %3, align 16, !dbg !104, !tbaa !105
  %45 = getelementptr inbounds i64, ptr %3, i64 1, !dbg !104
  %46 = ptrtoint ptr %41 to i64, !dbg !107
  store i64 %46, ptr %45, align 8, !dbg !104, !tbaa !105
  %47 = getelementptr inbounds i64, ptr %3, i64 2, !dbg !104
  %48 = ptrtoint ptr %42 to i64, !dbg !108
  store i64 %48, ptr %47, align 16, !dbg !104, !tbaa !105
  %49 = getelementptr inbounds i64, ptr %3, i64 3, !dbg !104
  store i64 5000, ptr %49, align 8, !dbg !104, !tbaa !105
  %50 = call i32 @rtKernelLaunch(ptr noundef nonnull @add_kernel, i32 noundef 8, ptr noundef nonnull %3, i32 noundef 32, ptr noundef null, ptr noundef %43) #9, !dbg !109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9, !dbg !110
  %51 = load ptr, ptr %7, align 8, !dbg !111, !tbaa !91
  %52 = load ptr, ptr %8, align 8, !dbg !112, !tbaa !91
  %53 = load ptr, ptr %4, align 8, !dbg !113, !tbaa !91
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9, !dbg !114
  %54 = ptrtoint ptr %51 to i64, !dbg !117
  store i64 %54, ptr %2, align 16, !dbg !118, !tbaa !105
  %55 = getelementptr inbounds i64, ptr %2, i64 1, !dbg !118
  %56 = ptrtoint ptr %52 to i64, !dbg !119
  store i64 %56, ptr %55, align 8, !dbg !118, !tbaa !105
  %57 = getelementptr inbounds i64, ptr %2, i64 2, !dbg !118
  store i64 0, ptr %57, align 16, !dbg !118, !tbaa !105
  %58 = getelementptr inbounds i64, ptr %2, i64 3, !dbg !118
  store i64 5000, ptr %58, align 8, !dbg !118, !tbaa !105
  %59 = call i32 @rtKernelLaunch(ptr noundef nonnull @relu_kernel, i32 noundef 8, ptr noundef nonnull %2, i32 noundef 32, ptr noundef null, ptr noundef %53) #9, !dbg !120
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9, !dbg !121
  %60 = load ptr, ptr %8, align 8, !dbg !122, !tbaa !91
  %61 = load ptr, ptr %9, align 8, !dbg !123, !tbaa !91
  %62 = load ptr, ptr %4, align 8, !dbg !124, !tbaa !91
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9, !dbg !125
  %63 = ptrtoint ptr %60 to i64, !dbg !127
  store i64 %63, ptr %1, align 16, !dbg !128, !tbaa !105
  %64 = getelementptr inbounds i64, ptr %1, i64 1, !dbg !128
  %65 = ptrtoint ptr %61 to i64, !dbg !129
  store i64 %65, ptr %64, align 8, !dbg !128, !tbaa !105
  %66 = getelementptr inbounds i64, ptr %1, i64 2, !dbg !128
  store i64 1061158912, ptr %66, align 16, !dbg !128, !tbaa !105
  %67 = getelementptr inbounds i64, ptr %1, i64 3, !dbg !128
  store i64 5000, ptr %67, align 8, !dbg !128, !tbaa !105
  %68 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale_kernel, i32 noundef 8, ptr noundef nonnull %1, i32 noundef 32, ptr noundef null, ptr noundef %62) #9, !dbg !130
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9, !dbg !131
  %69 = load ptr, ptr %4, align 8, !dbg !132, !tbaa !91
  %70 = call i32 @aclrtSynchronizeStream(ptr noundef %69) #9, !dbg !133
  %71 = load ptr, ptr %9, align 8, !dbg !134, !tbaa !91
  %72 = call i32 @aclrtMemcpy(ptr noundef %12, i64 noundef 160000, ptr noundef %71, i64 noundef 160000, i32 noundef 2) #9, !dbg !135
  br label %73, !dbg !136

73:                                               ; preds = %73, %27
  %74 = phi i64 [ 0, %27 ], [ %103, %73 ], !dbg !137
  %75 = phi <2 x i64> [ zeroinitializer, %27 ], [ %101, %73 ]
  %76 = phi <2 x i64> [ zeroinitializer, %27 ], [ %102, %73 ]
  %77 = getelementptr inbounds float, ptr %10, i64 %74, !dbg !138
  %78 = load <2 x float>, ptr %77, align 4, !dbg !138, !tbaa !67
  %79 = getelementptr inbounds float, ptr %77, i64 2, !dbg !138
  %80 = load <2 x float>, ptr %79, align 4, !dbg !138, !tbaa !67
  %81 = getelementptr inbounds float, ptr %11, i64 %74, !dbg !139
  %82 = load <2 x float>, ptr %81, align 4, !dbg !139, !tbaa !67
  %83 = getelementptr inbounds float, ptr %81, i64 2, !dbg !139
  %84 = load <2 x float>, ptr %83, align 4, !dbg !139, !tbaa !67
  %85 = fadd <2 x float> %78, %82, !dbg !140
  %86 = fadd <2 x float> %80, %84, !dbg !140
  %87 = fcmp ogt <2 x float> %85, zeroinitializer, !dbg !141
  %88 = fcmp ogt <2 x float> %86, zeroinitializer, !dbg !141
  %89 = select <2 x i1> %87, <2 x float> %85, <2 x float> zeroinitializer, !dbg !142
  %90 = select <2 x i1> %88, <2 x float> %86, <2 x float> zeroinitializer, !dbg !142
  %91 = fmul <2 x float> %89, <float 7.500000e-01, float 7.500000e-01>, !dbg !143
  %92 = fmul <2 x float> %90, <float 7.500000e-01, float 7.500000e-01>, !dbg !143
  %93 = getelementptr inbounds float, ptr %12, i64 %74, !dbg !144
  %94 = load <2 x float>, ptr %93, align 4, !dbg !144, !tbaa !67
  %95 = getelementptr inbounds float, ptr %93, i64 2, !dbg !144
  %96 = load <2 x float>, ptr %95, align 4, !dbg !144, !tbaa !67
  %97 = fcmp une <2 x float> %94, %91, !dbg !145
  %98 = fcmp une <2 x float> %96, %92, !dbg !145
  %99 = zext <2 x i1> %97 to <2 x i64>
  %100 = zext <2 x i1> %98 to <2 x i64>
  %101 = add <2 x i64> %75, %99, !dbg !146
  %102 = add <2 x i64> %76, %100, !dbg !146
  %103 = add nuw i64 %74, 4, !dbg !137
  %104 = icmp eq i64 %103, 40000, !dbg !137
  br i1 %104, label %105, label %73, !dbg !137, !llvm.loop !147

105:                                              ; preds = %73
  %106 = add <2 x i64> %102, %101, !dbg !136
  %107 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %106), !dbg !136
  %108 = icmp eq i64 %107, 0, !dbg !149
  %109 = select i1 %108, ptr @.str.3, ptr @.str.4, !dbg !150
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %107, i64 noundef 40000, ptr noundef nonnull %109), !dbg !151
  %111 = load ptr, ptr %5, align 8, !dbg !152, !tbaa !91
  %112 = call i32 @aclrtFree(ptr noundef %111) #9, !dbg !153
  %113 = load ptr, ptr %6, align 8, !dbg !154, !tbaa !91
  %114 = call i32 @aclrtFree(ptr noundef %113) #9, !dbg !155
  %115 = load ptr, ptr %7, align 8, !dbg !156, !tbaa !91
  %116 = call i32 @aclrtFree(ptr noundef %115) #9, !dbg !157
  %117 = load ptr, ptr %8, align 8, !dbg !158, !tbaa !91
  %118 = call i32 @aclrtFree(ptr noundef %117) #9, !dbg !159
  %119 = load ptr, ptr %9, align 8, !dbg !160, !tbaa !91
  %120 = call i32 @aclrtFree(ptr noundef %119) #9, !dbg !161
  %121 = load ptr, ptr %4, align 8, !dbg !162, !tbaa !91
  %122 = call i32 @aclrtDestroyStream(ptr noundef %121) #9, !dbg !163
  %123 = call i32 @aclrtResetDevice(i32 noundef 0) #9, !dbg !164
  %124 = call i32 @aclFinalize() #9, !dbg !165
  call void @free(ptr noundef nonnull %10), !dbg !166
  call void @free(ptr noundef nonnull %11), !dbg !167
  call void @free(ptr noundef nonnull %12), !dbg !168
  %125 = icmp ne i64 %107, 0, !dbg !169
  %126 = zext i1 %125 to i32, !dbg !169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #9, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #9, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !170
  ret i32 %126, !dbg !171
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !172 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !174 i32 @aclInit(ptr noundef) local_unnamed_addr #2

declare !dbg !175 i32 @aclrtSetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !176 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !177 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !178 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !179 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !180 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !181 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !182 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

declare !dbg !183 i32 @aclrtResetDevice(i32 noundef) local_unnamed_addr #2

declare !dbg !184 i32 @aclFinalize() local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !185 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare !dbg !186 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

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
!39 = !DISubprogram(name: "get_block_idx", scope: !40, file: !40, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!40 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "3f305f125d18f56b5a4581f8ba68a4fc")
!41 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !40, file: !40, line: 56, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!42 = !DISubprogram(name: "vadd_f32", scope: !40, file: !40, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!43 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !40, file: !40, line: 63, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!44 = distinct !DISubprogram(name: "relu_kernel", scope: !1, file: !1, line: 74, type: !10, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!45 = !DILocation(line: 74, column: 1, scope: !44)
!46 = !DILocation(line: 14, column: 53, scope: !19, inlinedAt: !47)
!47 = distinct !DILocation(line: 74, column: 1, scope: !44)
!48 = distinct !{!48, !45, !45, !38}
!49 = !DISubprogram(name: "vrelu_f32", scope: !40, file: !40, line: 117, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = distinct !DISubprogram(name: "scale_kernel", scope: !1, file: !1, line: 75, type: !10, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!51 = !DILocation(line: 75, column: 1, scope: !50)
!52 = !DILocation(line: 14, column: 53, scope: !19, inlinedAt: !53)
!53 = distinct !DILocation(line: 75, column: 1, scope: !50)
!54 = distinct !{!54, !51, !51, !38}
!55 = !DISubprogram(name: "vmuls_f32", scope: !40, file: !40, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!56 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 90, type: !10, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!57 = !DILocation(line: 94, column: 14, scope: !56)
!58 = !DILocation(line: 94, column: 34, scope: !56)
!59 = !DILocation(line: 94, column: 54, scope: !56)
!60 = !DILocation(line: 95, column: 3, scope: !56)
!61 = !DILocation(line: 95, column: 30, scope: !56)
!62 = !DILocation(line: 96, column: 22, scope: !56)
!63 = !DILocation(line: 96, column: 12, scope: !56)
!64 = !DILocation(line: 96, column: 36, scope: !56)
!65 = !DILocation(line: 96, column: 5, scope: !56)
!66 = !DILocation(line: 96, column: 10, scope: !56)
!67 = !{!68, !68, i64 0}
!68 = !{!"float", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 97, column: 22, scope: !56)
!72 = !DILocation(line: 97, column: 12, scope: !56)
!73 = !DILocation(line: 97, column: 35, scope: !56)
!74 = !DILocation(line: 97, column: 5, scope: !56)
!75 = !DILocation(line: 97, column: 10, scope: !56)
!76 = distinct !{!76, !60, !77, !38, !78, !79}
!77 = !DILocation(line: 98, column: 3, scope: !56)
!78 = !{!"llvm.loop.isvectorized", i32 1}
!79 = !{!"llvm.loop.unroll.runtime.disable"}
!80 = !DILocation(line: 99, column: 3, scope: !56)
!81 = !DILocation(line: 100, column: 3, scope: !56)
!82 = !DILocation(line: 101, column: 3, scope: !56)
!83 = !DILocation(line: 102, column: 3, scope: !56)
!84 = !DILocation(line: 103, column: 3, scope: !56)
!85 = !DILocation(line: 104, column: 3, scope: !56)
!86 = !DILocation(line: 105, column: 3, scope: !56)
!87 = !DILocation(line: 106, column: 3, scope: !56)
!88 = !DILocation(line: 107, column: 3, scope: !56)
!89 = !DILocation(line: 108, column: 3, scope: !56)
!90 = !DILocation(line: 109, column: 15, scope: !56)
!91 = !{!92, !92, i64 0}
!92 = !{!"any pointer", !69, i64 0}
!93 = !DILocation(line: 109, column: 3, scope: !56)
!94 = !DILocation(line: 110, column: 15, scope: !56)
!95 = !DILocation(line: 110, column: 3, scope: !56)
!96 = !DILocation(line: 111, column: 37, scope: !56)
!97 = !DILocation(line: 111, column: 41, scope: !56)
!98 = !DILocation(line: 111, column: 45, scope: !56)
!99 = !DILocation(line: 111, column: 59, scope: !56)
!100 = !DILocation(line: 79, column: 3, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "launch3", scope: !1, file: !1, line: 77, type: !10, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!102 = distinct !DILocation(line: 111, column: 3, scope: !56)
!103 = !DILocation(line: 79, column: 23, scope: !101, inlinedAt: !102)
!104 = !DILocation(line: 79, column: 22, scope: !101, inlinedAt: !102)
!105 = !{!106, !106, i64 0}
!106 = !{!"long", !69, i64 0}
!107 = !DILocation(line: 79, column: 36, scope: !101, inlinedAt: !102)
!108 = !DILocation(line: 79, column: 49, scope: !101, inlinedAt: !102)
!109 = !DILocation(line: 80, column: 3, scope: !101, inlinedAt: !102)
!110 = !DILocation(line: 81, column: 1, scope: !101, inlinedAt: !102)
!111 = !DILocation(line: 112, column: 43, scope: !56)
!112 = !DILocation(line: 112, column: 47, scope: !56)
!113 = !DILocation(line: 112, column: 67, scope: !56)
!114 = !DILocation(line: 86, column: 3, scope: !115, inlinedAt: !116)
!115 = distinct !DISubprogram(name: "launch_unary", scope: !1, file: !1, line: 83, type: !10, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!116 = distinct !DILocation(line: 112, column: 3, scope: !56)
!117 = !DILocation(line: 86, column: 23, scope: !115, inlinedAt: !116)
!118 = !DILocation(line: 86, column: 22, scope: !115, inlinedAt: !116)
!119 = !DILocation(line: 86, column: 37, scope: !115, inlinedAt: !116)
!120 = !DILocation(line: 87, column: 3, scope: !115, inlinedAt: !116)
!121 = !DILocation(line: 88, column: 1, scope: !115, inlinedAt: !116)
!122 = !DILocation(line: 113, column: 44, scope: !56)
!123 = !DILocation(line: 113, column: 48, scope: !56)
!124 = !DILocation(line: 113, column: 69, scope: !56)
!125 = !DILocation(line: 86, column: 3, scope: !115, inlinedAt: !126)
!126 = distinct !DILocation(line: 113, column: 3, scope: !56)
!127 = !DILocation(line: 86, column: 23, scope: !115, inlinedAt: !126)
!128 = !DILocation(line: 86, column: 22, scope: !115, inlinedAt: !126)
!129 = !DILocation(line: 86, column: 37, scope: !115, inlinedAt: !126)
!130 = !DILocation(line: 87, column: 3, scope: !115, inlinedAt: !126)
!131 = !DILocation(line: 88, column: 1, scope: !115, inlinedAt: !126)
!132 = !DILocation(line: 114, column: 26, scope: !56)
!133 = !DILocation(line: 114, column: 3, scope: !56)
!134 = !DILocation(line: 115, column: 25, scope: !56)
!135 = !DILocation(line: 115, column: 3, scope: !56)
!136 = !DILocation(line: 117, column: 3, scope: !56)
!137 = !DILocation(line: 117, column: 30, scope: !56)
!138 = !DILocation(line: 118, column: 17, scope: !56)
!139 = !DILocation(line: 118, column: 24, scope: !56)
!140 = !DILocation(line: 118, column: 22, scope: !56)
!141 = !DILocation(line: 119, column: 27, scope: !56)
!142 = !DILocation(line: 119, column: 23, scope: !56)
!143 = !DILocation(line: 119, column: 48, scope: !56)
!144 = !DILocation(line: 120, column: 14, scope: !56)
!145 = !DILocation(line: 120, column: 19, scope: !56)
!146 = !DILocation(line: 120, column: 11, scope: !56)
!147 = distinct !{!147, !136, !148, !38, !78, !79}
!148 = !DILocation(line: 121, column: 3, scope: !56)
!149 = !DILocation(line: 123, column: 48, scope: !56)
!150 = !DILocation(line: 123, column: 42, scope: !56)
!151 = !DILocation(line: 122, column: 3, scope: !56)
!152 = !DILocation(line: 124, column: 13, scope: !56)
!153 = !DILocation(line: 124, column: 3, scope: !56)
!154 = !DILocation(line: 124, column: 28, scope: !56)
!155 = !DILocation(line: 124, column: 18, scope: !56)
!156 = !DILocation(line: 124, column: 43, scope: !56)
!157 = !DILocation(line: 124, column: 33, scope: !56)
!158 = !DILocation(line: 124, column: 58, scope: !56)
!159 = !DILocation(line: 124, column: 48, scope: !56)
!160 = !DILocation(line: 124, column: 73, scope: !56)
!161 = !DILocation(line: 124, column: 63, scope: !56)
!162 = !DILocation(line: 125, column: 22, scope: !56)
!163 = !DILocation(line: 125, column: 3, scope: !56)
!164 = !DILocation(line: 126, column: 3, scope: !56)
!165 = !DILocation(line: 127, column: 3, scope: !56)
!166 = !DILocation(line: 128, column: 3, scope: !56)
!167 = !DILocation(line: 128, column: 12, scope: !56)
!168 = !DILocation(line: 128, column: 21, scope: !56)
!169 = !DILocation(line: 129, column: 16, scope: !56)
!170 = !DILocation(line: 130, column: 1, scope: !56)
!171 = !DILocation(line: 129, column: 3, scope: !56)
!172 = !DISubprogram(name: "malloc", scope: !173, file: !173, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!173 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!174 = !DISubprogram(name: "aclInit", scope: !173, file: !173, line: 30, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!175 = !DISubprogram(name: "aclrtSetDevice", scope: !173, file: !173, line: 32, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!176 = !DISubprogram(name: "aclrtCreateStream", scope: !173, file: !173, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!177 = !DISubprogram(name: "aclrtMalloc", scope: !173, file: !173, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!178 = !DISubprogram(name: "aclrtMemcpy", scope: !173, file: !173, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!179 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !173, file: !173, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!180 = !DISubprogram(name: "printf", scope: !173, file: !173, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!181 = !DISubprogram(name: "aclrtFree", scope: !173, file: !173, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!182 = !DISubprogram(name: "aclrtDestroyStream", scope: !173, file: !173, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!183 = !DISubprogram(name: "aclrtResetDevice", scope: !173, file: !173, line: 33, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!184 = !DISubprogram(name: "aclFinalize", scope: !173, file: !173, line: 31, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!185 = !DISubprogram(name: "free", scope: !173, file: !173, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!186 = !DISubprogram(name: "rtKernelLaunch", scope: !173, file: !173, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
