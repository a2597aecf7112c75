; ModuleID = 'samples/cuda/transpose_gemm.cu'
source_filename = "samples/cuda/transpose_gemm.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [42 x i8] c"transpose_gemm: bad sizes M=%d N=%d K=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"transpose_gemm: A[%d][%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [45 x i8] c"transpose_gemm: C[%d][%d] = %f, expected %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"transpose_gemm M=%d N=%d K=%d: %s (%d mismatches)\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__gemm_tiledPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !6
  store ptr %1, ptr %8, align 8, !tbaa !6
  store ptr %2, ptr %9, align 8, !tbaa !6
  store i32 %3, ptr %10, align 4, !tbaa !10
  store i32 %4, ptr %11, align 4, !tbaa !10
  store i32 %5, ptr %12, align 4, !tbaa !10
  %17 = alloca [6 x ptr], align 16
  store ptr %7, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %8, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %17, i64 2
  store ptr %9, ptr %19, align 16
  %20 = getelementptr inbounds ptr, ptr %17, i64 3
  store ptr %10, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %17, i64 4
  store ptr %11, ptr %21, align 16
  %22 = getelementptr inbounds ptr, ptr %17, i64 5
  store ptr %12, ptr %22, align 8
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  %24 = load i64, ptr %15, align 8
  %25 = load ptr, ptr %16, align 8
  %26 = load i64, ptr %13, align 8
  %27 = getelementptr inbounds i8, ptr %13, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = load i64, ptr %14, align 8
  %30 = getelementptr inbounds i8, ptr %14, i64 8
  %31 = load i32, ptr %30, align 8
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__transposePKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  store i32 %2, ptr %7, align 4, !tbaa !10
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_transpose_gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [6 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [4 x ptr], align 16
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = icmp slt i32 %0, 1
  %30 = icmp slt i32 %1, 1
  %31 = or i1 %29, %30
  %32 = icmp slt i32 %2, 1
  %33 = or i1 %31, %32
  br i1 %33, label %34, label %36

34:                                               ; preds = %4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2)
  br label %348

36:                                               ; preds = %4
  %37 = mul nsw i32 %2, %0
  %38 = mul nsw i32 %2, %1
  %39 = mul nsw i32 %1, %0
  %40 = sext i32 %37 to i64
  %41 = shl nsw i64 %40, 2
  %42 = tail call noalias ptr @malloc(i64 noundef %41) #9
  %43 = sext i32 %38 to i64
  %44 = shl nsw i64 %43, 2
  %45 = tail call noalias ptr @malloc(i64 noundef %44) #9
  %46 = tail call noalias ptr @malloc(i64 noundef %41) #9
  %47 = sext i32 %39 to i64
  %48 = shl nsw i64 %47, 2
  %49 = tail call noalias ptr @malloc(i64 noundef %48) #9
  %50 = icmp sgt i32 %37, 0
  br i1 %50, label %51, label %92

51:                                               ; preds = %36
  %52 = zext i32 %37 to i64
  %53 = and i64 %52, 1
  %54 = icmp eq i32 %37, 1
  br i1 %54, label %79, label %55

55:                                               ; preds = %51
  %56 = and i64 %52, 4294967294
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %76, %57 ]
  %59 = phi i32 [ %3, %55 ], [ %70, %57 ]
  %60 = phi i64 [ 0, %55 ], [ %77, %57 ]
  %61 = mul i32 %59, 1664525
  %62 = add i32 %61, 1013904223
  %63 = lshr i32 %62, 8
  %64 = uitofp i32 %63 to float
  %65 = tail call float @llvm.fmuladd.f32(float %64, float 0x3E70000000000000, float -5.000000e-01)
  %66 = fmul float %65, 2.000000e+00
  %67 = getelementptr inbounds float, ptr %42, i64 %58
  store float %66, ptr %67, align 4, !tbaa !12
  %68 = or i64 %58, 1
  %69 = mul i32 %62, 1664525
  %70 = add i32 %69, 1013904223
  %71 = lshr i32 %70, 8
  %72 = uitofp i32 %71 to float
  %73 = tail call float @llvm.fmuladd.f32(float %72, float 0x3E70000000000000, float -5.000000e-01)
  %74 = fmul float %73, 2.000000e+00
  %75 = getelementptr inbounds float, ptr %42, i64 %68
  store float %74, ptr %75, align 4, !tbaa !12
  %76 = add nuw nsw i64 %58, 2
  %77 = add i64 %60, 2
  %78 = icmp eq i64 %77, %56
  br i1 %78, label %79, label %57, !llvm.loop !14

