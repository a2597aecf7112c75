; ModuleID = 'samples/cuda/llama_mlp.cu'
source_filename = "samples/cuda/llama_mlp.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [51 x i8] c"llama_mlp: bad sizes tokens=%d d_model=%d d_ff=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"llama_mlp tokens=%d d_model=%d d_ff=%d: %s\0A\00", align 1
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
define dso_local void @_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 !dbg !22 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8, !tbaa !14
  store ptr %1, ptr %9, align 8, !tbaa !14
  store ptr %2, ptr %10, align 8, !tbaa !14
  store ptr %3, ptr %11, align 8, !tbaa !14
  store i32 %4, ptr %12, align 4, !tbaa !18
  store i32 %5, ptr %13, align 4, !tbaa !18
  store i32 %6, ptr %14, align 4, !tbaa !18
  %19 = alloca [7 x ptr], align 16, !dbg !23
  store ptr %8, ptr %19, align 16, !dbg !23
  %20 = getelementptr inbounds ptr, ptr %19, i64 1, !dbg !23
  store ptr %9, ptr %20, align 8, !dbg !23
  %21 = getelementptr inbounds ptr, ptr %19, i64 2, !dbg !23
  store ptr %10, ptr %21, align 16, !dbg !23
  %22 = getelementptr inbounds ptr, ptr %19, i64 3, !dbg !23
  store ptr %11, ptr %22, align 8, !dbg !23
  %23 = getelementptr inbounds ptr, ptr %19, i64 4, !dbg !23
  store ptr %12, ptr %23, align 16, !dbg !23
  %24 = getelementptr inbounds ptr, ptr %19, i64 5, !dbg !23
  store ptr %13, ptr %24, align 8, !dbg !23
  %25 = getelementptr inbounds ptr, ptr %19, i64 6, !dbg !23
  store ptr %14, ptr %25, align 16, !dbg !23
  %26 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18), !dbg !23
  %27 = load i64, ptr %17, align 8, !dbg !23
  %28 = load ptr, ptr %18, align 8, !dbg !23
  %29 = load i64, ptr %15, align 8, !dbg !23
  %30 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !23
  %31 = load i32, ptr %30, align 8, !dbg !23
  %32 = load i64, ptr %16, align 8, !dbg !23
  %33 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !23
  %34 = load i32, ptr %33, align 8, !dbg !23
  %35 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii, i64 %29, i32 %31, i64 %32, i32 %34, ptr noundef nonnull %19, i64 noundef %27, ptr noundef %28), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: uwtable
define dso_local i32 @run_llama_mlp(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !25 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [6 x ptr], align 16, !dbg !26
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [7 x ptr], align 16, !dbg !28
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = icmp slt i32 %0, 1, !dbg !30
  %36 = icmp slt i32 %1, 1
  %37 = or i1 %35, %36, !dbg !31
  %38 = icmp slt i32 %2, 1
  %39 = or i1 %37, %38, !dbg !31
  br i1 %39, label %40, label %42, !dbg !31

40:                                               ; preds = %5
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !32
  br label %602, !dbg !33

42:                                               ; preds = %5
  %43 = mul nsw i32 %1, %0, !dbg !34
  %44 = mul i32 %2, %0, !dbg !35
  %45 = mul nsw i32 %2, %1, !dbg !36
  %46 = sext i32 %43 to i64, !dbg !37
  %47 = shl nsw i64 %46, 2, !dbg !38
  %48 = tail call noalias ptr @malloc(i64 noundef %47) #12, !dbg !39
  %49 = tail call noalias ptr @malloc(i64 noundef %47) #12, !dbg !40
  %50 = sext i32 %45 to i64, !dbg !41
  %51 = shl nsw i64 %50, 2, !dbg !42
  %52 = tail call noalias ptr @malloc(i64 noundef %51) #12, !dbg !43
  %53 = tail call noalias ptr @malloc(i64 noundef %51) #12, !dbg !44
  %54 = tail call noalias ptr @malloc(i64 noundef %51) #12, !dbg !45
  %55 = icmp sgt i32 %43, 0, !dbg !46
  br i1 %55, label %56, label %97, !dbg !50

56:                                               ; preds = %42
  %57 = zext i32 %43 to i64, !dbg !46
  %58 = and i64 %57, 1, !dbg !50
  %59 = icmp eq i32 %43, 1, !dbg !50
  br i1 %59, label %84, label %60, !dbg !50

60:                                               ; preds = %56
  %61 = and i64 %57, 4294967294, !dbg !50
  br label %62, !dbg !50

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %81, %62 ], !dbg !51
  %64 = phi i32 [ %3, %60 ], [ %75, %62 ], !dbg !51
  %65 = phi i64 [ 0, %60 ], [ %82, %62 ]
  %66 = mul i32 %64, 1664525, !dbg !54
  %67 = add i32 %66, 1013904223, !dbg !55
  %68 = lshr i32 %67, 8, !dbg !56
  %69 = uitofp i32 %68 to float, !dbg !57
  %70 = tail call float @llvm.fmuladd.f32(float %69, float 0x3E70000000000000, float -5.000000e-01), !dbg !58
  %71 = fmul float %70, 2.000000e+00, !dbg !59
  %72 = getelementptr inbounds float, ptr %48, i64 %63, !dbg !60
  store float %71, ptr %72, align 4, !dbg !61, !tbaa !62
  %73 = or i64 %63, 1, !dbg !64
  %74 = mul i32 %67, 1664525, !dbg !54
  %75 = add i32 %74, 1013904223, !dbg !55
  %76 = lshr i32 %75, 8, !dbg !56
  %77 = uitofp i32 %76 to float, !dbg !57
  %78 = tail call float @llvm.fmuladd.f32(float %77, float 0x3E70000000000000, float -5.000000e-01), !dbg !58
  %79 = fmul float %78, 2.000000e+00, !dbg !59
  %80 = getelementptr inbounds float, ptr %48, i64 %73, !dbg !60
  store float %79, ptr %80, align 4, !dbg !61, !tbaa !62
  %81 = add nuw nsw i64 %63, 2, !dbg !64
  %82 = add i64 %65, 2, !dbg !50
  %83 = icmp eq i64 %82, %61, !dbg !50
  br i1 %83, label %84, label %62, !dbg !50, !llvm.loop !65

84:                                               ; preds = %62, %56
  %85 = phi i32 [ undef, %56 ], [ %75, %62 ]
  %86 = phi i64 [ 0, %56 ], [ %81, %62 ]
  %87 = phi i32 [ %3, %56 ], [ %75, %62 ]
  %88 = icmp eq i64 %58, 0, !dbg !50
  br i1 %88, label %97, label %89, !dbg !50

89:                                               ; preds = %84
  %90 = mul i32 %87, 1664525, !dbg !54
  %91 = add i32 %90, 1013904223, !dbg !55
  %92 = lshr i32 %91, 8, !dbg !56
  %93 = uitofp i32 %92 to float, !dbg !57
  %94 = tail call float @llvm.fmuladd.f32(float %93, float 0x3E70000000000000, float -5.000000e-01), !dbg !58
  %95 = fmul float %94, 2.000000e+00, !dbg !59
  %96 = getelementptr inbounds float, ptr %48, i64 %86, !dbg !60
  store float %95, ptr %96, align 4, !dbg !61, !tbaa !62
  br label %97, !dbg !68

97:                                               ; preds = %89, %84, %42
  %98 = phi i32 [ %3, %42 ], [ %85, %84 ], [ %91, %89 ], !dbg !70
  %99 = icmp sgt i32 %45, 0, !dbg !68
  br i1 %99, label %100, label %223, !dbg !71

100:                                              ; preds = %97
  %101 = zext i32 %45 to i64, !dbg !68
  %102 = add nsw i64 %101, -1, !dbg !71
  %103 = and i64 %101, 1, !dbg !71
  %104 = icmp eq i64 %102, 0, !dbg !71
  br i1 %104, label %129, label %105, !dbg !71

105:                                              ; preds = %100
  %106 = and i64 %101, 4294967294, !dbg !71
  br label %107, !dbg !71

107:                                              ; preds = %107, %105
  %108 = phi i64 [ 0, %105 ], [ %126, %107 ], !dbg !72
  %109 = phi i32 [ %98, %105 ], [ %120, %107 ], !dbg !72
  %110 = phi i64 [ 0, %105 ], [ %127, %107 ]
  %111 = mul i32 %109, 1664525, !dbg !74
  %112 = add i32 %111, 1013904223, !dbg !75
  %113 = lshr i32 %112, 8, !dbg !76
  %114 = uitofp i32 %113 to float, !dbg !77
  %115 = tail call float @llvm.fmuladd.f32(float %114, float 0x3E70000000000000, float -5.000000e-01), !dbg !78
  %116 = fmul float %115, 0x3FC99999A0000000, !dbg !79
  %117 = getelementptr inbounds float, ptr %52, i64 %108, !dbg !80
  store float %116, ptr %117, align 4, !dbg !81, !tbaa !62
  %118 = or i64 %108, 1, !dbg !82
  %119 = mul i32 %112, 1664525, !dbg !74
  %120 = add i32 %119, 1013904223, !dbg !75
  %121 = lshr i32 %120, 8, !dbg !76
  %122 = uitofp i32 %121 to float, !dbg !77
  %123 = tail call float @llvm.fmuladd.f32(float %122, float 0x3E70000000000000, float -5.000000e-01), !dbg !78
  %124 = fmul float %123, 0x3FC99999A0000000, !dbg !79
  %125 = getelementptr inbounds float, ptr %52, i64 %118, !dbg !80
  store float %124, ptr %125, align 4, !dbg !81, !tbaa !62
  %126 = add nuw nsw i64 %108, 2, !dbg !82
  %127 = add i64 %110, 2, !dbg !71
  %128 = icmp eq i64 %127, %106, !dbg !71
  br i1 %128, label %129, label %107, !dbg !71, !llvm.loop !83

