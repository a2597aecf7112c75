; ModuleID = 'tests/cuda/exec_basics.cu'
source_filename = "tests/cuda/exec_basics.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [53 x i8] c"exec_basics n=%d: total %.3f (ref %.3f), %d bad, %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"warp_ops warps=%d: %d bad\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"x=%g f%d: %.9g vs %.9g\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"device_math: %d bad\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"before\00", align 1
@str.11 = private unnamed_addr constant [6 x i8] c"after\00", align 1
@str.12 = private unnamed_addr constant [5 x i8] c"body\00", align 1
@str.13 = private unnamed_addr constant [14 x i8] c"first handler\00", align 1
@str.14 = private unnamed_addr constant [15 x i8] c"second handler\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__scale_expPfPKffi(ptr noundef %0, ptr noundef %1, float noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store float %2, ptr %7, align 4, !tbaa !10
  store i32 %3, ptr %8, align 4, !tbaa !12
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__scale_expPfPKffi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__block_sumPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !12
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

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__transposePKiPiii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store i32 %2, ptr %7, align 4, !tbaa !12
  store i32 %3, ptr %8, align 4, !tbaa !12
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKiPiii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_exec_basics(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [4 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [4 x ptr], align 16
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca float, align 4
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = sext i32 %0 to i64
  %35 = shl nsw i64 %34, 2
  %36 = tail call noalias ptr @malloc(i64 noundef %35) #15
  %37 = tail call noalias ptr @malloc(i64 noundef %35) #15
  %38 = icmp sgt i32 %0, 0
  br i1 %38, label %39, label %63

39:                                               ; preds = %1
  %40 = zext i32 %0 to i64
  %41 = icmp ult i32 %0, 8
  br i1 %41, label %61, label %42

42:                                               ; preds = %39
  %43 = and i64 %40, 4294967288
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %56, %44 ]
  %46 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %42 ], [ %57, %44 ]
  %47 = add <4 x i32> %46, <i32 4, i32 4, i32 4, i32 4>
  %48 = urem <4 x i32> %46, <i32 17, i32 17, i32 17, i32 17>
  %49 = urem <4 x i32> %47, <i32 17, i32 17, i32 17, i32 17>
  %50 = sitofp <4 x i32> %48 to <4 x float>
  %51 = sitofp <4 x i32> %49 to <4 x float>
  %52 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>)
  %53 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -2.000000e+00, float -2.000000e+00, float -2.000000e+00, float -2.000000e+00>)
  %54 = getelementptr inbounds float, ptr %36, i64 %45
  store <4 x float> %52, ptr %54, align 4, !tbaa !10
  %55 = getelementptr inbounds float, ptr %54, i64 4
  store <4 x float> %53, ptr %55, align 4, !tbaa !10
  %56 = add nuw i64 %45, 8
  %57 = add <4 x i32> %46, <i32 8, i32 8, i32 8, i32 8>
  %58 = icmp eq i64 %56, %43
  br i1 %58, label %59, label %44, !llvm.loop !14

59:                                               ; preds = %44
  %60 = icmp eq i64 %43, %40
  br i1 %60, label %63, label %61

61:                                               ; preds = %39, %59
  %62 = phi i64 [ 0, %39 ], [ %43, %59 ]
  br label %77

63:                                               ; preds = %77, %59, %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #16
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %35)
  %65 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %35)
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef 4)
  %67 = load ptr, ptr %28, align 8, !tbaa !6
  %68 = call i32 @cudaMemcpy(ptr noundef %67, ptr noundef %36, i64 noundef %35, i32 noundef 1)
  %69 = load ptr, ptr %30, align 8, !tbaa !6
  %70 = call i32 @cudaMemset(ptr noundef %69, i32 noundef 0, i64 noundef 4)
  %71 = add nsw i32 %0, 127
  %72 = sdiv i32 %71, 128
  %73 = zext i32 %72 to i64
  %74 = or i64 %73, 4294967296
  %75 = call i32 @__cudaPushCallConfiguration(i64 %74, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %86, label %102

77:                                               ; preds = %61, %77
  %78 = phi i64 [ %84, %77 ], [ %62, %61 ]
  %79 = trunc i64 %78 to i32
  %80 = urem i32 %79, 17
  %81 = sitofp i32 %80 to float
  %82 = tail call float @llvm.fmuladd.f32(float %81, float 2.500000e-01, float -2.000000e+00)
  %83 = getelementptr inbounds float, ptr %36, i64 %78
  store float %82, ptr %83, align 4, !tbaa !10
  %84 = add nuw nsw i64 %78, 1
  %85 = icmp eq i64 %84, %40
  br i1 %85, label %63, label %77, !llvm.loop !18

86:                                               ; preds = %63
  %87 = load ptr, ptr %29, align 8, !tbaa !6
  %88 = load ptr, ptr %28, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27)
  store ptr %87, ptr %19, align 8, !tbaa !6
  store ptr %88, ptr %20, align 8, !tbaa !6
  store float 5.000000e-01, ptr %21, align 4, !tbaa !10
  store i32 %0, ptr %22, align 4, !tbaa !12
  store ptr %19, ptr %27, align 16
  %89 = getelementptr inbounds ptr, ptr %27, i64 1
  store ptr %20, ptr %89, align 8
  %90 = getelementptr inbounds ptr, ptr %27, i64 2
  store ptr %21, ptr %90, align 16
  %91 = getelementptr inbounds ptr, ptr %27, i64 3
  store ptr %22, ptr %91, align 8
  %92 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26)
  %93 = load i64, ptr %25, align 8
  %94 = load ptr, ptr %26, align 8
  %95 = load i64, ptr %23, align 8
  %96 = getelementptr inbounds i8, ptr %23, i64 8
  %97 = load i32, ptr %96, align 8
  %98 = load i64, ptr %24, align 8
  %99 = getelementptr inbounds i8, ptr %24, i64 8
  %100 = load i32, ptr %99, align 8
  %101 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__scale_expPfPKffi, i64 %95, i32 %97, i64 %98, i32 %100, ptr noundef nonnull %27, i64 noundef %93, ptr noundef %94)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27)
  br label %102

