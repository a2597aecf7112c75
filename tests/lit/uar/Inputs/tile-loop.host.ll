; ModuleID = 'tests/lit/uar/Inputs/tile-loop.cu'
source_filename = "tests/lit/uar/Inputs/tile-loop.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__fillPff(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store float %1, ptr %4, align 4, !tbaa !10
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

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__shift_leftPfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__shift_leftPfPKfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [3 x ptr], align 16
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [3 x ptr], align 16
  %17 = alloca ptr, align 8
  %18 = alloca float, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [2 x ptr], align 16
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24) #3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #3
  %26 = call i32 @cudaMalloc(ptr noundef nonnull %24, i64 noundef 512)
  %27 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef 512)
  %28 = getelementptr inbounds ptr, ptr %23, i64 1
  %29 = getelementptr inbounds i8, ptr %19, i64 8
  %30 = getelementptr inbounds i8, ptr %20, i64 8
  %31 = getelementptr inbounds ptr, ptr %16, i64 1
  %32 = getelementptr inbounds ptr, ptr %16, i64 2
  %33 = getelementptr inbounds i8, ptr %12, i64 8
  %34 = getelementptr inbounds i8, ptr %13, i64 8
  br label %38

35:                                               ; preds = %67
  %36 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %70, label %85

38:                                               ; preds = %0, %67
  %39 = phi i32 [ 0, %0 ], [ %68, %67 ]
  %40 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %53

42:                                               ; preds = %38
  %43 = load ptr, ptr %24, align 8, !tbaa !6
  %44 = sitofp i32 %39 to float
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %23)
  store ptr %43, ptr %17, align 8, !tbaa !6
  store float %44, ptr %18, align 4, !tbaa !10
  store ptr %17, ptr %23, align 16
  store ptr %18, ptr %28, align 8
  %45 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22)
  %46 = load i64, ptr %21, align 8
  %47 = load ptr, ptr %22, align 8
  %48 = load i64, ptr %19, align 8
  %49 = load i32, ptr %29, align 8
  %50 = load i64, ptr %20, align 8
  %51 = load i32, ptr %30, align 8
  %52 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPff, i64 %48, i32 %49, i64 %50, i32 %51, ptr noundef nonnull %23, i64 noundef %46, ptr noundef %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %23)
  br label %53

53:                                               ; preds = %42, %38
  %54 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967328, i32 1, i64 noundef 0, ptr noundef null)
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %56, label %67

56:                                               ; preds = %53
  %57 = load ptr, ptr %25, align 8, !tbaa !6
  %58 = load ptr, ptr %24, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %16)
  store ptr %57, ptr %9, align 8, !tbaa !6
  store ptr %58, ptr %10, align 8, !tbaa !6
  store i32 128, ptr %11, align 4, !tbaa !12
  store ptr %9, ptr %16, align 16
  store ptr %10, ptr %31, align 8
  store ptr %11, ptr %32, align 16
  %59 = call i32 @__cudaPopCallConfiguration(ptr nonnull %12, ptr nonnull %13, ptr nonnull %14, ptr nonnull %15)
  %60 = load i64, ptr %14, align 8
  %61 = load ptr, ptr %15, align 8
  %62 = load i64, ptr %12, align 8
  %63 = load i32, ptr %33, align 8
  %64 = load i64, ptr %13, align 8
  %65 = load i32, ptr %34, align 8
  %66 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__shift_leftPfPKfi, i64 %62, i32 %63, i64 %64, i32 %65, ptr noundef nonnull %16, i64 noundef %60, ptr noundef %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %16)
  br label %67

67:                                               ; preds = %53, %56
  %68 = add nuw nsw i32 %39, 1
  %69 = icmp eq i32 %68, 3
  br i1 %69, label %35, label %38, !llvm.loop !14

70:                                               ; preds = %35
  %71 = load ptr, ptr %24, align 8, !tbaa !6
  %72 = load ptr, ptr %25, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8)
  store ptr %71, ptr %1, align 8, !tbaa !6
  store ptr %72, ptr %2, align 8, !tbaa !6
  store i32 128, ptr %3, align 4, !tbaa !12
  store ptr %1, ptr %8, align 16
  %73 = getelementptr inbounds ptr, ptr %8, i64 1
  store ptr %2, ptr %73, align 8
  %74 = getelementptr inbounds ptr, ptr %8, i64 2
  store ptr %3, ptr %74, align 16
  %75 = call i32 @__cudaPopCallConfiguration(ptr nonnull %4, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7)
  %76 = load i64, ptr %6, align 8
  %77 = load ptr, ptr %7, align 8
  %78 = load i64, ptr %4, align 8
  %79 = getelementptr inbounds i8, ptr %4, i64 8
  %80 = load i32, ptr %79, align 8
  %81 = load i64, ptr %5, align 8
  %82 = getelementptr inbounds i8, ptr %5, i64 8
  %83 = load i32, ptr %82, align 8
  %84 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__shift_leftPfPKfi, i64 %78, i32 %80, i64 %81, i32 %83, ptr noundef nonnull %8, i64 noundef %76, ptr noundef %77)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8)
  br label %85

85:                                               ; preds = %70, %35
  %86 = call i32 @cudaDeviceSynchronize()
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #2

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
