; ModuleID = 'samples/cuda/mlp.cu'
source_filename = "samples/cuda/mlp.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

@.str = private unnamed_addr constant [45 x i8] c"mlp: bad sizes tokens=%d d_model=%d d_ff=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@.str.2 = private unnamed_addr constant [54 x i8] c"mlp tokens=%d d_model=%d d_ff=%d: %s (%d mismatches)\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"mlp: %s[%d] = %f, expected %f\0A\00", align 1

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
define dso_local void @_Z23__device_stub__gelu_erfPKfPfi(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2) #0 !dbg !25 {
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
  %11 = alloca [3 x ptr], align 16, !dbg !26
  store ptr %4, ptr %11, align 16, !dbg !26
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !26
  store ptr %5, ptr %12, align 8, !dbg !26
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !26
  store ptr %6, ptr %13, align 16, !dbg !26
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !26
  %15 = load i64, ptr %9, align 8, !dbg !26
  %16 = load ptr, ptr %10, align 8, !dbg !26
  %17 = load i64, ptr %7, align 8, !dbg !26
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !26
  %19 = load i32, ptr %18, align 8, !dbg !26
  %20 = load i64, ptr %8, align 8, !dbg !26
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !26
  %22 = load i32, ptr %21, align 8, !dbg !26
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__gelu_erfPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !26
  ret void, !dbg !27
}

; Function Attrs: uwtable
define dso_local i32 @run_mlp(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !28 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca [5 x ptr], align 16, !dbg !29
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.dim3, align 8
  %22 = alloca %struct.dim3, align 8
  %23 = alloca i64, align 8
  %24 = alloca ptr, align 8
  %25 = alloca [6 x ptr], align 16, !dbg !31
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca %struct.dim3, align 8
  %30 = alloca %struct.dim3, align 8
  %31 = alloca i64, align 8
  %32 = alloca ptr, align 8
  %33 = alloca [3 x ptr], align 16, !dbg !33
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca %struct.dim3, align 8
  %40 = alloca %struct.dim3, align 8
  %41 = alloca i64, align 8
  %42 = alloca ptr, align 8
  %43 = alloca [5 x ptr], align 16, !dbg !35
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca %struct.dim3, align 8
  %51 = alloca %struct.dim3, align 8
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca [6 x ptr], align 16, !dbg !37
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = icmp slt i32 %0, 1, !dbg !39
  %66 = icmp slt i32 %1, 1
  %67 = or i1 %65, %66, !dbg !40
  %68 = icmp slt i32 %2, 1
  %69 = or i1 %67, %68, !dbg !40
  br i1 %69, label %70, label %72, !dbg !40

70:                                               ; preds = %4
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0, i32 noundef %1, i32 noundef %2), !dbg !41
  br label %648, !dbg !42

72:                                               ; preds = %4
  %73 = mul nsw i32 %1, %0, !dbg !43
  %74 = mul nsw i32 %2, %0, !dbg !44
  %75 = mul nsw i32 %2, %1, !dbg !45
  %76 = sext i32 %73 to i64, !dbg !46
  %77 = shl nsw i64 %76, 2, !dbg !47
  %78 = tail call noalias ptr @malloc(i64 noundef %77) #10, !dbg !48
  %79 = sext i32 %75 to i64, !dbg !49
  %80 = shl nsw i64 %79, 2, !dbg !50
  %81 = tail call noalias ptr @malloc(i64 noundef %80) #10, !dbg !51
  %82 = zext i32 %2 to i64
  %83 = shl nuw nsw i64 %82, 2, !dbg !52
  %84 = tail call noalias ptr @malloc(i64 noundef %83) #10, !dbg !53
  %85 = tail call noalias ptr @malloc(i64 noundef %80) #10, !dbg !54
  %86 = zext i32 %1 to i64
  %87 = shl nuw nsw i64 %86, 2, !dbg !55
  %88 = tail call noalias ptr @malloc(i64 noundef %87) #10, !dbg !56
  %89 = tail call noalias ptr @malloc(i64 noundef %77) #10, !dbg !57
  %90 = sext i32 %74 to i64, !dbg !58
  %91 = shl nsw i64 %90, 2, !dbg !59
  %92 = tail call noalias ptr @malloc(i64 noundef %91) #10, !dbg !60
  %93 = tail call noalias ptr @malloc(i64 noundef %77) #10, !dbg !61
  %94 = icmp sgt i32 %73, 0, !dbg !62
  br i1 %94, label %95, label %136, !dbg !66

95:                                               ; preds = %72
  %96 = zext i32 %73 to i64, !dbg !62
  %97 = and i64 %96, 1, !dbg !66
  %98 = icmp eq i32 %73, 1, !dbg !66
  br i1 %98, label %123, label %99, !dbg !66

99:                                               ; preds = %95
  %100 = and i64 %96, 4294967294, !dbg !66
  br label %101, !dbg !66

101:                                              ; preds = %101, %99
  %102 = phi i64 [ 0, %99 ], [ %120, %101 ], !dbg !67
  %103 = phi i32 [ %3, %99 ], [ %114, %101 ], !dbg !67
  %104 = phi i64 [ 0, %99 ], [ %121, %101 ]
  %105 = mul i32 %103, 1664525, !dbg !70
  %106 = add i32 %105, 1013904223, !dbg !71
  %107 = lshr i32 %106, 8, !dbg !72
  %108 = uitofp i32 %107 to float, !dbg !73
  %109 = tail call float @llvm.fmuladd.f32(float %108, float 0x3E70000000000000, float -5.000000e-01), !dbg !74
  %110 = fmul float %109, 2.000000e+00, !dbg !75
  %111 = getelementptr inbounds float, ptr %78, i64 %102, !dbg !76
  store float %110, ptr %111, align 4, !dbg !77, !tbaa !78
  %112 = or i64 %102, 1, !dbg !80
  %113 = mul i32 %106, 1664525, !dbg !70
  %114 = add i32 %113, 1013904223, !dbg !71
  %115 = lshr i32 %114, 8, !dbg !72
  %116 = uitofp i32 %115 to float, !dbg !73
  %117 = tail call float @llvm.fmuladd.f32(float %116, float 0x3E70000000000000, float -5.000000e-01), !dbg !74
  %118 = fmul float %117, 2.000000e+00, !dbg !75
  %119 = getelementptr inbounds float, ptr %78, i64 %112, !dbg !76
  store float %118, ptr %119, align 4, !dbg !77, !tbaa !78
  %120 = add nuw nsw i64 %102, 2, !dbg !80
  %121 = add i64 %104, 2, !dbg !66
  %122 = icmp eq i64 %121, %100, !dbg !66
  br i1 %122, label %123, label %101, !dbg !66, !llvm.loop !81

123:                                              ; preds = %101, %95
  %124 = phi i32 [ undef, %95 ], [ %114, %101 ]
  %125 = phi i64 [ 0, %95 ], [ %120, %101 ]
  %126 = phi i32 [ %3, %95 ], [ %114, %101 ]
  %127 = icmp eq i64 %97, 0, !dbg !66
  br i1 %127, label %136, label %128, !dbg !66

128:                                              ; preds = %123
  %129 = mul i32 %126, 1664525, !dbg !70
  %130 = add i32 %129, 1013904223, !dbg !71
  %131 = lshr i32 %130, 8, !dbg !72
  %132 = uitofp i32 %131 to float, !dbg !73
  %133 = tail call float @llvm.fmuladd.f32(float %132, float 0x3E70000000000000, float -5.000000e-01), !dbg !74
  %134 = fmul float %133, 2.000000e+00, !dbg !75
  %135 = getelementptr inbounds float, ptr %78, i64 %125, !dbg !76
  store float %134, ptr %135, align 4, !dbg !77, !tbaa !78
  br label %136, !dbg !84

136:                                              ; preds = %128, %123, %72
  %137 = phi i32 [ %3, %72 ], [ %124, %123 ], [ %130, %128 ], !dbg !86
  %138 = icmp sgt i32 %75, 0, !dbg !84
  br i1 %138, label %139, label %180, !dbg !87

139:                                              ; preds = %136
  %140 = zext i32 %75 to i64, !dbg !84
  %141 = and i64 %140, 1, !dbg !87
  %142 = icmp eq i32 %75, 1, !dbg !87
  br i1 %142, label %167, label %143, !dbg !87

