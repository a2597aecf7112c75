; ModuleID = 'samples/cuda/gpt3_mlp.cu'
source_filename = "samples/cuda/gpt3_mlp.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [50 x i8] c"gpt3_mlp: bad sizes tokens=%d d_model=%d d_ff=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"gpt3_mlp tokens=%d d_model=%d d_ff=%d: %s\0A\00", align 1
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
define dso_local void @_Z24__device_stub__gemm_geluPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !22 {
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
  %17 = alloca [6 x ptr], align 16, !dbg !23
  store ptr %7, ptr %17, align 16, !dbg !23
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !23
  store ptr %8, ptr %18, align 8, !dbg !23
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !23
  store ptr %9, ptr %19, align 16, !dbg !23
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !23
  store ptr %10, ptr %20, align 8, !dbg !23
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !23
  store ptr %11, ptr %21, align 16, !dbg !23
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !23
  store ptr %12, ptr %22, align 8, !dbg !23
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !23
  %24 = load i64, ptr %15, align 8, !dbg !23
  %25 = load ptr, ptr %16, align 8, !dbg !23
  %26 = load i64, ptr %13, align 8, !dbg !23
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !23
  %28 = load i32, ptr %27, align 8, !dbg !23
  %29 = load i64, ptr %14, align 8, !dbg !23
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !23
  %31 = load i32, ptr %30, align 8, !dbg !23
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__gemm_geluPKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: uwtable
define dso_local i32 @run_gpt3_mlp(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !25 {
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
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [6 x ptr], align 16, !dbg !28
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = icmp slt i32 %0, 1, !dbg !30
  %34 = icmp slt i32 %1, 1
  %35 = or i1 %33, %34, !dbg !31
  %36 = icmp slt i32 %2, 1
  %37 = or i1 %35, %36, !dbg !31
  br i1 %37, label %38, label %40, !dbg !31

38:                                               ; preds = %5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !32
  br label %470, !dbg !33

40:                                               ; preds = %5
  %41 = mul nsw i32 %1, %0, !dbg !34
  %42 = mul nsw i32 %2, %0, !dbg !35
  %43 = mul nsw i32 %2, %1, !dbg !36
  %44 = sext i32 %41 to i64, !dbg !37
  %45 = shl nsw i64 %44, 2, !dbg !38
  %46 = tail call noalias ptr @malloc(i64 noundef %45) #12, !dbg !39
  %47 = tail call noalias ptr @malloc(i64 noundef %45) #12, !dbg !40
  %48 = sext i32 %43 to i64, !dbg !41
  %49 = shl nsw i64 %48, 2, !dbg !42
  %50 = tail call noalias ptr @malloc(i64 noundef %49) #12, !dbg !43
  %51 = tail call noalias ptr @malloc(i64 noundef %49) #12, !dbg !44
  %52 = icmp sgt i32 %41, 0, !dbg !45
  br i1 %52, label %53, label %94, !dbg !49

53:                                               ; preds = %40
  %54 = zext i32 %41 to i64, !dbg !45
  %55 = and i64 %54, 1, !dbg !49
  %56 = icmp eq i32 %41, 1, !dbg !49
  br i1 %56, label %81, label %57, !dbg !49

57:                                               ; preds = %53
  %58 = and i64 %54, 4294967294, !dbg !49
  br label %59, !dbg !49

59:                                               ; preds = %59, %57
  %60 = phi i64 [ 0, %57 ], [ %78, %59 ], !dbg !50
  %61 = phi i32 [ %3, %57 ], [ %72, %59 ], !dbg !50
  %62 = phi i64 [ 0, %57 ], [ %79, %59 ]
  %63 = mul i32 %61, 1664525, !dbg !53
  %64 = add i32 %63, 1013904223, !dbg !54
  %65 = lshr i32 %64, 8, !dbg !55
  %66 = uitofp i32 %65 to float, !dbg !56
  %67 = tail call float @llvm.fmuladd.f32(float %66, float 0x3E70000000000000, float -5.000000e-01), !dbg !57
  %68 = fmul float %67, 2.000000e+00, !dbg !58
  %69 = getelementptr inbounds float, ptr %46, i64 %60, !dbg !59
  store float %68, ptr %69, align 4, !dbg !60, !tbaa !61
  %70 = or i64 %60, 1, !dbg !63
  %71 = mul i32 %64, 1664525, !dbg !53
  %72 = add i32 %71, 1013904223, !dbg !54
  %73 = lshr i32 %72, 8, !dbg !55
  %74 = uitofp i32 %73 to float, !dbg !56
  %75 = tail call float @llvm.fmuladd.f32(float %74, float 0x3E70000000000000, float -5.000000e-01), !dbg !57
  %76 = fmul float %75, 2.000000e+00, !dbg !58
  %77 = getelementptr inbounds float, ptr %46, i64 %70, !dbg !59
  store float %76, ptr %77, align 4, !dbg !60, !tbaa !61
  %78 = add nuw nsw i64 %60, 2, !dbg !63
  %79 = add i64 %62, 2, !dbg !49
  %80 = icmp eq i64 %79, %58, !dbg !49
  br i1 %80, label %81, label %59, !dbg !49, !llvm.loop !64

81:                                               ; preds = %59, %53
  %82 = phi i32 [ undef, %53 ], [ %72, %59 ]
  %83 = phi i64 [ 0, %53 ], [ %78, %59 ]
  %84 = phi i32 [ %3, %53 ], [ %72, %59 ]
  %85 = icmp eq i64 %55, 0, !dbg !49
  br i1 %85, label %94, label %86, !dbg !49

86:                                               ; preds = %81
  %87 = mul i32 %84, 1664525, !dbg !53
  %88 = add i32 %87, 1013904223, !dbg !54
  %89 = lshr i32 %88, 8, !dbg !55
  %90 = uitofp i32 %89 to float, !dbg !56
  %91 = tail call float @llvm.fmuladd.f32(float %90, float 0x3E70000000000000, float -5.000000e-01), !dbg !57
  %92 = fmul float %91, 2.000000e+00, !dbg !58
  %93 = getelementptr inbounds float, ptr %46, i64 %83, !dbg !59
  store float %92, ptr %93, align 4, !dbg !60, !tbaa !61
  br label %94, !dbg !67

94:                                               ; preds = %86, %81, %40
  %95 = phi i32 [ %3, %40 ], [ %82, %81 ], [ %88, %86 ], !dbg !69
  %96 = icmp sgt i32 %43, 0, !dbg !67
  br i1 %96, label %97, label %179, !dbg !70

97:                                               ; preds = %94
  %98 = zext i32 %43 to i64, !dbg !67
  %99 = add nsw i64 %98, -1, !dbg !70
  %100 = and i64 %98, 1, !dbg !70
  %101 = icmp eq i64 %99, 0, !dbg !70
  br i1 %101, label %126, label %102, !dbg !70

102:                                              ; preds = %97
  %103 = and i64 %98, 4294967294, !dbg !70
  br label %104, !dbg !70

104:                                              ; preds = %104, %102
  %105 = phi i64 [ 0, %102 ], [ %123, %104 ], !dbg !71
  %106 = phi i32 [ %95, %102 ], [ %117, %104 ], !dbg !71
  %107 = phi i64 [ 0, %102 ], [ %124, %104 ]
  %108 = mul i32 %106, 1664525, !dbg !73
  %109 = add i32 %108, 1013904223, !dbg !74
  %110 = lshr i32 %109, 8, !dbg !75
  %111 = uitofp i32 %110 to float, !dbg !76
  %112 = tail call float @llvm.fmuladd.f32(float %111, float 0x3E70000000000000, float -5.000000e-01), !dbg !77
  %113 = fmul float %112, 0x3FC99999A0000000, !dbg !78
  %114 = getelementptr inbounds float, ptr %50, i64 %105, !dbg !79
  store float %113, ptr %114, align 4, !dbg !80, !tbaa !61
  %115 = or i64 %105, 1, !dbg !81
  %116 = mul i32 %109, 1664525, !dbg !73
  %117 = add i32 %116, 1013904223, !dbg !74
  %118 = lshr i32 %117, 8, !dbg !75
  %119 = uitofp i32 %118 to float, !dbg !76
  %120 = tail call float @llvm.fmuladd.f32(float %119, float 0x3E70000000000000, float -5.000000e-01), !dbg !77
  %121 = fmul float %120, 0x3FC99999A0000000, !dbg !78
  %122 = getelementptr inbounds float, ptr %50, i64 %115, !dbg !79
  store float %121, ptr %122, align 4, !dbg !80, !tbaa !61
  %123 = add nuw nsw i64 %105, 2, !dbg !81
  %124 = add i64 %107, 2, !dbg !70
  %125 = icmp eq i64 %124, %103, !dbg !70
  br i1 %125, label %126, label %104, !dbg !70, !llvm.loop !82

126:                                              ; preds = %104, %97
  %127 = phi i32 [ undef, %97 ], [ %117, %104 ]
  %128 = phi i64 [ 0, %97 ], [ %123, %104 ]
  %129 = phi i32 [ %95, %97 ], [ %117, %104 ]
  %130 = icmp eq i64 %100, 0, !dbg !70
  br i1 %130, label %139, label %131, !dbg !70

131:                                              ; preds = %126
  %132 = mul i32 %129, 1664525, !dbg !73
  %133 = add i32 %132, 1013904223, !dbg !74
  %134 = lshr i32 %133, 8, !dbg !75
  %135 = uitofp i32 %134 to float, !dbg !76
  %136 = tail call float @llvm.fmuladd.f32(float %135, float 0x3E70000000000000, float -5.000000e-01), !dbg !77
  %137 = fmul float %136, 0x3FC99999A0000000, !dbg !78
  %138 = getelementptr inbounds float, ptr %50, i64 %128, !dbg !79
  store float %137, ptr %138, align 4, !dbg !80, !tbaa !61
  br label %139, !dbg !84

139:                                              ; preds = %126, %131
  %140 = phi i32 [ %127, %126 ], [ %133, %131 ], !dbg !74
  %141 = and i64 %98, 1, !dbg !84
  %142 = icmp eq i64 %99, 0, !dbg !84
  br i1 %142, label %167, label %143, !dbg !84

143:                                              ; preds = %139
  %144 = and i64 %98, 4294967294, !dbg !84
  br label %145, !dbg !84

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %164, %145 ], !dbg !86
  %147 = phi i32 [ %140, %143 ], [ %158, %145 ], !dbg !86
  %148 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %149 = mul i32 %147, 1664525, !dbg !88
  %150 = add i32 %149, 1013904223, !dbg !89
  %151 = lshr i32 %150, 8, !dbg !90
  %152 = uitofp i32 %151 to float, !dbg !91
  %153 = tail call float @llvm.fmuladd.f32(float %152, float 0x3E70000000000000, float -5.000000e-01), !dbg !92
  %154 = fmul float %153, 0x3FC99999A0000000, !dbg !93
  %155 = getelementptr inbounds float, ptr %51, i64 %146, !dbg !94
  store float %154, ptr %155, align 4, !dbg !95, !tbaa !61
  %156 = or i64 %146, 1, !dbg !96
  %157 = mul i32 %150, 1664525, !dbg !88
  %158 = add i32 %157, 1013904223, !dbg !89
  %159 = lshr i32 %158, 8, !dbg !90
  %160 = uitofp i32 %159 to float, !dbg !91
  %161 = tail call float @llvm.fmuladd.f32(float %160, float 0x3E70000000000000, float -5.000000e-01), !dbg !92
  %162 = fmul float %161, 0x3FC99999A0000000, !dbg !93
  %163 = getelementptr inbounds float, ptr %51, i64 %156, !dbg !94
  store float %162, ptr %163, align 4, !dbg !95, !tbaa !61
  %164 = add nuw nsw i64 %146, 2, !dbg !96
  %165 = add i64 %148, 2, !dbg !84
  %166 = icmp eq i64 %165, %144, !dbg !84
  br i1 %166, label %167, label %145, !dbg !84, !llvm.loop !97

167:                                              ; preds = %145, %139
  %168 = phi i64 [ 0, %139 ], [ %164, %145 ]
  %169 = phi i32 [ %140, %139 ], [ %158, %145 ]
  %170 = icmp eq i64 %141, 0, !dbg !84
  br i1 %170, label %179, label %171, !dbg !84

171:                                              ; preds = %167
  %172 = mul i32 %169, 1664525, !dbg !88
  %173 = add i32 %172, 1013904223, !dbg !89
  %174 = lshr i32 %173, 8, !dbg !90
  %175 = uitofp i32 %174 to float, !dbg !91
  %176 = tail call float @llvm.fmuladd.f32(float %175, float 0x3E70000000000000, float -5.000000e-01), !dbg !92
  %177 = fmul float %176, 0x3FC99999A0000000, !dbg !93
  %178 = getelementptr inbounds float, ptr %51, i64 %168, !dbg !94
  store float %177, ptr %178, align 4, !dbg !95, !tbaa !61
  br label %179, !dbg !99

179:                                              ; preds = %171, %167, %94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #13, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #13, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #13, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #13, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #13, !dbg !99
  %180 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %45), !dbg !100
  %181 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %49), !dbg !101
  %182 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef %49), !dbg !102
  %183 = sext i32 %42 to i64, !dbg !103
  %184 = shl nsw i64 %183, 2, !dbg !104
  %185 = call i32 @cudaMalloc(ptr noundef nonnull %31, i64 noundef %184), !dbg !105
  %186 = call i32 @cudaMalloc(ptr noundef nonnull %32, i64 noundef %45), !dbg !106
  %187 = load ptr, ptr %28, align 8, !dbg !107, !tbaa !14
  %188 = call i32 @cudaMemcpy(ptr noundef %187, ptr noundef %46, i64 noundef %45, i32 noundef 1), !dbg !108
  %189 = load ptr, ptr %29, align 8, !dbg !109, !tbaa !14
  %190 = call i32 @cudaMemcpy(ptr noundef %189, ptr noundef %50, i64 noundef %49, i32 noundef 1), !dbg !110
  %191 = load ptr, ptr %30, align 8, !dbg !111, !tbaa !14
  %192 = call i32 @cudaMemcpy(ptr noundef %191, ptr noundef %51, i64 noundef %49, i32 noundef 1), !dbg !112
  %193 = add nsw i32 %0, 31, !dbg !113
  %194 = sdiv i32 %193, 32, !dbg !114
  %195 = add nsw i32 %2, 31, !dbg !115
  %196 = sdiv i32 %195, 32, !dbg !116
  %197 = zext i32 %194 to i64, !dbg !117
  %198 = shl nuw i64 %197, 32, !dbg !117
  %199 = zext i32 %196 to i64, !dbg !117
  %200 = or i64 %198, %199, !dbg !117
  %201 = call i32 @__cudaPushCallConfiguration(i64 %200, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !117
  %202 = icmp eq i32 %201, 0, !dbg !117
  br i1 %202, label %203, label %222, !dbg !118

203:                                              ; preds = %179
  %204 = load ptr, ptr %28, align 8, !dbg !119, !tbaa !14
  %205 = load ptr, ptr %29, align 8, !dbg !120, !tbaa !14
  %206 = load ptr, ptr %31, align 8, !dbg !121, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %27)
  store ptr %204, ptr %17, align 8, !tbaa !14, !noalias !122
  store ptr %205, ptr %18, align 8, !tbaa !14, !noalias !122
  store ptr %206, ptr %19, align 8, !tbaa !14, !noalias !122
  store i32 %0, ptr %20, align 4, !tbaa !18, !noalias !122
  store i32 %2, ptr %21, align 4, !tbaa !18, !noalias !122
  store i32 %1, ptr %22, align 4, !tbaa !18, !noalias !122
  store ptr %17, ptr %27, align 16, !dbg !28, !noalias !122
  %207 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !28
  store ptr %18, ptr %207, align 8, !dbg !28, !noalias !122
  %208 = getelementptr inbounds ptr, ptr %27, i64 2, !dbg !28
  store ptr %19, ptr %208, align 16, !dbg !28, !noalias !122
  %209 = getelementptr inbounds ptr, ptr %27, i64 3, !dbg !28
  store ptr %20, ptr %209, align 8, !dbg !28, !noalias !122
  %210 = getelementptr inbounds ptr, ptr %27, i64 4, !dbg !28
  store ptr %21, ptr %210, align 16, !dbg !28, !noalias !122
  %211 = getelementptr inbounds ptr, ptr %27, i64 5, !dbg !28
  store ptr %22, ptr %211, align 8, !dbg !28, !noalias !122
  %212 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26), !dbg !28
  %213 = load i64, ptr %25, align 8, !dbg !28, !noalias !122
  %214 = load ptr, ptr %26, align 8, !dbg !28, !noalias !122
  %215 = load i64, ptr %23, align 8, !dbg !28, !noalias !122
  %216 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !28
  %217 = load i32, ptr %216, align 8, !dbg !28, !noalias !122
  %218 = load i64, ptr %24, align 8, !dbg !28, !noalias !122
  %219 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !28
  %220 = load i32, ptr %219, align 8, !dbg !28, !noalias !122
  %221 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__gemm_geluPKfS0_Pfiii, i64 %215, i32 %217, i64 %218, i32 %220, ptr noundef nonnull %27, i64 noundef %213, ptr noundef %214), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20), !dbg !127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %21), !dbg !127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22), !dbg !127
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23), !dbg !127
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24), !dbg !127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !127
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %27), !dbg !127
  br label %222, !dbg !118

