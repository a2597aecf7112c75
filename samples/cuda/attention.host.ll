; ModuleID = 'samples/cuda/attention.cu'
source_filename = "samples/cuda/attention.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [44 x i8] c"attention: bad sizes heads=%d seq=%d dh=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"attention heads=%d seq=%d dh=%d: %s\0A\00", align 1
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
define dso_local void @_Z31__device_stub__attention_scoresPKfS0_Pfiif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 !dbg !26 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !14
  store ptr %1, ptr %8, align 8, !tbaa !14
  store ptr %2, ptr %9, align 8, !tbaa !14
  store i32 %3, ptr %10, align 4, !tbaa !18
  store i32 %4, ptr %11, align 4, !tbaa !18
  store float %5, ptr %12, align 4, !tbaa !27
  %17 = alloca [6 x ptr], align 16, !dbg !29
  store ptr %7, ptr %17, align 16, !dbg !29
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !29
  store ptr %8, ptr %18, align 8, !dbg !29
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !29
  store ptr %9, ptr %19, align 16, !dbg !29
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !29
  store ptr %10, ptr %20, align 8, !dbg !29
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !29
  store ptr %11, ptr %21, align 16, !dbg !29
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !29
  store ptr %12, ptr %22, align 8, !dbg !29
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !29
  %24 = load i64, ptr %15, align 8, !dbg !29
  %25 = load ptr, ptr %16, align 8, !dbg !29
  %26 = load i64, ptr %13, align 8, !dbg !29
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !29
  %28 = load i32, ptr %27, align 8, !dbg !29
  %29 = load i64, ptr %14, align 8, !dbg !29
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !29
  %31 = load i32, ptr %30, align 8, !dbg !29
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__attention_scoresPKfS0_Pfiif, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__softmax_rowsPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !31 {
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
  %11 = alloca [3 x ptr], align 16, !dbg !32
  store ptr %4, ptr %11, align 16, !dbg !32
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !32
  store ptr %5, ptr %12, align 8, !dbg !32
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !32
  store ptr %6, ptr %13, align 16, !dbg !32
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !32
  %15 = load i64, ptr %9, align 8, !dbg !32
  %16 = load ptr, ptr %10, align 8, !dbg !32
  %17 = load i64, ptr %7, align 8, !dbg !32
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !32
  %19 = load i32, ptr %18, align 8, !dbg !32
  %20 = load i64, ptr %8, align 8, !dbg !32
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !32
  %22 = load i32, ptr %21, align 8, !dbg !32
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__softmax_rowsPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !32
  ret void, !dbg !33
}

; Function Attrs: uwtable
define dso_local i32 @run_attention(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !34 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [5 x ptr], align 16, !dbg !35
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [3 x ptr], align 16, !dbg !37
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca float, align 4
  %30 = alloca %struct.dim3, align 8
  %31 = alloca %struct.dim3, align 8
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [6 x ptr], align 16, !dbg !39
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = icmp slt i32 %0, 1, !dbg !41
  %42 = icmp slt i32 %1, 1
  %43 = or i1 %41, %42, !dbg !42
  %44 = icmp slt i32 %2, 1
  %45 = or i1 %43, %44, !dbg !42
  br i1 %45, label %46, label %48, !dbg !42

46:                                               ; preds = %5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !43
  br label %508, !dbg !44

48:                                               ; preds = %5
  %49 = mul nsw i32 %1, %0, !dbg !45
  %50 = mul nsw i32 %49, %2, !dbg !46
  %51 = mul nsw i32 %49, %1, !dbg !47
  %52 = sext i32 %50 to i64, !dbg !48
  %53 = shl nsw i64 %52, 2, !dbg !49
  %54 = tail call noalias ptr @malloc(i64 noundef %53) #12, !dbg !50
  %55 = tail call noalias ptr @malloc(i64 noundef %53) #12, !dbg !51
  %56 = tail call noalias ptr @malloc(i64 noundef %53) #12, !dbg !52
  %57 = tail call noalias ptr @malloc(i64 noundef %53) #12, !dbg !53
  %58 = icmp sgt i32 %50, 0, !dbg !54
  br i1 %58, label %59, label %182, !dbg !58

59:                                               ; preds = %48
  %60 = zext i32 %50 to i64, !dbg !54
  %61 = add nsw i64 %60, -1, !dbg !58
  %62 = and i64 %60, 1, !dbg !58
  %63 = icmp eq i64 %61, 0, !dbg !58
  br i1 %63, label %88, label %64, !dbg !58

64:                                               ; preds = %59
  %65 = and i64 %60, 4294967294, !dbg !58
  br label %66, !dbg !58

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %85, %66 ], !dbg !59
  %68 = phi i32 [ %3, %64 ], [ %79, %66 ], !dbg !59
  %69 = phi i64 [ 0, %64 ], [ %86, %66 ]
  %70 = mul i32 %68, 1664525, !dbg !62
  %71 = add i32 %70, 1013904223, !dbg !63
  %72 = lshr i32 %71, 8, !dbg !64
  %73 = uitofp i32 %72 to float, !dbg !65
  %74 = tail call float @llvm.fmuladd.f32(float %73, float 0x3E70000000000000, float -5.000000e-01), !dbg !66
  %75 = fmul float %74, 2.000000e+00, !dbg !67
  %76 = getelementptr inbounds float, ptr %54, i64 %67, !dbg !68
  store float %75, ptr %76, align 4, !dbg !69, !tbaa !27
  %77 = or i64 %67, 1, !dbg !70
  %78 = mul i32 %71, 1664525, !dbg !62
  %79 = add i32 %78, 1013904223, !dbg !63
  %80 = lshr i32 %79, 8, !dbg !64
  %81 = uitofp i32 %80 to float, !dbg !65
  %82 = tail call float @llvm.fmuladd.f32(float %81, float 0x3E70000000000000, float -5.000000e-01), !dbg !66
  %83 = fmul float %82, 2.000000e+00, !dbg !67
  %84 = getelementptr inbounds float, ptr %54, i64 %77, !dbg !68
  store float %83, ptr %84, align 4, !dbg !69, !tbaa !27
  %85 = add nuw nsw i64 %67, 2, !dbg !70
  %86 = add i64 %69, 2, !dbg !58
  %87 = icmp eq i64 %86, %65, !dbg !58
  br i1 %87, label %88, label %66, !dbg !58, !llvm.loop !71

88:                                               ; preds = %66, %59
  %89 = phi i32 [ undef, %59 ], [ %79, %66 ]
  %90 = phi i64 [ 0, %59 ], [ %85, %66 ]
  %91 = phi i32 [ %3, %59 ], [ %79, %66 ]
  %92 = icmp eq i64 %62, 0, !dbg !58
  br i1 %92, label %101, label %93, !dbg !58

93:                                               ; preds = %88
  %94 = mul i32 %91, 1664525, !dbg !62
  %95 = add i32 %94, 1013904223, !dbg !63
  %96 = lshr i32 %95, 8, !dbg !64
  %97 = uitofp i32 %96 to float, !dbg !65
  %98 = tail call float @llvm.fmuladd.f32(float %97, float 0x3E70000000000000, float -5.000000e-01), !dbg !66
  %99 = fmul float %98, 2.000000e+00, !dbg !67
  %100 = getelementptr inbounds float, ptr %54, i64 %90, !dbg !68
  store float %99, ptr %100, align 4, !dbg !69, !tbaa !27
  br label %101, !dbg !74

101:                                              ; preds = %88, %93
  %102 = phi i32 [ %89, %88 ], [ %95, %93 ], !dbg !63
  %103 = and i64 %60, 1, !dbg !74
  %104 = icmp eq i64 %61, 0, !dbg !74
  br i1 %104, label %129, label %105, !dbg !74

105:                                              ; preds = %101
  %106 = and i64 %60, 4294967294, !dbg !74
  br label %107, !dbg !74

