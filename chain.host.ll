; ModuleID = 'chain.cu'
source_filename = "chain.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

$_ZN4dim3C2Ejjj = comdat any

@.str = private unnamed_addr constant [37 x i8] c"chain: bad sizes R=%d C=%d iters=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"chain R=%d C=%d iters=%d: checksum %f\0A\00", align 1

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z30__device_stub__map_half_stridePKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z30__device_stub__map_half_stridePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z38__device_stub__map_half_stride_inplacePfi(ptr noundef %0, i32 noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z38__device_stub__map_half_stride_inplacePfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z24__device_stub__rotate_32PKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__rotate_32PKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z22__device_stub__reversePKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__reversePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z27__device_stub__block_sum_64PKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__block_sum_64PKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: noinline norecurse uwtable
define dso_local void @_Z26__device_stub__gemm_tile16PKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 {
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
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__gemm_tile16PKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22)
  ret void
}

; Function Attrs: mustprogress noinline uwtable
define dso_local i32 @run_chain(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca %struct.dim3, align 8
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca %struct.dim3, align 8
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca %struct.dim3, align 8
  %26 = alloca %struct.dim3, align 8
  %27 = icmp slt i32 %0, 1
  %28 = icmp slt i32 %1, 1
  %29 = or i1 %27, %28
  %30 = icmp slt i32 %2, 0
  %31 = or i1 %29, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %4
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2)
  br label %278

34:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11
  store i32 %3, ptr %5, align 4, !tbaa !10
  %35 = mul nsw i32 %1, %0
  %36 = add nsw i32 %35, 14
  %37 = sext i32 %36 to i64
  %38 = shl nsw i64 %37, 2
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %39, i32 noundef %36, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  %40 = call i32 @cudaMalloc(ptr noundef nonnull %6, i64 noundef %38)
  %41 = load ptr, ptr %6, align 8, !tbaa !6
  %42 = call i32 @cudaMemcpy(ptr noundef %41, ptr noundef %39, i64 noundef %38, i32 noundef 1)
  %43 = add nsw i32 %35, 10
  %44 = sext i32 %43 to i64
  %45 = shl nsw i64 %44, 2
  %46 = call noalias ptr @malloc(i64 noundef %45) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %46, i32 noundef %43, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11
  %47 = call i32 @cudaMalloc(ptr noundef nonnull %7, i64 noundef %45)
  %48 = load ptr, ptr %7, align 8, !tbaa !6
  %49 = call i32 @cudaMemcpy(ptr noundef %48, ptr noundef %46, i64 noundef %45, i32 noundef 1)
  %50 = call noalias ptr @malloc(i64 noundef %45) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %50, i32 noundef %43, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #11
  %51 = call i32 @cudaMalloc(ptr noundef nonnull %8, i64 noundef %45)
  %52 = load ptr, ptr %8, align 8, !tbaa !6
  %53 = call i32 @cudaMemcpy(ptr noundef %52, ptr noundef %50, i64 noundef %45, i32 noundef 1)
  %54 = add nsw i32 %35, 9
  %55 = sext i32 %54 to i64
  %56 = shl nsw i64 %55, 2
  %57 = call noalias ptr @malloc(i64 noundef %56) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %57, i32 noundef %54, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #11
  %58 = call i32 @cudaMalloc(ptr noundef nonnull %9, i64 noundef %56)
  %59 = load ptr, ptr %9, align 8, !tbaa !6
  %60 = call i32 @cudaMemcpy(ptr noundef %59, ptr noundef %57, i64 noundef %56, i32 noundef 1)
  %61 = add nsw i32 %35, 31
  %62 = sdiv i32 %61, 32
  %63 = add nsw i32 %62, 5
  %64 = sext i32 %63 to i64
  %65 = shl nsw i64 %64, 2
  %66 = call noalias ptr @malloc(i64 noundef %65) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %66, i32 noundef %63, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #11
  %67 = call i32 @cudaMalloc(ptr noundef nonnull %10, i64 noundef %65)
  %68 = load ptr, ptr %10, align 8, !tbaa !6
  %69 = call i32 @cudaMemcpy(ptr noundef %68, ptr noundef %66, i64 noundef %65, i32 noundef 1)
  %70 = call noalias ptr @malloc(i64 noundef %65) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %70, i32 noundef %63, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #11
  %71 = call i32 @cudaMalloc(ptr noundef nonnull %11, i64 noundef %65)
  %72 = load ptr, ptr %11, align 8, !tbaa !6
  %73 = call i32 @cudaMemcpy(ptr noundef %72, ptr noundef %70, i64 noundef %65, i32 noundef 1)
  %74 = mul nsw i32 %1, %1
  %75 = add nuw nsw i32 %74, 7
  %76 = zext i32 %75 to i64
  %77 = shl nuw nsw i64 %76, 2
  %78 = call noalias ptr @malloc(i64 noundef %77) #12
  call fastcc void @_ZL4fillPfiPj(ptr noundef %78, i32 noundef %75, ptr noundef nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #11
  %79 = call i32 @cudaMalloc(ptr noundef nonnull %12, i64 noundef %77)
  %80 = load ptr, ptr %12, align 8, !tbaa !6
  %81 = call i32 @cudaMemcpy(ptr noundef %80, ptr noundef %78, i64 noundef %77, i32 noundef 1)
  %82 = add nsw i32 %35, 63
  %83 = sdiv i32 %82, 64
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %13, i32 noundef %83, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %14, i32 noundef 32, i32 noundef 1, i32 noundef 1)
  %84 = load i64, ptr %13, align 8
  %85 = getelementptr inbounds i8, ptr %13, i64 8
  %86 = load i32, ptr %85, align 8
  %87 = load i64, ptr %14, align 8
  %88 = getelementptr inbounds i8, ptr %14, i64 8
  %89 = load i32, ptr %88, align 8
  %90 = call i32 @__cudaPushCallConfiguration(i64 %84, i32 %86, i64 %87, i32 %89, i64 noundef 0, ptr noundef null)
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %34
  %93 = load ptr, ptr %6, align 8, !tbaa !6
  %94 = load ptr, ptr %9, align 8, !tbaa !6
  %95 = getelementptr inbounds float, ptr %94, i64 4
  call void @_Z30__device_stub__map_half_stridePKfPfi(ptr noundef %93, ptr noundef nonnull %95, i32 noundef %35)
  br label %96

