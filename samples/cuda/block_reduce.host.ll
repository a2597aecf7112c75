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
define dso_local void @_Z24__device_stub__block_sumPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  %11 = alloca [3 x ptr], align 16
  store ptr %4, ptr %11, align 16
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %5, ptr %12, align 8
  %13 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %6, ptr %13, align 16
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %15 = load i64, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__block_sumPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__block_centerPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !10
  %13 = alloca [4 x ptr], align 16
  store ptr %5, ptr %13, align 16
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  store ptr %6, ptr %14, align 8
  %15 = getelementptr inbounds ptr, ptr %13, i64 2
  store ptr %7, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %13, i64 3
  store ptr %8, ptr %16, align 8
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12)
  %18 = load i64, ptr %11, align 8
  %19 = load ptr, ptr %12, align 8
  %20 = load i64, ptr %9, align 8
  %21 = getelementptr inbounds i8, ptr %9, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = load i64, ptr %10, align 8
  %24 = getelementptr inbounds i8, ptr %10, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__block_centerPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__block_sumsqPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  %11 = alloca [3 x ptr], align 16
  store ptr %4, ptr %11, align 16
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %5, ptr %12, align 8
  %13 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %6, ptr %13, align 16
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %15 = load i64, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__block_sumsqPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__final_reducePKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  %11 = alloca [3 x ptr], align 16
  store ptr %4, ptr %11, align 16
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %5, ptr %12, align 8
  %13 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %6, ptr %13, align 16
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %15 = load i64, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__final_reducePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__normalizePKfS0_Pfif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, float noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store ptr %2, ptr %8, align 8, !tbaa !6
  store i32 %3, ptr %9, align 4, !tbaa !10
  store float %4, ptr %10, align 4, !tbaa !12
  %15 = alloca [5 x ptr], align 16
  store ptr %6, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %7, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %8, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr %9, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr %10, ptr %19, align 16
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %21 = load i64, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = load i64, ptr %12, align 8
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__normalizePKfS0_Pfif, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_block_reduce(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [5 x ptr], align 16
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.dim3, align 8
  %17 = alloca %struct.dim3, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [3 x ptr], align 16
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [3 x ptr], align 16
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca %struct.dim3, align 8
  %34 = alloca %struct.dim3, align 8
  %35 = alloca i64, align 8
  %36 = alloca ptr, align 8
  %37 = alloca [4 x ptr], align 16
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca %struct.dim3, align 8
  %42 = alloca %struct.dim3, align 8
  %43 = alloca i64, align 8
  %44 = alloca ptr, align 8
  %45 = alloca [3 x ptr], align 16
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = icmp slt i32 %0, 1
  br i1 %52, label %53, label %55

53:                                               ; preds = %2
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0)
  br label %389

55:                                               ; preds = %2
  %56 = add nuw nsw i32 %0, 255
  %57 = lshr i32 %56, 8
  %58 = zext i32 %0 to i64
  %59 = shl nuw nsw i64 %58, 2
  %60 = tail call noalias ptr @malloc(i64 noundef %59) #10
  %61 = tail call noalias ptr @malloc(i64 noundef %59) #10
  %62 = tail call noalias ptr @malloc(i64 noundef %59) #10
  br label %78

63:                                               ; preds = %78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51) #11
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %46, i64 noundef %59)
  %65 = shl nuw nsw i32 %57, 2
  %66 = zext i32 %65 to i64
  %67 = call i32 @cudaMalloc(ptr noundef nonnull %47, i64 noundef %66)
  %68 = call i32 @cudaMalloc(ptr noundef nonnull %48, i64 noundef %59)
  %69 = call i32 @cudaMalloc(ptr noundef nonnull %49, i64 noundef %66)
  %70 = call i32 @cudaMalloc(ptr noundef nonnull %50, i64 noundef 4)
  %71 = call i32 @cudaMalloc(ptr noundef nonnull %51, i64 noundef %59)
  %72 = load ptr, ptr %46, align 8, !tbaa !6
  %73 = call i32 @cudaMemcpy(ptr noundef %72, ptr noundef nonnull %60, i64 noundef %59, i32 noundef 1)
  %74 = zext i32 %57 to i64
  %75 = or i64 %74, 4294967296
  %76 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %95, label %110