107:                                              ; preds = %107, %105
  %108 = phi i64 [ 0, %105 ], [ %126, %107 ], !dbg !76
  %109 = phi i32 [ %102, %105 ], [ %120, %107 ], !dbg !76
  %110 = phi i64 [ 0, %105 ], [ %127, %107 ]
  %111 = mul i32 %109, 1664525, !dbg !78
  %112 = add i32 %111, 1013904223, !dbg !79
  %113 = lshr i32 %112, 8, !dbg !80
  %114 = uitofp i32 %113 to float, !dbg !81
  %115 = tail call float @llvm.fmuladd.f32(float %114, float 0x3E70000000000000, float -5.000000e-01), !dbg !82
  %116 = fmul float %115, 2.000000e+00, !dbg !83
  %117 = getelementptr inbounds float, ptr %55, i64 %108, !dbg !84
  store float %116, ptr %117, align 4, !dbg !85, !tbaa !27
  %118 = or i64 %108, 1, !dbg !86
  %119 = mul i32 %112, 1664525, !dbg !78
  %120 = add i32 %119, 1013904223, !dbg !79
  %121 = lshr i32 %120, 8, !dbg !80
  %122 = uitofp i32 %121 to float, !dbg !81
  %123 = tail call float @llvm.fmuladd.f32(float %122, float 0x3E70000000000000, float -5.000000e-01), !dbg !82
  %124 = fmul float %123, 2.000000e+00, !dbg !83
  %125 = getelementptr inbounds float, ptr %55, i64 %118, !dbg !84
  store float %124, ptr %125, align 4, !dbg !85, !tbaa !27
  %126 = add nuw nsw i64 %108, 2, !dbg !86
  %127 = add i64 %110, 2, !dbg !74
  %128 = icmp eq i64 %127, %106, !dbg !74
  br i1 %128, label %129, label %107, !dbg !74, !llvm.loop !87

129:                                              ; preds = %107, %101
  %130 = phi i32 [ undef, %101 ], [ %120, %107 ]
  %131 = phi i64 [ 0, %101 ], [ %126, %107 ]
  %132 = phi i32 [ %102, %101 ], [ %120, %107 ]
  %133 = icmp eq i64 %103, 0, !dbg !74
  br i1 %133, label %142, label %134, !dbg !74

134:                                              ; preds = %129
  %135 = mul i32 %132, 1664525, !dbg !78
  %136 = add i32 %135, 1013904223, !dbg !79
  %137 = lshr i32 %136, 8, !dbg !80
  %138 = uitofp i32 %137 to float, !dbg !81
  %139 = tail call float @llvm.fmuladd.f32(float %138, float 0x3E70000000000000, float -5.000000e-01), !dbg !82
  %140 = fmul float %139, 2.000000e+00, !dbg !83
  %141 = getelementptr inbounds float, ptr %55, i64 %131, !dbg !84
  store float %140, ptr %141, align 4, !dbg !85, !tbaa !27
  br label %142, !dbg !89

142:                                              ; preds = %129, %134
  %143 = phi i32 [ %130, %129 ], [ %136, %134 ], !dbg !79
  %144 = and i64 %60, 1, !dbg !89
  %145 = icmp eq i64 %61, 0, !dbg !89
  br i1 %145, label %170, label %146, !dbg !89

146:                                              ; preds = %142
  %147 = and i64 %60, 4294967294, !dbg !89
  br label %148, !dbg !89

148:                                              ; preds = %148, %146
  %149 = phi i64 [ 0, %146 ], [ %167, %148 ], !dbg !91
  %150 = phi i32 [ %143, %146 ], [ %161, %148 ], !dbg !91
  %151 = phi i64 [ 0, %146 ], [ %168, %148 ]
  %152 = mul i32 %150, 1664525, !dbg !93
  %153 = add i32 %152, 1013904223, !dbg !94
  %154 = lshr i32 %153, 8, !dbg !95
  %155 = uitofp i32 %154 to float, !dbg !96
  %156 = tail call float @llvm.fmuladd.f32(float %155, float 0x3E70000000000000, float -5.000000e-01), !dbg !97
  %157 = fmul float %156, 2.000000e+00, !dbg !98
  %158 = getelementptr inbounds float, ptr %56, i64 %149, !dbg !99
  store float %157, ptr %158, align 4, !dbg !100, !tbaa !27
  %159 = or i64 %149, 1, !dbg !101
  %160 = mul i32 %153, 1664525, !dbg !93
  %161 = add i32 %160, 1013904223, !dbg !94
  %162 = lshr i32 %161, 8, !dbg !95
  %163 = uitofp i32 %162 to float, !dbg !96
  %164 = tail call float @llvm.fmuladd.f32(float %163, float 0x3E70000000000000, float -5.000000e-01), !dbg !97
  %165 = fmul float %164, 2.000000e+00, !dbg !98
  %166 = getelementptr inbounds float, ptr %56, i64 %159, !dbg !99
  store float %165, ptr %166, align 4, !dbg !100, !tbaa !27
  %167 = add nuw nsw i64 %149, 2, !dbg !101
  %168 = add i64 %151, 2, !dbg !89
  %169 = icmp eq i64 %168, %147, !dbg !89
  br i1 %169, label %170, label %148, !dbg !89, !llvm.loop !102

170:                                              ; preds = %148, %142
  %171 = phi i64 [ 0, %142 ], [ %167, %148 ]
  %172 = phi i32 [ %143, %142 ], [ %161, %148 ]
  %173 = icmp eq i64 %144, 0, !dbg !89
  br i1 %173, label %182, label %174, !dbg !89

174:                                              ; preds = %170
  %175 = mul i32 %172, 1664525, !dbg !93
  %176 = add i32 %175, 1013904223, !dbg !94
  %177 = lshr i32 %176, 8, !dbg !95
  %178 = uitofp i32 %177 to float, !dbg !96
  %179 = tail call float @llvm.fmuladd.f32(float %178, float 0x3E70000000000000, float -5.000000e-01), !dbg !97
  %180 = fmul float %179, 2.000000e+00, !dbg !98
  %181 = getelementptr inbounds float, ptr %56, i64 %171, !dbg !99
  store float %180, ptr %181, align 4, !dbg !100, !tbaa !27
  br label %182, !dbg !104