129:                                              ; preds = %107, %100
  %130 = phi i32 [ undef, %100 ], [ %120, %107 ]
  %131 = phi i64 [ 0, %100 ], [ %126, %107 ]
  %132 = phi i32 [ %98, %100 ], [ %120, %107 ]
  %133 = icmp eq i64 %103, 0, !dbg !71
  br i1 %133, label %142, label %134, !dbg !71

134:                                              ; preds = %129
  %135 = mul i32 %132, 1664525, !dbg !74
  %136 = add i32 %135, 1013904223, !dbg !75
  %137 = lshr i32 %136, 8, !dbg !76
  %138 = uitofp i32 %137 to float, !dbg !77
  %139 = tail call float @llvm.fmuladd.f32(float %138, float 0x3E70000000000000, float -5.000000e-01), !dbg !78
  %140 = fmul float %139, 0x3FC99999A0000000, !dbg !79
  %141 = getelementptr inbounds float, ptr %52, i64 %131, !dbg !80
  store float %140, ptr %141, align 4, !dbg !81, !tbaa !62
  br label %142, !dbg !85

142:                                              ; preds = %129, %134
  %143 = phi i32 [ %130, %129 ], [ %136, %134 ], !dbg !75
  %144 = and i64 %101, 1, !dbg !85
  %145 = icmp eq i64 %102, 0, !dbg !85
  br i1 %145, label %170, label %146, !dbg !85

146:                                              ; preds = %142
  %147 = and i64 %101, 4294967294, !dbg !85
  br label %148, !dbg !85

148:                                              ; preds = %148, %146
  %149 = phi i64 [ 0, %146 ], [ %167, %148 ], !dbg !87
  %150 = phi i32 [ %143, %146 ], [ %161, %148 ], !dbg !87
  %151 = phi i64 [ 0, %146 ], [ %168, %148 ]
  %152 = mul i32 %150, 1664525, !dbg !89
  %153 = add i32 %152, 1013904223, !dbg !90
  %154 = lshr i32 %153, 8, !dbg !91
  %155 = uitofp i32 %154 to float, !dbg !92
  %156 = tail call float @llvm.fmuladd.f32(float %155, float 0x3E70000000000000, float -5.000000e-01), !dbg !93
  %157 = fmul float %156, 0x3FC99999A0000000, !dbg !94
  %158 = getelementptr inbounds float, ptr %53, i64 %149, !dbg !95
  store float %157, ptr %158, align 4, !dbg !96, !tbaa !62
  %159 = or i64 %149, 1, !dbg !97
  %160 = mul i32 %153, 1664525, !dbg !89
  %161 = add i32 %160, 1013904223, !dbg !90
  %162 = lshr i32 %161, 8, !dbg !91
  %163 = uitofp i32 %162 to float, !dbg !92
  %164 = tail call float @llvm.fmuladd.f32(float %163, float 0x3E70000000000000, float -5.000000e-01), !dbg !93
  %165 = fmul float %164, 0x3FC99999A0000000, !dbg !94
  %166 = getelementptr inbounds float, ptr %53, i64 %159, !dbg !95
  store float %165, ptr %166, align 4, !dbg !96, !tbaa !62
  %167 = add nuw nsw i64 %149, 2, !dbg !97
  %168 = add i64 %151, 2, !dbg !85
  %169 = icmp eq i64 %168, %147, !dbg !85
  br i1 %169, label %170, label %148, !dbg !85, !llvm.loop !98

170:                                              ; preds = %148, %142
  %171 = phi i32 [ undef, %142 ], [ %161, %148 ]
  %172 = phi i64 [ 0, %142 ], [ %167, %148 ]
  %173 = phi i32 [ %143, %142 ], [ %161, %148 ]
  %174 = icmp eq i64 %144, 0, !dbg !85
  br i1 %174, label %183, label %175, !dbg !85

175:                                              ; preds = %170
  %176 = mul i32 %173, 1664525, !dbg !89
  %177 = add i32 %176, 1013904223, !dbg !90
  %178 = lshr i32 %177, 8, !dbg !91
  %179 = uitofp i32 %178 to float, !dbg !92
  %180 = tail call float @llvm.fmuladd.f32(float %179, float 0x3E70000000000000, float -5.000000e-01), !dbg !93
  %181 = fmul float %180, 0x3FC99999A0000000, !dbg !94
  %182 = getelementptr inbounds float, ptr %53, i64 %172, !dbg !95
  store float %181, ptr %182, align 4, !dbg !96, !tbaa !62
  br label %183, !dbg !100

183:                                              ; preds = %170, %175
  %184 = phi i32 [ %171, %170 ], [ %177, %175 ], !dbg !90
  %185 = and i64 %101, 1, !dbg !100
  %186 = icmp eq i64 %102, 0, !dbg !100
  br i1 %186, label %211, label %187, !dbg !100

187:                                              ; preds = %183
  %188 = and i64 %101, 4294967294, !dbg !100
  br label %189, !dbg !100

189:                                              ; preds = %189, %187
  %190 = phi i64 [ 0, %187 ], [ %208, %189 ], !dbg !102
  %191 = phi i32 [ %184, %187 ], [ %202, %189 ], !dbg !102
  %192 = phi i64 [ 0, %187 ], [ %209, %189 ]
  %193 = mul i32 %191, 1664525, !dbg !104
  %194 = add i32 %193, 1013904223, !dbg !105
  %195 = lshr i32 %194, 8, !dbg !106
  %196 = uitofp i32 %195 to float, !dbg !107
  %197 = tail call float @llvm.fmuladd.f32(float %196, float 0x3E70000000000000, float -5.000000e-01), !dbg !108
  %198 = fmul float %197, 0x3FC99999A0000000, !dbg !109
  %199 = getelementptr inbounds float, ptr %54, i64 %190, !dbg !110
  store float %198, ptr %199, align 4, !dbg !111, !tbaa !62
  %200 = or i64 %190, 1, !dbg !112
  %201 = mul i32 %194, 1664525, !dbg !104
  %202 = add i32 %201, 1013904223, !dbg !105
  %203 = lshr i32 %202, 8, !dbg !106
  %204 = uitofp i32 %203 to float, !dbg !107
  %205 = tail call float @llvm.fmuladd.f32(float %204, float 0x3E70000000000000, float -5.000000e-01), !dbg !108
  %206 = fmul float %205, 0x3FC99999A0000000, !dbg !109
  %207 = getelementptr inbounds float, ptr %54, i64 %200, !dbg !110
  store float %206, ptr %207, align 4, !dbg !111, !tbaa !62
  %208 = add nuw nsw i64 %190, 2, !dbg !112
  %209 = add i64 %192, 2, !dbg !100
  %210 = icmp eq i64 %209, %188, !dbg !100
  br i1 %210, label %211, label %189, !dbg !100, !llvm.loop !113

211:                                              ; preds = %189, %183
  %212 = phi i64 [ 0, %183 ], [ %208, %189 ]
  %213 = phi i32 [ %184, %183 ], [ %202, %189 ]
  %214 = icmp eq i64 %185, 0, !dbg !100
  br i1 %214, label %223, label %215, !dbg !100

215:                                              ; preds = %211
  %216 = mul i32 %213, 1664525, !dbg !104
  %217 = add i32 %216, 1013904223, !dbg !105
  %218 = lshr i32 %217, 8, !dbg !106
  %219 = uitofp i32 %218 to float, !dbg !107
  %220 = tail call float @llvm.fmuladd.f32(float %219, float 0x3E70000000000000, float -5.000000e-01), !dbg !108
  %221 = fmul float %220, 0x3FC99999A0000000, !dbg !109
  %222 = getelementptr inbounds float, ptr %54, i64 %212, !dbg !110
  store float %221, ptr %222, align 4, !dbg !111, !tbaa !62
  br label %223, !dbg !115

