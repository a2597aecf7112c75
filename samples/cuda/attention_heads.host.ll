; ModuleID = 'samples/cuda/attention_heads.cu'
source_filename = "samples/cuda/attention_heads.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [41 x i8] c"attention_heads: bad sizes seq=%d dh=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"attention_heads seq=%d dh=%d: %s\0A\00", align 1
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
define dso_local void @_Z26__device_stub__head_scoresPKfS0_Pfiif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #0 !dbg !22 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8, !tbaa !14
  store ptr %1, ptr %8, align 8, !tbaa !14
  store ptr %2, ptr %9, align 8, !tbaa !14
  store i32 %3, ptr %10, align 4, !tbaa !18
  store i32 %4, ptr %11, align 4, !tbaa !18
  store float %5, ptr %12, align 4, !tbaa !23
  %17 = alloca [6 x ptr], align 16, !dbg !25
  store ptr %7, ptr %17, align 16, !dbg !25
  %18 = getelementptr inbounds ptr, ptr %17, i64 1, !dbg !25
  store ptr %8, ptr %18, align 8, !dbg !25
  %19 = getelementptr inbounds ptr, ptr %17, i64 2, !dbg !25
  store ptr %9, ptr %19, align 16, !dbg !25
  %20 = getelementptr inbounds ptr, ptr %17, i64 3, !dbg !25
  store ptr %10, ptr %20, align 8, !dbg !25
  %21 = getelementptr inbounds ptr, ptr %17, i64 4, !dbg !25
  store ptr %11, ptr %21, align 16, !dbg !25
  %22 = getelementptr inbounds ptr, ptr %17, i64 5, !dbg !25
  store ptr %12, ptr %22, align 8, !dbg !25
  %23 = call i32 @__cudaPopCallConfiguration(ptr nonnull %13, ptr nonnull %14, ptr nonnull %15, ptr nonnull %16), !dbg !25
  %24 = load i64, ptr %15, align 8, !dbg !25
  %25 = load ptr, ptr %16, align 8, !dbg !25
  %26 = load i64, ptr %13, align 8, !dbg !25
  %27 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !25
  %28 = load i32, ptr %27, align 8, !dbg !25
  %29 = load i64, ptr %14, align 8, !dbg !25
  %30 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !25
  %31 = load i32, ptr %30, align 8, !dbg !25
  %32 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_scoresPKfS0_Pfiif, i64 %26, i32 %28, i64 %29, i32 %31, ptr noundef nonnull %17, i64 noundef %24, ptr noundef %25), !dbg !25
  ret void, !dbg !26
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z27__device_stub__head_softmaxPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !27 {
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
  %11 = alloca [3 x ptr], align 16, !dbg !28
  store ptr %4, ptr %11, align 16, !dbg !28
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !28
  store ptr %5, ptr %12, align 8, !dbg !28
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !28
  store ptr %6, ptr %13, align 16, !dbg !28
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !28
  %15 = load i64, ptr %9, align 8, !dbg !28
  %16 = load ptr, ptr %10, align 8, !dbg !28
  %17 = load i64, ptr %7, align 8, !dbg !28
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !28
  %19 = load i32, ptr %18, align 8, !dbg !28
  %20 = load i64, ptr %8, align 8, !dbg !28
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !28
  %22 = load i32, ptr %21, align 8, !dbg !28
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__head_softmaxPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !28
  ret void, !dbg !29
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__head_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !30 {
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
  %15 = alloca [5 x ptr], align 16, !dbg !31
  store ptr %6, ptr %15, align 16, !dbg !31
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !31
  store ptr %7, ptr %16, align 8, !dbg !31
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !31
  store ptr %8, ptr %17, align 16, !dbg !31
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !31
  store ptr %9, ptr %18, align 8, !dbg !31
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !31
  store ptr %10, ptr %19, align 16, !dbg !31
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !31
  %21 = load i64, ptr %13, align 8, !dbg !31
  %22 = load ptr, ptr %14, align 8, !dbg !31
  %23 = load i64, ptr %11, align 8, !dbg !31
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !31
  %25 = load i32, ptr %24, align 8, !dbg !31
  %26 = load i64, ptr %12, align 8, !dbg !31
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !31
  %28 = load i32, ptr %27, align 8, !dbg !31
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_valuesPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !31
  ret void, !dbg !32
}

; Function Attrs: uwtable
define dso_local i32 @run_attention_heads(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !33 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [5 x ptr], align 16, !dbg !34
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca %struct.dim3, align 8
  %19 = alloca %struct.dim3, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca [3 x ptr], align 16, !dbg !38
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca float, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [6 x ptr], align 16, !dbg !40
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca [5 x ptr], align 16, !dbg !42
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca %struct.dim3, align 8
  %48 = alloca %struct.dim3, align 8
  %49 = alloca i64, align 8
  %50 = alloca ptr, align 8
  %51 = alloca [3 x ptr], align 16, !dbg !45
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca float, align 4
  %58 = alloca %struct.dim3, align 8
  %59 = alloca %struct.dim3, align 8
  %60 = alloca i64, align 8
  %61 = alloca ptr, align 8
  %62 = alloca [6 x ptr], align 16, !dbg !47
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca %struct.dim3, align 8
  %69 = alloca %struct.dim3, align 8
  %70 = alloca i64, align 8
  %71 = alloca ptr, align 8
  %72 = alloca [5 x ptr], align 16, !dbg !49
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca %struct.dim3, align 8
  %77 = alloca %struct.dim3, align 8
  %78 = alloca i64, align 8
  %79 = alloca ptr, align 8
  %80 = alloca [3 x ptr], align 16, !dbg !52
  %81 = alloca ptr, align 8
  %82 = alloca ptr, align 8
  %83 = alloca ptr, align 8
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca float, align 4
  %87 = alloca %struct.dim3, align 8
  %88 = alloca %struct.dim3, align 8
  %89 = alloca i64, align 8
  %90 = alloca ptr, align 8
  %91 = alloca [6 x ptr], align 16, !dbg !54
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca %struct.dim3, align 8
  %98 = alloca %struct.dim3, align 8
  %99 = alloca i64, align 8
  %100 = alloca ptr, align 8
  %101 = alloca [5 x ptr], align 16, !dbg !56
  %102 = alloca ptr, align 8
  %103 = alloca ptr, align 8
  %104 = alloca i32, align 4
  %105 = alloca %struct.dim3, align 8
  %106 = alloca %struct.dim3, align 8
  %107 = alloca i64, align 8
  %108 = alloca ptr, align 8
  %109 = alloca [3 x ptr], align 16, !dbg !59
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca float, align 4
  %116 = alloca %struct.dim3, align 8
  %117 = alloca %struct.dim3, align 8
  %118 = alloca i64, align 8
  %119 = alloca ptr, align 8
  %120 = alloca [6 x ptr], align 16, !dbg !61
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = icmp slt i32 %0, 1, !dbg !63
  %128 = icmp slt i32 %1, 1
  %129 = or i1 %127, %128, !dbg !64
  br i1 %129, label %130, label %132, !dbg !64

130:                                              ; preds = %4
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1), !dbg !65
  br label %740, !dbg !66

132:                                              ; preds = %4
  %133 = mul nsw i32 %1, %0, !dbg !67
  %134 = mul nsw i32 %0, %0, !dbg !68
  %135 = shl nsw i32 %133, 2, !dbg !69
  %136 = sext i32 %135 to i64, !dbg !70
  %137 = shl nsw i64 %136, 2, !dbg !71
  %138 = tail call noalias ptr @malloc(i64 noundef %137) #12, !dbg !72
  %139 = tail call noalias ptr @malloc(i64 noundef %137) #12, !dbg !73
  %140 = tail call noalias ptr @malloc(i64 noundef %137) #12, !dbg !74
  %141 = tail call noalias ptr @malloc(i64 noundef %137) #12, !dbg !75
  %142 = icmp sgt i32 %133, 0, !dbg !76
  br i1 %142, label %143, label %205, !dbg !80

143:                                              ; preds = %132
  %144 = zext i32 %135 to i64, !dbg !76
  br label %145, !dbg !80

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %163, %145 ], !dbg !81
  %147 = phi i32 [ %2, %143 ], [ %157, %145 ], !dbg !81
  %148 = mul i32 %147, 1664525, !dbg !84
  %149 = add i32 %148, 1013904223, !dbg !85
  %150 = lshr i32 %149, 8, !dbg !86
  %151 = uitofp i32 %150 to float, !dbg !87
  %152 = tail call float @llvm.fmuladd.f32(float %151, float 0x3E70000000000000, float -5.000000e-01), !dbg !88
  %153 = fmul float %152, 2.000000e+00, !dbg !89
  %154 = getelementptr inbounds float, ptr %138, i64 %146, !dbg !90
  store float %153, ptr %154, align 4, !dbg !91, !tbaa !23
  %155 = or i64 %146, 1, !dbg !92
  %156 = mul i32 %149, 1664525, !dbg !84
  %157 = add i32 %156, 1013904223, !dbg !85
  %158 = lshr i32 %157, 8, !dbg !86
  %159 = uitofp i32 %158 to float, !dbg !87
  %160 = tail call float @llvm.fmuladd.f32(float %159, float 0x3E70000000000000, float -5.000000e-01), !dbg !88
  %161 = fmul float %160, 2.000000e+00, !dbg !89
  %162 = getelementptr inbounds float, ptr %138, i64 %155, !dbg !90
  store float %161, ptr %162, align 4, !dbg !91, !tbaa !23
  %163 = add nuw nsw i64 %146, 2, !dbg !92
  %164 = icmp eq i64 %163, %144, !dbg !76
  br i1 %164, label %165, label %145, !dbg !80, !llvm.loop !93

165:                                              ; preds = %145, %165
  %166 = phi i64 [ %183, %165 ], [ 0, %145 ], !dbg !96
  %167 = phi i32 [ %177, %165 ], [ %157, %145 ], !dbg !96
  %168 = mul i32 %167, 1664525, !dbg !99
  %169 = add i32 %168, 1013904223, !dbg !100
  %170 = lshr i32 %169, 8, !dbg !101
  %171 = uitofp i32 %170 to float, !dbg !102
  %172 = tail call float @llvm.fmuladd.f32(float %171, float 0x3E70000000000000, float -5.000000e-01), !dbg !103
  %173 = fmul float %172, 2.000000e+00, !dbg !104
  %174 = getelementptr inbounds float, ptr %139, i64 %166, !dbg !105
  store float %173, ptr %174, align 4, !dbg !106, !tbaa !23
  %175 = or i64 %166, 1, !dbg !107
  %176 = mul i32 %169, 1664525, !dbg !99
  %177 = add i32 %176, 1013904223, !dbg !100
  %178 = lshr i32 %177, 8, !dbg !101
  %179 = uitofp i32 %178 to float, !dbg !102
  %180 = tail call float @llvm.fmuladd.f32(float %179, float 0x3E70000000000000, float -5.000000e-01), !dbg !103
  %181 = fmul float %180, 2.000000e+00, !dbg !104
  %182 = getelementptr inbounds float, ptr %139, i64 %175, !dbg !105
  store float %181, ptr %182, align 4, !dbg !106, !tbaa !23
  %183 = add nuw nsw i64 %166, 2, !dbg !107
  %184 = icmp eq i64 %183, %144, !dbg !108
  br i1 %184, label %185, label %165, !dbg !109, !llvm.loop !110

185:                                              ; preds = %165, %185
  %186 = phi i64 [ %203, %185 ], [ 0, %165 ], !dbg !112
  %187 = phi i32 [ %197, %185 ], [ %177, %165 ], !dbg !112
  %188 = mul i32 %187, 1664525, !dbg !115
  %189 = add i32 %188, 1013904223, !dbg !116
  %190 = lshr i32 %189, 8, !dbg !117
  %191 = uitofp i32 %190 to float, !dbg !118
  %192 = tail call float @llvm.fmuladd.f32(float %191, float 0x3E70000000000000, float -5.000000e-01), !dbg !119
  %193 = fmul float %192, 2.000000e+00, !dbg !120
  %194 = getelementptr inbounds float, ptr %140, i64 %186, !dbg !121
  store float %193, ptr %194, align 4, !dbg !122, !tbaa !23
  %195 = or i64 %186, 1, !dbg !123
  %196 = mul i32 %189, 1664525, !dbg !115
  %197 = add i32 %196, 1013904223, !dbg !116
  %198 = lshr i32 %197, 8, !dbg !117
  %199 = uitofp i32 %198 to float, !dbg !118
  %200 = tail call float @llvm.fmuladd.f32(float %199, float 0x3E70000000000000, float -5.000000e-01), !dbg !119
  %201 = fmul float %200, 2.000000e+00, !dbg !120
  %202 = getelementptr inbounds float, ptr %140, i64 %195, !dbg !121
  store float %201, ptr %202, align 4, !dbg !122, !tbaa !23
  %203 = add nuw nsw i64 %186, 2, !dbg !123
  %204 = icmp eq i64 %203, %144, !dbg !124
  br i1 %204, label %205, label %185, !dbg !125, !llvm.loop !126

