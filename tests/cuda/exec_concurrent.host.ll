; ModuleID = 'tests/cuda/exec_concurrent.cu'
source_filename = "tests/cuda/exec_concurrent.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }
%struct.cudaFuncAttributes = type { i64, i64, i64, i32, i32, i32, i32, i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__producePfPji(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__producePfPji, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__consumePfPKfPji(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__consumePfPKfPji, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_tiles(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x ptr], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [3 x ptr], align 16
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [4 x ptr], align 16
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca %struct.cudaFuncAttributes, align 8
  %35 = shl nsw i32 %0, 6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #8
  %36 = sext i32 %35 to i64
  %37 = shl nsw i64 %36, 2
  %38 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %37)
  %39 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef %37)
  %40 = sext i32 %0 to i64
  %41 = shl nsw i64 %40, 2
  %42 = call i32 @cudaMalloc(ptr noundef nonnull %31, i64 noundef %41)
  %43 = load ptr, ptr %31, align 8, !tbaa !6
  %44 = call i32 @cudaMemset(ptr noundef %43, i32 noundef 0, i64 noundef %41)
  %45 = call i32 @cudaDeviceSynchronize()
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #8
  %46 = call i32 @cudaStreamCreateWithFlags(ptr noundef nonnull %32, i32 noundef 1)
  %47 = call i32 @cudaStreamCreateWithFlags(ptr noundef nonnull %33, i32 noundef 1)
  %48 = and i32 %1, 16
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %34) #8
  %51 = call i32 @cudaFuncGetAttributes(ptr noundef nonnull %34, ptr noundef nonnull @_Z22__device_stub__producePfPji)
  %52 = call i32 @cudaFuncGetAttributes(ptr noundef nonnull %34, ptr noundef nonnull @_Z22__device_stub__consumePfPKfPji)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %34) #8
  br label %53

53:                                               ; preds = %50, %2
  %54 = and i32 %1, 8
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = zext i32 %0 to i64
  %58 = or i64 %57, 4294967296
  br label %82

59:                                               ; preds = %53
  %60 = load ptr, ptr %33, align 8, !tbaa !6
  %61 = zext i32 %0 to i64
  %62 = or i64 %61, 4294967296
  %63 = call i32 @__cudaPushCallConfiguration(i64 %62, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef %60)
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %82

65:                                               ; preds = %59
  %66 = load ptr, ptr %30, align 8, !tbaa !6
  %67 = load ptr, ptr %29, align 8, !tbaa !6
  %68 = load ptr, ptr %31, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %28)
  store ptr %66, ptr %20, align 8, !tbaa !6
  store ptr %67, ptr %21, align 8, !tbaa !6
  store ptr %68, ptr %22, align 8, !tbaa !6
  store i32 %1, ptr %23, align 4, !tbaa !10
  store ptr %20, ptr %28, align 16
  %69 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %21, ptr %69, align 8
  %70 = getelementptr inbounds ptr, ptr %28, i64 2
  store ptr %22, ptr %70, align 16
  %71 = getelementptr inbounds ptr, ptr %28, i64 3
  store ptr %23, ptr %71, align 8
  %72 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %73 = load i64, ptr %26, align 8
  %74 = load ptr, ptr %27, align 8
  %75 = load i64, ptr %24, align 8
  %76 = getelementptr inbounds i8, ptr %24, i64 8
  %77 = load i32, ptr %76, align 8
  %78 = load i64, ptr %25, align 8
  %79 = getelementptr inbounds i8, ptr %25, i64 8
  %80 = load i32, ptr %79, align 8
  %81 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__consumePfPKfPji, i64 %75, i32 %77, i64 %78, i32 %80, ptr noundef nonnull %28, i64 noundef %73, ptr noundef %74)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %28)
  br label %82

82:                                               ; preds = %56, %59, %65
  %83 = phi i64 [ %58, %56 ], [ %62, %59 ], [ %62, %65 ]
  %84 = load ptr, ptr %32, align 8, !tbaa !6
  %85 = call i32 @__cudaPushCallConfiguration(i64 %83, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef %84)
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %102

