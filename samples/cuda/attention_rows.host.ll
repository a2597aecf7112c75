; ModuleID = 'samples/cuda/attention_rows.cu'
source_filename = "samples/cuda/attention_rows.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [49 x i8] c"attention_rows: bad sizes heads=%d seq=%d dh=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"attention_rows heads=%d seq=%d dh=%d: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"not checked\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__gemm_tiledPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !10 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !14
  store ptr %1, ptr %8, align 8, !tbaa !14
  store ptr %2, ptr %9, align 8, !tbaa !14
  store i32 %3, ptr %10, align 4, !tbaa !18
  store i32 %4, ptr %11, align 4, !tbaa !18
  store i32 %5, ptr %12, align 4, !tbaa !18
  %17 = alloca [6 x ptr], align 16, !dbg !20
  store ptr %7, ptr %17, align 16, !dbg !20
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !20
  store ptr %8, ptr %18, align 8, !dbg !20
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !20
  store ptr %9, ptr %19, align 16, !dbg !20
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !20
  store ptr %10, ptr %20, align 8, !dbg !20
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !20
  store ptr %11, ptr %21, align 16, !dbg !20
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !20
  store ptr %12, ptr %22, align 8, !dbg !20
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !20
  %24 = load i64, ptr %15, align 8, !dbg !20
  %25 = load ptr, ptr %16, align 8, !dbg !20
  %26 = load i64, ptr %13, align 8, !dbg !20
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !20
  %28 = load i32, ptr %27, align 8, !dbg !20
  %29 = load i64, ptr %14, align 8, !dbg !20
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !20
  %31 = load i32, ptr %30, align 8, !dbg !20
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !20
  ret void, !dbg !21
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z31__device_stub__attention_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !22 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store ptr %2, ptr %8, align 8, !tbaa !14
  store i32 %3, ptr %9, align 4, !tbaa !18
  store i32 %4, ptr %10, align 4, !tbaa !18
  %15 = alloca [5 x ptr], align 16, !dbg !24
  store ptr %6, ptr %15, align 16, !dbg !24
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !24
  store ptr %7, ptr %16, align 8, !dbg !24
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !24
  store ptr %8, ptr %17, align 16, !dbg !24
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !24
  store ptr %9, ptr %18, align 8, !dbg !24
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !24
  store ptr %10, ptr %19, align 16, !dbg !24
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !24
  %21 = load i64, ptr %13, align 8, !dbg !24
  %22 = load ptr, ptr %14, align 8, !dbg !24
  %23 = load i64, ptr %11, align 8, !dbg !24
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !24
  %25 = load i32, ptr %24, align 8, !dbg !24
  %26 = load i64, ptr %12, align 8, !dbg !24
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !24
  %28 = load i32, ptr %27, align 8, !dbg !24
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__attention_valuesPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !24
  ret void, !dbg !25
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__strip_scoresPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !26 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store ptr %2, ptr %8, align 8, !tbaa !14
  store i32 %3, ptr %9, align 4, !tbaa !18
  store i32 %4, ptr %10, align 4, !tbaa !18
  %15 = alloca [5 x ptr], align 16, !dbg !27
  store ptr %6, ptr %15, align 16, !dbg !27
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !27
  store ptr %7, ptr %16, align 8, !dbg !27
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !27
  store ptr %8, ptr %17, align 16, !dbg !27
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !27
  store ptr %9, ptr %18, align 8, !dbg !27
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !27
  store ptr %10, ptr %19, align 16, !dbg !27
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !27
  %21 = load i64, ptr %13, align 8, !dbg !27
  %22 = load ptr, ptr %14, align 8, !dbg !27
  %23 = load i64, ptr %11, align 8, !dbg !27
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !27
  %25 = load i32, ptr %24, align 8, !dbg !27
  %26 = load i64, ptr %12, align 8, !dbg !27
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !27
  %28 = load i32, ptr %27, align 8, !dbg !27
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__strip_scoresPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !27
  ret void, !dbg !28
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__strip_scalePKfPfif(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, float noundef %3) #0 !dbg !29 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !14
  store ptr %1, ptr %6, align 8, !tbaa !14
  store i32 %2, ptr %7, align 4, !tbaa !18
  store float %3, ptr %8, align 4, !tbaa !30
  %13 = alloca [4 x ptr], align 16, !dbg !32
  store ptr %5, ptr %13, align 16, !dbg !32
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !32
  store ptr %6, ptr %14, align 8, !dbg !32
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !32
  store ptr %7, ptr %15, align 16, !dbg !32
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !32
  store ptr %8, ptr %16, align 8, !dbg !32
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !32
  %18 = load i64, ptr %11, align 8, !dbg !32
  %19 = load ptr, ptr %12, align 8, !dbg !32
  %20 = load i64, ptr %9, align 8, !dbg !32
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !32
  %22 = load i32, ptr %21, align 8, !dbg !32
  %23 = load i64, ptr %10, align 8, !dbg !32
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !32
  %25 = load i32, ptr %24, align 8, !dbg !32
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__strip_scalePKfPfif, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z28__device_stub__strip_softmaxPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !34 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !14
  store ptr %1, ptr %5, align 8, !tbaa !14
  store i32 %2, ptr %6, align 4, !tbaa !18
  %11 = alloca [3 x ptr], align 16, !dbg !35
  store ptr %4, ptr %11, align 16, !dbg !35
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !35
  store ptr %5, ptr %12, align 8, !dbg !35
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !35
  store ptr %6, ptr %13, align 16, !dbg !35
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !35
  %15 = load i64, ptr %9, align 8, !dbg !35
  %16 = load ptr, ptr %10, align 8, !dbg !35
  %17 = load i64, ptr %7, align 8, !dbg !35
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !35
  %19 = load i32, ptr %18, align 8, !dbg !35
  %20 = load i64, ptr %8, align 8, !dbg !35
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !35
  %22 = load i32, ptr %21, align 8, !dbg !35
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__strip_softmaxPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !35
  ret void, !dbg !36
}