102:                                              ; preds = %86, %63
  %103 = call i32 @__cudaPushCallConfiguration(i64 %74, i32 1, i64 4294967424, i32 1, i64 noundef 512, ptr noundef null)
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %120

105:                                              ; preds = %102
  %106 = load ptr, ptr %28, align 8, !tbaa !6
  %107 = load ptr, ptr %30, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18)
  store ptr %106, ptr %11, align 8, !tbaa !6
  store ptr %107, ptr %12, align 8, !tbaa !6
  store i32 %0, ptr %13, align 4, !tbaa !12
  store ptr %11, ptr %18, align 16
  %108 = getelementptr inbounds ptr, ptr %18, i64 1
  store ptr %12, ptr %108, align 8
  %109 = getelementptr inbounds ptr, ptr %18, i64 2
  store ptr %13, ptr %109, align 16
  %110 = call i32 @__cudaPopCallConfiguration(ptr nonnull %14, ptr nonnull %15, ptr nonnull %16, ptr nonnull %17)
  %111 = load i64, ptr %16, align 8
  %112 = load ptr, ptr %17, align 8
  %113 = load i64, ptr %14, align 8
  %114 = getelementptr inbounds i8, ptr %14, i64 8
  %115 = load i32, ptr %114, align 8
  %116 = load i64, ptr %15, align 8
  %117 = getelementptr inbounds i8, ptr %15, i64 8
  %118 = load i32, ptr %117, align 8
  %119 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__block_sumPKfPfi, i64 %113, i32 %115, i64 %116, i32 %118, ptr noundef nonnull %18, i64 noundef %111, ptr noundef %112)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18)
  br label %120

120:                                              ; preds = %105, %102
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31) #16
  store float 0.000000e+00, ptr %31, align 4, !tbaa !10
  %121 = load ptr, ptr %29, align 8, !tbaa !6
  %122 = call i32 @cudaMemcpy(ptr noundef %37, ptr noundef %121, i64 noundef %35, i32 noundef 2)
  %123 = load ptr, ptr %30, align 8, !tbaa !6
  %124 = call i32 @cudaMemcpy(ptr noundef nonnull %31, ptr noundef %123, i64 noundef 4, i32 noundef 2)
  br i1 %38, label %125, label %127

125:                                              ; preds = %120
  %126 = zext i32 %0 to i64
  br label %152

127:                                              ; preds = %152, %120
  %128 = phi float [ 0.000000e+00, %120 ], [ %170, %152 ]
  %129 = phi i32 [ 0, %120 ], [ %168, %152 ]
  %130 = load float, ptr %31, align 4, !tbaa !10
  %131 = fsub float %130, %128
  %132 = call float @llvm.fabs.f32(float %131)
  %133 = call float @llvm.fabs.f32(float %128)
  %134 = fadd float %133, 1.000000e+00
  %135 = fmul float %134, 0x3F50624DE0000000
  %136 = fcmp ogt float %132, %135
  %137 = zext i1 %136 to i32
  %138 = call noalias dereferenceable_or_null(1924) ptr @malloc(i64 noundef 1924) #15
  %139 = call noalias dereferenceable_or_null(1924) ptr @malloc(i64 noundef 1924) #15
  br label %140

140:                                              ; preds = %140, %127
  %141 = phi i64 [ 0, %127 ], [ %149, %140 ]
  %142 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %127 ], [ %150, %140 ]
  %143 = getelementptr inbounds i32, ptr %138, i64 %141
  %144 = mul <4 x i32> %142, <i32 7, i32 7, i32 7, i32 7>
  %145 = mul <4 x i32> %142, <i32 7, i32 7, i32 7, i32 7>
  %146 = add <4 x i32> %144, <i32 -100, i32 -100, i32 -100, i32 -100>
  %147 = add <4 x i32> %145, <i32 -72, i32 -72, i32 -72, i32 -72>
  store <4 x i32> %146, ptr %143, align 4, !tbaa !12
  %148 = getelementptr inbounds i32, ptr %143, i64 4
  store <4 x i32> %147, ptr %148, align 4, !tbaa !12
  %149 = add nuw i64 %141, 8
  %150 = add <4 x i32> %142, <i32 8, i32 8, i32 8, i32 8>
  %151 = icmp eq i64 %149, 480
  br i1 %151, label %173, label %140, !llvm.loop !19

152:                                              ; preds = %125, %152
  %153 = phi i64 [ 0, %125 ], [ %171, %152 ]
  %154 = phi i32 [ 0, %125 ], [ %168, %152 ]
  %155 = phi float [ 0.000000e+00, %125 ], [ %170, %152 ]
  %156 = getelementptr inbounds float, ptr %36, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !10
  %158 = call float @expf(float noundef %157) #16
  %159 = fmul float %158, 5.000000e-01
  %160 = getelementptr inbounds float, ptr %37, i64 %153
  %161 = load float, ptr %160, align 4, !tbaa !10
  %162 = fsub float %161, %159
  %163 = call float @llvm.fabs.f32(float %162)
  %164 = call float @llvm.fabs.f32(float %159)
  %165 = fmul float %164, 0x3EE4F8B580000000
  %166 = fcmp ogt float %163, %165
  %167 = zext i1 %166 to i32
  %168 = add nuw nsw i32 %154, %167
  %169 = load float, ptr %156, align 4, !tbaa !10
  %170 = fadd float %155, %169
  %171 = add nuw nsw i64 %153, 1
  %172 = icmp eq i64 %171, %126
  br i1 %172, label %127, label %152, !llvm.loop !20

