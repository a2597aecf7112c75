; ModuleID = 'samples/cuda/host_loop.cu'
source_filename = "samples/cuda/host_loop.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [43 x i8] c"host_loop: bad sizes nx=%d ny=%d iters=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"host_loop: u[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [52 x i8] c"host_loop nx=%d ny=%d iters=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z29__device_stub__jacobi_stencilPKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !10 {
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
  store i32 %2, ptr %7, align 4, !tbaa !17
  store i32 %3, ptr %8, align 4, !tbaa !17
  %13 = alloca [4 x ptr], align 16, !dbg !19
  store ptr %5, ptr %13, align 16, !dbg !19
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !19
  store ptr %6, ptr %14, align 8, !dbg !19
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !19
  store ptr %7, ptr %15, align 16, !dbg !19
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !19
  store ptr %8, ptr %16, align 8, !dbg !19
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !19
  %18 = load i64, ptr %11, align 8, !dbg !19
  %19 = load ptr, ptr %12, align 8, !dbg !19
  %20 = load i64, ptr %9, align 8, !dbg !19
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !19
  %22 = load i32, ptr %21, align 8, !dbg !19
  %23 = load i64, ptr %10, align 8, !dbg !19
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !19
  %25 = load i32, ptr %24, align 8, !dbg !19
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__jacobi_stencilPKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__relaxPKfS0_Pffii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) #0 !dbg !21 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca float, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !13
  store ptr %1, ptr %8, align 8, !tbaa !13
  store ptr %2, ptr %9, align 8, !tbaa !13
  store float %3, ptr %10, align 4, !tbaa !22
  store i32 %4, ptr %11, align 4, !tbaa !17
  store i32 %5, ptr %12, align 4, !tbaa !17
  %17 = alloca [6 x ptr], align 16, !dbg !24
  store ptr %7, ptr %17, align 16, !dbg !24
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !24
  store ptr %8, ptr %18, align 8, !dbg !24
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !24
  store ptr %9, ptr %19, align 16, !dbg !24
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !24
  store ptr %10, ptr %20, align 8, !dbg !24
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !24
  store ptr %11, ptr %21, align 16, !dbg !24
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !24
  store ptr %12, ptr %22, align 8, !dbg !24
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !24
  %24 = load i64, ptr %15, align 8, !dbg !24
  %25 = load ptr, ptr %16, align 8, !dbg !24
  %26 = load i64, ptr %13, align 8, !dbg !24
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !24
  %28 = load i32, ptr %27, align 8, !dbg !24
  %29 = load i64, ptr %14, align 8, !dbg !24
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !24
  %31 = load i32, ptr %30, align 8, !dbg !24
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__relaxPKfS0_Pffii, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !24
  ret void, !dbg !25
}

; Function Attrs: uwtable
define dso_local i32 @run_host_loop(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !dbg !26 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [6 x ptr], align 16, !dbg !27
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [4 x ptr], align 16, !dbg !29
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = icmp slt i32 %0, 1, !dbg !31
  %29 = icmp slt i32 %1, 1
  %30 = or i1 %28, %29, !dbg !32
  %31 = icmp slt i32 %2, 0
  %32 = or i1 %30, %31, !dbg !32
  br i1 %32, label %33, label %35, !dbg !32

33:                                               ; preds = %4
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !33
  br label %287, !dbg !34

35:                                               ; preds = %4
  %36 = mul nsw i32 %1, %0, !dbg !35
  %37 = sext i32 %36 to i64, !dbg !36
  %38 = shl nsw i64 %37, 2, !dbg !37
  %39 = tail call noalias ptr @malloc(i64 noundef %38) #11, !dbg !38
  %40 = tail call noalias ptr @malloc(i64 noundef %38) #11, !dbg !39
  %41 = tail call noalias ptr @malloc(i64 noundef %38) #11, !dbg !40
  %42 = tail call noalias ptr @malloc(i64 noundef %38) #11, !dbg !41
  %43 = tail call noalias ptr @malloc(i64 noundef %38) #11, !dbg !42
  %44 = icmp sgt i32 %36, 0, !dbg !43
  br i1 %44, label %45, label %63, !dbg !44

45:                                               ; preds = %35
  %46 = zext i32 %36 to i64, !dbg !43
  %47 = and i64 %46, 1, !dbg !44
  %48 = icmp eq i32 %36, 1, !dbg !44
  br i1 %48, label %51, label %49, !dbg !44

49:                                               ; preds = %45
  %50 = and i64 %46, 4294967294, !dbg !44
  br label %93, !dbg !44

51:                                               ; preds = %93, %45
  %52 = phi i64 [ 0, %45 ], [ %112, %93 ]
  %53 = phi i32 [ %3, %45 ], [ %106, %93 ]
  %54 = icmp eq i64 %47, 0, !dbg !44
  br i1 %54, label %63, label %55, !dbg !44

55:                                               ; preds = %51
  %56 = mul i32 %53, 1664525, !dbg !45
  %57 = add i32 %56, 1013904223, !dbg !49
  %58 = lshr i32 %57, 8, !dbg !50
  %59 = uitofp i32 %58 to float, !dbg !51
  %60 = tail call float @llvm.fmuladd.f32(float %59, float 0x3E70000000000000, float -5.000000e-01), !dbg !52
  %61 = fadd float %60, 5.000000e-01, !dbg !53
  %62 = getelementptr inbounds float, ptr %39, i64 %52, !dbg !54
  store float %61, ptr %62, align 4, !dbg !55, !tbaa !22
  br label %63, !dbg !56

63:                                               ; preds = %55, %51, %35
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #12, !dbg !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #12, !dbg !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #12, !dbg !56
  %64 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %38), !dbg !57
  %65 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef %38), !dbg !58
  %66 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %38), !dbg !59
  %67 = load ptr, ptr %25, align 8, !dbg !60, !tbaa !13
  %68 = call i32 @cudaMemcpy(ptr noundef %67, ptr noundef %39, i64 noundef %38, i32 noundef 1), !dbg !61
  %69 = add nsw i32 %0, 15, !dbg !62
  %70 = sdiv i32 %69, 16, !dbg !63
  %71 = add nsw i32 %1, 15, !dbg !64
  %72 = sdiv i32 %71, 16, !dbg !65
  %73 = zext i32 %70 to i64, !dbg !66
  %74 = zext i32 %72 to i64, !dbg !70
  %75 = shl nuw i64 %74, 32, !dbg !70
  %76 = or i64 %75, %73, !dbg !70
  %77 = load ptr, ptr %25, align 8, !dbg !71, !tbaa !13
  %78 = icmp sgt i32 %2, 0, !dbg !72
  br i1 %78, label %79, label %167, !dbg !73

