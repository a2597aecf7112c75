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
define dso_local void @_Z19__device_stub__axpyPKfS0_Pffi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, float noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store ptr %2, ptr %8, align 8, !tbaa !6
  store float %3, ptr %9, align 4, !tbaa !10
  store i32 %4, ptr %10, align 4, !tbaa !12
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
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__axpyPKfS0_Pffi, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__reluPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z18__device_stub__mulPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__mulPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__smooth_absPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__smooth_absPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__residual_addPKfS0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__residual_addPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z28__device_stub__scale_inplacePffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store float %1, ptr %5, align 4, !tbaa !10
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__scale_inplacePffi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_elementwise_chain(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [4 x ptr], align 16
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [3 x ptr], align 16
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca %struct.dim3, align 8
  %33 = alloca %struct.dim3, align 8
  %34 = alloca i64, align 8
  %35 = alloca ptr, align 8
  %36 = alloca [4 x ptr], align 16
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca %struct.dim3, align 8
  %41 = alloca %struct.dim3, align 8
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca [3 x ptr], align 16
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca float, align 4
  %49 = alloca i32, align 4
  %50 = alloca %struct.dim3, align 8
  %51 = alloca %struct.dim3, align 8
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca [5 x ptr], align 16
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = icmp slt i32 %0, 1
  br i1 %63, label %64, label %66

64:                                               ; preds = %2
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0)
  br label %391

66:                                               ; preds = %2
  %67 = zext i32 %0 to i64
  %68 = shl nuw nsw i64 %67, 2
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #10
  %70 = tail call noalias ptr @malloc(i64 noundef %68) #10
  %71 = tail call noalias ptr @malloc(i64 noundef %68) #10
  %72 = tail call noalias ptr @malloc(i64 noundef %68) #10
  %73 = add nsw i64 %67, -1
  %74 = and i64 %67, 1
  %75 = icmp eq i64 %73, 0
  br i1 %75, label %100, label %76

76:                                               ; preds = %66
  %77 = and i64 %67, 4294967294
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i64 [ 0, %76 ], [ %97, %78 ]
  %80 = phi i32 [ %1, %76 ], [ %91, %78 ]
  %81 = phi i64 [ 0, %76 ], [ %98, %78 ]
  %82 = mul i32 %80, 1664525
  %83 = add i32 %82, 1013904223
  %84 = lshr i32 %83, 8
  %85 = uitofp i32 %84 to float
  %86 = tail call float @llvm.fmuladd.f32(float %85, float 0x3E70000000000000, float -5.000000e-01)
  %87 = fmul float %86, 2.000000e+00
  %88 = getelementptr inbounds float, ptr %69, i64 %79
  store float %87, ptr %88, align 4, !tbaa !10
  %89 = or i64 %79, 1
  %90 = mul i32 %83, 1664525
  %91 = add i32 %90, 1013904223
  %92 = lshr i32 %91, 8
  %93 = uitofp i32 %92 to float
  %94 = tail call float @llvm.fmuladd.f32(float %93, float 0x3E70000000000000, float -5.000000e-01)
  %95 = fmul float %94, 2.000000e+00
  %96 = getelementptr inbounds float, ptr %69, i64 %89
  store float %95, ptr %96, align 4, !tbaa !10
  %97 = add nuw nsw i64 %79, 2
  %98 = add i64 %81, 2
  %99 = icmp eq i64 %98, %77
  br i1 %99, label %100, label %78, !llvm.loop !14

100:                                              ; preds = %78, %66
  %101 = phi i32 [ undef, %66 ], [ %91, %78 ]
  %102 = phi i64 [ 0, %66 ], [ %97, %78 ]
  %103 = phi i32 [ %1, %66 ], [ %91, %78 ]
  %104 = icmp eq i64 %74, 0
  br i1 %104, label %113, label %105

