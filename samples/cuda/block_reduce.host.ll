; ModuleID = 'samples/cuda/block_reduce.cu'
source_filename = "samples/cuda/block_reduce.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [29 x i8] c"block_reduce: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [41 x i8] c"block_reduce: out[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"block_reduce n=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__block_sumPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !10 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__block_sumPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__block_centerPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !21 {
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
  store i32 %3, ptr %8, align 4, !tbaa !17
  %13 = alloca [4 x ptr], align 16, !dbg !22
  store ptr %5, ptr %13, align 16, !dbg !22
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !22
  store ptr %6, ptr %14, align 8, !dbg !22
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !22
  store ptr %7, ptr %15, align 16, !dbg !22
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !22
  store ptr %8, ptr %16, align 8, !dbg !22
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !22
  %18 = load i64, ptr %11, align 8, !dbg !22
  %19 = load ptr, ptr %12, align 8, !dbg !22
  %20 = load i64, ptr %9, align 8, !dbg !22
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !22
  %22 = load i32, ptr %21, align 8, !dbg !22
  %23 = load i64, ptr %10, align 8, !dbg !22
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !22
  %25 = load i32, ptr %24, align 8, !dbg !22
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__block_centerPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__block_sumsqPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !24 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__block_sumsqPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !25
  ret void, !dbg !26
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__final_reducePKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !27 {
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
  %11 = alloca [3 x ptr], align 16, !dbg !28
  store ptr %4, ptr %11, align 16, !dbg !28
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !28
  store ptr %5, ptr %12, align 8, !dbg !28
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !28
  store ptr %6, ptr %13, align 16, !dbg !28
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !28
  %15 = load i64, ptr %9, align 8, !dbg !28
  %16 = load ptr, ptr %10, align 8, !dbg !28
  %17 = load i64, ptr %7, align 8, !dbg !28
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !28
  %19 = load i32, ptr %18, align 8, !dbg !28
  %20 = load i64, ptr %8, align 8, !dbg !28
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !28
  %22 = load i32, ptr %21, align 8, !dbg !28
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__final_reducePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !28
  ret void, !dbg !29
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__normalizePKfS0_Pfif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, float noundef %4) #0 !dbg !30 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store ptr %2, ptr %8, align 8, !tbaa !13
  store i32 %3, ptr %9, align 4, !tbaa !17
  store float %4, ptr %10, align 4, !tbaa !31
  %15 = alloca [5 x ptr], align 16, !dbg !33
  store ptr %6, ptr %15, align 16, !dbg !33
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !33
  store ptr %7, ptr %16, align 8, !dbg !33
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !33
  store ptr %8, ptr %17, align 16, !dbg !33
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !33
  store ptr %9, ptr %18, align 8, !dbg !33
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !33
  store ptr %10, ptr %19, align 16, !dbg !33
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !33
  %21 = load i64, ptr %13, align 8, !dbg !33
  %22 = load ptr, ptr %14, align 8, !dbg !33
  %23 = load i64, ptr %11, align 8, !dbg !33
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !33
  %25 = load i32, ptr %24, align 8, !dbg !33
  %26 = load i64, ptr %12, align 8, !dbg !33
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !33
  %28 = load i32, ptr %27, align 8, !dbg !33
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__normalizePKfS0_Pfif, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !33
  ret void, !dbg !34
}

; Function Attrs: uwtable
define dso_local i32 @run_block_reduce(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !35 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [5 x ptr], align 16, !dbg !36
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.dim3, align 8
  %17 = alloca %struct.dim3, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [3 x ptr], align 16, !dbg !38
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [3 x ptr], align 16, !dbg !40
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca %struct.dim3, align 8
  %34 = alloca %struct.dim3, align 8
  %35 = alloca i64, align 8
  %36 = alloca ptr, align 8
  %37 = alloca [4 x ptr], align 16, !dbg !42
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca %struct.dim3, align 8
  %42 = alloca %struct.dim3, align 8
  %43 = alloca i64, align 8
  %44 = alloca ptr, align 8
  %45 = alloca [3 x ptr], align 16, !dbg !44
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = icmp slt i32 %0, 1, !dbg !46
  br i1 %52, label %53, label %55, !dbg !47

53:                                               ; preds = %2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !48
  br label %389, !dbg !49

55:                                               ; preds = %2
  %56 = add nuw nsw i32 %0, 255, !dbg !50
  %57 = lshr i32 %56, 8, !dbg !51
  %58 = zext i32 %0 to i64
  %59 = shl nuw nsw i64 %58, 2, !dbg !52
  %60 = tail call noalias ptr @malloc(i64 noundef %59) #10, !dbg !53
  %61 = tail call noalias ptr @malloc(i64 noundef %59) #10, !dbg !54
  %62 = tail call noalias ptr @malloc(i64 noundef %59) #10, !dbg !55
  br label %78, !dbg !56

63:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46) #11, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #11, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48) #11, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49) #11, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50) #11, !dbg !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51) #11, !dbg !57
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %46, i64 noundef %59), !dbg !58
  %65 = shl nuw nsw i32 %57, 2, !dbg !59
  %66 = zext i32 %65 to i64, !dbg !59
  %67 = call i32 @cudaMalloc(ptr noundef nonnull %47, i64 noundef %66), !dbg !60
  %68 = call i32 @cudaMalloc(ptr noundef nonnull %48, i64 noundef %59), !dbg !61
  %69 = call i32 @cudaMalloc(ptr noundef nonnull %49, i64 noundef %66), !dbg !62
  %70 = call i32 @cudaMalloc(ptr noundef nonnull %50, i64 noundef 4), !dbg !63
  %71 = call i32 @cudaMalloc(ptr noundef nonnull %51, i64 noundef %59), !dbg !64
  %72 = load ptr, ptr %46, align 8, !dbg !65, !tbaa !13
  %73 = call i32 @cudaMemcpy(ptr noundef %72, ptr noundef nonnull %60, i64 noundef %59, i32 noundef 1), !dbg !66
  %74 = zext i32 %57 to i64, !dbg !67
  %75 = or i64 %74, 4294967296, !dbg !67
  %76 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !67
  %77 = icmp eq i32 %76, 0, !dbg !67
  br i1 %77, label %95, label %110, !dbg !68

