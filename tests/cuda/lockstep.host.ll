; ModuleID = 'tests/cuda/lockstep.cu'
source_filename = "tests/cuda/lockstep.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [23 x i8] c"lockstep: checksum %f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__gemm16PKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
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
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__half_plusPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
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
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__half_plusPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [6 x ptr], align 16
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [6 x ptr], align 16
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [6 x ptr], align 16
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
  %56 = alloca [3 x ptr], align 16
  %57 = alloca [3 x ptr], align 16
  %58 = alloca [2 x ptr], align 16
  %59 = alloca [2 x ptr], align 16
  %60 = alloca [3 x ptr], align 16
  %61 = tail call noalias dereferenceable_or_null(12288) ptr @malloc(i64 noundef 12288) #6
  %62 = tail call noalias dereferenceable_or_null(9216) ptr @malloc(i64 noundef 9216) #6
  %63 = tail call noalias dereferenceable_or_null(12288) ptr @malloc(i64 noundef 12288) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %56) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %57) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %58) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %59) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %60) #7
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %55, i64 noundef 12288)
  br label %65

65:                                               ; preds = %65, %0
  %66 = phi i64 [ 0, %0 ], [ %83, %65 ]
  %67 = phi i32 [ 7, %0 ], [ %77, %65 ]
  %68 = mul i32 %67, 1664525
  %69 = add i32 %68, 1013904223
  %70 = lshr i32 %69, 9
  %71 = uitofp i32 %70 to float
  %72 = fmul float %71, 0x3E80000000000000
  %73 = fadd float %72, -5.000000e-01
  %74 = getelementptr inbounds float, ptr %61, i64 %66
  store float %73, ptr %74, align 4, !tbaa !12
  %75 = or i64 %66, 1
  %76 = mul i32 %69, 1664525
  %77 = add i32 %76, 1013904223
  %78 = lshr i32 %77, 9
  %79 = uitofp i32 %78 to float
  %80 = fmul float %79, 0x3E80000000000000
  %81 = fadd float %80, -5.000000e-01
  %82 = getelementptr inbounds float, ptr %61, i64 %75
  store float %81, ptr %82, align 4, !tbaa !12
  %83 = add nuw nsw i64 %66, 2
  %84 = icmp eq i64 %83, 3072
  br i1 %84, label %85, label %65, !llvm.loop !14

85:                                               ; preds = %65
  %86 = load ptr, ptr %55, align 8, !tbaa !6
  %87 = call i32 @cudaMemcpy(ptr noundef %86, ptr noundef nonnull %61, i64 noundef 12288, i32 noundef 1)
  %88 = call i32 @cudaMalloc(ptr noundef nonnull %56, i64 noundef 9216)
  %89 = call i32 @cudaMalloc(ptr noundef nonnull %57, i64 noundef 12288)
  br label %90

90:                                               ; preds = %90, %85
  %91 = phi i64 [ 0, %85 ], [ %108, %90 ]
  %92 = phi i32 [ %77, %85 ], [ %102, %90 ]
  %93 = mul i32 %92, 1664525
  %94 = add i32 %93, 1013904223
  %95 = lshr i32 %94, 9
  %96 = uitofp i32 %95 to float
  %97 = fmul float %96, 0x3E80000000000000
  %98 = fadd float %97, -5.000000e-01
  %99 = getelementptr inbounds float, ptr %62, i64 %91
  store float %98, ptr %99, align 4, !tbaa !12
  %100 = or i64 %91, 1
  %101 = mul i32 %94, 1664525
  %102 = add i32 %101, 1013904223
  %103 = lshr i32 %102, 9
  %104 = uitofp i32 %103 to float
  %105 = fmul float %104, 0x3E80000000000000
  %106 = fadd float %105, -5.000000e-01
  %107 = getelementptr inbounds float, ptr %62, i64 %100
  store float %106, ptr %107, align 4, !tbaa !12
  %108 = add nuw nsw i64 %91, 2
  %109 = icmp eq i64 %108, 2304
  br i1 %109, label %110, label %90, !llvm.loop !14

110:                                              ; preds = %90
  %111 = load ptr, ptr %56, align 16, !tbaa !6
  %112 = call i32 @cudaMemcpy(ptr noundef %111, ptr noundef nonnull %62, i64 noundef 9216, i32 noundef 1)
  %113 = getelementptr inbounds [3 x ptr], ptr %56, i64 0, i64 1
  %114 = call i32 @cudaMalloc(ptr noundef nonnull %113, i64 noundef 9216)
  %115 = getelementptr inbounds [3 x ptr], ptr %57, i64 0, i64 1
  %116 = call i32 @cudaMalloc(ptr noundef nonnull %115, i64 noundef 12288)
  br label %117

117:                                              ; preds = %117, %110
  %118 = phi i64 [ 0, %110 ], [ %135, %117 ]
  %119 = phi i32 [ %102, %110 ], [ %129, %117 ]
  %120 = mul i32 %119, 1664525
  %121 = add i32 %120, 1013904223
  %122 = lshr i32 %121, 9
  %123 = uitofp i32 %122 to float
  %124 = fmul float %123, 0x3E80000000000000
  %125 = fadd float %124, -5.000000e-01
  %126 = getelementptr inbounds float, ptr %62, i64 %118
  store float %125, ptr %126, align 4, !tbaa !12
  %127 = or i64 %118, 1
  %128 = mul i32 %121, 1664525
  %129 = add i32 %128, 1013904223
  %130 = lshr i32 %129, 9
  %131 = uitofp i32 %130 to float
  %132 = fmul float %131, 0x3E80000000000000
  %133 = fadd float %132, -5.000000e-01
  %134 = getelementptr inbounds float, ptr %62, i64 %127
  store float %133, ptr %134, align 4, !tbaa !12
  %135 = add nuw nsw i64 %118, 2
  %136 = icmp eq i64 %135, 2304
  br i1 %136, label %137, label %117, !llvm.loop !14

137:                                              ; preds = %117
  %138 = load ptr, ptr %113, align 8, !tbaa !6
  %139 = call i32 @cudaMemcpy(ptr noundef %138, ptr noundef nonnull %62, i64 noundef 9216, i32 noundef 1)
  %140 = getelementptr inbounds [3 x ptr], ptr %56, i64 0, i64 2
  %141 = call i32 @cudaMalloc(ptr noundef nonnull %140, i64 noundef 9216)
  %142 = getelementptr inbounds [3 x ptr], ptr %57, i64 0, i64 2
  %143 = call i32 @cudaMalloc(ptr noundef nonnull %142, i64 noundef 12288)
  br label %144

