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
  %101 = alloca %struct.dim3, align 8
  %102 = alloca %struct.dim3, align 8
  %103 = alloca i64, align 8
  %104 = alloca ptr, align 8
  %105 = alloca [2 x ptr], align 16
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca %struct.dim3, align 8
  %109 = alloca %struct.dim3, align 8
  %110 = alloca i64, align 8
  %111 = alloca ptr, align 8
  %112 = alloca [2 x ptr], align 16
  %113 = alloca ptr, align 8
  %114 = alloca ptr, align 8
  %115 = alloca %struct.dim3, align 8
  %116 = alloca %struct.dim3, align 8
  %117 = alloca i64, align 8
  %118 = alloca ptr, align 8
  %119 = alloca [2 x ptr], align 16
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca %struct.dim3, align 8
  %123 = alloca %struct.dim3, align 8
  %124 = alloca i64, align 8
  %125 = alloca ptr, align 8
  %126 = alloca [2 x ptr], align 16
  %127 = alloca ptr, align 8
  %128 = alloca ptr, align 8
  %129 = alloca %struct.dim3, align 8
  %130 = alloca %struct.dim3, align 8
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca [2 x ptr], align 16
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca %struct.dim3, align 8
  %137 = alloca %struct.dim3, align 8
  %138 = alloca i64, align 8
  %139 = alloca ptr, align 8
  %140 = alloca [2 x ptr], align 16
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca %struct.dim3, align 8
  %144 = alloca %struct.dim3, align 8
  %145 = alloca i64, align 8
  %146 = alloca ptr, align 8
  %147 = alloca [2 x ptr], align 16
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca %struct.dim3, align 8
  %151 = alloca %struct.dim3, align 8
  %152 = alloca i64, align 8
  %153 = alloca ptr, align 8
  %154 = alloca [2 x ptr], align 16
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca ptr, align 8
  %160 = alloca ptr, align 8
  %161 = alloca ptr, align 8
  %162 = alloca ptr, align 8
  %163 = alloca ptr, align 8
  %164 = alloca ptr, align 8
  %165 = alloca ptr, align 8
  %166 = alloca ptr, align 8
  %167 = alloca ptr, align 8
  %168 = alloca ptr, align 8
  %169 = alloca ptr, align 8
  %170 = alloca ptr, align 8
  %171 = alloca ptr, align 8
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca ptr, align 8
  %175 = alloca ptr, align 8
  br label %176

176:                                              ; preds = %176, %0
  %177 = phi i64 [ 0, %0 ], [ %188, %176 ]
  %178 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %189, %176 ]
  %179 = add <4 x i16> %178, <i16 4, i16 4, i16 4, i16 4>
  %180 = urem <4 x i16> %178, <i16 23, i16 23, i16 23, i16 23>
  %181 = urem <4 x i16> %179, <i16 23, i16 23, i16 23, i16 23>
  %182 = uitofp <4 x i16> %180 to <4 x float>
  %183 = uitofp <4 x i16> %181 to <4 x float>
  %184 = fadd <4 x float> %182, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %185 = fadd <4 x float> %183, <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>
  %186 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE6host_x, i64 0, i64 %177
  store <4 x float> %184, ptr %186, align 16, !tbaa !10
  %187 = getelementptr inbounds float, ptr %186, i64 4
  store <4 x float> %185, ptr %187, align 16, !tbaa !10
  %188 = add nuw i64 %177, 8
  %189 = add <4 x i16> %178, <i16 8, i16 8, i16 8, i16 8>
  %190 = icmp eq i64 %188, 6144
  br i1 %190, label %191, label %176, !llvm.loop !12

191:                                              ; preds = %176
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %155) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %156) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %157) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %158) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %159) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %160) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %161) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %162) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %163) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %164) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %165) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %166) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %167) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %168) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %169) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %170) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %171) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %172) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %173) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %174) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %175) #5
  %192 = call i32 @cudaMalloc(ptr noundef nonnull %155, i64 noundef 24576)
  %193 = call i32 @cudaMalloc(ptr noundef nonnull %156, i64 noundef 24576)
  %194 = call i32 @cudaMalloc(ptr noundef nonnull %157, i64 noundef 24576)
  %195 = call i32 @cudaMalloc(ptr noundef nonnull %158, i64 noundef 24576)
  %196 = call i32 @cudaMalloc(ptr noundef nonnull %159, i64 noundef 24576)
  %197 = call i32 @cudaMalloc(ptr noundef nonnull %160, i64 noundef 24576)
  %198 = call i32 @cudaMalloc(ptr noundef nonnull %161, i64 noundef 24576)
  %199 = call i32 @cudaMalloc(ptr noundef nonnull %162, i64 noundef 24576)
  %200 = call i32 @cudaMalloc(ptr noundef nonnull %163, i64 noundef 24576)
  %201 = call i32 @cudaMalloc(ptr noundef nonnull %164, i64 noundef 24576)
  %202 = call i32 @cudaMalloc(ptr noundef nonnull %165, i64 noundef 24576)
  %203 = call i32 @cudaMalloc(ptr noundef nonnull %166, i64 noundef 24576)
  %204 = call i32 @cudaMalloc(ptr noundef nonnull %167, i64 noundef 24576)
  %205 = call i32 @cudaMalloc(ptr noundef nonnull %168, i64 noundef 24576)
  %206 = call i32 @cudaMalloc(ptr noundef nonnull %169, i64 noundef 24576)
  %207 = call i32 @cudaMalloc(ptr noundef nonnull %170, i64 noundef 24576)
  %208 = call i32 @cudaMalloc(ptr noundef nonnull %171, i64 noundef 24576)
  %209 = call i32 @cudaMalloc(ptr noundef nonnull %172, i64 noundef 49152)
  %210 = call i32 @cudaMalloc(ptr noundef nonnull %173, i64 noundef 49152)
  %211 = call i32 @cudaMalloc(ptr noundef nonnull %174, i64 noundef 24832)
  %212 = call i32 @cudaMalloc(ptr noundef nonnull %175, i64 noundef 24576)
  %213 = load ptr, ptr %155, align 8, !tbaa !6
  %214 = call i32 @cudaMemcpy(ptr noundef %213, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %215 = load ptr, ptr %162, align 8, !tbaa !6
  %216 = call i32 @cudaMemcpy(ptr noundef %215, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %217 = load ptr, ptr %166, align 8, !tbaa !6
  %218 = call i32 @cudaMemcpy(ptr noundef %217, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %219 = load ptr, ptr %168, align 8, !tbaa !6
  %220 = call i32 @cudaMemcpy(ptr noundef %219, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %221 = load ptr, ptr %170, align 8, !tbaa !6
  %222 = call i32 @cudaMemcpy(ptr noundef %221, ptr noundef nonnull @_ZZ4mainE6host_x, i64 noundef 24576, i32 noundef 1)
  %223 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %239

225:                                              ; preds = %191
  %226 = load ptr, ptr %155, align 8, !tbaa !6
  %227 = load ptr, ptr %156, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %148)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %149)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %150)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %151)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %152)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %153)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %154)
  store ptr %226, ptr %148, align 8, !tbaa !6
  store ptr %227, ptr %149, align 8, !tbaa !6
  store ptr %148, ptr %154, align 16
  %228 = getelementptr inbounds ptr, ptr %154, i64 1
  store ptr %149, ptr %228, align 8
  %229 = call i32 @__cudaPopCallConfiguration(ptr nonnull %150, ptr nonnull %151, ptr nonnull %152, ptr nonnull %153)
  %230 = load i64, ptr %152, align 8
  %231 = load ptr, ptr %153, align 8
  %232 = load i64, ptr %150, align 8
  %233 = getelementptr inbounds i8, ptr %150, i64 8
  %234 = load i32, ptr %233, align 8
  %235 = load i64, ptr %151, align 8
  %236 = getelementptr inbounds i8, ptr %151, i64 8
  %237 = load i32, ptr %236, align 8
  %238 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %232, i32 %234, i64 %235, i32 %237, ptr noundef nonnull %154, i64 noundef %230, ptr noundef %231)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %148)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %149)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %150)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %151)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %152)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %153)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %154)
  br label %239