105:                                              ; preds = %100
  %106 = mul i32 %103, 1664525
  %107 = add i32 %106, 1013904223
  %108 = lshr i32 %107, 8
  %109 = uitofp i32 %108 to float
  %110 = tail call float @llvm.fmuladd.f32(float %109, float 0x3E70000000000000, float -5.000000e-01)
  %111 = fmul float %110, 2.000000e+00
  %112 = getelementptr inbounds float, ptr %69, i64 %102
  store float %111, ptr %112, align 4, !tbaa !10
  br label %113

113:                                              ; preds = %100, %105
  %114 = phi i32 [ %101, %100 ], [ %107, %105 ]
  %115 = and i64 %67, 1
  %116 = icmp eq i64 %73, 0
  br i1 %116, label %141, label %117

117:                                              ; preds = %113
  %118 = and i64 %67, 4294967294
  br label %119

119:                                              ; preds = %119, %117
  %120 = phi i64 [ 0, %117 ], [ %138, %119 ]
  %121 = phi i32 [ %114, %117 ], [ %132, %119 ]
  %122 = phi i64 [ 0, %117 ], [ %139, %119 ]
  %123 = mul i32 %121, 1664525
  %124 = add i32 %123, 1013904223
  %125 = lshr i32 %124, 8
  %126 = uitofp i32 %125 to float
  %127 = tail call float @llvm.fmuladd.f32(float %126, float 0x3E70000000000000, float -5.000000e-01)
  %128 = fmul float %127, 2.000000e+00
  %129 = getelementptr inbounds float, ptr %70, i64 %120
  store float %128, ptr %129, align 4, !tbaa !10
  %130 = or i64 %120, 1
  %131 = mul i32 %124, 1664525
  %132 = add i32 %131, 1013904223
  %133 = lshr i32 %132, 8
  %134 = uitofp i32 %133 to float
  %135 = tail call float @llvm.fmuladd.f32(float %134, float 0x3E70000000000000, float -5.000000e-01)
  %136 = fmul float %135, 2.000000e+00
  %137 = getelementptr inbounds float, ptr %70, i64 %130
  store float %136, ptr %137, align 4, !tbaa !10
  %138 = add nuw nsw i64 %120, 2
  %139 = add i64 %122, 2
  %140 = icmp eq i64 %139, %118
  br i1 %140, label %141, label %119, !llvm.loop !14

141:                                              ; preds = %119, %113
  %142 = phi i32 [ undef, %113 ], [ %132, %119 ]
  %143 = phi i64 [ 0, %113 ], [ %138, %119 ]
  %144 = phi i32 [ %114, %113 ], [ %132, %119 ]
  %145 = icmp eq i64 %115, 0
  br i1 %145, label %154, label %146

146:                                              ; preds = %141
  %147 = mul i32 %144, 1664525
  %148 = add i32 %147, 1013904223
  %149 = lshr i32 %148, 8
  %150 = uitofp i32 %149 to float
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 0x3E70000000000000, float -5.000000e-01)
  %152 = fmul float %151, 2.000000e+00
  %153 = getelementptr inbounds float, ptr %70, i64 %143
  store float %152, ptr %153, align 4, !tbaa !10
  br label %154

154:                                              ; preds = %141, %146
  %155 = phi i32 [ %142, %141 ], [ %148, %146 ]
  %156 = and i64 %67, 1
  %157 = icmp eq i64 %73, 0
  br i1 %157, label %182, label %158

158:                                              ; preds = %154
  %159 = and i64 %67, 4294967294
  br label %160

160:                                              ; preds = %160, %158
  %161 = phi i64 [ 0, %158 ], [ %179, %160 ]
  %162 = phi i32 [ %155, %158 ], [ %173, %160 ]
  %163 = phi i64 [ 0, %158 ], [ %180, %160 ]
  %164 = mul i32 %162, 1664525
  %165 = add i32 %164, 1013904223
  %166 = lshr i32 %165, 8
  %167 = uitofp i32 %166 to float
  %168 = tail call float @llvm.fmuladd.f32(float %167, float 0x3E70000000000000, float -5.000000e-01)
  %169 = fmul float %168, 4.000000e+00
  %170 = getelementptr inbounds float, ptr %71, i64 %161
  store float %169, ptr %170, align 4, !tbaa !10
  %171 = or i64 %161, 1
  %172 = mul i32 %165, 1664525
  %173 = add i32 %172, 1013904223
  %174 = lshr i32 %173, 8
  %175 = uitofp i32 %174 to float
  %176 = tail call float @llvm.fmuladd.f32(float %175, float 0x3E70000000000000, float -5.000000e-01)
  %177 = fmul float %176, 4.000000e+00
  %178 = getelementptr inbounds float, ptr %71, i64 %171
  store float %177, ptr %178, align 4, !tbaa !10
  %179 = add nuw nsw i64 %161, 2
  %180 = add i64 %163, 2
  %181 = icmp eq i64 %180, %159
  br i1 %181, label %182, label %160, !llvm.loop !14

