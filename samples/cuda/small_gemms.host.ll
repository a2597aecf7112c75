; ModuleID = 'samples/cuda/small_gemms.cu'
source_filename = "samples/cuda/small_gemms.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [30 x i8] c"small_gemms: bad sizes %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"small_gemms size=%d depth=%d: %s\0A\00", align 1
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
define dso_local i32 @run_small_gemms(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !25 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [3 x ptr], align 16, !dbg !26
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.dim3, align 8
  %20 = alloca %struct.dim3, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  %23 = alloca [6 x ptr], align 16, !dbg !28
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.dim3, align 8
  %31 = alloca %struct.dim3, align 8
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [6 x ptr], align 16, !dbg !30
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca %struct.dim3, align 8
  %42 = alloca %struct.dim3, align 8
  %43 = alloca i64, align 8
  %44 = alloca ptr, align 8
  %45 = alloca [6 x ptr], align 16, !dbg !32
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca %struct.dim3, align 8
  %53 = alloca %struct.dim3, align 8
  %54 = alloca i64, align 8
  %55 = alloca ptr, align 8
  %56 = alloca [6 x ptr], align 16, !dbg !34
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca %struct.dim3, align 8
  %64 = alloca %struct.dim3, align 8
  %65 = alloca i64, align 8
  %66 = alloca ptr, align 8
  %67 = alloca [6 x ptr], align 16, !dbg !36
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca %struct.dim3, align 8
  %75 = alloca %struct.dim3, align 8
  %76 = alloca i64, align 8
  %77 = alloca ptr, align 8
  %78 = alloca [6 x ptr], align 16, !dbg !38
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca ptr, align 8
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca %struct.dim3, align 8
  %86 = alloca %struct.dim3, align 8
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca [6 x ptr], align 16, !dbg !40
  %90 = alloca ptr, align 8
  %91 = alloca ptr, align 8
  %92 = alloca ptr, align 8
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca %struct.dim3, align 8
  %97 = alloca %struct.dim3, align 8
  %98 = alloca i64, align 8
  %99 = alloca ptr, align 8
  %100 = alloca [6 x ptr], align 16, !dbg !42
  %101 = alloca ptr, align 8
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca ptr, align 8
  %105 = icmp slt i32 %0, 1, !dbg !44
  %106 = icmp slt i32 %1, 1
  %107 = or i1 %105, %106, !dbg !45
  br i1 %107, label %108, label %110, !dbg !45

108:                                              ; preds = %4
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1), !dbg !46
  br label %531, !dbg !47

110:                                              ; preds = %4
  %111 = mul nsw i32 %0, %0, !dbg !48
  %112 = mul nsw i32 %1, %0, !dbg !49
  %113 = shl nsw i32 %112, 3, !dbg !50
  %114 = sext i32 %113 to i64, !dbg !51
  %115 = shl nsw i64 %114, 2, !dbg !52
  %116 = tail call noalias ptr @malloc(i64 noundef %115) #10, !dbg !53
  %117 = tail call noalias ptr @malloc(i64 noundef %115) #10, !dbg !54
  %118 = zext i32 %111 to i64, !dbg !55
  %119 = shl nuw nsw i64 %118, 2, !dbg !56
  %120 = tail call noalias ptr @malloc(i64 noundef %119) #10, !dbg !57
  %121 = icmp sgt i32 %112, 0, !dbg !58
  br i1 %121, label %122, label %160, !dbg !62

122:                                              ; preds = %110
  %123 = zext i32 %113 to i64, !dbg !58
  br label %124, !dbg !62

124:                                              ; preds = %124, %122
  %125 = phi i64 [ 0, %122 ], [ %140, %124 ], !dbg !63
  %126 = phi i32 [ %2, %122 ], [ %135, %124 ], !dbg !63
  %127 = mul i32 %126, 1664525, !dbg !66
  %128 = add i32 %127, 1013904223, !dbg !67
  %129 = lshr i32 %128, 8, !dbg !68
  %130 = uitofp i32 %129 to float, !dbg !69
  %131 = tail call float @llvm.fmuladd.f32(float %130, float 0x3E70000000000000, float -5.000000e-01), !dbg !70
  %132 = getelementptr inbounds float, ptr %116, i64 %125, !dbg !71
  store float %131, ptr %132, align 4, !dbg !72, !tbaa !73
  %133 = or i64 %125, 1, !dbg !75
  %134 = mul i32 %128, 1664525, !dbg !66
  %135 = add i32 %134, 1013904223, !dbg !67
  %136 = lshr i32 %135, 8, !dbg !68
  %137 = uitofp i32 %136 to float, !dbg !69
  %138 = tail call float @llvm.fmuladd.f32(float %137, float 0x3E70000000000000, float -5.000000e-01), !dbg !70
  %139 = getelementptr inbounds float, ptr %116, i64 %133, !dbg !71
  store float %138, ptr %139, align 4, !dbg !72, !tbaa !73
  %140 = add nuw nsw i64 %125, 2, !dbg !75
  %141 = icmp eq i64 %140, %123, !dbg !58
  br i1 %141, label %142, label %124, !dbg !62, !llvm.loop !76

142:                                              ; preds = %124, %142
  %143 = phi i64 [ %158, %142 ], [ 0, %124 ], !dbg !79
  %144 = phi i32 [ %153, %142 ], [ %135, %124 ], !dbg !79
  %145 = mul i32 %144, 1664525, !dbg !82
  %146 = add i32 %145, 1013904223, !dbg !83
  %147 = lshr i32 %146, 8, !dbg !84
  %148 = uitofp i32 %147 to float, !dbg !85
  %149 = tail call float @llvm.fmuladd.f32(float %148, float 0x3E70000000000000, float -5.000000e-01), !dbg !86
  %150 = getelementptr inbounds float, ptr %117, i64 %143, !dbg !87
  store float %149, ptr %150, align 4, !dbg !88, !tbaa !73
  %151 = or i64 %143, 1, !dbg !89
  %152 = mul i32 %146, 1664525, !dbg !82
  %153 = add i32 %152, 1013904223, !dbg !83
  %154 = lshr i32 %153, 8, !dbg !84
  %155 = uitofp i32 %154 to float, !dbg !85
  %156 = tail call float @llvm.fmuladd.f32(float %155, float 0x3E70000000000000, float -5.000000e-01), !dbg !86
  %157 = getelementptr inbounds float, ptr %117, i64 %151, !dbg !87
  store float %156, ptr %157, align 4, !dbg !88, !tbaa !73
  %158 = add nuw nsw i64 %143, 2, !dbg !89
  %159 = icmp eq i64 %158, %123, !dbg !90
  br i1 %159, label %160, label %142, !dbg !91, !llvm.loop !92

160:                                              ; preds = %142, %110
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %101) #11, !dbg !94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102) #11, !dbg !94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103) #11, !dbg !94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %104) #11, !dbg !94
  %161 = call i32 @cudaMalloc(ptr noundef nonnull %101, i64 noundef %115), !dbg !95
  %162 = call i32 @cudaMalloc(ptr noundef nonnull %102, i64 noundef %115), !dbg !96
  %163 = shl nsw i32 %111, 3, !dbg !97
  %164 = zext i32 %163 to i64, !dbg !98
  %165 = shl nuw nsw i64 %164, 2, !dbg !99
  %166 = call i32 @cudaMalloc(ptr noundef nonnull %103, i64 noundef %165), !dbg !100
  %167 = call i32 @cudaMalloc(ptr noundef nonnull %104, i64 noundef %119), !dbg !101
  %168 = load ptr, ptr %101, align 8, !dbg !102, !tbaa !14
  %169 = call i32 @cudaMemcpy(ptr noundef %168, ptr noundef %116, i64 noundef %115, i32 noundef 1), !dbg !103
  %170 = load ptr, ptr %102, align 8, !dbg !104, !tbaa !14
  %171 = call i32 @cudaMemcpy(ptr noundef %170, ptr noundef %117, i64 noundef %115, i32 noundef 1), !dbg !105
  %172 = add nsw i32 %0, 31, !dbg !106
  %173 = sdiv i32 %172, 32, !dbg !107
  %174 = zext i32 %173 to i64, !dbg !108
  %175 = mul nuw i64 %174, 4294967297, !dbg !112
  %176 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !113
  %177 = icmp eq i32 %176, 0, !dbg !113
  br i1 %177, label %178, label %197, !dbg !114

