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
  %28 = alloca %struct.dim3, align 8
  %29 = alloca %struct.dim3, align 8
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [5 x ptr], align 16
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca [6 x ptr], align 16
  %44 = alloca ptr, align 8
  %45 = alloca [3 x ptr], align 16
  %46 = alloca [3 x ptr], align 16
  %47 = alloca [2 x ptr], align 16
  %48 = alloca [2 x ptr], align 16
  %49 = alloca [2 x ptr], align 16
  %50 = tail call noalias dereferenceable_or_null(12288) ptr @malloc(i64 noundef 12288) #6
  %51 = tail call noalias dereferenceable_or_null(9216) ptr @malloc(i64 noundef 9216) #6
  %52 = tail call noalias dereferenceable_or_null(12288) ptr @malloc(i64 noundef 12288) #6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %45) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %46) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %47) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %48) #7
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49) #7
  %53 = call i32 @cudaMalloc(ptr noundef nonnull %44, i64 noundef 12288)
  br label %54

54:                                               ; preds = %54, %0
  %55 = phi i64 [ 0, %0 ], [ %72, %54 ]
  %56 = phi i32 [ 7, %0 ], [ %66, %54 ]
  %57 = mul i32 %56, 1664525
  %58 = add i32 %57, 1013904223
  %59 = lshr i32 %58, 9
  %60 = uitofp i32 %59 to float
  %61 = fmul float %60, 0x3E80000000000000
  %62 = fadd float %61, -5.000000e-01
  %63 = getelementptr inbounds float, ptr %50, i64 %55
  store float %62, ptr %63, align 4, !tbaa !12
  %64 = or i64 %55, 1
  %65 = mul i32 %58, 1664525
  %66 = add i32 %65, 1013904223
  %67 = lshr i32 %66, 9
  %68 = uitofp i32 %67 to float
  %69 = fmul float %68, 0x3E80000000000000
  %70 = fadd float %69, -5.000000e-01
  %71 = getelementptr inbounds float, ptr %50, i64 %64
  store float %70, ptr %71, align 4, !tbaa !12
  %72 = add nuw nsw i64 %55, 2
  %73 = icmp eq i64 %72, 3072
  br i1 %73, label %74, label %54, !llvm.loop !14

74:                                               ; preds = %54
  %75 = load ptr, ptr %44, align 8, !tbaa !6
  %76 = call i32 @cudaMemcpy(ptr noundef %75, ptr noundef nonnull %50, i64 noundef 12288, i32 noundef 1)
  %77 = call i32 @cudaMalloc(ptr noundef nonnull %45, i64 noundef 9216)
  %78 = call i32 @cudaMalloc(ptr noundef nonnull %46, i64 noundef 12288)
  br label %79

79:                                               ; preds = %79, %74
  %80 = phi i64 [ 0, %74 ], [ %97, %79 ]
  %81 = phi i32 [ %66, %74 ], [ %91, %79 ]
  %82 = mul i32 %81, 1664525
  %83 = add i32 %82, 1013904223
  %84 = lshr i32 %83, 9
  %85 = uitofp i32 %84 to float
  %86 = fmul float %85, 0x3E80000000000000
  %87 = fadd float %86, -5.000000e-01
  %88 = getelementptr inbounds float, ptr %51, i64 %80
  store float %87, ptr %88, align 4, !tbaa !12
  %89 = or i64 %80, 1
  %90 = mul i32 %83, 1664525
  %91 = add i32 %90, 1013904223
  %92 = lshr i32 %91, 9
  %93 = uitofp i32 %92 to float
  %94 = fmul float %93, 0x3E80000000000000
  %95 = fadd float %94, -5.000000e-01
  %96 = getelementptr inbounds float, ptr %51, i64 %89
  store float %95, ptr %96, align 4, !tbaa !12
  %97 = add nuw nsw i64 %80, 2
  %98 = icmp eq i64 %97, 2304
  br i1 %98, label %99, label %79, !llvm.loop !14

99:                                               ; preds = %79
  %100 = load ptr, ptr %45, align 16, !tbaa !6
  %101 = call i32 @cudaMemcpy(ptr noundef %100, ptr noundef nonnull %51, i64 noundef 9216, i32 noundef 1)
  %102 = getelementptr inbounds [3 x ptr], ptr %45, i64 0, i64 1
  %103 = call i32 @cudaMalloc(ptr noundef nonnull %102, i64 noundef 9216)
  %104 = getelementptr inbounds [3 x ptr], ptr %46, i64 0, i64 1
  %105 = call i32 @cudaMalloc(ptr noundef nonnull %104, i64 noundef 12288)
  br label %106

106:                                              ; preds = %106, %99
  %107 = phi i64 [ 0, %99 ], [ %124, %106 ]
  %108 = phi i32 [ %91, %99 ], [ %118, %106 ]
  %109 = mul i32 %108, 1664525
  %110 = add i32 %109, 1013904223
  %111 = lshr i32 %110, 9
  %112 = uitofp i32 %111 to float
  %113 = fmul float %112, 0x3E80000000000000
  %114 = fadd float %113, -5.000000e-01
  %115 = getelementptr inbounds float, ptr %51, i64 %107
  store float %114, ptr %115, align 4, !tbaa !12
  %116 = or i64 %107, 1
  %117 = mul i32 %110, 1664525
  %118 = add i32 %117, 1013904223
  %119 = lshr i32 %118, 9
  %120 = uitofp i32 %119 to float
  %121 = fmul float %120, 0x3E80000000000000
  %122 = fadd float %121, -5.000000e-01
  %123 = getelementptr inbounds float, ptr %51, i64 %116
  store float %122, ptr %123, align 4, !tbaa !12
  %124 = add nuw nsw i64 %107, 2
  %125 = icmp eq i64 %124, 2304
  br i1 %125, label %126, label %106, !llvm.loop !14

