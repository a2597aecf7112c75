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
  %94 = alloca ptr, align 8
  %95 = alloca ptr, align 8
  %96 = alloca ptr, align 8
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca ptr, align 8
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  br label %104

104:                                              ; preds = %104, %0
  %105 = phi i64 [ 0, %0 ], [ %114, %104 ]
  %106 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %115, %104 ]
  %107 = add <4 x i16> %106, <i16 4, i16 4, i16 4, i16 4>
  %108 = urem <4 x i16> %106, <i16 17, i16 17, i16 17, i16 17>
  %109 = urem <4 x i16> %107, <i16 17, i16 17, i16 17, i16 17>
  %110 = uitofp <4 x i16> %108 to <4 x float>
  %111 = uitofp <4 x i16> %109 to <4 x float>
  %112 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %105
  store <4 x float> %110, ptr %112, align 16, !tbaa !10
  %113 = getelementptr inbounds float, ptr %112, i64 4
  store <4 x float> %111, ptr %113, align 16, !tbaa !10
  %114 = add nuw i64 %105, 8
  %115 = add <4 x i16> %106, <i16 8, i16 8, i16 8, i16 8>
  %116 = icmp eq i64 %114, 1024
  br i1 %116, label %117, label %104, !llvm.loop !12

117:                                              ; preds = %104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103) #4
  %118 = call i32 @cudaMalloc(ptr noundef nonnull %92, i64 noundef 4096)
  %119 = call i32 @cudaMalloc(ptr noundef nonnull %93, i64 noundef 4096)
  %120 = call i32 @cudaMalloc(ptr noundef nonnull %94, i64 noundef 4096)
  %121 = call i32 @cudaMalloc(ptr noundef nonnull %95, i64 noundef 4096)
  %122 = call i32 @cudaMalloc(ptr noundef nonnull %96, i64 noundef 4096)
  %123 = call i32 @cudaMalloc(ptr noundef nonnull %97, i64 noundef 4096)
  %124 = call i32 @cudaMalloc(ptr noundef nonnull %98, i64 noundef 4096)
  %125 = call i32 @cudaMalloc(ptr noundef nonnull %99, i64 noundef 8192)
  %126 = call i32 @cudaMalloc(ptr noundef nonnull %100, i64 noundef 4096)
  %127 = call i32 @cudaMalloc(ptr noundef nonnull %101, i64 noundef 4096)
  %128 = call i32 @cudaMalloc(ptr noundef nonnull %102, i64 noundef 4096)
  %129 = call i32 @cudaMalloc(ptr noundef nonnull %103, i64 noundef 4096)
  %130 = load ptr, ptr %92, align 8, !tbaa !6
  %131 = call i32 @cudaMemcpy(ptr noundef %130, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 4096, i32 noundef 1)
  %132 = load ptr, ptr %98, align 8, !tbaa !6
  %133 = call i32 @cudaMemcpy(ptr noundef %132, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 4096, i32 noundef 1)
  %134 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %135 = icmp eq i32 %134, 0
  br i1 %135, label %136, label %150

136:                                              ; preds = %117
  %137 = load ptr, ptr %92, align 8, !tbaa !6
  %138 = load ptr, ptr %93, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %91)
  store ptr %137, ptr %85, align 8, !tbaa !6
  store ptr %138, ptr %86, align 8, !tbaa !6
  store ptr %85, ptr %91, align 16
  %139 = getelementptr inbounds ptr, ptr %91, i64 1
  store ptr %86, ptr %139, align 8
  %140 = call i32 @__cudaPopCallConfiguration(ptr nonnull %87, ptr nonnull %88, ptr nonnull %89, ptr nonnull %90)
  %141 = load i64, ptr %89, align 8
  %142 = load ptr, ptr %90, align 8
  %143 = load i64, ptr %87, align 8
  %144 = getelementptr inbounds i8, ptr %87, i64 8
  %145 = load i32, ptr %144, align 8
  %146 = load i64, ptr %88, align 8
  %147 = getelementptr inbounds i8, ptr %88, i64 8
  %148 = load i32, ptr %147, align 8
  %149 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %143, i32 %145, i64 %146, i32 %148, ptr noundef nonnull %91, i64 noundef %141, ptr noundef %142)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %91)
  br label %150

150:                                              ; preds = %136, %117
  %151 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %153, label %167