178:                                              ; preds = %160
  %179 = load ptr, ptr %101, align 8, !dbg !115, !tbaa !14
  %180 = load ptr, ptr %102, align 8, !dbg !116, !tbaa !14
  %181 = load ptr, ptr %103, align 8, !dbg !117, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %91)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %96)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %100)
  store ptr %179, ptr %90, align 8, !tbaa !14, !noalias !118
  store ptr %180, ptr %91, align 8, !tbaa !14, !noalias !118
  store ptr %181, ptr %92, align 8, !tbaa !14, !noalias !118
  store i32 %0, ptr %93, align 4, !tbaa !18, !noalias !118
  store i32 %0, ptr %94, align 4, !tbaa !18, !noalias !118
  store i32 %1, ptr %95, align 4, !tbaa !18, !noalias !118
  store ptr %90, ptr %100, align 16, !dbg !42, !noalias !118
  %182 = getelementptr inbounds ptr, ptr %100, i64 1, !dbg !42
  store ptr %91, ptr %182, align 8, !dbg !42, !noalias !118
  %183 = getelementptr inbounds ptr, ptr %100, i64 2, !dbg !42
  store ptr %92, ptr %183, align 16, !dbg !42, !noalias !118
  %184 = getelementptr inbounds ptr, ptr %100, i64 3, !dbg !42
  store ptr %93, ptr %184, align 8, !dbg !42, !noalias !118
  %185 = getelementptr inbounds ptr, ptr %100, i64 4, !dbg !42
  store ptr %94, ptr %185, align 16, !dbg !42, !noalias !118
  %186 = getelementptr inbounds ptr, ptr %100, i64 5, !dbg !42
  store ptr %95, ptr %186, align 8, !dbg !42, !noalias !118
  %187 = call i32 @__cudaPopCallConfiguration(ptr nonnull %96, ptr nonnull %97, ptr nonnull %98, ptr nonnull %99), !dbg !42
  %188 = load i64, ptr %98, align 8, !dbg !42, !noalias !118
  %189 = load ptr, ptr %99, align 8, !dbg !42, !noalias !118
  %190 = load i64, ptr %96, align 8, !dbg !42, !noalias !118
  %191 = getelementptr inbounds i8, ptr %96, i64 8, !dbg !42
  %192 = load i32, ptr %191, align 8, !dbg !42, !noalias !118
  %193 = load i64, ptr %97, align 8, !dbg !42, !noalias !118
  %194 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !42
  %195 = load i32, ptr %194, align 8, !dbg !42, !noalias !118
  %196 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %190, i32 %192, i64 %193, i32 %195, ptr noundef nonnull %100, i64 noundef %188, ptr noundef %189), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %91), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92), !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %93), !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %94), !dbg !123
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %95), !dbg !123
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %96), !dbg !123
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %97), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98), !dbg !123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99), !dbg !123
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %100), !dbg !123
  br label %197, !dbg !114

197:                                              ; preds = %178, %160
  %198 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !124
  %199 = icmp eq i32 %198, 0, !dbg !124
  br i1 %199, label %200, label %223, !dbg !125

200:                                              ; preds = %197
  %201 = load ptr, ptr %101, align 8, !dbg !126, !tbaa !14
  %202 = sext i32 %112 to i64, !dbg !127
  %203 = getelementptr inbounds float, ptr %201, i64 %202, !dbg !127
  %204 = load ptr, ptr %102, align 8, !dbg !128, !tbaa !14
  %205 = getelementptr inbounds float, ptr %204, i64 %202, !dbg !129
  %206 = load ptr, ptr %103, align 8, !dbg !130, !tbaa !14
  %207 = getelementptr inbounds float, ptr %206, i64 %118, !dbg !131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %89)
  store ptr %203, ptr %79, align 8, !tbaa !14, !noalias !132
  store ptr %205, ptr %80, align 8, !tbaa !14, !noalias !132
  store ptr %207, ptr %81, align 8, !tbaa !14, !noalias !132
  store i32 %0, ptr %82, align 4, !tbaa !18, !noalias !132
  store i32 %0, ptr %83, align 4, !tbaa !18, !noalias !132
  store i32 %1, ptr %84, align 4, !tbaa !18, !noalias !132
  store ptr %79, ptr %89, align 16, !dbg !40, !noalias !132
  %208 = getelementptr inbounds ptr, ptr %89, i64 1, !dbg !40
  store ptr %80, ptr %208, align 8, !dbg !40, !noalias !132
  %209 = getelementptr inbounds ptr, ptr %89, i64 2, !dbg !40
  store ptr %81, ptr %209, align 16, !dbg !40, !noalias !132
  %210 = getelementptr inbounds ptr, ptr %89, i64 3, !dbg !40
  store ptr %82, ptr %210, align 8, !dbg !40, !noalias !132
  %211 = getelementptr inbounds ptr, ptr %89, i64 4, !dbg !40
  store ptr %83, ptr %211, align 16, !dbg !40, !noalias !132
  %212 = getelementptr inbounds ptr, ptr %89, i64 5, !dbg !40
  store ptr %84, ptr %212, align 8, !dbg !40, !noalias !132
  %213 = call i32 @__cudaPopCallConfiguration(ptr nonnull %85, ptr nonnull %86, ptr nonnull %87, ptr nonnull %88), !dbg !40
  %214 = load i64, ptr %87, align 8, !dbg !40, !noalias !132
  %215 = load ptr, ptr %88, align 8, !dbg !40, !noalias !132
  %216 = load i64, ptr %85, align 8, !dbg !40, !noalias !132
  %217 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !40
  %218 = load i32, ptr %217, align 8, !dbg !40, !noalias !132
  %219 = load i64, ptr %86, align 8, !dbg !40, !noalias !132
  %220 = getelementptr inbounds i8, ptr %86, i64 8, !dbg !40
  %221 = load i32, ptr %220, align 8, !dbg !40, !noalias !132
  %222 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %216, i32 %218, i64 %219, i32 %221, ptr noundef nonnull %89, i64 noundef %214, ptr noundef %215), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79), !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %80), !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81), !dbg !137
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %82), !dbg !137
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %83), !dbg !137
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %84), !dbg !137
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %85), !dbg !137
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %86), !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87), !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88), !dbg !137
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %89), !dbg !137
  br label %223, !dbg !125

223:                                              ; preds = %200, %197
  %224 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !138
  %225 = icmp eq i32 %224, 0, !dbg !138
  br i1 %225, label %226, label %252, !dbg !139