239:                                              ; preds = %225, %191
  %240 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %242, label %256

242:                                              ; preds = %239
  %243 = load ptr, ptr %156, align 8, !tbaa !6
  %244 = load ptr, ptr %157, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %141)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %142)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %143)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %144)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %146)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %147)
  store ptr %243, ptr %141, align 8, !tbaa !6
  store ptr %244, ptr %142, align 8, !tbaa !6
  store ptr %141, ptr %147, align 16
  %245 = getelementptr inbounds ptr, ptr %147, i64 1
  store ptr %142, ptr %245, align 8
  %246 = call i32 @__cudaPopCallConfiguration(ptr nonnull %143, ptr nonnull %144, ptr nonnull %145, ptr nonnull %146)
  %247 = load i64, ptr %145, align 8
  %248 = load ptr, ptr %146, align 8
  %249 = load i64, ptr %143, align 8
  %250 = getelementptr inbounds i8, ptr %143, i64 8
  %251 = load i32, ptr %250, align 8
  %252 = load i64, ptr %144, align 8
  %253 = getelementptr inbounds i8, ptr %144, i64 8
  %254 = load i32, ptr %253, align 8
  %255 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__add_onePKfPf, i64 %249, i32 %251, i64 %252, i32 %254, ptr noundef nonnull %147, i64 noundef %247, ptr noundef %248)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %141)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %142)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %143)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %144)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %145)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %146)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %147)
  br label %256

256:                                              ; preds = %242, %239
  %257 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %259, label %273

259:                                              ; preds = %256
  %260 = load ptr, ptr %155, align 8, !tbaa !6
  %261 = load ptr, ptr %158, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %134)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %135)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %136)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %137)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %138)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %139)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %140)
  store ptr %260, ptr %134, align 8, !tbaa !6
  store ptr %261, ptr %135, align 8, !tbaa !6
  store ptr %134, ptr %140, align 16
  %262 = getelementptr inbounds ptr, ptr %140, i64 1
  store ptr %135, ptr %262, align 8
  %263 = call i32 @__cudaPopCallConfiguration(ptr nonnull %136, ptr nonnull %137, ptr nonnull %138, ptr nonnull %139)
  %264 = load i64, ptr %138, align 8
  %265 = load ptr, ptr %139, align 8
  %266 = load i64, ptr %136, align 8
  %267 = getelementptr inbounds i8, ptr %136, i64 8
  %268 = load i32, ptr %267, align 8
  %269 = load i64, ptr %137, align 8
  %270 = getelementptr inbounds i8, ptr %137, i64 8
  %271 = load i32, ptr %270, align 8
  %272 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %266, i32 %268, i64 %269, i32 %271, ptr noundef nonnull %140, i64 noundef %264, ptr noundef %265)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %134)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %135)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %136)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %137)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %138)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %139)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %140)
  br label %273

273:                                              ; preds = %259, %256
  %274 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %290

276:                                              ; preds = %273
  %277 = load ptr, ptr %158, align 8, !tbaa !6
  %278 = load ptr, ptr %159, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %127)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %128)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %129)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %130)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %131)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %132)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %133)
  store ptr %277, ptr %127, align 8, !tbaa !6
  store ptr %278, ptr %128, align 8, !tbaa !6
  store ptr %127, ptr %133, align 16
  %279 = getelementptr inbounds ptr, ptr %133, i64 1
  store ptr %128, ptr %279, align 8
  %280 = call i32 @__cudaPopCallConfiguration(ptr nonnull %129, ptr nonnull %130, ptr nonnull %131, ptr nonnull %132)
  %281 = load i64, ptr %131, align 8
  %282 = load ptr, ptr %132, align 8
  %283 = load i64, ptr %129, align 8
  %284 = getelementptr inbounds i8, ptr %129, i64 8
  %285 = load i32, ptr %284, align 8
  %286 = load i64, ptr %130, align 8
  %287 = getelementptr inbounds i8, ptr %130, i64 8
  %288 = load i32, ptr %287, align 8
  %289 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %283, i32 %285, i64 %286, i32 %288, ptr noundef nonnull %133, i64 noundef %281, ptr noundef %282)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %127)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %128)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %129)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %130)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %131)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %132)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %133)
  br label %290

290:                                              ; preds = %276, %273
  %291 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %292 = icmp eq i32 %291, 0
  br i1 %292, label %293, label %307

293:                                              ; preds = %290
  %294 = load ptr, ptr %155, align 8, !tbaa !6
  %295 = load ptr, ptr %160, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %120)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %122)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %123)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %126)
  store ptr %294, ptr %120, align 8, !tbaa !6
  store ptr %295, ptr %121, align 8, !tbaa !6
  store ptr %120, ptr %126, align 16
  %296 = getelementptr inbounds ptr, ptr %126, i64 1
  store ptr %121, ptr %296, align 8
  %297 = call i32 @__cudaPopCallConfiguration(ptr nonnull %122, ptr nonnull %123, ptr nonnull %124, ptr nonnull %125)
  %298 = load i64, ptr %124, align 8
  %299 = load ptr, ptr %125, align 8
  %300 = load i64, ptr %122, align 8
  %301 = getelementptr inbounds i8, ptr %122, i64 8
  %302 = load i32, ptr %301, align 8
  %303 = load i64, ptr %123, align 8
  %304 = getelementptr inbounds i8, ptr %123, i64 8
  %305 = load i32, ptr %304, align 8
  %306 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %300, i32 %302, i64 %303, i32 %305, ptr noundef nonnull %126, i64 noundef %298, ptr noundef %299)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %120)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %122)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %123)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %126)
  br label %307

307:                                              ; preds = %293, %290
  %308 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %310, label %324