78:                                               ; preds = %55, %78
  %79 = phi i64 [ 0, %55 ], [ %93, %78 ]
  %80 = phi i32 [ %1, %55 ], [ %82, %78 ]
  %81 = mul i32 %80, 1664525, !dbg !69
  %82 = add i32 %81, 1013904223, !dbg !73
  %83 = lshr i32 %82, 8, !dbg !74
  %84 = uitofp i32 %83 to float, !dbg !75
  %85 = tail call float @llvm.fmuladd.f32(float %84, float 0x3E70000000000000, float -5.000000e-01), !dbg !76
  %86 = trunc i64 %79 to i32, !dbg !77
  %87 = lshr i32 %86, 8, !dbg !77
  %88 = urem i32 %87, 7, !dbg !78
  %89 = sitofp i32 %88 to float, !dbg !79
  %90 = fadd float %85, %89, !dbg !80
  %91 = fadd float %90, -3.000000e+00, !dbg !81
  %92 = getelementptr inbounds float, ptr %60, i64 %79, !dbg !82
  store float %91, ptr %92, align 4, !dbg !83, !tbaa !31
  %93 = add nuw nsw i64 %79, 1, !dbg !84
  %94 = icmp eq i64 %93, %58, !dbg !85
  br i1 %94, label %63, label %78, !dbg !56, !llvm.loop !86

95:                                               ; preds = %63
  %96 = load ptr, ptr %46, align 8, !dbg !89, !tbaa !13
  %97 = load ptr, ptr %47, align 8, !dbg !90, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45)
  store ptr %96, ptr %38, align 8, !tbaa !13, !noalias !91
  store ptr %97, ptr %39, align 8, !tbaa !13, !noalias !91
  store i32 %0, ptr %40, align 4, !tbaa !17, !noalias !91
  store ptr %38, ptr %45, align 16, !dbg !44, !noalias !91
  %98 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !44
  store ptr %39, ptr %98, align 8, !dbg !44, !noalias !91
  %99 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !44
  store ptr %40, ptr %99, align 16, !dbg !44, !noalias !91
  %100 = call i32 @__cudaPopCallConfiguration(ptr nonnull %41, ptr nonnull %42, ptr nonnull %43, ptr nonnull %44), !dbg !44
  %101 = load i64, ptr %43, align 8, !dbg !44, !noalias !91
  %102 = load ptr, ptr %44, align 8, !dbg !44, !noalias !91
  %103 = load i64, ptr %41, align 8, !dbg !44, !noalias !91
  %104 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !44
  %105 = load i32, ptr %104, align 8, !dbg !44, !noalias !91
  %106 = load i64, ptr %42, align 8, !dbg !44, !noalias !91
  %107 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !44
  %108 = load i32, ptr %107, align 8, !dbg !44, !noalias !91
  %109 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__block_sumPKfPfi, i64 %103, i32 %105, i64 %106, i32 %108, ptr noundef nonnull %45, i64 noundef %101, ptr noundef %102), !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38), !dbg !95
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39), !dbg !95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40), !dbg !95
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41), !dbg !95
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42), !dbg !95
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !95
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !95
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45), !dbg !95
  br label %110, !dbg !68

110:                                              ; preds = %95, %63
  %111 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !96
  %112 = icmp eq i32 %111, 0, !dbg !96
  br i1 %112, label %113, label %130, !dbg !97

113:                                              ; preds = %110
  %114 = load ptr, ptr %46, align 8, !dbg !98, !tbaa !13
  %115 = load ptr, ptr %47, align 8, !dbg !99, !tbaa !13
  %116 = load ptr, ptr %48, align 8, !dbg !100, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37)
  store ptr %114, ptr %29, align 8, !tbaa !13, !noalias !101
  store ptr %115, ptr %30, align 8, !tbaa !13, !noalias !101
  store ptr %116, ptr %31, align 8, !tbaa !13, !noalias !101
  store i32 %0, ptr %32, align 4, !tbaa !17, !noalias !101
  store ptr %29, ptr %37, align 16, !dbg !42, !noalias !101
  %117 = getelementptr inbounds ptr, ptr %37, i64 1, !dbg !42
  store ptr %30, ptr %117, align 8, !dbg !42, !noalias !101
  %118 = getelementptr inbounds ptr, ptr %37, i64 2, !dbg !42
  store ptr %31, ptr %118, align 16, !dbg !42, !noalias !101
  %119 = getelementptr inbounds ptr, ptr %37, i64 3, !dbg !42
  store ptr %32, ptr %119, align 8, !dbg !42, !noalias !101
  %120 = call i32 @__cudaPopCallConfiguration(ptr nonnull %33, ptr nonnull %34, ptr nonnull %35, ptr nonnull %36), !dbg !42
  %121 = load i64, ptr %35, align 8, !dbg !42, !noalias !101
  %122 = load ptr, ptr %36, align 8, !dbg !42, !noalias !101
  %123 = load i64, ptr %33, align 8, !dbg !42, !noalias !101
  %124 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !42
  %125 = load i32, ptr %124, align 8, !dbg !42, !noalias !101
  %126 = load i64, ptr %34, align 8, !dbg !42, !noalias !101
  %127 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !42
  %128 = load i32, ptr %127, align 8, !dbg !42, !noalias !101
  %129 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__block_centerPKfS0_Pfi, i64 %123, i32 %125, i64 %126, i32 %128, ptr noundef nonnull %37, i64 noundef %121, ptr noundef %122), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29), !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30), !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !106
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32), !dbg !106
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33), !dbg !106
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34), !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37), !dbg !106
  br label %130, !dbg !97

130:                                              ; preds = %113, %110
  %131 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !107
  %132 = icmp eq i32 %131, 0, !dbg !107
  br i1 %132, label %133, label %148, !dbg !108