223:                                              ; preds = %215, %211, %97
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #13, !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #13, !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #13, !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #13, !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #13, !dbg !115
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #13, !dbg !115
  %224 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %47), !dbg !116
  %225 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef %51), !dbg !117
  %226 = call i32 @cudaMalloc(ptr noundef nonnull %31, i64 noundef %51), !dbg !118
  %227 = call i32 @cudaMalloc(ptr noundef nonnull %32, i64 noundef %51), !dbg !119
  %228 = sext i32 %44 to i64, !dbg !120
  %229 = shl nsw i64 %228, 2, !dbg !121
  %230 = call i32 @cudaMalloc(ptr noundef nonnull %33, i64 noundef %229), !dbg !122
  %231 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef %47), !dbg !123
  %232 = load ptr, ptr %29, align 8, !dbg !124, !tbaa !14
  %233 = call i32 @cudaMemcpy(ptr noundef %232, ptr noundef %48, i64 noundef %47, i32 noundef 1), !dbg !125
  %234 = load ptr, ptr %30, align 8, !dbg !126, !tbaa !14
  %235 = call i32 @cudaMemcpy(ptr noundef %234, ptr noundef %52, i64 noundef %51, i32 noundef 1), !dbg !127
  %236 = load ptr, ptr %31, align 8, !dbg !128, !tbaa !14
  %237 = call i32 @cudaMemcpy(ptr noundef %236, ptr noundef %53, i64 noundef %51, i32 noundef 1), !dbg !129
  %238 = load ptr, ptr %32, align 8, !dbg !130, !tbaa !14
  %239 = call i32 @cudaMemcpy(ptr noundef %238, ptr noundef %54, i64 noundef %51, i32 noundef 1), !dbg !131
  %240 = add nsw i32 %0, 31, !dbg !132
  %241 = sdiv i32 %240, 32, !dbg !133
  %242 = add nsw i32 %2, 31, !dbg !134
  %243 = sdiv i32 %242, 32, !dbg !135
  %244 = zext i32 %241 to i64, !dbg !136
  %245 = shl nuw i64 %244, 32, !dbg !136
  %246 = zext i32 %243 to i64, !dbg !136
  %247 = or i64 %245, %246, !dbg !136
  %248 = call i32 @__cudaPushCallConfiguration(i64 %247, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !136
  %249 = icmp eq i32 %248, 0, !dbg !136
  br i1 %249, label %250, label %271, !dbg !137

250:                                              ; preds = %223
  %251 = load ptr, ptr %29, align 8, !dbg !138, !tbaa !14
  %252 = load ptr, ptr %30, align 8, !dbg !139, !tbaa !14
  %253 = load ptr, ptr %31, align 8, !dbg !140, !tbaa !14
  %254 = load ptr, ptr %33, align 8, !dbg !141, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %28)
  store ptr %251, ptr %17, align 8, !tbaa !14, !noalias !142
  store ptr %252, ptr %18, align 8, !tbaa !14, !noalias !142
  store ptr %253, ptr %19, align 8, !tbaa !14, !noalias !142
  store ptr %254, ptr %20, align 8, !tbaa !14, !noalias !142
  store i32 %0, ptr %21, align 4, !tbaa !18, !noalias !142
  store i32 %2, ptr %22, align 4, !tbaa !18, !noalias !142
  store i32 %1, ptr %23, align 4, !tbaa !18, !noalias !142
  store ptr %17, ptr %28, align 16, !dbg !28, !noalias !142
  %255 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !28
  store ptr %18, ptr %255, align 8, !dbg !28, !noalias !142
  %256 = getelementptr inbounds ptr, ptr %28, i64 2, !dbg !28
  store ptr %19, ptr %256, align 16, !dbg !28, !noalias !142
  %257 = getelementptr inbounds ptr, ptr %28, i64 3, !dbg !28
  store ptr %20, ptr %257, align 8, !dbg !28, !noalias !142
  %258 = getelementptr inbounds ptr, ptr %28, i64 4, !dbg !28
  store ptr %21, ptr %258, align 16, !dbg !28, !noalias !142
  %259 = getelementptr inbounds ptr, ptr %28, i64 5, !dbg !28
  store ptr %22, ptr %259, align 8, !dbg !28, !noalias !142
  %260 = getelementptr inbounds ptr, ptr %28, i64 6, !dbg !28
  store ptr %23, ptr %260, align 16, !dbg !28, !noalias !142
  %261 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27), !dbg !28
  %262 = load i64, ptr %26, align 8, !dbg !28, !noalias !142
  %263 = load ptr, ptr %27, align 8, !dbg !28, !noalias !142
  %264 = load i64, ptr %24, align 8, !dbg !28, !noalias !142
  %265 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !28
  %266 = load i32, ptr %265, align 8, !dbg !28, !noalias !142
  %267 = load i64, ptr %25, align 8, !dbg !28, !noalias !142
  %268 = getelementptr inbounds i8, ptr %25, i64 8, !dbg !28
  %269 = load i32, ptr %268, align 8, !dbg !28, !noalias !142
  %270 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii, i64 %264, i32 %266, i64 %267, i32 %269, ptr noundef nonnull %28, i64 noundef %262, ptr noundef %263), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23), !dbg !148
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24), !dbg !148
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27), !dbg !148
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %28), !dbg !148
  br label %271, !dbg !137

271:                                              ; preds = %250, %223
  %272 = add nsw i32 %1, 31, !dbg !149
  %273 = sdiv i32 %272, 32, !dbg !150
  %274 = zext i32 %273 to i64, !dbg !151
  %275 = or i64 %245, %274, !dbg !151
  %276 = call i32 @__cudaPushCallConfiguration(i64 %275, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !151
  %277 = icmp eq i32 %276, 0, !dbg !151
  br i1 %277, label %278, label %297, !dbg !152

278:                                              ; preds = %271
  %279 = load ptr, ptr %33, align 8, !dbg !153, !tbaa !14
  %280 = load ptr, ptr %32, align 8, !dbg !154, !tbaa !14
  %281 = load ptr, ptr %34, align 8, !dbg !155, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16)
  store ptr %279, ptr %6, align 8, !tbaa !14, !noalias !156
  store ptr %280, ptr %7, align 8, !tbaa !14, !noalias !156
  store ptr %281, ptr %8, align 8, !tbaa !14, !noalias !156
  store i32 %0, ptr %9, align 4, !tbaa !18, !noalias !156
  store i32 %1, ptr %10, align 4, !tbaa !18, !noalias !156
  store i32 %2, ptr %11, align 4, !tbaa !18, !noalias !156
  store ptr %6, ptr %16, align 16, !dbg !26, !noalias !156
  %282 = getelementptr inbounds ptr, ptr %16, i64 1, !dbg !26
  store ptr %7, ptr %282, align 8, !dbg !26, !noalias !156
  %283 = getelementptr inbounds ptr, ptr %16, i64 2, !dbg !26
  store ptr %8, ptr %283, align 16, !dbg !26, !noalias !156
  %284 = getelementptr inbounds ptr, ptr %16, i64 3, !dbg !26
  store ptr %9, ptr %284, align 8, !dbg !26, !noalias !156
  %285 = getelementptr inbounds ptr, ptr %16, i64 4, !dbg !26
  store ptr %10, ptr %285, align 16, !dbg !26, !noalias !156
  %286 = getelementptr inbounds ptr, ptr %16, i64 5, !dbg !26
  store ptr %11, ptr %286, align 8, !dbg !26, !noalias !156
  %287 = call i32 @__cudaPopCallConfiguration(ptr nonnull %12, ptr nonnull %13, ptr nonnull %14, ptr nonnull %15), !dbg !26
  %288 = load i64, ptr %14, align 8, !dbg !26, !noalias !156
  %289 = load ptr, ptr %15, align 8, !dbg !26, !noalias !156
  %290 = load i64, ptr %12, align 8, !dbg !26, !noalias !156
  %291 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !26
  %292 = load i32, ptr %291, align 8, !dbg !26, !noalias !156
  %293 = load i64, ptr %13, align 8, !dbg !26, !noalias !156
  %294 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !26
  %295 = load i32, ptr %294, align 8, !dbg !26, !noalias !156
  %296 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %290, i32 %292, i64 %293, i32 %295, ptr noundef nonnull %16, i64 noundef %288, ptr noundef %289), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !161
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !161
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !161
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !161
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !161
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13), !dbg !161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !161
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16), !dbg !161
  br label %297, !dbg !152

297:                                              ; preds = %278, %271
  %298 = load ptr, ptr %34, align 8, !dbg !162, !tbaa !14
  %299 = call i32 @cudaMemcpy(ptr noundef %49, ptr noundef %298, i64 noundef %47, i32 noundef 2), !dbg !163
  %300 = icmp eq i32 %4, 0, !dbg !164
  br i1 %300, label %582, label %301, !dbg !164

301:                                              ; preds = %297
  %302 = call noalias ptr @malloc(i64 noundef %229) #12, !dbg !165
  %303 = call noalias ptr @malloc(i64 noundef %229) #12, !dbg !166
  %304 = call noalias ptr @malloc(i64 noundef %47) #12, !dbg !167
  %305 = icmp sgt i32 %0, 0, !dbg !168
  br i1 %305, label %306, label %432, !dbg !171