143:                                              ; preds = %139
  %144 = and i64 %140, 4294967294, !dbg !87
  br label %145, !dbg !87

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %164, %145 ], !dbg !88
  %147 = phi i32 [ %137, %143 ], [ %158, %145 ], !dbg !88
  %148 = phi i64 [ 0, %143 ], [ %165, %145 ]
  %149 = mul i32 %147, 1664525, !dbg !90
  %150 = add i32 %149, 1013904223, !dbg !91
  %151 = lshr i32 %150, 8, !dbg !92
  %152 = uitofp i32 %151 to float, !dbg !93
  %153 = tail call float @llvm.fmuladd.f32(float %152, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %154 = fmul float %153, 0x3FC99999A0000000, !dbg !95
  %155 = getelementptr inbounds float, ptr %81, i64 %146, !dbg !96
  store float %154, ptr %155, align 4, !dbg !97, !tbaa !78
  %156 = or i64 %146, 1, !dbg !98
  %157 = mul i32 %150, 1664525, !dbg !90
  %158 = add i32 %157, 1013904223, !dbg !91
  %159 = lshr i32 %158, 8, !dbg !92
  %160 = uitofp i32 %159 to float, !dbg !93
  %161 = tail call float @llvm.fmuladd.f32(float %160, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %162 = fmul float %161, 0x3FC99999A0000000, !dbg !95
  %163 = getelementptr inbounds float, ptr %81, i64 %156, !dbg !96
  store float %162, ptr %163, align 4, !dbg !97, !tbaa !78
  %164 = add nuw nsw i64 %146, 2, !dbg !98
  %165 = add i64 %148, 2, !dbg !87
  %166 = icmp eq i64 %165, %144, !dbg !87
  br i1 %166, label %167, label %145, !dbg !87, !llvm.loop !99

167:                                              ; preds = %145, %139
  %168 = phi i32 [ undef, %139 ], [ %158, %145 ]
  %169 = phi i64 [ 0, %139 ], [ %164, %145 ]
  %170 = phi i32 [ %137, %139 ], [ %158, %145 ]
  %171 = icmp eq i64 %141, 0, !dbg !87
  br i1 %171, label %180, label %172, !dbg !87

172:                                              ; preds = %167
  %173 = mul i32 %170, 1664525, !dbg !90
  %174 = add i32 %173, 1013904223, !dbg !91
  %175 = lshr i32 %174, 8, !dbg !92
  %176 = uitofp i32 %175 to float, !dbg !93
  %177 = tail call float @llvm.fmuladd.f32(float %176, float 0x3E70000000000000, float -5.000000e-01), !dbg !94
  %178 = fmul float %177, 0x3FC99999A0000000, !dbg !95
  %179 = getelementptr inbounds float, ptr %81, i64 %169, !dbg !96
  store float %178, ptr %179, align 4, !dbg !97, !tbaa !78
  br label %180, !dbg !101

180:                                              ; preds = %172, %167, %136
  %181 = phi i32 [ %137, %136 ], [ %168, %167 ], [ %174, %172 ], !dbg !86
  %182 = icmp sgt i32 %2, 0, !dbg !101
  br i1 %182, label %183, label %220, !dbg !103

183:                                              ; preds = %180
  %184 = and i64 %82, 1, !dbg !103
  %185 = icmp eq i32 %2, 1, !dbg !103
  br i1 %185, label %208, label %186, !dbg !103

186:                                              ; preds = %183
  %187 = and i64 %82, 4294967294, !dbg !103
  br label %188, !dbg !103

188:                                              ; preds = %188, %186
  %189 = phi i64 [ 0, %186 ], [ %205, %188 ], !dbg !104
  %190 = phi i32 [ %181, %186 ], [ %200, %188 ], !dbg !104
  %191 = phi i64 [ 0, %186 ], [ %206, %188 ]
  %192 = mul i32 %190, 1664525, !dbg !106
  %193 = add i32 %192, 1013904223, !dbg !107
  %194 = lshr i32 %193, 8, !dbg !108
  %195 = uitofp i32 %194 to float, !dbg !109
  %196 = tail call float @llvm.fmuladd.f32(float %195, float 0x3E70000000000000, float -5.000000e-01), !dbg !110
  %197 = getelementptr inbounds float, ptr %84, i64 %189, !dbg !111
  store float %196, ptr %197, align 4, !dbg !112, !tbaa !78
  %198 = or i64 %189, 1, !dbg !113
  %199 = mul i32 %193, 1664525, !dbg !106
  %200 = add i32 %199, 1013904223, !dbg !107
  %201 = lshr i32 %200, 8, !dbg !108
  %202 = uitofp i32 %201 to float, !dbg !109
  %203 = tail call float @llvm.fmuladd.f32(float %202, float 0x3E70000000000000, float -5.000000e-01), !dbg !110
  %204 = getelementptr inbounds float, ptr %84, i64 %198, !dbg !111
  store float %203, ptr %204, align 4, !dbg !112, !tbaa !78
  %205 = add nuw nsw i64 %189, 2, !dbg !113
  %206 = add i64 %191, 2, !dbg !103
  %207 = icmp eq i64 %206, %187, !dbg !103
  br i1 %207, label %208, label %188, !dbg !103, !llvm.loop !114

208:                                              ; preds = %188, %183
  %209 = phi i32 [ undef, %183 ], [ %200, %188 ]
  %210 = phi i64 [ 0, %183 ], [ %205, %188 ]
  %211 = phi i32 [ %181, %183 ], [ %200, %188 ]
  %212 = icmp eq i64 %184, 0, !dbg !103
  br i1 %212, label %220, label %213, !dbg !103

213:                                              ; preds = %208
  %214 = mul i32 %211, 1664525, !dbg !106
  %215 = add i32 %214, 1013904223, !dbg !107
  %216 = lshr i32 %215, 8, !dbg !108
  %217 = uitofp i32 %216 to float, !dbg !109
  %218 = tail call float @llvm.fmuladd.f32(float %217, float 0x3E70000000000000, float -5.000000e-01), !dbg !110
  %219 = getelementptr inbounds float, ptr %84, i64 %210, !dbg !111
  store float %218, ptr %219, align 4, !dbg !112, !tbaa !78
  br label %220, !dbg !116

220:                                              ; preds = %213, %208, %180
  %221 = phi i32 [ %181, %180 ], [ %209, %208 ], [ %215, %213 ], !dbg !86
  br i1 %138, label %222, label %263, !dbg !116

222:                                              ; preds = %220
  %223 = zext i32 %75 to i64, !dbg !118
  %224 = and i64 %223, 1, !dbg !116
  %225 = icmp eq i32 %75, 1, !dbg !116
  br i1 %225, label %250, label %226, !dbg !116

226:                                              ; preds = %222
  %227 = and i64 %223, 4294967294, !dbg !116
  br label %228, !dbg !116

228:                                              ; preds = %228, %226
  %229 = phi i64 [ 0, %226 ], [ %247, %228 ], !dbg !119
  %230 = phi i32 [ %221, %226 ], [ %241, %228 ], !dbg !119
  %231 = phi i64 [ 0, %226 ], [ %248, %228 ]
  %232 = mul i32 %230, 1664525, !dbg !121
  %233 = add i32 %232, 1013904223, !dbg !122
  %234 = lshr i32 %233, 8, !dbg !123
  %235 = uitofp i32 %234 to float, !dbg !124
  %236 = tail call float @llvm.fmuladd.f32(float %235, float 0x3E70000000000000, float -5.000000e-01), !dbg !125
  %237 = fmul float %236, 0x3FC99999A0000000, !dbg !126
  %238 = getelementptr inbounds float, ptr %85, i64 %229, !dbg !127
  store float %237, ptr %238, align 4, !dbg !128, !tbaa !78
  %239 = or i64 %229, 1, !dbg !129
  %240 = mul i32 %233, 1664525, !dbg !121
  %241 = add i32 %240, 1013904223, !dbg !122
  %242 = lshr i32 %241, 8, !dbg !123
  %243 = uitofp i32 %242 to float, !dbg !124
  %244 = tail call float @llvm.fmuladd.f32(float %243, float 0x3E70000000000000, float -5.000000e-01), !dbg !125
  %245 = fmul float %244, 0x3FC99999A0000000, !dbg !126
  %246 = getelementptr inbounds float, ptr %85, i64 %239, !dbg !127
  store float %245, ptr %246, align 4, !dbg !128, !tbaa !78
  %247 = add nuw nsw i64 %229, 2, !dbg !129
  %248 = add i64 %231, 2, !dbg !116
  %249 = icmp eq i64 %248, %227, !dbg !116
  br i1 %249, label %250, label %228, !dbg !116, !llvm.loop !130

250:                                              ; preds = %228, %222
  %251 = phi i32 [ undef, %222 ], [ %241, %228 ]
  %252 = phi i64 [ 0, %222 ], [ %247, %228 ]
  %253 = phi i32 [ %221, %222 ], [ %241, %228 ]
  %254 = icmp eq i64 %224, 0, !dbg !116
  br i1 %254, label %263, label %255, !dbg !116

255:                                              ; preds = %250
  %256 = mul i32 %253, 1664525, !dbg !121
  %257 = add i32 %256, 1013904223, !dbg !122
  %258 = lshr i32 %257, 8, !dbg !123
  %259 = uitofp i32 %258 to float, !dbg !124
  %260 = tail call float @llvm.fmuladd.f32(float %259, float 0x3E70000000000000, float -5.000000e-01), !dbg !125
  %261 = fmul float %260, 0x3FC99999A0000000, !dbg !126
  %262 = getelementptr inbounds float, ptr %85, i64 %252, !dbg !127
  store float %261, ptr %262, align 4, !dbg !128, !tbaa !78
  br label %263, !dbg !132

263:                                              ; preds = %255, %250, %220
  %264 = phi i32 [ %221, %220 ], [ %251, %250 ], [ %257, %255 ], !dbg !86
  %265 = icmp sgt i32 %1, 0, !dbg !132
  br i1 %265, label %266, label %302, !dbg !134

266:                                              ; preds = %263
  %267 = and i64 %86, 1, !dbg !134
  %268 = icmp eq i32 %1, 1, !dbg !134
  br i1 %268, label %291, label %269, !dbg !134

269:                                              ; preds = %266
  %270 = and i64 %86, 4294967294, !dbg !134
  br label %271, !dbg !134

271:                                              ; preds = %271, %269
  %272 = phi i64 [ 0, %269 ], [ %288, %271 ], !dbg !135
  %273 = phi i32 [ %264, %269 ], [ %283, %271 ], !dbg !135
  %274 = phi i64 [ 0, %269 ], [ %289, %271 ]
  %275 = mul i32 %273, 1664525, !dbg !137
  %276 = add i32 %275, 1013904223, !dbg !138
  %277 = lshr i32 %276, 8, !dbg !139
  %278 = uitofp i32 %277 to float, !dbg !140
  %279 = tail call float @llvm.fmuladd.f32(float %278, float 0x3E70000000000000, float -5.000000e-01), !dbg !141
  %280 = getelementptr inbounds float, ptr %88, i64 %272, !dbg !142
  store float %279, ptr %280, align 4, !dbg !143, !tbaa !78
  %281 = or i64 %272, 1, !dbg !144
  %282 = mul i32 %276, 1664525, !dbg !137
  %283 = add i32 %282, 1013904223, !dbg !138
  %284 = lshr i32 %283, 8, !dbg !139
  %285 = uitofp i32 %284 to float, !dbg !140
  %286 = tail call float @llvm.fmuladd.f32(float %285, float 0x3E70000000000000, float -5.000000e-01), !dbg !141
  %287 = getelementptr inbounds float, ptr %88, i64 %281, !dbg !142
  store float %286, ptr %287, align 4, !dbg !143, !tbaa !78
  %288 = add nuw nsw i64 %272, 2, !dbg !144
  %289 = add i64 %274, 2, !dbg !134
  %290 = icmp eq i64 %289, %270, !dbg !134
  br i1 %290, label %291, label %271, !dbg !134, !llvm.loop !145

291:                                              ; preds = %271, %266
  %292 = phi i64 [ 0, %266 ], [ %288, %271 ]
  %293 = phi i32 [ %264, %266 ], [ %283, %271 ]
  %294 = icmp eq i64 %267, 0, !dbg !134
  br i1 %294, label %302, label %295, !dbg !134

295:                                              ; preds = %291
  %296 = mul i32 %293, 1664525, !dbg !137
  %297 = add i32 %296, 1013904223, !dbg !138
  %298 = lshr i32 %297, 8, !dbg !139
  %299 = uitofp i32 %298 to float, !dbg !140
  %300 = tail call float @llvm.fmuladd.f32(float %299, float 0x3E70000000000000, float -5.000000e-01), !dbg !141
  %301 = getelementptr inbounds float, ptr %88, i64 %292, !dbg !142
  store float %300, ptr %301, align 4, !dbg !143, !tbaa !78
  br label %302, !dbg !147

302:                                              ; preds = %295, %291, %263
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %59) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %60) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %61) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %62) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %63) #11, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %64) #11, !dbg !147
  %303 = call i32 @cudaMalloc(ptr noundef nonnull %55, i64 noundef %77), !dbg !148
  %304 = call i32 @cudaMalloc(ptr noundef nonnull %56, i64 noundef %80), !dbg !149
  %305 = call i32 @cudaMalloc(ptr noundef nonnull %57, i64 noundef %83), !dbg !150
  %306 = call i32 @cudaMalloc(ptr noundef nonnull %58, i64 noundef %80), !dbg !151
  %307 = call i32 @cudaMalloc(ptr noundef nonnull %59, i64 noundef %87), !dbg !152
  %308 = call i32 @cudaMalloc(ptr noundef nonnull %60, i64 noundef %91), !dbg !153
  %309 = call i32 @cudaMalloc(ptr noundef nonnull %61, i64 noundef %91), !dbg !154
  %310 = call i32 @cudaMalloc(ptr noundef nonnull %62, i64 noundef %91), !dbg !155
  %311 = call i32 @cudaMalloc(ptr noundef nonnull %63, i64 noundef %77), !dbg !156
  %312 = call i32 @cudaMalloc(ptr noundef nonnull %64, i64 noundef %77), !dbg !157
  %313 = load ptr, ptr %55, align 8, !dbg !158, !tbaa !14
  %314 = call i32 @cudaMemcpy(ptr noundef %313, ptr noundef %78, i64 noundef %77, i32 noundef 1), !dbg !159
  %315 = load ptr, ptr %56, align 8, !dbg !160, !tbaa !14
  %316 = call i32 @cudaMemcpy(ptr noundef %315, ptr noundef %81, i64 noundef %80, i32 noundef 1), !dbg !161
  %317 = load ptr, ptr %57, align 8, !dbg !162, !tbaa !14
  %318 = call i32 @cudaMemcpy(ptr noundef %317, ptr noundef %84, i64 noundef %83, i32 noundef 1), !dbg !163
  %319 = load ptr, ptr %58, align 8, !dbg !164, !tbaa !14
  %320 = call i32 @cudaMemcpy(ptr noundef %319, ptr noundef %85, i64 noundef %80, i32 noundef 1), !dbg !165
  %321 = load ptr, ptr %59, align 8, !dbg !166, !tbaa !14
  %322 = call i32 @cudaMemcpy(ptr noundef %321, ptr noundef %88, i64 noundef %87, i32 noundef 1), !dbg !167
  %323 = add nsw i32 %2, 31, !dbg !168
  %324 = sdiv i32 %323, 32, !dbg !169
  %325 = add nsw i32 %0, 31, !dbg !170
  %326 = sdiv i32 %325, 32, !dbg !171
  %327 = zext i32 %324 to i64, !dbg !172
  %328 = zext i32 %326 to i64, !dbg !176
  %329 = shl nuw i64 %328, 32, !dbg !176
  %330 = or i64 %329, %327, !dbg !176
  %331 = add nsw i32 %1, 31, !dbg !177
  %332 = sdiv i32 %331, 32, !dbg !178
  %333 = zext i32 %332 to i64, !dbg !179
  %334 = or i64 %329, %333, !dbg !181
  %335 = call i32 @__cudaPushCallConfiguration(i64 %330, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !182
  %336 = icmp eq i32 %335, 0, !dbg !182
  br i1 %336, label %337, label %356, !dbg !183

337:                                              ; preds = %302
  %338 = load ptr, ptr %55, align 8, !dbg !184, !tbaa !14
  %339 = load ptr, ptr %56, align 8, !dbg !185, !tbaa !14
  %340 = load ptr, ptr %60, align 8, !dbg !186, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %48)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %49)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %54)
  store ptr %338, ptr %44, align 8, !tbaa !14, !noalias !187
  store ptr %339, ptr %45, align 8, !tbaa !14, !noalias !187
  store ptr %340, ptr %46, align 8, !tbaa !14, !noalias !187
  store i32 %0, ptr %47, align 4, !tbaa !18, !noalias !187
  store i32 %2, ptr %48, align 4, !tbaa !18, !noalias !187
  store i32 %1, ptr %49, align 4, !tbaa !18, !noalias !187
  store ptr %44, ptr %54, align 16, !dbg !37, !noalias !187
  %341 = getelementptr inbounds ptr, ptr %54, i64 1, !dbg !37
  store ptr %45, ptr %341, align 8, !dbg !37, !noalias !187
  %342 = getelementptr inbounds ptr, ptr %54, i64 2, !dbg !37
  store ptr %46, ptr %342, align 16, !dbg !37, !noalias !187
  %343 = getelementptr inbounds ptr, ptr %54, i64 3, !dbg !37
  store ptr %47, ptr %343, align 8, !dbg !37, !noalias !187
  %344 = getelementptr inbounds ptr, ptr %54, i64 4, !dbg !37
  store ptr %48, ptr %344, align 16, !dbg !37, !noalias !187
  %345 = getelementptr inbounds ptr, ptr %54, i64 5, !dbg !37
  store ptr %49, ptr %345, align 8, !dbg !37, !noalias !187
  %346 = call i32 @__cudaPopCallConfiguration(ptr nonnull %50, ptr nonnull %51, ptr nonnull %52, ptr nonnull %53), !dbg !37
  %347 = load i64, ptr %52, align 8, !dbg !37, !noalias !187
  %348 = load ptr, ptr %53, align 8, !dbg !37, !noalias !187
  %349 = load i64, ptr %50, align 8, !dbg !37, !noalias !187
  %350 = getelementptr inbounds i8, ptr %50, i64 8, !dbg !37
  %351 = load i32, ptr %350, align 8, !dbg !37, !noalias !187
  %352 = load i64, ptr %51, align 8, !dbg !37, !noalias !187
  %353 = getelementptr inbounds i8, ptr %51, i64 8, !dbg !37
  %354 = load i32, ptr %353, align 8, !dbg !37, !noalias !187
  %355 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %349, i32 %351, i64 %352, i32 %354, ptr noundef nonnull %54, i64 noundef %347, ptr noundef %348), !dbg !37
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44), !dbg !192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45), !dbg !192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46), !dbg !192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %47), !dbg !192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %48), !dbg !192
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %49), !dbg !192
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %50), !dbg !192
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %51), !dbg !192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52), !dbg !192
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53), !dbg !192
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %54), !dbg !192
  br label %356, !dbg !183