133:                                              ; preds = %130
  %134 = load ptr, ptr %48, align 8, !dbg !109, !tbaa !13
  %135 = load ptr, ptr %49, align 8, !dbg !110, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28)
  store ptr %134, ptr %21, align 8, !tbaa !13, !noalias !111
  store ptr %135, ptr %22, align 8, !tbaa !13, !noalias !111
  store i32 %0, ptr %23, align 4, !tbaa !17, !noalias !111
  store ptr %21, ptr %28, align 16, !dbg !40, !noalias !111
  %136 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !40
  store ptr %22, ptr %136, align 8, !dbg !40, !noalias !111
  %137 = getelementptr inbounds ptr, ptr %28, i64 2, !dbg !40
  store ptr %23, ptr %137, align 16, !dbg !40, !noalias !111
  %138 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27), !dbg !40
  %139 = load i64, ptr %26, align 8, !dbg !40, !noalias !111
  %140 = load ptr, ptr %27, align 8, !dbg !40, !noalias !111
  %141 = load i64, ptr %24, align 8, !dbg !40, !noalias !111
  %142 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !40
  %143 = load i32, ptr %142, align 8, !dbg !40, !noalias !111
  %144 = load i64, ptr %25, align 8, !dbg !40, !noalias !111
  %145 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !40
  %146 = load i32, ptr %145, align 8, !dbg !40, !noalias !111
  %147 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__block_sumsqPKfPfi, i64 %141, i32 %143, i64 %144, i32 %146, ptr noundef nonnull %28, i64 noundef %139, ptr noundef %140), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !115
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23), !dbg !115
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24), !dbg !115
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27), !dbg !115
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28), !dbg !115
  br label %148, !dbg !108

148:                                              ; preds = %133, %130
  %149 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !116
  %150 = icmp eq i32 %149, 0, !dbg !116
  br i1 %150, label %151, label %166, !dbg !117

151:                                              ; preds = %148
  %152 = load ptr, ptr %49, align 8, !dbg !118, !tbaa !13
  %153 = load ptr, ptr %50, align 8, !dbg !119, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20)
  store ptr %152, ptr %13, align 8, !tbaa !13, !noalias !120
  store ptr %153, ptr %14, align 8, !tbaa !13, !noalias !120
  store i32 %57, ptr %15, align 4, !tbaa !17, !noalias !120
  store ptr %13, ptr %20, align 16, !dbg !38, !noalias !120
  %154 = getelementptr inbounds ptr, ptr %20, i64 1, !dbg !38
  store ptr %14, ptr %154, align 8, !dbg !38, !noalias !120
  %155 = getelementptr inbounds ptr, ptr %20, i64 2, !dbg !38
  store ptr %15, ptr %155, align 16, !dbg !38, !noalias !120
  %156 = call i32 @__cudaPopCallConfiguration(ptr nonnull %16, ptr nonnull %17, ptr nonnull %18, ptr nonnull %19), !dbg !38
  %157 = load i64, ptr %18, align 8, !dbg !38, !noalias !120
  %158 = load ptr, ptr %19, align 8, !dbg !38, !noalias !120
  %159 = load i64, ptr %16, align 8, !dbg !38, !noalias !120
  %160 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !38
  %161 = load i32, ptr %160, align 8, !dbg !38, !noalias !120
  %162 = load i64, ptr %17, align 8, !dbg !38, !noalias !120
  %163 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !38
  %164 = load i32, ptr %163, align 8, !dbg !38, !noalias !120
  %165 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__final_reducePKfPfi, i64 %159, i32 %161, i64 %162, i32 %164, ptr noundef nonnull %20, i64 noundef %157, ptr noundef %158), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !124
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15), !dbg !124
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16), !dbg !124
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17), !dbg !124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !124
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20), !dbg !124
  br label %166, !dbg !117

166:                                              ; preds = %151, %148
  %167 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !125
  %168 = icmp eq i32 %167, 0, !dbg !125
  br i1 %168, label %169, label %187, !dbg !126

169:                                              ; preds = %166
  %170 = load ptr, ptr %48, align 8, !dbg !127, !tbaa !13
  %171 = load ptr, ptr %50, align 8, !dbg !128, !tbaa !13
  %172 = load ptr, ptr %51, align 8, !dbg !129, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12)
  store ptr %170, ptr %3, align 8, !tbaa !13, !noalias !130
  store ptr %171, ptr %4, align 8, !tbaa !13, !noalias !130
  store ptr %172, ptr %5, align 8, !tbaa !13, !noalias !130
  store i32 %0, ptr %6, align 4, !tbaa !17, !noalias !130
  store float 0x3EE4F8B580000000, ptr %7, align 4, !tbaa !31, !noalias !130
  store ptr %3, ptr %12, align 16, !dbg !36, !noalias !130
  %173 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !36
  store ptr %4, ptr %173, align 8, !dbg !36, !noalias !130
  %174 = getelementptr inbounds ptr, ptr %12, i64 2, !dbg !36
  store ptr %5, ptr %174, align 16, !dbg !36, !noalias !130
  %175 = getelementptr inbounds ptr, ptr %12, i64 3, !dbg !36
  store ptr %6, ptr %175, align 8, !dbg !36, !noalias !130
  %176 = getelementptr inbounds ptr, ptr %12, i64 4, !dbg !36
  store ptr %7, ptr %176, align 16, !dbg !36, !noalias !130
  %177 = call i32 @__cudaPopCallConfiguration(ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11), !dbg !36
  %178 = load i64, ptr %10, align 8, !dbg !36, !noalias !130
  %179 = load ptr, ptr %11, align 8, !dbg !36, !noalias !130
  %180 = load i64, ptr %8, align 8, !dbg !36, !noalias !130
  %181 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !36
  %182 = load i32, ptr %181, align 8, !dbg !36, !noalias !130
  %183 = load i64, ptr %9, align 8, !dbg !36, !noalias !130
  %184 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !36
  %185 = load i32, ptr %184, align 8, !dbg !36, !noalias !130
  %186 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__normalizePKfS0_Pfif, i64 %180, i32 %182, i64 %183, i32 %185, ptr noundef nonnull %12, i64 noundef %178, ptr noundef %179), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !135
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !135
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !135
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8), !dbg !135
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9), !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !135
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12), !dbg !135
  br label %187, !dbg !126

187:                                              ; preds = %166, %169
  %188 = call i32 @cudaDeviceSynchronize(), !dbg !136
  %189 = load ptr, ptr %51, align 8, !dbg !137, !tbaa !13
  %190 = call i32 @cudaMemcpy(ptr noundef %61, ptr noundef %189, i64 noundef %59, i32 noundef 2), !dbg !138
  %191 = call i32 @llvm.umax.i32(i32 %57, i32 1), !dbg !139
  br label %222, !dbg !139

