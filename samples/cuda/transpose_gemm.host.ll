; ModuleID = 'samples/cuda/transpose_gemm.cu'
source_filename = "samples/cuda/transpose_gemm.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [42 x i8] c"transpose_gemm: bad sizes M=%d N=%d K=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"transpose_gemm: A[%d][%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [45 x i8] c"transpose_gemm: C[%d][%d] = %f, expected %f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"transpose_gemm M=%d N=%d K=%d: %s (%d mismatches)\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

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
define dso_local void @_Z24__device_stub__transposePKfPfii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !22 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8, !tbaa !14
  store ptr %1, ptr %6, align 8, !tbaa !14
  store i32 %2, ptr %7, align 4, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !18
  %13 = alloca [4 x ptr], align 16, !dbg !23
  store ptr %5, ptr %13, align 16, !dbg !23
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !23
  store ptr %6, ptr %14, align 8, !dbg !23
  %15 = getelementptr inbounds ptr, ptr %13, i64 2, !dbg !23
  store ptr %7, ptr %15, align 16, !dbg !23
  %16 = getelementptr inbounds ptr, ptr %13, i64 3, !dbg !23
  store ptr %8, ptr %16, align 8, !dbg !23
  %17 = call i32 @__cudaPopCallConfiguration(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr nonnull %12), !dbg !23
  %18 = load i64, ptr %11, align 8, !dbg !23
  %19 = load ptr, ptr %12, align 8, !dbg !23
  %20 = load i64, ptr %9, align 8, !dbg !23
  %21 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !23
  %22 = load i32, ptr %21, align 8, !dbg !23
  %23 = load i64, ptr %10, align 8, !dbg !23
  %24 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !23
  %25 = load i32, ptr %24, align 8, !dbg !23
  %26 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKfPfii, i64 %20, i32 %22, i64 %23, i32 %25, ptr noundef nonnull %13, i64 noundef %18, ptr noundef %19), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: uwtable
define dso_local i32 @run_transpose_gemm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !25 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [6 x ptr], align 16, !dbg !26
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.dim3, align 8
  %21 = alloca %struct.dim3, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca [4 x ptr], align 16, !dbg !28
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = icmp slt i32 %0, 1, !dbg !30
  %30 = icmp slt i32 %1, 1
  %31 = or i1 %29, %30, !dbg !31
  %32 = icmp slt i32 %2, 1
  %33 = or i1 %31, %32, !dbg !31
  br i1 %33, label %34, label %36, !dbg !31

34:                                               ; preds = %4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !32
  br label %348, !dbg !33

36:                                               ; preds = %4
  %37 = mul nsw i32 %2, %0, !dbg !34
  %38 = mul nsw i32 %2, %1, !dbg !35
  %39 = mul nsw i32 %1, %0, !dbg !36
  %40 = sext i32 %37 to i64, !dbg !37
  %41 = shl nsw i64 %40, 2, !dbg !38
  %42 = tail call noalias ptr @malloc(i64 noundef %41) #9, !dbg !39
  %43 = sext i32 %38 to i64, !dbg !40
  %44 = shl nsw i64 %43, 2, !dbg !41
  %45 = tail call noalias ptr @malloc(i64 noundef %44) #9, !dbg !42
  %46 = tail call noalias ptr @malloc(i64 noundef %41) #9, !dbg !43
  %47 = sext i32 %39 to i64, !dbg !44
  %48 = shl nsw i64 %47, 2, !dbg !45
  %49 = tail call noalias ptr @malloc(i64 noundef %48) #9, !dbg !46
  %50 = icmp sgt i32 %37, 0, !dbg !47
  br i1 %50, label %51, label %92, !dbg !51

51:                                               ; preds = %36
  %52 = zext i32 %37 to i64, !dbg !47
  %53 = and i64 %52, 1, !dbg !51
  %54 = icmp eq i32 %37, 1, !dbg !51
  br i1 %54, label %79, label %55, !dbg !51

