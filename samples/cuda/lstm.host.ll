; ModuleID = 'samples/cuda/lstm.cu'
source_filename = "samples/cuda/lstm.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [46 x i8] c"lstm: bad sizes T=%d L=%d input=%d hidden=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"lstm: h[%d] = %f, expected %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [60 x i8] c"lstm T=%d layers=%d input=%d hidden=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, ptr noalias noundef %5, ptr noalias noundef %6, ptr noalias noundef %7, ptr noalias noundef %8, ptr noalias noundef %9, ptr noalias noundef %10, i32 noundef %11, i32 noundef %12) #0 !dbg !10 {
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca %struct.dim3, align 8
  %28 = alloca %struct.dim3, align 8
  %29 = alloca i64, align 8
  %30 = alloca ptr, align 8
  store ptr %0, ptr %14, align 8, !tbaa !13
  store ptr %1, ptr %15, align 8, !tbaa !13
  store ptr %2, ptr %16, align 8, !tbaa !13
  store ptr %3, ptr %17, align 8, !tbaa !13
  store ptr %4, ptr %18, align 8, !tbaa !13
  store ptr %5, ptr %19, align 8, !tbaa !13
  store ptr %6, ptr %20, align 8, !tbaa !13
  store ptr %7, ptr %21, align 8, !tbaa !13
  store ptr %8, ptr %22, align 8, !tbaa !13
  store ptr %9, ptr %23, align 8, !tbaa !13
  store ptr %10, ptr %24, align 8, !tbaa !13
  store i32 %11, ptr %25, align 4, !tbaa !17
  store i32 %12, ptr %26, align 4, !tbaa !17
  %31 = alloca [13 x ptr], align 16, !dbg !19
  store ptr %14, ptr %31, align 16, !dbg !19
  %32 = getelementptr inbounds ptr, ptr %31, i64 1, !dbg !19
  store ptr %15, ptr %32, align 8, !dbg !19
  %33 = getelementptr inbounds ptr, ptr %31, i64 2, !dbg !19
  store ptr %16, ptr %33, align 16, !dbg !19
  %34 = getelementptr inbounds ptr, ptr %31, i64 3, !dbg !19
  store ptr %17, ptr %34, align 8, !dbg !19
  %35 = getelementptr inbounds ptr, ptr %31, i64 4, !dbg !19
  store ptr %18, ptr %35, align 16, !dbg !19
  %36 = getelementptr inbounds ptr, ptr %31, i64 5, !dbg !19
  store ptr %19, ptr %36, align 8, !dbg !19
  %37 = getelementptr inbounds ptr, ptr %31, i64 6, !dbg !19
  store ptr %20, ptr %37, align 16, !dbg !19
  %38 = getelementptr inbounds ptr, ptr %31, i64 7, !dbg !19
  store ptr %21, ptr %38, align 8, !dbg !19
  %39 = getelementptr inbounds ptr, ptr %31, i64 8, !dbg !19
  store ptr %22, ptr %39, align 16, !dbg !19
  %40 = getelementptr inbounds ptr, ptr %31, i64 9, !dbg !19
  store ptr %23, ptr %40, align 8, !dbg !19
  %41 = getelementptr inbounds ptr, ptr %31, i64 10, !dbg !19
  store ptr %24, ptr %41, align 16, !dbg !19
  %42 = getelementptr inbounds ptr, ptr %31, i64 11, !dbg !19
  store ptr %25, ptr %42, align 8, !dbg !19
  %43 = getelementptr inbounds ptr, ptr %31, i64 12, !dbg !19
  store ptr %26, ptr %43, align 16, !dbg !19
  %44 = call i32 @__cudaPopCallConfiguration(ptr nonnull %27, ptr nonnull %28, ptr nonnull %29, ptr nonnull %30), !dbg !19
  %45 = load i64, ptr %29, align 8, !dbg !19
  %46 = load ptr, ptr %30, align 8, !dbg !19
  %47 = load i64, ptr %27, align 8, !dbg !19
  %48 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !19
  %49 = load i32, ptr %48, align 8, !dbg !19
  %50 = load i64, ptr %28, align 8, !dbg !19
  %51 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !19
  %52 = load i32, ptr %51, align 8, !dbg !19
  %53 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, i64 %47, i32 %49, i64 %50, i32 %52, ptr noundef nonnull %31, i64 noundef %45, ptr noundef %46), !dbg !19
  ret void, !dbg !20
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z25__device_stub__lstm_solvePKfS0_PfS1_i(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4) #0 !dbg !21 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8, !tbaa !13
  store ptr %1, ptr %7, align 8, !tbaa !13
  store ptr %2, ptr %8, align 8, !tbaa !13
  store ptr %3, ptr %9, align 8, !tbaa !13
  store i32 %4, ptr %10, align 4, !tbaa !17
  %15 = alloca [5 x ptr], align 16, !dbg !22
  store ptr %6, ptr %15, align 16, !dbg !22
  %16 = getelementptr inbounds ptr, ptr %15, i64 1, !dbg !22
  store ptr %7, ptr %16, align 8, !dbg !22
  %17 = getelementptr inbounds ptr, ptr %15, i64 2, !dbg !22
  store ptr %8, ptr %17, align 16, !dbg !22
  %18 = getelementptr inbounds ptr, ptr %15, i64 3, !dbg !22
  store ptr %9, ptr %18, align 8, !dbg !22
  %19 = getelementptr inbounds ptr, ptr %15, i64 4, !dbg !22
  store ptr %10, ptr %19, align 16, !dbg !22
  %20 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !22
  %21 = load i64, ptr %13, align 8, !dbg !22
  %22 = load ptr, ptr %14, align 8, !dbg !22
  %23 = load i64, ptr %11, align 8, !dbg !22
  %24 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !22
  %25 = load i32, ptr %24, align 8, !dbg !22
  %26 = load i64, ptr %12, align 8, !dbg !22
  %27 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !22
  %28 = load i32, ptr %27, align 8, !dbg !22
  %29 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__lstm_solvePKfS0_PfS1_i, i64 %23, i32 %25, i64 %26, i32 %28, ptr noundef nonnull %15, i64 noundef %21, ptr noundef %22), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: uwtable
define dso_local i32 @run_lstm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !24 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [5 x ptr], align 16, !dbg !25
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [13 x ptr], align 16, !dbg !27
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = icmp slt i32 %0, 1, !dbg !29
  %42 = icmp slt i32 %1, 1
  %43 = or i1 %41, %42, !dbg !30
  %44 = icmp slt i32 %2, 1
  %45 = or i1 %43, %44, !dbg !30
  %46 = icmp slt i32 %3, 1
  %47 = or i1 %45, %46, !dbg !30
  br i1 %47, label %48, label %50, !dbg !30

48:                                               ; preds = %5
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3), !dbg !31
  br label %623, !dbg !32

50:                                               ; preds = %5
  %51 = zext i32 %2 to i64
  %52 = zext i32 %3 to i64
  %53 = add nuw nsw i64 %52, %51, !dbg !33
  %54 = shl nuw nsw i64 %53, 2, !dbg !33
  %55 = add nsw i32 %1, -1, !dbg !36
  %56 = zext i32 %55 to i64, !dbg !37
  %57 = shl nuw nsw i64 %56, 3, !dbg !38
  %58 = mul nsw i64 %57, %52, !dbg !39
  %59 = add nuw i64 %54, %58, !dbg !40
  %60 = mul i64 %59, %52, !dbg !40
  %61 = shl nsw i32 %1, 2, !dbg !41
  %62 = mul nsw i32 %61, %3, !dbg !42
  %63 = mul nsw i32 %2, %0, !dbg !43
  %64 = mul i32 %3, %1, !dbg !44
  %65 = mul i32 %64, %0, !dbg !45
  %66 = shl i64 %60, 2, !dbg !46
  %67 = tail call noalias ptr @malloc(i64 noundef %66) #11, !dbg !47
  %68 = sext i32 %62 to i64, !dbg !48
  %69 = shl nsw i64 %68, 2, !dbg !49
  %70 = tail call noalias ptr @malloc(i64 noundef %69) #11, !dbg !50
  %71 = sext i32 %63 to i64, !dbg !51
  %72 = shl nsw i64 %71, 2, !dbg !52
  %73 = tail call noalias ptr @malloc(i64 noundef %72) #11, !dbg !53
  %74 = sext i32 %65 to i64, !dbg !54
  %75 = shl nsw i64 %74, 2, !dbg !55
  %76 = tail call noalias ptr @malloc(i64 noundef %75) #11, !dbg !56
  %77 = tail call noalias ptr @malloc(i64 noundef %75) #11, !dbg !57
  %78 = sext i32 %64 to i64, !dbg !58
  %79 = shl nsw i64 %78, 2, !dbg !59
  %80 = tail call noalias ptr @malloc(i64 noundef %79) #11, !dbg !60
  %81 = shl i32 %3, 2, !dbg !61
  %82 = sext i32 %81 to i64, !dbg !62
  %83 = shl nsw i64 %82, 2, !dbg !63
  %84 = tail call noalias ptr @malloc(i64 noundef %83) #11, !dbg !64
  %85 = trunc i64 %60 to i32, !dbg !65
  %86 = icmp sgt i32 %85, 0, !dbg !66
  br i1 %86, label %87, label %109, !dbg !70

87:                                               ; preds = %50
  %88 = and i64 %60, 4294967292, !dbg !66
  br label %89, !dbg !70

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %107, %89 ], !dbg !71
  %91 = phi i32 [ %4, %87 ], [ %101, %89 ], !dbg !71
  %92 = mul i32 %91, 1664525, !dbg !74
  %93 = add i32 %92, 1013904223, !dbg !75
  %94 = lshr i32 %93, 8, !dbg !76
  %95 = uitofp i32 %94 to float, !dbg !77
  %96 = tail call float @llvm.fmuladd.f32(float %95, float 0x3E70000000000000, float -5.000000e-01), !dbg !78
  %97 = fmul float %96, 2.500000e-01, !dbg !79
  %98 = getelementptr inbounds float, ptr %67, i64 %90, !dbg !80
  store float %97, ptr %98, align 4, !dbg !81, !tbaa !82
  %99 = or i64 %90, 1, !dbg !84
  %100 = mul i32 %93, 1664525, !dbg !74
  %101 = add i32 %100, 1013904223, !dbg !75
  %102 = lshr i32 %101, 8, !dbg !76
  %103 = uitofp i32 %102 to float, !dbg !77
  %104 = tail call float @llvm.fmuladd.f32(float %103, float 0x3E70000000000000, float -5.000000e-01), !dbg !78
  %105 = fmul float %104, 2.500000e-01, !dbg !79
  %106 = getelementptr inbounds float, ptr %67, i64 %99, !dbg !80
  store float %105, ptr %106, align 4, !dbg !81, !tbaa !82
  %107 = add nuw nsw i64 %90, 2, !dbg !84
  %108 = icmp eq i64 %107, %88, !dbg !66
  br i1 %108, label %109, label %89, !dbg !70, !llvm.loop !85

