; ModuleID = 'tests/cuda/guarded_rounds.cu'
source_filename = "tests/cuda/guarded_rounds.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"guarded_rounds: sum %.1f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__tile_scalePKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__tile_scalePKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__tile_uPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__tile_uPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z30__device_stub__tile_flat_guardPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__tile_flat_guardPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_guarded_rounds(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x ptr], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.dim3, align 8
  %17 = alloca %struct.dim3, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca [4 x ptr], align 16
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.dim3, align 8
  %26 = alloca %struct.dim3, align 8
  %27 = alloca i64, align 8
  %28 = alloca ptr, align 8
  %29 = alloca [4 x ptr], align 16
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.dim3, align 8
  %35 = alloca %struct.dim3, align 8
  %36 = alloca i64, align 8
  %37 = alloca ptr, align 8
  %38 = alloca [4 x ptr], align 16
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = sext i32 %0 to i64
  %45 = sext i32 %1 to i64
  %46 = shl nsw i64 %44, 2
  %47 = mul i64 %46, %45
  %48 = tail call noalias ptr @malloc(i64 noundef %47) #8
  %49 = mul nsw i32 %1, %0
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %75

51:                                               ; preds = %2
  %52 = zext i32 %49 to i64
  %53 = icmp ult i32 %49, 8
  br i1 %53, label %73, label %54

54:                                               ; preds = %51
  %55 = and i64 %52, 4294967288
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i64 [ 0, %54 ], [ %68, %56 ]
  %58 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %54 ], [ %69, %56 ]
  %59 = add <4 x i32> %58, <i32 4, i32 4, i32 4, i32 4>
  %60 = urem <4 x i32> %58, <i32 19, i32 19, i32 19, i32 19>
  %61 = urem <4 x i32> %59, <i32 19, i32 19, i32 19, i32 19>
  %62 = sitofp <4 x i32> %60 to <4 x float>
  %63 = sitofp <4 x i32> %61 to <4 x float>
  %64 = fadd <4 x float> %62, <float -9.000000e+00, float -9.000000e+00, float -9.000000e+00, float -9.000000e+00>
  %65 = fadd <4 x float> %63, <float -9.000000e+00, float -9.000000e+00, float -9.000000e+00, float -9.000000e+00>
  %66 = getelementptr inbounds float, ptr %48, i64 %57
  store <4 x float> %64, ptr %66, align 4, !tbaa !12
  %67 = getelementptr inbounds float, ptr %66, i64 4
  store <4 x float> %65, ptr %67, align 4, !tbaa !12
  %68 = add nuw i64 %57, 8
  %69 = add <4 x i32> %58, <i32 8, i32 8, i32 8, i32 8>
  %70 = icmp eq i64 %68, %55
  br i1 %70, label %71, label %56, !llvm.loop !14

71:                                               ; preds = %56
  %72 = icmp eq i64 %55, %52
  br i1 %72, label %75, label %73

73:                                               ; preds = %51, %71
  %74 = phi i64 [ 0, %51 ], [ %55, %71 ]
  br label %93