182:                                              ; preds = %174, %170, %48
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #13, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #13, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #13, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38) #13, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #13, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #13, !dbg !104
  %183 = call i32 @cudaMalloc(ptr noundef nonnull %35, i64 noundef %53), !dbg !105
  %184 = call i32 @cudaMalloc(ptr noundef nonnull %36, i64 noundef %53), !dbg !106
  %185 = call i32 @cudaMalloc(ptr noundef nonnull %37, i64 noundef %53), !dbg !107
  %186 = sext i32 %51 to i64, !dbg !108
  %187 = shl nsw i64 %186, 2, !dbg !109
  %188 = call i32 @cudaMalloc(ptr noundef nonnull %38, i64 noundef %187), !dbg !110
  %189 = call i32 @cudaMalloc(ptr noundef nonnull %39, i64 noundef %187), !dbg !111
  %190 = call i32 @cudaMalloc(ptr noundef nonnull %40, i64 noundef %53), !dbg !112
  %191 = load ptr, ptr %35, align 8, !dbg !113, !tbaa !14
  %192 = call i32 @cudaMemcpy(ptr noundef %191, ptr noundef %54, i64 noundef %53, i32 noundef 1), !dbg !114
  %193 = load ptr, ptr %36, align 8, !dbg !115, !tbaa !14
  %194 = call i32 @cudaMemcpy(ptr noundef %193, ptr noundef %55, i64 noundef %53, i32 noundef 1), !dbg !116
  %195 = load ptr, ptr %37, align 8, !dbg !117, !tbaa !14
  %196 = call i32 @cudaMemcpy(ptr noundef %195, ptr noundef %56, i64 noundef %53, i32 noundef 1), !dbg !118
  %197 = add nsw i32 %1, 31, !dbg !119
  %198 = sdiv i32 %197, 32, !dbg !120
  %199 = zext i32 %198 to i64, !dbg !121
  %200 = shl nuw i64 %199, 32, !dbg !121
  %201 = or i64 %200, %199, !dbg !121
  %202 = call i32 @__cudaPushCallConfiguration(i64 %201, i32 %0, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !121
  %203 = icmp eq i32 %202, 0, !dbg !121
  br i1 %203, label %204, label %226, !dbg !122

204:                                              ; preds = %182
  %205 = load ptr, ptr %35, align 8, !dbg !123, !tbaa !14
  %206 = load ptr, ptr %36, align 8, !dbg !124, !tbaa !14
  %207 = load ptr, ptr %38, align 8, !dbg !125, !tbaa !14
  %208 = sitofp i32 %2 to float, !dbg !126
  %209 = call float @sqrtf(float noundef %208) #13, !dbg !127
  %210 = fdiv float 1.000000e+00, %209, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %34)
  store ptr %205, ptr %24, align 8, !tbaa !14, !noalias !129
  store ptr %206, ptr %25, align 8, !tbaa !14, !noalias !129
  store ptr %207, ptr %26, align 8, !tbaa !14, !noalias !129
  store i32 %1, ptr %27, align 4, !tbaa !18, !noalias !129
  store i32 %2, ptr %28, align 4, !tbaa !18, !noalias !129
  store float %210, ptr %29, align 4, !tbaa !27, !noalias !129
  store ptr %24, ptr %34, align 16, !dbg !39, !noalias !129
  %211 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !39
  store ptr %25, ptr %211, align 8, !dbg !39, !noalias !129
  %212 = getelementptr inbounds ptr, ptr %34, i64 2, !dbg !39
  store ptr %26, ptr %212, align 16, !dbg !39, !noalias !129
  %213 = getelementptr inbounds ptr, ptr %34, i64 3, !dbg !39
  store ptr %27, ptr %213, align 8, !dbg !39, !noalias !129
  %214 = getelementptr inbounds ptr, ptr %34, i64 4, !dbg !39
  store ptr %28, ptr %214, align 16, !dbg !39, !noalias !129
  %215 = getelementptr inbounds ptr, ptr %34, i64 5, !dbg !39
  store ptr %29, ptr %215, align 8, !dbg !39, !noalias !129
  %216 = call i32 @__cudaPopCallConfiguration(ptr nonnull %30, ptr nonnull %31, ptr nonnull %32, ptr nonnull %33), !dbg !39
  %217 = load i64, ptr %32, align 8, !dbg !39, !noalias !129
  %218 = load ptr, ptr %33, align 8, !dbg !39, !noalias !129
  %219 = load i64, ptr %30, align 8, !dbg !39, !noalias !129
  %220 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !39
  %221 = load i32, ptr %220, align 8, !dbg !39, !noalias !129
  %222 = load i64, ptr %31, align 8, !dbg !39, !noalias !129
  %223 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !39
  %224 = load i32, ptr %223, align 8, !dbg !39, !noalias !129
  %225 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__attention_scoresPKfS0_Pfiif, i64 %219, i32 %221, i64 %222, i32 %224, ptr noundef nonnull %34, i64 noundef %217, ptr noundef %218), !dbg !39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !134
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !134
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !134
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !134
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !134
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29), !dbg !134
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !134
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31), !dbg !134
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !134
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33), !dbg !134
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %34), !dbg !134
  br label %226, !dbg !122

226:                                              ; preds = %204, %182
  %227 = add nsw i32 %1, 3, !dbg !135
  %228 = sdiv i32 %227, 4, !dbg !136
  %229 = zext i32 %0 to i64, !dbg !137
  %230 = shl nuw i64 %229, 32, !dbg !137
  %231 = zext i32 %228 to i64, !dbg !137
  %232 = or i64 %230, %231, !dbg !137
  %233 = call i32 @__cudaPushCallConfiguration(i64 %232, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null), !dbg !137
  %234 = icmp eq i32 %233, 0, !dbg !137
  br i1 %234, label %235, label %250, !dbg !138

235:                                              ; preds = %226
  %236 = load ptr, ptr %38, align 8, !dbg !139, !tbaa !14
  %237 = load ptr, ptr %39, align 8, !dbg !140, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %23)
  store ptr %236, ptr %16, align 8, !tbaa !14, !noalias !141
  store ptr %237, ptr %17, align 8, !tbaa !14, !noalias !141
  store i32 %1, ptr %18, align 4, !tbaa !18, !noalias !141
  store ptr %16, ptr %23, align 16, !dbg !37, !noalias !141
  %238 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !37
  store ptr %17, ptr %238, align 8, !dbg !37, !noalias !141
  %239 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !37
  store ptr %18, ptr %239, align 16, !dbg !37, !noalias !141
  %240 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22), !dbg !37
  %241 = load i64, ptr %21, align 8, !dbg !37, !noalias !141
  %242 = load ptr, ptr %22, align 8, !dbg !37, !noalias !141
  %243 = load i64, ptr %19, align 8, !dbg !37, !noalias !141
  %244 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !37
  %245 = load i32, ptr %244, align 8, !dbg !37, !noalias !141
  %246 = load i64, ptr %20, align 8, !dbg !37, !noalias !141
  %247 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !37
  %248 = load i32, ptr %247, align 8, !dbg !37, !noalias !141
  %249 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__softmax_rowsPKfPfi, i64 %243, i32 %245, i64 %246, i32 %248, ptr noundef nonnull %23, i64 noundef %241, ptr noundef %242), !dbg !37
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !145
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !145
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !145
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !145
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %23), !dbg !145
  br label %250, !dbg !138

250:                                              ; preds = %235, %226
  %251 = add nsw i32 %2, 31, !dbg !146
  %252 = sdiv i32 %251, 32, !dbg !147
  %253 = zext i32 %252 to i64, !dbg !148
  %254 = or i64 %200, %253, !dbg !148
  %255 = call i32 @__cudaPushCallConfiguration(i64 %254, i32 %0, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !148
  %256 = icmp eq i32 %255, 0, !dbg !148
  br i1 %256, label %257, label %275, !dbg !149

257:                                              ; preds = %250
  %258 = load ptr, ptr %39, align 8, !dbg !150, !tbaa !14
  %259 = load ptr, ptr %37, align 8, !dbg !151, !tbaa !14
  %260 = load ptr, ptr %40, align 8, !dbg !152, !tbaa !14
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
  store ptr %258, ptr %6, align 8, !tbaa !14, !noalias !153
  store ptr %259, ptr %7, align 8, !tbaa !14, !noalias !153
  store ptr %260, ptr %8, align 8, !tbaa !14, !noalias !153
  store i32 %1, ptr %9, align 4, !tbaa !18, !noalias !153
  store i32 %2, ptr %10, align 4, !tbaa !18, !noalias !153
  store ptr %6, ptr %15, align 16, !dbg !35, !noalias !153
  %261 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !35
  store ptr %7, ptr %261, align 8, !dbg !35, !noalias !153
  %262 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !35
  store ptr %8, ptr %262, align 16, !dbg !35, !noalias !153
  %263 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !35
  store ptr %9, ptr %263, align 8, !dbg !35, !noalias !153
  %264 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !35
  store ptr %10, ptr %264, align 16, !dbg !35, !noalias !153
  %265 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !35
  %266 = load i64, ptr %13, align 8, !dbg !35, !noalias !153
  %267 = load ptr, ptr %14, align 8, !dbg !35, !noalias !153
  %268 = load i64, ptr %11, align 8, !dbg !35, !noalias !153
  %269 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !35
  %270 = load i32, ptr %269, align 8, !dbg !35, !noalias !153
  %271 = load i64, ptr %12, align 8, !dbg !35, !noalias !153
  %272 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !35
  %273 = load i32, ptr %272, align 8, !dbg !35, !noalias !153
  %274 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__attention_valuesPKfS0_Pfii, i64 %268, i32 %270, i64 %271, i32 %273, ptr noundef nonnull %15, i64 noundef %266, ptr noundef %267), !dbg !35
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !158
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !158
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !158
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !158
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !158
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !158
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15), !dbg !158
  br label %275, !dbg !149

