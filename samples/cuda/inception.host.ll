; ModuleID = 'samples/cuda/inception.cu'
source_filename = "samples/cuda/inception.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"inception: bad size n=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"inception n=%d: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"not checked\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z21__device_stub__affinePKfPfffi(ptr noalias noundef %0, ptr noalias noundef %1, float noundef %2, float noundef %3, i32 noundef %4) #0 !dbg !10 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store float %2, ptr %8, align 4, !tbaa !17
  store float %3, ptr %9, align 4, !tbaa !17
  store i32 %4, ptr %10, align 4, !tbaa !19
  %15 = alloca [5 x ptr], align 16, !dbg !21
  store ptr %6, ptr %15, align 16, !dbg !21
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !21
  store ptr %7, ptr %16, align 8, !dbg !21
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !21
  store ptr %8, ptr %17, align 16, !dbg !21
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !21
  store ptr %9, ptr %18, align 8, !dbg !21
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !21
  store ptr %10, ptr %19, align 16, !dbg !21
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !21
  %21 = load i64, ptr %13, align 8, !dbg !21
  %22 = load ptr, ptr %14, align 8, !dbg !21
  %23 = load i64, ptr %11, align 8, !dbg !21
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !21
  %25 = load i32, ptr %24, align 8, !dbg !21
  %26 = load i64, ptr %12, align 8, !dbg !21
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !21
  %28 = load i32, ptr %27, align 8, !dbg !21
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePKfPfffi, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !21
  ret void, !dbg !22
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z23__device_stub__activatePKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !23 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !13
  store ptr %1, ptr %6, align 8, !tbaa !13
  store i32 %2, ptr %7, align 4, !tbaa !19
  store i32 %3, ptr %8, align 4, !tbaa !19
  %13 = alloca [4 x ptr], align 16, !dbg !24
  store ptr %5, ptr %13, align 16, !dbg !24
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !24
  store ptr %6, ptr %14, align 8, !dbg !24
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !24
  store ptr %7, ptr %15, align 16, !dbg !24
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !24
  store ptr %8, ptr %16, align 8, !dbg !24
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !24
  %18 = load i64, ptr %11, align 8, !dbg !24
  %19 = load ptr, ptr %12, align 8, !dbg !24
  %20 = load i64, ptr %9, align 8, !dbg !24
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !24
  %22 = load i32, ptr %21, align 8, !dbg !24
  %23 = load i64, ptr %10, align 8, !dbg !24
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !24
  %25 = load i32, ptr %24, align 8, !dbg !24
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__activatePKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !24
  ret void, !dbg !25
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z22__device_stub__concat4PKfS0_S0_S0_Pfi(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5) #0 !dbg !26 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !13
  store ptr %1, ptr %8, align 8, !tbaa !13
  store ptr %2, ptr %9, align 8, !tbaa !13
  store ptr %3, ptr %10, align 8, !tbaa !13
  store ptr %4, ptr %11, align 8, !tbaa !13
  store i32 %5, ptr %12, align 4, !tbaa !19
  %17 = alloca [6 x ptr], align 16, !dbg !27
  store ptr %7, ptr %17, align 16, !dbg !27
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !27
  store ptr %8, ptr %18, align 8, !dbg !27
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !27
  store ptr %9, ptr %19, align 16, !dbg !27
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !27
  store ptr %10, ptr %20, align 8, !dbg !27
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !27
  store ptr %11, ptr %21, align 16, !dbg !27
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !27
  store ptr %12, ptr %22, align 8, !dbg !27
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !27
  %24 = load i64, ptr %15, align 8, !dbg !27
  %25 = load ptr, ptr %16, align 8, !dbg !27
  %26 = load i64, ptr %13, align 8, !dbg !27
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !27
  %28 = load i32, ptr %27, align 8, !dbg !27
  %29 = load i64, ptr %14, align 8, !dbg !27
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !27
  %31 = load i32, ptr %30, align 8, !dbg !27
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__concat4PKfS0_S0_S0_Pfi, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !27
  ret void, !dbg !28
}

