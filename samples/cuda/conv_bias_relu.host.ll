; ModuleID = 'samples/cuda/conv_bias_relu.cu'
source_filename = "samples/cuda/conv_bias_relu.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [47 x i8] c"conv_bias_relu: bad sizes n=%d h=%d w=%d c=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"conv_bias_relu n=%d h=%d w=%d c=%d: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"not checked\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__gemm_tiledPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !10 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !14
  store ptr %1, ptr %8, align 8, !tbaa !14
  store ptr %2, ptr %9, align 8, !tbaa !14
  store i32 %3, ptr %10, align 4, !tbaa !18
  store i32 %4, ptr %11, align 4, !tbaa !18
  store i32 %5, ptr %12, align 4, !tbaa !18
  %17 = alloca [6 x ptr], align 16, !dbg !20
  store ptr %7, ptr %17, align 16, !dbg !20
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !20
  store ptr %8, ptr %18, align 8, !dbg !20
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !20
  store ptr %9, ptr %19, align 16, !dbg !20
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !20
  store ptr %10, ptr %20, align 8, !dbg !20
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !20
  store ptr %11, ptr %21, align 16, !dbg !20
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !20
  store ptr %12, ptr %22, align 8, !dbg !20
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !20
  %24 = load i64, ptr %15, align 8, !dbg !20
  %25 = load ptr, ptr %16, align 8, !dbg !20
  %26 = load i64, ptr %13, align 8, !dbg !20
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !20
  %28 = load i32, ptr %27, align 8, !dbg !20
  %29 = load i64, ptr %14, align 8, !dbg !20
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !20
  %31 = load i32, ptr %30, align 8, !dbg !20
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !20
  ret void, !dbg !21
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__conv3x3PKfS0_Pfiiiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 !dbg !22 {
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.dim3, align 8
  %18 = alloca %struct.dim3, align 8
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  store ptr %0, ptr %9, align 8, !tbaa !14
  store ptr %1, ptr %10, align 8, !tbaa !14
  store ptr %2, ptr %11, align 8, !tbaa !14
  store i32 %3, ptr %12, align 4, !tbaa !18
  store i32 %4, ptr %13, align 4, !tbaa !18
  store i32 %5, ptr %14, align 4, !tbaa !18
  store i32 %6, ptr %15, align 4, !tbaa !18
  store i32 %7, ptr %16, align 4, !tbaa !18
  %21 = alloca [8 x ptr], align 16, !dbg !23
  store ptr %9, ptr %21, align 16, !dbg !23
  %22 = getelementptr inbounds ptr, ptr %21, i64 1, !dbg !23
  store ptr %10, ptr %22, align 8, !dbg !23
  %23 = getelementptr inbounds ptr, ptr %21, i64 2, !dbg !23
  store ptr %11, ptr %23, align 16, !dbg !23
  %24 = getelementptr inbounds ptr, ptr %21, i64 3, !dbg !23
  store ptr %12, ptr %24, align 8, !dbg !23
  %25 = getelementptr inbounds ptr, ptr %21, i64 4, !dbg !23
  store ptr %13, ptr %25, align 16, !dbg !23
  %26 = getelementptr inbounds ptr, ptr %21, i64 5, !dbg !23
  store ptr %14, ptr %26, align 8, !dbg !23
  %27 = getelementptr inbounds ptr, ptr %21, i64 6, !dbg !23
  store ptr %15, ptr %27, align 16, !dbg !23
  %28 = getelementptr inbounds ptr, ptr %21, i64 7, !dbg !23
  store ptr %16, ptr %28, align 8, !dbg !23
  %29 = call i32 @__cudaPopCallConfiguration(ptr nonnull %17, ptr nonnull %18, ptr nonnull %19, ptr nonnull %20), !dbg !23
  %30 = load i64, ptr %19, align 8, !dbg !23
  %31 = load ptr, ptr %20, align 8, !dbg !23
  %32 = load i64, ptr %17, align 8, !dbg !23
  %33 = getelementptr inbounds i8, ptr %17, i64 8, !dbg !23
  %34 = load i32, ptr %33, align 8, !dbg !23
  %35 = load i64, ptr %18, align 8, !dbg !23
  %36 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !23
  %37 = load i32, ptr %36, align 8, !dbg !23
  %38 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__conv3x3PKfS0_Pfiiiii, i64 %32, i32 %34, i64 %35, i32 %37, ptr noundef nonnull %21, i64 noundef %30, ptr noundef %31), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__channel_biasPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !25 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store ptr %2, ptr %8, align 8, !tbaa !14
  store i32 %3, ptr %9, align 4, !tbaa !18
  store i32 %4, ptr %10, align 4, !tbaa !18
  %15 = alloca [5 x ptr], align 16, !dbg !26
  store ptr %6, ptr %15, align 16, !dbg !26
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !26
  store ptr %7, ptr %16, align 8, !dbg !26
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !26
  store ptr %8, ptr %17, align 16, !dbg !26
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !26
  store ptr %9, ptr %18, align 8, !dbg !26
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !26
  store ptr %10, ptr %19, align 16, !dbg !26
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !26
  %21 = load i64, ptr %13, align 8, !dbg !26
  %22 = load ptr, ptr %14, align 8, !dbg !26
  %23 = load i64, ptr %11, align 8, !dbg !26
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !26
  %25 = load i32, ptr %24, align 8, !dbg !26
  %26 = load i64, ptr %12, align 8, !dbg !26
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !26
  %28 = load i32, ptr %27, align 8, !dbg !26
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__channel_biasPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z19__device_stub__reluPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !28 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8, !tbaa !14
  store ptr %1, ptr %5, align 8, !tbaa !14
  store i32 %2, ptr %6, align 4, !tbaa !18
  %11 = alloca [3 x ptr], align 16, !dbg !29
  store ptr %4, ptr %11, align 16, !dbg !29
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !29
  store ptr %5, ptr %12, align 8, !dbg !29
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !29
  store ptr %6, ptr %13, align 16, !dbg !29
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !29
  %15 = load i64, ptr %9, align 8, !dbg !29
  %16 = load ptr, ptr %10, align 8, !dbg !29
  %17 = load i64, ptr %7, align 8, !dbg !29
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !29
  %19 = load i32, ptr %18, align 8, !dbg !29
  %20 = load i64, ptr %8, align 8, !dbg !29
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !29
  %22 = load i32, ptr %21, align 8, !dbg !29
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: uwtable
define dso_local i32 @run_conv_bias_relu(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !dbg !31 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [3 x ptr], align 16, !dbg !32
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [5 x ptr], align 16, !dbg !34
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca %struct.dim3, align 8
  %34 = alloca %struct.dim3, align 8
  %35 = alloca i64, align 8
  %36 = alloca ptr, align 8
  %37 = alloca [8 x ptr], align 16, !dbg !36
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = icmp slt i32 %0, 1, !dbg !38
  %45 = icmp slt i32 %1, 1
  %46 = or i1 %44, %45, !dbg !39
  %47 = icmp slt i32 %2, 1
  %48 = or i1 %46, %47, !dbg !39
  %49 = icmp slt i32 %3, 1
  %50 = or i1 %48, %49, !dbg !39
  br i1 %50, label %51, label %53, !dbg !39

51:                                               ; preds = %6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !40
  br label %476, !dbg !41

53:                                               ; preds = %6
  %54 = mul i32 %2, %1, !dbg !42
  %55 = mul i32 %54, %0, !dbg !43
  %56 = mul nsw i32 %55, %3, !dbg !44
  %57 = mul nsw i32 %3, 9, !dbg !45
  %58 = mul nsw i32 %57, %3, !dbg !46
  %59 = sext i32 %56 to i64, !dbg !47
  %60 = shl nsw i64 %59, 2, !dbg !48
  %61 = tail call noalias ptr @malloc(i64 noundef %60) #11, !dbg !49
  %62 = tail call noalias ptr @malloc(i64 noundef %60) #11, !dbg !50
  %63 = sext i32 %58 to i64, !dbg !51
  %64 = shl nsw i64 %63, 2, !dbg !52
  %65 = tail call noalias ptr @malloc(i64 noundef %64) #11, !dbg !53
  %66 = zext i32 %3 to i64
  %67 = shl nuw nsw i64 %66, 2, !dbg !54
  %68 = tail call noalias ptr @malloc(i64 noundef %67) #11, !dbg !55
  %69 = icmp sgt i32 %56, 0, !dbg !56
  br i1 %69, label %70, label %111, !dbg !60

70:                                               ; preds = %53
  %71 = zext i32 %56 to i64, !dbg !56
  %72 = and i64 %71, 1, !dbg !60
  %73 = icmp eq i32 %56, 1, !dbg !60
  br i1 %73, label %98, label %74, !dbg !60

74:                                               ; preds = %70
  %75 = and i64 %71, 4294967294, !dbg !60
  br label %76, !dbg !60

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %95, %76 ], !dbg !61
  %78 = phi i32 [ %4, %74 ], [ %89, %76 ], !dbg !61
  %79 = phi i64 [ 0, %74 ], [ %96, %76 ]
  %80 = mul i32 %78, 1664525, !dbg !64
  %81 = add i32 %80, 1013904223, !dbg !65
  %82 = lshr i32 %81, 8, !dbg !66
  %83 = uitofp i32 %82 to float, !dbg !67
  %84 = tail call float @llvm.fmuladd.f32(float %83, float 0x3E70000000000000, float -5.000000e-01), !dbg !68
  %85 = fmul float %84, 2.000000e+00, !dbg !69
  %86 = getelementptr inbounds float, ptr %61, i64 %77, !dbg !70
  store float %85, ptr %86, align 4, !dbg !71, !tbaa !72
  %87 = or i64 %77, 1, !dbg !74
  %88 = mul i32 %81, 1664525, !dbg !64
  %89 = add i32 %88, 1013904223, !dbg !65
  %90 = lshr i32 %89, 8, !dbg !66
  %91 = uitofp i32 %90 to float, !dbg !67
  %92 = tail call float @llvm.fmuladd.f32(float %91, float 0x3E70000000000000, float -5.000000e-01), !dbg !68
  %93 = fmul float %92, 2.000000e+00, !dbg !69
  %94 = getelementptr inbounds float, ptr %61, i64 %87, !dbg !70
  store float %93, ptr %94, align 4, !dbg !71, !tbaa !72
  %95 = add nuw nsw i64 %77, 2, !dbg !74
  %96 = add i64 %79, 2, !dbg !60
  %97 = icmp eq i64 %96, %75, !dbg !60
  br i1 %97, label %98, label %76, !dbg !60, !llvm.loop !75