55:                                               ; preds = %51
  %56 = and i64 %52, 4294967294, !dbg !51
  br label %57, !dbg !51

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %76, %57 ], !dbg !52
  %59 = phi i32 [ %3, %55 ], [ %70, %57 ], !dbg !52
  %60 = phi i64 [ 0, %55 ], [ %77, %57 ]
  %61 = mul i32 %59, 1664525, !dbg !55
  %62 = add i32 %61, 1013904223, !dbg !56
  %63 = lshr i32 %62, 8, !dbg !57
  %64 = uitofp i32 %63 to float, !dbg !58
  %65 = tail call float @llvm.fmuladd.f32(float %64, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %66 = fmul float %65, 2.000000e+00, !dbg !60
  %67 = getelementptr inbounds float, ptr %42, i64 %58, !dbg !61
  store float %66, ptr %67, align 4, !dbg !62, !tbaa !63
  %68 = or i64 %58, 1, !dbg !65
  %69 = mul i32 %62, 1664525, !dbg !55
  %70 = add i32 %69, 1013904223, !dbg !56
  %71 = lshr i32 %70, 8, !dbg !57
  %72 = uitofp i32 %71 to float, !dbg !58
  %73 = tail call float @llvm.fmuladd.f32(float %72, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %74 = fmul float %73, 2.000000e+00, !dbg !60
  %75 = getelementptr inbounds float, ptr %42, i64 %68, !dbg !61
  store float %74, ptr %75, align 4, !dbg !62, !tbaa !63
  %76 = add nuw nsw i64 %58, 2, !dbg !65
  %77 = add i64 %60, 2, !dbg !51
  %78 = icmp eq i64 %77, %56, !dbg !51
  br i1 %78, label %79, label %57, !dbg !51, !llvm.loop !66

79:                                               ; preds = %57, %51
  %80 = phi i32 [ undef, %51 ], [ %70, %57 ]
  %81 = phi i64 [ 0, %51 ], [ %76, %57 ]
  %82 = phi i32 [ %3, %51 ], [ %70, %57 ]
  %83 = icmp eq i64 %53, 0, !dbg !51
  br i1 %83, label %92, label %84, !dbg !51

84:                                               ; preds = %79
  %85 = mul i32 %82, 1664525, !dbg !55
  %86 = add i32 %85, 1013904223, !dbg !56
  %87 = lshr i32 %86, 8, !dbg !57
  %88 = uitofp i32 %87 to float, !dbg !58
  %89 = tail call float @llvm.fmuladd.f32(float %88, float 0x3E70000000000000, float -5.000000e-01), !dbg !59
  %90 = fmul float %89, 2.000000e+00, !dbg !60
  %91 = getelementptr inbounds float, ptr %42, i64 %81, !dbg !61
  store float %90, ptr %91, align 4, !dbg !62, !tbaa !63
  br label %92, !dbg !69

92:                                               ; preds = %84, %79, %36
  %93 = phi i32 [ %3, %36 ], [ %80, %79 ], [ %86, %84 ], !dbg !71
  %94 = icmp sgt i32 %38, 0, !dbg !69
  br i1 %94, label %95, label %135, !dbg !72

95:                                               ; preds = %92
  %96 = zext i32 %38 to i64, !dbg !69
  %97 = and i64 %96, 1, !dbg !72
  %98 = icmp eq i32 %38, 1, !dbg !72
  br i1 %98, label %123, label %99, !dbg !72

99:                                               ; preds = %95
  %100 = and i64 %96, 4294967294, !dbg !72
  br label %101, !dbg !72

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %120, %101 ], !dbg !73
  %103 = phi i32 [ %93, %99 ], [ %114, %101 ], !dbg !73
  %104 = phi i64 [ 0, %99 ], [ %121, %101 ]
  %105 = mul i32 %103, 1664525, !dbg !75
  %106 = add i32 %105, 1013904223, !dbg !76
  %107 = lshr i32 %106, 8, !dbg !77
  %108 = uitofp i32 %107 to float, !dbg !78
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %110 = fmul float %109, 0x3FC99999A0000000, !dbg !80
  %111 = getelementptr inbounds float, ptr %45, i64 %102, !dbg !81
  store float %110, ptr %111, align 4, !dbg !82, !tbaa !63
  %112 = or i64 %102, 1, !dbg !83
  %113 = mul i32 %106, 1664525, !dbg !75
  %114 = add i32 %113, 1013904223, !dbg !76
  %115 = lshr i32 %114, 8, !dbg !77
  %116 = uitofp i32 %115 to float, !dbg !78
  %117 = tail call float @llvm.fmuladd.f32(float %116, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %118 = fmul float %117, 0x3FC99999A0000000, !dbg !80
  %119 = getelementptr inbounds float, ptr %45, i64 %112, !dbg !81
  store float %118, ptr %119, align 4, !dbg !82, !tbaa !63
  %120 = add nuw nsw i64 %102, 2, !dbg !83
  %121 = add i64 %104, 2, !dbg !72
  %122 = icmp eq i64 %121, %100, !dbg !72
  br i1 %122, label %123, label %101, !dbg !72, !llvm.loop !84

123:                                              ; preds = %101, %95
  %124 = phi i64 [ 0, %95 ], [ %120, %101 ]
  %125 = phi i32 [ %93, %95 ], [ %114, %101 ]
  %126 = icmp eq i64 %97, 0, !dbg !72
  br i1 %126, label %135, label %127, !dbg !72

127:                                              ; preds = %123
  %128 = mul i32 %125, 1664525, !dbg !75
  %129 = add i32 %128, 1013904223, !dbg !76
  %130 = lshr i32 %129, 8, !dbg !77
  %131 = uitofp i32 %130 to float, !dbg !78
  %132 = tail call float @llvm.fmuladd.f32(float %131, float 0x3E70000000000000, float -5.000000e-01), !dbg !79
  %133 = fmul float %132, 0x3FC99999A0000000, !dbg !80
  %134 = getelementptr inbounds float, ptr %45, i64 %124, !dbg !81
  store float %133, ptr %134, align 4, !dbg !82, !tbaa !63
  br label %135, !dbg !86

135:                                              ; preds = %127, %123, %92
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25) #10, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26) #10, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27) #10, !dbg !86
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #10, !dbg !86
  %136 = call i32 @cudaMalloc(ptr noundef nonnull %25, i64 noundef %41), !dbg !87
  %137 = call i32 @cudaMalloc(ptr noundef nonnull %26, i64 noundef %41), !dbg !88
  %138 = call i32 @cudaMalloc(ptr noundef nonnull %27, i64 noundef %44), !dbg !89
  %139 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %48), !dbg !90
  %140 = load ptr, ptr %25, align 8, !dbg !91, !tbaa !14
  %141 = call i32 @cudaMemcpy(ptr noundef %140, ptr noundef %42, i64 noundef %41, i32 noundef 1), !dbg !92
  %142 = load ptr, ptr %27, align 8, !dbg !93, !tbaa !14
  %143 = call i32 @cudaMemcpy(ptr noundef %142, ptr noundef %45, i64 noundef %44, i32 noundef 1), !dbg !94
  %144 = add nsw i32 %0, 31, !dbg !95
  %145 = sdiv i32 %144, 32, !dbg !96
  %146 = add nsw i32 %2, 31, !dbg !97
  %147 = sdiv i32 %146, 32, !dbg !98
  %148 = zext i32 %145 to i64, !dbg !99
  %149 = zext i32 %147 to i64, !dbg !103
  %150 = shl nuw i64 %149, 32, !dbg !103
  %151 = or i64 %150, %148, !dbg !103
  %152 = call i32 @__cudaPushCallConfiguration(i64 %151, i32 1, i64 34359738400, i32 1, i64 noundef 0, ptr noundef null), !dbg !104
  %153 = icmp eq i32 %152, 0, !dbg !104
  br i1 %153, label %154, label %170, !dbg !105

