; ModuleID = 'tests/cuda/shared_tiles.cu'
source_filename = "tests/cuda/shared_tiles.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4mainE6host_x = internal global [6144 x float] zeroinitializer, align 16
@_ZZ4mainE4back = internal global [6144 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [24 x i8] c"shared_tiles: sum %.1f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__scale_tilePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z31__device_stub__scale_upper_halfPKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__scale_upper_halfPKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z29__device_stub__scale_positivePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__scale_positivePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__add_onePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__swap_in_tilePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x ptr], align 16
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [2 x ptr], align 16
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca %struct.dim3, align 8
  %18 = alloca %struct.dim3, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca [2 x ptr], align 16
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca [2 x ptr], align 16
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca %struct.dim3, align 8
  %32 = alloca %struct.dim3, align 8
  %33 = alloca i64, align 8
  %34 = alloca ptr, align 8
  %35 = alloca [2 x ptr], align 16
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca %struct.dim3, align 8
  %39 = alloca %struct.dim3, align 8
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca [2 x ptr], align 16
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca %struct.dim3, align 8
  %46 = alloca %struct.dim3, align 8
  %47 = alloca i64, align 8
  %48 = alloca ptr, align 8
  %49 = alloca [2 x ptr], align 16
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca %struct.dim3, align 8
  %53 = alloca %struct.dim3, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca [2 x ptr], align 16
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca %struct.dim3, align 8
  %60 = alloca %struct.dim3, align 8
  %61 = alloca i64, align 8
  %62 = alloca ptr, align 8
  %63 = alloca [2 x ptr], align 16
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca %struct.dim3, align 8
  %67 = alloca %struct.dim3, align 8
  %68 = alloca i64, align 8
  %69 = alloca ptr, align 8
  %70 = alloca [2 x ptr], align 16
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca %struct.dim3, align 8
  %74 = alloca %struct.dim3, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca [2 x ptr], align 16
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca %struct.dim3, align 8
  %81 = alloca %struct.dim3, align 8
  %82 = alloca i64, align 8
  %83 = alloca ptr, align 8
  %84 = alloca [2 x ptr], align 16
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca %struct.dim3, align 8
  %88 = alloca %struct.dim3, align 8
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca [2 x ptr], align 16
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca %struct.dim3, align 8
  %95 = alloca %struct.dim3, align 8
  %96 = alloca i64, align 8
  %97 = alloca ptr, align 8
  %98 = alloca [2 x ptr], align 16
  %99 = alloca ptr, align 8
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = alloca ptr, align 8
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca ptr, align 8
  %109 = alloca ptr, align 8
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca ptr, align 8
  br label %114

114:                                              ; preds = %114, %0
  %115 = phi i64 [ 0, %0 ], [ %126, %114 ]
  %116 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %127, %114 ]
  %117 = add <4 x i16> %116, <i16 4, i16 4, i16 4, i16 4>
  %118 = urem <4 x i16> %116, <i16 23, i16 23, i16 23, i16 23>
  %119 = urem <4 x i16> %117, <i16 23, i16 23, i16 23, i16 23>
  %120 = uitofp <4 x i16> %118 to <4 x float>
  %121 = uitofp <4 x i16> %119 to <4 x float>
  %122 = fadd <4 x float> %120, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %123 = fadd <4 x float> %121, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %124 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %115
  store <4 x float> %122, ptr %124, align 16, !tbaa !10
  %125 = getelementptr inbounds float, ptr %124, i64 4
  store <4 x float> %123, ptr %125, align 16, !tbaa !10
  %126 = add nuw i64 %115, 8
  %127 = add <4 x i16> %116, <i16 8, i16 8, i16 8, i16 8>
  %128 = icmp eq i64 %126, 6144
  br i1 %128, label %129, label %114, !llvm.loop !12

129:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %109) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113) #5
  %130 = call i32 @cudaMalloc(ptr noundef nonnull %99, i64 noundef 24576)
  %131 = call i32 @cudaMalloc(ptr noundef nonnull %100, i64 noundef 24576)
  %132 = call i32 @cudaMalloc(ptr noundef nonnull %101, i64 noundef 24576)
  %133 = call i32 @cudaMalloc(ptr noundef nonnull %102, i64 noundef 24576)
  %134 = call i32 @cudaMalloc(ptr noundef nonnull %103, i64 noundef 24576)
  %135 = call i32 @cudaMalloc(ptr noundef nonnull %104, i64 noundef 24576)
  %136 = call i32 @cudaMalloc(ptr noundef nonnull %105, i64 noundef 24576)
  %137 = call i32 @cudaMalloc(ptr noundef nonnull %106, i64 noundef 24576)
  %138 = call i32 @cudaMalloc(ptr noundef nonnull %107, i64 noundef 24576)
  %139 = call i32 @cudaMalloc(ptr noundef nonnull %108, i64 noundef 24576)
  %140 = call i32 @cudaMalloc(ptr noundef nonnull %109, i64 noundef 24576)
  %141 = call i32 @cudaMalloc(ptr noundef nonnull %110, i64 noundef 24576)
  %142 = call i32 @cudaMalloc(ptr noundef nonnull %111, i64 noundef 24576)
  %143 = call i32 @cudaMalloc(ptr noundef nonnull %112, i64 noundef 24576)
  %144 = call i32 @cudaMalloc(ptr noundef nonnull %113, i64 noundef 24576)
  %145 = load ptr, ptr %99, align 8, !tbaa !6
  %146 = call i32 @cudaMemcpy(ptr noundef %145, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %147 = load ptr, ptr %106, align 8, !tbaa !6
  %148 = call i32 @cudaMemcpy(ptr noundef %147, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %149 = load ptr, ptr %110, align 8, !tbaa !6
  %150 = call i32 @cudaMemcpy(ptr noundef %149, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %151 = load ptr, ptr %112, align 8, !tbaa !6
  %152 = call i32 @cudaMemcpy(ptr noundef %151, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %153 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %155, label %169

155:                                              ; preds = %129
  %156 = load ptr, ptr %99, align 8, !tbaa !6
  %157 = load ptr, ptr %100, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %98)
  store ptr %156, ptr %92, align 8, !tbaa !6
  store ptr %157, ptr %93, align 8, !tbaa !6
  store ptr %92, ptr %98, align 16
  %158 = getelementptr inbounds ptr, ptr %98, i64 1
  store ptr %93, ptr %158, align 8
  %159 = call i32 @__cudaPopCallConfiguration(ptr nonnull %94, ptr nonnull %95, ptr nonnull %96, ptr nonnull %97)
  %160 = load i64, ptr %96, align 8
  %161 = load ptr, ptr %97, align 8
  %162 = load i64, ptr %94, align 8
  %163 = getelementptr inbounds i8, ptr %94, i64 8
  %164 = load i32, ptr %163, align 8
  %165 = load i64, ptr %95, align 8
  %166 = getelementptr inbounds i8, ptr %95, i64 8
  %167 = load i32, ptr %166, align 8
  %168 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %162, i32 %164, i64 %165, i32 %167, ptr noundef nonnull %98, i64 noundef %160, ptr noundef %161)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %94)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %95)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %98)
  br label %169

169:                                              ; preds = %155, %129
  %170 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %186

172:                                              ; preds = %169
  %173 = load ptr, ptr %100, align 8, !tbaa !6
  %174 = load ptr, ptr %101, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %91)
  store ptr %173, ptr %85, align 8, !tbaa !6
  store ptr %174, ptr %86, align 8, !tbaa !6
  store ptr %85, ptr %91, align 16
  %175 = getelementptr inbounds ptr, ptr %91, i64 1
  store ptr %86, ptr %175, align 8
  %176 = call i32 @__cudaPopCallConfiguration(ptr nonnull %87, ptr nonnull %88, ptr nonnull %89, ptr nonnull %90)
  %177 = load i64, ptr %89, align 8
  %178 = load ptr, ptr %90, align 8
  %179 = load i64, ptr %87, align 8
  %180 = getelementptr inbounds i8, ptr %87, i64 8
  %181 = load i32, ptr %180, align 8
  %182 = load i64, ptr %88, align 8
  %183 = getelementptr inbounds i8, ptr %88, i64 8
  %184 = load i32, ptr %183, align 8
  %185 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %179, i32 %181, i64 %182, i32 %184, ptr noundef nonnull %91, i64 noundef %177, ptr noundef %178)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %91)
  br label %186

186:                                              ; preds = %172, %169
  %187 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %203

