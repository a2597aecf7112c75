; ModuleID = 'samples/cuda/bugs/smem_race.cu'
source_filename = "samples/cuda/bugs/smem_race.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [51 x i8] c"smem_race: n=%d must be a positive multiple of %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"smem_race: %s (%d mismatches)\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z28__device_stub__reverse_tilesPKfPf(ptr noalias noundef %0, ptr noalias noundef %1) #0 !dbg !10 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__reverse_tilesPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13), !dbg !17
  ret void, !dbg !18
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_smem_race(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !19 {
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
  br label %205, !dbg !25

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2, !dbg !26
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !27
  %22 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !28
  %23 = tail call noalias ptr @malloc(i64 noundef %20) #11, !dbg !29
  %24 = and i64 %19, 1, !dbg !30
  %25 = icmp eq i32 %0, 1, !dbg !30
  br i1 %25, label %50, label %26, !dbg !30

26:                                               ; preds = %18
  %27 = and i64 %19, 4294967294, !dbg !30
  br label %28, !dbg !30

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %47, %28 ], !dbg !34
  %30 = phi i32 [ %1, %26 ], [ %41, %28 ], !dbg !34
  %31 = phi i64 [ 0, %26 ], [ %48, %28 ]
  %32 = mul i32 %30, 1664525, !dbg !37
  %33 = add i32 %32, 1013904223, !dbg !38
  %34 = lshr i32 %33, 8, !dbg !39
  %35 = uitofp i32 %34 to float, !dbg !40
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 0x3E70000000000000, float -5.000000e-01), !dbg !41
  %37 = fmul float %36, 2.000000e+00, !dbg !42
  %38 = getelementptr inbounds float, ptr %21, i64 %29, !dbg !43
  store float %37, ptr %38, align 4, !dbg !44, !tbaa !45
  %39 = or i64 %29, 1, !dbg !47
  %40 = mul i32 %33, 1664525, !dbg !37
  %41 = add i32 %40, 1013904223, !dbg !38
  %42 = lshr i32 %41, 8, !dbg !39
  %43 = uitofp i32 %42 to float, !dbg !40
  %44 = tail call float @llvm.fmuladd.f32(float %43, float 0x3E70000000000000, float -5.000000e-01), !dbg !41
  %45 = fmul float %44, 2.000000e+00, !dbg !42
  %46 = getelementptr inbounds float, ptr %21, i64 %39, !dbg !43
  store float %45, ptr %46, align 4, !dbg !44, !tbaa !45
  %47 = add nuw nsw i64 %29, 2, !dbg !47
  %48 = add i64 %31, 2, !dbg !30
  %49 = icmp eq i64 %48, %27, !dbg !30
  br i1 %49, label %50, label %28, !dbg !30, !llvm.loop !48

50:                                               ; preds = %28, %18
  %51 = phi i64 [ 0, %18 ], [ %47, %28 ]
  %52 = phi i32 [ %1, %18 ], [ %41, %28 ]
  %53 = icmp eq i64 %24, 0, !dbg !30
  br i1 %53, label %62, label %54, !dbg !30

54:                                               ; preds = %50
  %55 = mul i32 %52, 1664525, !dbg !37
  %56 = add i32 %55, 1013904223, !dbg !38
  %57 = lshr i32 %56, 8, !dbg !39
  %58 = uitofp i32 %57 to float, !dbg !40
  %59 = tail call float @llvm.fmuladd.f32(float %58, float 0x3E70000000000000, float -5.000000e-01), !dbg !41
  %60 = fmul float %59, 2.000000e+00, !dbg !42
  %61 = getelementptr inbounds float, ptr %21, i64 %51, !dbg !43
  store float %60, ptr %61, align 4, !dbg !44, !tbaa !45
  br label %62, !dbg !51