153:                                              ; preds = %150
  %154 = load ptr, ptr %93, align 8, !tbaa !6
  %155 = load ptr, ptr %94, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %84)
  store ptr %154, ptr %78, align 8, !tbaa !6
  store ptr %155, ptr %79, align 8, !tbaa !6
  store ptr %78, ptr %84, align 16
  %156 = getelementptr inbounds ptr, ptr %84, i64 1
  store ptr %79, ptr %156, align 8
  %157 = call i32 @__cudaPopCallConfiguration(ptr nonnull %80, ptr nonnull %81, ptr nonnull %82, ptr nonnull %83)
  %158 = load i64, ptr %82, align 8
  %159 = load ptr, ptr %83, align 8
  %160 = load i64, ptr %80, align 8
  %161 = getelementptr inbounds i8, ptr %80, i64 8
  %162 = load i32, ptr %161, align 8
  %163 = load i64, ptr %81, align 8
  %164 = getelementptr inbounds i8, ptr %81, i64 8
  %165 = load i32, ptr %164, align 8
  %166 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %160, i32 %162, i64 %163, i32 %165, ptr noundef nonnull %84, i64 noundef %158, ptr noundef %159)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %84)
  br label %167

167:                                              ; preds = %153, %150
  %168 = load ptr, ptr %94, align 8, !tbaa !6
  %169 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %168, i64 noundef 4096, i32 noundef 2)
  %170 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %186

172:                                              ; preds = %167
  %173 = load ptr, ptr %92, align 8, !tbaa !6
  %174 = load ptr, ptr %95, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %77)
  store ptr %173, ptr %71, align 8, !tbaa !6
  store ptr %174, ptr %72, align 8, !tbaa !6
  store ptr %71, ptr %77, align 16
  %175 = getelementptr inbounds ptr, ptr %77, i64 1
  store ptr %72, ptr %175, align 8
  %176 = call i32 @__cudaPopCallConfiguration(ptr nonnull %73, ptr nonnull %74, ptr nonnull %75, ptr nonnull %76)
  %177 = load i64, ptr %75, align 8
  %178 = load ptr, ptr %76, align 8
  %179 = load i64, ptr %73, align 8
  %180 = getelementptr inbounds i8, ptr %73, i64 8
  %181 = load i32, ptr %180, align 8
  %182 = load i64, ptr %74, align 8
  %183 = getelementptr inbounds i8, ptr %74, i64 8
  %184 = load i32, ptr %183, align 8
  %185 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %179, i32 %181, i64 %182, i32 %184, ptr noundef nonnull %77, i64 noundef %177, ptr noundef %178)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %77)
  br label %186

186:                                              ; preds = %172, %167
  %187 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %188 = icmp eq i32 %187, 0
  br i1 %188, label %189, label %203

189:                                              ; preds = %186
  %190 = load ptr, ptr %95, align 8, !tbaa !6
  %191 = load ptr, ptr %96, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70)
  store ptr %190, ptr %64, align 8, !tbaa !6
  store ptr %191, ptr %65, align 8, !tbaa !6
  store ptr %64, ptr %70, align 16
  %192 = getelementptr inbounds ptr, ptr %70, i64 1
  store ptr %65, ptr %192, align 8
  %193 = call i32 @__cudaPopCallConfiguration(ptr nonnull %66, ptr nonnull %67, ptr nonnull %68, ptr nonnull %69)
  %194 = load i64, ptr %68, align 8
  %195 = load ptr, ptr %69, align 8
  %196 = load i64, ptr %66, align 8
  %197 = getelementptr inbounds i8, ptr %66, i64 8
  %198 = load i32, ptr %197, align 8
  %199 = load i64, ptr %67, align 8
  %200 = getelementptr inbounds i8, ptr %67, i64 8
  %201 = load i32, ptr %200, align 8
  %202 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %196, i32 %198, i64 %199, i32 %201, ptr noundef nonnull %70, i64 noundef %194, ptr noundef %195)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70)
  br label %203

203:                                              ; preds = %189, %186
  %204 = load ptr, ptr %95, align 8, !tbaa !6
  %205 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %204, i64 noundef 4096, i32 noundef 2)
  %206 = getelementptr inbounds ptr, ptr %63, i64 1
  %207 = getelementptr inbounds i8, ptr %59, i64 8
  %208 = getelementptr inbounds i8, ptr %60, i64 8
  %209 = getelementptr inbounds ptr, ptr %56, i64 1
  %210 = getelementptr inbounds i8, ptr %52, i64 8
  %211 = getelementptr inbounds i8, ptr %53, i64 8
  br label %215

212:                                              ; preds = %244
  %213 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %247, label %261