; Function Attrs: uwtable
define dso_local i32 @run_attention_rows(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !37 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [5 x ptr], align 16, !dbg !38
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [3 x ptr], align 16, !dbg !40
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca %struct.dim3, align 8
  %29 = alloca %struct.dim3, align 8
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [4 x ptr], align 16, !dbg !42
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca %struct.dim3, align 8
  %39 = alloca %struct.dim3, align 8
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca [5 x ptr], align 16, !dbg !44
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = icmp slt i32 %0, 1, !dbg !46
  %51 = icmp slt i32 %1, 1
  %52 = or i1 %50, %51, !dbg !47
  %53 = icmp slt i32 %2, 1
  %54 = or i1 %52, %53, !dbg !47
  br i1 %54, label %55, label %57, !dbg !47

55:                                               ; preds = %5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !48
  br label %534, !dbg !49

57:                                               ; preds = %5
  %58 = mul nsw i32 %1, %0, !dbg !50
  %59 = mul nsw i32 %58, %2, !dbg !51
  %60 = mul nsw i32 %58, %1, !dbg !52
  %61 = sext i32 %59 to i64, !dbg !53
  %62 = shl nsw i64 %61, 2, !dbg !54
  %63 = tail call noalias ptr @malloc(i64 noundef %62) #12, !dbg !55
  %64 = tail call noalias ptr @malloc(i64 noundef %62) #12, !dbg !56
  %65 = tail call noalias ptr @malloc(i64 noundef %62) #12, !dbg !57
  %66 = tail call noalias ptr @malloc(i64 noundef %62) #12, !dbg !58
  %67 = icmp sgt i32 %59, 0, !dbg !59
  br i1 %67, label %68, label %191, !dbg !63

68:                                               ; preds = %57
  %69 = zext i32 %59 to i64, !dbg !59
  %70 = add nsw i64 %69, -1, !dbg !63
  %71 = and i64 %69, 1, !dbg !63
  %72 = icmp eq i64 %70, 0, !dbg !63
  br i1 %72, label %97, label %73, !dbg !63

73:                                               ; preds = %68
  %74 = and i64 %69, 4294967294, !dbg !63
  br label %75, !dbg !63

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %94, %75 ], !dbg !64
  %77 = phi i32 [ %3, %73 ], [ %88, %75 ], !dbg !64
  %78 = phi i64 [ 0, %73 ], [ %95, %75 ]
  %79 = mul i32 %77, 1664525, !dbg !67
  %80 = add i32 %79, 1013904223, !dbg !68
  %81 = lshr i32 %80, 8, !dbg !69
  %82 = uitofp i32 %81 to float, !dbg !70
  %83 = tail call float @llvm.fmuladd.f32(float %82, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %84 = fmul float %83, 2.000000e+00, !dbg !72
  %85 = getelementptr inbounds float, ptr %63, i64 %76, !dbg !73
  store float %84, ptr %85, align 4, !dbg !74, !tbaa !30
  %86 = or i64 %76, 1, !dbg !75
  %87 = mul i32 %80, 1664525, !dbg !67
  %88 = add i32 %87, 1013904223, !dbg !68
  %89 = lshr i32 %88, 8, !dbg !69
  %90 = uitofp i32 %89 to float, !dbg !70
  %91 = tail call float @llvm.fmuladd.f32(float %90, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %92 = fmul float %91, 2.000000e+00, !dbg !72
  %93 = getelementptr inbounds float, ptr %63, i64 %86, !dbg !73
  store float %92, ptr %93, align 4, !dbg !74, !tbaa !30
  %94 = add nuw nsw i64 %76, 2, !dbg !75
  %95 = add i64 %78, 2, !dbg !63
  %96 = icmp eq i64 %95, %74, !dbg !63
  br i1 %96, label %97, label %75, !dbg !63, !llvm.loop !76

97:                                               ; preds = %75, %68
  %98 = phi i32 [ undef, %68 ], [ %88, %75 ]
  %99 = phi i64 [ 0, %68 ], [ %94, %75 ]
  %100 = phi i32 [ %3, %68 ], [ %88, %75 ]
  %101 = icmp eq i64 %71, 0, !dbg !63
  br i1 %101, label %110, label %102, !dbg !63

102:                                              ; preds = %97
  %103 = mul i32 %100, 1664525, !dbg !67
  %104 = add i32 %103, 1013904223, !dbg !68
  %105 = lshr i32 %104, 8, !dbg !69
  %106 = uitofp i32 %105 to float, !dbg !70
  %107 = tail call float @llvm.fmuladd.f32(float %106, float 0x3E70000000000000, float -5.000000e-01), !dbg !71
  %108 = fmul float %107, 2.000000e+00, !dbg !72
  %109 = getelementptr inbounds float, ptr %63, i64 %99, !dbg !73
  store float %108, ptr %109, align 4, !dbg !74, !tbaa !30
  br label %110, !dbg !79

110:                                              ; preds = %97, %102
  %111 = phi i32 [ %98, %97 ], [ %104, %102 ], !dbg !68
  %112 = and i64 %69, 1, !dbg !79
  %113 = icmp eq i64 %70, 0, !dbg !79
  br i1 %113, label %138, label %114, !dbg !79

114:                                              ; preds = %110
  %115 = and i64 %69, 4294967294, !dbg !79
  br label %116, !dbg !79

116:                                              ; preds = %116, %114
  %117 = phi i64 [ 0, %114 ], [ %135, %116 ], !dbg !81
  %118 = phi i32 [ %111, %114 ], [ %129, %116 ], !dbg !81
  %119 = phi i64 [ 0, %114 ], [ %136, %116 ]
  %120 = mul i32 %118, 1664525, !dbg !83
  %121 = add i32 %120, 1013904223, !dbg !84
  %122 = lshr i32 %121, 8, !dbg !85
  %123 = uitofp i32 %122 to float, !dbg !86
  %124 = tail call float @llvm.fmuladd.f32(float %123, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %125 = fmul float %124, 2.000000e+00, !dbg !88
  %126 = getelementptr inbounds float, ptr %64, i64 %117, !dbg !89
  store float %125, ptr %126, align 4, !dbg !90, !tbaa !30
  %127 = or i64 %117, 1, !dbg !91
  %128 = mul i32 %121, 1664525, !dbg !83
  %129 = add i32 %128, 1013904223, !dbg !84
  %130 = lshr i32 %129, 8, !dbg !85
  %131 = uitofp i32 %130 to float, !dbg !86
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %133 = fmul float %132, 2.000000e+00, !dbg !88
  %134 = getelementptr inbounds float, ptr %64, i64 %127, !dbg !89
  store float %133, ptr %134, align 4, !dbg !90, !tbaa !30
  %135 = add nuw nsw i64 %117, 2, !dbg !91
  %136 = add i64 %119, 2, !dbg !79
  %137 = icmp eq i64 %136, %115, !dbg !79
  br i1 %137, label %138, label %116, !dbg !79, !llvm.loop !92

138:                                              ; preds = %116, %110
  %139 = phi i32 [ undef, %110 ], [ %129, %116 ]
  %140 = phi i64 [ 0, %110 ], [ %135, %116 ]
  %141 = phi i32 [ %111, %110 ], [ %129, %116 ]
  %142 = icmp eq i64 %112, 0, !dbg !79
  br i1 %142, label %151, label %143, !dbg !79

143:                                              ; preds = %138
  %144 = mul i32 %141, 1664525, !dbg !83
  %145 = add i32 %144, 1013904223, !dbg !84
  %146 = lshr i32 %145, 8, !dbg !85
  %147 = uitofp i32 %146 to float, !dbg !86
  %148 = tail call float @llvm.fmuladd.f32(float %147, float 0x3E70000000000000, float -5.000000e-01), !dbg !87
  %149 = fmul float %148, 2.000000e+00, !dbg !88
  %150 = getelementptr inbounds float, ptr %64, i64 %140, !dbg !89
  store float %149, ptr %150, align 4, !dbg !90, !tbaa !30
  br label %151, !dbg !94

151:                                              ; preds = %138, %143
  %152 = phi i32 [ %139, %138 ], [ %145, %143 ], !dbg !84
  %153 = and i64 %69, 1, !dbg !94
  %154 = icmp eq i64 %70, 0, !dbg !94
  br i1 %154, label %179, label %155, !dbg !94

155:                                              ; preds = %151
  %156 = and i64 %69, 4294967294, !dbg !94
  br label %157, !dbg !94

157:                                              ; preds = %157, %155
  %158 = phi i64 [ 0, %155 ], [ %176, %157 ], !dbg !96
  %159 = phi i32 [ %152, %155 ], [ %170, %157 ], !dbg !96
  %160 = phi i64 [ 0, %155 ], [ %177, %157 ]
  %161 = mul i32 %159, 1664525, !dbg !98
  %162 = add i32 %161, 1013904223, !dbg !99
  %163 = lshr i32 %162, 8, !dbg !100
  %164 = uitofp i32 %163 to float, !dbg !101
  %165 = tail call float @llvm.fmuladd.f32(float %164, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %166 = fmul float %165, 2.000000e+00, !dbg !103
  %167 = getelementptr inbounds float, ptr %65, i64 %158, !dbg !104
  store float %166, ptr %167, align 4, !dbg !105, !tbaa !30
  %168 = or i64 %158, 1, !dbg !106
  %169 = mul i32 %162, 1664525, !dbg !98
  %170 = add i32 %169, 1013904223, !dbg !99
  %171 = lshr i32 %170, 8, !dbg !100
  %172 = uitofp i32 %171 to float, !dbg !101
  %173 = tail call float @llvm.fmuladd.f32(float %172, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %174 = fmul float %173, 2.000000e+00, !dbg !103
  %175 = getelementptr inbounds float, ptr %65, i64 %168, !dbg !104
  store float %174, ptr %175, align 4, !dbg !105, !tbaa !30
  %176 = add nuw nsw i64 %158, 2, !dbg !106
  %177 = add i64 %160, 2, !dbg !94
  %178 = icmp eq i64 %177, %156, !dbg !94
  br i1 %178, label %179, label %157, !dbg !94, !llvm.loop !107

179:                                              ; preds = %157, %151
  %180 = phi i64 [ 0, %151 ], [ %176, %157 ]
  %181 = phi i32 [ %152, %151 ], [ %170, %157 ]
  %182 = icmp eq i64 %153, 0, !dbg !94
  br i1 %182, label %191, label %183, !dbg !94

183:                                              ; preds = %179
  %184 = mul i32 %181, 1664525, !dbg !98
  %185 = add i32 %184, 1013904223, !dbg !99
  %186 = lshr i32 %185, 8, !dbg !100
  %187 = uitofp i32 %186 to float, !dbg !101
  %188 = tail call float @llvm.fmuladd.f32(float %187, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %189 = fmul float %188, 2.000000e+00, !dbg !103
  %190 = getelementptr inbounds float, ptr %65, i64 %180, !dbg !104
  store float %189, ptr %190, align 4, !dbg !105, !tbaa !30
  br label %191, !dbg !109

191:                                              ; preds = %183, %179, %57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48) #13, !dbg !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49) #13, !dbg !109
  %192 = call i32 @cudaMalloc(ptr noundef nonnull %43, i64 noundef %62), !dbg !110
  %193 = call i32 @cudaMalloc(ptr noundef nonnull %44, i64 noundef %62), !dbg !111
  %194 = call i32 @cudaMalloc(ptr noundef nonnull %45, i64 noundef %62), !dbg !112
  %195 = sext i32 %60 to i64, !dbg !113
  %196 = shl nsw i64 %195, 2, !dbg !114
  %197 = call i32 @cudaMalloc(ptr noundef nonnull %46, i64 noundef %196), !dbg !115
  %198 = call i32 @cudaMalloc(ptr noundef nonnull %47, i64 noundef %196), !dbg !116
  %199 = call i32 @cudaMalloc(ptr noundef nonnull %48, i64 noundef %196), !dbg !117
  %200 = call i32 @cudaMalloc(ptr noundef nonnull %49, i64 noundef %62), !dbg !118
  %201 = load ptr, ptr %43, align 8, !dbg !119, !tbaa !14
  %202 = call i32 @cudaMemcpy(ptr noundef %201, ptr noundef %63, i64 noundef %62, i32 noundef 1), !dbg !120
  %203 = load ptr, ptr %44, align 8, !dbg !121, !tbaa !14
  %204 = call i32 @cudaMemcpy(ptr noundef %203, ptr noundef %64, i64 noundef %62, i32 noundef 1), !dbg !122
  %205 = load ptr, ptr %45, align 8, !dbg !123, !tbaa !14
  %206 = call i32 @cudaMemcpy(ptr noundef %205, ptr noundef %65, i64 noundef %62, i32 noundef 1), !dbg !124
  %207 = add nsw i32 %1, 31, !dbg !125
  %208 = sdiv i32 %207, 32, !dbg !126
  %209 = zext i32 %208 to i64, !dbg !127
  %210 = zext i32 %0 to i64, !dbg !131
  %211 = shl nuw i64 %210, 32, !dbg !131
  %212 = or i64 %211, %209, !dbg !131
  %213 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !132
  %214 = icmp eq i32 %213, 0, !dbg !132
  br i1 %214, label %215, label %233, !dbg !133

215:                                              ; preds = %191
  %216 = load ptr, ptr %43, align 8, !dbg !134, !tbaa !14
  %217 = load ptr, ptr %44, align 8, !dbg !135, !tbaa !14
  %218 = load ptr, ptr %46, align 8, !dbg !136, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %42)
  store ptr %216, ptr %33, align 8, !tbaa !14, !noalias !137
  store ptr %217, ptr %34, align 8, !tbaa !14, !noalias !137
  store ptr %218, ptr %35, align 8, !tbaa !14, !noalias !137
  store i32 %1, ptr %36, align 4, !tbaa !18, !noalias !137
  store i32 %2, ptr %37, align 4, !tbaa !18, !noalias !137
  store ptr %33, ptr %42, align 16, !dbg !44, !noalias !137
  %219 = getelementptr inbounds ptr, ptr %42, i64 1, !dbg !44
  store ptr %34, ptr %219, align 8, !dbg !44, !noalias !137
  %220 = getelementptr inbounds ptr, ptr %42, i64 2, !dbg !44
  store ptr %35, ptr %220, align 16, !dbg !44, !noalias !137
  %221 = getelementptr inbounds ptr, ptr %42, i64 3, !dbg !44
  store ptr %36, ptr %221, align 8, !dbg !44, !noalias !137
  %222 = getelementptr inbounds ptr, ptr %42, i64 4, !dbg !44
  store ptr %37, ptr %222, align 16, !dbg !44, !noalias !137
  %223 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41), !dbg !44
  %224 = load i64, ptr %40, align 8, !dbg !44, !noalias !137
  %225 = load ptr, ptr %41, align 8, !dbg !44, !noalias !137
  %226 = load i64, ptr %38, align 8, !dbg !44, !noalias !137
  %227 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !44
  %228 = load i32, ptr %227, align 8, !dbg !44, !noalias !137
  %229 = load i64, ptr %39, align 8, !dbg !44, !noalias !137
  %230 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !44
  %231 = load i32, ptr %230, align 8, !dbg !44, !noalias !137
  %232 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__strip_scoresPKfS0_Pfii, i64 %226, i32 %228, i64 %229, i32 %231, ptr noundef nonnull %42, i64 noundef %224, ptr noundef %225), !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %36), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37), !dbg !142
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38), !dbg !142
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41), !dbg !142
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %42), !dbg !142
  br label %233, !dbg !133

