; ModuleID = 'samples/cuda/bert_qkv.cu'
source_filename = "samples/cuda/bert_qkv.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [47 x i8] c"bert_qkv: bad sizes seq=%d hidden=%d heads=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"Q\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"K\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@.str.5 = private unnamed_addr constant [56 x i8] c"bert_qkv seq=%d hidden=%d heads=%d: %s (%d mismatches)\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"bert_qkv: %s[%d] = %f, expected %f\0A\00", align 1

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
define dso_local void @_Z23__device_stub__bias_addPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !22 {
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
  %15 = alloca [5 x ptr], align 16, !dbg !23
  store ptr %6, ptr %15, align 16, !dbg !23
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !23
  store ptr %7, ptr %16, align 8, !dbg !23
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !23
  store ptr %8, ptr %17, align 16, !dbg !23
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !23
  store ptr %9, ptr %18, align 8, !dbg !23
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !23
  store ptr %10, ptr %19, align 16, !dbg !23
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !23
  %21 = load i64, ptr %13, align 8, !dbg !23
  %22 = load ptr, ptr %14, align 8, !dbg !23
  %23 = load i64, ptr %11, align 8, !dbg !23
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !23
  %25 = load i32, ptr %24, align 8, !dbg !23
  %26 = load i64, ptr %12, align 8, !dbg !23
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !23
  %28 = load i32, ptr %27, align 8, !dbg !23
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !23
  ret void, !dbg !24
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z26__device_stub__split_headsPKfPfiii(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !25 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !14
  store ptr %1, ptr %7, align 8, !tbaa !14
  store i32 %2, ptr %8, align 4, !tbaa !18
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
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z33__device_stub__batched_score_gemmPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !28 {
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
  %15 = alloca [5 x ptr], align 16, !dbg !29
  store ptr %6, ptr %15, align 16, !dbg !29
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !29
  store ptr %7, ptr %16, align 8, !dbg !29
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !29
  store ptr %8, ptr %17, align 16, !dbg !29
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !29
  store ptr %9, ptr %18, align 8, !dbg !29
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !29
  store ptr %10, ptr %19, align 16, !dbg !29
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !29
  %21 = load i64, ptr %13, align 8, !dbg !29
  %22 = load ptr, ptr %14, align 8, !dbg !29
  %23 = load i64, ptr %11, align 8, !dbg !29
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !29
  %25 = load i32, ptr %24, align 8, !dbg !29
  %26 = load i64, ptr %12, align 8, !dbg !29
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !29
  %28 = load i32, ptr %27, align 8, !dbg !29
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z33__device_stub__batched_score_gemmPKfS0_Pfii, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: uwtable
define dso_local i32 @run_bert_qkv(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !31 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [5 x ptr], align 16, !dbg !32
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
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
  %30 = alloca %struct.dim3, align 8
  %31 = alloca %struct.dim3, align 8
  %32 = alloca i64, align 8
  %33 = alloca ptr, align 8
  %34 = alloca [5 x ptr], align 16, !dbg !36
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
  %45 = alloca [6 x ptr], align 16, !dbg !38
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca %struct.dim3, align 8
  %52 = alloca %struct.dim3, align 8
  %53 = alloca i64, align 8
  %54 = alloca ptr, align 8
  %55 = alloca [5 x ptr], align 16, !dbg !40
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca %struct.dim3, align 8
  %62 = alloca %struct.dim3, align 8
  %63 = alloca i64, align 8
  %64 = alloca ptr, align 8
  %65 = alloca [5 x ptr], align 16, !dbg !42
  %66 = alloca ptr, align 8
  %67 = alloca ptr, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca %struct.dim3, align 8
  %73 = alloca %struct.dim3, align 8
  %74 = alloca i64, align 8
  %75 = alloca ptr, align 8
  %76 = alloca [6 x ptr], align 16, !dbg !44
  %77 = alloca ptr, align 8
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca %struct.dim3, align 8
  %83 = alloca %struct.dim3, align 8
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca [5 x ptr], align 16, !dbg !46
  %87 = alloca ptr, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca %struct.dim3, align 8
  %93 = alloca %struct.dim3, align 8
  %94 = alloca i64, align 8
  %95 = alloca ptr, align 8
  %96 = alloca [5 x ptr], align 16, !dbg !48
  %97 = alloca ptr, align 8
  %98 = alloca ptr, align 8
  %99 = alloca ptr, align 8
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca %struct.dim3, align 8
  %104 = alloca %struct.dim3, align 8
  %105 = alloca i64, align 8
  %106 = alloca ptr, align 8
  %107 = alloca [6 x ptr], align 16, !dbg !50
  %108 = alloca ptr, align 8
  %109 = alloca [3 x ptr], align 16
  %110 = alloca [3 x ptr], align 16
  %111 = alloca [3 x ptr], align 16
  %112 = alloca [3 x ptr], align 16
  %113 = alloca [3 x ptr], align 16
  %114 = alloca ptr, align 8
  %115 = icmp slt i32 %0, 1, !dbg !52
  %116 = icmp slt i32 %1, 1
  %117 = or i1 %115, %116, !dbg !53
  %118 = icmp slt i32 %2, 1
  %119 = or i1 %117, %118, !dbg !53
  br i1 %119, label %124, label %120, !dbg !53

120:                                              ; preds = %4
  %121 = urem i32 %1, %2
  %122 = udiv i32 %1, %2
  %123 = icmp eq i32 %121, 0, !dbg !54
  br i1 %123, label %126, label %124, !dbg !55

124:                                              ; preds = %120, %4
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !56
  br label %1178, !dbg !57

126:                                              ; preds = %120
  %127 = mul nsw i32 %1, %0, !dbg !58
  %128 = mul nsw i32 %1, %1, !dbg !59
  %129 = mul i32 %0, %0, !dbg !60
  %130 = sext i32 %127 to i64, !dbg !61
  %131 = shl nsw i64 %130, 2, !dbg !62
  %132 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !63
  %133 = zext i32 %128 to i64
  %134 = shl nuw nsw i64 %133, 2
  %135 = zext i32 %1 to i64
  %136 = shl nuw nsw i64 %135, 2
  %137 = tail call noalias ptr @malloc(i64 noundef %134) #9, !dbg !64
  %138 = tail call noalias ptr @malloc(i64 noundef %136) #9, !dbg !65
  %139 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !66
  %140 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !67
  %141 = tail call noalias ptr @malloc(i64 noundef %134) #9, !dbg !64
  %142 = tail call noalias ptr @malloc(i64 noundef %136) #9, !dbg !65
  %143 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !66
  %144 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !67
  %145 = tail call noalias ptr @malloc(i64 noundef %134) #9, !dbg !64
  %146 = tail call noalias ptr @malloc(i64 noundef %136) #9, !dbg !65
  %147 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !66
  %148 = tail call noalias ptr @malloc(i64 noundef %131) #9, !dbg !67
  %149 = mul i32 %129, %2, !dbg !68
  %150 = sext i32 %149 to i64, !dbg !69
  %151 = shl nsw i64 %150, 2, !dbg !70
  %152 = tail call noalias ptr @malloc(i64 noundef %151) #9, !dbg !71
  %153 = tail call noalias ptr @malloc(i64 noundef %151) #9, !dbg !72
  %154 = icmp sgt i32 %127, 0, !dbg !73
  br i1 %154, label %155, label %197, !dbg !77

155:                                              ; preds = %126
  %156 = zext i32 %127 to i64, !dbg !73
  %157 = and i64 %156, 1, !dbg !77
  %158 = icmp eq i32 %127, 1, !dbg !77
  br i1 %158, label %181, label %159, !dbg !77

159:                                              ; preds = %155
  %160 = and i64 %156, 4294967294, !dbg !77
  br label %161, !dbg !77

161:                                              ; preds = %161, %159
  %162 = phi i64 [ 0, %159 ], [ %178, %161 ], !dbg !78
  %163 = phi i32 [ %3, %159 ], [ %173, %161 ], !dbg !78
  %164 = phi i64 [ 0, %159 ], [ %179, %161 ]
  %165 = mul i32 %163, 1664525, !dbg !81
  %166 = add i32 %165, 1013904223, !dbg !82
  %167 = lshr i32 %166, 8, !dbg !83
  %168 = uitofp i32 %167 to float, !dbg !84
  %169 = tail call float @llvm.fmuladd.f32(float %168, float 0x3E70000000000000, float -5.000000e-01), !dbg !85
  %170 = getelementptr inbounds float, ptr %132, i64 %162, !dbg !86
  store float %169, ptr %170, align 4, !dbg !87, !tbaa !88
  %171 = or i64 %162, 1, !dbg !90
  %172 = mul i32 %166, 1664525, !dbg !81
  %173 = add i32 %172, 1013904223, !dbg !82
  %174 = lshr i32 %173, 8, !dbg !83
  %175 = uitofp i32 %174 to float, !dbg !84
  %176 = tail call float @llvm.fmuladd.f32(float %175, float 0x3E70000000000000, float -5.000000e-01), !dbg !85
  %177 = getelementptr inbounds float, ptr %132, i64 %171, !dbg !86
  store float %176, ptr %177, align 4, !dbg !87, !tbaa !88
  %178 = add nuw nsw i64 %162, 2, !dbg !90
  %179 = add i64 %164, 2, !dbg !77
  %180 = icmp eq i64 %179, %160, !dbg !77
  br i1 %180, label %181, label %161, !dbg !77, !llvm.loop !91

181:                                              ; preds = %161, %155
  %182 = phi i32 [ undef, %155 ], [ %173, %161 ]
  %183 = phi i64 [ 0, %155 ], [ %178, %161 ]
  %184 = phi i32 [ %3, %155 ], [ %173, %161 ]
  %185 = icmp eq i64 %157, 0, !dbg !77
  br i1 %185, label %193, label %186, !dbg !77

186:                                              ; preds = %181
  %187 = mul i32 %184, 1664525, !dbg !81
  %188 = add i32 %187, 1013904223, !dbg !82
  %189 = lshr i32 %188, 8, !dbg !83
  %190 = uitofp i32 %189 to float, !dbg !84
  %191 = tail call float @llvm.fmuladd.f32(float %190, float 0x3E70000000000000, float -5.000000e-01), !dbg !85
  %192 = getelementptr inbounds float, ptr %132, i64 %183, !dbg !86
  store float %191, ptr %192, align 4, !dbg !87, !tbaa !88
  br label %193

193:                                              ; preds = %181, %186
  %194 = phi i32 [ %182, %181 ], [ %188, %186 ], !dbg !82
  %195 = icmp eq i32 %1, 0
  %196 = icmp sgt i32 %1, 0
  br i1 %195, label %239, label %197, !dbg !94

197:                                              ; preds = %126, %193
  %198 = phi i1 [ %196, %193 ], [ true, %126 ]
  %199 = phi i32 [ %194, %193 ], [ %3, %126 ]
  %200 = and i64 %133, 1, !dbg !94
  %201 = icmp eq i32 %128, 1, !dbg !94
  br i1 %201, label %226, label %202, !dbg !94

202:                                              ; preds = %197
  %203 = and i64 %133, 2147483644, !dbg !94
  br label %204, !dbg !94

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %223, %204 ], !dbg !96
  %206 = phi i32 [ %199, %202 ], [ %217, %204 ], !dbg !96
  %207 = phi i64 [ 0, %202 ], [ %224, %204 ]
  %208 = mul i32 %206, 1664525, !dbg !98
  %209 = add i32 %208, 1013904223, !dbg !99
  %210 = lshr i32 %209, 8, !dbg !100
  %211 = uitofp i32 %210 to float, !dbg !101
  %212 = tail call float @llvm.fmuladd.f32(float %211, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %213 = fmul float %212, 0x3FC99999A0000000, !dbg !103
  %214 = getelementptr inbounds float, ptr %137, i64 %205, !dbg !104
  store float %213, ptr %214, align 4, !dbg !105, !tbaa !88
  %215 = or i64 %205, 1, !dbg !106
  %216 = mul i32 %209, 1664525, !dbg !98
  %217 = add i32 %216, 1013904223, !dbg !99
  %218 = lshr i32 %217, 8, !dbg !100
  %219 = uitofp i32 %218 to float, !dbg !101
  %220 = tail call float @llvm.fmuladd.f32(float %219, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %221 = fmul float %220, 0x3FC99999A0000000, !dbg !103
  %222 = getelementptr inbounds float, ptr %137, i64 %215, !dbg !104
  store float %221, ptr %222, align 4, !dbg !105, !tbaa !88
  %223 = add nuw nsw i64 %205, 2, !dbg !106
  %224 = add i64 %207, 2, !dbg !94
  %225 = icmp eq i64 %224, %203, !dbg !94
  br i1 %225, label %226, label %204, !dbg !94, !llvm.loop !107

226:                                              ; preds = %204, %197
  %227 = phi i32 [ undef, %197 ], [ %217, %204 ]
  %228 = phi i64 [ 0, %197 ], [ %223, %204 ]
  %229 = phi i32 [ %199, %197 ], [ %217, %204 ]
  %230 = icmp eq i64 %200, 0, !dbg !94
  br i1 %230, label %239, label %231, !dbg !94

231:                                              ; preds = %226
  %232 = mul i32 %229, 1664525, !dbg !98
  %233 = add i32 %232, 1013904223, !dbg !99
  %234 = lshr i32 %233, 8, !dbg !100
  %235 = uitofp i32 %234 to float, !dbg !101
  %236 = tail call float @llvm.fmuladd.f32(float %235, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %237 = fmul float %236, 0x3FC99999A0000000, !dbg !103
  %238 = getelementptr inbounds float, ptr %137, i64 %228, !dbg !104
  store float %237, ptr %238, align 4, !dbg !105, !tbaa !88
  br label %239, !dbg !109

239:                                              ; preds = %231, %226, %193
  %240 = phi i1 [ %196, %193 ], [ %198, %226 ], [ %198, %231 ]
  %241 = phi i1 [ true, %193 ], [ false, %226 ], [ false, %231 ]
  %242 = phi i32 [ %194, %193 ], [ %227, %226 ], [ %233, %231 ], !dbg !111
  br i1 %240, label %243, label %280, !dbg !109

243:                                              ; preds = %239
  %244 = and i64 %135, 1, !dbg !109
  %245 = icmp eq i32 %1, 1, !dbg !109
  br i1 %245, label %268, label %246, !dbg !109

246:                                              ; preds = %243
  %247 = and i64 %135, 4294967294, !dbg !109
  br label %248, !dbg !109

248:                                              ; preds = %248, %246
  %249 = phi i64 [ 0, %246 ], [ %265, %248 ], !dbg !112
  %250 = phi i32 [ %242, %246 ], [ %260, %248 ], !dbg !112
  %251 = phi i64 [ 0, %246 ], [ %266, %248 ]
  %252 = mul i32 %250, 1664525, !dbg !114
  %253 = add i32 %252, 1013904223, !dbg !115
  %254 = lshr i32 %253, 8, !dbg !116
  %255 = uitofp i32 %254 to float, !dbg !117
  %256 = tail call float @llvm.fmuladd.f32(float %255, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %257 = getelementptr inbounds float, ptr %138, i64 %249, !dbg !119
  store float %256, ptr %257, align 4, !dbg !120, !tbaa !88
  %258 = or i64 %249, 1, !dbg !121
  %259 = mul i32 %253, 1664525, !dbg !114
  %260 = add i32 %259, 1013904223, !dbg !115
  %261 = lshr i32 %260, 8, !dbg !116
  %262 = uitofp i32 %261 to float, !dbg !117
  %263 = tail call float @llvm.fmuladd.f32(float %262, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %264 = getelementptr inbounds float, ptr %138, i64 %258, !dbg !119
  store float %263, ptr %264, align 4, !dbg !120, !tbaa !88
  %265 = add nuw nsw i64 %249, 2, !dbg !121
  %266 = add i64 %251, 2, !dbg !109
  %267 = icmp eq i64 %266, %247, !dbg !109
  br i1 %267, label %268, label %248, !dbg !109, !llvm.loop !122

268:                                              ; preds = %248, %243
  %269 = phi i32 [ undef, %243 ], [ %260, %248 ]
  %270 = phi i64 [ 0, %243 ], [ %265, %248 ]
  %271 = phi i32 [ %242, %243 ], [ %260, %248 ]
  %272 = icmp eq i64 %244, 0, !dbg !109
  br i1 %272, label %280, label %273, !dbg !109

273:                                              ; preds = %268
  %274 = mul i32 %271, 1664525, !dbg !114
  %275 = add i32 %274, 1013904223, !dbg !115
  %276 = lshr i32 %275, 8, !dbg !116
  %277 = uitofp i32 %276 to float, !dbg !117
  %278 = tail call float @llvm.fmuladd.f32(float %277, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %279 = getelementptr inbounds float, ptr %138, i64 %270, !dbg !119
  store float %278, ptr %279, align 4, !dbg !120, !tbaa !88
  br label %280, !dbg !94

280:                                              ; preds = %273, %268, %239
  %281 = phi i32 [ %242, %239 ], [ %269, %268 ], [ %275, %273 ], !dbg !111
  br i1 %241, label %322, label %282, !dbg !94

282:                                              ; preds = %280
  %283 = and i64 %133, 1, !dbg !94
  %284 = icmp eq i32 %128, 1, !dbg !94
  br i1 %284, label %309, label %285, !dbg !94

285:                                              ; preds = %282
  %286 = and i64 %133, 2147483644, !dbg !94
  br label %287, !dbg !94

287:                                              ; preds = %287, %285
  %288 = phi i64 [ 0, %285 ], [ %306, %287 ], !dbg !96
  %289 = phi i32 [ %281, %285 ], [ %300, %287 ], !dbg !96
  %290 = phi i64 [ 0, %285 ], [ %307, %287 ]
  %291 = mul i32 %289, 1664525, !dbg !98
  %292 = add i32 %291, 1013904223, !dbg !99
  %293 = lshr i32 %292, 8, !dbg !100
  %294 = uitofp i32 %293 to float, !dbg !101
  %295 = tail call float @llvm.fmuladd.f32(float %294, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %296 = fmul float %295, 0x3FC99999A0000000, !dbg !103
  %297 = getelementptr inbounds float, ptr %141, i64 %288, !dbg !104
  store float %296, ptr %297, align 4, !dbg !105, !tbaa !88
  %298 = or i64 %288, 1, !dbg !106
  %299 = mul i32 %292, 1664525, !dbg !98
  %300 = add i32 %299, 1013904223, !dbg !99
  %301 = lshr i32 %300, 8, !dbg !100
  %302 = uitofp i32 %301 to float, !dbg !101
  %303 = tail call float @llvm.fmuladd.f32(float %302, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %304 = fmul float %303, 0x3FC99999A0000000, !dbg !103
  %305 = getelementptr inbounds float, ptr %141, i64 %298, !dbg !104
  store float %304, ptr %305, align 4, !dbg !105, !tbaa !88
  %306 = add nuw nsw i64 %288, 2, !dbg !106
  %307 = add i64 %290, 2, !dbg !94
  %308 = icmp eq i64 %307, %286, !dbg !94
  br i1 %308, label %309, label %287, !dbg !94, !llvm.loop !107

309:                                              ; preds = %287, %282
  %310 = phi i32 [ undef, %282 ], [ %300, %287 ]
  %311 = phi i64 [ 0, %282 ], [ %306, %287 ]
  %312 = phi i32 [ %281, %282 ], [ %300, %287 ]
  %313 = icmp eq i64 %283, 0, !dbg !94
  br i1 %313, label %322, label %314, !dbg !94

314:                                              ; preds = %309
  %315 = mul i32 %312, 1664525, !dbg !98
  %316 = add i32 %315, 1013904223, !dbg !99
  %317 = lshr i32 %316, 8, !dbg !100
  %318 = uitofp i32 %317 to float, !dbg !101
  %319 = tail call float @llvm.fmuladd.f32(float %318, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %320 = fmul float %319, 0x3FC99999A0000000, !dbg !103
  %321 = getelementptr inbounds float, ptr %141, i64 %311, !dbg !104
  store float %320, ptr %321, align 4, !dbg !105, !tbaa !88
  br label %322, !dbg !109

322:                                              ; preds = %314, %309, %280
  %323 = phi i32 [ %281, %280 ], [ %310, %309 ], [ %316, %314 ], !dbg !111
  br i1 %240, label %324, label %361, !dbg !109

324:                                              ; preds = %322
  %325 = and i64 %135, 1, !dbg !109
  %326 = icmp eq i32 %1, 1, !dbg !109
  br i1 %326, label %349, label %327, !dbg !109

327:                                              ; preds = %324
  %328 = and i64 %135, 4294967294, !dbg !109
  br label %329, !dbg !109

329:                                              ; preds = %329, %327
  %330 = phi i64 [ 0, %327 ], [ %346, %329 ], !dbg !112
  %331 = phi i32 [ %323, %327 ], [ %341, %329 ], !dbg !112
  %332 = phi i64 [ 0, %327 ], [ %347, %329 ]
  %333 = mul i32 %331, 1664525, !dbg !114
  %334 = add i32 %333, 1013904223, !dbg !115
  %335 = lshr i32 %334, 8, !dbg !116
  %336 = uitofp i32 %335 to float, !dbg !117
  %337 = tail call float @llvm.fmuladd.f32(float %336, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %338 = getelementptr inbounds float, ptr %142, i64 %330, !dbg !119
  store float %337, ptr %338, align 4, !dbg !120, !tbaa !88
  %339 = or i64 %330, 1, !dbg !121
  %340 = mul i32 %334, 1664525, !dbg !114
  %341 = add i32 %340, 1013904223, !dbg !115
  %342 = lshr i32 %341, 8, !dbg !116
  %343 = uitofp i32 %342 to float, !dbg !117
  %344 = tail call float @llvm.fmuladd.f32(float %343, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %345 = getelementptr inbounds float, ptr %142, i64 %339, !dbg !119
  store float %344, ptr %345, align 4, !dbg !120, !tbaa !88
  %346 = add nuw nsw i64 %330, 2, !dbg !121
  %347 = add i64 %332, 2, !dbg !109
  %348 = icmp eq i64 %347, %328, !dbg !109
  br i1 %348, label %349, label %329, !dbg !109, !llvm.loop !122

349:                                              ; preds = %329, %324
  %350 = phi i32 [ undef, %324 ], [ %341, %329 ]
  %351 = phi i64 [ 0, %324 ], [ %346, %329 ]
  %352 = phi i32 [ %323, %324 ], [ %341, %329 ]
  %353 = icmp eq i64 %325, 0, !dbg !109
  br i1 %353, label %361, label %354, !dbg !109

354:                                              ; preds = %349
  %355 = mul i32 %352, 1664525, !dbg !114
  %356 = add i32 %355, 1013904223, !dbg !115
  %357 = lshr i32 %356, 8, !dbg !116
  %358 = uitofp i32 %357 to float, !dbg !117
  %359 = tail call float @llvm.fmuladd.f32(float %358, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %360 = getelementptr inbounds float, ptr %142, i64 %351, !dbg !119
  store float %359, ptr %360, align 4, !dbg !120, !tbaa !88
  br label %361, !dbg !94

361:                                              ; preds = %354, %349, %322
  %362 = phi i32 [ %323, %322 ], [ %350, %349 ], [ %356, %354 ], !dbg !111
  br i1 %241, label %403, label %363, !dbg !94

363:                                              ; preds = %361
  %364 = and i64 %133, 1, !dbg !94
  %365 = icmp eq i32 %128, 1, !dbg !94
  br i1 %365, label %390, label %366, !dbg !94

366:                                              ; preds = %363
  %367 = and i64 %133, 2147483644, !dbg !94
  br label %368, !dbg !94

368:                                              ; preds = %368, %366
  %369 = phi i64 [ 0, %366 ], [ %387, %368 ], !dbg !96
  %370 = phi i32 [ %362, %366 ], [ %381, %368 ], !dbg !96
  %371 = phi i64 [ 0, %366 ], [ %388, %368 ]
  %372 = mul i32 %370, 1664525, !dbg !98
  %373 = add i32 %372, 1013904223, !dbg !99
  %374 = lshr i32 %373, 8, !dbg !100
  %375 = uitofp i32 %374 to float, !dbg !101
  %376 = tail call float @llvm.fmuladd.f32(float %375, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %377 = fmul float %376, 0x3FC99999A0000000, !dbg !103
  %378 = getelementptr inbounds float, ptr %145, i64 %369, !dbg !104
  store float %377, ptr %378, align 4, !dbg !105, !tbaa !88
  %379 = or i64 %369, 1, !dbg !106
  %380 = mul i32 %373, 1664525, !dbg !98
  %381 = add i32 %380, 1013904223, !dbg !99
  %382 = lshr i32 %381, 8, !dbg !100
  %383 = uitofp i32 %382 to float, !dbg !101
  %384 = tail call float @llvm.fmuladd.f32(float %383, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %385 = fmul float %384, 0x3FC99999A0000000, !dbg !103
  %386 = getelementptr inbounds float, ptr %145, i64 %379, !dbg !104
  store float %385, ptr %386, align 4, !dbg !105, !tbaa !88
  %387 = add nuw nsw i64 %369, 2, !dbg !106
  %388 = add i64 %371, 2, !dbg !94
  %389 = icmp eq i64 %388, %367, !dbg !94
  br i1 %389, label %390, label %368, !dbg !94, !llvm.loop !107

390:                                              ; preds = %368, %363
  %391 = phi i32 [ undef, %363 ], [ %381, %368 ]
  %392 = phi i64 [ 0, %363 ], [ %387, %368 ]
  %393 = phi i32 [ %362, %363 ], [ %381, %368 ]
  %394 = icmp eq i64 %364, 0, !dbg !94
  br i1 %394, label %403, label %395, !dbg !94

395:                                              ; preds = %390
  %396 = mul i32 %393, 1664525, !dbg !98
  %397 = add i32 %396, 1013904223, !dbg !99
  %398 = lshr i32 %397, 8, !dbg !100
  %399 = uitofp i32 %398 to float, !dbg !101
  %400 = tail call float @llvm.fmuladd.f32(float %399, float 0x3E70000000000000, float -5.000000e-01), !dbg !102
  %401 = fmul float %400, 0x3FC99999A0000000, !dbg !103
  %402 = getelementptr inbounds float, ptr %145, i64 %392, !dbg !104
  store float %401, ptr %402, align 4, !dbg !105, !tbaa !88
  br label %403, !dbg !109

403:                                              ; preds = %395, %390, %361
  %404 = phi i32 [ %362, %361 ], [ %391, %390 ], [ %397, %395 ], !dbg !111
  br i1 %240, label %405, label %441, !dbg !109

405:                                              ; preds = %403
  %406 = and i64 %135, 1, !dbg !109
  %407 = icmp eq i32 %1, 1, !dbg !109
  br i1 %407, label %430, label %408, !dbg !109

408:                                              ; preds = %405
  %409 = and i64 %135, 4294967294, !dbg !109
  br label %410, !dbg !109

410:                                              ; preds = %410, %408
  %411 = phi i64 [ 0, %408 ], [ %427, %410 ], !dbg !112
  %412 = phi i32 [ %404, %408 ], [ %422, %410 ], !dbg !112
  %413 = phi i64 [ 0, %408 ], [ %428, %410 ]
  %414 = mul i32 %412, 1664525, !dbg !114
  %415 = add i32 %414, 1013904223, !dbg !115
  %416 = lshr i32 %415, 8, !dbg !116
  %417 = uitofp i32 %416 to float, !dbg !117
  %418 = tail call float @llvm.fmuladd.f32(float %417, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %419 = getelementptr inbounds float, ptr %146, i64 %411, !dbg !119
  store float %418, ptr %419, align 4, !dbg !120, !tbaa !88
  %420 = or i64 %411, 1, !dbg !121
  %421 = mul i32 %415, 1664525, !dbg !114
  %422 = add i32 %421, 1013904223, !dbg !115
  %423 = lshr i32 %422, 8, !dbg !116
  %424 = uitofp i32 %423 to float, !dbg !117
  %425 = tail call float @llvm.fmuladd.f32(float %424, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %426 = getelementptr inbounds float, ptr %146, i64 %420, !dbg !119
  store float %425, ptr %426, align 4, !dbg !120, !tbaa !88
  %427 = add nuw nsw i64 %411, 2, !dbg !121
  %428 = add i64 %413, 2, !dbg !109
  %429 = icmp eq i64 %428, %409, !dbg !109
  br i1 %429, label %430, label %410, !dbg !109, !llvm.loop !122

430:                                              ; preds = %410, %405
  %431 = phi i64 [ 0, %405 ], [ %427, %410 ]
  %432 = phi i32 [ %404, %405 ], [ %422, %410 ]
  %433 = icmp eq i64 %406, 0, !dbg !109
  br i1 %433, label %441, label %434, !dbg !109

434:                                              ; preds = %430
  %435 = mul i32 %432, 1664525, !dbg !114
  %436 = add i32 %435, 1013904223, !dbg !115
  %437 = lshr i32 %436, 8, !dbg !116
  %438 = uitofp i32 %437 to float, !dbg !117
  %439 = tail call float @llvm.fmuladd.f32(float %438, float 0x3E70000000000000, float -5.000000e-01), !dbg !118
  %440 = getelementptr inbounds float, ptr %146, i64 %431, !dbg !119
  store float %439, ptr %440, align 4, !dbg !120, !tbaa !88
  br label %441, !dbg !124

441:                                              ; preds = %434, %430, %403
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %108) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %109) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %110) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %111) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %112) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %113) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %114) #10, !dbg !124
  %442 = call i32 @cudaMalloc(ptr noundef nonnull %108, i64 noundef %131), !dbg !125
  %443 = call i32 @cudaMalloc(ptr noundef nonnull %109, i64 noundef %134), !dbg !126
  %444 = call i32 @cudaMalloc(ptr noundef nonnull %110, i64 noundef %136), !dbg !127
  %445 = call i32 @cudaMalloc(ptr noundef nonnull %111, i64 noundef %131), !dbg !128
  %446 = call i32 @cudaMalloc(ptr noundef nonnull %112, i64 noundef %131), !dbg !129
  %447 = call i32 @cudaMalloc(ptr noundef nonnull %113, i64 noundef %131), !dbg !130
  %448 = getelementptr inbounds [3 x ptr], ptr %109, i64 0, i64 1, !dbg !131
  %449 = call i32 @cudaMalloc(ptr noundef nonnull %448, i64 noundef %134), !dbg !126
  %450 = getelementptr inbounds [3 x ptr], ptr %110, i64 0, i64 1, !dbg !132
  %451 = call i32 @cudaMalloc(ptr noundef nonnull %450, i64 noundef %136), !dbg !127
  %452 = getelementptr inbounds [3 x ptr], ptr %111, i64 0, i64 1, !dbg !133
  %453 = call i32 @cudaMalloc(ptr noundef nonnull %452, i64 noundef %131), !dbg !128
  %454 = getelementptr inbounds [3 x ptr], ptr %112, i64 0, i64 1, !dbg !134
  %455 = call i32 @cudaMalloc(ptr noundef nonnull %454, i64 noundef %131), !dbg !129
  %456 = getelementptr inbounds [3 x ptr], ptr %113, i64 0, i64 1, !dbg !135
  %457 = call i32 @cudaMalloc(ptr noundef nonnull %456, i64 noundef %131), !dbg !130
  %458 = getelementptr inbounds [3 x ptr], ptr %109, i64 0, i64 2, !dbg !131
  %459 = call i32 @cudaMalloc(ptr noundef nonnull %458, i64 noundef %134), !dbg !126
  %460 = getelementptr inbounds [3 x ptr], ptr %110, i64 0, i64 2, !dbg !132
  %461 = call i32 @cudaMalloc(ptr noundef nonnull %460, i64 noundef %136), !dbg !127
  %462 = getelementptr inbounds [3 x ptr], ptr %111, i64 0, i64 2, !dbg !133
  %463 = call i32 @cudaMalloc(ptr noundef nonnull %462, i64 noundef %131), !dbg !128
  %464 = getelementptr inbounds [3 x ptr], ptr %112, i64 0, i64 2, !dbg !134
  %465 = call i32 @cudaMalloc(ptr noundef nonnull %464, i64 noundef %131), !dbg !129
  %466 = getelementptr inbounds [3 x ptr], ptr %113, i64 0, i64 2, !dbg !135
  %467 = call i32 @cudaMalloc(ptr noundef nonnull %466, i64 noundef %131), !dbg !130
  %468 = call i32 @cudaMalloc(ptr noundef nonnull %114, i64 noundef %151), !dbg !136
  %469 = load ptr, ptr %108, align 8, !dbg !137, !tbaa !14
  %470 = call i32 @cudaMemcpy(ptr noundef %469, ptr noundef %132, i64 noundef %131, i32 noundef 1), !dbg !138
  %471 = load ptr, ptr %109, align 16, !dbg !139, !tbaa !14
  %472 = call i32 @cudaMemcpy(ptr noundef %471, ptr noundef %137, i64 noundef %134, i32 noundef 1), !dbg !140
  %473 = load ptr, ptr %110, align 16, !dbg !141, !tbaa !14
  %474 = call i32 @cudaMemcpy(ptr noundef %473, ptr noundef %138, i64 noundef %136, i32 noundef 1), !dbg !142
  %475 = load ptr, ptr %448, align 8, !dbg !139, !tbaa !14
  %476 = call i32 @cudaMemcpy(ptr noundef %475, ptr noundef %141, i64 noundef %134, i32 noundef 1), !dbg !140
  %477 = load ptr, ptr %450, align 8, !dbg !141, !tbaa !14
  %478 = call i32 @cudaMemcpy(ptr noundef %477, ptr noundef %142, i64 noundef %136, i32 noundef 1), !dbg !142
  %479 = load ptr, ptr %458, align 16, !dbg !139, !tbaa !14
  %480 = call i32 @cudaMemcpy(ptr noundef %479, ptr noundef %145, i64 noundef %134, i32 noundef 1), !dbg !140
  %481 = load ptr, ptr %460, align 16, !dbg !141, !tbaa !14
  %482 = call i32 @cudaMemcpy(ptr noundef %481, ptr noundef %146, i64 noundef %136, i32 noundef 1), !dbg !142
  %483 = add nsw i32 %1, 31, !dbg !143
  %484 = sdiv i32 %483, 32, !dbg !144
  %485 = add nsw i32 %0, 31, !dbg !145
  %486 = sdiv i32 %485, 32, !dbg !146
  %487 = zext i32 %484 to i64, !dbg !147
  %488 = zext i32 %486 to i64, !dbg !151
  %489 = shl nuw i64 %488, 32, !dbg !151
  %490 = or i64 %489, %487, !dbg !151
  %491 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !152
  %492 = icmp eq i32 %491, 0, !dbg !152
  br i1 %492, label %493, label %512, !dbg !153

493:                                              ; preds = %441
  %494 = load ptr, ptr %108, align 8, !dbg !154, !tbaa !14
  %495 = load ptr, ptr %109, align 16, !dbg !155, !tbaa !14
  %496 = load ptr, ptr %111, align 16, !dbg !156, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %99)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %100)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %101)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %102)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %103)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %104)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %105)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %106)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %107)
  store ptr %494, ptr %97, align 8, !tbaa !14, !noalias !157
  store ptr %495, ptr %98, align 8, !tbaa !14, !noalias !157
  store ptr %496, ptr %99, align 8, !tbaa !14, !noalias !157
  store i32 %0, ptr %100, align 4, !tbaa !18, !noalias !157
  store i32 %1, ptr %101, align 4, !tbaa !18, !noalias !157
  store i32 %1, ptr %102, align 4, !tbaa !18, !noalias !157
  store ptr %97, ptr %107, align 16, !dbg !50, !noalias !157
  %497 = getelementptr inbounds ptr, ptr %107, i64 1, !dbg !50
  store ptr %98, ptr %497, align 8, !dbg !50, !noalias !157
  %498 = getelementptr inbounds ptr, ptr %107, i64 2, !dbg !50
  store ptr %99, ptr %498, align 16, !dbg !50, !noalias !157
  %499 = getelementptr inbounds ptr, ptr %107, i64 3, !dbg !50
  store ptr %100, ptr %499, align 8, !dbg !50, !noalias !157
  %500 = getelementptr inbounds ptr, ptr %107, i64 4, !dbg !50
  store ptr %101, ptr %500, align 16, !dbg !50, !noalias !157
  %501 = getelementptr inbounds ptr, ptr %107, i64 5, !dbg !50
  store ptr %102, ptr %501, align 8, !dbg !50, !noalias !157
  %502 = call i32 @__cudaPopCallConfiguration(ptr nonnull %103, ptr nonnull %104, ptr nonnull %105, ptr nonnull %106), !dbg !50
  %503 = load i64, ptr %105, align 8, !dbg !50, !noalias !157
  %504 = load ptr, ptr %106, align 8, !dbg !50, !noalias !157
  %505 = load i64, ptr %103, align 8, !dbg !50, !noalias !157
  %506 = getelementptr inbounds i8, ptr %103, i64 8, !dbg !50
  %507 = load i32, ptr %506, align 8, !dbg !50, !noalias !157
  %508 = load i64, ptr %104, align 8, !dbg !50, !noalias !157
  %509 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !50
  %510 = load i32, ptr %509, align 8, !dbg !50, !noalias !157
  %511 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %505, i32 %507, i64 %508, i32 %510, ptr noundef nonnull %107, i64 noundef %503, ptr noundef %504), !dbg !50
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %97), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %98), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %99), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %100), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %101), !dbg !162
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %102), !dbg !162
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %103), !dbg !162
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %104), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %105), !dbg !162
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %106), !dbg !162
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %107), !dbg !162
  br label %512, !dbg !153