215:                                              ; preds = %203, %244
  %216 = phi i32 [ 0, %203 ], [ %245, %244 ]
  %217 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %219, label %230

219:                                              ; preds = %215
  %220 = load ptr, ptr %98, align 8, !tbaa !6
  %221 = load ptr, ptr %97, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  store ptr %220, ptr %57, align 8, !tbaa !6
  store ptr %221, ptr %58, align 8, !tbaa !6
  store ptr %57, ptr %63, align 16
  store ptr %58, ptr %206, align 8
  %222 = call i32 @__cudaPopCallConfiguration(ptr nonnull %59, ptr nonnull %60, ptr nonnull %61, ptr nonnull %62)
  %223 = load i64, ptr %61, align 8
  %224 = load ptr, ptr %62, align 8
  %225 = load i64, ptr %59, align 8
  %226 = load i32, ptr %207, align 8
  %227 = load i64, ptr %60, align 8
  %228 = load i32, ptr %208, align 8
  %229 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %225, i32 %226, i64 %227, i32 %228, ptr noundef nonnull %63, i64 noundef %223, ptr noundef %224)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  br label %230

230:                                              ; preds = %219, %215
  %231 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %232 = icmp eq i32 %231, 0
  br i1 %232, label %233, label %244

233:                                              ; preds = %230
  %234 = load ptr, ptr %97, align 8, !tbaa !6
  %235 = load ptr, ptr %98, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56)
  store ptr %234, ptr %50, align 8, !tbaa !6
  store ptr %235, ptr %51, align 8, !tbaa !6
  store ptr %50, ptr %56, align 16
  store ptr %51, ptr %209, align 8
  %236 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55)
  %237 = load i64, ptr %54, align 8
  %238 = load ptr, ptr %55, align 8
  %239 = load i64, ptr %52, align 8
  %240 = load i32, ptr %210, align 8
  %241 = load i64, ptr %53, align 8
  %242 = load i32, ptr %211, align 8
  %243 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %239, i32 %240, i64 %241, i32 %242, ptr noundef nonnull %56, i64 noundef %237, ptr noundef %238)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56)
  br label %244

244:                                              ; preds = %230, %233
  %245 = add nuw nsw i32 %216, 1
  %246 = icmp eq i32 %245, 3
  br i1 %246, label %212, label %215, !llvm.loop !16

247:                                              ; preds = %212
  %248 = load ptr, ptr %92, align 8, !tbaa !6
  %249 = load ptr, ptr %99, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49)
  store ptr %248, ptr %43, align 8, !tbaa !6
  store ptr %249, ptr %44, align 8, !tbaa !6
  store ptr %43, ptr %49, align 16
  %250 = getelementptr inbounds ptr, ptr %49, i64 1
  store ptr %44, ptr %250, align 8
  %251 = call i32 @__cudaPopCallConfiguration(ptr nonnull %45, ptr nonnull %46, ptr nonnull %47, ptr nonnull %48)
  %252 = load i64, ptr %47, align 8
  %253 = load ptr, ptr %48, align 8
  %254 = load i64, ptr %45, align 8
  %255 = getelementptr inbounds i8, ptr %45, i64 8
  %256 = load i32, ptr %255, align 8
  %257 = load i64, ptr %46, align 8
  %258 = getelementptr inbounds i8, ptr %46, i64 8
  %259 = load i32, ptr %258, align 8
  %260 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %254, i32 %256, i64 %257, i32 %259, ptr noundef nonnull %49, i64 noundef %252, ptr noundef %253)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49)
  br label %261

261:                                              ; preds = %247, %212
  %262 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %263 = icmp eq i32 %262, 0
  br i1 %263, label %264, label %278

264:                                              ; preds = %261
  %265 = load ptr, ptr %99, align 8, !tbaa !6
  %266 = getelementptr inbounds float, ptr %265, i64 1024
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store ptr %265, ptr %36, align 8, !tbaa !6
  store ptr %266, ptr %37, align 8, !tbaa !6
  store ptr %36, ptr %42, align 16
  %267 = getelementptr inbounds ptr, ptr %42, i64 1
  store ptr %37, ptr %267, align 8
  %268 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41)
  %269 = load i64, ptr %40, align 8
  %270 = load ptr, ptr %41, align 8
  %271 = load i64, ptr %38, align 8
  %272 = getelementptr inbounds i8, ptr %38, i64 8
  %273 = load i32, ptr %272, align 8
  %274 = load i64, ptr %39, align 8
  %275 = getelementptr inbounds i8, ptr %39, i64 8
  %276 = load i32, ptr %275, align 8
  %277 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %271, i32 %273, i64 %274, i32 %276, ptr noundef nonnull %42, i64 noundef %269, ptr noundef %270)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  br label %278