96:                                               ; preds = %92, %34
  %97 = icmp eq i32 %2, 0
  br i1 %97, label %107, label %98

98:                                               ; preds = %96
  %99 = add nsw i32 %35, 255
  %100 = sdiv i32 %99, 256
  %101 = getelementptr inbounds i8, ptr %15, i64 8
  %102 = getelementptr inbounds i8, ptr %16, i64 8
  %103 = getelementptr inbounds i8, ptr %17, i64 8
  %104 = getelementptr inbounds i8, ptr %18, i64 8
  %105 = getelementptr inbounds i8, ptr %19, i64 8
  %106 = getelementptr inbounds i8, ptr %20, i64 8
  br label %116

107:                                              ; preds = %147, %96
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %21, i32 noundef %83, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %22, i32 noundef 64, i32 noundef 1, i32 noundef 1)
  %108 = load i64, ptr %21, align 8
  %109 = getelementptr inbounds i8, ptr %21, i64 8
  %110 = load i32, ptr %109, align 8
  %111 = load i64, ptr %22, align 8
  %112 = getelementptr inbounds i8, ptr %22, i64 8
  %113 = load i32, ptr %112, align 8
  %114 = call i32 @__cudaPushCallConfiguration(i64 %108, i32 %110, i64 %111, i32 %113, i64 noundef 0, ptr noundef null)
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %150, label %153

