; ModuleID = 'samples/cuda/bert_qkv.cu'
source_filename = "samples/cuda/bert_qkv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ18batched_score_gemmPKfS0_PfiiE2Qs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ18batched_score_gemmPKfS0_PfiiE2Ks = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10gemm_tiledPKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = icmp sgt i32 %5, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %6
  %15 = add nsw i32 %10, %8
  %16 = add nsw i32 %12, %7
  br label %54

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
  br label %42

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
  %53 = select i1 %25, i1 %52, i1 false
  br i1 %53, label %66, label %71

54:                                               ; preds = %134, %14
  %55 = phi i32 [ %16, %14 ], [ %28, %134 ]
  %56 = phi i32 [ %15, %14 ], [ %24, %134 ]
  %57 = phi float [ 0.000000e+00, %14 ], [ %159, %134 ]
  %58 = phi float [ 0.000000e+00, %14 ], [ %157, %134 ]
  %59 = phi float [ 0.000000e+00, %14 ], [ %155, %134 ]
  %60 = phi float [ 0.000000e+00, %14 ], [ %153, %134 ]
  %61 = add nsw i32 %56, 16
  %62 = add nsw i32 %55, 16
  %63 = icmp slt i32 %56, %3
  %64 = icmp slt i32 %55, %4
  %65 = select i1 %63, i1 %64, i1 false
  br i1 %65, label %162, label %167

66:                                               ; preds = %42
  %67 = add i32 %51, %26
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !10
  br label %71

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ]
  store float %72, ptr %27, align 4, !tbaa !10
  %73 = select i1 %49, i1 %29, i1 false
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = add i32 %28, %50
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !10
  br label %79

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ]
  store float %80, ptr %30, align 4, !tbaa !10
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false
  br i1 %83, label %84, label %89

84:                                               ; preds = %79
  %85 = add i32 %81, %26
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !10
  br label %89

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ]
  store float %90, ptr %31, align 4, !tbaa !10
  %91 = select i1 %49, i1 %33, i1 false
  br i1 %91, label %92, label %97

92:                                               ; preds = %89
  %93 = add i32 %32, %50
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !10
  br label %97

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ]
  store float %98, ptr %34, align 4, !tbaa !10
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false
  br i1 %102, label %103, label %108

103:                                              ; preds = %97
  %104 = add i32 %51, %37
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !10
  br label %108

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ]
  store float %109, ptr %38, align 4, !tbaa !10
  %110 = select i1 %100, i1 %29, i1 false
  br i1 %110, label %111, label %116

111:                                              ; preds = %108
  %112 = add i32 %28, %101
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %1, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !10
  br label %116

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ]
  store float %117, ptr %39, align 4, !tbaa !10
  %118 = select i1 %36, i1 %82, i1 false
  br i1 %118, label %119, label %124

119:                                              ; preds = %116
  %120 = add i32 %81, %37
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !10
  br label %124

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ]
  store float %125, ptr %40, align 4, !tbaa !10
  %126 = select i1 %100, i1 %33, i1 false
  br i1 %126, label %127, label %132

127:                                              ; preds = %124
  %128 = add i32 %32, %101
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %1, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !10
  br label %132

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ]
  store float %133, ptr %41, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br label %137

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0()
  %135 = add nuw nsw i32 %47, 32
  %136 = icmp slt i32 %135, %5
  br i1 %136, label %42, label %54, !llvm.loop !14

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !10
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143
  %147 = load float, ptr %146, align 4, !tbaa !10
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21
  %149 = load float, ptr %148, align 4, !tbaa !10
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23
  %151 = load float, ptr %150, align 4, !tbaa !10
  %152 = fmul contract float %145, %149
  %153 = fadd contract float %138, %152
  %154 = fmul contract float %145, %151
  %155 = fadd contract float %139, %154
  %156 = fmul contract float %147, %149
  %157 = fadd contract float %140, %156
  %158 = fmul contract float %147, %151
  %159 = fadd contract float %141, %158
  %160 = add nuw nsw i32 %142, 1
  %161 = icmp eq i32 %160, 32
  br i1 %161, label %134, label %137, !llvm.loop !16

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4
  %164 = add nsw i32 %163, %55
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %2, i64 %165
  store float %60, ptr %166, align 4, !tbaa !10
  br label %167