75:                                               ; preds = %93, %71, %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #9
  %76 = call i32 @cudaMalloc(ptr noundef nonnull %39, i64 noundef %47)
  %77 = call i32 @cudaMalloc(ptr noundef nonnull %40, i64 noundef %47)
  %78 = call i32 @cudaMalloc(ptr noundef nonnull %41, i64 noundef %47)
  %79 = call i32 @cudaMalloc(ptr noundef nonnull %42, i64 noundef %47)
  %80 = call i32 @cudaMalloc(ptr noundef nonnull %43, i64 noundef %47)
  %81 = load ptr, ptr %39, align 8, !tbaa !6
  %82 = call i32 @cudaMemcpy(ptr noundef %81, ptr noundef %48, i64 noundef %47, i32 noundef 1)
  %83 = add nsw i32 %1, 31
  %84 = sdiv i32 %83, 32
  %85 = add nsw i32 %0, 31
  %86 = sdiv i32 %85, 32
  %87 = zext i32 %84 to i64
  %88 = zext i32 %86 to i64
  %89 = shl nuw i64 %88, 32
  %90 = or i64 %89, %87
  %91 = call i32 @__cudaPushCallConfiguration(i64 %90, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %102, label %118

93:                                               ; preds = %73, %93
  %94 = phi i64 [ %100, %93 ], [ %74, %73 ]
  %95 = trunc i64 %94 to i32
  %96 = urem i32 %95, 19
  %97 = sitofp i32 %96 to float
  %98 = fadd float %97, -9.000000e+00
  %99 = getelementptr inbounds float, ptr %48, i64 %94
  store float %98, ptr %99, align 4, !tbaa !12
  %100 = add nuw nsw i64 %94, 1
  %101 = icmp eq i64 %100, %52
  br i1 %101, label %75, label %93, !llvm.loop !18

102:                                              ; preds = %75
  %103 = load ptr, ptr %39, align 8, !tbaa !6
  %104 = load ptr, ptr %40, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %38)
  store ptr %103, ptr %30, align 8, !tbaa !6, !noalias !19
  store ptr %104, ptr %31, align 8, !tbaa !6, !noalias !19
  store i32 %0, ptr %32, align 4, !tbaa !10, !noalias !19
  store i32 %1, ptr %33, align 4, !tbaa !10, !noalias !19
  store ptr %30, ptr %38, align 16, !noalias !19
  %105 = getelementptr inbounds ptr, ptr %38, i64 1
  store ptr %31, ptr %105, align 8, !noalias !19
  %106 = getelementptr inbounds ptr, ptr %38, i64 2
  store ptr %32, ptr %106, align 16, !noalias !19
  %107 = getelementptr inbounds ptr, ptr %38, i64 3
  store ptr %33, ptr %107, align 8, !noalias !19
  %108 = call i32 @__cudaPopCallConfiguration(ptr nonnull %34, ptr nonnull %35, ptr nonnull %36, ptr nonnull %37)
  %109 = load i64, ptr %36, align 8, !noalias !19
  %110 = load ptr, ptr %37, align 8, !noalias !19
  %111 = load i64, ptr %34, align 8, !noalias !19
  %112 = getelementptr inbounds i8, ptr %34, i64 8
  %113 = load i32, ptr %112, align 8, !noalias !19
  %114 = load i64, ptr %35, align 8, !noalias !19
  %115 = getelementptr inbounds i8, ptr %35, i64 8
  %116 = load i32, ptr %115, align 8, !noalias !19
  %117 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__tile_scalePKfPfii, i64 %111, i32 %113, i64 %114, i32 %116, ptr noundef nonnull %38, i64 noundef %109, ptr noundef %110)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %38)
  br label %118

118:                                              ; preds = %102, %75
  %119 = call i32 @__cudaPushCallConfiguration(i64 %90, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %120 = icmp eq i32 %119, 0
  br i1 %120, label %121, label %137

121:                                              ; preds = %118
  %122 = load ptr, ptr %40, align 8, !tbaa !6
  %123 = load ptr, ptr %41, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %29)
  store ptr %122, ptr %21, align 8, !tbaa !6, !noalias !23
  store ptr %123, ptr %22, align 8, !tbaa !6, !noalias !23
  store i32 %0, ptr %23, align 4, !tbaa !10, !noalias !23
  store i32 %1, ptr %24, align 4, !tbaa !10, !noalias !23
  store ptr %21, ptr %29, align 16, !noalias !23
  %124 = getelementptr inbounds ptr, ptr %29, i64 1
  store ptr %22, ptr %124, align 8, !noalias !23
  %125 = getelementptr inbounds ptr, ptr %29, i64 2
  store ptr %23, ptr %125, align 16, !noalias !23
  %126 = getelementptr inbounds ptr, ptr %29, i64 3
  store ptr %24, ptr %126, align 8, !noalias !23
  %127 = call i32 @__cudaPopCallConfiguration(ptr nonnull %25, ptr nonnull %26, ptr nonnull %27, ptr nonnull %28)
  %128 = load i64, ptr %27, align 8, !noalias !23
  %129 = load ptr, ptr %28, align 8, !noalias !23
  %130 = load i64, ptr %25, align 8, !noalias !23
  %131 = getelementptr inbounds i8, ptr %25, i64 8
  %132 = load i32, ptr %131, align 8, !noalias !23
  %133 = load i64, ptr %26, align 8, !noalias !23
  %134 = getelementptr inbounds i8, ptr %26, i64 8
  %135 = load i32, ptr %134, align 8, !noalias !23
  %136 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__tile_uPKfPfii, i64 %130, i32 %132, i64 %133, i32 %135, ptr noundef nonnull %29, i64 noundef %128, ptr noundef %129)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %29)
  br label %137