182:                                              ; preds = %160, %154
  %183 = phi i64 [ 0, %154 ], [ %179, %160 ]
  %184 = phi i32 [ %155, %154 ], [ %173, %160 ]
  %185 = icmp eq i64 %156, 0
  br i1 %185, label %194, label %186

186:                                              ; preds = %182
  %187 = mul i32 %184, 1664525
  %188 = add i32 %187, 1013904223
  %189 = lshr i32 %188, 8
  %190 = uitofp i32 %189 to float
  %191 = tail call float @llvm.fmuladd.f32(float %190, float 0x3E70000000000000, float -5.000000e-01)
  %192 = fmul float %191, 4.000000e+00
  %193 = getelementptr inbounds float, ptr %71, i64 %183
  store float %192, ptr %193, align 4, !tbaa !10
  br label %194

194:                                              ; preds = %182, %186
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62) #11
  %195 = call i32 @cudaMalloc(ptr noundef nonnull %55, i64 noundef %68)
  %196 = call i32 @cudaMalloc(ptr noundef nonnull %56, i64 noundef %68)
  %197 = call i32 @cudaMalloc(ptr noundef nonnull %57, i64 noundef %68)
  %198 = call i32 @cudaMalloc(ptr noundef nonnull %58, i64 noundef %68)
  %199 = call i32 @cudaMalloc(ptr noundef nonnull %59, i64 noundef %68)
  %200 = call i32 @cudaMalloc(ptr noundef nonnull %60, i64 noundef %68)
  %201 = call i32 @cudaMalloc(ptr noundef nonnull %61, i64 noundef %68)
  %202 = call i32 @cudaMalloc(ptr noundef nonnull %62, i64 noundef %68)
  %203 = load ptr, ptr %55, align 8, !tbaa !6
  %204 = call i32 @cudaMemcpy(ptr noundef %203, ptr noundef %69, i64 noundef %68, i32 noundef 1)
  %205 = load ptr, ptr %56, align 8, !tbaa !6
  %206 = call i32 @cudaMemcpy(ptr noundef %205, ptr noundef %70, i64 noundef %68, i32 noundef 1)
  %207 = load ptr, ptr %57, align 8, !tbaa !6
  %208 = call i32 @cudaMemcpy(ptr noundef %207, ptr noundef nonnull %71, i64 noundef %68, i32 noundef 1)
  %209 = add nsw i32 %0, 255
  %210 = sdiv i32 %209, 256
  %211 = zext i32 %210 to i64
  %212 = or i64 %211, 4294967296
  %213 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %215, label %233