278:                                              ; preds = %264, %261
  %279 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %281, label %295

281:                                              ; preds = %278
  %282 = load ptr, ptr %92, align 8, !tbaa !6
  %283 = load ptr, ptr %100, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  store ptr %282, ptr %29, align 8, !tbaa !6
  store ptr %283, ptr %30, align 8, !tbaa !6
  store ptr %29, ptr %35, align 16
  %284 = getelementptr inbounds ptr, ptr %35, i64 1
  store ptr %30, ptr %284, align 8
  %285 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %286 = load i64, ptr %33, align 8
  %287 = load ptr, ptr %34, align 8
  %288 = load i64, ptr %31, align 8
  %289 = getelementptr inbounds i8, ptr %31, i64 8
  %290 = load i32, ptr %289, align 8
  %291 = load i64, ptr %32, align 8
  %292 = getelementptr inbounds i8, ptr %32, i64 8
  %293 = load i32, ptr %292, align 8
  %294 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %288, i32 %290, i64 %291, i32 %293, ptr noundef nonnull %35, i64 noundef %286, ptr noundef %287)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  br label %295

295:                                              ; preds = %281, %278
  %296 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %297 = icmp eq i32 %296, 0
  br i1 %297, label %298, label %312

298:                                              ; preds = %295
  %299 = load ptr, ptr %100, align 8, !tbaa !6
  %300 = load ptr, ptr %101, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store ptr %299, ptr %22, align 8, !tbaa !6
  store ptr %300, ptr %23, align 8, !tbaa !6
  store ptr %22, ptr %28, align 16
  %301 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %23, ptr %301, align 8
  %302 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %303 = load i64, ptr %26, align 8
  %304 = load ptr, ptr %27, align 8
  %305 = load i64, ptr %24, align 8
  %306 = getelementptr inbounds i8, ptr %24, i64 8
  %307 = load i32, ptr %306, align 8
  %308 = load i64, ptr %25, align 8
  %309 = getelementptr inbounds i8, ptr %25, i64 8
  %310 = load i32, ptr %309, align 8
  %311 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %305, i32 %307, i64 %308, i32 %310, ptr noundef nonnull %28, i64 noundef %303, ptr noundef %304)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br label %312

312:                                              ; preds = %298, %295
  %313 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %314 = icmp eq i32 %313, 0
  br i1 %314, label %315, label %329

315:                                              ; preds = %312
  %316 = load ptr, ptr %92, align 8, !tbaa !6
  %317 = load ptr, ptr %102, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store ptr %316, ptr %15, align 8, !tbaa !6
  store ptr %317, ptr %16, align 8, !tbaa !6
  store ptr %15, ptr %21, align 16
  %318 = getelementptr inbounds ptr, ptr %21, i64 1
  store ptr %16, ptr %318, align 8
  %319 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20)
  %320 = load i64, ptr %19, align 8
  %321 = load ptr, ptr %20, align 8
  %322 = load i64, ptr %17, align 8
  %323 = getelementptr inbounds i8, ptr %17, i64 8
  %324 = load i32, ptr %323, align 8
  %325 = load i64, ptr %18, align 8
  %326 = getelementptr inbounds i8, ptr %18, i64 8
  %327 = load i32, ptr %326, align 8
  %328 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__twicePKfPf, i64 %322, i32 %324, i64 %325, i32 %327, ptr noundef nonnull %21, i64 noundef %320, ptr noundef %321)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  br label %329

329:                                              ; preds = %315, %312
  %330 = call i32 @__cudaPushCallConfiguration(i64 4294967304, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %332, label %346

332:                                              ; preds = %329
  %333 = load ptr, ptr %102, align 8, !tbaa !6
  %334 = load ptr, ptr %103, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %333, ptr %8, align 8, !tbaa !6
  store ptr %334, ptr %9, align 8, !tbaa !6
  store ptr %8, ptr %14, align 16
  %335 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %9, ptr %335, align 8
  %336 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %337 = load i64, ptr %12, align 8
  %338 = load ptr, ptr %13, align 8
  %339 = load i64, ptr %10, align 8
  %340 = getelementptr inbounds i8, ptr %10, i64 8
  %341 = load i32, ptr %340, align 8
  %342 = load i64, ptr %11, align 8
  %343 = getelementptr inbounds i8, ptr %11, i64 8
  %344 = load i32, ptr %343, align 8
  %345 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %339, i32 %341, i64 %342, i32 %344, ptr noundef nonnull %14, i64 noundef %337, ptr noundef %338)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  br label %346

