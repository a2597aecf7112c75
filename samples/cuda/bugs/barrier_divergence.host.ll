; ModuleID = 'samples/cuda/bugs/barrier_divergence.cu'
source_filename = "samples/cuda/bugs/barrier_divergence.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [60 x i8] c"barrier_divergence: n=%d must be a positive multiple of %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"barrier_divergence: %s (%d mismatches)\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__block_sumsPKfPf(ptr noalias noundef %0, ptr noalias noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !13
  store ptr %1, ptr %4, align 8, !tbaa !13
  %9 = alloca [2 x ptr], align 16, !dbg !17
  store ptr %3, ptr %9, align 16, !dbg !17
  %10 = getelementptr inbounds ptr, ptr %9, i64 1, !dbg !17
  store ptr %4, ptr %10, align 8, !dbg !17
  %11 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8), !dbg !17
  %12 = load i64, ptr %7, align 8, !dbg !17
  %13 = load ptr, ptr %8, align 8, !dbg !17
  %14 = load i64, ptr %5, align 8, !dbg !17
  %15 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !17
  %16 = load i32, ptr %15, align 8, !dbg !17
  %17 = load i64, ptr %6, align 8, !dbg !17
  %18 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !17
  %19 = load i32, ptr %18, align 8, !dbg !17
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__block_sumsPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13), !dbg !17
  ret void, !dbg !18
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_barrier_divergence(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !19 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [2 x ptr], align 16, !dbg !20
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = icmp sgt i32 %0, 0, !dbg !22
  %13 = and i32 %0, 255
  %14 = icmp eq i32 %13, 0
  %15 = and i1 %12, %14, !dbg !23
  br i1 %15, label %18, label %16, !dbg !23

16:                                               ; preds = %2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef 256), !dbg !24
  br label %198, !dbg !25

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2, !dbg !26
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !27
  %22 = lshr i32 %0, 8
  %23 = shl nuw nsw i32 %22, 2, !dbg !28
  %24 = zext i32 %23 to i64, !dbg !28
  %25 = tail call noalias ptr @malloc(i64 noundef %24) #11, !dbg !29
  %26 = tail call noalias ptr @malloc(i64 noundef %24) #11, !dbg !30
  %27 = and i64 %19, 1, !dbg !31
  %28 = icmp eq i32 %0, 1, !dbg !31
  br i1 %28, label %53, label %29, !dbg !31

29:                                               ; preds = %18
  %30 = and i64 %19, 4294967294, !dbg !31
  br label %31, !dbg !31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %50, %31 ], !dbg !35
  %33 = phi i32 [ %1, %29 ], [ %44, %31 ], !dbg !35
  %34 = phi i64 [ 0, %29 ], [ %51, %31 ]
  %35 = mul i32 %33, 1664525, !dbg !38
  %36 = add i32 %35, 1013904223, !dbg !39
  %37 = lshr i32 %36, 8, !dbg !40
  %38 = uitofp i32 %37 to float, !dbg !41
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 0x3E70000000000000, float -5.000000e-01), !dbg !42
  %40 = fmul float %39, 2.000000e+00, !dbg !43
  %41 = getelementptr inbounds float, ptr %21, i64 %32, !dbg !44
  store float %40, ptr %41, align 4, !dbg !45, !tbaa !46
  %42 = or i64 %32, 1, !dbg !48
  %43 = mul i32 %36, 1664525, !dbg !38
  %44 = add i32 %43, 1013904223, !dbg !39
  %45 = lshr i32 %44, 8, !dbg !40
  %46 = uitofp i32 %45 to float, !dbg !41
  %47 = tail call float @llvm.fmuladd.f32(float %46, float 0x3E70000000000000, float -5.000000e-01), !dbg !42
  %48 = fmul float %47, 2.000000e+00, !dbg !43
  %49 = getelementptr inbounds float, ptr %21, i64 %42, !dbg !44
  store float %48, ptr %49, align 4, !dbg !45, !tbaa !46
  %50 = add nuw nsw i64 %32, 2, !dbg !48
  %51 = add i64 %34, 2, !dbg !31
  %52 = icmp eq i64 %51, %30, !dbg !31
  br i1 %52, label %53, label %31, !dbg !31, !llvm.loop !49