356:                                              ; preds = %337, %302
  %357 = call i32 @__cudaPushCallConfiguration(i64 %330, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !193
  %358 = icmp eq i32 %357, 0, !dbg !193
  br i1 %358, label %359, label %377, !dbg !194

359:                                              ; preds = %356
  %360 = load ptr, ptr %60, align 8, !dbg !195, !tbaa !14
  %361 = load ptr, ptr %57, align 8, !dbg !196, !tbaa !14
  %362 = load ptr, ptr %61, align 8, !dbg !197, !tbaa !14
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
  store ptr %360, ptr %34, align 8, !tbaa !14, !noalias !198
  store ptr %361, ptr %35, align 8, !tbaa !14, !noalias !198
  store ptr %362, ptr %36, align 8, !tbaa !14, !noalias !198
  store i32 %0, ptr %37, align 4, !tbaa !18, !noalias !198
  store i32 %2, ptr %38, align 4, !tbaa !18, !noalias !198
  store ptr %34, ptr %43, align 16, !dbg !35, !noalias !198
  %363 = getelementptr inbounds ptr, ptr %43, i64 1, !dbg !35
  store ptr %35, ptr %363, align 8, !dbg !35, !noalias !198
  %364 = getelementptr inbounds ptr, ptr %43, i64 2, !dbg !35
  store ptr %36, ptr %364, align 16, !dbg !35, !noalias !198
  %365 = getelementptr inbounds ptr, ptr %43, i64 3, !dbg !35
  store ptr %37, ptr %365, align 8, !dbg !35, !noalias !198
  %366 = getelementptr inbounds ptr, ptr %43, i64 4, !dbg !35
  store ptr %38, ptr %366, align 16, !dbg !35, !noalias !198
  %367 = call i32 @__cudaPopCallConfiguration(ptr nonnull %39, ptr nonnull %40, ptr nonnull %41, ptr nonnull %42), !dbg !35
  %368 = load i64, ptr %41, align 8, !dbg !35, !noalias !198
  %369 = load ptr, ptr %42, align 8, !dbg !35, !noalias !198
  %370 = load i64, ptr %39, align 8, !dbg !35, !noalias !198
  %371 = getelementptr inbounds i8, ptr %39, i64 8, !dbg !35
  %372 = load i32, ptr %371, align 8, !dbg !35, !noalias !198
  %373 = load i64, ptr %40, align 8, !dbg !35, !noalias !198
  %374 = getelementptr inbounds i8, ptr %40, i64 8, !dbg !35
  %375 = load i32, ptr %374, align 8, !dbg !35, !noalias !198
  %376 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %370, i32 %372, i64 %373, i32 %375, ptr noundef nonnull %43, i64 noundef %368, ptr noundef %369), !dbg !35
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34), !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35), !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36), !dbg !203
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %37), !dbg !203
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %38), !dbg !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %39), !dbg !203
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %40), !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41), !dbg !203
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42), !dbg !203
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %43), !dbg !203
  br label %377, !dbg !194

