; ModuleID = 'samples/cuda/wave_tail.cu'
source_filename = "samples/cuda/wave_tail.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [41 x i8] c"wave_tail: bad sizes blocks=%d steps=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"wave_tail: out[%d] = %f, reference %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [50 x i8] c"wave_tail blocks=%d steps=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__cube_rootPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !10 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store i32 %2, ptr %7, align 4, !tbaa !17
  store i32 %3, ptr %8, align 4, !tbaa !17
  %13 = alloca [4 x ptr], align 16, !dbg !19
  store ptr %5, ptr %13, align 16, !dbg !19
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !19
  store ptr %6, ptr %14, align 8, !dbg !19
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !19
  store ptr %7, ptr %15, align 16, !dbg !19
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !19
  store ptr %8, ptr %16, align 8, !dbg !19
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !19
  %18 = load i64, ptr %11, align 8, !dbg !19
  %19 = load ptr, ptr %12, align 8, !dbg !19
  %20 = load i64, ptr %9, align 8, !dbg !19
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !19
  %22 = load i32, ptr %21, align 8, !dbg !19
  %23 = load i64, ptr %10, align 8, !dbg !19
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !19
  %25 = load i32, ptr %24, align 8, !dbg !19
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__cube_rootPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__newton_sqrtPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !21 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store i32 %2, ptr %7, align 4, !tbaa !17
  store i32 %3, ptr %8, align 4, !tbaa !17
  %13 = alloca [4 x ptr], align 16, !dbg !22
  store ptr %5, ptr %13, align 16, !dbg !22
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !22
  store ptr %6, ptr %14, align 8, !dbg !22
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !22
  store ptr %7, ptr %15, align 16, !dbg !22
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !22
  store ptr %8, ptr %16, align 8, !dbg !22
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !22
  %18 = load i64, ptr %11, align 8, !dbg !22
  %19 = load ptr, ptr %12, align 8, !dbg !22
  %20 = load i64, ptr %9, align 8, !dbg !22
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !22
  %22 = load i32, ptr %21, align 8, !dbg !22
  %23 = load i64, ptr %10, align 8, !dbg !22
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !22
  %25 = load i32, ptr %24, align 8, !dbg !22
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__newton_sqrtPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__dampPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !24 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store ptr %2, ptr %8, align 8, !tbaa !13
  store i32 %3, ptr %9, align 4, !tbaa !17
  store i32 %4, ptr %10, align 4, !tbaa !17
  %15 = alloca [5 x ptr], align 16, !dbg !25
  store ptr %6, ptr %15, align 16, !dbg !25
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !25
  store ptr %7, ptr %16, align 8, !dbg !25
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !25
  store ptr %8, ptr %17, align 16, !dbg !25
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !25
  store ptr %9, ptr %18, align 8, !dbg !25
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !25
  store ptr %10, ptr %19, align 16, !dbg !25
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !25
  %21 = load i64, ptr %13, align 8, !dbg !25
  %22 = load ptr, ptr %14, align 8, !dbg !25
  %23 = load i64, ptr %11, align 8, !dbg !25
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !25
  %25 = load i32, ptr %24, align 8, !dbg !25
  %26 = load i64, ptr %12, align 8, !dbg !25
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !25
  %28 = load i32, ptr %27, align 8, !dbg !25
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__dampPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !25
  ret void, !dbg !26
}

; Function Attrs: uwtable
define dso_local i32 @run_wave_tail(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !27 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [5 x ptr], align 16, !dbg !28
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [4 x ptr], align 16, !dbg !30
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.dim3, align 8
  %29 = alloca %struct.dim3, align 8
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [4 x ptr], align 16, !dbg !32
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = icmp slt i32 %0, 1, !dbg !34
  %38 = icmp slt i32 %1, 0
  %39 = or i1 %37, %38, !dbg !35
  br i1 %39, label %40, label %42, !dbg !35

40:                                               ; preds = %4
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1), !dbg !36
  br label %287, !dbg !37

42:                                               ; preds = %4
  %43 = shl nsw i32 %0, 8, !dbg !38
  %44 = sext i32 %43 to i64, !dbg !39
  %45 = shl nsw i64 %44, 2, !dbg !40
  %46 = tail call noalias ptr @malloc(i64 noundef %45) #9, !dbg !41
  %47 = tail call noalias ptr @malloc(i64 noundef %45) #9, !dbg !42
  %48 = zext i32 %43 to i64, !dbg !43
  br label %49, !dbg !47