167:                                              ; preds = %162, %54
  %168 = icmp slt i32 %62, %4
  %169 = select i1 %63, i1 %168, i1 false
  br i1 %169, label %170, label %175

170:                                              ; preds = %167
  %171 = mul nsw i32 %56, %4
  %172 = add nsw i32 %171, %62
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %2, i64 %173
  store float %59, ptr %174, align 4, !tbaa !10
  br label %175

175:                                              ; preds = %170, %167
  %176 = icmp slt i32 %61, %3
  %177 = select i1 %176, i1 %64, i1 false
  br i1 %177, label %178, label %183

178:                                              ; preds = %175
  %179 = mul nsw i32 %61, %4
  %180 = add nsw i32 %179, %55
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %2, i64 %181
  store float %58, ptr %182, align 4, !tbaa !10
  br label %183

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false
  br i1 %184, label %185, label %190

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4
  %187 = add nsw i32 %186, %62
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr %2, i64 %188
  store float %57, ptr %189, align 4, !tbaa !10
  br label %190

190:                                              ; preds = %185, %183
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8bias_addPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = shl i32 %6, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %9, %3
  %15 = icmp slt i32 %13, %4
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %5
  %18 = mul nsw i32 %9, %4
  %19 = add nsw i32 %18, %13
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %2, i64 %20
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = getelementptr inbounds float, ptr %0, i64 %20
  %25 = load float, ptr %24, align 4, !tbaa !10
  %26 = load float, ptr %23, align 4, !tbaa !10
  %27 = fadd contract float %25, %26
  store float %27, ptr %21, align 4, !tbaa !10
  br label %28

28:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11split_headsPKfPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = shl i32 %6, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 5
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %9, %2
  %15 = icmp slt i32 %13, %3
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %33

17:                                               ; preds = %5
  %18 = freeze i32 %13
  %19 = sdiv i32 %18, %4
  %20 = mul i32 %19, %4
  %21 = sub i32 %18, %20
  %22 = mul nsw i32 %9, %3
  %23 = add nsw i32 %22, %13
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !10
  %27 = mul nsw i32 %19, %2
  %28 = add nsw i32 %27, %9
  %29 = mul nsw i32 %28, %4
  %30 = add nsw i32 %29, %21
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  store float %26, ptr %32, align 4, !tbaa !10
  br label %33

33:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18batched_score_gemmPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %7
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = add i32 %13, %6
  %15 = mul nsw i32 %8, %3
  %16 = mul nsw i32 %15, %4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = getelementptr inbounds float, ptr %1, i64 %17
  %20 = icmp sgt i32 %4, 0
  br i1 %20, label %21, label %63

21:                                               ; preds = %5
  %22 = add i32 %13, %7
  %23 = icmp slt i32 %11, %3
  %24 = mul nsw i32 %11, %4
  %25 = sext i32 %7 to i64
  %26 = sext i32 %6 to i64
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 %26
  %28 = icmp slt i32 %22, %3
  %29 = mul nsw i32 %22, %4
  %30 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %25, i64 %26
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 0
  %32 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 0
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 1
  %34 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 1
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 2
  %36 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 2
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 3
  %38 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 3
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 4
  %40 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 4
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 5
  %42 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 5
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 6
  %44 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 6
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 7
  %46 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 7
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 8
  %48 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 8
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 9
  %50 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 9
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 10
  %52 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 10
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 11
  %54 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 11
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 12
  %56 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 12
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 13
  %58 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 13
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 14
  %60 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 14
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 15
  %62 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 15
  br label %68