222:                                              ; preds = %203, %179
  %223 = add nsw i32 %1, 31, !dbg !128
  %224 = sdiv i32 %223, 32, !dbg !129
  %225 = zext i32 %224 to i64, !dbg !130
  %226 = or i64 %198, %225, !dbg !130
  %227 = call i32 @__cudaPushCallConfiguration(i64 %226, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !130
  %228 = icmp eq i32 %227, 0, !dbg !130
  br i1 %228, label %229, label %248, !dbg !131

229:                                              ; preds = %222
  %230 = load ptr, ptr %31, align 8, !dbg !132, !tbaa !14
  %231 = load ptr, ptr %30, align 8, !dbg !133, !tbaa !14
  %232 = load ptr, ptr %32, align 8, !dbg !134, !tbaa !14
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
  store ptr %230, ptr %6, align 8, !tbaa !14, !noalias !135
  store ptr %231, ptr %7, align 8, !tbaa !14, !noalias !135
  store ptr %232, ptr %8, align 8, !tbaa !14, !noalias !135
  store i32 %0, ptr %9, align 4, !tbaa !18, !noalias !135
  store i32 %1, ptr %10, align 4, !tbaa !18, !noalias !135
  store i32 %2, ptr %11, align 4, !tbaa !18, !noalias !135
  store ptr %6, ptr %16, align 16, !dbg !26, !noalias !135
  %233 = getelementptr inbounds ptr, ptr %16, i64 1, !dbg !26
  store ptr %7, ptr %233, align 8, !dbg !26, !noalias !135
  %234 = getelementptr inbounds ptr, ptr %16, i64 2, !dbg !26
  store ptr %8, ptr %234, align 16, !dbg !26, !noalias !135
  %235 = getelementptr inbounds ptr, ptr %16, i64 3, !dbg !26
  store ptr %9, ptr %235, align 8, !dbg !26, !noalias !135
  %236 = getelementptr inbounds ptr, ptr %16, i64 4, !dbg !26
  store ptr %10, ptr %236, align 16, !dbg !26, !noalias !135
  %237 = getelementptr inbounds ptr, ptr %16, i64 5, !dbg !26
  store ptr %11, ptr %237, align 8, !dbg !26, !noalias !135
  %238 = call i32 @__cudaPopCallConfiguration(ptr nonnull %12, ptr nonnull %13, ptr nonnull %14, ptr nonnull %15), !dbg !26
  %239 = load i64, ptr %14, align 8, !dbg !26, !noalias !135
  %240 = load ptr, ptr %15, align 8, !dbg !26, !noalias !135
  %241 = load i64, ptr %12, align 8, !dbg !26, !noalias !135
  %242 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !26
  %243 = load i32, ptr %242, align 8, !dbg !26, !noalias !135
  %244 = load i64, ptr %13, align 8, !dbg !26, !noalias !135
  %245 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !26
  %246 = load i32, ptr %245, align 8, !dbg !26, !noalias !135
  %247 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %241, i32 %243, i64 %244, i32 %246, ptr noundef nonnull %16, i64 noundef %239, ptr noundef %240), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !140
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !140
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !140
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !140
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !140
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !140
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !140
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13), !dbg !140
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !140
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !140
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16), !dbg !140
  br label %248, !dbg !131

