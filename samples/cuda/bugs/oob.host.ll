; ModuleID = 'samples/cuda/bugs/oob.cu'
source_filename = "samples/cuda/bugs/oob.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [20 x i8] c"oob: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"oob: %s (%d mismatches)\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__smooth3PKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !13
  store ptr %1, ptr %5, align 8, !tbaa !13
  store i32 %2, ptr %6, align 4, !tbaa !17
  %11 = alloca [3 x ptr], align 16, !dbg !19
  store ptr %4, ptr %11, align 16, !dbg !19
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !19
  store ptr %5, ptr %12, align 8, !dbg !19
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !19
  store ptr %6, ptr %13, align 16, !dbg !19
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !19
  %15 = load i64, ptr %9, align 8, !dbg !19
  %16 = load ptr, ptr %10, align 8, !dbg !19
  %17 = load i64, ptr %7, align 8, !dbg !19
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !19
  %19 = load i32, ptr %18, align 8, !dbg !19
  %20 = load i64, ptr %8, align 8, !dbg !19
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !19
  %22 = load i32, ptr %21, align 8, !dbg !19
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__smooth3PKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_oob(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !21 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16, !dbg !22
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = icmp slt i32 %0, 1, !dbg !24
  br i1 %13, label %14, label %16, !dbg !25

14:                                               ; preds = %2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !26
  br label %194, !dbg !27

16:                                               ; preds = %2
  %17 = zext i32 %0 to i64
  %18 = shl nuw nsw i64 %17, 2, !dbg !28
  %19 = tail call noalias ptr @malloc(i64 noundef %18) #11, !dbg !29
  %20 = tail call noalias ptr @malloc(i64 noundef %18) #11, !dbg !30
  %21 = tail call noalias ptr @malloc(i64 noundef %18) #11, !dbg !31
  %22 = and i64 %17, 1, !dbg !32
  %23 = icmp eq i32 %0, 1, !dbg !32
  br i1 %23, label %48, label %24, !dbg !32

24:                                               ; preds = %16
  %25 = and i64 %17, 4294967294, !dbg !32
  br label %26, !dbg !32

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %45, %26 ], !dbg !36
  %28 = phi i32 [ %1, %24 ], [ %39, %26 ], !dbg !36
  %29 = phi i64 [ 0, %24 ], [ %46, %26 ]
  %30 = mul i32 %28, 1664525, !dbg !39
  %31 = add i32 %30, 1013904223, !dbg !40
  %32 = lshr i32 %31, 8, !dbg !41
  %33 = uitofp i32 %32 to float, !dbg !42
  %34 = tail call float @llvm.fmuladd.f32(float %33, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %35 = fmul float %34, 2.000000e+00, !dbg !44
  %36 = getelementptr inbounds float, ptr %19, i64 %27, !dbg !45
  store float %35, ptr %36, align 4, !dbg !46, !tbaa !47
  %37 = or i64 %27, 1, !dbg !49
  %38 = mul i32 %31, 1664525, !dbg !39
  %39 = add i32 %38, 1013904223, !dbg !40
  %40 = lshr i32 %39, 8, !dbg !41
  %41 = uitofp i32 %40 to float, !dbg !42
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %43 = fmul float %42, 2.000000e+00, !dbg !44
  %44 = getelementptr inbounds float, ptr %19, i64 %37, !dbg !45
  store float %43, ptr %44, align 4, !dbg !46, !tbaa !47
  %45 = add nuw nsw i64 %27, 2, !dbg !49
  %46 = add i64 %29, 2, !dbg !32
  %47 = icmp eq i64 %46, %25, !dbg !32
  br i1 %47, label %48, label %26, !dbg !32, !llvm.loop !50

48:                                               ; preds = %26, %16
  %49 = phi i64 [ 0, %16 ], [ %45, %26 ]
  %50 = phi i32 [ %1, %16 ], [ %39, %26 ]
  %51 = icmp eq i64 %22, 0, !dbg !32
  br i1 %51, label %60, label %52, !dbg !32

52:                                               ; preds = %48
  %53 = mul i32 %50, 1664525, !dbg !39
  %54 = add i32 %53, 1013904223, !dbg !40
  %55 = lshr i32 %54, 8, !dbg !41
  %56 = uitofp i32 %55 to float, !dbg !42
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 0x3E70000000000000, float -5.000000e-01), !dbg !43
  %58 = fmul float %57, 2.000000e+00, !dbg !44
  %59 = getelementptr inbounds float, ptr %19, i64 %49, !dbg !45
  store float %58, ptr %59, align 4, !dbg !46, !tbaa !47
  br label %60, !dbg !53