62:                                               ; preds = %50, %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #12, !dbg !51
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12, !dbg !51
  %63 = call i32 @cudaMalloc(ptr noundef nonnull %10, i64 noundef %20), !dbg !52
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %20), !dbg !53
  %65 = load ptr, ptr %10, align 8, !dbg !54, !tbaa !13
  %66 = call i32 @cudaMemcpy(ptr noundef %65, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1), !dbg !55
  %67 = lshr i32 %0, 8
  %68 = zext i32 %67 to i64, !dbg !56
  %69 = or i64 %68, 4294967296, !dbg !56
  %70 = call i32 @__cudaPushCallConfiguration(i64 %69, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !56
  %71 = icmp eq i32 %70, 0, !dbg !56
  br i1 %71, label %72, label %86, !dbg !57

72:                                               ; preds = %62
  %73 = load ptr, ptr %10, align 8, !dbg !58, !tbaa !13
  %74 = load ptr, ptr %11, align 8, !dbg !59, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %73, ptr %3, align 8, !tbaa !13, !noalias !60
  store ptr %74, ptr %4, align 8, !tbaa !13, !noalias !60
  store ptr %3, ptr %9, align 16, !dbg !20, !noalias !60
  %75 = getelementptr inbounds ptr, ptr %9, i64 1, !dbg !20
  store ptr %4, ptr %75, align 8, !dbg !20, !noalias !60
  %76 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8), !dbg !20
  %77 = load i64, ptr %7, align 8, !dbg !20, !noalias !60
  %78 = load ptr, ptr %8, align 8, !dbg !20, !noalias !60
  %79 = load i64, ptr %5, align 8, !dbg !20, !noalias !60
  %80 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !20
  %81 = load i32, ptr %80, align 8, !dbg !20, !noalias !60
  %82 = load i64, ptr %6, align 8, !dbg !20, !noalias !60
  %83 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !20
  %84 = load i32, ptr %83, align 8, !dbg !20, !noalias !60
  %85 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__reverse_tilesPKfPf, i64 %79, i32 %81, i64 %82, i32 %84, ptr noundef nonnull %9, i64 noundef %77, ptr noundef %78), !dbg !20
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !64
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5), !dbg !64
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6), !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9), !dbg !64
  br label %86, !dbg !57

86:                                               ; preds = %62, %72
  %87 = call i32 @cudaDeviceSynchronize(), !dbg !65
  %88 = load ptr, ptr %11, align 8, !dbg !66, !tbaa !13
  %89 = call i32 @cudaMemcpy(ptr noundef %22, ptr noundef %88, i64 noundef %20, i32 noundef 2), !dbg !67
  %90 = and i64 %19, 3, !dbg !68
  %91 = icmp ult i32 %0, 4, !dbg !68
  br i1 %91, label %123, label %92, !dbg !68

92:                                               ; preds = %86
  %93 = and i64 %19, 4294967292, !dbg !68
  br label %94, !dbg !68

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %120, %94 ]
  %96 = phi i64 [ 0, %92 ], [ %121, %94 ]
  %97 = and i64 %95, 4294967292, !dbg !69
  %98 = xor i64 %97, 255, !dbg !69
  %99 = getelementptr inbounds float, ptr %21, i64 %98, !dbg !69
  %100 = load float, ptr %99, align 4, !dbg !69, !tbaa !45
  %101 = getelementptr inbounds float, ptr %23, i64 %95, !dbg !70
  store float %100, ptr %101, align 4, !dbg !71, !tbaa !45
  %102 = or i64 %95, 1, !dbg !72
  %103 = and i64 %95, 4294967292, !dbg !69
  %104 = xor i64 %103, 254, !dbg !69
  %105 = getelementptr inbounds float, ptr %21, i64 %104, !dbg !69
  %106 = load float, ptr %105, align 4, !dbg !69, !tbaa !45
  %107 = getelementptr inbounds float, ptr %23, i64 %102, !dbg !70
  store float %106, ptr %107, align 4, !dbg !71, !tbaa !45
  %108 = or i64 %95, 2, !dbg !72
  %109 = and i64 %95, 4294967292, !dbg !69
  %110 = xor i64 %109, 253, !dbg !69
  %111 = getelementptr inbounds float, ptr %21, i64 %110, !dbg !69
  %112 = load float, ptr %111, align 4, !dbg !69, !tbaa !45
  %113 = getelementptr inbounds float, ptr %23, i64 %108, !dbg !70
  store float %112, ptr %113, align 4, !dbg !71, !tbaa !45
  %114 = or i64 %95, 3, !dbg !72
  %115 = and i64 %95, 4294967292, !dbg !69
  %116 = xor i64 %115, 252, !dbg !69
  %117 = getelementptr inbounds float, ptr %21, i64 %116, !dbg !69
  %118 = load float, ptr %117, align 4, !dbg !69, !tbaa !45
  %119 = getelementptr inbounds float, ptr %23, i64 %114, !dbg !70
  store float %118, ptr %119, align 4, !dbg !71, !tbaa !45
  %120 = add nuw nsw i64 %95, 4, !dbg !72
  %121 = add i64 %96, 4, !dbg !68
  %122 = icmp eq i64 %121, %93, !dbg !68
  br i1 %122, label %123, label %94, !dbg !68, !llvm.loop !73

