; ModuleID = '<stdin>'
source_filename = "tests/cuda/split_stub_calls.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4mainE7host_in = internal global [2560 x float] zeroinitializer, align 16
@_ZZ4mainE6result = internal global [2560 x float] zeroinitializer, align 16
@_ZZ4mainE4half = internal global [2560 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [38 x i8] c"split_stub_calls: %s (%d mismatches)\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: noinline uwtable
define dso_local void @_Z25__device_stub__scale_rowsPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %.sroa.01.0.copyload = load i64, ptr %7, align 8
  %.sroa.22.0..sroa_idx = getelementptr inbounds i8, ptr %7, i64 8
  %.sroa.22.0.copyload = load i32, ptr %.sroa.22.0..sroa_idx, align 8
  %.sroa.0.0.copyload = load i64, ptr %8, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr %8, i64 8
  %.sroa.2.0.copyload = load i32, ptr %.sroa.2.0..sroa_idx, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_rowsPKfPfi, i64 %.sroa.01.0.copyload, i32 %.sroa.22.0.copyload, i64 %.sroa.0.0.copyload, i32 %.sroa.2.0.copyload, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: noinline uwtable
define dso_local void @_Z26__device_stub__mirror_tilePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %.sroa.01.0.copyload = load i64, ptr %7, align 8
  %.sroa.22.0..sroa_idx = getelementptr inbounds i8, ptr %7, i64 8
  %.sroa.22.0.copyload = load i32, ptr %.sroa.22.0..sroa_idx, align 8
  %.sroa.0.0.copyload = load i64, ptr %8, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr %8, i64 8
  %.sroa.2.0.copyload = load i32, ptr %.sroa.2.0..sroa_idx, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__mirror_tilePKfPfi, i64 %.sroa.01.0.copyload, i32 %.sroa.22.0.copyload, i64 %.sroa.0.0.copyload, i32 %.sroa.2.0.copyload, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: noinline uwtable
define dso_local void @_Z27__device_stub__add_in_placePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %.sroa.01.0.copyload = load i64, ptr %7, align 8
  %.sroa.22.0..sroa_idx = getelementptr inbounds i8, ptr %7, i64 8
  %.sroa.22.0.copyload = load i32, ptr %.sroa.22.0..sroa_idx, align 8
  %.sroa.0.0.copyload = load i64, ptr %8, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr %8, i64 8
  %.sroa.2.0.copyload = load i32, ptr %.sroa.2.0..sroa_idx, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__add_in_placePKfPfi, i64 %.sroa.01.0.copyload, i32 %.sroa.22.0.copyload, i64 %.sroa.0.0.copyload, i32 %.sroa.2.0.copyload, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: noinline uwtable
define dso_local void @_Z24__device_stub__copy_rowsPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %.sroa.01.0.copyload = load i64, ptr %7, align 8
  %.sroa.22.0..sroa_idx = getelementptr inbounds i8, ptr %7, i64 8
  %.sroa.22.0.copyload = load i32, ptr %.sroa.22.0..sroa_idx, align 8
  %.sroa.0.0.copyload = load i64, ptr %8, align 8
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr %8, i64 8
  %.sroa.2.0.copyload = load i32, ptr %.sroa.2.0..sroa_idx, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__copy_rowsPKfPfi, i64 %.sroa.01.0.copyload, i32 %.sroa.22.0.copyload, i64 %.sroa.0.0.copyload, i32 %.sroa.2.0.copyload, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 {
vector.ph:
  %0 = alloca ptr, align 8
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <4 x i16> %vec.ind, <i16 4, i16 4, i16 4, i16 4>
  %4 = urem <4 x i16> %vec.ind, <i16 97, i16 97, i16 97, i16 97>
  %5 = urem <4 x i16> %step.add, <i16 97, i16 97, i16 97, i16 97>
  %6 = uitofp <4 x i16> %4 to <4 x float>
  %7 = uitofp <4 x i16> %5 to <4 x float>
  %8 = fmul <4 x float> %6, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %9 = fmul <4 x float> %7, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %10 = getelementptr inbounds [2560 x float], ptr @_ZZ4mainE7host_in, i64 0, i64 %index
  store <4 x float> %8, ptr %10, align 16, !tbaa !12
  %11 = getelementptr inbounds float, ptr %10, i64 4
  store <4 x float> %9, ptr %11, align 16, !tbaa !12
  %index.next = add nuw i64 %index, 8
  %vec.ind.next = add <4 x i16> %vec.ind, <i16 8, i16 8, i16 8, i16 8>
  %12 = icmp eq i64 %index.next, 2560
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %0) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6
  %13 = call i32 @cudaMalloc(ptr noundef nonnull %0, i64 noundef 10240)
  %14 = call i32 @cudaMalloc(ptr noundef nonnull %1, i64 noundef 10240)
  %15 = call i32 @cudaMalloc(ptr noundef nonnull %2, i64 noundef 10240)
  %16 = call i32 @cudaMalloc(ptr noundef nonnull %3, i64 noundef 10240)
  %17 = load ptr, ptr %0, align 8, !tbaa !6
  %18 = call i32 @cudaMemcpy(ptr noundef %17, ptr noundef nonnull @_ZZ4mainE7host_in, i64 noundef 10240, i32 noundef 1)
  %19 = load ptr, ptr %3, align 8, !tbaa !6
  %20 = call i32 @cudaMemset(ptr noundef %19, i32 noundef 0, i64 noundef 10240)
  %21 = call i32 @__cudaPushCallConfiguration(i64 42949672962, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null)
  %.not = icmp eq i32 %21, 0
  br i1 %.not, label %22, label %25

22:                                               ; preds = %middle.block
  %23 = load ptr, ptr %0, align 8, !tbaa !6
  %24 = load ptr, ptr %1, align 8, !tbaa !6
  call void @_Z25__device_stub__scale_rowsPKfPfi(ptr noundef %23, ptr noundef %24, i32 noundef 40)
  br label %25

25:                                               ; preds = %22, %middle.block
  %26 = call i32 @__cudaPushCallConfiguration(i64 42949672962, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null)
  %.not71 = icmp eq i32 %26, 0
  br i1 %.not71, label %27, label %30

27:                                               ; preds = %25
  %28 = load ptr, ptr %1, align 8, !tbaa !6
  %29 = load ptr, ptr %2, align 8, !tbaa !6
  call void @_Z26__device_stub__mirror_tilePKfPfi(ptr noundef %28, ptr noundef %29, i32 noundef 40)
  br label %30

30:                                               ; preds = %27, %25
  %31 = call i32 @__cudaPushCallConfiguration(i64 42949672962, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null)
  %.not72 = icmp eq i32 %31, 0
  br i1 %.not72, label %32, label %35

32:                                               ; preds = %30
  %33 = load ptr, ptr %1, align 8, !tbaa !6
  %34 = load ptr, ptr %2, align 8, !tbaa !6
  call void @_Z27__device_stub__add_in_placePKfPfi(ptr noundef %33, ptr noundef %34, i32 noundef 40)
  br label %35

35:                                               ; preds = %32, %30
  %36 = call i32 @__cudaPushCallConfiguration(i64 21474836482, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null)
  %.not73 = icmp eq i32 %36, 0
  br i1 %.not73, label %37, label %40

37:                                               ; preds = %35
  %38 = load ptr, ptr %2, align 8, !tbaa !6
  %39 = load ptr, ptr %3, align 8, !tbaa !6
  call void @_Z24__device_stub__copy_rowsPKfPfi(ptr noundef %38, ptr noundef %39, i32 noundef 40)
  br label %40

40:                                               ; preds = %37, %35
  %41 = load ptr, ptr %2, align 8, !tbaa !6
  %42 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE6result, ptr noundef %41, i64 noundef 10240, i32 noundef 2)
  %43 = load ptr, ptr %3, align 8, !tbaa !6
  %44 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4half, ptr noundef %43, i64 noundef 10240, i32 noundef 2)
  br label %.preheader