275:                                              ; preds = %257, %250
  %276 = load ptr, ptr %40, align 8, !dbg !159, !tbaa !14
  %277 = call i32 @cudaMemcpy(ptr noundef %57, ptr noundef %276, i64 noundef %53, i32 noundef 2), !dbg !160
  %278 = icmp eq i32 %4, 0, !dbg !161
  br i1 %278, label %488, label %279, !dbg !161

279:                                              ; preds = %275
  %280 = call noalias ptr @malloc(i64 noundef %53) #12, !dbg !162
  %281 = zext i32 %1 to i64
  %282 = shl nuw nsw i64 %281, 2, !dbg !163
  %283 = call noalias ptr @malloc(i64 noundef %282) #12, !dbg !164
  %284 = icmp sgt i32 %0, 0, !dbg !165
  br i1 %284, label %285, label %300, !dbg !166

285:                                              ; preds = %279
  %286 = mul i32 %2, %1
  %287 = sitofp i32 %2 to float
  %288 = icmp sgt i32 %1, 0
  %289 = icmp sgt i32 %2, 0
  %290 = sext i32 %2 to i64
  %291 = zext i32 %2 to i64
  %292 = and i64 %291, 1
  %293 = icmp eq i32 %2, 1
  %294 = and i64 %291, 4294967294
  %295 = icmp eq i64 %292, 0
  %296 = and i64 %281, 1
  %297 = icmp eq i32 %1, 1
  %298 = and i64 %281, 4294967294
  %299 = icmp eq i64 %296, 0
  br label %345, !dbg !166

300:                                              ; preds = %464, %279
  br i1 %58, label %301, label %485, !dbg !167

301:                                              ; preds = %300
  %302 = zext i32 %50 to i64, !dbg !168
  %303 = icmp ult i32 %50, 8, !dbg !167
  br i1 %303, label %342, label %304, !dbg !167

304:                                              ; preds = %301
  %305 = and i64 %302, 4294967288, !dbg !167
  br label %306, !dbg !167

306:                                              ; preds = %306, %304
  %307 = phi i64 [ 0, %304 ], [ %336, %306 ], !dbg !169
  %308 = phi <4 x i32> [ zeroinitializer, %304 ], [ %334, %306 ]
  %309 = phi <4 x i32> [ zeroinitializer, %304 ], [ %335, %306 ]
  %310 = getelementptr inbounds float, ptr %57, i64 %307, !dbg !170
  %311 = load <4 x float>, ptr %310, align 4, !dbg !170, !tbaa !27
  %312 = getelementptr inbounds float, ptr %310, i64 4, !dbg !170
  %313 = load <4 x float>, ptr %312, align 4, !dbg !170, !tbaa !27
  %314 = getelementptr inbounds float, ptr %280, i64 %307, !dbg !171
  %315 = load <4 x float>, ptr %314, align 4, !dbg !171, !tbaa !27
  %316 = getelementptr inbounds float, ptr %314, i64 4, !dbg !171
  %317 = load <4 x float>, ptr %316, align 4, !dbg !171, !tbaa !27
  %318 = fsub <4 x float> %311, %315, !dbg !172
  %319 = fsub <4 x float> %313, %317, !dbg !172
  %320 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %318), !dbg !173
  %321 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %319), !dbg !173
  %322 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %315), !dbg !174
  %323 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %317), !dbg !174
  %324 = fadd <4 x float> %322, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !175
  %325 = fadd <4 x float> %323, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !175
  %326 = fmul <4 x float> %324, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !176
  %327 = fmul <4 x float> %325, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !176
  %328 = fcmp ugt <4 x float> %320, %326, !dbg !177
  %329 = fcmp ugt <4 x float> %321, %327, !dbg !177
  %330 = freeze <4 x i1> %328, !dbg !178
  %331 = freeze <4 x i1> %329, !dbg !178
  %332 = zext <4 x i1> %330 to <4 x i32>, !dbg !178
  %333 = zext <4 x i1> %331 to <4 x i32>, !dbg !178
  %334 = add <4 x i32> %308, %332, !dbg !179
  %335 = add <4 x i32> %309, %333, !dbg !179
  %336 = add nuw i64 %307, 8, !dbg !169
  %337 = icmp eq i64 %336, %305, !dbg !169
  br i1 %337, label %338, label %306, !dbg !169, !llvm.loop !180

338:                                              ; preds = %306
  %339 = add <4 x i32> %335, %334, !dbg !167
  %340 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %339), !dbg !167
  %341 = icmp eq i64 %305, %302, !dbg !167
  br i1 %341, label %485, label %342, !dbg !167

342:                                              ; preds = %301, %338
  %343 = phi i64 [ 0, %301 ], [ %305, %338 ]
  %344 = phi i32 [ 0, %301 ], [ %340, %338 ]
  br label %467, !dbg !167

345:                                              ; preds = %285, %464
  %346 = phi i64 [ 0, %285 ], [ %465, %464 ]
  %347 = trunc i64 %346 to i32, !dbg !184
  %348 = mul i32 %286, %347, !dbg !184
  %349 = sext i32 %348 to i64, !dbg !185
  %350 = getelementptr inbounds float, ptr %54, i64 %349, !dbg !185
  %351 = getelementptr inbounds float, ptr %55, i64 %349, !dbg !186
  %352 = getelementptr inbounds float, ptr %56, i64 %349, !dbg !187
  %353 = getelementptr inbounds float, ptr %280, i64 %349, !dbg !188
  %354 = call float @sqrtf(float noundef %287) #13, !dbg !189
  %355 = fdiv float 1.000000e+00, %354, !dbg !193
  br i1 %288, label %356, label %464, !dbg !194

356:                                              ; preds = %345, %418
  %357 = phi i64 [ %419, %418 ], [ 0, %345 ]
  %358 = mul nsw i64 %357, %290
  br label %359, !dbg !195

359:                                              ; preds = %376, %356
  %360 = phi i64 [ 0, %356 ], [ %381, %376 ]
  %361 = phi float [ 0xFFF0000000000000, %356 ], [ %380, %376 ]
  br i1 %289, label %362, label %376, !dbg !196

362:                                              ; preds = %359
  %363 = mul nsw i64 %360, %290
  br i1 %293, label %364, label %383, !dbg !196

364:                                              ; preds = %383, %362
  %365 = phi float [ undef, %362 ], [ %401, %383 ]
  %366 = phi i64 [ 0, %362 ], [ %402, %383 ]
  %367 = phi float [ 0.000000e+00, %362 ], [ %401, %383 ]
  br i1 %295, label %376, label %368, !dbg !196

368:                                              ; preds = %364
  %369 = add nsw i64 %366, %358, !dbg !197
  %370 = getelementptr inbounds float, ptr %350, i64 %369, !dbg !198
  %371 = load float, ptr %370, align 4, !dbg !198, !tbaa !27
  %372 = add nsw i64 %366, %363, !dbg !199
  %373 = getelementptr inbounds float, ptr %351, i64 %372, !dbg !200
  %374 = load float, ptr %373, align 4, !dbg !200, !tbaa !27
  %375 = call float @llvm.fmuladd.f32(float %371, float %374, float %367), !dbg !201
  br label %376, !dbg !202

376:                                              ; preds = %368, %364, %359
  %377 = phi float [ 0.000000e+00, %359 ], [ %365, %364 ], [ %375, %368 ], !dbg !203
  %378 = fmul float %355, %377, !dbg !202
  %379 = getelementptr inbounds float, ptr %283, i64 %360, !dbg !204
  store float %378, ptr %379, align 4, !dbg !205, !tbaa !27
  %380 = call float @llvm.maxnum.f32(float %361, float %378), !dbg !206
  %381 = add nuw nsw i64 %360, 1, !dbg !207
  %382 = icmp eq i64 %381, %281, !dbg !208
  br i1 %382, label %406, label %359, !dbg !195, !llvm.loop !209