109:                                              ; preds = %89, %50
  %110 = phi i32 [ %4, %50 ], [ %101, %89 ], !dbg !88
  %111 = icmp sgt i32 %62, 0, !dbg !89
  br i1 %111, label %112, label %134, !dbg !91

112:                                              ; preds = %109
  %113 = zext i32 %62 to i64, !dbg !89
  br label %114, !dbg !91

114:                                              ; preds = %114, %112
  %115 = phi i64 [ 0, %112 ], [ %132, %114 ], !dbg !92
  %116 = phi i32 [ %110, %112 ], [ %126, %114 ], !dbg !92
  %117 = mul i32 %116, 1664525, !dbg !94
  %118 = add i32 %117, 1013904223, !dbg !95
  %119 = lshr i32 %118, 8, !dbg !96
  %120 = uitofp i32 %119 to float, !dbg !97
  %121 = tail call float @llvm.fmuladd.f32(float %120, float 0x3E70000000000000, float -5.000000e-01), !dbg !98
  %122 = fmul float %121, 5.000000e-01, !dbg !99
  %123 = getelementptr inbounds float, ptr %70, i64 %115, !dbg !100
  store float %122, ptr %123, align 4, !dbg !101, !tbaa !82
  %124 = or i64 %115, 1, !dbg !102
  %125 = mul i32 %118, 1664525, !dbg !94
  %126 = add i32 %125, 1013904223, !dbg !95
  %127 = lshr i32 %126, 8, !dbg !96
  %128 = uitofp i32 %127 to float, !dbg !97
  %129 = tail call float @llvm.fmuladd.f32(float %128, float 0x3E70000000000000, float -5.000000e-01), !dbg !98
  %130 = fmul float %129, 5.000000e-01, !dbg !99
  %131 = getelementptr inbounds float, ptr %70, i64 %124, !dbg !100
  store float %130, ptr %131, align 4, !dbg !101, !tbaa !82
  %132 = add nuw nsw i64 %115, 2, !dbg !102
  %133 = icmp eq i64 %132, %113, !dbg !89
  br i1 %133, label %134, label %114, !dbg !91, !llvm.loop !103

134:                                              ; preds = %114, %109
  %135 = phi i32 [ %110, %109 ], [ %126, %114 ], !dbg !88
  %136 = icmp sgt i32 %63, 0, !dbg !105
  br i1 %136, label %137, label %177, !dbg !107

137:                                              ; preds = %134
  %138 = zext i32 %63 to i64, !dbg !105
  %139 = and i64 %138, 1, !dbg !107
  %140 = icmp eq i32 %63, 1, !dbg !107
  br i1 %140, label %165, label %141, !dbg !107

141:                                              ; preds = %137
  %142 = and i64 %138, 4294967294, !dbg !107
  br label %143, !dbg !107

143:                                              ; preds = %143, %141
  %144 = phi i64 [ 0, %141 ], [ %162, %143 ], !dbg !108
  %145 = phi i32 [ %135, %141 ], [ %156, %143 ], !dbg !108
  %146 = phi i64 [ 0, %141 ], [ %163, %143 ]
  %147 = mul i32 %145, 1664525, !dbg !110
  %148 = add i32 %147, 1013904223, !dbg !111
  %149 = lshr i32 %148, 8, !dbg !112
  %150 = uitofp i32 %149 to float, !dbg !113
  %151 = tail call float @llvm.fmuladd.f32(float %150, float 0x3E70000000000000, float -5.000000e-01), !dbg !114
  %152 = fmul float %151, 2.000000e+00, !dbg !115
  %153 = getelementptr inbounds float, ptr %73, i64 %144, !dbg !116
  store float %152, ptr %153, align 4, !dbg !117, !tbaa !82
  %154 = or i64 %144, 1, !dbg !118
  %155 = mul i32 %148, 1664525, !dbg !110
  %156 = add i32 %155, 1013904223, !dbg !111
  %157 = lshr i32 %156, 8, !dbg !112
  %158 = uitofp i32 %157 to float, !dbg !113
  %159 = tail call float @llvm.fmuladd.f32(float %158, float 0x3E70000000000000, float -5.000000e-01), !dbg !114
  %160 = fmul float %159, 2.000000e+00, !dbg !115
  %161 = getelementptr inbounds float, ptr %73, i64 %154, !dbg !116
  store float %160, ptr %161, align 4, !dbg !117, !tbaa !82
  %162 = add nuw nsw i64 %144, 2, !dbg !118
  %163 = add i64 %146, 2, !dbg !107
  %164 = icmp eq i64 %163, %142, !dbg !107
  br i1 %164, label %165, label %143, !dbg !107, !llvm.loop !119

165:                                              ; preds = %143, %137
  %166 = phi i64 [ 0, %137 ], [ %162, %143 ]
  %167 = phi i32 [ %135, %137 ], [ %156, %143 ]
  %168 = icmp eq i64 %139, 0, !dbg !107
  br i1 %168, label %177, label %169, !dbg !107

169:                                              ; preds = %165
  %170 = mul i32 %167, 1664525, !dbg !110
  %171 = add i32 %170, 1013904223, !dbg !111
  %172 = lshr i32 %171, 8, !dbg !112
  %173 = uitofp i32 %172 to float, !dbg !113
  %174 = tail call float @llvm.fmuladd.f32(float %173, float 0x3E70000000000000, float -5.000000e-01), !dbg !114
  %175 = fmul float %174, 2.000000e+00, !dbg !115
  %176 = getelementptr inbounds float, ptr %73, i64 %166, !dbg !116
  store float %175, ptr %176, align 4, !dbg !117, !tbaa !82
  br label %177, !dbg !121

177:                                              ; preds = %169, %165, %134
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39) #12, !dbg !121
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40) #12, !dbg !121
  %178 = call i32 @cudaMalloc(ptr noundef nonnull %34, i64 noundef %66), !dbg !122
  %179 = call i32 @cudaMalloc(ptr noundef nonnull %35, i64 noundef %69), !dbg !123
  %180 = call i32 @cudaMalloc(ptr noundef nonnull %36, i64 noundef %72), !dbg !124
  %181 = call i32 @cudaMalloc(ptr noundef nonnull %37, i64 noundef %75), !dbg !125
  %182 = call i32 @cudaMalloc(ptr noundef nonnull %38, i64 noundef %79), !dbg !126
  %183 = call i32 @cudaMalloc(ptr noundef nonnull %39, i64 noundef %69), !dbg !127
  %184 = shl nuw nsw i64 %52, 2, !dbg !128
  %185 = call i32 @cudaMalloc(ptr noundef nonnull %40, i64 noundef %184), !dbg !129
  %186 = load ptr, ptr %34, align 8, !dbg !130, !tbaa !13
  %187 = call i32 @cudaMemcpy(ptr noundef %186, ptr noundef %67, i64 noundef %66, i32 noundef 1), !dbg !131
  %188 = load ptr, ptr %35, align 8, !dbg !132, !tbaa !13
  %189 = call i32 @cudaMemcpy(ptr noundef %188, ptr noundef %70, i64 noundef %69, i32 noundef 1), !dbg !133
  %190 = load ptr, ptr %36, align 8, !dbg !134, !tbaa !13
  %191 = call i32 @cudaMemcpy(ptr noundef %190, ptr noundef %73, i64 noundef %72, i32 noundef 1), !dbg !135
  %192 = load ptr, ptr %38, align 8, !dbg !136, !tbaa !13
  %193 = call i32 @cudaMemset(ptr noundef %192, i32 noundef 0, i64 noundef %79), !dbg !137
  %194 = load ptr, ptr %40, align 8, !dbg !138, !tbaa !13
  %195 = call i32 @cudaMemset(ptr noundef %194, i32 noundef 0, i64 noundef %184), !dbg !139
  %196 = icmp sgt i32 %0, 0, !dbg !140
  br i1 %196, label %197, label %373, !dbg !141

197:                                              ; preds = %177
  %198 = add nsw i32 %3, 127, !dbg !142
  %199 = sdiv i32 %198, 128, !dbg !143
  %200 = icmp sgt i32 %1, 0
  %201 = shl nuw nsw i64 %52, 3
  %202 = mul nuw nsw i64 %52, %52
  %203 = shl nuw nsw i64 %202, 1
  %204 = mul nsw i64 %202, 3
  %205 = zext i32 %199 to i64
  %206 = or i64 %205, 4294967296
  %207 = getelementptr inbounds ptr, ptr %33, i64 1
  %208 = getelementptr inbounds ptr, ptr %33, i64 2
  %209 = getelementptr inbounds ptr, ptr %33, i64 3
  %210 = getelementptr inbounds ptr, ptr %33, i64 4
  %211 = getelementptr inbounds ptr, ptr %33, i64 5
  %212 = getelementptr inbounds ptr, ptr %33, i64 6
  %213 = getelementptr inbounds ptr, ptr %33, i64 7
  %214 = getelementptr inbounds ptr, ptr %33, i64 8
  %215 = getelementptr inbounds ptr, ptr %33, i64 9
  %216 = getelementptr inbounds ptr, ptr %33, i64 10
  %217 = getelementptr inbounds ptr, ptr %33, i64 11
  %218 = getelementptr inbounds ptr, ptr %33, i64 12
  %219 = getelementptr inbounds i8, ptr %29, i64 8
  %220 = getelementptr inbounds i8, ptr %30, i64 8
  %221 = getelementptr inbounds ptr, ptr %15, i64 1
  %222 = getelementptr inbounds ptr, ptr %15, i64 2
  %223 = getelementptr inbounds ptr, ptr %15, i64 3
  %224 = getelementptr inbounds ptr, ptr %15, i64 4
  %225 = getelementptr inbounds i8, ptr %11, i64 8
  %226 = getelementptr inbounds i8, ptr %12, i64 8
  %227 = zext i32 %0 to i64, !dbg !141
  %228 = sext i32 %3 to i64, !dbg !141
  %229 = sext i32 %2 to i64, !dbg !141
  %230 = zext i32 %0 to i64, !dbg !140
  %231 = zext i32 %1 to i64
  br label %232, !dbg !141

