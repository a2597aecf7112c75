; ModuleID = 'tests/cuda/streams_copies.cu'
source_filename = "tests/cuda/streams_copies.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__fillPffi(ptr noundef %0, float noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPffi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_copies(i32 noundef %0) local_unnamed_addr #1 {
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
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19) #7
  %20 = sext i32 %0 to i64
  %21 = shl nsw i64 %20, 2
  %22 = call i32 @cudaMalloc(ptr noundef nonnull %18, i64 noundef %21)
  %23 = call i32 @cudaMalloc(ptr noundef nonnull %19, i64 noundef %21)
  %24 = call noalias ptr @malloc(i64 noundef %21) #8
  %25 = call noalias ptr @malloc(i64 noundef %21) #8
  %26 = add nsw i32 %0, 127
  %27 = sdiv i32 %26, 128
  %28 = zext i32 %27 to i64
  %29 = or i64 %28, 4294967296
  %30 = call i32 @__cudaPushCallConfiguration(i64 %29, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %46

32:                                               ; preds = %1
  %33 = load ptr, ptr %18, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %17)
  store ptr %33, ptr %10, align 8, !tbaa !6
  store float 2.000000e+00, ptr %11, align 4, !tbaa !10
  store i32 %0, ptr %12, align 4, !tbaa !12
  store ptr %10, ptr %17, align 16
  %34 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %11, ptr %34, align 8
  %35 = getelementptr inbounds ptr, ptr %17, i64 2
  store ptr %12, ptr %35, align 16
  %36 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  %37 = load i64, ptr %15, align 8
  %38 = load ptr, ptr %16, align 8
  %39 = load i64, ptr %13, align 8
  %40 = getelementptr inbounds i8, ptr %13, i64 8
  %41 = load i32, ptr %40, align 8
  %42 = load i64, ptr %14, align 8
  %43 = getelementptr inbounds i8, ptr %14, i64 8
  %44 = load i32, ptr %43, align 8
  %45 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPffi, i64 %39, i32 %41, i64 %42, i32 %44, ptr noundef nonnull %17, i64 noundef %37, ptr noundef %38)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %17)
  br label %46

46:                                               ; preds = %32, %1
  %47 = call i32 @__cudaPushCallConfiguration(i64 %29, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %63

49:                                               ; preds = %46
  %50 = load ptr, ptr %19, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9)
  store ptr %50, ptr %2, align 8, !tbaa !6
  store float 3.000000e+00, ptr %3, align 4, !tbaa !10
  store i32 %0, ptr %4, align 4, !tbaa !12
  store ptr %2, ptr %9, align 16
  %51 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %3, ptr %51, align 8
  %52 = getelementptr inbounds ptr, ptr %9, i64 2
  store ptr %4, ptr %52, align 16
  %53 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %54 = load i64, ptr %7, align 8
  %55 = load ptr, ptr %8, align 8
  %56 = load i64, ptr %5, align 8
  %57 = getelementptr inbounds i8, ptr %5, i64 8
  %58 = load i32, ptr %57, align 8
  %59 = load i64, ptr %6, align 8
  %60 = getelementptr inbounds i8, ptr %6, i64 8
  %61 = load i32, ptr %60, align 8
  %62 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPffi, i64 %56, i32 %58, i64 %59, i32 %61, ptr noundef nonnull %9, i64 noundef %54, ptr noundef %55)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9)
  br label %63

63:                                               ; preds = %49, %46
  %64 = load ptr, ptr %18, align 8, !tbaa !6
  %65 = call i32 @cudaMemcpyAsync(ptr noundef %24, ptr noundef %64, i64 noundef %21, i32 noundef 2, ptr noundef null)
  %66 = load ptr, ptr %19, align 8, !tbaa !6
  %67 = call i32 @cudaMemcpy(ptr noundef %25, ptr noundef %66, i64 noundef %21, i32 noundef 2)
  %68 = icmp sgt i32 %0, 0
  br i1 %68, label %69, label %96

69:                                               ; preds = %63
  %70 = zext i32 %0 to i64
  %71 = and i64 %70, 1
  %72 = icmp eq i32 %0, 1
  br i1 %72, label %75, label %73

