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
define dso_local void @_Z30__device_stub__scale_then_diffPKfPfS1_i(ptr noalias noundef %0, ptr noundef %1, ptr noalias noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !10
  %13 = alloca [4 x ptr], align 16
  store ptr %5, ptr %13, align 16
  %14 = getelementptr inbounds ptr, ptr %13, i64 1
  store ptr %6, ptr %14, align 8
  %15 = getelementptr inbounds ptr, ptr %13, i64 2
  store ptr %7, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %13, i64 3
  store ptr %8, ptr %16, align 8
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12)
  %18 = load i64, ptr %11, align 8
  %19 = load ptr, ptr %12, align 8
  %20 = load i64, ptr %9, align 8
  %21 = getelementptr inbounds i8, ptr %9, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = load i64, ptr %10, align 8
  %24 = getelementptr inbounds i8, ptr %10, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__scale_then_diffPKfPfS1_i, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: uwtable
define dso_local i32 @run_cross_block_race(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [4 x ptr], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = icmp slt i32 %0, 1
  br i1 %15, label %16, label %18

16:                                               ; preds = %2
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0)
  br label %219

18:                                               ; preds = %2
  %19 = zext i32 %0 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %22 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %23 = tail call noalias ptr @malloc(i64 noundef %20) #11
  %24 = add nsw i64 %19, -1
  %25 = and i64 %19, 1
  %26 = icmp eq i64 %24, 0
  br i1 %26, label %51, label %27

27:                                               ; preds = %18
  %28 = and i64 %19, 4294967294
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %48, %29 ]
  %31 = phi i32 [ %1, %27 ], [ %42, %29 ]
  %32 = phi i64 [ 0, %27 ], [ %49, %29 ]
  %33 = mul i32 %31, 1664525
  %34 = add i32 %33, 1013904223
  %35 = lshr i32 %34, 8
  %36 = uitofp i32 %35 to float
  %37 = tail call float @llvm.fmuladd.f32(float %36, float 0x3E70000000000000, float -5.000000e-01)
  %38 = fmul float %37, 2.000000e+00
  %39 = getelementptr inbounds float, ptr %21, i64 %30
  store float %38, ptr %39, align 4, !tbaa !12
  %40 = or i64 %30, 1
  %41 = mul i32 %34, 1664525
  %42 = add i32 %41, 1013904223
  %43 = lshr i32 %42, 8
  %44 = uitofp i32 %43 to float
  %45 = tail call float @llvm.fmuladd.f32(float %44, float 0x3E70000000000000, float -5.000000e-01)
  %46 = fmul float %45, 2.000000e+00
  %47 = getelementptr inbounds float, ptr %21, i64 %40
  store float %46, ptr %47, align 4, !tbaa !12
  %48 = add nuw nsw i64 %30, 2
  %49 = add i64 %32, 2
  %50 = icmp eq i64 %49, %28
  br i1 %50, label %51, label %29, !llvm.loop !14

51:                                               ; preds = %29, %18
  %52 = phi i64 [ 0, %18 ], [ %48, %29 ]
  %53 = phi i32 [ %1, %18 ], [ %42, %29 ]
  %54 = icmp eq i64 %25, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %51
  %56 = mul i32 %53, 1664525
  %57 = add i32 %56, 1013904223
  %58 = lshr i32 %57, 8
  %59 = uitofp i32 %58 to float
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3E70000000000000, float -5.000000e-01)
  %61 = fmul float %60, 2.000000e+00
  %62 = getelementptr inbounds float, ptr %21, i64 %52
  store float %61, ptr %62, align 4, !tbaa !12
  br label %63

63:                                               ; preds = %51, %55
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #12
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %20)
  %65 = call i32 @cudaMalloc(ptr noundef nonnull %13, i64 noundef %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #12
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %14, i64 noundef %20)
  %67 = load ptr, ptr %12, align 8, !tbaa !6
  %68 = call i32 @cudaMemcpy(ptr noundef %67, ptr noundef nonnull %21, i64 noundef %20, i32 noundef 1)
  %69 = add nsw i32 %0, 255
  %70 = sdiv i32 %69, 256
  %71 = zext i32 %70 to i64
  %72 = or i64 %71, 4294967296
  %73 = call i32 @__cudaPushCallConfiguration(i64 %72, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %92

75:                                               ; preds = %63
  %76 = load ptr, ptr %12, align 8, !tbaa !6
  %77 = load ptr, ptr %14, align 8, !tbaa !6
  %78 = load ptr, ptr %13, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11)
  store ptr %76, ptr %3, align 8, !tbaa !6, !noalias !16
  store ptr %77, ptr %4, align 8, !tbaa !6, !noalias !16
  store ptr %78, ptr %5, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %6, align 4, !tbaa !10, !noalias !16
  store ptr %3, ptr %11, align 16, !noalias !16
  %79 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %4, ptr %79, align 8, !noalias !16
  %80 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %5, ptr %80, align 16, !noalias !16
  %81 = getelementptr inbounds ptr, ptr %11, i64 3
  store ptr %6, ptr %81, align 8, !noalias !16
  %82 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %83 = load i64, ptr %9, align 8, !noalias !16
  %84 = load ptr, ptr %10, align 8, !noalias !16
  %85 = load i64, ptr %7, align 8, !noalias !16
  %86 = getelementptr inbounds i8, ptr %7, i64 8
  %87 = load i32, ptr %86, align 8, !noalias !16
  %88 = load i64, ptr %8, align 8, !noalias !16
  %89 = getelementptr inbounds i8, ptr %8, i64 8
  %90 = load i32, ptr %89, align 8, !noalias !16
  %91 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__scale_then_diffPKfPfS1_i, i64 %85, i32 %87, i64 %88, i32 %90, ptr noundef nonnull %11, i64 noundef %83, ptr noundef %84)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11)
  br label %92

