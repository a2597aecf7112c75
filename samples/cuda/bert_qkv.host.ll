; ModuleID = 'samples/cuda/bert_qkv.cu'
source_filename = "samples/cuda/bert_qkv.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [47 x i8] c"bert_qkv: bad sizes seq=%d hidden=%d heads=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"Q\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"K\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@.str.5 = private unnamed_addr constant [56 x i8] c"bert_qkv seq=%d hidden=%d heads=%d: %s (%d mismatches)\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"bert_qkv: %s[%d] = %f, expected %f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__gemm_tiledPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
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
  store ptr %0, ptr %7, align 8, !tbaa !6
  store ptr %1, ptr %8, align 8, !tbaa !6
  store ptr %2, ptr %9, align 8, !tbaa !6
  store i32 %3, ptr %10, align 4, !tbaa !10
  store i32 %4, ptr %11, align 4, !tbaa !10
  store i32 %5, ptr %12, align 4, !tbaa !10
  %17 = alloca [6 x ptr], align 16
  store ptr %7, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %17, i64 1
  store ptr %8, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %17, i64 2
  store ptr %9, ptr %19, align 16
  %20 = getelementptr inbounds ptr, ptr %17, i64 3
  store ptr %10, ptr %20, align 8
  %21 = getelementptr inbounds ptr, ptr %17, i64 4
  store ptr %11, ptr %21, align 16
  %22 = getelementptr inbounds ptr, ptr %17, i64 5
  store ptr %12, ptr %22, align 8
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16)
  %24 = load i64, ptr %15, align 8
  %25 = load ptr, ptr %16, align 8
  %26 = load i64, ptr %13, align 8
  %27 = getelementptr inbounds i8, ptr %13, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = load i64, ptr %14, align 8
  %30 = getelementptr inbounds i8, ptr %14, i64 8
  %31 = load i32, ptr %30, align 8
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z23__device_stub__bias_addPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store ptr %2, ptr %8, align 8, !tbaa !6
  store i32 %3, ptr %9, align 4, !tbaa !10
  store i32 %4, ptr %10, align 4, !tbaa !10
  %15 = alloca [5 x ptr], align 16
  store ptr %6, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %7, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %8, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr %9, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr %10, ptr %19, align 16
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %21 = load i64, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = load i64, ptr %12, align 8
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__split_headsPKfPfiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store i32 %2, ptr %8, align 4, !tbaa !10
  store i32 %3, ptr %9, align 4, !tbaa !10
  store i32 %4, ptr %10, align 4, !tbaa !10
  %15 = alloca [5 x ptr], align 16
  store ptr %6, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %7, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %8, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr %9, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr %10, ptr %19, align 16
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %21 = load i64, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = load i64, ptr %12, align 8
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z33__device_stub__batched_score_gemmPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store ptr %2, ptr %8, align 8, !tbaa !6
  store i32 %3, ptr %9, align 4, !tbaa !10
  store i32 %4, ptr %10, align 4, !tbaa !10
  %15 = alloca [5 x ptr], align 16
  store ptr %6, ptr %15, align 16
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  store ptr %7, ptr %16, align 8
  %17 = getelementptr inbounds ptr, ptr %15, i64 2
  store ptr %8, ptr %17, align 16
  %18 = getelementptr inbounds ptr, ptr %15, i64 3
  store ptr %9, ptr %18, align 8
  %19 = getelementptr inbounds ptr, ptr %15, i64 4
  store ptr %10, ptr %19, align 16
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %21 = load i64, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load i64, ptr %11, align 8
  %24 = getelementptr inbounds i8, ptr %11, i64 8
  %25 = load i32, ptr %24, align 8
  %26 = load i64, ptr %12, align 8
  %27 = getelementptr inbounds i8, ptr %12, i64 8
  %28 = load i32, ptr %27, align 8
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z33__device_stub__batched_score_gemmPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_bert_qkv(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [5 x ptr], align 16
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [5 x ptr], align 16
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.dim3, align 8
  %31 = alloca %struct.dim3, align 8
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [5 x ptr], align 16
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca %struct.dim3, align 8
  %42 = alloca %struct.dim3, align 8
  %43 = alloca i64, align 8
  %44 = alloca ptr, align 8
  %45 = alloca [6 x ptr], align 16
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca %struct.dim3, align 8
  %52 = alloca %struct.dim3, align 8
  %53 = alloca i64, align 8
  %54 = alloca ptr, align 8
  %55 = alloca [5 x ptr], align 16
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca %struct.dim3, align 8
  %62 = alloca %struct.dim3, align 8
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca [5 x ptr], align 16
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca %struct.dim3, align 8
  %73 = alloca %struct.dim3, align 8
  %74 = alloca i64, align 8
  %75 = alloca ptr, align 8
  %76 = alloca [6 x ptr], align 16
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca %struct.dim3, align 8
  %83 = alloca %struct.dim3, align 8
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca [5 x ptr], align 16
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca %struct.dim3, align 8
  %93 = alloca %struct.dim3, align 8
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca [5 x ptr], align 16
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca %struct.dim3, align 8
  %104 = alloca %struct.dim3, align 8
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca [6 x ptr], align 16
  %108 = alloca ptr, align 8
  %109 = alloca [3 x ptr], align 16
  %110 = alloca [3 x ptr], align 16
  %111 = alloca [3 x ptr], align 16
  %112 = alloca [3 x ptr], align 16
  %113 = alloca [3 x ptr], align 16
  %114 = alloca ptr, align 8
  %115 = icmp slt i32 %0, 1
  %116 = icmp slt i32 %1, 1
  %117 = or i1 %115, %116
  %118 = icmp slt i32 %2, 1
  %119 = or i1 %117, %118
  br i1 %119, label %124, label %120

120:                                              ; preds = %4
  %121 = urem i32 %1, %2
  %122 = udiv i32 %1, %2
  %123 = icmp eq i32 %121, 0
  br i1 %123, label %126, label %124

124:                                              ; preds = %120, %4
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2)
  br label %1178

126:                                              ; preds = %120
  %127 = mul nsw i32 %1, %0
  %128 = mul nsw i32 %1, %1
  %129 = mul i32 %0, %0
  %130 = sext i32 %127 to i64
  %131 = shl nsw i64 %130, 2
  %132 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %133 = zext i32 %128 to i64
  %134 = shl nuw nsw i64 %133, 2
  %135 = zext i32 %1 to i64
  %136 = shl nuw nsw i64 %135, 2
  %137 = tail call noalias ptr @malloc(i64 noundef %134) #9
  %138 = tail call noalias ptr @malloc(i64 noundef %136) #9
  %139 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %140 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %141 = tail call noalias ptr @malloc(i64 noundef %134) #9
  %142 = tail call noalias ptr @malloc(i64 noundef %136) #9
  %143 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %144 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %145 = tail call noalias ptr @malloc(i64 noundef %134) #9
  %146 = tail call noalias ptr @malloc(i64 noundef %136) #9
  %147 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %148 = tail call noalias ptr @malloc(i64 noundef %131) #9
  %149 = mul i32 %129, %2
  %150 = sext i32 %149 to i64
  %151 = shl nsw i64 %150, 2
  %152 = tail call noalias ptr @malloc(i64 noundef %151) #9
  %153 = tail call noalias ptr @malloc(i64 noundef %151) #9
  %154 = icmp sgt i32 %127, 0
  br i1 %154, label %155, label %197

155:                                              ; preds = %126
  %156 = zext i32 %127 to i64
  %157 = and i64 %156, 1
  %158 = icmp eq i32 %127, 1
  br i1 %158, label %181, label %159

159:                                              ; preds = %155
  %160 = and i64 %156, 4294967294
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i64 [ 0, %159 ], [ %178, %161 ]
  %163 = phi i32 [ %3, %159 ], [ %173, %161 ]
  %164 = phi i64 [ 0, %159 ], [ %179, %161 ]
  %165 = mul i32 %163, 1664525
  %166 = add i32 %165, 1013904223
  %167 = lshr i32 %166, 8
  %168 = uitofp i32 %167 to float
  %169 = tail call float @llvm.fmuladd.f32(float %168, float 0x3E70000000000000, float -5.000000e-01)
  %170 = getelementptr inbounds float, ptr %132, i64 %162
  store float %169, ptr %170, align 4, !tbaa !12
  %171 = or i64 %162, 1
  %172 = mul i32 %166, 1664525
  %173 = add i32 %172, 1013904223
  %174 = lshr i32 %173, 8
  %175 = uitofp i32 %174 to float
  %176 = tail call float @llvm.fmuladd.f32(float %175, float 0x3E70000000000000, float -5.000000e-01)
  %177 = getelementptr inbounds float, ptr %132, i64 %171
  store float %176, ptr %177, align 4, !tbaa !12
  %178 = add nuw nsw i64 %162, 2
  %179 = add i64 %164, 2
  %180 = icmp eq i64 %179, %160
  br i1 %180, label %181, label %161, !llvm.loop !14

181:                                              ; preds = %161, %155
  %182 = phi i32 [ undef, %155 ], [ %173, %161 ]
  %183 = phi i64 [ 0, %155 ], [ %178, %161 ]
  %184 = phi i32 [ %3, %155 ], [ %173, %161 ]
  %185 = icmp eq i64 %157, 0
  br i1 %185, label %193, label %186

186:                                              ; preds = %181
  %187 = mul i32 %184, 1664525
  %188 = add i32 %187, 1013904223
  %189 = lshr i32 %188, 8
  %190 = uitofp i32 %189 to float
  %191 = tail call float @llvm.fmuladd.f32(float %190, float 0x3E70000000000000, float -5.000000e-01)
  %192 = getelementptr inbounds float, ptr %132, i64 %183
  store float %191, ptr %192, align 4, !tbaa !12
  br label %193

193:                                              ; preds = %181, %186
  %194 = phi i32 [ %182, %181 ], [ %188, %186 ]
  %195 = icmp eq i32 %1, 0
  %196 = icmp sgt i32 %1, 0
  br i1 %195, label %239, label %197

197:                                              ; preds = %126, %193
  %198 = phi i1 [ %196, %193 ], [ true, %126 ]
  %199 = phi i32 [ %194, %193 ], [ %3, %126 ]
  %200 = and i64 %133, 1
  %201 = icmp eq i32 %128, 1
  br i1 %201, label %226, label %202