78:                                               ; preds = %55, %78
  %79 = phi i64 [ 0, %55 ], [ %93, %78 ]
  %80 = phi i32 [ %1, %55 ], [ %82, %78 ]
  %81 = mul i32 %80, 1664525
  %82 = add i32 %81, 1013904223
  %83 = lshr i32 %82, 8
  %84 = uitofp i32 %83 to float
  %85 = tail call float @llvm.fmuladd.f32(float %84, float 0x3E70000000000000, float -5.000000e-01)
  %86 = trunc i64 %79 to i32
  %87 = lshr i32 %86, 8
  %88 = urem i32 %87, 7
  %89 = sitofp i32 %88 to float
  %90 = fadd float %85, %89
  %91 = fadd float %90, -3.000000e+00
  %92 = getelementptr inbounds float, ptr %60, i64 %79
  store float %91, ptr %92, align 4, !tbaa !12
  %93 = add nuw nsw i64 %79, 1
  %94 = icmp eq i64 %93, %58
  br i1 %94, label %63, label %78, !llvm.loop !14

95:                                               ; preds = %63
  %96 = load ptr, ptr %46, align 8, !tbaa !6
  %97 = load ptr, ptr %47, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45)
  store ptr %96, ptr %38, align 8, !tbaa !6, !noalias !16
  store ptr %97, ptr %39, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %40, align 4, !tbaa !10, !noalias !16
  store ptr %38, ptr %45, align 16, !noalias !16
  %98 = getelementptr inbounds ptr, ptr %45, i64 1
  store ptr %39, ptr %98, align 8, !noalias !16
  %99 = getelementptr inbounds ptr, ptr %45, i64 2
  store ptr %40, ptr %99, align 16, !noalias !16
  %100 = call i32 @__cudaPopCallConfiguration(ptr nonnull %41, ptr nonnull %42, ptr nonnull %43, ptr nonnull %44)
  %101 = load i64, ptr %43, align 8, !noalias !16
  %102 = load ptr, ptr %44, align 8, !noalias !16
  %103 = load i64, ptr %41, align 8, !noalias !16
  %104 = getelementptr inbounds i8, ptr %41, i64 8
  %105 = load i32, ptr %104, align 8, !noalias !16
  %106 = load i64, ptr %42, align 8, !noalias !16
  %107 = getelementptr inbounds i8, ptr %42, i64 8
  %108 = load i32, ptr %107, align 8, !noalias !16
  %109 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__block_sumPKfPfi, i64 %103, i32 %105, i64 %106, i32 %108, ptr noundef nonnull %45, i64 noundef %101, ptr noundef %102)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45)
  br label %110

110:                                              ; preds = %95, %63
  %111 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %130

113:                                              ; preds = %110
  %114 = load ptr, ptr %46, align 8, !tbaa !6
  %115 = load ptr, ptr %47, align 8, !tbaa !6
  %116 = load ptr, ptr %48, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %37)
  store ptr %114, ptr %29, align 8, !tbaa !6, !noalias !20
  store ptr %115, ptr %30, align 8, !tbaa !6, !noalias !20
  store ptr %116, ptr %31, align 8, !tbaa !6, !noalias !20
  store i32 %0, ptr %32, align 4, !tbaa !10, !noalias !20
  store ptr %29, ptr %37, align 16, !noalias !20
  %117 = getelementptr inbounds ptr, ptr %37, i64 1
  store ptr %30, ptr %117, align 8, !noalias !20
  %118 = getelementptr inbounds ptr, ptr %37, i64 2
  store ptr %31, ptr %118, align 16, !noalias !20
  %119 = getelementptr inbounds ptr, ptr %37, i64 3
  store ptr %32, ptr %119, align 8, !noalias !20
  %120 = call i32 @__cudaPopCallConfiguration(ptr nonnull %33, ptr nonnull %34, ptr nonnull %35, ptr nonnull %36)
  %121 = load i64, ptr %35, align 8, !noalias !20
  %122 = load ptr, ptr %36, align 8, !noalias !20
  %123 = load i64, ptr %33, align 8, !noalias !20
  %124 = getelementptr inbounds i8, ptr %33, i64 8
  %125 = load i32, ptr %124, align 8, !noalias !20
  %126 = load i64, ptr %34, align 8, !noalias !20
  %127 = getelementptr inbounds i8, ptr %34, i64 8
  %128 = load i32, ptr %127, align 8, !noalias !20
  %129 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__block_centerPKfS0_Pfi, i64 %123, i32 %125, i64 %126, i32 %128, ptr noundef nonnull %37, i64 noundef %121, ptr noundef %122)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %37)
  br label %130