377:                                              ; preds = %359, %356
  %378 = add nsw i32 %74, 255, !dbg !204
  %379 = sdiv i32 %378, 256, !dbg !205
  %380 = zext i32 %379 to i64, !dbg !206
  %381 = or i64 %380, 4294967296, !dbg !206
  %382 = call i32 @__cudaPushCallConfiguration(i64 %381, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !206
  %383 = icmp eq i32 %382, 0, !dbg !206
  br i1 %383, label %384, label %399, !dbg !207

384:                                              ; preds = %377
  %385 = load ptr, ptr %61, align 8, !dbg !208, !tbaa !14
  %386 = load ptr, ptr %62, align 8, !dbg !209, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %28)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %29)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %33)
  store ptr %385, ptr %26, align 8, !tbaa !14, !noalias !210
  store ptr %386, ptr %27, align 8, !tbaa !14, !noalias !210
  store i32 %74, ptr %28, align 4, !tbaa !18, !noalias !210
  store ptr %26, ptr %33, align 16, !dbg !33, !noalias !210
  %387 = getelementptr inbounds ptr, ptr %33, i64 1, !dbg !33
  store ptr %27, ptr %387, align 8, !dbg !33, !noalias !210
  %388 = getelementptr inbounds ptr, ptr %33, i64 2, !dbg !33
  store ptr %28, ptr %388, align 16, !dbg !33, !noalias !210
  %389 = call i32 @__cudaPopCallConfiguration(ptr nonnull %29, ptr nonnull %30, ptr nonnull %31, ptr nonnull %32), !dbg !33
  %390 = load i64, ptr %31, align 8, !dbg !33, !noalias !210
  %391 = load ptr, ptr %32, align 8, !dbg !33, !noalias !210
  %392 = load i64, ptr %29, align 8, !dbg !33, !noalias !210
  %393 = getelementptr inbounds i8, ptr %29, i64 8, !dbg !33
  %394 = load i32, ptr %393, align 8, !dbg !33, !noalias !210
  %395 = load i64, ptr %30, align 8, !dbg !33, !noalias !210
  %396 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !33
  %397 = load i32, ptr %396, align 8, !dbg !33, !noalias !210
  %398 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__gelu_erfPKfPfi, i64 %392, i32 %394, i64 %395, i32 %397, ptr noundef nonnull %33, i64 noundef %390, ptr noundef %391), !dbg !33
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !214
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27), !dbg !214
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %28), !dbg !214
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %29), !dbg !214
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %30), !dbg !214
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31), !dbg !214
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32), !dbg !214
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %33), !dbg !214
  br label %399, !dbg !207

399:                                              ; preds = %384, %377
  %400 = call i32 @__cudaPushCallConfiguration(i64 %334, i32 1, i64 68719476752, i32 1, i64 noundef 0, ptr noundef null), !dbg !215
  %401 = icmp eq i32 %400, 0, !dbg !215
  br i1 %401, label %402, label %421, !dbg !216

402:                                              ; preds = %399
  %403 = load ptr, ptr %62, align 8, !dbg !217, !tbaa !14
  %404 = load ptr, ptr %58, align 8, !dbg !218, !tbaa !14
  %405 = load ptr, ptr %63, align 8, !dbg !219, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %20)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %21)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %25)
  store ptr %403, ptr %15, align 8, !tbaa !14, !noalias !220
  store ptr %404, ptr %16, align 8, !tbaa !14, !noalias !220
  store ptr %405, ptr %17, align 8, !tbaa !14, !noalias !220
  store i32 %0, ptr %18, align 4, !tbaa !18, !noalias !220
  store i32 %1, ptr %19, align 4, !tbaa !18, !noalias !220
  store i32 %2, ptr %20, align 4, !tbaa !18, !noalias !220
  store ptr %15, ptr %25, align 16, !dbg !31, !noalias !220
  %406 = getelementptr inbounds ptr, ptr %25, i64 1, !dbg !31
  store ptr %16, ptr %406, align 8, !dbg !31, !noalias !220
  %407 = getelementptr inbounds ptr, ptr %25, i64 2, !dbg !31
  store ptr %17, ptr %407, align 16, !dbg !31, !noalias !220
  %408 = getelementptr inbounds ptr, ptr %25, i64 3, !dbg !31
  store ptr %18, ptr %408, align 8, !dbg !31, !noalias !220
  %409 = getelementptr inbounds ptr, ptr %25, i64 4, !dbg !31
  store ptr %19, ptr %409, align 16, !dbg !31, !noalias !220
  %410 = getelementptr inbounds ptr, ptr %25, i64 5, !dbg !31
  store ptr %20, ptr %410, align 8, !dbg !31, !noalias !220
  %411 = call i32 @__cudaPopCallConfiguration(ptr nonnull %21, ptr nonnull %22, ptr nonnull %23, ptr nonnull %24), !dbg !31
  %412 = load i64, ptr %23, align 8, !dbg !31, !noalias !220
  %413 = load ptr, ptr %24, align 8, !dbg !31, !noalias !220
  %414 = load i64, ptr %21, align 8, !dbg !31, !noalias !220
  %415 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !31
  %416 = load i32, ptr %415, align 8, !dbg !31, !noalias !220
  %417 = load i64, ptr %22, align 8, !dbg !31, !noalias !220
  %418 = getelementptr inbounds i8, ptr %22, i64 8, !dbg !31
  %419 = load i32, ptr %418, align 8, !dbg !31, !noalias !220
  %420 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z25__device_stub__gemm_tiledPKfS0_Pfiii, i64 %414, i32 %416, i64 %417, i32 %419, ptr noundef nonnull %25, i64 noundef %412, ptr noundef %413), !dbg !31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15), !dbg !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16), !dbg !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18), !dbg !225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %19), !dbg !225
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %20), !dbg !225
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %21), !dbg !225
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %22), !dbg !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23), !dbg !225
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24), !dbg !225
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %25), !dbg !225
  br label %421, !dbg !216

421:                                              ; preds = %402, %399
  %422 = call i32 @__cudaPushCallConfiguration(i64 %334, i32 1, i64 137438953504, i32 1, i64 noundef 0, ptr noundef null), !dbg !226
  %423 = icmp eq i32 %422, 0, !dbg !226
  br i1 %423, label %424, label %442, !dbg !227

424:                                              ; preds = %421
  %425 = load ptr, ptr %63, align 8, !dbg !228, !tbaa !14
  %426 = load ptr, ptr %59, align 8, !dbg !229, !tbaa !14
  %427 = load ptr, ptr %64, align 8, !dbg !230, !tbaa !14
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
  store ptr %425, ptr %5, align 8, !tbaa !14, !noalias !231
  store ptr %426, ptr %6, align 8, !tbaa !14, !noalias !231
  store ptr %427, ptr %7, align 8, !tbaa !14, !noalias !231
  store i32 %0, ptr %8, align 4, !tbaa !18, !noalias !231
  store i32 %1, ptr %9, align 4, !tbaa !18, !noalias !231
  store ptr %5, ptr %14, align 16, !dbg !29, !noalias !231
  %428 = getelementptr inbounds ptr, ptr %14, i64 1, !dbg !29
  store ptr %6, ptr %428, align 8, !dbg !29, !noalias !231
  %429 = getelementptr inbounds ptr, ptr %14, i64 2, !dbg !29
  store ptr %7, ptr %429, align 16, !dbg !29, !noalias !231
  %430 = getelementptr inbounds ptr, ptr %14, i64 3, !dbg !29
  store ptr %8, ptr %430, align 8, !dbg !29, !noalias !231
  %431 = getelementptr inbounds ptr, ptr %14, i64 4, !dbg !29
  store ptr %9, ptr %431, align 16, !dbg !29, !noalias !231
  %432 = call i32 @__cudaPopCallConfiguration(ptr nonnull %10, ptr nonnull %11, ptr nonnull %12, ptr nonnull %13), !dbg !29
  %433 = load i64, ptr %12, align 8, !dbg !29, !noalias !231
  %434 = load ptr, ptr %13, align 8, !dbg !29, !noalias !231
  %435 = load i64, ptr %10, align 8, !dbg !29, !noalias !231
  %436 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !29
  %437 = load i32, ptr %436, align 8, !dbg !29, !noalias !231
  %438 = load i64, ptr %11, align 8, !dbg !29, !noalias !231
  %439 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !29
  %440 = load i32, ptr %439, align 8, !dbg !29, !noalias !231
  %441 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z23__device_stub__bias_addPKfS0_Pfii, i64 %435, i32 %437, i64 %438, i32 %440, ptr noundef nonnull %14, i64 noundef %433, ptr noundef %434), !dbg !29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !236
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6), !dbg !236
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7), !dbg !236
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !236
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9), !dbg !236
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %10), !dbg !236
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %11), !dbg !236
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !236
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !236
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %14), !dbg !236
  br label %442, !dbg !227

442:                                              ; preds = %424, %421
  %443 = call i32 @cudaDeviceSynchronize(), !dbg !237
  %444 = load ptr, ptr %64, align 8, !dbg !238, !tbaa !14
  %445 = call i32 @cudaMemcpy(ptr noundef %89, ptr noundef %444, i64 noundef %77, i32 noundef 2), !dbg !239
  %446 = icmp sgt i32 %0, 0, !dbg !240
  br i1 %446, label %447, label %512, !dbg !243

447:                                              ; preds = %442
  %448 = sext i32 %2 to i64, !dbg !243
  %449 = sext i32 %1 to i64, !dbg !243
  %450 = zext i32 %0 to i64, !dbg !240
  %451 = and i64 %86, 1
  %452 = icmp eq i32 %1, 1
  %453 = and i64 %86, 4294967294
  %454 = icmp eq i64 %451, 0
  br label %455, !dbg !243

455:                                              ; preds = %463, %447
  %456 = phi i64 [ 0, %447 ], [ %464, %463 ]
  br i1 %182, label %457, label %463, !dbg !244

457:                                              ; preds = %455
  %458 = mul nsw i64 %456, %449
  %459 = mul nsw i64 %456, %448
  br label %460, !dbg !244

460:                                              ; preds = %479, %457
  %461 = phi i64 [ 0, %457 ], [ %486, %479 ]
  br i1 %265, label %462, label %479, !dbg !245

462:                                              ; preds = %460
  br i1 %452, label %466, label %488, !dbg !245

463:                                              ; preds = %479, %455
  %464 = add nuw nsw i64 %456, 1, !dbg !246
  %465 = icmp eq i64 %464, %450, !dbg !240
  br i1 %465, label %512, label %455, !dbg !243, !llvm.loop !247

466:                                              ; preds = %488, %462
  %467 = phi float [ undef, %462 ], [ %508, %488 ]
  %468 = phi i64 [ 0, %462 ], [ %509, %488 ]
  %469 = phi float [ 0.000000e+00, %462 ], [ %508, %488 ]
  br i1 %454, label %479, label %470, !dbg !245

470:                                              ; preds = %466
  %471 = add nsw i64 %468, %458, !dbg !249
  %472 = getelementptr inbounds float, ptr %78, i64 %471, !dbg !250
  %473 = load float, ptr %472, align 4, !dbg !250, !tbaa !78
  %474 = mul nsw i64 %468, %448, !dbg !251
  %475 = add nsw i64 %474, %461, !dbg !252
  %476 = getelementptr inbounds float, ptr %81, i64 %475, !dbg !253
  %477 = load float, ptr %476, align 4, !dbg !253, !tbaa !78
  %478 = call float @llvm.fmuladd.f32(float %473, float %477, float %469), !dbg !254
  br label %479, !dbg !255