137:                                              ; preds = %121, %118
  %138 = call i32 @__cudaPushCallConfiguration(i64 %90, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %156

140:                                              ; preds = %137
  %141 = load ptr, ptr %41, align 8, !tbaa !6
  %142 = load ptr, ptr %42, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20)
  store ptr %141, ptr %12, align 8, !tbaa !6, !noalias !27
  store ptr %142, ptr %13, align 8, !tbaa !6, !noalias !27
  store i32 %0, ptr %14, align 4, !tbaa !10, !noalias !27
  store i32 %1, ptr %15, align 4, !tbaa !10, !noalias !27
  store ptr %12, ptr %20, align 16, !noalias !27
  %143 = getelementptr inbounds ptr, ptr %20, i64 1
  store ptr %13, ptr %143, align 8, !noalias !27
  %144 = getelementptr inbounds ptr, ptr %20, i64 2
  store ptr %14, ptr %144, align 16, !noalias !27
  %145 = getelementptr inbounds ptr, ptr %20, i64 3
  store ptr %15, ptr %145, align 8, !noalias !27
  %146 = call i32 @__cudaPopCallConfiguration(ptr nonnull %16, ptr nonnull %17, ptr nonnull %18, ptr nonnull %19)
  %147 = load i64, ptr %18, align 8, !noalias !27
  %148 = load ptr, ptr %19, align 8, !noalias !27
  %149 = load i64, ptr %16, align 8, !noalias !27
  %150 = getelementptr inbounds i8, ptr %16, i64 8
  %151 = load i32, ptr %150, align 8, !noalias !27
  %152 = load i64, ptr %17, align 8, !noalias !27
  %153 = getelementptr inbounds i8, ptr %17, i64 8
  %154 = load i32, ptr %153, align 8, !noalias !27
  %155 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__tile_scalePKfPfii, i64 %149, i32 %151, i64 %152, i32 %154, ptr noundef nonnull %20, i64 noundef %147, ptr noundef %148)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20)
  br label %156

156:                                              ; preds = %140, %137
  %157 = call i32 @__cudaPushCallConfiguration(i64 %90, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %175

159:                                              ; preds = %156
  %160 = load ptr, ptr %42, align 8, !tbaa !6
  %161 = load ptr, ptr %43, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr %160, ptr %3, align 8, !tbaa !6, !noalias !31
  store ptr %161, ptr %4, align 8, !tbaa !6, !noalias !31
  store i32 %0, ptr %5, align 4, !tbaa !10, !noalias !31
  store i32 %1, ptr %6, align 4, !tbaa !10, !noalias !31
  store ptr %3, ptr %11, align 16, !noalias !31
  %162 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %4, ptr %162, align 8, !noalias !31
  %163 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %5, ptr %163, align 16, !noalias !31
  %164 = getelementptr inbounds ptr, ptr %11, i64 3
  store ptr %6, ptr %164, align 8, !noalias !31
  %165 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %166 = load i64, ptr %9, align 8, !noalias !31
  %167 = load ptr, ptr %10, align 8, !noalias !31
  %168 = load i64, ptr %7, align 8, !noalias !31
  %169 = getelementptr inbounds i8, ptr %7, i64 8
  %170 = load i32, ptr %169, align 8, !noalias !31
  %171 = load i64, ptr %8, align 8, !noalias !31
  %172 = getelementptr inbounds i8, ptr %8, i64 8
  %173 = load i32, ptr %172, align 8, !noalias !31
  %174 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__tile_flat_guardPKfPfii, i64 %168, i32 %170, i64 %171, i32 %173, ptr noundef nonnull %11, i64 noundef %166, ptr noundef %167)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  br label %175

175:                                              ; preds = %159, %156
  %176 = load ptr, ptr %43, align 8, !tbaa !6
  %177 = call i32 @cudaMemcpy(ptr noundef %48, ptr noundef %176, i64 noundef %47, i32 noundef 2)
  br i1 %50, label %178, label %202

178:                                              ; preds = %175
  %179 = zext i32 %49 to i64
  %180 = and i64 %179, 7
  %181 = icmp ult i32 %49, 8
  br i1 %181, label %184, label %182

182:                                              ; preds = %178
  %183 = and i64 %179, 4294967288
  br label %215

184:                                              ; preds = %215, %178
  %185 = phi float [ undef, %178 ], [ %249, %215 ]
  %186 = phi i64 [ 0, %178 ], [ %250, %215 ]
  %187 = phi float [ 0.000000e+00, %178 ], [ %249, %215 ]
  %188 = icmp eq i64 %180, 0
  br i1 %188, label %199, label %189

189:                                              ; preds = %184, %189
  %190 = phi i64 [ %196, %189 ], [ %186, %184 ]
  %191 = phi float [ %195, %189 ], [ %187, %184 ]
  %192 = phi i64 [ %197, %189 ], [ 0, %184 ]
  %193 = getelementptr inbounds float, ptr %48, i64 %190
  %194 = load float, ptr %193, align 4, !tbaa !12
  %195 = fadd float %191, %194
  %196 = add nuw nsw i64 %190, 1
  %197 = add i64 %192, 1
  %198 = icmp eq i64 %197, %180
  br i1 %198, label %199, label %189, !llvm.loop !35