202:                                              ; preds = %197
  %203 = and i64 %133, 2147483644
  br label %204

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %223, %204 ]
  %206 = phi i32 [ %199, %202 ], [ %217, %204 ]
  %207 = phi i64 [ 0, %202 ], [ %224, %204 ]
  %208 = mul i32 %206, 1664525
  %209 = add i32 %208, 1013904223
  %210 = lshr i32 %209, 8
  %211 = uitofp i32 %210 to float
  %212 = tail call float @llvm.fmuladd.f32(float %211, float 0x3E70000000000000, float -5.000000e-01)
  %213 = fmul float %212, 0x3FC99999A0000000
  %214 = getelementptr inbounds float, ptr %137, i64 %205
  store float %213, ptr %214, align 4, !tbaa !12
  %215 = or i64 %205, 1
  %216 = mul i32 %209, 1664525
  %217 = add i32 %216, 1013904223
  %218 = lshr i32 %217, 8
  %219 = uitofp i32 %218 to float
  %220 = tail call float @llvm.fmuladd.f32(float %219, float 0x3E70000000000000, float -5.000000e-01)
  %221 = fmul float %220, 0x3FC99999A0000000
  %222 = getelementptr inbounds float, ptr %137, i64 %215
  store float %221, ptr %222, align 4, !tbaa !12
  %223 = add nuw nsw i64 %205, 2
  %224 = add i64 %207, 2
  %225 = icmp eq i64 %224, %203
  br i1 %225, label %226, label %204, !llvm.loop !14

226:                                              ; preds = %204, %197
  %227 = phi i32 [ undef, %197 ], [ %217, %204 ]
  %228 = phi i64 [ 0, %197 ], [ %223, %204 ]
  %229 = phi i32 [ %199, %197 ], [ %217, %204 ]
  %230 = icmp eq i64 %200, 0
  br i1 %230, label %239, label %231

231:                                              ; preds = %226
  %232 = mul i32 %229, 1664525
  %233 = add i32 %232, 1013904223
  %234 = lshr i32 %233, 8
  %235 = uitofp i32 %234 to float
  %236 = tail call float @llvm.fmuladd.f32(float %235, float 0x3E70000000000000, float -5.000000e-01)
  %237 = fmul float %236, 0x3FC99999A0000000
  %238 = getelementptr inbounds float, ptr %137, i64 %228
  store float %237, ptr %238, align 4, !tbaa !12
  br label %239

239:                                              ; preds = %231, %226, %193
  %240 = phi i1 [ %196, %193 ], [ %198, %226 ], [ %198, %231 ]
  %241 = phi i1 [ true, %193 ], [ false, %226 ], [ false, %231 ]
  %242 = phi i32 [ %194, %193 ], [ %227, %226 ], [ %233, %231 ]
  br i1 %240, label %243, label %280

243:                                              ; preds = %239
  %244 = and i64 %135, 1
  %245 = icmp eq i32 %1, 1
  br i1 %245, label %268, label %246

246:                                              ; preds = %243
  %247 = and i64 %135, 4294967294
  br label %248

248:                                              ; preds = %248, %246
  %249 = phi i64 [ 0, %246 ], [ %265, %248 ]
  %250 = phi i32 [ %242, %246 ], [ %260, %248 ]
  %251 = phi i64 [ 0, %246 ], [ %266, %248 ]
  %252 = mul i32 %250, 1664525
  %253 = add i32 %252, 1013904223
  %254 = lshr i32 %253, 8
  %255 = uitofp i32 %254 to float
  %256 = tail call float @llvm.fmuladd.f32(float %255, float 0x3E70000000000000, float -5.000000e-01)
  %257 = getelementptr inbounds float, ptr %138, i64 %249
  store float %256, ptr %257, align 4, !tbaa !12
  %258 = or i64 %249, 1
  %259 = mul i32 %253, 1664525
  %260 = add i32 %259, 1013904223
  %261 = lshr i32 %260, 8
  %262 = uitofp i32 %261 to float
  %263 = tail call float @llvm.fmuladd.f32(float %262, float 0x3E70000000000000, float -5.000000e-01)
  %264 = getelementptr inbounds float, ptr %138, i64 %258
  store float %263, ptr %264, align 4, !tbaa !12
  %265 = add nuw nsw i64 %249, 2
  %266 = add i64 %251, 2
  %267 = icmp eq i64 %266, %247
  br i1 %267, label %268, label %248, !llvm.loop !14

268:                                              ; preds = %248, %243
  %269 = phi i32 [ undef, %243 ], [ %260, %248 ]
  %270 = phi i64 [ 0, %243 ], [ %265, %248 ]
  %271 = phi i32 [ %242, %243 ], [ %260, %248 ]
  %272 = icmp eq i64 %244, 0
  br i1 %272, label %280, label %273

273:                                              ; preds = %268
  %274 = mul i32 %271, 1664525
  %275 = add i32 %274, 1013904223
  %276 = lshr i32 %275, 8
  %277 = uitofp i32 %276 to float
  %278 = tail call float @llvm.fmuladd.f32(float %277, float 0x3E70000000000000, float -5.000000e-01)
  %279 = getelementptr inbounds float, ptr %138, i64 %270
  store float %278, ptr %279, align 4, !tbaa !12
  br label %280

280:                                              ; preds = %273, %268, %239
  %281 = phi i32 [ %242, %239 ], [ %269, %268 ], [ %275, %273 ]
  br i1 %241, label %322, label %282

282:                                              ; preds = %280
  %283 = and i64 %133, 1
  %284 = icmp eq i32 %128, 1
  br i1 %284, label %309, label %285

285:                                              ; preds = %282
  %286 = and i64 %133, 2147483644
  br label %287

287:                                              ; preds = %287, %285
  %288 = phi i64 [ 0, %285 ], [ %306, %287 ]
  %289 = phi i32 [ %281, %285 ], [ %300, %287 ]
  %290 = phi i64 [ 0, %285 ], [ %307, %287 ]
  %291 = mul i32 %289, 1664525
  %292 = add i32 %291, 1013904223
  %293 = lshr i32 %292, 8
  %294 = uitofp i32 %293 to float
  %295 = tail call float @llvm.fmuladd.f32(float %294, float 0x3E70000000000000, float -5.000000e-01)
  %296 = fmul float %295, 0x3FC99999A0000000
  %297 = getelementptr inbounds float, ptr %141, i64 %288
  store float %296, ptr %297, align 4, !tbaa !12
  %298 = or i64 %288, 1
  %299 = mul i32 %292, 1664525
  %300 = add i32 %299, 1013904223
  %301 = lshr i32 %300, 8
  %302 = uitofp i32 %301 to float
  %303 = tail call float @llvm.fmuladd.f32(float %302, float 0x3E70000000000000, float -5.000000e-01)
  %304 = fmul float %303, 0x3FC99999A0000000
  %305 = getelementptr inbounds float, ptr %141, i64 %298
  store float %304, ptr %305, align 4, !tbaa !12
  %306 = add nuw nsw i64 %288, 2
  %307 = add i64 %290, 2
  %308 = icmp eq i64 %307, %286
  br i1 %308, label %309, label %287, !llvm.loop !14

309:                                              ; preds = %287, %282
  %310 = phi i32 [ undef, %282 ], [ %300, %287 ]
  %311 = phi i64 [ 0, %282 ], [ %306, %287 ]
  %312 = phi i32 [ %281, %282 ], [ %300, %287 ]
  %313 = icmp eq i64 %283, 0
  br i1 %313, label %322, label %314

314:                                              ; preds = %309
  %315 = mul i32 %312, 1664525
  %316 = add i32 %315, 1013904223
  %317 = lshr i32 %316, 8
  %318 = uitofp i32 %317 to float
  %319 = tail call float @llvm.fmuladd.f32(float %318, float 0x3E70000000000000, float -5.000000e-01)
  %320 = fmul float %319, 0x3FC99999A0000000
  %321 = getelementptr inbounds float, ptr %141, i64 %311
  store float %320, ptr %321, align 4, !tbaa !12
  br label %322

322:                                              ; preds = %314, %309, %280
  %323 = phi i32 [ %281, %280 ], [ %310, %309 ], [ %316, %314 ]
  br i1 %240, label %324, label %361

324:                                              ; preds = %322
  %325 = and i64 %135, 1
  %326 = icmp eq i32 %1, 1
  br i1 %326, label %349, label %327

327:                                              ; preds = %324
  %328 = and i64 %135, 4294967294
  br label %329

329:                                              ; preds = %329, %327
  %330 = phi i64 [ 0, %327 ], [ %346, %329 ]
  %331 = phi i32 [ %323, %327 ], [ %341, %329 ]
  %332 = phi i64 [ 0, %327 ], [ %347, %329 ]
  %333 = mul i32 %331, 1664525
  %334 = add i32 %333, 1013904223
  %335 = lshr i32 %334, 8
  %336 = uitofp i32 %335 to float
  %337 = tail call float @llvm.fmuladd.f32(float %336, float 0x3E70000000000000, float -5.000000e-01)
  %338 = getelementptr inbounds float, ptr %142, i64 %330
  store float %337, ptr %338, align 4, !tbaa !12
  %339 = or i64 %330, 1
  %340 = mul i32 %334, 1664525
  %341 = add i32 %340, 1013904223
  %342 = lshr i32 %341, 8
  %343 = uitofp i32 %342 to float
  %344 = tail call float @llvm.fmuladd.f32(float %343, float 0x3E70000000000000, float -5.000000e-01)
  %345 = getelementptr inbounds float, ptr %142, i64 %339
  store float %344, ptr %345, align 4, !tbaa !12
  %346 = add nuw nsw i64 %330, 2
  %347 = add i64 %332, 2
  %348 = icmp eq i64 %347, %328
  br i1 %348, label %349, label %329, !llvm.loop !14

349:                                              ; preds = %329, %324
  %350 = phi i32 [ undef, %324 ], [ %341, %329 ]
  %351 = phi i64 [ 0, %324 ], [ %346, %329 ]
  %352 = phi i32 [ %323, %324 ], [ %341, %329 ]
  %353 = icmp eq i64 %325, 0
  br i1 %353, label %361, label %354

354:                                              ; preds = %349
  %355 = mul i32 %352, 1664525
  %356 = add i32 %355, 1013904223
  %357 = lshr i32 %356, 8
  %358 = uitofp i32 %357 to float
  %359 = tail call float @llvm.fmuladd.f32(float %358, float 0x3E70000000000000, float -5.000000e-01)
  %360 = getelementptr inbounds float, ptr %142, i64 %351
  store float %359, ptr %360, align 4, !tbaa !12
  br label %361

361:                                              ; preds = %354, %349, %322
  %362 = phi i32 [ %323, %322 ], [ %350, %349 ], [ %356, %354 ]
  br i1 %241, label %403, label %363

363:                                              ; preds = %361
  %364 = and i64 %133, 1
  %365 = icmp eq i32 %128, 1
  br i1 %365, label %390, label %366

366:                                              ; preds = %363
  %367 = and i64 %133, 2147483644
  br label %368

