; ModuleID = 'tests/cuda/exec_streams.cu'
source_filename = "tests/cuda/exec_streams.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__add_onePfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !10
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__twicePfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePfPKfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_streams(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [3 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [2 x ptr], align 16
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [2 x ptr], align 16
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca [64 x float], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #7
  %30 = sext i32 %0 to i64
  %31 = shl nsw i64 %30, 2
  %32 = call i32 @cudaMalloc(ptr noundef nonnull %24, i64 noundef %31)
  %33 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #7
  %34 = call i32 @cudaStreamCreate(ptr noundef nonnull %26)
  %35 = call i32 @cudaStreamCreateWithFlags(ptr noundef nonnull %27, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #7
  %36 = call i32 @cudaEventCreateWithFlags(ptr noundef nonnull %28, i32 noundef 2)
  %37 = load ptr, ptr %24, align 8, !tbaa !6
  %38 = load ptr, ptr %26, align 8, !tbaa !6
  %39 = call i32 @cudaMemsetAsync(ptr noundef %37, i32 noundef 0, i64 noundef %31, ptr noundef %38)
  %40 = add nsw i32 %0, 127
  %41 = sdiv i32 %40, 128
  %42 = load ptr, ptr %26, align 8, !tbaa !6
  %43 = zext i32 %41 to i64
  %44 = or i64 %43, 4294967296
  %45 = call i32 @__cudaPushCallConfiguration(i64 %44, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef %42)
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %60

47:                                               ; preds = %1
  %48 = load ptr, ptr %24, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23)
  store ptr %48, ptr %17, align 8, !tbaa !6
  store i32 %0, ptr %18, align 4, !tbaa !10
  store ptr %17, ptr %23, align 16
  %49 = getelementptr inbounds ptr, ptr %23, i64 1
  store ptr %18, ptr %49, align 8
  %50 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22)
  %51 = load i64, ptr %21, align 8
  %52 = load ptr, ptr %22, align 8
  %53 = load i64, ptr %19, align 8
  %54 = getelementptr inbounds i8, ptr %19, i64 8
  %55 = load i32, ptr %54, align 8
  %56 = load i64, ptr %20, align 8
  %57 = getelementptr inbounds i8, ptr %20, i64 8
  %58 = load i32, ptr %57, align 8
  %59 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePfi, i64 %53, i32 %55, i64 %56, i32 %58, ptr noundef nonnull %23, i64 noundef %51, ptr noundef %52)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23)
  br label %60

60:                                               ; preds = %47, %1
  %61 = load ptr, ptr %26, align 8, !tbaa !6
  %62 = call i32 @__cudaPushCallConfiguration(i64 %44, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef %61)
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %64, label %77

64:                                               ; preds = %60
  %65 = load ptr, ptr %24, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  store ptr %65, ptr %10, align 8, !tbaa !6
  store i32 %0, ptr %11, align 4, !tbaa !10
  store ptr %10, ptr %16, align 16
  %66 = getelementptr inbounds ptr, ptr %16, i64 1
  store ptr %11, ptr %66, align 8
  %67 = call i32 @__cudaPopCallConfiguration(ptr nonnull %12, ptr nonnull %13, ptr nonnull %14, ptr nonnull %15)
  %68 = load i64, ptr %14, align 8
  %69 = load ptr, ptr %15, align 8
  %70 = load i64, ptr %12, align 8
  %71 = getelementptr inbounds i8, ptr %12, i64 8
  %72 = load i32, ptr %71, align 8
  %73 = load i64, ptr %13, align 8
  %74 = getelementptr inbounds i8, ptr %13, i64 8
  %75 = load i32, ptr %74, align 8
  %76 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePfi, i64 %70, i32 %72, i64 %73, i32 %75, ptr noundef nonnull %16, i64 noundef %68, ptr noundef %69)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  br label %77

77:                                               ; preds = %64, %60
  %78 = load ptr, ptr %28, align 8, !tbaa !6
  %79 = load ptr, ptr %26, align 8, !tbaa !6
  %80 = call i32 @cudaEventRecord(ptr noundef %78, ptr noundef %79)
  %81 = load ptr, ptr %27, align 8, !tbaa !6
  %82 = load ptr, ptr %28, align 8, !tbaa !6
  %83 = call i32 @cudaStreamWaitEvent(ptr noundef %81, ptr noundef %82, i32 noundef 0)
  %84 = load ptr, ptr %27, align 8, !tbaa !6
  %85 = call i32 @__cudaPushCallConfiguration(i64 %44, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef %84)
  %86 = icmp eq i32 %85, 0
  br i1 %86, label %87, label %102

87:                                               ; preds = %77
  %88 = load ptr, ptr %25, align 8, !tbaa !6
  %89 = load ptr, ptr %24, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store ptr %88, ptr %2, align 8, !tbaa !6
  store ptr %89, ptr %3, align 8, !tbaa !6
  store i32 %0, ptr %4, align 4, !tbaa !10
  store ptr %2, ptr %9, align 16
  %90 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %3, ptr %90, align 8
  %91 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %4, ptr %91, align 16
  %92 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %93 = load i64, ptr %7, align 8
  %94 = load ptr, ptr %8, align 8
  %95 = load i64, ptr %5, align 8
  %96 = getelementptr inbounds i8, ptr %5, i64 8
  %97 = load i32, ptr %96, align 8
  %98 = load i64, ptr %6, align 8
  %99 = getelementptr inbounds i8, ptr %6, i64 8
  %100 = load i32, ptr %99, align 8
  %101 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePfPKfi, i64 %95, i32 %97, i64 %98, i32 %100, ptr noundef nonnull %9, i64 noundef %93, ptr noundef %94)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  br label %102