79:                                               ; preds = %57, %51
  %80 = phi i32 [ undef, %51 ], [ %70, %57 ]
  %81 = phi i64 [ 0, %51 ], [ %76, %57 ]
  %82 = phi i32 [ %3, %51 ], [ %70, %57 ]
  %83 = icmp eq i64 %53, 0
  br i1 %83, label %92, label %84

84:                                               ; preds = %79
  %85 = mul i32 %82, 1664525
  %86 = add i32 %85, 1013904223
  %87 = lshr i32 %86, 8
  %88 = uitofp i32 %87 to float
  %89 = tail call float @llvm.fmuladd.f32(float %88, float 0x3E70000000000000, float -5.000000e-01)
  %90 = fmul float %89, 2.000000e+00
  %91 = getelementptr inbounds float, ptr %42, i64 %81
  store float %90, ptr %91, align 4, !tbaa !12
  br label %92

92:                                               ; preds = %84, %79, %36
  %93 = phi i32 [ %3, %36 ], [ %80, %79 ], [ %86, %84 ]
  %94 = icmp sgt i32 %38, 0
  br i1 %94, label %95, label %135

95:                                               ; preds = %92
  %96 = zext i32 %38 to i64
  %97 = and i64 %96, 1
  %98 = icmp eq i32 %38, 1
  br i1 %98, label %123, label %99

99:                                               ; preds = %95
  %100 = and i64 %96, 4294967294
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %120, %101 ]
  %103 = phi i32 [ %93, %99 ], [ %114, %101 ]
  %104 = phi i64 [ 0, %99 ], [ %121, %101 ]
  %105 = mul i32 %103, 1664525
  %106 = add i32 %105, 1013904223
  %107 = lshr i32 %106, 8
  %108 = uitofp i32 %107 to float
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01)
  %110 = fmul float %109, 0x3FC99999A0000000
  %111 = getelementptr inbounds float, ptr %45, i64 %102
  store float %110, ptr %111, align 4, !tbaa !12
  %112 = or i64 %102, 1
  %113 = mul i32 %106, 1664525
  %114 = add i32 %113, 1013904223
  %115 = lshr i32 %114, 8
  %116 = uitofp i32 %115 to float
  %117 = tail call float @llvm.fmuladd.f32(float %116, float 0x3E70000000000000, float -5.000000e-01)
  %118 = fmul float %117, 0x3FC99999A0000000
  %119 = getelementptr inbounds float, ptr %45, i64 %112
  store float %118, ptr %119, align 4, !tbaa !12
  %120 = add nuw nsw i64 %102, 2
  %121 = add i64 %104, 2
  %122 = icmp eq i64 %121, %100
  br i1 %122, label %123, label %101, !llvm.loop !14

123:                                              ; preds = %101, %95
  %124 = phi i64 [ 0, %95 ], [ %120, %101 ]
  %125 = phi i32 [ %93, %95 ], [ %114, %101 ]
  %126 = icmp eq i64 %97, 0
  br i1 %126, label %135, label %127

127:                                              ; preds = %123
  %128 = mul i32 %125, 1664525
  %129 = add i32 %128, 1013904223
  %130 = lshr i32 %129, 8
  %131 = uitofp i32 %130 to float
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 0x3E70000000000000, float -5.000000e-01)
  %133 = fmul float %132, 0x3FC99999A0000000
  %134 = getelementptr inbounds float, ptr %45, i64 %124
  store float %133, ptr %134, align 4, !tbaa !12
  br label %135

135:                                              ; preds = %127, %123, %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #10
  %136 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %41)
  %137 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef %41)
  %138 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %44)
  %139 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %48)
  %140 = load ptr, ptr %25, align 8, !tbaa !6
  %141 = call i32 @cudaMemcpy(ptr noundef %140, ptr noundef %42, i64 noundef %41, i32 noundef 1)
  %142 = load ptr, ptr %27, align 8, !tbaa !6
  %143 = call i32 @cudaMemcpy(ptr noundef %142, ptr noundef %45, i64 noundef %44, i32 noundef 1)
  %144 = add nsw i32 %0, 31
  %145 = sdiv i32 %144, 32
  %146 = add nsw i32 %2, 31
  %147 = sdiv i32 %146, 32
  %148 = zext i32 %145 to i64
  %149 = zext i32 %147 to i64
  %150 = shl nuw i64 %149, 32
  %151 = or i64 %150, %148
  %152 = call i32 @__cudaPushCallConfiguration(i64 %151, i32 1, i64 34359738400, i32 1, i64 noundef 0, ptr noundef null)
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %154, label %170