79:                                               ; preds = %63
  %80 = load ptr, ptr %26, align 8, !dbg !74, !tbaa !13
  %81 = getelementptr inbounds ptr, ptr %24, i64 1
  %82 = getelementptr inbounds ptr, ptr %24, i64 2
  %83 = getelementptr inbounds ptr, ptr %24, i64 3
  %84 = getelementptr inbounds i8, ptr %20, i64 8
  %85 = getelementptr inbounds i8, ptr %21, i64 8
  %86 = getelementptr inbounds ptr, ptr %15, i64 1
  %87 = getelementptr inbounds ptr, ptr %15, i64 2
  %88 = getelementptr inbounds ptr, ptr %15, i64 3
  %89 = getelementptr inbounds ptr, ptr %15, i64 4
  %90 = getelementptr inbounds ptr, ptr %15, i64 5
  %91 = getelementptr inbounds i8, ptr %11, i64 8
  %92 = getelementptr inbounds i8, ptr %12, i64 8
  br label %132, !dbg !73

93:                                               ; preds = %93, %49
  %94 = phi i64 [ 0, %49 ], [ %112, %93 ]
  %95 = phi i32 [ %3, %49 ], [ %106, %93 ]
  %96 = phi i64 [ 0, %49 ], [ %113, %93 ]
  %97 = mul i32 %95, 1664525, !dbg !45
  %98 = add i32 %97, 1013904223, !dbg !49
  %99 = lshr i32 %98, 8, !dbg !50
  %100 = uitofp i32 %99 to float, !dbg !51
  %101 = tail call float @llvm.fmuladd.f32(float %100, float 0x3E70000000000000, float -5.000000e-01), !dbg !52
  %102 = fadd float %101, 5.000000e-01, !dbg !53
  %103 = getelementptr inbounds float, ptr %39, i64 %94, !dbg !54
  store float %102, ptr %103, align 4, !dbg !55, !tbaa !22
  %104 = or i64 %94, 1, !dbg !75
  %105 = mul i32 %98, 1664525, !dbg !45
  %106 = add i32 %105, 1013904223, !dbg !49
  %107 = lshr i32 %106, 8, !dbg !50
  %108 = uitofp i32 %107 to float, !dbg !51
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01), !dbg !52
  %110 = fadd float %109, 5.000000e-01, !dbg !53
  %111 = getelementptr inbounds float, ptr %39, i64 %104, !dbg !54
  store float %110, ptr %111, align 4, !dbg !55, !tbaa !22
  %112 = add nuw nsw i64 %94, 2, !dbg !75
  %113 = add i64 %96, 2, !dbg !44
  %114 = icmp eq i64 %113, %50, !dbg !44
  br i1 %114, label %51, label %93, !dbg !44, !llvm.loop !76