154:                                              ; preds = %135
  %155 = load ptr, ptr %25, align 8, !dbg !106, !tbaa !14
  %156 = load ptr, ptr %26, align 8, !dbg !107, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24)
  store ptr %155, ptr %16, align 8, !tbaa !14, !noalias !108
  store ptr %156, ptr %17, align 8, !tbaa !14, !noalias !108
  store i32 %2, ptr %18, align 4, !tbaa !18, !noalias !108
  store i32 %0, ptr %19, align 4, !tbaa !18, !noalias !108
  store ptr %16, ptr %24, align 16, !dbg !28, !noalias !108
  %157 = getelementptr inbounds ptr, ptr %24, i64 1, !dbg !28
  store ptr %17, ptr %157, align 8, !dbg !28, !noalias !108
  %158 = getelementptr inbounds ptr, ptr %24, i64 2, !dbg !28
  store ptr %18, ptr %158, align 16, !dbg !28, !noalias !108
  %159 = getelementptr inbounds ptr, ptr %24, i64 3, !dbg !28
  store ptr %19, ptr %159, align 8, !dbg !28, !noalias !108
  %160 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23), !dbg !28
  %161 = load i64, ptr %22, align 8, !dbg !28, !noalias !108
  %162 = load ptr, ptr %23, align 8, !dbg !28, !noalias !108
  %163 = load i64, ptr %20, align 8, !dbg !28, !noalias !108
  %164 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !28
  %165 = load i32, ptr %164, align 8, !dbg !28, !noalias !108
  %166 = load i64, ptr %21, align 8, !dbg !28, !noalias !108
  %167 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !28
  %168 = load i32, ptr %167, align 8, !dbg !28, !noalias !108
  %169 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__transposePKfPfii, i64 %163, i32 %165, i64 %166, i32 %168, ptr noundef nonnull %24, i64 noundef %161, ptr noundef %162), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !112
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !112
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19), !dbg !112
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !112
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21), !dbg !112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24), !dbg !112
  br label %170, !dbg !105

170:                                              ; preds = %154, %135
  %171 = add nsw i32 %1, 31, !dbg !113
  %172 = sdiv i32 %171, 32, !dbg !114
  %173 = zext i32 %172 to i64, !dbg !115
  %174 = shl nuw i64 %148, 32, !dbg !117
  %175 = or i64 %174, %173, !dbg !117
  %176 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !118
  %177 = icmp eq i32 %176, 0, !dbg !118
  br i1 %177, label %178, label %197, !dbg !119

178:                                              ; preds = %170
  %179 = load ptr, ptr %26, align 8, !dbg !120, !tbaa !14
  %180 = load ptr, ptr %27, align 8, !dbg !121, !tbaa !14
  %181 = load ptr, ptr %28, align 8, !dbg !122, !tbaa !14
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
  store ptr %179, ptr %5, align 8, !tbaa !14, !noalias !123
  store ptr %180, ptr %6, align 8, !tbaa !14, !noalias !123
  store ptr %181, ptr %7, align 8, !tbaa !14, !noalias !123
  store i32 %0, ptr %8, align 4, !tbaa !18, !noalias !123
  store i32 %1, ptr %9, align 4, !tbaa !18, !noalias !123
  store i32 %2, ptr %10, align 4, !tbaa !18, !noalias !123
  store ptr %5, ptr %15, align 16, !dbg !26, !noalias !123
  %182 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !26
  store ptr %6, ptr %182, align 8, !dbg !26, !noalias !123
  %183 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !26
  store ptr %7, ptr %183, align 16, !dbg !26, !noalias !123
  %184 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !26
  store ptr %8, ptr %184, align 8, !dbg !26, !noalias !123
  %185 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !26
  store ptr %9, ptr %185, align 16, !dbg !26, !noalias !123
  %186 = getelementptr inbounds ptr, ptr %15, i64 5, !dbg !26
  store ptr %10, ptr %186, align 8, !dbg !26, !noalias !123
  %187 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !26
  %188 = load i64, ptr %13, align 8, !dbg !26, !noalias !123
  %189 = load ptr, ptr %14, align 8, !dbg !26, !noalias !123
  %190 = load i64, ptr %11, align 8, !dbg !26, !noalias !123
  %191 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !26
  %192 = load i32, ptr %191, align 8, !dbg !26, !noalias !123
  %193 = load i64, ptr %12, align 8, !dbg !26, !noalias !123
  %194 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !26
  %195 = load i32, ptr %194, align 8, !dbg !26, !noalias !123
  %196 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %190, i32 %192, i64 %193, i32 %195, ptr noundef nonnull %15, i64 noundef %188, ptr noundef %189), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !128
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !128
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !128
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !128
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !128
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !128
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !128
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %15), !dbg !128
  br label %197, !dbg !119

