; ModuleID = 'samples/cuda/conv_chain.cu'
source_filename = "samples/cuda/conv_chain.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [43 x i8] c"conv_chain: bad sizes n=%d h=%d w=%d c=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"conv_chain n=%d h=%d w=%d c=%d: %s\0A\00", align 1
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
define dso_local void @_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 !dbg !22 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.dim3, align 8
  %18 = alloca %struct.dim3, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  store ptr %0, ptr %9, align 8, !tbaa !14
  store ptr %1, ptr %10, align 8, !tbaa !14
  store ptr %2, ptr %11, align 8, !tbaa !14
  store i32 %3, ptr %12, align 4, !tbaa !18
  store i32 %4, ptr %13, align 4, !tbaa !18
  store i32 %5, ptr %14, align 4, !tbaa !18
  store i32 %6, ptr %15, align 4, !tbaa !18
  store i32 %7, ptr %16, align 4, !tbaa !18
  %21 = alloca [8 x ptr], align 16, !dbg !23
  store ptr %9, ptr %21, align 16, !dbg !23
  %22 = getelementptr inbounds ptr, ptr %21, i64 1, !dbg !23
  store ptr %10, ptr %22, align 8, !dbg !23
  %23 = getelementptr inbounds ptr, ptr %21, i64 2, !dbg !23
  store ptr %11, ptr %23, align 16, !dbg !23
  %24 = getelementptr inbounds ptr, ptr %21, i64 3, !dbg !23
  store ptr %12, ptr %24, align 8, !dbg !23
  %25 = getelementptr inbounds ptr, ptr %21, i64 4, !dbg !23
  store ptr %13, ptr %25, align 16, !dbg !23
  %26 = getelementptr inbounds ptr, ptr %21, i64 5, !dbg !23
  store ptr %14, ptr %26, align 8, !dbg !23
  %27 = getelementptr inbounds ptr, ptr %21, i64 6, !dbg !23
  store ptr %15, ptr %27, align 16, !dbg !23
  %28 = getelementptr inbounds ptr, ptr %21, i64 7, !dbg !23
  store ptr %16, ptr %28, align 8, !dbg !23
  %29 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20), !dbg !23
  %30 = load i64, ptr %19, align 8, !dbg !23
  %31 = load ptr, ptr %20, align 8, !dbg !23
  %32 = load i64, ptr %17, align 8, !dbg !23
  %33 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !23
  %34 = load i32, ptr %33, align 8, !dbg !23
  %35 = load i64, ptr %18, align 8, !dbg !23
  %36 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !23
  %37 = load i32, ptr %36, align 8, !dbg !23
  %38 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii, i64 %32, i32 %34, i64 %35, i32 %37, ptr noundef nonnull %21, i64 noundef %30, ptr noundef %31), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: uwtable
