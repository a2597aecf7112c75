; ModuleID = 'tests/cuda/dead_stores.cu'
source_filename = "tests/cuda/dead_stores.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ4mainE6host_x = internal global [1024 x float] zeroinitializer, align 16
@_ZZ4mainE4back = internal global [1024 x float] zeroinitializer, align 16
@_ZZ4mainE4kept = internal global [1024 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [23 x i8] c"dead_stores: sum %.1f\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__twicePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z23__device_stub__plus_onePKfPf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
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
  br label %81

81:                                               ; preds = %81, %0
  %82 = phi i64 [ 0, %0 ], [ %91, %81 ]
  %83 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %92, %81 ]
  %84 = add <4 x i16> %83, <i16 4, i16 4, i16 4, i16 4>
  %85 = urem <4 x i16> %83, <i16 17, i16 17, i16 17, i16 17>
  %86 = urem <4 x i16> %84, <i16 17, i16 17, i16 17, i16 17>
  %87 = uitofp <4 x i16> %85 to <4 x float>
  %88 = uitofp <4 x i16> %86 to <4 x float>
  %89 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %82
  store <4 x float> %87, ptr %89, align 16, !tbaa !10
  %90 = getelementptr inbounds float, ptr %89, i64 4
  store <4 x float> %88, ptr %90, align 16, !tbaa !10
  %91 = add nuw i64 %82, 8
  %92 = add <4 x i16> %83, <i16 8, i16 8, i16 8, i16 8>
  %93 = icmp eq i64 %91, 1024
  br i1 %93, label %94, label %81, !llvm.loop !12

94:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80) #4
  %95 = call i32 @cudaMalloc(ptr noundef nonnull %71, i64 noundef 4096)
  %96 = call i32 @cudaMalloc(ptr noundef nonnull %72, i64 noundef 4096)
  %97 = call i32 @cudaMalloc(ptr noundef nonnull %73, i64 noundef 4096)
  %98 = call i32 @cudaMalloc(ptr noundef nonnull %74, i64 noundef 4096)
  %99 = call i32 @cudaMalloc(ptr noundef nonnull %75, i64 noundef 4096)
  %100 = call i32 @cudaMalloc(ptr noundef nonnull %76, i64 noundef 4096)
  %101 = call i32 @cudaMalloc(ptr noundef nonnull %77, i64 noundef 4096)
  %102 = call i32 @cudaMalloc(ptr noundef nonnull %78, i64 noundef 8192)
  %103 = call i32 @cudaMalloc(ptr noundef nonnull %79, i64 noundef 4096)
  %104 = call i32 @cudaMalloc(ptr noundef nonnull %80, i64 noundef 4096)
  %105 = load ptr, ptr %71, align 8, !tbaa !6
  %106 = call i32 @cudaMemcpy(ptr noundef %105, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 4096, i32 noundef 1)
  %107 = load ptr, ptr %77, align 8, !tbaa !6
  %108 = call i32 @cudaMemcpy(ptr noundef %107, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 4096, i32 noundef 1)
  %109 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %111, label %125

111:                                              ; preds = %94
  %112 = load ptr, ptr %71, align 8, !tbaa !6
  %113 = load ptr, ptr %72, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70)
  store ptr %112, ptr %64, align 8, !tbaa !6
  store ptr %113, ptr %65, align 8, !tbaa !6
  store ptr %64, ptr %70, align 16
  %114 = getelementptr inbounds ptr, ptr %70, i64 1
  store ptr %65, ptr %114, align 8
  %115 = call i32 @__cudaPopCallConfiguration(ptr nonnull %66, ptr nonnull %67, ptr nonnull %68, ptr nonnull %69)
  %116 = load i64, ptr %68, align 8
  %117 = load ptr, ptr %69, align 8
  %118 = load i64, ptr %66, align 8
  %119 = getelementptr inbounds i8, ptr %66, i64 8
  %120 = load i32, ptr %119, align 8
  %121 = load i64, ptr %67, align 8
  %122 = getelementptr inbounds i8, ptr %67, i64 8
  %123 = load i32, ptr %122, align 8
  %124 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %118, i32 %120, i64 %121, i32 %123, ptr noundef nonnull %70, i64 noundef %116, ptr noundef %117)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70)
  br label %125