368:                                              ; preds = %368, %366
  %369 = phi i64 [ 0, %366 ], [ %387, %368 ]
  %370 = phi i32 [ %362, %366 ], [ %381, %368 ]
  %371 = phi i64 [ 0, %366 ], [ %388, %368 ]
  %372 = mul i32 %370, 1664525
  %373 = add i32 %372, 1013904223
  %374 = lshr i32 %373, 8
  %375 = uitofp i32 %374 to float
  %376 = tail call float @llvm.fmuladd.f32(float %375, float 0x3E70000000000000, float -5.000000e-01)
  %377 = fmul float %376, 0x3FC99999A0000000
  %378 = getelementptr inbounds float, ptr %145, i64 %369
  store float %377, ptr %378, align 4, !tbaa !12
  %379 = or i64 %369, 1
  %380 = mul i32 %373, 1664525
  %381 = add i32 %380, 1013904223
  %382 = lshr i32 %381, 8
  %383 = uitofp i32 %382 to float
  %384 = tail call float @llvm.fmuladd.f32(float %383, float 0x3E70000000000000, float -5.000000e-01)
  %385 = fmul float %384, 0x3FC99999A0000000
  %386 = getelementptr inbounds float, ptr %145, i64 %379
  store float %385, ptr %386, align 4, !tbaa !12
  %387 = add nuw nsw i64 %369, 2
  %388 = add i64 %371, 2
  %389 = icmp eq i64 %388, %367
  br i1 %389, label %390, label %368, !llvm.loop !14

390:                                              ; preds = %368, %363
  %391 = phi i32 [ undef, %363 ], [ %381, %368 ]
  %392 = phi i64 [ 0, %363 ], [ %387, %368 ]
  %393 = phi i32 [ %362, %363 ], [ %381, %368 ]
  %394 = icmp eq i64 %364, 0
  br i1 %394, label %403, label %395

395:                                              ; preds = %390
  %396 = mul i32 %393, 1664525
  %397 = add i32 %396, 1013904223
  %398 = lshr i32 %397, 8
  %399 = uitofp i32 %398 to float
  %400 = tail call float @llvm.fmuladd.f32(float %399, float 0x3E70000000000000, float -5.000000e-01)
  %401 = fmul float %400, 0x3FC99999A0000000
  %402 = getelementptr inbounds float, ptr %145, i64 %392
  store float %401, ptr %402, align 4, !tbaa !12
  br label %403

403:                                              ; preds = %395, %390, %361
  %404 = phi i32 [ %362, %361 ], [ %391, %390 ], [ %397, %395 ]
  br i1 %240, label %405, label %441

405:                                              ; preds = %403
  %406 = and i64 %135, 1
  %407 = icmp eq i32 %1, 1
  br i1 %407, label %430, label %408

408:                                              ; preds = %405
  %409 = and i64 %135, 4294967294
  br label %410

410:                                              ; preds = %410, %408
  %411 = phi i64 [ 0, %408 ], [ %427, %410 ]
  %412 = phi i32 [ %404, %408 ], [ %422, %410 ]
  %413 = phi i64 [ 0, %408 ], [ %428, %410 ]
  %414 = mul i32 %412, 1664525
  %415 = add i32 %414, 1013904223
  %416 = lshr i32 %415, 8
  %417 = uitofp i32 %416 to float
  %418 = tail call float @llvm.fmuladd.f32(float %417, float 0x3E70000000000000, float -5.000000e-01)
  %419 = getelementptr inbounds float, ptr %146, i64 %411
  store float %418, ptr %419, align 4, !tbaa !12
  %420 = or i64 %411, 1
  %421 = mul i32 %415, 1664525
  %422 = add i32 %421, 1013904223
  %423 = lshr i32 %422, 8
  %424 = uitofp i32 %423 to float
  %425 = tail call float @llvm.fmuladd.f32(float %424, float 0x3E70000000000000, float -5.000000e-01)
  %426 = getelementptr inbounds float, ptr %146, i64 %420
  store float %425, ptr %426, align 4, !tbaa !12
  %427 = add nuw nsw i64 %411, 2
  %428 = add i64 %413, 2
  %429 = icmp eq i64 %428, %409
  br i1 %429, label %430, label %410, !llvm.loop !14

430:                                              ; preds = %410, %405
  %431 = phi i64 [ 0, %405 ], [ %427, %410 ]
  %432 = phi i32 [ %404, %405 ], [ %422, %410 ]
  %433 = icmp eq i64 %406, 0
  br i1 %433, label %441, label %434

434:                                              ; preds = %430
  %435 = mul i32 %432, 1664525
  %436 = add i32 %435, 1013904223
  %437 = lshr i32 %436, 8
  %438 = uitofp i32 %437 to float
  %439 = tail call float @llvm.fmuladd.f32(float %438, float 0x3E70000000000000, float -5.000000e-01)
  %440 = getelementptr inbounds float, ptr %146, i64 %431
  store float %439, ptr %440, align 4, !tbaa !12
  br label %441

441:                                              ; preds = %434, %430, %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %109) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %110) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %111) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %112) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %113) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114) #10
  %442 = call i32 @cudaMalloc(ptr noundef nonnull %108, i64 noundef %131)
  %443 = call i32 @cudaMalloc(ptr noundef nonnull %109, i64 noundef %134)
  %444 = call i32 @cudaMalloc(ptr noundef nonnull %110, i64 noundef %136)
  %445 = call i32 @cudaMalloc(ptr noundef nonnull %111, i64 noundef %131)
  %446 = call i32 @cudaMalloc(ptr noundef nonnull %112, i64 noundef %131)
  %447 = call i32 @cudaMalloc(ptr noundef nonnull %113, i64 noundef %131)
  %448 = getelementptr inbounds [3 x ptr], ptr %109, i64 0, i64 1
  %449 = call i32 @cudaMalloc(ptr noundef nonnull %448, i64 noundef %134)
  %450 = getelementptr inbounds [3 x ptr], ptr %110, i64 0, i64 1
  %451 = call i32 @cudaMalloc(ptr noundef nonnull %450, i64 noundef %136)
  %452 = getelementptr inbounds [3 x ptr], ptr %111, i64 0, i64 1
  %453 = call i32 @cudaMalloc(ptr noundef nonnull %452, i64 noundef %131)
  %454 = getelementptr inbounds [3 x ptr], ptr %112, i64 0, i64 1
  %455 = call i32 @cudaMalloc(ptr noundef nonnull %454, i64 noundef %131)
  %456 = getelementptr inbounds [3 x ptr], ptr %113, i64 0, i64 1
  %457 = call i32 @cudaMalloc(ptr noundef nonnull %456, i64 noundef %131)
  %458 = getelementptr inbounds [3 x ptr], ptr %109, i64 0, i64 2
  %459 = call i32 @cudaMalloc(ptr noundef nonnull %458, i64 noundef %134)
  %460 = getelementptr inbounds [3 x ptr], ptr %110, i64 0, i64 2
  %461 = call i32 @cudaMalloc(ptr noundef nonnull %460, i64 noundef %136)
  %462 = getelementptr inbounds [3 x ptr], ptr %111, i64 0, i64 2
  %463 = call i32 @cudaMalloc(ptr noundef nonnull %462, i64 noundef %131)
  %464 = getelementptr inbounds [3 x ptr], ptr %112, i64 0, i64 2
  %465 = call i32 @cudaMalloc(ptr noundef nonnull %464, i64 noundef %131)
  %466 = getelementptr inbounds [3 x ptr], ptr %113, i64 0, i64 2
  %467 = call i32 @cudaMalloc(ptr noundef nonnull %466, i64 noundef %131)
  %468 = call i32 @cudaMalloc(ptr noundef nonnull %114, i64 noundef %151)
  %469 = load ptr, ptr %108, align 8, !tbaa !6
  %470 = call i32 @cudaMemcpy(ptr noundef %469, ptr noundef %132, i64 noundef %131, i32 noundef 1)
  %471 = load ptr, ptr %109, align 16, !tbaa !6
  %472 = call i32 @cudaMemcpy(ptr noundef %471, ptr noundef %137, i64 noundef %134, i32 noundef 1)
  %473 = load ptr, ptr %110, align 16, !tbaa !6
  %474 = call i32 @cudaMemcpy(ptr noundef %473, ptr noundef %138, i64 noundef %136, i32 noundef 1)
  %475 = load ptr, ptr %448, align 8, !tbaa !6
  %476 = call i32 @cudaMemcpy(ptr noundef %475, ptr noundef %141, i64 noundef %134, i32 noundef 1)
  %477 = load ptr, ptr %450, align 8, !tbaa !6
  %478 = call i32 @cudaMemcpy(ptr noundef %477, ptr noundef %142, i64 noundef %136, i32 noundef 1)
  %479 = load ptr, ptr %458, align 16, !tbaa !6
  %480 = call i32 @cudaMemcpy(ptr noundef %479, ptr noundef %145, i64 noundef %134, i32 noundef 1)
  %481 = load ptr, ptr %460, align 16, !tbaa !6
  %482 = call i32 @cudaMemcpy(ptr noundef %481, ptr noundef %146, i64 noundef %136, i32 noundef 1)
  %483 = add nsw i32 %1, 31
  %484 = sdiv i32 %483, 32
  %485 = add nsw i32 %0, 31
  %486 = sdiv i32 %485, 32
  %487 = zext i32 %484 to i64
  %488 = zext i32 %486 to i64
  %489 = shl nuw i64 %488, 32
  %490 = or i64 %489, %487
  %491 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %492 = icmp eq i32 %491, 0
  br i1 %492, label %493, label %512

493:                                              ; preds = %441
  %494 = load ptr, ptr %108, align 8, !tbaa !6
  %495 = load ptr, ptr %109, align 16, !tbaa !6
  %496 = load ptr, ptr %111, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %100)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %102)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %103)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %104)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %107)
  store ptr %494, ptr %97, align 8, !tbaa !6, !noalias !16
  store ptr %495, ptr %98, align 8, !tbaa !6, !noalias !16
  store ptr %496, ptr %99, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %100, align 4, !tbaa !10, !noalias !16
  store i32 %1, ptr %101, align 4, !tbaa !10, !noalias !16
  store i32 %1, ptr %102, align 4, !tbaa !10, !noalias !16
  store ptr %97, ptr %107, align 16, !noalias !16
  %497 = getelementptr inbounds ptr, ptr %107, i64 1
  store ptr %98, ptr %497, align 8, !noalias !16
  %498 = getelementptr inbounds ptr, ptr %107, i64 2
  store ptr %99, ptr %498, align 16, !noalias !16
  %499 = getelementptr inbounds ptr, ptr %107, i64 3
  store ptr %100, ptr %499, align 8, !noalias !16
  %500 = getelementptr inbounds ptr, ptr %107, i64 4
  store ptr %101, ptr %500, align 16, !noalias !16
  %501 = getelementptr inbounds ptr, ptr %107, i64 5
  store ptr %102, ptr %501, align 8, !noalias !16
  %502 = call i32 @__cudaPopCallConfiguration(ptr nonnull %103, ptr nonnull %104, ptr nonnull %105, ptr nonnull %106)
  %503 = load i64, ptr %105, align 8, !noalias !16
  %504 = load ptr, ptr %106, align 8, !noalias !16
  %505 = load i64, ptr %103, align 8, !noalias !16
  %506 = getelementptr inbounds i8, ptr %103, i64 8
  %507 = load i32, ptr %506, align 8, !noalias !16
  %508 = load i64, ptr %104, align 8, !noalias !16
  %509 = getelementptr inbounds i8, ptr %104, i64 8
  %510 = load i32, ptr %509, align 8, !noalias !16
  %511 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %505, i32 %507, i64 %508, i32 %510, ptr noundef nonnull %107, i64 noundef %503, ptr noundef %504)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %100)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %101)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %102)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %103)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %104)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %107)
  br label %512