; Function Attrs: uwtable
define dso_local i32 @run_inception(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !29 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [6 x ptr], align 16, !dbg !30
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [4 x ptr], align 16, !dbg !32
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [5 x ptr], align 16, !dbg !34
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca %struct.dim3, align 8
  %39 = alloca %struct.dim3, align 8
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca [4 x ptr], align 16, !dbg !36
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca float, align 4
  %46 = alloca float, align 4
  %47 = alloca i32, align 4
  %48 = alloca %struct.dim3, align 8
  %49 = alloca %struct.dim3, align 8
  %50 = alloca i64, align 8
  %51 = alloca ptr, align 8
  %52 = alloca [5 x ptr], align 16, !dbg !38
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca %struct.dim3, align 8
  %58 = alloca %struct.dim3, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca [4 x ptr], align 16, !dbg !40
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca float, align 4
  %65 = alloca float, align 4
  %66 = alloca i32, align 4
  %67 = alloca %struct.dim3, align 8
  %68 = alloca %struct.dim3, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca [5 x ptr], align 16, !dbg !42
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca %struct.dim3, align 8
  %77 = alloca %struct.dim3, align 8
  %78 = alloca i64, align 8
  %79 = alloca ptr, align 8
  %80 = alloca [4 x ptr], align 16, !dbg !44
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca float, align 4
  %84 = alloca float, align 4
  %85 = alloca i32, align 4
  %86 = alloca %struct.dim3, align 8
  %87 = alloca %struct.dim3, align 8
  %88 = alloca i64, align 8
  %89 = alloca ptr, align 8
  %90 = alloca [5 x ptr], align 16, !dbg !46
  %91 = alloca ptr, align 8
  %92 = alloca [4 x ptr], align 16
  %93 = alloca [4 x ptr], align 16
  %94 = alloca ptr, align 8
  %95 = icmp slt i32 %0, 1, !dbg !48
  br i1 %95, label %96, label %98, !dbg !49

96:                                               ; preds = %3
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !50
  br label %439, !dbg !51

98:                                               ; preds = %3
  %99 = zext i32 %0 to i64
  %100 = shl nuw nsw i64 %99, 2, !dbg !52
  %101 = tail call noalias ptr @malloc(i64 noundef %100) #11, !dbg !53
  %102 = shl nsw i32 %0, 2, !dbg !54
  %103 = sext i32 %102 to i64, !dbg !55
  %104 = shl nsw i64 %103, 2, !dbg !56
  %105 = tail call noalias ptr @malloc(i64 noundef %104) #11, !dbg !57
  %106 = and i64 %99, 1, !dbg !58
  %107 = icmp eq i32 %0, 1, !dbg !58
  br i1 %107, label %132, label %108, !dbg !58

108:                                              ; preds = %98
  %109 = and i64 %99, 4294967294, !dbg !58
  br label %110, !dbg !58

110:                                              ; preds = %110, %108
  %111 = phi i64 [ 0, %108 ], [ %129, %110 ], !dbg !62
  %112 = phi i32 [ %1, %108 ], [ %123, %110 ], !dbg !62
  %113 = phi i64 [ 0, %108 ], [ %130, %110 ]
  %114 = mul i32 %112, 1664525, !dbg !65
  %115 = add i32 %114, 1013904223, !dbg !66
  %116 = lshr i32 %115, 8, !dbg !67
  %117 = uitofp i32 %116 to float, !dbg !68
  %118 = tail call float @llvm.fmuladd.f32(float %117, float 0x3E70000000000000, float -5.000000e-01), !dbg !69
  %119 = fmul float %118, 4.000000e+00, !dbg !70
  %120 = getelementptr inbounds float, ptr %101, i64 %111, !dbg !71
  store float %119, ptr %120, align 4, !dbg !72, !tbaa !17
  %121 = or i64 %111, 1, !dbg !73
  %122 = mul i32 %115, 1664525, !dbg !65
  %123 = add i32 %122, 1013904223, !dbg !66
  %124 = lshr i32 %123, 8, !dbg !67
  %125 = uitofp i32 %124 to float, !dbg !68
  %126 = tail call float @llvm.fmuladd.f32(float %125, float 0x3E70000000000000, float -5.000000e-01), !dbg !69
  %127 = fmul float %126, 4.000000e+00, !dbg !70
  %128 = getelementptr inbounds float, ptr %101, i64 %121, !dbg !71
  store float %127, ptr %128, align 4, !dbg !72, !tbaa !17
  %129 = add nuw nsw i64 %111, 2, !dbg !73
  %130 = add i64 %113, 2, !dbg !58
  %131 = icmp eq i64 %130, %109, !dbg !58
  br i1 %131, label %132, label %110, !dbg !58, !llvm.loop !74

132:                                              ; preds = %110, %98
  %133 = phi i64 [ 0, %98 ], [ %129, %110 ]
  %134 = phi i32 [ %1, %98 ], [ %123, %110 ]
  %135 = icmp eq i64 %106, 0, !dbg !58
  br i1 %135, label %144, label %136, !dbg !58

136:                                              ; preds = %132
  %137 = mul i32 %134, 1664525, !dbg !65
  %138 = add i32 %137, 1013904223, !dbg !66
  %139 = lshr i32 %138, 8, !dbg !67
  %140 = uitofp i32 %139 to float, !dbg !68
  %141 = tail call float @llvm.fmuladd.f32(float %140, float 0x3E70000000000000, float -5.000000e-01), !dbg !69
  %142 = fmul float %141, 4.000000e+00, !dbg !70
  %143 = getelementptr inbounds float, ptr %101, i64 %133, !dbg !71
  store float %142, ptr %143, align 4, !dbg !72, !tbaa !17
  br label %144, !dbg !77

144:                                              ; preds = %132, %136
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91) #12, !dbg !77
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %92) #12, !dbg !77
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %93) #12, !dbg !77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94) #12, !dbg !77
  %145 = call i32 @cudaMalloc(ptr noundef nonnull %91, i64 noundef %100), !dbg !78
  %146 = call i32 @cudaMalloc(ptr noundef nonnull %92, i64 noundef %100), !dbg !79
  %147 = call i32 @cudaMalloc(ptr noundef nonnull %93, i64 noundef %100), !dbg !80
  %148 = getelementptr inbounds [4 x ptr], ptr %92, i64 0, i64 1, !dbg !81
  %149 = call i32 @cudaMalloc(ptr noundef nonnull %148, i64 noundef %100), !dbg !79
  %150 = getelementptr inbounds [4 x ptr], ptr %93, i64 0, i64 1, !dbg !82
  %151 = call i32 @cudaMalloc(ptr noundef nonnull %150, i64 noundef %100), !dbg !80
  %152 = getelementptr inbounds [4 x ptr], ptr %92, i64 0, i64 2, !dbg !81
  %153 = call i32 @cudaMalloc(ptr noundef nonnull %152, i64 noundef %100), !dbg !79
  %154 = getelementptr inbounds [4 x ptr], ptr %93, i64 0, i64 2, !dbg !82
  %155 = call i32 @cudaMalloc(ptr noundef nonnull %154, i64 noundef %100), !dbg !80
  %156 = getelementptr inbounds [4 x ptr], ptr %92, i64 0, i64 3, !dbg !81
  %157 = call i32 @cudaMalloc(ptr noundef nonnull %156, i64 noundef %100), !dbg !79
  %158 = getelementptr inbounds [4 x ptr], ptr %93, i64 0, i64 3, !dbg !82
  %159 = call i32 @cudaMalloc(ptr noundef nonnull %158, i64 noundef %100), !dbg !80
  %160 = call i32 @cudaMalloc(ptr noundef nonnull %94, i64 noundef %104), !dbg !83
  %161 = load ptr, ptr %91, align 8, !dbg !84, !tbaa !13
  %162 = call i32 @cudaMemcpy(ptr noundef %161, ptr noundef nonnull %101, i64 noundef %100, i32 noundef 1), !dbg !85
  %163 = add nsw i32 %0, 255, !dbg !86
  %164 = sdiv i32 %163, 256, !dbg !87
  %165 = zext i32 %164 to i64, !dbg !88
  %166 = or i64 %165, 4294967296, !dbg !88
  %167 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !88
  %168 = icmp eq i32 %167, 0, !dbg !88
  br i1 %168, label %169, label %186, !dbg !89

169:                                              ; preds = %144
  %170 = load ptr, ptr %91, align 8, !dbg !90, !tbaa !13
  %171 = load ptr, ptr %92, align 16, !dbg !91, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %90)
  store ptr %170, ptr %81, align 8, !tbaa !13, !noalias !92
  store ptr %171, ptr %82, align 8, !tbaa !13, !noalias !92
  store float 5.000000e-01, ptr %83, align 4, !tbaa !17, !noalias !92
  store float 0x3FB99999A0000000, ptr %84, align 4, !tbaa !17, !noalias !92
  store i32 %0, ptr %85, align 4, !tbaa !19, !noalias !92
  store ptr %81, ptr %90, align 16, !dbg !46, !noalias !92
  %172 = getelementptr inbounds ptr, ptr %90, i64 1, !dbg !46
  store ptr %82, ptr %172, align 8, !dbg !46, !noalias !92
  %173 = getelementptr inbounds ptr, ptr %90, i64 2, !dbg !46
  store ptr %83, ptr %173, align 16, !dbg !46, !noalias !92
  %174 = getelementptr inbounds ptr, ptr %90, i64 3, !dbg !46
  store ptr %84, ptr %174, align 8, !dbg !46, !noalias !92
  %175 = getelementptr inbounds ptr, ptr %90, i64 4, !dbg !46
  store ptr %85, ptr %175, align 16, !dbg !46, !noalias !92
  %176 = call i32 @__cudaPopCallConfiguration(ptr nonnull %86, ptr nonnull %87, ptr nonnull %88, ptr nonnull %89), !dbg !46
  %177 = load i64, ptr %88, align 8, !dbg !46, !noalias !92
  %178 = load ptr, ptr %89, align 8, !dbg !46, !noalias !92
  %179 = load i64, ptr %86, align 8, !dbg !46, !noalias !92
  %180 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !46
  %181 = load i32, ptr %180, align 8, !dbg !46, !noalias !92
  %182 = load i64, ptr %87, align 8, !dbg !46, !noalias !92
  %183 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !46
  %184 = load i32, ptr %183, align 8, !dbg !46, !noalias !92
  %185 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePKfPfffi, i64 %179, i32 %181, i64 %182, i32 %184, ptr noundef nonnull %90, i64 noundef %177, ptr noundef %178), !dbg !46
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81), !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82), !dbg !96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %83), !dbg !96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %84), !dbg !96
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %85), !dbg !96
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %86), !dbg !96
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %87), !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88), !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89), !dbg !96
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %90), !dbg !96
  br label %186, !dbg !89

