; ModuleID = 'samples/cuda/mlp.cu'
source_filename = "samples/cuda/mlp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10gemm_tiledPKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !13 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !17
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !21
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !24
  %10 = shl i32 %9, 5, !dbg !27
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !28
  %12 = shl i32 %11, 5, !dbg !31
  %13 = icmp sgt i32 %5, 0, !dbg !32
  br i1 %13, label %17, label %14, !dbg !33

14:                                               ; preds = %6
  %15 = add nsw i32 %10, %8, !dbg !34
  %16 = add nsw i32 %12, %7, !dbg !35
  br label %54, !dbg !33

17:                                               ; preds = %6
  %18 = sext i32 %8 to i64
  %19 = add nsw i32 %8, 16
  %20 = sext i32 %19 to i64
  %21 = sext i32 %7 to i64
  %22 = add nsw i32 %7, 16
  %23 = sext i32 %22 to i64
  %24 = add nsw i32 %8, %10
  %25 = icmp slt i32 %24, %3
  %26 = mul nsw i32 %24, %5
  %27 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %21
  %28 = add i32 %7, %12
  %29 = icmp slt i32 %28, %4
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %18, i64 %21
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %23
  %32 = add i32 %22, %12
  %33 = icmp slt i32 %32, %4
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %18, i64 %23
  %35 = add nsw i32 %19, %10
  %36 = icmp slt i32 %35, %3
  %37 = mul nsw i32 %35, %5
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %21
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %20, i64 %21
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %23
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %20, i64 %23
  br label %42, !dbg !33

42:                                               ; preds = %17, %134
  %43 = phi float [ 0.000000e+00, %17 ], [ %153, %134 ]
  %44 = phi float [ 0.000000e+00, %17 ], [ %155, %134 ]
  %45 = phi float [ 0.000000e+00, %17 ], [ %157, %134 ]
  %46 = phi float [ 0.000000e+00, %17 ], [ %159, %134 ]
  %47 = phi i32 [ 0, %17 ], [ %135, %134 ]
  %48 = add nsw i32 %8, %47
  %49 = icmp slt i32 %48, %5
  %50 = mul nsw i32 %48, %4
  %51 = add i32 %7, %47
  %52 = icmp slt i32 %51, %5
  %53 = select i1 %25, i1 %52, i1 false, !dbg !36
  br i1 %53, label %66, label %71, !dbg !36

54:                                               ; preds = %134, %14
  %55 = phi i32 [ %16, %14 ], [ %28, %134 ], !dbg !35
  %56 = phi i32 [ %15, %14 ], [ %24, %134 ], !dbg !34
  %57 = phi float [ 0.000000e+00, %14 ], [ %159, %134 ], !dbg !37
  %58 = phi float [ 0.000000e+00, %14 ], [ %157, %134 ], !dbg !38
  %59 = phi float [ 0.000000e+00, %14 ], [ %155, %134 ], !dbg !39
  %60 = phi float [ 0.000000e+00, %14 ], [ %153, %134 ], !dbg !40
  %61 = add nsw i32 %56, 16, !dbg !41
  %62 = add nsw i32 %55, 16, !dbg !42
  %63 = icmp slt i32 %56, %3, !dbg !43
  %64 = icmp slt i32 %55, %4
  %65 = select i1 %63, i1 %64, i1 false, !dbg !44
  br i1 %65, label %162, label %167, !dbg !44

66:                                               ; preds = %42
  %67 = add i32 %51, %26, !dbg !45
  %68 = sext i32 %67 to i64, !dbg !46
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !46
  %70 = load float, ptr %69, align 4, !dbg !46, !tbaa !47
  br label %71, !dbg !51

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ], !dbg !51
  store float %72, ptr %27, align 4, !dbg !52, !tbaa !47
  %73 = select i1 %49, i1 %29, i1 false, !dbg !53
  br i1 %73, label %74, label %79, !dbg !53