115:                                              ; preds = %161
  %116 = call i32 @cudaDeviceSynchronize(), !dbg !79
  %117 = call i32 @cudaMemcpy(ptr noundef %40, ptr noundef %134, i64 noundef %38, i32 noundef 2), !dbg !80
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %39, i64 %38, i1 false), !dbg !81
  br i1 %78, label %118, label %170, !dbg !82

118:                                              ; preds = %115
  %119 = icmp sgt i32 %1, 0
  %120 = icmp sgt i32 %0, 0
  %121 = add nsw i32 %0, -1
  %122 = add nsw i32 %1, -1
  %123 = zext i32 %121 to i64, !dbg !82
  %124 = sext i32 %0 to i64, !dbg !82
  %125 = zext i32 %122 to i64, !dbg !82
  %126 = zext i32 %1 to i64
  %127 = zext i32 %0 to i64
  %128 = zext i32 %36 to i64
  %129 = icmp ult i32 %36, 8
  %130 = and i64 %128, 4294967288
  %131 = icmp eq i64 %130, %128
  br label %165, !dbg !82

132:                                              ; preds = %79, %161
  %133 = phi ptr [ %77, %79 ], [ %134, %161 ]
  %134 = phi ptr [ %80, %79 ], [ %133, %161 ]
  %135 = phi i32 [ 0, %79 ], [ %163, %161 ]
  %136 = call i32 @__cudaPushCallConfiguration(i64 %76, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !83
  %137 = icmp eq i32 %136, 0, !dbg !83
  br i1 %137, label %138, label %148, !dbg !84

138:                                              ; preds = %132
  %139 = load ptr, ptr %27, align 8, !dbg !85, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr %133, ptr %16, align 8, !tbaa !13, !noalias !86
  store ptr %139, ptr %17, align 8, !tbaa !13, !noalias !86
  store i32 %0, ptr %18, align 4, !tbaa !17, !noalias !86
  store i32 %1, ptr %19, align 4, !tbaa !17, !noalias !86
  store ptr %16, ptr %24, align 16, !dbg !29, !noalias !86
  store ptr %17, ptr %81, align 8, !dbg !29, !noalias !86
  store ptr %18, ptr %82, align 16, !dbg !29, !noalias !86
  store ptr %19, ptr %83, align 8, !dbg !29, !noalias !86
  %140 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23), !dbg !29
  %141 = load i64, ptr %22, align 8, !dbg !29, !noalias !86
  %142 = load ptr, ptr %23, align 8, !dbg !29, !noalias !86
  %143 = load i64, ptr %20, align 8, !dbg !29, !noalias !86
  %144 = load i32, ptr %84, align 8, !dbg !29, !noalias !86
  %145 = load i64, ptr %21, align 8, !dbg !29, !noalias !86
  %146 = load i32, ptr %85, align 8, !dbg !29, !noalias !86
  %147 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z29__device_stub__jacobi_stencilPKfPfii, i64 %143, i32 %144, i64 %145, i32 %146, ptr noundef nonnull %24, i64 noundef %141, ptr noundef %142), !dbg !29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !90
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19), !dbg !90
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !90
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !90
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24), !dbg !90
  br label %148, !dbg !84

148:                                              ; preds = %138, %132
  %149 = call i32 @__cudaPushCallConfiguration(i64 %76, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !91
  %150 = icmp eq i32 %149, 0, !dbg !91
  br i1 %150, label %151, label %161, !dbg !92

151:                                              ; preds = %148
  %152 = load ptr, ptr %27, align 8, !dbg !93, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %15)
  store ptr %133, ptr %5, align 8, !tbaa !13, !noalias !94
  store ptr %152, ptr %6, align 8, !tbaa !13, !noalias !94
  store ptr %134, ptr %7, align 8, !tbaa !13, !noalias !94
  store float 0x3FE99999A0000000, ptr %8, align 4, !tbaa !22, !noalias !94
  store i32 %0, ptr %9, align 4, !tbaa !17, !noalias !94
  store i32 %1, ptr %10, align 4, !tbaa !17, !noalias !94
  store ptr %5, ptr %15, align 16, !dbg !27, !noalias !94
  store ptr %6, ptr %86, align 8, !dbg !27, !noalias !94
  store ptr %7, ptr %87, align 16, !dbg !27, !noalias !94
  store ptr %8, ptr %88, align 8, !dbg !27, !noalias !94
  store ptr %9, ptr %89, align 16, !dbg !27, !noalias !94
  store ptr %10, ptr %90, align 8, !dbg !27, !noalias !94
  %153 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !27
  %154 = load i64, ptr %13, align 8, !dbg !27, !noalias !94
  %155 = load ptr, ptr %14, align 8, !dbg !27, !noalias !94
  %156 = load i64, ptr %11, align 8, !dbg !27, !noalias !94
  %157 = load i32, ptr %91, align 8, !dbg !27, !noalias !94
  %158 = load i64, ptr %12, align 8, !dbg !27, !noalias !94
  %159 = load i32, ptr %92, align 8, !dbg !27, !noalias !94
  %160 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__relaxPKfS0_Pffii, i64 %156, i32 %157, i64 %158, i32 %159, ptr noundef nonnull %15, i64 noundef %154, ptr noundef %155), !dbg !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !99
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !99
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !99
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !99
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !99
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15), !dbg !99
  br label %161, !dbg !92