383:                                              ; preds = %362, %383
  %384 = phi i64 [ %402, %383 ], [ 0, %362 ]
  %385 = phi float [ %401, %383 ], [ 0.000000e+00, %362 ]
  %386 = phi i64 [ %403, %383 ], [ 0, %362 ]
  %387 = add nsw i64 %384, %358, !dbg !197
  %388 = getelementptr inbounds float, ptr %350, i64 %387, !dbg !198
  %389 = load float, ptr %388, align 4, !dbg !198, !tbaa !27
  %390 = add nsw i64 %384, %363, !dbg !199
  %391 = getelementptr inbounds float, ptr %351, i64 %390, !dbg !200
  %392 = load float, ptr %391, align 4, !dbg !200, !tbaa !27
  %393 = call float @llvm.fmuladd.f32(float %389, float %392, float %385), !dbg !201
  %394 = or i64 %384, 1, !dbg !211
  %395 = add nsw i64 %394, %358, !dbg !197
  %396 = getelementptr inbounds float, ptr %350, i64 %395, !dbg !198
  %397 = load float, ptr %396, align 4, !dbg !198, !tbaa !27
  %398 = add nsw i64 %394, %363, !dbg !199
  %399 = getelementptr inbounds float, ptr %351, i64 %398, !dbg !200
  %400 = load float, ptr %399, align 4, !dbg !200, !tbaa !27
  %401 = call float @llvm.fmuladd.f32(float %397, float %400, float %393), !dbg !201
  %402 = add nuw nsw i64 %384, 2, !dbg !211
  %403 = add i64 %386, 2, !dbg !196
  %404 = icmp eq i64 %403, %294, !dbg !196
  br i1 %404, label %364, label %383, !dbg !196, !llvm.loop !212

405:                                              ; preds = %406
  br i1 %289, label %416, label %418, !dbg !214

406:                                              ; preds = %376, %406
  %407 = phi i64 [ %414, %406 ], [ 0, %376 ]
  %408 = phi float [ %413, %406 ], [ 0.000000e+00, %376 ]
  %409 = getelementptr inbounds float, ptr %283, i64 %407, !dbg !215
  %410 = load float, ptr %409, align 4, !dbg !215, !tbaa !27
  %411 = fsub float %410, %380, !dbg !216
  %412 = call float @expf(float noundef %411) #13, !dbg !217
  store float %412, ptr %409, align 4, !dbg !218, !tbaa !27
  %413 = fadd float %408, %412, !dbg !219
  %414 = add nuw nsw i64 %407, 1, !dbg !220
  %415 = icmp eq i64 %414, %281, !dbg !221
  br i1 %415, label %405, label %406, !dbg !222, !llvm.loop !223

416:                                              ; preds = %405, %434
  %417 = phi i64 [ %438, %434 ], [ 0, %405 ]
  br i1 %297, label %421, label %440, !dbg !225

418:                                              ; preds = %434, %405
  %419 = add nuw nsw i64 %357, 1, !dbg !226
  %420 = icmp eq i64 %419, %281, !dbg !227
  br i1 %420, label %464, label %356, !dbg !194, !llvm.loop !228

421:                                              ; preds = %440, %416
  %422 = phi float [ undef, %416 ], [ %460, %440 ]
  %423 = phi i64 [ 0, %416 ], [ %461, %440 ]
  %424 = phi float [ 0.000000e+00, %416 ], [ %460, %440 ]
  br i1 %299, label %434, label %425, !dbg !225

425:                                              ; preds = %421
  %426 = getelementptr inbounds float, ptr %283, i64 %423, !dbg !230
  %427 = load float, ptr %426, align 4, !dbg !230, !tbaa !27
  %428 = fdiv float %427, %413, !dbg !231
  %429 = mul nsw i64 %423, %290, !dbg !232
  %430 = add nsw i64 %429, %417, !dbg !233
  %431 = getelementptr inbounds float, ptr %352, i64 %430, !dbg !234
  %432 = load float, ptr %431, align 4, !dbg !234, !tbaa !27
  %433 = call float @llvm.fmuladd.f32(float %428, float %432, float %424), !dbg !235
  br label %434, !dbg !236

434:                                              ; preds = %421, %425
  %435 = phi float [ %422, %421 ], [ %433, %425 ], !dbg !235
  %436 = add nsw i64 %417, %358, !dbg !236
  %437 = getelementptr inbounds float, ptr %353, i64 %436, !dbg !237
  store float %435, ptr %437, align 4, !dbg !238, !tbaa !27
  %438 = add nuw nsw i64 %417, 1, !dbg !239
  %439 = icmp eq i64 %438, %291, !dbg !240
  br i1 %439, label %418, label %416, !dbg !214, !llvm.loop !241

440:                                              ; preds = %416, %440
  %441 = phi i64 [ %461, %440 ], [ 0, %416 ]
  %442 = phi float [ %460, %440 ], [ 0.000000e+00, %416 ]
  %443 = phi i64 [ %462, %440 ], [ 0, %416 ]
  %444 = getelementptr inbounds float, ptr %283, i64 %441, !dbg !230
  %445 = load float, ptr %444, align 4, !dbg !230, !tbaa !27
  %446 = fdiv float %445, %413, !dbg !231
  %447 = mul nsw i64 %441, %290, !dbg !232
  %448 = add nsw i64 %447, %417, !dbg !233
  %449 = getelementptr inbounds float, ptr %352, i64 %448, !dbg !234
  %450 = load float, ptr %449, align 4, !dbg !234, !tbaa !27
  %451 = call float @llvm.fmuladd.f32(float %446, float %450, float %442), !dbg !235
  %452 = or i64 %441, 1, !dbg !243
  %453 = getelementptr inbounds float, ptr %283, i64 %452, !dbg !230
  %454 = load float, ptr %453, align 4, !dbg !230, !tbaa !27
  %455 = fdiv float %454, %413, !dbg !231
  %456 = mul nsw i64 %452, %290, !dbg !232
  %457 = add nsw i64 %456, %417, !dbg !233
  %458 = getelementptr inbounds float, ptr %352, i64 %457, !dbg !234
  %459 = load float, ptr %458, align 4, !dbg !234, !tbaa !27
  %460 = call float @llvm.fmuladd.f32(float %455, float %459, float %451), !dbg !235
  %461 = add nuw nsw i64 %441, 2, !dbg !243
  %462 = add i64 %443, 2, !dbg !225
  %463 = icmp eq i64 %462, %298, !dbg !225
  br i1 %463, label %421, label %440, !dbg !225, !llvm.loop !244

464:                                              ; preds = %418, %345
  %465 = add nuw nsw i64 %346, 1, !dbg !246
  %466 = icmp eq i64 %465, %229, !dbg !165
  br i1 %466, label %300, label %345, !dbg !166, !llvm.loop !247

467:                                              ; preds = %342, %467
  %468 = phi i64 [ %483, %467 ], [ %343, %342 ]
  %469 = phi i32 [ %482, %467 ], [ %344, %342 ]
  %470 = getelementptr inbounds float, ptr %57, i64 %468, !dbg !170
  %471 = load float, ptr %470, align 4, !dbg !170, !tbaa !27
  %472 = getelementptr inbounds float, ptr %280, i64 %468, !dbg !171
  %473 = load float, ptr %472, align 4, !dbg !171, !tbaa !27
  %474 = fsub float %471, %473, !dbg !172
  %475 = call float @llvm.fabs.f32(float %474), !dbg !173
  %476 = call float @llvm.fabs.f32(float %473), !dbg !174
  %477 = fadd float %476, 1.000000e+00, !dbg !175
  %478 = fmul float %477, 0x3F50624DE0000000, !dbg !176
  %479 = fcmp ugt float %475, %478, !dbg !177
  %480 = freeze i1 %479, !dbg !178
  %481 = zext i1 %480 to i32, !dbg !178
  %482 = add i32 %469, %481, !dbg !179
  %483 = add nuw nsw i64 %468, 1, !dbg !169
  %484 = icmp eq i64 %483, %302, !dbg !168
  br i1 %484, label %485, label %467, !dbg !167, !llvm.loop !249