173:                                              ; preds = %140
  %174 = getelementptr inbounds i32, ptr %138, i64 480
  store i32 3260, ptr %174, align 4, !tbaa !12
  %175 = add nuw nsw i32 %129, %137
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #16
  %176 = call i32 @cudaMalloc(ptr noundef nonnull %32, i64 noundef 1924)
  %177 = call i32 @cudaMalloc(ptr noundef nonnull %33, i64 noundef 1924)
  %178 = load ptr, ptr %32, align 8, !tbaa !6
  %179 = call i32 @cudaMemcpy(ptr noundef %178, ptr noundef nonnull %138, i64 noundef 1924, i32 noundef 1)
  %180 = call i32 @__cudaPushCallConfiguration(i64 17179869189, i32 1, i64 17179869192, i32 1, i64 noundef 0, ptr noundef null)
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %182, label %198

182:                                              ; preds = %173
  %183 = load ptr, ptr %32, align 8, !tbaa !6
  %184 = load ptr, ptr %33, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %183, ptr %2, align 8, !tbaa !6
  store ptr %184, ptr %3, align 8, !tbaa !6
  store i32 13, ptr %4, align 4, !tbaa !12
  store i32 37, ptr %5, align 4, !tbaa !12
  store ptr %2, ptr %10, align 16
  %185 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %3, ptr %185, align 8
  %186 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %4, ptr %186, align 16
  %187 = getelementptr inbounds ptr, ptr %10, i64 3
  store ptr %5, ptr %187, align 8
  %188 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %189 = load i64, ptr %8, align 8
  %190 = load ptr, ptr %9, align 8
  %191 = load i64, ptr %6, align 8
  %192 = getelementptr inbounds i8, ptr %6, i64 8
  %193 = load i32, ptr %192, align 8
  %194 = load i64, ptr %7, align 8
  %195 = getelementptr inbounds i8, ptr %7, i64 8
  %196 = load i32, ptr %195, align 8
  %197 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKiPiii, i64 %191, i32 %193, i64 %194, i32 %196, ptr noundef nonnull %10, i64 noundef %189, ptr noundef %190)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  br label %198

198:                                              ; preds = %182, %173
  %199 = call i32 @cudaDeviceSynchronize()
  %200 = load ptr, ptr %33, align 8, !tbaa !6
  %201 = call i32 @cudaMemcpy(ptr noundef %139, ptr noundef %200, i64 noundef 1924, i32 noundef 2)
  br label %202

202:                                              ; preds = %198, %223
  %203 = phi i64 [ 0, %198 ], [ %224, %223 ]
  %204 = phi i32 [ %175, %198 ], [ %238, %223 ]
  %205 = mul nuw nsw i64 %203, 37
  br label %226

206:                                              ; preds = %223
  %207 = load float, ptr %31, align 4, !tbaa !10
  %208 = fpext float %207 to double
  %209 = fpext float %128 to double
  %210 = icmp eq i32 %238, 0
  %211 = select i1 %210, ptr @.str.2, ptr @.str.1
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, double noundef %208, double noundef %209, i32 noundef %238, ptr noundef nonnull %211)
  %213 = load ptr, ptr %28, align 8, !tbaa !6
  %214 = call i32 @cudaFree(ptr noundef %213)
  %215 = load ptr, ptr %29, align 8, !tbaa !6
  %216 = call i32 @cudaFree(ptr noundef %215)
  %217 = load ptr, ptr %30, align 8, !tbaa !6
  %218 = call i32 @cudaFree(ptr noundef %217)
  %219 = load ptr, ptr %32, align 8, !tbaa !6
  %220 = call i32 @cudaFree(ptr noundef %219)
  %221 = load ptr, ptr %33, align 8, !tbaa !6
  %222 = call i32 @cudaFree(ptr noundef %221)
  call void @free(ptr noundef %36) #16
  call void @free(ptr noundef %37) #16
  call void @free(ptr noundef nonnull %138) #16
  call void @free(ptr noundef nonnull %139) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #16
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #16
  ret i32 %238

223:                                              ; preds = %226
  %224 = add nuw nsw i64 %203, 1
  %225 = icmp eq i64 %224, 13
  br i1 %225, label %206, label %202, !llvm.loop !21

226:                                              ; preds = %241, %202
  %227 = phi i64 [ 0, %202 ], [ %252, %241 ]
  %228 = phi i32 [ %204, %202 ], [ %251, %241 ]
  %229 = mul nuw nsw i64 %227, 13
  %230 = add nuw nsw i64 %229, %203
  %231 = getelementptr inbounds i32, ptr %139, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !12
  %233 = add nuw nsw i64 %227, %205
  %234 = getelementptr inbounds i32, ptr %138, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !12
  %236 = icmp ne i32 %232, %235
  %237 = zext i1 %236 to i32
  %238 = add nsw i32 %228, %237
  %239 = or i64 %227, 1
  %240 = icmp eq i64 %239, 37
  br i1 %240, label %223, label %241, !llvm.loop !22

241:                                              ; preds = %226
  %242 = mul nuw nsw i64 %239, 13
  %243 = add nuw nsw i64 %242, %203
  %244 = getelementptr inbounds i32, ptr %139, i64 %243
  %245 = load i32, ptr %244, align 4, !tbaa !12
  %246 = add nuw nsw i64 %239, %205
  %247 = getelementptr inbounds i32, ptr %138, i64 %246
  %248 = load i32, ptr %247, align 4, !tbaa !12
  %249 = icmp ne i32 %245, %248
  %250 = zext i1 %249 to i32
  %251 = add nsw i32 %238, %250
  %252 = add nuw nsw i64 %227, 2
  br label %226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__hellof(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store float %0, ptr %2, align 4, !tbaa !10
  %7 = alloca ptr, align 16
  store ptr %2, ptr %7, align 16
  %8 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %9 = load i64, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i32, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__hellof, i64 %11, i32 %13, i64 %14, i32 %16, ptr noundef nonnull %7, i64 noundef %9, ptr noundef %10)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_device_printf() local_unnamed_addr #1 {
  %1 = alloca float, align 4
  %2 = alloca %struct.dim3, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 16
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %8 = tail call i32 @__cudaPushCallConfiguration(i64 4294967298, i32 1, i64 4294967300, i32 1, i64 noundef 0, ptr noundef null)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %21