248:                                              ; preds = %229, %222
  %249 = load ptr, ptr %32, align 8, !dbg !141, !tbaa !14
  %250 = call i32 @cudaMemcpy(ptr noundef %47, ptr noundef %249, i64 noundef %45, i32 noundef 2), !dbg !142
  %251 = icmp eq i32 %4, 0, !dbg !143
  br i1 %251, label %452, label %252, !dbg !143

252:                                              ; preds = %248
  %253 = call noalias ptr @malloc(i64 noundef %184) #12, !dbg !144
  %254 = call noalias ptr @malloc(i64 noundef %45) #12, !dbg !145
  %255 = icmp sgt i32 %0, 0, !dbg !146
  br i1 %255, label %256, label %386, !dbg !149

256:                                              ; preds = %252
  %257 = icmp sgt i32 %2, 0
  %258 = icmp sgt i32 %1, 0
  %259 = sext i32 %2 to i64, !dbg !149
  %260 = sext i32 %1 to i64, !dbg !149
  %261 = zext i32 %0 to i64, !dbg !146
  %262 = zext i32 %2 to i64
  %263 = zext i32 %1 to i64
  %264 = and i64 %263, 1
  %265 = icmp eq i32 %1, 1
  %266 = and i64 %263, 4294967294
  %267 = icmp eq i64 %264, 0
  br label %268, !dbg !149