126:                                              ; preds = %106
  %127 = load ptr, ptr %102, align 8, !tbaa !6
  %128 = call i32 @cudaMemcpy(ptr noundef %127, ptr noundef nonnull %51, i64 noundef 9216, i32 noundef 1)
  %129 = getelementptr inbounds [3 x ptr], ptr %45, i64 0, i64 2
  %130 = call i32 @cudaMalloc(ptr noundef nonnull %129, i64 noundef 9216)
  %131 = getelementptr inbounds [3 x ptr], ptr %46, i64 0, i64 2
  %132 = call i32 @cudaMalloc(ptr noundef nonnull %131, i64 noundef 12288)
  br label %133

133:                                              ; preds = %133, %126
  %134 = phi i64 [ 0, %126 ], [ %151, %133 ]
  %135 = phi i32 [ %118, %126 ], [ %145, %133 ]
  %136 = mul i32 %135, 1664525
  %137 = add i32 %136, 1013904223
  %138 = lshr i32 %137, 9
  %139 = uitofp i32 %138 to float
  %140 = fmul float %139, 0x3E80000000000000
  %141 = fadd float %140, -5.000000e-01
  %142 = getelementptr inbounds float, ptr %51, i64 %134
  store float %141, ptr %142, align 4, !tbaa !12
  %143 = or i64 %134, 1
  %144 = mul i32 %137, 1664525
  %145 = add i32 %144, 1013904223
  %146 = lshr i32 %145, 9
  %147 = uitofp i32 %146 to float
  %148 = fmul float %147, 0x3E80000000000000
  %149 = fadd float %148, -5.000000e-01
  %150 = getelementptr inbounds float, ptr %51, i64 %143
  store float %149, ptr %150, align 4, !tbaa !12
  %151 = add nuw nsw i64 %134, 2
  %152 = icmp eq i64 %151, 2304
  br i1 %152, label %153, label %133, !llvm.loop !14

153:                                              ; preds = %133
  %154 = load ptr, ptr %129, align 16, !tbaa !6
  %155 = call i32 @cudaMemcpy(ptr noundef %154, ptr noundef nonnull %51, i64 noundef 9216, i32 noundef 1)
  %156 = call i32 @cudaMalloc(ptr noundef nonnull %47, i64 noundef 12288)
  %157 = call i32 @cudaMalloc(ptr noundef nonnull %48, i64 noundef 12288)
  %158 = call i32 @cudaMalloc(ptr noundef nonnull %49, i64 noundef 12288)
  br label %159

159:                                              ; preds = %159, %153
  %160 = phi i64 [ 0, %153 ], [ %177, %159 ]
  %161 = phi i32 [ %145, %153 ], [ %171, %159 ]
  %162 = mul i32 %161, 1664525
  %163 = add i32 %162, 1013904223
  %164 = lshr i32 %163, 9
  %165 = uitofp i32 %164 to float
  %166 = fmul float %165, 0x3E80000000000000
  %167 = fadd float %166, -5.000000e-01
  %168 = getelementptr inbounds float, ptr %52, i64 %160
  store float %167, ptr %168, align 4, !tbaa !12
  %169 = or i64 %160, 1
  %170 = mul i32 %163, 1664525
  %171 = add i32 %170, 1013904223
  %172 = lshr i32 %171, 9
  %173 = uitofp i32 %172 to float
  %174 = fmul float %173, 0x3E80000000000000
  %175 = fadd float %174, -5.000000e-01
  %176 = getelementptr inbounds float, ptr %52, i64 %169
  store float %175, ptr %176, align 4, !tbaa !12
  %177 = add nuw nsw i64 %160, 2
  %178 = icmp eq i64 %177, 3072
  br i1 %178, label %179, label %159, !llvm.loop !14

179:                                              ; preds = %159
  %180 = load ptr, ptr %47, align 16, !tbaa !6
  %181 = call i32 @cudaMemcpy(ptr noundef %180, ptr noundef nonnull %52, i64 noundef 12288, i32 noundef 1)
  %182 = getelementptr inbounds [2 x ptr], ptr %47, i64 0, i64 1
  %183 = call i32 @cudaMalloc(ptr noundef nonnull %182, i64 noundef 12288)
  %184 = getelementptr inbounds [2 x ptr], ptr %48, i64 0, i64 1
  %185 = call i32 @cudaMalloc(ptr noundef nonnull %184, i64 noundef 12288)
  %186 = getelementptr inbounds [2 x ptr], ptr %49, i64 0, i64 1
  %187 = call i32 @cudaMalloc(ptr noundef nonnull %186, i64 noundef 12288)
  br label %188

188:                                              ; preds = %188, %179
  %189 = phi i64 [ 0, %179 ], [ %206, %188 ]
  %190 = phi i32 [ %171, %179 ], [ %200, %188 ]
  %191 = mul i32 %190, 1664525
  %192 = add i32 %191, 1013904223
  %193 = lshr i32 %192, 9
  %194 = uitofp i32 %193 to float
  %195 = fmul float %194, 0x3E80000000000000
  %196 = fadd float %195, -5.000000e-01
  %197 = getelementptr inbounds float, ptr %52, i64 %189
  store float %196, ptr %197, align 4, !tbaa !12
  %198 = or i64 %189, 1
  %199 = mul i32 %192, 1664525
  %200 = add i32 %199, 1013904223
  %201 = lshr i32 %200, 9
  %202 = uitofp i32 %201 to float
  %203 = fmul float %202, 0x3E80000000000000
  %204 = fadd float %203, -5.000000e-01
  %205 = getelementptr inbounds float, ptr %52, i64 %198
  store float %204, ptr %205, align 4, !tbaa !12
  %206 = add nuw nsw i64 %189, 2
  %207 = icmp eq i64 %206, 3072
  br i1 %207, label %208, label %188, !llvm.loop !14