98:                                               ; preds = %76, %70
  %99 = phi i32 [ undef, %70 ], [ %89, %76 ]
  %100 = phi i64 [ 0, %70 ], [ %95, %76 ]
  %101 = phi i32 [ %4, %70 ], [ %89, %76 ]
  %102 = icmp eq i64 %72, 0, !dbg !60
  br i1 %102, label %111, label %103, !dbg !60

103:                                              ; preds = %98
  %104 = mul i32 %101, 1664525, !dbg !64
  %105 = add i32 %104, 1013904223, !dbg !65
  %106 = lshr i32 %105, 8, !dbg !66
  %107 = uitofp i32 %106 to float, !dbg !67
  %108 = tail call float @llvm.fmuladd.f32(float %107, float 0x3E70000000000000, float -5.000000e-01), !dbg !68
  %109 = fmul float %108, 2.000000e+00, !dbg !69
  %110 = getelementptr inbounds float, ptr %61, i64 %100, !dbg !70
  store float %109, ptr %110, align 4, !dbg !71, !tbaa !72
  br label %111, !dbg !78

111:                                              ; preds = %103, %98, %53
  %112 = phi i32 [ %4, %53 ], [ %99, %98 ], [ %105, %103 ], !dbg !80
  %113 = icmp sgt i32 %58, 0, !dbg !78
  br i1 %113, label %114, label %155, !dbg !81

114:                                              ; preds = %111
  %115 = zext i32 %58 to i64, !dbg !78
  %116 = and i64 %115, 1, !dbg !81
  %117 = icmp eq i32 %58, 1, !dbg !81
  br i1 %117, label %142, label %118, !dbg !81

118:                                              ; preds = %114
  %119 = and i64 %115, 4294967294, !dbg !81
  br label %120, !dbg !81

120:                                              ; preds = %120, %118
  %121 = phi i64 [ 0, %118 ], [ %139, %120 ], !dbg !82
  %122 = phi i32 [ %112, %118 ], [ %133, %120 ], !dbg !82
  %123 = phi i64 [ 0, %118 ], [ %140, %120 ]
  %124 = mul i32 %122, 1664525, !dbg !84
  %125 = add i32 %124, 1013904223, !dbg !85
  %126 = lshr i32 %125, 8, !dbg !86
  %127 = uitofp i32 %126 to float, !dbg !87
  %128 = tail call float @llvm.fmuladd.f32(float %127, float 0x3E70000000000000, float -5.000000e-01), !dbg !88
  %129 = fmul float %128, 0x3FC99999A0000000, !dbg !89
  %130 = getelementptr inbounds float, ptr %65, i64 %121, !dbg !90
  store float %129, ptr %130, align 4, !dbg !91, !tbaa !72
  %131 = or i64 %121, 1, !dbg !92
  %132 = mul i32 %125, 1664525, !dbg !84
  %133 = add i32 %132, 1013904223, !dbg !85
  %134 = lshr i32 %133, 8, !dbg !86
  %135 = uitofp i32 %134 to float, !dbg !87
  %136 = tail call float @llvm.fmuladd.f32(float %135, float 0x3E70000000000000, float -5.000000e-01), !dbg !88
  %137 = fmul float %136, 0x3FC99999A0000000, !dbg !89
  %138 = getelementptr inbounds float, ptr %65, i64 %131, !dbg !90
  store float %137, ptr %138, align 4, !dbg !91, !tbaa !72
  %139 = add nuw nsw i64 %121, 2, !dbg !92
  %140 = add i64 %123, 2, !dbg !81
  %141 = icmp eq i64 %140, %119, !dbg !81
  br i1 %141, label %142, label %120, !dbg !81, !llvm.loop !93

142:                                              ; preds = %120, %114
  %143 = phi i32 [ undef, %114 ], [ %133, %120 ]
  %144 = phi i64 [ 0, %114 ], [ %139, %120 ]
  %145 = phi i32 [ %112, %114 ], [ %133, %120 ]
  %146 = icmp eq i64 %116, 0, !dbg !81
  br i1 %146, label %155, label %147, !dbg !81

147:                                              ; preds = %142
  %148 = mul i32 %145, 1664525, !dbg !84
  %149 = add i32 %148, 1013904223, !dbg !85
  %150 = lshr i32 %149, 8, !dbg !86
  %151 = uitofp i32 %150 to float, !dbg !87
  %152 = tail call float @llvm.fmuladd.f32(float %151, float 0x3E70000000000000, float -5.000000e-01), !dbg !88
  %153 = fmul float %152, 0x3FC99999A0000000, !dbg !89
  %154 = getelementptr inbounds float, ptr %65, i64 %144, !dbg !90
  store float %153, ptr %154, align 4, !dbg !91, !tbaa !72
  br label %155, !dbg !95

155:                                              ; preds = %147, %142, %111
  %156 = phi i32 [ %112, %111 ], [ %143, %142 ], [ %149, %147 ], !dbg !80
  %157 = icmp sgt i32 %3, 0, !dbg !95
  br i1 %157, label %158, label %194, !dbg !97

158:                                              ; preds = %155
  %159 = and i64 %66, 1, !dbg !97
  %160 = icmp eq i32 %3, 1, !dbg !97
  br i1 %160, label %183, label %161, !dbg !97

161:                                              ; preds = %158
  %162 = and i64 %66, 4294967294, !dbg !97
  br label %163, !dbg !97