205:                                              ; preds = %185, %132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %121) #13, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %122) #13, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %123) #13, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %124) #13, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %125) #13, !dbg !128
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %126) #13, !dbg !128
  %206 = call i32 @cudaMalloc(ptr noundef nonnull %121, i64 noundef %137), !dbg !129
  %207 = call i32 @cudaMalloc(ptr noundef nonnull %122, i64 noundef %137), !dbg !130
  %208 = call i32 @cudaMalloc(ptr noundef nonnull %123, i64 noundef %137), !dbg !131
  %209 = shl nsw i32 %134, 2, !dbg !132
  %210 = zext i32 %209 to i64, !dbg !133
  %211 = shl nuw nsw i64 %210, 2, !dbg !134
  %212 = call i32 @cudaMalloc(ptr noundef nonnull %124, i64 noundef %211), !dbg !135
  %213 = call i32 @cudaMalloc(ptr noundef nonnull %125, i64 noundef %211), !dbg !136
  %214 = call i32 @cudaMalloc(ptr noundef nonnull %126, i64 noundef %137), !dbg !137
  %215 = load ptr, ptr %121, align 8, !dbg !138, !tbaa !14
  %216 = call i32 @cudaMemcpy(ptr noundef %215, ptr noundef %138, i64 noundef %137, i32 noundef 1), !dbg !139
  %217 = load ptr, ptr %122, align 8, !dbg !140, !tbaa !14
  %218 = call i32 @cudaMemcpy(ptr noundef %217, ptr noundef %139, i64 noundef %137, i32 noundef 1), !dbg !141
  %219 = load ptr, ptr %123, align 8, !dbg !142, !tbaa !14
  %220 = call i32 @cudaMemcpy(ptr noundef %219, ptr noundef %140, i64 noundef %137, i32 noundef 1), !dbg !143
  %221 = load ptr, ptr %121, align 8, !dbg !144, !tbaa !14
  %222 = load ptr, ptr %122, align 8, !dbg !145, !tbaa !14
  %223 = load ptr, ptr %123, align 8, !dbg !146, !tbaa !14
  %224 = load ptr, ptr %124, align 8, !dbg !147, !tbaa !14
  %225 = load ptr, ptr %125, align 8, !dbg !148, !tbaa !14
  %226 = load ptr, ptr %126, align 8, !dbg !149, !tbaa !14
  %227 = add nsw i32 %0, 31, !dbg !150
  %228 = sdiv i32 %227, 32, !dbg !151
  %229 = zext i32 %228 to i64, !dbg !152
  %230 = shl nuw i64 %229, 32, !dbg !152
  %231 = or i64 %230, %229, !dbg !152
  %232 = call i32 @__cudaPushCallConfiguration(i64 %231, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !152
  %233 = icmp eq i32 %232, 0, !dbg !152
  br i1 %233, label %234, label %253, !dbg !153

234:                                              ; preds = %205
  %235 = sitofp i32 %1 to float, !dbg !154
  %236 = call float @sqrtf(float noundef %235) #13, !dbg !155
  %237 = fdiv float 1.000000e+00, %236, !dbg !156
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %110)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %111)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %112)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %113)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %114)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %115)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %116)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %117)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %119)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %120)
  store ptr %221, ptr %110, align 8, !tbaa !14, !noalias !157
  store ptr %222, ptr %111, align 8, !tbaa !14, !noalias !157
  store ptr %224, ptr %112, align 8, !tbaa !14, !noalias !157
  store i32 %0, ptr %113, align 4, !tbaa !18, !noalias !157
  store i32 %1, ptr %114, align 4, !tbaa !18, !noalias !157
  store float %237, ptr %115, align 4, !tbaa !23, !noalias !157
  store ptr %110, ptr %120, align 16, !dbg !61, !noalias !157
  %238 = getelementptr inbounds ptr, ptr %120, i64 1, !dbg !61
  store ptr %111, ptr %238, align 8, !dbg !61, !noalias !157
  %239 = getelementptr inbounds ptr, ptr %120, i64 2, !dbg !61
  store ptr %112, ptr %239, align 16, !dbg !61, !noalias !157
  %240 = getelementptr inbounds ptr, ptr %120, i64 3, !dbg !61
  store ptr %113, ptr %240, align 8, !dbg !61, !noalias !157
  %241 = getelementptr inbounds ptr, ptr %120, i64 4, !dbg !61
  store ptr %114, ptr %241, align 16, !dbg !61, !noalias !157
  %242 = getelementptr inbounds ptr, ptr %120, i64 5, !dbg !61
  store ptr %115, ptr %242, align 8, !dbg !61, !noalias !157
  %243 = call i32 @__cudaPopCallConfiguration(ptr nonnull %116, ptr nonnull %117, ptr nonnull %118, ptr nonnull %119), !dbg !61
  %244 = load i64, ptr %118, align 8, !dbg !61, !noalias !157
  %245 = load ptr, ptr %119, align 8, !dbg !61, !noalias !157
  %246 = load i64, ptr %116, align 8, !dbg !61, !noalias !157
  %247 = getelementptr inbounds i8, ptr %116, i64 8, !dbg !61
  %248 = load i32, ptr %247, align 8, !dbg !61, !noalias !157
  %249 = load i64, ptr %117, align 8, !dbg !61, !noalias !157
  %250 = getelementptr inbounds i8, ptr %117, i64 8, !dbg !61
  %251 = load i32, ptr %250, align 8, !dbg !61, !noalias !157
  %252 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_scoresPKfS0_Pfiif, i64 %246, i32 %248, i64 %249, i32 %251, ptr noundef nonnull %120, i64 noundef %244, ptr noundef %245), !dbg !61
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %110), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %111), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %112), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %113), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %114), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %115), !dbg !162
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %116), !dbg !162
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %117), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %118), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %119), !dbg !162
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %120), !dbg !162
  br label %253, !dbg !153

253:                                              ; preds = %234, %205
  %254 = add nsw i32 %0, 3, !dbg !163
  %255 = sdiv i32 %254, 4, !dbg !164
  %256 = zext i32 %255 to i64, !dbg !165
  %257 = or i64 %256, 4294967296, !dbg !165
  %258 = call i32 @__cudaPushCallConfiguration(i64 %257, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null), !dbg !165
  %259 = icmp eq i32 %258, 0, !dbg !165
  br i1 %259, label %260, label %273, !dbg !166

260:                                              ; preds = %253
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %102)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %103)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %104)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %105)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %106)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %107)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %109)
  store ptr %224, ptr %102, align 8, !tbaa !14, !noalias !167
  store ptr %225, ptr %103, align 8, !tbaa !14, !noalias !167
  store i32 %0, ptr %104, align 4, !tbaa !18, !noalias !167
  store ptr %102, ptr %109, align 16, !dbg !59, !noalias !167
  %261 = getelementptr inbounds ptr, ptr %109, i64 1, !dbg !59
  store ptr %103, ptr %261, align 8, !dbg !59, !noalias !167
  %262 = getelementptr inbounds ptr, ptr %109, i64 2, !dbg !59
  store ptr %104, ptr %262, align 16, !dbg !59, !noalias !167
  %263 = call i32 @__cudaPopCallConfiguration(ptr nonnull %105, ptr nonnull %106, ptr nonnull %107, ptr nonnull %108), !dbg !59
  %264 = load i64, ptr %107, align 8, !dbg !59, !noalias !167
  %265 = load ptr, ptr %108, align 8, !dbg !59, !noalias !167
  %266 = load i64, ptr %105, align 8, !dbg !59, !noalias !167
  %267 = getelementptr inbounds i8, ptr %105, i64 8, !dbg !59
  %268 = load i32, ptr %267, align 8, !dbg !59, !noalias !167
  %269 = load i64, ptr %106, align 8, !dbg !59, !noalias !167
  %270 = getelementptr inbounds i8, ptr %106, i64 8, !dbg !59
  %271 = load i32, ptr %270, align 8, !dbg !59, !noalias !167
  %272 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__head_softmaxPKfPfi, i64 %266, i32 %268, i64 %269, i32 %271, ptr noundef nonnull %109, i64 noundef %264, ptr noundef %265), !dbg !59
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %102), !dbg !171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %103), !dbg !171
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %104), !dbg !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %105), !dbg !171
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %106), !dbg !171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %107), !dbg !171
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108), !dbg !171
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %109), !dbg !171
  br label %273, !dbg !166

273:                                              ; preds = %260, %253
  %274 = add nsw i32 %1, 31, !dbg !172
  %275 = sdiv i32 %274, 32, !dbg !173
  %276 = zext i32 %275 to i64, !dbg !174
  %277 = or i64 %230, %276, !dbg !174
  %278 = call i32 @__cudaPushCallConfiguration(i64 %277, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !174
  %279 = icmp eq i32 %278, 0, !dbg !174
  br i1 %279, label %280, label %295, !dbg !175

280:                                              ; preds = %273
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %96)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %100)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %101)
  store ptr %225, ptr %92, align 8, !tbaa !14, !noalias !176
  store ptr %223, ptr %93, align 8, !tbaa !14, !noalias !176
  store ptr %226, ptr %94, align 8, !tbaa !14, !noalias !176
  store i32 %0, ptr %95, align 4, !tbaa !18, !noalias !176
  store i32 %1, ptr %96, align 4, !tbaa !18, !noalias !176
  store ptr %92, ptr %101, align 16, !dbg !56, !noalias !176
  %281 = getelementptr inbounds ptr, ptr %101, i64 1, !dbg !56
  store ptr %93, ptr %281, align 8, !dbg !56, !noalias !176
  %282 = getelementptr inbounds ptr, ptr %101, i64 2, !dbg !56
  store ptr %94, ptr %282, align 16, !dbg !56, !noalias !176
  %283 = getelementptr inbounds ptr, ptr %101, i64 3, !dbg !56
  store ptr %95, ptr %283, align 8, !dbg !56, !noalias !176
  %284 = getelementptr inbounds ptr, ptr %101, i64 4, !dbg !56
  store ptr %96, ptr %284, align 16, !dbg !56, !noalias !176
  %285 = call i32 @__cudaPopCallConfiguration(ptr nonnull %97, ptr nonnull %98, ptr nonnull %99, ptr nonnull %100), !dbg !56
  %286 = load i64, ptr %99, align 8, !dbg !56, !noalias !176
  %287 = load ptr, ptr %100, align 8, !dbg !56, !noalias !176
  %288 = load i64, ptr %97, align 8, !dbg !56, !noalias !176
  %289 = getelementptr inbounds i8, ptr %97, i64 8, !dbg !56
  %290 = load i32, ptr %289, align 8, !dbg !56, !noalias !176
  %291 = load i64, ptr %98, align 8, !dbg !56, !noalias !176
  %292 = getelementptr inbounds i8, ptr %98, i64 8, !dbg !56
  %293 = load i32, ptr %292, align 8, !dbg !56, !noalias !176
  %294 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_valuesPKfS0_Pfii, i64 %288, i32 %290, i64 %291, i32 %293, ptr noundef nonnull %101, i64 noundef %286, ptr noundef %287), !dbg !56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %92), !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %93), !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94), !dbg !181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %95), !dbg !181
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %96), !dbg !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %97), !dbg !181
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %98), !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99), !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %100), !dbg !181
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %101), !dbg !181
  br label %295, !dbg !175

