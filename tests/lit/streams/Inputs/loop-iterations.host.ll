; ModuleID = 'loop-iterations.cu'
source_filename = "loop-iterations.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZL5ticks = internal unnamed_addr global i32 0, align 4

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__slicePfi(ptr noundef %0, i32 noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_slices(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [2 x ptr], align 16
  %9 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #5
  %10 = shl nsw i32 %0, 5
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 2
  %13 = call i32 @cudaMalloc(ptr noundef nonnull %9, i64 noundef %12)
  %14 = icmp sgt i32 %0, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds ptr, ptr %8, i64 1
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  br label %22

19:                                               ; preds = %36, %1
  %20 = load ptr, ptr %9, align 8, !tbaa !6
  %21 = call i32 @cudaFree(ptr noundef %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #5
  ret i32 0

22:                                               ; preds = %15, %36
  %23 = phi i32 [ 0, %15 ], [ %37, %36 ]
  %24 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %36

26:                                               ; preds = %22
  %27 = load ptr, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store ptr %27, ptr %2, align 8, !tbaa !6
  store i32 %23, ptr %3, align 4, !tbaa !10
  store ptr %2, ptr %8, align 16
  store ptr %3, ptr %16, align 8
  %28 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %29 = load i64, ptr %6, align 8
  %30 = load ptr, ptr %7, align 8
  %31 = load i64, ptr %4, align 8
  %32 = load i32, ptr %17, align 8
  %33 = load i64, ptr %5, align 8
  %34 = load i32, ptr %18, align 8
  %35 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %31, i32 %32, i64 %33, i32 %34, ptr noundef nonnull %8, i64 noundef %29, ptr noundef %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  br label %36

36:                                               ; preds = %22, %26
  %37 = add nuw nsw i32 %23, 1
  %38 = icmp eq i32 %37, %0
  br i1 %38, label %19, label %22, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: uwtable
define dso_local i32 @run_ticked(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [2 x ptr], align 16
  %9 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #5
  %10 = shl nsw i32 %0, 5
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 2
  %13 = call i32 @cudaMalloc(ptr noundef nonnull %9, i64 noundef %12)
  %14 = icmp sgt i32 %0, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds ptr, ptr %8, i64 1
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  br label %23

19:                                               ; preds = %37, %1
  %20 = load ptr, ptr %9, align 8, !tbaa !6
  %21 = call i32 @cudaFree(ptr noundef %20)
  %22 = load i32, ptr @_ZL5ticks, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #5
  ret i32 %22

23:                                               ; preds = %15, %37
  %24 = phi i32 [ 0, %15 ], [ %38, %37 ]
  %25 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %37

27:                                               ; preds = %23
  %28 = load ptr, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store ptr %28, ptr %2, align 8, !tbaa !6
  store i32 %24, ptr %3, align 4, !tbaa !10
  store ptr %2, ptr %8, align 16
  store ptr %3, ptr %16, align 8
  %29 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %30 = load i64, ptr %6, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = load i64, ptr %4, align 8
  %33 = load i32, ptr %17, align 8
  %34 = load i64, ptr %5, align 8
  %35 = load i32, ptr %18, align 8
  %36 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %32, i32 %33, i64 %34, i32 %35, ptr noundef nonnull %8, i64 noundef %30, ptr noundef %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  br label %37

37:                                               ; preds = %27, %23
  call fastcc void @_ZL4ticki(i32 noundef %24)
  %38 = add nuw nsw i32 %24, 1
  %39 = icmp eq i32 %38, %0
  br i1 %39, label %19, label %23, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @_ZL4ticki(i32 noundef %0) unnamed_addr #4 {
  %2 = load i32, ptr @_ZL5ticks, align 4, !tbaa !10
  %3 = add nsw i32 %2, %0
  store i32 %3, ptr @_ZL5ticks, align 4, !tbaa !10
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_own_streams(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [2 x ptr], align 16
  %9 = alloca ptr, align 8
  %10 = alloca [2 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #5
  %11 = call i32 @cudaStreamCreate(ptr noundef nonnull %10)
  %12 = getelementptr inbounds [2 x ptr], ptr %10, i64 0, i64 1
  %13 = call i32 @cudaStreamCreate(ptr noundef nonnull %12)
  %14 = shl nsw i32 %0, 5
  %15 = sext i32 %14 to i64
  %16 = shl nsw i64 %15, 2
  %17 = call i32 @cudaMalloc(ptr noundef nonnull %9, i64 noundef %16)
  %18 = icmp sgt i32 %0, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %1
  %20 = getelementptr inbounds ptr, ptr %8, i64 1
  %21 = getelementptr inbounds i8, ptr %4, i64 8
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  br label %27

23:                                               ; preds = %45, %1
  %24 = call i32 @cudaDeviceSynchronize()
  %25 = load ptr, ptr %9, align 8, !tbaa !6
  %26 = call i32 @cudaFree(ptr noundef %25)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #5
  ret i32 0

27:                                               ; preds = %19, %45
  %28 = phi i32 [ 0, %19 ], [ %46, %45 ]
  %29 = and i32 %28, 1
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [2 x ptr], ptr %10, i64 0, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !6
  %33 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef %32)
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %45

35:                                               ; preds = %27
  %36 = load ptr, ptr %9, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store ptr %36, ptr %2, align 8, !tbaa !6
  store i32 %28, ptr %3, align 4, !tbaa !10
  store ptr %2, ptr %8, align 16
  store ptr %3, ptr %20, align 8
  %37 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %38 = load i64, ptr %6, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = load i64, ptr %4, align 8
  %41 = load i32, ptr %21, align 8
  %42 = load i64, ptr %5, align 8
  %43 = load i32, ptr %22, align 8
  %44 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %40, i32 %41, i64 %42, i32 %43, ptr noundef nonnull %8, i64 noundef %38, ptr noundef %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  br label %45

45:                                               ; preds = %27, %35
  %46 = add nuw nsw i32 %28, 1
  %47 = icmp eq i32 %46, %0
  br i1 %47, label %23, label %27, !llvm.loop !15
}

declare i32 @cudaStreamCreate(ptr noundef) local_unnamed_addr #3

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