10:                                               ; preds = %0
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store float 1.500000e+00, ptr %1, align 4, !tbaa !10
  store ptr %1, ptr %6, align 16
  %11 = call i32 @__cudaPopCallConfiguration(ptr nonnull %2, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5)
  %12 = load i64, ptr %4, align 8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %2, align 8
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = load i64, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__hellof, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %6, i64 noundef %12, ptr noundef %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  br label %21

21:                                               ; preds = %10, %0
  %22 = call i32 @cudaDeviceSynchronize()
  %23 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret i32 0
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z23__device_stub__warp_opsPKiPiPjS1_(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store ptr %3, ptr %8, align 8, !tbaa !6
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__warp_opsPKiPiPjS1_, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_warp_ops(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [4 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = shl nsw i32 %0, 5
  %16 = sext i32 %15 to i64
  %17 = shl nsw i64 %16, 2
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #15
  %19 = tail call noalias ptr @malloc(i64 noundef %17) #15
  %20 = sext i32 %0 to i64
  %21 = shl nsw i64 %20, 2
  %22 = tail call noalias ptr @malloc(i64 noundef %21) #15
  %23 = tail call noalias ptr @malloc(i64 noundef %21) #15
  %24 = icmp sgt i32 %0, 0
  br i1 %24, label %25, label %48

25:                                               ; preds = %1
  %26 = tail call i32 @llvm.smax.i32(i32 %15, i32 1)
  %27 = zext i32 %26 to i64
  %28 = icmp ult i32 %26, 8
  br i1 %28, label %46, label %29

29:                                               ; preds = %25
  %30 = and i64 %27, 2147483616
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %41, %31 ]
  %33 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %29 ], [ %42, %31 ]
  %34 = mul nsw <4 x i32> %33, <i32 37, i32 37, i32 37, i32 37>
  %35 = mul <4 x i32> %33, <i32 37, i32 37, i32 37, i32 37>
  %36 = add <4 x i32> %35, <i32 148, i32 148, i32 148, i32 148>
  %37 = urem <4 x i32> %34, <i32 101, i32 101, i32 101, i32 101>
  %38 = urem <4 x i32> %36, <i32 101, i32 101, i32 101, i32 101>
  %39 = getelementptr inbounds i32, ptr %18, i64 %32
  store <4 x i32> %37, ptr %39, align 4, !tbaa !12
  %40 = getelementptr inbounds i32, ptr %39, i64 4
  store <4 x i32> %38, ptr %40, align 4, !tbaa !12
  %41 = add nuw i64 %32, 8
  %42 = add <4 x i32> %33, <i32 8, i32 8, i32 8, i32 8>
  %43 = icmp eq i64 %41, %30
  br i1 %43, label %44, label %31, !llvm.loop !23

44:                                               ; preds = %31
  %45 = icmp eq i64 %30, %27
  br i1 %45, label %48, label %46

46:                                               ; preds = %25, %44
  %47 = phi i64 [ 0, %25 ], [ %30, %44 ]
  br label %61

48:                                               ; preds = %61, %44, %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #16
  %49 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %17)
  %50 = call i32 @cudaMalloc(ptr noundef nonnull %13, i64 noundef %17)
  %51 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %21)
  %52 = call i32 @cudaMalloc(ptr noundef nonnull %14, i64 noundef %21)
  %53 = load ptr, ptr %11, align 8, !tbaa !6
  %54 = call i32 @cudaMemcpy(ptr noundef %53, ptr noundef %18, i64 noundef %17, i32 noundef 1)
  %55 = add nsw i32 %15, 63
  %56 = sdiv i32 %55, 64
  %57 = zext i32 %56 to i64
  %58 = or i64 %57, 4294967296
  %59 = call i32 @__cudaPushCallConfiguration(i64 %58, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef null)
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %69, label %87

61:                                               ; preds = %46, %61
  %62 = phi i64 [ %67, %61 ], [ %47, %46 ]
  %63 = trunc i64 %62 to i32
  %64 = mul nsw i32 %63, 37
  %65 = urem i32 %64, 101
  %66 = getelementptr inbounds i32, ptr %18, i64 %62
  store i32 %65, ptr %66, align 4, !tbaa !12
  %67 = add nuw nsw i64 %62, 1
  %68 = icmp eq i64 %67, %27
  br i1 %68, label %48, label %61, !llvm.loop !24

69:                                               ; preds = %48
  %70 = load ptr, ptr %11, align 8, !tbaa !6
  %71 = load ptr, ptr %12, align 8, !tbaa !6
  %72 = load ptr, ptr %14, align 8, !tbaa !6
  %73 = load ptr, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %70, ptr %2, align 8, !tbaa !6
  store ptr %71, ptr %3, align 8, !tbaa !6
  store ptr %72, ptr %4, align 8, !tbaa !6
  store ptr %73, ptr %5, align 8, !tbaa !6
  store ptr %2, ptr %10, align 16
  %74 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %3, ptr %74, align 8
  %75 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %4, ptr %75, align 16
  %76 = getelementptr inbounds ptr, ptr %10, i64 3
  store ptr %5, ptr %76, align 8
  %77 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %78 = load i64, ptr %8, align 8
  %79 = load ptr, ptr %9, align 8
  %80 = load i64, ptr %6, align 8
  %81 = getelementptr inbounds i8, ptr %6, i64 8
  %82 = load i32, ptr %81, align 8
  %83 = load i64, ptr %7, align 8
  %84 = getelementptr inbounds i8, ptr %7, i64 8
  %85 = load i32, ptr %84, align 8
  %86 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__warp_opsPKiPiPjS1_, i64 %80, i32 %82, i64 %83, i32 %85, ptr noundef nonnull %10, i64 noundef %78, ptr noundef %79)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  br label %87