232:                                              ; preds = %197, %261
  %233 = phi i64 [ 0, %197 ], [ %262, %261 ]
  br i1 %200, label %234, label %261, !dbg !144

234:                                              ; preds = %232
  %235 = mul nsw i64 %233, %229
  %236 = icmp eq i64 %233, 0
  %237 = trunc i64 %233 to i32
  %238 = add i32 %237, -1
  br label %264, !dbg !144

239:                                              ; preds = %261
  %240 = call i32 @cudaDeviceSynchronize(), !dbg !145
  %241 = load ptr, ptr %37, align 8, !dbg !146, !tbaa !13
  %242 = call i32 @cudaMemcpy(ptr noundef %76, ptr noundef %241, i64 noundef %75, i32 noundef 2), !dbg !147
  call void @llvm.memset.p0.i64(ptr align 4 %80, i8 0, i64 %79, i1 false), !dbg !148
  br i1 %196, label %243, label %377, !dbg !149

243:                                              ; preds = %239
  %244 = icmp sgt i32 %1, 0
  %245 = shl nuw nsw i64 %52, 3
  %246 = icmp sgt i32 %3, 0
  %247 = mul nuw i64 %52, %52
  %248 = shl nsw i32 %3, 1
  %249 = mul nsw i32 %3, 3
  %250 = sext i32 %3 to i64, !dbg !149
  %251 = sext i32 %248 to i64, !dbg !149
  %252 = sext i32 %249 to i64, !dbg !149
  %253 = zext i32 %0 to i64, !dbg !149
  %254 = sext i32 %2 to i64, !dbg !149
  %255 = zext i32 %0 to i64, !dbg !150
  %256 = zext i32 %1 to i64
  %257 = and i64 %52, 1
  %258 = icmp eq i32 %3, 1
  %259 = and i64 %52, 4294967294
  %260 = icmp eq i64 %257, 0
  br label %365, !dbg !149

261:                                              ; preds = %362, %232
  %262 = add nuw nsw i64 %233, 1, !dbg !151
  %263 = icmp eq i64 %262, %230, !dbg !140
  br i1 %263, label %239, label %232, !dbg !141, !llvm.loop !152

264:                                              ; preds = %234, %362
  %265 = phi i64 [ 0, %234 ], [ %363, %362 ]
  %266 = icmp eq i64 %265, 0, !dbg !154
  %267 = select i1 %266, i32 %2, i32 %3, !dbg !155
  %268 = load ptr, ptr %34, align 8, !dbg !156, !tbaa !13
  br i1 %266, label %269, label %281, !dbg !157

269:                                              ; preds = %264
  %270 = zext i32 %267 to i64
  %271 = mul nuw nsw i64 %270, %52, !dbg !159
  %272 = getelementptr inbounds float, ptr %268, i64 %271, !dbg !160
  %273 = shl nuw nsw i64 %271, 1, !dbg !161
  %274 = getelementptr inbounds float, ptr %268, i64 %273, !dbg !162
  %275 = mul nsw i64 %271, 3, !dbg !163
  %276 = getelementptr inbounds float, ptr %268, i64 %275, !dbg !164
  %277 = shl nsw i64 %271, 2, !dbg !165
  %278 = getelementptr inbounds float, ptr %268, i64 %277, !dbg !166
  %279 = load ptr, ptr %36, align 8, !dbg !167, !tbaa !13
  %280 = getelementptr inbounds float, ptr %279, i64 %235, !dbg !168
  br label %302, !dbg !169

281:                                              ; preds = %264
  %282 = add nsw i64 %265, -1, !dbg !170
  %283 = mul i64 %201, %282, !dbg !171
  %284 = add i64 %283, %54, !dbg !172
  %285 = mul i64 %284, %52, !dbg !172
  %286 = getelementptr inbounds float, ptr %268, i64 %285, !dbg !173
  %287 = zext i32 %267 to i64
  %288 = mul nuw nsw i64 %287, %52, !dbg !159
  %289 = getelementptr inbounds float, ptr %286, i64 %288, !dbg !160
  %290 = shl nuw nsw i64 %288, 1, !dbg !161
  %291 = getelementptr inbounds float, ptr %286, i64 %290, !dbg !162
  %292 = mul nsw i64 %288, 3, !dbg !163
  %293 = getelementptr inbounds float, ptr %286, i64 %292, !dbg !164
  %294 = shl nsw i64 %288, 2, !dbg !165
  %295 = getelementptr inbounds float, ptr %286, i64 %294, !dbg !166
  %296 = load ptr, ptr %37, align 8, !dbg !174, !tbaa !13
  %297 = add nsw i64 %265, -1, !dbg !175
  %298 = mul nsw i64 %297, %227, !dbg !176
  %299 = add nsw i64 %298, %233, !dbg !177
  %300 = mul nsw i64 %299, %228, !dbg !178
  %301 = getelementptr inbounds float, ptr %296, i64 %300, !dbg !179
  br label %302, !dbg !169

302:                                              ; preds = %281, %269
  %303 = phi ptr [ %278, %269 ], [ %295, %281 ]
  %304 = phi ptr [ %276, %269 ], [ %293, %281 ]
  %305 = phi ptr [ %274, %269 ], [ %291, %281 ]
  %306 = phi ptr [ %272, %269 ], [ %289, %281 ]
  %307 = phi ptr [ %268, %269 ], [ %286, %281 ]
  %308 = phi ptr [ %280, %269 ], [ %301, %281 ], !dbg !169
  %309 = getelementptr inbounds float, ptr %303, i64 %202, !dbg !180
  %310 = getelementptr inbounds float, ptr %303, i64 %203, !dbg !181
  %311 = getelementptr inbounds float, ptr %303, i64 %204, !dbg !182
  br i1 %236, label %312, label %314, !dbg !183

312:                                              ; preds = %302
  %313 = load ptr, ptr %40, align 8, !dbg !184, !tbaa !13
  br label %322, !dbg !183

314:                                              ; preds = %302
  %315 = load ptr, ptr %37, align 8, !dbg !185, !tbaa !13
  %316 = trunc i64 %265 to i32, !dbg !186
  %317 = mul i32 %316, %0, !dbg !186
  %318 = add i32 %238, %317, !dbg !186
  %319 = mul nsw i32 %318, %3, !dbg !187
  %320 = sext i32 %319 to i64, !dbg !188
  %321 = getelementptr inbounds float, ptr %315, i64 %320, !dbg !188
  br label %322, !dbg !183

322:                                              ; preds = %314, %312
  %323 = phi ptr [ %313, %312 ], [ %321, %314 ], !dbg !183
  %324 = load ptr, ptr %39, align 8, !dbg !189, !tbaa !13
  %325 = trunc i64 %265 to i32, !dbg !190
  %326 = mul i32 %81, %325, !dbg !190
  %327 = sext i32 %326 to i64, !dbg !191
  %328 = getelementptr inbounds float, ptr %324, i64 %327, !dbg !191
  %329 = call i32 @__cudaPushCallConfiguration(i64 %206, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null), !dbg !192
  %330 = icmp eq i32 %329, 0, !dbg !192
  br i1 %330, label %331, label %340, !dbg !193

331:                                              ; preds = %322
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %33)
  store ptr %307, ptr %16, align 8, !tbaa !13, !noalias !194
  store ptr %306, ptr %17, align 8, !tbaa !13, !noalias !194
  store ptr %305, ptr %18, align 8, !tbaa !13, !noalias !194
  store ptr %304, ptr %19, align 8, !tbaa !13, !noalias !194
  store ptr %303, ptr %20, align 8, !tbaa !13, !noalias !194
  store ptr %309, ptr %21, align 8, !tbaa !13, !noalias !194
  store ptr %310, ptr %22, align 8, !tbaa !13, !noalias !194
  store ptr %311, ptr %23, align 8, !tbaa !13, !noalias !194
  store ptr %308, ptr %24, align 8, !tbaa !13, !noalias !194
  store ptr %323, ptr %25, align 8, !tbaa !13, !noalias !194
  store ptr %328, ptr %26, align 8, !tbaa !13, !noalias !194
  store i32 %267, ptr %27, align 4, !tbaa !17, !noalias !194
  store i32 %3, ptr %28, align 4, !tbaa !17, !noalias !194
  store ptr %16, ptr %33, align 16, !dbg !27, !noalias !194
  store ptr %17, ptr %207, align 8, !dbg !27, !noalias !194
  store ptr %18, ptr %208, align 16, !dbg !27, !noalias !194
  store ptr %19, ptr %209, align 8, !dbg !27, !noalias !194
  store ptr %20, ptr %210, align 16, !dbg !27, !noalias !194
  store ptr %21, ptr %211, align 8, !dbg !27, !noalias !194
  store ptr %22, ptr %212, align 16, !dbg !27, !noalias !194
  store ptr %23, ptr %213, align 8, !dbg !27, !noalias !194
  store ptr %24, ptr %214, align 16, !dbg !27, !noalias !194
  store ptr %25, ptr %215, align 8, !dbg !27, !noalias !194
  store ptr %26, ptr %216, align 16, !dbg !27, !noalias !194
  store ptr %27, ptr %217, align 8, !dbg !27, !noalias !194
  store ptr %28, ptr %218, align 16, !dbg !27, !noalias !194
  %332 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32), !dbg !27
  %333 = load i64, ptr %31, align 8, !dbg !27, !noalias !194
  %334 = load ptr, ptr %32, align 8, !dbg !27, !noalias !194
  %335 = load i64, ptr %29, align 8, !dbg !27, !noalias !194
  %336 = load i32, ptr %219, align 8, !dbg !27, !noalias !194
  %337 = load i64, ptr %30, align 8, !dbg !27, !noalias !194
  %338 = load i32, ptr %220, align 8, !dbg !27, !noalias !194
  %339 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, i64 %335, i32 %336, i64 %337, i32 %338, ptr noundef nonnull %33, i64 noundef %333, ptr noundef %334), !dbg !27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %27), !dbg !207
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !207
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !207
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !207
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !207
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %33), !dbg !207
  br label %340, !dbg !193