233:                                              ; preds = %215, %191
  %234 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 34359738400, i32 1, i64 noundef 0, ptr noundef null), !dbg !143
  %235 = icmp eq i32 %234, 0, !dbg !143
  br i1 %235, label %236, label %255, !dbg !144

236:                                              ; preds = %233
  %237 = load ptr, ptr %46, align 8, !dbg !145, !tbaa !14
  %238 = load ptr, ptr %47, align 8, !dbg !146, !tbaa !14
  %239 = sitofp i32 %2 to float, !dbg !147
  %240 = call float @sqrtf(float noundef %239) #13, !dbg !148
  %241 = fdiv float 1.000000e+00, %240, !dbg !149
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %32)
  store ptr %237, ptr %24, align 8, !tbaa !14, !noalias !150
  store ptr %238, ptr %25, align 8, !tbaa !14, !noalias !150
  store i32 %1, ptr %26, align 4, !tbaa !18, !noalias !150
  store float %241, ptr %27, align 4, !tbaa !30, !noalias !150
  store ptr %24, ptr %32, align 16, !dbg !42, !noalias !150
  %242 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !42
  store ptr %25, ptr %242, align 8, !dbg !42, !noalias !150
  %243 = getelementptr inbounds ptr, ptr %32, i64 2, !dbg !42
  store ptr %26, ptr %243, align 16, !dbg !42, !noalias !150
  %244 = getelementptr inbounds ptr, ptr %32, i64 3, !dbg !42
  store ptr %27, ptr %244, align 8, !dbg !42, !noalias !150
  %245 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31), !dbg !42
  %246 = load i64, ptr %30, align 8, !dbg !42, !noalias !150
  %247 = load ptr, ptr %31, align 8, !dbg !42, !noalias !150
  %248 = load i64, ptr %28, align 8, !dbg !42, !noalias !150
  %249 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !42
  %250 = load i32, ptr %249, align 8, !dbg !42, !noalias !150
  %251 = load i64, ptr %29, align 8, !dbg !42, !noalias !150
  %252 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !42
  %253 = load i32, ptr %252, align 8, !dbg !42, !noalias !150
  %254 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__strip_scalePKfPfif, i64 %248, i32 %250, i64 %251, i32 %253, ptr noundef nonnull %32, i64 noundef %246, ptr noundef %247), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !154
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28), !dbg !154
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30), !dbg !154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !154
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %32), !dbg !154
  br label %255, !dbg !144

255:                                              ; preds = %236, %233
  %256 = call i32 @__cudaPushCallConfiguration(i64 %212, i32 1, i64 34359738400, i32 1, i64 noundef 0, ptr noundef null), !dbg !155
  %257 = icmp eq i32 %256, 0, !dbg !155
  br i1 %257, label %258, label %273, !dbg !156

258:                                              ; preds = %255
  %259 = load ptr, ptr %47, align 8, !dbg !157, !tbaa !14
  %260 = load ptr, ptr %48, align 8, !dbg !158, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23)
  store ptr %259, ptr %16, align 8, !tbaa !14, !noalias !159
  store ptr %260, ptr %17, align 8, !tbaa !14, !noalias !159
  store i32 %1, ptr %18, align 4, !tbaa !18, !noalias !159
  store ptr %16, ptr %23, align 16, !dbg !40, !noalias !159
  %261 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !40
  store ptr %17, ptr %261, align 8, !dbg !40, !noalias !159
  %262 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !40
  store ptr %18, ptr %262, align 16, !dbg !40, !noalias !159
  %263 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22), !dbg !40
  %264 = load i64, ptr %21, align 8, !dbg !40, !noalias !159
  %265 = load ptr, ptr %22, align 8, !dbg !40, !noalias !159
  %266 = load i64, ptr %19, align 8, !dbg !40, !noalias !159
  %267 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !40
  %268 = load i32, ptr %267, align 8, !dbg !40, !noalias !159
  %269 = load i64, ptr %20, align 8, !dbg !40, !noalias !159
  %270 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !40
  %271 = load i32, ptr %270, align 8, !dbg !40, !noalias !159
  %272 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__strip_softmaxPKfPfi, i64 %266, i32 %268, i64 %269, i32 %271, ptr noundef nonnull %23, i64 noundef %264, ptr noundef %265), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !163
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !163
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !163
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23), !dbg !163
  br label %273, !dbg !156