87:                                               ; preds = %69, %48
  %88 = load ptr, ptr %12, align 8, !tbaa !6
  %89 = call i32 @cudaMemcpy(ptr noundef %22, ptr noundef %88, i64 noundef %21, i32 noundef 2)
  %90 = load ptr, ptr %14, align 8, !tbaa !6
  %91 = call i32 @cudaMemcpy(ptr noundef %23, ptr noundef %90, i64 noundef %21, i32 noundef 2)
  %92 = load ptr, ptr %13, align 8, !tbaa !6
  %93 = call i32 @cudaMemcpy(ptr noundef %19, ptr noundef %92, i64 noundef %17, i32 noundef 2)
  br i1 %24, label %94, label %180

94:                                               ; preds = %87
  %95 = zext i32 %0 to i64
  br label %96

96:                                               ; preds = %94, %221
  %97 = phi i64 [ 0, %94 ], [ %223, %221 ]
  %98 = phi i32 [ 0, %94 ], [ %222, %221 ]
  %99 = shl nsw i64 %97, 5
  %100 = getelementptr inbounds i32, ptr %18, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !12
  %102 = insertelement <4 x i32> poison, i32 %101, i64 0
  %103 = shufflevector <4 x i32> %102, <4 x i32> poison, <4 x i32> zeroinitializer
  %104 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %98, i64 0
  %105 = getelementptr inbounds i32, ptr %18, i64 %99
  %106 = load <4 x i32>, ptr %105, align 4, !tbaa !12
  %107 = getelementptr inbounds i32, ptr %19, i64 %99
  %108 = load <4 x i32>, ptr %107, align 4, !tbaa !12
  %109 = icmp ne <4 x i32> %108, %103
  %110 = zext <4 x i1> %109 to <4 x i32>
  %111 = add <4 x i32> %104, %110
  %112 = or i64 %99, 4
  %113 = getelementptr inbounds i32, ptr %18, i64 %112
  %114 = load <4 x i32>, ptr %113, align 4, !tbaa !12
  %115 = add <4 x i32> %114, %106
  %116 = getelementptr inbounds i32, ptr %19, i64 %112
  %117 = load <4 x i32>, ptr %116, align 4, !tbaa !12
  %118 = icmp ne <4 x i32> %117, %103
  %119 = zext <4 x i1> %118 to <4 x i32>
  %120 = add <4 x i32> %111, %119
  %121 = or i64 %99, 8
  %122 = getelementptr inbounds i32, ptr %18, i64 %121
  %123 = load <4 x i32>, ptr %122, align 4, !tbaa !12
  %124 = add <4 x i32> %123, %115
  %125 = getelementptr inbounds i32, ptr %19, i64 %121
  %126 = load <4 x i32>, ptr %125, align 4, !tbaa !12
  %127 = icmp ne <4 x i32> %126, %103
  %128 = zext <4 x i1> %127 to <4 x i32>
  %129 = add <4 x i32> %120, %128
  %130 = or i64 %99, 12
  %131 = getelementptr inbounds i32, ptr %18, i64 %130
  %132 = load <4 x i32>, ptr %131, align 4, !tbaa !12
  %133 = add <4 x i32> %132, %124
  %134 = getelementptr inbounds i32, ptr %19, i64 %130
  %135 = load <4 x i32>, ptr %134, align 4, !tbaa !12
  %136 = icmp ne <4 x i32> %135, %103
  %137 = zext <4 x i1> %136 to <4 x i32>
  %138 = add <4 x i32> %129, %137
  %139 = or i64 %99, 16
  %140 = getelementptr inbounds i32, ptr %18, i64 %139
  %141 = load <4 x i32>, ptr %140, align 4, !tbaa !12
  %142 = add <4 x i32> %141, %133
  %143 = getelementptr inbounds i32, ptr %19, i64 %139
  %144 = load <4 x i32>, ptr %143, align 4, !tbaa !12
  %145 = icmp ne <4 x i32> %144, %103
  %146 = zext <4 x i1> %145 to <4 x i32>
  %147 = add <4 x i32> %138, %146
  %148 = or i64 %99, 20
  %149 = getelementptr inbounds i32, ptr %18, i64 %148
  %150 = load <4 x i32>, ptr %149, align 4, !tbaa !12
  %151 = add <4 x i32> %150, %142
  %152 = getelementptr inbounds i32, ptr %19, i64 %148
  %153 = load <4 x i32>, ptr %152, align 4, !tbaa !12
  %154 = icmp ne <4 x i32> %153, %103
  %155 = zext <4 x i1> %154 to <4 x i32>
  %156 = add <4 x i32> %147, %155
  %157 = or i64 %99, 24
  %158 = getelementptr inbounds i32, ptr %18, i64 %157
  %159 = load <4 x i32>, ptr %158, align 4, !tbaa !12
  %160 = add <4 x i32> %159, %151
  %161 = getelementptr inbounds i32, ptr %19, i64 %157
  %162 = load <4 x i32>, ptr %161, align 4, !tbaa !12
  %163 = icmp ne <4 x i32> %162, %103
  %164 = zext <4 x i1> %163 to <4 x i32>
  %165 = add <4 x i32> %156, %164
  %166 = or i64 %99, 28
  %167 = getelementptr inbounds i32, ptr %18, i64 %166
  %168 = load <4 x i32>, ptr %167, align 4, !tbaa !12
  %169 = add <4 x i32> %168, %160
  %170 = getelementptr inbounds i32, ptr %19, i64 %166
  %171 = load <4 x i32>, ptr %170, align 4, !tbaa !12
  %172 = icmp ne <4 x i32> %171, %103
  %173 = zext <4 x i1> %172 to <4 x i32>
  %174 = add <4 x i32> %165, %173
  %175 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %174)
  %176 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %169)
  %177 = getelementptr inbounds i32, ptr %22, i64 %97
  %178 = load i32, ptr %177, align 4, !tbaa !12
  %179 = icmp eq i32 %178, %176
  br i1 %179, label %183, label %219