49:                                               ; preds = %49, %42
  %50 = phi i64 [ 0, %42 ], [ %67, %49 ], !dbg !48
  %51 = phi i32 [ %2, %42 ], [ %61, %49 ], !dbg !48
  %52 = mul i32 %51, 1664525, !dbg !51
  %53 = add i32 %52, 1013904223, !dbg !52
  %54 = lshr i32 %53, 8, !dbg !53
  %55 = uitofp i32 %54 to float, !dbg !54
  %56 = tail call float @llvm.fmuladd.f32(float %55, float 0x3E70000000000000, float -5.000000e-01), !dbg !55
  %57 = fmul float %56, 2.000000e+00, !dbg !56
  %58 = getelementptr inbounds float, ptr %46, i64 %50, !dbg !57
  store float %57, ptr %58, align 4, !dbg !58, !tbaa !59
  %59 = or i64 %50, 1, !dbg !61
  %60 = mul i32 %53, 1664525, !dbg !51
  %61 = add i32 %60, 1013904223, !dbg !52
  %62 = lshr i32 %61, 8, !dbg !53
  %63 = uitofp i32 %62 to float, !dbg !54
  %64 = tail call float @llvm.fmuladd.f32(float %63, float 0x3E70000000000000, float -5.000000e-01), !dbg !55
  %65 = fmul float %64, 2.000000e+00, !dbg !56
  %66 = getelementptr inbounds float, ptr %46, i64 %59, !dbg !57
  store float %65, ptr %66, align 4, !dbg !58, !tbaa !59
  %67 = add nuw nsw i64 %50, 2, !dbg !61
  %68 = icmp eq i64 %67, %48, !dbg !43
  br i1 %68, label %69, label %49, !dbg !47, !llvm.loop !62

69:                                               ; preds = %49
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #10, !dbg !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #10, !dbg !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #10, !dbg !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #10, !dbg !65
  %70 = call i32 @cudaMalloc(ptr noundef nonnull %33, i64 noundef %45), !dbg !66
  %71 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef %45), !dbg !67
  %72 = call i32 @cudaMalloc(ptr noundef nonnull %35, i64 noundef %45), !dbg !68
  %73 = call i32 @cudaMalloc(ptr noundef nonnull %36, i64 noundef %45), !dbg !69
  %74 = load ptr, ptr %33, align 8, !dbg !70, !tbaa !13
  %75 = call i32 @cudaMemcpy(ptr noundef %74, ptr noundef nonnull %46, i64 noundef %45, i32 noundef 1), !dbg !71
  %76 = zext i32 %0 to i64, !dbg !72
  %77 = or i64 %76, 4294967296, !dbg !72
  %78 = call i32 @__cudaPushCallConfiguration(i64 %77, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !72
  %79 = icmp eq i32 %78, 0, !dbg !72
  br i1 %79, label %80, label %96, !dbg !73

80:                                               ; preds = %69
  %81 = load ptr, ptr %33, align 8, !dbg !74, !tbaa !13
  %82 = load ptr, ptr %34, align 8, !dbg !75, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32)
  store ptr %81, ptr %24, align 8, !tbaa !13, !noalias !76
  store ptr %82, ptr %25, align 8, !tbaa !13, !noalias !76
  store i32 %1, ptr %26, align 4, !tbaa !17, !noalias !76
  store i32 %43, ptr %27, align 4, !tbaa !17, !noalias !76
  store ptr %24, ptr %32, align 16, !dbg !32, !noalias !76
  %83 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !32
  store ptr %25, ptr %83, align 8, !dbg !32, !noalias !76
  %84 = getelementptr inbounds ptr, ptr %32, i64 2, !dbg !32
  store ptr %26, ptr %84, align 16, !dbg !32, !noalias !76
  %85 = getelementptr inbounds ptr, ptr %32, i64 3, !dbg !32
  store ptr %27, ptr %85, align 8, !dbg !32, !noalias !76
  %86 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31), !dbg !32
  %87 = load i64, ptr %30, align 8, !dbg !32, !noalias !76
  %88 = load ptr, ptr %31, align 8, !dbg !32, !noalias !76
  %89 = load i64, ptr %28, align 8, !dbg !32, !noalias !76
  %90 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !32
  %91 = load i32, ptr %90, align 8, !dbg !32, !noalias !76
  %92 = load i64, ptr %29, align 8, !dbg !32, !noalias !76
  %93 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !32
  %94 = load i32, ptr %93, align 8, !dbg !32, !noalias !76
  %95 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__cube_rootPKfPfii, i64 %89, i32 %91, i64 %92, i32 %94, ptr noundef nonnull %32, i64 noundef %87, ptr noundef %88), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !80
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !80
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28), !dbg !80
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30), !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !80
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32), !dbg !80
  br label %96, !dbg !73