226:                                              ; preds = %223
  %227 = load ptr, ptr %101, align 8, !dbg !140, !tbaa !14
  %228 = shl nsw i32 %112, 1, !dbg !141
  %229 = sext i32 %228 to i64, !dbg !142
  %230 = getelementptr inbounds float, ptr %227, i64 %229, !dbg !142
  %231 = load ptr, ptr %102, align 8, !dbg !143, !tbaa !14
  %232 = getelementptr inbounds float, ptr %231, i64 %229, !dbg !144
  %233 = load ptr, ptr %103, align 8, !dbg !145, !tbaa !14
  %234 = shl nuw nsw i32 %111, 1, !dbg !146
  %235 = zext i32 %234 to i64, !dbg !147
  %236 = getelementptr inbounds float, ptr %233, i64 %235, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %78)
  store ptr %230, ptr %68, align 8, !tbaa !14, !noalias !148
  store ptr %232, ptr %69, align 8, !tbaa !14, !noalias !148
  store ptr %236, ptr %70, align 8, !tbaa !14, !noalias !148
  store i32 %0, ptr %71, align 4, !tbaa !18, !noalias !148
  store i32 %0, ptr %72, align 4, !tbaa !18, !noalias !148
  store i32 %1, ptr %73, align 4, !tbaa !18, !noalias !148
  store ptr %68, ptr %78, align 16, !dbg !38, !noalias !148
  %237 = getelementptr inbounds ptr, ptr %78, i64 1, !dbg !38
  store ptr %69, ptr %237, align 8, !dbg !38, !noalias !148
  %238 = getelementptr inbounds ptr, ptr %78, i64 2, !dbg !38
  store ptr %70, ptr %238, align 16, !dbg !38, !noalias !148
  %239 = getelementptr inbounds ptr, ptr %78, i64 3, !dbg !38
  store ptr %71, ptr %239, align 8, !dbg !38, !noalias !148
  %240 = getelementptr inbounds ptr, ptr %78, i64 4, !dbg !38
  store ptr %72, ptr %240, align 16, !dbg !38, !noalias !148
  %241 = getelementptr inbounds ptr, ptr %78, i64 5, !dbg !38
  store ptr %73, ptr %241, align 8, !dbg !38, !noalias !148
  %242 = call i32 @__cudaPopCallConfiguration(ptr nonnull %74, ptr nonnull %75, ptr nonnull %76, ptr nonnull %77), !dbg !38
  %243 = load i64, ptr %76, align 8, !dbg !38, !noalias !148
  %244 = load ptr, ptr %77, align 8, !dbg !38, !noalias !148
  %245 = load i64, ptr %74, align 8, !dbg !38, !noalias !148
  %246 = getelementptr inbounds i8, ptr %74, i64 8, !dbg !38
  %247 = load i32, ptr %246, align 8, !dbg !38, !noalias !148
  %248 = load i64, ptr %75, align 8, !dbg !38, !noalias !148
  %249 = getelementptr inbounds i8, ptr %75, i64 8, !dbg !38
  %250 = load i32, ptr %249, align 8, !dbg !38, !noalias !148
  %251 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %245, i32 %247, i64 %248, i32 %250, ptr noundef nonnull %78, i64 noundef %243, ptr noundef %244), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %69), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %70), !dbg !153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %71), !dbg !153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %72), !dbg !153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %73), !dbg !153
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %74), !dbg !153
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %75), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %76), !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77), !dbg !153
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %78), !dbg !153
  br label %252, !dbg !139

252:                                              ; preds = %226, %223
  %253 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !154
  %254 = icmp eq i32 %253, 0, !dbg !154
  br i1 %254, label %255, label %281, !dbg !155

255:                                              ; preds = %252
  %256 = load ptr, ptr %101, align 8, !dbg !156, !tbaa !14
  %257 = mul nsw i32 %112, 3, !dbg !157
  %258 = sext i32 %257 to i64, !dbg !158
  %259 = getelementptr inbounds float, ptr %256, i64 %258, !dbg !158
  %260 = load ptr, ptr %102, align 8, !dbg !159, !tbaa !14
  %261 = getelementptr inbounds float, ptr %260, i64 %258, !dbg !160
  %262 = load ptr, ptr %103, align 8, !dbg !161, !tbaa !14
  %263 = mul nsw i32 %111, 3, !dbg !162
  %264 = zext i32 %263 to i64, !dbg !163
  %265 = getelementptr inbounds float, ptr %262, i64 %264, !dbg !163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %67)
  store ptr %259, ptr %57, align 8, !tbaa !14, !noalias !164
  store ptr %261, ptr %58, align 8, !tbaa !14, !noalias !164
  store ptr %265, ptr %59, align 8, !tbaa !14, !noalias !164
  store i32 %0, ptr %60, align 4, !tbaa !18, !noalias !164
  store i32 %0, ptr %61, align 4, !tbaa !18, !noalias !164
  store i32 %1, ptr %62, align 4, !tbaa !18, !noalias !164
  store ptr %57, ptr %67, align 16, !dbg !36, !noalias !164
  %266 = getelementptr inbounds ptr, ptr %67, i64 1, !dbg !36
  store ptr %58, ptr %266, align 8, !dbg !36, !noalias !164
  %267 = getelementptr inbounds ptr, ptr %67, i64 2, !dbg !36
  store ptr %59, ptr %267, align 16, !dbg !36, !noalias !164
  %268 = getelementptr inbounds ptr, ptr %67, i64 3, !dbg !36
  store ptr %60, ptr %268, align 8, !dbg !36, !noalias !164
  %269 = getelementptr inbounds ptr, ptr %67, i64 4, !dbg !36
  store ptr %61, ptr %269, align 16, !dbg !36, !noalias !164
  %270 = getelementptr inbounds ptr, ptr %67, i64 5, !dbg !36
  store ptr %62, ptr %270, align 8, !dbg !36, !noalias !164
  %271 = call i32 @__cudaPopCallConfiguration(ptr nonnull %63, ptr nonnull %64, ptr nonnull %65, ptr nonnull %66), !dbg !36
  %272 = load i64, ptr %65, align 8, !dbg !36, !noalias !164
  %273 = load ptr, ptr %66, align 8, !dbg !36, !noalias !164
  %274 = load i64, ptr %63, align 8, !dbg !36, !noalias !164
  %275 = getelementptr inbounds i8, ptr %63, i64 8, !dbg !36
  %276 = load i32, ptr %275, align 8, !dbg !36, !noalias !164
  %277 = load i64, ptr %64, align 8, !dbg !36, !noalias !164
  %278 = getelementptr inbounds i8, ptr %64, i64 8, !dbg !36
  %279 = load i32, ptr %278, align 8, !dbg !36, !noalias !164
  %280 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %274, i32 %276, i64 %277, i32 %279, ptr noundef nonnull %67, i64 noundef %272, ptr noundef %273), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57), !dbg !169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58), !dbg !169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59), !dbg !169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60), !dbg !169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %61), !dbg !169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %62), !dbg !169
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %63), !dbg !169
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %64), !dbg !169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65), !dbg !169
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66), !dbg !169
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %67), !dbg !169
  br label %281, !dbg !155

281:                                              ; preds = %255, %252
  %282 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !170
  %283 = icmp eq i32 %282, 0, !dbg !170
  br i1 %283, label %284, label %310, !dbg !171