208:                                              ; preds = %188
  %209 = load ptr, ptr %182, align 8, !tbaa !6
  %210 = call i32 @cudaMemcpy(ptr noundef %209, ptr noundef nonnull %52, i64 noundef 12288, i32 noundef 1)
  %211 = getelementptr inbounds ptr, ptr %43, i64 1
  %212 = getelementptr inbounds ptr, ptr %43, i64 2
  %213 = getelementptr inbounds ptr, ptr %43, i64 3
  %214 = getelementptr inbounds ptr, ptr %43, i64 4
  %215 = getelementptr inbounds ptr, ptr %43, i64 5
  %216 = getelementptr inbounds i8, ptr %39, i64 8
  %217 = getelementptr inbounds i8, ptr %40, i64 8
  %218 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %220, label %232

220:                                              ; preds = %208
  %221 = load ptr, ptr %44, align 8, !tbaa !6
  %222 = load ptr, ptr %45, align 16, !tbaa !6
  %223 = load ptr, ptr %46, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %43)
  store ptr %221, ptr %33, align 8, !tbaa !6, !noalias !16
  store ptr %222, ptr %34, align 8, !tbaa !6, !noalias !16
  store ptr %223, ptr %35, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %36, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %37, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %38, align 4, !tbaa !10, !noalias !16
  store ptr %33, ptr %43, align 16, !noalias !16
  store ptr %34, ptr %211, align 8, !noalias !16
  store ptr %35, ptr %212, align 16, !noalias !16
  store ptr %36, ptr %213, align 8, !noalias !16
  store ptr %37, ptr %214, align 16, !noalias !16
  store ptr %38, ptr %215, align 8, !noalias !16
  %224 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %225 = load i64, ptr %41, align 8, !noalias !16
  %226 = load ptr, ptr %42, align 8, !noalias !16
  %227 = load i64, ptr %39, align 8, !noalias !16
  %228 = load i32, ptr %216, align 8, !noalias !16
  %229 = load i64, ptr %40, align 8, !noalias !16
  %230 = load i32, ptr %217, align 8, !noalias !16
  %231 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %227, i32 %228, i64 %229, i32 %230, ptr noundef nonnull %43, i64 noundef %225, ptr noundef %226)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43)
  br label %232

232:                                              ; preds = %208, %220
  %233 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %235, label %247

235:                                              ; preds = %232
  %236 = load ptr, ptr %44, align 8, !tbaa !6
  %237 = load ptr, ptr %102, align 8, !tbaa !6
  %238 = load ptr, ptr %104, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %43)
  store ptr %236, ptr %33, align 8, !tbaa !6, !noalias !16
  store ptr %237, ptr %34, align 8, !tbaa !6, !noalias !16
  store ptr %238, ptr %35, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %36, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %37, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %38, align 4, !tbaa !10, !noalias !16
  store ptr %33, ptr %43, align 16, !noalias !16
  store ptr %34, ptr %211, align 8, !noalias !16
  store ptr %35, ptr %212, align 16, !noalias !16
  store ptr %36, ptr %213, align 8, !noalias !16
  store ptr %37, ptr %214, align 16, !noalias !16
  store ptr %38, ptr %215, align 8, !noalias !16
  %239 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %240 = load i64, ptr %41, align 8, !noalias !16
  %241 = load ptr, ptr %42, align 8, !noalias !16
  %242 = load i64, ptr %39, align 8, !noalias !16
  %243 = load i32, ptr %216, align 8, !noalias !16
  %244 = load i64, ptr %40, align 8, !noalias !16
  %245 = load i32, ptr %217, align 8, !noalias !16
  %246 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %242, i32 %243, i64 %244, i32 %245, ptr noundef nonnull %43, i64 noundef %240, ptr noundef %241)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43)
  br label %247

247:                                              ; preds = %235, %232
  %248 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %249 = icmp eq i32 %248, 0
  br i1 %249, label %250, label %262

250:                                              ; preds = %247
  %251 = load ptr, ptr %44, align 8, !tbaa !6
  %252 = load ptr, ptr %129, align 16, !tbaa !6
  %253 = load ptr, ptr %131, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %43)
  store ptr %251, ptr %33, align 8, !tbaa !6, !noalias !16
  store ptr %252, ptr %34, align 8, !tbaa !6, !noalias !16
  store ptr %253, ptr %35, align 8, !tbaa !6, !noalias !16
  store i32 64, ptr %36, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %37, align 4, !tbaa !10, !noalias !16
  store i32 48, ptr %38, align 4, !tbaa !10, !noalias !16
  store ptr %33, ptr %43, align 16, !noalias !16
  store ptr %34, ptr %211, align 8, !noalias !16
  store ptr %35, ptr %212, align 16, !noalias !16
  store ptr %36, ptr %213, align 8, !noalias !16
  store ptr %37, ptr %214, align 16, !noalias !16
  store ptr %38, ptr %215, align 8, !noalias !16
  %254 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42)
  %255 = load i64, ptr %41, align 8, !noalias !16
  %256 = load ptr, ptr %42, align 8, !noalias !16
  %257 = load i64, ptr %39, align 8, !noalias !16
  %258 = load i32, ptr %216, align 8, !noalias !16
  %259 = load i64, ptr %40, align 8, !noalias !16
  %260 = load i32, ptr %217, align 8, !noalias !16
  %261 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %257, i32 %258, i64 %259, i32 %260, ptr noundef nonnull %43, i64 noundef %255, ptr noundef %256)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %43)
  br label %262