268:                                              ; preds = %276, %256
  %269 = phi i64 [ 0, %256 ], [ %277, %276 ]
  br i1 %257, label %270, label %276, !dbg !150

270:                                              ; preds = %268
  %271 = mul nsw i64 %269, %260
  %272 = mul nsw i64 %269, %259
  br label %273, !dbg !150

273:                                              ; preds = %297, %270
  %274 = phi i64 [ 0, %270 ], [ %306, %297 ]
  br i1 %258, label %275, label %297, !dbg !151

275:                                              ; preds = %273
  br i1 %265, label %284, label %308, !dbg !151

276:                                              ; preds = %297, %268
  %277 = add nuw nsw i64 %269, 1, !dbg !152
  %278 = icmp eq i64 %277, %261, !dbg !146
  br i1 %278, label %279, label %268, !dbg !149, !llvm.loop !153

279:                                              ; preds = %276
  %280 = and i64 %262, 1
  %281 = icmp eq i32 %2, 1
  %282 = and i64 %262, 4294967294
  %283 = icmp eq i64 %280, 0
  br label %332, !dbg !155

284:                                              ; preds = %308, %275
  %285 = phi float [ undef, %275 ], [ %328, %308 ]
  %286 = phi i64 [ 0, %275 ], [ %329, %308 ]
  %287 = phi float [ 0.000000e+00, %275 ], [ %328, %308 ]
  br i1 %267, label %297, label %288, !dbg !151

288:                                              ; preds = %284
  %289 = add nsw i64 %286, %271, !dbg !157
  %290 = getelementptr inbounds float, ptr %46, i64 %289, !dbg !158
  %291 = load float, ptr %290, align 4, !dbg !158, !tbaa !61
  %292 = mul nsw i64 %286, %259, !dbg !159
  %293 = add nsw i64 %292, %274, !dbg !160
  %294 = getelementptr inbounds float, ptr %50, i64 %293, !dbg !161
  %295 = load float, ptr %294, align 4, !dbg !161, !tbaa !61
  %296 = call float @llvm.fmuladd.f32(float %291, float %295, float %287), !dbg !162
  br label %297, !dbg !163

297:                                              ; preds = %288, %284, %273
  %298 = phi float [ 0.000000e+00, %273 ], [ %285, %284 ], [ %296, %288 ], !dbg !166
  %299 = fmul float %298, 5.000000e-01, !dbg !163
  %300 = fmul float %298, 0x3FE6A09E60000000, !dbg !167
  %301 = call float @erff(float noundef %300) #13, !dbg !168
  %302 = fadd float %301, 1.000000e+00, !dbg !169
  %303 = fmul float %299, %302, !dbg !170
  %304 = add nsw i64 %274, %272, !dbg !171
  %305 = getelementptr inbounds float, ptr %253, i64 %304, !dbg !172
  store float %303, ptr %305, align 4, !dbg !173, !tbaa !61
  %306 = add nuw nsw i64 %274, 1, !dbg !174
  %307 = icmp eq i64 %306, %262, !dbg !175
  br i1 %307, label %276, label %273, !dbg !150, !llvm.loop !176

308:                                              ; preds = %275, %308
  %309 = phi i64 [ %329, %308 ], [ 0, %275 ]
  %310 = phi float [ %328, %308 ], [ 0.000000e+00, %275 ]
  %311 = phi i64 [ %330, %308 ], [ 0, %275 ]
  %312 = add nsw i64 %309, %271, !dbg !157
  %313 = getelementptr inbounds float, ptr %46, i64 %312, !dbg !158
  %314 = load float, ptr %313, align 4, !dbg !158, !tbaa !61
  %315 = mul nsw i64 %309, %259, !dbg !159
  %316 = add nsw i64 %315, %274, !dbg !160
  %317 = getelementptr inbounds float, ptr %50, i64 %316, !dbg !161
  %318 = load float, ptr %317, align 4, !dbg !161, !tbaa !61
  %319 = call float @llvm.fmuladd.f32(float %314, float %318, float %310), !dbg !162
  %320 = or i64 %309, 1, !dbg !177
  %321 = add nsw i64 %320, %271, !dbg !157
  %322 = getelementptr inbounds float, ptr %46, i64 %321, !dbg !158
  %323 = load float, ptr %322, align 4, !dbg !158, !tbaa !61
  %324 = mul nsw i64 %320, %259, !dbg !159
  %325 = add nsw i64 %324, %274, !dbg !160
  %326 = getelementptr inbounds float, ptr %50, i64 %325, !dbg !161
  %327 = load float, ptr %326, align 4, !dbg !161, !tbaa !61
  %328 = call float @llvm.fmuladd.f32(float %323, float %327, float %319), !dbg !162
  %329 = add nuw nsw i64 %309, 2, !dbg !177
  %330 = add i64 %311, 2, !dbg !151
  %331 = icmp eq i64 %330, %266, !dbg !151
  br i1 %331, label %284, label %308, !dbg !151, !llvm.loop !178

332:                                              ; preds = %279, %340
  %333 = phi i64 [ %341, %340 ], [ 0, %279 ]
  br i1 %258, label %334, label %340, !dbg !180

334:                                              ; preds = %332
  %335 = mul nsw i64 %333, %259
  %336 = mul nsw i64 %333, %260
  br label %337, !dbg !180

337:                                              ; preds = %356, %334
  %338 = phi i64 [ 0, %334 ], [ %360, %356 ]
  br i1 %257, label %339, label %356, !dbg !181

339:                                              ; preds = %337
  br i1 %281, label %343, label %362, !dbg !181

340:                                              ; preds = %356, %332
  %341 = add nuw nsw i64 %333, 1, !dbg !182
  %342 = icmp eq i64 %341, %261, !dbg !183
  br i1 %342, label %386, label %332, !dbg !155, !llvm.loop !184

