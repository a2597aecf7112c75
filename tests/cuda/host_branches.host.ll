; ModuleID = 'tests/cuda/host_branches.cu'
source_filename = "tests/cuda/host_branches.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4mainE6host_x = internal global [2048 x float] zeroinitializer, align 16
@_ZZ4mainE6host_y = internal global [2048 x float] zeroinitializer, align 16
@_ZZ4mainE4back = internal global [2048 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [5 x i8] c"join\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"host_branches: sum %.3f (%s)\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"no arguments\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.3 = private unnamed_addr constant [8 x i8] c"%s: %s\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__scalePffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePffi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__offsetPffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__squarePfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !12
  %9 = alloca [2 x ptr], align 16
  store ptr %3, ptr %9, align 16
  %10 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %4, ptr %10, align 8
  %11 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %12 = load i64, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__squarePfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__joinPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__joinPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [4 x ptr], align 16
  %28 = alloca ptr, align 8
  %29 = alloca float, align 4
  %30 = alloca i32, align 4
  %31 = alloca %struct.dim3, align 8
  %32 = alloca %struct.dim3, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca [3 x ptr], align 16
  %36 = alloca ptr, align 8
  %37 = alloca float, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca [3 x ptr], align 16
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca %struct.dim3, align 8
  %47 = alloca %struct.dim3, align 8
  %48 = alloca i64, align 8
  %49 = alloca ptr, align 8
  %50 = alloca [2 x ptr], align 16
  %51 = alloca ptr, align 8
  %52 = alloca float, align 4
  %53 = alloca i32, align 4
  %54 = alloca %struct.dim3, align 8
  %55 = alloca %struct.dim3, align 8
  %56 = alloca i64, align 8
  %57 = alloca ptr, align 8
  %58 = alloca [3 x ptr], align 16
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca %struct.dim3, align 8
  %62 = alloca %struct.dim3, align 8
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca [2 x ptr], align 16
  %66 = alloca ptr, align 8
  %67 = alloca float, align 4
  %68 = alloca i32, align 4
  %69 = alloca %struct.dim3, align 8
  %70 = alloca %struct.dim3, align 8
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca [3 x ptr], align 16
  %74 = alloca ptr, align 8
  %75 = alloca float, align 4
  %76 = alloca i32, align 4
  %77 = alloca %struct.dim3, align 8
  %78 = alloca %struct.dim3, align 8
  %79 = alloca i64, align 8
  %80 = alloca ptr, align 8
  %81 = alloca [3 x ptr], align 16
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca float, align 4
  %86 = alloca float, align 4
  br label %87

87:                                               ; preds = %87, %2
  %88 = phi i64 [ 0, %2 ], [ %98, %87 ]
  %89 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %2 ], [ %99, %87 ]
  %90 = urem <4 x i16> %89, <i16 7, i16 7, i16 7, i16 7>
  %91 = uitofp <4 x i16> %90 to <4 x float>
  %92 = fmul <4 x float> %91, <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>
  %93 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %88
  store <4 x float> %92, ptr %93, align 16, !tbaa !10
  %94 = urem <4 x i16> %89, <i16 5, i16 5, i16 5, i16 5>
  %95 = uitofp <4 x i16> %94 to <4 x float>
  %96 = fmul <4 x float> %95, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %97 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE6host_y, i64 0, i64 %88
  store <4 x float> %96, ptr %97, align 16, !tbaa !10
  %98 = add nuw i64 %88, 4
  %99 = add <4 x i16> %89, <i16 4, i16 4, i16 4, i16 4>
  %100 = icmp eq i64 %98, 2048
  br i1 %100, label %101, label %87, !llvm.loop !14