512:                                              ; preds = %493, %441
  %513 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !163
  %514 = icmp eq i32 %513, 0, !dbg !163
  br i1 %514, label %515, label %533, !dbg !164

515:                                              ; preds = %512
  %516 = load ptr, ptr %111, align 16, !dbg !165, !tbaa !14
  %517 = load ptr, ptr %110, align 16, !dbg !166, !tbaa !14
  %518 = load ptr, ptr %112, align 16, !dbg !167, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %87)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %89)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %90)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %91)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %92)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %93)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %94)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %95)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %96)
  store ptr %516, ptr %87, align 8, !tbaa !14, !noalias !168
  store ptr %517, ptr %88, align 8, !tbaa !14, !noalias !168
  store ptr %518, ptr %89, align 8, !tbaa !14, !noalias !168
  store i32 %0, ptr %90, align 4, !tbaa !18, !noalias !168
  store i32 %1, ptr %91, align 4, !tbaa !18, !noalias !168
  store ptr %87, ptr %96, align 16, !dbg !48, !noalias !168
  %519 = getelementptr inbounds ptr, ptr %96, i64 1, !dbg !48
  store ptr %88, ptr %519, align 8, !dbg !48, !noalias !168
  %520 = getelementptr inbounds ptr, ptr %96, i64 2, !dbg !48
  store ptr %89, ptr %520, align 16, !dbg !48, !noalias !168
  %521 = getelementptr inbounds ptr, ptr %96, i64 3, !dbg !48
  store ptr %90, ptr %521, align 8, !dbg !48, !noalias !168
  %522 = getelementptr inbounds ptr, ptr %96, i64 4, !dbg !48
  store ptr %91, ptr %522, align 16, !dbg !48, !noalias !168
  %523 = call i32 @__cudaPopCallConfiguration(ptr nonnull %92, ptr nonnull %93, ptr nonnull %94, ptr nonnull %95), !dbg !48
  %524 = load i64, ptr %94, align 8, !dbg !48, !noalias !168
  %525 = load ptr, ptr %95, align 8, !dbg !48, !noalias !168
  %526 = load i64, ptr %92, align 8, !dbg !48, !noalias !168
  %527 = getelementptr inbounds i8, ptr %92, i64 8, !dbg !48
  %528 = load i32, ptr %527, align 8, !dbg !48, !noalias !168
  %529 = load i64, ptr %93, align 8, !dbg !48, !noalias !168
  %530 = getelementptr inbounds i8, ptr %93, i64 8, !dbg !48
  %531 = load i32, ptr %530, align 8, !dbg !48, !noalias !168
  %532 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %526, i32 %528, i64 %529, i32 %531, ptr noundef nonnull %96, i64 noundef %524, ptr noundef %525), !dbg !48
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %87), !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %88), !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %89), !dbg !173
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %90), !dbg !173
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %91), !dbg !173
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %92), !dbg !173
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %93), !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %94), !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %95), !dbg !173
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %96), !dbg !173
  br label %533, !dbg !164