163:                                              ; preds = %163, %161
  %164 = phi i64 [ 0, %161 ], [ %180, %163 ], !dbg !98
  %165 = phi i32 [ %156, %161 ], [ %175, %163 ], !dbg !98
  %166 = phi i64 [ 0, %161 ], [ %181, %163 ]
  %167 = mul i32 %165, 1664525, !dbg !100
  %168 = add i32 %167, 1013904223, !dbg !101
  %169 = lshr i32 %168, 8, !dbg !102
  %170 = uitofp i32 %169 to float, !dbg !103
  %171 = tail call float @llvm.fmuladd.f32(float %170, float 0x3E70000000000000, float -5.000000e-01), !dbg !104
  %172 = getelementptr inbounds float, ptr %68, i64 %164, !dbg !105
  store float %171, ptr %172, align 4, !dbg !106, !tbaa !72
  %173 = or i64 %164, 1, !dbg !107
  %174 = mul i32 %168, 1664525, !dbg !100
  %175 = add i32 %174, 1013904223, !dbg !101
  %176 = lshr i32 %175, 8, !dbg !102
  %177 = uitofp i32 %176 to float, !dbg !103
  %178 = tail call float @llvm.fmuladd.f32(float %177, float 0x3E70000000000000, float -5.000000e-01), !dbg !104
  %179 = getelementptr inbounds float, ptr %68, i64 %173, !dbg !105
  store float %178, ptr %179, align 4, !dbg !106, !tbaa !72
  %180 = add nuw nsw i64 %164, 2, !dbg !107
  %181 = add i64 %166, 2, !dbg !97
  %182 = icmp eq i64 %181, %162, !dbg !97
  br i1 %182, label %183, label %163, !dbg !97, !llvm.loop !108

183:                                              ; preds = %163, %158
  %184 = phi i64 [ 0, %158 ], [ %180, %163 ]
  %185 = phi i32 [ %156, %158 ], [ %175, %163 ]
  %186 = icmp eq i64 %159, 0, !dbg !97
  br i1 %186, label %194, label %187, !dbg !97

187:                                              ; preds = %183
  %188 = mul i32 %185, 1664525, !dbg !100
  %189 = add i32 %188, 1013904223, !dbg !101
  %190 = lshr i32 %189, 8, !dbg !102
  %191 = uitofp i32 %190 to float, !dbg !103
  %192 = tail call float @llvm.fmuladd.f32(float %191, float 0x3E70000000000000, float -5.000000e-01), !dbg !104
  %193 = getelementptr inbounds float, ptr %68, i64 %184, !dbg !105
  store float %192, ptr %193, align 4, !dbg !106, !tbaa !72
  br label %194, !dbg !110

194:                                              ; preds = %187, %183, %155
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38) #12, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #12, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #12, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41) #12, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42) #12, !dbg !110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43) #12, !dbg !110
  %195 = call i32 @cudaMalloc(ptr noundef nonnull %38, i64 noundef %60), !dbg !111
  %196 = call i32 @cudaMalloc(ptr noundef nonnull %39, i64 noundef %64), !dbg !112
  %197 = call i32 @cudaMalloc(ptr noundef nonnull %40, i64 noundef %67), !dbg !113
  %198 = call i32 @cudaMalloc(ptr noundef nonnull %41, i64 noundef %60), !dbg !114
  %199 = call i32 @cudaMalloc(ptr noundef nonnull %42, i64 noundef %60), !dbg !115
  %200 = call i32 @cudaMalloc(ptr noundef nonnull %43, i64 noundef %60), !dbg !116
  %201 = load ptr, ptr %38, align 8, !dbg !117, !tbaa !14
  %202 = call i32 @cudaMemcpy(ptr noundef %201, ptr noundef %61, i64 noundef %60, i32 noundef 1), !dbg !118
  %203 = load ptr, ptr %39, align 8, !dbg !119, !tbaa !14
  %204 = call i32 @cudaMemcpy(ptr noundef %203, ptr noundef %65, i64 noundef %64, i32 noundef 1), !dbg !120
  %205 = load ptr, ptr %40, align 8, !dbg !121, !tbaa !14
  %206 = call i32 @cudaMemcpy(ptr noundef %205, ptr noundef %68, i64 noundef %67, i32 noundef 1), !dbg !122
  %207 = add nsw i32 %3, 31, !dbg !123
  %208 = sdiv i32 %207, 32, !dbg !124
  %209 = add nsw i32 %55, 31, !dbg !125
  %210 = sdiv i32 %209, 32, !dbg !126
  %211 = zext i32 %208 to i64, !dbg !127
  %212 = zext i32 %210 to i64, !dbg !131
  %213 = shl nuw i64 %212, 32, !dbg !131
  %214 = or i64 %213, %211, !dbg !131
  %215 = call i32 @__cudaPushCallConfiguration(i64 %214, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !132
  %216 = icmp eq i32 %215, 0, !dbg !132
  br i1 %216, label %217, label %238, !dbg !133

217:                                              ; preds = %194
  %218 = load ptr, ptr %38, align 8, !dbg !134, !tbaa !14
  %219 = load ptr, ptr %39, align 8, !dbg !135, !tbaa !14
  %220 = load ptr, ptr %41, align 8, !dbg !136, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %37)
  store ptr %218, ptr %25, align 8, !tbaa !14, !noalias !137
  store ptr %219, ptr %26, align 8, !tbaa !14, !noalias !137
  store ptr %220, ptr %27, align 8, !tbaa !14, !noalias !137
  store i32 %0, ptr %28, align 4, !tbaa !18, !noalias !137
  store i32 %1, ptr %29, align 4, !tbaa !18, !noalias !137
  store i32 %2, ptr %30, align 4, !tbaa !18, !noalias !137
  store i32 %3, ptr %31, align 4, !tbaa !18, !noalias !137
  store i32 %3, ptr %32, align 4, !tbaa !18, !noalias !137
  store ptr %25, ptr %37, align 16, !dbg !36, !noalias !137
  %221 = getelementptr inbounds ptr, ptr %37, i64 1, !dbg !36
  store ptr %26, ptr %221, align 8, !dbg !36, !noalias !137
  %222 = getelementptr inbounds ptr, ptr %37, i64 2, !dbg !36
  store ptr %27, ptr %222, align 16, !dbg !36, !noalias !137
  %223 = getelementptr inbounds ptr, ptr %37, i64 3, !dbg !36
  store ptr %28, ptr %223, align 8, !dbg !36, !noalias !137
  %224 = getelementptr inbounds ptr, ptr %37, i64 4, !dbg !36
  store ptr %29, ptr %224, align 16, !dbg !36, !noalias !137
  %225 = getelementptr inbounds ptr, ptr %37, i64 5, !dbg !36
  store ptr %30, ptr %225, align 8, !dbg !36, !noalias !137
  %226 = getelementptr inbounds ptr, ptr %37, i64 6, !dbg !36
  store ptr %31, ptr %226, align 16, !dbg !36, !noalias !137
  %227 = getelementptr inbounds ptr, ptr %37, i64 7, !dbg !36
  store ptr %32, ptr %227, align 8, !dbg !36, !noalias !137
  %228 = call i32 @__cudaPopCallConfiguration(ptr nonnull %33, ptr nonnull %34, ptr nonnull %35, ptr nonnull %36), !dbg !36
  %229 = load i64, ptr %35, align 8, !dbg !36, !noalias !137
  %230 = load ptr, ptr %36, align 8, !dbg !36, !noalias !137
  %231 = load i64, ptr %33, align 8, !dbg !36, !noalias !137
  %232 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !36
  %233 = load i32, ptr %232, align 8, !dbg !36, !noalias !137
  %234 = load i64, ptr %34, align 8, !dbg !36, !noalias !137
  %235 = getelementptr inbounds i8, ptr %34, i64 8, !dbg !36
  %236 = load i32, ptr %235, align 8, !dbg !36, !noalias !137
  %237 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__conv3x3PKfS0_Pfiiiii, i64 %231, i32 %233, i64 %234, i32 %236, ptr noundef nonnull %37, i64 noundef %229, ptr noundef %230), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %30), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %31), !dbg !142
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %32), !dbg !142
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %33), !dbg !142
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %34), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !142
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !142
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %37), !dbg !142
  br label %238, !dbg !133