310:                                              ; preds = %307
  %311 = load ptr, ptr %160, align 8, !tbaa !6
  %312 = load ptr, ptr %161, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %113)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %115)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %116)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %117)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %119)
  store ptr %311, ptr %113, align 8, !tbaa !6
  store ptr %312, ptr %114, align 8, !tbaa !6
  store ptr %113, ptr %119, align 16
  %313 = getelementptr inbounds ptr, ptr %119, i64 1
  store ptr %114, ptr %313, align 8
  %314 = call i32 @__cudaPopCallConfiguration(ptr nonnull %115, ptr nonnull %116, ptr nonnull %117, ptr nonnull %118)
  %315 = load i64, ptr %117, align 8
  %316 = load ptr, ptr %118, align 8
  %317 = load i64, ptr %115, align 8
  %318 = getelementptr inbounds i8, ptr %115, i64 8
  %319 = load i32, ptr %318, align 8
  %320 = load i64, ptr %116, align 8
  %321 = getelementptr inbounds i8, ptr %116, i64 8
  %322 = load i32, ptr %321, align 8
  %323 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %317, i32 %319, i64 %320, i32 %322, ptr noundef nonnull %119, i64 noundef %315, ptr noundef %316)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %113)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %115)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %116)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %117)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %119)
  br label %324

324:                                              ; preds = %310, %307
  %325 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %326 = icmp eq i32 %325, 0
  br i1 %326, label %327, label %341

327:                                              ; preds = %324
  %328 = load ptr, ptr %155, align 8, !tbaa !6
  %329 = load ptr, ptr %162, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %108)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %109)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %112)
  store ptr %328, ptr %106, align 8, !tbaa !6
  store ptr %329, ptr %107, align 8, !tbaa !6
  store ptr %106, ptr %112, align 16
  %330 = getelementptr inbounds ptr, ptr %112, i64 1
  store ptr %107, ptr %330, align 8
  %331 = call i32 @__cudaPopCallConfiguration(ptr nonnull %108, ptr nonnull %109, ptr nonnull %110, ptr nonnull %111)
  %332 = load i64, ptr %110, align 8
  %333 = load ptr, ptr %111, align 8
  %334 = load i64, ptr %108, align 8
  %335 = getelementptr inbounds i8, ptr %108, i64 8
  %336 = load i32, ptr %335, align 8
  %337 = load i64, ptr %109, align 8
  %338 = getelementptr inbounds i8, ptr %109, i64 8
  %339 = load i32, ptr %338, align 8
  %340 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %334, i32 %336, i64 %337, i32 %339, ptr noundef nonnull %112, i64 noundef %332, ptr noundef %333)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %108)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %109)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %112)
  br label %341

341:                                              ; preds = %327, %324
  %342 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %343 = icmp eq i32 %342, 0
  br i1 %343, label %344, label %358

344:                                              ; preds = %341
  %345 = load ptr, ptr %162, align 8, !tbaa !6
  %346 = load ptr, ptr %163, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %101)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %102)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %105)
  store ptr %345, ptr %99, align 8, !tbaa !6
  store ptr %346, ptr %100, align 8, !tbaa !6
  store ptr %99, ptr %105, align 16
  %347 = getelementptr inbounds ptr, ptr %105, i64 1
  store ptr %100, ptr %347, align 8
  %348 = call i32 @__cudaPopCallConfiguration(ptr nonnull %101, ptr nonnull %102, ptr nonnull %103, ptr nonnull %104)
  %349 = load i64, ptr %103, align 8
  %350 = load ptr, ptr %104, align 8
  %351 = load i64, ptr %101, align 8
  %352 = getelementptr inbounds i8, ptr %101, i64 8
  %353 = load i32, ptr %352, align 8
  %354 = load i64, ptr %102, align 8
  %355 = getelementptr inbounds i8, ptr %102, i64 8
  %356 = load i32, ptr %355, align 8
  %357 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %351, i32 %353, i64 %354, i32 %356, ptr noundef nonnull %105, i64 noundef %349, ptr noundef %350)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %101)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %102)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %105)
  br label %358

358:                                              ; preds = %344, %341
  %359 = getelementptr inbounds ptr, ptr %98, i64 1
  %360 = getelementptr inbounds i8, ptr %94, i64 8
  %361 = getelementptr inbounds i8, ptr %95, i64 8
  %362 = getelementptr inbounds ptr, ptr %91, i64 1
  %363 = getelementptr inbounds i8, ptr %87, i64 8
  %364 = getelementptr inbounds i8, ptr %88, i64 8
  br label %368

365:                                              ; preds = %397
  %366 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %400, label %414

368:                                              ; preds = %358, %397
  %369 = phi i32 [ 0, %358 ], [ %398, %397 ]
  %370 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %371 = icmp eq i32 %370, 0
  br i1 %371, label %372, label %383

372:                                              ; preds = %368
  %373 = load ptr, ptr %155, align 8, !tbaa !6
  %374 = load ptr, ptr %164, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %96)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %98)
  store ptr %373, ptr %92, align 8, !tbaa !6
  store ptr %374, ptr %93, align 8, !tbaa !6
  store ptr %92, ptr %98, align 16
  store ptr %93, ptr %359, align 8
  %375 = call i32 @__cudaPopCallConfiguration(ptr nonnull %94, ptr nonnull %95, ptr nonnull %96, ptr nonnull %97)
  %376 = load i64, ptr %96, align 8
  %377 = load ptr, ptr %97, align 8
  %378 = load i64, ptr %94, align 8
  %379 = load i32, ptr %360, align 8
  %380 = load i64, ptr %95, align 8
  %381 = load i32, ptr %361, align 8
  %382 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %378, i32 %379, i64 %380, i32 %381, ptr noundef nonnull %98, i64 noundef %376, ptr noundef %377)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %94)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %95)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %96)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %98)
  br label %383

383:                                              ; preds = %372, %368
  %384 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %386, label %397

386:                                              ; preds = %383
  %387 = load ptr, ptr %164, align 8, !tbaa !6
  %388 = load ptr, ptr %165, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %91)
  store ptr %387, ptr %85, align 8, !tbaa !6
  store ptr %388, ptr %86, align 8, !tbaa !6
  store ptr %85, ptr %91, align 16
  store ptr %86, ptr %362, align 8
  %389 = call i32 @__cudaPopCallConfiguration(ptr nonnull %87, ptr nonnull %88, ptr nonnull %89, ptr nonnull %90)
  %390 = load i64, ptr %89, align 8
  %391 = load ptr, ptr %90, align 8
  %392 = load i64, ptr %87, align 8
  %393 = load i32, ptr %363, align 8
  %394 = load i64, ptr %88, align 8
  %395 = load i32, ptr %364, align 8
  %396 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %392, i32 %393, i64 %394, i32 %395, ptr noundef nonnull %91, i64 noundef %390, ptr noundef %391)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %91)
  br label %397

397:                                              ; preds = %383, %386
  %398 = add nuw nsw i32 %369, 1
  %399 = icmp eq i32 %398, 40
  br i1 %399, label %365, label %368, !llvm.loop !16

