; ModuleID = 'tests/cuda/renumbered.cu'
source_filename = "tests/cuda/renumbered.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4mainE6host_x = internal global [3500 x float] zeroinitializer, align 16
@_ZZ4mainE4back = internal global [3500 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [22 x i8] c"renumbered: sum %.1f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__scalePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__reluPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__shiftPKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__shiftPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x ptr], align 16
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [3 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [2 x ptr], align 16
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  br label %27

27:                                               ; preds = %27, %0
  %28 = phi i64 [ 0, %0 ], [ %37, %27 ]
  %29 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %38, %27 ]
  %30 = add <4 x i16> %29, <i16 4, i16 4, i16 4, i16 4>
  %31 = urem <4 x i16> %29, <i16 13, i16 13, i16 13, i16 13>
  %32 = urem <4 x i16> %30, <i16 13, i16 13, i16 13, i16 13>
  %33 = uitofp <4 x i16> %31 to <4 x float>
  %34 = uitofp <4 x i16> %32 to <4 x float>
  %35 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %28
  store <4 x float> %33, ptr %35, align 16, !tbaa !12
  %36 = getelementptr inbounds float, ptr %35, i64 4
  store <4 x float> %34, ptr %36, align 16, !tbaa !12
  %37 = add nuw i64 %28, 8
  %38 = add <4 x i16> %29, <i16 8, i16 8, i16 8, i16 8>
  %39 = icmp eq i64 %37, 3496
  br i1 %39, label %40, label %27, !llvm.loop !14

40:                                               ; preds = %27
  store float 1.200000e+01, ptr getelementptr inbounds ([3500 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 3496), align 16, !tbaa !12
  store float 0.000000e+00, ptr getelementptr inbounds ([3500 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 3497), align 4, !tbaa !12
  store float 1.000000e+00, ptr getelementptr inbounds ([3500 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 3498), align 8, !tbaa !12
  store float 2.000000e+00, ptr getelementptr inbounds ([3500 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 3499), align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #4
  %41 = call i32 @cudaMalloc(ptr noundef nonnull %23, i64 noundef 14000)
  %42 = call i32 @cudaMalloc(ptr noundef nonnull %24, i64 noundef 14000)
  %43 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef 14000)
  %44 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef 14000)
  %45 = load ptr, ptr %23, align 8, !tbaa !6
  %46 = call i32 @cudaMemcpy(ptr noundef %45, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 14000, i32 noundef 1)
  %47 = call i32 @__cudaPushCallConfiguration(i64 8589934595, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %63

49:                                               ; preds = %40
  %50 = load ptr, ptr %23, align 8, !tbaa !6
  %51 = load ptr, ptr %24, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22)
  store ptr %50, ptr %16, align 8, !tbaa !6
  store ptr %51, ptr %17, align 8, !tbaa !6
  store ptr %16, ptr %22, align 16
  %52 = getelementptr inbounds ptr, ptr %22, i64 1
  store ptr %17, ptr %52, align 8
  %53 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21)
  %54 = load i64, ptr %20, align 8
  %55 = load ptr, ptr %21, align 8
  %56 = load i64, ptr %18, align 8
  %57 = getelementptr inbounds i8, ptr %18, i64 8
  %58 = load i32, ptr %57, align 8
  %59 = load i64, ptr %19, align 8
  %60 = getelementptr inbounds i8, ptr %19, i64 8
  %61 = load i32, ptr %60, align 8
  %62 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPf, i64 %56, i32 %58, i64 %59, i32 %61, ptr noundef nonnull %22, i64 noundef %54, ptr noundef %55)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  br label %63

63:                                               ; preds = %49, %40
  %64 = call i32 @__cudaPushCallConfiguration(i64 4294967324, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %81

66:                                               ; preds = %63
  %67 = load ptr, ptr %24, align 8, !tbaa !6
  %68 = load ptr, ptr %25, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %15)
  store ptr %67, ptr %8, align 8, !tbaa !6
  store ptr %68, ptr %9, align 8, !tbaa !6
  store i32 3500, ptr %10, align 4, !tbaa !10
  store ptr %8, ptr %15, align 16
  %69 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %9, ptr %69, align 8
  %70 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %10, ptr %70, align 16
  %71 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %72 = load i64, ptr %13, align 8
  %73 = load ptr, ptr %14, align 8
  %74 = load i64, ptr %11, align 8
  %75 = getelementptr inbounds i8, ptr %11, i64 8
  %76 = load i32, ptr %75, align 8
  %77 = load i64, ptr %12, align 8
  %78 = getelementptr inbounds i8, ptr %12, i64 8
  %79 = load i32, ptr %78, align 8
  %80 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %74, i32 %76, i64 %77, i32 %79, ptr noundef nonnull %15, i64 noundef %72, ptr noundef %73)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %15)
  br label %81