479:                                              ; preds = %470, %466, %460
  %480 = phi float [ 0.000000e+00, %460 ], [ %467, %466 ], [ %478, %470 ], !dbg !256
  %481 = getelementptr inbounds float, ptr %84, i64 %461, !dbg !255
  %482 = load float, ptr %481, align 4, !dbg !255, !tbaa !78
  %483 = fadd float %480, %482, !dbg !257
  %484 = add nsw i64 %461, %459, !dbg !258
  %485 = getelementptr inbounds float, ptr %92, i64 %484, !dbg !259
  store float %483, ptr %485, align 4, !dbg !260, !tbaa !78
  %486 = add nuw nsw i64 %461, 1, !dbg !261
  %487 = icmp eq i64 %486, %82, !dbg !262
  br i1 %487, label %463, label %460, !dbg !244, !llvm.loop !263

488:                                              ; preds = %462, %488
  %489 = phi i64 [ %509, %488 ], [ 0, %462 ]
  %490 = phi float [ %508, %488 ], [ 0.000000e+00, %462 ]
  %491 = phi i64 [ %510, %488 ], [ 0, %462 ]
  %492 = add nsw i64 %489, %458, !dbg !249
  %493 = getelementptr inbounds float, ptr %78, i64 %492, !dbg !250
  %494 = load float, ptr %493, align 4, !dbg !250, !tbaa !78
  %495 = mul nsw i64 %489, %448, !dbg !251
  %496 = add nsw i64 %495, %461, !dbg !252
  %497 = getelementptr inbounds float, ptr %81, i64 %496, !dbg !253
  %498 = load float, ptr %497, align 4, !dbg !253, !tbaa !78
  %499 = call float @llvm.fmuladd.f32(float %494, float %498, float %490), !dbg !254
  %500 = or i64 %489, 1, !dbg !264
  %501 = add nsw i64 %500, %458, !dbg !249
  %502 = getelementptr inbounds float, ptr %78, i64 %501, !dbg !250
  %503 = load float, ptr %502, align 4, !dbg !250, !tbaa !78
  %504 = mul nsw i64 %500, %448, !dbg !251
  %505 = add nsw i64 %504, %461, !dbg !252
  %506 = getelementptr inbounds float, ptr %81, i64 %505, !dbg !253
  %507 = load float, ptr %506, align 4, !dbg !253, !tbaa !78
  %508 = call float @llvm.fmuladd.f32(float %503, float %507, float %499), !dbg !254
  %509 = add nuw nsw i64 %489, 2, !dbg !264
  %510 = add i64 %491, 2, !dbg !245
  %511 = icmp eq i64 %510, %453, !dbg !245
  br i1 %511, label %466, label %488, !dbg !245, !llvm.loop !265

512:                                              ; preds = %463, %442
  %513 = icmp sgt i32 %74, 0, !dbg !267
  br i1 %513, label %514, label %516, !dbg !268

514:                                              ; preds = %512
  %515 = zext i32 %74 to i64, !dbg !267
  br label %637, !dbg !268

516:                                              ; preds = %637, %512
  br i1 %446, label %517, label %582, !dbg !269

517:                                              ; preds = %516
  %518 = sext i32 %1 to i64, !dbg !269
  %519 = sext i32 %2 to i64, !dbg !269
  %520 = zext i32 %0 to i64, !dbg !271
  %521 = and i64 %82, 1
  %522 = icmp eq i32 %2, 1
  %523 = and i64 %82, 4294967294
  %524 = icmp eq i64 %521, 0
  br label %525, !dbg !269

525:                                              ; preds = %533, %517
  %526 = phi i64 [ 0, %517 ], [ %534, %533 ]
  br i1 %265, label %527, label %533, !dbg !272

527:                                              ; preds = %525
  %528 = mul nsw i64 %526, %519
  %529 = mul nsw i64 %526, %518
  br label %530, !dbg !272

530:                                              ; preds = %549, %527
  %531 = phi i64 [ 0, %527 ], [ %556, %549 ]
  br i1 %182, label %532, label %549, !dbg !273

532:                                              ; preds = %530
  br i1 %522, label %536, label %558, !dbg !273

533:                                              ; preds = %549, %525
  %534 = add nuw nsw i64 %526, 1, !dbg !274
  %535 = icmp eq i64 %534, %520, !dbg !271
  br i1 %535, label %582, label %525, !dbg !269, !llvm.loop !275

536:                                              ; preds = %558, %532
  %537 = phi float [ undef, %532 ], [ %578, %558 ]
  %538 = phi i64 [ 0, %532 ], [ %579, %558 ]
  %539 = phi float [ 0.000000e+00, %532 ], [ %578, %558 ]
  br i1 %524, label %549, label %540, !dbg !273

540:                                              ; preds = %536
  %541 = add nsw i64 %538, %528, !dbg !277
  %542 = getelementptr inbounds float, ptr %92, i64 %541, !dbg !278
  %543 = load float, ptr %542, align 4, !dbg !278, !tbaa !78
  %544 = mul nsw i64 %538, %518, !dbg !279
  %545 = add nsw i64 %544, %531, !dbg !280
  %546 = getelementptr inbounds float, ptr %85, i64 %545, !dbg !281
  %547 = load float, ptr %546, align 4, !dbg !281, !tbaa !78
  %548 = call float @llvm.fmuladd.f32(float %543, float %547, float %539), !dbg !282
  br label %549, !dbg !283

549:                                              ; preds = %540, %536, %530
  %550 = phi float [ 0.000000e+00, %530 ], [ %537, %536 ], [ %548, %540 ], !dbg !284
  %551 = getelementptr inbounds float, ptr %88, i64 %531, !dbg !283
  %552 = load float, ptr %551, align 4, !dbg !283, !tbaa !78
  %553 = fadd float %550, %552, !dbg !285
  %554 = add nsw i64 %531, %529, !dbg !286
  %555 = getelementptr inbounds float, ptr %93, i64 %554, !dbg !287
  store float %553, ptr %555, align 4, !dbg !288, !tbaa !78
  %556 = add nuw nsw i64 %531, 1, !dbg !289
  %557 = icmp eq i64 %556, %86, !dbg !290
  br i1 %557, label %533, label %530, !dbg !272, !llvm.loop !291

558:                                              ; preds = %532, %558
  %559 = phi i64 [ %579, %558 ], [ 0, %532 ]
  %560 = phi float [ %578, %558 ], [ 0.000000e+00, %532 ]
  %561 = phi i64 [ %580, %558 ], [ 0, %532 ]
  %562 = add nsw i64 %559, %528, !dbg !277
  %563 = getelementptr inbounds float, ptr %92, i64 %562, !dbg !278
  %564 = load float, ptr %563, align 4, !dbg !278, !tbaa !78
  %565 = mul nsw i64 %559, %518, !dbg !279
  %566 = add nsw i64 %565, %531, !dbg !280
  %567 = getelementptr inbounds float, ptr %85, i64 %566, !dbg !281
  %568 = load float, ptr %567, align 4, !dbg !281, !tbaa !78
  %569 = call float @llvm.fmuladd.f32(float %564, float %568, float %560), !dbg !282
  %570 = or i64 %559, 1, !dbg !292
  %571 = add nsw i64 %570, %528, !dbg !277
  %572 = getelementptr inbounds float, ptr %92, i64 %571, !dbg !278
  %573 = load float, ptr %572, align 4, !dbg !278, !tbaa !78
  %574 = mul nsw i64 %570, %518, !dbg !279
  %575 = add nsw i64 %574, %531, !dbg !280
  %576 = getelementptr inbounds float, ptr %85, i64 %575, !dbg !281
  %577 = load float, ptr %576, align 4, !dbg !281, !tbaa !78
  %578 = call float @llvm.fmuladd.f32(float %573, float %577, float %569), !dbg !282
  %579 = add nuw nsw i64 %559, 2, !dbg !292
  %580 = add i64 %561, 2, !dbg !273
  %581 = icmp eq i64 %580, %523, !dbg !273
  br i1 %581, label %536, label %558, !dbg !273, !llvm.loop !293

582:                                              ; preds = %533, %516
  br i1 %94, label %583, label %611, !dbg !295

583:                                              ; preds = %582
  %584 = zext i32 %73 to i64, !dbg !298
  br label %585, !dbg !295

585:                                              ; preds = %607, %583
  %586 = phi i64 [ 0, %583 ], [ %609, %607 ]
  %587 = phi i32 [ 0, %583 ], [ %608, %607 ]
  %588 = getelementptr inbounds float, ptr %89, i64 %586, !dbg !299
  %589 = load float, ptr %588, align 4, !dbg !299, !tbaa !78
  %590 = getelementptr inbounds float, ptr %93, i64 %586, !dbg !300
  %591 = load float, ptr %590, align 4, !dbg !300, !tbaa !78
  %592 = fsub float %589, %591, !dbg !301
  %593 = call float @llvm.fabs.f32(float %592), !dbg !302
  %594 = call float @llvm.fabs.f32(float %591), !dbg !303
  %595 = fadd float %594, 1.000000e+00, !dbg !304
  %596 = fmul float %595, 0x3F50624DE0000000, !dbg !305
  %597 = fcmp ugt float %593, %596, !dbg !306
  br i1 %597, label %598, label %607, !dbg !307

598:                                              ; preds = %585
  %599 = icmp slt i32 %587, 5, !dbg !308
  br i1 %599, label %600, label %605, !dbg !309

600:                                              ; preds = %598
  %601 = fpext float %589 to double, !dbg !310
  %602 = fpext float %591 to double, !dbg !311
  %603 = trunc i64 %586 to i32, !dbg !312
  %604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %603, double noundef %601, double noundef %602), !dbg !312
  br label %605, !dbg !312

605:                                              ; preds = %600, %598
  %606 = add nsw i32 %587, 1, !dbg !313
  br label %607, !dbg !314

607:                                              ; preds = %605, %585
  %608 = phi i32 [ %587, %585 ], [ %606, %605 ], !dbg !315
  %609 = add nuw nsw i64 %586, 1, !dbg !316
  %610 = icmp eq i64 %609, %584, !dbg !298
  br i1 %610, label %611, label %585, !dbg !295, !llvm.loop !317