340:                                              ; preds = %331, %322
  %341 = call i32 @__cudaPushCallConfiguration(i64 %206, i32 1, i64 4294967424, i32 1, i64 noundef 0, ptr noundef null), !dbg !208
  %342 = icmp eq i32 %341, 0, !dbg !208
  br i1 %342, label %343, label %362, !dbg !209

343:                                              ; preds = %340
  %344 = load ptr, ptr %35, align 8, !dbg !210, !tbaa !13
  %345 = getelementptr inbounds float, ptr %344, i64 %327, !dbg !211
  %346 = load ptr, ptr %38, align 8, !dbg !212, !tbaa !13
  %347 = mul nsw i64 %265, %228, !dbg !213
  %348 = getelementptr inbounds float, ptr %346, i64 %347, !dbg !214
  %349 = load ptr, ptr %37, align 8, !dbg !215, !tbaa !13
  %350 = mul nsw i64 %265, %227, !dbg !216
  %351 = add nuw nsw i64 %350, %233, !dbg !217
  %352 = mul nsw i64 %351, %228, !dbg !218
  %353 = getelementptr inbounds float, ptr %349, i64 %352, !dbg !219
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %15)
  store ptr %328, ptr %6, align 8, !tbaa !13, !noalias !220
  store ptr %345, ptr %7, align 8, !tbaa !13, !noalias !220
  store ptr %348, ptr %8, align 8, !tbaa !13, !noalias !220
  store ptr %353, ptr %9, align 8, !tbaa !13, !noalias !220
  store i32 %3, ptr %10, align 4, !tbaa !17, !noalias !220
  store ptr %6, ptr %15, align 16, !dbg !25, !noalias !220
  store ptr %7, ptr %221, align 8, !dbg !25, !noalias !220
  store ptr %8, ptr %222, align 16, !dbg !25, !noalias !220
  store ptr %9, ptr %223, align 8, !dbg !25, !noalias !220
  store ptr %10, ptr %224, align 16, !dbg !25, !noalias !220
  %354 = call i32 @__cudaPopCallConfiguration(ptr nonnull %11, ptr nonnull %12, ptr nonnull %13, ptr nonnull %14), !dbg !25
  %355 = load i64, ptr %13, align 8, !dbg !25, !noalias !220
  %356 = load ptr, ptr %14, align 8, !dbg !25, !noalias !220
  %357 = load i64, ptr %11, align 8, !dbg !25, !noalias !220
  %358 = load i32, ptr %225, align 8, !dbg !25, !noalias !220
  %359 = load i64, ptr %12, align 8, !dbg !25, !noalias !220
  %360 = load i32, ptr %226, align 8, !dbg !25, !noalias !220
  %361 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__lstm_solvePKfS0_PfS1_i, i64 %357, i32 %358, i64 %359, i32 %360, ptr noundef nonnull %15, i64 noundef %355, ptr noundef %356), !dbg !25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8), !dbg !226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !226
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10), !dbg !226
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !226
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %12), !dbg !226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !226
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14), !dbg !226
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %15), !dbg !226
  br label %362, !dbg !209

362:                                              ; preds = %343, %340
  %363 = add nuw nsw i64 %265, 1, !dbg !227
  %364 = icmp eq i64 %363, %231, !dbg !228
  br i1 %364, label %261, label %264, !dbg !144, !llvm.loop !229

365:                                              ; preds = %243, %381
  %366 = phi i64 [ 0, %243 ], [ %382, %381 ]
  br i1 %244, label %367, label %381, !dbg !231

367:                                              ; preds = %365
  %368 = mul nsw i64 %366, %254
  %369 = getelementptr inbounds float, ptr %73, i64 %368
  %370 = icmp eq i64 %366, 0
  %371 = trunc i64 %366 to i32
  %372 = add i32 %371, -1
  br label %384, !dbg !231

373:                                              ; preds = %177
  %374 = call i32 @cudaDeviceSynchronize(), !dbg !145
  %375 = load ptr, ptr %37, align 8, !dbg !146, !tbaa !13
  %376 = call i32 @cudaMemcpy(ptr noundef %76, ptr noundef %375, i64 noundef %75, i32 noundef 2), !dbg !147
  call void @llvm.memset.p0.i64(ptr align 4 %80, i8 0, i64 %79, i1 false), !dbg !148
  br label %377, !dbg !149

377:                                              ; preds = %381, %373, %239
  %378 = icmp sgt i32 %65, 0, !dbg !232
  br i1 %378, label %379, label %580, !dbg !233

379:                                              ; preds = %377
  %380 = zext i32 %65 to i64, !dbg !232
  br label %600, !dbg !233

381:                                              ; preds = %528, %365
  %382 = add nuw nsw i64 %366, 1, !dbg !234
  %383 = icmp eq i64 %382, %255, !dbg !150
  br i1 %383, label %377, label %365, !dbg !149, !llvm.loop !235

384:                                              ; preds = %367, %528
  %385 = phi i64 [ 0, %367 ], [ %529, %528 ]
  %386 = icmp eq i64 %385, 0, !dbg !237
  %387 = select i1 %386, i32 %2, i32 %3, !dbg !238
  br i1 %386, label %388, label %392, !dbg !239

388:                                              ; preds = %384
  %389 = zext i32 %387 to i64
  %390 = mul i64 %184, %389, !dbg !241
  %391 = getelementptr inbounds float, ptr %67, i64 %390, !dbg !242
  br label %405, !dbg !243

392:                                              ; preds = %384
  %393 = add nsw i64 %385, -1, !dbg !244
  %394 = mul i64 %245, %393, !dbg !245
  %395 = add i64 %394, %54, !dbg !246
  %396 = mul i64 %395, %52, !dbg !246
  %397 = getelementptr inbounds float, ptr %67, i64 %396, !dbg !247
  %398 = zext i32 %387 to i64
  %399 = mul i64 %184, %398, !dbg !241
  %400 = getelementptr inbounds float, ptr %397, i64 %399, !dbg !242
  %401 = mul nsw i64 %393, %253, !dbg !248
  %402 = add nsw i64 %401, %366, !dbg !249
  %403 = mul nsw i64 %402, %250, !dbg !250
  %404 = getelementptr inbounds float, ptr %77, i64 %403, !dbg !251
  br label %405, !dbg !243

405:                                              ; preds = %392, %388
  %406 = phi ptr [ %391, %388 ], [ %400, %392 ]
  %407 = phi i64 [ %389, %388 ], [ %398, %392 ]
  %408 = phi ptr [ %67, %388 ], [ %397, %392 ]
  %409 = phi ptr [ %369, %388 ], [ %404, %392 ], !dbg !243
  %410 = icmp sgt i32 %387, 0
  %411 = mul nuw i64 %407, %52
  %412 = mul nsw i64 %385, %253
  %413 = trunc i64 %412 to i32
  %414 = add i32 %372, %413
  %415 = mul nsw i32 %414, %3
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr %77, i64 %416
  %418 = zext i32 %387 to i64
  %419 = and i64 %418, 1
  %420 = icmp eq i32 %387, 1
  %421 = and i64 %418, 4294967294
  %422 = icmp eq i64 %419, 0
  br label %423, !dbg !252

423:                                              ; preds = %445, %405
  %424 = phi i64 [ 0, %405 ], [ %446, %445 ]
  br i1 %246, label %425, label %447, !dbg !253

425:                                              ; preds = %423
  %426 = mul i64 %411, %424
  %427 = mul i64 %247, %424
  %428 = mul nsw i64 %424, %250
  br label %438, !dbg !253

429:                                              ; preds = %442
  %430 = trunc i64 %385 to i32, !dbg !254
  %431 = mul i32 %81, %430, !dbg !254
  %432 = sext i32 %431 to i64, !dbg !255
  %433 = getelementptr inbounds float, ptr %70, i64 %432, !dbg !255
  br i1 %246, label %434, label %528, !dbg !256

434:                                              ; preds = %429
  %435 = mul nsw i64 %385, %250
  %436 = add nuw nsw i64 %412, %366
  %437 = mul nsw i64 %436, %250
  br label %531, !dbg !256

438:                                              ; preds = %425, %522
  %439 = phi i64 [ 0, %425 ], [ %526, %522 ]
  br i1 %410, label %440, label %462, !dbg !257

440:                                              ; preds = %438
  %441 = add i64 %426, %439
  br i1 %420, label %450, label %464, !dbg !257

442:                                              ; preds = %522
  %443 = add nuw nsw i64 %424, 1, !dbg !258
  %444 = icmp eq i64 %443, 4, !dbg !259
  br i1 %444, label %429, label %445, !dbg !252

445:                                              ; preds = %442, %447
  %446 = phi i64 [ %443, %442 ], [ %448, %447 ]
  br label %423, !dbg !253, !llvm.loop !260

447:                                              ; preds = %423
  %448 = add nuw nsw i64 %424, 1, !dbg !258
  %449 = icmp eq i64 %448, 4, !dbg !259
  br i1 %449, label %528, label %445, !dbg !252

450:                                              ; preds = %464, %440
  %451 = phi float [ undef, %440 ], [ %482, %464 ]
  %452 = phi i64 [ 0, %440 ], [ %483, %464 ]
  %453 = phi float [ 0.000000e+00, %440 ], [ %482, %464 ]
  br i1 %422, label %462, label %454, !dbg !257

454:                                              ; preds = %450
  %455 = getelementptr inbounds float, ptr %409, i64 %452, !dbg !262
  %456 = load float, ptr %455, align 4, !dbg !262, !tbaa !82
  %457 = mul nsw i64 %452, %250, !dbg !263
  %458 = add i64 %441, %457, !dbg !264
  %459 = getelementptr inbounds float, ptr %408, i64 %458, !dbg !265
  %460 = load float, ptr %459, align 4, !dbg !265, !tbaa !82
  %461 = call float @llvm.fmuladd.f32(float %456, float %460, float %453), !dbg !266
  br label %462, !dbg !267