343:                                              ; preds = %362, %339
  %344 = phi float [ undef, %339 ], [ %382, %362 ]
  %345 = phi i64 [ 0, %339 ], [ %383, %362 ]
  %346 = phi float [ 0.000000e+00, %339 ], [ %382, %362 ]
  br i1 %283, label %356, label %347, !dbg !181

347:                                              ; preds = %343
  %348 = add nsw i64 %345, %335, !dbg !186
  %349 = getelementptr inbounds float, ptr %253, i64 %348, !dbg !187
  %350 = load float, ptr %349, align 4, !dbg !187, !tbaa !61
  %351 = mul nsw i64 %345, %260, !dbg !188
  %352 = add nsw i64 %351, %338, !dbg !189
  %353 = getelementptr inbounds float, ptr %51, i64 %352, !dbg !190
  %354 = load float, ptr %353, align 4, !dbg !190, !tbaa !61
  %355 = call float @llvm.fmuladd.f32(float %350, float %354, float %346), !dbg !191
  br label %356, !dbg !192

356:                                              ; preds = %347, %343, %337
  %357 = phi float [ 0.000000e+00, %337 ], [ %344, %343 ], [ %355, %347 ], !dbg !193
  %358 = add nsw i64 %338, %336, !dbg !192
  %359 = getelementptr inbounds float, ptr %254, i64 %358, !dbg !194
  store float %357, ptr %359, align 4, !dbg !195, !tbaa !61
  %360 = add nuw nsw i64 %338, 1, !dbg !196
  %361 = icmp eq i64 %360, %263, !dbg !197
  br i1 %361, label %340, label %337, !dbg !180, !llvm.loop !198

362:                                              ; preds = %339, %362
  %363 = phi i64 [ %383, %362 ], [ 0, %339 ]
  %364 = phi float [ %382, %362 ], [ 0.000000e+00, %339 ]
  %365 = phi i64 [ %384, %362 ], [ 0, %339 ]
  %366 = add nsw i64 %363, %335, !dbg !186
  %367 = getelementptr inbounds float, ptr %253, i64 %366, !dbg !187
  %368 = load float, ptr %367, align 4, !dbg !187, !tbaa !61
  %369 = mul nsw i64 %363, %260, !dbg !188
  %370 = add nsw i64 %369, %338, !dbg !189
  %371 = getelementptr inbounds float, ptr %51, i64 %370, !dbg !190
  %372 = load float, ptr %371, align 4, !dbg !190, !tbaa !61
  %373 = call float @llvm.fmuladd.f32(float %368, float %372, float %364), !dbg !191
  %374 = or i64 %363, 1, !dbg !199
  %375 = add nsw i64 %374, %335, !dbg !186
  %376 = getelementptr inbounds float, ptr %253, i64 %375, !dbg !187
  %377 = load float, ptr %376, align 4, !dbg !187, !tbaa !61
  %378 = mul nsw i64 %374, %260, !dbg !188
  %379 = add nsw i64 %378, %338, !dbg !189
  %380 = getelementptr inbounds float, ptr %51, i64 %379, !dbg !190
  %381 = load float, ptr %380, align 4, !dbg !190, !tbaa !61
  %382 = call float @llvm.fmuladd.f32(float %377, float %381, float %373), !dbg !191
  %383 = add nuw nsw i64 %363, 2, !dbg !199
  %384 = add i64 %365, 2, !dbg !181
  %385 = icmp eq i64 %384, %282, !dbg !181
  br i1 %385, label %343, label %362, !dbg !181, !llvm.loop !200

386:                                              ; preds = %340, %252
  br i1 %52, label %387, label %449, !dbg !202

387:                                              ; preds = %386
  %388 = zext i32 %41 to i64, !dbg !203
  %389 = icmp ult i32 %41, 8, !dbg !202
  br i1 %389, label %428, label %390, !dbg !202

390:                                              ; preds = %387
  %391 = and i64 %388, 4294967288, !dbg !202
  br label %392, !dbg !202

392:                                              ; preds = %392, %390
  %393 = phi i64 [ 0, %390 ], [ %422, %392 ], !dbg !204
  %394 = phi <4 x i32> [ zeroinitializer, %390 ], [ %420, %392 ]
  %395 = phi <4 x i32> [ zeroinitializer, %390 ], [ %421, %392 ]
  %396 = getelementptr inbounds float, ptr %47, i64 %393, !dbg !205
  %397 = load <4 x float>, ptr %396, align 4, !dbg !205, !tbaa !61
  %398 = getelementptr inbounds float, ptr %396, i64 4, !dbg !205
  %399 = load <4 x float>, ptr %398, align 4, !dbg !205, !tbaa !61
  %400 = getelementptr inbounds float, ptr %254, i64 %393, !dbg !206
  %401 = load <4 x float>, ptr %400, align 4, !dbg !206, !tbaa !61
  %402 = getelementptr inbounds float, ptr %400, i64 4, !dbg !206
  %403 = load <4 x float>, ptr %402, align 4, !dbg !206, !tbaa !61
  %404 = fsub <4 x float> %397, %401, !dbg !207
  %405 = fsub <4 x float> %399, %403, !dbg !207
  %406 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %404), !dbg !208
  %407 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %405), !dbg !208
  %408 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %401), !dbg !209
  %409 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %403), !dbg !209
  %410 = fadd <4 x float> %408, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !210
  %411 = fadd <4 x float> %409, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !210
  %412 = fmul <4 x float> %410, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !211
  %413 = fmul <4 x float> %411, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !211
  %414 = fcmp ugt <4 x float> %406, %412, !dbg !212
  %415 = fcmp ugt <4 x float> %407, %413, !dbg !212
  %416 = freeze <4 x i1> %414, !dbg !213
  %417 = freeze <4 x i1> %415, !dbg !213
  %418 = zext <4 x i1> %416 to <4 x i32>, !dbg !213
  %419 = zext <4 x i1> %417 to <4 x i32>, !dbg !213
  %420 = add <4 x i32> %394, %418, !dbg !214
  %421 = add <4 x i32> %395, %419, !dbg !214
  %422 = add nuw i64 %393, 8, !dbg !204
  %423 = icmp eq i64 %422, %391, !dbg !204
  br i1 %423, label %424, label %392, !dbg !204, !llvm.loop !215

424:                                              ; preds = %392
  %425 = add <4 x i32> %421, %420, !dbg !202
  %426 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %425), !dbg !202
  %427 = icmp eq i64 %391, %388, !dbg !202
  br i1 %427, label %449, label %428, !dbg !202

428:                                              ; preds = %387, %424
  %429 = phi i64 [ 0, %387 ], [ %391, %424 ]
  %430 = phi i32 [ 0, %387 ], [ %426, %424 ]
  br label %431, !dbg !202

