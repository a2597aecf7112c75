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
define dso_local void @_Z28__device_stub__reverse_tilesPKfPf(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__reverse_tilesPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_smem_race(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
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
  br label %205

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %22 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %23 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %24 = and i64 %19, 1
  %25 = icmp eq i32 %0, 1
  br i1 %25, label %50, label %26

26:                                               ; preds = %18
  %27 = and i64 %19, 4294967294
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %47, %28 ]
  %30 = phi i32 [ %1, %26 ], [ %41, %28 ]
  %31 = phi i64 [ 0, %26 ], [ %48, %28 ]
  %32 = mul i32 %30, 1664525
  %33 = add i32 %32, 1013904223
  %34 = lshr i32 %33, 8
  %35 = uitofp i32 %34 to float
  %36 = tail call float @llvm.fmuladd.f32(float %35, float 0x3E70000000000000, float -5.000000e-01)
  %37 = fmul float %36, 2.000000e+00
  %38 = getelementptr inbounds float, ptr %21, i64 %29
  store float %37, ptr %38, align 4, !tbaa !10
  %39 = or i64 %29, 1
  %40 = mul i32 %33, 1664525
  %41 = add i32 %40, 1013904223
  %42 = lshr i32 %41, 8
  %43 = uitofp i32 %42 to float
  %44 = tail call float @llvm.fmuladd.f32(float %43, float 0x3E70000000000000, float -5.000000e-01)
  %45 = fmul float %44, 2.000000e+00
  %46 = getelementptr inbounds float, ptr %21, i64 %39
  store float %45, ptr %46, align 4, !tbaa !10
  %47 = add nuw nsw i64 %29, 2
  %48 = add i64 %31, 2
  %49 = icmp eq i64 %48, %27
  br i1 %49, label %50, label %28, !llvm.loop !12

50:                                               ; preds = %28, %18
  %51 = phi i64 [ 0, %18 ], [ %47, %28 ]
  %52 = phi i32 [ %1, %18 ], [ %41, %28 ]
  %53 = icmp eq i64 %24, 0
  br i1 %53, label %62, label %54

54:                                               ; preds = %50
  %55 = mul i32 %52, 1664525
  %56 = add i32 %55, 1013904223
  %57 = lshr i32 %56, 8
  %58 = uitofp i32 %57 to float
  %59 = tail call float @llvm.fmuladd.f32(float %58, float 0x3E70000000000000, float -5.000000e-01)
  %60 = fmul float %59, 2.000000e+00
  %61 = getelementptr inbounds float, ptr %21, i64 %51
  store float %60, ptr %61, align 4, !tbaa !10
  br label %62

62:                                               ; preds = %50, %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12
  %63 = call i32 @cudaMalloc(ptr noundef nonnull %10, i64 noundef %20)
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %20)
  %65 = load ptr, ptr %10, align 8, !tbaa !6
  %66 = call i32 @cudaMemcpy(ptr noundef %65, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1)
  %67 = lshr i32 %0, 8
  %68 = zext i32 %67 to i64
  %69 = or i64 %68, 4294967296
  %70 = call i32 @__cudaPushCallConfiguration(i64 %69, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %86

72:                                               ; preds = %62
  %73 = load ptr, ptr %10, align 8, !tbaa !6
  %74 = load ptr, ptr %11, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %73, ptr %3, align 8, !tbaa !6, !noalias !14
  store ptr %74, ptr %4, align 8, !tbaa !6, !noalias !14
  store ptr %3, ptr %9, align 16, !noalias !14
  %75 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %4, ptr %75, align 8, !noalias !14
  %76 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %77 = load i64, ptr %7, align 8, !noalias !14
  %78 = load ptr, ptr %8, align 8, !noalias !14
  %79 = load i64, ptr %5, align 8, !noalias !14
  %80 = getelementptr inbounds i8, ptr %5, i64 8
  %81 = load i32, ptr %80, align 8, !noalias !14
  %82 = load i64, ptr %6, align 8, !noalias !14
  %83 = getelementptr inbounds i8, ptr %6, i64 8
  %84 = load i32, ptr %83, align 8, !noalias !14
  %85 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z28__device_stub__reverse_tilesPKfPf, i64 %79, i32 %81, i64 %82, i32 %84, ptr noundef nonnull %9, i64 noundef %77, ptr noundef %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  br label %86

86:                                               ; preds = %62, %72
  %87 = call i32 @cudaDeviceSynchronize()
  %88 = load ptr, ptr %11, align 8, !tbaa !6
  %89 = call i32 @cudaMemcpy(ptr noundef %22, ptr noundef %88, i64 noundef %20, i32 noundef 2)
  %90 = and i64 %19, 3
  %91 = icmp ult i32 %0, 4
  br i1 %91, label %123, label %92

92:                                               ; preds = %86
  %93 = and i64 %19, 4294967292
  br label %94

94:                                               ; preds = %94, %92
  %95 = phi i64 [ 0, %92 ], [ %120, %94 ]
  %96 = phi i64 [ 0, %92 ], [ %121, %94 ]
  %97 = and i64 %95, 4294967292
  %98 = xor i64 %97, 255
  %99 = getelementptr inbounds float, ptr %21, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !10
  %101 = getelementptr inbounds float, ptr %23, i64 %95
  store float %100, ptr %101, align 4, !tbaa !10
  %102 = or i64 %95, 1
  %103 = and i64 %95, 4294967292
  %104 = xor i64 %103, 254
  %105 = getelementptr inbounds float, ptr %21, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !10
  %107 = getelementptr inbounds float, ptr %23, i64 %102
  store float %106, ptr %107, align 4, !tbaa !10
  %108 = or i64 %95, 2
  %109 = and i64 %95, 4294967292
  %110 = xor i64 %109, 253
  %111 = getelementptr inbounds float, ptr %21, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !10
  %113 = getelementptr inbounds float, ptr %23, i64 %108
  store float %112, ptr %113, align 4, !tbaa !10
  %114 = or i64 %95, 3
  %115 = and i64 %95, 4294967292
  %116 = xor i64 %115, 252
  %117 = getelementptr inbounds float, ptr %21, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !10
  %119 = getelementptr inbounds float, ptr %23, i64 %114
  store float %118, ptr %119, align 4, !tbaa !10
  %120 = add nuw nsw i64 %95, 4
  %121 = add i64 %96, 4
  %122 = icmp eq i64 %121, %93
  br i1 %122, label %123, label %94, !llvm.loop !18

123:                                              ; preds = %94, %86
  %124 = phi i64 [ 0, %86 ], [ %120, %94 ]
  %125 = icmp eq i64 %90, 0
  br i1 %125, label %137, label %126

126:                                              ; preds = %123, %126
  %127 = phi i64 [ %134, %126 ], [ %124, %123 ]
  %128 = phi i64 [ %135, %126 ], [ 0, %123 ]
  %129 = and i64 %127, 4294967295
  %130 = xor i64 %129, 255
  %131 = getelementptr inbounds float, ptr %21, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !10
  %133 = getelementptr inbounds float, ptr %23, i64 %127
  store float %132, ptr %133, align 4, !tbaa !10
  %134 = add nuw nsw i64 %127, 1
  %135 = add i64 %128, 1
  %136 = icmp eq i64 %135, %90
  br i1 %136, label %137, label %126, !llvm.loop !19

137:                                              ; preds = %126, %123
  %138 = icmp ult i32 %0, 8
  br i1 %138, label %175, label %139

139:                                              ; preds = %137
  %140 = and i64 %19, 4294967288
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %169, %141 ]
  %143 = phi <4 x i32> [ zeroinitializer, %139 ], [ %167, %141 ]
  %144 = phi <4 x i32> [ zeroinitializer, %139 ], [ %168, %141 ]
  %145 = getelementptr inbounds float, ptr %22, i64 %142
  %146 = load <4 x float>, ptr %145, align 4, !tbaa !10
  %147 = getelementptr inbounds float, ptr %145, i64 4
  %148 = load <4 x float>, ptr %147, align 4, !tbaa !10
  %149 = getelementptr inbounds float, ptr %23, i64 %142
  %150 = load <4 x float>, ptr %149, align 4, !tbaa !10
  %151 = getelementptr inbounds float, ptr %149, i64 4
  %152 = load <4 x float>, ptr %151, align 4, !tbaa !10
  %153 = fsub <4 x float> %146, %150
  %154 = fsub <4 x float> %148, %152
  %155 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %153)
  %156 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %154)
  %157 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %150)
  %158 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %152)
  %159 = fadd <4 x float> %157, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %160 = fadd <4 x float> %158, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %161 = fmul <4 x float> %159, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %162 = fmul <4 x float> %160, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %163 = fcmp ugt <4 x float> %155, %161
  %164 = fcmp ugt <4 x float> %156, %162
  %165 = zext <4 x i1> %163 to <4 x i32>
  %166 = zext <4 x i1> %164 to <4 x i32>
  %167 = add <4 x i32> %143, %165
  %168 = add <4 x i32> %144, %166
  %169 = add nuw i64 %142, 8
  %170 = icmp eq i64 %169, %140
  br i1 %170, label %171, label %141, !llvm.loop !21

