; ModuleID = 'samples/cuda/block_shuffle.cu'
source_filename = "samples/cuda/block_shuffle.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [30 x i8] c"block_shuffle: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"block_shuffle: sums[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"block_shuffle n=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__scatterPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %11 = alloca [3 x ptr], align 16, !dbg !19
  store ptr %4, ptr %11, align 16, !dbg !19
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !19
  store ptr %5, ptr %12, align 8, !dbg !19
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !19
  store ptr %6, ptr %13, align 16, !dbg !19
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !19
  %15 = load i64, ptr %9, align 8, !dbg !19
  %16 = load ptr, ptr %10, align 8, !dbg !19
  %17 = load i64, ptr %7, align 8, !dbg !19
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !19
  %19 = load i32, ptr %18, align 8, !dbg !19
  %20 = load i64, ptr %8, align 8, !dbg !19
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !19
  %22 = load i32, ptr %21, align 8, !dbg !19
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__scatterPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__pair_upPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !21 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %11 = alloca [3 x ptr], align 16, !dbg !22
  store ptr %4, ptr %11, align 16, !dbg !22
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !22
  store ptr %5, ptr %12, align 8, !dbg !22
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !22
  store ptr %6, ptr %13, align 16, !dbg !22
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !22
  %15 = load i64, ptr %9, align 8, !dbg !22
  %16 = load ptr, ptr %10, align 8, !dbg !22
  %17 = load i64, ptr %7, align 8, !dbg !22
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !22
  %19 = load i32, ptr %18, align 8, !dbg !22
  %20 = load i64, ptr %8, align 8, !dbg !22
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !22
  %22 = load i32, ptr %21, align 8, !dbg !22
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__pair_upPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__row_sumPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !24 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %11 = alloca [3 x ptr], align 16, !dbg !25
  store ptr %4, ptr %11, align 16, !dbg !25
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !25
  store ptr %5, ptr %12, align 8, !dbg !25
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !25
  store ptr %6, ptr %13, align 16, !dbg !25
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !25
  %15 = load i64, ptr %9, align 8, !dbg !25
  %16 = load ptr, ptr %10, align 8, !dbg !25
  %17 = load i64, ptr %7, align 8, !dbg !25
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !25
  %19 = load i32, ptr %18, align 8, !dbg !25
  %20 = load i64, ptr %8, align 8, !dbg !25
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !25
  %22 = load i32, ptr %21, align 8, !dbg !25
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__row_sumPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !25
  ret void, !dbg !26
}

; Function Attrs: uwtable
define dso_local i32 @run_block_shuffle(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !27 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16, !dbg !28
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16, !dbg !30
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.dim3, align 8
  %23 = alloca %struct.dim3, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca [3 x ptr], align 16, !dbg !32
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = icmp slt i32 %0, 1, !dbg !34
  br i1 %31, label %32, label %34, !dbg !35

32:                                               ; preds = %2
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !36
  br label %285, !dbg !37

34:                                               ; preds = %2
  %35 = zext i32 %0 to i64
  %36 = shl nuw nsw i64 %35, 2, !dbg !38
  %37 = tail call noalias ptr @malloc(i64 noundef %36) #9, !dbg !39
  %38 = tail call noalias ptr @malloc(i64 noundef %36) #9, !dbg !40
  %39 = tail call noalias ptr @malloc(i64 noundef %36) #9, !dbg !41
  %40 = tail call noalias ptr @malloc(i64 noundef %36) #9, !dbg !42
  %41 = and i64 %35, 1, !dbg !43
  %42 = icmp eq i32 %0, 1, !dbg !43
  br i1 %42, label %67, label %43, !dbg !43

43:                                               ; preds = %34
  %44 = and i64 %35, 4294967294, !dbg !43
  br label %45, !dbg !43

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %64, %45 ], !dbg !47
  %47 = phi i32 [ %1, %43 ], [ %58, %45 ], !dbg !47
  %48 = phi i64 [ 0, %43 ], [ %65, %45 ]
  %49 = mul i32 %47, 1664525, !dbg !50
  %50 = add i32 %49, 1013904223, !dbg !51
  %51 = lshr i32 %50, 8, !dbg !52
  %52 = uitofp i32 %51 to float, !dbg !53
  %53 = tail call float @llvm.fmuladd.f32(float %52, float 0x3E70000000000000, float -5.000000e-01), !dbg !54
  %54 = fmul float %53, 2.000000e+00, !dbg !55
  %55 = getelementptr inbounds float, ptr %37, i64 %46, !dbg !56
  store float %54, ptr %55, align 4, !dbg !57, !tbaa !58
  %56 = or i64 %46, 1, !dbg !60
  %57 = mul i32 %50, 1664525, !dbg !50
  %58 = add i32 %57, 1013904223, !dbg !51
  %59 = lshr i32 %58, 8, !dbg !52
  %60 = uitofp i32 %59 to float, !dbg !53
  %61 = tail call float @llvm.fmuladd.f32(float %60, float 0x3E70000000000000, float -5.000000e-01), !dbg !54
  %62 = fmul float %61, 2.000000e+00, !dbg !55
  %63 = getelementptr inbounds float, ptr %37, i64 %56, !dbg !56
  store float %62, ptr %63, align 4, !dbg !57, !tbaa !58
  %64 = add nuw nsw i64 %46, 2, !dbg !60
  %65 = add i64 %48, 2, !dbg !43
  %66 = icmp eq i64 %65, %44, !dbg !43
  br i1 %66, label %67, label %45, !dbg !43, !llvm.loop !61