101:                                              ; preds = %87
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84) #6
  %102 = call i32 @cudaMalloc(ptr noundef nonnull %82, i64 noundef 8192)
  %103 = call i32 @cudaMalloc(ptr noundef nonnull %83, i64 noundef 8192)
  %104 = call i32 @cudaMalloc(ptr noundef nonnull %84, i64 noundef 8192)
  %105 = load ptr, ptr %82, align 8, !tbaa !6
  %106 = call i32 @cudaMemcpy(ptr noundef %105, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 8192, i32 noundef 1)
  %107 = load ptr, ptr %83, align 8, !tbaa !6
  %108 = call i32 @cudaMemcpy(ptr noundef %107, ptr noundef nonnull @_ZZ4mainE6host_y, i64 noundef 8192, i32 noundef 1)
  %109 = getelementptr inbounds ptr, ptr %73, i64 1
  %110 = getelementptr inbounds ptr, ptr %73, i64 2
  %111 = getelementptr inbounds i8, ptr %69, i64 8
  %112 = getelementptr inbounds i8, ptr %70, i64 8
  %113 = getelementptr inbounds ptr, ptr %81, i64 1
  %114 = getelementptr inbounds ptr, ptr %81, i64 2
  %115 = getelementptr inbounds i8, ptr %77, i64 8
  %116 = getelementptr inbounds i8, ptr %78, i64 8
  %117 = getelementptr inbounds ptr, ptr %65, i64 1
  %118 = getelementptr inbounds i8, ptr %61, i64 8
  %119 = getelementptr inbounds i8, ptr %62, i64 8
  %120 = getelementptr inbounds ptr, ptr %58, i64 1
  %121 = getelementptr inbounds ptr, ptr %58, i64 2
  %122 = getelementptr inbounds i8, ptr %54, i64 8
  %123 = getelementptr inbounds i8, ptr %55, i64 8
  %124 = getelementptr inbounds ptr, ptr %50, i64 1
  %125 = getelementptr inbounds i8, ptr %46, i64 8
  %126 = getelementptr inbounds i8, ptr %47, i64 8
  %127 = getelementptr inbounds ptr, ptr %35, i64 1
  %128 = getelementptr inbounds ptr, ptr %35, i64 2
  %129 = getelementptr inbounds i8, ptr %31, i64 8
  %130 = getelementptr inbounds i8, ptr %32, i64 8
  %131 = getelementptr inbounds ptr, ptr %43, i64 1
  %132 = getelementptr inbounds ptr, ptr %43, i64 2
  %133 = getelementptr inbounds i8, ptr %39, i64 8
  %134 = getelementptr inbounds i8, ptr %40, i64 8
  %135 = getelementptr inbounds ptr, ptr %27, i64 1
  %136 = getelementptr inbounds ptr, ptr %27, i64 2
  %137 = getelementptr inbounds ptr, ptr %27, i64 3
  %138 = getelementptr inbounds i8, ptr %23, i64 8
  %139 = getelementptr inbounds i8, ptr %24, i64 8
  %140 = getelementptr inbounds ptr, ptr %18, i64 1
  %141 = getelementptr inbounds ptr, ptr %18, i64 2
  %142 = getelementptr inbounds i8, ptr %14, i64 8
  %143 = getelementptr inbounds i8, ptr %15, i64 8
  %144 = getelementptr inbounds ptr, ptr %10, i64 1
  %145 = getelementptr inbounds ptr, ptr %10, i64 2
  %146 = getelementptr inbounds i8, ptr %6, i64 8
  %147 = getelementptr inbounds i8, ptr %7, i64 8
  br label %151

148:                                              ; preds = %307
  %149 = load ptr, ptr %84, align 8, !tbaa !6
  %150 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %149, i64 noundef 8192, i32 noundef 2)
  br label %312

151:                                              ; preds = %101, %307
  %152 = phi i32 [ 0, %101 ], [ %308, %307 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %85) #6
  %153 = load ptr, ptr %82, align 8, !tbaa !6
  %154 = getelementptr inbounds float, ptr %153, i64 3
  %155 = call i32 @cudaMemcpy(ptr noundef nonnull %85, ptr noundef nonnull %154, i64 noundef 4, i32 noundef 2)
  %156 = load float, ptr %85, align 4, !tbaa !10
  %157 = fcmp ogt float %156, 0x3FC99999A0000000
  %158 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %159 = icmp eq i32 %158, 0
  br i1 %157, label %160, label %171

160:                                              ; preds = %151
  br i1 %159, label %161, label %182