144:                                              ; preds = %144, %137
  %145 = phi i64 [ 0, %137 ], [ %162, %144 ]
  %146 = phi i32 [ %129, %137 ], [ %156, %144 ]
  %147 = mul i32 %146, 1664525
  %148 = add i32 %147, 1013904223
  %149 = lshr i32 %148, 9
  %150 = uitofp i32 %149 to float
  %151 = fmul float %150, 0x3E80000000000000
  %152 = fadd float %151, -5.000000e-01
  %153 = getelementptr inbounds float, ptr %62, i64 %145
  store float %152, ptr %153, align 4, !tbaa !12
  %154 = or i64 %145, 1
  %155 = mul i32 %148, 1664525
  %156 = add i32 %155, 1013904223
  %157 = lshr i32 %156, 9
  %158 = uitofp i32 %157 to float
  %159 = fmul float %158, 0x3E80000000000000
  %160 = fadd float %159, -5.000000e-01
  %161 = getelementptr inbounds float, ptr %62, i64 %154
  store float %160, ptr %161, align 4, !tbaa !12
  %162 = add nuw nsw i64 %145, 2
  %163 = icmp eq i64 %162, 2304
  br i1 %163, label %164, label %144, !llvm.loop !14

164:                                              ; preds = %144
  %165 = load ptr, ptr %140, align 16, !tbaa !6
  %166 = call i32 @cudaMemcpy(ptr noundef %165, ptr noundef nonnull %62, i64 noundef 9216, i32 noundef 1)
  %167 = call i32 @cudaMalloc(ptr noundef nonnull %58, i64 noundef 12288)
  %168 = call i32 @cudaMalloc(ptr noundef nonnull %59, i64 noundef 12288)
  br label %169

169:                                              ; preds = %169, %164
  %170 = phi i64 [ 0, %164 ], [ %187, %169 ]
  %171 = phi i32 [ %156, %164 ], [ %181, %169 ]
  %172 = mul i32 %171, 1664525
  %173 = add i32 %172, 1013904223
  %174 = lshr i32 %173, 9
  %175 = uitofp i32 %174 to float
  %176 = fmul float %175, 0x3E80000000000000
  %177 = fadd float %176, -5.000000e-01
  %178 = getelementptr inbounds float, ptr %63, i64 %170
  store float %177, ptr %178, align 4, !tbaa !12
  %179 = or i64 %170, 1
  %180 = mul i32 %173, 1664525
  %181 = add i32 %180, 1013904223
  %182 = lshr i32 %181, 9
  %183 = uitofp i32 %182 to float
  %184 = fmul float %183, 0x3E80000000000000
  %185 = fadd float %184, -5.000000e-01
  %186 = getelementptr inbounds float, ptr %63, i64 %179
  store float %185, ptr %186, align 4, !tbaa !12
  %187 = add nuw nsw i64 %170, 2
  %188 = icmp eq i64 %187, 3072
  br i1 %188, label %189, label %169, !llvm.loop !14

189:                                              ; preds = %169
  %190 = load ptr, ptr %58, align 16, !tbaa !6
  %191 = call i32 @cudaMemcpy(ptr noundef %190, ptr noundef nonnull %63, i64 noundef 12288, i32 noundef 1)
  %192 = getelementptr inbounds [2 x ptr], ptr %58, i64 0, i64 1
  %193 = call i32 @cudaMalloc(ptr noundef nonnull %192, i64 noundef 12288)
  %194 = getelementptr inbounds [2 x ptr], ptr %59, i64 0, i64 1
  %195 = call i32 @cudaMalloc(ptr noundef nonnull %194, i64 noundef 12288)
  br label %196

196:                                              ; preds = %196, %189
  %197 = phi i64 [ 0, %189 ], [ %214, %196 ]
  %198 = phi i32 [ %181, %189 ], [ %208, %196 ]
  %199 = mul i32 %198, 1664525
  %200 = add i32 %199, 1013904223
  %201 = lshr i32 %200, 9
  %202 = uitofp i32 %201 to float
  %203 = fmul float %202, 0x3E80000000000000
  %204 = fadd float %203, -5.000000e-01
  %205 = getelementptr inbounds float, ptr %63, i64 %197
  store float %204, ptr %205, align 4, !tbaa !12
  %206 = or i64 %197, 1
  %207 = mul i32 %200, 1664525
  %208 = add i32 %207, 1013904223
  %209 = lshr i32 %208, 9
  %210 = uitofp i32 %209 to float
  %211 = fmul float %210, 0x3E80000000000000
  %212 = fadd float %211, -5.000000e-01
  %213 = getelementptr inbounds float, ptr %63, i64 %206
  store float %212, ptr %213, align 4, !tbaa !12
  %214 = add nuw nsw i64 %197, 2
  %215 = icmp eq i64 %214, 3072
  br i1 %215, label %216, label %196, !llvm.loop !14

216:                                              ; preds = %196
  %217 = load ptr, ptr %192, align 8, !tbaa !6
  %218 = call i32 @cudaMemcpy(ptr noundef %217, ptr noundef nonnull %63, i64 noundef 12288, i32 noundef 1)
  %219 = call i32 @cudaMalloc(ptr noundef nonnull %60, i64 noundef 12288)
  %220 = getelementptr inbounds [3 x ptr], ptr %60, i64 0, i64 1
  %221 = call i32 @cudaMalloc(ptr noundef nonnull %220, i64 noundef 12288)
  %222 = getelementptr inbounds [3 x ptr], ptr %60, i64 0, i64 2
  %223 = call i32 @cudaMalloc(ptr noundef nonnull %222, i64 noundef 12288)
  %224 = getelementptr inbounds ptr, ptr %54, i64 1
  %225 = getelementptr inbounds ptr, ptr %54, i64 2
  %226 = getelementptr inbounds ptr, ptr %54, i64 3
  %227 = getelementptr inbounds ptr, ptr %54, i64 4
  %228 = getelementptr inbounds ptr, ptr %54, i64 5
  %229 = getelementptr inbounds i8, ptr %50, i64 8
  %230 = getelementptr inbounds i8, ptr %51, i64 8
  %231 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %245