273:                                              ; preds = %258, %255
  %274 = add nsw i32 %2, 31, !dbg !164
  %275 = sdiv i32 %274, 32, !dbg !165
  %276 = shl nuw i64 %209, 32, !dbg !166
  %277 = zext i32 %275 to i64, !dbg !166
  %278 = or i64 %276, %277, !dbg !166
  %279 = call i32 @__cudaPushCallConfiguration(i64 %278, i32 %0, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !166
  %280 = icmp eq i32 %279, 0, !dbg !166
  br i1 %280, label %281, label %299, !dbg !167

281:                                              ; preds = %273
  %282 = load ptr, ptr %48, align 8, !dbg !168, !tbaa !14
  %283 = load ptr, ptr %45, align 8, !dbg !169, !tbaa !14
  %284 = load ptr, ptr %49, align 8, !dbg !170, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  store ptr %282, ptr %6, align 8, !tbaa !14, !noalias !171
  store ptr %283, ptr %7, align 8, !tbaa !14, !noalias !171
  store ptr %284, ptr %8, align 8, !tbaa !14, !noalias !171
  store i32 %1, ptr %9, align 4, !tbaa !18, !noalias !171
  store i32 %2, ptr %10, align 4, !tbaa !18, !noalias !171
  store ptr %6, ptr %15, align 16, !dbg !38, !noalias !171
  %285 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !38
  store ptr %7, ptr %285, align 8, !dbg !38, !noalias !171
  %286 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !38
  store ptr %8, ptr %286, align 16, !dbg !38, !noalias !171
  %287 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !38
  store ptr %9, ptr %287, align 8, !dbg !38, !noalias !171
  %288 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !38
  store ptr %10, ptr %288, align 16, !dbg !38, !noalias !171
  %289 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !38
  %290 = load i64, ptr %13, align 8, !dbg !38, !noalias !171
  %291 = load ptr, ptr %14, align 8, !dbg !38, !noalias !171
  %292 = load i64, ptr %11, align 8, !dbg !38, !noalias !171
  %293 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !38
  %294 = load i32, ptr %293, align 8, !dbg !38, !noalias !171
  %295 = load i64, ptr %12, align 8, !dbg !38, !noalias !171
  %296 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !38
  %297 = load i32, ptr %296, align 8, !dbg !38, !noalias !171
  %298 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__attention_valuesPKfS0_Pfii, i64 %292, i32 %294, i64 %295, i32 %297, ptr noundef nonnull %15, i64 noundef %290, ptr noundef %291), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !176
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !176
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !176
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !176
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !176
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15), !dbg !176
  br label %299, !dbg !167

299:                                              ; preds = %281, %273
  %300 = load ptr, ptr %49, align 8, !dbg !177, !tbaa !14
  %301 = call i32 @cudaMemcpy(ptr noundef %66, ptr noundef %300, i64 noundef %62, i32 noundef 2), !dbg !178
  %302 = icmp eq i32 %4, 0, !dbg !179
  br i1 %302, label %512, label %303, !dbg !179

303:                                              ; preds = %299
  %304 = call noalias ptr @malloc(i64 noundef %62) #12, !dbg !180
  %305 = zext i32 %1 to i64
  %306 = shl nuw nsw i64 %305, 2, !dbg !181
  %307 = call noalias ptr @malloc(i64 noundef %306) #12, !dbg !182
  %308 = icmp sgt i32 %0, 0, !dbg !183
  br i1 %308, label %309, label %324, !dbg !184

309:                                              ; preds = %303
  %310 = mul i32 %2, %1
  %311 = sitofp i32 %2 to float
  %312 = icmp sgt i32 %1, 0
  %313 = icmp sgt i32 %2, 0
  %314 = sext i32 %2 to i64
  %315 = zext i32 %2 to i64
  %316 = and i64 %315, 1
  %317 = icmp eq i32 %2, 1
  %318 = and i64 %315, 4294967294
  %319 = icmp eq i64 %316, 0
  %320 = and i64 %305, 1
  %321 = icmp eq i32 %1, 1
  %322 = and i64 %305, 4294967294
  %323 = icmp eq i64 %320, 0
  br label %369, !dbg !184

324:                                              ; preds = %488, %303
  br i1 %67, label %325, label %509, !dbg !185

325:                                              ; preds = %324
  %326 = zext i32 %59 to i64, !dbg !186
  %327 = icmp ult i32 %59, 8, !dbg !185
  br i1 %327, label %366, label %328, !dbg !185

328:                                              ; preds = %325
  %329 = and i64 %326, 4294967288, !dbg !185
  br label %330, !dbg !185

330:                                              ; preds = %330, %328
  %331 = phi i64 [ 0, %328 ], [ %360, %330 ], !dbg !187
  %332 = phi <4 x i32> [ zeroinitializer, %328 ], [ %358, %330 ]
  %333 = phi <4 x i32> [ zeroinitializer, %328 ], [ %359, %330 ]
  %334 = getelementptr inbounds float, ptr %66, i64 %331, !dbg !188
  %335 = load <4 x float>, ptr %334, align 4, !dbg !188, !tbaa !30
  %336 = getelementptr inbounds float, ptr %334, i64 4, !dbg !188
  %337 = load <4 x float>, ptr %336, align 4, !dbg !188, !tbaa !30
  %338 = getelementptr inbounds float, ptr %304, i64 %331, !dbg !189
  %339 = load <4 x float>, ptr %338, align 4, !dbg !189, !tbaa !30
  %340 = getelementptr inbounds float, ptr %338, i64 4, !dbg !189
  %341 = load <4 x float>, ptr %340, align 4, !dbg !189, !tbaa !30
  %342 = fsub <4 x float> %335, %339, !dbg !190
  %343 = fsub <4 x float> %337, %341, !dbg !190
  %344 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %342), !dbg !191
  %345 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %343), !dbg !191
  %346 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %339), !dbg !192
  %347 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %341), !dbg !192
  %348 = fadd <4 x float> %346, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !193
  %349 = fadd <4 x float> %347, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !193
  %350 = fmul <4 x float> %348, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !194
  %351 = fmul <4 x float> %349, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !194
  %352 = fcmp ugt <4 x float> %344, %350, !dbg !195
  %353 = fcmp ugt <4 x float> %345, %351, !dbg !195
  %354 = freeze <4 x i1> %352, !dbg !196
  %355 = freeze <4 x i1> %353, !dbg !196
  %356 = zext <4 x i1> %354 to <4 x i32>, !dbg !196
  %357 = zext <4 x i1> %355 to <4 x i32>, !dbg !196
  %358 = add <4 x i32> %332, %356, !dbg !197
  %359 = add <4 x i32> %333, %357, !dbg !197
  %360 = add nuw i64 %331, 8, !dbg !187
  %361 = icmp eq i64 %360, %329, !dbg !187
  br i1 %361, label %362, label %330, !dbg !187, !llvm.loop !198

362:                                              ; preds = %330
  %363 = add <4 x i32> %359, %358, !dbg !185
  %364 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %363), !dbg !185
  %365 = icmp eq i64 %329, %326, !dbg !185
  br i1 %365, label %509, label %366, !dbg !185

366:                                              ; preds = %325, %362
  %367 = phi i64 [ 0, %325 ], [ %329, %362 ]
  %368 = phi i32 [ 0, %325 ], [ %364, %362 ]
  br label %491, !dbg !185

369:                                              ; preds = %309, %488
  %370 = phi i64 [ 0, %309 ], [ %489, %488 ]
  %371 = trunc i64 %370 to i32, !dbg !202
  %372 = mul i32 %310, %371, !dbg !202
  %373 = sext i32 %372 to i64, !dbg !203
  %374 = getelementptr inbounds float, ptr %63, i64 %373, !dbg !203
  %375 = getelementptr inbounds float, ptr %64, i64 %373, !dbg !204
  %376 = getelementptr inbounds float, ptr %65, i64 %373, !dbg !205
  %377 = getelementptr inbounds float, ptr %304, i64 %373, !dbg !206
  %378 = call float @sqrtf(float noundef %311) #13, !dbg !207
  %379 = fdiv float 1.000000e+00, %378, !dbg !211
  br i1 %312, label %380, label %488, !dbg !212

380:                                              ; preds = %369, %442
  %381 = phi i64 [ %443, %442 ], [ 0, %369 ]
  %382 = mul nsw i64 %381, %314
  br label %383, !dbg !213

383:                                              ; preds = %400, %380
  %384 = phi i64 [ 0, %380 ], [ %405, %400 ]
  %385 = phi float [ 0xFFF0000000000000, %380 ], [ %404, %400 ]
  br i1 %313, label %386, label %400, !dbg !214