512:                                              ; preds = %493, %441
  %513 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %514 = icmp eq i32 %513, 0
  br i1 %514, label %515, label %533

515:                                              ; preds = %512
  %516 = load ptr, ptr %111, align 16, !tbaa !6
  %517 = load ptr, ptr %110, align 16, !tbaa !6
  %518 = load ptr, ptr %112, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %91)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %96)
  store ptr %516, ptr %87, align 8, !tbaa !6, !noalias !21
  store ptr %517, ptr %88, align 8, !tbaa !6, !noalias !21
  store ptr %518, ptr %89, align 8, !tbaa !6, !noalias !21
  store i32 %0, ptr %90, align 4, !tbaa !10, !noalias !21
  store i32 %1, ptr %91, align 4, !tbaa !10, !noalias !21
  store ptr %87, ptr %96, align 16, !noalias !21
  %519 = getelementptr inbounds ptr, ptr %96, i64 1
  store ptr %88, ptr %519, align 8, !noalias !21
  %520 = getelementptr inbounds ptr, ptr %96, i64 2
  store ptr %89, ptr %520, align 16, !noalias !21
  %521 = getelementptr inbounds ptr, ptr %96, i64 3
  store ptr %90, ptr %521, align 8, !noalias !21
  %522 = getelementptr inbounds ptr, ptr %96, i64 4
  store ptr %91, ptr %522, align 16, !noalias !21
  %523 = call i32 @__cudaPopCallConfiguration(ptr nonnull %92, ptr nonnull %93, ptr nonnull %94, ptr nonnull %95)
  %524 = load i64, ptr %94, align 8, !noalias !21
  %525 = load ptr, ptr %95, align 8, !noalias !21
  %526 = load i64, ptr %92, align 8, !noalias !21
  %527 = getelementptr inbounds i8, ptr %92, i64 8
  %528 = load i32, ptr %527, align 8, !noalias !21
  %529 = load i64, ptr %93, align 8, !noalias !21
  %530 = getelementptr inbounds i8, ptr %93, i64 8
  %531 = load i32, ptr %530, align 8, !noalias !21
  %532 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %526, i32 %528, i64 %529, i32 %531, ptr noundef nonnull %96, i64 noundef %524, ptr noundef %525)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %90)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %91)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %92)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %93)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %96)
  br label %533

533:                                              ; preds = %515, %512
  %534 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %535 = icmp eq i32 %534, 0
  br i1 %535, label %536, label %553

536:                                              ; preds = %533
  %537 = load ptr, ptr %112, align 16, !tbaa !6
  %538 = load ptr, ptr %113, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %86)
  store ptr %537, ptr %77, align 8, !tbaa !6, !noalias !26
  store ptr %538, ptr %78, align 8, !tbaa !6, !noalias !26
  store i32 %0, ptr %79, align 4, !tbaa !10, !noalias !26
  store i32 %1, ptr %80, align 4, !tbaa !10, !noalias !26
  store i32 %122, ptr %81, align 4, !tbaa !10, !noalias !26
  store ptr %77, ptr %86, align 16, !noalias !26
  %539 = getelementptr inbounds ptr, ptr %86, i64 1
  store ptr %78, ptr %539, align 8, !noalias !26
  %540 = getelementptr inbounds ptr, ptr %86, i64 2
  store ptr %79, ptr %540, align 16, !noalias !26
  %541 = getelementptr inbounds ptr, ptr %86, i64 3
  store ptr %80, ptr %541, align 8, !noalias !26
  %542 = getelementptr inbounds ptr, ptr %86, i64 4
  store ptr %81, ptr %542, align 16, !noalias !26
  %543 = call i32 @__cudaPopCallConfiguration(ptr nonnull %82, ptr nonnull %83, ptr nonnull %84, ptr nonnull %85)
  %544 = load i64, ptr %84, align 8, !noalias !26
  %545 = load ptr, ptr %85, align 8, !noalias !26
  %546 = load i64, ptr %82, align 8, !noalias !26
  %547 = getelementptr inbounds i8, ptr %82, i64 8
  %548 = load i32, ptr %547, align 8, !noalias !26
  %549 = load i64, ptr %83, align 8, !noalias !26
  %550 = getelementptr inbounds i8, ptr %83, i64 8
  %551 = load i32, ptr %550, align 8, !noalias !26
  %552 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %546, i32 %548, i64 %549, i32 %551, ptr noundef nonnull %86, i64 noundef %544, ptr noundef %545)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %79)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %81)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %82)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %83)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %86)
  br label %553

553:                                              ; preds = %536, %533
  %554 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %555 = icmp eq i32 %554, 0
  br i1 %555, label %556, label %575

556:                                              ; preds = %553
  %557 = load ptr, ptr %108, align 8, !tbaa !6
  %558 = load ptr, ptr %448, align 8, !tbaa !6
  %559 = load ptr, ptr %452, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %76)
  store ptr %557, ptr %66, align 8, !tbaa !6, !noalias !30
  store ptr %558, ptr %67, align 8, !tbaa !6, !noalias !30
  store ptr %559, ptr %68, align 8, !tbaa !6, !noalias !30
  store i32 %0, ptr %69, align 4, !tbaa !10, !noalias !30
  store i32 %1, ptr %70, align 4, !tbaa !10, !noalias !30
  store i32 %1, ptr %71, align 4, !tbaa !10, !noalias !30
  store ptr %66, ptr %76, align 16, !noalias !30
  %560 = getelementptr inbounds ptr, ptr %76, i64 1
  store ptr %67, ptr %560, align 8, !noalias !30
  %561 = getelementptr inbounds ptr, ptr %76, i64 2
  store ptr %68, ptr %561, align 16, !noalias !30
  %562 = getelementptr inbounds ptr, ptr %76, i64 3
  store ptr %69, ptr %562, align 8, !noalias !30
  %563 = getelementptr inbounds ptr, ptr %76, i64 4
  store ptr %70, ptr %563, align 16, !noalias !30
  %564 = getelementptr inbounds ptr, ptr %76, i64 5
  store ptr %71, ptr %564, align 8, !noalias !30
  %565 = call i32 @__cudaPopCallConfiguration(ptr nonnull %72, ptr nonnull %73, ptr nonnull %74, ptr nonnull %75)
  %566 = load i64, ptr %74, align 8, !noalias !30
  %567 = load ptr, ptr %75, align 8, !noalias !30
  %568 = load i64, ptr %72, align 8, !noalias !30
  %569 = getelementptr inbounds i8, ptr %72, i64 8
  %570 = load i32, ptr %569, align 8, !noalias !30
  %571 = load i64, ptr %73, align 8, !noalias !30
  %572 = getelementptr inbounds i8, ptr %73, i64 8
  %573 = load i32, ptr %572, align 8, !noalias !30
  %574 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %568, i32 %570, i64 %571, i32 %573, ptr noundef nonnull %76, i64 noundef %566, ptr noundef %567)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %70)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %72)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %76)
  br label %575

575:                                              ; preds = %556, %553
  %576 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %577 = icmp eq i32 %576, 0
  br i1 %577, label %578, label %596

578:                                              ; preds = %575
  %579 = load ptr, ptr %452, align 8, !tbaa !6
  %580 = load ptr, ptr %450, align 8, !tbaa !6
  %581 = load ptr, ptr %454, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %65)
  store ptr %579, ptr %56, align 8, !tbaa !6, !noalias !35
  store ptr %580, ptr %57, align 8, !tbaa !6, !noalias !35
  store ptr %581, ptr %58, align 8, !tbaa !6, !noalias !35
  store i32 %0, ptr %59, align 4, !tbaa !10, !noalias !35
  store i32 %1, ptr %60, align 4, !tbaa !10, !noalias !35
  store ptr %56, ptr %65, align 16, !noalias !35
  %582 = getelementptr inbounds ptr, ptr %65, i64 1
  store ptr %57, ptr %582, align 8, !noalias !35
  %583 = getelementptr inbounds ptr, ptr %65, i64 2
  store ptr %58, ptr %583, align 16, !noalias !35
  %584 = getelementptr inbounds ptr, ptr %65, i64 3
  store ptr %59, ptr %584, align 8, !noalias !35
  %585 = getelementptr inbounds ptr, ptr %65, i64 4
  store ptr %60, ptr %585, align 16, !noalias !35
  %586 = call i32 @__cudaPopCallConfiguration(ptr nonnull %61, ptr nonnull %62, ptr nonnull %63, ptr nonnull %64)
  %587 = load i64, ptr %63, align 8, !noalias !35
  %588 = load ptr, ptr %64, align 8, !noalias !35
  %589 = load i64, ptr %61, align 8, !noalias !35
  %590 = getelementptr inbounds i8, ptr %61, i64 8
  %591 = load i32, ptr %590, align 8, !noalias !35
  %592 = load i64, ptr %62, align 8, !noalias !35
  %593 = getelementptr inbounds i8, ptr %62, i64 8
  %594 = load i32, ptr %593, align 8, !noalias !35
  %595 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %589, i32 %591, i64 %592, i32 %594, ptr noundef nonnull %65, i64 noundef %587, ptr noundef %588)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %65)
  br label %596

596:                                              ; preds = %578, %575
  %597 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %598 = icmp eq i32 %597, 0
  br i1 %598, label %599, label %616