189:                                              ; preds = %186
  %190 = load ptr, ptr %99, align 8, !tbaa !6
  %191 = load ptr, ptr %102, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %84)
  store ptr %190, ptr %78, align 8, !tbaa !6
  store ptr %191, ptr %79, align 8, !tbaa !6
  store ptr %78, ptr %84, align 16
  %192 = getelementptr inbounds ptr, ptr %84, i64 1
  store ptr %79, ptr %192, align 8
  %193 = call i32 @__cudaPopCallConfiguration(ptr nonnull %80, ptr nonnull %81, ptr nonnull %82, ptr nonnull %83)
  %194 = load i64, ptr %82, align 8
  %195 = load ptr, ptr %83, align 8
  %196 = load i64, ptr %80, align 8
  %197 = getelementptr inbounds i8, ptr %80, i64 8
  %198 = load i32, ptr %197, align 8
  %199 = load i64, ptr %81, align 8
  %200 = getelementptr inbounds i8, ptr %81, i64 8
  %201 = load i32, ptr %200, align 8
  %202 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %196, i32 %198, i64 %199, i32 %201, ptr noundef nonnull %84, i64 noundef %194, ptr noundef %195)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %84)
  br label %203

203:                                              ; preds = %189, %186
  %204 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %206, label %220

206:                                              ; preds = %203
  %207 = load ptr, ptr %102, align 8, !tbaa !6
  %208 = load ptr, ptr %103, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %77)
  store ptr %207, ptr %71, align 8, !tbaa !6
  store ptr %208, ptr %72, align 8, !tbaa !6
  store ptr %71, ptr %77, align 16
  %209 = getelementptr inbounds ptr, ptr %77, i64 1
  store ptr %72, ptr %209, align 8
  %210 = call i32 @__cudaPopCallConfiguration(ptr nonnull %73, ptr nonnull %74, ptr nonnull %75, ptr nonnull %76)
  %211 = load i64, ptr %75, align 8
  %212 = load ptr, ptr %76, align 8
  %213 = load i64, ptr %73, align 8
  %214 = getelementptr inbounds i8, ptr %73, i64 8
  %215 = load i32, ptr %214, align 8
  %216 = load i64, ptr %74, align 8
  %217 = getelementptr inbounds i8, ptr %74, i64 8
  %218 = load i32, ptr %217, align 8
  %219 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %213, i32 %215, i64 %216, i32 %218, ptr noundef nonnull %77, i64 noundef %211, ptr noundef %212)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %77)
  br label %220

220:                                              ; preds = %206, %203
  %221 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %223, label %237

223:                                              ; preds = %220
  %224 = load ptr, ptr %99, align 8, !tbaa !6
  %225 = load ptr, ptr %104, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70)
  store ptr %224, ptr %64, align 8, !tbaa !6
  store ptr %225, ptr %65, align 8, !tbaa !6
  store ptr %64, ptr %70, align 16
  %226 = getelementptr inbounds ptr, ptr %70, i64 1
  store ptr %65, ptr %226, align 8
  %227 = call i32 @__cudaPopCallConfiguration(ptr nonnull %66, ptr nonnull %67, ptr nonnull %68, ptr nonnull %69)
  %228 = load i64, ptr %68, align 8
  %229 = load ptr, ptr %69, align 8
  %230 = load i64, ptr %66, align 8
  %231 = getelementptr inbounds i8, ptr %66, i64 8
  %232 = load i32, ptr %231, align 8
  %233 = load i64, ptr %67, align 8
  %234 = getelementptr inbounds i8, ptr %67, i64 8
  %235 = load i32, ptr %234, align 8
  %236 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %230, i32 %232, i64 %233, i32 %235, ptr noundef nonnull %70, i64 noundef %228, ptr noundef %229)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70)
  br label %237

237:                                              ; preds = %223, %220
  %238 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %239 = icmp eq i32 %238, 0
  br i1 %239, label %240, label %254

240:                                              ; preds = %237
  %241 = load ptr, ptr %104, align 8, !tbaa !6
  %242 = load ptr, ptr %105, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  store ptr %241, ptr %57, align 8, !tbaa !6
  store ptr %242, ptr %58, align 8, !tbaa !6
  store ptr %57, ptr %63, align 16
  %243 = getelementptr inbounds ptr, ptr %63, i64 1
  store ptr %58, ptr %243, align 8
  %244 = call i32 @__cudaPopCallConfiguration(ptr nonnull %59, ptr nonnull %60, ptr nonnull %61, ptr nonnull %62)
  %245 = load i64, ptr %61, align 8
  %246 = load ptr, ptr %62, align 8
  %247 = load i64, ptr %59, align 8
  %248 = getelementptr inbounds i8, ptr %59, i64 8
  %249 = load i32, ptr %248, align 8
  %250 = load i64, ptr %60, align 8
  %251 = getelementptr inbounds i8, ptr %60, i64 8
  %252 = load i32, ptr %251, align 8
  %253 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %247, i32 %249, i64 %250, i32 %252, ptr noundef nonnull %63, i64 noundef %245, ptr noundef %246)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  br label %254

