; ModuleID = 'tests/cuda/exec_process.cu'
source_filename = "tests/cuda/exec_process.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }
%struct.Affine = type { float, i32, double }
%struct.timeval = type { i64, i64 }
%struct.cudaDeviceProp = type { [256 x i8], %struct.CUuuid_st, [8 x i8], i32, i64, i64, i32, i32, i64, i32, [3 x i32], [3 x i32], i32, i64, i32, i32, i64, i64, i32, i32, i32, i32, i32, i32, i32, i32, i32, [2 x i32], [2 x i32], [3 x i32], [2 x i32], [3 x i32], [3 x i32], i32, [2 x i32], [3 x i32], [2 x i32], i32, [2 x i32], [3 x i32], [2 x i32], [3 x i32], i32, [2 x i32], i64, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i32, i32, i32, i32, i64 }
%struct.CUuuid_st = type { [16 x i8] }

@.str = private unnamed_addr constant [48 x i8] c"%d device(s): %s, %d SMs, %d threads per block\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"EXEC_PROCESS_SIZE\00", align 1
@stderr = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [21 x i8] c"empty grid: %s (%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"n = %d, %d wrong, %.0f us\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__iotaPfi(ptr noundef %0, i32 noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__iotaPfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__affinePf6Affine(ptr noundef %0, i64 %1, double %2) #0 {
  %4 = alloca %struct.Affine, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  store i64 %1, ptr %4, align 8
  %10 = getelementptr inbounds { i64, double }, ptr %4, i64 0, i32 1
  store double %2, ptr %10, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  %11 = alloca [2 x ptr], align 16
  store ptr %5, ptr %11, align 16
  %12 = getelementptr inbounds ptr, ptr %11, i64 1
  store ptr %4, ptr %12, align 8
  %13 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %14 = load i64, ptr %8, align 8
  %15 = load ptr, ptr %9, align 8
  %16 = load i64, ptr %6, align 8
  %17 = getelementptr inbounds i8, ptr %6, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePf6Affine, i64 %16, i32 %18, i64 %19, i32 %21, ptr noundef nonnull %11, i64 noundef %14, ptr noundef %15)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [2 x ptr], align 16
  %10 = alloca %struct.timeval, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.cudaDeviceProp, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #12
  store i32 0, ptr %11, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #12
  store i32 -1, ptr %12, align 4, !tbaa !10
  %16 = call i32 @cudaGetDeviceCount(ptr noundef nonnull %11)
  %17 = call i32 @cudaSetDevice(i32 noundef 0)
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %174

19:                                               ; preds = %2
  %20 = call i32 @cudaSetDevice(i32 noundef 3)
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %174, label %22

22:                                               ; preds = %19
  %23 = call i32 @cudaGetDevice(ptr noundef nonnull %12)
  call void @llvm.lifetime.start.p0(i64 728, ptr nonnull %13) #12
  %24 = load i32, ptr %12, align 4, !tbaa !10
  %25 = call i32 @cudaGetDeviceProperties(ptr noundef nonnull %13, i32 noundef %24)
  %26 = load i32, ptr %11, align 4, !tbaa !10
  %27 = getelementptr inbounds %struct.cudaDeviceProp, ptr %13, i64 0, i32 19
  %28 = load i32, ptr %27, align 4, !tbaa !12
  %29 = getelementptr inbounds %struct.cudaDeviceProp, ptr %13, i64 0, i32 9
  %30 = load i32, ptr %29, align 8, !tbaa !16
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %26, ptr noundef nonnull %13, i32 noundef %28, i32 noundef %30)
  %32 = call ptr @getenv(ptr noundef nonnull @.str.1) #12
  %33 = icmp eq ptr %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %22
  %35 = call i64 @strtol(ptr nocapture noundef nonnull %32, ptr noundef null, i32 noundef 10) #12
  %36 = trunc i64 %35 to i32
  br label %37

37:                                               ; preds = %22, %34
  %38 = phi i32 [ %36, %34 ], [ 1000, %22 ]
  %39 = icmp sgt i32 %0, 1
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = getelementptr inbounds ptr, ptr %1, i64 1
  %42 = load ptr, ptr %41, align 8, !tbaa !6
  %43 = call i64 @strtol(ptr nocapture noundef nonnull %42, ptr noundef null, i32 noundef 10) #12
  %44 = trunc i64 %43 to i32
  br label %45