125:                                              ; preds = %111, %94
  %126 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %142

128:                                              ; preds = %125
  %129 = load ptr, ptr %72, align 8, !tbaa !6
  %130 = load ptr, ptr %73, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  store ptr %129, ptr %57, align 8, !tbaa !6
  store ptr %130, ptr %58, align 8, !tbaa !6
  store ptr %57, ptr %63, align 16
  %131 = getelementptr inbounds ptr, ptr %63, i64 1
  store ptr %58, ptr %131, align 8
  %132 = call i32 @__cudaPopCallConfiguration(ptr nonnull %59, ptr nonnull %60, ptr nonnull %61, ptr nonnull %62)
  %133 = load i64, ptr %61, align 8
  %134 = load ptr, ptr %62, align 8
  %135 = load i64, ptr %59, align 8
  %136 = getelementptr inbounds i8, ptr %59, i64 8
  %137 = load i32, ptr %136, align 8
  %138 = load i64, ptr %60, align 8
  %139 = getelementptr inbounds i8, ptr %60, i64 8
  %140 = load i32, ptr %139, align 8
  %141 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %135, i32 %137, i64 %138, i32 %140, ptr noundef nonnull %63, i64 noundef %133, ptr noundef %134)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  br label %142

142:                                              ; preds = %128, %125
  %143 = load ptr, ptr %73, align 8, !tbaa !6
  %144 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %143, i64 noundef 4096, i32 noundef 2)
  %145 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %146 = icmp eq i32 %145, 0
  br i1 %146, label %147, label %161

147:                                              ; preds = %142
  %148 = load ptr, ptr %71, align 8, !tbaa !6
  %149 = load ptr, ptr %74, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56)
  store ptr %148, ptr %50, align 8, !tbaa !6
  store ptr %149, ptr %51, align 8, !tbaa !6
  store ptr %50, ptr %56, align 16
  %150 = getelementptr inbounds ptr, ptr %56, i64 1
  store ptr %51, ptr %150, align 8
  %151 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55)
  %152 = load i64, ptr %54, align 8
  %153 = load ptr, ptr %55, align 8
  %154 = load i64, ptr %52, align 8
  %155 = getelementptr inbounds i8, ptr %52, i64 8
  %156 = load i32, ptr %155, align 8
  %157 = load i64, ptr %53, align 8
  %158 = getelementptr inbounds i8, ptr %53, i64 8
  %159 = load i32, ptr %158, align 8
  %160 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %154, i32 %156, i64 %157, i32 %159, ptr noundef nonnull %56, i64 noundef %152, ptr noundef %153)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56)
  br label %161

161:                                              ; preds = %147, %142
  %162 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %163 = icmp eq i32 %162, 0
  br i1 %163, label %164, label %178

164:                                              ; preds = %161
  %165 = load ptr, ptr %74, align 8, !tbaa !6
  %166 = load ptr, ptr %75, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49)
  store ptr %165, ptr %43, align 8, !tbaa !6
  store ptr %166, ptr %44, align 8, !tbaa !6
  store ptr %43, ptr %49, align 16
  %167 = getelementptr inbounds ptr, ptr %49, i64 1
  store ptr %44, ptr %167, align 8
  %168 = call i32 @__cudaPopCallConfiguration(ptr nonnull %45, ptr nonnull %46, ptr nonnull %47, ptr nonnull %48)
  %169 = load i64, ptr %47, align 8
  %170 = load ptr, ptr %48, align 8
  %171 = load i64, ptr %45, align 8
  %172 = getelementptr inbounds i8, ptr %45, i64 8
  %173 = load i32, ptr %172, align 8
  %174 = load i64, ptr %46, align 8
  %175 = getelementptr inbounds i8, ptr %46, i64 8
  %176 = load i32, ptr %175, align 8
  %177 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %171, i32 %173, i64 %174, i32 %176, ptr noundef nonnull %49, i64 noundef %169, ptr noundef %170)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49)
  br label %178