96:                                               ; preds = %80, %69
  %97 = call i32 @__cudaPushCallConfiguration(i64 %77, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !81
  %98 = icmp eq i32 %97, 0, !dbg !81
  br i1 %98, label %99, label %115, !dbg !82

99:                                               ; preds = %96
  %100 = load ptr, ptr %34, align 8, !dbg !83, !tbaa !13
  %101 = load ptr, ptr %35, align 8, !dbg !84, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23)
  store ptr %100, ptr %15, align 8, !tbaa !13, !noalias !85
  store ptr %101, ptr %16, align 8, !tbaa !13, !noalias !85
  store i32 %1, ptr %17, align 4, !tbaa !17, !noalias !85
  store i32 %43, ptr %18, align 4, !tbaa !17, !noalias !85
  store ptr %15, ptr %23, align 16, !dbg !30, !noalias !85
  %102 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !30
  store ptr %16, ptr %102, align 8, !dbg !30, !noalias !85
  %103 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !30
  store ptr %17, ptr %103, align 16, !dbg !30, !noalias !85
  %104 = getelementptr inbounds ptr, ptr %23, i64 3, !dbg !30
  store ptr %18, ptr %104, align 8, !dbg !30, !noalias !85
  %105 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22), !dbg !30
  %106 = load i64, ptr %21, align 8, !dbg !30, !noalias !85
  %107 = load ptr, ptr %22, align 8, !dbg !30, !noalias !85
  %108 = load i64, ptr %19, align 8, !dbg !30, !noalias !85
  %109 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !30
  %110 = load i32, ptr %109, align 8, !dbg !30, !noalias !85
  %111 = load i64, ptr %20, align 8, !dbg !30, !noalias !85
  %112 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !30
  %113 = load i32, ptr %112, align 8, !dbg !30, !noalias !85
  %114 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__newton_sqrtPKfPfii, i64 %108, i32 %110, i64 %111, i32 %113, ptr noundef nonnull %23, i64 noundef %106, ptr noundef %107), !dbg !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !89
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !89
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !89
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !89
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !89
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !89
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23), !dbg !89
  br label %115, !dbg !82

115:                                              ; preds = %99, %96
  %116 = call i32 @__cudaPushCallConfiguration(i64 %77, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !90
  %117 = icmp eq i32 %116, 0, !dbg !90
  br i1 %117, label %118, label %136, !dbg !91

118:                                              ; preds = %115
  %119 = load ptr, ptr %34, align 8, !dbg !92, !tbaa !13
  %120 = load ptr, ptr %35, align 8, !dbg !93, !tbaa !13
  %121 = load ptr, ptr %36, align 8, !dbg !94, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %119, ptr %5, align 8, !tbaa !13, !noalias !95
  store ptr %120, ptr %6, align 8, !tbaa !13, !noalias !95
  store ptr %121, ptr %7, align 8, !tbaa !13, !noalias !95
  store i32 %1, ptr %8, align 4, !tbaa !17, !noalias !95
  store i32 %43, ptr %9, align 4, !tbaa !17, !noalias !95
  store ptr %5, ptr %14, align 16, !dbg !28, !noalias !95
  %122 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !28
  store ptr %6, ptr %122, align 8, !dbg !28, !noalias !95
  %123 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !28
  store ptr %7, ptr %123, align 16, !dbg !28, !noalias !95
  %124 = getelementptr inbounds ptr, ptr %14, i64 3, !dbg !28
  store ptr %8, ptr %124, align 8, !dbg !28, !noalias !95
  %125 = getelementptr inbounds ptr, ptr %14, i64 4, !dbg !28
  store ptr %9, ptr %125, align 16, !dbg !28, !noalias !95
  %126 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !28
  %127 = load i64, ptr %12, align 8, !dbg !28, !noalias !95
  %128 = load ptr, ptr %13, align 8, !dbg !28, !noalias !95
  %129 = load i64, ptr %10, align 8, !dbg !28, !noalias !95
  %130 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !28
  %131 = load i32, ptr %130, align 8, !dbg !28, !noalias !95
  %132 = load i64, ptr %11, align 8, !dbg !28, !noalias !95
  %133 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !28
  %134 = load i32, ptr %133, align 8, !dbg !28, !noalias !95
  %135 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__dampPKfS0_Pfii, i64 %129, i32 %131, i64 %132, i32 %134, ptr noundef nonnull %14, i64 noundef %127, ptr noundef %128), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !100
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !100
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !100
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !100
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14), !dbg !100
  br label %136, !dbg !91