123:                                              ; preds = %94, %86
  %124 = phi i64 [ 0, %86 ], [ %120, %94 ]
  %125 = icmp eq i64 %90, 0, !dbg !68
  br i1 %125, label %137, label %126, !dbg !68

126:                                              ; preds = %123, %126
  %127 = phi i64 [ %134, %126 ], [ %124, %123 ]
  %128 = phi i64 [ %135, %126 ], [ 0, %123 ]
  %129 = and i64 %127, 4294967295, !dbg !69
  %130 = xor i64 %129, 255, !dbg !69
  %131 = getelementptr inbounds float, ptr %21, i64 %130, !dbg !69
  %132 = load float, ptr %131, align 4, !dbg !69, !tbaa !45
  %133 = getelementptr inbounds float, ptr %23, i64 %127, !dbg !70
  store float %132, ptr %133, align 4, !dbg !71, !tbaa !45
  %134 = add nuw nsw i64 %127, 1, !dbg !72
  %135 = add i64 %128, 1, !dbg !68
  %136 = icmp eq i64 %135, %90, !dbg !68
  br i1 %136, label %137, label %126, !dbg !68, !llvm.loop !75

137:                                              ; preds = %126, %123
  %138 = icmp ult i32 %0, 8, !dbg !77
  br i1 %138, label %175, label %139, !dbg !77

139:                                              ; preds = %137
  %140 = and i64 %19, 4294967288, !dbg !77
  br label %141, !dbg !77

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %169, %141 ], !dbg !78
  %143 = phi <4 x i32> [ zeroinitializer, %139 ], [ %167, %141 ]
  %144 = phi <4 x i32> [ zeroinitializer, %139 ], [ %168, %141 ]
  %145 = getelementptr inbounds float, ptr %22, i64 %142, !dbg !79
  %146 = load <4 x float>, ptr %145, align 4, !dbg !79, !tbaa !45
  %147 = getelementptr inbounds float, ptr %145, i64 4, !dbg !79
  %148 = load <4 x float>, ptr %147, align 4, !dbg !79, !tbaa !45
  %149 = getelementptr inbounds float, ptr %23, i64 %142, !dbg !80
  %150 = load <4 x float>, ptr %149, align 4, !dbg !80, !tbaa !45
  %151 = getelementptr inbounds float, ptr %149, i64 4, !dbg !80
  %152 = load <4 x float>, ptr %151, align 4, !dbg !80, !tbaa !45
  %153 = fsub <4 x float> %146, %150, !dbg !81
  %154 = fsub <4 x float> %148, %152, !dbg !81
  %155 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %153), !dbg !82
  %156 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %154), !dbg !82
  %157 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %150), !dbg !83
  %158 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %152), !dbg !83
  %159 = fadd <4 x float> %157, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !84
  %160 = fadd <4 x float> %158, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !84
  %161 = fmul <4 x float> %159, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !85
  %162 = fmul <4 x float> %160, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !85
  %163 = fcmp ugt <4 x float> %155, %161, !dbg !86
  %164 = fcmp ugt <4 x float> %156, %162, !dbg !86
  %165 = zext <4 x i1> %163 to <4 x i32>, !dbg !87
  %166 = zext <4 x i1> %164 to <4 x i32>, !dbg !87
  %167 = add <4 x i32> %143, %165, !dbg !87
  %168 = add <4 x i32> %144, %166, !dbg !87
  %169 = add nuw i64 %142, 8, !dbg !78
  %170 = icmp eq i64 %169, %140, !dbg !78
  br i1 %170, label %171, label %141, !dbg !78, !llvm.loop !88

171:                                              ; preds = %141
  %172 = add <4 x i32> %168, %167, !dbg !77
  %173 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %172), !dbg !77
  %174 = icmp eq i64 %140, %19, !dbg !77
  br i1 %174, label %178, label %175, !dbg !77

175:                                              ; preds = %137, %171
  %176 = phi i64 [ 0, %137 ], [ %140, %171 ]
  %177 = phi i32 [ 0, %137 ], [ %173, %171 ]
  br label %188, !dbg !77

178:                                              ; preds = %188, %171
  %179 = phi i32 [ %173, %171 ], [ %202, %188 ], !dbg !87
  %180 = icmp ne i32 %179, 0, !dbg !92
  %181 = select i1 %180, ptr @.str.2, ptr @.str.3, !dbg !92
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %181, i32 noundef %179), !dbg !93
  %183 = load ptr, ptr %10, align 8, !dbg !94, !tbaa !13
  %184 = call i32 @cudaFree(ptr noundef %183), !dbg !95
  %185 = load ptr, ptr %11, align 8, !dbg !96, !tbaa !13
  %186 = call i32 @cudaFree(ptr noundef %185), !dbg !97
  call void @free(ptr noundef %21) #12, !dbg !98
  call void @free(ptr noundef nonnull %22) #12, !dbg !99
  call void @free(ptr noundef nonnull %23) #12, !dbg !100
  %187 = zext i1 %180 to i32, !dbg !101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12, !dbg !102
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #12, !dbg !102
  br label %205