262:                                              ; preds = %250, %247
  %263 = getelementptr inbounds ptr, ptr %32, i64 1
  %264 = getelementptr inbounds ptr, ptr %32, i64 2
  %265 = getelementptr inbounds ptr, ptr %32, i64 3
  %266 = getelementptr inbounds ptr, ptr %32, i64 4
  %267 = getelementptr inbounds i8, ptr %28, i64 8
  %268 = getelementptr inbounds i8, ptr %29, i64 8
  %269 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %271, label %283

271:                                              ; preds = %262
  %272 = load ptr, ptr %44, align 8, !tbaa !6
  %273 = load ptr, ptr %47, align 16, !tbaa !6
  %274 = load ptr, ptr %48, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32)
  store ptr %272, ptr %23, align 8, !tbaa !6, !noalias !21
  store ptr %273, ptr %24, align 8, !tbaa !6, !noalias !21
  store ptr %274, ptr %25, align 8, !tbaa !6, !noalias !21
  store i32 64, ptr %26, align 4, !tbaa !10, !noalias !21
  store i32 48, ptr %27, align 4, !tbaa !10, !noalias !21
  store ptr %23, ptr %32, align 16, !noalias !21
  store ptr %24, ptr %263, align 8, !noalias !21
  store ptr %25, ptr %264, align 16, !noalias !21
  store ptr %26, ptr %265, align 8, !noalias !21
  store ptr %27, ptr %266, align 16, !noalias !21
  %275 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31)
  %276 = load i64, ptr %30, align 8, !noalias !21
  %277 = load ptr, ptr %31, align 8, !noalias !21
  %278 = load i64, ptr %28, align 8, !noalias !21
  %279 = load i32, ptr %267, align 8, !noalias !21
  %280 = load i64, ptr %29, align 8, !noalias !21
  %281 = load i32, ptr %268, align 8, !noalias !21
  %282 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__half_plusPKfS0_Pfii, i64 %278, i32 %279, i64 %280, i32 %281, ptr noundef nonnull %32, i64 noundef %276, ptr noundef %277)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32)
  br label %283

283:                                              ; preds = %262, %271
  %284 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %285 = icmp eq i32 %284, 0
  br i1 %285, label %286, label %298

286:                                              ; preds = %283
  %287 = load ptr, ptr %44, align 8, !tbaa !6
  %288 = load ptr, ptr %182, align 8, !tbaa !6
  %289 = load ptr, ptr %184, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %32)
  store ptr %287, ptr %23, align 8, !tbaa !6, !noalias !21
  store ptr %288, ptr %24, align 8, !tbaa !6, !noalias !21
  store ptr %289, ptr %25, align 8, !tbaa !6, !noalias !21
  store i32 64, ptr %26, align 4, !tbaa !10, !noalias !21
  store i32 48, ptr %27, align 4, !tbaa !10, !noalias !21
  store ptr %23, ptr %32, align 16, !noalias !21
  store ptr %24, ptr %263, align 8, !noalias !21
  store ptr %25, ptr %264, align 16, !noalias !21
  store ptr %26, ptr %265, align 8, !noalias !21
  store ptr %27, ptr %266, align 16, !noalias !21
  %290 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31)
  %291 = load i64, ptr %30, align 8, !noalias !21
  %292 = load ptr, ptr %31, align 8, !noalias !21
  %293 = load i64, ptr %28, align 8, !noalias !21
  %294 = load i32, ptr %267, align 8, !noalias !21
  %295 = load i64, ptr %29, align 8, !noalias !21
  %296 = load i32, ptr %268, align 8, !noalias !21
  %297 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__half_plusPKfS0_Pfii, i64 %293, i32 %294, i64 %295, i32 %296, ptr noundef nonnull %32, i64 noundef %291, ptr noundef %292)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %32)
  br label %298

298:                                              ; preds = %286, %283
  %299 = load ptr, ptr %46, align 16, !tbaa !6
  %300 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %299, i64 noundef 12288, i32 noundef 2)
  br label %304

301:                                              ; preds = %304
  %302 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %303 = icmp eq i32 %302, 0
  br i1 %303, label %340, label %359

304:                                              ; preds = %304, %298
  %305 = phi i64 [ 0, %298 ], [ %338, %304 ]
  %306 = phi float [ 0.000000e+00, %298 ], [ %337, %304 ]
  %307 = getelementptr inbounds float, ptr %52, i64 %305
  %308 = load float, ptr %307, align 4, !tbaa !12
  %309 = fadd float %306, %308
  %310 = or i64 %305, 1
  %311 = getelementptr inbounds float, ptr %52, i64 %310
  %312 = load float, ptr %311, align 4, !tbaa !12
  %313 = fadd float %309, %312
  %314 = or i64 %305, 2
  %315 = getelementptr inbounds float, ptr %52, i64 %314
  %316 = load float, ptr %315, align 4, !tbaa !12
  %317 = fadd float %313, %316
  %318 = or i64 %305, 3
  %319 = getelementptr inbounds float, ptr %52, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !12
  %321 = fadd float %317, %320
  %322 = or i64 %305, 4
  %323 = getelementptr inbounds float, ptr %52, i64 %322
  %324 = load float, ptr %323, align 4, !tbaa !12
  %325 = fadd float %321, %324
  %326 = or i64 %305, 5
  %327 = getelementptr inbounds float, ptr %52, i64 %326
  %328 = load float, ptr %327, align 4, !tbaa !12
  %329 = fadd float %325, %328
  %330 = or i64 %305, 6
  %331 = getelementptr inbounds float, ptr %52, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !12
  %333 = fadd float %329, %332
  %334 = or i64 %305, 7
  %335 = getelementptr inbounds float, ptr %52, i64 %334
  %336 = load float, ptr %335, align 4, !tbaa !12
  %337 = fadd float %333, %336
  %338 = add nuw nsw i64 %305, 8
  %339 = icmp eq i64 %338, 3072
  br i1 %339, label %301, label %304, !llvm.loop !26