53:                                               ; preds = %31, %18
  %54 = phi i64 [ 0, %18 ], [ %50, %31 ]
  %55 = phi i32 [ %1, %18 ], [ %44, %31 ]
  %56 = icmp eq i64 %27, 0, !dbg !31
  br i1 %56, label %65, label %57, !dbg !31

57:                                               ; preds = %53
  %58 = mul i32 %55, 1664525, !dbg !38
  %59 = add i32 %58, 1013904223, !dbg !39
  %60 = lshr i32 %59, 8, !dbg !40
  %61 = uitofp i32 %60 to float, !dbg !41
  %62 = tail call float @llvm.fmuladd.f32(float %61, float 0x3E70000000000000, float -5.000000e-01), !dbg !42
  %63 = fmul float %62, 2.000000e+00, !dbg !43
  %64 = getelementptr inbounds float, ptr %21, i64 %54, !dbg !44
  store float %63, ptr %64, align 4, !dbg !45, !tbaa !46
  br label %65, !dbg !52

65:                                               ; preds = %53, %57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #12, !dbg !52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12, !dbg !52
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %10, i64 noundef %20), !dbg !53
  %67 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %24), !dbg !54
  %68 = load ptr, ptr %10, align 8, !dbg !55, !tbaa !13
  %69 = call i32 @cudaMemcpy(ptr noundef %68, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1), !dbg !56
  %70 = zext i32 %22 to i64, !dbg !57
  %71 = or i64 %70, 4294967296, !dbg !57
  %72 = call i32 @__cudaPushCallConfiguration(i64 %71, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !57
  %73 = icmp eq i32 %72, 0, !dbg !57
  br i1 %73, label %74, label %88, !dbg !58

74:                                               ; preds = %65
  %75 = load ptr, ptr %10, align 8, !dbg !59, !tbaa !13
  %76 = load ptr, ptr %11, align 8, !dbg !60, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %75, ptr %3, align 8, !tbaa !13, !noalias !61
  store ptr %76, ptr %4, align 8, !tbaa !13, !noalias !61
  store ptr %3, ptr %9, align 16, !dbg !20, !noalias !61
  %77 = getelementptr inbounds ptr, ptr %9, i64 1, !dbg !20
  store ptr %4, ptr %77, align 8, !dbg !20, !noalias !61
  %78 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8), !dbg !20
  %79 = load i64, ptr %7, align 8, !dbg !20, !noalias !61
  %80 = load ptr, ptr %8, align 8, !dbg !20, !noalias !61
  %81 = load i64, ptr %5, align 8, !dbg !20, !noalias !61
  %82 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !20
  %83 = load i32, ptr %82, align 8, !dbg !20, !noalias !61
  %84 = load i64, ptr %6, align 8, !dbg !20, !noalias !61
  %85 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !20
  %86 = load i32, ptr %85, align 8, !dbg !20, !noalias !61
  %87 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__block_sumsPKfPf, i64 %81, i32 %83, i64 %84, i32 %86, ptr noundef nonnull %9, i64 noundef %79, ptr noundef %80), !dbg !20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !65
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5), !dbg !65
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6), !dbg !65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !65
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9), !dbg !65
  br label %88, !dbg !58

88:                                               ; preds = %74, %65
  %89 = call i32 @cudaDeviceSynchronize(), !dbg !66
  %90 = load ptr, ptr %11, align 8, !dbg !67, !tbaa !13
  %91 = call i32 @cudaMemcpy(ptr noundef %25, ptr noundef %90, i64 noundef %24, i32 noundef 2), !dbg !68
  %92 = icmp ult i32 %0, 256, !dbg !69
  br i1 %92, label %171, label %93, !dbg !70

93:                                               ; preds = %88
  %94 = call i32 @llvm.umax.i32(i32 %22, i32 1), !dbg !70
  %95 = zext i32 %94 to i64, !dbg !69
  br label %96, !dbg !70