233:                                              ; preds = %216
  %234 = load ptr, ptr %55, align 8, !tbaa !6
  %235 = load ptr, ptr %56, align 16, !tbaa !6
  %236 = load ptr, ptr %57, align 16, !tbaa !6
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
  store ptr %234, ptr %44, align 8, !tbaa !6, !noalias !16
  store ptr %235, ptr %45, align 8, !tbaa !6, !noalias !16
  store ptr %236, ptr %46, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %47, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %48, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %49, align 4, !tbaa !10, !noalias !16
  store ptr %44, ptr %54, align 16, !noalias !16
  store ptr %45, ptr %224, align 8, !noalias !16
  store ptr %46, ptr %225, align 16, !noalias !16
  store ptr %47, ptr %226, align 8, !noalias !16
  store ptr %48, ptr %227, align 16, !noalias !16
  store ptr %49, ptr %228, align 8, !noalias !16
  %237 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53)
  %238 = load i64, ptr %52, align 8, !noalias !16
  %239 = load ptr, ptr %53, align 8, !noalias !16
  %240 = load i64, ptr %50, align 8, !noalias !16
  %241 = load i32, ptr %229, align 8, !noalias !16
  %242 = load i64, ptr %51, align 8, !noalias !16
  %243 = load i32, ptr %230, align 8, !noalias !16
  %244 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %240, i32 %241, i64 %242, i32 %243, ptr noundef nonnull %54, i64 noundef %238, ptr noundef %239)
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
  br label %245

245:                                              ; preds = %216, %233
  %246 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %247 = icmp eq i32 %246, 0
  br i1 %247, label %248, label %260

248:                                              ; preds = %245
  %249 = load ptr, ptr %55, align 8, !tbaa !6
  %250 = load ptr, ptr %113, align 8, !tbaa !6
  %251 = load ptr, ptr %115, align 8, !tbaa !6
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
  store ptr %249, ptr %44, align 8, !tbaa !6, !noalias !16
  store ptr %250, ptr %45, align 8, !tbaa !6, !noalias !16
  store ptr %251, ptr %46, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %47, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %48, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %49, align 4, !tbaa !10, !noalias !16
  store ptr %44, ptr %54, align 16, !noalias !16
  store ptr %45, ptr %224, align 8, !noalias !16
  store ptr %46, ptr %225, align 16, !noalias !16
  store ptr %47, ptr %226, align 8, !noalias !16
  store ptr %48, ptr %227, align 16, !noalias !16
  store ptr %49, ptr %228, align 8, !noalias !16
  %252 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53)
  %253 = load i64, ptr %52, align 8, !noalias !16
  %254 = load ptr, ptr %53, align 8, !noalias !16
  %255 = load i64, ptr %50, align 8, !noalias !16
  %256 = load i32, ptr %229, align 8, !noalias !16
  %257 = load i64, ptr %51, align 8, !noalias !16
  %258 = load i32, ptr %230, align 8, !noalias !16
  %259 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %255, i32 %256, i64 %257, i32 %258, ptr noundef nonnull %54, i64 noundef %253, ptr noundef %254)
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
  br label %260

260:                                              ; preds = %248, %245
  %261 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %263, label %275

263:                                              ; preds = %260
  %264 = load ptr, ptr %55, align 8, !tbaa !6
  %265 = load ptr, ptr %140, align 16, !tbaa !6
  %266 = load ptr, ptr %142, align 16, !tbaa !6
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
  store ptr %264, ptr %44, align 8, !tbaa !6, !noalias !16
  store ptr %265, ptr %45, align 8, !tbaa !6, !noalias !16
  store ptr %266, ptr %46, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %47, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %48, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %49, align 4, !tbaa !10, !noalias !16
  store ptr %44, ptr %54, align 16, !noalias !16
  store ptr %45, ptr %224, align 8, !noalias !16
  store ptr %46, ptr %225, align 16, !noalias !16
  store ptr %47, ptr %226, align 8, !noalias !16
  store ptr %48, ptr %227, align 16, !noalias !16
  store ptr %49, ptr %228, align 8, !noalias !16
  %267 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53)
  %268 = load i64, ptr %52, align 8, !noalias !16
  %269 = load ptr, ptr %53, align 8, !noalias !16
  %270 = load i64, ptr %50, align 8, !noalias !16
  %271 = load i32, ptr %229, align 8, !noalias !16
  %272 = load i64, ptr %51, align 8, !noalias !16
  %273 = load i32, ptr %230, align 8, !noalias !16
  %274 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %270, i32 %271, i64 %272, i32 %273, ptr noundef nonnull %54, i64 noundef %268, ptr noundef %269)
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
  br label %275

275:                                              ; preds = %263, %260
  %276 = getelementptr inbounds ptr, ptr %43, i64 1
  %277 = getelementptr inbounds ptr, ptr %43, i64 2
  %278 = getelementptr inbounds ptr, ptr %43, i64 3
  %279 = getelementptr inbounds ptr, ptr %43, i64 4
  %280 = getelementptr inbounds i8, ptr %39, i64 8
  %281 = getelementptr inbounds i8, ptr %40, i64 8
  %282 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %283 = icmp eq i32 %282, 0
  br i1 %283, label %284, label %296

284:                                              ; preds = %275
  %285 = load ptr, ptr %55, align 8, !tbaa !6
  %286 = load ptr, ptr %58, align 16, !tbaa !6
  %287 = load ptr, ptr %59, align 16, !tbaa !6
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
  store ptr %285, ptr %34, align 8, !tbaa !6, !noalias !21
  store ptr %286, ptr %35, align 8, !tbaa !6, !noalias !21
  store ptr %287, ptr %36, align 8, !tbaa !6, !noalias !21
  store i32 64, ptr %37, align 4, !tbaa !10, !noalias !21
  store i32 48, ptr %38, align 4, !tbaa !10, !noalias !21
  store ptr %34, ptr %43, align 16, !noalias !21
  store ptr %35, ptr %276, align 8, !noalias !21
  store ptr %36, ptr %277, align 16, !noalias !21
  store ptr %37, ptr %278, align 8, !noalias !21
  store ptr %38, ptr %279, align 16, !noalias !21
  %288 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %289 = load i64, ptr %41, align 8, !noalias !21
  %290 = load ptr, ptr %42, align 8, !noalias !21
  %291 = load i64, ptr %39, align 8, !noalias !21
  %292 = load i32, ptr %280, align 8, !noalias !21
  %293 = load i64, ptr %40, align 8, !noalias !21
  %294 = load i32, ptr %281, align 8, !noalias !21
  %295 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__half_plusPKfS0_Pfii, i64 %291, i32 %292, i64 %293, i32 %294, ptr noundef nonnull %43, i64 noundef %289, ptr noundef %290)
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
  br label %296