67:                                               ; preds = %45, %34
  %68 = phi i64 [ 0, %34 ], [ %64, %45 ]
  %69 = phi i32 [ %1, %34 ], [ %58, %45 ]
  %70 = icmp eq i64 %41, 0, !dbg !43
  br i1 %70, label %79, label %71, !dbg !43

71:                                               ; preds = %67
  %72 = mul i32 %69, 1664525, !dbg !50
  %73 = add i32 %72, 1013904223, !dbg !51
  %74 = lshr i32 %73, 8, !dbg !52
  %75 = uitofp i32 %74 to float, !dbg !53
  %76 = tail call float @llvm.fmuladd.f32(float %75, float 0x3E70000000000000, float -5.000000e-01), !dbg !54
  %77 = fmul float %76, 2.000000e+00, !dbg !55
  %78 = getelementptr inbounds float, ptr %37, i64 %68, !dbg !56
  store float %77, ptr %78, align 4, !dbg !57, !tbaa !58
  br label %79, !dbg !64

79:                                               ; preds = %67, %71
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #10, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #10, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #10, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #10, !dbg !64
  %80 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %36), !dbg !65
  %81 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %36), !dbg !66
  %82 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %36), !dbg !67
  %83 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef %36), !dbg !68
  %84 = load ptr, ptr %27, align 8, !dbg !69, !tbaa !13
  %85 = call i32 @cudaMemcpy(ptr noundef %84, ptr noundef nonnull %37, i64 noundef %36, i32 noundef 1), !dbg !70
  %86 = add nsw i32 %0, 255, !dbg !71
  %87 = sdiv i32 %86, 256, !dbg !72
  %88 = zext i32 %87 to i64, !dbg !73
  %89 = or i64 %88, 4294967296, !dbg !73
  %90 = call i32 @__cudaPushCallConfiguration(i64 %89, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !73
  %91 = icmp eq i32 %90, 0, !dbg !73
  br i1 %91, label %92, label %107, !dbg !74

92:                                               ; preds = %79
  %93 = load ptr, ptr %27, align 8, !dbg !75, !tbaa !13
  %94 = load ptr, ptr %28, align 8, !dbg !76, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26)
  store ptr %93, ptr %19, align 8, !tbaa !13, !noalias !77
  store ptr %94, ptr %20, align 8, !tbaa !13, !noalias !77
  store i32 %0, ptr %21, align 4, !tbaa !17, !noalias !77
  store ptr %19, ptr %26, align 16, !dbg !32, !noalias !77
  %95 = getelementptr inbounds ptr, ptr %26, i64 1, !dbg !32
  store ptr %20, ptr %95, align 8, !dbg !32, !noalias !77
  %96 = getelementptr inbounds ptr, ptr %26, i64 2, !dbg !32
  store ptr %21, ptr %96, align 16, !dbg !32, !noalias !77
  %97 = call i32 @__cudaPopCallConfiguration(ptr nonnull %22, ptr nonnull %23, ptr nonnull %24, ptr nonnull %25), !dbg !32
  %98 = load i64, ptr %24, align 8, !dbg !32, !noalias !77
  %99 = load ptr, ptr %25, align 8, !dbg !32, !noalias !77
  %100 = load i64, ptr %22, align 8, !dbg !32, !noalias !77
  %101 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !32
  %102 = load i32, ptr %101, align 8, !dbg !32, !noalias !77
  %103 = load i64, ptr %23, align 8, !dbg !32, !noalias !77
  %104 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !32
  %105 = load i32, ptr %104, align 8, !dbg !32, !noalias !77
  %106 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__scatterPKfPfi, i64 %100, i32 %102, i64 %103, i32 %105, ptr noundef nonnull %26, i64 noundef %98, ptr noundef %99), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !81
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21), !dbg !81
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22), !dbg !81
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23), !dbg !81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !81
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26), !dbg !81
  br label %107, !dbg !74