295:                                              ; preds = %273, %280
  %296 = load ptr, ptr %121, align 8, !dbg !182, !tbaa !14
  %297 = sext i32 %133 to i64, !dbg !183
  %298 = load ptr, ptr %122, align 8, !dbg !184, !tbaa !14
  %299 = load ptr, ptr %123, align 8, !dbg !185, !tbaa !14
  %300 = getelementptr inbounds float, ptr %299, i64 %297, !dbg !186
  %301 = load ptr, ptr %124, align 8, !dbg !187, !tbaa !14
  %302 = zext i32 %134 to i64, !dbg !188
  %303 = getelementptr inbounds float, ptr %301, i64 %302, !dbg !188
  %304 = load ptr, ptr %125, align 8, !dbg !189, !tbaa !14
  %305 = getelementptr inbounds float, ptr %304, i64 %302, !dbg !190
  %306 = load ptr, ptr %126, align 8, !dbg !191, !tbaa !14
  %307 = getelementptr inbounds float, ptr %306, i64 %297, !dbg !192
  %308 = call i32 @__cudaPushCallConfiguration(i64 %231, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !193
  %309 = icmp eq i32 %308, 0, !dbg !193
  br i1 %309, label %310, label %331, !dbg !194

310:                                              ; preds = %295
  %311 = getelementptr inbounds float, ptr %298, i64 %297, !dbg !195
  %312 = getelementptr inbounds float, ptr %296, i64 %297, !dbg !183
  %313 = sitofp i32 %1 to float, !dbg !196
  %314 = call float @sqrtf(float noundef %313) #13, !dbg !197
  %315 = fdiv float 1.000000e+00, %314, !dbg !198
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %86)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %91)
  store ptr %312, ptr %81, align 8, !tbaa !14, !noalias !199
  store ptr %311, ptr %82, align 8, !tbaa !14, !noalias !199
  store ptr %303, ptr %83, align 8, !tbaa !14, !noalias !199
  store i32 %0, ptr %84, align 4, !tbaa !18, !noalias !199
  store i32 %1, ptr %85, align 4, !tbaa !18, !noalias !199
  store float %315, ptr %86, align 4, !tbaa !23, !noalias !199
  store ptr %81, ptr %91, align 16, !dbg !54, !noalias !199
  %316 = getelementptr inbounds ptr, ptr %91, i64 1, !dbg !54
  store ptr %82, ptr %316, align 8, !dbg !54, !noalias !199
  %317 = getelementptr inbounds ptr, ptr %91, i64 2, !dbg !54
  store ptr %83, ptr %317, align 16, !dbg !54, !noalias !199
  %318 = getelementptr inbounds ptr, ptr %91, i64 3, !dbg !54
  store ptr %84, ptr %318, align 8, !dbg !54, !noalias !199
  %319 = getelementptr inbounds ptr, ptr %91, i64 4, !dbg !54
  store ptr %85, ptr %319, align 16, !dbg !54, !noalias !199
  %320 = getelementptr inbounds ptr, ptr %91, i64 5, !dbg !54
  store ptr %86, ptr %320, align 8, !dbg !54, !noalias !199
  %321 = call i32 @__cudaPopCallConfiguration(ptr nonnull %87, ptr nonnull %88, ptr nonnull %89, ptr nonnull %90), !dbg !54
  %322 = load i64, ptr %89, align 8, !dbg !54, !noalias !199
  %323 = load ptr, ptr %90, align 8, !dbg !54, !noalias !199
  %324 = load i64, ptr %87, align 8, !dbg !54, !noalias !199
  %325 = getelementptr inbounds i8, ptr %87, i64 8, !dbg !54
  %326 = load i32, ptr %325, align 8, !dbg !54, !noalias !199
  %327 = load i64, ptr %88, align 8, !dbg !54, !noalias !199
  %328 = getelementptr inbounds i8, ptr %88, i64 8, !dbg !54
  %329 = load i32, ptr %328, align 8, !dbg !54, !noalias !199
  %330 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_scoresPKfS0_Pfiif, i64 %324, i32 %326, i64 %327, i32 %329, ptr noundef nonnull %91, i64 noundef %322, ptr noundef %323), !dbg !54
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %81), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %82), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %83), !dbg !204
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %84), !dbg !204
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %85), !dbg !204
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %86), !dbg !204
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %87), !dbg !204
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %88), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %90), !dbg !204
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %91), !dbg !204
  br label %331, !dbg !194

331:                                              ; preds = %310, %295
  %332 = call i32 @__cudaPushCallConfiguration(i64 %257, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null), !dbg !205
  %333 = icmp eq i32 %332, 0, !dbg !205
  br i1 %333, label %334, label %347, !dbg !206

334:                                              ; preds = %331
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %76)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %80)
  store ptr %303, ptr %73, align 8, !tbaa !14, !noalias !207
  store ptr %305, ptr %74, align 8, !tbaa !14, !noalias !207
  store i32 %0, ptr %75, align 4, !tbaa !18, !noalias !207
  store ptr %73, ptr %80, align 16, !dbg !52, !noalias !207
  %335 = getelementptr inbounds ptr, ptr %80, i64 1, !dbg !52
  store ptr %74, ptr %335, align 8, !dbg !52, !noalias !207
  %336 = getelementptr inbounds ptr, ptr %80, i64 2, !dbg !52
  store ptr %75, ptr %336, align 16, !dbg !52, !noalias !207
  %337 = call i32 @__cudaPopCallConfiguration(ptr nonnull %76, ptr nonnull %77, ptr nonnull %78, ptr nonnull %79), !dbg !52
  %338 = load i64, ptr %78, align 8, !dbg !52, !noalias !207
  %339 = load ptr, ptr %79, align 8, !dbg !52, !noalias !207
  %340 = load i64, ptr %76, align 8, !dbg !52, !noalias !207
  %341 = getelementptr inbounds i8, ptr %76, i64 8, !dbg !52
  %342 = load i32, ptr %341, align 8, !dbg !52, !noalias !207
  %343 = load i64, ptr %77, align 8, !dbg !52, !noalias !207
  %344 = getelementptr inbounds i8, ptr %77, i64 8, !dbg !52
  %345 = load i32, ptr %344, align 8, !dbg !52, !noalias !207
  %346 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__head_softmaxPKfPfi, i64 %340, i32 %342, i64 %343, i32 %345, ptr noundef nonnull %80, i64 noundef %338, ptr noundef %339), !dbg !52
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %73), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74), !dbg !211
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %75), !dbg !211
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %76), !dbg !211
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %77), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78), !dbg !211
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %79), !dbg !211
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %80), !dbg !211
  br label %347, !dbg !206

347:                                              ; preds = %334, %331
  %348 = call i32 @__cudaPushCallConfiguration(i64 %277, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !212
  %349 = icmp eq i32 %348, 0, !dbg !212
  br i1 %349, label %350, label %365, !dbg !213

350:                                              ; preds = %347
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %65)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %72)
  store ptr %305, ptr %63, align 8, !tbaa !14, !noalias !214
  store ptr %300, ptr %64, align 8, !tbaa !14, !noalias !214
  store ptr %307, ptr %65, align 8, !tbaa !14, !noalias !214
  store i32 %0, ptr %66, align 4, !tbaa !18, !noalias !214
  store i32 %1, ptr %67, align 4, !tbaa !18, !noalias !214
  store ptr %63, ptr %72, align 16, !dbg !49, !noalias !214
  %351 = getelementptr inbounds ptr, ptr %72, i64 1, !dbg !49
  store ptr %64, ptr %351, align 8, !dbg !49, !noalias !214
  %352 = getelementptr inbounds ptr, ptr %72, i64 2, !dbg !49
  store ptr %65, ptr %352, align 16, !dbg !49, !noalias !214
  %353 = getelementptr inbounds ptr, ptr %72, i64 3, !dbg !49
  store ptr %66, ptr %353, align 8, !dbg !49, !noalias !214
  %354 = getelementptr inbounds ptr, ptr %72, i64 4, !dbg !49
  store ptr %67, ptr %354, align 16, !dbg !49, !noalias !214
  %355 = call i32 @__cudaPopCallConfiguration(ptr nonnull %68, ptr nonnull %69, ptr nonnull %70, ptr nonnull %71), !dbg !49
  %356 = load i64, ptr %70, align 8, !dbg !49, !noalias !214
  %357 = load ptr, ptr %71, align 8, !dbg !49, !noalias !214
  %358 = load i64, ptr %68, align 8, !dbg !49, !noalias !214
  %359 = getelementptr inbounds i8, ptr %68, i64 8, !dbg !49
  %360 = load i32, ptr %359, align 8, !dbg !49, !noalias !214
  %361 = load i64, ptr %69, align 8, !dbg !49, !noalias !214
  %362 = getelementptr inbounds i8, ptr %69, i64 8, !dbg !49
  %363 = load i32, ptr %362, align 8, !dbg !49, !noalias !214
  %364 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_valuesPKfS0_Pfii, i64 %358, i32 %360, i64 %361, i32 %363, ptr noundef nonnull %72, i64 noundef %356, ptr noundef %357), !dbg !49
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63), !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64), !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %65), !dbg !219
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %66), !dbg !219
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %67), !dbg !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %68), !dbg !219
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %69), !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %70), !dbg !219
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %71), !dbg !219
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %72), !dbg !219
  br label %365, !dbg !213

365:                                              ; preds = %347, %350
  %366 = load ptr, ptr %121, align 8, !dbg !220, !tbaa !14
  %367 = shl nsw i32 %133, 1, !dbg !221
  %368 = sext i32 %367 to i64, !dbg !222
  %369 = load ptr, ptr %122, align 8, !dbg !223, !tbaa !14
  %370 = load ptr, ptr %123, align 8, !dbg !224, !tbaa !14
  %371 = getelementptr inbounds float, ptr %370, i64 %368, !dbg !225
  %372 = load ptr, ptr %124, align 8, !dbg !226, !tbaa !14
  %373 = shl nuw nsw i32 %134, 1, !dbg !227
  %374 = zext i32 %373 to i64, !dbg !228
  %375 = getelementptr inbounds float, ptr %372, i64 %374, !dbg !228
  %376 = load ptr, ptr %125, align 8, !dbg !229, !tbaa !14
  %377 = getelementptr inbounds float, ptr %376, i64 %374, !dbg !230
  %378 = load ptr, ptr %126, align 8, !dbg !231, !tbaa !14
  %379 = getelementptr inbounds float, ptr %378, i64 %368, !dbg !232
  %380 = call i32 @__cudaPushCallConfiguration(i64 %231, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !233
  %381 = icmp eq i32 %380, 0, !dbg !233
  br i1 %381, label %382, label %403, !dbg !234

382:                                              ; preds = %365
  %383 = getelementptr inbounds float, ptr %369, i64 %368, !dbg !235
  %384 = getelementptr inbounds float, ptr %366, i64 %368, !dbg !222
  %385 = sitofp i32 %1 to float, !dbg !236
  %386 = call float @sqrtf(float noundef %385) #13, !dbg !237
  %387 = fdiv float 1.000000e+00, %386, !dbg !238
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %55)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %62)
  store ptr %384, ptr %52, align 8, !tbaa !14, !noalias !239
  store ptr %383, ptr %53, align 8, !tbaa !14, !noalias !239
  store ptr %375, ptr %54, align 8, !tbaa !14, !noalias !239
  store i32 %0, ptr %55, align 4, !tbaa !18, !noalias !239
  store i32 %1, ptr %56, align 4, !tbaa !18, !noalias !239
  store float %387, ptr %57, align 4, !tbaa !23, !noalias !239
  store ptr %52, ptr %62, align 16, !dbg !47, !noalias !239
  %388 = getelementptr inbounds ptr, ptr %62, i64 1, !dbg !47
  store ptr %53, ptr %388, align 8, !dbg !47, !noalias !239
  %389 = getelementptr inbounds ptr, ptr %62, i64 2, !dbg !47
  store ptr %54, ptr %389, align 16, !dbg !47, !noalias !239
  %390 = getelementptr inbounds ptr, ptr %62, i64 3, !dbg !47
  store ptr %55, ptr %390, align 8, !dbg !47, !noalias !239
  %391 = getelementptr inbounds ptr, ptr %62, i64 4, !dbg !47
  store ptr %56, ptr %391, align 16, !dbg !47, !noalias !239
  %392 = getelementptr inbounds ptr, ptr %62, i64 5, !dbg !47
  store ptr %57, ptr %392, align 8, !dbg !47, !noalias !239
  %393 = call i32 @__cudaPopCallConfiguration(ptr nonnull %58, ptr nonnull %59, ptr nonnull %60, ptr nonnull %61), !dbg !47
  %394 = load i64, ptr %60, align 8, !dbg !47, !noalias !239
  %395 = load ptr, ptr %61, align 8, !dbg !47, !noalias !239
  %396 = load i64, ptr %58, align 8, !dbg !47, !noalias !239
  %397 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !47
  %398 = load i32, ptr %397, align 8, !dbg !47, !noalias !239
  %399 = load i64, ptr %59, align 8, !dbg !47, !noalias !239
  %400 = getelementptr inbounds i8, ptr %59, i64 8, !dbg !47
  %401 = load i32, ptr %400, align 8, !dbg !47, !noalias !239
  %402 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_scoresPKfS0_Pfiif, i64 %396, i32 %398, i64 %399, i32 %401, ptr noundef nonnull %62, i64 noundef %394, ptr noundef %395), !dbg !47
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %55), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %56), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %57), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %58), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %59), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61), !dbg !244
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %62), !dbg !244
  br label %403, !dbg !234