define dso_local i32 @run_conv_chain(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !dbg !25 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [8 x ptr], align 16, !dbg !26
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.dim3, align 8
  %29 = alloca %struct.dim3, align 8
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [8 x ptr], align 16, !dbg !28
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = icmp slt i32 %0, 1, !dbg !30
  %39 = icmp slt i32 %1, 1
  %40 = or i1 %38, %39, !dbg !31
  %41 = icmp slt i32 %2, 1
  %42 = or i1 %40, %41, !dbg !31
  %43 = icmp slt i32 %3, 1
  %44 = or i1 %42, %43, !dbg !31
  br i1 %44, label %45, label %47, !dbg !31

45:                                               ; preds = %6
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !32
  br label %345, !dbg !33

47:                                               ; preds = %6
  %48 = mul nsw i32 %1, %0, !dbg !34
  %49 = mul nsw i32 %48, %2, !dbg !35
  %50 = mul nsw i32 %49, %3, !dbg !36
  %51 = mul nsw i32 %3, 9, !dbg !37
  %52 = mul nsw i32 %51, %3, !dbg !38
  %53 = sext i32 %50 to i64, !dbg !39
  %54 = shl nsw i64 %53, 2, !dbg !40
  %55 = tail call noalias ptr @malloc(i64 noundef %54) #12, !dbg !41
  %56 = tail call noalias ptr @malloc(i64 noundef %54) #12, !dbg !42
  %57 = sext i32 %52 to i64, !dbg !43
  %58 = shl nsw i64 %57, 2, !dbg !44
  %59 = tail call noalias ptr @malloc(i64 noundef %58) #12, !dbg !45
  %60 = tail call noalias ptr @malloc(i64 noundef %58) #12, !dbg !46
  %61 = icmp sgt i32 %50, 0, !dbg !47
  br i1 %61, label %62, label %103, !dbg !51

62:                                               ; preds = %47
  %63 = zext i32 %50 to i64, !dbg !47
  %64 = and i64 %63, 1, !dbg !51
  %65 = icmp eq i32 %50, 1, !dbg !51
  br i1 %65, label %90, label %66, !dbg !51

66:                                               ; preds = %62
  %67 = and i64 %63, 4294967294, !dbg !51
  br label %68, !dbg !51

68:                                               ; preds = %68, %66
  %69 = phi i64 [ 0, %66 ], [ %87, %68 ], !dbg !52
  %70 = phi i32 [ %4, %66 ], [ %81, %68 ], !dbg !52
  %71 = phi i64 [ 0, %66 ], [ %88, %68 ]
  %72 = mul i32 %70, 1664525, !dbg !55
  %73 = add i32 %72, 1013904223, !dbg !56
  %74 = lshr i32 %73, 8, !dbg !57
  %75 = uitofp i32 %74 to float, !dbg !58
  %76 = tail call float @llvm.fmuladd.f32(float %75, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %77 = fmul float %76, 2.000000e+00, !dbg !60
  %78 = getelementptr inbounds float, ptr %55, i64 %69, !dbg !61
  store float %77, ptr %78, align 4, !dbg !62, !tbaa !63
  %79 = or i64 %69, 1, !dbg !65
  %80 = mul i32 %73, 1664525, !dbg !55
  %81 = add i32 %80, 1013904223, !dbg !56
  %82 = lshr i32 %81, 8, !dbg !57
  %83 = uitofp i32 %82 to float, !dbg !58
  %84 = tail call float @llvm.fmuladd.f32(float %83, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %85 = fmul float %84, 2.000000e+00, !dbg !60
  %86 = getelementptr inbounds float, ptr %55, i64 %79, !dbg !61
  store float %85, ptr %86, align 4, !dbg !62, !tbaa !63
  %87 = add nuw nsw i64 %69, 2, !dbg !65
  %88 = add i64 %71, 2, !dbg !51
  %89 = icmp eq i64 %88, %67, !dbg !51
  br i1 %89, label %90, label %68, !dbg !51, !llvm.loop !66

90:                                               ; preds = %68, %62
  %91 = phi i32 [ undef, %62 ], [ %81, %68 ]
  %92 = phi i64 [ 0, %62 ], [ %87, %68 ]
  %93 = phi i32 [ %4, %62 ], [ %81, %68 ]
  %94 = icmp eq i64 %64, 0, !dbg !51
  br i1 %94, label %103, label %95, !dbg !51

95:                                               ; preds = %90
  %96 = mul i32 %93, 1664525, !dbg !55
  %97 = add i32 %96, 1013904223, !dbg !56
  %98 = lshr i32 %97, 8, !dbg !57
  %99 = uitofp i32 %98 to float, !dbg !58
  %100 = tail call float @llvm.fmuladd.f32(float %99, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %101 = fmul float %100, 2.000000e+00, !dbg !60
  %102 = getelementptr inbounds float, ptr %55, i64 %92, !dbg !61
  store float %101, ptr %102, align 4, !dbg !62, !tbaa !63
  br label %103, !dbg !69

103:                                              ; preds = %95, %90, %47
  %104 = phi i32 [ %4, %47 ], [ %91, %90 ], [ %97, %95 ], !dbg !71
  %105 = icmp sgt i32 %52, 0, !dbg !69
  br i1 %105, label %106, label %188, !dbg !72

106:                                              ; preds = %103
  %107 = zext i32 %52 to i64, !dbg !69
  %108 = add nsw i64 %107, -1, !dbg !72
  %109 = and i64 %107, 1, !dbg !72
  %110 = icmp eq i64 %108, 0, !dbg !72
  br i1 %110, label %135, label %111, !dbg !72

111:                                              ; preds = %106
  %112 = and i64 %107, 4294967294, !dbg !72
  br label %113, !dbg !72

113:                                              ; preds = %113, %111
  %114 = phi i64 [ 0, %111 ], [ %132, %113 ], !dbg !73
  %115 = phi i32 [ %104, %111 ], [ %126, %113 ], !dbg !73
  %116 = phi i64 [ 0, %111 ], [ %133, %113 ]
  %117 = mul i32 %115, 1664525, !dbg !75
  %118 = add i32 %117, 1013904223, !dbg !76
  %119 = lshr i32 %118, 8, !dbg !77
  %120 = uitofp i32 %119 to float, !dbg !78
  %121 = tail call float @llvm.fmuladd.f32(float %120, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %122 = fmul float %121, 0x3FC99999A0000000, !dbg !80
  %123 = getelementptr inbounds float, ptr %59, i64 %114, !dbg !81
  store float %122, ptr %123, align 4, !dbg !82, !tbaa !63
  %124 = or i64 %114, 1, !dbg !83
  %125 = mul i32 %118, 1664525, !dbg !75
  %126 = add i32 %125, 1013904223, !dbg !76
  %127 = lshr i32 %126, 8, !dbg !77
  %128 = uitofp i32 %127 to float, !dbg !78
  %129 = tail call float @llvm.fmuladd.f32(float %128, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %130 = fmul float %129, 0x3FC99999A0000000, !dbg !80
  %131 = getelementptr inbounds float, ptr %59, i64 %124, !dbg !81
  store float %130, ptr %131, align 4, !dbg !82, !tbaa !63
  %132 = add nuw nsw i64 %114, 2, !dbg !83
  %133 = add i64 %116, 2, !dbg !72
  %134 = icmp eq i64 %133, %112, !dbg !72
  br i1 %134, label %135, label %113, !dbg !72, !llvm.loop !84

135:                                              ; preds = %113, %106
  %136 = phi i32 [ undef, %106 ], [ %126, %113 ]
  %137 = phi i64 [ 0, %106 ], [ %132, %113 ]
  %138 = phi i32 [ %104, %106 ], [ %126, %113 ]
  %139 = icmp eq i64 %109, 0, !dbg !72
  br i1 %139, label %148, label %140, !dbg !72

140:                                              ; preds = %135
  %141 = mul i32 %138, 1664525, !dbg !75
  %142 = add i32 %141, 1013904223, !dbg !76
  %143 = lshr i32 %142, 8, !dbg !77
  %144 = uitofp i32 %143 to float, !dbg !78
  %145 = tail call float @llvm.fmuladd.f32(float %144, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %146 = fmul float %145, 0x3FC99999A0000000, !dbg !80
  %147 = getelementptr inbounds float, ptr %59, i64 %137, !dbg !81
  store float %146, ptr %147, align 4, !dbg !82, !tbaa !63
  br label %148, !dbg !86

148:                                              ; preds = %135, %140
  %149 = phi i32 [ %136, %135 ], [ %142, %140 ], !dbg !76
  %150 = and i64 %107, 1, !dbg !86
  %151 = icmp eq i64 %108, 0, !dbg !86
  br i1 %151, label %176, label %152, !dbg !86

152:                                              ; preds = %148
  %153 = and i64 %107, 4294967294, !dbg !86
  br label %154, !dbg !86

154:                                              ; preds = %154, %152
  %155 = phi i64 [ 0, %152 ], [ %173, %154 ], !dbg !88
  %156 = phi i32 [ %149, %152 ], [ %167, %154 ], !dbg !88
  %157 = phi i64 [ 0, %152 ], [ %174, %154 ]
  %158 = mul i32 %156, 1664525, !dbg !90
  %159 = add i32 %158, 1013904223, !dbg !91
  %160 = lshr i32 %159, 8, !dbg !92
  %161 = uitofp i32 %160 to float, !dbg !93
  %162 = tail call float @llvm.fmuladd.f32(float %161, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %163 = fmul float %162, 0x3FC99999A0000000, !dbg !95
  %164 = getelementptr inbounds float, ptr %60, i64 %155, !dbg !96
  store float %163, ptr %164, align 4, !dbg !97, !tbaa !63
  %165 = or i64 %155, 1, !dbg !98
  %166 = mul i32 %159, 1664525, !dbg !90
  %167 = add i32 %166, 1013904223, !dbg !91
  %168 = lshr i32 %167, 8, !dbg !92
  %169 = uitofp i32 %168 to float, !dbg !93
  %170 = tail call float @llvm.fmuladd.f32(float %169, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %171 = fmul float %170, 0x3FC99999A0000000, !dbg !95
  %172 = getelementptr inbounds float, ptr %60, i64 %165, !dbg !96
  store float %171, ptr %172, align 4, !dbg !97, !tbaa !63
  %173 = add nuw nsw i64 %155, 2, !dbg !98
  %174 = add i64 %157, 2, !dbg !86
  %175 = icmp eq i64 %174, %153, !dbg !86
  br i1 %175, label %176, label %154, !dbg !86, !llvm.loop !99

176:                                              ; preds = %154, %148
  %177 = phi i64 [ 0, %148 ], [ %173, %154 ]
  %178 = phi i32 [ %149, %148 ], [ %167, %154 ]
  %179 = icmp eq i64 %150, 0, !dbg !86
  br i1 %179, label %188, label %180, !dbg !86

180:                                              ; preds = %176
  %181 = mul i32 %178, 1664525, !dbg !90
  %182 = add i32 %181, 1013904223, !dbg !91
  %183 = lshr i32 %182, 8, !dbg !92
  %184 = uitofp i32 %183 to float, !dbg !93
  %185 = tail call float @llvm.fmuladd.f32(float %184, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %186 = fmul float %185, 0x3FC99999A0000000, !dbg !95
  %187 = getelementptr inbounds float, ptr %60, i64 %177, !dbg !96
  store float %186, ptr %187, align 4, !dbg !97, !tbaa !63
  br label %188, !dbg !101

188:                                              ; preds = %180, %176, %103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #13, !dbg !101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #13, !dbg !101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #13, !dbg !101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #13, !dbg !101
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #13, !dbg !101
  %189 = call i32 @cudaMalloc(ptr noundef nonnull %33, i64 noundef %54), !dbg !102
  %190 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef %58), !dbg !103
  %191 = call i32 @cudaMalloc(ptr noundef nonnull %35, i64 noundef %58), !dbg !104
  %192 = call i32 @cudaMalloc(ptr noundef nonnull %36, i64 noundef %54), !dbg !105
  %193 = call i32 @cudaMalloc(ptr noundef nonnull %37, i64 noundef %54), !dbg !106
  %194 = load ptr, ptr %33, align 8, !dbg !107, !tbaa !14
  %195 = call i32 @cudaMemcpy(ptr noundef %194, ptr noundef %55, i64 noundef %54, i32 noundef 1), !dbg !108
  %196 = load ptr, ptr %34, align 8, !dbg !109, !tbaa !14
  %197 = call i32 @cudaMemcpy(ptr noundef %196, ptr noundef %59, i64 noundef %58, i32 noundef 1), !dbg !110
  %198 = load ptr, ptr %35, align 8, !dbg !111, !tbaa !14
  %199 = call i32 @cudaMemcpy(ptr noundef %198, ptr noundef %60, i64 noundef %58, i32 noundef 1), !dbg !112
  %200 = add nsw i32 %3, 31, !dbg !113
  %201 = sdiv i32 %200, 32, !dbg !114
  %202 = add nsw i32 %49, 31, !dbg !115
  %203 = sdiv i32 %202, 32, !dbg !116
  %204 = zext i32 %201 to i64, !dbg !117
  %205 = zext i32 %203 to i64, !dbg !121
  %206 = shl nuw i64 %205, 32, !dbg !121
  %207 = or i64 %206, %204, !dbg !121
  %208 = call i32 @__cudaPushCallConfiguration(i64 %207, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !122
  %209 = icmp eq i32 %208, 0, !dbg !122
  br i1 %209, label %210, label %231, !dbg !123

210:                                              ; preds = %188
  %211 = load ptr, ptr %33, align 8, !dbg !124, !tbaa !14
  %212 = load ptr, ptr %34, align 8, !dbg !125, !tbaa !14
  %213 = load ptr, ptr %36, align 8, !dbg !126, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %32)
  store ptr %211, ptr %20, align 8, !tbaa !14, !noalias !127
  store ptr %212, ptr %21, align 8, !tbaa !14, !noalias !127
  store ptr %213, ptr %22, align 8, !tbaa !14, !noalias !127
  store i32 %0, ptr %23, align 4, !tbaa !18, !noalias !127
  store i32 %1, ptr %24, align 4, !tbaa !18, !noalias !127
  store i32 %2, ptr %25, align 4, !tbaa !18, !noalias !127
  store i32 %3, ptr %26, align 4, !tbaa !18, !noalias !127
  store i32 %3, ptr %27, align 4, !tbaa !18, !noalias !127
  store ptr %20, ptr %32, align 16, !dbg !28, !noalias !127
  %214 = getelementptr inbounds ptr, ptr %32, i64 1, !dbg !28
  store ptr %21, ptr %214, align 8, !dbg !28, !noalias !127
  %215 = getelementptr inbounds ptr, ptr %32, i64 2, !dbg !28
  store ptr %22, ptr %215, align 16, !dbg !28, !noalias !127
  %216 = getelementptr inbounds ptr, ptr %32, i64 3, !dbg !28
  store ptr %23, ptr %216, align 8, !dbg !28, !noalias !127
  %217 = getelementptr inbounds ptr, ptr %32, i64 4, !dbg !28
  store ptr %24, ptr %217, align 16, !dbg !28, !noalias !127
  %218 = getelementptr inbounds ptr, ptr %32, i64 5, !dbg !28
  store ptr %25, ptr %218, align 8, !dbg !28, !noalias !127
  %219 = getelementptr inbounds ptr, ptr %32, i64 6, !dbg !28
  store ptr %26, ptr %219, align 16, !dbg !28, !noalias !127
  %220 = getelementptr inbounds ptr, ptr %32, i64 7, !dbg !28
  store ptr %27, ptr %220, align 8, !dbg !28, !noalias !127
  %221 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31), !dbg !28
  %222 = load i64, ptr %30, align 8, !dbg !28, !noalias !127
  %223 = load ptr, ptr %31, align 8, !dbg !28, !noalias !127
  %224 = load i64, ptr %28, align 8, !dbg !28, !noalias !127
  %225 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !28
  %226 = load i32, ptr %225, align 8, !dbg !28, !noalias !127
  %227 = load i64, ptr %29, align 8, !dbg !28, !noalias !127
  %228 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !28
  %229 = load i32, ptr %228, align 8, !dbg !28, !noalias !127
  %230 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii, i64 %224, i32 %226, i64 %227, i32 %229, ptr noundef nonnull %32, i64 noundef %222, ptr noundef %223), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %23), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %24), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !132
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28), !dbg !132
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !132
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %32), !dbg !132
  br label %231, !dbg !123

231:                                              ; preds = %210, %188
  %232 = call i32 @__cudaPushCallConfiguration(i64 %207, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !133
  %233 = icmp eq i32 %232, 0, !dbg !133
  br i1 %233, label %234, label %255, !dbg !134

234:                                              ; preds = %231
  %235 = load ptr, ptr %36, align 8, !dbg !135, !tbaa !14
  %236 = load ptr, ptr %35, align 8, !dbg !136, !tbaa !14
  %237 = load ptr, ptr %37, align 8, !dbg !137, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %19)
  store ptr %235, ptr %7, align 8, !tbaa !14, !noalias !138
  store ptr %236, ptr %8, align 8, !tbaa !14, !noalias !138
  store ptr %237, ptr %9, align 8, !tbaa !14, !noalias !138
  store i32 %0, ptr %10, align 4, !tbaa !18, !noalias !138
  store i32 %1, ptr %11, align 4, !tbaa !18, !noalias !138
  store i32 %2, ptr %12, align 4, !tbaa !18, !noalias !138
  store i32 %3, ptr %13, align 4, !tbaa !18, !noalias !138
  store i32 %3, ptr %14, align 4, !tbaa !18, !noalias !138
  store ptr %7, ptr %19, align 16, !dbg !26, !noalias !138
  %238 = getelementptr inbounds ptr, ptr %19, i64 1, !dbg !26
  store ptr %8, ptr %238, align 8, !dbg !26, !noalias !138
  %239 = getelementptr inbounds ptr, ptr %19, i64 2, !dbg !26
  store ptr %9, ptr %239, align 16, !dbg !26, !noalias !138
  %240 = getelementptr inbounds ptr, ptr %19, i64 3, !dbg !26
  store ptr %10, ptr %240, align 8, !dbg !26, !noalias !138
  %241 = getelementptr inbounds ptr, ptr %19, i64 4, !dbg !26
  store ptr %11, ptr %241, align 16, !dbg !26, !noalias !138
  %242 = getelementptr inbounds ptr, ptr %19, i64 5, !dbg !26
  store ptr %12, ptr %242, align 8, !dbg !26, !noalias !138
  %243 = getelementptr inbounds ptr, ptr %19, i64 6, !dbg !26
  store ptr %13, ptr %243, align 16, !dbg !26, !noalias !138
  %244 = getelementptr inbounds ptr, ptr %19, i64 7, !dbg !26
  store ptr %14, ptr %244, align 8, !dbg !26, !noalias !138
  %245 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18), !dbg !26
  %246 = load i64, ptr %17, align 8, !dbg !26, !noalias !138
  %247 = load ptr, ptr %18, align 8, !dbg !26, !noalias !138
  %248 = load i64, ptr %15, align 8, !dbg !26, !noalias !138
  %249 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !26
  %250 = load i32, ptr %249, align 8, !dbg !26, !noalias !138
  %251 = load i64, ptr %16, align 8, !dbg !26, !noalias !138
  %252 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !26
  %253 = load i32, ptr %252, align 8, !dbg !26, !noalias !138
  %254 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii, i64 %248, i32 %250, i64 %251, i32 %253, ptr noundef nonnull %19, i64 noundef %246, ptr noundef %247), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !143
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !143
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11), !dbg !143
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12), !dbg !143
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13), !dbg !143
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14), !dbg !143
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15), !dbg !143
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !143
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %19), !dbg !143
  br label %255, !dbg !134