107:                                              ; preds = %92, %79
  %108 = call i32 @__cudaPushCallConfiguration(i64 %89, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !82
  %109 = icmp eq i32 %108, 0, !dbg !82
  br i1 %109, label %110, label %125, !dbg !83

110:                                              ; preds = %107
  %111 = load ptr, ptr %28, align 8, !dbg !84, !tbaa !13
  %112 = load ptr, ptr %29, align 8, !dbg !85, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18)
  store ptr %111, ptr %11, align 8, !tbaa !13, !noalias !86
  store ptr %112, ptr %12, align 8, !tbaa !13, !noalias !86
  store i32 %0, ptr %13, align 4, !tbaa !17, !noalias !86
  store ptr %11, ptr %18, align 16, !dbg !30, !noalias !86
  %113 = getelementptr inbounds ptr, ptr %18, i64 1, !dbg !30
  store ptr %12, ptr %113, align 8, !dbg !30, !noalias !86
  %114 = getelementptr inbounds ptr, ptr %18, i64 2, !dbg !30
  store ptr %13, ptr %114, align 16, !dbg !30, !noalias !86
  %115 = call i32 @__cudaPopCallConfiguration(ptr nonnull %14, ptr nonnull %15, ptr nonnull %16, ptr nonnull %17), !dbg !30
  %116 = load i64, ptr %16, align 8, !dbg !30, !noalias !86
  %117 = load ptr, ptr %17, align 8, !dbg !30, !noalias !86
  %118 = load i64, ptr %14, align 8, !dbg !30, !noalias !86
  %119 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !30
  %120 = load i32, ptr %119, align 8, !dbg !30, !noalias !86
  %121 = load i64, ptr %15, align 8, !dbg !30, !noalias !86
  %122 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !30
  %123 = load i32, ptr %122, align 8, !dbg !30, !noalias !86
  %124 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__pair_upPKfPfi, i64 %118, i32 %120, i64 %121, i32 %123, ptr noundef nonnull %18, i64 noundef %116, ptr noundef %117), !dbg !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !90
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14), !dbg !90
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !90
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18), !dbg !90
  br label %125, !dbg !83

125:                                              ; preds = %110, %107
  %126 = call i32 @__cudaPushCallConfiguration(i64 %89, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !91
  %127 = icmp eq i32 %126, 0, !dbg !91
  br i1 %127, label %128, label %143, !dbg !92

128:                                              ; preds = %125
  %129 = load ptr, ptr %29, align 8, !dbg !93, !tbaa !13
  %130 = load ptr, ptr %30, align 8, !dbg !94, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %129, ptr %3, align 8, !tbaa !13, !noalias !95
  store ptr %130, ptr %4, align 8, !tbaa !13, !noalias !95
  store i32 %0, ptr %5, align 4, !tbaa !17, !noalias !95
  store ptr %3, ptr %10, align 16, !dbg !28, !noalias !95
  %131 = getelementptr inbounds ptr, ptr %10, i64 1, !dbg !28
  store ptr %4, ptr %131, align 8, !dbg !28, !noalias !95
  %132 = getelementptr inbounds ptr, ptr %10, i64 2, !dbg !28
  store ptr %5, ptr %132, align 16, !dbg !28, !noalias !95
  %133 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9), !dbg !28
  %134 = load i64, ptr %8, align 8, !dbg !28, !noalias !95
  %135 = load ptr, ptr %9, align 8, !dbg !28, !noalias !95
  %136 = load i64, ptr %6, align 8, !dbg !28, !noalias !95
  %137 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !28
  %138 = load i32, ptr %137, align 8, !dbg !28, !noalias !95
  %139 = load i64, ptr %7, align 8, !dbg !28, !noalias !95
  %140 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !28
  %141 = load i32, ptr %140, align 8, !dbg !28, !noalias !95
  %142 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__row_sumPKfPfi, i64 %136, i32 %138, i64 %139, i32 %141, ptr noundef nonnull %10, i64 noundef %134, ptr noundef %135), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !99
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6), !dbg !99
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !99
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10), !dbg !99
  br label %143, !dbg !92

143:                                              ; preds = %128, %125
  %144 = call i32 @cudaDeviceSynchronize(), !dbg !100
  %145 = load ptr, ptr %30, align 8, !dbg !101, !tbaa !13
  %146 = call i32 @cudaMemcpy(ptr noundef %38, ptr noundef %145, i64 noundef %36, i32 noundef 2), !dbg !102
  %147 = icmp sgt i32 %0, 0, !dbg !103
  br i1 %147, label %148, label %214, !dbg !104

148:                                              ; preds = %143
  %149 = zext i32 %0 to i64, !dbg !104
  br label %150, !dbg !104

150:                                              ; preds = %148, %183
  %151 = phi i64 [ 0, %148 ], [ %184, %183 ]
  %152 = trunc i64 %151 to i32
  br label %156, !dbg !105

153:                                              ; preds = %183
  br i1 %147, label %154, label %214, !dbg !106

154:                                              ; preds = %153
  %155 = zext i32 %0 to i64, !dbg !106
  br label %211, !dbg !106

156:                                              ; preds = %150, %174
  %157 = phi i64 [ 0, %150 ], [ %175, %174 ]
  %158 = trunc i64 %157 to i32, !dbg !107
  %159 = mul i32 %158, 7, !dbg !107
  %160 = and i32 %159, 255, !dbg !107
  %161 = or i32 %160, %152, !dbg !108
  %162 = icmp slt i32 %161, %0, !dbg !109
  br i1 %162, label %163, label %174, !dbg !110