102:                                              ; preds = %87, %77
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %29) #7
  %103 = call i32 @llvm.smin.i32(i32 %0, i32 64)
  %104 = load ptr, ptr %25, align 8, !tbaa !6
  %105 = sext i32 %103 to i64
  %106 = shl nsw i64 %105, 2
  %107 = load ptr, ptr %27, align 8, !tbaa !6
  %108 = call i32 @cudaMemcpyAsync(ptr noundef nonnull %29, ptr noundef %104, i64 noundef %106, i32 noundef 2, ptr noundef %107)
  %109 = load ptr, ptr %27, align 8, !tbaa !6
  %110 = call i32 @cudaStreamSynchronize(ptr noundef %109)
  %111 = load ptr, ptr %27, align 8, !tbaa !6
  %112 = call i32 @cudaStreamQuery(ptr noundef %111)
  %113 = icmp ne i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = icmp sgt i32 %0, 0
  br i1 %115, label %116, label %139

116:                                              ; preds = %102
  %117 = call i32 @llvm.smax.i32(i32 %103, i32 1)
  %118 = zext i32 %117 to i64
  %119 = icmp ult i32 %117, 4
  br i1 %119, label %136, label %120

120:                                              ; preds = %116
  %121 = and i64 %118, 2147483644
  %122 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %114, i64 0
  br label %123

123:                                              ; preds = %123, %120
  %124 = phi i64 [ 0, %120 ], [ %131, %123 ]
  %125 = phi <4 x i32> [ %122, %120 ], [ %130, %123 ]
  %126 = getelementptr inbounds [64 x float], ptr %29, i64 0, i64 %124
  %127 = load <4 x float>, ptr %126, align 16, !tbaa !12
  %128 = fcmp une <4 x float> %127, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %129 = zext <4 x i1> %128 to <4 x i32>
  %130 = add <4 x i32> %125, %129
  %131 = add nuw i64 %124, 4
  %132 = icmp eq i64 %131, %121
  br i1 %132, label %133, label %123, !llvm.loop !14

133:                                              ; preds = %123
  %134 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %130)
  %135 = icmp eq i64 %121, %118
  br i1 %135, label %139, label %136

136:                                              ; preds = %116, %133
  %137 = phi i64 [ 0, %116 ], [ %121, %133 ]
  %138 = phi i32 [ %114, %116 ], [ %134, %133 ]
  br label %151

139:                                              ; preds = %151, %133, %102
  %140 = phi i32 [ %114, %102 ], [ %134, %133 ], [ %158, %151 ]
  %141 = load ptr, ptr %28, align 8, !tbaa !6
  %142 = call i32 @cudaEventDestroy(ptr noundef %141)
  %143 = load ptr, ptr %26, align 8, !tbaa !6
  %144 = call i32 @cudaStreamDestroy(ptr noundef %143)
  %145 = load ptr, ptr %27, align 8, !tbaa !6
  %146 = call i32 @cudaStreamDestroy(ptr noundef %145)
  %147 = load ptr, ptr %24, align 8, !tbaa !6
  %148 = call i32 @cudaFree(ptr noundef %147)
  %149 = load ptr, ptr %25, align 8, !tbaa !6
  %150 = call i32 @cudaFree(ptr noundef %149)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %29) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #7
  ret i32 %140

151:                                              ; preds = %136, %151
  %152 = phi i64 [ %159, %151 ], [ %137, %136 ]
  %153 = phi i32 [ %158, %151 ], [ %138, %136 ]
  %154 = getelementptr inbounds [64 x float], ptr %29, i64 0, i64 %152
  %155 = load float, ptr %154, align 4, !tbaa !12
  %156 = fcmp une float %155, 4.000000e+00
  %157 = zext i1 %156 to i32
  %158 = add nuw nsw i32 %153, %157
  %159 = add nuw nsw i64 %152, 1
  %160 = icmp eq i64 %159, %118
  br i1 %160, label %139, label %151, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaStreamCreate(ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaEventCreateWithFlags(ptr noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaMemsetAsync(ptr noundef, i32 noundef, i64 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaEventRecord(ptr noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamWaitEvent(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaMemcpyAsync(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamSynchronize(ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamQuery(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaEventDestroy(ptr noundef) local_unnamed_addr #3

declare i32 @cudaStreamDestroy(ptr noundef) local_unnamed_addr #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define dso_local i32 @destroyed_event(i32 noundef %0) local_unnamed_addr #4 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7
  %3 = call i32 @cudaEventCreate(ptr noundef nonnull %2)
  %4 = load ptr, ptr %2, align 8, !tbaa !6
  %5 = call i32 @cudaEventDestroy(ptr noundef %4)
  %6 = load ptr, ptr %2, align 8, !tbaa !6
  %7 = call i32 @cudaEventRecord(ptr noundef %6, ptr noundef null)
  %8 = add nsw i32 %7, %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7
  ret i32 %8
}

declare i32 @cudaEventCreate(ptr noundef) local_unnamed_addr #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

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
