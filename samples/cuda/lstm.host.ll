; ModuleID = 'samples/cuda/lstm.cu'
source_filename = "samples/cuda/lstm.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [46 x i8] c"lstm: bad sizes T=%d L=%d input=%d hidden=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"lstm: h[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [60 x i8] c"lstm T=%d layers=%d input=%d hidden=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, ptr noalias noundef %6, ptr noalias noundef %7, ptr noalias noundef %8, ptr noalias noundef %9, ptr noalias noundef %10, i32 noundef %11, i32 noundef %12) #0 {
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.dim3, align 8
  %28 = alloca %struct.dim3, align 8
  %29 = alloca i64, align 8
  %30 = alloca ptr, align 8
  store ptr %0, ptr %14, align 8, !tbaa !6
  store ptr %1, ptr %15, align 8, !tbaa !6
  store ptr %2, ptr %16, align 8, !tbaa !6
  store ptr %3, ptr %17, align 8, !tbaa !6
  store ptr %4, ptr %18, align 8, !tbaa !6
  store ptr %5, ptr %19, align 8, !tbaa !6
  store ptr %6, ptr %20, align 8, !tbaa !6
  store ptr %7, ptr %21, align 8, !tbaa !6
  store ptr %8, ptr %22, align 8, !tbaa !6
  store ptr %9, ptr %23, align 8, !tbaa !6
  store ptr %10, ptr %24, align 8, !tbaa !6
  store i32 %11, ptr %25, align 4, !tbaa !10
  store i32 %12, ptr %26, align 4, !tbaa !10
  %31 = alloca [13 x ptr], align 16
  store ptr %14, ptr %31, align 16
  %32 = getelementptr inbounds ptr, ptr %31, i64 1
  store ptr %15, ptr %32, align 8
  %33 = getelementptr inbounds ptr, ptr %31, i64 2
  store ptr %16, ptr %33, align 16
  %34 = getelementptr inbounds ptr, ptr %31, i64 3
  store ptr %17, ptr %34, align 8
  %35 = getelementptr inbounds ptr, ptr %31, i64 4
  store ptr %18, ptr %35, align 16
  %36 = getelementptr inbounds ptr, ptr %31, i64 5
  store ptr %19, ptr %36, align 8
  %37 = getelementptr inbounds ptr, ptr %31, i64 6
  store ptr %20, ptr %37, align 16
  %38 = getelementptr inbounds ptr, ptr %31, i64 7
  store ptr %21, ptr %38, align 8
  %39 = getelementptr inbounds ptr, ptr %31, i64 8
  store ptr %22, ptr %39, align 16
  %40 = getelementptr inbounds ptr, ptr %31, i64 9
  store ptr %23, ptr %40, align 8
  %41 = getelementptr inbounds ptr, ptr %31, i64 10
  store ptr %24, ptr %41, align 16
  %42 = getelementptr inbounds ptr, ptr %31, i64 11
  store ptr %25, ptr %42, align 8
  %43 = getelementptr inbounds ptr, ptr %31, i64 12
  store ptr %26, ptr %43, align 16
  %44 = call i32 @__cudaPopCallConfiguration(ptr nonnull %27, ptr nonnull %28, ptr nonnull %29, ptr nonnull %30)
  %45 = load i64, ptr %29, align 8
  %46 = load ptr, ptr %30, align 8
  %47 = load i64, ptr %27, align 8
  %48 = getelementptr inbounds i8, ptr %27, i64 8
  %49 = load i32, ptr %48, align 8
  %50 = load i64, ptr %28, align 8
  %51 = getelementptr inbounds i8, ptr %28, i64 8
  %52 = load i32, ptr %51, align 8
  %53 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, i64 %47, i32 %49, i64 %50, i32 %52, ptr noundef nonnull %31, i64 noundef %45, ptr noundef %46)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__lstm_solvePKfS0_PfS1_i(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !6
  store ptr %1, ptr %7, align 8, !tbaa !6
  store ptr %2, ptr %8, align 8, !tbaa !6
  store ptr %3, ptr %9, align 8, !tbaa !6
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
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__lstm_solvePKfS0_PfS1_i, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_lstm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [5 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [13 x ptr], align 16
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = icmp slt i32 %0, 1
  %42 = icmp slt i32 %1, 1
  %43 = or i1 %41, %42
  %44 = icmp slt i32 %2, 1
  %45 = or i1 %43, %44
  %46 = icmp slt i32 %3, 1
  %47 = or i1 %45, %46
  br i1 %47, label %48, label %50

48:                                               ; preds = %5
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3)
  br label %623

50:                                               ; preds = %5
  %51 = zext i32 %2 to i64
  %52 = zext i32 %3 to i64
  %53 = add nuw nsw i64 %52, %51
  %54 = shl nuw nsw i64 %53, 2
  %55 = add nsw i32 %1, -1
  %56 = zext i32 %55 to i64
  %57 = shl nuw nsw i64 %56, 3
  %58 = mul nsw i64 %57, %52
  %59 = add nuw i64 %54, %58
  %60 = mul i64 %59, %52
  %61 = shl nsw i32 %1, 2
  %62 = mul nsw i32 %61, %3
  %63 = mul nsw i32 %2, %0
  %64 = mul i32 %3, %1
  %65 = mul i32 %64, %0
  %66 = shl i64 %60, 2
  %67 = tail call noalias ptr @malloc(i64 noundef %66) #11
  %68 = sext i32 %62 to i64
  %69 = shl nsw i64 %68, 2
  %70 = tail call noalias ptr @malloc(i64 noundef %69) #11
  %71 = sext i32 %63 to i64
  %72 = shl nsw i64 %71, 2
  %73 = tail call noalias ptr @malloc(i64 noundef %72) #11
  %74 = sext i32 %65 to i64
  %75 = shl nsw i64 %74, 2
  %76 = tail call noalias ptr @malloc(i64 noundef %75) #11
  %77 = tail call noalias ptr @malloc(i64 noundef %75) #11
  %78 = sext i32 %64 to i64
  %79 = shl nsw i64 %78, 2
  %80 = tail call noalias ptr @malloc(i64 noundef %79) #11
  %81 = shl i32 %3, 2
  %82 = sext i32 %81 to i64
  %83 = shl nsw i64 %82, 2
  %84 = tail call noalias ptr @malloc(i64 noundef %83) #11
  %85 = trunc i64 %60 to i32
  %86 = icmp sgt i32 %85, 0
  br i1 %86, label %87, label %109

87:                                               ; preds = %50
  %88 = and i64 %60, 4294967292
  br label %89

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %107, %89 ]
  %91 = phi i32 [ %4, %87 ], [ %101, %89 ]
  %92 = mul i32 %91, 1664525
  %93 = add i32 %92, 1013904223
  %94 = lshr i32 %93, 8
  %95 = uitofp i32 %94 to float
  %96 = tail call float @llvm.fmuladd.f32(float %95, float 0x3E70000000000000, float -5.000000e-01)
  %97 = fmul float %96, 2.500000e-01
  %98 = getelementptr inbounds float, ptr %67, i64 %90
  store float %97, ptr %98, align 4, !tbaa !12
  %99 = or i64 %90, 1
  %100 = mul i32 %93, 1664525
  %101 = add i32 %100, 1013904223
  %102 = lshr i32 %101, 8
  %103 = uitofp i32 %102 to float
  %104 = tail call float @llvm.fmuladd.f32(float %103, float 0x3E70000000000000, float -5.000000e-01)
  %105 = fmul float %104, 2.500000e-01
  %106 = getelementptr inbounds float, ptr %67, i64 %99
  store float %105, ptr %106, align 4, !tbaa !12
  %107 = add nuw nsw i64 %90, 2
  %108 = icmp eq i64 %107, %88
  br i1 %108, label %109, label %89, !llvm.loop !14