400:                                              ; preds = %365
  %401 = load ptr, ptr %155, align 8, !tbaa !6
  %402 = load ptr, ptr %166, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %84)
  store ptr %401, ptr %78, align 8, !tbaa !6
  store ptr %402, ptr %79, align 8, !tbaa !6
  store ptr %78, ptr %84, align 16
  %403 = getelementptr inbounds ptr, ptr %84, i64 1
  store ptr %79, ptr %403, align 8
  %404 = call i32 @__cudaPopCallConfiguration(ptr nonnull %80, ptr nonnull %81, ptr nonnull %82, ptr nonnull %83)
  %405 = load i64, ptr %82, align 8
  %406 = load ptr, ptr %83, align 8
  %407 = load i64, ptr %80, align 8
  %408 = getelementptr inbounds i8, ptr %80, i64 8
  %409 = load i32, ptr %408, align 8
  %410 = load i64, ptr %81, align 8
  %411 = getelementptr inbounds i8, ptr %81, i64 8
  %412 = load i32, ptr %411, align 8
  %413 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z31__device_stub__scale_upper_halfPKfPf, i64 %407, i32 %409, i64 %410, i32 %412, ptr noundef nonnull %84, i64 noundef %405, ptr noundef %406)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %80)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %81)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %84)
  br label %414

414:                                              ; preds = %400, %365
  %415 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %416 = icmp eq i32 %415, 0
  br i1 %416, label %417, label %431

417:                                              ; preds = %414
  %418 = load ptr, ptr %166, align 8, !tbaa !6
  %419 = load ptr, ptr %167, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %77)
  store ptr %418, ptr %71, align 8, !tbaa !6
  store ptr %419, ptr %72, align 8, !tbaa !6
  store ptr %71, ptr %77, align 16
  %420 = getelementptr inbounds ptr, ptr %77, i64 1
  store ptr %72, ptr %420, align 8
  %421 = call i32 @__cudaPopCallConfiguration(ptr nonnull %73, ptr nonnull %74, ptr nonnull %75, ptr nonnull %76)
  %422 = load i64, ptr %75, align 8
  %423 = load ptr, ptr %76, align 8
  %424 = load i64, ptr %73, align 8
  %425 = getelementptr inbounds i8, ptr %73, i64 8
  %426 = load i32, ptr %425, align 8
  %427 = load i64, ptr %74, align 8
  %428 = getelementptr inbounds i8, ptr %74, i64 8
  %429 = load i32, ptr %428, align 8
  %430 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %424, i32 %426, i64 %427, i32 %429, ptr noundef nonnull %77, i64 noundef %422, ptr noundef %423)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %77)
  br label %431

431:                                              ; preds = %417, %414
  %432 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %434, label %448

434:                                              ; preds = %431
  %435 = load ptr, ptr %155, align 8, !tbaa !6
  %436 = load ptr, ptr %168, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70)
  store ptr %435, ptr %64, align 8, !tbaa !6
  store ptr %436, ptr %65, align 8, !tbaa !6
  store ptr %64, ptr %70, align 16
  %437 = getelementptr inbounds ptr, ptr %70, i64 1
  store ptr %65, ptr %437, align 8
  %438 = call i32 @__cudaPopCallConfiguration(ptr nonnull %66, ptr nonnull %67, ptr nonnull %68, ptr nonnull %69)
  %439 = load i64, ptr %68, align 8
  %440 = load ptr, ptr %69, align 8
  %441 = load i64, ptr %66, align 8
  %442 = getelementptr inbounds i8, ptr %66, i64 8
  %443 = load i32, ptr %442, align 8
  %444 = load i64, ptr %67, align 8
  %445 = getelementptr inbounds i8, ptr %67, i64 8
  %446 = load i32, ptr %445, align 8
  %447 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__scale_positivePKfPf, i64 %441, i32 %443, i64 %444, i32 %446, ptr noundef nonnull %70, i64 noundef %439, ptr noundef %440)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %66)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70)
  br label %448

448:                                              ; preds = %434, %431
  %449 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %450 = icmp eq i32 %449, 0
  br i1 %450, label %451, label %465

451:                                              ; preds = %448
  %452 = load ptr, ptr %168, align 8, !tbaa !6
  %453 = load ptr, ptr %169, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %63)
  store ptr %452, ptr %57, align 8, !tbaa !6
  store ptr %453, ptr %58, align 8, !tbaa !6
  store ptr %57, ptr %63, align 16
  %454 = getelementptr inbounds ptr, ptr %63, i64 1
  store ptr %58, ptr %454, align 8
  %455 = call i32 @__cudaPopCallConfiguration(ptr nonnull %59, ptr nonnull %60, ptr nonnull %61, ptr nonnull %62)
  %456 = load i64, ptr %61, align 8
  %457 = load ptr, ptr %62, align 8
  %458 = load i64, ptr %59, align 8
  %459 = getelementptr inbounds i8, ptr %59, i64 8
  %460 = load i32, ptr %459, align 8
  %461 = load i64, ptr %60, align 8
  %462 = getelementptr inbounds i8, ptr %60, i64 8
  %463 = load i32, ptr %462, align 8
  %464 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %458, i32 %460, i64 %461, i32 %463, ptr noundef nonnull %63, i64 noundef %456, ptr noundef %457)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %60)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %63)
  br label %465

465:                                              ; preds = %451, %448
  %466 = getelementptr inbounds ptr, ptr %56, i64 1
  %467 = getelementptr inbounds i8, ptr %52, i64 8
  %468 = getelementptr inbounds i8, ptr %53, i64 8
  %469 = getelementptr inbounds ptr, ptr %49, i64 1
  %470 = getelementptr inbounds i8, ptr %45, i64 8
  %471 = getelementptr inbounds i8, ptr %46, i64 8
  br label %475

472:                                              ; preds = %504
  %473 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %474 = icmp eq i32 %473, 0
  br i1 %474, label %507, label %521

475:                                              ; preds = %465, %504
  %476 = phi i32 [ 0, %465 ], [ %505, %504 ]
  %477 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %478 = icmp eq i32 %477, 0
  br i1 %478, label %479, label %490

479:                                              ; preds = %475
  %480 = load ptr, ptr %170, align 8, !tbaa !6
  %481 = load ptr, ptr %171, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %56)
  store ptr %480, ptr %50, align 8, !tbaa !6
  store ptr %481, ptr %51, align 8, !tbaa !6
  store ptr %50, ptr %56, align 16
  store ptr %51, ptr %466, align 8
  %482 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55)
  %483 = load i64, ptr %54, align 8
  %484 = load ptr, ptr %55, align 8
  %485 = load i64, ptr %52, align 8
  %486 = load i32, ptr %467, align 8
  %487 = load i64, ptr %53, align 8
  %488 = load i32, ptr %468, align 8
  %489 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %485, i32 %486, i64 %487, i32 %488, ptr noundef nonnull %56, i64 noundef %483, ptr noundef %484)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %56)
  br label %490

490:                                              ; preds = %479, %475
  %491 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %492 = icmp eq i32 %491, 0
  br i1 %492, label %493, label %504

493:                                              ; preds = %490
  %494 = load ptr, ptr %171, align 8, !tbaa !6
  %495 = load ptr, ptr %170, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %49)
  store ptr %494, ptr %43, align 8, !tbaa !6
  store ptr %495, ptr %44, align 8, !tbaa !6
  store ptr %43, ptr %49, align 16
  store ptr %44, ptr %469, align 8
  %496 = call i32 @__cudaPopCallConfiguration(ptr nonnull %45, ptr nonnull %46, ptr nonnull %47, ptr nonnull %48)
  %497 = load i64, ptr %47, align 8
  %498 = load ptr, ptr %48, align 8
  %499 = load i64, ptr %45, align 8
  %500 = load i32, ptr %470, align 8
  %501 = load i64, ptr %46, align 8
  %502 = load i32, ptr %471, align 8
  %503 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %499, i32 %500, i64 %501, i32 %502, ptr noundef nonnull %49, i64 noundef %497, ptr noundef %498)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %46)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %49)
  br label %504