161:                                              ; preds = %151, %148
  %162 = call i32 @cudaDeviceSynchronize(), !dbg !100
  %163 = add nuw nsw i32 %135, 1, !dbg !101
  %164 = icmp eq i32 %163, %2, !dbg !72
  br i1 %164, label %115, label %132, !dbg !73, !llvm.loop !102

165:                                              ; preds = %118, %238
  %166 = phi i32 [ 0, %118 ], [ %239, %238 ]
  br i1 %119, label %196, label %173, !dbg !104

167:                                              ; preds = %63
  %168 = call i32 @cudaDeviceSynchronize(), !dbg !79
  %169 = call i32 @cudaMemcpy(ptr noundef %40, ptr noundef %77, i64 noundef %38, i32 noundef 2), !dbg !80
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %39, i64 %38, i1 false), !dbg !81
  br label %170, !dbg !82

170:                                              ; preds = %238, %167, %115
  br i1 %44, label %171, label %252, !dbg !105

171:                                              ; preds = %170
  %172 = zext i32 %36 to i64, !dbg !106
  br label %264, !dbg !105

173:                                              ; preds = %202, %165
  br i1 %44, label %174, label %238, !dbg !107

174:                                              ; preds = %173
  br i1 %129, label %194, label %175, !dbg !107

175:                                              ; preds = %174, %175
  %176 = phi i64 [ %191, %175 ], [ 0, %174 ], !dbg !108
  %177 = getelementptr inbounds float, ptr %41, i64 %176, !dbg !109
  %178 = load <4 x float>, ptr %177, align 4, !dbg !109, !tbaa !22
  %179 = getelementptr inbounds float, ptr %177, i64 4, !dbg !109
  %180 = load <4 x float>, ptr %179, align 4, !dbg !109, !tbaa !22
  %181 = getelementptr inbounds float, ptr %42, i64 %176, !dbg !110
  %182 = load <4 x float>, ptr %181, align 4, !dbg !110, !tbaa !22
  %183 = getelementptr inbounds float, ptr %181, i64 4, !dbg !110
  %184 = load <4 x float>, ptr %183, align 4, !dbg !110, !tbaa !22
  %185 = fsub <4 x float> %182, %178, !dbg !111
  %186 = fsub <4 x float> %184, %180, !dbg !111
  %187 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %185, <4 x float> <float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000>, <4 x float> %178), !dbg !112
  %188 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %186, <4 x float> <float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000, float 0x3FE99999A0000000>, <4 x float> %180), !dbg !112
  %189 = getelementptr inbounds float, ptr %43, i64 %176, !dbg !113
  store <4 x float> %187, ptr %189, align 4, !dbg !114, !tbaa !22
  %190 = getelementptr inbounds float, ptr %189, i64 4, !dbg !114
  store <4 x float> %188, ptr %190, align 4, !dbg !114, !tbaa !22
  %191 = add nuw i64 %176, 8, !dbg !108
  %192 = icmp eq i64 %191, %130, !dbg !108
  br i1 %192, label %193, label %175, !dbg !108, !llvm.loop !115

193:                                              ; preds = %175
  br i1 %131, label %238, label %194, !dbg !107

194:                                              ; preds = %174, %193
  %195 = phi i64 [ 0, %174 ], [ %130, %193 ]
  br label %241, !dbg !107

196:                                              ; preds = %165, %202
  %197 = phi i64 [ %203, %202 ], [ 0, %165 ]
  br i1 %120, label %198, label %202, !dbg !119

198:                                              ; preds = %196
  %199 = mul nsw i64 %197, %124
  %200 = icmp eq i64 %197, 0
  %201 = icmp eq i64 %197, %125
  br label %205, !dbg !119

202:                                              ; preds = %233, %196
  %203 = add nuw nsw i64 %197, 1, !dbg !120
  %204 = icmp eq i64 %203, %126, !dbg !121
  br i1 %204, label %173, label %196, !dbg !104, !llvm.loop !122

205:                                              ; preds = %198, %233
  %206 = phi i64 [ 0, %198 ], [ %236, %233 ]
  %207 = add nsw i64 %206, %199, !dbg !124
  %208 = icmp eq i64 %206, 0, !dbg !125
  %209 = select i1 %208, i1 true, i1 %200, !dbg !126
  %210 = icmp eq i64 %206, %123
  %211 = select i1 %209, i1 true, i1 %210, !dbg !126
  %212 = select i1 %211, i1 true, i1 %201, !dbg !126
  br i1 %212, label %213, label %216, !dbg !126