599:                                              ; preds = %596
  %600 = load ptr, ptr %454, align 8, !tbaa !6
  %601 = load ptr, ptr %456, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %55)
  store ptr %600, ptr %46, align 8, !tbaa !6, !noalias !40
  store ptr %601, ptr %47, align 8, !tbaa !6, !noalias !40
  store i32 %0, ptr %48, align 4, !tbaa !10, !noalias !40
  store i32 %1, ptr %49, align 4, !tbaa !10, !noalias !40
  store i32 %122, ptr %50, align 4, !tbaa !10, !noalias !40
  store ptr %46, ptr %55, align 16, !noalias !40
  %602 = getelementptr inbounds ptr, ptr %55, i64 1
  store ptr %47, ptr %602, align 8, !noalias !40
  %603 = getelementptr inbounds ptr, ptr %55, i64 2
  store ptr %48, ptr %603, align 16, !noalias !40
  %604 = getelementptr inbounds ptr, ptr %55, i64 3
  store ptr %49, ptr %604, align 8, !noalias !40
  %605 = getelementptr inbounds ptr, ptr %55, i64 4
  store ptr %50, ptr %605, align 16, !noalias !40
  %606 = call i32 @__cudaPopCallConfiguration(ptr nonnull %51, ptr nonnull %52, ptr nonnull %53, ptr nonnull %54)
  %607 = load i64, ptr %53, align 8, !noalias !40
  %608 = load ptr, ptr %54, align 8, !noalias !40
  %609 = load i64, ptr %51, align 8, !noalias !40
  %610 = getelementptr inbounds i8, ptr %51, i64 8
  %611 = load i32, ptr %610, align 8, !noalias !40
  %612 = load i64, ptr %52, align 8, !noalias !40
  %613 = getelementptr inbounds i8, ptr %52, i64 8
  %614 = load i32, ptr %613, align 8, !noalias !40
  %615 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %609, i32 %611, i64 %612, i32 %614, ptr noundef nonnull %55, i64 noundef %607, ptr noundef %608)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %55)
  br label %616

616:                                              ; preds = %599, %596
  %617 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %618 = icmp eq i32 %617, 0
  br i1 %618, label %619, label %638

619:                                              ; preds = %616
  %620 = load ptr, ptr %108, align 8, !tbaa !6
  %621 = load ptr, ptr %458, align 16, !tbaa !6
  %622 = load ptr, ptr %462, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %45)
  store ptr %620, ptr %35, align 8, !tbaa !6, !noalias !44
  store ptr %621, ptr %36, align 8, !tbaa !6, !noalias !44
  store ptr %622, ptr %37, align 8, !tbaa !6, !noalias !44
  store i32 %0, ptr %38, align 4, !tbaa !10, !noalias !44
  store i32 %1, ptr %39, align 4, !tbaa !10, !noalias !44
  store i32 %1, ptr %40, align 4, !tbaa !10, !noalias !44
  store ptr %35, ptr %45, align 16, !noalias !44
  %623 = getelementptr inbounds ptr, ptr %45, i64 1
  store ptr %36, ptr %623, align 8, !noalias !44
  %624 = getelementptr inbounds ptr, ptr %45, i64 2
  store ptr %37, ptr %624, align 16, !noalias !44
  %625 = getelementptr inbounds ptr, ptr %45, i64 3
  store ptr %38, ptr %625, align 8, !noalias !44
  %626 = getelementptr inbounds ptr, ptr %45, i64 4
  store ptr %39, ptr %626, align 16, !noalias !44
  %627 = getelementptr inbounds ptr, ptr %45, i64 5
  store ptr %40, ptr %627, align 8, !noalias !44
  %628 = call i32 @__cudaPopCallConfiguration(ptr nonnull %41, ptr nonnull %42, ptr nonnull %43, ptr nonnull %44)
  %629 = load i64, ptr %43, align 8, !noalias !44
  %630 = load ptr, ptr %44, align 8, !noalias !44
  %631 = load i64, ptr %41, align 8, !noalias !44
  %632 = getelementptr inbounds i8, ptr %41, i64 8
  %633 = load i32, ptr %632, align 8, !noalias !44
  %634 = load i64, ptr %42, align 8, !noalias !44
  %635 = getelementptr inbounds i8, ptr %42, i64 8
  %636 = load i32, ptr %635, align 8, !noalias !44
  %637 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %631, i32 %633, i64 %634, i32 %636, ptr noundef nonnull %45, i64 noundef %629, ptr noundef %630)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45)
  br label %638

638:                                              ; preds = %619, %616
  %639 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %640 = icmp eq i32 %639, 0
  br i1 %640, label %641, label %659

641:                                              ; preds = %638
  %642 = load ptr, ptr %462, align 16, !tbaa !6
  %643 = load ptr, ptr %460, align 16, !tbaa !6
  %644 = load ptr, ptr %464, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34)
  store ptr %642, ptr %25, align 8, !tbaa !6, !noalias !49
  store ptr %643, ptr %26, align 8, !tbaa !6, !noalias !49
  store ptr %644, ptr %27, align 8, !tbaa !6, !noalias !49
  store i32 %0, ptr %28, align 4, !tbaa !10, !noalias !49
  store i32 %1, ptr %29, align 4, !tbaa !10, !noalias !49
  store ptr %25, ptr %34, align 16, !noalias !49
  %645 = getelementptr inbounds ptr, ptr %34, i64 1
  store ptr %26, ptr %645, align 8, !noalias !49
  %646 = getelementptr inbounds ptr, ptr %34, i64 2
  store ptr %27, ptr %646, align 16, !noalias !49
  %647 = getelementptr inbounds ptr, ptr %34, i64 3
  store ptr %28, ptr %647, align 8, !noalias !49
  %648 = getelementptr inbounds ptr, ptr %34, i64 4
  store ptr %29, ptr %648, align 16, !noalias !49
  %649 = call i32 @__cudaPopCallConfiguration(ptr nonnull %30, ptr nonnull %31, ptr nonnull %32, ptr nonnull %33)
  %650 = load i64, ptr %32, align 8, !noalias !49
  %651 = load ptr, ptr %33, align 8, !noalias !49
  %652 = load i64, ptr %30, align 8, !noalias !49
  %653 = getelementptr inbounds i8, ptr %30, i64 8
  %654 = load i32, ptr %653, align 8, !noalias !49
  %655 = load i64, ptr %31, align 8, !noalias !49
  %656 = getelementptr inbounds i8, ptr %31, i64 8
  %657 = load i32, ptr %656, align 8, !noalias !49
  %658 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %652, i32 %654, i64 %655, i32 %657, ptr noundef nonnull %34, i64 noundef %650, ptr noundef %651)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34)
  br label %659

659:                                              ; preds = %641, %638
  %660 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %661 = icmp eq i32 %660, 0
  br i1 %661, label %662, label %679

662:                                              ; preds = %659
  %663 = load ptr, ptr %464, align 16, !tbaa !6
  %664 = load ptr, ptr %466, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24)
  store ptr %663, ptr %15, align 8, !tbaa !6, !noalias !54
  store ptr %664, ptr %16, align 8, !tbaa !6, !noalias !54
  store i32 %0, ptr %17, align 4, !tbaa !10, !noalias !54
  store i32 %1, ptr %18, align 4, !tbaa !10, !noalias !54
  store i32 %122, ptr %19, align 4, !tbaa !10, !noalias !54
  store ptr %15, ptr %24, align 16, !noalias !54
  %665 = getelementptr inbounds ptr, ptr %24, i64 1
  store ptr %16, ptr %665, align 8, !noalias !54
  %666 = getelementptr inbounds ptr, ptr %24, i64 2
  store ptr %17, ptr %666, align 16, !noalias !54
  %667 = getelementptr inbounds ptr, ptr %24, i64 3
  store ptr %18, ptr %667, align 8, !noalias !54
  %668 = getelementptr inbounds ptr, ptr %24, i64 4
  store ptr %19, ptr %668, align 16, !noalias !54
  %669 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23)
  %670 = load i64, ptr %22, align 8, !noalias !54
  %671 = load ptr, ptr %23, align 8, !noalias !54
  %672 = load i64, ptr %20, align 8, !noalias !54
  %673 = getelementptr inbounds i8, ptr %20, i64 8
  %674 = load i32, ptr %673, align 8, !noalias !54
  %675 = load i64, ptr %21, align 8, !noalias !54
  %676 = getelementptr inbounds i8, ptr %21, i64 8
  %677 = load i32, ptr %676, align 8, !noalias !54
  %678 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %672, i32 %674, i64 %675, i32 %677, ptr noundef nonnull %24, i64 noundef %670, ptr noundef %671)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24)
  br label %679

679:                                              ; preds = %662, %659
  %680 = add nsw i32 %0, 15
  %681 = sdiv i32 %680, 16
  %682 = zext i32 %681 to i64
  %683 = mul nuw i64 %682, 4294967297
  %684 = call i32 @__cudaPushCallConfiguration(i64 %683, i32 %2, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %685 = icmp eq i32 %684, 0
  br i1 %685, label %686, label %704

686:                                              ; preds = %679
  %687 = load ptr, ptr %113, align 16, !tbaa !6
  %688 = load ptr, ptr %456, align 8, !tbaa !6
  %689 = load ptr, ptr %114, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %687, ptr %5, align 8, !tbaa !6, !noalias !58
  store ptr %688, ptr %6, align 8, !tbaa !6, !noalias !58
  store ptr %689, ptr %7, align 8, !tbaa !6, !noalias !58
  store i32 %0, ptr %8, align 4, !tbaa !10, !noalias !58
  store i32 %122, ptr %9, align 4, !tbaa !10, !noalias !58
  store ptr %5, ptr %14, align 16, !noalias !58
  %690 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %6, ptr %690, align 8, !noalias !58
  %691 = getelementptr inbounds ptr, ptr %14, i64 2
  store ptr %7, ptr %691, align 16, !noalias !58
  %692 = getelementptr inbounds ptr, ptr %14, i64 3
  store ptr %8, ptr %692, align 8, !noalias !58
  %693 = getelementptr inbounds ptr, ptr %14, i64 4
  store ptr %9, ptr %693, align 16, !noalias !58
  %694 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %695 = load i64, ptr %12, align 8, !noalias !58
  %696 = load ptr, ptr %13, align 8, !noalias !58
  %697 = load i64, ptr %10, align 8, !noalias !58
  %698 = getelementptr inbounds i8, ptr %10, i64 8
  %699 = load i32, ptr %698, align 8, !noalias !58
  %700 = load i64, ptr %11, align 8, !noalias !58
  %701 = getelementptr inbounds i8, ptr %11, i64 8
  %702 = load i32, ptr %701, align 8, !noalias !58
  %703 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z33__device_stub__batched_score_gemmPKfS0_Pfii, i64 %697, i32 %699, i64 %700, i32 %702, ptr noundef nonnull %14, i64 noundef %695, ptr noundef %696)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14)
  br label %704

704:                                              ; preds = %686, %679
  %705 = call i32 @cudaDeviceSynchronize()
  %706 = load ptr, ptr %113, align 16, !tbaa !6
  %707 = call i32 @cudaMemcpy(ptr noundef %139, ptr noundef %706, i64 noundef %131, i32 noundef 2)
  %708 = load ptr, ptr %456, align 8, !tbaa !6
  %709 = call i32 @cudaMemcpy(ptr noundef %143, ptr noundef %708, i64 noundef %131, i32 noundef 2)
  %710 = load ptr, ptr %466, align 16, !tbaa !6
  %711 = call i32 @cudaMemcpy(ptr noundef %147, ptr noundef %710, i64 noundef %131, i32 noundef 2)
  %712 = load ptr, ptr %114, align 8, !tbaa !6
  %713 = call i32 @cudaMemcpy(ptr noundef %152, ptr noundef %712, i64 noundef %151, i32 noundef 2)
  %714 = icmp sgt i32 %0, 0
  %715 = sext i32 %1 to i64
  %716 = zext i32 %0 to i64
  br i1 %714, label %717, label %956