186:                                              ; preds = %169, %144
  %187 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !97
  %188 = icmp eq i32 %187, 0, !dbg !97
  br i1 %188, label %189, label %205, !dbg !98

189:                                              ; preds = %186
  %190 = load ptr, ptr %92, align 16, !dbg !99, !tbaa !13
  %191 = load ptr, ptr %93, align 16, !dbg !100, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %80)
  store ptr %190, ptr %72, align 8, !tbaa !13, !noalias !101
  store ptr %191, ptr %73, align 8, !tbaa !13, !noalias !101
  store i32 0, ptr %74, align 4, !tbaa !19, !noalias !101
  store i32 %0, ptr %75, align 4, !tbaa !19, !noalias !101
  store ptr %72, ptr %80, align 16, !dbg !44, !noalias !101
  %192 = getelementptr inbounds ptr, ptr %80, i64 1, !dbg !44
  store ptr %73, ptr %192, align 8, !dbg !44, !noalias !101
  %193 = getelementptr inbounds ptr, ptr %80, i64 2, !dbg !44
  store ptr %74, ptr %193, align 16, !dbg !44, !noalias !101
  %194 = getelementptr inbounds ptr, ptr %80, i64 3, !dbg !44
  store ptr %75, ptr %194, align 8, !dbg !44, !noalias !101
  %195 = call i32 @__cudaPopCallConfiguration(ptr nonnull %76, ptr nonnull %77, ptr nonnull %78, ptr nonnull %79), !dbg !44
  %196 = load i64, ptr %78, align 8, !dbg !44, !noalias !101
  %197 = load ptr, ptr %79, align 8, !dbg !44, !noalias !101
  %198 = load i64, ptr %76, align 8, !dbg !44, !noalias !101
  %199 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !44
  %200 = load i32, ptr %199, align 8, !dbg !44, !noalias !101
  %201 = load i64, ptr %77, align 8, !dbg !44, !noalias !101
  %202 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !44
  %203 = load i32, ptr %202, align 8, !dbg !44, !noalias !101
  %204 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__activatePKfPfii, i64 %198, i32 %200, i64 %201, i32 %203, ptr noundef nonnull %80, i64 noundef %196, ptr noundef %197), !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %72), !dbg !105
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73), !dbg !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %74), !dbg !105
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %75), !dbg !105
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %76), !dbg !105
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %77), !dbg !105
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78), !dbg !105
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79), !dbg !105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %80), !dbg !105
  br label %205, !dbg !98

205:                                              ; preds = %189, %186
  %206 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !106
  %207 = icmp eq i32 %206, 0, !dbg !106
  br i1 %207, label %208, label %225, !dbg !107

208:                                              ; preds = %205
  %209 = load ptr, ptr %91, align 8, !dbg !108, !tbaa !13
  %210 = load ptr, ptr %148, align 8, !dbg !109, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %71)
  store ptr %209, ptr %62, align 8, !tbaa !13, !noalias !110
  store ptr %210, ptr %63, align 8, !tbaa !13, !noalias !110
  store float -1.500000e+00, ptr %64, align 4, !tbaa !17, !noalias !110
  store float 0x3FC99999A0000000, ptr %65, align 4, !tbaa !17, !noalias !110
  store i32 %0, ptr %66, align 4, !tbaa !19, !noalias !110
  store ptr %62, ptr %71, align 16, !dbg !42, !noalias !110
  %211 = getelementptr inbounds ptr, ptr %71, i64 1, !dbg !42
  store ptr %63, ptr %211, align 8, !dbg !42, !noalias !110
  %212 = getelementptr inbounds ptr, ptr %71, i64 2, !dbg !42
  store ptr %64, ptr %212, align 16, !dbg !42, !noalias !110
  %213 = getelementptr inbounds ptr, ptr %71, i64 3, !dbg !42
  store ptr %65, ptr %213, align 8, !dbg !42, !noalias !110
  %214 = getelementptr inbounds ptr, ptr %71, i64 4, !dbg !42
  store ptr %66, ptr %214, align 16, !dbg !42, !noalias !110
  %215 = call i32 @__cudaPopCallConfiguration(ptr nonnull %67, ptr nonnull %68, ptr nonnull %69, ptr nonnull %70), !dbg !42
  %216 = load i64, ptr %69, align 8, !dbg !42, !noalias !110
  %217 = load ptr, ptr %70, align 8, !dbg !42, !noalias !110
  %218 = load i64, ptr %67, align 8, !dbg !42, !noalias !110
  %219 = getelementptr inbounds i8, ptr %67, i64 8, !dbg !42
  %220 = load i32, ptr %219, align 8, !dbg !42, !noalias !110
  %221 = load i64, ptr %68, align 8, !dbg !42, !noalias !110
  %222 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !42
  %223 = load i32, ptr %222, align 8, !dbg !42, !noalias !110
  %224 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePKfPfffi, i64 %218, i32 %220, i64 %221, i32 %223, ptr noundef nonnull %71, i64 noundef %216, ptr noundef %217), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62), !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63), !dbg !114
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %64), !dbg !114
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %65), !dbg !114
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %66), !dbg !114
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %67), !dbg !114
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %68), !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69), !dbg !114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %70), !dbg !114
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %71), !dbg !114
  br label %225, !dbg !107

225:                                              ; preds = %208, %205
  %226 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !115
  %227 = icmp eq i32 %226, 0, !dbg !115
  br i1 %227, label %228, label %244, !dbg !116

228:                                              ; preds = %225
  %229 = load ptr, ptr %148, align 8, !dbg !117, !tbaa !13
  %230 = load ptr, ptr %150, align 8, !dbg !118, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %61)
  store ptr %229, ptr %53, align 8, !tbaa !13, !noalias !119
  store ptr %230, ptr %54, align 8, !tbaa !13, !noalias !119
  store i32 1, ptr %55, align 4, !tbaa !19, !noalias !119
  store i32 %0, ptr %56, align 4, !tbaa !19, !noalias !119
  store ptr %53, ptr %61, align 16, !dbg !40, !noalias !119
  %231 = getelementptr inbounds ptr, ptr %61, i64 1, !dbg !40
  store ptr %54, ptr %231, align 8, !dbg !40, !noalias !119
  %232 = getelementptr inbounds ptr, ptr %61, i64 2, !dbg !40
  store ptr %55, ptr %232, align 16, !dbg !40, !noalias !119
  %233 = getelementptr inbounds ptr, ptr %61, i64 3, !dbg !40
  store ptr %56, ptr %233, align 8, !dbg !40, !noalias !119
  %234 = call i32 @__cudaPopCallConfiguration(ptr nonnull %57, ptr nonnull %58, ptr nonnull %59, ptr nonnull %60), !dbg !40
  %235 = load i64, ptr %59, align 8, !dbg !40, !noalias !119
  %236 = load ptr, ptr %60, align 8, !dbg !40, !noalias !119
  %237 = load i64, ptr %57, align 8, !dbg !40, !noalias !119
  %238 = getelementptr inbounds i8, ptr %57, i64 8, !dbg !40
  %239 = load i32, ptr %238, align 8, !dbg !40, !noalias !119
  %240 = load i64, ptr %58, align 8, !dbg !40, !noalias !119
  %241 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !40
  %242 = load i32, ptr %241, align 8, !dbg !40, !noalias !119
  %243 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__activatePKfPfii, i64 %237, i32 %239, i64 %240, i32 %242, ptr noundef nonnull %61, i64 noundef %235, ptr noundef %236), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54), !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %55), !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %56), !dbg !123
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %57), !dbg !123
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %58), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60), !dbg !123
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %61), !dbg !123
  br label %244, !dbg !116