116:                                              ; preds = %98, %147
  %117 = phi i32 [ 0, %98 ], [ %148, %147 ]
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %15, i32 noundef %100, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %16, i32 noundef 128, i32 noundef 1, i32 noundef 1)
  %118 = load i64, ptr %15, align 8
  %119 = load i32, ptr %101, align 8
  %120 = load i64, ptr %16, align 8
  %121 = load i32, ptr %102, align 8
  %122 = call i32 @__cudaPushCallConfiguration(i64 %118, i32 %119, i64 %120, i32 %121, i64 noundef 0, ptr noundef null)
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %127

124:                                              ; preds = %116
  %125 = load ptr, ptr %9, align 8, !tbaa !6
  %126 = getelementptr inbounds float, ptr %125, i64 2
  call void @_Z38__device_stub__map_half_stride_inplacePfi(ptr noundef nonnull %126, i32 noundef %35)
  br label %127

127:                                              ; preds = %124, %116
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %17, i32 noundef %62, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %18, i32 noundef 32, i32 noundef 1, i32 noundef 1)
  %128 = load i64, ptr %17, align 8
  %129 = load i32, ptr %103, align 8
  %130 = load i64, ptr %18, align 8
  %131 = load i32, ptr %104, align 8
  %132 = call i32 @__cudaPushCallConfiguration(i64 %128, i32 %129, i64 %130, i32 %131, i64 noundef 0, ptr noundef null)
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %134, label %137

134:                                              ; preds = %127
  %135 = load ptr, ptr %8, align 8, !tbaa !6
  %136 = load ptr, ptr %6, align 8, !tbaa !6
  call void @_Z24__device_stub__rotate_32PKfPfi(ptr noundef %135, ptr noundef %136, i32 noundef %35)
  br label %137

137:                                              ; preds = %134, %127
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %19, i32 noundef %62, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %20, i32 noundef 32, i32 noundef 1, i32 noundef 1)
  %138 = load i64, ptr %19, align 8
  %139 = load i32, ptr %105, align 8
  %140 = load i64, ptr %20, align 8
  %141 = load i32, ptr %106, align 8
  %142 = call i32 @__cudaPushCallConfiguration(i64 %138, i32 %139, i64 %140, i32 %141, i64 noundef 0, ptr noundef null)
  %143 = icmp eq i32 %142, 0
  br i1 %143, label %144, label %147

144:                                              ; preds = %137
  %145 = load ptr, ptr %6, align 8, !tbaa !6
  %146 = load ptr, ptr %9, align 8, !tbaa !6
  call void @_Z22__device_stub__reversePKfPfi(ptr noundef %145, ptr noundef %146, i32 noundef %35)
  br label %147

147:                                              ; preds = %137, %144
  %148 = add nuw nsw i32 %117, 1
  %149 = icmp eq i32 %148, %2
  br i1 %149, label %107, label %116, !llvm.loop !12

150:                                              ; preds = %107
  %151 = load ptr, ptr %6, align 8, !tbaa !6
  %152 = load ptr, ptr %10, align 8, !tbaa !6
  call void @_Z27__device_stub__block_sum_64PKfPfi(ptr noundef %151, ptr noundef %152, i32 noundef %35)
  br label %153

153:                                              ; preds = %150, %107
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %23, i32 noundef %83, i32 noundef 1, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %24, i32 noundef 64, i32 noundef 1, i32 noundef 1)
  %154 = load i64, ptr %23, align 8
  %155 = getelementptr inbounds i8, ptr %23, i64 8
  %156 = load i32, ptr %155, align 8
  %157 = load i64, ptr %24, align 8
  %158 = getelementptr inbounds i8, ptr %24, i64 8
  %159 = load i32, ptr %158, align 8
  %160 = call i32 @__cudaPushCallConfiguration(i64 %154, i32 %156, i64 %157, i32 %159, i64 noundef 0, ptr noundef null)
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %162, label %165