717:                                              ; preds = %704
  %718 = add nsw i64 %135, -1
  %719 = and i64 %135, 1
  %720 = icmp eq i64 %718, 0
  %721 = and i64 %135, 4294967294
  %722 = icmp eq i64 %719, 0
  br label %755

723:                                              ; preds = %723, %956
  %724 = phi i32 [ 0, %956 ], [ %741, %723 ]
  %725 = phi float [ %958, %956 ], [ %740, %723 ]
  %726 = fmul float %959, %725
  %727 = call float @llvm.fmuladd.f32(float %726, float %725, float 1.500000e+00)
  %728 = fmul float %725, %727
  %729 = fmul float %959, %728
  %730 = call float @llvm.fmuladd.f32(float %729, float %728, float 1.500000e+00)
  %731 = fmul float %728, %730
  %732 = fmul float %959, %731
  %733 = call float @llvm.fmuladd.f32(float %732, float %731, float 1.500000e+00)
  %734 = fmul float %731, %733
  %735 = fmul float %959, %734
  %736 = call float @llvm.fmuladd.f32(float %735, float %734, float 1.500000e+00)
  %737 = fmul float %734, %736
  %738 = fmul float %959, %737
  %739 = call float @llvm.fmuladd.f32(float %738, float %737, float 1.500000e+00)
  %740 = fmul float %737, %739
  %741 = add nuw nsw i32 %724, 5
  %742 = icmp eq i32 %741, 40
  br i1 %742, label %743, label %723, !llvm.loop !63

743:                                              ; preds = %723
  %744 = icmp sgt i32 %2, 0
  br i1 %744, label %745, label %964

745:                                              ; preds = %743
  %746 = icmp sgt i32 %122, 0
  %747 = sext i32 %122 to i64
  %748 = sext i32 %0 to i64
  %749 = zext i32 %2 to i64
  %750 = zext i32 %122 to i64
  %751 = and i64 %750, 1
  %752 = icmp eq i32 %122, 1
  %753 = and i64 %750, 4294967294
  %754 = icmp eq i64 %751, 0
  br label %960

755:                                              ; preds = %717, %762
  %756 = phi i64 [ %763, %762 ], [ 0, %717 ]
  br i1 %240, label %757, label %762

757:                                              ; preds = %755
  %758 = mul nsw i64 %756, %715
  %759 = trunc i64 %756 to i32
  br label %760

760:                                              ; preds = %778, %757
  %761 = phi i64 [ 0, %757 ], [ %792, %778 ]
  br i1 %720, label %765, label %794

762:                                              ; preds = %778, %755
  %763 = add nuw nsw i64 %756, 1
  %764 = icmp eq i64 %763, %716
  br i1 %764, label %818, label %755, !llvm.loop !64

765:                                              ; preds = %794, %760
  %766 = phi float [ undef, %760 ], [ %814, %794 ]
  %767 = phi i64 [ 0, %760 ], [ %815, %794 ]
  %768 = phi float [ 0.000000e+00, %760 ], [ %814, %794 ]
  br i1 %722, label %778, label %769

769:                                              ; preds = %765
  %770 = add nsw i64 %767, %758
  %771 = getelementptr inbounds float, ptr %132, i64 %770
  %772 = load float, ptr %771, align 4, !tbaa !12
  %773 = mul nsw i64 %767, %715
  %774 = add nsw i64 %773, %761
  %775 = getelementptr inbounds float, ptr %137, i64 %774
  %776 = load float, ptr %775, align 4, !tbaa !12
  %777 = call float @llvm.fmuladd.f32(float %772, float %776, float %768)
  br label %778

778:                                              ; preds = %765, %769
  %779 = phi float [ %766, %765 ], [ %777, %769 ]
  %780 = trunc i64 %761 to i32
  %781 = sdiv i32 %780, %122
  %782 = srem i32 %780, %122
  %783 = getelementptr inbounds float, ptr %138, i64 %761
  %784 = load float, ptr %783, align 4, !tbaa !12
  %785 = fadd float %779, %784
  %786 = mul nsw i32 %781, %0
  %787 = add nsw i32 %786, %759
  %788 = mul nsw i32 %787, %122
  %789 = add nsw i32 %788, %782
  %790 = sext i32 %789 to i64
  %791 = getelementptr inbounds float, ptr %140, i64 %790
  store float %785, ptr %791, align 4, !tbaa !12
  %792 = add nuw nsw i64 %761, 1
  %793 = icmp eq i64 %792, %135
  br i1 %793, label %762, label %760, !llvm.loop !65

794:                                              ; preds = %760, %794
  %795 = phi i64 [ %815, %794 ], [ 0, %760 ]
  %796 = phi float [ %814, %794 ], [ 0.000000e+00, %760 ]
  %797 = phi i64 [ %816, %794 ], [ 0, %760 ]
  %798 = add nsw i64 %795, %758
  %799 = getelementptr inbounds float, ptr %132, i64 %798
  %800 = load float, ptr %799, align 4, !tbaa !12
  %801 = mul nsw i64 %795, %715
  %802 = add nsw i64 %801, %761
  %803 = getelementptr inbounds float, ptr %137, i64 %802
  %804 = load float, ptr %803, align 4, !tbaa !12
  %805 = call float @llvm.fmuladd.f32(float %800, float %804, float %796)
  %806 = or i64 %795, 1
  %807 = add nsw i64 %806, %758
  %808 = getelementptr inbounds float, ptr %132, i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !12
  %810 = mul nsw i64 %806, %715
  %811 = add nsw i64 %810, %761
  %812 = getelementptr inbounds float, ptr %137, i64 %811
  %813 = load float, ptr %812, align 4, !tbaa !12
  %814 = call float @llvm.fmuladd.f32(float %809, float %813, float %805)
  %815 = add nuw nsw i64 %795, 2
  %816 = add i64 %797, 2
  %817 = icmp eq i64 %816, %721
  br i1 %817, label %765, label %794, !llvm.loop !66

818:                                              ; preds = %762
  br i1 %714, label %819, label %956

819:                                              ; preds = %818
  %820 = and i64 %135, 1
  %821 = icmp eq i64 %718, 0
  %822 = and i64 %135, 4294967294
  %823 = icmp eq i64 %820, 0
  br label %824

824:                                              ; preds = %819, %884
  %825 = phi i64 [ %885, %884 ], [ 0, %819 ]
  br i1 %240, label %826, label %884

826:                                              ; preds = %824
  %827 = mul nsw i64 %825, %715
  %828 = trunc i64 %825 to i32
  br label %829

829:                                              ; preds = %868, %826
  %830 = phi i64 [ 0, %826 ], [ %882, %868 ]
  br i1 %821, label %855, label %831

831:                                              ; preds = %829, %831
  %832 = phi i64 [ %852, %831 ], [ 0, %829 ]
  %833 = phi float [ %851, %831 ], [ 0.000000e+00, %829 ]
  %834 = phi i64 [ %853, %831 ], [ 0, %829 ]
  %835 = add nsw i64 %832, %827
  %836 = getelementptr inbounds float, ptr %132, i64 %835
  %837 = load float, ptr %836, align 4, !tbaa !12
  %838 = mul nsw i64 %832, %715
  %839 = add nsw i64 %838, %830
  %840 = getelementptr inbounds float, ptr %141, i64 %839
  %841 = load float, ptr %840, align 4, !tbaa !12
  %842 = call float @llvm.fmuladd.f32(float %837, float %841, float %833)
  %843 = or i64 %832, 1
  %844 = add nsw i64 %843, %827
  %845 = getelementptr inbounds float, ptr %132, i64 %844
  %846 = load float, ptr %845, align 4, !tbaa !12
  %847 = mul nsw i64 %843, %715
  %848 = add nsw i64 %847, %830
  %849 = getelementptr inbounds float, ptr %141, i64 %848
  %850 = load float, ptr %849, align 4, !tbaa !12
  %851 = call float @llvm.fmuladd.f32(float %846, float %850, float %842)
  %852 = add nuw nsw i64 %832, 2
  %853 = add i64 %834, 2
  %854 = icmp eq i64 %853, %822
  br i1 %854, label %855, label %831, !llvm.loop !66

855:                                              ; preds = %831, %829
  %856 = phi float [ undef, %829 ], [ %851, %831 ]
  %857 = phi i64 [ 0, %829 ], [ %852, %831 ]
  %858 = phi float [ 0.000000e+00, %829 ], [ %851, %831 ]
  br i1 %823, label %868, label %859

859:                                              ; preds = %855
  %860 = add nsw i64 %857, %827
  %861 = getelementptr inbounds float, ptr %132, i64 %860
  %862 = load float, ptr %861, align 4, !tbaa !12
  %863 = mul nsw i64 %857, %715
  %864 = add nsw i64 %863, %830
  %865 = getelementptr inbounds float, ptr %141, i64 %864
  %866 = load float, ptr %865, align 4, !tbaa !12
  %867 = call float @llvm.fmuladd.f32(float %862, float %866, float %858)
  br label %868

868:                                              ; preds = %855, %859
  %869 = phi float [ %856, %855 ], [ %867, %859 ]
  %870 = trunc i64 %830 to i32
  %871 = sdiv i32 %870, %122
  %872 = srem i32 %870, %122
  %873 = getelementptr inbounds float, ptr %142, i64 %830
  %874 = load float, ptr %873, align 4, !tbaa !12
  %875 = fadd float %869, %874
  %876 = mul nsw i32 %871, %0
  %877 = add nsw i32 %876, %828
  %878 = mul nsw i32 %877, %122
  %879 = add nsw i32 %878, %872
  %880 = sext i32 %879 to i64
  %881 = getelementptr inbounds float, ptr %144, i64 %880
  store float %875, ptr %881, align 4, !tbaa !12
  %882 = add nuw nsw i64 %830, 1
  %883 = icmp eq i64 %882, %135
  br i1 %883, label %884, label %829, !llvm.loop !65

884:                                              ; preds = %868, %824
  %885 = add nuw nsw i64 %825, 1
  %886 = icmp eq i64 %885, %716
  br i1 %886, label %887, label %824, !llvm.loop !64

887:                                              ; preds = %884
  br i1 %714, label %888, label %956

888:                                              ; preds = %887
  %889 = and i64 %135, 1
  %890 = icmp eq i64 %718, 0
  %891 = and i64 %135, 4294967294
  %892 = icmp eq i64 %889, 0
  br label %893

893:                                              ; preds = %888, %953
  %894 = phi i64 [ %954, %953 ], [ 0, %888 ]
  br i1 %240, label %895, label %953

895:                                              ; preds = %893
  %896 = mul nsw i64 %894, %715
  %897 = trunc i64 %894 to i32
  br label %898