533:                                              ; preds = %515, %512
  %534 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !174
  %535 = icmp eq i32 %534, 0, !dbg !174
  br i1 %535, label %536, label %553, !dbg !175

536:                                              ; preds = %533
  %537 = load ptr, ptr %112, align 16, !dbg !176, !tbaa !14
  %538 = load ptr, ptr %113, align 16, !dbg !177, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %78)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %79)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %80)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %81)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %82)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %83)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %84)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %85)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %86)
  store ptr %537, ptr %77, align 8, !tbaa !14, !noalias !178
  store ptr %538, ptr %78, align 8, !tbaa !14, !noalias !178
  store i32 %0, ptr %79, align 4, !tbaa !18, !noalias !178
  store i32 %1, ptr %80, align 4, !tbaa !18, !noalias !178
  store i32 %122, ptr %81, align 4, !tbaa !18, !noalias !178
  store ptr %77, ptr %86, align 16, !dbg !46, !noalias !178
  %539 = getelementptr inbounds ptr, ptr %86, i64 1, !dbg !46
  store ptr %78, ptr %539, align 8, !dbg !46, !noalias !178
  %540 = getelementptr inbounds ptr, ptr %86, i64 2, !dbg !46
  store ptr %79, ptr %540, align 16, !dbg !46, !noalias !178
  %541 = getelementptr inbounds ptr, ptr %86, i64 3, !dbg !46
  store ptr %80, ptr %541, align 8, !dbg !46, !noalias !178
  %542 = getelementptr inbounds ptr, ptr %86, i64 4, !dbg !46
  store ptr %81, ptr %542, align 16, !dbg !46, !noalias !178
  %543 = call i32 @__cudaPopCallConfiguration(ptr nonnull %82, ptr nonnull %83, ptr nonnull %84, ptr nonnull %85), !dbg !46
  %544 = load i64, ptr %84, align 8, !dbg !46, !noalias !178
  %545 = load ptr, ptr %85, align 8, !dbg !46, !noalias !178
  %546 = load i64, ptr %82, align 8, !dbg !46, !noalias !178
  %547 = getelementptr inbounds i8, ptr %82, i64 8, !dbg !46
  %548 = load i32, ptr %547, align 8, !dbg !46, !noalias !178
  %549 = load i64, ptr %83, align 8, !dbg !46, !noalias !178
  %550 = getelementptr inbounds i8, ptr %83, i64 8, !dbg !46
  %551 = load i32, ptr %550, align 8, !dbg !46, !noalias !178
  %552 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %546, i32 %548, i64 %549, i32 %551, ptr noundef nonnull %86, i64 noundef %544, ptr noundef %545), !dbg !46
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %77), !dbg !182
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %78), !dbg !182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %79), !dbg !182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %80), !dbg !182
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %81), !dbg !182
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %82), !dbg !182
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %83), !dbg !182
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %84), !dbg !182
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %85), !dbg !182
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %86), !dbg !182
  br label %553, !dbg !175

553:                                              ; preds = %536, %533
  %554 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !183
  %555 = icmp eq i32 %554, 0, !dbg !183
  br i1 %555, label %556, label %575, !dbg !184

556:                                              ; preds = %553
  %557 = load ptr, ptr %108, align 8, !dbg !185, !tbaa !14
  %558 = load ptr, ptr %448, align 8, !dbg !186, !tbaa !14
  %559 = load ptr, ptr %452, align 8, !dbg !187, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %67)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %68)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %69)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %70)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %71)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %72)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %74)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %75)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %76)
  store ptr %557, ptr %66, align 8, !tbaa !14, !noalias !188
  store ptr %558, ptr %67, align 8, !tbaa !14, !noalias !188
  store ptr %559, ptr %68, align 8, !tbaa !14, !noalias !188
  store i32 %0, ptr %69, align 4, !tbaa !18, !noalias !188
  store i32 %1, ptr %70, align 4, !tbaa !18, !noalias !188
  store i32 %1, ptr %71, align 4, !tbaa !18, !noalias !188
  store ptr %66, ptr %76, align 16, !dbg !44, !noalias !188
  %560 = getelementptr inbounds ptr, ptr %76, i64 1, !dbg !44
  store ptr %67, ptr %560, align 8, !dbg !44, !noalias !188
  %561 = getelementptr inbounds ptr, ptr %76, i64 2, !dbg !44
  store ptr %68, ptr %561, align 16, !dbg !44, !noalias !188
  %562 = getelementptr inbounds ptr, ptr %76, i64 3, !dbg !44
  store ptr %69, ptr %562, align 8, !dbg !44, !noalias !188
  %563 = getelementptr inbounds ptr, ptr %76, i64 4, !dbg !44
  store ptr %70, ptr %563, align 16, !dbg !44, !noalias !188
  %564 = getelementptr inbounds ptr, ptr %76, i64 5, !dbg !44
  store ptr %71, ptr %564, align 8, !dbg !44, !noalias !188
  %565 = call i32 @__cudaPopCallConfiguration(ptr nonnull %72, ptr nonnull %73, ptr nonnull %74, ptr nonnull %75), !dbg !44
  %566 = load i64, ptr %74, align 8, !dbg !44, !noalias !188
  %567 = load ptr, ptr %75, align 8, !dbg !44, !noalias !188
  %568 = load i64, ptr %72, align 8, !dbg !44, !noalias !188
  %569 = getelementptr inbounds i8, ptr %72, i64 8, !dbg !44
  %570 = load i32, ptr %569, align 8, !dbg !44, !noalias !188
  %571 = load i64, ptr %73, align 8, !dbg !44, !noalias !188
  %572 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !44
  %573 = load i32, ptr %572, align 8, !dbg !44, !noalias !188
  %574 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %568, i32 %570, i64 %571, i32 %573, ptr noundef nonnull %76, i64 noundef %566, ptr noundef %567), !dbg !44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %66), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %67), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %68), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %69), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %70), !dbg !193
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %71), !dbg !193
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %72), !dbg !193
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %73), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %74), !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %75), !dbg !193
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %76), !dbg !193
  br label %575, !dbg !184

575:                                              ; preds = %556, %553
  %576 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !194
  %577 = icmp eq i32 %576, 0, !dbg !194
  br i1 %577, label %578, label %596, !dbg !195

578:                                              ; preds = %575
  %579 = load ptr, ptr %452, align 8, !dbg !196, !tbaa !14
  %580 = load ptr, ptr %450, align 8, !dbg !197, !tbaa !14
  %581 = load ptr, ptr %454, align 8, !dbg !198, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %59)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %60)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %61)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %62)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %65)
  store ptr %579, ptr %56, align 8, !tbaa !14, !noalias !199
  store ptr %580, ptr %57, align 8, !tbaa !14, !noalias !199
  store ptr %581, ptr %58, align 8, !tbaa !14, !noalias !199
  store i32 %0, ptr %59, align 4, !tbaa !18, !noalias !199
  store i32 %1, ptr %60, align 4, !tbaa !18, !noalias !199
  store ptr %56, ptr %65, align 16, !dbg !42, !noalias !199
  %582 = getelementptr inbounds ptr, ptr %65, i64 1, !dbg !42
  store ptr %57, ptr %582, align 8, !dbg !42, !noalias !199
  %583 = getelementptr inbounds ptr, ptr %65, i64 2, !dbg !42
  store ptr %58, ptr %583, align 16, !dbg !42, !noalias !199
  %584 = getelementptr inbounds ptr, ptr %65, i64 3, !dbg !42
  store ptr %59, ptr %584, align 8, !dbg !42, !noalias !199
  %585 = getelementptr inbounds ptr, ptr %65, i64 4, !dbg !42
  store ptr %60, ptr %585, align 16, !dbg !42, !noalias !199
  %586 = call i32 @__cudaPopCallConfiguration(ptr nonnull %61, ptr nonnull %62, ptr nonnull %63, ptr nonnull %64), !dbg !42
  %587 = load i64, ptr %63, align 8, !dbg !42, !noalias !199
  %588 = load ptr, ptr %64, align 8, !dbg !42, !noalias !199
  %589 = load i64, ptr %61, align 8, !dbg !42, !noalias !199
  %590 = getelementptr inbounds i8, ptr %61, i64 8, !dbg !42
  %591 = load i32, ptr %590, align 8, !dbg !42, !noalias !199
  %592 = load i64, ptr %62, align 8, !dbg !42, !noalias !199
  %593 = getelementptr inbounds i8, ptr %62, i64 8, !dbg !42
  %594 = load i32, ptr %593, align 8, !dbg !42, !noalias !199
  %595 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %589, i32 %591, i64 %592, i32 %594, ptr noundef nonnull %65, i64 noundef %587, ptr noundef %588), !dbg !42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58), !dbg !204
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %59), !dbg !204
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %60), !dbg !204
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %61), !dbg !204
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %62), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63), !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64), !dbg !204
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %65), !dbg !204
  br label %596, !dbg !195

596:                                              ; preds = %578, %575
  %597 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !205
  %598 = icmp eq i32 %597, 0, !dbg !205
  br i1 %598, label %599, label %616, !dbg !206