96:                                               ; preds = %93, %143
  %97 = phi i64 [ 0, %93 ], [ %145, %143 ]
  %98 = shl nsw i64 %97, 8
  br label %147, !dbg !71

99:                                               ; preds = %143
  br i1 %92, label %171, label %100, !dbg !72

100:                                              ; preds = %99
  %101 = call i32 @llvm.umax.i32(i32 %22, i32 1), !dbg !72
  %102 = zext i32 %101 to i64, !dbg !73
  %103 = icmp ult i32 %94, 8, !dbg !72
  br i1 %103, label %140, label %104, !dbg !72

104:                                              ; preds = %100
  %105 = and i64 %95, 16777208, !dbg !72
  br label %106, !dbg !72

106:                                              ; preds = %106, %104
  %107 = phi i64 [ 0, %104 ], [ %134, %106 ], !dbg !74
  %108 = phi <4 x i32> [ zeroinitializer, %104 ], [ %132, %106 ]
  %109 = phi <4 x i32> [ zeroinitializer, %104 ], [ %133, %106 ]
  %110 = getelementptr inbounds float, ptr %25, i64 %107, !dbg !75
  %111 = load <4 x float>, ptr %110, align 4, !dbg !75, !tbaa !46
  %112 = getelementptr inbounds float, ptr %110, i64 4, !dbg !75
  %113 = load <4 x float>, ptr %112, align 4, !dbg !75, !tbaa !46
  %114 = getelementptr inbounds float, ptr %26, i64 %107, !dbg !76
  %115 = load <4 x float>, ptr %114, align 4, !dbg !76, !tbaa !46
  %116 = getelementptr inbounds float, ptr %114, i64 4, !dbg !76
  %117 = load <4 x float>, ptr %116, align 4, !dbg !76, !tbaa !46
  %118 = fsub <4 x float> %111, %115, !dbg !77
  %119 = fsub <4 x float> %113, %117, !dbg !77
  %120 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %118), !dbg !78
  %121 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %119), !dbg !78
  %122 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %115), !dbg !79
  %123 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %117), !dbg !79
  %124 = fadd <4 x float> %122, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !80
  %125 = fadd <4 x float> %123, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !80
  %126 = fmul <4 x float> %124, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !81
  %127 = fmul <4 x float> %125, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !81
  %128 = fcmp ugt <4 x float> %120, %126, !dbg !82
  %129 = fcmp ugt <4 x float> %121, %127, !dbg !82
  %130 = zext <4 x i1> %128 to <4 x i32>, !dbg !83
  %131 = zext <4 x i1> %129 to <4 x i32>, !dbg !83
  %132 = add <4 x i32> %108, %130, !dbg !83
  %133 = add <4 x i32> %109, %131, !dbg !83
  %134 = add nuw i64 %107, 8, !dbg !74
  %135 = icmp eq i64 %134, %105, !dbg !74
  br i1 %135, label %136, label %106, !dbg !74, !llvm.loop !84

136:                                              ; preds = %106
  %137 = add <4 x i32> %133, %132, !dbg !72
  %138 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %137), !dbg !72
  %139 = icmp eq i64 %105, %95, !dbg !72
  br i1 %139, label %171, label %140, !dbg !72

140:                                              ; preds = %100, %136
  %141 = phi i64 [ 0, %100 ], [ %105, %136 ]
  %142 = phi i32 [ 0, %100 ], [ %138, %136 ]
  br label %181, !dbg !72

143:                                              ; preds = %147
  %144 = getelementptr inbounds float, ptr %26, i64 %97, !dbg !88
  store float %168, ptr %144, align 4, !dbg !89, !tbaa !46
  %145 = add nuw nsw i64 %97, 1, !dbg !90
  %146 = icmp eq i64 %145, %95, !dbg !69
  br i1 %146, label %99, label %96, !dbg !70, !llvm.loop !91