284:                                              ; preds = %281
  %285 = load ptr, ptr %101, align 8, !dbg !172, !tbaa !14
  %286 = shl nsw i32 %112, 2, !dbg !173
  %287 = sext i32 %286 to i64, !dbg !174
  %288 = getelementptr inbounds float, ptr %285, i64 %287, !dbg !174
  %289 = load ptr, ptr %102, align 8, !dbg !175, !tbaa !14
  %290 = getelementptr inbounds float, ptr %289, i64 %287, !dbg !176
  %291 = load ptr, ptr %103, align 8, !dbg !177, !tbaa !14
  %292 = shl nsw i32 %111, 2, !dbg !178
  %293 = zext i32 %292 to i64, !dbg !179
  %294 = getelementptr inbounds float, ptr %291, i64 %293, !dbg !179
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %56)
  store ptr %288, ptr %46, align 8, !tbaa !14, !noalias !180
  store ptr %290, ptr %47, align 8, !tbaa !14, !noalias !180
  store ptr %294, ptr %48, align 8, !tbaa !14, !noalias !180
  store i32 %0, ptr %49, align 4, !tbaa !18, !noalias !180
  store i32 %0, ptr %50, align 4, !tbaa !18, !noalias !180
  store i32 %1, ptr %51, align 4, !tbaa !18, !noalias !180
  store ptr %46, ptr %56, align 16, !dbg !34, !noalias !180
  %295 = getelementptr inbounds ptr, ptr %56, i64 1, !dbg !34
  store ptr %47, ptr %295, align 8, !dbg !34, !noalias !180
  %296 = getelementptr inbounds ptr, ptr %56, i64 2, !dbg !34
  store ptr %48, ptr %296, align 16, !dbg !34, !noalias !180
  %297 = getelementptr inbounds ptr, ptr %56, i64 3, !dbg !34
  store ptr %49, ptr %297, align 8, !dbg !34, !noalias !180
  %298 = getelementptr inbounds ptr, ptr %56, i64 4, !dbg !34
  store ptr %50, ptr %298, align 16, !dbg !34, !noalias !180
  %299 = getelementptr inbounds ptr, ptr %56, i64 5, !dbg !34
  store ptr %51, ptr %299, align 8, !dbg !34, !noalias !180
  %300 = call i32 @__cudaPopCallConfiguration(ptr nonnull %52, ptr nonnull %53, ptr nonnull %54, ptr nonnull %55), !dbg !34
  %301 = load i64, ptr %54, align 8, !dbg !34, !noalias !180
  %302 = load ptr, ptr %55, align 8, !dbg !34, !noalias !180
  %303 = load i64, ptr %52, align 8, !dbg !34, !noalias !180
  %304 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !34
  %305 = load i32, ptr %304, align 8, !dbg !34, !noalias !180
  %306 = load i64, ptr %53, align 8, !dbg !34, !noalias !180
  %307 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !34
  %308 = load i32, ptr %307, align 8, !dbg !34, !noalias !180
  %309 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %303, i32 %305, i64 %306, i32 %308, ptr noundef nonnull %56, i64 noundef %301, ptr noundef %302), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46), !dbg !185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47), !dbg !185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48), !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49), !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50), !dbg !185
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %51), !dbg !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52), !dbg !185
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %53), !dbg !185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54), !dbg !185
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55), !dbg !185
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %56), !dbg !185
  br label %310, !dbg !171

310:                                              ; preds = %284, %281
  %311 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !186
  %312 = icmp eq i32 %311, 0, !dbg !186
  br i1 %312, label %313, label %339, !dbg !187

313:                                              ; preds = %310
  %314 = load ptr, ptr %101, align 8, !dbg !188, !tbaa !14
  %315 = mul nsw i32 %112, 5, !dbg !189
  %316 = sext i32 %315 to i64, !dbg !190
  %317 = getelementptr inbounds float, ptr %314, i64 %316, !dbg !190
  %318 = load ptr, ptr %102, align 8, !dbg !191, !tbaa !14
  %319 = getelementptr inbounds float, ptr %318, i64 %316, !dbg !192
  %320 = load ptr, ptr %103, align 8, !dbg !193, !tbaa !14
  %321 = mul nsw i32 %111, 5, !dbg !194
  %322 = zext i32 %321 to i64, !dbg !195
  %323 = getelementptr inbounds float, ptr %320, i64 %322, !dbg !195
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %45)
  store ptr %317, ptr %35, align 8, !tbaa !14, !noalias !196
  store ptr %319, ptr %36, align 8, !tbaa !14, !noalias !196
  store ptr %323, ptr %37, align 8, !tbaa !14, !noalias !196
  store i32 %0, ptr %38, align 4, !tbaa !18, !noalias !196
  store i32 %0, ptr %39, align 4, !tbaa !18, !noalias !196
  store i32 %1, ptr %40, align 4, !tbaa !18, !noalias !196
  store ptr %35, ptr %45, align 16, !dbg !32, !noalias !196
  %324 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !32
  store ptr %36, ptr %324, align 8, !dbg !32, !noalias !196
  %325 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !32
  store ptr %37, ptr %325, align 16, !dbg !32, !noalias !196
  %326 = getelementptr inbounds ptr, ptr %45, i64 3, !dbg !32
  store ptr %38, ptr %326, align 8, !dbg !32, !noalias !196
  %327 = getelementptr inbounds ptr, ptr %45, i64 4, !dbg !32
  store ptr %39, ptr %327, align 16, !dbg !32, !noalias !196
  %328 = getelementptr inbounds ptr, ptr %45, i64 5, !dbg !32
  store ptr %40, ptr %328, align 8, !dbg !32, !noalias !196
  %329 = call i32 @__cudaPopCallConfiguration(ptr nonnull %41, ptr nonnull %42, ptr nonnull %43, ptr nonnull %44), !dbg !32
  %330 = load i64, ptr %43, align 8, !dbg !32, !noalias !196
  %331 = load ptr, ptr %44, align 8, !dbg !32, !noalias !196
  %332 = load i64, ptr %41, align 8, !dbg !32, !noalias !196
  %333 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !32
  %334 = load i32, ptr %333, align 8, !dbg !32, !noalias !196
  %335 = load i64, ptr %42, align 8, !dbg !32, !noalias !196
  %336 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !32
  %337 = load i32, ptr %336, align 8, !dbg !32, !noalias !196
  %338 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %332, i32 %334, i64 %335, i32 %337, ptr noundef nonnull %45, i64 noundef %330, ptr noundef %331), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37), !dbg !201
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38), !dbg !201
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39), !dbg !201
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40), !dbg !201
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41), !dbg !201
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42), !dbg !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !201
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45), !dbg !201
  br label %339, !dbg !187

339:                                              ; preds = %313, %310
  %340 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !202
  %341 = icmp eq i32 %340, 0, !dbg !202
  br i1 %341, label %342, label %368, !dbg !203

342:                                              ; preds = %339
  %343 = load ptr, ptr %101, align 8, !dbg !204, !tbaa !14
  %344 = mul nsw i32 %112, 6, !dbg !205
  %345 = sext i32 %344 to i64, !dbg !206
  %346 = getelementptr inbounds float, ptr %343, i64 %345, !dbg !206
  %347 = load ptr, ptr %102, align 8, !dbg !207, !tbaa !14
  %348 = getelementptr inbounds float, ptr %347, i64 %345, !dbg !208
  %349 = load ptr, ptr %103, align 8, !dbg !209, !tbaa !14
  %350 = mul nsw i32 %111, 6, !dbg !210
  %351 = zext i32 %350 to i64, !dbg !211
  %352 = getelementptr inbounds float, ptr %349, i64 %351, !dbg !211
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %34)
  store ptr %346, ptr %24, align 8, !tbaa !14, !noalias !212
  store ptr %348, ptr %25, align 8, !tbaa !14, !noalias !212
  store ptr %352, ptr %26, align 8, !tbaa !14, !noalias !212
  store i32 %0, ptr %27, align 4, !tbaa !18, !noalias !212
  store i32 %0, ptr %28, align 4, !tbaa !18, !noalias !212
  store i32 %1, ptr %29, align 4, !tbaa !18, !noalias !212
  store ptr %24, ptr %34, align 16, !dbg !30, !noalias !212
  %353 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !30
  store ptr %25, ptr %353, align 8, !dbg !30, !noalias !212
  %354 = getelementptr inbounds ptr, ptr %34, i64 2, !dbg !30
  store ptr %26, ptr %354, align 16, !dbg !30, !noalias !212
  %355 = getelementptr inbounds ptr, ptr %34, i64 3, !dbg !30
  store ptr %27, ptr %355, align 8, !dbg !30, !noalias !212
  %356 = getelementptr inbounds ptr, ptr %34, i64 4, !dbg !30
  store ptr %28, ptr %356, align 16, !dbg !30, !noalias !212
  %357 = getelementptr inbounds ptr, ptr %34, i64 5, !dbg !30
  store ptr %29, ptr %357, align 8, !dbg !30, !noalias !212
  %358 = call i32 @__cudaPopCallConfiguration(ptr nonnull %30, ptr nonnull %31, ptr nonnull %32, ptr nonnull %33), !dbg !30
  %359 = load i64, ptr %32, align 8, !dbg !30, !noalias !212
  %360 = load ptr, ptr %33, align 8, !dbg !30, !noalias !212
  %361 = load i64, ptr %30, align 8, !dbg !30, !noalias !212
  %362 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !30
  %363 = load i32, ptr %362, align 8, !dbg !30, !noalias !212
  %364 = load i64, ptr %31, align 8, !dbg !30, !noalias !212
  %365 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !30
  %366 = load i32, ptr %365, align 8, !dbg !30, !noalias !212
  %367 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %361, i32 %363, i64 %364, i32 %366, ptr noundef nonnull %34, i64 noundef %359, ptr noundef %360), !dbg !30
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !217
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !217
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !217
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !217
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !217
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29), !dbg !217
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !217
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31), !dbg !217
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !217
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33), !dbg !217
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %34), !dbg !217
  br label %368, !dbg !203

