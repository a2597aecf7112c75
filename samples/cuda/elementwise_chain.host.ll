; ModuleID = 'samples/cuda/elementwise_chain.cu'
source_filename = "samples/cuda/elementwise_chain.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [34 x i8] c"elementwise_chain: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"elementwise_chain: out[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"elementwise_chain n=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__axpyPKfS0_Pffi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, float noundef %3, i32 noundef %4) #0 !dbg !10 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store ptr %2, ptr %8, align 8, !tbaa !13
  store float %3, ptr %9, align 4, !tbaa !17
  store i32 %4, ptr %10, align 4, !tbaa !19
  %15 = alloca [5 x ptr], align 16, !dbg !21
  store ptr %6, ptr %15, align 16, !dbg !21
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !21
  store ptr %7, ptr %16, align 8, !dbg !21
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !21
  store ptr %8, ptr %17, align 16, !dbg !21
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !21
  store ptr %9, ptr %18, align 8, !dbg !21
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !21
  store ptr %10, ptr %19, align 16, !dbg !21
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !21
  %21 = load i64, ptr %13, align 8, !dbg !21
  %22 = load ptr, ptr %14, align 8, !dbg !21
  %23 = load i64, ptr %11, align 8, !dbg !21
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !21
  %25 = load i32, ptr %24, align 8, !dbg !21
  %26 = load i64, ptr %12, align 8, !dbg !21
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !21
  %28 = load i32, ptr %27, align 8, !dbg !21
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__axpyPKfS0_Pffi, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !21
  ret void, !dbg !22
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__reluPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !23 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !19
  %11 = alloca [3 x ptr], align 16, !dbg !24
  store ptr %4, ptr %11, align 16, !dbg !24
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !24
  store ptr %5, ptr %12, align 8, !dbg !24
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !24
  store ptr %6, ptr %13, align 16, !dbg !24
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !24
  %15 = load i64, ptr %9, align 8, !dbg !24
  %16 = load ptr, ptr %10, align 8, !dbg !24
  %17 = load i64, ptr %7, align 8, !dbg !24
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !24
  %19 = load i32, ptr %18, align 8, !dbg !24
  %20 = load i64, ptr %8, align 8, !dbg !24
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !24
  %22 = load i32, ptr %21, align 8, !dbg !24
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !24
  ret void, !dbg !25
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z18__device_stub__mulPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !26 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
  store i32 %3, ptr %8, align 4, !tbaa !19
  %13 = alloca [4 x ptr], align 16, !dbg !27
  store ptr %5, ptr %13, align 16, !dbg !27
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !27
  store ptr %6, ptr %14, align 8, !dbg !27
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !27
  store ptr %7, ptr %15, align 16, !dbg !27
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !27
  store ptr %8, ptr %16, align 8, !dbg !27
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !27
  %18 = load i64, ptr %11, align 8, !dbg !27
  %19 = load ptr, ptr %12, align 8, !dbg !27
  %20 = load i64, ptr %9, align 8, !dbg !27
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !27
  %22 = load i32, ptr %21, align 8, !dbg !27
  %23 = load i64, ptr %10, align 8, !dbg !27
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !27
  %25 = load i32, ptr %24, align 8, !dbg !27
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__mulPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !27
  ret void, !dbg !28
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__smooth_absPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !29 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !19
  %11 = alloca [3 x ptr], align 16, !dbg !30
  store ptr %4, ptr %11, align 16, !dbg !30
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !30
  store ptr %5, ptr %12, align 8, !dbg !30
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !30
  store ptr %6, ptr %13, align 16, !dbg !30
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !30
  %15 = load i64, ptr %9, align 8, !dbg !30
  %16 = load ptr, ptr %10, align 8, !dbg !30
  %17 = load i64, ptr %7, align 8, !dbg !30
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !30
  %19 = load i32, ptr %18, align 8, !dbg !30
  %20 = load i64, ptr %8, align 8, !dbg !30
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !30
  %22 = load i32, ptr %21, align 8, !dbg !30
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__smooth_absPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !30
  ret void, !dbg !31
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__residual_addPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !32 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
  store i32 %3, ptr %8, align 4, !tbaa !19
  %13 = alloca [4 x ptr], align 16, !dbg !33
  store ptr %5, ptr %13, align 16, !dbg !33
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !33
  store ptr %6, ptr %14, align 8, !dbg !33
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !33
  store ptr %7, ptr %15, align 16, !dbg !33
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !33
  store ptr %8, ptr %16, align 8, !dbg !33
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !33
  %18 = load i64, ptr %11, align 8, !dbg !33
  %19 = load ptr, ptr %12, align 8, !dbg !33
  %20 = load i64, ptr %9, align 8, !dbg !33
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !33
  %22 = load i32, ptr %21, align 8, !dbg !33
  %23 = load i64, ptr %10, align 8, !dbg !33
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !33
  %25 = load i32, ptr %24, align 8, !dbg !33
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__residual_addPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z28__device_stub__scale_inplacePffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 !dbg !35 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store float %1, ptr %5, align 4, !tbaa !17
  store i32 %2, ptr %6, align 4, !tbaa !19
  %11 = alloca [3 x ptr], align 16, !dbg !36
  store ptr %4, ptr %11, align 16, !dbg !36
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !36
  store ptr %5, ptr %12, align 8, !dbg !36
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !36
  store ptr %6, ptr %13, align 16, !dbg !36
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !36
  %15 = load i64, ptr %9, align 8, !dbg !36
  %16 = load ptr, ptr %10, align 8, !dbg !36
  %17 = load i64, ptr %7, align 8, !dbg !36
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !36
  %19 = load i32, ptr %18, align 8, !dbg !36
  %20 = load i64, ptr %8, align 8, !dbg !36
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !36
  %22 = load i32, ptr %21, align 8, !dbg !36
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__scale_inplacePffi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: uwtable
define dso_local i32 @run_elementwise_chain(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !38 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16, !dbg !39
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [4 x ptr], align 16, !dbg !41
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [3 x ptr], align 16, !dbg !43
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca %struct.dim3, align 8
  %33 = alloca %struct.dim3, align 8
  %34 = alloca i64, align 8
  %35 = alloca ptr, align 8
  %36 = alloca [4 x ptr], align 16, !dbg !45
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca %struct.dim3, align 8
  %41 = alloca %struct.dim3, align 8
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca [3 x ptr], align 16, !dbg !47
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca float, align 4
  %49 = alloca i32, align 4
  %50 = alloca %struct.dim3, align 8
  %51 = alloca %struct.dim3, align 8
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca [5 x ptr], align 16, !dbg !49
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = icmp slt i32 %0, 1, !dbg !51
  br i1 %63, label %64, label %66, !dbg !52

64:                                               ; preds = %2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !53
  br label %391, !dbg !54

66:                                               ; preds = %2
  %67 = zext i32 %0 to i64
  %68 = shl nuw nsw i64 %67, 2, !dbg !55
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #10, !dbg !56
  %70 = tail call noalias ptr @malloc(i64 noundef %68) #10, !dbg !57
  %71 = tail call noalias ptr @malloc(i64 noundef %68) #10, !dbg !58
  %72 = tail call noalias ptr @malloc(i64 noundef %68) #10, !dbg !59
  %73 = add nsw i64 %67, -1, !dbg !60
  %74 = and i64 %67, 1, !dbg !60
  %75 = icmp eq i64 %73, 0, !dbg !60
  br i1 %75, label %100, label %76, !dbg !60

76:                                               ; preds = %66
  %77 = and i64 %67, 4294967294, !dbg !60
  br label %78, !dbg !60

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %97, %78 ], !dbg !64
  %80 = phi i32 [ %1, %76 ], [ %91, %78 ], !dbg !64
  %81 = phi i64 [ 0, %76 ], [ %98, %78 ]
  %82 = mul i32 %80, 1664525, !dbg !67
  %83 = add i32 %82, 1013904223, !dbg !68
  %84 = lshr i32 %83, 8, !dbg !69
  %85 = uitofp i32 %84 to float, !dbg !70
  %86 = tail call float @llvm.fmuladd.f32(float %85, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %87 = fmul float %86, 2.000000e+00, !dbg !72
  %88 = getelementptr inbounds float, ptr %69, i64 %79, !dbg !73
  store float %87, ptr %88, align 4, !dbg !74, !tbaa !17
  %89 = or i64 %79, 1, !dbg !75
  %90 = mul i32 %83, 1664525, !dbg !67
  %91 = add i32 %90, 1013904223, !dbg !68
  %92 = lshr i32 %91, 8, !dbg !69
  %93 = uitofp i32 %92 to float, !dbg !70
  %94 = tail call float @llvm.fmuladd.f32(float %93, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %95 = fmul float %94, 2.000000e+00, !dbg !72
  %96 = getelementptr inbounds float, ptr %69, i64 %89, !dbg !73
  store float %95, ptr %96, align 4, !dbg !74, !tbaa !17
  %97 = add nuw nsw i64 %79, 2, !dbg !75
  %98 = add i64 %81, 2, !dbg !60
  %99 = icmp eq i64 %98, %77, !dbg !60
  br i1 %99, label %100, label %78, !dbg !60, !llvm.loop !76

100:                                              ; preds = %78, %66
  %101 = phi i32 [ undef, %66 ], [ %91, %78 ]
  %102 = phi i64 [ 0, %66 ], [ %97, %78 ]
  %103 = phi i32 [ %1, %66 ], [ %91, %78 ]
  %104 = icmp eq i64 %74, 0, !dbg !60
  br i1 %104, label %113, label %105, !dbg !60

105:                                              ; preds = %100
  %106 = mul i32 %103, 1664525, !dbg !67
  %107 = add i32 %106, 1013904223, !dbg !68
  %108 = lshr i32 %107, 8, !dbg !69
  %109 = uitofp i32 %108 to float, !dbg !70
  %110 = tail call float @llvm.fmuladd.f32(float %109, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %111 = fmul float %110, 2.000000e+00, !dbg !72
  %112 = getelementptr inbounds float, ptr %69, i64 %102, !dbg !73
  store float %111, ptr %112, align 4, !dbg !74, !tbaa !17
  br label %113, !dbg !79

113:                                              ; preds = %100, %105
  %114 = phi i32 [ %101, %100 ], [ %107, %105 ], !dbg !68
  %115 = and i64 %67, 1, !dbg !79
  %116 = icmp eq i64 %73, 0, !dbg !79
  br i1 %116, label %141, label %117, !dbg !79

117:                                              ; preds = %113
  %118 = and i64 %67, 4294967294, !dbg !79
  br label %119, !dbg !79

119:                                              ; preds = %119, %117
  %120 = phi i64 [ 0, %117 ], [ %138, %119 ], !dbg !81
  %121 = phi i32 [ %114, %117 ], [ %132, %119 ], !dbg !81
  %122 = phi i64 [ 0, %117 ], [ %139, %119 ]
  %123 = mul i32 %121, 1664525, !dbg !83
  %124 = add i32 %123, 1013904223, !dbg !84
  %125 = lshr i32 %124, 8, !dbg !85
  %126 = uitofp i32 %125 to float, !dbg !86
  %127 = tail call float @llvm.fmuladd.f32(float %126, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %128 = fmul float %127, 2.000000e+00, !dbg !88
  %129 = getelementptr inbounds float, ptr %70, i64 %120, !dbg !89
  store float %128, ptr %129, align 4, !dbg !90, !tbaa !17
  %130 = or i64 %120, 1, !dbg !91
  %131 = mul i32 %124, 1664525, !dbg !83
  %132 = add i32 %131, 1013904223, !dbg !84
  %133 = lshr i32 %132, 8, !dbg !85
  %134 = uitofp i32 %133 to float, !dbg !86
  %135 = tail call float @llvm.fmuladd.f32(float %134, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %136 = fmul float %135, 2.000000e+00, !dbg !88
  %137 = getelementptr inbounds float, ptr %70, i64 %130, !dbg !89
  store float %136, ptr %137, align 4, !dbg !90, !tbaa !17
  %138 = add nuw nsw i64 %120, 2, !dbg !91
  %139 = add i64 %122, 2, !dbg !79
  %140 = icmp eq i64 %139, %118, !dbg !79
  br i1 %140, label %141, label %119, !dbg !79, !llvm.loop !92

141:                                              ; preds = %119, %113
  %142 = phi i32 [ undef, %113 ], [ %132, %119 ]
  %143 = phi i64 [ 0, %113 ], [ %138, %119 ]
  %144 = phi i32 [ %114, %113 ], [ %132, %119 ]
  %145 = icmp eq i64 %115, 0, !dbg !79
  br i1 %145, label %154, label %146, !dbg !79

146:                                              ; preds = %141
  %147 = mul i32 %144, 1664525, !dbg !83
  %148 = add i32 %147, 1013904223, !dbg !84
  %149 = lshr i32 %148, 8, !dbg !85
  %150 = uitofp i32 %149 to float, !dbg !86
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %152 = fmul float %151, 2.000000e+00, !dbg !88
  %153 = getelementptr inbounds float, ptr %70, i64 %143, !dbg !89
  store float %152, ptr %153, align 4, !dbg !90, !tbaa !17
  br label %154, !dbg !94

154:                                              ; preds = %141, %146
  %155 = phi i32 [ %142, %141 ], [ %148, %146 ], !dbg !84
  %156 = and i64 %67, 1, !dbg !94
  %157 = icmp eq i64 %73, 0, !dbg !94
  br i1 %157, label %182, label %158, !dbg !94

158:                                              ; preds = %154
  %159 = and i64 %67, 4294967294, !dbg !94
  br label %160, !dbg !94

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %179, %160 ], !dbg !96
  %162 = phi i32 [ %155, %158 ], [ %173, %160 ], !dbg !96
  %163 = phi i64 [ 0, %158 ], [ %180, %160 ]
  %164 = mul i32 %162, 1664525, !dbg !98
  %165 = add i32 %164, 1013904223, !dbg !99
  %166 = lshr i32 %165, 8, !dbg !100
  %167 = uitofp i32 %166 to float, !dbg !101
  %168 = tail call float @llvm.fmuladd.f32(float %167, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %169 = fmul float %168, 4.000000e+00, !dbg !103
  %170 = getelementptr inbounds float, ptr %71, i64 %161, !dbg !104
  store float %169, ptr %170, align 4, !dbg !105, !tbaa !17
  %171 = or i64 %161, 1, !dbg !106
  %172 = mul i32 %165, 1664525, !dbg !98
  %173 = add i32 %172, 1013904223, !dbg !99
  %174 = lshr i32 %173, 8, !dbg !100
  %175 = uitofp i32 %174 to float, !dbg !101
  %176 = tail call float @llvm.fmuladd.f32(float %175, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %177 = fmul float %176, 4.000000e+00, !dbg !103
  %178 = getelementptr inbounds float, ptr %71, i64 %171, !dbg !104
  store float %177, ptr %178, align 4, !dbg !105, !tbaa !17
  %179 = add nuw nsw i64 %161, 2, !dbg !106
  %180 = add i64 %163, 2, !dbg !94
  %181 = icmp eq i64 %180, %159, !dbg !94
  br i1 %181, label %182, label %160, !dbg !94, !llvm.loop !107

182:                                              ; preds = %160, %154
  %183 = phi i64 [ 0, %154 ], [ %179, %160 ]
  %184 = phi i32 [ %155, %154 ], [ %173, %160 ]
  %185 = icmp eq i64 %156, 0, !dbg !94
  br i1 %185, label %194, label %186, !dbg !94

186:                                              ; preds = %182
  %187 = mul i32 %184, 1664525, !dbg !98
  %188 = add i32 %187, 1013904223, !dbg !99
  %189 = lshr i32 %188, 8, !dbg !100
  %190 = uitofp i32 %189 to float, !dbg !101
  %191 = tail call float @llvm.fmuladd.f32(float %190, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %192 = fmul float %191, 4.000000e+00, !dbg !103
  %193 = getelementptr inbounds float, ptr %71, i64 %183, !dbg !104
  store float %192, ptr %193, align 4, !dbg !105, !tbaa !17
  br label %194, !dbg !109

194:                                              ; preds = %182, %186
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61) #11, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62) #11, !dbg !109
  %195 = call i32 @cudaMalloc(ptr noundef nonnull %55, i64 noundef %68), !dbg !110
  %196 = call i32 @cudaMalloc(ptr noundef nonnull %56, i64 noundef %68), !dbg !111
  %197 = call i32 @cudaMalloc(ptr noundef nonnull %57, i64 noundef %68), !dbg !112
  %198 = call i32 @cudaMalloc(ptr noundef nonnull %58, i64 noundef %68), !dbg !113
  %199 = call i32 @cudaMalloc(ptr noundef nonnull %59, i64 noundef %68), !dbg !114
  %200 = call i32 @cudaMalloc(ptr noundef nonnull %60, i64 noundef %68), !dbg !115
  %201 = call i32 @cudaMalloc(ptr noundef nonnull %61, i64 noundef %68), !dbg !116
  %202 = call i32 @cudaMalloc(ptr noundef nonnull %62, i64 noundef %68), !dbg !117
  %203 = load ptr, ptr %55, align 8, !dbg !118, !tbaa !13
  %204 = call i32 @cudaMemcpy(ptr noundef %203, ptr noundef %69, i64 noundef %68, i32 noundef 1), !dbg !119
  %205 = load ptr, ptr %56, align 8, !dbg !120, !tbaa !13
  %206 = call i32 @cudaMemcpy(ptr noundef %205, ptr noundef %70, i64 noundef %68, i32 noundef 1), !dbg !121
  %207 = load ptr, ptr %57, align 8, !dbg !122, !tbaa !13
  %208 = call i32 @cudaMemcpy(ptr noundef %207, ptr noundef nonnull %71, i64 noundef %68, i32 noundef 1), !dbg !123
  %209 = add nsw i32 %0, 255, !dbg !124
  %210 = sdiv i32 %209, 256, !dbg !125
  %211 = zext i32 %210 to i64, !dbg !126
  %212 = or i64 %211, 4294967296, !dbg !126
  %213 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !126
  %214 = icmp eq i32 %213, 0, !dbg !126
  br i1 %214, label %215, label %233, !dbg !127

215:                                              ; preds = %194
  %216 = load ptr, ptr %55, align 8, !dbg !128, !tbaa !13
  %217 = load ptr, ptr %56, align 8, !dbg !129, !tbaa !13
  %218 = load ptr, ptr %58, align 8, !dbg !130, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %54)
  store ptr %216, ptr %45, align 8, !tbaa !13, !noalias !131
  store ptr %217, ptr %46, align 8, !tbaa !13, !noalias !131
  store ptr %218, ptr %47, align 8, !tbaa !13, !noalias !131
  store float 1.500000e+00, ptr %48, align 4, !tbaa !17, !noalias !131
  store i32 %0, ptr %49, align 4, !tbaa !19, !noalias !131
  store ptr %45, ptr %54, align 16, !dbg !49, !noalias !131
  %219 = getelementptr inbounds ptr, ptr %54, i64 1, !dbg !49
  store ptr %46, ptr %219, align 8, !dbg !49, !noalias !131
  %220 = getelementptr inbounds ptr, ptr %54, i64 2, !dbg !49
  store ptr %47, ptr %220, align 16, !dbg !49, !noalias !131
  %221 = getelementptr inbounds ptr, ptr %54, i64 3, !dbg !49
  store ptr %48, ptr %221, align 8, !dbg !49, !noalias !131
  %222 = getelementptr inbounds ptr, ptr %54, i64 4, !dbg !49
  store ptr %49, ptr %222, align 16, !dbg !49, !noalias !131
  %223 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53), !dbg !49
  %224 = load i64, ptr %52, align 8, !dbg !49, !noalias !131
  %225 = load ptr, ptr %53, align 8, !dbg !49, !noalias !131
  %226 = load i64, ptr %50, align 8, !dbg !49, !noalias !131
  %227 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !49
  %228 = load i32, ptr %227, align 8, !dbg !49, !noalias !131
  %229 = load i64, ptr %51, align 8, !dbg !49, !noalias !131
  %230 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !49
  %231 = load i32, ptr %230, align 8, !dbg !49, !noalias !131
  %232 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__axpyPKfS0_Pffi, i64 %226, i32 %228, i64 %229, i32 %231, ptr noundef nonnull %54, i64 noundef %224, ptr noundef %225), !dbg !49
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45), !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46), !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47), !dbg !136
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48), !dbg !136
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49), !dbg !136
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %50), !dbg !136
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51), !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52), !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !136
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %54), !dbg !136
  br label %233, !dbg !127