171:                                              ; preds = %141
  %172 = add <4 x i32> %168, %167
  %173 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %172)
  %174 = icmp eq i64 %140, %19
  br i1 %174, label %178, label %175

175:                                              ; preds = %137, %171
  %176 = phi i64 [ 0, %137 ], [ %140, %171 ]
  %177 = phi i32 [ 0, %137 ], [ %173, %171 ]
  br label %188

178:                                              ; preds = %188, %171
  %179 = phi i32 [ %173, %171 ], [ %202, %188 ]
  %180 = icmp ne i32 %179, 0
  %181 = select i1 %180, ptr @.str.2, ptr @.str.3
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %181, i32 noundef %179)
  %183 = load ptr, ptr %10, align 8, !tbaa !6
  %184 = call i32 @cudaFree(ptr noundef %183)
  %185 = load ptr, ptr %11, align 8, !tbaa !6
  %186 = call i32 @cudaFree(ptr noundef %185)
  call void @free(ptr noundef %21) #12
  call void @free(ptr noundef nonnull %22) #12
  call void @free(ptr noundef nonnull %23) #12
  %187 = zext i1 %180 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #12
  br label %205

188:                                              ; preds = %175, %188
  %189 = phi i64 [ %203, %188 ], [ %176, %175 ]
  %190 = phi i32 [ %202, %188 ], [ %177, %175 ]
  %191 = getelementptr inbounds float, ptr %22, i64 %189
  %192 = load float, ptr %191, align 4, !tbaa !10
  %193 = getelementptr inbounds float, ptr %23, i64 %189
  %194 = load float, ptr %193, align 4, !tbaa !10
  %195 = fsub float %192, %194
  %196 = call float @llvm.fabs.f32(float %195)
  %197 = call float @llvm.fabs.f32(float %194)
  %198 = fadd float %197, 1.000000e+00
  %199 = fmul float %198, 0x3F1A36E2E0000000
  %200 = fcmp ugt float %196, %199
  %201 = zext i1 %200 to i32
  %202 = add nuw nsw i32 %190, %201
  %203 = add nuw nsw i64 %189, 1
  %204 = icmp eq i64 %203, %19
  br i1 %204, label %178, label %188, !llvm.loop !24

205:                                              ; preds = %178, %16
  %206 = phi i32 [ 1, %16 ], [ %187, %178 ]
  ret i32 %206
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
  %1 = tail call i32 @run_smem_race(i32 noundef 1024, i32 noundef 1), !range !25
  ret i32 %1
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
!15 = distinct !{!15, !16, !"_Z28__device_stub__reverse_tilesPKfPf: argument 0"}
!16 = distinct !{!16, !"_Z28__device_stub__reverse_tilesPKfPf"}
!17 = distinct !{!17, !16, !"_Z28__device_stub__reverse_tilesPKfPf: argument 1"}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !13, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !13, !23, !22}
!25 = !{i32 0, i32 2}