45:                                               ; preds = %40, %37
  %46 = phi i32 [ %44, %40 ], [ %38, %37 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #12
  %47 = call i32 @gettimeofday(ptr noundef nonnull %10, ptr noundef null) #12
  %48 = load i64, ptr %10, align 8, !tbaa !17
  %49 = getelementptr inbounds %struct.timeval, ptr %10, i64 0, i32 1
  %50 = load i64, ptr %49, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #12
  %51 = sext i32 %46 to i64
  %52 = shl nsw i64 %51, 2
  %53 = call i32 @posix_memalign(ptr noundef nonnull %14, i64 noundef 64, i64 noundef %52) #12
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %172

55:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #12
  %56 = call i32 @cudaMalloc(ptr noundef nonnull %15, i64 noundef %52)
  %57 = load i32, ptr %29, align 8, !tbaa !16
  %58 = sdiv i32 %57, 4
  %59 = add i32 %46, -1
  %60 = add i32 %59, %58
  %61 = sdiv i32 %60, %58
  %62 = zext i32 %61 to i64
  %63 = or i64 %62, 4294967296
  %64 = zext i32 %58 to i64
  %65 = or i64 %64, 4294967296
  %66 = call i32 @__cudaPushCallConfiguration(i64 %63, i32 1, i64 %65, i32 1, i64 noundef 0, ptr noundef null)
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %81

68:                                               ; preds = %55
  %69 = load ptr, ptr %15, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %69, ptr %3, align 8, !tbaa !6
  store i32 %46, ptr %4, align 4, !tbaa !10
  store ptr %3, ptr %9, align 16
  %70 = getelementptr inbounds ptr, ptr %9, i64 1
  store ptr %4, ptr %70, align 8
  %71 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %72 = load i64, ptr %7, align 8
  %73 = load ptr, ptr %8, align 8
  %74 = load i64, ptr %5, align 8
  %75 = getelementptr inbounds i8, ptr %5, i64 8
  %76 = load i32, ptr %75, align 8
  %77 = load i64, ptr %6, align 8
  %78 = getelementptr inbounds i8, ptr %6, i64 8
  %79 = load i32, ptr %78, align 8
  %80 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__iotaPfi, i64 %74, i32 %76, i64 %77, i32 %79, ptr noundef nonnull %9, i64 noundef %72, ptr noundef %73)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  br label %81

81:                                               ; preds = %68, %55
  %82 = call i32 @cudaGetLastError()
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %85, label %84

84:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #12
  br label %172

85:                                               ; preds = %81
  %86 = call i32 @__cudaPushCallConfiguration(i64 4294967296, i32 1, i64 %65, i32 1, i64 noundef 0, ptr noundef null)
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %90

88:                                               ; preds = %85
  %89 = load ptr, ptr %15, align 8, !tbaa !6
  call void @_Z19__device_stub__iotaPfi(ptr noundef %89, i32 noundef %46)
  br label %90

90:                                               ; preds = %88, %85
  %91 = call i32 @cudaPeekAtLastError()
  %92 = load ptr, ptr @stderr, align 8, !tbaa !6
  %93 = call ptr @cudaGetErrorString(i32 noundef %91)
  %94 = call i32 @cudaGetLastError()
  %95 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %92, ptr noundef nonnull @.str.2, ptr noundef %93, i32 noundef %94) #13
  %96 = call i32 @__cudaPushCallConfiguration(i64 %63, i32 1, i64 %65, i32 1, i64 noundef 0, ptr noundef null)
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %103

98:                                               ; preds = %90
  %99 = load ptr, ptr %15, align 8, !tbaa !6
  %100 = zext i32 %46 to i64
  %101 = shl nuw i64 %100, 32
  %102 = or i64 %101, 1073741824
  call void @_Z21__device_stub__affinePf6Affine(ptr noundef %99, i64 %102, double 5.000000e-01)
  br label %103