197:                                              ; preds = %178, %170
  %198 = call i32 @cudaDeviceSynchronize(), !dbg !129
  %199 = load ptr, ptr %26, align 8, !dbg !130, !tbaa !14
  %200 = call i32 @cudaMemcpy(ptr noundef %46, ptr noundef %199, i64 noundef %41, i32 noundef 2), !dbg !131
  %201 = load ptr, ptr %28, align 8, !dbg !132, !tbaa !14
  %202 = call i32 @cudaMemcpy(ptr noundef %49, ptr noundef %201, i64 noundef %48, i32 noundef 2), !dbg !133
  %203 = icmp sgt i32 %0, 0, !dbg !134
  br i1 %203, label %204, label %262, !dbg !135

204:                                              ; preds = %197
  %205 = icmp sgt i32 %2, 0
  %206 = zext i32 %0 to i64, !dbg !135
  %207 = sext i32 %2 to i64, !dbg !135
  %208 = zext i32 %0 to i64, !dbg !134
  %209 = zext i32 %2 to i64
  br label %210, !dbg !135

210:                                              ; preds = %204, %228
  %211 = phi i64 [ 0, %204 ], [ %230, %228 ]
  %212 = phi i32 [ 0, %204 ], [ %229, %228 ]
  br i1 %205, label %213, label %228, !dbg !136

213:                                              ; preds = %210
  %214 = mul nsw i64 %211, %207
  %215 = trunc i64 %211 to i32
  br label %232, !dbg !136

216:                                              ; preds = %228
  br i1 %203, label %217, label %262, !dbg !137

217:                                              ; preds = %216
  %218 = icmp sgt i32 %1, 0
  %219 = icmp sgt i32 %2, 0
  %220 = zext i32 %0 to i64, !dbg !137
  %221 = sext i32 %1 to i64, !dbg !137
  %222 = zext i32 %0 to i64, !dbg !138
  %223 = zext i32 %1 to i64
  %224 = and i64 %209, 1
  %225 = icmp eq i32 %2, 1
  %226 = and i64 %209, 4294967294
  %227 = icmp eq i64 %224, 0
  br label %256, !dbg !137

228:                                              ; preds = %252, %210
  %229 = phi i32 [ %212, %210 ], [ %253, %252 ], !dbg !71
  %230 = add nuw nsw i64 %211, 1, !dbg !139
  %231 = icmp eq i64 %230, %208, !dbg !134
  br i1 %231, label %216, label %210, !dbg !135, !llvm.loop !140

232:                                              ; preds = %213, %252
  %233 = phi i64 [ 0, %213 ], [ %254, %252 ]
  %234 = phi i32 [ %212, %213 ], [ %253, %252 ]
  %235 = add nsw i64 %233, %214, !dbg !142
  %236 = getelementptr inbounds float, ptr %46, i64 %235, !dbg !143
  %237 = load float, ptr %236, align 4, !dbg !143, !tbaa !63
  %238 = mul nsw i64 %233, %206, !dbg !144
  %239 = add nuw nsw i64 %238, %211, !dbg !145
  %240 = getelementptr inbounds float, ptr %42, i64 %239, !dbg !146
  %241 = load float, ptr %240, align 4, !dbg !146, !tbaa !63
  %242 = fcmp une float %237, %241, !dbg !147
  br i1 %242, label %243, label %252, !dbg !143

243:                                              ; preds = %232
  %244 = icmp slt i32 %234, 5, !dbg !148
  br i1 %244, label %245, label %250, !dbg !149

245:                                              ; preds = %243
  %246 = fpext float %237 to double, !dbg !150
  %247 = fpext float %241 to double, !dbg !151
  %248 = trunc i64 %233 to i32, !dbg !152
  %249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %215, i32 noundef %248, double noundef %246, double noundef %247), !dbg !152
  br label %250, !dbg !152

250:                                              ; preds = %245, %243
  %251 = add nsw i32 %234, 1, !dbg !153
  br label %252, !dbg !141

252:                                              ; preds = %232, %250
  %253 = phi i32 [ %251, %250 ], [ %234, %232 ], !dbg !71
  %254 = add nuw nsw i64 %233, 1, !dbg !154
  %255 = icmp eq i64 %254, %209, !dbg !155
  br i1 %255, label %228, label %232, !dbg !136, !llvm.loop !156

256:                                              ; preds = %217, %280
  %257 = phi i64 [ 0, %217 ], [ %282, %280 ]
  %258 = phi i32 [ %229, %217 ], [ %281, %280 ]
  br i1 %218, label %259, label %280, !dbg !157

259:                                              ; preds = %256
  %260 = mul nsw i64 %257, %221
  %261 = trunc i64 %257 to i32
  br label %276, !dbg !157