254:                                              ; preds = %240, %237
  %255 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %257, label %271

257:                                              ; preds = %254
  %258 = load ptr, ptr %99, align 8, !tbaa !6
  %259 = load ptr, ptr %106, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56)
  store ptr %258, ptr %50, align 8, !tbaa !6
  store ptr %259, ptr %51, align 8, !tbaa !6
  store ptr %50, ptr %56, align 16
  %260 = getelementptr inbounds ptr, ptr %56, i64 1
  store ptr %51, ptr %260, align 8
  %261 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55)
  %262 = load i64, ptr %54, align 8
  %263 = load ptr, ptr %55, align 8
  %264 = load i64, ptr %52, align 8
  %265 = getelementptr inbounds i8, ptr %52, i64 8
  %266 = load i32, ptr %265, align 8
  %267 = load i64, ptr %53, align 8
  %268 = getelementptr inbounds i8, ptr %53, i64 8
  %269 = load i32, ptr %268, align 8
  %270 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %264, i32 %266, i64 %267, i32 %269, ptr noundef nonnull %56, i64 noundef %262, ptr noundef %263)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56)
  br label %271

271:                                              ; preds = %257, %254
  %272 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %273 = icmp eq i32 %272, 0
  br i1 %273, label %274, label %288

274:                                              ; preds = %271
  %275 = load ptr, ptr %106, align 8, !tbaa !6
  %276 = load ptr, ptr %107, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49)
  store ptr %275, ptr %43, align 8, !tbaa !6
  store ptr %276, ptr %44, align 8, !tbaa !6
  store ptr %43, ptr %49, align 16
  %277 = getelementptr inbounds ptr, ptr %49, i64 1
  store ptr %44, ptr %277, align 8
  %278 = call i32 @__cudaPopCallConfiguration(ptr nonnull %45, ptr nonnull %46, ptr nonnull %47, ptr nonnull %48)
  %279 = load i64, ptr %47, align 8
  %280 = load ptr, ptr %48, align 8
  %281 = load i64, ptr %45, align 8
  %282 = getelementptr inbounds i8, ptr %45, i64 8
  %283 = load i32, ptr %282, align 8
  %284 = load i64, ptr %46, align 8
  %285 = getelementptr inbounds i8, ptr %46, i64 8
  %286 = load i32, ptr %285, align 8
  %287 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %281, i32 %283, i64 %284, i32 %286, ptr noundef nonnull %49, i64 noundef %279, ptr noundef %280)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49)
  br label %288

288:                                              ; preds = %274, %271
  %289 = getelementptr inbounds ptr, ptr %42, i64 1
  %290 = getelementptr inbounds i8, ptr %38, i64 8
  %291 = getelementptr inbounds i8, ptr %39, i64 8
  %292 = getelementptr inbounds ptr, ptr %35, i64 1
  %293 = getelementptr inbounds i8, ptr %31, i64 8
  %294 = getelementptr inbounds i8, ptr %32, i64 8
  br label %298

295:                                              ; preds = %327
  %296 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %297 = icmp eq i32 %296, 0
  br i1 %297, label %330, label %344

298:                                              ; preds = %288, %327
  %299 = phi i32 [ 0, %288 ], [ %328, %327 ]
  %300 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %313

302:                                              ; preds = %298
  %303 = load ptr, ptr %99, align 8, !tbaa !6
  %304 = load ptr, ptr %108, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store ptr %303, ptr %36, align 8, !tbaa !6
  store ptr %304, ptr %37, align 8, !tbaa !6
  store ptr %36, ptr %42, align 16
  store ptr %37, ptr %289, align 8
  %305 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41)
  %306 = load i64, ptr %40, align 8
  %307 = load ptr, ptr %41, align 8
  %308 = load i64, ptr %38, align 8
  %309 = load i32, ptr %290, align 8
  %310 = load i64, ptr %39, align 8
  %311 = load i32, ptr %291, align 8
  %312 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %308, i32 %309, i64 %310, i32 %311, ptr noundef nonnull %42, i64 noundef %306, ptr noundef %307)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  br label %313

313:                                              ; preds = %302, %298
  %314 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %316, label %327

316:                                              ; preds = %313
  %317 = load ptr, ptr %108, align 8, !tbaa !6
  %318 = load ptr, ptr %109, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  store ptr %317, ptr %29, align 8, !tbaa !6
  store ptr %318, ptr %30, align 8, !tbaa !6
  store ptr %29, ptr %35, align 16
  store ptr %30, ptr %292, align 8
  %319 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %320 = load i64, ptr %33, align 8
  %321 = load ptr, ptr %34, align 8
  %322 = load i64, ptr %31, align 8
  %323 = load i32, ptr %293, align 8
  %324 = load i64, ptr %32, align 8
  %325 = load i32, ptr %294, align 8
  %326 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %322, i32 %323, i64 %324, i32 %325, ptr noundef nonnull %35, i64 noundef %320, ptr noundef %321)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  br label %327