130:                                              ; preds = %113, %110
  %131 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %133, label %148

133:                                              ; preds = %130
  %134 = load ptr, ptr %48, align 8, !tbaa !6
  %135 = load ptr, ptr %49, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %28)
  store ptr %134, ptr %21, align 8, !tbaa !6, !noalias !25
  store ptr %135, ptr %22, align 8, !tbaa !6, !noalias !25
  store i32 %0, ptr %23, align 4, !tbaa !10, !noalias !25
  store ptr %21, ptr %28, align 16, !noalias !25
  %136 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %22, ptr %136, align 8, !noalias !25
  %137 = getelementptr inbounds ptr, ptr %28, i64 2
  store ptr %23, ptr %137, align 16, !noalias !25
  %138 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %139 = load i64, ptr %26, align 8, !noalias !25
  %140 = load ptr, ptr %27, align 8, !noalias !25
  %141 = load i64, ptr %24, align 8, !noalias !25
  %142 = getelementptr inbounds i8, ptr %24, i64 8
  %143 = load i32, ptr %142, align 8, !noalias !25
  %144 = load i64, ptr %25, align 8, !noalias !25
  %145 = getelementptr inbounds i8, ptr %25, i64 8
  %146 = load i32, ptr %145, align 8, !noalias !25
  %147 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__block_sumsqPKfPfi, i64 %141, i32 %143, i64 %144, i32 %146, ptr noundef nonnull %28, i64 noundef %139, ptr noundef %140)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %28)
  br label %148

148:                                              ; preds = %133, %130
  %149 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %151, label %166

151:                                              ; preds = %148
  %152 = load ptr, ptr %49, align 8, !tbaa !6
  %153 = load ptr, ptr %50, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %20)
  store ptr %152, ptr %13, align 8, !tbaa !6, !noalias !29
  store ptr %153, ptr %14, align 8, !tbaa !6, !noalias !29
  store i32 %57, ptr %15, align 4, !tbaa !10, !noalias !29
  store ptr %13, ptr %20, align 16, !noalias !29
  %154 = getelementptr inbounds ptr, ptr %20, i64 1
  store ptr %14, ptr %154, align 8, !noalias !29
  %155 = getelementptr inbounds ptr, ptr %20, i64 2
  store ptr %15, ptr %155, align 16, !noalias !29
  %156 = call i32 @__cudaPopCallConfiguration(ptr nonnull %16, ptr nonnull %17, ptr nonnull %18, ptr nonnull %19)
  %157 = load i64, ptr %18, align 8, !noalias !29
  %158 = load ptr, ptr %19, align 8, !noalias !29
  %159 = load i64, ptr %16, align 8, !noalias !29
  %160 = getelementptr inbounds i8, ptr %16, i64 8
  %161 = load i32, ptr %160, align 8, !noalias !29
  %162 = load i64, ptr %17, align 8, !noalias !29
  %163 = getelementptr inbounds i8, ptr %17, i64 8
  %164 = load i32, ptr %163, align 8, !noalias !29
  %165 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__final_reducePKfPfi, i64 %159, i32 %161, i64 %162, i32 %164, ptr noundef nonnull %20, i64 noundef %157, ptr noundef %158)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %20)
  br label %166