74:                                               ; preds = %71
  %75 = add i32 %28, %50, !dbg !54
  %76 = sext i32 %75 to i64, !dbg !55
  %77 = getelementptr inbounds float, ptr %1, i64 %76, !dbg !55
  %78 = load float, ptr %77, align 4, !dbg !55, !tbaa !47
  br label %79, !dbg !56

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ], !dbg !56
  store float %80, ptr %30, align 4, !dbg !57, !tbaa !47
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false, !dbg !36
  br i1 %83, label %84, label %89, !dbg !36

84:                                               ; preds = %79
  %85 = add i32 %81, %26, !dbg !45
  %86 = sext i32 %85 to i64, !dbg !46
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !46
  %88 = load float, ptr %87, align 4, !dbg !46, !tbaa !47
  br label %89, !dbg !51

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ], !dbg !51
  store float %90, ptr %31, align 4, !dbg !52, !tbaa !47
  %91 = select i1 %49, i1 %33, i1 false, !dbg !53
  br i1 %91, label %92, label %97, !dbg !53

92:                                               ; preds = %89
  %93 = add i32 %32, %50, !dbg !54
  %94 = sext i32 %93 to i64, !dbg !55
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !55
  %96 = load float, ptr %95, align 4, !dbg !55, !tbaa !47
  br label %97, !dbg !56

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !56
  store float %98, ptr %34, align 4, !dbg !57, !tbaa !47
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false, !dbg !36
  br i1 %102, label %103, label %108, !dbg !36

103:                                              ; preds = %97
  %104 = add i32 %51, %37, !dbg !45
  %105 = sext i32 %104 to i64, !dbg !46
  %106 = getelementptr inbounds float, ptr %0, i64 %105, !dbg !46
  %107 = load float, ptr %106, align 4, !dbg !46, !tbaa !47
  br label %108, !dbg !51

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ], !dbg !51
  store float %109, ptr %38, align 4, !dbg !52, !tbaa !47
  %110 = select i1 %100, i1 %29, i1 false, !dbg !53
  br i1 %110, label %111, label %116, !dbg !53

111:                                              ; preds = %108
  %112 = add i32 %28, %101, !dbg !54
  %113 = sext i32 %112 to i64, !dbg !55
  %114 = getelementptr inbounds float, ptr %1, i64 %113, !dbg !55
  %115 = load float, ptr %114, align 4, !dbg !55, !tbaa !47
  br label %116, !dbg !56

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], !dbg !56
  store float %117, ptr %39, align 4, !dbg !57, !tbaa !47
  %118 = select i1 %36, i1 %82, i1 false, !dbg !36
  br i1 %118, label %119, label %124, !dbg !36

119:                                              ; preds = %116
  %120 = add i32 %81, %37, !dbg !45
  %121 = sext i32 %120 to i64, !dbg !46
  %122 = getelementptr inbounds float, ptr %0, i64 %121, !dbg !46
  %123 = load float, ptr %122, align 4, !dbg !46, !tbaa !47
  br label %124, !dbg !51

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !51
  store float %125, ptr %40, align 4, !dbg !52, !tbaa !47
  %126 = select i1 %100, i1 %33, i1 false, !dbg !53
  br i1 %126, label %127, label %132, !dbg !53

127:                                              ; preds = %124
  %128 = add i32 %32, %101, !dbg !54
  %129 = sext i32 %128 to i64, !dbg !55
  %130 = getelementptr inbounds float, ptr %1, i64 %129, !dbg !55
  %131 = load float, ptr %130, align 4, !dbg !55, !tbaa !47
  br label %132, !dbg !56

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ], !dbg !56
  store float %133, ptr %41, align 4, !dbg !57, !tbaa !47
  tail call void @llvm.nvvm.barrier0(), !dbg !58
  br label %137, !dbg !59

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  %135 = add nuw nsw i32 %47, 32, !dbg !61
  %136 = icmp slt i32 %135, %5, !dbg !32
  br i1 %136, label %42, label %54, !dbg !33, !llvm.loop !62

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64, !dbg !65
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143, !dbg !65
  %145 = load float, ptr %144, align 4, !dbg !65, !tbaa !47
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143, !dbg !66
  %147 = load float, ptr %146, align 4, !dbg !66, !tbaa !47
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21, !dbg !67
  %149 = load float, ptr %148, align 4, !dbg !67, !tbaa !47
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23, !dbg !68
  %151 = load float, ptr %150, align 4, !dbg !68, !tbaa !47
  %152 = fmul contract float %145, %149, !dbg !69
  %153 = fadd contract float %138, %152, !dbg !70
  %154 = fmul contract float %145, %151, !dbg !71
  %155 = fadd contract float %139, %154, !dbg !72
  %156 = fmul contract float %147, %149, !dbg !73
  %157 = fadd contract float %140, %156, !dbg !74
  %158 = fmul contract float %147, %151, !dbg !75
  %159 = fadd contract float %141, %158, !dbg !76
  %160 = add nuw nsw i32 %142, 1, !dbg !77
  %161 = icmp eq i32 %160, 32, !dbg !78
  br i1 %161, label %134, label %137, !dbg !59, !llvm.loop !79

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4, !dbg !81
  %164 = add nsw i32 %163, %55, !dbg !82
  %165 = sext i32 %164 to i64, !dbg !83
  %166 = getelementptr inbounds float, ptr %2, i64 %165, !dbg !83
  store float %60, ptr %166, align 4, !dbg !84, !tbaa !47
  br label %167, !dbg !83