103:                                              ; preds = %98, %90
  %104 = call i32 @cudaDeviceSynchronize()
  %105 = load ptr, ptr %14, align 8, !tbaa !6
  %106 = load ptr, ptr %15, align 8, !tbaa !6
  %107 = call i32 @cudaMemcpy(ptr noundef %105, ptr noundef %106, i64 noundef %52, i32 noundef 2)
  %108 = icmp sgt i32 %46, 0
  br i1 %108, label %109, label %145

109:                                              ; preds = %103
  %110 = load ptr, ptr %14, align 8, !tbaa !6
  %111 = zext i32 %46 to i64
  %112 = icmp ult i32 %46, 8
  br i1 %112, label %142, label %113

113:                                              ; preds = %109
  %114 = and i64 %111, 4294967288
  br label %115

115:                                              ; preds = %115, %113
  %116 = phi i64 [ 0, %113 ], [ %135, %115 ]
  %117 = phi <4 x i32> [ zeroinitializer, %113 ], [ %133, %115 ]
  %118 = phi <4 x i32> [ zeroinitializer, %113 ], [ %134, %115 ]
  %119 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %113 ], [ %136, %115 ]
  %120 = add <4 x i32> %119, <i32 4, i32 4, i32 4, i32 4>
  %121 = getelementptr inbounds float, ptr %110, i64 %116
  %122 = load <4 x float>, ptr %121, align 4, !tbaa !20
  %123 = getelementptr inbounds float, ptr %121, i64 4
  %124 = load <4 x float>, ptr %123, align 4, !tbaa !20
  %125 = sitofp <4 x i32> %119 to <4 x float>
  %126 = sitofp <4 x i32> %120 to <4 x float>
  %127 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %125, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %128 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %126, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %129 = fcmp une <4 x float> %122, %127
  %130 = fcmp une <4 x float> %124, %128
  %131 = zext <4 x i1> %129 to <4 x i32>
  %132 = zext <4 x i1> %130 to <4 x i32>
  %133 = add <4 x i32> %117, %131
  %134 = add <4 x i32> %118, %132
  %135 = add nuw i64 %116, 8
  %136 = add <4 x i32> %119, <i32 8, i32 8, i32 8, i32 8>
  %137 = icmp eq i64 %135, %114
  br i1 %137, label %138, label %115, !llvm.loop !22

138:                                              ; preds = %115
  %139 = add <4 x i32> %134, %133
  %140 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %139)
  %141 = icmp eq i64 %114, %111
  br i1 %141, label %145, label %142

142:                                              ; preds = %109, %138
  %143 = phi i64 [ 0, %109 ], [ %114, %138 ]
  %144 = phi i32 [ 0, %109 ], [ %140, %138 ]
  br label %159

145:                                              ; preds = %159, %138, %103
  %146 = phi i32 [ 0, %103 ], [ %140, %138 ], [ %169, %159 ]
  %147 = sitofp i64 %50 to double
  %148 = sitofp i64 %48 to double
  %149 = call double @llvm.fmuladd.f64(double %147, double 0x3EB0C6F7A0B5ED8D, double %148)
  %150 = call fastcc noundef double @_ZL3nowv()
  %151 = fsub double %150, %149
  %152 = fmul double %151, 1.000000e+06
  %153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %46, i32 noundef %146, double noundef %152)
  %154 = load ptr, ptr %14, align 8, !tbaa !6
  call void @free(ptr noundef %154) #12
  %155 = load ptr, ptr %15, align 8, !tbaa !6
  %156 = call i32 @cudaFree(ptr noundef %155)
  %157 = icmp ne i32 %146, 0
  %158 = zext i1 %157 to i32
  call void @exit(i32 noundef %158) #14
  unreachable

159:                                              ; preds = %142, %159
  %160 = phi i64 [ %170, %159 ], [ %143, %142 ]
  %161 = phi i32 [ %169, %159 ], [ %144, %142 ]
  %162 = getelementptr inbounds float, ptr %110, i64 %160
  %163 = load float, ptr %162, align 4, !tbaa !20
  %164 = trunc i64 %160 to i32
  %165 = sitofp i32 %164 to float
  %166 = call float @llvm.fmuladd.f32(float %165, float 2.000000e+00, float 5.000000e-01)
  %167 = fcmp une float %163, %166
  %168 = zext i1 %167 to i32
  %169 = add nuw nsw i32 %161, %168
  %170 = add nuw nsw i64 %160, 1
  %171 = icmp eq i64 %170, %111
  br i1 %171, label %145, label %159, !llvm.loop !26