346:                                              ; preds = %332, %329
  %347 = load ptr, ptr %103, align 8, !tbaa !6
  %348 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %347, i64 noundef 4096, i32 noundef 2)
  %349 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %350 = icmp eq i32 %349, 0
  br i1 %350, label %352, label %351

351:                                              ; preds = %352, %346
  br label %369

352:                                              ; preds = %346
  %353 = load ptr, ptr %92, align 8, !tbaa !6
  %354 = load ptr, ptr %102, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %353, ptr %1, align 8, !tbaa !6
  store ptr %354, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  %355 = getelementptr inbounds ptr, ptr %7, i64 1
  store ptr %2, ptr %355, align 8
  %356 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %357 = load i64, ptr %5, align 8
  %358 = load ptr, ptr %6, align 8
  %359 = load i64, ptr %3, align 8
  %360 = getelementptr inbounds i8, ptr %3, i64 8
  %361 = load i32, ptr %360, align 8
  %362 = load i64, ptr %4, align 8
  %363 = getelementptr inbounds i8, ptr %4, i64 8
  %364 = load i32, ptr %363, align 8
  %365 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__plus_onePKfPf, i64 %359, i32 %361, i64 %362, i32 %364, ptr noundef nonnull %7, i64 noundef %357, ptr noundef %358)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %351

366:                                              ; preds = %369
  %367 = load ptr, ptr %102, align 8, !tbaa !6
  %368 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %367, i64 noundef 4096, i32 noundef 2)
  br label %393

369:                                              ; preds = %369, %351
  %370 = phi i64 [ 0, %351 ], [ %387, %369 ]
  %371 = phi float [ 0.000000e+00, %351 ], [ %386, %369 ]
  %372 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %370
  %373 = load float, ptr %372, align 16, !tbaa !10
  %374 = fadd float %371, %373
  %375 = or i64 %370, 1
  %376 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %375
  %377 = load float, ptr %376, align 4, !tbaa !10
  %378 = fadd float %374, %377
  %379 = or i64 %370, 2
  %380 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %379
  %381 = load float, ptr %380, align 8, !tbaa !10
  %382 = fadd float %378, %381
  %383 = or i64 %370, 3
  %384 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %383
  %385 = load float, ptr %384, align 4, !tbaa !10
  %386 = fadd float %382, %385
  %387 = add nuw nsw i64 %370, 4
  %388 = icmp eq i64 %387, 1024
  br i1 %388, label %366, label %369, !llvm.loop !17

389:                                              ; preds = %393
  %390 = load ptr, ptr %99, align 8, !tbaa !6
  %391 = getelementptr inbounds float, ptr %390, i64 1024
  %392 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef nonnull %391, i64 noundef 4096, i32 noundef 2)
  br label %416

393:                                              ; preds = %393, %366
  %394 = phi i64 [ 0, %366 ], [ %411, %393 ]
  %395 = phi float [ %386, %366 ], [ %410, %393 ]
  %396 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %394
  %397 = load float, ptr %396, align 16, !tbaa !10
  %398 = fadd float %395, %397
  %399 = or i64 %394, 1
  %400 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %399
  %401 = load float, ptr %400, align 4, !tbaa !10
  %402 = fadd float %398, %401
  %403 = or i64 %394, 2
  %404 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %403
  %405 = load float, ptr %404, align 8, !tbaa !10
  %406 = fadd float %402, %405
  %407 = or i64 %394, 3
  %408 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %407
  %409 = load float, ptr %408, align 4, !tbaa !10
  %410 = fadd float %406, %409
  %411 = add nuw nsw i64 %394, 4
  %412 = icmp eq i64 %411, 1024
  br i1 %412, label %389, label %393, !llvm.loop !18

413:                                              ; preds = %416
  %414 = load ptr, ptr %98, align 8, !tbaa !6
  %415 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %414, i64 noundef 4096, i32 noundef 2)
  br label %437