215:                                              ; preds = %194
  %216 = load ptr, ptr %55, align 8, !tbaa !6
  %217 = load ptr, ptr %56, align 8, !tbaa !6
  %218 = load ptr, ptr %58, align 8, !tbaa !6
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
  store ptr %216, ptr %45, align 8, !tbaa !6, !noalias !16
  store ptr %217, ptr %46, align 8, !tbaa !6, !noalias !16
  store ptr %218, ptr %47, align 8, !tbaa !6, !noalias !16
  store float 1.500000e+00, ptr %48, align 4, !tbaa !10, !noalias !16
  store i32 %0, ptr %49, align 4, !tbaa !12, !noalias !16
  store ptr %45, ptr %54, align 16, !noalias !16
  %219 = getelementptr inbounds ptr, ptr %54, i64 1
  store ptr %46, ptr %219, align 8, !noalias !16
  %220 = getelementptr inbounds ptr, ptr %54, i64 2
  store ptr %47, ptr %220, align 16, !noalias !16
  %221 = getelementptr inbounds ptr, ptr %54, i64 3
  store ptr %48, ptr %221, align 8, !noalias !16
  %222 = getelementptr inbounds ptr, ptr %54, i64 4
  store ptr %49, ptr %222, align 16, !noalias !16
  %223 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53)
  %224 = load i64, ptr %52, align 8, !noalias !16
  %225 = load ptr, ptr %53, align 8, !noalias !16
  %226 = load i64, ptr %50, align 8, !noalias !16
  %227 = getelementptr inbounds i8, ptr %50, i64 8
  %228 = load i32, ptr %227, align 8, !noalias !16
  %229 = load i64, ptr %51, align 8, !noalias !16
  %230 = getelementptr inbounds i8, ptr %51, i64 8
  %231 = load i32, ptr %230, align 8, !noalias !16
  %232 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__axpyPKfS0_Pffi, i64 %226, i32 %228, i64 %229, i32 %231, ptr noundef nonnull %54, i64 noundef %224, ptr noundef %225)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %54)
  br label %233

233:                                              ; preds = %215, %194
  %234 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %235 = icmp eq i32 %234, 0
  br i1 %235, label %236, label %251

236:                                              ; preds = %233
  %237 = load ptr, ptr %58, align 8, !tbaa !6
  %238 = load ptr, ptr %59, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %44)
  store ptr %237, ptr %37, align 8, !tbaa !6, !noalias !21
  store ptr %238, ptr %38, align 8, !tbaa !6, !noalias !21
  store i32 %0, ptr %39, align 4, !tbaa !12, !noalias !21
  store ptr %37, ptr %44, align 16, !noalias !21
  %239 = getelementptr inbounds ptr, ptr %44, i64 1
  store ptr %38, ptr %239, align 8, !noalias !21
  %240 = getelementptr inbounds ptr, ptr %44, i64 2
  store ptr %39, ptr %240, align 16, !noalias !21
  %241 = call i32 @__cudaPopCallConfiguration(ptr nonnull %40, ptr nonnull %41, ptr nonnull %42, ptr nonnull %43)
  %242 = load i64, ptr %42, align 8, !noalias !21
  %243 = load ptr, ptr %43, align 8, !noalias !21
  %244 = load i64, ptr %40, align 8, !noalias !21
  %245 = getelementptr inbounds i8, ptr %40, i64 8
  %246 = load i32, ptr %245, align 8, !noalias !21
  %247 = load i64, ptr %41, align 8, !noalias !21
  %248 = getelementptr inbounds i8, ptr %41, i64 8
  %249 = load i32, ptr %248, align 8, !noalias !21
  %250 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %244, i32 %246, i64 %247, i32 %249, ptr noundef nonnull %44, i64 noundef %242, ptr noundef %243)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %44)
  br label %251

251:                                              ; preds = %236, %233
  %252 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %271

254:                                              ; preds = %251
  %255 = load ptr, ptr %59, align 8, !tbaa !6
  %256 = load ptr, ptr %57, align 8, !tbaa !6
  %257 = load ptr, ptr %60, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %36)
  store ptr %255, ptr %28, align 8, !tbaa !6, !noalias !25
  store ptr %256, ptr %29, align 8, !tbaa !6, !noalias !25
  store ptr %257, ptr %30, align 8, !tbaa !6, !noalias !25
  store i32 %0, ptr %31, align 4, !tbaa !12, !noalias !25
  store ptr %28, ptr %36, align 16, !noalias !25
  %258 = getelementptr inbounds ptr, ptr %36, i64 1
  store ptr %29, ptr %258, align 8, !noalias !25
  %259 = getelementptr inbounds ptr, ptr %36, i64 2
  store ptr %30, ptr %259, align 16, !noalias !25
  %260 = getelementptr inbounds ptr, ptr %36, i64 3
  store ptr %31, ptr %260, align 8, !noalias !25
  %261 = call i32 @__cudaPopCallConfiguration(ptr nonnull %32, ptr nonnull %33, ptr nonnull %34, ptr nonnull %35)
  %262 = load i64, ptr %34, align 8, !noalias !25
  %263 = load ptr, ptr %35, align 8, !noalias !25
  %264 = load i64, ptr %32, align 8, !noalias !25
  %265 = getelementptr inbounds i8, ptr %32, i64 8
  %266 = load i32, ptr %265, align 8, !noalias !25
  %267 = load i64, ptr %33, align 8, !noalias !25
  %268 = getelementptr inbounds i8, ptr %33, i64 8
  %269 = load i32, ptr %268, align 8, !noalias !25
  %270 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__mulPKfS0_Pfi, i64 %264, i32 %266, i64 %267, i32 %269, ptr noundef nonnull %36, i64 noundef %262, ptr noundef %263)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %36)
  br label %271