296:                                              ; preds = %275, %284
  %297 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %298 = icmp eq i32 %297, 0
  br i1 %298, label %299, label %311

299:                                              ; preds = %296
  %300 = load ptr, ptr %55, align 8, !tbaa !6
  %301 = load ptr, ptr %192, align 8, !tbaa !6
  %302 = load ptr, ptr %194, align 8, !tbaa !6
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
  store ptr %300, ptr %34, align 8, !tbaa !6, !noalias !21
  store ptr %301, ptr %35, align 8, !tbaa !6, !noalias !21
  store ptr %302, ptr %36, align 8, !tbaa !6, !noalias !21
  store i32 64, ptr %37, align 4, !tbaa !10, !noalias !21
  store i32 48, ptr %38, align 4, !tbaa !10, !noalias !21
  store ptr %34, ptr %43, align 16, !noalias !21
  store ptr %35, ptr %276, align 8, !noalias !21
  store ptr %36, ptr %277, align 16, !noalias !21
  store ptr %37, ptr %278, align 8, !noalias !21
  store ptr %38, ptr %279, align 16, !noalias !21
  %303 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %304 = load i64, ptr %41, align 8, !noalias !21
  %305 = load ptr, ptr %42, align 8, !noalias !21
  %306 = load i64, ptr %39, align 8, !noalias !21
  %307 = load i32, ptr %280, align 8, !noalias !21
  %308 = load i64, ptr %40, align 8, !noalias !21
  %309 = load i32, ptr %281, align 8, !noalias !21
  %310 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__half_plusPKfS0_Pfii, i64 %306, i32 %307, i64 %308, i32 %309, ptr noundef nonnull %43, i64 noundef %304, ptr noundef %305)
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
  br label %311

311:                                              ; preds = %299, %296
  %312 = load ptr, ptr %57, align 16, !tbaa !6
  %313 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %312, i64 noundef 12288, i32 noundef 2)
  br label %317

314:                                              ; preds = %317
  %315 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %316 = icmp eq i32 %315, 0
  br i1 %316, label %353, label %372

317:                                              ; preds = %317, %311
  %318 = phi i64 [ 0, %311 ], [ %351, %317 ]
  %319 = phi float [ 0.000000e+00, %311 ], [ %350, %317 ]
  %320 = getelementptr inbounds float, ptr %63, i64 %318
  %321 = load float, ptr %320, align 4, !tbaa !12
  %322 = fadd float %319, %321
  %323 = or i64 %318, 1
  %324 = getelementptr inbounds float, ptr %63, i64 %323
  %325 = load float, ptr %324, align 4, !tbaa !12
  %326 = fadd float %322, %325
  %327 = or i64 %318, 2
  %328 = getelementptr inbounds float, ptr %63, i64 %327
  %329 = load float, ptr %328, align 4, !tbaa !12
  %330 = fadd float %326, %329
  %331 = or i64 %318, 3
  %332 = getelementptr inbounds float, ptr %63, i64 %331
  %333 = load float, ptr %332, align 4, !tbaa !12
  %334 = fadd float %330, %333
  %335 = or i64 %318, 4
  %336 = getelementptr inbounds float, ptr %63, i64 %335
  %337 = load float, ptr %336, align 4, !tbaa !12
  %338 = fadd float %334, %337
  %339 = or i64 %318, 5
  %340 = getelementptr inbounds float, ptr %63, i64 %339
  %341 = load float, ptr %340, align 4, !tbaa !12
  %342 = fadd float %338, %341
  %343 = or i64 %318, 6
  %344 = getelementptr inbounds float, ptr %63, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !12
  %346 = fadd float %342, %345
  %347 = or i64 %318, 7
  %348 = getelementptr inbounds float, ptr %63, i64 %347
  %349 = load float, ptr %348, align 4, !tbaa !12
  %350 = fadd float %346, %349
  %351 = add nuw nsw i64 %318, 8
  %352 = icmp eq i64 %351, 3072
  br i1 %352, label %314, label %317, !llvm.loop !26

353:                                              ; preds = %314
  %354 = load ptr, ptr %55, align 8, !tbaa !6
  %355 = load ptr, ptr %56, align 16, !tbaa !6
  %356 = load ptr, ptr %60, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %33)
  store ptr %354, ptr %23, align 8, !tbaa !6, !noalias !27
  store ptr %355, ptr %24, align 8, !tbaa !6, !noalias !27
  store ptr %356, ptr %25, align 8, !tbaa !6, !noalias !27
  store i32 64, ptr %26, align 4, !tbaa !10, !noalias !27
  store i32 48, ptr %27, align 4, !tbaa !10, !noalias !27
  store i32 48, ptr %28, align 4, !tbaa !10, !noalias !27
  store ptr %23, ptr %33, align 16, !noalias !27
  %357 = getelementptr inbounds ptr, ptr %33, i64 1
  store ptr %24, ptr %357, align 8, !noalias !27
  %358 = getelementptr inbounds ptr, ptr %33, i64 2
  store ptr %25, ptr %358, align 16, !noalias !27
  %359 = getelementptr inbounds ptr, ptr %33, i64 3
  store ptr %26, ptr %359, align 8, !noalias !27
  %360 = getelementptr inbounds ptr, ptr %33, i64 4
  store ptr %27, ptr %360, align 16, !noalias !27
  %361 = getelementptr inbounds ptr, ptr %33, i64 5
  store ptr %28, ptr %361, align 8, !noalias !27
  %362 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32)
  %363 = load i64, ptr %31, align 8, !noalias !27
  %364 = load ptr, ptr %32, align 8, !noalias !27
  %365 = load i64, ptr %29, align 8, !noalias !27
  %366 = getelementptr inbounds i8, ptr %29, i64 8
  %367 = load i32, ptr %366, align 8, !noalias !27
  %368 = load i64, ptr %30, align 8, !noalias !27
  %369 = getelementptr inbounds i8, ptr %30, i64 8
  %370 = load i32, ptr %369, align 8, !noalias !27
  %371 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %365, i32 %367, i64 %368, i32 %370, ptr noundef nonnull %33, i64 noundef %363, ptr noundef %364)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33)
  br label %372