109:                                              ; preds = %89, %50
  %110 = phi i32 [ %4, %50 ], [ %101, %89 ]
  %111 = icmp sgt i32 %62, 0
  br i1 %111, label %112, label %134

112:                                              ; preds = %109
  %113 = zext i32 %62 to i64
  br label %114

114:                                              ; preds = %114, %112
  %115 = phi i64 [ 0, %112 ], [ %132, %114 ]
  %116 = phi i32 [ %110, %112 ], [ %126, %114 ]
  %117 = mul i32 %116, 1664525
  %118 = add i32 %117, 1013904223
  %119 = lshr i32 %118, 8
  %120 = uitofp i32 %119 to float
  %121 = tail call float @llvm.fmuladd.f32(float %120, float 0x3E70000000000000, float -5.000000e-01)
  %122 = fmul float %121, 5.000000e-01
  %123 = getelementptr inbounds float, ptr %70, i64 %115
  store float %122, ptr %123, align 4, !tbaa !12
  %124 = or i64 %115, 1
  %125 = mul i32 %118, 1664525
  %126 = add i32 %125, 1013904223
  %127 = lshr i32 %126, 8
  %128 = uitofp i32 %127 to float
  %129 = tail call float @llvm.fmuladd.f32(float %128, float 0x3E70000000000000, float -5.000000e-01)
  %130 = fmul float %129, 5.000000e-01
  %131 = getelementptr inbounds float, ptr %70, i64 %124
  store float %130, ptr %131, align 4, !tbaa !12
  %132 = add nuw nsw i64 %115, 2
  %133 = icmp eq i64 %132, %113
  br i1 %133, label %134, label %114, !llvm.loop !14

134:                                              ; preds = %114, %109
  %135 = phi i32 [ %110, %109 ], [ %126, %114 ]
  %136 = icmp sgt i32 %63, 0
  br i1 %136, label %137, label %177

137:                                              ; preds = %134
  %138 = zext i32 %63 to i64
  %139 = and i64 %138, 1
  %140 = icmp eq i32 %63, 1
  br i1 %140, label %165, label %141

141:                                              ; preds = %137
  %142 = and i64 %138, 4294967294
  br label %143

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %162, %143 ]
  %145 = phi i32 [ %135, %141 ], [ %156, %143 ]
  %146 = phi i64 [ 0, %141 ], [ %163, %143 ]
  %147 = mul i32 %145, 1664525
  %148 = add i32 %147, 1013904223
  %149 = lshr i32 %148, 8
  %150 = uitofp i32 %149 to float
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 0x3E70000000000000, float -5.000000e-01)
  %152 = fmul float %151, 2.000000e+00
  %153 = getelementptr inbounds float, ptr %73, i64 %144
  store float %152, ptr %153, align 4, !tbaa !12
  %154 = or i64 %144, 1
  %155 = mul i32 %148, 1664525
  %156 = add i32 %155, 1013904223
  %157 = lshr i32 %156, 8
  %158 = uitofp i32 %157 to float
  %159 = tail call float @llvm.fmuladd.f32(float %158, float 0x3E70000000000000, float -5.000000e-01)
  %160 = fmul float %159, 2.000000e+00
  %161 = getelementptr inbounds float, ptr %73, i64 %154
  store float %160, ptr %161, align 4, !tbaa !12
  %162 = add nuw nsw i64 %144, 2
  %163 = add i64 %146, 2
  %164 = icmp eq i64 %163, %142
  br i1 %164, label %165, label %143, !llvm.loop !14