.preheader:                                       ; preds = %40, %67
  %indvars.iv97 = phi i64 [ 0, %40 ], [ %indvars.iv.next98, %67 ]
  %.06791 = phi i32 [ 0, %40 ], [ %96, %67 ]
  %45 = trunc i64 %indvars.iv97 to i32
  %46 = xor i32 %45, 3
  %47 = shl nsw i64 %indvars.iv97, 6
  %48 = sitofp i32 %45 to float
  %49 = fadd float %48, 1.000000e+00
  %50 = icmp ult i32 %46, 40
  %51 = shl nuw nsw i32 %46, 6
  %52 = sitofp i32 %46 to float
  %53 = fadd float %52, 1.000000e+00
  %54 = icmp ult i64 %indvars.iv97, 20
  br label %68

55:                                               ; preds = %67
  %.not74 = icmp ne i32 %96, 0
  %56 = select i1 %.not74, ptr @.str.1, ptr @.str.2
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %56, i32 noundef %96)
  %58 = load ptr, ptr %0, align 8, !tbaa !6
  %59 = call i32 @cudaFree(ptr noundef %58)
  %60 = load ptr, ptr %1, align 8, !tbaa !6
  %61 = call i32 @cudaFree(ptr noundef %60)
  %62 = load ptr, ptr %2, align 8, !tbaa !6
  %63 = call i32 @cudaFree(ptr noundef %62)
  %64 = load ptr, ptr %3, align 8, !tbaa !6
  %65 = call i32 @cudaFree(ptr noundef %64)
  %66 = zext i1 %.not74 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %0) #6
  ret i32 %66