403:                                              ; preds = %382, %365
  %404 = call i32 @__cudaPushCallConfiguration(i64 %257, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null), !dbg !245
  %405 = icmp eq i32 %404, 0, !dbg !245
  br i1 %405, label %406, label %419, !dbg !246

406:                                              ; preds = %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %51)
  store ptr %375, ptr %44, align 8, !tbaa !14, !noalias !247
  store ptr %377, ptr %45, align 8, !tbaa !14, !noalias !247
  store i32 %0, ptr %46, align 4, !tbaa !18, !noalias !247
  store ptr %44, ptr %51, align 16, !dbg !45, !noalias !247
  %407 = getelementptr inbounds ptr, ptr %51, i64 1, !dbg !45
  store ptr %45, ptr %407, align 8, !dbg !45, !noalias !247
  %408 = getelementptr inbounds ptr, ptr %51, i64 2, !dbg !45
  store ptr %46, ptr %408, align 16, !dbg !45, !noalias !247
  %409 = call i32 @__cudaPopCallConfiguration(ptr nonnull %47, ptr nonnull %48, ptr nonnull %49, ptr nonnull %50), !dbg !45
  %410 = load i64, ptr %49, align 8, !dbg !45, !noalias !247
  %411 = load ptr, ptr %50, align 8, !dbg !45, !noalias !247
  %412 = load i64, ptr %47, align 8, !dbg !45, !noalias !247
  %413 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !45
  %414 = load i32, ptr %413, align 8, !dbg !45, !noalias !247
  %415 = load i64, ptr %48, align 8, !dbg !45, !noalias !247
  %416 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !45
  %417 = load i32, ptr %416, align 8, !dbg !45, !noalias !247
  %418 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__head_softmaxPKfPfi, i64 %412, i32 %414, i64 %415, i32 %417, ptr noundef nonnull %51, i64 noundef %410, ptr noundef %411), !dbg !45
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !251
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45), !dbg !251
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %46), !dbg !251
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %47), !dbg !251
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %48), !dbg !251
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49), !dbg !251
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50), !dbg !251
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %51), !dbg !251
  br label %419, !dbg !246

419:                                              ; preds = %406, %403
  %420 = call i32 @__cudaPushCallConfiguration(i64 %277, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !252
  %421 = icmp eq i32 %420, 0, !dbg !252
  br i1 %421, label %422, label %437, !dbg !253

422:                                              ; preds = %419
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %38)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %39)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %43)
  store ptr %377, ptr %34, align 8, !tbaa !14, !noalias !254
  store ptr %371, ptr %35, align 8, !tbaa !14, !noalias !254
  store ptr %379, ptr %36, align 8, !tbaa !14, !noalias !254
  store i32 %0, ptr %37, align 4, !tbaa !18, !noalias !254
  store i32 %1, ptr %38, align 4, !tbaa !18, !noalias !254
  store ptr %34, ptr %43, align 16, !dbg !42, !noalias !254
  %423 = getelementptr inbounds ptr, ptr %43, i64 1, !dbg !42
  store ptr %35, ptr %423, align 8, !dbg !42, !noalias !254
  %424 = getelementptr inbounds ptr, ptr %43, i64 2, !dbg !42
  store ptr %36, ptr %424, align 16, !dbg !42, !noalias !254
  %425 = getelementptr inbounds ptr, ptr %43, i64 3, !dbg !42
  store ptr %37, ptr %425, align 8, !dbg !42, !noalias !254
  %426 = getelementptr inbounds ptr, ptr %43, i64 4, !dbg !42
  store ptr %38, ptr %426, align 16, !dbg !42, !noalias !254
  %427 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42), !dbg !42
  %428 = load i64, ptr %41, align 8, !dbg !42, !noalias !254
  %429 = load ptr, ptr %42, align 8, !dbg !42, !noalias !254
  %430 = load i64, ptr %39, align 8, !dbg !42, !noalias !254
  %431 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !42
  %432 = load i32, ptr %431, align 8, !dbg !42, !noalias !254
  %433 = load i64, ptr %40, align 8, !dbg !42, !noalias !254
  %434 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !42
  %435 = load i32, ptr %434, align 8, !dbg !42, !noalias !254
  %436 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_valuesPKfS0_Pfii, i64 %430, i32 %432, i64 %433, i32 %435, ptr noundef nonnull %43, i64 noundef %428, ptr noundef %429), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !259
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37), !dbg !259
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38), !dbg !259
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39), !dbg !259
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40), !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41), !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42), !dbg !259
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %43), !dbg !259
  br label %437, !dbg !253

437:                                              ; preds = %419, %422
  %438 = load ptr, ptr %121, align 8, !dbg !260, !tbaa !14
  %439 = mul nsw i32 %133, 3, !dbg !261
  %440 = sext i32 %439 to i64, !dbg !262
  %441 = load ptr, ptr %122, align 8, !dbg !263, !tbaa !14
  %442 = load ptr, ptr %123, align 8, !dbg !264, !tbaa !14
  %443 = getelementptr inbounds float, ptr %442, i64 %440, !dbg !265
  %444 = load ptr, ptr %124, align 8, !dbg !266, !tbaa !14
  %445 = mul nsw i32 %134, 3, !dbg !267
  %446 = zext i32 %445 to i64, !dbg !268
  %447 = getelementptr inbounds float, ptr %444, i64 %446, !dbg !268
  %448 = load ptr, ptr %125, align 8, !dbg !269, !tbaa !14
  %449 = getelementptr inbounds float, ptr %448, i64 %446, !dbg !270
  %450 = load ptr, ptr %126, align 8, !dbg !271, !tbaa !14
  %451 = getelementptr inbounds float, ptr %450, i64 %440, !dbg !272
  %452 = call i32 @__cudaPushCallConfiguration(i64 %231, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !273
  %453 = icmp eq i32 %452, 0, !dbg !273
  br i1 %453, label %454, label %475, !dbg !274

454:                                              ; preds = %437
  %455 = getelementptr inbounds float, ptr %441, i64 %440, !dbg !275
  %456 = getelementptr inbounds float, ptr %438, i64 %440, !dbg !262
  %457 = sitofp i32 %1 to float, !dbg !276
  %458 = call float @sqrtf(float noundef %457) #13, !dbg !277
  %459 = fdiv float 1.000000e+00, %458, !dbg !278
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
  store ptr %456, ptr %23, align 8, !tbaa !14, !noalias !279
  store ptr %455, ptr %24, align 8, !tbaa !14, !noalias !279
  store ptr %447, ptr %25, align 8, !tbaa !14, !noalias !279
  store i32 %0, ptr %26, align 4, !tbaa !18, !noalias !279
  store i32 %1, ptr %27, align 4, !tbaa !18, !noalias !279
  store float %459, ptr %28, align 4, !tbaa !23, !noalias !279
  store ptr %23, ptr %33, align 16, !dbg !40, !noalias !279
  %460 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !40
  store ptr %24, ptr %460, align 8, !dbg !40, !noalias !279
  %461 = getelementptr inbounds ptr, ptr %33, i64 2, !dbg !40
  store ptr %25, ptr %461, align 16, !dbg !40, !noalias !279
  %462 = getelementptr inbounds ptr, ptr %33, i64 3, !dbg !40
  store ptr %26, ptr %462, align 8, !dbg !40, !noalias !279
  %463 = getelementptr inbounds ptr, ptr %33, i64 4, !dbg !40
  store ptr %27, ptr %463, align 16, !dbg !40, !noalias !279
  %464 = getelementptr inbounds ptr, ptr %33, i64 5, !dbg !40
  store ptr %28, ptr %464, align 8, !dbg !40, !noalias !279
  %465 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32), !dbg !40
  %466 = load i64, ptr %31, align 8, !dbg !40, !noalias !279
  %467 = load ptr, ptr %32, align 8, !dbg !40, !noalias !279
  %468 = load i64, ptr %29, align 8, !dbg !40, !noalias !279
  %469 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !40
  %470 = load i32, ptr %469, align 8, !dbg !40, !noalias !279
  %471 = load i64, ptr %30, align 8, !dbg !40, !noalias !279
  %472 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !40
  %473 = load i32, ptr %472, align 8, !dbg !40, !noalias !279
  %474 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_scoresPKfS0_Pfiif, i64 %468, i32 %470, i64 %471, i32 %473, ptr noundef nonnull %33, i64 noundef %466, ptr noundef %467), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !284
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %26), !dbg !284
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !284
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !284
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !284
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !284
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !284
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %33), !dbg !284
  br label %475, !dbg !274

475:                                              ; preds = %454, %437
  %476 = call i32 @__cudaPushCallConfiguration(i64 %257, i32 1, i64 17179869216, i32 1, i64 noundef 0, ptr noundef null), !dbg !285
  %477 = icmp eq i32 %476, 0, !dbg !285
  br i1 %477, label %478, label %491, !dbg !286

478:                                              ; preds = %475
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %22)
  store ptr %447, ptr %15, align 8, !tbaa !14, !noalias !287
  store ptr %449, ptr %16, align 8, !tbaa !14, !noalias !287
  store i32 %0, ptr %17, align 4, !tbaa !18, !noalias !287
  store ptr %15, ptr %22, align 16, !dbg !38, !noalias !287
  %479 = getelementptr inbounds ptr, ptr %22, i64 1, !dbg !38
  store ptr %16, ptr %479, align 8, !dbg !38, !noalias !287
  %480 = getelementptr inbounds ptr, ptr %22, i64 2, !dbg !38
  store ptr %17, ptr %480, align 16, !dbg !38, !noalias !287
  %481 = call i32 @__cudaPopCallConfiguration(ptr nonnull %18, ptr nonnull %19, ptr nonnull %20, ptr nonnull %21), !dbg !38
  %482 = load i64, ptr %20, align 8, !dbg !38, !noalias !287
  %483 = load ptr, ptr %21, align 8, !dbg !38, !noalias !287
  %484 = load i64, ptr %18, align 8, !dbg !38, !noalias !287
  %485 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !38
  %486 = load i32, ptr %485, align 8, !dbg !38, !noalias !287
  %487 = load i64, ptr %19, align 8, !dbg !38, !noalias !287
  %488 = getelementptr inbounds i8, ptr %19, i64 8, !dbg !38
  %489 = load i32, ptr %488, align 8, !dbg !38, !noalias !287
  %490 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z27__device_stub__head_softmaxPKfPfi, i64 %484, i32 %486, i64 %487, i32 %489, ptr noundef nonnull %22, i64 noundef %482, ptr noundef %483), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !291
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !291
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %18), !dbg !291
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %19), !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !291
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !291
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %22), !dbg !291
  br label %491, !dbg !286

491:                                              ; preds = %478, %475
  %492 = call i32 @__cudaPushCallConfiguration(i64 %277, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !292
  %493 = icmp eq i32 %492, 0, !dbg !292
  br i1 %493, label %494, label %509, !dbg !293

494:                                              ; preds = %491
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %14)
  store ptr %449, ptr %5, align 8, !tbaa !14, !noalias !294
  store ptr %443, ptr %6, align 8, !tbaa !14, !noalias !294
  store ptr %451, ptr %7, align 8, !tbaa !14, !noalias !294
  store i32 %0, ptr %8, align 4, !tbaa !18, !noalias !294
  store i32 %1, ptr %9, align 4, !tbaa !18, !noalias !294
  store ptr %5, ptr %14, align 16, !dbg !34, !noalias !294
  %495 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !34
  store ptr %6, ptr %495, align 8, !dbg !34, !noalias !294
  %496 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !34
  store ptr %7, ptr %496, align 16, !dbg !34, !noalias !294
  %497 = getelementptr inbounds ptr, ptr %14, i64 3, !dbg !34
  store ptr %8, ptr %497, align 8, !dbg !34, !noalias !294
  %498 = getelementptr inbounds ptr, ptr %14, i64 4, !dbg !34
  store ptr %9, ptr %498, align 16, !dbg !34, !noalias !294
  %499 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !34
  %500 = load i64, ptr %12, align 8, !dbg !34, !noalias !294
  %501 = load ptr, ptr %13, align 8, !dbg !34, !noalias !294
  %502 = load i64, ptr %10, align 8, !dbg !34, !noalias !294
  %503 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !34
  %504 = load i32, ptr %503, align 8, !dbg !34, !noalias !294
  %505 = load i64, ptr %11, align 8, !dbg !34, !noalias !294
  %506 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !34
  %507 = load i32, ptr %506, align 8, !dbg !34, !noalias !294
  %508 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__head_valuesPKfS0_Pfii, i64 %502, i32 %504, i64 %505, i32 %507, ptr noundef nonnull %14, i64 noundef %500, ptr noundef %501), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !299
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !299
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !299
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !299
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !299
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14), !dbg !299
  br label %509, !dbg !293