306:                                              ; preds = %301
  %307 = icmp sgt i32 %2, 0
  %308 = icmp sgt i32 %1, 0
  %309 = sext i32 %2 to i64, !dbg !171
  %310 = sext i32 %1 to i64, !dbg !171
  %311 = zext i32 %0 to i64, !dbg !168
  %312 = zext i32 %2 to i64
  %313 = zext i32 %1 to i64
  %314 = add nsw i64 %313, -1, !dbg !171
  %315 = and i64 %313, 1
  %316 = icmp eq i64 %314, 0
  %317 = and i64 %313, 4294967294
  %318 = icmp eq i64 %315, 0
  br label %319, !dbg !171

319:                                              ; preds = %327, %306
  %320 = phi i64 [ 0, %306 ], [ %328, %327 ]
  br i1 %307, label %321, label %327, !dbg !172

321:                                              ; preds = %319
  %322 = mul nsw i64 %320, %310
  %323 = mul nsw i64 %320, %309
  br label %324, !dbg !172

324:                                              ; preds = %348, %321
  %325 = phi i64 [ 0, %321 ], [ %352, %348 ]
  br i1 %308, label %326, label %348, !dbg !173

326:                                              ; preds = %324
  br i1 %316, label %335, label %354, !dbg !173

327:                                              ; preds = %348, %319
  %328 = add nuw nsw i64 %320, 1, !dbg !174
  %329 = icmp eq i64 %328, %311, !dbg !168
  br i1 %329, label %330, label %319, !dbg !171, !llvm.loop !175

330:                                              ; preds = %327
  %331 = and i64 %313, 1
  %332 = icmp eq i64 %314, 0
  %333 = and i64 %313, 4294967294
  %334 = icmp eq i64 %331, 0
  br label %378, !dbg !177

335:                                              ; preds = %354, %326
  %336 = phi float [ undef, %326 ], [ %374, %354 ]
  %337 = phi i64 [ 0, %326 ], [ %375, %354 ]
  %338 = phi float [ 0.000000e+00, %326 ], [ %374, %354 ]
  br i1 %318, label %348, label %339, !dbg !173

339:                                              ; preds = %335
  %340 = add nsw i64 %337, %322, !dbg !179
  %341 = getelementptr inbounds float, ptr %48, i64 %340, !dbg !180
  %342 = load float, ptr %341, align 4, !dbg !180, !tbaa !62
  %343 = mul nsw i64 %337, %309, !dbg !181
  %344 = add nsw i64 %343, %325, !dbg !182
  %345 = getelementptr inbounds float, ptr %52, i64 %344, !dbg !183
  %346 = load float, ptr %345, align 4, !dbg !183, !tbaa !62
  %347 = call float @llvm.fmuladd.f32(float %342, float %346, float %338), !dbg !184
  br label %348, !dbg !185

348:                                              ; preds = %339, %335, %324
  %349 = phi float [ 0.000000e+00, %324 ], [ %336, %335 ], [ %347, %339 ], !dbg !186
  %350 = add nsw i64 %325, %323, !dbg !185
  %351 = getelementptr inbounds float, ptr %302, i64 %350, !dbg !187
  store float %349, ptr %351, align 4, !dbg !188, !tbaa !62
  %352 = add nuw nsw i64 %325, 1, !dbg !189
  %353 = icmp eq i64 %352, %312, !dbg !190
  br i1 %353, label %327, label %324, !dbg !172, !llvm.loop !191

354:                                              ; preds = %326, %354
  %355 = phi i64 [ %375, %354 ], [ 0, %326 ]
  %356 = phi float [ %374, %354 ], [ 0.000000e+00, %326 ]
  %357 = phi i64 [ %376, %354 ], [ 0, %326 ]
  %358 = add nsw i64 %355, %322, !dbg !179
  %359 = getelementptr inbounds float, ptr %48, i64 %358, !dbg !180
  %360 = load float, ptr %359, align 4, !dbg !180, !tbaa !62
  %361 = mul nsw i64 %355, %309, !dbg !181
  %362 = add nsw i64 %361, %325, !dbg !182
  %363 = getelementptr inbounds float, ptr %52, i64 %362, !dbg !183
  %364 = load float, ptr %363, align 4, !dbg !183, !tbaa !62
  %365 = call float @llvm.fmuladd.f32(float %360, float %364, float %356), !dbg !184
  %366 = or i64 %355, 1, !dbg !192
  %367 = add nsw i64 %366, %322, !dbg !179
  %368 = getelementptr inbounds float, ptr %48, i64 %367, !dbg !180
  %369 = load float, ptr %368, align 4, !dbg !180, !tbaa !62
  %370 = mul nsw i64 %366, %309, !dbg !181
  %371 = add nsw i64 %370, %325, !dbg !182
  %372 = getelementptr inbounds float, ptr %52, i64 %371, !dbg !183
  %373 = load float, ptr %372, align 4, !dbg !183, !tbaa !62
  %374 = call float @llvm.fmuladd.f32(float %369, float %373, float %365), !dbg !184
  %375 = add nuw nsw i64 %355, 2, !dbg !192
  %376 = add i64 %357, 2, !dbg !173
  %377 = icmp eq i64 %376, %317, !dbg !173
  br i1 %377, label %335, label %354, !dbg !173, !llvm.loop !193

378:                                              ; preds = %330, %386
  %379 = phi i64 [ %387, %386 ], [ 0, %330 ]
  br i1 %307, label %380, label %386, !dbg !195

380:                                              ; preds = %378
  %381 = mul nsw i64 %379, %310
  %382 = mul nsw i64 %379, %309
  br label %383, !dbg !195

383:                                              ; preds = %402, %380
  %384 = phi i64 [ 0, %380 ], [ %406, %402 ]
  br i1 %308, label %385, label %402, !dbg !196

385:                                              ; preds = %383
  br i1 %332, label %389, label %408, !dbg !196

386:                                              ; preds = %402, %378
  %387 = add nuw nsw i64 %379, 1, !dbg !197
  %388 = icmp eq i64 %387, %311, !dbg !198
  br i1 %388, label %432, label %378, !dbg !177, !llvm.loop !199

389:                                              ; preds = %408, %385
  %390 = phi float [ undef, %385 ], [ %428, %408 ]
  %391 = phi i64 [ 0, %385 ], [ %429, %408 ]
  %392 = phi float [ 0.000000e+00, %385 ], [ %428, %408 ]
  br i1 %334, label %402, label %393, !dbg !196

393:                                              ; preds = %389
  %394 = add nsw i64 %391, %381, !dbg !201
  %395 = getelementptr inbounds float, ptr %48, i64 %394, !dbg !202
  %396 = load float, ptr %395, align 4, !dbg !202, !tbaa !62
  %397 = mul nsw i64 %391, %309, !dbg !203
  %398 = add nsw i64 %397, %384, !dbg !204
  %399 = getelementptr inbounds float, ptr %53, i64 %398, !dbg !205
  %400 = load float, ptr %399, align 4, !dbg !205, !tbaa !62
  %401 = call float @llvm.fmuladd.f32(float %396, float %400, float %392), !dbg !206
  br label %402, !dbg !207

402:                                              ; preds = %393, %389, %383
  %403 = phi float [ 0.000000e+00, %383 ], [ %390, %389 ], [ %401, %393 ], !dbg !208
  %404 = add nsw i64 %384, %382, !dbg !207
  %405 = getelementptr inbounds float, ptr %303, i64 %404, !dbg !209
  store float %403, ptr %405, align 4, !dbg !210, !tbaa !62
  %406 = add nuw nsw i64 %384, 1, !dbg !211
  %407 = icmp eq i64 %406, %312, !dbg !212
  br i1 %407, label %386, label %383, !dbg !195, !llvm.loop !213

408:                                              ; preds = %385, %408
  %409 = phi i64 [ %429, %408 ], [ 0, %385 ]
  %410 = phi float [ %428, %408 ], [ 0.000000e+00, %385 ]
  %411 = phi i64 [ %430, %408 ], [ 0, %385 ]
  %412 = add nsw i64 %409, %381, !dbg !201
  %413 = getelementptr inbounds float, ptr %48, i64 %412, !dbg !202
  %414 = load float, ptr %413, align 4, !dbg !202, !tbaa !62
  %415 = mul nsw i64 %409, %309, !dbg !203
  %416 = add nsw i64 %415, %384, !dbg !204
  %417 = getelementptr inbounds float, ptr %53, i64 %416, !dbg !205
  %418 = load float, ptr %417, align 4, !dbg !205, !tbaa !62
  %419 = call float @llvm.fmuladd.f32(float %414, float %418, float %410), !dbg !206
  %420 = or i64 %409, 1, !dbg !214
  %421 = add nsw i64 %420, %381, !dbg !201
  %422 = getelementptr inbounds float, ptr %48, i64 %421, !dbg !202
  %423 = load float, ptr %422, align 4, !dbg !202, !tbaa !62
  %424 = mul nsw i64 %420, %309, !dbg !203
  %425 = add nsw i64 %424, %384, !dbg !204
  %426 = getelementptr inbounds float, ptr %53, i64 %425, !dbg !205
  %427 = load float, ptr %426, align 4, !dbg !205, !tbaa !62
  %428 = call float @llvm.fmuladd.f32(float %423, float %427, float %419), !dbg !206
  %429 = add nuw nsw i64 %409, 2, !dbg !214
  %430 = add i64 %411, 2, !dbg !196
  %431 = icmp eq i64 %430, %333, !dbg !196
  br i1 %431, label %389, label %408, !dbg !196, !llvm.loop !215