192:                                              ; preds = %321
  %193 = sitofp i32 %0 to float, !dbg !140
  %194 = fdiv float %323, %193, !dbg !141
  %195 = fadd float %194, 0x3EE4F8B580000000, !dbg !142
  %196 = fcmp olt float %195, 1.000000e+00, !dbg !143
  %197 = fdiv float 1.000000e+00, %195, !dbg !146
  %198 = select i1 %196, float 1.000000e+00, float %197, !dbg !146
  %199 = fmul float %195, -5.000000e-01
  br label %200, !dbg !147

200:                                              ; preds = %200, %192
  %201 = phi i32 [ 0, %192 ], [ %218, %200 ]
  %202 = phi float [ %198, %192 ], [ %217, %200 ]
  %203 = fmul float %199, %202, !dbg !148
  %204 = call float @llvm.fmuladd.f32(float %203, float %202, float 1.500000e+00), !dbg !148
  %205 = fmul float %202, %204, !dbg !149
  %206 = fmul float %199, %205, !dbg !148
  %207 = call float @llvm.fmuladd.f32(float %206, float %205, float 1.500000e+00), !dbg !148
  %208 = fmul float %205, %207, !dbg !149
  %209 = fmul float %199, %208, !dbg !148
  %210 = call float @llvm.fmuladd.f32(float %209, float %208, float 1.500000e+00), !dbg !148
  %211 = fmul float %208, %210, !dbg !149
  %212 = fmul float %199, %211, !dbg !148
  %213 = call float @llvm.fmuladd.f32(float %212, float %211, float 1.500000e+00), !dbg !148
  %214 = fmul float %211, %213, !dbg !149
  %215 = fmul float %199, %214, !dbg !148
  %216 = call float @llvm.fmuladd.f32(float %215, float %214, float 1.500000e+00), !dbg !148
  %217 = fmul float %214, %216, !dbg !149
  %218 = add nuw nsw i32 %201, 5, !dbg !150
  %219 = icmp eq i32 %218, 60, !dbg !151
  br i1 %219, label %220, label %200, !dbg !147, !llvm.loop !152

220:                                              ; preds = %200
  %221 = icmp sgt i32 %0, 0, !dbg !154
  br i1 %221, label %362, label %344, !dbg !155

222:                                              ; preds = %187, %321
  %223 = phi i64 [ 0, %187 ], [ %327, %321 ]
  %224 = phi i64 [ 0, %187 ], [ %325, %321 ]
  %225 = phi float [ 0.000000e+00, %187 ], [ %323, %321 ]
  %226 = phi i32 [ 0, %187 ], [ %324, %321 ]
  %227 = trunc i64 %224 to i32, !dbg !156
  %228 = add i32 %227, 256, !dbg !156
  %229 = call i32 @llvm.smin.i32(i32 %0, i32 %228), !dbg !156
  %230 = sext i32 %229 to i64, !dbg !156
  %231 = shl i64 %223, 8, !dbg !156
  %232 = xor i64 %231, -1, !dbg !156
  %233 = trunc i64 %224 to i32, !dbg !156
  %234 = add i32 %233, 256, !dbg !156
  %235 = call i32 @llvm.smin.i32(i32 %0, i32 %234), !dbg !156
  %236 = sext i32 %235 to i64, !dbg !156
  %237 = shl i64 %223, 8, !dbg !156
  %238 = xor i64 %237, -1, !dbg !156
  %239 = add i64 %238, %236, !dbg !156
  %240 = shl nsw i32 %226, 8, !dbg !156
  %241 = add nuw nsw i32 %240, 256, !dbg !157
  %242 = call i32 @llvm.smin.i32(i32 %241, i32 %0), !dbg !158
  %243 = icmp sgt i32 %242, %240, !dbg !159
  br i1 %243, label %244, label %321, !dbg !160

244:                                              ; preds = %222
  %245 = sext i32 %242 to i64, !dbg !160
  %246 = and i64 %236, 7, !dbg !160
  %247 = icmp eq i64 %246, 0, !dbg !160
  br i1 %247, label %258, label %248, !dbg !160

248:                                              ; preds = %244, %248
  %249 = phi i64 [ %255, %248 ], [ %224, %244 ]
  %250 = phi float [ %254, %248 ], [ 0.000000e+00, %244 ]
  %251 = phi i64 [ %256, %248 ], [ 0, %244 ]
  %252 = getelementptr inbounds float, ptr %60, i64 %249, !dbg !161
  %253 = load float, ptr %252, align 4, !dbg !161, !tbaa !31
  %254 = fadd float %250, %253, !dbg !162
  %255 = add nuw nsw i64 %249, 1, !dbg !163
  %256 = add i64 %251, 1, !dbg !160
  %257 = icmp eq i64 %256, %246, !dbg !160
  br i1 %257, label %258, label %248, !dbg !160, !llvm.loop !164

258:                                              ; preds = %248, %244
  %259 = phi i64 [ %224, %244 ], [ %255, %248 ]
  %260 = phi float [ 0.000000e+00, %244 ], [ %254, %248 ]
  %261 = phi float [ undef, %244 ], [ %254, %248 ]
  %262 = icmp ult i64 %239, 7, !dbg !160
  br i1 %262, label %263, label %285, !dbg !160

263:                                              ; preds = %285, %258
  %264 = phi float [ %261, %258 ], [ %318, %285 ], !dbg !162
  br i1 %243, label %265, label %321, !dbg !166

265:                                              ; preds = %263
  %266 = sub nsw i32 %242, %240
  %267 = sitofp i32 %266 to float
  %268 = fdiv float %264, %267
  %269 = sext i32 %242 to i64, !dbg !166
  %270 = and i64 %230, 1, !dbg !166
  %271 = icmp eq i64 %270, 0, !dbg !166
  br i1 %271, label %279, label %272, !dbg !166

272:                                              ; preds = %265
  %273 = getelementptr inbounds float, ptr %60, i64 %224, !dbg !167
  %274 = load float, ptr %273, align 4, !dbg !167, !tbaa !31
  %275 = fsub float %274, %268, !dbg !168
  %276 = getelementptr inbounds float, ptr %62, i64 %224, !dbg !169
  store float %275, ptr %276, align 4, !dbg !170, !tbaa !31
  %277 = call float @llvm.fmuladd.f32(float %275, float %275, float 0.000000e+00), !dbg !171
  %278 = or i64 %224, 1, !dbg !172
  br label %279, !dbg !166

