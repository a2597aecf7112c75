; ModuleID = 'samples/cuda/small_gemms.cu'
source_filename = "samples/cuda/small_gemms.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [26 x i8] c"small_gemms: bad size %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"small_gemms size=%d: %s\0A\00", align 1
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
define dso_local void @_Z27__device_stub__sum_requestsPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !22 {
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
  %11 = alloca [3 x ptr], align 16, !dbg !23
  store ptr %4, ptr %11, align 16, !dbg !23
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !23
  store ptr %5, ptr %12, align 8, !dbg !23
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !23
  store ptr %6, ptr %13, align 16, !dbg !23
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !23
  %15 = load i64, ptr %9, align 8, !dbg !23
  %16 = load ptr, ptr %10, align 8, !dbg !23
  %17 = load i64, ptr %7, align 8, !dbg !23
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !23
  %19 = load i32, ptr %18, align 8, !dbg !23
  %20 = load i64, ptr %8, align 8, !dbg !23
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !23
  %22 = load i32, ptr %21, align 8, !dbg !23
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__sum_requestsPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: uwtable
define dso_local i32 @run_small_gemms(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !25 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [3 x ptr], align 16, !dbg !26
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [6 x ptr], align 16, !dbg !28
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [6 x ptr], align 16, !dbg !30
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca %struct.dim3, align 8
  %41 = alloca %struct.dim3, align 8
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca [6 x ptr], align 16, !dbg !32
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca %struct.dim3, align 8
  %52 = alloca %struct.dim3, align 8
  %53 = alloca i64, align 8
  %54 = alloca ptr, align 8
  %55 = alloca [6 x ptr], align 16, !dbg !34
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca %struct.dim3, align 8
  %63 = alloca %struct.dim3, align 8
  %64 = alloca i64, align 8
  %65 = alloca ptr, align 8
  %66 = alloca [6 x ptr], align 16, !dbg !36
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca %struct.dim3, align 8
  %74 = alloca %struct.dim3, align 8
  %75 = alloca i64, align 8
  %76 = alloca ptr, align 8
  %77 = alloca [6 x ptr], align 16, !dbg !38
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca %struct.dim3, align 8
  %85 = alloca %struct.dim3, align 8
  %86 = alloca i64, align 8
  %87 = alloca ptr, align 8
  %88 = alloca [6 x ptr], align 16, !dbg !40
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca ptr, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca %struct.dim3, align 8
  %96 = alloca %struct.dim3, align 8
  %97 = alloca i64, align 8
  %98 = alloca ptr, align 8
  %99 = alloca [6 x ptr], align 16, !dbg !42
  %100 = alloca ptr, align 8
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = icmp slt i32 %0, 1, !dbg !44
  br i1 %104, label %105, label %107, !dbg !45

105:                                              ; preds = %3
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0), !dbg !46
  br label %507, !dbg !47

107:                                              ; preds = %3
  %108 = mul nsw i32 %0, %0, !dbg !48
  %109 = shl nsw i32 %108, 3, !dbg !49
  %110 = zext i32 %109 to i64, !dbg !50
  %111 = shl nuw nsw i64 %110, 2, !dbg !51
  %112 = tail call noalias ptr @malloc(i64 noundef %111) #10, !dbg !52
  %113 = tail call noalias ptr @malloc(i64 noundef %111) #10, !dbg !53
  %114 = zext i32 %108 to i64, !dbg !54
  %115 = shl nuw nsw i64 %114, 2, !dbg !55
  %116 = tail call noalias ptr @malloc(i64 noundef %115) #10, !dbg !56
  br label %117, !dbg !57

117:                                              ; preds = %117, %107
  %118 = phi i64 [ 0, %107 ], [ %133, %117 ], !dbg !61
  %119 = phi i32 [ %1, %107 ], [ %128, %117 ], !dbg !61
  %120 = mul i32 %119, 1664525, !dbg !64
  %121 = add i32 %120, 1013904223, !dbg !65
  %122 = lshr i32 %121, 8, !dbg !66
  %123 = uitofp i32 %122 to float, !dbg !67
  %124 = tail call float @llvm.fmuladd.f32(float %123, float 0x3E70000000000000, float -5.000000e-01), !dbg !68
  %125 = getelementptr inbounds float, ptr %112, i64 %118, !dbg !69
  store float %124, ptr %125, align 4, !dbg !70, !tbaa !71
  %126 = or i64 %118, 1, !dbg !73
  %127 = mul i32 %121, 1664525, !dbg !64
  %128 = add i32 %127, 1013904223, !dbg !65
  %129 = lshr i32 %128, 8, !dbg !66
  %130 = uitofp i32 %129 to float, !dbg !67
  %131 = tail call float @llvm.fmuladd.f32(float %130, float 0x3E70000000000000, float -5.000000e-01), !dbg !68
  %132 = getelementptr inbounds float, ptr %112, i64 %126, !dbg !69
  store float %131, ptr %132, align 4, !dbg !70, !tbaa !71
  %133 = add nuw nsw i64 %118, 2, !dbg !73
  %134 = icmp eq i64 %133, %110, !dbg !74
  br i1 %134, label %135, label %117, !dbg !57, !llvm.loop !75

135:                                              ; preds = %117, %135
  %136 = phi i64 [ %151, %135 ], [ 0, %117 ], !dbg !78
  %137 = phi i32 [ %146, %135 ], [ %128, %117 ], !dbg !78
  %138 = mul i32 %137, 1664525, !dbg !81
  %139 = add i32 %138, 1013904223, !dbg !82
  %140 = lshr i32 %139, 8, !dbg !83
  %141 = uitofp i32 %140 to float, !dbg !84
  %142 = tail call float @llvm.fmuladd.f32(float %141, float 0x3E70000000000000, float -5.000000e-01), !dbg !85
  %143 = getelementptr inbounds float, ptr %113, i64 %136, !dbg !86
  store float %142, ptr %143, align 4, !dbg !87, !tbaa !71
  %144 = or i64 %136, 1, !dbg !88
  %145 = mul i32 %139, 1664525, !dbg !81
  %146 = add i32 %145, 1013904223, !dbg !82
  %147 = lshr i32 %146, 8, !dbg !83
  %148 = uitofp i32 %147 to float, !dbg !84
  %149 = tail call float @llvm.fmuladd.f32(float %148, float 0x3E70000000000000, float -5.000000e-01), !dbg !85
  %150 = getelementptr inbounds float, ptr %113, i64 %144, !dbg !86
  store float %149, ptr %150, align 4, !dbg !87, !tbaa !71
  %151 = add nuw nsw i64 %136, 2, !dbg !88
  %152 = icmp eq i64 %151, %110, !dbg !89
  br i1 %152, label %153, label %135, !dbg !90, !llvm.loop !91

153:                                              ; preds = %135
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100) #11, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101) #11, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102) #11, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103) #11, !dbg !93
  %154 = call i32 @cudaMalloc(ptr noundef nonnull %100, i64 noundef %111), !dbg !94
  %155 = call i32 @cudaMalloc(ptr noundef nonnull %101, i64 noundef %111), !dbg !95
  %156 = call i32 @cudaMalloc(ptr noundef nonnull %102, i64 noundef %111), !dbg !96
  %157 = call i32 @cudaMalloc(ptr noundef nonnull %103, i64 noundef %115), !dbg !97
  %158 = load ptr, ptr %100, align 8, !dbg !98, !tbaa !14
  %159 = call i32 @cudaMemcpy(ptr noundef %158, ptr noundef %112, i64 noundef %111, i32 noundef 1), !dbg !99
  %160 = load ptr, ptr %101, align 8, !dbg !100, !tbaa !14
  %161 = call i32 @cudaMemcpy(ptr noundef %160, ptr noundef nonnull %113, i64 noundef %111, i32 noundef 1), !dbg !101
  %162 = add nsw i32 %0, 31, !dbg !102
  %163 = sdiv i32 %162, 32, !dbg !103
  %164 = zext i32 %163 to i64, !dbg !104
  %165 = mul nuw i64 %164, 4294967297, !dbg !108
  %166 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !109
  %167 = icmp eq i32 %166, 0, !dbg !109
  br i1 %167, label %168, label %187, !dbg !110