462:                                              ; preds = %454, %450, %438
  %463 = phi float [ 0.000000e+00, %438 ], [ %451, %450 ], [ %461, %454 ], !dbg !88
  br i1 %370, label %522, label %486, !dbg !267

464:                                              ; preds = %440, %464
  %465 = phi i64 [ %483, %464 ], [ 0, %440 ]
  %466 = phi float [ %482, %464 ], [ 0.000000e+00, %440 ]
  %467 = phi i64 [ %484, %464 ], [ 0, %440 ]
  %468 = getelementptr inbounds float, ptr %409, i64 %465, !dbg !262
  %469 = load float, ptr %468, align 4, !dbg !262, !tbaa !82
  %470 = mul nsw i64 %465, %250, !dbg !263
  %471 = add i64 %441, %470, !dbg !264
  %472 = getelementptr inbounds float, ptr %408, i64 %471, !dbg !265
  %473 = load float, ptr %472, align 4, !dbg !265, !tbaa !82
  %474 = call float @llvm.fmuladd.f32(float %469, float %473, float %466), !dbg !266
  %475 = or i64 %465, 1, !dbg !268
  %476 = getelementptr inbounds float, ptr %409, i64 %475, !dbg !262
  %477 = load float, ptr %476, align 4, !dbg !262, !tbaa !82
  %478 = mul nsw i64 %475, %250, !dbg !263
  %479 = add i64 %441, %478, !dbg !264
  %480 = getelementptr inbounds float, ptr %408, i64 %479, !dbg !265
  %481 = load float, ptr %480, align 4, !dbg !265, !tbaa !82
  %482 = call float @llvm.fmuladd.f32(float %477, float %481, float %474), !dbg !266
  %483 = add nuw nsw i64 %465, 2, !dbg !268
  %484 = add i64 %467, 2, !dbg !257
  %485 = icmp eq i64 %484, %421, !dbg !257
  br i1 %485, label %450, label %464, !dbg !257, !llvm.loop !269

486:                                              ; preds = %462
  %487 = add i64 %427, %439
  br i1 %258, label %510, label %488, !dbg !271

488:                                              ; preds = %486, %488
  %489 = phi i64 [ %507, %488 ], [ 0, %486 ]
  %490 = phi float [ %506, %488 ], [ %463, %486 ]
  %491 = phi i64 [ %508, %488 ], [ 0, %486 ]
  %492 = getelementptr inbounds float, ptr %417, i64 %489, !dbg !272
  %493 = load float, ptr %492, align 4, !dbg !272, !tbaa !82
  %494 = mul nsw i64 %489, %250, !dbg !273
  %495 = add i64 %487, %494, !dbg !274
  %496 = getelementptr inbounds float, ptr %406, i64 %495, !dbg !275
  %497 = load float, ptr %496, align 4, !dbg !275, !tbaa !82
  %498 = call float @llvm.fmuladd.f32(float %493, float %497, float %490), !dbg !276
  %499 = or i64 %489, 1, !dbg !277
  %500 = getelementptr inbounds float, ptr %417, i64 %499, !dbg !272
  %501 = load float, ptr %500, align 4, !dbg !272, !tbaa !82
  %502 = mul nsw i64 %499, %250, !dbg !273
  %503 = add i64 %487, %502, !dbg !274
  %504 = getelementptr inbounds float, ptr %406, i64 %503, !dbg !275
  %505 = load float, ptr %504, align 4, !dbg !275, !tbaa !82
  %506 = call float @llvm.fmuladd.f32(float %501, float %505, float %498), !dbg !276
  %507 = add nuw nsw i64 %489, 2, !dbg !277
  %508 = add i64 %491, 2, !dbg !271
  %509 = icmp eq i64 %508, %259, !dbg !271
  br i1 %509, label %510, label %488, !dbg !271, !llvm.loop !278

510:                                              ; preds = %488, %486
  %511 = phi float [ undef, %486 ], [ %506, %488 ]
  %512 = phi i64 [ 0, %486 ], [ %507, %488 ]
  %513 = phi float [ %463, %486 ], [ %506, %488 ]
  br i1 %260, label %522, label %514, !dbg !271

514:                                              ; preds = %510
  %515 = getelementptr inbounds float, ptr %417, i64 %512, !dbg !272
  %516 = load float, ptr %515, align 4, !dbg !272, !tbaa !82
  %517 = mul nsw i64 %512, %250, !dbg !273
  %518 = add i64 %487, %517, !dbg !274
  %519 = getelementptr inbounds float, ptr %406, i64 %518, !dbg !275
  %520 = load float, ptr %519, align 4, !dbg !275, !tbaa !82
  %521 = call float @llvm.fmuladd.f32(float %516, float %520, float %513), !dbg !276
  br label %522, !dbg !280

522:                                              ; preds = %514, %510, %462
  %523 = phi float [ %463, %462 ], [ %511, %510 ], [ %521, %514 ], !dbg !281
  %524 = add nsw i64 %439, %428, !dbg !280
  %525 = getelementptr inbounds float, ptr %84, i64 %524, !dbg !282
  store float %523, ptr %525, align 4, !dbg !283, !tbaa !82
  %526 = add nuw nsw i64 %439, 1, !dbg !284
  %527 = icmp eq i64 %526, %52, !dbg !285
  br i1 %527, label %442, label %438, !dbg !253, !llvm.loop !286

528:                                              ; preds = %447, %531, %429
  %529 = add nuw nsw i64 %385, 1, !dbg !288
  %530 = icmp eq i64 %529, %256, !dbg !289
  br i1 %530, label %381, label %384, !dbg !231, !llvm.loop !290

531:                                              ; preds = %434, %531
  %532 = phi i64 [ 0, %434 ], [ %578, %531 ]
  %533 = getelementptr inbounds float, ptr %84, i64 %532, !dbg !292
  %534 = load float, ptr %533, align 4, !dbg !292, !tbaa !82
  %535 = getelementptr inbounds float, ptr %433, i64 %532, !dbg !293
  %536 = load float, ptr %535, align 4, !dbg !293, !tbaa !82
  %537 = fadd float %534, %536, !dbg !294
  %538 = fneg float %537, !dbg !295
  %539 = call float @expf(float noundef %538) #12, !dbg !298
  %540 = fadd float %539, 1.000000e+00, !dbg !299
  %541 = fdiv float 1.000000e+00, %540, !dbg !300
  %542 = add nsw i64 %532, %250, !dbg !301
  %543 = getelementptr inbounds float, ptr %84, i64 %542, !dbg !302
  %544 = load float, ptr %543, align 4, !dbg !302, !tbaa !82
  %545 = getelementptr inbounds float, ptr %433, i64 %542, !dbg !303
  %546 = load float, ptr %545, align 4, !dbg !303, !tbaa !82
  %547 = fadd float %544, %546, !dbg !304
  %548 = fneg float %547, !dbg !305
  %549 = call float @expf(float noundef %548) #12, !dbg !307
  %550 = fadd float %549, 1.000000e+00, !dbg !308
  %551 = fdiv float 1.000000e+00, %550, !dbg !309
  %552 = add nsw i64 %532, %251, !dbg !310
  %553 = getelementptr inbounds float, ptr %84, i64 %552, !dbg !311
  %554 = load float, ptr %553, align 4, !dbg !311, !tbaa !82
  %555 = getelementptr inbounds float, ptr %433, i64 %552, !dbg !312
  %556 = load float, ptr %555, align 4, !dbg !312, !tbaa !82
  %557 = fadd float %554, %556, !dbg !313
  %558 = call float @tanhf(float noundef %557) #12, !dbg !314
  %559 = add nsw i64 %532, %252, !dbg !315
  %560 = getelementptr inbounds float, ptr %84, i64 %559, !dbg !316
  %561 = load float, ptr %560, align 4, !dbg !316, !tbaa !82
  %562 = getelementptr inbounds float, ptr %433, i64 %559, !dbg !317
  %563 = load float, ptr %562, align 4, !dbg !317, !tbaa !82
  %564 = fadd float %561, %563, !dbg !318
  %565 = fneg float %564, !dbg !319
  %566 = call float @expf(float noundef %565) #12, !dbg !321
  %567 = fadd float %566, 1.000000e+00, !dbg !322
  %568 = fdiv float 1.000000e+00, %567, !dbg !323
  %569 = add nsw i64 %532, %435, !dbg !324
  %570 = getelementptr inbounds float, ptr %80, i64 %569, !dbg !325
  %571 = load float, ptr %570, align 4, !dbg !325, !tbaa !82
  %572 = fmul float %541, %558, !dbg !326
  %573 = call float @llvm.fmuladd.f32(float %551, float %571, float %572), !dbg !327
  store float %573, ptr %570, align 4, !dbg !328, !tbaa !82
  %574 = call float @tanhf(float noundef %573) #12, !dbg !329
  %575 = fmul float %568, %574, !dbg !330
  %576 = add nsw i64 %532, %437, !dbg !331
  %577 = getelementptr inbounds float, ptr %77, i64 %576, !dbg !332
  store float %575, ptr %577, align 4, !dbg !333, !tbaa !82
  %578 = add nuw nsw i64 %532, 1, !dbg !334
  %579 = icmp eq i64 %578, %52, !dbg !335
  br i1 %579, label %528, label %531, !dbg !256, !llvm.loop !336

