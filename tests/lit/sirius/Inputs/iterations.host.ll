; ModuleID = 'tests/cuda/iteration_fusion.cu'
source_filename = "tests/cuda/iteration_fusion.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"%d wrong\0A\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__slabPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__slabPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16)
  ret void
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z18__device_stub__oddPfi(ptr noundef %0, i32 noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__oddPfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__stepPf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !6
  %7 = alloca ptr, align 16
  store ptr %2, ptr %7, align 16
  %8 = call i32 @__cudaPopCallConfiguration(ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, ptr nonnull %6)
  %9 = load i64, ptr %5, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = load i64, ptr %3, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i32, ptr %12, align 8
  %14 = load i64, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__stepPf, i64 %11, i32 %13, i64 %14, i32 %16, ptr noundef nonnull %7, i64 noundef %9, ptr noundef %10)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__fillPfi(ptr noundef %0, i32 noundef %1) #0 {
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
  %20 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPfi, i64 %14, i32 %16, i64 %17, i32 %19, ptr noundef nonnull %9, i64 noundef %12, ptr noundef %13)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca [2 x ptr], align 16
  %10 = alloca ptr, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 16
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [2 x ptr], align 16
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca %struct.dim3, align 8
  %27 = alloca %struct.dim3, align 8
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca [3 x ptr], align 16
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33) #8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #8
  %35 = call i32 @cudaMalloc(ptr noundef nonnull %31, i64 noundef 24576)
  %36 = call i32 @cudaMalloc(ptr noundef nonnull %32, i64 noundef 24576)
  %37 = call i32 @cudaMalloc(ptr noundef nonnull %33, i64 noundef 2048)
  %38 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef 24576)
  %39 = call noalias dereferenceable_or_null(24576) ptr @malloc(i64 noundef 24576) #9
  %40 = call noalias dereferenceable_or_null(24576) ptr @malloc(i64 noundef 24576) #9
  br label %41

41:                                               ; preds = %41, %2
  %42 = phi i64 [ 0, %2 ], [ %51, %41 ]
  %43 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %2 ], [ %52, %41 ]
  %44 = add <4 x i16> %43, <i16 4, i16 4, i16 4, i16 4>
  %45 = urem <4 x i16> %43, <i16 97, i16 97, i16 97, i16 97>
  %46 = urem <4 x i16> %44, <i16 97, i16 97, i16 97, i16 97>
  %47 = uitofp <4 x i16> %45 to <4 x float>
  %48 = uitofp <4 x i16> %46 to <4 x float>
  %49 = getelementptr inbounds float, ptr %39, i64 %42
  store <4 x float> %47, ptr %49, align 4, !tbaa !12
  %50 = getelementptr inbounds float, ptr %49, i64 4
  store <4 x float> %48, ptr %50, align 4, !tbaa !12
  %51 = add nuw i64 %42, 8
  %52 = add <4 x i16> %43, <i16 8, i16 8, i16 8, i16 8>
  %53 = icmp eq i64 %51, 6144
  br i1 %53, label %54, label %41, !llvm.loop !14

54:                                               ; preds = %41
  %55 = load ptr, ptr %31, align 8, !tbaa !6
  %56 = call i32 @cudaMemcpy(ptr noundef %55, ptr noundef nonnull %39, i64 noundef 24576, i32 noundef 1)
  %57 = load ptr, ptr %33, align 8, !tbaa !6
  %58 = call i32 @cudaMemcpy(ptr noundef %57, ptr noundef nonnull %39, i64 noundef 2048, i32 noundef 1)
  %59 = load ptr, ptr %34, align 8, !tbaa !6
  %60 = call i32 @cudaMemset(ptr noundef %59, i32 noundef 0, i64 noundef 24576)
  %61 = getelementptr inbounds ptr, ptr %30, i64 1
  %62 = getelementptr inbounds ptr, ptr %30, i64 2
  %63 = getelementptr inbounds i8, ptr %26, i64 8
  %64 = getelementptr inbounds i8, ptr %27, i64 8
  br label %69

65:                                               ; preds = %88
  %66 = getelementptr inbounds ptr, ptr %22, i64 1
  %67 = getelementptr inbounds i8, ptr %18, i64 8
  %68 = getelementptr inbounds i8, ptr %19, i64 8
  br label %95