255:                                              ; preds = %234, %231
  %256 = load ptr, ptr %37, align 8, !dbg !144, !tbaa !14
  %257 = call i32 @cudaMemcpy(ptr noundef %56, ptr noundef %256, i64 noundef %54, i32 noundef 2), !dbg !145
  %258 = icmp eq i32 %5, 0, !dbg !146
  br i1 %258, label %327, label %259, !dbg !146

259:                                              ; preds = %255
  %260 = call noalias ptr @malloc(i64 noundef %54) #12, !dbg !147
  %261 = call noalias ptr @malloc(i64 noundef %54) #12, !dbg !148
  call fastcc void @_ZL14reference_convPKfS0_Pfiiiii(ptr noundef %55, ptr noundef %59, ptr noundef %260, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %3), !dbg !149
  call fastcc void @_ZL14reference_convPKfS0_Pfiiiii(ptr noundef %260, ptr noundef %60, ptr noundef %261, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %3), !dbg !150
  br i1 %61, label %262, label %324, !dbg !151

262:                                              ; preds = %259
  %263 = zext i32 %50 to i64, !dbg !152
  %264 = icmp ult i32 %50, 8, !dbg !151
  br i1 %264, label %303, label %265, !dbg !151

265:                                              ; preds = %262
  %266 = and i64 %263, 4294967288, !dbg !151
  br label %267, !dbg !151