166:                                              ; preds = %151, %148
  %167 = call i32 @__cudaPushCallConfiguration(i64 %75, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %168 = icmp eq i32 %167, 0
  br i1 %168, label %169, label %187

169:                                              ; preds = %166
  %170 = load ptr, ptr %48, align 8, !tbaa !6
  %171 = load ptr, ptr %50, align 8, !tbaa !6
  %172 = load ptr, ptr %51, align 8, !tbaa !6
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
  store ptr %170, ptr %3, align 8, !tbaa !6, !noalias !33
  store ptr %171, ptr %4, align 8, !tbaa !6, !noalias !33
  store ptr %172, ptr %5, align 8, !tbaa !6, !noalias !33
  store i32 %0, ptr %6, align 4, !tbaa !10, !noalias !33
  store float 0x3EE4F8B580000000, ptr %7, align 4, !tbaa !12, !noalias !33
  store ptr %3, ptr %12, align 16, !noalias !33
  %173 = getelementptr inbounds ptr, ptr %12, i64 1
  store ptr %4, ptr %173, align 8, !noalias !33
  %174 = getelementptr inbounds ptr, ptr %12, i64 2
  store ptr %5, ptr %174, align 16, !noalias !33
  %175 = getelementptr inbounds ptr, ptr %12, i64 3
  store ptr %6, ptr %175, align 8, !noalias !33
  %176 = getelementptr inbounds ptr, ptr %12, i64 4
  store ptr %7, ptr %176, align 16, !noalias !33
  %177 = call i32 @__cudaPopCallConfiguration(ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11)
  %178 = load i64, ptr %10, align 8, !noalias !33
  %179 = load ptr, ptr %11, align 8, !noalias !33
  %180 = load i64, ptr %8, align 8, !noalias !33
  %181 = getelementptr inbounds i8, ptr %8, i64 8
  %182 = load i32, ptr %181, align 8, !noalias !33
  %183 = load i64, ptr %9, align 8, !noalias !33
  %184 = getelementptr inbounds i8, ptr %9, i64 8
  %185 = load i32, ptr %184, align 8, !noalias !33
  %186 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__normalizePKfS0_Pfif, i64 %180, i32 %182, i64 %183, i32 %185, ptr noundef nonnull %12, i64 noundef %178, ptr noundef %179)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12)
  br label %187

187:                                              ; preds = %166, %169
  %188 = call i32 @cudaDeviceSynchronize()
  %189 = load ptr, ptr %51, align 8, !tbaa !6
  %190 = call i32 @cudaMemcpy(ptr noundef %61, ptr noundef %189, i64 noundef %59, i32 noundef 2)
  %191 = call i32 @llvm.umax.i32(i32 %57, i32 1)
  br label %222

192:                                              ; preds = %321
  %193 = sitofp i32 %0 to float
  %194 = fdiv float %323, %193
  %195 = fadd float %194, 0x3EE4F8B580000000
  %196 = fcmp olt float %195, 1.000000e+00
  %197 = fdiv float 1.000000e+00, %195
  %198 = select i1 %196, float 1.000000e+00, float %197
  %199 = fmul float %195, -5.000000e-01
  br label %200

200:                                              ; preds = %200, %192
  %201 = phi i32 [ 0, %192 ], [ %218, %200 ]
  %202 = phi float [ %198, %192 ], [ %217, %200 ]
  %203 = fmul float %199, %202
  %204 = call float @llvm.fmuladd.f32(float %203, float %202, float 1.500000e+00)
  %205 = fmul float %202, %204
  %206 = fmul float %199, %205
  %207 = call float @llvm.fmuladd.f32(float %206, float %205, float 1.500000e+00)
  %208 = fmul float %205, %207
  %209 = fmul float %199, %208
  %210 = call float @llvm.fmuladd.f32(float %209, float %208, float 1.500000e+00)
  %211 = fmul float %208, %210
  %212 = fmul float %199, %211
  %213 = call float @llvm.fmuladd.f32(float %212, float %211, float 1.500000e+00)
  %214 = fmul float %211, %213
  %215 = fmul float %199, %214
  %216 = call float @llvm.fmuladd.f32(float %215, float %214, float 1.500000e+00)
  %217 = fmul float %214, %216
  %218 = add nuw nsw i32 %201, 5
  %219 = icmp eq i32 %218, 60
  br i1 %219, label %220, label %200, !llvm.loop !38

220:                                              ; preds = %200
  %221 = icmp sgt i32 %0, 0
  br i1 %221, label %362, label %344