163:                                              ; preds = %156
  %164 = add nuw nsw i64 %157, %151, !dbg !111
  %165 = icmp ult i64 %164, %149, !dbg !112
  br i1 %165, label %166, label %169, !dbg !115

166:                                              ; preds = %163
  %167 = getelementptr inbounds float, ptr %37, i64 %164, !dbg !116
  %168 = load float, ptr %167, align 4, !dbg !116, !tbaa !58
  br label %169, !dbg !115

169:                                              ; preds = %163, %166
  %170 = phi float [ %168, %166 ], [ 0.000000e+00, %163 ], !dbg !115
  %171 = fmul float %170, 2.000000e+00, !dbg !117
  %172 = zext i32 %161 to i64, !dbg !118
  %173 = getelementptr inbounds float, ptr %39, i64 %172, !dbg !118
  store float %171, ptr %173, align 4, !dbg !119, !tbaa !58
  br label %174, !dbg !118

174:                                              ; preds = %169, %156
  %175 = add nuw nsw i64 %157, 1, !dbg !120
  %176 = icmp eq i64 %175, 256, !dbg !121
  br i1 %176, label %177, label %156, !dbg !105, !llvm.loop !122

177:                                              ; preds = %174
  %178 = trunc i64 %151 to i32, !dbg !108
  br label %179, !dbg !124

179:                                              ; preds = %177, %205
  %180 = phi i64 [ 0, %177 ], [ %209, %205 ]
  %181 = add nuw nsw i64 %180, %151, !dbg !125
  %182 = icmp ult i64 %181, %149, !dbg !126
  br i1 %182, label %186, label %183, !dbg !124

183:                                              ; preds = %205, %179
  %184 = add nuw nsw i64 %151, 256, !dbg !127
  %185 = icmp ult i64 %184, %149, !dbg !103
  br i1 %185, label %150, label %153, !dbg !104, !llvm.loop !128

186:                                              ; preds = %179
  %187 = trunc i64 %180 to i32, !dbg !130
  %188 = and i32 %187, 2147483646, !dbg !130
  %189 = add nuw nsw i32 %188, %178, !dbg !131
  %190 = icmp slt i32 %189, %0, !dbg !132
  br i1 %190, label %191, label %195, !dbg !134

191:                                              ; preds = %186
  %192 = zext i32 %189 to i64, !dbg !135
  %193 = getelementptr inbounds float, ptr %39, i64 %192, !dbg !135
  %194 = load float, ptr %193, align 4, !dbg !135, !tbaa !58
  br label %195, !dbg !134

195:                                              ; preds = %186, %191
  %196 = phi float [ %194, %191 ], [ 0.000000e+00, %186 ], !dbg !134
  %197 = and i32 %187, 2147483644, !dbg !136
  %198 = add nuw nsw i32 %197, %178, !dbg !137
  %199 = or i32 %198, 1, !dbg !138
  %200 = icmp slt i32 %199, %0, !dbg !139
  br i1 %200, label %201, label %205, !dbg !141

201:                                              ; preds = %195
  %202 = zext i32 %199 to i64, !dbg !142
  %203 = getelementptr inbounds float, ptr %39, i64 %202, !dbg !142
  %204 = load float, ptr %203, align 4, !dbg !142, !tbaa !58
  br label %205, !dbg !141

205:                                              ; preds = %195, %201
  %206 = phi float [ %204, %201 ], [ 0.000000e+00, %195 ], !dbg !141
  %207 = fadd float %196, %206, !dbg !143
  %208 = getelementptr inbounds float, ptr %40, i64 %181, !dbg !144
  store float %207, ptr %208, align 4, !dbg !145, !tbaa !58
  %209 = add nuw nsw i64 %180, 1, !dbg !146
  %210 = icmp eq i64 %209, 256, !dbg !147
  br i1 %210, label %183, label %179, !dbg !148, !llvm.loop !149

211:                                              ; preds = %154, %255
  %212 = phi i64 [ 0, %154 ], [ %257, %255 ]
  %213 = phi i32 [ 0, %154 ], [ %256, %255 ]
  br label %228, !dbg !151

214:                                              ; preds = %255, %143, %153
  %215 = phi i32 [ 0, %153 ], [ 0, %143 ], [ %256, %255 ], !dbg !152
  %216 = icmp ne i32 %215, 0, !dbg !153
  %217 = select i1 %216, ptr @.str.3, ptr @.str.4, !dbg !153
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, ptr noundef nonnull %217, i32 noundef %215), !dbg !154
  %219 = load ptr, ptr %27, align 8, !dbg !155, !tbaa !13
  %220 = call i32 @cudaFree(ptr noundef %219), !dbg !156
  %221 = load ptr, ptr %28, align 8, !dbg !157, !tbaa !13
  %222 = call i32 @cudaFree(ptr noundef %221), !dbg !158
  %223 = load ptr, ptr %29, align 8, !dbg !159, !tbaa !13
  %224 = call i32 @cudaFree(ptr noundef %223), !dbg !160
  %225 = load ptr, ptr %30, align 8, !dbg !161, !tbaa !13
  %226 = call i32 @cudaFree(ptr noundef %225), !dbg !162
  call void @free(ptr noundef %37) #10, !dbg !163
  call void @free(ptr noundef %38) #10, !dbg !164
  call void @free(ptr noundef %39) #10, !dbg !165
  call void @free(ptr noundef %40) #10, !dbg !166
  %227 = zext i1 %216 to i32, !dbg !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #10, !dbg !168
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #10, !dbg !168
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #10, !dbg !168
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #10, !dbg !168
  br label %285