368:                                              ; preds = %342, %339
  %369 = call i32 @__cudaPushCallConfiguration(i64 %175, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !218
  %370 = icmp eq i32 %369, 0, !dbg !218
  br i1 %370, label %371, label %397, !dbg !219

371:                                              ; preds = %368
  %372 = load ptr, ptr %101, align 8, !dbg !220, !tbaa !14
  %373 = mul nsw i32 %112, 7, !dbg !221
  %374 = sext i32 %373 to i64, !dbg !222
  %375 = getelementptr inbounds float, ptr %372, i64 %374, !dbg !222
  %376 = load ptr, ptr %102, align 8, !dbg !223, !tbaa !14
  %377 = getelementptr inbounds float, ptr %376, i64 %374, !dbg !224
  %378 = load ptr, ptr %103, align 8, !dbg !225, !tbaa !14
  %379 = mul nsw i32 %111, 7, !dbg !226
  %380 = zext i32 %379 to i64, !dbg !227
  %381 = getelementptr inbounds float, ptr %378, i64 %380, !dbg !227
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %23)
  store ptr %375, ptr %13, align 8, !tbaa !14, !noalias !228
  store ptr %377, ptr %14, align 8, !tbaa !14, !noalias !228
  store ptr %381, ptr %15, align 8, !tbaa !14, !noalias !228
  store i32 %0, ptr %16, align 4, !tbaa !18, !noalias !228
  store i32 %0, ptr %17, align 4, !tbaa !18, !noalias !228
  store i32 %1, ptr %18, align 4, !tbaa !18, !noalias !228
  store ptr %13, ptr %23, align 16, !dbg !28, !noalias !228
  %382 = getelementptr inbounds ptr, ptr %23, i64 1, !dbg !28
  store ptr %14, ptr %382, align 8, !dbg !28, !noalias !228
  %383 = getelementptr inbounds ptr, ptr %23, i64 2, !dbg !28
  store ptr %15, ptr %383, align 16, !dbg !28, !noalias !228
  %384 = getelementptr inbounds ptr, ptr %23, i64 3, !dbg !28
  store ptr %16, ptr %384, align 8, !dbg !28, !noalias !228
  %385 = getelementptr inbounds ptr, ptr %23, i64 4, !dbg !28
  store ptr %17, ptr %385, align 16, !dbg !28, !noalias !228
  %386 = getelementptr inbounds ptr, ptr %23, i64 5, !dbg !28
  store ptr %18, ptr %386, align 8, !dbg !28, !noalias !228
  %387 = call i32 @__cudaPopCallConfiguration(ptr nonnull %19, ptr nonnull %20, ptr nonnull %21, ptr nonnull %22), !dbg !28
  %388 = load i64, ptr %21, align 8, !dbg !28, !noalias !228
  %389 = load ptr, ptr %22, align 8, !dbg !28, !noalias !228
  %390 = load i64, ptr %19, align 8, !dbg !28, !noalias !228
  %391 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !28
  %392 = load i32, ptr %391, align 8, !dbg !28, !noalias !228
  %393 = load i64, ptr %20, align 8, !dbg !28, !noalias !228
  %394 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !28
  %395 = load i32, ptr %394, align 8, !dbg !28, !noalias !228
  %396 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %390, i32 %392, i64 %393, i32 %395, ptr noundef nonnull %23, i64 noundef %388, ptr noundef %389), !dbg !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16), !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !233
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !233
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !233
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !233
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %23), !dbg !233
  br label %397, !dbg !219

397:                                              ; preds = %371, %368
  %398 = add nuw nsw i32 %111, 255, !dbg !234
  %399 = lshr i32 %398, 8, !dbg !235
  %400 = zext i32 %399 to i64, !dbg !236
  %401 = or i64 %400, 4294967296, !dbg !236
  %402 = call i32 @__cudaPushCallConfiguration(i64 %401, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !236
  %403 = icmp eq i32 %402, 0, !dbg !236
  br i1 %403, label %404, label %419, !dbg !237

404:                                              ; preds = %397
  %405 = load ptr, ptr %103, align 8, !dbg !238, !tbaa !14
  %406 = load ptr, ptr %104, align 8, !dbg !239, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %12)
  store ptr %405, ptr %5, align 8, !tbaa !14, !noalias !240
  store ptr %406, ptr %6, align 8, !tbaa !14, !noalias !240
  store i32 %111, ptr %7, align 4, !tbaa !18, !noalias !240
  store ptr %5, ptr %12, align 16, !dbg !26, !noalias !240
  %407 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !26
  store ptr %6, ptr %407, align 8, !dbg !26, !noalias !240
  %408 = getelementptr inbounds ptr, ptr %12, i64 2, !dbg !26
  store ptr %7, ptr %408, align 16, !dbg !26, !noalias !240
  %409 = call i32 @__cudaPopCallConfiguration(ptr nonnull %8, ptr nonnull %9, ptr nonnull %10, ptr nonnull %11), !dbg !26
  %410 = load i64, ptr %10, align 8, !dbg !26, !noalias !240
  %411 = load ptr, ptr %11, align 8, !dbg !26, !noalias !240
  %412 = load i64, ptr %8, align 8, !dbg !26, !noalias !240
  %413 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !26
  %414 = load i32, ptr %413, align 8, !dbg !26, !noalias !240
  %415 = load i64, ptr %9, align 8, !dbg !26, !noalias !240
  %416 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !26
  %417 = load i32, ptr %416, align 8, !dbg !26, !noalias !240
  %418 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__sum_requestsPKfPfi, i64 %412, i32 %414, i64 %415, i32 %417, ptr noundef nonnull %12, i64 noundef %410, ptr noundef %411), !dbg !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %9), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11), !dbg !244
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %12), !dbg !244
  br label %419, !dbg !237

419:                                              ; preds = %404, %397
  %420 = load ptr, ptr %104, align 8, !dbg !245, !tbaa !14
  %421 = call i32 @cudaMemcpy(ptr noundef %120, ptr noundef %420, i64 noundef %119, i32 noundef 2), !dbg !246
  %422 = icmp eq i32 %3, 0, !dbg !247
  %423 = icmp eq i32 %0, 0
  %424 = or i1 %422, %423, !dbg !247
  br i1 %424, label %515, label %425, !dbg !247

425:                                              ; preds = %419
  %426 = icmp sgt i32 %1, 0
  %427 = sext i32 %112 to i64, !dbg !248
  %428 = call i32 @llvm.umax.i32(i32 %111, i32 1), !dbg !248
  %429 = zext i32 %428 to i64, !dbg !249
  %430 = zext i32 %1 to i64
  %431 = and i64 %430, 1
  %432 = icmp eq i32 %1, 1
  %433 = and i64 %430, 4294967294
  %434 = icmp eq i64 %431, 0
  br label %435, !dbg !248

435:                                              ; preds = %425, %451
  %436 = phi i64 [ 0, %425 ], [ %463, %451 ]
  %437 = phi i32 [ 0, %425 ], [ %462, %451 ]
  %438 = trunc i64 %436 to i32, !dbg !250
  %439 = sdiv i32 %438, %0, !dbg !250
  %440 = srem i32 %438, %0, !dbg !251
  %441 = mul nsw i32 %439, %1
  %442 = sext i32 %441 to i64, !dbg !252
  br label %443, !dbg !252

443:                                              ; preds = %435, %480
  %444 = phi i64 [ 0, %435 ], [ %483, %480 ]
  %445 = phi float [ 0.000000e+00, %435 ], [ %482, %480 ]
  br i1 %426, label %446, label %480, !dbg !253