161:                                              ; preds = %160
  %162 = load ptr, ptr %82, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %81)
  store ptr %162, ptr %74, align 8, !tbaa !6
  store float 7.500000e-01, ptr %75, align 4, !tbaa !10
  store i32 2048, ptr %76, align 4, !tbaa !12
  store ptr %74, ptr %81, align 16
  store ptr %75, ptr %113, align 8
  store ptr %76, ptr %114, align 16
  %163 = call i32 @__cudaPopCallConfiguration(ptr nonnull %77, ptr nonnull %78, ptr nonnull %79, ptr nonnull %80)
  %164 = load i64, ptr %79, align 8
  %165 = load ptr, ptr %80, align 8
  %166 = load i64, ptr %77, align 8
  %167 = load i32, ptr %115, align 8
  %168 = load i64, ptr %78, align 8
  %169 = load i32, ptr %116, align 8
  %170 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePffi, i64 %166, i32 %167, i64 %168, i32 %169, ptr noundef nonnull %81, i64 noundef %164, ptr noundef %165)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %75)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %76)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %77)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %81)
  br label %182

171:                                              ; preds = %151
  br i1 %159, label %172, label %182

172:                                              ; preds = %171
  %173 = load ptr, ptr %82, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %73)
  store ptr %173, ptr %66, align 8, !tbaa !6
  store float 5.000000e-01, ptr %67, align 4, !tbaa !10
  store i32 2048, ptr %68, align 4, !tbaa !12
  store ptr %66, ptr %73, align 16
  store ptr %67, ptr %109, align 8
  store ptr %68, ptr %110, align 16
  %174 = call i32 @__cudaPopCallConfiguration(ptr nonnull %69, ptr nonnull %70, ptr nonnull %71, ptr nonnull %72)
  %175 = load i64, ptr %71, align 8
  %176 = load ptr, ptr %72, align 8
  %177 = load i64, ptr %69, align 8
  %178 = load i32, ptr %111, align 8
  %179 = load i64, ptr %70, align 8
  %180 = load i32, ptr %112, align 8
  %181 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %177, i32 %178, i64 %179, i32 %180, ptr noundef nonnull %73, i64 noundef %175, ptr noundef %176)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %73)
  br label %182

182:                                              ; preds = %171, %172, %160, %161
  %183 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %195

185:                                              ; preds = %182
  %186 = load ptr, ptr %82, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %65)
  store ptr %186, ptr %59, align 8, !tbaa !6
  store i32 2048, ptr %60, align 4, !tbaa !12
  store ptr %59, ptr %65, align 16
  store ptr %60, ptr %117, align 8
  %187 = call i32 @__cudaPopCallConfiguration(ptr nonnull %61, ptr nonnull %62, ptr nonnull %63, ptr nonnull %64)
  %188 = load i64, ptr %63, align 8
  %189 = load ptr, ptr %64, align 8
  %190 = load i64, ptr %61, align 8
  %191 = load i32, ptr %118, align 8
  %192 = load i64, ptr %62, align 8
  %193 = load i32, ptr %119, align 8
  %194 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__squarePfi, i64 %190, i32 %191, i64 %192, i32 %193, ptr noundef nonnull %65, i64 noundef %188, ptr noundef %189)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %65)
  br label %195

195:                                              ; preds = %185, %182
  %196 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %198, label %208

198:                                              ; preds = %195
  %199 = load ptr, ptr %83, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %58)
  store ptr %199, ptr %51, align 8, !tbaa !6
  store float 1.250000e-01, ptr %52, align 4, !tbaa !10
  store i32 2048, ptr %53, align 4, !tbaa !12
  store ptr %51, ptr %58, align 16
  store ptr %52, ptr %120, align 8
  store ptr %53, ptr %121, align 16
  %200 = call i32 @__cudaPopCallConfiguration(ptr nonnull %54, ptr nonnull %55, ptr nonnull %56, ptr nonnull %57)
  %201 = load i64, ptr %56, align 8
  %202 = load ptr, ptr %57, align 8
  %203 = load i64, ptr %54, align 8
  %204 = load i32, ptr %122, align 8
  %205 = load i64, ptr %55, align 8
  %206 = load i32, ptr %123, align 8
  %207 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %203, i32 %204, i64 %205, i32 %206, ptr noundef nonnull %58, i64 noundef %201, ptr noundef %202)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %58)
  br label %208

