; ModuleID = 'samples/cuda/host_loop.cu'
source_filename = "samples/cuda/host_loop.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [43 x i8] c"host_loop: bad sizes nx=%d ny=%d iters=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"host_loop: u[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [52 x i8] c"host_loop nx=%d ny=%d iters=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z29__device_stub__jacobi_stencilPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store i32 %2, ptr %7, align 4, !tbaa !10
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
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__jacobi_stencilPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__relaxPKfS0_Pffii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !6
  store ptr %1, ptr %8, align 8, !tbaa !6
  store ptr %2, ptr %9, align 8, !tbaa !6
  store float %3, ptr %10, align 4, !tbaa !12
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
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__relaxPKfS0_Pffii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25)
  ret void
}

; Function Attrs: uwtable
define dso_local i32 @run_host_loop(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [6 x ptr], align 16
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [4 x ptr], align 16
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = icmp slt i32 %0, 1
  %29 = icmp slt i32 %1, 1
  %30 = or i1 %28, %29
  %31 = icmp slt i32 %2, 0
  %32 = or i1 %30, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %4
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2)
  br label %287

35:                                               ; preds = %4
  %36 = mul nsw i32 %1, %0
  %37 = sext i32 %36 to i64
  %38 = shl nsw i64 %37, 2
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #11
  %40 = tail call noalias ptr @malloc(i64 noundef %38) #11
  %41 = tail call noalias ptr @malloc(i64 noundef %38) #11
  %42 = tail call noalias ptr @malloc(i64 noundef %38) #11
  %43 = tail call noalias ptr @malloc(i64 noundef %38) #11
  %44 = icmp sgt i32 %36, 0
  br i1 %44, label %45, label %63

45:                                               ; preds = %35
  %46 = zext i32 %36 to i64
  %47 = and i64 %46, 1
  %48 = icmp eq i32 %36, 1
  br i1 %48, label %51, label %49

49:                                               ; preds = %45
  %50 = and i64 %46, 4294967294
  br label %93

51:                                               ; preds = %93, %45
  %52 = phi i64 [ 0, %45 ], [ %112, %93 ]
  %53 = phi i32 [ %3, %45 ], [ %106, %93 ]
  %54 = icmp eq i64 %47, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %51
  %56 = mul i32 %53, 1664525
  %57 = add i32 %56, 1013904223
  %58 = lshr i32 %57, 8
  %59 = uitofp i32 %58 to float
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3E70000000000000, float -5.000000e-01)
  %61 = fadd float %60, 5.000000e-01
  %62 = getelementptr inbounds float, ptr %39, i64 %52
  store float %61, ptr %62, align 4, !tbaa !12
  br label %63

63:                                               ; preds = %55, %51, %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #12
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %38)
  %65 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef %38)
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %38)
  %67 = load ptr, ptr %25, align 8, !tbaa !6
  %68 = call i32 @cudaMemcpy(ptr noundef %67, ptr noundef %39, i64 noundef %38, i32 noundef 1)
  %69 = add nsw i32 %0, 15
  %70 = sdiv i32 %69, 16
  %71 = add nsw i32 %1, 15
  %72 = sdiv i32 %71, 16
  %73 = zext i32 %70 to i64
  %74 = zext i32 %72 to i64
  %75 = shl nuw i64 %74, 32
  %76 = or i64 %75, %73
  %77 = load ptr, ptr %25, align 8, !tbaa !6
  %78 = icmp sgt i32 %2, 0
  br i1 %78, label %79, label %167

