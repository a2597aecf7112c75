; ModuleID = 'samples/cuda/bugs/cross_block_race.cu'
source_filename = "samples/cuda/bugs/cross_block_race.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [33 x i8] c"cross_block_race: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"cross_block_race: %s (%d mismatches)\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z30__device_stub__scale_then_diffPKfPfS1_i(ptr noalias noundef %0, ptr noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 !dbg !10 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store ptr %2, ptr %7, align 8, !tbaa !13
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__scale_then_diffPKfPfS1_i, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_cross_block_race(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !21 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x ptr], align 16, !dbg !22
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = icmp slt i32 %0, 1, !dbg !24
  br i1 %15, label %16, label %18, !dbg !25

16:                                               ; preds = %2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !26
  br label %219, !dbg !27

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2, !dbg !28
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !29
  %22 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !30
  %23 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !31
  %24 = add nsw i64 %19, -1, !dbg !32
  %25 = and i64 %19, 1, !dbg !32
  %26 = icmp eq i64 %24, 0, !dbg !32
  br i1 %26, label %51, label %27, !dbg !32

27:                                               ; preds = %18
  %28 = and i64 %19, 4294967294, !dbg !32
  br label %29, !dbg !32

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %48, %29 ], !dbg !36
  %31 = phi i32 [ %1, %27 ], [ %42, %29 ], !dbg !36
  %32 = phi i64 [ 0, %27 ], [ %49, %29 ]
  %33 = mul i32 %31, 1664525, !dbg !39
  %34 = add i32 %33, 1013904223, !dbg !40
  %35 = lshr i32 %34, 8, !dbg !41
  %36 = uitofp i32 %35 to float, !dbg !42
  %37 = tail call float @llvm.fmuladd.f32(float %36, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %38 = fmul float %37, 2.000000e+00, !dbg !44
  %39 = getelementptr inbounds float, ptr %21, i64 %30, !dbg !45
  store float %38, ptr %39, align 4, !dbg !46, !tbaa !47
  %40 = or i64 %30, 1, !dbg !49
  %41 = mul i32 %34, 1664525, !dbg !39
  %42 = add i32 %41, 1013904223, !dbg !40
  %43 = lshr i32 %42, 8, !dbg !41
  %44 = uitofp i32 %43 to float, !dbg !42
  %45 = tail call float @llvm.fmuladd.f32(float %44, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %46 = fmul float %45, 2.000000e+00, !dbg !44
  %47 = getelementptr inbounds float, ptr %21, i64 %40, !dbg !45
  store float %46, ptr %47, align 4, !dbg !46, !tbaa !47
  %48 = add nuw nsw i64 %30, 2, !dbg !49
  %49 = add i64 %32, 2, !dbg !32
  %50 = icmp eq i64 %49, %28, !dbg !32
  br i1 %50, label %51, label %29, !dbg !32, !llvm.loop !50

51:                                               ; preds = %29, %18
  %52 = phi i64 [ 0, %18 ], [ %48, %29 ]
  %53 = phi i32 [ %1, %18 ], [ %42, %29 ]
  %54 = icmp eq i64 %25, 0, !dbg !32
  br i1 %54, label %63, label %55, !dbg !32

55:                                               ; preds = %51
  %56 = mul i32 %53, 1664525, !dbg !39
  %57 = add i32 %56, 1013904223, !dbg !40
  %58 = lshr i32 %57, 8, !dbg !41
  %59 = uitofp i32 %58 to float, !dbg !42
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %61 = fmul float %60, 2.000000e+00, !dbg !44
  %62 = getelementptr inbounds float, ptr %21, i64 %52, !dbg !45
  store float %61, ptr %62, align 4, !dbg !46, !tbaa !47
  br label %63, !dbg !53

63:                                               ; preds = %51, %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #12, !dbg !53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #12, !dbg !53
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %20), !dbg !54
  %65 = call i32 @cudaMalloc(ptr noundef nonnull %13, i64 noundef %20), !dbg !55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #12, !dbg !56
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %14, i64 noundef %20), !dbg !57
  %67 = load ptr, ptr %12, align 8, !dbg !58, !tbaa !13
  %68 = call i32 @cudaMemcpy(ptr noundef %67, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1), !dbg !59
  %69 = add nsw i32 %0, 255, !dbg !60
  %70 = sdiv i32 %69, 256, !dbg !61
  %71 = zext i32 %70 to i64, !dbg !62
  %72 = or i64 %71, 4294967296, !dbg !62
  %73 = call i32 @__cudaPushCallConfiguration(i64 %72, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !62
  %74 = icmp eq i32 %73, 0, !dbg !62
  br i1 %74, label %75, label %92, !dbg !63

75:                                               ; preds = %63
  %76 = load ptr, ptr %12, align 8, !dbg !64, !tbaa !13
  %77 = load ptr, ptr %14, align 8, !dbg !65, !tbaa !13
  %78 = load ptr, ptr %13, align 8, !dbg !66, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr %76, ptr %3, align 8, !tbaa !13, !noalias !67
  store ptr %77, ptr %4, align 8, !tbaa !13, !noalias !67
  store ptr %78, ptr %5, align 8, !tbaa !13, !noalias !67
  store i32 %0, ptr %6, align 4, !tbaa !17, !noalias !67
  store ptr %3, ptr %11, align 16, !dbg !22, !noalias !67
  %79 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !22
  store ptr %4, ptr %79, align 8, !dbg !22, !noalias !67
  %80 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !22
  store ptr %5, ptr %80, align 16, !dbg !22, !noalias !67
  %81 = getelementptr inbounds ptr, ptr %11, i64 3, !dbg !22
  store ptr %6, ptr %81, align 8, !dbg !22, !noalias !67
  %82 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !22
  %83 = load i64, ptr %9, align 8, !dbg !22, !noalias !67
  %84 = load ptr, ptr %10, align 8, !dbg !22, !noalias !67
  %85 = load i64, ptr %7, align 8, !dbg !22, !noalias !67
  %86 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !22
  %87 = load i32, ptr %86, align 8, !dbg !22, !noalias !67
  %88 = load i64, ptr %8, align 8, !dbg !22, !noalias !67
  %89 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !22
  %90 = load i32, ptr %89, align 8, !dbg !22, !noalias !67
  %91 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__scale_then_diffPKfPfS1_i, i64 %85, i32 %87, i64 %88, i32 %90, ptr noundef nonnull %11, i64 noundef %83, ptr noundef %84), !dbg !22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !71
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !71
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !71
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8), !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11), !dbg !71
  br label %92, !dbg !63