87:                                               ; preds = %82
  %88 = load ptr, ptr %29, align 8, !tbaa !6
  %89 = load ptr, ptr %31, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19)
  store ptr %88, ptr %12, align 8, !tbaa !6
  store ptr %89, ptr %13, align 8, !tbaa !6
  store i32 %1, ptr %14, align 4, !tbaa !10
  store ptr %12, ptr %19, align 16
  %90 = getelementptr inbounds ptr, ptr %19, i64 1
  store ptr %13, ptr %90, align 8
  %91 = getelementptr inbounds ptr, ptr %19, i64 2
  store ptr %14, ptr %91, align 16
  %92 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18)
  %93 = load i64, ptr %17, align 8
  %94 = load ptr, ptr %18, align 8
  %95 = load i64, ptr %15, align 8
  %96 = getelementptr inbounds i8, ptr %15, i64 8
  %97 = load i32, ptr %96, align 8
  %98 = load i64, ptr %16, align 8
  %99 = getelementptr inbounds i8, ptr %16, i64 8
  %100 = load i32, ptr %99, align 8
  %101 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__producePfPji, i64 %95, i32 %97, i64 %98, i32 %100, ptr noundef nonnull %19, i64 noundef %93, ptr noundef %94)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19)
  br label %102

102:                                              ; preds = %87, %82
  br i1 %55, label %103, label %124

103:                                              ; preds = %102
  %104 = load ptr, ptr %33, align 8, !tbaa !6
  %105 = call i32 @__cudaPushCallConfiguration(i64 %83, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef %104)
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %124

107:                                              ; preds = %103
  %108 = load ptr, ptr %30, align 8, !tbaa !6
  %109 = load ptr, ptr %29, align 8, !tbaa !6
  %110 = load ptr, ptr %31, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr %108, ptr %3, align 8, !tbaa !6
  store ptr %109, ptr %4, align 8, !tbaa !6
  store ptr %110, ptr %5, align 8, !tbaa !6
  store i32 %1, ptr %6, align 4, !tbaa !10
  store ptr %3, ptr %11, align 16
  %111 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %4, ptr %111, align 8
  %112 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %5, ptr %112, align 16
  %113 = getelementptr inbounds ptr, ptr %11, i64 3
  store ptr %6, ptr %113, align 8
  %114 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %115 = load i64, ptr %9, align 8
  %116 = load ptr, ptr %10, align 8
  %117 = load i64, ptr %7, align 8
  %118 = getelementptr inbounds i8, ptr %7, i64 8
  %119 = load i32, ptr %118, align 8
  %120 = load i64, ptr %8, align 8
  %121 = getelementptr inbounds i8, ptr %8, i64 8
  %122 = load i32, ptr %121, align 8
  %123 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__consumePfPKfPji, i64 %117, i32 %119, i64 %120, i32 %122, ptr noundef nonnull %11, i64 noundef %115, ptr noundef %116)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  br label %124

124:                                              ; preds = %103, %107, %102
  %125 = call i32 @cudaDeviceSynchronize()
  %126 = call noalias ptr @malloc(i64 noundef %37) #9
  %127 = load ptr, ptr %30, align 8, !tbaa !6
  %128 = call i32 @cudaMemcpy(ptr noundef %126, ptr noundef %127, i64 noundef %37, i32 noundef 2)
  %129 = icmp sgt i32 %0, 0
  br i1 %129, label %130, label %133

130:                                              ; preds = %124
  %131 = call i32 @llvm.smax.i32(i32 %35, i32 1)
  %132 = zext i32 %131 to i64
  br label %145

133:                                              ; preds = %145, %124
  %134 = phi i32 [ 0, %124 ], [ %163, %145 ]
  call void @free(ptr noundef %126) #8
  %135 = load ptr, ptr %32, align 8, !tbaa !6
  %136 = call i32 @cudaStreamDestroy(ptr noundef %135)
  %137 = load ptr, ptr %33, align 8, !tbaa !6
  %138 = call i32 @cudaStreamDestroy(ptr noundef %137)
  %139 = load ptr, ptr %29, align 8, !tbaa !6
  %140 = call i32 @cudaFree(ptr noundef %139)
  %141 = load ptr, ptr %30, align 8, !tbaa !6
  %142 = call i32 @cudaFree(ptr noundef %141)
  %143 = load ptr, ptr %31, align 8, !tbaa !6
  %144 = call i32 @cudaFree(ptr noundef %143)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #8
  ret i32 %134