79:                                               ; preds = %63
  %80 = load ptr, ptr %26, align 8, !tbaa !6
  %81 = getelementptr inbounds ptr, ptr %24, i64 1
  %82 = getelementptr inbounds ptr, ptr %24, i64 2
  %83 = getelementptr inbounds ptr, ptr %24, i64 3
  %84 = getelementptr inbounds i8, ptr %20, i64 8
  %85 = getelementptr inbounds i8, ptr %21, i64 8
  %86 = getelementptr inbounds ptr, ptr %15, i64 1
  %87 = getelementptr inbounds ptr, ptr %15, i64 2
  %88 = getelementptr inbounds ptr, ptr %15, i64 3
  %89 = getelementptr inbounds ptr, ptr %15, i64 4
  %90 = getelementptr inbounds ptr, ptr %15, i64 5
  %91 = getelementptr inbounds i8, ptr %11, i64 8
  %92 = getelementptr inbounds i8, ptr %12, i64 8
  br label %132

93:                                               ; preds = %93, %49
  %94 = phi i64 [ 0, %49 ], [ %112, %93 ]
  %95 = phi i32 [ %3, %49 ], [ %106, %93 ]
  %96 = phi i64 [ 0, %49 ], [ %113, %93 ]
  %97 = mul i32 %95, 1664525
  %98 = add i32 %97, 1013904223
  %99 = lshr i32 %98, 8
  %100 = uitofp i32 %99 to float
  %101 = tail call float @llvm.fmuladd.f32(float %100, float 0x3E70000000000000, float -5.000000e-01)
  %102 = fadd float %101, 5.000000e-01
  %103 = getelementptr inbounds float, ptr %39, i64 %94
  store float %102, ptr %103, align 4, !tbaa !12
  %104 = or i64 %94, 1
  %105 = mul i32 %98, 1664525
  %106 = add i32 %105, 1013904223
  %107 = lshr i32 %106, 8
  %108 = uitofp i32 %107 to float
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01)
  %110 = fadd float %109, 5.000000e-01
  %111 = getelementptr inbounds float, ptr %39, i64 %104
  store float %110, ptr %111, align 4, !tbaa !12
  %112 = add nuw nsw i64 %94, 2
  %113 = add i64 %96, 2
  %114 = icmp eq i64 %113, %50
  br i1 %114, label %51, label %93, !llvm.loop !14

115:                                              ; preds = %161
  %116 = call i32 @cudaDeviceSynchronize()
  %117 = call i32 @cudaMemcpy(ptr noundef %40, ptr noundef %134, i64 noundef %38, i32 noundef 2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %39, i64 %38, i1 false)
  br i1 %78, label %118, label %170

118:                                              ; preds = %115
  %119 = icmp sgt i32 %1, 0
  %120 = icmp sgt i32 %0, 0
  %121 = add nsw i32 %0, -1
  %122 = add nsw i32 %1, -1
  %123 = zext i32 %121 to i64
  %124 = sext i32 %0 to i64
  %125 = zext i32 %122 to i64
  %126 = zext i32 %1 to i64
  %127 = zext i32 %0 to i64
  %128 = zext i32 %36 to i64
  %129 = icmp ult i32 %36, 8
  %130 = and i64 %128, 4294967288
  %131 = icmp eq i64 %130, %128
  br label %165

132:                                              ; preds = %79, %161
  %133 = phi ptr [ %77, %79 ], [ %134, %161 ]
  %134 = phi ptr [ %80, %79 ], [ %133, %161 ]
  %135 = phi i32 [ 0, %79 ], [ %163, %161 ]
  %136 = call i32 @__cudaPushCallConfiguration(i64 %76, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %137 = icmp eq i32 %136, 0
  br i1 %137, label %138, label %148

138:                                              ; preds = %132
  %139 = load ptr, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr %133, ptr %16, align 8, !tbaa !6, !noalias !16
  store ptr %139, ptr %17, align 8, !tbaa !6, !noalias !16
  store i32 %0, ptr %18, align 4, !tbaa !10, !noalias !16
  store i32 %1, ptr %19, align 4, !tbaa !10, !noalias !16
  store ptr %16, ptr %24, align 16, !noalias !16
  store ptr %17, ptr %81, align 8, !noalias !16
  store ptr %18, ptr %82, align 16, !noalias !16
  store ptr %19, ptr %83, align 8, !noalias !16
  %140 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23)
  %141 = load i64, ptr %22, align 8, !noalias !16
  %142 = load ptr, ptr %23, align 8, !noalias !16
  %143 = load i64, ptr %20, align 8, !noalias !16
  %144 = load i32, ptr %84, align 8, !noalias !16
  %145 = load i64, ptr %21, align 8, !noalias !16
  %146 = load i32, ptr %85, align 8, !noalias !16
  %147 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__jacobi_stencilPKfPfii, i64 %143, i32 %144, i64 %145, i32 %146, ptr noundef nonnull %24, i64 noundef %141, ptr noundef %142)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24)
  br label %148