228:                                              ; preds = %245, %211
  %229 = phi i64 [ 0, %211 ], [ %248, %245 ]
  %230 = phi float [ 0.000000e+00, %211 ], [ %247, %245 ]
  %231 = add nuw nsw i64 %229, %212, !dbg !169
  %232 = icmp slt i64 %231, %155, !dbg !170
  br i1 %232, label %233, label %236, !dbg !172

233:                                              ; preds = %228
  %234 = getelementptr inbounds float, ptr %40, i64 %231, !dbg !173
  %235 = load float, ptr %234, align 4, !dbg !173, !tbaa !58
  br label %236, !dbg !172

236:                                              ; preds = %228, %233
  %237 = phi float [ %235, %233 ], [ 0.000000e+00, %228 ], !dbg !172
  %238 = fadd float %230, %237, !dbg !174
  %239 = or i64 %229, 1, !dbg !175
  %240 = add nuw nsw i64 %239, %212, !dbg !169
  %241 = icmp slt i64 %240, %155, !dbg !170
  br i1 %241, label %242, label %245, !dbg !172

242:                                              ; preds = %236
  %243 = getelementptr inbounds float, ptr %40, i64 %240, !dbg !173
  %244 = load float, ptr %243, align 4, !dbg !173, !tbaa !58
  br label %245, !dbg !172

245:                                              ; preds = %242, %236
  %246 = phi float [ %244, %242 ], [ 0.000000e+00, %236 ], !dbg !172
  %247 = fadd float %238, %246, !dbg !174
  %248 = add nuw nsw i64 %229, 2, !dbg !175
  %249 = icmp eq i64 %248, 256, !dbg !176
  br i1 %249, label %250, label %228, !dbg !151, !llvm.loop !177

250:                                              ; preds = %245, %281
  %251 = phi i64 [ %283, %281 ], [ 0, %245 ]
  %252 = phi i32 [ %282, %281 ], [ %213, %245 ]
  %253 = add nuw nsw i64 %251, %212, !dbg !179
  %254 = icmp slt i64 %253, %155, !dbg !180
  br i1 %254, label %260, label %255, !dbg !181

255:                                              ; preds = %281, %250
  %256 = phi i32 [ %282, %281 ], [ %252, %250 ], !dbg !152
  %257 = add nuw i64 %212, 256, !dbg !182
  %258 = trunc i64 %257 to i32, !dbg !183
  %259 = icmp slt i32 %258, %0, !dbg !183
  br i1 %259, label %211, label %214, !dbg !106, !llvm.loop !184

260:                                              ; preds = %250
  %261 = trunc i64 %251 to i32, !dbg !186
  %262 = sitofp i32 %261 to float, !dbg !186
  %263 = fadd float %247, %262, !dbg !187
  %264 = getelementptr inbounds float, ptr %38, i64 %253, !dbg !188
  %265 = load float, ptr %264, align 4, !dbg !188, !tbaa !58
  %266 = fsub float %265, %263, !dbg !189
  %267 = call float @llvm.fabs.f32(float %266), !dbg !190
  %268 = call float @llvm.fabs.f32(float %263), !dbg !191
  %269 = fadd float %268, 1.000000e+00, !dbg !192
  %270 = fmul float %269, 0x3F1A36E2E0000000, !dbg !193
  %271 = fcmp ugt float %267, %270, !dbg !194
  br i1 %271, label %272, label %281, !dbg !195

272:                                              ; preds = %260
  %273 = icmp slt i32 %252, 5, !dbg !196
  br i1 %273, label %274, label %279, !dbg !197

274:                                              ; preds = %272
  %275 = fpext float %265 to double, !dbg !198
  %276 = fpext float %263 to double, !dbg !199
  %277 = trunc i64 %253 to i32, !dbg !200
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %277, double noundef %275, double noundef %276), !dbg !200
  br label %279, !dbg !200

279:                                              ; preds = %274, %272
  %280 = add nsw i32 %252, 1, !dbg !201
  br label %281, !dbg !202

281:                                              ; preds = %279, %260
  %282 = phi i32 [ %252, %260 ], [ %280, %279 ], !dbg !203
  %283 = add nuw nsw i64 %251, 1, !dbg !204
  %284 = icmp eq i64 %283, 256, !dbg !205
  br i1 %284, label %255, label %250, !dbg !206, !llvm.loop !207

