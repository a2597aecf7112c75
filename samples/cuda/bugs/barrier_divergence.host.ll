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
define dso_local void @_Z25__device_stub__block_sumsPKfPf(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store ptr %1, ptr %4, align 8, !tbaa !6
  %9 = alloca [2 x ptr], align 16
  store ptr %3, ptr %9, align 16
  %10 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %4, ptr %10, align 8
  %11 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %12 = load i64, ptr %7, align 8
  %13 = load ptr, ptr %8, align 8
  %14 = load i64, ptr %5, align 8
  %15 = getelementptr inbounds i8, ptr %5, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = load i64, ptr %6, align 8
  %18 = getelementptr inbounds i8, ptr %6, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__block_sumsPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_barrier_divergence(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [2 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = icmp sgt i32 %0, 0
  %13 = and i32 %0, 255
  %14 = icmp eq i32 %13, 0
  %15 = and i1 %12, %14
  br i1 %15, label %18, label %16

16:                                               ; preds = %2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef 256)
  br label %198

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %22 = lshr i32 %0, 8
  %23 = shl nuw nsw i32 %22, 2
  %24 = zext i32 %23 to i64
  %25 = tail call noalias ptr @malloc(i64 noundef %24) #11
  %26 = tail call noalias ptr @malloc(i64 noundef %24) #11
  %27 = and i64 %19, 1
  %28 = icmp eq i32 %0, 1
  br i1 %28, label %53, label %29

29:                                               ; preds = %18
  %30 = and i64 %19, 4294967294
  br label %31

31:                                               ; preds = %31, %29
  %32 = phi i64 [ 0, %29 ], [ %50, %31 ]
  %33 = phi i32 [ %1, %29 ], [ %44, %31 ]
  %34 = phi i64 [ 0, %29 ], [ %51, %31 ]
  %35 = mul i32 %33, 1664525
  %36 = add i32 %35, 1013904223
  %37 = lshr i32 %36, 8
  %38 = uitofp i32 %37 to float
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 0x3E70000000000000, float -5.000000e-01)
  %40 = fmul float %39, 2.000000e+00
  %41 = getelementptr inbounds float, ptr %21, i64 %32
  store float %40, ptr %41, align 4, !tbaa !10
  %42 = or i64 %32, 1
  %43 = mul i32 %36, 1664525
  %44 = add i32 %43, 1013904223
  %45 = lshr i32 %44, 8
  %46 = uitofp i32 %45 to float
  %47 = tail call float @llvm.fmuladd.f32(float %46, float 0x3E70000000000000, float -5.000000e-01)
  %48 = fmul float %47, 2.000000e+00
  %49 = getelementptr inbounds float, ptr %21, i64 %42
  store float %48, ptr %49, align 4, !tbaa !10
  %50 = add nuw nsw i64 %32, 2
  %51 = add i64 %34, 2
  %52 = icmp eq i64 %51, %30
  br i1 %52, label %53, label %31, !llvm.loop !12

53:                                               ; preds = %31, %18
  %54 = phi i64 [ 0, %18 ], [ %50, %31 ]
  %55 = phi i32 [ %1, %18 ], [ %44, %31 ]
  %56 = icmp eq i64 %27, 0
  br i1 %56, label %65, label %57

57:                                               ; preds = %53
  %58 = mul i32 %55, 1664525
  %59 = add i32 %58, 1013904223
  %60 = lshr i32 %59, 8
  %61 = uitofp i32 %60 to float
  %62 = tail call float @llvm.fmuladd.f32(float %61, float 0x3E70000000000000, float -5.000000e-01)
  %63 = fmul float %62, 2.000000e+00
  %64 = getelementptr inbounds float, ptr %21, i64 %54
  store float %63, ptr %64, align 4, !tbaa !10
  br label %65

65:                                               ; preds = %53, %57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %10, i64 noundef %20)
  %67 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %24)
  %68 = load ptr, ptr %10, align 8, !tbaa !6
  %69 = call i32 @cudaMemcpy(ptr noundef %68, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1)
  %70 = zext i32 %22 to i64
  %71 = or i64 %70, 4294967296
  %72 = call i32 @__cudaPushCallConfiguration(i64 %71, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %88

74:                                               ; preds = %65
  %75 = load ptr, ptr %10, align 8, !tbaa !6
  %76 = load ptr, ptr %11, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %75, ptr %3, align 8, !tbaa !6, !noalias !14
  store ptr %76, ptr %4, align 8, !tbaa !6, !noalias !14
  store ptr %3, ptr %9, align 16, !noalias !14
  %77 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %4, ptr %77, align 8, !noalias !14
  %78 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %79 = load i64, ptr %7, align 8, !noalias !14
  %80 = load ptr, ptr %8, align 8, !noalias !14
  %81 = load i64, ptr %5, align 8, !noalias !14
  %82 = getelementptr inbounds i8, ptr %5, i64 8
  %83 = load i32, ptr %82, align 8, !noalias !14
  %84 = load i64, ptr %6, align 8, !noalias !14
  %85 = getelementptr inbounds i8, ptr %6, i64 8
  %86 = load i32, ptr %85, align 8, !noalias !14
  %87 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__block_sumsPKfPf, i64 %81, i32 %83, i64 %84, i32 %86, ptr noundef nonnull %9, i64 noundef %79, ptr noundef %80)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  br label %88