327:                                              ; preds = %313, %316
  %328 = add nuw nsw i32 %299, 1
  %329 = icmp eq i32 %328, 40
  br i1 %329, label %295, label %298, !llvm.loop !16

330:                                              ; preds = %295
  %331 = load ptr, ptr %99, align 8, !tbaa !6
  %332 = load ptr, ptr %110, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store ptr %331, ptr %22, align 8, !tbaa !6
  store ptr %332, ptr %23, align 8, !tbaa !6
  store ptr %22, ptr %28, align 16
  %333 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %23, ptr %333, align 8
  %334 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %335 = load i64, ptr %26, align 8
  %336 = load ptr, ptr %27, align 8
  %337 = load i64, ptr %24, align 8
  %338 = getelementptr inbounds i8, ptr %24, i64 8
  %339 = load i32, ptr %338, align 8
  %340 = load i64, ptr %25, align 8
  %341 = getelementptr inbounds i8, ptr %25, i64 8
  %342 = load i32, ptr %341, align 8
  %343 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__scale_upper_halfPKfPf, i64 %337, i32 %339, i64 %340, i32 %342, ptr noundef nonnull %28, i64 noundef %335, ptr noundef %336)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br label %344

344:                                              ; preds = %330, %295
  %345 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %346 = icmp eq i32 %345, 0
  br i1 %346, label %347, label %361

347:                                              ; preds = %344
  %348 = load ptr, ptr %110, align 8, !tbaa !6
  %349 = load ptr, ptr %111, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store ptr %348, ptr %15, align 8, !tbaa !6
  store ptr %349, ptr %16, align 8, !tbaa !6
  store ptr %15, ptr %21, align 16
  %350 = getelementptr inbounds ptr, ptr %21, i64 1
  store ptr %16, ptr %350, align 8
  %351 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20)
  %352 = load i64, ptr %19, align 8
  %353 = load ptr, ptr %20, align 8
  %354 = load i64, ptr %17, align 8
  %355 = getelementptr inbounds i8, ptr %17, i64 8
  %356 = load i32, ptr %355, align 8
  %357 = load i64, ptr %18, align 8
  %358 = getelementptr inbounds i8, ptr %18, i64 8
  %359 = load i32, ptr %358, align 8
  %360 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %354, i32 %356, i64 %357, i32 %359, ptr noundef nonnull %21, i64 noundef %352, ptr noundef %353)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  br label %361

361:                                              ; preds = %347, %344
  %362 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %363 = icmp eq i32 %362, 0
  br i1 %363, label %364, label %378

364:                                              ; preds = %361
  %365 = load ptr, ptr %99, align 8, !tbaa !6
  %366 = load ptr, ptr %112, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %365, ptr %8, align 8, !tbaa !6
  store ptr %366, ptr %9, align 8, !tbaa !6
  store ptr %8, ptr %14, align 16
  %367 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %9, ptr %367, align 8
  %368 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %369 = load i64, ptr %12, align 8
  %370 = load ptr, ptr %13, align 8
  %371 = load i64, ptr %10, align 8
  %372 = getelementptr inbounds i8, ptr %10, i64 8
  %373 = load i32, ptr %372, align 8
  %374 = load i64, ptr %11, align 8
  %375 = getelementptr inbounds i8, ptr %11, i64 8
  %376 = load i32, ptr %375, align 8
  %377 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__scale_positivePKfPf, i64 %371, i32 %373, i64 %374, i32 %376, ptr noundef nonnull %14, i64 noundef %369, ptr noundef %370)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  br label %378

378:                                              ; preds = %364, %361
  %379 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %380 = icmp eq i32 %379, 0
  br i1 %380, label %381, label %395

381:                                              ; preds = %378
  %382 = load ptr, ptr %112, align 8, !tbaa !6
  %383 = load ptr, ptr %113, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %382, ptr %1, align 8, !tbaa !6
  store ptr %383, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  %384 = getelementptr inbounds ptr, ptr %7, i64 1
  store ptr %2, ptr %384, align 8
  %385 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %386 = load i64, ptr %5, align 8
  %387 = load ptr, ptr %6, align 8
  %388 = load i64, ptr %3, align 8
  %389 = getelementptr inbounds i8, ptr %3, i64 8
  %390 = load i32, ptr %389, align 8
  %391 = load i64, ptr %4, align 8
  %392 = getelementptr inbounds i8, ptr %4, i64 8
  %393 = load i32, ptr %392, align 8
  %394 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %388, i32 %390, i64 %391, i32 %393, ptr noundef nonnull %7, i64 noundef %386, ptr noundef %387)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %395

