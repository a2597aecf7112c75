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
define dso_local void @_Z22__device_stub__smooth3PKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !10
  %11 = alloca [3 x ptr], align 16
  store ptr %4, ptr %11, align 16
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %5, ptr %12, align 8
  %13 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %6, ptr %13, align 16
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %15 = load i64, ptr %9, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %7, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds i8, ptr %8, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__smooth3PKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_oob(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = icmp slt i32 %0, 1
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0)
  br label %194

16:                                               ; preds = %2
  %17 = zext i32 %0 to i64
  %18 = shl nuw nsw i64 %17, 2
  %19 = tail call noalias ptr @malloc(i64 noundef %18) #11
  %20 = tail call noalias ptr @malloc(i64 noundef %18) #11
  %21 = tail call noalias ptr @malloc(i64 noundef %18) #11
  %22 = and i64 %17, 1
  %23 = icmp eq i32 %0, 1
  br i1 %23, label %48, label %24

24:                                               ; preds = %16
  %25 = and i64 %17, 4294967294
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %45, %26 ]
  %28 = phi i32 [ %1, %24 ], [ %39, %26 ]
  %29 = phi i64 [ 0, %24 ], [ %46, %26 ]
  %30 = mul i32 %28, 1664525
  %31 = add i32 %30, 1013904223
  %32 = lshr i32 %31, 8
  %33 = uitofp i32 %32 to float
  %34 = tail call float @llvm.fmuladd.f32(float %33, float 0x3E70000000000000, float -5.000000e-01)
  %35 = fmul float %34, 2.000000e+00
  %36 = getelementptr inbounds float, ptr %19, i64 %27
  store float %35, ptr %36, align 4, !tbaa !12
  %37 = or i64 %27, 1
  %38 = mul i32 %31, 1664525
  %39 = add i32 %38, 1013904223
  %40 = lshr i32 %39, 8
  %41 = uitofp i32 %40 to float
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3E70000000000000, float -5.000000e-01)
  %43 = fmul float %42, 2.000000e+00
  %44 = getelementptr inbounds float, ptr %19, i64 %37
  store float %43, ptr %44, align 4, !tbaa !12
  %45 = add nuw nsw i64 %27, 2
  %46 = add i64 %29, 2
  %47 = icmp eq i64 %46, %25
  br i1 %47, label %48, label %26, !llvm.loop !14

48:                                               ; preds = %26, %16
  %49 = phi i64 [ 0, %16 ], [ %45, %26 ]
  %50 = phi i32 [ %1, %16 ], [ %39, %26 ]
  %51 = icmp eq i64 %22, 0
  br i1 %51, label %60, label %52

52:                                               ; preds = %48
  %53 = mul i32 %50, 1664525
  %54 = add i32 %53, 1013904223
  %55 = lshr i32 %54, 8
  %56 = uitofp i32 %55 to float
  %57 = tail call float @llvm.fmuladd.f32(float %56, float 0x3E70000000000000, float -5.000000e-01)
  %58 = fmul float %57, 2.000000e+00
  %59 = getelementptr inbounds float, ptr %19, i64 %49
  store float %58, ptr %59, align 4, !tbaa !12
  br label %60