271:                                              ; preds = %254, %251
  %272 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %274, label %289

274:                                              ; preds = %271
  %275 = load ptr, ptr %60, align 8, !tbaa !6
  %276 = load ptr, ptr %61, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27)
  store ptr %275, ptr %20, align 8, !tbaa !6, !noalias !30
  store ptr %276, ptr %21, align 8, !tbaa !6, !noalias !30
  store i32 %0, ptr %22, align 4, !tbaa !12, !noalias !30
  store ptr %20, ptr %27, align 16, !noalias !30
  %277 = getelementptr inbounds ptr, ptr %27, i64 1
  store ptr %21, ptr %277, align 8, !noalias !30
  %278 = getelementptr inbounds ptr, ptr %27, i64 2
  store ptr %22, ptr %278, align 16, !noalias !30
  %279 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26)
  %280 = load i64, ptr %25, align 8, !noalias !30
  %281 = load ptr, ptr %26, align 8, !noalias !30
  %282 = load i64, ptr %23, align 8, !noalias !30
  %283 = getelementptr inbounds i8, ptr %23, i64 8
  %284 = load i32, ptr %283, align 8, !noalias !30
  %285 = load i64, ptr %24, align 8, !noalias !30
  %286 = getelementptr inbounds i8, ptr %24, i64 8
  %287 = load i32, ptr %286, align 8, !noalias !30
  %288 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__smooth_absPKfPfi, i64 %282, i32 %284, i64 %285, i32 %287, ptr noundef nonnull %27, i64 noundef %280, ptr noundef %281)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27)
  br label %289

289:                                              ; preds = %274, %271
  %290 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %291 = icmp eq i32 %290, 0
  br i1 %291, label %292, label %309

292:                                              ; preds = %289
  %293 = load ptr, ptr %61, align 8, !tbaa !6
  %294 = load ptr, ptr %58, align 8, !tbaa !6
  %295 = load ptr, ptr %62, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19)
  store ptr %293, ptr %11, align 8, !tbaa !6, !noalias !34
  store ptr %294, ptr %12, align 8, !tbaa !6, !noalias !34
  store ptr %295, ptr %13, align 8, !tbaa !6, !noalias !34
  store i32 %0, ptr %14, align 4, !tbaa !12, !noalias !34
  store ptr %11, ptr %19, align 16, !noalias !34
  %296 = getelementptr inbounds ptr, ptr %19, i64 1
  store ptr %12, ptr %296, align 8, !noalias !34
  %297 = getelementptr inbounds ptr, ptr %19, i64 2
  store ptr %13, ptr %297, align 16, !noalias !34
  %298 = getelementptr inbounds ptr, ptr %19, i64 3
  store ptr %14, ptr %298, align 8, !noalias !34
  %299 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18)
  %300 = load i64, ptr %17, align 8, !noalias !34
  %301 = load ptr, ptr %18, align 8, !noalias !34
  %302 = load i64, ptr %15, align 8, !noalias !34
  %303 = getelementptr inbounds i8, ptr %15, i64 8
  %304 = load i32, ptr %303, align 8, !noalias !34
  %305 = load i64, ptr %16, align 8, !noalias !34
  %306 = getelementptr inbounds i8, ptr %16, i64 8
  %307 = load i32, ptr %306, align 8, !noalias !34
  %308 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__residual_addPKfS0_Pfi, i64 %302, i32 %304, i64 %305, i32 %307, ptr noundef nonnull %19, i64 noundef %300, ptr noundef %301)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19)
  br label %309