63:                                               ; preds = %87, %5
  %64 = phi float [ 0.000000e+00, %5 ], [ %152, %87 ]
  %65 = icmp slt i32 %11, %3
  %66 = icmp slt i32 %14, %3
  %67 = and i1 %65, %66
  br i1 %67, label %155, label %164

68:                                               ; preds = %21, %87
  %69 = phi i32 [ 0, %21 ], [ %153, %87 ]
  %70 = phi float [ 0.000000e+00, %21 ], [ %152, %87 ]
  %71 = add i32 %69, %6
  %72 = icmp slt i32 %71, %4
  %73 = select i1 %23, i1 %72, i1 false
  br i1 %73, label %74, label %79

74:                                               ; preds = %68
  %75 = add i32 %71, %24
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %18, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !10
  br label %79

79:                                               ; preds = %68, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %68 ]
  store float %80, ptr %27, align 4, !tbaa !10
  %81 = select i1 %28, i1 %72, i1 false
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = add i32 %71, %29
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %19, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !10
  br label %87

87:                                               ; preds = %79, %82
  %88 = phi contract float [ %86, %82 ], [ 0.000000e+00, %79 ]
  store float %88, ptr %30, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %89 = load float, ptr %31, align 4, !tbaa !10
  %90 = load float, ptr %32, align 4, !tbaa !10
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %70, %91
  %93 = load float, ptr %33, align 4, !tbaa !10
  %94 = load float, ptr %34, align 4, !tbaa !10
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr %35, align 4, !tbaa !10
  %98 = load float, ptr %36, align 4, !tbaa !10
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr %37, align 4, !tbaa !10
  %102 = load float, ptr %38, align 4, !tbaa !10
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr %39, align 4, !tbaa !10
  %106 = load float, ptr %40, align 4, !tbaa !10
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %41, align 4, !tbaa !10
  %110 = load float, ptr %42, align 4, !tbaa !10
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %43, align 4, !tbaa !10
  %114 = load float, ptr %44, align 4, !tbaa !10
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %45, align 4, !tbaa !10
  %118 = load float, ptr %46, align 4, !tbaa !10
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %47, align 4, !tbaa !10
  %122 = load float, ptr %48, align 4, !tbaa !10
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %49, align 4, !tbaa !10
  %126 = load float, ptr %50, align 4, !tbaa !10
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %51, align 4, !tbaa !10
  %130 = load float, ptr %52, align 4, !tbaa !10
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %53, align 4, !tbaa !10
  %134 = load float, ptr %54, align 4, !tbaa !10
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  %137 = load float, ptr %55, align 4, !tbaa !10
  %138 = load float, ptr %56, align 4, !tbaa !10
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %136, %139
  %141 = load float, ptr %57, align 4, !tbaa !10
  %142 = load float, ptr %58, align 4, !tbaa !10
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %59, align 4, !tbaa !10
  %146 = load float, ptr %60, align 4, !tbaa !10
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  %149 = load float, ptr %61, align 4, !tbaa !10
  %150 = load float, ptr %62, align 4, !tbaa !10
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %148, %151
  tail call void @llvm.nvvm.barrier0()
  %153 = add nuw nsw i32 %69, 16
  %154 = icmp slt i32 %153, %4
  br i1 %154, label %68, label %63, !llvm.loop !17

155:                                              ; preds = %63
  %156 = add nsw i32 %15, %11
  %157 = mul nsw i32 %156, %3
  %158 = add nsw i32 %157, %14
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %2, i64 %159
  %161 = sitofp i32 %4 to float
  %162 = tail call float @llvm.nvvm.rsqrt.approx.f(float %161)
  %163 = fmul contract float %64, %162
  store float %163, ptr %160, align 4, !tbaa !10
  br label %164

164:                                              ; preds = %155, %63
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!5 = !{ptr @_Z8bias_addPKfS0_Pfii, !"kernel", i32 1}
!6 = !{ptr @_Z11split_headsPKfPfiii, !"kernel", i32 1}
!7 = !{ptr @_Z18batched_score_gemmPKfS0_Pfii, !"kernel", i32 1}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