81:                                               ; preds = %66, %63
  %82 = call i32 @__cudaPushCallConfiguration(i64 30064771077, i32 1, i64 34359738384, i32 1, i64 noundef 0, ptr noundef null)
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %98

84:                                               ; preds = %81
  %85 = load ptr, ptr %25, align 8, !tbaa !6
  %86 = load ptr, ptr %26, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %85, ptr %1, align 8, !tbaa !6
  store ptr %86, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  %87 = getelementptr inbounds ptr, ptr %7, i64 1
  store ptr %2, ptr %87, align 8
  %88 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %89 = load i64, ptr %5, align 8
  %90 = load ptr, ptr %6, align 8
  %91 = load i64, ptr %3, align 8
  %92 = getelementptr inbounds i8, ptr %3, i64 8
  %93 = load i32, ptr %92, align 8
  %94 = load i64, ptr %4, align 8
  %95 = getelementptr inbounds i8, ptr %4, i64 8
  %96 = load i32, ptr %95, align 8
  %97 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__shiftPKfPf, i64 %91, i32 %93, i64 %94, i32 %96, ptr noundef nonnull %7, i64 noundef %89, ptr noundef %90)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %98

98:                                               ; preds = %84, %81
  %99 = load ptr, ptr %26, align 8, !tbaa !6
  %100 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %99, i64 noundef 14000, i32 noundef 2)
  br label %112

101:                                              ; preds = %112
  %102 = fpext float %133 to double
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %102)
  %104 = load ptr, ptr %23, align 8, !tbaa !6
  %105 = call i32 @cudaFree(ptr noundef %104)
  %106 = load ptr, ptr %24, align 8, !tbaa !6
  %107 = call i32 @cudaFree(ptr noundef %106)
  %108 = load ptr, ptr %25, align 8, !tbaa !6
  %109 = call i32 @cudaFree(ptr noundef %108)
  %110 = load ptr, ptr %26, align 8, !tbaa !6
  %111 = call i32 @cudaFree(ptr noundef %110)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23) #4
  ret i32 0

112:                                              ; preds = %112, %98
  %113 = phi i64 [ 0, %98 ], [ %134, %112 ]
  %114 = phi float [ 0.000000e+00, %98 ], [ %133, %112 ]
  %115 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE4back, i64 0, i64 %113
  %116 = load float, ptr %115, align 4, !tbaa !12
  %117 = fadd float %114, %116
  %118 = add nuw nsw i64 %113, 1
  %119 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE4back, i64 0, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !12
  %121 = fadd float %117, %120
  %122 = add nuw nsw i64 %113, 2
  %123 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE4back, i64 0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !12
  %125 = fadd float %121, %124
  %126 = add nuw nsw i64 %113, 3
  %127 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE4back, i64 0, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !12
  %129 = fadd float %125, %128
  %130 = add nuw nsw i64 %113, 4
  %131 = getelementptr inbounds [3500 x float], ptr @_ZZ4mainE4back, i64 0, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !12
  %133 = fadd float %129, %132
  %134 = add nuw nsw i64 %113, 5
  %135 = icmp eq i64 %134, 3500
  br i1 %135, label %101, label %112, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #2

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!18 = distinct !{!18, !15}