244:                                              ; preds = %228, %225
  %245 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !124
  %246 = icmp eq i32 %245, 0, !dbg !124
  br i1 %246, label %247, label %264, !dbg !125

247:                                              ; preds = %244
  %248 = load ptr, ptr %91, align 8, !dbg !126, !tbaa !13
  %249 = load ptr, ptr %152, align 16, !dbg !127, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %52)
  store ptr %248, ptr %43, align 8, !tbaa !13, !noalias !128
  store ptr %249, ptr %44, align 8, !tbaa !13, !noalias !128
  store float 2.000000e+00, ptr %45, align 4, !tbaa !17, !noalias !128
  store float 0xBFD3333340000000, ptr %46, align 4, !tbaa !17, !noalias !128
  store i32 %0, ptr %47, align 4, !tbaa !19, !noalias !128
  store ptr %43, ptr %52, align 16, !dbg !38, !noalias !128
  %250 = getelementptr inbounds ptr, ptr %52, i64 1, !dbg !38
  store ptr %44, ptr %250, align 8, !dbg !38, !noalias !128
  %251 = getelementptr inbounds ptr, ptr %52, i64 2, !dbg !38
  store ptr %45, ptr %251, align 16, !dbg !38, !noalias !128
  %252 = getelementptr inbounds ptr, ptr %52, i64 3, !dbg !38
  store ptr %46, ptr %252, align 8, !dbg !38, !noalias !128
  %253 = getelementptr inbounds ptr, ptr %52, i64 4, !dbg !38
  store ptr %47, ptr %253, align 16, !dbg !38, !noalias !128
  %254 = call i32 @__cudaPopCallConfiguration(ptr nonnull %48, ptr nonnull %49, ptr nonnull %50, ptr nonnull %51), !dbg !38
  %255 = load i64, ptr %50, align 8, !dbg !38, !noalias !128
  %256 = load ptr, ptr %51, align 8, !dbg !38, !noalias !128
  %257 = load i64, ptr %48, align 8, !dbg !38, !noalias !128
  %258 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !38
  %259 = load i32, ptr %258, align 8, !dbg !38, !noalias !128
  %260 = load i64, ptr %49, align 8, !dbg !38, !noalias !128
  %261 = getelementptr inbounds i8, ptr %49, i64 8, !dbg !38
  %262 = load i32, ptr %261, align 8, !dbg !38, !noalias !128
  %263 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePKfPfffi, i64 %257, i32 %259, i64 %260, i32 %262, ptr noundef nonnull %52, i64 noundef %255, ptr noundef %256), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %45), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %46), !dbg !132
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %47), !dbg !132
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %48), !dbg !132
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %49), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50), !dbg !132
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51), !dbg !132
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %52), !dbg !132
  br label %264, !dbg !125

264:                                              ; preds = %247, %244
  %265 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !133
  %266 = icmp eq i32 %265, 0, !dbg !133
  br i1 %266, label %267, label %283, !dbg !134

267:                                              ; preds = %264
  %268 = load ptr, ptr %152, align 16, !dbg !135, !tbaa !13
  %269 = load ptr, ptr %154, align 16, !dbg !136, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42)
  store ptr %268, ptr %34, align 8, !tbaa !13, !noalias !137
  store ptr %269, ptr %35, align 8, !tbaa !13, !noalias !137
  store i32 2, ptr %36, align 4, !tbaa !19, !noalias !137
  store i32 %0, ptr %37, align 4, !tbaa !19, !noalias !137
  store ptr %34, ptr %42, align 16, !dbg !36, !noalias !137
  %270 = getelementptr inbounds ptr, ptr %42, i64 1, !dbg !36
  store ptr %35, ptr %270, align 8, !dbg !36, !noalias !137
  %271 = getelementptr inbounds ptr, ptr %42, i64 2, !dbg !36
  store ptr %36, ptr %271, align 16, !dbg !36, !noalias !137
  %272 = getelementptr inbounds ptr, ptr %42, i64 3, !dbg !36
  store ptr %37, ptr %272, align 8, !dbg !36, !noalias !137
  %273 = call i32 @__cudaPopCallConfiguration(ptr nonnull %38, ptr nonnull %39, ptr nonnull %40, ptr nonnull %41), !dbg !36
  %274 = load i64, ptr %40, align 8, !dbg !36, !noalias !137
  %275 = load ptr, ptr %41, align 8, !dbg !36, !noalias !137
  %276 = load i64, ptr %38, align 8, !dbg !36, !noalias !137
  %277 = getelementptr inbounds i8, ptr %38, i64 8, !dbg !36
  %278 = load i32, ptr %277, align 8, !dbg !36, !noalias !137
  %279 = load i64, ptr %39, align 8, !dbg !36, !noalias !137
  %280 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !36
  %281 = load i32, ptr %280, align 8, !dbg !36, !noalias !137
  %282 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__activatePKfPfii, i64 %276, i32 %278, i64 %279, i32 %281, ptr noundef nonnull %42, i64 noundef %274, ptr noundef %275), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !141
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %36), !dbg !141
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37), !dbg !141
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %38), !dbg !141
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39), !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40), !dbg !141
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41), !dbg !141
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42), !dbg !141
  br label %283, !dbg !134

283:                                              ; preds = %267, %264
  %284 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !142
  %285 = icmp eq i32 %284, 0, !dbg !142
  br i1 %285, label %286, label %303, !dbg !143

286:                                              ; preds = %283
  %287 = load ptr, ptr %91, align 8, !dbg !144, !tbaa !13
  %288 = load ptr, ptr %156, align 8, !dbg !145, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %33)
  store ptr %287, ptr %24, align 8, !tbaa !13, !noalias !146
  store ptr %288, ptr %25, align 8, !tbaa !13, !noalias !146
  store float 2.500000e-01, ptr %26, align 4, !tbaa !17, !noalias !146
  store float 0x3FD99999A0000000, ptr %27, align 4, !tbaa !17, !noalias !146
  store i32 %0, ptr %28, align 4, !tbaa !19, !noalias !146
  store ptr %24, ptr %33, align 16, !dbg !34, !noalias !146
  %289 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !34
  store ptr %25, ptr %289, align 8, !dbg !34, !noalias !146
  %290 = getelementptr inbounds ptr, ptr %33, i64 2, !dbg !34
  store ptr %26, ptr %290, align 16, !dbg !34, !noalias !146
  %291 = getelementptr inbounds ptr, ptr %33, i64 3, !dbg !34
  store ptr %27, ptr %291, align 8, !dbg !34, !noalias !146
  %292 = getelementptr inbounds ptr, ptr %33, i64 4, !dbg !34
  store ptr %28, ptr %292, align 16, !dbg !34, !noalias !146
  %293 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32), !dbg !34
  %294 = load i64, ptr %31, align 8, !dbg !34, !noalias !146
  %295 = load ptr, ptr %32, align 8, !dbg !34, !noalias !146
  %296 = load i64, ptr %29, align 8, !dbg !34, !noalias !146
  %297 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !34
  %298 = load i32, ptr %297, align 8, !dbg !34, !noalias !146
  %299 = load i64, ptr %30, align 8, !dbg !34, !noalias !146
  %300 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !34
  %301 = load i32, ptr %300, align 8, !dbg !34, !noalias !146
  %302 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z21__device_stub__affinePKfPfffi, i64 %296, i32 %298, i64 %299, i32 %301, ptr noundef nonnull %33, i64 noundef %294, ptr noundef %295), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !150
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !150
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !150
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !150
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !150
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %33), !dbg !150
  br label %303, !dbg !143

