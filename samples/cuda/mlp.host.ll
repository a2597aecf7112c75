; ModuleID = 'samples/cuda/mlp.cu'
source_filename = "samples/cuda/mlp.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [45 x i8] c"mlp: bad sizes tokens=%d d_model=%d d_ff=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@.str.2 = private unnamed_addr constant [54 x i8] c"mlp tokens=%d d_model=%d d_ff=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"mlp: %s[%d] = %f, expected %f\0A\00", align 1

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
define dso_local void @_Z23__device_stub__gelu_erfPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__gelu_erfPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_mlp(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
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
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.dim3, align 8
  %22 = alloca %struct.dim3, align 8
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 8
  %25 = alloca [6 x ptr], align 16
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [3 x ptr], align 16
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca [5 x ptr], align 16
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca %struct.dim3, align 8
  %51 = alloca %struct.dim3, align 8
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca [6 x ptr], align 16
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = icmp slt i32 %0, 1
  %66 = icmp slt i32 %1, 1
  %67 = or i1 %65, %66
  %68 = icmp slt i32 %2, 1
  %69 = or i1 %67, %68
  br i1 %69, label %70, label %72

70:                                               ; preds = %4
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2)
  br label %648

72:                                               ; preds = %4
  %73 = mul nsw i32 %1, %0
  %74 = mul nsw i32 %2, %0
  %75 = mul nsw i32 %2, %1
  %76 = sext i32 %73 to i64
  %77 = shl nsw i64 %76, 2
  %78 = tail call noalias ptr @malloc(i64 noundef %77) #10
  %79 = sext i32 %75 to i64
  %80 = shl nsw i64 %79, 2
  %81 = tail call noalias ptr @malloc(i64 noundef %80) #10
  %82 = zext i32 %2 to i64
  %83 = shl nuw nsw i64 %82, 2
  %84 = tail call noalias ptr @malloc(i64 noundef %83) #10
  %85 = tail call noalias ptr @malloc(i64 noundef %80) #10
  %86 = zext i32 %1 to i64
  %87 = shl nuw nsw i64 %86, 2
  %88 = tail call noalias ptr @malloc(i64 noundef %87) #10
  %89 = tail call noalias ptr @malloc(i64 noundef %77) #10
  %90 = sext i32 %74 to i64
  %91 = shl nsw i64 %90, 2
  %92 = tail call noalias ptr @malloc(i64 noundef %91) #10
  %93 = tail call noalias ptr @malloc(i64 noundef %77) #10
  %94 = icmp sgt i32 %73, 0
  br i1 %94, label %95, label %136

95:                                               ; preds = %72
  %96 = zext i32 %73 to i64
  %97 = and i64 %96, 1
  %98 = icmp eq i32 %73, 1
  br i1 %98, label %123, label %99

99:                                               ; preds = %95
  %100 = and i64 %96, 4294967294
  br label %101

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %120, %101 ]
  %103 = phi i32 [ %3, %99 ], [ %114, %101 ]
  %104 = phi i64 [ 0, %99 ], [ %121, %101 ]
  %105 = mul i32 %103, 1664525
  %106 = add i32 %105, 1013904223
  %107 = lshr i32 %106, 8
  %108 = uitofp i32 %107 to float
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01)
  %110 = fmul float %109, 2.000000e+00
  %111 = getelementptr inbounds float, ptr %78, i64 %102
  store float %110, ptr %111, align 4, !tbaa !12
  %112 = or i64 %102, 1
  %113 = mul i32 %106, 1664525
  %114 = add i32 %113, 1013904223
  %115 = lshr i32 %114, 8
  %116 = uitofp i32 %115 to float
  %117 = tail call float @llvm.fmuladd.f32(float %116, float 0x3E70000000000000, float -5.000000e-01)
  %118 = fmul float %117, 2.000000e+00
  %119 = getelementptr inbounds float, ptr %78, i64 %112
  store float %118, ptr %119, align 4, !tbaa !12
  %120 = add nuw nsw i64 %102, 2
  %121 = add i64 %104, 2
  %122 = icmp eq i64 %121, %100
  br i1 %122, label %123, label %101, !llvm.loop !14

123:                                              ; preds = %101, %95
  %124 = phi i32 [ undef, %95 ], [ %114, %101 ]
  %125 = phi i64 [ 0, %95 ], [ %120, %101 ]
  %126 = phi i32 [ %3, %95 ], [ %114, %101 ]
  %127 = icmp eq i64 %97, 0
  br i1 %127, label %136, label %128

128:                                              ; preds = %123
  %129 = mul i32 %126, 1664525
  %130 = add i32 %129, 1013904223
  %131 = lshr i32 %130, 8
  %132 = uitofp i32 %131 to float
  %133 = tail call float @llvm.fmuladd.f32(float %132, float 0x3E70000000000000, float -5.000000e-01)
  %134 = fmul float %133, 2.000000e+00
  %135 = getelementptr inbounds float, ptr %78, i64 %125
  store float %134, ptr %135, align 4, !tbaa !12
  br label %136

136:                                              ; preds = %128, %123, %72
  %137 = phi i32 [ %3, %72 ], [ %124, %123 ], [ %130, %128 ]
  %138 = icmp sgt i32 %75, 0
  br i1 %138, label %139, label %180

139:                                              ; preds = %136
  %140 = zext i32 %75 to i64
  %141 = and i64 %140, 1
  %142 = icmp eq i32 %75, 1
  br i1 %142, label %167, label %143