233:                                              ; preds = %215, %194
  %234 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !137
  %235 = icmp eq i32 %234, 0, !dbg !137
  br i1 %235, label %236, label %251, !dbg !138

236:                                              ; preds = %233
  %237 = load ptr, ptr %58, align 8, !dbg !139, !tbaa !13
  %238 = load ptr, ptr %59, align 8, !dbg !140, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44)
  store ptr %237, ptr %37, align 8, !tbaa !13, !noalias !141
  store ptr %238, ptr %38, align 8, !tbaa !13, !noalias !141
  store i32 %0, ptr %39, align 4, !tbaa !19, !noalias !141
  store ptr %37, ptr %44, align 16, !dbg !47, !noalias !141
  %239 = getelementptr inbounds ptr, ptr %44, i64 1, !dbg !47
  store ptr %38, ptr %239, align 8, !dbg !47, !noalias !141
  %240 = getelementptr inbounds ptr, ptr %44, i64 2, !dbg !47
  store ptr %39, ptr %240, align 16, !dbg !47, !noalias !141
  %241 = call i32 @__cudaPopCallConfiguration(ptr nonnull %40, ptr nonnull %41, ptr nonnull %42, ptr nonnull %43), !dbg !47
  %242 = load i64, ptr %42, align 8, !dbg !47, !noalias !141
  %243 = load ptr, ptr %43, align 8, !dbg !47, !noalias !141
  %244 = load i64, ptr %40, align 8, !dbg !47, !noalias !141
  %245 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !47
  %246 = load i32, ptr %245, align 8, !dbg !47, !noalias !141
  %247 = load i64, ptr %41, align 8, !dbg !47, !noalias !141
  %248 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !47
  %249 = load i32, ptr %248, align 8, !dbg !47, !noalias !141
  %250 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %244, i32 %246, i64 %247, i32 %249, ptr noundef nonnull %44, i64 noundef %242, ptr noundef %243), !dbg !47
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38), !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39), !dbg !145
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40), !dbg !145
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44), !dbg !145
  br label %251, !dbg !138