213:                                              ; preds = %205
  %214 = getelementptr inbounds float, ptr %41, i64 %207, !dbg !127
  %215 = load float, ptr %214, align 4, !dbg !127, !tbaa !22
  br label %233, !dbg !128

216:                                              ; preds = %205
  %217 = add nsw i64 %207, -1, !dbg !129
  %218 = getelementptr inbounds float, ptr %41, i64 %217, !dbg !130
  %219 = load float, ptr %218, align 4, !dbg !130, !tbaa !22
  %220 = add nsw i64 %207, 1, !dbg !131
  %221 = getelementptr inbounds float, ptr %41, i64 %220, !dbg !132
  %222 = load float, ptr %221, align 4, !dbg !132, !tbaa !22
  %223 = fadd float %219, %222, !dbg !133
  %224 = sub nsw i64 %207, %124, !dbg !134
  %225 = getelementptr inbounds float, ptr %41, i64 %224, !dbg !135
  %226 = load float, ptr %225, align 4, !dbg !135, !tbaa !22
  %227 = fadd float %223, %226, !dbg !136
  %228 = add nsw i64 %207, %124, !dbg !137
  %229 = getelementptr inbounds float, ptr %41, i64 %228, !dbg !138
  %230 = load float, ptr %229, align 4, !dbg !138, !tbaa !22
  %231 = fadd float %227, %230, !dbg !139
  %232 = fmul float %231, 2.500000e-01, !dbg !140
  br label %233

233:                                              ; preds = %216, %213
  %234 = phi float [ %215, %213 ], [ %232, %216 ], !dbg !141
  %235 = getelementptr inbounds float, ptr %42, i64 %207, !dbg !141
  store float %234, ptr %235, align 4, !dbg !141
  %236 = add nuw nsw i64 %206, 1, !dbg !142
  %237 = icmp eq i64 %236, %127, !dbg !143
  br i1 %237, label %202, label %205, !dbg !119, !llvm.loop !144

238:                                              ; preds = %241, %193, %173
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %41, ptr align 4 %43, i64 %38, i1 false), !dbg !145
  %239 = add nuw nsw i32 %166, 1, !dbg !146
  %240 = icmp eq i32 %239, %2, !dbg !147
  br i1 %240, label %170, label %165, !dbg !82, !llvm.loop !148

241:                                              ; preds = %194, %241
  %242 = phi i64 [ %250, %241 ], [ %195, %194 ]
  %243 = getelementptr inbounds float, ptr %41, i64 %242, !dbg !109
  %244 = load float, ptr %243, align 4, !dbg !109, !tbaa !22
  %245 = getelementptr inbounds float, ptr %42, i64 %242, !dbg !110
  %246 = load float, ptr %245, align 4, !dbg !110, !tbaa !22
  %247 = fsub float %246, %244, !dbg !111
  %248 = call float @llvm.fmuladd.f32(float %247, float 0x3FE99999A0000000, float %244), !dbg !112
  %249 = getelementptr inbounds float, ptr %43, i64 %242, !dbg !113
  store float %248, ptr %249, align 4, !dbg !114, !tbaa !22
  %250 = add nuw nsw i64 %242, 1, !dbg !108
  %251 = icmp eq i64 %250, %128, !dbg !150
  br i1 %251, label %238, label %241, !dbg !107, !llvm.loop !151

252:                                              ; preds = %283, %170
  %253 = phi i32 [ 0, %170 ], [ %284, %283 ], !dbg !152
  %254 = icmp ne i32 %253, 0, !dbg !153
  %255 = select i1 %254, ptr @.str.3, ptr @.str.4, !dbg !153
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %255, i32 noundef %253), !dbg !154
  %257 = load ptr, ptr %25, align 8, !dbg !155, !tbaa !13
  %258 = call i32 @cudaFree(ptr noundef %257), !dbg !156
  %259 = load ptr, ptr %26, align 8, !dbg !157, !tbaa !13
  %260 = call i32 @cudaFree(ptr noundef %259), !dbg !158
  %261 = load ptr, ptr %27, align 8, !dbg !159, !tbaa !13
  %262 = call i32 @cudaFree(ptr noundef %261), !dbg !160
  call void @free(ptr noundef %39) #12, !dbg !161
  call void @free(ptr noundef %40) #12, !dbg !162
  call void @free(ptr noundef %41) #12, !dbg !163
  call void @free(ptr noundef %42) #12, !dbg !164
  call void @free(ptr noundef %43) #12, !dbg !165
  %263 = zext i1 %254 to i32, !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #12, !dbg !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #12, !dbg !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #12, !dbg !167
  br label %287