143:                                              ; preds = %139
  %144 = and i64 %140, 4294967294
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %164, %145 ]
  %147 = phi i32 [ %137, %143 ], [ %158, %145 ]
  %148 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %149 = mul i32 %147, 1664525
  %150 = add i32 %149, 1013904223
  %151 = lshr i32 %150, 8
  %152 = uitofp i32 %151 to float
  %153 = tail call float @llvm.fmuladd.f32(float %152, float 0x3E70000000000000, float -5.000000e-01)
  %154 = fmul float %153, 0x3FC99999A0000000
  %155 = getelementptr inbounds float, ptr %81, i64 %146
  store float %154, ptr %155, align 4, !tbaa !12
  %156 = or i64 %146, 1
  %157 = mul i32 %150, 1664525
  %158 = add i32 %157, 1013904223
  %159 = lshr i32 %158, 8
  %160 = uitofp i32 %159 to float
  %161 = tail call float @llvm.fmuladd.f32(float %160, float 0x3E70000000000000, float -5.000000e-01)
  %162 = fmul float %161, 0x3FC99999A0000000
  %163 = getelementptr inbounds float, ptr %81, i64 %156
  store float %162, ptr %163, align 4, !tbaa !12
  %164 = add nuw nsw i64 %146, 2
  %165 = add i64 %148, 2
  %166 = icmp eq i64 %165, %144
  br i1 %166, label %167, label %145, !llvm.loop !14

167:                                              ; preds = %145, %139
  %168 = phi i32 [ undef, %139 ], [ %158, %145 ]
  %169 = phi i64 [ 0, %139 ], [ %164, %145 ]
  %170 = phi i32 [ %137, %139 ], [ %158, %145 ]
  %171 = icmp eq i64 %141, 0
  br i1 %171, label %180, label %172

172:                                              ; preds = %167
  %173 = mul i32 %170, 1664525
  %174 = add i32 %173, 1013904223
  %175 = lshr i32 %174, 8
  %176 = uitofp i32 %175 to float
  %177 = tail call float @llvm.fmuladd.f32(float %176, float 0x3E70000000000000, float -5.000000e-01)
  %178 = fmul float %177, 0x3FC99999A0000000
  %179 = getelementptr inbounds float, ptr %81, i64 %169
  store float %178, ptr %179, align 4, !tbaa !12
  br label %180

180:                                              ; preds = %172, %167, %136
  %181 = phi i32 [ %137, %136 ], [ %168, %167 ], [ %174, %172 ]
  %182 = icmp sgt i32 %2, 0
  br i1 %182, label %183, label %220

183:                                              ; preds = %180
  %184 = and i64 %82, 1
  %185 = icmp eq i32 %2, 1
  br i1 %185, label %208, label %186

186:                                              ; preds = %183
  %187 = and i64 %82, 4294967294
  br label %188

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 0, %186 ], [ %205, %188 ]
  %190 = phi i32 [ %181, %186 ], [ %200, %188 ]
  %191 = phi i64 [ 0, %186 ], [ %206, %188 ]
  %192 = mul i32 %190, 1664525
  %193 = add i32 %192, 1013904223
  %194 = lshr i32 %193, 8
  %195 = uitofp i32 %194 to float
  %196 = tail call float @llvm.fmuladd.f32(float %195, float 0x3E70000000000000, float -5.000000e-01)
  %197 = getelementptr inbounds float, ptr %84, i64 %189
  store float %196, ptr %197, align 4, !tbaa !12
  %198 = or i64 %189, 1
  %199 = mul i32 %193, 1664525
  %200 = add i32 %199, 1013904223
  %201 = lshr i32 %200, 8
  %202 = uitofp i32 %201 to float
  %203 = tail call float @llvm.fmuladd.f32(float %202, float 0x3E70000000000000, float -5.000000e-01)
  %204 = getelementptr inbounds float, ptr %84, i64 %198
  store float %203, ptr %204, align 4, !tbaa !12
  %205 = add nuw nsw i64 %189, 2
  %206 = add i64 %191, 2
  %207 = icmp eq i64 %206, %187
  br i1 %207, label %208, label %188, !llvm.loop !14

208:                                              ; preds = %188, %183
  %209 = phi i32 [ undef, %183 ], [ %200, %188 ]
  %210 = phi i64 [ 0, %183 ], [ %205, %188 ]
  %211 = phi i32 [ %181, %183 ], [ %200, %188 ]
  %212 = icmp eq i64 %184, 0
  br i1 %212, label %220, label %213

213:                                              ; preds = %208
  %214 = mul i32 %211, 1664525
  %215 = add i32 %214, 1013904223
  %216 = lshr i32 %215, 8
  %217 = uitofp i32 %216 to float
  %218 = tail call float @llvm.fmuladd.f32(float %217, float 0x3E70000000000000, float -5.000000e-01)
  %219 = getelementptr inbounds float, ptr %84, i64 %210
  store float %218, ptr %219, align 4, !tbaa !12
  br label %220

220:                                              ; preds = %213, %208, %180
  %221 = phi i32 [ %181, %180 ], [ %209, %208 ], [ %215, %213 ]
  br i1 %138, label %222, label %263

222:                                              ; preds = %220
  %223 = zext i32 %75 to i64
  %224 = and i64 %223, 1
  %225 = icmp eq i32 %75, 1
  br i1 %225, label %250, label %226

226:                                              ; preds = %222
  %227 = and i64 %223, 4294967294
  br label %228