279:                                              ; preds = %272, %265
  %280 = phi i64 [ %224, %265 ], [ %278, %272 ]
  %281 = phi float [ 0.000000e+00, %265 ], [ %277, %272 ]
  %282 = phi float [ undef, %265 ], [ %277, %272 ]
  %283 = sub nsw i64 0, %230, !dbg !166
  %284 = icmp eq i64 %232, %283, !dbg !166
  br i1 %284, label %321, label %328, !dbg !166

285:                                              ; preds = %258, %285
  %286 = phi i64 [ %319, %285 ], [ %259, %258 ]
  %287 = phi float [ %318, %285 ], [ %260, %258 ]
  %288 = getelementptr inbounds float, ptr %60, i64 %286, !dbg !161
  %289 = load float, ptr %288, align 4, !dbg !161, !tbaa !31
  %290 = fadd float %287, %289, !dbg !162
  %291 = add nuw nsw i64 %286, 1, !dbg !163
  %292 = getelementptr inbounds float, ptr %60, i64 %291, !dbg !161
  %293 = load float, ptr %292, align 4, !dbg !161, !tbaa !31
  %294 = fadd float %290, %293, !dbg !162
  %295 = add nuw nsw i64 %286, 2, !dbg !163
  %296 = getelementptr inbounds float, ptr %60, i64 %295, !dbg !161
  %297 = load float, ptr %296, align 4, !dbg !161, !tbaa !31
  %298 = fadd float %294, %297, !dbg !162
  %299 = add nuw nsw i64 %286, 3, !dbg !163
  %300 = getelementptr inbounds float, ptr %60, i64 %299, !dbg !161
  %301 = load float, ptr %300, align 4, !dbg !161, !tbaa !31
  %302 = fadd float %298, %301, !dbg !162
  %303 = add nuw nsw i64 %286, 4, !dbg !163
  %304 = getelementptr inbounds float, ptr %60, i64 %303, !dbg !161
  %305 = load float, ptr %304, align 4, !dbg !161, !tbaa !31
  %306 = fadd float %302, %305, !dbg !162
  %307 = add nuw nsw i64 %286, 5, !dbg !163
  %308 = getelementptr inbounds float, ptr %60, i64 %307, !dbg !161
  %309 = load float, ptr %308, align 4, !dbg !161, !tbaa !31
  %310 = fadd float %306, %309, !dbg !162
  %311 = add nuw nsw i64 %286, 6, !dbg !163
  %312 = getelementptr inbounds float, ptr %60, i64 %311, !dbg !161
  %313 = load float, ptr %312, align 4, !dbg !161, !tbaa !31
  %314 = fadd float %310, %313, !dbg !162
  %315 = add nuw nsw i64 %286, 7, !dbg !163
  %316 = getelementptr inbounds float, ptr %60, i64 %315, !dbg !161
  %317 = load float, ptr %316, align 4, !dbg !161, !tbaa !31
  %318 = fadd float %314, %317, !dbg !162
  %319 = add nuw nsw i64 %286, 8, !dbg !163
  %320 = icmp slt i64 %319, %245, !dbg !159
  br i1 %320, label %285, label %263, !dbg !160, !llvm.loop !173

321:                                              ; preds = %279, %328, %222, %263
  %322 = phi float [ 0.000000e+00, %263 ], [ 0.000000e+00, %222 ], [ %282, %279 ], [ %341, %328 ], !dbg !175
  %323 = fadd float %225, %322, !dbg !176
  %324 = add nuw nsw i32 %226, 1, !dbg !177
  %325 = add nuw nsw i64 %224, 256, !dbg !139
  %326 = icmp eq i32 %324, %191, !dbg !178
  %327 = add i64 %223, 1, !dbg !139
  br i1 %326, label %192, label %222, !dbg !139, !llvm.loop !179

328:                                              ; preds = %279, %328
  %329 = phi i64 [ %342, %328 ], [ %280, %279 ]
  %330 = phi float [ %341, %328 ], [ %281, %279 ]
  %331 = getelementptr inbounds float, ptr %60, i64 %329, !dbg !167
  %332 = load float, ptr %331, align 4, !dbg !167, !tbaa !31
  %333 = fsub float %332, %268, !dbg !168
  %334 = getelementptr inbounds float, ptr %62, i64 %329, !dbg !169
  store float %333, ptr %334, align 4, !dbg !170, !tbaa !31
  %335 = call float @llvm.fmuladd.f32(float %333, float %333, float %330), !dbg !171
  %336 = add nuw nsw i64 %329, 1, !dbg !172
  %337 = getelementptr inbounds float, ptr %60, i64 %336, !dbg !167
  %338 = load float, ptr %337, align 4, !dbg !167, !tbaa !31
  %339 = fsub float %338, %268, !dbg !168
  %340 = getelementptr inbounds float, ptr %62, i64 %336, !dbg !169
  store float %339, ptr %340, align 4, !dbg !170, !tbaa !31
  %341 = call float @llvm.fmuladd.f32(float %339, float %339, float %335), !dbg !171
  %342 = add nuw nsw i64 %329, 2, !dbg !172
  %343 = icmp slt i64 %342, %269, !dbg !181
  br i1 %343, label %328, label %321, !dbg !166, !llvm.loop !182