504:                                              ; preds = %490, %493
  %505 = add nuw nsw i32 %476, 1
  %506 = icmp eq i32 %505, 3
  br i1 %506, label %472, label %475, !llvm.loop !17

507:                                              ; preds = %472
  %508 = load ptr, ptr %155, align 8, !tbaa !6
  %509 = load ptr, ptr %172, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %42)
  store ptr %508, ptr %36, align 8, !tbaa !6
  store ptr %509, ptr %37, align 8, !tbaa !6
  store ptr %36, ptr %42, align 16
  %510 = getelementptr inbounds ptr, ptr %42, i64 1
  store ptr %37, ptr %510, align 8
  %511 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41)
  %512 = load i64, ptr %40, align 8
  %513 = load ptr, ptr %41, align 8
  %514 = load i64, ptr %38, align 8
  %515 = getelementptr inbounds i8, ptr %38, i64 8
  %516 = load i32, ptr %515, align 8
  %517 = load i64, ptr %39, align 8
  %518 = getelementptr inbounds i8, ptr %39, i64 8
  %519 = load i32, ptr %518, align 8
  %520 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %514, i32 %516, i64 %517, i32 %519, ptr noundef nonnull %42, i64 noundef %512, ptr noundef %513)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %42)
  br label %521

521:                                              ; preds = %507, %472
  %522 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %523 = icmp eq i32 %522, 0
  br i1 %523, label %524, label %538

524:                                              ; preds = %521
  %525 = load ptr, ptr %172, align 8, !tbaa !6
  %526 = load ptr, ptr %173, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %35)
  store ptr %525, ptr %29, align 8, !tbaa !6
  store ptr %526, ptr %30, align 8, !tbaa !6
  store ptr %29, ptr %35, align 16
  %527 = getelementptr inbounds ptr, ptr %35, i64 1
  store ptr %30, ptr %527, align 8
  %528 = call i32 @__cudaPopCallConfiguration(ptr nonnull %31, ptr nonnull %32, ptr nonnull %33, ptr nonnull %34)
  %529 = load i64, ptr %33, align 8
  %530 = load ptr, ptr %34, align 8
  %531 = load i64, ptr %31, align 8
  %532 = getelementptr inbounds i8, ptr %31, i64 8
  %533 = load i32, ptr %532, align 8
  %534 = load i64, ptr %32, align 8
  %535 = getelementptr inbounds i8, ptr %32, i64 8
  %536 = load i32, ptr %535, align 8
  %537 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %531, i32 %533, i64 %534, i32 %536, ptr noundef nonnull %35, i64 noundef %529, ptr noundef %530)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %32)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %35)
  br label %538

538:                                              ; preds = %524, %521
  %539 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %540 = icmp eq i32 %539, 0
  br i1 %540, label %541, label %556

541:                                              ; preds = %538
  %542 = load ptr, ptr %155, align 8, !tbaa !6
  %543 = load ptr, ptr %172, align 8, !tbaa !6
  %544 = getelementptr inbounds float, ptr %543, i64 6144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %28)
  store ptr %542, ptr %22, align 8, !tbaa !6
  store ptr %544, ptr %23, align 8, !tbaa !6
  store ptr %22, ptr %28, align 16
  %545 = getelementptr inbounds ptr, ptr %28, i64 1
  store ptr %23, ptr %545, align 8
  %546 = call i32 @__cudaPopCallConfiguration(ptr nonnull %24, ptr nonnull %25, ptr nonnull %26, ptr nonnull %27)
  %547 = load i64, ptr %26, align 8
  %548 = load ptr, ptr %27, align 8
  %549 = load i64, ptr %24, align 8
  %550 = getelementptr inbounds i8, ptr %24, i64 8
  %551 = load i32, ptr %550, align 8
  %552 = load i64, ptr %25, align 8
  %553 = getelementptr inbounds i8, ptr %25, i64 8
  %554 = load i32, ptr %553, align 8
  %555 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %549, i32 %551, i64 %552, i32 %554, ptr noundef nonnull %28, i64 noundef %547, ptr noundef %548)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %28)
  br label %556

556:                                              ; preds = %541, %538
  %557 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %558 = icmp eq i32 %557, 0
  br i1 %558, label %559, label %575

559:                                              ; preds = %556
  %560 = load ptr, ptr %172, align 8, !tbaa !6
  %561 = getelementptr inbounds float, ptr %560, i64 6144
  %562 = load ptr, ptr %173, align 8, !tbaa !6
  %563 = getelementptr inbounds float, ptr %562, i64 6144
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21)
  store ptr %561, ptr %15, align 8, !tbaa !6
  store ptr %563, ptr %16, align 8, !tbaa !6
  store ptr %15, ptr %21, align 16
  %564 = getelementptr inbounds ptr, ptr %21, i64 1
  store ptr %16, ptr %564, align 8
  %565 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20)
  %566 = load i64, ptr %19, align 8
  %567 = load ptr, ptr %20, align 8
  %568 = load i64, ptr %17, align 8
  %569 = getelementptr inbounds i8, ptr %17, i64 8
  %570 = load i32, ptr %569, align 8
  %571 = load i64, ptr %18, align 8
  %572 = getelementptr inbounds i8, ptr %18, i64 8
  %573 = load i32, ptr %572, align 8
  %574 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %568, i32 %570, i64 %571, i32 %573, ptr noundef nonnull %21, i64 noundef %566, ptr noundef %567)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21)
  br label %575

575:                                              ; preds = %559, %556
  %576 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null)
  %577 = icmp eq i32 %576, 0
  br i1 %577, label %578, label %593

578:                                              ; preds = %575
  %579 = load ptr, ptr %155, align 8, !tbaa !6
  %580 = load ptr, ptr %174, align 8, !tbaa !6
  %581 = getelementptr inbounds float, ptr %580, i64 64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  store ptr %579, ptr %8, align 8, !tbaa !6
  store ptr %581, ptr %9, align 8, !tbaa !6
  store ptr %8, ptr %14, align 16
  %582 = getelementptr inbounds ptr, ptr %14, i64 1
  store ptr %9, ptr %582, align 8
  %583 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13)
  %584 = load i64, ptr %12, align 8
  %585 = load ptr, ptr %13, align 8
  %586 = load i64, ptr %10, align 8
  %587 = getelementptr inbounds i8, ptr %10, i64 8
  %588 = load i32, ptr %587, align 8
  %589 = load i64, ptr %11, align 8
  %590 = getelementptr inbounds i8, ptr %11, i64 8
  %591 = load i32, ptr %590, align 8
  %592 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scale_tilePKfPf, i64 %586, i32 %588, i64 %589, i32 %591, ptr noundef nonnull %14, i64 noundef %584, ptr noundef %585)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  br label %593