168:                                              ; preds = %153
  %169 = load ptr, ptr %100, align 8, !dbg !111, !tbaa !14
  %170 = load ptr, ptr %101, align 8, !dbg !112, !tbaa !14
  %171 = load ptr, ptr %102, align 8, !dbg !113, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %96)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %99)
  store ptr %169, ptr %89, align 8, !tbaa !14, !noalias !114
  store ptr %170, ptr %90, align 8, !tbaa !14, !noalias !114
  store ptr %171, ptr %91, align 8, !tbaa !14, !noalias !114
  store i32 %0, ptr %92, align 4, !tbaa !18, !noalias !114
  store i32 %0, ptr %93, align 4, !tbaa !18, !noalias !114
  store i32 %0, ptr %94, align 4, !tbaa !18, !noalias !114
  store ptr %89, ptr %99, align 16, !dbg !42, !noalias !114
  %172 = getelementptr inbounds ptr, ptr %99, i64 1, !dbg !42
  store ptr %90, ptr %172, align 8, !dbg !42, !noalias !114
  %173 = getelementptr inbounds ptr, ptr %99, i64 2, !dbg !42
  store ptr %91, ptr %173, align 16, !dbg !42, !noalias !114
  %174 = getelementptr inbounds ptr, ptr %99, i64 3, !dbg !42
  store ptr %92, ptr %174, align 8, !dbg !42, !noalias !114
  %175 = getelementptr inbounds ptr, ptr %99, i64 4, !dbg !42
  store ptr %93, ptr %175, align 16, !dbg !42, !noalias !114
  %176 = getelementptr inbounds ptr, ptr %99, i64 5, !dbg !42
  store ptr %94, ptr %176, align 8, !dbg !42, !noalias !114
  %177 = call i32 @__cudaPopCallConfiguration(ptr nonnull %95, ptr nonnull %96, ptr nonnull %97, ptr nonnull %98), !dbg !42
  %178 = load i64, ptr %97, align 8, !dbg !42, !noalias !114
  %179 = load ptr, ptr %98, align 8, !dbg !42, !noalias !114
  %180 = load i64, ptr %95, align 8, !dbg !42, !noalias !114
  %181 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !42
  %182 = load i32, ptr %181, align 8, !dbg !42, !noalias !114
  %183 = load i64, ptr %96, align 8, !dbg !42, !noalias !114
  %184 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !42
  %185 = load i32, ptr %184, align 8, !dbg !42, !noalias !114
  %186 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %180, i32 %182, i64 %183, i32 %185, ptr noundef nonnull %99, i64 noundef %178, ptr noundef %179), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89), !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90), !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91), !dbg !119
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %92), !dbg !119
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %93), !dbg !119
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %94), !dbg !119
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %95), !dbg !119
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %96), !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97), !dbg !119
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98), !dbg !119
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %99), !dbg !119
  br label %187, !dbg !110

187:                                              ; preds = %168, %153
  %188 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !120
  %189 = icmp eq i32 %188, 0, !dbg !120
  br i1 %189, label %190, label %212, !dbg !121

190:                                              ; preds = %187
  %191 = load ptr, ptr %100, align 8, !dbg !122, !tbaa !14
  %192 = getelementptr inbounds float, ptr %191, i64 %114, !dbg !123
  %193 = load ptr, ptr %101, align 8, !dbg !124, !tbaa !14
  %194 = getelementptr inbounds float, ptr %193, i64 %114, !dbg !125
  %195 = load ptr, ptr %102, align 8, !dbg !126, !tbaa !14
  %196 = getelementptr inbounds float, ptr %195, i64 %114, !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %88)
  store ptr %192, ptr %78, align 8, !tbaa !14, !noalias !128
  store ptr %194, ptr %79, align 8, !tbaa !14, !noalias !128
  store ptr %196, ptr %80, align 8, !tbaa !14, !noalias !128
  store i32 %0, ptr %81, align 4, !tbaa !18, !noalias !128
  store i32 %0, ptr %82, align 4, !tbaa !18, !noalias !128
  store i32 %0, ptr %83, align 4, !tbaa !18, !noalias !128
  store ptr %78, ptr %88, align 16, !dbg !40, !noalias !128
  %197 = getelementptr inbounds ptr, ptr %88, i64 1, !dbg !40
  store ptr %79, ptr %197, align 8, !dbg !40, !noalias !128
  %198 = getelementptr inbounds ptr, ptr %88, i64 2, !dbg !40
  store ptr %80, ptr %198, align 16, !dbg !40, !noalias !128
  %199 = getelementptr inbounds ptr, ptr %88, i64 3, !dbg !40
  store ptr %81, ptr %199, align 8, !dbg !40, !noalias !128
  %200 = getelementptr inbounds ptr, ptr %88, i64 4, !dbg !40
  store ptr %82, ptr %200, align 16, !dbg !40, !noalias !128
  %201 = getelementptr inbounds ptr, ptr %88, i64 5, !dbg !40
  store ptr %83, ptr %201, align 8, !dbg !40, !noalias !128
  %202 = call i32 @__cudaPopCallConfiguration(ptr nonnull %84, ptr nonnull %85, ptr nonnull %86, ptr nonnull %87), !dbg !40
  %203 = load i64, ptr %86, align 8, !dbg !40, !noalias !128
  %204 = load ptr, ptr %87, align 8, !dbg !40, !noalias !128
  %205 = load i64, ptr %84, align 8, !dbg !40, !noalias !128
  %206 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !40
  %207 = load i32, ptr %206, align 8, !dbg !40, !noalias !128
  %208 = load i64, ptr %85, align 8, !dbg !40, !noalias !128
  %209 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !40
  %210 = load i32, ptr %209, align 8, !dbg !40, !noalias !128
  %211 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %205, i32 %207, i64 %208, i32 %210, ptr noundef nonnull %88, i64 noundef %203, ptr noundef %204), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80), !dbg !133
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %81), !dbg !133
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %82), !dbg !133
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %83), !dbg !133
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %84), !dbg !133
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %85), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %86), !dbg !133
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87), !dbg !133
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %88), !dbg !133
  br label %212, !dbg !121

212:                                              ; preds = %190, %187
  %213 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !134
  %214 = icmp eq i32 %213, 0, !dbg !134
  br i1 %214, label %215, label %239, !dbg !135