148:                                              ; preds = %138, %132
  %149 = call i32 @__cudaPushCallConfiguration(i64 %76, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %150 = icmp eq i32 %149, 0
  br i1 %150, label %151, label %161

151:                                              ; preds = %148
  %152 = load ptr, ptr %27, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15)
  store ptr %133, ptr %5, align 8, !tbaa !6, !noalias !20
  store ptr %152, ptr %6, align 8, !tbaa !6, !noalias !20
  store ptr %134, ptr %7, align 8, !tbaa !6, !noalias !20
  store float 0x3FE99999A0000000, ptr %8, align 4, !tbaa !12, !noalias !20
  store i32 %0, ptr %9, align 4, !tbaa !10, !noalias !20
  store i32 %1, ptr %10, align 4, !tbaa !10, !noalias !20
  store ptr %5, ptr %15, align 16, !noalias !20
  store ptr %6, ptr %86, align 8, !noalias !20
  store ptr %7, ptr %87, align 16, !noalias !20
  store ptr %8, ptr %88, align 8, !noalias !20
  store ptr %9, ptr %89, align 16, !noalias !20
  store ptr %10, ptr %90, align 8, !noalias !20
  %153 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %154 = load i64, ptr %13, align 8, !noalias !20
  %155 = load ptr, ptr %14, align 8, !noalias !20
  %156 = load i64, ptr %11, align 8, !noalias !20
  %157 = load i32, ptr %91, align 8, !noalias !20
  %158 = load i64, ptr %12, align 8, !noalias !20
  %159 = load i32, ptr %92, align 8, !noalias !20
  %160 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__relaxPKfS0_Pffii, i64 %156, i32 %157, i64 %158, i32 %159, ptr noundef nonnull %15, i64 noundef %154, ptr noundef %155)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15)
  br label %161

161:                                              ; preds = %151, %148
  %162 = call i32 @cudaDeviceSynchronize()
  %163 = add nuw nsw i32 %135, 1
  %164 = icmp eq i32 %163, %2
  br i1 %164, label %115, label %132, !llvm.loop !25

165:                                              ; preds = %118, %238
  %166 = phi i32 [ 0, %118 ], [ %239, %238 ]
  br i1 %119, label %196, label %173

167:                                              ; preds = %63
  %168 = call i32 @cudaDeviceSynchronize()
  %169 = call i32 @cudaMemcpy(ptr noundef %40, ptr noundef %77, i64 noundef %38, i32 noundef 2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %39, i64 %38, i1 false)
  br label %170

170:                                              ; preds = %238, %167, %115
  br i1 %44, label %171, label %252

171:                                              ; preds = %170
  %172 = zext i32 %36 to i64
  br label %264

173:                                              ; preds = %202, %165
  br i1 %44, label %174, label %238

174:                                              ; preds = %173
  br i1 %129, label %194, label %175