485:                                              ; preds = %467, %338, %300
  %486 = phi i32 [ 0, %300 ], [ %340, %338 ], [ %482, %467 ]
  call void @free(ptr noundef %280) #13, !dbg !250
  call void @free(ptr noundef %283) #13, !dbg !251
  %487 = icmp eq i32 %486, 0, !dbg !252
  br i1 %487, label %488, label %489, !dbg !252

488:                                              ; preds = %275, %485
  br label %489, !dbg !252

489:                                              ; preds = %485, %488
  %490 = phi i32 [ 0, %488 ], [ %486, %485 ]
  %491 = phi ptr [ @.str.4, %488 ], [ @.str.3, %485 ]
  %492 = select i1 %278, ptr @.str.2, ptr %491, !dbg !252
  %493 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %492), !dbg !253
  %494 = load ptr, ptr %35, align 8, !dbg !254, !tbaa !14
  %495 = call i32 @cudaFree(ptr noundef %494), !dbg !255
  %496 = load ptr, ptr %36, align 8, !dbg !256, !tbaa !14
  %497 = call i32 @cudaFree(ptr noundef %496), !dbg !257
  %498 = load ptr, ptr %37, align 8, !dbg !258, !tbaa !14
  %499 = call i32 @cudaFree(ptr noundef %498), !dbg !259
  %500 = load ptr, ptr %38, align 8, !dbg !260, !tbaa !14
  %501 = call i32 @cudaFree(ptr noundef %500), !dbg !261
  %502 = load ptr, ptr %39, align 8, !dbg !262, !tbaa !14
  %503 = call i32 @cudaFree(ptr noundef %502), !dbg !263
  %504 = load ptr, ptr %40, align 8, !dbg !264, !tbaa !14
  %505 = call i32 @cudaFree(ptr noundef %504), !dbg !265
  call void @free(ptr noundef %54) #13, !dbg !266
  call void @free(ptr noundef %55) #13, !dbg !267
  call void @free(ptr noundef %56) #13, !dbg !268
  call void @free(ptr noundef %57) #13, !dbg !269
  %506 = icmp ne i32 %490, 0, !dbg !270
  %507 = zext i1 %506 to i32, !dbg !270
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #13, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #13, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #13, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #13, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #13, !dbg !271
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #13, !dbg !271
  br label %508

