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
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  br label %82

82:                                               ; preds = %82, %0
  %83 = phi i64 [ 0, %0 ], [ %94, %82 ]
  %84 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %95, %82 ]
  %85 = add <4 x i16> %84, <i16 4, i16 4, i16 4, i16 4>
  %86 = urem <4 x i16> %84, <i16 23, i16 23, i16 23, i16 23>
  %87 = urem <4 x i16> %85, <i16 23, i16 23, i16 23, i16 23>
  %88 = uitofp <4 x i16> %86 to <4 x float>
  %89 = uitofp <4 x i16> %87 to <4 x float>
  %90 = fadd <4 x float> %88, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %91 = fadd <4 x float> %89, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %92 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %83
  store <4 x float> %90, ptr %92, align 16, !tbaa !10
  %93 = getelementptr inbounds float, ptr %92, i64 4
  store <4 x float> %91, ptr %93, align 16, !tbaa !10
  %94 = add nuw i64 %83, 8
  %95 = add <4 x i16> %84, <i16 8, i16 8, i16 8, i16 8>
  %96 = icmp eq i64 %94, 6144
  br i1 %96, label %97, label %82, !llvm.loop !12

97:                                               ; preds = %82
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81) #5
  %98 = call i32 @cudaMalloc(ptr noundef nonnull %71, i64 noundef 24576)
  %99 = call i32 @cudaMalloc(ptr noundef nonnull %72, i64 noundef 24576)
  %100 = call i32 @cudaMalloc(ptr noundef nonnull %73, i64 noundef 24576)
  %101 = call i32 @cudaMalloc(ptr noundef nonnull %74, i64 noundef 24576)
  %102 = call i32 @cudaMalloc(ptr noundef nonnull %75, i64 noundef 24576)
  %103 = call i32 @cudaMalloc(ptr noundef nonnull %76, i64 noundef 24576)
  %104 = call i32 @cudaMalloc(ptr noundef nonnull %77, i64 noundef 24576)
  %105 = call i32 @cudaMalloc(ptr noundef nonnull %78, i64 noundef 24576)
  %106 = call i32 @cudaMalloc(ptr noundef nonnull %79, i64 noundef 24576)
  %107 = call i32 @cudaMalloc(ptr noundef nonnull %80, i64 noundef 24576)
  %108 = call i32 @cudaMalloc(ptr noundef nonnull %81, i64 noundef 24576)
  %109 = load ptr, ptr %71, align 8, !tbaa !6
  %110 = call i32 @cudaMemcpy(ptr noundef %109, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %111 = load ptr, ptr %78, align 8, !tbaa !6
  %112 = call i32 @cudaMemcpy(ptr noundef %111, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %113 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %114 = icmp eq i32 %113, 0
  br i1 %114, label %115, label %129

115:                                              ; preds = %97
  %116 = load ptr, ptr %71, align 8, !tbaa !6
  %117 = load ptr, ptr %72, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70)
  store ptr %116, ptr %64, align 8, !tbaa !6
  store ptr %117, ptr %65, align 8, !tbaa !6
  store ptr %64, ptr %70, align 16
  %118 = getelementptr inbounds ptr, ptr %70, i64 1
  store ptr %65, ptr %118, align 8
  %119 = call i32 @__cudaPopCallConfiguration(ptr nonnull %66, ptr nonnull %67, ptr nonnull %68, ptr nonnull %69)
  %120 = load i64, ptr %68, align 8
  %121 = load ptr, ptr %69, align 8
  %122 = load i64, ptr %66, align 8
  %123 = getelementptr inbounds i8, ptr %66, i64 8
  %124 = load i32, ptr %123, align 8
  %125 = load i64, ptr %67, align 8
  %126 = getelementptr inbounds i8, ptr %67, i64 8
  %127 = load i32, ptr %126, align 8
  %128 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %122, i32 %124, i64 %125, i32 %127, ptr noundef nonnull %70, i64 noundef %120, ptr noundef %121)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70)
  br label %129

129:                                              ; preds = %115, %97
  %130 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %132, label %146