147:                                              ; preds = %147, %96
  %148 = phi i64 [ 0, %96 ], [ %169, %147 ]
  %149 = phi float [ 0.000000e+00, %96 ], [ %168, %147 ]
  %150 = add nuw nsw i64 %148, %98, !dbg !93
  %151 = getelementptr inbounds float, ptr %21, i64 %150, !dbg !94
  %152 = load float, ptr %151, align 4, !dbg !94, !tbaa !46
  %153 = fadd float %149, %152, !dbg !95
  %154 = or i64 %148, 1, !dbg !96
  %155 = add nuw nsw i64 %154, %98, !dbg !93
  %156 = getelementptr inbounds float, ptr %21, i64 %155, !dbg !94
  %157 = load float, ptr %156, align 4, !dbg !94, !tbaa !46
  %158 = fadd float %153, %157, !dbg !95
  %159 = or i64 %148, 2, !dbg !96
  %160 = add nuw nsw i64 %159, %98, !dbg !93
  %161 = getelementptr inbounds float, ptr %21, i64 %160, !dbg !94
  %162 = load float, ptr %161, align 4, !dbg !94, !tbaa !46
  %163 = fadd float %158, %162, !dbg !95
  %164 = or i64 %148, 3, !dbg !96
  %165 = add nuw nsw i64 %164, %98, !dbg !93
  %166 = getelementptr inbounds float, ptr %21, i64 %165, !dbg !94
  %167 = load float, ptr %166, align 4, !dbg !94, !tbaa !46
  %168 = fadd float %163, %167, !dbg !95
  %169 = add nuw nsw i64 %148, 4, !dbg !96
  %170 = icmp eq i64 %169, 256, !dbg !97
  br i1 %170, label %143, label %147, !dbg !71, !llvm.loop !98

171:                                              ; preds = %181, %136, %88, %99
  %172 = phi i32 [ 0, %99 ], [ 0, %88 ], [ %138, %136 ], [ %195, %181 ], !dbg !100
  %173 = icmp ne i32 %172, 0, !dbg !101
  %174 = select i1 %173, ptr @.str.2, ptr @.str.3, !dbg !101
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %174, i32 noundef %172), !dbg !102
  %176 = load ptr, ptr %10, align 8, !dbg !103, !tbaa !13
  %177 = call i32 @cudaFree(ptr noundef %176), !dbg !104
  %178 = load ptr, ptr %11, align 8, !dbg !105, !tbaa !13
  %179 = call i32 @cudaFree(ptr noundef %178), !dbg !106
  call void @free(ptr noundef %21) #12, !dbg !107
  call void @free(ptr noundef %25) #12, !dbg !108
  call void @free(ptr noundef %26) #12, !dbg !109
  %180 = zext i1 %173 to i32, !dbg !110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12, !dbg !111
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #12, !dbg !111
  br label %198

181:                                              ; preds = %140, %181
  %182 = phi i64 [ %196, %181 ], [ %141, %140 ]
  %183 = phi i32 [ %195, %181 ], [ %142, %140 ]
  %184 = getelementptr inbounds float, ptr %25, i64 %182, !dbg !75
  %185 = load float, ptr %184, align 4, !dbg !75, !tbaa !46
  %186 = getelementptr inbounds float, ptr %26, i64 %182, !dbg !76
  %187 = load float, ptr %186, align 4, !dbg !76, !tbaa !46
  %188 = fsub float %185, %187, !dbg !77
  %189 = call float @llvm.fabs.f32(float %188), !dbg !78
  %190 = call float @llvm.fabs.f32(float %187), !dbg !79
  %191 = fadd float %190, 1.000000e+00, !dbg !80
  %192 = fmul float %191, 0x3F1A36E2E0000000, !dbg !81
  %193 = fcmp ugt float %189, %192, !dbg !82
  %194 = zext i1 %193 to i32, !dbg !83
  %195 = add nuw nsw i32 %183, %194, !dbg !83
  %196 = add nuw nsw i64 %182, 1, !dbg !74
  %197 = icmp eq i64 %196, %102, !dbg !73
  br i1 %197, label %171, label %181, !dbg !72, !llvm.loop !112