92:                                               ; preds = %75, %63
  %93 = call i32 @cudaDeviceSynchronize()
  %94 = load ptr, ptr %13, align 8, !tbaa !6
  %95 = call i32 @cudaMemcpy(ptr noundef %22, ptr noundef %94, i64 noundef %20, i32 noundef 2)
  %96 = icmp sgt i32 %0, 0
  br i1 %96, label %97, label %190

97:                                               ; preds = %92
  %98 = zext i32 %0 to i64
  %99 = and i64 %19, 1
  %100 = icmp eq i64 %24, 0
  br i1 %100, label %103, label %101

101:                                              ; preds = %97
  %102 = and i64 %19, 4294967294
  br label %161

103:                                              ; preds = %185, %97
  %104 = phi i64 [ 0, %97 ], [ %176, %185 ]
  %105 = icmp eq i64 %99, 0
  br i1 %105, label %119, label %106

106:                                              ; preds = %103
  %107 = add nuw nsw i64 %104, 1
  %108 = icmp ult i64 %107, %98
  br i1 %108, label %109, label %116

109:                                              ; preds = %106
  %110 = getelementptr inbounds float, ptr %21, i64 %107
  %111 = load float, ptr %110, align 4, !tbaa !12
  %112 = getelementptr inbounds float, ptr %21, i64 %104
  %113 = load float, ptr %112, align 4, !tbaa !12
  %114 = fmul float %113, -2.000000e+00
  %115 = call float @llvm.fmuladd.f32(float %111, float 2.000000e+00, float %114)
  br label %116

116:                                              ; preds = %109, %106
  %117 = phi float [ %115, %109 ], [ 0.000000e+00, %106 ]
  %118 = getelementptr inbounds float, ptr %23, i64 %104
  store float %117, ptr %118, align 4, !tbaa !12
  br label %119

119:                                              ; preds = %103, %116
  br i1 %96, label %120, label %190

120:                                              ; preds = %119
  %121 = icmp ult i32 %0, 8
  br i1 %121, label %158, label %122

122:                                              ; preds = %120
  %123 = and i64 %19, 4294967288
  br label %124

124:                                              ; preds = %124, %122
  %125 = phi i64 [ 0, %122 ], [ %152, %124 ]
  %126 = phi <4 x i32> [ zeroinitializer, %122 ], [ %150, %124 ]
  %127 = phi <4 x i32> [ zeroinitializer, %122 ], [ %151, %124 ]
  %128 = getelementptr inbounds float, ptr %22, i64 %125
  %129 = load <4 x float>, ptr %128, align 4, !tbaa !12
  %130 = getelementptr inbounds float, ptr %128, i64 4
  %131 = load <4 x float>, ptr %130, align 4, !tbaa !12
  %132 = getelementptr inbounds float, ptr %23, i64 %125
  %133 = load <4 x float>, ptr %132, align 4, !tbaa !12
  %134 = getelementptr inbounds float, ptr %132, i64 4
  %135 = load <4 x float>, ptr %134, align 4, !tbaa !12
  %136 = fsub <4 x float> %129, %133
  %137 = fsub <4 x float> %131, %135
  %138 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %136)
  %139 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %137)
  %140 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %133)
  %141 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %135)
  %142 = fadd <4 x float> %140, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %143 = fadd <4 x float> %141, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %144 = fmul <4 x float> %142, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %145 = fmul <4 x float> %143, <float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000, float 0x3F1A36E2E0000000>
  %146 = fcmp ugt <4 x float> %138, %144
  %147 = fcmp ugt <4 x float> %139, %145
  %148 = zext <4 x i1> %146 to <4 x i32>
  %149 = zext <4 x i1> %147 to <4 x i32>
  %150 = add <4 x i32> %126, %148
  %151 = add <4 x i32> %127, %149
  %152 = add nuw i64 %125, 8
  %153 = icmp eq i64 %152, %123
  br i1 %153, label %154, label %124, !llvm.loop !20

154:                                              ; preds = %124
  %155 = add <4 x i32> %151, %150
  %156 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %155)
  %157 = icmp eq i64 %123, %19
  br i1 %157, label %190, label %158