92:                                               ; preds = %75, %63
  %93 = call i32 @cudaDeviceSynchronize(), !dbg !72
  %94 = load ptr, ptr %13, align 8, !dbg !73, !tbaa !13
  %95 = call i32 @cudaMemcpy(ptr noundef %22, ptr noundef %94, i64 noundef %20, i32 noundef 2), !dbg !74
  %96 = icmp sgt i32 %0, 0, !dbg !75
  br i1 %96, label %97, label %190, !dbg !76

97:                                               ; preds = %92
  %98 = zext i32 %0 to i64, !dbg !76
  %99 = and i64 %19, 1, !dbg !76
  %100 = icmp eq i64 %24, 0, !dbg !76
  br i1 %100, label %103, label %101, !dbg !76

101:                                              ; preds = %97
  %102 = and i64 %19, 4294967294, !dbg !76
  br label %161, !dbg !76

103:                                              ; preds = %185, %97
  %104 = phi i64 [ 0, %97 ], [ %176, %185 ]
  %105 = icmp eq i64 %99, 0, !dbg !77
  br i1 %105, label %119, label %106, !dbg !77

106:                                              ; preds = %103
  %107 = add nuw nsw i64 %104, 1, !dbg !78
  %108 = icmp ult i64 %107, %98, !dbg !79
  br i1 %108, label %109, label %116, !dbg !77

109:                                              ; preds = %106
  %110 = getelementptr inbounds float, ptr %21, i64 %107, !dbg !80
  %111 = load float, ptr %110, align 4, !dbg !80, !tbaa !47
  %112 = getelementptr inbounds float, ptr %21, i64 %104, !dbg !81
  %113 = load float, ptr %112, align 4, !dbg !81, !tbaa !47
  %114 = fmul float %113, -2.000000e+00, !dbg !82
  %115 = call float @llvm.fmuladd.f32(float %111, float 2.000000e+00, float %114), !dbg !82
  br label %116, !dbg !77