165:                                              ; preds = %143, %137
  %166 = phi i64 [ 0, %137 ], [ %162, %143 ]
  %167 = phi i32 [ %135, %137 ], [ %156, %143 ]
  %168 = icmp eq i64 %139, 0
  br i1 %168, label %177, label %169

169:                                              ; preds = %165
  %170 = mul i32 %167, 1664525
  %171 = add i32 %170, 1013904223
  %172 = lshr i32 %171, 8
  %173 = uitofp i32 %172 to float
  %174 = tail call float @llvm.fmuladd.f32(float %173, float 0x3E70000000000000, float -5.000000e-01)
  %175 = fmul float %174, 2.000000e+00
  %176 = getelementptr inbounds float, ptr %73, i64 %166
  store float %175, ptr %176, align 4, !tbaa !12
  br label %177

177:                                              ; preds = %169, %165, %134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #12
  %178 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef %66)
  %179 = call i32 @cudaMalloc(ptr noundef nonnull %35, i64 noundef %69)
  %180 = call i32 @cudaMalloc(ptr noundef nonnull %36, i64 noundef %72)
  %181 = call i32 @cudaMalloc(ptr noundef nonnull %37, i64 noundef %75)
  %182 = call i32 @cudaMalloc(ptr noundef nonnull %38, i64 noundef %79)
  %183 = call i32 @cudaMalloc(ptr noundef nonnull %39, i64 noundef %69)
  %184 = shl nuw nsw i64 %52, 2
  %185 = call i32 @cudaMalloc(ptr noundef nonnull %40, i64 noundef %184)
  %186 = load ptr, ptr %34, align 8, !tbaa !6
  %187 = call i32 @cudaMemcpy(ptr noundef %186, ptr noundef %67, i64 noundef %66, i32 noundef 1)
  %188 = load ptr, ptr %35, align 8, !tbaa !6
  %189 = call i32 @cudaMemcpy(ptr noundef %188, ptr noundef %70, i64 noundef %69, i32 noundef 1)
  %190 = load ptr, ptr %36, align 8, !tbaa !6
  %191 = call i32 @cudaMemcpy(ptr noundef %190, ptr noundef %73, i64 noundef %72, i32 noundef 1)
  %192 = load ptr, ptr %38, align 8, !tbaa !6
  %193 = call i32 @cudaMemset(ptr noundef %192, i32 noundef 0, i64 noundef %79)
  %194 = load ptr, ptr %40, align 8, !tbaa !6
  %195 = call i32 @cudaMemset(ptr noundef %194, i32 noundef 0, i64 noundef %184)
  %196 = icmp sgt i32 %0, 0
  br i1 %196, label %197, label %373

197:                                              ; preds = %177
  %198 = add nsw i32 %3, 127
  %199 = sdiv i32 %198, 128
  %200 = icmp sgt i32 %1, 0
  %201 = shl nuw nsw i64 %52, 3
  %202 = mul nuw nsw i64 %52, %52
  %203 = shl nuw nsw i64 %202, 1
  %204 = mul nsw i64 %202, 3
  %205 = zext i32 %199 to i64
  %206 = or i64 %205, 4294967296
  %207 = getelementptr inbounds ptr, ptr %33, i64 1
  %208 = getelementptr inbounds ptr, ptr %33, i64 2
  %209 = getelementptr inbounds ptr, ptr %33, i64 3
  %210 = getelementptr inbounds ptr, ptr %33, i64 4
  %211 = getelementptr inbounds ptr, ptr %33, i64 5
  %212 = getelementptr inbounds ptr, ptr %33, i64 6
  %213 = getelementptr inbounds ptr, ptr %33, i64 7
  %214 = getelementptr inbounds ptr, ptr %33, i64 8
  %215 = getelementptr inbounds ptr, ptr %33, i64 9
  %216 = getelementptr inbounds ptr, ptr %33, i64 10
  %217 = getelementptr inbounds ptr, ptr %33, i64 11
  %218 = getelementptr inbounds ptr, ptr %33, i64 12
  %219 = getelementptr inbounds i8, ptr %29, i64 8
  %220 = getelementptr inbounds i8, ptr %30, i64 8
  %221 = getelementptr inbounds ptr, ptr %15, i64 1
  %222 = getelementptr inbounds ptr, ptr %15, i64 2
  %223 = getelementptr inbounds ptr, ptr %15, i64 3
  %224 = getelementptr inbounds ptr, ptr %15, i64 4
  %225 = getelementptr inbounds i8, ptr %11, i64 8
  %226 = getelementptr inbounds i8, ptr %12, i64 8
  %227 = zext i32 %0 to i64
  %228 = sext i32 %3 to i64
  %229 = sext i32 %2 to i64
  %230 = zext i32 %0 to i64
  %231 = zext i32 %1 to i64
  br label %232

232:                                              ; preds = %197, %261
  %233 = phi i64 [ 0, %197 ], [ %262, %261 ]
  br i1 %200, label %234, label %261

234:                                              ; preds = %232
  %235 = mul nsw i64 %233, %229
  %236 = icmp eq i64 %233, 0
  %237 = trunc i64 %233 to i32
  %238 = add i32 %237, -1
  br label %264