158:                                              ; preds = %120, %154
  %159 = phi i64 [ 0, %120 ], [ %123, %154 ]
  %160 = phi i32 [ 0, %120 ], [ %156, %154 ]
  br label %202

161:                                              ; preds = %185, %101
  %162 = phi i64 [ 0, %101 ], [ %176, %185 ]
  %163 = phi i64 [ 0, %101 ], [ %188, %185 ]
  %164 = or i64 %162, 1
  %165 = icmp ult i64 %164, %98
  br i1 %165, label %166, label %173

166:                                              ; preds = %161
  %167 = getelementptr inbounds float, ptr %21, i64 %164
  %168 = load float, ptr %167, align 4, !tbaa !12
  %169 = getelementptr inbounds float, ptr %21, i64 %162
  %170 = load float, ptr %169, align 4, !tbaa !12
  %171 = fmul float %170, -2.000000e+00
  %172 = call float @llvm.fmuladd.f32(float %168, float 2.000000e+00, float %171)
  br label %173

173:                                              ; preds = %161, %166
  %174 = phi float [ %172, %166 ], [ 0.000000e+00, %161 ]
  %175 = getelementptr inbounds float, ptr %23, i64 %162
  store float %174, ptr %175, align 4, !tbaa !12
  %176 = add nuw nsw i64 %162, 2
  %177 = icmp ult i64 %176, %98
  br i1 %177, label %178, label %185

178:                                              ; preds = %173
  %179 = getelementptr inbounds float, ptr %21, i64 %176
  %180 = load float, ptr %179, align 4, !tbaa !12
  %181 = getelementptr inbounds float, ptr %21, i64 %164
  %182 = load float, ptr %181, align 4, !tbaa !12
  %183 = fmul float %182, -2.000000e+00
  %184 = call float @llvm.fmuladd.f32(float %180, float 2.000000e+00, float %183)
  br label %185

185:                                              ; preds = %178, %173
  %186 = phi float [ %184, %178 ], [ 0.000000e+00, %173 ]
  %187 = getelementptr inbounds float, ptr %23, i64 %164
  store float %186, ptr %187, align 4, !tbaa !12
  %188 = add i64 %163, 2
  %189 = icmp eq i64 %188, %102
  br i1 %189, label %103, label %161, !llvm.loop !23

190:                                              ; preds = %202, %154, %92, %119
  %191 = phi i32 [ 0, %119 ], [ 0, %92 ], [ %156, %154 ], [ %216, %202 ]
  %192 = icmp ne i32 %191, 0
  %193 = select i1 %192, ptr @.str.2, ptr @.str.3
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %193, i32 noundef %191)
  %195 = load ptr, ptr %12, align 8, !tbaa !6
  %196 = call i32 @cudaFree(ptr noundef %195)
  %197 = load ptr, ptr %13, align 8, !tbaa !6
  %198 = call i32 @cudaFree(ptr noundef %197)
  %199 = load ptr, ptr %14, align 8, !tbaa !6
  %200 = call i32 @cudaFree(ptr noundef %199)
  call void @free(ptr noundef %21) #12
  call void @free(ptr noundef %22) #12
  call void @free(ptr noundef %23) #12
  %201 = zext i1 %192 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #12
  br label %219

202:                                              ; preds = %158, %202
  %203 = phi i64 [ %217, %202 ], [ %159, %158 ]
  %204 = phi i32 [ %216, %202 ], [ %160, %158 ]
  %205 = getelementptr inbounds float, ptr %22, i64 %203
  %206 = load float, ptr %205, align 4, !tbaa !12
  %207 = getelementptr inbounds float, ptr %23, i64 %203
  %208 = load float, ptr %207, align 4, !tbaa !12
  %209 = fsub float %206, %208
  %210 = call float @llvm.fabs.f32(float %209)
  %211 = call float @llvm.fabs.f32(float %208)
  %212 = fadd float %211, 1.000000e+00
  %213 = fmul float %212, 0x3F1A36E2E0000000
  %214 = fcmp ugt float %210, %213
  %215 = zext i1 %214 to i32
  %216 = add nuw nsw i32 %204, %215
  %217 = add nuw nsw i64 %203, 1
  %218 = icmp eq i64 %217, %19
  br i1 %218, label %190, label %202, !llvm.loop !24

219:                                              ; preds = %190, %16
  %220 = phi i32 [ 1, %16 ], [ %201, %190 ]
  ret i32 %220
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_cross_block_race(i32 noundef 1024, i32 noundef 1), !range !25
  ret i32 %1
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
!17 = distinct !{!17, !18, !"_Z30__device_stub__scale_then_diffPKfPfS1_i: argument 0"}
!18 = distinct !{!18, !"_Z30__device_stub__scale_then_diffPKfPfS1_i"}
!19 = distinct !{!19, !18, !"_Z30__device_stub__scale_then_diffPKfPfS1_i: argument 1"}
!20 = distinct !{!20, !15, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15, !22, !21}
!25 = !{i32 0, i32 2}