180:                                              ; preds = %221, %87
  %181 = phi i32 [ 0, %87 ], [ %222, %221 ]
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %0, i32 noundef %181)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #16
  ret i32 %181

183:                                              ; preds = %96
  %184 = and <4 x i32> %168, <i32 1, i32 1, i32 1, i32 1>
  %185 = icmp eq <4 x i32> %184, zeroinitializer
  %186 = select <4 x i1> %185, <4 x i32> zeroinitializer, <4 x i32> <i32 268435456, i32 536870912, i32 1073741824, i32 -2147483648>
  %187 = and <4 x i32> %159, <i32 1, i32 1, i32 1, i32 1>
  %188 = icmp eq <4 x i32> %187, zeroinitializer
  %189 = select <4 x i1> %188, <4 x i32> zeroinitializer, <4 x i32> <i32 16777216, i32 33554432, i32 67108864, i32 134217728>
  %190 = and <4 x i32> %150, <i32 1, i32 1, i32 1, i32 1>
  %191 = icmp eq <4 x i32> %190, zeroinitializer
  %192 = select <4 x i1> %191, <4 x i32> zeroinitializer, <4 x i32> <i32 1048576, i32 2097152, i32 4194304, i32 8388608>
  %193 = and <4 x i32> %141, <i32 1, i32 1, i32 1, i32 1>
  %194 = icmp eq <4 x i32> %193, zeroinitializer
  %195 = select <4 x i1> %194, <4 x i32> zeroinitializer, <4 x i32> <i32 65536, i32 131072, i32 262144, i32 524288>
  %196 = and <4 x i32> %132, <i32 1, i32 1, i32 1, i32 1>
  %197 = icmp eq <4 x i32> %196, zeroinitializer
  %198 = select <4 x i1> %197, <4 x i32> zeroinitializer, <4 x i32> <i32 4096, i32 8192, i32 16384, i32 32768>
  %199 = and <4 x i32> %123, <i32 1, i32 1, i32 1, i32 1>
  %200 = icmp eq <4 x i32> %199, zeroinitializer
  %201 = select <4 x i1> %200, <4 x i32> zeroinitializer, <4 x i32> <i32 256, i32 512, i32 1024, i32 2048>
  %202 = and <4 x i32> %114, <i32 1, i32 1, i32 1, i32 1>
  %203 = icmp eq <4 x i32> %202, zeroinitializer
  %204 = select <4 x i1> %203, <4 x i32> zeroinitializer, <4 x i32> <i32 16, i32 32, i32 64, i32 128>
  %205 = and <4 x i32> %106, <i32 1, i32 1, i32 1, i32 1>
  %206 = icmp eq <4 x i32> %205, zeroinitializer
  %207 = select <4 x i1> %206, <4 x i32> zeroinitializer, <4 x i32> <i32 1, i32 2, i32 4, i32 8>
  %208 = or <4 x i32> %204, %207
  %209 = or <4 x i32> %201, %208
  %210 = or <4 x i32> %198, %209
  %211 = or <4 x i32> %195, %210
  %212 = or <4 x i32> %192, %211
  %213 = or <4 x i32> %189, %212
  %214 = or <4 x i32> %186, %213
  %215 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %214)
  %216 = getelementptr inbounds i32, ptr %23, i64 %97
  %217 = load i32, ptr %216, align 4, !tbaa !12
  %218 = icmp eq i32 %217, %215
  br i1 %218, label %221, label %219

219:                                              ; preds = %183, %96
  %220 = add nsw i32 %175, 1
  br label %221