239:                                              ; preds = %261
  %240 = call i32 @cudaDeviceSynchronize()
  %241 = load ptr, ptr %37, align 8, !tbaa !6
  %242 = call i32 @cudaMemcpy(ptr noundef %76, ptr noundef %241, i64 noundef %75, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr align 4 %80, i8 0, i64 %79, i1 false)
  br i1 %196, label %243, label %377

243:                                              ; preds = %239
  %244 = icmp sgt i32 %1, 0
  %245 = shl nuw nsw i64 %52, 3
  %246 = icmp sgt i32 %3, 0
  %247 = mul nuw i64 %52, %52
  %248 = shl nsw i32 %3, 1
  %249 = mul nsw i32 %3, 3
  %250 = sext i32 %3 to i64
  %251 = sext i32 %248 to i64
  %252 = sext i32 %249 to i64
  %253 = zext i32 %0 to i64
  %254 = sext i32 %2 to i64
  %255 = zext i32 %0 to i64
  %256 = zext i32 %1 to i64
  %257 = and i64 %52, 1
  %258 = icmp eq i32 %3, 1
  %259 = and i64 %52, 4294967294
  %260 = icmp eq i64 %257, 0
  br label %365

261:                                              ; preds = %362, %232
  %262 = add nuw nsw i64 %233, 1
  %263 = icmp eq i64 %262, %230
  br i1 %263, label %239, label %232, !llvm.loop !16

264:                                              ; preds = %234, %362
  %265 = phi i64 [ 0, %234 ], [ %363, %362 ]
  %266 = icmp eq i64 %265, 0
  %267 = select i1 %266, i32 %2, i32 %3
  %268 = load ptr, ptr %34, align 8, !tbaa !6
  br i1 %266, label %269, label %281

269:                                              ; preds = %264
  %270 = zext i32 %267 to i64
  %271 = mul nuw nsw i64 %270, %52
  %272 = getelementptr inbounds float, ptr %268, i64 %271
  %273 = shl nuw nsw i64 %271, 1
  %274 = getelementptr inbounds float, ptr %268, i64 %273
  %275 = mul nsw i64 %271, 3
  %276 = getelementptr inbounds float, ptr %268, i64 %275
  %277 = shl nsw i64 %271, 2
  %278 = getelementptr inbounds float, ptr %268, i64 %277
  %279 = load ptr, ptr %36, align 8, !tbaa !6
  %280 = getelementptr inbounds float, ptr %279, i64 %235
  br label %302

281:                                              ; preds = %264
  %282 = add nsw i64 %265, -1
  %283 = mul i64 %201, %282
  %284 = add i64 %283, %54
  %285 = mul i64 %284, %52
  %286 = getelementptr inbounds float, ptr %268, i64 %285
  %287 = zext i32 %267 to i64
  %288 = mul nuw nsw i64 %287, %52
  %289 = getelementptr inbounds float, ptr %286, i64 %288
  %290 = shl nuw nsw i64 %288, 1
  %291 = getelementptr inbounds float, ptr %286, i64 %290
  %292 = mul nsw i64 %288, 3
  %293 = getelementptr inbounds float, ptr %286, i64 %292
  %294 = shl nsw i64 %288, 2
  %295 = getelementptr inbounds float, ptr %286, i64 %294
  %296 = load ptr, ptr %37, align 8, !tbaa !6
  %297 = add nsw i64 %265, -1
  %298 = mul nsw i64 %297, %227
  %299 = add nsw i64 %298, %233
  %300 = mul nsw i64 %299, %228
  %301 = getelementptr inbounds float, ptr %296, i64 %300
  br label %302

302:                                              ; preds = %281, %269
  %303 = phi ptr [ %278, %269 ], [ %295, %281 ]
  %304 = phi ptr [ %276, %269 ], [ %293, %281 ]
  %305 = phi ptr [ %274, %269 ], [ %291, %281 ]
  %306 = phi ptr [ %272, %269 ], [ %289, %281 ]
  %307 = phi ptr [ %268, %269 ], [ %286, %281 ]
  %308 = phi ptr [ %280, %269 ], [ %301, %281 ]
  %309 = getelementptr inbounds float, ptr %303, i64 %202
  %310 = getelementptr inbounds float, ptr %303, i64 %203
  %311 = getelementptr inbounds float, ptr %303, i64 %204
  br i1 %236, label %312, label %314

312:                                              ; preds = %302
  %313 = load ptr, ptr %40, align 8, !tbaa !6
  br label %322

314:                                              ; preds = %302
  %315 = load ptr, ptr %37, align 8, !tbaa !6
  %316 = trunc i64 %265 to i32
  %317 = mul i32 %316, %0
  %318 = add i32 %238, %317
  %319 = mul nsw i32 %318, %3
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds float, ptr %315, i64 %320
  br label %322