222:                                              ; preds = %187, %321
  %223 = phi i64 [ 0, %187 ], [ %327, %321 ]
  %224 = phi i64 [ 0, %187 ], [ %325, %321 ]
  %225 = phi float [ 0.000000e+00, %187 ], [ %323, %321 ]
  %226 = phi i32 [ 0, %187 ], [ %324, %321 ]
  %227 = trunc i64 %224 to i32
  %228 = add i32 %227, 256
  %229 = call i32 @llvm.smin.i32(i32 %0, i32 %228)
  %230 = sext i32 %229 to i64
  %231 = shl i64 %223, 8
  %232 = xor i64 %231, -1
  %233 = trunc i64 %224 to i32
  %234 = add i32 %233, 256
  %235 = call i32 @llvm.smin.i32(i32 %0, i32 %234)
  %236 = sext i32 %235 to i64
  %237 = shl i64 %223, 8
  %238 = xor i64 %237, -1
  %239 = add i64 %238, %236
  %240 = shl nsw i32 %226, 8
  %241 = add nuw nsw i32 %240, 256
  %242 = call i32 @llvm.smin.i32(i32 %241, i32 %0)
  %243 = icmp sgt i32 %242, %240
  br i1 %243, label %244, label %321

244:                                              ; preds = %222
  %245 = sext i32 %242 to i64
  %246 = and i64 %236, 7
  %247 = icmp eq i64 %246, 0
  br i1 %247, label %258, label %248

248:                                              ; preds = %244, %248
  %249 = phi i64 [ %255, %248 ], [ %224, %244 ]
  %250 = phi float [ %254, %248 ], [ 0.000000e+00, %244 ]
  %251 = phi i64 [ %256, %248 ], [ 0, %244 ]
  %252 = getelementptr inbounds float, ptr %60, i64 %249
  %253 = load float, ptr %252, align 4, !tbaa !12
  %254 = fadd float %250, %253
  %255 = add nuw nsw i64 %249, 1
  %256 = add i64 %251, 1
  %257 = icmp eq i64 %256, %246
  br i1 %257, label %258, label %248, !llvm.loop !39

258:                                              ; preds = %248, %244
  %259 = phi i64 [ %224, %244 ], [ %255, %248 ]
  %260 = phi float [ 0.000000e+00, %244 ], [ %254, %248 ]
  %261 = phi float [ undef, %244 ], [ %254, %248 ]
  %262 = icmp ult i64 %239, 7
  br i1 %262, label %263, label %285

263:                                              ; preds = %285, %258
  %264 = phi float [ %261, %258 ], [ %318, %285 ]
  br i1 %243, label %265, label %321

265:                                              ; preds = %263
  %266 = sub nsw i32 %242, %240
  %267 = sitofp i32 %266 to float
  %268 = fdiv float %264, %267
  %269 = sext i32 %242 to i64
  %270 = and i64 %230, 1
  %271 = icmp eq i64 %270, 0
  br i1 %271, label %279, label %272

272:                                              ; preds = %265
  %273 = getelementptr inbounds float, ptr %60, i64 %224
  %274 = load float, ptr %273, align 4, !tbaa !12
  %275 = fsub float %274, %268
  %276 = getelementptr inbounds float, ptr %62, i64 %224
  store float %275, ptr %276, align 4, !tbaa !12
  %277 = call float @llvm.fmuladd.f32(float %275, float %275, float 0.000000e+00)
  %278 = or i64 %224, 1
  br label %279

279:                                              ; preds = %272, %265
  %280 = phi i64 [ %224, %265 ], [ %278, %272 ]
  %281 = phi float [ 0.000000e+00, %265 ], [ %277, %272 ]
  %282 = phi float [ undef, %265 ], [ %277, %272 ]
  %283 = sub nsw i64 0, %230
  %284 = icmp eq i64 %232, %283
  br i1 %284, label %321, label %328