303:                                              ; preds = %286, %283
  %304 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !151
  %305 = icmp eq i32 %304, 0, !dbg !151
  br i1 %305, label %306, label %322, !dbg !152

306:                                              ; preds = %303
  %307 = load ptr, ptr %156, align 8, !dbg !153, !tbaa !13
  %308 = load ptr, ptr %158, align 8, !dbg !154, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23)
  store ptr %307, ptr %15, align 8, !tbaa !13, !noalias !155
  store ptr %308, ptr %16, align 8, !tbaa !13, !noalias !155
  store i32 3, ptr %17, align 4, !tbaa !19, !noalias !155
  store i32 %0, ptr %18, align 4, !tbaa !19, !noalias !155
  store ptr %15, ptr %23, align 16, !dbg !32, !noalias !155
  %309 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !32
  store ptr %16, ptr %309, align 8, !dbg !32, !noalias !155
  %310 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !32
  store ptr %17, ptr %310, align 16, !dbg !32, !noalias !155
  %311 = getelementptr inbounds ptr, ptr %23, i64 3, !dbg !32
  store ptr %18, ptr %311, align 8, !dbg !32, !noalias !155
  %312 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22), !dbg !32
  %313 = load i64, ptr %21, align 8, !dbg !32, !noalias !155
  %314 = load ptr, ptr %22, align 8, !dbg !32, !noalias !155
  %315 = load i64, ptr %19, align 8, !dbg !32, !noalias !155
  %316 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !32
  %317 = load i32, ptr %316, align 8, !dbg !32, !noalias !155
  %318 = load i64, ptr %20, align 8, !dbg !32, !noalias !155
  %319 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !32
  %320 = load i32, ptr %319, align 8, !dbg !32, !noalias !155
  %321 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__activatePKfPfii, i64 %315, i32 %317, i64 %318, i32 %320, ptr noundef nonnull %23, i64 noundef %313, ptr noundef %314), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !159
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !159
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !159
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !159
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !159
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23), !dbg !159
  br label %322, !dbg !152

322:                                              ; preds = %306, %303
  %323 = call i32 @__cudaPushCallConfiguration(i64 %166, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !160
  %324 = icmp eq i32 %323, 0, !dbg !160
  br i1 %324, label %325, label %346, !dbg !161

325:                                              ; preds = %322
  %326 = load ptr, ptr %93, align 16, !dbg !162, !tbaa !13
  %327 = load ptr, ptr %150, align 8, !dbg !163, !tbaa !13
  %328 = load ptr, ptr %154, align 16, !dbg !164, !tbaa !13
  %329 = load ptr, ptr %158, align 8, !dbg !165, !tbaa !13
  %330 = load ptr, ptr %94, align 8, !dbg !166, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %14)
  store ptr %326, ptr %4, align 8, !tbaa !13, !noalias !167
  store ptr %327, ptr %5, align 8, !tbaa !13, !noalias !167
  store ptr %328, ptr %6, align 8, !tbaa !13, !noalias !167
  store ptr %329, ptr %7, align 8, !tbaa !13, !noalias !167
  store ptr %330, ptr %8, align 8, !tbaa !13, !noalias !167
  store i32 %0, ptr %9, align 4, !tbaa !19, !noalias !167
  store ptr %4, ptr %14, align 16, !dbg !30, !noalias !167
  %331 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !30
  store ptr %5, ptr %331, align 8, !dbg !30, !noalias !167
  %332 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !30
  store ptr %6, ptr %332, align 16, !dbg !30, !noalias !167
  %333 = getelementptr inbounds ptr, ptr %14, i64 3, !dbg !30
  store ptr %7, ptr %333, align 8, !dbg !30, !noalias !167
  %334 = getelementptr inbounds ptr, ptr %14, i64 4, !dbg !30
  store ptr %8, ptr %334, align 16, !dbg !30, !noalias !167
  %335 = getelementptr inbounds ptr, ptr %14, i64 5, !dbg !30
  store ptr %9, ptr %335, align 8, !dbg !30, !noalias !167
  %336 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !30
  %337 = load i64, ptr %12, align 8, !dbg !30, !noalias !167
  %338 = load ptr, ptr %13, align 8, !dbg !30, !noalias !167
  %339 = load i64, ptr %10, align 8, !dbg !30, !noalias !167
  %340 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !30
  %341 = load i32, ptr %340, align 8, !dbg !30, !noalias !167
  %342 = load i64, ptr %11, align 8, !dbg !30, !noalias !167
  %343 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !30
  %344 = load i32, ptr %343, align 8, !dbg !30, !noalias !167
  %345 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z22__device_stub__concat4PKfS0_S0_S0_Pfi, i64 %339, i32 %341, i64 %342, i32 %344, ptr noundef nonnull %14, i64 noundef %337, ptr noundef %338), !dbg !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !174
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !174
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !174
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !174
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %14), !dbg !174
  br label %346, !dbg !161

346:                                              ; preds = %325, %322
  %347 = load ptr, ptr %94, align 8, !dbg !175, !tbaa !13
  %348 = call i32 @cudaMemcpy(ptr noundef %105, ptr noundef %347, i64 noundef %104, i32 noundef 2), !dbg !176
  %349 = icmp ne i32 %2, 0, !dbg !177
  %350 = icmp sgt i32 %0, 0
  %351 = and i1 %349, %350, !dbg !177
  br i1 %351, label %352, label %411, !dbg !177