340:                                              ; preds = %301
  %341 = load ptr, ptr %44, align 8, !tbaa !6
  %342 = load ptr, ptr %45, align 16, !tbaa !6
  %343 = load ptr, ptr %49, align 16, !tbaa !6
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
  store ptr %341, ptr %12, align 8, !tbaa !6, !noalias !27
  store ptr %342, ptr %13, align 8, !tbaa !6, !noalias !27
  store ptr %343, ptr %14, align 8, !tbaa !6, !noalias !27
  store i32 64, ptr %15, align 4, !tbaa !10, !noalias !27
  store i32 48, ptr %16, align 4, !tbaa !10, !noalias !27
  store i32 48, ptr %17, align 4, !tbaa !10, !noalias !27
  store ptr %12, ptr %22, align 16, !noalias !27
  %344 = getelementptr inbounds ptr, ptr %22, i64 1
  store ptr %13, ptr %344, align 8, !noalias !27
  %345 = getelementptr inbounds ptr, ptr %22, i64 2
  store ptr %14, ptr %345, align 16, !noalias !27
  %346 = getelementptr inbounds ptr, ptr %22, i64 3
  store ptr %15, ptr %346, align 8, !noalias !27
  %347 = getelementptr inbounds ptr, ptr %22, i64 4
  store ptr %16, ptr %347, align 16, !noalias !27
  %348 = getelementptr inbounds ptr, ptr %22, i64 5
  store ptr %17, ptr %348, align 8, !noalias !27
  %349 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21)
  %350 = load i64, ptr %20, align 8, !noalias !27
  %351 = load ptr, ptr %21, align 8, !noalias !27
  %352 = load i64, ptr %18, align 8, !noalias !27
  %353 = getelementptr inbounds i8, ptr %18, i64 8
  %354 = load i32, ptr %353, align 8, !noalias !27
  %355 = load i64, ptr %19, align 8, !noalias !27
  %356 = getelementptr inbounds i8, ptr %19, i64 8
  %357 = load i32, ptr %356, align 8, !noalias !27
  %358 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %352, i32 %354, i64 %355, i32 %357, ptr noundef nonnull %22, i64 noundef %350, ptr noundef %351)
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
  br label %359

359:                                              ; preds = %340, %301
  %360 = call i32 @__cudaPushCallConfiguration(i64 17179869187, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %361 = icmp eq i32 %360, 0
  br i1 %361, label %362, label %381

362:                                              ; preds = %359
  %363 = load ptr, ptr %44, align 8, !tbaa !6
  %364 = load ptr, ptr %102, align 8, !tbaa !6
  %365 = load ptr, ptr %186, align 8, !tbaa !6
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
  store ptr %363, ptr %1, align 8, !tbaa !6, !noalias !32
  store ptr %364, ptr %2, align 8, !tbaa !6, !noalias !32
  store ptr %365, ptr %3, align 8, !tbaa !6, !noalias !32
  store i32 64, ptr %4, align 4, !tbaa !10, !noalias !32
  store i32 32, ptr %5, align 4, !tbaa !10, !noalias !32
  store i32 48, ptr %6, align 4, !tbaa !10, !noalias !32
  store ptr %1, ptr %11, align 16, !noalias !32
  %366 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %2, ptr %366, align 8, !noalias !32
  %367 = getelementptr inbounds ptr, ptr %11, i64 2
  store ptr %3, ptr %367, align 16, !noalias !32
  %368 = getelementptr inbounds ptr, ptr %11, i64 3
  store ptr %4, ptr %368, align 8, !noalias !32
  %369 = getelementptr inbounds ptr, ptr %11, i64 4
  store ptr %5, ptr %369, align 16, !noalias !32
  %370 = getelementptr inbounds ptr, ptr %11, i64 5
  store ptr %6, ptr %370, align 8, !noalias !32
  %371 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10)
  %372 = load i64, ptr %9, align 8, !noalias !32
  %373 = load ptr, ptr %10, align 8, !noalias !32
  %374 = load i64, ptr %7, align 8, !noalias !32
  %375 = getelementptr inbounds i8, ptr %7, i64 8
  %376 = load i32, ptr %375, align 8, !noalias !32
  %377 = load i64, ptr %8, align 8, !noalias !32
  %378 = getelementptr inbounds i8, ptr %8, i64 8
  %379 = load i32, ptr %378, align 8, !noalias !32
  %380 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gemm16PKfS0_Pfiii, i64 %374, i32 %376, i64 %377, i32 %379, ptr noundef nonnull %11, i64 noundef %372, ptr noundef %373)
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
  br label %381

381:                                              ; preds = %362, %359
  %382 = load ptr, ptr %46, align 16, !tbaa !6
  %383 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %382, i64 noundef 12288, i32 noundef 2)
  br label %465

384:                                              ; preds = %465
  %385 = load ptr, ptr %104, align 8, !tbaa !6
  %386 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %385, i64 noundef 12288, i32 noundef 2)
  br label %387