73:                                               ; preds = %69
  %74 = and i64 %70, 4294967294
  br label %102

75:                                               ; preds = %133, %69
  %76 = phi i32 [ undef, %69 ], [ %136, %133 ]
  %77 = phi i64 [ 0, %69 ], [ %137, %133 ]
  %78 = phi i32 [ 0, %69 ], [ %136, %133 ]
  %79 = icmp eq i64 %71, 0
  br i1 %79, label %96, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds float, ptr %24, i64 %77
  %82 = load float, ptr %81, align 4, !tbaa !10
  %83 = trunc i64 %77 to i32
  %84 = sitofp i32 %83 to float
  %85 = fmul float %84, 2.000000e+00
  %86 = fcmp une float %82, %85
  br i1 %86, label %93, label %87

87:                                               ; preds = %80
  %88 = getelementptr inbounds float, ptr %25, i64 %77
  %89 = load float, ptr %88, align 4, !tbaa !10
  %90 = fmul float %84, 3.000000e+00
  %91 = fcmp une float %89, %90
  %92 = zext i1 %91 to i32
  br label %93

93:                                               ; preds = %87, %80
  %94 = phi i32 [ 1, %80 ], [ %92, %87 ]
  %95 = add nuw nsw i32 %78, %94
  br label %96

96:                                               ; preds = %93, %75, %63
  %97 = phi i32 [ 0, %63 ], [ %76, %75 ], [ %95, %93 ]
  %98 = load ptr, ptr %18, align 8, !tbaa !6
  %99 = call i32 @cudaFree(ptr noundef %98)
  %100 = load ptr, ptr %19, align 8, !tbaa !6
  %101 = call i32 @cudaFree(ptr noundef %100)
  call void @free(ptr noundef %24) #7
  call void @free(ptr noundef %25) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #7
  ret i32 %97

102:                                              ; preds = %133, %73
  %103 = phi i64 [ 0, %73 ], [ %137, %133 ]
  %104 = phi i32 [ 0, %73 ], [ %136, %133 ]
  %105 = phi i64 [ 0, %73 ], [ %138, %133 ]
  %106 = getelementptr inbounds float, ptr %24, i64 %103
  %107 = load float, ptr %106, align 4, !tbaa !10
  %108 = trunc i64 %103 to i32
  %109 = sitofp i32 %108 to float
  %110 = fmul float %109, 2.000000e+00
  %111 = fcmp une float %107, %110
  br i1 %111, label %117, label %112

112:                                              ; preds = %102
  %113 = getelementptr inbounds float, ptr %25, i64 %103
  %114 = load float, ptr %113, align 4, !tbaa !10
  %115 = fmul float %109, 3.000000e+00
  %116 = fcmp une float %114, %115
  br label %117

117:                                              ; preds = %112, %102
  %118 = phi i1 [ true, %102 ], [ %116, %112 ]
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %104, %119
  %121 = or i64 %103, 1
  %122 = getelementptr inbounds float, ptr %24, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !10
  %124 = trunc i64 %121 to i32
  %125 = sitofp i32 %124 to float
  %126 = fmul float %125, 2.000000e+00
  %127 = fcmp une float %123, %126
  br i1 %127, label %133, label %128

128:                                              ; preds = %117
  %129 = getelementptr inbounds float, ptr %25, i64 %121
  %130 = load float, ptr %129, align 4, !tbaa !10
  %131 = fmul float %125, 3.000000e+00
  %132 = fcmp une float %130, %131
  br label %133

133:                                              ; preds = %128, %117
  %134 = phi i1 [ true, %117 ], [ %132, %128 ]
  %135 = zext i1 %134 to i32
  %136 = add nuw nsw i32 %120, %135
  %137 = add nuw nsw i64 %103, 2
  %138 = add i64 %105, 2
  %139 = icmp eq i64 %138, %74
  br i1 %139, label %75, label %102, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #4

declare i32 @cudaMemcpyAsync(ptr noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = tail call i32 @run_copies(i32 noundef 1000)
  ret i32 %1
}

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

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