267:                                              ; preds = %267, %265
  %268 = phi i64 [ 0, %265 ], [ %297, %267 ], !dbg !153
  %269 = phi <4 x i32> [ zeroinitializer, %265 ], [ %295, %267 ]
  %270 = phi <4 x i32> [ zeroinitializer, %265 ], [ %296, %267 ]
  %271 = getelementptr inbounds float, ptr %56, i64 %268, !dbg !154
  %272 = load <4 x float>, ptr %271, align 4, !dbg !154, !tbaa !63
  %273 = getelementptr inbounds float, ptr %271, i64 4, !dbg !154
  %274 = load <4 x float>, ptr %273, align 4, !dbg !154, !tbaa !63
  %275 = getelementptr inbounds float, ptr %261, i64 %268, !dbg !155
  %276 = load <4 x float>, ptr %275, align 4, !dbg !155, !tbaa !63
  %277 = getelementptr inbounds float, ptr %275, i64 4, !dbg !155
  %278 = load <4 x float>, ptr %277, align 4, !dbg !155, !tbaa !63
  %279 = fsub <4 x float> %272, %276, !dbg !156
  %280 = fsub <4 x float> %274, %278, !dbg !156
  %281 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %279), !dbg !157
  %282 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %280), !dbg !157
  %283 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %276), !dbg !158
  %284 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %278), !dbg !158
  %285 = fadd <4 x float> %283, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !159
  %286 = fadd <4 x float> %284, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !159
  %287 = fmul <4 x float> %285, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !160
  %288 = fmul <4 x float> %286, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !160
  %289 = fcmp ugt <4 x float> %281, %287, !dbg !161
  %290 = fcmp ugt <4 x float> %282, %288, !dbg !161
  %291 = freeze <4 x i1> %289, !dbg !162
  %292 = freeze <4 x i1> %290, !dbg !162
  %293 = zext <4 x i1> %291 to <4 x i32>, !dbg !162
  %294 = zext <4 x i1> %292 to <4 x i32>, !dbg !162
  %295 = add <4 x i32> %269, %293, !dbg !163
  %296 = add <4 x i32> %270, %294, !dbg !163
  %297 = add nuw i64 %268, 8, !dbg !153
  %298 = icmp eq i64 %297, %266, !dbg !153
  br i1 %298, label %299, label %267, !dbg !153, !llvm.loop !164

299:                                              ; preds = %267
  %300 = add <4 x i32> %296, %295, !dbg !151
  %301 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %300), !dbg !151
  %302 = icmp eq i64 %266, %263, !dbg !151
  br i1 %302, label %324, label %303, !dbg !151

303:                                              ; preds = %262, %299
  %304 = phi i64 [ 0, %262 ], [ %266, %299 ]
  %305 = phi i32 [ 0, %262 ], [ %301, %299 ]
  br label %306, !dbg !151