178:                                              ; preds = %164, %161
  %179 = load ptr, ptr %74, align 8, !tbaa !6
  %180 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %179, i64 noundef 4096, i32 noundef 2)
  %181 = getelementptr inbounds ptr, ptr %42, i64 1
  %182 = getelementptr inbounds i8, ptr %38, i64 8
  %183 = getelementptr inbounds i8, ptr %39, i64 8
  %184 = getelementptr inbounds ptr, ptr %35, i64 1
  %185 = getelementptr inbounds i8, ptr %31, i64 8
  %186 = getelementptr inbounds i8, ptr %32, i64 8
  br label %190

187:                                              ; preds = %219
  %188 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %222, label %236

190:                                              ; preds = %178, %219
  %191 = phi i32 [ 0, %178 ], [ %220, %219 ]
  %192 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %194, label %205

194:                                              ; preds = %190
  %195 = load ptr, ptr %77, align 8, !tbaa !6
  %196 = load ptr, ptr %76, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store ptr %195, ptr %36, align 8, !tbaa !6
  store ptr %196, ptr %37, align 8, !tbaa !6
  store ptr %36, ptr %42, align 16
  store ptr %37, ptr %181, align 8
  %197 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41)
  %198 = load i64, ptr %40, align 8
  %199 = load ptr, ptr %41, align 8
  %200 = load i64, ptr %38, align 8
  %201 = load i32, ptr %182, align 8
  %202 = load i64, ptr %39, align 8
  %203 = load i32, ptr %183, align 8
  %204 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %200, i32 %201, i64 %202, i32 %203, ptr noundef nonnull %42, i64 noundef %198, ptr noundef %199)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  br label %205

205:                                              ; preds = %194, %190
  %206 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %208, label %219

208:                                              ; preds = %205
  %209 = load ptr, ptr %76, align 8, !tbaa !6
  %210 = load ptr, ptr %77, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  store ptr %209, ptr %29, align 8, !tbaa !6
  store ptr %210, ptr %30, align 8, !tbaa !6
  store ptr %29, ptr %35, align 16
  store ptr %30, ptr %184, align 8
  %211 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %212 = load i64, ptr %33, align 8
  %213 = load ptr, ptr %34, align 8
  %214 = load i64, ptr %31, align 8
  %215 = load i32, ptr %185, align 8
  %216 = load i64, ptr %32, align 8
  %217 = load i32, ptr %186, align 8
  %218 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %214, i32 %215, i64 %216, i32 %217, ptr noundef nonnull %35, i64 noundef %212, ptr noundef %213)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  br label %219

219:                                              ; preds = %205, %208
  %220 = add nuw nsw i32 %191, 1
  %221 = icmp eq i32 %220, 3
  br i1 %221, label %187, label %190, !llvm.loop !16

222:                                              ; preds = %187
  %223 = load ptr, ptr %71, align 8, !tbaa !6
  %224 = load ptr, ptr %78, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store ptr %223, ptr %22, align 8, !tbaa !6
  store ptr %224, ptr %23, align 8, !tbaa !6
  store ptr %22, ptr %28, align 16
  %225 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %23, ptr %225, align 8
  %226 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %227 = load i64, ptr %26, align 8
  %228 = load ptr, ptr %27, align 8
  %229 = load i64, ptr %24, align 8
  %230 = getelementptr inbounds i8, ptr %24, i64 8
  %231 = load i32, ptr %230, align 8
  %232 = load i64, ptr %25, align 8
  %233 = getelementptr inbounds i8, ptr %25, i64 8
  %234 = load i32, ptr %233, align 8
  %235 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %229, i32 %231, i64 %232, i32 %234, ptr noundef nonnull %28, i64 noundef %227, ptr noundef %228)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br label %236

236:                                              ; preds = %222, %187
  %237 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %239, label %253