285:                                              ; preds = %214, %32
  %286 = phi i32 [ 1, %32 ], [ %227, %214 ], !dbg !203
  ret i32 %286, !dbg !168
}

; Function Attrs: nofree nounwind
declare !dbg !209 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !211 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !213 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !215 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !216 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !218 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !219 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !220 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !221 {
  %1 = tail call i32 @run_block_shuffle(i32 noundef 1048576, i32 noundef 1), !dbg !222, !range !223
  ret i32 %1, !dbg !224
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.dbg.cu = !{!7}
!llvm.ident = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !8, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "samples/cuda/block_shuffle.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f15e9f2cd8da0bbffcd547437945f965")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "scatter", scope: !8, file: !8, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 19, column: 91, scope: !10)
!20 = !DILocation(line: 25, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "pair_up", scope: !8, file: !8, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 27, column: 96, scope: !21)
!23 = !DILocation(line: 35, column: 1, scope: !21)
!24 = distinct !DISubprogram(name: "row_sum", scope: !8, file: !8, line: 37, type: !11, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!25 = !DILocation(line: 37, column: 92, scope: !24)
!26 = !DILocation(line: 42, column: 1, scope: !24)
!27 = distinct !DISubprogram(name: "run_block_shuffle", scope: !8, file: !8, line: 48, type: !11, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!28 = !DILocation(line: 37, column: 92, scope: !24, inlinedAt: !29)
!29 = distinct !DILocation(line: 71, column: 5, scope: !27)
!30 = !DILocation(line: 27, column: 96, scope: !21, inlinedAt: !31)
!31 = distinct !DILocation(line: 70, column: 5, scope: !27)
!32 = !DILocation(line: 19, column: 91, scope: !10, inlinedAt: !33)
!33 = distinct !DILocation(line: 69, column: 5, scope: !27)
!34 = !DILocation(line: 49, column: 11, scope: !27)
!35 = !DILocation(line: 49, column: 9, scope: !27)
!36 = !DILocation(line: 50, column: 9, scope: !27)
!37 = !DILocation(line: 51, column: 9, scope: !27)
!38 = !DILocation(line: 54, column: 30, scope: !27)
!39 = !DILocation(line: 55, column: 26, scope: !27)
!40 = !DILocation(line: 56, column: 29, scope: !27)
!41 = !DILocation(line: 57, column: 32, scope: !27)
!42 = !DILocation(line: 58, column: 30, scope: !27)
!43 = !DILocation(line: 11, column: 5, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "fill", scope: !45, file: !45, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!45 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!46 = distinct !DILocation(line: 59, column: 5, scope: !27)
!47 = !DILocation(line: 6, column: 14, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "lcg_uniform", scope: !45, file: !45, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!49 = distinct !DILocation(line: 11, column: 48, scope: !44, inlinedAt: !46)
!50 = !DILocation(line: 6, column: 21, scope: !48, inlinedAt: !49)
!51 = !DILocation(line: 6, column: 32, scope: !48, inlinedAt: !49)
!52 = !DILocation(line: 7, column: 27, scope: !48, inlinedAt: !49)
!53 = !DILocation(line: 7, column: 19, scope: !48, inlinedAt: !49)
!54 = !DILocation(line: 7, column: 56, scope: !48, inlinedAt: !49)
!55 = !DILocation(line: 11, column: 46, scope: !44, inlinedAt: !46)
!56 = !DILocation(line: 11, column: 33, scope: !44, inlinedAt: !46)
!57 = !DILocation(line: 11, column: 38, scope: !44, inlinedAt: !46)
!58 = !{!59, !59, i64 0}
!59 = !{!"float", !15, i64 0}
!60 = !DILocation(line: 11, column: 28, scope: !44, inlinedAt: !46)
!61 = distinct !{!61, !43, !62, !63}
!62 = !DILocation(line: 11, column: 65, scope: !44, inlinedAt: !46)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 61, column: 5, scope: !27)
!65 = !DILocation(line: 62, column: 5, scope: !27)
!66 = !DILocation(line: 63, column: 5, scope: !27)
!67 = !DILocation(line: 64, column: 5, scope: !27)
!68 = !DILocation(line: 65, column: 5, scope: !27)
!69 = !DILocation(line: 66, column: 16, scope: !27)
!70 = !DILocation(line: 66, column: 5, scope: !27)
!71 = !DILocation(line: 68, column: 37, scope: !27)
!72 = !DILocation(line: 68, column: 42, scope: !27)
!73 = !DILocation(line: 69, column: 12, scope: !27)
!74 = !DILocation(line: 69, column: 5, scope: !27)
!75 = !DILocation(line: 69, column: 40, scope: !27)
!76 = !DILocation(line: 69, column: 44, scope: !27)
!77 = !{!78, !80}
!78 = distinct !{!78, !79, !"_Z22__device_stub__scatterPKfPfi: argument 0"}
!79 = distinct !{!79, !"_Z22__device_stub__scatterPKfPfi"}
!80 = distinct !{!80, !79, !"_Z22__device_stub__scatterPKfPfi: argument 1"}
!81 = !DILocation(line: 25, column: 1, scope: !10, inlinedAt: !33)
!82 = !DILocation(line: 70, column: 12, scope: !27)
!83 = !DILocation(line: 70, column: 5, scope: !27)
!84 = !DILocation(line: 70, column: 40, scope: !27)
!85 = !DILocation(line: 70, column: 51, scope: !27)
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_Z22__device_stub__pair_upPKfPfi: argument 0"}
!88 = distinct !{!88, !"_Z22__device_stub__pair_upPKfPfi"}
!89 = distinct !{!89, !88, !"_Z22__device_stub__pair_upPKfPfi: argument 1"}
!90 = !DILocation(line: 35, column: 1, scope: !21, inlinedAt: !31)
!91 = !DILocation(line: 71, column: 12, scope: !27)
!92 = !DILocation(line: 71, column: 5, scope: !27)
!93 = !DILocation(line: 71, column: 40, scope: !27)
!94 = !DILocation(line: 71, column: 49, scope: !27)
!95 = !{!96, !98}
!96 = distinct !{!96, !97, !"_Z22__device_stub__row_sumPKfPfi: argument 0"}
!97 = distinct !{!97, !"_Z22__device_stub__row_sumPKfPfi"}
!98 = distinct !{!98, !97, !"_Z22__device_stub__row_sumPKfPfi: argument 1"}
!99 = !DILocation(line: 42, column: 1, scope: !24, inlinedAt: !29)
!100 = !DILocation(line: 72, column: 5, scope: !27)
!101 = !DILocation(line: 73, column: 23, scope: !27)
!102 = !DILocation(line: 73, column: 5, scope: !27)
!103 = !DILocation(line: 75, column: 29, scope: !27)
!104 = !DILocation(line: 75, column: 5, scope: !27)
!105 = !DILocation(line: 76, column: 9, scope: !27)
!106 = !DILocation(line: 85, column: 5, scope: !27)
!107 = !DILocation(line: 77, column: 36, scope: !27)
!108 = !DILocation(line: 77, column: 26, scope: !27)
!109 = !DILocation(line: 78, column: 19, scope: !27)
!110 = !DILocation(line: 78, column: 17, scope: !27)
!111 = !DILocation(line: 78, column: 62, scope: !27)
!112 = !DILocation(line: 46, column: 63, scope: !113, inlinedAt: !114)
!113 = distinct !DISubprogram(name: "element", scope: !8, file: !8, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!114 = distinct !DILocation(line: 78, column: 45, scope: !27)
!115 = !DILocation(line: 46, column: 61, scope: !113, inlinedAt: !114)
!116 = !DILocation(line: 46, column: 69, scope: !113, inlinedAt: !114)
!117 = !DILocation(line: 78, column: 43, scope: !27)
!118 = !DILocation(line: 78, column: 24, scope: !27)
!119 = !DILocation(line: 78, column: 36, scope: !27)
!120 = !DILocation(line: 76, column: 44, scope: !27)
!121 = !DILocation(line: 76, column: 27, scope: !27)
!122 = distinct !{!122, !105, !123, !63}
!123 = !DILocation(line: 79, column: 9, scope: !27)
!124 = !DILocation(line: 80, column: 9, scope: !27)
!125 = !DILocation(line: 80, column: 51, scope: !27)
!126 = !DILocation(line: 80, column: 55, scope: !27)
!127 = !DILocation(line: 75, column: 39, scope: !27)
!128 = distinct !{!128, !104, !129, !63}
!129 = !DILocation(line: 83, column: 5, scope: !27)
!130 = !DILocation(line: 82, column: 50, scope: !27)
!131 = !DILocation(line: 82, column: 40, scope: !27)
!132 = !DILocation(line: 46, column: 63, scope: !113, inlinedAt: !133)
!133 = distinct !DILocation(line: 82, column: 17, scope: !27)
!134 = !DILocation(line: 46, column: 61, scope: !113, inlinedAt: !133)
!135 = !DILocation(line: 46, column: 69, scope: !113, inlinedAt: !133)
!136 = !DILocation(line: 82, column: 94, scope: !27)
!137 = !DILocation(line: 82, column: 83, scope: !27)
!138 = !DILocation(line: 82, column: 98, scope: !27)
!139 = !DILocation(line: 46, column: 63, scope: !113, inlinedAt: !140)
!140 = distinct !DILocation(line: 82, column: 60, scope: !27)
!141 = !DILocation(line: 46, column: 61, scope: !113, inlinedAt: !140)
!142 = !DILocation(line: 46, column: 69, scope: !113, inlinedAt: !140)
!143 = !DILocation(line: 82, column: 58, scope: !27)
!144 = !DILocation(line: 81, column: 13, scope: !27)
!145 = !DILocation(line: 81, column: 30, scope: !27)
!146 = !DILocation(line: 80, column: 60, scope: !27)
!147 = !DILocation(line: 80, column: 27, scope: !27)
!148 = !DILocation(line: 80, column: 43, scope: !27)
!149 = distinct !{!149, !124, !150, !63}
!150 = !DILocation(line: 82, column: 104, scope: !27)
!151 = !DILocation(line: 87, column: 9, scope: !27)
!152 = !DILocation(line: 84, column: 9, scope: !27)
!153 = !DILocation(line: 96, column: 59, scope: !27)
!154 = !DILocation(line: 96, column: 5, scope: !27)
!155 = !DILocation(line: 98, column: 14, scope: !27)
!156 = !DILocation(line: 98, column: 5, scope: !27)
!157 = !DILocation(line: 98, column: 28, scope: !27)
!158 = !DILocation(line: 98, column: 19, scope: !27)
!159 = !DILocation(line: 98, column: 49, scope: !27)
!160 = !DILocation(line: 98, column: 40, scope: !27)
!161 = !DILocation(line: 98, column: 68, scope: !27)
!162 = !DILocation(line: 98, column: 59, scope: !27)
!163 = !DILocation(line: 99, column: 5, scope: !27)
!164 = !DILocation(line: 99, column: 15, scope: !27)
!165 = !DILocation(line: 99, column: 28, scope: !27)
!166 = !DILocation(line: 99, column: 44, scope: !27)
!167 = !DILocation(line: 100, column: 12, scope: !27)
!168 = !DILocation(line: 101, column: 1, scope: !27)
!169 = !DILocation(line: 87, column: 75, scope: !27)
!170 = !DILocation(line: 46, column: 63, scope: !113, inlinedAt: !171)
!171 = distinct !DILocation(line: 87, column: 54, scope: !27)
!172 = !DILocation(line: 46, column: 61, scope: !113, inlinedAt: !171)
!173 = !DILocation(line: 46, column: 69, scope: !113, inlinedAt: !171)
!174 = !DILocation(line: 87, column: 51, scope: !27)
!175 = !DILocation(line: 87, column: 44, scope: !27)
!176 = !DILocation(line: 87, column: 27, scope: !27)
!177 = distinct !{!177, !151, !178, !63}
!178 = !DILocation(line: 87, column: 81, scope: !27)
!179 = !DILocation(line: 88, column: 51, scope: !27)
!180 = !DILocation(line: 88, column: 55, scope: !27)
!181 = !DILocation(line: 88, column: 9, scope: !27)
!182 = !DILocation(line: 85, column: 39, scope: !27)
!183 = !DILocation(line: 85, column: 29, scope: !27)
!184 = distinct !{!184, !106, !185, !63}
!185 = !DILocation(line: 95, column: 5, scope: !27)
!186 = !DILocation(line: 89, column: 29, scope: !27)
!187 = !DILocation(line: 89, column: 27, scope: !27)
!188 = !DILocation(line: 89, column: 38, scope: !27)
!189 = !DILocation(line: 90, column: 29, scope: !27)
!190 = !DILocation(line: 90, column: 19, scope: !27)
!191 = !DILocation(line: 90, column: 55, scope: !27)
!192 = !DILocation(line: 90, column: 53, scope: !27)
!193 = !DILocation(line: 90, column: 45, scope: !27)
!194 = !DILocation(line: 90, column: 36, scope: !27)
!195 = !DILocation(line: 90, column: 17, scope: !27)
!196 = !DILocation(line: 91, column: 25, scope: !27)
!197 = !DILocation(line: 91, column: 21, scope: !27)
!198 = !DILocation(line: 91, column: 94, scope: !27)
!199 = !DILocation(line: 91, column: 99, scope: !27)
!200 = !DILocation(line: 91, column: 30, scope: !27)
!201 = !DILocation(line: 92, column: 17, scope: !27)
!202 = !DILocation(line: 93, column: 13, scope: !27)
!203 = !DILocation(line: 0, scope: !27)
!204 = !DILocation(line: 88, column: 60, scope: !27)
!205 = !DILocation(line: 88, column: 27, scope: !27)
!206 = !DILocation(line: 88, column: 43, scope: !27)
!207 = distinct !{!207, !181, !208, !63}
!208 = !DILocation(line: 94, column: 9, scope: !27)
!209 = !DISubprogram(name: "printf", scope: !210, file: !210, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!210 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!211 = !DISubprogram(name: "malloc", scope: !212, file: !212, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!212 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!213 = !DISubprogram(name: "cudaMalloc", scope: !214, file: !214, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!214 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!215 = !DISubprogram(name: "cudaMemcpy", scope: !214, file: !214, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!216 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !217, file: !217, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!217 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!218 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !214, file: !214, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!219 = !DISubprogram(name: "cudaFree", scope: !214, file: !214, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!220 = !DISubprogram(name: "free", scope: !212, file: !212, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!221 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 103, type: !11, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!222 = !DILocation(line: 103, column: 21, scope: !221)
!223 = !{i32 0, i32 2}
!224 = !DILocation(line: 103, column: 14, scope: !221)