344:                                              ; preds = %385, %220
  %345 = phi i32 [ 0, %220 ], [ %386, %385 ], !dbg !184
  %346 = icmp ne i32 %345, 0, !dbg !185
  %347 = select i1 %346, ptr @.str.3, ptr @.str.4, !dbg !185
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, ptr noundef nonnull %347, i32 noundef %345), !dbg !186
  %349 = load ptr, ptr %46, align 8, !dbg !187, !tbaa !13
  %350 = call i32 @cudaFree(ptr noundef %349), !dbg !188
  %351 = load ptr, ptr %47, align 8, !dbg !189, !tbaa !13
  %352 = call i32 @cudaFree(ptr noundef %351), !dbg !190
  %353 = load ptr, ptr %48, align 8, !dbg !191, !tbaa !13
  %354 = call i32 @cudaFree(ptr noundef %353), !dbg !192
  %355 = load ptr, ptr %49, align 8, !dbg !193, !tbaa !13
  %356 = call i32 @cudaFree(ptr noundef %355), !dbg !194
  %357 = load ptr, ptr %50, align 8, !dbg !195, !tbaa !13
  %358 = call i32 @cudaFree(ptr noundef %357), !dbg !196
  %359 = load ptr, ptr %51, align 8, !dbg !197, !tbaa !13
  %360 = call i32 @cudaFree(ptr noundef %359), !dbg !198
  call void @free(ptr noundef %60) #11, !dbg !199
  call void @free(ptr noundef %61) #11, !dbg !200
  call void @free(ptr noundef %62) #11, !dbg !201
  %361 = zext i1 %346 to i32, !dbg !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51) #11, !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50) #11, !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #11, !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48) #11, !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #11, !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46) #11, !dbg !203
  br label %389

362:                                              ; preds = %220, %385
  %363 = phi i64 [ %387, %385 ], [ 0, %220 ]
  %364 = phi i32 [ %386, %385 ], [ 0, %220 ]
  %365 = getelementptr inbounds float, ptr %62, i64 %363, !dbg !204
  %366 = load float, ptr %365, align 4, !dbg !204, !tbaa !31
  %367 = fmul float %217, %366, !dbg !205
  %368 = getelementptr inbounds float, ptr %61, i64 %363, !dbg !206
  %369 = load float, ptr %368, align 4, !dbg !206, !tbaa !31
  %370 = fsub float %369, %367, !dbg !207
  %371 = call float @llvm.fabs.f32(float %370), !dbg !208
  %372 = call float @llvm.fabs.f32(float %367), !dbg !209
  %373 = fadd float %372, 1.000000e+00, !dbg !210
  %374 = fmul float %373, 0x3F50624DE0000000, !dbg !211
  %375 = fcmp ugt float %371, %374, !dbg !212
  br i1 %375, label %376, label %385, !dbg !213

376:                                              ; preds = %362
  %377 = icmp slt i32 %364, 5, !dbg !214
  br i1 %377, label %378, label %383, !dbg !215

378:                                              ; preds = %376
  %379 = fpext float %369 to double, !dbg !216
  %380 = fpext float %367 to double, !dbg !217
  %381 = trunc i64 %363 to i32, !dbg !218
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %381, double noundef %379, double noundef %380), !dbg !218
  br label %383, !dbg !218

383:                                              ; preds = %378, %376
  %384 = add nsw i32 %364, 1, !dbg !219
  br label %385, !dbg !220

385:                                              ; preds = %383, %362
  %386 = phi i32 [ %364, %362 ], [ %384, %383 ], !dbg !175
  %387 = add nuw nsw i64 %363, 1, !dbg !221
  %388 = icmp eq i64 %387, %58, !dbg !154
  br i1 %388, label %344, label %362, !dbg !155, !llvm.loop !222

389:                                              ; preds = %344, %53
  %390 = phi i32 [ 1, %53 ], [ %361, %344 ], !dbg !175
  ret i32 %390, !dbg !203
}