416:                                              ; preds = %416, %389
  %417 = phi i64 [ 0, %389 ], [ %432, %416 ]
  %418 = phi float [ %410, %389 ], [ %431, %416 ]
  %419 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %417
  %420 = load float, ptr %419, align 8, !tbaa !10
  %421 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %417
  %422 = load float, ptr %421, align 8, !tbaa !10
  %423 = fadd float %420, %422
  %424 = fadd float %418, %423
  %425 = or i64 %417, 1
  %426 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4back, i64 0, i64 %425
  %427 = load float, ptr %426, align 4, !tbaa !10
  %428 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %425
  %429 = load float, ptr %428, align 4, !tbaa !10
  %430 = fadd float %427, %429
  %431 = fadd float %424, %430
  %432 = add nuw nsw i64 %417, 2
  %433 = icmp eq i64 %432, 1024
  br i1 %433, label %413, label %416, !llvm.loop !19

434:                                              ; preds = %437
  %435 = load ptr, ptr %101, align 8, !tbaa !6
  %436 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4kept, ptr noundef %435, i64 noundef 4096, i32 noundef 2)
  br label %482

437:                                              ; preds = %437, %413
  %438 = phi i64 [ 0, %413 ], [ %455, %437 ]
  %439 = phi float [ %431, %413 ], [ %454, %437 ]
  %440 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %438
  %441 = load float, ptr %440, align 16, !tbaa !10
  %442 = fadd float %439, %441
  %443 = or i64 %438, 1
  %444 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !10
  %446 = fadd float %442, %445
  %447 = or i64 %438, 2
  %448 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %447
  %449 = load float, ptr %448, align 8, !tbaa !10
  %450 = fadd float %446, %449
  %451 = or i64 %438, 3
  %452 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %451
  %453 = load float, ptr %452, align 4, !tbaa !10
  %454 = fadd float %450, %453
  %455 = add nuw nsw i64 %438, 4
  %456 = icmp eq i64 %455, 1024
  br i1 %456, label %434, label %437, !llvm.loop !20

457:                                              ; preds = %482
  %458 = fpext float %499 to double
  %459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %458)
  %460 = load ptr, ptr %92, align 8, !tbaa !6
  %461 = call i32 @cudaFree(ptr noundef %460)
  %462 = load ptr, ptr %93, align 8, !tbaa !6
  %463 = call i32 @cudaFree(ptr noundef %462)
  %464 = load ptr, ptr %94, align 8, !tbaa !6
  %465 = call i32 @cudaFree(ptr noundef %464)
  %466 = load ptr, ptr %95, align 8, !tbaa !6
  %467 = call i32 @cudaFree(ptr noundef %466)
  %468 = load ptr, ptr %96, align 8, !tbaa !6
  %469 = call i32 @cudaFree(ptr noundef %468)
  %470 = load ptr, ptr %97, align 8, !tbaa !6
  %471 = call i32 @cudaFree(ptr noundef %470)
  %472 = load ptr, ptr %98, align 8, !tbaa !6
  %473 = call i32 @cudaFree(ptr noundef %472)
  %474 = load ptr, ptr %99, align 8, !tbaa !6
  %475 = call i32 @cudaFree(ptr noundef %474)
  %476 = load ptr, ptr %101, align 8, !tbaa !6
  %477 = call i32 @cudaFree(ptr noundef %476)
  %478 = load ptr, ptr %102, align 8, !tbaa !6
  %479 = call i32 @cudaFree(ptr noundef %478)
  %480 = load ptr, ptr %103, align 8, !tbaa !6
  %481 = call i32 @cudaFree(ptr noundef %480)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92) #4
  ret i32 0

482:                                              ; preds = %482, %434
  %483 = phi i64 [ 0, %434 ], [ %500, %482 ]
  %484 = phi float [ %454, %434 ], [ %499, %482 ]
  %485 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %483
  %486 = load float, ptr %485, align 16, !tbaa !10
  %487 = fadd float %484, %486
  %488 = or i64 %483, 1
  %489 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %488
  %490 = load float, ptr %489, align 4, !tbaa !10
  %491 = fadd float %487, %490
  %492 = or i64 %483, 2
  %493 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %492
  %494 = load float, ptr %493, align 8, !tbaa !10
  %495 = fadd float %491, %494
  %496 = or i64 %483, 3
  %497 = getelementptr inbounds [1024 x float], ptr @_ZZ4mainE4kept, i64 0, i64 %496
  %498 = load float, ptr %497, align 4, !tbaa !10
  %499 = fadd float %495, %498
  %500 = add nuw nsw i64 %483, 4
  %501 = icmp eq i64 %500, 1024
  br i1 %501, label %457, label %482, !llvm.loop !21
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
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