215:                                              ; preds = %212
  %216 = load ptr, ptr %100, align 8, !dbg !136, !tbaa !14
  %217 = shl nuw nsw i32 %108, 1, !dbg !137
  %218 = zext i32 %217 to i64, !dbg !138
  %219 = getelementptr inbounds float, ptr %216, i64 %218, !dbg !138
  %220 = load ptr, ptr %101, align 8, !dbg !139, !tbaa !14
  %221 = getelementptr inbounds float, ptr %220, i64 %218, !dbg !140
  %222 = load ptr, ptr %102, align 8, !dbg !141, !tbaa !14
  %223 = getelementptr inbounds float, ptr %222, i64 %218, !dbg !142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %77)
  store ptr %219, ptr %67, align 8, !tbaa !14, !noalias !143
  store ptr %221, ptr %68, align 8, !tbaa !14, !noalias !143
  store ptr %223, ptr %69, align 8, !tbaa !14, !noalias !143
  store i32 %0, ptr %70, align 4, !tbaa !18, !noalias !143
  store i32 %0, ptr %71, align 4, !tbaa !18, !noalias !143
  store i32 %0, ptr %72, align 4, !tbaa !18, !noalias !143
  store ptr %67, ptr %77, align 16, !dbg !38, !noalias !143
  %224 = getelementptr inbounds ptr, ptr %77, i64 1, !dbg !38
  store ptr %68, ptr %224, align 8, !dbg !38, !noalias !143
  %225 = getelementptr inbounds ptr, ptr %77, i64 2, !dbg !38
  store ptr %69, ptr %225, align 16, !dbg !38, !noalias !143
  %226 = getelementptr inbounds ptr, ptr %77, i64 3, !dbg !38
  store ptr %70, ptr %226, align 8, !dbg !38, !noalias !143
  %227 = getelementptr inbounds ptr, ptr %77, i64 4, !dbg !38
  store ptr %71, ptr %227, align 16, !dbg !38, !noalias !143
  %228 = getelementptr inbounds ptr, ptr %77, i64 5, !dbg !38
  store ptr %72, ptr %228, align 8, !dbg !38, !noalias !143
  %229 = call i32 @__cudaPopCallConfiguration(ptr nonnull %73, ptr nonnull %74, ptr nonnull %75, ptr nonnull %76), !dbg !38
  %230 = load i64, ptr %75, align 8, !dbg !38, !noalias !143
  %231 = load ptr, ptr %76, align 8, !dbg !38, !noalias !143
  %232 = load i64, ptr %73, align 8, !dbg !38, !noalias !143
  %233 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !38
  %234 = load i32, ptr %233, align 8, !dbg !38, !noalias !143
  %235 = load i64, ptr %74, align 8, !dbg !38, !noalias !143
  %236 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !38
  %237 = load i32, ptr %236, align 8, !dbg !38, !noalias !143
  %238 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %232, i32 %234, i64 %235, i32 %237, ptr noundef nonnull %77, i64 noundef %230, ptr noundef %231), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %67), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %70), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %71), !dbg !148
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %72), !dbg !148
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73), !dbg !148
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %74), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75), !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76), !dbg !148
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %77), !dbg !148
  br label %239, !dbg !135

239:                                              ; preds = %215, %212
  %240 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !149
  %241 = icmp eq i32 %240, 0, !dbg !149
  br i1 %241, label %242, label %266, !dbg !150

242:                                              ; preds = %239
  %243 = load ptr, ptr %100, align 8, !dbg !151, !tbaa !14
  %244 = mul nsw i32 %108, 3, !dbg !152
  %245 = zext i32 %244 to i64, !dbg !153
  %246 = getelementptr inbounds float, ptr %243, i64 %245, !dbg !153
  %247 = load ptr, ptr %101, align 8, !dbg !154, !tbaa !14
  %248 = getelementptr inbounds float, ptr %247, i64 %245, !dbg !155
  %249 = load ptr, ptr %102, align 8, !dbg !156, !tbaa !14
  %250 = getelementptr inbounds float, ptr %249, i64 %245, !dbg !157
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %66)
  store ptr %246, ptr %56, align 8, !tbaa !14, !noalias !158
  store ptr %248, ptr %57, align 8, !tbaa !14, !noalias !158
  store ptr %250, ptr %58, align 8, !tbaa !14, !noalias !158
  store i32 %0, ptr %59, align 4, !tbaa !18, !noalias !158
  store i32 %0, ptr %60, align 4, !tbaa !18, !noalias !158
  store i32 %0, ptr %61, align 4, !tbaa !18, !noalias !158
  store ptr %56, ptr %66, align 16, !dbg !36, !noalias !158
  %251 = getelementptr inbounds ptr, ptr %66, i64 1, !dbg !36
  store ptr %57, ptr %251, align 8, !dbg !36, !noalias !158
  %252 = getelementptr inbounds ptr, ptr %66, i64 2, !dbg !36
  store ptr %58, ptr %252, align 16, !dbg !36, !noalias !158
  %253 = getelementptr inbounds ptr, ptr %66, i64 3, !dbg !36
  store ptr %59, ptr %253, align 8, !dbg !36, !noalias !158
  %254 = getelementptr inbounds ptr, ptr %66, i64 4, !dbg !36
  store ptr %60, ptr %254, align 16, !dbg !36, !noalias !158
  %255 = getelementptr inbounds ptr, ptr %66, i64 5, !dbg !36
  store ptr %61, ptr %255, align 8, !dbg !36, !noalias !158
  %256 = call i32 @__cudaPopCallConfiguration(ptr nonnull %62, ptr nonnull %63, ptr nonnull %64, ptr nonnull %65), !dbg !36
  %257 = load i64, ptr %64, align 8, !dbg !36, !noalias !158
  %258 = load ptr, ptr %65, align 8, !dbg !36, !noalias !158
  %259 = load i64, ptr %62, align 8, !dbg !36, !noalias !158
  %260 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !36
  %261 = load i32, ptr %260, align 8, !dbg !36, !noalias !158
  %262 = load i64, ptr %63, align 8, !dbg !36, !noalias !158
  %263 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !36
  %264 = load i32, ptr %263, align 8, !dbg !36, !noalias !158
  %265 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %259, i32 %261, i64 %262, i32 %264, ptr noundef nonnull %66, i64 noundef %257, ptr noundef %258), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58), !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %59), !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60), !dbg !163
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %61), !dbg !163
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %62), !dbg !163
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %63), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64), !dbg !163
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65), !dbg !163
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %66), !dbg !163
  br label %266, !dbg !150

266:                                              ; preds = %242, %239
  %267 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !164
  %268 = icmp eq i32 %267, 0, !dbg !164
  br i1 %268, label %269, label %293, !dbg !165

269:                                              ; preds = %266
  %270 = load ptr, ptr %100, align 8, !dbg !166, !tbaa !14
  %271 = shl nsw i32 %108, 2, !dbg !167
  %272 = zext i32 %271 to i64, !dbg !168
  %273 = getelementptr inbounds float, ptr %270, i64 %272, !dbg !168
  %274 = load ptr, ptr %101, align 8, !dbg !169, !tbaa !14
  %275 = getelementptr inbounds float, ptr %274, i64 %272, !dbg !170
  %276 = load ptr, ptr %102, align 8, !dbg !171, !tbaa !14
  %277 = getelementptr inbounds float, ptr %276, i64 %272, !dbg !172
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %55)
  store ptr %273, ptr %45, align 8, !tbaa !14, !noalias !173
  store ptr %275, ptr %46, align 8, !tbaa !14, !noalias !173
  store ptr %277, ptr %47, align 8, !tbaa !14, !noalias !173
  store i32 %0, ptr %48, align 4, !tbaa !18, !noalias !173
  store i32 %0, ptr %49, align 4, !tbaa !18, !noalias !173
  store i32 %0, ptr %50, align 4, !tbaa !18, !noalias !173
  store ptr %45, ptr %55, align 16, !dbg !34, !noalias !173
  %278 = getelementptr inbounds ptr, ptr %55, i64 1, !dbg !34
  store ptr %46, ptr %278, align 8, !dbg !34, !noalias !173
  %279 = getelementptr inbounds ptr, ptr %55, i64 2, !dbg !34
  store ptr %47, ptr %279, align 16, !dbg !34, !noalias !173
  %280 = getelementptr inbounds ptr, ptr %55, i64 3, !dbg !34
  store ptr %48, ptr %280, align 8, !dbg !34, !noalias !173
  %281 = getelementptr inbounds ptr, ptr %55, i64 4, !dbg !34
  store ptr %49, ptr %281, align 16, !dbg !34, !noalias !173
  %282 = getelementptr inbounds ptr, ptr %55, i64 5, !dbg !34
  store ptr %50, ptr %282, align 8, !dbg !34, !noalias !173
  %283 = call i32 @__cudaPopCallConfiguration(ptr nonnull %51, ptr nonnull %52, ptr nonnull %53, ptr nonnull %54), !dbg !34
  %284 = load i64, ptr %53, align 8, !dbg !34, !noalias !173
  %285 = load ptr, ptr %54, align 8, !dbg !34, !noalias !173
  %286 = load i64, ptr %51, align 8, !dbg !34, !noalias !173
  %287 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !34
  %288 = load i32, ptr %287, align 8, !dbg !34, !noalias !173
  %289 = load i64, ptr %52, align 8, !dbg !34, !noalias !173
  %290 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !34
  %291 = load i32, ptr %290, align 8, !dbg !34, !noalias !173
  %292 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %286, i32 %288, i64 %289, i32 %291, ptr noundef nonnull %55, i64 noundef %284, ptr noundef %285), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45), !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46), !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47), !dbg !178
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48), !dbg !178
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49), !dbg !178
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50), !dbg !178
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51), !dbg !178
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52), !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54), !dbg !178
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %55), !dbg !178
  br label %293, !dbg !165