431:                                              ; preds = %428, %431
  %432 = phi i64 [ %447, %431 ], [ %429, %428 ]
  %433 = phi i32 [ %446, %431 ], [ %430, %428 ]
  %434 = getelementptr inbounds float, ptr %47, i64 %432, !dbg !205
  %435 = load float, ptr %434, align 4, !dbg !205, !tbaa !61
  %436 = getelementptr inbounds float, ptr %254, i64 %432, !dbg !206
  %437 = load float, ptr %436, align 4, !dbg !206, !tbaa !61
  %438 = fsub float %435, %437, !dbg !207
  %439 = call float @llvm.fabs.f32(float %438), !dbg !208
  %440 = call float @llvm.fabs.f32(float %437), !dbg !209
  %441 = fadd float %440, 1.000000e+00, !dbg !210
  %442 = fmul float %441, 0x3F50624DE0000000, !dbg !211
  %443 = fcmp ugt float %439, %442, !dbg !212
  %444 = freeze i1 %443, !dbg !213
  %445 = zext i1 %444 to i32, !dbg !213
  %446 = add i32 %433, %445, !dbg !214
  %447 = add nuw nsw i64 %432, 1, !dbg !204
  %448 = icmp eq i64 %447, %388, !dbg !203
  br i1 %448, label %449, label %431, !dbg !202, !llvm.loop !219

449:                                              ; preds = %431, %424, %386
  %450 = phi i32 [ 0, %386 ], [ %426, %424 ], [ %446, %431 ]
  call void @free(ptr noundef %253) #13, !dbg !220
  call void @free(ptr noundef %254) #13, !dbg !221
  %451 = icmp eq i32 %450, 0, !dbg !222
  br i1 %451, label %452, label %453, !dbg !222

452:                                              ; preds = %248, %449
  br label %453, !dbg !222

453:                                              ; preds = %449, %452
  %454 = phi i32 [ 0, %452 ], [ %450, %449 ]
  %455 = phi ptr [ @.str.4, %452 ], [ @.str.3, %449 ]
  %456 = select i1 %251, ptr @.str.2, ptr %455, !dbg !222
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %456), !dbg !223
  %458 = load ptr, ptr %28, align 8, !dbg !224, !tbaa !14
  %459 = call i32 @cudaFree(ptr noundef %458), !dbg !225
  %460 = load ptr, ptr %29, align 8, !dbg !226, !tbaa !14
  %461 = call i32 @cudaFree(ptr noundef %460), !dbg !227
  %462 = load ptr, ptr %30, align 8, !dbg !228, !tbaa !14
  %463 = call i32 @cudaFree(ptr noundef %462), !dbg !229
  %464 = load ptr, ptr %31, align 8, !dbg !230, !tbaa !14
  %465 = call i32 @cudaFree(ptr noundef %464), !dbg !231
  %466 = load ptr, ptr %32, align 8, !dbg !232, !tbaa !14
  %467 = call i32 @cudaFree(ptr noundef %466), !dbg !233
  call void @free(ptr noundef %46) #13, !dbg !234
  call void @free(ptr noundef %47) #13, !dbg !235
  call void @free(ptr noundef %50) #13, !dbg !236
  call void @free(ptr noundef %51) #13, !dbg !237
  %468 = icmp ne i32 %454, 0, !dbg !238
  %469 = zext i1 %468 to i32, !dbg !238
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #13, !dbg !239
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #13, !dbg !239
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #13, !dbg !239
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #13, !dbg !239
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #13, !dbg !239
  br label %470

470:                                              ; preds = %453, %38
  %471 = phi i32 [ 1, %38 ], [ %469, %453 ], !dbg !69
  ret i32 %471, !dbg !239
}