162:                                              ; preds = %153
  %163 = load ptr, ptr %9, align 8, !tbaa !6
  %164 = load ptr, ptr %11, align 8, !tbaa !6
  call void @_Z27__device_stub__block_sum_64PKfPfi(ptr noundef %163, ptr noundef %164, i32 noundef %35)
  br label %165

165:                                              ; preds = %162, %153
  %166 = add nsw i32 %1, 15
  %167 = sdiv i32 %166, 16
  %168 = add nsw i32 %0, 15
  %169 = sdiv i32 %168, 16
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %25, i32 noundef %167, i32 noundef %169, i32 noundef 1)
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %26, i32 noundef 16, i32 noundef 16, i32 noundef 1)
  %170 = load i64, ptr %25, align 8
  %171 = getelementptr inbounds i8, ptr %25, i64 8
  %172 = load i32, ptr %171, align 8
  %173 = load i64, ptr %26, align 8
  %174 = getelementptr inbounds i8, ptr %26, i64 8
  %175 = load i32, ptr %174, align 8
  %176 = call i32 @__cudaPushCallConfiguration(i64 %170, i32 %172, i64 %173, i32 %175, i64 noundef 0, ptr noundef null)
  %177 = icmp eq i32 %176, 0
  br i1 %177, label %178, label %182

178:                                              ; preds = %165
  %179 = load ptr, ptr %9, align 8, !tbaa !6
  %180 = load ptr, ptr %12, align 8, !tbaa !6
  %181 = load ptr, ptr %7, align 8, !tbaa !6
  call void @_Z26__device_stub__gemm_tile16PKfS0_Pfii(ptr noundef %179, ptr noundef %180, ptr noundef %181, i32 noundef %0, i32 noundef %1)
  br label %182

182:                                              ; preds = %178, %165
  %183 = call i32 @cudaDeviceSynchronize()
  %184 = load ptr, ptr %6, align 8, !tbaa !6
  %185 = call i32 @cudaMemcpy(ptr noundef %39, ptr noundef %184, i64 noundef %38, i32 noundef 2)
  %186 = load ptr, ptr %7, align 8, !tbaa !6
  %187 = call i32 @cudaMemcpy(ptr noundef %46, ptr noundef %186, i64 noundef %45, i32 noundef 2)
  %188 = load ptr, ptr %8, align 8, !tbaa !6
  %189 = call i32 @cudaMemcpy(ptr noundef %50, ptr noundef %188, i64 noundef %45, i32 noundef 2)
  %190 = load ptr, ptr %9, align 8, !tbaa !6
  %191 = call i32 @cudaMemcpy(ptr noundef %57, ptr noundef %190, i64 noundef %56, i32 noundef 2)
  %192 = load ptr, ptr %10, align 8, !tbaa !6
  %193 = call i32 @cudaMemcpy(ptr noundef %66, ptr noundef %192, i64 noundef %65, i32 noundef 2)
  %194 = load ptr, ptr %11, align 8, !tbaa !6
  %195 = call i32 @cudaMemcpy(ptr noundef %70, ptr noundef %194, i64 noundef %65, i32 noundef 2)
  %196 = load ptr, ptr %12, align 8, !tbaa !6
  %197 = call i32 @cudaMemcpy(ptr noundef %78, ptr noundef %196, i64 noundef %77, i32 noundef 2)
  %198 = icmp sgt i32 %35, 0
  br i1 %198, label %199, label %223

199:                                              ; preds = %182
  %200 = zext i32 %35 to i64
  %201 = and i64 %200, 7
  %202 = icmp ult i32 %35, 8
  br i1 %202, label %205, label %203

203:                                              ; preds = %199
  %204 = and i64 %200, 4294967288
  br label %240

205:                                              ; preds = %240, %199
  %206 = phi float [ undef, %199 ], [ %274, %240 ]
  %207 = phi i64 [ 0, %199 ], [ %275, %240 ]
  %208 = phi float [ 0.000000e+00, %199 ], [ %274, %240 ]
  %209 = icmp eq i64 %201, 0
  br i1 %209, label %220, label %210