251:                                              ; preds = %236, %233
  %252 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !146
  %253 = icmp eq i32 %252, 0, !dbg !146
  br i1 %253, label %254, label %271, !dbg !147

254:                                              ; preds = %251
  %255 = load ptr, ptr %59, align 8, !dbg !148, !tbaa !13
  %256 = load ptr, ptr %57, align 8, !dbg !149, !tbaa !13
  %257 = load ptr, ptr %60, align 8, !dbg !150, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36)
  store ptr %255, ptr %28, align 8, !tbaa !13, !noalias !151
  store ptr %256, ptr %29, align 8, !tbaa !13, !noalias !151
  store ptr %257, ptr %30, align 8, !tbaa !13, !noalias !151
  store i32 %0, ptr %31, align 4, !tbaa !19, !noalias !151
  store ptr %28, ptr %36, align 16, !dbg !45, !noalias !151
  %258 = getelementptr inbounds ptr, ptr %36, i64 1, !dbg !45
  store ptr %29, ptr %258, align 8, !dbg !45, !noalias !151
  %259 = getelementptr inbounds ptr, ptr %36, i64 2, !dbg !45
  store ptr %30, ptr %259, align 16, !dbg !45, !noalias !151
  %260 = getelementptr inbounds ptr, ptr %36, i64 3, !dbg !45
  store ptr %31, ptr %260, align 8, !dbg !45, !noalias !151
  %261 = call i32 @__cudaPopCallConfiguration(ptr nonnull %32, ptr nonnull %33, ptr nonnull %34, ptr nonnull %35), !dbg !45
  %262 = load i64, ptr %34, align 8, !dbg !45, !noalias !151
  %263 = load ptr, ptr %35, align 8, !dbg !45, !noalias !151
  %264 = load i64, ptr %32, align 8, !dbg !45, !noalias !151
  %265 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !45
  %266 = load i32, ptr %265, align 8, !dbg !45, !noalias !151
  %267 = load i64, ptr %33, align 8, !dbg !45, !noalias !151
  %268 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !45
  %269 = load i32, ptr %268, align 8, !dbg !45, !noalias !151
  %270 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__mulPKfS0_Pfi, i64 %264, i32 %266, i64 %267, i32 %269, ptr noundef nonnull %36, i64 noundef %262, ptr noundef %263), !dbg !45
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28), !dbg !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29), !dbg !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30), !dbg !156
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31), !dbg !156
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32), !dbg !156
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33), !dbg !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !156
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36), !dbg !156
  br label %271, !dbg !147