509:                                              ; preds = %491, %494
  %510 = load ptr, ptr %126, align 8, !dbg !300, !tbaa !14
  %511 = call i32 @cudaMemcpy(ptr noundef %141, ptr noundef %510, i64 noundef %137, i32 noundef 2), !dbg !301
  %512 = icmp eq i32 %3, 0, !dbg !302
  br i1 %512, label %720, label %513, !dbg !302

513:                                              ; preds = %509
  %514 = shl nsw i64 %297, 2, !dbg !303
  %515 = call noalias ptr @malloc(i64 noundef %514) #12, !dbg !304
  %516 = zext i32 %0 to i64
  %517 = shl nuw nsw i64 %516, 2, !dbg !305
  %518 = call noalias ptr @malloc(i64 noundef %517) #12, !dbg !306
  %519 = sitofp i32 %1 to float
  %520 = icmp sgt i32 %0, 0
  %521 = icmp sgt i32 %1, 0
  %522 = sext i32 %1 to i64
  %523 = zext i32 %1 to i64
  %524 = zext i32 %133 to i64
  %525 = and i64 %523, 1
  %526 = icmp eq i32 %1, 1
  %527 = and i64 %523, 4294967294
  %528 = icmp eq i64 %525, 0
  %529 = and i64 %516, 1
  %530 = icmp eq i32 %0, 1
  %531 = and i64 %516, 4294967294
  %532 = icmp eq i64 %529, 0
  %533 = icmp ult i32 %133, 8
  %534 = and i64 %524, 4294967288
  %535 = icmp eq i64 %534, %524
  br label %536, !dbg !307

536:                                              ; preds = %513, %694
  %537 = phi i64 [ 0, %513 ], [ %697, %694 ]
  %538 = phi i32 [ 0, %513 ], [ %696, %694 ]
  %539 = mul nsw i64 %537, %297, !dbg !308
  %540 = getelementptr inbounds float, ptr %138, i64 %539, !dbg !309
  %541 = getelementptr inbounds float, ptr %139, i64 %539, !dbg !310
  %542 = getelementptr inbounds float, ptr %140, i64 %539, !dbg !311
  %543 = call float @sqrtf(float noundef %519) #13, !dbg !312
  %544 = fdiv float 1.000000e+00, %543, !dbg !316
  br i1 %520, label %545, label %653, !dbg !317

545:                                              ; preds = %536, %607
  %546 = phi i64 [ %608, %607 ], [ 0, %536 ]
  %547 = mul nsw i64 %546, %522
  br label %548, !dbg !318

548:                                              ; preds = %565, %545
  %549 = phi i64 [ 0, %545 ], [ %570, %565 ]
  %550 = phi float [ 0xFFF0000000000000, %545 ], [ %569, %565 ]
  br i1 %521, label %551, label %565, !dbg !319

551:                                              ; preds = %548
  %552 = mul nsw i64 %549, %522
  br i1 %526, label %553, label %572, !dbg !319

553:                                              ; preds = %572, %551
  %554 = phi float [ undef, %551 ], [ %590, %572 ]
  %555 = phi i64 [ 0, %551 ], [ %591, %572 ]
  %556 = phi float [ 0.000000e+00, %551 ], [ %590, %572 ]
  br i1 %528, label %565, label %557, !dbg !319

557:                                              ; preds = %553
  %558 = add nsw i64 %555, %547, !dbg !320
  %559 = getelementptr inbounds float, ptr %540, i64 %558, !dbg !321
  %560 = load float, ptr %559, align 4, !dbg !321, !tbaa !23
  %561 = add nsw i64 %555, %552, !dbg !322
  %562 = getelementptr inbounds float, ptr %541, i64 %561, !dbg !323
  %563 = load float, ptr %562, align 4, !dbg !323, !tbaa !23
  %564 = call float @llvm.fmuladd.f32(float %560, float %563, float %556), !dbg !324
  br label %565, !dbg !325

565:                                              ; preds = %557, %553, %548
  %566 = phi float [ 0.000000e+00, %548 ], [ %554, %553 ], [ %564, %557 ], !dbg !326
  %567 = fmul float %544, %566, !dbg !325
  %568 = getelementptr inbounds float, ptr %518, i64 %549, !dbg !327
  store float %567, ptr %568, align 4, !dbg !328, !tbaa !23
  %569 = call float @llvm.maxnum.f32(float %550, float %567), !dbg !329
  %570 = add nuw nsw i64 %549, 1, !dbg !330
  %571 = icmp eq i64 %570, %516, !dbg !331
  br i1 %571, label %595, label %548, !dbg !318, !llvm.loop !332

572:                                              ; preds = %551, %572
  %573 = phi i64 [ %591, %572 ], [ 0, %551 ]
  %574 = phi float [ %590, %572 ], [ 0.000000e+00, %551 ]
  %575 = phi i64 [ %592, %572 ], [ 0, %551 ]
  %576 = add nsw i64 %573, %547, !dbg !320
  %577 = getelementptr inbounds float, ptr %540, i64 %576, !dbg !321
  %578 = load float, ptr %577, align 4, !dbg !321, !tbaa !23
  %579 = add nsw i64 %573, %552, !dbg !322
  %580 = getelementptr inbounds float, ptr %541, i64 %579, !dbg !323
  %581 = load float, ptr %580, align 4, !dbg !323, !tbaa !23
  %582 = call float @llvm.fmuladd.f32(float %578, float %581, float %574), !dbg !324
  %583 = or i64 %573, 1, !dbg !334
  %584 = add nsw i64 %583, %547, !dbg !320
  %585 = getelementptr inbounds float, ptr %540, i64 %584, !dbg !321
  %586 = load float, ptr %585, align 4, !dbg !321, !tbaa !23
  %587 = add nsw i64 %583, %552, !dbg !322
  %588 = getelementptr inbounds float, ptr %541, i64 %587, !dbg !323
  %589 = load float, ptr %588, align 4, !dbg !323, !tbaa !23
  %590 = call float @llvm.fmuladd.f32(float %586, float %589, float %582), !dbg !324
  %591 = add nuw nsw i64 %573, 2, !dbg !334
  %592 = add i64 %575, 2, !dbg !319
  %593 = icmp eq i64 %592, %527, !dbg !319
  br i1 %593, label %553, label %572, !dbg !319, !llvm.loop !335

594:                                              ; preds = %595
  br i1 %521, label %605, label %607, !dbg !337

595:                                              ; preds = %565, %595
  %596 = phi i64 [ %603, %595 ], [ 0, %565 ]
  %597 = phi float [ %602, %595 ], [ 0.000000e+00, %565 ]
  %598 = getelementptr inbounds float, ptr %518, i64 %596, !dbg !338
  %599 = load float, ptr %598, align 4, !dbg !338, !tbaa !23
  %600 = fsub float %599, %569, !dbg !339
  %601 = call float @expf(float noundef %600) #13, !dbg !340
  store float %601, ptr %598, align 4, !dbg !341, !tbaa !23
  %602 = fadd float %597, %601, !dbg !342
  %603 = add nuw nsw i64 %596, 1, !dbg !343
  %604 = icmp eq i64 %603, %516, !dbg !344
  br i1 %604, label %594, label %595, !dbg !345, !llvm.loop !346

605:                                              ; preds = %594, %623
  %606 = phi i64 [ %627, %623 ], [ 0, %594 ]
  br i1 %530, label %610, label %629, !dbg !348

607:                                              ; preds = %623, %594
  %608 = add nuw nsw i64 %546, 1, !dbg !349
  %609 = icmp eq i64 %608, %516, !dbg !350
  br i1 %609, label %653, label %545, !dbg !317, !llvm.loop !351

610:                                              ; preds = %629, %605
  %611 = phi float [ undef, %605 ], [ %649, %629 ]
  %612 = phi i64 [ 0, %605 ], [ %650, %629 ]
  %613 = phi float [ 0.000000e+00, %605 ], [ %649, %629 ]
  br i1 %532, label %623, label %614, !dbg !348

614:                                              ; preds = %610
  %615 = getelementptr inbounds float, ptr %518, i64 %612, !dbg !353
  %616 = load float, ptr %615, align 4, !dbg !353, !tbaa !23
  %617 = fdiv float %616, %602, !dbg !354
  %618 = mul nsw i64 %612, %522, !dbg !355
  %619 = add nsw i64 %618, %606, !dbg !356
  %620 = getelementptr inbounds float, ptr %542, i64 %619, !dbg !357
  %621 = load float, ptr %620, align 4, !dbg !357, !tbaa !23
  %622 = call float @llvm.fmuladd.f32(float %617, float %621, float %613), !dbg !358
  br label %623, !dbg !359

623:                                              ; preds = %610, %614
  %624 = phi float [ %611, %610 ], [ %622, %614 ], !dbg !358
  %625 = add nsw i64 %606, %547, !dbg !359
  %626 = getelementptr inbounds float, ptr %515, i64 %625, !dbg !360
  store float %624, ptr %626, align 4, !dbg !361, !tbaa !23
  %627 = add nuw nsw i64 %606, 1, !dbg !362
  %628 = icmp eq i64 %627, %523, !dbg !363
  br i1 %628, label %607, label %605, !dbg !337, !llvm.loop !364

629:                                              ; preds = %605, %629
  %630 = phi i64 [ %650, %629 ], [ 0, %605 ]
  %631 = phi float [ %649, %629 ], [ 0.000000e+00, %605 ]
  %632 = phi i64 [ %651, %629 ], [ 0, %605 ]
  %633 = getelementptr inbounds float, ptr %518, i64 %630, !dbg !353
  %634 = load float, ptr %633, align 4, !dbg !353, !tbaa !23
  %635 = fdiv float %634, %602, !dbg !354
  %636 = mul nsw i64 %630, %522, !dbg !355
  %637 = add nsw i64 %636, %606, !dbg !356
  %638 = getelementptr inbounds float, ptr %542, i64 %637, !dbg !357
  %639 = load float, ptr %638, align 4, !dbg !357, !tbaa !23
  %640 = call float @llvm.fmuladd.f32(float %635, float %639, float %631), !dbg !358
  %641 = or i64 %630, 1, !dbg !366
  %642 = getelementptr inbounds float, ptr %518, i64 %641, !dbg !353
  %643 = load float, ptr %642, align 4, !dbg !353, !tbaa !23
  %644 = fdiv float %643, %602, !dbg !354
  %645 = mul nsw i64 %641, %522, !dbg !355
  %646 = add nsw i64 %645, %606, !dbg !356
  %647 = getelementptr inbounds float, ptr %542, i64 %646, !dbg !357
  %648 = load float, ptr %647, align 4, !dbg !357, !tbaa !23
  %649 = call float @llvm.fmuladd.f32(float %644, float %648, float %640), !dbg !358
  %650 = add nuw nsw i64 %630, 2, !dbg !366
  %651 = add i64 %632, 2, !dbg !348
  %652 = icmp eq i64 %651, %531, !dbg !348
  br i1 %652, label %610, label %629, !dbg !348, !llvm.loop !367

653:                                              ; preds = %607, %536
  br i1 %142, label %654, label %694, !dbg !369

654:                                              ; preds = %653
  br i1 %533, label %691, label %655, !dbg !369

655:                                              ; preds = %654
  %656 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %538, i64 0, !dbg !369
  br label %657, !dbg !369