69:                                               ; preds = %54, %88
  %70 = phi i64 [ 0, %54 ], [ %90, %88 ]
  %71 = call i32 @__cudaPushCallConfiguration(i64 4294967298, i32 2, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %88

73:                                               ; preds = %69
  %74 = load ptr, ptr %31, align 8, !tbaa !6
  %75 = shl nuw nsw i64 %70, 9
  %76 = getelementptr inbounds float, ptr %74, i64 %75
  %77 = load ptr, ptr %32, align 8, !tbaa !6
  %78 = getelementptr inbounds float, ptr %77, i64 %75
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30)
  store ptr %76, ptr %23, align 8, !tbaa !6
  store ptr %78, ptr %24, align 8, !tbaa !6
  %79 = trunc i64 %70 to i32
  store i32 %79, ptr %25, align 4, !tbaa !10
  store ptr %23, ptr %30, align 16
  store ptr %24, ptr %61, align 8
  store ptr %25, ptr %62, align 16
  %80 = call i32 @__cudaPopCallConfiguration(ptr nonnull %26, ptr nonnull %27, ptr nonnull %28, ptr nonnull %29)
  %81 = load i64, ptr %28, align 8
  %82 = load ptr, ptr %29, align 8
  %83 = load i64, ptr %26, align 8
  %84 = load i32, ptr %63, align 8
  %85 = load i64, ptr %27, align 8
  %86 = load i32, ptr %64, align 8
  %87 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__slabPKfPfi, i64 %83, i32 %84, i64 %85, i32 %86, ptr noundef nonnull %30, i64 noundef %81, ptr noundef %82)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %25)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %26)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30)
  br label %88

88:                                               ; preds = %73, %69
  %89 = call i32 @cudaDeviceSynchronize()
  %90 = add nuw nsw i64 %70, 1
  %91 = icmp eq i64 %90, 12
  br i1 %91, label %65, label %69, !llvm.loop !18

92:                                               ; preds = %112
  %93 = getelementptr inbounds i8, ptr %11, i64 8
  %94 = getelementptr inbounds i8, ptr %12, i64 8
  br label %123

95:                                               ; preds = %65, %112
  %96 = phi i32 [ 0, %65 ], [ %114, %112 ]
  %97 = and i32 %96, 1
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %112, label %99

99:                                               ; preds = %95
  %100 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %102, label %112

102:                                              ; preds = %99
  %103 = load ptr, ptr %32, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %22)
  store ptr %103, ptr %16, align 8, !tbaa !6
  store i32 %96, ptr %17, align 4, !tbaa !10
  store ptr %16, ptr %22, align 16
  store ptr %17, ptr %66, align 8
  %104 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21)
  %105 = load i64, ptr %20, align 8
  %106 = load ptr, ptr %21, align 8
  %107 = load i64, ptr %18, align 8
  %108 = load i32, ptr %67, align 8
  %109 = load i64, ptr %19, align 8
  %110 = load i32, ptr %68, align 8
  %111 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z18__device_stub__oddPfi, i64 %107, i32 %108, i64 %109, i32 %110, ptr noundef nonnull %22, i64 noundef %105, ptr noundef %106)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %22)
  br label %112

112:                                              ; preds = %99, %102, %95
  %113 = call i32 @cudaDeviceSynchronize()
  %114 = add nuw nsw i32 %96, 1
  %115 = icmp eq i32 %114, 12
  br i1 %115, label %92, label %95, !llvm.loop !19

116:                                              ; preds = %137
  %117 = icmp sgt i32 %0, -3
  br i1 %117, label %118, label %141

118:                                              ; preds = %116
  %119 = getelementptr inbounds ptr, ptr %9, i64 1
  %120 = getelementptr inbounds i8, ptr %5, i64 8
  %121 = getelementptr inbounds i8, ptr %6, i64 8
  %122 = add nsw i32 %0, 2
  br label %144

123:                                              ; preds = %92, %137
  %124 = phi i32 [ 0, %92 ], [ %139, %137 ]
  %125 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %127, label %137

127:                                              ; preds = %123
  %128 = load ptr, ptr %33, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store ptr %128, ptr %10, align 8, !tbaa !6
  store ptr %10, ptr %15, align 16
  %129 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14)
  %130 = load i64, ptr %13, align 8
  %131 = load ptr, ptr %14, align 8
  %132 = load i64, ptr %11, align 8
  %133 = load i32, ptr %93, align 8
  %134 = load i64, ptr %12, align 8
  %135 = load i32, ptr %94, align 8
  %136 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__stepPf, i64 %132, i32 %133, i64 %134, i32 %135, ptr noundef nonnull %15, i64 noundef %130, ptr noundef %131)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  br label %137

137:                                              ; preds = %127, %123
  %138 = call i32 @cudaDeviceSynchronize()
  %139 = add nuw nsw i32 %124, 1
  %140 = icmp eq i32 %139, 8
  br i1 %140, label %116, label %123, !llvm.loop !20

141:                                              ; preds = %158, %116
  %142 = load ptr, ptr %32, align 8, !tbaa !6
  %143 = call i32 @cudaMemcpy(ptr noundef %40, ptr noundef %142, i64 noundef 24576, i32 noundef 2)
  br label %164