; Function Attrs: nofree nounwind
declare !dbg !224 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !226 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !228 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !230 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !231 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !233 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !234 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !235 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !236 {
  %1 = tail call i32 @run_block_reduce(i32 noundef 1048576, i32 noundef 1), !dbg !237, !range !238
  ret i32 %1, !dbg !239
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !DIFile(filename: "samples/cuda/block_reduce.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "5a184a10b3715286bf53443173f535dc")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "block_sum", scope: !8, file: !8, line: 22, type: !11, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 22, column: 92, scope: !10)
!20 = !DILocation(line: 33, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "block_center", scope: !8, file: !8, line: 35, type: !11, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 36, column: 60, scope: !21)
!23 = !DILocation(line: 41, column: 1, scope: !21)
!24 = distinct !DISubprogram(name: "block_sumsq", scope: !8, file: !8, line: 43, type: !11, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!25 = !DILocation(line: 43, column: 97, scope: !24)
!26 = !DILocation(line: 55, column: 1, scope: !24)
!27 = distinct !DISubprogram(name: "final_reduce", scope: !8, file: !8, line: 58, type: !11, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!28 = !DILocation(line: 59, column: 43, scope: !27)
!29 = !DILocation(line: 71, column: 1, scope: !27)
!30 = distinct !DISubprogram(name: "normalize", scope: !8, file: !8, line: 73, type: !11, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !15, i64 0}
!33 = !DILocation(line: 74, column: 70, scope: !30)
!34 = !DILocation(line: 77, column: 1, scope: !30)
!35 = distinct !DISubprogram(name: "run_block_reduce", scope: !8, file: !8, line: 88, type: !11, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!36 = !DILocation(line: 74, column: 70, scope: !30, inlinedAt: !37)
!37 = distinct !DILocation(line: 116, column: 5, scope: !35)
!38 = !DILocation(line: 59, column: 43, scope: !27, inlinedAt: !39)
!39 = distinct !DILocation(line: 115, column: 5, scope: !35)
!40 = !DILocation(line: 43, column: 97, scope: !24, inlinedAt: !41)
!41 = distinct !DILocation(line: 114, column: 5, scope: !35)
!42 = !DILocation(line: 36, column: 60, scope: !21, inlinedAt: !43)
!43 = distinct !DILocation(line: 113, column: 5, scope: !35)
!44 = !DILocation(line: 22, column: 92, scope: !10, inlinedAt: !45)
!45 = distinct !DILocation(line: 112, column: 5, scope: !35)
!46 = !DILocation(line: 89, column: 11, scope: !35)
!47 = !DILocation(line: 89, column: 9, scope: !35)
!48 = !DILocation(line: 90, column: 9, scope: !35)
!49 = !DILocation(line: 91, column: 9, scope: !35)
!50 = !DILocation(line: 95, column: 29, scope: !35)
!51 = !DILocation(line: 95, column: 34, scope: !35)
!52 = !DILocation(line: 96, column: 30, scope: !35)
!53 = !DILocation(line: 97, column: 26, scope: !35)
!54 = !DILocation(line: 98, column: 28, scope: !35)
!55 = !DILocation(line: 99, column: 29, scope: !35)
!56 = !DILocation(line: 101, column: 5, scope: !35)
!57 = !DILocation(line: 103, column: 5, scope: !35)
!58 = !DILocation(line: 104, column: 5, scope: !35)
!59 = !DILocation(line: 105, column: 39, scope: !35)
!60 = !DILocation(line: 105, column: 5, scope: !35)
!61 = !DILocation(line: 106, column: 5, scope: !35)
!62 = !DILocation(line: 107, column: 5, scope: !35)
!63 = !DILocation(line: 108, column: 5, scope: !35)
!64 = !DILocation(line: 109, column: 5, scope: !35)
!65 = !DILocation(line: 110, column: 16, scope: !35)
!66 = !DILocation(line: 110, column: 5, scope: !35)
!67 = !DILocation(line: 112, column: 14, scope: !35)
!68 = !DILocation(line: 112, column: 5, scope: !35)
!69 = !DILocation(line: 6, column: 21, scope: !70, inlinedAt: !72)
!70 = distinct !DISubprogram(name: "lcg_uniform", scope: !71, file: !71, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!71 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!72 = distinct !DILocation(line: 101, column: 41, scope: !35)
!73 = !DILocation(line: 6, column: 32, scope: !70, inlinedAt: !72)
!74 = !DILocation(line: 7, column: 27, scope: !70, inlinedAt: !72)
!75 = !DILocation(line: 7, column: 19, scope: !70, inlinedAt: !72)
!76 = !DILocation(line: 7, column: 56, scope: !70, inlinedAt: !72)
!77 = !DILocation(line: 101, column: 74, scope: !35)
!78 = !DILocation(line: 101, column: 87, scope: !35)
!79 = !DILocation(line: 101, column: 70, scope: !35)
!80 = !DILocation(line: 101, column: 61, scope: !35)
!81 = !DILocation(line: 101, column: 92, scope: !35)
!82 = !DILocation(line: 101, column: 33, scope: !35)
!83 = !DILocation(line: 101, column: 39, scope: !35)
!84 = !DILocation(line: 101, column: 28, scope: !35)
!85 = !DILocation(line: 101, column: 23, scope: !35)
!86 = distinct !{!86, !56, !87, !88}
!87 = !DILocation(line: 101, column: 94, scope: !35)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 112, column: 34, scope: !35)
!90 = !DILocation(line: 112, column: 38, scope: !35)
!91 = !{!92, !94}
!92 = distinct !{!92, !93, !"_Z24__device_stub__block_sumPKfPfi: argument 0"}
!93 = distinct !{!93, !"_Z24__device_stub__block_sumPKfPfi"}
!94 = distinct !{!94, !93, !"_Z24__device_stub__block_sumPKfPfi: argument 1"}
!95 = !DILocation(line: 33, column: 1, scope: !10, inlinedAt: !45)
!96 = !DILocation(line: 113, column: 17, scope: !35)
!97 = !DILocation(line: 113, column: 5, scope: !35)
!98 = !DILocation(line: 113, column: 37, scope: !35)
!99 = !DILocation(line: 113, column: 41, scope: !35)
!100 = !DILocation(line: 113, column: 51, scope: !35)
!101 = !{!102, !104, !105}
!102 = distinct !{!102, !103, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 0"}
!103 = distinct !{!103, !"_Z27__device_stub__block_centerPKfS0_Pfi"}
!104 = distinct !{!104, !103, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 1"}
!105 = distinct !{!105, !103, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 2"}
!106 = !DILocation(line: 41, column: 1, scope: !21, inlinedAt: !43)
!107 = !DILocation(line: 114, column: 16, scope: !35)
!108 = !DILocation(line: 114, column: 5, scope: !35)
!109 = !DILocation(line: 114, column: 36, scope: !35)
!110 = !DILocation(line: 114, column: 40, scope: !35)
!111 = !{!112, !114}
!112 = distinct !{!112, !113, !"_Z26__device_stub__block_sumsqPKfPfi: argument 0"}
!113 = distinct !{!113, !"_Z26__device_stub__block_sumsqPKfPfi"}
!114 = distinct !{!114, !113, !"_Z26__device_stub__block_sumsqPKfPfi: argument 1"}
!115 = !DILocation(line: 55, column: 1, scope: !24, inlinedAt: !41)
!116 = !DILocation(line: 115, column: 17, scope: !35)
!117 = !DILocation(line: 115, column: 5, scope: !35)
!118 = !DILocation(line: 115, column: 36, scope: !35)
!119 = !DILocation(line: 115, column: 49, scope: !35)
!120 = !{!121, !123}
!121 = distinct !{!121, !122, !"_Z27__device_stub__final_reducePKfPfi: argument 0"}
!122 = distinct !{!122, !"_Z27__device_stub__final_reducePKfPfi"}
!123 = distinct !{!123, !122, !"_Z27__device_stub__final_reducePKfPfi: argument 1"}
!124 = !DILocation(line: 71, column: 1, scope: !27, inlinedAt: !39)
!125 = !DILocation(line: 116, column: 14, scope: !35)
!126 = !DILocation(line: 116, column: 5, scope: !35)
!127 = !DILocation(line: 116, column: 34, scope: !35)
!128 = !DILocation(line: 116, column: 38, scope: !35)
!129 = !DILocation(line: 116, column: 46, scope: !35)
!130 = !{!131, !133, !134}
!131 = distinct !{!131, !132, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 0"}
!132 = distinct !{!132, !"_Z24__device_stub__normalizePKfS0_Pfif"}
!133 = distinct !{!133, !132, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 1"}
!134 = distinct !{!134, !132, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 2"}
!135 = !DILocation(line: 77, column: 1, scope: !30, inlinedAt: !37)
!136 = !DILocation(line: 117, column: 5, scope: !35)
!137 = !DILocation(line: 118, column: 22, scope: !35)
!138 = !DILocation(line: 118, column: 5, scope: !35)
!139 = !DILocation(line: 121, column: 5, scope: !35)
!140 = !DILocation(line: 132, column: 43, scope: !35)
!141 = !DILocation(line: 132, column: 34, scope: !35)
!142 = !DILocation(line: 132, column: 45, scope: !35)
!143 = !DILocation(line: 83, column: 17, scope: !144, inlinedAt: !145)
!144 = distinct !DISubprogram(name: "inv_sqrt", scope: !8, file: !8, line: 82, type: !11, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!145 = distinct !DILocation(line: 132, column: 19, scope: !35)
!146 = !DILocation(line: 83, column: 15, scope: !144, inlinedAt: !145)
!147 = !DILocation(line: 84, column: 5, scope: !144, inlinedAt: !145)
!148 = !DILocation(line: 84, column: 51, scope: !144, inlinedAt: !145)
!149 = !DILocation(line: 84, column: 43, scope: !144, inlinedAt: !145)
!150 = !DILocation(line: 84, column: 31, scope: !144, inlinedAt: !145)
!151 = !DILocation(line: 84, column: 25, scope: !144, inlinedAt: !145)
!152 = distinct !{!152, !147, !153, !88}
!153 = !DILocation(line: 84, column: 69, scope: !144, inlinedAt: !145)
!154 = !DILocation(line: 134, column: 23, scope: !35)
!155 = !DILocation(line: 134, column: 5, scope: !35)
!156 = !DILocation(line: 122, column: 20, scope: !35)
!157 = !DILocation(line: 122, column: 41, scope: !35)
!158 = !DILocation(line: 122, column: 38, scope: !35)
!159 = !DILocation(line: 124, column: 28, scope: !35)
!160 = !DILocation(line: 124, column: 9, scope: !35)
!161 = !DILocation(line: 124, column: 46, scope: !35)
!162 = !DILocation(line: 124, column: 43, scope: !35)
!163 = !DILocation(line: 124, column: 34, scope: !35)
!164 = distinct !{!164, !165}
!165 = !{!"llvm.loop.unroll.disable"}
!166 = !DILocation(line: 126, column: 9, scope: !35)
!167 = !DILocation(line: 127, column: 24, scope: !35)
!168 = !DILocation(line: 127, column: 30, scope: !35)
!169 = !DILocation(line: 127, column: 13, scope: !35)
!170 = !DILocation(line: 127, column: 22, scope: !35)
!171 = !DILocation(line: 128, column: 19, scope: !35)
!172 = !DILocation(line: 126, column: 34, scope: !35)
!173 = distinct !{!173, !160, !174, !88}
!174 = !DILocation(line: 124, column: 50, scope: !35)
!175 = !DILocation(line: 0, scope: !35)
!176 = !DILocation(line: 130, column: 15, scope: !35)
!177 = !DILocation(line: 121, column: 29, scope: !35)
!178 = !DILocation(line: 121, column: 23, scope: !35)
!179 = distinct !{!179, !139, !180, !88}
!180 = !DILocation(line: 131, column: 5, scope: !35)
!181 = !DILocation(line: 126, column: 28, scope: !35)
!182 = distinct !{!182, !166, !183, !88}
!183 = !DILocation(line: 129, column: 9, scope: !35)
!184 = !DILocation(line: 133, column: 9, scope: !35)
!185 = !DILocation(line: 141, column: 58, scope: !35)
!186 = !DILocation(line: 141, column: 5, scope: !35)
!187 = !DILocation(line: 143, column: 14, scope: !35)
!188 = !DILocation(line: 143, column: 5, scope: !35)
!189 = !DILocation(line: 143, column: 28, scope: !35)
!190 = !DILocation(line: 143, column: 19, scope: !35)
!191 = !DILocation(line: 143, column: 48, scope: !35)
!192 = !DILocation(line: 143, column: 39, scope: !35)
!193 = !DILocation(line: 143, column: 62, scope: !35)
!194 = !DILocation(line: 143, column: 53, scope: !35)
!195 = !DILocation(line: 143, column: 85, scope: !35)
!196 = !DILocation(line: 143, column: 76, scope: !35)
!197 = !DILocation(line: 144, column: 14, scope: !35)
!198 = !DILocation(line: 144, column: 5, scope: !35)
!199 = !DILocation(line: 145, column: 5, scope: !35)
!200 = !DILocation(line: 145, column: 15, scope: !35)
!201 = !DILocation(line: 145, column: 27, scope: !35)
!202 = !DILocation(line: 146, column: 12, scope: !35)
!203 = !DILocation(line: 147, column: 1, scope: !35)
!204 = !DILocation(line: 135, column: 21, scope: !35)
!205 = !DILocation(line: 135, column: 30, scope: !35)
!206 = !DILocation(line: 136, column: 21, scope: !35)
!207 = !DILocation(line: 136, column: 29, scope: !35)
!208 = !DILocation(line: 136, column: 15, scope: !35)
!209 = !DILocation(line: 136, column: 55, scope: !35)
!210 = !DILocation(line: 136, column: 53, scope: !35)
!211 = !DILocation(line: 136, column: 45, scope: !35)
!212 = !DILocation(line: 136, column: 36, scope: !35)
!213 = !DILocation(line: 136, column: 13, scope: !35)
!214 = !DILocation(line: 137, column: 21, scope: !35)
!215 = !DILocation(line: 137, column: 17, scope: !35)
!216 = !DILocation(line: 137, column: 81, scope: !35)
!217 = !DILocation(line: 137, column: 90, scope: !35)
!218 = !DILocation(line: 137, column: 26, scope: !35)
!219 = !DILocation(line: 138, column: 13, scope: !35)
!220 = !DILocation(line: 139, column: 9, scope: !35)
!221 = !DILocation(line: 134, column: 28, scope: !35)
!222 = distinct !{!222, !155, !223, !88}
!223 = !DILocation(line: 140, column: 5, scope: !35)
!224 = !DISubprogram(name: "printf", scope: !225, file: !225, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!225 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!226 = !DISubprogram(name: "malloc", scope: !227, file: !227, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!227 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!228 = !DISubprogram(name: "cudaMalloc", scope: !229, file: !229, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!229 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!230 = !DISubprogram(name: "cudaMemcpy", scope: !229, file: !229, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!231 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !232, file: !232, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!232 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!233 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !229, file: !229, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!234 = !DISubprogram(name: "cudaFree", scope: !229, file: !229, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!235 = !DISubprogram(name: "free", scope: !227, file: !227, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!236 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 149, type: !11, scopeLine: 149, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!237 = !DILocation(line: 149, column: 21, scope: !236)
!238 = !{i32 0, i32 2}
!239 = !DILocation(line: 149, column: 14, scope: !236)