372:                                              ; preds = %353, %314
  %373 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %375, label %394

375:                                              ; preds = %372
  %376 = load ptr, ptr %55, align 8, !tbaa !6
  %377 = load ptr, ptr %113, align 8, !tbaa !6
  %378 = load ptr, ptr %220, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %22)
  store ptr %376, ptr %12, align 8, !tbaa !6, !noalias !32
  store ptr %377, ptr %13, align 8, !tbaa !6, !noalias !32
  store ptr %378, ptr %14, align 8, !tbaa !6, !noalias !32
  store i32 64, ptr %15, align 4, !tbaa !10, !noalias !32
  store i32 32, ptr %16, align 4, !tbaa !10, !noalias !32
  store i32 48, ptr %17, align 4, !tbaa !10, !noalias !32
  store ptr %12, ptr %22, align 16, !noalias !32
  %379 = getelementptr inbounds ptr, ptr %22, i64 1
  store ptr %13, ptr %379, align 8, !noalias !32
  %380 = getelementptr inbounds ptr, ptr %22, i64 2
  store ptr %14, ptr %380, align 16, !noalias !32
  %381 = getelementptr inbounds ptr, ptr %22, i64 3
  store ptr %15, ptr %381, align 8, !noalias !32
  %382 = getelementptr inbounds ptr, ptr %22, i64 4
  store ptr %16, ptr %382, align 16, !noalias !32
  %383 = getelementptr inbounds ptr, ptr %22, i64 5
  store ptr %17, ptr %383, align 8, !noalias !32
  %384 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21)
  %385 = load i64, ptr %20, align 8, !noalias !32
  %386 = load ptr, ptr %21, align 8, !noalias !32
  %387 = load i64, ptr %18, align 8, !noalias !32
  %388 = getelementptr inbounds i8, ptr %18, i64 8
  %389 = load i32, ptr %388, align 8, !noalias !32
  %390 = load i64, ptr %19, align 8, !noalias !32
  %391 = getelementptr inbounds i8, ptr %19, i64 8
  %392 = load i32, ptr %391, align 8, !noalias !32
  %393 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %387, i32 %389, i64 %390, i32 %392, ptr noundef nonnull %22, i64 noundef %385, ptr noundef %386)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %22)
  br label %394

394:                                              ; preds = %375, %372
  %395 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %396 = icmp eq i32 %395, 0
  br i1 %396, label %397, label %416

397:                                              ; preds = %394
  %398 = load ptr, ptr %55, align 8, !tbaa !6
  %399 = load ptr, ptr %140, align 16, !tbaa !6
  %400 = load ptr, ptr %222, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11)
  store ptr %398, ptr %1, align 8, !tbaa !6, !noalias !37
  store ptr %399, ptr %2, align 8, !tbaa !6, !noalias !37
  store ptr %400, ptr %3, align 8, !tbaa !6, !noalias !37
  store i32 64, ptr %4, align 4, !tbaa !10, !noalias !37
  store i32 32, ptr %5, align 4, !tbaa !10, !noalias !37
  store i32 48, ptr %6, align 4, !tbaa !10, !noalias !37
  store ptr %1, ptr %11, align 16, !noalias !37
  %401 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %2, ptr %401, align 8, !noalias !37
  %402 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %3, ptr %402, align 16, !noalias !37
  %403 = getelementptr inbounds ptr, ptr %11, i64 3
  store ptr %4, ptr %403, align 8, !noalias !37
  %404 = getelementptr inbounds ptr, ptr %11, i64 4
  store ptr %5, ptr %404, align 16, !noalias !37
  %405 = getelementptr inbounds ptr, ptr %11, i64 5
  store ptr %6, ptr %405, align 8, !noalias !37
  %406 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %407 = load i64, ptr %9, align 8, !noalias !37
  %408 = load ptr, ptr %10, align 8, !noalias !37
  %409 = load i64, ptr %7, align 8, !noalias !37
  %410 = getelementptr inbounds i8, ptr %7, i64 8
  %411 = load i32, ptr %410, align 8, !noalias !37
  %412 = load i64, ptr %8, align 8, !noalias !37
  %413 = getelementptr inbounds i8, ptr %8, i64 8
  %414 = load i32, ptr %413, align 8, !noalias !37
  %415 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %409, i32 %411, i64 %412, i32 %414, ptr noundef nonnull %11, i64 noundef %407, ptr noundef %408)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11)
  br label %416

416:                                              ; preds = %397, %394
  %417 = load ptr, ptr %57, align 16, !tbaa !6
  %418 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %417, i64 noundef 12288, i32 noundef 2)
  br label %500

419:                                              ; preds = %500
  %420 = load ptr, ptr %115, align 8, !tbaa !6
  %421 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %420, i64 noundef 12288, i32 noundef 2)
  br label %422

422:                                              ; preds = %422, %419
  %423 = phi i64 [ 0, %419 ], [ %456, %422 ]
  %424 = phi float [ %533, %419 ], [ %455, %422 ]
  %425 = getelementptr inbounds float, ptr %63, i64 %423
  %426 = load float, ptr %425, align 4, !tbaa !12
  %427 = fadd float %424, %426
  %428 = or i64 %423, 1
  %429 = getelementptr inbounds float, ptr %63, i64 %428
  %430 = load float, ptr %429, align 4, !tbaa !12
  %431 = fadd float %427, %430
  %432 = or i64 %423, 2
  %433 = getelementptr inbounds float, ptr %63, i64 %432
  %434 = load float, ptr %433, align 4, !tbaa !12
  %435 = fadd float %431, %434
  %436 = or i64 %423, 3
  %437 = getelementptr inbounds float, ptr %63, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !12
  %439 = fadd float %435, %438
  %440 = or i64 %423, 4
  %441 = getelementptr inbounds float, ptr %63, i64 %440
  %442 = load float, ptr %441, align 4, !tbaa !12
  %443 = fadd float %439, %442
  %444 = or i64 %423, 5
  %445 = getelementptr inbounds float, ptr %63, i64 %444
  %446 = load float, ptr %445, align 4, !tbaa !12
  %447 = fadd float %443, %446
  %448 = or i64 %423, 6
  %449 = getelementptr inbounds float, ptr %63, i64 %448
  %450 = load float, ptr %449, align 4, !tbaa !12
  %451 = fadd float %447, %450
  %452 = or i64 %423, 7
  %453 = getelementptr inbounds float, ptr %63, i64 %452
  %454 = load float, ptr %453, align 4, !tbaa !12
  %455 = fadd float %451, %454
  %456 = add nuw nsw i64 %423, 8
  %457 = icmp eq i64 %456, 3072
  br i1 %457, label %458, label %422, !llvm.loop !42