657:                                              ; preds = %657, %655
  %658 = phi i64 [ 0, %655 ], [ %686, %657 ], !dbg !370
  %659 = phi <4 x i32> [ %656, %655 ], [ %684, %657 ]
  %660 = phi <4 x i32> [ zeroinitializer, %655 ], [ %685, %657 ]
  %661 = add nsw i64 %658, %539, !dbg !371
  %662 = getelementptr inbounds float, ptr %141, i64 %661, !dbg !372
  %663 = load <4 x float>, ptr %662, align 4, !dbg !372, !tbaa !23
  %664 = getelementptr inbounds float, ptr %662, i64 4, !dbg !372
  %665 = load <4 x float>, ptr %664, align 4, !dbg !372, !tbaa !23
  %666 = getelementptr inbounds float, ptr %515, i64 %658, !dbg !373
  %667 = load <4 x float>, ptr %666, align 4, !dbg !373, !tbaa !23
  %668 = getelementptr inbounds float, ptr %666, i64 4, !dbg !373
  %669 = load <4 x float>, ptr %668, align 4, !dbg !373, !tbaa !23
  %670 = fsub <4 x float> %663, %667, !dbg !374
  %671 = fsub <4 x float> %665, %669, !dbg !374
  %672 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %670), !dbg !375
  %673 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %671), !dbg !375
  %674 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %667), !dbg !376
  %675 = call <4 x float> @llvm.fabs.v4f32(<4 x float> %669), !dbg !376
  %676 = fadd <4 x float> %674, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !377
  %677 = fadd <4 x float> %675, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, !dbg !377
  %678 = fmul <4 x float> %676, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !378
  %679 = fmul <4 x float> %677, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>, !dbg !378
  %680 = fcmp ugt <4 x float> %672, %678, !dbg !379
  %681 = fcmp ugt <4 x float> %673, %679, !dbg !379
  %682 = zext <4 x i1> %680 to <4 x i32>, !dbg !380
  %683 = zext <4 x i1> %681 to <4 x i32>, !dbg !380
  %684 = add <4 x i32> %659, %682, !dbg !381
  %685 = add <4 x i32> %660, %683, !dbg !381
  %686 = add nuw i64 %658, 8, !dbg !370
  %687 = icmp eq i64 %686, %534, !dbg !370
  br i1 %687, label %688, label %657, !dbg !370, !llvm.loop !382

688:                                              ; preds = %657
  %689 = add <4 x i32> %685, %684, !dbg !369
  %690 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %689), !dbg !369
  br i1 %535, label %694, label %691, !dbg !369

691:                                              ; preds = %654, %688
  %692 = phi i64 [ 0, %654 ], [ %534, %688 ]
  %693 = phi i32 [ %538, %654 ], [ %690, %688 ]
  br label %699, !dbg !369

694:                                              ; preds = %699, %688, %653
  %695 = phi i32 [ %538, %653 ], [ %690, %688 ], [ %714, %699 ], !dbg !386
  %696 = freeze i32 %695, !dbg !387
  %697 = add nuw nsw i64 %537, 1, !dbg !388
  %698 = icmp eq i64 %697, 4, !dbg !389
  br i1 %698, label %717, label %536, !dbg !307, !llvm.loop !390

699:                                              ; preds = %691, %699
  %700 = phi i64 [ %715, %699 ], [ %692, %691 ]
  %701 = phi i32 [ %714, %699 ], [ %693, %691 ]
  %702 = add nsw i64 %700, %539, !dbg !371
  %703 = getelementptr inbounds float, ptr %141, i64 %702, !dbg !372
  %704 = load float, ptr %703, align 4, !dbg !372, !tbaa !23
  %705 = getelementptr inbounds float, ptr %515, i64 %700, !dbg !373
  %706 = load float, ptr %705, align 4, !dbg !373, !tbaa !23
  %707 = fsub float %704, %706, !dbg !374
  %708 = call float @llvm.fabs.f32(float %707), !dbg !375
  %709 = call float @llvm.fabs.f32(float %706), !dbg !376
  %710 = fadd float %709, 1.000000e+00, !dbg !377
  %711 = fmul float %710, 0x3F50624DE0000000, !dbg !378
  %712 = fcmp ugt float %708, %711, !dbg !379
  %713 = zext i1 %712 to i32, !dbg !380
  %714 = add nsw i32 %701, %713, !dbg !381
  %715 = add nuw nsw i64 %700, 1, !dbg !370
  %716 = icmp eq i64 %715, %524, !dbg !392
  br i1 %716, label %694, label %699, !dbg !369, !llvm.loop !393

717:                                              ; preds = %694
  %718 = freeze i32 %695, !dbg !387
  call void @free(ptr noundef %515) #13, !dbg !394
  call void @free(ptr noundef %518) #13, !dbg !395
  %719 = icmp eq i32 %718, 0, !dbg !387
  br i1 %719, label %720, label %721, !dbg !387

720:                                              ; preds = %509, %717
  br label %721, !dbg !387

721:                                              ; preds = %717, %720
  %722 = phi i32 [ 0, %720 ], [ %718, %717 ]
  %723 = phi ptr [ @.str.4, %720 ], [ @.str.3, %717 ]
  %724 = select i1 %512, ptr @.str.2, ptr %723, !dbg !387
  %725 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %0, i32 noundef %1, ptr noundef nonnull %724), !dbg !396
  %726 = load ptr, ptr %121, align 8, !dbg !397, !tbaa !14
  %727 = call i32 @cudaFree(ptr noundef %726), !dbg !398
  %728 = load ptr, ptr %122, align 8, !dbg !399, !tbaa !14
  %729 = call i32 @cudaFree(ptr noundef %728), !dbg !400
  %730 = load ptr, ptr %123, align 8, !dbg !401, !tbaa !14
  %731 = call i32 @cudaFree(ptr noundef %730), !dbg !402
  %732 = load ptr, ptr %124, align 8, !dbg !403, !tbaa !14
  %733 = call i32 @cudaFree(ptr noundef %732), !dbg !404
  %734 = load ptr, ptr %125, align 8, !dbg !405, !tbaa !14
  %735 = call i32 @cudaFree(ptr noundef %734), !dbg !406
  %736 = load ptr, ptr %126, align 8, !dbg !407, !tbaa !14
  %737 = call i32 @cudaFree(ptr noundef %736), !dbg !408
  call void @free(ptr noundef %138) #13, !dbg !409
  call void @free(ptr noundef %139) #13, !dbg !410
  call void @free(ptr noundef %140) #13, !dbg !411
  call void @free(ptr noundef %141) #13, !dbg !412
  %738 = icmp ne i32 %722, 0, !dbg !413
  %739 = zext i1 %738 to i32, !dbg !413
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %126) #13, !dbg !414
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %125) #13, !dbg !414
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %124) #13, !dbg !414
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %123) #13, !dbg !414
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %122) #13, !dbg !414
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %121) #13, !dbg !414
  br label %740

740:                                              ; preds = %721, %130
  %741 = phi i32 [ 1, %130 ], [ %739, %721 ], !dbg !386
  ret i32 %741, !dbg !414
}