271:                                              ; preds = %254, %251
  %272 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !157
  %273 = icmp eq i32 %272, 0, !dbg !157
  br i1 %273, label %274, label %289, !dbg !158

274:                                              ; preds = %271
  %275 = load ptr, ptr %60, align 8, !dbg !159, !tbaa !13
  %276 = load ptr, ptr %61, align 8, !dbg !160, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27)
  store ptr %275, ptr %20, align 8, !tbaa !13, !noalias !161
  store ptr %276, ptr %21, align 8, !tbaa !13, !noalias !161
  store i32 %0, ptr %22, align 4, !tbaa !19, !noalias !161
  store ptr %20, ptr %27, align 16, !dbg !43, !noalias !161
  %277 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !43
  store ptr %21, ptr %277, align 8, !dbg !43, !noalias !161
  %278 = getelementptr inbounds ptr, ptr %27, i64 2, !dbg !43
  store ptr %22, ptr %278, align 16, !dbg !43, !noalias !161
  %279 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26), !dbg !43
  %280 = load i64, ptr %25, align 8, !dbg !43, !noalias !161
  %281 = load ptr, ptr %26, align 8, !dbg !43, !noalias !161
  %282 = load i64, ptr %23, align 8, !dbg !43, !noalias !161
  %283 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !43
  %284 = load i32, ptr %283, align 8, !dbg !43, !noalias !161
  %285 = load i64, ptr %24, align 8, !dbg !43, !noalias !161
  %286 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !43
  %287 = load i32, ptr %286, align 8, !dbg !43, !noalias !161
  %288 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__smooth_absPKfPfi, i64 %282, i32 %284, i64 %285, i32 %287, ptr noundef nonnull %27, i64 noundef %280, ptr noundef %281), !dbg !43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !165
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22), !dbg !165
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23), !dbg !165
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24), !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !165
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27), !dbg !165
  br label %289, !dbg !158