88:                                               ; preds = %74, %65
  %89 = call i32 @cudaDeviceSynchronize()
  %90 = load ptr, ptr %11, align 8, !tbaa !6
  %91 = call i32 @cudaMemcpy(ptr noundef %25, ptr noundef %90, i64 noundef %24, i32 noundef 2)
  %92 = icmp ult i32 %0, 256
  br i1 %92, label %171, label %93

93:                                               ; preds = %88
  %94 = call i32 @llvm.umax.i32(i32 %22, i32 1)
  %95 = zext i32 %94 to i64
  br label %96

96:                                               ; preds = %93, %143
  %97 = phi i64 [ 0, %93 ], [ %145, %143 ]
  %98 = shl nsw i64 %97, 8
  br label %147

99:                                               ; preds = %143
  br i1 %92, label %171, label %100

100:                                              ; preds = %99
  %101 = call i32 @llvm.umax.i32(i32 %22, i32 1)
  %102 = zext i32 %101 to i64
  %103 = icmp ult i32 %94, 8
  br i1 %103, label %140, label %104

104:                                              ; preds = %100
  %105 = and i64 %95, 16777208
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi i64 [ 0, %104 ], [ %134, %106 ]
  %108 = phi <4 x i32> [ zeroinitializer, %104 ], [ %132, %106 ]
  %109 = phi <4 x i32> [ zeroinitializer, %104 ], [ %133, %106 ]
  %110 = getelementptr inbounds float, ptr %25, i64 %107
  %111 = load <4 x float>, ptr %110, align 4, !tbaa !10
  %112 = getelementptr inbounds float, ptr %110, i64 4
  %113 = load <4 x float>, ptr %112, align 4, !tbaa !10
  %114 = getelementptr inbounds float, ptr %26, i64 %107
  %115 = load <4 x float>, ptr %114, align 4, !tbaa !10
  %116 = getelementptr inbounds float, ptr %114, i64 4
  %117 = load <4 x float>, ptr %116, align 4, !tbaa !10
  %118 = fsub <4 x float> %111, %115
  %119 = fsub <4 x float> %113, %117
  %120 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %118)
  %121 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %119)
  %122 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %115)
  %123 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %117)
  %124 = fadd <4 x float> %122, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %125 = fadd <4 x float> %123, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %126 = fmul <4 x float> %124, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %127 = fmul <4 x float> %125, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %128 = fcmp ugt <4 x float> %120, %126
  %129 = fcmp ugt <4 x float> %121, %127
  %130 = zext <4 x i1> %128 to <4 x i32>
  %131 = zext <4 x i1> %129 to <4 x i32>
  %132 = add <4 x i32> %108, %130
  %133 = add <4 x i32> %109, %131
  %134 = add nuw i64 %107, 8
  %135 = icmp eq i64 %134, %105
  br i1 %135, label %136, label %106, !llvm.loop !18

136:                                              ; preds = %106
  %137 = add <4 x i32> %133, %132
  %138 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %137)
  %139 = icmp eq i64 %105, %95
  br i1 %139, label %171, label %140