285:                                              ; preds = %258, %285
  %286 = phi i64 [ %319, %285 ], [ %259, %258 ]
  %287 = phi float [ %318, %285 ], [ %260, %258 ]
  %288 = getelementptr inbounds float, ptr %60, i64 %286
  %289 = load float, ptr %288, align 4, !tbaa !12
  %290 = fadd float %287, %289
  %291 = add nuw nsw i64 %286, 1
  %292 = getelementptr inbounds float, ptr %60, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !12
  %294 = fadd float %290, %293
  %295 = add nuw nsw i64 %286, 2
  %296 = getelementptr inbounds float, ptr %60, i64 %295
  %297 = load float, ptr %296, align 4, !tbaa !12
  %298 = fadd float %294, %297
  %299 = add nuw nsw i64 %286, 3
  %300 = getelementptr inbounds float, ptr %60, i64 %299
  %301 = load float, ptr %300, align 4, !tbaa !12
  %302 = fadd float %298, %301
  %303 = add nuw nsw i64 %286, 4
  %304 = getelementptr inbounds float, ptr %60, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !12
  %306 = fadd float %302, %305
  %307 = add nuw nsw i64 %286, 5
  %308 = getelementptr inbounds float, ptr %60, i64 %307
  %309 = load float, ptr %308, align 4, !tbaa !12
  %310 = fadd float %306, %309
  %311 = add nuw nsw i64 %286, 6
  %312 = getelementptr inbounds float, ptr %60, i64 %311
  %313 = load float, ptr %312, align 4, !tbaa !12
  %314 = fadd float %310, %313
  %315 = add nuw nsw i64 %286, 7
  %316 = getelementptr inbounds float, ptr %60, i64 %315
  %317 = load float, ptr %316, align 4, !tbaa !12
  %318 = fadd float %314, %317
  %319 = add nuw nsw i64 %286, 8
  %320 = icmp slt i64 %319, %245
  br i1 %320, label %285, label %263, !llvm.loop !41

321:                                              ; preds = %279, %328, %222, %263
  %322 = phi float [ 0.000000e+00, %263 ], [ 0.000000e+00, %222 ], [ %282, %279 ], [ %341, %328 ]
  %323 = fadd float %225, %322
  %324 = add nuw nsw i32 %226, 1
  %325 = add nuw nsw i64 %224, 256
  %326 = icmp eq i32 %324, %191
  %327 = add i64 %223, 1
  br i1 %326, label %192, label %222, !llvm.loop !42

328:                                              ; preds = %279, %328
  %329 = phi i64 [ %342, %328 ], [ %280, %279 ]
  %330 = phi float [ %341, %328 ], [ %281, %279 ]
  %331 = getelementptr inbounds float, ptr %60, i64 %329
  %332 = load float, ptr %331, align 4, !tbaa !12
  %333 = fsub float %332, %268
  %334 = getelementptr inbounds float, ptr %62, i64 %329
  store float %333, ptr %334, align 4, !tbaa !12
  %335 = call float @llvm.fmuladd.f32(float %333, float %333, float %330)
  %336 = add nuw nsw i64 %329, 1
  %337 = getelementptr inbounds float, ptr %60, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !12
  %339 = fsub float %338, %268
  %340 = getelementptr inbounds float, ptr %62, i64 %336
  store float %339, ptr %340, align 4, !tbaa !12
  %341 = call float @llvm.fmuladd.f32(float %339, float %339, float %335)
  %342 = add nuw nsw i64 %329, 2
  %343 = icmp slt i64 %342, %269
  br i1 %343, label %328, label %321, !llvm.loop !43

344:                                              ; preds = %385, %220
  %345 = phi i32 [ 0, %220 ], [ %386, %385 ]
  %346 = icmp ne i32 %345, 0
  %347 = select i1 %346, ptr @.str.3, ptr @.str.4
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, ptr noundef nonnull %347, i32 noundef %345)
  %349 = load ptr, ptr %46, align 8, !tbaa !6
  %350 = call i32 @cudaFree(ptr noundef %349)
  %351 = load ptr, ptr %47, align 8, !tbaa !6
  %352 = call i32 @cudaFree(ptr noundef %351)
  %353 = load ptr, ptr %48, align 8, !tbaa !6
  %354 = call i32 @cudaFree(ptr noundef %353)
  %355 = load ptr, ptr %49, align 8, !tbaa !6
  %356 = call i32 @cudaFree(ptr noundef %355)
  %357 = load ptr, ptr %50, align 8, !tbaa !6
  %358 = call i32 @cudaFree(ptr noundef %357)
  %359 = load ptr, ptr %51, align 8, !tbaa !6
  %360 = call i32 @cudaFree(ptr noundef %359)
  call void @free(ptr noundef %60) #11
  call void @free(ptr noundef %61) #11
  call void @free(ptr noundef %62) #11
  %361 = zext i1 %346 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46) #11
  br label %389