386:                                              ; preds = %383
  %387 = mul nsw i64 %384, %314
  br i1 %317, label %388, label %407, !dbg !214

388:                                              ; preds = %407, %386
  %389 = phi float [ undef, %386 ], [ %425, %407 ]
  %390 = phi i64 [ 0, %386 ], [ %426, %407 ]
  %391 = phi float [ 0.000000e+00, %386 ], [ %425, %407 ]
  br i1 %319, label %400, label %392, !dbg !214

392:                                              ; preds = %388
  %393 = add nsw i64 %390, %382, !dbg !215
  %394 = getelementptr inbounds float, ptr %374, i64 %393, !dbg !216
  %395 = load float, ptr %394, align 4, !dbg !216, !tbaa !30
  %396 = add nsw i64 %390, %387, !dbg !217
  %397 = getelementptr inbounds float, ptr %375, i64 %396, !dbg !218
  %398 = load float, ptr %397, align 4, !dbg !218, !tbaa !30
  %399 = call float @llvm.fmuladd.f32(float %395, float %398, float %391), !dbg !219
  br label %400, !dbg !220

400:                                              ; preds = %392, %388, %383
  %401 = phi float [ 0.000000e+00, %383 ], [ %389, %388 ], [ %399, %392 ], !dbg !221
  %402 = fmul float %379, %401, !dbg !220
  %403 = getelementptr inbounds float, ptr %307, i64 %384, !dbg !222
  store float %402, ptr %403, align 4, !dbg !223, !tbaa !30
  %404 = call float @llvm.maxnum.f32(float %385, float %402), !dbg !224
  %405 = add nuw nsw i64 %384, 1, !dbg !225
  %406 = icmp eq i64 %405, %305, !dbg !226
  br i1 %406, label %430, label %383, !dbg !213, !llvm.loop !227

407:                                              ; preds = %386, %407
  %408 = phi i64 [ %426, %407 ], [ 0, %386 ]
  %409 = phi float [ %425, %407 ], [ 0.000000e+00, %386 ]
  %410 = phi i64 [ %427, %407 ], [ 0, %386 ]
  %411 = add nsw i64 %408, %382, !dbg !215
  %412 = getelementptr inbounds float, ptr %374, i64 %411, !dbg !216
  %413 = load float, ptr %412, align 4, !dbg !216, !tbaa !30
  %414 = add nsw i64 %408, %387, !dbg !217
  %415 = getelementptr inbounds float, ptr %375, i64 %414, !dbg !218
  %416 = load float, ptr %415, align 4, !dbg !218, !tbaa !30
  %417 = call float @llvm.fmuladd.f32(float %413, float %416, float %409), !dbg !219
  %418 = or i64 %408, 1, !dbg !229
  %419 = add nsw i64 %418, %382, !dbg !215
  %420 = getelementptr inbounds float, ptr %374, i64 %419, !dbg !216
  %421 = load float, ptr %420, align 4, !dbg !216, !tbaa !30
  %422 = add nsw i64 %418, %387, !dbg !217
  %423 = getelementptr inbounds float, ptr %375, i64 %422, !dbg !218
  %424 = load float, ptr %423, align 4, !dbg !218, !tbaa !30
  %425 = call float @llvm.fmuladd.f32(float %421, float %424, float %417), !dbg !219
  %426 = add nuw nsw i64 %408, 2, !dbg !229
  %427 = add i64 %410, 2, !dbg !214
  %428 = icmp eq i64 %427, %318, !dbg !214
  br i1 %428, label %388, label %407, !dbg !214, !llvm.loop !230

429:                                              ; preds = %430
  br i1 %313, label %440, label %442, !dbg !232

430:                                              ; preds = %400, %430
  %431 = phi i64 [ %438, %430 ], [ 0, %400 ]
  %432 = phi float [ %437, %430 ], [ 0.000000e+00, %400 ]
  %433 = getelementptr inbounds float, ptr %307, i64 %431, !dbg !233
  %434 = load float, ptr %433, align 4, !dbg !233, !tbaa !30
  %435 = fsub float %434, %404, !dbg !234
  %436 = call float @expf(float noundef %435) #13, !dbg !235
  store float %436, ptr %433, align 4, !dbg !236, !tbaa !30
  %437 = fadd float %432, %436, !dbg !237
  %438 = add nuw nsw i64 %431, 1, !dbg !238
  %439 = icmp eq i64 %438, %305, !dbg !239
  br i1 %439, label %429, label %430, !dbg !240, !llvm.loop !241

440:                                              ; preds = %429, %458
  %441 = phi i64 [ %462, %458 ], [ 0, %429 ]
  br i1 %321, label %445, label %464, !dbg !243

442:                                              ; preds = %458, %429
  %443 = add nuw nsw i64 %381, 1, !dbg !244
  %444 = icmp eq i64 %443, %305, !dbg !245
  br i1 %444, label %488, label %380, !dbg !212, !llvm.loop !246

445:                                              ; preds = %464, %440
  %446 = phi float [ undef, %440 ], [ %484, %464 ]
  %447 = phi i64 [ 0, %440 ], [ %485, %464 ]
  %448 = phi float [ 0.000000e+00, %440 ], [ %484, %464 ]
  br i1 %323, label %458, label %449, !dbg !243

449:                                              ; preds = %445
  %450 = getelementptr inbounds float, ptr %307, i64 %447, !dbg !248
  %451 = load float, ptr %450, align 4, !dbg !248, !tbaa !30
  %452 = fdiv float %451, %437, !dbg !249
  %453 = mul nsw i64 %447, %314, !dbg !250
  %454 = add nsw i64 %453, %441, !dbg !251
  %455 = getelementptr inbounds float, ptr %376, i64 %454, !dbg !252
  %456 = load float, ptr %455, align 4, !dbg !252, !tbaa !30
  %457 = call float @llvm.fmuladd.f32(float %452, float %456, float %448), !dbg !253
  br label %458, !dbg !254

458:                                              ; preds = %445, %449
  %459 = phi float [ %446, %445 ], [ %457, %449 ], !dbg !253
  %460 = add nsw i64 %441, %382, !dbg !254
  %461 = getelementptr inbounds float, ptr %377, i64 %460, !dbg !255
  store float %459, ptr %461, align 4, !dbg !256, !tbaa !30
  %462 = add nuw nsw i64 %441, 1, !dbg !257
  %463 = icmp eq i64 %462, %315, !dbg !258
  br i1 %463, label %442, label %440, !dbg !232, !llvm.loop !259

464:                                              ; preds = %440, %464
  %465 = phi i64 [ %485, %464 ], [ 0, %440 ]
  %466 = phi float [ %484, %464 ], [ 0.000000e+00, %440 ]
  %467 = phi i64 [ %486, %464 ], [ 0, %440 ]
  %468 = getelementptr inbounds float, ptr %307, i64 %465, !dbg !248
  %469 = load float, ptr %468, align 4, !dbg !248, !tbaa !30
  %470 = fdiv float %469, %437, !dbg !249
  %471 = mul nsw i64 %465, %314, !dbg !250
  %472 = add nsw i64 %471, %441, !dbg !251
  %473 = getelementptr inbounds float, ptr %376, i64 %472, !dbg !252
  %474 = load float, ptr %473, align 4, !dbg !252, !tbaa !30
  %475 = call float @llvm.fmuladd.f32(float %470, float %474, float %466), !dbg !253
  %476 = or i64 %465, 1, !dbg !261
  %477 = getelementptr inbounds float, ptr %307, i64 %476, !dbg !248
  %478 = load float, ptr %477, align 4, !dbg !248, !tbaa !30
  %479 = fdiv float %478, %437, !dbg !249
  %480 = mul nsw i64 %476, %314, !dbg !250
  %481 = add nsw i64 %480, %441, !dbg !251
  %482 = getelementptr inbounds float, ptr %376, i64 %481, !dbg !252
  %483 = load float, ptr %482, align 4, !dbg !252, !tbaa !30
  %484 = call float @llvm.fmuladd.f32(float %479, float %483, float %475), !dbg !253
  %485 = add nuw nsw i64 %465, 2, !dbg !261
  %486 = add i64 %467, 2, !dbg !243
  %487 = icmp eq i64 %486, %322, !dbg !243
  br i1 %487, label %445, label %464, !dbg !243, !llvm.loop !262

488:                                              ; preds = %442, %369
  %489 = add nuw nsw i64 %370, 1, !dbg !264
  %490 = icmp eq i64 %489, %210, !dbg !183
  br i1 %490, label %324, label %369, !dbg !184, !llvm.loop !265