221:                                              ; preds = %219, %183
  %222 = phi i32 [ %220, %219 ], [ %175, %183 ]
  %223 = add nuw nsw i64 %97, 1
  %224 = icmp eq i64 %223, %95
  br i1 %224, label %180, label %96, !llvm.loop !25
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__device_mathPfPdPKf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store ptr %2, ptr %6, align 8, !tbaa !6
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__device_mathPfPdPKf, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_device_math() local_unnamed_addr #1 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [3 x ptr], align 16
  %9 = alloca [64 x float], align 16
  %10 = alloca [704 x float], align 16
  %11 = alloca [192 x double], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [11 x float], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %9) #16
  call void @llvm.lifetime.start.p0(i64 2816, ptr nonnull %10) #16
  call void @llvm.lifetime.start.p0(i64 1536, ptr nonnull %11) #16
  store <4 x float> <float 0xC01624DD20000000, float 0xC01573B640000000, float 0xC014C28F40000000, float 0xC014116860000000>, ptr %9, align 16, !tbaa !10
  %16 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 4
  store <4 x float> <float 0xC013604180000000, float 0xC012AF1AA0000000, float 0xC011FDF3A0000000, float 0xC0114CCCC0000000>, ptr %16, align 16, !tbaa !10
  %17 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 8
  store <4 x float> <float 0xC0109BA5E0000000, float 0xC00FD4FDE0000000, float 0xC00E72B000000000, float 0xC00D106240000000>, ptr %17, align 16, !tbaa !10
  %18 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 12
  store <4 x float> <float 0xC00BAE1460000000, float 0xC00A4BC6A0000000, float 0xC008E978C0000000, float 0xC007872B00000000>, ptr %18, align 16, !tbaa !10
  %19 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 16
  store <4 x float> <float 0xC00624DD20000000, float 0xC004C28F40000000, float 0xC003604180000000, float 0xC001FDF3A0000000>, ptr %19, align 16, !tbaa !10
  %20 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 20
  store <4 x float> <float 0xC0009BA5E0000000, float 0xBFFE72B000000000, float 0xBFFBAE1460000000, float 0xBFF8E978C0000000>, ptr %20, align 16, !tbaa !10
  %21 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 24
  store <4 x float> <float 0xBFF624DD20000000, float 0xBFF3604180000000, float 0xBFF09BA5E0000000, float 0xBFEBAE1460000000>, ptr %21, align 16, !tbaa !10
  %22 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 28
  store <4 x float> <float 0xBFE624DD20000000, float 0xBFE09BA5E0000000, float 0xBFD624DD20000000, float 0xBFC624DD20000000>, ptr %22, align 16, !tbaa !10
  %23 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 32
  store <4 x float> <float 0.000000e+00, float 0x3FC624DD20000000, float 0x3FD624DD20000000, float 0x3FE09BA5E0000000>, ptr %23, align 16, !tbaa !10
  %24 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 36
  store <4 x float> <float 0x3FE624DD20000000, float 0x3FEBAE1460000000, float 0x3FF09BA5E0000000, float 0x3FF3604180000000>, ptr %24, align 16, !tbaa !10
  %25 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 40
  store <4 x float> <float 0x3FF624DD20000000, float 0x3FF8E978C0000000, float 0x3FFBAE1460000000, float 0x3FFE72B000000000>, ptr %25, align 16, !tbaa !10
  %26 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 44
  store <4 x float> <float 0x40009BA5E0000000, float 0x4001FDF3A0000000, float 0x4003604180000000, float 0x4004C28F40000000>, ptr %26, align 16, !tbaa !10
  %27 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 48
  store <4 x float> <float 0x400624DD20000000, float 0x4007872B00000000, float 0x4008E978C0000000, float 0x400A4BC6A0000000>, ptr %27, align 16, !tbaa !10
  %28 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 52
  store <4 x float> <float 0x400BAE1460000000, float 0x400D106240000000, float 0x400E72B000000000, float 0x400FD4FDE0000000>, ptr %28, align 16, !tbaa !10
  %29 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 56
  store <4 x float> <float 0x40109BA5E0000000, float 0x40114CCCC0000000, float 0x4011FDF3A0000000, float 0x4012AF1AA0000000>, ptr %29, align 16, !tbaa !10
  %30 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 60
  store <4 x float> <float 0x4013604180000000, float 0x4014116860000000, float 0x4014C28F40000000, float 0x401573B640000000>, ptr %30, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #16
  %31 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef 256)
  %32 = call i32 @cudaMalloc(ptr noundef nonnull %13, i64 noundef 2816)
  %33 = call i32 @cudaMalloc(ptr noundef nonnull %14, i64 noundef 1536)
  %34 = load ptr, ptr %12, align 8, !tbaa !6
  %35 = call i32 @cudaMemcpy(ptr noundef %34, ptr noundef nonnull %9, i64 noundef 256, i32 noundef 1)
  %36 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef null)
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %54

38:                                               ; preds = %0
  %39 = load ptr, ptr %13, align 8, !tbaa !6
  %40 = load ptr, ptr %14, align 8, !tbaa !6
  %41 = load ptr, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr %39, ptr %1, align 8, !tbaa !6
  store ptr %40, ptr %2, align 8, !tbaa !6
  store ptr %41, ptr %3, align 8, !tbaa !6
  store ptr %1, ptr %8, align 16
  %42 = getelementptr inbounds ptr, ptr %8, i64 1
  store ptr %2, ptr %42, align 8
  %43 = getelementptr inbounds ptr, ptr %8, i64 2
  store ptr %3, ptr %43, align 16
  %44 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %45 = load i64, ptr %6, align 8
  %46 = load ptr, ptr %7, align 8
  %47 = load i64, ptr %4, align 8
  %48 = getelementptr inbounds i8, ptr %4, i64 8
  %49 = load i32, ptr %48, align 8
  %50 = load i64, ptr %5, align 8
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  %52 = load i32, ptr %51, align 8
  %53 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__device_mathPfPdPKf, i64 %47, i32 %49, i64 %50, i32 %52, ptr noundef nonnull %8, i64 noundef %45, ptr noundef %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  br label %54

54:                                               ; preds = %38, %0
  %55 = load ptr, ptr %13, align 8, !tbaa !6
  %56 = call i32 @cudaMemcpy(ptr noundef nonnull %10, ptr noundef %55, i64 noundef 2816, i32 noundef 2)
  %57 = load ptr, ptr %14, align 8, !tbaa !6
  %58 = call i32 @cudaMemcpy(ptr noundef nonnull %11, ptr noundef %57, i64 noundef 1536, i32 noundef 2)
  %59 = getelementptr inbounds float, ptr %15, i64 1
  %60 = getelementptr inbounds float, ptr %15, i64 2
  %61 = getelementptr inbounds float, ptr %15, i64 3
  %62 = getelementptr inbounds float, ptr %15, i64 4
  %63 = getelementptr inbounds float, ptr %15, i64 5
  %64 = getelementptr inbounds float, ptr %15, i64 6
  %65 = getelementptr inbounds float, ptr %15, i64 7
  %66 = getelementptr inbounds float, ptr %15, i64 8
  %67 = getelementptr inbounds float, ptr %15, i64 9
  %68 = getelementptr inbounds float, ptr %15, i64 10
  br label %71

69:                                               ; preds = %92
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %125)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #16
  call void @llvm.lifetime.end.p0(i64 1536, ptr nonnull %11) #16
  call void @llvm.lifetime.end.p0(i64 2816, ptr nonnull %10) #16
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %9) #16
  ret i32 %125