238:                                              ; preds = %217, %194
  %239 = call i32 @__cudaPushCallConfiguration(i64 %214, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !143
  %240 = icmp eq i32 %239, 0, !dbg !143
  br i1 %240, label %241, label %259, !dbg !144

241:                                              ; preds = %238
  %242 = load ptr, ptr %41, align 8, !dbg !145, !tbaa !14
  %243 = load ptr, ptr %40, align 8, !dbg !146, !tbaa !14
  %244 = load ptr, ptr %42, align 8, !dbg !147, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24)
  store ptr %242, ptr %15, align 8, !tbaa !14, !noalias !148
  store ptr %243, ptr %16, align 8, !tbaa !14, !noalias !148
  store ptr %244, ptr %17, align 8, !tbaa !14, !noalias !148
  store i32 %55, ptr %18, align 4, !tbaa !18, !noalias !148
  store i32 %3, ptr %19, align 4, !tbaa !18, !noalias !148
  store ptr %15, ptr %24, align 16, !dbg !34, !noalias !148
  %245 = getelementptr inbounds ptr, ptr %24, i64 1, !dbg !34
  store ptr %16, ptr %245, align 8, !dbg !34, !noalias !148
  %246 = getelementptr inbounds ptr, ptr %24, i64 2, !dbg !34
  store ptr %17, ptr %246, align 16, !dbg !34, !noalias !148
  %247 = getelementptr inbounds ptr, ptr %24, i64 3, !dbg !34
  store ptr %18, ptr %247, align 8, !dbg !34, !noalias !148
  %248 = getelementptr inbounds ptr, ptr %24, i64 4, !dbg !34
  store ptr %19, ptr %248, align 16, !dbg !34, !noalias !148
  %249 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23), !dbg !34
  %250 = load i64, ptr %22, align 8, !dbg !34, !noalias !148
  %251 = load ptr, ptr %23, align 8, !dbg !34, !noalias !148
  %252 = load i64, ptr %20, align 8, !dbg !34, !noalias !148
  %253 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !34
  %254 = load i32, ptr %253, align 8, !dbg !34, !noalias !148
  %255 = load i64, ptr %21, align 8, !dbg !34, !noalias !148
  %256 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !34
  %257 = load i32, ptr %256, align 8, !dbg !34, !noalias !148
  %258 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__channel_biasPKfS0_Pfii, i64 %252, i32 %254, i64 %255, i32 %257, ptr noundef nonnull %24, i64 noundef %250, ptr noundef %251), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19), !dbg !153
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !153
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !153
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24), !dbg !153
  br label %259, !dbg !144

259:                                              ; preds = %241, %238
  %260 = add nsw i32 %56, 255, !dbg !154
  %261 = sdiv i32 %260, 256, !dbg !155
  %262 = zext i32 %261 to i64, !dbg !156
  %263 = or i64 %262, 4294967296, !dbg !156
  %264 = call i32 @__cudaPushCallConfiguration(i64 %263, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !156
  %265 = icmp eq i32 %264, 0, !dbg !156
  br i1 %265, label %266, label %281, !dbg !157

266:                                              ; preds = %259
  %267 = load ptr, ptr %42, align 8, !dbg !158, !tbaa !14
  %268 = load ptr, ptr %43, align 8, !dbg !159, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %14)
  store ptr %267, ptr %7, align 8, !tbaa !14, !noalias !160
  store ptr %268, ptr %8, align 8, !tbaa !14, !noalias !160
  store i32 %56, ptr %9, align 4, !tbaa !18, !noalias !160
  store ptr %7, ptr %14, align 16, !dbg !32, !noalias !160
  %269 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !32
  store ptr %8, ptr %269, align 8, !dbg !32, !noalias !160
  %270 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !32
  store ptr %9, ptr %270, align 16, !dbg !32, !noalias !160
  %271 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !32
  %272 = load i64, ptr %12, align 8, !dbg !32, !noalias !160
  %273 = load ptr, ptr %13, align 8, !dbg !32, !noalias !160
  %274 = load i64, ptr %10, align 8, !dbg !32, !noalias !160
  %275 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !32
  %276 = load i32, ptr %275, align 8, !dbg !32, !noalias !160
  %277 = load i64, ptr %11, align 8, !dbg !32, !noalias !160
  %278 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !32
  %279 = load i32, ptr %278, align 8, !dbg !32, !noalias !160
  %280 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z19__device_stub__reluPKfPfi, i64 %274, i32 %276, i64 %277, i32 %279, ptr noundef nonnull %14, i64 noundef %272, ptr noundef %273), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !164
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !164
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !164
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !164
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %14), !dbg !164
  br label %281, !dbg !157

281:                                              ; preds = %266, %259
  %282 = load ptr, ptr %43, align 8, !dbg !165, !tbaa !14
  %283 = call i32 @cudaMemcpy(ptr noundef %62, ptr noundef %282, i64 noundef %60, i32 noundef 2), !dbg !166
  %284 = icmp eq i32 %5, 0, !dbg !167
  br i1 %284, label %456, label %285, !dbg !167

285:                                              ; preds = %281
  %286 = call noalias ptr @malloc(i64 noundef %60) #11, !dbg !168
  %287 = icmp sgt i32 %55, 0, !dbg !169
  br i1 %287, label %288, label %389, !dbg !172

288:                                              ; preds = %285
  %289 = sext i32 %3 to i64, !dbg !172
  %290 = zext i32 %55 to i64, !dbg !169
  %291 = and i64 %66, 1
  %292 = icmp eq i32 %3, 1
  %293 = and i64 %66, 4294967294
  %294 = icmp eq i64 %291, 0
  br label %295, !dbg !172

295:                                              ; preds = %308, %288
  %296 = phi i64 [ 0, %288 ], [ %309, %308 ]
  %297 = trunc i64 %296 to i32, !dbg !173
  %298 = sdiv i32 %297, %2, !dbg !173
  %299 = srem i32 %298, %1, !dbg !174
  %300 = srem i32 %297, %2, !dbg !175
  br i1 %157, label %301, label %308, !dbg !176

301:                                              ; preds = %295
  %302 = sdiv i32 %297, %54, !dbg !177
  %303 = mul nsw i32 %302, %1
  %304 = add i32 %303, -1
  %305 = mul nsw i64 %296, %289
  br label %306, !dbg !176

306:                                              ; preds = %311, %301
  %307 = phi i64 [ 0, %301 ], [ %318, %311 ]
  br label %320, !dbg !178

308:                                              ; preds = %311, %295
  %309 = add nuw nsw i64 %296, 1, !dbg !179
  %310 = icmp eq i64 %309, %290, !dbg !169
  br i1 %310, label %389, label %295, !dbg !172, !llvm.loop !180

311:                                              ; preds = %385
  %312 = getelementptr inbounds float, ptr %68, i64 %307, !dbg !182
  %313 = load float, ptr %312, align 4, !dbg !182, !tbaa !72
  %314 = fadd float %386, %313, !dbg !183
  %315 = call float @llvm.maxnum.f32(float %314, float 0.000000e+00), !dbg !184
  %316 = add nsw i64 %307, %305, !dbg !185
  %317 = getelementptr inbounds float, ptr %286, i64 %316, !dbg !186
  store float %315, ptr %317, align 4, !dbg !187, !tbaa !72
  %318 = add nuw nsw i64 %307, 1, !dbg !188
  %319 = icmp eq i64 %318, %66, !dbg !189
  br i1 %319, label %308, label %306, !dbg !176, !llvm.loop !190