491:                                              ; preds = %366, %491
  %492 = phi i64 [ %507, %491 ], [ %367, %366 ]
  %493 = phi i32 [ %506, %491 ], [ %368, %366 ]
  %494 = getelementptr inbounds float, ptr %66, i64 %492, !dbg !188
  %495 = load float, ptr %494, align 4, !dbg !188, !tbaa !30
  %496 = getelementptr inbounds float, ptr %304, i64 %492, !dbg !189
  %497 = load float, ptr %496, align 4, !dbg !189, !tbaa !30
  %498 = fsub float %495, %497, !dbg !190
  %499 = call float @llvm.fabs.f32(float %498), !dbg !191
  %500 = call float @llvm.fabs.f32(float %497), !dbg !192
  %501 = fadd float %500, 1.000000e+00, !dbg !193
  %502 = fmul float %501, 0x3F50624DE0000000, !dbg !194
  %503 = fcmp ugt float %499, %502, !dbg !195
  %504 = freeze i1 %503, !dbg !196
  %505 = zext i1 %504 to i32, !dbg !196
  %506 = add i32 %493, %505, !dbg !197
  %507 = add nuw nsw i64 %492, 1, !dbg !187
  %508 = icmp eq i64 %507, %326, !dbg !186
  br i1 %508, label %509, label %491, !dbg !185, !llvm.loop !267

509:                                              ; preds = %491, %362, %324
  %510 = phi i32 [ 0, %324 ], [ %364, %362 ], [ %506, %491 ]
  call void @free(ptr noundef %304) #13, !dbg !268
  call void @free(ptr noundef %307) #13, !dbg !269
  %511 = icmp eq i32 %510, 0, !dbg !270
  br i1 %511, label %512, label %513, !dbg !270

512:                                              ; preds = %299, %509
  br label %513, !dbg !270

513:                                              ; preds = %509, %512
  %514 = phi i32 [ 0, %512 ], [ %510, %509 ]
  %515 = phi ptr [ @.str.4, %512 ], [ @.str.3, %509 ]
  %516 = select i1 %302, ptr @.str.2, ptr %515, !dbg !270
  %517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %516), !dbg !271
  %518 = load ptr, ptr %43, align 8, !dbg !272, !tbaa !14
  %519 = call i32 @cudaFree(ptr noundef %518), !dbg !273
  %520 = load ptr, ptr %44, align 8, !dbg !274, !tbaa !14
  %521 = call i32 @cudaFree(ptr noundef %520), !dbg !275
  %522 = load ptr, ptr %45, align 8, !dbg !276, !tbaa !14
  %523 = call i32 @cudaFree(ptr noundef %522), !dbg !277
  %524 = load ptr, ptr %46, align 8, !dbg !278, !tbaa !14
  %525 = call i32 @cudaFree(ptr noundef %524), !dbg !279
  %526 = load ptr, ptr %47, align 8, !dbg !280, !tbaa !14
  %527 = call i32 @cudaFree(ptr noundef %526), !dbg !281
  %528 = load ptr, ptr %48, align 8, !dbg !282, !tbaa !14
  %529 = call i32 @cudaFree(ptr noundef %528), !dbg !283
  %530 = load ptr, ptr %49, align 8, !dbg !284, !tbaa !14
  %531 = call i32 @cudaFree(ptr noundef %530), !dbg !285
  call void @free(ptr noundef %63) #13, !dbg !286
  call void @free(ptr noundef %64) #13, !dbg !287
  call void @free(ptr noundef %65) #13, !dbg !288
  call void @free(ptr noundef %66) #13, !dbg !289
  %532 = icmp ne i32 %514, 0, !dbg !290
  %533 = zext i1 %532 to i32, !dbg !290
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44) #13, !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #13, !dbg !291
  br label %534

534:                                              ; preds = %513, %55
  %535 = phi i32 [ 1, %55 ], [ %533, %513 ], !dbg !292
  ret i32 %535, !dbg !291
}