322:                                              ; preds = %314, %312
  %323 = phi ptr [ %313, %312 ], [ %321, %314 ]
  %324 = load ptr, ptr %39, align 8, !tbaa !6
  %325 = trunc i64 %265 to i32
  %326 = mul i32 %81, %325
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds float, ptr %324, i64 %327
  %329 = call i32 @__cudaPushCallConfiguration(i64 %206, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %330 = icmp eq i32 %329, 0
  br i1 %330, label %331, label %340

331:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %33)
  store ptr %307, ptr %16, align 8, !tbaa !6, !noalias !17
  store ptr %306, ptr %17, align 8, !tbaa !6, !noalias !17
  store ptr %305, ptr %18, align 8, !tbaa !6, !noalias !17
  store ptr %304, ptr %19, align 8, !tbaa !6, !noalias !17
  store ptr %303, ptr %20, align 8, !tbaa !6, !noalias !17
  store ptr %309, ptr %21, align 8, !tbaa !6, !noalias !17
  store ptr %310, ptr %22, align 8, !tbaa !6, !noalias !17
  store ptr %311, ptr %23, align 8, !tbaa !6, !noalias !17
  store ptr %308, ptr %24, align 8, !tbaa !6, !noalias !17
  store ptr %323, ptr %25, align 8, !tbaa !6, !noalias !17
  store ptr %328, ptr %26, align 8, !tbaa !6, !noalias !17
  store i32 %267, ptr %27, align 4, !tbaa !10, !noalias !17
  store i32 %3, ptr %28, align 4, !tbaa !10, !noalias !17
  store ptr %16, ptr %33, align 16, !noalias !17
  store ptr %17, ptr %207, align 8, !noalias !17
  store ptr %18, ptr %208, align 16, !noalias !17
  store ptr %19, ptr %209, align 8, !noalias !17
  store ptr %20, ptr %210, align 16, !noalias !17
  store ptr %21, ptr %211, align 8, !noalias !17
  store ptr %22, ptr %212, align 16, !noalias !17
  store ptr %23, ptr %213, align 8, !noalias !17
  store ptr %24, ptr %214, align 16, !noalias !17
  store ptr %25, ptr %215, align 8, !noalias !17
  store ptr %26, ptr %216, align 16, !noalias !17
  store ptr %27, ptr %217, align 8, !noalias !17
  store ptr %28, ptr %218, align 16, !noalias !17
  %332 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32)
  %333 = load i64, ptr %31, align 8, !noalias !17
  %334 = load ptr, ptr %32, align 8, !noalias !17
  %335 = load i64, ptr %29, align 8, !noalias !17
  %336 = load i32, ptr %219, align 8, !noalias !17
  %337 = load i64, ptr %30, align 8, !noalias !17
  %338 = load i32, ptr %220, align 8, !noalias !17
  %339 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, i64 %335, i32 %336, i64 %337, i32 %338, ptr noundef nonnull %33, i64 noundef %333, ptr noundef %334)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %33)
  br label %340

340:                                              ; preds = %331, %322
  %341 = call i32 @__cudaPushCallConfiguration(i64 %206, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %342 = icmp eq i32 %341, 0
  br i1 %342, label %343, label %362

343:                                              ; preds = %340
  %344 = load ptr, ptr %35, align 8, !tbaa !6
  %345 = getelementptr inbounds float, ptr %344, i64 %327
  %346 = load ptr, ptr %38, align 8, !tbaa !6
  %347 = mul nsw i64 %265, %228
  %348 = getelementptr inbounds float, ptr %346, i64 %347
  %349 = load ptr, ptr %37, align 8, !tbaa !6
  %350 = mul nsw i64 %265, %227
  %351 = add nuw nsw i64 %350, %233
  %352 = mul nsw i64 %351, %228
  %353 = getelementptr inbounds float, ptr %349, i64 %352
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  store ptr %328, ptr %6, align 8, !tbaa !6, !noalias !30
  store ptr %345, ptr %7, align 8, !tbaa !6, !noalias !30
  store ptr %348, ptr %8, align 8, !tbaa !6, !noalias !30
  store ptr %353, ptr %9, align 8, !tbaa !6, !noalias !30
  store i32 %3, ptr %10, align 4, !tbaa !10, !noalias !30
  store ptr %6, ptr %15, align 16, !noalias !30
  store ptr %7, ptr %221, align 8, !noalias !30
  store ptr %8, ptr %222, align 16, !noalias !30
  store ptr %9, ptr %223, align 8, !noalias !30
  store ptr %10, ptr %224, align 16, !noalias !30
  %354 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %355 = load i64, ptr %13, align 8, !noalias !30
  %356 = load ptr, ptr %14, align 8, !noalias !30
  %357 = load i64, ptr %11, align 8, !noalias !30
  %358 = load i32, ptr %225, align 8, !noalias !30
  %359 = load i64, ptr %12, align 8, !noalias !30
  %360 = load i32, ptr %226, align 8, !noalias !30
  %361 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__lstm_solvePKfS0_PfS1_i, i64 %357, i32 %358, i64 %359, i32 %360, ptr noundef nonnull %15, i64 noundef %355, ptr noundef %356)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15)
  br label %362

362:                                              ; preds = %343, %340
  %363 = add nuw nsw i64 %265, 1
  %364 = icmp eq i64 %363, %231
  br i1 %364, label %261, label %264, !llvm.loop !36

365:                                              ; preds = %243, %381
  %366 = phi i64 [ 0, %243 ], [ %382, %381 ]
  br i1 %244, label %367, label %381

367:                                              ; preds = %365
  %368 = mul nsw i64 %366, %254
  %369 = getelementptr inbounds float, ptr %73, i64 %368
  %370 = icmp eq i64 %366, 0
  %371 = trunc i64 %366 to i32
  %372 = add i32 %371, -1
  br label %384

373:                                              ; preds = %177
  %374 = call i32 @cudaDeviceSynchronize()
  %375 = load ptr, ptr %37, align 8, !tbaa !6
  %376 = call i32 @cudaMemcpy(ptr noundef %76, ptr noundef %375, i64 noundef %75, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr align 4 %80, i8 0, i64 %79, i1 false)
  br label %377