611:                                              ; preds = %607, %582
  %612 = phi i32 [ 0, %582 ], [ %608, %607 ], !dbg !319
  %613 = icmp ne i32 %612, 0, !dbg !320
  %614 = select i1 %613, ptr @.str.3, ptr @.str.4, !dbg !320
  %615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef nonnull %614, i32 noundef %612), !dbg !321
  %616 = load ptr, ptr %55, align 8, !dbg !322, !tbaa !14
  %617 = call i32 @cudaFree(ptr noundef %616), !dbg !323
  %618 = load ptr, ptr %56, align 8, !dbg !324, !tbaa !14
  %619 = call i32 @cudaFree(ptr noundef %618), !dbg !325
  %620 = load ptr, ptr %57, align 8, !dbg !326, !tbaa !14
  %621 = call i32 @cudaFree(ptr noundef %620), !dbg !327
  %622 = load ptr, ptr %58, align 8, !dbg !328, !tbaa !14
  %623 = call i32 @cudaFree(ptr noundef %622), !dbg !329
  %624 = load ptr, ptr %59, align 8, !dbg !330, !tbaa !14
  %625 = call i32 @cudaFree(ptr noundef %624), !dbg !331
  %626 = load ptr, ptr %60, align 8, !dbg !332, !tbaa !14
  %627 = call i32 @cudaFree(ptr noundef %626), !dbg !333
  %628 = load ptr, ptr %61, align 8, !dbg !334, !tbaa !14
  %629 = call i32 @cudaFree(ptr noundef %628), !dbg !335
  %630 = load ptr, ptr %62, align 8, !dbg !336, !tbaa !14
  %631 = call i32 @cudaFree(ptr noundef %630), !dbg !337
  %632 = load ptr, ptr %63, align 8, !dbg !338, !tbaa !14
  %633 = call i32 @cudaFree(ptr noundef %632), !dbg !339
  %634 = load ptr, ptr %64, align 8, !dbg !340, !tbaa !14
  %635 = call i32 @cudaFree(ptr noundef %634), !dbg !341
  call void @free(ptr noundef %78) #11, !dbg !342
  call void @free(ptr noundef %81) #11, !dbg !343
  call void @free(ptr noundef %84) #11, !dbg !344
  call void @free(ptr noundef %85) #11, !dbg !345
  call void @free(ptr noundef %88) #11, !dbg !346
  call void @free(ptr noundef %89) #11, !dbg !347
  call void @free(ptr noundef %92) #11, !dbg !348
  call void @free(ptr noundef %93) #11, !dbg !349
  %636 = zext i1 %613 to i32, !dbg !350
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %64) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %63) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %62) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %61) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %60) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %59) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56) #11, !dbg !351
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55) #11, !dbg !351
  br label %648

637:                                              ; preds = %514, %637
  %638 = phi i64 [ 0, %514 ], [ %646, %637 ]
  %639 = getelementptr inbounds float, ptr %92, i64 %638, !dbg !352
  %640 = load float, ptr %639, align 4, !dbg !352, !tbaa !78
  %641 = fmul float %640, 5.000000e-01, !dbg !353
  %642 = fmul float %640, 0x3FE6A09E60000000, !dbg !354
  %643 = call float @erff(float noundef %642) #11, !dbg !355
  %644 = fadd float %643, 1.000000e+00, !dbg !356
  %645 = fmul float %641, %644, !dbg !357
  store float %645, ptr %639, align 4, !dbg !358, !tbaa !78
  %646 = add nuw nsw i64 %638, 1, !dbg !359
  %647 = icmp eq i64 %646, %515, !dbg !267
  br i1 %647, label %516, label %637, !dbg !268, !llvm.loop !360

648:                                              ; preds = %611, %70
  %649 = phi i32 [ 1, %70 ], [ %636, %611 ], !dbg !86
  ret i32 %649, !dbg !351
}

; Function Attrs: nofree nounwind
declare !dbg !362 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !364 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !366 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #5