239:                                              ; preds = %236
  %240 = load ptr, ptr %78, align 8, !tbaa !6
  %241 = getelementptr inbounds float, ptr %240, i64 1024
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store ptr %240, ptr %15, align 8, !tbaa !6
  store ptr %241, ptr %16, align 8, !tbaa !6
  store ptr %15, ptr %21, align 16
  %242 = getelementptr inbounds ptr, ptr %21, i64 1
  store ptr %16, ptr %242, align 8
  %243 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20)
  %244 = load i64, ptr %19, align 8
  %245 = load ptr, ptr %20, align 8
  %246 = load i64, ptr %17, align 8
  %247 = getelementptr inbounds i8, ptr %17, i64 8
  %248 = load i32, ptr %247, align 8
  %249 = load i64, ptr %18, align 8
  %250 = getelementptr inbounds i8, ptr %18, i64 8
  %251 = load i32, ptr %250, align 8
  %252 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %246, i32 %248, i64 %249, i32 %251, ptr noundef nonnull %21, i64 noundef %244, ptr noundef %245)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  br label %253

253:                                              ; preds = %239, %236
  %254 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %256, label %270

256:                                              ; preds = %253
  %257 = load ptr, ptr %71, align 8, !tbaa !6
  %258 = load ptr, ptr %79, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %257, ptr %8, align 8, !tbaa !6
  store ptr %258, ptr %9, align 8, !tbaa !6
  store ptr %8, ptr %14, align 16
  %259 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %9, ptr %259, align 8
  %260 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %261 = load i64, ptr %12, align 8
  %262 = load ptr, ptr %13, align 8
  %263 = load i64, ptr %10, align 8
  %264 = getelementptr inbounds i8, ptr %10, i64 8
  %265 = load i32, ptr %264, align 8
  %266 = load i64, ptr %11, align 8
  %267 = getelementptr inbounds i8, ptr %11, i64 8
  %268 = load i32, ptr %267, align 8
  %269 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %263, i32 %265, i64 %266, i32 %268, ptr noundef nonnull %14, i64 noundef %261, ptr noundef %262)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  br label %270

270:                                              ; preds = %256, %253
  %271 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %272 = icmp eq i32 %271, 0
  br i1 %272, label %273, label %287

273:                                              ; preds = %270
  %274 = load ptr, ptr %79, align 8, !tbaa !6
  %275 = load ptr, ptr %80, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %274, ptr %1, align 8, !tbaa !6
  store ptr %275, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  %276 = getelementptr inbounds ptr, ptr %7, i64 1
  store ptr %2, ptr %276, align 8
  %277 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %278 = load i64, ptr %5, align 8
  %279 = load ptr, ptr %6, align 8
  %280 = load i64, ptr %3, align 8
  %281 = getelementptr inbounds i8, ptr %3, i64 8
  %282 = load i32, ptr %281, align 8
  %283 = load i64, ptr %4, align 8
  %284 = getelementptr inbounds i8, ptr %4, i64 8
  %285 = load i32, ptr %284, align 8
  %286 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %280, i32 %282, i64 %283, i32 %285, ptr noundef nonnull %7, i64 noundef %278, ptr noundef %279)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %287

287:                                              ; preds = %273, %270
  %288 = load ptr, ptr %78, align 8, !tbaa !6
  %289 = getelementptr inbounds float, ptr %288, i64 1024
  %290 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef nonnull %289, i64 noundef 4096, i32 noundef 2)
  br label %294

291:                                              ; preds = %294
  %292 = load ptr, ptr %77, align 8, !tbaa !6
  %293 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %292, i64 noundef 4096, i32 noundef 2)
  br label %315