; Function Attrs: nofree nounwind
declare !dbg !415 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !417 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !419 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !421 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !422 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare !dbg !423 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !424 {
  %1 = tail call i32 @run_attention_heads(i32 noundef 256, i32 noundef 64, i32 noundef 1, i32 noundef 1), !dbg !425, !range !426
  ret i32 %1, !dbg !427
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

declare !dbg !428 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !430 float @sqrtf(float noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !432 float @expf(float noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #11

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
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind }

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
!8 = !DIFile(filename: "samples/cuda/attention_heads.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ad67442d6320f1b954a381e96b32f0ad")
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
!22 = distinct !DISubprogram(name: "head_scores", scope: !8, file: !8, line: 17, type: !12, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !16, i64 0}
!25 = !DILocation(line: 18, column: 50, scope: !22)
!26 = !DILocation(line: 23, column: 1, scope: !22)
!27 = distinct !DISubprogram(name: "head_softmax", scope: !8, file: !8, line: 25, type: !12, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!28 = !DILocation(line: 25, column: 91, scope: !27)
!29 = !DILocation(line: 35, column: 1, scope: !27)
!30 = distinct !DISubprogram(name: "head_values", scope: !8, file: !8, line: 37, type: !12, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!31 = !DILocation(line: 38, column: 37, scope: !30)
!32 = !DILocation(line: 43, column: 1, scope: !30)
!33 = distinct !DISubprogram(name: "run_attention_heads", scope: !8, file: !8, line: 55, type: !12, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!34 = !DILocation(line: 38, column: 37, scope: !30, inlinedAt: !35)
!35 = distinct !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "launch_head", scope: !8, file: !8, line: 47, type: !12, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!37 = distinct !DILocation(line: 80, column: 5, scope: !33)
!38 = !DILocation(line: 25, column: 91, scope: !27, inlinedAt: !39)
!39 = distinct !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !37)
!40 = !DILocation(line: 18, column: 50, scope: !22, inlinedAt: !41)
!41 = distinct !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !37)
!42 = !DILocation(line: 38, column: 37, scope: !30, inlinedAt: !43)
!43 = distinct !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !44)
!44 = distinct !DILocation(line: 79, column: 5, scope: !33)
!45 = !DILocation(line: 25, column: 91, scope: !27, inlinedAt: !46)
!46 = distinct !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !44)
!47 = !DILocation(line: 18, column: 50, scope: !22, inlinedAt: !48)
!48 = distinct !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !44)
!49 = !DILocation(line: 38, column: 37, scope: !30, inlinedAt: !50)
!50 = distinct !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !51)
!51 = distinct !DILocation(line: 78, column: 5, scope: !33)
!52 = !DILocation(line: 25, column: 91, scope: !27, inlinedAt: !53)
!53 = distinct !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !51)
!54 = !DILocation(line: 18, column: 50, scope: !22, inlinedAt: !55)
!55 = distinct !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !51)
!56 = !DILocation(line: 38, column: 37, scope: !30, inlinedAt: !57)
!57 = distinct !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !58)
!58 = distinct !DILocation(line: 77, column: 5, scope: !33)
!59 = !DILocation(line: 25, column: 91, scope: !27, inlinedAt: !60)
!60 = distinct !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !58)
!61 = !DILocation(line: 18, column: 50, scope: !22, inlinedAt: !62)
!62 = distinct !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !58)
!63 = !DILocation(line: 56, column: 13, scope: !33)
!64 = !DILocation(line: 56, column: 18, scope: !33)
!65 = !DILocation(line: 57, column: 9, scope: !33)
!66 = !DILocation(line: 58, column: 9, scope: !33)
!67 = !DILocation(line: 61, column: 18, scope: !33)
!68 = !DILocation(line: 61, column: 33, scope: !33)
!69 = !DILocation(line: 62, column: 39, scope: !33)
!70 = !DILocation(line: 62, column: 33, scope: !33)
!71 = !DILocation(line: 62, column: 44, scope: !33)
!72 = !DILocation(line: 62, column: 26, scope: !33)
!73 = !DILocation(line: 62, column: 77, scope: !33)
!74 = !DILocation(line: 63, column: 26, scope: !33)
!75 = !DILocation(line: 63, column: 77, scope: !33)
!76 = !DILocation(line: 11, column: 23, scope: !77, inlinedAt: !79)
!77 = distinct !DISubprogram(name: "fill", scope: !78, file: !78, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!78 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!79 = distinct !DILocation(line: 64, column: 5, scope: !33)
!80 = !DILocation(line: 11, column: 5, scope: !77, inlinedAt: !79)
!81 = !DILocation(line: 6, column: 14, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "lcg_uniform", scope: !78, file: !78, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!83 = distinct !DILocation(line: 11, column: 48, scope: !77, inlinedAt: !79)
!84 = !DILocation(line: 6, column: 21, scope: !82, inlinedAt: !83)
!85 = !DILocation(line: 6, column: 32, scope: !82, inlinedAt: !83)
!86 = !DILocation(line: 7, column: 27, scope: !82, inlinedAt: !83)
!87 = !DILocation(line: 7, column: 19, scope: !82, inlinedAt: !83)
!88 = !DILocation(line: 7, column: 56, scope: !82, inlinedAt: !83)
!89 = !DILocation(line: 11, column: 46, scope: !77, inlinedAt: !79)
!90 = !DILocation(line: 11, column: 33, scope: !77, inlinedAt: !79)
!91 = !DILocation(line: 11, column: 38, scope: !77, inlinedAt: !79)
!92 = !DILocation(line: 11, column: 28, scope: !77, inlinedAt: !79)
!93 = distinct !{!93, !80, !94, !95}
!94 = !DILocation(line: 11, column: 65, scope: !77, inlinedAt: !79)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 6, column: 14, scope: !82, inlinedAt: !97)
!97 = distinct !DILocation(line: 11, column: 48, scope: !77, inlinedAt: !98)
!98 = distinct !DILocation(line: 65, column: 5, scope: !33)
!99 = !DILocation(line: 6, column: 21, scope: !82, inlinedAt: !97)
!100 = !DILocation(line: 6, column: 32, scope: !82, inlinedAt: !97)
!101 = !DILocation(line: 7, column: 27, scope: !82, inlinedAt: !97)
!102 = !DILocation(line: 7, column: 19, scope: !82, inlinedAt: !97)
!103 = !DILocation(line: 7, column: 56, scope: !82, inlinedAt: !97)
!104 = !DILocation(line: 11, column: 46, scope: !77, inlinedAt: !98)
!105 = !DILocation(line: 11, column: 33, scope: !77, inlinedAt: !98)
!106 = !DILocation(line: 11, column: 38, scope: !77, inlinedAt: !98)
!107 = !DILocation(line: 11, column: 28, scope: !77, inlinedAt: !98)
!108 = !DILocation(line: 11, column: 23, scope: !77, inlinedAt: !98)
!109 = !DILocation(line: 11, column: 5, scope: !77, inlinedAt: !98)
!110 = distinct !{!110, !109, !111, !95}
!111 = !DILocation(line: 11, column: 65, scope: !77, inlinedAt: !98)
!112 = !DILocation(line: 6, column: 14, scope: !82, inlinedAt: !113)
!113 = distinct !DILocation(line: 11, column: 48, scope: !77, inlinedAt: !114)
!114 = distinct !DILocation(line: 66, column: 5, scope: !33)
!115 = !DILocation(line: 6, column: 21, scope: !82, inlinedAt: !113)
!116 = !DILocation(line: 6, column: 32, scope: !82, inlinedAt: !113)
!117 = !DILocation(line: 7, column: 27, scope: !82, inlinedAt: !113)
!118 = !DILocation(line: 7, column: 19, scope: !82, inlinedAt: !113)
!119 = !DILocation(line: 7, column: 56, scope: !82, inlinedAt: !113)
!120 = !DILocation(line: 11, column: 46, scope: !77, inlinedAt: !114)
!121 = !DILocation(line: 11, column: 33, scope: !77, inlinedAt: !114)
!122 = !DILocation(line: 11, column: 38, scope: !77, inlinedAt: !114)
!123 = !DILocation(line: 11, column: 28, scope: !77, inlinedAt: !114)
!124 = !DILocation(line: 11, column: 23, scope: !77, inlinedAt: !114)
!125 = !DILocation(line: 11, column: 5, scope: !77, inlinedAt: !114)
!126 = distinct !{!126, !125, !127, !95}
!127 = !DILocation(line: 11, column: 65, scope: !77, inlinedAt: !114)
!128 = !DILocation(line: 67, column: 5, scope: !33)
!129 = !DILocation(line: 68, column: 5, scope: !33)
!130 = !DILocation(line: 69, column: 5, scope: !33)
!131 = !DILocation(line: 70, column: 5, scope: !33)
!132 = !DILocation(line: 71, column: 35, scope: !33)
!133 = !DILocation(line: 71, column: 29, scope: !33)
!134 = !DILocation(line: 71, column: 40, scope: !33)
!135 = !DILocation(line: 71, column: 5, scope: !33)
!136 = !DILocation(line: 72, column: 5, scope: !33)
!137 = !DILocation(line: 73, column: 5, scope: !33)
!138 = !DILocation(line: 74, column: 16, scope: !33)
!139 = !DILocation(line: 74, column: 5, scope: !33)
!140 = !DILocation(line: 75, column: 16, scope: !33)
!141 = !DILocation(line: 75, column: 5, scope: !33)
!142 = !DILocation(line: 76, column: 16, scope: !33)
!143 = !DILocation(line: 76, column: 5, scope: !33)
!144 = !DILocation(line: 77, column: 17, scope: !33)
!145 = !DILocation(line: 77, column: 20, scope: !33)
!146 = !DILocation(line: 77, column: 23, scope: !33)
!147 = !DILocation(line: 77, column: 26, scope: !33)
!148 = !DILocation(line: 77, column: 29, scope: !33)
!149 = !DILocation(line: 77, column: 32, scope: !33)
!150 = !DILocation(line: 48, column: 34, scope: !36, inlinedAt: !58)
!151 = !DILocation(line: 48, column: 39, scope: !36, inlinedAt: !58)
!152 = !DILocation(line: 50, column: 16, scope: !36, inlinedAt: !58)
!153 = !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !58)
!154 = !DILocation(line: 50, column: 86, scope: !36, inlinedAt: !58)
!155 = !DILocation(line: 50, column: 73, scope: !36, inlinedAt: !58)
!156 = !DILocation(line: 50, column: 71, scope: !36, inlinedAt: !58)
!157 = !{!158, !160, !161}
!158 = distinct !{!158, !159, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 0"}
!159 = distinct !{!159, !"_Z26__device_stub__head_scoresPKfS0_Pfiif"}
!160 = distinct !{!160, !159, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 1"}
!161 = distinct !{!161, !159, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 2"}
!162 = !DILocation(line: 23, column: 1, scope: !22, inlinedAt: !62)
!163 = !DILocation(line: 51, column: 40, scope: !36, inlinedAt: !58)
!164 = !DILocation(line: 51, column: 45, scope: !36, inlinedAt: !58)
!165 = !DILocation(line: 51, column: 17, scope: !36, inlinedAt: !58)
!166 = !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !58)
!167 = !{!168, !170}
!168 = distinct !{!168, !169, !"_Z27__device_stub__head_softmaxPKfPfi: argument 0"}
!169 = distinct !{!169, !"_Z27__device_stub__head_softmaxPKfPfi"}
!170 = distinct !{!170, !169, !"_Z27__device_stub__head_softmaxPKfPfi: argument 1"}
!171 = !DILocation(line: 35, column: 1, scope: !27, inlinedAt: !60)
!172 = !DILocation(line: 52, column: 40, scope: !36, inlinedAt: !58)
!173 = !DILocation(line: 52, column: 45, scope: !36, inlinedAt: !58)
!174 = !DILocation(line: 52, column: 16, scope: !36, inlinedAt: !58)
!175 = !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !58)
!176 = !{!177, !179, !180}
!177 = distinct !{!177, !178, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 0"}
!178 = distinct !{!178, !"_Z26__device_stub__head_valuesPKfS0_Pfii"}
!179 = distinct !{!179, !178, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 1"}
!180 = distinct !{!180, !178, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 2"}
!181 = !DILocation(line: 43, column: 1, scope: !30, inlinedAt: !57)
!182 = !DILocation(line: 78, column: 17, scope: !33)
!183 = !DILocation(line: 78, column: 19, scope: !33)
!184 = !DILocation(line: 78, column: 25, scope: !33)
!185 = !DILocation(line: 78, column: 33, scope: !33)
!186 = !DILocation(line: 78, column: 35, scope: !33)
!187 = !DILocation(line: 78, column: 41, scope: !33)
!188 = !DILocation(line: 78, column: 43, scope: !33)
!189 = !DILocation(line: 78, column: 49, scope: !33)
!190 = !DILocation(line: 78, column: 51, scope: !33)
!191 = !DILocation(line: 78, column: 57, scope: !33)
!192 = !DILocation(line: 78, column: 59, scope: !33)
!193 = !DILocation(line: 50, column: 16, scope: !36, inlinedAt: !51)
!194 = !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !51)
!195 = !DILocation(line: 78, column: 27, scope: !33)
!196 = !DILocation(line: 50, column: 86, scope: !36, inlinedAt: !51)
!197 = !DILocation(line: 50, column: 73, scope: !36, inlinedAt: !51)
!198 = !DILocation(line: 50, column: 71, scope: !36, inlinedAt: !51)
!199 = !{!200, !202, !203}
!200 = distinct !{!200, !201, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 0"}
!201 = distinct !{!201, !"_Z26__device_stub__head_scoresPKfS0_Pfiif"}
!202 = distinct !{!202, !201, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 1"}
!203 = distinct !{!203, !201, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 2"}
!204 = !DILocation(line: 23, column: 1, scope: !22, inlinedAt: !55)
!205 = !DILocation(line: 51, column: 17, scope: !36, inlinedAt: !51)
!206 = !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !51)
!207 = !{!208, !210}
!208 = distinct !{!208, !209, !"_Z27__device_stub__head_softmaxPKfPfi: argument 0"}
!209 = distinct !{!209, !"_Z27__device_stub__head_softmaxPKfPfi"}
!210 = distinct !{!210, !209, !"_Z27__device_stub__head_softmaxPKfPfi: argument 1"}
!211 = !DILocation(line: 35, column: 1, scope: !27, inlinedAt: !53)
!212 = !DILocation(line: 52, column: 16, scope: !36, inlinedAt: !51)
!213 = !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !51)
!214 = !{!215, !217, !218}
!215 = distinct !{!215, !216, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 0"}
!216 = distinct !{!216, !"_Z26__device_stub__head_valuesPKfS0_Pfii"}
!217 = distinct !{!217, !216, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 1"}
!218 = distinct !{!218, !216, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 2"}
!219 = !DILocation(line: 43, column: 1, scope: !30, inlinedAt: !50)
!220 = !DILocation(line: 79, column: 17, scope: !33)
!221 = !DILocation(line: 79, column: 23, scope: !33)
!222 = !DILocation(line: 79, column: 19, scope: !33)
!223 = !DILocation(line: 79, column: 29, scope: !33)
!224 = !DILocation(line: 79, column: 41, scope: !33)
!225 = !DILocation(line: 79, column: 43, scope: !33)
!226 = !DILocation(line: 79, column: 53, scope: !33)
!227 = !DILocation(line: 79, column: 59, scope: !33)
!228 = !DILocation(line: 79, column: 55, scope: !33)
!229 = !DILocation(line: 79, column: 65, scope: !33)
!230 = !DILocation(line: 79, column: 67, scope: !33)
!231 = !DILocation(line: 79, column: 77, scope: !33)
!232 = !DILocation(line: 79, column: 79, scope: !33)
!233 = !DILocation(line: 50, column: 16, scope: !36, inlinedAt: !44)
!234 = !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !44)
!235 = !DILocation(line: 79, column: 31, scope: !33)
!236 = !DILocation(line: 50, column: 86, scope: !36, inlinedAt: !44)
!237 = !DILocation(line: 50, column: 73, scope: !36, inlinedAt: !44)
!238 = !DILocation(line: 50, column: 71, scope: !36, inlinedAt: !44)
!239 = !{!240, !242, !243}
!240 = distinct !{!240, !241, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 0"}
!241 = distinct !{!241, !"_Z26__device_stub__head_scoresPKfS0_Pfiif"}
!242 = distinct !{!242, !241, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 1"}
!243 = distinct !{!243, !241, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 2"}
!244 = !DILocation(line: 23, column: 1, scope: !22, inlinedAt: !48)
!245 = !DILocation(line: 51, column: 17, scope: !36, inlinedAt: !44)
!246 = !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !44)
!247 = !{!248, !250}
!248 = distinct !{!248, !249, !"_Z27__device_stub__head_softmaxPKfPfi: argument 0"}
!249 = distinct !{!249, !"_Z27__device_stub__head_softmaxPKfPfi"}
!250 = distinct !{!250, !249, !"_Z27__device_stub__head_softmaxPKfPfi: argument 1"}
!251 = !DILocation(line: 35, column: 1, scope: !27, inlinedAt: !46)
!252 = !DILocation(line: 52, column: 16, scope: !36, inlinedAt: !44)
!253 = !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !44)
!254 = !{!255, !257, !258}
!255 = distinct !{!255, !256, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 0"}
!256 = distinct !{!256, !"_Z26__device_stub__head_valuesPKfS0_Pfii"}
!257 = distinct !{!257, !256, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 1"}
!258 = distinct !{!258, !256, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 2"}
!259 = !DILocation(line: 43, column: 1, scope: !30, inlinedAt: !43)
!260 = !DILocation(line: 80, column: 17, scope: !33)
!261 = !DILocation(line: 80, column: 23, scope: !33)
!262 = !DILocation(line: 80, column: 19, scope: !33)
!263 = !DILocation(line: 80, column: 29, scope: !33)
!264 = !DILocation(line: 80, column: 41, scope: !33)
!265 = !DILocation(line: 80, column: 43, scope: !33)
!266 = !DILocation(line: 80, column: 53, scope: !33)
!267 = !DILocation(line: 80, column: 59, scope: !33)
!268 = !DILocation(line: 80, column: 55, scope: !33)
!269 = !DILocation(line: 80, column: 65, scope: !33)
!270 = !DILocation(line: 80, column: 67, scope: !33)
!271 = !DILocation(line: 80, column: 77, scope: !33)
!272 = !DILocation(line: 80, column: 79, scope: !33)
!273 = !DILocation(line: 50, column: 16, scope: !36, inlinedAt: !37)
!274 = !DILocation(line: 50, column: 5, scope: !36, inlinedAt: !37)
!275 = !DILocation(line: 80, column: 31, scope: !33)
!276 = !DILocation(line: 50, column: 86, scope: !36, inlinedAt: !37)
!277 = !DILocation(line: 50, column: 73, scope: !36, inlinedAt: !37)
!278 = !DILocation(line: 50, column: 71, scope: !36, inlinedAt: !37)
!279 = !{!280, !282, !283}
!280 = distinct !{!280, !281, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 0"}
!281 = distinct !{!281, !"_Z26__device_stub__head_scoresPKfS0_Pfiif"}
!282 = distinct !{!282, !281, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 1"}
!283 = distinct !{!283, !281, !"_Z26__device_stub__head_scoresPKfS0_Pfiif: argument 2"}
!284 = !DILocation(line: 23, column: 1, scope: !22, inlinedAt: !41)
!285 = !DILocation(line: 51, column: 17, scope: !36, inlinedAt: !37)
!286 = !DILocation(line: 51, column: 5, scope: !36, inlinedAt: !37)
!287 = !{!288, !290}
!288 = distinct !{!288, !289, !"_Z27__device_stub__head_softmaxPKfPfi: argument 0"}
!289 = distinct !{!289, !"_Z27__device_stub__head_softmaxPKfPfi"}
!290 = distinct !{!290, !289, !"_Z27__device_stub__head_softmaxPKfPfi: argument 1"}
!291 = !DILocation(line: 35, column: 1, scope: !27, inlinedAt: !39)
!292 = !DILocation(line: 52, column: 16, scope: !36, inlinedAt: !37)
!293 = !DILocation(line: 52, column: 5, scope: !36, inlinedAt: !37)
!294 = !{!295, !297, !298}
!295 = distinct !{!295, !296, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 0"}
!296 = distinct !{!296, !"_Z26__device_stub__head_valuesPKfS0_Pfii"}
!297 = distinct !{!297, !296, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 1"}
!298 = distinct !{!298, !296, !"_Z26__device_stub__head_valuesPKfS0_Pfii: argument 2"}
!299 = !DILocation(line: 43, column: 1, scope: !30, inlinedAt: !35)
!300 = !DILocation(line: 81, column: 20, scope: !33)
!301 = !DILocation(line: 81, column: 5, scope: !33)
!302 = !DILocation(line: 84, column: 9, scope: !33)
!303 = !DILocation(line: 85, column: 41, scope: !33)
!304 = !DILocation(line: 85, column: 31, scope: !33)
!305 = !DILocation(line: 85, column: 86, scope: !33)
!306 = !DILocation(line: 85, column: 75, scope: !33)
!307 = !DILocation(line: 86, column: 9, scope: !33)
!308 = !DILocation(line: 87, column: 24, scope: !33)
!309 = !DILocation(line: 88, column: 31, scope: !33)
!310 = !DILocation(line: 88, column: 40, scope: !33)
!311 = !DILocation(line: 88, column: 49, scope: !33)
!312 = !DILocation(line: 7, column: 26, scope: !313, inlinedAt: !315)
!313 = distinct !DISubprogram(name: "reference_head", scope: !314, file: !314, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!314 = !DIFile(filename: "samples/cuda/attention_reference.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8a135820e6728c27816adbdc7a8f9f45")
!315 = distinct !DILocation(line: 88, column: 13, scope: !33)
!316 = !DILocation(line: 7, column: 24, scope: !313, inlinedAt: !315)
!317 = !DILocation(line: 8, column: 5, scope: !313, inlinedAt: !315)
!318 = !DILocation(line: 10, column: 9, scope: !313, inlinedAt: !315)
!319 = !DILocation(line: 12, column: 13, scope: !313, inlinedAt: !315)
!320 = !DILocation(line: 12, column: 58, scope: !313, inlinedAt: !315)
!321 = !DILocation(line: 12, column: 49, scope: !313, inlinedAt: !315)
!322 = !DILocation(line: 12, column: 74, scope: !313, inlinedAt: !315)
!323 = !DILocation(line: 12, column: 65, scope: !313, inlinedAt: !315)
!324 = !DILocation(line: 12, column: 46, scope: !313, inlinedAt: !315)
!325 = !DILocation(line: 13, column: 26, scope: !313, inlinedAt: !315)
!326 = !DILocation(line: 0, scope: !313, inlinedAt: !315)
!327 = !DILocation(line: 13, column: 13, scope: !313, inlinedAt: !315)
!328 = !DILocation(line: 13, column: 20, scope: !313, inlinedAt: !315)
!329 = !DILocation(line: 14, column: 23, scope: !313, inlinedAt: !315)
!330 = !DILocation(line: 10, column: 34, scope: !313, inlinedAt: !315)
!331 = !DILocation(line: 10, column: 27, scope: !313, inlinedAt: !315)
!332 = distinct !{!332, !318, !333, !95}
!333 = !DILocation(line: 15, column: 9, scope: !313, inlinedAt: !315)
!334 = !DILocation(line: 12, column: 37, scope: !313, inlinedAt: !315)
!335 = distinct !{!335, !319, !336, !95}
!336 = !DILocation(line: 12, column: 77, scope: !313, inlinedAt: !315)
!337 = !DILocation(line: 17, column: 9, scope: !313, inlinedAt: !315)
!338 = !DILocation(line: 16, column: 60, scope: !313, inlinedAt: !315)
!339 = !DILocation(line: 16, column: 67, scope: !313, inlinedAt: !315)
!340 = !DILocation(line: 16, column: 55, scope: !313, inlinedAt: !315)
!341 = !DILocation(line: 16, column: 53, scope: !313, inlinedAt: !315)
!342 = !DILocation(line: 16, column: 43, scope: !313, inlinedAt: !315)
!343 = !DILocation(line: 16, column: 34, scope: !313, inlinedAt: !315)
!344 = !DILocation(line: 16, column: 27, scope: !313, inlinedAt: !315)
!345 = !DILocation(line: 16, column: 9, scope: !313, inlinedAt: !315)
!346 = distinct !{!346, !345, !347, !95}
!347 = !DILocation(line: 16, column: 76, scope: !313, inlinedAt: !315)
!348 = !DILocation(line: 19, column: 13, scope: !313, inlinedAt: !315)
!349 = !DILocation(line: 8, column: 30, scope: !313, inlinedAt: !315)
!350 = !DILocation(line: 8, column: 23, scope: !313, inlinedAt: !315)
!351 = distinct !{!351, !317, !352, !95}
!352 = !DILocation(line: 22, column: 5, scope: !313, inlinedAt: !315)
!353 = !DILocation(line: 19, column: 50, scope: !313, inlinedAt: !315)
!354 = !DILocation(line: 19, column: 57, scope: !313, inlinedAt: !315)
!355 = !DILocation(line: 19, column: 69, scope: !313, inlinedAt: !315)
!356 = !DILocation(line: 19, column: 74, scope: !313, inlinedAt: !315)
!357 = !DILocation(line: 19, column: 65, scope: !313, inlinedAt: !315)
!358 = !DILocation(line: 19, column: 47, scope: !313, inlinedAt: !315)
!359 = !DILocation(line: 20, column: 22, scope: !313, inlinedAt: !315)
!360 = !DILocation(line: 20, column: 13, scope: !313, inlinedAt: !315)
!361 = !DILocation(line: 20, column: 27, scope: !313, inlinedAt: !315)
!362 = !DILocation(line: 17, column: 33, scope: !313, inlinedAt: !315)
!363 = !DILocation(line: 17, column: 27, scope: !313, inlinedAt: !315)
!364 = distinct !{!364, !337, !365, !95}
!365 = !DILocation(line: 21, column: 9, scope: !313, inlinedAt: !315)
!366 = !DILocation(line: 19, column: 38, scope: !313, inlinedAt: !315)
!367 = distinct !{!367, !348, !368, !95}
!368 = !DILocation(line: 19, column: 77, scope: !313, inlinedAt: !315)
!369 = !DILocation(line: 89, column: 13, scope: !33)
!370 = !DILocation(line: 89, column: 37, scope: !33)
!371 = !DILocation(line: 89, column: 63, scope: !33)
!372 = !DILocation(line: 89, column: 57, scope: !33)
!373 = !DILocation(line: 89, column: 70, scope: !33)
!374 = !DILocation(line: 89, column: 68, scope: !33)
!375 = !DILocation(line: 89, column: 51, scope: !33)
!376 = !DILocation(line: 89, column: 97, scope: !33)
!377 = !DILocation(line: 89, column: 95, scope: !33)
!378 = !DILocation(line: 89, column: 87, scope: !33)
!379 = !DILocation(line: 89, column: 78, scope: !33)
!380 = !DILocation(line: 89, column: 49, scope: !33)
!381 = !DILocation(line: 89, column: 46, scope: !33)
!382 = distinct !{!382, !369, !383, !95, !384, !385}
!383 = !DILocation(line: 89, column: 111, scope: !33)
!384 = !{!"llvm.loop.isvectorized", i32 1}
!385 = !{!"llvm.loop.unroll.runtime.disable"}
!386 = !DILocation(line: 0, scope: !33)
!387 = !DILocation(line: 94, column: 59, scope: !33)
!388 = !DILocation(line: 86, column: 36, scope: !33)
!389 = !DILocation(line: 86, column: 27, scope: !33)
!390 = distinct !{!390, !307, !391, !95}
!391 = !DILocation(line: 90, column: 9, scope: !33)
!392 = !DILocation(line: 89, column: 31, scope: !33)
!393 = distinct !{!393, !369, !383, !95, !385, !384}
!394 = !DILocation(line: 91, column: 9, scope: !33)
!395 = !DILocation(line: 92, column: 9, scope: !33)
!396 = !DILocation(line: 94, column: 5, scope: !33)
!397 = !DILocation(line: 95, column: 14, scope: !33)
!398 = !DILocation(line: 95, column: 5, scope: !33)
!399 = !DILocation(line: 95, column: 27, scope: !33)
!400 = !DILocation(line: 95, column: 18, scope: !33)
!401 = !DILocation(line: 95, column: 40, scope: !33)
!402 = !DILocation(line: 95, column: 31, scope: !33)
!403 = !DILocation(line: 95, column: 53, scope: !33)
!404 = !DILocation(line: 95, column: 44, scope: !33)
!405 = !DILocation(line: 95, column: 66, scope: !33)
!406 = !DILocation(line: 95, column: 57, scope: !33)
!407 = !DILocation(line: 95, column: 79, scope: !33)
!408 = !DILocation(line: 95, column: 70, scope: !33)
!409 = !DILocation(line: 96, column: 5, scope: !33)
!410 = !DILocation(line: 96, column: 15, scope: !33)
!411 = !DILocation(line: 96, column: 25, scope: !33)
!412 = !DILocation(line: 96, column: 35, scope: !33)
!413 = !DILocation(line: 97, column: 12, scope: !33)
!414 = !DILocation(line: 98, column: 1, scope: !33)
!415 = !DISubprogram(name: "printf", scope: !416, file: !416, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!416 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!417 = !DISubprogram(name: "malloc", scope: !418, file: !418, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!418 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!419 = !DISubprogram(name: "cudaMalloc", scope: !420, file: !420, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!420 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!421 = !DISubprogram(name: "cudaMemcpy", scope: !420, file: !420, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!422 = !DISubprogram(name: "free", scope: !418, file: !418, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!423 = !DISubprogram(name: "cudaFree", scope: !420, file: !420, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!424 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 101, type: !12, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!425 = !DILocation(line: 101, column: 21, scope: !424)
!426 = !{i32 0, i32 2}
!427 = !DILocation(line: 101, column: 14, scope: !424)
!428 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !429, file: !429, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!429 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!430 = !DISubprogram(name: "sqrtf", scope: !431, file: !431, line: 143, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!431 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!432 = !DISubprogram(name: "expf", scope: !431, file: !431, line: 95, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