60:                                               ; preds = %48, %52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12, !dbg !53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #12, !dbg !53
  %61 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %18), !dbg !54
  %62 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %18), !dbg !55
  %63 = load ptr, ptr %11, align 8, !dbg !56, !tbaa !13
  %64 = call i32 @cudaMemcpy(ptr noundef %63, ptr noundef nonnull %19, i64 noundef %18, i32 noundef 1), !dbg !57
  %65 = add nsw i32 %0, 255, !dbg !58
  %66 = sdiv i32 %65, 256, !dbg !59
  %67 = zext i32 %66 to i64, !dbg !60
  %68 = or i64 %67, 4294967296, !dbg !60
  %69 = call i32 @__cudaPushCallConfiguration(i64 %68, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !60
  %70 = icmp eq i32 %69, 0, !dbg !60
  br i1 %70, label %71, label %86, !dbg !61

71:                                               ; preds = %60
  %72 = load ptr, ptr %11, align 8, !dbg !62, !tbaa !13
  %73 = load ptr, ptr %12, align 8, !dbg !63, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %72, ptr %3, align 8, !tbaa !13, !noalias !64
  store ptr %73, ptr %4, align 8, !tbaa !13, !noalias !64
  store i32 %0, ptr %5, align 4, !tbaa !17, !noalias !64
  store ptr %3, ptr %10, align 16, !dbg !22, !noalias !64
  %74 = getelementptr inbounds ptr, ptr %10, i64 1, !dbg !22
  store ptr %4, ptr %74, align 8, !dbg !22, !noalias !64
  %75 = getelementptr inbounds ptr, ptr %10, i64 2, !dbg !22
  store ptr %5, ptr %75, align 16, !dbg !22, !noalias !64
  %76 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9), !dbg !22
  %77 = load i64, ptr %8, align 8, !dbg !22, !noalias !64
  %78 = load ptr, ptr %9, align 8, !dbg !22, !noalias !64
  %79 = load i64, ptr %6, align 8, !dbg !22, !noalias !64
  %80 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !22
  %81 = load i32, ptr %80, align 8, !dbg !22, !noalias !64
  %82 = load i64, ptr %7, align 8, !dbg !22, !noalias !64
  %83 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !22
  %84 = load i32, ptr %83, align 8, !dbg !22, !noalias !64
  %85 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__smooth3PKfPfi, i64 %79, i32 %81, i64 %82, i32 %84, ptr noundef nonnull %10, i64 noundef %77, ptr noundef %78), !dbg !22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !68
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !68
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6), !dbg !68
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !68
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !68
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10), !dbg !68
  br label %86, !dbg !61

86:                                               ; preds = %71, %60
  %87 = call i32 @cudaDeviceSynchronize(), !dbg !69
  %88 = load ptr, ptr %12, align 8, !dbg !70, !tbaa !13
  %89 = call i32 @cudaMemcpy(ptr noundef %20, ptr noundef %88, i64 noundef %18, i32 noundef 2), !dbg !71
  %90 = icmp sgt i32 %0, 0, !dbg !72
  br i1 %90, label %91, label %167, !dbg !73

91:                                               ; preds = %86
  %92 = zext i32 %0 to i64, !dbg !73
  %93 = icmp eq i32 %0, 1, !dbg !74
  br i1 %93, label %94, label %98, !dbg !75

94:                                               ; preds = %91
  %95 = load float, ptr %19, align 4, !dbg !76, !tbaa !47
  %96 = fadd float %95, 0.000000e+00, !dbg !77
  %97 = fmul float %96, 0x3FD5555560000000, !dbg !78
  store float %97, ptr %21, align 4, !dbg !79, !tbaa !47
  br label %106, !dbg !80

98:                                               ; preds = %91
  %99 = getelementptr inbounds float, ptr %19, i64 1, !dbg !81
  %100 = load float, ptr %99, align 4, !dbg !81, !tbaa !47
  %101 = load float, ptr %19, align 4, !dbg !76, !tbaa !47
  %102 = fadd float %101, 0.000000e+00, !dbg !77
  %103 = fadd float %100, %102, !dbg !82
  %104 = fmul float %103, 0x3FD5555560000000, !dbg !78
  store float %104, ptr %21, align 4, !dbg !79, !tbaa !47
  br label %147, !dbg !73

105:                                              ; preds = %158
  br i1 %90, label %106, label %167, !dbg !80

106:                                              ; preds = %94, %105
  %107 = icmp ult i32 %0, 8, !dbg !80
  br i1 %107, label %144, label %108, !dbg !80

