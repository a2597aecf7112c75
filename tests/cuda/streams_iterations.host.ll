; ModuleID = 'tests/cuda/streams_iterations.cu'
source_filename = "tests/cuda/streams_iterations.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__planePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__planePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__decayPfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8, !tbaa !6
  store i32 %1, ptr %4, align 4, !tbaa !10
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__decayPfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_planes(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [2 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca [2 x ptr], align 16
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [3 x ptr], align 16
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = sext i32 %0 to i64
  %29 = shl nsw i64 %28, 10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #8
  %30 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %29)
  %31 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef %29)
  %32 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef 1024)
  %33 = call noalias ptr @malloc(i64 noundef %29) #9
  %34 = call noalias ptr @malloc(i64 noundef %29) #9
  %35 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #9
  %36 = icmp sgt i32 %0, 0
  br i1 %36, label %37, label %61

37:                                               ; preds = %2
  %38 = shl i32 %0, 8
  %39 = call i32 @llvm.smax.i32(i32 %38, i32 1)
  %40 = zext i32 %39 to i64
  %41 = icmp ult i32 %39, 8
  br i1 %41, label %59, label %42

42:                                               ; preds = %37
  %43 = and i64 %40, 2147483392
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i64 [ 0, %42 ], [ %54, %44 ]
  %46 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %42 ], [ %55, %44 ]
  %47 = add <4 x i32> %46, <i32 4, i32 4, i32 4, i32 4>
  %48 = urem <4 x i32> %46, <i32 13, i32 13, i32 13, i32 13>
  %49 = urem <4 x i32> %47, <i32 13, i32 13, i32 13, i32 13>
  %50 = sitofp <4 x i32> %48 to <4 x float>
  %51 = sitofp <4 x i32> %49 to <4 x float>
  %52 = getelementptr inbounds float, ptr %33, i64 %45
  store <4 x float> %50, ptr %52, align 4, !tbaa !12
  %53 = getelementptr inbounds float, ptr %52, i64 4
  store <4 x float> %51, ptr %53, align 4, !tbaa !12
  %54 = add nuw i64 %45, 8
  %55 = add <4 x i32> %46, <i32 8, i32 8, i32 8, i32 8>
  %56 = icmp eq i64 %54, %43
  br i1 %56, label %57, label %44, !llvm.loop !14

57:                                               ; preds = %44
  %58 = icmp eq i64 %43, %40
  br i1 %58, label %61, label %59

59:                                               ; preds = %37, %57
  %60 = phi i64 [ 0, %37 ], [ %43, %57 ]
  br label %75

61:                                               ; preds = %75, %57, %2
  %62 = load ptr, ptr %25, align 8, !tbaa !6
  %63 = call i32 @cudaMemcpy(ptr noundef %62, ptr noundef %33, i64 noundef %29, i32 noundef 1)
  %64 = load ptr, ptr %26, align 8, !tbaa !6
  %65 = call i32 @cudaMemset(ptr noundef %64, i32 noundef 0, i64 noundef %29)
  %66 = load ptr, ptr %27, align 8, !tbaa !6
  %67 = call i32 @cudaMemset(ptr noundef %66, i32 noundef 0, i64 noundef 1024)
  %68 = add i32 %0, -1
  %69 = icmp sgt i32 %0, 2
  br i1 %69, label %70, label %83

70:                                               ; preds = %61
  %71 = getelementptr inbounds ptr, ptr %24, i64 1
  %72 = getelementptr inbounds ptr, ptr %24, i64 2
  %73 = getelementptr inbounds i8, ptr %20, i64 8
  %74 = getelementptr inbounds i8, ptr %21, i64 8
  br label %89

75:                                               ; preds = %59, %75
  %76 = phi i64 [ %81, %75 ], [ %60, %59 ]
  %77 = trunc i64 %76 to i32
  %78 = urem i32 %77, 13
  %79 = sitofp i32 %78 to float
  %80 = getelementptr inbounds float, ptr %33, i64 %76
  store float %79, ptr %80, align 4, !tbaa !12
  %81 = add nuw nsw i64 %76, 1
  %82 = icmp eq i64 %81, %40
  br i1 %82, label %61, label %75, !llvm.loop !18

83:                                               ; preds = %104, %61
  %84 = icmp sgt i32 %1, 0
  br i1 %84, label %85, label %133

85:                                               ; preds = %83
  %86 = getelementptr inbounds ptr, ptr %16, i64 1
  %87 = getelementptr inbounds i8, ptr %12, i64 8
  %88 = getelementptr inbounds i8, ptr %13, i64 8
  br label %113