208:                                              ; preds = %198, %195
  %209 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %211, label %221

211:                                              ; preds = %208
  %212 = load ptr, ptr %83, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %50)
  store ptr %212, ptr %44, align 8, !tbaa !6
  store i32 2048, ptr %45, align 4, !tbaa !12
  store ptr %44, ptr %50, align 16
  store ptr %45, ptr %124, align 8
  %213 = call i32 @__cudaPopCallConfiguration(ptr nonnull %46, ptr nonnull %47, ptr nonnull %48, ptr nonnull %49)
  %214 = load i64, ptr %48, align 8
  %215 = load ptr, ptr %49, align 8
  %216 = load i64, ptr %46, align 8
  %217 = load i32, ptr %125, align 8
  %218 = load i64, ptr %47, align 8
  %219 = load i32, ptr %126, align 8
  %220 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__squarePfi, i64 %216, i32 %217, i64 %218, i32 %219, ptr noundef nonnull %50, i64 noundef %214, ptr noundef %215)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %50)
  br label %221

221:                                              ; preds = %211, %208
  %222 = add nsw i32 %152, -3
  %223 = icmp ult i32 %152, 3
  %224 = select i1 %223, i32 %152, i32 %222
  switch i32 %224, label %251 [
    i32 0, label %225
    i32 1, label %238
  ]

225:                                              ; preds = %221
  %226 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %227 = icmp eq i32 %226, 0
  br i1 %227, label %228, label %251

228:                                              ; preds = %225
  %229 = load ptr, ptr %83, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %43)
  store ptr %229, ptr %36, align 8, !tbaa !6
  store float -2.500000e-01, ptr %37, align 4, !tbaa !10
  store i32 2048, ptr %38, align 4, !tbaa !12
  store ptr %36, ptr %43, align 16
  store ptr %37, ptr %131, align 8
  store ptr %38, ptr %132, align 16
  %230 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %231 = load i64, ptr %41, align 8
  %232 = load ptr, ptr %42, align 8
  %233 = load i64, ptr %39, align 8
  %234 = load i32, ptr %133, align 8
  %235 = load i64, ptr %40, align 8
  %236 = load i32, ptr %134, align 8
  %237 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %233, i32 %234, i64 %235, i32 %236, ptr noundef nonnull %43, i64 noundef %231, ptr noundef %232)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %43)
  br label %251

238:                                              ; preds = %221
  %239 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %240 = icmp eq i32 %239, 0
  br i1 %240, label %241, label %251

241:                                              ; preds = %238
  %242 = load ptr, ptr %83, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %35)
  store ptr %242, ptr %28, align 8, !tbaa !6
  store float 5.000000e-01, ptr %29, align 4, !tbaa !10
  store i32 2048, ptr %30, align 4, !tbaa !12
  store ptr %28, ptr %35, align 16
  store ptr %29, ptr %127, align 8
  store ptr %30, ptr %128, align 16
  %243 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %244 = load i64, ptr %33, align 8
  %245 = load ptr, ptr %34, align 8
  %246 = load i64, ptr %31, align 8
  %247 = load i32, ptr %129, align 8
  %248 = load i64, ptr %32, align 8
  %249 = load i32, ptr %130, align 8
  %250 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePffi, i64 %246, i32 %247, i64 %248, i32 %249, ptr noundef nonnull %35, i64 noundef %244, ptr noundef %245)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %35)
  br label %251

251:                                              ; preds = %221, %238, %241, %225, %228
  %252 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %266

254:                                              ; preds = %251
  %255 = load ptr, ptr %82, align 8, !tbaa !6
  %256 = load ptr, ptr %83, align 8, !tbaa !6
  %257 = load ptr, ptr %84, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %27)
  store ptr %255, ptr %19, align 8, !tbaa !6
  store ptr %256, ptr %20, align 8, !tbaa !6
  store ptr %257, ptr %21, align 8, !tbaa !6
  store i32 2048, ptr %22, align 4, !tbaa !12
  store ptr %19, ptr %27, align 16
  store ptr %20, ptr %135, align 8
  store ptr %21, ptr %136, align 16
  store ptr %22, ptr %137, align 8
  %258 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26)
  %259 = load i64, ptr %25, align 8
  %260 = load ptr, ptr %26, align 8
  %261 = load i64, ptr %23, align 8
  %262 = load i32, ptr %138, align 8
  %263 = load i64, ptr %24, align 8
  %264 = load i32, ptr %139, align 8
  %265 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__joinPKfS0_Pfi, i64 %261, i32 %262, i64 %263, i32 %264, ptr noundef nonnull %27, i64 noundef %259, ptr noundef %260)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %27)
  br label %266