228:                                              ; preds = %228, %226
  %229 = phi i64 [ 0, %226 ], [ %247, %228 ]
  %230 = phi i32 [ %221, %226 ], [ %241, %228 ]
  %231 = phi i64 [ 0, %226 ], [ %248, %228 ]
  %232 = mul i32 %230, 1664525
  %233 = add i32 %232, 1013904223
  %234 = lshr i32 %233, 8
  %235 = uitofp i32 %234 to float
  %236 = tail call float @llvm.fmuladd.f32(float %235, float 0x3E70000000000000, float -5.000000e-01)
  %237 = fmul float %236, 0x3FC99999A0000000
  %238 = getelementptr inbounds float, ptr %85, i64 %229
  store float %237, ptr %238, align 4, !tbaa !12
  %239 = or i64 %229, 1
  %240 = mul i32 %233, 1664525
  %241 = add i32 %240, 1013904223
  %242 = lshr i32 %241, 8
  %243 = uitofp i32 %242 to float
  %244 = tail call float @llvm.fmuladd.f32(float %243, float 0x3E70000000000000, float -5.000000e-01)
  %245 = fmul float %244, 0x3FC99999A0000000
  %246 = getelementptr inbounds float, ptr %85, i64 %239
  store float %245, ptr %246, align 4, !tbaa !12
  %247 = add nuw nsw i64 %229, 2
  %248 = add i64 %231, 2
  %249 = icmp eq i64 %248, %227
  br i1 %249, label %250, label %228, !llvm.loop !14

250:                                              ; preds = %228, %222
  %251 = phi i32 [ undef, %222 ], [ %241, %228 ]
  %252 = phi i64 [ 0, %222 ], [ %247, %228 ]
  %253 = phi i32 [ %221, %222 ], [ %241, %228 ]
  %254 = icmp eq i64 %224, 0
  br i1 %254, label %263, label %255

255:                                              ; preds = %250
  %256 = mul i32 %253, 1664525
  %257 = add i32 %256, 1013904223
  %258 = lshr i32 %257, 8
  %259 = uitofp i32 %258 to float
  %260 = tail call float @llvm.fmuladd.f32(float %259, float 0x3E70000000000000, float -5.000000e-01)
  %261 = fmul float %260, 0x3FC99999A0000000
  %262 = getelementptr inbounds float, ptr %85, i64 %252
  store float %261, ptr %262, align 4, !tbaa !12
  br label %263

263:                                              ; preds = %255, %250, %220
  %264 = phi i32 [ %221, %220 ], [ %251, %250 ], [ %257, %255 ]
  %265 = icmp sgt i32 %1, 0
  br i1 %265, label %266, label %302

266:                                              ; preds = %263
  %267 = and i64 %86, 1
  %268 = icmp eq i32 %1, 1
  br i1 %268, label %291, label %269

269:                                              ; preds = %266
  %270 = and i64 %86, 4294967294
  br label %271

271:                                              ; preds = %271, %269
  %272 = phi i64 [ 0, %269 ], [ %288, %271 ]
  %273 = phi i32 [ %264, %269 ], [ %283, %271 ]
  %274 = phi i64 [ 0, %269 ], [ %289, %271 ]
  %275 = mul i32 %273, 1664525
  %276 = add i32 %275, 1013904223
  %277 = lshr i32 %276, 8
  %278 = uitofp i32 %277 to float
  %279 = tail call float @llvm.fmuladd.f32(float %278, float 0x3E70000000000000, float -5.000000e-01)
  %280 = getelementptr inbounds float, ptr %88, i64 %272
  store float %279, ptr %280, align 4, !tbaa !12
  %281 = or i64 %272, 1
  %282 = mul i32 %276, 1664525
  %283 = add i32 %282, 1013904223
  %284 = lshr i32 %283, 8
  %285 = uitofp i32 %284 to float
  %286 = tail call float @llvm.fmuladd.f32(float %285, float 0x3E70000000000000, float -5.000000e-01)
  %287 = getelementptr inbounds float, ptr %88, i64 %281
  store float %286, ptr %287, align 4, !tbaa !12
  %288 = add nuw nsw i64 %272, 2
  %289 = add i64 %274, 2
  %290 = icmp eq i64 %289, %270
  br i1 %290, label %291, label %271, !llvm.loop !14

291:                                              ; preds = %271, %266
  %292 = phi i64 [ 0, %266 ], [ %288, %271 ]
  %293 = phi i32 [ %264, %266 ], [ %283, %271 ]
  %294 = icmp eq i64 %267, 0
  br i1 %294, label %302, label %295

295:                                              ; preds = %291
  %296 = mul i32 %293, 1664525
  %297 = add i32 %296, 1013904223
  %298 = lshr i32 %297, 8
  %299 = uitofp i32 %298 to float
  %300 = tail call float @llvm.fmuladd.f32(float %299, float 0x3E70000000000000, float -5.000000e-01)
  %301 = getelementptr inbounds float, ptr %88, i64 %292
  store float %300, ptr %301, align 4, !tbaa !12
  br label %302