132:                                              ; preds = %129
  %133 = load ptr, ptr %72, align 8, !tbaa !6
  %134 = load ptr, ptr %73, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  store ptr %133, ptr %57, align 8, !tbaa !6
  store ptr %134, ptr %58, align 8, !tbaa !6
  store ptr %57, ptr %63, align 16
  %135 = getelementptr inbounds ptr, ptr %63, i64 1
  store ptr %58, ptr %135, align 8
  %136 = call i32 @__cudaPopCallConfiguration(ptr nonnull %59, ptr nonnull %60, ptr nonnull %61, ptr nonnull %62)
  %137 = load i64, ptr %61, align 8
  %138 = load ptr, ptr %62, align 8
  %139 = load i64, ptr %59, align 8
  %140 = getelementptr inbounds i8, ptr %59, i64 8
  %141 = load i32, ptr %140, align 8
  %142 = load i64, ptr %60, align 8
  %143 = getelementptr inbounds i8, ptr %60, i64 8
  %144 = load i32, ptr %143, align 8
  %145 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %139, i32 %141, i64 %142, i32 %144, ptr noundef nonnull %63, i64 noundef %137, ptr noundef %138)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  br label %146

146:                                              ; preds = %132, %129
  %147 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %148 = icmp eq i32 %147, 0
  br i1 %148, label %149, label %163

149:                                              ; preds = %146
  %150 = load ptr, ptr %71, align 8, !tbaa !6
  %151 = load ptr, ptr %74, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56)
  store ptr %150, ptr %50, align 8, !tbaa !6
  store ptr %151, ptr %51, align 8, !tbaa !6
  store ptr %50, ptr %56, align 16
  %152 = getelementptr inbounds ptr, ptr %56, i64 1
  store ptr %51, ptr %152, align 8
  %153 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55)
  %154 = load i64, ptr %54, align 8
  %155 = load ptr, ptr %55, align 8
  %156 = load i64, ptr %52, align 8
  %157 = getelementptr inbounds i8, ptr %52, i64 8
  %158 = load i32, ptr %157, align 8
  %159 = load i64, ptr %53, align 8
  %160 = getelementptr inbounds i8, ptr %53, i64 8
  %161 = load i32, ptr %160, align 8
  %162 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %156, i32 %158, i64 %159, i32 %161, ptr noundef nonnull %56, i64 noundef %154, ptr noundef %155)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56)
  br label %163

163:                                              ; preds = %149, %146
  %164 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %165 = icmp eq i32 %164, 0
  br i1 %165, label %166, label %180

166:                                              ; preds = %163
  %167 = load ptr, ptr %74, align 8, !tbaa !6
  %168 = load ptr, ptr %75, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49)
  store ptr %167, ptr %43, align 8, !tbaa !6
  store ptr %168, ptr %44, align 8, !tbaa !6
  store ptr %43, ptr %49, align 16
  %169 = getelementptr inbounds ptr, ptr %49, i64 1
  store ptr %44, ptr %169, align 8
  %170 = call i32 @__cudaPopCallConfiguration(ptr nonnull %45, ptr nonnull %46, ptr nonnull %47, ptr nonnull %48)
  %171 = load i64, ptr %47, align 8
  %172 = load ptr, ptr %48, align 8
  %173 = load i64, ptr %45, align 8
  %174 = getelementptr inbounds i8, ptr %45, i64 8
  %175 = load i32, ptr %174, align 8
  %176 = load i64, ptr %46, align 8
  %177 = getelementptr inbounds i8, ptr %46, i64 8
  %178 = load i32, ptr %177, align 8
  %179 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %173, i32 %175, i64 %176, i32 %178, ptr noundef nonnull %49, i64 noundef %171, ptr noundef %172)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49)
  br label %180

180:                                              ; preds = %166, %163
  %181 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %183, label %197