580:                                              ; preds = %619, %377
  %581 = phi i32 [ 0, %377 ], [ %620, %619 ], !dbg !338
  %582 = icmp ne i32 %581, 0, !dbg !339
  %583 = select i1 %582, ptr @.str.3, ptr @.str.4, !dbg !339
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef nonnull %583, i32 noundef %581), !dbg !340
  %585 = load ptr, ptr %34, align 8, !dbg !341, !tbaa !13
  %586 = call i32 @cudaFree(ptr noundef %585), !dbg !342
  %587 = load ptr, ptr %35, align 8, !dbg !343, !tbaa !13
  %588 = call i32 @cudaFree(ptr noundef %587), !dbg !344
  %589 = load ptr, ptr %36, align 8, !dbg !345, !tbaa !13
  %590 = call i32 @cudaFree(ptr noundef %589), !dbg !346
  %591 = load ptr, ptr %37, align 8, !dbg !347, !tbaa !13
  %592 = call i32 @cudaFree(ptr noundef %591), !dbg !348
  %593 = load ptr, ptr %38, align 8, !dbg !349, !tbaa !13
  %594 = call i32 @cudaFree(ptr noundef %593), !dbg !350
  %595 = load ptr, ptr %39, align 8, !dbg !351, !tbaa !13
  %596 = call i32 @cudaFree(ptr noundef %595), !dbg !352
  %597 = load ptr, ptr %40, align 8, !dbg !353, !tbaa !13
  %598 = call i32 @cudaFree(ptr noundef %597), !dbg !354
  call void @free(ptr noundef %67) #12, !dbg !355
  call void @free(ptr noundef %70) #12, !dbg !356
  call void @free(ptr noundef %73) #12, !dbg !357
  call void @free(ptr noundef %76) #12, !dbg !358
  call void @free(ptr noundef %77) #12, !dbg !359
  call void @free(ptr noundef %80) #12, !dbg !360
  call void @free(ptr noundef %84) #12, !dbg !361
  %599 = zext i1 %582 to i32, !dbg !362
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35) #12, !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34) #12, !dbg !363
  br label %623

600:                                              ; preds = %379, %619
  %601 = phi i64 [ 0, %379 ], [ %621, %619 ]
  %602 = phi i32 [ 0, %379 ], [ %620, %619 ]
  %603 = getelementptr inbounds float, ptr %76, i64 %601, !dbg !364
  %604 = load float, ptr %603, align 4, !dbg !364, !tbaa !82
  %605 = getelementptr inbounds float, ptr %77, i64 %601, !dbg !365
  %606 = load float, ptr %605, align 4, !dbg !365, !tbaa !82
  %607 = fsub float %604, %606, !dbg !366
  %608 = call float @llvm.fabs.f32(float %607), !dbg !367
  %609 = fcmp ugt float %608, 0x3F50624DE0000000, !dbg !368
  br i1 %609, label %610, label %619, !dbg !369

610:                                              ; preds = %600
  %611 = icmp slt i32 %602, 5, !dbg !370
  br i1 %611, label %612, label %617, !dbg !371

612:                                              ; preds = %610
  %613 = fpext float %604 to double, !dbg !372
  %614 = fpext float %606 to double, !dbg !373
  %615 = trunc i64 %601 to i32, !dbg !374
  %616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %615, double noundef %613, double noundef %614), !dbg !374
  br label %617, !dbg !374

617:                                              ; preds = %612, %610
  %618 = add nsw i32 %602, 1, !dbg !375
  br label %619, !dbg !376

619:                                              ; preds = %600, %617
  %620 = phi i32 [ %602, %600 ], [ %618, %617 ], !dbg !88
  %621 = add nuw nsw i64 %601, 1, !dbg !377
  %622 = icmp eq i64 %621, %380, !dbg !232
  br i1 %622, label %580, label %600, !dbg !233, !llvm.loop !378

623:                                              ; preds = %580, %48
  %624 = phi i32 [ 1, %48 ], [ %599, %580 ], !dbg !88
  ret i32 %624, !dbg !363
}