89:                                               ; preds = %70, %104
  %90 = phi i32 [ 1, %70 ], [ %106, %104 ]
  %91 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef null)
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %104

93:                                               ; preds = %89
  %94 = load ptr, ptr %25, align 8, !tbaa !6
  %95 = load ptr, ptr %26, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %24)
  store ptr %94, ptr %17, align 8, !tbaa !6
  store ptr %95, ptr %18, align 8, !tbaa !6
  store i32 %90, ptr %19, align 4, !tbaa !10
  store ptr %17, ptr %24, align 16
  store ptr %18, ptr %71, align 8
  store ptr %19, ptr %72, align 16
  %96 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23)
  %97 = load i64, ptr %22, align 8
  %98 = load ptr, ptr %23, align 8
  %99 = load i64, ptr %20, align 8
  %100 = load i32, ptr %73, align 8
  %101 = load i64, ptr %21, align 8
  %102 = load i32, ptr %74, align 8
  %103 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__planePKfPfi, i64 %99, i32 %100, i64 %101, i32 %102, ptr noundef nonnull %24, i64 noundef %97, ptr noundef %98)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %24)
  br label %104

104:                                              ; preds = %93, %89
  %105 = call i32 @cudaDeviceSynchronize()
  %106 = add nuw nsw i32 %90, 1
  %107 = icmp eq i32 %106, %68
  br i1 %107, label %83, label %89, !llvm.loop !19

108:                                              ; preds = %127
  br i1 %84, label %109, label %133

109:                                              ; preds = %108
  %110 = getelementptr inbounds ptr, ptr %9, i64 1
  %111 = getelementptr inbounds i8, ptr %5, i64 8
  %112 = getelementptr inbounds i8, ptr %6, i64 8
  br label %139

113:                                              ; preds = %85, %127
  %114 = phi i32 [ 0, %85 ], [ %128, %127 ]
  %115 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef null)
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %127

117:                                              ; preds = %113
  %118 = load ptr, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16)
  store ptr %118, ptr %10, align 8, !tbaa !6
  store i32 256, ptr %11, align 4, !tbaa !10
  store ptr %10, ptr %16, align 16
  store ptr %11, ptr %86, align 8
  %119 = call i32 @__cudaPopCallConfiguration(ptr nonnull %12, ptr nonnull %13, ptr nonnull %14, ptr nonnull %15)
  %120 = load i64, ptr %14, align 8
  %121 = load ptr, ptr %15, align 8
  %122 = load i64, ptr %12, align 8
  %123 = load i32, ptr %87, align 8
  %124 = load i64, ptr %13, align 8
  %125 = load i32, ptr %88, align 8
  %126 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__decayPfi, i64 %122, i32 %123, i64 %124, i32 %125, ptr noundef nonnull %16, i64 noundef %120, ptr noundef %121)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16)
  br label %127

127:                                              ; preds = %113, %117
  %128 = add nuw nsw i32 %114, 1
  %129 = icmp eq i32 %128, %1
  br i1 %129, label %108, label %113, !llvm.loop !20

130:                                              ; preds = %154
  %131 = fcmp olt float %158, 0.000000e+00
  %132 = zext i1 %131 to i32
  br label %133

133:                                              ; preds = %83, %130, %108
  %134 = phi i32 [ 0, %108 ], [ %132, %130 ], [ 0, %83 ]
  %135 = load ptr, ptr %26, align 8, !tbaa !6
  %136 = call i32 @cudaMemcpy(ptr noundef %34, ptr noundef %135, i64 noundef %29, i32 noundef 2)
  br i1 %69, label %137, label %208

137:                                              ; preds = %133
  %138 = zext i32 %68 to i64
  br label %161

139:                                              ; preds = %109, %154
  %140 = phi float [ 0.000000e+00, %109 ], [ %158, %154 ]
  %141 = phi i32 [ 0, %109 ], [ %159, %154 ]
  %142 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967360, i32 1, i64 noundef 0, ptr noundef null)
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %144, label %154

144:                                              ; preds = %139
  %145 = load ptr, ptr %26, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %145, ptr %3, align 8, !tbaa !6
  store i32 256, ptr %4, align 4, !tbaa !10
  store ptr %3, ptr %9, align 16
  store ptr %4, ptr %110, align 8
  %146 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %147 = load i64, ptr %7, align 8
  %148 = load ptr, ptr %8, align 8
  %149 = load i64, ptr %5, align 8
  %150 = load i32, ptr %111, align 8
  %151 = load i64, ptr %6, align 8
  %152 = load i32, ptr %112, align 8
  %153 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__decayPfi, i64 %149, i32 %150, i64 %151, i32 %152, ptr noundef nonnull %9, i64 noundef %147, ptr noundef %148)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  br label %154