395:                                              ; preds = %381, %378
  %396 = load ptr, ptr %101, align 8, !tbaa !6
  %397 = load ptr, ptr %103, align 8, !tbaa !6
  %398 = load ptr, ptr %105, align 8, !tbaa !6
  %399 = load ptr, ptr %107, align 8, !tbaa !6
  %400 = load ptr, ptr %109, align 8, !tbaa !6
  %401 = load ptr, ptr %104, align 8, !tbaa !6
  %402 = load ptr, ptr %111, align 8, !tbaa !6
  %403 = load ptr, ptr %113, align 8, !tbaa !6
  %404 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %396, i64 noundef 24576, i32 noundef 2)
  br label %592

405:                                              ; preds = %592
  %406 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %397, i64 noundef 24576, i32 noundef 2)
  br label %407

407:                                              ; preds = %407, %405
  %408 = phi i64 [ 0, %405 ], [ %425, %407 ]
  %409 = phi float [ %617, %405 ], [ %424, %407 ]
  %410 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %408
  %411 = load float, ptr %410, align 16, !tbaa !10
  %412 = call float @llvm.fmuladd.f32(float %411, float 2.000000e+00, float %409)
  %413 = or i64 %408, 1
  %414 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %413
  %415 = load float, ptr %414, align 4, !tbaa !10
  %416 = call float @llvm.fmuladd.f32(float %415, float 2.000000e+00, float %412)
  %417 = or i64 %408, 2
  %418 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %417
  %419 = load float, ptr %418, align 8, !tbaa !10
  %420 = call float @llvm.fmuladd.f32(float %419, float 2.000000e+00, float %416)
  %421 = or i64 %408, 3
  %422 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %421
  %423 = load float, ptr %422, align 4, !tbaa !10
  %424 = call float @llvm.fmuladd.f32(float %423, float 2.000000e+00, float %420)
  %425 = add nuw nsw i64 %408, 4
  %426 = icmp eq i64 %425, 6144
  br i1 %426, label %427, label %407, !llvm.loop !17

427:                                              ; preds = %407
  %428 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %398, i64 noundef 24576, i32 noundef 2)
  br label %429

429:                                              ; preds = %429, %427
  %430 = phi i64 [ 0, %427 ], [ %447, %429 ]
  %431 = phi float [ %424, %427 ], [ %446, %429 ]
  %432 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %430
  %433 = load float, ptr %432, align 16, !tbaa !10
  %434 = call float @llvm.fmuladd.f32(float %433, float 3.000000e+00, float %431)
  %435 = or i64 %430, 1
  %436 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %435
  %437 = load float, ptr %436, align 4, !tbaa !10
  %438 = call float @llvm.fmuladd.f32(float %437, float 3.000000e+00, float %434)
  %439 = or i64 %430, 2
  %440 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %439
  %441 = load float, ptr %440, align 8, !tbaa !10
  %442 = call float @llvm.fmuladd.f32(float %441, float 3.000000e+00, float %438)
  %443 = or i64 %430, 3
  %444 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !10
  %446 = call float @llvm.fmuladd.f32(float %445, float 3.000000e+00, float %442)
  %447 = add nuw nsw i64 %430, 4
  %448 = icmp eq i64 %447, 6144
  br i1 %448, label %449, label %429, !llvm.loop !17

449:                                              ; preds = %429
  %450 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %399, i64 noundef 24576, i32 noundef 2)
  br label %451

451:                                              ; preds = %451, %449
  %452 = phi i64 [ 0, %449 ], [ %469, %451 ]
  %453 = phi float [ %446, %449 ], [ %468, %451 ]
  %454 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %452
  %455 = load float, ptr %454, align 16, !tbaa !10
  %456 = call float @llvm.fmuladd.f32(float %455, float 4.000000e+00, float %453)
  %457 = or i64 %452, 1
  %458 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %457
  %459 = load float, ptr %458, align 4, !tbaa !10
  %460 = call float @llvm.fmuladd.f32(float %459, float 4.000000e+00, float %456)
  %461 = or i64 %452, 2
  %462 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %461
  %463 = load float, ptr %462, align 8, !tbaa !10
  %464 = call float @llvm.fmuladd.f32(float %463, float 4.000000e+00, float %460)
  %465 = or i64 %452, 3
  %466 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %465
  %467 = load float, ptr %466, align 4, !tbaa !10
  %468 = call float @llvm.fmuladd.f32(float %467, float 4.000000e+00, float %464)
  %469 = add nuw nsw i64 %452, 4
  %470 = icmp eq i64 %469, 6144
  br i1 %470, label %471, label %451, !llvm.loop !17