140:                                              ; preds = %100, %136
  %141 = phi i64 [ 0, %100 ], [ %105, %136 ]
  %142 = phi i32 [ 0, %100 ], [ %138, %136 ]
  br label %181

143:                                              ; preds = %147
  %144 = getelementptr inbounds float, ptr %26, i64 %97
  store float %168, ptr %144, align 4, !tbaa !10
  %145 = add nuw nsw i64 %97, 1
  %146 = icmp eq i64 %145, %95
  br i1 %146, label %99, label %96, !llvm.loop !21

147:                                              ; preds = %147, %96
  %148 = phi i64 [ 0, %96 ], [ %169, %147 ]
  %149 = phi float [ 0.000000e+00, %96 ], [ %168, %147 ]
  %150 = add nuw nsw i64 %148, %98
  %151 = getelementptr inbounds float, ptr %21, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !10
  %153 = fadd float %149, %152
  %154 = or i64 %148, 1
  %155 = add nuw nsw i64 %154, %98
  %156 = getelementptr inbounds float, ptr %21, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !10
  %158 = fadd float %153, %157
  %159 = or i64 %148, 2
  %160 = add nuw nsw i64 %159, %98
  %161 = getelementptr inbounds float, ptr %21, i64 %160
  %162 = load float, ptr %161, align 4, !tbaa !10
  %163 = fadd float %158, %162
  %164 = or i64 %148, 3
  %165 = add nuw nsw i64 %164, %98
  %166 = getelementptr inbounds float, ptr %21, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !10
  %168 = fadd float %163, %167
  %169 = add nuw nsw i64 %148, 4
  %170 = icmp eq i64 %169, 256
  br i1 %170, label %143, label %147, !llvm.loop !22

171:                                              ; preds = %181, %136, %88, %99
  %172 = phi i32 [ 0, %99 ], [ 0, %88 ], [ %138, %136 ], [ %195, %181 ]
  %173 = icmp ne i32 %172, 0
  %174 = select i1 %173, ptr @.str.2, ptr @.str.3
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %174, i32 noundef %172)
  %176 = load ptr, ptr %10, align 8, !tbaa !6
  %177 = call i32 @cudaFree(ptr noundef %176)
  %178 = load ptr, ptr %11, align 8, !tbaa !6
  %179 = call i32 @cudaFree(ptr noundef %178)
  call void @free(ptr noundef %21) #12
  call void @free(ptr noundef %25) #12
  call void @free(ptr noundef %26) #12
  %180 = zext i1 %173 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #12
  br label %198

181:                                              ; preds = %140, %181
  %182 = phi i64 [ %196, %181 ], [ %141, %140 ]
  %183 = phi i32 [ %195, %181 ], [ %142, %140 ]
  %184 = getelementptr inbounds float, ptr %25, i64 %182
  %185 = load float, ptr %184, align 4, !tbaa !10
  %186 = getelementptr inbounds float, ptr %26, i64 %182
  %187 = load float, ptr %186, align 4, !tbaa !10
  %188 = fsub float %185, %187
  %189 = call float @llvm.fabs.f32(float %188)
  %190 = call float @llvm.fabs.f32(float %187)
  %191 = fadd float %190, 1.000000e+00
  %192 = fmul float %191, 0x3F1A36E2E0000000
  %193 = fcmp ugt float %189, %192
  %194 = zext i1 %193 to i32
  %195 = add nuw nsw i32 %183, %194
  %196 = add nuw nsw i64 %182, 1
  %197 = icmp eq i64 %196, %102
  br i1 %197, label %171, label %181, !llvm.loop !23

198:                                              ; preds = %171, %16
  %199 = phi i32 [ 1, %16 ], [ %180, %171 ]
  ret i32 %199
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_barrier_divergence(i32 noundef 1024, i32 noundef 1), !range !24
  ret i32 %1
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

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !17}
!15 = distinct !{!15, !16, !"_Z25__device_stub__block_sumsPKfPf: argument 0"}
!16 = distinct !{!16, !"_Z25__device_stub__block_sumsPKfPf"}
!17 = distinct !{!17, !16, !"_Z25__device_stub__block_sumsPKfPf: argument 1"}
!18 = distinct !{!18, !13, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !20, !19}
!24 = !{i32 0, i32 2}