599:                                              ; preds = %596
  %600 = load ptr, ptr %454, align 8, !dbg !207, !tbaa !14
  %601 = load ptr, ptr %456, align 8, !dbg !208, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %55)
  store ptr %600, ptr %46, align 8, !tbaa !14, !noalias !209
  store ptr %601, ptr %47, align 8, !tbaa !14, !noalias !209
  store i32 %0, ptr %48, align 4, !tbaa !18, !noalias !209
  store i32 %1, ptr %49, align 4, !tbaa !18, !noalias !209
  store i32 %122, ptr %50, align 4, !tbaa !18, !noalias !209
  store ptr %46, ptr %55, align 16, !dbg !40, !noalias !209
  %602 = getelementptr inbounds ptr, ptr %55, i64 1, !dbg !40
  store ptr %47, ptr %602, align 8, !dbg !40, !noalias !209
  %603 = getelementptr inbounds ptr, ptr %55, i64 2, !dbg !40
  store ptr %48, ptr %603, align 16, !dbg !40, !noalias !209
  %604 = getelementptr inbounds ptr, ptr %55, i64 3, !dbg !40
  store ptr %49, ptr %604, align 8, !dbg !40, !noalias !209
  %605 = getelementptr inbounds ptr, ptr %55, i64 4, !dbg !40
  store ptr %50, ptr %605, align 16, !dbg !40, !noalias !209
  %606 = call i32 @__cudaPopCallConfiguration(ptr nonnull %51, ptr nonnull %52, ptr nonnull %53, ptr nonnull %54), !dbg !40
  %607 = load i64, ptr %53, align 8, !dbg !40, !noalias !209
  %608 = load ptr, ptr %54, align 8, !dbg !40, !noalias !209
  %609 = load i64, ptr %51, align 8, !dbg !40, !noalias !209
  %610 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !40
  %611 = load i32, ptr %610, align 8, !dbg !40, !noalias !209
  %612 = load i64, ptr %52, align 8, !dbg !40, !noalias !209
  %613 = getelementptr inbounds i8, ptr %52, i64 8, !dbg !40
  %614 = load i32, ptr %613, align 8, !dbg !40, !noalias !209
  %615 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %609, i32 %611, i64 %612, i32 %614, ptr noundef nonnull %55, i64 noundef %607, ptr noundef %608), !dbg !40
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47), !dbg !213
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48), !dbg !213
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49), !dbg !213
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %50), !dbg !213
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51), !dbg !213
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %52), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54), !dbg !213
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %55), !dbg !213
  br label %616, !dbg !206

616:                                              ; preds = %599, %596
  %617 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !214
  %618 = icmp eq i32 %617, 0, !dbg !214
  br i1 %618, label %619, label %638, !dbg !215

619:                                              ; preds = %616
  %620 = load ptr, ptr %108, align 8, !dbg !216, !tbaa !14
  %621 = load ptr, ptr %458, align 16, !dbg !217, !tbaa !14
  %622 = load ptr, ptr %462, align 16, !dbg !218, !tbaa !14
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
  store ptr %620, ptr %35, align 8, !tbaa !14, !noalias !219
  store ptr %621, ptr %36, align 8, !tbaa !14, !noalias !219
  store ptr %622, ptr %37, align 8, !tbaa !14, !noalias !219
  store i32 %0, ptr %38, align 4, !tbaa !18, !noalias !219
  store i32 %1, ptr %39, align 4, !tbaa !18, !noalias !219
  store i32 %1, ptr %40, align 4, !tbaa !18, !noalias !219
  store ptr %35, ptr %45, align 16, !dbg !38, !noalias !219
  %623 = getelementptr inbounds ptr, ptr %45, i64 1, !dbg !38
  store ptr %36, ptr %623, align 8, !dbg !38, !noalias !219
  %624 = getelementptr inbounds ptr, ptr %45, i64 2, !dbg !38
  store ptr %37, ptr %624, align 16, !dbg !38, !noalias !219
  %625 = getelementptr inbounds ptr, ptr %45, i64 3, !dbg !38
  store ptr %38, ptr %625, align 8, !dbg !38, !noalias !219
  %626 = getelementptr inbounds ptr, ptr %45, i64 4, !dbg !38
  store ptr %39, ptr %626, align 16, !dbg !38, !noalias !219
  %627 = getelementptr inbounds ptr, ptr %45, i64 5, !dbg !38
  store ptr %40, ptr %627, align 8, !dbg !38, !noalias !219
  %628 = call i32 @__cudaPopCallConfiguration(ptr nonnull %41, ptr nonnull %42, ptr nonnull %43, ptr nonnull %44), !dbg !38
  %629 = load i64, ptr %43, align 8, !dbg !38, !noalias !219
  %630 = load ptr, ptr %44, align 8, !dbg !38, !noalias !219
  %631 = load i64, ptr %41, align 8, !dbg !38, !noalias !219
  %632 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !38
  %633 = load i32, ptr %632, align 8, !dbg !38, !noalias !219
  %634 = load i64, ptr %42, align 8, !dbg !38, !noalias !219
  %635 = getelementptr inbounds i8, ptr %42, i64 8, !dbg !38
  %636 = load i32, ptr %635, align 8, !dbg !38, !noalias !219
  %637 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %631, i32 %633, i64 %634, i32 %636, ptr noundef nonnull %45, i64 noundef %629, ptr noundef %630), !dbg !38
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !224
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !224
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37), !dbg !224
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38), !dbg !224
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %39), !dbg !224
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %40), !dbg !224
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %41), !dbg !224
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %42), !dbg !224
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43), !dbg !224
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !224
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %45), !dbg !224
  br label %638, !dbg !215

638:                                              ; preds = %619, %616
  %639 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !225
  %640 = icmp eq i32 %639, 0, !dbg !225
  br i1 %640, label %641, label %659, !dbg !226

641:                                              ; preds = %638
  %642 = load ptr, ptr %462, align 16, !dbg !227, !tbaa !14
  %643 = load ptr, ptr %460, align 16, !dbg !228, !tbaa !14
  %644 = load ptr, ptr %464, align 16, !dbg !229, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %34)
  store ptr %642, ptr %25, align 8, !tbaa !14, !noalias !230
  store ptr %643, ptr %26, align 8, !tbaa !14, !noalias !230
  store ptr %644, ptr %27, align 8, !tbaa !14, !noalias !230
  store i32 %0, ptr %28, align 4, !tbaa !18, !noalias !230
  store i32 %1, ptr %29, align 4, !tbaa !18, !noalias !230
  store ptr %25, ptr %34, align 16, !dbg !36, !noalias !230
  %645 = getelementptr inbounds ptr, ptr %34, i64 1, !dbg !36
  store ptr %26, ptr %645, align 8, !dbg !36, !noalias !230
  %646 = getelementptr inbounds ptr, ptr %34, i64 2, !dbg !36
  store ptr %27, ptr %646, align 16, !dbg !36, !noalias !230
  %647 = getelementptr inbounds ptr, ptr %34, i64 3, !dbg !36
  store ptr %28, ptr %647, align 8, !dbg !36, !noalias !230
  %648 = getelementptr inbounds ptr, ptr %34, i64 4, !dbg !36
  store ptr %29, ptr %648, align 16, !dbg !36, !noalias !230
  %649 = call i32 @__cudaPopCallConfiguration(ptr nonnull %30, ptr nonnull %31, ptr nonnull %32, ptr nonnull %33), !dbg !36
  %650 = load i64, ptr %32, align 8, !dbg !36, !noalias !230
  %651 = load ptr, ptr %33, align 8, !dbg !36, !noalias !230
  %652 = load i64, ptr %30, align 8, !dbg !36, !noalias !230
  %653 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !36
  %654 = load i32, ptr %653, align 8, !dbg !36, !noalias !230
  %655 = load i64, ptr %31, align 8, !dbg !36, !noalias !230
  %656 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !36
  %657 = load i32, ptr %656, align 8, !dbg !36, !noalias !230
  %658 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %652, i32 %654, i64 %655, i32 %657, ptr noundef nonnull %34, i64 noundef %650, ptr noundef %651), !dbg !36
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27), !dbg !235
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !235
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %29), !dbg !235
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !235
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %31), !dbg !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !235
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33), !dbg !235
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %34), !dbg !235
  br label %659, !dbg !226

659:                                              ; preds = %641, %638
  %660 = call i32 @__cudaPushCallConfiguration(i64 %490, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !236
  %661 = icmp eq i32 %660, 0, !dbg !236
  br i1 %661, label %662, label %679, !dbg !237

662:                                              ; preds = %659
  %663 = load ptr, ptr %464, align 16, !dbg !238, !tbaa !14
  %664 = load ptr, ptr %466, align 16, !dbg !239, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %24)
  store ptr %663, ptr %15, align 8, !tbaa !14, !noalias !240
  store ptr %664, ptr %16, align 8, !tbaa !14, !noalias !240
  store i32 %0, ptr %17, align 4, !tbaa !18, !noalias !240
  store i32 %1, ptr %18, align 4, !tbaa !18, !noalias !240
  store i32 %122, ptr %19, align 4, !tbaa !18, !noalias !240
  store ptr %15, ptr %24, align 16, !dbg !34, !noalias !240
  %665 = getelementptr inbounds ptr, ptr %24, i64 1, !dbg !34
  store ptr %16, ptr %665, align 8, !dbg !34, !noalias !240
  %666 = getelementptr inbounds ptr, ptr %24, i64 2, !dbg !34
  store ptr %17, ptr %666, align 16, !dbg !34, !noalias !240
  %667 = getelementptr inbounds ptr, ptr %24, i64 3, !dbg !34
  store ptr %18, ptr %667, align 8, !dbg !34, !noalias !240
  %668 = getelementptr inbounds ptr, ptr %24, i64 4, !dbg !34
  store ptr %19, ptr %668, align 16, !dbg !34, !noalias !240
  %669 = call i32 @__cudaPopCallConfiguration(ptr nonnull %20, ptr nonnull %21, ptr nonnull %22, ptr nonnull %23), !dbg !34
  %670 = load i64, ptr %22, align 8, !dbg !34, !noalias !240
  %671 = load ptr, ptr %23, align 8, !dbg !34, !noalias !240
  %672 = load i64, ptr %20, align 8, !dbg !34, !noalias !240
  %673 = getelementptr inbounds i8, ptr %20, i64 8, !dbg !34
  %674 = load i32, ptr %673, align 8, !dbg !34, !noalias !240
  %675 = load i64, ptr %21, align 8, !dbg !34, !noalias !240
  %676 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !34
  %677 = load i32, ptr %676, align 8, !dbg !34, !noalias !240
  %678 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z26__device_stub__split_headsPKfPfiii, i64 %672, i32 %674, i64 %675, i32 %677, ptr noundef nonnull %24, i64 noundef %670, ptr noundef %671), !dbg !34
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %17), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !244
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %20), !dbg !244
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !244
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !244
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %24), !dbg !244
  br label %679, !dbg !237

679:                                              ; preds = %662, %659
  %680 = add nsw i32 %0, 15, !dbg !245
  %681 = sdiv i32 %680, 16, !dbg !246
  %682 = zext i32 %681 to i64, !dbg !247
  %683 = mul nuw i64 %682, 4294967297, !dbg !249
  %684 = call i32 @__cudaPushCallConfiguration(i64 %683, i32 %2, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !250
  %685 = icmp eq i32 %684, 0, !dbg !250
  br i1 %685, label %686, label %704, !dbg !251

686:                                              ; preds = %679
  %687 = load ptr, ptr %113, align 16, !dbg !252, !tbaa !14
  %688 = load ptr, ptr %456, align 8, !dbg !253, !tbaa !14
  %689 = load ptr, ptr %114, align 8, !dbg !254, !tbaa !14
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
  store ptr %687, ptr %5, align 8, !tbaa !14, !noalias !255
  store ptr %688, ptr %6, align 8, !tbaa !14, !noalias !255
  store ptr %689, ptr %7, align 8, !tbaa !14, !noalias !255
  store i32 %0, ptr %8, align 4, !tbaa !18, !noalias !255
  store i32 %122, ptr %9, align 4, !tbaa !18, !noalias !255
  store ptr %5, ptr %14, align 16, !dbg !32, !noalias !255
  %690 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !32
  store ptr %6, ptr %690, align 8, !dbg !32, !noalias !255
  %691 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !32
  store ptr %7, ptr %691, align 16, !dbg !32, !noalias !255
  %692 = getelementptr inbounds ptr, ptr %14, i64 3, !dbg !32
  store ptr %8, ptr %692, align 8, !dbg !32, !noalias !255
  %693 = getelementptr inbounds ptr, ptr %14, i64 4, !dbg !32
  store ptr %9, ptr %693, align 16, !dbg !32, !noalias !255
  %694 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !32
  %695 = load i64, ptr %12, align 8, !dbg !32, !noalias !255
  %696 = load ptr, ptr %13, align 8, !dbg !32, !noalias !255
  %697 = load i64, ptr %10, align 8, !dbg !32, !noalias !255
  %698 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !32
  %699 = load i32, ptr %698, align 8, !dbg !32, !noalias !255
  %700 = load i64, ptr %11, align 8, !dbg !32, !noalias !255
  %701 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !32
  %702 = load i32, ptr %701, align 8, !dbg !32, !noalias !255
  %703 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z33__device_stub__batched_score_gemmPKfS0_Pfii, i64 %697, i32 %699, i64 %700, i32 %702, ptr noundef nonnull %14, i64 noundef %695, ptr noundef %696), !dbg !32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !260
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !260
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !260
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !260
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !260
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !260
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !260
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !260
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14), !dbg !260
  br label %704, !dbg !251

704:                                              ; preds = %686, %679
  %705 = call i32 @cudaDeviceSynchronize(), !dbg !261
  %706 = load ptr, ptr %113, align 16, !dbg !262, !tbaa !14
  %707 = call i32 @cudaMemcpy(ptr noundef %139, ptr noundef %706, i64 noundef %131, i32 noundef 2), !dbg !263
  %708 = load ptr, ptr %456, align 8, !dbg !262, !tbaa !14
  %709 = call i32 @cudaMemcpy(ptr noundef %143, ptr noundef %708, i64 noundef %131, i32 noundef 2), !dbg !263
  %710 = load ptr, ptr %466, align 16, !dbg !262, !tbaa !14
  %711 = call i32 @cudaMemcpy(ptr noundef %147, ptr noundef %710, i64 noundef %131, i32 noundef 2), !dbg !263
  %712 = load ptr, ptr %114, align 8, !dbg !264, !tbaa !14
  %713 = call i32 @cudaMemcpy(ptr noundef %152, ptr noundef %712, i64 noundef %151, i32 noundef 2), !dbg !265
  %714 = icmp sgt i32 %0, 0
  %715 = sext i32 %1 to i64
  %716 = zext i32 %0 to i64
  br i1 %714, label %717, label %956, !dbg !266

717:                                              ; preds = %704
  %718 = add nsw i64 %135, -1, !dbg !266
  %719 = and i64 %135, 1
  %720 = icmp eq i64 %718, 0
  %721 = and i64 %135, 4294967294
  %722 = icmp eq i64 %719, 0
  br label %755, !dbg !266

723:                                              ; preds = %723, %956
  %724 = phi i32 [ 0, %956 ], [ %741, %723 ]
  %725 = phi float [ %958, %956 ], [ %740, %723 ]
  %726 = fmul float %959, %725, !dbg !269
  %727 = call float @llvm.fmuladd.f32(float %726, float %725, float 1.500000e+00), !dbg !269
  %728 = fmul float %725, %727, !dbg !272
  %729 = fmul float %959, %728, !dbg !269
  %730 = call float @llvm.fmuladd.f32(float %729, float %728, float 1.500000e+00), !dbg !269
  %731 = fmul float %728, %730, !dbg !272
  %732 = fmul float %959, %731, !dbg !269
  %733 = call float @llvm.fmuladd.f32(float %732, float %731, float 1.500000e+00), !dbg !269
  %734 = fmul float %731, %733, !dbg !272
  %735 = fmul float %959, %734, !dbg !269
  %736 = call float @llvm.fmuladd.f32(float %735, float %734, float 1.500000e+00), !dbg !269
  %737 = fmul float %734, %736, !dbg !272
  %738 = fmul float %959, %737, !dbg !269
  %739 = call float @llvm.fmuladd.f32(float %738, float %737, float 1.500000e+00), !dbg !269
  %740 = fmul float %737, %739, !dbg !272
  %741 = add nuw nsw i32 %724, 5, !dbg !273
  %742 = icmp eq i32 %741, 40, !dbg !274
  br i1 %742, label %743, label %723, !dbg !275, !llvm.loop !276

743:                                              ; preds = %723
  %744 = icmp sgt i32 %2, 0, !dbg !278
  br i1 %744, label %745, label %964, !dbg !279

745:                                              ; preds = %743
  %746 = icmp sgt i32 %122, 0
  %747 = sext i32 %122 to i64, !dbg !279
  %748 = sext i32 %0 to i64, !dbg !279
  %749 = zext i32 %2 to i64, !dbg !278
  %750 = zext i32 %122 to i64
  %751 = and i64 %750, 1
  %752 = icmp eq i32 %122, 1
  %753 = and i64 %750, 4294967294
  %754 = icmp eq i64 %751, 0
  br label %960, !dbg !279