362:                                              ; preds = %220, %385
  %363 = phi i64 [ %387, %385 ], [ 0, %220 ]
  %364 = phi i32 [ %386, %385 ], [ 0, %220 ]
  %365 = getelementptr inbounds float, ptr %62, i64 %363
  %366 = load float, ptr %365, align 4, !tbaa !12
  %367 = fmul float %217, %366
  %368 = getelementptr inbounds float, ptr %61, i64 %363
  %369 = load float, ptr %368, align 4, !tbaa !12
  %370 = fsub float %369, %367
  %371 = call float @llvm.fabs.f32(float %370)
  %372 = call float @llvm.fabs.f32(float %367)
  %373 = fadd float %372, 1.000000e+00
  %374 = fmul float %373, 0x3F50624DE0000000
  %375 = fcmp ugt float %371, %374
  br i1 %375, label %376, label %385

376:                                              ; preds = %362
  %377 = icmp slt i32 %364, 5
  br i1 %377, label %378, label %383

378:                                              ; preds = %376
  %379 = fpext float %369 to double
  %380 = fpext float %367 to double
  %381 = trunc i64 %363 to i32
  %382 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %381, double noundef %379, double noundef %380)
  br label %383

383:                                              ; preds = %378, %376
  %384 = add nsw i32 %364, 1
  br label %385

385:                                              ; preds = %383, %362
  %386 = phi i32 [ %364, %362 ], [ %384, %383 ]
  %387 = add nuw nsw i64 %363, 1
  %388 = icmp eq i64 %387, %58
  br i1 %388, label %344, label %362, !llvm.loop !44

389:                                              ; preds = %344, %53
  %390 = phi i32 [ 1, %53 ], [ %361, %344 ]
  ret i32 %390
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_block_reduce(i32 noundef 1048576, i32 noundef 1), !range !45
  ret i32 %1
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !19}
!17 = distinct !{!17, !18, !"_Z24__device_stub__block_sumPKfPfi: argument 0"}
!18 = distinct !{!18, !"_Z24__device_stub__block_sumPKfPfi"}
!19 = distinct !{!19, !18, !"_Z24__device_stub__block_sumPKfPfi: argument 1"}
!20 = !{!21, !23, !24}
!21 = distinct !{!21, !22, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 0"}
!22 = distinct !{!22, !"_Z27__device_stub__block_centerPKfS0_Pfi"}
!23 = distinct !{!23, !22, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 1"}
!24 = distinct !{!24, !22, !"_Z27__device_stub__block_centerPKfS0_Pfi: argument 2"}
!25 = !{!26, !28}
!26 = distinct !{!26, !27, !"_Z26__device_stub__block_sumsqPKfPfi: argument 0"}
!27 = distinct !{!27, !"_Z26__device_stub__block_sumsqPKfPfi"}
!28 = distinct !{!28, !27, !"_Z26__device_stub__block_sumsqPKfPfi: argument 1"}
!29 = !{!30, !32}
!30 = distinct !{!30, !31, !"_Z27__device_stub__final_reducePKfPfi: argument 0"}
!31 = distinct !{!31, !"_Z27__device_stub__final_reducePKfPfi"}
!32 = distinct !{!32, !31, !"_Z27__device_stub__final_reducePKfPfi: argument 1"}
!33 = !{!34, !36, !37}
!34 = distinct !{!34, !35, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 0"}
!35 = distinct !{!35, !"_Z24__device_stub__normalizePKfS0_Pfif"}
!36 = distinct !{!36, !35, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 1"}
!37 = distinct !{!37, !35, !"_Z24__device_stub__normalizePKfS0_Pfif: argument 2"}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
!45 = !{i32 0, i32 2}