320:                                              ; preds = %385, %306
  %321 = phi i64 [ 0, %306 ], [ %387, %385 ]
  %322 = phi float [ 0.000000e+00, %306 ], [ %386, %385 ]
  %323 = trunc i64 %321 to i8, !dbg !192
  %324 = udiv i8 %323, 3, !dbg !192
  %325 = zext i8 %324 to i32, !dbg !192
  %326 = add nsw i32 %299, %325, !dbg !193
  %327 = urem i8 %323, 3, !dbg !194
  %328 = zext i8 %327 to i32, !dbg !194
  %329 = add nuw nsw i32 %300, %328, !dbg !195
  %330 = add nsw i32 %329, -1, !dbg !196
  %331 = icmp slt i32 %326, 1, !dbg !197
  br i1 %331, label %385, label %332, !dbg !198

332:                                              ; preds = %320
  %333 = icmp sgt i32 %326, %1, !dbg !199
  %334 = icmp eq i32 %329, 0
  %335 = select i1 %333, i1 true, i1 %334, !dbg !200
  %336 = icmp sgt i32 %329, %2
  %337 = select i1 %335, i1 true, i1 %336, !dbg !200
  br i1 %337, label %385, label %338, !dbg !200

338:                                              ; preds = %332
  %339 = add i32 %304, %326
  %340 = mul nsw i32 %339, %2
  %341 = add nsw i32 %330, %340
  %342 = mul nsw i32 %341, %3
  %343 = mul nsw i64 %321, %289
  %344 = sext i32 %342 to i64, !dbg !201
  br i1 %292, label %371, label %345, !dbg !201

345:                                              ; preds = %338, %345
  %346 = phi i64 [ %368, %345 ], [ 0, %338 ]
  %347 = phi float [ %367, %345 ], [ %322, %338 ]
  %348 = phi i64 [ %369, %345 ], [ 0, %338 ]
  %349 = add nsw i64 %346, %344, !dbg !202
  %350 = getelementptr inbounds float, ptr %61, i64 %349, !dbg !203
  %351 = load float, ptr %350, align 4, !dbg !203, !tbaa !72
  %352 = add nsw i64 %346, %343, !dbg !204
  %353 = mul nsw i64 %352, %289, !dbg !205
  %354 = add nsw i64 %353, %307, !dbg !206
  %355 = getelementptr inbounds float, ptr %65, i64 %354, !dbg !207
  %356 = load float, ptr %355, align 4, !dbg !207, !tbaa !72
  %357 = call float @llvm.fmuladd.f32(float %351, float %356, float %347), !dbg !208
  %358 = or i64 %346, 1, !dbg !209
  %359 = add nsw i64 %358, %344, !dbg !202
  %360 = getelementptr inbounds float, ptr %61, i64 %359, !dbg !203
  %361 = load float, ptr %360, align 4, !dbg !203, !tbaa !72
  %362 = add nsw i64 %358, %343, !dbg !204
  %363 = mul nsw i64 %362, %289, !dbg !205
  %364 = add nsw i64 %363, %307, !dbg !206
  %365 = getelementptr inbounds float, ptr %65, i64 %364, !dbg !207
  %366 = load float, ptr %365, align 4, !dbg !207, !tbaa !72
  %367 = call float @llvm.fmuladd.f32(float %361, float %366, float %357), !dbg !208
  %368 = add nuw nsw i64 %346, 2, !dbg !209
  %369 = add i64 %348, 2, !dbg !201
  %370 = icmp eq i64 %369, %293, !dbg !201
  br i1 %370, label %371, label %345, !dbg !201, !llvm.loop !210

371:                                              ; preds = %345, %338
  %372 = phi float [ undef, %338 ], [ %367, %345 ]
  %373 = phi i64 [ 0, %338 ], [ %368, %345 ]
  %374 = phi float [ %322, %338 ], [ %367, %345 ]
  br i1 %294, label %385, label %375, !dbg !201

375:                                              ; preds = %371
  %376 = add nsw i64 %373, %344, !dbg !202
  %377 = getelementptr inbounds float, ptr %61, i64 %376, !dbg !203
  %378 = load float, ptr %377, align 4, !dbg !203, !tbaa !72
  %379 = add nsw i64 %373, %343, !dbg !204
  %380 = mul nsw i64 %379, %289, !dbg !205
  %381 = add nsw i64 %380, %307, !dbg !206
  %382 = getelementptr inbounds float, ptr %65, i64 %381, !dbg !207
  %383 = load float, ptr %382, align 4, !dbg !207, !tbaa !72
  %384 = call float @llvm.fmuladd.f32(float %378, float %383, float %374), !dbg !208
  br label %385, !dbg !212

385:                                              ; preds = %375, %371, %332, %320
  %386 = phi float [ %322, %332 ], [ %322, %320 ], [ %372, %371 ], [ %384, %375 ], !dbg !213
  %387 = add nuw nsw i64 %321, 1, !dbg !212
  %388 = icmp eq i64 %387, 9, !dbg !214
  br i1 %388, label %311, label %320, !dbg !178, !llvm.loop !215

389:                                              ; preds = %308, %285
  br i1 %69, label %391, label %390, !dbg !217

390:                                              ; preds = %389
  call void @free(ptr noundef %286) #12, !dbg !218
  br label %456, !dbg !219

391:                                              ; preds = %389
  %392 = zext i32 %56 to i64, !dbg !220
  %393 = icmp ult i32 %56, 8, !dbg !217
  br i1 %393, label %432, label %394, !dbg !217

394:                                              ; preds = %391
  %395 = and i64 %392, 4294967288, !dbg !217
  br label %396, !dbg !217

396:                                              ; preds = %396, %394
  %397 = phi i64 [ 0, %394 ], [ %426, %396 ], !dbg !221
  %398 = phi <4 x i32> [ zeroinitializer, %394 ], [ %424, %396 ]
  %399 = phi <4 x i32> [ zeroinitializer, %394 ], [ %425, %396 ]
  %400 = getelementptr inbounds float, ptr %62, i64 %397, !dbg !222
  %401 = load <4 x float>, ptr %400, align 4, !dbg !222, !tbaa !72
  %402 = getelementptr inbounds float, ptr %400, i64 4, !dbg !222
  %403 = load <4 x float>, ptr %402, align 4, !dbg !222, !tbaa !72
  %404 = getelementptr inbounds float, ptr %286, i64 %397, !dbg !223
  %405 = load <4 x float>, ptr %404, align 4, !dbg !223, !tbaa !72
  %406 = getelementptr inbounds float, ptr %404, i64 4, !dbg !223
  %407 = load <4 x float>, ptr %406, align 4, !dbg !223, !tbaa !72
  %408 = fsub <4 x float> %401, %405, !dbg !224
  %409 = fsub <4 x float> %403, %407, !dbg !224
  %410 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %408), !dbg !225
  %411 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %409), !dbg !225
  %412 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %405), !dbg !226
  %413 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %407), !dbg !226
  %414 = fadd <4 x float> %412, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !227
  %415 = fadd <4 x float> %413, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !227
  %416 = fmul <4 x float> %414, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !228
  %417 = fmul <4 x float> %415, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !228
  %418 = fcmp ugt <4 x float> %410, %416, !dbg !229
  %419 = fcmp ugt <4 x float> %411, %417, !dbg !229
  %420 = freeze <4 x i1> %418, !dbg !230
  %421 = freeze <4 x i1> %419, !dbg !230
  %422 = zext <4 x i1> %420 to <4 x i32>, !dbg !230
  %423 = zext <4 x i1> %421 to <4 x i32>, !dbg !230
  %424 = add <4 x i32> %398, %422, !dbg !231
  %425 = add <4 x i32> %399, %423, !dbg !231
  %426 = add nuw i64 %397, 8, !dbg !221
  %427 = icmp eq i64 %426, %395, !dbg !221
  br i1 %427, label %428, label %396, !dbg !221, !llvm.loop !232

428:                                              ; preds = %396
  %429 = add <4 x i32> %425, %424, !dbg !217
  %430 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %429), !dbg !217
  %431 = icmp eq i64 %395, %392, !dbg !217
  br i1 %431, label %453, label %432, !dbg !217