145:                                              ; preds = %130, %145
  %146 = phi i64 [ 0, %130 ], [ %164, %145 ]
  %147 = phi i32 [ 0, %130 ], [ %163, %145 ]
  %148 = trunc i64 %146 to i32
  %149 = lshr i32 %148, 6
  %150 = and i32 %148, 63
  %151 = add nuw nsw i32 %149, 1
  %152 = srem i32 %151, %0
  %153 = getelementptr inbounds float, ptr %126, i64 %146
  %154 = load float, ptr %153, align 4, !tbaa !12
  %155 = sitofp i32 %149 to float
  %156 = sitofp i32 %150 to float
  %157 = call float @llvm.fmuladd.f32(float %155, float 1.000000e+03, float %156)
  %158 = sitofp i32 %152 to float
  %159 = call float @llvm.fmuladd.f32(float %158, float 1.000000e+03, float %157)
  %160 = fadd float %159, %156
  %161 = fcmp une float %154, %160
  %162 = zext i1 %161 to i32
  %163 = add nuw nsw i32 %147, %162
  %164 = add nuw nsw i64 %146, 1
  %165 = icmp eq i64 %164, %132
  br i1 %165, label %133, label %145, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #3

declare i32 @cudaStreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

declare i32 @cudaStreamDestroy(ptr noundef) local_unnamed_addr #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__fillPff(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store float %1, ptr %4, align 4, !tbaa !12
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPff, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__copyPfPKf(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store ptr %1, ptr %4, align 8, !tbaa !6
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__copyPfPKf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_two_streams(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [2 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca float, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [2 x ptr], align 16
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca float, align 4
  %24 = shl nsw i32 %0, 6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #8
  %25 = sext i32 %24 to i64
  %26 = shl nsw i64 %25, 2
  %27 = call i32 @cudaMalloc(ptr noundef nonnull %18, i64 noundef %26)
  %28 = call i32 @cudaMalloc(ptr noundef nonnull %19, i64 noundef %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #8
  %29 = call i32 @cudaStreamCreateWithFlags(ptr noundef nonnull %20, i32 noundef 1)
  %30 = call i32 @cudaStreamCreateWithFlags(ptr noundef nonnull %21, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22) #8
  %31 = call i32 @cudaEventCreate(ptr noundef nonnull %22)
  %32 = load ptr, ptr %20, align 8, !tbaa !6
  %33 = zext i32 %0 to i64
  %34 = or i64 %33, 4294967296
  %35 = call i32 @__cudaPushCallConfiguration(i64 %34, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef %32)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %50

37:                                               ; preds = %3
  %38 = load ptr, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17)
  store ptr %38, ptr %11, align 8, !tbaa !6
  store float 3.000000e+00, ptr %12, align 4, !tbaa !12
  store ptr %11, ptr %17, align 16
  %39 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %12, ptr %39, align 8
  %40 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  %41 = load i64, ptr %15, align 8
  %42 = load ptr, ptr %16, align 8
  %43 = load i64, ptr %13, align 8
  %44 = getelementptr inbounds i8, ptr %13, i64 8
  %45 = load i32, ptr %44, align 8
  %46 = load i64, ptr %14, align 8
  %47 = getelementptr inbounds i8, ptr %14, i64 8
  %48 = load i32, ptr %47, align 8
  %49 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPff, i64 %43, i32 %45, i64 %46, i32 %48, ptr noundef nonnull %17, i64 noundef %41, ptr noundef %42)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17)
  br label %50

50:                                               ; preds = %37, %3
  %51 = load ptr, ptr %22, align 8, !tbaa !6
  %52 = load ptr, ptr %20, align 8, !tbaa !6
  %53 = call i32 @cudaEventRecord(ptr noundef %51, ptr noundef %52)
  %54 = icmp eq i32 %1, 0
  br i1 %54, label %59, label %55

55:                                               ; preds = %50
  %56 = load ptr, ptr %21, align 8, !tbaa !6
  %57 = load ptr, ptr %22, align 8, !tbaa !6
  %58 = call i32 @cudaStreamWaitEvent(ptr noundef %56, ptr noundef %57, i32 noundef 0)
  br label %59

59:                                               ; preds = %55, %50
  %60 = icmp eq i32 %2, 0
  br i1 %60, label %66, label %61

61:                                               ; preds = %59
  %62 = load ptr, ptr %19, align 8, !tbaa !6
  %63 = load ptr, ptr %18, align 8, !tbaa !6
  %64 = load ptr, ptr %21, align 8, !tbaa !6
  %65 = call i32 @cudaMemcpyAsync(ptr noundef %62, ptr noundef %63, i64 noundef %26, i32 noundef 3, ptr noundef %64)
  br label %84

66:                                               ; preds = %59
  %67 = load ptr, ptr %21, align 8, !tbaa !6
  %68 = call i32 @__cudaPushCallConfiguration(i64 %34, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef %67)
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %84

70:                                               ; preds = %66
  %71 = load ptr, ptr %19, align 8, !tbaa !6
  %72 = load ptr, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  store ptr %71, ptr %4, align 8, !tbaa !6
  store ptr %72, ptr %5, align 8, !tbaa !6
  store ptr %4, ptr %10, align 16
  %73 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %5, ptr %73, align 8
  %74 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %75 = load i64, ptr %8, align 8
  %76 = load ptr, ptr %9, align 8
  %77 = load i64, ptr %6, align 8
  %78 = getelementptr inbounds i8, ptr %6, i64 8
  %79 = load i32, ptr %78, align 8
  %80 = load i64, ptr %7, align 8
  %81 = getelementptr inbounds i8, ptr %7, i64 8
  %82 = load i32, ptr %81, align 8
  %83 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__copyPfPKf, i64 %77, i32 %79, i64 %80, i32 %82, ptr noundef nonnull %10, i64 noundef %75, ptr noundef %76)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  br label %84