154:                                              ; preds = %135
  %155 = load ptr, ptr %25, align 8, !tbaa !6
  %156 = load ptr, ptr %26, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr %155, ptr %16, align 8, !tbaa !6, !noalias !16
  store ptr %156, ptr %17, align 8, !tbaa !6, !noalias !16
  store i32 %2, ptr %18, align 4, !tbaa !10, !noalias !16
  store i32 %0, ptr %19, align 4, !tbaa !10, !noalias !16
  store ptr %16, ptr %24, align 16, !noalias !16
  %157 = getelementptr inbounds ptr, ptr %24, i64 1
  store ptr %17, ptr %157, align 8, !noalias !16
  %158 = getelementptr inbounds ptr, ptr %24, i64 2
  store ptr %18, ptr %158, align 16, !noalias !16
  %159 = getelementptr inbounds ptr, ptr %24, i64 3
  store ptr %19, ptr %159, align 8, !noalias !16
  %160 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23)
  %161 = load i64, ptr %22, align 8, !noalias !16
  %162 = load ptr, ptr %23, align 8, !noalias !16
  %163 = load i64, ptr %20, align 8, !noalias !16
  %164 = getelementptr inbounds i8, ptr %20, i64 8
  %165 = load i32, ptr %164, align 8, !noalias !16
  %166 = load i64, ptr %21, align 8, !noalias !16
  %167 = getelementptr inbounds i8, ptr %21, i64 8
  %168 = load i32, ptr %167, align 8, !noalias !16
  %169 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKfPfii, i64 %163, i32 %165, i64 %166, i32 %168, ptr noundef nonnull %24, i64 noundef %161, ptr noundef %162)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  br label %170

170:                                              ; preds = %154, %135
  %171 = add nsw i32 %1, 31
  %172 = sdiv i32 %171, 32
  %173 = zext i32 %172 to i64
  %174 = shl nuw i64 %148, 32
  %175 = or i64 %174, %173
  %176 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %178, label %197

178:                                              ; preds = %170
  %179 = load ptr, ptr %26, align 8, !tbaa !6
  %180 = load ptr, ptr %27, align 8, !tbaa !6
  %181 = load ptr, ptr %28, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15)
  store ptr %179, ptr %5, align 8, !tbaa !6, !noalias !20
  store ptr %180, ptr %6, align 8, !tbaa !6, !noalias !20
  store ptr %181, ptr %7, align 8, !tbaa !6, !noalias !20
  store i32 %0, ptr %8, align 4, !tbaa !10, !noalias !20
  store i32 %1, ptr %9, align 4, !tbaa !10, !noalias !20
  store i32 %2, ptr %10, align 4, !tbaa !10, !noalias !20
  store ptr %5, ptr %15, align 16, !noalias !20
  %182 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %6, ptr %182, align 8, !noalias !20
  %183 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %7, ptr %183, align 16, !noalias !20
  %184 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr %8, ptr %184, align 8, !noalias !20
  %185 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr %9, ptr %185, align 16, !noalias !20
  %186 = getelementptr inbounds ptr, ptr %15, i64 5
  store ptr %10, ptr %186, align 8, !noalias !20
  %187 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %188 = load i64, ptr %13, align 8, !noalias !20
  %189 = load ptr, ptr %14, align 8, !noalias !20
  %190 = load i64, ptr %11, align 8, !noalias !20
  %191 = getelementptr inbounds i8, ptr %11, i64 8
  %192 = load i32, ptr %191, align 8, !noalias !20
  %193 = load i64, ptr %12, align 8, !noalias !20
  %194 = getelementptr inbounds i8, ptr %12, i64 8
  %195 = load i32, ptr %194, align 8, !noalias !20
  %196 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %190, i32 %192, i64 %193, i32 %195, ptr noundef nonnull %15, i64 noundef %188, ptr noundef %189)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15)
  br label %197

197:                                              ; preds = %178, %170
  %198 = call i32 @cudaDeviceSynchronize()
  %199 = load ptr, ptr %26, align 8, !tbaa !6
  %200 = call i32 @cudaMemcpy(ptr noundef %46, ptr noundef %199, i64 noundef %41, i32 noundef 2)
  %201 = load ptr, ptr %28, align 8, !tbaa !6
  %202 = call i32 @cudaMemcpy(ptr noundef %49, ptr noundef %201, i64 noundef %48, i32 noundef 2)
  %203 = icmp sgt i32 %0, 0
  br i1 %203, label %204, label %262

204:                                              ; preds = %197
  %205 = icmp sgt i32 %2, 0
  %206 = zext i32 %0 to i64
  %207 = sext i32 %2 to i64
  %208 = zext i32 %0 to i64
  %209 = zext i32 %2 to i64
  br label %210