377:                                              ; preds = %381, %373, %239
  %378 = icmp sgt i32 %65, 0
  br i1 %378, label %379, label %580

379:                                              ; preds = %377
  %380 = zext i32 %65 to i64
  br label %600

381:                                              ; preds = %528, %365
  %382 = add nuw nsw i64 %366, 1
  %383 = icmp eq i64 %382, %255
  br i1 %383, label %377, label %365, !llvm.loop !37

384:                                              ; preds = %367, %528
  %385 = phi i64 [ 0, %367 ], [ %529, %528 ]
  %386 = icmp eq i64 %385, 0
  %387 = select i1 %386, i32 %2, i32 %3
  br i1 %386, label %388, label %392

388:                                              ; preds = %384
  %389 = zext i32 %387 to i64
  %390 = mul i64 %184, %389
  %391 = getelementptr inbounds float, ptr %67, i64 %390
  br label %405

392:                                              ; preds = %384
  %393 = add nsw i64 %385, -1
  %394 = mul i64 %245, %393
  %395 = add i64 %394, %54
  %396 = mul i64 %395, %52
  %397 = getelementptr inbounds float, ptr %67, i64 %396
  %398 = zext i32 %387 to i64
  %399 = mul i64 %184, %398
  %400 = getelementptr inbounds float, ptr %397, i64 %399
  %401 = mul nsw i64 %393, %253
  %402 = add nsw i64 %401, %366
  %403 = mul nsw i64 %402, %250
  %404 = getelementptr inbounds float, ptr %77, i64 %403
  br label %405

405:                                              ; preds = %392, %388
  %406 = phi ptr [ %391, %388 ], [ %400, %392 ]
  %407 = phi i64 [ %389, %388 ], [ %398, %392 ]
  %408 = phi ptr [ %67, %388 ], [ %397, %392 ]
  %409 = phi ptr [ %369, %388 ], [ %404, %392 ]
  %410 = icmp sgt i32 %387, 0
  %411 = mul nuw i64 %407, %52
  %412 = mul nsw i64 %385, %253
  %413 = trunc i64 %412 to i32
  %414 = add i32 %372, %413
  %415 = mul nsw i32 %414, %3
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %77, i64 %416
  %418 = zext i32 %387 to i64
  %419 = and i64 %418, 1
  %420 = icmp eq i32 %387, 1
  %421 = and i64 %418, 4294967294
  %422 = icmp eq i64 %419, 0
  br label %423

423:                                              ; preds = %445, %405
  %424 = phi i64 [ 0, %405 ], [ %446, %445 ]
  br i1 %246, label %425, label %447

425:                                              ; preds = %423
  %426 = mul i64 %411, %424
  %427 = mul i64 %247, %424
  %428 = mul nsw i64 %424, %250
  br label %438

429:                                              ; preds = %442
  %430 = trunc i64 %385 to i32
  %431 = mul i32 %81, %430
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr %70, i64 %432
  br i1 %246, label %434, label %528

434:                                              ; preds = %429
  %435 = mul nsw i64 %385, %250
  %436 = add nuw nsw i64 %412, %366
  %437 = mul nsw i64 %436, %250
  br label %531

438:                                              ; preds = %425, %522
  %439 = phi i64 [ 0, %425 ], [ %526, %522 ]
  br i1 %410, label %440, label %462

440:                                              ; preds = %438
  %441 = add i64 %426, %439
  br i1 %420, label %450, label %464

442:                                              ; preds = %522
  %443 = add nuw nsw i64 %424, 1
  %444 = icmp eq i64 %443, 4
  br i1 %444, label %429, label %445

445:                                              ; preds = %442, %447
  %446 = phi i64 [ %443, %442 ], [ %448, %447 ]
  br label %423, !llvm.loop !38

447:                                              ; preds = %423
  %448 = add nuw nsw i64 %424, 1
  %449 = icmp eq i64 %448, 4
  br i1 %449, label %528, label %445

450:                                              ; preds = %464, %440
  %451 = phi float [ undef, %440 ], [ %482, %464 ]
  %452 = phi i64 [ 0, %440 ], [ %483, %464 ]
  %453 = phi float [ 0.000000e+00, %440 ], [ %482, %464 ]
  br i1 %422, label %462, label %454

454:                                              ; preds = %450
  %455 = getelementptr inbounds float, ptr %409, i64 %452
  %456 = load float, ptr %455, align 4, !tbaa !12
  %457 = mul nsw i64 %452, %250
  %458 = add i64 %441, %457
  %459 = getelementptr inbounds float, ptr %408, i64 %458
  %460 = load float, ptr %459, align 4, !tbaa !12
  %461 = call float @llvm.fmuladd.f32(float %456, float %460, float %453)
  br label %462

462:                                              ; preds = %454, %450, %438
  %463 = phi float [ 0.000000e+00, %438 ], [ %451, %450 ], [ %461, %454 ]
  br i1 %370, label %522, label %486