302:                                              ; preds = %295, %291, %263
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63) #11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64) #11
  %303 = call i32 @cudaMalloc(ptr noundef nonnull %55, i64 noundef %77)
  %304 = call i32 @cudaMalloc(ptr noundef nonnull %56, i64 noundef %80)
  %305 = call i32 @cudaMalloc(ptr noundef nonnull %57, i64 noundef %83)
  %306 = call i32 @cudaMalloc(ptr noundef nonnull %58, i64 noundef %80)
  %307 = call i32 @cudaMalloc(ptr noundef nonnull %59, i64 noundef %87)
  %308 = call i32 @cudaMalloc(ptr noundef nonnull %60, i64 noundef %91)
  %309 = call i32 @cudaMalloc(ptr noundef nonnull %61, i64 noundef %91)
  %310 = call i32 @cudaMalloc(ptr noundef nonnull %62, i64 noundef %91)
  %311 = call i32 @cudaMalloc(ptr noundef nonnull %63, i64 noundef %77)
  %312 = call i32 @cudaMalloc(ptr noundef nonnull %64, i64 noundef %77)
  %313 = load ptr, ptr %55, align 8, !tbaa !6
  %314 = call i32 @cudaMemcpy(ptr noundef %313, ptr noundef %78, i64 noundef %77, i32 noundef 1)
  %315 = load ptr, ptr %56, align 8, !tbaa !6
  %316 = call i32 @cudaMemcpy(ptr noundef %315, ptr noundef %81, i64 noundef %80, i32 noundef 1)
  %317 = load ptr, ptr %57, align 8, !tbaa !6
  %318 = call i32 @cudaMemcpy(ptr noundef %317, ptr noundef %84, i64 noundef %83, i32 noundef 1)
  %319 = load ptr, ptr %58, align 8, !tbaa !6
  %320 = call i32 @cudaMemcpy(ptr noundef %319, ptr noundef %85, i64 noundef %80, i32 noundef 1)
  %321 = load ptr, ptr %59, align 8, !tbaa !6
  %322 = call i32 @cudaMemcpy(ptr noundef %321, ptr noundef %88, i64 noundef %87, i32 noundef 1)
  %323 = add nsw i32 %2, 31
  %324 = sdiv i32 %323, 32
  %325 = add nsw i32 %0, 31
  %326 = sdiv i32 %325, 32
  %327 = zext i32 %324 to i64
  %328 = zext i32 %326 to i64
  %329 = shl nuw i64 %328, 32
  %330 = or i64 %329, %327
  %331 = add nsw i32 %1, 31
  %332 = sdiv i32 %331, 32
  %333 = zext i32 %332 to i64
  %334 = or i64 %329, %333
  %335 = call i32 @__cudaPushCallConfiguration(i64 %330, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %336 = icmp eq i32 %335, 0
  br i1 %336, label %337, label %356

337:                                              ; preds = %302
  %338 = load ptr, ptr %55, align 8, !tbaa !6
  %339 = load ptr, ptr %56, align 8, !tbaa !6
  %340 = load ptr, ptr %60, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %54)
  store ptr %338, ptr %44, align 8, !tbaa !6, !noalias !16
  store ptr %339, ptr %45, align 8, !tbaa !6, !noalias !16
  store ptr %340, ptr %46, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %47, align 4, !tbaa !10, !noalias !16
  store i32 %2, ptr %48, align 4, !tbaa !10, !noalias !16
  store i32 %1, ptr %49, align 4, !tbaa !10, !noalias !16
  store ptr %44, ptr %54, align 16, !noalias !16
  %341 = getelementptr inbounds ptr, ptr %54, i64 1
  store ptr %45, ptr %341, align 8, !noalias !16
  %342 = getelementptr inbounds ptr, ptr %54, i64 2
  store ptr %46, ptr %342, align 16, !noalias !16
  %343 = getelementptr inbounds ptr, ptr %54, i64 3
  store ptr %47, ptr %343, align 8, !noalias !16
  %344 = getelementptr inbounds ptr, ptr %54, i64 4
  store ptr %48, ptr %344, align 16, !noalias !16
  %345 = getelementptr inbounds ptr, ptr %54, i64 5
  store ptr %49, ptr %345, align 8, !noalias !16
  %346 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53)
  %347 = load i64, ptr %52, align 8, !noalias !16
  %348 = load ptr, ptr %53, align 8, !noalias !16
  %349 = load i64, ptr %50, align 8, !noalias !16
  %350 = getelementptr inbounds i8, ptr %50, i64 8
  %351 = load i32, ptr %350, align 8, !noalias !16
  %352 = load i64, ptr %51, align 8, !noalias !16
  %353 = getelementptr inbounds i8, ptr %51, i64 8
  %354 = load i32, ptr %353, align 8, !noalias !16
  %355 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %349, i32 %351, i64 %352, i32 %354, ptr noundef nonnull %54, i64 noundef %347, ptr noundef %348)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %54)
  br label %356