172:                                              ; preds = %45, %84
  %173 = phi i32 [ 5, %84 ], [ 4, %45 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 728, ptr nonnull %13) #12
  br label %174

174:                                              ; preds = %2, %19, %172
  %175 = phi i32 [ %173, %172 ], [ 3, %19 ], [ 3, %2 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #12
  ret i32 %175
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaGetDeviceCount(ptr noundef) local_unnamed_addr #2

declare i32 @cudaSetDevice(i32 noundef) local_unnamed_addr #2

declare i32 @cudaGetDevice(ptr noundef) local_unnamed_addr #2

declare i32 @cudaGetDeviceProperties(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(read)
declare noundef ptr @getenv(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define internal fastcc noundef double @_ZL3nowv() unnamed_addr #5 {
  %1 = alloca %struct.timeval, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #12
  %2 = call i32 @gettimeofday(ptr noundef nonnull %1, ptr noundef null) #12
  %3 = load i64, ptr %1, align 8, !tbaa !17
  %4 = sitofp i64 %3 to double
  %5 = getelementptr inbounds %struct.timeval, ptr %1, i64 0, i32 1
  %6 = load i64, ptr %5, align 8, !tbaa !19
  %7 = sitofp i64 %6 to double
  %8 = tail call double @llvm.fmuladd.f64(double %7, double 0x3EB0C6F7A0B5ED8D, double %4)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #12
  ret double %8
}

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #3

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @cudaGetLastError() local_unnamed_addr #2

declare i32 @cudaPeekAtLastError() local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare ptr @cudaGetErrorString(i32 noundef) local_unnamed_addr #2

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #2

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @gettimeofday(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { cold }
attributes #14 = { noreturn nounwind }

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
!12 = !{!13, !11, i64 388}
!13 = !{!"_ZTS14cudaDeviceProp", !8, i64 0, !14, i64 256, !8, i64 272, !11, i64 280, !15, i64 288, !15, i64 296, !11, i64 304, !11, i64 308, !15, i64 312, !11, i64 320, !8, i64 324, !8, i64 336, !11, i64 348, !15, i64 352, !11, i64 360, !11, i64 364, !15, i64 368, !15, i64 376, !11, i64 384, !11, i64 388, !11, i64 392, !11, i64 396, !11, i64 400, !11, i64 404, !11, i64 408, !11, i64 412, !11, i64 416, !8, i64 420, !8, i64 428, !8, i64 436, !8, i64 448, !8, i64 456, !8, i64 468, !11, i64 480, !8, i64 484, !8, i64 492, !8, i64 504, !11, i64 512, !8, i64 516, !8, i64 524, !8, i64 536, !8, i64 544, !11, i64 556, !8, i64 560, !15, i64 568, !11, i64 576, !11, i64 580, !11, i64 584, !11, i64 588, !11, i64 592, !11, i64 596, !11, i64 600, !11, i64 604, !11, i64 608, !11, i64 612, !11, i64 616, !11, i64 620, !11, i64 624, !11, i64 628, !11, i64 632, !11, i64 636, !15, i64 640, !11, i64 648, !11, i64 652, !11, i64 656, !11, i64 660, !11, i64 664, !11, i64 668, !11, i64 672, !11, i64 676, !11, i64 680, !11, i64 684, !11, i64 688, !11, i64 692, !15, i64 696, !11, i64 704, !11, i64 708, !11, i64 712, !11, i64 716, !15, i64 720}
!14 = !{!"_ZTS9CUuuid_st", !8, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!13, !11, i64 320}
!17 = !{!18, !15, i64 0}
!18 = !{!"_ZTS7timeval", !15, i64 0, !15, i64 8}
!19 = !{!18, !15, i64 8}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
!22 = distinct !{!22, !23, !24, !25}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !23, !25, !24}