84:                                               ; preds = %66, %70, %61
  %85 = load ptr, ptr %21, align 8, !tbaa !6
  %86 = call i32 @cudaStreamSynchronize(ptr noundef %85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23) #8
  %87 = load ptr, ptr %19, align 8, !tbaa !6
  %88 = getelementptr inbounds float, ptr %87, i64 %25
  %89 = getelementptr inbounds float, ptr %88, i64 -1
  %90 = call i32 @cudaMemcpy(ptr noundef nonnull %23, ptr noundef nonnull %89, i64 noundef 4, i32 noundef 2)
  %91 = load ptr, ptr %22, align 8, !tbaa !6
  %92 = call i32 @cudaEventDestroy(ptr noundef %91)
  %93 = load ptr, ptr %20, align 8, !tbaa !6
  %94 = call i32 @cudaStreamDestroy(ptr noundef %93)
  %95 = load ptr, ptr %21, align 8, !tbaa !6
  %96 = call i32 @cudaStreamDestroy(ptr noundef %95)
  %97 = load ptr, ptr %18, align 8, !tbaa !6
  %98 = call i32 @cudaFree(ptr noundef %97)
  %99 = load ptr, ptr %19, align 8, !tbaa !6
  %100 = call i32 @cudaFree(ptr noundef %99)
  %101 = load float, ptr %23, align 4, !tbaa !12
  %102 = fcmp une float %101, 3.000000e+00
  %103 = zext i1 %102 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #8
  ret i32 %103
}

declare i32 @cudaEventCreate(ptr noundef) local_unnamed_addr #3

declare i32 @cudaEventRecord(ptr noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamWaitEvent(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaMemcpyAsync(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamSynchronize(ptr noundef) local_unnamed_addr #3

declare i32 @cudaEventDestroy(ptr noundef) local_unnamed_addr #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaFuncGetAttributes(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

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