356:                                              ; preds = %337, %302
  %357 = call i32 @__cudaPushCallConfiguration(i64 %330, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %358 = icmp eq i32 %357, 0
  br i1 %358, label %359, label %377

359:                                              ; preds = %356
  %360 = load ptr, ptr %60, align 8, !tbaa !6
  %361 = load ptr, ptr %57, align 8, !tbaa !6
  %362 = load ptr, ptr %61, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %43)
  store ptr %360, ptr %34, align 8, !tbaa !6, !noalias !21
  store ptr %361, ptr %35, align 8, !tbaa !6, !noalias !21
  store ptr %362, ptr %36, align 8, !tbaa !6, !noalias !21
  store i32 %0, ptr %37, align 4, !tbaa !10, !noalias !21
  store i32 %2, ptr %38, align 4, !tbaa !10, !noalias !21
  store ptr %34, ptr %43, align 16, !noalias !21
  %363 = getelementptr inbounds ptr, ptr %43, i64 1
  store ptr %35, ptr %363, align 8, !noalias !21
  %364 = getelementptr inbounds ptr, ptr %43, i64 2
  store ptr %36, ptr %364, align 16, !noalias !21
  %365 = getelementptr inbounds ptr, ptr %43, i64 3
  store ptr %37, ptr %365, align 8, !noalias !21
  %366 = getelementptr inbounds ptr, ptr %43, i64 4
  store ptr %38, ptr %366, align 16, !noalias !21
  %367 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %368 = load i64, ptr %41, align 8, !noalias !21
  %369 = load ptr, ptr %42, align 8, !noalias !21
  %370 = load i64, ptr %39, align 8, !noalias !21
  %371 = getelementptr inbounds i8, ptr %39, i64 8
  %372 = load i32, ptr %371, align 8, !noalias !21
  %373 = load i64, ptr %40, align 8, !noalias !21
  %374 = getelementptr inbounds i8, ptr %40, i64 8
  %375 = load i32, ptr %374, align 8, !noalias !21
  %376 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %370, i32 %372, i64 %373, i32 %375, ptr noundef nonnull %43, i64 noundef %368, ptr noundef %369)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %43)
  br label %377

377:                                              ; preds = %359, %356
  %378 = add nsw i32 %74, 255
  %379 = sdiv i32 %378, 256
  %380 = zext i32 %379 to i64
  %381 = or i64 %380, 4294967296
  %382 = call i32 @__cudaPushCallConfiguration(i64 %381, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %383 = icmp eq i32 %382, 0
  br i1 %383, label %384, label %399

384:                                              ; preds = %377
  %385 = load ptr, ptr %61, align 8, !tbaa !6
  %386 = load ptr, ptr %62, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33)
  store ptr %385, ptr %26, align 8, !tbaa !6, !noalias !26
  store ptr %386, ptr %27, align 8, !tbaa !6, !noalias !26
  store i32 %74, ptr %28, align 4, !tbaa !10, !noalias !26
  store ptr %26, ptr %33, align 16, !noalias !26
  %387 = getelementptr inbounds ptr, ptr %33, i64 1
  store ptr %27, ptr %387, align 8, !noalias !26
  %388 = getelementptr inbounds ptr, ptr %33, i64 2
  store ptr %28, ptr %388, align 16, !noalias !26
  %389 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32)
  %390 = load i64, ptr %31, align 8, !noalias !26
  %391 = load ptr, ptr %32, align 8, !noalias !26
  %392 = load i64, ptr %29, align 8, !noalias !26
  %393 = getelementptr inbounds i8, ptr %29, i64 8
  %394 = load i32, ptr %393, align 8, !noalias !26
  %395 = load i64, ptr %30, align 8, !noalias !26
  %396 = getelementptr inbounds i8, ptr %30, i64 8
  %397 = load i32, ptr %396, align 8, !noalias !26
  %398 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__gelu_erfPKfPfi, i64 %392, i32 %394, i64 %395, i32 %397, ptr noundef nonnull %33, i64 noundef %390, ptr noundef %391)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33)
  br label %399

399:                                              ; preds = %384, %377
  %400 = call i32 @__cudaPushCallConfiguration(i64 %334, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %401 = icmp eq i32 %400, 0
  br i1 %401, label %402, label %421

402:                                              ; preds = %399
  %403 = load ptr, ptr %62, align 8, !tbaa !6
  %404 = load ptr, ptr %58, align 8, !tbaa !6
  %405 = load ptr, ptr %63, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %25)
  store ptr %403, ptr %15, align 8, !tbaa !6, !noalias !30
  store ptr %404, ptr %16, align 8, !tbaa !6, !noalias !30
  store ptr %405, ptr %17, align 8, !tbaa !6, !noalias !30
  store i32 %0, ptr %18, align 4, !tbaa !10, !noalias !30
  store i32 %1, ptr %19, align 4, !tbaa !10, !noalias !30
  store i32 %2, ptr %20, align 4, !tbaa !10, !noalias !30
  store ptr %15, ptr %25, align 16, !noalias !30
  %406 = getelementptr inbounds ptr, ptr %25, i64 1
  store ptr %16, ptr %406, align 8, !noalias !30
  %407 = getelementptr inbounds ptr, ptr %25, i64 2
  store ptr %17, ptr %407, align 16, !noalias !30
  %408 = getelementptr inbounds ptr, ptr %25, i64 3
  store ptr %18, ptr %408, align 8, !noalias !30
  %409 = getelementptr inbounds ptr, ptr %25, i64 4
  store ptr %19, ptr %409, align 16, !noalias !30
  %410 = getelementptr inbounds ptr, ptr %25, i64 5
  store ptr %20, ptr %410, align 8, !noalias !30
  %411 = call i32 @__cudaPopCallConfiguration(ptr nonnull %21, ptr nonnull %22, ptr nonnull %23, ptr nonnull %24)
  %412 = load i64, ptr %23, align 8, !noalias !30
  %413 = load ptr, ptr %24, align 8, !noalias !30
  %414 = load i64, ptr %21, align 8, !noalias !30
  %415 = getelementptr inbounds i8, ptr %21, i64 8
  %416 = load i32, ptr %415, align 8, !noalias !30
  %417 = load i64, ptr %22, align 8, !noalias !30
  %418 = getelementptr inbounds i8, ptr %22, i64 8
  %419 = load i32, ptr %418, align 8, !noalias !30
  %420 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %414, i32 %416, i64 %417, i32 %419, ptr noundef nonnull %25, i64 noundef %412, ptr noundef %413)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %25)
  br label %421