210:                                              ; preds = %204, %228
  %211 = phi i64 [ 0, %204 ], [ %230, %228 ]
  %212 = phi i32 [ 0, %204 ], [ %229, %228 ]
  br i1 %205, label %213, label %228

213:                                              ; preds = %210
  %214 = mul nsw i64 %211, %207
  %215 = trunc i64 %211 to i32
  br label %232

216:                                              ; preds = %228
  br i1 %203, label %217, label %262

217:                                              ; preds = %216
  %218 = icmp sgt i32 %1, 0
  %219 = icmp sgt i32 %2, 0
  %220 = zext i32 %0 to i64
  %221 = sext i32 %1 to i64
  %222 = zext i32 %0 to i64
  %223 = zext i32 %1 to i64
  %224 = and i64 %209, 1
  %225 = icmp eq i32 %2, 1
  %226 = and i64 %209, 4294967294
  %227 = icmp eq i64 %224, 0
  br label %256

228:                                              ; preds = %252, %210
  %229 = phi i32 [ %212, %210 ], [ %253, %252 ]
  %230 = add nuw nsw i64 %211, 1
  %231 = icmp eq i64 %230, %208
  br i1 %231, label %216, label %210, !llvm.loop !25

232:                                              ; preds = %213, %252
  %233 = phi i64 [ 0, %213 ], [ %254, %252 ]
  %234 = phi i32 [ %212, %213 ], [ %253, %252 ]
  %235 = add nsw i64 %233, %214
  %236 = getelementptr inbounds float, ptr %46, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !12
  %238 = mul nsw i64 %233, %206
  %239 = add nuw nsw i64 %238, %211
  %240 = getelementptr inbounds float, ptr %42, i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !12
  %242 = fcmp une float %237, %241
  br i1 %242, label %243, label %252

243:                                              ; preds = %232
  %244 = icmp slt i32 %234, 5
  br i1 %244, label %245, label %250

245:                                              ; preds = %243
  %246 = fpext float %237 to double
  %247 = fpext float %241 to double
  %248 = trunc i64 %233 to i32
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %215, i32 noundef %248, double noundef %246, double noundef %247)
  br label %250

250:                                              ; preds = %245, %243
  %251 = add nsw i32 %234, 1
  br label %252

252:                                              ; preds = %232, %250
  %253 = phi i32 [ %251, %250 ], [ %234, %232 ]
  %254 = add nuw nsw i64 %233, 1
  %255 = icmp eq i64 %254, %209
  br i1 %255, label %228, label %232, !llvm.loop !26

256:                                              ; preds = %217, %280
  %257 = phi i64 [ 0, %217 ], [ %282, %280 ]
  %258 = phi i32 [ %229, %217 ], [ %281, %280 ]
  br i1 %218, label %259, label %280

259:                                              ; preds = %256
  %260 = mul nsw i64 %257, %221
  %261 = trunc i64 %257 to i32
  br label %276

262:                                              ; preds = %280, %197, %216
  %263 = phi i32 [ %229, %216 ], [ 0, %197 ], [ %281, %280 ]
  %264 = icmp ne i32 %263, 0
  %265 = select i1 %264, ptr @.str.4, ptr @.str.5
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %265, i32 noundef %263)
  %267 = load ptr, ptr %25, align 8, !tbaa !6
  %268 = call i32 @cudaFree(ptr noundef %267)
  %269 = load ptr, ptr %26, align 8, !tbaa !6
  %270 = call i32 @cudaFree(ptr noundef %269)
  %271 = load ptr, ptr %27, align 8, !tbaa !6
  %272 = call i32 @cudaFree(ptr noundef %271)
  %273 = load ptr, ptr %28, align 8, !tbaa !6
  %274 = call i32 @cudaFree(ptr noundef %273)
  call void @free(ptr noundef %42) #10
  call void @free(ptr noundef %45) #10
  call void @free(ptr noundef %46) #10
  call void @free(ptr noundef %49) #10
  %275 = zext i1 %264 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #10
  br label %348

276:                                              ; preds = %259, %344
  %277 = phi i64 [ 0, %259 ], [ %346, %344 ]
  %278 = phi i32 [ %258, %259 ], [ %345, %344 ]
  br i1 %219, label %279, label %298

279:                                              ; preds = %276
  br i1 %225, label %284, label %309

280:                                              ; preds = %344, %256
  %281 = phi i32 [ %258, %256 ], [ %345, %344 ]
  %282 = add nuw nsw i64 %257, 1
  %283 = icmp eq i64 %282, %222
  br i1 %283, label %262, label %256, !llvm.loop !27