593:                                              ; preds = %578, %575
  %594 = call i32 @__cudaPushCallConfiguration(i64 12884901890, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null)
  %595 = icmp eq i32 %594, 0
  br i1 %595, label %596, label %611

596:                                              ; preds = %593
  %597 = load ptr, ptr %174, align 8, !tbaa !6
  %598 = getelementptr inbounds float, ptr %597, i64 64
  %599 = load ptr, ptr %175, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7)
  store ptr %598, ptr %1, align 8, !tbaa !6
  store ptr %599, ptr %2, align 8, !tbaa !6
  store ptr %1, ptr %7, align 16
  %600 = getelementptr inbounds ptr, ptr %7, i64 1
  store ptr %2, ptr %600, align 8
  %601 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %602 = load i64, ptr %5, align 8
  %603 = load ptr, ptr %6, align 8
  %604 = load i64, ptr %3, align 8
  %605 = getelementptr inbounds i8, ptr %3, i64 8
  %606 = load i32, ptr %605, align 8
  %607 = load i64, ptr %4, align 8
  %608 = getelementptr inbounds i8, ptr %4, i64 8
  %609 = load i32, ptr %608, align 8
  %610 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__swap_in_tilePKfPf, i64 %604, i32 %606, i64 %607, i32 %609, ptr noundef nonnull %7, i64 noundef %602, ptr noundef %603)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7)
  br label %611

611:                                              ; preds = %596, %593
  %612 = load ptr, ptr %157, align 8, !tbaa !6
  %613 = load ptr, ptr %159, align 8, !tbaa !6
  %614 = load ptr, ptr %161, align 8, !tbaa !6
  %615 = load ptr, ptr %163, align 8, !tbaa !6
  %616 = load ptr, ptr %165, align 8, !tbaa !6
  %617 = load ptr, ptr %160, align 8, !tbaa !6
  %618 = load ptr, ptr %167, align 8, !tbaa !6
  %619 = load ptr, ptr %169, align 8, !tbaa !6
  %620 = load ptr, ptr %171, align 8, !tbaa !6
  %621 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %612, i64 noundef 24576, i32 noundef 2)
  br label %801

622:                                              ; preds = %801
  %623 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %613, i64 noundef 24576, i32 noundef 2)
  br label %624

624:                                              ; preds = %624, %622
  %625 = phi i64 [ 0, %622 ], [ %642, %624 ]
  %626 = phi float [ %826, %622 ], [ %641, %624 ]
  %627 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %625
  %628 = load float, ptr %627, align 16, !tbaa !10
  %629 = call float @llvm.fmuladd.f32(float %628, float 2.000000e+00, float %626)
  %630 = or i64 %625, 1
  %631 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %630
  %632 = load float, ptr %631, align 4, !tbaa !10
  %633 = call float @llvm.fmuladd.f32(float %632, float 2.000000e+00, float %629)
  %634 = or i64 %625, 2
  %635 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %634
  %636 = load float, ptr %635, align 8, !tbaa !10
  %637 = call float @llvm.fmuladd.f32(float %636, float 2.000000e+00, float %633)
  %638 = or i64 %625, 3
  %639 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %638
  %640 = load float, ptr %639, align 4, !tbaa !10
  %641 = call float @llvm.fmuladd.f32(float %640, float 2.000000e+00, float %637)
  %642 = add nuw nsw i64 %625, 4
  %643 = icmp eq i64 %642, 6144
  br i1 %643, label %644, label %624, !llvm.loop !18

644:                                              ; preds = %624
  %645 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %614, i64 noundef 24576, i32 noundef 2)
  br label %646

646:                                              ; preds = %646, %644
  %647 = phi i64 [ 0, %644 ], [ %664, %646 ]
  %648 = phi float [ %641, %644 ], [ %663, %646 ]
  %649 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %647
  %650 = load float, ptr %649, align 16, !tbaa !10
  %651 = call float @llvm.fmuladd.f32(float %650, float 3.000000e+00, float %648)
  %652 = or i64 %647, 1
  %653 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %652
  %654 = load float, ptr %653, align 4, !tbaa !10
  %655 = call float @llvm.fmuladd.f32(float %654, float 3.000000e+00, float %651)
  %656 = or i64 %647, 2
  %657 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %656
  %658 = load float, ptr %657, align 8, !tbaa !10
  %659 = call float @llvm.fmuladd.f32(float %658, float 3.000000e+00, float %655)
  %660 = or i64 %647, 3
  %661 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %660
  %662 = load float, ptr %661, align 4, !tbaa !10
  %663 = call float @llvm.fmuladd.f32(float %662, float 3.000000e+00, float %659)
  %664 = add nuw nsw i64 %647, 4
  %665 = icmp eq i64 %664, 6144
  br i1 %665, label %666, label %646, !llvm.loop !18

666:                                              ; preds = %646
  %667 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %615, i64 noundef 24576, i32 noundef 2)
  br label %668

668:                                              ; preds = %668, %666
  %669 = phi i64 [ 0, %666 ], [ %686, %668 ]
  %670 = phi float [ %663, %666 ], [ %685, %668 ]
  %671 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %669
  %672 = load float, ptr %671, align 16, !tbaa !10
  %673 = call float @llvm.fmuladd.f32(float %672, float 4.000000e+00, float %670)
  %674 = or i64 %669, 1
  %675 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %674
  %676 = load float, ptr %675, align 4, !tbaa !10
  %677 = call float @llvm.fmuladd.f32(float %676, float 4.000000e+00, float %673)
  %678 = or i64 %669, 2
  %679 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %678
  %680 = load float, ptr %679, align 8, !tbaa !10
  %681 = call float @llvm.fmuladd.f32(float %680, float 4.000000e+00, float %677)
  %682 = or i64 %669, 3
  %683 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %682
  %684 = load float, ptr %683, align 4, !tbaa !10
  %685 = call float @llvm.fmuladd.f32(float %684, float 4.000000e+00, float %681)
  %686 = add nuw nsw i64 %669, 4
  %687 = icmp eq i64 %686, 6144
  br i1 %687, label %688, label %668, !llvm.loop !18

688:                                              ; preds = %668
  %689 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %616, i64 noundef 24576, i32 noundef 2)
  br label %690

690:                                              ; preds = %690, %688
  %691 = phi i64 [ 0, %688 ], [ %708, %690 ]
  %692 = phi float [ %685, %688 ], [ %707, %690 ]
  %693 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %691
  %694 = load float, ptr %693, align 16, !tbaa !10
  %695 = call float @llvm.fmuladd.f32(float %694, float 5.000000e+00, float %692)
  %696 = or i64 %691, 1
  %697 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %696
  %698 = load float, ptr %697, align 4, !tbaa !10
  %699 = call float @llvm.fmuladd.f32(float %698, float 5.000000e+00, float %695)
  %700 = or i64 %691, 2
  %701 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %700
  %702 = load float, ptr %701, align 8, !tbaa !10
  %703 = call float @llvm.fmuladd.f32(float %702, float 5.000000e+00, float %699)
  %704 = or i64 %691, 3
  %705 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %704
  %706 = load float, ptr %705, align 4, !tbaa !10
  %707 = call float @llvm.fmuladd.f32(float %706, float 5.000000e+00, float %703)
  %708 = add nuw nsw i64 %691, 4
  %709 = icmp eq i64 %708, 6144
  br i1 %709, label %710, label %690, !llvm.loop !18