210:                                              ; preds = %205, %210
  %211 = phi i64 [ %217, %210 ], [ %207, %205 ]
  %212 = phi float [ %216, %210 ], [ %208, %205 ]
  %213 = phi i64 [ %218, %210 ], [ 0, %205 ]
  %214 = getelementptr inbounds float, ptr %46, i64 %211
  %215 = load float, ptr %214, align 4, !tbaa !14
  %216 = fadd float %212, %215
  %217 = add nuw nsw i64 %211, 1
  %218 = add i64 %213, 1
  %219 = icmp eq i64 %218, %201
  br i1 %219, label %220, label %210, !llvm.loop !16

220:                                              ; preds = %210, %205
  %221 = phi float [ %206, %205 ], [ %216, %210 ]
  %222 = fpext float %221 to double
  br label %223

223:                                              ; preds = %220, %182
  %224 = phi double [ 0.000000e+00, %182 ], [ %222, %220 ]
  %225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %224)
  %226 = load ptr, ptr %6, align 8, !tbaa !6
  %227 = call i32 @cudaFree(ptr noundef %226)
  call void @free(ptr noundef %39) #11
  %228 = load ptr, ptr %7, align 8, !tbaa !6
  %229 = call i32 @cudaFree(ptr noundef %228)
  call void @free(ptr noundef %46) #11
  %230 = load ptr, ptr %8, align 8, !tbaa !6
  %231 = call i32 @cudaFree(ptr noundef %230)
  call void @free(ptr noundef %50) #11
  %232 = load ptr, ptr %9, align 8, !tbaa !6
  %233 = call i32 @cudaFree(ptr noundef %232)
  call void @free(ptr noundef %57) #11
  %234 = load ptr, ptr %10, align 8, !tbaa !6
  %235 = call i32 @cudaFree(ptr noundef %234)
  call void @free(ptr noundef %66) #11
  %236 = load ptr, ptr %11, align 8, !tbaa !6
  %237 = call i32 @cudaFree(ptr noundef %236)
  call void @free(ptr noundef %70) #11
  %238 = load ptr, ptr %12, align 8, !tbaa !6
  %239 = call i32 @cudaFree(ptr noundef %238)
  call void @free(ptr noundef %78) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11
  br label %278

240:                                              ; preds = %240, %203
  %241 = phi i64 [ 0, %203 ], [ %275, %240 ]
  %242 = phi float [ 0.000000e+00, %203 ], [ %274, %240 ]
  %243 = phi i64 [ 0, %203 ], [ %276, %240 ]
  %244 = getelementptr inbounds float, ptr %46, i64 %241
  %245 = load float, ptr %244, align 4, !tbaa !14
  %246 = fadd float %242, %245
  %247 = or i64 %241, 1
  %248 = getelementptr inbounds float, ptr %46, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !14
  %250 = fadd float %246, %249
  %251 = or i64 %241, 2
  %252 = getelementptr inbounds float, ptr %46, i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !14
  %254 = fadd float %250, %253
  %255 = or i64 %241, 3
  %256 = getelementptr inbounds float, ptr %46, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !14
  %258 = fadd float %254, %257
  %259 = or i64 %241, 4
  %260 = getelementptr inbounds float, ptr %46, i64 %259
  %261 = load float, ptr %260, align 4, !tbaa !14
  %262 = fadd float %258, %261
  %263 = or i64 %241, 5
  %264 = getelementptr inbounds float, ptr %46, i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !14
  %266 = fadd float %262, %265
  %267 = or i64 %241, 6
  %268 = getelementptr inbounds float, ptr %46, i64 %267
  %269 = load float, ptr %268, align 4, !tbaa !14
  %270 = fadd float %266, %269
  %271 = or i64 %241, 7
  %272 = getelementptr inbounds float, ptr %46, i64 %271
  %273 = load float, ptr %272, align 4, !tbaa !14
  %274 = fadd float %270, %273
  %275 = add nuw nsw i64 %241, 8
  %276 = add i64 %243, 8
  %277 = icmp eq i64 %276, %204
  br i1 %277, label %205, label %240, !llvm.loop !18