175:                                              ; preds = %174, %175
  %176 = phi i64 [ %191, %175 ], [ 0, %174 ]
  %177 = getelementptr inbounds float, ptr %41, i64 %176
  %178 = load <4 x float>, ptr %177, align 4, !tbaa !12
  %179 = getelementptr inbounds float, ptr %177, i64 4
  %180 = load <4 x float>, ptr %179, align 4, !tbaa !12
  %181 = getelementptr inbounds float, ptr %42, i64 %176
  %182 = load <4 x float>, ptr %181, align 4, !tbaa !12
  %183 = getelementptr inbounds float, ptr %181, i64 4
  %184 = load <4 x float>, ptr %183, align 4, !tbaa !12
  %185 = fsub <4 x float> %182, %178
  %186 = fsub <4 x float> %184, %180
  %187 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> <float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000>, <4 x float> %178)
  %188 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %186, <4 x float> <float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000>, <4 x float> %180)
  %189 = getelementptr inbounds float, ptr %43, i64 %176
  store <4 x float> %187, ptr %189, align 4, !tbaa !12
  %190 = getelementptr inbounds float, ptr %189, i64 4
  store <4 x float> %188, ptr %190, align 4, !tbaa !12
  %191 = add nuw i64 %176, 8
  %192 = icmp eq i64 %191, %130
  br i1 %192, label %193, label %175, !llvm.loop !26

193:                                              ; preds = %175
  br i1 %131, label %238, label %194

194:                                              ; preds = %174, %193
  %195 = phi i64 [ 0, %174 ], [ %130, %193 ]
  br label %241

196:                                              ; preds = %165, %202
  %197 = phi i64 [ %203, %202 ], [ 0, %165 ]
  br i1 %120, label %198, label %202

198:                                              ; preds = %196
  %199 = mul nsw i64 %197, %124
  %200 = icmp eq i64 %197, 0
  %201 = icmp eq i64 %197, %125
  br label %205

202:                                              ; preds = %233, %196
  %203 = add nuw nsw i64 %197, 1
  %204 = icmp eq i64 %203, %126
  br i1 %204, label %173, label %196, !llvm.loop !29

205:                                              ; preds = %198, %233
  %206 = phi i64 [ 0, %198 ], [ %236, %233 ]
  %207 = add nsw i64 %206, %199
  %208 = icmp eq i64 %206, 0
  %209 = select i1 %208, i1 true, i1 %200
  %210 = icmp eq i64 %206, %123
  %211 = select i1 %209, i1 true, i1 %210
  %212 = select i1 %211, i1 true, i1 %201
  br i1 %212, label %213, label %216

213:                                              ; preds = %205
  %214 = getelementptr inbounds float, ptr %41, i64 %207
  %215 = load float, ptr %214, align 4, !tbaa !12
  br label %233

216:                                              ; preds = %205
  %217 = add nsw i64 %207, -1
  %218 = getelementptr inbounds float, ptr %41, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !12
  %220 = add nsw i64 %207, 1
  %221 = getelementptr inbounds float, ptr %41, i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !12
  %223 = fadd float %219, %222
  %224 = sub nsw i64 %207, %124
  %225 = getelementptr inbounds float, ptr %41, i64 %224
  %226 = load float, ptr %225, align 4, !tbaa !12
  %227 = fadd float %223, %226
  %228 = add nsw i64 %207, %124
  %229 = getelementptr inbounds float, ptr %41, i64 %228
  %230 = load float, ptr %229, align 4, !tbaa !12
  %231 = fadd float %227, %230
  %232 = fmul float %231, 2.500000e-01
  br label %233

233:                                              ; preds = %216, %213
  %234 = phi float [ %215, %213 ], [ %232, %216 ]
  %235 = getelementptr inbounds float, ptr %42, i64 %207
  store float %234, ptr %235, align 4
  %236 = add nuw nsw i64 %206, 1
  %237 = icmp eq i64 %236, %127
  br i1 %237, label %202, label %205, !llvm.loop !30

238:                                              ; preds = %241, %193, %173
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %43, i64 %38, i1 false)
  %239 = add nuw nsw i32 %166, 1
  %240 = icmp eq i32 %239, %2
  br i1 %240, label %170, label %165, !llvm.loop !31