183:                                              ; preds = %180
  %184 = load ptr, ptr %71, align 8, !tbaa !6
  %185 = load ptr, ptr %76, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store ptr %184, ptr %36, align 8, !tbaa !6
  store ptr %185, ptr %37, align 8, !tbaa !6
  store ptr %36, ptr %42, align 16
  %186 = getelementptr inbounds ptr, ptr %42, i64 1
  store ptr %37, ptr %186, align 8
  %187 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41)
  %188 = load i64, ptr %40, align 8
  %189 = load ptr, ptr %41, align 8
  %190 = load i64, ptr %38, align 8
  %191 = getelementptr inbounds i8, ptr %38, i64 8
  %192 = load i32, ptr %191, align 8
  %193 = load i64, ptr %39, align 8
  %194 = getelementptr inbounds i8, ptr %39, i64 8
  %195 = load i32, ptr %194, align 8
  %196 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %190, i32 %192, i64 %193, i32 %195, ptr noundef nonnull %42, i64 noundef %188, ptr noundef %189)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  br label %197

197:                                              ; preds = %183, %180
  %198 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %199 = icmp eq i32 %198, 0
  br i1 %199, label %200, label %214

200:                                              ; preds = %197
  %201 = load ptr, ptr %76, align 8, !tbaa !6
  %202 = load ptr, ptr %77, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  store ptr %201, ptr %29, align 8, !tbaa !6
  store ptr %202, ptr %30, align 8, !tbaa !6
  store ptr %29, ptr %35, align 16
  %203 = getelementptr inbounds ptr, ptr %35, i64 1
  store ptr %30, ptr %203, align 8
  %204 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %205 = load i64, ptr %33, align 8
  %206 = load ptr, ptr %34, align 8
  %207 = load i64, ptr %31, align 8
  %208 = getelementptr inbounds i8, ptr %31, i64 8
  %209 = load i32, ptr %208, align 8
  %210 = load i64, ptr %32, align 8
  %211 = getelementptr inbounds i8, ptr %32, i64 8
  %212 = load i32, ptr %211, align 8
  %213 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %207, i32 %209, i64 %210, i32 %212, ptr noundef nonnull %35, i64 noundef %205, ptr noundef %206)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  br label %214

214:                                              ; preds = %200, %197
  %215 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %216 = icmp eq i32 %215, 0
  br i1 %216, label %217, label %231

217:                                              ; preds = %214
  %218 = load ptr, ptr %71, align 8, !tbaa !6
  %219 = load ptr, ptr %78, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store ptr %218, ptr %22, align 8, !tbaa !6
  store ptr %219, ptr %23, align 8, !tbaa !6
  store ptr %22, ptr %28, align 16
  %220 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %23, ptr %220, align 8
  %221 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %222 = load i64, ptr %26, align 8
  %223 = load ptr, ptr %27, align 8
  %224 = load i64, ptr %24, align 8
  %225 = getelementptr inbounds i8, ptr %24, i64 8
  %226 = load i32, ptr %225, align 8
  %227 = load i64, ptr %25, align 8
  %228 = getelementptr inbounds i8, ptr %25, i64 8
  %229 = load i32, ptr %228, align 8
  %230 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %224, i32 %226, i64 %227, i32 %229, ptr noundef nonnull %28, i64 noundef %222, ptr noundef %223)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br label %231

231:                                              ; preds = %217, %214
  %232 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %233 = icmp eq i32 %232, 0
  br i1 %233, label %234, label %248

234:                                              ; preds = %231
  %235 = load ptr, ptr %78, align 8, !tbaa !6
  %236 = load ptr, ptr %79, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store ptr %235, ptr %15, align 8, !tbaa !6
  store ptr %236, ptr %16, align 8, !tbaa !6
  store ptr %15, ptr %21, align 16
  %237 = getelementptr inbounds ptr, ptr %21, i64 1
  store ptr %16, ptr %237, align 8
  %238 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20)
  %239 = load i64, ptr %19, align 8
  %240 = load ptr, ptr %20, align 8
  %241 = load i64, ptr %17, align 8
  %242 = getelementptr inbounds i8, ptr %17, i64 8
  %243 = load i32, ptr %242, align 8
  %244 = load i64, ptr %18, align 8
  %245 = getelementptr inbounds i8, ptr %18, i64 8
  %246 = load i32, ptr %245, align 8
  %247 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %241, i32 %243, i64 %244, i32 %246, ptr noundef nonnull %21, i64 noundef %239, ptr noundef %240)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  br label %248