60:                                               ; preds = %48, %52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #12
  %61 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %18)
  %62 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %18)
  %63 = load ptr, ptr %11, align 8, !tbaa !6
  %64 = call i32 @cudaMemcpy(ptr noundef %63, ptr noundef nonnull %19, i64 noundef %18, i32 noundef 1)
  %65 = add nsw i32 %0, 255
  %66 = sdiv i32 %65, 256
  %67 = zext i32 %66 to i64
  %68 = or i64 %67, 4294967296
  %69 = call i32 @__cudaPushCallConfiguration(i64 %68, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %71, label %86

71:                                               ; preds = %60
  %72 = load ptr, ptr %11, align 8, !tbaa !6
  %73 = load ptr, ptr %12, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %72, ptr %3, align 8, !tbaa !6, !noalias !16
  store ptr %73, ptr %4, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %5, align 4, !tbaa !10, !noalias !16
  store ptr %3, ptr %10, align 16, !noalias !16
  %74 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %4, ptr %74, align 8, !noalias !16
  %75 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %5, ptr %75, align 16, !noalias !16
  %76 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %77 = load i64, ptr %8, align 8, !noalias !16
  %78 = load ptr, ptr %9, align 8, !noalias !16
  %79 = load i64, ptr %6, align 8, !noalias !16
  %80 = getelementptr inbounds i8, ptr %6, i64 8
  %81 = load i32, ptr %80, align 8, !noalias !16
  %82 = load i64, ptr %7, align 8, !noalias !16
  %83 = getelementptr inbounds i8, ptr %7, i64 8
  %84 = load i32, ptr %83, align 8, !noalias !16
  %85 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__smooth3PKfPfi, i64 %79, i32 %81, i64 %82, i32 %84, ptr noundef nonnull %10, i64 noundef %77, ptr noundef %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  br label %86

86:                                               ; preds = %71, %60
  %87 = call i32 @cudaDeviceSynchronize()
  %88 = load ptr, ptr %12, align 8, !tbaa !6
  %89 = call i32 @cudaMemcpy(ptr noundef %20, ptr noundef %88, i64 noundef %18, i32 noundef 2)
  %90 = icmp sgt i32 %0, 0
  br i1 %90, label %91, label %167

91:                                               ; preds = %86
  %92 = zext i32 %0 to i64
  %93 = icmp eq i32 %0, 1
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  %95 = load float, ptr %19, align 4, !tbaa !12
  %96 = fadd float %95, 0.000000e+00
  %97 = fmul float %96, 0x3FD5555560000000
  store float %97, ptr %21, align 4, !tbaa !12
  br label %106

98:                                               ; preds = %91
  %99 = getelementptr inbounds float, ptr %19, i64 1
  %100 = load float, ptr %99, align 4, !tbaa !12
  %101 = load float, ptr %19, align 4, !tbaa !12
  %102 = fadd float %101, 0.000000e+00
  %103 = fadd float %100, %102
  %104 = fmul float %103, 0x3FD5555560000000
  store float %104, ptr %21, align 4, !tbaa !12
  br label %147

105:                                              ; preds = %158
  br i1 %90, label %106, label %167

106:                                              ; preds = %94, %105
  %107 = icmp ult i32 %0, 8
  br i1 %107, label %144, label %108

108:                                              ; preds = %106
  %109 = and i64 %17, 4294967288
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %138, %110 ]
  %112 = phi <4 x i32> [ zeroinitializer, %108 ], [ %136, %110 ]
  %113 = phi <4 x i32> [ zeroinitializer, %108 ], [ %137, %110 ]
  %114 = getelementptr inbounds float, ptr %20, i64 %111
  %115 = load <4 x float>, ptr %114, align 4, !tbaa !12
  %116 = getelementptr inbounds float, ptr %114, i64 4
  %117 = load <4 x float>, ptr %116, align 4, !tbaa !12
  %118 = getelementptr inbounds float, ptr %21, i64 %111
  %119 = load <4 x float>, ptr %118, align 4, !tbaa !12
  %120 = getelementptr inbounds float, ptr %118, i64 4
  %121 = load <4 x float>, ptr %120, align 4, !tbaa !12
  %122 = fsub <4 x float> %115, %119
  %123 = fsub <4 x float> %117, %121
  %124 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %122)
  %125 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %123)
  %126 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %119)
  %127 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %121)
  %128 = fadd <4 x float> %126, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %129 = fadd <4 x float> %127, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %130 = fmul <4 x float> %128, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %131 = fmul <4 x float> %129, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %132 = fcmp ugt <4 x float> %124, %130
  %133 = fcmp ugt <4 x float> %125, %131
  %134 = zext <4 x i1> %132 to <4 x i32>
  %135 = zext <4 x i1> %133 to <4 x i32>
  %136 = add <4 x i32> %112, %134
  %137 = add <4 x i32> %113, %135
  %138 = add nuw i64 %111, 8
  %139 = icmp eq i64 %138, %109
  br i1 %139, label %140, label %110, !llvm.loop !20

140:                                              ; preds = %110
  %141 = add <4 x i32> %137, %136
  %142 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %141)
  %143 = icmp eq i64 %109, %17
  br i1 %143, label %167, label %144