136:                                              ; preds = %118, %115
  %137 = load ptr, ptr %36, align 8, !dbg !101, !tbaa !13
  %138 = call i32 @cudaMemcpy(ptr noundef %47, ptr noundef %137, i64 noundef %45, i32 noundef 2), !dbg !102
  %139 = icmp ne i32 %3, 0
  %140 = icmp sgt i32 %0, 0, !dbg !103
  %141 = and i1 %139, %140, !dbg !103
  br i1 %141, label %142, label %156, !dbg !104

142:                                              ; preds = %136
  %143 = icmp sgt i32 %1, 0
  %144 = and i32 %1, 1
  %145 = icmp eq i32 %1, 1
  %146 = and i32 %1, -2
  %147 = icmp eq i32 %144, 0
  %148 = and i32 %1, 3
  %149 = icmp ult i32 %1, 4
  %150 = and i32 %1, -4
  %151 = icmp eq i32 %148, 0
  %152 = and i32 %1, 7
  %153 = icmp ult i32 %1, 8
  %154 = and i32 %1, -8
  %155 = icmp eq i32 %152, 0
  br label %170, !dbg !104

156:                                              ; preds = %283, %136
  %157 = phi i32 [ 0, %136 ], [ %284, %283 ], !dbg !105
  %158 = icmp ne i32 %157, 0, !dbg !106
  %159 = select i1 %158, ptr @.str.3, ptr @.str.4, !dbg !106
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, ptr noundef nonnull %159, i32 noundef %157), !dbg !107
  %161 = load ptr, ptr %33, align 8, !dbg !108, !tbaa !13
  %162 = call i32 @cudaFree(ptr noundef %161), !dbg !109
  %163 = load ptr, ptr %34, align 8, !dbg !110, !tbaa !13
  %164 = call i32 @cudaFree(ptr noundef %163), !dbg !111
  %165 = load ptr, ptr %35, align 8, !dbg !112, !tbaa !13
  %166 = call i32 @cudaFree(ptr noundef %165), !dbg !113
  %167 = load ptr, ptr %36, align 8, !dbg !114, !tbaa !13
  %168 = call i32 @cudaFree(ptr noundef %167), !dbg !115
  call void @free(ptr noundef %46) #10, !dbg !116
  call void @free(ptr noundef %47) #10, !dbg !117
  %169 = zext i1 %158 to i32, !dbg !118
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #10, !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #10, !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #10, !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #10, !dbg !119
  br label %287

170:                                              ; preds = %142, %283
  %171 = phi i64 [ 0, %142 ], [ %285, %283 ]
  %172 = phi i32 [ 0, %142 ], [ %284, %283 ]
  br i1 %143, label %173, label %249, !dbg !120

173:                                              ; preds = %170
  %174 = getelementptr inbounds float, ptr %46, i64 %171, !dbg !121
  %175 = load float, ptr %174, align 4, !dbg !121, !tbaa !59
  %176 = fadd float %175, 2.000000e+00, !dbg !122
  %177 = fneg float %176
  br i1 %145, label %178, label %192, !dbg !120

178:                                              ; preds = %192, %173
  %179 = phi float [ undef, %173 ], [ %206, %192 ]
  %180 = phi float [ 1.000000e+00, %173 ], [ %206, %192 ]
  br i1 %147, label %188, label %181, !dbg !120

181:                                              ; preds = %178
  %182 = fmul float %180, %180, !dbg !123
  %183 = call float @llvm.fmuladd.f32(float %182, float %180, float %177), !dbg !124
  %184 = fmul float %180, 3.000000e+00, !dbg !125
  %185 = fmul float %180, %184, !dbg !126
  %186 = fdiv float %183, %185, !dbg !127
  %187 = fsub float %180, %186, !dbg !128
  br label %188, !dbg !129

188:                                              ; preds = %178, %181
  %189 = phi float [ %179, %178 ], [ %187, %181 ], !dbg !128
  %190 = fadd float %189, 1.000000e+00, !dbg !129
  br i1 %143, label %191, label %249, !dbg !130

191:                                              ; preds = %188
  br i1 %149, label %209, label %223, !dbg !130

192:                                              ; preds = %173, %192
  %193 = phi float [ %206, %192 ], [ 1.000000e+00, %173 ]
  %194 = phi i32 [ %207, %192 ], [ 0, %173 ]
  %195 = fmul float %193, %193, !dbg !123
  %196 = call float @llvm.fmuladd.f32(float %195, float %193, float %177), !dbg !124
  %197 = fmul float %193, 3.000000e+00, !dbg !125
  %198 = fmul float %193, %197, !dbg !126
  %199 = fdiv float %196, %198, !dbg !127
  %200 = fsub float %193, %199, !dbg !128
  %201 = fmul float %200, %200, !dbg !123
  %202 = call float @llvm.fmuladd.f32(float %201, float %200, float %177), !dbg !124
  %203 = fmul float %200, 3.000000e+00, !dbg !125
  %204 = fmul float %200, %203, !dbg !126
  %205 = fdiv float %202, %204, !dbg !127
  %206 = fsub float %200, %205, !dbg !128
  %207 = add i32 %194, 2, !dbg !120
  %208 = icmp eq i32 %207, %146, !dbg !120
  br i1 %208, label %178, label %192, !dbg !120, !llvm.loop !131