167:                                              ; preds = %162, %54
  %168 = icmp slt i32 %62, %4
  %169 = select i1 %63, i1 %168, i1 false, !dbg !85
  br i1 %169, label %170, label %175, !dbg !85

170:                                              ; preds = %167
  %171 = mul nsw i32 %56, %4, !dbg !86
  %172 = add nsw i32 %171, %62, !dbg !87
  %173 = sext i32 %172 to i64, !dbg !88
  %174 = getelementptr inbounds float, ptr %2, i64 %173, !dbg !88
  store float %59, ptr %174, align 4, !dbg !89, !tbaa !47
  br label %175, !dbg !88

175:                                              ; preds = %170, %167
  %176 = icmp slt i32 %61, %3, !dbg !90
  %177 = select i1 %176, i1 %64, i1 false, !dbg !91
  br i1 %177, label %178, label %183, !dbg !91

178:                                              ; preds = %175
  %179 = mul nsw i32 %61, %4, !dbg !92
  %180 = add nsw i32 %179, %55, !dbg !93
  %181 = sext i32 %180 to i64, !dbg !94
  %182 = getelementptr inbounds float, ptr %2, i64 %181, !dbg !94
  store float %58, ptr %182, align 4, !dbg !95, !tbaa !47
  br label %183, !dbg !94

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false, !dbg !96
  br i1 %184, label %185, label %190, !dbg !96

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4, !dbg !97
  %187 = add nsw i32 %186, %62, !dbg !98
  %188 = sext i32 %187 to i64, !dbg !99
  %189 = getelementptr inbounds float, ptr %2, i64 %188, !dbg !99
  store float %57, ptr %189, align 4, !dbg !100, !tbaa !47
  br label %190, !dbg !99

190:                                              ; preds = %185, %183
  ret void, !dbg !101
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8bias_addPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !102 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !103
  %7 = shl i32 %6, 5, !dbg !105
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !106
  %9 = add i32 %7, %8, !dbg !108
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !109
  %11 = shl i32 %10, 5, !dbg !111
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !112
  %13 = add i32 %11, %12, !dbg !114
  %14 = icmp slt i32 %9, %3, !dbg !115
  %15 = icmp slt i32 %13, %4
  %16 = and i1 %14, %15, !dbg !116
  br i1 %16, label %17, label %28, !dbg !116

17:                                               ; preds = %5
  %18 = mul nsw i32 %9, %4, !dbg !117
  %19 = add nsw i32 %18, %13, !dbg !118
  %20 = sext i32 %19 to i64, !dbg !119
  %21 = getelementptr inbounds float, ptr %2, i64 %20, !dbg !120
  %22 = sext i32 %13 to i64, !dbg !121
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !121
  %24 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !119
  %25 = load float, ptr %24, align 4, !dbg !119, !tbaa !47
  %26 = load float, ptr %23, align 4, !dbg !121, !tbaa !47
  %27 = fadd contract float %25, %26, !dbg !122
  store float %27, ptr %21, align 4, !dbg !123, !tbaa !47
  br label %28, !dbg !120

