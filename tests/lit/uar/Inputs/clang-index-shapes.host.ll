; ModuleID = 'clang-index-shapes.cu'
source_filename = "clang-index-shapes.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__producePfPKf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__producePfPKf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__consume_minPfPKf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__consume_minPfPKf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__scatter_orPfPKf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scatter_orPfPKf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__gatherPfPKf(ptr noundef %0, ptr noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gatherPfPKf, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__row_scalePfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__row_scalePfPKfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__row_reversePfPKfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__row_reversePfPKfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca [3 x ptr], align 16
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca [3 x ptr], align 16
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca %struct.dim3, align 8
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 8
  %25 = alloca [2 x ptr], align 16
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca %struct.dim3, align 8
  %29 = alloca %struct.dim3, align 8
  %30 = alloca i64, align 8
  %31 = alloca ptr, align 8
  %32 = alloca [2 x ptr], align 16
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca %struct.dim3, align 8
  %36 = alloca %struct.dim3, align 8
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca [2 x ptr], align 16
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca %struct.dim3, align 8
  %43 = alloca %struct.dim3, align 8
  %44 = alloca i64, align 8
  %45 = alloca ptr, align 8
  %46 = alloca [2 x ptr], align 16
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53) #4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54) #4
  %55 = call i32 @cudaMalloc(ptr noundef nonnull %47, i64 noundef 4096)
  %56 = call i32 @cudaMalloc(ptr noundef nonnull %48, i64 noundef 4096)
  %57 = call i32 @cudaMalloc(ptr noundef nonnull %49, i64 noundef 4096)
  %58 = call i32 @cudaMalloc(ptr noundef nonnull %50, i64 noundef 4096)
  %59 = call i32 @cudaMalloc(ptr noundef nonnull %51, i64 noundef 4096)
  %60 = call i32 @cudaMalloc(ptr noundef nonnull %52, i64 noundef 28672)
  %61 = call i32 @cudaMalloc(ptr noundef nonnull %53, i64 noundef 28672)
  %62 = call i32 @cudaMalloc(ptr noundef nonnull %54, i64 noundef 28672)
  %63 = load ptr, ptr %47, align 8, !tbaa !6
  %64 = call i32 @cudaMemset(ptr noundef %63, i32 noundef 0, i64 noundef 4096)
  %65 = load ptr, ptr %53, align 8, !tbaa !6
  %66 = call i32 @cudaMemset(ptr noundef %65, i32 noundef 0, i64 noundef 28672)
  %67 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %83

69:                                               ; preds = %2
  %70 = load ptr, ptr %48, align 8, !tbaa !6
  %71 = load ptr, ptr %47, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %46)
  store ptr %70, ptr %40, align 8, !tbaa !6
  store ptr %71, ptr %41, align 8, !tbaa !6
  store ptr %40, ptr %46, align 16
  %72 = getelementptr inbounds ptr, ptr %46, i64 1
  store ptr %41, ptr %72, align 8
  %73 = call i32 @__cudaPopCallConfiguration(ptr nonnull %42, ptr nonnull %43, ptr nonnull %44, ptr nonnull %45)
  %74 = load i64, ptr %44, align 8
  %75 = load ptr, ptr %45, align 8
  %76 = load i64, ptr %42, align 8
  %77 = getelementptr inbounds i8, ptr %42, i64 8
  %78 = load i32, ptr %77, align 8
  %79 = load i64, ptr %43, align 8
  %80 = getelementptr inbounds i8, ptr %43, i64 8
  %81 = load i32, ptr %80, align 8
  %82 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__producePfPKf, i64 %76, i32 %78, i64 %79, i32 %81, ptr noundef nonnull %46, i64 noundef %74, ptr noundef %75)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %46)
  br label %83

83:                                               ; preds = %69, %2
  %84 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %100

86:                                               ; preds = %83
  %87 = load ptr, ptr %49, align 8, !tbaa !6
  %88 = load ptr, ptr %48, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %39)
  store ptr %87, ptr %33, align 8, !tbaa !6
  store ptr %88, ptr %34, align 8, !tbaa !6
  store ptr %33, ptr %39, align 16
  %89 = getelementptr inbounds ptr, ptr %39, i64 1
  store ptr %34, ptr %89, align 8
  %90 = call i32 @__cudaPopCallConfiguration(ptr nonnull %35, ptr nonnull %36, ptr nonnull %37, ptr nonnull %38)
  %91 = load i64, ptr %37, align 8
  %92 = load ptr, ptr %38, align 8
  %93 = load i64, ptr %35, align 8
  %94 = getelementptr inbounds i8, ptr %35, i64 8
  %95 = load i32, ptr %94, align 8
  %96 = load i64, ptr %36, align 8
  %97 = getelementptr inbounds i8, ptr %36, i64 8
  %98 = load i32, ptr %97, align 8
  %99 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__consume_minPfPKf, i64 %93, i32 %95, i64 %96, i32 %98, ptr noundef nonnull %39, i64 noundef %91, ptr noundef %92)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %35)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %36)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %39)
  br label %100

100:                                              ; preds = %86, %83
  %101 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %117