898:                                              ; preds = %937, %895
  %899 = phi i64 [ 0, %895 ], [ %951, %937 ]
  br i1 %890, label %924, label %900

900:                                              ; preds = %898, %900
  %901 = phi i64 [ %921, %900 ], [ 0, %898 ]
  %902 = phi float [ %920, %900 ], [ 0.000000e+00, %898 ]
  %903 = phi i64 [ %922, %900 ], [ 0, %898 ]
  %904 = add nsw i64 %901, %896
  %905 = getelementptr inbounds float, ptr %132, i64 %904
  %906 = load float, ptr %905, align 4, !tbaa !12
  %907 = mul nsw i64 %901, %715
  %908 = add nsw i64 %907, %899
  %909 = getelementptr inbounds float, ptr %145, i64 %908
  %910 = load float, ptr %909, align 4, !tbaa !12
  %911 = call float @llvm.fmuladd.f32(float %906, float %910, float %902)
  %912 = or i64 %901, 1
  %913 = add nsw i64 %912, %896
  %914 = getelementptr inbounds float, ptr %132, i64 %913
  %915 = load float, ptr %914, align 4, !tbaa !12
  %916 = mul nsw i64 %912, %715
  %917 = add nsw i64 %916, %899
  %918 = getelementptr inbounds float, ptr %145, i64 %917
  %919 = load float, ptr %918, align 4, !tbaa !12
  %920 = call float @llvm.fmuladd.f32(float %915, float %919, float %911)
  %921 = add nuw nsw i64 %901, 2
  %922 = add i64 %903, 2
  %923 = icmp eq i64 %922, %891
  br i1 %923, label %924, label %900, !llvm.loop !66

924:                                              ; preds = %900, %898
  %925 = phi float [ undef, %898 ], [ %920, %900 ]
  %926 = phi i64 [ 0, %898 ], [ %921, %900 ]
  %927 = phi float [ 0.000000e+00, %898 ], [ %920, %900 ]
  br i1 %892, label %937, label %928

928:                                              ; preds = %924
  %929 = add nsw i64 %926, %896
  %930 = getelementptr inbounds float, ptr %132, i64 %929
  %931 = load float, ptr %930, align 4, !tbaa !12
  %932 = mul nsw i64 %926, %715
  %933 = add nsw i64 %932, %899
  %934 = getelementptr inbounds float, ptr %145, i64 %933
  %935 = load float, ptr %934, align 4, !tbaa !12
  %936 = call float @llvm.fmuladd.f32(float %931, float %935, float %927)
  br label %937

937:                                              ; preds = %924, %928
  %938 = phi float [ %925, %924 ], [ %936, %928 ]
  %939 = trunc i64 %899 to i32
  %940 = sdiv i32 %939, %122
  %941 = srem i32 %939, %122
  %942 = getelementptr inbounds float, ptr %146, i64 %899
  %943 = load float, ptr %942, align 4, !tbaa !12
  %944 = fadd float %938, %943
  %945 = mul nsw i32 %940, %0
  %946 = add nsw i32 %945, %897
  %947 = mul nsw i32 %946, %122
  %948 = add nsw i32 %947, %941
  %949 = sext i32 %948 to i64
  %950 = getelementptr inbounds float, ptr %148, i64 %949
  store float %944, ptr %950, align 4, !tbaa !12
  %951 = add nuw nsw i64 %899, 1
  %952 = icmp eq i64 %951, %135
  br i1 %952, label %953, label %898, !llvm.loop !65

953:                                              ; preds = %937, %893
  %954 = add nuw nsw i64 %894, 1
  %955 = icmp eq i64 %954, %716
  br i1 %955, label %956, label %893, !llvm.loop !64

956:                                              ; preds = %953, %704, %818, %887
  %957 = sitofp i32 %122 to float
  %958 = fdiv float 1.000000e+00, %957
  %959 = fmul float %957, -5.000000e-01
  br label %723

960:                                              ; preds = %745, %1126
  %961 = phi i64 [ 0, %745 ], [ %1127, %1126 ]
  br i1 %714, label %962, label %1126

962:                                              ; preds = %960
  %963 = mul nsw i64 %961, %748
  br label %1121

964:                                              ; preds = %1126, %743
  br i1 %154, label %965, label %1049

965:                                              ; preds = %964
  %966 = zext i32 %127 to i64
  br label %967

967:                                              ; preds = %989, %965
  %968 = phi i64 [ 0, %965 ], [ %991, %989 ]
  %969 = phi i32 [ 0, %965 ], [ %990, %989 ]
  %970 = getelementptr inbounds float, ptr %139, i64 %968
  %971 = load float, ptr %970, align 4, !tbaa !12
  %972 = getelementptr inbounds float, ptr %140, i64 %968
  %973 = load float, ptr %972, align 4, !tbaa !12
  %974 = fsub float %971, %973
  %975 = call float @llvm.fabs.f32(float %974)
  %976 = call float @llvm.fabs.f32(float %973)
  %977 = fadd float %976, 1.000000e+00
  %978 = fmul float %977, 0x3F50624DE0000000
  %979 = fcmp ugt float %975, %978
  br i1 %979, label %980, label %989

980:                                              ; preds = %967
  %981 = icmp slt i32 %969, 5
  br i1 %981, label %982, label %987

982:                                              ; preds = %980
  %983 = fpext float %971 to double
  %984 = fpext float %973 to double
  %985 = trunc i64 %968 to i32
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %985, double noundef %983, double noundef %984)
  br label %987

987:                                              ; preds = %982, %980
  %988 = add nsw i32 %969, 1
  br label %989

989:                                              ; preds = %987, %967
  %990 = phi i32 [ %969, %967 ], [ %988, %987 ]
  %991 = add nuw nsw i64 %968, 1
  %992 = icmp eq i64 %991, %966
  br i1 %992, label %993, label %967, !llvm.loop !67

993:                                              ; preds = %989, %1015
  %994 = phi i64 [ %1017, %1015 ], [ 0, %989 ]
  %995 = phi i32 [ %1016, %1015 ], [ 0, %989 ]
  %996 = getelementptr inbounds float, ptr %143, i64 %994
  %997 = load float, ptr %996, align 4, !tbaa !12
  %998 = getelementptr inbounds float, ptr %144, i64 %994
  %999 = load float, ptr %998, align 4, !tbaa !12
  %1000 = fsub float %997, %999
  %1001 = call float @llvm.fabs.f32(float %1000)
  %1002 = call float @llvm.fabs.f32(float %999)
  %1003 = fadd float %1002, 1.000000e+00
  %1004 = fmul float %1003, 0x3F50624DE0000000
  %1005 = fcmp ugt float %1001, %1004
  br i1 %1005, label %1006, label %1015

1006:                                             ; preds = %993
  %1007 = icmp slt i32 %995, 5
  br i1 %1007, label %1008, label %1013

1008:                                             ; preds = %1006
  %1009 = fpext float %997 to double
  %1010 = fpext float %999 to double
  %1011 = trunc i64 %994 to i32
  %1012 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %1011, double noundef %1009, double noundef %1010)
  br label %1013

1013:                                             ; preds = %1008, %1006
  %1014 = add nsw i32 %995, 1
  br label %1015

1015:                                             ; preds = %1013, %993
  %1016 = phi i32 [ %995, %993 ], [ %1014, %1013 ]
  %1017 = add nuw nsw i64 %994, 1
  %1018 = icmp eq i64 %1017, %966
  br i1 %1018, label %1019, label %993, !llvm.loop !67

1019:                                             ; preds = %1015
  %1020 = add nsw i32 %1016, %990
  br label %1021

1021:                                             ; preds = %1043, %1019
  %1022 = phi i64 [ 0, %1019 ], [ %1045, %1043 ]
  %1023 = phi i32 [ 0, %1019 ], [ %1044, %1043 ]
  %1024 = getelementptr inbounds float, ptr %147, i64 %1022
  %1025 = load float, ptr %1024, align 4, !tbaa !12
  %1026 = getelementptr inbounds float, ptr %148, i64 %1022
  %1027 = load float, ptr %1026, align 4, !tbaa !12
  %1028 = fsub float %1025, %1027
  %1029 = call float @llvm.fabs.f32(float %1028)
  %1030 = call float @llvm.fabs.f32(float %1027)
  %1031 = fadd float %1030, 1.000000e+00
  %1032 = fmul float %1031, 0x3F50624DE0000000
  %1033 = fcmp ugt float %1029, %1032
  br i1 %1033, label %1034, label %1043

1034:                                             ; preds = %1021
  %1035 = icmp slt i32 %1023, 5
  br i1 %1035, label %1036, label %1041

1036:                                             ; preds = %1034
  %1037 = fpext float %1025 to double
  %1038 = fpext float %1027 to double
  %1039 = trunc i64 %1022 to i32
  %1040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %1039, double noundef %1037, double noundef %1038)
  br label %1041

1041:                                             ; preds = %1036, %1034
  %1042 = add nsw i32 %1023, 1
  br label %1043

1043:                                             ; preds = %1041, %1021
  %1044 = phi i32 [ %1023, %1021 ], [ %1042, %1041 ]
  %1045 = add nuw nsw i64 %1022, 1
  %1046 = icmp eq i64 %1045, %966
  br i1 %1046, label %1047, label %1021, !llvm.loop !67

1047:                                             ; preds = %1043
  %1048 = add nsw i32 %1044, %1020
  br label %1049

1049:                                             ; preds = %1047, %964
  %1050 = phi i32 [ %1048, %1047 ], [ 0, %964 ]
  %1051 = icmp sgt i32 %149, 0
  br i1 %1051, label %1052, label %1080

1052:                                             ; preds = %1049
  %1053 = zext i32 %149 to i64
  br label %1054

1054:                                             ; preds = %1076, %1052
  %1055 = phi i64 [ 0, %1052 ], [ %1078, %1076 ]
  %1056 = phi i32 [ 0, %1052 ], [ %1077, %1076 ]
  %1057 = getelementptr inbounds float, ptr %152, i64 %1055
  %1058 = load float, ptr %1057, align 4, !tbaa !12
  %1059 = getelementptr inbounds float, ptr %153, i64 %1055
  %1060 = load float, ptr %1059, align 4, !tbaa !12
  %1061 = fsub float %1058, %1060
  %1062 = call float @llvm.fabs.f32(float %1061)
  %1063 = call float @llvm.fabs.f32(float %1060)
  %1064 = fadd float %1063, 1.000000e+00
  %1065 = fmul float %1064, 0x3F50624DE0000000
  %1066 = fcmp ugt float %1062, %1065
  br i1 %1066, label %1067, label %1076

1067:                                             ; preds = %1054
  %1068 = icmp slt i32 %1056, 5
  br i1 %1068, label %1069, label %1074