262:                                              ; preds = %280, %197, %216
  %263 = phi i32 [ %229, %216 ], [ 0, %197 ], [ %281, %280 ], !dbg !158
  %264 = icmp ne i32 %263, 0, !dbg !159
  %265 = select i1 %264, ptr @.str.4, ptr @.str.5, !dbg !159
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %265, i32 noundef %263), !dbg !160
  %267 = load ptr, ptr %25, align 8, !dbg !161, !tbaa !14
  %268 = call i32 @cudaFree(ptr noundef %267), !dbg !162
  %269 = load ptr, ptr %26, align 8, !dbg !163, !tbaa !14
  %270 = call i32 @cudaFree(ptr noundef %269), !dbg !164
  %271 = load ptr, ptr %27, align 8, !dbg !165, !tbaa !14
  %272 = call i32 @cudaFree(ptr noundef %271), !dbg !166
  %273 = load ptr, ptr %28, align 8, !dbg !167, !tbaa !14
  %274 = call i32 @cudaFree(ptr noundef %273), !dbg !168
  call void @free(ptr noundef %42) #10, !dbg !169
  call void @free(ptr noundef %45) #10, !dbg !170
  call void @free(ptr noundef %46) #10, !dbg !171
  call void @free(ptr noundef %49) #10, !dbg !172
  %275 = zext i1 %264 to i32, !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #10, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27) #10, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26) #10, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25) #10, !dbg !174
  br label %348

276:                                              ; preds = %259, %344
  %277 = phi i64 [ 0, %259 ], [ %346, %344 ]
  %278 = phi i32 [ %258, %259 ], [ %345, %344 ]
  br i1 %219, label %279, label %298, !dbg !175

279:                                              ; preds = %276
  br i1 %225, label %284, label %309, !dbg !175

280:                                              ; preds = %344, %256
  %281 = phi i32 [ %258, %256 ], [ %345, %344 ], !dbg !158
  %282 = add nuw nsw i64 %257, 1, !dbg !176
  %283 = icmp eq i64 %282, %222, !dbg !138
  br i1 %283, label %262, label %256, !dbg !137, !llvm.loop !177

284:                                              ; preds = %309, %279
  %285 = phi float [ undef, %279 ], [ %331, %309 ]
  %286 = phi i64 [ 0, %279 ], [ %332, %309 ]
  %287 = phi float [ 0.000000e+00, %279 ], [ %331, %309 ]
  br i1 %227, label %298, label %288, !dbg !175

288:                                              ; preds = %284
  %289 = mul nsw i64 %286, %220, !dbg !179
  %290 = add nuw nsw i64 %289, %257, !dbg !180
  %291 = getelementptr inbounds float, ptr %42, i64 %290, !dbg !181
  %292 = load float, ptr %291, align 4, !dbg !181, !tbaa !63
  %293 = mul nsw i64 %286, %221, !dbg !182
  %294 = add nsw i64 %293, %277, !dbg !183
  %295 = getelementptr inbounds float, ptr %45, i64 %294, !dbg !184
  %296 = load float, ptr %295, align 4, !dbg !184, !tbaa !63
  %297 = call float @llvm.fmuladd.f32(float %292, float %296, float %287), !dbg !185
  br label %298, !dbg !186

298:                                              ; preds = %288, %284, %276
  %299 = phi float [ 0.000000e+00, %276 ], [ %285, %284 ], [ %297, %288 ], !dbg !71
  %300 = add nsw i64 %277, %260, !dbg !186
  %301 = getelementptr inbounds float, ptr %49, i64 %300, !dbg !187
  %302 = load float, ptr %301, align 4, !dbg !187, !tbaa !63
  %303 = fsub float %302, %299, !dbg !188
  %304 = call float @llvm.fabs.f32(float %303), !dbg !189
  %305 = call float @llvm.fabs.f32(float %299), !dbg !190
  %306 = fadd float %305, 1.000000e+00, !dbg !191
  %307 = fmul float %306, 0x3F50624DE0000000, !dbg !192
  %308 = fcmp ugt float %304, %307, !dbg !193
  br i1 %308, label %335, label %344, !dbg !194

309:                                              ; preds = %279, %309
  %310 = phi i64 [ %332, %309 ], [ 0, %279 ]
  %311 = phi float [ %331, %309 ], [ 0.000000e+00, %279 ]
  %312 = phi i64 [ %333, %309 ], [ 0, %279 ]
  %313 = mul nsw i64 %310, %220, !dbg !179
  %314 = add nuw nsw i64 %313, %257, !dbg !180
  %315 = getelementptr inbounds float, ptr %42, i64 %314, !dbg !181
  %316 = load float, ptr %315, align 4, !dbg !181, !tbaa !63
  %317 = mul nsw i64 %310, %221, !dbg !182
  %318 = add nsw i64 %317, %277, !dbg !183
  %319 = getelementptr inbounds float, ptr %45, i64 %318, !dbg !184
  %320 = load float, ptr %319, align 4, !dbg !184, !tbaa !63
  %321 = call float @llvm.fmuladd.f32(float %316, float %320, float %311), !dbg !185
  %322 = or i64 %310, 1, !dbg !195
  %323 = mul nsw i64 %322, %220, !dbg !179
  %324 = add nuw nsw i64 %323, %257, !dbg !180
  %325 = getelementptr inbounds float, ptr %42, i64 %324, !dbg !181
  %326 = load float, ptr %325, align 4, !dbg !181, !tbaa !63
  %327 = mul nsw i64 %322, %221, !dbg !182
  %328 = add nsw i64 %327, %277, !dbg !183
  %329 = getelementptr inbounds float, ptr %45, i64 %328, !dbg !184
  %330 = load float, ptr %329, align 4, !dbg !184, !tbaa !63
  %331 = call float @llvm.fmuladd.f32(float %326, float %330, float %321), !dbg !185
  %332 = add nuw nsw i64 %310, 2, !dbg !195
  %333 = add i64 %312, 2, !dbg !175
  %334 = icmp eq i64 %333, %226, !dbg !175
  br i1 %334, label %284, label %309, !dbg !175, !llvm.loop !196