508:                                              ; preds = %489, %46
  %509 = phi i32 [ 1, %46 ], [ %507, %489 ], !dbg !272
  ret i32 %509, !dbg !271
}

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !275 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !277 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !279 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !280 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !282 float @sqrtf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !284 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare !dbg !285 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !286 {
  %1 = tail call i32 @run_attention(i32 noundef 12, i32 noundef 2048, i32 noundef 128, i32 noundef 1, i32 noundef 0), !dbg !287, !range !288
  ret i32 %1, !dbg !289
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !290 float @expf(float noundef) local_unnamed_addr #6

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
!8 = !DIFile(filename: "samples/cuda/attention.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "3ad1d75f9bb075220f984b5259f40bcb")
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
!26 = distinct !DISubprogram(name: "attention_scores", scope: !8, file: !8, line: 22, type: !12, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !16, i64 0}
!29 = !DILocation(line: 23, column: 64, scope: !26)
!30 = !DILocation(line: 29, column: 1, scope: !26)
!31 = distinct !DISubprogram(name: "softmax_rows", scope: !8, file: !8, line: 31, type: !12, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!32 = !DILocation(line: 31, column: 91, scope: !31)
!33 = !DILocation(line: 43, column: 1, scope: !31)
!34 = distinct !DISubprogram(name: "run_attention", scope: !8, file: !8, line: 47, type: !12, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!35 = !DILocation(line: 9, column: 51, scope: !22, inlinedAt: !36)
!36 = distinct !DILocation(line: 74, column: 5, scope: !34)
!37 = !DILocation(line: 31, column: 91, scope: !31, inlinedAt: !38)
!38 = distinct !DILocation(line: 73, column: 5, scope: !34)
!39 = !DILocation(line: 23, column: 64, scope: !26, inlinedAt: !40)
!40 = distinct !DILocation(line: 72, column: 5, scope: !34)
!41 = !DILocation(line: 48, column: 15, scope: !34)
!42 = !DILocation(line: 48, column: 20, scope: !34)
!43 = !DILocation(line: 49, column: 9, scope: !34)
!44 = !DILocation(line: 50, column: 9, scope: !34)
!45 = !DILocation(line: 53, column: 20, scope: !34)
!46 = !DILocation(line: 53, column: 26, scope: !34)
!47 = !DILocation(line: 53, column: 49, scope: !34)
!48 = !DILocation(line: 54, column: 33, scope: !34)
!49 = !DILocation(line: 54, column: 36, scope: !34)
!50 = !DILocation(line: 54, column: 26, scope: !34)
!51 = !DILocation(line: 54, column: 69, scope: !34)
!52 = !DILocation(line: 55, column: 26, scope: !34)
!53 = !DILocation(line: 55, column: 69, scope: !34)
!54 = !DILocation(line: 11, column: 23, scope: !55, inlinedAt: !57)
!55 = distinct !DISubprogram(name: "fill", scope: !56, file: !56, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!56 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!57 = distinct !DILocation(line: 56, column: 5, scope: !34)
!58 = !DILocation(line: 11, column: 5, scope: !55, inlinedAt: !57)
!59 = !DILocation(line: 6, column: 14, scope: !60, inlinedAt: !61)
!60 = distinct !DISubprogram(name: "lcg_uniform", scope: !56, file: !56, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!61 = distinct !DILocation(line: 11, column: 48, scope: !55, inlinedAt: !57)
!62 = !DILocation(line: 6, column: 21, scope: !60, inlinedAt: !61)
!63 = !DILocation(line: 6, column: 32, scope: !60, inlinedAt: !61)
!64 = !DILocation(line: 7, column: 27, scope: !60, inlinedAt: !61)
!65 = !DILocation(line: 7, column: 19, scope: !60, inlinedAt: !61)
!66 = !DILocation(line: 7, column: 56, scope: !60, inlinedAt: !61)
!67 = !DILocation(line: 11, column: 46, scope: !55, inlinedAt: !57)
!68 = !DILocation(line: 11, column: 33, scope: !55, inlinedAt: !57)
!69 = !DILocation(line: 11, column: 38, scope: !55, inlinedAt: !57)
!70 = !DILocation(line: 11, column: 28, scope: !55, inlinedAt: !57)
!71 = distinct !{!71, !58, !72, !73}
!72 = !DILocation(line: 11, column: 65, scope: !55, inlinedAt: !57)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 11, column: 5, scope: !55, inlinedAt: !75)
!75 = distinct !DILocation(line: 57, column: 5, scope: !34)
!76 = !DILocation(line: 6, column: 14, scope: !60, inlinedAt: !77)
!77 = distinct !DILocation(line: 11, column: 48, scope: !55, inlinedAt: !75)
!78 = !DILocation(line: 6, column: 21, scope: !60, inlinedAt: !77)
!79 = !DILocation(line: 6, column: 32, scope: !60, inlinedAt: !77)
!80 = !DILocation(line: 7, column: 27, scope: !60, inlinedAt: !77)
!81 = !DILocation(line: 7, column: 19, scope: !60, inlinedAt: !77)
!82 = !DILocation(line: 7, column: 56, scope: !60, inlinedAt: !77)
!83 = !DILocation(line: 11, column: 46, scope: !55, inlinedAt: !75)
!84 = !DILocation(line: 11, column: 33, scope: !55, inlinedAt: !75)
!85 = !DILocation(line: 11, column: 38, scope: !55, inlinedAt: !75)
!86 = !DILocation(line: 11, column: 28, scope: !55, inlinedAt: !75)
!87 = distinct !{!87, !74, !88, !73}
!88 = !DILocation(line: 11, column: 65, scope: !55, inlinedAt: !75)
!89 = !DILocation(line: 11, column: 5, scope: !55, inlinedAt: !90)
!90 = distinct !DILocation(line: 58, column: 5, scope: !34)
!91 = !DILocation(line: 6, column: 14, scope: !60, inlinedAt: !92)
!92 = distinct !DILocation(line: 11, column: 48, scope: !55, inlinedAt: !90)
!93 = !DILocation(line: 6, column: 21, scope: !60, inlinedAt: !92)
!94 = !DILocation(line: 6, column: 32, scope: !60, inlinedAt: !92)
!95 = !DILocation(line: 7, column: 27, scope: !60, inlinedAt: !92)
!96 = !DILocation(line: 7, column: 19, scope: !60, inlinedAt: !92)
!97 = !DILocation(line: 7, column: 56, scope: !60, inlinedAt: !92)
!98 = !DILocation(line: 11, column: 46, scope: !55, inlinedAt: !90)
!99 = !DILocation(line: 11, column: 33, scope: !55, inlinedAt: !90)
!100 = !DILocation(line: 11, column: 38, scope: !55, inlinedAt: !90)
!101 = !DILocation(line: 11, column: 28, scope: !55, inlinedAt: !90)
!102 = distinct !{!102, !89, !103, !73}
!103 = !DILocation(line: 11, column: 65, scope: !55, inlinedAt: !90)
!104 = !DILocation(line: 59, column: 5, scope: !34)
!105 = !DILocation(line: 60, column: 5, scope: !34)
!106 = !DILocation(line: 61, column: 5, scope: !34)
!107 = !DILocation(line: 62, column: 5, scope: !34)
!108 = !DILocation(line: 63, column: 30, scope: !34)
!109 = !DILocation(line: 63, column: 33, scope: !34)
!110 = !DILocation(line: 63, column: 5, scope: !34)
!111 = !DILocation(line: 64, column: 5, scope: !34)
!112 = !DILocation(line: 65, column: 5, scope: !34)
!113 = !DILocation(line: 66, column: 16, scope: !34)
!114 = !DILocation(line: 66, column: 5, scope: !34)
!115 = !DILocation(line: 67, column: 16, scope: !34)
!116 = !DILocation(line: 67, column: 5, scope: !34)
!117 = !DILocation(line: 68, column: 16, scope: !34)
!118 = !DILocation(line: 68, column: 5, scope: !34)
!119 = !DILocation(line: 70, column: 34, scope: !34)
!120 = !DILocation(line: 70, column: 39, scope: !34)
!121 = !DILocation(line: 72, column: 21, scope: !34)
!122 = !DILocation(line: 72, column: 5, scope: !34)
!123 = !DILocation(line: 72, column: 60, scope: !34)
!124 = !DILocation(line: 72, column: 64, scope: !34)
!125 = !DILocation(line: 72, column: 68, scope: !34)
!126 = !DILocation(line: 72, column: 101, scope: !34)
!127 = !DILocation(line: 72, column: 88, scope: !34)
!128 = !DILocation(line: 72, column: 86, scope: !34)
!129 = !{!130, !132, !133}
!130 = distinct !{!130, !131, !"_Z31__device_stub__attention_scoresPKfS0_Pfiif: argument 0"}
!131 = distinct !{!131, !"_Z31__device_stub__attention_scoresPKfS0_Pfiif"}
!132 = distinct !{!132, !131, !"_Z31__device_stub__attention_scoresPKfS0_Pfiif: argument 1"}
!133 = distinct !{!133, !131, !"_Z31__device_stub__attention_scoresPKfS0_Pfiif: argument 2"}
!134 = !DILocation(line: 29, column: 1, scope: !26, inlinedAt: !40)
!135 = !DILocation(line: 73, column: 45, scope: !34)
!136 = !DILocation(line: 73, column: 50, scope: !34)
!137 = !DILocation(line: 73, column: 17, scope: !34)
!138 = !DILocation(line: 73, column: 5, scope: !34)
!139 = !DILocation(line: 73, column: 100, scope: !34)
!140 = !DILocation(line: 73, column: 104, scope: !34)
!141 = !{!142, !144}
!142 = distinct !{!142, !143, !"_Z27__device_stub__softmax_rowsPKfPfi: argument 0"}
!143 = distinct !{!143, !"_Z27__device_stub__softmax_rowsPKfPfi"}
!144 = distinct !{!144, !143, !"_Z27__device_stub__softmax_rowsPKfPfi: argument 1"}
!145 = !DILocation(line: 43, column: 1, scope: !31, inlinedAt: !38)
!146 = !DILocation(line: 74, column: 45, scope: !34)
!147 = !DILocation(line: 74, column: 50, scope: !34)
!148 = !DILocation(line: 74, column: 21, scope: !34)
!149 = !DILocation(line: 74, column: 5, scope: !34)
!150 = !DILocation(line: 74, column: 87, scope: !34)
!151 = !DILocation(line: 74, column: 91, scope: !34)
!152 = !DILocation(line: 74, column: 95, scope: !34)
!153 = !{!154, !156, !157}
!154 = distinct !{!154, !155, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 0"}
!155 = distinct !{!155, !"_Z31__device_stub__attention_valuesPKfS0_Pfii"}
!156 = distinct !{!156, !155, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 1"}
!157 = distinct !{!157, !155, !"_Z31__device_stub__attention_valuesPKfS0_Pfii: argument 2"}
!158 = !DILocation(line: 15, column: 1, scope: !22, inlinedAt: !36)
!159 = !DILocation(line: 75, column: 20, scope: !34)
!160 = !DILocation(line: 75, column: 5, scope: !34)
!161 = !DILocation(line: 78, column: 9, scope: !34)
!162 = !DILocation(line: 79, column: 31, scope: !34)
!163 = !DILocation(line: 79, column: 86, scope: !34)
!164 = !DILocation(line: 79, column: 75, scope: !34)
!165 = !DILocation(line: 80, column: 27, scope: !34)
!166 = !DILocation(line: 80, column: 9, scope: !34)
!167 = !DILocation(line: 84, column: 9, scope: !34)
!168 = !DILocation(line: 84, column: 27, scope: !34)
!169 = !DILocation(line: 84, column: 33, scope: !34)
!170 = !DILocation(line: 84, column: 53, scope: !34)
!171 = !DILocation(line: 84, column: 61, scope: !34)
!172 = !DILocation(line: 84, column: 59, scope: !34)
!173 = !DILocation(line: 84, column: 47, scope: !34)
!174 = !DILocation(line: 84, column: 88, scope: !34)
!175 = !DILocation(line: 84, column: 86, scope: !34)
!176 = !DILocation(line: 84, column: 78, scope: !34)
!177 = !DILocation(line: 84, column: 69, scope: !34)
!178 = !DILocation(line: 84, column: 45, scope: !34)
!179 = !DILocation(line: 84, column: 42, scope: !34)
!180 = distinct !{!180, !167, !181, !73, !182, !183}
!181 = !DILocation(line: 84, column: 102, scope: !34)
!182 = !{!"llvm.loop.isvectorized", i32 1}
!183 = !{!"llvm.loop.unroll.runtime.disable"}
!184 = !DILocation(line: 81, column: 30, scope: !34)
!185 = !DILocation(line: 82, column: 31, scope: !34)
!186 = !DILocation(line: 82, column: 40, scope: !34)
!187 = !DILocation(line: 82, column: 49, scope: !34)
!188 = !DILocation(line: 82, column: 59, scope: !34)
!189 = !DILocation(line: 7, column: 26, scope: !190, inlinedAt: !192)
!190 = distinct !DISubprogram(name: "reference_head", scope: !191, file: !191, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!191 = !DIFile(filename: "samples/cuda/attention_reference.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8a135820e6728c27816adbdc7a8f9f45")
!192 = distinct !DILocation(line: 82, column: 13, scope: !34)
!193 = !DILocation(line: 7, column: 24, scope: !190, inlinedAt: !192)
!194 = !DILocation(line: 8, column: 5, scope: !190, inlinedAt: !192)
!195 = !DILocation(line: 10, column: 9, scope: !190, inlinedAt: !192)
!196 = !DILocation(line: 12, column: 13, scope: !190, inlinedAt: !192)
!197 = !DILocation(line: 12, column: 58, scope: !190, inlinedAt: !192)
!198 = !DILocation(line: 12, column: 49, scope: !190, inlinedAt: !192)
!199 = !DILocation(line: 12, column: 74, scope: !190, inlinedAt: !192)
!200 = !DILocation(line: 12, column: 65, scope: !190, inlinedAt: !192)
!201 = !DILocation(line: 12, column: 46, scope: !190, inlinedAt: !192)
!202 = !DILocation(line: 13, column: 26, scope: !190, inlinedAt: !192)
!203 = !DILocation(line: 0, scope: !190, inlinedAt: !192)
!204 = !DILocation(line: 13, column: 13, scope: !190, inlinedAt: !192)
!205 = !DILocation(line: 13, column: 20, scope: !190, inlinedAt: !192)
!206 = !DILocation(line: 14, column: 23, scope: !190, inlinedAt: !192)
!207 = !DILocation(line: 10, column: 34, scope: !190, inlinedAt: !192)
!208 = !DILocation(line: 10, column: 27, scope: !190, inlinedAt: !192)
!209 = distinct !{!209, !195, !210, !73}
!210 = !DILocation(line: 15, column: 9, scope: !190, inlinedAt: !192)
!211 = !DILocation(line: 12, column: 37, scope: !190, inlinedAt: !192)
!212 = distinct !{!212, !196, !213, !73}
!213 = !DILocation(line: 12, column: 77, scope: !190, inlinedAt: !192)
!214 = !DILocation(line: 17, column: 9, scope: !190, inlinedAt: !192)
!215 = !DILocation(line: 16, column: 60, scope: !190, inlinedAt: !192)
!216 = !DILocation(line: 16, column: 67, scope: !190, inlinedAt: !192)
!217 = !DILocation(line: 16, column: 55, scope: !190, inlinedAt: !192)
!218 = !DILocation(line: 16, column: 53, scope: !190, inlinedAt: !192)
!219 = !DILocation(line: 16, column: 43, scope: !190, inlinedAt: !192)
!220 = !DILocation(line: 16, column: 34, scope: !190, inlinedAt: !192)
!221 = !DILocation(line: 16, column: 27, scope: !190, inlinedAt: !192)
!222 = !DILocation(line: 16, column: 9, scope: !190, inlinedAt: !192)
!223 = distinct !{!223, !222, !224, !73}
!224 = !DILocation(line: 16, column: 76, scope: !190, inlinedAt: !192)
!225 = !DILocation(line: 19, column: 13, scope: !190, inlinedAt: !192)
!226 = !DILocation(line: 8, column: 30, scope: !190, inlinedAt: !192)
!227 = !DILocation(line: 8, column: 23, scope: !190, inlinedAt: !192)
!228 = distinct !{!228, !194, !229, !73}
!229 = !DILocation(line: 22, column: 5, scope: !190, inlinedAt: !192)
!230 = !DILocation(line: 19, column: 50, scope: !190, inlinedAt: !192)
!231 = !DILocation(line: 19, column: 57, scope: !190, inlinedAt: !192)
!232 = !DILocation(line: 19, column: 69, scope: !190, inlinedAt: !192)
!233 = !DILocation(line: 19, column: 74, scope: !190, inlinedAt: !192)
!234 = !DILocation(line: 19, column: 65, scope: !190, inlinedAt: !192)
!235 = !DILocation(line: 19, column: 47, scope: !190, inlinedAt: !192)
!236 = !DILocation(line: 20, column: 22, scope: !190, inlinedAt: !192)
!237 = !DILocation(line: 20, column: 13, scope: !190, inlinedAt: !192)
!238 = !DILocation(line: 20, column: 27, scope: !190, inlinedAt: !192)
!239 = !DILocation(line: 17, column: 33, scope: !190, inlinedAt: !192)
!240 = !DILocation(line: 17, column: 27, scope: !190, inlinedAt: !192)
!241 = distinct !{!241, !214, !242, !73}
!242 = !DILocation(line: 21, column: 9, scope: !190, inlinedAt: !192)
!243 = !DILocation(line: 19, column: 38, scope: !190, inlinedAt: !192)
!244 = distinct !{!244, !225, !245, !73}
!245 = !DILocation(line: 19, column: 77, scope: !190, inlinedAt: !192)
!246 = !DILocation(line: 80, column: 36, scope: !34)
!247 = distinct !{!247, !166, !248, !73}
!248 = !DILocation(line: 83, column: 9, scope: !34)
!249 = distinct !{!249, !167, !181, !73, !183, !182}
!250 = !DILocation(line: 85, column: 9, scope: !34)
!251 = !DILocation(line: 86, column: 9, scope: !34)
!252 = !DILocation(line: 88, column: 69, scope: !34)
!253 = !DILocation(line: 88, column: 5, scope: !34)
!254 = !DILocation(line: 89, column: 14, scope: !34)
!255 = !DILocation(line: 89, column: 5, scope: !34)
!256 = !DILocation(line: 89, column: 28, scope: !34)
!257 = !DILocation(line: 89, column: 19, scope: !34)
!258 = !DILocation(line: 89, column: 42, scope: !34)
!259 = !DILocation(line: 89, column: 33, scope: !34)
!260 = !DILocation(line: 89, column: 56, scope: !34)
!261 = !DILocation(line: 89, column: 47, scope: !34)
!262 = !DILocation(line: 89, column: 70, scope: !34)
!263 = !DILocation(line: 89, column: 61, scope: !34)
!264 = !DILocation(line: 89, column: 84, scope: !34)
!265 = !DILocation(line: 89, column: 75, scope: !34)
!266 = !DILocation(line: 90, column: 5, scope: !34)
!267 = !DILocation(line: 90, column: 15, scope: !34)
!268 = !DILocation(line: 90, column: 25, scope: !34)
!269 = !DILocation(line: 90, column: 35, scope: !34)
!270 = !DILocation(line: 91, column: 12, scope: !34)
!271 = !DILocation(line: 92, column: 1, scope: !34)
!272 = !DILocation(line: 0, scope: !34)
!273 = !DISubprogram(name: "printf", scope: !274, file: !274, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!274 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!275 = !DISubprogram(name: "malloc", scope: !276, file: !276, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!276 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!277 = !DISubprogram(name: "cudaMalloc", scope: !278, file: !278, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!278 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!279 = !DISubprogram(name: "cudaMemcpy", scope: !278, file: !278, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!280 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !281, file: !281, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!281 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!282 = !DISubprogram(name: "sqrtf", scope: !283, file: !283, line: 143, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!283 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!284 = !DISubprogram(name: "free", scope: !276, file: !276, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!285 = !DISubprogram(name: "cudaFree", scope: !278, file: !278, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!286 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 95, type: !12, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!287 = !DILocation(line: 95, column: 21, scope: !286)
!288 = !{i32 0, i32 2}
!289 = !DILocation(line: 95, column: 14, scope: !286)
!290 = !DISubprogram(name: "expf", scope: !283, file: !283, line: 95, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