306:                                              ; preds = %303, %306
  %307 = phi i64 [ %322, %306 ], [ %304, %303 ]
  %308 = phi i32 [ %321, %306 ], [ %305, %303 ]
  %309 = getelementptr inbounds float, ptr %56, i64 %307, !dbg !154
  %310 = load float, ptr %309, align 4, !dbg !154, !tbaa !63
  %311 = getelementptr inbounds float, ptr %261, i64 %307, !dbg !155
  %312 = load float, ptr %311, align 4, !dbg !155, !tbaa !63
  %313 = fsub float %310, %312, !dbg !156
  %314 = call float @llvm.fabs.f32(float %313), !dbg !157
  %315 = call float @llvm.fabs.f32(float %312), !dbg !158
  %316 = fadd float %315, 1.000000e+00, !dbg !159
  %317 = fmul float %316, 0x3F50624DE0000000, !dbg !160
  %318 = fcmp ugt float %314, %317, !dbg !161
  %319 = freeze i1 %318, !dbg !162
  %320 = zext i1 %319 to i32, !dbg !162
  %321 = add i32 %308, %320, !dbg !163
  %322 = add nuw nsw i64 %307, 1, !dbg !153
  %323 = icmp eq i64 %322, %263, !dbg !152
  br i1 %323, label %324, label %306, !dbg !151, !llvm.loop !168

324:                                              ; preds = %306, %299, %259
  %325 = phi i32 [ 0, %259 ], [ %301, %299 ], [ %321, %306 ]
  call void @free(ptr noundef %260) #13, !dbg !169
  call void @free(ptr noundef %261) #13, !dbg !170
  %326 = icmp eq i32 %325, 0, !dbg !171
  br i1 %326, label %327, label %328, !dbg !171

327:                                              ; preds = %255, %324
  br label %328, !dbg !171

328:                                              ; preds = %324, %327
  %329 = phi i32 [ 0, %327 ], [ %325, %324 ]
  %330 = phi ptr [ @.str.4, %327 ], [ @.str.3, %324 ]
  %331 = select i1 %258, ptr @.str.2, ptr %330, !dbg !171
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %331), !dbg !172
  %333 = load ptr, ptr %33, align 8, !dbg !173, !tbaa !14
  %334 = call i32 @cudaFree(ptr noundef %333), !dbg !174
  %335 = load ptr, ptr %34, align 8, !dbg !175, !tbaa !14
  %336 = call i32 @cudaFree(ptr noundef %335), !dbg !176
  %337 = load ptr, ptr %35, align 8, !dbg !177, !tbaa !14
  %338 = call i32 @cudaFree(ptr noundef %337), !dbg !178
  %339 = load ptr, ptr %36, align 8, !dbg !179, !tbaa !14
  %340 = call i32 @cudaFree(ptr noundef %339), !dbg !180
  %341 = load ptr, ptr %37, align 8, !dbg !181, !tbaa !14
  %342 = call i32 @cudaFree(ptr noundef %341), !dbg !182
  call void @free(ptr noundef %55) #13, !dbg !183
  call void @free(ptr noundef %56) #13, !dbg !184
  call void @free(ptr noundef %59) #13, !dbg !185
  call void @free(ptr noundef %60) #13, !dbg !186
  %343 = icmp ne i32 %329, 0, !dbg !187
  %344 = zext i1 %343 to i32, !dbg !187
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #13, !dbg !188
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #13, !dbg !188
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #13, !dbg !188
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #13, !dbg !188
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #13, !dbg !188
  br label %345

345:                                              ; preds = %328, %45
  %346 = phi i32 [ 1, %45 ], [ %344, %328 ], !dbg !71
  ret i32 %346, !dbg !188
}

; Function Attrs: nofree nounwind
declare !dbg !189 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !191 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !193 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !195 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !196 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @_ZL14reference_convPKfS0_Pfiiiii(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) unnamed_addr #6 !dbg !198 {
  %9 = mul i32 %5, %4
  %10 = mul i32 %9, %3
  %11 = icmp sgt i32 %10, 0, !dbg !199
  br i1 %11, label %12, label %24, !dbg !200

12:                                               ; preds = %8
  %13 = icmp sgt i32 %7, 0
  %14 = icmp slt i32 %6, 1
  %15 = sext i32 %7 to i64, !dbg !200
  %16 = sext i32 %6 to i64, !dbg !200
  %17 = zext i32 %10 to i64, !dbg !199
  %18 = zext i32 %7 to i64
  %19 = zext i32 %6 to i64
  %20 = and i64 %19, 1
  %21 = icmp eq i32 %6, 1
  %22 = and i64 %19, 4294967294
  %23 = icmp eq i64 %20, 0
  br label %25, !dbg !200

24:                                               ; preds = %38, %8
  ret void, !dbg !201

25:                                               ; preds = %12, %38
  %26 = phi i64 [ 0, %12 ], [ %39, %38 ]
  %27 = trunc i64 %26 to i32, !dbg !202
  %28 = sdiv i32 %27, %5, !dbg !202
  %29 = srem i32 %28, %4, !dbg !203
  %30 = srem i32 %27, %5, !dbg !204
  br i1 %13, label %31, label %38, !dbg !205

31:                                               ; preds = %25
  %32 = sdiv i32 %27, %9, !dbg !206
  %33 = mul nsw i32 %32, %4
  %34 = add i32 %33, -1
  %35 = mul nsw i64 %26, %15
  br label %36, !dbg !205

36:                                               ; preds = %31, %41
  %37 = phi i64 [ 0, %31 ], [ %45, %41 ]
  br label %47, !dbg !207

38:                                               ; preds = %41, %25
  %39 = add nuw nsw i64 %26, 1, !dbg !208
  %40 = icmp eq i64 %39, %17, !dbg !199
  br i1 %40, label %24, label %25, !dbg !200, !llvm.loop !209

41:                                               ; preds = %113
  %42 = tail call float @llvm.maxnum.f32(float %114, float 0.000000e+00), !dbg !211
  %43 = add nsw i64 %37, %35, !dbg !212
  %44 = getelementptr inbounds float, ptr %2, i64 %43, !dbg !213
  store float %42, ptr %44, align 4, !dbg !214, !tbaa !63
  %45 = add nuw nsw i64 %37, 1, !dbg !215
  %46 = icmp eq i64 %45, %18, !dbg !216
  br i1 %46, label %38, label %36, !dbg !205, !llvm.loop !217

47:                                               ; preds = %36, %113
  %48 = phi i64 [ 0, %36 ], [ %115, %113 ]
  %49 = phi float [ 0.000000e+00, %36 ], [ %114, %113 ]
  %50 = trunc i64 %48 to i8, !dbg !219
  %51 = udiv i8 %50, 3, !dbg !219
  %52 = zext i8 %51 to i32, !dbg !219
  %53 = add nsw i32 %29, %52, !dbg !220
  %54 = urem i8 %50, 3, !dbg !221
  %55 = zext i8 %54 to i32, !dbg !221
  %56 = add nuw nsw i32 %30, %55, !dbg !222
  %57 = add nsw i32 %56, -1, !dbg !223
  %58 = icmp slt i32 %53, 1, !dbg !224
  br i1 %58, label %113, label %59, !dbg !225