248:                                              ; preds = %234, %231
  %249 = getelementptr inbounds ptr, ptr %14, i64 1
  %250 = getelementptr inbounds i8, ptr %10, i64 8
  %251 = getelementptr inbounds i8, ptr %11, i64 8
  %252 = getelementptr inbounds ptr, ptr %7, i64 1
  %253 = getelementptr inbounds i8, ptr %3, i64 8
  %254 = getelementptr inbounds i8, ptr %4, i64 8
  br label %263

255:                                              ; preds = %292
  %256 = load ptr, ptr %73, align 8, !tbaa !6
  %257 = load ptr, ptr %75, align 8, !tbaa !6
  %258 = load ptr, ptr %77, align 8, !tbaa !6
  %259 = load ptr, ptr %79, align 8, !tbaa !6
  %260 = load ptr, ptr %81, align 8, !tbaa !6
  %261 = load ptr, ptr %76, align 8, !tbaa !6
  %262 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %256, i64 noundef 24576, i32 noundef 2)
  br label %430

263:                                              ; preds = %248, %292
  %264 = phi i32 [ 0, %248 ], [ %293, %292 ]
  %265 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %266 = icmp eq i32 %265, 0
  br i1 %266, label %267, label %278

267:                                              ; preds = %263
  %268 = load ptr, ptr %71, align 8, !tbaa !6
  %269 = load ptr, ptr %80, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %268, ptr %8, align 8, !tbaa !6
  store ptr %269, ptr %9, align 8, !tbaa !6
  store ptr %8, ptr %14, align 16
  store ptr %9, ptr %249, align 8
  %270 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %271 = load i64, ptr %12, align 8
  %272 = load ptr, ptr %13, align 8
  %273 = load i64, ptr %10, align 8
  %274 = load i32, ptr %250, align 8
  %275 = load i64, ptr %11, align 8
  %276 = load i32, ptr %251, align 8
  %277 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %273, i32 %274, i64 %275, i32 %276, ptr noundef nonnull %14, i64 noundef %271, ptr noundef %272)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  br label %278

278:                                              ; preds = %267, %263
  %279 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %281, label %292

281:                                              ; preds = %278
  %282 = load ptr, ptr %80, align 8, !tbaa !6
  %283 = load ptr, ptr %81, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %282, ptr %1, align 8, !tbaa !6
  store ptr %283, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  store ptr %2, ptr %252, align 8
  %284 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %285 = load i64, ptr %5, align 8
  %286 = load ptr, ptr %6, align 8
  %287 = load i64, ptr %3, align 8
  %288 = load i32, ptr %253, align 8
  %289 = load i64, ptr %4, align 8
  %290 = load i32, ptr %254, align 8
  %291 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %287, i32 %288, i64 %289, i32 %290, ptr noundef nonnull %7, i64 noundef %285, ptr noundef %286)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %292

292:                                              ; preds = %278, %281
  %293 = add nuw nsw i32 %264, 1
  %294 = icmp eq i32 %293, 40
  br i1 %294, label %255, label %263, !llvm.loop !16

295:                                              ; preds = %430
  %296 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %257, i64 noundef 24576, i32 noundef 2)
  br label %297

297:                                              ; preds = %297, %295
  %298 = phi i64 [ 0, %295 ], [ %315, %297 ]
  %299 = phi float [ %455, %295 ], [ %314, %297 ]
  %300 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %298
  %301 = load float, ptr %300, align 16, !tbaa !10
  %302 = call float @llvm.fmuladd.f32(float %301, float 2.000000e+00, float %299)
  %303 = or i64 %298, 1
  %304 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !10
  %306 = call float @llvm.fmuladd.f32(float %305, float 2.000000e+00, float %302)
  %307 = or i64 %298, 2
  %308 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %307
  %309 = load float, ptr %308, align 8, !tbaa !10
  %310 = call float @llvm.fmuladd.f32(float %309, float 2.000000e+00, float %306)
  %311 = or i64 %298, 3
  %312 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %311
  %313 = load float, ptr %312, align 4, !tbaa !10
  %314 = call float @llvm.fmuladd.f32(float %313, float 2.000000e+00, float %310)
  %315 = add nuw nsw i64 %298, 4
  %316 = icmp eq i64 %315, 6144
  br i1 %316, label %317, label %297, !llvm.loop !17