108:                                              ; preds = %106
  %109 = and i64 %17, 4294967288, !dbg !80
  br label %110, !dbg !80

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %138, %110 ], !dbg !83
  %112 = phi <4 x i32> [ zeroinitializer, %108 ], [ %136, %110 ]
  %113 = phi <4 x i32> [ zeroinitializer, %108 ], [ %137, %110 ]
  %114 = getelementptr inbounds float, ptr %20, i64 %111, !dbg !84
  %115 = load <4 x float>, ptr %114, align 4, !dbg !84, !tbaa !47
  %116 = getelementptr inbounds float, ptr %114, i64 4, !dbg !84
  %117 = load <4 x float>, ptr %116, align 4, !dbg !84, !tbaa !47
  %118 = getelementptr inbounds float, ptr %21, i64 %111, !dbg !85
  %119 = load <4 x float>, ptr %118, align 4, !dbg !85, !tbaa !47
  %120 = getelementptr inbounds float, ptr %118, i64 4, !dbg !85
  %121 = load <4 x float>, ptr %120, align 4, !dbg !85, !tbaa !47
  %122 = fsub <4 x float> %115, %119, !dbg !86
  %123 = fsub <4 x float> %117, %121, !dbg !86
  %124 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %122), !dbg !87
  %125 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %123), !dbg !87
  %126 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %119), !dbg !88
  %127 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %121), !dbg !88
  %128 = fadd <4 x float> %126, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !89
  %129 = fadd <4 x float> %127, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !89
  %130 = fmul <4 x float> %128, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !90
  %131 = fmul <4 x float> %129, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>, !dbg !90
  %132 = fcmp ugt <4 x float> %124, %130, !dbg !91
  %133 = fcmp ugt <4 x float> %125, %131, !dbg !91
  %134 = zext <4 x i1> %132 to <4 x i32>, !dbg !92
  %135 = zext <4 x i1> %133 to <4 x i32>, !dbg !92
  %136 = add <4 x i32> %112, %134, !dbg !92
  %137 = add <4 x i32> %113, %135, !dbg !92
  %138 = add nuw i64 %111, 8, !dbg !83
  %139 = icmp eq i64 %138, %109, !dbg !83
  br i1 %139, label %140, label %110, !dbg !83, !llvm.loop !93

140:                                              ; preds = %110
  %141 = add <4 x i32> %137, %136, !dbg !80
  %142 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %141), !dbg !80
  %143 = icmp eq i64 %109, %17, !dbg !80
  br i1 %143, label %167, label %144, !dbg !80

144:                                              ; preds = %106, %140
  %145 = phi i64 [ 0, %106 ], [ %109, %140 ]
  %146 = phi i32 [ 0, %106 ], [ %142, %140 ]
  br label %177, !dbg !80

147:                                              ; preds = %98, %158
  %148 = phi i64 [ 1, %98 ], [ %153, %158 ]
  %149 = add nuw i64 %148, 4294967295
  %150 = and i64 %149, 4294967295
  %151 = getelementptr inbounds float, ptr %19, i64 %150, !dbg !97
  %152 = load float, ptr %151, align 4, !dbg !97, !tbaa !47
  %153 = add nuw nsw i64 %148, 1, !dbg !98
  %154 = icmp ult i64 %153, %92, !dbg !74
  br i1 %154, label %155, label %158, !dbg !75

155:                                              ; preds = %147
  %156 = getelementptr inbounds float, ptr %19, i64 %153, !dbg !81
  %157 = load float, ptr %156, align 4, !dbg !81, !tbaa !47
  br label %158, !dbg !75

158:                                              ; preds = %147, %155
  %159 = phi float [ %157, %155 ], [ 0.000000e+00, %147 ], !dbg !75
  %160 = getelementptr inbounds float, ptr %19, i64 %148, !dbg !76
  %161 = load float, ptr %160, align 4, !dbg !76, !tbaa !47
  %162 = fadd float %152, %161, !dbg !77
  %163 = fadd float %159, %162, !dbg !82
  %164 = fmul float %163, 0x3FD5555560000000, !dbg !78
  %165 = getelementptr inbounds float, ptr %21, i64 %148, !dbg !99
  store float %164, ptr %165, align 4, !dbg !79, !tbaa !47
  %166 = icmp eq i64 %153, %17, !dbg !72
  br i1 %166, label %105, label %147, !dbg !73, !llvm.loop !100

