; ModuleID = 'samples/cuda/transpose_gemm.cu'
source_filename = "samples/cuda/transpose_gemm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ9transposePKfPfiiE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

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
  %70 = load float, ptr %69, align 4, !tbaa !8
  br label %71

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ]
  store float %72, ptr %27, align 4, !tbaa !8
  %73 = select i1 %49, i1 %29, i1 false
  br i1 %73, label %74, label %79

74:                                               ; preds = %71
  %75 = add i32 %28, %50
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !8
  br label %79

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ]
  store float %80, ptr %30, align 4, !tbaa !8
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false
  br i1 %83, label %84, label %89

84:                                               ; preds = %79
  %85 = add i32 %81, %26
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %0, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !8
  br label %89

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ]
  store float %90, ptr %31, align 4, !tbaa !8
  %91 = select i1 %49, i1 %33, i1 false
  br i1 %91, label %92, label %97

92:                                               ; preds = %89
  %93 = add i32 %32, %50
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %1, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !8
  br label %97

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ]
  store float %98, ptr %34, align 4, !tbaa !8
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false
  br i1 %102, label %103, label %108

103:                                              ; preds = %97
  %104 = add i32 %51, %37
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !8
  br label %108

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ]
  store float %109, ptr %38, align 4, !tbaa !8
  %110 = select i1 %100, i1 %29, i1 false
  br i1 %110, label %111, label %116

111:                                              ; preds = %108
  %112 = add i32 %28, %101
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr %1, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !8
  br label %116

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ]
  store float %117, ptr %39, align 4, !tbaa !8
  %118 = select i1 %36, i1 %82, i1 false
  br i1 %118, label %119, label %124

119:                                              ; preds = %116
  %120 = add i32 %81, %37
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr %0, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !8
  br label %124

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ]
  store float %125, ptr %40, align 4, !tbaa !8
  %126 = select i1 %100, i1 %33, i1 false
  br i1 %126, label %127, label %132

127:                                              ; preds = %124
  %128 = add i32 %32, %101
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr %1, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !8
  br label %132

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ]
  store float %133, ptr %41, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  br label %137

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0()
  %135 = add nuw nsw i32 %47, 32
  %136 = icmp slt i32 %135, %5
  br i1 %136, label %42, label %54, !llvm.loop !12

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !8
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143
  %147 = load float, ptr %146, align 4, !tbaa !8
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21
  %149 = load float, ptr %148, align 4, !tbaa !8
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23
  %151 = load float, ptr %150, align 4, !tbaa !8
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
  br i1 %161, label %134, label %137, !llvm.loop !14

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4
  %164 = add nsw i32 %163, %55
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %2, i64 %165
  store float %60, ptr %166, align 4, !tbaa !8
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
  store float %59, ptr %174, align 4, !tbaa !8
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
  store float %58, ptr %182, align 4, !tbaa !8
  br label %183

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false
  br i1 %184, label %185, label %190

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4
  %187 = add nsw i32 %186, %62
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr %2, i64 %188
  store float %57, ptr %189, align 4, !tbaa !8
  br label %190

190:                                              ; preds = %185, %183
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9transposePKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = icmp slt i32 %8, %3
  %13 = zext i32 %7 to i64
  br i1 %12, label %14, label %64

14:                                               ; preds = %4
  %15 = add i32 %11, %10
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %25

17:                                               ; preds = %14
  %18 = mul nsw i32 %15, %3
  %19 = add nsw i32 %18, %8
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = zext i32 %11 to i64
  %24 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %23, i64 %13
  store float %22, ptr %24, align 4, !tbaa !8
  br label %25

25:                                               ; preds = %14, %17
  br i1 %12, label %26, label %64

26:                                               ; preds = %25
  %27 = add i32 %11, 8
  %28 = add i32 %27, %10
  %29 = icmp slt i32 %28, %2
  br i1 %29, label %30, label %38

30:                                               ; preds = %26
  %31 = mul nsw i32 %28, %3
  %32 = add nsw i32 %31, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = zext i32 %27 to i64
  %37 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %36, i64 %13
  store float %35, ptr %37, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %30, %26
  br i1 %12, label %39, label %64

39:                                               ; preds = %38
  %40 = add i32 %11, 16
  %41 = add i32 %40, %10
  %42 = icmp slt i32 %41, %2
  br i1 %42, label %43, label %51

43:                                               ; preds = %39
  %44 = mul nsw i32 %41, %3
  %45 = add nsw i32 %44, %8
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !8
  %49 = zext i32 %40 to i64
  %50 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %49, i64 %13
  store float %48, ptr %50, align 4, !tbaa !8
  br label %51

51:                                               ; preds = %43, %39
  br i1 %12, label %52, label %64

52:                                               ; preds = %51
  %53 = add i32 %11, 24
  %54 = add i32 %53, %10
  %55 = icmp slt i32 %54, %2
  br i1 %55, label %56, label %64

56:                                               ; preds = %52
  %57 = mul nsw i32 %54, %3
  %58 = add nsw i32 %57, %8
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = zext i32 %53 to i64
  %63 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %62, i64 %13
  store float %61, ptr %63, align 4, !tbaa !8
  br label %64

64:                                               ; preds = %4, %25, %38, %56, %52, %51
  tail call void @llvm.nvvm.barrier0()
  %65 = add i32 %10, %7
  %66 = icmp slt i32 %65, %2
  br i1 %66, label %67, label %117

67:                                               ; preds = %64
  %68 = add i32 %11, %6
  %69 = icmp slt i32 %68, %3
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = zext i32 %11 to i64
  %72 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = mul nsw i32 %68, %2
  %75 = add nsw i32 %74, %65
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr %1, i64 %76
  store float %73, ptr %77, align 4, !tbaa !8
  br label %78

78:                                               ; preds = %67, %70
  br i1 %66, label %79, label %117

79:                                               ; preds = %78
  %80 = add i32 %11, 8
  %81 = add i32 %80, %6
  %82 = icmp slt i32 %81, %3
  br i1 %82, label %83, label %91

83:                                               ; preds = %79
  %84 = zext i32 %80 to i64
  %85 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !8
  %87 = mul nsw i32 %81, %2
  %88 = add nsw i32 %87, %65
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %1, i64 %89
  store float %86, ptr %90, align 4, !tbaa !8
  br label %91

91:                                               ; preds = %83, %79
  br i1 %66, label %92, label %117

92:                                               ; preds = %91
  %93 = add i32 %11, 16
  %94 = add i32 %93, %6
  %95 = icmp slt i32 %94, %3
  br i1 %95, label %96, label %104

96:                                               ; preds = %92
  %97 = zext i32 %93 to i64
  %98 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !8
  %100 = mul nsw i32 %94, %2
  %101 = add nsw i32 %100, %65
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %99, ptr %103, align 4, !tbaa !8
  br label %104

104:                                              ; preds = %96, %92
  br i1 %66, label %105, label %117

105:                                              ; preds = %104
  %106 = add i32 %11, 24
  %107 = add i32 %106, %6
  %108 = icmp slt i32 %107, %3
  br i1 %108, label %109, label %117

109:                                              ; preds = %105
  %110 = zext i32 %106 to i64
  %111 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ9transposePKfPfiiE4tile to ptr), i64 0, i64 %13, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !8
  %113 = mul nsw i32 %107, %2
  %114 = add nsw i32 %113, %65
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %1, i64 %115
  store float %112, ptr %116, align 4, !tbaa !8
  br label %117

117:                                              ; preds = %64, %78, %91, %109, %105, %104
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!5 = !{ptr @_Z9transposePKfPfii, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