464:                                              ; preds = %440, %464
  %465 = phi i64 [ %483, %464 ], [ 0, %440 ]
  %466 = phi float [ %482, %464 ], [ 0.000000e+00, %440 ]
  %467 = phi i64 [ %484, %464 ], [ 0, %440 ]
  %468 = getelementptr inbounds float, ptr %409, i64 %465
  %469 = load float, ptr %468, align 4, !tbaa !12
  %470 = mul nsw i64 %465, %250
  %471 = add i64 %441, %470
  %472 = getelementptr inbounds float, ptr %408, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !12
  %474 = call float @llvm.fmuladd.f32(float %469, float %473, float %466)
  %475 = or i64 %465, 1
  %476 = getelementptr inbounds float, ptr %409, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !12
  %478 = mul nsw i64 %475, %250
  %479 = add i64 %441, %478
  %480 = getelementptr inbounds float, ptr %408, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !12
  %482 = call float @llvm.fmuladd.f32(float %477, float %481, float %474)
  %483 = add nuw nsw i64 %465, 2
  %484 = add i64 %467, 2
  %485 = icmp eq i64 %484, %421
  br i1 %485, label %450, label %464, !llvm.loop !39

486:                                              ; preds = %462
  %487 = add i64 %427, %439
  br i1 %258, label %510, label %488

488:                                              ; preds = %486, %488
  %489 = phi i64 [ %507, %488 ], [ 0, %486 ]
  %490 = phi float [ %506, %488 ], [ %463, %486 ]
  %491 = phi i64 [ %508, %488 ], [ 0, %486 ]
  %492 = getelementptr inbounds float, ptr %417, i64 %489
  %493 = load float, ptr %492, align 4, !tbaa !12
  %494 = mul nsw i64 %489, %250
  %495 = add i64 %487, %494
  %496 = getelementptr inbounds float, ptr %406, i64 %495
  %497 = load float, ptr %496, align 4, !tbaa !12
  %498 = call float @llvm.fmuladd.f32(float %493, float %497, float %490)
  %499 = or i64 %489, 1
  %500 = getelementptr inbounds float, ptr %417, i64 %499
  %501 = load float, ptr %500, align 4, !tbaa !12
  %502 = mul nsw i64 %499, %250
  %503 = add i64 %487, %502
  %504 = getelementptr inbounds float, ptr %406, i64 %503
  %505 = load float, ptr %504, align 4, !tbaa !12
  %506 = call float @llvm.fmuladd.f32(float %501, float %505, float %498)
  %507 = add nuw nsw i64 %489, 2
  %508 = add i64 %491, 2
  %509 = icmp eq i64 %508, %259
  br i1 %509, label %510, label %488, !llvm.loop !40

510:                                              ; preds = %488, %486
  %511 = phi float [ undef, %486 ], [ %506, %488 ]
  %512 = phi i64 [ 0, %486 ], [ %507, %488 ]
  %513 = phi float [ %463, %486 ], [ %506, %488 ]
  br i1 %260, label %522, label %514

514:                                              ; preds = %510
  %515 = getelementptr inbounds float, ptr %417, i64 %512
  %516 = load float, ptr %515, align 4, !tbaa !12
  %517 = mul nsw i64 %512, %250
  %518 = add i64 %487, %517
  %519 = getelementptr inbounds float, ptr %406, i64 %518
  %520 = load float, ptr %519, align 4, !tbaa !12
  %521 = call float @llvm.fmuladd.f32(float %516, float %520, float %513)
  br label %522

522:                                              ; preds = %514, %510, %462
  %523 = phi float [ %463, %462 ], [ %511, %510 ], [ %521, %514 ]
  %524 = add nsw i64 %439, %428
  %525 = getelementptr inbounds float, ptr %84, i64 %524
  store float %523, ptr %525, align 4, !tbaa !12
  %526 = add nuw nsw i64 %439, 1
  %527 = icmp eq i64 %526, %52
  br i1 %527, label %442, label %438, !llvm.loop !41

528:                                              ; preds = %447, %531, %429
  %529 = add nuw nsw i64 %385, 1
  %530 = icmp eq i64 %529, %256
  br i1 %530, label %381, label %384, !llvm.loop !42

531:                                              ; preds = %434, %531
  %532 = phi i64 [ 0, %434 ], [ %578, %531 ]
  %533 = getelementptr inbounds float, ptr %84, i64 %532
  %534 = load float, ptr %533, align 4, !tbaa !12
  %535 = getelementptr inbounds float, ptr %433, i64 %532
  %536 = load float, ptr %535, align 4, !tbaa !12
  %537 = fadd float %534, %536
  %538 = fneg float %537
  %539 = call float @expf(float noundef %538) #12
  %540 = fadd float %539, 1.000000e+00
  %541 = fdiv float 1.000000e+00, %540
  %542 = add nsw i64 %532, %250
  %543 = getelementptr inbounds float, ptr %84, i64 %542
  %544 = load float, ptr %543, align 4, !tbaa !12
  %545 = getelementptr inbounds float, ptr %433, i64 %542
  %546 = load float, ptr %545, align 4, !tbaa !12
  %547 = fadd float %544, %546
  %548 = fneg float %547
  %549 = call float @expf(float noundef %548) #12
  %550 = fadd float %549, 1.000000e+00
  %551 = fdiv float 1.000000e+00, %550
  %552 = add nsw i64 %532, %251
  %553 = getelementptr inbounds float, ptr %84, i64 %552
  %554 = load float, ptr %553, align 4, !tbaa !12
  %555 = getelementptr inbounds float, ptr %433, i64 %552
  %556 = load float, ptr %555, align 4, !tbaa !12
  %557 = fadd float %554, %556
  %558 = call float @tanhf(float noundef %557) #12
  %559 = add nsw i64 %532, %252
  %560 = getelementptr inbounds float, ptr %84, i64 %559
  %561 = load float, ptr %560, align 4, !tbaa !12
  %562 = getelementptr inbounds float, ptr %433, i64 %559
  %563 = load float, ptr %562, align 4, !tbaa !12
  %564 = fadd float %561, %563
  %565 = fneg float %564
  %566 = call float @expf(float noundef %565) #12
  %567 = fadd float %566, 1.000000e+00
  %568 = fdiv float 1.000000e+00, %567
  %569 = add nsw i64 %532, %435
  %570 = getelementptr inbounds float, ptr %80, i64 %569
  %571 = load float, ptr %570, align 4, !tbaa !12
  %572 = fmul float %541, %558
  %573 = call float @llvm.fmuladd.f32(float %551, float %571, float %572)
  store float %573, ptr %570, align 4, !tbaa !12
  %574 = call float @tanhf(float noundef %573) #12
  %575 = fmul float %568, %574
  %576 = add nsw i64 %532, %437
  %577 = getelementptr inbounds float, ptr %77, i64 %576
  store float %575, ptr %577, align 4, !tbaa !12
  %578 = add nuw nsw i64 %532, 1
  %579 = icmp eq i64 %578, %52
  br i1 %579, label %528, label %531, !llvm.loop !43