432:                                              ; preds = %386, %301
  %433 = icmp sgt i32 %44, 0, !dbg !217
  br i1 %433, label %434, label %436, !dbg !218

434:                                              ; preds = %432
  %435 = zext i32 %44 to i64, !dbg !217
  br label %548, !dbg !218

436:                                              ; preds = %548, %432
  br i1 %305, label %437, label %503, !dbg !219

437:                                              ; preds = %436
  %438 = icmp sgt i32 %1, 0
  %439 = icmp sgt i32 %2, 0
  %440 = sext i32 %1 to i64, !dbg !219
  %441 = sext i32 %2 to i64, !dbg !219
  %442 = zext i32 %0 to i64, !dbg !221
  %443 = zext i32 %1 to i64
  %444 = zext i32 %2 to i64
  %445 = and i64 %444, 1
  %446 = icmp eq i32 %2, 1
  %447 = and i64 %444, 4294967294
  %448 = icmp eq i64 %445, 0
  br label %449, !dbg !219

449:                                              ; preds = %457, %437
  %450 = phi i64 [ 0, %437 ], [ %458, %457 ]
  br i1 %438, label %451, label %457, !dbg !222

451:                                              ; preds = %449
  %452 = mul nsw i64 %450, %441
  %453 = mul nsw i64 %450, %440
  br label %454, !dbg !222

454:                                              ; preds = %473, %451
  %455 = phi i64 [ 0, %451 ], [ %477, %473 ]
  br i1 %439, label %456, label %473, !dbg !223

456:                                              ; preds = %454
  br i1 %446, label %460, label %479, !dbg !223

457:                                              ; preds = %473, %449
  %458 = add nuw nsw i64 %450, 1, !dbg !224
  %459 = icmp eq i64 %458, %442, !dbg !221
  br i1 %459, label %503, label %449, !dbg !219, !llvm.loop !225

460:                                              ; preds = %479, %456
  %461 = phi float [ undef, %456 ], [ %499, %479 ]
  %462 = phi i64 [ 0, %456 ], [ %500, %479 ]
  %463 = phi float [ 0.000000e+00, %456 ], [ %499, %479 ]
  br i1 %448, label %473, label %464, !dbg !223

464:                                              ; preds = %460
  %465 = add nsw i64 %462, %452, !dbg !227
  %466 = getelementptr inbounds float, ptr %302, i64 %465, !dbg !228
  %467 = load float, ptr %466, align 4, !dbg !228, !tbaa !62
  %468 = mul nsw i64 %462, %440, !dbg !229
  %469 = add nsw i64 %468, %455, !dbg !230
  %470 = getelementptr inbounds float, ptr %54, i64 %469, !dbg !231
  %471 = load float, ptr %470, align 4, !dbg !231, !tbaa !62
  %472 = call float @llvm.fmuladd.f32(float %467, float %471, float %463), !dbg !232
  br label %473, !dbg !233

473:                                              ; preds = %464, %460, %454
  %474 = phi float [ 0.000000e+00, %454 ], [ %461, %460 ], [ %472, %464 ], !dbg !234
  %475 = add nsw i64 %455, %453, !dbg !233
  %476 = getelementptr inbounds float, ptr %304, i64 %475, !dbg !235
  store float %474, ptr %476, align 4, !dbg !236, !tbaa !62
  %477 = add nuw nsw i64 %455, 1, !dbg !237
  %478 = icmp eq i64 %477, %443, !dbg !238
  br i1 %478, label %457, label %454, !dbg !222, !llvm.loop !239

479:                                              ; preds = %456, %479
  %480 = phi i64 [ %500, %479 ], [ 0, %456 ]
  %481 = phi float [ %499, %479 ], [ 0.000000e+00, %456 ]
  %482 = phi i64 [ %501, %479 ], [ 0, %456 ]
  %483 = add nsw i64 %480, %452, !dbg !227
  %484 = getelementptr inbounds float, ptr %302, i64 %483, !dbg !228
  %485 = load float, ptr %484, align 4, !dbg !228, !tbaa !62
  %486 = mul nsw i64 %480, %440, !dbg !229
  %487 = add nsw i64 %486, %455, !dbg !230
  %488 = getelementptr inbounds float, ptr %54, i64 %487, !dbg !231
  %489 = load float, ptr %488, align 4, !dbg !231, !tbaa !62
  %490 = call float @llvm.fmuladd.f32(float %485, float %489, float %481), !dbg !232
  %491 = or i64 %480, 1, !dbg !240
  %492 = add nsw i64 %491, %452, !dbg !227
  %493 = getelementptr inbounds float, ptr %302, i64 %492, !dbg !228
  %494 = load float, ptr %493, align 4, !dbg !228, !tbaa !62
  %495 = mul nsw i64 %491, %440, !dbg !229
  %496 = add nsw i64 %495, %455, !dbg !230
  %497 = getelementptr inbounds float, ptr %54, i64 %496, !dbg !231
  %498 = load float, ptr %497, align 4, !dbg !231, !tbaa !62
  %499 = call float @llvm.fmuladd.f32(float %494, float %498, float %490), !dbg !232
  %500 = add nuw nsw i64 %480, 2, !dbg !240
  %501 = add i64 %482, 2, !dbg !223
  %502 = icmp eq i64 %501, %447, !dbg !223
  br i1 %502, label %460, label %479, !dbg !223, !llvm.loop !241

503:                                              ; preds = %457, %436
  br i1 %55, label %504, label %579, !dbg !243

504:                                              ; preds = %503
  %505 = zext i32 %43 to i64, !dbg !244
  %506 = icmp ult i32 %43, 8, !dbg !243
  br i1 %506, label %545, label %507, !dbg !243

507:                                              ; preds = %504
  %508 = and i64 %505, 4294967288, !dbg !243
  br label %509, !dbg !243

509:                                              ; preds = %509, %507
  %510 = phi i64 [ 0, %507 ], [ %539, %509 ], !dbg !245
  %511 = phi <4 x i32> [ zeroinitializer, %507 ], [ %537, %509 ]
  %512 = phi <4 x i32> [ zeroinitializer, %507 ], [ %538, %509 ]
  %513 = getelementptr inbounds float, ptr %49, i64 %510, !dbg !246
  %514 = load <4 x float>, ptr %513, align 4, !dbg !246, !tbaa !62
  %515 = getelementptr inbounds float, ptr %513, i64 4, !dbg !246
  %516 = load <4 x float>, ptr %515, align 4, !dbg !246, !tbaa !62
  %517 = getelementptr inbounds float, ptr %304, i64 %510, !dbg !247
  %518 = load <4 x float>, ptr %517, align 4, !dbg !247, !tbaa !62
  %519 = getelementptr inbounds float, ptr %517, i64 4, !dbg !247
  %520 = load <4 x float>, ptr %519, align 4, !dbg !247, !tbaa !62
  %521 = fsub <4 x float> %514, %518, !dbg !248
  %522 = fsub <4 x float> %516, %520, !dbg !248
  %523 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %521), !dbg !249
  %524 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %522), !dbg !249
  %525 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %518), !dbg !250
  %526 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %520), !dbg !250
  %527 = fadd <4 x float> %525, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !251
  %528 = fadd <4 x float> %526, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !251
  %529 = fmul <4 x float> %527, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !252
  %530 = fmul <4 x float> %528, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !252
  %531 = fcmp ugt <4 x float> %523, %529, !dbg !253
  %532 = fcmp ugt <4 x float> %524, %530, !dbg !253
  %533 = freeze <4 x i1> %531, !dbg !254
  %534 = freeze <4 x i1> %532, !dbg !254
  %535 = zext <4 x i1> %533 to <4 x i32>, !dbg !254
  %536 = zext <4 x i1> %534 to <4 x i32>, !dbg !254
  %537 = add <4 x i32> %511, %535, !dbg !255
  %538 = add <4 x i32> %512, %536, !dbg !255
  %539 = add nuw i64 %510, 8, !dbg !245
  %540 = icmp eq i64 %539, %508, !dbg !245
  br i1 %540, label %541, label %509, !dbg !245, !llvm.loop !256

541:                                              ; preds = %509
  %542 = add <4 x i32> %538, %537, !dbg !243
  %543 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %542), !dbg !243
  %544 = icmp eq i64 %508, %505, !dbg !243
  br i1 %544, label %579, label %545, !dbg !243

545:                                              ; preds = %504, %541
  %546 = phi i64 [ 0, %504 ], [ %508, %541 ]
  %547 = phi i32 [ 0, %504 ], [ %543, %541 ]
  br label %561, !dbg !243