387:                                              ; preds = %387, %384
  %388 = phi i64 [ 0, %384 ], [ %421, %387 ]
  %389 = phi float [ %498, %384 ], [ %420, %387 ]
  %390 = getelementptr inbounds float, ptr %52, i64 %388
  %391 = load float, ptr %390, align 4, !tbaa !12
  %392 = fadd float %389, %391
  %393 = or i64 %388, 1
  %394 = getelementptr inbounds float, ptr %52, i64 %393
  %395 = load float, ptr %394, align 4, !tbaa !12
  %396 = fadd float %392, %395
  %397 = or i64 %388, 2
  %398 = getelementptr inbounds float, ptr %52, i64 %397
  %399 = load float, ptr %398, align 4, !tbaa !12
  %400 = fadd float %396, %399
  %401 = or i64 %388, 3
  %402 = getelementptr inbounds float, ptr %52, i64 %401
  %403 = load float, ptr %402, align 4, !tbaa !12
  %404 = fadd float %400, %403
  %405 = or i64 %388, 4
  %406 = getelementptr inbounds float, ptr %52, i64 %405
  %407 = load float, ptr %406, align 4, !tbaa !12
  %408 = fadd float %404, %407
  %409 = or i64 %388, 5
  %410 = getelementptr inbounds float, ptr %52, i64 %409
  %411 = load float, ptr %410, align 4, !tbaa !12
  %412 = fadd float %408, %411
  %413 = or i64 %388, 6
  %414 = getelementptr inbounds float, ptr %52, i64 %413
  %415 = load float, ptr %414, align 4, !tbaa !12
  %416 = fadd float %412, %415
  %417 = or i64 %388, 7
  %418 = getelementptr inbounds float, ptr %52, i64 %417
  %419 = load float, ptr %418, align 4, !tbaa !12
  %420 = fadd float %416, %419
  %421 = add nuw nsw i64 %388, 8
  %422 = icmp eq i64 %421, 3072
  br i1 %422, label %423, label %387, !llvm.loop !37

423:                                              ; preds = %387
  %424 = load ptr, ptr %131, align 16, !tbaa !6
  %425 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %424, i64 noundef 12288, i32 noundef 2)
  br label %426

426:                                              ; preds = %426, %423
  %427 = phi i64 [ 0, %423 ], [ %460, %426 ]
  %428 = phi float [ %420, %423 ], [ %459, %426 ]
  %429 = getelementptr inbounds float, ptr %52, i64 %427
  %430 = load float, ptr %429, align 4, !tbaa !12
  %431 = fadd float %428, %430
  %432 = or i64 %427, 1
  %433 = getelementptr inbounds float, ptr %52, i64 %432
  %434 = load float, ptr %433, align 4, !tbaa !12
  %435 = fadd float %431, %434
  %436 = or i64 %427, 2
  %437 = getelementptr inbounds float, ptr %52, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !12
  %439 = fadd float %435, %438
  %440 = or i64 %427, 3
  %441 = getelementptr inbounds float, ptr %52, i64 %440
  %442 = load float, ptr %441, align 4, !tbaa !12
  %443 = fadd float %439, %442
  %444 = or i64 %427, 4
  %445 = getelementptr inbounds float, ptr %52, i64 %444
  %446 = load float, ptr %445, align 4, !tbaa !12
  %447 = fadd float %443, %446
  %448 = or i64 %427, 5
  %449 = getelementptr inbounds float, ptr %52, i64 %448
  %450 = load float, ptr %449, align 4, !tbaa !12
  %451 = fadd float %447, %450
  %452 = or i64 %427, 6
  %453 = getelementptr inbounds float, ptr %52, i64 %452
  %454 = load float, ptr %453, align 4, !tbaa !12
  %455 = fadd float %451, %454
  %456 = or i64 %427, 7
  %457 = getelementptr inbounds float, ptr %52, i64 %456
  %458 = load float, ptr %457, align 4, !tbaa !12
  %459 = fadd float %455, %458
  %460 = add nuw nsw i64 %427, 8
  %461 = icmp eq i64 %460, 3072
  br i1 %461, label %462, label %426, !llvm.loop !37

462:                                              ; preds = %426
  %463 = load ptr, ptr %48, align 16, !tbaa !6
  %464 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %463, i64 noundef 12288, i32 noundef 2)
  br label %504

465:                                              ; preds = %465, %381
  %466 = phi i64 [ 0, %381 ], [ %499, %465 ]
  %467 = phi float [ %337, %381 ], [ %498, %465 ]
  %468 = getelementptr inbounds float, ptr %52, i64 %466
  %469 = load float, ptr %468, align 4, !tbaa !12
  %470 = fadd float %467, %469
  %471 = or i64 %466, 1
  %472 = getelementptr inbounds float, ptr %52, i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !12
  %474 = fadd float %470, %473
  %475 = or i64 %466, 2
  %476 = getelementptr inbounds float, ptr %52, i64 %475
  %477 = load float, ptr %476, align 4, !tbaa !12
  %478 = fadd float %474, %477
  %479 = or i64 %466, 3
  %480 = getelementptr inbounds float, ptr %52, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !12
  %482 = fadd float %478, %481
  %483 = or i64 %466, 4
  %484 = getelementptr inbounds float, ptr %52, i64 %483
  %485 = load float, ptr %484, align 4, !tbaa !12
  %486 = fadd float %482, %485
  %487 = or i64 %466, 5
  %488 = getelementptr inbounds float, ptr %52, i64 %487
  %489 = load float, ptr %488, align 4, !tbaa !12
  %490 = fadd float %486, %489
  %491 = or i64 %466, 6
  %492 = getelementptr inbounds float, ptr %52, i64 %491
  %493 = load float, ptr %492, align 4, !tbaa !12
  %494 = fadd float %490, %493
  %495 = or i64 %466, 7
  %496 = getelementptr inbounds float, ptr %52, i64 %495
  %497 = load float, ptr %496, align 4, !tbaa !12
  %498 = fadd float %494, %497
  %499 = add nuw nsw i64 %466, 8
  %500 = icmp eq i64 %499, 3072
  br i1 %500, label %384, label %465, !llvm.loop !37