264:                                              ; preds = %171, %283
  %265 = phi i64 [ 0, %171 ], [ %285, %283 ]
  %266 = phi i32 [ 0, %171 ], [ %284, %283 ]
  %267 = getelementptr inbounds float, ptr %40, i64 %265, !dbg !168
  %268 = load float, ptr %267, align 4, !dbg !168, !tbaa !22
  %269 = getelementptr inbounds float, ptr %41, i64 %265, !dbg !169
  %270 = load float, ptr %269, align 4, !dbg !169, !tbaa !22
  %271 = fsub float %268, %270, !dbg !170
  %272 = call float @llvm.fabs.f32(float %271), !dbg !171
  %273 = fcmp ugt float %272, 0x3F1A36E2E0000000, !dbg !172
  br i1 %273, label %274, label %283, !dbg !173

274:                                              ; preds = %264
  %275 = icmp slt i32 %266, 5, !dbg !174
  br i1 %275, label %276, label %281, !dbg !175

276:                                              ; preds = %274
  %277 = fpext float %268 to double, !dbg !176
  %278 = fpext float %270 to double, !dbg !177
  %279 = trunc i64 %265 to i32, !dbg !178
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %279, double noundef %277, double noundef %278), !dbg !178
  br label %281, !dbg !178

281:                                              ; preds = %276, %274
  %282 = add nsw i32 %266, 1, !dbg !179
  br label %283, !dbg !180

283:                                              ; preds = %264, %281
  %284 = phi i32 [ %266, %264 ], [ %282, %281 ], !dbg !141
  %285 = add nuw nsw i64 %265, 1, !dbg !181
  %286 = icmp eq i64 %285, %172, !dbg !106
  br i1 %286, label %252, label %264, !dbg !105, !llvm.loop !182

287:                                              ; preds = %252, %33
  %288 = phi i32 [ 1, %33 ], [ %263, %252 ], !dbg !141
  ret i32 %288, !dbg !167
}

; Function Attrs: nofree nounwind
declare !dbg !184 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !186 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

declare !dbg !188 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #6

declare !dbg !190 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

declare !dbg !191 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #6

declare !dbg !193 i32 @cudaDeviceSynchronize() local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