471:                                              ; preds = %451
  %472 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %400, i64 noundef 24576, i32 noundef 2)
  br label %473

473:                                              ; preds = %473, %471
  %474 = phi i64 [ 0, %471 ], [ %491, %473 ]
  %475 = phi float [ %468, %471 ], [ %490, %473 ]
  %476 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %474
  %477 = load float, ptr %476, align 16, !tbaa !10
  %478 = call float @llvm.fmuladd.f32(float %477, float 5.000000e+00, float %475)
  %479 = or i64 %474, 1
  %480 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !10
  %482 = call float @llvm.fmuladd.f32(float %481, float 5.000000e+00, float %478)
  %483 = or i64 %474, 2
  %484 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %483
  %485 = load float, ptr %484, align 8, !tbaa !10
  %486 = call float @llvm.fmuladd.f32(float %485, float 5.000000e+00, float %482)
  %487 = or i64 %474, 3
  %488 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %487
  %489 = load float, ptr %488, align 4, !tbaa !10
  %490 = call float @llvm.fmuladd.f32(float %489, float 5.000000e+00, float %486)
  %491 = add nuw nsw i64 %474, 4
  %492 = icmp eq i64 %491, 6144
  br i1 %492, label %493, label %473, !llvm.loop !17

493:                                              ; preds = %473
  %494 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %401, i64 noundef 24576, i32 noundef 2)
  br label %495

495:                                              ; preds = %495, %493
  %496 = phi i64 [ 0, %493 ], [ %513, %495 ]
  %497 = phi float [ %490, %493 ], [ %512, %495 ]
  %498 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %496
  %499 = load float, ptr %498, align 16, !tbaa !10
  %500 = call float @llvm.fmuladd.f32(float %499, float 6.000000e+00, float %497)
  %501 = or i64 %496, 1
  %502 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !10
  %504 = call float @llvm.fmuladd.f32(float %503, float 6.000000e+00, float %500)
  %505 = or i64 %496, 2
  %506 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %505
  %507 = load float, ptr %506, align 8, !tbaa !10
  %508 = call float @llvm.fmuladd.f32(float %507, float 6.000000e+00, float %504)
  %509 = or i64 %496, 3
  %510 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %509
  %511 = load float, ptr %510, align 4, !tbaa !10
  %512 = call float @llvm.fmuladd.f32(float %511, float 6.000000e+00, float %508)
  %513 = add nuw nsw i64 %496, 4
  %514 = icmp eq i64 %513, 6144
  br i1 %514, label %515, label %495, !llvm.loop !17

515:                                              ; preds = %495
  %516 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %402, i64 noundef 24576, i32 noundef 2)
  br label %517

517:                                              ; preds = %517, %515
  %518 = phi i64 [ 0, %515 ], [ %535, %517 ]
  %519 = phi float [ %512, %515 ], [ %534, %517 ]
  %520 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %518
  %521 = load float, ptr %520, align 16, !tbaa !10
  %522 = call float @llvm.fmuladd.f32(float %521, float 7.000000e+00, float %519)
  %523 = or i64 %518, 1
  %524 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %523
  %525 = load float, ptr %524, align 4, !tbaa !10
  %526 = call float @llvm.fmuladd.f32(float %525, float 7.000000e+00, float %522)
  %527 = or i64 %518, 2
  %528 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %527
  %529 = load float, ptr %528, align 8, !tbaa !10
  %530 = call float @llvm.fmuladd.f32(float %529, float 7.000000e+00, float %526)
  %531 = or i64 %518, 3
  %532 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %531
  %533 = load float, ptr %532, align 4, !tbaa !10
  %534 = call float @llvm.fmuladd.f32(float %533, float 7.000000e+00, float %530)
  %535 = add nuw nsw i64 %518, 4
  %536 = icmp eq i64 %535, 6144
  br i1 %536, label %537, label %517, !llvm.loop !17

537:                                              ; preds = %517
  %538 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %403, i64 noundef 24576, i32 noundef 2)
  br label %539