548:                                              ; preds = %434, %548
  %549 = phi i64 [ 0, %434 ], [ %559, %548 ]
  %550 = getelementptr inbounds float, ptr %302, i64 %549, !dbg !260
  %551 = load float, ptr %550, align 4, !dbg !260, !tbaa !62
  %552 = fneg float %551, !dbg !261
  %553 = call float @expf(float noundef %552) #13, !dbg !262
  %554 = fadd float %553, 1.000000e+00, !dbg !263
  %555 = fdiv float %551, %554, !dbg !264
  %556 = getelementptr inbounds float, ptr %303, i64 %549, !dbg !265
  %557 = load float, ptr %556, align 4, !dbg !265, !tbaa !62
  %558 = fmul float %557, %555, !dbg !266
  store float %558, ptr %550, align 4, !dbg !267, !tbaa !62
  %559 = add nuw nsw i64 %549, 1, !dbg !268
  %560 = icmp eq i64 %559, %435, !dbg !217
  br i1 %560, label %436, label %548, !dbg !218, !llvm.loop !269

561:                                              ; preds = %545, %561
  %562 = phi i64 [ %577, %561 ], [ %546, %545 ]
  %563 = phi i32 [ %576, %561 ], [ %547, %545 ]
  %564 = getelementptr inbounds float, ptr %49, i64 %562, !dbg !246
  %565 = load float, ptr %564, align 4, !dbg !246, !tbaa !62
  %566 = getelementptr inbounds float, ptr %304, i64 %562, !dbg !247
  %567 = load float, ptr %566, align 4, !dbg !247, !tbaa !62
  %568 = fsub float %565, %567, !dbg !248
  %569 = call float @llvm.fabs.f32(float %568), !dbg !249
  %570 = call float @llvm.fabs.f32(float %567), !dbg !250
  %571 = fadd float %570, 1.000000e+00, !dbg !251
  %572 = fmul float %571, 0x3F50624DE0000000, !dbg !252
  %573 = fcmp ugt float %569, %572, !dbg !253
  %574 = freeze i1 %573, !dbg !254
  %575 = zext i1 %574 to i32, !dbg !254
  %576 = add i32 %563, %575, !dbg !255
  %577 = add nuw nsw i64 %562, 1, !dbg !245
  %578 = icmp eq i64 %577, %505, !dbg !244
  br i1 %578, label %579, label %561, !dbg !243, !llvm.loop !271

579:                                              ; preds = %561, %541, %503
  %580 = phi i32 [ 0, %503 ], [ %543, %541 ], [ %576, %561 ]
  call void @free(ptr noundef %302) #13, !dbg !272
  call void @free(ptr noundef %303) #13, !dbg !273
  call void @free(ptr noundef %304) #13, !dbg !274
  %581 = icmp eq i32 %580, 0, !dbg !275
  br i1 %581, label %582, label %583, !dbg !275

582:                                              ; preds = %297, %579
  br label %583, !dbg !275

583:                                              ; preds = %579, %582
  %584 = phi i32 [ 0, %582 ], [ %580, %579 ]
  %585 = phi ptr [ @.str.4, %582 ], [ @.str.3, %579 ]
  %586 = select i1 %300, ptr @.str.2, ptr %585, !dbg !275
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %586), !dbg !276
  %588 = load ptr, ptr %29, align 8, !dbg !277, !tbaa !14
  %589 = call i32 @cudaFree(ptr noundef %588), !dbg !278
  %590 = load ptr, ptr %30, align 8, !dbg !279, !tbaa !14
  %591 = call i32 @cudaFree(ptr noundef %590), !dbg !280
  %592 = load ptr, ptr %31, align 8, !dbg !281, !tbaa !14
  %593 = call i32 @cudaFree(ptr noundef %592), !dbg !282
  %594 = load ptr, ptr %32, align 8, !dbg !283, !tbaa !14
  %595 = call i32 @cudaFree(ptr noundef %594), !dbg !284
  %596 = load ptr, ptr %33, align 8, !dbg !285, !tbaa !14
  %597 = call i32 @cudaFree(ptr noundef %596), !dbg !286
  %598 = load ptr, ptr %34, align 8, !dbg !287, !tbaa !14
  %599 = call i32 @cudaFree(ptr noundef %598), !dbg !288
  call void @free(ptr noundef %48) #13, !dbg !289
  call void @free(ptr noundef %49) #13, !dbg !290
  call void @free(ptr noundef %52) #13, !dbg !291
  call void @free(ptr noundef %53) #13, !dbg !292
  call void @free(ptr noundef %54) #13, !dbg !293
  %600 = icmp ne i32 %584, 0, !dbg !294
  %601 = zext i1 %600 to i32, !dbg !294
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #13, !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #13, !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #13, !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #13, !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #13, !dbg !295
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #13, !dbg !295
  br label %602

602:                                              ; preds = %583, %40
  %603 = phi i32 [ 1, %40 ], [ %601, %583 ], !dbg !70
  ret i32 %603, !dbg !295
}