293:                                              ; preds = %269, %266
  %294 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !179
  %295 = icmp eq i32 %294, 0, !dbg !179
  br i1 %295, label %296, label %320, !dbg !180

296:                                              ; preds = %293
  %297 = load ptr, ptr %100, align 8, !dbg !181, !tbaa !14
  %298 = mul nsw i32 %108, 5, !dbg !182
  %299 = zext i32 %298 to i64, !dbg !183
  %300 = getelementptr inbounds float, ptr %297, i64 %299, !dbg !183
  %301 = load ptr, ptr %101, align 8, !dbg !184, !tbaa !14
  %302 = getelementptr inbounds float, ptr %301, i64 %299, !dbg !185
  %303 = load ptr, ptr %102, align 8, !dbg !186, !tbaa !14
  %304 = getelementptr inbounds float, ptr %303, i64 %299, !dbg !187
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %44)
  store ptr %300, ptr %34, align 8, !tbaa !14, !noalias !188
  store ptr %302, ptr %35, align 8, !tbaa !14, !noalias !188
  store ptr %304, ptr %36, align 8, !tbaa !14, !noalias !188
  store i32 %0, ptr %37, align 4, !tbaa !18, !noalias !188
  store i32 %0, ptr %38, align 4, !tbaa !18, !noalias !188
  store i32 %0, ptr %39, align 4, !tbaa !18, !noalias !188
  store ptr %34, ptr %44, align 16, !dbg !32, !noalias !188
  %305 = getelementptr inbounds ptr, ptr %44, i64 1, !dbg !32
  store ptr %35, ptr %305, align 8, !dbg !32, !noalias !188
  %306 = getelementptr inbounds ptr, ptr %44, i64 2, !dbg !32
  store ptr %36, ptr %306, align 16, !dbg !32, !noalias !188
  %307 = getelementptr inbounds ptr, ptr %44, i64 3, !dbg !32
  store ptr %37, ptr %307, align 8, !dbg !32, !noalias !188
  %308 = getelementptr inbounds ptr, ptr %44, i64 4, !dbg !32
  store ptr %38, ptr %308, align 16, !dbg !32, !noalias !188
  %309 = getelementptr inbounds ptr, ptr %44, i64 5, !dbg !32
  store ptr %39, ptr %309, align 8, !dbg !32, !noalias !188
  %310 = call i32 @__cudaPopCallConfiguration(ptr nonnull %40, ptr nonnull %41, ptr nonnull %42, ptr nonnull %43), !dbg !32
  %311 = load i64, ptr %42, align 8, !dbg !32, !noalias !188
  %312 = load ptr, ptr %43, align 8, !dbg !32, !noalias !188
  %313 = load i64, ptr %40, align 8, !dbg !32, !noalias !188
  %314 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !32
  %315 = load i32, ptr %314, align 8, !dbg !32, !noalias !188
  %316 = load i64, ptr %41, align 8, !dbg !32, !noalias !188
  %317 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !32
  %318 = load i32, ptr %317, align 8, !dbg !32, !noalias !188
  %319 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %313, i32 %315, i64 %316, i32 %318, ptr noundef nonnull %44, i64 noundef %311, ptr noundef %312), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39), !dbg !193
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40), !dbg !193
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !193
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %44), !dbg !193
  br label %320, !dbg !180

320:                                              ; preds = %296, %293
  %321 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !194
  %322 = icmp eq i32 %321, 0, !dbg !194
  br i1 %322, label %323, label %347, !dbg !195

323:                                              ; preds = %320
  %324 = load ptr, ptr %100, align 8, !dbg !196, !tbaa !14
  %325 = mul nsw i32 %108, 6, !dbg !197
  %326 = zext i32 %325 to i64, !dbg !198
  %327 = getelementptr inbounds float, ptr %324, i64 %326, !dbg !198
  %328 = load ptr, ptr %101, align 8, !dbg !199, !tbaa !14
  %329 = getelementptr inbounds float, ptr %328, i64 %326, !dbg !200
  %330 = load ptr, ptr %102, align 8, !dbg !201, !tbaa !14
  %331 = getelementptr inbounds float, ptr %330, i64 %326, !dbg !202
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %33)
  store ptr %327, ptr %23, align 8, !tbaa !14, !noalias !203
  store ptr %329, ptr %24, align 8, !tbaa !14, !noalias !203
  store ptr %331, ptr %25, align 8, !tbaa !14, !noalias !203
  store i32 %0, ptr %26, align 4, !tbaa !18, !noalias !203
  store i32 %0, ptr %27, align 4, !tbaa !18, !noalias !203
  store i32 %0, ptr %28, align 4, !tbaa !18, !noalias !203
  store ptr %23, ptr %33, align 16, !dbg !30, !noalias !203
  %332 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !30
  store ptr %24, ptr %332, align 8, !dbg !30, !noalias !203
  %333 = getelementptr inbounds ptr, ptr %33, i64 2, !dbg !30
  store ptr %25, ptr %333, align 16, !dbg !30, !noalias !203
  %334 = getelementptr inbounds ptr, ptr %33, i64 3, !dbg !30
  store ptr %26, ptr %334, align 8, !dbg !30, !noalias !203
  %335 = getelementptr inbounds ptr, ptr %33, i64 4, !dbg !30
  store ptr %27, ptr %335, align 16, !dbg !30, !noalias !203
  %336 = getelementptr inbounds ptr, ptr %33, i64 5, !dbg !30
  store ptr %28, ptr %336, align 8, !dbg !30, !noalias !203
  %337 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32), !dbg !30
  %338 = load i64, ptr %31, align 8, !dbg !30, !noalias !203
  %339 = load ptr, ptr %32, align 8, !dbg !30, !noalias !203
  %340 = load i64, ptr %29, align 8, !dbg !30, !noalias !203
  %341 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !30
  %342 = load i32, ptr %341, align 8, !dbg !30, !noalias !203
  %343 = load i64, ptr %30, align 8, !dbg !30, !noalias !203
  %344 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !30
  %345 = load i32, ptr %344, align 8, !dbg !30, !noalias !203
  %346 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %340, i32 %342, i64 %343, i32 %345, ptr noundef nonnull %33, i64 noundef %338, ptr noundef %339), !dbg !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !208
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !208
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !208
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !208
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !208
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !208
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !208
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !208
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33), !dbg !208
  br label %347, !dbg !195