335:                                              ; preds = %298
  %336 = icmp slt i32 %278, 5, !dbg !198
  br i1 %336, label %337, label %342, !dbg !199

337:                                              ; preds = %335
  %338 = fpext float %302 to double, !dbg !200
  %339 = fpext float %299 to double, !dbg !201
  %340 = trunc i64 %277 to i32, !dbg !202
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %261, i32 noundef %340, double noundef %338, double noundef %339), !dbg !202
  br label %342, !dbg !202

342:                                              ; preds = %337, %335
  %343 = add nsw i32 %278, 1, !dbg !203
  br label %344, !dbg !204

344:                                              ; preds = %342, %298
  %345 = phi i32 [ %278, %298 ], [ %343, %342 ], !dbg !71
  %346 = add nuw nsw i64 %277, 1, !dbg !205
  %347 = icmp eq i64 %346, %223, !dbg !206
  br i1 %347, label %280, label %276, !dbg !157, !llvm.loop !207

348:                                              ; preds = %262, %34
  %349 = phi i32 [ 1, %34 ], [ %275, %262 ], !dbg !71
  ret i32 %349, !dbg !174
}

; Function Attrs: nofree nounwind
declare !dbg !208 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !210 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !212 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !214 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !215 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !217 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !218 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !219 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !220 {
  %1 = tail call i32 @run_transpose_gemm(i32 noundef 384, i32 noundef 768, i32 noundef 768, i32 noundef 1), !dbg !221, !range !222
  ret i32 %1, !dbg !223
}

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/transpose_gemm.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "eb601152d7e9ab957f534a49f720fb4a")
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
!22 = distinct !DISubprogram(name: "transpose", scope: !8, file: !8, line: 23, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 24, column: 37, scope: !22)
!24 = !DILocation(line: 35, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "run_transpose_gemm", scope: !8, file: !8, line: 39, type: !12, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !27)
!27 = distinct !DILocation(line: 66, column: 5, scope: !25)
!28 = !DILocation(line: 24, column: 37, scope: !22, inlinedAt: !29)
!29 = distinct !DILocation(line: 63, column: 5, scope: !25)
!30 = !DILocation(line: 40, column: 11, scope: !25)
!31 = !DILocation(line: 40, column: 16, scope: !25)
!32 = !DILocation(line: 41, column: 9, scope: !25)
!33 = !DILocation(line: 42, column: 9, scope: !25)
!34 = !DILocation(line: 45, column: 16, scope: !25)
!35 = !DILocation(line: 45, column: 28, scope: !25)
!36 = !DILocation(line: 45, column: 40, scope: !25)
!37 = !DILocation(line: 46, column: 34, scope: !25)
!38 = !DILocation(line: 46, column: 37, scope: !25)
!39 = !DILocation(line: 46, column: 27, scope: !25)
!40 = !DILocation(line: 47, column: 33, scope: !25)
!41 = !DILocation(line: 47, column: 36, scope: !25)
!42 = !DILocation(line: 47, column: 26, scope: !25)
!43 = !DILocation(line: 48, column: 26, scope: !25)
!44 = !DILocation(line: 49, column: 33, scope: !25)
!45 = !DILocation(line: 49, column: 36, scope: !25)
!46 = !DILocation(line: 49, column: 26, scope: !25)
!47 = !DILocation(line: 11, column: 23, scope: !48, inlinedAt: !50)
!48 = distinct !DISubprogram(name: "fill", scope: !49, file: !49, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!49 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!50 = distinct !DILocation(line: 50, column: 5, scope: !25)
!51 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !50)
!52 = !DILocation(line: 6, column: 14, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "lcg_uniform", scope: !49, file: !49, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!54 = distinct !DILocation(line: 11, column: 48, scope: !48, inlinedAt: !50)
!55 = !DILocation(line: 6, column: 21, scope: !53, inlinedAt: !54)
!56 = !DILocation(line: 6, column: 32, scope: !53, inlinedAt: !54)
!57 = !DILocation(line: 7, column: 27, scope: !53, inlinedAt: !54)
!58 = !DILocation(line: 7, column: 19, scope: !53, inlinedAt: !54)
!59 = !DILocation(line: 7, column: 56, scope: !53, inlinedAt: !54)
!60 = !DILocation(line: 11, column: 46, scope: !48, inlinedAt: !50)
!61 = !DILocation(line: 11, column: 33, scope: !48, inlinedAt: !50)
!62 = !DILocation(line: 11, column: 38, scope: !48, inlinedAt: !50)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !16, i64 0}
!65 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !50)
!66 = distinct !{!66, !51, !67, !68}
!67 = !DILocation(line: 11, column: 65, scope: !48, inlinedAt: !50)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 11, column: 23, scope: !48, inlinedAt: !70)
!70 = distinct !DILocation(line: 51, column: 5, scope: !25)
!71 = !DILocation(line: 0, scope: !25)
!72 = !DILocation(line: 11, column: 5, scope: !48, inlinedAt: !70)
!73 = !DILocation(line: 6, column: 14, scope: !53, inlinedAt: !74)
!74 = distinct !DILocation(line: 11, column: 48, scope: !48, inlinedAt: !70)
!75 = !DILocation(line: 6, column: 21, scope: !53, inlinedAt: !74)
!76 = !DILocation(line: 6, column: 32, scope: !53, inlinedAt: !74)
!77 = !DILocation(line: 7, column: 27, scope: !53, inlinedAt: !74)
!78 = !DILocation(line: 7, column: 19, scope: !53, inlinedAt: !74)
!79 = !DILocation(line: 7, column: 56, scope: !53, inlinedAt: !74)
!80 = !DILocation(line: 11, column: 46, scope: !48, inlinedAt: !70)
!81 = !DILocation(line: 11, column: 33, scope: !48, inlinedAt: !70)
!82 = !DILocation(line: 11, column: 38, scope: !48, inlinedAt: !70)
!83 = !DILocation(line: 11, column: 28, scope: !48, inlinedAt: !70)
!84 = distinct !{!84, !72, !85, !68}
!85 = !DILocation(line: 11, column: 65, scope: !48, inlinedAt: !70)
!86 = !DILocation(line: 53, column: 5, scope: !25)
!87 = !DILocation(line: 54, column: 5, scope: !25)
!88 = !DILocation(line: 55, column: 5, scope: !25)
!89 = !DILocation(line: 56, column: 5, scope: !25)
!90 = !DILocation(line: 57, column: 5, scope: !25)
!91 = !DILocation(line: 58, column: 16, scope: !25)
!92 = !DILocation(line: 58, column: 5, scope: !25)
!93 = !DILocation(line: 59, column: 16, scope: !25)
!94 = !DILocation(line: 59, column: 5, scope: !25)
!95 = !DILocation(line: 62, column: 31, scope: !25)
!96 = !DILocation(line: 62, column: 36, scope: !25)
!97 = !DILocation(line: 62, column: 60, scope: !25)
!98 = !DILocation(line: 62, column: 65, scope: !25)
!99 = !DILocation(line: 423, column: 105, scope: !100, inlinedAt: !102)
!100 = distinct !DISubprogram(name: "dim3", scope: !101, file: !101, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!101 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!102 = distinct !DILocation(line: 62, column: 10, scope: !25)
!103 = !DILocation(line: 423, column: 112, scope: !100, inlinedAt: !102)
!104 = !DILocation(line: 63, column: 14, scope: !25)
!105 = !DILocation(line: 63, column: 5, scope: !25)
!106 = !DILocation(line: 63, column: 38, scope: !25)
!107 = !DILocation(line: 63, column: 43, scope: !25)
!108 = !{!109, !111}
!109 = distinct !{!109, !110, !"_Z24__device_stub__transposePKfPfii: argument 0"}
!110 = distinct !{!110, !"_Z24__device_stub__transposePKfPfii"}
!111 = distinct !{!111, !110, !"_Z24__device_stub__transposePKfPfii: argument 1"}
!112 = !DILocation(line: 35, column: 1, scope: !22, inlinedAt: !29)
!113 = !DILocation(line: 65, column: 35, scope: !25)
!114 = !DILocation(line: 65, column: 40, scope: !25)
!115 = !DILocation(line: 423, column: 105, scope: !100, inlinedAt: !116)
!116 = distinct !DILocation(line: 65, column: 10, scope: !25)
!117 = !DILocation(line: 423, column: 112, scope: !100, inlinedAt: !116)
!118 = !DILocation(line: 66, column: 15, scope: !25)
!119 = !DILocation(line: 66, column: 5, scope: !25)
!120 = !DILocation(line: 66, column: 43, scope: !25)
!121 = !DILocation(line: 66, column: 47, scope: !25)
!122 = !DILocation(line: 66, column: 51, scope: !25)
!123 = !{!124, !126, !127}
!124 = distinct !{!124, !125, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!125 = distinct !{!125, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!126 = distinct !{!126, !125, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!127 = distinct !{!127, !125, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!128 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !27)
!129 = !DILocation(line: 67, column: 5, scope: !25)
!130 = !DILocation(line: 68, column: 20, scope: !25)
!131 = !DILocation(line: 68, column: 5, scope: !25)
!132 = !DILocation(line: 69, column: 20, scope: !25)
!133 = !DILocation(line: 69, column: 5, scope: !25)
!134 = !DILocation(line: 72, column: 23, scope: !25)
!135 = !DILocation(line: 72, column: 5, scope: !25)
!136 = !DILocation(line: 73, column: 9, scope: !25)
!137 = !DILocation(line: 78, column: 5, scope: !25)
!138 = !DILocation(line: 78, column: 23, scope: !25)
!139 = !DILocation(line: 72, column: 28, scope: !25)
!140 = distinct !{!140, !135, !141, !68}
!141 = !DILocation(line: 77, column: 13, scope: !25)
!142 = !DILocation(line: 74, column: 26, scope: !25)
!143 = !DILocation(line: 74, column: 17, scope: !25)
!144 = !DILocation(line: 74, column: 40, scope: !25)
!145 = !DILocation(line: 74, column: 44, scope: !25)
!146 = !DILocation(line: 74, column: 34, scope: !25)
!147 = !DILocation(line: 74, column: 31, scope: !25)
!148 = !DILocation(line: 75, column: 25, scope: !25)
!149 = !DILocation(line: 75, column: 21, scope: !25)
!150 = !DILocation(line: 75, column: 92, scope: !25)
!151 = !DILocation(line: 75, column: 107, scope: !25)
!152 = !DILocation(line: 75, column: 30, scope: !25)
!153 = !DILocation(line: 76, column: 17, scope: !25)
!154 = !DILocation(line: 73, column: 32, scope: !25)
!155 = !DILocation(line: 73, column: 27, scope: !25)
!156 = distinct !{!156, !136, !141, !68}
!157 = !DILocation(line: 79, column: 9, scope: !25)
!158 = !DILocation(line: 71, column: 9, scope: !25)
!159 = !DILocation(line: 88, column: 76, scope: !25)
!160 = !DILocation(line: 88, column: 5, scope: !25)
!161 = !DILocation(line: 90, column: 14, scope: !25)
!162 = !DILocation(line: 90, column: 5, scope: !25)
!163 = !DILocation(line: 90, column: 29, scope: !25)
!164 = !DILocation(line: 90, column: 20, scope: !25)
!165 = !DILocation(line: 90, column: 43, scope: !25)
!166 = !DILocation(line: 90, column: 34, scope: !25)
!167 = !DILocation(line: 90, column: 57, scope: !25)
!168 = !DILocation(line: 90, column: 48, scope: !25)
!169 = !DILocation(line: 91, column: 5, scope: !25)
!170 = !DILocation(line: 91, column: 16, scope: !25)
!171 = !DILocation(line: 91, column: 26, scope: !25)
!172 = !DILocation(line: 91, column: 36, scope: !25)
!173 = !DILocation(line: 92, column: 12, scope: !25)
!174 = !DILocation(line: 93, column: 1, scope: !25)
!175 = !DILocation(line: 81, column: 13, scope: !25)
!176 = !DILocation(line: 78, column: 28, scope: !25)
!177 = distinct !{!177, !137, !178, !68}
!178 = !DILocation(line: 87, column: 9, scope: !25)
!179 = !DILocation(line: 81, column: 54, scope: !25)
!180 = !DILocation(line: 81, column: 58, scope: !25)
!181 = !DILocation(line: 81, column: 48, scope: !25)
!182 = !DILocation(line: 81, column: 70, scope: !25)
!183 = !DILocation(line: 81, column: 74, scope: !25)
!184 = !DILocation(line: 81, column: 65, scope: !25)
!185 = !DILocation(line: 81, column: 45, scope: !25)
!186 = !DILocation(line: 82, column: 34, scope: !25)
!187 = !DILocation(line: 82, column: 25, scope: !25)
!188 = !DILocation(line: 83, column: 29, scope: !25)
!189 = !DILocation(line: 83, column: 19, scope: !25)
!190 = !DILocation(line: 83, column: 55, scope: !25)
!191 = !DILocation(line: 83, column: 53, scope: !25)
!192 = !DILocation(line: 83, column: 45, scope: !25)
!193 = !DILocation(line: 83, column: 36, scope: !25)
!194 = !DILocation(line: 83, column: 17, scope: !25)
!195 = !DILocation(line: 81, column: 36, scope: !25)
!196 = distinct !{!196, !175, !197, !68}
!197 = !DILocation(line: 81, column: 77, scope: !25)
!198 = !DILocation(line: 84, column: 25, scope: !25)
!199 = !DILocation(line: 84, column: 21, scope: !25)
!200 = !DILocation(line: 84, column: 92, scope: !25)
!201 = !DILocation(line: 84, column: 97, scope: !25)
!202 = !DILocation(line: 84, column: 30, scope: !25)
!203 = !DILocation(line: 85, column: 17, scope: !25)
!204 = !DILocation(line: 86, column: 13, scope: !25)
!205 = !DILocation(line: 79, column: 32, scope: !25)
!206 = !DILocation(line: 79, column: 27, scope: !25)
!207 = distinct !{!207, !157, !178, !68}
!208 = !DISubprogram(name: "printf", scope: !209, file: !209, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!209 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!210 = !DISubprogram(name: "malloc", scope: !211, file: !211, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!211 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!212 = !DISubprogram(name: "cudaMalloc", scope: !213, file: !213, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!213 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!214 = !DISubprogram(name: "cudaMemcpy", scope: !213, file: !213, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!215 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !216, file: !216, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!216 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!217 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !213, file: !213, line: 329, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!218 = !DISubprogram(name: "cudaFree", scope: !213, file: !213, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!219 = !DISubprogram(name: "free", scope: !211, file: !211, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!220 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 95, type: !12, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!221 = !DILocation(line: 95, column: 21, scope: !220)
!222 = !{i32 0, i32 2}
!223 = !DILocation(line: 95, column: 14, scope: !220)