; Function Attrs: nofree nounwind
declare !dbg !296 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !298 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !300 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !302 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !303 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !305 float @expf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !307 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare !dbg !308 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !309 {
  %1 = tail call i32 @run_llama_mlp(i32 noundef 2048, i32 noundef 8192, i32 noundef 2752, i32 noundef 1, i32 noundef 0), !dbg !310, !range !311
  ret i32 %1, !dbg !312
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

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
!8 = !DIFile(filename: "samples/cuda/llama_mlp.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "57952b39691da7d0bc6d2f2e0d7371d6")
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
!22 = distinct !DISubprogram(name: "gemm_swiglu", scope: !8, file: !8, line: 15, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 16, column: 73, scope: !22)
!24 = !DILocation(line: 24, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "run_llama_mlp", scope: !8, file: !8, line: 37, type: !12, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !27)
!27 = distinct !DILocation(line: 67, column: 5, scope: !25)
!28 = !DILocation(line: 16, column: 73, scope: !22, inlinedAt: !29)
!29 = distinct !DILocation(line: 65, column: 5, scope: !25)
!30 = !DILocation(line: 38, column: 16, scope: !25)
!31 = !DILocation(line: 38, column: 21, scope: !25)
!32 = !DILocation(line: 39, column: 9, scope: !25)
!33 = !DILocation(line: 40, column: 9, scope: !25)
!34 = !DILocation(line: 43, column: 21, scope: !25)
!35 = !DILocation(line: 43, column: 44, scope: !25)
!36 = !DILocation(line: 43, column: 65, scope: !25)
!37 = !DILocation(line: 44, column: 33, scope: !25)
!38 = !DILocation(line: 44, column: 36, scope: !25)
!39 = !DILocation(line: 44, column: 26, scope: !25)
!40 = !DILocation(line: 44, column: 69, scope: !25)
!41 = !DILocation(line: 45, column: 34, scope: !25)
!42 = !DILocation(line: 45, column: 37, scope: !25)
!43 = !DILocation(line: 45, column: 27, scope: !25)
!44 = !DILocation(line: 45, column: 71, scope: !25)
!45 = !DILocation(line: 46, column: 27, scope: !25)
!46 = !DILocation(line: 11, column: 23, scope: !47, inlinedAt: !49)
!47 = distinct !DISubprogram(name: "fill", scope: !48, file: !48, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!48 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!49 = distinct !DILocation(line: 47, column: 5, scope: !25)
!50 = !DILocation(line: 11, column: 5, scope: !47, inlinedAt: !49)
!51 = !DILocation(line: 6, column: 14, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "lcg_uniform", scope: !48, file: !48, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!53 = distinct !DILocation(line: 11, column: 48, scope: !47, inlinedAt: !49)
!54 = !DILocation(line: 6, column: 21, scope: !52, inlinedAt: !53)
!55 = !DILocation(line: 6, column: 32, scope: !52, inlinedAt: !53)
!56 = !DILocation(line: 7, column: 27, scope: !52, inlinedAt: !53)
!57 = !DILocation(line: 7, column: 19, scope: !52, inlinedAt: !53)
!58 = !DILocation(line: 7, column: 56, scope: !52, inlinedAt: !53)
!59 = !DILocation(line: 11, column: 46, scope: !47, inlinedAt: !49)
!60 = !DILocation(line: 11, column: 33, scope: !47, inlinedAt: !49)
!61 = !DILocation(line: 11, column: 38, scope: !47, inlinedAt: !49)
!62 = !{!63, !63, i64 0}
!63 = !{!"float", !16, i64 0}
!64 = !DILocation(line: 11, column: 28, scope: !47, inlinedAt: !49)
!65 = distinct !{!65, !50, !66, !67}
!66 = !DILocation(line: 11, column: 65, scope: !47, inlinedAt: !49)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 11, column: 23, scope: !47, inlinedAt: !69)
!69 = distinct !DILocation(line: 48, column: 5, scope: !25)
!70 = !DILocation(line: 0, scope: !25)
!71 = !DILocation(line: 11, column: 5, scope: !47, inlinedAt: !69)
!72 = !DILocation(line: 6, column: 14, scope: !52, inlinedAt: !73)
!73 = distinct !DILocation(line: 11, column: 48, scope: !47, inlinedAt: !69)
!74 = !DILocation(line: 6, column: 21, scope: !52, inlinedAt: !73)
!75 = !DILocation(line: 6, column: 32, scope: !52, inlinedAt: !73)
!76 = !DILocation(line: 7, column: 27, scope: !52, inlinedAt: !73)
!77 = !DILocation(line: 7, column: 19, scope: !52, inlinedAt: !73)
!78 = !DILocation(line: 7, column: 56, scope: !52, inlinedAt: !73)
!79 = !DILocation(line: 11, column: 46, scope: !47, inlinedAt: !69)
!80 = !DILocation(line: 11, column: 33, scope: !47, inlinedAt: !69)
!81 = !DILocation(line: 11, column: 38, scope: !47, inlinedAt: !69)
!82 = !DILocation(line: 11, column: 28, scope: !47, inlinedAt: !69)
!83 = distinct !{!83, !71, !84, !67}
!84 = !DILocation(line: 11, column: 65, scope: !47, inlinedAt: !69)
!85 = !DILocation(line: 11, column: 5, scope: !47, inlinedAt: !86)
!86 = distinct !DILocation(line: 49, column: 5, scope: !25)
!87 = !DILocation(line: 6, column: 14, scope: !52, inlinedAt: !88)
!88 = distinct !DILocation(line: 11, column: 48, scope: !47, inlinedAt: !86)
!89 = !DILocation(line: 6, column: 21, scope: !52, inlinedAt: !88)
!90 = !DILocation(line: 6, column: 32, scope: !52, inlinedAt: !88)
!91 = !DILocation(line: 7, column: 27, scope: !52, inlinedAt: !88)
!92 = !DILocation(line: 7, column: 19, scope: !52, inlinedAt: !88)
!93 = !DILocation(line: 7, column: 56, scope: !52, inlinedAt: !88)
!94 = !DILocation(line: 11, column: 46, scope: !47, inlinedAt: !86)
!95 = !DILocation(line: 11, column: 33, scope: !47, inlinedAt: !86)
!96 = !DILocation(line: 11, column: 38, scope: !47, inlinedAt: !86)
!97 = !DILocation(line: 11, column: 28, scope: !47, inlinedAt: !86)
!98 = distinct !{!98, !85, !99, !67}
!99 = !DILocation(line: 11, column: 65, scope: !47, inlinedAt: !86)
!100 = !DILocation(line: 11, column: 5, scope: !47, inlinedAt: !101)
!101 = distinct !DILocation(line: 50, column: 5, scope: !25)
!102 = !DILocation(line: 6, column: 14, scope: !52, inlinedAt: !103)
!103 = distinct !DILocation(line: 11, column: 48, scope: !47, inlinedAt: !101)
!104 = !DILocation(line: 6, column: 21, scope: !52, inlinedAt: !103)
!105 = !DILocation(line: 6, column: 32, scope: !52, inlinedAt: !103)
!106 = !DILocation(line: 7, column: 27, scope: !52, inlinedAt: !103)
!107 = !DILocation(line: 7, column: 19, scope: !52, inlinedAt: !103)
!108 = !DILocation(line: 7, column: 56, scope: !52, inlinedAt: !103)
!109 = !DILocation(line: 11, column: 46, scope: !47, inlinedAt: !101)
!110 = !DILocation(line: 11, column: 33, scope: !47, inlinedAt: !101)
!111 = !DILocation(line: 11, column: 38, scope: !47, inlinedAt: !101)
!112 = !DILocation(line: 11, column: 28, scope: !47, inlinedAt: !101)
!113 = distinct !{!113, !100, !114, !67}
!114 = !DILocation(line: 11, column: 65, scope: !47, inlinedAt: !101)
!115 = !DILocation(line: 51, column: 5, scope: !25)
!116 = !DILocation(line: 52, column: 5, scope: !25)
!117 = !DILocation(line: 53, column: 5, scope: !25)
!118 = !DILocation(line: 54, column: 5, scope: !25)
!119 = !DILocation(line: 55, column: 5, scope: !25)
!120 = !DILocation(line: 56, column: 30, scope: !25)
!121 = !DILocation(line: 56, column: 33, scope: !25)
!122 = !DILocation(line: 56, column: 5, scope: !25)
!123 = !DILocation(line: 57, column: 5, scope: !25)
!124 = !DILocation(line: 58, column: 16, scope: !25)
!125 = !DILocation(line: 58, column: 5, scope: !25)
!126 = !DILocation(line: 59, column: 16, scope: !25)
!127 = !DILocation(line: 59, column: 5, scope: !25)
!128 = !DILocation(line: 60, column: 16, scope: !25)
!129 = !DILocation(line: 60, column: 5, scope: !25)
!130 = !DILocation(line: 61, column: 16, scope: !25)
!131 = !DILocation(line: 61, column: 5, scope: !25)
!132 = !DILocation(line: 64, column: 41, scope: !25)
!133 = !DILocation(line: 64, column: 46, scope: !25)
!134 = !DILocation(line: 65, column: 42, scope: !25)
!135 = !DILocation(line: 65, column: 47, scope: !25)
!136 = !DILocation(line: 65, column: 16, scope: !25)
!137 = !DILocation(line: 65, column: 5, scope: !25)
!138 = !DILocation(line: 65, column: 81, scope: !25)
!139 = !DILocation(line: 65, column: 85, scope: !25)
!140 = !DILocation(line: 65, column: 90, scope: !25)
!141 = !DILocation(line: 65, column: 95, scope: !25)
!142 = !{!143, !145, !146, !147}
!143 = distinct !{!143, !144, !"_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii: argument 0"}
!144 = distinct !{!144, !"_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii"}
!145 = distinct !{!145, !144, !"_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii: argument 1"}
!146 = distinct !{!146, !144, !"_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii: argument 2"}
!147 = distinct !{!147, !144, !"_Z26__device_stub__gemm_swigluPKfS0_S0_Pfiii: argument 3"}
!148 = !DILocation(line: 24, column: 1, scope: !22, inlinedAt: !29)
!149 = !DILocation(line: 67, column: 44, scope: !25)
!150 = !DILocation(line: 67, column: 49, scope: !25)
!151 = !DILocation(line: 67, column: 15, scope: !25)
!152 = !DILocation(line: 67, column: 5, scope: !25)
!153 = !DILocation(line: 67, column: 83, scope: !25)
!154 = !DILocation(line: 67, column: 87, scope: !25)
!155 = !DILocation(line: 67, column: 92, scope: !25)
!156 = !{!157, !159, !160}
!157 = distinct !{!157, !158, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!158 = distinct !{!158, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!159 = distinct !{!159, !158, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!160 = distinct !{!160, !158, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!161 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !27)
!162 = !DILocation(line: 68, column: 20, scope: !25)
!163 = !DILocation(line: 68, column: 5, scope: !25)
!164 = !DILocation(line: 71, column: 9, scope: !25)
!165 = !DILocation(line: 72, column: 29, scope: !25)
!166 = !DILocation(line: 72, column: 71, scope: !25)
!167 = !DILocation(line: 73, column: 32, scope: !25)
!168 = !DILocation(line: 29, column: 23, scope: !169, inlinedAt: !170)
!169 = distinct !DISubprogram(name: "reference_gemm", scope: !8, file: !8, line: 28, type: !12, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!170 = distinct !DILocation(line: 74, column: 9, scope: !25)
!171 = !DILocation(line: 29, column: 5, scope: !169, inlinedAt: !170)
!172 = !DILocation(line: 30, column: 9, scope: !169, inlinedAt: !170)
!173 = !DILocation(line: 32, column: 13, scope: !169, inlinedAt: !170)
!174 = !DILocation(line: 29, column: 28, scope: !169, inlinedAt: !170)
!175 = distinct !{!175, !171, !176, !67}
!176 = !DILocation(line: 34, column: 9, scope: !169, inlinedAt: !170)
!177 = !DILocation(line: 29, column: 5, scope: !169, inlinedAt: !178)
!178 = distinct !DILocation(line: 75, column: 9, scope: !25)
!179 = !DILocation(line: 32, column: 56, scope: !169, inlinedAt: !170)
!180 = !DILocation(line: 32, column: 48, scope: !169, inlinedAt: !170)
!181 = !DILocation(line: 32, column: 67, scope: !169, inlinedAt: !170)
!182 = !DILocation(line: 32, column: 71, scope: !169, inlinedAt: !170)
!183 = !DILocation(line: 32, column: 63, scope: !169, inlinedAt: !170)
!184 = !DILocation(line: 32, column: 45, scope: !169, inlinedAt: !170)
!185 = !DILocation(line: 33, column: 23, scope: !169, inlinedAt: !170)
!186 = !DILocation(line: 0, scope: !169, inlinedAt: !170)
!187 = !DILocation(line: 33, column: 13, scope: !169, inlinedAt: !170)
!188 = !DILocation(line: 33, column: 28, scope: !169, inlinedAt: !170)
!189 = !DILocation(line: 30, column: 32, scope: !169, inlinedAt: !170)
!190 = !DILocation(line: 30, column: 27, scope: !169, inlinedAt: !170)
!191 = distinct !{!191, !172, !176, !67}
!192 = !DILocation(line: 32, column: 36, scope: !169, inlinedAt: !170)
!193 = distinct !{!193, !173, !194, !67}
!194 = !DILocation(line: 32, column: 74, scope: !169, inlinedAt: !170)
!195 = !DILocation(line: 30, column: 9, scope: !169, inlinedAt: !178)
!196 = !DILocation(line: 32, column: 13, scope: !169, inlinedAt: !178)
!197 = !DILocation(line: 29, column: 28, scope: !169, inlinedAt: !178)
!198 = !DILocation(line: 29, column: 23, scope: !169, inlinedAt: !178)
!199 = distinct !{!199, !177, !200, !67}
!200 = !DILocation(line: 34, column: 9, scope: !169, inlinedAt: !178)
!201 = !DILocation(line: 32, column: 56, scope: !169, inlinedAt: !178)
!202 = !DILocation(line: 32, column: 48, scope: !169, inlinedAt: !178)
!203 = !DILocation(line: 32, column: 67, scope: !169, inlinedAt: !178)
!204 = !DILocation(line: 32, column: 71, scope: !169, inlinedAt: !178)
!205 = !DILocation(line: 32, column: 63, scope: !169, inlinedAt: !178)
!206 = !DILocation(line: 32, column: 45, scope: !169, inlinedAt: !178)
!207 = !DILocation(line: 33, column: 23, scope: !169, inlinedAt: !178)
!208 = !DILocation(line: 0, scope: !169, inlinedAt: !178)
!209 = !DILocation(line: 33, column: 13, scope: !169, inlinedAt: !178)
!210 = !DILocation(line: 33, column: 28, scope: !169, inlinedAt: !178)
!211 = !DILocation(line: 30, column: 32, scope: !169, inlinedAt: !178)
!212 = !DILocation(line: 30, column: 27, scope: !169, inlinedAt: !178)
!213 = distinct !{!213, !195, !200, !67}
!214 = !DILocation(line: 32, column: 36, scope: !169, inlinedAt: !178)
!215 = distinct !{!215, !196, !216, !67}
!216 = !DILocation(line: 32, column: 74, scope: !169, inlinedAt: !178)
!217 = !DILocation(line: 76, column: 27, scope: !25)
!218 = !DILocation(line: 76, column: 9, scope: !25)
!219 = !DILocation(line: 29, column: 5, scope: !169, inlinedAt: !220)
!220 = distinct !DILocation(line: 77, column: 9, scope: !25)
!221 = !DILocation(line: 29, column: 23, scope: !169, inlinedAt: !220)
!222 = !DILocation(line: 30, column: 9, scope: !169, inlinedAt: !220)
!223 = !DILocation(line: 32, column: 13, scope: !169, inlinedAt: !220)
!224 = !DILocation(line: 29, column: 28, scope: !169, inlinedAt: !220)
!225 = distinct !{!225, !219, !226, !67}
!226 = !DILocation(line: 34, column: 9, scope: !169, inlinedAt: !220)
!227 = !DILocation(line: 32, column: 56, scope: !169, inlinedAt: !220)
!228 = !DILocation(line: 32, column: 48, scope: !169, inlinedAt: !220)
!229 = !DILocation(line: 32, column: 67, scope: !169, inlinedAt: !220)
!230 = !DILocation(line: 32, column: 71, scope: !169, inlinedAt: !220)
!231 = !DILocation(line: 32, column: 63, scope: !169, inlinedAt: !220)
!232 = !DILocation(line: 32, column: 45, scope: !169, inlinedAt: !220)
!233 = !DILocation(line: 33, column: 23, scope: !169, inlinedAt: !220)
!234 = !DILocation(line: 0, scope: !169, inlinedAt: !220)
!235 = !DILocation(line: 33, column: 13, scope: !169, inlinedAt: !220)
!236 = !DILocation(line: 33, column: 28, scope: !169, inlinedAt: !220)
!237 = !DILocation(line: 30, column: 32, scope: !169, inlinedAt: !220)
!238 = !DILocation(line: 30, column: 27, scope: !169, inlinedAt: !220)
!239 = distinct !{!239, !222, !226, !67}
!240 = !DILocation(line: 32, column: 36, scope: !169, inlinedAt: !220)
!241 = distinct !{!241, !223, !242, !67}
!242 = !DILocation(line: 32, column: 74, scope: !169, inlinedAt: !220)
!243 = !DILocation(line: 78, column: 9, scope: !25)
!244 = !DILocation(line: 78, column: 27, scope: !25)
!245 = !DILocation(line: 78, column: 33, scope: !25)
!246 = !DILocation(line: 78, column: 53, scope: !25)
!247 = !DILocation(line: 78, column: 61, scope: !25)
!248 = !DILocation(line: 78, column: 59, scope: !25)
!249 = !DILocation(line: 78, column: 47, scope: !25)
!250 = !DILocation(line: 78, column: 89, scope: !25)
!251 = !DILocation(line: 78, column: 87, scope: !25)
!252 = !DILocation(line: 78, column: 79, scope: !25)
!253 = !DILocation(line: 78, column: 70, scope: !25)
!254 = !DILocation(line: 78, column: 45, scope: !25)
!255 = !DILocation(line: 78, column: 42, scope: !25)
!256 = distinct !{!256, !243, !257, !67, !258, !259}
!257 = !DILocation(line: 78, column: 104, scope: !25)
!258 = !{!"llvm.loop.isvectorized", i32 1}
!259 = !{!"llvm.loop.unroll.runtime.disable"}
!260 = !DILocation(line: 76, column: 45, scope: !25)
!261 = !DILocation(line: 76, column: 65, scope: !25)
!262 = !DILocation(line: 76, column: 60, scope: !25)
!263 = !DILocation(line: 76, column: 58, scope: !25)
!264 = !DILocation(line: 76, column: 50, scope: !25)
!265 = !DILocation(line: 76, column: 75, scope: !25)
!266 = !DILocation(line: 76, column: 73, scope: !25)
!267 = !DILocation(line: 76, column: 43, scope: !25)
!268 = !DILocation(line: 76, column: 33, scope: !25)
!269 = distinct !{!269, !218, !270, !67}
!270 = !DILocation(line: 76, column: 78, scope: !25)
!271 = distinct !{!271, !243, !257, !67, !259, !258}
!272 = !DILocation(line: 79, column: 9, scope: !25)
!273 = !DILocation(line: 79, column: 18, scope: !25)
!274 = !DILocation(line: 79, column: 27, scope: !25)
!275 = !DILocation(line: 82, column: 12, scope: !25)
!276 = !DILocation(line: 81, column: 5, scope: !25)
!277 = !DILocation(line: 83, column: 14, scope: !25)
!278 = !DILocation(line: 83, column: 5, scope: !25)
!279 = !DILocation(line: 83, column: 28, scope: !25)
!280 = !DILocation(line: 83, column: 19, scope: !25)
!281 = !DILocation(line: 83, column: 43, scope: !25)
!282 = !DILocation(line: 83, column: 34, scope: !25)
!283 = !DILocation(line: 83, column: 58, scope: !25)
!284 = !DILocation(line: 83, column: 49, scope: !25)
!285 = !DILocation(line: 83, column: 73, scope: !25)
!286 = !DILocation(line: 83, column: 64, scope: !25)
!287 = !DILocation(line: 83, column: 87, scope: !25)
!288 = !DILocation(line: 83, column: 78, scope: !25)
!289 = !DILocation(line: 84, column: 5, scope: !25)
!290 = !DILocation(line: 84, column: 15, scope: !25)
!291 = !DILocation(line: 84, column: 25, scope: !25)
!292 = !DILocation(line: 84, column: 36, scope: !25)
!293 = !DILocation(line: 84, column: 47, scope: !25)
!294 = !DILocation(line: 85, column: 12, scope: !25)
!295 = !DILocation(line: 86, column: 1, scope: !25)
!296 = !DISubprogram(name: "printf", scope: !297, file: !297, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!297 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!298 = !DISubprogram(name: "malloc", scope: !299, file: !299, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!299 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!300 = !DISubprogram(name: "cudaMalloc", scope: !301, file: !301, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!301 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!302 = !DISubprogram(name: "cudaMemcpy", scope: !301, file: !301, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!303 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !304, file: !304, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!304 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!305 = !DISubprogram(name: "expf", scope: !306, file: !306, line: 95, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!306 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!307 = !DISubprogram(name: "free", scope: !299, file: !299, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!308 = !DISubprogram(name: "cudaFree", scope: !301, file: !301, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!309 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 89, type: !12, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!310 = !DILocation(line: 89, column: 21, scope: !309)
!311 = !{i32 0, i32 2}
!312 = !DILocation(line: 89, column: 14, scope: !309)