59:                                               ; preds = %47
  %60 = icmp sgt i32 %53, %4, !dbg !226
  %61 = icmp eq i32 %56, 0
  %62 = select i1 %60, i1 true, i1 %61, !dbg !227
  %63 = icmp sgt i32 %56, %5
  %64 = select i1 %62, i1 true, i1 %63, !dbg !227
  %65 = or i1 %64, %14, !dbg !227
  br i1 %65, label %113, label %66, !dbg !227

66:                                               ; preds = %59
  %67 = add i32 %34, %53
  %68 = mul nsw i32 %67, %5
  %69 = add nsw i32 %57, %68
  %70 = mul nsw i32 %69, %6
  %71 = mul nsw i64 %48, %16
  %72 = sext i32 %70 to i64, !dbg !228
  br i1 %21, label %99, label %73, !dbg !228

73:                                               ; preds = %66, %73
  %74 = phi i64 [ %96, %73 ], [ 0, %66 ]
  %75 = phi float [ %95, %73 ], [ %49, %66 ]
  %76 = phi i64 [ %97, %73 ], [ 0, %66 ]
  %77 = add nsw i64 %74, %72, !dbg !229
  %78 = getelementptr inbounds float, ptr %0, i64 %77, !dbg !230
  %79 = load float, ptr %78, align 4, !dbg !230, !tbaa !63
  %80 = add nsw i64 %74, %71, !dbg !231
  %81 = mul nsw i64 %80, %15, !dbg !232
  %82 = add nsw i64 %81, %37, !dbg !233
  %83 = getelementptr inbounds float, ptr %1, i64 %82, !dbg !234
  %84 = load float, ptr %83, align 4, !dbg !234, !tbaa !63
  %85 = tail call float @llvm.fmuladd.f32(float %79, float %84, float %75), !dbg !235
  %86 = or i64 %74, 1, !dbg !236
  %87 = add nsw i64 %86, %72, !dbg !229
  %88 = getelementptr inbounds float, ptr %0, i64 %87, !dbg !230
  %89 = load float, ptr %88, align 4, !dbg !230, !tbaa !63
  %90 = add nsw i64 %86, %71, !dbg !231
  %91 = mul nsw i64 %90, %15, !dbg !232
  %92 = add nsw i64 %91, %37, !dbg !233
  %93 = getelementptr inbounds float, ptr %1, i64 %92, !dbg !234
  %94 = load float, ptr %93, align 4, !dbg !234, !tbaa !63
  %95 = tail call float @llvm.fmuladd.f32(float %89, float %94, float %85), !dbg !235
  %96 = add nuw nsw i64 %74, 2, !dbg !236
  %97 = add i64 %76, 2, !dbg !228
  %98 = icmp eq i64 %97, %22, !dbg !228
  br i1 %98, label %99, label %73, !dbg !228, !llvm.loop !237

99:                                               ; preds = %73, %66
  %100 = phi float [ undef, %66 ], [ %95, %73 ]
  %101 = phi i64 [ 0, %66 ], [ %96, %73 ]
  %102 = phi float [ %49, %66 ], [ %95, %73 ]
  br i1 %23, label %113, label %103, !dbg !228

103:                                              ; preds = %99
  %104 = add nsw i64 %101, %72, !dbg !229
  %105 = getelementptr inbounds float, ptr %0, i64 %104, !dbg !230
  %106 = load float, ptr %105, align 4, !dbg !230, !tbaa !63
  %107 = add nsw i64 %101, %71, !dbg !231
  %108 = mul nsw i64 %107, %15, !dbg !232
  %109 = add nsw i64 %108, %37, !dbg !233
  %110 = getelementptr inbounds float, ptr %1, i64 %109, !dbg !234
  %111 = load float, ptr %110, align 4, !dbg !234, !tbaa !63
  %112 = tail call float @llvm.fmuladd.f32(float %106, float %111, float %102), !dbg !235
  br label %113, !dbg !239

113:                                              ; preds = %103, %99, %59, %47
  %114 = phi float [ %49, %59 ], [ %49, %47 ], [ %100, %99 ], [ %112, %103 ], !dbg !240
  %115 = add nuw nsw i64 %48, 1, !dbg !239
  %116 = icmp eq i64 %115, 9, !dbg !241
  br i1 %116, label %41, label %47, !dbg !207, !llvm.loop !242
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !244 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