266:                                              ; preds = %254, %251
  %267 = call i32 @cudaGetLastError()
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %273, label %269

269:                                              ; preds = %266
  %270 = load ptr, ptr @stderr, align 8, !tbaa !6
  %271 = call ptr @cudaGetErrorString(i32 noundef %267)
  %272 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %270, ptr noundef nonnull @.str.3, ptr noundef nonnull @.str, ptr noundef %271) #7
  call void @exit(i32 noundef 1) #8
  unreachable

273:                                              ; preds = %266
  %274 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %286

276:                                              ; preds = %273
  %277 = load ptr, ptr %84, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18)
  store ptr %277, ptr %11, align 8, !tbaa !6
  store float 5.000000e-01, ptr %12, align 4, !tbaa !10
  store i32 2048, ptr %13, align 4, !tbaa !12
  store ptr %11, ptr %18, align 16
  store ptr %12, ptr %140, align 8
  store ptr %13, ptr %141, align 16
  %278 = call i32 @__cudaPopCallConfiguration(ptr nonnull %14, ptr nonnull %15, ptr nonnull %16, ptr nonnull %17)
  %279 = load i64, ptr %16, align 8
  %280 = load ptr, ptr %17, align 8
  %281 = load i64, ptr %14, align 8
  %282 = load i32, ptr %142, align 8
  %283 = load i64, ptr %15, align 8
  %284 = load i32, ptr %143, align 8
  %285 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePffi, i64 %281, i32 %282, i64 %283, i32 %284, ptr noundef nonnull %18, i64 noundef %279, ptr noundef %280)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18)
  br label %286

286:                                              ; preds = %276, %273
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %86) #6
  %287 = load ptr, ptr %84, align 8, !tbaa !6
  %288 = getelementptr inbounds float, ptr %287, i64 1
  %289 = call i32 @cudaMemcpy(ptr noundef nonnull %86, ptr noundef nonnull %288, i64 noundef 4, i32 noundef 2)
  %290 = load float, ptr %86, align 4, !tbaa !10
  %291 = fcmp ogt float %290, 1.000000e+00
  br i1 %291, label %292, label %294

292:                                              ; preds = %286
  %293 = load ptr, ptr %83, align 8, !tbaa !6
  call fastcc void @_ZL4dampPfi(ptr noundef %293)
  br label %294

294:                                              ; preds = %292, %286
  %295 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %296 = icmp eq i32 %295, 0
  br i1 %296, label %297, label %307

297:                                              ; preds = %294
  %298 = load ptr, ptr %82, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %298, ptr %3, align 8, !tbaa !6
  store float 3.125000e-02, ptr %4, align 4, !tbaa !10
  store i32 2048, ptr %5, align 4, !tbaa !12
  store ptr %3, ptr %10, align 16
  store ptr %4, ptr %144, align 8
  store ptr %5, ptr %145, align 16
  %299 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %300 = load i64, ptr %8, align 8
  %301 = load ptr, ptr %9, align 8
  %302 = load i64, ptr %6, align 8
  %303 = load i32, ptr %146, align 8
  %304 = load i64, ptr %7, align 8
  %305 = load i32, ptr %147, align 8
  %306 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %302, i32 %303, i64 %304, i32 %305, ptr noundef nonnull %10, i64 noundef %300, ptr noundef %301)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  br label %307

307:                                              ; preds = %297, %294
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %86) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %85) #6
  %308 = add nuw nsw i32 %152, 1
  %309 = icmp eq i32 %308, 6
  br i1 %309, label %148, label %151, !llvm.loop !18

310:                                              ; preds = %312
  %311 = icmp sgt i32 %0, 1
  br i1 %311, label %332, label %335