432:                                              ; preds = %391, %428
  %433 = phi i64 [ 0, %391 ], [ %395, %428 ]
  %434 = phi i32 [ 0, %391 ], [ %430, %428 ]
  br label %435, !dbg !217

435:                                              ; preds = %432, %435
  %436 = phi i64 [ %451, %435 ], [ %433, %432 ]
  %437 = phi i32 [ %450, %435 ], [ %434, %432 ]
  %438 = getelementptr inbounds float, ptr %62, i64 %436, !dbg !222
  %439 = load float, ptr %438, align 4, !dbg !222, !tbaa !72
  %440 = getelementptr inbounds float, ptr %286, i64 %436, !dbg !223
  %441 = load float, ptr %440, align 4, !dbg !223, !tbaa !72
  %442 = fsub float %439, %441, !dbg !224
  %443 = call float @llvm.fabs.f32(float %442), !dbg !225
  %444 = call float @llvm.fabs.f32(float %441), !dbg !226
  %445 = fadd float %444, 1.000000e+00, !dbg !227
  %446 = fmul float %445, 0x3F50624DE0000000, !dbg !228
  %447 = fcmp ugt float %443, %446, !dbg !229
  %448 = freeze i1 %447, !dbg !230
  %449 = zext i1 %448 to i32, !dbg !230
  %450 = add i32 %437, %449, !dbg !231
  %451 = add nuw nsw i64 %436, 1, !dbg !221
  %452 = icmp eq i64 %451, %392, !dbg !220
  br i1 %452, label %453, label %435, !dbg !217, !llvm.loop !236

453:                                              ; preds = %435, %428
  %454 = phi i32 [ %430, %428 ], [ %450, %435 ], !dbg !231
  call void @free(ptr noundef nonnull %286) #12, !dbg !218
  %455 = icmp eq i32 %454, 0, !dbg !219
  br i1 %455, label %456, label %457, !dbg !219

456:                                              ; preds = %390, %281, %453
  br label %457, !dbg !219

457:                                              ; preds = %453, %456
  %458 = phi i32 [ 0, %456 ], [ %454, %453 ]
  %459 = phi ptr [ @.str.4, %456 ], [ @.str.3, %453 ]
  %460 = select i1 %284, ptr @.str.2, ptr %459, !dbg !219
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %460), !dbg !237
  %462 = load ptr, ptr %38, align 8, !dbg !238, !tbaa !14
  %463 = call i32 @cudaFree(ptr noundef %462), !dbg !239
  %464 = load ptr, ptr %39, align 8, !dbg !240, !tbaa !14
  %465 = call i32 @cudaFree(ptr noundef %464), !dbg !241
  %466 = load ptr, ptr %40, align 8, !dbg !242, !tbaa !14
  %467 = call i32 @cudaFree(ptr noundef %466), !dbg !243
  %468 = load ptr, ptr %41, align 8, !dbg !244, !tbaa !14
  %469 = call i32 @cudaFree(ptr noundef %468), !dbg !245
  %470 = load ptr, ptr %42, align 8, !dbg !246, !tbaa !14
  %471 = call i32 @cudaFree(ptr noundef %470), !dbg !247
  %472 = load ptr, ptr %43, align 8, !dbg !248, !tbaa !14
  %473 = call i32 @cudaFree(ptr noundef %472), !dbg !249
  call void @free(ptr noundef %61) #12, !dbg !250
  call void @free(ptr noundef %62) #12, !dbg !251
  call void @free(ptr noundef %65) #12, !dbg !252
  call void @free(ptr noundef %68) #12, !dbg !253
  %474 = icmp ne i32 %458, 0, !dbg !254
  %475 = zext i1 %474 to i32, !dbg !254
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43) #12, !dbg !255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42) #12, !dbg !255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41) #12, !dbg !255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #12, !dbg !255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #12, !dbg !255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #12, !dbg !255
  br label %476

476:                                              ; preds = %457, %51
  %477 = phi i32 [ 1, %51 ], [ %475, %457 ], !dbg !80
  ret i32 %477, !dbg !255
}