347:                                              ; preds = %323, %320
  %348 = call i32 @__cudaPushCallConfiguration(i64 %165, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !209
  %349 = icmp eq i32 %348, 0, !dbg !209
  br i1 %349, label %350, label %374, !dbg !210

350:                                              ; preds = %347
  %351 = load ptr, ptr %100, align 8, !dbg !211, !tbaa !14
  %352 = mul nsw i32 %108, 7, !dbg !212
  %353 = zext i32 %352 to i64, !dbg !213
  %354 = getelementptr inbounds float, ptr %351, i64 %353, !dbg !213
  %355 = load ptr, ptr %101, align 8, !dbg !214, !tbaa !14
  %356 = getelementptr inbounds float, ptr %355, i64 %353, !dbg !215
  %357 = load ptr, ptr %102, align 8, !dbg !216, !tbaa !14
  %358 = getelementptr inbounds float, ptr %357, i64 %353, !dbg !217
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %22)
  store ptr %354, ptr %12, align 8, !tbaa !14, !noalias !218
  store ptr %356, ptr %13, align 8, !tbaa !14, !noalias !218
  store ptr %358, ptr %14, align 8, !tbaa !14, !noalias !218
  store i32 %0, ptr %15, align 4, !tbaa !18, !noalias !218
  store i32 %0, ptr %16, align 4, !tbaa !18, !noalias !218
  store i32 %0, ptr %17, align 4, !tbaa !18, !noalias !218
  store ptr %12, ptr %22, align 16, !dbg !28, !noalias !218
  %359 = getelementptr inbounds ptr, ptr %22, i64 1, !dbg !28
  store ptr %13, ptr %359, align 8, !dbg !28, !noalias !218
  %360 = getelementptr inbounds ptr, ptr %22, i64 2, !dbg !28
  store ptr %14, ptr %360, align 16, !dbg !28, !noalias !218
  %361 = getelementptr inbounds ptr, ptr %22, i64 3, !dbg !28
  store ptr %15, ptr %361, align 8, !dbg !28, !noalias !218
  %362 = getelementptr inbounds ptr, ptr %22, i64 4, !dbg !28
  store ptr %16, ptr %362, align 16, !dbg !28, !noalias !218
  %363 = getelementptr inbounds ptr, ptr %22, i64 5, !dbg !28
  store ptr %17, ptr %363, align 8, !dbg !28, !noalias !218
  %364 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21), !dbg !28
  %365 = load i64, ptr %20, align 8, !dbg !28, !noalias !218
  %366 = load ptr, ptr %21, align 8, !dbg !28, !noalias !218
  %367 = load i64, ptr %18, align 8, !dbg !28, !noalias !218
  %368 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !28
  %369 = load i32, ptr %368, align 8, !dbg !28, !noalias !218
  %370 = load i64, ptr %19, align 8, !dbg !28, !noalias !218
  %371 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !28
  %372 = load i32, ptr %371, align 8, !dbg !28, !noalias !218
  %373 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %367, i32 %369, i64 %370, i32 %372, ptr noundef nonnull %22, i64 noundef %365, ptr noundef %366), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !223
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !223
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !223
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15), !dbg !223
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16), !dbg !223
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !223
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18), !dbg !223
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !223
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !223
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !223
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %22), !dbg !223
  br label %374, !dbg !210

374:                                              ; preds = %350, %347
  %375 = add nuw nsw i32 %108, 255, !dbg !224
  %376 = lshr i32 %375, 8, !dbg !225
  %377 = zext i32 %376 to i64, !dbg !226
  %378 = or i64 %377, 4294967296, !dbg !226
  %379 = call i32 @__cudaPushCallConfiguration(i64 %378, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !226
  %380 = icmp eq i32 %379, 0, !dbg !226
  br i1 %380, label %381, label %396, !dbg !227

381:                                              ; preds = %374
  %382 = load ptr, ptr %102, align 8, !dbg !228, !tbaa !14
  %383 = load ptr, ptr %103, align 8, !dbg !229, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11)
  store ptr %382, ptr %4, align 8, !tbaa !14, !noalias !230
  store ptr %383, ptr %5, align 8, !tbaa !14, !noalias !230
  store i32 %108, ptr %6, align 4, !tbaa !18, !noalias !230
  store ptr %4, ptr %11, align 16, !dbg !26, !noalias !230
  %384 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !26
  store ptr %5, ptr %384, align 8, !dbg !26, !noalias !230
  %385 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !26
  store ptr %6, ptr %385, align 16, !dbg !26, !noalias !230
  %386 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !26
  %387 = load i64, ptr %9, align 8, !dbg !26, !noalias !230
  %388 = load ptr, ptr %10, align 8, !dbg !26, !noalias !230
  %389 = load i64, ptr %7, align 8, !dbg !26, !noalias !230
  %390 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !26
  %391 = load i32, ptr %390, align 8, !dbg !26, !noalias !230
  %392 = load i64, ptr %8, align 8, !dbg !26, !noalias !230
  %393 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !26
  %394 = load i32, ptr %393, align 8, !dbg !26, !noalias !230
  %395 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__sum_requestsPKfPfi, i64 %389, i32 %391, i64 %392, i32 %394, ptr noundef nonnull %11, i64 noundef %387, ptr noundef %388), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !234
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !234
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !234
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !234
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8), !dbg !234
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !234
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !234
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11), !dbg !234
  br label %396, !dbg !227

396:                                              ; preds = %381, %374
  %397 = load ptr, ptr %103, align 8, !dbg !235, !tbaa !14
  %398 = call i32 @cudaMemcpy(ptr noundef %116, ptr noundef %397, i64 noundef %115, i32 noundef 2), !dbg !236
  %399 = icmp eq i32 %2, 0, !dbg !237
  %400 = icmp eq i32 %0, 0
  %401 = or i1 %399, %400, !dbg !237
  br i1 %401, label %491, label %402, !dbg !237

402:                                              ; preds = %396
  %403 = icmp sgt i32 %0, 0
  %404 = zext i32 %108 to i64, !dbg !238
  %405 = call i32 @llvm.umax.i32(i32 %108, i32 1), !dbg !238
  %406 = zext i32 %405 to i64, !dbg !239
  %407 = zext i32 %0 to i64
  %408 = and i64 %407, 1
  %409 = icmp eq i32 %0, 1
  %410 = and i64 %407, 4294967294
  %411 = icmp eq i64 %408, 0
  br label %412, !dbg !238

412:                                              ; preds = %402, %427
  %413 = phi i64 [ 0, %402 ], [ %439, %427 ]
  %414 = phi i32 [ 0, %402 ], [ %438, %427 ]
  %415 = trunc i64 %413 to i32, !dbg !240
  %416 = srem i32 %415, %0, !dbg !240
  %417 = sub i32 %415, %416
  %418 = sext i32 %417 to i64, !dbg !241
  br label %419, !dbg !241

419:                                              ; preds = %412, %456
  %420 = phi i64 [ 0, %412 ], [ %459, %456 ]
  %421 = phi float [ 0.000000e+00, %412 ], [ %458, %456 ]
  br i1 %403, label %422, label %456, !dbg !242

422:                                              ; preds = %419
  %423 = mul nsw i64 %420, %404
  %424 = add nsw i64 %423, %418
  %425 = trunc i64 %423 to i32
  %426 = add i32 %416, %425
  br i1 %409, label %441, label %461, !dbg !242

427:                                              ; preds = %456
  %428 = getelementptr inbounds float, ptr %116, i64 %413, !dbg !243
  %429 = load float, ptr %428, align 4, !dbg !243, !tbaa !71
  %430 = fsub float %429, %458, !dbg !244
  %431 = call float @llvm.fabs.f32(float %430), !dbg !245
  %432 = call float @llvm.fabs.f32(float %458), !dbg !246
  %433 = fadd float %432, 1.000000e+00, !dbg !247
  %434 = fmul float %433, 0x3F50624DE0000000, !dbg !248
  %435 = fcmp ugt float %431, %434, !dbg !249
  %436 = freeze i1 %435, !dbg !250
  %437 = zext i1 %436 to i32, !dbg !250
  %438 = add i32 %414, %437, !dbg !251
  %439 = add nuw nsw i64 %413, 1, !dbg !252
  %440 = icmp eq i64 %439, %406, !dbg !239
  br i1 %440, label %489, label %412, !dbg !238, !llvm.loop !253