421:                                              ; preds = %402, %399
  %422 = call i32 @__cudaPushCallConfiguration(i64 %334, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %423 = icmp eq i32 %422, 0
  br i1 %423, label %424, label %442

424:                                              ; preds = %421
  %425 = load ptr, ptr %63, align 8, !tbaa !6
  %426 = load ptr, ptr %59, align 8, !tbaa !6
  %427 = load ptr, ptr %64, align 8, !tbaa !6
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
  store ptr %425, ptr %5, align 8, !tbaa !6, !noalias !35
  store ptr %426, ptr %6, align 8, !tbaa !6, !noalias !35
  store ptr %427, ptr %7, align 8, !tbaa !6, !noalias !35
  store i32 %0, ptr %8, align 4, !tbaa !10, !noalias !35
  store i32 %1, ptr %9, align 4, !tbaa !10, !noalias !35
  store ptr %5, ptr %14, align 16, !noalias !35
  %428 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %6, ptr %428, align 8, !noalias !35
  %429 = getelementptr inbounds ptr, ptr %14, i64 2
  store ptr %7, ptr %429, align 16, !noalias !35
  %430 = getelementptr inbounds ptr, ptr %14, i64 3
  store ptr %8, ptr %430, align 8, !noalias !35
  %431 = getelementptr inbounds ptr, ptr %14, i64 4
  store ptr %9, ptr %431, align 16, !noalias !35
  %432 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %433 = load i64, ptr %12, align 8, !noalias !35
  %434 = load ptr, ptr %13, align 8, !noalias !35
  %435 = load i64, ptr %10, align 8, !noalias !35
  %436 = getelementptr inbounds i8, ptr %10, i64 8
  %437 = load i32, ptr %436, align 8, !noalias !35
  %438 = load i64, ptr %11, align 8, !noalias !35
  %439 = getelementptr inbounds i8, ptr %11, i64 8
  %440 = load i32, ptr %439, align 8, !noalias !35
  %441 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %435, i32 %437, i64 %438, i32 %440, ptr noundef nonnull %14, i64 noundef %433, ptr noundef %434)
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
  br label %442

442:                                              ; preds = %424, %421
  %443 = call i32 @cudaDeviceSynchronize()
  %444 = load ptr, ptr %64, align 8, !tbaa !6
  %445 = call i32 @cudaMemcpy(ptr noundef %89, ptr noundef %444, i64 noundef %77, i32 noundef 2)
  %446 = icmp sgt i32 %0, 0
  br i1 %446, label %447, label %512

447:                                              ; preds = %442
  %448 = sext i32 %2 to i64
  %449 = sext i32 %1 to i64
  %450 = zext i32 %0 to i64
  %451 = and i64 %86, 1
  %452 = icmp eq i32 %1, 1
  %453 = and i64 %86, 4294967294
  %454 = icmp eq i64 %451, 0
  br label %455

455:                                              ; preds = %463, %447
  %456 = phi i64 [ 0, %447 ], [ %464, %463 ]
  br i1 %182, label %457, label %463

457:                                              ; preds = %455
  %458 = mul nsw i64 %456, %449
  %459 = mul nsw i64 %456, %448
  br label %460

460:                                              ; preds = %479, %457
  %461 = phi i64 [ 0, %457 ], [ %486, %479 ]
  br i1 %265, label %462, label %479

462:                                              ; preds = %460
  br i1 %452, label %466, label %488

463:                                              ; preds = %479, %455
  %464 = add nuw nsw i64 %456, 1
  %465 = icmp eq i64 %464, %450
  br i1 %465, label %512, label %455, !llvm.loop !40

466:                                              ; preds = %488, %462
  %467 = phi float [ undef, %462 ], [ %508, %488 ]
  %468 = phi i64 [ 0, %462 ], [ %509, %488 ]
  %469 = phi float [ 0.000000e+00, %462 ], [ %508, %488 ]
  br i1 %454, label %479, label %470

470:                                              ; preds = %466
  %471 = add nsw i64 %468, %458
  %472 = getelementptr inbounds float, ptr %78, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !12
  %474 = mul nsw i64 %468, %448
  %475 = add nsw i64 %474, %461
  %476 = getelementptr inbounds float, ptr %81, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !12
  %478 = call float @llvm.fmuladd.f32(float %473, float %477, float %469)
  br label %479

479:                                              ; preds = %470, %466, %460
  %480 = phi float [ 0.000000e+00, %460 ], [ %467, %466 ], [ %478, %470 ]
  %481 = getelementptr inbounds float, ptr %84, i64 %461
  %482 = load float, ptr %481, align 4, !tbaa !12
  %483 = fadd float %480, %482
  %484 = add nsw i64 %461, %459
  %485 = getelementptr inbounds float, ptr %92, i64 %484
  store float %483, ptr %485, align 4, !tbaa !12
  %486 = add nuw nsw i64 %461, 1
  %487 = icmp eq i64 %486, %82
  br i1 %487, label %463, label %460, !llvm.loop !41