116:                                              ; preds = %109, %106
  %117 = phi float [ %115, %109 ], [ 0.000000e+00, %106 ], !dbg !77
  %118 = getelementptr inbounds float, ptr %23, i64 %104, !dbg !83
  store float %117, ptr %118, align 4, !dbg !84, !tbaa !47
  br label %119, !dbg !85

119:                                              ; preds = %103, %116
  br i1 %96, label %120, label %190, !dbg !85

120:                                              ; preds = %119
  %121 = icmp ult i32 %0, 8, !dbg !85
  br i1 %121, label %158, label %122, !dbg !85

122:                                              ; preds = %120
  %123 = and i64 %19, 4294967288, !dbg !85
  br label %124, !dbg !85

124:                                              ; preds = %124, %122
  %125 = phi i64 [ 0, %122 ], [ %152, %124 ], !dbg !86
  %126 = phi <4 x i32> [ zeroinitializer, %122 ], [ %150, %124 ]
  %127 = phi <4 x i32> [ zeroinitializer, %122 ], [ %151, %124 ]
  %128 = getelementptr inbounds float, ptr %22, i64 %125, !dbg !87
  %129 = load <4 x float>, ptr %128, align 4, !dbg !87, !tbaa !47
  %130 = getelementptr inbounds float, ptr %128, i64 4, !dbg !87
  %131 = load <4 x float>, ptr %130, align 4, !dbg !87, !tbaa !47
  %132 = getelementptr inbounds float, ptr %23, i64 %125, !dbg !88
  %133 = load <4 x float>, ptr %132, align 4, !dbg !88, !tbaa !47
  %134 = getelementptr inbounds float, ptr %132, i64 4, !dbg !88
  %135 = load <4 x float>, ptr %134, align 4, !dbg !88, !tbaa !47
  %136 = fsub <4 x float> %129, %133, !dbg !89
  %137 = fsub <4 x float> %131, %135, !dbg !89
  %138 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %136), !dbg !90
  %139 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %137), !dbg !90
  %140 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %133), !dbg !91
  %141 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %135), !dbg !91
  %142 = fadd <4 x float> %140, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !92
  %143 = fadd <4 x float> %141, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !92
  %144 = fmul <4 x float> %142, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !93
  %145 = fmul <4 x float> %143, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !93
  %146 = fcmp ugt <4 x float> %138, %144, !dbg !94
  %147 = fcmp ugt <4 x float> %139, %145, !dbg !94
  %148 = zext <4 x i1> %146 to <4 x i32>, !dbg !95
  %149 = zext <4 x i1> %147 to <4 x i32>, !dbg !95
  %150 = add <4 x i32> %126, %148, !dbg !95
  %151 = add <4 x i32> %127, %149, !dbg !95
  %152 = add nuw i64 %125, 8, !dbg !86
  %153 = icmp eq i64 %152, %123, !dbg !86
  br i1 %153, label %154, label %124, !dbg !86, !llvm.loop !96

154:                                              ; preds = %124
  %155 = add <4 x i32> %151, %150, !dbg !85
  %156 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %155), !dbg !85
  %157 = icmp eq i64 %123, %19, !dbg !85
  br i1 %157, label %190, label %158, !dbg !85

158:                                              ; preds = %120, %154
  %159 = phi i64 [ 0, %120 ], [ %123, %154 ]
  %160 = phi i32 [ 0, %120 ], [ %156, %154 ]
  br label %202, !dbg !85

161:                                              ; preds = %185, %101
  %162 = phi i64 [ 0, %101 ], [ %176, %185 ]
  %163 = phi i64 [ 0, %101 ], [ %188, %185 ]
  %164 = or i64 %162, 1, !dbg !78
  %165 = icmp ult i64 %164, %98, !dbg !79
  br i1 %165, label %166, label %173, !dbg !77

166:                                              ; preds = %161
  %167 = getelementptr inbounds float, ptr %21, i64 %164, !dbg !80
  %168 = load float, ptr %167, align 4, !dbg !80, !tbaa !47
  %169 = getelementptr inbounds float, ptr %21, i64 %162, !dbg !81
  %170 = load float, ptr %169, align 4, !dbg !81, !tbaa !47
  %171 = fmul float %170, -2.000000e+00, !dbg !82
  %172 = call float @llvm.fmuladd.f32(float %168, float 2.000000e+00, float %171), !dbg !82
  br label %173, !dbg !77