; Function Attrs: nofree nounwind
declare !dbg !380 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !382 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !384 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !386 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !387 i32 @cudaMemset(ptr noundef, i32 noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !388 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !390 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !391 float @tanhf(float noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

declare !dbg !393 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !394 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #10 !dbg !395 {
  %1 = tail call i32 @run_lstm(i32 noundef 100, i32 noundef 10, i32 noundef 256, i32 noundef 256, i32 noundef 1), !dbg !396, !range !397
  ret i32 %1, !dbg !398
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !399 float @expf(float noundef) local_unnamed_addr #8

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !DIFile(filename: "samples/cuda/lstm.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a21639ba5d560d107527bc598739ab7")
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = distinct !DISubprogram(name: "lstm_gemv", scope: !8, file: !8, line: 27, type: !11, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !15, i64 0}
!19 = !DILocation(line: 32, column: 71, scope: !10)
!20 = !DILocation(line: 75, column: 1, scope: !10)
!21 = distinct !DISubprogram(name: "lstm_solve", scope: !8, file: !8, line: 78, type: !11, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!22 = !DILocation(line: 79, column: 85, scope: !21)
!23 = !DILocation(line: 90, column: 1, scope: !21)
!24 = distinct !DISubprogram(name: "run_lstm", scope: !8, file: !8, line: 102, type: !11, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!25 = !DILocation(line: 79, column: 85, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 150, column: 13, scope: !24)
!27 = !DILocation(line: 32, column: 71, scope: !10, inlinedAt: !28)
!28 = distinct !DILocation(line: 149, column: 13, scope: !24)
!29 = !DILocation(line: 103, column: 11, scope: !24)
!30 = !DILocation(line: 103, column: 16, scope: !24)
!31 = !DILocation(line: 104, column: 9, scope: !24)
!32 = !DILocation(line: 105, column: 9, scope: !24)
!33 = !DILocation(line: 99, column: 27, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "layer_offset", scope: !8, file: !8, line: 97, type: !11, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!35 = distinct !DILocation(line: 108, column: 21, scope: !24)
!36 = !DILocation(line: 99, column: 51, scope: !34, inlinedAt: !35)
!37 = !DILocation(line: 99, column: 48, scope: !34, inlinedAt: !35)
!38 = !DILocation(line: 99, column: 56, scope: !34, inlinedAt: !35)
!39 = !DILocation(line: 99, column: 61, scope: !34, inlinedAt: !35)
!40 = !DILocation(line: 99, column: 40, scope: !34, inlinedAt: !35)
!41 = !DILocation(line: 109, column: 19, scope: !24)
!42 = !DILocation(line: 109, column: 23, scope: !24)
!43 = !DILocation(line: 110, column: 16, scope: !24)
!44 = !DILocation(line: 111, column: 16, scope: !24)
!45 = !DILocation(line: 111, column: 20, scope: !24)
!46 = !DILocation(line: 113, column: 42, scope: !24)
!47 = !DILocation(line: 113, column: 26, scope: !24)
!48 = !DILocation(line: 114, column: 33, scope: !24)
!49 = !DILocation(line: 114, column: 39, scope: !24)
!50 = !DILocation(line: 114, column: 26, scope: !24)
!51 = !DILocation(line: 115, column: 33, scope: !24)
!52 = !DILocation(line: 115, column: 36, scope: !24)
!53 = !DILocation(line: 115, column: 26, scope: !24)
!54 = !DILocation(line: 116, column: 33, scope: !24)
!55 = !DILocation(line: 116, column: 36, scope: !24)
!56 = !DILocation(line: 116, column: 26, scope: !24)
!57 = !DILocation(line: 117, column: 29, scope: !24)
!58 = !DILocation(line: 118, column: 36, scope: !24)
!59 = !DILocation(line: 118, column: 42, scope: !24)
!60 = !DILocation(line: 118, column: 29, scope: !24)
!61 = !DILocation(line: 119, column: 40, scope: !24)
!62 = !DILocation(line: 119, column: 38, scope: !24)
!63 = !DILocation(line: 119, column: 44, scope: !24)
!64 = !DILocation(line: 119, column: 31, scope: !24)
!65 = !DILocation(line: 120, column: 19, scope: !24)
!66 = !DILocation(line: 11, column: 23, scope: !67, inlinedAt: !69)
!67 = distinct !DISubprogram(name: "fill", scope: !68, file: !68, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!68 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!69 = distinct !DILocation(line: 120, column: 5, scope: !24)
!70 = !DILocation(line: 11, column: 5, scope: !67, inlinedAt: !69)
!71 = !DILocation(line: 6, column: 14, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "lcg_uniform", scope: !68, file: !68, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!73 = distinct !DILocation(line: 11, column: 48, scope: !67, inlinedAt: !69)
!74 = !DILocation(line: 6, column: 21, scope: !72, inlinedAt: !73)
!75 = !DILocation(line: 6, column: 32, scope: !72, inlinedAt: !73)
!76 = !DILocation(line: 7, column: 27, scope: !72, inlinedAt: !73)
!77 = !DILocation(line: 7, column: 19, scope: !72, inlinedAt: !73)
!78 = !DILocation(line: 7, column: 56, scope: !72, inlinedAt: !73)
!79 = !DILocation(line: 11, column: 46, scope: !67, inlinedAt: !69)
!80 = !DILocation(line: 11, column: 33, scope: !67, inlinedAt: !69)
!81 = !DILocation(line: 11, column: 38, scope: !67, inlinedAt: !69)
!82 = !{!83, !83, i64 0}
!83 = !{!"float", !15, i64 0}
!84 = !DILocation(line: 11, column: 28, scope: !67, inlinedAt: !69)
!85 = distinct !{!85, !70, !86, !87}
!86 = !DILocation(line: 11, column: 65, scope: !67, inlinedAt: !69)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 0, scope: !24)
!89 = !DILocation(line: 11, column: 23, scope: !67, inlinedAt: !90)
!90 = distinct !DILocation(line: 121, column: 5, scope: !24)
!91 = !DILocation(line: 11, column: 5, scope: !67, inlinedAt: !90)
!92 = !DILocation(line: 6, column: 14, scope: !72, inlinedAt: !93)
!93 = distinct !DILocation(line: 11, column: 48, scope: !67, inlinedAt: !90)
!94 = !DILocation(line: 6, column: 21, scope: !72, inlinedAt: !93)
!95 = !DILocation(line: 6, column: 32, scope: !72, inlinedAt: !93)
!96 = !DILocation(line: 7, column: 27, scope: !72, inlinedAt: !93)
!97 = !DILocation(line: 7, column: 19, scope: !72, inlinedAt: !93)
!98 = !DILocation(line: 7, column: 56, scope: !72, inlinedAt: !93)
!99 = !DILocation(line: 11, column: 46, scope: !67, inlinedAt: !90)
!100 = !DILocation(line: 11, column: 33, scope: !67, inlinedAt: !90)
!101 = !DILocation(line: 11, column: 38, scope: !67, inlinedAt: !90)
!102 = !DILocation(line: 11, column: 28, scope: !67, inlinedAt: !90)
!103 = distinct !{!103, !91, !104, !87}
!104 = !DILocation(line: 11, column: 65, scope: !67, inlinedAt: !90)
!105 = !DILocation(line: 11, column: 23, scope: !67, inlinedAt: !106)
!106 = distinct !DILocation(line: 122, column: 5, scope: !24)
!107 = !DILocation(line: 11, column: 5, scope: !67, inlinedAt: !106)
!108 = !DILocation(line: 6, column: 14, scope: !72, inlinedAt: !109)
!109 = distinct !DILocation(line: 11, column: 48, scope: !67, inlinedAt: !106)
!110 = !DILocation(line: 6, column: 21, scope: !72, inlinedAt: !109)
!111 = !DILocation(line: 6, column: 32, scope: !72, inlinedAt: !109)
!112 = !DILocation(line: 7, column: 27, scope: !72, inlinedAt: !109)
!113 = !DILocation(line: 7, column: 19, scope: !72, inlinedAt: !109)
!114 = !DILocation(line: 7, column: 56, scope: !72, inlinedAt: !109)
!115 = !DILocation(line: 11, column: 46, scope: !67, inlinedAt: !106)
!116 = !DILocation(line: 11, column: 33, scope: !67, inlinedAt: !106)
!117 = !DILocation(line: 11, column: 38, scope: !67, inlinedAt: !106)
!118 = !DILocation(line: 11, column: 28, scope: !67, inlinedAt: !106)
!119 = distinct !{!119, !107, !120, !87}
!120 = !DILocation(line: 11, column: 65, scope: !67, inlinedAt: !106)
!121 = !DILocation(line: 124, column: 5, scope: !24)
!122 = !DILocation(line: 125, column: 5, scope: !24)
!123 = !DILocation(line: 126, column: 5, scope: !24)
!124 = !DILocation(line: 127, column: 5, scope: !24)
!125 = !DILocation(line: 128, column: 5, scope: !24)
!126 = !DILocation(line: 129, column: 5, scope: !24)
!127 = !DILocation(line: 130, column: 5, scope: !24)
!128 = !DILocation(line: 131, column: 35, scope: !24)
!129 = !DILocation(line: 131, column: 5, scope: !24)
!130 = !DILocation(line: 132, column: 16, scope: !24)
!131 = !DILocation(line: 132, column: 5, scope: !24)
!132 = !DILocation(line: 133, column: 16, scope: !24)
!133 = !DILocation(line: 133, column: 5, scope: !24)
!134 = !DILocation(line: 134, column: 16, scope: !24)
!135 = !DILocation(line: 134, column: 5, scope: !24)
!136 = !DILocation(line: 135, column: 16, scope: !24)
!137 = !DILocation(line: 135, column: 5, scope: !24)
!138 = !DILocation(line: 136, column: 16, scope: !24)
!139 = !DILocation(line: 136, column: 5, scope: !24)
!140 = !DILocation(line: 139, column: 23, scope: !24)
!141 = !DILocation(line: 139, column: 5, scope: !24)
!142 = !DILocation(line: 138, column: 34, scope: !24)
!143 = !DILocation(line: 138, column: 39, scope: !24)
!144 = !DILocation(line: 140, column: 9, scope: !24)
!145 = !DILocation(line: 153, column: 5, scope: !24)
!146 = !DILocation(line: 154, column: 20, scope: !24)
!147 = !DILocation(line: 154, column: 5, scope: !24)
!148 = !DILocation(line: 157, column: 5, scope: !24)
!149 = !DILocation(line: 158, column: 5, scope: !24)
!150 = !DILocation(line: 158, column: 23, scope: !24)
!151 = !DILocation(line: 139, column: 28, scope: !24)
!152 = distinct !{!152, !141, !153, !87}
!153 = !DILocation(line: 152, column: 5, scope: !24)
!154 = !DILocation(line: 141, column: 28, scope: !24)
!155 = !DILocation(line: 141, column: 26, scope: !24)
!156 = !DILocation(line: 142, column: 24, scope: !24)
!157 = !DILocation(line: 98, column: 9, scope: !34, inlinedAt: !158)
!158 = distinct !DILocation(line: 142, column: 29, scope: !24)
!159 = !DILocation(line: 143, column: 37, scope: !24)
!160 = !DILocation(line: 144, column: 36, scope: !24)
!161 = !DILocation(line: 144, column: 55, scope: !24)
!162 = !DILocation(line: 144, column: 51, scope: !24)
!163 = !DILocation(line: 144, column: 74, scope: !24)
!164 = !DILocation(line: 144, column: 70, scope: !24)
!165 = !DILocation(line: 145, column: 31, scope: !24)
!166 = !DILocation(line: 145, column: 27, scope: !24)
!167 = !DILocation(line: 146, column: 39, scope: !24)
!168 = !DILocation(line: 146, column: 42, scope: !24)
!169 = !DILocation(line: 146, column: 30, scope: !24)
!170 = !DILocation(line: 99, column: 51, scope: !34, inlinedAt: !158)
!171 = !DILocation(line: 99, column: 61, scope: !34, inlinedAt: !158)
!172 = !DILocation(line: 99, column: 40, scope: !34, inlinedAt: !158)
!173 = !DILocation(line: 142, column: 27, scope: !24)
!174 = !DILocation(line: 146, column: 56, scope: !24)
!175 = !DILocation(line: 146, column: 65, scope: !24)
!176 = !DILocation(line: 146, column: 70, scope: !24)
!177 = !DILocation(line: 146, column: 74, scope: !24)
!178 = !DILocation(line: 146, column: 79, scope: !24)
!179 = !DILocation(line: 146, column: 59, scope: !24)
!180 = !DILocation(line: 145, column: 47, scope: !24)
!181 = !DILocation(line: 145, column: 63, scope: !24)
!182 = !DILocation(line: 145, column: 83, scope: !24)
!183 = !DILocation(line: 147, column: 35, scope: !24)
!184 = !DILocation(line: 147, column: 44, scope: !24)
!185 = !DILocation(line: 147, column: 52, scope: !24)
!186 = !DILocation(line: 147, column: 68, scope: !24)
!187 = !DILocation(line: 147, column: 73, scope: !24)
!188 = !DILocation(line: 147, column: 55, scope: !24)
!189 = !DILocation(line: 148, column: 26, scope: !24)
!190 = !DILocation(line: 148, column: 39, scope: !24)
!191 = !DILocation(line: 148, column: 31, scope: !24)
!192 = !DILocation(line: 149, column: 22, scope: !24)
!193 = !DILocation(line: 149, column: 13, scope: !24)
!194 = !{!195, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206}
!195 = distinct !{!195, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 0"}
!196 = distinct !{!196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii"}
!197 = distinct !{!197, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 1"}
!198 = distinct !{!198, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 2"}
!199 = distinct !{!199, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 3"}
!200 = distinct !{!200, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 4"}
!201 = distinct !{!201, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 5"}
!202 = distinct !{!202, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 6"}
!203 = distinct !{!203, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 7"}
!204 = distinct !{!204, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 8"}
!205 = distinct !{!205, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 9"}
!206 = distinct !{!206, !196, !"_Z24__device_stub__lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii: argument 10"}
!207 = !DILocation(line: 75, column: 1, scope: !10, inlinedAt: !28)
!208 = !DILocation(line: 150, column: 23, scope: !24)
!209 = !DILocation(line: 150, column: 13, scope: !24)
!210 = !DILocation(line: 150, column: 53, scope: !24)
!211 = !DILocation(line: 150, column: 56, scope: !24)
!212 = !DILocation(line: 150, column: 69, scope: !24)
!213 = !DILocation(line: 150, column: 76, scope: !24)
!214 = !DILocation(line: 150, column: 72, scope: !24)
!215 = !DILocation(line: 150, column: 81, scope: !24)
!216 = !DILocation(line: 150, column: 89, scope: !24)
!217 = !DILocation(line: 150, column: 93, scope: !24)
!218 = !DILocation(line: 150, column: 98, scope: !24)
!219 = !DILocation(line: 150, column: 84, scope: !24)
!220 = !{!221, !223, !224, !225}
!221 = distinct !{!221, !222, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 0"}
!222 = distinct !{!222, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i"}
!223 = distinct !{!223, !222, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 1"}
!224 = distinct !{!224, !222, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 2"}
!225 = distinct !{!225, !222, !"_Z25__device_stub__lstm_solvePKfS0_PfS1_i: argument 3"}
!226 = !DILocation(line: 90, column: 1, scope: !21, inlinedAt: !26)
!227 = !DILocation(line: 140, column: 32, scope: !24)
!228 = !DILocation(line: 140, column: 27, scope: !24)
!229 = distinct !{!229, !144, !230, !87}
!230 = !DILocation(line: 151, column: 9, scope: !24)
!231 = !DILocation(line: 159, column: 9, scope: !24)
!232 = !DILocation(line: 189, column: 23, scope: !24)
!233 = !DILocation(line: 189, column: 5, scope: !24)
!234 = !DILocation(line: 158, column: 28, scope: !24)
!235 = distinct !{!235, !149, !236, !87}
!236 = !DILocation(line: 186, column: 5, scope: !24)
!237 = !DILocation(line: 160, column: 28, scope: !24)
!238 = !DILocation(line: 160, column: 26, scope: !24)
!239 = !DILocation(line: 98, column: 9, scope: !34, inlinedAt: !240)
!240 = distinct !DILocation(line: 161, column: 35, scope: !24)
!241 = !DILocation(line: 162, column: 46, scope: !24)
!242 = !DILocation(line: 162, column: 32, scope: !24)
!243 = !DILocation(line: 163, column: 30, scope: !24)
!244 = !DILocation(line: 99, column: 51, scope: !34, inlinedAt: !240)
!245 = !DILocation(line: 99, column: 61, scope: !34, inlinedAt: !240)
!246 = !DILocation(line: 99, column: 40, scope: !34, inlinedAt: !240)
!247 = !DILocation(line: 161, column: 33, scope: !24)
!248 = !DILocation(line: 163, column: 73, scope: !24)
!249 = !DILocation(line: 163, column: 77, scope: !24)
!250 = !DILocation(line: 163, column: 82, scope: !24)
!251 = !DILocation(line: 163, column: 62, scope: !24)
!252 = !DILocation(line: 164, column: 13, scope: !24)
!253 = !DILocation(line: 165, column: 17, scope: !24)
!254 = !DILocation(line: 175, column: 41, scope: !24)
!255 = !DILocation(line: 175, column: 33, scope: !24)
!256 = !DILocation(line: 176, column: 13, scope: !24)
!257 = !DILocation(line: 167, column: 21, scope: !24)
!258 = !DILocation(line: 164, column: 36, scope: !24)
!259 = !DILocation(line: 164, column: 31, scope: !24)
!260 = distinct !{!260, !252, !261, !87}
!261 = !DILocation(line: 174, column: 13, scope: !24)
!262 = !DILocation(line: 167, column: 61, scope: !24)
!263 = !DILocation(line: 167, column: 95, scope: !24)
!264 = !DILocation(line: 167, column: 99, scope: !24)
!265 = !DILocation(line: 167, column: 68, scope: !24)
!266 = !DILocation(line: 167, column: 58, scope: !24)
!267 = !DILocation(line: 168, column: 25, scope: !24)
!268 = !DILocation(line: 167, column: 49, scope: !24)
!269 = distinct !{!269, !257, !270, !87}
!270 = !DILocation(line: 167, column: 102, scope: !24)
!271 = !DILocation(line: 170, column: 25, scope: !24)
!272 = !DILocation(line: 170, column: 60, scope: !24)
!273 = !DILocation(line: 170, column: 90, scope: !24)
!274 = !DILocation(line: 170, column: 94, scope: !24)
!275 = !DILocation(line: 170, column: 68, scope: !24)
!276 = !DILocation(line: 170, column: 57, scope: !24)
!277 = !DILocation(line: 170, column: 48, scope: !24)
!278 = distinct !{!278, !271, !279, !87}
!279 = !DILocation(line: 170, column: 97, scope: !24)
!280 = !DILocation(line: 172, column: 35, scope: !24)
!281 = !DILocation(line: 166, column: 27, scope: !24)
!282 = !DILocation(line: 172, column: 21, scope: !24)
!283 = !DILocation(line: 172, column: 40, scope: !24)
!284 = !DILocation(line: 165, column: 40, scope: !24)
!285 = !DILocation(line: 165, column: 35, scope: !24)
!286 = distinct !{!286, !253, !287, !87}
!287 = !DILocation(line: 173, column: 17, scope: !24)
!288 = !DILocation(line: 159, column: 32, scope: !24)
!289 = !DILocation(line: 159, column: 27, scope: !24)
!290 = distinct !{!290, !231, !291, !87}
!291 = !DILocation(line: 185, column: 9, scope: !24)
!292 = !DILocation(line: 177, column: 40, scope: !24)
!293 = !DILocation(line: 177, column: 53, scope: !24)
!294 = !DILocation(line: 177, column: 51, scope: !24)
!295 = !DILocation(line: 94, column: 64, scope: !296, inlinedAt: !297)
!296 = distinct !DISubprogram(name: "ref_sigmoid", scope: !8, file: !8, line: 94, type: !11, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!297 = distinct !DILocation(line: 177, column: 28, scope: !24)
!298 = !DILocation(line: 94, column: 59, scope: !296, inlinedAt: !297)
!299 = !DILocation(line: 94, column: 57, scope: !296, inlinedAt: !297)
!300 = !DILocation(line: 94, column: 49, scope: !296, inlinedAt: !297)
!301 = !DILocation(line: 178, column: 50, scope: !24)
!302 = !DILocation(line: 178, column: 40, scope: !24)
!303 = !DILocation(line: 178, column: 57, scope: !24)
!304 = !DILocation(line: 178, column: 55, scope: !24)
!305 = !DILocation(line: 94, column: 64, scope: !296, inlinedAt: !306)
!306 = distinct !DILocation(line: 178, column: 28, scope: !24)
!307 = !DILocation(line: 94, column: 59, scope: !296, inlinedAt: !306)
!308 = !DILocation(line: 94, column: 57, scope: !296, inlinedAt: !306)
!309 = !DILocation(line: 94, column: 49, scope: !296, inlinedAt: !306)
!310 = !DILocation(line: 179, column: 48, scope: !24)
!311 = !DILocation(line: 179, column: 34, scope: !24)
!312 = !DILocation(line: 179, column: 55, scope: !24)
!313 = !DILocation(line: 179, column: 53, scope: !24)
!314 = !DILocation(line: 179, column: 28, scope: !24)
!315 = !DILocation(line: 180, column: 54, scope: !24)
!316 = !DILocation(line: 180, column: 40, scope: !24)
!317 = !DILocation(line: 180, column: 61, scope: !24)
!318 = !DILocation(line: 180, column: 59, scope: !24)
!319 = !DILocation(line: 94, column: 64, scope: !296, inlinedAt: !320)
!320 = distinct !DILocation(line: 180, column: 28, scope: !24)
!321 = !DILocation(line: 94, column: 59, scope: !296, inlinedAt: !320)
!322 = !DILocation(line: 94, column: 57, scope: !296, inlinedAt: !320)
!323 = !DILocation(line: 94, column: 49, scope: !296, inlinedAt: !320)
!324 = !DILocation(line: 181, column: 45, scope: !24)
!325 = !DILocation(line: 181, column: 33, scope: !24)
!326 = !DILocation(line: 181, column: 55, scope: !24)
!327 = !DILocation(line: 181, column: 50, scope: !24)
!328 = !DILocation(line: 182, column: 34, scope: !24)
!329 = !DILocation(line: 183, column: 51, scope: !24)
!330 = !DILocation(line: 183, column: 49, scope: !24)
!331 = !DILocation(line: 183, column: 39, scope: !24)
!332 = !DILocation(line: 183, column: 17, scope: !24)
!333 = !DILocation(line: 183, column: 44, scope: !24)
!334 = !DILocation(line: 176, column: 36, scope: !24)
!335 = !DILocation(line: 176, column: 31, scope: !24)
!336 = distinct !{!336, !256, !337, !87}
!337 = !DILocation(line: 184, column: 13, scope: !24)
!338 = !DILocation(line: 188, column: 9, scope: !24)
!339 = !DILocation(line: 196, column: 12, scope: !24)
!340 = !DILocation(line: 195, column: 5, scope: !24)
!341 = !DILocation(line: 198, column: 14, scope: !24)
!342 = !DILocation(line: 198, column: 5, scope: !24)
!343 = !DILocation(line: 198, column: 28, scope: !24)
!344 = !DILocation(line: 198, column: 19, scope: !24)
!345 = !DILocation(line: 198, column: 42, scope: !24)
!346 = !DILocation(line: 198, column: 33, scope: !24)
!347 = !DILocation(line: 198, column: 56, scope: !24)
!348 = !DILocation(line: 198, column: 47, scope: !24)
!349 = !DILocation(line: 198, column: 70, scope: !24)
!350 = !DILocation(line: 198, column: 61, scope: !24)
!351 = !DILocation(line: 198, column: 84, scope: !24)
!352 = !DILocation(line: 198, column: 75, scope: !24)
!353 = !DILocation(line: 199, column: 14, scope: !24)
!354 = !DILocation(line: 199, column: 5, scope: !24)
!355 = !DILocation(line: 200, column: 5, scope: !24)
!356 = !DILocation(line: 200, column: 15, scope: !24)
!357 = !DILocation(line: 200, column: 25, scope: !24)
!358 = !DILocation(line: 200, column: 35, scope: !24)
!359 = !DILocation(line: 200, column: 45, scope: !24)
!360 = !DILocation(line: 200, column: 58, scope: !24)
!361 = !DILocation(line: 200, column: 71, scope: !24)
!362 = !DILocation(line: 201, column: 12, scope: !24)
!363 = !DILocation(line: 202, column: 1, scope: !24)
!364 = !DILocation(line: 190, column: 21, scope: !24)
!365 = !DILocation(line: 190, column: 29, scope: !24)
!366 = !DILocation(line: 190, column: 27, scope: !24)
!367 = !DILocation(line: 190, column: 15, scope: !24)
!368 = !DILocation(line: 190, column: 39, scope: !24)
!369 = !DILocation(line: 190, column: 13, scope: !24)
!370 = !DILocation(line: 191, column: 21, scope: !24)
!371 = !DILocation(line: 191, column: 17, scope: !24)
!372 = !DILocation(line: 191, column: 71, scope: !24)
!373 = !DILocation(line: 191, column: 78, scope: !24)
!374 = !DILocation(line: 191, column: 26, scope: !24)
!375 = !DILocation(line: 192, column: 13, scope: !24)
!376 = !DILocation(line: 193, column: 9, scope: !24)
!377 = !DILocation(line: 189, column: 29, scope: !24)
!378 = distinct !{!378, !233, !379, !87}
!379 = !DILocation(line: 194, column: 5, scope: !24)
!380 = !DISubprogram(name: "printf", scope: !381, file: !381, line: 356, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!381 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!382 = !DISubprogram(name: "malloc", scope: !383, file: !383, line: 553, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!383 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!384 = !DISubprogram(name: "cudaMalloc", scope: !385, file: !385, line: 4901, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!385 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!386 = !DISubprogram(name: "cudaMemcpy", scope: !385, file: !385, line: 6266, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!387 = !DISubprogram(name: "cudaMemset", scope: !385, file: !385, line: 6984, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!388 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !389, file: !389, line: 497, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!389 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!390 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !385, file: !385, line: 329, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!391 = !DISubprogram(name: "tanhf", scope: !392, file: !392, line: 75, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!392 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!393 = !DISubprogram(name: "cudaFree", scope: !385, file: !385, line: 5067, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!394 = !DISubprogram(name: "free", scope: !383, file: !383, line: 568, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
!395 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 205, type: !11, scopeLine: 205, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !12)
!396 = !DILocation(line: 205, column: 21, scope: !395)
!397 = !{i32 0, i32 2}
!398 = !DILocation(line: 205, column: 14, scope: !395)
!399 = !DISubprogram(name: "expf", scope: !392, file: !392, line: 95, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !12)