1069:                                             ; preds = %1067
  %1070 = fpext float %1058 to double
  %1071 = fpext float %1060 to double
  %1072 = trunc i64 %1055 to i32
  %1073 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %1072, double noundef %1070, double noundef %1071)
  br label %1074

1074:                                             ; preds = %1069, %1067
  %1075 = add nsw i32 %1056, 1
  br label %1076

1076:                                             ; preds = %1074, %1054
  %1077 = phi i32 [ %1056, %1054 ], [ %1075, %1074 ]
  %1078 = add nuw nsw i64 %1055, 1
  %1079 = icmp eq i64 %1078, %1053
  br i1 %1079, label %1080, label %1054, !llvm.loop !67

1080:                                             ; preds = %1076, %1049
  %1081 = phi i32 [ 0, %1049 ], [ %1077, %1076 ]
  %1082 = add nsw i32 %1050, %1081
  %1083 = icmp ne i32 %1082, 0
  %1084 = select i1 %1083, ptr @.str.6, ptr @.str.7
  %1085 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %1084, i32 noundef %1082)
  %1086 = load ptr, ptr %108, align 8, !tbaa !6
  %1087 = call i32 @cudaFree(ptr noundef %1086)
  %1088 = load ptr, ptr %109, align 16, !tbaa !6
  %1089 = call i32 @cudaFree(ptr noundef %1088)
  %1090 = load ptr, ptr %110, align 16, !tbaa !6
  %1091 = call i32 @cudaFree(ptr noundef %1090)
  %1092 = load ptr, ptr %111, align 16, !tbaa !6
  %1093 = call i32 @cudaFree(ptr noundef %1092)
  %1094 = load ptr, ptr %112, align 16, !tbaa !6
  %1095 = call i32 @cudaFree(ptr noundef %1094)
  %1096 = load ptr, ptr %113, align 16, !tbaa !6
  %1097 = call i32 @cudaFree(ptr noundef %1096)
  call void @free(ptr noundef %137) #10
  call void @free(ptr noundef %138) #10
  call void @free(ptr noundef %139) #10
  call void @free(ptr noundef %140) #10
  %1098 = load ptr, ptr %448, align 8, !tbaa !6
  %1099 = call i32 @cudaFree(ptr noundef %1098)
  %1100 = load ptr, ptr %450, align 8, !tbaa !6
  %1101 = call i32 @cudaFree(ptr noundef %1100)
  %1102 = load ptr, ptr %452, align 8, !tbaa !6
  %1103 = call i32 @cudaFree(ptr noundef %1102)
  %1104 = load ptr, ptr %454, align 8, !tbaa !6
  %1105 = call i32 @cudaFree(ptr noundef %1104)
  %1106 = load ptr, ptr %456, align 8, !tbaa !6
  %1107 = call i32 @cudaFree(ptr noundef %1106)
  call void @free(ptr noundef %141) #10
  call void @free(ptr noundef %142) #10
  call void @free(ptr noundef %143) #10
  call void @free(ptr noundef %144) #10
  %1108 = load ptr, ptr %458, align 16, !tbaa !6
  %1109 = call i32 @cudaFree(ptr noundef %1108)
  %1110 = load ptr, ptr %460, align 16, !tbaa !6
  %1111 = call i32 @cudaFree(ptr noundef %1110)
  %1112 = load ptr, ptr %462, align 16, !tbaa !6
  %1113 = call i32 @cudaFree(ptr noundef %1112)
  %1114 = load ptr, ptr %464, align 16, !tbaa !6
  %1115 = call i32 @cudaFree(ptr noundef %1114)
  %1116 = load ptr, ptr %466, align 16, !tbaa !6
  %1117 = call i32 @cudaFree(ptr noundef %1116)
  call void @free(ptr noundef %145) #10
  call void @free(ptr noundef %146) #10
  call void @free(ptr noundef %147) #10
  call void @free(ptr noundef %148) #10
  %1118 = load ptr, ptr %114, align 8, !tbaa !6
  %1119 = call i32 @cudaFree(ptr noundef %1118)
  call void @free(ptr noundef %132) #10
  call void @free(ptr noundef %152) #10
  call void @free(ptr noundef %153) #10
  %1120 = zext i1 %1083 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %113) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %112) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %111) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %110) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %109) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108) #10
  br label %1178

1121:                                             ; preds = %1134, %962
  %1122 = phi i64 [ 0, %962 ], [ %1135, %1134 ]
  %1123 = add nsw i64 %1122, %963
  %1124 = mul nsw i64 %1123, %747
  %1125 = mul nsw i64 %1123, %748
  br label %1129

1126:                                             ; preds = %1134, %960
  %1127 = add nuw nsw i64 %961, 1
  %1128 = icmp eq i64 %1127, %749
  br i1 %1128, label %964, label %960, !llvm.loop !68

1129:                                             ; preds = %1121, %1149
  %1130 = phi i64 [ 0, %1121 ], [ %1154, %1149 ]
  br i1 %746, label %1131, label %1149

1131:                                             ; preds = %1129
  %1132 = add nsw i64 %1130, %963
  %1133 = mul nsw i64 %1132, %747
  br i1 %752, label %1137, label %1156

1134:                                             ; preds = %1149
  %1135 = add nuw nsw i64 %1122, 1
  %1136 = icmp eq i64 %1135, %716
  br i1 %1136, label %1126, label %1121, !llvm.loop !69

1137:                                             ; preds = %1156, %1131
  %1138 = phi float [ undef, %1131 ], [ %1174, %1156 ]
  %1139 = phi i64 [ 0, %1131 ], [ %1175, %1156 ]
  %1140 = phi float [ 0.000000e+00, %1131 ], [ %1174, %1156 ]
  br i1 %754, label %1149, label %1141

1141:                                             ; preds = %1137
  %1142 = add nsw i64 %1139, %1124
  %1143 = getelementptr inbounds float, ptr %140, i64 %1142
  %1144 = load float, ptr %1143, align 4, !tbaa !12
  %1145 = add nsw i64 %1139, %1133
  %1146 = getelementptr inbounds float, ptr %144, i64 %1145
  %1147 = load float, ptr %1146, align 4, !tbaa !12
  %1148 = call float @llvm.fmuladd.f32(float %1144, float %1147, float %1140)
  br label %1149

1149:                                             ; preds = %1141, %1137, %1129
  %1150 = phi float [ 0.000000e+00, %1129 ], [ %1138, %1137 ], [ %1148, %1141 ]
  %1151 = fmul float %740, %1150
  %1152 = add nsw i64 %1130, %1125
  %1153 = getelementptr inbounds float, ptr %153, i64 %1152
  store float %1151, ptr %1153, align 4, !tbaa !12
  %1154 = add nuw nsw i64 %1130, 1
  %1155 = icmp eq i64 %1154, %716
  br i1 %1155, label %1134, label %1129, !llvm.loop !70

1156:                                             ; preds = %1131, %1156
  %1157 = phi i64 [ %1175, %1156 ], [ 0, %1131 ]
  %1158 = phi float [ %1174, %1156 ], [ 0.000000e+00, %1131 ]
  %1159 = phi i64 [ %1176, %1156 ], [ 0, %1131 ]
  %1160 = add nsw i64 %1157, %1124
  %1161 = getelementptr inbounds float, ptr %140, i64 %1160
  %1162 = load float, ptr %1161, align 4, !tbaa !12
  %1163 = add nsw i64 %1157, %1133
  %1164 = getelementptr inbounds float, ptr %144, i64 %1163
  %1165 = load float, ptr %1164, align 4, !tbaa !12
  %1166 = call float @llvm.fmuladd.f32(float %1162, float %1165, float %1158)
  %1167 = or i64 %1157, 1
  %1168 = add nsw i64 %1167, %1124
  %1169 = getelementptr inbounds float, ptr %140, i64 %1168
  %1170 = load float, ptr %1169, align 4, !tbaa !12
  %1171 = add nsw i64 %1167, %1133
  %1172 = getelementptr inbounds float, ptr %144, i64 %1171
  %1173 = load float, ptr %1172, align 4, !tbaa !12
  %1174 = call float @llvm.fmuladd.f32(float %1170, float %1173, float %1166)
  %1175 = add nuw nsw i64 %1157, 2
  %1176 = add i64 %1159, 2
  %1177 = icmp eq i64 %1176, %753
  br i1 %1177, label %1137, label %1156, !llvm.loop !71

1178:                                             ; preds = %1080, %124
  %1179 = phi i32 [ 1, %124 ], [ %1120, %1080 ]
  ret i32 %1179
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_bert_qkv(i32 noundef 384, i32 noundef 768, i32 noundef 12, i32 noundef 1), !range !72
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

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
!16 = !{!17, !19, !20}
!17 = distinct !{!17, !18, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!18 = distinct !{!18, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!19 = distinct !{!19, !18, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!20 = distinct !{!20, !18, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!21 = !{!22, !24, !25}
!22 = distinct !{!22, !23, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!23 = distinct !{!23, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!24 = distinct !{!24, !23, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!25 = distinct !{!25, !23, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!28 = distinct !{!28, !"_Z26__device_stub__split_headsPKfPfiii"}
!29 = distinct !{!29, !28, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!30 = !{!31, !33, !34}
!31 = distinct !{!31, !32, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!32 = distinct !{!32, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!33 = distinct !{!33, !32, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!34 = distinct !{!34, !32, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!35 = !{!36, !38, !39}
!36 = distinct !{!36, !37, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!37 = distinct !{!37, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!38 = distinct !{!38, !37, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!39 = distinct !{!39, !37, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!40 = !{!41, !43}
!41 = distinct !{!41, !42, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!42 = distinct !{!42, !"_Z26__device_stub__split_headsPKfPfiii"}
!43 = distinct !{!43, !42, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!44 = !{!45, !47, !48}
!45 = distinct !{!45, !46, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!46 = distinct !{!46, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!47 = distinct !{!47, !46, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!48 = distinct !{!48, !46, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!49 = !{!50, !52, !53}
!50 = distinct !{!50, !51, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!51 = distinct !{!51, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!52 = distinct !{!52, !51, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!53 = distinct !{!53, !51, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!54 = !{!55, !57}
!55 = distinct !{!55, !56, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!56 = distinct !{!56, !"_Z26__device_stub__split_headsPKfPfiii"}
!57 = distinct !{!57, !56, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!58 = !{!59, !61, !62}
!59 = distinct !{!59, !60, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 0"}
!60 = distinct !{!60, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii"}
!61 = distinct !{!61, !60, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 1"}
!62 = distinct !{!62, !60, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 2"}
!63 = distinct !{!63, !15}
!64 = distinct !{!64, !15}
!65 = distinct !{!65, !15}
!66 = distinct !{!66, !15}
!67 = distinct !{!67, !15}
!68 = distinct !{!68, !15}
!69 = distinct !{!69, !15}
!70 = distinct !{!70, !15}
!71 = distinct !{!71, !15}
!72 = !{i32 0, i32 2}