446:                                              ; preds = %443
  %447 = mul nsw i64 %444, %427
  %448 = add nsw i64 %447, %442
  %449 = trunc i64 %447 to i32
  %450 = add i32 %440, %449
  br i1 %432, label %465, label %485, !dbg !253

451:                                              ; preds = %480
  %452 = getelementptr inbounds float, ptr %120, i64 %436, !dbg !254
  %453 = load float, ptr %452, align 4, !dbg !254, !tbaa !73
  %454 = fsub float %453, %482, !dbg !255
  %455 = call float @llvm.fabs.f32(float %454), !dbg !256
  %456 = call float @llvm.fabs.f32(float %482), !dbg !257
  %457 = fadd float %456, 1.000000e+00, !dbg !258
  %458 = fmul float %457, 0x3F50624DE0000000, !dbg !259
  %459 = fcmp ugt float %455, %458, !dbg !260
  %460 = freeze i1 %459, !dbg !261
  %461 = zext i1 %460 to i32, !dbg !261
  %462 = add i32 %437, %461, !dbg !262
  %463 = add nuw nsw i64 %436, 1, !dbg !263
  %464 = icmp eq i64 %463, %429, !dbg !249
  br i1 %464, label %513, label %435, !dbg !248, !llvm.loop !264

465:                                              ; preds = %485, %446
  %466 = phi float [ undef, %446 ], [ %509, %485 ]
  %467 = phi i64 [ 0, %446 ], [ %510, %485 ]
  %468 = phi float [ 0.000000e+00, %446 ], [ %509, %485 ]
  br i1 %434, label %480, label %469, !dbg !253

469:                                              ; preds = %465
  %470 = add nsw i64 %448, %467, !dbg !266
  %471 = getelementptr inbounds float, ptr %116, i64 %470, !dbg !267
  %472 = load float, ptr %471, align 4, !dbg !267, !tbaa !73
  %473 = trunc i64 %467 to i32, !dbg !268
  %474 = mul i32 %473, %0, !dbg !268
  %475 = add i32 %450, %474, !dbg !268
  %476 = sext i32 %475 to i64, !dbg !269
  %477 = getelementptr inbounds float, ptr %117, i64 %476, !dbg !269
  %478 = load float, ptr %477, align 4, !dbg !269, !tbaa !73
  %479 = call float @llvm.fmuladd.f32(float %472, float %478, float %468), !dbg !270
  br label %480, !dbg !271

480:                                              ; preds = %469, %465, %443
  %481 = phi float [ 0.000000e+00, %443 ], [ %466, %465 ], [ %479, %469 ], !dbg !272
  %482 = fadd float %445, %481, !dbg !271
  %483 = add nuw nsw i64 %444, 1, !dbg !273
  %484 = icmp eq i64 %483, 8, !dbg !274
  br i1 %484, label %451, label %443, !dbg !252, !llvm.loop !275

485:                                              ; preds = %446, %485
  %486 = phi i64 [ %510, %485 ], [ 0, %446 ]
  %487 = phi float [ %509, %485 ], [ 0.000000e+00, %446 ]
  %488 = phi i64 [ %511, %485 ], [ 0, %446 ]
  %489 = add nsw i64 %448, %486, !dbg !266
  %490 = getelementptr inbounds float, ptr %116, i64 %489, !dbg !267
  %491 = load float, ptr %490, align 4, !dbg !267, !tbaa !73
  %492 = trunc i64 %486 to i32, !dbg !268
  %493 = mul i32 %492, %0, !dbg !268
  %494 = add i32 %450, %493, !dbg !268
  %495 = sext i32 %494 to i64, !dbg !269
  %496 = getelementptr inbounds float, ptr %117, i64 %495, !dbg !269
  %497 = load float, ptr %496, align 4, !dbg !269, !tbaa !73
  %498 = call float @llvm.fmuladd.f32(float %491, float %497, float %487), !dbg !270
  %499 = or i64 %486, 1, !dbg !277
  %500 = add nsw i64 %448, %499, !dbg !266
  %501 = getelementptr inbounds float, ptr %116, i64 %500, !dbg !267
  %502 = load float, ptr %501, align 4, !dbg !267, !tbaa !73
  %503 = trunc i64 %499 to i32, !dbg !268
  %504 = mul i32 %503, %0, !dbg !268
  %505 = add i32 %450, %504, !dbg !268
  %506 = sext i32 %505 to i64, !dbg !269
  %507 = getelementptr inbounds float, ptr %117, i64 %506, !dbg !269
  %508 = load float, ptr %507, align 4, !dbg !269, !tbaa !73
  %509 = call float @llvm.fmuladd.f32(float %502, float %508, float %498), !dbg !270
  %510 = add nuw nsw i64 %486, 2, !dbg !277
  %511 = add i64 %488, 2, !dbg !253
  %512 = icmp eq i64 %511, %433, !dbg !253
  br i1 %512, label %465, label %485, !dbg !253, !llvm.loop !278

513:                                              ; preds = %451
  %514 = icmp eq i32 %462, 0, !dbg !280
  br i1 %514, label %515, label %516, !dbg !280

515:                                              ; preds = %419, %513
  br label %516, !dbg !280

516:                                              ; preds = %513, %515
  %517 = phi i32 [ 0, %515 ], [ %462, %513 ]
  %518 = phi ptr [ @.str.4, %515 ], [ @.str.3, %513 ]
  %519 = select i1 %422, ptr @.str.2, ptr %518, !dbg !280
  %520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, ptr noundef nonnull %519), !dbg !281
  %521 = load ptr, ptr %101, align 8, !dbg !282, !tbaa !14
  %522 = call i32 @cudaFree(ptr noundef %521), !dbg !283
  %523 = load ptr, ptr %102, align 8, !dbg !284, !tbaa !14
  %524 = call i32 @cudaFree(ptr noundef %523), !dbg !285
  %525 = load ptr, ptr %103, align 8, !dbg !286, !tbaa !14
  %526 = call i32 @cudaFree(ptr noundef %525), !dbg !287
  %527 = load ptr, ptr %104, align 8, !dbg !288, !tbaa !14
  %528 = call i32 @cudaFree(ptr noundef %527), !dbg !289
  call void @free(ptr noundef %116) #11, !dbg !290
  call void @free(ptr noundef %117) #11, !dbg !291
  call void @free(ptr noundef %120) #11, !dbg !292
  %529 = icmp ne i32 %517, 0, !dbg !293
  %530 = zext i1 %529 to i32, !dbg !293
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %104) #11, !dbg !294
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103) #11, !dbg !294
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102) #11, !dbg !294
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %101) #11, !dbg !294
  br label %531

531:                                              ; preds = %516, %108
  %532 = phi i32 [ 1, %108 ], [ %530, %516 ], !dbg !272
  ret i32 %532, !dbg !294
}

; Function Attrs: nofree nounwind
declare !dbg !295 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !297 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !299 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !301 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !302 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