458:                                              ; preds = %422
  %459 = load ptr, ptr %142, align 16, !tbaa !6
  %460 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %459, i64 noundef 12288, i32 noundef 2)
  br label %461

461:                                              ; preds = %461, %458
  %462 = phi i64 [ 0, %458 ], [ %495, %461 ]
  %463 = phi float [ %455, %458 ], [ %494, %461 ]
  %464 = getelementptr inbounds float, ptr %63, i64 %462
  %465 = load float, ptr %464, align 4, !tbaa !12
  %466 = fadd float %463, %465
  %467 = or i64 %462, 1
  %468 = getelementptr inbounds float, ptr %63, i64 %467
  %469 = load float, ptr %468, align 4, !tbaa !12
  %470 = fadd float %466, %469
  %471 = or i64 %462, 2
  %472 = getelementptr inbounds float, ptr %63, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !12
  %474 = fadd float %470, %473
  %475 = or i64 %462, 3
  %476 = getelementptr inbounds float, ptr %63, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !12
  %478 = fadd float %474, %477
  %479 = or i64 %462, 4
  %480 = getelementptr inbounds float, ptr %63, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !12
  %482 = fadd float %478, %481
  %483 = or i64 %462, 5
  %484 = getelementptr inbounds float, ptr %63, i64 %483
  %485 = load float, ptr %484, align 4, !tbaa !12
  %486 = fadd float %482, %485
  %487 = or i64 %462, 6
  %488 = getelementptr inbounds float, ptr %63, i64 %487
  %489 = load float, ptr %488, align 4, !tbaa !12
  %490 = fadd float %486, %489
  %491 = or i64 %462, 7
  %492 = getelementptr inbounds float, ptr %63, i64 %491
  %493 = load float, ptr %492, align 4, !tbaa !12
  %494 = fadd float %490, %493
  %495 = add nuw nsw i64 %462, 8
  %496 = icmp eq i64 %495, 3072
  br i1 %496, label %497, label %461, !llvm.loop !42

497:                                              ; preds = %461
  %498 = load ptr, ptr %59, align 16, !tbaa !6
  %499 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %498, i64 noundef 12288, i32 noundef 2)
  br label %578

500:                                              ; preds = %500, %416
  %501 = phi i64 [ 0, %416 ], [ %534, %500 ]
  %502 = phi float [ %350, %416 ], [ %533, %500 ]
  %503 = getelementptr inbounds float, ptr %63, i64 %501
  %504 = load float, ptr %503, align 4, !tbaa !12
  %505 = fadd float %502, %504
  %506 = or i64 %501, 1
  %507 = getelementptr inbounds float, ptr %63, i64 %506
  %508 = load float, ptr %507, align 4, !tbaa !12
  %509 = fadd float %505, %508
  %510 = or i64 %501, 2
  %511 = getelementptr inbounds float, ptr %63, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !12
  %513 = fadd float %509, %512
  %514 = or i64 %501, 3
  %515 = getelementptr inbounds float, ptr %63, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !12
  %517 = fadd float %513, %516
  %518 = or i64 %501, 4
  %519 = getelementptr inbounds float, ptr %63, i64 %518
  %520 = load float, ptr %519, align 4, !tbaa !12
  %521 = fadd float %517, %520
  %522 = or i64 %501, 5
  %523 = getelementptr inbounds float, ptr %63, i64 %522
  %524 = load float, ptr %523, align 4, !tbaa !12
  %525 = fadd float %521, %524
  %526 = or i64 %501, 6
  %527 = getelementptr inbounds float, ptr %63, i64 %526
  %528 = load float, ptr %527, align 4, !tbaa !12
  %529 = fadd float %525, %528
  %530 = or i64 %501, 7
  %531 = getelementptr inbounds float, ptr %63, i64 %530
  %532 = load float, ptr %531, align 4, !tbaa !12
  %533 = fadd float %529, %532
  %534 = add nuw nsw i64 %501, 8
  %535 = icmp eq i64 %534, 3072
  br i1 %535, label %419, label %500, !llvm.loop !42

536:                                              ; preds = %578
  %537 = load ptr, ptr %194, align 8, !tbaa !6
  %538 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %537, i64 noundef 12288, i32 noundef 2)
  br label %539

539:                                              ; preds = %539, %536
  %540 = phi i64 [ 0, %536 ], [ %573, %539 ]
  %541 = phi float [ %611, %536 ], [ %572, %539 ]
  %542 = getelementptr inbounds float, ptr %63, i64 %540
  %543 = load float, ptr %542, align 4, !tbaa !12
  %544 = fadd float %541, %543
  %545 = or i64 %540, 1
  %546 = getelementptr inbounds float, ptr %63, i64 %545
  %547 = load float, ptr %546, align 4, !tbaa !12
  %548 = fadd float %544, %547
  %549 = or i64 %540, 2
  %550 = getelementptr inbounds float, ptr %63, i64 %549
  %551 = load float, ptr %550, align 4, !tbaa !12
  %552 = fadd float %548, %551
  %553 = or i64 %540, 3
  %554 = getelementptr inbounds float, ptr %63, i64 %553
  %555 = load float, ptr %554, align 4, !tbaa !12
  %556 = fadd float %552, %555
  %557 = or i64 %540, 4
  %558 = getelementptr inbounds float, ptr %63, i64 %557
  %559 = load float, ptr %558, align 4, !tbaa !12
  %560 = fadd float %556, %559
  %561 = or i64 %540, 5
  %562 = getelementptr inbounds float, ptr %63, i64 %561
  %563 = load float, ptr %562, align 4, !tbaa !12
  %564 = fadd float %560, %563
  %565 = or i64 %540, 6
  %566 = getelementptr inbounds float, ptr %63, i64 %565
  %567 = load float, ptr %566, align 4, !tbaa !12
  %568 = fadd float %564, %567
  %569 = or i64 %540, 7
  %570 = getelementptr inbounds float, ptr %63, i64 %569
  %571 = load float, ptr %570, align 4, !tbaa !12
  %572 = fadd float %568, %571
  %573 = add nuw nsw i64 %540, 8
  %574 = icmp eq i64 %573, 3072
  br i1 %574, label %575, label %539, !llvm.loop !43