71:                                               ; preds = %54, %92
  %72 = phi i64 [ 0, %54 ], [ %126, %92 ]
  %73 = phi i32 [ 0, %54 ], [ %125, %92 ]
  %74 = getelementptr inbounds [64 x float], ptr %9, i64 0, i64 %72
  %75 = load float, ptr %74, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %15) #16
  %76 = call float @expf(float noundef %75) #16
  store float %76, ptr %15, align 16, !tbaa !10
  %77 = call float @llvm.fabs.f32(float %75)
  %78 = fadd float %77, 1.000000e+00
  %79 = call float @logf(float noundef %78) #16
  store float %79, ptr %59, align 4, !tbaa !10
  %80 = call float @tanhf(float noundef %75) #16
  store float %80, ptr %60, align 8, !tbaa !10
  %81 = call float @sqrtf(float noundef %77) #16
  store float %81, ptr %61, align 4, !tbaa !10
  %82 = call float @sqrtf(float noundef %78) #16
  %83 = fdiv float 1.000000e+00, %82
  store float %83, ptr %62, align 16, !tbaa !10
  %84 = call float @powf(float noundef %77, float noundef 1.500000e+00) #16
  store float %84, ptr %63, align 4, !tbaa !10
  %85 = call float @expf(float noundef %75) #16
  store float %85, ptr %64, align 8, !tbaa !10
  %86 = call float @sinf(float noundef %75) #16
  store float %86, ptr %65, align 4, !tbaa !10
  %87 = call float @cosf(float noundef %75) #16
  store float %87, ptr %66, align 16, !tbaa !10
  %88 = fdiv float %75, 3.000000e+00
  store float %88, ptr %67, align 4, !tbaa !10
  %89 = call float @llvm.maxnum.f32(float %75, float 0x3FB99999A0000000)
  store float %89, ptr %68, align 8, !tbaa !10
  %90 = mul nuw nsw i64 %72, 11
  %91 = fpext float %75 to double
  br label %128

92:                                               ; preds = %151
  %93 = call double @exp(double noundef %91) #16
  %94 = fpext float %77 to double
  %95 = fadd double %94, 1.000000e+00
  %96 = call double @log(double noundef %95) #16
  %97 = call double @sqrt(double noundef %94) #16
  %98 = mul nuw nsw i64 %72, 3
  %99 = getelementptr inbounds [192 x double], ptr %11, i64 0, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !26
  %101 = fsub double %100, %93
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = call double @llvm.fabs.f64(double %93)
  %104 = fadd double %103, 1.000000e+00
  %105 = fmul double %104, 0x3D06849B86A12B9B
  %106 = fcmp ogt double %102, %105
  %107 = zext i1 %106 to i32
  %108 = add nsw i32 %152, %107
  %109 = add nuw nsw i64 %98, 1
  %110 = getelementptr inbounds [192 x double], ptr %11, i64 0, i64 %109
  %111 = load <2 x double>, ptr %110, align 8, !tbaa !26
  %112 = insertelement <2 x double> poison, double %96, i64 0
  %113 = insertelement <2 x double> %112, double %97, i64 1
  %114 = fsub <2 x double> %111, %113
  %115 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %114)
  %116 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %113)
  %117 = fadd <2 x double> %116, <double 1.000000e+00, double 1.000000e+00>
  %118 = fmul <2 x double> %117, <double 0x3D06849B86A12B9B, double 0x3D06849B86A12B9B>
  %119 = fcmp ogt <2 x double> %115, %118
  %120 = extractelement <2 x i1> %119, i64 0
  %121 = zext i1 %120 to i32
  %122 = add nsw i32 %108, %121
  %123 = extractelement <2 x i1> %119, i64 1
  %124 = zext i1 %123 to i32
  %125 = add nsw i32 %122, %124
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %15) #16
  %126 = add nuw nsw i64 %72, 1
  %127 = icmp eq i64 %126, 64
  br i1 %127, label %69, label %71, !llvm.loop !28

128:                                              ; preds = %71, %151
  %129 = phi i64 [ 0, %71 ], [ %153, %151 ]
  %130 = phi i32 [ %73, %71 ], [ %152, %151 ]
  %131 = add nuw nsw i64 %129, %90
  %132 = getelementptr inbounds [704 x float], ptr %10, i64 0, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !10
  %134 = getelementptr inbounds [11 x float], ptr %15, i64 0, i64 %129
  %135 = load float, ptr %134, align 4, !tbaa !10
  %136 = fsub float %133, %135
  %137 = call float @llvm.fabs.f32(float %136)
  %138 = call float @llvm.fabs.f32(float %135)
  %139 = fadd float %138, 1.000000e+00
  %140 = fmul float %139, 0x3EC0C6F7A0000000
  %141 = fcmp ogt float %137, %140
  br i1 %141, label %142, label %151

142:                                              ; preds = %128
  %143 = icmp slt i32 %130, 5
  br i1 %143, label %144, label %149

144:                                              ; preds = %142
  %145 = fpext float %133 to double
  %146 = fpext float %135 to double
  %147 = trunc i64 %129 to i32
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %91, i32 noundef %147, double noundef %145, double noundef %146)
  br label %149

149:                                              ; preds = %144, %142
  %150 = add nsw i32 %130, 1
  br label %151

151:                                              ; preds = %128, %149
  %152 = phi i32 [ %150, %149 ], [ %130, %128 ]
  %153 = add nuw nsw i64 %129, 1
  %154 = icmp eq i64 %153, 11
  br i1 %154, label %92, label %128, !llvm.loop !29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @powf(float noundef, float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nounwind uwtable
define dso_local i32 @run_atexit() local_unnamed_addr #9 {
  %1 = tail call i32 @atexit(ptr noundef nonnull @_ZL13first_handlerv) #16
  %2 = tail call i32 @atexit(ptr noundef nonnull @_ZL14second_handlerv) #16
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL13first_handlerv() #11 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable
define internal void @_ZL14second_handlerv() #11 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  ret void
}

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #13

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #13

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind }

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
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !17, !16}
!19 = distinct !{!19, !15, !16, !17}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15, !16, !17}
!24 = distinct !{!24, !15, !17, !16}
!25 = distinct !{!25, !15}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !8, i64 0}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