144:                                              ; preds = %118, %158
  %145 = phi i32 [ 0, %118 ], [ %160, %158 ]
  %146 = call i32 @__cudaPushCallConfiguration(i64 4294967300, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null)
  %147 = icmp eq i32 %146, 0
  br i1 %147, label %148, label %158

148:                                              ; preds = %144
  %149 = load ptr, ptr %34, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  store ptr %149, ptr %3, align 8, !tbaa !6
  store i32 %145, ptr %4, align 4, !tbaa !10
  store ptr %3, ptr %9, align 16
  store ptr %4, ptr %119, align 8
  %150 = call i32 @__cudaPopCallConfiguration(ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8)
  %151 = load i64, ptr %7, align 8
  %152 = load ptr, ptr %8, align 8
  %153 = load i64, ptr %5, align 8
  %154 = load i32, ptr %120, align 8
  %155 = load i64, ptr %6, align 8
  %156 = load i32, ptr %121, align 8
  %157 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__fillPfi, i64 %153, i32 %154, i64 %155, i32 %156, ptr noundef nonnull %9, i64 noundef %151, ptr noundef %152)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  br label %158

158:                                              ; preds = %148, %144
  %159 = call i32 @cudaDeviceSynchronize()
  %160 = add nuw nsw i32 %145, 1
  %161 = icmp slt i32 %145, %122
  %162 = icmp ult i32 %145, 11
  %163 = and i1 %161, %162
  br i1 %163, label %144, label %141, !llvm.loop !21

164:                                              ; preds = %141, %206
  %165 = phi i64 [ 0, %141 ], [ %209, %206 ]
  %166 = phi i32 [ 0, %141 ], [ %208, %206 ]
  %167 = shl nsw i64 %165, 9
  %168 = trunc i64 %165 to i32
  %169 = and i32 %168, 1
  %170 = sitofp i32 %169 to float
  %171 = sitofp i32 %168 to float
  %172 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %166, i64 0
  %173 = insertelement <4 x float> poison, float %171, i64 0
  %174 = shufflevector <4 x float> %173, <4 x float> poison, <4 x i32> zeroinitializer
  %175 = insertelement <4 x float> poison, float %171, i64 0
  %176 = shufflevector <4 x float> %175, <4 x float> poison, <4 x i32> zeroinitializer
  %177 = insertelement <4 x float> poison, float %170, i64 0
  %178 = shufflevector <4 x float> %177, <4 x float> poison, <4 x i32> zeroinitializer
  %179 = insertelement <4 x float> poison, float %170, i64 0
  %180 = shufflevector <4 x float> %179, <4 x float> poison, <4 x i32> zeroinitializer
  br label %181

181:                                              ; preds = %181, %164
  %182 = phi i64 [ 0, %164 ], [ %204, %181 ]
  %183 = phi <4 x i32> [ %172, %164 ], [ %202, %181 ]
  %184 = phi <4 x i32> [ zeroinitializer, %164 ], [ %203, %181 ]
  %185 = add nuw nsw i64 %182, %167
  %186 = getelementptr inbounds float, ptr %40, i64 %185
  %187 = load <4 x float>, ptr %186, align 4, !tbaa !12
  %188 = getelementptr inbounds float, ptr %186, i64 4
  %189 = load <4 x float>, ptr %188, align 4, !tbaa !12
  %190 = getelementptr inbounds float, ptr %39, i64 %185
  %191 = load <4 x float>, ptr %190, align 4, !tbaa !12
  %192 = getelementptr inbounds float, ptr %190, i64 4
  %193 = load <4 x float>, ptr %192, align 4, !tbaa !12
  %194 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %191, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %174)
  %195 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %193, <4 x float> <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, <4 x float> %176)
  %196 = fadd <4 x float> %194, %178
  %197 = fadd <4 x float> %195, %180
  %198 = fcmp une <4 x float> %187, %196
  %199 = fcmp une <4 x float> %189, %197
  %200 = zext <4 x i1> %198 to <4 x i32>
  %201 = zext <4 x i1> %199 to <4 x i32>
  %202 = add <4 x i32> %183, %200
  %203 = add <4 x i32> %184, %201
  %204 = add nuw i64 %182, 8
  %205 = icmp eq i64 %204, 512
  br i1 %205, label %206, label %181, !llvm.loop !22

206:                                              ; preds = %181
  %207 = add <4 x i32> %203, %202
  %208 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %207)
  %209 = add nuw nsw i64 %165, 1
  %210 = icmp eq i64 %209, 12
  br i1 %210, label %211, label %164, !llvm.loop !23