188:                                              ; preds = %175, %188
  %189 = phi i64 [ %203, %188 ], [ %176, %175 ]
  %190 = phi i32 [ %202, %188 ], [ %177, %175 ]
  %191 = getelementptr inbounds float, ptr %22, i64 %189, !dbg !79
  %192 = load float, ptr %191, align 4, !dbg !79, !tbaa !45
  %193 = getelementptr inbounds float, ptr %23, i64 %189, !dbg !80
  %194 = load float, ptr %193, align 4, !dbg !80, !tbaa !45
  %195 = fsub float %192, %194, !dbg !81
  %196 = call float @llvm.fabs.f32(float %195), !dbg !82
  %197 = call float @llvm.fabs.f32(float %194), !dbg !83
  %198 = fadd float %197, 1.000000e+00, !dbg !84
  %199 = fmul float %198, 0x3F1A36E2E0000000, !dbg !85
  %200 = fcmp ugt float %196, %199, !dbg !86
  %201 = zext i1 %200 to i32, !dbg !87
  %202 = add nuw nsw i32 %190, %201, !dbg !87
  %203 = add nuw nsw i64 %189, 1, !dbg !78
  %204 = icmp eq i64 %203, %19, !dbg !103
  br i1 %204, label %178, label %188, !dbg !77, !llvm.loop !104

205:                                              ; preds = %178, %16
  %206 = phi i32 [ 1, %16 ], [ %187, %178 ], !dbg !105
  ret i32 %206, !dbg !102
}