198:                                              ; preds = %171, %16
  %199 = phi i32 [ 1, %16 ], [ %180, %171 ], !dbg !113
  ret i32 %199, !dbg !111
}

; Function Attrs: nofree nounwind
declare !dbg !114 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !116 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !118 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !120 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !121 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !123 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !124 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !125 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !126 {
  %1 = tail call i32 @run_barrier_divergence(i32 noundef 1024, i32 noundef 1), !dbg !127, !range !128
  ret i32 %1, !dbg !129
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

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
!8 = !DIFile(filename: "samples/cuda/bugs/barrier_divergence.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "9d714d8ef8b83cc8eb13b1fb31a2c8ef")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "block_sums", scope: !8, file: !8, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !DILocation(line: 14, column: 83, scope: !10)
!18 = !DILocation(line: 26, column: 1, scope: !10)
!19 = distinct !DISubprogram(name: "run_barrier_divergence", scope: !8, file: !8, line: 30, type: !11, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!20 = !DILocation(line: 14, column: 83, scope: !10, inlinedAt: !21)
!21 = distinct !DILocation(line: 44, column: 5, scope: !19)
!22 = !DILocation(line: 31, column: 11, scope: !19)
!23 = !DILocation(line: 31, column: 16, scope: !19)
!24 = !DILocation(line: 32, column: 9, scope: !19)
!25 = !DILocation(line: 33, column: 9, scope: !19)
!26 = !DILocation(line: 36, column: 36, scope: !19)
!27 = !DILocation(line: 36, column: 27, scope: !19)
!28 = !DILocation(line: 37, column: 45, scope: !19)
!29 = !DILocation(line: 37, column: 28, scope: !19)
!30 = !DILocation(line: 38, column: 27, scope: !19)
!31 = !DILocation(line: 11, column: 5, scope: !32, inlinedAt: !34)
!32 = distinct !DISubprogram(name: "fill", scope: !33, file: !33, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!33 = !DIFile(filename: "samples/cuda/bugs/../sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!34 = distinct !DILocation(line: 39, column: 5, scope: !19)
!35 = !DILocation(line: 6, column: 14, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "lcg_uniform", scope: !33, file: !33, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!37 = distinct !DILocation(line: 11, column: 48, scope: !32, inlinedAt: !34)
!38 = !DILocation(line: 6, column: 21, scope: !36, inlinedAt: !37)
!39 = !DILocation(line: 6, column: 32, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 7, column: 27, scope: !36, inlinedAt: !37)
!41 = !DILocation(line: 7, column: 19, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 7, column: 56, scope: !36, inlinedAt: !37)
!43 = !DILocation(line: 11, column: 46, scope: !32, inlinedAt: !34)
!44 = !DILocation(line: 11, column: 33, scope: !32, inlinedAt: !34)
!45 = !DILocation(line: 11, column: 38, scope: !32, inlinedAt: !34)
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !15, i64 0}
!48 = !DILocation(line: 11, column: 28, scope: !32, inlinedAt: !34)
!49 = distinct !{!49, !31, !50, !51}
!50 = !DILocation(line: 11, column: 65, scope: !32, inlinedAt: !34)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 40, column: 5, scope: !19)
!53 = !DILocation(line: 41, column: 5, scope: !19)
!54 = !DILocation(line: 42, column: 5, scope: !19)
!55 = !DILocation(line: 43, column: 16, scope: !19)
!56 = !DILocation(line: 43, column: 5, scope: !19)
!57 = !DILocation(line: 44, column: 15, scope: !19)
!58 = !DILocation(line: 44, column: 5, scope: !19)
!59 = !DILocation(line: 44, column: 38, scope: !19)
!60 = !DILocation(line: 44, column: 43, scope: !19)
!61 = !{!62, !64}
!62 = distinct !{!62, !63, !"_Z25__device_stub__block_sumsPKfPf: argument 0"}
!63 = distinct !{!63, !"_Z25__device_stub__block_sumsPKfPf"}
!64 = distinct !{!64, !63, !"_Z25__device_stub__block_sumsPKfPf: argument 1"}
!65 = !DILocation(line: 26, column: 1, scope: !10, inlinedAt: !21)
!66 = !DILocation(line: 45, column: 5, scope: !19)
!67 = !DILocation(line: 46, column: 22, scope: !19)
!68 = !DILocation(line: 46, column: 5, scope: !19)
!69 = !DILocation(line: 47, column: 23, scope: !19)
!70 = !DILocation(line: 47, column: 5, scope: !19)
!71 = !DILocation(line: 49, column: 9, scope: !19)
!72 = !DILocation(line: 53, column: 5, scope: !19)
!73 = !DILocation(line: 53, column: 23, scope: !19)
!74 = !DILocation(line: 53, column: 36, scope: !19)
!75 = !DILocation(line: 54, column: 21, scope: !19)
!76 = !DILocation(line: 54, column: 31, scope: !19)
!77 = !DILocation(line: 54, column: 29, scope: !19)
!78 = !DILocation(line: 54, column: 15, scope: !19)
!79 = !DILocation(line: 54, column: 58, scope: !19)
!80 = !DILocation(line: 54, column: 56, scope: !19)
!81 = !DILocation(line: 54, column: 48, scope: !19)
!82 = !DILocation(line: 54, column: 39, scope: !19)
!83 = !DILocation(line: 54, column: 13, scope: !19)
!84 = distinct !{!84, !72, !85, !51, !86, !87}
!85 = !DILocation(line: 54, column: 77, scope: !19)
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 50, column: 9, scope: !19)
!89 = !DILocation(line: 50, column: 16, scope: !19)
!90 = !DILocation(line: 47, column: 36, scope: !19)
!91 = distinct !{!91, !70, !92, !51}
!92 = !DILocation(line: 51, column: 5, scope: !19)
!93 = !DILocation(line: 49, column: 62, scope: !19)
!94 = !DILocation(line: 49, column: 48, scope: !19)
!95 = !DILocation(line: 49, column: 45, scope: !19)
!96 = !DILocation(line: 49, column: 36, scope: !19)
!97 = !DILocation(line: 49, column: 27, scope: !19)
!98 = distinct !{!98, !71, !99, !51}
!99 = !DILocation(line: 49, column: 65, scope: !19)
!100 = !DILocation(line: 52, column: 9, scope: !19)
!101 = !DILocation(line: 55, column: 56, scope: !19)
!102 = !DILocation(line: 55, column: 5, scope: !19)
!103 = !DILocation(line: 56, column: 14, scope: !19)
!104 = !DILocation(line: 56, column: 5, scope: !19)
!105 = !DILocation(line: 56, column: 29, scope: !19)
!106 = !DILocation(line: 56, column: 20, scope: !19)
!107 = !DILocation(line: 57, column: 5, scope: !19)
!108 = !DILocation(line: 57, column: 16, scope: !19)
!109 = !DILocation(line: 57, column: 28, scope: !19)
!110 = !DILocation(line: 58, column: 12, scope: !19)
!111 = !DILocation(line: 59, column: 1, scope: !19)
!112 = distinct !{!112, !72, !85, !51, !87, !86}
!113 = !DILocation(line: 0, scope: !19)
!114 = !DISubprogram(name: "printf", scope: !115, file: !115, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!115 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!116 = !DISubprogram(name: "malloc", scope: !117, file: !117, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!117 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!118 = !DISubprogram(name: "cudaMalloc", scope: !119, file: !119, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!119 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!120 = !DISubprogram(name: "cudaMemcpy", scope: !119, file: !119, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!121 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !122, file: !122, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!122 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!123 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !119, file: !119, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!124 = !DISubprogram(name: "cudaFree", scope: !119, file: !119, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!125 = !DISubprogram(name: "free", scope: !117, file: !117, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!126 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 61, type: !11, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!127 = !DILocation(line: 61, column: 21, scope: !126)
!128 = !{i32 0, i32 2}
!129 = !DILocation(line: 61, column: 14, scope: !126)