declare !dbg !304 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !305 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !306 {
  %1 = tail call i32 @run_small_gemms(i32 noundef 64, i32 noundef 1024, i32 noundef 1, i32 noundef 0), !dbg !307, !range !308
  ret i32 %1, !dbg !309
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
!8 = !DIFile(filename: "samples/cuda/small_gemms.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "068721c8a36072162baa393247737287")
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
!45 = !DILocation(line: 25, column: 19, scope: !25)
!46 = !DILocation(line: 26, column: 9, scope: !25)
!47 = !DILocation(line: 27, column: 9, scope: !25)
!48 = !DILocation(line: 30, column: 18, scope: !25)
!49 = !DILocation(line: 30, column: 35, scope: !25)
!50 = !DILocation(line: 31, column: 42, scope: !25)
!51 = !DILocation(line: 31, column: 33, scope: !25)
!52 = !DILocation(line: 31, column: 46, scope: !25)
!53 = !DILocation(line: 31, column: 26, scope: !25)
!54 = !DILocation(line: 31, column: 79, scope: !25)
!55 = !DILocation(line: 32, column: 35, scope: !25)
!56 = !DILocation(line: 32, column: 37, scope: !25)
!57 = !DILocation(line: 32, column: 28, scope: !25)
!58 = !DILocation(line: 11, column: 23, scope: !59, inlinedAt: !61)
!59 = distinct !DISubprogram(name: "fill", scope: !60, file: !60, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!60 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!61 = distinct !DILocation(line: 33, column: 5, scope: !25)
!62 = !DILocation(line: 11, column: 5, scope: !59, inlinedAt: !61)
!63 = !DILocation(line: 6, column: 14, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "lcg_uniform", scope: !60, file: !60, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!65 = distinct !DILocation(line: 11, column: 48, scope: !59, inlinedAt: !61)
!66 = !DILocation(line: 6, column: 21, scope: !64, inlinedAt: !65)
!67 = !DILocation(line: 6, column: 32, scope: !64, inlinedAt: !65)
!68 = !DILocation(line: 7, column: 27, scope: !64, inlinedAt: !65)
!69 = !DILocation(line: 7, column: 19, scope: !64, inlinedAt: !65)
!70 = !DILocation(line: 7, column: 56, scope: !64, inlinedAt: !65)
!71 = !DILocation(line: 11, column: 33, scope: !59, inlinedAt: !61)
!72 = !DILocation(line: 11, column: 38, scope: !59, inlinedAt: !61)
!73 = !{!74, !74, i64 0}
!74 = !{!"float", !16, i64 0}
!75 = !DILocation(line: 11, column: 28, scope: !59, inlinedAt: !61)
!76 = distinct !{!76, !62, !77, !78}
!77 = !DILocation(line: 11, column: 65, scope: !59, inlinedAt: !61)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 6, column: 14, scope: !64, inlinedAt: !80)
!80 = distinct !DILocation(line: 11, column: 48, scope: !59, inlinedAt: !81)
!81 = distinct !DILocation(line: 34, column: 5, scope: !25)
!82 = !DILocation(line: 6, column: 21, scope: !64, inlinedAt: !80)
!83 = !DILocation(line: 6, column: 32, scope: !64, inlinedAt: !80)
!84 = !DILocation(line: 7, column: 27, scope: !64, inlinedAt: !80)
!85 = !DILocation(line: 7, column: 19, scope: !64, inlinedAt: !80)
!86 = !DILocation(line: 7, column: 56, scope: !64, inlinedAt: !80)
!87 = !DILocation(line: 11, column: 33, scope: !59, inlinedAt: !81)
!88 = !DILocation(line: 11, column: 38, scope: !59, inlinedAt: !81)
!89 = !DILocation(line: 11, column: 28, scope: !59, inlinedAt: !81)
!90 = !DILocation(line: 11, column: 23, scope: !59, inlinedAt: !81)
!91 = !DILocation(line: 11, column: 5, scope: !59, inlinedAt: !81)
!92 = distinct !{!92, !91, !93, !78}
!93 = !DILocation(line: 11, column: 65, scope: !59, inlinedAt: !81)
!94 = !DILocation(line: 35, column: 5, scope: !25)
!95 = !DILocation(line: 36, column: 5, scope: !25)
!96 = !DILocation(line: 37, column: 5, scope: !25)
!97 = !DILocation(line: 38, column: 39, scope: !25)
!98 = !DILocation(line: 38, column: 30, scope: !25)
!99 = !DILocation(line: 38, column: 43, scope: !25)
!100 = !DILocation(line: 38, column: 5, scope: !25)
!101 = !DILocation(line: 39, column: 5, scope: !25)
!102 = !DILocation(line: 40, column: 16, scope: !25)
!103 = !DILocation(line: 40, column: 5, scope: !25)
!104 = !DILocation(line: 41, column: 16, scope: !25)
!105 = !DILocation(line: 41, column: 5, scope: !25)
!106 = !DILocation(line: 42, column: 33, scope: !25)
!107 = !DILocation(line: 42, column: 38, scope: !25)
!108 = !DILocation(line: 423, column: 105, scope: !109, inlinedAt: !111)
!109 = distinct !DISubprogram(name: "dim3", scope: !110, file: !110, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!110 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!111 = distinct !DILocation(line: 42, column: 10, scope: !25)
!112 = !DILocation(line: 423, column: 112, scope: !109, inlinedAt: !111)
!113 = !DILocation(line: 43, column: 15, scope: !25)
!114 = !DILocation(line: 43, column: 5, scope: !25)
!115 = !DILocation(line: 43, column: 33, scope: !25)
!116 = !DILocation(line: 43, column: 37, scope: !25)
!117 = !DILocation(line: 43, column: 41, scope: !25)
!118 = !{!119, !121, !122}
!119 = distinct !{!119, !120, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!120 = distinct !{!120, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!121 = distinct !{!121, !120, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!122 = distinct !{!122, !120, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!123 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !43)
!124 = !DILocation(line: 44, column: 15, scope: !25)
!125 = !DILocation(line: 44, column: 5, scope: !25)
!126 = !DILocation(line: 44, column: 33, scope: !25)
!127 = !DILocation(line: 44, column: 36, scope: !25)
!128 = !DILocation(line: 44, column: 41, scope: !25)
!129 = !DILocation(line: 44, column: 44, scope: !25)
!130 = !DILocation(line: 44, column: 49, scope: !25)
!131 = !DILocation(line: 44, column: 52, scope: !25)
!132 = !{!133, !135, !136}
!133 = distinct !{!133, !134, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!134 = distinct !{!134, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!135 = distinct !{!135, !134, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!136 = distinct !{!136, !134, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!137 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !41)
!138 = !DILocation(line: 45, column: 15, scope: !25)
!139 = !DILocation(line: 45, column: 5, scope: !25)
!140 = !DILocation(line: 45, column: 33, scope: !25)
!141 = !DILocation(line: 45, column: 40, scope: !25)
!142 = !DILocation(line: 45, column: 36, scope: !25)
!143 = !DILocation(line: 45, column: 45, scope: !25)
!144 = !DILocation(line: 45, column: 48, scope: !25)
!145 = !DILocation(line: 45, column: 57, scope: !25)
!146 = !DILocation(line: 45, column: 64, scope: !25)
!147 = !DILocation(line: 45, column: 60, scope: !25)
!148 = !{!149, !151, !152}
!149 = distinct !{!149, !150, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!150 = distinct !{!150, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!151 = distinct !{!151, !150, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!152 = distinct !{!152, !150, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!153 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !39)
!154 = !DILocation(line: 46, column: 15, scope: !25)
!155 = !DILocation(line: 46, column: 5, scope: !25)
!156 = !DILocation(line: 46, column: 33, scope: !25)
!157 = !DILocation(line: 46, column: 40, scope: !25)
!158 = !DILocation(line: 46, column: 36, scope: !25)
!159 = !DILocation(line: 46, column: 45, scope: !25)
!160 = !DILocation(line: 46, column: 48, scope: !25)
!161 = !DILocation(line: 46, column: 57, scope: !25)
!162 = !DILocation(line: 46, column: 64, scope: !25)
!163 = !DILocation(line: 46, column: 60, scope: !25)
!164 = !{!165, !167, !168}
!165 = distinct !{!165, !166, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!166 = distinct !{!166, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!167 = distinct !{!167, !166, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!168 = distinct !{!168, !166, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!169 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !37)
!170 = !DILocation(line: 47, column: 15, scope: !25)
!171 = !DILocation(line: 47, column: 5, scope: !25)
!172 = !DILocation(line: 47, column: 33, scope: !25)
!173 = !DILocation(line: 47, column: 40, scope: !25)
!174 = !DILocation(line: 47, column: 36, scope: !25)
!175 = !DILocation(line: 47, column: 45, scope: !25)
!176 = !DILocation(line: 47, column: 48, scope: !25)
!177 = !DILocation(line: 47, column: 57, scope: !25)
!178 = !DILocation(line: 47, column: 64, scope: !25)
!179 = !DILocation(line: 47, column: 60, scope: !25)
!180 = !{!181, !183, !184}
!181 = distinct !{!181, !182, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!182 = distinct !{!182, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!183 = distinct !{!183, !182, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!184 = distinct !{!184, !182, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!185 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !35)
!186 = !DILocation(line: 48, column: 15, scope: !25)
!187 = !DILocation(line: 48, column: 5, scope: !25)
!188 = !DILocation(line: 48, column: 33, scope: !25)
!189 = !DILocation(line: 48, column: 40, scope: !25)
!190 = !DILocation(line: 48, column: 36, scope: !25)
!191 = !DILocation(line: 48, column: 45, scope: !25)
!192 = !DILocation(line: 48, column: 48, scope: !25)
!193 = !DILocation(line: 48, column: 57, scope: !25)
!194 = !DILocation(line: 48, column: 64, scope: !25)
!195 = !DILocation(line: 48, column: 60, scope: !25)
!196 = !{!197, !199, !200}
!197 = distinct !{!197, !198, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!198 = distinct !{!198, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!199 = distinct !{!199, !198, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!200 = distinct !{!200, !198, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!201 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !33)
!202 = !DILocation(line: 49, column: 15, scope: !25)
!203 = !DILocation(line: 49, column: 5, scope: !25)
!204 = !DILocation(line: 49, column: 33, scope: !25)
!205 = !DILocation(line: 49, column: 40, scope: !25)
!206 = !DILocation(line: 49, column: 36, scope: !25)
!207 = !DILocation(line: 49, column: 45, scope: !25)
!208 = !DILocation(line: 49, column: 48, scope: !25)
!209 = !DILocation(line: 49, column: 57, scope: !25)
!210 = !DILocation(line: 49, column: 64, scope: !25)
!211 = !DILocation(line: 49, column: 60, scope: !25)
!212 = !{!213, !215, !216}
!213 = distinct !{!213, !214, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!214 = distinct !{!214, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!215 = distinct !{!215, !214, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!216 = distinct !{!216, !214, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!217 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !31)
!218 = !DILocation(line: 50, column: 15, scope: !25)
!219 = !DILocation(line: 50, column: 5, scope: !25)
!220 = !DILocation(line: 50, column: 33, scope: !25)
!221 = !DILocation(line: 50, column: 40, scope: !25)
!222 = !DILocation(line: 50, column: 36, scope: !25)
!223 = !DILocation(line: 50, column: 45, scope: !25)
!224 = !DILocation(line: 50, column: 48, scope: !25)
!225 = !DILocation(line: 50, column: 57, scope: !25)
!226 = !DILocation(line: 50, column: 64, scope: !25)
!227 = !DILocation(line: 50, column: 60, scope: !25)
!228 = !{!229, !231, !232}
!229 = distinct !{!229, !230, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!230 = distinct !{!230, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!231 = distinct !{!231, !230, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!232 = distinct !{!232, !230, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!233 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !29)
!234 = !DILocation(line: 51, column: 23, scope: !25)
!235 = !DILocation(line: 51, column: 30, scope: !25)
!236 = !DILocation(line: 51, column: 17, scope: !25)
!237 = !DILocation(line: 51, column: 5, scope: !25)
!238 = !DILocation(line: 51, column: 44, scope: !25)
!239 = !DILocation(line: 51, column: 48, scope: !25)
!240 = !{!241, !243}
!241 = distinct !{!241, !242, !"_Z27__device_stub__sum_requestsPKfPfi: argument 0"}
!242 = distinct !{!242, !"_Z27__device_stub__sum_requestsPKfPfi"}
!243 = distinct !{!243, !242, !"_Z27__device_stub__sum_requestsPKfPfi: argument 1"}
!244 = !DILocation(line: 22, column: 1, scope: !22, inlinedAt: !27)
!245 = !DILocation(line: 52, column: 22, scope: !25)
!246 = !DILocation(line: 52, column: 5, scope: !25)
!247 = !DILocation(line: 54, column: 9, scope: !25)
!248 = !DILocation(line: 55, column: 9, scope: !25)
!249 = !DILocation(line: 55, column: 27, scope: !25)
!250 = !DILocation(line: 56, column: 25, scope: !25)
!251 = !DILocation(line: 56, column: 41, scope: !25)
!252 = !DILocation(line: 58, column: 13, scope: !25)
!253 = !DILocation(line: 60, column: 17, scope: !25)
!254 = !DILocation(line: 63, column: 28, scope: !25)
!255 = !DILocation(line: 63, column: 36, scope: !25)
!256 = !DILocation(line: 63, column: 22, scope: !25)
!257 = !DILocation(line: 63, column: 63, scope: !25)
!258 = !DILocation(line: 63, column: 61, scope: !25)
!259 = !DILocation(line: 63, column: 53, scope: !25)
!260 = !DILocation(line: 63, column: 44, scope: !25)
!261 = !DILocation(line: 63, column: 20, scope: !25)
!262 = !DILocation(line: 63, column: 17, scope: !25)
!263 = !DILocation(line: 55, column: 32, scope: !25)
!264 = distinct !{!264, !248, !265, !78}
!265 = !DILocation(line: 64, column: 9, scope: !25)
!266 = !DILocation(line: 60, column: 79, scope: !25)
!267 = !DILocation(line: 60, column: 56, scope: !25)
!268 = !DILocation(line: 60, column: 106, scope: !25)
!269 = !DILocation(line: 60, column: 86, scope: !25)
!270 = !DILocation(line: 60, column: 53, scope: !25)
!271 = !DILocation(line: 61, column: 22, scope: !25)
!272 = !DILocation(line: 0, scope: !25)
!273 = !DILocation(line: 58, column: 43, scope: !25)
!274 = !DILocation(line: 58, column: 31, scope: !25)
!275 = distinct !{!275, !252, !276, !78}
!276 = !DILocation(line: 62, column: 13, scope: !25)
!277 = !DILocation(line: 60, column: 44, scope: !25)
!278 = distinct !{!278, !253, !279, !78}
!279 = !DILocation(line: 60, column: 111, scope: !25)
!280 = !DILocation(line: 66, column: 63, scope: !25)
!281 = !DILocation(line: 66, column: 5, scope: !25)
!282 = !DILocation(line: 67, column: 14, scope: !25)
!283 = !DILocation(line: 67, column: 5, scope: !25)
!284 = !DILocation(line: 67, column: 28, scope: !25)
!285 = !DILocation(line: 67, column: 19, scope: !25)
!286 = !DILocation(line: 67, column: 42, scope: !25)
!287 = !DILocation(line: 67, column: 33, scope: !25)
!288 = !DILocation(line: 67, column: 56, scope: !25)
!289 = !DILocation(line: 67, column: 47, scope: !25)
!290 = !DILocation(line: 68, column: 5, scope: !25)
!291 = !DILocation(line: 68, column: 15, scope: !25)
!292 = !DILocation(line: 68, column: 25, scope: !25)
!293 = !DILocation(line: 69, column: 12, scope: !25)
!294 = !DILocation(line: 70, column: 1, scope: !25)
!295 = !DISubprogram(name: "printf", scope: !296, file: !296, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!296 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!297 = !DISubprogram(name: "malloc", scope: !298, file: !298, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!298 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!299 = !DISubprogram(name: "cudaMalloc", scope: !300, file: !300, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!300 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!301 = !DISubprogram(name: "cudaMemcpy", scope: !300, file: !300, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!302 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !303, file: !303, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!303 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!304 = !DISubprogram(name: "cudaFree", scope: !300, file: !300, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!305 = !DISubprogram(name: "free", scope: !298, file: !298, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!306 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 73, type: !12, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!307 = !DILocation(line: 73, column: 21, scope: !306)
!308 = !{i32 0, i32 2}
!309 = !DILocation(line: 73, column: 14, scope: !306)