755:                                              ; preds = %717, %762
  %756 = phi i64 [ %763, %762 ], [ 0, %717 ]
  br i1 %240, label %757, label %762, !dbg !280

757:                                              ; preds = %755
  %758 = mul nsw i64 %756, %715
  %759 = trunc i64 %756 to i32
  br label %760, !dbg !280

760:                                              ; preds = %778, %757
  %761 = phi i64 [ 0, %757 ], [ %792, %778 ]
  br i1 %720, label %765, label %794, !dbg !281

762:                                              ; preds = %778, %755
  %763 = add nuw nsw i64 %756, 1, !dbg !282
  %764 = icmp eq i64 %763, %716, !dbg !283
  br i1 %764, label %818, label %755, !dbg !266, !llvm.loop !284

765:                                              ; preds = %794, %760
  %766 = phi float [ undef, %760 ], [ %814, %794 ]
  %767 = phi i64 [ 0, %760 ], [ %815, %794 ]
  %768 = phi float [ 0.000000e+00, %760 ], [ %814, %794 ]
  br i1 %722, label %778, label %769, !dbg !281

769:                                              ; preds = %765
  %770 = add nsw i64 %767, %758, !dbg !286
  %771 = getelementptr inbounds float, ptr %132, i64 %770, !dbg !287
  %772 = load float, ptr %771, align 4, !dbg !287, !tbaa !88
  %773 = mul nsw i64 %767, %715, !dbg !288
  %774 = add nsw i64 %773, %761, !dbg !289
  %775 = getelementptr inbounds float, ptr %137, i64 %774, !dbg !290
  %776 = load float, ptr %775, align 4, !dbg !290, !tbaa !88
  %777 = call float @llvm.fmuladd.f32(float %772, float %776, float %768), !dbg !291
  br label %778, !dbg !292

778:                                              ; preds = %765, %769
  %779 = phi float [ %766, %765 ], [ %777, %769 ], !dbg !291
  %780 = trunc i64 %761 to i32, !dbg !292
  %781 = sdiv i32 %780, %122, !dbg !292
  %782 = srem i32 %780, %122, !dbg !293
  %783 = getelementptr inbounds float, ptr %138, i64 %761, !dbg !294
  %784 = load float, ptr %783, align 4, !dbg !294, !tbaa !88
  %785 = fadd float %779, %784, !dbg !295
  %786 = mul nsw i32 %781, %0, !dbg !296
  %787 = add nsw i32 %786, %759, !dbg !297
  %788 = mul nsw i32 %787, %122, !dbg !298
  %789 = add nsw i32 %788, %782, !dbg !299
  %790 = sext i32 %789 to i64, !dbg !300
  %791 = getelementptr inbounds float, ptr %140, i64 %790, !dbg !300
  store float %785, ptr %791, align 4, !dbg !301, !tbaa !88
  %792 = add nuw nsw i64 %761, 1, !dbg !302
  %793 = icmp eq i64 %792, %135, !dbg !303
  br i1 %793, label %762, label %760, !dbg !280, !llvm.loop !304

794:                                              ; preds = %760, %794
  %795 = phi i64 [ %815, %794 ], [ 0, %760 ]
  %796 = phi float [ %814, %794 ], [ 0.000000e+00, %760 ]
  %797 = phi i64 [ %816, %794 ], [ 0, %760 ]
  %798 = add nsw i64 %795, %758, !dbg !286
  %799 = getelementptr inbounds float, ptr %132, i64 %798, !dbg !287
  %800 = load float, ptr %799, align 4, !dbg !287, !tbaa !88
  %801 = mul nsw i64 %795, %715, !dbg !288
  %802 = add nsw i64 %801, %761, !dbg !289
  %803 = getelementptr inbounds float, ptr %137, i64 %802, !dbg !290
  %804 = load float, ptr %803, align 4, !dbg !290, !tbaa !88
  %805 = call float @llvm.fmuladd.f32(float %800, float %804, float %796), !dbg !291
  %806 = or i64 %795, 1, !dbg !306
  %807 = add nsw i64 %806, %758, !dbg !286
  %808 = getelementptr inbounds float, ptr %132, i64 %807, !dbg !287
  %809 = load float, ptr %808, align 4, !dbg !287, !tbaa !88
  %810 = mul nsw i64 %806, %715, !dbg !288
  %811 = add nsw i64 %810, %761, !dbg !289
  %812 = getelementptr inbounds float, ptr %137, i64 %811, !dbg !290
  %813 = load float, ptr %812, align 4, !dbg !290, !tbaa !88
  %814 = call float @llvm.fmuladd.f32(float %809, float %813, float %805), !dbg !291
  %815 = add nuw nsw i64 %795, 2, !dbg !306
  %816 = add i64 %797, 2, !dbg !281
  %817 = icmp eq i64 %816, %721, !dbg !281
  br i1 %817, label %765, label %794, !dbg !281, !llvm.loop !307

818:                                              ; preds = %762
  br i1 %714, label %819, label %956, !dbg !266

819:                                              ; preds = %818
  %820 = and i64 %135, 1
  %821 = icmp eq i64 %718, 0
  %822 = and i64 %135, 4294967294
  %823 = icmp eq i64 %820, 0
  br label %824, !dbg !266

824:                                              ; preds = %819, %884
  %825 = phi i64 [ %885, %884 ], [ 0, %819 ]
  br i1 %240, label %826, label %884, !dbg !280

826:                                              ; preds = %824
  %827 = mul nsw i64 %825, %715
  %828 = trunc i64 %825 to i32
  br label %829, !dbg !280

829:                                              ; preds = %868, %826
  %830 = phi i64 [ 0, %826 ], [ %882, %868 ]
  br i1 %821, label %855, label %831, !dbg !281

831:                                              ; preds = %829, %831
  %832 = phi i64 [ %852, %831 ], [ 0, %829 ]
  %833 = phi float [ %851, %831 ], [ 0.000000e+00, %829 ]
  %834 = phi i64 [ %853, %831 ], [ 0, %829 ]
  %835 = add nsw i64 %832, %827, !dbg !286
  %836 = getelementptr inbounds float, ptr %132, i64 %835, !dbg !287
  %837 = load float, ptr %836, align 4, !dbg !287, !tbaa !88
  %838 = mul nsw i64 %832, %715, !dbg !288
  %839 = add nsw i64 %838, %830, !dbg !289
  %840 = getelementptr inbounds float, ptr %141, i64 %839, !dbg !290
  %841 = load float, ptr %840, align 4, !dbg !290, !tbaa !88
  %842 = call float @llvm.fmuladd.f32(float %837, float %841, float %833), !dbg !291
  %843 = or i64 %832, 1, !dbg !306
  %844 = add nsw i64 %843, %827, !dbg !286
  %845 = getelementptr inbounds float, ptr %132, i64 %844, !dbg !287
  %846 = load float, ptr %845, align 4, !dbg !287, !tbaa !88
  %847 = mul nsw i64 %843, %715, !dbg !288
  %848 = add nsw i64 %847, %830, !dbg !289
  %849 = getelementptr inbounds float, ptr %141, i64 %848, !dbg !290
  %850 = load float, ptr %849, align 4, !dbg !290, !tbaa !88
  %851 = call float @llvm.fmuladd.f32(float %846, float %850, float %842), !dbg !291
  %852 = add nuw nsw i64 %832, 2, !dbg !306
  %853 = add i64 %834, 2, !dbg !281
  %854 = icmp eq i64 %853, %822, !dbg !281
  br i1 %854, label %855, label %831, !dbg !281, !llvm.loop !307

855:                                              ; preds = %831, %829
  %856 = phi float [ undef, %829 ], [ %851, %831 ]
  %857 = phi i64 [ 0, %829 ], [ %852, %831 ]
  %858 = phi float [ 0.000000e+00, %829 ], [ %851, %831 ]
  br i1 %823, label %868, label %859, !dbg !281

859:                                              ; preds = %855
  %860 = add nsw i64 %857, %827, !dbg !286
  %861 = getelementptr inbounds float, ptr %132, i64 %860, !dbg !287
  %862 = load float, ptr %861, align 4, !dbg !287, !tbaa !88
  %863 = mul nsw i64 %857, %715, !dbg !288
  %864 = add nsw i64 %863, %830, !dbg !289
  %865 = getelementptr inbounds float, ptr %141, i64 %864, !dbg !290
  %866 = load float, ptr %865, align 4, !dbg !290, !tbaa !88
  %867 = call float @llvm.fmuladd.f32(float %862, float %866, float %858), !dbg !291
  br label %868, !dbg !292

868:                                              ; preds = %855, %859
  %869 = phi float [ %856, %855 ], [ %867, %859 ], !dbg !291
  %870 = trunc i64 %830 to i32, !dbg !292
  %871 = sdiv i32 %870, %122, !dbg !292
  %872 = srem i32 %870, %122, !dbg !293
  %873 = getelementptr inbounds float, ptr %142, i64 %830, !dbg !294
  %874 = load float, ptr %873, align 4, !dbg !294, !tbaa !88
  %875 = fadd float %869, %874, !dbg !295
  %876 = mul nsw i32 %871, %0, !dbg !296
  %877 = add nsw i32 %876, %828, !dbg !297
  %878 = mul nsw i32 %877, %122, !dbg !298
  %879 = add nsw i32 %878, %872, !dbg !299
  %880 = sext i32 %879 to i64, !dbg !300
  %881 = getelementptr inbounds float, ptr %144, i64 %880, !dbg !300
  store float %875, ptr %881, align 4, !dbg !301, !tbaa !88
  %882 = add nuw nsw i64 %830, 1, !dbg !302
  %883 = icmp eq i64 %882, %135, !dbg !303
  br i1 %883, label %884, label %829, !dbg !280, !llvm.loop !304

884:                                              ; preds = %868, %824
  %885 = add nuw nsw i64 %825, 1, !dbg !282
  %886 = icmp eq i64 %885, %716, !dbg !283
  br i1 %886, label %887, label %824, !dbg !266, !llvm.loop !284

887:                                              ; preds = %884
  br i1 %714, label %888, label %956, !dbg !266

888:                                              ; preds = %887
  %889 = and i64 %135, 1
  %890 = icmp eq i64 %718, 0
  %891 = and i64 %135, 4294967294
  %892 = icmp eq i64 %889, 0
  br label %893, !dbg !266

893:                                              ; preds = %888, %953
  %894 = phi i64 [ %954, %953 ], [ 0, %888 ]
  br i1 %240, label %895, label %953, !dbg !280

895:                                              ; preds = %893
  %896 = mul nsw i64 %894, %715
  %897 = trunc i64 %894 to i32
  br label %898, !dbg !280

898:                                              ; preds = %937, %895
  %899 = phi i64 [ 0, %895 ], [ %951, %937 ]
  br i1 %890, label %924, label %900, !dbg !281

900:                                              ; preds = %898, %900
  %901 = phi i64 [ %921, %900 ], [ 0, %898 ]
  %902 = phi float [ %920, %900 ], [ 0.000000e+00, %898 ]
  %903 = phi i64 [ %922, %900 ], [ 0, %898 ]
  %904 = add nsw i64 %901, %896, !dbg !286
  %905 = getelementptr inbounds float, ptr %132, i64 %904, !dbg !287
  %906 = load float, ptr %905, align 4, !dbg !287, !tbaa !88
  %907 = mul nsw i64 %901, %715, !dbg !288
  %908 = add nsw i64 %907, %899, !dbg !289
  %909 = getelementptr inbounds float, ptr %145, i64 %908, !dbg !290
  %910 = load float, ptr %909, align 4, !dbg !290, !tbaa !88
  %911 = call float @llvm.fmuladd.f32(float %906, float %910, float %902), !dbg !291
  %912 = or i64 %901, 1, !dbg !306
  %913 = add nsw i64 %912, %896, !dbg !286
  %914 = getelementptr inbounds float, ptr %132, i64 %913, !dbg !287
  %915 = load float, ptr %914, align 4, !dbg !287, !tbaa !88
  %916 = mul nsw i64 %912, %715, !dbg !288
  %917 = add nsw i64 %916, %899, !dbg !289
  %918 = getelementptr inbounds float, ptr %145, i64 %917, !dbg !290
  %919 = load float, ptr %918, align 4, !dbg !290, !tbaa !88
  %920 = call float @llvm.fmuladd.f32(float %915, float %919, float %911), !dbg !291
  %921 = add nuw nsw i64 %901, 2, !dbg !306
  %922 = add i64 %903, 2, !dbg !281
  %923 = icmp eq i64 %922, %891, !dbg !281
  br i1 %923, label %924, label %900, !dbg !281, !llvm.loop !307

924:                                              ; preds = %900, %898
  %925 = phi float [ undef, %898 ], [ %920, %900 ]
  %926 = phi i64 [ 0, %898 ], [ %921, %900 ]
  %927 = phi float [ 0.000000e+00, %898 ], [ %920, %900 ]
  br i1 %892, label %937, label %928, !dbg !281

928:                                              ; preds = %924
  %929 = add nsw i64 %926, %896, !dbg !286
  %930 = getelementptr inbounds float, ptr %132, i64 %929, !dbg !287
  %931 = load float, ptr %930, align 4, !dbg !287, !tbaa !88
  %932 = mul nsw i64 %926, %715, !dbg !288
  %933 = add nsw i64 %932, %899, !dbg !289
  %934 = getelementptr inbounds float, ptr %145, i64 %933, !dbg !290
  %935 = load float, ptr %934, align 4, !dbg !290, !tbaa !88
  %936 = call float @llvm.fmuladd.f32(float %931, float %935, float %927), !dbg !291
  br label %937, !dbg !292

937:                                              ; preds = %924, %928
  %938 = phi float [ %925, %924 ], [ %936, %928 ], !dbg !291
  %939 = trunc i64 %899 to i32, !dbg !292
  %940 = sdiv i32 %939, %122, !dbg !292
  %941 = srem i32 %939, %122, !dbg !293
  %942 = getelementptr inbounds float, ptr %146, i64 %899, !dbg !294
  %943 = load float, ptr %942, align 4, !dbg !294, !tbaa !88
  %944 = fadd float %938, %943, !dbg !295
  %945 = mul nsw i32 %940, %0, !dbg !296
  %946 = add nsw i32 %945, %897, !dbg !297
  %947 = mul nsw i32 %946, %122, !dbg !298
  %948 = add nsw i32 %947, %941, !dbg !299
  %949 = sext i32 %948 to i64, !dbg !300
  %950 = getelementptr inbounds float, ptr %148, i64 %949, !dbg !300
  store float %944, ptr %950, align 4, !dbg !301, !tbaa !88
  %951 = add nuw nsw i64 %899, 1, !dbg !302
  %952 = icmp eq i64 %951, %135, !dbg !303
  br i1 %952, label %953, label %898, !dbg !280, !llvm.loop !304

953:                                              ; preds = %937, %893
  %954 = add nuw nsw i64 %894, 1, !dbg !282
  %955 = icmp eq i64 %954, %716, !dbg !283
  br i1 %955, label %956, label %893, !dbg !266, !llvm.loop !284

956:                                              ; preds = %953, %704, %818, %887
  %957 = sitofp i32 %122 to float, !dbg !309
  %958 = fdiv float 1.000000e+00, %957, !dbg !310
  %959 = fmul float %957, -5.000000e-01
  br label %723, !dbg !275

960:                                              ; preds = %745, %1126
  %961 = phi i64 [ 0, %745 ], [ %1127, %1126 ]
  br i1 %714, label %962, label %1126, !dbg !311

962:                                              ; preds = %960
  %963 = mul nsw i64 %961, %748
  br label %1121, !dbg !311

964:                                              ; preds = %1126, %743
  br i1 %154, label %965, label %1049, !dbg !312

965:                                              ; preds = %964
  %966 = zext i32 %127 to i64, !dbg !315
  br label %967, !dbg !312

967:                                              ; preds = %989, %965
  %968 = phi i64 [ 0, %965 ], [ %991, %989 ]
  %969 = phi i32 [ 0, %965 ], [ %990, %989 ]
  %970 = getelementptr inbounds float, ptr %139, i64 %968, !dbg !316
  %971 = load float, ptr %970, align 4, !dbg !316, !tbaa !88
  %972 = getelementptr inbounds float, ptr %140, i64 %968, !dbg !317
  %973 = load float, ptr %972, align 4, !dbg !317, !tbaa !88
  %974 = fsub float %971, %973, !dbg !318
  %975 = call float @llvm.fabs.f32(float %974), !dbg !319
  %976 = call float @llvm.fabs.f32(float %973), !dbg !320
  %977 = fadd float %976, 1.000000e+00, !dbg !321
  %978 = fmul float %977, 0x3F50624DE0000000, !dbg !322
  %979 = fcmp ugt float %975, %978, !dbg !323
  br i1 %979, label %980, label %989, !dbg !324