103:                                              ; preds = %100
  %104 = load ptr, ptr %50, align 8, !tbaa !6
  %105 = load ptr, ptr %47, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %32)
  store ptr %104, ptr %26, align 8, !tbaa !6
  store ptr %105, ptr %27, align 8, !tbaa !6
  store ptr %26, ptr %32, align 16
  %106 = getelementptr inbounds ptr, ptr %32, i64 1
  store ptr %27, ptr %106, align 8
  %107 = call i32 @__cudaPopCallConfiguration(ptr nonnull %28, ptr nonnull %29, ptr nonnull %30, ptr nonnull %31)
  %108 = load i64, ptr %30, align 8
  %109 = load ptr, ptr %31, align 8
  %110 = load i64, ptr %28, align 8
  %111 = getelementptr inbounds i8, ptr %28, i64 8
  %112 = load i32, ptr %111, align 8
  %113 = load i64, ptr %29, align 8
  %114 = getelementptr inbounds i8, ptr %29, i64 8
  %115 = load i32, ptr %114, align 8
  %116 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__scatter_orPfPKf, i64 %110, i32 %112, i64 %113, i32 %115, ptr noundef nonnull %32, i64 noundef %108, ptr noundef %109)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %32)
  br label %117

117:                                              ; preds = %103, %100
  %118 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %119 = icmp eq i32 %118, 0
  br i1 %119, label %120, label %134

120:                                              ; preds = %117
  %121 = load ptr, ptr %51, align 8, !tbaa !6
  %122 = load ptr, ptr %50, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %25)
  store ptr %121, ptr %19, align 8, !tbaa !6
  store ptr %122, ptr %20, align 8, !tbaa !6
  store ptr %19, ptr %25, align 16
  %123 = getelementptr inbounds ptr, ptr %25, i64 1
  store ptr %20, ptr %123, align 8
  %124 = call i32 @__cudaPopCallConfiguration(ptr nonnull %21, ptr nonnull %22, ptr nonnull %23, ptr nonnull %24)
  %125 = load i64, ptr %23, align 8
  %126 = load ptr, ptr %24, align 8
  %127 = load i64, ptr %21, align 8
  %128 = getelementptr inbounds i8, ptr %21, i64 8
  %129 = load i32, ptr %128, align 8
  %130 = load i64, ptr %22, align 8
  %131 = getelementptr inbounds i8, ptr %22, i64 8
  %132 = load i32, ptr %131, align 8
  %133 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__gatherPfPKf, i64 %127, i32 %129, i64 %130, i32 %132, ptr noundef nonnull %25, i64 noundef %125, ptr noundef %126)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %25)
  br label %134

134:                                              ; preds = %120, %117
  %135 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %152

137:                                              ; preds = %134
  %138 = load ptr, ptr %52, align 8, !tbaa !6
  %139 = load ptr, ptr %53, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %18)
  store ptr %138, ptr %11, align 8, !tbaa !6
  store ptr %139, ptr %12, align 8, !tbaa !6
  store i32 7, ptr %13, align 4, !tbaa !10
  store ptr %11, ptr %18, align 16
  %140 = getelementptr inbounds ptr, ptr %18, i64 1
  store ptr %12, ptr %140, align 8
  %141 = getelementptr inbounds ptr, ptr %18, i64 2
  store ptr %13, ptr %141, align 16
  %142 = call i32 @__cudaPopCallConfiguration(ptr nonnull %14, ptr nonnull %15, ptr nonnull %16, ptr nonnull %17)
  %143 = load i64, ptr %16, align 8
  %144 = load ptr, ptr %17, align 8
  %145 = load i64, ptr %14, align 8
  %146 = getelementptr inbounds i8, ptr %14, i64 8
  %147 = load i32, ptr %146, align 8
  %148 = load i64, ptr %15, align 8
  %149 = getelementptr inbounds i8, ptr %15, i64 8
  %150 = load i32, ptr %149, align 8
  %151 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__row_scalePfPKfi, i64 %145, i32 %147, i64 %148, i32 %150, ptr noundef nonnull %18, i64 noundef %143, ptr noundef %144)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %18)
  br label %152

152:                                              ; preds = %137, %134
  %153 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null)
  %154 = icmp eq i32 %153, 0
  br i1 %154, label %155, label %170

155:                                              ; preds = %152
  %156 = load ptr, ptr %54, align 8, !tbaa !6
  %157 = load ptr, ptr %52, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10)
  store ptr %156, ptr %3, align 8, !tbaa !6
  store ptr %157, ptr %4, align 8, !tbaa !6
  store i32 7, ptr %5, align 4, !tbaa !10
  store ptr %3, ptr %10, align 16
  %158 = getelementptr inbounds ptr, ptr %10, i64 1
  store ptr %4, ptr %158, align 8
  %159 = getelementptr inbounds ptr, ptr %10, i64 2
  store ptr %5, ptr %159, align 16
  %160 = call i32 @__cudaPopCallConfiguration(ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, ptr nonnull %9)
  %161 = load i64, ptr %8, align 8
  %162 = load ptr, ptr %9, align 8
  %163 = load i64, ptr %6, align 8
  %164 = getelementptr inbounds i8, ptr %6, i64 8
  %165 = load i32, ptr %164, align 8
  %166 = load i64, ptr %7, align 8
  %167 = getelementptr inbounds i8, ptr %7, i64 8
  %168 = load i32, ptr %167, align 8
  %169 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__row_reversePfPKfi, i64 %163, i32 %165, i64 %166, i32 %168, ptr noundef nonnull %10, i64 noundef %161, ptr noundef %162)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10)
  br label %170

170:                                              ; preds = %155, %152
  %171 = call i32 @cudaDeviceSynchronize()
  %172 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #2

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #2

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
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
!11 = !{!"int", !8, i64 0}