575:                                              ; preds = %539
  %576 = load ptr, ptr %60, align 16, !tbaa !6
  %577 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %576, i64 noundef 12288, i32 noundef 2)
  br label %723

578:                                              ; preds = %578, %497
  %579 = phi i64 [ 0, %497 ], [ %612, %578 ]
  %580 = phi float [ %494, %497 ], [ %611, %578 ]
  %581 = getelementptr inbounds float, ptr %63, i64 %579
  %582 = load float, ptr %581, align 4, !tbaa !12
  %583 = fadd float %580, %582
  %584 = or i64 %579, 1
  %585 = getelementptr inbounds float, ptr %63, i64 %584
  %586 = load float, ptr %585, align 4, !tbaa !12
  %587 = fadd float %583, %586
  %588 = or i64 %579, 2
  %589 = getelementptr inbounds float, ptr %63, i64 %588
  %590 = load float, ptr %589, align 4, !tbaa !12
  %591 = fadd float %587, %590
  %592 = or i64 %579, 3
  %593 = getelementptr inbounds float, ptr %63, i64 %592
  %594 = load float, ptr %593, align 4, !tbaa !12
  %595 = fadd float %591, %594
  %596 = or i64 %579, 4
  %597 = getelementptr inbounds float, ptr %63, i64 %596
  %598 = load float, ptr %597, align 4, !tbaa !12
  %599 = fadd float %595, %598
  %600 = or i64 %579, 5
  %601 = getelementptr inbounds float, ptr %63, i64 %600
  %602 = load float, ptr %601, align 4, !tbaa !12
  %603 = fadd float %599, %602
  %604 = or i64 %579, 6
  %605 = getelementptr inbounds float, ptr %63, i64 %604
  %606 = load float, ptr %605, align 4, !tbaa !12
  %607 = fadd float %603, %606
  %608 = or i64 %579, 7
  %609 = getelementptr inbounds float, ptr %63, i64 %608
  %610 = load float, ptr %609, align 4, !tbaa !12
  %611 = fadd float %607, %610
  %612 = add nuw nsw i64 %579, 8
  %613 = icmp eq i64 %612, 3072
  br i1 %613, label %536, label %578, !llvm.loop !43

614:                                              ; preds = %723
  %615 = load ptr, ptr %220, align 8, !tbaa !6
  %616 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %615, i64 noundef 12288, i32 noundef 2)
  br label %617

617:                                              ; preds = %617, %614
  %618 = phi i64 [ 0, %614 ], [ %651, %617 ]
  %619 = phi float [ %756, %614 ], [ %650, %617 ]
  %620 = getelementptr inbounds float, ptr %63, i64 %618
  %621 = load float, ptr %620, align 4, !tbaa !12
  %622 = fadd float %619, %621
  %623 = or i64 %618, 1
  %624 = getelementptr inbounds float, ptr %63, i64 %623
  %625 = load float, ptr %624, align 4, !tbaa !12
  %626 = fadd float %622, %625
  %627 = or i64 %618, 2
  %628 = getelementptr inbounds float, ptr %63, i64 %627
  %629 = load float, ptr %628, align 4, !tbaa !12
  %630 = fadd float %626, %629
  %631 = or i64 %618, 3
  %632 = getelementptr inbounds float, ptr %63, i64 %631
  %633 = load float, ptr %632, align 4, !tbaa !12
  %634 = fadd float %630, %633
  %635 = or i64 %618, 4
  %636 = getelementptr inbounds float, ptr %63, i64 %635
  %637 = load float, ptr %636, align 4, !tbaa !12
  %638 = fadd float %634, %637
  %639 = or i64 %618, 5
  %640 = getelementptr inbounds float, ptr %63, i64 %639
  %641 = load float, ptr %640, align 4, !tbaa !12
  %642 = fadd float %638, %641
  %643 = or i64 %618, 6
  %644 = getelementptr inbounds float, ptr %63, i64 %643
  %645 = load float, ptr %644, align 4, !tbaa !12
  %646 = fadd float %642, %645
  %647 = or i64 %618, 7
  %648 = getelementptr inbounds float, ptr %63, i64 %647
  %649 = load float, ptr %648, align 4, !tbaa !12
  %650 = fadd float %646, %649
  %651 = add nuw nsw i64 %618, 8
  %652 = icmp eq i64 %651, 3072
  br i1 %652, label %653, label %617, !llvm.loop !44

653:                                              ; preds = %617
  %654 = load ptr, ptr %222, align 16, !tbaa !6
  %655 = call i32 @cudaMemcpy(ptr noundef nonnull %63, ptr noundef %654, i64 noundef 12288, i32 noundef 2)
  br label %656

656:                                              ; preds = %656, %653
  %657 = phi i64 [ 0, %653 ], [ %690, %656 ]
  %658 = phi float [ %650, %653 ], [ %689, %656 ]
  %659 = getelementptr inbounds float, ptr %63, i64 %657
  %660 = load float, ptr %659, align 4, !tbaa !12
  %661 = fadd float %658, %660
  %662 = or i64 %657, 1
  %663 = getelementptr inbounds float, ptr %63, i64 %662
  %664 = load float, ptr %663, align 4, !tbaa !12
  %665 = fadd float %661, %664
  %666 = or i64 %657, 2
  %667 = getelementptr inbounds float, ptr %63, i64 %666
  %668 = load float, ptr %667, align 4, !tbaa !12
  %669 = fadd float %665, %668
  %670 = or i64 %657, 3
  %671 = getelementptr inbounds float, ptr %63, i64 %670
  %672 = load float, ptr %671, align 4, !tbaa !12
  %673 = fadd float %669, %672
  %674 = or i64 %657, 4
  %675 = getelementptr inbounds float, ptr %63, i64 %674
  %676 = load float, ptr %675, align 4, !tbaa !12
  %677 = fadd float %673, %676
  %678 = or i64 %657, 5
  %679 = getelementptr inbounds float, ptr %63, i64 %678
  %680 = load float, ptr %679, align 4, !tbaa !12
  %681 = fadd float %677, %680
  %682 = or i64 %657, 6
  %683 = getelementptr inbounds float, ptr %63, i64 %682
  %684 = load float, ptr %683, align 4, !tbaa !12
  %685 = fadd float %681, %684
  %686 = or i64 %657, 7
  %687 = getelementptr inbounds float, ptr %63, i64 %686
  %688 = load float, ptr %687, align 4, !tbaa !12
  %689 = fadd float %685, %688
  %690 = add nuw nsw i64 %657, 8
  %691 = icmp eq i64 %690, 3072
  br i1 %691, label %692, label %656, !llvm.loop !44