67:                                               ; preds = %93
  %indvars.iv.next98 = add nuw nsw i64 %indvars.iv97, 1
  %exitcond100.not = icmp eq i64 %indvars.iv.next98, 40
  br i1 %exitcond100.not, label %55, label %.preheader, !llvm.loop !18

68:                                               ; preds = %.preheader, %93
  %indvars.iv93 = phi i64 [ 0, %.preheader ], [ %indvars.iv.next94, %93 ]
  %.189 = phi i32 [ %.06791, %.preheader ], [ %96, %93 ]
  %69 = add nuw nsw i64 %indvars.iv93, %47
  %70 = getelementptr inbounds [2560 x float], ptr @_ZZ4mainE7host_in, i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = call float @llvm.fmuladd.f32(float %71, float %49, float 1.000000e+01)
  br i1 %50, label %73, label %81

73:                                               ; preds = %68
  %74 = trunc i64 %indvars.iv93 to i32
  %75 = xor i32 %74, 31
  %76 = add nuw nsw i32 %75, %51
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [2560 x float], ptr @_ZZ4mainE7host_in, i64 0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !12
  %80 = call float @llvm.fmuladd.f32(float %79, float %53, float 1.000000e+01)
  br label %81

81:                                               ; preds = %68, %73
  %82 = phi float [ %80, %73 ], [ 0.000000e+00, %68 ]
  %83 = fadd float %82, -1.000000e+00
  %84 = call float @llvm.fmuladd.f32(float %72, float 5.000000e-01, float %83)
  %85 = getelementptr inbounds [2560 x float], ptr @_ZZ4mainE6result, i64 0, i64 %69
  %86 = load float, ptr %85, align 4, !tbaa !12
  %87 = fcmp une float %86, %84
  br i1 %87, label %93, label %88

88:                                               ; preds = %81
  %89 = select i1 %54, float %84, float 0.000000e+00
  %90 = getelementptr inbounds [2560 x float], ptr @_ZZ4mainE4half, i64 0, i64 %69
  %91 = load float, ptr %90, align 4, !tbaa !12
  %92 = fcmp une float %91, %89
  br label %93

93:                                               ; preds = %88, %81
  %94 = phi i1 [ true, %81 ], [ %92, %88 ]
  %95 = zext i1 %94 to i32
  %96 = add nsw i32 %.189, %95
  %indvars.iv.next94 = add nuw nsw i64 %indvars.iv93, 1
  %exitcond96.not = icmp eq i64 %indvars.iv.next94, 64
  br i1 %exitcond96.not, label %67, label %68, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

attributes #0 = { noinline uwtable }
attributes #1 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!19 = distinct !{!19, !15}