294:                                              ; preds = %294, %287
  %295 = phi i64 [ 0, %287 ], [ %310, %294 ]
  %296 = phi float [ 0.000000e+00, %287 ], [ %309, %294 ]
  %297 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %295
  %298 = load float, ptr %297, align 8, !tbaa !10
  %299 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %295
  %300 = load float, ptr %299, align 8, !tbaa !10
  %301 = fadd float %298, %300
  %302 = fadd float %296, %301
  %303 = or i64 %295, 1
  %304 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %303
  %305 = load float, ptr %304, align 4, !tbaa !10
  %306 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %303
  %307 = load float, ptr %306, align 4, !tbaa !10
  %308 = fadd float %305, %307
  %309 = fadd float %302, %308
  %310 = add nuw nsw i64 %295, 2
  %311 = icmp eq i64 %310, 1024
  br i1 %311, label %291, label %294, !llvm.loop !17

312:                                              ; preds = %315
  %313 = load ptr, ptr %80, align 8, !tbaa !6
  %314 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %313, i64 noundef 4096, i32 noundef 2)
  br label %356

315:                                              ; preds = %315, %291
  %316 = phi i64 [ 0, %291 ], [ %333, %315 ]
  %317 = phi float [ %309, %291 ], [ %332, %315 ]
  %318 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %316
  %319 = load float, ptr %318, align 16, !tbaa !10
  %320 = fadd float %317, %319
  %321 = or i64 %316, 1
  %322 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %321
  %323 = load float, ptr %322, align 4, !tbaa !10
  %324 = fadd float %320, %323
  %325 = or i64 %316, 2
  %326 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %325
  %327 = load float, ptr %326, align 8, !tbaa !10
  %328 = fadd float %324, %327
  %329 = or i64 %316, 3
  %330 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %329
  %331 = load float, ptr %330, align 4, !tbaa !10
  %332 = fadd float %328, %331
  %333 = add nuw nsw i64 %316, 4
  %334 = icmp eq i64 %333, 1024
  br i1 %334, label %312, label %315, !llvm.loop !18

335:                                              ; preds = %356
  %336 = fpext float %373 to double
  %337 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %336)
  %338 = load ptr, ptr %71, align 8, !tbaa !6
  %339 = call i32 @cudaFree(ptr noundef %338)
  %340 = load ptr, ptr %72, align 8, !tbaa !6
  %341 = call i32 @cudaFree(ptr noundef %340)
  %342 = load ptr, ptr %73, align 8, !tbaa !6
  %343 = call i32 @cudaFree(ptr noundef %342)
  %344 = load ptr, ptr %74, align 8, !tbaa !6
  %345 = call i32 @cudaFree(ptr noundef %344)
  %346 = load ptr, ptr %75, align 8, !tbaa !6
  %347 = call i32 @cudaFree(ptr noundef %346)
  %348 = load ptr, ptr %76, align 8, !tbaa !6
  %349 = call i32 @cudaFree(ptr noundef %348)
  %350 = load ptr, ptr %77, align 8, !tbaa !6
  %351 = call i32 @cudaFree(ptr noundef %350)
  %352 = load ptr, ptr %78, align 8, !tbaa !6
  %353 = call i32 @cudaFree(ptr noundef %352)
  %354 = load ptr, ptr %80, align 8, !tbaa !6
  %355 = call i32 @cudaFree(ptr noundef %354)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71) #4
  ret i32 0

356:                                              ; preds = %356, %312
  %357 = phi i64 [ 0, %312 ], [ %374, %356 ]
  %358 = phi float [ %332, %312 ], [ %373, %356 ]
  %359 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %357
  %360 = load float, ptr %359, align 16, !tbaa !10
  %361 = fadd float %358, %360
  %362 = or i64 %357, 1
  %363 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %362
  %364 = load float, ptr %363, align 4, !tbaa !10
  %365 = fadd float %361, %364
  %366 = or i64 %357, 2
  %367 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %366
  %368 = load float, ptr %367, align 8, !tbaa !10
  %369 = fadd float %365, %368
  %370 = or i64 %357, 3
  %371 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %370
  %372 = load float, ptr %371, align 4, !tbaa !10
  %373 = fadd float %369, %372
  %374 = add nuw nsw i64 %357, 4
  %375 = icmp eq i64 %374, 1024
  br i1 %375, label %335, label %356, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #2

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