173:                                              ; preds = %161, %166
  %174 = phi float [ %172, %166 ], [ 0.000000e+00, %161 ], !dbg !77
  %175 = getelementptr inbounds float, ptr %23, i64 %162, !dbg !83
  store float %174, ptr %175, align 4, !dbg !84, !tbaa !47
  %176 = add nuw nsw i64 %162, 2, !dbg !78
  %177 = icmp ult i64 %176, %98, !dbg !79
  br i1 %177, label %178, label %185, !dbg !77

178:                                              ; preds = %173
  %179 = getelementptr inbounds float, ptr %21, i64 %176, !dbg !80
  %180 = load float, ptr %179, align 4, !dbg !80, !tbaa !47
  %181 = getelementptr inbounds float, ptr %21, i64 %164, !dbg !81
  %182 = load float, ptr %181, align 4, !dbg !81, !tbaa !47
  %183 = fmul float %182, -2.000000e+00, !dbg !82
  %184 = call float @llvm.fmuladd.f32(float %180, float 2.000000e+00, float %183), !dbg !82
  br label %185, !dbg !77

185:                                              ; preds = %178, %173
  %186 = phi float [ %184, %178 ], [ 0.000000e+00, %173 ], !dbg !77
  %187 = getelementptr inbounds float, ptr %23, i64 %164, !dbg !83
  store float %186, ptr %187, align 4, !dbg !84, !tbaa !47
  %188 = add i64 %163, 2, !dbg !76
  %189 = icmp eq i64 %188, %102, !dbg !76
  br i1 %189, label %103, label %161, !dbg !76, !llvm.loop !100

190:                                              ; preds = %202, %154, %92, %119
  %191 = phi i32 [ 0, %119 ], [ 0, %92 ], [ %156, %154 ], [ %216, %202 ], !dbg !102
  %192 = icmp ne i32 %191, 0, !dbg !103
  %193 = select i1 %192, ptr @.str.2, ptr @.str.3, !dbg !103
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %193, i32 noundef %191), !dbg !104
  %195 = load ptr, ptr %12, align 8, !dbg !105, !tbaa !13
  %196 = call i32 @cudaFree(ptr noundef %195), !dbg !106
  %197 = load ptr, ptr %13, align 8, !dbg !107, !tbaa !13
  %198 = call i32 @cudaFree(ptr noundef %197), !dbg !108
  %199 = load ptr, ptr %14, align 8, !dbg !109, !tbaa !13
  %200 = call i32 @cudaFree(ptr noundef %199), !dbg !110
  call void @free(ptr noundef %21) #12, !dbg !111
  call void @free(ptr noundef %22) #12, !dbg !112
  call void @free(ptr noundef %23) #12, !dbg !113
  %201 = zext i1 %192 to i32, !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #12, !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #12, !dbg !115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #12, !dbg !115
  br label %219

202:                                              ; preds = %158, %202
  %203 = phi i64 [ %217, %202 ], [ %159, %158 ]
  %204 = phi i32 [ %216, %202 ], [ %160, %158 ]
  %205 = getelementptr inbounds float, ptr %22, i64 %203, !dbg !87
  %206 = load float, ptr %205, align 4, !dbg !87, !tbaa !47
  %207 = getelementptr inbounds float, ptr %23, i64 %203, !dbg !88
  %208 = load float, ptr %207, align 4, !dbg !88, !tbaa !47
  %209 = fsub float %206, %208, !dbg !89
  %210 = call float @llvm.fabs.f32(float %209), !dbg !90
  %211 = call float @llvm.fabs.f32(float %208), !dbg !91
  %212 = fadd float %211, 1.000000e+00, !dbg !92
  %213 = fmul float %212, 0x3F1A36E2E0000000, !dbg !93
  %214 = fcmp ugt float %210, %213, !dbg !94
  %215 = zext i1 %214 to i32, !dbg !95
  %216 = add nuw nsw i32 %204, %215, !dbg !95
  %217 = add nuw nsw i64 %203, 1, !dbg !86
  %218 = icmp eq i64 %217, %19, !dbg !116
  br i1 %218, label %190, label %202, !dbg !85, !llvm.loop !117