501:                                              ; preds = %504
  %502 = load ptr, ptr %49, align 16, !tbaa !6
  %503 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %502, i64 noundef 12288, i32 noundef 2)
  br label %647

504:                                              ; preds = %504, %462
  %505 = phi i64 [ 0, %462 ], [ %538, %504 ]
  %506 = phi float [ %459, %462 ], [ %537, %504 ]
  %507 = getelementptr inbounds float, ptr %52, i64 %505
  %508 = load float, ptr %507, align 4, !tbaa !12
  %509 = fadd float %506, %508
  %510 = or i64 %505, 1
  %511 = getelementptr inbounds float, ptr %52, i64 %510
  %512 = load float, ptr %511, align 4, !tbaa !12
  %513 = fadd float %509, %512
  %514 = or i64 %505, 2
  %515 = getelementptr inbounds float, ptr %52, i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !12
  %517 = fadd float %513, %516
  %518 = or i64 %505, 3
  %519 = getelementptr inbounds float, ptr %52, i64 %518
  %520 = load float, ptr %519, align 4, !tbaa !12
  %521 = fadd float %517, %520
  %522 = or i64 %505, 4
  %523 = getelementptr inbounds float, ptr %52, i64 %522
  %524 = load float, ptr %523, align 4, !tbaa !12
  %525 = fadd float %521, %524
  %526 = or i64 %505, 5
  %527 = getelementptr inbounds float, ptr %52, i64 %526
  %528 = load float, ptr %527, align 4, !tbaa !12
  %529 = fadd float %525, %528
  %530 = or i64 %505, 6
  %531 = getelementptr inbounds float, ptr %52, i64 %530
  %532 = load float, ptr %531, align 4, !tbaa !12
  %533 = fadd float %529, %532
  %534 = or i64 %505, 7
  %535 = getelementptr inbounds float, ptr %52, i64 %534
  %536 = load float, ptr %535, align 4, !tbaa !12
  %537 = fadd float %533, %536
  %538 = add nuw nsw i64 %505, 8
  %539 = icmp eq i64 %538, 3072
  br i1 %539, label %501, label %504, !llvm.loop !38

540:                                              ; preds = %647
  %541 = load ptr, ptr %184, align 8, !tbaa !6
  %542 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %541, i64 noundef 12288, i32 noundef 2)
  br label %543

543:                                              ; preds = %543, %540
  %544 = phi i64 [ 0, %540 ], [ %577, %543 ]
  %545 = phi float [ %680, %540 ], [ %576, %543 ]
  %546 = getelementptr inbounds float, ptr %52, i64 %544
  %547 = load float, ptr %546, align 4, !tbaa !12
  %548 = fadd float %545, %547
  %549 = or i64 %544, 1
  %550 = getelementptr inbounds float, ptr %52, i64 %549
  %551 = load float, ptr %550, align 4, !tbaa !12
  %552 = fadd float %548, %551
  %553 = or i64 %544, 2
  %554 = getelementptr inbounds float, ptr %52, i64 %553
  %555 = load float, ptr %554, align 4, !tbaa !12
  %556 = fadd float %552, %555
  %557 = or i64 %544, 3
  %558 = getelementptr inbounds float, ptr %52, i64 %557
  %559 = load float, ptr %558, align 4, !tbaa !12
  %560 = fadd float %556, %559
  %561 = or i64 %544, 4
  %562 = getelementptr inbounds float, ptr %52, i64 %561
  %563 = load float, ptr %562, align 4, !tbaa !12
  %564 = fadd float %560, %563
  %565 = or i64 %544, 5
  %566 = getelementptr inbounds float, ptr %52, i64 %565
  %567 = load float, ptr %566, align 4, !tbaa !12
  %568 = fadd float %564, %567
  %569 = or i64 %544, 6
  %570 = getelementptr inbounds float, ptr %52, i64 %569
  %571 = load float, ptr %570, align 4, !tbaa !12
  %572 = fadd float %568, %571
  %573 = or i64 %544, 7
  %574 = getelementptr inbounds float, ptr %52, i64 %573
  %575 = load float, ptr %574, align 4, !tbaa !12
  %576 = fadd float %572, %575
  %577 = add nuw nsw i64 %544, 8
  %578 = icmp eq i64 %577, 3072
  br i1 %578, label %579, label %543, !llvm.loop !38

579:                                              ; preds = %543
  %580 = load ptr, ptr %186, align 8, !tbaa !6
  %581 = call i32 @cudaMemcpy(ptr noundef nonnull %52, ptr noundef %580, i64 noundef 12288, i32 noundef 2)
  br label %582