declare !dbg !194 i32 @cudaFree(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !195 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 !dbg !196 {
  %1 = tail call i32 @run_host_loop(i32 noundef 1024, i32 noundef 1024, i32 noundef 100, i32 noundef 1), !dbg !197, !range !198
  ret i32 %1, !dbg !199
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #10

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !DIFile(filename: "samples/cuda/host_loop.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "9ef5fff055337e11a591334e1bf2f6d9")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "jacobi_stencil", scope: !8, file: !8, line: 22, type: !11, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 23, column: 40, scope: !10)
!20 = !DILocation(line: 44, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "relax", scope: !8, file: !8, line: 46, type: !11, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !15, i64 0}
!24 = !DILocation(line: 47, column: 80, scope: !21)
!25 = !DILocation(line: 53, column: 1, scope: !21)
!26 = distinct !DISubprogram(name: "run_host_loop", scope: !8, file: !8, line: 57, type: !11, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!27 = !DILocation(line: 47, column: 80, scope: !21, inlinedAt: !28)
!28 = distinct !DILocation(line: 84, column: 9, scope: !26)
!29 = !DILocation(line: 23, column: 40, scope: !10, inlinedAt: !30)
!30 = distinct !DILocation(line: 83, column: 9, scope: !26)
!31 = !DILocation(line: 58, column: 12, scope: !26)
!32 = !DILocation(line: 58, column: 17, scope: !26)
!33 = !DILocation(line: 59, column: 9, scope: !26)
!34 = !DILocation(line: 60, column: 9, scope: !26)
!35 = !DILocation(line: 64, column: 16, scope: !26)
!36 = !DILocation(line: 65, column: 28, scope: !26)
!37 = !DILocation(line: 65, column: 30, scope: !26)
!38 = !DILocation(line: 66, column: 26, scope: !26)
!39 = !DILocation(line: 67, column: 28, scope: !26)
!40 = !DILocation(line: 68, column: 27, scope: !26)
!41 = !DILocation(line: 69, column: 31, scope: !26)
!42 = !DILocation(line: 70, column: 32, scope: !26)
!43 = !DILocation(line: 71, column: 23, scope: !26)
!44 = !DILocation(line: 71, column: 5, scope: !26)
!45 = !DILocation(line: 6, column: 21, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "lcg_uniform", scope: !47, file: !47, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!47 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!48 = distinct !DILocation(line: 71, column: 41, scope: !26)
!49 = !DILocation(line: 6, column: 32, scope: !46, inlinedAt: !48)
!50 = !DILocation(line: 7, column: 27, scope: !46, inlinedAt: !48)
!51 = !DILocation(line: 7, column: 19, scope: !46, inlinedAt: !48)
!52 = !DILocation(line: 7, column: 56, scope: !46, inlinedAt: !48)
!53 = !DILocation(line: 71, column: 61, scope: !26)
!54 = !DILocation(line: 71, column: 33, scope: !26)
!55 = !DILocation(line: 71, column: 39, scope: !26)
!56 = !DILocation(line: 73, column: 5, scope: !26)
!57 = !DILocation(line: 74, column: 5, scope: !26)
!58 = !DILocation(line: 75, column: 5, scope: !26)
!59 = !DILocation(line: 76, column: 5, scope: !26)
!60 = !DILocation(line: 77, column: 16, scope: !26)
!61 = !DILocation(line: 77, column: 5, scope: !26)
!62 = !DILocation(line: 80, column: 24, scope: !26)
!63 = !DILocation(line: 80, column: 29, scope: !26)
!64 = !DILocation(line: 80, column: 44, scope: !26)
!65 = !DILocation(line: 80, column: 49, scope: !26)
!66 = !DILocation(line: 423, column: 105, scope: !67, inlinedAt: !69)
!67 = distinct !DISubprogram(name: "dim3", scope: !68, file: !68, line: 423, type: !11, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!68 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!69 = distinct !DILocation(line: 80, column: 10, scope: !26)
!70 = !DILocation(line: 423, column: 112, scope: !67, inlinedAt: !69)
!71 = !DILocation(line: 81, column: 18, scope: !26)
!72 = !DILocation(line: 82, column: 25, scope: !26)
!73 = !DILocation(line: 82, column: 5, scope: !26)
!74 = !DILocation(line: 81, column: 31, scope: !26)
!75 = !DILocation(line: 71, column: 28, scope: !26)
!76 = distinct !{!76, !44, !77, !78}
!77 = !DILocation(line: 71, column: 63, scope: !26)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 90, column: 5, scope: !26)
!80 = !DILocation(line: 91, column: 5, scope: !26)
!81 = !DILocation(line: 93, column: 5, scope: !26)
!82 = !DILocation(line: 94, column: 5, scope: !26)
!83 = !DILocation(line: 83, column: 23, scope: !26)
!84 = !DILocation(line: 83, column: 9, scope: !26)
!85 = !DILocation(line: 83, column: 46, scope: !26)
!86 = !{!87, !89}
!87 = distinct !{!87, !88, !"_Z29__device_stub__jacobi_stencilPKfPfii: argument 0"}
!88 = distinct !{!88, !"_Z29__device_stub__jacobi_stencilPKfPfii"}
!89 = distinct !{!89, !88, !"_Z29__device_stub__jacobi_stencilPKfPfii: argument 1"}
!90 = !DILocation(line: 44, column: 1, scope: !10, inlinedAt: !30)
!91 = !DILocation(line: 84, column: 14, scope: !26)
!92 = !DILocation(line: 84, column: 9, scope: !26)
!93 = !DILocation(line: 84, column: 37, scope: !26)
!94 = !{!95, !97, !98}
!95 = distinct !{!95, !96, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 0"}
!96 = distinct !{!96, !"_Z20__device_stub__relaxPKfS0_Pffii"}
!97 = distinct !{!97, !96, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 1"}
!98 = distinct !{!98, !96, !"_Z20__device_stub__relaxPKfS0_Pffii: argument 2"}
!99 = !DILocation(line: 53, column: 1, scope: !21, inlinedAt: !28)
!100 = !DILocation(line: 85, column: 9, scope: !26)
!101 = !DILocation(line: 82, column: 34, scope: !26)
!102 = distinct !{!102, !73, !103, !78}
!103 = !DILocation(line: 89, column: 5, scope: !26)
!104 = !DILocation(line: 95, column: 9, scope: !26)
!105 = !DILocation(line: 108, column: 5, scope: !26)
!106 = !DILocation(line: 108, column: 23, scope: !26)
!107 = !DILocation(line: 103, column: 9, scope: !26)
!108 = !DILocation(line: 103, column: 32, scope: !26)
!109 = !DILocation(line: 103, column: 51, scope: !26)
!110 = !DILocation(line: 103, column: 69, scope: !26)
!111 = !DILocation(line: 103, column: 80, scope: !26)
!112 = !DILocation(line: 103, column: 58, scope: !26)
!113 = !DILocation(line: 103, column: 37, scope: !26)
!114 = !DILocation(line: 103, column: 49, scope: !26)
!115 = distinct !{!115, !107, !116, !78, !117, !118}
!116 = !DILocation(line: 103, column: 88, scope: !26)
!117 = !{!"llvm.loop.isvectorized", i32 1}
!118 = !{!"llvm.loop.unroll.runtime.disable"}
!119 = !DILocation(line: 96, column: 13, scope: !26)
!120 = !DILocation(line: 95, column: 33, scope: !26)
!121 = !DILocation(line: 95, column: 27, scope: !26)
!122 = distinct !{!122, !104, !123, !78}
!123 = !DILocation(line: 102, column: 13, scope: !26)
!124 = !DILocation(line: 97, column: 32, scope: !26)
!125 = !DILocation(line: 98, column: 23, scope: !26)
!126 = !DILocation(line: 98, column: 28, scope: !26)
!127 = !DILocation(line: 99, column: 34, scope: !26)
!128 = !DILocation(line: 99, column: 21, scope: !26)
!129 = !DILocation(line: 101, column: 49, scope: !26)
!130 = !DILocation(line: 101, column: 43, scope: !26)
!131 = !DILocation(line: 101, column: 62, scope: !26)
!132 = !DILocation(line: 101, column: 56, scope: !26)
!133 = !DILocation(line: 101, column: 54, scope: !26)
!134 = !DILocation(line: 101, column: 75, scope: !26)
!135 = !DILocation(line: 101, column: 69, scope: !26)
!136 = !DILocation(line: 101, column: 67, scope: !26)
!137 = !DILocation(line: 101, column: 89, scope: !26)
!138 = !DILocation(line: 101, column: 83, scope: !26)
!139 = !DILocation(line: 101, column: 81, scope: !26)
!140 = !DILocation(line: 101, column: 40, scope: !26)
!141 = !DILocation(line: 0, scope: !26)
!142 = !DILocation(line: 96, column: 37, scope: !26)
!143 = !DILocation(line: 96, column: 31, scope: !26)
!144 = distinct !{!144, !119, !123, !78}
!145 = !DILocation(line: 104, column: 9, scope: !26)
!146 = !DILocation(line: 94, column: 34, scope: !26)
!147 = !DILocation(line: 94, column: 25, scope: !26)
!148 = distinct !{!148, !82, !149, !78}
!149 = !DILocation(line: 105, column: 5, scope: !26)
!150 = !DILocation(line: 103, column: 27, scope: !26)
!151 = distinct !{!151, !107, !116, !78, !118, !117}
!152 = !DILocation(line: 107, column: 9, scope: !26)
!153 = !DILocation(line: 115, column: 12, scope: !26)
!154 = !DILocation(line: 114, column: 5, scope: !26)
!155 = !DILocation(line: 117, column: 14, scope: !26)
!156 = !DILocation(line: 117, column: 5, scope: !26)
!157 = !DILocation(line: 117, column: 29, scope: !26)
!158 = !DILocation(line: 117, column: 20, scope: !26)
!159 = !DILocation(line: 117, column: 44, scope: !26)
!160 = !DILocation(line: 117, column: 35, scope: !26)
!161 = !DILocation(line: 118, column: 5, scope: !26)
!162 = !DILocation(line: 118, column: 15, scope: !26)
!163 = !DILocation(line: 118, column: 27, scope: !26)
!164 = !DILocation(line: 118, column: 38, scope: !26)
!165 = !DILocation(line: 118, column: 53, scope: !26)
!166 = !DILocation(line: 119, column: 12, scope: !26)
!167 = !DILocation(line: 120, column: 1, scope: !26)
!168 = !DILocation(line: 109, column: 21, scope: !26)
!169 = !DILocation(line: 109, column: 31, scope: !26)
!170 = !DILocation(line: 109, column: 29, scope: !26)
!171 = !DILocation(line: 109, column: 15, scope: !26)
!172 = !DILocation(line: 109, column: 39, scope: !26)
!173 = !DILocation(line: 109, column: 13, scope: !26)
!174 = !DILocation(line: 110, column: 21, scope: !26)
!175 = !DILocation(line: 110, column: 17, scope: !26)
!176 = !DILocation(line: 110, column: 76, scope: !26)
!177 = !DILocation(line: 110, column: 85, scope: !26)
!178 = !DILocation(line: 110, column: 26, scope: !26)
!179 = !DILocation(line: 111, column: 13, scope: !26)
!180 = !DILocation(line: 112, column: 9, scope: !26)
!181 = !DILocation(line: 108, column: 28, scope: !26)
!182 = distinct !{!182, !105, !183, !78}
!183 = !DILocation(line: 113, column: 5, scope: !26)
!184 = !DISubprogram(name: "printf", scope: !185, file: !185, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!185 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!186 = !DISubprogram(name: "malloc", scope: !187, file: !187, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!187 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!188 = !DISubprogram(name: "cudaMalloc", scope: !189, file: !189, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!189 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!190 = !DISubprogram(name: "cudaMemcpy", scope: !189, file: !189, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!191 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !192, file: !192, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!192 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!193 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !189, file: !189, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!194 = !DISubprogram(name: "cudaFree", scope: !189, file: !189, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!195 = !DISubprogram(name: "free", scope: !187, file: !187, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!196 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 122, type: !11, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!197 = !DILocation(line: 122, column: 21, scope: !196)
!198 = !{i32 0, i32 2}
!199 = !DILocation(line: 122, column: 14, scope: !196)