580:                                              ; preds = %619, %377
  %581 = phi i32 [ 0, %377 ], [ %620, %619 ]
  %582 = icmp ne i32 %581, 0
  %583 = select i1 %582, ptr @.str.3, ptr @.str.4
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %583, i32 noundef %581)
  %585 = load ptr, ptr %34, align 8, !tbaa !6
  %586 = call i32 @cudaFree(ptr noundef %585)
  %587 = load ptr, ptr %35, align 8, !tbaa !6
  %588 = call i32 @cudaFree(ptr noundef %587)
  %589 = load ptr, ptr %36, align 8, !tbaa !6
  %590 = call i32 @cudaFree(ptr noundef %589)
  %591 = load ptr, ptr %37, align 8, !tbaa !6
  %592 = call i32 @cudaFree(ptr noundef %591)
  %593 = load ptr, ptr %38, align 8, !tbaa !6
  %594 = call i32 @cudaFree(ptr noundef %593)
  %595 = load ptr, ptr %39, align 8, !tbaa !6
  %596 = call i32 @cudaFree(ptr noundef %595)
  %597 = load ptr, ptr %40, align 8, !tbaa !6
  %598 = call i32 @cudaFree(ptr noundef %597)
  call void @free(ptr noundef %67) #12
  call void @free(ptr noundef %70) #12
  call void @free(ptr noundef %73) #12
  call void @free(ptr noundef %76) #12
  call void @free(ptr noundef %77) #12
  call void @free(ptr noundef %80) #12
  call void @free(ptr noundef %84) #12
  %599 = zext i1 %582 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #12
  br label %623

600:                                              ; preds = %379, %619
  %601 = phi i64 [ 0, %379 ], [ %621, %619 ]
  %602 = phi i32 [ 0, %379 ], [ %620, %619 ]
  %603 = getelementptr inbounds float, ptr %76, i64 %601
  %604 = load float, ptr %603, align 4, !tbaa !12
  %605 = getelementptr inbounds float, ptr %77, i64 %601
  %606 = load float, ptr %605, align 4, !tbaa !12
  %607 = fsub float %604, %606
  %608 = call float @llvm.fabs.f32(float %607)
  %609 = fcmp ugt float %608, 0x3F50624DE0000000
  br i1 %609, label %610, label %619

610:                                              ; preds = %600
  %611 = icmp slt i32 %602, 5
  br i1 %611, label %612, label %617

612:                                              ; preds = %610
  %613 = fpext float %604 to double
  %614 = fpext float %606 to double
  %615 = trunc i64 %601 to i32
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %615, double noundef %613, double noundef %614)
  br label %617

617:                                              ; preds = %612, %610
  %618 = add nsw i32 %602, 1
  br label %619

619:                                              ; preds = %600, %617
  %620 = phi i32 [ %602, %600 ], [ %618, %617 ]
  %621 = add nuw nsw i64 %601, 1
  %622 = icmp eq i64 %621, %380
  br i1 %622, label %580, label %600, !llvm.loop !44

623:                                              ; preds = %580, %48
  %624 = phi i32 [ 1, %48 ], [ %599, %580 ]
  ret i32 %624
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 {
  %1 = tail call i32 @run_lstm(i32 noundef 100, i32 noundef 10, i32 noundef 256, i32 noundef 256, i32 noundef 1), !range !45
  ret i32 %1
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #8

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!16 = distinct !{!16, !15}
!17 = !{!18, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29}
!18 = distinct !{!18, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 0"}
!19 = distinct !{!19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii"}
!20 = distinct !{!20, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 1"}
!21 = distinct !{!21, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 2"}
!22 = distinct !{!22, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 3"}
!23 = distinct !{!23, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 4"}
!24 = distinct !{!24, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 5"}
!25 = distinct !{!25, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 6"}
!26 = distinct !{!26, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 7"}
!27 = distinct !{!27, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 8"}
!28 = distinct !{!28, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 9"}
!29 = distinct !{!29, !19, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 10"}
!30 = !{!31, !33, !34, !35}
!31 = distinct !{!31, !32, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 0"}
!32 = distinct !{!32, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i"}
!33 = distinct !{!33, !32, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 1"}
!34 = distinct !{!34, !32, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 2"}
!35 = distinct !{!35, !32, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 3"}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
!45 = !{i32 0, i32 2}