309:                                              ; preds = %292, %289
  %310 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %311 = icmp eq i32 %310, 0
  br i1 %311, label %312, label %326

312:                                              ; preds = %309
  %313 = load ptr, ptr %62, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %313, ptr %3, align 8, !tbaa !6
  store float 5.000000e-01, ptr %4, align 4, !tbaa !10
  store i32 %0, ptr %5, align 4, !tbaa !12
  store ptr %3, ptr %10, align 16
  %314 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %4, ptr %314, align 8
  %315 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %5, ptr %315, align 16
  %316 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %317 = load i64, ptr %8, align 8
  %318 = load ptr, ptr %9, align 8
  %319 = load i64, ptr %6, align 8
  %320 = getelementptr inbounds i8, ptr %6, i64 8
  %321 = load i32, ptr %320, align 8
  %322 = load i64, ptr %7, align 8
  %323 = getelementptr inbounds i8, ptr %7, i64 8
  %324 = load i32, ptr %323, align 8
  %325 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__scale_inplacePffi, i64 %319, i32 %321, i64 %322, i32 %324, ptr noundef nonnull %10, i64 noundef %317, ptr noundef %318)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  br label %326

326:                                              ; preds = %312, %309
  %327 = call i32 @cudaDeviceSynchronize()
  %328 = load ptr, ptr %62, align 8, !tbaa !6
  %329 = call i32 @cudaMemcpy(ptr noundef %72, ptr noundef %328, i64 noundef %68, i32 noundef 2)
  %330 = icmp sgt i32 %0, 0
  br i1 %330, label %353, label %331

331:                                              ; preds = %387, %326
  %332 = phi i32 [ 0, %326 ], [ %388, %387 ]
  %333 = icmp ne i32 %332, 0
  %334 = select i1 %333, ptr @.str.3, ptr @.str.4
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, ptr noundef nonnull %334, i32 noundef %332)
  %336 = load ptr, ptr %55, align 8, !tbaa !6
  %337 = call i32 @cudaFree(ptr noundef %336)
  %338 = load ptr, ptr %56, align 8, !tbaa !6
  %339 = call i32 @cudaFree(ptr noundef %338)
  %340 = load ptr, ptr %57, align 8, !tbaa !6
  %341 = call i32 @cudaFree(ptr noundef %340)
  %342 = load ptr, ptr %58, align 8, !tbaa !6
  %343 = call i32 @cudaFree(ptr noundef %342)
  %344 = load ptr, ptr %59, align 8, !tbaa !6
  %345 = call i32 @cudaFree(ptr noundef %344)
  %346 = load ptr, ptr %60, align 8, !tbaa !6
  %347 = call i32 @cudaFree(ptr noundef %346)
  %348 = load ptr, ptr %61, align 8, !tbaa !6
  %349 = call i32 @cudaFree(ptr noundef %348)
  %350 = load ptr, ptr %62, align 8, !tbaa !6
  %351 = call i32 @cudaFree(ptr noundef %350)
  call void @free(ptr noundef %69) #11
  call void @free(ptr noundef %70) #11
  call void @free(ptr noundef nonnull %71) #11
  call void @free(ptr noundef %72) #11
  %352 = zext i1 %333 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55) #11
  br label %391