28:                                               ; preds = %17, %5
  ret void, !dbg !124
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8gelu_erfPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !125 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !126
  %5 = shl i32 %4, 8, !dbg !128
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !129
  %7 = add i32 %5, %6, !dbg !131
  %8 = icmp slt i32 %7, %2, !dbg !132
  br i1 %8, label %9, label %50, !dbg !133

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64, !dbg !134
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !134
  %12 = load float, ptr %11, align 4, !dbg !134, !tbaa !47
  %13 = fmul contract float %12, 5.000000e-01, !dbg !135
  %14 = fmul contract float %12, 0x3FE6A09E60000000, !dbg !136
  %15 = tail call float @llvm.fabs.f32(float %14), !dbg !137
  %16 = fcmp oge float %15, 0x3FF00C1FC0000000, !dbg !137
  br i1 %16, label %19, label %17, !dbg !137

17:                                               ; preds = %9
  %18 = fmul float %14, %14, !dbg !137
  br label %19, !dbg !137

19:                                               ; preds = %17, %9
  %20 = phi float [ 0x3FC06EBA60000000, %17 ], [ 0x3FE41B0840000000, %9 ], !dbg !137
  %21 = phi float [ 0xBFD8127580000000, %17 ], [ 0x3FED526FC0000000, %9 ], !dbg !137
  %22 = phi float [ 0x3FBCE315E0000000, %17 ], [ 0x3FC39F20C0000000, %9 ], !dbg !137
  %23 = phi float [ 0xBF9B837CE0000000, %17 ], [ 0xBFA1902C40000000, %9 ], !dbg !137
  %24 = phi float [ 0x3F755ABD40000000, %17 ], [ 0x3F75908160000000, %9 ], !dbg !137
  %25 = phi float [ 0xBF4AE9A400000000, %17 ], [ 0xBF3EAC1720000000, %9 ], !dbg !137
  %26 = phi float [ 0x3F163D2D40000000, %17 ], [ 0x3EF1394780000000, %9 ], !dbg !137
  %27 = phi float [ %18, %17 ], [ %15, %9 ], !dbg !137
  %28 = tail call float @llvm.fma.f32(float %26, float %27, float %25), !dbg !137
  %29 = tail call float @llvm.fma.f32(float %28, float %27, float %24), !dbg !137
  %30 = tail call float @llvm.fma.f32(float %29, float %27, float %23), !dbg !137
  %31 = tail call float @llvm.fma.f32(float %30, float %27, float %22), !dbg !137
  %32 = tail call float @llvm.fma.f32(float %31, float %27, float %21), !dbg !137
  %33 = tail call float @llvm.fma.f32(float %32, float %27, float %20), !dbg !137
  %34 = fneg float %27, !dbg !137
  %35 = select i1 %16, float %34, float %14, !dbg !137
  %36 = tail call float @llvm.fma.f32(float %33, float %35, float %35), !dbg !137
  br i1 %16, label %37, label %45, !dbg !137

37:                                               ; preds = %19
  %38 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %36) #6, !dbg !137
  %39 = fsub float 1.000000e+00, %38, !dbg !137
  %40 = bitcast float %39 to i32, !dbg !137
  %41 = bitcast float %14 to i32, !dbg !137
  %42 = and i32 %41, -2147483648, !dbg !137
  %43 = or i32 %42, %40, !dbg !137
  %44 = bitcast i32 %43 to float, !dbg !137
  br label %45, !dbg !137

45:                                               ; preds = %19, %37
  %46 = phi float [ %44, %37 ], [ %36, %19 ], !dbg !137
  %47 = fadd contract float %46, 1.000000e+00, !dbg !141
  %48 = fmul contract float %13, %47, !dbg !142
  %49 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !143
  store float %48, ptr %49, align 4, !dbg !144, !tbaa !47
  br label %50, !dbg !145

50:                                               ; preds = %45, %3
  ret void, !dbg !146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11, !12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/mlp.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z8bias_addPKfS0_Pfii, !"kernel", i32 1}