211:                                              ; preds = %206
  %212 = load ptr, ptr %34, align 8, !tbaa !6
  %213 = call i32 @cudaMemcpy(ptr noundef nonnull %40, ptr noundef %212, i64 noundef 24576, i32 noundef 2)
  %214 = insertelement <8 x i32> poison, i32 %0, i64 0
  %215 = shufflevector <8 x i32> %214, <8 x i32> poison, <8 x i32> zeroinitializer
  %216 = icmp sgt <8 x i32> %215, <i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 4>
  %217 = getelementptr inbounds float, ptr %40, i64 512
  %218 = getelementptr inbounds float, ptr %40, i64 1024
  %219 = getelementptr inbounds float, ptr %40, i64 1536
  %220 = getelementptr inbounds float, ptr %40, i64 2048
  %221 = getelementptr inbounds float, ptr %40, i64 2560
  %222 = getelementptr inbounds float, ptr %40, i64 3072
  %223 = getelementptr inbounds float, ptr %40, i64 3584
  %224 = load float, ptr %40, align 4, !tbaa !12
  %225 = load float, ptr %217, align 4, !tbaa !12
  %226 = load float, ptr %218, align 4, !tbaa !12
  %227 = load float, ptr %219, align 4, !tbaa !12
  %228 = load float, ptr %220, align 4, !tbaa !12
  %229 = load float, ptr %221, align 4, !tbaa !12
  %230 = load float, ptr %222, align 4, !tbaa !12
  %231 = load float, ptr %223, align 4, !tbaa !12
  %232 = select <8 x i1> %216, <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, <8 x float> zeroinitializer
  %233 = insertelement <8 x float> poison, float %224, i64 0
  %234 = insertelement <8 x float> %233, float %225, i64 1
  %235 = insertelement <8 x float> %234, float %226, i64 2
  %236 = insertelement <8 x float> %235, float %227, i64 3
  %237 = insertelement <8 x float> %236, float %228, i64 4
  %238 = insertelement <8 x float> %237, float %229, i64 5
  %239 = insertelement <8 x float> %238, float %230, i64 6
  %240 = insertelement <8 x float> %239, float %231, i64 7
  %241 = fcmp une <8 x float> %240, %232
  %242 = getelementptr inbounds float, ptr %40, i64 4096
  %243 = insertelement <4 x i32> poison, i32 %0, i64 0
  %244 = shufflevector <4 x i32> %243, <4 x i32> poison, <4 x i32> zeroinitializer
  %245 = icmp sgt <4 x i32> %244, <i32 5, i32 6, i32 7, i32 8>
  %246 = getelementptr inbounds float, ptr %40, i64 4608
  %247 = getelementptr inbounds float, ptr %40, i64 5120
  %248 = getelementptr inbounds float, ptr %40, i64 5632
  %249 = load <4 x float>, ptr %242, align 4
  %250 = load float, ptr %246, align 4, !tbaa !12
  %251 = load float, ptr %247, align 4, !tbaa !12
  %252 = load float, ptr %248, align 4, !tbaa !12
  %253 = select <4 x i1> %245, <4 x float> <float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01>, <4 x float> zeroinitializer
  %254 = insertelement <4 x float> %249, float %250, i64 1
  %255 = insertelement <4 x float> %254, float %251, i64 2
  %256 = insertelement <4 x float> %255, float %252, i64 3
  %257 = fcmp une <4 x float> %256, %253
  %258 = bitcast <8 x i1> %241 to i8
  %259 = call i8 @llvm.ctpop.i8(i8 %258), !range !24
  %260 = zext i8 %259 to i32
  %261 = bitcast <4 x i1> %257 to i4
  %262 = call i4 @llvm.ctpop.i4(i4 %261), !range !25
  %263 = zext i4 %262 to i32
  %264 = add nuw nsw i32 %260, %263
  %265 = add i32 %264, %208
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %265)
  %267 = load ptr, ptr %31, align 8, !tbaa !6
  %268 = call i32 @cudaFree(ptr noundef %267)
  %269 = load ptr, ptr %32, align 8, !tbaa !6
  %270 = call i32 @cudaFree(ptr noundef %269)
  %271 = load ptr, ptr %33, align 8, !tbaa !6
  %272 = call i32 @cudaFree(ptr noundef %271)
  %273 = load ptr, ptr %34, align 8, !tbaa !6
  %274 = call i32 @cudaFree(ptr noundef %273)
  call void @free(ptr noundef nonnull %39) #8
  call void @free(ptr noundef nonnull %40) #8
  %275 = icmp ne i32 %265, 0
  %276 = zext i1 %275 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #8
  ret i32 %276
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #3

declare i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

declare i32 @cudaDeviceSynchronize() local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

declare i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i4 @llvm.ctpop.i4(i4) #6

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15, !16, !17}
!23 = distinct !{!23, !15}
!24 = !{i8 0, i8 9}
!25 = !{i4 0, i4 5}