353:                                              ; preds = %326, %387
  %354 = phi i64 [ %389, %387 ], [ 0, %326 ]
  %355 = phi i32 [ %388, %387 ], [ 0, %326 ]
  %356 = getelementptr inbounds float, ptr %69, i64 %354
  %357 = load float, ptr %356, align 4, !tbaa !10
  %358 = getelementptr inbounds float, ptr %70, i64 %354
  %359 = load float, ptr %358, align 4, !tbaa !10
  %360 = call float @llvm.fmuladd.f32(float %357, float 1.500000e+00, float %359)
  %361 = fcmp ogt float %360, 0.000000e+00
  %362 = select i1 %361, float %360, float 0.000000e+00
  %363 = getelementptr inbounds float, ptr %71, i64 %354
  %364 = load float, ptr %363, align 4, !tbaa !10
  %365 = fmul float %364, %362
  %366 = call float @llvm.fmuladd.f32(float %365, float %365, float 1.000000e+00)
  %367 = call float @sqrtf(float noundef %366) #11
  %368 = fadd float %360, %367
  %369 = fmul float %368, 5.000000e-01
  %370 = getelementptr inbounds float, ptr %72, i64 %354
  %371 = load float, ptr %370, align 4, !tbaa !10
  %372 = fsub float %371, %369
  %373 = call float @llvm.fabs.f32(float %372)
  %374 = call float @llvm.fabs.f32(float %369)
  %375 = fadd float %374, 1.000000e+00
  %376 = fmul float %375, 0x3EE4F8B580000000
  %377 = fcmp ugt float %373, %376
  br i1 %377, label %378, label %387

378:                                              ; preds = %353
  %379 = icmp slt i32 %355, 5
  br i1 %379, label %380, label %385

380:                                              ; preds = %378
  %381 = fpext float %371 to double
  %382 = fpext float %369 to double
  %383 = trunc i64 %354 to i32
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %383, double noundef %381, double noundef %382)
  br label %385

385:                                              ; preds = %380, %378
  %386 = add nsw i32 %355, 1
  br label %387

387:                                              ; preds = %385, %353
  %388 = phi i32 [ %355, %353 ], [ %386, %385 ]
  %389 = add nuw nsw i64 %354, 1
  %390 = icmp eq i64 %389, %67
  br i1 %390, label %331, label %353, !llvm.loop !39

391:                                              ; preds = %331, %64
  %392 = phi i32 [ 1, %64 ], [ %352, %331 ]
  ret i32 %392
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = tail call i32 @run_elementwise_chain(i32 noundef 1048576, i32 noundef 1), !range !40
  ret i32 %1
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !19, !20}
!17 = distinct !{!17, !18, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 0"}
!18 = distinct !{!18, !"_Z19__device_stub__axpyPKfS0_Pffi"}
!19 = distinct !{!19, !18, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 1"}
!20 = distinct !{!20, !18, !"_Z19__device_stub__axpyPKfS0_Pffi: argument 2"}
!21 = !{!22, !24}
!22 = distinct !{!22, !23, !"_Z19__device_stub__reluPKfPfi: argument 0"}
!23 = distinct !{!23, !"_Z19__device_stub__reluPKfPfi"}
!24 = distinct !{!24, !23, !"_Z19__device_stub__reluPKfPfi: argument 1"}
!25 = !{!26, !28, !29}
!26 = distinct !{!26, !27, !"_Z18__device_stub__mulPKfS0_Pfi: argument 0"}
!27 = distinct !{!27, !"_Z18__device_stub__mulPKfS0_Pfi"}
!28 = distinct !{!28, !27, !"_Z18__device_stub__mulPKfS0_Pfi: argument 1"}
!29 = distinct !{!29, !27, !"_Z18__device_stub__mulPKfS0_Pfi: argument 2"}
!30 = !{!31, !33}
!31 = distinct !{!31, !32, !"_Z25__device_stub__smooth_absPKfPfi: argument 0"}
!32 = distinct !{!32, !"_Z25__device_stub__smooth_absPKfPfi"}
!33 = distinct !{!33, !32, !"_Z25__device_stub__smooth_absPKfPfi: argument 1"}
!34 = !{!35, !37, !38}
!35 = distinct !{!35, !36, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 0"}
!36 = distinct !{!36, !"_Z27__device_stub__residual_addPKfS0_Pfi"}
!37 = distinct !{!37, !36, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 1"}
!38 = distinct !{!38, !36, !"_Z27__device_stub__residual_addPKfS0_Pfi: argument 2"}
!39 = distinct !{!39, !15}
!40 = !{i32 0, i32 2}