209:                                              ; preds = %223, %191
  %210 = phi float [ undef, %191 ], [ %237, %223 ]
  %211 = phi float [ %190, %191 ], [ %237, %223 ]
  br i1 %151, label %220, label %212, !dbg !130

212:                                              ; preds = %209, %212
  %213 = phi float [ %217, %212 ], [ %211, %209 ]
  %214 = phi i32 [ %218, %212 ], [ 0, %209 ]
  %215 = fdiv float %190, %213, !dbg !133
  %216 = fadd float %213, %215, !dbg !134
  %217 = fmul float %216, 5.000000e-01, !dbg !135
  %218 = add i32 %214, 1, !dbg !130
  %219 = icmp eq i32 %218, %148, !dbg !130
  br i1 %219, label %220, label %212, !dbg !130, !llvm.loop !136

220:                                              ; preds = %212, %209
  %221 = phi float [ %210, %209 ], [ %217, %212 ], !dbg !135
  br i1 %143, label %222, label %249, !dbg !138

222:                                              ; preds = %220
  br i1 %153, label %240, label %261, !dbg !138

223:                                              ; preds = %191, %223
  %224 = phi float [ %237, %223 ], [ %190, %191 ]
  %225 = phi i32 [ %238, %223 ], [ 0, %191 ]
  %226 = fdiv float %190, %224, !dbg !133
  %227 = fadd float %224, %226, !dbg !134
  %228 = fmul float %227, 5.000000e-01, !dbg !135
  %229 = fdiv float %190, %228, !dbg !133
  %230 = fadd float %228, %229, !dbg !134
  %231 = fmul float %230, 5.000000e-01, !dbg !135
  %232 = fdiv float %190, %231, !dbg !133
  %233 = fadd float %231, %232, !dbg !134
  %234 = fmul float %233, 5.000000e-01, !dbg !135
  %235 = fdiv float %190, %234, !dbg !133
  %236 = fadd float %234, %235, !dbg !134
  %237 = fmul float %236, 5.000000e-01, !dbg !135
  %238 = add i32 %225, 4, !dbg !130
  %239 = icmp eq i32 %238, %150, !dbg !130
  br i1 %239, label %209, label %223, !dbg !130, !llvm.loop !139

240:                                              ; preds = %261, %222
  %241 = phi float [ undef, %222 ], [ %271, %261 ]
  %242 = phi float [ %221, %222 ], [ %271, %261 ]
  br i1 %155, label %249, label %243, !dbg !138

243:                                              ; preds = %240, %243
  %244 = phi float [ %246, %243 ], [ %242, %240 ]
  %245 = phi i32 [ %247, %243 ], [ 0, %240 ]
  %246 = fmul float %244, 0x3FEFAE1480000000, !dbg !141
  %247 = add i32 %245, 1, !dbg !138
  %248 = icmp eq i32 %247, %152, !dbg !138
  br i1 %248, label %249, label %243, !dbg !138, !llvm.loop !142

249:                                              ; preds = %240, %243, %170, %188, %220
  %250 = phi float [ %189, %220 ], [ %189, %188 ], [ 1.000000e+00, %170 ], [ %189, %243 ], [ %189, %240 ]
  %251 = phi float [ %221, %220 ], [ %190, %188 ], [ 2.000000e+00, %170 ], [ %241, %240 ], [ %246, %243 ], !dbg !143
  %252 = fadd float %250, %251, !dbg !144
  %253 = getelementptr inbounds float, ptr %47, i64 %171, !dbg !145
  %254 = load float, ptr %253, align 4, !dbg !145, !tbaa !59
  %255 = fsub float %254, %252, !dbg !146
  %256 = call float @llvm.fabs.f32(float %255), !dbg !147
  %257 = call float @llvm.fabs.f32(float %252), !dbg !148
  %258 = fadd float %257, 1.000000e+00, !dbg !149
  %259 = fmul float %258, 0x3F1A36E2E0000000, !dbg !150
  %260 = fcmp ugt float %256, %259, !dbg !151
  br i1 %260, label %274, label %283, !dbg !152