!10 = !{ptr @_Z8gelu_erfPKfPfi, !"kernel", i32 1}
!11 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = distinct !DISubprogram(name: "gemm_tiled", scope: !14, file: !14, line: 11, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!14 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main")
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!19 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!20 = distinct !DILocation(line: 15, column: 14, scope: !13)
!21 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 54, type: !15, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!23 = distinct !DILocation(line: 15, column: 32, scope: !13)
!24 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 67, type: !15, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!26 = distinct !DILocation(line: 16, column: 16, scope: !13)
!27 = !DILocation(line: 16, column: 27, scope: !13)
!28 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !30)
!29 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!30 = distinct !DILocation(line: 16, column: 47, scope: !13)
!31 = !DILocation(line: 16, column: 58, scope: !13)
!32 = !DILocation(line: 18, column: 25, scope: !13)
!33 = !DILocation(line: 18, column: 5, scope: !13)
!34 = !DILocation(line: 37, column: 19, scope: !13)
!35 = !DILocation(line: 38, column: 19, scope: !13)
!36 = !DILocation(line: 22, column: 42, scope: !13)
!37 = !DILocation(line: 17, column: 53, scope: !13)
!38 = !DILocation(line: 17, column: 39, scope: !13)
!39 = !DILocation(line: 17, column: 25, scope: !13)
!40 = !DILocation(line: 17, column: 11, scope: !13)
!41 = !DILocation(line: 37, column: 40, scope: !13)
!42 = !DILocation(line: 38, column: 40, scope: !13)
!43 = !DILocation(line: 39, column: 12, scope: !13)
!44 = !DILocation(line: 39, column: 16, scope: !13)
!45 = !DILocation(line: 22, column: 81, scope: !13)
!46 = !DILocation(line: 22, column: 59, scope: !13)
!47 = !{!48, !48, i64 0}
!48 = !{!"float", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C++ TBAA"}
!51 = !DILocation(line: 22, column: 28, scope: !13)
!52 = !DILocation(line: 22, column: 26, scope: !13)
!53 = !DILocation(line: 23, column: 40, scope: !13)
!54 = !DILocation(line: 23, column: 81, scope: !13)
!55 = !DILocation(line: 23, column: 59, scope: !13)
!56 = !DILocation(line: 23, column: 28, scope: !13)
!57 = !DILocation(line: 23, column: 26, scope: !13)
!58 = !DILocation(line: 26, column: 9, scope: !13)
!59 = !DILocation(line: 27, column: 9, scope: !13)
!60 = !DILocation(line: 35, column: 9, scope: !13)
!61 = !DILocation(line: 18, column: 33, scope: !13)
!62 = distinct !{!62, !33, !63, !64}
!63 = !DILocation(line: 36, column: 5, scope: !13)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 28, column: 24, scope: !13)
!66 = !DILocation(line: 28, column: 41, scope: !13)
!67 = !DILocation(line: 29, column: 24, scope: !13)
!68 = !DILocation(line: 29, column: 41, scope: !13)
!69 = !DILocation(line: 30, column: 25, scope: !13)
!70 = !DILocation(line: 30, column: 19, scope: !13)
!71 = !DILocation(line: 31, column: 25, scope: !13)
!72 = !DILocation(line: 31, column: 19, scope: !13)
!73 = !DILocation(line: 32, column: 25, scope: !13)
!74 = !DILocation(line: 32, column: 19, scope: !13)
!75 = !DILocation(line: 33, column: 25, scope: !13)
!76 = !DILocation(line: 33, column: 19, scope: !13)
!77 = !DILocation(line: 27, column: 42, scope: !13)
!78 = !DILocation(line: 27, column: 29, scope: !13)
!79 = distinct !{!79, !59, !80, !64}
!80 = !DILocation(line: 34, column: 9, scope: !13)
!81 = !DILocation(line: 39, column: 32, scope: !13)
!82 = !DILocation(line: 39, column: 36, scope: !13)
!83 = !DILocation(line: 39, column: 27, scope: !13)
!84 = !DILocation(line: 39, column: 42, scope: !13)
!85 = !DILocation(line: 40, column: 16, scope: !13)
!86 = !DILocation(line: 40, column: 32, scope: !13)
!87 = !DILocation(line: 40, column: 36, scope: !13)
!88 = !DILocation(line: 40, column: 27, scope: !13)
!89 = !DILocation(line: 40, column: 42, scope: !13)
!90 = !DILocation(line: 41, column: 12, scope: !13)
!91 = !DILocation(line: 41, column: 16, scope: !13)
!92 = !DILocation(line: 41, column: 32, scope: !13)
!93 = !DILocation(line: 41, column: 36, scope: !13)
!94 = !DILocation(line: 41, column: 27, scope: !13)
!95 = !DILocation(line: 41, column: 42, scope: !13)
!96 = !DILocation(line: 42, column: 16, scope: !13)
!97 = !DILocation(line: 42, column: 32, scope: !13)
!98 = !DILocation(line: 42, column: 36, scope: !13)
!99 = !DILocation(line: 42, column: 27, scope: !13)
!100 = !DILocation(line: 42, column: 42, scope: !13)
!101 = !DILocation(line: 43, column: 1, scope: !13)
!102 = distinct !DISubprogram(name: "bias_add", scope: !7, file: !7, line: 24, type: !15, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!103 = !DILocation(line: 67, column: 3, scope: !25, inlinedAt: !104)
!104 = distinct !DILocation(line: 26, column: 13, scope: !102)
!105 = !DILocation(line: 26, column: 24, scope: !102)
!106 = !DILocation(line: 54, column: 3, scope: !22, inlinedAt: !107)
!107 = distinct !DILocation(line: 26, column: 36, scope: !102)
!108 = !DILocation(line: 26, column: 34, scope: !102)
!109 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !110)
!110 = distinct !DILocation(line: 27, column: 13, scope: !102)
!111 = !DILocation(line: 27, column: 24, scope: !102)
!112 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !113)
!113 = distinct !DILocation(line: 27, column: 36, scope: !102)
!114 = !DILocation(line: 27, column: 34, scope: !102)
!115 = !DILocation(line: 28, column: 11, scope: !102)
!116 = !DILocation(line: 28, column: 15, scope: !102)
!117 = !DILocation(line: 28, column: 47, scope: !102)
!118 = !DILocation(line: 28, column: 51, scope: !102)
!119 = !DILocation(line: 28, column: 42, scope: !102)
!120 = !DILocation(line: 28, column: 25, scope: !102)
!121 = !DILocation(line: 28, column: 58, scope: !102)
!122 = !DILocation(line: 28, column: 56, scope: !102)
!123 = !DILocation(line: 28, column: 40, scope: !102)
!124 = !DILocation(line: 29, column: 1, scope: !102)
!125 = distinct !DISubprogram(name: "gelu_erf", scope: !7, file: !7, line: 32, type: !15, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!126 = !DILocation(line: 66, column: 3, scope: !29, inlinedAt: !127)
!127 = distinct !DILocation(line: 33, column: 13, scope: !125)
!128 = !DILocation(line: 33, column: 24, scope: !125)
!129 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !130)
!130 = distinct !DILocation(line: 33, column: 37, scope: !125)
!131 = !DILocation(line: 33, column: 35, scope: !125)
!132 = !DILocation(line: 34, column: 11, scope: !125)
!133 = !DILocation(line: 34, column: 9, scope: !125)
!134 = !DILocation(line: 35, column: 19, scope: !125)
!135 = !DILocation(line: 36, column: 21, scope: !125)
!136 = !DILocation(line: 36, column: 42, scope: !125)
!137 = !DILocation(line: 101, column: 43, scope: !138, inlinedAt: !140)
!138 = distinct !DISubprogram(name: "erff", scope: !139, file: !139, line: 101, type: !15, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!139 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!140 = distinct !DILocation(line: 36, column: 35, scope: !125)
!141 = !DILocation(line: 36, column: 33, scope: !125)
!142 = !DILocation(line: 36, column: 25, scope: !125)
!143 = !DILocation(line: 36, column: 9, scope: !125)
!144 = !DILocation(line: 36, column: 14, scope: !125)
!145 = !DILocation(line: 37, column: 5, scope: !125)
!146 = !DILocation(line: 38, column: 1, scope: !125)