154:                                              ; preds = %144, %139
  %155 = load ptr, ptr %26, align 8, !tbaa !6
  %156 = call i32 @cudaMemcpy(ptr noundef %35, ptr noundef %155, i64 noundef 4, i32 noundef 2)
  %157 = load float, ptr %35, align 4, !tbaa !12
  %158 = fadd float %140, %157
  %159 = add nuw nsw i32 %141, 1
  %160 = icmp eq i32 %159, %1
  br i1 %160, label %130, label %139, !llvm.loop !21

161:                                              ; preds = %137, %203
  %162 = phi i64 [ 1, %137 ], [ %206, %203 ]
  %163 = phi i32 [ %134, %137 ], [ %205, %203 ]
  %164 = shl nsw i64 %162, 8
  %165 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %163, i64 0
  br label %166

166:                                              ; preds = %166, %161
  %167 = phi i64 [ 0, %161 ], [ %201, %166 ]
  %168 = phi <4 x i32> [ %165, %161 ], [ %199, %166 ]
  %169 = phi <4 x i32> [ zeroinitializer, %161 ], [ %200, %166 ]
  %170 = add nuw nsw i64 %167, %164
  %171 = add nsw i64 %170, -256
  %172 = getelementptr inbounds float, ptr %33, i64 %171
  %173 = load <4 x float>, ptr %172, align 4, !tbaa !12
  %174 = getelementptr inbounds float, ptr %172, i64 4
  %175 = load <4 x float>, ptr %174, align 4, !tbaa !12
  %176 = getelementptr inbounds float, ptr %33, i64 %170
  %177 = load <4 x float>, ptr %176, align 4, !tbaa !12
  %178 = getelementptr inbounds float, ptr %176, i64 4
  %179 = load <4 x float>, ptr %178, align 4, !tbaa !12
  %180 = fmul <4 x float> %177, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %181 = fmul <4 x float> %179, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %182 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %173, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %180)
  %183 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %175, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %181)
  %184 = add nuw nsw i64 %170, 256
  %185 = getelementptr inbounds float, ptr %33, i64 %184
  %186 = load <4 x float>, ptr %185, align 4, !tbaa !12
  %187 = getelementptr inbounds float, ptr %185, i64 4
  %188 = load <4 x float>, ptr %187, align 4, !tbaa !12
  %189 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %186, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %182)
  %190 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %188, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> %183)
  %191 = getelementptr inbounds float, ptr %34, i64 %170
  %192 = load <4 x float>, ptr %191, align 4, !tbaa !12
  %193 = getelementptr inbounds float, ptr %191, i64 4
  %194 = load <4 x float>, ptr %193, align 4, !tbaa !12
  %195 = fcmp une <4 x float> %192, %189
  %196 = fcmp une <4 x float> %194, %190
  %197 = zext <4 x i1> %195 to <4 x i32>
  %198 = zext <4 x i1> %196 to <4 x i32>
  %199 = add <4 x i32> %168, %197
  %200 = add <4 x i32> %169, %198
  %201 = add nuw i64 %167, 8
  %202 = icmp eq i64 %201, 256
  br i1 %202, label %203, label %166, !llvm.loop !22

203:                                              ; preds = %166
  %204 = add <4 x i32> %200, %199
  %205 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %204)
  %206 = add nuw nsw i64 %162, 1
  %207 = icmp eq i64 %206, %138
  br i1 %207, label %208, label %161, !llvm.loop !23

208:                                              ; preds = %203, %133
  %209 = phi i32 [ %134, %133 ], [ %205, %203 ]
  %210 = load ptr, ptr %25, align 8, !tbaa !6
  %211 = call i32 @cudaFree(ptr noundef %210)
  %212 = load ptr, ptr %26, align 8, !tbaa !6
  %213 = call i32 @cudaFree(ptr noundef %212)
  %214 = load ptr, ptr %27, align 8, !tbaa !6
  %215 = call i32 @cudaFree(ptr noundef %214)
  call void @free(ptr noundef %33) #8
  call void @free(ptr noundef %34) #8
  call void @free(ptr noundef %35) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #8
  ret i32 %209
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #4

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #4

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #4

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }

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
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !17, !16}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15, !16, !17}
!23 = distinct !{!23, !15}