; Function Attrs: nofree nounwind
declare !dbg !293 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !295 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !297 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !299 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !300 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !302 float @sqrtf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !304 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare !dbg !305 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !306 {
  %1 = tail call i32 @run_attention_rows(i32 noundef 12, i32 noundef 128, i32 noundef 64, i32 noundef 1, i32 noundef 0), !dbg !307, !range !308
  ret i32 %1, !dbg !309
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !310 float @expf(float noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/attention_rows.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "5e7f9c06013ce0fa0897782ab4c8bc90")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "gemm_tiled", scope: !11, file: !11, line: 11, type: !12, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!11 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main", checksumkind: CSK_MD5, checksum: "632c080864c75ec369c561fc00e948fe")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !16, i64 0}
!20 = !DILocation(line: 12, column: 72, scope: !10)
!21 = !DILocation(line: 43, column: 1, scope: !10)
!22 = distinct !DISubprogram(name: "attention_values", scope: !23, file: !23, line: 8, type: !12, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DIFile(filename: "samples/cuda/attention_values.cuh", directory: "/work/main", checksumkind: CSK_MD5, checksum: "5e7732fbe6b8cd1784eceae3cb140338")
!24 = !DILocation(line: 9, column: 51, scope: !22)
!25 = !DILocation(line: 15, column: 1, scope: !22)
!26 = distinct !DISubprogram(name: "strip_scores", scope: !8, file: !8, line: 26, type: !12, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!27 = !DILocation(line: 27, column: 47, scope: !26)
!28 = !DILocation(line: 35, column: 1, scope: !26)
!29 = distinct !DISubprogram(name: "strip_scale", scope: !8, file: !8, line: 38, type: !12, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !16, i64 0}
!32 = !DILocation(line: 38, column: 103, scope: !29)
!33 = !DILocation(line: 47, column: 1, scope: !29)
!34 = distinct !DISubprogram(name: "strip_softmax", scope: !8, file: !8, line: 50, type: !12, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!35 = !DILocation(line: 50, column: 92, scope: !34)
!36 = !DILocation(line: 66, column: 1, scope: !34)
!37 = distinct !DISubprogram(name: "run_attention_rows", scope: !8, file: !8, line: 70, type: !12, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!38 = !DILocation(line: 9, column: 51, scope: !22, inlinedAt: !39)
!39 = distinct !DILocation(line: 99, column: 5, scope: !37)
!40 = !DILocation(line: 50, column: 92, scope: !34, inlinedAt: !41)
!41 = distinct !DILocation(line: 98, column: 5, scope: !37)
!42 = !DILocation(line: 38, column: 103, scope: !29, inlinedAt: !43)
!43 = distinct !DILocation(line: 97, column: 5, scope: !37)
!44 = !DILocation(line: 27, column: 47, scope: !26, inlinedAt: !45)
!45 = distinct !DILocation(line: 96, column: 5, scope: !37)
!46 = !DILocation(line: 71, column: 15, scope: !37)
!47 = !DILocation(line: 71, column: 20, scope: !37)
!48 = !DILocation(line: 72, column: 9, scope: !37)
!49 = !DILocation(line: 73, column: 9, scope: !37)
!50 = !DILocation(line: 76, column: 20, scope: !37)
!51 = !DILocation(line: 76, column: 26, scope: !37)
!52 = !DILocation(line: 76, column: 49, scope: !37)
!53 = !DILocation(line: 77, column: 33, scope: !37)
!54 = !DILocation(line: 77, column: 36, scope: !37)
!55 = !DILocation(line: 77, column: 26, scope: !37)
!56 = !DILocation(line: 77, column: 69, scope: !37)
!57 = !DILocation(line: 78, column: 26, scope: !37)
!58 = !DILocation(line: 78, column: 69, scope: !37)
!59 = !DILocation(line: 11, column: 23, scope: !60, inlinedAt: !62)
!60 = distinct !DISubprogram(name: "fill", scope: !61, file: !61, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!61 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!62 = distinct !DILocation(line: 79, column: 5, scope: !37)
!63 = !DILocation(line: 11, column: 5, scope: !60, inlinedAt: !62)
!64 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "lcg_uniform", scope: !61, file: !61, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!66 = distinct !DILocation(line: 11, column: 48, scope: !60, inlinedAt: !62)
!67 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !66)
!68 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !66)
!69 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !66)
!70 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !66)
!71 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !66)
!72 = !DILocation(line: 11, column: 46, scope: !60, inlinedAt: !62)
!73 = !DILocation(line: 11, column: 33, scope: !60, inlinedAt: !62)
!74 = !DILocation(line: 11, column: 38, scope: !60, inlinedAt: !62)
!75 = !DILocation(line: 11, column: 28, scope: !60, inlinedAt: !62)
!76 = distinct !{!76, !63, !77, !78}
!77 = !DILocation(line: 11, column: 65, scope: !60, inlinedAt: !62)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 11, column: 5, scope: !60, inlinedAt: !80)
!80 = distinct !DILocation(line: 80, column: 5, scope: !37)
!81 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !82)
!82 = distinct !DILocation(line: 11, column: 48, scope: !60, inlinedAt: !80)
!83 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !82)
!84 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !82)
!85 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !82)
!86 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !82)
!87 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !82)
!88 = !DILocation(line: 11, column: 46, scope: !60, inlinedAt: !80)
!89 = !DILocation(line: 11, column: 33, scope: !60, inlinedAt: !80)
!90 = !DILocation(line: 11, column: 38, scope: !60, inlinedAt: !80)
!91 = !DILocation(line: 11, column: 28, scope: !60, inlinedAt: !80)
!92 = distinct !{!92, !79, !93, !78}
!93 = !DILocation(line: 11, column: 65, scope: !60, inlinedAt: !80)
!94 = !DILocation(line: 11, column: 5, scope: !60, inlinedAt: !95)
!95 = distinct !DILocation(line: 81, column: 5, scope: !37)
!96 = !DILocation(line: 6, column: 14, scope: !65, inlinedAt: !97)
!97 = distinct !DILocation(line: 11, column: 48, scope: !60, inlinedAt: !95)
!98 = !DILocation(line: 6, column: 21, scope: !65, inlinedAt: !97)
!99 = !DILocation(line: 6, column: 32, scope: !65, inlinedAt: !97)
!100 = !DILocation(line: 7, column: 27, scope: !65, inlinedAt: !97)
!101 = !DILocation(line: 7, column: 19, scope: !65, inlinedAt: !97)
!102 = !DILocation(line: 7, column: 56, scope: !65, inlinedAt: !97)
!103 = !DILocation(line: 11, column: 46, scope: !60, inlinedAt: !95)
!104 = !DILocation(line: 11, column: 33, scope: !60, inlinedAt: !95)
!105 = !DILocation(line: 11, column: 38, scope: !60, inlinedAt: !95)
!106 = !DILocation(line: 11, column: 28, scope: !60, inlinedAt: !95)
!107 = distinct !{!107, !94, !108, !78}
!108 = !DILocation(line: 11, column: 65, scope: !60, inlinedAt: !95)
!109 = !DILocation(line: 82, column: 5, scope: !37)
!110 = !DILocation(line: 83, column: 5, scope: !37)
!111 = !DILocation(line: 84, column: 5, scope: !37)
!112 = !DILocation(line: 85, column: 5, scope: !37)
!113 = !DILocation(line: 86, column: 30, scope: !37)
!114 = !DILocation(line: 86, column: 33, scope: !37)
!115 = !DILocation(line: 86, column: 5, scope: !37)
!116 = !DILocation(line: 87, column: 5, scope: !37)
!117 = !DILocation(line: 88, column: 5, scope: !37)
!118 = !DILocation(line: 89, column: 5, scope: !37)
!119 = !DILocation(line: 90, column: 16, scope: !37)
!120 = !DILocation(line: 90, column: 5, scope: !37)
!121 = !DILocation(line: 91, column: 16, scope: !37)
!122 = !DILocation(line: 91, column: 5, scope: !37)
!123 = !DILocation(line: 92, column: 16, scope: !37)
!124 = !DILocation(line: 92, column: 5, scope: !37)
!125 = !DILocation(line: 94, column: 34, scope: !37)
!126 = !DILocation(line: 94, column: 39, scope: !37)
!127 = !DILocation(line: 423, column: 105, scope: !128, inlinedAt: !130)
!128 = distinct !DISubprogram(name: "dim3", scope: !129, file: !129, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!129 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!130 = distinct !DILocation(line: 95, column: 10, scope: !37)
!131 = !DILocation(line: 423, column: 112, scope: !128, inlinedAt: !130)
!132 = !DILocation(line: 96, column: 17, scope: !37)
!133 = !DILocation(line: 96, column: 5, scope: !37)
!134 = !DILocation(line: 96, column: 56, scope: !37)
!135 = !DILocation(line: 96, column: 60, scope: !37)
!136 = !DILocation(line: 96, column: 64, scope: !37)
!137 = !{!138, !140, !141}
!138 = distinct !{!138, !139, !"_Z27__device_stub__strip_scoresPKfS0_Pfii: argument 0"}
!139 = distinct !{!139, !"_Z27__device_stub__strip_scoresPKfS0_Pfii"}
!140 = distinct !{!140, !139, !"_Z27__device_stub__strip_scoresPKfS0_Pfii: argument 1"}
!141 = distinct !{!141, !139, !"_Z27__device_stub__strip_scoresPKfS0_Pfii: argument 2"}
!142 = !DILocation(line: 35, column: 1, scope: !26, inlinedAt: !45)
!143 = !DILocation(line: 97, column: 16, scope: !37)
!144 = !DILocation(line: 97, column: 5, scope: !37)
!145 = !DILocation(line: 97, column: 42, scope: !37)
!146 = !DILocation(line: 97, column: 46, scope: !37)
!147 = !DILocation(line: 97, column: 75, scope: !37)
!148 = !DILocation(line: 97, column: 62, scope: !37)
!149 = !DILocation(line: 97, column: 60, scope: !37)
!150 = !{!151, !153}
!151 = distinct !{!151, !152, !"_Z26__device_stub__strip_scalePKfPfif: argument 0"}
!152 = distinct !{!152, !"_Z26__device_stub__strip_scalePKfPfif"}
!153 = distinct !{!153, !152, !"_Z26__device_stub__strip_scalePKfPfif: argument 1"}
!154 = !DILocation(line: 47, column: 1, scope: !29, inlinedAt: !43)
!155 = !DILocation(line: 98, column: 18, scope: !37)
!156 = !DILocation(line: 98, column: 5, scope: !37)
!157 = !DILocation(line: 98, column: 44, scope: !37)
!158 = !DILocation(line: 98, column: 48, scope: !37)
!159 = !{!160, !162}
!160 = distinct !{!160, !161, !"_Z28__device_stub__strip_softmaxPKfPfi: argument 0"}
!161 = distinct !{!161, !"_Z28__device_stub__strip_softmaxPKfPfi"}
!162 = distinct !{!162, !161, !"_Z28__device_stub__strip_softmaxPKfPfi: argument 1"}
!163 = !DILocation(line: 66, column: 1, scope: !34, inlinedAt: !41)
!164 = !DILocation(line: 99, column: 45, scope: !37)
!165 = !DILocation(line: 99, column: 50, scope: !37)
!166 = !DILocation(line: 99, column: 21, scope: !37)
!167 = !DILocation(line: 99, column: 5, scope: !37)
!168 = !DILocation(line: 99, column: 106, scope: !37)
!169 = !DILocation(line: 99, column: 110, scope: !37)
!170 = !DILocation(line: 99, column: 114, scope: !37)
!171 = !{!172, !174, !175}
!172 = distinct !{!172, !173, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 0"}
!173 = distinct !{!173, !"_Z31__device_stub__attention_valuesPKfS0_Pfii"}
!174 = distinct !{!174, !173, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 1"}
!175 = distinct !{!175, !173, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 2"}
!176 = !DILocation(line: 15, column: 1, scope: !22, inlinedAt: !39)
!177 = !DILocation(line: 101, column: 20, scope: !37)
!178 = !DILocation(line: 101, column: 5, scope: !37)
!179 = !DILocation(line: 104, column: 9, scope: !37)
!180 = !DILocation(line: 105, column: 31, scope: !37)
!181 = !DILocation(line: 105, column: 86, scope: !37)
!182 = !DILocation(line: 105, column: 75, scope: !37)
!183 = !DILocation(line: 106, column: 27, scope: !37)
!184 = !DILocation(line: 106, column: 9, scope: !37)
!185 = !DILocation(line: 110, column: 9, scope: !37)
!186 = !DILocation(line: 110, column: 27, scope: !37)
!187 = !DILocation(line: 110, column: 33, scope: !37)
!188 = !DILocation(line: 110, column: 53, scope: !37)
!189 = !DILocation(line: 110, column: 61, scope: !37)
!190 = !DILocation(line: 110, column: 59, scope: !37)
!191 = !DILocation(line: 110, column: 47, scope: !37)
!192 = !DILocation(line: 110, column: 88, scope: !37)
!193 = !DILocation(line: 110, column: 86, scope: !37)
!194 = !DILocation(line: 110, column: 78, scope: !37)
!195 = !DILocation(line: 110, column: 69, scope: !37)
!196 = !DILocation(line: 110, column: 45, scope: !37)
!197 = !DILocation(line: 110, column: 42, scope: !37)
!198 = distinct !{!198, !185, !199, !78, !200, !201}
!199 = !DILocation(line: 110, column: 102, scope: !37)
!200 = !{!"llvm.loop.isvectorized", i32 1}
!201 = !{!"llvm.loop.unroll.runtime.disable"}
!202 = !DILocation(line: 107, column: 30, scope: !37)
!203 = !DILocation(line: 108, column: 31, scope: !37)
!204 = !DILocation(line: 108, column: 40, scope: !37)
!205 = !DILocation(line: 108, column: 49, scope: !37)
!206 = !DILocation(line: 108, column: 59, scope: !37)
!207 = !DILocation(line: 7, column: 26, scope: !208, inlinedAt: !210)
!208 = distinct !DISubprogram(name: "reference_head", scope: !209, file: !209, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!209 = !DIFile(filename: "samples/cuda/attention_reference.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8a135820e6728c27816adbdc7a8f9f45")
!210 = distinct !DILocation(line: 108, column: 13, scope: !37)
!211 = !DILocation(line: 7, column: 24, scope: !208, inlinedAt: !210)
!212 = !DILocation(line: 8, column: 5, scope: !208, inlinedAt: !210)
!213 = !DILocation(line: 10, column: 9, scope: !208, inlinedAt: !210)
!214 = !DILocation(line: 12, column: 13, scope: !208, inlinedAt: !210)
!215 = !DILocation(line: 12, column: 58, scope: !208, inlinedAt: !210)
!216 = !DILocation(line: 12, column: 49, scope: !208, inlinedAt: !210)
!217 = !DILocation(line: 12, column: 74, scope: !208, inlinedAt: !210)
!218 = !DILocation(line: 12, column: 65, scope: !208, inlinedAt: !210)
!219 = !DILocation(line: 12, column: 46, scope: !208, inlinedAt: !210)
!220 = !DILocation(line: 13, column: 26, scope: !208, inlinedAt: !210)
!221 = !DILocation(line: 0, scope: !208, inlinedAt: !210)
!222 = !DILocation(line: 13, column: 13, scope: !208, inlinedAt: !210)
!223 = !DILocation(line: 13, column: 20, scope: !208, inlinedAt: !210)
!224 = !DILocation(line: 14, column: 23, scope: !208, inlinedAt: !210)
!225 = !DILocation(line: 10, column: 34, scope: !208, inlinedAt: !210)
!226 = !DILocation(line: 10, column: 27, scope: !208, inlinedAt: !210)
!227 = distinct !{!227, !213, !228, !78}
!228 = !DILocation(line: 15, column: 9, scope: !208, inlinedAt: !210)
!229 = !DILocation(line: 12, column: 37, scope: !208, inlinedAt: !210)
!230 = distinct !{!230, !214, !231, !78}
!231 = !DILocation(line: 12, column: 77, scope: !208, inlinedAt: !210)
!232 = !DILocation(line: 17, column: 9, scope: !208, inlinedAt: !210)
!233 = !DILocation(line: 16, column: 60, scope: !208, inlinedAt: !210)
!234 = !DILocation(line: 16, column: 67, scope: !208, inlinedAt: !210)
!235 = !DILocation(line: 16, column: 55, scope: !208, inlinedAt: !210)
!236 = !DILocation(line: 16, column: 53, scope: !208, inlinedAt: !210)
!237 = !DILocation(line: 16, column: 43, scope: !208, inlinedAt: !210)
!238 = !DILocation(line: 16, column: 34, scope: !208, inlinedAt: !210)
!239 = !DILocation(line: 16, column: 27, scope: !208, inlinedAt: !210)
!240 = !DILocation(line: 16, column: 9, scope: !208, inlinedAt: !210)
!241 = distinct !{!241, !240, !242, !78}
!242 = !DILocation(line: 16, column: 76, scope: !208, inlinedAt: !210)
!243 = !DILocation(line: 19, column: 13, scope: !208, inlinedAt: !210)
!244 = !DILocation(line: 8, column: 30, scope: !208, inlinedAt: !210)
!245 = !DILocation(line: 8, column: 23, scope: !208, inlinedAt: !210)
!246 = distinct !{!246, !212, !247, !78}
!247 = !DILocation(line: 22, column: 5, scope: !208, inlinedAt: !210)
!248 = !DILocation(line: 19, column: 50, scope: !208, inlinedAt: !210)
!249 = !DILocation(line: 19, column: 57, scope: !208, inlinedAt: !210)
!250 = !DILocation(line: 19, column: 69, scope: !208, inlinedAt: !210)
!251 = !DILocation(line: 19, column: 74, scope: !208, inlinedAt: !210)
!252 = !DILocation(line: 19, column: 65, scope: !208, inlinedAt: !210)
!253 = !DILocation(line: 19, column: 47, scope: !208, inlinedAt: !210)
!254 = !DILocation(line: 20, column: 22, scope: !208, inlinedAt: !210)
!255 = !DILocation(line: 20, column: 13, scope: !208, inlinedAt: !210)
!256 = !DILocation(line: 20, column: 27, scope: !208, inlinedAt: !210)
!257 = !DILocation(line: 17, column: 33, scope: !208, inlinedAt: !210)
!258 = !DILocation(line: 17, column: 27, scope: !208, inlinedAt: !210)
!259 = distinct !{!259, !232, !260, !78}
!260 = !DILocation(line: 21, column: 9, scope: !208, inlinedAt: !210)
!261 = !DILocation(line: 19, column: 38, scope: !208, inlinedAt: !210)
!262 = distinct !{!262, !243, !263, !78}
!263 = !DILocation(line: 19, column: 77, scope: !208, inlinedAt: !210)
!264 = !DILocation(line: 106, column: 36, scope: !37)
!265 = distinct !{!265, !184, !266, !78}
!266 = !DILocation(line: 109, column: 9, scope: !37)
!267 = distinct !{!267, !185, !199, !78, !201, !200}
!268 = !DILocation(line: 111, column: 9, scope: !37)
!269 = !DILocation(line: 112, column: 9, scope: !37)
!270 = !DILocation(line: 114, column: 74, scope: !37)
!271 = !DILocation(line: 114, column: 5, scope: !37)
!272 = !DILocation(line: 115, column: 14, scope: !37)
!273 = !DILocation(line: 115, column: 5, scope: !37)
!274 = !DILocation(line: 115, column: 28, scope: !37)
!275 = !DILocation(line: 115, column: 19, scope: !37)
!276 = !DILocation(line: 115, column: 42, scope: !37)
!277 = !DILocation(line: 115, column: 33, scope: !37)
!278 = !DILocation(line: 115, column: 56, scope: !37)
!279 = !DILocation(line: 115, column: 47, scope: !37)
!280 = !DILocation(line: 115, column: 70, scope: !37)
!281 = !DILocation(line: 115, column: 61, scope: !37)
!282 = !DILocation(line: 115, column: 84, scope: !37)
!283 = !DILocation(line: 115, column: 75, scope: !37)
!284 = !DILocation(line: 115, column: 98, scope: !37)
!285 = !DILocation(line: 115, column: 89, scope: !37)
!286 = !DILocation(line: 116, column: 5, scope: !37)
!287 = !DILocation(line: 116, column: 15, scope: !37)
!288 = !DILocation(line: 116, column: 25, scope: !37)
!289 = !DILocation(line: 116, column: 35, scope: !37)
!290 = !DILocation(line: 117, column: 12, scope: !37)
!291 = !DILocation(line: 118, column: 1, scope: !37)
!292 = !DILocation(line: 0, scope: !37)
!293 = !DISubprogram(name: "printf", scope: !294, file: !294, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!294 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!295 = !DISubprogram(name: "malloc", scope: !296, file: !296, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!296 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!297 = !DISubprogram(name: "cudaMalloc", scope: !298, file: !298, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!298 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!299 = !DISubprogram(name: "cudaMemcpy", scope: !298, file: !298, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!300 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !301, file: !301, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!301 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!302 = !DISubprogram(name: "sqrtf", scope: !303, file: !303, line: 143, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!303 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!304 = !DISubprogram(name: "free", scope: !296, file: !296, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!305 = !DISubprogram(name: "cudaFree", scope: !298, file: !298, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!306 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 122, type: !12, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!307 = !DILocation(line: 122, column: 21, scope: !306)
!308 = !{i32 0, i32 2}
!309 = !DILocation(line: 122, column: 14, scope: !306)
!310 = !DISubprogram(name: "expf", scope: !303, file: !303, line: 95, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