199:                                              ; preds = %189, %184
  %200 = phi float [ %185, %184 ], [ %195, %189 ]
  %201 = fpext float %200 to double
  br label %202

202:                                              ; preds = %199, %175
  %203 = phi double [ 0.000000e+00, %175 ], [ %201, %199 ]
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %203)
  %205 = load ptr, ptr %39, align 8, !tbaa !6
  %206 = call i32 @cudaFree(ptr noundef %205)
  %207 = load ptr, ptr %40, align 8, !tbaa !6
  %208 = call i32 @cudaFree(ptr noundef %207)
  %209 = load ptr, ptr %41, align 8, !tbaa !6
  %210 = call i32 @cudaFree(ptr noundef %209)
  %211 = load ptr, ptr %42, align 8, !tbaa !6
  %212 = call i32 @cudaFree(ptr noundef %211)
  %213 = load ptr, ptr %43, align 8, !tbaa !6
  %214 = call i32 @cudaFree(ptr noundef %213)
  call void @free(ptr noundef %48) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #9
  ret i32 0

215:                                              ; preds = %215, %182
  %216 = phi i64 [ 0, %182 ], [ %250, %215 ]
  %217 = phi float [ 0.000000e+00, %182 ], [ %249, %215 ]
  %218 = phi i64 [ 0, %182 ], [ %251, %215 ]
  %219 = getelementptr inbounds float, ptr %48, i64 %216
  %220 = load float, ptr %219, align 4, !tbaa !12
  %221 = fadd float %217, %220
  %222 = or i64 %216, 1
  %223 = getelementptr inbounds float, ptr %48, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !12
  %225 = fadd float %221, %224
  %226 = or i64 %216, 2
  %227 = getelementptr inbounds float, ptr %48, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !12
  %229 = fadd float %225, %228
  %230 = or i64 %216, 3
  %231 = getelementptr inbounds float, ptr %48, i64 %230
  %232 = load float, ptr %231, align 4, !tbaa !12
  %233 = fadd float %229, %232
  %234 = or i64 %216, 4
  %235 = getelementptr inbounds float, ptr %48, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !12
  %237 = fadd float %233, %236
  %238 = or i64 %216, 5
  %239 = getelementptr inbounds float, ptr %48, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !12
  %241 = fadd float %237, %240
  %242 = or i64 %216, 6
  %243 = getelementptr inbounds float, ptr %48, i64 %242
  %244 = load float, ptr %243, align 4, !tbaa !12
  %245 = fadd float %241, %244
  %246 = or i64 %216, 7
  %247 = getelementptr inbounds float, ptr %48, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !12
  %249 = fadd float %245, %248
  %250 = add nuw nsw i64 %216, 8
  %251 = add i64 %218, 8
  %252 = icmp eq i64 %251, %183
  br i1 %252, label %184, label %215, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #4

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = tail call i32 @run_guarded_rounds(i32 noundef 45, i32 noundef 50)
  ret i32 0
}

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }

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
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !17, !16}
!19 = !{!20, !22}
!20 = distinct !{!20, !21, !"_Z25__device_stub__tile_scalePKfPfii: argument 0"}
!21 = distinct !{!21, !"_Z25__device_stub__tile_scalePKfPfii"}
!22 = distinct !{!22, !21, !"_Z25__device_stub__tile_scalePKfPfii: argument 1"}
!23 = !{!24, !26}
!24 = distinct !{!24, !25, !"_Z21__device_stub__tile_uPKfPfii: argument 0"}
!25 = distinct !{!25, !"_Z21__device_stub__tile_uPKfPfii"}
!26 = distinct !{!26, !25, !"_Z21__device_stub__tile_uPKfPfii: argument 1"}
!27 = !{!28, !30}
!28 = distinct !{!28, !29, !"_Z25__device_stub__tile_scalePKfPfii: argument 0"}
!29 = distinct !{!29, !"_Z25__device_stub__tile_scalePKfPfii"}
!30 = distinct !{!30, !29, !"_Z25__device_stub__tile_scalePKfPfii: argument 1"}
!31 = !{!32, !34}
!32 = distinct !{!32, !33, !"_Z30__device_stub__tile_flat_guardPKfPfii: argument 0"}
!33 = distinct !{!33, !"_Z30__device_stub__tile_flat_guardPKfPfii"}
!34 = distinct !{!34, !33, !"_Z30__device_stub__tile_flat_guardPKfPfii: argument 1"}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = distinct !{!37, !15}