261:                                              ; preds = %222, %261
  %262 = phi float [ %271, %261 ], [ %221, %222 ]
  %263 = phi i32 [ %272, %261 ], [ 0, %222 ]
  %264 = fmul float %262, 0x3FEFAE1480000000, !dbg !141
  %265 = fmul float %264, 0x3FEFAE1480000000, !dbg !141
  %266 = fmul float %265, 0x3FEFAE1480000000, !dbg !141
  %267 = fmul float %266, 0x3FEFAE1480000000, !dbg !141
  %268 = fmul float %267, 0x3FEFAE1480000000, !dbg !141
  %269 = fmul float %268, 0x3FEFAE1480000000, !dbg !141
  %270 = fmul float %269, 0x3FEFAE1480000000, !dbg !141
  %271 = fmul float %270, 0x3FEFAE1480000000, !dbg !141
  %272 = add i32 %263, 8, !dbg !138
  %273 = icmp eq i32 %272, %154, !dbg !138
  br i1 %273, label %240, label %261, !dbg !138, !llvm.loop !153

274:                                              ; preds = %249
  %275 = icmp slt i32 %172, 5, !dbg !155
  br i1 %275, label %276, label %281, !dbg !156

276:                                              ; preds = %274
  %277 = fpext float %254 to double, !dbg !157
  %278 = fpext float %252 to double, !dbg !158
  %279 = trunc i64 %171 to i32, !dbg !159
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %279, double noundef %277, double noundef %278), !dbg !159
  br label %281, !dbg !159

281:                                              ; preds = %276, %274
  %282 = add nsw i32 %172, 1, !dbg !160
  br label %283, !dbg !161

283:                                              ; preds = %281, %249
  %284 = phi i32 [ %172, %249 ], [ %282, %281 ], !dbg !143
  %285 = add nuw nsw i64 %171, 1, !dbg !162
  %286 = icmp slt i64 %285, %44, !dbg !103
  br i1 %286, label %170, label %156, !dbg !104, !llvm.loop !163

287:                                              ; preds = %156, %40
  %288 = phi i32 [ 1, %40 ], [ %169, %156 ], !dbg !143
  ret i32 %288, !dbg !119
}