352:                                              ; preds = %346, %352
  %353 = phi i64 [ %407, %352 ], [ 0, %346 ]
  %354 = phi i32 [ %406, %352 ], [ 0, %346 ]
  %355 = getelementptr inbounds float, ptr %101, i64 %353
  %356 = shl i64 %353, 2
  %357 = and i64 %356, 4294967292, !dbg !178
  %358 = load float, ptr %355, align 4, !dbg !179, !tbaa !17
  %359 = call float @llvm.fmuladd.f32(float %358, float 5.000000e-01, float 0x3FB99999A0000000), !dbg !180
  %360 = call float @llvm.maxnum.f32(float %359, float 0.000000e+00), !dbg !181
  %361 = getelementptr inbounds float, ptr %105, i64 %357, !dbg !184
  %362 = call float @llvm.fmuladd.f32(float %358, float -1.500000e+00, float 0x3FC99999A0000000), !dbg !180
  %363 = or i64 %357, 1, !dbg !185
  %364 = getelementptr inbounds float, ptr %105, i64 %363, !dbg !184
  %365 = or i64 %357, 2, !dbg !185
  %366 = getelementptr inbounds float, ptr %105, i64 %365, !dbg !184
  %367 = load float, ptr %361, align 4, !dbg !184, !tbaa !17
  %368 = call float @tanhf(float noundef %362) #12, !dbg !186
  %369 = load float, ptr %364, align 4, !dbg !184, !tbaa !17
  %370 = load float, ptr %355, align 4, !dbg !179, !tbaa !17
  %371 = call float @llvm.fmuladd.f32(float %370, float 2.000000e+00, float 0xBFD3333340000000), !dbg !180
  %372 = fneg float %371, !dbg !187
  %373 = call float @expf(float noundef %372) #12, !dbg !188
  %374 = fadd float %373, 1.000000e+00, !dbg !189
  %375 = fdiv float 1.000000e+00, %374, !dbg !190
  %376 = load float, ptr %355, align 4, !dbg !179, !tbaa !17
  %377 = call float @llvm.fmuladd.f32(float %376, float 2.500000e-01, float 0x3FD99999A0000000), !dbg !180
  %378 = fmul float %377, %377, !dbg !191
  %379 = load <2 x float>, ptr %366, align 4, !dbg !184, !tbaa !17
  %380 = insertelement <4 x float> poison, float %367, i64 0, !dbg !192
  %381 = insertelement <4 x float> %380, float %369, i64 1, !dbg !192
  %382 = shufflevector <2 x float> %379, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 undef, i32 undef>, !dbg !192
  %383 = shufflevector <4 x float> %381, <4 x float> %382, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !192
  %384 = insertelement <4 x float> poison, float %360, i64 0, !dbg !192
  %385 = insertelement <4 x float> %384, float %368, i64 1, !dbg !192
  %386 = insertelement <4 x float> %385, float %375, i64 2, !dbg !192
  %387 = insertelement <4 x float> %386, float %378, i64 3, !dbg !192
  %388 = fsub <4 x float> %383, %387, !dbg !192
  %389 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %388), !dbg !193
  %390 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %387), !dbg !194
  %391 = fadd <4 x float> %390, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !195
  %392 = fmul <4 x float> %391, <float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000, float 0x3EE4F8B580000000>, !dbg !196
  %393 = fcmp ugt <4 x float> %389, %392, !dbg !197
  %394 = freeze <4 x i1> %393, !dbg !198
  %395 = extractelement <4 x i1> %394, i64 0, !dbg !198
  %396 = zext i1 %395 to i32, !dbg !198
  %397 = add i32 %354, %396, !dbg !199
  %398 = extractelement <4 x i1> %394, i64 1, !dbg !198
  %399 = zext i1 %398 to i32, !dbg !198
  %400 = add i32 %397, %399, !dbg !199
  %401 = extractelement <4 x i1> %394, i64 2, !dbg !198
  %402 = zext i1 %401 to i32, !dbg !198
  %403 = add i32 %400, %402, !dbg !199
  %404 = extractelement <4 x i1> %394, i64 3, !dbg !198
  %405 = zext i1 %404 to i32, !dbg !198
  %406 = add i32 %403, %405, !dbg !199
  %407 = add nuw nsw i64 %353, 1, !dbg !200
  %408 = icmp eq i64 %407, %99, !dbg !201
  br i1 %408, label %409, label %352, !dbg !202, !llvm.loop !203

409:                                              ; preds = %352
  %410 = icmp eq i32 %406, 0, !dbg !205
  br i1 %410, label %411, label %412, !dbg !205

411:                                              ; preds = %346, %409
  br label %412, !dbg !205

412:                                              ; preds = %409, %411
  %413 = phi i32 [ 0, %411 ], [ %406, %409 ]
  %414 = phi ptr [ @.str.4, %411 ], [ @.str.3, %409 ]
  %415 = select i1 %349, ptr %414, ptr @.str.2, !dbg !205
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, ptr noundef nonnull %415), !dbg !206
  %417 = load ptr, ptr %91, align 8, !dbg !207, !tbaa !13
  %418 = call i32 @cudaFree(ptr noundef %417), !dbg !208
  %419 = load ptr, ptr %92, align 16, !dbg !209, !tbaa !13
  %420 = call i32 @cudaFree(ptr noundef %419), !dbg !210
  %421 = load ptr, ptr %93, align 16, !dbg !211, !tbaa !13
  %422 = call i32 @cudaFree(ptr noundef %421), !dbg !212
  %423 = load ptr, ptr %148, align 8, !dbg !209, !tbaa !13
  %424 = call i32 @cudaFree(ptr noundef %423), !dbg !210
  %425 = load ptr, ptr %150, align 8, !dbg !211, !tbaa !13
  %426 = call i32 @cudaFree(ptr noundef %425), !dbg !212
  %427 = load ptr, ptr %152, align 16, !dbg !209, !tbaa !13
  %428 = call i32 @cudaFree(ptr noundef %427), !dbg !210
  %429 = load ptr, ptr %154, align 16, !dbg !211, !tbaa !13
  %430 = call i32 @cudaFree(ptr noundef %429), !dbg !212
  %431 = load ptr, ptr %156, align 8, !dbg !209, !tbaa !13
  %432 = call i32 @cudaFree(ptr noundef %431), !dbg !210
  %433 = load ptr, ptr %158, align 8, !dbg !211, !tbaa !13
  %434 = call i32 @cudaFree(ptr noundef %433), !dbg !212
  %435 = load ptr, ptr %94, align 8, !dbg !213, !tbaa !13
  %436 = call i32 @cudaFree(ptr noundef %435), !dbg !214
  call void @free(ptr noundef nonnull %101) #12, !dbg !215
  call void @free(ptr noundef %105) #12, !dbg !216
  %437 = icmp ne i32 %413, 0, !dbg !217
  %438 = zext i1 %437 to i32, !dbg !217
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94) #12, !dbg !218
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %93) #12, !dbg !218
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %92) #12, !dbg !218
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91) #12, !dbg !218
  br label %439

439:                                              ; preds = %412, %96
  %440 = phi i32 [ 1, %96 ], [ %438, %412 ], !dbg !219
  ret i32 %440, !dbg !218
}

; Function Attrs: nofree nounwind
declare !dbg !220 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !222 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !224 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !226 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !227 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