284:                                              ; preds = %309, %279
  %285 = phi float [ undef, %279 ], [ %331, %309 ]
  %286 = phi i64 [ 0, %279 ], [ %332, %309 ]
  %287 = phi float [ 0.000000e+00, %279 ], [ %331, %309 ]
  br i1 %227, label %298, label %288

288:                                              ; preds = %284
  %289 = mul nsw i64 %286, %220
  %290 = add nuw nsw i64 %289, %257
  %291 = getelementptr inbounds float, ptr %42, i64 %290
  %292 = load float, ptr %291, align 4, !tbaa !12
  %293 = mul nsw i64 %286, %221
  %294 = add nsw i64 %293, %277
  %295 = getelementptr inbounds float, ptr %45, i64 %294
  %296 = load float, ptr %295, align 4, !tbaa !12
  %297 = call float @llvm.fmuladd.f32(float %292, float %296, float %287)
  br label %298

298:                                              ; preds = %288, %284, %276
  %299 = phi float [ 0.000000e+00, %276 ], [ %285, %284 ], [ %297, %288 ]
  %300 = add nsw i64 %277, %260
  %301 = getelementptr inbounds float, ptr %49, i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !12
  %303 = fsub float %302, %299
  %304 = call float @llvm.fabs.f32(float %303)
  %305 = call float @llvm.fabs.f32(float %299)
  %306 = fadd float %305, 1.000000e+00
  %307 = fmul float %306, 0x3F50624DE0000000
  %308 = fcmp ugt float %304, %307
  br i1 %308, label %335, label %344

309:                                              ; preds = %279, %309
  %310 = phi i64 [ %332, %309 ], [ 0, %279 ]
  %311 = phi float [ %331, %309 ], [ 0.000000e+00, %279 ]
  %312 = phi i64 [ %333, %309 ], [ 0, %279 ]
  %313 = mul nsw i64 %310, %220
  %314 = add nuw nsw i64 %313, %257
  %315 = getelementptr inbounds float, ptr %42, i64 %314
  %316 = load float, ptr %315, align 4, !tbaa !12
  %317 = mul nsw i64 %310, %221
  %318 = add nsw i64 %317, %277
  %319 = getelementptr inbounds float, ptr %45, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !12
  %321 = call float @llvm.fmuladd.f32(float %316, float %320, float %311)
  %322 = or i64 %310, 1
  %323 = mul nsw i64 %322, %220
  %324 = add nuw nsw i64 %323, %257
  %325 = getelementptr inbounds float, ptr %42, i64 %324
  %326 = load float, ptr %325, align 4, !tbaa !12
  %327 = mul nsw i64 %322, %221
  %328 = add nsw i64 %327, %277
  %329 = getelementptr inbounds float, ptr %45, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !12
  %331 = call float @llvm.fmuladd.f32(float %326, float %330, float %321)
  %332 = add nuw nsw i64 %310, 2
  %333 = add i64 %312, 2
  %334 = icmp eq i64 %333, %226
  br i1 %334, label %284, label %309, !llvm.loop !28

335:                                              ; preds = %298
  %336 = icmp slt i32 %278, 5
  br i1 %336, label %337, label %342

337:                                              ; preds = %335
  %338 = fpext float %302 to double
  %339 = fpext float %299 to double
  %340 = trunc i64 %277 to i32
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %261, i32 noundef %340, double noundef %338, double noundef %339)
  br label %342

342:                                              ; preds = %337, %335
  %343 = add nsw i32 %278, 1
  br label %344

344:                                              ; preds = %342, %298
  %345 = phi i32 [ %278, %298 ], [ %343, %342 ]
  %346 = add nuw nsw i64 %277, 1
  %347 = icmp eq i64 %346, %223
  br i1 %347, label %280, label %276, !llvm.loop !29

348:                                              ; preds = %262, %34
  %349 = phi i32 [ 1, %34 ], [ %275, %262 ]
  ret i32 %349
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_transpose_gemm(i32 noundef 384, i32 noundef 768, i32 noundef 768, i32 noundef 1), !range !30
  ret i32 %1
}

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
!17 = distinct !{!17, !18, !"_Z24__device_stub__transposePKfPfii: argument 0"}
!18 = distinct !{!18, !"_Z24__device_stub__transposePKfPfii"}
!19 = distinct !{!19, !18, !"_Z24__device_stub__transposePKfPfii: argument 1"}
!20 = !{!21, !23, !24}
!21 = distinct !{!21, !22, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!22 = distinct !{!22, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!23 = distinct !{!23, !22, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!24 = distinct !{!24, !22, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
!30 = !{i32 0, i32 2}