488:                                              ; preds = %462, %488
  %489 = phi i64 [ %509, %488 ], [ 0, %462 ]
  %490 = phi float [ %508, %488 ], [ 0.000000e+00, %462 ]
  %491 = phi i64 [ %510, %488 ], [ 0, %462 ]
  %492 = add nsw i64 %489, %458
  %493 = getelementptr inbounds float, ptr %78, i64 %492
  %494 = load float, ptr %493, align 4, !tbaa !12
  %495 = mul nsw i64 %489, %448
  %496 = add nsw i64 %495, %461
  %497 = getelementptr inbounds float, ptr %81, i64 %496
  %498 = load float, ptr %497, align 4, !tbaa !12
  %499 = call float @llvm.fmuladd.f32(float %494, float %498, float %490)
  %500 = or i64 %489, 1
  %501 = add nsw i64 %500, %458
  %502 = getelementptr inbounds float, ptr %78, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !12
  %504 = mul nsw i64 %500, %448
  %505 = add nsw i64 %504, %461
  %506 = getelementptr inbounds float, ptr %81, i64 %505
  %507 = load float, ptr %506, align 4, !tbaa !12
  %508 = call float @llvm.fmuladd.f32(float %503, float %507, float %499)
  %509 = add nuw nsw i64 %489, 2
  %510 = add i64 %491, 2
  %511 = icmp eq i64 %510, %453
  br i1 %511, label %466, label %488, !llvm.loop !42

512:                                              ; preds = %463, %442
  %513 = icmp sgt i32 %74, 0
  br i1 %513, label %514, label %516

514:                                              ; preds = %512
  %515 = zext i32 %74 to i64
  br label %637

516:                                              ; preds = %637, %512
  br i1 %446, label %517, label %582

517:                                              ; preds = %516
  %518 = sext i32 %1 to i64
  %519 = sext i32 %2 to i64
  %520 = zext i32 %0 to i64
  %521 = and i64 %82, 1
  %522 = icmp eq i32 %2, 1
  %523 = and i64 %82, 4294967294
  %524 = icmp eq i64 %521, 0
  br label %525

525:                                              ; preds = %533, %517
  %526 = phi i64 [ 0, %517 ], [ %534, %533 ]
  br i1 %265, label %527, label %533

527:                                              ; preds = %525
  %528 = mul nsw i64 %526, %519
  %529 = mul nsw i64 %526, %518
  br label %530

530:                                              ; preds = %549, %527
  %531 = phi i64 [ 0, %527 ], [ %556, %549 ]
  br i1 %182, label %532, label %549

532:                                              ; preds = %530
  br i1 %522, label %536, label %558

533:                                              ; preds = %549, %525
  %534 = add nuw nsw i64 %526, 1
  %535 = icmp eq i64 %534, %520
  br i1 %535, label %582, label %525, !llvm.loop !40

536:                                              ; preds = %558, %532
  %537 = phi float [ undef, %532 ], [ %578, %558 ]
  %538 = phi i64 [ 0, %532 ], [ %579, %558 ]
  %539 = phi float [ 0.000000e+00, %532 ], [ %578, %558 ]
  br i1 %524, label %549, label %540

540:                                              ; preds = %536
  %541 = add nsw i64 %538, %528
  %542 = getelementptr inbounds float, ptr %92, i64 %541
  %543 = load float, ptr %542, align 4, !tbaa !12
  %544 = mul nsw i64 %538, %518
  %545 = add nsw i64 %544, %531
  %546 = getelementptr inbounds float, ptr %85, i64 %545
  %547 = load float, ptr %546, align 4, !tbaa !12
  %548 = call float @llvm.fmuladd.f32(float %543, float %547, float %539)
  br label %549

549:                                              ; preds = %540, %536, %530
  %550 = phi float [ 0.000000e+00, %530 ], [ %537, %536 ], [ %548, %540 ]
  %551 = getelementptr inbounds float, ptr %88, i64 %531
  %552 = load float, ptr %551, align 4, !tbaa !12
  %553 = fadd float %550, %552
  %554 = add nsw i64 %531, %529
  %555 = getelementptr inbounds float, ptr %93, i64 %554
  store float %553, ptr %555, align 4, !tbaa !12
  %556 = add nuw nsw i64 %531, 1
  %557 = icmp eq i64 %556, %86
  br i1 %557, label %533, label %530, !llvm.loop !41

558:                                              ; preds = %532, %558
  %559 = phi i64 [ %579, %558 ], [ 0, %532 ]
  %560 = phi float [ %578, %558 ], [ 0.000000e+00, %532 ]
  %561 = phi i64 [ %580, %558 ], [ 0, %532 ]
  %562 = add nsw i64 %559, %528
  %563 = getelementptr inbounds float, ptr %92, i64 %562
  %564 = load float, ptr %563, align 4, !tbaa !12
  %565 = mul nsw i64 %559, %518
  %566 = add nsw i64 %565, %531
  %567 = getelementptr inbounds float, ptr %85, i64 %566
  %568 = load float, ptr %567, align 4, !tbaa !12
  %569 = call float @llvm.fmuladd.f32(float %564, float %568, float %560)
  %570 = or i64 %559, 1
  %571 = add nsw i64 %570, %528
  %572 = getelementptr inbounds float, ptr %92, i64 %571
  %573 = load float, ptr %572, align 4, !tbaa !12
  %574 = mul nsw i64 %570, %518
  %575 = add nsw i64 %574, %531
  %576 = getelementptr inbounds float, ptr %85, i64 %575
  %577 = load float, ptr %576, align 4, !tbaa !12
  %578 = call float @llvm.fmuladd.f32(float %573, float %577, float %569)
  %579 = add nuw nsw i64 %559, 2
  %580 = add i64 %561, 2
  %581 = icmp eq i64 %580, %523
  br i1 %581, label %536, label %558, !llvm.loop !42