710:                                              ; preds = %690
  %711 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %617, i64 noundef 24576, i32 noundef 2)
  br label %712

712:                                              ; preds = %712, %710
  %713 = phi i64 [ 0, %710 ], [ %730, %712 ]
  %714 = phi float [ %707, %710 ], [ %729, %712 ]
  %715 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %713
  %716 = load float, ptr %715, align 16, !tbaa !10
  %717 = call float @llvm.fmuladd.f32(float %716, float 6.000000e+00, float %714)
  %718 = or i64 %713, 1
  %719 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %718
  %720 = load float, ptr %719, align 4, !tbaa !10
  %721 = call float @llvm.fmuladd.f32(float %720, float 6.000000e+00, float %717)
  %722 = or i64 %713, 2
  %723 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %722
  %724 = load float, ptr %723, align 8, !tbaa !10
  %725 = call float @llvm.fmuladd.f32(float %724, float 6.000000e+00, float %721)
  %726 = or i64 %713, 3
  %727 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %726
  %728 = load float, ptr %727, align 4, !tbaa !10
  %729 = call float @llvm.fmuladd.f32(float %728, float 6.000000e+00, float %725)
  %730 = add nuw nsw i64 %713, 4
  %731 = icmp eq i64 %730, 6144
  br i1 %731, label %732, label %712, !llvm.loop !18

732:                                              ; preds = %712
  %733 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %618, i64 noundef 24576, i32 noundef 2)
  br label %734

734:                                              ; preds = %734, %732
  %735 = phi i64 [ 0, %732 ], [ %752, %734 ]
  %736 = phi float [ %729, %732 ], [ %751, %734 ]
  %737 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %735
  %738 = load float, ptr %737, align 16, !tbaa !10
  %739 = call float @llvm.fmuladd.f32(float %738, float 7.000000e+00, float %736)
  %740 = or i64 %735, 1
  %741 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %740
  %742 = load float, ptr %741, align 4, !tbaa !10
  %743 = call float @llvm.fmuladd.f32(float %742, float 7.000000e+00, float %739)
  %744 = or i64 %735, 2
  %745 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %744
  %746 = load float, ptr %745, align 8, !tbaa !10
  %747 = call float @llvm.fmuladd.f32(float %746, float 7.000000e+00, float %743)
  %748 = or i64 %735, 3
  %749 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %748
  %750 = load float, ptr %749, align 4, !tbaa !10
  %751 = call float @llvm.fmuladd.f32(float %750, float 7.000000e+00, float %747)
  %752 = add nuw nsw i64 %735, 4
  %753 = icmp eq i64 %752, 6144
  br i1 %753, label %754, label %734, !llvm.loop !18

754:                                              ; preds = %734
  %755 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %619, i64 noundef 24576, i32 noundef 2)
  br label %756

756:                                              ; preds = %756, %754
  %757 = phi i64 [ 0, %754 ], [ %774, %756 ]
  %758 = phi float [ %751, %754 ], [ %773, %756 ]
  %759 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %757
  %760 = load float, ptr %759, align 16, !tbaa !10
  %761 = call float @llvm.fmuladd.f32(float %760, float 8.000000e+00, float %758)
  %762 = or i64 %757, 1
  %763 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %762
  %764 = load float, ptr %763, align 4, !tbaa !10
  %765 = call float @llvm.fmuladd.f32(float %764, float 8.000000e+00, float %761)
  %766 = or i64 %757, 2
  %767 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %766
  %768 = load float, ptr %767, align 8, !tbaa !10
  %769 = call float @llvm.fmuladd.f32(float %768, float 8.000000e+00, float %765)
  %770 = or i64 %757, 3
  %771 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %770
  %772 = load float, ptr %771, align 4, !tbaa !10
  %773 = call float @llvm.fmuladd.f32(float %772, float 8.000000e+00, float %769)
  %774 = add nuw nsw i64 %757, 4
  %775 = icmp eq i64 %774, 6144
  br i1 %775, label %776, label %756, !llvm.loop !18

776:                                              ; preds = %756
  %777 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %620, i64 noundef 24576, i32 noundef 2)
  br label %778

778:                                              ; preds = %778, %776
  %779 = phi i64 [ 0, %776 ], [ %796, %778 ]
  %780 = phi float [ %773, %776 ], [ %795, %778 ]
  %781 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %779
  %782 = load float, ptr %781, align 16, !tbaa !10
  %783 = call float @llvm.fmuladd.f32(float %782, float 9.000000e+00, float %780)
  %784 = or i64 %779, 1
  %785 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %784
  %786 = load float, ptr %785, align 4, !tbaa !10
  %787 = call float @llvm.fmuladd.f32(float %786, float 9.000000e+00, float %783)
  %788 = or i64 %779, 2
  %789 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %788
  %790 = load float, ptr %789, align 8, !tbaa !10
  %791 = call float @llvm.fmuladd.f32(float %790, float 9.000000e+00, float %787)
  %792 = or i64 %779, 3
  %793 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %792
  %794 = load float, ptr %793, align 4, !tbaa !10
  %795 = call float @llvm.fmuladd.f32(float %794, float 9.000000e+00, float %791)
  %796 = add nuw nsw i64 %779, 4
  %797 = icmp eq i64 %796, 6144
  br i1 %797, label %798, label %778, !llvm.loop !18

798:                                              ; preds = %778
  %799 = load ptr, ptr %173, align 8, !tbaa !6
  %800 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %799, i64 noundef 24576, i32 noundef 2)
  br label %833

801:                                              ; preds = %801, %611
  %802 = phi i64 [ 0, %611 ], [ %827, %801 ]
  %803 = phi float [ 0.000000e+00, %611 ], [ %826, %801 ]
  %804 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %802
  %805 = load float, ptr %804, align 8, !tbaa !10
  %806 = fadd float %805, %803
  %807 = or i64 %802, 1
  %808 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !10
  %810 = fadd float %809, %806
  %811 = add nuw nsw i64 %802, 2
  %812 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %811
  %813 = load float, ptr %812, align 8, !tbaa !10
  %814 = fadd float %813, %810
  %815 = add nuw nsw i64 %802, 3
  %816 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %815
  %817 = load float, ptr %816, align 4, !tbaa !10
  %818 = fadd float %817, %814
  %819 = add nuw nsw i64 %802, 4
  %820 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %819
  %821 = load float, ptr %820, align 8, !tbaa !10
  %822 = fadd float %821, %818
  %823 = add nuw nsw i64 %802, 5
  %824 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %823
  %825 = load float, ptr %824, align 4, !tbaa !10
  %826 = fadd float %825, %822
  %827 = add nuw nsw i64 %802, 6
  %828 = icmp eq i64 %827, 6144
  br i1 %828, label %622, label %801, !llvm.loop !18

829:                                              ; preds = %833
  %830 = load ptr, ptr %173, align 8, !tbaa !6
  %831 = getelementptr inbounds float, ptr %830, i64 6144
  %832 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef nonnull %831, i64 noundef 24576, i32 noundef 2)
  br label %856