317:                                              ; preds = %297
  %318 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %258, i64 noundef 24576, i32 noundef 2)
  br label %319

319:                                              ; preds = %319, %317
  %320 = phi i64 [ 0, %317 ], [ %337, %319 ]
  %321 = phi float [ %314, %317 ], [ %336, %319 ]
  %322 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %320
  %323 = load float, ptr %322, align 16, !tbaa !10
  %324 = call float @llvm.fmuladd.f32(float %323, float 3.000000e+00, float %321)
  %325 = or i64 %320, 1
  %326 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %325
  %327 = load float, ptr %326, align 4, !tbaa !10
  %328 = call float @llvm.fmuladd.f32(float %327, float 3.000000e+00, float %324)
  %329 = or i64 %320, 2
  %330 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %329
  %331 = load float, ptr %330, align 8, !tbaa !10
  %332 = call float @llvm.fmuladd.f32(float %331, float 3.000000e+00, float %328)
  %333 = or i64 %320, 3
  %334 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %333
  %335 = load float, ptr %334, align 4, !tbaa !10
  %336 = call float @llvm.fmuladd.f32(float %335, float 3.000000e+00, float %332)
  %337 = add nuw nsw i64 %320, 4
  %338 = icmp eq i64 %337, 6144
  br i1 %338, label %339, label %319, !llvm.loop !17

339:                                              ; preds = %319
  %340 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %259, i64 noundef 24576, i32 noundef 2)
  br label %341

341:                                              ; preds = %341, %339
  %342 = phi i64 [ 0, %339 ], [ %359, %341 ]
  %343 = phi float [ %336, %339 ], [ %358, %341 ]
  %344 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %342
  %345 = load float, ptr %344, align 16, !tbaa !10
  %346 = call float @llvm.fmuladd.f32(float %345, float 4.000000e+00, float %343)
  %347 = or i64 %342, 1
  %348 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %347
  %349 = load float, ptr %348, align 4, !tbaa !10
  %350 = call float @llvm.fmuladd.f32(float %349, float 4.000000e+00, float %346)
  %351 = or i64 %342, 2
  %352 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %351
  %353 = load float, ptr %352, align 8, !tbaa !10
  %354 = call float @llvm.fmuladd.f32(float %353, float 4.000000e+00, float %350)
  %355 = or i64 %342, 3
  %356 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %355
  %357 = load float, ptr %356, align 4, !tbaa !10
  %358 = call float @llvm.fmuladd.f32(float %357, float 4.000000e+00, float %354)
  %359 = add nuw nsw i64 %342, 4
  %360 = icmp eq i64 %359, 6144
  br i1 %360, label %361, label %341, !llvm.loop !17

361:                                              ; preds = %341
  %362 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %260, i64 noundef 24576, i32 noundef 2)
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi i64 [ 0, %361 ], [ %381, %363 ]
  %365 = phi float [ %358, %361 ], [ %380, %363 ]
  %366 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %364
  %367 = load float, ptr %366, align 16, !tbaa !10
  %368 = call float @llvm.fmuladd.f32(float %367, float 5.000000e+00, float %365)
  %369 = or i64 %364, 1
  %370 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %369
  %371 = load float, ptr %370, align 4, !tbaa !10
  %372 = call float @llvm.fmuladd.f32(float %371, float 5.000000e+00, float %368)
  %373 = or i64 %364, 2
  %374 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %373
  %375 = load float, ptr %374, align 8, !tbaa !10
  %376 = call float @llvm.fmuladd.f32(float %375, float 5.000000e+00, float %372)
  %377 = or i64 %364, 3
  %378 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %377
  %379 = load float, ptr %378, align 4, !tbaa !10
  %380 = call float @llvm.fmuladd.f32(float %379, float 5.000000e+00, float %376)
  %381 = add nuw nsw i64 %364, 4
  %382 = icmp eq i64 %381, 6144
  br i1 %382, label %383, label %363, !llvm.loop !17

383:                                              ; preds = %363
  %384 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %261, i64 noundef 24576, i32 noundef 2)
  br label %385