219:                                              ; preds = %190, %16
  %220 = phi i32 [ 1, %16 ], [ %201, %190 ], !dbg !118
  ret i32 %220, !dbg !115
}

; Function Attrs: nofree nounwind
declare !dbg !119 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !121 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !123 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !125 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !126 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !128 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !129 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !130 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !131 {
  %1 = tail call i32 @run_cross_block_race(i32 noundef 1024, i32 noundef 1), !dbg !132, !range !133
  ret i32 %1, !dbg !134
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/bugs/cross_block_race.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "47bfa8345b7caa300e6c03ce4f7f99d5")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "scale_then_diff", scope: !8, file: !8, line: 14, type: !11, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 15, column: 40, scope: !10)
!20 = !DILocation(line: 21, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "run_cross_block_race", scope: !8, file: !8, line: 25, type: !11, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 15, column: 40, scope: !10, inlinedAt: !23)
!23 = distinct !DILocation(line: 41, column: 5, scope: !21)
!24 = !DILocation(line: 26, column: 11, scope: !21)
!25 = !DILocation(line: 26, column: 9, scope: !21)
!26 = !DILocation(line: 27, column: 9, scope: !21)
!27 = !DILocation(line: 28, column: 9, scope: !21)
!28 = !DILocation(line: 31, column: 36, scope: !21)
!29 = !DILocation(line: 31, column: 27, scope: !21)
!30 = !DILocation(line: 32, column: 28, scope: !21)
!31 = !DILocation(line: 33, column: 27, scope: !21)
!32 = !DILocation(line: 11, column: 5, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "fill", scope: !34, file: !34, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!34 = !DIFile(filename: "samples/cuda/bugs/../sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!35 = distinct !DILocation(line: 34, column: 5, scope: !21)
!36 = !DILocation(line: 6, column: 14, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "lcg_uniform", scope: !34, file: !34, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!38 = distinct !DILocation(line: 11, column: 48, scope: !33, inlinedAt: !35)
!39 = !DILocation(line: 6, column: 21, scope: !37, inlinedAt: !38)
!40 = !DILocation(line: 6, column: 32, scope: !37, inlinedAt: !38)
!41 = !DILocation(line: 7, column: 27, scope: !37, inlinedAt: !38)
!42 = !DILocation(line: 7, column: 19, scope: !37, inlinedAt: !38)
!43 = !DILocation(line: 7, column: 56, scope: !37, inlinedAt: !38)
!44 = !DILocation(line: 11, column: 46, scope: !33, inlinedAt: !35)
!45 = !DILocation(line: 11, column: 33, scope: !33, inlinedAt: !35)
!46 = !DILocation(line: 11, column: 38, scope: !33, inlinedAt: !35)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !15, i64 0}
!49 = !DILocation(line: 11, column: 28, scope: !33, inlinedAt: !35)
!50 = distinct !{!50, !32, !51, !52}
!51 = !DILocation(line: 11, column: 65, scope: !33, inlinedAt: !35)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 35, column: 5, scope: !21)
!54 = !DILocation(line: 36, column: 5, scope: !21)
!55 = !DILocation(line: 37, column: 5, scope: !21)
!56 = !DILocation(line: 38, column: 5, scope: !21)
!57 = !DILocation(line: 39, column: 5, scope: !21)
!58 = !DILocation(line: 40, column: 16, scope: !21)
!59 = !DILocation(line: 40, column: 5, scope: !21)
!60 = !DILocation(line: 41, column: 34, scope: !21)
!61 = !DILocation(line: 41, column: 39, scope: !21)
!62 = !DILocation(line: 41, column: 20, scope: !21)
!63 = !DILocation(line: 41, column: 5, scope: !21)
!64 = !DILocation(line: 41, column: 57, scope: !21)
!65 = !DILocation(line: 41, column: 62, scope: !21)
!66 = !DILocation(line: 41, column: 68, scope: !21)
!67 = !{!68, !70}
!68 = distinct !{!68, !69, !"_Z30__device_stub__scale_then_diffPKfPfS1_i: argument 0"}
!69 = distinct !{!69, !"_Z30__device_stub__scale_then_diffPKfPfS1_i"}
!70 = distinct !{!70, !69, !"_Z30__device_stub__scale_then_diffPKfPfS1_i: argument 1"}
!71 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !23)
!72 = !DILocation(line: 42, column: 5, scope: !21)
!73 = !DILocation(line: 43, column: 22, scope: !21)
!74 = !DILocation(line: 43, column: 5, scope: !21)
!75 = !DILocation(line: 44, column: 23, scope: !21)
!76 = !DILocation(line: 44, column: 5, scope: !21)
!77 = !DILocation(line: 44, column: 42, scope: !21)
!78 = !DILocation(line: 44, column: 44, scope: !21)
!79 = !DILocation(line: 44, column: 48, scope: !21)
!80 = !DILocation(line: 44, column: 61, scope: !21)
!81 = !DILocation(line: 44, column: 81, scope: !21)
!82 = !DILocation(line: 44, column: 72, scope: !21)
!83 = !DILocation(line: 44, column: 33, scope: !21)
!84 = !DILocation(line: 44, column: 40, scope: !21)
!85 = !DILocation(line: 46, column: 5, scope: !21)
!86 = !DILocation(line: 46, column: 28, scope: !21)
!87 = !DILocation(line: 47, column: 21, scope: !21)
!88 = !DILocation(line: 47, column: 31, scope: !21)
!89 = !DILocation(line: 47, column: 29, scope: !21)
!90 = !DILocation(line: 47, column: 15, scope: !21)
!91 = !DILocation(line: 47, column: 58, scope: !21)
!92 = !DILocation(line: 47, column: 56, scope: !21)
!93 = !DILocation(line: 47, column: 48, scope: !21)
!94 = !DILocation(line: 47, column: 39, scope: !21)
!95 = !DILocation(line: 47, column: 13, scope: !21)
!96 = distinct !{!96, !85, !97, !52, !98, !99}
!97 = !DILocation(line: 47, column: 77, scope: !21)
!98 = !{!"llvm.loop.isvectorized", i32 1}
!99 = !{!"llvm.loop.unroll.runtime.disable"}
!100 = distinct !{!100, !76, !101, !52}
!101 = !DILocation(line: 44, column: 90, scope: !21)
!102 = !DILocation(line: 45, column: 9, scope: !21)
!103 = !DILocation(line: 48, column: 54, scope: !21)
!104 = !DILocation(line: 48, column: 5, scope: !21)
!105 = !DILocation(line: 49, column: 14, scope: !21)
!106 = !DILocation(line: 49, column: 5, scope: !21)
!107 = !DILocation(line: 49, column: 29, scope: !21)
!108 = !DILocation(line: 49, column: 20, scope: !21)
!109 = !DILocation(line: 49, column: 45, scope: !21)
!110 = !DILocation(line: 49, column: 36, scope: !21)
!111 = !DILocation(line: 50, column: 5, scope: !21)
!112 = !DILocation(line: 50, column: 16, scope: !21)
!113 = !DILocation(line: 50, column: 28, scope: !21)
!114 = !DILocation(line: 51, column: 12, scope: !21)
!115 = !DILocation(line: 52, column: 1, scope: !21)
!116 = !DILocation(line: 46, column: 23, scope: !21)
!117 = distinct !{!117, !85, !97, !52, !99, !98}
!118 = !DILocation(line: 0, scope: !21)
!119 = !DISubprogram(name: "printf", scope: !120, file: !120, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!120 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!121 = !DISubprogram(name: "malloc", scope: !122, file: !122, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!122 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!123 = !DISubprogram(name: "cudaMalloc", scope: !124, file: !124, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!124 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!125 = !DISubprogram(name: "cudaMemcpy", scope: !124, file: !124, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!126 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !127, file: !127, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!127 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!128 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !124, file: !124, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!129 = !DISubprogram(name: "cudaFree", scope: !124, file: !124, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!130 = !DISubprogram(name: "free", scope: !122, file: !122, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!131 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 54, type: !11, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!132 = !DILocation(line: 54, column: 21, scope: !131)
!133 = !{i32 0, i32 2}
!134 = !DILocation(line: 54, column: 14, scope: !131)