; Function Attrs: nofree nounwind
declare !dbg !106 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !108 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !110 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !112 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !113 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !115 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !116 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !117 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !118 {
  %1 = tail call i32 @run_smem_race(i32 noundef 1024, i32 noundef 1), !dbg !119, !range !120
  ret i32 %1, !dbg !121
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

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
!8 = !DIFile(filename: "samples/cuda/bugs/smem_race.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "18924e5746cc79cd7dc95abb870284af")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "reverse_tiles", scope: !8, file: !8, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !DILocation(line: 14, column: 86, scope: !10)
!18 = !DILocation(line: 21, column: 1, scope: !10)
!19 = distinct !DISubprogram(name: "run_smem_race", scope: !8, file: !8, line: 25, type: !11, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!20 = !DILocation(line: 14, column: 86, scope: !10, inlinedAt: !21)
!21 = distinct !DILocation(line: 39, column: 5, scope: !19)
!22 = !DILocation(line: 26, column: 11, scope: !19)
!23 = !DILocation(line: 26, column: 16, scope: !19)
!24 = !DILocation(line: 27, column: 9, scope: !19)
!25 = !DILocation(line: 28, column: 9, scope: !19)
!26 = !DILocation(line: 31, column: 36, scope: !19)
!27 = !DILocation(line: 31, column: 27, scope: !19)
!28 = !DILocation(line: 32, column: 28, scope: !19)
!29 = !DILocation(line: 33, column: 27, scope: !19)
!30 = !DILocation(line: 11, column: 5, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "fill", scope: !32, file: !32, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!32 = !DIFile(filename: "samples/cuda/bugs/../sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!33 = distinct !DILocation(line: 34, column: 5, scope: !19)
!34 = !DILocation(line: 6, column: 14, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "lcg_uniform", scope: !32, file: !32, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!36 = distinct !DILocation(line: 11, column: 48, scope: !31, inlinedAt: !33)
!37 = !DILocation(line: 6, column: 21, scope: !35, inlinedAt: !36)
!38 = !DILocation(line: 6, column: 32, scope: !35, inlinedAt: !36)
!39 = !DILocation(line: 7, column: 27, scope: !35, inlinedAt: !36)
!40 = !DILocation(line: 7, column: 19, scope: !35, inlinedAt: !36)
!41 = !DILocation(line: 7, column: 56, scope: !35, inlinedAt: !36)
!42 = !DILocation(line: 11, column: 46, scope: !31, inlinedAt: !33)
!43 = !DILocation(line: 11, column: 33, scope: !31, inlinedAt: !33)
!44 = !DILocation(line: 11, column: 38, scope: !31, inlinedAt: !33)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !15, i64 0}
!47 = !DILocation(line: 11, column: 28, scope: !31, inlinedAt: !33)
!48 = distinct !{!48, !30, !49, !50}
!49 = !DILocation(line: 11, column: 65, scope: !31, inlinedAt: !33)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 35, column: 5, scope: !19)
!52 = !DILocation(line: 36, column: 5, scope: !19)
!53 = !DILocation(line: 37, column: 5, scope: !19)
!54 = !DILocation(line: 38, column: 16, scope: !19)
!55 = !DILocation(line: 38, column: 5, scope: !19)
!56 = !DILocation(line: 39, column: 18, scope: !19)
!57 = !DILocation(line: 39, column: 5, scope: !19)
!58 = !DILocation(line: 39, column: 39, scope: !19)
!59 = !DILocation(line: 39, column: 44, scope: !19)
!60 = !{!61, !63}
!61 = distinct !{!61, !62, !"_Z28__device_stub__reverse_tilesPKfPf: argument 0"}
!62 = distinct !{!62, !"_Z28__device_stub__reverse_tilesPKfPf"}
!63 = distinct !{!63, !62, !"_Z28__device_stub__reverse_tilesPKfPf: argument 1"}
!64 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !21)
!65 = !DILocation(line: 40, column: 5, scope: !19)
!66 = !DILocation(line: 41, column: 22, scope: !19)
!67 = !DILocation(line: 41, column: 5, scope: !19)
!68 = !DILocation(line: 42, column: 5, scope: !19)
!69 = !DILocation(line: 42, column: 42, scope: !19)
!70 = !DILocation(line: 42, column: 33, scope: !19)
!71 = !DILocation(line: 42, column: 40, scope: !19)
!72 = !DILocation(line: 42, column: 28, scope: !19)
!73 = distinct !{!73, !68, !74, !50}
!74 = !DILocation(line: 42, column: 85, scope: !19)
!75 = distinct !{!75, !76}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = !DILocation(line: 44, column: 5, scope: !19)
!78 = !DILocation(line: 44, column: 28, scope: !19)
!79 = !DILocation(line: 45, column: 21, scope: !19)
!80 = !DILocation(line: 45, column: 31, scope: !19)
!81 = !DILocation(line: 45, column: 29, scope: !19)
!82 = !DILocation(line: 45, column: 15, scope: !19)
!83 = !DILocation(line: 45, column: 58, scope: !19)
!84 = !DILocation(line: 45, column: 56, scope: !19)
!85 = !DILocation(line: 45, column: 48, scope: !19)
!86 = !DILocation(line: 45, column: 39, scope: !19)
!87 = !DILocation(line: 45, column: 13, scope: !19)
!88 = distinct !{!88, !77, !89, !50, !90, !91}
!89 = !DILocation(line: 45, column: 77, scope: !19)
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = !{!"llvm.loop.unroll.runtime.disable"}
!92 = !DILocation(line: 46, column: 47, scope: !19)
!93 = !DILocation(line: 46, column: 5, scope: !19)
!94 = !DILocation(line: 47, column: 14, scope: !19)
!95 = !DILocation(line: 47, column: 5, scope: !19)
!96 = !DILocation(line: 47, column: 29, scope: !19)
!97 = !DILocation(line: 47, column: 20, scope: !19)
!98 = !DILocation(line: 48, column: 5, scope: !19)
!99 = !DILocation(line: 48, column: 16, scope: !19)
!100 = !DILocation(line: 48, column: 28, scope: !19)
!101 = !DILocation(line: 49, column: 12, scope: !19)
!102 = !DILocation(line: 50, column: 1, scope: !19)
!103 = !DILocation(line: 44, column: 23, scope: !19)
!104 = distinct !{!104, !77, !89, !50, !91, !90}
!105 = !DILocation(line: 0, scope: !19)
!106 = !DISubprogram(name: "printf", scope: !107, file: !107, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!107 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!108 = !DISubprogram(name: "malloc", scope: !109, file: !109, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!109 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!110 = !DISubprogram(name: "cudaMalloc", scope: !111, file: !111, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!111 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!112 = !DISubprogram(name: "cudaMemcpy", scope: !111, file: !111, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!113 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !114, file: !114, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!114 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!115 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !111, file: !111, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!116 = !DISubprogram(name: "cudaFree", scope: !111, file: !111, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!117 = !DISubprogram(name: "free", scope: !109, file: !109, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!118 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 52, type: !11, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!119 = !DILocation(line: 52, column: 21, scope: !118)
!120 = !{i32 0, i32 2}
!121 = !DILocation(line: 52, column: 14, scope: !118)