declare !dbg !368 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !369 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !371 i32 @cudaDeviceSynchronize() local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !372 float @erff(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare !dbg !374 i32 @cudaFree(ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !375 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #8 !dbg !376 {
  %1 = tail call i32 @run_mlp(i32 noundef 384, i32 noundef 768, i32 noundef 3072, i32 noundef 1), !dbg !377, !range !378
  ret i32 %1, !dbg !379
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #9

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !DIFile(filename: "samples/cuda/mlp.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "154d19090026faa8e87a23dd79ad8a5b")
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
!22 = distinct !DISubprogram(name: "bias_add", scope: !8, file: !8, line: 24, type: !12, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!23 = !DILocation(line: 25, column: 65, scope: !22)
!24 = !DILocation(line: 29, column: 1, scope: !22)
!25 = distinct !DISubprogram(name: "gelu_erf", scope: !8, file: !8, line: 32, type: !12, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!26 = !DILocation(line: 32, column: 85, scope: !25)
!27 = !DILocation(line: 38, column: 1, scope: !25)
!28 = distinct !DISubprogram(name: "run_mlp", scope: !8, file: !8, line: 64, type: !12, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!29 = !DILocation(line: 25, column: 65, scope: !22, inlinedAt: !30)
!30 = distinct !DILocation(line: 110, column: 5, scope: !28)
!31 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !32)
!32 = distinct !DILocation(line: 109, column: 5, scope: !28)
!33 = !DILocation(line: 32, column: 85, scope: !25, inlinedAt: !34)
!34 = distinct !DILocation(line: 108, column: 5, scope: !28)
!35 = !DILocation(line: 25, column: 65, scope: !22, inlinedAt: !36)
!36 = distinct !DILocation(line: 107, column: 5, scope: !28)
!37 = !DILocation(line: 12, column: 72, scope: !10, inlinedAt: !38)
!38 = distinct !DILocation(line: 106, column: 5, scope: !28)
!39 = !DILocation(line: 65, column: 16, scope: !28)
!40 = !DILocation(line: 65, column: 21, scope: !28)
!41 = !DILocation(line: 66, column: 9, scope: !28)
!42 = !DILocation(line: 67, column: 9, scope: !28)
!43 = !DILocation(line: 70, column: 21, scope: !28)
!44 = !DILocation(line: 70, column: 44, scope: !28)
!45 = !DILocation(line: 70, column: 66, scope: !28)
!46 = !DILocation(line: 71, column: 33, scope: !28)
!47 = !DILocation(line: 71, column: 36, scope: !28)
!48 = !DILocation(line: 71, column: 26, scope: !28)
!49 = !DILocation(line: 72, column: 34, scope: !28)
!50 = !DILocation(line: 72, column: 38, scope: !28)
!51 = !DILocation(line: 72, column: 27, scope: !28)
!52 = !DILocation(line: 73, column: 39, scope: !28)
!53 = !DILocation(line: 73, column: 27, scope: !28)
!54 = !DILocation(line: 74, column: 27, scope: !28)
!55 = !DILocation(line: 75, column: 42, scope: !28)
!56 = !DILocation(line: 75, column: 27, scope: !28)
!57 = !DILocation(line: 76, column: 26, scope: !28)
!58 = !DILocation(line: 77, column: 35, scope: !28)
!59 = !DILocation(line: 77, column: 38, scope: !28)
!60 = !DILocation(line: 77, column: 28, scope: !28)
!61 = !DILocation(line: 78, column: 28, scope: !28)
!62 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !65)
!63 = distinct !DISubprogram(name: "fill", scope: !64, file: !64, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!64 = !DIFile(filename: "samples/cuda/sample_inputs.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "82ec64f7fb002a699b6481f6a836b83d")
!65 = distinct !DILocation(line: 79, column: 5, scope: !28)
!66 = !DILocation(line: 11, column: 5, scope: !63, inlinedAt: !65)
!67 = !DILocation(line: 6, column: 14, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "lcg_uniform", scope: !64, file: !64, line: 5, type: !12, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!69 = distinct !DILocation(line: 11, column: 48, scope: !63, inlinedAt: !65)
!70 = !DILocation(line: 6, column: 21, scope: !68, inlinedAt: !69)
!71 = !DILocation(line: 6, column: 32, scope: !68, inlinedAt: !69)
!72 = !DILocation(line: 7, column: 27, scope: !68, inlinedAt: !69)
!73 = !DILocation(line: 7, column: 19, scope: !68, inlinedAt: !69)
!74 = !DILocation(line: 7, column: 56, scope: !68, inlinedAt: !69)
!75 = !DILocation(line: 11, column: 46, scope: !63, inlinedAt: !65)
!76 = !DILocation(line: 11, column: 33, scope: !63, inlinedAt: !65)
!77 = !DILocation(line: 11, column: 38, scope: !63, inlinedAt: !65)
!78 = !{!79, !79, i64 0}
!79 = !{!"float", !16, i64 0}
!80 = !DILocation(line: 11, column: 28, scope: !63, inlinedAt: !65)
!81 = distinct !{!81, !66, !82, !83}
!82 = !DILocation(line: 11, column: 65, scope: !63, inlinedAt: !65)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !85)
!85 = distinct !DILocation(line: 80, column: 5, scope: !28)
!86 = !DILocation(line: 0, scope: !28)
!87 = !DILocation(line: 11, column: 5, scope: !63, inlinedAt: !85)
!88 = !DILocation(line: 6, column: 14, scope: !68, inlinedAt: !89)
!89 = distinct !DILocation(line: 11, column: 48, scope: !63, inlinedAt: !85)
!90 = !DILocation(line: 6, column: 21, scope: !68, inlinedAt: !89)
!91 = !DILocation(line: 6, column: 32, scope: !68, inlinedAt: !89)
!92 = !DILocation(line: 7, column: 27, scope: !68, inlinedAt: !89)
!93 = !DILocation(line: 7, column: 19, scope: !68, inlinedAt: !89)
!94 = !DILocation(line: 7, column: 56, scope: !68, inlinedAt: !89)
!95 = !DILocation(line: 11, column: 46, scope: !63, inlinedAt: !85)
!96 = !DILocation(line: 11, column: 33, scope: !63, inlinedAt: !85)
!97 = !DILocation(line: 11, column: 38, scope: !63, inlinedAt: !85)
!98 = !DILocation(line: 11, column: 28, scope: !63, inlinedAt: !85)
!99 = distinct !{!99, !87, !100, !83}
!100 = !DILocation(line: 11, column: 65, scope: !63, inlinedAt: !85)
!101 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !102)
!102 = distinct !DILocation(line: 81, column: 5, scope: !28)
!103 = !DILocation(line: 11, column: 5, scope: !63, inlinedAt: !102)
!104 = !DILocation(line: 6, column: 14, scope: !68, inlinedAt: !105)
!105 = distinct !DILocation(line: 11, column: 48, scope: !63, inlinedAt: !102)
!106 = !DILocation(line: 6, column: 21, scope: !68, inlinedAt: !105)
!107 = !DILocation(line: 6, column: 32, scope: !68, inlinedAt: !105)
!108 = !DILocation(line: 7, column: 27, scope: !68, inlinedAt: !105)
!109 = !DILocation(line: 7, column: 19, scope: !68, inlinedAt: !105)
!110 = !DILocation(line: 7, column: 56, scope: !68, inlinedAt: !105)
!111 = !DILocation(line: 11, column: 33, scope: !63, inlinedAt: !102)
!112 = !DILocation(line: 11, column: 38, scope: !63, inlinedAt: !102)
!113 = !DILocation(line: 11, column: 28, scope: !63, inlinedAt: !102)
!114 = distinct !{!114, !103, !115, !83}
!115 = !DILocation(line: 11, column: 65, scope: !63, inlinedAt: !102)
!116 = !DILocation(line: 11, column: 5, scope: !63, inlinedAt: !117)
!117 = distinct !DILocation(line: 82, column: 5, scope: !28)
!118 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !117)
!119 = !DILocation(line: 6, column: 14, scope: !68, inlinedAt: !120)
!120 = distinct !DILocation(line: 11, column: 48, scope: !63, inlinedAt: !117)
!121 = !DILocation(line: 6, column: 21, scope: !68, inlinedAt: !120)
!122 = !DILocation(line: 6, column: 32, scope: !68, inlinedAt: !120)
!123 = !DILocation(line: 7, column: 27, scope: !68, inlinedAt: !120)
!124 = !DILocation(line: 7, column: 19, scope: !68, inlinedAt: !120)
!125 = !DILocation(line: 7, column: 56, scope: !68, inlinedAt: !120)
!126 = !DILocation(line: 11, column: 46, scope: !63, inlinedAt: !117)
!127 = !DILocation(line: 11, column: 33, scope: !63, inlinedAt: !117)
!128 = !DILocation(line: 11, column: 38, scope: !63, inlinedAt: !117)
!129 = !DILocation(line: 11, column: 28, scope: !63, inlinedAt: !117)
!130 = distinct !{!130, !116, !131, !83}
!131 = !DILocation(line: 11, column: 65, scope: !63, inlinedAt: !117)
!132 = !DILocation(line: 11, column: 23, scope: !63, inlinedAt: !133)
!133 = distinct !DILocation(line: 83, column: 5, scope: !28)
!134 = !DILocation(line: 11, column: 5, scope: !63, inlinedAt: !133)
!135 = !DILocation(line: 6, column: 14, scope: !68, inlinedAt: !136)
!136 = distinct !DILocation(line: 11, column: 48, scope: !63, inlinedAt: !133)
!137 = !DILocation(line: 6, column: 21, scope: !68, inlinedAt: !136)
!138 = !DILocation(line: 6, column: 32, scope: !68, inlinedAt: !136)
!139 = !DILocation(line: 7, column: 27, scope: !68, inlinedAt: !136)
!140 = !DILocation(line: 7, column: 19, scope: !68, inlinedAt: !136)
!141 = !DILocation(line: 7, column: 56, scope: !68, inlinedAt: !136)
!142 = !DILocation(line: 11, column: 33, scope: !63, inlinedAt: !133)
!143 = !DILocation(line: 11, column: 38, scope: !63, inlinedAt: !133)
!144 = !DILocation(line: 11, column: 28, scope: !63, inlinedAt: !133)
!145 = distinct !{!145, !134, !146, !83}
!146 = !DILocation(line: 11, column: 65, scope: !63, inlinedAt: !133)
!147 = !DILocation(line: 85, column: 5, scope: !28)
!148 = !DILocation(line: 86, column: 5, scope: !28)
!149 = !DILocation(line: 87, column: 5, scope: !28)
!150 = !DILocation(line: 88, column: 5, scope: !28)
!151 = !DILocation(line: 89, column: 5, scope: !28)
!152 = !DILocation(line: 90, column: 5, scope: !28)
!153 = !DILocation(line: 91, column: 5, scope: !28)
!154 = !DILocation(line: 92, column: 5, scope: !28)
!155 = !DILocation(line: 93, column: 5, scope: !28)
!156 = !DILocation(line: 94, column: 5, scope: !28)
!157 = !DILocation(line: 95, column: 5, scope: !28)
!158 = !DILocation(line: 96, column: 16, scope: !28)
!159 = !DILocation(line: 96, column: 5, scope: !28)
!160 = !DILocation(line: 97, column: 16, scope: !28)
!161 = !DILocation(line: 97, column: 5, scope: !28)
!162 = !DILocation(line: 98, column: 16, scope: !28)
!163 = !DILocation(line: 98, column: 5, scope: !28)
!164 = !DILocation(line: 99, column: 16, scope: !28)
!165 = !DILocation(line: 99, column: 5, scope: !28)
!166 = !DILocation(line: 100, column: 16, scope: !28)
!167 = !DILocation(line: 100, column: 5, scope: !28)
!168 = !DILocation(line: 104, column: 36, scope: !28)
!169 = !DILocation(line: 104, column: 41, scope: !28)
!170 = !DILocation(line: 104, column: 74, scope: !28)
!171 = !DILocation(line: 104, column: 79, scope: !28)
!172 = !DILocation(line: 423, column: 105, scope: !173, inlinedAt: !175)
!173 = distinct !DISubprogram(name: "dim3", scope: !174, file: !174, line: 423, type: !12, scopeLine: 423, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!174 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!175 = distinct !DILocation(line: 104, column: 10, scope: !28)
!176 = !DILocation(line: 423, column: 112, scope: !173, inlinedAt: !175)
!177 = !DILocation(line: 105, column: 42, scope: !28)
!178 = !DILocation(line: 105, column: 47, scope: !28)
!179 = !DILocation(line: 423, column: 105, scope: !173, inlinedAt: !180)
!180 = distinct !DILocation(line: 105, column: 10, scope: !28)
!181 = !DILocation(line: 423, column: 112, scope: !173, inlinedAt: !180)
!182 = !DILocation(line: 106, column: 15, scope: !28)
!183 = !DILocation(line: 106, column: 5, scope: !28)
!184 = !DILocation(line: 106, column: 41, scope: !28)
!185 = !DILocation(line: 106, column: 45, scope: !28)
!186 = !DILocation(line: 106, column: 50, scope: !28)
!187 = !{!188, !190, !191}
!188 = distinct !{!188, !189, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!189 = distinct !{!189, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!190 = distinct !{!190, !189, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!191 = distinct !{!191, !189, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!192 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !38)
!193 = !DILocation(line: 107, column: 13, scope: !28)
!194 = !DILocation(line: 107, column: 5, scope: !28)
!195 = !DILocation(line: 107, column: 37, scope: !28)
!196 = !DILocation(line: 107, column: 42, scope: !28)
!197 = !DILocation(line: 107, column: 47, scope: !28)
!198 = !{!199, !201, !202}
!199 = distinct !{!199, !200, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!200 = distinct !{!200, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!201 = distinct !{!201, !200, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!202 = distinct !{!202, !200, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!203 = !DILocation(line: 29, column: 1, scope: !22, inlinedAt: !36)
!204 = !DILocation(line: 108, column: 31, scope: !28)
!205 = !DILocation(line: 108, column: 36, scope: !28)
!206 = !DILocation(line: 108, column: 13, scope: !28)
!207 = !DILocation(line: 108, column: 5, scope: !28)
!208 = !DILocation(line: 108, column: 60, scope: !28)
!209 = !DILocation(line: 108, column: 65, scope: !28)
!210 = !{!211, !213}
!211 = distinct !{!211, !212, !"_Z23__device_stub__gelu_erfPKfPfi: argument 0"}
!212 = distinct !{!212, !"_Z23__device_stub__gelu_erfPKfPfi"}
!213 = distinct !{!213, !212, !"_Z23__device_stub__gelu_erfPKfPfi: argument 1"}
!214 = !DILocation(line: 38, column: 1, scope: !25, inlinedAt: !34)
!215 = !DILocation(line: 109, column: 15, scope: !28)
!216 = !DILocation(line: 109, column: 5, scope: !28)
!217 = !DILocation(line: 109, column: 44, scope: !28)
!218 = !DILocation(line: 109, column: 48, scope: !28)
!219 = !DILocation(line: 109, column: 53, scope: !28)
!220 = !{!221, !223, !224}
!221 = distinct !{!221, !222, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 0"}
!222 = distinct !{!222, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii"}
!223 = distinct !{!223, !222, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 1"}
!224 = distinct !{!224, !222, !"_Z25__device_stub__gemm_tiledPKfS0_Pfiii: argument 2"}
!225 = !DILocation(line: 43, column: 1, scope: !10, inlinedAt: !32)
!226 = !DILocation(line: 110, column: 13, scope: !28)
!227 = !DILocation(line: 110, column: 5, scope: !28)
!228 = !DILocation(line: 110, column: 40, scope: !28)
!229 = !DILocation(line: 110, column: 45, scope: !28)
!230 = !DILocation(line: 110, column: 50, scope: !28)
!231 = !{!232, !234, !235}
!232 = distinct !{!232, !233, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 0"}
!233 = distinct !{!233, !"_Z23__device_stub__bias_addPKfS0_Pfii"}
!234 = distinct !{!234, !233, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 1"}
!235 = distinct !{!235, !233, !"_Z23__device_stub__bias_addPKfS0_Pfii: argument 2"}
!236 = !DILocation(line: 29, column: 1, scope: !22, inlinedAt: !30)
!237 = !DILocation(line: 111, column: 5, scope: !28)
!238 = !DILocation(line: 112, column: 20, scope: !28)
!239 = !DILocation(line: 112, column: 5, scope: !28)
!240 = !DILocation(line: 56, column: 23, scope: !241, inlinedAt: !242)
!241 = distinct !DISubprogram(name: "ref_linear", scope: !8, file: !8, line: 54, type: !12, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!242 = distinct !DILocation(line: 114, column: 5, scope: !28)
!243 = !DILocation(line: 56, column: 5, scope: !241, inlinedAt: !242)
!244 = !DILocation(line: 57, column: 9, scope: !241, inlinedAt: !242)
!245 = !DILocation(line: 59, column: 13, scope: !241, inlinedAt: !242)
!246 = !DILocation(line: 56, column: 28, scope: !241, inlinedAt: !242)
!247 = distinct !{!247, !243, !248, !83}
!248 = !DILocation(line: 61, column: 9, scope: !241, inlinedAt: !242)
!249 = !DILocation(line: 59, column: 56, scope: !241, inlinedAt: !242)
!250 = !DILocation(line: 59, column: 48, scope: !241, inlinedAt: !242)
!251 = !DILocation(line: 59, column: 67, scope: !241, inlinedAt: !242)
!252 = !DILocation(line: 59, column: 71, scope: !241, inlinedAt: !242)
!253 = !DILocation(line: 59, column: 63, scope: !241, inlinedAt: !242)
!254 = !DILocation(line: 59, column: 45, scope: !241, inlinedAt: !242)
!255 = !DILocation(line: 60, column: 36, scope: !241, inlinedAt: !242)
!256 = !DILocation(line: 0, scope: !241, inlinedAt: !242)
!257 = !DILocation(line: 60, column: 34, scope: !241, inlinedAt: !242)
!258 = !DILocation(line: 60, column: 23, scope: !241, inlinedAt: !242)
!259 = !DILocation(line: 60, column: 13, scope: !241, inlinedAt: !242)
!260 = !DILocation(line: 60, column: 28, scope: !241, inlinedAt: !242)
!261 = !DILocation(line: 57, column: 32, scope: !241, inlinedAt: !242)
!262 = !DILocation(line: 57, column: 27, scope: !241, inlinedAt: !242)
!263 = distinct !{!263, !244, !248, !83}
!264 = !DILocation(line: 59, column: 36, scope: !241, inlinedAt: !242)
!265 = distinct !{!265, !245, !266, !83}
!266 = !DILocation(line: 59, column: 74, scope: !241, inlinedAt: !242)
!267 = !DILocation(line: 115, column: 23, scope: !28)
!268 = !DILocation(line: 115, column: 5, scope: !28)
!269 = !DILocation(line: 56, column: 5, scope: !241, inlinedAt: !270)
!270 = distinct !DILocation(line: 116, column: 5, scope: !28)
!271 = !DILocation(line: 56, column: 23, scope: !241, inlinedAt: !270)
!272 = !DILocation(line: 57, column: 9, scope: !241, inlinedAt: !270)
!273 = !DILocation(line: 59, column: 13, scope: !241, inlinedAt: !270)
!274 = !DILocation(line: 56, column: 28, scope: !241, inlinedAt: !270)
!275 = distinct !{!275, !269, !276, !83}
!276 = !DILocation(line: 61, column: 9, scope: !241, inlinedAt: !270)
!277 = !DILocation(line: 59, column: 56, scope: !241, inlinedAt: !270)
!278 = !DILocation(line: 59, column: 48, scope: !241, inlinedAt: !270)
!279 = !DILocation(line: 59, column: 67, scope: !241, inlinedAt: !270)
!280 = !DILocation(line: 59, column: 71, scope: !241, inlinedAt: !270)
!281 = !DILocation(line: 59, column: 63, scope: !241, inlinedAt: !270)
!282 = !DILocation(line: 59, column: 45, scope: !241, inlinedAt: !270)
!283 = !DILocation(line: 60, column: 36, scope: !241, inlinedAt: !270)
!284 = !DILocation(line: 0, scope: !241, inlinedAt: !270)
!285 = !DILocation(line: 60, column: 34, scope: !241, inlinedAt: !270)
!286 = !DILocation(line: 60, column: 23, scope: !241, inlinedAt: !270)
!287 = !DILocation(line: 60, column: 13, scope: !241, inlinedAt: !270)
!288 = !DILocation(line: 60, column: 28, scope: !241, inlinedAt: !270)
!289 = !DILocation(line: 57, column: 32, scope: !241, inlinedAt: !270)
!290 = !DILocation(line: 57, column: 27, scope: !241, inlinedAt: !270)
!291 = distinct !{!291, !272, !276, !83}
!292 = !DILocation(line: 59, column: 36, scope: !241, inlinedAt: !270)
!293 = distinct !{!293, !273, !294, !83}
!294 = !DILocation(line: 59, column: 74, scope: !241, inlinedAt: !270)
!295 = !DILocation(line: 44, column: 5, scope: !296, inlinedAt: !297)
!296 = distinct !DISubprogram(name: "compare", scope: !8, file: !8, line: 42, type: !12, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!297 = distinct !DILocation(line: 118, column: 15, scope: !28)
!298 = !DILocation(line: 44, column: 23, scope: !296, inlinedAt: !297)
!299 = !DILocation(line: 45, column: 21, scope: !296, inlinedAt: !297)
!300 = !DILocation(line: 45, column: 30, scope: !296, inlinedAt: !297)
!301 = !DILocation(line: 45, column: 28, scope: !296, inlinedAt: !297)
!302 = !DILocation(line: 45, column: 15, scope: !296, inlinedAt: !297)
!303 = !DILocation(line: 45, column: 55, scope: !296, inlinedAt: !297)
!304 = !DILocation(line: 45, column: 53, scope: !296, inlinedAt: !297)
!305 = !DILocation(line: 45, column: 45, scope: !296, inlinedAt: !297)
!306 = !DILocation(line: 45, column: 38, scope: !296, inlinedAt: !297)
!307 = !DILocation(line: 45, column: 13, scope: !296, inlinedAt: !297)
!308 = !DILocation(line: 46, column: 21, scope: !296, inlinedAt: !297)
!309 = !DILocation(line: 46, column: 17, scope: !296, inlinedAt: !297)
!310 = !DILocation(line: 46, column: 77, scope: !296, inlinedAt: !297)
!311 = !DILocation(line: 46, column: 85, scope: !296, inlinedAt: !297)
!312 = !DILocation(line: 46, column: 26, scope: !296, inlinedAt: !297)
!313 = !DILocation(line: 47, column: 13, scope: !296, inlinedAt: !297)
!314 = !DILocation(line: 48, column: 9, scope: !296, inlinedAt: !297)
!315 = !DILocation(line: 0, scope: !296, inlinedAt: !297)
!316 = !DILocation(line: 44, column: 28, scope: !296, inlinedAt: !297)
!317 = distinct !{!317, !295, !318, !83}
!318 = !DILocation(line: 49, column: 5, scope: !296, inlinedAt: !297)
!319 = !DILocation(line: 43, column: 9, scope: !296, inlinedAt: !297)
!320 = !DILocation(line: 120, column: 12, scope: !28)
!321 = !DILocation(line: 119, column: 5, scope: !28)
!322 = !DILocation(line: 122, column: 14, scope: !28)
!323 = !DILocation(line: 122, column: 5, scope: !28)
!324 = !DILocation(line: 122, column: 28, scope: !28)
!325 = !DILocation(line: 122, column: 19, scope: !28)
!326 = !DILocation(line: 122, column: 43, scope: !28)
!327 = !DILocation(line: 122, column: 34, scope: !28)
!328 = !DILocation(line: 122, column: 58, scope: !28)
!329 = !DILocation(line: 122, column: 49, scope: !28)
!330 = !DILocation(line: 122, column: 73, scope: !28)
!331 = !DILocation(line: 122, column: 64, scope: !28)
!332 = !DILocation(line: 123, column: 14, scope: !28)
!333 = !DILocation(line: 123, column: 5, scope: !28)
!334 = !DILocation(line: 123, column: 29, scope: !28)
!335 = !DILocation(line: 123, column: 20, scope: !28)
!336 = !DILocation(line: 123, column: 44, scope: !28)
!337 = !DILocation(line: 123, column: 35, scope: !28)
!338 = !DILocation(line: 123, column: 58, scope: !28)
!339 = !DILocation(line: 123, column: 49, scope: !28)
!340 = !DILocation(line: 123, column: 73, scope: !28)
!341 = !DILocation(line: 123, column: 64, scope: !28)
!342 = !DILocation(line: 124, column: 5, scope: !28)
!343 = !DILocation(line: 124, column: 15, scope: !28)
!344 = !DILocation(line: 124, column: 26, scope: !28)
!345 = !DILocation(line: 124, column: 37, scope: !28)
!346 = !DILocation(line: 124, column: 48, scope: !28)
!347 = !DILocation(line: 124, column: 59, scope: !28)
!348 = !DILocation(line: 124, column: 69, scope: !28)
!349 = !DILocation(line: 124, column: 81, scope: !28)
!350 = !DILocation(line: 125, column: 12, scope: !28)
!351 = !DILocation(line: 126, column: 1, scope: !28)
!352 = !DILocation(line: 115, column: 51, scope: !28)
!353 = !DILocation(line: 115, column: 49, scope: !28)
!354 = !DILocation(line: 115, column: 82, scope: !28)
!355 = !DILocation(line: 115, column: 69, scope: !28)
!356 = !DILocation(line: 115, column: 67, scope: !28)
!357 = !DILocation(line: 115, column: 59, scope: !28)
!358 = !DILocation(line: 115, column: 42, scope: !28)
!359 = !DILocation(line: 115, column: 29, scope: !28)
!360 = distinct !{!360, !268, !361, !83}
!361 = !DILocation(line: 115, column: 105, scope: !28)
!362 = !DISubprogram(name: "printf", scope: !363, file: !363, line: 356, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!363 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!364 = !DISubprogram(name: "malloc", scope: !365, file: !365, line: 553, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!365 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!366 = !DISubprogram(name: "cudaMalloc", scope: !367, file: !367, line: 4901, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!367 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!368 = !DISubprogram(name: "cudaMemcpy", scope: !367, file: !367, line: 6266, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!369 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !370, file: !370, line: 497, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!370 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!371 = !DISubprogram(name: "cudaDeviceSynchronize", scope: !367, file: !367, line: 329, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!372 = !DISubprogram(name: "erff", scope: !373, file: !373, line: 231, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!373 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!374 = !DISubprogram(name: "cudaFree", scope: !367, file: !367, line: 5067, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!375 = !DISubprogram(name: "free", scope: !365, file: !365, line: 568, type: !12, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !13)
!376 = distinct !DISubprogram(name: "main", scope: !8, file: !8, line: 129, type: !12, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !13)
!377 = !DILocation(line: 129, column: 21, scope: !376)
!378 = !{i32 0, i32 2}
!379 = !DILocation(line: 129, column: 14, scope: !376)
