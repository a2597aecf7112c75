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
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [2 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #5
  %18 = shl nsw i32 %0, 5
  %19 = sext i32 %18 to i64
  %20 = shl nsw i64 %19, 2
  %21 = call i32 @cudaMalloc(ptr noundef nonnull %16, i64 noundef %20)
  %22 = call i32 @cudaMalloc(ptr noundef nonnull %17, i64 noundef %20)
  %23 = icmp sgt i32 %0, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %1
  %25 = getelementptr inbounds ptr, ptr %15, i64 1
  %26 = getelementptr inbounds i8, ptr %11, i64 8
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = getelementptr inbounds ptr, ptr %8, i64 1
  %29 = getelementptr inbounds i8, ptr %4, i64 8
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  br label %37

31:                                               ; preds = %64, %1
  %32 = load ptr, ptr %16, align 8, !tbaa !6
  %33 = call i32 @cudaFree(ptr noundef %32)
  %34 = load ptr, ptr %17, align 8, !tbaa !6
  %35 = call i32 @cudaFree(ptr noundef %34)
  %36 = load i32, ptr @_ZL5ticks, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16) #5
  ret i32 %36

37:                                               ; preds = %24, %64
  %38 = phi i32 [ 0, %24 ], [ %65, %64 ]
  %39 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %51

41:                                               ; preds = %37
  %42 = load ptr, ptr %16, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15)
  store ptr %42, ptr %9, align 8, !tbaa !6
  store i32 %38, ptr %10, align 4, !tbaa !10
  store ptr %9, ptr %15, align 16
  store ptr %10, ptr %25, align 8
  %43 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %44 = load i64, ptr %13, align 8
  %45 = load ptr, ptr %14, align 8
  %46 = load i64, ptr %11, align 8
  %47 = load i32, ptr %26, align 8
  %48 = load i64, ptr %12, align 8
  %49 = load i32, ptr %27, align 8
  %50 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %46, i32 %47, i64 %48, i32 %49, ptr noundef nonnull %15, i64 noundef %44, ptr noundef %45)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15)
  br label %51

51:                                               ; preds = %41, %37
  %52 = call i32 @__cudaPushCallConfiguration(i64 4294967297, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %64

54:                                               ; preds = %51
  %55 = load ptr, ptr %17, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8)
  store ptr %55, ptr %2, align 8, !tbaa !6
  store i32 %38, ptr %3, align 4, !tbaa !10
  store ptr %2, ptr %8, align 16
  store ptr %3, ptr %28, align 8
  %56 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %57 = load i64, ptr %6, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = load i64, ptr %4, align 8
  %60 = load i32, ptr %29, align 8
  %61 = load i64, ptr %5, align 8
  %62 = load i32, ptr %30, align 8
  %63 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__slicePfi, i64 %59, i32 %60, i64 %61, i32 %62, ptr noundef nonnull %8, i64 noundef %57, ptr noundef %58)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8)
  br label %64

64:                                               ; preds = %54, %51
  call fastcc void @_ZL4ticki(i32 noundef %38)
  %65 = add nuw nsw i32 %38, 1
  %66 = icmp eq i32 %65, %0
  br i1 %66, label %31, label %37, !llvm.loop !14
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