582:                                              ; preds = %582, %579
  %583 = phi i64 [ 0, %579 ], [ %616, %582 ]
  %584 = phi float [ %576, %579 ], [ %615, %582 ]
  %585 = getelementptr inbounds float, ptr %52, i64 %583
  %586 = load float, ptr %585, align 4, !tbaa !12
  %587 = fadd float %584, %586
  %588 = or i64 %583, 1
  %589 = getelementptr inbounds float, ptr %52, i64 %588
  %590 = load float, ptr %589, align 4, !tbaa !12
  %591 = fadd float %587, %590
  %592 = or i64 %583, 2
  %593 = getelementptr inbounds float, ptr %52, i64 %592
  %594 = load float, ptr %593, align 4, !tbaa !12
  %595 = fadd float %591, %594
  %596 = or i64 %583, 3
  %597 = getelementptr inbounds float, ptr %52, i64 %596
  %598 = load float, ptr %597, align 4, !tbaa !12
  %599 = fadd float %595, %598
  %600 = or i64 %583, 4
  %601 = getelementptr inbounds float, ptr %52, i64 %600
  %602 = load float, ptr %601, align 4, !tbaa !12
  %603 = fadd float %599, %602
  %604 = or i64 %583, 5
  %605 = getelementptr inbounds float, ptr %52, i64 %604
  %606 = load float, ptr %605, align 4, !tbaa !12
  %607 = fadd float %603, %606
  %608 = or i64 %583, 6
  %609 = getelementptr inbounds float, ptr %52, i64 %608
  %610 = load float, ptr %609, align 4, !tbaa !12
  %611 = fadd float %607, %610
  %612 = or i64 %583, 7
  %613 = getelementptr inbounds float, ptr %52, i64 %612
  %614 = load float, ptr %613, align 4, !tbaa !12
  %615 = fadd float %611, %614
  %616 = add nuw nsw i64 %583, 8
  %617 = icmp eq i64 %616, 3072
  br i1 %617, label %618, label %582, !llvm.loop !39

618:                                              ; preds = %582
  %619 = fpext float %615 to double
  %620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %619)
  %621 = load ptr, ptr %44, align 8, !tbaa !6
  %622 = call i32 @cudaFree(ptr noundef %621)
  %623 = load ptr, ptr %45, align 16, !tbaa !6
  %624 = call i32 @cudaFree(ptr noundef %623)
  %625 = load ptr, ptr %46, align 16, !tbaa !6
  %626 = call i32 @cudaFree(ptr noundef %625)
  %627 = load ptr, ptr %102, align 8, !tbaa !6
  %628 = call i32 @cudaFree(ptr noundef %627)
  %629 = load ptr, ptr %104, align 8, !tbaa !6
  %630 = call i32 @cudaFree(ptr noundef %629)
  %631 = load ptr, ptr %129, align 16, !tbaa !6
  %632 = call i32 @cudaFree(ptr noundef %631)
  %633 = load ptr, ptr %131, align 16, !tbaa !6
  %634 = call i32 @cudaFree(ptr noundef %633)
  %635 = load ptr, ptr %47, align 16, !tbaa !6
  %636 = call i32 @cudaFree(ptr noundef %635)
  %637 = load ptr, ptr %48, align 16, !tbaa !6
  %638 = call i32 @cudaFree(ptr noundef %637)
  %639 = load ptr, ptr %49, align 16, !tbaa !6
  %640 = call i32 @cudaFree(ptr noundef %639)
  %641 = load ptr, ptr %182, align 8, !tbaa !6
  %642 = call i32 @cudaFree(ptr noundef %641)
  %643 = load ptr, ptr %184, align 8, !tbaa !6
  %644 = call i32 @cudaFree(ptr noundef %643)
  %645 = load ptr, ptr %186, align 8, !tbaa !6
  %646 = call i32 @cudaFree(ptr noundef %645)
  call void @free(ptr noundef %50) #7
  call void @free(ptr noundef %51) #7
  call void @free(ptr noundef nonnull %52) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %48) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %47) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %46) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %45) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44) #7
  ret i32 0

647:                                              ; preds = %647, %501
  %648 = phi i64 [ 0, %501 ], [ %681, %647 ]
  %649 = phi float [ %537, %501 ], [ %680, %647 ]
  %650 = getelementptr inbounds float, ptr %52, i64 %648
  %651 = load float, ptr %650, align 4, !tbaa !12
  %652 = fadd float %649, %651
  %653 = or i64 %648, 1
  %654 = getelementptr inbounds float, ptr %52, i64 %653
  %655 = load float, ptr %654, align 4, !tbaa !12
  %656 = fadd float %652, %655
  %657 = or i64 %648, 2
  %658 = getelementptr inbounds float, ptr %52, i64 %657
  %659 = load float, ptr %658, align 4, !tbaa !12
  %660 = fadd float %656, %659
  %661 = or i64 %648, 3
  %662 = getelementptr inbounds float, ptr %52, i64 %661
  %663 = load float, ptr %662, align 4, !tbaa !12
  %664 = fadd float %660, %663
  %665 = or i64 %648, 4
  %666 = getelementptr inbounds float, ptr %52, i64 %665
  %667 = load float, ptr %666, align 4, !tbaa !12
  %668 = fadd float %664, %667
  %669 = or i64 %648, 5
  %670 = getelementptr inbounds float, ptr %52, i64 %669
  %671 = load float, ptr %670, align 4, !tbaa !12
  %672 = fadd float %668, %671
  %673 = or i64 %648, 6
  %674 = getelementptr inbounds float, ptr %52, i64 %673
  %675 = load float, ptr %674, align 4, !tbaa !12
  %676 = fadd float %672, %675
  %677 = or i64 %648, 7
  %678 = getelementptr inbounds float, ptr %52, i64 %677
  %679 = load float, ptr %678, align 4, !tbaa !12
  %680 = fadd float %676, %679
  %681 = add nuw nsw i64 %648, 8
  %682 = icmp eq i64 %681, 3072
  br i1 %682, label %540, label %647, !llvm.loop !39
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
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