declare !dbg !245 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !246 {
  %1 = tail call i32 @run_conv_chain(i32 noundef 8, i32 noundef 28, i32 noundef 28, i32 noundef 128, i32 noundef 1, i32 noundef 0), !dbg !247, !range !248
  ret i32 %1, !dbg !249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

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
attributes #6 = { mustprogress nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !DIFile(filename: "samples/cuda/conv_chain.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "93e3da60f7102d8f3f109366eb7c708a")
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
!22 = distinct !DISubprogram(name: "conv3x3_relu", scope: !8, file: !8, line: 20, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 21, column: 79, scope: !22)
!24 = !DILocation(line: 27, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "run_conv_chain", scope: !8, file: !8, line: 47, type: !12, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 21, column: 79, scope: !22, inlinedAt: !27)
!27 = distinct !DILocation(line: 71, column: 5, scope: !25)
!28 = !DILocation(line: 21, column: 79, scope: !22, inlinedAt: !29)
!29 = distinct !DILocation(line: 70, column: 5, scope: !25)
!30 = !DILocation(line: 48, column: 11, scope: !25)
!31 = !DILocation(line: 48, column: 16, scope: !25)
!32 = !DILocation(line: 49, column: 9, scope: !25)
!33 = !DILocation(line: 50, column: 9, scope: !25)
!34 = !DILocation(line: 53, column: 20, scope: !25)
!35 = !DILocation(line: 53, column: 24, scope: !25)
!36 = !DILocation(line: 53, column: 41, scope: !25)
!37 = !DILocation(line: 53, column: 60, scope: !25)
!38 = !DILocation(line: 53, column: 71, scope: !25)
!39 = !DILocation(line: 54, column: 33, scope: !25)
!40 = !DILocation(line: 54, column: 36, scope: !25)
!41 = !DILocation(line: 54, column: 26, scope: !25)
!42 = !DILocation(line: 54, column: 69, scope: !25)
!43 = !DILocation(line: 55, column: 34, scope: !25)
!44 = !DILocation(line: 55, column: 37, scope: !25)
!45 = !DILocation(line: 55, column: 27, scope: !25)
!46 = !DILocation(line: 55, column: 71, scope: !25)
!47 = !DILocation(line: 11, column: 23, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "fill", scope: !49, file: !49, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!49 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!50 = distinct !DILocation(line: 56, column: 5, scope: !25)
!51 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !50)
!52 = !DILocation(line: 6, column: 14, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "lcg_uniform", scope: !49, file: !49, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!54 = distinct !DILocation(line: 11, column: 48, scope: !48, inlinedAt: !50)
!55 = !DILocation(line: 6, column: 21, scope: !53, inlinedAt: !54)
!56 = !DILocation(line: 6, column: 32, scope: !53, inlinedAt: !54)
!57 = !DILocation(line: 7, column: 27, scope: !53, inlinedAt: !54)
!58 = !DILocation(line: 7, column: 19, scope: !53, inlinedAt: !54)
!59 = !DILocation(line: 7, column: 56, scope: !53, inlinedAt: !54)
!60 = !DILocation(line: 11, column: 46, scope: !48, inlinedAt: !50)
!61 = !DILocation(line: 11, column: 33, scope: !48, inlinedAt: !50)
!62 = !DILocation(line: 11, column: 38, scope: !48, inlinedAt: !50)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !16, i64 0}
!65 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !50)
!66 = distinct !{!66, !51, !67, !68}
!67 = !DILocation(line: 11, column: 65, scope: !48, inlinedAt: !50)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 11, column: 23, scope: !48, inlinedAt: !70)
!70 = distinct !DILocation(line: 57, column: 5, scope: !25)
!71 = !DILocation(line: 0, scope: !25)
!72 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !70)
!73 = !DILocation(line: 6, column: 14, scope: !53, inlinedAt: !74)
!74 = distinct !DILocation(line: 11, column: 48, scope: !48, inlinedAt: !70)
!75 = !DILocation(line: 6, column: 21, scope: !53, inlinedAt: !74)
!76 = !DILocation(line: 6, column: 32, scope: !53, inlinedAt: !74)
!77 = !DILocation(line: 7, column: 27, scope: !53, inlinedAt: !74)
!78 = !DILocation(line: 7, column: 19, scope: !53, inlinedAt: !74)
!79 = !DILocation(line: 7, column: 56, scope: !53, inlinedAt: !74)
!80 = !DILocation(line: 11, column: 46, scope: !48, inlinedAt: !70)
!81 = !DILocation(line: 11, column: 33, scope: !48, inlinedAt: !70)
!82 = !DILocation(line: 11, column: 38, scope: !48, inlinedAt: !70)
!83 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !70)
!84 = distinct !{!84, !72, !85, !68}
!85 = !DILocation(line: 11, column: 65, scope: !48, inlinedAt: !70)
!86 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !87)
!87 = distinct !DILocation(line: 58, column: 5, scope: !25)
!88 = !DILocation(line: 6, column: 14, scope: !53, inlinedAt: !89)
!89 = distinct !DILocation(line: 11, column: 48, scope: !48, inlinedAt: !87)
!90 = !DILocation(line: 6, column: 21, scope: !53, inlinedAt: !89)
!91 = !DILocation(line: 6, column: 32, scope: !53, inlinedAt: !89)
!92 = !DILocation(line: 7, column: 27, scope: !53, inlinedAt: !89)
!93 = !DILocation(line: 7, column: 19, scope: !53, inlinedAt: !89)
!94 = !DILocation(line: 7, column: 56, scope: !53, inlinedAt: !89)
!95 = !DILocation(line: 11, column: 46, scope: !48, inlinedAt: !87)
!96 = !DILocation(line: 11, column: 33, scope: !48, inlinedAt: !87)
!97 = !DILocation(line: 11, column: 38, scope: !48, inlinedAt: !87)
!98 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !87)
!99 = distinct !{!99, !86, !100, !68}
!100 = !DILocation(line: 11, column: 65, scope: !48, inlinedAt: !87)
!101 = !DILocation(line: 59, column: 5, scope: !25)
!102 = !DILocation(line: 60, column: 5, scope: !25)
!103 = !DILocation(line: 61, column: 5, scope: !25)
!104 = !DILocation(line: 62, column: 5, scope: !25)
!105 = !DILocation(line: 63, column: 5, scope: !25)
!106 = !DILocation(line: 64, column: 5, scope: !25)
!107 = !DILocation(line: 65, column: 16, scope: !25)
!108 = !DILocation(line: 65, column: 5, scope: !25)
!109 = !DILocation(line: 66, column: 16, scope: !25)
!110 = !DILocation(line: 66, column: 5, scope: !25)
!111 = !DILocation(line: 67, column: 16, scope: !25)
!112 = !DILocation(line: 67, column: 5, scope: !25)
!113 = !DILocation(line: 69, column: 37, scope: !25)
!114 = !DILocation(line: 69, column: 42, scope: !25)
!115 = !DILocation(line: 69, column: 75, scope: !25)
!116 = !DILocation(line: 69, column: 80, scope: !25)
!117 = !DILocation(line: 423, column: 105, scope: !118, inlinedAt: !120)
!118 = distinct !DISubprogram(name: "dim3", scope: !119, file: !119, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!119 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!120 = distinct !DILocation(line: 69, column: 10, scope: !25)
!121 = !DILocation(line: 423, column: 112, scope: !118, inlinedAt: !120)
!122 = !DILocation(line: 70, column: 17, scope: !25)
!123 = !DILocation(line: 70, column: 5, scope: !25)
!124 = !DILocation(line: 70, column: 35, scope: !25)
!125 = !DILocation(line: 70, column: 39, scope: !25)
!126 = !DILocation(line: 70, column: 44, scope: !25)
!127 = !{!128, !130, !131}
!128 = distinct !{!128, !129, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 0"}
!129 = distinct !{!129, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii"}
!130 = distinct !{!130, !129, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 1"}
!131 = distinct !{!131, !129, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 2"}
!132 = !DILocation(line: 27, column: 1, scope: !22, inlinedAt: !29)
!133 = !DILocation(line: 71, column: 17, scope: !25)
!134 = !DILocation(line: 71, column: 5, scope: !25)
!135 = !DILocation(line: 71, column: 35, scope: !25)
!136 = !DILocation(line: 71, column: 39, scope: !25)
!137 = !DILocation(line: 71, column: 44, scope: !25)
!138 = !{!139, !141, !142}
!139 = distinct !{!139, !140, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 0"}
!140 = distinct !{!140, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii"}
!141 = distinct !{!141, !140, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 1"}
!142 = distinct !{!142, !140, !"_Z27__device_stub__conv3x3_reluPKfS0_Pfiiiii: argument 2"}
!143 = !DILocation(line: 27, column: 1, scope: !22, inlinedAt: !27)
!144 = !DILocation(line: 72, column: 20, scope: !25)
!145 = !DILocation(line: 72, column: 5, scope: !25)
!146 = !DILocation(line: 75, column: 9, scope: !25)
!147 = !DILocation(line: 76, column: 32, scope: !25)
!148 = !DILocation(line: 76, column: 77, scope: !25)
!149 = !DILocation(line: 77, column: 9, scope: !25)
!150 = !DILocation(line: 78, column: 9, scope: !25)
!151 = !DILocation(line: 79, column: 9, scope: !25)
!152 = !DILocation(line: 79, column: 27, scope: !25)
!153 = !DILocation(line: 79, column: 33, scope: !25)
!154 = !DILocation(line: 79, column: 53, scope: !25)
!155 = !DILocation(line: 79, column: 61, scope: !25)
!156 = !DILocation(line: 79, column: 59, scope: !25)
!157 = !DILocation(line: 79, column: 47, scope: !25)
!158 = !DILocation(line: 79, column: 89, scope: !25)
!159 = !DILocation(line: 79, column: 87, scope: !25)
!160 = !DILocation(line: 79, column: 79, scope: !25)
!161 = !DILocation(line: 79, column: 70, scope: !25)
!162 = !DILocation(line: 79, column: 45, scope: !25)
!163 = !DILocation(line: 79, column: 42, scope: !25)
!164 = distinct !{!164, !151, !165, !68, !166, !167}
!165 = !DILocation(line: 79, column: 104, scope: !25)
!166 = !{!"llvm.loop.isvectorized", i32 1}
!167 = !{!"llvm.loop.unroll.runtime.disable"}
!168 = distinct !{!168, !151, !165, !68, !167, !166}
!169 = !DILocation(line: 80, column: 9, scope: !25)
!170 = !DILocation(line: 81, column: 9, scope: !25)
!171 = !DILocation(line: 83, column: 71, scope: !25)
!172 = !DILocation(line: 83, column: 5, scope: !25)
!173 = !DILocation(line: 84, column: 14, scope: !25)
!174 = !DILocation(line: 84, column: 5, scope: !25)
!175 = !DILocation(line: 84, column: 28, scope: !25)
!176 = !DILocation(line: 84, column: 19, scope: !25)
!177 = !DILocation(line: 84, column: 43, scope: !25)
!178 = !DILocation(line: 84, column: 34, scope: !25)
!179 = !DILocation(line: 84, column: 58, scope: !25)
!180 = !DILocation(line: 84, column: 49, scope: !25)
!181 = !DILocation(line: 84, column: 72, scope: !25)
!182 = !DILocation(line: 84, column: 63, scope: !25)
!183 = !DILocation(line: 85, column: 5, scope: !25)
!184 = !DILocation(line: 85, column: 15, scope: !25)
!185 = !DILocation(line: 85, column: 25, scope: !25)
!186 = !DILocation(line: 85, column: 36, scope: !25)
!187 = !DILocation(line: 86, column: 12, scope: !25)
!188 = !DILocation(line: 87, column: 1, scope: !25)
!189 = !DISubprogram(name: "printf", scope: !190, file: !190, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!190 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!191 = !DISubprogram(name: "malloc", scope: !192, file: !192, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!192 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!193 = !DISubprogram(name: "cudaMalloc", scope: !194, file: !194, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!194 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!195 = !DISubprogram(name: "cudaMemcpy", scope: !194, file: !194, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!196 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !197, file: !197, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!197 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!198 = distinct !DISubprogram(name: "reference_conv", scope: !8, file: !8, line: 31, type: !12, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!199 = !DILocation(line: 32, column: 23, scope: !198)
!200 = !DILocation(line: 32, column: 5, scope: !198)
!201 = !DILocation(line: 45, column: 1, scope: !198)
!202 = !DILocation(line: 33, column: 42, scope: !198)
!203 = !DILocation(line: 33, column: 46, scope: !198)
!204 = !DILocation(line: 33, column: 59, scope: !198)
!205 = !DILocation(line: 34, column: 9, scope: !198)
!206 = !DILocation(line: 33, column: 23, scope: !198)
!207 = !DILocation(line: 36, column: 13, scope: !198)
!208 = !DILocation(line: 32, column: 36, scope: !198)
!209 = distinct !{!209, !200, !210, !68}
!210 = !DILocation(line: 44, column: 5, scope: !198)
!211 = !DILocation(line: 42, column: 31, scope: !198)
!212 = !DILocation(line: 42, column: 24, scope: !198)
!213 = !DILocation(line: 42, column: 13, scope: !198)
!214 = !DILocation(line: 42, column: 29, scope: !198)
!215 = !DILocation(line: 34, column: 35, scope: !198)
!216 = !DILocation(line: 34, column: 27, scope: !198)
!217 = distinct !{!217, !205, !218, !68}
!218 = !DILocation(line: 43, column: 9, scope: !198)
!219 = !DILocation(line: 37, column: 36, scope: !198)
!220 = !DILocation(line: 37, column: 30, scope: !198)
!221 = !DILocation(line: 37, column: 60, scope: !198)
!222 = !DILocation(line: 37, column: 54, scope: !198)
!223 = !DILocation(line: 37, column: 64, scope: !198)
!224 = !DILocation(line: 38, column: 24, scope: !198)
!225 = !DILocation(line: 38, column: 28, scope: !198)
!226 = !DILocation(line: 38, column: 34, scope: !198)
!227 = !DILocation(line: 38, column: 39, scope: !198)
!228 = !DILocation(line: 39, column: 17, scope: !198)
!229 = !DILocation(line: 40, column: 64, scope: !198)
!230 = !DILocation(line: 40, column: 28, scope: !198)
!231 = !DILocation(line: 40, column: 85, scope: !198)
!232 = !DILocation(line: 40, column: 90, scope: !198)
!233 = !DILocation(line: 40, column: 97, scope: !198)
!234 = !DILocation(line: 40, column: 71, scope: !198)
!235 = !DILocation(line: 40, column: 25, scope: !198)
!236 = !DILocation(line: 39, column: 42, scope: !198)
!237 = distinct !{!237, !228, !238, !68}
!238 = !DILocation(line: 40, column: 100, scope: !198)
!239 = !DILocation(line: 36, column: 40, scope: !198)
!240 = !DILocation(line: 35, column: 19, scope: !198)
!241 = !DILocation(line: 36, column: 35, scope: !198)
!242 = distinct !{!242, !207, !243, !68}
!243 = !DILocation(line: 41, column: 13, scope: !198)
!244 = !DISubprogram(name: "free", scope: !192, file: !192, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!245 = !DISubprogram(name: "cudaFree", scope: !194, file: !194, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!246 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 90, type: !12, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!247 = !DILocation(line: 90, column: 21, scope: !246)
!248 = !{i32 0, i32 2}
!249 = !DILocation(line: 90, column: 14, scope: !246)