; Function Attrs: nofree nounwind
declare !dbg !240 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !242 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !244 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !246 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !247 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !249 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare !dbg !250 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !251 {
  %1 = tail call i32 @run_gpt3_mlp(i32 noundef 2048, i32 noundef 12288, i32 noundef 6144, i32 noundef 1, i32 noundef 0), !dbg !252, !range !253
  ret i32 %1, !dbg !254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nounwind
declare !dbg !255 float @erff(float noundef) local_unnamed_addr #9

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
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !DIFile(filename: "samples/cuda/gpt3_mlp.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "386ed08e03cc74d07093380793a7ec85")
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
!22 = distinct !DISubprogram(name: "gemm_gelu", scope: !8, file: !8, line: 17, type: !12, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 18, column: 41, scope: !22)
!24 = !DILocation(line: 23, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "run_gpt3_mlp", scope: !8, file: !8, line: 39, type: !12, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !27)
!27 = distinct !DILocation(line: 64, column: 5, scope: !25)
!28 = !DILocation(line: 18, column: 41, scope: !22, inlinedAt: !29)
!29 = distinct !DILocation(line: 63, column: 5, scope: !25)
!30 = !DILocation(line: 40, column: 16, scope: !25)
!31 = !DILocation(line: 40, column: 21, scope: !25)
!32 = !DILocation(line: 41, column: 9, scope: !25)
!33 = !DILocation(line: 42, column: 9, scope: !25)
!34 = !DILocation(line: 45, column: 21, scope: !25)
!35 = !DILocation(line: 45, column: 44, scope: !25)
!36 = !DILocation(line: 45, column: 65, scope: !25)
!37 = !DILocation(line: 46, column: 33, scope: !25)
!38 = !DILocation(line: 46, column: 36, scope: !25)
!39 = !DILocation(line: 46, column: 26, scope: !25)
!40 = !DILocation(line: 46, column: 69, scope: !25)
!41 = !DILocation(line: 47, column: 34, scope: !25)
!42 = !DILocation(line: 47, column: 37, scope: !25)
!43 = !DILocation(line: 47, column: 27, scope: !25)
!44 = !DILocation(line: 47, column: 71, scope: !25)
!45 = !DILocation(line: 11, column: 23, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "fill", scope: !47, file: !47, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!47 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!48 = distinct !DILocation(line: 48, column: 5, scope: !25)
!49 = !DILocation(line: 11, column: 5, scope: !46, inlinedAt: !48)
!50 = !DILocation(line: 6, column: 14, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "lcg_uniform", scope: !47, file: !47, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!52 = distinct !DILocation(line: 11, column: 48, scope: !46, inlinedAt: !48)
!53 = !DILocation(line: 6, column: 21, scope: !51, inlinedAt: !52)
!54 = !DILocation(line: 6, column: 32, scope: !51, inlinedAt: !52)
!55 = !DILocation(line: 7, column: 27, scope: !51, inlinedAt: !52)
!56 = !DILocation(line: 7, column: 19, scope: !51, inlinedAt: !52)
!57 = !DILocation(line: 7, column: 56, scope: !51, inlinedAt: !52)
!58 = !DILocation(line: 11, column: 46, scope: !46, inlinedAt: !48)
!59 = !DILocation(line: 11, column: 33, scope: !46, inlinedAt: !48)
!60 = !DILocation(line: 11, column: 38, scope: !46, inlinedAt: !48)
!61 = !{!62, !62, i64 0}
!62 = !{!"float", !16, i64 0}
!63 = !DILocation(line: 11, column: 28, scope: !46, inlinedAt: !48)
!64 = distinct !{!64, !49, !65, !66}
!65 = !DILocation(line: 11, column: 65, scope: !46, inlinedAt: !48)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 11, column: 23, scope: !46, inlinedAt: !68)
!68 = distinct !DILocation(line: 49, column: 5, scope: !25)
!69 = !DILocation(line: 0, scope: !25)
!70 = !DILocation(line: 11, column: 5, scope: !46, inlinedAt: !68)
!71 = !DILocation(line: 6, column: 14, scope: !51, inlinedAt: !72)
!72 = distinct !DILocation(line: 11, column: 48, scope: !46, inlinedAt: !68)
!73 = !DILocation(line: 6, column: 21, scope: !51, inlinedAt: !72)
!74 = !DILocation(line: 6, column: 32, scope: !51, inlinedAt: !72)
!75 = !DILocation(line: 7, column: 27, scope: !51, inlinedAt: !72)
!76 = !DILocation(line: 7, column: 19, scope: !51, inlinedAt: !72)
!77 = !DILocation(line: 7, column: 56, scope: !51, inlinedAt: !72)
!78 = !DILocation(line: 11, column: 46, scope: !46, inlinedAt: !68)
!79 = !DILocation(line: 11, column: 33, scope: !46, inlinedAt: !68)
!80 = !DILocation(line: 11, column: 38, scope: !46, inlinedAt: !68)
!81 = !DILocation(line: 11, column: 28, scope: !46, inlinedAt: !68)
!82 = distinct !{!82, !70, !83, !66}
!83 = !DILocation(line: 11, column: 65, scope: !46, inlinedAt: !68)
!84 = !DILocation(line: 11, column: 5, scope: !46, inlinedAt: !85)
!85 = distinct !DILocation(line: 50, column: 5, scope: !25)
!86 = !DILocation(line: 6, column: 14, scope: !51, inlinedAt: !87)
!87 = distinct !DILocation(line: 11, column: 48, scope: !46, inlinedAt: !85)
!88 = !DILocation(line: 6, column: 21, scope: !51, inlinedAt: !87)
!89 = !DILocation(line: 6, column: 32, scope: !51, inlinedAt: !87)
!90 = !DILocation(line: 7, column: 27, scope: !51, inlinedAt: !87)
!91 = !DILocation(line: 7, column: 19, scope: !51, inlinedAt: !87)
!92 = !DILocation(line: 7, column: 56, scope: !51, inlinedAt: !87)
!93 = !DILocation(line: 11, column: 46, scope: !46, inlinedAt: !85)
!94 = !DILocation(line: 11, column: 33, scope: !46, inlinedAt: !85)
!95 = !DILocation(line: 11, column: 38, scope: !46, inlinedAt: !85)
!96 = !DILocation(line: 11, column: 28, scope: !46, inlinedAt: !85)
!97 = distinct !{!97, !84, !98, !66}
!98 = !DILocation(line: 11, column: 65, scope: !46, inlinedAt: !85)
!99 = !DILocation(line: 51, column: 5, scope: !25)
!100 = !DILocation(line: 52, column: 5, scope: !25)
!101 = !DILocation(line: 53, column: 5, scope: !25)
!102 = !DILocation(line: 54, column: 5, scope: !25)
!103 = !DILocation(line: 55, column: 30, scope: !25)
!104 = !DILocation(line: 55, column: 33, scope: !25)
!105 = !DILocation(line: 55, column: 5, scope: !25)
!106 = !DILocation(line: 56, column: 5, scope: !25)
!107 = !DILocation(line: 57, column: 16, scope: !25)
!108 = !DILocation(line: 57, column: 5, scope: !25)
!109 = !DILocation(line: 58, column: 16, scope: !25)
!110 = !DILocation(line: 58, column: 5, scope: !25)
!111 = !DILocation(line: 59, column: 16, scope: !25)
!112 = !DILocation(line: 59, column: 5, scope: !25)
!113 = !DILocation(line: 62, column: 41, scope: !25)
!114 = !DILocation(line: 62, column: 46, scope: !25)
!115 = !DILocation(line: 63, column: 40, scope: !25)
!116 = !DILocation(line: 63, column: 45, scope: !25)
!117 = !DILocation(line: 63, column: 14, scope: !25)
!118 = !DILocation(line: 63, column: 5, scope: !25)
!119 = !DILocation(line: 63, column: 79, scope: !25)
!120 = !DILocation(line: 63, column: 83, scope: !25)
!121 = !DILocation(line: 63, column: 88, scope: !25)
!122 = !{!123, !125, !126}
!123 = distinct !{!123, !124, !"_Z24__device_stub__gemm_geluPKfS0_Pfiii: argument 0"}
!124 = distinct !{!124, !"_Z24__device_stub__gemm_geluPKfS0_Pfiii"}
!125 = distinct !{!125, !124, !"_Z24__device_stub__gemm_geluPKfS0_Pfiii: argument 1"}
!126 = distinct !{!126, !124, !"_Z24__device_stub__gemm_geluPKfS0_Pfiii: argument 2"}
!127 = !DILocation(line: 23, column: 1, scope: !22, inlinedAt: !29)
!128 = !DILocation(line: 64, column: 44, scope: !25)
!129 = !DILocation(line: 64, column: 49, scope: !25)
!130 = !DILocation(line: 64, column: 15, scope: !25)
!131 = !DILocation(line: 64, column: 5, scope: !25)
!132 = !DILocation(line: 64, column: 83, scope: !25)
!133 = !DILocation(line: 64, column: 87, scope: !25)
!134 = !DILocation(line: 64, column: 92, scope: !25)
!135 = !{!136, !138, !139}
!136 = distinct !{!136, !137, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!137 = distinct !{!137, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!138 = distinct !{!138, !137, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!139 = distinct !{!139, !137, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!140 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !27)
!141 = !DILocation(line: 65, column: 20, scope: !25)
!142 = !DILocation(line: 65, column: 5, scope: !25)
!143 = !DILocation(line: 68, column: 9, scope: !25)
!144 = !DILocation(line: 69, column: 32, scope: !25)
!145 = !DILocation(line: 69, column: 77, scope: !25)
!146 = !DILocation(line: 31, column: 23, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "reference_gemm", scope: !8, file: !8, line: 30, type: !12, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!148 = distinct !DILocation(line: 70, column: 9, scope: !25)
!149 = !DILocation(line: 31, column: 5, scope: !147, inlinedAt: !148)
!150 = !DILocation(line: 32, column: 9, scope: !147, inlinedAt: !148)
!151 = !DILocation(line: 34, column: 13, scope: !147, inlinedAt: !148)
!152 = !DILocation(line: 31, column: 28, scope: !147, inlinedAt: !148)
!153 = distinct !{!153, !149, !154, !66}
!154 = !DILocation(line: 36, column: 9, scope: !147, inlinedAt: !148)
!155 = !DILocation(line: 31, column: 5, scope: !147, inlinedAt: !156)
!156 = distinct !DILocation(line: 71, column: 9, scope: !25)
!157 = !DILocation(line: 34, column: 56, scope: !147, inlinedAt: !148)
!158 = !DILocation(line: 34, column: 48, scope: !147, inlinedAt: !148)
!159 = !DILocation(line: 34, column: 67, scope: !147, inlinedAt: !148)
!160 = !DILocation(line: 34, column: 71, scope: !147, inlinedAt: !148)
!161 = !DILocation(line: 34, column: 63, scope: !147, inlinedAt: !148)
!162 = !DILocation(line: 34, column: 45, scope: !147, inlinedAt: !148)
!163 = !DILocation(line: 27, column: 52, scope: !164, inlinedAt: !165)
!164 = distinct !DISubprogram(name: "reference_gelu", scope: !8, file: !8, line: 27, type: !12, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!165 = distinct !DILocation(line: 35, column: 41, scope: !147, inlinedAt: !148)
!166 = !DILocation(line: 0, scope: !147, inlinedAt: !148)
!167 = !DILocation(line: 27, column: 73, scope: !164, inlinedAt: !165)
!168 = !DILocation(line: 27, column: 66, scope: !164, inlinedAt: !165)
!169 = !DILocation(line: 27, column: 64, scope: !164, inlinedAt: !165)
!170 = !DILocation(line: 27, column: 56, scope: !164, inlinedAt: !165)
!171 = !DILocation(line: 35, column: 23, scope: !147, inlinedAt: !148)
!172 = !DILocation(line: 35, column: 13, scope: !147, inlinedAt: !148)
!173 = !DILocation(line: 35, column: 28, scope: !147, inlinedAt: !148)
!174 = !DILocation(line: 32, column: 32, scope: !147, inlinedAt: !148)
!175 = !DILocation(line: 32, column: 27, scope: !147, inlinedAt: !148)
!176 = distinct !{!176, !150, !154, !66}
!177 = !DILocation(line: 34, column: 36, scope: !147, inlinedAt: !148)
!178 = distinct !{!178, !151, !179, !66}
!179 = !DILocation(line: 34, column: 74, scope: !147, inlinedAt: !148)
!180 = !DILocation(line: 32, column: 9, scope: !147, inlinedAt: !156)
!181 = !DILocation(line: 34, column: 13, scope: !147, inlinedAt: !156)
!182 = !DILocation(line: 31, column: 28, scope: !147, inlinedAt: !156)
!183 = !DILocation(line: 31, column: 23, scope: !147, inlinedAt: !156)
!184 = distinct !{!184, !155, !185, !66}
!185 = !DILocation(line: 36, column: 9, scope: !147, inlinedAt: !156)
!186 = !DILocation(line: 34, column: 56, scope: !147, inlinedAt: !156)
!187 = !DILocation(line: 34, column: 48, scope: !147, inlinedAt: !156)
!188 = !DILocation(line: 34, column: 67, scope: !147, inlinedAt: !156)
!189 = !DILocation(line: 34, column: 71, scope: !147, inlinedAt: !156)
!190 = !DILocation(line: 34, column: 63, scope: !147, inlinedAt: !156)
!191 = !DILocation(line: 34, column: 45, scope: !147, inlinedAt: !156)
!192 = !DILocation(line: 35, column: 23, scope: !147, inlinedAt: !156)
!193 = !DILocation(line: 0, scope: !147, inlinedAt: !156)
!194 = !DILocation(line: 35, column: 13, scope: !147, inlinedAt: !156)
!195 = !DILocation(line: 35, column: 28, scope: !147, inlinedAt: !156)
!196 = !DILocation(line: 32, column: 32, scope: !147, inlinedAt: !156)
!197 = !DILocation(line: 32, column: 27, scope: !147, inlinedAt: !156)
!198 = distinct !{!198, !180, !185, !66}
!199 = !DILocation(line: 34, column: 36, scope: !147, inlinedAt: !156)
!200 = distinct !{!200, !181, !201, !66}
!201 = !DILocation(line: 34, column: 74, scope: !147, inlinedAt: !156)
!202 = !DILocation(line: 72, column: 9, scope: !25)
!203 = !DILocation(line: 72, column: 27, scope: !25)
!204 = !DILocation(line: 72, column: 33, scope: !25)
!205 = !DILocation(line: 72, column: 53, scope: !25)
!206 = !DILocation(line: 72, column: 61, scope: !25)
!207 = !DILocation(line: 72, column: 59, scope: !25)
!208 = !DILocation(line: 72, column: 47, scope: !25)
!209 = !DILocation(line: 72, column: 89, scope: !25)
!210 = !DILocation(line: 72, column: 87, scope: !25)
!211 = !DILocation(line: 72, column: 79, scope: !25)
!212 = !DILocation(line: 72, column: 70, scope: !25)
!213 = !DILocation(line: 72, column: 45, scope: !25)
!214 = !DILocation(line: 72, column: 42, scope: !25)
!215 = distinct !{!215, !202, !216, !66, !217, !218}
!216 = !DILocation(line: 72, column: 104, scope: !25)
!217 = !{!"llvm.loop.isvectorized", i32 1}
!218 = !{!"llvm.loop.unroll.runtime.disable"}
!219 = distinct !{!219, !202, !216, !66, !218, !217}
!220 = !DILocation(line: 73, column: 9, scope: !25)
!221 = !DILocation(line: 74, column: 9, scope: !25)
!222 = !DILocation(line: 77, column: 12, scope: !25)
!223 = !DILocation(line: 76, column: 5, scope: !25)
!224 = !DILocation(line: 78, column: 14, scope: !25)
!225 = !DILocation(line: 78, column: 5, scope: !25)
!226 = !DILocation(line: 78, column: 28, scope: !25)
!227 = !DILocation(line: 78, column: 19, scope: !25)
!228 = !DILocation(line: 78, column: 43, scope: !25)
!229 = !DILocation(line: 78, column: 34, scope: !25)
!230 = !DILocation(line: 78, column: 58, scope: !25)
!231 = !DILocation(line: 78, column: 49, scope: !25)
!232 = !DILocation(line: 78, column: 72, scope: !25)
!233 = !DILocation(line: 78, column: 63, scope: !25)
!234 = !DILocation(line: 79, column: 5, scope: !25)
!235 = !DILocation(line: 79, column: 15, scope: !25)
!236 = !DILocation(line: 79, column: 25, scope: !25)
!237 = !DILocation(line: 79, column: 36, scope: !25)
!238 = !DILocation(line: 80, column: 12, scope: !25)
!239 = !DILocation(line: 81, column: 1, scope: !25)
!240 = !DISubprogram(name: "printf", scope: !241, file: !241, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!241 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!242 = !DISubprogram(name: "malloc", scope: !243, file: !243, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!243 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!244 = !DISubprogram(name: "cudaMalloc", scope: !245, file: !245, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!245 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!246 = !DISubprogram(name: "cudaMemcpy", scope: !245, file: !245, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!247 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !248, file: !248, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!248 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!249 = !DISubprogram(name: "free", scope: !243, file: !243, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!250 = !DISubprogram(name: "cudaFree", scope: !245, file: !245, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!251 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 84, type: !12, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!252 = !DILocation(line: 84, column: 21, scope: !251)
!253 = !{i32 0, i32 2}
!254 = !DILocation(line: 84, column: 14, scope: !251)
!255 = !DISubprogram(name: "erff", scope: !256, file: !256, line: 231, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!256 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