441:                                              ; preds = %461, %422
  %442 = phi float [ undef, %422 ], [ %485, %461 ]
  %443 = phi i64 [ 0, %422 ], [ %486, %461 ]
  %444 = phi float [ 0.000000e+00, %422 ], [ %485, %461 ]
  br i1 %411, label %456, label %445, !dbg !242

445:                                              ; preds = %441
  %446 = add nsw i64 %424, %443, !dbg !255
  %447 = getelementptr inbounds float, ptr %112, i64 %446, !dbg !256
  %448 = load float, ptr %447, align 4, !dbg !256, !tbaa !71
  %449 = trunc i64 %443 to i32, !dbg !257
  %450 = mul i32 %449, %0, !dbg !257
  %451 = add i32 %426, %450, !dbg !257
  %452 = sext i32 %451 to i64, !dbg !258
  %453 = getelementptr inbounds float, ptr %113, i64 %452, !dbg !258
  %454 = load float, ptr %453, align 4, !dbg !258, !tbaa !71
  %455 = call float @llvm.fmuladd.f32(float %448, float %454, float %444), !dbg !259
  br label %456, !dbg !260

456:                                              ; preds = %445, %441, %419
  %457 = phi float [ 0.000000e+00, %419 ], [ %442, %441 ], [ %455, %445 ], !dbg !261
  %458 = fadd float %421, %457, !dbg !260
  %459 = add nuw nsw i64 %420, 1, !dbg !262
  %460 = icmp eq i64 %459, 8, !dbg !263
  br i1 %460, label %427, label %419, !dbg !241, !llvm.loop !264

461:                                              ; preds = %422, %461
  %462 = phi i64 [ %486, %461 ], [ 0, %422 ]
  %463 = phi float [ %485, %461 ], [ 0.000000e+00, %422 ]
  %464 = phi i64 [ %487, %461 ], [ 0, %422 ]
  %465 = add nsw i64 %424, %462, !dbg !255
  %466 = getelementptr inbounds float, ptr %112, i64 %465, !dbg !256
  %467 = load float, ptr %466, align 4, !dbg !256, !tbaa !71
  %468 = trunc i64 %462 to i32, !dbg !257
  %469 = mul i32 %468, %0, !dbg !257
  %470 = add i32 %426, %469, !dbg !257
  %471 = sext i32 %470 to i64, !dbg !258
  %472 = getelementptr inbounds float, ptr %113, i64 %471, !dbg !258
  %473 = load float, ptr %472, align 4, !dbg !258, !tbaa !71
  %474 = call float @llvm.fmuladd.f32(float %467, float %473, float %463), !dbg !259
  %475 = or i64 %462, 1, !dbg !266
  %476 = add nsw i64 %424, %475, !dbg !255
  %477 = getelementptr inbounds float, ptr %112, i64 %476, !dbg !256
  %478 = load float, ptr %477, align 4, !dbg !256, !tbaa !71
  %479 = trunc i64 %475 to i32, !dbg !257
  %480 = mul i32 %479, %0, !dbg !257
  %481 = add i32 %426, %480, !dbg !257
  %482 = sext i32 %481 to i64, !dbg !258
  %483 = getelementptr inbounds float, ptr %113, i64 %482, !dbg !258
  %484 = load float, ptr %483, align 4, !dbg !258, !tbaa !71
  %485 = call float @llvm.fmuladd.f32(float %478, float %484, float %474), !dbg !259
  %486 = add nuw nsw i64 %462, 2, !dbg !266
  %487 = add i64 %464, 2, !dbg !242
  %488 = icmp eq i64 %487, %410, !dbg !242
  br i1 %488, label %441, label %461, !dbg !242, !llvm.loop !267

489:                                              ; preds = %427
  %490 = icmp eq i32 %438, 0, !dbg !269
  br i1 %490, label %491, label %492, !dbg !269

491:                                              ; preds = %396, %489
  br label %492, !dbg !269

492:                                              ; preds = %489, %491
  %493 = phi i32 [ 0, %491 ], [ %438, %489 ]
  %494 = phi ptr [ @.str.4, %491 ], [ @.str.3, %489 ]
  %495 = select i1 %399, ptr @.str.2, ptr %494, !dbg !269
  %496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, ptr noundef nonnull %495), !dbg !270
  %497 = load ptr, ptr %100, align 8, !dbg !271, !tbaa !14
  %498 = call i32 @cudaFree(ptr noundef %497), !dbg !272
  %499 = load ptr, ptr %101, align 8, !dbg !273, !tbaa !14
  %500 = call i32 @cudaFree(ptr noundef %499), !dbg !274
  %501 = load ptr, ptr %102, align 8, !dbg !275, !tbaa !14
  %502 = call i32 @cudaFree(ptr noundef %501), !dbg !276
  %503 = load ptr, ptr %103, align 8, !dbg !277, !tbaa !14
  %504 = call i32 @cudaFree(ptr noundef %503), !dbg !278
  call void @free(ptr noundef %112) #11, !dbg !279
  call void @free(ptr noundef %113) #11, !dbg !280
  call void @free(ptr noundef %116) #11, !dbg !281
  %505 = icmp ne i32 %493, 0, !dbg !282
  %506 = zext i1 %505 to i32, !dbg !282
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103) #11, !dbg !283
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102) #11, !dbg !283
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101) #11, !dbg !283
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100) #11, !dbg !283
  br label %507

507:                                              ; preds = %492, %105
  %508 = phi i32 [ 1, %105 ], [ %506, %492 ], !dbg !261
  ret i32 %508, !dbg !283
}