692:                                              ; preds = %656
  %693 = fpext float %689 to double
  %694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %693)
  %695 = load ptr, ptr %55, align 8, !tbaa !6
  %696 = call i32 @cudaFree(ptr noundef %695)
  %697 = load ptr, ptr %56, align 16, !tbaa !6
  %698 = call i32 @cudaFree(ptr noundef %697)
  %699 = load ptr, ptr %57, align 16, !tbaa !6
  %700 = call i32 @cudaFree(ptr noundef %699)
  %701 = load ptr, ptr %113, align 8, !tbaa !6
  %702 = call i32 @cudaFree(ptr noundef %701)
  %703 = load ptr, ptr %115, align 8, !tbaa !6
  %704 = call i32 @cudaFree(ptr noundef %703)
  %705 = load ptr, ptr %140, align 16, !tbaa !6
  %706 = call i32 @cudaFree(ptr noundef %705)
  %707 = load ptr, ptr %142, align 16, !tbaa !6
  %708 = call i32 @cudaFree(ptr noundef %707)
  %709 = load ptr, ptr %58, align 16, !tbaa !6
  %710 = call i32 @cudaFree(ptr noundef %709)
  %711 = load ptr, ptr %59, align 16, !tbaa !6
  %712 = call i32 @cudaFree(ptr noundef %711)
  %713 = load ptr, ptr %192, align 8, !tbaa !6
  %714 = call i32 @cudaFree(ptr noundef %713)
  %715 = load ptr, ptr %194, align 8, !tbaa !6
  %716 = call i32 @cudaFree(ptr noundef %715)
  %717 = load ptr, ptr %60, align 16, !tbaa !6
  %718 = call i32 @cudaFree(ptr noundef %717)
  %719 = load ptr, ptr %220, align 8, !tbaa !6
  %720 = call i32 @cudaFree(ptr noundef %719)
  %721 = load ptr, ptr %222, align 16, !tbaa !6
  %722 = call i32 @cudaFree(ptr noundef %721)
  call void @free(ptr noundef %61) #7
  call void @free(ptr noundef %62) #7
  call void @free(ptr noundef nonnull %63) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %60) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %59) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %58) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %57) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %56) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55) #7
  ret i32 0

723:                                              ; preds = %723, %575
  %724 = phi i64 [ 0, %575 ], [ %757, %723 ]
  %725 = phi float [ %572, %575 ], [ %756, %723 ]
  %726 = getelementptr inbounds float, ptr %63, i64 %724
  %727 = load float, ptr %726, align 4, !tbaa !12
  %728 = fadd float %725, %727
  %729 = or i64 %724, 1
  %730 = getelementptr inbounds float, ptr %63, i64 %729
  %731 = load float, ptr %730, align 4, !tbaa !12
  %732 = fadd float %728, %731
  %733 = or i64 %724, 2
  %734 = getelementptr inbounds float, ptr %63, i64 %733
  %735 = load float, ptr %734, align 4, !tbaa !12
  %736 = fadd float %732, %735
  %737 = or i64 %724, 3
  %738 = getelementptr inbounds float, ptr %63, i64 %737
  %739 = load float, ptr %738, align 4, !tbaa !12
  %740 = fadd float %736, %739
  %741 = or i64 %724, 4
  %742 = getelementptr inbounds float, ptr %63, i64 %741
  %743 = load float, ptr %742, align 4, !tbaa !12
  %744 = fadd float %740, %743
  %745 = or i64 %724, 5
  %746 = getelementptr inbounds float, ptr %63, i64 %745
  %747 = load float, ptr %746, align 4, !tbaa !12
  %748 = fadd float %744, %747
  %749 = or i64 %724, 6
  %750 = getelementptr inbounds float, ptr %63, i64 %749
  %751 = load float, ptr %750, align 4, !tbaa !12
  %752 = fadd float %748, %751
  %753 = or i64 %724, 7
  %754 = getelementptr inbounds float, ptr %63, i64 %753
  %755 = load float, ptr %754, align 4, !tbaa !12
  %756 = fadd float %752, %755
  %757 = add nuw nsw i64 %724, 8
  %758 = icmp eq i64 %757, 3072
  br i1 %758, label %614, label %723, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

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
!17 = distinct !{!17, !18, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 0"}
!18 = distinct !{!18, !"_Z21__device_stub__gemm16PKfS0_Pfiii"}
!19 = distinct !{!19, !18, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 1"}
!20 = distinct !{!20, !18, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 2"}
!21 = !{!22, !24, !25}
!22 = distinct !{!22, !23, !"_Z24__device_stub__half_plusPKfS0_Pfii: argument 0"}
!23 = distinct !{!23, !"_Z24__device_stub__half_plusPKfS0_Pfii"}
!24 = distinct !{!24, !23, !"_Z24__device_stub__half_plusPKfS0_Pfii: argument 1"}
!25 = distinct !{!25, !23, !"_Z24__device_stub__half_plusPKfS0_Pfii: argument 2"}
!26 = distinct !{!26, !15}
!27 = !{!28, !30, !31}
!28 = distinct !{!28, !29, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 0"}
!29 = distinct !{!29, !"_Z21__device_stub__gemm16PKfS0_Pfiii"}
!30 = distinct !{!30, !29, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 1"}
!31 = distinct !{!31, !29, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 2"}
!32 = !{!33, !35, !36}
!33 = distinct !{!33, !34, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 0"}
!34 = distinct !{!34, !"_Z21__device_stub__gemm16PKfS0_Pfiii"}
!35 = distinct !{!35, !34, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 1"}
!36 = distinct !{!36, !34, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 2"}
!37 = !{!38, !40, !41}
!38 = distinct !{!38, !39, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 0"}
!39 = distinct !{!39, !"_Z21__device_stub__gemm16PKfS0_Pfiii"}
!40 = distinct !{!40, !39, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 1"}
!41 = distinct !{!41, !39, !"_Z21__device_stub__gemm16PKfS0_Pfiii: argument 2"}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