167:                                              ; preds = %177, %140, %86, %105
  %168 = phi i32 [ 0, %105 ], [ 0, %86 ], [ %142, %140 ], [ %191, %177 ], !dbg !103
  %169 = icmp ne i32 %168, 0, !dbg !104
  %170 = select i1 %169, ptr @.str.2, ptr @.str.3, !dbg !104
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %170, i32 noundef %168), !dbg !105
  %172 = load ptr, ptr %11, align 8, !dbg !106, !tbaa !13
  %173 = call i32 @cudaFree(ptr noundef %172), !dbg !107
  %174 = load ptr, ptr %12, align 8, !dbg !108, !tbaa !13
  %175 = call i32 @cudaFree(ptr noundef %174), !dbg !109
  call void @free(ptr noundef %19) #12, !dbg !110
  call void @free(ptr noundef %20) #12, !dbg !111
  call void @free(ptr noundef %21) #12, !dbg !112
  %176 = zext i1 %169 to i32, !dbg !113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #12, !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12, !dbg !114
  br label %194

177:                                              ; preds = %144, %177
  %178 = phi i64 [ %192, %177 ], [ %145, %144 ]
  %179 = phi i32 [ %191, %177 ], [ %146, %144 ]
  %180 = getelementptr inbounds float, ptr %20, i64 %178, !dbg !84
  %181 = load float, ptr %180, align 4, !dbg !84, !tbaa !47
  %182 = getelementptr inbounds float, ptr %21, i64 %178, !dbg !85
  %183 = load float, ptr %182, align 4, !dbg !85, !tbaa !47
  %184 = fsub float %181, %183, !dbg !86
  %185 = call float @llvm.fabs.f32(float %184), !dbg !87
  %186 = call float @llvm.fabs.f32(float %183), !dbg !88
  %187 = fadd float %186, 1.000000e+00, !dbg !89
  %188 = fmul float %187, 0x3F1A36E2E0000000, !dbg !90
  %189 = fcmp ugt float %185, %188, !dbg !91
  %190 = zext i1 %189 to i32, !dbg !92
  %191 = add nuw nsw i32 %179, %190, !dbg !92
  %192 = add nuw nsw i64 %178, 1, !dbg !83
  %193 = icmp eq i64 %192, %17, !dbg !115
  br i1 %193, label %167, label %177, !dbg !80, !llvm.loop !116

194:                                              ; preds = %167, %14
  %195 = phi i32 [ 1, %14 ], [ %176, %167 ], !dbg !117
  ret i32 %195, !dbg !114
}