278:                                              ; preds = %223, %32
  %279 = phi i32 [ 1, %32 ], [ 0, %223 ]
  ret i32 %279
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @_ZL4fillPfiPj(ptr nocapture noundef writeonly %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = load i32, ptr %2, align 4, !tbaa !10
  %7 = zext i32 %1 to i64
  %8 = and i64 %7, 1
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %7, 4294967294
  br label %27

12:                                               ; preds = %27, %5
  %13 = phi i32 [ undef, %5 ], [ %39, %27 ]
  %14 = phi i64 [ 0, %5 ], [ %44, %27 ]
  %15 = phi i32 [ %6, %5 ], [ %39, %27 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %24, label %17

17:                                               ; preds = %12
  %18 = mul i32 %15, 1664525
  %19 = add i32 %18, 1013904223
  %20 = lshr i32 %19, 8
  %21 = uitofp i32 %20 to float
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 0x3E80000000000000, float -1.000000e+00)
  %23 = getelementptr inbounds float, ptr %0, i64 %14
  store float %22, ptr %23, align 4, !tbaa !14
  br label %24

24:                                               ; preds = %12, %17
  %25 = phi i32 [ %13, %12 ], [ %19, %17 ]
  store i32 %25, ptr %2, align 4, !tbaa !10
  br label %26

26:                                               ; preds = %24, %3
  ret void

27:                                               ; preds = %27, %10
  %28 = phi i64 [ 0, %10 ], [ %44, %27 ]
  %29 = phi i32 [ %6, %10 ], [ %39, %27 ]
  %30 = phi i64 [ 0, %10 ], [ %45, %27 ]
  %31 = mul i32 %29, 1664525
  %32 = add i32 %31, 1013904223
  %33 = lshr i32 %32, 8
  %34 = uitofp i32 %33 to float
  %35 = tail call float @llvm.fmuladd.f32(float %34, float 0x3E80000000000000, float -1.000000e+00)
  %36 = getelementptr inbounds float, ptr %0, i64 %28
  store float %35, ptr %36, align 4, !tbaa !14
  %37 = or i64 %28, 1
  %38 = mul i32 %32, 1664525
  %39 = add i32 %38, 1013904223
  %40 = lshr i32 %39, 8
  %41 = uitofp i32 %40 to float
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3E80000000000000, float -1.000000e+00)
  %43 = getelementptr inbounds float, ptr %0, i64 %37
  store float %42, ptr %43, align 4, !tbaa !14
  %44 = add nuw nsw i64 %28, 2
  %45 = add i64 %30, 2
  %46 = icmp eq i64 %45, %11
  br i1 %46, label %12, label %27, !llvm.loop !19
}

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #6

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: noinline nounwind uwtable
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #7 comdat align 2 {
  store i32 %1, ptr %0, align 4, !tbaa !20
  %5 = getelementptr inbounds %struct.dim3, ptr %0, i64 0, i32 1
  store i32 %2, ptr %5, align 4, !tbaa !22
  %6 = getelementptr inbounds %struct.dim3, ptr %0, i64 0, i32 2
  store i32 %3, ptr %6, align 4, !tbaa !23
  ret void
}

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #6

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress noinline norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = tail call i32 @run_chain(i32 noundef 18, i32 noundef 64, i32 noundef 2, i32 noundef 9), !range !24
  ret i32 %1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #10

attributes #0 = { noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{!21, !11, i64 0}
!21 = !{!"_ZTS4dim3", !11, i64 0, !11, i64 4, !11, i64 8}
!22 = !{!21, !11, i64 4}
!23 = !{!21, !11, i64 8}
!24 = !{i32 0, i32 2}