385:                                              ; preds = %385, %383
  %386 = phi i64 [ 0, %383 ], [ %403, %385 ]
  %387 = phi float [ %380, %383 ], [ %402, %385 ]
  %388 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %386
  %389 = load float, ptr %388, align 16, !tbaa !10
  %390 = call float @llvm.fmuladd.f32(float %389, float 6.000000e+00, float %387)
  %391 = or i64 %386, 1
  %392 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %391
  %393 = load float, ptr %392, align 4, !tbaa !10
  %394 = call float @llvm.fmuladd.f32(float %393, float 6.000000e+00, float %390)
  %395 = or i64 %386, 2
  %396 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %395
  %397 = load float, ptr %396, align 8, !tbaa !10
  %398 = call float @llvm.fmuladd.f32(float %397, float 6.000000e+00, float %394)
  %399 = or i64 %386, 3
  %400 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %399
  %401 = load float, ptr %400, align 4, !tbaa !10
  %402 = call float @llvm.fmuladd.f32(float %401, float 6.000000e+00, float %398)
  %403 = add nuw nsw i64 %386, 4
  %404 = icmp eq i64 %403, 6144
  br i1 %404, label %405, label %385, !llvm.loop !17

405:                                              ; preds = %385
  %406 = fpext float %402 to double
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %406)
  %408 = load ptr, ptr %71, align 8, !tbaa !6
  %409 = call i32 @cudaFree(ptr noundef %408)
  %410 = load ptr, ptr %72, align 8, !tbaa !6
  %411 = call i32 @cudaFree(ptr noundef %410)
  %412 = load ptr, ptr %73, align 8, !tbaa !6
  %413 = call i32 @cudaFree(ptr noundef %412)
  %414 = load ptr, ptr %74, align 8, !tbaa !6
  %415 = call i32 @cudaFree(ptr noundef %414)
  %416 = load ptr, ptr %75, align 8, !tbaa !6
  %417 = call i32 @cudaFree(ptr noundef %416)
  %418 = load ptr, ptr %76, align 8, !tbaa !6
  %419 = call i32 @cudaFree(ptr noundef %418)
  %420 = load ptr, ptr %77, align 8, !tbaa !6
  %421 = call i32 @cudaFree(ptr noundef %420)
  %422 = load ptr, ptr %78, align 8, !tbaa !6
  %423 = call i32 @cudaFree(ptr noundef %422)
  %424 = load ptr, ptr %79, align 8, !tbaa !6
  %425 = call i32 @cudaFree(ptr noundef %424)
  %426 = load ptr, ptr %80, align 8, !tbaa !6
  %427 = call i32 @cudaFree(ptr noundef %426)
  %428 = load ptr, ptr %81, align 8, !tbaa !6
  %429 = call i32 @cudaFree(ptr noundef %428)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71) #5
  ret i32 0

430:                                              ; preds = %430, %255
  %431 = phi i64 [ 0, %255 ], [ %456, %430 ]
  %432 = phi float [ 0.000000e+00, %255 ], [ %455, %430 ]
  %433 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %431
  %434 = load float, ptr %433, align 8, !tbaa !10
  %435 = fadd float %434, %432
  %436 = or i64 %431, 1
  %437 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !10
  %439 = fadd float %438, %435
  %440 = add nuw nsw i64 %431, 2
  %441 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %440
  %442 = load float, ptr %441, align 8, !tbaa !10
  %443 = fadd float %442, %439
  %444 = add nuw nsw i64 %431, 3
  %445 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %444
  %446 = load float, ptr %445, align 4, !tbaa !10
  %447 = fadd float %446, %443
  %448 = add nuw nsw i64 %431, 4
  %449 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %448
  %450 = load float, ptr %449, align 8, !tbaa !10
  %451 = fadd float %450, %447
  %452 = add nuw nsw i64 %431, 5
  %453 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %452
  %454 = load float, ptr %453, align 4, !tbaa !10
  %455 = fadd float %454, %451
  %456 = add nuw nsw i64 %431, 6
  %457 = icmp eq i64 %456, 6144
  br i1 %457, label %295, label %430, !llvm.loop !17
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