241:                                              ; preds = %194, %241
  %242 = phi i64 [ %250, %241 ], [ %195, %194 ]
  %243 = getelementptr inbounds float, ptr %41, i64 %242
  %244 = load float, ptr %243, align 4, !tbaa !12
  %245 = getelementptr inbounds float, ptr %42, i64 %242
  %246 = load float, ptr %245, align 4, !tbaa !12
  %247 = fsub float %246, %244
  %248 = call float @llvm.fmuladd.f32(float %247, float 0x3FE99999A0000000, float %244)
  %249 = getelementptr inbounds float, ptr %43, i64 %242
  store float %248, ptr %249, align 4, !tbaa !12
  %250 = add nuw nsw i64 %242, 1
  %251 = icmp eq i64 %250, %128
  br i1 %251, label %238, label %241, !llvm.loop !32

252:                                              ; preds = %283, %170
  %253 = phi i32 [ 0, %170 ], [ %284, %283 ]
  %254 = icmp ne i32 %253, 0
  %255 = select i1 %254, ptr @.str.3, ptr @.str.4
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %255, i32 noundef %253)
  %257 = load ptr, ptr %25, align 8, !tbaa !6
  %258 = call i32 @cudaFree(ptr noundef %257)
  %259 = load ptr, ptr %26, align 8, !tbaa !6
  %260 = call i32 @cudaFree(ptr noundef %259)
  %261 = load ptr, ptr %27, align 8, !tbaa !6
  %262 = call i32 @cudaFree(ptr noundef %261)
  call void @free(ptr noundef %39) #12
  call void @free(ptr noundef %40) #12
  call void @free(ptr noundef %41) #12
  call void @free(ptr noundef %42) #12
  call void @free(ptr noundef %43) #12
  %263 = zext i1 %254 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #12
  br label %287

264:                                              ; preds = %171, %283
  %265 = phi i64 [ 0, %171 ], [ %285, %283 ]
  %266 = phi i32 [ 0, %171 ], [ %284, %283 ]
  %267 = getelementptr inbounds float, ptr %40, i64 %265
  %268 = load float, ptr %267, align 4, !tbaa !12
  %269 = getelementptr inbounds float, ptr %41, i64 %265
  %270 = load float, ptr %269, align 4, !tbaa !12
  %271 = fsub float %268, %270
  %272 = call float @llvm.fabs.f32(float %271)
  %273 = fcmp ugt float %272, 0x3F1A36E2E0000000
  br i1 %273, label %274, label %283

274:                                              ; preds = %264
  %275 = icmp slt i32 %266, 5
  br i1 %275, label %276, label %281

276:                                              ; preds = %274
  %277 = fpext float %268 to double
  %278 = fpext float %270 to double
  %279 = trunc i64 %265 to i32
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %279, double noundef %277, double noundef %278)
  br label %281

281:                                              ; preds = %276, %274
  %282 = add nsw i32 %266, 1
  br label %283

283:                                              ; preds = %264, %281
  %284 = phi i32 [ %266, %264 ], [ %282, %281 ]
  %285 = add nuw nsw i64 %265, 1
  %286 = icmp eq i64 %285, %172
  br i1 %286, label %252, label %264, !llvm.loop !33

287:                                              ; preds = %252, %33
  %288 = phi i32 [ 1, %33 ], [ %263, %252 ]
  ret i32 %288
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #6

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #6

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = tail call i32 @run_host_loop(i32 noundef 1024, i32 noundef 1024, i32 noundef 100, i32 noundef 1), !range !34
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #10

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!17 = distinct !{!17, !18, !"_Z29__device_stub__jacobi_stencilPKfPfii: argument 0"}
!18 = distinct !{!18, !"_Z29__device_stub__jacobi_stencilPKfPfii"}
!19 = distinct !{!19, !18, !"_Z29__device_stub__jacobi_stencilPKfPfii: argument 1"}
!20 = !{!21, !23, !24}
!21 = distinct !{!21, !22, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 0"}
!22 = distinct !{!22, !"_Z20__device_stub__relaxPKfS0_Pffii"}
!23 = distinct !{!23, !22, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 1"}
!24 = distinct !{!24, !22, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 2"}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15, !28, !27}
!33 = distinct !{!33, !15}
!34 = !{i32 0, i32 2}