289:                                              ; preds = %274, %271
  %290 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !166
  %291 = icmp eq i32 %290, 0, !dbg !166
  br i1 %291, label %292, label %309, !dbg !167

292:                                              ; preds = %289
  %293 = load ptr, ptr %61, align 8, !dbg !168, !tbaa !13
  %294 = load ptr, ptr %58, align 8, !dbg !169, !tbaa !13
  %295 = load ptr, ptr %62, align 8, !dbg !170, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  store ptr %293, ptr %11, align 8, !tbaa !13, !noalias !171
  store ptr %294, ptr %12, align 8, !tbaa !13, !noalias !171
  store ptr %295, ptr %13, align 8, !tbaa !13, !noalias !171
  store i32 %0, ptr %14, align 4, !tbaa !19, !noalias !171
  store ptr %11, ptr %19, align 16, !dbg !41, !noalias !171
  %296 = getelementptr inbounds ptr, ptr %19, i64 1, !dbg !41
  store ptr %12, ptr %296, align 8, !dbg !41, !noalias !171
  %297 = getelementptr inbounds ptr, ptr %19, i64 2, !dbg !41
  store ptr %13, ptr %297, align 16, !dbg !41, !noalias !171
  %298 = getelementptr inbounds ptr, ptr %19, i64 3, !dbg !41
  store ptr %14, ptr %298, align 8, !dbg !41, !noalias !171
  %299 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18), !dbg !41
  %300 = load i64, ptr %17, align 8, !dbg !41, !noalias !171
  %301 = load ptr, ptr %18, align 8, !dbg !41, !noalias !171
  %302 = load i64, ptr %15, align 8, !dbg !41, !noalias !171
  %303 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !41
  %304 = load i32, ptr %303, align 8, !dbg !41, !noalias !171
  %305 = load i64, ptr %16, align 8, !dbg !41, !noalias !171
  %306 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !41
  %307 = load i32, ptr %306, align 8, !dbg !41, !noalias !171
  %308 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__residual_addPKfS0_Pfi, i64 %302, i32 %304, i64 %305, i32 %307, ptr noundef nonnull %19, i64 noundef %300, ptr noundef %301), !dbg !41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !176
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14), !dbg !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15), !dbg !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !176
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19), !dbg !176
  br label %309, !dbg !167

309:                                              ; preds = %292, %289
  %310 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !177
  %311 = icmp eq i32 %310, 0, !dbg !177
  br i1 %311, label %312, label %326, !dbg !178

312:                                              ; preds = %309
  %313 = load ptr, ptr %62, align 8, !dbg !179, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %313, ptr %3, align 8, !tbaa !13
  store float 5.000000e-01, ptr %4, align 4, !tbaa !17
  store i32 %0, ptr %5, align 4, !tbaa !19
  store ptr %3, ptr %10, align 16, !dbg !39
  %314 = getelementptr inbounds ptr, ptr %10, i64 1, !dbg !39
  store ptr %4, ptr %314, align 8, !dbg !39
  %315 = getelementptr inbounds ptr, ptr %10, i64 2, !dbg !39
  store ptr %5, ptr %315, align 16, !dbg !39
  %316 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9), !dbg !39
  %317 = load i64, ptr %8, align 8, !dbg !39
  %318 = load ptr, ptr %9, align 8, !dbg !39
  %319 = load i64, ptr %6, align 8, !dbg !39
  %320 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !39
  %321 = load i32, ptr %320, align 8, !dbg !39
  %322 = load i64, ptr %7, align 8, !dbg !39
  %323 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !39
  %324 = load i32, ptr %323, align 8, !dbg !39
  %325 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__scale_inplacePffi, i64 %319, i32 %321, i64 %322, i32 %324, ptr noundef nonnull %10, i64 noundef %317, ptr noundef %318), !dbg !39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !180
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !180
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !180
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6), !dbg !180
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !180
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10), !dbg !180
  br label %326, !dbg !178

326:                                              ; preds = %312, %309
  %327 = call i32 @cudaDeviceSynchronize(), !dbg !181
  %328 = load ptr, ptr %62, align 8, !dbg !182, !tbaa !13
  %329 = call i32 @cudaMemcpy(ptr noundef %72, ptr noundef %328, i64 noundef %68, i32 noundef 2), !dbg !183
  %330 = icmp sgt i32 %0, 0, !dbg !184
  br i1 %330, label %353, label %331, !dbg !185

331:                                              ; preds = %387, %326
  %332 = phi i32 [ 0, %326 ], [ %388, %387 ], !dbg !186
  %333 = icmp ne i32 %332, 0, !dbg !187
  %334 = select i1 %333, ptr @.str.3, ptr @.str.4, !dbg !187
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, ptr noundef nonnull %334, i32 noundef %332), !dbg !188
  %336 = load ptr, ptr %55, align 8, !dbg !189, !tbaa !13
  %337 = call i32 @cudaFree(ptr noundef %336), !dbg !190
  %338 = load ptr, ptr %56, align 8, !dbg !191, !tbaa !13
  %339 = call i32 @cudaFree(ptr noundef %338), !dbg !192
  %340 = load ptr, ptr %57, align 8, !dbg !193, !tbaa !13
  %341 = call i32 @cudaFree(ptr noundef %340), !dbg !194
  %342 = load ptr, ptr %58, align 8, !dbg !195, !tbaa !13
  %343 = call i32 @cudaFree(ptr noundef %342), !dbg !196
  %344 = load ptr, ptr %59, align 8, !dbg !197, !tbaa !13
  %345 = call i32 @cudaFree(ptr noundef %344), !dbg !198
  %346 = load ptr, ptr %60, align 8, !dbg !199, !tbaa !13
  %347 = call i32 @cudaFree(ptr noundef %346), !dbg !200
  %348 = load ptr, ptr %61, align 8, !dbg !201, !tbaa !13
  %349 = call i32 @cudaFree(ptr noundef %348), !dbg !202
  %350 = load ptr, ptr %62, align 8, !dbg !203, !tbaa !13
  %351 = call i32 @cudaFree(ptr noundef %350), !dbg !204
  call void @free(ptr noundef %69) #11, !dbg !205
  call void @free(ptr noundef %70) #11, !dbg !206
  call void @free(ptr noundef nonnull %71) #11, !dbg !207
  call void @free(ptr noundef %72) #11, !dbg !208
  %352 = zext i1 %333 to i32, !dbg !209
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56) #11, !dbg !210
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55) #11, !dbg !210
  br label %391