582:                                              ; preds = %533, %516
  br i1 %94, label %583, label %611

583:                                              ; preds = %582
  %584 = zext i32 %73 to i64
  br label %585

585:                                              ; preds = %607, %583
  %586 = phi i64 [ 0, %583 ], [ %609, %607 ]
  %587 = phi i32 [ 0, %583 ], [ %608, %607 ]
  %588 = getelementptr inbounds float, ptr %89, i64 %586
  %589 = load float, ptr %588, align 4, !tbaa !12
  %590 = getelementptr inbounds float, ptr %93, i64 %586
  %591 = load float, ptr %590, align 4, !tbaa !12
  %592 = fsub float %589, %591
  %593 = call float @llvm.fabs.f32(float %592)
  %594 = call float @llvm.fabs.f32(float %591)
  %595 = fadd float %594, 1.000000e+00
  %596 = fmul float %595, 0x3F50624DE0000000
  %597 = fcmp ugt float %593, %596
  br i1 %597, label %598, label %607

598:                                              ; preds = %585
  %599 = icmp slt i32 %587, 5
  br i1 %599, label %600, label %605

600:                                              ; preds = %598
  %601 = fpext float %589 to double
  %602 = fpext float %591 to double
  %603 = trunc i64 %586 to i32
  %604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %603, double noundef %601, double noundef %602)
  br label %605

605:                                              ; preds = %600, %598
  %606 = add nsw i32 %587, 1
  br label %607

607:                                              ; preds = %605, %585
  %608 = phi i32 [ %587, %585 ], [ %606, %605 ]
  %609 = add nuw nsw i64 %586, 1
  %610 = icmp eq i64 %609, %584
  br i1 %610, label %611, label %585, !llvm.loop !43

611:                                              ; preds = %607, %582
  %612 = phi i32 [ 0, %582 ], [ %608, %607 ]
  %613 = icmp ne i32 %612, 0
  %614 = select i1 %613, ptr @.str.3, ptr @.str.4
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %614, i32 noundef %612)
  %616 = load ptr, ptr %55, align 8, !tbaa !6
  %617 = call i32 @cudaFree(ptr noundef %616)
  %618 = load ptr, ptr %56, align 8, !tbaa !6
  %619 = call i32 @cudaFree(ptr noundef %618)
  %620 = load ptr, ptr %57, align 8, !tbaa !6
  %621 = call i32 @cudaFree(ptr noundef %620)
  %622 = load ptr, ptr %58, align 8, !tbaa !6
  %623 = call i32 @cudaFree(ptr noundef %622)
  %624 = load ptr, ptr %59, align 8, !tbaa !6
  %625 = call i32 @cudaFree(ptr noundef %624)
  %626 = load ptr, ptr %60, align 8, !tbaa !6
  %627 = call i32 @cudaFree(ptr noundef %626)
  %628 = load ptr, ptr %61, align 8, !tbaa !6
  %629 = call i32 @cudaFree(ptr noundef %628)
  %630 = load ptr, ptr %62, align 8, !tbaa !6
  %631 = call i32 @cudaFree(ptr noundef %630)
  %632 = load ptr, ptr %63, align 8, !tbaa !6
  %633 = call i32 @cudaFree(ptr noundef %632)
  %634 = load ptr, ptr %64, align 8, !tbaa !6
  %635 = call i32 @cudaFree(ptr noundef %634)
  call void @free(ptr noundef %78) #11
  call void @free(ptr noundef %81) #11
  call void @free(ptr noundef %84) #11
  call void @free(ptr noundef %85) #11
  call void @free(ptr noundef %88) #11
  call void @free(ptr noundef %89) #11
  call void @free(ptr noundef %92) #11
  call void @free(ptr noundef %93) #11
  %636 = zext i1 %613 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55) #11
  br label %648

637:                                              ; preds = %514, %637
  %638 = phi i64 [ 0, %514 ], [ %646, %637 ]
  %639 = getelementptr inbounds float, ptr %92, i64 %638
  %640 = load float, ptr %639, align 4, !tbaa !12
  %641 = fmul float %640, 5.000000e-01
  %642 = fmul float %640, 0x3FE6A09E60000000
  %643 = call float @erff(float noundef %642) #11
  %644 = fadd float %643, 1.000000e+00
  %645 = fmul float %641, %644
  store float %645, ptr %639, align 4, !tbaa !12
  %646 = add nuw nsw i64 %638, 1
  %647 = icmp eq i64 %646, %515
  br i1 %647, label %516, label %637, !llvm.loop !44

648:                                              ; preds = %611, %70
  %649 = phi i32 [ 1, %70 ], [ %636, %611 ]
  ret i32 %649
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

; Function Attrs: nounwind
declare float @erff(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 {
  %1 = tail call i32 @run_mlp(i32 noundef 384, i32 noundef 768, i32 noundef 3072, i32 noundef 1), !range !45
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #9

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
!27 = distinct !{!27, !28, !"_Z23__device_stub__gelu_erfPKfPfi: argument 0"}
!28 = distinct !{!28, !"_Z23__device_stub__gelu_erfPKfPfi"}
!29 = distinct !{!29, !28, !"_Z23__device_stub__gelu_erfPKfPfi: argument 1"}
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
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
!45 = !{i32 0, i32 2}