539:                                              ; preds = %539, %537
  %540 = phi i64 [ 0, %537 ], [ %557, %539 ]
  %541 = phi float [ %534, %537 ], [ %556, %539 ]
  %542 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %540
  %543 = load float, ptr %542, align 16, !tbaa !10
  %544 = call float @llvm.fmuladd.f32(float %543, float 8.000000e+00, float %541)
  %545 = or i64 %540, 1
  %546 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %545
  %547 = load float, ptr %546, align 4, !tbaa !10
  %548 = call float @llvm.fmuladd.f32(float %547, float 8.000000e+00, float %544)
  %549 = or i64 %540, 2
  %550 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %549
  %551 = load float, ptr %550, align 8, !tbaa !10
  %552 = call float @llvm.fmuladd.f32(float %551, float 8.000000e+00, float %548)
  %553 = or i64 %540, 3
  %554 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %553
  %555 = load float, ptr %554, align 4, !tbaa !10
  %556 = call float @llvm.fmuladd.f32(float %555, float 8.000000e+00, float %552)
  %557 = add nuw nsw i64 %540, 4
  %558 = icmp eq i64 %557, 6144
  br i1 %558, label %559, label %539, !llvm.loop !17

559:                                              ; preds = %539
  %560 = fpext float %556 to double
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %560)
  %562 = load ptr, ptr %99, align 8, !tbaa !6
  %563 = call i32 @cudaFree(ptr noundef %562)
  %564 = load ptr, ptr %100, align 8, !tbaa !6
  %565 = call i32 @cudaFree(ptr noundef %564)
  %566 = load ptr, ptr %101, align 8, !tbaa !6
  %567 = call i32 @cudaFree(ptr noundef %566)
  %568 = load ptr, ptr %102, align 8, !tbaa !6
  %569 = call i32 @cudaFree(ptr noundef %568)
  %570 = load ptr, ptr %103, align 8, !tbaa !6
  %571 = call i32 @cudaFree(ptr noundef %570)
  %572 = load ptr, ptr %104, align 8, !tbaa !6
  %573 = call i32 @cudaFree(ptr noundef %572)
  %574 = load ptr, ptr %105, align 8, !tbaa !6
  %575 = call i32 @cudaFree(ptr noundef %574)
  %576 = load ptr, ptr %106, align 8, !tbaa !6
  %577 = call i32 @cudaFree(ptr noundef %576)
  %578 = load ptr, ptr %107, align 8, !tbaa !6
  %579 = call i32 @cudaFree(ptr noundef %578)
  %580 = load ptr, ptr %108, align 8, !tbaa !6
  %581 = call i32 @cudaFree(ptr noundef %580)
  %582 = load ptr, ptr %109, align 8, !tbaa !6
  %583 = call i32 @cudaFree(ptr noundef %582)
  %584 = load ptr, ptr %110, align 8, !tbaa !6
  %585 = call i32 @cudaFree(ptr noundef %584)
  %586 = load ptr, ptr %111, align 8, !tbaa !6
  %587 = call i32 @cudaFree(ptr noundef %586)
  %588 = load ptr, ptr %112, align 8, !tbaa !6
  %589 = call i32 @cudaFree(ptr noundef %588)
  %590 = load ptr, ptr %113, align 8, !tbaa !6
  %591 = call i32 @cudaFree(ptr noundef %590)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %109) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99) #5
  ret i32 0

592:                                              ; preds = %592, %395
  %593 = phi i64 [ 0, %395 ], [ %618, %592 ]
  %594 = phi float [ 0.000000e+00, %395 ], [ %617, %592 ]
  %595 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %593
  %596 = load float, ptr %595, align 8, !tbaa !10
  %597 = fadd float %596, %594
  %598 = or i64 %593, 1
  %599 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %598
  %600 = load float, ptr %599, align 4, !tbaa !10
  %601 = fadd float %600, %597
  %602 = add nuw nsw i64 %593, 2
  %603 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %602
  %604 = load float, ptr %603, align 8, !tbaa !10
  %605 = fadd float %604, %601
  %606 = add nuw nsw i64 %593, 3
  %607 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %606
  %608 = load float, ptr %607, align 4, !tbaa !10
  %609 = fadd float %608, %605
  %610 = add nuw nsw i64 %593, 4
  %611 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %610
  %612 = load float, ptr %611, align 8, !tbaa !10
  %613 = fadd float %612, %609
  %614 = add nuw nsw i64 %593, 5
  %615 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %614
  %616 = load float, ptr %615, align 4, !tbaa !10
  %617 = fadd float %616, %613
  %618 = add nuw nsw i64 %593, 6
  %619 = icmp eq i64 %618, 6144
  br i1 %619, label %405, label %592, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #2

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