353:                                              ; preds = %326, %387
  %354 = phi i64 [ %389, %387 ], [ 0, %326 ]
  %355 = phi i32 [ %388, %387 ], [ 0, %326 ]
  %356 = getelementptr inbounds float, ptr %69, i64 %354, !dbg !211
  %357 = load float, ptr %356, align 4, !dbg !211, !tbaa !17
  %358 = getelementptr inbounds float, ptr %70, i64 %354, !dbg !212
  %359 = load float, ptr %358, align 4, !dbg !212, !tbaa !17
  %360 = call float @llvm.fmuladd.f32(float %357, float 1.500000e+00, float %359), !dbg !213
  %361 = fcmp ogt float %360, 0.000000e+00, !dbg !214
  %362 = select i1 %361, float %360, float 0.000000e+00, !dbg !215
  %363 = getelementptr inbounds float, ptr %71, i64 %354, !dbg !216
  %364 = load float, ptr %363, align 4, !dbg !216, !tbaa !17
  %365 = fmul float %364, %362, !dbg !217
  %366 = call float @llvm.fmuladd.f32(float %365, float %365, float 1.000000e+00), !dbg !218
  %367 = call float @sqrtf(float noundef %366) #11, !dbg !219
  %368 = fadd float %360, %367, !dbg !220
  %369 = fmul float %368, 5.000000e-01, !dbg !221
  %370 = getelementptr inbounds float, ptr %72, i64 %354, !dbg !222
  %371 = load float, ptr %370, align 4, !dbg !222, !tbaa !17
  %372 = fsub float %371, %369, !dbg !223
  %373 = call float @llvm.fabs.f32(float %372), !dbg !224
  %374 = call float @llvm.fabs.f32(float %369), !dbg !225
  %375 = fadd float %374, 1.000000e+00, !dbg !226
  %376 = fmul float %375, 0x3EE4F8B580000000, !dbg !227
  %377 = fcmp ugt float %373, %376, !dbg !228
  br i1 %377, label %378, label %387, !dbg !229

378:                                              ; preds = %353
  %379 = icmp slt i32 %355, 5, !dbg !230
  br i1 %379, label %380, label %385, !dbg !231

380:                                              ; preds = %378
  %381 = fpext float %371 to double, !dbg !232
  %382 = fpext float %369 to double, !dbg !233
  %383 = trunc i64 %354 to i32, !dbg !234
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %383, double noundef %381, double noundef %382), !dbg !234
  br label %385, !dbg !234

385:                                              ; preds = %380, %378
  %386 = add nsw i32 %355, 1, !dbg !235
  br label %387, !dbg !236

387:                                              ; preds = %385, %353
  %388 = phi i32 [ %355, %353 ], [ %386, %385 ], !dbg !237
  %389 = add nuw nsw i64 %354, 1, !dbg !238
  %390 = icmp eq i64 %389, %67, !dbg !184
  br i1 %390, label %331, label %353, !dbg !185, !llvm.loop !239

391:                                              ; preds = %331, %64
  %392 = phi i32 [ 1, %64 ], [ %352, %331 ], !dbg !237
  ret i32 %392, !dbg !210
}