833:                                              ; preds = %833, %798
  %834 = phi i64 [ 0, %798 ], [ %851, %833 ]
  %835 = phi float [ %795, %798 ], [ %850, %833 ]
  %836 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %834
  %837 = load float, ptr %836, align 16, !tbaa !10
  %838 = call float @llvm.fmuladd.f32(float %837, float 1.000000e+01, float %835)
  %839 = or i64 %834, 1
  %840 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %839
  %841 = load float, ptr %840, align 4, !tbaa !10
  %842 = call float @llvm.fmuladd.f32(float %841, float 1.000000e+01, float %838)
  %843 = or i64 %834, 2
  %844 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %843
  %845 = load float, ptr %844, align 8, !tbaa !10
  %846 = call float @llvm.fmuladd.f32(float %845, float 1.000000e+01, float %842)
  %847 = or i64 %834, 3
  %848 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %847
  %849 = load float, ptr %848, align 4, !tbaa !10
  %850 = call float @llvm.fmuladd.f32(float %849, float 1.000000e+01, float %846)
  %851 = add nuw nsw i64 %834, 4
  %852 = icmp eq i64 %851, 6144
  br i1 %852, label %829, label %833, !llvm.loop !19

853:                                              ; preds = %856
  %854 = load ptr, ptr %175, align 8, !tbaa !6
  %855 = call i32 @cudaMemcpy(ptr noundef nonnull @_ZZ4mainE4back, ptr noundef %854, i64 noundef 24576, i32 noundef 2)
  br label %921

856:                                              ; preds = %856, %829
  %857 = phi i64 [ 0, %829 ], [ %874, %856 ]
  %858 = phi float [ %850, %829 ], [ %873, %856 ]
  %859 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %857
  %860 = load float, ptr %859, align 16, !tbaa !10
  %861 = call float @llvm.fmuladd.f32(float %860, float 1.100000e+01, float %858)
  %862 = or i64 %857, 1
  %863 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %862
  %864 = load float, ptr %863, align 4, !tbaa !10
  %865 = call float @llvm.fmuladd.f32(float %864, float 1.100000e+01, float %861)
  %866 = or i64 %857, 2
  %867 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %866
  %868 = load float, ptr %867, align 8, !tbaa !10
  %869 = call float @llvm.fmuladd.f32(float %868, float 1.100000e+01, float %865)
  %870 = or i64 %857, 3
  %871 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %870
  %872 = load float, ptr %871, align 4, !tbaa !10
  %873 = call float @llvm.fmuladd.f32(float %872, float 1.100000e+01, float %869)
  %874 = add nuw nsw i64 %857, 4
  %875 = icmp eq i64 %874, 6144
  br i1 %875, label %853, label %856, !llvm.loop !20

876:                                              ; preds = %921
  %877 = fpext float %938 to double
  %878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %877)
  %879 = load ptr, ptr %155, align 8, !tbaa !6
  %880 = call i32 @cudaFree(ptr noundef %879)
  %881 = load ptr, ptr %156, align 8, !tbaa !6
  %882 = call i32 @cudaFree(ptr noundef %881)
  %883 = load ptr, ptr %157, align 8, !tbaa !6
  %884 = call i32 @cudaFree(ptr noundef %883)
  %885 = load ptr, ptr %158, align 8, !tbaa !6
  %886 = call i32 @cudaFree(ptr noundef %885)
  %887 = load ptr, ptr %159, align 8, !tbaa !6
  %888 = call i32 @cudaFree(ptr noundef %887)
  %889 = load ptr, ptr %160, align 8, !tbaa !6
  %890 = call i32 @cudaFree(ptr noundef %889)
  %891 = load ptr, ptr %161, align 8, !tbaa !6
  %892 = call i32 @cudaFree(ptr noundef %891)
  %893 = load ptr, ptr %162, align 8, !tbaa !6
  %894 = call i32 @cudaFree(ptr noundef %893)
  %895 = load ptr, ptr %163, align 8, !tbaa !6
  %896 = call i32 @cudaFree(ptr noundef %895)
  %897 = load ptr, ptr %164, align 8, !tbaa !6
  %898 = call i32 @cudaFree(ptr noundef %897)
  %899 = load ptr, ptr %165, align 8, !tbaa !6
  %900 = call i32 @cudaFree(ptr noundef %899)
  %901 = load ptr, ptr %166, align 8, !tbaa !6
  %902 = call i32 @cudaFree(ptr noundef %901)
  %903 = load ptr, ptr %167, align 8, !tbaa !6
  %904 = call i32 @cudaFree(ptr noundef %903)
  %905 = load ptr, ptr %168, align 8, !tbaa !6
  %906 = call i32 @cudaFree(ptr noundef %905)
  %907 = load ptr, ptr %169, align 8, !tbaa !6
  %908 = call i32 @cudaFree(ptr noundef %907)
  %909 = load ptr, ptr %170, align 8, !tbaa !6
  %910 = call i32 @cudaFree(ptr noundef %909)
  %911 = load ptr, ptr %171, align 8, !tbaa !6
  %912 = call i32 @cudaFree(ptr noundef %911)
  %913 = load ptr, ptr %172, align 8, !tbaa !6
  %914 = call i32 @cudaFree(ptr noundef %913)
  %915 = load ptr, ptr %173, align 8, !tbaa !6
  %916 = call i32 @cudaFree(ptr noundef %915)
  %917 = load ptr, ptr %174, align 8, !tbaa !6
  %918 = call i32 @cudaFree(ptr noundef %917)
  %919 = load ptr, ptr %175, align 8, !tbaa !6
  %920 = call i32 @cudaFree(ptr noundef %919)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %175) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %174) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %173) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %172) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %171) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %170) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %169) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %168) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %167) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %166) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %165) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %164) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %163) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %162) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %161) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %160) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %159) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %158) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %157) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %156) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %155) #5
  ret i32 0

921:                                              ; preds = %921, %853
  %922 = phi i64 [ 0, %853 ], [ %939, %921 ]
  %923 = phi float [ %873, %853 ], [ %938, %921 ]
  %924 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %922
  %925 = load float, ptr %924, align 16, !tbaa !10
  %926 = call float @llvm.fmuladd.f32(float %925, float 1.200000e+01, float %923)
  %927 = or i64 %922, 1
  %928 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %927
  %929 = load float, ptr %928, align 4, !tbaa !10
  %930 = call float @llvm.fmuladd.f32(float %929, float 1.200000e+01, float %926)
  %931 = or i64 %922, 2
  %932 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %931
  %933 = load float, ptr %932, align 8, !tbaa !10
  %934 = call float @llvm.fmuladd.f32(float %933, float 1.200000e+01, float %930)
  %935 = or i64 %922, 3
  %936 = getelementptr inbounds [6144 x float], ptr @_ZZ4mainE4back, i64 0, i64 %935
  %937 = load float, ptr %936, align 4, !tbaa !10
  %938 = call float @llvm.fmuladd.f32(float %937, float 1.200000e+01, float %934)
  %939 = add nuw nsw i64 %922, 4
  %940 = icmp eq i64 %939, 6144
  br i1 %940, label %876, label %921, !llvm.loop !21
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
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