980:                                              ; preds = %967
  %981 = icmp slt i32 %969, 5, !dbg !325
  br i1 %981, label %982, label %987, !dbg !326

982:                                              ; preds = %980
  %983 = fpext float %971 to double, !dbg !327
  %984 = fpext float %973 to double, !dbg !328
  %985 = trunc i64 %968 to i32, !dbg !329
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i32 noundef %985, double noundef %983, double noundef %984), !dbg !329
  br label %987, !dbg !329

987:                                              ; preds = %982, %980
  %988 = add nsw i32 %969, 1, !dbg !330
  br label %989, !dbg !331

989:                                              ; preds = %987, %967
  %990 = phi i32 [ %969, %967 ], [ %988, %987 ], !dbg !332
  %991 = add nuw nsw i64 %968, 1, !dbg !333
  %992 = icmp eq i64 %991, %966, !dbg !315
  br i1 %992, label %993, label %967, !dbg !312, !llvm.loop !334

993:                                              ; preds = %989, %1015
  %994 = phi i64 [ %1017, %1015 ], [ 0, %989 ]
  %995 = phi i32 [ %1016, %1015 ], [ 0, %989 ]
  %996 = getelementptr inbounds float, ptr %143, i64 %994, !dbg !336
  %997 = load float, ptr %996, align 4, !dbg !336, !tbaa !88
  %998 = getelementptr inbounds float, ptr %144, i64 %994, !dbg !338
  %999 = load float, ptr %998, align 4, !dbg !338, !tbaa !88
  %1000 = fsub float %997, %999, !dbg !339
  %1001 = call float @llvm.fabs.f32(float %1000), !dbg !340
  %1002 = call float @llvm.fabs.f32(float %999), !dbg !341
  %1003 = fadd float %1002, 1.000000e+00, !dbg !342
  %1004 = fmul float %1003, 0x3F50624DE0000000, !dbg !343
  %1005 = fcmp ugt float %1001, %1004, !dbg !344
  br i1 %1005, label %1006, label %1015, !dbg !345

1006:                                             ; preds = %993
  %1007 = icmp slt i32 %995, 5, !dbg !346
  br i1 %1007, label %1008, label %1013, !dbg !347

1008:                                             ; preds = %1006
  %1009 = fpext float %997 to double, !dbg !348
  %1010 = fpext float %999 to double, !dbg !349
  %1011 = trunc i64 %994 to i32, !dbg !350
  %1012 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i32 noundef %1011, double noundef %1009, double noundef %1010), !dbg !350
  br label %1013, !dbg !350

1013:                                             ; preds = %1008, %1006
  %1014 = add nsw i32 %995, 1, !dbg !351
  br label %1015, !dbg !352

1015:                                             ; preds = %1013, %993
  %1016 = phi i32 [ %995, %993 ], [ %1014, %1013 ], !dbg !353
  %1017 = add nuw nsw i64 %994, 1, !dbg !354
  %1018 = icmp eq i64 %1017, %966, !dbg !355
  br i1 %1018, label %1019, label %993, !dbg !356, !llvm.loop !357

1019:                                             ; preds = %1015
  %1020 = add nsw i32 %1016, %990, !dbg !359
  br label %1021, !dbg !360

1021:                                             ; preds = %1043, %1019
  %1022 = phi i64 [ 0, %1019 ], [ %1045, %1043 ]
  %1023 = phi i32 [ 0, %1019 ], [ %1044, %1043 ]
  %1024 = getelementptr inbounds float, ptr %147, i64 %1022, !dbg !362
  %1025 = load float, ptr %1024, align 4, !dbg !362, !tbaa !88
  %1026 = getelementptr inbounds float, ptr %148, i64 %1022, !dbg !363
  %1027 = load float, ptr %1026, align 4, !dbg !363, !tbaa !88
  %1028 = fsub float %1025, %1027, !dbg !364
  %1029 = call float @llvm.fabs.f32(float %1028), !dbg !365
  %1030 = call float @llvm.fabs.f32(float %1027), !dbg !366
  %1031 = fadd float %1030, 1.000000e+00, !dbg !367
  %1032 = fmul float %1031, 0x3F50624DE0000000, !dbg !368
  %1033 = fcmp ugt float %1029, %1032, !dbg !369
  br i1 %1033, label %1034, label %1043, !dbg !370

1034:                                             ; preds = %1021
  %1035 = icmp slt i32 %1023, 5, !dbg !371
  br i1 %1035, label %1036, label %1041, !dbg !372

1036:                                             ; preds = %1034
  %1037 = fpext float %1025 to double, !dbg !373
  %1038 = fpext float %1027 to double, !dbg !374
  %1039 = trunc i64 %1022 to i32, !dbg !375
  %1040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i32 noundef %1039, double noundef %1037, double noundef %1038), !dbg !375
  br label %1041, !dbg !375

1041:                                             ; preds = %1036, %1034
  %1042 = add nsw i32 %1023, 1, !dbg !376
  br label %1043, !dbg !377

1043:                                             ; preds = %1041, %1021
  %1044 = phi i32 [ %1023, %1021 ], [ %1042, %1041 ], !dbg !378
  %1045 = add nuw nsw i64 %1022, 1, !dbg !379
  %1046 = icmp eq i64 %1045, %966, !dbg !380
  br i1 %1046, label %1047, label %1021, !dbg !360, !llvm.loop !381

1047:                                             ; preds = %1043
  %1048 = add nsw i32 %1044, %1020, !dbg !383
  br label %1049, !dbg !383

1049:                                             ; preds = %1047, %964
  %1050 = phi i32 [ %1048, %1047 ], [ 0, %964 ], !dbg !383
  %1051 = icmp sgt i32 %149, 0, !dbg !384
  br i1 %1051, label %1052, label %1080, !dbg !386

1052:                                             ; preds = %1049
  %1053 = zext i32 %149 to i64, !dbg !384
  br label %1054, !dbg !386

1054:                                             ; preds = %1076, %1052
  %1055 = phi i64 [ 0, %1052 ], [ %1078, %1076 ]
  %1056 = phi i32 [ 0, %1052 ], [ %1077, %1076 ]
  %1057 = getelementptr inbounds float, ptr %152, i64 %1055, !dbg !387
  %1058 = load float, ptr %1057, align 4, !dbg !387, !tbaa !88
  %1059 = getelementptr inbounds float, ptr %153, i64 %1055, !dbg !388
  %1060 = load float, ptr %1059, align 4, !dbg !388, !tbaa !88
  %1061 = fsub float %1058, %1060, !dbg !389
  %1062 = call float @llvm.fabs.f32(float %1061), !dbg !390
  %1063 = call float @llvm.fabs.f32(float %1060), !dbg !391
  %1064 = fadd float %1063, 1.000000e+00, !dbg !392
  %1065 = fmul float %1064, 0x3F50624DE0000000, !dbg !393
  %1066 = fcmp ugt float %1062, %1065, !dbg !394
  br i1 %1066, label %1067, label %1076, !dbg !395

1067:                                             ; preds = %1054
  %1068 = icmp slt i32 %1056, 5, !dbg !396
  br i1 %1068, label %1069, label %1074, !dbg !397

1069:                                             ; preds = %1067
  %1070 = fpext float %1058 to double, !dbg !398
  %1071 = fpext float %1060 to double, !dbg !399
  %1072 = trunc i64 %1055 to i32, !dbg !400
  %1073 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i32 noundef %1072, double noundef %1070, double noundef %1071), !dbg !400
  br label %1074, !dbg !400

1074:                                             ; preds = %1069, %1067
  %1075 = add nsw i32 %1056, 1, !dbg !401
  br label %1076, !dbg !402

1076:                                             ; preds = %1074, %1054
  %1077 = phi i32 [ %1056, %1054 ], [ %1075, %1074 ], !dbg !403
  %1078 = add nuw nsw i64 %1055, 1, !dbg !404
  %1079 = icmp eq i64 %1078, %1053, !dbg !384
  br i1 %1079, label %1080, label %1054, !dbg !386, !llvm.loop !405

1080:                                             ; preds = %1076, %1049
  %1081 = phi i32 [ 0, %1049 ], [ %1077, %1076 ], !dbg !407
  %1082 = add nsw i32 %1050, %1081, !dbg !408
  %1083 = icmp ne i32 %1082, 0, !dbg !409
  %1084 = select i1 %1083, ptr @.str.6, ptr @.str.7, !dbg !409
  %1085 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %1084, i32 noundef %1082), !dbg !410
  %1086 = load ptr, ptr %108, align 8, !dbg !411, !tbaa !14
  %1087 = call i32 @cudaFree(ptr noundef %1086), !dbg !412
  %1088 = load ptr, ptr %109, align 16, !dbg !413, !tbaa !14
  %1089 = call i32 @cudaFree(ptr noundef %1088), !dbg !414
  %1090 = load ptr, ptr %110, align 16, !dbg !415, !tbaa !14
  %1091 = call i32 @cudaFree(ptr noundef %1090), !dbg !416
  %1092 = load ptr, ptr %111, align 16, !dbg !417, !tbaa !14
  %1093 = call i32 @cudaFree(ptr noundef %1092), !dbg !418
  %1094 = load ptr, ptr %112, align 16, !dbg !419, !tbaa !14
  %1095 = call i32 @cudaFree(ptr noundef %1094), !dbg !420
  %1096 = load ptr, ptr %113, align 16, !dbg !421, !tbaa !14
  %1097 = call i32 @cudaFree(ptr noundef %1096), !dbg !422
  call void @free(ptr noundef %137) #10, !dbg !423
  call void @free(ptr noundef %138) #10, !dbg !424
  call void @free(ptr noundef %139) #10, !dbg !425
  call void @free(ptr noundef %140) #10, !dbg !426
  %1098 = load ptr, ptr %448, align 8, !dbg !413, !tbaa !14
  %1099 = call i32 @cudaFree(ptr noundef %1098), !dbg !414
  %1100 = load ptr, ptr %450, align 8, !dbg !415, !tbaa !14
  %1101 = call i32 @cudaFree(ptr noundef %1100), !dbg !416
  %1102 = load ptr, ptr %452, align 8, !dbg !417, !tbaa !14
  %1103 = call i32 @cudaFree(ptr noundef %1102), !dbg !418
  %1104 = load ptr, ptr %454, align 8, !dbg !419, !tbaa !14
  %1105 = call i32 @cudaFree(ptr noundef %1104), !dbg !420
  %1106 = load ptr, ptr %456, align 8, !dbg !421, !tbaa !14
  %1107 = call i32 @cudaFree(ptr noundef %1106), !dbg !422
  call void @free(ptr noundef %141) #10, !dbg !423
  call void @free(ptr noundef %142) #10, !dbg !424
  call void @free(ptr noundef %143) #10, !dbg !425
  call void @free(ptr noundef %144) #10, !dbg !426
  %1108 = load ptr, ptr %458, align 16, !dbg !413, !tbaa !14
  %1109 = call i32 @cudaFree(ptr noundef %1108), !dbg !414
  %1110 = load ptr, ptr %460, align 16, !dbg !415, !tbaa !14
  %1111 = call i32 @cudaFree(ptr noundef %1110), !dbg !416
  %1112 = load ptr, ptr %462, align 16, !dbg !417, !tbaa !14
  %1113 = call i32 @cudaFree(ptr noundef %1112), !dbg !418
  %1114 = load ptr, ptr %464, align 16, !dbg !419, !tbaa !14
  %1115 = call i32 @cudaFree(ptr noundef %1114), !dbg !420
  %1116 = load ptr, ptr %466, align 16, !dbg !421, !tbaa !14
  %1117 = call i32 @cudaFree(ptr noundef %1116), !dbg !422
  call void @free(ptr noundef %145) #10, !dbg !423
  call void @free(ptr noundef %146) #10, !dbg !424
  call void @free(ptr noundef %147) #10, !dbg !425
  call void @free(ptr noundef %148) #10, !dbg !426
  %1118 = load ptr, ptr %114, align 8, !dbg !427, !tbaa !14
  %1119 = call i32 @cudaFree(ptr noundef %1118), !dbg !428
  call void @free(ptr noundef %132) #10, !dbg !429
  call void @free(ptr noundef %152) #10, !dbg !430
  call void @free(ptr noundef %153) #10, !dbg !431
  %1120 = zext i1 %1083 to i32, !dbg !432
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %114) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %113) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %112) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %111) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %110) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %109) #10, !dbg !433
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %108) #10, !dbg !433
  br label %1178

1121:                                             ; preds = %1134, %962
  %1122 = phi i64 [ 0, %962 ], [ %1135, %1134 ]
  %1123 = add nsw i64 %1122, %963
  %1124 = mul nsw i64 %1123, %747
  %1125 = mul nsw i64 %1123, %748
  br label %1129, !dbg !434

1126:                                             ; preds = %1134, %960
  %1127 = add nuw nsw i64 %961, 1, !dbg !435
  %1128 = icmp eq i64 %1127, %749, !dbg !278
  br i1 %1128, label %964, label %960, !dbg !279, !llvm.loop !436

1129:                                             ; preds = %1121, %1149
  %1130 = phi i64 [ 0, %1121 ], [ %1154, %1149 ]
  br i1 %746, label %1131, label %1149, !dbg !438

1131:                                             ; preds = %1129
  %1132 = add nsw i64 %1130, %963
  %1133 = mul nsw i64 %1132, %747
  br i1 %752, label %1137, label %1156, !dbg !438

1134:                                             ; preds = %1149
  %1135 = add nuw nsw i64 %1122, 1, !dbg !439
  %1136 = icmp eq i64 %1135, %716, !dbg !440
  br i1 %1136, label %1126, label %1121, !dbg !311, !llvm.loop !441

1137:                                             ; preds = %1156, %1131
  %1138 = phi float [ undef, %1131 ], [ %1174, %1156 ]
  %1139 = phi i64 [ 0, %1131 ], [ %1175, %1156 ]
  %1140 = phi float [ 0.000000e+00, %1131 ], [ %1174, %1156 ]
  br i1 %754, label %1149, label %1141, !dbg !438

1141:                                             ; preds = %1137
  %1142 = add nsw i64 %1139, %1124, !dbg !442
  %1143 = getelementptr inbounds float, ptr %140, i64 %1142, !dbg !443
  %1144 = load float, ptr %1143, align 4, !dbg !443, !tbaa !88
  %1145 = add nsw i64 %1139, %1133, !dbg !444
  %1146 = getelementptr inbounds float, ptr %144, i64 %1145, !dbg !445
  %1147 = load float, ptr %1146, align 4, !dbg !445, !tbaa !88
  %1148 = call float @llvm.fmuladd.f32(float %1144, float %1147, float %1140), !dbg !446
  br label %1149, !dbg !447

1149:                                             ; preds = %1141, %1137, %1129
  %1150 = phi float [ 0.000000e+00, %1129 ], [ %1138, %1137 ], [ %1148, %1141 ], !dbg !111
  %1151 = fmul float %740, %1150, !dbg !447
  %1152 = add nsw i64 %1130, %1125, !dbg !448
  %1153 = getelementptr inbounds float, ptr %153, i64 %1152, !dbg !449
  store float %1151, ptr %1153, align 4, !dbg !450, !tbaa !88
  %1154 = add nuw nsw i64 %1130, 1, !dbg !451
  %1155 = icmp eq i64 %1154, %716, !dbg !452
  br i1 %1155, label %1134, label %1129, !dbg !434, !llvm.loop !453

1156:                                             ; preds = %1131, %1156
  %1157 = phi i64 [ %1175, %1156 ], [ 0, %1131 ]
  %1158 = phi float [ %1174, %1156 ], [ 0.000000e+00, %1131 ]
  %1159 = phi i64 [ %1176, %1156 ], [ 0, %1131 ]
  %1160 = add nsw i64 %1157, %1124, !dbg !442
  %1161 = getelementptr inbounds float, ptr %140, i64 %1160, !dbg !443
  %1162 = load float, ptr %1161, align 4, !dbg !443, !tbaa !88
  %1163 = add nsw i64 %1157, %1133, !dbg !444
  %1164 = getelementptr inbounds float, ptr %144, i64 %1163, !dbg !445
  %1165 = load float, ptr %1164, align 4, !dbg !445, !tbaa !88
  %1166 = call float @llvm.fmuladd.f32(float %1162, float %1165, float %1158), !dbg !446
  %1167 = or i64 %1157, 1, !dbg !454
  %1168 = add nsw i64 %1167, %1124, !dbg !442
  %1169 = getelementptr inbounds float, ptr %140, i64 %1168, !dbg !443
  %1170 = load float, ptr %1169, align 4, !dbg !443, !tbaa !88
  %1171 = add nsw i64 %1167, %1133, !dbg !444
  %1172 = getelementptr inbounds float, ptr %144, i64 %1171, !dbg !445
  %1173 = load float, ptr %1172, align 4, !dbg !445, !tbaa !88
  %1174 = call float @llvm.fmuladd.f32(float %1170, float %1173, float %1166), !dbg !446
  %1175 = add nuw nsw i64 %1157, 2, !dbg !454
  %1176 = add i64 %1159, 2, !dbg !438
  %1177 = icmp eq i64 %1176, %753, !dbg !438
  br i1 %1177, label %1137, label %1156, !dbg !438, !llvm.loop !455