; Function Attrs: nofree nounwind
declare !dbg !256 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !258 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !260 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !262 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !263 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !265 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare !dbg !266 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !267 {
  %1 = tail call i32 @run_conv_bias_relu(i32 noundef 8, i32 noundef 28, i32 noundef 28, i32 noundef 128, i32 noundef 1, i32 noundef 0), !dbg !268, !range !269
  ret i32 %1, !dbg !270
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #10

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { nounwind allocsize(0) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.dbg.cu = !{!7}
!llvm.ident = !{!9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !8, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "samples/cuda/conv_bias_relu.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "d849c52ac6ca6fceefefda676dfc5243")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "gemm_tiled", scope: !11, file: !11, line: 11, type: !12, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!11 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main", checksumkind: CSK_MD5, checksum: "632c080864c75ec369c561fc00e948fe")
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !16, i64 0}
!20 = !DILocation(line: 12, column: 72, scope: !10)
!21 = !DILocation(line: 43, column: 1, scope: !10)
!22 = distinct !DISubprogram(name: "conv3x3", scope: !8, file: !8, line: 25, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 26, column: 74, scope: !22)
!24 = !DILocation(line: 32, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "channel_bias", scope: !8, file: !8, line: 35, type: !12, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 36, column: 56, scope: !25)
!27 = !DILocation(line: 39, column: 1, scope: !25)
!28 = distinct !DISubprogram(name: "relu", scope: !8, file: !8, line: 42, type: !12, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!29 = !DILocation(line: 42, column: 85, scope: !28)
!30 = !DILocation(line: 45, column: 1, scope: !28)
!31 = distinct !DISubprogram(name: "run_conv_bias_relu", scope: !8, file: !8, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!32 = !DILocation(line: 42, column: 85, scope: !28, inlinedAt: !33)
!33 = distinct !DILocation(line: 92, column: 5, scope: !31)
!34 = !DILocation(line: 36, column: 56, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 91, column: 5, scope: !31)
!36 = !DILocation(line: 26, column: 74, scope: !22, inlinedAt: !37)
!37 = distinct !DILocation(line: 90, column: 5, scope: !31)
!38 = !DILocation(line: 67, column: 11, scope: !31)
!39 = !DILocation(line: 67, column: 16, scope: !31)
!40 = !DILocation(line: 68, column: 9, scope: !31)
!41 = !DILocation(line: 69, column: 9, scope: !31)
!42 = !DILocation(line: 72, column: 20, scope: !31)
!43 = !DILocation(line: 72, column: 24, scope: !31)
!44 = !DILocation(line: 72, column: 41, scope: !31)
!45 = !DILocation(line: 72, column: 60, scope: !31)
!46 = !DILocation(line: 72, column: 71, scope: !31)
!47 = !DILocation(line: 73, column: 33, scope: !31)
!48 = !DILocation(line: 73, column: 36, scope: !31)
!49 = !DILocation(line: 73, column: 26, scope: !31)
!50 = !DILocation(line: 73, column: 69, scope: !31)
!51 = !DILocation(line: 74, column: 33, scope: !31)
!52 = !DILocation(line: 74, column: 36, scope: !31)
!53 = !DILocation(line: 74, column: 26, scope: !31)
!54 = !DILocation(line: 74, column: 85, scope: !31)
!55 = !DILocation(line: 74, column: 69, scope: !31)
!56 = !DILocation(line: 11, column: 23, scope: !57, inlinedAt: !59)
!57 = distinct !DISubprogram(name: "fill", scope: !58, file: !58, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!58 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!59 = distinct !DILocation(line: 75, column: 5, scope: !31)
!60 = !DILocation(line: 11, column: 5, scope: !57, inlinedAt: !59)
!61 = !DILocation(line: 6, column: 14, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "lcg_uniform", scope: !58, file: !58, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!63 = distinct !DILocation(line: 11, column: 48, scope: !57, inlinedAt: !59)
!64 = !DILocation(line: 6, column: 21, scope: !62, inlinedAt: !63)
!65 = !DILocation(line: 6, column: 32, scope: !62, inlinedAt: !63)
!66 = !DILocation(line: 7, column: 27, scope: !62, inlinedAt: !63)
!67 = !DILocation(line: 7, column: 19, scope: !62, inlinedAt: !63)
!68 = !DILocation(line: 7, column: 56, scope: !62, inlinedAt: !63)
!69 = !DILocation(line: 11, column: 46, scope: !57, inlinedAt: !59)
!70 = !DILocation(line: 11, column: 33, scope: !57, inlinedAt: !59)
!71 = !DILocation(line: 11, column: 38, scope: !57, inlinedAt: !59)
!72 = !{!73, !73, i64 0}
!73 = !{!"float", !16, i64 0}
!74 = !DILocation(line: 11, column: 28, scope: !57, inlinedAt: !59)
!75 = distinct !{!75, !60, !76, !77}
!76 = !DILocation(line: 11, column: 65, scope: !57, inlinedAt: !59)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 11, column: 23, scope: !57, inlinedAt: !79)
!79 = distinct !DILocation(line: 76, column: 5, scope: !31)
!80 = !DILocation(line: 0, scope: !31)
!81 = !DILocation(line: 11, column: 5, scope: !57, inlinedAt: !79)
!82 = !DILocation(line: 6, column: 14, scope: !62, inlinedAt: !83)
!83 = distinct !DILocation(line: 11, column: 48, scope: !57, inlinedAt: !79)
!84 = !DILocation(line: 6, column: 21, scope: !62, inlinedAt: !83)
!85 = !DILocation(line: 6, column: 32, scope: !62, inlinedAt: !83)
!86 = !DILocation(line: 7, column: 27, scope: !62, inlinedAt: !83)
!87 = !DILocation(line: 7, column: 19, scope: !62, inlinedAt: !83)
!88 = !DILocation(line: 7, column: 56, scope: !62, inlinedAt: !83)
!89 = !DILocation(line: 11, column: 46, scope: !57, inlinedAt: !79)
!90 = !DILocation(line: 11, column: 33, scope: !57, inlinedAt: !79)
!91 = !DILocation(line: 11, column: 38, scope: !57, inlinedAt: !79)
!92 = !DILocation(line: 11, column: 28, scope: !57, inlinedAt: !79)
!93 = distinct !{!93, !81, !94, !77}
!94 = !DILocation(line: 11, column: 65, scope: !57, inlinedAt: !79)
!95 = !DILocation(line: 11, column: 23, scope: !57, inlinedAt: !96)
!96 = distinct !DILocation(line: 77, column: 5, scope: !31)
!97 = !DILocation(line: 11, column: 5, scope: !57, inlinedAt: !96)
!98 = !DILocation(line: 6, column: 14, scope: !62, inlinedAt: !99)
!99 = distinct !DILocation(line: 11, column: 48, scope: !57, inlinedAt: !96)
!100 = !DILocation(line: 6, column: 21, scope: !62, inlinedAt: !99)
!101 = !DILocation(line: 6, column: 32, scope: !62, inlinedAt: !99)
!102 = !DILocation(line: 7, column: 27, scope: !62, inlinedAt: !99)
!103 = !DILocation(line: 7, column: 19, scope: !62, inlinedAt: !99)
!104 = !DILocation(line: 7, column: 56, scope: !62, inlinedAt: !99)
!105 = !DILocation(line: 11, column: 33, scope: !57, inlinedAt: !96)
!106 = !DILocation(line: 11, column: 38, scope: !57, inlinedAt: !96)
!107 = !DILocation(line: 11, column: 28, scope: !57, inlinedAt: !96)
!108 = distinct !{!108, !97, !109, !77}
!109 = !DILocation(line: 11, column: 65, scope: !57, inlinedAt: !96)
!110 = !DILocation(line: 78, column: 5, scope: !31)
!111 = !DILocation(line: 79, column: 5, scope: !31)
!112 = !DILocation(line: 80, column: 5, scope: !31)
!113 = !DILocation(line: 81, column: 5, scope: !31)
!114 = !DILocation(line: 82, column: 5, scope: !31)
!115 = !DILocation(line: 83, column: 5, scope: !31)
!116 = !DILocation(line: 84, column: 5, scope: !31)
!117 = !DILocation(line: 85, column: 16, scope: !31)
!118 = !DILocation(line: 85, column: 5, scope: !31)
!119 = !DILocation(line: 86, column: 16, scope: !31)
!120 = !DILocation(line: 86, column: 5, scope: !31)
!121 = !DILocation(line: 87, column: 16, scope: !31)
!122 = !DILocation(line: 87, column: 5, scope: !31)
!123 = !DILocation(line: 89, column: 37, scope: !31)
!124 = !DILocation(line: 89, column: 42, scope: !31)
!125 = !DILocation(line: 89, column: 75, scope: !31)
!126 = !DILocation(line: 89, column: 80, scope: !31)
!127 = !DILocation(line: 423, column: 105, scope: !128, inlinedAt: !130)
!128 = distinct !DISubprogram(name: "dim3", scope: !129, file: !129, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!129 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!130 = distinct !DILocation(line: 89, column: 10, scope: !31)
!131 = !DILocation(line: 423, column: 112, scope: !128, inlinedAt: !130)
!132 = !DILocation(line: 90, column: 12, scope: !31)
!133 = !DILocation(line: 90, column: 5, scope: !31)
!134 = !DILocation(line: 90, column: 49, scope: !31)
!135 = !DILocation(line: 90, column: 53, scope: !31)
!136 = !DILocation(line: 90, column: 57, scope: !31)
!137 = !{!138, !140, !141}
!138 = distinct !{!138, !139, !"_Z22__device_stub__conv3x3PKfS0_Pfiiiii: argument 0"}
!139 = distinct !{!139, !"_Z22__device_stub__conv3x3PKfS0_Pfiiiii"}
!140 = distinct !{!140, !139, !"_Z22__device_stub__conv3x3PKfS0_Pfiiiii: argument 1"}
!141 = distinct !{!141, !139, !"_Z22__device_stub__conv3x3PKfS0_Pfiiiii: argument 2"}
!142 = !DILocation(line: 32, column: 1, scope: !22, inlinedAt: !37)
!143 = !DILocation(line: 91, column: 17, scope: !31)
!144 = !DILocation(line: 91, column: 5, scope: !31)
!145 = !DILocation(line: 91, column: 52, scope: !31)
!146 = !DILocation(line: 91, column: 56, scope: !31)
!147 = !DILocation(line: 91, column: 60, scope: !31)
!148 = !{!149, !151, !152}
!149 = distinct !{!149, !150, !"_Z27__device_stub__channel_biasPKfS0_Pfii: argument 0"}
!150 = distinct !{!150, !"_Z27__device_stub__channel_biasPKfS0_Pfii"}
!151 = distinct !{!151, !150, !"_Z27__device_stub__channel_biasPKfS0_Pfii: argument 1"}
!152 = distinct !{!152, !150, !"_Z27__device_stub__channel_biasPKfS0_Pfii: argument 2"}
!153 = !DILocation(line: 39, column: 1, scope: !25, inlinedAt: !35)
!154 = !DILocation(line: 92, column: 27, scope: !31)
!155 = !DILocation(line: 92, column: 32, scope: !31)
!156 = !DILocation(line: 92, column: 9, scope: !31)
!157 = !DILocation(line: 92, column: 5, scope: !31)
!158 = !DILocation(line: 92, column: 56, scope: !31)
!159 = !DILocation(line: 92, column: 60, scope: !31)
!160 = !{!161, !163}
!161 = distinct !{!161, !162, !"_Z19__device_stub__reluPKfPfi: argument 0"}
!162 = distinct !{!162, !"_Z19__device_stub__reluPKfPfi"}
!163 = distinct !{!163, !162, !"_Z19__device_stub__reluPKfPfi: argument 1"}
!164 = !DILocation(line: 45, column: 1, scope: !28, inlinedAt: !33)
!165 = !DILocation(line: 93, column: 20, scope: !31)
!166 = !DILocation(line: 93, column: 5, scope: !31)
!167 = !DILocation(line: 96, column: 9, scope: !31)
!168 = !DILocation(line: 97, column: 31, scope: !31)
!169 = !DILocation(line: 51, column: 23, scope: !170, inlinedAt: !171)
!170 = distinct !DISubprogram(name: "reference", scope: !8, file: !8, line: 49, type: !12, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!171 = distinct !DILocation(line: 98, column: 9, scope: !31)
!172 = !DILocation(line: 51, column: 5, scope: !170, inlinedAt: !171)
!173 = !DILocation(line: 52, column: 42, scope: !170, inlinedAt: !171)
!174 = !DILocation(line: 52, column: 46, scope: !170, inlinedAt: !171)
!175 = !DILocation(line: 52, column: 59, scope: !170, inlinedAt: !171)
!176 = !DILocation(line: 53, column: 9, scope: !170, inlinedAt: !171)
!177 = !DILocation(line: 52, column: 23, scope: !170, inlinedAt: !171)
!178 = !DILocation(line: 55, column: 13, scope: !170, inlinedAt: !171)
!179 = !DILocation(line: 51, column: 36, scope: !170, inlinedAt: !171)
!180 = distinct !{!180, !172, !181, !77}
!181 = !DILocation(line: 63, column: 5, scope: !170, inlinedAt: !171)
!182 = !DILocation(line: 61, column: 43, scope: !170, inlinedAt: !171)
!183 = !DILocation(line: 61, column: 41, scope: !170, inlinedAt: !171)
!184 = !DILocation(line: 61, column: 31, scope: !170, inlinedAt: !171)
!185 = !DILocation(line: 61, column: 24, scope: !170, inlinedAt: !171)
!186 = !DILocation(line: 61, column: 13, scope: !170, inlinedAt: !171)
!187 = !DILocation(line: 61, column: 29, scope: !170, inlinedAt: !171)
!188 = !DILocation(line: 53, column: 35, scope: !170, inlinedAt: !171)
!189 = !DILocation(line: 53, column: 27, scope: !170, inlinedAt: !171)
!190 = distinct !{!190, !176, !191, !77}
!191 = !DILocation(line: 62, column: 9, scope: !170, inlinedAt: !171)
!192 = !DILocation(line: 56, column: 36, scope: !170, inlinedAt: !171)
!193 = !DILocation(line: 56, column: 30, scope: !170, inlinedAt: !171)
!194 = !DILocation(line: 56, column: 60, scope: !170, inlinedAt: !171)
!195 = !DILocation(line: 56, column: 54, scope: !170, inlinedAt: !171)
!196 = !DILocation(line: 56, column: 64, scope: !170, inlinedAt: !171)
!197 = !DILocation(line: 57, column: 24, scope: !170, inlinedAt: !171)
!198 = !DILocation(line: 57, column: 28, scope: !170, inlinedAt: !171)
!199 = !DILocation(line: 57, column: 34, scope: !170, inlinedAt: !171)
!200 = !DILocation(line: 57, column: 39, scope: !170, inlinedAt: !171)
!201 = !DILocation(line: 58, column: 17, scope: !170, inlinedAt: !171)
!202 = !DILocation(line: 59, column: 64, scope: !170, inlinedAt: !171)
!203 = !DILocation(line: 59, column: 28, scope: !170, inlinedAt: !171)
!204 = !DILocation(line: 59, column: 85, scope: !170, inlinedAt: !171)
!205 = !DILocation(line: 59, column: 90, scope: !170, inlinedAt: !171)
!206 = !DILocation(line: 59, column: 97, scope: !170, inlinedAt: !171)
!207 = !DILocation(line: 59, column: 71, scope: !170, inlinedAt: !171)
!208 = !DILocation(line: 59, column: 25, scope: !170, inlinedAt: !171)
!209 = !DILocation(line: 58, column: 42, scope: !170, inlinedAt: !171)
!210 = distinct !{!210, !201, !211, !77}
!211 = !DILocation(line: 59, column: 100, scope: !170, inlinedAt: !171)
!212 = !DILocation(line: 55, column: 40, scope: !170, inlinedAt: !171)
!213 = !DILocation(line: 54, column: 19, scope: !170, inlinedAt: !171)
!214 = !DILocation(line: 55, column: 35, scope: !170, inlinedAt: !171)
!215 = distinct !{!215, !178, !216, !77}
!216 = !DILocation(line: 60, column: 13, scope: !170, inlinedAt: !171)
!217 = !DILocation(line: 99, column: 9, scope: !31)
!218 = !DILocation(line: 100, column: 9, scope: !31)
!219 = !DILocation(line: 102, column: 75, scope: !31)
!220 = !DILocation(line: 99, column: 27, scope: !31)
!221 = !DILocation(line: 99, column: 33, scope: !31)
!222 = !DILocation(line: 99, column: 53, scope: !31)
!223 = !DILocation(line: 99, column: 61, scope: !31)
!224 = !DILocation(line: 99, column: 59, scope: !31)
!225 = !DILocation(line: 99, column: 47, scope: !31)
!226 = !DILocation(line: 99, column: 88, scope: !31)
!227 = !DILocation(line: 99, column: 86, scope: !31)
!228 = !DILocation(line: 99, column: 78, scope: !31)
!229 = !DILocation(line: 99, column: 69, scope: !31)
!230 = !DILocation(line: 99, column: 45, scope: !31)
!231 = !DILocation(line: 99, column: 42, scope: !31)
!232 = distinct !{!232, !217, !233, !77, !234, !235}
!233 = !DILocation(line: 99, column: 102, scope: !31)
!234 = !{!"llvm.loop.isvectorized", i32 1}
!235 = !{!"llvm.loop.unroll.runtime.disable"}
!236 = distinct !{!236, !217, !233, !77, !235, !234}
!237 = !DILocation(line: 102, column: 5, scope: !31)
!238 = !DILocation(line: 103, column: 14, scope: !31)
!239 = !DILocation(line: 103, column: 5, scope: !31)
!240 = !DILocation(line: 103, column: 28, scope: !31)
!241 = !DILocation(line: 103, column: 19, scope: !31)
!242 = !DILocation(line: 103, column: 42, scope: !31)
!243 = !DILocation(line: 103, column: 33, scope: !31)
!244 = !DILocation(line: 103, column: 56, scope: !31)
!245 = !DILocation(line: 103, column: 47, scope: !31)
!246 = !DILocation(line: 103, column: 70, scope: !31)
!247 = !DILocation(line: 103, column: 61, scope: !31)
!248 = !DILocation(line: 103, column: 84, scope: !31)
!249 = !DILocation(line: 103, column: 75, scope: !31)
!250 = !DILocation(line: 104, column: 5, scope: !31)
!251 = !DILocation(line: 104, column: 15, scope: !31)
!252 = !DILocation(line: 104, column: 25, scope: !31)
!253 = !DILocation(line: 104, column: 35, scope: !31)
!254 = !DILocation(line: 105, column: 12, scope: !31)
!255 = !DILocation(line: 106, column: 1, scope: !31)
!256 = !DISubprogram(name: "printf", scope: !257, file: !257, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!257 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!258 = !DISubprogram(name: "malloc", scope: !259, file: !259, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!259 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!260 = !DISubprogram(name: "cudaMalloc", scope: !261, file: !261, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!261 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!262 = !DISubprogram(name: "cudaMemcpy", scope: !261, file: !261, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!263 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !264, file: !264, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!264 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!265 = !DISubprogram(name: "free", scope: !259, file: !259, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!266 = !DISubprogram(name: "cudaFree", scope: !261, file: !261, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!267 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 109, type: !12, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!268 = !DILocation(line: 109, column: 21, scope: !267)
!269 = !{i32 0, i32 2}
!270 = !DILocation(line: 109, column: 14, scope: !267)