144:                                              ; preds = %106, %140
  %145 = phi i64 [ 0, %106 ], [ %109, %140 ]
  %146 = phi i32 [ 0, %106 ], [ %142, %140 ]
  br label %177

147:                                              ; preds = %98, %158
  %148 = phi i64 [ 1, %98 ], [ %153, %158 ]
  %149 = add nuw i64 %148, 4294967295
  %150 = and i64 %149, 4294967295
  %151 = getelementptr inbounds float, ptr %19, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !12
  %153 = add nuw nsw i64 %148, 1
  %154 = icmp ult i64 %153, %92
  br i1 %154, label %155, label %158

155:                                              ; preds = %147
  %156 = getelementptr inbounds float, ptr %19, i64 %153
  %157 = load float, ptr %156, align 4, !tbaa !12
  br label %158

158:                                              ; preds = %147, %155
  %159 = phi float [ %157, %155 ], [ 0.000000e+00, %147 ]
  %160 = getelementptr inbounds float, ptr %19, i64 %148
  %161 = load float, ptr %160, align 4, !tbaa !12
  %162 = fadd float %152, %161
  %163 = fadd float %159, %162
  %164 = fmul float %163, 0x3FD5555560000000
  %165 = getelementptr inbounds float, ptr %21, i64 %148
  store float %164, ptr %165, align 4, !tbaa !12
  %166 = icmp eq i64 %153, %17
  br i1 %166, label %105, label %147, !llvm.loop !23

167:                                              ; preds = %177, %140, %86, %105
  %168 = phi i32 [ 0, %105 ], [ 0, %86 ], [ %142, %140 ], [ %191, %177 ]
  %169 = icmp ne i32 %168, 0
  %170 = select i1 %169, ptr @.str.2, ptr @.str.3
  %171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %170, i32 noundef %168)
  %172 = load ptr, ptr %11, align 8, !tbaa !6
  %173 = call i32 @cudaFree(ptr noundef %172)
  %174 = load ptr, ptr %12, align 8, !tbaa !6
  %175 = call i32 @cudaFree(ptr noundef %174)
  call void @free(ptr noundef %19) #12
  call void @free(ptr noundef %20) #12
  call void @free(ptr noundef %21) #12
  %176 = zext i1 %169 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #12
  br label %194

177:                                              ; preds = %144, %177
  %178 = phi i64 [ %192, %177 ], [ %145, %144 ]
  %179 = phi i32 [ %191, %177 ], [ %146, %144 ]
  %180 = getelementptr inbounds float, ptr %20, i64 %178
  %181 = load float, ptr %180, align 4, !tbaa !12
  %182 = getelementptr inbounds float, ptr %21, i64 %178
  %183 = load float, ptr %182, align 4, !tbaa !12
  %184 = fsub float %181, %183
  %185 = call float @llvm.fabs.f32(float %184)
  %186 = call float @llvm.fabs.f32(float %183)
  %187 = fadd float %186, 1.000000e+00
  %188 = fmul float %187, 0x3F1A36E2E0000000
  %189 = fcmp ugt float %185, %188
  %190 = zext i1 %189 to i32
  %191 = add nuw nsw i32 %179, %190
  %192 = add nuw nsw i64 %178, 1
  %193 = icmp eq i64 %192, %17
  br i1 %193, label %167, label %177, !llvm.loop !25

194:                                              ; preds = %167, %14
  %195 = phi i32 [ 1, %14 ], [ %176, %167 ]
  ret i32 %195
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
  %1 = tail call i32 @run_oob(i32 noundef 1000, i32 noundef 1), !range !26
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
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !19}
!17 = distinct !{!17, !18, !"_Z22__device_stub__smooth3PKfPfi: argument 0"}
!18 = distinct !{!18, !"_Z22__device_stub__smooth3PKfPfi"}
!19 = distinct !{!19, !18, !"_Z22__device_stub__smooth3PKfPfi: argument 1"}
!20 = distinct !{!20, !15, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !15, !24}
!24 = !{!"llvm.loop.peeled.count", i32 1}
!25 = distinct !{!25, !15, !22, !21}
!26 = !{i32 0, i32 2}