312:                                              ; preds = %312, %148
  %313 = phi i64 [ 0, %148 ], [ %330, %312 ]
  %314 = phi float [ 0.000000e+00, %148 ], [ %329, %312 ]
  %315 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE4back, i64 0, i64 %313
  %316 = load float, ptr %315, align 16, !tbaa !10
  %317 = fadd float %314, %316
  %318 = or i64 %313, 1
  %319 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE4back, i64 0, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !10
  %321 = fadd float %317, %320
  %322 = or i64 %313, 2
  %323 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE4back, i64 0, i64 %322
  %324 = load float, ptr %323, align 8, !tbaa !10
  %325 = fadd float %321, %324
  %326 = or i64 %313, 3
  %327 = getelementptr inbounds [2048 x float], ptr @_ZZ4mainE4back, i64 0, i64 %326
  %328 = load float, ptr %327, align 4, !tbaa !10
  %329 = fadd float %325, %328
  %330 = add nuw nsw i64 %313, 4
  %331 = icmp eq i64 %330, 2048
  br i1 %331, label %310, label %312, !llvm.loop !19

332:                                              ; preds = %310
  %333 = getelementptr inbounds ptr, ptr %1, i64 1
  %334 = load ptr, ptr %333, align 8, !tbaa !6
  br label %335

335:                                              ; preds = %310, %332
  %336 = phi ptr [ %334, %332 ], [ @.str.2, %310 ]
  %337 = fpext float %329 to double
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %337, ptr noundef %336)
  %339 = load ptr, ptr %82, align 8, !tbaa !6
  %340 = call i32 @cudaFree(ptr noundef %339)
  %341 = load ptr, ptr %83, align 8, !tbaa !6
  %342 = call i32 @cudaFree(ptr noundef %341)
  %343 = load ptr, ptr %84, align 8, !tbaa !6
  %344 = call i32 @cudaFree(ptr noundef %343)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @cudaGetLastError() local_unnamed_addr #2

; Function Attrs: noinline norecurse uwtable
define internal fastcc void @_ZL4dampPfi(ptr noundef %0) unnamed_addr #3 {
  %2 = alloca ptr, align 8
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [3 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [3 x ptr], align 16
  %18 = tail call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %33

20:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17)
  store ptr %0, ptr %10, align 8, !tbaa !6
  store float 5.000000e-01, ptr %11, align 4, !tbaa !10
  store i32 2048, ptr %12, align 4, !tbaa !12
  store ptr %10, ptr %17, align 16
  %21 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %11, ptr %21, align 8
  %22 = getelementptr inbounds ptr, ptr %17, i64 2
  store ptr %12, ptr %22, align 16
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  %24 = load i64, ptr %15, align 8
  %25 = load ptr, ptr %16, align 8
  %26 = load i64, ptr %13, align 8
  %27 = getelementptr inbounds i8, ptr %13, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = load i64, ptr %14, align 8
  %30 = getelementptr inbounds i8, ptr %14, i64 8
  %31 = load i32, ptr %30, align 8
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePffi, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17)
  br label %33

33:                                               ; preds = %20, %1
  %34 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store ptr %0, ptr %2, align 8, !tbaa !6
  store float -1.250000e-01, ptr %3, align 4, !tbaa !10
  store i32 2048, ptr %4, align 4, !tbaa !12
  store ptr %2, ptr %9, align 16
  %37 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %3, ptr %37, align 8
  %38 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %4, ptr %38, align 16
  %39 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %40 = load i64, ptr %7, align 8
  %41 = load ptr, ptr %8, align 8
  %42 = load i64, ptr %5, align 8
  %43 = getelementptr inbounds i8, ptr %5, i64 8
  %44 = load i32, ptr %43, align 8
  %45 = load i64, ptr %6, align 8
  %46 = getelementptr inbounds i8, ptr %6, i64 8
  %47 = load i32, ptr %46, align 8
  %48 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__offsetPffi, i64 %42, i32 %44, i64 %45, i32 %47, ptr noundef nonnull %9, i64 noundef %40, ptr noundef %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  br label %49

49:                                               ; preds = %36, %33
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare ptr @cudaGetErrorString(i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { cold }
attributes #8 = { noreturn nounwind }

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
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