; Function Attrs: nofree nounwind
declare !dbg !118 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !120 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !122 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !124 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !125 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !127 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !128 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !129 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !130 {
  %1 = tail call i32 @run_oob(i32 noundef 1000, i32 noundef 1), !dbg !131, !range !132
  ret i32 %1, !dbg !133
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
!8 = !DIFile(filename: "samples/cuda/bugs/oob.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "cbdb981678c881eed5e9c38ca12513ae")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "smooth3", scope: !8, file: !8, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 14, column: 87, scope: !10)
!20 = !DILocation(line: 17, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "run_oob", scope: !8, file: !8, line: 21, type: !11, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 14, column: 87, scope: !10, inlinedAt: !23)
!23 = distinct !DILocation(line: 35, column: 5, scope: !21)
!24 = !DILocation(line: 22, column: 11, scope: !21)
!25 = !DILocation(line: 22, column: 9, scope: !21)
!26 = !DILocation(line: 23, column: 9, scope: !21)
!27 = !DILocation(line: 24, column: 9, scope: !21)
!28 = !DILocation(line: 27, column: 36, scope: !21)
!29 = !DILocation(line: 27, column: 27, scope: !21)
!30 = !DILocation(line: 28, column: 28, scope: !21)
!31 = !DILocation(line: 29, column: 27, scope: !21)
!32 = !DILocation(line: 11, column: 5, scope: !33, inlinedAt: !35)
!33 = distinct !DISubprogram(name: "fill", scope: !34, file: !34, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!34 = !DIFile(filename: "samples/cuda/bugs/../sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!35 = distinct !DILocation(line: 30, column: 5, scope: !21)
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
!53 = !DILocation(line: 31, column: 5, scope: !21)
!54 = !DILocation(line: 32, column: 5, scope: !21)
!55 = !DILocation(line: 33, column: 5, scope: !21)
!56 = !DILocation(line: 34, column: 16, scope: !21)
!57 = !DILocation(line: 34, column: 5, scope: !21)
!58 = !DILocation(line: 35, column: 26, scope: !21)
!59 = !DILocation(line: 35, column: 31, scope: !21)
!60 = !DILocation(line: 35, column: 12, scope: !21)
!61 = !DILocation(line: 35, column: 5, scope: !21)
!62 = !DILocation(line: 35, column: 49, scope: !21)
!63 = !DILocation(line: 35, column: 54, scope: !21)
!64 = !{!65, !67}
!65 = distinct !{!65, !66, !"_Z22__device_stub__smooth3PKfPfi: argument 0"}
!66 = distinct !{!66, !"_Z22__device_stub__smooth3PKfPfi"}
!67 = distinct !{!67, !66, !"_Z22__device_stub__smooth3PKfPfi: argument 1"}
!68 = !DILocation(line: 17, column: 1, scope: !10, inlinedAt: !23)
!69 = !DILocation(line: 36, column: 5, scope: !21)
!70 = !DILocation(line: 37, column: 22, scope: !21)
!71 = !DILocation(line: 37, column: 5, scope: !21)
!72 = !DILocation(line: 38, column: 23, scope: !21)
!73 = !DILocation(line: 38, column: 5, scope: !21)
!74 = !DILocation(line: 39, column: 56, scope: !21)
!75 = !DILocation(line: 39, column: 50, scope: !21)
!76 = !DILocation(line: 40, column: 23, scope: !21)
!77 = !DILocation(line: 40, column: 21, scope: !21)
!78 = !DILocation(line: 40, column: 35, scope: !21)
!79 = !DILocation(line: 40, column: 16, scope: !21)
!80 = !DILocation(line: 43, column: 5, scope: !21)
!81 = !DILocation(line: 39, column: 62, scope: !21)
!82 = !DILocation(line: 40, column: 30, scope: !21)
!83 = !DILocation(line: 43, column: 28, scope: !21)
!84 = !DILocation(line: 44, column: 21, scope: !21)
!85 = !DILocation(line: 44, column: 31, scope: !21)
!86 = !DILocation(line: 44, column: 29, scope: !21)
!87 = !DILocation(line: 44, column: 15, scope: !21)
!88 = !DILocation(line: 44, column: 58, scope: !21)
!89 = !DILocation(line: 44, column: 56, scope: !21)
!90 = !DILocation(line: 44, column: 48, scope: !21)
!91 = !DILocation(line: 44, column: 39, scope: !21)
!92 = !DILocation(line: 44, column: 13, scope: !21)
!93 = distinct !{!93, !80, !94, !52, !95, !96}
!94 = !DILocation(line: 44, column: 77, scope: !21)
!95 = !{!"llvm.loop.isvectorized", i32 1}
!96 = !{!"llvm.loop.unroll.runtime.disable"}
!97 = !DILocation(line: 39, column: 27, scope: !21)
!98 = !DILocation(line: 39, column: 52, scope: !21)
!99 = !DILocation(line: 40, column: 9, scope: !21)
!100 = distinct !{!100, !73, !101, !52, !102}
!101 = !DILocation(line: 41, column: 5, scope: !21)
!102 = !{!"llvm.loop.peeled.count", i32 1}
!103 = !DILocation(line: 42, column: 9, scope: !21)
!104 = !DILocation(line: 45, column: 41, scope: !21)
!105 = !DILocation(line: 45, column: 5, scope: !21)
!106 = !DILocation(line: 46, column: 14, scope: !21)
!107 = !DILocation(line: 46, column: 5, scope: !21)
!108 = !DILocation(line: 46, column: 29, scope: !21)
!109 = !DILocation(line: 46, column: 20, scope: !21)
!110 = !DILocation(line: 47, column: 5, scope: !21)
!111 = !DILocation(line: 47, column: 16, scope: !21)
!112 = !DILocation(line: 47, column: 28, scope: !21)
!113 = !DILocation(line: 48, column: 12, scope: !21)
!114 = !DILocation(line: 49, column: 1, scope: !21)
!115 = !DILocation(line: 43, column: 23, scope: !21)
!116 = distinct !{!116, !80, !94, !52, !96, !95}
!117 = !DILocation(line: 0, scope: !21)
!118 = !DISubprogram(name: "printf", scope: !119, file: !119, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!119 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!120 = !DISubprogram(name: "malloc", scope: !121, file: !121, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!121 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!122 = !DISubprogram(name: "cudaMalloc", scope: !123, file: !123, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!123 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!124 = !DISubprogram(name: "cudaMemcpy", scope: !123, file: !123, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!125 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !126, file: !126, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!126 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!127 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !123, file: !123, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!128 = !DISubprogram(name: "cudaFree", scope: !123, file: !123, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!129 = !DISubprogram(name: "free", scope: !121, file: !121, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!130 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 51, type: !11, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!131 = !DILocation(line: 51, column: 21, scope: !130)
!132 = !{i32 0, i32 2}
!133 = !DILocation(line: 51, column: 14, scope: !130)