; Function Attrs: nofree nounwind
declare !dbg !241 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !243 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !245 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !247 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !248 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !250 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !251 float @sqrtf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !253 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !254 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !255 {
  %1 = tail call i32 @run_elementwise_chain(i32 noundef 1048576, i32 noundef 1), !dbg !256, !range !257
  ret i32 %1, !dbg !258
}

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/elementwise_chain.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "d4e51a80c2a10d29068f3f50d089556f")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "axpy", scope: !8, file: !8, line: 21, type: !11, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !15, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !15, i64 0}
!21 = !DILocation(line: 22, column: 67, scope: !10)
!22 = !DILocation(line: 25, column: 1, scope: !10)
!23 = distinct !DISubprogram(name: "relu", scope: !8, file: !8, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!24 = !DILocation(line: 27, column: 84, scope: !23)
!25 = !DILocation(line: 30, column: 1, scope: !23)
!26 = distinct !DISubprogram(name: "mul", scope: !8, file: !8, line: 32, type: !11, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!27 = !DILocation(line: 33, column: 53, scope: !26)
!28 = !DILocation(line: 36, column: 1, scope: !26)
!29 = distinct !DISubprogram(name: "smooth_abs", scope: !8, file: !8, line: 38, type: !11, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!30 = !DILocation(line: 38, column: 90, scope: !29)
!31 = !DILocation(line: 44, column: 1, scope: !29)
!32 = distinct !DISubprogram(name: "residual_add", scope: !8, file: !8, line: 46, type: !11, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!33 = !DILocation(line: 47, column: 62, scope: !32)
!34 = !DILocation(line: 50, column: 1, scope: !32)
!35 = distinct !DISubprogram(name: "scale_inplace", scope: !8, file: !8, line: 52, type: !11, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!36 = !DILocation(line: 52, column: 63, scope: !35)
!37 = !DILocation(line: 55, column: 1, scope: !35)
!38 = distinct !DISubprogram(name: "run_elementwise_chain", scope: !8, file: !8, line: 59, type: !11, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!39 = !DILocation(line: 52, column: 63, scope: !35, inlinedAt: !40)
!40 = distinct !DILocation(line: 94, column: 5, scope: !38)
!41 = !DILocation(line: 47, column: 62, scope: !32, inlinedAt: !42)
!42 = distinct !DILocation(line: 93, column: 5, scope: !38)
!43 = !DILocation(line: 38, column: 90, scope: !29, inlinedAt: !44)
!44 = distinct !DILocation(line: 92, column: 5, scope: !38)
!45 = !DILocation(line: 33, column: 53, scope: !26, inlinedAt: !46)
!46 = distinct !DILocation(line: 91, column: 5, scope: !38)
!47 = !DILocation(line: 27, column: 84, scope: !23, inlinedAt: !48)
!48 = distinct !DILocation(line: 90, column: 5, scope: !38)
!49 = !DILocation(line: 22, column: 67, scope: !10, inlinedAt: !50)
!50 = distinct !DILocation(line: 89, column: 5, scope: !38)
!51 = !DILocation(line: 60, column: 11, scope: !38)
!52 = !DILocation(line: 60, column: 9, scope: !38)
!53 = !DILocation(line: 61, column: 9, scope: !38)
!54 = !DILocation(line: 62, column: 9, scope: !38)
!55 = !DILocation(line: 66, column: 30, scope: !38)
!56 = !DILocation(line: 67, column: 26, scope: !38)
!57 = !DILocation(line: 68, column: 26, scope: !38)
!58 = !DILocation(line: 69, column: 26, scope: !38)
!59 = !DILocation(line: 70, column: 28, scope: !38)
!60 = !DILocation(line: 11, column: 5, scope: !61, inlinedAt: !63)
!61 = distinct !DISubprogram(name: "fill", scope: !62, file: !62, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!62 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!63 = distinct !DILocation(line: 71, column: 5, scope: !38)
!64 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "lcg_uniform", scope: !62, file: !62, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!66 = distinct !DILocation(line: 11, column: 48, scope: !61, inlinedAt: !63)
!67 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !66)
!68 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !66)
!69 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !66)
!70 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !66)
!71 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !66)
!72 = !DILocation(line: 11, column: 46, scope: !61, inlinedAt: !63)
!73 = !DILocation(line: 11, column: 33, scope: !61, inlinedAt: !63)
!74 = !DILocation(line: 11, column: 38, scope: !61, inlinedAt: !63)
!75 = !DILocation(line: 11, column: 28, scope: !61, inlinedAt: !63)
!76 = distinct !{!76, !60, !77, !78}
!77 = !DILocation(line: 11, column: 65, scope: !61, inlinedAt: !63)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 11, column: 5, scope: !61, inlinedAt: !80)
!80 = distinct !DILocation(line: 72, column: 5, scope: !38)
!81 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !82)
!82 = distinct !DILocation(line: 11, column: 48, scope: !61, inlinedAt: !80)
!83 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !82)
!84 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !82)
!85 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !82)
!86 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !82)
!87 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !82)
!88 = !DILocation(line: 11, column: 46, scope: !61, inlinedAt: !80)
!89 = !DILocation(line: 11, column: 33, scope: !61, inlinedAt: !80)
!90 = !DILocation(line: 11, column: 38, scope: !61, inlinedAt: !80)
!91 = !DILocation(line: 11, column: 28, scope: !61, inlinedAt: !80)
!92 = distinct !{!92, !79, !93, !78}
!93 = !DILocation(line: 11, column: 65, scope: !61, inlinedAt: !80)
!94 = !DILocation(line: 11, column: 5, scope: !61, inlinedAt: !95)
!95 = distinct !DILocation(line: 73, column: 5, scope: !38)
!96 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !97)
!97 = distinct !DILocation(line: 11, column: 48, scope: !61, inlinedAt: !95)
!98 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !97)
!99 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !97)
!100 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !97)
!101 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !97)
!102 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !97)
!103 = !DILocation(line: 11, column: 46, scope: !61, inlinedAt: !95)
!104 = !DILocation(line: 11, column: 33, scope: !61, inlinedAt: !95)
!105 = !DILocation(line: 11, column: 38, scope: !61, inlinedAt: !95)
!106 = !DILocation(line: 11, column: 28, scope: !61, inlinedAt: !95)
!107 = distinct !{!107, !94, !108, !78}
!108 = !DILocation(line: 11, column: 65, scope: !61, inlinedAt: !95)
!109 = !DILocation(line: 75, column: 5, scope: !38)
!110 = !DILocation(line: 76, column: 5, scope: !38)
!111 = !DILocation(line: 77, column: 5, scope: !38)
!112 = !DILocation(line: 78, column: 5, scope: !38)
!113 = !DILocation(line: 79, column: 5, scope: !38)
!114 = !DILocation(line: 80, column: 5, scope: !38)
!115 = !DILocation(line: 81, column: 5, scope: !38)
!116 = !DILocation(line: 82, column: 5, scope: !38)
!117 = !DILocation(line: 83, column: 5, scope: !38)
!118 = !DILocation(line: 84, column: 16, scope: !38)
!119 = !DILocation(line: 84, column: 5, scope: !38)
!120 = !DILocation(line: 85, column: 16, scope: !38)
!121 = !DILocation(line: 85, column: 5, scope: !38)
!122 = !DILocation(line: 86, column: 16, scope: !38)
!123 = !DILocation(line: 86, column: 5, scope: !38)
!124 = !DILocation(line: 88, column: 32, scope: !38)
!125 = !DILocation(line: 88, column: 37, scope: !38)
!126 = !DILocation(line: 89, column: 9, scope: !38)
!127 = !DILocation(line: 89, column: 5, scope: !38)
!128 = !DILocation(line: 89, column: 32, scope: !38)
!129 = !DILocation(line: 89, column: 36, scope: !38)
!130 = !DILocation(line: 89, column: 40, scope: !38)
!131 = !{!132, !134, !135}
!132 = distinct !{!132, !133, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 0"}
!133 = distinct !{!133, !"_Z19__device_stub__axpyPKfS0_Pffi"}
!134 = distinct !{!134, !133, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 1"}
!135 = distinct !{!135, !133, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 2"}
!136 = !DILocation(line: 25, column: 1, scope: !10, inlinedAt: !50)
!137 = !DILocation(line: 90, column: 9, scope: !38)
!138 = !DILocation(line: 90, column: 5, scope: !38)
!139 = !DILocation(line: 90, column: 32, scope: !38)
!140 = !DILocation(line: 90, column: 36, scope: !38)
!141 = !{!142, !144}
!142 = distinct !{!142, !143, !"_Z19__device_stub__reluPKfPfi: argument 0"}
!143 = distinct !{!143, !"_Z19__device_stub__reluPKfPfi"}
!144 = distinct !{!144, !143, !"_Z19__device_stub__reluPKfPfi: argument 1"}
!145 = !DILocation(line: 30, column: 1, scope: !23, inlinedAt: !48)
!146 = !DILocation(line: 91, column: 8, scope: !38)
!147 = !DILocation(line: 91, column: 5, scope: !38)
!148 = !DILocation(line: 91, column: 31, scope: !38)
!149 = !DILocation(line: 91, column: 35, scope: !38)
!150 = !DILocation(line: 91, column: 39, scope: !38)
!151 = !{!152, !154, !155}
!152 = distinct !{!152, !153, !"_Z18__device_stub__mulPKfS0_Pfi: argument 0"}
!153 = distinct !{!153, !"_Z18__device_stub__mulPKfS0_Pfi"}
!154 = distinct !{!154, !153, !"_Z18__device_stub__mulPKfS0_Pfi: argument 1"}
!155 = distinct !{!155, !153, !"_Z18__device_stub__mulPKfS0_Pfi: argument 2"}
!156 = !DILocation(line: 36, column: 1, scope: !26, inlinedAt: !46)
!157 = !DILocation(line: 92, column: 15, scope: !38)
!158 = !DILocation(line: 92, column: 5, scope: !38)
!159 = !DILocation(line: 92, column: 38, scope: !38)
!160 = !DILocation(line: 92, column: 42, scope: !38)
!161 = !{!162, !164}
!162 = distinct !{!162, !163, !"_Z25__device_stub__smooth_absPKfPfi: argument 0"}
!163 = distinct !{!163, !"_Z25__device_stub__smooth_absPKfPfi"}
!164 = distinct !{!164, !163, !"_Z25__device_stub__smooth_absPKfPfi: argument 1"}
!165 = !DILocation(line: 44, column: 1, scope: !29, inlinedAt: !44)
!166 = !DILocation(line: 93, column: 17, scope: !38)
!167 = !DILocation(line: 93, column: 5, scope: !38)
!168 = !DILocation(line: 93, column: 40, scope: !38)
!169 = !DILocation(line: 93, column: 44, scope: !38)
!170 = !DILocation(line: 93, column: 48, scope: !38)
!171 = !{!172, !174, !175}
!172 = distinct !{!172, !173, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 0"}
!173 = distinct !{!173, !"_Z27__device_stub__residual_addPKfS0_Pfi"}
!174 = distinct !{!174, !173, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 1"}
!175 = distinct !{!175, !173, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 2"}
!176 = !DILocation(line: 50, column: 1, scope: !32, inlinedAt: !42)
!177 = !DILocation(line: 94, column: 18, scope: !38)
!178 = !DILocation(line: 94, column: 5, scope: !38)
!179 = !DILocation(line: 94, column: 41, scope: !38)
!180 = !DILocation(line: 55, column: 1, scope: !35, inlinedAt: !40)
!181 = !DILocation(line: 95, column: 5, scope: !38)
!182 = !DILocation(line: 96, column: 22, scope: !38)
!183 = !DILocation(line: 96, column: 5, scope: !38)
!184 = !DILocation(line: 99, column: 23, scope: !38)
!185 = !DILocation(line: 99, column: 5, scope: !38)
!186 = !DILocation(line: 98, column: 9, scope: !38)
!187 = !DILocation(line: 109, column: 63, scope: !38)
!188 = !DILocation(line: 109, column: 5, scope: !38)
!189 = !DILocation(line: 111, column: 14, scope: !38)
!190 = !DILocation(line: 111, column: 5, scope: !38)
!191 = !DILocation(line: 111, column: 28, scope: !38)
!192 = !DILocation(line: 111, column: 19, scope: !38)
!193 = !DILocation(line: 111, column: 42, scope: !38)
!194 = !DILocation(line: 111, column: 33, scope: !38)
!195 = !DILocation(line: 111, column: 56, scope: !38)
!196 = !DILocation(line: 111, column: 47, scope: !38)
!197 = !DILocation(line: 111, column: 70, scope: !38)
!198 = !DILocation(line: 111, column: 61, scope: !38)
!199 = !DILocation(line: 111, column: 84, scope: !38)
!200 = !DILocation(line: 111, column: 75, scope: !38)
!201 = !DILocation(line: 112, column: 14, scope: !38)
!202 = !DILocation(line: 112, column: 5, scope: !38)
!203 = !DILocation(line: 112, column: 28, scope: !38)
!204 = !DILocation(line: 112, column: 19, scope: !38)
!205 = !DILocation(line: 113, column: 5, scope: !38)
!206 = !DILocation(line: 113, column: 15, scope: !38)
!207 = !DILocation(line: 113, column: 25, scope: !38)
!208 = !DILocation(line: 113, column: 35, scope: !38)
!209 = !DILocation(line: 114, column: 12, scope: !38)
!210 = !DILocation(line: 115, column: 1, scope: !38)
!211 = !DILocation(line: 100, column: 28, scope: !38)
!212 = !DILocation(line: 100, column: 36, scope: !38)
!213 = !DILocation(line: 100, column: 34, scope: !38)
!214 = !DILocation(line: 101, column: 24, scope: !38)
!215 = !DILocation(line: 101, column: 21, scope: !38)
!216 = !DILocation(line: 101, column: 46, scope: !38)
!217 = !DILocation(line: 101, column: 44, scope: !38)
!218 = !DILocation(line: 102, column: 34, scope: !38)
!219 = !DILocation(line: 102, column: 20, scope: !38)
!220 = !DILocation(line: 103, column: 25, scope: !38)
!221 = !DILocation(line: 103, column: 31, scope: !38)
!222 = !DILocation(line: 104, column: 21, scope: !38)
!223 = !DILocation(line: 104, column: 29, scope: !38)
!224 = !DILocation(line: 104, column: 15, scope: !38)
!225 = !DILocation(line: 104, column: 55, scope: !38)
!226 = !DILocation(line: 104, column: 53, scope: !38)
!227 = !DILocation(line: 104, column: 45, scope: !38)
!228 = !DILocation(line: 104, column: 36, scope: !38)
!229 = !DILocation(line: 104, column: 13, scope: !38)
!230 = !DILocation(line: 105, column: 21, scope: !38)
!231 = !DILocation(line: 105, column: 17, scope: !38)
!232 = !DILocation(line: 105, column: 86, scope: !38)
!233 = !DILocation(line: 105, column: 95, scope: !38)
!234 = !DILocation(line: 105, column: 26, scope: !38)
!235 = !DILocation(line: 106, column: 13, scope: !38)
!236 = !DILocation(line: 107, column: 9, scope: !38)
!237 = !DILocation(line: 0, scope: !38)
!238 = !DILocation(line: 99, column: 28, scope: !38)
!239 = distinct !{!239, !185, !240, !78}
!240 = !DILocation(line: 108, column: 5, scope: !38)
!241 = !DISubprogram(name: "printf", scope: !242, file: !242, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!242 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!243 = !DISubprogram(name: "malloc", scope: !244, file: !244, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!244 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!245 = !DISubprogram(name: "cudaMalloc", scope: !246, file: !246, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!246 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!247 = !DISubprogram(name: "cudaMemcpy", scope: !246, file: !246, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!248 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !249, file: !249, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!249 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!250 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !246, file: !246, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!251 = !DISubprogram(name: "sqrtf", scope: !252, file: !252, line: 143, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!252 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!253 = !DISubprogram(name: "cudaFree", scope: !246, file: !246, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!254 = !DISubprogram(name: "free", scope: !244, file: !244, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!255 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 117, type: !11, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!256 = !DILocation(line: 117, column: 21, scope: !255)
!257 = !{i32 0, i32 2}
!258 = !DILocation(line: 117, column: 14, scope: !255)