declare !dbg !229 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !230 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !231 {
  %1 = tail call i32 @run_inception(i32 noundef 4096, i32 noundef 1, i32 noundef 1), !dbg !232, !range !233
  ret i32 %1, !dbg !234
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !235 float @tanhf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !237 float @expf(float noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #10

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !DIFile(filename: "samples/cuda/inception.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "a4d56a2519953c7a51d4ef0a62b39b72")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "affine", scope: !8, file: !8, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !15, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !15, i64 0}
!21 = !DILocation(line: 18, column: 101, scope: !10)
!22 = !DILocation(line: 21, column: 1, scope: !10)
!23 = distinct !DISubprogram(name: "activate", scope: !8, file: !8, line: 23, type: !11, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!24 = !DILocation(line: 23, column: 95, scope: !23)
!25 = !DILocation(line: 28, column: 1, scope: !23)
!26 = distinct !DISubprogram(name: "concat4", scope: !8, file: !8, line: 30, type: !11, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!27 = !DILocation(line: 31, column: 87, scope: !26)
!28 = !DILocation(line: 38, column: 1, scope: !26)
!29 = distinct !DISubprogram(name: "run_inception", scope: !8, file: !8, line: 46, type: !11, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!30 = !DILocation(line: 31, column: 87, scope: !26, inlinedAt: !31)
!31 = distinct !DILocation(line: 71, column: 5, scope: !29)
!32 = !DILocation(line: 23, column: 95, scope: !23, inlinedAt: !33)
!33 = distinct !DILocation(line: 70, column: 5, scope: !29)
!34 = !DILocation(line: 18, column: 101, scope: !10, inlinedAt: !35)
!35 = distinct !DILocation(line: 69, column: 5, scope: !29)
!36 = !DILocation(line: 23, column: 95, scope: !23, inlinedAt: !37)
!37 = distinct !DILocation(line: 68, column: 5, scope: !29)
!38 = !DILocation(line: 18, column: 101, scope: !10, inlinedAt: !39)
!39 = distinct !DILocation(line: 67, column: 5, scope: !29)
!40 = !DILocation(line: 23, column: 95, scope: !23, inlinedAt: !41)
!41 = distinct !DILocation(line: 66, column: 5, scope: !29)
!42 = !DILocation(line: 18, column: 101, scope: !10, inlinedAt: !43)
!43 = distinct !DILocation(line: 65, column: 5, scope: !29)
!44 = !DILocation(line: 23, column: 95, scope: !23, inlinedAt: !45)
!45 = distinct !DILocation(line: 64, column: 5, scope: !29)
!46 = !DILocation(line: 18, column: 101, scope: !10, inlinedAt: !47)
!47 = distinct !DILocation(line: 63, column: 5, scope: !29)
!48 = !DILocation(line: 47, column: 11, scope: !29)
!49 = !DILocation(line: 47, column: 9, scope: !29)
!50 = !DILocation(line: 48, column: 9, scope: !29)
!51 = !DILocation(line: 49, column: 9, scope: !29)
!52 = !DILocation(line: 52, column: 35, scope: !29)
!53 = !DILocation(line: 52, column: 26, scope: !29)
!54 = !DILocation(line: 52, column: 79, scope: !29)
!55 = !DILocation(line: 52, column: 77, scope: !29)
!56 = !DILocation(line: 52, column: 83, scope: !29)
!57 = !DILocation(line: 52, column: 70, scope: !29)
!58 = !DILocation(line: 11, column: 5, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "fill", scope: !60, file: !60, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!60 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!61 = distinct !DILocation(line: 53, column: 5, scope: !29)
!62 = !DILocation(line: 6, column: 14, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "lcg_uniform", scope: !60, file: !60, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!64 = distinct !DILocation(line: 11, column: 48, scope: !59, inlinedAt: !61)
!65 = !DILocation(line: 6, column: 21, scope: !63, inlinedAt: !64)
!66 = !DILocation(line: 6, column: 32, scope: !63, inlinedAt: !64)
!67 = !DILocation(line: 7, column: 27, scope: !63, inlinedAt: !64)
!68 = !DILocation(line: 7, column: 19, scope: !63, inlinedAt: !64)
!69 = !DILocation(line: 7, column: 56, scope: !63, inlinedAt: !64)
!70 = !DILocation(line: 11, column: 46, scope: !59, inlinedAt: !61)
!71 = !DILocation(line: 11, column: 33, scope: !59, inlinedAt: !61)
!72 = !DILocation(line: 11, column: 38, scope: !59, inlinedAt: !61)
!73 = !DILocation(line: 11, column: 28, scope: !59, inlinedAt: !61)
!74 = distinct !{!74, !58, !75, !76}
!75 = !DILocation(line: 11, column: 65, scope: !59, inlinedAt: !61)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 54, column: 5, scope: !29)
!78 = !DILocation(line: 55, column: 5, scope: !29)
!79 = !DILocation(line: 57, column: 9, scope: !29)
!80 = !DILocation(line: 58, column: 9, scope: !29)
!81 = !DILocation(line: 57, column: 30, scope: !29)
!82 = !DILocation(line: 58, column: 30, scope: !29)
!83 = !DILocation(line: 60, column: 5, scope: !29)
!84 = !DILocation(line: 61, column: 16, scope: !29)
!85 = !DILocation(line: 61, column: 5, scope: !29)
!86 = !DILocation(line: 62, column: 29, scope: !29)
!87 = !DILocation(line: 62, column: 34, scope: !29)
!88 = !DILocation(line: 63, column: 11, scope: !29)
!89 = !DILocation(line: 63, column: 5, scope: !29)
!90 = !DILocation(line: 63, column: 31, scope: !29)
!91 = !DILocation(line: 63, column: 35, scope: !29)
!92 = !{!93, !95}
!93 = distinct !{!93, !94, !"_Z21__device_stub__affinePKfPfffi: argument 0"}
!94 = distinct !{!94, !"_Z21__device_stub__affinePKfPfffi"}
!95 = distinct !{!95, !94, !"_Z21__device_stub__affinePKfPfffi: argument 1"}
!96 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !47)
!97 = !DILocation(line: 64, column: 13, scope: !29)
!98 = !DILocation(line: 64, column: 5, scope: !29)
!99 = !DILocation(line: 64, column: 33, scope: !29)
!100 = !DILocation(line: 64, column: 40, scope: !29)
!101 = !{!102, !104}
!102 = distinct !{!102, !103, !"_Z23__device_stub__activatePKfPfii: argument 0"}
!103 = distinct !{!103, !"_Z23__device_stub__activatePKfPfii"}
!104 = distinct !{!104, !103, !"_Z23__device_stub__activatePKfPfii: argument 1"}
!105 = !DILocation(line: 28, column: 1, scope: !23, inlinedAt: !45)
!106 = !DILocation(line: 65, column: 11, scope: !29)
!107 = !DILocation(line: 65, column: 5, scope: !29)
!108 = !DILocation(line: 65, column: 31, scope: !29)
!109 = !DILocation(line: 65, column: 35, scope: !29)
!110 = !{!111, !113}
!111 = distinct !{!111, !112, !"_Z21__device_stub__affinePKfPfffi: argument 0"}
!112 = distinct !{!112, !"_Z21__device_stub__affinePKfPfffi"}
!113 = distinct !{!113, !112, !"_Z21__device_stub__affinePKfPfffi: argument 1"}
!114 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !43)
!115 = !DILocation(line: 66, column: 13, scope: !29)
!116 = !DILocation(line: 66, column: 5, scope: !29)
!117 = !DILocation(line: 66, column: 33, scope: !29)
!118 = !DILocation(line: 66, column: 40, scope: !29)
!119 = !{!120, !122}
!120 = distinct !{!120, !121, !"_Z23__device_stub__activatePKfPfii: argument 0"}
!121 = distinct !{!121, !"_Z23__device_stub__activatePKfPfii"}
!122 = distinct !{!122, !121, !"_Z23__device_stub__activatePKfPfii: argument 1"}
!123 = !DILocation(line: 28, column: 1, scope: !23, inlinedAt: !41)
!124 = !DILocation(line: 67, column: 11, scope: !29)
!125 = !DILocation(line: 67, column: 5, scope: !29)
!126 = !DILocation(line: 67, column: 31, scope: !29)
!127 = !DILocation(line: 67, column: 35, scope: !29)
!128 = !{!129, !131}
!129 = distinct !{!129, !130, !"_Z21__device_stub__affinePKfPfffi: argument 0"}
!130 = distinct !{!130, !"_Z21__device_stub__affinePKfPfffi"}
!131 = distinct !{!131, !130, !"_Z21__device_stub__affinePKfPfffi: argument 1"}
!132 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !39)
!133 = !DILocation(line: 68, column: 13, scope: !29)
!134 = !DILocation(line: 68, column: 5, scope: !29)
!135 = !DILocation(line: 68, column: 33, scope: !29)
!136 = !DILocation(line: 68, column: 40, scope: !29)
!137 = !{!138, !140}
!138 = distinct !{!138, !139, !"_Z23__device_stub__activatePKfPfii: argument 0"}
!139 = distinct !{!139, !"_Z23__device_stub__activatePKfPfii"}
!140 = distinct !{!140, !139, !"_Z23__device_stub__activatePKfPfii: argument 1"}
!141 = !DILocation(line: 28, column: 1, scope: !23, inlinedAt: !37)
!142 = !DILocation(line: 69, column: 11, scope: !29)
!143 = !DILocation(line: 69, column: 5, scope: !29)
!144 = !DILocation(line: 69, column: 31, scope: !29)
!145 = !DILocation(line: 69, column: 35, scope: !29)
!146 = !{!147, !149}
!147 = distinct !{!147, !148, !"_Z21__device_stub__affinePKfPfffi: argument 0"}
!148 = distinct !{!148, !"_Z21__device_stub__affinePKfPfffi"}
!149 = distinct !{!149, !148, !"_Z21__device_stub__affinePKfPfffi: argument 1"}
!150 = !DILocation(line: 21, column: 1, scope: !10, inlinedAt: !35)
!151 = !DILocation(line: 70, column: 13, scope: !29)
!152 = !DILocation(line: 70, column: 5, scope: !29)
!153 = !DILocation(line: 70, column: 33, scope: !29)
!154 = !DILocation(line: 70, column: 40, scope: !29)
!155 = !{!156, !158}
!156 = distinct !{!156, !157, !"_Z23__device_stub__activatePKfPfii: argument 0"}
!157 = distinct !{!157, !"_Z23__device_stub__activatePKfPfii"}
!158 = distinct !{!158, !157, !"_Z23__device_stub__activatePKfPfii: argument 1"}
!159 = !DILocation(line: 28, column: 1, scope: !23, inlinedAt: !33)
!160 = !DILocation(line: 71, column: 12, scope: !29)
!161 = !DILocation(line: 71, column: 5, scope: !29)
!162 = !DILocation(line: 71, column: 32, scope: !29)
!163 = !DILocation(line: 71, column: 39, scope: !29)
!164 = !DILocation(line: 71, column: 46, scope: !29)
!165 = !DILocation(line: 71, column: 53, scope: !29)
!166 = !DILocation(line: 71, column: 60, scope: !29)
!167 = !{!168, !170, !171, !172, !173}
!168 = distinct !{!168, !169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi: argument 0"}
!169 = distinct !{!169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi"}
!170 = distinct !{!170, !169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi: argument 1"}
!171 = distinct !{!171, !169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi: argument 2"}
!172 = distinct !{!172, !169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi: argument 3"}
!173 = distinct !{!173, !169, !"_Z22__device_stub__concat4PKfS0_S0_S0_Pfi: argument 4"}
!174 = !DILocation(line: 38, column: 1, scope: !26, inlinedAt: !31)
!175 = !DILocation(line: 72, column: 22, scope: !29)
!176 = !DILocation(line: 72, column: 5, scope: !29)
!177 = !DILocation(line: 74, column: 9, scope: !29)
!178 = !DILocation(line: 77, column: 13, scope: !29)
!179 = !DILocation(line: 78, column: 40, scope: !29)
!180 = !DILocation(line: 78, column: 53, scope: !29)
!181 = !DILocation(line: 43, column: 24, scope: !182, inlinedAt: !183)
!182 = distinct !DISubprogram(name: "reference", scope: !8, file: !8, line: 42, type: !11, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!183 = distinct !DILocation(line: 78, column: 30, scope: !29)
!184 = !DILocation(line: 79, column: 32, scope: !29)
!185 = !DILocation(line: 79, column: 43, scope: !29)
!186 = !DILocation(line: 43, column: 53, scope: !182, inlinedAt: !183)
!187 = !DILocation(line: 43, column: 96, scope: !182, inlinedAt: !183)
!188 = !DILocation(line: 43, column: 91, scope: !182, inlinedAt: !183)
!189 = !DILocation(line: 43, column: 89, scope: !182, inlinedAt: !183)
!190 = !DILocation(line: 43, column: 81, scope: !182, inlinedAt: !183)
!191 = !DILocation(line: 43, column: 105, scope: !182, inlinedAt: !183)
!192 = !DILocation(line: 79, column: 48, scope: !29)
!193 = !DILocation(line: 79, column: 26, scope: !29)
!194 = !DILocation(line: 79, column: 75, scope: !29)
!195 = !DILocation(line: 79, column: 73, scope: !29)
!196 = !DILocation(line: 79, column: 65, scope: !29)
!197 = !DILocation(line: 79, column: 56, scope: !29)
!198 = !DILocation(line: 79, column: 24, scope: !29)
!199 = !DILocation(line: 79, column: 21, scope: !29)
!200 = !DILocation(line: 76, column: 32, scope: !29)
!201 = !DILocation(line: 76, column: 27, scope: !29)
!202 = !DILocation(line: 76, column: 9, scope: !29)
!203 = distinct !{!203, !202, !204, !76}
!204 = !DILocation(line: 80, column: 13, scope: !29)
!205 = !DILocation(line: 82, column: 39, scope: !29)
!206 = !DILocation(line: 82, column: 5, scope: !29)
!207 = !DILocation(line: 83, column: 14, scope: !29)
!208 = !DILocation(line: 83, column: 5, scope: !29)
!209 = !DILocation(line: 85, column: 18, scope: !29)
!210 = !DILocation(line: 85, column: 9, scope: !29)
!211 = !DILocation(line: 86, column: 18, scope: !29)
!212 = !DILocation(line: 86, column: 9, scope: !29)
!213 = !DILocation(line: 88, column: 14, scope: !29)
!214 = !DILocation(line: 88, column: 5, scope: !29)
!215 = !DILocation(line: 89, column: 5, scope: !29)
!216 = !DILocation(line: 90, column: 5, scope: !29)
!217 = !DILocation(line: 91, column: 12, scope: !29)
!218 = !DILocation(line: 92, column: 1, scope: !29)
!219 = !DILocation(line: 0, scope: !29)
!220 = !DISubprogram(name: "printf", scope: !221, file: !221, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!221 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!222 = !DISubprogram(name: "malloc", scope: !223, file: !223, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!223 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!224 = !DISubprogram(name: "cudaMalloc", scope: !225, file: !225, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!225 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!226 = !DISubprogram(name: "cudaMemcpy", scope: !225, file: !225, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!227 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !228, file: !228, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!228 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!229 = !DISubprogram(name: "cudaFree", scope: !225, file: !225, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!230 = !DISubprogram(name: "free", scope: !223, file: !223, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!231 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 94, type: !11, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!232 = !DILocation(line: 94, column: 21, scope: !231)
!233 = !{i32 0, i32 2}
!234 = !DILocation(line: 94, column: 14, scope: !231)
!235 = !DISubprogram(name: "tanhf", scope: !236, file: !236, line: 75, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!236 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!237 = !DISubprogram(name: "expf", scope: !236, file: !236, line: 95, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