; Function Attrs: nofree nounwind
declare !dbg !165 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !167 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !169 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !171 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !172 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !174 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !175 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !176 {
  %1 = tail call i32 @run_wave_tail(i32 noundef 140, i32 noundef 512, i32 noundef 1, i32 noundef 1), !dbg !177, !range !178
  ret i32 %1, !dbg !179
}

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.dbg.cu = !{!7}
!llvm.ident = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !8, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "samples/cuda/wave_tail.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "85f58185f7d2ad0c149223f875dee853")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "cube_root", scope: !8, file: !8, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 19, column: 97, scope: !10)
!20 = !DILocation(line: 25, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "newton_sqrt", scope: !8, file: !8, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 27, column: 99, scope: !21)
!23 = !DILocation(line: 33, column: 1, scope: !21)
!24 = distinct !DISubprogram(name: "damp", scope: !8, file: !8, line: 35, type: !11, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!25 = !DILocation(line: 36, column: 40, scope: !24)
!26 = !DILocation(line: 42, column: 1, scope: !24)
!27 = distinct !DISubprogram(name: "run_wave_tail", scope: !8, file: !8, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!28 = !DILocation(line: 36, column: 40, scope: !24, inlinedAt: !29)
!29 = distinct !DILocation(line: 64, column: 5, scope: !27)
!30 = !DILocation(line: 27, column: 99, scope: !21, inlinedAt: !31)
!31 = distinct !DILocation(line: 63, column: 5, scope: !27)
!32 = !DILocation(line: 19, column: 97, scope: !10, inlinedAt: !33)
!33 = distinct !DILocation(line: 62, column: 5, scope: !27)
!34 = !DILocation(line: 47, column: 16, scope: !27)
!35 = !DILocation(line: 47, column: 21, scope: !27)
!36 = !DILocation(line: 48, column: 9, scope: !27)
!37 = !DILocation(line: 49, column: 9, scope: !27)
!38 = !DILocation(line: 51, column: 20, scope: !27)
!39 = !DILocation(line: 53, column: 28, scope: !27)
!40 = !DILocation(line: 53, column: 30, scope: !27)
!41 = !DILocation(line: 54, column: 26, scope: !27)
!42 = !DILocation(line: 54, column: 58, scope: !27)
!43 = !DILocation(line: 11, column: 23, scope: !44, inlinedAt: !46)
!44 = distinct !DISubprogram(name: "fill", scope: !45, file: !45, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!45 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!46 = distinct !DILocation(line: 55, column: 5, scope: !27)
!47 = !DILocation(line: 11, column: 5, scope: !44, inlinedAt: !46)
!48 = !DILocation(line: 6, column: 14, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "lcg_uniform", scope: !45, file: !45, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!50 = distinct !DILocation(line: 11, column: 48, scope: !44, inlinedAt: !46)
!51 = !DILocation(line: 6, column: 21, scope: !49, inlinedAt: !50)
!52 = !DILocation(line: 6, column: 32, scope: !49, inlinedAt: !50)
!53 = !DILocation(line: 7, column: 27, scope: !49, inlinedAt: !50)
!54 = !DILocation(line: 7, column: 19, scope: !49, inlinedAt: !50)
!55 = !DILocation(line: 7, column: 56, scope: !49, inlinedAt: !50)
!56 = !DILocation(line: 11, column: 46, scope: !44, inlinedAt: !46)
!57 = !DILocation(line: 11, column: 33, scope: !44, inlinedAt: !46)
!58 = !DILocation(line: 11, column: 38, scope: !44, inlinedAt: !46)
!59 = !{!60, !60, i64 0}
!60 = !{!"float", !15, i64 0}
!61 = !DILocation(line: 11, column: 28, scope: !44, inlinedAt: !46)
!62 = distinct !{!62, !47, !63, !64}
!63 = !DILocation(line: 11, column: 65, scope: !44, inlinedAt: !46)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 56, column: 5, scope: !27)
!66 = !DILocation(line: 57, column: 5, scope: !27)
!67 = !DILocation(line: 58, column: 5, scope: !27)
!68 = !DILocation(line: 59, column: 5, scope: !27)
!69 = !DILocation(line: 60, column: 5, scope: !27)
!70 = !DILocation(line: 61, column: 16, scope: !27)
!71 = !DILocation(line: 61, column: 5, scope: !27)
!72 = !DILocation(line: 62, column: 14, scope: !27)
!73 = !DILocation(line: 62, column: 5, scope: !27)
!74 = !DILocation(line: 62, column: 37, scope: !27)
!75 = !DILocation(line: 62, column: 41, scope: !27)
!76 = !{!77, !79}
!77 = distinct !{!77, !78, !"_Z24__device_stub__cube_rootPKfPfii: argument 0"}
!78 = distinct !{!78, !"_Z24__device_stub__cube_rootPKfPfii"}
!79 = distinct !{!79, !78, !"_Z24__device_stub__cube_rootPKfPfii: argument 1"}
!80 = !DILocation(line: 25, column: 1, scope: !10, inlinedAt: !33)
!81 = !DILocation(line: 63, column: 16, scope: !27)
!82 = !DILocation(line: 63, column: 5, scope: !27)
!83 = !DILocation(line: 63, column: 39, scope: !27)
!84 = !DILocation(line: 63, column: 43, scope: !27)
!85 = !{!86, !88}
!86 = distinct !{!86, !87, !"_Z26__device_stub__newton_sqrtPKfPfii: argument 0"}
!87 = distinct !{!87, !"_Z26__device_stub__newton_sqrtPKfPfii"}
!88 = distinct !{!88, !87, !"_Z26__device_stub__newton_sqrtPKfPfii: argument 1"}
!89 = !DILocation(line: 33, column: 1, scope: !21, inlinedAt: !31)
!90 = !DILocation(line: 64, column: 9, scope: !27)
!91 = !DILocation(line: 64, column: 5, scope: !27)
!92 = !DILocation(line: 64, column: 32, scope: !27)
!93 = !DILocation(line: 64, column: 36, scope: !27)
!94 = !DILocation(line: 64, column: 40, scope: !27)
!95 = !{!96, !98, !99}
!96 = distinct !{!96, !97, !"_Z19__device_stub__dampPKfS0_Pfii: argument 0"}
!97 = distinct !{!97, !"_Z19__device_stub__dampPKfS0_Pfii"}
!98 = distinct !{!98, !97, !"_Z19__device_stub__dampPKfS0_Pfii: argument 1"}
!99 = distinct !{!99, !97, !"_Z19__device_stub__dampPKfS0_Pfii: argument 2"}
!100 = !DILocation(line: 42, column: 1, scope: !24, inlinedAt: !29)
!101 = !DILocation(line: 65, column: 22, scope: !27)
!102 = !DILocation(line: 65, column: 5, scope: !27)
!103 = !DILocation(line: 67, column: 27, scope: !27)
!104 = !DILocation(line: 67, column: 5, scope: !27)
!105 = !DILocation(line: 66, column: 9, scope: !27)
!106 = !DILocation(line: 79, column: 81, scope: !27)
!107 = !DILocation(line: 79, column: 5, scope: !27)
!108 = !DILocation(line: 80, column: 14, scope: !27)
!109 = !DILocation(line: 80, column: 5, scope: !27)
!110 = !DILocation(line: 80, column: 28, scope: !27)
!111 = !DILocation(line: 80, column: 19, scope: !27)
!112 = !DILocation(line: 80, column: 42, scope: !27)
!113 = !DILocation(line: 80, column: 33, scope: !27)
!114 = !DILocation(line: 80, column: 56, scope: !27)
!115 = !DILocation(line: 80, column: 47, scope: !27)
!116 = !DILocation(line: 81, column: 5, scope: !27)
!117 = !DILocation(line: 81, column: 15, scope: !27)
!118 = !DILocation(line: 82, column: 12, scope: !27)
!119 = !DILocation(line: 83, column: 1, scope: !27)
!120 = !DILocation(line: 69, column: 9, scope: !27)
!121 = !DILocation(line: 68, column: 25, scope: !27)
!122 = !DILocation(line: 68, column: 31, scope: !27)
!123 = !DILocation(line: 69, column: 49, scope: !27)
!124 = !DILocation(line: 69, column: 57, scope: !27)
!125 = !DILocation(line: 69, column: 76, scope: !27)
!126 = !DILocation(line: 69, column: 80, scope: !27)
!127 = !DILocation(line: 69, column: 68, scope: !27)
!128 = !DILocation(line: 69, column: 43, scope: !27)
!129 = !DILocation(line: 70, column: 26, scope: !27)
!130 = !DILocation(line: 71, column: 9, scope: !27)
!131 = distinct !{!131, !120, !132, !64}
!132 = !DILocation(line: 69, column: 83, scope: !27)
!133 = !DILocation(line: 71, column: 70, scope: !27)
!134 = !DILocation(line: 71, column: 61, scope: !27)
!135 = !DILocation(line: 71, column: 53, scope: !27)
!136 = distinct !{!136, !137}
!137 = !{!"llvm.loop.unroll.disable"}
!138 = !DILocation(line: 72, column: 9, scope: !27)
!139 = distinct !{!139, !130, !140, !64}
!140 = !DILocation(line: 71, column: 76, scope: !27)
!141 = !DILocation(line: 72, column: 46, scope: !27)
!142 = distinct !{!142, !137}
!143 = !DILocation(line: 0, scope: !27)
!144 = !DILocation(line: 73, column: 26, scope: !27)
!145 = !DILocation(line: 74, column: 21, scope: !27)
!146 = !DILocation(line: 74, column: 29, scope: !27)
!147 = !DILocation(line: 74, column: 15, scope: !27)
!148 = !DILocation(line: 74, column: 55, scope: !27)
!149 = !DILocation(line: 74, column: 53, scope: !27)
!150 = !DILocation(line: 74, column: 45, scope: !27)
!151 = !DILocation(line: 74, column: 36, scope: !27)
!152 = !DILocation(line: 74, column: 13, scope: !27)
!153 = distinct !{!153, !138, !154, !64}
!154 = !DILocation(line: 72, column: 49, scope: !27)
!155 = !DILocation(line: 75, column: 21, scope: !27)
!156 = !DILocation(line: 75, column: 17, scope: !27)
!157 = !DILocation(line: 75, column: 79, scope: !27)
!158 = !DILocation(line: 75, column: 88, scope: !27)
!159 = !DILocation(line: 75, column: 26, scope: !27)
!160 = !DILocation(line: 76, column: 13, scope: !27)
!161 = !DILocation(line: 77, column: 9, scope: !27)
!162 = !DILocation(line: 67, column: 37, scope: !27)
!163 = distinct !{!163, !104, !164, !64}
!164 = !DILocation(line: 78, column: 5, scope: !27)
!165 = !DISubprogram(name: "printf", scope: !166, file: !166, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!166 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!167 = !DISubprogram(name: "malloc", scope: !168, file: !168, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!168 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!169 = !DISubprogram(name: "cudaMalloc", scope: !170, file: !170, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!170 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!171 = !DISubprogram(name: "cudaMemcpy", scope: !170, file: !170, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!172 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !173, file: !173, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!173 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!174 = !DISubprogram(name: "cudaFree", scope: !170, file: !170, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!175 = !DISubprogram(name: "free", scope: !168, file: !168, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!176 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 85, type: !11, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!177 = !DILocation(line: 85, column: 21, scope: !176)
!178 = !{i32 0, i32 2}
!179 = !DILocation(line: 85, column: 14, scope: !176)