; Function Attrs: nofree nounwind
declare !dbg !284 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !286 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !288 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !290 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !291 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !293 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !294 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !295 {
  %1 = tail call i32 @run_small_gemms(i32 noundef 64, i32 noundef 1, i32 noundef 1), !dbg !296, !range !297
  ret i32 %1, !dbg !298
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

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
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/small_gemms.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2d6869af1adc8a1bb68e6c3fdf773b5")
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
!22 = distinct !DISubprogram(name: "sum_requests", scope: !8, file: !8, line: 16, type: !12, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 16, column: 91, scope: !22)
!24 = !DILocation(line: 22, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "run_small_gemms", scope: !8, file: !8, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 16, column: 91, scope: !22, inlinedAt: !27)
!27 = distinct !DILocation(line: 51, column: 5, scope: !25)
!28 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !29)
!29 = distinct !DILocation(line: 50, column: 5, scope: !25)
!30 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !31)
!31 = distinct !DILocation(line: 49, column: 5, scope: !25)
!32 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !33)
!33 = distinct !DILocation(line: 48, column: 5, scope: !25)
!34 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !35)
!35 = distinct !DILocation(line: 47, column: 5, scope: !25)
!36 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !37)
!37 = distinct !DILocation(line: 46, column: 5, scope: !25)
!38 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !39)
!39 = distinct !DILocation(line: 45, column: 5, scope: !25)
!40 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !41)
!41 = distinct !DILocation(line: 44, column: 5, scope: !25)
!42 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !43)
!43 = distinct !DILocation(line: 43, column: 5, scope: !25)
!44 = !DILocation(line: 25, column: 14, scope: !25)
!45 = !DILocation(line: 25, column: 9, scope: !25)
!46 = !DILocation(line: 26, column: 9, scope: !25)
!47 = !DILocation(line: 27, column: 9, scope: !25)
!48 = !DILocation(line: 30, column: 18, scope: !25)
!49 = !DILocation(line: 31, column: 42, scope: !25)
!50 = !DILocation(line: 31, column: 33, scope: !25)
!51 = !DILocation(line: 31, column: 46, scope: !25)
!52 = !DILocation(line: 31, column: 26, scope: !25)
!53 = !DILocation(line: 31, column: 79, scope: !25)
!54 = !DILocation(line: 32, column: 35, scope: !25)
!55 = !DILocation(line: 32, column: 37, scope: !25)
!56 = !DILocation(line: 32, column: 28, scope: !25)
!57 = !DILocation(line: 11, column: 5, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "fill", scope: !59, file: !59, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!59 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!60 = distinct !DILocation(line: 33, column: 5, scope: !25)
!61 = !DILocation(line: 6, column: 14, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "lcg_uniform", scope: !59, file: !59, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!63 = distinct !DILocation(line: 11, column: 48, scope: !58, inlinedAt: !60)
!64 = !DILocation(line: 6, column: 21, scope: !62, inlinedAt: !63)
!65 = !DILocation(line: 6, column: 32, scope: !62, inlinedAt: !63)
!66 = !DILocation(line: 7, column: 27, scope: !62, inlinedAt: !63)
!67 = !DILocation(line: 7, column: 19, scope: !62, inlinedAt: !63)
!68 = !DILocation(line: 7, column: 56, scope: !62, inlinedAt: !63)
!69 = !DILocation(line: 11, column: 33, scope: !58, inlinedAt: !60)
!70 = !DILocation(line: 11, column: 38, scope: !58, inlinedAt: !60)
!71 = !{!72, !72, i64 0}
!72 = !{!"float", !16, i64 0}
!73 = !DILocation(line: 11, column: 28, scope: !58, inlinedAt: !60)
!74 = !DILocation(line: 11, column: 23, scope: !58, inlinedAt: !60)
!75 = distinct !{!75, !57, !76, !77}
!76 = !DILocation(line: 11, column: 65, scope: !58, inlinedAt: !60)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 6, column: 14, scope: !62, inlinedAt: !79)
!79 = distinct !DILocation(line: 11, column: 48, scope: !58, inlinedAt: !80)
!80 = distinct !DILocation(line: 34, column: 5, scope: !25)
!81 = !DILocation(line: 6, column: 21, scope: !62, inlinedAt: !79)
!82 = !DILocation(line: 6, column: 32, scope: !62, inlinedAt: !79)
!83 = !DILocation(line: 7, column: 27, scope: !62, inlinedAt: !79)
!84 = !DILocation(line: 7, column: 19, scope: !62, inlinedAt: !79)
!85 = !DILocation(line: 7, column: 56, scope: !62, inlinedAt: !79)
!86 = !DILocation(line: 11, column: 33, scope: !58, inlinedAt: !80)
!87 = !DILocation(line: 11, column: 38, scope: !58, inlinedAt: !80)
!88 = !DILocation(line: 11, column: 28, scope: !58, inlinedAt: !80)
!89 = !DILocation(line: 11, column: 23, scope: !58, inlinedAt: !80)
!90 = !DILocation(line: 11, column: 5, scope: !58, inlinedAt: !80)
!91 = distinct !{!91, !90, !92, !77}
!92 = !DILocation(line: 11, column: 65, scope: !58, inlinedAt: !80)
!93 = !DILocation(line: 35, column: 5, scope: !25)
!94 = !DILocation(line: 36, column: 5, scope: !25)
!95 = !DILocation(line: 37, column: 5, scope: !25)
!96 = !DILocation(line: 38, column: 5, scope: !25)
!97 = !DILocation(line: 39, column: 5, scope: !25)
!98 = !DILocation(line: 40, column: 16, scope: !25)
!99 = !DILocation(line: 40, column: 5, scope: !25)
!100 = !DILocation(line: 41, column: 16, scope: !25)
!101 = !DILocation(line: 41, column: 5, scope: !25)
!102 = !DILocation(line: 42, column: 33, scope: !25)
!103 = !DILocation(line: 42, column: 38, scope: !25)
!104 = !DILocation(line: 423, column: 105, scope: !105, inlinedAt: !107)
!105 = distinct !DISubprogram(name: "dim3", scope: !106, file: !106, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!106 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!107 = distinct !DILocation(line: 42, column: 10, scope: !25)
!108 = !DILocation(line: 423, column: 112, scope: !105, inlinedAt: !107)
!109 = !DILocation(line: 43, column: 15, scope: !25)
!110 = !DILocation(line: 43, column: 5, scope: !25)
!111 = !DILocation(line: 43, column: 33, scope: !25)
!112 = !DILocation(line: 43, column: 37, scope: !25)
!113 = !DILocation(line: 43, column: 41, scope: !25)
!114 = !{!115, !117, !118}
!115 = distinct !{!115, !116, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!116 = distinct !{!116, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!117 = distinct !{!117, !116, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!118 = distinct !{!118, !116, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!119 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !43)
!120 = !DILocation(line: 44, column: 15, scope: !25)
!121 = !DILocation(line: 44, column: 5, scope: !25)
!122 = !DILocation(line: 44, column: 33, scope: !25)
!123 = !DILocation(line: 44, column: 36, scope: !25)
!124 = !DILocation(line: 44, column: 41, scope: !25)
!125 = !DILocation(line: 44, column: 44, scope: !25)
!126 = !DILocation(line: 44, column: 49, scope: !25)
!127 = !DILocation(line: 44, column: 52, scope: !25)
!128 = !{!129, !131, !132}
!129 = distinct !{!129, !130, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!130 = distinct !{!130, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!131 = distinct !{!131, !130, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!132 = distinct !{!132, !130, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!133 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !41)
!134 = !DILocation(line: 45, column: 15, scope: !25)
!135 = !DILocation(line: 45, column: 5, scope: !25)
!136 = !DILocation(line: 45, column: 33, scope: !25)
!137 = !DILocation(line: 45, column: 40, scope: !25)
!138 = !DILocation(line: 45, column: 36, scope: !25)
!139 = !DILocation(line: 45, column: 45, scope: !25)
!140 = !DILocation(line: 45, column: 48, scope: !25)
!141 = !DILocation(line: 45, column: 57, scope: !25)
!142 = !DILocation(line: 45, column: 60, scope: !25)
!143 = !{!144, !146, !147}
!144 = distinct !{!144, !145, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!145 = distinct !{!145, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!146 = distinct !{!146, !145, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!147 = distinct !{!147, !145, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!148 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !39)
!149 = !DILocation(line: 46, column: 15, scope: !25)
!150 = !DILocation(line: 46, column: 5, scope: !25)
!151 = !DILocation(line: 46, column: 33, scope: !25)
!152 = !DILocation(line: 46, column: 40, scope: !25)
!153 = !DILocation(line: 46, column: 36, scope: !25)
!154 = !DILocation(line: 46, column: 45, scope: !25)
!155 = !DILocation(line: 46, column: 48, scope: !25)
!156 = !DILocation(line: 46, column: 57, scope: !25)
!157 = !DILocation(line: 46, column: 60, scope: !25)
!158 = !{!159, !161, !162}
!159 = distinct !{!159, !160, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!160 = distinct !{!160, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!161 = distinct !{!161, !160, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!162 = distinct !{!162, !160, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!163 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !37)
!164 = !DILocation(line: 47, column: 15, scope: !25)
!165 = !DILocation(line: 47, column: 5, scope: !25)
!166 = !DILocation(line: 47, column: 33, scope: !25)
!167 = !DILocation(line: 47, column: 40, scope: !25)
!168 = !DILocation(line: 47, column: 36, scope: !25)
!169 = !DILocation(line: 47, column: 45, scope: !25)
!170 = !DILocation(line: 47, column: 48, scope: !25)
!171 = !DILocation(line: 47, column: 57, scope: !25)
!172 = !DILocation(line: 47, column: 60, scope: !25)
!173 = !{!174, !176, !177}
!174 = distinct !{!174, !175, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!175 = distinct !{!175, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!176 = distinct !{!176, !175, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!177 = distinct !{!177, !175, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!178 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !35)
!179 = !DILocation(line: 48, column: 15, scope: !25)
!180 = !DILocation(line: 48, column: 5, scope: !25)
!181 = !DILocation(line: 48, column: 33, scope: !25)
!182 = !DILocation(line: 48, column: 40, scope: !25)
!183 = !DILocation(line: 48, column: 36, scope: !25)
!184 = !DILocation(line: 48, column: 45, scope: !25)
!185 = !DILocation(line: 48, column: 48, scope: !25)
!186 = !DILocation(line: 48, column: 57, scope: !25)
!187 = !DILocation(line: 48, column: 60, scope: !25)
!188 = !{!189, !191, !192}
!189 = distinct !{!189, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!190 = distinct !{!190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!191 = distinct !{!191, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!192 = distinct !{!192, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!193 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !33)
!194 = !DILocation(line: 49, column: 15, scope: !25)
!195 = !DILocation(line: 49, column: 5, scope: !25)
!196 = !DILocation(line: 49, column: 33, scope: !25)
!197 = !DILocation(line: 49, column: 40, scope: !25)
!198 = !DILocation(line: 49, column: 36, scope: !25)
!199 = !DILocation(line: 49, column: 45, scope: !25)
!200 = !DILocation(line: 49, column: 48, scope: !25)
!201 = !DILocation(line: 49, column: 57, scope: !25)
!202 = !DILocation(line: 49, column: 60, scope: !25)
!203 = !{!204, !206, !207}
!204 = distinct !{!204, !205, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!205 = distinct !{!205, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!206 = distinct !{!206, !205, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!207 = distinct !{!207, !205, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!208 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !31)
!209 = !DILocation(line: 50, column: 15, scope: !25)
!210 = !DILocation(line: 50, column: 5, scope: !25)
!211 = !DILocation(line: 50, column: 33, scope: !25)
!212 = !DILocation(line: 50, column: 40, scope: !25)
!213 = !DILocation(line: 50, column: 36, scope: !25)
!214 = !DILocation(line: 50, column: 45, scope: !25)
!215 = !DILocation(line: 50, column: 48, scope: !25)
!216 = !DILocation(line: 50, column: 57, scope: !25)
!217 = !DILocation(line: 50, column: 60, scope: !25)
!218 = !{!219, !221, !222}
!219 = distinct !{!219, !220, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!220 = distinct !{!220, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!221 = distinct !{!221, !220, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!222 = distinct !{!222, !220, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!223 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !29)
!224 = !DILocation(line: 51, column: 23, scope: !25)
!225 = !DILocation(line: 51, column: 30, scope: !25)
!226 = !DILocation(line: 51, column: 17, scope: !25)
!227 = !DILocation(line: 51, column: 5, scope: !25)
!228 = !DILocation(line: 51, column: 44, scope: !25)
!229 = !DILocation(line: 51, column: 48, scope: !25)
!230 = !{!231, !233}
!231 = distinct !{!231, !232, !"_Z27__device_stub__sum_requestsPKfPfi: argument 0"}
!232 = distinct !{!232, !"_Z27__device_stub__sum_requestsPKfPfi"}
!233 = distinct !{!233, !232, !"_Z27__device_stub__sum_requestsPKfPfi: argument 1"}
!234 = !DILocation(line: 22, column: 1, scope: !22, inlinedAt: !27)
!235 = !DILocation(line: 52, column: 22, scope: !25)
!236 = !DILocation(line: 52, column: 5, scope: !25)
!237 = !DILocation(line: 54, column: 9, scope: !25)
!238 = !DILocation(line: 55, column: 9, scope: !25)
!239 = !DILocation(line: 55, column: 27, scope: !25)
!240 = !DILocation(line: 56, column: 41, scope: !25)
!241 = !DILocation(line: 58, column: 13, scope: !25)
!242 = !DILocation(line: 60, column: 17, scope: !25)
!243 = !DILocation(line: 63, column: 28, scope: !25)
!244 = !DILocation(line: 63, column: 36, scope: !25)
!245 = !DILocation(line: 63, column: 22, scope: !25)
!246 = !DILocation(line: 63, column: 63, scope: !25)
!247 = !DILocation(line: 63, column: 61, scope: !25)
!248 = !DILocation(line: 63, column: 53, scope: !25)
!249 = !DILocation(line: 63, column: 44, scope: !25)
!250 = !DILocation(line: 63, column: 20, scope: !25)
!251 = !DILocation(line: 63, column: 17, scope: !25)
!252 = !DILocation(line: 55, column: 32, scope: !25)
!253 = distinct !{!253, !238, !254, !77}
!254 = !DILocation(line: 64, column: 9, scope: !25)
!255 = !DILocation(line: 60, column: 77, scope: !25)
!256 = !DILocation(line: 60, column: 55, scope: !25)
!257 = !DILocation(line: 60, column: 104, scope: !25)
!258 = !DILocation(line: 60, column: 84, scope: !25)
!259 = !DILocation(line: 60, column: 52, scope: !25)
!260 = !DILocation(line: 61, column: 22, scope: !25)
!261 = !DILocation(line: 0, scope: !25)
!262 = !DILocation(line: 58, column: 43, scope: !25)
!263 = !DILocation(line: 58, column: 31, scope: !25)
!264 = distinct !{!264, !241, !265, !77}
!265 = !DILocation(line: 62, column: 13, scope: !25)
!266 = !DILocation(line: 60, column: 43, scope: !25)
!267 = distinct !{!267, !242, !268, !77}
!268 = !DILocation(line: 60, column: 109, scope: !25)
!269 = !DILocation(line: 66, column: 47, scope: !25)
!270 = !DILocation(line: 66, column: 5, scope: !25)
!271 = !DILocation(line: 67, column: 14, scope: !25)
!272 = !DILocation(line: 67, column: 5, scope: !25)
!273 = !DILocation(line: 67, column: 28, scope: !25)
!274 = !DILocation(line: 67, column: 19, scope: !25)
!275 = !DILocation(line: 67, column: 42, scope: !25)
!276 = !DILocation(line: 67, column: 33, scope: !25)
!277 = !DILocation(line: 67, column: 56, scope: !25)
!278 = !DILocation(line: 67, column: 47, scope: !25)
!279 = !DILocation(line: 68, column: 5, scope: !25)
!280 = !DILocation(line: 68, column: 15, scope: !25)
!281 = !DILocation(line: 68, column: 25, scope: !25)
!282 = !DILocation(line: 69, column: 12, scope: !25)
!283 = !DILocation(line: 70, column: 1, scope: !25)
!284 = !DISubprogram(name: "printf", scope: !285, file: !285, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!285 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!286 = !DISubprogram(name: "malloc", scope: !287, file: !287, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!287 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!288 = !DISubprogram(name: "cudaMalloc", scope: !289, file: !289, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!289 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!290 = !DISubprogram(name: "cudaMemcpy", scope: !289, file: !289, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!291 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !292, file: !292, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!292 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!293 = !DISubprogram(name: "cudaFree", scope: !289, file: !289, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!294 = !DISubprogram(name: "free", scope: !287, file: !287, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!295 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 72, type: !12, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!296 = !DILocation(line: 72, column: 21, scope: !295)
!297 = !{i32 0, i32 2}
!298 = !DILocation(line: 72, column: 14, scope: !295)
