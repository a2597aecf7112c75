; ModuleID = 'slices.cu'
source_filename = "slices.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__scalePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z18__device_stub__addPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__addPKfS0_Pfi, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_slices(i32 noundef %0) local_unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [4 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.dim3, align 8
  %23 = alloca %struct.dim3, align 8
  %24 = alloca i64, align 8
  %25 = alloca ptr, align 8
  %26 = alloca [3 x ptr], align 16
  %27 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #5
  %28 = shl nsw i32 %0, 2
  %29 = sext i32 %28 to i64
  %30 = shl nsw i64 %29, 2
  %31 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %30)
  %32 = load ptr, ptr %27, align 8, !tbaa !6
  %33 = call i32 @cudaMemset(ptr noundef %32, i32 noundef 0, i64 noundef %30)
  %34 = add nsw i32 %0, 127
  %35 = sdiv i32 %34, 128
  %36 = zext i32 %35 to i64
  %37 = or i64 %36, 4294967296
  %38 = call i32 @__cudaPushCallConfiguration(i64 %37, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %1
  %41 = load ptr, ptr %27, align 8, !tbaa !6
  %42 = sext i32 %0 to i64
  %43 = getelementptr inbounds float, ptr %41, i64 %42
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26)
  store ptr %41, ptr %19, align 8, !tbaa !6
  store ptr %43, ptr %20, align 8, !tbaa !6
  store i32 %0, ptr %21, align 4, !tbaa !10
  store ptr %19, ptr %26, align 16
  %44 = getelementptr inbounds ptr, ptr %26, i64 1
  store ptr %20, ptr %44, align 8
  %45 = getelementptr inbounds ptr, ptr %26, i64 2
  store ptr %21, ptr %45, align 16
  %46 = call i32 @__cudaPopCallConfiguration(ptr nonnull %22, ptr nonnull %23, ptr nonnull %24, ptr nonnull %25)
  %47 = load i64, ptr %24, align 8
  %48 = load ptr, ptr %25, align 8
  %49 = load i64, ptr %22, align 8
  %50 = getelementptr inbounds i8, ptr %22, i64 8
  %51 = load i32, ptr %50, align 8
  %52 = load i64, ptr %23, align 8
  %53 = getelementptr inbounds i8, ptr %23, i64 8
  %54 = load i32, ptr %53, align 8
  %55 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPfi, i64 %49, i32 %51, i64 %52, i32 %54, ptr noundef nonnull %26, i64 noundef %47, ptr noundef %48)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26)
  br label %56

56:                                               ; preds = %40, %1
  %57 = call i32 @__cudaPushCallConfiguration(i64 %37, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %78

59:                                               ; preds = %56
  %60 = load ptr, ptr %27, align 8, !tbaa !6
  %61 = sext i32 %0 to i64
  %62 = getelementptr inbounds float, ptr %60, i64 %61
  %63 = shl nsw i32 %0, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %60, i64 %64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18)
  store ptr %62, ptr %11, align 8, !tbaa !6
  store ptr %65, ptr %12, align 8, !tbaa !6
  store i32 %0, ptr %13, align 4, !tbaa !10
  store ptr %11, ptr %18, align 16
  %66 = getelementptr inbounds ptr, ptr %18, i64 1
  store ptr %12, ptr %66, align 8
  %67 = getelementptr inbounds ptr, ptr %18, i64 2
  store ptr %13, ptr %67, align 16
  %68 = call i32 @__cudaPopCallConfiguration(ptr nonnull %14, ptr nonnull %15, ptr nonnull %16, ptr nonnull %17)
  %69 = load i64, ptr %16, align 8
  %70 = load ptr, ptr %17, align 8
  %71 = load i64, ptr %14, align 8
  %72 = getelementptr inbounds i8, ptr %14, i64 8
  %73 = load i32, ptr %72, align 8
  %74 = load i64, ptr %15, align 8
  %75 = getelementptr inbounds i8, ptr %15, i64 8
  %76 = load i32, ptr %75, align 8
  %77 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPfi, i64 %71, i32 %73, i64 %74, i32 %76, ptr noundef nonnull %18, i64 noundef %69, ptr noundef %70)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18)
  br label %78

78:                                               ; preds = %59, %56
  %79 = call i32 @__cudaPushCallConfiguration(i64 %37, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %104

81:                                               ; preds = %78
  %82 = load ptr, ptr %27, align 8, !tbaa !6
  %83 = sext i32 %0 to i64
  %84 = getelementptr inbounds float, ptr %82, i64 %83
  %85 = shl nsw i32 %0, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %82, i64 %86
  %88 = mul nsw i32 %0, 3
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %82, i64 %89
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10)
  store ptr %84, ptr %2, align 8, !tbaa !6
  store ptr %87, ptr %3, align 8, !tbaa !6
  store ptr %90, ptr %4, align 8, !tbaa !6
  store i32 %0, ptr %5, align 4, !tbaa !10
  store ptr %2, ptr %10, align 16
  %91 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %3, ptr %91, align 8
  %92 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %4, ptr %92, align 16
  %93 = getelementptr inbounds ptr, ptr %10, i64 3
  store ptr %5, ptr %93, align 8
  %94 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %95 = load i64, ptr %8, align 8
  %96 = load ptr, ptr %9, align 8
  %97 = load i64, ptr %6, align 8
  %98 = getelementptr inbounds i8, ptr %6, i64 8
  %99 = load i32, ptr %98, align 8
  %100 = load i64, ptr %7, align 8
  %101 = getelementptr inbounds i8, ptr %7, i64 8
  %102 = load i32, ptr %101, align 8
  %103 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__addPKfS0_Pfi, i64 %97, i32 %99, i64 %100, i32 %102, ptr noundef nonnull %10, i64 noundef %95, ptr noundef %96)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10)
  br label %104

104:                                              ; preds = %81, %78
  %105 = call i32 @cudaDeviceSynchronize()
  %106 = load ptr, ptr %27, align 8, !tbaa !6
  %107 = call i32 @cudaFree(ptr noundef %106)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = tail call i32 @run_slices(i32 noundef 1024)
  ret i32 0
}

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