1178:                                             ; preds = %1080, %124
  %1179 = phi i32 [ 1, %124 ], [ %1120, %1080 ], !dbg !111
  ret i32 %1179, !dbg !433
}

; Function Attrs: nofree nounwind
declare !dbg !457 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !459 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !461 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !463 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !464 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !466 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

declare !dbg !467 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !468 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !469 {
  %1 = tail call i32 @run_bert_qkv(i32 noundef 384, i32 noundef 768, i32 noundef 12, i32 noundef 1), !dbg !470, !range !471
  ret i32 %1, !dbg !472
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

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
!8 = !DIFile(filename: "samples/cuda/bert_qkv.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2919104e475586a469a848d91b06f526")
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
!22 = distinct !DISubprogram(name: "bias_add", scope: !8, file: !8, line: 25, type: !12, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 26, column: 65, scope: !22)
!24 = !DILocation(line: 30, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "split_heads", scope: !8, file: !8, line: 34, type: !12, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 35, column: 55, scope: !25)
!27 = !DILocation(line: 42, column: 1, scope: !25)
!28 = distinct !DISubprogram(name: "batched_score_gemm", scope: !8, file: !8, line: 46, type: !12, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!29 = !DILocation(line: 47, column: 82, scope: !28)
!30 = !DILocation(line: 65, column: 1, scope: !28)
!31 = distinct !DISubprogram(name: "run_bert_qkv", scope: !8, file: !8, line: 100, type: !12, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!32 = !DILocation(line: 47, column: 82, scope: !28, inlinedAt: !33)
!33 = distinct !DILocation(line: 160, column: 5, scope: !31)
!34 = !DILocation(line: 35, column: 55, scope: !25, inlinedAt: !35)
!35 = distinct !DILocation(line: 156, column: 5, scope: !31)
!36 = !DILocation(line: 26, column: 65, scope: !22, inlinedAt: !37)
!37 = distinct !DILocation(line: 155, column: 5, scope: !31)
!38 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !39)
!39 = distinct !DILocation(line: 154, column: 5, scope: !31)
!40 = !DILocation(line: 35, column: 55, scope: !25, inlinedAt: !41)
!41 = distinct !DILocation(line: 152, column: 5, scope: !31)
!42 = !DILocation(line: 26, column: 65, scope: !22, inlinedAt: !43)
!43 = distinct !DILocation(line: 151, column: 5, scope: !31)
!44 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !45)
!45 = distinct !DILocation(line: 150, column: 5, scope: !31)
!46 = !DILocation(line: 35, column: 55, scope: !25, inlinedAt: !47)
!47 = distinct !DILocation(line: 148, column: 5, scope: !31)
!48 = !DILocation(line: 26, column: 65, scope: !22, inlinedAt: !49)
!49 = distinct !DILocation(line: 147, column: 5, scope: !31)
!50 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !51)
!51 = distinct !DILocation(line: 146, column: 5, scope: !31)
!52 = !DILocation(line: 101, column: 13, scope: !31)
!53 = !DILocation(line: 101, column: 18, scope: !31)
!54 = !DILocation(line: 101, column: 65, scope: !31)
!55 = !DILocation(line: 101, column: 9, scope: !31)
!56 = !DILocation(line: 102, column: 9, scope: !31)
!57 = !DILocation(line: 103, column: 9, scope: !31)
!58 = !DILocation(line: 106, column: 18, scope: !31)
!59 = !DILocation(line: 106, column: 40, scope: !31)
!60 = !DILocation(line: 106, column: 61, scope: !31)
!61 = !DILocation(line: 109, column: 33, scope: !31)
!62 = !DILocation(line: 109, column: 36, scope: !31)
!63 = !DILocation(line: 109, column: 26, scope: !31)
!64 = !DILocation(line: 112, column: 26, scope: !31)
!65 = !DILocation(line: 113, column: 26, scope: !31)
!66 = !DILocation(line: 114, column: 26, scope: !31)
!67 = !DILocation(line: 115, column: 28, scope: !31)
!68 = !DILocation(line: 106, column: 67, scope: !31)
!69 = !DILocation(line: 117, column: 33, scope: !31)
!70 = !DILocation(line: 117, column: 36, scope: !31)
!71 = !DILocation(line: 117, column: 26, scope: !31)
!72 = !DILocation(line: 118, column: 28, scope: !31)
!73 = !DILocation(line: 11, column: 23, scope: !74, inlinedAt: !76)
!74 = distinct !DISubprogram(name: "fill", scope: !75, file: !75, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!75 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!76 = distinct !DILocation(line: 119, column: 5, scope: !31)
!77 = !DILocation(line: 11, column: 5, scope: !74, inlinedAt: !76)
!78 = !DILocation(line: 6, column: 14, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "lcg_uniform", scope: !75, file: !75, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!80 = distinct !DILocation(line: 11, column: 48, scope: !74, inlinedAt: !76)
!81 = !DILocation(line: 6, column: 21, scope: !79, inlinedAt: !80)
!82 = !DILocation(line: 6, column: 32, scope: !79, inlinedAt: !80)
!83 = !DILocation(line: 7, column: 27, scope: !79, inlinedAt: !80)
!84 = !DILocation(line: 7, column: 19, scope: !79, inlinedAt: !80)
!85 = !DILocation(line: 7, column: 56, scope: !79, inlinedAt: !80)
!86 = !DILocation(line: 11, column: 33, scope: !74, inlinedAt: !76)
!87 = !DILocation(line: 11, column: 38, scope: !74, inlinedAt: !76)
!88 = !{!89, !89, i64 0}
!89 = !{!"float", !16, i64 0}
!90 = !DILocation(line: 11, column: 28, scope: !74, inlinedAt: !76)
!91 = distinct !{!91, !77, !92, !93}
!92 = !DILocation(line: 11, column: 65, scope: !74, inlinedAt: !76)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 11, column: 5, scope: !74, inlinedAt: !95)
!95 = distinct !DILocation(line: 121, column: 9, scope: !31)
!96 = !DILocation(line: 6, column: 14, scope: !79, inlinedAt: !97)
!97 = distinct !DILocation(line: 11, column: 48, scope: !74, inlinedAt: !95)
!98 = !DILocation(line: 6, column: 21, scope: !79, inlinedAt: !97)
!99 = !DILocation(line: 6, column: 32, scope: !79, inlinedAt: !97)
!100 = !DILocation(line: 7, column: 27, scope: !79, inlinedAt: !97)
!101 = !DILocation(line: 7, column: 19, scope: !79, inlinedAt: !97)
!102 = !DILocation(line: 7, column: 56, scope: !79, inlinedAt: !97)
!103 = !DILocation(line: 11, column: 46, scope: !74, inlinedAt: !95)
!104 = !DILocation(line: 11, column: 33, scope: !74, inlinedAt: !95)
!105 = !DILocation(line: 11, column: 38, scope: !74, inlinedAt: !95)
!106 = !DILocation(line: 11, column: 28, scope: !74, inlinedAt: !95)
!107 = distinct !{!107, !94, !108, !93}
!108 = !DILocation(line: 11, column: 65, scope: !74, inlinedAt: !95)
!109 = !DILocation(line: 11, column: 5, scope: !74, inlinedAt: !110)
!110 = distinct !DILocation(line: 122, column: 9, scope: !31)
!111 = !DILocation(line: 0, scope: !31)
!112 = !DILocation(line: 6, column: 14, scope: !79, inlinedAt: !113)
!113 = distinct !DILocation(line: 11, column: 48, scope: !74, inlinedAt: !110)
!114 = !DILocation(line: 6, column: 21, scope: !79, inlinedAt: !113)
!115 = !DILocation(line: 6, column: 32, scope: !79, inlinedAt: !113)
!116 = !DILocation(line: 7, column: 27, scope: !79, inlinedAt: !113)
!117 = !DILocation(line: 7, column: 19, scope: !79, inlinedAt: !113)
!118 = !DILocation(line: 7, column: 56, scope: !79, inlinedAt: !113)
!119 = !DILocation(line: 11, column: 33, scope: !74, inlinedAt: !110)
!120 = !DILocation(line: 11, column: 38, scope: !74, inlinedAt: !110)
!121 = !DILocation(line: 11, column: 28, scope: !74, inlinedAt: !110)
!122 = distinct !{!122, !109, !123, !93}
!123 = !DILocation(line: 11, column: 65, scope: !74, inlinedAt: !110)
!124 = !DILocation(line: 125, column: 5, scope: !31)
!125 = !DILocation(line: 126, column: 5, scope: !31)
!126 = !DILocation(line: 128, column: 9, scope: !31)
!127 = !DILocation(line: 129, column: 9, scope: !31)
!128 = !DILocation(line: 130, column: 9, scope: !31)
!129 = !DILocation(line: 131, column: 9, scope: !31)
!130 = !DILocation(line: 132, column: 9, scope: !31)
!131 = !DILocation(line: 128, column: 30, scope: !31)
!132 = !DILocation(line: 129, column: 30, scope: !31)
!133 = !DILocation(line: 130, column: 30, scope: !31)
!134 = !DILocation(line: 131, column: 30, scope: !31)
!135 = !DILocation(line: 132, column: 30, scope: !31)
!136 = !DILocation(line: 134, column: 5, scope: !31)
!137 = !DILocation(line: 135, column: 16, scope: !31)
!138 = !DILocation(line: 135, column: 5, scope: !31)
!139 = !DILocation(line: 137, column: 20, scope: !31)
!140 = !DILocation(line: 137, column: 9, scope: !31)
!141 = !DILocation(line: 138, column: 20, scope: !31)
!142 = !DILocation(line: 138, column: 9, scope: !31)
!143 = !DILocation(line: 142, column: 40, scope: !31)
!144 = !DILocation(line: 142, column: 45, scope: !31)
!145 = !DILocation(line: 142, column: 75, scope: !31)
!146 = !DILocation(line: 142, column: 80, scope: !31)
!147 = !DILocation(line: 423, column: 105, scope: !148, inlinedAt: !150)
!148 = distinct !DISubprogram(name: "dim3", scope: !149, file: !149, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!149 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!150 = distinct !DILocation(line: 142, column: 10, scope: !31)
!151 = !DILocation(line: 423, column: 112, scope: !148, inlinedAt: !150)
!152 = !DILocation(line: 146, column: 15, scope: !31)
!153 = !DILocation(line: 146, column: 5, scope: !31)
!154 = !DILocation(line: 146, column: 43, scope: !31)
!155 = !DILocation(line: 146, column: 47, scope: !31)
!156 = !DILocation(line: 146, column: 54, scope: !31)
!157 = !{!158, !160, !161}
!158 = distinct !{!158, !159, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!159 = distinct !{!159, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!160 = distinct !{!160, !159, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!161 = distinct !{!161, !159, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!162 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !51)
!163 = !DILocation(line: 147, column: 13, scope: !31)
!164 = !DILocation(line: 147, column: 5, scope: !31)
!165 = !DILocation(line: 147, column: 37, scope: !31)
!166 = !DILocation(line: 147, column: 44, scope: !31)
!167 = !DILocation(line: 147, column: 51, scope: !31)
!168 = !{!169, !171, !172}
!169 = distinct !{!169, !170, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!170 = distinct !{!170, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!171 = distinct !{!171, !170, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!172 = distinct !{!172, !170, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!173 = !DILocation(line: 30, column: 1, scope: !22, inlinedAt: !49)
!174 = !DILocation(line: 148, column: 16, scope: !31)
!175 = !DILocation(line: 148, column: 5, scope: !31)
!176 = !DILocation(line: 148, column: 40, scope: !31)
!177 = !DILocation(line: 148, column: 47, scope: !31)
!178 = !{!179, !181}
!179 = distinct !{!179, !180, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!180 = distinct !{!180, !"_Z26__device_stub__split_headsPKfPfiii"}
!181 = distinct !{!181, !180, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!182 = !DILocation(line: 42, column: 1, scope: !25, inlinedAt: !47)
!183 = !DILocation(line: 150, column: 15, scope: !31)
!184 = !DILocation(line: 150, column: 5, scope: !31)
!185 = !DILocation(line: 150, column: 43, scope: !31)
!186 = !DILocation(line: 150, column: 47, scope: !31)
!187 = !DILocation(line: 150, column: 54, scope: !31)
!188 = !{!189, !191, !192}
!189 = distinct !{!189, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!190 = distinct !{!190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!191 = distinct !{!191, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!192 = distinct !{!192, !190, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!193 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !45)
!194 = !DILocation(line: 151, column: 13, scope: !31)
!195 = !DILocation(line: 151, column: 5, scope: !31)
!196 = !DILocation(line: 151, column: 37, scope: !31)
!197 = !DILocation(line: 151, column: 44, scope: !31)
!198 = !DILocation(line: 151, column: 51, scope: !31)
!199 = !{!200, !202, !203}
!200 = distinct !{!200, !201, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!201 = distinct !{!201, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!202 = distinct !{!202, !201, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!203 = distinct !{!203, !201, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!204 = !DILocation(line: 30, column: 1, scope: !22, inlinedAt: !43)
!205 = !DILocation(line: 152, column: 16, scope: !31)
!206 = !DILocation(line: 152, column: 5, scope: !31)
!207 = !DILocation(line: 152, column: 40, scope: !31)
!208 = !DILocation(line: 152, column: 47, scope: !31)
!209 = !{!210, !212}
!210 = distinct !{!210, !211, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!211 = distinct !{!211, !"_Z26__device_stub__split_headsPKfPfiii"}
!212 = distinct !{!212, !211, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!213 = !DILocation(line: 42, column: 1, scope: !25, inlinedAt: !41)
!214 = !DILocation(line: 154, column: 15, scope: !31)
!215 = !DILocation(line: 154, column: 5, scope: !31)
!216 = !DILocation(line: 154, column: 43, scope: !31)
!217 = !DILocation(line: 154, column: 47, scope: !31)
!218 = !DILocation(line: 154, column: 54, scope: !31)
!219 = !{!220, !222, !223}
!220 = distinct !{!220, !221, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!221 = distinct !{!221, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!222 = distinct !{!222, !221, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!223 = distinct !{!223, !221, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!224 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !39)
!225 = !DILocation(line: 155, column: 13, scope: !31)
!226 = !DILocation(line: 155, column: 5, scope: !31)
!227 = !DILocation(line: 155, column: 37, scope: !31)
!228 = !DILocation(line: 155, column: 44, scope: !31)
!229 = !DILocation(line: 155, column: 51, scope: !31)
!230 = !{!231, !233, !234}
!231 = distinct !{!231, !232, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!232 = distinct !{!232, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!233 = distinct !{!233, !232, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!234 = distinct !{!234, !232, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!235 = !DILocation(line: 30, column: 1, scope: !22, inlinedAt: !37)
!236 = !DILocation(line: 156, column: 16, scope: !31)
!237 = !DILocation(line: 156, column: 5, scope: !31)
!238 = !DILocation(line: 156, column: 40, scope: !31)
!239 = !DILocation(line: 156, column: 47, scope: !31)
!240 = !{!241, !243}
!241 = distinct !{!241, !242, !"_Z26__device_stub__split_headsPKfPfiii: argument 0"}
!242 = distinct !{!242, !"_Z26__device_stub__split_headsPKfPfiii"}
!243 = distinct !{!243, !242, !"_Z26__device_stub__split_headsPKfPfiii: argument 1"}
!244 = !DILocation(line: 42, column: 1, scope: !25, inlinedAt: !35)
!245 = !DILocation(line: 159, column: 33, scope: !31)
!246 = !DILocation(line: 159, column: 38, scope: !31)
!247 = !DILocation(line: 423, column: 105, scope: !148, inlinedAt: !248)
!248 = distinct !DILocation(line: 159, column: 10, scope: !31)
!249 = !DILocation(line: 423, column: 112, scope: !148, inlinedAt: !248)
!250 = !DILocation(line: 160, column: 23, scope: !31)
!251 = !DILocation(line: 160, column: 5, scope: !31)
!252 = !DILocation(line: 160, column: 47, scope: !31)
!253 = !DILocation(line: 160, column: 54, scope: !31)
!254 = !DILocation(line: 160, column: 61, scope: !31)
!255 = !{!256, !258, !259}
!256 = distinct !{!256, !257, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 0"}
!257 = distinct !{!257, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii"}
!258 = distinct !{!258, !257, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 1"}
!259 = distinct !{!259, !257, !"_Z33__device_stub__batched_score_gemmPKfS0_Pfii: argument 2"}
!260 = !DILocation(line: 65, column: 1, scope: !28, inlinedAt: !33)
!261 = !DILocation(line: 161, column: 5, scope: !31)
!262 = !DILocation(line: 164, column: 27, scope: !31)
!263 = !DILocation(line: 164, column: 9, scope: !31)
!264 = !DILocation(line: 165, column: 20, scope: !31)
!265 = !DILocation(line: 165, column: 5, scope: !31)
!266 = !DILocation(line: 90, column: 5, scope: !267, inlinedAt: !268)
!267 = distinct !DISubprogram(name: "ref_branch", scope: !8, file: !8, line: 88, type: !12, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!268 = distinct !DILocation(line: 167, column: 33, scope: !31)
!269 = !DILocation(line: 83, column: 51, scope: !270, inlinedAt: !271)
!270 = distinct !DISubprogram(name: "inv_sqrt", scope: !8, file: !8, line: 81, type: !12, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!271 = distinct !DILocation(line: 168, column: 19, scope: !31)
!272 = !DILocation(line: 83, column: 43, scope: !270, inlinedAt: !271)
!273 = !DILocation(line: 83, column: 31, scope: !270, inlinedAt: !271)
!274 = !DILocation(line: 83, column: 25, scope: !270, inlinedAt: !271)
!275 = !DILocation(line: 83, column: 5, scope: !270, inlinedAt: !271)
!276 = distinct !{!276, !275, !277, !93}
!277 = !DILocation(line: 83, column: 69, scope: !270, inlinedAt: !271)
!278 = !DILocation(line: 169, column: 23, scope: !31)
!279 = !DILocation(line: 169, column: 5, scope: !31)
!280 = !DILocation(line: 91, column: 9, scope: !267, inlinedAt: !268)
!281 = !DILocation(line: 93, column: 13, scope: !267, inlinedAt: !268)
!282 = !DILocation(line: 90, column: 30, scope: !267, inlinedAt: !268)
!283 = !DILocation(line: 90, column: 23, scope: !267, inlinedAt: !268)
!284 = distinct !{!284, !266, !285, !93}
!285 = !DILocation(line: 97, column: 5, scope: !267, inlinedAt: !268)
!286 = !DILocation(line: 93, column: 66, scope: !267, inlinedAt: !268)
!287 = !DILocation(line: 93, column: 53, scope: !267, inlinedAt: !268)
!288 = !DILocation(line: 93, column: 77, scope: !267, inlinedAt: !268)
!289 = !DILocation(line: 93, column: 86, scope: !267, inlinedAt: !268)
!290 = !DILocation(line: 93, column: 73, scope: !267, inlinedAt: !268)
!291 = !DILocation(line: 93, column: 50, scope: !267, inlinedAt: !268)
!292 = !DILocation(line: 94, column: 23, scope: !267, inlinedAt: !268)
!293 = !DILocation(line: 94, column: 41, scope: !267, inlinedAt: !268)
!294 = !DILocation(line: 95, column: 53, scope: !267, inlinedAt: !268)
!295 = !DILocation(line: 95, column: 51, scope: !267, inlinedAt: !268)
!296 = !DILocation(line: 95, column: 18, scope: !267, inlinedAt: !268)
!297 = !DILocation(line: 95, column: 24, scope: !267, inlinedAt: !268)
!298 = !DILocation(line: 95, column: 29, scope: !267, inlinedAt: !268)
!299 = !DILocation(line: 95, column: 40, scope: !267, inlinedAt: !268)
!300 = !DILocation(line: 95, column: 13, scope: !267, inlinedAt: !268)
!301 = !DILocation(line: 95, column: 45, scope: !267, inlinedAt: !268)
!302 = !DILocation(line: 91, column: 37, scope: !267, inlinedAt: !268)
!303 = !DILocation(line: 91, column: 27, scope: !267, inlinedAt: !268)
!304 = distinct !{!304, !280, !305, !93}
!305 = !DILocation(line: 96, column: 9, scope: !267, inlinedAt: !268)
!306 = !DILocation(line: 93, column: 41, scope: !267, inlinedAt: !268)
!307 = distinct !{!307, !281, !308, !93}
!308 = !DILocation(line: 93, column: 89, scope: !267, inlinedAt: !268)
!309 = !DILocation(line: 168, column: 35, scope: !31)
!310 = !DILocation(line: 82, column: 20, scope: !270, inlinedAt: !271)
!311 = !DILocation(line: 170, column: 9, scope: !31)
!312 = !DILocation(line: 71, column: 5, scope: !313, inlinedAt: !314)
!313 = distinct !DISubprogram(name: "compare", scope: !8, file: !8, line: 69, type: !12, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!314 = distinct !DILocation(line: 179, column: 12, scope: !31)
!315 = !DILocation(line: 71, column: 23, scope: !313, inlinedAt: !314)
!316 = !DILocation(line: 72, column: 21, scope: !313, inlinedAt: !314)
!317 = !DILocation(line: 72, column: 30, scope: !313, inlinedAt: !314)
!318 = !DILocation(line: 72, column: 28, scope: !313, inlinedAt: !314)
!319 = !DILocation(line: 72, column: 15, scope: !313, inlinedAt: !314)
!320 = !DILocation(line: 72, column: 55, scope: !313, inlinedAt: !314)
!321 = !DILocation(line: 72, column: 53, scope: !313, inlinedAt: !314)
!322 = !DILocation(line: 72, column: 45, scope: !313, inlinedAt: !314)
!323 = !DILocation(line: 72, column: 38, scope: !313, inlinedAt: !314)
!324 = !DILocation(line: 72, column: 13, scope: !313, inlinedAt: !314)
!325 = !DILocation(line: 73, column: 21, scope: !313, inlinedAt: !314)
!326 = !DILocation(line: 73, column: 17, scope: !313, inlinedAt: !314)
!327 = !DILocation(line: 73, column: 82, scope: !313, inlinedAt: !314)
!328 = !DILocation(line: 73, column: 90, scope: !313, inlinedAt: !314)
!329 = !DILocation(line: 73, column: 26, scope: !313, inlinedAt: !314)
!330 = !DILocation(line: 74, column: 13, scope: !313, inlinedAt: !314)
!331 = !DILocation(line: 75, column: 9, scope: !313, inlinedAt: !314)
!332 = !DILocation(line: 0, scope: !313, inlinedAt: !314)
!333 = !DILocation(line: 71, column: 28, scope: !313, inlinedAt: !314)
!334 = distinct !{!334, !312, !335, !93}
!335 = !DILocation(line: 76, column: 5, scope: !313, inlinedAt: !314)
!336 = !DILocation(line: 72, column: 21, scope: !313, inlinedAt: !337)
!337 = distinct !DILocation(line: 180, column: 12, scope: !31)
!338 = !DILocation(line: 72, column: 30, scope: !313, inlinedAt: !337)
!339 = !DILocation(line: 72, column: 28, scope: !313, inlinedAt: !337)
!340 = !DILocation(line: 72, column: 15, scope: !313, inlinedAt: !337)
!341 = !DILocation(line: 72, column: 55, scope: !313, inlinedAt: !337)
!342 = !DILocation(line: 72, column: 53, scope: !313, inlinedAt: !337)
!343 = !DILocation(line: 72, column: 45, scope: !313, inlinedAt: !337)
!344 = !DILocation(line: 72, column: 38, scope: !313, inlinedAt: !337)
!345 = !DILocation(line: 72, column: 13, scope: !313, inlinedAt: !337)
!346 = !DILocation(line: 73, column: 21, scope: !313, inlinedAt: !337)
!347 = !DILocation(line: 73, column: 17, scope: !313, inlinedAt: !337)
!348 = !DILocation(line: 73, column: 82, scope: !313, inlinedAt: !337)
!349 = !DILocation(line: 73, column: 90, scope: !313, inlinedAt: !337)
!350 = !DILocation(line: 73, column: 26, scope: !313, inlinedAt: !337)
!351 = !DILocation(line: 74, column: 13, scope: !313, inlinedAt: !337)
!352 = !DILocation(line: 75, column: 9, scope: !313, inlinedAt: !337)
!353 = !DILocation(line: 0, scope: !313, inlinedAt: !337)
!354 = !DILocation(line: 71, column: 28, scope: !313, inlinedAt: !337)
!355 = !DILocation(line: 71, column: 23, scope: !313, inlinedAt: !337)
!356 = !DILocation(line: 71, column: 5, scope: !313, inlinedAt: !337)
!357 = distinct !{!357, !356, !358, !93}
!358 = !DILocation(line: 76, column: 5, scope: !313, inlinedAt: !337)
!359 = !DILocation(line: 180, column: 9, scope: !31)
!360 = !DILocation(line: 71, column: 5, scope: !313, inlinedAt: !361)
!361 = distinct !DILocation(line: 181, column: 12, scope: !31)
!362 = !DILocation(line: 72, column: 21, scope: !313, inlinedAt: !361)
!363 = !DILocation(line: 72, column: 30, scope: !313, inlinedAt: !361)
!364 = !DILocation(line: 72, column: 28, scope: !313, inlinedAt: !361)
!365 = !DILocation(line: 72, column: 15, scope: !313, inlinedAt: !361)
!366 = !DILocation(line: 72, column: 55, scope: !313, inlinedAt: !361)
!367 = !DILocation(line: 72, column: 53, scope: !313, inlinedAt: !361)
!368 = !DILocation(line: 72, column: 45, scope: !313, inlinedAt: !361)
!369 = !DILocation(line: 72, column: 38, scope: !313, inlinedAt: !361)
!370 = !DILocation(line: 72, column: 13, scope: !313, inlinedAt: !361)
!371 = !DILocation(line: 73, column: 21, scope: !313, inlinedAt: !361)
!372 = !DILocation(line: 73, column: 17, scope: !313, inlinedAt: !361)
!373 = !DILocation(line: 73, column: 82, scope: !313, inlinedAt: !361)
!374 = !DILocation(line: 73, column: 90, scope: !313, inlinedAt: !361)
!375 = !DILocation(line: 73, column: 26, scope: !313, inlinedAt: !361)
!376 = !DILocation(line: 74, column: 13, scope: !313, inlinedAt: !361)
!377 = !DILocation(line: 75, column: 9, scope: !313, inlinedAt: !361)
!378 = !DILocation(line: 0, scope: !313, inlinedAt: !361)
!379 = !DILocation(line: 71, column: 28, scope: !313, inlinedAt: !361)
!380 = !DILocation(line: 71, column: 23, scope: !313, inlinedAt: !361)
!381 = distinct !{!381, !360, !382, !93}
!382 = !DILocation(line: 76, column: 5, scope: !313, inlinedAt: !361)
!383 = !DILocation(line: 181, column: 9, scope: !31)
!384 = !DILocation(line: 71, column: 23, scope: !313, inlinedAt: !385)
!385 = distinct !DILocation(line: 182, column: 12, scope: !31)
!386 = !DILocation(line: 71, column: 5, scope: !313, inlinedAt: !385)
!387 = !DILocation(line: 72, column: 21, scope: !313, inlinedAt: !385)
!388 = !DILocation(line: 72, column: 30, scope: !313, inlinedAt: !385)
!389 = !DILocation(line: 72, column: 28, scope: !313, inlinedAt: !385)
!390 = !DILocation(line: 72, column: 15, scope: !313, inlinedAt: !385)
!391 = !DILocation(line: 72, column: 55, scope: !313, inlinedAt: !385)
!392 = !DILocation(line: 72, column: 53, scope: !313, inlinedAt: !385)
!393 = !DILocation(line: 72, column: 45, scope: !313, inlinedAt: !385)
!394 = !DILocation(line: 72, column: 38, scope: !313, inlinedAt: !385)
!395 = !DILocation(line: 72, column: 13, scope: !313, inlinedAt: !385)
!396 = !DILocation(line: 73, column: 21, scope: !313, inlinedAt: !385)
!397 = !DILocation(line: 73, column: 17, scope: !313, inlinedAt: !385)
!398 = !DILocation(line: 73, column: 82, scope: !313, inlinedAt: !385)
!399 = !DILocation(line: 73, column: 90, scope: !313, inlinedAt: !385)
!400 = !DILocation(line: 73, column: 26, scope: !313, inlinedAt: !385)
!401 = !DILocation(line: 74, column: 13, scope: !313, inlinedAt: !385)
!402 = !DILocation(line: 75, column: 9, scope: !313, inlinedAt: !385)
!403 = !DILocation(line: 0, scope: !313, inlinedAt: !385)
!404 = !DILocation(line: 71, column: 28, scope: !313, inlinedAt: !385)
!405 = distinct !{!405, !386, !406, !93}
!406 = !DILocation(line: 76, column: 5, scope: !313, inlinedAt: !385)
!407 = !DILocation(line: 70, column: 9, scope: !313, inlinedAt: !385)
!408 = !DILocation(line: 182, column: 9, scope: !31)
!409 = !DILocation(line: 184, column: 12, scope: !31)
!410 = !DILocation(line: 183, column: 5, scope: !31)
!411 = !DILocation(line: 186, column: 14, scope: !31)
!412 = !DILocation(line: 186, column: 5, scope: !31)
!413 = !DILocation(line: 188, column: 18, scope: !31)
!414 = !DILocation(line: 188, column: 9, scope: !31)
!415 = !DILocation(line: 188, column: 35, scope: !31)
!416 = !DILocation(line: 188, column: 26, scope: !31)
!417 = !DILocation(line: 188, column: 52, scope: !31)
!418 = !DILocation(line: 188, column: 43, scope: !31)
!419 = !DILocation(line: 188, column: 69, scope: !31)
!420 = !DILocation(line: 188, column: 60, scope: !31)
!421 = !DILocation(line: 188, column: 86, scope: !31)
!422 = !DILocation(line: 188, column: 77, scope: !31)
!423 = !DILocation(line: 189, column: 9, scope: !31)
!424 = !DILocation(line: 189, column: 22, scope: !31)
!425 = !DILocation(line: 189, column: 35, scope: !31)
!426 = !DILocation(line: 189, column: 48, scope: !31)
!427 = !DILocation(line: 191, column: 14, scope: !31)
!428 = !DILocation(line: 191, column: 5, scope: !31)
!429 = !DILocation(line: 192, column: 5, scope: !31)
!430 = !DILocation(line: 192, column: 15, scope: !31)
!431 = !DILocation(line: 192, column: 25, scope: !31)
!432 = !DILocation(line: 193, column: 12, scope: !31)
!433 = !DILocation(line: 194, column: 1, scope: !31)
!434 = !DILocation(line: 171, column: 13, scope: !31)
!435 = !DILocation(line: 169, column: 32, scope: !31)
!436 = distinct !{!436, !279, !437, !93}
!437 = !DILocation(line: 176, column: 13, scope: !31)
!438 = !DILocation(line: 173, column: 17, scope: !31)
!439 = !DILocation(line: 170, column: 34, scope: !31)
!440 = !DILocation(line: 170, column: 27, scope: !31)
!441 = distinct !{!441, !311, !437, !93}
!442 = !DILocation(line: 174, column: 61, scope: !31)
!443 = !DILocation(line: 174, column: 28, scope: !31)
!444 = !DILocation(line: 174, column: 101, scope: !31)
!445 = !DILocation(line: 174, column: 68, scope: !31)
!446 = !DILocation(line: 174, column: 25, scope: !31)
!447 = !DILocation(line: 175, column: 53, scope: !31)
!448 = !DILocation(line: 175, column: 42, scope: !31)
!449 = !DILocation(line: 175, column: 17, scope: !31)
!450 = !DILocation(line: 175, column: 47, scope: !31)
!451 = !DILocation(line: 171, column: 38, scope: !31)
!452 = !DILocation(line: 171, column: 31, scope: !31)
!453 = distinct !{!453, !434, !437, !93}
!454 = !DILocation(line: 173, column: 47, scope: !31)
!455 = distinct !{!455, !438, !456, !93}
!456 = !DILocation(line: 174, column: 104, scope: !31)
!457 = !DISubprogram(name: "printf", scope: !458, file: !458, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!458 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!459 = !DISubprogram(name: "malloc", scope: !460, file: !460, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!460 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!461 = !DISubprogram(name: "cudaMalloc", scope: !462, file: !462, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!462 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!463 = !DISubprogram(name: "cudaMemcpy", scope: !462, file: !462, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!464 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !465, file: !465, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!465 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!466 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !462, file: !462, line: 329, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!467 = !DISubprogram(name: "cudaFree", scope: !462, file: !462, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!468 = !DISubprogram(name: "free", scope: !460, file: !460, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!469 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 196, type: !12, scopeLine: 196, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!470 = !DILocation(line: 196, column: 21, scope: !469)
!471 = !{i32 0, i32 2}
!472 = !DILocation(line: 196, column: 14, scope: !469)
